"""The deck as the engine knows it: the value a game is set up with, a rule it breaks, and the deck
as a save file holds it.

``Deck`` is an immutable value (edits return a new deck, so undo is a list of decks) shared by
every game; ``Violation`` is one construction rule a deck breaks, in the shape every game's
check returns. A save embeds each seat's deck as the data a deck file holds (``deck_to_data``);
reading that data back needs the card catalog and the deck schema, which live above the engine,
so the reader is handed in once by the game registry (``use_deck_reader``) and the engine calls
it through ``deck_from_data``.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

#: What a deck file or a pasted list may hold before anything is counted or expanded (no game's
#: deck comes near: the largest legal decks have about 60 cards, at most 4 copies of one).
#: card_data/schema/deck.schema.json states the same numbers for editors.
MAX_COPIES = 99
MAX_DECK_CARDS = 999
MAX_DISTINCT_CARDS = 500
MAX_NAME_CHARS = 80


class DeckFileError(ValueError):
    """The data cannot be used as a deck; the message is one sentence naming the file and the reason."""


def printable_problem(text: str) -> str | None:
    """Why ``text`` cannot be a deck or card name, or None: names are shown in windows and printed
    to terminals, where a control character or an escape sequence would do more than display."""
    if not text.strip():
        return "is blank"
    if len(text) > MAX_NAME_CHARS:
        return f"is {len(text)} characters long (at most {MAX_NAME_CHARS})"
    for char in text:
        if unicodedata.category(char) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            return f"holds the control character U+{ord(char):04X}"
    return None


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck: the game, a name, card id -> copies (in the file's order), and the game-specific lists.

    ``bench`` is Breakaway: CCG's bench (card ids, one physical card each). ``station_modules`` is
    Hull Breach!'s modules set aside to start attached to the station; ``None`` means the file did
    not say, and the check takes the first two different Module - Station cards (ruling H1).
    """

    game: str
    name: str
    cards: tuple[tuple[str, int], ...] = ()
    bench: tuple[str, ...] = ()
    station_modules: tuple[str, ...] | None = None

    @property
    def size(self) -> int:
        return sum(n for _, n in self.cards)

    def count(self, card_id: str) -> int:
        for cid, n in self.cards:
            if cid == card_id:
                return n
        return 0

    def counts(self) -> dict[str, int]:
        return dict(self.cards)

    def with_count(self, card_id: str, copies: int) -> Deck:
        """The deck with ``copies`` of the card (0 removes it); a new card goes at the end."""
        copies = max(0, copies)
        out, found = [], False
        for cid, n in self.cards:
            if cid == card_id:
                found = True
                if copies:
                    out.append((cid, copies))
            else:
                out.append((cid, n))
        if not found and copies:
            out.append((card_id, copies))
        deck = replace(self, cards=tuple(out))
        if copies == 0:
            deck = replace(deck, bench=tuple(c for c in deck.bench if c != card_id))
            if deck.station_modules is not None:
                deck = replace(deck, station_modules=tuple(c for c in deck.station_modules if c != card_id))
        return deck

    def adding(self, card_id: str, copies: int = 1) -> Deck:
        return self.with_count(card_id, self.count(card_id) + copies)

    def renamed(self, name: str) -> Deck:
        return replace(self, name=name)

    def with_bench(self, bench: tuple[str, ...]) -> Deck:
        return replace(self, bench=tuple(bench))

    def with_station_modules(self, modules: tuple[str, ...] | None) -> Deck:
        return replace(self, station_modules=None if modules is None else tuple(modules))


@dataclass(frozen=True, slots=True)
class Violation:
    """One construction rule a deck breaks."""

    rule: str                    # stable code: deck-size, copies, faction, ...
    sentence: str                # the rule and what is wrong, for a person
    cards: tuple[str, ...]       # the card ids involved (empty when the deck as a whole is at fault)
    citation: str = ""

    def as_dict(self) -> dict:
        return {"rule": self.rule, "sentence": self.sentence, "cards": list(self.cards), "citation": self.citation}


# ----- the deck as a deck file (and a save) holds it ------------------------------------------------
def deck_to_data(deck: Deck) -> dict[str, Any]:
    """The deck as the mapping a deck file holds: game, name, cards, and the game's own list."""
    data: dict[str, Any] = {"game": deck.game, "name": deck.name, "cards": dict(deck.cards)}
    if deck.game == "breakaway-ccg":
        data["bench"] = list(deck.bench)
    if deck.game == "hull-breach" and deck.station_modules is not None:
        data["station_modules"] = list(deck.station_modules)
    return data


#: ``reader(data, where)``: a deck from a deck file's data, with every check a deck file gets,
#: raising ``DeckFileError``. Set once by the game registry (``tabletop.games``).
DeckReader = Callable[[Any, str], Deck]
_readers: list[DeckReader] = []


def use_deck_reader(reader: DeckReader) -> None:
    """Hand the engine the reader of deck data (the registry does, when the games register)."""
    _readers[:] = [reader]


def deck_from_data(data: Any, where: str = "<deck>") -> Deck:
    """A deck from a deck file's data (one embedded in a save), checked as a deck file is."""
    if not _readers:
        raise DeckFileError(f"{where}: decks cannot be read before the games are registered "
                            "(import tabletop.games)")
    return _readers[0](data, where)


def shape_problems(deck: object, game_id: str, game_name: str) -> list[Violation]:
    """What makes a deck value unusable before any rule is read: another game's deck, or one a deck
    file (and so a save file, which embeds it) could not hold as it is: a card listed twice, copies
    out of 1-99, more than 999 cards, an unknown card, a name that is not printable text. The test is
    the save's own: the deck written as a save writes it and read back must be the same deck."""
    if getattr(deck, "game", None) != game_id:
        return [Violation("wrong-game", f"This is not a {game_name} deck.", ())]
    try:
        again = deck_from_data(deck_to_data(deck), "the deck")  # type: ignore[arg-type]
    except DeckFileError as error:
        return [Violation("deck-file", f"{error}.".replace("..", "."), ())]
    except (TypeError, ValueError, AttributeError):
        again = None
    if again is None or (again.name, again.cards, again.bench, again.station_modules) != (
            deck.name, deck.cards, deck.bench, deck.station_modules):  # type: ignore[attr-defined]
        return [Violation("deck-file", "A deck lists each card once with 1 to 99 copies, and a name without "
                                       "spaces around it, as a deck file holds it.", ())]
    return []
