"""Breakaway: CCG, Part 2 "How to Score a Goal" (hand-off from the official-flow tests): the passing
bonus, Shoot and On-Net, the Shot Card, rebounds, score, save and tip, and where the puck goes after
no goal (rulings O11, O12, O116)."""

from __future__ import annotations

from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.official_flow import Effect, Stoppage
from tabletop.games.breakaway_ccg.state import OVER, PLACE, SAVE, SCORE, SHOT_CARD, START, USE, evolve
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
    begin,
    kinds,
    log,
    miss,
    r,
    run,
    used,
)
from tests.games.breakaway_ccg.support import T, official


def test_a_shot_that_cannot_go_on_fizzles_and_a_missing_save_is_a_goal():
    """O11: no Shot Card even after the draw: no goal, the shooter keeps the puck; no card for the Save:
    the goal stands."""
    state = official(hands=((), (K0,)), shot=1, stage=SHOT_CARD, play=(CAP1,), decks=((), None), control=0)
    new, events = begin(state, 0)
    assert log(events)[1] == (
        "shot-fizzles",
        ("Player 1 has no card to go on with the shot: no goal, and Player 2 keeps the puck."),
        {"seat": 0},
    )
    assert (new.shot, new.stage, new.control, new.turn, new.phase) == (None, None, 1, 1, START)
    goal = official(hands=((), (K0,)), shot=1, stage=SAVE, play=(SNIPE0, SOG1, GOAL1), decks=((), None))
    scored, events = begin(goal, 0)
    assert scored.goals == (0, 1) and kinds(events)[:2] == ["no-save", "goal"]
    own = official(
        hands=((R0,), ()), shot=1, stage=SAVE, play=(SNIPE0, SOG1, GOAL1), decks=(None, ()), control=1
    )
    fizz, events = begin(own, 1)
    assert fizz.goals == (0, 0) and "shot-fizzles" in kinds(events) and fizz.control == 1


def test_the_shot_card_is_laid_and_a_triple_shot_card_is_icing():
    """How to Score a Goal: the opponent's next card is the Shot Card; a Triple as the Shot Card is Icing."""
    state = official(hands=((CAP0,), (K0,)), play=(SNIPE0,), shot=1, stage=SHOT_CARD, control=1, puck="w3")
    new, events = run(fl.play_card, state, 0, CAP0)
    assert log(events)[1] == (
        "shot-card",
        ("Captain 8 (helmet) is the Shot Card: Player 2 may now try to score on it."),
        {"seat": 0, "card": CAP0},
    )
    assert new.stage == SCORE and new.shot == 1
    iced = official(hands=((R0S,), (K0,)), play=(R0, K0), shot=1, stage=SHOT_CARD, control=1, puck="e3")
    stopped, events = run(fl.play_card, iced, 0, R0S)
    assert stopped.stoppage == Stoppage("icing", "west-end", 1, 0) and stopped.ready == (True, False)
    own = official(hands=((CAP0,), (K0,)), play=(SNIPE0,), shot=0, stage=SHOT_CARD, control=0, puck="e3")
    _mine, events = run(fl.play_card, own, 0, CAP0)
    assert "shot-card" not in kinds(events) and "rebound" not in kinds(events)


def test_a_card_one_higher_than_the_shot_card_is_a_rebound():
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
    new, events = run(fl.play_card, state, 0, r(0, "playmaker-5-helmet"))
    assert log(events)[1] == (
        "rebound",
        (
            "Rebound! Playmaker 5 (helmet) is one higher than the Shot Card: Player 1 "
            "keeps the puck and shoots again; Player 2 owes another Shot Card."
        ),
        {"seat": 0},
    )
    assert (new.stage, new.shot_from, new.control, new.action_used) == (SHOT_CARD, 2, 0, True)
    two_up, events = run(fl.play_card, state, 0, R0)
    assert "rebound" not in kinds(events) and two_up.shot is None and "no-goal" in kinds(events)
    goal, events = run(fl.play_card, evolve(state, hands=((GOAL0,), (K0,))), 0, GOAL0)
    assert goal.stage == SCORE and goal.phase == USE and "no-goal" not in kinds(events)
    five = r(0, "score-5-helmet")
    plain_score, events = run(
        fl.play_card, evolve(state, hands=((five,), (K0,)), play=(SNIPE0, CAP1)), 0, five
    )
    assert plain_score.stage == SCORE and "no-goal" not in kinds(events)
    _equal, events = run(
        fl.play_card,
        evolve(state, hands=((r(0, "two-way-forward-4-helmet"),), (K0,))),
        0,
        r(0, "two-way-forward-4-helmet"),
    )
    assert "rebound" not in kinds(events)
    bad_shot = evolve(state, play=(SNIPE0, GOAL1), hands=((R0,), (K0,)))
    _none_num, events = run(fl.play_card, bad_shot, 0, R0)
    assert "rebound" not in kinds(events)
    waiting = evolve(state, stage=SAVE, turn=1, hands=((R0,), (K0,)), play=(SNIPE0, SOG1, GOAL0))
    owed, events = run(fl.play_card, waiting, 1, K0)
    assert owed.phase == USE and owed.turn == 1 and owed.stage == SAVE


