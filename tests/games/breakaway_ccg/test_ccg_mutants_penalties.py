"""Mutation-killing scenarios for ``breakaway_ccg.penalties`` (Part 2 of ``breakaway-ccg.md``:
"Penalties", "Power Play & Penalty Kill", "Penalty Shots"; rulings O21-O36). Small hand-built
positions pin each helper's boundaries, both seats, and the texts a player reads."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import penalties as pen
from tabletop.games.breakaway_ccg.challenges import Challenge, at_fault
from tabletop.games.breakaway_ccg.official_flow import Effect
from tabletop.games.breakaway_ccg.penalties import Call, PenaltyShot, Served
from tabletop.games.breakaway_ccg.state import SCORE, evolve
from tests.games.breakaway_ccg.support import GAME, T, act, card, finish, official

BASE = official(puck="c9", control=1, turn=0)
N = BASE.names


def box(*seats, minutes=2, hands=1, cap=8):
    return tuple(Served(s, "Tripping", minutes, hands, cap) for s in seats)


def at(**fields):
    return evolve(BASE, **fields)


# ----- who is short -----------------------------------------------------------------------------
def test_down_counts_only_the_seats_men_and_stops_at_two():
    """Power Play & Penalty Kill: a side plays at most two men down (a 5-on-3)."""
    assert pen.down(BASE, 0) == 0
    assert pen.down(at(box=box(1)), 0) == 0
    assert pen.down(at(box=box(1)), 1) == 1
    assert pen.down(at(box=box(0, 0)), 0) == 2
    assert pen.down(at(box=box(0, 0, 0)), 0) == 2


def test_power_play_side_is_the_side_with_fewer_men_in_the_box():
    """Power Play: the side with fewer men off is on the power play; 4-on-4 has none."""
    assert pen.power_play(BASE) is False
    assert pen.power_play(at(box=box(0))) is True
    assert pen.pp_side(BASE) is None
    assert pen.pp_side(at(box=box(0))) == 1
    assert pen.pp_side(at(box=box(1))) == 0
    assert pen.pp_side(at(box=box(0, 1))) is None
    assert pen.pp_side(at(box=box(0, 0, 1))) == 1


def test_extra_attacker_from_a_pulled_goalie_or_a_delayed_call_against_the_other_side():
    """Penalty Procedure: while a penalty is delayed the other side plays as with its goalie
    pulled; a penalty-shot call gives no extra attacker."""
    assert pen.extra_attacker(BASE, 0) is False
    assert pen.extra_attacker(at(goalie_pulled=(True, False)), 0) is True
    assert pen.extra_attacker(at(goalie_pulled=(True, False)), 1) is False
    delayed = at(calls=(Call(1, "Tripping"),))
    assert pen.extra_attacker(delayed, 0) is True
    assert pen.extra_attacker(delayed, 1) is False
    assert pen.extra_attacker(at(calls=(Call(1, "Tripping", shot=True),)), 0) is False


def test_advantaged_by_a_man_in_the_other_box_or_the_extra_attacker():
    """Power Play: Advantages; Pull/Replace Goalie: Benefits."""
    assert pen.advantaged(BASE, 0) is False
    assert pen.advantaged(at(box=box(1)), 0) is True
    assert pen.advantaged(at(box=box(1)), 1) is False
    assert pen.advantaged(at(box=box(0, 1)), 1) is True            # 4-on-4 counts
    assert pen.advantaged(at(goalie_pulled=(False, True)), 1) is True
    assert pen.advantaged(at(goalie_pulled=(False, True)), 0) is False
    assert pen.advantaged(at(calls=(Call(0, "Tripping"),)), 1) is True
    assert pen.max_bonus(BASE, 0) == 3
    assert pen.max_bonus(at(box=box(1)), 0) == 4


def test_short_counts_box_men_plus_one_for_the_other_sides_extra_attacker():
    """Penalty Kill (O30): one per man down, one more against an extra attacker, at most 3."""
    assert pen.short(BASE, 0) == 0
    assert pen.short(at(box=box(0)), 0) == 1
    assert pen.short(at(box=box(0)), 1) == 0
    assert pen.short(at(goalie_pulled=(False, True)), 0) == 1
    assert pen.short(at(goalie_pulled=(True, False)), 0) == 0
    assert pen.short(at(box=box(0, 0), goalie_pulled=(False, True)), 0) == 3
    assert pen.short(at(box=box(0, 0, 0), calls=(Call(0, "Hooking"),)), 1) == 0


def test_bench_allowance_one_switch_per_man_down():
    """Penalty Kill: a bench switch is spent per man down before a face-off."""
    assert pen.bench_allowance(BASE) == (0, 0)
    assert pen.bench_allowance(at(box=box(1, 1))) == (0, 2)
    assert pen.bench_allowance(at(box=box(0))) == (1, 0)


# ----- colors and strength ------------------------------------------------------------------------
SOG_HELMET = card(0, "shot-on-goal-4-helmet")        # red, circle +1 blue, 4
SOG_GLOVE = card(0, "shot-on-goal-4-glove")          # red, circle -2 green, 4
ENF_GLOVE = card(0, "enforcer-1-glove")              # brown, circle -2 green, 1
PK_SKATE = card(1, "penalty-kill-2-skate")           # black, circle -1 orange, K black


def test_colors_add_the_suit_circle_color_only_on_the_advantage():
    """Power Play: Advantages: a card may use its Suit Circle's color too."""
    assert pen.colors(T, BASE, SOG_HELMET, 0) == ("red",)
    assert pen.colors(T, at(box=box(1)), SOG_HELMET, 0) == ("red", "blue")
    assert pen.colors(T, at(box=box(0)), SOG_HELMET, 0) == ("red",)
    assert pen.colors(T, at(goalie_pulled=(True, False)), SOG_HELMET, 0) == ("red", "blue")
    assert pen.colors(T, at(goalie_pulled=(False, True)), SOG_HELMET, 0) == ("red",)
    assert pen.colors(T, at(box=box(0)), PK_SKATE, 1) == ("black", "orange")
    assert pen._card_extra.__wrapped__(T.card[PK_SKATE]) == ("orange", ("black",))
    assert pen._card_extra.__wrapped__(T.card[card(0, "goal-helmet")]) == (None, ())


def test_strength_on_the_penalty_kill_takes_the_circle_and_a_challenge_minus_per_man():
    """Penalty Kill (O30): a numbered card adds its Suit Circle number; a challenge takes 1 off
    per man down; never below 0."""
    assert pen.strength(T, BASE, SOG_HELMET, 0) == 4
    assert pen.strength(T, at(box=box(1)), SOG_HELMET, 0) == 4        # not short
    one = at(box=box(0))
    assert pen.strength(T, one, SOG_HELMET, 0) == 5
    assert pen.strength(T, one, SOG_HELMET, 0, challenge=True) == 4
    two = at(box=box(0, 0))
    assert pen.strength(T, two, SOG_HELMET, 0, True) == 3
    assert pen.strength(T, two, SOG_GLOVE, 0, True) == 0
    assert pen.strength(T, one, SOG_GLOVE, 0) == 2
    assert pen.strength(T, one, ENF_GLOVE, 0) == 0                     # 1 - 2 -> 0
    assert pen.strength(T, one, card(0, "goal-helmet"), 0) == -2       # unnumbered: unchanged
    assert pen.strength(T, at(goalie_pulled=(False, True)), SOG_HELMET, 0) == 5


def test_number_shift_moves_strength_with_the_number():
    """Symbols: Colored # +/- (O116): the shift applies to numbered cards, floored at 0."""
    eff = (Effect("number-shift", 0, "stoppage", "2", card=SOG_HELMET),
           Effect("number-shift", 0, "stoppage", "-1", card=SOG_HELMET),
           Effect("number-shift", 0, "stoppage", "5", card=SOG_GLOVE))
    state = at(effects=eff)
    assert pen.number_shift(state, SOG_HELMET) == 1
    assert pen.strength(T, state, SOG_HELMET, 0) == 5
    assert pen.strength(T, at(effects=(Effect("number-shift", 0, "stoppage", "-9", card=ENF_GLOVE),)),
                        ENF_GLOVE, 0) == 0


# ----- calls ----------------------------------------------------------------------------------------
def test_call_on_the_side_without_the_puck_is_delayed_and_grants_the_delay_switch():
    """Penalty Procedure (O21): play goes on until the offender has the puck; the other side
    gets the extra attacker's bench switches."""
    events = []
    state = pen.call(BASE, 0, "Hooking", "Why", events)
    assert events[0].kind == "penalty-call"
    assert events[0].text == f"Why: Hooking (2 minutes) on {N[0]}; delayed until {N[0]} has the puck."
    assert events[0].data == {"seat": 0, "name": "Hooking", "minutes": 2, "shot": False}
    assert state.calls == (Call(0, "Hooking", 2, "Why", False),)
    assert [(e.kind, e.seat, e.until, e.detail) for e in state.effects] == [
        ("delay-switch", 1, "stoppage", "Delayed penalty")]
    again = pen.call(state, 0, "Slashing", "W", [], 4)
    assert len(again.effects) == 1 and again.calls[-1].minutes == 4


def test_call_on_the_side_with_the_puck_is_immediate_and_no_switch():
    """Penalty Procedure: the offender already has the puck: no delay."""
    events = []
    state = pen.call(BASE, 1, "Hooking", "Why", events, minutes=5)
    assert events[0].text == f"Why: Hooking (5 minutes) on {N[1]}."
    assert state.effects == BASE.effects
    assert state.calls[0].minutes == 5 and not state.calls[0].shot


def test_a_foul_against_a_shooter_is_a_penalty_shot():
    """O31: a foul by the side facing a shot under way gives a penalty shot; not when barred."""
    shooting = at(shot=1)
    events = []
    state = pen.call(shooting, 0, "Hooking", "Why", events)
    assert events[0].text == f"Why: Hooking on {N[0]} while {N[1]} is shooting: a penalty shot!"
    assert state.calls[0].shot is True and events[0].data["shot"] is True
    assert state.effects == shooting.effects
    assert pen.call(shooting, 0, "Hooking", "W", [], allow_shot=False).calls[0].shot is False
    assert pen.call(shooting, 1, "Hooking", "W", []).calls[0].shot is False
    events = []
    forced = pen.call(BASE, 1, "Hooking", "Why", events, penalty_shot=True)
    assert events[0].text == f"Why: a penalty shot for {N[0]}!"
    assert forced.calls[0].shot is True


