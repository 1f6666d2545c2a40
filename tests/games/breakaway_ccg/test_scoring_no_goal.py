"""Breakaway: CCG, "How to Score a Goal" (Part 2), No Goal: where the puck goes when no goal is
scored, the comparison of the Shot Card with the shooting card, the +2 bonus shifting the area, and a
shot that cannot go on (rulings O11, O12, O116)."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official import turns
from tabletop.games.breakaway_ccg.official.basics import Effect, Stoppage
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
from tests.games.breakaway_ccg.helpers_flow import (
    BC0,
    CAP0,
    CAP1,
    GOAL0,
    GOAL1,
    K0,
    K1,
    R0,
    R0S,
    SNIPE0,
    SOG1,
    begin,
    kinds,
    log,
    miss,
    run,
)
from tests.games.breakaway_ccg.helpers_play import (
    GOAL,
    H_ROOKIE,
    H_SHOT,
    ROOKIE,
    applied,
)
from tests.games.breakaway_ccg.support import GAME, act, card, legal_kinds, official

r = card


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


def test_a_shot_nobody_can_go_on_with_fizzles_and_a_missing_save_is_a_goal():
    """O11: with no card in hand or deck on either side nobody can lay the Shot Card: no goal, the
    shooter keeps the puck; no card for the Save: the goal stands (Resolution: Goal Scored)."""
    state = official(hands=((), ()), shot=1, stage=SHOT_CARD, play=(CAP1,), decks=((), ()), control=0)
    new, events = begin(state, 0)
    assert kinds(events)[:3] == ["facing-empty", "no-shot-card", "shot-fizzles"]
    assert log(events)[2] == (
        "shot-fizzles",
        ("Player 1 has no card to go on with the shot: no goal, and Player 2 keeps the puck."),
        {"seat": 0},
    )
    assert new.shot is None and new.goals == (0, 0) and "goal" not in kinds(events)
    goal = official(hands=((), (K0,)), shot=1, stage=SAVE, play=(SNIPE0, SOG1, GOAL1), decks=((), None))
    scored, events = begin(goal, 0)
    assert scored.goals == (0, 1) and kinds(events)[:2] == ["no-save", "goal"]
    own = official(
        hands=((R0,), ()), shot=1, stage=SAVE, play=(SNIPE0, SOG1, GOAL1), decks=(None, ()), control=1
    )
    fizz, events = begin(own, 1)
    assert fizz.goals == (0, 0) and "shot-fizzles" in kinds(events) and fizz.control == 1


def _no_shot_card_left(hand):
    """Final Minute: seat 0 has shot from e3 with the Sniper; seat 1, facing it, has no card in hand or
    deck; seat 0 holds ``hand``."""
    state = official(hands=(hand, ()), shot=0, stage=SHOT_CARD, play=(SNIPE0,), shot_from=0, decks=((), ()),
                     control=0, puck="e3", final_minute=True, hand_max=(3, 3))
    new, events = begin(state, 1)
    return new, events


def test_the_shooter_lays_its_own_shot_card_when_the_other_side_has_none():
    """Phase 2, Waiting for Shot Card: the shooter skips its turn only while the other side has a card in
    hand or deck; with none there, the shooter plays on and its card is its own Shot Card, which the side
    facing the shot resolves (How to Score a Goal: Opponent Plays Shot Card). Here that side chooses
    nothing more, the shooter scores on it next turn, and with no card for the Save the goal stands."""
    new, events = _no_shot_card_left((R0, GOAL0))
    assert kinds(events)[:2] == ["facing-empty", "no-shot-card"]
    assert log(events)[1] == (
        "no-shot-card",
        ("Player 2 has no card in hand or deck for the Shot Card: Player 1 plays on and lays its own Shot Card, "
         "and Player 2 decides how it is resolved."),
        {"seat": 1},
    )
    assert (new.turn, new.shot, new.stage, new.phase) == (0, 0, SHOT_CARD, START)      # its Phase 1 (O9)
    assert "line-change" not in legal_kinds(new, 0) and not GAME.legal_actions(new, 1)
    laid = act(act(new, 0, "go"), 0, "play", R0)
    assert (laid.phase, laid.turn, laid.stage, laid.play[-1]) == (USE, 1, SCORE, R0)
    assert [(d.seat, d.kind) for d in GAME.pending(laid)] == [(1, "use")]
    assert not GAME.legal_actions(laid, 0)
    assert "end" in legal_kinds(laid, 1)
    passed = act(laid, 1, "end")
    assert (passed.turn, passed.stage, passed.shot, passed.phase) == (0, SCORE, 0, START)
    attempt = act(act(act(passed, 0, "go"), 0, "play", GOAL0), 0, "score")
    assert attempt.stage == SAVE
    assert act(attempt, 0, "end").goals == (1, 0)


def test_a_shooter_waiting_for_the_shot_card_skips_its_turn():
    """Phase 2, Waiting for Shot Card: a shooter whose turn comes before the Shot Card (a challenge winner
    that shot with its challenge card takes another turn) skips it while the other side has a card in
    hand or deck; that side then lays the Shot Card, skipping its Phase 1 as it faces the shot."""
    for facing in ((K0,), ()):           # a card in hand; none in hand, but a deck to draw three from
        state = official(hands=((R0, GOAL0), facing), shot=0, stage=SHOT_CARD, play=(SNIPE0,), shot_from=0,
                         control=0, puck="e3")
        new, events = begin(state, 0)
        assert log(events)[0] == ("waiting", "Player 1 waits for the Shot Card and skips the turn.", {"seat": 0})
        assert (new.turn, new.phase, new.stage) == (1, PLAY, SHOT_CARD) and new.hands[0] == (R0, GOAL0)
        assert [(d.seat, d.kind) for d in GAME.pending(new)] == [(1, "shot-card")] and new.hands[1]


def test_the_side_facing_the_shot_resolves_the_shooters_own_shot_card():
    """How to Score a Goal, Opponent Plays Shot Card: the opponent decides how a Shot Card the shooter laid
    itself is resolved, so the Deflect on it is the side facing the shot's to use, and it stops the play
    (Actions: Deflect)."""
    deflect = r(0, "deflection-1-stick")
    new, _ = _no_shot_card_left((deflect, GOAL0))
    laid = act(act(new, 0, "go"), 0, "play", deflect)
    assert laid.turn == 1 and "deflect" in legal_kinds(laid, 1) and not GAME.legal_actions(laid, 0)
    stopped = act(laid, 1, "deflect")
    assert stopped.shot is None and stopped.stoppage is not None and stopped.goals == (0, 0)


def test_no_goal_puts_the_puck_on_the_last_player_number_and_compares_the_cards():
    """No Goal: the area of the last Player card's number in the shot (7 if none); a Shot Card at least as
    strong as the shooting card gives the defender the puck."""
    new, events = miss((SNIPE0, SOG1, R0))
    assert log(events) == [
        (
            "no-goal",
            "No score on the Shot Card: the puck goes to area 0 and Player 1 has it.",
            {"area": 0, "control": 0},
        )
    ]
    assert (new.shot, new.stage, new.shot_from, new.control, new.puck) == (None, None, 0, 0, "e0")
    assert new.phase == USE
    new, _ = miss((SNIPE0, CAP1, GOAL0))
    assert (new.puck, new.control) == ("e8", 1)
    new, events = miss((BC0, SOG1, GOAL0))
    assert (new.puck, new.control) == ("e7", 1) and log(events)[0][2] == {"area": 7, "control": 1}
    new, _ = miss((r(0, "shot-on-goal-4-helmet"), SOG1, GOAL0))
    assert new.control == 1  # a tie goes to the defender
    new, _ = miss((CAP1, SNIPE0, SOG1, GOAL0), shot_from=1)
    assert (new.puck, new.control, new.shot_from) == ("e7", 0, 0)
    new, _ = miss((CAP1, r(0, "goalie-g-helmet"), SOG1, GOAL0), shot_from=1)
    assert new.puck == "e7"  # a Goalie has no number
    new, _ = miss((r(1, "sniper-7-skate"), r(0, "two-way-forward-4-helmet"), K0), shooter=1)
    assert (new.puck, new.control) == ("w0", 1)


def test_the_plus_two_bonus_lets_the_shooter_shift_the_no_goal_area():
    """+2 Bonus: the area number may move by one (+4 on a power play: by two), within 0-8 (O12)."""
    new, _ = miss((SNIPE0, SOG1, r(0, "grinder-3-helmet")), bonus=(2, 0))
    assert new.phase == PLACE and new.placing == (0, "no-goal", ("e2", "e3", "e4"))
    three, _ = miss((SNIPE0, SOG1, r(0, "grinder-3-helmet")), bonus=(3, 0))
    assert three.placing == (0, "no-goal", ("e2", "e3", "e4"))
    four, _ = miss((SNIPE0, SOG1, r(0, "grinder-3-helmet")), bonus=(4, 0))
    assert four.placing == (0, "no-goal", ("e1", "e2", "e3", "e4", "e5"))
    west, _ = miss(
        (r(1, "sniper-7-skate"), r(0, "shot-on-goal-4-helmet"), r(1, "grinder-3-skate")),
        shooter=1,
        bonus=(0, 2),
    )
    assert west.placing == (1, "no-goal", ("w2", "w3", "w4"))
    low, _ = miss((SNIPE0, SOG1, R0), bonus=(2, 0))
    assert low.placing == (0, "no-goal", ("e0", "e1"))
    high, _ = miss((SNIPE0, SOG1, CAP0), bonus=(2, 0))
    assert high.placing == (0, "no-goal", ("e7", "e8"))
    one, _ = miss((SNIPE0, SOG1, R0), bonus=(1, 0))
    assert one.phase == USE and one.placing is None
    other, _ = miss((SNIPE0, SOG1, R0), bonus=(0, 2))
    assert other.placing is None
    placed, events = run(fl.place, four, 0, "e5")
    assert log(events) == [
        (
            "place",
            "Player 1 places the puck in east end, north side of the net (5).",
            {"seat": 0, "area": "e5", "why": "no-goal"},
        )
    ]
    assert placed.phase == USE and placed.puck == "e5" and placed.placing is None


def test_no_goal_reads_number_shifts_any_shot_origins_and_shot_reach():
    """O116: a shifted number moves the area (within 0-8); Any Shot from behind center misses as Icing;
    One Timer's reach lets the shooter move the area without a bonus."""
    grinder = r(0, "grinder-3-helmet")
    play = (SNIPE0, SOG1, grinder)
    new, _ = miss(play, effects=(Effect("number-shift", 0, "stoppage", "2", grinder),))
    assert new.puck == "e5"
    new, _ = miss(play, effects=(Effect("number-shift", 0, "stoppage", "9", grinder),))
    assert new.puck == "e8"
    new, _ = miss(play, effects=(Effect("number-shift", 0, "stoppage", "-5", grinder),))
    assert new.puck == "e0"
    iced, events = miss(play, effects=(Effect("any-shot", 0, "stoppage", "w3", SNIPE0),))
    assert log(events)[0] == (
        "any-shot-icing",
        "Player 1's Any Shot from behind center misses: Icing.",
        {"seat": 0},
    )
    assert iced.stoppage == Stoppage("icing", "west-end", 1, 0)
    assert Effect("icing-hand", 0, "stoppage", "Icing: a hand of at most five") in iced.effects
    far, _ = miss(play, effects=(Effect("any-shot", 0, "stoppage", "c9", SNIPE0),))
    assert far.puck == "e3" and far.stoppage is None
    reach, _ = miss(play, effects=(Effect("shot-reach", 0, "stoppage", "1", SNIPE0),))
    assert reach.placing == (0, "no-goal", ("e2", "e3", "e4"))
    both, _ = miss(play, bonus=(2, 0), effects=(Effect("shot-reach", 0, "stoppage", "1", SNIPE0),))
    assert both.placing == (0, "no-goal", ("e1", "e2", "e3", "e4", "e5"))