def test_a_pass_in_the_offensive_zone_raises_the_bonus_and_leaving_it_clears_it():
    """How to Score a Goal: +1 per pass wholly in the offensive zone, at most +3 (+4 on a power play);
    the bonus resets when the puck leaves the zone (O12)."""
    new, events = run(fl.move, used(bonus=(1, 2)), "e1")
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
    maxed, events = run(fl.move, used(bonus=(3, 0)), "e1")
    assert maxed.bonus == (3, 0) and "passing-bonus" not in kinds(events)
    out, _ = run(fl.move, used(bonus=(2, 0)), "ne9")
    assert out.bonus == (0, 0)
    entering, _ = run(fl.move, used(puck="ne9", bonus=(0, 0)), "e8")
    assert entering.bonus == (0, 0)
    theirs = fl._bonus_after_move(T, used(bonus=(0, 2), puck="w3", control=1), 0, "w3", "w1", [])
    assert theirs.bonus == (0, 2)
    not_mine = fl._bonus_after_move(T, used(bonus=(1, 0), control=1), 0, "e3", "e1", [])
    assert not_mine.bonus == (1, 0)
    seat1 = fl._bonus_after_move(T, used(bonus=(1, 1), control=1, puck="w3"), 1, "w3", "w1", [])
    assert seat1.bonus == (0, 2)


def test_shoot_on_net_and_the_free_shoot_of_the_plus_three_bonus():
    """How to Score a Goal: Shoot / On-Net make the opponent's next card the Shot Card; +3: a free Shoot."""
    new, events = run(fl.shoot, used(), "shoot")
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
    free, events = run(fl.shoot, used(free_shot=True, play=(R0S, BC0)), "shoot")
    assert log(events)[0][1] == (f"Player 1 shoots from {T.area_name[free.puck]} (free with the +3 passing bonus)! "
                                 "Player 2's next card is the Shot Card.")
    assert not free.action_used and free.free_shot is False and free.shot_from == 1
    printed, events = run(fl.shoot, used(free_shot=True, play=(SNIPE0,)), "shoot")
    assert "(free" not in log(events)[0][1] and printed.action_used and printed.free_shot is False
    spent, events = run(fl.shoot, used(free_shot=True, action_used=True), "shoot")
    assert "(free" in log(events)[0][1] and spent.action_used
    on_net, events = run(fl.shoot, used(free_shot=True, bonus=(1, 0)), "on-net")
    assert log(events)[0][1].startswith("Player 1 takes a shot on net from east end")
    assert "(free" not in log(events)[0][1] and on_net.action_used and not on_net.free_shot
    wrist = r(0, "wrist-shot-6-helmet")
    timer, events = run(fl.shoot, used(play=(wrist,)), "shoot")
    assert log(events)[1] == (
        "special",
        "One Timer: the scoring area may shift by 1 either way.",
        {"seat": 0, "special": "one-timer", "card": wrist},
    )
    assert timer.effects == (Effect("shot-reach", 0, "stoppage", "1", wrist),)
    any_, events = run(fl.any_shot, used(play=(CAP0, BC0), puck="w3"))
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
    tried, events = run(fl.score, state)
    assert log(events) == [
        ("score-attempt", "Player 1 tries to score! Player 2 has one chance to save.", {"seat": 0})
    ]
    assert tried.stage == SAVE and tried.action_used
    saved, events = run(fl.save, evolve(tried, turn=1, play=tried.play + (SAVE1,), action_used=False))
    assert log(events)[0] == ("save", "Player 2 saves! Play stops.", {"seat": 1})
    assert saved.stoppage == Stoppage("save", "east-end", 1) and saved.play == ()
    tipped, events = run(fl.tip, used(play=(SNIPE0, CAP1, r(0, "tip-in-5-helmet")), shot=0, stage=SCORE))
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
        effects=(Effect("cancelled", 0, "game", card=CAP0),),
    )
    laid, events = run(fl.play_card, shot, 0, CAP0)
    assert "end-turn" in kinds(events) and laid.turn == 1
    rebound = official(
        hands=((r(0, "playmaker-5-helmet"), R0), (K0,)),
        play=(SNIPE0, SOG1),
        puck="e3",
        control=0,
        shot=0,
        stage=SCORE,
        shot_from=0,
        effects=(Effect("cancelled", 0, "game", card=r(0, "playmaker-5-helmet")),),
    )
    again, events = run(fl.play_card, rebound, 0, r(0, "playmaker-5-helmet"))
    assert "rebound" in kinds(events) and "end-turn" in kinds(events) and again.turn == 1