def test_suit_penalty_reads_the_officiating_card():
    """Penalty Procedure: the officiating card names each suit's penalty; none: a minor."""
    assert pen.suit_penalty(at(official=""), "helmet") == ("Minor penalty", 2)
    assert pen.suit_penalty(at(official="by-the-book"), "stick") == ("Hooking", 2)
    assert pen.suit_penalty(at(official="let-them-play"), "glove") == ("Holding", 2)


def test_four_of_a_suit_every_fourth_card_and_the_highest_suit():
    """Common Infractions 3 (O24): every fourth card in a row of a suit; challenge cards break it;
    the highest-numbered suit when several."""
    h = [card(0, c) for c in ("shot-on-goal-4-helmet", "rookie-0-helmet", "sniper-7-helmet",
                              "tip-in-5-helmet", "grinder-3-helmet", "playmaker-5-helmet",
                              "captain-8-helmet", "wrist-shot-6-helmet")]
    none = frozenset()
    assert pen.four_of_a_suit(T, tuple(h[:3]), none) is None
    assert pen.four_of_a_suit(T, tuple(h[:4]), none) == "helmet"
    assert pen.four_of_a_suit(T, tuple(h[:5]), none) is None
    assert pen.four_of_a_suit(T, tuple(h[:8]), none) == "helmet"
    assert pen.four_of_a_suit(T, tuple(h[:4]), frozenset({h[0]})) is None
    stick = card(0, "rookie-0-stick")
    assert pen.four_of_a_suit(T, (stick,) + tuple(h[:3]), none) is None
    allc = card(1, "power-play-7-all")
    sticks = tuple(card(0, c) for c in ("rookie-0-stick", "sniper-7-stick", "grinder-3-stick"))
    glove = tuple(card(0, c) for c in ("tip-in-5-glove", "enforcer-1-glove", "captain-8-glove"))
    assert pen.four_of_a_suit(T, sticks + (allc,), none) == "stick"
    assert pen.four_of_a_suit(T, glove + (allc,), none) == "glove"
    mixed = (h[0], h[1], h[2], card(0, "rookie-0-stick"))
    assert pen.four_of_a_suit(T, mixed, none) is None


def test_in_own_corner_areas_five_and_six_of_the_own_end():
    """Common Infractions 5: a Goalie played with the puck behind its own net."""
    assert pen.in_own_corner(T, at(control=0, puck="w5"), 0) is True
    assert pen.in_own_corner(T, at(control=0, puck="w6"), 0) is True
    assert pen.in_own_corner(T, at(control=0, puck="w4"), 0) is False
    assert pen.in_own_corner(T, at(control=0, puck="e5"), 0) is False
    assert pen.in_own_corner(T, at(control=1, puck="w5"), 0) is False
    assert pen.in_own_corner(T, at(control=1, puck="e6"), 1) is True
    assert pen.black_p_shot_card(T, card(0, "score-5-helmet")) is False


def test_bench_count_calls_too_many_men_on_a_bench_not_of_five():
    """Common Infractions 7: a bench of other than five cards when play starts."""
    benches = BASE.benches
    events = []
    state = pen.bench_count(T, at(benches=(benches[0][:4], benches[1])), events)
    assert [(c.seat, c.name) for c in state.calls] == [(0, "Too Many Men")]
    assert events[0].text.startswith(f"{N[0]}'s bench holds 4 cards")
    assert pen.bench_count(T, BASE, []).calls == ()


# ----- whistle and assessing ------------------------------------------------------------------------
def test_whistle_due_when_the_offender_has_the_puck_or_a_shot_is_called():
    """Penalty Procedure: the whistle goes once the offender controls the puck."""
    assert pen.whistle_due(BASE) is False
    assert pen.whistle_due(at(calls=(Call(0, "X"),))) is False
    assert pen.whistle_due(at(calls=(Call(1, "X"),))) is True
    assert pen.whistle_due(at(calls=(Call(0, "X", shot=True),))) is True
    ps = PenaltyShot(0, ((), ()))
    assert pen.whistle_due(at(calls=(Call(1, "X"),), pshot=ps)) is False


def test_penalty_place_in_the_last_offenders_end():
    """Stoppage: Reset Puck: the face-off is in the offender's end, the other side chooses;
    after a goal or at a period start the given place stands."""
    calls = (Call(1, "X"), Call(0, "Y"), Call(1, "Z", shot=True))
    state = at(calls=calls)
    assert pen.penalty_place(T, state, "penalty", "center", 0) == ("west-end", 1)
    assert pen.penalty_place(T, at(calls=(Call(1, "X"),)), "icing", "center", 1) == ("east-end", 0)
    assert pen.penalty_place(T, state, "goal", "center", 0) == ("center", 0)
    assert pen.penalty_place(T, state, "period-start", "center", 1) == ("center", 1)
    assert pen.penalty_place(T, at(calls=(Call(1, "Z", shot=True),)), "penalty", "p", 1) == ("p", 1)


def hands_of(a, b):
    return (BASE.decks[0][:a], BASE.decks[1][:b])


def test_hand_cards_both_or_one_seat():
    state = at(hands=hands_of(2, 3))
    assert pen.hand_cards(state) == 5
    assert pen.hand_cards(state, 0) == 2
    assert pen.hand_cards(state, 1) == 3


def test_assess_first_penalty_starts_a_power_play_with_a_full_hand():
    """Power Play: Card Draw (O27): a first penalty deals a power-play hand to 8."""
    events = []
    state, deal = pen.assess(T, at(calls=(Call(0, "Hooking", 4),)), events)
    assert deal == 8
    assert state.box == (Served(0, "Hooking", 4, 2),) and state.calls == ()
    assert events[0].text == f"Penalty: Hooking, 4 minutes, on {N[0]}. {N[1]} goes on the power play."
    state, _ = pen.assess(T, at(calls=(Call(1, "Fight", 5),)), [])
    assert state.box[0].hands == 3
    state, _ = pen.assess(T, at(calls=(Call(1, "Odd", 3),)), [])
    assert state.box[0].hands == 1
    kept = at(calls=(Call(1, "Shot", shot=True),))
    state, deal = pen.assess(T, kept, [])
    assert deal is None and state.calls == kept.calls and state.box == ()


@pytest.mark.parametrize("sizes, how, cap, hands, deal", [
    ((6, 5), "it is served with the hand under way", 8, 1, None),
    ((5, 5), "it is served for the rest of this hand and one more, drawn to five", 5, 2, None),
    ((3, 2), "it is served for the rest of this hand and one more, drawn to five", 5, 2, None),
    ((2, 2), "the hand under way is over and a new power-play hand is dealt", 8, 1, 8),
])
def test_assess_compounding_penalty_on_the_power_play_side(sizes, how, cap, hands, deal):
    """Power Play: Compounding Penalties (O27): by the cards left in both hands: more than 10,
    played with the hand; 5-10, this hand and one more drawn to five; fewer, a new hand."""
    events = []
    state = at(box=box(0), calls=(Call(1, "Hooking"),), hands=hands_of(*sizes))
    state, got = pen.assess(T, state, events)
    total = sum(sizes)
    assert got == deal
    assert events[-1].text == f"Penalty: Hooking, 2 minutes, on {N[1]}. With {total} cards in hand, {how}."
    new = [s for s in state.box if s.seat == 1]
    assert [(s.cap, s.hands) for s in new] == [(cap, hands)]
    if deal:
        assert [s.seat for s in state.box] == [1]           # the old minor's hand is over


def test_assess_five_on_three_counts_the_short_sides_hand():
    """Compounding Penalties (O27): the side already short offends again: the power play's own
    hand decides."""
    events = []
    state = at(box=box(0), calls=(Call(0, "Hooking"),), hands=hands_of(9, 4))
    state, deal = pen.assess(T, state, events)
    assert deal == 8 and [s.seat for s in state.box] == [0, 0]
    assert events[-1].text.endswith("With 4 cards in hand, a new two-man power-play hand is dealt now.")
    state, deal = pen.assess(T, at(box=box(0), calls=(Call(0, "H"),), hands=hands_of(0, 5)), [])
    assert deal is None and state.box[-1].cap == 5
    state, deal = pen.assess(T, at(box=box(0, 1), calls=(Call(0, "H"),), hands=hands_of(2, 2)), [])
    assert deal == 8


@pytest.mark.parametrize("sizes, carry", [((5, 5), "five"), ((3, 2), "five"), ((2, 2), "full"),
                                          ((6, 5), ""), ((0, 0), "full")])
def test_assess_in_the_final_minute_may_carry_over(sizes, carry):
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


def test_pp_momentum_takes_the_top_momentum_card():
    """Power Play: Advantages (O28): the side going on the power play takes a Momentum Card."""
    mom = BASE.decks[1][:2]
    state = at(momentum=mom, decks=(BASE.decks[0], BASE.decks[1][2:]))
    events = []
    state, _ = pen.assess(T, evolve(state, calls=(Call(0, "Hooking"),)), events)
    assert state.momentum == mom[1:]
    assert state.hands[1][-1] == mom[0] and state.extras[1][-1] == mom[0]
    assert events[1].text == f"{N[1]} takes a Momentum Card for the power play."
    assert events[2].audience == frozenset({1})


# ----- goals and periods ------------------------------------------------------------------------------
def test_goal_wipes_out_one_delayed_minor_of_the_other_side():
    """Power Play Duration (O32): a goal cancels a delayed minor against the other side."""
    calls = (Call(0, "Major", 5), Call(1, "Own"), Call(0, "Shot", shot=True), Call(0, "Hooking"), Call(0, "Trip"))
    events = []
    state = pen.after_goal(T, at(calls=calls), 1, events)
    assert state.calls == calls[:3] + calls[4:]
    assert events[0].text == f"The goal wipes out the delayed Hooking on {N[0]}."


def test_power_play_goal_ends_a_minor_but_not_a_major():
    """Power Play Duration: a power-play goal ends one minor; a major goes on."""
    events = []
    state = pen.after_goal(T, at(box=(Served(0, "Fight", 5, 3), Served(0, "Trip", 2, 1))), 1, events)
    assert state.box == (Served(0, "Fight", 5, 3),)
    assert events[0].text == f"A power-play goal: {N[0]}'s Trip penalty is over."
    assert pen.after_goal(T, at(box=box(0)), 0, []).box == box(0)          # short-handed goal
    assert pen.after_goal(T, at(box=box(0, 1)), 1, []).box == box(0, 1)    # 4-on-4


