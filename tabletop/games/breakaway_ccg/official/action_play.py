"""What the actions do when used (Part 2, Actions): Move, Body-Check and the actions beyond them;
their verdicts and options are in ``official.actions``.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.official import basics, offside_icing, passing_bonus
from tabletop.games.breakaway_ccg.official import penalties as pen
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.actions import clone_makes, intercept, poke
from tabletop.games.breakaway_ccg.official.passing_bonus import bonus_after_move
from tabletop.games.breakaway_ccg.official.puck_paths import (
    along_the_boards,
    record_path,
    shortest_path,
    two_steps,
)
from tabletop.games.breakaway_ccg.piles import swap
from tabletop.games.breakaway_ccg.rink import DEFENSIVE
from tabletop.games.breakaway_ccg.specials.interpreter import passive
from tabletop.games.breakaway_ccg.state import CcgState, who_laid
from tabletop.games.breakaway_ccg.tables import Tables


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
        state = passing_bonus.bonus_after_move(t, state, seat, start, end, events)
        return fl.auto_end(t, state, events)
    if kind == "draw":
        events.append(Event("draw-action", f"{name} draws a card (Draw).", {"seat": seat}))
        state = _unignorable(state, seat, top)
        state = basics.draw(t, state, seat, 1, events)
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
        behind = basics.behind_center(t, start, seat)
        state = record_path(evolve(state, puck=end, control=None), seat, shortest_path(t, start, end))
        state = passing_bonus.bonus_after_move(t, state, seat, start, end, events)
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
            state = passing_bonus.bonus_after_move(t, state, seat, start, end, events)
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
        return offside_icing.offside(t, state, offender, events)
    events.append(Event("clone", f"{name} clones the number of {t.label[below]}: Triples!", {"seat": seat}))
    state = _pen_triple(t, state, seat, top, events)
    return offside_icing.triple_call(t, state, seat, events)


def _own_goal(t: Tables, state: CcgState) -> str | None:
    """The Own Goal special of the card that started the shot under way, if it has one (O87)."""
    shooting = state.play[state.shot_from]
    if not t.special_rules[shooting] or basics.cancelled(state, shooting):
        return None
    return passive(t, shooting, "score-on-block")


def _pen_triple(t: Tables, state: CcgState, seat: int, card: str, events: list[Event]) -> CcgState:
    return pen.triple_injury(t, state, seat, card, events)


def _unignorable(state: CcgState, seat: int, card: str) -> CcgState:
    """Draw and Substitution cannot be Ignored: a Tip on the card is refused from now on (O65)."""
    return evolve(state, effects=state.effects + (basics.Effect("unignorable", seat, "stoppage", "", card),))


def move(t: Tables, state: CcgState, area: str, events: list[Event]) -> CcgState:
    seat = state.turn
    start = state.puck
    free = state.free_move and (state.action_used or state.challenge is None)
    if state.free_move:
        state = evolve(state, free_move=False)
    else:
        state = evolve(state, action_used=True)
    boards = () if area in t.arrows[start] else along_the_boards(t, start, basics.number(t, state.play[-1]))
    if boards:             # Cycle's other option: the Move goes along the boards and uses the special
        state = evolve(state, special_used=True)
        events.append(Event("move", f"Cycle: {state.names[seat]} moves the puck along the boards from "
                                    f"{t.area_name[start]} to {t.area_name[area]}.",
                            {"seat": seat, "from": start, "to": area, "special": "cycle"}))
    else:
        events.append(Event("move", f"{state.names[seat]} moves the puck from {t.area_name[start]} to "
                                    f"{t.area_name[area]}{' (the free Move)' if free else ''}.",
                            {"seat": seat, "from": start, "to": area}))
    state = evolve(state, puck=area, control=seat)
    state = record_path(state, seat, boards or (start, area))
    state = bonus_after_move(t, state, seat, start, area, events)
    return fl.auto_end(t, state, events)


def body_check(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    seat = state.turn
    events.append(Event("body-check", f"{state.names[seat]} body-checks and takes the puck in "
                                      f"{t.area_name[state.puck]}.", {"seat": seat, "area": state.puck}))
    return fl.auto_end(t, evolve(state, control=seat, action_used=True), events)
