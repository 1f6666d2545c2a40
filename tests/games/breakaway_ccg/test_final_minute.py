"""Breakaway: CCG, Part 2 "Final Minute" and "Penalty in Final Minute": the last card drawn starts it,
hands of three, no end-of-turn draws, the period ends when both hands are empty; a call in the
final minute carried into the next period by the cards left (rulings O13, O15, O33)."""

from __future__ import annotations

import pytest

from tabletop.engine.events import Event
from tabletop.games.breakaway_ccg.official import basics
from tabletop.games.breakaway_ccg.official import penalties as pen
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.penalties import Call, Served
from tabletop.games.breakaway_ccg.state import OVER, STOPPAGE, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    BASE,
    CAP0,
    CAP1,
    K0,
    K1,
    R0,
    R0S,
    SNIPE0,
    N,
    _busy,
    at,
    ending,
    hands_of,
    in_the_box,
    kinds,
    log,
    run,
    stop,
    with_hands,
)
from tests.games.breakaway_ccg.support import (
    T,
    act,
    card,
    extra_card,
    finish,
    official,
    official_with_discards,
)

r, x = card, extra_card


def test_drawing_the_last_card_starts_the_final_minute_once():
    """Final Minute: drawing the deck's last card; hands of three from then on (O13)."""
    state = official(hands=((), ()), decks=((R0, R0S), (K0,)))
    new, events = run(basics.draw, state, 0, 1)
    assert not new.final_minute and new.hands[0] == (R0,) and kinds(events) == ["draw", "draw-own"]
    new, events = run(basics.draw, state, 0, 2)
    assert new.final_minute and new.hand_max == (3, 3)
    assert log(events)[-1] == (
        "final-minute",
        (
            "Player 1 draws the last card of the deck: the Final Minute begins "
            "(hands of at most three, no more end-of-turn draws, no line changes)."
        ),
        {"seat": 0},
    )
    again, events = run(basics.draw, evolve(state, final_minute=True, hand_max=(3, 3)), 1, 1)
    assert "final-minute" not in kinds(events) and again.hands[1] == (K0,)
    empty = official(hands=((), ()), decks=((), (K0,)))
    same, events = run(basics.draw, empty, 0, 1)
    assert not same.final_minute and same.hand_max == (8, 8)


def test_a_stoppage_in_the_final_minute_with_no_cards_ends_the_period():
    """Final Minute: the period ends when both hands are empty (O13)."""
    state = _busy(hands=((), ()), final_minute=True, goals=(2, 1), options={"overtime": "none", "periods": 1})
    new, events = stop(state, "goal", "center", 1)
    assert new.phase == OVER and "period-end" in kinds(events) and "stoppage" not in kinds(events)
    one, events = stop(_busy(hands=((R0,), ()), final_minute=True), "goal", "center", 1)
    assert one.phase == STOPPAGE
    going, events = stop(
        _busy(hands=((), ()), final_minute=True, options={"periods": 2}), "goal", "center", 1
    )
    assert going.period == 2 and "period" in kinds(events)


def test_no_phase_four_draw_in_the_final_minute_unless_the_goalie_is_out_and_the_other_holds_cards():
    """Final Minute (O15): no end-of-turn draws, except for a side with its goalie out while the other
    side still holds cards."""
    late = {"final_minute": True, "hand_max": (3, 3), "decks": ((CAP0, SNIPE0), None)}
    new, events = run(fl.end_use, ending(**late))
    assert kinds(events) == ["end-turn"] and new.hands[0] == (R0,)
    pulled, events = run(fl.end_use, ending(goalie_pulled=(True, False), **late))
    assert pulled.hands[0] == (R0, CAP0)
    alone, events = run(fl.end_use, ending(goalie_pulled=(True, False), **dict(late, hands=((R0,), ()))))
    assert alone.hands[0] == (R0,)
    _theirs, events = run(fl.end_use, ending(goalie_pulled=(False, True), **late))
    assert "draw" not in kinds(events)
    seat1 = dict(late, decks=(None, (K1, CAP1)), hands=((R0,), (K0,)))
    one, events = run(fl.end_use, ending(goalie_pulled=(False, True), turn=1, **seat1))
    assert one.hands[1] == (K0, K1)
    lone, events = run(
        fl.end_use, ending(goalie_pulled=(False, True), turn=1, **dict(seat1, hands=((), (K0,))))
    )
    assert lone.hands[1] == (K0,)


