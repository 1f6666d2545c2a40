"""Breakaway: CCG positions (``state.py``): the two helpers every rules module leans on, checked
where the mutation run found them unchecked (issue 20, docs/testing.md).

``CcgState.option`` reads a game option (the number of periods, the overtime rule, the mode) and
``pair`` replaces one seat's entry of a two-seat value. Book: Part 1, Winning (play a set number
of periods; the option ``periods``, rulings B15 and O13), Part 2, Overtime (regular season or playoff: the option
``overtime``); both seats' values (hands, scores) are kept per seat throughout.
"""

from __future__ import annotations

import pytest

from tabletop.games.breakaway_ccg.state import CcgState, pair
from tests.games.breakaway_ccg.support import GAME


def test_pair_replaces_only_the_given_seats_entry():
    assert pair(("a", "b"), 0, "x") == ("x", "b")
    assert pair(("a", "b"), 1, "x") == ("a", "x")
    assert pair((0, 0), 1, 3) == (0, 3) and pair((0, 0), 0, 3) == (3, 0)


def test_option_reads_each_option_by_its_key():
    """The options a new game was set up with (Part 1, Winning: a set number of periods, rulings
    B15 and O13; Part 2, Overtime: the official mode's overtime rule)."""
    state = GAME.new_game(1, {"mode": "official", "overtime": "playoff", "periods": 3})
    assert state.option("mode") == "official" and state.option("overtime") == "playoff"
    assert state.option("periods") == 3
    for key, value in state.options:
        assert state.option(key) == value


def test_an_unknown_option_is_a_key_error_naming_it():
    state = CcgState(names=("A", "B"), seed=1, options=(("mode", "beginner"), ("periods", 2)))
    assert state.option("periods") == 2 and state.option("mode") == "beginner"
    with pytest.raises(KeyError) as caught:
        state.option("overtime")
    assert caught.value.args == ("overtime",)
