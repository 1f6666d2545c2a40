"""The official rules' actions beyond Move (Part 2, "Actions"): Block, Deflect,
Poke-Check, Stretch Pass, Draw, Icing, Punch, Intercept, Clone and Substitution.

``official.legality.action_verdict`` does the checks every action shares (one action per card,
the card must have it, the shooter's card scores or tips) and then asks ``verdict`` here;
``options`` builds the legal uses of one kind directly; ``official.action_play`` carries them out
(rulings O60-O70 in ``docs/rulings/breakaway-ccg.md``).
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.citations import BOOK
from tabletop.games.breakaway_ccg.official import basics, bench_switches, passing_bonus
from tabletop.games.breakaway_ccg.official.puck_paths import (
    opponent_path,
    record_path,
    toward_own_net,
    two_steps,
)
from tabletop.games.breakaway_ccg.specials import support as sup
from tabletop.games.breakaway_ccg.specials.interpreter import cloned_call
from tabletop.games.breakaway_ccg.state import SCORE, CcgState
from tabletop.games.breakaway_ccg.tables import Tables

#: The new kinds and their argument kinds (``official.mode.KINDS`` adds them).
KINDS = {"block": (), "deflect": (), "poke-check": ("area",), "stretch-pass": ("area",), "draw": (),
         "icing": ("area",), "punch": ("area",), "intercept": (), "clone": (), "substitution": ("card", "card")}


NAMES = {"block": "Block", "deflect": "Deflect", "poke-check": "Poke-Check", "stretch-pass": "Stretch Pass",
         "draw": "Draw", "icing": "Icing", "punch": "Punch", "intercept": "Intercept", "clone": "Clone",
         "substitution": "Substitution"}


#: The Shot Card's answers (Actions: Block, Deflect, Poke-Check).
SHOT_STOPS = frozenset(("block", "deflect", "poke-check"))


ICING_NUMBERS = (5, 6, 7)


def rule(section: str) -> str:
    return f"{BOOK}, Official rules — {section}"


ACTIONS_R = rule("Actions")


def icing_areas(t: Tables, seat: int) -> tuple[str, ...]:
    kept = t.__dict__.get("icing_areas")
    if kept is None:
        kept = t.__dict__["icing_areas"] = tuple(tuple(basics.area_numbered(t, 1 - s, n) for n in ICING_NUMBERS)
                                                 for s in (0, 1))
    return kept[seat]


def on_shot_card(state: CcgState) -> bool:
    """The card in play is the Shot Card, played against the opponent's shot."""
    return state.stage == SCORE and state.shot is not None and state.turn != state.shot \
        and len(state.play) == state.shot_from + 2


def clone_makes(t: Tables, state: CcgState) -> str:
    """What a Clone on the card in play calls: "triple" when the two cards beneath share a number
    (the card's number becomes theirs), "two-line-pass" when the card beneath has Two Line Pass
    (O48), else ""."""
    play = state.play
    if len(play) < 2:
        return ""
    marks = {e.card for e in state.effects if e.kind == "challenge-card"} if state.effects else set()
    if "two-line-pass" in t.card[play[-2]].specials and play[-2] not in marks:
        return "two-line-pass"
    if play[-2] not in marks and t.special_rules[play[-2]]:
        call = cloned_call(t, play[-2])
        if call:
            return call
    if len(play) >= 3 and not marks & set(play[-3:]) and t.pair_key[play[-3]] == t.pair_key[play[-2]] \
            and t.pair_key[play[-1]] != t.pair_key[play[-2]]:
        return "triple"
    return ""