def test_an_any_shot_icing_at_the_end_of_the_shooters_turn_stops_play_there():
    """How to Score a Goal: No Goal with Any Shot from behind center (O116): the shooter ends its turn
    on the Shot Card without a Score, the miss is Icing, and the Stoppage it calls is where play
    goes on (its bench switches and face-off), not the other side's next turn."""
    grinder = r(0, "grinder-3-helmet")
    state = official(hands=((R0S,), (K1,)), play=(SNIPE0, SOG1, grinder), phase=USE, shot=0, stage=SCORE,
                     shot_from=0, puck="e3", control=0, turn=0,
                     effects=(Effect("any-shot", 0, "stoppage", "w3", SNIPE0),))
    iced, events = GAME.apply(state, Action(0, "end", ()))
    assert "any-shot-icing" in kinds(events) and "end-turn" not in kinds(events)
    assert iced.phase == STOPPAGE and iced.stoppage == Stoppage("icing", "west-end", 1, 0)

def test_a_fizzled_shot_and_a_cancelled_shot_card_or_rebound_hand_the_turn_on():
    """O11 / Phase 3: the turn passes on with the events of the next turn logged."""
    state = official(
        hands=((), (K0,)),
        shot=1,
        stage=SHOT_CARD,
        play=(CAP1,),
        decks=((), None),
        control=0,
        effects=(Effect("goalie-pulling", 1, "stoppage"),),
    )
    new, events = begin(state, 0)
    assert kinds(events)[-1] == "goalie-out" and new.goalie_pulled == (False, True)
    shot = official(
        hands=((CAP0,), (K0,)),
        play=(SNIPE0,),
        shot=1,
        stage=SHOT_CARD,
        control=1,
        puck="w3",
        effects=(Effect("injured", 0, "game", card=CAP0),),      # nothing left to use (Injured)
    )
    laid, events = run(turns.play_card, shot, 0, CAP0)
    assert "end-turn" in kinds(events) and laid.turn == 1
    rebound = official(
        hands=((r(0, "playmaker-5-helmet"), R0), (K0,)),
        play=(SNIPE0, SOG1),
        puck="e3",
        control=0,
        shot=0,
        stage=SCORE,
        shot_from=0,
        effects=(Effect("injured", 0, "game", card=r(0, "playmaker-5-helmet")),),
    )
    again, events = run(turns.play_card, rebound, 0, r(0, "playmaker-5-helmet"))
    assert "rebound" in kinds(events) and "end-turn" in kinds(events) and again.turn == 1