def test_power_play_goal_in_a_double_minors_first_hand_redeals():
    """Power Play Duration (O32): the double minor's second hand is dealt with fresh hands."""
    events = []
    state = at(box=(Served(0, "High Sticking", 4, 2),), hands=hands_of(2, 3))
    out = pen.after_goal(T, state, 1, events)
    assert out.box == (Served(0, "High Sticking", 4, 1),)
    assert out.hands == ((), ()) and out.redeal is True
    assert len(out.discards[0]) == len(state.discards[0]) + 2
    assert events[0].kind == "pp-next-hand"


def test_period_end_and_start_carry_a_waiting_call():
    """O33: a call still waiting carries into the next period on a full power-play hand."""
    state = pen.period_end(at(box=box(1), calls=(Call(1, "A"), Call(0, "B"), Call(1, "S", shot=True))))
    assert state.box == () and state.calls == () and state.carry == (0, "full")
    kept = pen.period_end(at(calls=(Call(0, "B"),), carry=(1, "five")))
    assert kept.carry == (1, "five")
    assert pen.period_end(at(box=box(1))).carry is None
    events = []
    started = pen.period_start(T, state, events)
    assert started.carry is None and started.box == (Served(0, "carried penalty", 2, 1),)
    assert started.redeal is True
    assert events[0].text == (f"{N[0]}'s penalty carries over: the period starts on a power play for {N[1]}.")
    five = pen.period_start(T, kept, [])
    assert five.redeal is False and five.box[0].seat == 1
    assert pen.period_start(T, BASE, []) is BASE


# ----- penalty shot ---------------------------------------------------------------------------------
def pshot_state(stage="place", hands=((), ()), **kw):
    return at(pshot=PenaltyShot(0, hands, stage, **kw))


def test_penalty_shot_acting_side_and_prompts():
    """General Hockey Rules: Penalty Shots: the shooter places and scores, the defender lays the
    Shot Card and saves."""
    for stage, seat, prompt in (("place", 0, "Penalty shot: place the puck in the offensive zone."),
                                ("shot-card", 1, "Penalty shot: lay the Shot Card from your three cards."),
                                ("score", 0, "Penalty shot: score on the Shot Card, or give up the attempt."),
                                ("save", 1, "Penalty shot: save with a Save card, or let the goal stand.")):
        assert pen.pshot_pending(pshot_state(stage)) == (seat, "penalty-shot", prompt)
    assert PenaltyShot(1, ((), ())).defender == 0


def test_penalty_shot_refusals():
    """Penalty Shots: refusals a player reads."""
    where = "Official rules — General Hockey Rules: Penalty Shots"
    state = pshot_state()
    v = pen.pshot_validate(T, state, Action(0, "play", ("x",)))
    assert (v.ok, v.code) == (False, "penalty-shot-on") and v.rule.endswith(where)
    v = pen.pshot_validate(T, state, Action(1, "ps-pass"))
    assert (v.code, v.reason) == ("not-your-turn", f"{N[0]} acts in the penalty shot now.")
    assert pen.pshot_validate(T, state, Action(0, "ps-pass")).code == "ps-place-first"
    area = min(T.shooting[0])
    assert pen.pshot_validate(T, state, Action(0, "ps-place", (area,))).ok
    assert pen.pshot_validate(T, state, Action(0, "ps-place", ("c9",))).code == "ps-place-where"
    sc = card(1, "rookie-0-glove")
    state = pshot_state("shot-card", ((), (sc,)))
    assert pen.pshot_validate(T, state, Action(1, "ps-place", ("x",))).code == "ps-placed"
    assert pen.pshot_validate(T, state, Action(1, "ps-pass")).code == "ps-shot-card-owed"
    assert pen.pshot_validate(T, pshot_state("shot-card"), Action(1, "ps-pass")).ok
    assert pen.pshot_validate(T, state, Action(1, "ps-card", (sc,))).ok
    v = pen.pshot_validate(T, state, Action(1, "ps-card", (card(1, "save-glove"),)))
    assert v.code == "ps-not-in-hand" and "is not among your penalty-shot cards." in v.reason
    assert pen.pshot_legal(T, state, 0) == []
    assert pen.pshot_legal(T, state, 1) == [Action(1, "ps-card", (sc,))]
    assert pen.pshot_legal(T, pshot_state("shot-card"), 1) == [Action(1, "ps-pass")]


def test_penalty_shot_score_and_save_checks():
    """Penalty Shots: a Score action, Doubles with the Shot Card, or a rebound (one higher) scores;
    a Save action or Doubles with the Score card saves."""
    shot_card = card(1, "rookie-0-glove")                     # 0
    goal = card(0, "goal-helmet")
    rookie = card(0, "rookie-0-helmet")                      # doubles with the rookie
    enforcer = card(0, "enforcer-1-helmet")                  # 1 = 0 + 1: rebound
    sniper = card(0, "sniper-7-helmet")
    state = pshot_state("score", ((goal, rookie, enforcer, sniper), ()), shot_card=shot_card, played=(shot_card,))
    legal = pen.pshot_legal(T, state, 0)
    assert legal == [Action(0, "ps-card", (c,)) for c in (goal, rookie, enforcer)] + [Action(0, "ps-pass")]
    v = pen.pshot_validate(T, state, Action(0, "ps-card", (sniper,)))
    assert v.code == "ps-no-score"
    assert pen.pshot_validate(T, state, Action(0, "ps-card", (enforcer,))).ok
    save = card(1, "save-glove")
    dbl = card(1, "goal-glove")
    other = card(1, "rookie-0-stick")
    state = pshot_state("save", ((), (save, dbl, other)), shot_card=shot_card, played=(shot_card, goal))
    assert pen.pshot_legal(T, state, 1) == [Action(1, "ps-card", (save,)), Action(1, "ps-card", (dbl,)),
                                            Action(1, "ps-pass")]
    assert pen.pshot_validate(T, state, Action(1, "ps-card", (other,))).code == "ps-no-save"
    assert pen._rebound(T, PenaltyShot(0, ((), ())), enforcer) is False
    assert pen._can_save(T, PenaltyShot(0, ((), ())), dbl) is False
    assert pen.pshot_cards(BASE) == ()
    assert pen.pshot_cards(state) == (save, dbl, other, shot_card, goal)


# ----- the computer player's foul check -----------------------------------------------------------
def test_fouls_spots_each_infraction_a_card_would_commit():
    """Common Infractions 1, 3, 5, 8: what the rollout policy avoids."""
    pf = card(1, "power-forward-6-glove")                    # brown O
    enforcer = card(0, "enforcer-1-helmet")                  # brown
    rookie = card(0, "rookie-0-helmet")
    state = at(play=(pf,))
    assert pen.fouls(T, state, 0, enforcer) is True
    assert pen.fouls(T, state, 0, rookie) is False
    marked = evolve(state, effects=(Effect("challenge-card", 1, "stoppage", card=pf),))
    assert pen.fouls(T, marked, 0, enforcer) is False
    block = card(0, "shot-block-glove")                      # black O
    assert pen.fouls(T, at(play=(block,)), 0, enforcer) is False   # no Punch
    goalie = card(0, "goalie-g-helmet")
    assert pen.fouls(T, at(control=0, puck="w5"), 0, goalie) is True
    assert pen.fouls(T, at(control=0, puck="w3"), 0, goalie) is False
    h = tuple(card(0, c) for c in ("shot-on-goal-4-helmet", "sniper-7-helmet", "tip-in-5-helmet"))
    assert pen.fouls(T, at(play=h), 0, rookie) is True
    shot = at(stage="shot-card", shot=1)
    assert pen.fouls(T, shot, 0, card(0, "score-5-helmet")) is False
    assert pen.fouls(T, at(stage="shot-card", shot=0, play=h), 0, rookie) is True


# ----- infractions from a card laid ---------------------------------------------------------------
PF = card(1, "power-forward-6-glove")                    # red, brown protection O
ENF = card(0, "enforcer-1-helmet")                       # brown


def test_check_play_colored_protection_symbol_is_interference_on_the_layer():
    """Common Infractions 1: a color used on a matching O penalizes the top card's player; a Shot
    Card commits none; a challenge card below is ignored."""
    state = at(play=(PF, ENF))
    events = []
    out = pen.check_play(T, state, 0, ENF, False, frozenset(), events)
    assert [(c.seat, c.name, c.minutes) for c in out.calls] == [(0, "Interference", 2)]
    assert out.calls[0].why == f"{T.label[ENF]}'s brown ability crosses {T.label[PF]}'s brown protection symbol"
    assert pen.check_play(T, state, 0, ENF, True, frozenset(), []) is state
    assert pen.check_play(T, state, 0, ENF, False, frozenset({PF}), []).calls == ()
    assert pen.check_play(T, at(play=(ENF,)), 0, ENF, False, frozenset(), []).calls == ()
    cancelled = evolve(state, effects=(Effect("cancelled", 0, "stoppage", card=ENF),))
    assert pen.check_play(T, cancelled, 0, ENF, False, frozenset(), []).calls == ()
    injured = evolve(state, effects=(Effect("injured", 0, "game", card=ENF),))
    assert pen.check_play(T, injured, 0, ENF, False, frozenset(), []).calls == ()
    rookie = card(0, "rookie-0-helmet")
    assert pen.check_play(T, at(play=(PF, rookie)), 0, rookie, False, frozenset(), []).calls == ()


def test_check_play_colored_penalty_symbol_is_hooking_on_the_other_side():
    """Common Infractions 8 (Symbols: Colored P): a color used on a matching P draws a penalty
    on the P card's side."""
    score = card(1, "score-5-glove")                     # red P
    sog = card(0, "shot-on-goal-4-helmet")               # red
    out = pen.check_play(T, at(play=(score, sog)), 0, sog, False, frozenset(), [])
    assert [(c.seat, c.name) for c in out.calls] == [(1, "Hooking")]
    assert out.calls[0].why == f"{T.label[sog]}'s red ability draws {T.label[score]}'s red penalty symbol"
    rookie = card(0, "rookie-0-helmet")
    assert pen.check_play(T, at(play=(score, rookie)), 0, rookie, False, frozenset(), []).calls == ()


