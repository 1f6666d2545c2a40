"""Breakaway Football Clock Management (``clock.py``), each rule in a small hand-built position:
offense cards as the clock (Clock Management; Time Keeping), the cards on the Play Card space
(Game Play: offense cards are discarded, defense cards always kept), quarters and halves (End of
Half), time outs (Time Outs), first downs and downs (First Downs), overtime and sudden death
(Overtime; Sudden-Death OT; ruling R28) and the result of the game (issue 20: mutation tests of
``clock.py``). The Lightning (LIG) are seat 0, the Fire (FIR) seat 1.
"""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pytest
from tests.games.breakaway_football.support import FIR, GAME, LIG, gd, position

from tabletop.games.breakaway_football import clock
from tabletop.games.breakaway_football.state import CALL, EQUALIZE, OVER, RETRIEVE, SPECIAL, TOSS, Call, Play

LO = GAME.offense_ids["LIG"]
FO = GAME.offense_ids["FIR"]
LD = GAME.defense_ids["LIG"]
FD = GAME.defense_ids["FIR"]
LIG_O01 = "Long Pass 8 (low %) / Short Pass 2"      # the label printed on LIG-O01
FIR_O05 = "Medium Pass 4 / Short Pass 2"            # the label printed on FIR-O05


def without(cards, *out):
    return tuple(c for c in cards if c not in out)


def one(events, kind):
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, [e.kind for e in events]
    return found[0]


# ----- holding and discarding offense cards (Clock Management) ------------------------------------
def test_full_hands_gives_each_team_its_own_fifteen_and_empties_both_discard_piles():
    """Clock Management: at each quarter both teams reclaim all 15 of their own offense cards."""
    state = position(hands=(LO[:2], FO[5:6]), discards=(LO[2:], FO[:5] + FO[6:]))
    state = clock.full_hands(GAME, state)
    assert state.hands == (LO, FO)
    assert state.discards == ((), ())
    assert len(LO) == len(FO) == 15


def test_sort_cards_follows_the_games_card_order():
    assert clock.sort_cards(GAME, [LO[9], LO[0], LO[4]]) == (LO[0], LO[4], LO[9])
    assert clock.sort_cards(GAME, [FD[7], FD[2]]) == (FD[2], FD[7])
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
    after = clock.discard_from_hand(GAME, state, seat, ids[1])
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
    after = clock.discard_from_hand(GAME, state, seat, ids[14])
    assert after.hands[seat] == () and after.discards[seat] == (ids[14],)
    assert after.quarter_over is True


# ----- the Play Card space (Game Play) ------------------------------------------------------------
def test_clearing_a_played_down_discards_the_offense_card_and_keeps_the_defense_card():
    """Game Play step 6: the offense card is discarded; defenses are never discarded (the card goes
    back into the defense hand in its place)."""
    state = position(hands=(without(LO, LO[5]), FO), discards=((), ()),
                     defense=(LD, without(FD, FD[4])), calls=(Call(LO[5], "b"), Call(FD[4], "a")),
                     revealed=True, play=Play(kind="run"))
    after = clock.clear_calls(GAME, state, "discard")
    assert after.discards == ((LO[5],), ())
    assert after.hands == (without(LO, LO[5]), FO)
    assert after.defense == (LD, FD)
    assert after.calls == (None, None) and after.revealed is False and after.play is None
    assert after.quarter_over is False


def test_clearing_with_return_puts_the_offense_card_back_in_hand_in_order_for_either_seat():
    """A down that uses no card (an announced kick, a penalty): the offense card returns to the hand."""
    state = position(offense=FIR, hands=(LO, (FO[0], FO[9])), defense=(without(LD, LD[6]), FD),
                     calls=(Call(LD[6], "b"), Call(FO[5], "a")))
    after = clock.clear_calls(GAME, state, "return")
    assert after.hands == (LO, (FO[0], FO[5], FO[9]))
    assert after.discards == ((), ())
    assert after.defense == (LD, FD)
    assert after.calls == (None, None)
    state = position(offense=LIG, hands=((LO[1], LO[12]), FO), defense=(LD, without(FD, FD[8])),
                     calls=(Call(LO[7], "b"), Call(FD[8], "b")))
    after = clock.clear_calls(GAME, state, "return")
    assert after.hands == ((LO[1], LO[7], LO[12]), FO)
    assert after.defense == (LD, FD) and after.discards == ((), ())


