"""The specials a table of changes cannot say, keyed by the ``handler`` name their rule gives.

Why code: Dump In opens a challenge with a target area and two action kinds of its own (``dump-in``
with the area, ``dump-out``); Start a Fight hands play to the fight procedure. Each handler offers
its actions, judges them and applies them; ``specials`` calls it from the Phase 3 window, and the
loader's rule check (``cards``) holds for these specials as for every other. Each has its test in
``tests/games/test_ccg_specials.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg.rink import DEFENSIVE, NEUTRAL, OFFENSIVE
from tabletop.games.breakaway_ccg.state import CcgState
from tabletop.games.breakaway_ccg.tables import Tables


@dataclass(frozen=True)
class Handler:
    """A special's code: the action kinds it answers, its candidates, its verdict and its apply."""

    kinds: frozenset[str]
    actions: Callable[[Tables, CcgState, str], list[Action]]
    verdict: Callable[[Tables, CcgState, Action], Verdict]
    apply: Callable[[Tables, CcgState, Action, list[Event]], CcgState]


# ----- Dump In (Part 2, Challenges: Dump In and Dump Out; Part 3: Dump In) --------------------------
def _red(state: CcgState, top: str) -> tuple[str, ...]:
    """The specials a Red ability gained for the card in play (O72)."""
    from tabletop.games.breakaway_ccg.official_colors import gained
    return gained(state, top, "special")


def dump_verdict(t: Tables, state: CcgState, kind: str, target: str | None) -> Verdict:
    from tabletop.games.breakaway_ccg.official import CHALLENGES, PHASES, _challenge_use, _spent, rule
    seat = state.turn
    top = state.play[-1]
    if state.special_used or (_spent(state)):
        return refuse("one-special", "This card's special is used (one per card).", rule(PHASES))
    if state.challenge is not None and state.challenge.winner is not None and _challenge_use(state) == "one" \
            and (state.ability_used or state.action_used):
        return refuse("challenge-one-use", "The challenge card gives one ability, action or special.",
                      rule(CHALLENGES))
    if "dump-in" not in t.card[top].specials and "dump-in" not in _red(state, top):
        return refuse("no-dump-in", f"{t.label[top]} has no Dump In special.", rule(CHALLENGES))
    if state.shot is not None:
        return refuse("dump-during-shot", "A dump cannot start while a shot is under way.", rule(CHALLENGES))
    if state.control != seat:
        return refuse("dump-control", "You must have the puck to dump it.", rule(CHALLENGES))
    zone = t.rink.zone(state.puck, seat)
    if kind == ch.DUMP_IN:
        if zone != NEUTRAL:
            return refuse("dump-in-zone", "A Dump In starts from the neutral zone.", rule(CHALLENGES))
        if target is not None and t.rink.zone(target, seat) != OFFENSIVE:
            return refuse("dump-in-target", "A Dump In sends the puck into your offensive zone.", rule(CHALLENGES))
        return ALLOWED
    if zone != DEFENSIVE:
        return refuse("dump-out-zone", "A Dump Out starts from your defensive zone.", rule(CHALLENGES))
    return ALLOWED


def _dump_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    seat = state.turn
    out = []
    if dump_verdict(t, state, ch.DUMP_OUT, None).ok:
        out.append(Action(seat, "dump-out"))
    if dump_verdict(t, state, ch.DUMP_IN, None).ok:
        out.extend(Action(seat, "dump-in", (a,)) for a in t.areas if t.rink.zone(a, seat) == OFFENSIVE)
    return out


def _dump_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    if action.kind == "dump-in":
        return dump_verdict(t, state, ch.DUMP_IN, action.args[0])
    if action.kind == "dump-out":
        return dump_verdict(t, state, ch.DUMP_OUT, None)
    from tabletop.games.breakaway_ccg.official import CHALLENGES, rule
    return refuse("dump-how", "Dump In is used as a dump in (with a target area) or a dump out.", rule(CHALLENGES))


def _dump_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    from tabletop.games.breakaway_ccg import official_flow as fl
    if action.kind == "dump-in":
        return fl.dump(t, state, ch.DUMP_IN, action.args[0], events)
    return fl.dump(t, state, ch.DUMP_OUT, "", events)


# ----- Start a Fight (Part 3: Start a Fight; Part 2: Fights) ---------------------------------------
def _fight_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    return [Action(state.turn, "special", (sid,))]


def _fight_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    from tabletop.games.breakaway_ccg.specials import rule
    if action.kind != "special":
        return refuse("special-kind", "Start a Fight is used as a special.", rule("Start a Fight"))
    return ALLOWED           # its conditions (not as a Shot Card) are the data's


def _fight_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    from tabletop.games.breakaway_ccg import fights
    return fights.start_by_special(t, state, state.turn, action.args[0], events)


# ----- Cycle (Part 3: Cycle; ruling O72) --------------------------------------------------------------
def _cycle_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    from tabletop.games.breakaway_ccg.official_actions import two_steps
    if state.control != state.turn or state.shot is not None:
        return []
    return [Action(state.turn, "special-area", (sid, a)) for a in two_steps(t, state.puck)]


def _cycle_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    from tabletop.games.breakaway_ccg.official_actions import two_steps
    from tabletop.games.breakaway_ccg.specials import rule
    if action.kind != "special-area":
        return refuse("special-area", "Cycle names the area the puck goes to.", rule("Cycle"))
    if action.args[1] not in two_steps(t, state.puck):
        return refuse("special-reach", "Cycle moves the puck one or two areas along the arrows.", rule("Cycle"))
    return ALLOWED


def _cycle_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    from tabletop.games.breakaway_ccg import official_flow as fl
    from tabletop.games.breakaway_ccg.official_actions import record_path, two_steps
    from tabletop.games.breakaway_ccg.state import evolve
    seat, start, end = state.turn, state.puck, action.args[1]
    via = two_steps(t, start)[end]
    events.append(Event("special", f"Cycle: {state.names[seat]} cycles the puck from {t.area_name[start]} to "
                                   f"{t.area_name[end]} and gives up control.",
                        {"seat": seat, "special": "cycle", "from": start, "to": end}))
    state = evolve(state, special_used=True, puck=end, control=None)
    state = record_path(state, seat, (start, via, end) if via else (start, end), by_action=False)
    state = fl._bonus_after_move(t, state, seat, start, end, events)
    return fl.auto_end(t, state, events)


HANDLERS: dict[str, Handler] = {
    "cycle": Handler(frozenset(("special-area",)), _cycle_actions, _cycle_check, _cycle_apply),
    "dump-in": Handler(frozenset(("dump-in", "dump-out")), _dump_actions, _dump_check, _dump_apply),
    "start-a-fight": Handler(frozenset(("special",)), _fight_actions, _fight_check, _fight_apply),
}
