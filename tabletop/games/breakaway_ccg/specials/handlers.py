"""The specials a table of changes cannot say, keyed by the ``handler`` name their rule gives.

Dump In opens a challenge with a target area and two action kinds of its own (``dump-in`` with
the area, ``dump-out``); Start a Fight hands play to the fight procedure; Tilt, Stick Lift,
Redirect, Lost the Puck, Pressure, Shuffle, Bad Change, Goalie Promotion's Stick, Select
Promotion, Promotion, Specialized and Support each need a step the data cannot say. Each handler
offers its actions, judges them and applies them; this module registers them in
``specials.interpreter.HANDLERS``, which the Phase 3 window reads, and the loader's rule check
(``cards``) holds for these specials as for every other (rulings O76 onward).
"""

from __future__ import annotations

from itertools import pairwise

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg import piles
from tabletop.games.breakaway_ccg.official import actions as oa
from tabletop.games.breakaway_ccg.official import basics, challenge_play, fights, offside_icing, passing_bonus
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import penalties as pen
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.abilities import undo_last_move
from tabletop.games.breakaway_ccg.official.actions import interceptable, on_shot_card, poke
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.official.citations import CHALLENGES, rule
from tabletop.games.breakaway_ccg.official.legality import dump_verdict, save_owed
from tabletop.games.breakaway_ccg.official.puck_paths import (
    opponent_path,
    record_path,
    shortest_path,
    two_steps,
)
from tabletop.games.breakaway_ccg.piles import private_event
from tabletop.games.breakaway_ccg.rink import DEFENSIVE, NEUTRAL, OFFENSIVE
from tabletop.games.breakaway_ccg.specials import interpreter as specials
from tabletop.games.breakaway_ccg.specials import specialized as spz
from tabletop.games.breakaway_ccg.specials import (
    specialized_play,
    you_missed,  # noqa: F401  (registers You Missed)
)
from tabletop.games.breakaway_ccg.specials import support as sup
from tabletop.games.breakaway_ccg.specials.interpreter import (
    FOUR_WILDS,
    HANDLERS,
    Handler,
    gain_black_p,
    move_areas,
    switchable,
)
from tabletop.games.breakaway_ccg.specials.promotion import (
    SELECT_WILDS,
    promote,
    promote_wild,
    wild_promotable,
)
from tabletop.games.breakaway_ccg.state import CcgState, pair
from tabletop.games.breakaway_ccg.tables import Tables


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
    return refuse("dump-how", "Dump In is used as a dump in (with a target area) or a dump out.", rule(CHALLENGES))


def _dump_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    if action.kind == "dump-in":
        return challenge_play.dump(t, state, ch.DUMP_IN, action.args[0], events)
    return challenge_play.dump(t, state, ch.DUMP_OUT, "", events)


# ----- Start a Fight (Part 3: Start a Fight; Part 2: Fights) ---------------------------------------
def _fight_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    return [Action(state.turn, "special", (sid,))]


def _fight_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    if action.kind != "special":
        return refuse("special-kind", "Start a Fight is used as a special.", specials.rule("Start a Fight"))
    return ALLOWED           # its conditions (not as a Shot Card) are the data's


def _fight_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    return fights.start_by_special(t, state, state.turn, action.args[0], events)


# ----- Cycle (Part 3: Cycle; ruling O72) --------------------------------------------------------------
def _cycle_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    if state.control != state.turn or state.shot is not None:
        return []
    return [Action(state.turn, "special-area", (sid, a)) for a in two_steps(t, state.puck)]


def _cycle_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    if action.kind != "special-area":
        return refuse("special-area", "Cycle names the area the puck goes to.", specials.rule("Cycle"))
    if action.args[1] not in two_steps(t, state.puck):
        return refuse("special-reach", "Cycle moves the puck one or two areas along the arrows.", specials.rule("Cycle"))
    return ALLOWED


