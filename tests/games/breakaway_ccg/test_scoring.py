"""Breakaway: CCG, "How to Score a Goal" (Part 2): the Passing Bonus and what +1, +2 and +3 allow,
Shoot and On-Net, the Shot Card, the Rebound check, the Score on the Shot Card, the Save on the
Score, the Tip, and where the puck goes when no goal is scored. Rulings O12, O19, O69, O85, O88,
O89, O102 are in ``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import official as of
from tabletop.games.breakaway_ccg import official_actions as oa
from tabletop.games.breakaway_ccg import official_colors as oc
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.state import (
    PLACE,
    PLAY,
    SAVE,
    SCORE,
    SHOT_CARD,
    START,
    STOPPAGE,
    USE,
)
from tests.games.breakaway_ccg.helpers_play import (
    CAPTAIN,
    CHECK,
    GOAL,
    H_CHECK,
    H_GOALIE,
    H_ROOKIE,
    H_SAVE,
    H_SCORE,
    H_SHOT,
    PLAYMAKER,
    ROOKIE,
    SAVE_C,
    SHOT,
    SHUTDOWN,
    TIP,
    VET,
    A,
    B,
    C,
    applied,
    eff,
    pairs,
    path,
    refusal,
    rule,
    use,
    using,
)
from tests.games.breakaway_ccg.support import GAME, T, act, card, extra_card, finish, official, verdict

r, x = card, extra_card
SAVE_NOW = (
    False,
    "save-now",
    "You played this card to stop the score: use its Save (its abilities first, if you like).",
    rule("How to Score a Goal"),
)


@pytest.fixture
def stay(monkeypatch):
    """Keep the turn open after an ability (the automatic end would clear the turn's gains)."""
    monkeypatch.setattr(fl, "auto_end", lambda t, state, events: state)


def test_a_pass_inside_the_offensive_zone_earns_a_bonus_that_allows_on_net():
    """How to Score a Goal: each pass wholly in the offensive zone is +1; +1 enables On-Net; the
    bonus resets when the puck leaves the zone."""
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "crash-the-net-4-stick"), r(0, "rookie-0-stick")),
                            (r(1, "goal-skate"),)), puck="e3", control=0, turn=0)
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    state = act(state, 0, "move", "e1")
    assert state.bonus == (1, 0)
    state = finish(state, 0)
    state = act(state, 1, "go") if state.phase == START else state
    state = finish(act(state, 1, "play", r(1, "goal-skate")), 1)
    state = act(state, 0, "go") if state.phase == START else state
    state = act(state, 0, "play", r(0, "crash-the-net-4-stick"))
    assert verdict(state, 0, "on-net")
    state = act(state, 0, "on-net")
    assert state.shot == 0 and state.stage == SHOT_CARD


def test_on_net_needs_a_passing_bonus():
    """How to Score a Goal: On-Net needs a Passing Bonus of +1."""
    state = official(hands=((r(0, "crash-the-net-4-stick"),), (r(1, "goal-skate"),)), puck="e3", control=0, turn=0)
    state = act(state, 0, "play", r(0, "crash-the-net-4-stick"))
    refused = verdict(state, 0, "on-net")
    assert not refused and refused.code == "on-net-bonus"


def test_a_plus_three_bonus_gives_a_free_shoot_on_any_card():
    """+3 Bonus: the Shoot Action for free on any card played."""
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "sniper-7-stick")), (r(1, "goal-skate"),)),
                     puck="e3", control=0, turn=0, bonus=(3, 0))
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    assert verdict(state, 0, "shoot")
    state = act(state, 0, "shoot")
    assert state.shot == 0 and not state.action_used      # the Move is still the card's own


def test_a_card_one_higher_than_the_shot_card_is_a_rebound():
    """Check for Rebound: one higher than the Shot Card: the shooter shoots again at once."""
    play = (r(0, "sniper-7-stick"), r(1, "shot-on-goal-4-glove"))
    state = official(hands=((r(0, "playmaker-5-helmet"),), (r(1, "goal-skate"),)), play=play, puck="e3", control=0,
                     turn=0, shot=0, stage="score", shot_from=0)
    state = act(state, 0, "play", r(0, "playmaker-5-helmet"))
    assert state.shot == 0 and state.stage == SHOT_CARD and state.shot_from == 2 and state.control == 0


