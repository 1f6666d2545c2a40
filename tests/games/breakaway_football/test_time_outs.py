"""Breakaway Football, "Time Outs": either coach may call one (three a half, refreshed at the
half) and the offense takes a discarded card back into its hand; when a time out is refused.

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_football import clock, kicking
from tabletop.games.breakaway_football.state import CALL, HALFTIME, OVER, RETRIEVE
from tests.games.breakaway_football.support import (
    BOOK,
    FD,
    FIR,
    FO,
    GAME,
    IR2,
    LIG,
    LIG_O01,
    LO,
    act,
    calls_for,
    gd,
    late_position,
    legal,
    position,
    refusal,
    same,
    told,
)

FIR_O05 = "Medium Pass 4 / Short Pass 2"            # the label printed on FIR-O05


# ----- Refused time outs ------------------------------------------------------------------------------

@pytest.mark.parametrize("setup, code", [
    ("no-discards", "nothing-to-retrieve"),
    ("none-left", "no-timeouts"),
    ("called", "already-called"),
])
def test_a_time_out_is_refused_with_nothing_to_bring_back_none_left_or_the_card_down(setup, code):
    if setup == "no-discards":
        state = position()
    elif setup == "none-left":
        state = late_position(2, [IR2[0]], ["FIR-O01"], timeouts=(0, 0))
    else:
        state, _ = act(late_position(2, [IR2[0]], ["FIR-O01"]), FIR, "no_timeout")   # the Fire let theirs go
        state, _ = act(state, LIG, "call", *IR2)
    verdict = GAME.validate(state, Action(LIG, "timeout"))
    assert not verdict.ok and verdict.code == code and verdict.rule.startswith("Breakaway Football, ")


@pytest.mark.parametrize(
    "changes",
    [
        {"discards": ((), ("FIR-O01",))},  # only the defense has a discard
        {"discards": (("LIG-O15",), ()), "timeouts": (0, 0)},  # no time outs left
        {"discards": (("LIG-O15",), ()), "two_point": True},  # an untimed down
    ],
)
def test_no_time_out_without_a_card_to_bring_back_a_time_out_left_or_on_a_try(changes):
    state = position(**changes)
    assert ("timeout", ()) not in legal(state, LIG)
    state, _ = act(state, LIG, "call", "LIG-O01", "a")
    assert ("timeout", ()) not in legal(state, FIR)


def test_the_time_out_needs_a_time_out_of_the_seat_that_calls_it():
    state = position(discards=(("LIG-O15",), ()), timeouts=(0, 1), hands=(LO[:14], FO))
    assert ("timeout", ()) not in legal(state, LIG)
    state, _ = act(state, LIG, "call", "LIG-O01", "a")
    assert ("timeout", ()) in legal(state, FIR)
    assert GAME._timeout_ok(state, FIR) is True and GAME._timeout_ok(state, LIG) is False


def test_a_time_out_brings_back_only_a_discarded_card():
    state = replace(position(), phase=RETRIEVE, decider=LIG, hands=(LO[1:], FO), discards=(LO[:1], ()))
    for card in ("LIG-O02", "FIR-O01"):
        assert refusal(state, LIG, "retrieve", card) == (
            "not-discarded",
            "A time out brings back a card from your discard pile; that card is not there.",
            BOOK + "Time Outs",
        )


def test_time_outs_refused_on_a_try_when_none_are_left_and_when_there_is_nothing_to_bring_back():
    """Time Outs: three a half, each bringing back an offense discard; Touchdown/PAT: the try is
    untimed (R16, R19)."""
    state = position(two_point=True, timeouts=(0, 0), discards=(("LIG-O15",), ()), hands=(LO[:14], FO))
    assert refusal(state, LIG, "timeout") == (
        "untimed-try",
        "The two-point try is an untimed down: no time outs.",
        BOOK + "Touchdown/PAT",
    )
    state = replace(state, two_point=False)
    assert refusal(state, LIG, "timeout") == (
        "no-timeouts",
        "You have no time outs left this half.",
        BOOK + "Time Outs",
    )
    state = replace(state, timeouts=(1, 0))
    assert GAME.validate(state, Action(LIG, "timeout")).ok
    state, _ = act(state, LIG, "call", "LIG-O01", "a")
    assert refusal(state, FIR, "timeout") == (
        "no-timeouts",
        "You have no time outs left this half.",
        BOOK + "Time Outs",
    )
    nothing = (
        "nothing-to-retrieve",
        ("A time out brings an offense card back from the discards, and the offense has none there."),
        BOOK + "Time Outs",
    )
    assert refusal(position(timeouts=(1, 1)), LIG, "timeout") == nothing
    state, _ = act(position(timeouts=(1, 1), discards=((), ("FIR-O01",))), LIG, "call", "LIG-O01", "a")
    assert refusal(state, FIR, "timeout") == nothing


# ----- Time Outs, "Example: Defense Calls Time Out" ----------------------------------------------------

def the_last_card_on_fourth_down(**kw):
    """Late in the game the Fire defense has stopped the Lightning on 3rd and 6: 4th down, and the
    Lightning offense, ahead, holds one offense card, so its next play would end the game."""
    return late_position(4, [IR2[0]], ["FIR-O01", "FIR-O02"], ball=8, down=4, target=10, score=(10, 7), **kw)


def test_the_defense_may_call_its_time_out_before_the_offense_commits_its_last_play():
    """Time Outs, "Example: Defense Calls Time Out": with the offense down to its last card, the next
    play ends the game; the defense calls a time out, the offense must take a card back and now holds
    two, so it cannot end the game on 4th down and the defense gets one last try on offense. Either
    team may call a time out (Time Outs), so the defense is asked before the offense commits its play,
    whether a card laid face down or an announced kneel, kick or Hail Mary (R4, R15, R19)."""
    state = the_last_card_on_fourth_down()
    (decision,) = GAME.pending(state)
    assert (decision.seat, decision.kind, decision.optional) == (FIR, "timeout", True)
    assert legal(state, FIR) == [("timeout", ()), ("no_timeout", ())] and legal(state, LIG) == []
    assert refusal(state, LIG, "special", "kneel")[0] == "timeout-window"
    state, events = act(state, FIR, "timeout")
    assert events[0].kind == "timeout" and state.timeouts == (3, 2)
    state, _ = act(state, LIG, "retrieve", state.discards[LIG][0])
    assert len(state.hands[LIG]) == 2 and GAME.pending(state)[0].seat == LIG      # two cards: no window
    state, _ = act(state, LIG, "special", "kneel")                 # the kneel the offense would have ended with
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "downs" in [e.kind for e in events] and "game-over" not in [e.kind for e in events]
    assert state.quarter == 4 and state.offense == FIR             # one last attempt on offense
    state, _ = act(state, FIR, "discard", state.hands[FIR][0])     # level with the Lightning's one card
    assert len(state.hands[FIR]) == len(state.hands[LIG]) == 1 and state.phase == CALL
    assert [(d.seat, d.kind) for d in GAME.pending(state)] == [(LIG, "timeout")]   # now the Lightning may


def test_a_defense_that_lets_the_last_play_go_sees_the_offense_end_the_game():
    """Time Outs: the time out is the defense's choice. Without it the offense's last card ends the
    game (Clock Management, End of Half), here with a kneel."""
    state = the_last_card_on_fourth_down()
    state, events = act(state, FIR, "no_timeout")
    assert told(events) == [("no-timeout", "Fire calls no time out: Lightning calls the play.", {"seat": FIR})]
    assert [d.seat for d in GAME.pending(state)] == [LIG] and ("timeout", ()) in legal(state, LIG)
    state, _ = act(state, LIG, "special", "kneel")
    state, events = act(state, LIG, "discard", IR2[0])
    assert state.phase == OVER and state.winners == (LIG,)


def test_the_defense_is_asked_only_when_the_offense_holds_its_last_card_and_a_time_out_can_bring_one_back():
    """R19: before the offense's call the defense is asked only when the offense's next play would use its
    last card and a time out can do something (a time out left, a discard to bring back, a timed down);
    otherwise the defense calls its time out once the offense's card is down, as before its own call."""
    for changes in ({"timeouts": (3, 0)}, {"two_point": True}):
        state = the_last_card_on_fourth_down(**changes)
        assert [d.seat for d in GAME.pending(state)] == [LIG]
    state = late_position(4, list(LO[:2]), ["FIR-O01", "FIR-O02"], ball=8, down=4, target=10)
    assert [d.seat for d in GAME.pending(state)] == [LIG]
    assert refusal(state, FIR, "timeout")[0] == "offense-first"
    assert refusal(state, FIR, "no_timeout")[0] == "not-asked"
    state, _ = act(state, LIG, "call", "LIG-O01", "a")
    assert ("timeout", ()) in legal(state, FIR)


