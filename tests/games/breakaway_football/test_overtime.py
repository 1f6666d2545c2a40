"""Breakaway Football, "Overtime" and "Sudden-Death OT": a tie after four quarters sets up a fifth
with two time outs and a coin toss; a first-possession field goal is answered, any touchdown ends
the game, a tie after the fifth quarter is a draw; under sudden death the first score wins
(ruling R28).

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.breakaway_football import clock, kicking
from tabletop.games.breakaway_football.state import CALL, CHOOSE, KICKOFF, OVER, TOSS, Call, Play
from tests.games.breakaway_football.support import (
    BLITZ,
    BLOCKED,
    FIR,
    FO,
    GAME,
    IR2,
    LIG,
    LO,
    RUN_PLUS_2,
    act,
    backs,
    called,
    defense_card,
    fg,
    fg_card,
    gd,
    neutral_for,
    offense_card,
    position,
    punt_card,
    punt_state,
    run_down,
    said,
    seen,
    stacked_position,
    told,
)


def ot_position(**kw):
    return position(quarter=5, timeouts=(2, 2), **kw)


SUDDEN = {"overtime": "sudden_death"}


# ----- Setting up overtime ----------------------------------------------------------------------------

def test_overtime_starts_with_a_coin_toss_and_the_winner_chooses():
    ids = GAME.offense_ids
    neutral = gd(neutral_for("run"))
    state = position(quarter=4, ball=6, top=[neutral], score=(7, 7), hands=((IR2[0],), ids["FIR"][:1]),
                     discards=(tuple(c for c in ids["LIG"] if c != IR2[0]), ids["FIR"][1:]))
    state, _ = run_down(state, IR2, BLITZ)
    assert state.quarter == 5 and GAME.pending(state)[0].seat == FIR
    state, events = act(state, FIR, "toss", "heads")
    assert events[0].chance
    winner = state.decider
    state, _ = act(state, winner, "choose", "receive")
    assert state.offense == winner and state.ot_had_ball[winner]


def test_tied_after_four_quarters_sets_up_overtime_with_two_time_outs_and_a_toss():
    """Overtime steps 1-3: quarter 5, two time outs each, all 15 cards back, and a coin toss (called
    by the visitors, seat 1, R1)."""
    state = position(quarter=4, score=(10, 10), timeouts=(0, 3), decider=LIG, hands=((), FO[:3]),
                     discards=(LO, FO[3:]), calls=(Call(LO[0]), None), play=Play(), revealed=True, two_point=True,
                     quarter_over=True)
    events = []
    after, handled = clock.boundary(GAME.tables, state, events)
    assert handled is True
    assert after.quarter == 5 and after.timeouts == (2, 2) and after.phase == TOSS and after.decider == FIR
    assert after.hands == (LO, FO) and after.discards == ((), ())
    assert after.calls == (None, None) and after.play is None and after.revealed is False
    assert after.two_point is False and after.quarter_over is False and after.winners is None
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("quarter-end", "Quarter 4 is over: an offense has played its last card (Lightning 10, Fire 10).",
         {"quarter": 4}),
        ("overtime", ("Tied after four quarters: overtime! Time outs are set to 2, both teams reclaim all 15 "
                      "offense cards, and a coin is tossed."), {"quarter": 5}),
    ]


def test_drives_before_overtime_do_not_count_as_overtime_possessions():
    state = position(quarter=4)
    assert clock.begin_drive(GAME.tables, state, FIR, 5, []).ot_had_ball == (False, False)


@pytest.mark.parametrize("seat, choice, kicker", [(LIG, "receive", FIR), (FIR, "receive", LIG)])
def test_the_overtime_choice_leaves_the_opening_receiver_alone(seat, choice, kicker):
    """Overtime: a fresh toss and choice; the game's opening receiver stays as it was (R28)."""
    state = replace(GAME.new_game(7), phase=CHOOSE, decider=seat, quarter=5, opening_receiver=seat)
    after, events = act(state, seat, "choose", choice)
    rest = []
    assert after == kicking.kickoff(GAME.tables, state, kicker, rest, after_score=False)
    assert after.opening_receiver == seat and told(events[1:]) == told(rest)
    state = replace(state, quarter=2, opening_receiver=kicker)
    assert act(state, seat, "choose", choice)[0].opening_receiver == kicker


# ----- Sudden-Death OT --------------------------------------------------------------------------------

def test_sudden_death_first_score_wins():
    state = ot_position(ball=14, top=[fg_card(9)], score=(7, 7), ot_had_ball=(True, False),
                        options={"overtime": "sudden_death"})
    state, _ = act(state, LIG, "special", "field_goal")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.phase == OVER and GAME.outcome(state).winners == (LIG,)


# ----- Overtime possessions: who is owed an answering drive and when a score ends the game (ruling R28) 

