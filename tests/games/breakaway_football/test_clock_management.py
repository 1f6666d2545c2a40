"""Breakaway Football, "Clock Management", "Time Keeping" and "End of Half": offense cards keep
the clock; the team that used fewer cards discards down before the next drive; the quarter ends
with the last offense card, hands refill between quarters, the half and the game end with the
last card (ruling R19), and the game's result is announced.

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pytest

from tabletop.games.breakaway_football import clock, kicking
from tabletop.games.breakaway_football.state import (
    CALL,
    EQUALIZE,
    HALFTIME,
    KICKOFF,
    OVER,
    SPECIAL,
    TOSS,
    TRY,
    Call,
    Play,
)
from tests.games.breakaway_football.support import (
    BLITZ,
    BLOCKED,
    FD,
    FIR,
    FO,
    GAME,
    IR2,
    LD,
    LIG,
    LIG_O01,
    LO,
    MP4,
    NEUTRAL_RUN,
    OFFSIDE_RUN,
    OR2,
    RUN_PLUS_2,
    ZONE_BLITZ,
    Rigged,
    act,
    backs,
    busy_position,
    check_inventory,
    defense_card,
    drive,
    fg,
    gd,
    kinds,
    late_position,
    let_time_out_go,
    neutral_for,
    offense_card,
    position,
    punt_card,
    punt_state,
    run_down,
    said,
    seen,
    stacked_position,
    without,
)

BASE = defense_card("LIG", "4-3 Base")


def pick(pred, used: list[str]) -> str:
    card = gd(pred, tuple(used))
    used.append(card)
    return card


def last_card(card, **kw):
    """A position in the 1st quarter where the Lightning hold only ``card``: playing it ends the quarter."""
    return position(hands=((card,), GAME.offense_ids["FIR"]), discards=(tuple(c for c in LO if c != card), ()), **kw)


def quarter_two_began(state, events):
    return (state.quarter == 2 and "quarter-end" in kinds(events) and len(state.hands[LIG]) == 15
            and state.discards == ((), ()))


# A field goal or punt discards an offense card: when it was the last, the quarter ends once the kick
# and its return are over, and (after the 1st quarter) both teams take back all 15 cards.
def with_the_last_card(**kw):
    return stacked_position(quarter_over=True, hands=(LO[:3], FO[:3]), discards=(LO[3:], FO[3:]), **kw)


QUARTER_2 = [said("quarter-end", "Quarter 1 is over: an offense has played its last card (Lightning {}, Fire {}).",
                  {"quarter": 1}),
             said("quarter", "Quarter 2 begins: both teams reclaim all 15 offense cards.", {"quarter": 2})]


def quarter_2(score=(0, 0)):
    end, begin = QUARTER_2
    return [(end[0], end[1].format(*score), end[2], end[3]), begin]


def check_quarter_2(after):
    assert after.quarter == 2 and after.quarter_over is False
    assert after.hands == (LO, FO) and after.discards == ((), ())


# ----- The book's Time Keeping example ----------------------------------------------------------------

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


# ----- Offense cards as the clock, and the Play Card space --------------------------------------------

def test_full_hands_gives_each_team_its_own_fifteen_and_empties_both_discard_piles():
    """Clock Management: at each quarter both teams reclaim all 15 of their own offense cards."""
    state = position(hands=(LO[:2], FO[5:6]), discards=(LO[2:], FO[:5] + FO[6:]))
    state = clock.full_hands(GAME.tables, state)
    assert state.hands == (LO, FO)
    assert state.discards == ((), ())
    assert len(LO) == len(FO) == 15


def test_sort_cards_follows_the_games_card_order():
    assert clock.sort_cards(GAME.tables, [LO[9], LO[0], LO[4]]) == (LO[0], LO[4], LO[9])
    assert clock.sort_cards(GAME.tables, [FD[7], FD[2]]) == (FD[2], FD[7])
    # The order is the game's own table, not the alphabet.
    fake = SimpleNamespace(order={"zeta": 0, "alpha": 1, "mid": 2})
    assert clock.sort_cards(fake, ["mid", "alpha", "zeta"]) == ("zeta", "alpha", "mid")


@pytest.mark.parametrize("seat", [LIG, FIR])
def test_discarding_an_offense_card_moves_it_to_the_end_of_that_teams_discards(seat):
    """Time Keeping: plays used by an offense go to its discard pile; the other team is untouched."""
    ids = (LO, FO)[seat]
    hands = [LO, FO]
    discards = [(), ()]
    hands[seat], discards[seat] = ids[:3], ids[3:]
    state = position(hands=tuple(hands), discards=tuple(discards))
    after = clock.discard_from_hand(GAME.tables, state, seat, ids[1])
    assert after.hands[seat] == (ids[0], ids[2])
    assert after.discards[seat] == ids[3:] + (ids[1],)
    assert after.hands[1 - seat] == (LO, FO)[1 - seat] and after.discards[1 - seat] == ()
    assert after.quarter_over is False


@pytest.mark.parametrize("seat", [LIG, FIR])
def test_discarding_the_last_offense_card_ends_the_quarter(seat):
    """Clock Management: as soon as one team discards its last offense card, the quarter is over."""
    ids = (LO, FO)[seat]
    hands = [LO, FO]
    hands[seat] = ids[14:]
    state = position(hands=tuple(hands))
    after = clock.discard_from_hand(GAME.tables, state, seat, ids[14])
    assert after.hands[seat] == () and after.discards[seat] == (ids[14],)
    assert after.quarter_over is True


def test_clearing_a_played_down_discards_the_offense_card_and_keeps_the_defense_card():
    """Game Play step 6: the offense card is discarded; defenses are never discarded (the card goes
    back into the defense hand in its place)."""
    state = position(hands=(without(LO, LO[5]), FO), discards=((), ()),
                     defense=(LD, without(FD, FD[4])), calls=(Call(LO[5], "b"), Call(FD[4], "a")),
                     revealed=True, play=Play(kind="run"))
    after = clock.clear_calls(GAME.tables, state, "discard")
    assert after.discards == ((LO[5],), ())
    assert after.hands == (without(LO, LO[5]), FO)
    assert after.defense == (LD, FD)
    assert after.calls == (None, None) and after.revealed is False and after.play is None
    assert after.quarter_over is False


def test_clearing_with_return_puts_the_offense_card_back_in_hand_in_order_for_either_seat():
    """A down that uses no card (an announced kick, a penalty): the offense card returns to the hand."""
    state = position(offense=FIR, hands=(LO, (FO[0], FO[9])), defense=(without(LD, LD[6]), FD),
                     calls=(Call(LD[6], "b"), Call(FO[5], "a")))
    after = clock.clear_calls(GAME.tables, state, "return")
    assert after.hands == (LO, (FO[0], FO[5], FO[9]))
    assert after.discards == ((), ())
    assert after.defense == (LD, FD)
    assert after.calls == (None, None)
    state = position(offense=LIG, hands=((LO[1], LO[12]), FO), defense=(LD, without(FD, FD[8])),
                     calls=(Call(LO[7], "b"), Call(FD[8], "b")))
    after = clock.clear_calls(GAME.tables, state, "return")
    assert after.hands == ((LO[1], LO[7], LO[12]), FO)
    assert after.defense == (LD, FD) and after.discards == ((), ())


def test_clearing_looks_at_the_second_seat_even_when_the_first_has_not_called():
    state = position(offense=FIR, hands=(LO, (FO[0], FO[9])), calls=(None, Call(FO[5], "a")))
    after = clock.clear_calls(GAME.tables, state, "return")
    assert after.hands[FIR] == (FO[0], FO[5], FO[9])
    state = position(hands=((LO[1],), FO), calls=(None, Call(FO[3], "a")))
    state = replace(state, defense=(LD, without(FD, FO[3])))
    after = clock.clear_calls(GAME.tables, replace(state, calls=(Call(LO[2], "a"), None)), "discard")
    assert after.hands[LIG] == (LO[1],) and after.discards[LIG] == (LO[2],)


def test_a_two_point_card_taken_from_the_discards_goes_back_to_the_discards():
    """Scoring, 2-Point Conversion: the offense may use a discarded card; it was already spent, so it
    returns to the discard pile, not to the hand, and does not end the quarter."""
    state = position(hands=((), FO), discards=(without(LO, LO[3]), ()), defense=(LD, without(FD, FD[0])),
                     calls=(Call(LO[3], "a", True), Call(FD[0], "a")), two_point=True)
    after = clock.clear_calls(GAME.tables, state, "return")
    assert after.hands[LIG] == ()
    assert after.discards[LIG] == without(LO, LO[3]) + (LO[3],)
    assert after.defense[FIR] == FD
    assert after.quarter_over is False
    after = clock.clear_calls(GAME.tables, state, "discard")
    assert after.hands[LIG] == () and after.discards[LIG][-1] == LO[3]
    assert after.quarter_over is False


@pytest.mark.parametrize("seat", [LIG, FIR])
def test_discarding_the_called_last_card_ends_the_quarter(seat):
    """Clock Management: the play on the last card is the quarter's last."""
    ids = (LO, FO)[seat]
    hands = [LO, FO]
    hands[seat] = ()
    calls = [None, None]
    calls[seat] = Call(ids[7], "a")
    state = position(offense=seat, hands=tuple(hands), calls=tuple(calls))
    after = clock.clear_calls(GAME.tables, state, "discard")
    assert after.quarter_over is True and after.discards[seat] == (ids[7],)
    # Taking the card back instead (a penalty replays the down) does not end the quarter...
    assert clock.clear_calls(GAME.tables, state, "return").quarter_over is False
    # ...and an already ended quarter stays ended.
    assert clock.clear_calls(GAME.tables, replace(state, quarter_over=True), "return").quarter_over is True


