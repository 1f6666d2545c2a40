"""Hockey Card Game: setting up a new game: two players, one standard deck (rule 2), a
whole-number seed and the players' names.
"""

from __future__ import annotations

import pytest

from tests.games.hockey_card_game.support import (
    GAME,
)


@pytest.mark.parametrize("seed", [True, "7", 1.5])
def test_the_seed_must_be_a_whole_number(seed):
    with pytest.raises(TypeError, match="^the seed must be a whole number$"):
        GAME.new_game(seed)


def test_the_game_is_dealt_from_the_standard_deck_not_players_decks():
    """Rule 2 deals from one standard deck: there are no decks of one's own to bring."""
    from tabletop.engine.errors import IllegalDeckError

    with pytest.raises(IllegalDeckError, match="^Hockey Card Game is not played with decks of your own$"):
        GAME.new_game(0, decks=())


def test_players_names_are_kept():
    state = GAME.new_game(0, names=("Ana", "Ben"))
    assert state.names == ("Ana", "Ben")
    assert GAME.new_game(0).names == ("Player 1", "Player 2")


def test_the_game_is_for_exactly_two_players():
    with pytest.raises(ValueError, match="^Hockey Card Game is for exactly two players$"):
        GAME.new_game(0, names=("Ana", "Ben", "Cy"))
