"""Breakaway Football: scoring (touchdown, extra point, two-point try, field goal, safety),
the kicking game (kickoffs, onside kicks, punts, returns, blocked punts, touchbacks),
Hail Mary, QB kneel, overtime and the optional rules."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.games.breakaway_football.support import (
    FIR,
    GAME,
    LIG,
    act,
    check_inventory,
    defense_card,
    gd,
    kinds,
    neutral_for,
    offense_card,
    position,
    run_down,
)

from tabletop.engine.actions import Action
from tabletop.games.breakaway_football.field import field_goal_distance
from tabletop.games.breakaway_football.state import CALL, ICE, KICKOFF, OVER, TRY

BLITZ = defense_card("FIR", "Blitz", run=1)
IR2 = offense_card("LIG", "inside_run", 2)
LP8 = offense_card("LIG", "long_pass", 8, low=True)
TIGHT = defense_card("FIR", "Tight Run")
RUN_PLUS_2 = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == 2)
RUN_PLUS_1 = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == 1)
NEUTRAL_RUN = gd(neutral_for("run"))


def fg_card(value: int, exclude=()) -> str:
    return gd(lambda c: c.field_goal == value, tuple(exclude))


def kick_position(kicker: int = LIG, top=(), **kw):
    state = position(top=top, **kw)
    return replace(state, phase=KICKOFF, decider=kicker, offense=kicker)


def touchdown_position(top_after=()):
    state = position(ball=18, top=[RUN_PLUS_2, *top_after])
    state, events = run_down(state, IR2, BLITZ)
    assert "touchdown" in kinds(events)
    return state


# ----- touchdown and the try -------------------------------------------------------------------
def test_touchdown_then_extra_point_with_a_field_goal_value_of_three_or_more():
    state = touchdown_position([fg_card(3, (RUN_PLUS_2,))])
    assert state.score == (6, 0) and state.phase == TRY and state.decider == LIG
    state, _events = act(state, LIG, "try", "kick")
    assert state.score == (7, 0) and state.phase == KICKOFF and state.decider == LIG


def test_extra_point_misses_below_three():
    state = touchdown_position([fg_card(0, (RUN_PLUS_2,))])
    state, _ = act(state, LIG, "try", "kick")
    assert state.score == (6, 0)


def test_two_point_try_from_the_10_with_any_card_even_a_discarded_one():
    plus1 = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == 1,
               (RUN_PLUS_2,))
    state = touchdown_position([plus1])
    assert IR2[0] in state.discards[LIG]
    state, _ = act(state, LIG, "try", "two")
    assert state.two_point and state.ball == 18 and state.phase == CALL
    assert Action(LIG, "call", IR2) in GAME.legal_actions(state, LIG)
    assert not any(a.kind in ("special", "timeout") for a in GAME.legal_actions(state, LIG))
    hand = state.hands[LIG]
    state, _events = run_down(state, IR2, BLITZ)           # 1 + 1 = 2 lines: in
    assert state.score == (8, 0) and state.phase == KICKOFF
    assert IR2[0] in state.discards[LIG] and state.hands[LIG] == hand   # untimed: no card used
    check_inventory(state)


def test_failed_two_point_try_scores_nothing():
    state = touchdown_position([NEUTRAL_RUN])
    state, _ = act(state, LIG, "try", "two")
    state, _ = run_down(state, IR2, BLITZ)                 # 1 line from the 10
    assert state.score == (6, 0) and state.phase == KICKOFF


# ----- field goals ---------------------------------------------------------------------------------
@pytest.mark.parametrize("yard_line, distance", [(5, 1), (10, 2), (15, 3), (20, 4), (25, 5), (30, 6),
                                                 (35, 7), (40, 8), (45, 9)])
def test_field_goal_distance_chart(yard_line, distance):
    ball = (100 - yard_line) // 5
    assert field_goal_distance(ball) == distance
    assert Action(LIG, "special", ("field_goal",)) in GAME.legal_actions(position(ball=ball), LIG)


def test_no_field_goal_from_midfield_or_beyond():
    verdict = GAME.validate(position(ball=10), Action(LIG, "special", ("field_goal",)))
    assert not verdict.ok and verdict.code == "out-of-range"
    assert verdict.rule == "Breakaway Football, Field Goal (3 Points)"


@pytest.mark.parametrize("value, good", [(6, True), (7, True), (5, False)])
def test_field_goal_scores_when_the_value_reaches_the_distance(value, good):
    state = position(ball=14, top=[fg_card(value)])          # the opponent's 30: distance 6
    state, _ = act(state, LIG, "special", "field_goal")
    state, _events = act(state, LIG, "discard", state.hands[LIG][0])
    assert len(state.discards[LIG]) == 1
    if good:
        assert state.score == (3, 0) and state.phase == KICKOFF
    else:
        assert state.score == (0, 0) and state.offense == FIR and state.ball == 6


def test_missed_field_goal_inside_the_20_gives_the_ball_at_the_20():
    state = position(ball=17, top=[fg_card(0)])
    state, _ = act(state, LIG, "special", "field_goal")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.offense == FIR and state.ball == 4


# ----- safety and free kick -------------------------------------------------------------------------
def test_safety_scores_two_and_the_free_kick_return_is_an_offense_breakaway():
    kick = gd(lambda c: c.punt == 8 and not c.blocked_punt)
    ret1 = gd(lambda c: c.offense_breakaway == 2, (kick,))
    ret2 = gd(lambda c: c.offense_breakaway == 0, (kick, ret1))
    minus = gd(lambda c: c.event.kind == "run" and c.event.value == -2, (kick, ret1, ret2))
    state = position(ball=1, top=[minus, kick, ret1, ret2])
    state, events = run_down(state, IR2, BLITZ)                     # 1 - 2: back into the end zone
    assert "safety" in kinds(events) and state.score == (0, 2)
    assert "free-kick" in kinds(events)
    assert state.offense == FIR and state.ball == 20 - (4 + 8) + 2


# ----- kickoffs and onside kicks ----------------------------------------------------------------------
@pytest.mark.parametrize("value, ball", [(-1, 5), (0, 5), (1, 3), (2, 6), (3, 9)])
def test_kick_return_table(value, ball):
    state = kick_position(top=[gd(lambda c: c.offense_breakaway == value)])
    state, _ = act(state, LIG, "kickoff", "deep")
    assert state.offense == FIR and state.ball == ball and state.down == 1


def test_kick_return_touchdown_and_fumble():
    state = kick_position(top=[gd(lambda c: c.offense_breakaway == "TD")])
    state, _ = act(state, LIG, "kickoff", "deep")
    assert state.score == (0, 6) and state.phase == TRY and state.decider == FIR
    state = kick_position(top=[gd(lambda c: c.offense_breakaway == "F")])
    state, _ = act(state, LIG, "kickoff", "deep")
    assert state.offense == LIG and state.ball == 16 and state.target == 20   # 1st and goal at the 20


@pytest.mark.parametrize("value, recovered", [(8, True), (9, True), (7, False), (3, False)])
def test_onside_kick_recovered_on_8_or_9(value, recovered):
    state = kick_position(top=[fg_card(value)])
    state, _ = act(state, LIG, "kickoff", "onside")
    assert state.offense == (LIG if recovered else FIR) and state.ball == 10


# ----- punts -------------------------------------------------------------------------------------------
def punt_position(ball, cards, options=None):
    state = position(ball=ball, down=4, top=cards, options=options)
    state, _ = act(state, LIG, "special", "punt")
    return state


def test_punt_and_return():
    punt = gd(lambda c: c.punt == 8 and not c.blocked_punt)
    ret = gd(lambda c: c.offense_breakaway == 2, (punt,))
    state = punt_position(6, [punt, ret])
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.offense == FIR and state.ball == 20 - 14 + 2


def test_punt_into_the_end_zone_is_a_touchback_without_a_return():
    punt = gd(lambda c: c.punt == 8 and not c.blocked_punt)
    state = punt_position(12, [punt])
    deck_before = len(state.deck)
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "touchback" in kinds(events) and state.offense == FIR and state.ball == 4
    assert len(state.deck) == deck_before - 1


def test_blocked_punt_is_a_turnover_and_a_breakaway_return():
    block = gd(lambda c: c.blocked_punt)
    ret1 = gd(lambda c: c.offense_breakaway == 2, (block,))
    ret2 = gd(lambda c: c.offense_breakaway == 0, (block, ret1))
    state = punt_position(6, [block, ret1, ret2])
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "blocked-punt" in kinds(events) and state.offense == FIR and state.ball == 14 + 2


def test_muffed_punt_and_a_return_losing_yards_into_the_end_zone():
    punt = gd(lambda c: c.punt == 8 and not c.blocked_punt)
    muff = gd(lambda c: c.offense_breakaway == "F", (punt,))
    state = punt_position(6, [punt, muff])
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.offense == LIG and state.ball == 14
    punt9 = gd(lambda c: c.punt == 9 and not c.blocked_punt)
    back = gd(lambda c: c.offense_breakaway == -1, (punt9,))
    free = gd(lambda c: c.punt == 8 and not c.blocked_punt, (punt9, back))
    stop = gd(lambda c: c.offense_breakaway == 0, (punt9, back, free))
    state = punt_position(10, [punt9, back, free, stop])      # caught at their 5, returned -1
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "safety" in kinds(events) and state.score == (2, 0)
    assert state.offense == LIG and state.ball == 20 - (4 + 8)  # Fire free-kick from their 20


def test_coffin_corner_punt_is_two_lines_shorter():
    punt = gd(lambda c: c.punt == 8 and not c.blocked_punt)
    ret = gd(lambda c: c.offense_breakaway == 0, (punt,))
    verdict = GAME.validate(position(ball=6), Action(LIG, "special", ("coffin",)))
    assert not verdict.ok and verdict.code == "option-off"
    state = position(ball=8, down=4, top=[punt, ret], options={"coffin_corner": True})
    state, _ = act(state, LIG, "special", "coffin")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.offense == FIR and state.ball == 20 - (8 + 6)


# ----- Hail Mary and QB kneel -------------------------------------------------------------------------
# Hail Mary: "Success is rare (5%)"; draw Game Day cards and consult the FG value; a completion is
# 10 yard lines and an Offense Breakaway; the pictured interception is returned for a defense TD.
# Ruling R24: one card from every spot, 9 completes, 0 is intercepted.
@pytest.mark.parametrize("ball", [6, 10, 14])
def test_hail_mary_reads_one_card_s_field_goal_value_from_every_spot(ball):
    miss = fg_card(8)
    hit = fg_card(9, (miss,))
    state = position(ball=ball, top=[miss, hit])
    state, _ = act(state, LIG, "special", "hail_mary")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "The Hail Mary falls incomplete." in [e.text for e in events]
    assert state.ball == ball and state.down == 2 and state.deck[0] == hit     # the 9 was not drawn


def test_hail_mary_completion_on_a_9_is_ten_lines_and_an_offense_breakaway():
    hit = fg_card(9)
    two = gd(lambda c: c.offense_breakaway == 2 and c.field_goal != 9, (hit,))
    stop = gd(lambda c: c.offense_breakaway == 0, (hit, two))
    state = position(ball=4, top=[hit, two, stop])
    state, _ = act(state, LIG, "special", "hail_mary")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "HAIL MARY COMPLETE" in " ".join(e.text for e in events)
    assert state.ball == 16 and state.down == 1 and state.target == 20      # 4 + 10 + 2


def test_hail_mary_completion_reaching_the_goal_line_is_a_touchdown():
    state = position(ball=10, top=[fg_card(9)])
    state, _ = act(state, LIG, "special", "hail_mary")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "touchdown" in kinds(events) and state.score == (6, 0)


def test_hail_mary_interception_on_a_0_is_returned_for_a_defense_touchdown():
    state = position(ball=6, top=[fg_card(0)])
    state, _ = act(state, LIG, "special", "hail_mary")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.score == (0, 6) and state.phase == TRY and state.decider == FIR


def test_qb_kneel_loses_a_line_uses_a_card_and_draws_nothing():
    state = position(ball=8, down=2)
    deck = state.deck
    state, _ = act(state, LIG, "special", "kneel")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.ball == 7 and state.down == 3 and state.deck == deck and len(state.hands[LIG]) == 14
    kick = gd(lambda c: c.punt == 8 and not c.blocked_punt)
    stop = gd(lambda c: c.offense_breakaway == 0, (kick,))
    state = position(ball=1, top=[kick, stop])
    state, _ = act(state, LIG, "special", "kneel")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "safety" in kinds(events) and state.score == (0, 2)


# ----- overtime ----------------------------------------------------------------------------------------
def ot_position(**kw):
    return position(quarter=5, timeouts=(2, 2), **kw)


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


def test_sudden_death_first_score_wins():
    state = ot_position(ball=14, top=[fg_card(9)], score=(7, 7), ot_had_ball=(True, False),
                        options={"overtime": "sudden_death"})
    state, _ = act(state, LIG, "special", "field_goal")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.phase == OVER and GAME.outcome(state).winners == (LIG,)


def test_overtime_still_tied_when_the_fifth_quarter_ends_is_a_draw():
    neutral = gd(neutral_for("run"))
    ids = GAME.offense_ids
    state = ot_position(ball=6, top=[neutral], score=(7, 7),
                        hands=((IR2[0],), ids["FIR"][:1]),
                        discards=(tuple(c for c in ids["LIG"] if c != IR2[0]), ids["FIR"][1:]))
    state, _ = run_down(state, IR2, BLITZ)
    outcome = GAME.outcome(state)
    assert state.phase == OVER and outcome.draw and "draw" in outcome.text


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


# ----- optional rules --------------------------------------------------------------------------------------
def _iced_kick(value: int, ice: str):
    """A field goal from the opponent's 30 (distance 6) with a card of ``value`` on top."""
    state = position(ball=14, top=[fg_card(value)], options={"ice_the_kicker": True},
                     discards=(GAME.offense_ids["LIG"][:3], ()),
                     hands=(GAME.offense_ids["LIG"][3:], GAME.offense_ids["FIR"]))
    state, _ = act(state, LIG, "special", "field_goal")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.phase == ICE and state.decider == FIR
    hand, discards = state.hands[LIG], state.discards[LIG]
    state, events = act(state, FIR, "ice", ice)
    return state, events, hand, discards


