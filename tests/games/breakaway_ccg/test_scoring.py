"""Breakaway: CCG, "How to Score a Goal" (Part 2): the Passing Bonus and what +1, +2 and +3 allow,
Shoot and On-Net, the Shot Card, the Rebound check, the Score on the Shot Card, the Save on the
Score and the Tip; where the puck goes when no goal is scored is in ``test_scoring_no_goal.py``.
Rulings O12, O19, O69, O85, O88, O89, O102 are in ``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import abilities as oc
from tabletop.games.breakaway_ccg.official import (
    ability_play,
    action_play,
    legality,
    passing_bonus,
    shots,
    turns,
)
from tabletop.games.breakaway_ccg.official import actions as oa
from tabletop.games.breakaway_ccg.official import mode as of
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect, Stoppage
from tabletop.games.breakaway_ccg.state import (
    OVER,
    PLAY,
    SAVE,
    SCORE,
    SHOT_CARD,
    START,
    STOPPAGE,
    USE,
    evolve,
)
from tests.games.breakaway_ccg.helpers_flow import (
    BC0,
    CAP0,
    CAP1,
    GOAL0,
    GOAL1,
    K0,
    R0,
    R0S,
    SAVE1,
    SNIPE0,
    SOG1,
    kinds,
    log,
    run,
    used,
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


def test_a_rebound_keeps_the_puck_owes_a_new_shot_card_and_needs_exactly_one_higher():
    """Check for Rebound: the shooter keeps the puck and shoots again; a new Shot Card is owed (O12)."""
    state = official(
        hands=((r(0, "playmaker-5-helmet"), R0), (K0,)),
        play=(SNIPE0, SOG1),
        puck="e3",
        control=1,
        shot=0,
        stage=SCORE,
        shot_from=0,
    )
    new, events = run(turns.play_card, state, 0, r(0, "playmaker-5-helmet"))
    assert log(events)[1] == (
        "rebound",
        (
            "Rebound! Playmaker 5 (helmet) is one higher than the Shot Card: Player 1 "
            "keeps the puck and shoots again; Player 2 owes another Shot Card."
        ),
        {"seat": 0},
    )
    assert (new.stage, new.shot_from, new.control, new.action_used) == (SHOT_CARD, 2, 0, True)
    two_up, events = run(turns.play_card, state, 0, R0)
    assert "rebound" not in kinds(events) and two_up.shot is None and "no-goal" in kinds(events)
    goal, events = run(turns.play_card, evolve(state, hands=((GOAL0,), (K0,))), 0, GOAL0)
    assert goal.stage == SCORE and goal.phase == USE and "no-goal" not in kinds(events)
    five = r(0, "score-5-helmet")
    plain_score, events = run(
        turns.play_card, evolve(state, hands=((five,), (K0,)), play=(SNIPE0, CAP1)), 0, five
    )
    assert plain_score.stage == SCORE and "no-goal" not in kinds(events)
    _equal, events = run(
        turns.play_card,
        evolve(state, hands=((r(0, "two-way-forward-4-helmet"),), (K0,))),
        0,
        r(0, "two-way-forward-4-helmet"),
    )
    assert "rebound" not in kinds(events)
    bad_shot = evolve(state, play=(SNIPE0, GOAL1), hands=((R0,), (K0,)))
    _none_num, events = run(turns.play_card, bad_shot, 0, R0)
    assert "rebound" not in kinds(events)
    waiting = evolve(state, stage=SAVE, turn=1, hands=((R0,), (K0,)), play=(SNIPE0, SOG1, GOAL0))
    owed, events = run(turns.play_card, waiting, 1, K0)
    assert owed.phase == USE and owed.turn == 1 and owed.stage == SAVE


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
    assert legality.may_gain_score(T, use((r(0, "sniper-7-helmet"),)))  # blue
    assert legality.may_gain_score(T, use((CAPTAIN,)))  # purple
    assert not legality.may_gain_score(T, use((ROOKIE,)))  # pink
    assert legality.may_gain_score(T, use((H_SCORE, VET)))  # silver over a Score card
    assert not legality.may_gain_score(T, use((VET,)))  # silver, nothing beneath
    assert not legality.may_gain_score(T, use((H_ROOKIE, VET)))  # silver over a Move card
    assert not legality.may_gain_score(T, use((CAPTAIN,), effects=(eff("injured", 0, "", CAPTAIN),)))
    assert legality.may_gain_score(T, use((CAPTAIN,), effects=(eff("cancelled", 0, "", CAPTAIN),)))  # keeps purple


def test_the_shooters_turn_on_the_shot_card_is_the_score_and_the_answer_to_a_score_owes_a_save():
    """How to Score a Goal: the shooter's turn on the Shot Card is the Score; the other side's turn
    in the Save stage owes a Save until its action is used."""
    assert legality.scoring_turn(use((SHOT,), stage=SCORE, shot=0, turn=0))
    assert not legality.scoring_turn(use((SHOT,), stage=SCORE, shot=1, turn=0))
    assert not legality.scoring_turn(use((SHOT,), stage=SAVE, shot=0, turn=0))
    assert legality.save_owed(use((SHOT,), stage=SAVE, shot=1, turn=0))
    assert not legality.save_owed(use((SHOT,), stage=SAVE, shot=0, turn=0))
    assert not legality.save_owed(use((SHOT,), stage=SAVE, shot=1, turn=0, action_used=True))
    assert not legality.save_owed(use((SHOT,), stage=SCORE, shot=1, turn=0))


def test_a_save_comes_from_a_printed_save_purple_doubles_or_a_run_with_the_score_card():
    """How to Score a Goal; O19; O69: a printed Save, Purple's any action, or a card making Doubles
    or a Run with the Score card may answer a Score; any other card may not."""
    state = official(play=(r(0, "score-5-helmet"),), phase=PLAY, stage=SAVE, shot=0, turn=1)
    assert legality.can_save(T, state, H_SAVE)
    assert legality.can_save(T, state, H_GOALIE)
    assert legality.can_save(T, state, r(1, "captain-8-glove"))  # purple
    assert legality.can_save(T, state, H_SCORE)  # 5 on 5: Doubles
    assert not legality.can_save(T, state, H_ROOKIE)
    assert not legality.can_save(T, state, H_SHOT)
    run = official(
        play=(r(0, "rookie-0-helmet"), r(1, "enforcer-1-glove"), r(0, "breakout-pass-2-glove")),
        phase=PLAY,
        stage=SAVE,
        shot=0,
        turn=1,
    )
    assert legality.can_save(T, run, r(1, "breakout-pass-2-helmet"))  # Doubles 2-2
    assert legality.can_save(T, run, r(1, "body-check-3-glove"))  # Run 1-2-3
    assert not legality.can_save(T, run, r(1, "score-5-glove"))


def test_the_answering_card_saves_by_itself_only_with_a_save_of_its_own():
    """O85, O88: the answering card saves by itself with a printed Save, Purple, Doubles or a Run."""
    assert legality.saves_itself(T, use((SHOT, H_SAVE), turn=1))
    assert legality.saves_itself(T, use((SHOT, r(1, "captain-8-glove")), turn=1))
    assert not legality.saves_itself(T, use((SHOT, H_ROOKIE), turn=1))
    assert legality.saves_itself(T, use((SHOT, H_ROOKIE), turn=1, doubles=True))
    assert legality.saves_itself(T, use((SHOT, H_ROOKIE), turn=1, run=True))


def test_shoot_refusals_one_shot_with_the_puck_from_the_shooting_areas():
    """How to Score a Goal: one shot at a time, with the puck, from the offensive zone (the far end);
    On-Net needs a passing bonus of +1."""
    base = {"puck": "e3"}
    assert legality.action_verdict(T, use((CAPTAIN,), **base), "shoot").ok
    assert refusal(legality.action_verdict(T, use((CAPTAIN,), shot=1, **base), "shoot")) == (
        False,
        "shot-on",
        "A shot is already under way.",
        rule("How to Score a Goal"),
    )
    assert refusal(legality.action_verdict(T, use((CAPTAIN,), control=1, **base), "shoot")) == (
        False,
        "no-control-shot",
        "You must control the puck to shoot.",
        rule("How to Score a Goal"),
    )
    assert refusal(legality.action_verdict(T, use((CAPTAIN,), puck="c9"), "shoot")) == (
        False,
        "shoot-outside",
        "Shots are taken from the offensive zone, Player 2's end; the puck is in center ice (9).",
        rule("How to Score a Goal"),
    )
    crash = r(0, "crash-the-net-4-skate")
    assert refusal(legality.action_verdict(T, use((crash,), **base), "on-net")) == (
        False,
        "on-net-bonus",
        "On-Net needs a passing bonus of at least +1.",
        rule("How to Score a Goal"),
    )
    assert legality.action_verdict(T, use((crash,), bonus=(1, 0), **base), "on-net").ok
    assert not legality.action_verdict(T, use((crash,), bonus=(0, 1), **base), "on-net").ok
    no_shoot = use((CAPTAIN,), effects=(eff("no-shoot", 0, "", "", "period"),), **base)
    assert refusal(legality.action_verdict(T, no_shoot, "shoot")) == (
        False,
        "fight-no-shoot",
        "A fight's Blue Non-player effect: no Shoot for you this period.",
        rule("Fights"),
    )
    other = use((CAPTAIN,), effects=(eff("no-shoot", 1, "", "", "period"),), **base)
    assert legality.action_verdict(T, other, "shoot").ok


def test_score_only_on_a_shot_card_save_only_on_a_score_and_body_check_refusals():
    """How to Score a Goal; Actions: Score only on a Shot Card, Save only on a Score, Body-Check
    only without the puck and never as the answer to a shot."""
    assert refusal(legality.action_verdict(T, use((GOAL,)), "score")) == (
        False,
        "score-needs-shot-card",
        "Score works only on a Shot Card: the card beneath yours must be the answer to your shot.",
        rule("How to Score a Goal"),
    )
    assert legality.action_verdict(T, use((H_ROOKIE, GOAL), stage=SCORE, shot=0), "score").ok
    assert refusal(legality.action_verdict(T, use((SAVE_C,)), "save")) == (
        False,
        "save-needs-score",
        "Save only answers the opponent's Score.",
        rule("How to Score a Goal"),
    )
    assert refusal(legality.action_verdict(T, use((CHECK,)), "body-check")) == (
        False,
        "already-control",
        "You already control the puck.",
        rule("Actions"),
    )
    assert legality.action_verdict(T, use((CHECK,), control=1), "body-check").ok
    assert legality.action_verdict(T, use((CHECK,), control=None), "body-check").ok
    on_shot = use((SHOT, H_CHECK), control=0, stage=SCORE, shot=0, turn=1)
    assert refusal(legality.action_verdict(T, on_shot, "body-check")) == (
        False,
        "no-check-on-shot",
        "Body-Check cannot be used as the answer to a shot.",
        rule("Actions"),
    )
    assert legality.action_verdict(
        T, use((SHOT, H_CHECK), control=0, stage=SHOT_CARD, shot=0, turn=1), "body-check"
    ).ok


def test_on_the_shot_card_only_score_or_tip():
    """How to Score a Goal; Actions: Tip: the shooter's card on the Shot Card scores or tips; a
    Tip anywhere else is refused."""
    state = use((SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, puck="e3")
    assert legality.action_verdict(T, state, "tip").ok and legality.action_verdict(T, state, "score").ok
    moving = use((SHOT, H_ROOKIE, CAPTAIN), stage=SCORE, shot=0, puck="e3")
    assert refusal(legality.action_verdict(T, moving, "move", ("e8",))) == (
        False,
        "score-now",
        "Your card lies on the Shot Card: its action is the Score or a Tip.",
        rule("How to Score a Goal"),
    )
    assert refusal(legality.action_verdict(T, use((TIP,)), "tip")) == (
        False,
        "tip-needs-shot-card",
        "Tip ignores a Shot Card: play it on the answer to your shot.",
        rule("Actions"),
    )
    any_shot = use((SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, effects=(eff("any-shot", 0),))
    assert refusal(legality.action_verdict(T, any_shot, "tip")) == (
        False,
        "no-tip-any-shot",
        "An Any Shot cannot be tipped.",
        "Breakaway: CCG, Specials glossary — Any Shot",
    )
    firm = use((SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, effects=(eff("unignorable", 1, "", H_ROOKIE),))
    assert refusal(legality.action_verdict(T, firm, "tip")) == (
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
    assert legality.can_save(T, low, review) and legality.can_save(T, high, review)
    assert legality.can_save(T, high, black) and not legality.can_save(T, low, black)
    under = official(play=(stick, r(1, "rookie-0-glove")), phase=PLAY, stage=SAVE, shot=0, turn=1)
    assert not legality.can_save(T, under, black)  # the Score card is the top one
    assert not legality.can_save(T, low, r(1, "slap-shot-8-glove"))  # a special that does not call back
    assert not legality.can_save(T, high, r(1, "rookie-0-glove"))


def test_shots_are_offered_from_the_shooting_areas_and_on_net_with_a_bonus():
    """How to Score a Goal: Shoot from the offensive zone (the far end); On-Net with a bonus of +1."""
    assert pairs(legality.use_legal(T, use((SHOT,), puck="e3"))) == [(0, "color", ("red",)), (0, "shoot", ())]
    assert pairs(legality.use_legal(T, use((SHOT,), puck="c9"))) == [(0, "color", ("red",)), (0, "end", ())]
    assert pairs(legality.use_legal(T, use((SHOT,), puck="e3", shot=1))) == [(0, "color", ("red",)), (0, "end", ())]
    assert pairs(legality.use_legal(T, use((SHOT,), puck="e3", control=1))) == [
        (0, "color", ("red",)),
        (0, "end", ()),
    ]
    crash = r(0, "crash-the-net-4-skate")
    assert pairs(legality.use_legal(T, use((crash,), puck="e3", bonus=(1, 0)))) == [
        (0, "grind", ()),
        (0, "on-net", ()),
    ]
    assert pairs(legality.use_legal(T, use((crash,), puck="e3"))) == [(0, "grind", ()), (0, "end", ())]
    banned = use((SHOT,), puck="e3", effects=(eff("no-shoot", 0, "", "", "period"),))
    assert pairs(legality.use_legal(T, banned)) == [(0, "color", ("red",)), (0, "end", ())]
    free = use((SHOT,), puck="e3", action_used=True, free_shot=True)
    assert pairs(legality.use_legal(T, free)) == [(0, "color", ("red",)), (0, "shoot", ()), (0, "end", ())]
    moves = use((ROOKIE,), puck="c9", action_used=True, free_move=True)
    assert pairs(legality.use_legal(T, moves)) == [
        (0, "color", ("pink",)),
        (0, "move", ("nw9",)),
        (0, "move", ("ne9",)),
        (0, "end", ()),
    ]
    assert pairs(legality.use_legal(T, use((ROOKIE,), puck="c9", action_used=True, free_move=True, control=1))) == [
        (0, "color", ("pink",)),
        (0, "end", ()),
    ]


def test_the_card_answering_a_score_is_offered_its_save_and_abilities():
    """How to Score a Goal: the card played on a Score uses its Save (abilities first if wished);
    Video Review calls the goal back with its special instead (O85)."""
    score = r(0, "score-5-helmet")
    save = use((score, H_SAVE), stage=SAVE, shot=0, turn=1, puck="w3")
    assert pairs(legality.use_legal(T, save)) == [(1, "color", ("black",)), (1, "save", ())]
    assert pairs(legality.use_legal(T, save, with_end=False)) == [(1, "color", ("black",)), (1, "save", ())]
    assert legality.mandatory_open(T, save)
    review = x(1, "video-review-4-glove")
    called = use((score, review), stage=SAVE, shot=0, turn=1, puck="w3")
    assert pairs(legality.use_legal(T, called)) == [(1, "color", ("pink",)), (1, "special", ("video-review",))]
    twin = use((score, H_SCORE), stage=SAVE, shot=0, turn=1, puck="w3", doubles=True)
    assert pairs(legality.use_legal(T, twin)) == [(1, "save", ())]
    gone = use(
        (score, review), stage=SAVE, shot=0, turn=1, puck="w3", effects=(eff("cancelled", 1, "", review),)
    )
    assert pairs(legality.use_legal(T, gone)) == [(1, "color", ("pink",))]     # no Save or special, its color


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
        assert refusal(legality.validate_use(T, save, action)) == SAVE_NOW
    assert legality.validate_use(T, save, Action(1, "save")).ok
    assert legality.validate_use(T, save, Action(1, "color", ("black",))).ok
    review = x(1, "video-review-4-glove")
    called = use((score, review), stage=SAVE, shot=0, turn=1, puck="w3")
    assert refusal(legality.validate_use(T, called, Action(1, "save"))) == (
        False,
        "no-save-action",
        "This card has no Save: it answers the Score by calling the goal back.",
        rule("How to Score a Goal"),
    )
    assert legality.validate_use(T, called, Action(1, "special", ("video-review",))).ok
    assert refusal(legality.validate_use(T, called, Action(1, "end"))) == SAVE_NOW
    assert refusal(legality.validate_use(T, use((SAVE_C,)), Action(0, "save"))) == (
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
    assert legality.validate_use(T, owed, Action(1, "ability", ("orange", "w8"))).code == "no-such-color"
    assert legality.validate_use(T, owed, Action(1, "stop-movement")).code == "no-such-color"


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
    assert pairs(legality.use_legal(T, state)) == [(1, "color", ("black",)), (1, "save", ())] + [
        (1, "special-area", ("goalie-skate", a)) for a in ("w8", "w0", "w1", "w2", "w4")
    ]
    assert of.validate(T, state, Action(1, "special-area", ("goalie-skate", "w8"))).ok
    assert refusal(legality.validate_use(T, state, Action(1, "special-area", ("goalie-skate", "c9")))) == (
        False,
        "special-reach",
        "Goalie Promotion (Skate) puts the puck in an area next to where it is.",
        "Breakaway: CCG, Specials glossary — Goalie Promotion (Skate)",
    )
    new, kinds = applied(state, 1, "special-area", "goalie-skate", "w8")
    assert kinds[0] == "save" and (new.phase, new.puck, new.control, new.play) == (START, "w8", 1, ())


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
    state = ability_play.orange(T, using(PLAYMAKER, puck="e8"), "e3", events)
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


def test_the_shot_card_is_laid_and_a_triple_shot_card_is_icing():
    """How to Score a Goal: the opponent's next card is the Shot Card; a Triple as the Shot Card is Icing; a
    Shot Card the shooter lays itself is resolved by the opponent (O11)."""
    state = official(hands=((CAP0,), (K0,)), play=(SNIPE0,), shot=1, stage=SHOT_CARD, control=1, puck="w3")
    new, events = run(turns.play_card, state, 0, CAP0)
    assert log(events)[1] == (
        "shot-card",
        ("Captain 8 (helmet) is the Shot Card: Player 2 may now try to score on it."),
        {"seat": 0, "card": CAP0},
    )
    assert new.stage == SCORE and new.shot == 1
    iced = official(hands=((R0S,), (K0,)), play=(R0, K0), shot=1, stage=SHOT_CARD, control=1, puck="e3")
    stopped, events = run(turns.play_card, iced, 0, R0S)
    assert stopped.stoppage == Stoppage("icing", "west-end", 1, 0) and stopped.ready == (True, False)
    own = official(hands=((CAP0,), ()), play=(SNIPE0,), shot=0, stage=SHOT_CARD, control=0, puck="e3",
                   decks=(None, ()))
    mine, events = run(turns.play_card, own, 0, CAP0)
    assert kinds(events) == ["play", "shot-card", "own-shot-card"] and "rebound" not in kinds(events)
    assert (mine.stage, mine.turn, mine.shot) == (SCORE, 1, 0)


def test_a_pass_in_the_offensive_zone_raises_the_bonus_and_leaving_it_clears_it():
    """How to Score a Goal: +1 per pass wholly in the offensive zone, at most +3 (+4 on a power play);
    the bonus resets when the puck leaves the zone (O12)."""
    new, events = run(action_play.move, used(bonus=(1, 2)), "e1")
    assert log(events) == [
        (
            "move",
            "Player 1 moves the puck from east end, high slot (3) to east end, north circle (1).",
            {"seat": 0, "from": "e3", "to": "e1"},
        ),
        (
            "passing-bonus",
            "A pass in the offensive zone: Player 1's passing bonus is +2.",
            {"seat": 0, "bonus": 2},
        ),
    ]
    assert new.bonus == (2, 0) and new.puck == "e1" and new.control == 0 and new.action_used
    assert new.effects == (Effect("path", 0, "stoppage", "e3>e1!", BC0),)
    maxed, events = run(action_play.move, used(bonus=(3, 0)), "e1")
    assert maxed.bonus == (3, 0) and "passing-bonus" not in kinds(events)
    out, _ = run(action_play.move, used(bonus=(2, 0)), "ne9")
    assert out.bonus == (0, 0)
    entering, _ = run(action_play.move, used(puck="ne9", bonus=(0, 0)), "e8")
    assert entering.bonus == (0, 0)
    theirs = passing_bonus.bonus_after_move(T, used(bonus=(0, 2), puck="w3", control=1), 0, "w3", "w1", [])
    assert theirs.bonus == (0, 2)
    not_mine = passing_bonus.bonus_after_move(T, used(bonus=(1, 0), control=1), 0, "e3", "e1", [])
    assert not_mine.bonus == (1, 0)
    seat1 = passing_bonus.bonus_after_move(T, used(bonus=(1, 1), control=1, puck="w3"), 1, "w3", "w1", [])
    assert seat1.bonus == (0, 2)


def test_shoot_on_net_and_the_free_shoot_of_the_plus_three_bonus():
    """How to Score a Goal: Shoot / On-Net make the opponent's next card the Shot Card; +3: a free Shoot."""
    new, events = run(shots.shoot, used(), "shoot")
    assert log(events) == [
        (
            "shoot",
            ("Player 1 shoots from east end, high slot (3)! Player 2's next card is the Shot Card."),
            {"seat": 0, "area": "e3", "kind": "shoot"},
        )
    ]
    assert (new.shot, new.stage, new.shot_from, new.action_used, new.free_shot) == (
        0,
        SHOT_CARD,
        0,
        True,
        False,
    )
    free, events = run(shots.shoot, used(free_shot=True, play=(R0S, BC0)), "shoot")
    assert log(events)[0][1] == (f"Player 1 shoots from {T.area_name[free.puck]} (free with the +3 passing bonus)! "
                                 "Player 2's next card is the Shot Card.")
    assert not free.action_used and free.free_shot is False and free.shot_from == 1
    printed, events = run(shots.shoot, used(free_shot=True, play=(SNIPE0,)), "shoot")
    assert "(free" not in log(events)[0][1] and printed.action_used and printed.free_shot is False
    spent, events = run(shots.shoot, used(free_shot=True, action_used=True), "shoot")
    assert "(free" in log(events)[0][1] and spent.action_used
    on_net, events = run(shots.shoot, used(free_shot=True, bonus=(1, 0)), "on-net")
    assert log(events)[0][1].startswith("Player 1 takes a shot on net from east end")
    assert "(free" not in log(events)[0][1] and on_net.action_used and not on_net.free_shot
    wrist = r(0, "wrist-shot-6-helmet")
    timer, events = run(shots.shoot, used(play=(wrist,)), "shoot")
    assert log(events)[1] == (
        "special",
        "One Timer: the scoring area may shift by 1 either way.",
        {"seat": 0, "special": "one-timer", "card": wrist},
    )
    assert timer.effects == (Effect("shot-reach", 0, "stoppage", "1", wrist),)
    any_, events = run(shots.any_shot, used(play=(CAP0, BC0), puck="w3"))
    assert log(events) == [
        (
            "shoot",
            (
                "Player 1 shoots at the empty net from west end, high slot (3)! Player 2's "
                "next card is the Shot Card."
            ),
            {"seat": 0, "area": "w3", "kind": "any-shot"},
        )
    ]
    assert (any_.shot, any_.stage, any_.shot_from, any_.special_used) == (0, SHOT_CARD, 1, True)


