"""Breakaway: CCG, Part 2 "Power Play & Penalty Kill": who is on the power play, the advantages (Suit
Circle colors, the fourth passing-bonus level, the Momentum Card, the hand dealt), the penalty kill's
handicaps (Suit Circle numbers, challenge strength, fewer bench switches), how long a power play
lasts and how penalties compound (rulings O27-O30, O32)."""

from __future__ import annotations

import pytest

from tabletop.engine.events import Event
from tabletop.games.breakaway_ccg.official import basics, challenge_play, power_play
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import penalties as pen
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.official.challenges import Challenge
from tabletop.games.breakaway_ccg.official.penalties import Call, Served
from tabletop.games.breakaway_ccg.state import CHALLENGE, PLAY, SAVE, START, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    BASE,
    GOAL0,
    K0,
    PF,
    R0,
    SNIPE0,
    SOG1,
    N,
    at,
    hands_of,
    in_the_box,
    kinds,
    log,
    minor,
    miss,
    r,
    run,
    stop,
    summary,
    used,
    with_hands,
)
from tests.games.breakaway_ccg.support import T, act, card, official, official_with_discards, verdict


def grind_reveal(initiator, mine, theirs, **fields):
    """A Grind Challenge between two 3s with the Grind (Yellow): the defender wins ties unless a man down."""
    picks = (mine, None) if initiator == 0 else (None, theirs)
    state = official(
        hands=((mine, R0), (theirs, K0)),
        phase=CHALLENGE,
        puck="e3",
        control=1 - initiator,
        challenge=Challenge(ch.GRIND, initiator, "e3", "e3"),
        picks=picks,
        **fields,
    )
    last = 1 if initiator == 0 else 0
    return run(challenge_play.pick, state, last, theirs if last == 1 else mine)


SOG_HELMET = card(0, "shot-on-goal-4-helmet")        # red, circle +1 blue, 4
SOG_GLOVE = card(0, "shot-on-goal-4-glove")          # red, circle -2 green, 4
ENF_GLOVE = card(0, "enforcer-1-glove")              # brown, circle -2 green, 1
PK_SKATE = card(1, "penalty-kill-2-skate")           # black, circle -1 orange, K black


def test_a_side_two_men_down_has_no_switches_left():
    """Penalty Kill: a bench switch fewer per man down; two down, the side is done with the bench."""
    from tabletop.games.breakaway_ccg.official.penalties import Served

    two = (Served(1, "Tripping", 2, 1), Served(1, "Hooking", 2, 1))
    state = official(hands=((R0,), (K0,)), box=two, puck="e3", control=0)
    new, _ = stop(state, "offside", "east-end", 0, offender=1, no_bench=0)
    assert new.phase == STOPPAGE and new.ready == (True, True) and new.swaps == (0, 2)
    one, _ = stop(evolve(state, box=two[:1]), "offside", "east-end", 0, offender=1)
    assert one.ready == (False, False) and one.swaps == (0, 1)
    plain, _ = stop(state, "offside", "east-end", 0, offender=1)
    assert plain.ready == (False, True)
    mine = tuple(Served(0, n, 2, 1) for n in ("Tripping", "Hooking"))
    short0, _ = stop(evolve(state, box=mine), "offside", "west-end", 1, offender=0)
    assert short0.ready == (True, False) and short0.swaps == (2, 0)
    started, events = stop(state, "offside", "center", 0, offender=1, no_bench=0)
    assert started.phase == CHALLENGE and kinds(events)[-1] == "faceoff-call"


def test_a_goal_with_a_delayed_call_or_a_power_play_goes_to_the_penalty_rules():
    """Power Play: a goal ends a minor; a goal wipes out a delayed call against the scored-on side."""
    from tabletop.games.breakaway_ccg.official.penalties import Call, Served

    state = used(play=(SNIPE0, SOG1, GOAL0), shot=0, stage=SAVE, turn=1)
    wiped, events = run(fl.concede, evolve(state, calls=(Call(1, "Hooking"),)))
    assert "penalty-wiped" in kinds(events) and wiped.calls == ()
    over, events = run(fl.concede, evolve(state, box=(Served(1, "Hooking", 2, 1),)))
    assert "penalty-over" in kinds(events) and over.box == ()


