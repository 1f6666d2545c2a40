"""Offside and Icing called by Triples (Part 2, Special Card Plays: Triples; General Hockey Rules)."""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.official.basics import FINAL_HAND, HAND_MAX, LINE_HAND
from tabletop.games.breakaway_ccg.official.sequence import stop_play
from tabletop.games.breakaway_ccg.rink import DEFENSIVE, NEUTRAL
from tabletop.games.breakaway_ccg.state import CcgState, pair
from tabletop.games.breakaway_ccg.tables import Tables


def triple_call(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    """Triples call Offside or Icing against the side with the puck (the player of the Triple if
    nobody has it): Icing with the puck behind that side's half of center ice, else Offside (O8)."""
    offender = state.control if state.control is not None else seat
    zone = t.rink.zone(state.puck, offender)
    place = t.rink.place_of(state.puck)
    own_side = "west" if offender == 0 else "east"
    if zone == DEFENSIVE or place == f"{own_side}-neutral":
        return stop_play(t, state, events, "icing", t.rink.zone_place(offender, DEFENSIVE), chooser=1 - offender,
                         offender=offender, no_bench=offender)
    return offside(t, state, offender, events)


def offside(t: Tables, state: CcgState, offender: int, events: list[Event]) -> CcgState:
    """Offside against ``offender``: the face-off in the neutral zone by its blue line, the other
    side choosing the circle, and a hand of five for the offender's stoppage draw (Offside)."""
    state = evolve(state, hand_max=pair(state.hand_max, offender, min(state.hand_max[offender], LINE_HAND)))
    state = stop_play(t, state, events, "offside", t.rink.zone_place(offender, NEUTRAL), chooser=1 - offender,
                      offender=offender)
    limit = FINAL_HAND if state.final_minute else HAND_MAX
    return evolve(state, hand_max=(limit, limit))