def test_score_save_tip_and_the_goal():
    """How to Score a Goal: Score, then one chance to Save; a Save stops play at the nearest dot with the
    saver choosing the side; Tip ignores the Shot Card (O20)."""
    state = used(play=(SNIPE0, SOG1, GOAL0), shot=0, stage=SCORE)
    tried, events = run(shots.score, state)
    assert log(events) == [
        ("score-attempt", "Player 1 tries to score! Player 2 has one chance to save.", {"seat": 0})
    ]
    assert tried.stage == SAVE and tried.action_used
    saved, events = run(shots.save, evolve(tried, turn=1, play=tried.play + (SAVE1,), action_used=False))
    assert log(events)[0] == ("save", "Player 2 saves! Play stops.", {"seat": 1})
    assert saved.stoppage == Stoppage("save", "east-end", 1) and saved.play == ()
    tipped, events = run(shots.tip, used(play=(SNIPE0, CAP1, r(0, "tip-in-5-helmet")), shot=0, stage=SCORE))
    assert log(events)[0] == (
        "tip",
        ("Player 1 tips it: Captain 8 (skate) is ignored and Player 2 owes a new Shot Card."),
        {"seat": 0},
    )
    assert tipped.play == (SNIPE0,) and tipped.stage == SHOT_CARD and tipped.turn == 1
    assert tipped.discards == ((r(0, "tip-in-5-helmet"),), (CAP1,))


