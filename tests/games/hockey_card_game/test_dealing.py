"""Hockey Card Game, rules 2 and 7 and ruling R6: dealing the hands.

The dealer deals one card at a time starting with Player One, each player sees only their own
hand, a period is dealt five, five, five, five and six cards, Player One leads every deal, and
the pile and any breakaway carry from one deal to the next within a period.
"""

from __future__ import annotations

import pytest

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tests.games.hockey_card_game.support import (
    ALL_CARDS,
    GAME,
    after_cut,
    play,
    plays,
    position,
    started,
)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_rule2_deal_one_at_a_time_starting_with_player_one(seed):
    before, state = started(seed=seed, choice="deal")
    one = state.player_one
    deck = chance.shuffled(seed, before.chance, GAME.card_ids)   # the period's shuffle
    assert set(deck) == set(ALL_CARDS)
    expected_one, expected_dealer = deck[0:10:2], deck[1:10:2]
    assert set(state.hands[one]) == set(expected_one)
    assert set(state.hands[1 - one]) == set(expected_dealer)
    assert state.deck == deck[10:]
    for hand in state.hands:                                   # hands are kept sorted
        assert list(hand) == sorted(hand, key=GAME.card_ids.index)
        assert len(hand) == 5


def test_deal_events_show_each_hand_only_to_its_owner():
    """Rule 2: each player looks at their own cards only; no public event names a dealt card."""
    before, _ = started(seed=4)
    state, events = GAME.apply(before, Action(before.chooser, "choose", ("lead",)))
    hands = [e for e in events if e.kind == "hand"]
    assert len(hands) == 2
    for e in hands:
        seat = e.data["seat"]
        assert e.audience == frozenset({seat})
        assert e.visible_to(seat) and not e.visible_to(1 - seat) and not e.visible_to(None)
        assert tuple(e.data["cards"]) == state.hands[seat]
    public = [e for e in events if e.audience is None]
    for e in public:
        for seat in (0, 1):
            for card in state.hands[seat]:
                assert card not in e.data.get("cards", ())


def test_each_player_is_shown_only_their_own_new_hand():
    """Rule 2: each player looks at their cards without letting the other see them."""
    state = after_cut(1)
    state, events = GAME.apply(state, Action(state.chooser, "choose", ("deal",)))
    hands = [e for e in events if e.kind == "hand"]
    assert [e.audience for e in hands] == [frozenset({0}), frozenset({1})]
    for seat, e in enumerate(hands):
        assert e.data["seat"] == seat and tuple(e.data["cards"]) == state.hands[seat]
    deal = next(e for e in events if e.kind == "deal")
    assert deal.data == {"deal": 1, "size": 5} and deal.irreversible
    shuffle = next(e for e in events if e.kind == "shuffle")
    assert shuffle.chance and shuffle.irreversible and shuffle.data == {"seat": state.dealer}


def test_rule7_breakaway_carries_across_deals():
    # Deal 1 ends with seat 1's match: seat 1 is on a breakaway when deal 2 comes.
    last_cards = [("9C",), ("9D",)]
    deal2 = [("4C", "2H", "5H", "6H", "7H"), ("4D", "2C", "5C", "6C", "7C")]
    deck = [c for pair in zip(*deal2) for c in pair]
    used = set(deck) | {"9C", "9D"}
    deck += [c for c in ALL_CARDS if c not in used]
    state = position(last_cards, turn=0, deck=deck)
    state, events = play(state, 0, "9C")
    state, events = play(state, 1, "9D")
    kinds = [e.kind for e in events]
    assert kinds[0] == "breakaway" and "deal" in kinds
    assert state.deal == 2 and state.breakaway == 1
    assert state.pile == ("9C", "9D")                   # the pile carries over
    assert state.turn == state.player_one == 0           # Player One leads the new deal
    assert [set(h) for h in state.hands] == [set(deal2[0]), set(deal2[1])]
    # Player One's first card of the new deal; Player Two's first card scores from the breakaway.
    state, events = plays(state, (0, "4C"), (1, "4D"))
    assert events[-1].kind == "goal" and state.goals == ((0, 1),)


def test_rule7_first_card_of_a_deal_matches_the_last_card_of_the_previous():
    state = position([("9C",), ("5D",)], turn=0,
                     deck=["5H", "2C"] + [c for c in ALL_CARDS if c not in {"9C", "5D", "5H", "2C"}])
    state, _ = plays(state, (0, "9C"), (1, "5D"))
    assert "5H" in state.hands[0]
    state, (e,) = plays(state, (0, "5H"))
    assert e.kind == "breakaway" and state.breakaway == 0


def test_rule7_deal_sizes_five_five_five_five_six():
    _, state = started(seed=11)
    sizes = [(len(state.hands[0]), len(state.hands[1]))]
    turns = [state.turn == state.player_one]
    while state.period == 1:
        deal = state.deal
        seat = GAME.pending(state)[0].seat
        state, _ = GAME.apply(state, GAME.legal_actions(state, seat)[0])
        if state.period == 1 and state.deal != deal:
            sizes.append((len(state.hands[0]), len(state.hands[1])))
            turns.append(state.turn == state.player_one)
    assert sizes == [(5, 5), (5, 5), (5, 5), (5, 5), (6, 6)]
    assert all(turns)                                  # Player One leads every deal
