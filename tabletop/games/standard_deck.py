"""The standard 52-card deck, read from ``card_data/standard_deck.yaml``.

Shared by every game that uses ordinary playing cards; the table draws the faces from the
same data (rank, suit symbol and colour), so the engine and the picture cannot disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tabletop.cards.loader import CardFileError, load_checked
from tabletop.paths import card_data_dir


@dataclass(frozen=True, slots=True)
class PlayingCard:
    id: str          # "10H", "QS"
    rank: str        # "10", "Q"
    suit: str        # "H", "S"
    rank_name: str   # "ten"
    rank_plural: str
    suit_name: str   # "hearts"
    symbol: str      # "♥"
    color: str       # "red" / "black"
    cut_value: int   # 0 for a two ... 12 for an ace

    @property
    def label(self) -> str:
        return f"{self.rank}{self.symbol}"


class DeckDataError(ValueError):
    pass


@dataclass(frozen=True, slots=True)
class StandardDeck:
    cards: tuple[PlayingCard, ...]
    by_id: dict[str, PlayingCard]

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.cards)


def _parse(data: object, where: str) -> StandardDeck:
    if not isinstance(data, dict):
        raise DeckDataError(f"{where}: expected a mapping with 'suits' and 'ranks'")
    suits, ranks = data.get("suits"), data.get("ranks")
    if not isinstance(suits, list) or not isinstance(ranks, list):
        raise DeckDataError(f"{where}: 'suits' and 'ranks' must be lists")
    cards = []
    for value, rank in enumerate(ranks):
        for suit in suits:
            try:
                card_id = f"{rank['id']}{suit['id']}"
                cards.append(PlayingCard(
                    card_id, str(rank["id"]), str(suit["id"]), rank["name"], rank["plural"],
                    suit["name"], suit["symbol"], suit["color"], value,
                ))
            except (KeyError, TypeError) as error:
                raise DeckDataError(f"{where}: rank {rank!r} / suit {suit!r} lacks field {error}") from None
    if len(cards) != 52 or len({c.id for c in cards}) != 52:
        raise DeckDataError(f"{where}: a standard deck has 52 different cards, found {len(cards)}")
    return StandardDeck(tuple(cards), {c.id: c for c in cards})


@lru_cache(maxsize=1)
def standard_deck() -> StandardDeck:
    path = card_data_dir() / "standard_deck.yaml"
    try:
        data = load_checked(path, "standard-deck")
    except CardFileError as error:
        raise DeckDataError(str(error)) from None
    return _parse(data, str(path))
