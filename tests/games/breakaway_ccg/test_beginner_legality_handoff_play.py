"""Breakaway: CCG, Part 1 (Beginner rules): what a player may do at each step (the legal list) and
every refusal, with its exact code and words.

Book, Part 1: Setup (a bench of five different Player cards; before a face-off up to two
switches), Face-off (both choose a card face down), Taking Turns (play one card, then one ability
and one action of it, or end the turn; the puck moves one area along an arrow), Doubles Rule,
Control, Scoring a Goal (shots from areas 1-6 of the other end; the Shot Card; Score on it; one
chance to Save) and Winning. Rulings B4, B6, B11-B13 in ``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import legality as lg
from tabletop.games.breakaway_ccg.state import FACEOFF, OVER, PLAY, SAVE, SCORE, SHOT_CARD, USE, evolve
from tests.games.breakaway_ccg.support import T, arrange, card

BOOK = "Breakaway: CCG, Beginner rules — "
SNIPER = card(0, "sniper-7-stick")          # Player, blue, Shoot
ROOKIE = card(0, "rookie-0-helmet")         # Player, pink, Move
GOAL = card(0, "goal-helmet")               # blue, Score
SAVE0 = card(0, "save-skate")               # black, Save
CAPTAIN = card(0, "captain-8-helmet")       # Player, purple, Shoot and Move
CHECK = card(0, "body-check-3-glove")       # brown, Body-Check
SCORE5 = card(0, "score-5-helmet")          # no color, Score
SAVE1 = card(1, "save-skate")
PASS1 = card(1, "breakout-pass-2-helmet")
SNIPER1 = card(1, "sniper-7-glove")


def refusal(state, seat, kind, *args):
    v = lg.validate(T, state, Action(seat, kind, tuple(args)))
    assert not v.ok
    return v.code, v.reason, v.rule


def allowed(state, seat, kind, *args):
    return lg.validate(T, state, Action(seat, kind, tuple(args))).ok


def use(top, seat=0, **fields):
    """Seat ``seat`` is using ``top``, the card it just played."""
    fields.setdefault("puck", "e3")
    fields.setdefault("control", seat)
    return arrange(hands=((SNIPER, ROOKIE), (SAVE1, PASS1)), play=(top,), phase=USE, turn=seat, **fields)


# ----- the face-off and the bench (Setup, Face-off; B4) --------------------------------------------------
def test_bench_switches_legal_and_refused():
    """Setup: only Player cards go on the bench, which holds five different ones; a switch comes
    only before a face-off and at most twice (B4)."""
    state = arrange(hands=((SNIPER, GOAL, card(0, "sniper-7-helmet")), ()), phase=FACEOFF, ready=(False, True))
    bench = state.benches[0]
    legal = lg.legal_actions(T, state, 0)
    assert legal[-1] == Action(0, "keep")
    switches = {a.args for a in legal[:-1]}
    assert all(a.kind == "switch" for a in legal[:-1])
    # The bench already has a Sniper (s1:sniper-7-skate): a Sniper may only come in for it.
    assert switches == {(s, "s1:sniper-7-skate") for s in (SNIPER, card(0, "sniper-7-helmet"))}
    assert "s1:sniper-7-skate" in bench
    assert allowed(state, 0, "switch", SNIPER, "s1:sniper-7-skate") and allowed(state, 0, "keep")
    other = next(b for b in bench if b != "s1:sniper-7-skate")
    assert refusal(state, 0, "switch", SNIPER, other) == (
        "bench-different", "The bench holds different cards, and a Sniper is already on it.", BOOK + "Setup")
    assert refusal(state, 0, "switch", GOAL, other) == (
        "bench-players-only", "Only Player cards (#0-#8 or Goalie) go on the bench; Goal (helmet) is not one.",
        BOOK + "Setup")
    assert refusal(state, 0, "switch", ROOKIE, other) == (
        "not-in-hand", "Rookie 0 (helmet) is not in your hand.", BOOK + "Face-off")
    assert refusal(state, 0, "switch", SNIPER, ROOKIE) == (
        "not-on-bench", "Rookie 0 (helmet) is not on your bench.", BOOK + "Face-off")
    assert refusal(state, 1, "keep") == (
        "bench-done", "You are done with the bench for this face-off (at most 2 switches).", BOOK + "Face-off")
    assert refusal(state, 1, "switch", SNIPER1, other) == refusal(state, 1, "keep")
    playing = evolve(state, phase=PLAY)
    assert refusal(playing, 0, "keep") == (
        "no-bench-switch", "Cards are switched with the bench only before a face-off.", BOOK + "Face-off")
    assert refusal(playing, 0, "switch", SNIPER, other)[0] == "no-bench-switch"


def test_switch_ok_needs_a_player_card():
    """Setup (B4): a card that is not a Player card never goes to the bench, whatever its name."""
    bench = ("s1:sniper-7-skate",)
    assert not lg._switch_ok(T, bench, GOAL, "s1:sniper-7-skate")
    assert lg._switch_ok(T, bench, ROOKIE, "s1:sniper-7-skate")
    assert lg._switch_ok(T, bench, SNIPER, "s1:sniper-7-skate")
    assert not lg._switch_ok(T, bench + ("s1:captain-8-glove",), SNIPER, "s1:captain-8-glove")


def test_faceoff_cards_legal_and_refused():
    """Face-off: each side, its bench done, lays one card from hand face down."""
    state = arrange(hands=((SNIPER, ROOKIE), (SAVE1,)), phase=FACEOFF, ready=(True, False), picks=(None, None))
    assert lg.legal_actions(T, state, 0) == [Action(0, "faceoff", (SNIPER,)), Action(0, "faceoff", (ROOKIE,))]
    assert allowed(state, 0, "faceoff", SNIPER)
    assert refusal(state, 1, "faceoff", SAVE1) == (
        "bench-first", "Finish with your bench (switch, or keep your cards) before you choose your face-off card.",
        BOOK + "Face-off")
    assert refusal(state, 0, "faceoff", SAVE1) == ("not-in-hand", "Save (skate) is not in your hand.",
                                                   BOOK + "Face-off")
    chosen = evolve(state, picks=(SNIPER, None))
    assert lg.legal_actions(T, chosen, 0) == []
    assert refusal(chosen, 0, "faceoff", ROOKIE) == ("already-chosen", "Your face-off card is already down.",
                                                     BOOK + "Face-off")
    assert refusal(state, 0, "play", SNIPER) == (
        "faceoff-first", "The face-off comes first: switch with your bench, then choose a face-off card.",
        BOOK + "Face-off")
    assert refusal(evolve(state, phase=PLAY), 0, "faceoff", SNIPER) == (
        "no-faceoff", "There is no face-off now: face-offs start the game and follow every goal.", BOOK + "Face-off")


def test_the_game_over_refuses_everything():
    """Winning: once the game is won nothing more is played."""
    state = arrange(hands=((SNIPER,), ()), phase=OVER)
    assert refusal(state, 0, "play", SNIPER) == ("game-over", "The game is over.", BOOK + "Winning")
    assert lg.legal_actions(T, state, 0) == [] and lg.legal_actions(T, state, 1) == []


# ----- playing a card (Taking Turns; Scoring a Goal) ---------------------------------------------------------
def test_playing_a_card():
    """Taking Turns: the seat on turn plays one card from hand; the other waits."""
    state = arrange(hands=((SNIPER, ROOKIE), (SAVE1,)), turn=0)
    assert lg.legal_actions(T, state, 0) == [Action(0, "play", (SNIPER,)), Action(0, "play", (ROOKIE,))]
    assert lg.legal_actions(T, state, 1) == []
    assert allowed(state, 0, "play", SNIPER)
    assert refusal(state, 1, "play", SAVE1) == ("not-your-turn", "It is Player 1's turn.", BOOK + "Taking Turns")
    assert refusal(state, 0, "play", SAVE1) == ("not-in-hand", "Save (skate) is not in your hand.",
                                                BOOK + "Taking Turns")
    assert refusal(state, 0, "concede") == ("no-score-attempt", "There is no score attempt to answer.",
                                            BOOK + "Scoring a Goal")
    assert refusal(state, 0, "end") == (
        "play-first", "Play a card first: abilities and actions come from the card you play.", BOOK + "Taking Turns")
    in_use = use(SNIPER)
    for kind, args in (("play", (ROOKIE,)), ("concede", ())):
        assert refusal(in_use, 0, kind, *args) == (
            "card-played", "You have already played your card this turn: use it, or end your turn.",
            BOOK + "Taking Turns")


def test_the_save_chance():
    """Scoring a Goal (B12, B13): against a Score the defender may only play a card that can Save
    (a Save action, or Doubles on the Score card), or let the goal stand."""
    doubles = card(1, "goal-skate")                       # Goal on Goal: Doubles
    state = arrange(hands=((SNIPER,), (SAVE1, PASS1, doubles)), play=(card(0, "shot-on-goal-4-helmet"), GOAL),
                    turn=1, stage=SAVE, shot=0, puck="e3", control=0)
    assert lg.legal_actions(T, state, 1) == [Action(1, "play", (SAVE1,)), Action(1, "play", (doubles,)),
                                             Action(1, "concede")]
    assert allowed(state, 1, "play", SAVE1) and allowed(state, 1, "play", doubles) and allowed(state, 1, "concede")
    assert refusal(state, 1, "play", PASS1) == (
        "save-only", ("Player 1 is trying to score: you may only play a card that can Save (a Save action, or Doubles "
                     "on the Score card), or let the goal stand."), BOOK + "Scoring a Goal")


# ----- using the card (Taking Turns; Doubles; Control; Scoring a Goal) ---------------------------------------
def test_abilities_one_per_turn_in_a_color_of_the_card():
    """Taking Turns (B6): one ability of the card played, of one of its colors, to an adjacent area."""
    state = use(SNIPER, puck="e3")
    assert allowed(state, 0, "ability", "blue", "e4")
    assert refusal(state, 0, "ability", "red", "e4") == (
        "no-such-color", "Sniper 7 (stick) has no red color, so it gives no red ability.", BOOK + "Taking Turns")
    code, reason, rule = refusal(state, 0, "ability", "blue", "c9")
    assert code == "not-adjacent" and rule == BOOK + "Taking Turns"
    reach = ", ".join(T.area_name[a] for a in ("e8", "e0", "e1", "e2", "e4"))
    assert reason == f"The puck moves one area along an arrow: from {T.area_name['e3']} it can reach {reach}."
    assert ", " in reason and T.area_name["e4"] in reason
    used = evolve(state, ability_used=True)
    assert refusal(used, 0, "ability", "blue", "e4") == (
        "one-ability", "You have already used an ability of this card: one per turn.", BOOK + "Taking Turns")


def test_the_use_list_for_the_puck_carrier():
    """Taking Turns, Control, Scoring a Goal: with the puck, a Move along each arrow and a Shot from
    areas 1-6 of the other end, the card's ability to each adjacent area, and ending the turn."""
    arrows = T.arrows["e3"]
    state = use(CAPTAIN, puck="e3")
    expected = ([Action(0, "ability", ("purple", a)) for a in arrows] + [Action(0, "move", (a,)) for a in arrows]
                + [Action(0, "shoot"), Action(0, "end")])
    assert lg._use_actions(T, state, 0) == expected
    assert lg.legal_actions(T, state, 0) == expected and lg.legal_actions(T, state, 1) == []
    outside = use(CAPTAIN, puck="c9")
    assert Action(0, "shoot") not in lg.legal_actions(T, outside, 0)
    assert refusal(outside, 0, "shoot") == (
        "shoot-outside", (f"Shots are taken only from areas 1-6 of Player 2's end; the puck is in "
                         f"{T.area_name['c9']}."), BOOK + "Scoring a Goal")
    assert allowed(state, 0, "shoot") and allowed(state, 0, "move", arrows[0]) and allowed(state, 0, "end")
    theirs = use(SNIPER1, seat=1, puck="c9")
    assert refusal(theirs, 1, "shoot") == (
        "shoot-outside", f"Shots are taken only from areas 1-6 of Player 1's end; the puck is in {T.area_name['c9']}.",
        BOOK + "Scoring a Goal")
    done = evolve(state, ability_used=True, action_used=True)
    assert lg.legal_actions(T, done, 0) == [Action(0, "end")]
    assert refusal(done, 0, "move", arrows[0]) == (
        "one-action", "You have already used this card's action: one per turn.", BOOK + "Taking Turns")
    assert refusal(state, 0, "move", "c9")[0] == "not-adjacent"


