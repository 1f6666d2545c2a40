"""Hull Breach! card data: the authored card set and the starter decks, read and checked.

The book prints no card list, so ``card_data/hull_breach/cards.yaml`` is authored to the card
anatomy of its sections 1.0-3.0 (``source: authored``), using the numbers the book's examples
give. The file is first checked against ``card_data/schema/hull-breach-cards.schema.json``
(``tabletop.cards.loader``: file, line, card and field in every message); ``parse_cards`` then
checks what a schema cannot say and builds frozen dataclasses.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tabletop.cards.loader import CardFileError, load_checked, validate
from tabletop.paths import card_data_dir

GAME_ID = "hull-breach"
STATION, MODULE, SHIP, MARINE, EVENT, TACTIC, BREAKTHRU = (
    "station", "module", "ship", "marine", "event", "tactic", "breakthru")
TYPES = (STATION, MODULE, SHIP, MARINE, EVENT, TACTIC, BREAKTHRU)
TYPE_LABELS = {STATION: "Station", MODULE: "Module", SHIP: "Ship", MARINE: "Marine", EVENT: "Event",
               TACTIC: "Tactic", BREAKTHRU: "Breakthru"}
FACTIONS = ("rdf", "corporate", "colonial")
FACTION_LABELS = {"rdf": "RDF", "corporate": "Corporate", "colonial": "Colonial"}
#: Ship classes from smallest to largest (book 1.0, Class - Size Table); the number is the size
#: rank, and Transport and Battle Cruiser share one.
CLASS_SIZE = {"fighter-wing": 0, "frigate": 1, "destroyer": 2, "cruiser": 3, "transport": 4, "battle-cruiser": 4,
              "battleship": 5, "capital-ship": 6, "station": 7}
CLASSES = tuple(c for c in CLASS_SIZE if c != "station")
ACTIVE_TRAITS = ("interceptor", "jammer", "overload", "repair", "target-painter")
PASSIVE_TRAITS = ("alpha-strike", "annihilate", "escort", "face-up-face-down", "fearless", "hunter", "micro-fold",
                  "regimented", "resistant", "stealth", "stoic", "unique")
TRAITS = ACTIVE_TRAITS + PASSIVE_TRAITS     # the book's 17 (section 3.0)
UNIT_TYPES = frozenset((STATION, SHIP, MARINE))
#: The subtypes each type may have (None: the type has no subtype).
SUBTYPES: dict[str, tuple[str | None, ...]] = {
    STATION: FACTIONS, MODULE: ("station", "ship", "marine"), SHIP: CLASSES, MARINE: ("marine", "character"),
    EVENT: (None,), TACTIC: (None,), BREAKTHRU: (None,),
}


#: A card or deck file that is not usable: the loader's error, for the schema's problems and for
#: the ones checked here alike.
CardDataError = CardFileError


def label(word: str) -> str:
    """'battle-cruiser' -> 'Battle Cruiser', 'face-up-face-down' -> 'Face Up - Face Down'."""
    if word == "face-up-face-down":
        return "Face Up - Face Down"
    return FACTION_LABELS.get(word) or " ".join(part.capitalize() for part in word.split("-"))


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    name: str
    type: str
    subtype: str | None
    cost: tuple[int, int]               # resource, currency
    gain: tuple[int, int]
    attack: int | None
    defense: int | None
    wounds: int | None
    capacity: tuple[int, int]           # marines, fighter wings it can carry
    uses: tuple[int, int]               # space it takes when carried
    traits: tuple[tuple[str, Any], ...]  # (trait, +X / True / {count, with})
    faction: tuple[str, ...] | None     # None: any faction may use it
    class_size: tuple[str | None, str | None] | None
    effects: tuple[dict, ...]
    text: str
    flavour: str | None
    source: str

    @property
    def type_line(self) -> str:
        """'Ship - Cruiser', 'Module - Station', 'Station - RDF', 'Event'."""
        if self.subtype is None:
            return TYPE_LABELS[self.type]
        if self.type == MARINE:
            return "Marine - Character" if self.subtype == "character" else "Marine"
        return f"{TYPE_LABELS[self.type]} - {label(self.subtype)}"

    @property
    def trait_labels(self) -> tuple[str, ...]:
        out = []
        for name, value in self.traits:
            if name == "regimented":
                count, unit = value["count"], "Marines" if value["with"] == "marine" else "Fighter Wings"
                out.append(f"Regimented x{count} - {unit}" if count > 1 else f"Regimented - {unit}")
            elif value is True:
                out.append(label(name))
            else:
                out.append(f"{label(name)} +{value}")
        return tuple(out)

    def trait(self, name: str) -> Any:
        for trait, value in reversed(self.traits):      # the last one, as a dict of them would give
            if trait == name:
                return value
        return None

    @property
    def is_station_module(self) -> bool:
        return self.type == MODULE and self.subtype == "station"


@dataclass(frozen=True, slots=True)
class CardSet:
    cards: tuple[Card, ...]
    by_id: dict[str, Card]

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.cards)


@dataclass(frozen=True, slots=True)
class Deck:
    """A Hull Breach! deck: every card (station and starting modules included) and the starting modules."""

    name: str
    cards: tuple[tuple[str, int], ...]
    station_modules: tuple[str, ...]
    where: str = ""

    @property
    def size(self) -> int:
        return sum(n for _, n in self.cards)


_fail = CardDataError.at


def _card(entry: dict, where: str) -> Card:
    cid = entry["id"]
    kind = entry["type"]
    if entry["subtype"] not in SUBTYPES[kind]:
        allowed = ", ".join("null" if s is None else s for s in SUBTYPES[kind])
        raise _fail(where, cid, "subtype", f"a {TYPE_LABELS[kind]} card's subtype is one of {allowed}, "
                                           f"not {entry['subtype']!r}")
    if kind in UNIT_TYPES:
        for key in ("attack", "defense", "wounds"):
            if entry[key] is None:
                raise _fail(where, cid, key, f"a {TYPE_LABELS[kind]} card needs a number here")
    traits = entry["traits"]
    if "face-up-face-down" in traits and not (kind == MODULE and entry["subtype"] == "ship"):
        raise _fail(where, cid, "traits", "only a Module - Ship card can be Face Up - Face Down")
    if kind == MODULE and entry["subtype"] == "station" and entry["wounds"] is None:
        raise _fail(where, cid, "wounds", "a Module - Station card is targeted on its own and needs wounds")
    size = entry.get("class_size")
    if size:
        low, high = size.get("min"), size.get("max")
        if low and high and CLASS_SIZE[low] > CLASS_SIZE[high]:
            raise _fail(where, cid, "class_size", f"min {low} is larger than max {high}")
    capacity = entry.get("capacity") or {}
    uses = entry.get("uses") or {}
    return Card(
        cid, entry["name"].strip(), kind, entry["subtype"],
        (entry["cost"]["resource"], entry["cost"]["currency"]), (entry["gain"]["resource"], entry["gain"]["currency"]),
        entry["attack"], entry["defense"], entry["wounds"],
        (capacity.get("marines", 0), capacity.get("fighters", 0)), (uses.get("marines", 0), uses.get("fighters", 0)),
        tuple(traits.items()), tuple(entry["faction"]) if entry["faction"] else None,
        (size.get("min"), size.get("max")) if size else None,
        tuple(entry.get("effects", ())), entry["text"], entry.get("flavour"), entry["source"],
    )


def parse_cards(data: Any, where: str, text: str | None = None) -> CardSet:
    """Check the card set (schema first, then the cross-card rules) and build it."""
    return _build(validate(data, "hull-breach-cards", where, text), where)


def _build(data: Any, where: str) -> CardSet:
    cards: list[Card] = []
    seen: set[str] = set()
    for entry in data["cards"]:
        card = _card(entry, where)
        if card.id in seen:
            raise _fail(where, card.id, "id", "is used by two cards")
        seen.add(card.id)
        cards.append(card)
    return CardSet(tuple(cards), {c.id: c for c in cards})


def load_cards(path: str | Path) -> CardSet:
    path = Path(path)
    return _build(load_checked(path, "hull-breach-cards"), str(path))


def data_dir() -> Path:
    return card_data_dir() / "hull_breach"


@lru_cache(maxsize=1)
def card_set() -> CardSet:
    """The shipped cards (cached)."""
    return load_cards(data_dir() / "cards.yaml")


STARTER_DECKS = ("skyline-vanguard", "frontier-strike-group")
