"""Breakaway Football, "Field Goal (3 Points)" and "Safety (2 Points)": the kick distance chart and
the range, a kick good when the value reaches the distance, a miss giving the ball at the spot or
the 20 (rulings R20, R21); a safety scores two and the team scored on free-kicks from its 20,
the return being an offense breakaway (ruling R26).

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_football import kicking
from tabletop.games.breakaway_football.field import field_goal_distance
from tabletop.games.breakaway_football.state import CALL, EQUALIZE, KICKOFF, OVER, TRY, Play
from tests.games.breakaway_football.support import (
    BLITZ,
    CARDS,
    FIR,
    FO,
    GAME,
    IR2,
    LIG,
    LO,
    PUNT8,
    Rigged,
    act,
    all_text,
    back,
    backs,
    called,
    calls_for,
    drawn,
    drive,
    fg,
    fg_card,
    gd,
    kinds,
    legal,
    one,
    position,
    punt_card,
    run_down,
    said,
    seen,
    stacked_position,
)

MINUS2 = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == -2)


def safety_then_free_kick(*returns: str, returned: bool = True):
    """Lightning on their own 5 lose a line into the end zone: safety; Lightning free-kick 8 lines
    from their 20, Fire field it at their 8 (20 - 12) and return it."""
    state = position(ball=1, top=[MINUS2, PUNT8, *returns])
    state, events = run_down(state, IR2, BLITZ)              # 1 - 2 = -1: into the end zone
    assert "safety" in kinds(events) and ("free-kick" in kinds(events)) == returned
    return state, events


# ----- Safety (2 Points) and the free kick (ruling R26) -----------------------------------------------

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


def test_free_kick_returned_for_a_touchdown_scores_six_more():
    td = back("TD", MINUS2, PUNT8)
    state, events = safety_then_free_kick(td)
    assert "touchdown" in kinds(events)
    assert state.score == (0, 2 + 6) and state.phase == TRY and state.decider == FIR


def test_free_kick_return_fumble_goes_to_the_kicking_team_at_the_ball_marker():
    """Turnovers, R26: a fumble on the return goes back to the kicking team where the return began."""
    two = back(2, MINUS2, PUNT8)
    fumble = back("F", MINUS2, PUNT8, two)
    state, events = safety_then_free_kick(two, fumble)
    assert "Fumble on the return" in all_text(events)
    # Fire fielded at their 8 and ran 2 before the fumble: Lightning's ball at Fire's 8.
    assert state.score == (0, 2) and state.offense == LIG and state.ball == 20 - 8


def test_free_kick_that_lands_on_the_goal_line_is_a_touchback(monkeypatch):
    """Touchbacks: "Punts that land on or past the Goal Line are touchbacks. No punt return takes
    place" -- the free kick is a punt (Safety step 2). No shipped card punts 16 lines from the 20
    (the longest is 10), so the card is lengthened here to reach the branch."""
    assert max(c.punt for c in CARDS.game_day) + 4 < 20
    monkeypatch.setitem(GAME.gd, PUNT8, replace(GAME.gd[PUNT8], punt=16))
    td = back("TD", MINUS2, PUNT8)                   # would score if a return took place
    state, events = safety_then_free_kick(td, returned=False)
    assert "touchdown" not in kinds(events) and state.score == (0, 2)
    assert state.offense == FIR and state.ball == 4  # the receivers' 20
    assert td in state.deck                          # no return card was turned


def test_being_driven_back_to_the_own_goal_line_is_a_safety_and_to_the_five_is_not():
    state, events = run_down(position(ball=1, top=["GD17", "GD30"]), IR2, BLITZ)   # 1 - 2
    assert "safety" in kinds(events) and state.score == (0, 2)
    state, _ = run_down(position(ball=2, top=["GD17"]), IR2, BLITZ)
    assert state.score == (0, 0) and state.ball == 1 and state.down == 2


def test_a_safety_on_the_last_play_of_the_game_leaves_the_ball_on_the_goal_line():
    state = position(ball=1, quarter=4, score=(0, 5), top=["GD17"], hands=(("LIG-O02",), GAME.offense_ids["FIR"]))
    state, _events = run_down(state, IR2, BLITZ)
    assert state.phase == OVER and state.score == (0, 7) and state.ball == 0


@pytest.mark.parametrize("offense", [LIG, FIR])
def test_a_safety_scores_two_and_the_team_scored_on_free_kicks_from_its_20(offense):
    """Safety: 2 points and the ball for the defense; the team scored on punts from its own 20 and
    the return is an offense breakaway (R26)."""
    kick, two, zero = punt_card(8), backs(2), backs(0)
    state = called(offense, ball=0, top=[kick, two, zero], score=(1, 1))
    events = []
    after = kicking.safety(GAME.tables, state, events)
    scorer = 1 - offense
    name = ("Lightning", "Fire")[scorer]
    score = (3, 1) if scorer == LIG else (1, 3)
    assert seen(events) == [
        said("safety", f"SAFETY! 2 points for {name}. (Lightning {score[0]}, Fire {score[1]})",
             {"seat": scorer, "points": 2}),
        drawn(kick, "free kick of 8 lines"),
        said("free-kick", f"{name} fields the free kick at their own 40: the return is an offense breakaway.",
             {"seat": scorer}),
        drawn(two, "breakaway value +2, on to midfield"),
        drawn(zero, "breakaway value 0, tackled"),
        drive(scorer, 10, "1st and 30 at midfield"),
        # The safety spent the offense card: the other team levels its hand (Clock Management).
        said("equalize", f"{name} must discard 1 offense card to match the other team's clock.",
             {"seat": scorer, "count": 1}),
    ]
    assert after.score == score
    assert (after.offense, after.ball, after.phase, after.decider) == (scorer, 10, EQUALIZE, scorer)
    assert after.discards[offense] == ((LO, FO)[offense][4],)


def test_a_free_kick_that_lands_on_the_goal_line_is_a_touchback_to_the_20():
    """Touchbacks: no return; the receivers start on their 20. The longest shipped punt is 10, so a
    card is printed with 16 here (20 = the 20 plus 16)."""
    kick, td = punt_card(8), backs("TD")
    game = Rigged(**{kick: {"punt": 16}})
    state = stacked_position(offense=FIR, ball=0, top=[kick, td])
    events = []
    after = kicking.free_kick(game, state, FIR, events)
    assert seen(events) == [drawn(kick, "free kick of 16 lines"), drive(LIG, 4, "1st and 30 at their own 20")]
    assert (after.offense, after.ball, after.score) == (LIG, 4, (0, 0)) and after.deck[0] == td


def test_the_free_kicking_team_lines_up_on_its_20():
    """Safety step 1: the ball goes to the kicking team's 20, and is kicked from there."""
    kick = punt_card(8)
    game = Rigged(**{kick: {"punt": 16}})
    state = stacked_position(offense=LIG, ball=0, top=[kick], quarter=4, quarter_over=True, score=(0, 2),
                     play=Play(card="GD01"), two_point=True)
    after = kicking.free_kick(game, state, FIR, [])
    assert (after.phase, after.offense, after.ball, after.play) == (OVER, FIR, 4, None)