def test_without_the_puck():
    """Control: without the puck a card's Move and Shoot are not available; a Body-Check takes it."""
    state = use(CAPTAIN, puck="e3", control=1)
    assert [a.kind for a in lg.legal_actions(T, state, 0)] == ["ability"] * len(T.arrows["e3"]) + ["end"]
    assert refusal(state, 0, "move", T.arrows["e3"][0]) == (
        "no-control", "You must control the puck to move it.", BOOK + "Control")
    assert refusal(state, 0, "shoot") == ("no-control-shot", "You must control the puck to shoot.",
                                          BOOK + "Scoring a Goal")
    check = use(CHECK, control=1)
    assert Action(0, "body-check") in lg.legal_actions(T, check, 0) and allowed(check, 0, "body-check")
    mine = use(CHECK, control=0)
    assert Action(0, "body-check") not in lg.legal_actions(T, mine, 0)
    assert refusal(mine, 0, "body-check") == ("already-control", "You already control the puck.", BOOK + "Control")


def test_an_action_the_card_lacks_unless_doubles():
    """Doubles Rule (B6): a card offers its own actions; on Doubles it offers any basic action."""
    state = use(SNIPER)
    assert refusal(state, 0, "move", "e4") == (
        "no-such-action", ("Sniper 7 (stick) has no Move action, and it is not Doubles (which would allow any basic "
                          "action)."), BOOK + "Doubles Rule")
    assert refusal(state, 0, "body-check")[1].startswith("Sniper 7 (stick) has no Body-Check action")
    assert refusal(state, 0, "score")[1].startswith("Sniper 7 (stick) has no Score action")
    doubles = evolve(state, doubles=True)
    assert allowed(doubles, 0, "move", "e4")
    kinds = [a.kind for a in lg.legal_actions(T, doubles, 0)]
    assert "move" in kinds and "shoot" in kinds and "body-check" not in kinds and "score" not in kinds


