"""Line changes (Part 2, Phases of a Turn, Phase 1): draw up to five if wanted, one switch with the bench, and
the turn is over.
"""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.official import legality
from tabletop.games.breakaway_ccg.official.basics import BENCH_SWAPS, LINE_HAND, draw_to
from tabletop.games.breakaway_ccg.official.sequence import begin_turn
from tabletop.games.breakaway_ccg.piles import swap
from tabletop.games.breakaway_ccg.rink import DEFENSIVE
from tabletop.games.breakaway_ccg.state import PLAY, START, CcgState, pair
from tabletop.games.breakaway_ccg.tables import Tables


def line_change(t: Tables, state: CcgState, seat: int, events: list[Event], draw: bool = True) -> CcgState:
    """Draw up to five if the side chooses to (``draw``; the book makes the draw optional), then one
    switch with the bench, and the turn is over (Phase 1: Line Change). From the defensive zone it
    gives the opponent +1 passing bonus."""
    opponent = 1 - seat
    if t.rink.zone(state.puck, seat) == DEFENSIVE:
        state = evolve(state, bonus=pair(state.bonus, opponent, state.bonus[opponent] + 1))
        events.append(Event("line-change-bonus", f"{state.names[seat]} changes lines in the defensive zone: "
                                                 f"{state.names[opponent]}'s passing bonus rises to "
                                                 f"+{state.bonus[opponent]}.", {"seat": seat}))
    events.append(Event("line-change", f"{state.names[seat]} changes lines.", {"seat": seat}))
    effects = tuple(e for e in state.effects if not (e.until == "line-change" or
                                                     (e.kind == "icing-hand" and e.seat == seat)))
    state = evolve(state, effects=effects)
    if draw:
        state = draw_to(t, state, seat, LINE_HAND, events)
    state = evolve(state, swaps=pair(state.swaps, seat, 0), ready=pair(state.ready, seat, False),
                   placing=(seat, "line-change", ()))
    if not state.hands[seat] or not state.benches[seat]:
        return end_line_change(t, state, events)
    return state


def line_swap(t: Tables, state: CcgState, seat: int, out: str, back: str, events: list[Event]) -> CcgState:
    """A switch in Phase 1: the line change's one, or one of the pulled goalie's two."""
    goalie = state.placing[1] in ("goalie", "delay")
    state = swap(t, state, seat, out, back, events, limit=BENCH_SWAPS if goalie else 1)
    if goalie and not state.ready[seat]:
        return state
    return end_line_change(t, state, events)


def end_line_change(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """The Phase 1 switches are over: after a line change the turn is skipped; after the goalie
    is pulled the turn goes on."""
    seat = state.turn
    why = state.placing[1] if state.placing else "line-change"
    state = evolve(state, placing=None, ready=(False, False), swaps=(0, 0))
    if why in ("goalie", "delay"):
        return state if legality.start_options(t, state, seat) else evolve(state, phase=PLAY)
    if why == "pp-over":
        other = 1 - seat
        if state.benches[other] and state.hands[other]:
            return evolve(state, turn=other, phase=START, placing=(other, "pp-over-2", ()))
        return begin_turn(t, state, seat, events)
    return begin_turn(t, state, 1 - seat, events)      # a line change skips the turn; "pp-over-2" ends
