"""Breakaway Football: Clock Management (offense cards as the clock, levelling at each drive,
quarters and halves), time outs, first downs and downs."""

from __future__ import annotations

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
from tabletop.games.breakaway_football.state import CALL, EQUALIZE, KICKOFF, OVER, RETRIEVE, SPECIAL, TOSS

BLITZ = defense_card("FIR", "Blitz", run=1)
BASE = defense_card("LIG", "4-3 Base")
IR2 = offense_card("LIG", "inside_run", 2)
RUN_MINUS_2 = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == -2)


def pick(pred, used: list[str]) -> str:
    card = gd(pred, tuple(used))
    used.append(card)
    return card


def split(team: str, keep: list[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(hand, discards) of a team holding only ``keep``."""
    ids = GAME.offense_ids[team]
    return tuple(c for c in ids if c in keep), tuple(c for c in ids if c not in keep)


def late_position(quarter: int, lig_keep: list[str], fir_keep: list[str], **kw):
    lh, ld = split("LIG", lig_keep)
    fh, fd = split("FIR", fir_keep)
    return position(quarter=quarter, hands=(lh, fh), discards=(ld, fd), **kw)


# ----- the book's clock example ---------------------------------------------------------------
def test_book_clock_example_field_goal_drive_then_three_and_out_and_punt():
    used: list[str] = []
    fg = pick(lambda c: c.field_goal == 9, used)
    kick = pick(lambda c: c.offense_breakaway == 2, used)
    neutral = [pick(neutral_for("run"), used) for _ in range(3)]
    punt = pick(lambda c: not c.blocked_punt and c.punt == 8, used)
    ret = pick(lambda c: c.offense_breakaway == 0, used)
    lig_ids = GAME.offense_ids["LIG"]
    # The Lightning have used six plays to reach the Fire's 30-yard line.
    state = position(ball=14, top=[fg, kick, *neutral, punt, ret],
                     hands=(lig_ids[6:], GAME.offense_ids["FIR"]), discards=(lig_ids[:6], ()))
    state, _ = act(state, LIG, "special", "field_goal")
    assert state.phase == SPECIAL
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.score == (3, 0) and state.phase == KICKOFF
    state, events = act(state, LIG, "kickoff", "deep")
    assert state.offense == FIR and state.ball == 6
    assert state.phase == EQUALIZE and "must discard 7 offense cards" in " ".join(e.text for e in events)
    fire_plays = [offense_card("FIR", "outside_run", 2)[0], "FIR-O13", offense_card("FIR", "outside_run", 3)[0]]
    for _ in range(7):
        state, _ = act(state, FIR, "discard", next(c for c in state.hands[FIR] if c not in fire_plays))
    assert len(state.hands[LIG]) == len(state.hands[FIR]) == 8 and state.phase == CALL
    # Three and out: no first down in three plays against a 4-3 base.
    for card in fire_plays:
        end = "a"
        state, _ = run_down(state, (card, end), BASE)
    assert state.down == 4 and state.offense == FIR
    state, _ = act(state, FIR, "special", "punt")
    state, events = act(state, FIR, "discard", state.hands[FIR][0])
    assert state.offense == LIG and state.phase == EQUALIZE
    assert "must discard 4 offense cards" in " ".join(e.text for e in events)
    for _ in range(4):
        state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert len(state.hands[LIG]) == len(state.hands[FIR]) == 4
    check_inventory(state)


# ----- quarters and halves ------------------------------------------------------------------------
def test_end_of_first_quarter_mid_drive_the_drive_carries_on_with_fresh_cards():
    neutral = gd(neutral_for("run"))
    state = late_position(1, [IR2[0]], ["FIR-O01"], ball=6, top=[neutral])
    state, events = run_down(state, IR2, BLITZ)
    assert "quarter-end" in kinds(events)
    assert state.quarter == 2 and state.offense == LIG and state.ball == 7 and state.down == 2
    assert len(state.hands[LIG]) == len(state.hands[FIR]) == 15 and state.phase == CALL
    check_inventory(state)


def test_end_of_half_when_an_offense_plays_its_last_card_even_with_time_outs_left():
    neutral = gd(neutral_for("run"))
    kick = gd(lambda c: c.offense_breakaway == 2, (neutral,))
    state = late_position(2, [IR2[0]], ["FIR-O01"], ball=6, top=[neutral, kick], timeouts=(1, 0))
    state, events = run_down(state, IR2, BLITZ)
    assert "half" in kinds(events)
    # Second half: time outs back to 3, 15 cards each, and the opening receiver kicks off.
    assert state.quarter == 3 and state.timeouts == (3, 3)
    assert state.offense == FIR and state.ball == 6 and state.phase == CALL
    assert len(state.hands[LIG]) == len(state.hands[FIR]) == 15


def test_end_of_fourth_quarter_ends_the_game_unless_tied():
    neutral = gd(neutral_for("run"))
    state = late_position(4, [IR2[0]], ["FIR-O01"], ball=6, top=[neutral], score=(10, 7))
    state, _ = run_down(state, IR2, BLITZ)
    assert state.phase == OVER and GAME.outcome(state).winners == (LIG,)
    assert GAME.pending(state) == ()
    state = late_position(4, [IR2[0]], ["FIR-O01"], ball=6, top=[neutral], score=(7, 7))
    state, events = run_down(state, IR2, BLITZ)
    assert "overtime" in kinds(events)
    assert state.quarter == 5 and state.timeouts == (2, 2) and state.phase == TOSS
    assert len(state.hands[LIG]) == 15


# ----- time outs ------------------------------------------------------------------------------------
def test_offense_time_out_brings_a_card_back_before_the_last_card_is_played():
    state = late_position(2, [IR2[0]], ["FIR-O01"], ball=8, down=3)
    state, _ = act(state, LIG, "timeout")
    assert state.phase == RETRIEVE and state.decider == LIG and state.timeouts == (2, 3)
    back = state.discards[LIG][0]
    state, _ = act(state, LIG, "retrieve", back)
    assert state.phase == CALL and set(state.hands[LIG]) == {IR2[0], back}
    assert state.down == 3           # a time out does not stop the down marker


def test_defense_time_out_forces_the_offense_to_take_a_card_back():
    state = late_position(4, [IR2[0]], ["FIR-O01"], ball=8, down=3, score=(0, 3))
    state, _ = act(state, LIG, "call", *IR2)                  # the offense's last card is down (R4)
    state, _ = act(state, FIR, "timeout")
    assert state.phase == RETRIEVE and state.decider == LIG and state.timeouts == (3, 2)
    assert GAME.legal_actions(state, FIR) == []
    state, _ = act(state, LIG, "retrieve", state.discards[LIG][0])
    assert len(state.hands[LIG]) == 1 and state.calls[LIG].card == IR2[0]


@pytest.mark.parametrize("setup, code", [
    ("no-discards", "nothing-to-retrieve"),
    ("none-left", "no-timeouts"),
    ("called", "already-called"),
])
def test_time_out_refusals(setup, code):
    if setup == "no-discards":
        state = position()
    elif setup == "none-left":
        state = late_position(2, [IR2[0]], ["FIR-O01"], timeouts=(0, 3))
    else:
        state = late_position(2, [IR2[0]], ["FIR-O01"])
        state, _ = act(state, LIG, "call", *IR2)
    verdict = GAME.validate(state, Action(LIG, "timeout"))
    assert not verdict.ok and verdict.code == code and verdict.rule.startswith("Breakaway Football, ")


# ----- first downs ---------------------------------------------------------------------------------
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
