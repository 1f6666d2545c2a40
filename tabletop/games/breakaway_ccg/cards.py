"""Breakaway: CCG card data: the card set and the team decks, read and checked.

The book prints no card list, so ``card_data/breakaway_ccg/cards.yaml`` is authored to the
card anatomy of its "Game Cards Explained", "Symbols", "Abilities", "Actions" and "Specials"
sections, and every card says ``source: authored``. The files are user-replaceable, so they
are checked before use: each problem is reported with the file, the card and the field.
Deck legality (how many copies, points...) is not checked here but in ``construction``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tabletop.cards.loader import CardFileError, load_checked
from tabletop.paths import card_data_dir

GAME_ID = "breakaway-ccg"
SUITS = ("helmet", "skate", "stick", "glove")
COLORS = ("black", "blue", "bronze", "brown", "gold", "green", "orange", "pink", "purple", "red", "silver",
          "yellow")
ACTIONS = ("block", "body-check", "clone", "deflect", "draw", "icing", "intercept", "move", "on-net",
           "poke-check", "punch", "save", "score", "shoot", "stretch-pass", "substitution", "tip")
#: Every special the book names: the Part 2 list and the Part 3 glossary (goalie promotions by suit
#: are the four ``goalie-*`` entries).
SPECIALS = (
    "1-on-1-defense", "1-on-1-forward", "any-shot", "assist", "back-pass", "bad-change", "breakaway",
    "change-up", "changing-lines", "clear-zone", "crowd", "cycle", "dig-it-out", "diving", "dump", "dump-in",
    "end-to-end", "enforced", "enforcer", "extra-attacker", "extra-man", "faceoff", "fast-break", "final-say",
    "flip-pass", "goalie-glove", "goalie-helmet", "goalie-promotion", "goalie-skate", "goalie-stick",
    "grind-challenge", "head-man", "high-sticking", "hit-the-crossbar", "hit-the-post", "hold-the-line",
    "i-saw-that", "lost-the-puck", "mirror", "no-intercept", "official", "one-timer", "own-goal", "pass-intercept",
    "penalty-shot", "pin", "pressure", "promote", "promotion", "protect-puck", "pull-goalie", "re-group",
    "redirect", "ring-around", "rookie", "rushed-line-change", "saucer-pass", "screen", "select-promotion",
    "shuffle", "skip", "skip-2", "slap-shot", "specialized", "start-a-fight", "steal", "stick-lift",
    "stop-movement", "stop-puck", "stretch-dump", "support", "sweep-check", "tilt", "timeout", "too-fast",
    "toronto", "trade", "two-line-pass", "veteran", "video-review", "wild-card", "wrap-around", "wrist-shot",
    "you-missed",
)
#: Symbol kinds (book: "Symbols") and the fields each one carries besides ``kind``.
SYMBOLS: dict[str, dict[str, bool]] = {
    "number": {"color": True, "area": True, "modifier": False},     # colored area number, e.g. Red 7+1
    "dot": {"color": True},
    "zone": {"color": True, "zone": True},                           # colored O / D / N
    "affiliation": {"color": True, "side": True},                    # colored H / A
    "cancel": {"color": True},                                       # colored X
    "penalty-kill": {"color": True},                                 # colored K
    "protection": {"color": True},                                   # colored O in a circle
    "penalty": {"color": True},                                      # colored P in a circle
    "fight-good": {"number": True},                                  # FG#
    "fight-bad": {"number": True},                                   # FB#
    "grind": {},                                                     # the Grind ability symbol
}
ZONES = ("offensive", "defensive", "neutral")
SIDES = ("home", "away")
RESTRICTIONS = {"I": 1, "II": 2}
GOALIE = "goalie"
CARD_FIELDS = ("id", "name", "number", "suits", "colors", "actions", "specials", "symbols", "suit_circle",
               "points", "restriction", "player", "source")
SOURCES = ("book", "authored")


class CardDataError(ValueError):
    """A card, deck or rink file that is not usable; the message names the file, the card and the field."""


@dataclass(frozen=True, slots=True)
class Symbol:
    kind: str
    color: str | None = None
    area: int | None = None
    modifier: int = 0
    zone: str | None = None
    side: str | None = None
    number: int | None = None


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    name: str
    number: int | str | None          # 0-8, "goalie", or None for a card without a number
    suits: tuple[str, ...]
    colors: tuple[str, ...]
    actions: tuple[str, ...]
    specials: tuple[str, ...]
    symbols: tuple[Symbol, ...]
    suit_circle: tuple[int, str] | None
    points: int
    restriction: str | None
    player: bool
    source: str

    @property
    def max_copies(self) -> int | None:
        return RESTRICTIONS.get(self.restriction) if self.restriction else None

    @property
    def number_label(self) -> str:
        if self.number is None:
            return "no number"
        return "Goalie" if self.number == GOALIE else f"#{self.number}"

    @property
    def label(self) -> str:
        if self.number is None:
            return self.name
        if self.number == GOALIE:
            return f"{self.name} (G)" if self.name != "Goalie" else "Goalie"
        return f"{self.name} {self.number}"


@dataclass(frozen=True, slots=True)
class CardSet:
    cards: tuple[Card, ...]
    by_id: dict[str, Card]
    specials_text: dict[str, tuple[str, str]]     # special id -> (name, text) for the specials the set uses

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.cards)


@dataclass(frozen=True, slots=True)
class Deck:
    """A team: card id -> copies, and the bench (card ids, each one physical card)."""

    name: str
    cards: tuple[tuple[str, int], ...]
    bench: tuple[str, ...]
    where: str = ""

    @property
    def size(self) -> int:
        return sum(n for _, n in self.cards)

    def expanded(self) -> tuple[str, ...]:
        return tuple(card for card, n in self.cards for _ in range(n))


def _fail(where: str, card: str | None, field: str | None, problem: str) -> CardDataError:
    parts = [where]
    if card is not None:
        parts.append(f"card {card!r}")
    if field is not None:
        parts.append(f"field {field!r}")
    return CardDataError(f"{', '.join(parts)}: {problem}")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _words(entry: dict, key: str, allowed: tuple[str, ...], where: str, card: str) -> tuple[str, ...]:
    value = entry[key]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _fail(where, card, key, f"must be a list of words, not {value!r}")
    for v in value:
        if v not in allowed:
            raise _fail(where, card, key, f"{v!r} is not one of: {', '.join(allowed)}")
    if len(set(value)) != len(value):
        raise _fail(where, card, key, "lists the same value twice")
    return tuple(value)


def _symbol(raw: Any, where: str, card: str) -> Symbol:
    if not isinstance(raw, dict) or raw.get("kind") not in SYMBOLS:
        raise _fail(where, card, "symbols", f"each symbol needs a kind from {', '.join(SYMBOLS)}, not {raw!r}")
    kind = raw["kind"]
    spec = SYMBOLS[kind]
    extra = set(raw) - {"kind"} - set(spec)
    if extra:
        raise _fail(where, card, "symbols", f"a {kind} symbol has no field {min(map(str, extra))!r}")
    for key, required in spec.items():
        if required and key not in raw:
            raise _fail(where, card, "symbols", f"a {kind} symbol needs {key!r}")
    color = raw.get("color")
    if "color" in spec and color not in COLORS:
        raise _fail(where, card, "symbols", f"symbol color {color!r} is not one of: {', '.join(COLORS)}")
    area = raw.get("area")
    if area is not None and (not _is_int(area) or not 0 <= area <= 9):
        raise _fail(where, card, "symbols", f"a symbol's area must be a number 0-9, not {area!r}")
    modifier = raw.get("modifier", 0)
    if not _is_int(modifier) or not -3 <= modifier <= 3:
        raise _fail(where, card, "symbols", f"a symbol's modifier must be -3 to +3, not {modifier!r}")
    zone = raw.get("zone")
    if zone is not None and zone not in ZONES:
        raise _fail(where, card, "symbols", f"a zone symbol shows one of {', '.join(ZONES)}, not {zone!r}")
    side = raw.get("side")
    if side is not None and side not in SIDES:
        raise _fail(where, card, "symbols", f"an affiliation symbol shows home or away, not {side!r}")
    number = raw.get("number")
    if number is not None and (not _is_int(number) or number < 1):
        raise _fail(where, card, "symbols", f"a fight symbol's number must be 1 or more, not {number!r}")
    return Symbol(kind, color, area, modifier, zone, side, number)


def _card(entry: Any, index: int, where: str, specials_text: dict[str, tuple[str, str]]) -> Card:
    if not isinstance(entry, dict):
        raise _fail(where, f"#{index + 1}", None, "each card must be a mapping")
    card_id = entry.get("id")
    if not isinstance(card_id, str) or not card_id or not all(ch.isalnum() or ch == "-" for ch in card_id) \
            or card_id != card_id.lower():
        raise _fail(where, f"#{index + 1}", "id", f"must be lower-case letters, digits and dashes, not {card_id!r}")
    extra = set(entry) - set(CARD_FIELDS)
    if extra:
        raise _fail(where, card_id, min(map(str, extra)), "unknown field")
    for key in CARD_FIELDS:
        if key not in entry:
            raise _fail(where, card_id, key, "is missing")
    name = entry["name"]
    if not isinstance(name, str) or not name.strip():
        raise _fail(where, card_id, "name", f"must be non-empty text, not {name!r}")
    number = entry["number"]
    if not (number is None or number == GOALIE or (_is_int(number) and 0 <= number <= 8)):
        raise _fail(where, card_id, "number", f"must be 0-8, goalie, or null (no number), not {number!r}")
    suits = _words(entry, "suits", SUITS, where, card_id)
    colors = _words(entry, "colors", COLORS, where, card_id)
    actions = _words(entry, "actions", ACTIONS, where, card_id)
    specials = _words(entry, "specials", SPECIALS, where, card_id)
    for special in specials:
        if special not in specials_text:
            raise _fail(where, card_id, "specials", f"{special!r} has no entry in the file's 'specials' glossary")
    raw_symbols = entry["symbols"]
    if not isinstance(raw_symbols, list):
        raise _fail(where, card_id, "symbols", f"must be a list, not {raw_symbols!r}")
    symbols = tuple(_symbol(s, where, card_id) for s in raw_symbols)
    circle = entry["suit_circle"]
    if circle is not None:
        if (not isinstance(circle, dict) or set(circle) != {"number", "color"} or not _is_int(circle["number"])
                or not -3 <= circle["number"] <= 3 or circle["color"] not in COLORS):
            raise _fail(where, card_id, "suit_circle",
                        f"must be null or {{number: -3..3, color: one of the colors}}, not {circle!r}")
        circle = (circle["number"], circle["color"])
    points = entry["points"]
    if not _is_int(points) or not 0 <= points <= 1000:
        raise _fail(where, card_id, "points", f"must be a whole number 0-1000, not {points!r}")
    restriction = entry["restriction"]
    if restriction is not None and restriction not in RESTRICTIONS:
        raise _fail(where, card_id, "restriction", f"must be I, II or null, not {restriction!r}")
    player = entry["player"]
    if not isinstance(player, bool):
        raise _fail(where, card_id, "player", f"must be true or false, not {player!r}")
    if player and (number is None or not suits):
        raise _fail(where, card_id, "player", "a Player card must have a number (0-8 or goalie) and a suit")
    if not player and number == GOALIE:
        raise _fail(where, card_id, "player", "a Goalie card is a Player card")
    source = entry["source"]
    if source not in SOURCES:
        raise _fail(where, card_id, "source", f"must be one of {', '.join(SOURCES)}, not {source!r}")
    return Card(card_id, name.strip(), number, suits, colors, actions, specials, symbols, circle, points,
                restriction, player, source)


def parse_cards(data: Any, where: str) -> CardSet:
    """Check the card file and build the set; the first problem found is raised."""
    if not isinstance(data, dict):
        raise _fail(where, None, None, "expected a mapping with 'game', 'specials' and 'cards'")
    unknown = set(data) - {"game", "source", "specials", "cards"}
    if unknown:
        raise _fail(where, None, min(map(str, unknown)), "unknown top-level field")
    if data.get("game") != GAME_ID:
        raise _fail(where, None, "game", f"must be {GAME_ID!r}, not {data.get('game')!r}")
    raw_specials = data.get("specials", {})
    if not isinstance(raw_specials, dict):
        raise _fail(where, None, "specials", "must map each special id to its name and text")
    specials_text: dict[str, tuple[str, str]] = {}
    for sid, entry in raw_specials.items():
        if sid not in SPECIALS:
            raise _fail(where, None, "specials", f"{sid!r} is not a special the rulebook names")
        if (not isinstance(entry, dict) or set(entry) != {"name", "text"}
                or not all(isinstance(v, str) and v.strip() for v in entry.values())):
            raise _fail(where, None, "specials", f"{sid!r} needs a 'name' and a 'text'")
        specials_text[sid] = (entry["name"], entry["text"])
    entries = data.get("cards")
    if not isinstance(entries, list) or not entries:
        raise _fail(where, None, "cards", "must be a non-empty list of cards")
    cards: list[Card] = []
    seen: set[str] = set()
    for index, entry in enumerate(entries):
        card = _card(entry, index, where, specials_text)
        if card.id in seen:
            raise _fail(where, card.id, "id", "is used by two cards")
        seen.add(card.id)
        cards.append(card)
    return CardSet(tuple(cards), {c.id: c for c in cards}, specials_text)


def checked(path: Path, kind: str) -> Any:
    """The file's data after the schema check (``card_data/schema/``); problems become ``CardDataError``."""
    try:
        return load_checked(path, kind)
    except CardFileError as error:
        raise CardDataError(str(error)) from None