def test_clearing_looks_at_the_second_seat_even_when_the_first_has_not_called():
    state = position(offense=FIR, hands=(LO, (FO[0], FO[9])), calls=(None, Call(FO[5], "a")))
    after = clock.clear_calls(GAME, state, "return")
    assert after.hands[FIR] == (FO[0], FO[5], FO[9])
    state = position(hands=((LO[1],), FO), calls=(None, Call(FO[3], "a")))
    state = replace(state, defense=(LD, without(FD, FO[3])))
    after = clock.clear_calls(GAME, replace(state, calls=(Call(LO[2], "a"), None)), "discard")
    assert after.hands[LIG] == (LO[1],) and after.discards[LIG] == (LO[2],)


def test_a_two_point_card_taken_from_the_discards_goes_back_to_the_discards():
    """Scoring, 2-Point Conversion: the offense may use a discarded card; it was already spent, so it
    returns to the discard pile, not to the hand, and does not end the quarter."""
    state = position(hands=((), FO), discards=(without(LO, LO[3]), ()), defense=(LD, without(FD, FD[0])),
                     calls=(Call(LO[3], "a", True), Call(FD[0], "a")), two_point=True)
    after = clock.clear_calls(GAME, state, "return")
    assert after.hands[LIG] == ()
    assert after.discards[LIG] == without(LO, LO[3]) + (LO[3],)
    assert after.defense[FIR] == FD
    assert after.quarter_over is False
    after = clock.clear_calls(GAME, state, "discard")
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
    after = clock.clear_calls(GAME, state, "discard")
    assert after.quarter_over is True and after.discards[seat] == (ids[7],)
    # Taking the card back instead (a penalty replays the down) does not end the quarter...
    assert clock.clear_calls(GAME, state, "return").quarter_over is False
    # ...and an already ended quarter stays ended.
    assert clock.clear_calls(GAME, replace(state, quarter_over=True), "return").quarter_over is True


@pytest.mark.parametrize("seat", [LIG, FIR])
def test_placing_a_defense_call_takes_the_card_from_the_defense_hand(seat):
    ids = (LD, FD)[seat]
    state = position(offense=1 - seat)
    after = clock.place_call(GAME, state, seat, ids[3], "b")
    calls = [None, None]
    calls[seat] = Call(ids[3], "b")
    assert after.calls == tuple(calls)
    assert after.defense[seat] == without(ids, ids[3]) and after.defense[1 - seat] == (LD, FD)[1 - seat]
    assert after.hands == state.hands and after.discards == state.discards


@pytest.mark.parametrize("seat", [LIG, FIR])
def test_placing_an_offense_call_takes_the_card_from_the_hand(seat):
    ids = (LO, FO)[seat]
    state = position(offense=seat)
    after = clock.place_call(GAME, state, seat, ids[6], "b")
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
    after = clock.place_call(GAME, state, seat, ids[8], "a")
    calls = [None, None]
    calls[seat] = Call(ids[8], "a", True)
    assert after.calls == tuple(calls)
    assert after.discards[seat] == without(ids[4:], ids[8]) and after.discards[1 - seat] == ()
    assert after.hands == state.hands


# ----- the end of the game ---------------------------------------------------------------------------
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


# ----- overtime (Overtime; Sudden-Death OT; R28) ----------------------------------------------------
SUDDEN = {"overtime": "sudden_death"}


