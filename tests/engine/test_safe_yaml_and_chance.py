import pytest

from tabletop import safe_yaml
from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.errors import MalformedActionError


def test_yaml_errors_name_the_file_and_line():
    with pytest.raises(safe_yaml.YamlInputError, match=r"cards\.yaml, line 2"):
        safe_yaml.load_text("a: 1\nb: : :\n", "cards.yaml")


def test_python_objects_are_not_constructed():
    with pytest.raises(safe_yaml.YamlInputError):
        safe_yaml.load_text("!!python/object/apply:os.system ['echo hi']")


def test_size_cap():
    with pytest.raises(safe_yaml.YamlInputError, match="limit"):
        safe_yaml.load_text("x" * 100, max_bytes=10)


def test_chance_is_keyed_by_seed_and_counter():
    deck = list(range(52))
    assert chance.shuffled(1, 0, deck) == chance.shuffled(1, 0, deck)
    assert chance.shuffled(1, 0, deck) != chance.shuffled(1, 1, deck)
    assert chance.shuffled(1, 0, deck) != chance.shuffled(2, 0, deck)
    rolls = [chance.roll(9, n, 10) for n in range(2000)]
    assert set(rolls) == set(range(1, 11))
    assert {chance.coin(3, n) for n in range(50)} == {"heads", "tails"}


def test_actions_round_trip_and_reject_garbage():
    action = Action(1, "play", ("7C",))
    assert Action.from_data(action.to_data()) == action
    for bad in ([1, 2], {"seat": "x", "kind": "play"}, {"seat": 0, "kind": ""},
                {"seat": 0, "kind": "play", "args": [{"nested": 1}]}, {"seat": 0, "kind": "k", "extra": 1}):
        with pytest.raises(MalformedActionError):
            Action.from_data(bad)
