"""Intergalactic Hockey Showdown's card file: the shipped data, and the checks on a user's copy."""

from __future__ import annotations

import copy

import pytest

from tabletop import safe_yaml
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
    (lambda d: card(d, "dom").pop("offense"), "card 'dom', field 'offense': is missing"),
    (lambda d: card(d, "jake").update(defense={"value": 9, "source": "authored"}),
     "card 'jake', field 'defense': value must be a whole number from 1 to 6"),
    (lambda d: card(d, "jake").update(defense={"value": 3, "source": "guess"}),
     "card 'jake', field 'defense': source must be one of book, authored"),
    (lambda d: card(d, "goose").update(ability="teleport"), "card 'goose', field 'ability'"),
    (lambda d: card(d, "goose").update(position="forward"), "card 'goose', field 'position'"),
    (lambda d: card(d, "tim").update(bruiser="yes"), "card 'tim', field 'bruiser'"),
    (lambda d: card(d, "tim").update(colour="red"), "card 'tim', field 'colour': unknown field"),
    (lambda d: card(d, "jared").update(id="tim"), "card 'tim', field 'id': is used by two cards"),
    (lambda d: d["cards"].pop(), "field 'cards': the game has 16 player cards, found 15"),
    (lambda d: d["components"].pop(), "refbot"),
    (lambda d: d.update(value_range=[6, 1]), "field 'value_range'"),
])
def test_bad_card_files_are_refused_naming_file_card_and_field(mutate, where):
    data = raw()
    mutate(data)
    with pytest.raises(CardDataError) as caught:
        parse_cards(data, "my-cards.yaml")
    message = str(caught.value)
    assert message.startswith("my-cards.yaml") and where in message


def test_a_broken_file_on_disk_names_the_file(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_text("game: intergalactic-hockey\ncards: 3\n", encoding="utf-8")
    with pytest.raises(CardDataError, match=r"cards.yaml.*value_range"):
        load_cards(path)