@pytest.mark.parametrize("quarter, scorer, touchdown, options, had, score, ends", [
    # Before overtime a score never ends the game.
    (4, LIG, True, None, (True, False), (6, 0), False),
    (4, LIG, False, SUDDEN, (True, False), (3, 0), False),
    # Any overtime touchdown wins.
    (5, LIG, True, None, (True, False), (6, 0), True),
    (5, FIR, True, None, (False, True), (0, 6), True),
    # Sudden death: the first score of any kind wins.
    (5, LIG, False, SUDDEN, (True, False), (3, 0), True),
    # A field goal before the other team has had the ball: they get an answering drive.
    (5, LIG, False, None, (True, False), (3, 0), False),
    (5, FIR, False, None, (False, True), (0, 3), False),
    # Both have had the ball: a field goal that leaves the teams unequal wins; one that ties goes on.
    (5, FIR, False, None, (True, True), (3, 6), True),
    (5, LIG, False, None, (True, True), (6, 3), True),
    (5, LIG, False, None, (True, True), (3, 3), False),
])
def test_whether_an_overtime_score_ends_the_game(quarter, scorer, touchdown, options, had, score, ends):
    state = position(quarter=quarter, options=options, ot_had_ball=had, score=score)
    assert clock.overtime_after_score(state, scorer, touchdown) is ends


@pytest.mark.parametrize("quarter, scorer, had, before, owed", [
    (4, LIG, (False, False), None, None),          # not overtime: nobody is owed anything
    (5, LIG, (True, False), None, FIR),            # the Fire have not had the ball: they answer
    (5, FIR, (False, True), None, LIG),
    (5, LIG, (True, True), FIR, None),             # the Fire had their drive: nothing owed any more
])
def test_who_is_owed_an_answering_drive(quarter, scorer, had, before, owed):
    state = position(quarter=quarter, ot_had_ball=had, ot_answer=before)
    assert clock.answer_owed(state, scorer).ot_answer == owed


# ----- quarters and halves (Clock Management; End of Half) ----------------------------------------
def test_no_boundary_while_both_offenses_hold_cards():
    state = position(quarter=2)
    events = []
    after, handled = clock.boundary(GAME, state, events)
    assert after == state and handled is False and events == []


@pytest.mark.parametrize("quarter", [1, 3])
def test_end_of_the_first_or_third_quarter_refills_the_hands_and_the_drive_goes_on(quarter):
    """Clock Management: teams reclaim all their discards at each quarter's end; the time outs are per
    half, so they are not refilled, and the drive carries on where it was (R19)."""
    state = position(quarter=quarter, offense=FIR, ball=7, down=3, target=10, score=(7, 3), timeouts=(1, 2),
                     hands=(LO[:4], ()), discards=(LO[4:], FO), quarter_over=True)
    events = []
    after, handled = clock.boundary(GAME, state, events)
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


def test_halftime_refreshes_time_outs_and_the_opening_receiver_kicks_off():
    """End of Half and Time Outs: the half ends with the last card even with time outs left, time outs
    go back to 3 for the 3rd quarter, and the team that received the opening kick now kicks (Setup)."""
    touchback = gd(lambda c: c.offense_breakaway == 0)
    state = position(quarter=2, offense=FIR, ball=12, down=2, score=(0, 7), timeouts=(0, 1), opening_receiver=FIR,
                     hands=((), FO[:2]), discards=(LO, FO[2:]), quarter_over=True, top=[touchback])
    events = []
    after, handled = clock.boundary(GAME, state, events)
    assert handled is True
    assert after.quarter == 3 and after.quarter_over is False and after.timeouts == (3, 3)
    assert after.hands == (LO, FO) and after.discards == ((), ())
    # Fire kick, touchback: the Lightning start at their own 25 (the 5th line), 1st and 25.
    assert (after.offense, after.ball, after.down, after.target, after.phase) == (LIG, 5, 1, 10, CALL)
    assert after.calls == (None, None) and after.two_point is False
    assert [(e.kind, e.text, e.data) for e in events[:2]] == [
        ("quarter-end", "Quarter 2 is over: an offense has played its last card (Lightning 0, Fire 7).",
         {"quarter": 2}),
        ("half", ("Halftime. Quarter 3 begins: time outs are back to 3 and both teams reclaim all 15 offense "
                  "cards."), {"quarter": 3}),
    ]
    assert events[-1].kind == "drive" and events[-1].text == "Lightning takes over: 1st and 25 at their own 25."


