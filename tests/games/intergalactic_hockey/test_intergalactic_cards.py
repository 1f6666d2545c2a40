"""Intergalactic Hockey Showdown's card file: the shipped data, and the checks on a user's copy."""

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
    card_set,
    load_cards,
    parse_cards,
)
from tabletop.paths import card_data_dir

PATH = card_data_dir() / "intergalactic_hockey" / "cards.yaml"

# The book's card list (Player Card List & Abilities): name, position, bruiser.
BOOK_CARDS = {
    "tim": ("center", True), "bryzan": ("center", False), "twisskib": ("center", False),
    "danny": ("winger", False), "jared": ("winger", False), "dom": ("winger", True),
    "vojt-n-swet": ("winger", False), "yrahkska": ("winger", True), "lord-doober": ("winger", True),
    "chris": ("defender", True), "derek": ("defender", True), "jake": ("defender", False),
    "pax": ("defender", False), "creenana": ("defender", False),
    "goose": ("goalie", False), "vehksa": ("goalie", False),
}


def raw():
    return copy.deepcopy(safe_yaml.load_file(PATH))


def card(data, card_id):
    return next(c for c in data["cards"] if c["id"] == card_id)


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
    (lambda d: card(d, "dom").pop("offense"), r"card 'dom', field 'cards\[\d+\]\.offense': is missing"),
    (lambda d: card(d, "jake").update(defense={"value": 9, "source": "authored"}),
     "card 'jake', field 'defense': value must be a whole number from 1 to 6"),
    (lambda d: card(d, "jake").update(defense={"value": 3, "source": "guess"}),
     r"card 'jake', field 'cards\[\d+\]\.defense\.source': expected one of book, authored, found 'guess'"),
    (lambda d: card(d, "goose").update(ability="teleport"),
     r"card 'goose', field 'cards\[\d+\]\.ability': expected one of wins-ties, .*, found 'teleport'"),
    (lambda d: card(d, "goose").update(position="forward"),
     r"card 'goose', field 'cards\[\d+\]\.position': expected one of center, winger, defender, goalie"),
    (lambda d: card(d, "tim").update(bruiser="yes"),
     r"card 'tim', field 'cards\[\d+\]\.bruiser': expected true or false, found 'yes'"),
    (lambda d: card(d, "tim").update(colour="red"), r"card 'tim', field 'cards\[\d+\]': has unknown field 'colour'"),
    (lambda d: card(d, "tim").update(species=" "),
     r"card 'tim', field 'cards\[\d+\]\.species': expected text that is not blank"),
    (lambda d: card(d, "jared").update(id="tim"), "card 'tim', field 'id': is used by two cards"),
    (lambda d: card(d, "jared").update(id="puck"), "card 'puck', field 'id': puck and refbot are the components' ids"),
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