def load_cards(path: str | Path) -> CardSet:
    path = Path(path)
    return parse_cards(checked(path, "ccg-cards"), str(path))


def parse_deck(data: Any, where: str, cards: CardSet) -> Deck:
    """Check a deck file's format (not its legality) and build the deck."""
    if not isinstance(data, dict):
        raise _fail(where, None, None, "expected a mapping with 'game', 'name', 'cards' and 'bench'")
    unknown = set(data) - {"game", "name", "source", "cards", "bench"}
    if unknown:
        raise _fail(where, None, min(map(str, unknown)), "unknown top-level field")
    if data.get("game") != GAME_ID:
        raise _fail(where, None, "game", f"must be {GAME_ID!r}, not {data.get('game')!r}")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise _fail(where, None, "name", f"must be the team's name, not {name!r}")
    raw = data.get("cards")
    if not isinstance(raw, dict) or not raw:
        raise _fail(where, None, "cards", "must map card ids to numbers of copies")
    entries: list[tuple[str, int]] = []
    for card_id, copies in raw.items():
        if card_id not in cards.by_id:
            raise _fail(where, str(card_id), "cards", "is not a card of the card set")
        if not _is_int(copies) or copies < 1:
            raise _fail(where, card_id, "cards", f"copies must be a whole number of 1 or more, not {copies!r}")
        entries.append((card_id, copies))
    bench = data.get("bench")
    if not isinstance(bench, list):
        raise _fail(where, None, "bench", "must be a list of card ids")
    for card_id in bench:
        if card_id not in cards.by_id:
            raise _fail(where, str(card_id), "bench", "is not a card of the card set")
    return Deck(name.strip(), tuple(entries), tuple(bench), where)


def load_deck(path: str | Path, cards: CardSet) -> Deck:
    path = Path(path)
    return parse_deck(checked(path, "ccg-deck"), str(path), cards)


def data_dir() -> Path:
    return card_data_dir() / "breakaway_ccg"


@lru_cache(maxsize=1)
def card_set() -> CardSet:
    """The shipped cards (cached: the engine reads them once)."""
    return load_cards(data_dir() / "cards.yaml")


STARTER_DECKS = ("ridge-runners", "harbour-hawks")


@lru_cache(maxsize=4)
def starter_deck(deck_id: str) -> Deck:
    if deck_id not in STARTER_DECKS:
        raise KeyError(deck_id)
    return load_deck(data_dir() / "decks" / f"{deck_id}.yaml", card_set())