def _cycle_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    seat, start, end = state.turn, state.puck, action.args[1]
    via = two_steps(t, start)[end]
    events.append(Event("special", f"Cycle: {state.names[seat]} cycles the puck from {t.area_name[start]} to "
                                   f"{t.area_name[end]} and gives up control.",
                        {"seat": seat, "special": "cycle", "from": start, "to": end}))
    state = evolve(state, special_used=True, puck=end, control=None)
    state = record_path(state, seat, (start, via, end) if via else (start, end), by_action=False)
    state = passing_bonus.bonus_after_move(t, state, seat, start, end, events)
    return fl.auto_end(t, state, events)


# ----- Tilt (Part 3: Tilt; Fights; ruling O79) -------------------------------------------------------
def _once_this_period(state: CcgState, seat: int, sid: str) -> bool:
    """Whether ``seat`` has used the once-a-period special ``sid`` this period."""
    return any(e.kind == "once" and e.seat == seat and e.detail == sid for e in state.effects)


def _tilt_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    return [] if _once_this_period(state, state.turn, sid) else [Action(state.turn, "special", (sid,))]


def _tilt_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    if action.kind != "special":
        return refuse("special-kind", "Tilt is used as a special.", specials.rule("Tilt"))
    if _once_this_period(state, state.turn, action.args[0]):
        return refuse("once-a-period", "Tilt is used once a period, and you have used it.", specials.rule("Tilt"))
    return ALLOWED          # on a Body-Check card, not as a Shot Card: the data's conditions


def _tilt_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    """The opponent takes a 2-minute minor and is made to fight (O79)."""
    seat, sid = state.turn, action.args[0]
    other = 1 - seat
    events.append(Event("fight", f"Tilt! {state.names[seat]}'s {t.label[state.play[-1]]} lands on a Body-Check and "
                                 f"{state.names[other]} is made to fight, with a 2-minute penalty.",
                        {"seat": seat, "instigator": other, "special": sid}))
    state = pen.call(state, other, "Roughing", "Tilt: made to fight", events)
    state = evolve(state, special_used=True, effects=state.effects + (Effect("once", seat, "period", sid),))
    return fights.open_fight(t, state, seat, other, events)


# ----- Stick Lift (Part 3: Stick Lift; Actions: Poke-Check; ruling O81) -----------------------------
def _lift_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    if not on_shot_card(state):
        return []
    return [Action(state.turn, "special-area", (sid, a)) for a in t.arrows[state.puck]]


def _lift_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    if action.kind != "special-area":
        return refuse("special-area", "Stick Lift names the area its Poke-Check sends the puck to.", specials.rule("Stick Lift"))
    if not on_shot_card(state):
        return refuse("poke-check-needs-shot", "Stick Lift's Poke-Check works only on the Shot Card you play "
                                               "against the opponent's shot.", specials.rule("Stick Lift"))
    if action.args[1] not in t.arrows[state.puck]:
        return refuse("not-adjacent", "A Poke-Check moves the puck one area along an arrow.", specials.rule("Stick Lift"))
    return ALLOWED


def _lift_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    """A Poke-Check that is not the card's action, and the card gains a Black P (O81)."""
    sid, area = action.args
    state = poke(t, evolve(state, special_used=True), area, {"special": sid}, events)
    state = gain_black_p(t, state, state.turn, state.play[-1], sid, events)
    return fl.auto_end(t, state, events)


# ----- Redirect (Part 3: Redirect; Abilities: Green; ruling O83) --------------------------------------
def _redirect_areas(t: Tables, state: CcgState) -> tuple[str, ...]:
    """Where Redirect may place the puck: one to as many areas as the opponent's card moved it,
    counted from where that card found it (O83)."""
    path = opponent_path(t, state, state.turn)
    if len(path) < 2:
        return ()
    return move_areas(t, path[0], {"areas": len(path) - 1, "up-to": True})


def _redirect_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    return [Action(state.turn, "special-area", (sid, a)) for a in _redirect_areas(t, state)]


def _redirect_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    if action.kind != "special-area":
        return refuse("special-area", "Redirect names the area it places the puck in.", specials.rule("Redirect"))
    areas = _redirect_areas(t, state)
    if areas and action.args[1] not in areas:
        return refuse("special-reach", "Redirect places the puck up to as many areas as the opponent's card moved "
                                       "it, counted from where that card found it.", specials.rule("Redirect"))
    return ALLOWED          # not as a Shot Card, not with the puck, a movement to stop: the data's conditions


