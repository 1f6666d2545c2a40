"""Intergalactic Hockey Showdown's cards, read from ``card_data/intergalactic_hockey/cards.yaml``.

The file is user-replaceable, so it is checked before use: every problem is reported with
the file, the card and the field it concerns. Loading from disk first checks the file against
``card_data/schema/intergalactic-cards.schema.json`` (``tabletop.cards.loader``), which also gives
the line; ``parse_cards`` then checks what a schema cannot (one card per ability, counts).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tabletop.cards.loader import CardFileError, load_checked
from tabletop.paths import card_data_dir

PUCK, REFBOT = "puck", "refbot"
CENTER, WINGER, DEFENDER, GOALIE = "center", "winger", "defender", "goalie"
POSITIONS = (CENTER, WINGER, DEFENDER, GOALIE)

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
SOURCES = ("book", "authored")
CARD_FIELDS = ("id", "name", "species", "position", "bruiser", "offense", "defense", "ability", "text")
COMPONENT_KINDS = (PUCK, REFBOT)


class CardDataError(ValueError):
    """The card file is not usable; the message names the file, the card and the field."""


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


def _fail(where: str, card: str | None, field: str | None, problem: str) -> CardDataError:
    parts = [where]
    if card is not None:
        parts.append(f"card {card!r}")
    if field is not None:
        parts.append(f"field {field!r}")
    return CardDataError(f"{', '.join(parts)}: {problem}")


def _text(entry: dict, key: str, where: str, card: str | None) -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not value.strip():
        raise _fail(where, card, key, f"must be non-empty text, not {value!r}")
    return value.strip()


def _value(entry: dict, key: str, where: str, card: str, low: int, high: int) -> tuple[int, str]:
    raw = entry.get(key)
    if not isinstance(raw, dict) or set(raw) != {"value", "source"}:
        raise _fail(where, card, key, f"must be a mapping with 'value' and 'source', not {raw!r}")
    value, source = raw["value"], raw["source"]
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise _fail(where, card, key, f"value must be a whole number from {low} to {high}, not {value!r}")
    if source not in SOURCES:
        raise _fail(where, card, key, f"source must be one of {', '.join(SOURCES)}, not {source!r}")
    return value, source


def parse_cards(data: Any, where: str) -> CardSet:
    """Check the file's structure and build the card set; the first problem found is raised."""
    if not isinstance(data, dict):
        raise _fail(where, None, None, "expected a mapping with 'value_range', 'cards' and 'components'")
    unknown = set(data) - {"game", "value_range", "cards", "components"}
    if unknown:
        raise _fail(where, None, min(map(str, unknown)), "unknown top-level field")
    if data.get("game") != "intergalactic-hockey":
        raise _fail(where, None, "game", f"must be 'intergalactic-hockey', not {data.get('game')!r}")
    bounds = data.get("value_range")
    if (not isinstance(bounds, list) or len(bounds) != 2
            or not all(isinstance(b, int) and not isinstance(b, bool) for b in bounds) or bounds[0] > bounds[1]):
        raise _fail(where, None, "value_range", f"must be [low, high] whole numbers, not {bounds!r}")
    low, high = bounds
    entries = data.get("cards")
    if not isinstance(entries, list):
        raise _fail(where, None, "cards", "must be a list of player cards")
    cards: list[PlayerCard] = []
    seen: set[str] = set()
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict):
            raise _fail(where, f"#{index + 1}", None, "each card must be a mapping")
        card_id = entry.get("id")
        if not isinstance(card_id, str) or not card_id or card_id in COMPONENT_KINDS:
            raise _fail(where, f"#{index + 1}", "id", f"must be a word other than puck/refbot, not {card_id!r}")
        if card_id in seen:
            raise _fail(where, card_id, "id", "is used by two cards")
        seen.add(card_id)
        extra = set(entry) - set(CARD_FIELDS)
        if extra:
            raise _fail(where, card_id, min(map(str, extra)), "unknown field")
        for key in CARD_FIELDS:
            if key not in entry:
                raise _fail(where, card_id, key, "is missing")
        position = entry["position"]
        if position not in POSITIONS:
            raise _fail(where, card_id, "position", f"must be one of {', '.join(POSITIONS)}, not {position!r}")
        if not isinstance(entry["bruiser"], bool):
            raise _fail(where, card_id, "bruiser", f"must be true or false, not {entry['bruiser']!r}")
        ability = entry["ability"]
        if ability not in ABILITIES:
            raise _fail(where, card_id, "ability", f"{ability!r} is not one of the game's abilities")
        offense, offense_source = _value(entry, "offense", where, card_id, low, high)
        defense, defense_source = _value(entry, "defense", where, card_id, low, high)
        cards.append(PlayerCard(
            card_id, _text(entry, "name", where, card_id), _text(entry, "species", where, card_id),
            position, entry["bruiser"], offense, defense, ability, _text(entry, "text", where, card_id),
            offense_source, defense_source,
        ))
    if len(cards) != PLAYER_CARDS:
        raise _fail(where, None, "cards", f"the game has {PLAYER_CARDS} player cards, found {len(cards)}")
    used = [c.ability for c in cards]
    for ability in ABILITIES:
        if used.count(ability) != 1:
            raise _fail(where, None, "cards", f"ability {ability!r} must be on exactly one card, "
                                              f"found on {used.count(ability)}")
    raw_components = data.get("components")
    if not isinstance(raw_components, list):
        raise _fail(where, None, "components", "must be a list holding the puck and the RefBot")
    components: dict[str, Component] = {}
    for index, entry in enumerate(raw_components):
        if not isinstance(entry, dict):
            raise _fail(where, f"component #{index + 1}", None, "each component must be a mapping")
        comp_id = entry.get("id")
        if comp_id not in COMPONENT_KINDS:
            raise _fail(where, f"component #{index + 1}", "id", f"must be puck or refbot, not {comp_id!r}")
        if comp_id in components:
            raise _fail(where, comp_id, "id", "appears twice")
        extra = set(entry) - {"id", "name", "kind", "text"}
        if extra:
            raise _fail(where, comp_id, min(map(str, extra)), "unknown field")
        if entry.get("kind") != comp_id:
            raise _fail(where, comp_id, "kind", f"must be {comp_id!r}, not {entry.get('kind')!r}")
        components[comp_id] = Component(comp_id, _text(entry, "name", where, comp_id), comp_id,
                                        _text(entry, "text", where, comp_id))
    for comp_id in COMPONENT_KINDS:
        if comp_id not in components:
            raise _fail(where, comp_id, None, "is missing from 'components'")
    return CardSet(tuple(cards), {c.id: c for c in cards}, components, (low, high))


def load_cards(path: str | Path) -> CardSet:
    path = Path(path)
    try:
        data = load_checked(path, "intergalactic-cards")
    except CardFileError as error:
        raise CardDataError(str(error)) from None
    return parse_cards(data, str(path))


@lru_cache(maxsize=1)
def card_set() -> CardSet:
    """The shipped cards (cached: the engine reads them once)."""
    return load_cards(card_data_dir() / "intergalactic_hockey" / "cards.yaml")