@pytest.mark.parametrize("shot_card, control", [("shot-on-goal-4-glove", 0), ("captain-8-skate", 1),
                                                ("sniper-7-glove", 1)])
def test_no_score_puts_the_puck_on_the_last_player_number_and_compares_the_cards(shot_card, control):
    """No Goal: the puck goes to the area of the last played Player card's number; a Shot Card at
    least as strong as the shooting card gives the defender the puck, a weaker one leaves it."""
    play = (r(0, "sniper-7-stick"), r(1, shot_card))
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "goal-stick")), (r(1, "goal-skate"),)), play=play,
                     puck="e3", control=0, turn=0, shot=0, stage="score", shot_from=0)
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))       # Rookie 0: a Player card, no Score
    assert state.shot is None and state.puck == "e0" and state.control == control


def test_a_card_that_can_score_on_the_shot_card_must_score():
    """Phase 3: the action is mandatory when possible (ruling O12: on the Shot Card it is the Score)."""
    play = (r(0, "sniper-7-stick"), r(1, "shot-on-goal-4-glove"))
    state = official(hands=((r(0, "goal-stick"),), (r(1, "save-skate"),)), play=play, puck="e3", control=0,
                     turn=0, shot=0, stage="score", shot_from=0)
    state = act(state, 0, "play", r(0, "goal-stick"))
    refused = verdict(state, 0, "end")
    assert not refused and refused.code == "action-owed"
    state = finish(act(state, 0, "score"), 0)
    state = act(state, 1, "play", r(1, "save-skate"))
    state = act(state, 1, "save")
    assert state.phase == STOPPAGE and state.stoppage.reason == "save" and state.stoppage.chooser == 1
    assert state.stoppage.place == "east-end" and not state.play


def test_a_goal_scores_both_cards_and_calls_a_center_faceoff():
    """How to Score a Goal, Goal Scored: the Shot Card and Score card go to the score pile; center
    face-off."""
    play = (r(0, "sniper-7-stick"), r(1, "shot-on-goal-4-glove"))
    state = official(hands=((r(0, "goal-stick"),), (r(1, "rookie-0-skate"),)), play=play, puck="e3", control=0,
                     turn=0, shot=0, stage="score", shot_from=0)
    state = act(state, 0, "play", r(0, "goal-stick"))
    state = finish(act(state, 0, "score"), 0)
    state = act(state, 1, "concede")
    assert state.goals == (1, 0)
    assert state.scored[0] == (r(1, "shot-on-goal-4-glove"), r(0, "goal-stick"))
    assert state.phase == STOPPAGE and state.stoppage.place == "center"


def test_the_rebound_check_comes_first():
    """Check for Rebound comes before the score attempt: Tip-In 5 on a Shot Card 4 is a rebound."""
    play = (r(0, "sniper-7-stick"), r(1, "shot-on-goal-4-glove"))
    state = official(hands=((r(0, "tip-in-5-helmet"), r(0, "goal-stick")), (r(1, "rookie-0-skate"),)), play=play,
                     puck="e3", control=0, turn=0, shot=0, stage="score", shot_from=0)
    state = act(state, 0, "play", r(0, "tip-in-5-helmet"))
    assert state.stage == SHOT_CARD and state.shot_from == 2


def test_tip_ignores_the_shot_card_and_a_new_one_is_owed():
    """Actions: Tip ignores the last Shot Card, the next card is the new Shot Card; Ignore: both
    the ignored card and the one that ignored it are discarded."""
    play = (r(0, "sniper-7-stick"), r(1, "captain-8-skate"))
    state = official(hands=((r(0, "tip-in-5-helmet"), r(0, "goal-stick")), (r(1, "rookie-0-skate"),)), play=play,
                     puck="e3", control=0, turn=0, shot=0, stage="score", shot_from=0)
    state = act(state, 0, "play", r(0, "tip-in-5-helmet"))
    assert {a.kind for a in GAME.legal_actions(state, 0)} >= {"score", "tip"}
    state = act(state, 0, "tip")
    assert state.play == (r(0, "sniper-7-stick"),)
    assert r(1, "captain-8-skate") in state.discards[1] and r(0, "tip-in-5-helmet") in state.discards[0]
    assert state.stage == SHOT_CARD and state.turn == 1


