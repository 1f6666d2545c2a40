"""Breakaway Football, "Kicking Game": "Kickoffs/Kick Returns" (one card resolves kick and return
by the offense breakaway corner; a fumble is first and goal for the kickers at the 20) and
"Onside Kicks" (from midfield, recovered on a field-goal value of 8 or 9; ruling R23), and where a
breakaway return ends.

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.breakaway_football import kicking
from tabletop.games.breakaway_football.state import CALL, KICKOFF, OVER, TRY
from tests.games.breakaway_football.support import (
    FIR,
    GAME,
    LIG,
    act,
    backs,
    called,
    drawn,
    drive,
    fg,
    fg_card,
    gd,
    position,
    punt_card,
    said,
    same,
    seen,
    stacked_position,
    told,
)


def kick_position(kicker: int = LIG, top=(), **kw):
    state = position(top=top, **kw)
    return replace(state, phase=KICKOFF, decider=kicker, offense=kicker)


# ----- Onside Kicks (ruling R23) ----------------------------------------------------------------------

@pytest.mark.parametrize("value, recovered", [(8, True), (9, True), (7, False), (3, False)])
def test_onside_kick_recovered_on_8_or_9(value, recovered):
    state = kick_position(top=[fg_card(value)])
    state, _ = act(state, LIG, "kickoff", "onside")
    assert state.offense == (LIG if recovered else FIR) and state.ball == 10


@pytest.mark.parametrize("value, recovered", [(8, True), (3, False)])
def test_the_onside_kick_is_announced_by_who_has_the_ball(value, recovered):
    state = kick_position(top=[fg_card(value)])
    state, events = act(state, LIG, "kickoff", "onside")
    said = [(e.kind, e.text, e.data) for e in events if e.kind == "onside"]
    if recovered:
        assert said == [("onside", f"Onside kick RECOVERED by {state.names[LIG]} at midfield!", {})]
    else:
        assert said == [("onside", f"Onside kick fails: {state.names[FIR]} takes over at midfield.", {})]


@pytest.mark.parametrize("kicker", [LIG, FIR])
def test_a_kickoff_after_a_score_waits_for_deep_or_onside(kicker):
    state = called(1 - kicker, two_point=True, phase=TRY)
    events = []
    after = kicking.kickoff(GAME.tables, state, kicker, events, after_score=True)
    assert events == [] and after.deck == state.deck
    assert (after.phase, after.decider, after.offense) == (KICKOFF, kicker, kicker)
    assert after.play is None and after.calls == (None, None)
    assert after.revealed is False and after.two_point is False


@pytest.mark.parametrize("value, recovered", [(8, True), (9, True), (7, False), (0, False), (3, False)])
@pytest.mark.parametrize("kicker", [LIG, FIR])
def test_an_onside_kick_is_recovered_on_an_8_or_a_9_at_midfield(value, recovered, kicker):
    """Onside Kicks: from midfield, field-goal value 8 or 9: the kickers keep the ball (R23)."""
    card = fg(value)
    state = stacked_position(offense=kicker, top=[card])
    events = []
    after = kicking.onside_kick(GAME.tables, state, kicker, events)
    names = ("Lightning", "Fire")
    owner = kicker if recovered else 1 - kicker
    line = (f"Onside kick RECOVERED by {names[kicker]} at midfield!" if recovered
            else f"Onside kick fails: {names[1 - kicker]} takes over at midfield.")
    assert seen(events) == [drawn(card, f"onside kick, field goal value {value}"), said("onside", line),
                            drive(owner, 10, "1st and 30 at midfield")]
    assert (after.offense, after.ball, after.phase) == (owner, 10, CALL)


def test_the_kicking_team_kicks_deep_or_announces_an_onside_kick():
    """Kickoffs/Kick Returns; Onside Kicks: the onside kick is announced (R23)."""
    state = replace(position(offense=FIR, top=["GD05", "GD28"]), phase=KICKOFF, decider=FIR)
    same(state, FIR, "kickoff", "deep", expect=lambda s, ev: kicking.deep_kick(GAME.tables, s, FIR, ev))
    after, events = act(state, FIR, "kickoff", "onside")
    assert told(events[:1]) == [("announce", "Fire announces an onside kick.", {})]
    rest = []
    assert after == kicking.onside_kick(GAME.tables, state, FIR, rest) and told(events[1:]) == told(rest)
    state = replace(state, offense=LIG, decider=LIG, names=("Ann", "Bob"))
    after, events = act(state, LIG, "kickoff", "onside")
    assert told(events[:1]) == [("announce", "Ann announces an onside kick.", {})]
    rest = []
    assert after == kicking.onside_kick(GAME.tables, state, LIG, rest) and told(events[1:]) == told(rest)
    assert "announce" not in [e.kind for e in act(state, LIG, "kickoff", "deep")[1]]


# ----- Where a kick return ends (rulings R13, R25, R26) -----------------------------------------------

def test_a_return_tackled_short_of_the_goal_line_starts_the_drive_there():
    events = []
    after = kicking._return_outcome(GAME.tables, stacked_position(offense=FIR, ball=1), FIR, "tackle", 1, events)
    assert seen(events) == [drive(FIR, 1, "1st and 15 at their own 5")]
    assert (after.offense, after.ball, after.score) == (FIR, 1, (0, 0))


@pytest.mark.parametrize("spot", [0, -1])
def test_a_return_tackled_in_the_end_zone_is_a_safety(spot):
    kick, zero = punt_card(8), backs(0)
    events = []
    state = stacked_position(offense=FIR, ball=1, top=[kick, zero])
    after = kicking._return_outcome(GAME.tables, state, FIR, "tackle", spot, events)
    assert seen(events)[0] == said("safety", "SAFETY! 2 points for Lightning. (Lightning 2, Fire 0)",
                                   {"seat": LIG, "points": 2})
    assert after.score == (2, 0) and (after.offense, after.ball) == (LIG, 8)


def test_a_safety_on_a_return_is_scored_from_the_goal_line():
    state = stacked_position(offense=FIR, ball=1, quarter=4, quarter_over=True)
    after = kicking._return_outcome(GAME.tables, state, FIR, "tackle", 0, [])
    assert (after.phase, after.offense, after.ball, after.score) == (OVER, FIR, 0, (2, 0))


@pytest.mark.parametrize("receiver", [LIG, FIR])
def test_a_fumbled_return_goes_to_the_kickers_where_the_return_began(receiver):
    """Turnovers: a fumble is at the ball marker, where the return began (R13, R25, R26)."""
    events = []
    state = stacked_position(offense=receiver, ball=8)
    after = kicking._return_outcome(GAME.tables, state, receiver, "fumble", 15, events)
    kicker = 1 - receiver
    name = ("Lightning", "Fire")[kicker]
    assert seen(events) == [said("fumble", f"Fumble on the return! {name} recovers.", {"seat": kicker}),
                            drive(kicker, 12, "1st and 20 at the opponent's 40")]
    assert (after.offense, after.ball) == (kicker, 12)


def test_a_return_touchdown_scores_for_the_receivers():
    events = []
    after = kicking._return_outcome(GAME.tables, stacked_position(offense=FIR, ball=8), FIR, "td", 20, events)
    assert seen(events) == [said("touchdown", "TOUCHDOWN Fire! (Lightning 0, Fire 6)", {"seat": FIR, "points": 6})]
    assert (after.phase, after.decider, after.score) == (TRY, FIR, (0, 6))


# ----- Kickoffs and Kick Returns ----------------------------------------------------------------------

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


def test_a_kickoff_that_opens_a_half_is_kicked_deep_at_once():
    ret = backs(3)
    state = stacked_position(phase=TRY, two_point=True, top=[ret])
    events = []
    after = kicking.kickoff(GAME.tables, state, FIR, events, after_score=False)
    assert seen(events) == [drawn(ret, "kickoff, offense breakaway value 3"),
                            said("kick-return", "Kick return: Lightning starts at their own 45.", {"ball": 9}),
                            drive(LIG, 9, "1st and 5 at their own 45")]
    assert (after.offense, after.ball, after.phase) == (LIG, 9, CALL)


@pytest.mark.parametrize("value, line, what, text", [
    (-1, 5, "Touchback", "their own 25"),
    (0, 5, "Touchback", "their own 25"),
    (1, 3, "Kick return", "their own 15"),
    (2, 6, "Kick return", "their own 30"),
    (3, 9, "Kick return", "their own 45"),
])
@pytest.mark.parametrize("kicker", [LIG, FIR])
def test_the_kick_return_table(value, line, what, text, kicker):
    """Kickoffs/Kick Returns: one card's offense breakaway value places the receivers."""
    card = backs(value)
    receiver = 1 - kicker
    name = ("Lightning", "Fire")[receiver]
    state = stacked_position(offense=kicker, top=[card])
    events = []
    after = kicking.deep_kick(GAME.tables, state, kicker, events)
    assert seen(events)[:2] == [drawn(card, f"kickoff, offense breakaway value {value}"),
                                said("kick-return", f"{what}: {name} starts at {text}.", {"ball": line})]
    assert seen(events)[2][0] == "drive" and seen(events)[2][2] == {"offense": receiver, "ball": line}
    assert (after.offense, after.ball, after.down, after.phase) == (receiver, line, 1, CALL)