def test_overtime_field_goal_on_the_first_possession_gives_the_other_team_a_drive():
    state = ot_position(ball=14, top=[fg_card(9)], score=(7, 7), ot_had_ball=(True, False))
    state, _ = act(state, LIG, "special", "field_goal")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.score == (10, 7) and state.phase == KICKOFF and state.ot_answer == FIR


def test_overtime_answer_drive_that_fails_ends_the_game():
    neutral = gd(neutral_for("run"))
    fir_ir = offense_card("FIR", "inside_run", 2)
    lig_blitz = defense_card("LIG", "Blitz")
    state = ot_position(offense=FIR, ball=6, down=4, top=[neutral], score=(10, 7), ot_had_ball=(True, True),
                        ot_answer=FIR)
    state, _events = run_down(state, fir_ir, lig_blitz)
    assert state.phase == OVER and GAME.outcome(state).winners == (LIG,)


def test_overtime_touchdown_ends_the_game_at_once():
    state = ot_position(ball=18, top=[RUN_PLUS_2], score=(7, 7), ot_had_ball=(True, False))
    state, _ = run_down(state, IR2, BLITZ)
    assert state.phase == OVER and state.score == (13, 7) and GAME.outcome(state).winners == (LIG,)


def test_overtime_answering_field_goal_that_ties_plays_on():
    state = ot_position(offense=FIR, ball=14, top=[fg_card(9)], score=(10, 7), ot_had_ball=(True, True),
                        ot_answer=FIR)
    state, _ = act(state, FIR, "special", "field_goal")
    state, _ = act(state, FIR, "discard", state.hands[FIR][0])
    assert state.score == (10, 10) and state.phase == KICKOFF and state.ot_answer is None


def test_overtime_still_tied_when_the_fifth_quarter_ends_is_a_draw():
    neutral = gd(neutral_for("run"))
    ids = GAME.offense_ids
    state = ot_position(ball=6, top=[neutral], score=(7, 7),
                        hands=((IR2[0],), ids["FIR"][:1]),
                        discards=(tuple(c for c in ids["LIG"] if c != IR2[0]), ids["FIR"][1:]))
    state, _ = run_down(state, IR2, BLITZ)
    outcome = GAME.outcome(state)
    assert state.phase == OVER and outcome.draw and "draw" in outcome.text


def test_an_overtime_touchdown_ends_the_game_even_on_the_first_possession():
    """Overtime: any touchdown ends the game (R28: no try)."""
    state = called(LIG, quarter=5, ot_had_ball=(True, False))
    events = []
    after = kicking.touchdown(GAME.tables, state, LIG, events)
    assert seen(events) == [said("touchdown", "TOUCHDOWN Lightning! (Lightning 6, Fire 0)",
                                 {"seat": LIG, "points": 6}),
                            said("game-over", "Lightning wins, 6-0.", {"winners": (LIG,)})]
    assert after.phase == OVER and after.winners == (LIG,)


def test_an_overtime_field_goal_on_the_first_possession_is_answered():
    """Overtime: a field goal on the first possession gives the other team one more drive (R28)."""
    state = stacked_position(quarter=5, ball=14, top=[fg(9)], ot_had_ball=(True, False))
    events = []
    after = kicking.kick_field_goal(GAME.tables, state, events, iced=False)
    assert [e.kind for e in events] == ["game-day", "field-goal"]
    assert after.score == (3, 0) and after.ot_answer == FIR
    assert (after.phase, after.decider, after.winners) == (KICKOFF, LIG, None)


@pytest.mark.parametrize("options, had, score, winners", [
    (SUDDEN, (True, False), (0, 0), (LIG,)),       # sudden death: the first score wins
    (None, (True, True), (0, 0), (LIG,)),          # the other team has had its drive: 3-0 wins
])
def test_an_overtime_field_goal_that_settles_the_game_ends_it(options, had, score, winners):
    state = stacked_position(quarter=5, ball=14, top=[fg(9)], ot_had_ball=had, score=score, options=options)
    events = []
    after = kicking.kick_field_goal(GAME.tables, state, events, iced=False)
    assert seen(events)[-1] == said("game-over", "Lightning wins, 3-0.", {"winners": winners})
    assert after.phase == OVER and after.winners == winners


def test_an_overtime_field_goal_that_ties_after_both_drives_plays_on():
    state = stacked_position(quarter=5, ball=14, top=[fg(9)], ot_had_ball=(True, True), score=(0, 3), ot_answer=LIG)
    events = []
    after = kicking.kick_field_goal(GAME.tables, state, events, iced=False)
    assert after.phase == KICKOFF and after.score == (3, 3) and after.ot_answer is None


