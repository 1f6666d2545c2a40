"""The official rules' actions beyond Move (Part 2, "Actions"): Block, Deflect,
Poke-Check, Stretch Pass, Draw, Icing, Punch, Intercept, Clone and Substitution.

``official.action_verdict`` does the checks every action shares (one action per card, the card
must have it, the shooter's card scores or tips) and then asks ``verdict`` here; ``options``
builds the legal uses of one kind directly; ``apply`` does it. Puck movement by a card is kept
as a lasting ``Effect("path", ...)`` (the areas it passed, in order) so that Intercept and Green
can act on the opponent's last card (rulings O60-O70 in ``docs/rulings/breakaway-ccg.md``).
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg import support  # Support (O120)
from tabletop.games.breakaway_ccg.citations import BOOK
from tabletop.games.breakaway_ccg.flow import swap
from tabletop.games.breakaway_ccg.rink import DEFENSIVE
from tabletop.games.breakaway_ccg.state import SCORE, CcgState, evolve, who_laid
from tabletop.games.breakaway_ccg.tables import Tables

#: The new kinds and their argument kinds (``official.KINDS`` adds them).
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


# ----- puck paths ---------------------------------------------------------------------------------
def path_of(state: CcgState, card: str) -> tuple[str, ...]:
    """The areas the puck passed through because of ``card``, first to last (empty: it did not move)."""
    for e in state.effects:
        if e.card == card and e.kind == "path":
            return tuple(e.detail.rstrip("!").split(">"))
    return ()


def record_path(state: CcgState, seat: int, steps: tuple[str, ...], by_action: bool = True) -> CcgState:
    """The card in play moved the puck along ``steps`` (start first). Only the paths of the card in
    play and of the card beneath it are kept (Intercept and Green look no further back)."""
    top = state.play[-1] if state.play else ""
    below = state.play[-2] if len(state.play) > 1 else ""
    old = path_of(state, top)
    whole = old + steps[1:] if old and old[-1] == steps[0] else steps
    kept = tuple(e for e in state.effects if not (e.kind == "path" and e.card != below))
    flag = "!" if by_action or action_moved(state) else ""
    return evolve(state, effects=kept + (fl.Effect("path", seat, "stoppage", ">".join(whole) + flag, top),))


def action_moved(state: CcgState) -> bool:
    """An action of the card in play has moved the puck this turn (Abilities: Orange)."""
    if not state.effects or not state.play:
        return False
    top = state.play[-1]
    return any(e.card == top and e.kind == "path" and e.detail.endswith("!") for e in state.effects)


def opponent_path(t: Tables, state: CcgState, seat: int) -> tuple[str, ...]:
    """How the opponent's last card, the one beneath the card in play, moved the puck (O63)."""
    if len(state.play) < 2 or not state.effects:
        return ()
    below = state.play[-2]
    for e in state.effects:
        if e.card == below and e.kind == "path" and e.seat != seat:
            return tuple(e.detail.rstrip("!").split(">"))
    return ()


def two_steps(t: Tables, area: str) -> dict[str, str]:
    """Areas one or two arrows from ``area`` (not ``area`` itself), each with the area passed on the way."""
    out: dict[str, str] = {}
    for a in t.arrows[area]:
        out.setdefault(a, "")
    for a in t.arrows[area]:
        for b in t.arrows[a]:
            if b != area and b not in out:
                out[b] = a
    return out


@lru_cache(maxsize=1024)
def shortest_path(t: Tables, start: str, end: str) -> tuple[str, ...]:
    """The areas along the arrows from ``start`` to ``end`` by the fewest moves (the first found in
    the rink's order on a tie): the path an Icing's long clearance is taken to travel (O63)."""
    came: dict[str, str] = {start: ""}
    frontier = [start]
    while frontier and end not in came:
        nxt = []
        for a in frontier:
            for b in t.arrows[a]:
                if b not in came:
                    came[b] = a
                    nxt.append(b)
        frontier = nxt
    if end not in came:
        return (start, end)
    path = [end]
    while path[-1] != start:
        path.append(came[path[-1]])
    return tuple(reversed(path))


def toward_own_net(t: Tables, state: CcgState, seat: int) -> tuple[str, ...]:
    """Punch's areas: one arrow from the puck and nearer the user's own net; where none is, the
    puck stays (O64)."""
    here = t.rink.forward(state.puck, seat)
    back = tuple(a for a in t.arrows[state.puck] if t.rink.forward(a, seat) < here)
    return back or (state.puck,)


