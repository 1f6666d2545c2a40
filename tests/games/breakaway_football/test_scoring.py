"""Breakaway Football, "Scoring" and "Touchdown/PAT": reaching the goal line scores six; the extra
point is good on a field-goal value of 3 or more; the two-point try is an untimed down from the
10 with any offense card, even a discarded one, and a turnover or a short gain only fails it
(ruling R16).

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.games.breakaway_football import kicking, plays
from tabletop.games.breakaway_football.state import CALL, KICKOFF, PENALTY, TRY, Call, Play
from tests.games.breakaway_football.support import (
    BLITZ,
    FD,
    FIR,
    FO,
    GAME,
    INTERCEPTION,
    IR2,
    LD,
    LIG,
    LO,
    MP4,
    NEUTRAL_RUN,
    OFFSIDE_RUN,
    OR2,
    RUN_FUMBLE,
    RUN_PLUS_2,
    SP2,
    TWO_MAN,
    ZONE_BLITZ,
    Rigged,
    act,
    all_text,
    called,
    calls_for,
    check_inventory,
    drawn,
    fg,
    fg_card,
    gd,
    kinds,
    legal,
    position,
    run_down,
    said,
    seen,
    stacked_position,
    texts_of,
    told,
)


def touchdown_position(top_after=()):
    state = position(ball=18, top=[RUN_PLUS_2, *top_after])
    state, events = run_down(state, IR2, BLITZ)
    assert "touchdown" in kinds(events)
    return state


def on_a_two_point_try(*top: str):
    state = position(ball=18, top=[RUN_PLUS_2, *top])
    state, events = run_down(state, IR2, BLITZ)
    assert "touchdown" in kinds(events) and state.phase == TRY
    state, _ = act(state, LIG, "try", "two")
    assert state.two_point and state.ball == 18 and state.phase == CALL and state.score == (6, 0)
    return state


# ----- The two-point try (ruling R16) -----------------------------------------------------------------

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


def test_a_two_point_try_ends_the_try_whatever_it_gains():
    """After the single scrimmage down of a two-point try the game is back to normal downs."""
    plus1 = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == 1, (RUN_PLUS_2,))
    state = touchdown_position([plus1])
    state, _ = act(state, LIG, "try", "two")
    assert state.two_point is True
    state, _ = run_down(state, IR2, BLITZ)
    assert state.two_point is False


def test_fumble_on_the_two_point_try_scores_nothing_and_the_card_goes_back():
    state = on_a_two_point_try(RUN_FUMBLE)
    hand = state.hands[LIG]
    try_card = next((c, end) for c in hand for end in "ab"
                    if GAME.off[c].play(end).type == "inside_run" and GAME.off[c].play(end).strength == 2)
    state, events = run_down(state, try_card, BLITZ)                 # a card from the hand this time
    assert "Fumble on the try." in all_text(events)
    assert state.score == (6, 0) and state.phase == KICKOFF and state.decider == LIG
    assert not state.two_point and state.hands[LIG] == hand        # untimed: no card used
    check_inventory(state)


def test_interception_on_the_two_point_try_scores_nothing():
    state = on_a_two_point_try(INTERCEPTION)
    state, events = run_down(state, SP2, TWO_MAN)
    assert "Interception on the try." in all_text(events)
    assert state.score == (6, 0) and state.phase == KICKOFF


def test_false_start_on_the_two_point_try_replays_it_a_line_back():
    """False Start, "Cannot DECLINE ... Offense loses 1 line ... REPLAY THE DOWN"."""
    false_start = gd(lambda c: c.event.effect == "penalty" and not c.event.penalty.declinable)
    plus1 = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == 1, (RUN_PLUS_2,))
    state = on_a_two_point_try(false_start, plus1, NEUTRAL_RUN)
    state, events = run_down(state, IR2, BLITZ)
    assert "penalty" in kinds(events)
    assert state.two_point and state.ball == 17 and state.phase == CALL and state.score == (6, 0)
    state, _ = run_down(state, IR2, BLITZ)                           # 1 + 1 = 2 lines: the 19, short
    assert state.score == (6, 0) and state.phase == KICKOFF


def test_accepted_defensive_penalty_on_the_two_point_try_replays_it_a_line_closer():
    offside = OFFSIDE_RUN
    state = on_a_two_point_try(offside, NEUTRAL_RUN)
    state, _ = run_down(state, OR2, BLITZ)
    assert state.phase == PENALTY and state.decider == LIG
    state, _ = act(state, LIG, "penalty", "accept")
    assert state.two_point and state.ball == 19 and state.phase == CALL and state.score == (6, 0)
    state, _ = run_down(state, IR2, BLITZ)                           # 1 line from the 5: in
    assert state.score == (8, 0) and state.phase == KICKOFF


@pytest.mark.parametrize("card, good", [("GD01", True), ("GD28", False)])
def test_a_two_point_try_scores_when_the_play_reaches_the_goal_line(card, good):
    """Touchdown/PAT: from the 10, reaching the goal line scores 2; the card goes back (R16)."""
    state = position(ball=18, target=20, two_point=True, top=[card])
    state, events = run_down(state, IR2, BLITZ)               # 1 + 1 reaches 20; 1 alone does not
    assert state.score == ((2, 0) if good else (0, 0)) and state.phase == KICKOFF
    assert IR2[0] in state.hands[LIG] and IR2[0] not in state.discards[LIG]
    assert "result" not in kinds(events)          # the try's own line says how it went


@pytest.mark.parametrize("off, dfn, card, text", [
    (IR2, BLITZ, "GD20", "Fumble on the try."),
    (MP4, ZONE_BLITZ, "GD48", "Interception on the try."),
])
def test_a_turnover_on_the_try_only_fails_it(off, dfn, card, text):
    state = position(ball=18, target=20, two_point=True, top=[card])
    state, events = run_down(state, off, dfn)
    kind = "fumble" if card == "GD20" else "interception"
    assert texts_of(events, kind) == [text]
    assert texts_of(events, "two-point")[0].startswith("Two-point conversion FAILS.")
    assert state.score == (0, 0) and state.phase == KICKOFF and state.offense == LIG
    assert off[0] in state.hands[LIG] and off[0] not in state.discards[LIG]


def test_the_card_of_a_two_point_try_always_goes_back():
    state = position(ball=18, target=20, two_point=True)
    assert plays._offense_card_fate(state, False) == "return"
    assert plays._offense_card_fate(state, True) == "return"
    assert plays._offense_card_fate(replace(state, two_point=False), False) == "discard"


@pytest.mark.parametrize("offense, scorer, score, text", [
    (LIG, LIG, (16, 3), "TOUCHDOWN Lightning! (Lightning 16, Fire 3)"),
    (FIR, FIR, (10, 9), "TOUCHDOWN Fire! (Lightning 10, Fire 9)"),
    (FIR, LIG, (16, 3), "TOUCHDOWN Lightning! (Lightning 16, Fire 3)"),     # the defense scores
    (LIG, FIR, (10, 9), "TOUCHDOWN Fire! (Lightning 10, Fire 9)"),
])
def test_a_touchdown_scores_six_discards_the_offense_card_and_goes_to_the_try(offense, scorer, score, text):
    """Scoring: 6 points, then the scorer kicks the extra point or goes for two; Game Play step 6:
    the offense card is discarded, the defense card kept."""
    state = called(offense, score=(10, 3), two_point=True, decider=1 - scorer)
    events = []
    after = kicking.touchdown(GAME.tables, state, scorer, events)
    assert seen(events) == [said("touchdown", text, {"seat": scorer, "points": 6})]
    assert after.score == score
    assert (after.phase, after.decider, after.offense) == (TRY, scorer, scorer)
    assert after.two_point is False and after.play is None
    off_ids = (LO, FO)[offense]
    assert after.discards[offense] == (off_ids[4],) and after.calls == (None, None)
    assert after.defense == (LD, FD)


@pytest.mark.parametrize("seat, success, score, word", [
    (LIG, True, (8, 6), "GOOD"), (FIR, True, (6, 8), "GOOD"),
    (LIG, False, (6, 6), "FAILS"), (FIR, False, (6, 6), "FAILS"),
])
def test_a_two_point_try_scores_two_when_it_reaches_the_goal_line(seat, success, score, word):
    """Scoring, 2-Point Conversion: reaching the goal line scores 2; then the scorer kicks off."""
    state = stacked_position(offense=seat, ball=18, score=(6, 6), two_point=True)
    events = []
    after = kicking.two_point_result(GAME.tables, state, success, events)
    assert seen(events) == [said("two-point", f"Two-point conversion {word}. "
                                 f"(Lightning {score[0]}, Fire {score[1]})", {"seat": seat, "good": success})]
    assert after.score == score and after.two_point is False
    assert (after.phase, after.decider, after.offense) == (KICKOFF, seat, seat)
    assert after.deck == state.deck


def test_a_two_point_try_may_use_any_offense_card_even_from_the_discards_and_nothing_else():
    """Touchdown/PAT: any play card, even from the discards, in an untimed down: no kicks, no time
    outs (R16)."""
    state = position(
        ball=18, target=20, two_point=True, hands=(LO[:2], FO), discards=(LO[2:4], ()), timeouts=(3, 3)
    )
    assert legal(state, LIG) == calls_for(LO[:4])
    state, _ = act(state, LIG, "call", "LIG-O03", "a")
    assert state.calls[LIG] == Call("LIG-O03", "a", from_discard=True)
    assert legal(state, FIR) == calls_for(FD)


def test_after_a_touchdown_the_scorer_kicks_the_extra_point_or_goes_for_two_from_the_10():
    """Touchdown/PAT: the extra point is a Game Day card; the two-point try is a down from the
    opponent's 10 (R16, R22)."""
    state = replace(
        position(
            offense=FIR,
            ball=20,
            down=3,
            target=16,
            top=["GD07"],
            score=(0, 6),
            calls=(Call("LIG-D01"), Call("FIR-O01")),
            play=Play(card="GD01"),
            revealed=True,
        ),
        phase=TRY,
        decider=FIR,
    )
    after, events = act(state, FIR, "try", "kick")
    assert told(events[:1]) == [("try", "Fire kicks the extra point.", {})]
    rest = []
    assert after == kicking.extra_point(GAME.tables, state, rest) and told(events[1:]) == told(rest)
    after, events = act(state, FIR, "try", "two")
    assert told(events) == [("try", "Fire goes for two from the 10.", {})]
    assert after == replace(
        state,
        two_point=True,
        ball=18,
        down=1,
        target=20,
        phase=CALL,
        calls=(None, None),
        play=None,
        revealed=False,
    )
    assert GAME.pending(after) == (
        Decision(FIR, "call", "Call your offense play face down (two-point try)", secret=True),
    )
    state = replace(state, offense=LIG, decider=LIG)
    assert told(act(state, LIG, "try", "kick")[1][:1]) == [("try", "Lightning kicks the extra point.", {})]
    assert told(act(state, LIG, "try", "two")[1]) == [("try", "Lightning goes for two from the 10.", {})]