def test_a_missed_overtime_answer_ends_the_game():
    """R28: the answering drive ends without a score: the game is over."""
    state = stacked_position(quarter=5, ball=14, top=[fg(0)], ot_had_ball=(True, True), score=(0, 3), ot_answer=LIG)
    events = []
    after = kicking.kick_field_goal(GAME.tables, state, events, iced=False)
    assert seen(events)[2:] == [said("overtime-answer", "Lightning fails to answer the field goal."),
                                said("game-over", "Fire wins, 3-0.", {"winners": (FIR,)})]
    assert after.phase == OVER


@pytest.mark.parametrize("options, had, score, over", [
    (SUDDEN, (True, True), (0, 0), True),           # sudden death: any score wins
    (None, (True, True), (0, 0), True),             # both have had the ball: 0-2 wins
    (None, (True, True), (2, 0), False),            # it ties the game: play on
    (None, (False, True), (0, 0), False),           # the team scored on has not had the ball
])
def test_an_overtime_safety_wins_unless_the_other_team_is_owed_a_drive_or_it_ties(options, had, score, over):
    """R28: a safety in overtime wins unless the other team is still owed its drive or it ties."""
    kick, zero = punt_card(8), backs(0)
    state = stacked_position(quarter=5, ball=0, top=[kick, zero], ot_had_ball=had, score=score, options=options,
                     ot_answer=FIR)
    events = []
    after = kicking.safety(GAME.tables, state, events)
    assert (after.phase == OVER) is over
    if over:
        assert seen(events)[1:] == [said("game-over", "Fire wins, 2-0.", {"winners": (FIR,)})]
    else:
        assert after.ot_answer == (None if had[LIG] else LIG)
        assert [e.kind for e in events][1:] == ["game-day", "free-kick", "game-day", "drive"]


def test_an_overtime_kickoff_returned_all_the_way_wins_for_the_receivers():
    state = stacked_position(offense=FIR, quarter=5, top=[backs("TD")])
    events = []
    after = kicking.deep_kick(GAME.tables, state, FIR, events)
    assert [e.kind for e in events] == ["game-day", "kick-return", "touchdown", "game-over"]
    assert (after.phase, after.winners, after.offense) == (OVER, (LIG,), LIG)


def test_an_overtime_punt_returned_for_a_touchdown_wins_for_the_receivers():
    state = punt_state(6, [punt_card(8), backs("TD")], quarter=5, ot_had_ball=(True, False))
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert [e.kind for e in events][-2:] == ["touchdown", "game-over"]
    assert (after.phase, after.winners, after.offense) == (OVER, (FIR,), FIR)


@pytest.mark.parametrize("blocked", [True, False])
def test_a_punt_on_the_overtime_answering_drive_ends_the_game(blocked):
    """R28: the team owed an answering drive that punts has not scored: the game is over."""
    first = BLOCKED if blocked else punt_card(8)
    state = punt_state(6, [first, backs("TD")], quarter=5, ot_answer=LIG, ot_had_ball=(True, True), score=(0, 3))
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert seen(events)[-2:] == [said("overtime-answer", "Lightning fails to answer the field goal."),
                                 said("game-over", "Fire wins, 3-0.", {"winners": (FIR,)})]
    assert after.phase == OVER and after.used == (first,) and after.score == (0, 3)


@pytest.mark.parametrize("blocked", [True, False])
@pytest.mark.parametrize("answer", [None, FIR])
def test_an_overtime_punt_by_a_team_not_owed_an_answer_is_returned(blocked, answer):
    first = BLOCKED if blocked else punt_card(8)
    zero = backs(0)
    state = punt_state(6, [first, zero, backs(0, exclude=(zero,))], quarter=5, ot_answer=answer,
                       ot_had_ball=(True, False))
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert after.phase == CALL and after.offense == FIR and after.ot_had_ball == (True, True)
    assert "game-over" not in [e.kind for e in events]


def test_an_overtime_punt_touchback_on_the_answering_drive_also_ends_the_game():
    state = punt_state(12, [punt_card(8)], quarter=5, ot_answer=LIG, ot_had_ball=(True, True), score=(0, 3))
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert [e.kind for e in events] == ["game-day", "touchback", "overtime-answer", "game-over"]
    assert after.phase == OVER


def test_an_overtime_free_kick_returned_all_the_way_wins_for_the_receivers():
    kick, td = punt_card(8), backs("TD")
    after = kicking.free_kick(GAME.tables, stacked_position(ball=0, top=[kick, td], quarter=5, score=(2, 2)), LIG, [])
    assert (after.phase, after.winners, after.offense, after.score) == (OVER, (FIR,), FIR, (2, 8))


