"""Set-up options as a position reports them: the book gives Intergalactic Hockey Showdown no
options, so a position knows none and an unknown key is a KeyError that names it."""

from __future__ import annotations

import pytest

from tabletop.games.intergalactic_hockey.rules import IntergalacticHockey
from tabletop.games.intergalactic_hockey.state import ShowdownState


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
