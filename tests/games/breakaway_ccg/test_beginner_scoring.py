"""Breakaway: CCG, Part 1 (Beginner rules) "Scoring a Goal": Shoot from areas 1-6, the Shot Card, the
Score and the defender's one chance to Save, Doubles on the Shot Card, and what ends a shot
(rulings B11-B13), with the legal list and each refusal in its exact words."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import piles as piles_module
from tabletop.games.breakaway_ccg.beginner import flow
from tabletop.games.breakaway_ccg.beginner import legality as lg
from tabletop.games.breakaway_ccg.state import FACEOFF, PLAY, SAVE, SCORE, SHOT_CARD, USE, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    BASE_CARD,
    BODY,
    BODY_B,
    BODY_R,
    CAPTAIN,
    CAPTAIN_B,
    CRASH,
    FILL_H,
    FILL_R,
    GOAL,
    GOAL_B,
    GOAL_H,
    GOAL_R,
    GRINDER,
    ICING_B,
    PASS_B,
    PASS_H,
    ROOKIE,
    ROOKIE2,
    ROOKIE_B,
    ROOKIE_R,
    SAVE_A,
    SAVE_B,
    SAVE_H,
    SAVE_R,
    SCORE5_B,
    SCORE_H,
    SHOT,
    SHOT_B,
    SHOT_R,
    SNIPER_H,
    SNIPER_R,
    advance,
    attack,
    faced,
    pos,
    pub,
)
from tests.games.breakaway_ccg.support import (
    BEGINNER_BOOK,
    GAME,
    PASS1,
    SAVE0,
    SAVE1,
    SNIPER,
    T,
    act,
    arrange,
    beginner_allowed,
    beginner_refusal,
    beginner_use,
    card,
    verdict,
)

BODY_H = card(1, "body-check-3-helmet")


def shot_taken(hand1=(SAVE_H, PASS_H)):
    """Seat 0 has shot from the low slot with Shot on Goal and ended the turn (red not used)."""
    state = act(attack("e4", hand1=hand1), 0, "play", SHOT_R)
    return act(act(state, 0, "shoot"), 0, "end")


def doubles_on_the_shot_card(shot_card=SNIPER_H, own=SNIPER_R, control=0):
    """Seat 0 on the Shot Card with Doubles: any basic action, Score among them (Doubles Rule)."""
    state = arrange(hands=((SHOT_R, own, GOAL_R) + FILL_R, (shot_card, PASS_H) + FILL_H), play=(BASE_CARD,), puck="e4")
    state = act(act(act(state, 0, "play", SHOT_R), 0, "shoot"), 0, "end")
    state = faced(state, shot_card)
    state = evolve(state, control=control)
    state = act(state, 0, "play", own)
    assert state.doubles and state.stage == SCORE and verdict(state, 0, "score").ok
    return state


def test_discarded_cards_go_to_their_owners_piles_after_what_is_there():
    """Scoring a Goal: the shot's cards are discarded, each to its owner's pile (B13)."""
    piles = ((GOAL,), (SAVE_B,))
    assert piles_module.discard_cards(T, piles, (ROOKIE, ROOKIE_B, SHOT)) == ((GOAL, ROOKIE, SHOT), (SAVE_B, ROOKIE_B))
    assert piles_module.discard_cards(T, ((), ()), ()) == ((), ())


def test_a_save_answers_with_a_printed_save_or_doubles_on_the_score_card():
    """Taking Turns: Save; Doubles Rule: Doubles on the Score card may be any basic action (B13)."""
    state = pos(play=(SHOT, ROOKIE_B, GOAL))
    assert flow.can_save(T, state, SAVE_B) is True
    assert flow.can_save(T, state, GOAL_B) is True          # the same name as the Score card
    assert flow.can_save(T, state, ROOKIE_B) is False
    assert flow.can_save(T, pos(play=(ROOKIE,)), ROOKIE_B) is True    # same number, no Save printed


def test_only_the_shooters_turn_on_the_shot_card_scores_and_the_save_is_owed_until_used():
    """Scoring a Goal (B12, B13): only the shooter's turn on the Shot Card is a scoring turn; the
    Save is owed until the defender's card has used it."""
    assert flow.scoring_turn(pos(stage=SCORE, turn=1, shot=1)) is True
    assert flow.scoring_turn(pos(stage=SCORE, turn=0, shot=1)) is False
    assert flow.scoring_turn(pos(stage=SAVE, turn=1, shot=1)) is False
    assert flow.save_owed(pos(stage=SAVE, action_used=False)) is True
    assert flow.save_owed(pos(stage=SAVE, action_used=True)) is False
    assert flow.save_owed(pos(stage=SCORE, action_used=False)) is False


