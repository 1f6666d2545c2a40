"""Which actions Beginner mode allows: the legal list, and a refusal naming the rule for the rest.

``legal_actions`` and ``validate`` are written side by side, branch for branch, and the
contract tests check them against each other over every action of ``action_space``.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.beginner.flow import can_save, save_owed, scoring_turn, usable_actions
from tabletop.games.breakaway_ccg.citations import (
    CONTROL,
    DOUBLES,
    FACEOFF,
    SCORING,
    SETUP,
    TURNS,
    WINNING,
    rule,
)
from tabletop.games.breakaway_ccg.state import BENCH_SWAPS, OVER, PLAY, SAVE, USE, CcgState
from tabletop.games.breakaway_ccg.state import FACEOFF as FACEOFF_PHASE
from tabletop.games.breakaway_ccg.tables import Tables

USE_KINDS = frozenset(("ability", "move", "shoot", "score", "save", "body-check", "end"))
ACTION_NAMES = {"move": "Move", "shoot": "Shoot", "score": "Score", "save": "Save", "body-check": "Body-Check"}


# ----- the legal list ------------------------------------------------------------------------
def legal_actions(t: Tables, state: CcgState, seat: int) -> list[Action]:
    phase = state.phase
    if phase == PLAY:
        if seat != state.turn:
            return []
        hand = state.hands[seat]
        if state.stage == SAVE:
            out = [Action(seat, "play", (c,)) for c in hand if can_save(t, state, c)]
            out.append(Action(seat, "concede"))
            return out
        return [Action(seat, "play", (c,)) for c in hand]
    if phase == USE:
        return _use_actions(t, state, seat) if seat == state.turn else []
    if phase == FACEOFF_PHASE:
        if not state.ready[seat]:
            bench = state.benches[seat]
            out = [Action(seat, "switch", (h, b)) for h in state.hands[seat] for b in bench
                   if _switch_ok(t, bench, h, b)]
            out.append(Action(seat, "keep"))
            return out
        if state.picks[seat] is None:
            return [Action(seat, "faceoff", (c,)) for c in state.hands[seat]]
    return []


def _switch_ok(t: Tables, bench: tuple[str, ...], out: str, back: str) -> bool:
    """Beginner benches hold five different Player cards, before and after a switch (B4)."""
    if not t.player[out]:
        return False
    name = t.name[out]
    return not any(t.name[c] == name for c in bench if c != back)


def _use_actions(t: Tables, state: CcgState, seat: int) -> list[Action]:
    """The card just played: one ability and one action, in either order (B6); a card played to
    Save must Save, and its ability, if used, comes first (B13)."""
    out = []
    arrows = t.arrows[state.puck]
    if not state.ability_used:
        for color in t.colors[state.play[-1]]:
            out.extend(Action(seat, "ability", (color, a)) for a in arrows)
    if save_owed(state):
        out.append(Action(seat, "save"))
        return out
    if not state.action_used:
        acts = usable_actions(t, state)
        control = state.control == seat
        if control:
            if "move" in acts:
                out.extend(Action(seat, "move", (a,)) for a in arrows)
            if "shoot" in acts and state.puck in t.shooting[seat]:
                out.append(Action(seat, "shoot"))
        elif "body-check" in acts:
            out.append(Action(seat, "body-check"))
        if "score" in acts and scoring_turn(state):
            out.append(Action(seat, "score"))
    out.append(Action(seat, "end"))
    return out


# ----- refusals ------------------------------------------------------------------------------
def validate(t: Tables, state: CcgState, action: Action) -> Verdict:
    seat, kind, args = action.seat, action.kind, action.args
    name = state.names
    if state.phase == OVER:
        return refuse("game-over", "The game is over.", rule(WINNING))
    if kind in ("switch", "keep"):
        return _validate_bench(t, state, seat, kind, args)
    if kind == "faceoff":
        if state.phase != FACEOFF_PHASE:
            return refuse("no-faceoff", "There is no face-off now: face-offs start the game and follow every "
                                        "goal.", rule(FACEOFF))
        if not state.ready[seat]:
            return refuse("bench-first", "Finish with your bench (switch, or keep your cards) before you choose "
                                         "your face-off card.", rule(FACEOFF))
        if state.picks[seat] is not None:
            return refuse("already-chosen", "Your face-off card is already down.", rule(FACEOFF))
        if args[0] not in state.hands[seat]:
            return refuse("not-in-hand", f"{t.label[args[0]]} is not in your hand.", rule(FACEOFF))
        return ALLOWED
    if state.phase == FACEOFF_PHASE:
        return refuse("faceoff-first", "The face-off comes first: switch with your bench, then choose a face-off "
                                       "card.", rule(FACEOFF))
    if seat != state.turn:
        return refuse("not-your-turn", f"It is {name[state.turn]}'s turn.", rule(TURNS))
    if kind in ("play", "concede"):
        if state.phase == USE:
            return refuse("card-played", "You have already played your card this turn: use it, or end your turn.",
                          rule(TURNS))
        if kind == "concede":
            if state.stage != SAVE:
                return refuse("no-score-attempt", "There is no score attempt to answer.", rule(SCORING))
            return ALLOWED
        card = args[0]
        if card not in state.hands[seat]:
            return refuse("not-in-hand", f"{t.label[card]} is not in your hand.", rule(TURNS))
        if state.stage == SAVE and not can_save(t, state, card):
            return refuse("save-only", f"{name[state.shot]} is trying to score: you may only play a card that can "
                                       "Save (a Save action, or Doubles on the Score card), or let the goal stand.",
                          rule(SCORING))
        return ALLOWED
    # Using the card just played.
    if state.phase != USE:
        return refuse("play-first", "Play a card first: abilities and actions come from the card you play.",
                      rule(TURNS))
    if save_owed(state) and kind not in ("save", "ability"):
        return refuse("save-now", "You played this card to stop the score: use its Save (its ability "
                                  "first, if you like).", rule(SCORING))
    top = state.play[-1]
    if kind == "end":
        return ALLOWED
    if kind == "ability":
        color, area = args
        if state.ability_used:
            return refuse("one-ability", "You have already used an ability of this card: one per turn.",
                          rule(TURNS))
        if color not in t.colors[top]:
            return refuse("no-such-color", f"{t.label[top]} has no {color} color, so it gives no {color} ability.",
                          rule(TURNS))
        return _adjacent(t, state, area)
    if kind == "save":
        if not save_owed(state):
            return refuse("save-needs-score", "Save only answers the opponent's Score.", rule(SCORING))
        return ALLOWED
    if state.action_used:
        return refuse("one-action", "You have already used this card's action: one per turn.", rule(TURNS))
    if kind not in usable_actions(t, state):
        return refuse("no-such-action", f"{t.label[top]} has no {ACTION_NAMES[kind]} action, and it is not "
                                        "Doubles (which would allow any basic action).", rule(DOUBLES))
    control = state.control == seat
    if kind == "move":
        if not control:
            return refuse("no-control", "You must control the puck to move it.", rule(CONTROL))
        return _adjacent(t, state, args[0])
    if kind == "shoot":
        if not control:
            return refuse("no-control-shot", "You must control the puck to shoot.", rule(SCORING))
        if state.puck not in t.shooting[seat]:
            return refuse("shoot-outside", f"Shots are taken only from areas 1-6 of {name[1 - seat]}'s end; the "
                                           f"puck is in {t.area_name[state.puck]}.", rule(SCORING))
        return ALLOWED
    if kind == "score":
        if not scoring_turn(state):
            return refuse("score-needs-shot-card", "Score only works on a Shot Card: the card beneath yours must be "
                                                   "the opponent's answer to your shot.", rule(SCORING))
        return ALLOWED
    # body-check
    if control:
        return refuse("already-control", "You already control the puck.", rule(CONTROL))
    return ALLOWED


def _adjacent(t: Tables, state: CcgState, area: str) -> Verdict:
    arrows = t.arrows[state.puck]
    if area in arrows:
        return ALLOWED
    reach = ", ".join(t.area_name[a] for a in arrows)
    return refuse("not-adjacent", f"The puck moves one area along an arrow: from {t.area_name[state.puck]} it can "
                                  f"reach {reach}.", rule(TURNS))


def _validate_bench(t: Tables, state: CcgState, seat: int, kind: str, args: tuple) -> Verdict:
    if state.phase != FACEOFF_PHASE:
        return refuse("no-bench-switch", "Cards are switched with the bench only before a face-off.", rule(FACEOFF))
    if state.ready[seat]:
        return refuse("bench-done", f"You are done with the bench for this face-off (at most {BENCH_SWAPS} "
                                    "switches).", rule(FACEOFF))
    if kind == "keep":
        return ALLOWED
    out, back = args
    if out not in state.hands[seat]:
        return refuse("not-in-hand", f"{t.label[out]} is not in your hand.", rule(FACEOFF))
    bench = state.benches[seat]
    if back not in bench:
        return refuse("not-on-bench", f"{t.label[back]} is not on your bench.", rule(FACEOFF))
    if not t.player[out]:
        return refuse("bench-players-only", f"Only Player cards (#0-#8 or Goalie) go on the bench; {t.label[out]} "
                                            "is not one.", rule(SETUP))
    if not _switch_ok(t, bench, out, back):
        return refuse("bench-different", f"The bench holds different cards, and {t.a_name[out]} is already on "
                                         "it.", rule(SETUP))
    return ALLOWED
