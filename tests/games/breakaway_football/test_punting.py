"""Breakaway Football, "Punting", "Punt Returns" and "Touchbacks": a punt travels its printed lines,
the return is the offense breakaway value, a punt on or past the goal line is a touchback to the
20 without a return, a blocked punt is a turnover and a breakaway return (ruling R25).

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

import pytest

from tabletop.games.breakaway_football import kicking
from tabletop.games.breakaway_football.state import CALL, TRY
from tests.games.breakaway_football.support import (
    BLOCKED,
    FIR,
    GAME,
    LIG,
    PUNT8,
    act,
    all_text,
    back,
    backs,
    check_inventory,
    drawn,
    drive,
    gd,
    kinds,
    one,
    position,
    punt_card,
    punt_state,
    said,
    seen,
    stacked_position,
)


def punt_position(ball, cards, options=None):
    state = position(ball=ball, down=4, top=cards, options=options)
    state, _ = act(state, LIG, "special", "punt")
    return state


# ----- Blocked punts ----------------------------------------------------------------------------------

def test_blocked_punt_is_a_turnover_and_a_breakaway_return():
    block = gd(lambda c: c.blocked_punt)
    ret1 = gd(lambda c: c.offense_breakaway == 2, (block,))
    ret2 = gd(lambda c: c.offense_breakaway == 0, (block, ret1))
    state = punt_position(6, [block, ret1, ret2])
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "blocked-punt" in kinds(events) and state.offense == FIR and state.ball == 14 + 2


def test_blocked_punt_returned_all_the_way_is_a_touchdown():
    two = back(2, BLOCKED)
    td = back("TD", BLOCKED, two)
    state = position(ball=6, down=4, top=[BLOCKED, two, td])
    state, _ = act(state, LIG, "special", "punt")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "blocked-punt" in kinds(events) and "touchdown" in kinds(events)
    assert state.score == (0, 6) and state.phase == TRY and state.decider == FIR


def test_blocked_punt_return_fumbled_goes_back_to_the_punting_team_at_the_ball_marker():
    """Turnovers (fumbles happen at the ball marker's spot), R13/R25: a fumble during a breakaway
    return happens where the return began, not where the runner had got to."""
    two = back(2, BLOCKED)
    fumble = back("F", BLOCKED, two)
    state = position(ball=6, down=4, top=[BLOCKED, two, fumble])
    state, _ = act(state, LIG, "special", "punt")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "Fumble on the return" in all_text(events)
    # Fire picked it up at their 14 (20 - 6) and ran 2 lines before the fumble: Lightning's 6.
    assert state.offense == LIG and state.ball == 20 - 14 and state.score == (0, 0)


def test_a_blocked_punt_is_a_turnover_and_a_breakaway_return_from_the_line_of_scrimmage():
    """Punt Returns step 2: a blocked punt is an automatic turnover and a breakaway return (R25)."""
    two, zero = backs(2), backs(0)
    state = punt_state(6, [BLOCKED, two, zero])
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert seen(events) == [
        drawn(BLOCKED, "BLOCKED PUNT"),
        said("blocked-punt", "The punt is blocked! Fire picks it up at the opponent's 30 on a breakaway return.",
             {"seat": FIR}),
        drawn(two, "breakaway value +2, on to the opponent's 20"),
        drawn(zero, "breakaway value 0, tackled"),
        drive(FIR, 16, "1st and goal at the opponent's 20"),
    ]
    assert (after.offense, after.ball, after.play) == (FIR, 16, None)


def test_a_blocked_punt_fumbled_on_the_return_goes_back_to_the_punters_at_the_pick_up():
    fumble = backs("F")
    state = punt_state(6, [BLOCKED, backs(2), fumble])
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert seen(events)[4] == said("fumble", "Fumble on the return! Lightning recovers.", {"seat": LIG})
    assert (after.offense, after.ball) == (LIG, 6)


def test_the_fire_punt_is_blocked_and_the_lightning_pick_it_up():
    zero = backs(0)
    state = stacked_position(offense=FIR, ball=6, down=4, top=[BLOCKED, zero])
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert seen(events)[1] == said("blocked-punt", "The punt is blocked! Lightning picks it up at the opponent's 30 "
                                   "on a breakaway return.", {"seat": LIG})
    assert (after.offense, after.ball) == (LIG, 14)


# ----- Touchbacks -------------------------------------------------------------------------------------

def test_punt_into_the_end_zone_is_a_touchback_without_a_return():
    punt = gd(lambda c: c.punt == 8 and not c.blocked_punt)
    state = punt_position(12, [punt])
    deck_before = len(state.deck)
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "touchback" in kinds(events) and state.offense == FIR and state.ball == 4
    assert len(state.deck) == deck_before - 1


@pytest.mark.parametrize("ball, lines", [(12, 8), (11, 9), (14, 8)])
def test_a_punt_on_or_past_the_goal_line_is_a_touchback_without_a_return(ball, lines):
    """Touchbacks: no return; the receivers start on their own 20."""
    kick = punt_card(lines)
    state = punt_state(ball, [kick, backs("TD")])
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert seen(events) == [drawn(kick, f"punt of {lines} lines"),
                            said("touchback", "Touchback: Fire starts at their own 20."),
                            drive(FIR, 4, "1st and 30 at their own 20")]
    assert (after.offense, after.ball, after.play) == (FIR, 4, None) and after.used == (kick,)


def test_the_fire_punt_into_the_end_zone_is_a_touchback():
    state = stacked_position(offense=FIR, ball=12, down=4, top=[punt_card(8)])
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert seen(events)[1] == said("touchback", "Touchback: Lightning starts at their own 20.")
    assert (after.offense, after.ball) == (LIG, 4)


# ----- Punting and Punt Returns (ruling R25) ----------------------------------------------------------

def test_punt_and_return():
    punt = gd(lambda c: c.punt == 8 and not c.blocked_punt)
    ret = gd(lambda c: c.offense_breakaway == 2, (punt,))
    state = punt_position(6, [punt, ret])
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.offense == FIR and state.ball == 20 - 14 + 2


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


# Kickoffs/Kick Returns table: "TD Touchdown!" -- the same corner value read on a punt return.
def test_punt_return_touchdown_scores_six_for_the_receivers():
    ret = back("TD", PUNT8)
    state = position(ball=6, down=4, top=[PUNT8, ret])
    state, _ = act(state, LIG, "special", "punt")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "returns the punt for a touchdown" in all_text(events)
    assert "touchdown" in kinds(events)
    assert state.score == (0, 6)
    assert state.phase == TRY and state.decider == FIR and state.offense == FIR
    check_inventory(state)


def test_punt_return_of_some_lines_starts_the_receivers_there():
    """Punt Returns step 1: the return is the offense breakaway value (here 3 lines)."""
    ret = back(3, PUNT8)
    state = position(ball=6, down=4, top=[PUNT8, ret])
    state, _ = act(state, LIG, "special", "punt")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.score == (0, 0) and state.offense == FIR and state.ball == 20 - (6 + 8) + 3


def test_the_discard_for_a_punt_is_told_and_the_punt_is_kicked():
    state, _ = act(position(ball=10, top=["GD12"]), LIG, "special", "punt")
    state, events = act(state, LIG, "discard", "LIG-O01")
    event = one(events, "special-discard")
    assert event.text == "Lightning discards Long Pass 8 (low %) / Short Pass 2 for a punt."
    assert event.data == {"seat": LIG, "card": "LIG-O01"}
    assert "LIG-O01" in state.discards[LIG] and "LIG-O01" not in state.hands[LIG]
    assert "touchback" in kinds(events) and state.offense == FIR and state.ball == 4      # 10 + 10 lines


@pytest.mark.parametrize("corner, shown, spot, text, drive_text", [
    (2, "+2", 8, "their own 40", "1st and 10 at their own 40"),
    (0, "+0", 6, "their own 30", "1st and 20 at their own 30"),        # a 0 is no return (R25)
    (3, "+3", 9, "their own 45", "1st and 5 at their own 45"),
    (-1, "-1", 5, "their own 25", "1st and 25 at their own 25"),
])
def test_a_punt_travels_its_lines_and_the_return_is_the_offense_breakaway_value(corner, shown, spot, text,
                                                                               drive_text):
    """Punting step 3 and Punt Returns step 1: from the 30 an 8-line punt is caught on the receivers'
    30, and a second card's offense breakaway value is the return."""
    kick = punt_card(8)
    ret = backs(corner, exclude=(kick,))
    state = punt_state(6, [kick, ret])
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert seen(events) == [
        drawn(kick, "punt of 8 lines"),
        drawn(ret, f"punt return, offense breakaway value {corner}"),
        said("punt-return", f"Punt return of {shown}: Fire starts at {text}.", {"ball": spot}),
        drive(FIR, spot, drive_text),
    ]
    assert (after.offense, after.ball, after.down, after.phase, after.play) == (FIR, spot, 1, CALL, None)
    assert after.used == (kick, ret)


def test_a_punt_return_losing_a_line_from_the_receivers_10_starts_at_their_5():
    kick, ret = punt_card(6), backs(-1)
    state = punt_state(12, [kick, ret])
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert seen(events)[2:] == [said("punt-return", "Punt return of -1: Fire starts at their own 5.", {"ball": 1}),
                                drive(FIR, 1, "1st and 15 at their own 5")]
    assert (after.offense, after.ball, after.score) == (FIR, 1, (0, 0))


def test_a_punt_return_driven_back_into_the_end_zone_is_a_safety():
    """Safety: a punt return that loses yardage back to the goal line; the receivers free-kick."""
    kick, ret, kick2, zero = punt_card(6), backs(-1), punt_card(8), backs(0)
    state = punt_state(13, [kick, ret, kick2, zero])
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert seen(events) == [
        drawn(kick, "punt of 6 lines"),
        drawn(ret, "punt return, offense breakaway value -1"),
        said("punt-return", "Fire is driven back into their own end zone."),
        said("safety", "SAFETY! 2 points for Lightning. (Lightning 2, Fire 0)", {"seat": LIG, "points": 2}),
        drawn(kick2, "free kick of 8 lines"),
        said("free-kick", "Lightning fields the free kick at their own 40: the return is an offense breakaway.",
             {"seat": LIG}),
        drawn(zero, "breakaway value 0, tackled"),
        drive(LIG, 8, "1st and 10 at their own 40"),
    ]
    assert after.score == (2, 0)


def test_a_punt_one_line_short_of_the_goal_line_is_returned():
    kick, zero = punt_card(8), backs(0)
    state = punt_state(11, [kick, zero])
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert seen(events)[2] == said("punt-return", "Punt return of +0: Fire starts at their own 5.", {"ball": 1})
    assert (after.offense, after.ball) == (FIR, 1)


def test_a_punt_returned_for_a_touchdown():
    kick, td = punt_card(8), backs("TD")
    state = punt_state(6, [kick, td], score=(3, 0))
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert seen(events)[1:] == [drawn(td, "punt return, offense breakaway value TD"),
                                said("punt-return", "Fire returns the punt for a touchdown!"),
                                said("touchdown", "TOUCHDOWN Fire! (Lightning 3, Fire 6)", {"seat": FIR, "points": 6})]
    assert (after.phase, after.decider, after.offense, after.score) == (TRY, FIR, FIR, (3, 6))


def test_a_muffed_punt_is_recovered_by_the_punting_team_where_it_landed():
    """R25: a fumble corner on the return is a muff; the kickers recover where the punt came down."""
    kick, fumble = punt_card(8), backs("F")
    state = punt_state(6, [kick, fumble])
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert seen(events)[1:] == [drawn(fumble, "punt return, offense breakaway value F"),
                                said("punt-return", "Fire muffs the punt! Lightning recovers at the opponent's 30."),
                                drive(LIG, 14, "1st and 10 at the opponent's 30")]
    assert (after.offense, after.ball, after.down) == (LIG, 14, 1)


def test_the_fire_punt_and_the_lightning_return_it():
    kick, ret = punt_card(8), backs(2)
    state = stacked_position(offense=FIR, ball=6, down=4, top=[kick, ret])
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert seen(events) == [drawn(kick, "punt of 8 lines"),
                            drawn(ret, "punt return, offense breakaway value 2"),
                            said("punt-return", "Punt return of +2: Lightning starts at their own 40.", {"ball": 8}),
                            drive(LIG, 8, "1st and 10 at their own 40")]
    assert (after.offense, after.ball) == (LIG, 8)


@pytest.mark.parametrize("corner, text", [
    ("F", "Lightning muffs the punt! Fire recovers at the opponent's 30."),
    ("TD", "Lightning returns the punt for a touchdown!"),
])
def test_the_fire_punt_muffed_or_returned_all_the_way(corner, text):
    kick, ret = punt_card(8), backs(corner)
    state = stacked_position(offense=FIR, ball=6, down=4, top=[kick, ret])
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert seen(events)[2] == said("punt-return", text)
    assert after.offense == (FIR if corner == "F" else LIG)


def test_a_fire_punt_return_driven_into_the_end_zone_is_a_safety_for_the_fire():
    kick, ret, kick2, zero = punt_card(6), backs(-1), punt_card(8), backs(0)
    state = stacked_position(offense=FIR, ball=13, down=4, top=[kick, ret, kick2, zero])
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert seen(events)[2:4] == [
        said("punt-return", "Lightning is driven back into their own end zone."),
        said("safety", "SAFETY! 2 points for Fire. (Lightning 0, Fire 2)", {"seat": FIR, "points": 2})]
    assert after.score == (0, 2) and after.offense == FIR
