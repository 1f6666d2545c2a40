"""``option(key)`` on the hockey games' states: the value of the named option, and a KeyError
naming the key for an option the position does not have.

Written against the mutants a mutation run left alive in ``intergalactic_hockey/state.py`` and
``hockey_card_game/state.py`` (see ``docs/testing.md``).
"""

from __future__ import annotations

import pytest

from tabletop.games.hockey_card_game.rules import HockeyCardGame
from tabletop.games.intergalactic_hockey.rules import IntergalacticHockey
from tabletop.games.intergalactic_hockey.state import ShowdownState


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


def test_showdown_options_are_read_by_name():
    """Intergalactic Hockey has no options, so its positions know none and say which was asked
    for; a position carrying options finds each by its own name, not the first listed."""
    state = IntergalacticHockey().new_game(1)
    assert state.options == ()
    with pytest.raises(KeyError) as caught:
        state.option("periods")
    assert caught.value.args == ("periods",)
    carrying = ShowdownState(names=("A", "B"), seed=1, options=(("alpha", 1), ("beta", 2)))
    assert (carrying.option("alpha"), carrying.option("beta")) == (1, 2)
    with pytest.raises(KeyError) as caught:
        carrying.option("gamma")
    assert caught.value.args == ("gamma",)
