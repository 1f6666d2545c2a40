"""Breakaway: CCG Beginner rules, one scenario per rule (Part 1 of breakaway-ccg.md).

Seat 0 (Ridge Runners) defends the west net and attacks east; seat 1 (Harbour Hawks) the
reverse. Areas e1-e6 are therefore seat 0's shooting areas, w1-w6 seat 1's.
"""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalActionError
from tabletop.games.breakaway_ccg.state import FACEOFF, OVER, PLAY, SAVE, SCORE, SHOT_CARD, USE, evolve
from tests.games.breakaway_ccg.support import GAME, T, act, arrange, card, verdict

SHOT_R = card(0, "shot-on-goal-4-helmet")        # Shoot, red
GOAL_R = card(0, "goal-helmet")                  # Score, blue, no number
ROOKIE_R = card(0, "rookie-0-helmet")            # Move, pink, #0
SNIPER_R = card(0, "sniper-7-helmet")            # Shoot, blue, #7
BODY_R = card(0, "body-check-3-helmet")          # Body-Check, brown, #3
SAVE_R = card(0, "save-helmet")
SAVE_H = card(1, "save-skate")                   # Save, black, no number
GOAL_H = card(1, "goal-skate")
ROOKIE_H = card(1, "rookie-0-skate")
SNIPER_H = card(1, "sniper-7-skate")
PASS_H = card(1, "breakout-pass-2-helmet")       # Move, gold, #2
SCORE_H = card(1, "score-5-helmet")              # Score, #5, no color
SHOT_H = card(1, "shot-on-goal-4-helmet")
BODY_H = card(1, "body-check-3-helmet")
FILL_R = tuple(card(0, c) for c in ("breakout-pass-2-stick", "captain-8-stick", "grinder-3-helmet",
                                    "two-way-forward-4-helmet"))
FILL_H = tuple(card(1, c) for c in ("breakout-pass-2-glove", "captain-8-skate", "grinder-3-skate",
                                    "two-way-forward-4-skate"))
BASE = card(1, "enforcer-1-skate")               # a card already on the play area, #1


def attack(puck: str, hand0=(SHOT_R, GOAL_R), hand1=(SAVE_H, PASS_H), **fields):
    """Seat 0 to play, holding the puck at ``puck``."""
    fields = {"control": 0, "turn": 0, **fields}
    return arrange(hands=(hand0 + FILL_R, hand1 + FILL_H), play=(BASE,), puck=puck, **fields)


# ----- Shoot (Taking Turns; Scoring a Goal) ---------------------------------------------------
@pytest.mark.parametrize("puck", ["e8", "e0", "e7", "ne9", "c9", "w3", "w5"])
def test_shoot_is_refused_outside_areas_1_to_6_of_the_opponents_end(puck):
    state = act(attack(puck), 0, "play", SHOT_R)
    v = verdict(state, 0, "shoot")
    assert not v.ok and v.code == "shoot-outside"
    assert v.rule == "Breakaway: CCG, Beginner rules — Scoring a Goal"
    assert Action(0, "shoot") not in GAME.legal_actions(state, 0)


@pytest.mark.parametrize("puck", ["e1", "e2", "e3", "e4", "e5", "e6"])
def test_shoot_is_allowed_from_each_of_areas_1_to_6(puck):
    state = act(attack(puck), 0, "play", SHOT_R)
    assert verdict(state, 0, "shoot").ok
    state = act(state, 0, "shoot")
    assert (state.stage, state.shot, state.turn, state.phase) == (SHOT_CARD, 0, 0, USE)
    state = act(state, 0, "end")
    assert (state.stage, state.shot, state.turn, state.phase) == (SHOT_CARD, 0, 1, PLAY)
    assert GAME.pending(state)[0].kind == "shot-card"


def test_shooting_needs_control_of_the_puck():
    state = act(attack("e3", control=1), 0, "play", SHOT_R)
    v = verdict(state, 0, "shoot")
    assert v.code == "no-control-shot" and "Scoring a Goal" in v.rule