@pytest.mark.parametrize("seat", [LIG, FIR])
def test_placing_a_defense_call_takes_the_card_from_the_defense_hand(seat):
    ids = (LD, FD)[seat]
    state = position(offense=1 - seat)
    after = clock.place_call(GAME.tables, state, seat, ids[3], "b")
    calls = [None, None]
    calls[seat] = Call(ids[3], "b")
    assert after.calls == tuple(calls)
    assert after.defense[seat] == without(ids, ids[3]) and after.defense[1 - seat] == (LD, FD)[1 - seat]
    assert after.hands == state.hands and after.discards == state.discards


@pytest.mark.parametrize("seat", [LIG, FIR])
def test_placing_an_offense_call_takes_the_card_from_the_hand(seat):
    ids = (LO, FO)[seat]
    state = position(offense=seat)
    after = clock.place_call(GAME.tables, state, seat, ids[6], "b")
    calls = [None, None]
    calls[seat] = Call(ids[6], "b", False)
    assert after.calls == tuple(calls)
    assert after.hands[seat] == without(ids, ids[6]) and after.hands[1 - seat] == (LO, FO)[1 - seat]
    assert after.defense == (LD, FD) and after.discards == ((), ())


@pytest.mark.parametrize("seat", [LIG, FIR])
def test_placing_a_two_point_call_from_the_discards_marks_it_as_from_the_discards(seat):
    """2-Point Conversion: the offense may select any play card, even one from its discards."""
    ids = (LO, FO)[seat]
    hands, discards = [LO, FO], [(), ()]
    hands[seat], discards[seat] = ids[:4], ids[4:]
    state = position(offense=seat, hands=tuple(hands), discards=tuple(discards), two_point=True)
    after = clock.place_call(GAME.tables, state, seat, ids[8], "a")
    calls = [None, None]
    calls[seat] = Call(ids[8], "a", True)
    assert after.calls == tuple(calls)
    assert after.discards[seat] == without(ids[4:], ids[8]) and after.discards[1 - seat] == ()
    assert after.hands == state.hands


