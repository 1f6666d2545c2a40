"""The passing bonus (Part 2, How to Score a Goal: Establish Passing Bonus)."""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.official import power_play
from tabletop.games.breakaway_ccg.rink import OFFENSIVE
from tabletop.games.breakaway_ccg.state import CcgState, pair
from tabletop.games.breakaway_ccg.tables import Tables


def bonus_after_move(t: Tables, state: CcgState, seat: int, start: str, end: str, events: list[Event]) -> CcgState:
    """A pass wholly inside the offensive zone adds +1 (max 3); the puck leaving it clears the bonus."""
    bonus = state.bonus
    for s in (0, 1):
        if bonus[s] and t.rink.zone(end, s) != OFFENSIVE:
            bonus = pair(bonus, s, 0)
    if state.control == seat and t.rink.zone(start, seat) == OFFENSIVE and t.rink.zone(end, seat) == OFFENSIVE \
            and bonus[seat] < power_play.max_bonus(state, seat):
        bonus = pair(bonus, seat, bonus[seat] + 1)
        events.append(Event("passing-bonus", f"A pass in the offensive zone: {state.names[seat]}'s passing bonus "
                                             f"is +{bonus[seat]}.", {"seat": seat, "bonus": bonus[seat]}))
    return evolve(state, bonus=bonus)