def test_a_card_without_shoot_cannot_shoot():
    state = act(attack("e3", hand0=(ROOKIE_R, GOAL_R)), 0, "play", ROOKIE_R)
    v = verdict(state, 0, "shoot")
    assert v.code == "no-such-action" and "Doubles Rule" in v.rule


# ----- the scoring sequence ---------------------------------------------------------------------
# Part 1, Taking Turns: "After playing a card, use ONE Ability listed on that card (if any)",
# "use ONE Action listed on that card (if any)" and "After playing your card and doing an action
# and/or Ability (if any), draw one card [...] Your turn ends." Every played card gets both, the
# one that shoots, the Shot Card, the one that scores and the one that saves (rulings B6, B11-B13).
TAKING_TURNS = "Breakaway: CCG, Beginner rules — Taking Turns"


def shot_taken(hand1=(SAVE_H, PASS_H)):
    """Seat 0 has shot from the low slot with Shot on Goal and ended the turn (red not used)."""
    state = act(attack("e4", hand1=hand1), 0, "play", SHOT_R)
    return act(act(state, 0, "shoot"), 0, "end")


def faced(state, shot_card=PASS_H):
    """Seat 1 plays ``shot_card`` as the Shot Card and ends the turn without using it."""
    state = act(state, 1, "play", shot_card)
    return act(state, 1, "end") if state.phase == USE else state


def test_a_card_that_shoots_may_still_use_its_ability_after_the_shot():
    # Taking Turns: an action and/or Ability, in either order (B6); Shoot does not end the turn (B11).
    state = act(attack("e4"), 0, "play", SHOT_R)               # red, Shoot
    state = act(state, 0, "shoot")
    assert (state.stage, state.shot, state.turn, state.phase) == (SHOT_CARD, 0, 0, USE)
    legal = GAME.legal_actions(state, 0)
    assert {a.kind for a in legal} == {"ability", "end"}
    assert {a.args[1] for a in legal if a.kind == "ability"} == {"e1", "e2", "e3", "e5", "e6"}
    assert GAME.pending(state)[0].prompt.startswith("Shot taken")
    state = act(state, 0, "ability", "red", "e3")
    # Nothing more on the card: the turn ends with the draw, and the Shot Card is due.
    assert (state.stage, state.shot, state.turn, state.phase) == (SHOT_CARD, 0, 1, PLAY)
    assert state.puck == "e3" and state.control == 0
    assert GAME.pending(state)[0].kind == "shot-card"


def test_a_card_may_use_its_ability_before_it_shoots():
    state = act(act(attack("e5"), 0, "play", SHOT_R), 0, "ability", "red", "e4")
    state = act(state, 0, "shoot")
    assert (state.stage, state.turn, state.phase) == (SHOT_CARD, 1, PLAY)


def test_the_shot_card_gets_its_ability_and_action():
    # Taking Turns: the Shot Card is "the next card played by the opponent", a played card like any.
    state = shot_taken()
    deck_before = len(state.decks[1])
    state = act(state, 1, "play", PASS_H)                      # gold, Move
    assert (state.stage, state.turn, state.phase) == (SCORE, 1, USE)
    legal = GAME.legal_actions(state, 1)
    # Move needs control, which the shooter has; the gold ability moves the puck anyway (B7).
    assert {a.kind for a in legal} == {"ability", "end"}
    assert Action(1, "score") not in legal                     # Score belongs to the shooter
    state = act(state, 1, "ability", "gold", "e6")
    assert (state.stage, state.turn, state.phase) == (SCORE, 0, PLAY)
    assert state.puck == "e6" and state.control == 0
    assert len(state.decks[1]) == deck_before - 1              # the Shot Card turn ends with a draw
    state = act(state, 0, "play", GOAL_R)
    assert verdict(state, 0, "score").ok                       # the shot is still on


def test_a_shot_card_with_a_printed_score_cannot_score():
    # Taking Turns, Score: "If the opponent just played a 'Shot Card'": only the shooter scores on it.
    state = shot_taken(hand1=(SAVE_H, GOAL_H))
    state = act(state, 1, "play", GOAL_H)                      # blue, Score
    assert Action(1, "score") not in GAME.legal_actions(state, 1)
    assert verdict(state, 1, "score").code == "score-needs-shot-card"