def test_a_man_down_lowers_challenge_strength():
    """Penalty Kill (O30): -1 per man down in a challenge; the pulled goalie's extra attacker counts too."""
    from tabletop.games.breakaway_ccg.official.penalties import Call, Served

    g0, g1 = r(0, "grinder-3-helmet"), r(1, "grinder-3-skate")
    assert grind_reveal(0, g0, g1)[0].challenge.winner == 1  # a tie: the defender
    assert grind_reveal(0, g0, g1, box=(Served(1, "Hooking", 2, 1),))[0].challenge.winner == 0
    assert grind_reveal(0, g0, g1, calls=(Call(1, "Hooking"),))[0].challenge.winner == 0
    assert grind_reveal(0, g0, g1, goalie_pulled=(True, False))[0].challenge.winner == 0
    assert grind_reveal(1, g0, g1)[0].challenge.winner == 0
    plain0 = r(0, "grinder-3-stick")  # no Suit Circle change: only the challenge's -1
    assert grind_reveal(1, plain0, g1)[0].challenge.winner == 0
    assert grind_reveal(1, plain0, g1, box=(Served(0, "Hooking", 2, 1),))[0].challenge.winner == 1
    crash0 = r(0, "crash-the-net-4-stick")  # 4 less one man down ties the 3: the defender wins
    assert grind_reveal(1, crash0, g1, box=(Served(0, "Hooking", 2, 1),))[0].control == 0
    four1 = r(1, "shot-on-goal-4-stick")  # the other side's -1: 4 against 3 becomes a tie the defender wins
    assert grind_reveal(1, plain0, four1)[0].challenge.winner == 1
    assert grind_reveal(1, plain0, four1, box=(Served(1, "Hooking", 2, 1),))[0].challenge.winner == 0
    new, events = grind_reveal(0, g0, g1)
    assert log(events)[2] == (
        "challenge-reveal",
        ("Grind Challenge: Player 1 shows Grinder 3 (helmet), Player 2 shows Grinder 3 (skate)."),
        {"cards": (g0, g1), "kind": "grind"},
    )
    assert new.challenge.uses == "each" and new.control == 1


def test_a_penalty_kill_changes_the_no_goal_comparison_by_the_suit_circle():
    """Penalty Kill (O30): a short-handed side's numbered card takes its Suit Circle number in the no-goal
    comparison of the Shot Card and the shooting card."""
    from tabletop.games.breakaway_ccg.official.penalties import Served

    sog0, sog0_helmet, sog1_stick = (
        r(0, "shot-on-goal-4-stick"),
        r(0, "shot-on-goal-4-helmet"),
        r(1, "shot-on-goal-4-stick"),
    )
    even, _ = miss((sog0, SOG1, GOAL0))
    assert even.control == 1
    short1, _ = miss((sog0, SOG1, GOAL0), box=(Served(1, "Hooking", 2, 1),))
    assert short1.control == 0  # the defender's 4 with a -2 circle is a 2
    short0, _ = miss((sog0_helmet, sog1_stick, GOAL0), box=(Served(0, "Hooking", 2, 1),))
    assert short0.control == 0  # the shooter's 4 with a +1 circle is a 5


def test_a_side_plays_at_most_two_men_down():
    """Power Play & Penalty Kill: a side plays at most two men down (a 5-on-3)."""
    assert power_play.down(BASE, 0) == 0
    assert power_play.down(at(box=in_the_box(1)), 0) == 0
    assert power_play.down(at(box=in_the_box(1)), 1) == 1
    assert power_play.down(at(box=in_the_box(0, 0)), 0) == 2
    assert power_play.down(at(box=in_the_box(0, 0, 0)), 0) == 2


def test_power_play_side_is_the_side_with_fewer_men_in_the_box():
    """Power Play: the side with fewer men off is on the power play; 4-on-4 has none."""
    assert power_play.power_play(BASE) is False
    assert power_play.power_play(at(box=in_the_box(0))) is True
    assert power_play.pp_side(BASE) is None
    assert power_play.pp_side(at(box=in_the_box(0))) == 1
    assert power_play.pp_side(at(box=in_the_box(1))) == 0
    assert power_play.pp_side(at(box=in_the_box(0, 1))) is None
    assert power_play.pp_side(at(box=in_the_box(0, 0, 1))) == 1


def test_advantaged_by_a_man_in_the_other_box_or_the_extra_attacker():
    """Power Play: Advantages; Pull/Replace Goalie: Benefits."""
    assert power_play.advantaged(BASE, 0) is False
    assert power_play.advantaged(at(box=in_the_box(1)), 0) is True
    assert power_play.advantaged(at(box=in_the_box(1)), 1) is False
    assert power_play.advantaged(at(box=in_the_box(0, 1)), 1) is True            # 4-on-4 counts
    assert power_play.advantaged(at(goalie_pulled=(False, True)), 1) is True
    assert power_play.advantaged(at(goalie_pulled=(False, True)), 0) is False
    assert power_play.advantaged(at(calls=(Call(0, "Tripping"),)), 1) is True
    assert power_play.max_bonus(BASE, 0) == 3
    assert power_play.max_bonus(at(box=in_the_box(1)), 0) == 4