def test_a_card_on_the_shot_card_may_gain_a_score_from_blue_purple_or_silver():
    """O69: a card on the Shot Card could still gain a Score from Blue, Purple, or Silver copying a
    Score card beneath it; not when Cancelled."""
    assert of.may_gain_score(T, use((r(0, "sniper-7-helmet"),)))  # blue
    assert of.may_gain_score(T, use((CAPTAIN,)))  # purple
    assert not of.may_gain_score(T, use((ROOKIE,)))  # pink
    assert of.may_gain_score(T, use((H_SCORE, VET)))  # silver over a Score card
    assert not of.may_gain_score(T, use((VET,)))  # silver, nothing beneath
    assert not of.may_gain_score(T, use((H_ROOKIE, VET)))  # silver over a Move card
    assert not of.may_gain_score(T, use((CAPTAIN,), effects=(eff("cancelled", 0, "", CAPTAIN),)))


def test_the_shooters_turn_on_the_shot_card_is_the_score_and_the_answer_to_a_score_owes_a_save():
    """How to Score a Goal: the shooter's turn on the Shot Card is the Score; the other side's turn
    in the Save stage owes a Save until its action is used."""
    assert of.scoring_turn(use((SHOT,), stage=SCORE, shot=0, turn=0))
    assert not of.scoring_turn(use((SHOT,), stage=SCORE, shot=1, turn=0))
    assert not of.scoring_turn(use((SHOT,), stage=SAVE, shot=0, turn=0))
    assert of.save_owed(use((SHOT,), stage=SAVE, shot=1, turn=0))
    assert not of.save_owed(use((SHOT,), stage=SAVE, shot=0, turn=0))
    assert not of.save_owed(use((SHOT,), stage=SAVE, shot=1, turn=0, action_used=True))
    assert not of.save_owed(use((SHOT,), stage=SCORE, shot=1, turn=0))


def test_a_save_comes_from_a_printed_save_purple_doubles_or_a_run_with_the_score_card():
    """How to Score a Goal; O19; O69: a printed Save, Purple's any action, or a card making Doubles
    or a Run with the Score card may answer a Score; any other card may not."""
    state = official(play=(r(0, "score-5-helmet"),), phase=PLAY, stage=SAVE, shot=0, turn=1)
    assert of.can_save(T, state, H_SAVE)
    assert of.can_save(T, state, H_GOALIE)
    assert of.can_save(T, state, r(1, "captain-8-glove"))  # purple
    assert of.can_save(T, state, H_SCORE)  # 5 on 5: Doubles
    assert not of.can_save(T, state, H_ROOKIE)
    assert not of.can_save(T, state, H_SHOT)
    run = official(
        play=(r(0, "rookie-0-helmet"), r(1, "enforcer-1-glove"), r(0, "breakout-pass-2-glove")),
        phase=PLAY,
        stage=SAVE,
        shot=0,
        turn=1,
    )
    assert of.can_save(T, run, r(1, "breakout-pass-2-helmet"))  # Doubles 2-2
    assert of.can_save(T, run, r(1, "body-check-3-glove"))  # Run 1-2-3
    assert not of.can_save(T, run, r(1, "score-5-glove"))


def test_the_answering_card_saves_by_itself_only_with_a_save_of_its_own():
    """O85, O88: the answering card saves by itself with a printed Save, Purple, Doubles or a Run."""
    assert of.saves_itself(T, use((SHOT, H_SAVE), turn=1))
    assert of.saves_itself(T, use((SHOT, r(1, "captain-8-glove")), turn=1))
    assert not of.saves_itself(T, use((SHOT, H_ROOKIE), turn=1))
    assert of.saves_itself(T, use((SHOT, H_ROOKIE), turn=1, doubles=True))
    assert of.saves_itself(T, use((SHOT, H_ROOKIE), turn=1, run=True))