def test_a_shot_card_that_body_checks_takes_the_puck_and_the_shooter_may_still_score():
    # Taking Turns, Body-Check: "Take control of the puck immediately where it is"; Scoring a Goal:
    # "If you cannot score, then you control the puck".
    state = shot_taken(hand1=(SAVE_H, BODY_H))
    state = act(state, 1, "play", BODY_H)
    assert Action(1, "body-check") in GAME.legal_actions(state, 1)
    state = act(state, 1, "body-check")
    assert state.control == 1 and state.stage == SCORE and state.phase == USE
    state = act(state, 1, "end")
    state = act(state, 0, "play", GOAL_R)
    assert verdict(state, 0, "score").ok
    state = act(state, 0, "end")                               # chooses not to score
    assert state.stage is None and state.shot is None and state.control == 0


def test_score_is_refused_unless_played_on_a_shot_card():
    state = act(attack("e4"), 0, "play", GOAL_R)
    v = verdict(state, 0, "score")
    assert not v.ok and v.code == "score-needs-shot-card" and "Scoring a Goal" in v.rule


def test_a_card_that_scores_may_still_use_its_ability_after_the_score():
    state = faced(shot_taken())
    state = act(state, 0, "play", GOAL_R)                      # blue, Score
    state = act(state, 0, "score")
    assert (state.stage, state.turn, state.phase) == (SAVE, 0, USE)
    legal = GAME.legal_actions(state, 0)
    assert {a.kind for a in legal} == {"ability", "end"}
    assert verdict(state, 0, "save").code == "save-needs-score"
    assert GAME.pending(state)[0].prompt.startswith("Score attempt made")
    state = act(state, 0, "ability", "blue", "e3")
    assert (state.stage, state.turn, state.phase, state.puck) == (SAVE, 1, PLAY, "e3")
    assert GAME.pending(state)[0].kind == "save-chance"


def test_a_color_before_the_score_does_not_end_the_shot():
    # "an action and/or Ability" in either order (B6): the color first, then the Score (B12).
    state = act(faced(shot_taken()), 0, "play", GOAL_R)
    state = act(state, 0, "ability", "blue", "e3")
    assert state.stage == SCORE and state.shot == 0 and state.phase == USE
    state = act(state, 0, "score")
    assert (state.stage, state.turn, state.phase) == (SAVE, 1, PLAY)


def test_score_on_the_shot_card_then_no_save_is_a_goal_and_a_faceoff():
    state = faced(shot_taken(hand1=(SCORE_H, PASS_H)))
    state = act(state, 0, "play", GOAL_R)
    state = act(act(state, 0, "score"), 0, "end")
    assert (state.stage, state.turn, state.phase) == (SAVE, 1, PLAY)
    assert GAME.pending(state)[0].kind == "save-chance"
    # Nothing in the Hawks' hand can save: only letting the goal stand is legal.
    assert GAME.legal_actions(state, 1) == [Action(1, "concede")]
    state = act(state, 1, "concede")
    assert state.goals == (1, 0)
    assert state.scored[0] == (PASS_H, GOAL_R)             # the Shot Card and the Score card
    assert SHOT_R in state.discards[0] and BASE in state.discards[1]
    assert state.play == () and state.phase == FACEOFF and state.puck == "c9" and state.control is None
    assert all(len(h) >= 5 for h in state.hands)


def test_a_save_stops_the_goal_and_gives_the_saver_the_puck():
    state = faced(shot_taken())
    state = act(state, 0, "play", GOAL_R)
    state = act(act(state, 0, "score"), 0, "end")
    assert Action(1, "play", (SAVE_H,)) in GAME.legal_actions(state, 1)
    state = act(state, 1, "play", SAVE_H)                      # black, Save
    assert state.phase == USE
    # The Save is owed (no "end" instead of it); the black ability may come first (B13).
    legal = GAME.legal_actions(state, 1)
    assert {a.kind for a in legal} == {"ability", "save"}
    assert verdict(state, 1, "end").code == "save-now"
    state = act(state, 1, "save")
    assert state.control == 1 and state.puck == "e4" and state.goals == (0, 0)
    assert state.play == (BASE,)                           # the shot's cards are discarded, the rest stays
    assert set(state.discards[0]) >= {SHOT_R, GOAL_R} and set(state.discards[1]) >= {PASS_H, SAVE_H}
    assert state.stage is None and state.shot is None and state.turn == 0 and state.phase == PLAY