def test_a_kickoff_returned_all_the_way_is_a_touchdown():
    td = backs("TD")
    state = stacked_position(offense=LIG, top=[td])
    events = []
    after = kicking.deep_kick(GAME.tables, state, LIG, events)
    assert seen(events) == [drawn(td, "kickoff, offense breakaway value TD"),
                            said("kick-return", "Fire returns the kickoff all the way!"),
                            said("touchdown", "TOUCHDOWN Fire! (Lightning 0, Fire 6)", {"seat": FIR, "points": 6})]
    assert (after.phase, after.decider, after.offense, after.score) == (TRY, FIR, FIR, (0, 6))


@pytest.mark.parametrize("kicker", [LIG, FIR])
def test_a_fumbled_kickoff_is_first_and_goal_for_the_kickers_at_the_20(kicker):
    fumble = backs("F")
    state = stacked_position(offense=kicker, top=[fumble])
    events = []
    after = kicking.deep_kick(GAME.tables, state, kicker, events)
    name, other = ("Lightning", "Fire")[kicker], ("Lightning", "Fire")[1 - kicker]
    assert seen(events) == [drawn(fumble, "kickoff, offense breakaway value F"),
                            said("kick-return", f"{other} fumbles the kickoff! {name} recovers: "
                                 "1st and goal at the 20."),
                            drive(kicker, 16, "1st and goal at the opponent's 20")]
    assert (after.offense, after.ball, after.target, after.down) == (kicker, 16, 20, 1)
