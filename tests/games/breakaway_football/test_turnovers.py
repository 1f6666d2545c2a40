"""Breakaway Football, "Turnovers": a fumble on a run happens at the ball marker, an
interception on a pass where the pass got to, and an interception in the end zone is a
touchback to the 20 (ruling R17).

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

from tabletop.games.breakaway_football.state import EQUALIZE
from tests.games.breakaway_football.support import (
    BLITZ,
    FIR,
    FIR_IR2,
    IR2,
    LIG,
    LIG_BLITZ,
    MP4,
    ZONE_BLITZ,
    gd,
    one,
    position,
    run_down,
    texts_of,
    zone_blitz_22,
)

# ----- Fumbles and interceptions ----------------------------------------------------------------------

def test_fumble_happens_at_the_current_spot():
    fumble = gd(lambda c: c.event.effect == "fumble")
    state, _events = run_down(position(ball=8, top=[fumble]), IR2, BLITZ)
    assert state.offense == FIR and state.ball == 12 and state.down == 1


def test_interception_happens_at_the_new_spot_and_in_the_end_zone_is_a_touchback():
    pick = gd(lambda c: c.event.effect == "interception")
    state, _ = run_down(position(ball=10, top=[pick]), MP4, zone_blitz_22())
    assert state.offense == FIR and state.ball == 20 - 12
    state, events = run_down(position(ball=18, top=[pick]), MP4, zone_blitz_22())
    assert "end zone" in " ".join(e.text for e in events)
    assert state.offense == FIR and state.ball == 4


def test_a_fumble_event_turns_the_ball_over_at_the_line_of_scrimmage():
    """Turnovers: a fumble happens at the current spot of the ball marker (R17)."""
    state, events = run_down(position(ball=8, top=["GD20"]), IR2, BLITZ)
    event = one(events, "fumble")
    assert event.text == "FUMBLE! Fire takes over at the opponent's 40." and event.data == {"spot": 8}
    assert state.offense == FIR and state.ball == 12 and state.down == 1 and state.phase == EQUALIZE
    assert IR2[0] in state.discards[LIG]


def test_an_interception_event_happens_where_the_pass_got_to():
    """Turnovers: resolve the pass, the interception happens at the new spot (R17)."""
    state, events = run_down(position(ball=10, top=["GD48"]), MP4, ZONE_BLITZ)      # 4 - 2 = 2
    event = one(events, "interception")
    assert event.text == "INTERCEPTED! Fire takes over at their own 40." and event.data == {"spot": 12}
    assert state.offense == FIR and state.ball == 8


def test_an_interception_just_short_of_the_goal_line_is_taken_over_at_the_five():
    state, events = run_down(position(ball=17, top=["GD48"]), MP4, ZONE_BLITZ)      # got to 19
    assert texts_of(events, "interception") == ["INTERCEPTED! Fire takes over at their own 5."]
    assert state.offense == FIR and state.ball == 1


def test_an_interception_at_the_goal_line_is_a_touchback():
    state, events = run_down(position(ball=18, top=["GD48"]), MP4, ZONE_BLITZ)      # got to 20
    assert texts_of(events, "interception") == ["INTERCEPTED in the end zone by Fire: touchback, ball at their 20."]
    assert state.offense == FIR and state.ball == 4


def test_the_fire_intercepting_the_fire_is_named_for_the_lightning():
    state, events = run_down(position(offense=FIR, ball=8, top=["GD20"]), FIR_IR2, LIG_BLITZ)
    assert texts_of(events, "fumble") == ["FUMBLE! Lightning takes over at the opponent's 40."]
    assert state.offense == LIG and state.ball == 12