def test_a_save_card_may_use_its_ability_before_the_save():
    # Taking Turns: "use ONE Ability listed on that card"; Scoring a Goal: a Save discards "all the
    # cards from the shot sequence", the Save card with them, so its ability comes first (B13).
    state = faced(shot_taken())
    state = act(act(act(state, 0, "play", GOAL_R), 0, "score"), 0, "end")
    state = act(act(state, 1, "play", SAVE_H), 1, "ability", "black", "e1")
    assert state.stage == SAVE and GAME.legal_actions(state, 1) == [Action(1, "save")]
    state = act(state, 1, "save")
    assert state.control == 1 and state.puck == "e1" and state.turn == 0 and state.phase == PLAY


def test_facing_a_score_only_a_card_that_can_save_may_be_played():
    state = faced(shot_taken())
    state = act(act(act(state, 0, "play", GOAL_R), 0, "score"), 0, "end")
    v = verdict(state, 1, "play", FILL_H[1])
    assert v.code == "save-only" and "Scoring a Goal" in v.rule


def test_save_is_refused_when_no_score_is_being_answered():
    state = act(attack("c9", hand0=(SAVE_R, GOAL_R)), 0, "play", SAVE_R)
    v = verdict(state, 0, "save")
    assert v.code == "save-needs-score"


def test_playing_something_else_on_the_shot_card_ends_the_shot_and_the_shooter_keeps_the_puck():
    state = faced(shot_taken())
    state = act(state, 0, "play", ROOKIE_R if ROOKIE_R in state.hands[0] else FILL_R[1])
    assert state.stage is None and state.shot is None and state.control == 0


def test_choosing_not_to_score_ends_the_shot():
    state = faced(shot_taken())
    state = act(state, 0, "play", GOAL_R)
    assert state.stage == SCORE and Action(0, "score") in GAME.legal_actions(state, 0)
    state = act(state, 0, "end")
    assert state.stage is None and state.control == 0 and state.turn == 1


def doubles_on_the_shot_card(shot_card=SNIPER_H, own=SNIPER_R, control=0):
    """Seat 0 on the Shot Card with Doubles: any basic action, Score among them (Doubles Rule)."""
    state = arrange(hands=((SHOT_R, own, GOAL_R) + FILL_R, (shot_card, PASS_H) + FILL_H), play=(BASE,), puck="e4")
    state = act(act(act(state, 0, "play", SHOT_R), 0, "shoot"), 0, "end")
    state = faced(state, shot_card)
    state = evolve(state, control=control)
    state = act(state, 0, "play", own)
    assert state.doubles and state.stage == SCORE and verdict(state, 0, "score").ok
    return state


@pytest.mark.parametrize("use", [("move", "e3"), ("shoot",), ("body-check",), ("end",)])
def test_a_card_used_for_anything_but_score_ends_the_shot(use):
    # Scoring a Goal: "On your next turn, play a card with the Score action. If you cannot score,
    # then you control the puck." A card has ONE action (Taking Turns), so any other action, or
    # none, is the shot's end; the next card of the shooter is no Score on a Shot Card.
    if use[0] == "body-check":     # the Shot Card took the puck; Doubles on a #3 may body-check
        state = doubles_on_the_shot_card(BODY_H, BODY_R, control=1)
    else:
        state = doubles_on_the_shot_card()
    shot_from = state.shot_from
    state, events = GAME.apply(state, Action(0, use[0], tuple(use[1:])))
    assert [e.kind for e in events if e.kind == "no-score"] == ["no-score"]    # the log says the shot is over
    if use[0] == "shoot":          # a new shot from the Score card's place, not the old one
        assert state.stage == SHOT_CARD and state.shot == 0 and state.shot_from == shot_from + 2
    else:
        assert state.stage is None and state.shot is None
    assert state.control == 0
    if state.phase == USE:
        state = act(state, 0, "end")
    if use[0] == "shoot":
        return
    state = act(state, 1, "play", PASS_H)
    if state.phase == USE:
        state = act(state, 1, "end")
    state = act(state, 0, "play", GOAL_R)
    v = verdict(state, 0, "score")
    assert v.code == "score-needs-shot-card"