def icing_areas(t: Tables, seat: int) -> tuple[str, ...]:
    return tuple(fl.area_numbered(t, 1 - seat, n) for n in ICING_NUMBERS)


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
        from tabletop.games.breakaway_ccg.specials import cloned_call
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
    if kind == "block" and state.effects and support.no_block(state, state.play[-1]):    # Support (O120)
        return support.block_refused()
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
        from tabletop.games.breakaway_ccg import official
        return official._switch_verdict(t, state, seat, args)
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
    """The legal uses of ``kind`` (the shared checks are done), built directly."""
    seat = state.turn
    if kind == "block" and state.effects and support.no_block(state, state.play[-1]):    # Support (O120)
        return []
    if kind in ("block", "deflect"):
        return [Action(seat, kind)] if on_shot_card(state) else []
    if kind == "poke-check":
        return [Action(seat, kind, (a,)) for a in t.arrows[state.puck]] if on_shot_card(state) else []
    args_of = {"draw": ((),), "clone": ((),), "intercept": ((),),
               "punch": tuple((a,) for a in toward_own_net(t, state, seat)),
               "stretch-pass": tuple((a,) for a in two_steps(t, state.puck)) if state.control == seat else (),
               "icing": tuple((a,) for a in icing_areas(t, seat)) if state.control == seat else ()}
    if kind == "substitution":
        from tabletop.games.breakaway_ccg import official
        return [Action(seat, "substitution", a.args) for a in official._switches(t, state, seat)]
    return [Action(seat, kind, args) for args in args_of[kind] if verdict(t, state, kind, args).ok]


def candidates(t: Tables, state: CcgState, seat: int) -> list[Action]:
    """Near misses and legal uses of every new kind, for the action space."""
    reach = tuple(dict.fromkeys((*t.arrows[state.puck], *two_steps(t, state.puck), *icing_areas(t, seat),
                                 state.puck)))
    out = [Action(seat, k) for k in ("block", "deflect", "draw", "intercept", "clone")]
    out += [Action(seat, k, (a,)) for k in ("poke-check", "stretch-pass", "icing", "punch") for a in reach]
    out += [Action(seat, "substitution", (h, b)) for h in state.hands[seat] for b in state.benches[seat]]
    return out