# ----- legality -----------------------------------------------------------------------------------
def verdict(t: Tables, state: CcgState, kind: str, args: tuple) -> Verdict:
    """The rule of the action ``kind`` itself (the shared checks are done)."""
    seat = state.turn
    control = state.control == seat
    answering = state.stage == SCORE and seat != state.shot
    if kind == "block" and state.effects and sup.no_block(state, state.play[-1]):    # Support (O120)
        return sup.block_refused()
    if kind in SHOT_STOPS:
        if not on_shot_card(state):
            return refuse(f"{kind}-needs-shot", f"{NAMES[kind]} works only on the Shot Card you play against the "
                                                "opponent's shot.", ACTIONS_R)
        if kind == "poke-check" and args[0] not in t.arrows[state.puck]:
            return _not_adjacent(t, state)
        return ALLOWED
    if answering and kind in ("punch", "intercept"):
        return refuse(f"no-{kind}-on-shot", f"{NAMES[kind]} cannot be used as the answer to a shot.", ACTIONS_R)
    if kind == "draw":
        if not state.decks[seat]:
            return refuse("draw-empty-deck", "Your deck is empty: there is nothing to draw.", ACTIONS_R)
        return ALLOWED
    if kind == "substitution":
        return bench_switches.switch_verdict(t, state, seat, args)
    if kind == "clone":
        if state.shot is not None:
            return refuse("no-clone-in-shot", "A Clone is not used while a shot is under way: the shot's own rules "
                                              "decide what its cards do (ruling O66).", rule("Actions: Clone"))
        if not clone_makes(t, state):
            return refuse("clone-nothing", "Clone counts only for Triples: the two cards beneath must share a "
                                           "number (or the card beneath must name a Clone).", rule("Actions: Clone"))
        return ALLOWED
    if kind == "intercept":
        path = opponent_path(t, state, seat)
        if len(path) < 2:
            return refuse("nothing-to-intercept", "Intercept takes the puck on its way: the opponent's card "
                                                  "beneath yours must have moved it.", ACTIONS_R)
        return interceptable(t, state)
    if kind == "punch":
        if args[0] not in toward_own_net(t, state, seat):
            where = ", ".join(t.area_name[a] for a in toward_own_net(t, state, seat))
            return refuse("punch-toward-own-net", f"Punch moves the puck one area toward your own net: {where}.",
                          ACTIONS_R)
        return ALLOWED
    if not control:
        return refuse("no-control", f"You must control the puck to use {NAMES[kind]}.", ACTIONS_R)
    if state.shot is not None:
        return refuse("shot-on", "A shot is under way.", rule("How to Score a Goal"))
    if kind == "stretch-pass":
        if args[0] not in two_steps(t, state.puck):
            return refuse("stretch-reach", "A Stretch Pass moves the puck one or two areas along the arrows.",
                          ACTIONS_R)
        return ALLOWED
    # icing
    if args[0] not in icing_areas(t, seat):
        where = ", ".join(t.area_name[a] for a in icing_areas(t, seat))
        return refuse("icing-where", f"Icing sends the puck to area 5, 6 or 7 of the opponent's end: {where}.",
                      ACTIONS_R)
    return ALLOWED


def _not_adjacent(t: Tables, state: CcgState) -> Verdict:
    reach = ", ".join(t.area_name[a] for a in t.arrows[state.puck])
    return refuse("not-adjacent", f"The puck moves one area along an arrow: from {t.area_name[state.puck]} it can "
                                  f"reach {reach}.", ACTIONS_R)


def options(t: Tables, state: CcgState, kind: str) -> list[Action]:
    """The legal uses of ``kind`` (the shared checks are done), built directly: what ``verdict``
    allows, the contract tests check the two against each other."""
    seat = state.turn
    if kind == "block" and state.effects and sup.no_block(state, state.play[-1]):    # Support (O120)
        return []
    if kind in ("block", "deflect"):
        return [Action(seat, kind)] if on_shot_card(state) else []
    if kind == "poke-check":
        return [Action(seat, kind, (a,)) for a in t.arrows[state.puck]] if on_shot_card(state) else []
    if kind == "substitution":
        return [Action(seat, "substitution", a.args) for a in bench_switches.bench_switch_actions(t, state, seat)]
    answering = state.stage == SCORE and seat != state.shot
    if kind == "draw":
        return [Action(seat, kind)] if state.decks[seat] else []
    if kind == "clone":
        return [Action(seat, kind)] if state.shot is None and clone_makes(t, state) else []
    if kind == "intercept":
        return [Action(seat, kind)] if not answering and len(opponent_path(t, state, seat)) >= 2 and \
            interceptable(t, state).ok else []
    if kind == "punch":
        return [] if answering else [Action(seat, kind, (a,)) for a in toward_own_net(t, state, seat)]
    if state.control != seat or state.shot is not None:
        return []
    areas = two_steps(t, state.puck) if kind == "stretch-pass" else icing_areas(t, seat)
    return [Action(seat, kind, (a,)) for a in areas]