def test_check_play_goalie_behind_the_net_and_four_of_a_suit():
    """Common Infractions 3 and 5: a fourth card of a suit (the officiating card's penalty) and a
    Goalie played with the puck in the own corner."""
    goalie = card(0, "goalie-g-helmet")
    out = pen.check_play(T, at(play=(goalie,), control=0, puck="w6"), 0, goalie, False, frozenset(), [])
    assert [(c.seat, c.name) for c in out.calls] == [(0, "Delay of Game")]
    assert out.calls[0].why == f"{T.label[goalie]} played with the puck behind the net"
    assert pen.check_play(T, at(play=(goalie,), control=0, puck="w4"), 0, goalie, False, frozenset(), []).calls == ()
    h = tuple(card(0, c) for c in ("rookie-0-helmet", "sniper-7-helmet", "tip-in-5-helmet", "grinder-3-helmet"))
    out = pen.check_play(T, at(play=h, official="by-the-book"), 0, h[-1], False, frozenset(), [])
    assert [(c.seat, c.name, c.why) for c in out.calls] == [(0, "Elbowing", "Four helmet cards in a row")]


# ----- the penalty shot played out ------------------------------------------------------------------
SHOT = card(1, "rookie-0-glove")          # 0
GOAL = card(0, "goal-helmet")
SNIPER = card(0, "sniper-7-helmet")
SAVE = card(1, "save-glove")
OTHER = card(1, "rookie-0-stick")


def test_penalty_shot_place_then_shot_card_then_score_and_no_save_is_a_goal():
    """Penalty Shots: place, Shot Card, score; a defender with no save concedes (O31): the goal's
    cards go to the score pile and the face-off is at center."""
    state = pshot_state(hands=((GOAL, SNIPER), (SHOT, OTHER)))
    events = []
    area = min(T.shooting[0])
    state = pen.pshot_apply(T, state, Action(0, "ps-place", (area,)), events)
    assert events[0].text == f"{N[0]} places the puck in {T.area_name[area]} and shoots!"
    assert state.pshot.stage == "shot-card" and state.pshot.area == area
    state = pen.pshot_apply(T, state, Action(1, "ps-card", (SHOT,)), events)
    assert events[-1].text == f"{N[1]} faces the penalty shot with {T.label[SHOT]}."
    assert state.pshot.stage == "score" and state.pshot.shot_card == SHOT
    assert state.pshot.hands == ((GOAL, SNIPER), (OTHER,))
    goals = state.goals
    state = pen.pshot_apply(T, state, Action(0, "ps-card", (GOAL,)), events)
    kinds = [e.kind for e in events]
    assert kinds[2:5] == ["ps-score", "ps-no-save", "goal"]
    assert events[2].text == f"{N[0]} tries to score with {T.label[GOAL]}!"
    assert events[3].text == f"{N[1]} has no save."
    assert events[4].data["penalty_shot"] is True and events[4].data["cards"] == (SHOT, GOAL)
    assert state.goals == (goals[0] + 1, goals[1]) and state.pshot is None
    assert state.scored[0][-2:] == (SHOT, GOAL)
    assert SNIPER in state.discards[0] and OTHER in state.discards[1]
    assert state.stoppage.place == "center" and state.stoppage.chooser == 1


def test_penalty_shot_save_and_miss_face_off_in_the_defenders_end():
    """Penalty Shots: a save, or a shooter who cannot score, ends it with a face-off in the
    defender's end (O31)."""
    state = pshot_state("save", ((SNIPER,), (SAVE,)), shot_card=SHOT, played=(SHOT, GOAL))
    events = []
    out = pen.pshot_apply(T, state, Action(1, "ps-card", (SAVE,)), events)
    assert events[0].text == f"{N[1]} saves with {T.label[SAVE]}!"
    assert out.goals == state.goals and out.stoppage.place == "east-end" and out.stoppage.chooser == 1
    assert {SHOT, GOAL} <= set(out.discards[0] + out.discards[1])
    events = []
    out = pen.pshot_apply(T, pshot_state("score", ((SNIPER,), ()), shot_card=SHOT, played=(SHOT,)),
                          Action(0, "ps-pass"), events)
    assert events[0].text == f"{N[0]} cannot score: the penalty shot fails."
    assert out.goals == BASE.goals and out.stoppage.place == "east-end"


def test_penalty_shot_rebound_and_missing_shot_card():
    """Penalty Shots: a card one higher than the Shot Card is a rebound: another Shot Card is owed;
    a defender without cards lays none."""
    enf = card(0, "enforcer-1-helmet")
    state = pshot_state("score", ((enf, GOAL), (OTHER,)), shot_card=SHOT, played=(SHOT,))
    events = []
    out = pen.pshot_apply(T, state, Action(0, "ps-card", (enf,)), events)
    assert events[0].text == (f"Rebound! {T.label[enf]} is one higher than the Shot Card: {N[1]} owes another "
                              "Shot Card.")
    assert out.pshot.stage == "shot-card" and out.pshot.played == (SHOT, enf)
    events = []
    out = pen.pshot_apply(T, pshot_state(hands=((GOAL,), ())), Action(0, "ps-place", (min(T.shooting[0]),)), events)
    assert events[1].text == f"{N[1]} has no card to face the shot."
    assert out.pshot.stage == "score"


def test_start_penalty_shot_draws_three_from_each_discard_pile():
    """Penalty Shots (O31): the play is discarded; each side draws three at random from its
    shuffled discard pile; the shooter controls the puck."""
    d0, d1 = BASE.decks[0][:5], BASE.decks[1][:2]
    state = at(discards=(d0, d1), play=(PF,), calls=(Call(1, "Hooking", shot=True), Call(0, "T")),
               shot=0, control=1)
    events = []
    out = pen.start_penalty_shot(T, state, state.calls[0], events)
    ps = out.pshot
    assert ps.shooter == 0 and ps.stage == "place"
    assert len(ps.hands[0]) == 3 and set(ps.hands[0]) <= set(d0)
    assert set(ps.hands[1]) == set(d1) | {PF} and len(ps.hands[1]) == 3
    assert len(out.discards[0]) == 2 and out.discards[1] == ()
    assert out.calls == (Call(0, "T"),) and out.play == () and out.shot is None and out.control == 0
    assert out.chance == state.chance + 2
    assert events[0].text.startswith(f"Penalty shot for {N[0]}! Each side draws three cards")
    assert events[0].chance and events[0].irreversible


# ----- hands played out ------------------------------------------------------------------------------
def test_hand_over_ends_served_penalties_and_deals_the_next():
    """Power Play Duration (O29): when both hands are played out a hand of each penalty is served;
    when the box empties each side draws five fresh cards."""
    events = []
    state = at(box=(Served(0, "Trip", 2, 1), Served(0, "Fight", 5, 3)), hands=((), ()))
    out, over = pen.hand_over(T, state, events)
    assert over is False
    assert out.box == (Served(0, "Fight", 5, 2),)
    assert events[0].text == f"{N[0]}'s Trip penalty is over."
    assert len(out.hands[1]) == 8 and len(out.hands[0]) == 8
    events = []
    out, over = pen.hand_over(T, at(box=box(1), hands=((), ())), events)
    assert over is True and out.box == ()
    assert events[1].text == ("The power play is over: each side draws five fresh cards and may switch one with "
                              "the bench.")
    assert (len(out.hands[0]), len(out.hands[1])) == (5, 5)


def test_deal_short_side_draws_as_many_and_four_on_four_both_to_cap():
    """Power Play: Card Draw (O27): the power play draws up to the cap, the penalty kill as many;
    at 4-on-4 both draw to the cap; a Served cap lowers it."""
    events = []
    out = pen.deal(T, at(box=box(0), hands=hands_of(2, 5)), 8, events)
    assert (len(out.hands[0]), len(out.hands[1])) == (5, 8)
    assert events[-1].text == f"Power-play hand: {N[1]} draws 3, {N[0]} draws as many."
    assert events[-1].data == {"side": 1, "drawn": 3}
    events = []
    out = pen.deal(T, at(box=box(0, 1, cap=5), hands=hands_of(1, 2)), 8, events)
    assert (len(out.hands[0]), len(out.hands[1])) == (5, 5)
    assert events[-1].text == "A 4-on-4 hand is dealt." and events[-1].data == {"cap": 5}
    out = pen.deal(T, at(box=box(0), hands=hands_of(2, 8)), 8, [])
    assert len(out.hands[0]) == 2


def test_at_stoppage_deals_after_a_new_penalty_or_a_redeal():
    """O29: a stoppage with a power play on deals the power-play hand instead of its own draws."""
    out, replaced = pen.at_stoppage(T, at(calls=(Call(0, "Trip"),), hands=hands_of(2, 2)), [])
    assert replaced is True and len(out.hands[1]) == 8
    out, replaced = pen.at_stoppage(T, at(box=box(0), redeal=True, hands=hands_of(2, 2)), [])
    assert replaced is True and out.redeal is False and len(out.hands[1]) == 8
    out, replaced = pen.at_stoppage(T, at(box=box(0), hands=hands_of(2, 2)), [])
    assert replaced is True and len(out.hands[1]) == 2
    out, replaced = pen.at_stoppage(T, BASE, [])
    assert replaced is False
    out, replaced = pen.at_stoppage(T, at(box=box(0), hands=((), ())), [])
    assert replaced is True and len(out.hands[1]) == 5
    out, replaced = pen.at_stoppage(T, at(box=box(0), hands=((), ()), final_minute=True), [])
    assert replaced is True and out.hands == ((), ())


def test_triple_body_check_injures_the_last_opposing_player_and_calls_the_side_at_fault():
    """Common Infractions 11 (O26): the Body-Check Triple injures the other side's last Player card
    (Cancelled for the game); by the two cards' suits the side at fault takes a minor."""
    checker = card(0, "body-check-3-helmet")             # helmet: no suits count
    own = card(0, "rookie-0-helmet")
    state = at(play=(PF, own, checker))
    events = []
    out = pen.triple_injury(T, state, 0, checker, events)
    assert events[0].text == f"The Triple's body-check injures {T.label[PF]}: it is Cancelled for the rest of the game."
    assert events[0].data == {"card": PF, "seat": 1}
    assert [(e.kind, e.seat, e.until, e.card) for e in out.effects] == [("injured", 1, "game", PF)]
    assert [(c.seat, c.name, c.why) for c in out.calls] == [(1, "Checking", "An injury from a Triples body-check")]
    victim = card(1, "power-forward-6-helmet")
    out = pen.triple_injury(T, at(play=(victim, checker)), 0, checker, [])
    assert out.calls == () and len(out.effects) == 1
    assert pen.triple_injury(T, at(play=(own, checker)), 0, checker, []).effects == ()
    assert pen.triple_injury(T, state, 0, own, []) is state


