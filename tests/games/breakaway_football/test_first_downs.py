"""Breakaway Football, "First Downs": landing on the marker resets the downs and moves the
marker to the next line (the goal line inside the opponent's 20); each line works once a drive;
fourth down short is a turnover on downs at the spot.

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

import pytest

from tabletop.games.breakaway_football import clock
from tabletop.games.breakaway_football.state import CALL, SPECIAL
from tests.games.breakaway_football.support import (
    BLITZ,
    FIR,
    GAME,
    IR2,
    LIG,
    RUN_MINUS_2,
    gd,
    kinds,
    neutral_for,
    position,
    run_down,
)

# ----- First Downs and the downs ----------------------------------------------------------------------

def test_landing_on_a_first_down_line_resets_the_downs_and_moves_the_marker():
    card = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == 1)
    state, events = run_down(position(ball=8, down=3, top=[card]), IR2, BLITZ)
    assert "first-down" in kinds(events) and state.ball == 10 and state.down == 1 and state.target == 16


def test_inside_the_opponents_20_the_marker_goes_to_the_goal_line():
    neutral = gd(neutral_for("run"))
    state, _ = run_down(position(ball=15, top=[neutral]), IR2, BLITZ)
    assert state.ball == 16 and state.down == 1 and state.target == 20


def test_each_first_down_line_works_once_per_drive():
    # Midfield was earned earlier in the drive: the marker stands at the opponent's 20.
    state, events = run_down(position(ball=11, target=16, top=[RUN_MINUS_2]), IR2, BLITZ)   # 1 - 2
    assert state.ball == 10 and state.down == 2 and state.target == 16
    assert "first-down" not in kinds(events)


def test_turnover_on_downs_gives_the_ball_over_at_the_spot():
    neutral = gd(neutral_for("run"))
    state, events = run_down(position(ball=7, down=4, top=[neutral]), ("LIG-O03", "b"), BLITZ)  # OR2 v run 1
    assert "downs" in kinds(events) and state.offense == FIR and state.ball == 20 - 8


def test_falling_one_line_short_of_the_marker_is_the_next_down():
    state = position(ball=7, down=2, target=10, phase=SPECIAL)
    events = []
    after = clock.advance(GAME.tables, state, 9, events)
    assert (after.ball, after.down, after.target, after.phase) == (9, 3, 10, CALL)
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("down", "3rd and 5 at their own 45.", {"ball": 9, "down": 3})]


@pytest.mark.parametrize("new, target, text", [
    (10, 16, "First down! 1st and 30 at midfield."),          # landing on the line
    (11, 16, "First down! 1st and 25 at the opponent's 45."),  # past it
    (17, 20, "First down! 1st and goal at the opponent's 15."),
])
def test_reaching_the_marker_is_a_first_down_even_on_fourth_down(new, target, text):
    state = position(ball=7, down=4, target=10 if new < 16 else 16)
    events = []
    after = clock.advance(GAME.tables, state, new, events)
    assert (after.offense, after.ball, after.down, after.target, after.phase) == (LIG, new, 1, target, CALL)
    assert [(e.kind, e.text, e.data) for e in events] == [("first-down", text, {"ball": new})]


def test_third_down_short_is_fourth_down_not_a_turnover():
    state = position(ball=7, down=3, target=10)
    events = []
    after = clock.advance(GAME.tables, state, 8, events)
    assert (after.offense, after.down) == (LIG, 4)
    assert events[0].text == "4th and 10 at their own 40."


def test_fourth_down_short_is_a_turnover_on_downs_at_the_spot():
    state = position(ball=7, down=4, target=10)
    events = []
    after = clock.advance(GAME.tables, state, 8, events)
    # The Fire take over at the same spot: the Lightning's 40 is the Fire's own 60 (line 12).
    assert (after.offense, after.ball, after.down, after.target) == (FIR, 12, 1, 16)
    assert [(e.kind, e.text, e.data) for e in events[:1]] == [
        ("downs", "Turnover on downs at their own 40.", {"ball": 8})]
    assert events[1].text == "Fire takes over: 1st and 20 at the opponent's 40."