def candidates(t: Tables, state: CcgState, seat: int) -> list[Action]:
    """Near misses and legal uses of every new kind, for the action space."""
    reach = tuple(dict.fromkeys((*t.arrows[state.puck], *two_steps(t, state.puck), *icing_areas(t, seat),
                                 state.puck)))
    out = [Action(seat, k) for k in ("block", "deflect", "draw", "intercept", "clone")]
    out += [Action(seat, k, (a,)) for k in ("poke-check", "stretch-pass", "icing", "punch") for a in reach]
    out += [Action(seat, "substitution", (h, b)) for h in state.hands[seat] for b in state.benches[seat]]
    return out


def intercept(t: Tables, state: CcgState, seat: int, events: list[Event], data: dict | None = None) -> CcgState:
    """Take the puck halfway along the opponent's last movement (Intercept; O63): the action, or a
    special that gives it (Goalie Promotion, Stick; O103)."""
    path = opponent_path(t, state, seat)
    spot = path[(len(path) - 1) // 2]
    events.append(Event("intercept", f"{state.names[seat]} intercepts the puck in {t.area_name[spot]}.",
                        {"seat": seat, "area": spot, **(data or {})}))
    start = state.puck
    state = evolve(state, puck=spot, control=seat)
    return passing_bonus.bonus_after_move(t, state, seat, start, spot, events) if spot != start else state


def poke(t: Tables, state: CcgState, area: str, data: dict, events: list[Event]) -> CcgState:
    """A Poke-Check by the Shot Card: the shot is over, the puck moves one area and the shooter keeps
    it (O60). Shared by the action and Stick Lift's free one (O81, ``data`` names the special)."""
    seat = state.turn
    start = state.puck
    events.append(Event("poke-check", f"{state.names[seat]} poke-checks: the shot is over and the puck goes from "
                                      f"{t.area_name[start]} to {t.area_name[area]}; "
                                      f"{state.names[state.shot]} still has it.",
                        {"seat": seat, "from": start, "to": area, **data}))
    state = evolve(state, shot=None, stage=None, shot_from=0, puck=area)
    state = record_path(state, seat, (start, area))
    return passing_bonus.bonus_after_move(t, state, seat, start, area, events)


def interceptable(t: Tables, state: CcgState) -> Verdict:
    """Refused when the opponent's card beneath has No Intercept (Part 3: No Intercept, O52): one
    check for Intercept and for what takes the puck the way it does (Lost the Puck, O84)."""
    below = state.play[-2]
    if "no-intercept" in t.card[below].specials:
        return refuse("no-intercept", f"{t.label[below]} cannot be intercepted (its special).",
                      rule("Part 3: No Intercept"))
    return ALLOWED


def describe(t: Tables, state: CcgState, action: Action) -> str:
    """Button text for the new kinds."""
    kind, args = action.kind, action.args
    if kind in ("block", "deflect"):
        return f"{NAMES[kind]} the shot (play stops)"
    if kind == "poke-check":
        return f"Poke-check: stop the shot, the puck to {t.area_name[args[0]]}"
    if kind == "stretch-pass":
        return f"Stretch pass to {t.area_name[args[0]]}"
    if kind == "draw":
        return "Draw a card"
    if kind == "icing":
        return f"Ice the puck to {t.area_name[args[0]]}"
    if kind == "punch":
        return f"Punch: take the puck, to {t.area_name[args[0]]}"
    if kind == "intercept":
        return "Intercept the puck"
    if kind == "clone":
        return "Clone the number beneath (Triples)"
    return f"Substitution: bench {t.label[args[0]]}, take {t.label[args[1]]}"
