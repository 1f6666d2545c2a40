"""Bruisers: the hit a bruiser gives the opposing card (-2 offense and -2 defense), Jake's lighter
hit, Pax's armour that hurts the bruiser instead, and two bruisers meeting (rulings S10, S11, S13,
S14, S16). A bruiser cancelled by Goose neither hits nor turns the RefBot (``refbot``).
"""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.games.intergalactic_hockey.cards import ARMOURED, TOUGH
from tabletop.games.intergalactic_hockey.state import ShowdownState
from tabletop.games.intergalactic_hockey.tables import ShowdownTables


def hitters(t: ShowdownTables, state: ShowdownState, active: tuple[bool, bool]) -> list[int]:
    """The seats whose played card is a bruiser that still counts (not cancelled by Goose)."""
    return [s for s in (0, 1) if active[s] and state.plays[s] in t.bruiser]


def hit(t: ShowdownTables, state: ShowdownState, hitting: list[int], vals: list[list[int]],
        events: list[Event]) -> None:
    """Apply the bruisers' hits to ``vals`` ([offense, defense] per seat); the hit is always 2,
    the printed abilities having been applied at the reveal."""
    plays = state.plays
    faceoff = state.faceoff
    attacker = None if faceoff else state.puck
    if len(hitting) == 2:
        events.append(Event("bruisers", "Two bruisers meet: they have no effect on each other.", {}))
        return
    for s in hitting:
        target = plays[1 - s]
        if target is None:
            continue
        amount = 2
        guard = t.ability[target]
        if guard == ARMOURED:
            k = 0 if (faceoff or s == attacker) else 1
            vals[s][k] -= 3
            events.append(Event("bruiser", f"{t.name[plays[s]]} bounces off {t.name[target]} "
                                           f"and loses 3 {'offense' if k == 0 else 'defense'}.",
                                {"seat": s, "card": plays[s]}))
            continue
        if guard == TOUGH:
            amount = 1
        vals[1 - s][0] -= amount
        vals[1 - s][1] -= amount
        events.append(Event("bruiser", f"{t.name[plays[s]]} hits {t.name[target]}: "
                                       f"-{amount} offense and -{amount} defense.", {"seat": s, "card": plays[s]}))