def test_start_calls_clears_the_play_card_space():
    state = position(phase=SPECIAL, decider=FIR, calls=(Call(LO[0]), Call(FD[0])), play=Play(), revealed=True)
    after = clock.start_calls(state)
    assert after.phase == CALL and after.calls == (None, None) and after.play is None and after.revealed is False
    assert after.decider == FIR


def test_a_drive_after_the_last_card_of_the_first_quarter_starts_the_second_with_full_hands():
    """Clock Management: the quarter ends with the last card (here a punt's); the next drive starts in the
    2nd quarter with 15 cards each, so there is nothing to level."""
    state = position(quarter=1, offense=LIG, hands=((), FO[:6]), discards=(LO, FO[6:]), quarter_over=True)
    events = []
    after = clock.begin_drive(GAME.tables, state, FIR, 7, events)
    assert (after.quarter, after.offense, after.ball, after.phase) == (2, FIR, 7, CALL)
    assert after.hands == (LO, FO)
    assert [e.kind for e in events] == ["quarter-end", "quarter", "drive"]


# ----- Levelling the hands before a drive (Time Keeping) ----------------------------------------------

def test_equalize_phase_is_reached_after_a_change_of_possession():
    fumble = gd(lambda c: c.event.effect == "fumble")
    state, _ = run_down(position(ball=8, top=[fumble]), IR2, BLITZ)
    assert state.phase == EQUALIZE and state.decider == FIR
    state, _ = act(state, FIR, "discard", state.hands[FIR][0])
    assert state.phase == CALL and len(state.hands[0]) == len(state.hands[1]) == 14


