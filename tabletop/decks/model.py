"""The deck value shared by every game."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace

#: What a deck file or a pasted list may hold before anything is counted or expanded (no game's
#: deck comes near: the largest legal decks have about 60 cards, at most 4 copies of one).
#: card_data/schema/deck.schema.json states the same numbers for editors.
MAX_COPIES = 99
MAX_DECK_CARDS = 999
MAX_DISTINCT_CARDS = 500
MAX_NAME_CHARS = 80


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