def test_score_only_on_the_shot_card():
    """Scoring a Goal (B12): Score works only with the shooter's card on the opponent's Shot Card."""
    state = use(GOAL, stage=SCORE, shot=0)
    assert Action(0, "score") in lg.legal_actions(T, state, 0) and allowed(state, 0, "score")
    early = use(GOAL, stage=SHOT_CARD, shot=0)
    assert Action(0, "score") not in lg.legal_actions(T, early, 0)
    assert refusal(early, 0, "score") == (
        "score-needs-shot-card", ("Score only works on a Shot Card: the card beneath yours must be the opponent's "
                                 "answer to your shot."), BOOK + "Scoring a Goal")
    other = use(GOAL, seat=0, stage=SCORE, shot=1)
    assert Action(0, "score") not in lg.legal_actions(T, other, 0)
    without = use(GOAL, stage=SCORE, shot=0, control=1)          # Score needs no control of the puck
    assert Action(0, "score") in lg.legal_actions(T, without, 0)


def test_the_save_is_owed_and_comes_last():
    """Scoring a Goal (B13): a card played against a Score must Save; its ability may come first."""
    state = use(SAVE1, seat=1, stage=SAVE, shot=0, control=0)
    arrows = T.arrows["e3"]
    assert lg.legal_actions(T, state, 1) == [Action(1, "ability", ("black", a)) for a in arrows] + [
        Action(1, "save")]
    assert allowed(state, 1, "save") and allowed(state, 1, "ability", "black", arrows[0])
    assert refusal(state, 1, "end") == (
        "save-now", "You played this card to stop the score: use its Save (its ability first, if you like).",
        BOOK + "Scoring a Goal")
    done = evolve(state, ability_used=True)
    assert lg.legal_actions(T, done, 1) == [Action(1, "save")]
    saved = evolve(state, action_used=True)
    assert refusal(saved, 1, "save") == ("save-needs-score", "Save only answers the opponent's Score.",
                                         BOOK + "Scoring a Goal")
    assert refusal(use(SAVE0), 0, "save")[0] == "save-needs-score"


@pytest.mark.parametrize("top", [SNIPER, ROOKIE, GOAL, CAPTAIN, CHECK, SCORE5, SAVE0])
@pytest.mark.parametrize("fields", [{}, {"control": 1}, {"ability_used": True}, {"action_used": True},
                                    {"doubles": True}, {"stage": SCORE, "shot": 0}, {"puck": "c9"}])
def test_the_list_and_the_refusals_agree(top, fields):
    """Every action the use list offers is allowed and every other one of the same kinds refused."""
    state = use(top, **fields)
    legal = set(lg.legal_actions(T, state, 0))
    colors = ("black", "blue", "brown", "pink", "purple", "red")
    arrows = T.arrows[state.puck]
    candidates = ([Action(0, "ability", (c, a)) for c in colors for a in arrows + ("c9",)]
                  + [Action(0, "move", (a,)) for a in arrows + ("c9",)]
                  + [Action(0, k) for k in ("shoot", "score", "save", "body-check", "end")])
    for action in candidates:
        assert lg.validate(T, state, action).ok == (action in legal), action
    assert lg.legal_actions(T, state, 1) == []