def test_tied_after_four_quarters_sets_up_overtime_with_two_time_outs_and_a_toss():
    """Overtime steps 1-3: quarter 5, two time outs each, all 15 cards back, and a coin toss (called
    by the visitors, seat 1, R1)."""
    state = position(quarter=4, score=(10, 10), timeouts=(0, 3), decider=LIG, hands=((), FO[:3]),
                     discards=(LO, FO[3:]), calls=(Call(LO[0]), None), play=Play(), revealed=True, two_point=True,
                     quarter_over=True)
    events = []
    after, handled = clock.boundary(GAME, state, events)
    assert handled is True
    assert after.quarter == 5 and after.timeouts == (2, 2) and after.phase == TOSS and after.decider == FIR
    assert after.hands == (LO, FO) and after.discards == ((), ())
    assert after.calls == (None, None) and after.play is None and after.revealed is False
    assert after.two_point is False and after.quarter_over is False and after.winners is None
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("quarter-end", "Quarter 4 is over: an offense has played its last card (Lightning 10, Fire 10).",
         {"quarter": 4}),
        ("overtime", ("Tied after four quarters: overtime! Time outs are set to 2, both teams reclaim all 15 "
                      "offense cards, and a coin is tossed."), {"quarter": 5}),
    ]


def test_the_end_of_the_fourth_quarter_with_a_leader_ends_the_game():
    state = position(quarter=4, score=(3, 7), hands=((), FO[:3]), discards=(LO, FO[3:]), quarter_over=True)
    events = []
    after, handled = clock.boundary(GAME, state, events)
    assert handled is True and after.phase == OVER and after.winners == (FIR,) and after.quarter == 4
    assert [e.kind for e in events] == ["quarter-end", "game-over"]
    assert events[1].text == "Fire wins, 7-3."


@pytest.mark.parametrize("score, winners, result", [
    ((6, 6), (), "The game ends in a draw, 6-6."),
    ((9, 6), (LIG,), "Lightning wins, 9-6."),
])
def test_the_end_of_overtime_ends_the_game_a_draw_if_still_level(score, winners, result):
    """Overtime: still tied after the 5th quarter, the game is a draw (no second overtime)."""
    state = position(quarter=5, score=score, hands=((), FO[:3]), discards=(LO, FO[3:]), quarter_over=True)
    events = []
    after, handled = clock.boundary(GAME, state, events)
    assert handled is True and after.phase == OVER and after.winners == winners and after.quarter == 5
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("quarter-end", (f"Overtime is over: an offense has played its last card (Lightning {score[0]}, "
                         f"Fire {score[1]})."), {"quarter": 5}),
        ("game-over", result, {"winners": winners}),
    ]


# ----- starting downs and drives (Time Keeping) ------------------------------------------------------
def test_start_calls_clears_the_play_card_space():
    state = position(phase=SPECIAL, decider=FIR, calls=(Call(LO[0]), Call(FD[0])), play=Play(), revealed=True)
    after = clock.start_calls(state)
    assert after.phase == CALL and after.calls == (None, None) and after.play is None and after.revealed is False
    assert after.decider == FIR


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


def test_a_new_drive_starts_on_first_down_with_the_next_marker():
    """First Downs: a drive from the offense's own 30 plays for midfield, the next first-down line."""
    state = position(offense=LIG, ball=14, down=3, target=20, two_point=True, phase=TOSS)
    events = []
    after = clock.begin_drive(GAME, state, FIR, 6, events)
    assert (after.offense, after.ball, after.down, after.target) == (FIR, 6, 1, 10)
    assert after.two_point is False and after.phase == CALL and after.ot_had_ball == (False, False)
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("drive", "Fire takes over: 1st and 20 at their own 30.", {"offense": FIR, "ball": 6})]


def test_a_new_drive_keeps_a_marker_the_caller_sets():
    state = position()
    events = []
    after = clock.begin_drive(GAME, state, LIG, 12, events, target=20)
    assert (after.offense, after.ball, after.down, after.target) == (LIG, 12, 1, 20)
    assert events[0].text == "Lightning takes over: 1st and goal at the opponent's 40."


