"""Breakaway Football, "Penalties" and "Penalties Near the Goal Line": a penalty counts only when
its run or pass matches the play; who may accept or decline it; no play, the card kept and the
down replayed; an automatic first down; penalties never score and stop at the 5; the restricted
long and medium passes near the goal line lose a line (rulings R8-R10).

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

import pytest

from tabletop.games.breakaway_football.state import CALL, PENALTY
from tests.games.breakaway_football.support import (
    BLITZ,
    FIR,
    FIR_IR2,
    IR2,
    LIG,
    LIG_BLITZ,
    LP6,
    MP4,
    NEUTRAL_PASS,
    TIGHT_RUN,
    ZONE_BLITZ,
    act,
    gd,
    kinds,
    offense_card,
    position,
    run_down,
    texts_of,
    zone_blitz_22,
)

FALSE_START = gd(lambda c: c.event.effect == "penalty" and not c.event.penalty.declinable)


DEF_HOLDING = gd(lambda c: c.event.effect == "penalty" and c.event.kind == "pass" and c.event.penalty.on == "defense"
                 and c.event.penalty.lines == 1)


PASS_INTERFERENCE = gd(lambda c: c.event.effect == "penalty" and c.event.penalty.lines == 3)


GROUNDING = gd(lambda c: c.event.effect == "penalty" and c.event.kind == "pass" and c.event.penalty.on == "offense")


MP3 = offense_card("LIG", "medium_pass", 3)


def _penalty_card(**want) -> str:
    """The first Game Day card whose play event is a run penalty with these fields."""
    return gd(lambda c: c.event.kind == "run" and c.event.effect == "penalty"
              and all(getattr(c.event.penalty, k) == v for k, v in want.items()))


OFFSIDE = _penalty_card(on="defense", lines=1, first_down=False)        # +1, the offense decides


HOLDING = _penalty_card(on="offense", lines=-2, declinable=True)        # -2, the defense decides


def _one(events, kind: str):
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, kinds(events)
    return found[0]


# ----- Penalties Near the Goal Line and the restricted plays (ruling R10) -----------------------------

def test_penalty_near_the_goal_line_stops_at_the_5():
    state, _ = run_down(position(ball=18, top=[PASS_INTERFERENCE]), MP4, zone_blitz_22())
    state, _ = act(state, LIG, "penalty", "accept")
    assert state.ball == 19 and state.score == (0, 0) and state.target == 20


@pytest.mark.parametrize("play, ball", [(LP6, 17), (LP6, 18), (LP6, 19),
                                        (offense_card("LIG", "medium_pass", 3), 19)])
def test_restricted_plays_near_the_goal_line_lose_a_line_and_replay_the_down(play, ball):
    state = position(ball=ball, down=2)
    deck = state.deck
    state, events = run_down(state, play, BLITZ)
    assert "restricted" in kinds(events)
    assert state.ball == ball - 1 and state.down == 2 and state.deck == deck
    assert play[0] in state.hands[LIG]


def test_medium_pass_on_the_10_is_not_restricted():
    _state, events = run_down(position(ball=18, top=[NEUTRAL_PASS]), offense_card("LIG", "medium_pass", 3), BLITZ)
    assert "restricted" not in kinds(events)


@pytest.mark.parametrize("play, label, ball, before, after", [
    (LP6, "Long Pass", 17, "the opponent's 15", "the opponent's 20"),
    (MP3, "Medium Pass", 19, "the opponent's 5", "the opponent's 10"),
], ids=["long-pass-on-the-15", "medium-pass-on-the-5"])
def test_restricted_play_tells_the_players_why_and_where_the_ball_goes(play, label, ball, before, after):
    """Penalties Near the Goal Line (R10): a Long Pass on the opponent's 15 or closer, or a Medium
    Pass on the 5, costs the offense a line with no play and the down replayed. The log says which
    play was not allowed, where, and where the ball goes; the event carries the new spot."""
    state, events = run_down(position(ball=ball, down=2), play, BLITZ)
    assert state.ball == ball - 1 and state.down == 2 and state.phase == CALL
    event = _one(events, "restricted")
    assert event.text == (f"{label} is not allowed at {before}: the offense loses a line to {after}. "
                          "No play; replay the down.")
    assert event.data == {"ball": ball - 1}


def test_a_long_pass_on_the_fifteen_loses_a_line_with_no_game_day_card():
    state, events = run_down(position(ball=17, down=3, top=["GD28"]), LP6, TIGHT_RUN)
    assert texts_of(events, "restricted") == [("Long Pass is not allowed at the opponent's 15: the offense loses a line "
                                           "to the opponent's 20. No play; replay the down.")]
    assert "game-day" not in kinds(events) and state.used == ()
    assert state.ball == 16 and state.down == 3 and LP6[0] in state.hands[LIG]


def test_a_medium_pass_is_restricted_only_on_the_five():
    state, events = run_down(position(ball=19, top=["GD28"]), MP4, ZONE_BLITZ)
    assert texts_of(events, "restricted")[0].startswith("Medium Pass is not allowed at the opponent's 5")
    assert state.ball == 18
    state, events = run_down(position(ball=18, top=["GD28"]), MP4, ZONE_BLITZ)
    assert "restricted" not in kinds(events) and state.score == (6, 0)


# ----- Penalties: matching the play, accepting or declining, no play and replay (rulings R8, R9) ------

def test_false_start_cannot_be_declined_no_play_and_the_card_is_kept():
    state = position(ball=6, down=2, top=[FALSE_START])
    state, events = run_down(state, IR2, BLITZ)
    assert "penalty" in kinds(events)
    assert state.ball == 5 and state.down == 2 and state.phase == CALL
    assert IR2[0] in state.hands[LIG] and not state.discards[LIG]


def test_holding_on_the_defense_accepted_advances_a_line_with_an_automatic_first_down():
    state = position(ball=6, down=3, top=[DEF_HOLDING])
    state, _ = run_down(state, MP4, zone_blitz_22())
    assert state.phase == PENALTY and state.decider == LIG
    state, _ = act(state, LIG, "penalty", "accept")
    assert state.ball == 7 and state.down == 1 and state.target == 10
    assert MP4[0] in state.hands[LIG]


def test_declined_penalty_has_no_effect_and_the_play_stands():
    state = position(ball=6, down=3, top=[DEF_HOLDING])
    state, _ = run_down(state, MP4, zone_blitz_22())
    state, _ = act(state, LIG, "penalty", "decline")
    assert state.ball == 6 + (4 - 2) and state.down == 4 and MP4[0] in state.discards[LIG]


def test_the_defense_decides_on_a_penalty_against_the_offense():
    state, _ = run_down(position(ball=6, top=[GROUNDING]), MP4, zone_blitz_22())
    assert state.phase == PENALTY and state.decider == FIR
    state, _ = act(state, FIR, "penalty", "accept")
    assert state.ball == 4 and state.down == 1


def test_penalties_only_apply_when_run_or_pass_matches():
    state, _ = run_down(position(ball=6, top=[DEF_HOLDING]), IR2, BLITZ)   # a pass penalty on a run
    assert state.ball == 7 and state.phase == CALL


def test_accepted_penalty_that_lands_exactly_on_the_first_down_line_earns_a_first_down():
    """R8: an accepted penalty is no play, but it is a first down when the new spot reaches the
    first-down marker. First Downs: landing on a first-down line is enough, going past it is not
    needed. Lightning, 3rd down on their own 45 going for midfield, are given an Offside
    (+1, not an automatic first down): the ball goes to midfield and that is a new first down,
    announced as an earned one, not as an automatic one."""
    state = position(ball=9, down=3, top=[OFFSIDE])
    assert state.target == 10
    state, _ = run_down(state, IR2, BLITZ)
    assert state.phase == PENALTY and state.decider == LIG
    state, events = act(state, LIG, "penalty", "accept")
    assert state.ball == 10 and state.down == 1 and state.target == 16
    assert state.phase == CALL and state.offense == LIG
    assert IR2[0] in state.hands[LIG]                       # no play: the card is not used
    first = _one(events, "first-down")
    assert first.text.startswith("First down!"), first.text  # the player reads an earned first down
    assert "Automatic" not in first.text


def test_accepted_penalty_one_line_short_of_the_marker_replays_the_down():
    """R8: without reaching the marker (and without an automatic first down) the down is
    replayed: same down, same marker, the ball one line on."""
    state = position(ball=8, down=3, top=[OFFSIDE])
    state, _ = run_down(state, IR2, BLITZ)
    state, events = act(state, LIG, "penalty", "accept")
    assert state.ball == 9 and state.down == 3 and state.target == 10
    assert "first-down" not in kinds(events)


@pytest.mark.parametrize("card, fouled, side, lines, ball", [
    (HOLDING, FIR, "Lightning", "-2 lines", 6),     # on the offense: 8 -> 6
    (OFFSIDE, LIG, "Fire", "+1 line", 9),           # on the defense: 8 -> 9
], ids=["holding-two-lines", "offside-one-line"])
def test_penalty_announcement_names_the_foul_the_team_and_the_lines(card, fouled, side, lines, ball):
    """Penalties (the Game Day cards' penalty events; R8): the accepted penalty is announced with
    its name, the team that committed it and the lines it moves the ball (one line, or several),
    and that the offense card is kept, as the penalty cards say."""
    state, _ = run_down(position(ball=8, top=[card]), IR2, BLITZ)
    assert state.phase == PENALTY and state.decider == fouled
    state, events = act(state, fouled, "penalty", "accept")
    assert state.ball == ball and IR2[0] in state.hands[LIG]
    name = "Holding" if card == HOLDING else "Offside"
    text = _one(events, "penalty").text
    assert text.startswith(f"Penalty: {name} on {side} ({lines}). No play: the ball goes to "), text
    assert text.endswith(" and the offense card is not discarded."), text
    # The spot names the team whose end it is: a penalty on Fire must not read as Fire's own 45.
    assert f"goes to Lightning's own {ball * 5} and" in text, text


def test_a_penalty_that_cannot_be_declined_is_enforced_at_once():
    state, events = run_down(position(ball=6, down=2, top=["GD23"]), IR2, BLITZ)
    assert "flag-on-play" not in kinds(events) and "penalty" in kinds(events)
    assert state.phase == CALL and state.ball == 5 and state.down == 2 and IR2[0] in state.hands[LIG]


def test_a_foul_by_the_offense_is_the_defenses_to_accept_or_decline():
    state, events = run_down(position(ball=6, down=2, top=["GD25"]), IR2, BLITZ)
    assert texts_of(events, "flag-on-play") == ["Flag on the play: Holding on the offense. Fire accepts or declines."]
    assert state.phase == PENALTY and state.decider == FIR
    declined, events = act(state, FIR, "penalty", "decline")
    assert texts_of(events, "declined") == ["Fire declines the penalty."]
    assert texts_of(events, "result") == ["The play gains 1 line."]       # the matchup, no modifier
    assert declined.ball == 7 and declined.down == 3 and IR2[0] in declined.discards[LIG]
    accepted, _ = act(state, FIR, "penalty", "accept")
    assert accepted.ball == 4 and accepted.down == 2 and IR2[0] in accepted.hands[LIG]


def test_a_foul_by_the_defense_is_the_fire_offenses_to_decide():
    state, events = run_down(position(offense=FIR, ball=6, top=["GD27"]), FIR_IR2, LIG_BLITZ)
    assert texts_of(events, "flag-on-play") == ["Flag on the play: Offside on the defense. Fire accepts or declines."]
    assert state.phase == PENALTY and state.decider == FIR