def _redirect_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    """Green's stop, then a placement the opponent's Green may stop in turn (its path is recorded)."""
    seat, (sid, area) = state.turn, action.args
    state = undo_last_move(t, evolve(state, special_used=True), seat, "Redirect", {"special": sid}, events)
    start = state.puck
    events.append(Event("special-move", f"Redirect: {state.names[seat]} places the puck in {t.area_name[area]}.",
                        {"seat": seat, "from": start, "to": area, "special": sid}))
    state = record_path(evolve(state, puck=area), seat, shortest_path(t, start, area), by_action=False)
    state = passing_bonus.bonus_after_move(t, state, seat, start, area, events)
    return fl.auto_end(t, state, events)


# ----- Lost the Puck (Part 3: Lost the Puck; Actions: Intercept; ruling O84) -------------------------
def _crossed_blue_line(t: Tables, path: tuple[str, ...]) -> bool:
    """The path passes from the neutral zone into an end zone or back: it crosses a blue line."""
    zones = [t.rink.zone(a, 0) for a in path]
    return any(a != b and NEUTRAL in (a, b) for a, b in pairwise(zones))


def _lost_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    name = specials.rule("Lost the Puck")
    if action.kind != "special":
        return refuse("special-kind", "Lost the Puck is used as a special.", name)
    if on_shot_card(state):
        return ALLOWED
    if state.shot is not None:
        return refuse("lost-during-shot", "During a shot, Lost the Puck works only as the Shot Card.", name)
    path = opponent_path(t, state, state.turn)
    if len(path) < 2 or not _crossed_blue_line(t, path):
        return refuse("no-blue-line", "Lost the Puck intercepts only a movement of the opponent's last card that "
                                      "crossed a blue line.", name)
    return interceptable(t, state)


def _lost_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    action = Action(state.turn, "special", (sid,))
    return [action] if _lost_check(t, state, action).ok else []