def test_blow_stops_play_in_the_offenders_end_or_starts_the_penalty_shot():
    """Penalty Procedure: the whistle for the offender with the puck; a penalty shot goes first."""
    events = []
    out = pen.blow(T, at(calls=(Call(0, "A"), Call(1, "Trip"))), events)
    assert events[0].text == f"{N[1]} has the puck: the whistle goes for the penalty."
    assert out.stoppage.reason == "penalty" and out.stoppage.place == "east-end" and out.stoppage.chooser == 0
    out = pen.blow(T, at(calls=(Call(1, "Trip"), Call(1, "S", shot=True))), [])
    assert out.pshot.shooter == 0 and out.calls == (Call(1, "Trip"),)


def test_pp_momentum_with_an_empty_pile_takes_nothing():
    events = []
    state, _ = pen.assess(T, at(calls=(Call(0, "Hooking"),)), events)
    assert [e.kind for e in events] == ["penalty"] and state.hands == BASE.hands


# ----- what a player reads --------------------------------------------------------------------------
def test_penalty_shot_refusal_reasons():
    """Penalty Shots: the exact refusal sentences."""
    def reason(state, action):
        return pen.pshot_validate(T, state, action).reason
    place = pshot_state()
    assert reason(place, Action(0, "end")) == "A penalty shot is under way: it is played out first."
    assert reason(place, Action(0, "ps-pass")) == "First the shooter places the puck."
    assert reason(place, Action(0, "ps-place", ("c9",))) == "The puck goes in the offensive zone, where a shot can be taken."
    owed = pshot_state("shot-card", ((), (SHOT,)))
    assert reason(owed, Action(1, "ps-place", ("c9",))) == "The puck is already placed."
    assert reason(owed, Action(1, "ps-pass")) == "You owe the Shot Card from your three cards."
    score = pshot_state("score", ((SNIPER,), ()), shot_card=SHOT, played=(SHOT,))
    assert reason(score, Action(0, "ps-card", (SNIPER,))) == (
        f"{T.label[SNIPER]} cannot score on the Shot Card (a Score action, or Doubles) nor make a rebound.")
    save = pshot_state("save", ((), (OTHER,)), shot_card=SHOT, played=(SHOT, GOAL))
    assert reason(save, Action(1, "ps-card", (OTHER,))) == (
        f"{T.label[OTHER]} cannot save (a Save action, or Doubles with the Score card).")
    assert pen.rule() == pen.rule("Penalties") and pen.rule().endswith("Official rules — Penalties")


def summary(events):
    return [(e.kind, e.data) for e in events]


def test_penalty_shot_event_kinds_and_data():
    """Penalty Shots: every step is logged with its kind and who did it."""
    enf = card(0, "enforcer-1-helmet")
    events = []
    area = min(T.shooting[0])
    state = pen.pshot_apply(T, pshot_state(hands=((GOAL, enf), (SHOT, SAVE))), Action(0, "ps-place", (area,)), events)
    state = pen.pshot_apply(T, state, Action(1, "ps-card", (SHOT,)), events)
    state = pen.pshot_apply(T, state, Action(0, "ps-card", (enf,)), events)
    assert state.pshot.stage == "shot-card" and state.pshot.shot_card == SHOT
    state = pen.pshot_apply(T, state, Action(1, "ps-card", (SAVE,)), events)
    assert state.pshot.stage == "score" and state.pshot.shot_card == SAVE
    state = pen.pshot_apply(T, state, Action(0, "ps-card", (GOAL,)), events)
    assert summary(events)[:6] == [
        ("ps-shoot", {"seat": 0, "area": area}), ("ps-shot-card", {"seat": 1, "card": SHOT}),
        ("ps-rebound", {"seat": 0}), ("ps-shot-card", {"seat": 1, "card": SAVE}),
        ("ps-score", {"seat": 0, "card": GOAL}), ("ps-no-save", {"seat": 1})]
    events = []
    pen.pshot_apply(T, pshot_state("save", ((), (SAVE,)), shot_card=SHOT, played=(SHOT, GOAL)),
                    Action(1, "ps-card", (SAVE,)), events)
    assert summary(events)[0] == ("ps-save", {"seat": 1, "card": SAVE})
    events = []
    pen.pshot_apply(T, pshot_state("score", ((SNIPER,), ()), shot_card=SHOT, played=(SHOT,)),
                    Action(0, "ps-pass"), events)
    assert summary(events)[0] == ("ps-miss", {"seat": 0})
    events = []
    pen.pshot_apply(T, pshot_state("shot-card", ((GOAL,), ()), area=area), Action(1, "ps-pass"), events)
    assert summary(events)[0] == ("ps-no-shot-card", {"seat": 1})


def test_assess_event_kinds_and_data():
    """Penalty Procedure: each assessed penalty is announced with seat, name and minutes."""
    events = []
    pen.assess(T, at(calls=(Call(1, "Trip", 4),)), events)
    assert summary(events) == [("penalty", {"seat": 1, "name": "Trip", "minutes": 4})]
    assert events[0].text.endswith(f"{N[0]} goes on the power play.")
    events = []
    pen.assess(T, at(box=box(0), calls=(Call(1, "Trip"),), hands=hands_of(6, 5)), events)
    assert summary(events) == [("penalty", {"seat": 1, "name": "Trip", "minutes": 2})]
    events = []
    pen.assess(T, at(final_minute=True, calls=(Call(0, "Trip"),)), events)
    assert summary(events) == [("penalty", {"seat": 0, "name": "Trip", "minutes": 2, "carry": "full"})]


def test_assess_second_seat_momentum_and_five_on_three():
    """O27-O28 for the other seat: seat 0 goes on the power play and takes the Momentum Card; seat
    1 offending again while short counts seat 0's hand."""
    mom = BASE.decks[0][:1]
    state = at(momentum=mom, decks=(BASE.decks[0][1:], BASE.decks[1]), calls=(Call(1, "Trip"),))
    out, _ = pen.assess(T, state, [])
    assert out.hands[0][-1] == mom[0] and out.hands[1] == ()
    events = []
    out, deal = pen.assess(T, at(box=box(1), calls=(Call(1, "Trip"),), hands=hands_of(3, 9)), events)
    assert deal == 8 and "With 3 cards in hand" in events[0].text


def test_assess_new_hand_takes_a_hand_off_the_penalties_already_served():
    """Compounding Penalties (O27): a new power-play hand ends the hand under way for the penalties
    already in the box."""
    state = at(box=(Served(0, "Double", 4, 2), Served(0, "Trip", 2, 1)), calls=(Call(1, "Hook"),),
               hands=hands_of(2, 2))
    out, deal = pen.assess(T, state, [])
    assert deal == 8
    assert out.box == (Served(0, "Double", 4, 1), Served(1, "Hook", 2, 1))


def test_after_goal_event_data_and_position_in_the_box():
    """Power Play Duration: only the scored-on minor leaves; others keep their place."""
    events = []
    pen.after_goal(T, at(calls=(Call(0, "Trip"),)), 1, events)
    assert summary(events) == [("penalty-wiped", {"seat": 0})]
    major, trip, other = Served(0, "Fight", 5, 3), Served(0, "Trip", 2, 1), Served(0, "Hook", 2, 1)
    events = []
    out = pen.after_goal(T, at(box=(major, trip, other)), 1, events)
    assert out.box == (major, other)
    assert summary(events) == [("penalty-over", {"seat": 0, "name": "Trip"})]
    double = Served(0, "High", 4, 2)
    events = []
    out = pen.after_goal(T, at(box=(major, double, other)), 1, events)
    assert out.box == (major, Served(0, "High", 4, 1), other)
    assert summary(events) == [("pp-next-hand", {"seat": 0})]
    assert events[0].text == ("A power-play goal in the double minor's first hand: both hands are discarded and its "
                              "second hand is dealt.")
    only_major = at(box=(major,))
    assert pen.after_goal(T, only_major, 1, []) is only_major


def test_short_and_strength_edges():
    """Penalty Kill (O30): a 0 card on the kill takes its circle number; the other side's pulled
    goalie counts for seat 1 too; a Colored # shift applies to a 0 card."""
    assert pen.short(at(goalie_pulled=(True, False)), 1) == 1
    rookie = card(0, "rookie-0-helmet")                  # 0, circle +1
    assert pen.strength(T, at(box=box(0)), rookie, 0) == 1
    shifted = at(effects=(Effect("number-shift", 0, "stoppage", "2", card=rookie),))
    assert pen.strength(T, shifted, rookie, 0) == 2


def fake_tables(**suits):
    return SimpleNamespace(card={k: SimpleNamespace(suits=v) for k, v in suits.items()})


@pytest.mark.parametrize("suits, expected", [
    (("helmet", "skate"), "skate"), (("skate", "stick"), "stick"), (("stick", "glove"), "glove"),
    (("helmet", "skate", "stick", "glove"), "glove"), (("glove", "helmet"), "glove")])
def test_four_of_a_suit_picks_the_highest_numbered_suit(suits, expected):
    """Penalty Procedure (O24): suits are numbered helmet, skate, stick, glove; with several rows
    of four the highest-numbered suit's penalty is called."""
    t = fake_tables(a=suits, b=suits, c=suits, d=suits)
    assert pen.four_of_a_suit(t, ("a", "b", "c", "d"), frozenset()) == expected


def test_four_of_a_suit_counts_from_the_last_card_only():
    """Common Infractions 3: the row is counted back from the card just laid; six is not a
    multiple of four."""
    t = fake_tables(h=("helmet",), s=("stick",))
    assert pen.four_of_a_suit(t, ("h", "s", "h", "h", "h", "h"), frozenset()) == "helmet"
    assert pen.four_of_a_suit(t, ("h",) * 6, frozenset()) is None
    assert pen.four_of_a_suit(t, ("h",) * 7, frozenset()) is None