# ----- Time Outs: a card back into the offense hand, three a half -------------------------------------

def test_offense_time_out_brings_a_card_back_before_the_last_card_is_played():
    """Time Outs, "Example: Offense Calls Time Out": before playing its last card the offense spends a
    time out and holds two cards (the defense, asked first, lets its own time out go: R19)."""
    state = late_position(2, [IR2[0]], ["FIR-O01"], ball=8, down=3)
    state, _ = act(state, FIR, "no_timeout")
    state, _ = act(state, LIG, "timeout")
    assert state.phase == RETRIEVE and state.decider == LIG and state.timeouts == (2, 3)
    back = state.discards[LIG][0]
    state, _ = act(state, LIG, "retrieve", back)
    assert state.phase == CALL and set(state.hands[LIG]) == {IR2[0], back}
    assert state.down == 3           # a time out does not stop the down marker


def test_defense_time_out_forces_the_offense_to_take_a_card_back():
    state = late_position(4, [IR2[0]], ["FIR-O01"], ball=8, down=3, score=(0, 3))
    state, _ = act(state, FIR, "no_timeout")                  # not before the offense's call...
    state, _ = act(state, LIG, "call", *IR2)                  # ...but once its last card is down (R4, R19)
    state, _ = act(state, FIR, "timeout")
    assert state.phase == RETRIEVE and state.decider == LIG and state.timeouts == (3, 2)
    assert GAME.legal_actions(state, FIR) == []
    state, _ = act(state, LIG, "retrieve", state.discards[LIG][0])
    assert len(state.hands[LIG]) == 1 and state.calls[LIG].card == IR2[0]


