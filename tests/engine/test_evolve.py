"""The engines' cheap copy gives exactly what ``dataclasses.replace`` gives."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass, replace

import pytest

from tabletop.engine.evolve import evolve
from tabletop.games import registry


@dataclass(frozen=True)
class Plain:
    a: int
    b: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Slotted:
    a: int
    b: int = 0


@dataclass(frozen=True)
class Checked:
    a: int

    def __post_init__(self):
        if self.a < 0:
            raise ValueError("a must not be negative")


def test_same_value_as_replace_and_original_untouched():
    before = Plain(1, (2,))
    after = evolve(before, b=(3,))
    assert after == replace(before, b=(3,)) and hash(after) == hash(replace(before, b=(3,)))
    assert before == Plain(1, (2,)) and after is not before
    with pytest.raises(FrozenInstanceError):
        after.a = 5  # type: ignore[misc]


def test_unknown_field_is_refused():
    with pytest.raises(TypeError, match="no field"):
        evolve(Plain(1), c=2)


def test_slots_and_post_init_classes_go_through_replace():
    assert evolve(Slotted(1), b=2) == Slotted(1, 2)
    with pytest.raises(ValueError):
        evolve(Checked(1), a=-1)      # __post_init__ still runs
    with pytest.raises(TypeError):
        evolve(object(), a=1)


@pytest.mark.parametrize("game", list(registry()), ids=lambda g: g.id)
def test_every_game_state_copies_like_replace(game):
    """Each engine's state is a dict-backed frozen dataclass, so evolve takes its fast path."""
    state = game.new_game(7)
    assert "__slots__" not in type(state).__dict__
    copy = evolve(state, names=("X", "Y"))
    assert copy == replace(state, names=("X", "Y")) and state.names != ("X", "Y")