def test_ice_the_kicker_does_the_four_listed_things():
    """Optional Rules, "Ice the Kicker" (ruling R30): once per field-goal attempt, before the Game
    Day card, the defense announces it, spends a time out, the offense does NOT take a card back
    from its discards (unlike a time out), and the kick's field-goal value is one less."""
    state, events, hand, discards = _iced_kick(6, "yes")
    assert "ice" in kinds(events)                                   # 1. announced
    assert state.timeouts == (3, 2)                                 # 2. a time out spent
    assert state.hands[LIG] == hand and state.discards[LIG] == discards   # 3. no card back
    assert state.score == (0, 0) and state.offense == FIR           # 4. a 6 counts 5: short of distance 6
    # Not iced, the same card scores; iced, a 7 (counting 6) still scores.
    state, _events, _, _ = _iced_kick(6, "no")
    assert state.score == (3, 0) and state.timeouts == (3, 3)
    state, _events, _, _ = _iced_kick(7, "yes")
    assert state.score == (3, 0) and state.timeouts == (3, 2)


def test_icing_is_offered_only_with_a_time_out_left_and_only_under_the_option():
    state = position(ball=14, top=[fg_card(6)], timeouts=(3, 0), options={"ice_the_kicker": True})
    state, _ = act(state, LIG, "special", "field_goal")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.phase != ICE and state.score == (3, 0)
    state = position(ball=14, top=[fg_card(6)])
    state, _ = act(state, LIG, "special", "field_goal")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.phase != ICE and state.score == (3, 0)


