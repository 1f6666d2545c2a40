"""Every die of Hull Breach! comes from the seeded generator carried in the state (``chance``).

``force`` is the one way to choose dice, for tests that replay the book's worked examples: it
returns a copy of a state whose next d10 results are given. ``new_game`` never sets them and no
action can, so a normal game cannot contain forced dice; a forced die is still logged as a
chance event, marked ``forced`` in its data.
"""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.engine import chance
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach.state import HullState


def force(state: HullState, results: Iterable[int]) -> HullState:
    """``state`` with its next d10 results set to ``results`` (each 1-10), in the order rolled."""
    values = tuple(results)
    if any(type(v) is not int or not 1 <= v <= 10 for v in values):
        raise ValueError("forced d10 results are whole numbers from 1 to 10")
    return evolve(state, forced=state.forced + values)


def d10(seed: int, counter: int, forced: tuple[int, ...]) -> tuple[int, tuple[int, ...], bool]:
    """One d10: (result, forced dice left, whether it was forced). The counter advances either way,
    so forcing a die never shifts the dice that follow it."""
    if forced:
        return forced[0], forced[1:], True
    return chance.roll(seed, counter, 10), forced, False