def test_an_overtime_blocked_punt_returned_all_the_way_wins_for_the_receivers():
    state = punt_state(6, [BLOCKED, backs("TD")], quarter=5, ot_had_ball=(True, False))
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert [e.kind for e in events] == ["game-day", "blocked-punt", "game-day", "touchdown", "game-over"]
    assert (after.phase, after.winners, after.offense) == (OVER, (FIR,), FIR)


@pytest.mark.parametrize("quarter, scorer, touchdown, options, had, score, ends", [
    # Before overtime a score never ends the game.
    (4, LIG, True, None, (True, False), (6, 0), False),
    (4, LIG, False, SUDDEN, (True, False), (3, 0), False),
    # Any overtime touchdown wins.
    (5, LIG, True, None, (True, False), (6, 0), True),
    (5, FIR, True, None, (False, True), (0, 6), True),
    # Sudden death: the first score of any kind wins.
    (5, LIG, False, SUDDEN, (True, False), (3, 0), True),
    # A field goal before the other team has had the ball: they get an answering drive.
    (5, LIG, False, None, (True, False), (3, 0), False),
    (5, FIR, False, None, (False, True), (0, 3), False),
    # Both have had the ball: a field goal that leaves the teams unequal wins; one that ties goes on.
    (5, FIR, False, None, (True, True), (3, 6), True),
    (5, LIG, False, None, (True, True), (6, 3), True),
    (5, LIG, False, None, (True, True), (3, 3), False),
])
def test_whether_an_overtime_score_ends_the_game(quarter, scorer, touchdown, options, had, score, ends):
    state = position(quarter=quarter, options=options, ot_had_ball=had, score=score)
    assert clock.overtime_after_score(state, scorer, touchdown) is ends


@pytest.mark.parametrize("quarter, scorer, had, before, owed", [
    (4, LIG, (False, False), None, None),          # not overtime: nobody is owed anything
    (5, LIG, (True, False), None, FIR),            # the Fire have not had the ball: they answer
    (5, FIR, (False, True), None, LIG),
    (5, LIG, (True, True), FIR, None),             # the Fire had their drive: nothing owed any more
])
def test_who_is_owed_an_answering_drive(quarter, scorer, had, before, owed):
    state = position(quarter=quarter, ot_had_ball=had, ot_answer=before)
    assert clock.answer_owed(state, scorer).ot_answer == owed


@pytest.mark.parametrize("score, winners, result", [
    ((6, 6), (), "The game ends in a draw, 6-6."),
    ((9, 6), (LIG,), "Lightning wins, 9-6."),
])
def test_the_end_of_overtime_ends_the_game_a_draw_if_still_level(score, winners, result):
    """Overtime: still tied after the 5th quarter, the game is a draw (no second overtime)."""
    state = position(quarter=5, score=score, hands=((), FO[:3]), discards=(LO, FO[3:]), quarter_over=True)
    events = []
    after, handled = clock.boundary(GAME.tables, state, events)
    assert handled is True and after.phase == OVER and after.winners == winners and after.quarter == 5
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("quarter-end", (f"Overtime is over: an offense has played its last card (Lightning {score[0]}, "
                         f"Fire {score[1]})."), {"quarter": 5}),
        ("game-over", result, {"winners": winners}),
    ]


@pytest.mark.parametrize("offense, before, had", [
    (FIR, (True, False), (True, True)),
    (LIG, (False, False), (True, False)),
])
def test_an_overtime_drive_counts_as_having_had_the_ball(offense, before, had):
    state = position(quarter=5, ot_had_ball=before)
    assert clock.begin_drive(GAME.tables, state, offense, 5, []).ot_had_ball == had


def test_an_overtime_answering_drive_that_does_not_score_ends_the_game():
    """Overtime (R28): after a first-possession field goal the other team gets one more drive; if it
    ends without a score, the field goal wins."""
    state = position(quarter=5, offense=FIR, score=(3, 0), ot_answer=FIR, ot_had_ball=(True, True))
    events = []
    after = clock.change_possession(GAME.tables, state, 8, events)
    assert after.phase == OVER and after.winners == (LIG,)
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("overtime-answer", "Fire fails to answer the field goal.", {}),
        ("game-over", "Lightning wins, 3-0.", {"winners": (LIG,)}),
    ]


def test_an_answering_drive_stopped_on_downs_ends_overtime_with_the_ball_at_the_spot():
    """Overtime (R28): the answering drive ends without a score, so the field goal wins; the ball is left
    where the drive was stopped."""
    state = position(quarter=5, offense=FIR, ball=7, down=4, target=10, score=(3, 0), ot_answer=FIR,
                     ot_had_ball=(True, True))
    events = []
    after = clock.advance(GAME.tables, state, 8, events)
    assert after.phase == OVER and after.winners == (LIG,) and after.ball == 8 and after.offense == FIR
    assert [e.kind for e in events] == ["downs", "overtime-answer", "game-over"]