def test_level_hands_go_straight_to_the_calls():
    state = position(phase=EQUALIZE, hands=(LO[:8], FO[:8]), calls=(Call(LO[8]), None), revealed=True)
    events = []
    after = clock.equalize_or_call(state, events)
    assert after.phase == CALL and after.calls == (None, None) and after.revealed is False and events == []


@pytest.mark.parametrize("hands, seat, text", [
    ((LO[:10], FO[:8]), LIG, "Lightning must discard 2 offense cards to match the other team's clock."),
    ((LO[:7], FO[:8]), FIR, "Fire must discard 1 offense card to match the other team's clock."),
])
def test_the_team_holding_more_cards_discards_down_before_a_drive(hands, seat, text):
    """Time Keeping: both teams must start every drive with the same number of offense cards."""
    state = position(phase=CALL, decider=1 - seat, hands=hands, calls=(Call(LO[14]), None), play=Play(),
                     revealed=True)
    events = []
    after = clock.equalize_or_call(state, events)
    count = abs(len(hands[0]) - len(hands[1]))
    assert after.phase == EQUALIZE and after.decider == seat
    assert after.calls == (None, None) and after.play is None and after.revealed is False
    assert [(e.kind, e.text, e.data) for e in events] == [("equalize", text, {"seat": seat, "count": count})]
    quiet = []
    assert clock.equalize_or_call(state, quiet, announce=False) == after and quiet == []


def test_a_drive_with_unequal_hands_waits_for_the_levelling_discards():
    state = position(hands=(LO[:9], FO[:5]))
    events = []
    after = clock.begin_drive(GAME.tables, state, FIR, 5, events)
    assert after.phase == EQUALIZE and after.decider == LIG and after.offense == FIR
    assert [e.kind for e in events] == ["drive", "equalize"]


def test_levelling_discards_one_card_at_a_time_and_announces_only_once():
    """Time Keeping: the team with more cards discards (its own choice) until both hold the same."""
    state = position(phase=EQUALIZE, decider=LIG, offense=FIR, hands=(LO[:3], FO[:1]), discards=(LO[3:], FO[1:]))
    events = []
    state = clock.equalize_discard(GAME.tables, state, LO[0], events)
    assert state.phase == EQUALIZE and state.decider == LIG and state.hands == (LO[1:3], FO[:1])
    assert state.discards[LIG] == LO[3:] + (LO[0],)
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("clock-discard", f"Lightning discards {LIG_O01} (clock).", {"seat": LIG, "card": LO[0]})]
    state = clock.equalize_discard(GAME.tables, state, LO[2], events)
    assert state.phase == CALL and state.hands == ((LO[1],), FO[:1])
    assert [e.kind for e in events] == ["clock-discard", "clock-discard"]


def test_the_fire_level_their_clock_too():
    state = position(phase=EQUALIZE, decider=FIR, offense=LIG, hands=(LO[:2], FO[2:5]), discards=(LO[2:], ()))
    events = []
    after = clock.equalize_discard(GAME.tables, state, FO[4], events)
    assert after.phase == CALL and after.hands == (LO[:2], FO[2:4]) and after.discards[FIR] == (FO[4],)
    assert events[0].text == f"Fire discards {GAME.label(FO[4])} (clock)."
    assert events[0].data == {"seat": FIR, "card": FO[4]}


# ----- The last offense card of a quarter, a half or the game (End of Half; ruling R19) ---------------

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


def test_a_penalty_on_a_try_after_the_last_card_of_the_half_still_finishes_the_try():
    """Clock Management: the half ends "once either Offense plays its last Offense card"; the
    try is untimed and is finished first (R16, R19), a penalty on it included. Lightning score
    with their last card of the 2nd quarter; an accepted offside replays the try from the 5."""
    lig_cards = [c.id for c in GAME.cards.teams["LIG"].offense]
    others = tuple(c for c in lig_cards if c != IR2[0])
    state = position(ball=18, quarter=2, top=[RUN_PLUS_2, OFFSIDE_RUN, NEUTRAL_RUN])
    state = replace(state, hands=((IR2[0],), state.hands[FIR]), discards=(others, state.discards[FIR]))
    state, events = run_down(state, IR2, BLITZ)
    assert "touchdown" in kinds(events) and state.hands[LIG] == () and state.quarter == 2
    state, _ = act(state, LIG, "try", "two")
    state, _ = run_down(state, OR2, BLITZ)                           # from the discards
    state, events = act(state, LIG, "penalty", "accept")
    assert state.two_point and state.ball == 19 and state.phase == CALL and state.quarter == 2
    assert "half" not in kinds(events)
    state, events = run_down(state, IR2, BLITZ)                      # 1 line from the 5: in
    assert state.score == (8, 0)
    assert "half" in kinds(events) and state.quarter == 3            # now the half is over
    # and the second half's kickoff is part of the same move: no halftime is left pending
    assert "kick-return" in kinds(events)[kinds(events).index("half"):] and state.phase != HALFTIME


