"""Intergalactic Hockey Showdown, "The Deck" and "Player Card List & Abilities" (ruling S26): the
card file.

The shipped cards follow the book's card list (positions, bruiser marks, one ability each, the
puck and the RefBot), every number the book does not print is marked authored, and the loader
gives exactly what the file says. A user's copy with a problem is refused naming the file, the
card and the field. The registered game reads its card file once, so these tests call the loader
afresh every time: ``load_cards`` on a file, ``parse_cards`` on the data read from the shipped
YAML or on a changed copy of it.
"""

from __future__ import annotations

import copy
import json
import re

import pytest

from tabletop import safe_yaml
from tabletop.cards.loader import schema_dir
from tabletop.games.intergalactic_hockey.cards import (
    ABILITIES,
    CardDataError,
    CardSet,
    Component,
    PlayerCard,
    card_set,
    load_cards,
    parse_cards,
)
from tabletop.paths import card_data_dir

PATH = card_data_dir() / "intergalactic_hockey" / "cards.yaml"
WHERE = "my-cards.yaml"

# The book's card list (Player Card List & Abilities): name, position, bruiser.
BOOK_CARDS = {
    "tim": ("center", True), "bryzan": ("center", False), "twisskib": ("center", False),
    "danny": ("winger", False), "jared": ("winger", False), "dom": ("winger", True),
    "vojt-n-swet": ("winger", False), "yrahkska": ("winger", True), "lord-doober": ("winger", True),
    "chris": ("defender", True), "derek": ("defender", True), "jake": ("defender", False),
    "pax": ("defender", False), "creenana": ("defender", False),
    "goose": ("goalie", False), "vehksa": ("goalie", False),
}


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


def test_the_shipped_cards_follow_the_book():
    cards = card_set()
    assert {c.id: (c.position, c.bruiser) for c in cards.cards} == BOOK_CARDS
    assert sorted(c.ability for c in cards.cards) == sorted(ABILITIES)
    assert set(cards.components) == {"puck", "refbot"}
    low, high = cards.value_range
    assert (low, high) == (1, 6)
    for c in cards.cards:
        assert low <= c.offense <= high and low <= c.defense <= high
        assert c.text and c.species and c.name


def test_every_number_not_from_the_book_is_marked_authored():
    cards = card_set().by_id
    # The book's example fixes exactly two numbers: Dom attacks with 4, Bryzan defends with 4.
    assert (cards["dom"].offense, cards["dom"].offense_source) == (4, "book")
    assert (cards["bryzan"].defense, cards["bryzan"].defense_source) == (4, "book")
    sources = [(c.id, f, s) for c in cards.values()
               for f, s in (("offense", c.offense_source), ("defense", c.defense_source)) if s == "book"]
    assert sorted(sources) == [("bryzan", "defense", "book"), ("dom", "offense", "book")]
    authored = [c for c in raw()["cards"] for f in ("offense", "defense") if c[f]["source"] == "authored"]
    assert len(authored) == 2 * 16 - 2


@pytest.mark.parametrize("mutate, where", [
    (lambda d: entry(d, "dom").pop("offense"), r"card 'dom', field 'cards\[\d+\]\.offense': is missing"),
    (lambda d: entry(d, "jake").update(defense={"value": 9, "source": "authored"}),
     "card 'jake', field 'defense': value must be a whole number from 1 to 6"),
    (lambda d: entry(d, "jake").update(defense={"value": 3, "source": "guess"}),
     r"card 'jake', field 'cards\[\d+\]\.defense\.source': expected one of book, authored, found 'guess'"),
    (lambda d: entry(d, "goose").update(ability="teleport"),
     r"card 'goose', field 'cards\[\d+\]\.ability': expected one of wins-ties, .*, found 'teleport'"),
    (lambda d: entry(d, "goose").update(position="forward"),
     r"card 'goose', field 'cards\[\d+\]\.position': expected one of center, winger, defender, goalie"),
    (lambda d: entry(d, "tim").update(bruiser="yes"),
     r"card 'tim', field 'cards\[\d+\]\.bruiser': expected true or false, found 'yes'"),
    (lambda d: entry(d, "tim").update(colour="red"), r"card 'tim', field 'cards\[\d+\]': has unknown field 'colour'"),
    (lambda d: entry(d, "tim").update(species=" "),
     r"card 'tim', field 'cards\[\d+\]\.species': expected text that is not blank"),
    (lambda d: entry(d, "jared").update(id="tim"), "card 'tim', field 'id': is used by two cards"),
    (lambda d: entry(d, "jared").update(id="puck"), "card 'puck', field 'id': puck and refbot are the components' ids"),
    (lambda d: d["cards"].pop(), "field 'cards': the game has 16 player cards, found 15"),
    (lambda d: d["components"].pop(), "card 'refbot': is missing from 'components'"),
    (lambda d: d["components"][0].update(kind="refbot"), "card 'puck', field 'kind': must be 'puck', not 'refbot'"),
    (lambda d: d.update(value_range=[6, 1]), r"field 'value_range': must be \[low, high\] with low <= high"),
])
def test_bad_card_files_are_refused_naming_file_card_and_field(mutate, where):
    data = raw()
    mutate(data)
    with pytest.raises(CardDataError) as caught:
        parse_cards(data, "my-cards.yaml")
    message = str(caught.value)
    assert message.startswith("my-cards.yaml") and re.search(where, message)


def test_the_abilities_the_rules_know_are_the_schema_s():
    schema = json.loads((schema_dir() / "intergalactic-cards.schema.json").read_text(encoding="utf-8"))
    assert tuple(schema["properties"]["cards"]["items"]["properties"]["ability"]["enum"]) == ABILITIES


def test_a_broken_file_on_disk_names_the_file(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_text("game: intergalactic-hockey\ncards: 3\n", encoding="utf-8")
    with pytest.raises(CardDataError, match=r"cards.yaml.*value_range"):
        load_cards(path)