def test_seat_one_variants_of_calls_injuries_and_whistles():
    """Both seats: the delayed-penalty switch, Hooking on a P, an injury's fault and the whistle
    for seat 0 as offender."""
    out = pen.call(at(control=0), 1, "Trip", "W", [])
    assert [(e.kind, e.seat) for e in out.effects] == [("delay-switch", 0)]
    score = card(0, "score-5-helmet")                    # red P
    sog = card(1, "shot-on-goal-4-glove")                # red
    out = pen.check_play(T, at(play=(score, sog)), 1, sog, False, frozenset(), [])
    assert [(c.seat, c.name) for c in out.calls] == [(0, "Hooking")]
    checker = card(1, "body-check-3-helmet")
    victim = card(0, "power-forward-6-stick")            # stick: more suits left over: at fault
    events = []
    out = pen.triple_injury(T, at(play=(victim, card(1, "rookie-0-glove"), checker)), 1, checker, events)
    assert summary(events)[0] == ("injury", {"card": victim, "seat": 0})
    assert [(e.kind, e.seat, e.detail) for e in out.effects] == [("injured", 0, "Injured"),
                                                                 ("delay-switch", 1, "Delayed penalty")]
    assert [(c.seat, c.name) for c in out.calls] == [(0, "Checking")]
    glove_checker = card(1, "body-check-3-glove")        # glove vs stick
    out = pen.triple_injury(T, at(play=(victim, glove_checker)), 1, glove_checker, [])
    fault = at_fault(("glove",), ("stick",))
    assert [c.seat for c in out.calls] == ([1] if fault == 0 else [0] if fault == 1 else [])
    events = []
    out = pen.blow(T, at(calls=(Call(0, "Trip"),), control=0), events)
    assert summary(events)[0] == ("whistle", {"seat": 0})
    assert out.stoppage.place == "west-end" and out.stoppage.chooser == 1
    assert pen.period_end(at(calls=(Call(1, "A"),))).carry == (1, "full")


def test_more_event_kinds_and_data():
    """The log of the Momentum draw, deals, hands played out, a carried penalty and a penalty shot."""
    mom = BASE.decks[1][:1]
    events = []
    pen.assess(T, at(momentum=mom, decks=(BASE.decks[0], BASE.decks[1][1:]), calls=(Call(0, "Trip"),)), events)
    assert summary(events)[1:] == [("pp-momentum", {"seat": 1}), ("momentum-own", {"seat": 1, "card": mom[0]})]
    assert events[2].irreversible and events[2].text == f"You take {T.label[mom[0]]} from the Momentum pile."
    events = []
    pen.deal(T, at(box=box(0, 1), hands=hands_of(1, 2)), 8, events)
    assert summary(events)[-1] == ("pp-hand", {"cap": 8})
    events = []
    pen.deal(T, at(box=box(0), hands=hands_of(2, 5)), 8, events)
    assert events[-1].kind == "pp-hand"
    events = []
    pen.hand_over(T, at(box=(Served(1, "Trip", 2, 1), Served(0, "Two", 4, 2)), hands=((), ())), events)
    assert summary(events)[0] == ("penalty-over", {"seat": 1, "name": "Trip"})
    events = []
    pen.hand_over(T, at(box=box(1), hands=((), ())), events)
    assert [e.kind for e in events][:2] == ["penalty-over", "pp-over"]
    events = []
    pen.period_start(T, at(carry=(1, "five")), events)
    assert summary(events) == [("penalty-carried", {"seat": 1, "kind": "five"})]
    d0, d1 = BASE.decks[0][:4], BASE.decks[1][:4]
    events = []
    out = pen.start_penalty_shot(T, at(discards=(d0, d1)), Call(0, "S", shot=True), events)
    assert summary(events) == [("penalty-shot", {"shooter": 1, "hands": out.pshot.hands})]
    assert events[0].text.endswith("Each side draws three cards from its shuffled discard pile (shown face up).")
    assert out.shot_from == 0 and out.stage is None and out.control == 1


def test_pshot_place_options_and_the_penalty_shot_goal_log():
    """Penalty Shots: the shooter may place the puck in each shooting area; a goal's log names the
    score."""
    assert pen.pshot_legal(T, pshot_state(), 0) == [Action(0, "ps-place", (a,)) for a in sorted(T.shooting[0])]
    assert pen.pshot_legal(T, pshot_state(), 0)
    state = pshot_state("save", ((), (OTHER,)), shot_card=SHOT, played=(SHOT, GOAL))
    events = []
    out = pen.pshot_apply(T, state, Action(1, "ps-pass"), events)
    goal = events[1]
    assert goal.data == {"seat": 0, "cards": (SHOT, GOAL), "goals": out.goals, "penalty_shot": True}
    assert goal.text == f"GOAL on the penalty shot! {N[0]} {out.goals[0]}, {N[1]} {out.goals[1]}."
    assert out.stoppage.reason == "penalty-shot"
    out = pen.pshot_apply(T, pshot_state("score", ((GOAL,), (SAVE,)), shot_card=SHOT, played=(SHOT,)),
                          Action(0, "ps-card", (GOAL,)), [])
    assert out.pshot.stage == "save"


def test_lost_colors_are_taken_from_the_cards_own_colors():
    """Fights (lose-colors): a seat that lost a color cannot use it, even with the advantage; the
    other seat keeps it."""
    lose = Effect("lose-colors", 0, "stoppage", "red")
    sog = card(0, "shot-on-goal-4-helmet")               # red, circle blue
    assert pen.colors(T, at(effects=(lose,)), sog, 0) == ()
    assert pen.colors(T, at(effects=(lose,), box=box(1)), sog, 0) == ("blue",)
    assert pen.colors(T, at(effects=(lose,)), sog, 1) == ("red",)
    assert pen.colors(T, at(effects=(Effect("number-shift", 0, "stoppage", "1", card=sog),)), sog, 0) == ("red",)


def test_penalty_shot_goal_in_overtime_ends_the_game():
    """Penalty Shots in overtime: the goal wins the game at once."""
    state = evolve(pshot_state("save", ((), (OTHER,)), shot_card=SHOT, played=(SHOT, GOAL)), overtime=True,
                   goals=(1, 1))
    events = []
    out = pen.pshot_apply(T, state, Action(1, "ps-pass"), events)
    assert out.winners == (0,) and out.goals == (2, 1)
    assert events[-1].kind == "game-over"


def test_fouls_skips_symbols_other_than_protection():
    """Common Infractions 1: only an O symbol below matters to a color laid on it."""
    score = card(1, "score-5-glove")                     # red P, no O
    assert pen.fouls(T, at(play=(score,)), 0, card(0, "shot-on-goal-4-helmet")) is False
    assert pen.fouls(T, at(play=(card(1, "rookie-0-glove"),)), 0, ENF) is False


def test_check_play_black_ability_on_a_gained_black_p_is_hooking_on_the_other_side():
    """Symbols: Black P gained by a card (O81): a black ability laid on it draws a penalty on the
    side that gave it; not the layer's own gain, nor a card without black."""
    goalie = card(0, "goalie-g-helmet")                  # black
    gained = Effect("black-p", 1, "stoppage", card=PF)
    out = pen.check_play(T, at(play=(PF, goalie), effects=(gained,)), 0, goalie, False, frozenset(), [])
    assert [(c.seat, c.name) for c in out.calls] == [(1, "Hooking")]
    assert out.calls[0].why == f"{T.label[goalie]}'s black ability draws the black penalty symbol {T.label[PF]} gained"
    own = Effect("black-p", 0, "stoppage", card=PF)
    assert pen.check_play(T, at(play=(PF, goalie), effects=(own,)), 0, goalie, False, frozenset(), []).calls == ()
    other = Effect("black-p", 1, "stoppage", card=goalie)
    assert pen.check_play(T, at(play=(PF, goalie), effects=(other,)), 0, goalie, False, frozenset(), []).calls == ()
    rookie = card(0, "rookie-0-helmet")
    assert pen.check_play(T, at(play=(PF, rookie), effects=(gained,)), 0, rookie, False, frozenset(), []).calls == ()


def test_fouls_on_a_shot_card_only_the_black_p_counts():
    """How to Score a Goal: a Shot Card commits no infraction but the Black P's."""
    h = tuple(card(0, c) for c in ("shot-on-goal-4-helmet", "sniper-7-helmet", "tip-in-5-helmet"))
    rookie = card(0, "rookie-0-helmet")
    assert pen.fouls(T, at(stage="shot-card", shot=1, play=h), 0, rookie) is False
    assert pen.fouls(T, at(stage="place", shot=1, play=h), 0, rookie) is True
    assert pen.fouls(T, at(stage="shot-card", shot=None, play=h), 0, rookie) is True


def test_penalty_shot_miss_by_seat_one_faces_off_in_seat_zeros_end():
    """O31: after a failed penalty shot the face-off is in the defender's end, and the defender
    chooses (seat 1 shooting here)."""
    state = evolve(BASE, pshot=PenaltyShot(1, ((SNIPER,), ()), "score", (SHOT,), SHOT))
    out = pen.pshot_apply(T, state, Action(1, "ps-pass"), [])
    assert out.stoppage.reason == "penalty-shot"
    assert out.stoppage.place == "west-end" and out.stoppage.chooser == 0


def test_hand_over_keeps_a_penalty_with_hands_left_and_stoppage_waits_for_both_hands():
    """Power Play Duration (O29): a double minor with a hand left stays in the box; the hands are
    played out only when both are empty."""
    out, over = pen.hand_over(T, at(box=(Served(1, "Trip", 2, 1), Served(0, "Two", 4, 2)), hands=((), ())), [])
    assert over is False and out.box == (Served(0, "Two", 4, 1),)
    one = at(box=box(0), hands=(BASE.decks[0][:1], ()))
    out, replaced = pen.at_stoppage(T, one, [])
    assert replaced is True and out.box == box(0) and out.hands == one.hands


def test_penalty_shot_goal_by_seat_one_center_face_off_chosen_by_seat_zero():
    """O31: after a penalty-shot goal the face-off is at center, the scored-on side choosing."""
    state = evolve(BASE, pshot=PenaltyShot(1, ((), ()), "save", (SHOT, GOAL), SHOT))
    out = pen.pshot_apply(T, state, Action(0, "ps-pass"), [])
    assert out.goals == (BASE.goals[0], BASE.goals[1] + 1)
    assert out.stoppage.place == "center" and out.stoppage.chooser == 0


# ----- session 14: the survivors of the mutmut run ------------------------------------------------
PS_RULE = pen.rule("General Hockey Rules: Penalty Shots")


