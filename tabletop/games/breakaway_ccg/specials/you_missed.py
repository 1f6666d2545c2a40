"""You Missed (Part 3: You Missed; Part 2, Card Effects: Ignore; ruling O121): used in Phase 3, the
card beneath the card in play is Ignored. It is treated as never played: what the engine keeps of it
is undone (the puck goes back along the path it moved the puck, the passing bonus that pass earned
is taken back, what it gained for its turn is gone, a shot it started is over, and a Shot Card
ignored leaves the shooter owed a new one, as Tip's ignore does), both cards are discarded, and the
user's turn ends.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.puck_paths import path_of
from tabletop.games.breakaway_ccg.piles import discard_cards
from tabletop.games.breakaway_ccg.rink import OFFENSIVE
from tabletop.games.breakaway_ccg.specials import interpreter as specials
from tabletop.games.breakaway_ccg.specials.interpreter import HANDLERS, Handler
from tabletop.games.breakaway_ccg.state import SCORE, SHOT_CARD, CcgState, pair, who_laid
from tabletop.games.breakaway_ccg.tables import Tables

NAME = "You Missed"


def _shot_role(state: CcgState) -> str | None:
    """During a shot, what the card beneath is: "shot-card" (the user shoots and lies on the Shot
    Card), "shooter" (the user's card is the Shot Card, laid on the card that shot), else None."""
    seat, beneath = state.turn, len(state.play) - 2
    if state.stage != SCORE:
        return None
    if state.shot == seat and beneath > state.shot_from:
        return "shot-card"
    if state.shot == 1 - seat and beneath == state.shot_from:
        return "shooter"
    return None


def check(t: Tables, state: CcgState, action: Action) -> Verdict:
    where = specials.rule(NAME)
    if action.kind != "special":
        return refuse("special-kind", "You Missed is used as a special.", where)
    if len(state.play) < 2:
        return refuse("nothing-to-ignore", "You Missed ignores the card beneath it, and there is none.", where)
    beneath = state.play[-2]
    if any(e.kind == "challenge-card" and e.card == beneath for e in state.effects):
        return refuse("ignore-challenge-card", "The card beneath is a challenge card, not a card played: there is "
                                               "nothing to ignore.", where)
    if specials.unignorable(t, state, beneath):
        return refuse("not-ignorable", f"{t.label[beneath]} cannot be Ignored.",
                      specials.rule(NAME) + "; Card Effects: Ignore & Cancelled")
    if state.shot is not None and _shot_role(state) is None:
        return refuse("ignore-during-shot", "During a shot, You Missed ignores only the Shot Card (laid on it by "
                                            "the shooter) or, as the Shot Card, the card that shot.", where)
    return ALLOWED


def actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    action = Action(state.turn, "special", (sid,))
    return [action] if check(t, state, action).ok else []


def apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    seat, sid = state.turn, action.args[0]
    top, beneath = state.play[-1], state.play[-2]
    role = _shot_role(state) if state.shot is not None else None
    events.append(Event("special", f"{state.names[seat]} uses {NAME} ({t.label[top]}): {t.label[beneath]} is ignored, "
                                   "as if it had never been played, and both cards are discarded.",
                        {"seat": seat, "special": sid, "card": top, "ignored": beneath}))
    state = _undo_path(t, state, beneath, events)
    kept = tuple(e for e in state.effects if not (e.card in (top, beneath) and e.until in ("turn", "stoppage")))
    state = evolve(state, play=state.play[:-2], discards=discard_cards(t, state.discards, (beneath, top)),
                   effects=kept, special_used=True, action_used=True, ability_used=True)
    if role == "shot-card":
        events.append(Event("ignore-shot-card", f"{state.names[1 - seat]} owes a new Shot Card.", {"seat": seat}))
        state = evolve(state, stage=SHOT_CARD)
    elif role == "shooter":
        events.append(Event("ignore-shot", f"{state.names[1 - seat]}'s shot never happened.", {"seat": seat}))
        state = evolve(state, shot=None, stage=None, shot_from=0)
    return fl.end_use(t, state, events)


def _undo_path(t: Tables, state: CcgState, card: str, events: list[Event]) -> CcgState:
    """The puck goes back to where ``card`` found it, and the pass it made in its side's offensive
    zone no longer counts toward the passing bonus; control is not changed (as Green's stop, O68)."""
    path = path_of(state, card)
    if len(path) < 2:
        return state
    mover = who_laid(t, state, card)
    bonus = state.bonus
    if bonus[mover] and t.rink.zone(path[0], mover) == OFFENSIVE and t.rink.zone(path[-1], mover) == OFFENSIVE:
        bonus = pair(bonus, mover, bonus[mover] - 1)
    for s in (0, 1):
        if bonus[s] and t.rink.zone(path[0], s) != OFFENSIVE:
            bonus = pair(bonus, s, 0)
    events.append(Event("stop-movement", f"The puck goes back to {t.area_name[path[0]]}.",
                        {"seat": state.turn, "to": path[0], "special": "you-missed"}))
    return evolve(state, puck=path[0], bonus=bonus)


HANDLERS["you-missed"] = Handler(frozenset(("special",)), actions, check, apply)
