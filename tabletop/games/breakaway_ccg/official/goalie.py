"""Pulling and replacing the goalie (Part 2, General Hockey Rules: Pull/Replace Goalie)."""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.official.basics import BENCH_SWAPS, Effect
from tabletop.games.breakaway_ccg.piles import private_event
from tabletop.games.breakaway_ccg.state import PLAY, STOPPAGE, CcgState, pair
from tabletop.games.breakaway_ccg.tables import Tables


def pull_goalie(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    """Pull the goalie: before a face-off it is out at once; in Phase 1 it is out from the next
    Phase 1 (General Hockey Rules: Pull/Replace Goalie)."""
    if state.phase == STOPPAGE:
        events.append(Event("pull-goalie", f"{state.names[seat]} pulls the goalie for an extra attacker.",
                            {"seat": seat}))
        return goalie_out(t, state, seat, events)
    events.append(Event("pull-goalie", f"{state.names[seat]} will pull the goalie at the start of the next "
                                       "turn.", {"seat": seat}))
    state = evolve(state, effects=state.effects + (Effect("goalie-pulling", seat, "stoppage"),))
    return evolve(state, phase=PLAY)


def replace_goalie(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    """Put the goalie back: chosen in Phase 1 it is back at the side's next Phase 1, and it is the
    turn's one Phase 1 choice (Phases of a Turn, Phase 1; General Hockey Rules: Pull/Replace Goalie)."""
    events.append(Event("replace-goalie", f"{state.names[seat]} will put the goalie back in net at the start of "
                                          "the next turn.", {"seat": seat}))
    state = evolve(state, effects=state.effects + (Effect("goalie-replacing", seat, "stoppage"),))
    return evolve(state, phase=PLAY)


def goalie_back(state: CcgState, seat: int, events: list[Event]) -> CcgState:
    """The goalie put back in the side's last Phase 1 is in net again (Pull/Replace Goalie)."""
    events.append(Event("goalie-back", f"{state.names[seat]}'s goalie is back in net.", {"seat": seat}))
    effects = tuple(e for e in state.effects if not (e.kind == "goalie-replacing" and e.seat == seat))
    return evolve(state, goalie_pulled=pair(state.goalie_pulled, seat, False), effects=effects)


def goalie_out(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    """The goalie is out: up to two switches with the bench at once, and a Momentum Card when
    losing, once a game and again after each goal while still losing (Pull/Replace Goalie; O15)."""
    effects = tuple(e for e in state.effects if not (e.kind == "goalie-pulling" and e.seat == seat))
    state = evolve(state, goalie_pulled=pair(state.goalie_pulled, seat, True), effects=effects)
    goals = state.goals
    total = goals[0] + goals[1]
    # pull_draws holds 1 + the goals scored when the last such card was taken (0: none yet), so a
    # goal since then, or no card yet, shows as a larger total.
    if goals[seat] < goals[1 - seat] and state.momentum and total + 1 > state.pull_draws[seat]:
        card = state.momentum[0]
        events.append(Event("goalie-momentum", f"{state.names[seat]} is losing and takes a Momentum Card for the "
                                               "extra attacker.", {"seat": seat}))
        events.append(private_event(seat, "momentum-own", f"You take {t.label[card]} from the Momentum pile.",
                               {"seat": seat, "card": card}, irreversible=True))
        state = evolve(state, momentum=state.momentum[1:], hands=pair(state.hands, seat, state.hands[seat] + (card,)),
                       extras=pair(state.extras, seat, state.extras[seat] + (card,)),
                       pull_draws=pair(state.pull_draws, seat, total + 1))
    if not state.benches[seat] or not state.hands[seat]:
        return state
    if state.phase == STOPPAGE:         # two more switches before this face-off
        return evolve(state, swaps=pair(state.swaps, seat, state.swaps[seat] - BENCH_SWAPS),
                      ready=pair(state.ready, seat, False))
    return evolve(state, swaps=pair(state.swaps, seat, 0), ready=pair(state.ready, seat, False),
                  placing=(seat, "goalie", ()))