# ----- Touchdown and the extra point ------------------------------------------------------------------

def test_touchdown_then_extra_point_with_a_field_goal_value_of_three_or_more():
    state = touchdown_position([fg_card(3, (RUN_PLUS_2,))])
    assert state.score == (6, 0) and state.phase == TRY and state.decider == LIG
    state, _events = act(state, LIG, "try", "kick")
    assert state.score == (7, 0) and state.phase == KICKOFF and state.decider == LIG


def test_the_extra_point_is_announced_good_or_no_good_with_the_score():
    """A kicked try is good on a field-goal value of three or more; the log says which, with the score."""
    for value, words, score in ((3, "GOOD", (7, 0)), (0, "NO GOOD", (6, 0))):
        state = touchdown_position([fg_card(value, (RUN_PLUS_2,))])
        state, events = act(state, LIG, "try", "kick")
        assert state.score == score
        [said] = [e for e in events if e.kind == "extra-point"]
        assert said.text == f"Extra point {words}. ({state.names[0]} {score[0]}, {state.names[1]} {score[1]})"


def test_reaching_the_goal_line_exactly_is_a_touchdown_and_one_short_is_not():
    state, _ = run_down(position(ball=16, top=["GD10"]), IR2, BLITZ)       # 1 + 3
    assert state.score == (6, 0) and state.phase == TRY
    state, _ = run_down(position(ball=15, top=["GD10"]), IR2, BLITZ)
    assert state.score == (0, 0) and state.ball == 19 and state.down == 1