def _lost_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    """As the Shot Card: the shot is stopped and the user takes the puck where it was shot from;
    otherwise Intercept's halfway point of the opponent's whole movement (O63, O84)."""
    seat, sid = state.turn, action.args[0]
    start = state.puck
    if on_shot_card(state):
        events.append(Event("special", f"Lost the Puck: {state.names[seat]} stops the shot and takes the puck in "
                                       f"{t.area_name[start]}.", {"seat": seat, "special": sid, "area": start}))
        state = evolve(state, special_used=True, shot=None, stage=None, shot_from=0, control=seat)
        return fl.auto_end(t, state, events)
    path = opponent_path(t, state, seat)
    spot = path[(len(path) - 1) // 2]
    events.append(Event("intercept", f"Lost the Puck: {state.names[seat]} intercepts the puck in "
                                     f"{t.area_name[spot]}.", {"seat": seat, "area": spot, "special": sid}))
    state = evolve(state, special_used=True, puck=spot, control=seat)
    if spot != start:
        state = passing_bonus.bonus_after_move(t, state, seat, start, spot, events)
    return fl.auto_end(t, state, events)


# ----- Pressure (Part 3: Pressure; Triples; Penalty Shots; ruling O88) ---------------------------------
def _pressure_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    return [Action(state.turn, "special", (sid,))] if state.shot is None or _answering(state) else []


def _answering(state: CcgState) -> bool:
    return save_owed(state)


def _pressure_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    if action.kind != "special":
        return refuse("special-kind", "Pressure is used as a special.", specials.rule("Pressure"))
    if state.shot is not None and not _answering(state):
        return refuse("pressure-during-shot", "During a shot, Pressure works only as the answer to the opponent's "
                                              "Score.", specials.rule("Pressure"))
    return ALLOWED


def _pressure_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    """The card cannot be Ignored; answering a Score, the goal is called back and the shooter takes
    a penalty shot; otherwise the play is a Triple (Offside or Icing, O8; O88)."""
    seat, sid = state.turn, action.args[0]
    top = state.play[-1]
    state = evolve(state, special_used=True,
                   effects=state.effects + (basics.Effect("unignorable", seat, "stoppage", sid, top),))
    if _answering(state):
        shooter = state.shot
        events.append(Event("called-back", f"Pressure: {state.names[seat]} has the goal called back; "
                                           f"{state.names[shooter]} takes a penalty shot.",
                            {"seat": seat, "special": sid}))
        state = evolve(state, action_used=True, shot=None, stage=None, shot_from=0)
        return pen.call(state, seat, "Pressure", "Pressure calls the goal back", events, penalty_shot=True)
    events.append(Event("special", f"Pressure: {state.names[seat]}'s {t.label[top]} makes a Triple.",
                        {"seat": seat, "special": sid, "card": top}))
    return offside_icing.triple_call(t, state, seat, events)


HANDLERS.update({
    "cycle": Handler(frozenset(("special-area",)), _cycle_actions, _cycle_check, _cycle_apply),
    "dump-in": Handler(frozenset(("dump-in", "dump-out")), _dump_actions, _dump_check, _dump_apply),
    "start-a-fight": Handler(frozenset(("special",)), _fight_actions, _fight_check, _fight_apply),
    "tilt": Handler(frozenset(("special",)), _tilt_actions, _tilt_check, _tilt_apply),
    "stick-lift": Handler(frozenset(("special-area",)), _lift_actions, _lift_check, _lift_apply),
    "redirect": Handler(frozenset(("special-area",)), _redirect_actions, _redirect_check, _redirect_apply),
    "lost-the-puck": Handler(frozenset(("special",)), _lost_actions, _lost_check, _lost_apply),
    "pressure": Handler(frozenset(("special",)), _pressure_actions, _pressure_check, _pressure_apply),
})


# ----- Shuffle (Part 3: Shuffle; ruling O99) ------------------------------------------------------------
#: The decks Shuffle may name: the user's ("me"), the opponent's ("them"), the Momentum pile.
SHUFFLE_DECKS = ("me", "them", "momentum")


def _pile(state: CcgState, seat: int, choice: str) -> tuple[str, ...]:
    if choice == "momentum":
        return state.momentum
    return state.decks[seat if choice == "me" else 1 - seat]


def _shuffle_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    seat = state.turn
    return [Action(seat, "special-choice", (sid, c)) for c in SHUFFLE_DECKS if len(_pile(state, seat, c)) > 1]


def _shuffle_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    if action.kind != "special-choice" or action.args[1] not in SHUFFLE_DECKS:
        return refuse("special-choice", "Shuffle names a deck: yours ('me'), the opponent's ('them') or the "
                                        "Momentum pile ('momentum').", specials.rule("Shuffle"))
    if len(_pile(state, state.turn, action.args[1])) < 2:
        return refuse("special-no-effect", "Shuffle: that deck has fewer than two cards.", specials.rule("Shuffle"))
    return ALLOWED


def _shuffle_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    """The named deck is shuffled with the game's chance counter (its order is nobody's to know)."""
    from tabletop.engine import chance
    seat, sid, choice = state.turn, action.args[0], action.args[1]
    pile = chance.shuffled(state.seed, state.chance, sorted(_pile(state, seat, choice)))
    whose = {"me": "their own deck", "them": f"{state.names[1 - seat]}'s deck"}.get(choice, "the Momentum pile")
    events.append(Event("special", f"Shuffle: {state.names[seat]} shuffles {whose}.",
                        {"seat": seat, "special": sid, "deck": choice}, chance=True, irreversible=True))
    if choice == "momentum":
        state = evolve(state, momentum=pile)
    else:
        state = evolve(state, decks=pair(state.decks, seat if choice == "me" else 1 - seat, pile))
    return fl.auto_end(t, evolve(state, chance=state.chance + 1, special_used=True), events)


# ----- Bad Change (Part 3: Bad Change; ruling O98) -------------------------------------------------------
def _bad_change_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    seat = state.turn
    return [Action(seat, "special-card", (sid, b)) for b in state.benches[seat] if switchable(t, state, seat, b)]


def _bad_change_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    seat = state.turn
    if action.kind != "special-card" or action.args[1] not in state.benches[seat]:
        return refuse("special-card", "Bad Change names the card you take from your bench.", specials.rule("Bad Change"))
    if not switchable(t, state, seat, action.args[1]):
        return refuse("special-can-switch", "Bad Change: no card of your hand may go on the bench in its place.",
                      specials.rule("Bad Change"))
    return ALLOWED


def _bad_change_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    """The named bench card comes to the hand; the card that goes on the bench is drawn at random
    among those that may (the opponent's blind choice). Laid on a Substitution card, a random card
    of the opponent's hand (not a Momentum Card) also goes on top of its deck."""
    from tabletop.engine import chance
    seat, sid, back = state.turn, action.args[0], action.args[1]
    out = chance.pick(state.seed, state.chance, switchable(t, state, seat, back))
    events.append(Event("special", f"Bad Change: {state.names[seat]} takes a card from the bench; "
                                   f"{state.names[1 - seat]} picks blindly which card goes on it.",
                        {"seat": seat, "special": sid}, chance=True, irreversible=True))
    swapped = piles.swap(t, state, seat, out, back, events)
    state = evolve(swapped, swaps=state.swaps, ready=state.ready, chance=state.chance + 1, special_used=True)
    beneath = state.play[-2] if len(state.play) > 1 else None
    other = 1 - seat
    counted = tuple(c for c in state.hands[other] if c not in state.extras[other])
    if beneath is not None and "substitution" in t.card[beneath].actions and counted:
        lost = chance.pick(state.seed, state.chance, counted)
        events.append(Event("special-deck", f"Bad Change on a Substitution card: a card of {state.names[other]}'s "
                                            "hand goes on top of their deck.", {"seat": other, "special": sid},
                            chance=True, irreversible=True))
        events.append(private_event(other, "deck-own", f"{t.label[lost]} goes from your hand to the top of your deck.",
                               {"seat": other, "card": lost}))
        state = evolve(state, chance=state.chance + 1,
                       hands=pair(state.hands, other, tuple(c for c in state.hands[other] if c != lost)),
                       decks=pair(state.decks, other, (lost,) + state.decks[other]))
    return fl.auto_end(t, state, events)


HANDLERS.update({
    "shuffle": Handler(frozenset(("special-choice",)), _shuffle_actions, _shuffle_check, _shuffle_apply),
    "bad-change": Handler(frozenset(("special-card",)), _bad_change_actions, _bad_change_check, _bad_change_apply),
})


# ----- Goalie Promotion, Stick (Part 3: Goalie Promotion; Stick; ruling O103) ----------------------------
def _stick_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    action = Action(state.turn, "special", (sid,))
    return [action] if _stick_check(t, state, action).ok else []


def _stick_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    """The Intercept action's own rule (O63), only while the puck is in the user's defensive zone."""
    name = "Goalie Promotion (Stick)"
    if action.kind != "special":
        return refuse("special-kind", f"{name} is used as a special.", specials.rule(name))
    if t.rink.zone(state.puck, state.turn) != DEFENSIVE:
        return refuse("special-defensive-zone", f"{name}: the goalie intercepts only in your defensive zone.",
                      specials.rule(name))
    return oa.verdict(t, state, "intercept", ())


def _stick_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    sid = action.args[0]
    state = oa.intercept(t, evolve(state, special_used=True), state.turn, events, {"special": sid})
    return fl.auto_end(t, state, events)


HANDLERS["goalie-stick"] = Handler(frozenset(("special",)), _stick_actions, _stick_check, _stick_apply)


# ----- Select Promotion (Part 3: Select Promotion; ruling O106) -----------------------------------------
# A Player card of the hand made the wild the player selects from the book's fourteen, named by a
# ``special-wild`` action (the special, the card, the wild's word).
def _promote_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    return [Action(state.turn, "special-wild", (sid, c, w)) for c in wild_promotable(t, state, state.turn)
            for w in SELECT_WILDS]


def _promote_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    where = specials.rule("Select Promotion")
    if action.kind != "special-wild":
        return refuse("special-wild", "Select Promotion names the Player card of your hand it promotes and the "
                                      "wild of the book's list it becomes.", where)
    _sid, card, wild = action.args
    if wild not in SELECT_WILDS:
        return refuse("special-wild", "Select Promotion makes a card one of the fourteen wilds of its list "
                                      "(Forechecker to 2-Way).", where)
    if card not in wild_promotable(t, state, state.turn):
        return refuse("special-promote", "Select Promotion makes a Player card of your team in your hand (#0-#8 "
                                         "or a Goalie, not already a wild) a wild.", where)
    return ALLOWED


def _promote_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    sid, card, wild = action.args
    state = promote(t, evolve(state, special_used=True), state.turn, card, wild, sid, events)
    return fl.auto_end(t, state, events)


HANDLERS["select-promotion"] = Handler(frozenset(("special-wild",)), _promote_actions, _promote_check,
                                       _promote_apply)


# ----- Promotion (Part 3: Promotion; ruling O118) --------------------------------------------------
# Promotion (Part 3: Promotion; Goalie Promotion; ruling O118): a Player card of the hand made one
# of the four wilds, named by a ``special-wild`` action (the special, the card, the wild's suit).
def _wild_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    return [Action(state.turn, "special-wild", (sid, c, w)) for c in wild_promotable(t, state, state.turn)
            for w in FOUR_WILDS]


def _wild_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    if action.kind != "special-wild":
        return refuse("special-wild", "Promotion names the Player card of your hand it promotes and which of the "
                                      "four wilds (glove, skate, helmet, stick) it becomes.", specials.rule("Promotion"))
    _sid, card, wild = action.args
    if wild not in FOUR_WILDS:
        return refuse("special-wild", "Promotion makes a card one of the four wilds: glove, skate, helmet or stick.",
                      specials.rule("Promotion"))
    if card not in wild_promotable(t, state, state.turn):
        return refuse("special-promote", "Promotion makes a Player card of your team in your hand (not already a "
                                         "wild) a wild.", specials.rule("Promotion"))
    return ALLOWED


def _wild_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    sid, card, wild = action.args
    state = promote_wild(t, evolve(state, special_used=True), state.turn, card, wild, sid, events)
    return fl.auto_end(t, state, events)


HANDLERS["promotion"] = Handler(frozenset(("special-wild",)), _wild_actions, _wild_check, _wild_apply)


# ----- Specialized (Part 3: Specialized; ruling O119) ----------------------------------------------
# Specialized (Part 3: Specialized; ruling O119): its code is in ``specials.specialized`` (the effects on a
# Playmaker and on a Superstar, and their hooks at a period's start and in Phase 2).
def _specialized_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    return spz.actions(t, state, sid)


def _specialized_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    return spz.check(t, state, action)


def _specialized_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    return specialized_play.apply(t, state, action, events)


HANDLERS["specialized"] = Handler(frozenset(("special",)), _specialized_actions, _specialized_check,
                                  _specialized_apply)


# ----- Support (Part 3: Support; ruling O120) ------------------------------------------------------
# Support (Part 3: Support; ruling O120): the card works from its owner's bench, so its six kinds
# are passive rules whose handlers are in ``specials.support`` (the turning over, what each kind gives). A
# handler here answers the one action the special has, a bench card turned over
# (``special-card ("support", card)``); the tests are in
# tests/games/breakaway_ccg/test_specials_support_cards.py.
def _support_actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    return sup.actions(t, state, state.turn)


def _support_check(t: Tables, state: CcgState, action: Action) -> Verdict:
    return sup.verdict(t, state, action)


def _support_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    return sup.turn(t, state, action, events)


HANDLERS.update({kind: Handler(frozenset(("special-card",)), _support_actions, _support_check, _support_apply)
                 for kind in ("support-stickhandling", "support-superstar", "support-no-penalty",
                              "support-defensive-zone", "support-offensive", "support-goalie-stoppage")})
