"""How good a Hockey Card Game position looks for a seat, for the computer players' search.

Goals ahead, and who holds the breakaway (about half a goal: the next match scores). Reads only
what every view shows, so it works on a full state and on a view alike.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.evaluation import finished_value

#: Actions a rollout plays before it evaluates.
ROLLOUT_HORIZON = 24


def evaluate(position: Any, seat: int) -> float:
    done = finished_value(position, seat)
    if done is not None:
        return done
    totals = position.totals
    value = float(totals[seat] - totals[1 - seat])
    if position.breakaway is not None:
        value += 0.45 if position.breakaway == seat else -0.45
    return value