def test_a_gain_with_the_last_card_of_the_first_quarter_starts_the_second():
    state, events = run_down(last_card(IR2[0], ball=6, top=["GD07"]), IR2, BLITZ)
    assert quarter_two_began(state, events) and state.ball == 9 and state.down == 2 and state.offense == LIG


@pytest.mark.parametrize("off, dfn, ball, card, spot", [(IR2, BLITZ, 8, "GD20", 12),
                                                        (MP4, ZONE_BLITZ, 18, "GD48", 4)])
def test_a_turnover_with_the_last_card_of_the_first_quarter_starts_the_second(off, dfn, ball, card, spot):
    state, events = run_down(last_card(off[0], ball=ball, top=[card]), off, dfn)
    assert quarter_two_began(state, events) and state.offense == FIR and state.ball == spot


@pytest.mark.parametrize("top, ball, offense", [(["GD28", "GD10", "GD05"], 16, LIG), (["GD01"], 10, LIG),
                                                (["GD28", "GD24"], 16, FIR)])
def test_a_hail_mary_with_the_last_card_of_the_first_quarter_starts_the_second(top, ball, offense):
    state = let_time_out_go(last_card("LIG-O01", ball=4 if len(top) > 1 else 10, top=top))
    state, _ = act(state, LIG, "special", "hail_mary")
    state, events = act(state, LIG, "discard", "LIG-O01")
    assert quarter_two_began(state, events) and state.ball == ball and state.offense == offense


@pytest.mark.parametrize("card, score", [("GD01", (2, 0)), ("GD20", (0, 0))])
def test_a_try_after_a_touchdown_on_the_last_card_is_played_before_the_quarter_ends(card, score):
    """R19: the try after a touchdown is finished before the quarter ends."""
    state = position(ball=18, target=20, two_point=True, quarter_over=True, top=[card])
    state, events = run_down(state, IR2, BLITZ)
    assert state.score == score and quarter_two_began(state, events) and state.phase == KICKOFF


def test_a_try_after_the_last_card_of_the_first_quarter_kicks_off_in_the_second():
    """R19: the try is finished first, then the quarter ends; the drive order goes on."""
    state = stacked_position(phase=TRY, decider=FIR, offense=FIR, score=(0, 6), top=[fg(7)], quarter_over=True)
    events = []
    after = kicking.extra_point(GAME.tables, state, events)
    assert [e.kind for e in events] == ["game-day", "extra-point", "quarter-end", "quarter"]
    assert (after.quarter, after.phase, after.decider, after.score) == (2, KICKOFF, FIR, (0, 7))


def test_a_try_after_the_last_card_of_the_game_ends_it_without_a_kickoff():
    state = stacked_position(phase=TRY, decider=LIG, offense=LIG, score=(6, 0), quarter=4, top=[fg(7)],
                     quarter_over=True)
    events = []
    after = kicking.extra_point(GAME.tables, state, events)
    assert seen(events)[2:] == [
        said("quarter-end", "Quarter 4 is over: an offense has played its last card (Lightning 7, Fire 0).",
             {"quarter": 4}),
        said("game-over", "Lightning wins, 7-0.", {"winners": (LIG,)})]
    assert after.phase == OVER and after.score == (7, 0)


def test_a_safety_on_the_last_card_of_the_game_ends_it_without_a_free_kick():
    state = stacked_position(ball=0, quarter=4, quarter_over=True, score=(3, 3))
    events = []
    after = kicking.safety(GAME.tables, state, events)
    assert seen(events)[1:] == [
        said("quarter-end", "Quarter 4 is over: an offense has played its last card (Lightning 3, Fire 5).",
             {"quarter": 4}),
        said("game-over", "Fire wins, 5-3.", {"winners": (FIR,)})]
    assert after.phase == OVER and after.deck == state.deck and after.ball == 0


def test_a_safety_on_the_last_card_of_the_half_is_followed_by_the_second_half_kickoff():
    """R19 and Kickoffs: the half ends; the team that received the opening kickoff now kicks."""
    ret = backs(2)
    state = stacked_position(ball=0, quarter=2, quarter_over=True, opening_receiver=FIR, top=[ret])
    events = []
    after = kicking.safety(GAME.tables, state, events)
    assert after.phase == HALFTIME              # the clock hands the second half's kickoff on
    after = kicking.second_half(GAME.tables, after, events)
    assert [e.kind for e in events] == ["safety", "quarter-end", "half", "game-day", "kick-return", "drive"]
    assert (after.quarter, after.offense, after.ball, after.score) == (3, LIG, 6, (0, 2))