def test_a_free_kick_one_line_short_is_returned_from_the_5():
    """A 15-line free kick lands on the receivers' 5; driven back into their own end zone it is a
    safety for the kickers (Safety: a return that loses yardage)."""
    kick, minus, zero, kick2, zero2 = punt_card(8), backs(-1), backs(0), punt_card(9), backs(0, exclude=(backs(0),))
    game = Rigged(**{kick: {"punt": 15}})
    state = stacked_position(offense=LIG, ball=0, top=[kick, minus, zero, kick2, zero2], score=(0, 2))
    events = []
    after = kicking.free_kick(game, state, LIG, events)
    assert seen(events) == [
        drawn(kick, "free kick of 15 lines"),
        said("free-kick", "Fire fields the free kick at their own 5: the return is an offense breakaway.",
             {"seat": FIR}),
        drawn(minus, "breakaway value -1, on to their own goal line"),
        drawn(zero, "breakaway value 0, tackled"),
        said("safety", "SAFETY! 2 points for Lightning. (Lightning 2, Fire 2)", {"seat": LIG, "points": 2}),
        drawn(kick2, "free kick of 9 lines"),
        said("free-kick", "Lightning fields the free kick at their own 35: the return is an offense breakaway.",
             {"seat": LIG}),
        drawn(zero2, "breakaway value 0, tackled"),
        drive(LIG, 7, "1st and 15 at their own 35"),
    ]
    assert after.score == (2, 2) and (after.offense, after.ball) == (LIG, 7)


def test_a_free_kick_returned_all_the_way():
    kick, td = punt_card(8), backs("TD")
    events = []
    after = kicking.free_kick(GAME.tables, stacked_position(ball=0, top=[kick, td], score=(0, 2)), LIG, events)
    assert seen(events)[2:] == [drawn(td, "breakaway value TD"),
                                said("touchdown", "TOUCHDOWN Fire! (Lightning 0, Fire 8)", {"seat": FIR, "points": 6})]
    assert (after.phase, after.decider, after.offense) == (TRY, FIR, FIR)


