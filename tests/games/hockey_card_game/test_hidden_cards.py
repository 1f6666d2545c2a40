"""Hockey Card Game, rules 1 and 2: what each player may see.

Both cut cards are public (rule 1); each player sees their own hand and not the other's or the
deck (rule 2). A seat's view carries every public field and no hidden card, and the computer
player's guess at the hidden cards looks the same to the seat that guessed, keeps the period's
roles (rule 8) and can be played on to the end.
"""

from __future__ import annotations

import random
from dataclasses import fields, replace

import pytest

from tests.games.hockey_card_game.support import (
    GAME,
    dealt,
    position,
    sampled_positions,
    started,
    strings_in,
)


def test_rule1_cut_cards_are_seen_by_both_players():
    """Rule 1: both players cut the deck and compare: each cut card is shown to both (R1)."""
    for seed in range(20):                                # the first seed whose cut is not a tie
        state = GAME.new_game(seed)
        for seat in (0, 1):
            state, _ = GAME.apply(state, GAME.legal_actions(state, seat)[0])
        cut = {c for c in state.cut_cards if c}
        if cut:
            break
    assert state.phase == "choose"
    assert len(cut) == 2
    for seat in (0, 1, None):
        hidden = GAME.hidden_from(state, seat)
        assert not hidden & cut
        assert hidden == set(state.deck) - cut


def test_rule2_each_player_sees_their_own_hand_and_nothing_else_hidden():
    """Rule 2: "Each player looks at their cards, without letting the other player see them"."""
    state = position([("4S", "KD", "9C"), ("4H", "KS", "2C")], pile=("7D",), turn=0)
    for seat in (0, 1):
        hidden = GAME.hidden_from(state, seat)
        assert hidden == set(state.deck) | set(state.hands[1 - seat])
        assert not hidden & set(state.hands[seat])
        assert "7D" not in hidden
    assert GAME.hidden_from(state, None) == set(state.deck) | set(state.hands[0]) | set(state.hands[1])


@pytest.mark.parametrize("seed", [0, 7, 21])
def test_view_hides_opponent_hand_and_deck(seed):
    """Rule 2: a seat's view holds its own hand, the pile and the sizes, and no card of the other hand or the
    deck."""
    _, state = started(seed=seed)
    state, _ = GAME.apply(state, GAME.legal_actions(state, state.turn)[0])
    public = set(state.pile) | {c for c in state.cut_cards if c}
    for seat in (0, 1, None):
        view = GAME.view(state, seat)
        values = {f.name: getattr(view, f.name) for f in fields(view)}
        strings = set(strings_in(list(values.values())))
        own = set(state.hands[seat]) if seat is not None else set()
        secret = (set(state.deck) | set(state.hands[0]) | set(state.hands[1])) - own - public
        assert not strings & secret, f"seat {seat} sees {strings & secret}"
        text = repr(view)
        for card in secret:
            assert f"'{card}'" not in text
        if seat is not None:
            assert view.hand == state.hands[seat]
        else:
            assert view.hand == ()
        assert view.hand_sizes == (len(state.hands[0]), len(state.hands[1]))
        assert view.deck_size == len(state.deck)
        assert view.pile == state.pile
        assert "deck" not in values and "hands" not in values


def test_a_seats_view_reports_the_public_position():
    """Every public field of the position (breakaway holder, score, dealer, deals...) reaches the view."""
    state = dealt(0)
    state = replace(state, breakaway=1, goals=((2, 1), (0, 3)), deal=3)
    for finished in (state, replace(state, phase="over", winners=(1,))):
        for seat in (0, 1, None):
            view = GAME.view(finished, seat)
            for f in fields(view):
                if hasattr(finished, f.name) and f.name != "seat":
                    assert getattr(view, f.name) == getattr(finished, f.name), f.name
            assert view.totals == (2, 4)


def test_a_guessed_position_looks_the_same_to_the_seat_that_guessed():
    """The computer player plays from a position it cannot tell from the real one (rule 2: the
    other hand and the deck are hidden): the guess shows the seat exactly its own view, holds the
    52 cards once each, and offers the same moves."""
    import random as _random

    rng = _random.Random(5)
    seen = set()
    for state in sampled_positions(11, 400) + sampled_positions(12, 400):
        for seat in (0, 1):
            view = GAME.view(state, seat)
            guess = GAME.determinize(view, rng)
            assert GAME.view(guess, seat) == view
            assert sorted(GAME.inventory(guess)) == sorted(GAME.card_ids)
            assert GAME.legal_actions(guess, seat) == GAME.legal_actions(state, seat)
            assert GAME.pending(guess) == GAME.pending(state)
            assert not set(guess.hands[1 - seat]) & (set(view.hand) | set(view.pile))
            seen.add(state.period)
    assert {0, 1, 2} <= seen


def test_a_guessed_position_can_be_played_on_to_the_end():
    """The computer plays its guesses out to the end of the game (later periods shuffle and deal
    from the guess's own chance), so a guess must be a whole game, not only a look-alike."""
    import random as _random

    rng = _random.Random(9)
    for state in sampled_positions(13, 60)[::3]:
        for seat in (0, 1):
            guess = GAME.determinize(GAME.view(state, seat), rng)
            steps = 0
            while not GAME.is_over(guess):
                mover = GAME.pending(guess)[0].seat
                guess, _ = GAME.apply(guess, rng.choice(GAME.legal_actions(guess, mover)))
                steps += 1
            assert steps > 0 and GAME.outcome(guess) is not None


def test_a_guess_from_a_view_that_does_not_add_up_is_refused():
    """A view whose card counts do not make a 52-card deck cannot be turned into a guessed position."""
    import random as _random

    state = dealt(0)
    view = replace(GAME.view(state, 0), deck_size=GAME.view(state, 0).deck_size + 1)
    with pytest.raises(ValueError, match="does not add up"):
        GAME.determinize(view, _random.Random(0))


@pytest.mark.parametrize("period", [1, 2, 3, 4])
@pytest.mark.parametrize("leader", [0, 1])
def test_rule8_a_determinized_position_keeps_the_periods_player_one_and_dealer(period, leader):
    goals = ((1, 1),) * (period - 1) + ((0, 0),)
    one = leader if period in (1, 3) else 1 - leader
    hands = [("4S", "KD", "9C"), ("4H", "KS", "2C")]
    state = position(hands, pile=("7D", "8D"), turn=one, period=period, goals=goals, leader=leader)
    assert state.player_one == one
    for seat in (0, 1):
        view = GAME.view(state, seat)
        guess = GAME.determinize(view, random.Random(period * 10 + leader))
        assert (guess.player_one, guess.dealer) == (state.player_one, state.dealer)
        assert GAME.view(guess, seat) == view
        assert GAME.legal_actions(guess, seat) == GAME.legal_actions(state, seat)