def test_the_shot_card_is_a_played_card_and_opens_the_score_stage():
    """Scoring a Goal (B11): the opponent's next card is the Shot Card, with its ability and action."""
    state = pos(turn=1, hands=((GOAL,), (ROOKIE_B, SAVE_B)), play=(SHOT,), shot=0, stage=SHOT_CARD, puck="e4")
    new, events = advance(flow.play_card, state, 1, ROOKIE_B)
    assert events[1] == pub("shot-card", "Rookie 0 (skate) is the Shot Card: Ann may now try to score on it.",
                            {"seat": 1, "card": ROOKIE_B})
    assert (new.stage, new.phase, new.turn) == (SCORE, USE, 1)       # pink still to use
    # A Shot Card with nothing to use ends Bo's turn at once.
    state = pos(turn=1, hands=((GOAL,), (SCORE5_B, SAVE_B)), decks=((), (PASS_B,)), play=(SHOT,), shot=0,
                stage=SHOT_CARD, puck="e4")
    new, events = advance(flow.play_card, state, 1, SCORE5_B)
    assert [e[0] for e in events] == ["play", "shot-card", "draw", "draw-own"]
    assert (new.stage, new.phase, new.turn, new.shot) == (SCORE, PLAY, 0, 0)


def test_a_card_played_to_save_waits_for_the_save():
    """Scoring a Goal (B13): the defender's card answers the Score; the Save is still to use."""
    state = pos(turn=1, hands=((GOAL,), (SCORE5_B, SAVE_B)), play=(SHOT, ROOKIE_B, GOAL), shot=0, stage=SAVE,
                action_used=True, ability_used=True)
    new, events = advance(flow.play_card, state, 1, SCORE5_B)
    assert [e[0] for e in events] == ["play"]
    assert (new.phase, new.turn, new.stage, new.action_used) == (USE, 1, SAVE, False)


def test_a_card_that_cannot_score_on_the_shot_card_ends_the_shot():
    """Scoring a Goal: "if you cannot score, then you control the puck" (B12)."""
    state = pos(hands=((ROOKIE, GOAL), ()), play=(SHOT, PASS_B), shot=0, stage=SCORE, control=1, puck="e4")
    new, events = advance(flow.play_card, state, 0, ROOKIE)
    assert events[1] == pub("no-score", "Ann has no Score on the Shot Card: the shot is over and Ann keeps the "
                                        "puck.", {"seat": 0})
    assert (new.shot, new.stage, new.control, new.phase) == (None, None, 0, USE)
    # Doubles on the Shot Card may Score: the shot goes on.
    state = pos(hands=((ROOKIE, GOAL), ()), play=(SHOT, ROOKIE_B), shot=0, stage=SCORE, puck="e4")
    new, events = advance(flow.play_card, state, 0, ROOKIE)
    assert [e[0] for e in events] == ["play"] and (new.shot, new.stage) == (0, SCORE)
    # The shooter's seat 1 is named when seat 1 shoots.
    state = pos(turn=1, hands=((), (ROOKIE_B, GOAL_B)), play=(SHOT_B, GRINDER), shot=1, stage=SCORE, control=0)
    new, events = advance(flow.play_card, state, 1, ROOKIE_B)
    assert events[1][1] == "Bo has no Score on the Shot Card: the shot is over and Bo keeps the puck."
    assert new.control == 1


