"""Intergalactic Hockey Showdown's cards, read from ``card_data/intergalactic_hockey/cards.yaml``.

The file is user-replaceable, so it is checked before use: every problem is reported with
the file, the card and the field it concerns. The data is first checked against
``card_data/schema/intergalactic-cards.schema.json`` (``tabletop.cards.loader``, which also gives
the line when reading the file); this module then checks what a schema cannot (values within the
file's own range, one card per ability, counts).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tabletop.cards.loader import CardFileError, load_checked, validate
from tabletop.paths import card_data_dir

PUCK, REFBOT = "puck", "refbot"
CENTER, WINGER, DEFENDER, GOALIE = "center", "winger", "defender", "goalie"

# Ability ids the engine knows; each names one of the book's 16 abilities (see rules.py).
WINS_TIES = "wins-ties"            # Tim
FACEOFF_BONUS = "faceoff-bonus"    # Bryzan
NO_ABILITY = "none"                # Twisskib
BOOST_OFFENSE = "boost-offense"    # Danny
SWAP = "swap"                      # Jared
TURN_REFBOT = "turn-refbot"        # Dom
LOOK = "look"                      # Vojt-n-Swet
HITS_CENTERS = "hits-centers"      # Yrahkska
HITS_DEFENDERS = "hits-defenders"  # Lord Doober
BOOST_DEFENSE = "boost-defense"    # Chris
VS_WINGERS = "vs-wingers"          # Derek
TOUGH = "tough"                    # Jake
ARMOURED = "armoured"              # Pax
CALMS_REFBOT = "calms-refbot"      # Creenana
CANCEL = "cancel"                  # Goose
REBOUND = "rebound"                # Vehksa
ABILITIES = (WINS_TIES, FACEOFF_BONUS, NO_ABILITY, BOOST_OFFENSE, SWAP, TURN_REFBOT, LOOK, HITS_CENTERS,
             HITS_DEFENDERS, BOOST_DEFENSE, VS_WINGERS, TOUGH, ARMOURED, CALMS_REFBOT, CANCEL, REBOUND)

PLAYER_CARDS = 16
COMPONENT_KINDS = (PUCK, REFBOT)


#: The card file is not usable: the loader's error, for the schema's problems and for the ones
#: checked here alike.
CardDataError = CardFileError


@dataclass(frozen=True, slots=True)
class PlayerCard:
    id: str
    name: str
    species: str
    position: str
    bruiser: bool
    offense: int
    defense: int
    ability: str
    text: str
    offense_source: str
    defense_source: str


@dataclass(frozen=True, slots=True)
class Component:
    id: str
    name: str
    kind: str
    text: str


@dataclass(frozen=True, slots=True)
class CardSet:
    cards: tuple[PlayerCard, ...]
    by_id: dict[str, PlayerCard]
    components: dict[str, Component]
    value_range: tuple[int, int]

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.cards)


_fail = CardDataError.at


def _value(entry: dict, key: str, where: str, card: str, low: int, high: int) -> tuple[int, str]:
    """The range is the file's own ``value_range``, which a schema cannot refer to."""
    value = entry[key]["value"]
    if not low <= value <= high:
        raise _fail(where, card, key, f"value must be a whole number from {low} to {high}, not {value!r}")
    return value, entry[key]["source"]


def _card_set(data: dict, where: str) -> CardSet:
    """Build the set from schema-checked data, checking what the schema cannot: the value range,
    unique ids, one card per ability, the card count and one puck and one RefBot."""
    low, high = data["value_range"]
    if low > high:
        raise _fail(where, None, "value_range", f"must be [low, high] with low <= high, not {[low, high]!r}")
    cards: list[PlayerCard] = []
    seen: set[str] = set()
    for entry in data["cards"]:
        card_id = entry["id"]
        if card_id in COMPONENT_KINDS:
            raise _fail(where, card_id, "id", "puck and refbot are the components' ids")
        if card_id in seen:
            raise _fail(where, card_id, "id", "is used by two cards")
        seen.add(card_id)
        offense, offense_source = _value(entry, "offense", where, card_id, low, high)
        defense, defense_source = _value(entry, "defense", where, card_id, low, high)
        cards.append(PlayerCard(
            card_id, entry["name"].strip(), entry["species"].strip(), entry["position"], entry["bruiser"],
            offense, defense, entry["ability"], entry["text"].strip(), offense_source, defense_source,
        ))
    if len(cards) != PLAYER_CARDS:
        raise _fail(where, None, "cards", f"the game has {PLAYER_CARDS} player cards, found {len(cards)}")
    used = [c.ability for c in cards]
    for ability in ABILITIES:
        if used.count(ability) != 1:
            raise _fail(where, None, "cards", f"ability {ability!r} must be on exactly one card, "
                                              f"found on {used.count(ability)}")
    components: dict[str, Component] = {}
    for entry in data["components"]:
        comp_id = entry["id"]
        if comp_id in components:
            raise _fail(where, comp_id, "id", "appears twice")
        if entry["kind"] != comp_id:
            raise _fail(where, comp_id, "kind", f"must be {comp_id!r}, not {entry['kind']!r}")
        components[comp_id] = Component(comp_id, entry["name"].strip(), comp_id, entry["text"].strip())
    for comp_id in COMPONENT_KINDS:
        if comp_id not in components:
            raise _fail(where, comp_id, None, "is missing from 'components'")
    return CardSet(tuple(cards), {c.id: c for c in cards}, components, (low, high))


def parse_cards(data: Any, where: str) -> CardSet:
    """For card data parsed elsewhere (tests, tools): the schema first, as ``load_cards`` does."""
    return _card_set(validate(data, "intergalactic-cards", where), where)


def load_cards(path: str | Path) -> CardSet:
    return _card_set(load_checked(path, "intergalactic-cards"), str(path))


@lru_cache(maxsize=1)
def card_set() -> CardSet:
    """The shipped cards (cached: the engine reads them once)."""
    return load_cards(card_data_dir() / "intergalactic_hockey" / "cards.yaml")