def test_a_two_point_try_on_the_last_card_ends_the_quarter_before_the_kickoff():
    events = []
    after = kicking.two_point_result(GAME.tables, with_the_last_card(score=(6, 0), two_point=True, ball=18), True, events)
    assert seen(events)[1:] == quarter_2((8, 0))
    assert after.phase == KICKOFF
    check_quarter_2(after)


def test_a_good_field_goal_on_the_last_card_ends_the_quarter_before_the_kickoff():
    events = []
    after = kicking.kick_field_goal(GAME.tables, with_the_last_card(ball=14, top=[fg(9)]), events, iced=False)
    assert seen(events)[2:] == quarter_2((3, 0))
    assert after.phase == KICKOFF
    check_quarter_2(after)


def test_a_missed_field_goal_on_the_last_card_ends_the_quarter_and_the_defense_takes_over():
    events = []
    after = kicking.kick_field_goal(GAME.tables, with_the_last_card(ball=14, top=[fg(0)]), events, iced=False)
    assert seen(events)[2:] == quarter_2() + [drive(FIR, 6, "1st and 20 at their own 30")]
    check_quarter_2(after)


@pytest.mark.parametrize("top, offense, ball", [
    ([punt_card(8), backs(2)], FIR, 8),           # returned
    ([punt_card(8), backs("F")], LIG, 14),        # muffed
    ([punt_card(9)], FIR, 4),                    # touchback (from the 11: 20)
    ([BLOCKED, backs(0)], FIR, 14),               # blocked, tackled at once
    ([BLOCKED, backs("F")], LIG, 6),              # blocked, fumbled
])
def test_a_punt_on_the_last_card_ends_the_quarter_before_the_next_drive(top, offense, ball):
    events = []
    start = 11 if len(top) == 1 else 6
    after = kicking.punt(GAME.tables, with_the_last_card(ball=start, down=4, top=top), events, coffin=False)
    assert seen(events)[-3:-1] == quarter_2()
    assert (after.offense, after.ball, after.phase) == (offense, ball, CALL)
    check_quarter_2(after)


def test_a_punt_return_safety_on_the_last_card_ends_the_quarter_before_the_free_kick():
    kick, ret, kick2, zero = punt_card(6), backs(-1), punt_card(8), backs(0)
    events = []
    after = kicking.punt(GAME.tables, with_the_last_card(ball=13, down=4, top=[kick, ret, kick2, zero]), events, coffin=False)
    assert [e.kind for e in events][3:6] == ["safety", "quarter-end", "quarter"]
    assert (after.offense, after.ball, after.score) == (LIG, 8, (2, 0))
    check_quarter_2(after)


def test_a_punt_return_safety_on_the_last_card_of_the_game_is_scored_on_the_goal_line():
    """The safety ends the 4th quarter's last play: the game is over, the ball on the receivers' goal line."""
    kick, ret = punt_card(6), backs(-1)
    state = punt_state(13, [kick, ret], quarter=4, quarter_over=True, score=(0, 3))
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert [e.kind for e in events][-3:] == ["safety", "quarter-end", "game-over"]
    assert (after.phase, after.offense, after.ball, after.score) == (OVER, FIR, 0, (2, 3))


def test_no_boundary_while_both_offenses_hold_cards():
    state = position(quarter=2)
    events = []
    after, handled = clock.boundary(GAME.tables, state, events)
    assert after == state and handled is False and events == []


@pytest.mark.parametrize("quarter", [1, 3])
def test_end_of_the_first_or_third_quarter_refills_the_hands_and_the_drive_goes_on(quarter):
    """Clock Management: teams reclaim all their discards at each quarter's end; the time outs are per
    half, so they are not refilled, and the drive carries on where it was (R19)."""
    state = position(quarter=quarter, offense=FIR, ball=7, down=3, target=10, score=(7, 3), timeouts=(1, 2),
                     hands=(LO[:4], ()), discards=(LO[4:], FO), quarter_over=True)
    events = []
    after, handled = clock.boundary(GAME.tables, state, events)
    assert handled is False
    assert after.quarter == quarter + 1 and after.quarter_over is False
    assert after.hands == (LO, FO) and after.discards == ((), ())
    assert after.timeouts == (1, 2)
    assert (after.offense, after.ball, after.down, after.target, after.phase) == (FIR, 7, 3, 10, CALL)
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("quarter-end", f"Quarter {quarter} is over: an offense has played its last card (Lightning 7, Fire 3).",
         {"quarter": quarter}),
        ("quarter", f"Quarter {quarter + 1} begins: both teams reclaim all 15 offense cards.",
         {"quarter": quarter + 1}),
    ]


