"""Breakaway Football: penalties and restricted plays, checked against the book and the rulings.

Scenarios for the branches of ``penalties.enforce`` and ``penalties.restricted_play`` that the
mutation run of penalties.py found unwatched. The book is ``/work/shared/rules/breakaway-football.md``
(sections Penalties, Penalties Near the Goal Line, First Downs); rulings R8-R10 are in
``docs/rulings/breakaway-football.md``. Every position is built with the shared helpers and every
move goes through the checked ``apply``.
"""

from __future__ import annotations

import pytest
from tests.games.breakaway_football.support import (
    FIR,
    LIG,
    act,
    defense_card,
    gd,
    kinds,
    offense_card,
    position,
    run_down,
)

from tabletop.games.breakaway_football.state import CALL, PENALTY

BLITZ = defense_card("FIR", "Blitz", run=1)          # run 1, pass 1: no breakaway for these plays
IR2 = offense_card("LIG", "inside_run", 2)            # 2 against run 1: a matchup of 1 line
LP6 = offense_card("LIG", "long_pass", 6, low=False)
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


# ----- R8 and First Downs: a penalty that lands the ball on the first-down line ------------------
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


# ----- Penalties: what the log tells the players --------------------------------------------------
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


# ----- Penalties Near the Goal Line: restricted plays -------------------------------------------
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
