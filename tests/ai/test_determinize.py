"""``Game.determinize``: a full state built from one seat's view that the seat cannot tell from
the real one, with nothing taken from the real hidden cards."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.game import Game
from tabletop.games import registry

GAMES = [g.id for g in registry()]


def positions(game, games: int, every: int = 3, seed: int = 0):
    """States from random games (every ``every``-th position), with the seats to look from."""
    rng = random.Random(seed)
    for game_seed in range(games):
        state = game.new_game(game_seed)
        index = 0
        while True:
            decisions = game.pending(state)
            if not decisions:
                yield state
                break
            if index % every == 0:
                yield state
            index += 1
            legal = game.legal_actions(state, decisions[0].seat)
            state, _ = game.apply(state, legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("game_id", GAMES)
def test_a_determinization_shows_the_same_view_and_holds_the_same_cards(game_id):
    game = registry().get(game_id)
    rng = random.Random(7)
    checked = 0
    for state in positions(game, games=12):
        for seat in (0, 1, None):
            view = game.view(state, seat)
            sample = game.determinize(view, rng)
            assert game.view(sample, seat) == view
            assert game.inventory(sample) == game.inventory(state)
            assert game.pending(sample) == game.pending(state)
            if seat is not None:
                assert game.legal_actions(sample, seat) == game.legal_actions(state, seat)
            checked += 1
    assert checked > 300


@pytest.mark.parametrize("game_id", GAMES)
def test_a_determinization_depends_on_the_view_only(game_id):
    """Two different full states with the same view give the same sample for the same seed,
    and the samples vary with the seed: the real hidden cards are never read."""
    game = registry().get(game_id)
    varied = 0
    for n, state in enumerate(positions(game, games=4, every=11)):
        seat = n % 2
        view = game.view(state, seat)
        other = game.determinize(view, random.Random(n))          # another state, same view
        assert game.view(other, seat) == view
        first = game.determinize(view, random.Random(1000 + n))
        assert game.determinize(game.view(other, seat), random.Random(1000 + n)) == first
        samples = {game.determinize(view, random.Random(s)) for s in range(4)}
        if len(samples) > 1:
            varied += 1
    assert varied > 0


def test_the_other_seats_face_down_card_is_sampled_not_read():
    game = registry().get("intergalactic-hockey")
    state = game.new_game(3)
    real = state.hands[0][0]
    state, _ = game.apply(state, game.legal_actions(state, 0)[0])
    assert state.plays[0] == real
    view = game.view(state, 1)
    assert view.chosen == (True, False) and view.played == (None, None)
    sampled = {game.determinize(view, random.Random(s)).plays[0] for s in range(40)}
    assert len(sampled) > 3          # any card seat 1 has not seen, not the real one


def test_a_game_without_determinize_says_so():
    game = registry().get("hockey-card-game")
    state = game.new_game(1)
    with pytest.raises(TypeError, match="determinize"):
        Game.determinize(game, game.view(state, 0), random.Random(1))
