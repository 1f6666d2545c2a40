"""Breakaway Football, "Challenge Flags": a flag ignores the play event (never a breakaway), the
offense is asked first and then the defense, and a tied or losing team without a flag earns one
back by creating a breakaway (ruling R11).

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_football.state import CALL, CHALLENGE, MODIFIER
from tests.games.breakaway_football.support import (
    BLITZ,
    FIR,
    FIR_IR2,
    FIR_OR3,
    GAME,
    IR2,
    LIG,
    LIG_BLITZ,
    LIG_TIGHT_RUN,
    LP6,
    LP8,
    NEUTRAL_RUN,
    OR2,
    PASS_GREEN_1,
    RUN_MINUS_2,
    RUN_PLUS_2,
    TIGHT,
    TIGHT_RUN,
    TWO_MAN,
    act,
    gd,
    kinds,
    one,
    position,
    run_down,
    texts_of,
)

# ----- Earning a flag back by creating a breakaway (ruling R11) ---------------------------------------

@pytest.mark.parametrize("score, flags, earned", [
    ((0, 0), (0, 1), 1),      # tied and without a flag: earned back
    ((0, 7), (0, 1), 1),      # losing: earned back
    ((7, 0), (0, 1), 0),      # winning: never
    ((0, 0), (1, 1), 1),      # already holding one: still only one
])
def test_creating_a_breakaway_earns_a_flag_back_only_when_tied_or_losing(score, flags, earned):
    card = gd(lambda c: c.offense_breakaway == 0)
    state, _ = run_down(position(ball=6, top=[card], score=score, flags=flags), OR2, TIGHT)
    assert state.flags[LIG] == earned


def test_defense_earns_its_flag_back_with_a_defense_breakaway():
    card = gd(lambda c: c.defense_breakaway == 0)
    state, events = run_down(position(ball=10, top=[card], flags=(1, 0)), LP6, TWO_MAN)
    assert state.flags == (1, 1) and "flag-earned" in kinds(events)


@pytest.mark.parametrize("offense, side, score, flags, after", [
    (LIG, "offense", (3, 3), (0, 1), (1, 1)),     # tied: earned back
    (LIG, "offense", (2, 3), (0, 0), (1, 0)),     # losing by one: earned back
    (LIG, "offense", (4, 3), (0, 1), (0, 1)),     # winning by one: never
    (LIG, "offense", (0, 0), (1, 0), (1, 0)),     # already holding one; the other team's flag is not theirs
    (LIG, "defense", (0, 0), (1, 0), (1, 1)),
    (LIG, "defense", (4, 3), (1, 0), (1, 1)),     # the defense is behind
    (LIG, "defense", (3, 4), (1, 0), (1, 0)),     # the defense is ahead
    (LIG, "defense", (0, 0), (0, 1), (0, 1)),
    (FIR, "offense", (3, 3), (1, 0), (1, 1)),
    (FIR, "offense", (3, 4), (1, 0), (1, 0)),     # the Fire lead
    (FIR, "defense", (3, 3), (0, 1), (1, 1)),
])
def test_creating_a_breakaway_earns_back_a_flag_only_when_tied_or_losing_and_without_one(
        offense, side, score, flags, after):
    """Challenge Flags: a team tied or behind, holding no flag, earns one back when it creates a
    breakaway (an offense breakaway for the offense, a defense breakaway for the defense)."""
    if offense == LIG:
        off, dfn = (OR2, TIGHT_RUN) if side == "offense" else (LP6, TWO_MAN)
    else:
        off, dfn = (FIR_OR3, LIG_TIGHT_RUN) if side == "offense" else (FIR_IR2, ("LIG-D02", "b"))
    state, events = run_down(position(offense=offense, ball=10, top=["GD05"], score=score, flags=flags), off, dfn)
    assert state.phase == MODIFIER and state.flags == after
    creator = offense if side == "offense" else 1 - offense
    if after != flags:
        earned = one(events, "flag-earned")
        assert earned.text == f"{state.names[creator]} earns back a challenge flag." and earned.data == {"seat": creator}
    else:
        assert "flag-earned" not in kinds(events)


def test_a_play_without_a_breakaway_earns_no_flag():
    state, events = run_down(position(ball=6, top=["GD28"], flags=(0, 0)), IR2, BLITZ)
    assert state.flags == (0, 0) and "flag-earned" not in kinds(events)


# ----- Spending a flag to ignore the play event (ruling R11) ------------------------------------------

def test_challenge_flag_ignores_the_play_event():
    state, _ = run_down(position(ball=6, top=[RUN_MINUS_2], flags=(1, 1)), IR2, BLITZ)
    assert state.phase == CHALLENGE and state.decider == LIG
    state, _events = act(state, LIG, "challenge", "spend")
    assert state.flags == (0, 1) and state.ball == 7


def test_defense_is_asked_after_the_offense_lets_the_event_stand():
    state, _ = run_down(position(ball=6, top=[RUN_PLUS_2], flags=(1, 1)), IR2, BLITZ)
    state, _ = act(state, LIG, "challenge", "keep")
    assert state.phase == CHALLENGE and state.decider == FIR
    state, _ = act(state, FIR, "challenge", "spend")
    assert state.flags == (1, 0) and state.ball == 7


def test_no_challenge_is_offered_when_the_event_does_not_matter_or_on_a_breakaway():
    state, _ = run_down(position(ball=6, top=[NEUTRAL_RUN], flags=(1, 1)), IR2, BLITZ)
    assert state.phase == CALL and state.flags == (1, 1)
    card = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value < 0)
    state, _ = run_down(position(ball=6, top=[card], flags=(1, 1)), OR2, TIGHT)
    assert state.phase == MODIFIER
    verdict = GAME.validate(state, Action(LIG, "challenge", ("spend",)))
    assert not verdict.ok and verdict.rule == "Breakaway Football, Challenge Flags"


def test_challenge_on_a_green_low_percentage_pass_makes_it_incomplete():
    state, _ = run_down(position(ball=6, top=[PASS_GREEN_1], flags=(0, 1)), LP8, TIGHT)
    assert state.phase == CHALLENGE and state.decider == FIR
    state, events = act(state, FIR, "challenge", "spend")
    assert "incomplete" in kinds(events) and state.ball == 6


@pytest.mark.parametrize("offense, flags, asker", [
    (LIG, (1, 0), LIG), (LIG, (0, 1), FIR), (LIG, (1, 1), LIG),
    (FIR, (1, 0), LIG), (FIR, (0, 1), FIR), (FIR, (1, 1), FIR),
])
def test_a_matching_play_event_asks_the_offense_first_then_the_defense(offense, flags, asker):
    off, dfn = (IR2, BLITZ) if offense == LIG else (FIR_IR2, LIG_BLITZ)
    state, _ = run_down(position(offense=offense, ball=6, top=["GD07"], flags=flags), off, dfn)
    assert state.phase == CHALLENGE and state.decider == asker and state.play.asker == asker
    assert state.play.breakaway == "" and state.play.base == 1 and state.play.card == "GD07"


def test_no_flag_is_asked_for_when_neither_team_holds_one():
    state, _events = run_down(position(ball=6, top=["GD07"], flags=(0, 0)), IR2, BLITZ)
    assert state.phase == CALL and state.ball == 6 + 1 + 2 and state.down == 2


def test_no_flag_is_asked_for_when_the_play_event_is_for_the_other_kind_of_play():
    state, events = run_down(position(ball=6, top=["GD28"], flags=(1, 1)), IR2, BLITZ)
    assert state.phase == CALL and state.ball == 7 and state.flags == (1, 1)
    assert "modifier" not in kinds(events)


def test_the_offense_throwing_its_flag_ignores_the_play_event():
    state, _ = run_down(position(ball=6, top=["GD17"], flags=(1, 1)), IR2, BLITZ)
    state, events = act(state, LIG, "challenge", "spend")
    event = one(events, "challenge")
    assert event.text == "Lightning throws the challenge flag: the play event is ignored." and event.data == {"seat": LIG}
    assert state.flags == (0, 1) and state.ball == 7 and "modifier" not in kinds(events)


def test_the_defense_throwing_its_flag_spends_its_own_flag():
    state, _ = run_down(position(offense=FIR, ball=6, top=["GD07"], flags=(1, 0)), FIR_IR2, LIG_BLITZ)
    assert state.decider == LIG
    state, events = act(state, LIG, "challenge", "spend")
    assert one(events, "challenge").text == "Lightning throws the challenge flag: the play event is ignored."
    assert state.flags == (0, 0) and state.ball == 7


def test_letting_the_event_stand_passes_the_question_to_the_defense_and_then_the_event_applies():
    state, _ = run_down(position(ball=6, top=["GD07"], flags=(1, 1)), IR2, BLITZ)
    state, events = act(state, LIG, "challenge", "keep")
    event = one(events, "no-challenge")
    assert event.text == "Lightning lets the play event stand." and event.data == {"seat": LIG}
    assert state.phase == CHALLENGE and state.decider == FIR and state.play.asker == FIR
    state, events = act(state, FIR, "challenge", "keep")
    assert one(events, "no-challenge").text == "Fire lets the play event stand."
    assert state.ball == 6 + 1 + 2 and state.flags == (1, 1)


def test_the_offense_letting_it_stand_resolves_at_once_when_the_defense_has_no_flag():
    state, _ = run_down(position(ball=6, top=["GD07"], flags=(1, 0)), IR2, BLITZ)
    state, events = act(state, LIG, "challenge", "keep")
    assert state.phase == CALL and state.ball == 9 and state.flags == (1, 0)
    assert "Play event +2: result +3." in texts_of(events, "modifier")


def test_with_the_fire_on_offense_keeping_passes_to_the_lightning():
    state, _ = run_down(position(offense=FIR, ball=6, top=["GD07"], flags=(1, 1)), FIR_IR2, LIG_BLITZ)
    state, _ = act(state, FIR, "challenge", "keep")
    assert state.phase == CHALLENGE and state.decider == LIG and state.play.asker == LIG