@pytest.mark.parametrize("offense, before, had", [
    (FIR, (True, False), (True, True)),
    (LIG, (False, False), (True, False)),
])
def test_an_overtime_drive_counts_as_having_had_the_ball(offense, before, had):
    state = position(quarter=5, ot_had_ball=before)
    assert clock.begin_drive(GAME, state, offense, 5, []).ot_had_ball == had


def test_drives_before_overtime_do_not_count_as_overtime_possessions():
    state = position(quarter=4)
    assert clock.begin_drive(GAME, state, FIR, 5, []).ot_had_ball == (False, False)


def test_a_drive_with_unequal_hands_waits_for_the_levelling_discards():
    state = position(hands=(LO[:9], FO[:5]))
    events = []
    after = clock.begin_drive(GAME, state, FIR, 5, events)
    assert after.phase == EQUALIZE and after.decider == LIG and after.offense == FIR
    assert [e.kind for e in events] == ["drive", "equalize"]


def test_no_drive_starts_once_the_last_card_of_the_game_is_gone():
    state = position(quarter=4, score=(0, 3), hands=((), FO[:2]), discards=(LO, FO[2:]), quarter_over=True)
    events = []
    after = clock.begin_drive(GAME, state, LIG, 5, events)
    assert after.phase == OVER and [e.kind for e in events] == ["quarter-end", "game-over"]


def test_a_drive_after_the_last_card_of_the_first_quarter_starts_the_second_with_full_hands():
    """Clock Management: the quarter ends with the last card (here a punt's); the next drive starts in the
    2nd quarter with 15 cards each, so there is nothing to level."""
    state = position(quarter=1, offense=LIG, hands=((), FO[:6]), discards=(LO, FO[6:]), quarter_over=True)
    events = []
    after = clock.begin_drive(GAME, state, FIR, 7, events)
    assert (after.quarter, after.offense, after.ball, after.phase) == (2, FIR, 7, CALL)
    assert after.hands == (LO, FO)
    assert [e.kind for e in events] == ["quarter-end", "quarter", "drive"]


def test_a_turnover_on_downs_with_the_quarters_last_card_hands_over_in_the_next_quarter():
    state = position(quarter=3, ball=7, down=4, target=10, hands=((), FO[:6]), discards=(LO, FO[6:]),
                     quarter_over=True)
    events = []
    after = clock.advance(GAME, state, 8, events)
    assert (after.quarter, after.offense, after.ball, after.down, after.phase) == (4, FIR, 12, 1, CALL)
    assert after.hands == (LO, FO)
    assert [e.kind for e in events] == ["downs", "quarter-end", "quarter", "drive"]


def test_a_change_of_possession_hands_the_ball_to_the_other_team():
    state = position(offense=LIG, ball=15, down=4)
    events = []
    after = clock.change_possession(GAME, state, 5, events)
    assert (after.offense, after.ball, after.down, after.target) == (FIR, 5, 1, 10)
    after = clock.change_possession(GAME, replace(state, offense=FIR), 12, [], target=20)
    assert (after.offense, after.ball, after.target) == (LIG, 12, 20)


def test_an_overtime_answering_drive_that_does_not_score_ends_the_game():
    """Overtime (R28): after a first-possession field goal the other team gets one more drive; if it
    ends without a score, the field goal wins."""
    state = position(quarter=5, offense=FIR, score=(3, 0), ot_answer=FIR, ot_had_ball=(True, True))
    events = []
    after = clock.change_possession(GAME, state, 8, events)
    assert after.phase == OVER and after.winners == (LIG,)
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("overtime-answer", "Fire fails to answer the field goal.", {}),
        ("game-over", "Lightning wins, 3-0.", {"winners": (LIG,)}),
    ]


@pytest.mark.parametrize("quarter, answer", [(5, LIG), (5, None), (4, FIR)])
def test_other_changes_of_possession_go_on(quarter, answer):
    state = position(quarter=quarter, offense=FIR, score=(3, 0), ot_answer=answer, ot_had_ball=(True, True))
    after = clock.change_possession(GAME, state, 8, [])
    assert after.phase == CALL and after.offense == LIG and after.ball == 8