def test_a_free_kick_return_fumbled_goes_back_to_the_kickers_where_the_return_began():
    """Turnovers; R26: the fumble is at the ball marker, where the receivers fielded the kick."""
    kick, two, fumble = punt_card(8), backs(2), backs("F")
    events = []
    after = kicking.free_kick(GAME.tables, stacked_position(ball=0, top=[kick, two, fumble]), LIG, events)
    assert seen(events)[4:] == [said("fumble", "Fumble on the return! Lightning recovers.", {"seat": LIG}),
                                drive(LIG, 12, "1st and 20 at the opponent's 40")]
    assert (after.offense, after.ball) == (LIG, 12)


# ----- Field Goal (3 Points): distance, range and the kick (rulings R20, R21) -------------------------

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


def test_the_discard_for_a_field_goal_kicks_it():
    state, _ = act(position(ball=15, top=["GD06"]), LIG, "special", "field_goal")      # distance 5, value 5
    state, events = act(state, LIG, "discard", "LIG-O01")
    assert one(events, "special-discard").text.endswith("for a field goal.")
    assert state.score == (3, 0) and "field-goal" in kinds(events)


@pytest.mark.parametrize("ball, value, iced, good", [
    (14, 6, False, True), (14, 5, False, False), (14, 7, True, True), (14, 6, True, False),
    (17, 3, False, True), (17, 0, False, False), (11, 9, False, True), (11, 8, False, False),
    (12, 9, True, True), (12, 8, True, False),
])
def test_a_field_goal_is_good_when_the_value_reaches_the_distance(ball, value, iced, good):
    """Field Goal step 4: good when the value is equal to or greater than the kick distance (20 less
    the ball position: the chart); icing takes 1 off the value (R30)."""
    card = fg(value)
    state = stacked_position(ball=ball, score=(7, 7), top=[card], play=Play(special="field_goal", card="GD01"))
    events = []
    after = kicking.kick_field_goal(GAME.tables, state, events, iced)
    distance = 20 - ball
    shown = f"field goal value {value}" + (" -1 (iced)" if iced else "")
    if good:
        assert seen(events) == [drawn(card, shown),
                                said("field-goal", f"Field goal GOOD from distance {distance}! (Lightning 10, "
                                     "Fire 7)", {"seat": LIG, "distance": distance})]
        assert after.score == (10, 7)
        assert (after.phase, after.decider, after.offense, after.play) == (KICKOFF, LIG, LIG, None)
    else:
        take = max(4, 20 - ball)
        assert seen(events)[:2] == [drawn(card, shown),
                                    said("field-goal-miss", f"Field goal from distance {distance} is NO GOOD.",
                                         {"seat": LIG, "distance": distance})]
        assert [e.data for e in events[2:]] == [{"offense": FIR, "ball": take}]
        assert after.score == (7, 7) and (after.offense, after.ball, after.phase) == (FIR, take, CALL)
    assert after.used == (card,)


@pytest.mark.parametrize("ball, take, text", [
    (17, 4, "1st and 30 at their own 20"),     # from inside the defense's 20: out to its 20 (R21)
    (16, 4, "1st and 30 at their own 20"),
    (15, 5, "1st and 25 at their own 25"),     # otherwise at the spot of the ball
    (11, 9, "1st and 5 at their own 45"),
])
def test_a_missed_field_goal_gives_the_defense_the_ball_at_the_spot_or_its_20(ball, take, text):
    miss = fg(0)
    state = stacked_position(offense=FIR, ball=ball, top=[miss])
    events = []
    after = kicking.kick_field_goal(GAME.tables, state, events, iced=False)
    assert seen(events) == [drawn(miss, "field goal value 0"),
                            said("field-goal-miss", f"Field goal from distance {20 - ball} is NO GOOD.",
                                 {"seat": FIR, "distance": 20 - ball}),
                            drive(LIG, take, text)]
    assert (after.offense, after.ball, after.down, after.phase) == (LIG, take, 1, CALL)


def test_a_field_goal_is_offered_from_the_opponents_45_and_closer():
    """Field Goal (3 Points): distance 9 (the opponent's 45) is the chart's last line (R20)."""
    specials = [("special", (m,)) for m in ("punt", "field_goal", "hail_mary", "kneel")]
    assert legal(position(ball=11, hands=(LO[:1], FO)), LIG) == calls_for(LO[:1]) + specials
    assert legal(position(ball=19, target=20, hands=(LO[:1], FO)), LIG) == calls_for(LO[:1]) + specials
    assert GAME._specials(position(ball=10)) == ["punt", "hail_mary", "kneel"]
