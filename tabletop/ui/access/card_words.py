"""A card in words, for a screen reader: its name, a short description and its whole text.

The words come from the card catalog (``tabletop.cards.catalog``), the same rows the deck builder
lists, so every game's cards are described the same way. A table's card ids may carry a copy's
mark (Breakaway: CCG's ``s1:`` deck prefix, Hull Breach!'s ``#0.1`` copy number); the catalog
row is found without it. An id the catalog does not know (a Game Day card, say) is read as it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tabletop.cards.catalog import CatalogCard, catalog


@dataclass(frozen=True, slots=True)
class CardWords:
    name: str
    description: str
    whole: str


def catalog_id(card_id: str) -> str:
    """``card_id`` without a copy's mark: "s1:goal-stick" and "goal-stick#0.1" are "goal-stick"."""
    plain = card_id.split("#", 1)[0]
    prefix, colon, rest = plain.partition(":")
    if colon and prefix[:1] == "s" and prefix[1:].isdigit():
        plain = rest
    return plain


def _row(game_id: str, card_id: str) -> CatalogCard | None:
    cards = catalog()
    return cards.get(game_id, card_id) or cards.get(game_id, catalog_id(card_id))


def _figures(row: CatalogCard) -> str:
    said = (row.name, row.type, row.group, row.text)
    return ", ".join(f"{header} {value}" for header, value in row.columns
                     if value not in (None, "") and str(value) not in said)


@lru_cache(maxsize=4096)
def card_words(game_id: str, card_id: str) -> CardWords:
    """The card's name ("Two of clubs"), its kind and figures ("Playing card, Rank 2, Suit ♣"), and
    all of it with its rules text."""
    row = _row(game_id, card_id)
    if row is None:
        name = catalog_id(card_id).replace("-", " ").strip() or card_id
        return CardWords(name, "", name)
    kind = " · ".join(part for part in (row.type, row.group) if part and part not in row.name)
    description = ", ".join(part for part in (kind, _figures(row)) if part)
    text = row.text if row.text and row.text != row.name else ""
    whole = ". ".join(part for part in (row.name, description, text) if part)
    return CardWords(row.name, description, whole)


__all__ = ["CardWords", "card_words", "catalog_id"]