def test_the_end_of_the_fourth_quarter_with_a_leader_ends_the_game():
    state = position(quarter=4, score=(3, 7), hands=((), FO[:3]), discards=(LO, FO[3:]), quarter_over=True)
    events = []
    after, handled = clock.boundary(GAME.tables, state, events)
    assert handled is True and after.phase == OVER and after.winners == (FIR,) and after.quarter == 4
    assert [e.kind for e in events] == ["quarter-end", "game-over"]
    assert events[1].text == "Fire wins, 7-3."


def test_no_drive_starts_once_the_last_card_of_the_game_is_gone():
    state = position(quarter=4, score=(0, 3), hands=((), FO[:2]), discards=(LO, FO[2:]), quarter_over=True)
    events = []
    after = clock.begin_drive(GAME.tables, state, LIG, 5, events)
    assert after.phase == OVER and [e.kind for e in events] == ["quarter-end", "game-over"]


def test_a_turnover_on_downs_with_the_quarters_last_card_hands_over_in_the_next_quarter():
    state = position(quarter=3, ball=7, down=4, target=10, hands=((), FO[:6]), discards=(LO, FO[6:]),
                     quarter_over=True)
    events = []
    after = clock.advance(GAME.tables, state, 8, events)
    assert (after.quarter, after.offense, after.ball, after.down, after.phase) == (4, FIR, 12, 1, CALL)
    assert after.hands == (LO, FO)
    assert [e.kind for e in events] == ["downs", "quarter-end", "quarter", "drive"]


def test_next_down_after_the_last_card_of_the_third_quarter_goes_on_in_the_fourth():
    state = position(quarter=3, down=2, hands=((), FO[:2]), discards=(LO, FO[2:]), quarter_over=True)
    after = clock.next_down(GAME.tables, state, [])
    assert after.quarter == 4 and after.phase == CALL and after.down == 2 and after.hands == (LO, FO)


def test_next_down_after_the_last_card_of_the_game_stops():
    state = position(quarter=4, score=(7, 0), hands=((), FO[:2]), discards=(LO, FO[2:]), quarter_over=True)
    after = clock.next_down(GAME.tables, state, [])
    assert after.phase == OVER and after.winners == (LIG,)


def test_a_first_down_on_the_last_card_of_the_first_quarter_carries_on_in_the_second():
    state = position(quarter=1, ball=8, down=3, target=10, hands=((), FO[:4]), discards=(LO, FO[4:]),
                     quarter_over=True)
    events = []
    after = clock.advance(GAME.tables, state, 10, events)
    assert (after.quarter, after.ball, after.down, after.target, after.phase) == (2, 10, 1, 16, CALL)
    assert after.hands == (LO, FO)
    assert [e.kind for e in events] == ["first-down", "quarter-end", "quarter"]


def test_a_down_on_the_last_card_of_the_first_quarter_carries_on_in_the_second():
    state = position(quarter=1, ball=7, down=2, hands=((), FO[:4]), discards=(LO, FO[4:]), quarter_over=True)
    events = []
    after = clock.advance(GAME.tables, state, 8, events)
    assert (after.quarter, after.offense, after.ball, after.down, after.phase) == (2, LIG, 8, 3, CALL)
    assert [e.kind for e in events] == ["down", "quarter-end", "quarter"]


# ----- The end of the game ----------------------------------------------------------------------------

@pytest.mark.parametrize("score, text, winners", [
    ((7, 7), "The game ends in a draw, 7-7.", ()),
    ((10, 7), "Lightning wins, 10-7.", (LIG,)),
    ((3, 17), "Fire wins, 17-3.", (FIR,)),
])
def test_finish_names_the_winner_and_the_score(score, text, winners):
    state = position(score=score, calls=(Call(LO[0]), None), play=Play(), revealed=True, two_point=True)
    assert clock.result_text(state) == text
    events = []
    over = clock.finish(state, events)
    assert over.phase == OVER and over.winners == winners
    assert over.calls == (None, None) and over.play is None
    assert over.revealed is False and over.two_point is False
    assert [(e.kind, e.text, e.data) for e in events] == [("game-over", text, {"winners": winners})]
    assert GAME.outcome(over).winners == winners and GAME.outcome(over).text == text