def test_short_counts_box_men_plus_one_for_the_other_sides_extra_attacker():
    """Penalty Kill (O30): one per man down, one more against an extra attacker, at most 3."""
    assert power_play.short(BASE, 0) == 0
    assert power_play.short(at(box=in_the_box(0)), 0) == 1
    assert power_play.short(at(box=in_the_box(0)), 1) == 0
    assert power_play.short(at(goalie_pulled=(False, True)), 0) == 1
    assert power_play.short(at(goalie_pulled=(True, False)), 0) == 0
    assert power_play.short(at(box=in_the_box(0, 0), goalie_pulled=(False, True)), 0) == 3
    assert power_play.short(at(box=in_the_box(0, 0, 0), calls=(Call(0, "Hooking"),)), 1) == 0


def test_bench_allowance_one_switch_per_man_down():
    """Penalty Kill: a bench switch is spent per man down before a face-off."""
    assert pen.bench_allowance(BASE) == (0, 0)
    assert pen.bench_allowance(at(box=in_the_box(1, 1))) == (0, 2)
    assert pen.bench_allowance(at(box=in_the_box(0))) == (1, 0)


def test_colors_add_the_suit_circle_color_only_on_the_advantage():
    """Power Play: Advantages: a card may use its Suit Circle's color too."""
    assert power_play.colors(T, BASE, SOG_HELMET, 0) == ("red",)
    assert power_play.colors(T, at(box=in_the_box(1)), SOG_HELMET, 0) == ("red", "blue")
    assert power_play.colors(T, at(box=in_the_box(0)), SOG_HELMET, 0) == ("red",)
    assert power_play.colors(T, at(goalie_pulled=(True, False)), SOG_HELMET, 0) == ("red", "blue")
    assert power_play.colors(T, at(goalie_pulled=(False, True)), SOG_HELMET, 0) == ("red",)
    assert power_play.colors(T, at(box=in_the_box(0)), PK_SKATE, 1) == ("black", "orange")
    assert power_play._card_extra.__wrapped__(T.card[PK_SKATE]) == ("orange", ("black",))
    assert power_play._card_extra.__wrapped__(T.card[card(0, "goal-helmet")]) == (None, ())


def test_strength_on_the_penalty_kill_takes_the_circle_and_a_challenge_minus_per_man():
    """Penalty Kill (O30): a numbered card adds its Suit Circle number; a challenge takes 1 off
    per man down; never below 0."""
    assert power_play.strength(T, BASE, SOG_HELMET, 0) == 4
    assert power_play.strength(T, at(box=in_the_box(1)), SOG_HELMET, 0) == 4        # not short
    one = at(box=in_the_box(0))
    assert power_play.strength(T, one, SOG_HELMET, 0) == 5
    assert power_play.strength(T, one, SOG_HELMET, 0, challenge=True) == 4
    two = at(box=in_the_box(0, 0))
    assert power_play.strength(T, two, SOG_HELMET, 0, True) == 3
    assert power_play.strength(T, two, SOG_GLOVE, 0, True) == 0
    assert power_play.strength(T, one, SOG_GLOVE, 0) == 2
    assert power_play.strength(T, one, ENF_GLOVE, 0) == 0                     # 1 - 2 -> 0
    assert power_play.strength(T, one, card(0, "goal-helmet"), 0) == -2       # unnumbered: unchanged
    assert power_play.strength(T, at(goalie_pulled=(False, True)), SOG_HELMET, 0) == 5


def test_number_shift_moves_strength_with_the_number():
    """Symbols: Colored # +/- (O116): the shift applies to numbered cards, floored at 0."""
    eff = (Effect("number-shift", 0, "stoppage", "2", card=SOG_HELMET),
           Effect("number-shift", 0, "stoppage", "-1", card=SOG_HELMET),
           Effect("number-shift", 0, "stoppage", "5", card=SOG_GLOVE))
    state = at(effects=eff)
    assert power_play.number_shift(state, SOG_HELMET) == 1
    assert power_play.strength(T, state, SOG_HELMET, 0) == 5
    assert power_play.strength(T, at(effects=(Effect("number-shift", 0, "stoppage", "-9", card=ENF_GLOVE),)),
                        ENF_GLOVE, 0) == 0


