"""Reading and writing deck files, and plain-list import and export.

A deck file is YAML (``card_data/schema/deck.schema.json``)::

    game: hull-breach
    name: Skyline Vanguard
    cards: {skyline-defense-hq: 1, zephyr-squadron: 5, ...}   # every card of the deck
    station_modules: [anaheim-strip-miners, xeros-salvage-yard]  # Hull Breach! only
    bench: [...]                                                # Breakaway: CCG only

Reading refuses, with one sentence that says which: an unreadable, oversized, binary or
malformed file, an alias bomb, a file that is not a deck (a card set, a save file), an unknown
game, a card that is not in the game's catalog (naming the game it does belong to, if any) and
a key that belongs to another game. Writing goes through ``tabletop.engine.atomic.write_atomic``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tabletop.cards import cache as checked_cache
from tabletop.cards.catalog import GAMES, Catalog, catalog, game_name
from tabletop.cards.loader import SCHEMAS, CardFileError, compose_and_load, read_text, schema_dir, validate
from tabletop.engine.deck import (
    MAX_COPIES,
    MAX_DECK_CARDS,
    Deck,
    DeckFileError,
    deck_to_data,
    printable_problem,
)
from tabletop.lazy_import import lazy_module

yaml = lazy_module("yaml")  # PyYAML, imported on first use (see tabletop.lazy_import)

MAX_DECK_BYTES = 256 * 1024
GAME_KEYS = {"bench": "breakaway-ccg", "station_modules": "hull-breach"}


def _line(root: Any, key: str) -> str:
    """', line N' for a top-level key or card id, when the node tree is at hand."""
    try:
        for k, v in root.value:
            if k.value == key:
                return f", line {k.start_mark.line + 1}"
            if k.value == "cards" and hasattr(v, "value") and isinstance(v.value, list):
                for ck, _ in v.value:
                    if getattr(ck, "value", None) == key:
                        return f", line {ck.start_mark.line + 1}"
    except (AttributeError, TypeError, ValueError):
        pass
    return ""


def parse_deck_text(text: str, where: str = "<deck>", cards: Catalog | None = None,
                    max_bytes: int = MAX_DECK_BYTES) -> Deck:
    try:
        data, root = compose_and_load(text, where, max_bytes)
    except CardFileError as error:
        raise DeckFileError(str(error)) from None
    return deck_from_data(data, where, cards, root)


def deck_from_data(data: Any, where: str = "<deck>", cards: Catalog | None = None, root: Any = None) -> Deck:
    """A deck from parsed data (a deck file's, or one embedded in a save), with every check a deck file
    gets; ``root`` is the YAML node tree, when there is one, for line numbers."""
    if not isinstance(data, dict):
        raise DeckFileError(f"{where}: not a deck file (expected a mapping with game, name and cards)")
    if "game" not in data or "cards" not in data or isinstance(data.get("cards"), list) or "format" in data:
        what = "a card set" if isinstance(data.get("cards"), list) else (
            "a saved game" if "format" in data or "actions" in data else "something else")
        raise DeckFileError(f"{where}: not a deck file (it looks like {what}; a deck has game, name and a "
                            "cards mapping of card id to copies)")
    game = data["game"]
    if game not in GAMES:
        raise DeckFileError(f"{where}{_line(root, 'game')}: unknown game {game!r} (known: {', '.join(GAMES)})")
    try:
        validate(data, "deck", where, root=root)
    except CardFileError as error:
        raise DeckFileError(str(error).replace("\n", "; ")) from None
    for key, owner in GAME_KEYS.items():
        if key in data and owner != game:
            raise DeckFileError(f"{where}{_line(root, key)}: {key!r} belongs to {game_name(owner)} decks, "
                                f"not {game_name(game)}")
    cards = cards or catalog()
    for card_id in list(data["cards"]) + list(data.get("bench", [])) + list(data.get("station_modules", [])):
        if not cards.has(game, str(card_id)):
            others = cards.games_with(str(card_id))
            hint = f" (it is a {game_name(others[0])} card: wrong game?)" if others else ""
            raise DeckFileError(f"{where}{_line(root, str(card_id))}: unknown card {card_id!r} for "
                                f"{game_name(game)}{hint}")
    problem = printable_problem(data["name"])
    if problem is not None:
        raise DeckFileError(f"{where}{_line(root, 'name')}: the deck's name {problem}")
    total = sum(data["cards"].values()) + len(data.get("bench", ()))
    if total > MAX_DECK_CARDS:
        raise DeckFileError(f"{where}: {total:,} cards is more than a deck file may hold (at most {MAX_DECK_CARDS})")
    modules = data.get("station_modules")
    return Deck(game, data["name"].strip(), tuple((str(c), n) for c, n in data["cards"].items()),
                tuple(data.get("bench", ())), None if modules is None else tuple(modules))


def read_deck(path: str | Path, cards: Catalog | None = None, max_bytes: int = MAX_DECK_BYTES) -> Deck:
    """Read and check a deck file; raises ``DeckFileError`` with the reason.

    A shipped deck (the starter decks) is read from the card-data cache when its entry is for this
    very text (``tabletop.cards.cache.checked``): the values its YAML gave the first time, which
    then get every deck check again here but need no YAML reader. Any other deck file, and a
    shipped one whose entry is missing, damaged or stale, is read from its text."""
    try:
        text = read_text(path, max_bytes)
    except CardFileError as error:
        raise DeckFileError(str(error)) from None
    where = str(path)
    if checked_cache.entry_path(Path(path), "deck") is None:
        return parse_deck_text(text, where, cards, max_bytes)

    def check() -> Any:
        try:
            data, root = compose_and_load(text, where, max_bytes)
        except CardFileError as error:
            raise DeckFileError(str(error)) from None
        deck_from_data(data, where, cards, root)    # every check, with lines in its errors
        return data

    data = checked_cache.checked(Path(path), text, "deck", schema_dir() / SCHEMAS["deck"], max_bytes, check)
    return deck_from_data(data, where, cards)


def deck_to_text(deck: Deck) -> str:
    """The deck file's text: block style, one card per line, so diffs of a deck stay readable."""
    header = f"# {game_name(deck.game)} deck, written by Tabletop.\n"
    return header + yaml.safe_dump(deck_to_data(deck), sort_keys=False, allow_unicode=True,
                                   default_flow_style=False, width=100)


def write_deck(path: str | Path, deck: Deck) -> None:
    """Write atomically: a crash leaves the old file or the new one, never half of either."""
    from tabletop.engine.atomic import write_atomic

    write_atomic(path, deck_to_text(deck))


# ----- plain lists ----------------------------------------------------------------------------------
SECTION_BENCH = "bench:"
SECTION_MODULES = "starting modules:"
MAX_LIST_CHARS = 256 * 1024
_LINE = re.compile(r"^\s*([0-9]+)\s*x?\s+(.+?)\s*$")


def _unique_names(game: str, cards: Catalog) -> dict[str, str]:
    """Lower-case name -> id, for the names only one card of the game has."""
    seen: dict[str, list[str]] = {}
    for c in cards.cards(game):
        seen.setdefault(c.name.lower(), []).append(c.id)
    return {name: ids[0] for name, ids in seen.items() if len(ids) == 1}


def export_list(deck: Deck, cards: Catalog | None = None) -> str:
    """'4 Harpy-class Cruiser' lines; a card whose name is shared within its game is written by id."""
    cards = cards or catalog()
    names = _unique_names(deck.game, cards)

    def shown(card_id: str) -> str:
        card = cards.get(deck.game, card_id)
        return card.name if card is not None and names.get(card.name.lower()) == card_id else card_id

    lines = [f"# {deck.name} ({game_name(deck.game)})"]
    lines += [f"{n} {shown(c)}" for c, n in deck.cards]
    if deck.game == "breakaway-ccg" and deck.bench:
        lines += ["", "Bench:"] + [f"1 {shown(c)}" for c in deck.bench]
    if deck.game == "hull-breach" and deck.station_modules:
        lines += ["", "Starting modules:"] + [f"1 {shown(c)}" for c in deck.station_modules]
    return "\n".join(lines) + "\n"


def import_list(text: str, game: str, name: str = "Imported deck", cards: Catalog | None = None) -> Deck:
    """Read a plain list ('4 Harpy-class Cruiser', a name or an id per line, '#' comments)."""
    cards = cards or catalog()
    if game not in GAMES:
        raise DeckFileError(f"unknown game {game!r}")
    names = _unique_names(game, cards)
    counts: dict[str, int] = {}
    bench: list[str] = []
    modules: list[str] = []
    section = "cards"
    total = 0
    if len(text) > MAX_LIST_CHARS:
        raise DeckFileError(f"the list is {len(text):,} characters long; a deck list is at most "
                            f"{MAX_LIST_CHARS:,}")
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.lower() == SECTION_BENCH:
            section = "bench"
            continue
        if line.lower() == SECTION_MODULES:
            section = "modules"
            continue
        match = _LINE.match(line)
        if not match:
            raise DeckFileError(f"line {number}: expected a count and a card, like '4 Harpy-class Cruiser', "
                                f"not {line!r}")
        digits, what = match.group(1), match.group(2)
        copies = int(digits) if len(digits) <= 3 else MAX_COPIES + 1
        if not 1 <= copies <= MAX_COPIES:
            raise DeckFileError(f"line {number}: {digits if len(digits) <= 12 else digits[:12] + '…'} copies "
                                f"of a card is not a count Tabletop accepts (1 to {MAX_COPIES})")
        card_id = what if cards.has(game, what) else names.get(what.lower())
        if card_id is None:
            shared = [c.id for c in cards.cards(game) if c.name.lower() == what.lower()]
            if shared:
                raise DeckFileError(f"line {number}: {what!r} names {len(shared)} cards; write one of its ids "
                                    f"instead ({', '.join(shared[:4])})")
            raise DeckFileError(f"line {number}: unknown card {what!r} for {game_name(game)}")
        total += copies
        if total > MAX_DECK_CARDS:
            raise DeckFileError(f"line {number}: the list holds more than {MAX_DECK_CARDS} cards, more than "
                                "any deck")
        if section == "bench":
            bench.extend([card_id] * copies)
        elif section == "modules":
            modules.extend([card_id] * copies)
        else:
            counts[card_id] = counts.get(card_id, 0) + copies
            if counts[card_id] > MAX_COPIES:
                raise DeckFileError(f"line {number}: more than {MAX_COPIES} copies of {what!r} in all")
    return Deck(game, name, tuple(counts.items()), tuple(bench),
                tuple(modules) if game == "hull-breach" and modules else None)