def test_next_down_simply_calls_again_mid_quarter():
    state = position(phase=SPECIAL, down=2, calls=(Call(LO[0]), None), revealed=True)
    events = []
    after = clock.next_down(GAME, state, events)
    assert after.phase == CALL and after.calls == (None, None) and after.down == 2 and events == []


def test_next_down_after_the_last_card_of_the_third_quarter_goes_on_in_the_fourth():
    state = position(quarter=3, down=2, hands=((), FO[:2]), discards=(LO, FO[2:]), quarter_over=True)
    after = clock.next_down(GAME, state, [])
    assert after.quarter == 4 and after.phase == CALL and after.down == 2 and after.hands == (LO, FO)


def test_next_down_after_the_last_card_of_the_game_stops():
    state = position(quarter=4, score=(7, 0), hands=((), FO[:2]), discards=(LO, FO[2:]), quarter_over=True)
    after = clock.next_down(GAME, state, [])
    assert after.phase == OVER and after.winners == (LIG,)


# ----- first downs and downs (First Downs) -----------------------------------------------------------
def test_falling_one_line_short_of_the_marker_is_the_next_down():
    state = position(ball=7, down=2, target=10, phase=SPECIAL)
    events = []
    after = clock.advance(GAME, state, 9, events)
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
    after = clock.advance(GAME, state, new, events)
    assert (after.offense, after.ball, after.down, after.target, after.phase) == (LIG, new, 1, target, CALL)
    assert [(e.kind, e.text, e.data) for e in events] == [("first-down", text, {"ball": new})]


def test_third_down_short_is_fourth_down_not_a_turnover():
    state = position(ball=7, down=3, target=10)
    events = []
    after = clock.advance(GAME, state, 8, events)
    assert (after.offense, after.down) == (LIG, 4)
    assert events[0].text == "4th and 10 at their own 40."


def test_fourth_down_short_is_a_turnover_on_downs_at_the_spot():
    state = position(ball=7, down=4, target=10)
    events = []
    after = clock.advance(GAME, state, 8, events)
    # The Fire take over at the same spot: the Lightning's 40 is the Fire's own 60 (line 12).
    assert (after.offense, after.ball, after.down, after.target) == (FIR, 12, 1, 16)
    assert [(e.kind, e.text, e.data) for e in events[:1]] == [
        ("downs", "Turnover on downs at their own 40.", {"ball": 8})]
    assert events[1].text == "Fire takes over: 1st and 20 at the opponent's 40."


def test_a_first_down_on_the_last_card_of_the_first_quarter_carries_on_in_the_second():
    state = position(quarter=1, ball=8, down=3, target=10, hands=((), FO[:4]), discards=(LO, FO[4:]),
                     quarter_over=True)
    events = []
    after = clock.advance(GAME, state, 10, events)
    assert (after.quarter, after.ball, after.down, after.target, after.phase) == (2, 10, 1, 16, CALL)
    assert after.hands == (LO, FO)
    assert [e.kind for e in events] == ["first-down", "quarter-end", "quarter"]


def test_an_answering_drive_stopped_on_downs_ends_overtime_with_the_ball_at_the_spot():
    """Overtime (R28): the answering drive ends without a score, so the field goal wins; the ball is left
    where the drive was stopped."""
    state = position(quarter=5, offense=FIR, ball=7, down=4, target=10, score=(3, 0), ot_answer=FIR,
                     ot_had_ball=(True, True))
    events = []
    after = clock.advance(GAME, state, 8, events)
    assert after.phase == OVER and after.winners == (LIG,) and after.ball == 8 and after.offense == FIR
    assert [e.kind for e in events] == ["downs", "overtime-answer", "game-over"]


def test_a_down_on_the_last_card_of_the_first_quarter_carries_on_in_the_second():
    state = position(quarter=1, ball=7, down=2, hands=((), FO[:4]), discards=(LO, FO[4:]), quarter_over=True)
    events = []
    after = clock.advance(GAME, state, 8, events)
    assert (after.quarter, after.offense, after.ball, after.down, after.phase) == (2, LIG, 8, 3, CALL)
    assert [e.kind for e in events] == ["down", "quarter-end", "quarter"]