def test_every_penalty_shot_refusal_cites_the_penalty_shots_rule():
    """Penalty Shots: each refusal while a penalty shot is played names that section of the book,
    so the player can look it up."""
    place = pshot_state()
    owed = pshot_state("shot-card", ((), (SHOT,)))
    score = pshot_state("score", ((SNIPER,), ()), shot_card=SHOT, played=(SHOT,))
    save = pshot_state("save", ((), (OTHER,)), shot_card=SHOT, played=(SHOT, GOAL))
    cases = ((place, Action(0, "end"), "penalty-shot-on"), (place, Action(1, "ps-pass"), "not-your-turn"),
             (place, Action(0, "ps-pass"), "ps-place-first"), (place, Action(0, "ps-place", ("c9",)), "ps-place-where"),
             (owed, Action(1, "ps-place", ("c9",)), "ps-placed"), (owed, Action(1, "ps-pass"), "ps-shot-card-owed"),
             (owed, Action(1, "ps-card", (OTHER,)), "ps-not-in-hand"),
             (score, Action(0, "ps-card", (SNIPER,)), "ps-no-score"), (save, Action(1, "ps-card", (OTHER,)), "ps-no-save"))
    for state, action, code in cases:
        v = pen.pshot_validate(T, state, action)
        assert (v.ok, v.code, v.rule) == (False, code, PS_RULE), code


ENF0 = card(0, "enforcer-1-helmet")          # 1: a rebound on the 0 Shot Card
SHOT2 = card(1, "rookie-0-skate")            # the second Shot Card the rebound calls for


def test_after_a_rebound_the_save_doubles_the_score_card_not_an_earlier_card():
    """Penalty Shots: a save is a Save action or Doubles with the Score card, the card just laid
    to score; after a rebound the enforcer laid earlier is not the Score card."""
    dbl_goal, dbl_enf = card(1, "goal-glove"), card(1, "enforcer-1-glove")
    state = pshot_state("save", ((), (dbl_enf, dbl_goal)), shot_card=SHOT2, played=(SHOT, ENF0, SHOT2, GOAL))
    assert pen.pshot_legal(T, state, 1) == [Action(1, "ps-card", (dbl_goal,)), Action(1, "ps-pass")]
    assert pen.pshot_validate(T, state, Action(1, "ps-card", (dbl_enf,))).code == "ps-no-save"


def test_a_goal_after_a_rebound_scores_the_last_shot_card_and_the_score_card():
    """Penalty Shots (O31): a goal puts the Shot Card it beat and the Score card in the shooter's
    score pile; the other cards laid (the first Shot Card, the rebound) and the unused ones are
    discarded, each card once."""
    state = pshot_state("save", ((SNIPER,), (OTHER,)), shot_card=SHOT2, played=(SHOT, ENF0, SHOT2, GOAL))
    events = []
    out = pen.pshot_apply(T, state, Action(1, "ps-pass"), events)
    assert [e.data["cards"] for e in events if e.kind == "goal"] == [(SHOT2, GOAL)]
    assert out.scored[0] == BASE.scored[0] + (SHOT2, GOAL)
    assert out.scored[1] == BASE.scored[1]
    assert sorted(out.discards[0]) == sorted(BASE.discards[0] + (ENF0, SNIPER))
    assert sorted(out.discards[1]) == sorted(BASE.discards[1] + (SHOT, OTHER))


def test_a_goal_without_a_rebound_discards_nothing_it_scored():
    """Penalty Shots (O31): the Shot Card and the Score card go to the score pile, not also to a
    discard pile."""
    state = pshot_state("save", ((), ()), shot_card=SHOT, played=(SHOT, GOAL))
    out = pen.pshot_apply(T, state, Action(1, "ps-pass"), [])
    assert out.discards == BASE.discards and out.scored[0] == BASE.scored[0] + (SHOT, GOAL)


def test_no_shot_card_and_no_score_card_ends_the_penalty_shot_at_once():
    """Penalty Shots, as the shootout (O-S9): the defender with no cards lays no Shot Card, and a
    shooter who then cannot score has only to give up, which happens by itself and is logged."""
    events = []
    out = pen.pshot_apply(T, pshot_state("shot-card", ((SNIPER,), ())), Action(1, "ps-pass"), events)
    assert [e.kind for e in events[:2]] == ["ps-no-shot-card", "ps-miss"]
    assert out.pshot is None and out.goals == BASE.goals and out.stoppage.place == "east-end"


def test_fouls_a_punch_on_a_black_protection_symbol():
    """Common Infractions: a Punch laid on a card with a black O is a foul the rollout policy
    avoids (a Black O forbids the Punch; other actions are allowed)."""
    block = "s2:shot-block-glove"                              # black O (seat 1's, not a default card)
    gloves = "s1:drop-the-gloves-1-helmet"                     # a Punch (brown), not a default card
    assert "punch" in T.card[gloves].actions
    assert pen.fouls(T, at(play=(block,)), 0, gloves) is True
    assert pen.fouls(T, at(play=(block,), effects=(Effect("challenge-card", 1, "stoppage", card=block),)), 0,
                     gloves) is False


def test_fouls_reads_the_colors_of_the_seat_that_would_lay_the_card_on_a_power_play():
    """Power Play: Advantages: on a power play the colors a card may use depend on its side; a
    brown card on a brown O is still a foul, a card without brown still is not."""
    pf = card(1, "power-forward-6-glove")                      # brown O
    pp = at(play=(pf,), box=box(1))
    assert pen.fouls(T, pp, 0, card(0, "enforcer-1-helmet")) is True
    assert pen.fouls(T, pp, 0, card(0, "rookie-0-helmet")) is False


def test_a_rebound_by_seat_one_asks_seat_zero_for_another_shot_card():
    """Penalty Shots: after a rebound the defender (here seat 0) owes another Shot Card."""
    enf1 = card(1, "enforcer-1-glove")
    shot0 = card(0, "rookie-0-helmet")
    state = evolve(BASE, pshot=PenaltyShot(1, ((GOAL,), (enf1,)), "score", (shot0,), shot0))
    events = []
    out = pen.pshot_apply(T, state, Action(1, "ps-card", (enf1,)), events)
    assert events[0].text == (f"Rebound! {T.label[enf1]} is one higher than the Shot Card: {N[0]} owes another "
                              "Shot Card.")
    assert out.pshot.stage == "shot-card" and out.pshot.acting == 0


def test_a_rebound_the_defender_cannot_answer_goes_straight_back_to_the_shooter():
    """Penalty Shots: a defender with no card left lays no second Shot Card, and the shooter, who
    still holds a Score card, is asked to score again."""
    state = pshot_state("score", ((ENF0, GOAL), ()), shot_card=SHOT, played=(SHOT,))
    events = []
    out = pen.pshot_apply(T, state, Action(0, "ps-card", (ENF0,)), events)
    assert [e.kind for e in events] == ["ps-rebound", "ps-no-shot-card"]
    assert out.pshot.stage == "score" and out.pshot.hands == ((GOAL,), ())


def test_a_save_discards_the_cards_in_the_order_they_were_laid_then_the_unused():
    """Penalty Shots (O31): after a save every card goes to its owner's discard pile, the cards laid
    first in the order laid, then the ones never used; the top of a pile is what Power Play
    momentum later takes."""
    state = pshot_state("save", ((SNIPER,), (OTHER, SAVE)), shot_card=SHOT, played=(SHOT, GOAL))
    out = pen.pshot_apply(T, state, Action(1, "ps-card", (SAVE,)), [])
    assert out.discards == (BASE.discards[0] + (GOAL, SNIPER), BASE.discards[1] + (SHOT, SAVE, OTHER))


def test_a_redeal_after_a_power_play_goal_forgets_the_momentum_cards_in_hand():
    """Power Play Duration (O32): both hands are discarded for the double minor's second hand, the
    Momentum Cards in them too, so none is still counted as an extra in the new hand."""
    hands = hands_of(2, 3)
    state = at(box=(Served(0, "High Sticking", 4, 2),), hands=hands, extras=((), hands[1][:1]))
    out = pen.after_goal(T, state, 1, [])
    assert out.hands == ((), ()) and out.extras == ((), ())


def test_the_penalty_shot_hands_are_the_seeded_shuffles_of_each_discard_pile():
    """Penalty Shots (O31): three cards at random from each shuffled discard pile; the chance comes
    from the game's seeded generator, one draw per side, so a replay deals the same cards."""
    d0, d1 = BASE.decks[0][:6], BASE.decks[1][:5]
    state = at(discards=(d0, d1), calls=(Call(1, "Hooking", shot=True),), chance=40)
    out = pen.start_penalty_shot(T, state, state.calls[0], [])
    assert out.pshot.hands == (chance.shuffled(state.seed, 40, d0)[:3], chance.shuffled(state.seed, 41, d1)[:3])


def test_a_penalty_shot_clears_the_shot_challenge_and_placement_under_way():
    """Penalty Shots (O31): the penalty shot replaces what was under way: no shot stage, no shot
    origin, no open challenge, no puck placement is left over."""
    state = at(discards=(BASE.decks[0][:3], BASE.decks[1][:3]), calls=(Call(1, "Hooking", shot=True),),
               shot=0, stage=SCORE, shot_from=2, challenge=Challenge("grind", 0, "c9"),
               placing=(1, "icing", ("w5", "w6")))
    out = pen.start_penalty_shot(T, state, state.calls[0], [])
    assert (out.stage, out.shot_from, out.challenge, out.placing) == (None, 0, None, None)


def test_deal_the_short_side_draws_as_many_only_up_to_its_own_hand_size():
    """Power Play: Card Draw (O27): the penalty-killing side draws as many as the power play drew,
    but never past its own hand size: with room for one it draws one, with none it draws none;
    when the power play draws nothing, neither does the short side."""
    events = []
    out = pen.deal(T, at(box=box(0), hands=hands_of(7, 5)), 8, events)
    assert (len(out.hands[0]), len(out.hands[1])) == (8, 8)
    assert events[-1].text == f"Power-play hand: {N[1]} draws 3, {N[0]} draws 1 (its hand is then full)."
    events = []
    out = pen.deal(T, at(box=box(0), hands=hands_of(8, 5)), 8, events)
    assert (len(out.hands[0]), len(out.hands[1])) == (8, 8)
    assert [e.data["seat"] for e in events if e.kind == "draw"] == [1]
    assert events[-1].text == f"Power-play hand: {N[1]} draws 3, {N[0]} draws none (its hand is full)."
    events = []
    out = pen.deal(T, at(box=box(0), hands=hands_of(2, 8)), 8, events)
    assert out.hands == hands_of(2, 8) and [e.kind for e in events] == ["pp-hand"]


def test_the_penalty_whistle_names_the_offender_in_the_stoppage():
    """Penalty Procedure: the delayed penalty's whistle stops play against the side that committed
    it, and the log says so."""
    events = []
    pen.blow(T, at(calls=(Call(1, "Trip"),)), events)
    stop = next(e for e in events if e.kind == "stoppage")
    assert stop.data["offender"] == 1 and stop.data["reason"] == "penalty"
    assert f"against {N[1]}" in stop.text


