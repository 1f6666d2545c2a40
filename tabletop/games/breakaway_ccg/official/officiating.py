"""The officiating cards (``card_data/breakaway_ccg/officiating.yaml``), read and checked.

One is in effect each period of the official game, chosen by the sum of two revealed cards
(Part 2, Game Setup). Its penalty part names the penalty each suit draws when four of a suit
are played in a row (the penalty rules themselves are in ``official.penalties``; Part 2, "Penalties").
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tabletop.cards.loader import load_checked, validate
from tabletop.games.breakaway_ccg.cards import SUITS, CardDataError, data_dir

#: The sums a period's reveal can make: two numbers of 0 to 8 (Goalie and no number count 0, O3).
SUM_RANGE = range(17)


@dataclass(frozen=True, slots=True)
class Penalty:
    name: str
    minutes: int


@dataclass(frozen=True, slots=True)
class Officiating:
    id: str
    name: str
    sums: tuple[int, int]
    text: str
    penalties: dict[str, Penalty]      # suit -> the penalty four of that suit in a row draws


def _cards(data: dict, where: str) -> dict[str, Officiating]:
    """Build the cards and check what the schema cannot: unique ids, ordered ranges, and that
    every possible sum falls on exactly one card (a gap would leave a period without officials)."""
    cards: dict[str, Officiating] = {}
    covered: dict[int, str] = {}
    for entry in data["cards"]:
        card_id = entry["id"]
        if card_id in cards:
            raise CardDataError.at(where, card_id, "id", "is used by two officiating cards")
        low, high = entry["sums"]
        if low > high:
            raise CardDataError.at(where, card_id, "sums", f"runs backwards ({low} to {high})")
        for total in range(low, high + 1):
            if total in covered:
                raise CardDataError.at(where, card_id, "sums", f"{total} is already {covered[total]!r}'s")
            covered[total] = card_id
        penalties = {suit: Penalty(entry["penalties"][suit]["name"].strip(), entry["penalties"][suit]["minutes"])
                     for suit in SUITS}
        cards[card_id] = Officiating(card_id, entry["name"].strip(), (low, high), entry["text"].strip(), penalties)
    missing = [total for total in SUM_RANGE if total not in covered]
    if missing:
        raise CardDataError.at(where, None, "cards", f"no officiating card covers the sum {missing[0]}")
    return cards


def parse_officiating(data: Any, where: str) -> dict[str, Officiating]:
    return _cards(validate(data, "ccg-officiating", where), where)


def load_officiating(path: str | Path) -> dict[str, Officiating]:
    path = Path(path)
    return _cards(load_checked(path, "ccg-officiating"), str(path))


@lru_cache(maxsize=1)
def officiating_cards() -> dict[str, Officiating]:
    return load_officiating(data_dir() / "officiating.yaml")


def card_for(total: int, cards: dict[str, Officiating] | None = None) -> Officiating:
    """The officiating card a reveal summing to ``total`` puts in effect."""
    for card in (cards or officiating_cards()).values():
        if card.sums[0] <= total <= card.sums[1]:
            return card
    raise ValueError(f"no officiating card covers {total}")