def test_a_shot_marks_the_shooter_the_shot_card_stage_and_where_the_shot_began():
    """Taking Turns: Shoot; Scoring a Goal (B11): the card that shoots may still use its color."""
    state = pos(phase=USE, play=(GRINDER, ROOKIE_B, SHOT), puck="e4", control=0)
    new, events = advance(flow.shoot, state)
    assert events == [pub("shoot", "Ann shoots from east end, low slot (4)! Bo's next card is the Shot Card.",
                          {"seat": 0, "area": "e4"})]
    assert (new.shot, new.stage, new.shot_from, new.action_used, new.phase, new.turn) == (0, SHOT_CARD, 2, True,
                                                                                          USE, 0)
    # Shooting again on the Shot Card ends the first shot and starts another.
    state = pos(turn=1, phase=USE, play=(SHOT_B, GRINDER, CAPTAIN_B), puck="w4", control=0, shot=1, stage=SCORE,
                shot_from=0, ability_used=True, doubles=True, decks=((), (GOAL_B,)))
    new, events = advance(flow.shoot, state)
    assert [e[0] for e in events][2:] == ["draw", "draw-own"]
    assert [e[1] for e in events][:2] == [
        "Bo shoots again instead of scoring: the shot is over and Bo keeps the puck.",
        "Bo shoots from west end, low slot (4)! Ann's next card is the Shot Card."]
    assert (new.shot, new.stage, new.shot_from, new.control, new.turn) == (1, SHOT_CARD, 2, 1, 0)


def test_a_score_attempt_gives_the_defender_one_chance():
    """Scoring a Goal (B12): after the Score the defender may answer; the scorer's color may follow."""
    state = pos(phase=USE, play=(SHOT, PASS_B, GOAL), puck="e4", shot=0, stage=SCORE, shot_from=0)
    new, events = advance(flow.score, state)
    assert events == [pub("score-attempt", "Ann tries to score! Bo has one chance to save.", {"seat": 0})]
    assert (new.stage, new.action_used, new.phase, new.turn) == (SAVE, True, USE, 0)     # blue still unused
    state = pos(turn=1, phase=USE, play=(SHOT_B, PASS_B, SCORE5_B), puck="w4", shot=1, stage=SCORE,
                decks=((), (ROOKIE_B,)))
    new, events = advance(flow.score, state)
    assert events[0][1] == "Bo tries to score! Ann has one chance to save."
    assert [e[0] for e in events] == ["score-attempt", "draw", "draw-own"]
    assert (new.stage, new.turn, new.phase) == (SAVE, 0, PLAY)


def test_a_save_discards_the_shot_and_the_saver_takes_the_puck():
    """Scoring a Goal: the save stops the shot; its cards (from the one that shot) are discarded; the
    defender controls the puck, and play goes on from the saver's turn (B13)."""
    state = pos(turn=1, phase=USE, play=(GRINDER, SHOT, PASS_B, GOAL, SAVE_B), puck="e3", control=0, shot=0,
                stage=SAVE, shot_from=1, discards=((CRASH,), ()), hands=((), (ROOKIE_B,)), decks=((), (GOAL_B,)))
    new, events = advance(flow.save, state)
    assert events[0] == pub("save", "Bo saves! The shot's 4 cards are discarded and Bo controls the puck in east "
                                    "end, high slot (3).", {"seat": 1, "cards": (SHOT, PASS_B, GOAL, SAVE_B)})
    assert [e[0] for e in events] == ["save", "draw", "draw-own"]
    assert new.play == (GRINDER,) and new.discards == ((CRASH, SHOT, GOAL), (PASS_B, SAVE_B))
    assert (new.control, new.shot, new.stage, new.shot_from, new.turn, new.phase) == (1, None, None, 0, 0, PLAY)
    assert new.hands == ((), (ROOKIE_B, GOAL_B)) and new.puck == "e3"