def test_the_cards_left_in_hand_count_for_both_sides_or_one():
    """Part 2, "Power Play & Penalty Kill": Multiple Penalties."""
    state = at(hands=hands_of(2, 3))
    assert pen.hand_cards(state) == 5
    assert pen.hand_cards(state, 0) == 2
    assert pen.hand_cards(state, 1) == 3


def test_a_first_penalty_starts_a_power_play_with_a_full_hand():
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
def test_a_penalty_by_the_power_play_side_compounds_by_the_cards_left(sizes, how, cap, hands, deal):
    """Power Play: Compounding Penalties (O27): by the cards left in both hands: more than 10,
    played with the hand; 5-10, this hand and one more drawn to five; fewer, a new hand."""
    events = []
    state = at(box=in_the_box(0), calls=(Call(1, "Hooking"),), hands=hands_of(*sizes))
    state, got = pen.assess(T, state, events)
    total = sum(sizes)
    assert got == deal
    assert events[-1].text == f"Penalty: Hooking, 2 minutes, on {N[1]}. With {total} cards in hand, {how}."
    new = [s for s in state.box if s.seat == 1]
    assert [(s.cap, s.hands) for s in new] == [(cap, hands)]
    if deal:
        assert [s.seat for s in state.box] == [1]           # the old minor's hand is over


def test_a_five_on_three_counts_the_short_sides_hand():
    """Compounding Penalties (O27): the side already short offends again: the power play's own
    hand decides."""
    events = []
    state = at(box=in_the_box(0), calls=(Call(0, "Hooking"),), hands=hands_of(9, 4))
    state, deal = pen.assess(T, state, events)
    assert deal == 8 and [s.seat for s in state.box] == [0, 0]
    assert events[-1].text.endswith("With 4 cards in hand, a new two-man power-play hand is dealt now.")
    state, deal = pen.assess(T, at(box=in_the_box(0), calls=(Call(0, "H"),), hands=hands_of(0, 5)), [])
    assert deal is None and state.box[-1].cap == 5
    state, deal = pen.assess(T, at(box=in_the_box(0, 1), calls=(Call(0, "H"),), hands=hands_of(2, 2)), [])
    assert deal == 8


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
    assert pen.after_goal(T, at(box=in_the_box(0)), 0, []).box == in_the_box(0)          # short-handed goal
    assert pen.after_goal(T, at(box=in_the_box(0, 1)), 1, []).box == in_the_box(0, 1)    # 4-on-4


def test_power_play_goal_in_a_double_minors_first_hand_redeals():
    """Power Play Duration (O32): the double minor's second hand is dealt with fresh hands."""
    events = []
    state = at(box=(Served(0, "High Sticking", 4, 2),), hands=hands_of(2, 3))
    out = pen.after_goal(T, state, 1, events)
    assert out.box == (Served(0, "High Sticking", 4, 1),)
    assert out.hands == ((), ()) and out.redeal is True
    assert len(out.discards[0]) == len(state.discards[0]) + 2
    assert events[0].kind == "pp-next-hand"


def test_deal_short_side_draws_as_many_and_four_on_four_both_to_cap():
    """Power Play: Card Draw (O27): the power play draws up to the cap, the penalty kill as many;
    at 4-on-4 both draw to the cap; a Served cap lowers it."""
    events = []
    out = pen.deal(T, at(box=in_the_box(0), hands=hands_of(2, 5)), 8, events)
    assert (len(out.hands[0]), len(out.hands[1])) == (5, 8)
    assert events[-1].text == f"Power-play hand: {N[1]} draws 3, {N[0]} draws as many."
    assert events[-1].data == {"side": 1, "drawn": 3}
    events = []
    out = pen.deal(T, at(box=in_the_box(0, 1, cap=5), hands=hands_of(1, 2)), 8, events)
    assert (len(out.hands[0]), len(out.hands[1])) == (5, 5)
    assert events[-1].text == "A 4-on-4 hand is dealt." and events[-1].data == {"cap": 5}
    out = pen.deal(T, at(box=in_the_box(0), hands=hands_of(2, 8)), 8, [])
    assert len(out.hands[0]) == 2


def test_the_power_plays_momentum_card_from_an_empty_pile_is_nothing():
    """Part 2, "Power Play & Penalty Kill": Advantages, the Momentum Card."""
    events = []
    state, _ = pen.assess(T, at(calls=(Call(0, "Hooking"),)), events)
    assert [e.kind for e in events] == ["penalty"] and state.hands == BASE.hands