def test_the_end_of_a_power_play_is_logged_without_a_seat():
    """Power Play Duration (O29): the power play's end concerns both sides: its event names no seat."""
    events = []
    pen.hand_over(T, at(box=box(0), hands=((), ())), events)
    assert [(e.kind, e.data) for e in events if e.kind == "pp-over"] == [("pp-over", {})]


def test_a_compounding_penalty_served_over_two_hands_keeps_its_name_and_length():
    """Compounding Penalties (O27): with 5-10 cards left the new penalty is served for this hand and
    one more, drawn to five; it is still the same penalty (its name and minutes) in the box."""
    state, _deal = pen.assess(T, at(box=box(0), calls=(Call(1, "Slashing", 4),), hands=hands_of(3, 3)), [])
    assert state.box[-1] == Served(1, "Slashing", 4, 3, 5)


def test_every_call_in_the_final_minute_goes_to_the_box():
    """Penalty in Final Minute (O33): two calls assessed at one stoppage are both served; the
    carry-over is the last one's."""
    calls = (Call(1, "Hooking"), Call(0, "Tripping"))
    state, deal = pen.assess(T, at(final_minute=True, calls=calls, hands=hands_of(2, 2)), [])
    assert deal is None and [(s.seat, s.name) for s in state.box] == [(1, "Hooking"), (0, "Tripping")]
    assert state.carry == (0, "full")


def test_strength_leaves_an_unnumbered_card_alone_whatever_effects_are_on():
    """Symbols: Colored # +/- (O116) moves only a numbered card; a Goal card (no number) keeps its
    strength while other lasting effects are in play."""
    goal = card(0, "goal-helmet")
    busy = at(effects=(Effect("black-p", 1, "stoppage", card=PF),))
    assert pen.strength(T, busy, goal, 0) == pen.strength(T, BASE, goal, 0) == T.strength[goal] < 0


def test_on_the_penalty_kill_a_card_without_a_suit_circle_keeps_its_number():
    """Penalty Kill (O30): the Suit Circle number is added only where there is a Suit Circle."""
    stall = "s1:stall-2-glove"                                # numbered 2, no Suit Circle
    assert not T.card[stall].suit_circle
    assert pen.strength(T, at(box=box(0)), stall, 0) == T.strength[stall] == 2


def test_check_play_a_punch_on_a_black_o_is_roughing_on_the_puncher():
    """Common Infractions: a Punch laid on a Black O draws 2 minutes on the player of the Punch
    (O22: Roughing), with the reason the log shows."""
    block = card(0, "shot-block-glove")                       # black O
    gloves = "s2:drop-the-gloves-1-helmet"                     # Punch
    out = pen.check_play(T, at(play=(block, gloves), turn=1), 1, gloves, False, frozenset(), [])
    assert [(c.seat, c.name, c.minutes) for c in out.calls] == [(1, "Roughing", 2)]
    assert out.calls[0].why == f"{T.label[gloves]}'s Punch lands on {T.label[block]}'s black protection symbol"


def test_check_play_seat_one_on_seat_zeros_gained_black_p_calls_seat_zero():
    """Symbols: a gained Black P (O81) penalises the card's owner, here seat 0, when seat 1 lays a
    usable black ability on it."""
    mine = card(0, "power-forward-6-helmet")
    save = card(1, "save-skate")                               # black
    gained = Effect("black-p", 0, "stoppage", card=mine)
    out = pen.check_play(T, at(play=(mine, save), effects=(gained,), turn=1), 1, save, False, frozenset(), [])
    assert [(c.seat, c.name) for c in out.calls] == [(0, "Hooking")]


def test_colors_a_k_symbol_gives_its_color_only_to_the_short_side_once():
    """Symbols: Colored K: its color is usable on a penalty kill (O28). Penalty Kill 2 is black with
    a black K: short-handed it uses black once; with black lost in a fight (Fights: lose colors)
    the K gives it back only while short, and the advantaged side gets the Suit Circle instead."""
    assert pen.colors(T, at(box=box(1)), PK_SKATE, 1) == ("black",)
    lost = (Effect("lose-colors", 1, "period", "black"),)
    assert pen.colors(T, at(box=box(1), effects=lost), PK_SKATE, 1) == ("black",)
    assert pen.colors(T, at(box=box(0), effects=lost), PK_SKATE, 1) == ("orange",)


def test_check_play_a_black_ability_on_a_printed_black_p_is_hooking_on_its_owner():
    """Symbols: Colored P (O22): black is a color, so a Goalie or a Save (black) laid by the
    opponent on a Slap Shot 8 (a printed Black P) calls 2 minutes on the Slap Shot's owner; a card
    without black does not, nor does a black card the owner lays on its own Black P."""
    slap = card(1, "slap-shot-8-glove")
    goalie, rookie = card(0, "goalie-g-helmet"), card(0, "rookie-0-helmet")
    out = pen.check_play(T, at(play=(slap, goalie)), 0, goalie, False, frozenset(), [])
    assert [(c.seat, c.name, c.minutes) for c in out.calls] == [(1, "Hooking", 2)]
    assert out.calls[0].why == f"{T.label[goalie]}'s black ability draws {T.label[slap]}'s black penalty symbol"
    assert pen.check_play(T, at(play=(slap, rookie)), 0, rookie, False, frozenset(), []).calls == ()
    own = card(1, "save-skate")
    assert pen.check_play(T, at(play=(slap, own), turn=1), 1, own, False, frozenset(), []).calls == ()


def test_check_play_symbols_count_only_against_the_other_sides_card():
    """Symbols: O and P say "an opponent plays" (O22): a side laying a card on its own card (the
    other side skipped its Phase 2 with a line change) commits no Interference, Hooking or
    Roughing, whatever the colors."""
    pf, enforcer = card(1, "power-forward-6-glove"), card(1, "enforcer-1-glove")         # brown O, brown
    assert pen.check_play(T, at(play=(pf, enforcer), turn=1), 1, enforcer, False, frozenset(), []).calls == ()
    score, sog = card(1, "score-5-glove"), card(1, "shot-on-goal-4-glove")               # red P, red
    assert pen.check_play(T, at(play=(score, sog), turn=1), 1, sog, False, frozenset(), []).calls == ()
    block, gloves = card(0, "shot-block-glove"), "s1:drop-the-gloves-1-helmet"           # black O, Punch
    assert pen.check_play(T, at(play=(block, gloves)), 0, gloves, False, frozenset(), []).calls == ()


def test_a_momentum_card_from_the_other_deck_counts_as_the_card_of_the_side_that_laid_it():
    """O22: the O and P symbols count against "an opponent" who plays on the card, that is against
    the side that did not lay it. The Momentum pile is dealt from both decks (Game Setup), so Bo
    (seat 0) can lay a Power Forward (brown O) from Al's deck: Al's brown Enforcer on it is
    Interference on Al, the deck's own side, as on any card Bo laid."""
    pf, enforcer = card(1, "power-forward-6-glove"), card(1, "enforcer-1-glove")
    state = official(hands=((pf,), (enforcer,)), extras=((pf,), ()), play=(card(1, "shot-on-goal-4-glove"),),
                     turn=0, control=0)
    state = act(state, 0, "play", pf)
    assert state.laid_by == ((pf, 0),) and state.calls == ()
    state = act(finish(state, 0), 1, "go")
    state = act(state, 1, "play", enforcer)
    assert [(c.seat, c.name) for c in state.calls] == [(1, "Interference")]
    assert GAME.view(state, 1).laid_by == ((pf, 0),)      # who laid a card is public


def test_a_side_playing_on_the_momentum_card_it_laid_plays_on_its_own_card():
    """O22: Bo lays Al's Power Forward from the Momentum pile, Al skips Phase 2, and Bo's brown
    Enforcer on it commits nothing: Bo laid the card beneath. The rollout policy agrees."""
    pf, enforcer = card(1, "power-forward-6-glove"), card(0, "enforcer-1-helmet")
    laid = at(play=(pf, enforcer), laid_by=((pf, 0),))
    assert pen.check_play(T, laid, 0, enforcer, False, frozenset(), []).calls == ()
    assert pen.check_play(T, at(play=(pf, enforcer)), 0, enforcer, False, frozenset(), []).calls != ()
    assert pen.fouls(T, at(play=(pf,), laid_by=((pf, 0),)), 0, enforcer) is False


def test_the_triple_body_check_injures_the_last_player_card_the_other_side_laid():
    """Common Infractions 11 (O26): "the other side's" Player card is one it laid; a Power Forward
    from Al's deck that Bo laid from the Momentum pile is Bo's, so Bo's Triple passes over it."""
    checker = card(0, "body-check-3-helmet")
    momentum = card(1, "power-forward-6-helmet")
    out = pen.triple_injury(T, at(play=(PF, momentum, checker), laid_by=((momentum, 0),)), 0, checker, [])
    assert [e.card for e in out.effects] == [PF]


def test_the_record_of_who_laid_a_card_lasts_while_the_card_is_in_play():
    """O22 bookkeeping: a card laid from the other deck is recorded; laying a card of one's own deck
    adds nothing; a record whose card has left play is dropped at the next card laid, and the
    view never shows one (it would tell nothing about the table)."""
    from tabletop.games.breakaway_ccg.state import laid_by_after
    pf, own = card(1, "power-forward-6-glove"), card(0, "enforcer-1-helmet")
    assert laid_by_after(T, at(play=()), ((pf, 0), (own, 0))) == ((pf, 0),)
    stale = at(play=(own,), laid_by=((pf, 0),))
    assert laid_by_after(T, stale, ((card(1, "enforcer-1-glove"), 1),)) == ()
    assert laid_by_after(T, at(play=(pf,), laid_by=((pf, 0),)), ((own, 0),)) == ((pf, 0),)
    assert laid_by_after(T, at(play=(pf,), laid_by=((pf, 0),)), ((pf, 1),)) == ()
    assert GAME.view(stale, 0).laid_by == ()


def test_fouls_agrees_with_check_play_on_a_sides_own_card():
    """O22: the rollout policy avoids only what ``check_play`` would call, so a card laid on the
    side's own Power Forward (brown O) is no foul for it either."""
    pf, enforcer = card(1, "power-forward-6-glove"), card(1, "enforcer-1-glove")
    assert pen.fouls(T, at(play=(pf,), turn=1), 1, enforcer) is False
    assert pen.fouls(T, at(play=(pf,)), 0, card(0, "enforcer-1-helmet")) is True