def test_no_save_is_a_goal_and_a_face_off_follows():
    """Scoring a Goal (B13): Shot Card and Score card to the scorer's pile, every other card on the play
    area to its owner's discards, the goal counted, and a face-off at center ice."""
    five = (ROOKIE2, CAPTAIN, BODY, SAVE_A, CRASH)
    state = pos(turn=1, phase=PLAY, play=(GRINDER, SHOT, PASS_B, GOAL, ICING_B), puck="e4", shot=0, stage=SAVE,
                shot_from=1, goals=(2, 1), scored=((ROOKIE,), ()), hands=(five, (SAVE_B, GOAL_B, SCORE5_B,
                                                                              SHOT_B, BODY_B)))
    new, events = advance(flow.concede, state)
    assert events[:2] == [
        pub("no-save", "Bo has no save.", {"seat": 1}),
        pub("goal", "GOAL! Ann scores with Goal (helmet) on the Shot Card Breakout Pass 2 (helmet) (Ann 3, Bo 1).",
            {"seat": 0, "cards": (PASS_B, GOAL), "goals": (3, 1)}),
    ]
    assert [e[0] for e in events][2:] == ["faceoff-call"]
    assert new.goals == (3, 1) and new.scored == ((ROOKIE, PASS_B, GOAL), ())
    assert new.play == () and new.discards == ((GRINDER, SHOT), (ICING_B,))
    assert (new.shot, new.stage, new.shot_from, new.phase, new.puck, new.control) == (None, None, 0, FACEOFF,
                                                                                     "c9", None)
    # Seat 1 scores from the first card of the play area.
    state = pos(turn=0, play=(SHOT_B, ROOKIE, SCORE5_B), shot=1, stage=SAVE, shot_from=0, goals=(0, 0),
                hands=(five, (SAVE_B, GOAL_B, SHOT_B, BODY_B, PASS_B)))
    new, events = advance(flow.concede, state)
    assert events[0][1] == "Ann has no save." and events[0][2] == {"seat": 0}
    assert events[1][1] == "GOAL! Bo scores with Score 5 (helmet) on the Shot Card Rookie 0 (helmet) (Ann 0, Bo 1)."
    assert new.goals == (0, 1) and new.scored == ((), (ROOKIE, SCORE5_B)) and new.discards == ((), (SHOT_B,))


def test_ending_the_turn_on_the_shot_card_ends_the_shot():
    """Scoring a Goal (B12): ending the turn without a Score ends the shot; the shooter keeps the puck."""
    state = pos(phase=USE, play=(SHOT, PASS_B, GOAL), shot=0, stage=SCORE, control=1, hands=((ROOKIE,), ()),
                ability_used=True)
    new, events = advance(flow.end_use, state)
    assert [e[:3] for e in events][:2] == [
        ("no-score", "Ann does not score: the shot is over and Ann keeps the puck.", {"seat": 0}),
        ("end-turn", "Ann ends the turn.", {"seat": 0})]
    assert (new.shot, new.stage, new.control, new.turn) == (None, None, 0, 1)
    new, events = advance(flow.end_use, pos(turn=1, phase=USE, play=(PASS_B,), decks=((), (GOAL_B,))))
    assert events[0] == pub("end-turn", "Bo ends the turn.", {"seat": 1}) and new.turn == 0
    assert [e[0] for e in events] == ["end-turn", "draw", "draw-own"]


@pytest.mark.parametrize("puck", ["e8", "e0", "e7", "ne9", "c9", "w3", "w5"])
def test_shoot_is_refused_outside_areas_1_to_6_of_the_opponents_end(puck):
    """Part 1, "Scoring a Goal": the Shoot action (ruling B11)."""
    state = act(attack(puck), 0, "play", SHOT_R)
    v = verdict(state, 0, "shoot")
    assert not v.ok and v.code == "shoot-outside"
    assert v.rule == "Breakaway: CCG, Beginner rules — Scoring a Goal"
    assert Action(0, "shoot") not in GAME.legal_actions(state, 0)