def test_the_other_seat_takes_the_momentum_card_and_makes_a_five_on_three():
    """O27-O28 for the other seat: seat 0 goes on the power play and takes the Momentum Card; seat
    1 offending again while short counts seat 0's hand."""
    mom = BASE.decks[0][:1]
    state = at(momentum=mom, decks=(BASE.decks[0][1:], BASE.decks[1]), calls=(Call(1, "Trip"),))
    out, _ = pen.assess(T, state, [])
    assert out.hands[0][-1] == mom[0] and out.hands[1] == ()
    events = []
    out, deal = pen.assess(T, at(box=in_the_box(1), calls=(Call(1, "Trip"),), hands=hands_of(3, 9)), events)
    assert deal == 8 and "With 3 cards in hand" in events[0].text


def test_a_new_power_play_hand_takes_a_hand_off_the_penalties_already_served():
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


def test_a_zero_card_on_the_kill_takes_its_circle_number_and_an_extra_attacker_counts():
    """Penalty Kill (O30): a 0 card on the kill takes its circle number; the other side's pulled
    goalie counts for seat 1 too; a Colored # shift applies to a 0 card."""
    assert power_play.short(at(goalie_pulled=(True, False)), 1) == 1
    rookie = card(0, "rookie-0-helmet")                  # 0, circle +1
    assert power_play.strength(T, at(box=in_the_box(0)), rookie, 0) == 1
    shifted = at(effects=(Effect("number-shift", 0, "stoppage", "2", card=rookie),))
    assert power_play.strength(T, shifted, rookie, 0) == 2


def test_the_momentum_draw_the_deals_and_a_carried_penalty_are_logged():
    """The log of the Momentum draw, deals, hands played out, a carried penalty and a penalty shot."""
    mom = BASE.decks[1][:1]
    events = []
    pen.assess(T, at(momentum=mom, decks=(BASE.decks[0], BASE.decks[1][1:]), calls=(Call(0, "Trip"),)), events)
    assert summary(events)[1:] == [("pp-momentum", {"seat": 1}), ("momentum-own", {"seat": 1, "card": mom[0]})]
    assert events[2].irreversible and events[2].text == f"You take {T.label[mom[0]]} from the Momentum pile."
    events = []
    pen.deal(T, at(box=in_the_box(0, 1), hands=hands_of(1, 2)), 8, events)
    assert summary(events)[-1] == ("pp-hand", {"cap": 8})
    events = []
    pen.deal(T, at(box=in_the_box(0), hands=hands_of(2, 5)), 8, events)
    assert events[-1].kind == "pp-hand"
    events = []
    pen.hand_over(T, at(box=(Served(1, "Trip", 2, 1), Served(0, "Two", 4, 2)), hands=((), ())), events)
    assert summary(events)[0] == ("penalty-over", {"seat": 1, "name": "Trip"})
    events = []
    pen.hand_over(T, at(box=in_the_box(1), hands=((), ())), events)
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


def test_a_foul_is_judged_by_the_colors_of_the_side_that_would_lay_the_card_on_a_power_play():
    """Power Play: Advantages: on a power play the colors a card may use depend on its side; a
    brown card on a brown O is still a foul, a card without brown still is not."""
    pf = card(1, "power-forward-6-glove")                      # brown O
    pp = at(play=(pf,), box=in_the_box(1))
    assert pen.fouls(T, pp, 0, card(0, "enforcer-1-helmet")) is True
    assert pen.fouls(T, pp, 0, card(0, "rookie-0-helmet")) is False


def test_a_redeal_after_a_power_play_goal_forgets_the_momentum_cards_in_hand():
    """Power Play Duration (O32): both hands are discarded for the double minor's second hand, the
    Momentum Cards in them too, so none is still counted as an extra in the new hand."""
    hands = hands_of(2, 3)
    state = at(box=(Served(0, "High Sticking", 4, 2),), hands=hands, extras=((), hands[1][:1]))
    out = pen.after_goal(T, state, 1, [])
    assert out.hands == ((), ()) and out.extras == ((), ())


