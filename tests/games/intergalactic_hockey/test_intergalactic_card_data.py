"""Intergalactic Hockey Showdown's card loader: the loaded set is exactly the file's, and every
problem found after the schema names the file, the card and the field.

Written against the mutants a mutation run left alive in ``intergalactic_hockey/cards.py`` (see
``docs/testing.md``). The registered game reads its card file once, before a mutant is switched
on, so these tests call the loader afresh every time: ``load_cards`` on a file, ``parse_cards``
on the data read from the shipped YAML or on a changed copy of it.
"""

from __future__ import annotations

import copy

import pytest

from tabletop import safe_yaml
from tabletop.games.intergalactic_hockey.cards import (
    CardDataError,
    CardSet,
    Component,
    PlayerCard,
    load_cards,
    parse_cards,
)
from tabletop.paths import card_data_dir

PATH = card_data_dir() / "intergalactic_hockey" / "cards.yaml"
WHERE = "my-cards.yaml"


def raw() -> dict:
    return copy.deepcopy(safe_yaml.load_file(PATH))


def entry(data: dict, card_id: str) -> dict:
    return next(c for c in data["cards"] if c["id"] == card_id)


def expected_set(data: dict) -> CardSet:
    """What the file says, field by field (texts without the spaces around them)."""
    cards = tuple(
        PlayerCard(e["id"], e["name"].strip(), e["species"].strip(), e["position"], e["bruiser"],
                   e["offense"]["value"], e["defense"]["value"], e["ability"], e["text"].strip(),
                   e["offense"]["source"], e["defense"]["source"])
        for e in data["cards"])
    components = {e["id"]: Component(e["id"], e["name"].strip(), e["kind"], e["text"].strip())
                  for e in data["components"]}
    return CardSet(cards, {c.id: c for c in cards}, components, tuple(data["value_range"]))


def refused(data: dict) -> str:
    with pytest.raises(CardDataError) as caught:
        parse_cards(data, WHERE)
    return str(caught.value)


def test_the_shipped_file_loads_afresh_exactly_as_written():
    """Every field of every card and component, the order of the cards, the by-id map and the
    value range come from the file unchanged, whether read from disk or passed in as data."""
    data = raw()
    want = expected_set(data)
    for loaded in (load_cards(PATH), load_cards(str(PATH)), parse_cards(raw(), WHERE)):
        assert loaded == want
        assert loaded.cards == want.cards and isinstance(loaded.cards, tuple)
        assert loaded.by_id == {c.id: c for c in loaded.cards}
        assert all(loaded.by_id[c.id] is c for c in loaded.cards)
        assert loaded.components == want.components
        assert loaded.value_range == (1, 6) and isinstance(loaded.value_range, tuple)
        assert loaded.ids == tuple(e["id"] for e in data["cards"])
    dom = load_cards(PATH).by_id["dom"]
    assert (dom.name, dom.species, dom.position, dom.bruiser) == ("Dom", entry(data, "dom")["species"], "winger", True)
    assert (dom.offense, dom.offense_source) == (4, "book")
    assert load_cards(PATH).components["refbot"] == Component(
        "refbot", "RefBot", "refbot", data["components"][1]["text"])


def test_names_species_and_texts_are_kept_without_surrounding_spaces():
    """A user's file may pad its texts; the cards and components carry them trimmed."""
    data = raw()
    for e in data["cards"] + data["components"]:
        for key in ("name", "species", "text"):
            if key in e:
                e[key] = f"  {e[key]} \n"
    assert parse_cards(data, WHERE) == expected_set(raw())


def test_a_value_range_of_one_number_is_allowed():
    """``value_range`` is [low, high] with low <= high: low == high is a valid (if dull) range,
    and every value must then be that number."""
    data = raw()
    data["value_range"] = [3, 3]
    for e in data["cards"]:
        e["offense"]["value"] = e["defense"]["value"] = 3
    loaded = parse_cards(data, WHERE)
    assert loaded.value_range == (3, 3)
    assert {(c.offense, c.defense) for c in loaded.cards} == {(3, 3)}
    entry(data, "tim")["offense"]["value"] = 4
    assert refused(data) == ("my-cards.yaml, card 'tim', field 'offense': "
                             "value must be a whole number from 3 to 3, not 4")


@pytest.mark.parametrize("field, value", [("offense", 9), ("offense", 0), ("defense", 7)])
def test_a_value_out_of_range_names_file_card_and_field(field, value):
    """Values must lie in the file's own range; the message names the file, the card and the field."""
    data = raw()
    entry(data, "dom")[field]["value"] = value
    assert refused(data) == (f"my-cards.yaml, card 'dom', field '{field}': "
                             f"value must be a whole number from 1 to 6, not {value}")


def test_a_reversed_value_range_is_refused():
    """[high, low] is refused, naming the file and the field."""
    data = raw()
    data["value_range"] = [6, 1]
    assert refused(data) == "my-cards.yaml, field 'value_range': must be [low, high] with low <= high, not [6, 1]"


def test_an_ability_on_two_cards_is_refused_with_its_count():
    """Each of the 16 abilities is on exactly one card; the first one that is not is named with
    how many cards carry it."""
    data = raw()
    entry(data, "vehksa")["ability"] = "cancel"      # Goose's: now on two cards, Vehksa's on none
    assert refused(data) == ("my-cards.yaml, field 'cards': ability 'cancel' must be on exactly one card, "
                             "found on 2")
    data = raw()
    entry(data, "goose")["ability"] = "rebound"      # 'cancel' comes first in the list of abilities
    assert refused(data) == ("my-cards.yaml, field 'cards': ability 'cancel' must be on exactly one card, "
                             "found on 0")


def test_a_component_listed_twice_is_refused():
    """The puck and the RefBot appear once each; a second entry is named by file, id and field."""
    data = raw()
    data["components"].append(copy.deepcopy(data["components"][0]))
    assert refused(data) == "my-cards.yaml, card 'puck', field 'id': appears twice"


def test_problems_found_in_a_file_on_disk_name_that_file(tmp_path):
    """``load_cards`` reports its own checks (after the schema) with the path it was given."""
    data = raw()
    entry(data, "dom")["offense"]["value"] = 9
    path = tmp_path / "house-cards.yaml"
    path.write_text(safe_yaml.dump(data), encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        load_cards(path)
    assert str(caught.value) == (f"{path}, card 'dom', field 'offense': "
                                 "value must be a whole number from 1 to 6, not 9")
    data = raw()
    data["components"].append(copy.deepcopy(data["components"][1]))
    path.write_text(safe_yaml.dump(data), encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        load_cards(str(path))
    assert str(caught.value) == f"{path}, card 'refbot', field 'id': appears twice"