# ----- Doubles ------------------------------------------------------------------------------------
def test_doubles_allow_any_basic_action():
    # The Rookie prints only Move; on another #0 it may shoot.
    state = arrange(hands=((ROOKIE_R,) + FILL_R, (PASS_H,) + FILL_H), play=(ROOKIE_H,), puck="e3", control=0)
    state = act(state, 0, "play", ROOKIE_R)
    assert state.doubles
    assert Action(0, "shoot") in GAME.legal_actions(state, 0)
    state = act(state, 0, "shoot")
    assert state.stage == SHOT_CARD


def test_doubles_let_a_card_without_score_score_on_the_shot_card():
    state = arrange(hands=((SHOT_R, SNIPER_R) + FILL_R, (SNIPER_H, PASS_H) + FILL_H), play=(BASE,), puck="e5")
    state = act(act(act(state, 0, "play", SHOT_R), 0, "shoot"), 0, "end")
    state = faced(state, SNIPER_H)                         # the Shot Card is a #7
    state = act(state, 0, "play", SNIPER_R)                # another #7: Doubles
    assert state.doubles and verdict(state, 0, "score").ok


def test_doubles_without_numbers_need_the_same_name():
    state = arrange(hands=((GOAL_R,) + FILL_R, FILL_H), play=(GOAL_H,), puck="c9", control=1)
    state = act(state, 0, "play", GOAL_R)
    assert state.doubles and Action(0, "body-check") in GAME.legal_actions(state, 0)
    other = arrange(hands=((SAVE_R,) + FILL_R, FILL_H), play=(GOAL_H,), puck="c9", control=1)
    other = act(other, 0, "play", SAVE_R)
    assert not other.doubles


def test_without_doubles_only_the_printed_action():
    state = act(attack("e3", hand0=(ROOKIE_R, GOAL_R)), 0, "play", ROOKIE_R)
    assert not state.doubles
    kinds = {a.kind for a in GAME.legal_actions(state, 0)}
    assert kinds == {"ability", "move", "end"}


# ----- control, Move, abilities, Body-Check -------------------------------------------------------
def test_move_needs_control_and_goes_one_area_along_an_arrow():
    state = act(attack("c9", hand0=(ROOKIE_R, GOAL_R), control=1), 0, "play", ROOKIE_R)
    assert verdict(state, 0, "move", "ne9").code == "no-control"
    state = act(attack("c9", hand0=(ROOKIE_R, GOAL_R)), 0, "play", ROOKIE_R)
    v = verdict(state, 0, "move", "e3")
    assert v.code == "not-adjacent" and "Taking Turns" in v.rule
    state = act(state, 0, "move", "ne9")
    assert state.puck == "ne9" and state.control == 0 and state.action_used


def test_a_color_moves_the_puck_one_area_whoever_controls_it_and_keeps_control_unchanged():
    state = arrange(hands=((BODY_R,) + FILL_R, FILL_H), play=(BASE,), puck="c9", control=1)
    state = act(state, 0, "play", BODY_R)                  # brown
    assert verdict(state, 0, "ability", "brown", "e8").code == "not-adjacent"
    assert verdict(state, 0, "ability", "blue", "ne9").code == "no-such-color"
    state = act(state, 0, "ability", "brown", "ne9")
    assert state.puck == "ne9" and state.control == 1
    assert verdict(state, 0, "ability", "brown", "e8").code == "one-ability"


def test_one_action_per_card():
    state = act(attack("c9", hand0=(ROOKIE_R, GOAL_R)), 0, "play", ROOKIE_R)
    state = act(state, 0, "move", "ne9")
    assert verdict(state, 0, "move", "e8").code == "one-action"


def test_body_check_takes_the_puck_where_it_is():
    state = arrange(hands=((BODY_R,) + FILL_R, FILL_H), play=(BASE,), puck="w4", control=1)
    state = act(state, 0, "play", BODY_R)
    state = act(state, 0, "body-check")
    assert state.control == 0 and state.puck == "w4"


