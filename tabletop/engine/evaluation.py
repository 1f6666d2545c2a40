"""The part of judging a position every game shares: what a finished game is worth to a seat.

A game's own heuristic (``Game.evaluate``) gives an advantage in rough "goals": 0 is even, +1 is
about one goal (or touchdown) ahead, antisymmetric between two seats. A finished game is worth
``WIN_VALUE`` to a winner and ``-WIN_VALUE`` to a loser, more than any lead, so search always
prefers a win it can see to any lead it could build.
"""

from __future__ import annotations

from typing import Any

WIN_VALUE = 2.0


def finished_value(position: Any, seat: int) -> float | None:
    """What the game's result is worth to ``seat`` (0 for a draw), or None while it goes on.

    ``winners`` is on every state and every view: None while the game goes on, else the
    (possibly empty) collection of winning seats.
    """
    winners = getattr(position, "winners", None)
    if winners is None:
        return None
    if not winners:
        return 0.0
    return WIN_VALUE if seat in winners else -WIN_VALUE