@pytest.mark.parametrize("puck", ["e1", "e2", "e3", "e4", "e5", "e6"])
def test_shoot_is_allowed_from_each_of_areas_1_to_6(puck):
    """Part 1, "Scoring a Goal": the Shoot action (ruling B11)."""
    state = act(attack(puck), 0, "play", SHOT_R)
    assert verdict(state, 0, "shoot").ok
    state = act(state, 0, "shoot")
    assert (state.stage, state.shot, state.turn, state.phase) == (SHOT_CARD, 0, 0, USE)
    state = act(state, 0, "end")
    assert (state.stage, state.shot, state.turn, state.phase) == (SHOT_CARD, 0, 1, PLAY)
    assert GAME.pending(state)[0].kind == "shot-card"


def test_shooting_needs_control_of_the_puck():
    """Part 1, "Scoring a Goal": the Shoot action (ruling B11)."""
    state = act(attack("e3", control=1), 0, "play", SHOT_R)
    v = verdict(state, 0, "shoot")
    assert v.code == "no-control-shot" and "Scoring a Goal" in v.rule


def test_a_card_without_shoot_cannot_shoot():
    """Part 1, "Scoring a Goal": the Shoot action (ruling B11)."""
    state = act(attack("e3", hand0=(ROOKIE_R, GOAL_R)), 0, "play", ROOKIE_R)
    v = verdict(state, 0, "shoot")
    assert v.code == "no-such-action" and "Doubles Rule" in v.rule


def test_a_card_that_shoots_may_still_use_its_ability_after_the_shot():
    # Taking Turns: an action and/or Ability, in either order (B6); Shoot does not end the turn (B11).
    """Part 1, "Scoring a Goal": the Shoot action (ruling B11)."""
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
    """Part 1, "Scoring a Goal": the Shoot action (ruling B11)."""
    state = act(act(attack("e5"), 0, "play", SHOT_R), 0, "ability", "red", "e4")
    state = act(state, 0, "shoot")
    assert (state.stage, state.turn, state.phase) == (SHOT_CARD, 1, PLAY)


def test_the_shot_card_gets_its_ability_and_action():
    # Taking Turns: the Shot Card is "the next card played by the opponent", a played card like any.
    """Part 1, "Scoring a Goal": the Shot Card (ruling B11)."""
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
    """Part 1, "Scoring a Goal": the Shot Card (ruling B11)."""
    state = shot_taken(hand1=(SAVE_H, GOAL_H))
    state = act(state, 1, "play", GOAL_H)                      # blue, Score
    assert Action(1, "score") not in GAME.legal_actions(state, 1)
    assert verdict(state, 1, "score").code == "score-needs-shot-card"


def test_a_shot_card_that_body_checks_takes_the_puck_and_the_shooter_may_still_score():
    # Taking Turns, Body-Check: "Take control of the puck immediately where it is"; Scoring a Goal:
    # "If you cannot score, then you control the puck".
    """Part 1, "Scoring a Goal": the Shoot action (ruling B11)."""
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
    """Part 1, "Scoring a Goal": the Score on the Shot Card (ruling B12)."""
    state = act(attack("e4"), 0, "play", GOAL_R)
    v = verdict(state, 0, "score")
    assert not v.ok and v.code == "score-needs-shot-card" and "Scoring a Goal" in v.rule


def test_a_card_that_scores_may_still_use_its_ability_after_the_score():
    """Part 1, "Scoring a Goal": the Score on the Shot Card (ruling B12)."""
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
    """Part 1, "Scoring a Goal": the Score on the Shot Card (ruling B12)."""
    state = act(faced(shot_taken()), 0, "play", GOAL_R)
    state = act(state, 0, "ability", "blue", "e3")
    assert state.stage == SCORE and state.shot == 0 and state.phase == USE
    state = act(state, 0, "score")
    assert (state.stage, state.turn, state.phase) == (SAVE, 1, PLAY)