@pytest.mark.parametrize("seat, value, good", [(LIG, 3, True), (FIR, 3, True), (LIG, 9, True),
                                               (FIR, 0, False), (LIG, 2, False), (FIR, 4, True)])
def test_the_extra_point_is_good_on_a_field_goal_value_of_three_or_more(seat, value, good):
    """Scoring, Extra Point: one card, field-goal value 3 or higher scores 1 (R22); then the scorer
    kicks off and may go onside (R23). No shipped card has a 2: one is printed for the edge."""
    card = fg(3) if value == 2 else fg(value)
    game = Rigged(**{card: {"field_goal": 2}}) if value == 2 else GAME
    state = stacked_position(offense=seat, phase=TRY, decider=seat, score=(6, 6), top=[card], play=Play(card="GD01"),
                     calls=(Call(LO[0]), None), revealed=True, two_point=True)
    events = []
    after = kicking.extra_point(game, state, events)
    score = (7, 6) if seat == LIG else (6, 7)
    score = score if good else (6, 6)
    word = "GOOD" if good else "NO GOOD"
    assert seen(events) == [drawn(card, f"field goal value {value}"),
                            said("extra-point", f"Extra point {word}. (Lightning {score[0]}, Fire {score[1]})",
                                 {"seat": seat, "good": good})]
    assert after.score == score
    assert (after.phase, after.decider, after.offense) == (KICKOFF, seat, seat)
    assert after.play is None and after.calls == (None, None) and after.revealed is False
    assert after.two_point is False
    assert after.deck == state.deck[1:] and after.used == (card,)