def test_halftime_refreshes_time_outs_and_the_opening_receiver_kicks_off():
    """End of Half and Time Outs: the half ends with the last card even with time outs left, time outs
    go back to 3 for the 3rd quarter, and the team that received the opening kick now kicks (Setup)."""
    touchback = gd(lambda c: c.offense_breakaway == 0)
    state = position(quarter=2, offense=FIR, ball=12, down=2, score=(0, 7), timeouts=(0, 1), opening_receiver=FIR,
                     hands=((), FO[:2]), discards=(LO, FO[2:]), quarter_over=True, top=[touchback])
    events = []
    after, handled = clock.boundary(GAME.tables, state, events)
    assert handled is True and after.phase == HALFTIME      # the clock hands the kickoff on
    after = kicking.second_half(GAME.tables, after, events)
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
    after = clock.retrieve(GAME.tables, state, FO[4], events)
    assert after.hands == (LO[:2], (FO[0], FO[4], FO[9]))
    assert after.discards == (LO[2:], (FO[2],))
    assert after.phase == CALL
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("retrieve", f"Fire takes back {FIR_O05}.", {"seat": FIR, "card": FO[4]})]


def test_the_lightning_take_their_retrieved_card_back_too():
    state = position(offense=LIG, phase=RETRIEVE, hands=((LO[3],), FO[:2]), discards=((LO[0], LO[5]), FO[2:]))
    events = []
    after = clock.retrieve(GAME.tables, state, LO[0], events)
    assert after.hands == ((LO[0], LO[3]), FO[:2]) and after.discards == ((LO[5],), FO[2:])
    assert events[0].text == f"Lightning takes back {LIG_O01}." and events[0].data == {"seat": LIG, "card": LO[0]}


def test_either_coach_may_take_a_time_out_before_laying_a_card_while_the_offense_has_a_discard():
    """Time Outs: a time out brings an offense card back, so it needs one in the offense's discards;
    each coach calls it before laying its own card (R19)."""
    state = position(hands=(LO[:2], FO), discards=(LO[2:3], ()))
    assert legal(state, LIG)[-1] == ("timeout", ())
    assert legal(state, LIG)[:4] == calls_for(LO[:2])
    state, _ = act(state, LIG, "call", "LIG-O01", "a")
    assert legal(state, FIR) == calls_for(FD) + [("timeout", ())]  # the Fire have no discards of their own


def test_after_a_time_out_the_offense_takes_back_any_discarded_card():
    """Time Outs: the offense retrieves one of its discards."""
    state = replace(position(), phase=RETRIEVE, decider=LIG, hands=(LO[:10], FO), discards=(LO[10:], ()))
    assert legal(state, LIG) == [("retrieve", (c,)) for c in LO[10:]]
    assert legal(state, FIR) == []


def test_a_time_out_and_the_card_taken_back_go_to_the_clock_rules():
    """Time Outs: either coach calls it; the offense takes a card back."""
    state = position(hands=(LO[:13], FO), discards=(LO[13:], ()), timeouts=(2, 3))
    state, _ = act(state, LIG, "call", "LIG-O01", "a")
    state, events = same(state, FIR, "timeout", expect=lambda s, ev: clock.call_timeout(s, FIR, ev))
    assert state.timeouts == (2, 2) and state.phase == RETRIEVE and state.decider == LIG
    assert events[0].data == {"seat": FIR, "left": 2}
    state, _ = same(
        state, LIG, "retrieve", "LIG-O15", expect=lambda s, ev: clock.retrieve(GAME.tables, s, "LIG-O15", ev)
    )
    assert "LIG-O15" in state.hands[LIG] and state.discards[LIG] == ("LIG-O14",)