def test_score_on_the_shot_card_then_no_save_is_a_goal_and_a_faceoff():
    """Part 1, "Scoring a Goal": the Score on the Shot Card (ruling B12)."""
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
    assert SHOT_R in state.discards[0] and BASE_CARD in state.discards[1]
    assert state.play == () and state.phase == FACEOFF and state.puck == "c9" and state.control is None
    assert all(len(h) >= 5 for h in state.hands)


def test_a_save_stops_the_goal_and_gives_the_saver_the_puck():
    """Part 1, "Scoring a Goal": the defender's one chance to Save (ruling B13)."""
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
    assert state.play == (BASE_CARD,)                           # the shot's cards are discarded, the rest stays
    assert set(state.discards[0]) >= {SHOT_R, GOAL_R} and set(state.discards[1]) >= {PASS_H, SAVE_H}
    assert state.stage is None and state.shot is None and state.turn == 0 and state.phase == PLAY


def test_a_save_card_may_use_its_ability_before_the_save():
    # Taking Turns: "use ONE Ability listed on that card"; Scoring a Goal: a Save discards "all the
    # cards from the shot sequence", the Save card with them, so its ability comes first (B13).
    """Part 1, "Scoring a Goal": the defender's one chance to Save (ruling B13)."""
    state = faced(shot_taken())
    state = act(act(act(state, 0, "play", GOAL_R), 0, "score"), 0, "end")
    state = act(act(state, 1, "play", SAVE_H), 1, "ability", "black", "e1")
    assert state.stage == SAVE and GAME.legal_actions(state, 1) == [Action(1, "save")]
    state = act(state, 1, "save")
    assert state.control == 1 and state.puck == "e1" and state.turn == 0 and state.phase == PLAY


def test_facing_a_score_only_a_card_that_can_save_may_be_played():
    """Part 1, "Scoring a Goal": the defender's one chance to Save (ruling B13)."""
    state = faced(shot_taken())
    state = act(act(act(state, 0, "play", GOAL_R), 0, "score"), 0, "end")
    v = verdict(state, 1, "play", FILL_H[1])
    assert v.code == "save-only" and "Scoring a Goal" in v.rule


def test_save_is_refused_when_no_score_is_being_answered():
    """Part 1, "Scoring a Goal": the defender's one chance to Save (ruling B13)."""
    state = act(attack("c9", hand0=(SAVE_R, GOAL_R)), 0, "play", SAVE_R)
    v = verdict(state, 0, "save")
    assert v.code == "save-needs-score"


def test_playing_something_else_on_the_shot_card_ends_the_shot_and_the_shooter_keeps_the_puck():
    """Part 1, "Scoring a Goal": the Score on the Shot Card (ruling B12)."""
    state = faced(shot_taken())
    state = act(state, 0, "play", ROOKIE_R if ROOKIE_R in state.hands[0] else FILL_R[1])
    assert state.stage is None and state.shot is None and state.control == 0


def test_choosing_not_to_score_ends_the_shot():
    """Part 1, "Scoring a Goal": the Score on the Shot Card (ruling B12)."""
    state = faced(shot_taken())
    state = act(state, 0, "play", GOAL_R)
    assert state.stage == SCORE and Action(0, "score") in GAME.legal_actions(state, 0)
    state = act(state, 0, "end")
    assert state.stage is None and state.control == 0 and state.turn == 1


@pytest.mark.parametrize("use", [("move", "e3"), ("shoot",), ("body-check",), ("end",)])
def test_a_card_used_for_anything_but_score_ends_the_shot(use):
    # Scoring a Goal: "On your next turn, play a card with the Score action. If you cannot score,
    # then you control the puck." A card has ONE action (Taking Turns), so any other action, or
    # none, is the shot's end; the next card of the shooter is no Score on a Shot Card.
    """Part 1, "Scoring a Goal": the Score on the Shot Card (ruling B12)."""
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