def test_a_goal_goes_to_the_score_pile_and_overtime_is_sudden_death():
    """Goal Scored: the Shot Card and Score card to the scorer's pile, a center face-off chosen by the side
    scored on; overtime is sudden death (O14); a Cancelled card's goal is called back (O20)."""
    state = used(play=(SNIPE0, SOG1, GOAL0), shot=0, stage=SAVE, turn=1, scored=((CAP0,), ()), goals=(1, 0))
    new, events = run(fl.concede, state)
    assert log(events)[:2] == [
        ("no-save", "Player 2 has no save.", {"seat": 1}),
        (
            "goal",
            (
                "GOAL! Player 1 scores with Goal (stick) on the Shot Card Shot on Goal 4 (glove) (Player 1 2, "
                "Player 2 0)."
            ),
            {"seat": 0, "cards": (SOG1, GOAL0), "goals": (2, 0)},
        ),
    ]
    assert new.goals == (2, 0) and new.scored == ((CAP0, SOG1, GOAL0), ())
    assert new.stoppage == Stoppage("goal", "center", 1) and new.discards == ((SNIPE0,), ())
    theirs = official(
        hands=((R0,), (K0,)),
        play=(CAP1, r(0, "shot-on-goal-4-helmet"), GOAL1),
        phase=USE,
        shot=1,
        stage=SAVE,
        turn=0,
        puck="w3",
        control=1,
    )
    scored, events = run(fl.concede, theirs)
    assert log(events)[0] == ("no-save", "Player 1 has no save.", {"seat": 0})
    assert scored.goals == (0, 1) and scored.stoppage == Stoppage("goal", "center", 0)
    back1, _ = run(fl.concede, evolve(theirs, effects=(Effect("cancelled", 1, "game", card=GOAL1),)))
    assert back1.stoppage == Stoppage("called-back", "west-end", 0)
    ot, events = run(fl.concede, evolve(state, overtime=1))
    assert ot.phase == OVER and ot.winners == (0,) and "stoppage" not in kinds(events)
    for cancelled in (GOAL0, SOG1):
        off = evolve(state, effects=(Effect("cancelled", 0, "game", card=cancelled),))
        back, events = run(fl.concede, off)
        assert log(events)[1] == (
            "called-back",
            (
                "The goal is called back: a Cancelled card cannot score (Goal "
                "(stick) on Shot on Goal 4 (glove))."
            ),
            {"seat": 0},
        )
        assert back.goals == (1, 0) and back.stoppage == Stoppage("called-back", "east-end", 1)
    other = evolve(state, effects=(Effect("cancelled", 0, "game", card=SNIPE0),))
    fine, _ = run(fl.concede, other)
    assert fine.goals == (2, 0)