def test_shoot_refusals_one_shot_with_the_puck_from_the_shooting_areas():
    """How to Score a Goal: one shot at a time, with the puck, from areas 1-6 of the far end;
    On-Net needs a passing bonus of +1."""
    base = {"puck": "e3"}
    assert of.action_verdict(T, use((CAPTAIN,), **base), "shoot").ok
    assert refusal(of.action_verdict(T, use((CAPTAIN,), shot=1, **base), "shoot")) == (
        False,
        "shot-on",
        "A shot is already under way.",
        rule("How to Score a Goal"),
    )
    assert refusal(of.action_verdict(T, use((CAPTAIN,), control=1, **base), "shoot")) == (
        False,
        "no-control-shot",
        "You must control the puck to shoot.",
        rule("How to Score a Goal"),
    )
    assert refusal(of.action_verdict(T, use((CAPTAIN,), puck="c9"), "shoot")) == (
        False,
        "shoot-outside",
        "Shots are taken from areas 1-6 of Player 2's end; the puck is in center ice (9).",
        rule("How to Score a Goal"),
    )
    crash = r(0, "crash-the-net-4-skate")
    assert refusal(of.action_verdict(T, use((crash,), **base), "on-net")) == (
        False,
        "on-net-bonus",
        "On-Net needs a passing bonus of at least +1.",
        rule("How to Score a Goal"),
    )
    assert of.action_verdict(T, use((crash,), bonus=(1, 0), **base), "on-net").ok
    assert not of.action_verdict(T, use((crash,), bonus=(0, 1), **base), "on-net").ok
    no_shoot = use((CAPTAIN,), effects=(eff("no-shoot", 0, "", "", "period"),), **base)
    assert refusal(of.action_verdict(T, no_shoot, "shoot")) == (
        False,
        "fight-no-shoot",
        "A fight's Blue Non-player effect: no Shoot for you this period.",
        rule("Fights"),
    )
    other = use((CAPTAIN,), effects=(eff("no-shoot", 1, "", "", "period"),), **base)
    assert of.action_verdict(T, other, "shoot").ok


def test_score_only_on_a_shot_card_save_only_on_a_score_and_body_check_refusals():
    """How to Score a Goal; Actions: Score only on a Shot Card, Save only on a Score, Body-Check
    only without the puck and never as the answer to a shot."""
    assert refusal(of.action_verdict(T, use((GOAL,)), "score")) == (
        False,
        "score-needs-shot-card",
        "Score works only on a Shot Card: the card beneath yours must be the answer to your shot.",
        rule("How to Score a Goal"),
    )
    assert of.action_verdict(T, use((H_ROOKIE, GOAL), stage=SCORE, shot=0), "score").ok
    assert refusal(of.action_verdict(T, use((SAVE_C,)), "save")) == (
        False,
        "save-needs-score",
        "Save only answers the opponent's Score.",
        rule("How to Score a Goal"),
    )
    assert refusal(of.action_verdict(T, use((CHECK,)), "body-check")) == (
        False,
        "already-control",
        "You already control the puck.",
        rule("Actions"),
    )
    assert of.action_verdict(T, use((CHECK,), control=1), "body-check").ok
    assert of.action_verdict(T, use((CHECK,), control=None), "body-check").ok
    on_shot = use((SHOT, H_CHECK), control=0, stage=SCORE, shot=0, turn=1)
    assert refusal(of.action_verdict(T, on_shot, "body-check")) == (
        False,
        "no-check-on-shot",
        "Body-Check cannot be used as the answer to a shot.",
        rule("Actions"),
    )
    assert of.action_verdict(
        T, use((SHOT, H_CHECK), control=0, stage=SHOT_CARD, shot=0, turn=1), "body-check"
    ).ok