def test_doubles_let_a_card_without_score_score_on_the_shot_card():
    """Part 1, "Scoring a Goal" and "Doubles Rule": Doubles score on the Shot Card (ruling B12)."""
    state = arrange(hands=((SHOT_R, SNIPER_R) + FILL_R, (SNIPER_H, PASS_H) + FILL_H), play=(BASE_CARD,), puck="e5")
    state = act(act(act(state, 0, "play", SHOT_R), 0, "shoot"), 0, "end")
    state = faced(state, SNIPER_H)                         # the Shot Card is a #7
    state = act(state, 0, "play", SNIPER_R)                # another #7: Doubles
    assert state.doubles and verdict(state, 0, "score").ok


def test_the_save_chance():
    """Scoring a Goal (B12, B13): against a Score the defender may only play a card that can Save
    (a Save action, or Doubles on the Score card), or let the goal stand."""
    doubles = card(1, "goal-skate")                       # Goal on Goal: Doubles
    state = arrange(hands=((SNIPER,), (SAVE1, PASS1, doubles)), play=(card(0, "shot-on-goal-4-helmet"), GOAL),
                    turn=1, stage=SAVE, shot=0, puck="e3", control=0)
    assert lg.legal_actions(T, state, 1) == [Action(1, "play", (SAVE1,)), Action(1, "play", (doubles,)),
                                             Action(1, "concede")]
    assert beginner_allowed(state, 1, "play", SAVE1) and beginner_allowed(state, 1, "play", doubles) and beginner_allowed(state, 1, "concede")
    assert beginner_refusal(state, 1, "play", PASS1) == (
        "save-only", ("Player 1 is trying to score: you may only play a card that can Save (a Save action, or Doubles "
                     "on the Score card), or let the goal stand."), BEGINNER_BOOK + "Scoring a Goal")


def test_score_only_on_the_shot_card():
    """Scoring a Goal (B12): Score works only with the shooter's card on the opponent's Shot Card."""
    state = beginner_use(GOAL, stage=SCORE, shot=0)
    assert Action(0, "score") in lg.legal_actions(T, state, 0) and beginner_allowed(state, 0, "score")
    early = beginner_use(GOAL, stage=SHOT_CARD, shot=0)
    assert Action(0, "score") not in lg.legal_actions(T, early, 0)
    assert beginner_refusal(early, 0, "score") == (
        "score-needs-shot-card", ("Score only works on a Shot Card: the card beneath yours must be the opponent's "
                                 "answer to your shot."), BEGINNER_BOOK + "Scoring a Goal")
    other = beginner_use(GOAL, seat=0, stage=SCORE, shot=1)
    assert Action(0, "score") not in lg.legal_actions(T, other, 0)
    without = beginner_use(GOAL, stage=SCORE, shot=0, control=1)          # Score needs no control of the puck
    assert Action(0, "score") in lg.legal_actions(T, without, 0)


def test_the_save_is_owed_and_comes_last():
    """Scoring a Goal (B13): a card played against a Score must Save; its ability may come first."""
    state = beginner_use(SAVE1, seat=1, stage=SAVE, shot=0, control=0)
    arrows = T.arrows["e3"]
    assert lg.legal_actions(T, state, 1) == [Action(1, "ability", ("black", a)) for a in arrows] + [
        Action(1, "save")]
    assert beginner_allowed(state, 1, "save") and beginner_allowed(state, 1, "ability", "black", arrows[0])
    assert beginner_refusal(state, 1, "end") == (
        "save-now", "You played this card to stop the score: use its Save (its ability first, if you like).",
        BEGINNER_BOOK + "Scoring a Goal")
    done = evolve(state, ability_used=True)
    assert lg.legal_actions(T, done, 1) == [Action(1, "save")]
    saved = evolve(state, action_used=True)
    assert beginner_refusal(saved, 1, "save") == ("save-needs-score", "Save only answers the opponent's Score.",
                                         BEGINNER_BOOK + "Scoring a Goal")
    assert beginner_refusal(beginner_use(SAVE0), 0, "save")[0] == "save-needs-score"
