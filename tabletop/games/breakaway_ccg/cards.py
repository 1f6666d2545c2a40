"""Breakaway: CCG card data: the card set and the team decks, read and checked.

The book prints no card list, so ``card_data/breakaway_ccg/cards.yaml`` is authored to the
card anatomy of its "Game Cards Explained", "Symbols", "Abilities", "Actions" and "Specials"
sections, and every card says ``source: authored``. The files are user-replaceable, so they
are checked before use, first against ``card_data/schema/ccg-*.schema.json`` (``tabletop.cards.loader``:
file, line, card and field in every message), then here for what a schema cannot say: the
rules across fields and cards, and the references to the glossary and the card set. Deck
legality (how many copies, points...) is not checked here but in ``construction``.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dc_field
from functools import lru_cache
from pathlib import Path
from typing import Any

from tabletop.cards.loader import CardFileError, load_checked, validate
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
RESTRICTIONS = {"I": 1, "II": 2}
GOALIE = "goalie"


#: A card, deck or rink file that is not usable: the loader's error, for the schema's problems
#: and for the ones checked here alike.
CardDataError = CardFileError


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
class SpecialRule:
    """A glossary special's structured rule (``specials.interpreter`` interprets it): the window it is used
    in, the conditions (``when``), whom it acts on, what it changes and for how long. A ``handler``
    in ``change`` names the code in ``specials.handlers`` for the few that a table cannot say."""

    window: str
    when: tuple[str, ...]
    target: str
    change: dict[str, Any]
    duration: str
    ruling: str | None = None


@dataclass(frozen=True, slots=True)
class CardSet:
    cards: tuple[Card, ...]
    by_id: dict[str, Card]
    specials_text: dict[str, tuple[str, str]]     # special id -> (name, text) for the specials the set uses
    # special id -> its rules (most have one); specials with none are in ``left_out`` (id -> the
    # ruling that says why).
    special_rules: dict[str, tuple[SpecialRule, ...]] = dc_field(default_factory=dict)
    left_out: dict[str, str] = dc_field(default_factory=dict)

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


_fail = CardDataError.at


# The builders below take schema-checked data: types, ranges, words and field names are the schema's.
def _symbol(raw: dict, where: str, card: str) -> Symbol:
    """Which fields a symbol carries depends on its kind (the schema lists every field for all kinds)."""
    kind = raw["kind"]
    spec = SYMBOLS[kind]
    extra = set(raw) - {"kind"} - set(spec)
    if extra:
        raise _fail(where, card, "symbols", f"a {kind} symbol has no field {min(extra)!r}")
    for key, required in spec.items():
        if required and key not in raw:
            raise _fail(where, card, "symbols", f"a {kind} symbol needs {key!r}")
    return Symbol(kind, raw.get("color"), raw.get("area"), raw.get("modifier", 0), raw.get("zone"), raw.get("side"),
                  raw.get("number"))


def _card(entry: dict, where: str, specials_text: dict[str, tuple[str, str]], ruled: frozenset[str]) -> Card:
    card_id = entry["id"]
    for special in entry["specials"]:
        if special not in specials_text:
            raise _fail(where, card_id, "specials", f"{special!r} has no entry in the file's 'specials' glossary")
        if special not in ruled:      # never silently ignored: a rule, or a ruling saying why not
            raise _fail(where, card_id, "specials", f"{special!r} has no rule: its glossary entry has neither an "
                                                    "'effect' nor a 'left_out' ruling")
    number, player = entry["number"], entry["player"]
    if player and (number is None or not entry["suits"]):
        raise _fail(where, card_id, "player", "a Player card must have a number (0-8 or goalie) and a suit")
    if not player and number == GOALIE:
        raise _fail(where, card_id, "player", "a Goalie card is a Player card")
    circle = entry["suit_circle"]
    return Card(card_id, entry["name"].strip(), number, tuple(entry["suits"]), tuple(entry["colors"]),
                tuple(entry["actions"]), tuple(entry["specials"]),
                tuple(_symbol(s, where, card_id) for s in entry["symbols"]),
                None if circle is None else (circle["number"], circle["color"]), entry["points"],
                entry["restriction"], player, entry["source"])


def _rules(raw: dict | list) -> tuple[SpecialRule, ...]:
    return tuple(SpecialRule(r["window"], tuple(r.get("when", ())), r["target"], dict(r["change"]), r["duration"],
                             r.get("ruling")) for r in (raw if isinstance(raw, list) else [raw]))


def _card_set(data: dict, where: str) -> CardSet:
    glossary = data.get("specials", {})
    specials_text = {sid: (entry["name"], entry["text"]) for sid, entry in glossary.items()}
    rules: dict[str, tuple[SpecialRule, ...]] = {}
    left_out: dict[str, str] = {}
    for sid, entry in glossary.items():
        if "effect" in entry and "left_out" in entry:
            raise _fail(where, None, f"specials.{sid}", "has both an 'effect' and a 'left_out' ruling")
        if "effect" in entry:
            rules[sid] = _rules(entry["effect"])
            if sum(r.window == "use" for r in rules[sid]) > 1:
                raise _fail(where, None, f"specials.{sid}.effect", "has two 'use' rules: a special is used one way")
        elif "left_out" in entry:
            left_out[sid] = entry["left_out"]
    ruled = frozenset(rules) | frozenset(left_out)
    cards: list[Card] = []
    seen: set[str] = set()
    for entry in data["cards"]:
        card = _card(entry, where, specials_text, ruled)
        if card.id in seen:
            raise _fail(where, card.id, "id", "is used by two cards")
        seen.add(card.id)
        cards.append(card)
    return CardSet(tuple(cards), {c.id: c for c in cards}, specials_text, rules, left_out)


def parse_cards(data: Any, where: str) -> CardSet:
    """For card data parsed elsewhere (tests, tools): the schema first, as ``load_cards`` does."""
    return _card_set(validate(data, "ccg-cards", where), where)


def load_cards(path: str | Path) -> CardSet:
    path = Path(path)
    return _card_set(load_checked(path, "ccg-cards"), str(path))


def _deck(data: dict, where: str, cards: CardSet) -> Deck:
    for field in ("cards", "bench"):
        for card_id in data[field]:
            if card_id not in cards.by_id:
                raise _fail(where, str(card_id), field, "is not a card of the card set")
    return Deck(data["name"].strip(), tuple(data["cards"].items()), tuple(data["bench"]), where)


def parse_deck(data: Any, where: str, cards: CardSet) -> Deck:
    """For deck data parsed elsewhere: the schema first, as ``load_deck`` does; legality is ``construction``'s."""
    return _deck(validate(data, "ccg-deck", where), where, cards)


def load_deck(path: str | Path, cards: CardSet) -> Deck:
    path = Path(path)
    return _deck(load_checked(path, "ccg-deck"), str(path), cards)


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
