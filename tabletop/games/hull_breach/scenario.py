"""Positions set out by hand, as the book's worked examples set them out (6.2, 6.5, 6.9).

``arrange`` builds a ``HullState`` with the units, hands and Breakthrus a test names, in the middle
of an engagement or a phase, so the examples can be replayed action by action with dice chosen by
``dice.force``. It is for tests and for illustrations: a position built here is not one a normal
game reached, and nothing in the engine calls it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from tabletop.games.hull_breach.cards import STATION, card_set
from tabletop.games.hull_breach.state import (
    ENGAGEMENT,
    Commander,
    Engagement,
    HullState,
    Unit,
    physical_id,
)


@dataclass(frozen=True, slots=True)
class Piece:
    """One card on the battlefield: ``host`` is the index (in the same list) of the unit it is on."""

    card: str
    seat: int
    host: int | None = None
    wounds: int = 0
    face_down: bool = False
    controller: int | None = None


def arrange(pieces: Sequence[Piece], *, players: int = 2, hands: Sequence[Sequence[str]] = (),
            breakthrus: Sequence[Sequence[str]] = (), engagement: Engagement | None = None,
            phase: str = ENGAGEMENT, turn: int = 0, seed: int = 0,
            stockpiles: Sequence[tuple[int, int]] = (),
            options: dict | None = None) -> tuple[HullState, list[str]]:
    """The position, and the physical id of each piece in order (cards in hands and on the
    battlefield get ids after them). Each seat needs a station among the pieces; ``options`` are the
    game's (``teams``)."""
    cards = card_set().by_id
    copies: Counter[tuple[str, int]] = Counter()

    def new_id(card: str, seat: int) -> str:
        copies[(card, seat)] += 1
        return physical_id(card, seat, copies[(card, seat)])

    ids = [new_id(p.card, p.seat) for p in pieces]
    units = tuple(Unit(ids[i], p.card, p.seat, p.seat if p.controller is None else p.controller,
                       None if p.host is None else ids[p.host], p.wounds, p.face_down) for i, p in enumerate(pieces))
    commanders = []
    for seat in range(players):
        station = next(ids[i] for i, p in enumerate(pieces) if p.seat == seat and cards[p.card].type == STATION)
        hand = tuple(new_id(c, seat) for c in (hands[seat] if seat < len(hands) else ()))
        field = tuple(new_id(c, seat) for c in (breakthrus[seat] if seat < len(breakthrus) else ()))
        resource, currency = stockpiles[seat] if seat < len(stockpiles) else (10, 10)
        commanders.append(Commander(station=station, hand=hand, battlefield=field, resource=resource,
                                    currency=currency, ready=True, mulligan_open=False))
    names = tuple(f"Commander {chr(65 + s)}" for s in range(players))
    state = HullState(names=names, seed=seed, options=tuple(sorted((options or {}).items())),
                      commanders=tuple(commanders), units=units,
                      deck_names=("arranged",) * players, phase=phase, turn=turn,
                      order=tuple(range(players)), round=1, engagement=engagement)
    return state, ids