# ----- time outs (Time Outs) ----------------------------------------------------------------------------
@pytest.mark.parametrize("offense, seat, timeouts, left, text", [
    (LIG, LIG, (3, 1), (2, 1),
     "Time out, Lightning (offense); 2 left this half. Lightning takes an offense card back from the discards."),
    (LIG, FIR, (3, 1), (3, 0),
     "Time out, Fire (defense); 0 left this half. Lightning takes an offense card back from the discards."),
    (FIR, LIG, (2, 3), (1, 3),
     "Time out, Lightning (defense); 1 left this half. Fire takes an offense card back from the discards."),
    (FIR, FIR, (2, 3), (2, 2),
     "Time out, Fire (offense); 2 left this half. Fire takes an offense card back from the discards."),
])
def test_a_time_out_costs_the_caller_one_and_the_offense_takes_a_card_back(offense, seat, timeouts, left, text):
    """Time Outs: whoever calls it, the offense retrieves a card from its discards."""
    state = position(offense=offense, timeouts=timeouts, decider=1 - offense)
    events = []
    after = clock.call_timeout(state, seat, events)
    assert after.timeouts == left and after.phase == RETRIEVE and after.decider == offense
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("timeout", text, {"seat": seat, "left": left[seat]})]


def test_the_retrieved_card_goes_back_into_the_offense_hand_in_order():
    state = position(offense=FIR, phase=RETRIEVE, hands=(LO[:2], (FO[0], FO[9])), discards=(LO[2:], (FO[4], FO[2])))
    events = []
    after = clock.retrieve(GAME, state, FO[4], events)
    assert after.hands == (LO[:2], (FO[0], FO[4], FO[9]))
    assert after.discards == (LO[2:], (FO[2],))
    assert after.phase == CALL
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("retrieve", f"Fire takes back {FIR_O05}.", {"seat": FIR, "card": FO[4]})]


def test_the_lightning_take_their_retrieved_card_back_too():
    state = position(offense=LIG, phase=RETRIEVE, hands=((LO[3],), FO[:2]), discards=((LO[0], LO[5]), FO[2:]))
    events = []
    after = clock.retrieve(GAME, state, LO[0], events)
    assert after.hands == ((LO[0], LO[3]), FO[:2]) and after.discards == ((LO[5],), FO[2:])
    assert events[0].text == f"Lightning takes back {LIG_O01}." and events[0].data == {"seat": LIG, "card": LO[0]}


def test_levelling_discards_one_card_at_a_time_and_announces_only_once():
    """Time Keeping: the team with more cards discards (its own choice) until both hold the same."""
    state = position(phase=EQUALIZE, decider=LIG, offense=FIR, hands=(LO[:3], FO[:1]), discards=(LO[3:], FO[1:]))
    events = []
    state = clock.equalize_discard(GAME, state, LO[0], events)
    assert state.phase == EQUALIZE and state.decider == LIG and state.hands == (LO[1:3], FO[:1])
    assert state.discards[LIG] == LO[3:] + (LO[0],)
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("clock-discard", f"Lightning discards {LIG_O01} (clock).", {"seat": LIG, "card": LO[0]})]
    state = clock.equalize_discard(GAME, state, LO[2], events)
    assert state.phase == CALL and state.hands == ((LO[1],), FO[:1])
    assert [e.kind for e in events] == ["clock-discard", "clock-discard"]


def test_the_fire_level_their_clock_too():
    state = position(phase=EQUALIZE, decider=FIR, offense=LIG, hands=(LO[:2], FO[2:5]), discards=(LO[2:], ()))
    events = []
    after = clock.equalize_discard(GAME, state, FO[4], events)
    assert after.phase == CALL and after.hands == (LO[:2], FO[2:4]) and after.discards[FIR] == (FO[4],)
    assert events[0].text == f"Fire discards {GAME.label(FO[4])} (clock)."
    assert events[0].data == {"seat": FIR, "card": FO[4]}