def test_on_the_shot_card_only_score_or_tip():
    """How to Score a Goal; Actions: Tip: the shooter's card on the Shot Card scores or tips; a
    Tip anywhere else is refused."""
    state = use((SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, puck="e3")
    assert of.action_verdict(T, state, "tip").ok and of.action_verdict(T, state, "score").ok
    moving = use((SHOT, H_ROOKIE, CAPTAIN), stage=SCORE, shot=0, puck="e3")
    assert refusal(of.action_verdict(T, moving, "move", ("e8",))) == (
        False,
        "score-now",
        "Your card lies on the Shot Card: its action is the Score or a Tip.",
        rule("How to Score a Goal"),
    )
    assert refusal(of.action_verdict(T, use((TIP,)), "tip")) == (
        False,
        "tip-needs-shot-card",
        "Tip ignores a Shot Card: play it on the answer to your shot.",
        rule("Actions"),
    )
    any_shot = use((SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, effects=(eff("any-shot", 0),))
    assert refusal(of.action_verdict(T, any_shot, "tip")) == (
        False,
        "no-tip-any-shot",
        "An Any Shot cannot be tipped.",
        "Breakaway: CCG, Specials glossary — Any Shot",
    )
    firm = use((SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, effects=(eff("unignorable", 1, "", H_ROOKIE),))
    assert refusal(of.action_verdict(T, firm, "tip")) == (
        False,
        "not-ignorable",
        f"{T.label[H_ROOKIE]} cannot be Ignored (its special), so no Tip on it.",
        rule("Card Effects: Ignore & Cancelled"),
    )


def test_video_review_and_high_sticking_answer_a_score():
    """O85: Video Review calls the goal back; O89: on a High Sticking Score card a usable black
    ability may answer too; other specials do not make a card a save."""
    review, stick = x(1, "video-review-4-glove"), x(0, "high-stick-8-glove")
    high = official(play=(stick,), phase=PLAY, stage=SAVE, shot=0, turn=1)
    low = official(play=(r(0, "score-5-helmet"),), phase=PLAY, stage=SAVE, shot=0, turn=1)
    black = r(1, "penalty-kill-2-skate")
    assert of.can_save(T, low, review) and of.can_save(T, high, review)
    assert of.can_save(T, high, black) and not of.can_save(T, low, black)
    under = official(play=(stick, r(1, "rookie-0-glove")), phase=PLAY, stage=SAVE, shot=0, turn=1)
    assert not of.can_save(T, under, black)  # the Score card is the top one
    assert not of.can_save(T, low, r(1, "slap-shot-8-glove"))  # a special that does not call back
    assert not of.can_save(T, high, r(1, "rookie-0-glove"))


def test_shots_are_offered_from_the_shooting_areas_and_on_net_with_a_bonus():
    """How to Score a Goal: Shoot from areas 1-6 of the far end; On-Net with a bonus of +1."""
    assert pairs(of.use_legal(T, use((SHOT,), puck="e3"))) == [(0, "color", ("red",)), (0, "shoot", ())]
    assert pairs(of.use_legal(T, use((SHOT,), puck="c9"))) == [(0, "color", ("red",)), (0, "end", ())]
    assert pairs(of.use_legal(T, use((SHOT,), puck="e3", shot=1))) == [(0, "color", ("red",)), (0, "end", ())]
    assert pairs(of.use_legal(T, use((SHOT,), puck="e3", control=1))) == [
        (0, "color", ("red",)),
        (0, "end", ()),
    ]
    crash = r(0, "crash-the-net-4-skate")
    assert pairs(of.use_legal(T, use((crash,), puck="e3", bonus=(1, 0)))) == [
        (0, "grind", ()),
        (0, "on-net", ()),
    ]
    assert pairs(of.use_legal(T, use((crash,), puck="e3"))) == [(0, "grind", ()), (0, "end", ())]
    banned = use((SHOT,), puck="e3", effects=(eff("no-shoot", 0, "", "", "period"),))
    assert pairs(of.use_legal(T, banned)) == [(0, "color", ("red",)), (0, "end", ())]
    free = use((SHOT,), puck="e3", action_used=True, free_shot=True)
    assert pairs(of.use_legal(T, free)) == [(0, "color", ("red",)), (0, "shoot", ()), (0, "end", ())]
    moves = use((ROOKIE,), puck="c9", action_used=True, free_move=True)
    assert pairs(of.use_legal(T, moves)) == [
        (0, "color", ("pink",)),
        (0, "move", ("nw9",)),
        (0, "move", ("ne9",)),
        (0, "end", ()),
    ]
    assert pairs(of.use_legal(T, use((ROOKIE,), puck="c9", action_used=True, free_move=True, control=1))) == [
        (0, "color", ("pink",)),
        (0, "end", ()),
    ]


def test_the_card_answering_a_score_is_offered_its_save_and_abilities():
    """How to Score a Goal: the card played on a Score uses its Save (abilities first if wished);
    Video Review calls the goal back with its special instead (O85)."""
    score = r(0, "score-5-helmet")
    save = use((score, H_SAVE), stage=SAVE, shot=0, turn=1, puck="w3")
    assert pairs(of.use_legal(T, save)) == [(1, "color", ("black",)), (1, "save", ())]
    assert pairs(of.use_legal(T, save, with_end=False)) == [(1, "color", ("black",)), (1, "save", ())]
    assert of.mandatory_open(T, save)
    review = x(1, "video-review-4-glove")
    called = use((score, review), stage=SAVE, shot=0, turn=1, puck="w3")
    assert pairs(of.use_legal(T, called)) == [(1, "color", ("pink",)), (1, "special", ("video-review",))]
    twin = use((score, H_SCORE), stage=SAVE, shot=0, turn=1, puck="w3", doubles=True)
    assert pairs(of.use_legal(T, twin)) == [(1, "save", ())]
    gone = use(
        (score, review), stage=SAVE, shot=0, turn=1, puck="w3", effects=(eff("cancelled", 1, "", review),)
    )
    assert pairs(of.use_legal(T, gone)) == []


def test_the_card_answering_a_score_may_only_save_after_any_abilities():
    """How to Score a Goal: the card answering a Score uses its Save, its abilities before it if
    wished; a card that only calls the goal back uses that special (O85)."""
    score = r(0, "score-5-helmet")
    save = use((score, H_SAVE), stage=SAVE, shot=0, turn=1, puck="w3")
    for action in (
        Action(1, "move", ("w8",)),
        Action(1, "end"),
        Action(1, "special", ("x",)),
        Action(1, "grind"),
    ):
        assert refusal(of.validate_use(T, save, action)) == SAVE_NOW
    assert of.validate_use(T, save, Action(1, "save")).ok
    assert of.validate_use(T, save, Action(1, "color", ("black",))).ok
    review = x(1, "video-review-4-glove")
    called = use((score, review), stage=SAVE, shot=0, turn=1, puck="w3")
    assert refusal(of.validate_use(T, called, Action(1, "save"))) == (
        False,
        "no-save-action",
        "This card has no Save: it answers the Score by calling the goal back.",
        rule("How to Score a Goal"),
    )
    assert of.validate_use(T, called, Action(1, "special", ("video-review",))).ok
    assert refusal(of.validate_use(T, called, Action(1, "end"))) == SAVE_NOW
    assert refusal(of.validate_use(T, use((SAVE_C,)), Action(0, "save"))) == (
        False,
        "save-needs-score",
        "Save only answers the opponent's Score.",
        rule("How to Score a Goal"),
    )


def test_abilities_stay_open_while_a_save_is_owed():
    """How to Score a Goal: abilities may come before the Save, so they are judged by their own
    rule, not refused as 'use the Save'."""
    score = r(0, "score-5-helmet")
    owed = use((score, H_SAVE), stage=SAVE, shot=0, turn=1, puck="w3")
    assert of.validate_use(T, owed, Action(1, "ability", ("orange", "w8"))).code == "no-such-color"
    assert of.validate_use(T, owed, Action(1, "stop-movement")).code == "no-such-color"


def test_a_save_that_keeps_the_puck():
    """O102: a card whose special keeps play going may save by putting the puck in an area next to
    it (its own refusal elsewhere); the shot's cards go and the saver has the puck."""
    keeper = x(1, "kick-save-g-skate")
    score = r(0, "score-5-helmet")
    state = use(
        (SHOT, H_ROOKIE, score, keeper),
        hands=((GOAL,), (H_ROOKIE,)),
        stage=SAVE,
        shot=0,
        turn=1,
        puck="w3",
        shot_from=0,
    )
    assert pairs(of.use_legal(T, state)) == [(1, "color", ("black",)), (1, "save", ())] + [
        (1, "special-area", ("goalie-skate", a)) for a in ("w8", "w0", "w1", "w2", "w4")
    ]
    assert of.validate(T, state, Action(1, "special-area", ("goalie-skate", "w8"))).ok
    assert refusal(of.validate_use(T, state, Action(1, "special-area", ("goalie-skate", "c9")))) == (
        False,
        "special-reach",
        "Goalie Promotion (Skate) puts the puck in an area next to where it is.",
        "Breakaway: CCG, Specials glossary — Goalie Promotion (Skate)",
    )
    new, kinds = applied(state, 1, "special-area", "goalie-skate", "w8")
    assert kinds[0] == "save" and (new.phase, new.puck, new.control, new.play) == (START, "w8", 1, ())


def test_placing_a_no_goal_puck_ends_a_turn_with_nothing_left_to_use():
    """O12: after a shot with no goal the shooter places the puck; if its card has nothing left to
    use, the turn ends at once, otherwise Phase 3 goes on."""
    spent = official(
        hands=((GOAL,), (H_ROOKIE,)),
        play=(H_SHOT, r(0, "score-5-helmet")),
        phase=PLACE,
        placing=(0, "no-goal", ("e3", "e2")),
        turn=0,
        control=0,
        action_used=True,
    )
    new, kinds = applied(spent, 0, "place", "e2")
    assert kinds[:2] == ["place", "end-turn"] and (new.phase, new.turn, new.puck) == (START, 1, "e2")
    fresh = official(
        hands=((GOAL,), (H_ROOKIE,)),
        play=(H_SHOT, ROOKIE),
        phase=PLACE,
        placing=(0, "no-goal", ("e3", "e2")),
        turn=0,
        control=0,
    )
    new, kinds = applied(fresh, 0, "place", "e2")
    assert kinds == ["place"] and (new.phase, new.turn) == (USE, 0)


def test_the_shot_card_is_the_answering_card_laid_right_on_the_shooting_card():
    """How to Score a Goal: the Shot Card is the answering card laid right on the shooting card."""
    base = {"play": (A, B), "stage": SCORE, "shot": 0, "turn": 1, "shot_from": 0}
    assert oa.on_shot_card(official(**base))
    assert not oa.on_shot_card(official(**{**base, "stage": SHOT_CARD}))
    assert not oa.on_shot_card(official(**{**base, "shot": None}))
    assert not oa.on_shot_card(official(**{**base, "turn": 0}))
    assert not oa.on_shot_card(official(**{**base, "shot_from": 1}))
    assert not oa.on_shot_card(official(**{**base, "play": (A, B, C)}))
    assert oa.on_shot_card(official(**{**base, "play": (C, A, B), "shot_from": 1}))
    assert oa.on_shot_card(official(**{**base, "shot": 1, "turn": 0}))


def test_orange_inside_the_offensive_zone_is_a_pass(stay):
    """Establish Passing Bonus: a move by an ability wholly inside the offensive zone adds +1."""
    events = []
    state = oc.orange(T, using(PLAYMAKER, puck="e8"), "e3", events)
    assert state.bonus == (1, 0)
    assert [e.text for e in events if e.kind == "passing-bonus"] == [
        "A pass in the offensive zone: Player 1's passing bonus is +1."]


def test_undoing_a_move_inside_the_users_offensive_zone_is_a_pass():
    """Establish Passing Bonus: the puck sent back by the green ability from one offensive-zone area
    to another, its user holding the puck, is a pass (+1), however the opponent's card routed it."""
    below = r(1, "power-forward-6-glove")
    state = using(SHUTDOWN, below, puck="e0", control=0, effects=(path(1, "e8>ne9>e0!", below),))
    events = []
    after = oc.undo_last_move(T, state, 0, "the green ability", {}, events)
    assert after.puck == "e8" and after.control == 0 and after.bonus == (1, 0)
    assert [e.kind for e in events] == ["stop-movement", "passing-bonus"]