def test_body_check_is_refused_when_you_already_have_the_puck():
    state = arrange(hands=((BODY_R,) + FILL_R, FILL_H), play=(BASE,), puck="w4", control=0)
    state = act(state, 0, "play", BODY_R)
    assert verdict(state, 0, "body-check").code == "already-control"


def test_the_turn_ends_by_itself_when_the_card_offers_nothing_more():
    plain = SCORE_H                                        # Score only, no color
    state = arrange(hands=(FILL_R, (plain,) + FILL_H), play=(BASE,), puck="c9", control=0, turn=1)
    state = act(state, 1, "play", plain)
    assert state.turn == 0 and state.phase == PLAY


# ----- drawing and the hand limit -----------------------------------------------------------------
def test_the_turn_ends_with_one_draw():
    state = act(attack("c9", hand0=(ROOKIE_R, GOAL_R)), 0, "play", ROOKIE_R)
    before = (len(state.hands[0]), len(state.decks[0]))
    state = act(state, 0, "end")
    assert (len(state.hands[0]), len(state.decks[0])) == (before[0] + 1, before[1] - 1)


def test_no_draw_with_eight_cards_in_hand():
    extra = tuple(card(0, c) for c in ("save-skate", "save-stick", "save-glove", "goal-skate"))
    state = arrange(hands=((ROOKIE_R,) + FILL_R + extra, FILL_H), play=(BASE,))
    assert len(state.hands[0]) == 9
    state = act(state, 0, "play", ROOKIE_R)
    deck = len(state.decks[0])
    state = act(state, 0, "end")
    assert len(state.hands[0]) == 8 and len(state.decks[0]) == deck


def test_seven_cards_draw_up_to_eight():
    extra = tuple(card(0, c) for c in ("save-skate", "save-stick", "save-glove"))
    state = arrange(hands=((ROOKIE_R,) + FILL_R + extra, FILL_H), play=(BASE,))
    state = act(act(state, 0, "play", ROOKIE_R), 0, "end")
    assert len(state.hands[0]) == 8


# ----- turns ----------------------------------------------------------------------------------------
def test_only_the_player_on_turn_plays_and_only_from_hand():
    state = attack("c9")
    v = verdict(state, 1, "play", PASS_H)
    assert v.code == "not-your-turn" and "Taking Turns" in v.rule
    assert verdict(state, 0, "play", card(0, "save-stick")).code == "not-in-hand"
    assert verdict(state, 0, "move", "ne9").code == "play-first"
    state = act(state, 0, "play", ROOKIE_R if ROOKIE_R in state.hands[0] else FILL_R[0])
    assert verdict(state, 0, "play", GOAL_R).code == "card-played"


def test_illegal_actions_change_nothing():
    state = attack("c9")
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(state, Action(1, "play", (PASS_H,)))
    assert caught.value.verdict.code == "not-your-turn"


# ----- face-offs -------------------------------------------------------------------------------------
def faceoff(hand0, hand1, home=0):
    state = arrange(hands=(hand0, hand1), phase=FACEOFF, ready=(True, True), control=None, home=home)
    return state


@pytest.mark.parametrize("home", [0, 1])
def test_a_tied_faceoff_goes_to_home_ice(home):
    state = faceoff((SNIPER_R,) + FILL_R, (SNIPER_H,) + FILL_H, home=home)
    state = act(act(state, 0, "faceoff", SNIPER_R), 1, "faceoff", SNIPER_H)
    assert state.control == home and state.turn == home and state.phase == PLAY
    assert state.play == ((SNIPER_R, SNIPER_H)[home],)


@pytest.mark.parametrize("home", [0, 1])
def test_the_higher_number_wins_the_faceoff(home):
    state = faceoff((ROOKIE_R,) + FILL_R, (SNIPER_H,) + FILL_H, home=home)
    state = act(act(state, 1, "faceoff", SNIPER_H), 0, "faceoff", ROOKIE_R)
    assert state.control == 1 and state.turn == 1 and state.puck == "c9"
    assert state.play == (SNIPER_H,) and ROOKIE_R in state.discards[0]