def test_late_half_incompletion_keeps_the_card():
    red = gd(lambda c: c.event.kind == "pass" and c.event.color == "red")
    ids = GAME.offense_ids
    keep = [LP8[0], *[c for c in ids["LIG"] if c != LP8[0]][:3]]
    state = position(quarter=2, ball=6, top=[red], options={"late_half_incompletions": True},
                     hands=(tuple(c for c in ids["LIG"] if c in keep), ids["FIR"][:4]),
                     discards=(tuple(c for c in ids["LIG"] if c not in keep), ids["FIR"][4:]))
    state, events = run_down(state, LP8, TIGHT)
    assert "late-incompletion" in kinds(events) and LP8[0] in state.hands[LIG] and state.down == 2
    # Without the optional rule the same play uses the card.
    state = position(quarter=2, ball=6, top=[red],
                     hands=(tuple(c for c in ids["LIG"] if c in keep), ids["FIR"][:4]),
                     discards=(tuple(c for c in ids["LIG"] if c not in keep), ids["FIR"][4:]))
    state, events = run_down(state, LP8, TIGHT)
    assert "late-incompletion" not in kinds(events) and LP8[0] in state.discards[LIG]


# ----- what the table is told about the try and the onside kick (found by the mutation run) ----------
def test_the_extra_point_is_announced_good_or_no_good_with_the_score():
    """A kicked try is good on a field-goal value of three or more; the log says which, with the score."""
    for value, words, score in ((3, "GOOD", (7, 0)), (0, "NO GOOD", (6, 0))):
        state = touchdown_position([fg_card(value, (RUN_PLUS_2,))])
        state, events = act(state, LIG, "try", "kick")
        assert state.score == score
        [said] = [e for e in events if e.kind == "extra-point"]
        assert said.text == f"Extra point {words}. ({state.names[0]} {score[0]}, {state.names[1]} {score[1]})"


def test_a_two_point_try_ends_the_try_whatever_it_gains():
    """After the single scrimmage down of a two-point try the game is back to normal downs."""
    plus1 = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == 1, (RUN_PLUS_2,))
    state = touchdown_position([plus1])
    state, _ = act(state, LIG, "try", "two")
    assert state.two_point is True
    state, _ = run_down(state, IR2, BLITZ)
    assert state.two_point is False


@pytest.mark.parametrize("value, recovered", [(8, True), (3, False)])
def test_the_onside_kick_is_announced_by_who_has_the_ball(value, recovered):
    state = kick_position(top=[fg_card(value)])
    state, events = act(state, LIG, "kickoff", "onside")
    said = [(e.kind, e.text, e.data) for e in events if e.kind == "onside"]
    if recovered:
        assert said == [("onside", f"Onside kick RECOVERED by {state.names[LIG]} at midfield!", {})]
    else:
        assert said == [("onside", f"Onside kick fails: {state.names[FIR]} takes over at midfield.", {})]