def test_deal_the_short_side_draws_as_many_only_up_to_its_own_hand_size():
    """Power Play: Card Draw (O27): the penalty-killing side draws as many as the power play drew,
    but never past its own hand size: with room for one it draws one, with none it draws none;
    when the power play draws nothing, neither does the short side."""
    events = []
    out = pen.deal(T, at(box=in_the_box(0), hands=hands_of(7, 5)), 8, events)
    assert (len(out.hands[0]), len(out.hands[1])) == (8, 8)
    assert events[-1].text == f"Power-play hand: {N[1]} draws 3, {N[0]} draws 1 (its hand is then full)."
    events = []
    out = pen.deal(T, at(box=in_the_box(0), hands=hands_of(8, 5)), 8, events)
    assert (len(out.hands[0]), len(out.hands[1])) == (8, 8)
    assert [e.data["seat"] for e in events if e.kind == "draw"] == [1]
    assert events[-1].text == f"Power-play hand: {N[1]} draws 3, {N[0]} draws none (its hand is full)."
    events = []
    out = pen.deal(T, at(box=in_the_box(0), hands=hands_of(2, 8)), 8, events)
    assert out.hands == hands_of(2, 8) and [e.kind for e in events] == ["pp-hand"]


def test_the_end_of_a_power_play_is_logged_without_a_seat():
    """Power Play Duration (O29): the power play's end concerns both sides: its event names no seat."""
    events = []
    pen.hand_over(T, at(box=in_the_box(0), hands=((), ())), events)
    assert [(e.kind, e.data) for e in events if e.kind == "pp-over"] == [("pp-over", {})]


def test_a_compounding_penalty_served_over_two_hands_keeps_its_name_and_length():
    """Compounding Penalties (O27): with 5-10 cards left the new penalty is served for this hand and
    one more, drawn to five; it is still the same penalty (its name and minutes) in the box."""
    state, _deal = pen.assess(T, at(box=in_the_box(0), calls=(Call(1, "Slashing", 4),), hands=hands_of(3, 3)), [])
    assert state.box[-1] == Served(1, "Slashing", 4, 3, 5)


def test_strength_leaves_an_unnumbered_card_alone_whatever_effects_are_on():
    """Symbols: Colored # +/- (O116) moves only a numbered card; a Goal card (no number) keeps its
    strength while other lasting effects are in play."""
    goal = card(0, "goal-helmet")
    busy = at(effects=(Effect("black-p", 1, "stoppage", card=PF),))
    assert power_play.strength(T, busy, goal, 0) == power_play.strength(T, BASE, goal, 0) == T.strength[goal] < 0


def test_on_the_penalty_kill_a_card_without_a_suit_circle_keeps_its_number():
    """Penalty Kill (O30): the Suit Circle number is added only where there is a Suit Circle."""
    stall = "s1:stall-2-glove"                                # numbered 2, no Suit Circle
    assert not T.card[stall].suit_circle
    assert power_play.strength(T, at(box=in_the_box(0)), stall, 0) == T.strength[stall] == 2


def test_colors_a_k_symbol_gives_its_color_only_to_the_short_side_once():
    """Symbols: Colored K: its color is usable on a penalty kill (O28). Penalty Kill 2 is black with
    a black K: short-handed it uses black once; with black lost in a fight (Fights: lose colors)
    the K gives it back only while short, and the advantaged side gets the Suit Circle instead."""
    assert power_play.colors(T, at(box=in_the_box(1)), PK_SKATE, 1) == ("black",)
    lost = (Effect("lose-colors", 1, "period", "black"),)
    assert power_play.colors(T, at(box=in_the_box(1), effects=lost), PK_SKATE, 1) == ("black",)
    assert power_play.colors(T, at(box=in_the_box(0), effects=lost), PK_SKATE, 1) == ("orange",)


def test_a_new_power_play_deals_hands_and_a_momentum_card():
    """Power Play: at its start the side on the power play draws up to its hand size, the penalty
    kill as many cards as it drew; the power play draws a Momentum Card (ruling O28)."""
    state = official_with_discards(hands=((r(0, "rookie-0-helmet"), r(0, "body-check-3-helmet")), (r(1, "goal-skate"),)),
                     play=(r(1, "power-forward-6-glove"),), puck="c9", control=1, turn=0)
    pile_card = state.decks[1][-1]
    state = evolve(state, momentum=(pile_card,), decks=(state.decks[0], state.decks[1][:-1]))
    state = act(state, 0, "play", r(0, "body-check-3-helmet"))        # brown on brown O
    state = act(state, 0, "body-check")
    assert state.phase == STOPPAGE
    # Seat 1 had one card: it draws seven (to eight) and takes the Momentum Card; seat 0 draws seven.
    assert basics.held(state, 1) == 8 and pile_card in state.extras[1]
    assert len(state.hands[0]) == 1 + 7