def test_no_number_is_weaker_than_a_goalie_and_a_goalie_weaker_than_zero():
    goalie_r, goalie_h = card(0, "goalie-g-helmet"), card(1, "goalie-g-skate")
    state = faceoff((GOAL_R,) + FILL_R, (goalie_h,) + FILL_H, home=0)
    state = act(act(state, 0, "faceoff", GOAL_R), 1, "faceoff", goalie_h)
    assert state.control == 1
    state = faceoff((goalie_r,) + FILL_R, (ROOKIE_H,) + FILL_H, home=0)
    state = act(act(state, 0, "faceoff", goalie_r), 1, "faceoff", ROOKIE_H)
    assert state.control == 1


def test_the_faceoff_winner_may_make_doubles_on_the_faceoff_card():
    state = faceoff((SNIPER_R, card(0, "sniper-7-stick")) + FILL_R, (ROOKIE_H,) + FILL_H)
    state = act(act(state, 0, "faceoff", SNIPER_R), 1, "faceoff", ROOKIE_H)
    state = act(state, 0, "play", card(0, "sniper-7-stick"))
    assert state.doubles


def test_bench_switches_before_the_faceoff():
    state = GAME.new_game(3)
    assert state.phase == FACEOFF and GAME.pending(state)[0].kind == "bench"
    bench = state.benches[0]
    players = [c for c in state.hands[0] if T.player[c]]
    others = [c for c in state.hands[0] if not T.player[c]]
    assert verdict(state, 0, "faceoff", state.hands[0][0]).code == "bench-first"
    if others:
        v = verdict(state, 0, "switch", others[0], bench[0])
        assert v.code == "bench-players-only" and "Setup" in v.rule
    for c in players:
        for b in bench:
            v = verdict(state, 0, "switch", c, b)
            clash = any(T.name[x] == T.name[c] for x in bench if x != b)
            assert v.ok != clash and (v.ok or v.code == "bench-different")
    assert verdict(state, 0, "switch", bench[0], state.hands[0][0]).code == "not-in-hand"


def test_at_most_two_bench_switches():
    state = arrange(hands=((ROOKIE_R,) + FILL_R, FILL_H), phase=FACEOFF, ready=(False, False), control=None)
    bench = state.benches[0]
    state = act(state, 0, "switch", ROOKIE_R, bench[0])
    state = act(state, 0, "switch", FILL_R[2], bench[1])
    assert state.ready[0] and state.swaps[0] == 2
    assert bench[0] in state.hands[0] and ROOKIE_R in state.benches[0]
    assert verdict(state, 0, "switch", FILL_R[3], bench[2]).code == "bench-done"
    assert GAME.pending(state)[0].kind == "faceoff" and GAME.pending(state)[0].secret


def test_faceoff_choice_is_invisible_to_the_other_seat():
    state = faceoff((SNIPER_R,) + FILL_R, (ROOKIE_H,) + FILL_H)
    state = act(state, 0, "faceoff", SNIPER_R)
    assert SNIPER_R in GAME.hidden_from(state, 1) and SNIPER_R not in GAME.hidden_from(state, 0)
    assert SNIPER_R not in repr(GAME.view(state, 1)) and SNIPER_R not in repr(GAME.view(state, None))
    assert GAME.view(state, 0).pick == SNIPER_R and GAME.view(state, 1).chosen == (True, False)
    decisions = GAME.pending(state)
    assert [(d.seat, d.kind, d.secret) for d in decisions] == [(1, "faceoff", True)]
    state = act(state, 1, "faceoff", ROOKIE_H)
    assert SNIPER_R in repr(GAME.view(state, 1))           # revealed and played


def test_faceoff_events_keep_the_card_private_until_the_reveal():
    state = faceoff((SNIPER_R,) + FILL_R, (ROOKIE_H,) + FILL_H)
    _, events = GAME.apply(state, Action(0, "faceoff", (SNIPER_R,)))
    public = [e for e in events if e.visible_to(1)]
    assert public and not any(SNIPER_R in repr(e.data) or "Sniper" in e.text for e in public)