def test_the_outcome_names_the_winner_and_the_score_only_once_the_game_is_over():
    """Scoring: the higher score wins; level after overtime is a draw (R28)."""
    assert GAME.outcome(busy_position()) is None
    over = replace(busy_position(), phase=OVER, winners=(FIR,), score=(10, 17))
    outcome = GAME.outcome(over)
    assert (outcome.winners, outcome.scores, outcome.text) == ((FIR,), (10, 17), "Fire wins, 17-10.")
    outcome = GAME.outcome(replace(over, winners=None, score=(14, 14)))
    assert (outcome.winners, outcome.scores, outcome.text) == (
        (),
        (14, 14),
        "The game ends in a draw, 14-14.",
    )
    assert outcome.draw


# ----- Drives and downs between quarters (Time Keeping) -----------------------------------------------

@pytest.mark.parametrize("kick, top, offense, ball", [
    ("deep", [backs(2)], FIR, 6),
    ("deep", [backs("F")], LIG, 16),
    ("onside", [fg(8)], LIG, 10),
    ("onside", [fg(7)], FIR, 10),
    ("free", [punt_card(8), backs(0)], FIR, 8),
    ("free", [punt_card(8), backs("F")], LIG, 12),
])
def test_every_kick_starts_the_next_drive_through_the_clock(kick, top, offense, ball):
    """Each kick hands the ball over through the drive start, which ends a quarter still pending."""
    state = with_the_last_card(top=top, ball=0)
    events = []
    if kick == "deep":
        after = kicking.deep_kick(GAME.tables, state, LIG, events)
    elif kick == "onside":
        after = kicking.onside_kick(GAME.tables, state, LIG, events)
    else:
        after = kicking.free_kick(GAME.tables, state, LIG, events)
    assert seen(events)[-3:-1] == quarter_2()
    assert (after.offense, after.ball) == (offense, ball)
    check_quarter_2(after)


def test_a_free_kick_touchback_starts_the_next_drive_through_the_clock():
    kick = punt_card(8)
    events = []
    after = kicking.free_kick(Rigged(**{kick: {"punt": 16}}), with_the_last_card(top=[kick], ball=0), LIG, events)
    assert seen(events)[1:] == quarter_2() + [drive(FIR, 4, "1st and 30 at their own 20")]
    check_quarter_2(after)


def test_a_new_drive_starts_on_first_down_with_the_next_marker():
    """First Downs: a drive from the offense's own 30 plays for midfield, the next first-down line."""
    state = position(offense=LIG, ball=14, down=3, target=20, two_point=True, phase=TOSS)
    events = []
    after = clock.begin_drive(GAME.tables, state, FIR, 6, events)
    assert (after.offense, after.ball, after.down, after.target) == (FIR, 6, 1, 10)
    assert after.two_point is False and after.phase == CALL and after.ot_had_ball == (False, False)
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("drive", "Fire takes over: 1st and 20 at their own 30.", {"offense": FIR, "ball": 6})]


def test_a_new_drive_keeps_a_marker_the_caller_sets():
    state = position()
    events = []
    after = clock.begin_drive(GAME.tables, state, LIG, 12, events, target=20)
    assert (after.offense, after.ball, after.down, after.target) == (LIG, 12, 1, 20)
    assert events[0].text == "Lightning takes over: 1st and goal at the opponent's 40."


def test_a_change_of_possession_hands_the_ball_to_the_other_team():
    state = position(offense=LIG, ball=15, down=4)
    events = []
    after = clock.change_possession(GAME.tables, state, 5, events)
    assert (after.offense, after.ball, after.down, after.target) == (FIR, 5, 1, 10)
    after = clock.change_possession(GAME.tables, replace(state, offense=FIR), 12, [], target=20)
    assert (after.offense, after.ball, after.target) == (LIG, 12, 20)


@pytest.mark.parametrize("quarter, answer", [(5, LIG), (5, None), (4, FIR)])
def test_other_changes_of_possession_go_on(quarter, answer):
    state = position(quarter=quarter, offense=FIR, score=(3, 0), ot_answer=answer, ot_had_ball=(True, True))
    after = clock.change_possession(GAME.tables, state, 8, [])
    assert after.phase == CALL and after.offense == LIG and after.ball == 8


def test_next_down_simply_calls_again_mid_quarter():
    state = position(phase=SPECIAL, down=2, calls=(Call(LO[0]), None), revealed=True)
    events = []
    after = clock.next_down(GAME.tables, state, events)
    assert after.phase == CALL and after.calls == (None, None) and after.down == 2 and events == []