# ----- doing it -----------------------------------------------------------------------------------
def apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    kind, args = action.kind, action.args
    seat = state.turn
    name = state.names[seat]
    top = state.play[-1]
    state = evolve(state, action_used=True)
    if kind in ("block", "deflect"):
        verb = "blocks" if kind == "block" else "deflects"
        own = _own_goal(t, state)
        if own is not None:          # Own Goal (O87): the shot goes on, a Score may be laid on this card
            events.append(Event(kind, f"{name} {verb} the shot with {t.label[top]}, but it may still go in "
                                      f"({t.cards.specials_text[own][0]}): no stoppage.",
                                {"seat": seat, "special": own}))
            return fl.auto_end(t, state, events)
        events.append(Event(kind, f"{name} {verb} the shot with {t.label[top]}: play stops.", {"seat": seat}))
        return fl.stop_play(t, state, events, kind, t.rink.place_of(state.puck), chooser=seat)
    if kind == "poke-check":
        return fl.auto_end(t, poke(t, state, args[0], {}, events), events)
    if kind == "stretch-pass":
        start, end = state.puck, args[0]
        via = two_steps(t, start)[end]
        steps = (start, via, end) if via else (start, end)
        events.append(Event("stretch-pass", f"{name} makes a stretch pass from {t.area_name[start]} to "
                                            f"{t.area_name[end]}.", {"seat": seat, "from": start, "to": end}))
        state = record_path(evolve(state, puck=end), seat, steps)
        state = fl._bonus_after_move(t, state, seat, start, end, events)
        return fl.auto_end(t, state, events)
    if kind == "draw":
        events.append(Event("draw-action", f"{name} draws a card (Draw).", {"seat": seat}))
        state = _unignorable(state, seat, top)
        state = fl.draw(t, state, seat, 1, events)
        return fl.auto_end(t, state, events)
    if kind == "substitution":
        events.append(Event("substitution", f"{name} makes a substitution with the bench.", {"seat": seat}))
        swaps, ready = state.swaps, state.ready
        state = swap(t, state, seat, args[0], args[1], events)
        state = _unignorable(evolve(state, swaps=swaps, ready=ready), seat, top)
        return fl.auto_end(t, state, events)
    if kind == "icing":
        start, end = state.puck, args[0]
        events.append(Event("icing-action", f"{name} ices the puck from {t.area_name[start]} to "
                                            f"{t.area_name[end]} and gives up control.",
                            {"seat": seat, "from": start, "to": end}))
        behind = fl._behind_center(t, start, seat)
        state = record_path(evolve(state, puck=end, control=None), seat, shortest_path(t, start, end))
        state = fl._bonus_after_move(t, state, seat, start, end, events)
        if behind:       # O62: from its own half of the ice it is Icing
            return fl.stop_play(t, state, events, "icing", t.rink.zone_place(seat, DEFENSIVE), chooser=1 - seat,
                                offender=seat, no_bench=seat)
        return fl.auto_end(t, state, events)
    if kind == "punch":
        start, end = state.puck, args[0]
        where = f"moves it from {t.area_name[start]} to {t.area_name[end]}" if end != start \
            else f"keeps it in {t.area_name[start]}"
        events.append(Event("punch", f"{name} punches, takes the puck and {where}.",
                            {"seat": seat, "from": start, "to": end}))
        state = evolve(state, puck=end, control=seat)
        if end != start:
            state = record_path(state, seat, (start, end))
            state = fl._bonus_after_move(t, state, seat, start, end, events)
        return fl.auto_end(t, state, events)
    if kind == "intercept":
        return fl.auto_end(t, intercept(t, state, seat, events), events)
    # clone
    what = clone_makes(t, state)
    below = state.play[-2]
    if what == "two-line-pass":      # O48: a Clone on Two Line Pass is Icing against its user
        offender = next((e.seat for e in state.effects if e.kind == "path" and e.card == below),
                        who_laid(t, state, below))
        events.append(Event("clone", f"{name} clones {t.label[below]}: a cloned Two Line Pass is Icing.",
                            {"seat": seat, "offender": offender}))
        return fl.stop_play(t, state, events, "icing", t.rink.zone_place(offender, DEFENSIVE), chooser=1 - offender,
                            offender=offender, no_bench=offender)
    if what == "offside":            # Too Fast (O77): a cloned Stretch Pass is Offside against its user
        offender = next((e.seat for e in state.effects if e.kind == "path" and e.card == below),
                        who_laid(t, state, below))
        sid = next(s for s, r in t.special_rules[below] if r.change.get("cloned"))
        events.append(Event("clone", f"{name} clones {t.label[below]}: too fast, Offside.",
                            {"seat": seat, "offender": offender, "special": sid}))
        return fl.offside(t, state, offender, events)
    events.append(Event("clone", f"{name} clones the number of {t.label[below]}: Triples!", {"seat": seat}))
    state = _pen_triple(t, state, seat, top, events)
    return fl._triple_call(t, state, seat, events)


def intercept(t: Tables, state: CcgState, seat: int, events: list[Event], data: dict | None = None) -> CcgState:
    """Take the puck halfway along the opponent's last movement (Intercept; O63): the action, or a
    special that gives it (Goalie Promotion, Stick; O103)."""
    path = opponent_path(t, state, seat)
    spot = path[(len(path) - 1) // 2]
    events.append(Event("intercept", f"{state.names[seat]} intercepts the puck in {t.area_name[spot]}.",
                        {"seat": seat, "area": spot, **(data or {})}))
    start = state.puck
    state = evolve(state, puck=spot, control=seat)
    return fl._bonus_after_move(t, state, seat, start, spot, events) if spot != start else state


def _own_goal(t: Tables, state: CcgState) -> str | None:
    """The Own Goal special of the card that started the shot under way, if it has one (O87)."""
    shooting = state.play[state.shot_from]
    if not t.special_rules[shooting] or fl.cancelled(state, shooting):
        return None
    from tabletop.games.breakaway_ccg.specials import passive
    return passive(t, shooting, "score-on-block")


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
    return fl._bonus_after_move(t, state, seat, start, area, events)


def _pen_triple(t: Tables, state: CcgState, seat: int, card: str, events: list[Event]) -> CcgState:
    from tabletop.games.breakaway_ccg import penalties as pen
    return pen.triple_injury(t, state, seat, card, events)


def _unignorable(state: CcgState, seat: int, card: str) -> CcgState:
    """Draw and Substitution cannot be Ignored: a Tip on the card is refused from now on (O65)."""
    return evolve(state, effects=state.effects + (fl.Effect("unignorable", seat, "stoppage", "", card),))



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