# ----- periods ---------------------------------------------------------------------------------------
def test_the_period_ends_when_a_hand_runs_out():
    state = arrange(hands=((ROOKIE_R,), FILL_H), play=(BASE,), decks=((), None))
    state = act(state, 0, "play", ROOKIE_R)
    assert state.phase == OVER and GAME.outcome(state).draw


def test_with_more_periods_every_card_but_bench_and_score_pile_is_reshuffled():
    options = {"periods": 2}
    state = arrange(hands=((ROOKIE_R,), FILL_H), play=(BASE,), decks=((), None), options=options,
                    goals=(1, 0), scored=((card(1, "goal-glove"), GOAL_R), ()))
    state = act(state, 0, "play", ROOKIE_R)
    assert state.period == 2 and state.phase == FACEOFF and state.goals == (1, 0)
    assert len(state.hands[0]) == 5 and len(state.hands[1]) == 5
    assert len(state.decks[0]) + 5 == 62 - 1 and len(state.decks[1]) + 5 == 62 - 1
    assert state.play == () and all(not d for d in state.discards)


def test_a_shot_in_progress_when_the_period_ends_counts_for_nothing():
    state = arrange(hands=((SHOT_R, GOAL_R), (PASS_H,) + FILL_H), play=(BASE,), puck="e4", decks=((), None))
    state = act(act(act(state, 0, "play", SHOT_R), 0, "shoot"), 0, "end")
    state = faced(state, PASS_H)
    state = act(state, 0, "play", GOAL_R)                  # the last card: the period ends at once
    assert state.phase == OVER and state.goals == (0, 0)


def test_most_goals_wins():
    state = arrange(hands=((ROOKIE_R,), FILL_H), play=(BASE,), decks=((), None), goals=(0, 1),
                    scored=((), (GOAL_R, card(1, "goal-glove"))))
    state = act(state, 0, "play", ROOKIE_R)
    outcome = GAME.outcome(state)
    assert outcome.winners == (1,) and outcome.scores == (0, 1)


def test_the_game_over_refuses_everything():
    state = arrange(hands=((ROOKIE_R,), FILL_H), play=(BASE,), decks=((), None))
    state = act(state, 0, "play", ROOKIE_R)
    assert GAME.pending(state) == ()
    assert verdict(state, 1, "play", PASS_H).code == "game-over"


def test_scenario_positions_keep_every_card():
    state = attack("e4")
    full = GAME.inventory(GAME.new_game(1))
    assert GAME.inventory(state) == full
    assert GAME.inventory(evolve(state)) == full


# ----- counts of legal actions from fixed positions (perft-like) ----------------------------------
def test_legal_action_counts_from_fixed_positions():
    # Body-Check (brown) at center ice, the opponent holding the puck: 2 ability moves, body-check, end.
    state = act(arrange(hands=((BODY_R,) + FILL_R, FILL_H), play=(BASE,), puck="c9", control=1), 0, "play", BODY_R)
    assert len(GAME.legal_actions(state, 0)) == 4 and GAME.legal_actions(state, 1) == []
    # Shot on Goal (red, Shoot) in the low slot with the puck: 5 ability moves, shoot, end.
    state = act(attack("e4"), 0, "play", SHOT_R)
    assert len(GAME.legal_actions(state, 0)) == 7
    # Rookie on a #0 (Doubles) in the high slot with the puck: 5 pink moves, 5 Moves, shoot, end.
    state = arrange(hands=((ROOKIE_R,) + FILL_R, FILL_H), play=(ROOKIE_H,), puck="e3", control=0)
    state = act(state, 0, "play", ROOKIE_R)
    assert len(GAME.legal_actions(state, 0)) == 12
    # Before a face-off: each hand Player card against each bench card it may replace, plus keep.
    state = arrange(hands=((ROOKIE_R,) + FILL_R, FILL_H), phase=FACEOFF, ready=(False, False), control=None)
    # Runners' bench: Sniper, Playmaker, Enforcer, Goalie, Captain. The hand's Breakout Pass is no
    # Player card; its Captain may only replace the Captain; Rookie, Grinder and Two-Way Forward
    # may replace any of the five.
    assert len(GAME.legal_actions(state, 0)) == 3 * 5 + 1 + 1