def test_a_penalty_carried_over_starts_the_next_period():
    """Penalty in Final Minute (O33): a carried penalty starts the next period's power play."""
    state = official(
        hands=((R0,), (K0,)), goals=(1, 1), options={"periods": 2}, final_minute=True, carry=(1, "full")
    )
    new, _events = run(fl.end_period, state)
    assert new.period == 2 and new.carry is None and [s.seat for s in new.box] == [1]


@pytest.mark.parametrize("sizes, carry", [((5, 5), "five"), ((3, 2), "five"), ((2, 2), "full"),
                                          ((6, 5), ""), ((0, 0), "full")])
def test_a_final_minute_penalty_may_carry_over_by_the_cards_left(sizes, carry):
    """Penalty in Final Minute (O33): 5-10 cards left carries on five cards, fewer on a full hand,
    more than 10 does not carry."""
    events = []
    state, deal = pen.assess(T, at(final_minute=True, calls=(Call(1, "Hooking"),), hands=hands_of(*sizes)),
                             events)
    assert deal is None
    assert state.carry == ((1, carry) if carry else None)
    assert events[0].data["carry"] == carry
    tail = ", and it carries into the next period." if carry else "."
    assert events[0].text == (f"Penalty: Hooking, 2 minutes, on {N[1]}. The hands are played out as a power play"
                              + tail)


def test_period_end_and_start_carry_a_waiting_call():
    """O33: a call still waiting carries into the next period on a full power-play hand."""
    state = pen.period_end(at(box=in_the_box(1), calls=(Call(1, "A"), Call(0, "B"), Call(1, "S", shot=True))))
    assert state.box == () and state.calls == () and state.carry == (0, "full")
    kept = pen.period_end(at(calls=(Call(0, "B"),), carry=(1, "five")))
    assert kept.carry == (1, "five")
    assert pen.period_end(at(box=in_the_box(1))).carry is None
    events = []
    started = pen.period_start(T, state, events)
    assert started.carry is None and started.box == (Served(0, "carried penalty", 2, 1),)
    assert started.redeal is True
    assert events[0].text == (f"{N[0]}'s penalty carries over: the period starts on a power play for {N[1]}.")
    five = pen.period_start(T, kept, [])
    assert five.redeal is False and five.box[0].seat == 1
    assert pen.period_start(T, BASE, []) is BASE


def test_every_call_in_the_final_minute_goes_to_the_box():
    """Penalty in Final Minute (O33): two calls assessed at one stoppage are both served; the
    carry-over is the last one's."""
    calls = (Call(1, "Hooking"), Call(0, "Tripping"))
    state, deal = pen.assess(T, at(final_minute=True, calls=calls, hands=hands_of(2, 2)), [])
    assert deal is None and [(s.seat, s.name) for s in state.box] == [(1, "Hooking"), (0, "Tripping")]
    assert state.carry == (0, "full")


@pytest.mark.parametrize("total, carry", [(11, ""), (10, "five"), (8, "five"), (5, "five"), (4, "full"), (3, "full"),
                                          (12, "")])
def test_a_final_minute_penalty_carries_by_cards_in_hand(total, carry):
    """Penalty in Final Minute: the hands are played out as a power play; with 5-10 cards the next
    period continues it on the five cards drawn at its start, with fewer than 5 it starts with a
    full power-play hand, with more than 10 nothing carries over."""
    state = official_with_discards(final_minute=True, calls=(Call(1, "Tripping"),), options={"periods": 2})
    state = with_hands(state, (total - total // 2, total // 2))
    events: list[Event] = []
    new, cap = pen.assess(T, state, events)
    assert cap is None and [s.seat for s in new.box] == [1]
    assert (new.carry[1] if new.carry else "") == carry
    # The period ends: the next one starts on the power play (or not).
    ended = fl.end_period(T, evolve(new, hands=((), ()), extras=((), ())), events)
    assert ended.period == 2
    if carry:
        assert [s.seat for s in ended.box] == [1]
        held = (basics.held(ended, 0), basics.held(ended, 1))
        assert held == ((8, 8) if carry == "full" else (5, 5))
    else:
        assert not ended.box


def test_drawing_the_last_card_starts_the_final_minute():
    """Final Minute: the last card drawn; hands of three, no end-of-turn draws, no line changes."""
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "rookie-0-stick")), (r(1, "goal-skate"),)),
                     decks=((r(0, "goal-stick"),), None), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    state = finish(act(state, 0, "move", "nw9"), 0)
    assert state.final_minute and state.hand_max == (3, 3)
    assert state.turn == 1
