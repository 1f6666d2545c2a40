"""The game's options (set-up choices) as a position reports them: ``option(key)`` gives the value
the game was set up with, and an unknown key is a KeyError that names it."""

from __future__ import annotations

import pytest

from tabletop.games.hockey_card_game.rules import HockeyCardGame


def test_hockey_card_game_options_are_read_by_name():
    """Each option the game was set up with is found by its own name; an unknown name is a
    KeyError that names it."""
    state = HockeyCardGame().new_game(1, {"must_match": False, "third_match": "block"})
    assert dict(state.options) == {"must_match": False, "third_match": "block"}
    assert state.option("must_match") is False
    assert state.option("third_match") == "block"
    with pytest.raises(KeyError) as caught:
        state.option("overtime")
    assert caught.value.args == ("overtime",)
