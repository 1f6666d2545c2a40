"""Hockey Card Game: the table options (rule 3's must-match, ruling R2; rule 6's third match,
ruling R5). The defaults are the book's, unknown or ill-typed options are refused, and a position
reports each option it was set up with by name.
"""

from __future__ import annotations

import pytest

from tabletop.games.hockey_card_game.rules import HockeyCardGame
from tests.games.hockey_card_game.support import (
    GAME,
)


def test_options_defaults_are_the_book():
    state = GAME.new_game(0)
    assert GAME.options_of(state) == {"third_match": "steal", "must_match": True}


@pytest.mark.parametrize("options", [
    {"overtime": True},
    {"third_match": "cancel"},
    {"third_match": None},
    {"must_match": "yes"},
    {"must_match": None},
])
def test_options_refused(options):
    with pytest.raises(ValueError):
        GAME.new_game(0, options)


def test_options_accepted():
    state = GAME.new_game(0, {"third_match": "block", "must_match": False})
    assert GAME.options_of(state) == {"third_match": "block", "must_match": False}


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
