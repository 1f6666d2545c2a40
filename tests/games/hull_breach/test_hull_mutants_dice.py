"""Hull Breach! dice (``dice.py``): the volley die is a d10 (9.37, 9.38), its natural 1 and 10 are
the golden rule's always-miss and always-hit (8.2, 9.20), and a test may choose the next results
with ``force`` without shifting the dice that follow (issue 20: mutation tests of ``dice.py``)."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.engine import chance
from tabletop.games.hull_breach.dice import d10, force
from tabletop.games.hull_breach.scenario import Piece, arrange

A, B = 0, 1


def _state():
    state, _ids = arrange([Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B)], seed=7)
    return state


def test_a_volley_die_has_ten_faces_and_shows_every_one():
    """9.37-9.38: volley dice are ten-sided. Unforced, d10 is the state's generator's 1-10 roll at
    the counter, so every face from 1 to 10 comes up and nothing else does."""
    seen = Counter()
    for counter in range(400):
        value, left, forced = d10(11, counter, ())
        assert value == chance.roll(11, counter, 10)
        assert left == () and forced is False
        seen[value] += 1
    assert set(seen) == set(range(1, 11))


def test_an_unforced_die_depends_on_the_seed_and_the_counter():
    """The same (seed, counter) always rolls the same die (replays), and neighbouring counters and
    seeds are different streams."""
    rolls = [d10(5, c, ())[0] for c in range(40)]
    assert rolls == [d10(5, c, ())[0] for c in range(40)]
    assert rolls != [d10(6, c, ())[0] for c in range(40)]
    assert rolls != [d10(5, c + 1, ())[0] for c in range(40)]


def test_forced_dice_are_rolled_first_in_the_order_given():
    """``force``: the first forced result is the next die, the rest wait their turn, and each is
    reported as forced."""
    assert d10(3, 0, (4, 9, 1)) == (4, (9, 1), True)
    assert d10(3, 1, (9, 1)) == (9, (1,), True)
    assert d10(3, 2, (1,)) == (1, (), True)


def test_force_appends_the_results_to_those_already_forced():
    """Forcing twice queues both lots, in order; the state's other fields are untouched."""
    state = _state()
    once = force(state, [2, 10])
    twice = force(once, (1,))
    assert once.forced == (2, 10)
    assert twice.forced == (2, 10, 1)
    assert state.forced == ()
    assert twice.chance == state.chance and twice.units == state.units


@pytest.mark.parametrize("face", [1, 10])
def test_the_natural_1_and_natural_10_can_be_forced(face):
    """8.2 and 9.20: the book's examples need the two golden faces, 1 and 10, so both are accepted."""
    assert force(_state(), [face]).forced == (face,)


@pytest.mark.parametrize("bad", [0, 11, -1, 2.0, "5", True, None])
def test_only_whole_numbers_from_1_to_10_can_be_forced(bad):
    """A d10 never shows 0 or 11 (9.38); a float, a string or a bool is not a die result. The
    refusal says what is allowed, and nothing is forced."""
    with pytest.raises(ValueError, match=r"^forced d10 results are whole numbers from 1 to 10$"):
        force(_state(), [5, bad])


def test_a_forced_die_still_advances_the_counter_and_is_logged_as_forced():
    """The die after a forced one is the die the generator would have rolled there anyway, and the
    chance event says which dice were forced (``dice`` module docstring)."""
    from tabletop.games.hull_breach import GAME

    state = force(_state(), [10])
    w = GAME._work(state)
    first = w.roll("a test")
    second = w.roll("a test")
    assert first == 10
    assert second == chance.roll(state.seed, state.chance + 1, 10)
    assert w.chance == state.chance + 2 and w.forced == ()
    dice = [e for e in w.events if e.kind == "die"]
    assert [e.data["forced"] for e in dice] == [True, False]
    assert [e.data["result"] for e in dice] == [10, second]