def test_power_play_forbids_phase_four_draws_and_line_changes():
    """Power Play Duration & Rules: no Phase 4 draws and no line changes during a power play or
    4-on-4."""
    base = {"hands": ((r(0, "rookie-0-helmet"), r(0, "rookie-0-stick")), (r(1, "goal-skate"),)), "puck": "c9",
                "control": 0, "turn": 0}
    for box in ((minor(1),), (minor(0),), (minor(0), minor(1))):
        state = official_with_discards(**base, box=box)
        state = act(act(state, 0, "play", r(0, "rookie-0-helmet")), 0, "move", "nw9")
        state = act(state, 0, "end") if state.phase == USE else state
        assert len(state.hands[0]) == 1
        start = evolve(official_with_discards(**base, box=box), phase=START)
        refused = verdict(start, 0, "line-change")
        assert not refused and refused.code == "no-line-change-pp"
    plain = official_with_discards(**base)
    plain = act(act(plain, 0, "play", r(0, "rookie-0-helmet")), 0, "move", "nw9")
    plain = act(plain, 0, "end") if plain.phase == USE else plain
    assert len(plain.hands[0]) == 2


def test_the_penalty_kill_loses_a_bench_switch_per_man_down():
    """Penalty Kill: bench switches before face-offs are reduced by one card per man down."""
    for box, spent in (((minor(0),), (1, 0)), ((minor(0), minor(0)), (2, 0))):
        state = official_with_discards(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), box=box)
        events: list[Event] = []
        state = fl.stop_play(T, state, events, "save", "center", chooser=1)
        assert state.swaps == spent and state.ready[0] == (spent[0] >= 2)


def test_penalty_kill_challenge_cards_lose_one_per_man_down_and_take_the_suit_circle_number():
    """Penalty Kill: challenge numbers -1 per man down (max -3); Suit Circle numbers apply against
    the penalty kill (ruling O30)."""
    state = official_with_discards(box=(minor(1),))
    # Rookie 0 Helmet's circle +1 -1 man down: 0; Sniper 7 Glove's circle -2, -1 man down: 4.
    assert power_play.strength(T, state, r(1, "rookie-0-glove"), 1, challenge=True) == 0
    assert power_play.strength(T, state, r(1, "sniper-7-glove"), 1, challenge=True) == 4
    assert power_play.strength(T, state, r(1, "sniper-7-glove"), 1) == 5
    assert power_play.strength(T, state, r(0, "sniper-7-stick"), 0, challenge=True) == 7
    assert power_play.strength(T, state, r(1, "goal-skate"), 1, challenge=True) == T.strength[r(1, "goal-skate")]
    # A face-off the penalty kill would win 6-5 goes to the power play.
    faceoff = official_with_discards(hands=((r(0, "playmaker-5-helmet"),), (r(1, "power-forward-6-glove"),)),
                       phase=CHALLENGE, challenge=ch.Challenge(ch.FACEOFF, 1, "c9"), home=1, control=None,
                       box=(minor(1),))
    faceoff = act(faceoff, 1, "challenge", r(1, "power-forward-6-glove"))
    faceoff = act(faceoff, 0, "challenge", r(0, "playmaker-5-helmet"))
    assert faceoff.challenge is None or faceoff.challenge.winner == 0
    assert faceoff.control == 0


def test_the_power_play_gains_a_fourth_passing_bonus_level_and_plus_or_minus_two():
    """Power Play: Advantages: a +4 passing bonus, with +2/-2 on the scoring area number."""
    state = official_with_discards(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), puck="e3", control=0,
                     bonus=(3, 0), box=(minor(1),))
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    state = act(state, 0, "move", T.arrows["e3"][0])
    assert state.bonus[0] == 4
    even = official_with_discards(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), puck="e3", control=0, bonus=(3, 0))
    even = act(even, 0, "play", r(0, "rookie-0-helmet"))
    assert act(even, 0, "move", T.arrows["e3"][0]).bonus[0] == 3
    # The no-goal area moves by up to two with +4.
    for box, bonus, reach in (((minor(1),), 4, 3), ((), 3, 2)):
        shot = official_with_discards(hands=((r(0, "breakout-pass-2-helmet"), r(0, "goal-helmet")), (r(1, "goal-skate"),)),
                        play=(r(0, "sniper-7-stick"), r(1, "rookie-0-skate")), puck="e3", control=0, turn=0,
                        shot=0, stage="score", bonus=(bonus, 0), box=box)
        shot = act(shot, 0, "play", r(0, "breakout-pass-2-helmet"))       # no Score: no goal
        if shot.phase == USE:     # on the power play its blue Suit Circle could still gain a Score
            shot = act(shot, 0, "end")
        assert len(shot.placing[2]) == reach           # area 0 (Rookie 0): 0-2 with +4, else 0-1