@pytest.mark.parametrize("area", ["e0", "e7", "e8"])
def test_a_shot_may_start_anywhere_in_the_offensive_zone_behind_the_net_and_at_the_points_too(area):
    """Actions: Shoot ("while controlling the puck in the Offensive Zone"), On-Net and How to Score a
    Goal: Initiate Shot: Part 2 names the whole offensive zone, areas 0, 7 and 8 of the far end
    included, as the passing bonus and Icing's areas 5-7 count it; Part 1's areas 1-6 are the
    Beginner rules'. The near end and the neutral zone stay refused."""
    assert legality.action_verdict(T, use((CAPTAIN,), puck=area), "shoot").ok
    assert (0, "shoot", ()) in pairs(legality.use_legal(T, use((SHOT,), puck=area)))
    crash = r(0, "crash-the-net-4-skate")
    assert legality.action_verdict(T, use((crash,), puck=area, bonus=(1, 0)), "on-net").ok
    state = act(official(hands=((CAPTAIN,), (r(1, "rookie-0-glove"),)), puck=area, control=0, turn=0), 0, "play",
                CAPTAIN)
    state = act(state, 0, "shoot")
    assert state.shot == 0
    near = "w" + area[1:]
    assert legality.action_verdict(T, use((CAPTAIN,), puck=near), "shoot").code == "shoot-outside"