@pytest.mark.parametrize("minutes, hands", [(2, 1), (4, 2), (5, 3)])
def test_penalty_lengths_are_counted_in_power_play_hands(minutes, hands):
    """Multiple Penalties: 2 minutes is one power-play hand, a double minor two, a major three."""
    state = official_with_discards(hands=((r(0, "rookie-0-helmet"),), ()), puck="c9", control=0, turn=0,
                     calls=(Call(1, "Slashing", minutes),))
    events: list[Event] = []
    state = fl.stop_play(T, state, events, "penalty", "east-end", chooser=0)
    assert [s.hands for s in state.box] == [hands]
    dealt = 0
    while state.box:
        state = evolve(state, hands=((), ()), extras=((), ()), phase=PLAY, stoppage=None)
        state, over = pen.hand_over(T, state, events)
        dealt += 1
        assert over == (not state.box)
    assert dealt == hands


def test_a_goal_in_a_double_minors_first_hand_deals_the_second_at_once():
    """Multiple Penalties, 4-Minute PP: a goal during the first hand discards the hands and deals
    the second at once; a goal in a major changes nothing; a goal ends a minor."""
    shot = {"hands": ((r(0, "rookie-0-helmet"),), (r(1, "rookie-0-glove"), r(1, "grinder-3-glove"))),
                "play": (r(0, "sniper-7-stick"), r(1, "rookie-0-skate"), r(0, "goal-stick")), "puck": "e3", "control": 0,
                "turn": 1, "shot": 0, "stage": SAVE}
    double = act(official_with_discards(**shot, box=(minor(1, 2, 4),)), 1, "concede")
    assert [s.hands for s in double.box] == [1]
    assert r(1, "grinder-3-glove") in double.discards[1]
    assert basics.held(double, 0) == 8 and basics.held(double, 1) == 8
    major = act(official_with_discards(**shot, box=(minor(1, 3, 5),)), 1, "concede")
    assert [s.hands for s in major.box] == [3]
    two = act(official_with_discards(**shot, box=(minor(1),)), 1, "concede")
    assert not two.box
    short_handed = act(official_with_discards(**shot, box=(minor(0),)), 1, "concede")      # a goal by the penalty kill
    assert [s.seat for s in short_handed.box] == [0]


@pytest.mark.parametrize("total, expected_hands, deal", [(12, 1, False), (11, 1, False), (10, 2, False), (8, 2, False),
                                                         (5, 2, False), (4, 1, True), (3, 1, True)])
def test_a_penalty_by_the_side_on_the_power_play_by_cards_in_hand(total, expected_hands, deal):
    """Penalty while on PP: 5-10 cards between both hands: 4-on-4, then the opponent's power play
    drawn to five; fewer than 5: a power play for the opponent at once; more than 10: 4-on-4."""
    state = official_with_discards(box=(minor(1),), calls=(Call(0, "Tripping"),))
    state = with_hands(state, (total - total // 2, total // 2))
    events: list[Event] = []
    new, cap = pen.assess(T, state, events)
    assert cap == (8 if deal else None)
    mine = [s for s in new.box if s.seat == 0]
    assert [s.hands for s in mine] == [expected_hands]
    if 5 <= total <= 10:
        assert mine[0].cap == 5 and power_play.pp_side(new) is None          # 4-on-4 for now
    if total < 5:
        assert [s.seat for s in new.box] == [0] and power_play.pp_side(new) == 1


@pytest.mark.parametrize("in_hand, expected, deal", [(12, (1, 1), False), (11, (1, 1), False), (10, (1, 2), False),
                                                     (7, (1, 2), False), (5, (1, 2), False), (4, (1, 1), True),
                                                     (3, (1, 1), True)])
def test_a_second_penalty_on_the_penalty_kill_makes_a_five_on_three(in_hand, expected, deal):
    """Opponent Penalty while you are on PP: counted in the power play's hand: 5-10, a two-man
    power play, then a standard one drawn to five; fewer than 5, a two-man power play at once;
    more than 10, a two-man power play."""
    state = official_with_discards(box=(minor(1),), calls=(Call(1, "Tripping"),))
    state = with_hands(state, (in_hand, 2))
    events: list[Event] = []
    new, cap = pen.assess(T, state, events)
    assert power_play.down(new, 1) == 2 and power_play.pp_side(new) == 0
    assert tuple(s.hands for s in new.box) == expected
    assert (cap is not None) == deal


