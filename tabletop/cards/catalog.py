"""Every game's cards in one catalog with stable ids, for deck files, deck checks and the deck builder.

A ``CatalogCard`` is a flat, game-neutral summary (name, type, group, cost or points, colour,
searchable text, the per-game columns) that keeps the game's own card object in ``card``.
Lookup is a dict by (game, id), so finding a card is constant time however large the catalog.

The catalog names no game: each game registers itself here (``register_game``), from the game
registry (``tabletop.games``), with the module that describes its cards and deck rules (its
*support* module, ``tabletop.games.decks_and_cards.<game>``). That module is imported only when
its cards or rules are first asked for, so listing the games costs nothing.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from types import ModuleType
from typing import Any

#: The games with cards, in the order the deck builder lists them (the registered games whose decks
#: the player builds, then those played with a fixed deck that the builder only shows): id ->
#: (name, editable). Filled by ``register_game``.
GAMES: dict[str, tuple[str, bool]] = {}
_SUPPORT: dict[str, str] = {}
_LOADED: dict[str, ModuleType] = {}
_LOCK = threading.Lock()


class _GameIds(Sequence[str]):
    """The registered games that are (or are not) editable, in ``GAMES`` order, as they are now."""

    def __init__(self, editable: bool):
        self._editable = editable

    def _ids(self) -> tuple[str, ...]:
        return tuple(g for g, (_, editable) in GAMES.items() if editable == self._editable)

    def __getitem__(self, index):  # type: ignore[override]
        return self._ids()[index]

    def __len__(self) -> int:
        return len(self._ids())

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids())

    def __contains__(self, game: object) -> bool:
        return game in self._ids()

    def __repr__(self) -> str:
        return repr(self._ids())


EDITABLE: Sequence[str] = _GameIds(True)
FIXED: Sequence[str] = _GameIds(False)


def register_game(game: str, name: str, editable: bool, module: str) -> None:
    """Register a game's cards: its id, its name, whether players build its decks, and the module
    (by name) holding ``catalog_cards()`` and its deck rules. A second registration of an id is
    refused unless it says the same."""
    with _LOCK:
        if game in _SUPPORT:
            if (GAMES[game], _SUPPORT[game]) != ((name, editable), module):
                raise ValueError(f"the cards of {game!r} are already registered")
            return
        _SUPPORT[game] = module
        entries = {**GAMES, game: (name, editable)}
        GAMES.clear()
        GAMES.update(sorted(entries.items(), key=lambda item: not item[1][1]))
    catalog.cache_clear()


def support(game: str) -> ModuleType:
    """The module describing the game's cards and deck rules (imported on first use); KeyError for a
    game that registered no cards."""
    found = _LOADED.get(game)
    if found is None:
        if game not in _SUPPORT:
            known = ", ".join(GAMES) or "none: the games register theirs when tabletop.games is imported"
            raise KeyError(f"no cards are registered for {game!r} (registered: {known})")
        found = _LOADED[game] = importlib.import_module(_SUPPORT[game])
    return found


def game_name(game: str) -> str:
    return GAMES[game][0] if game in GAMES else game


@dataclass(frozen=True, slots=True)
class CatalogCard:
    game: str
    id: str
    name: str
    type: str                      # e.g. "Ship", "Player", "Offense"
    group: str = ""                # subtype, class, position, suit...: the second filter
    cost: int | None = None        # cost (Hull Breach: resource + currency) or points (CCG): the curve
    color: str = ""                # the colour/faction/team used by the spread chart
    text: str = ""
    columns: tuple[tuple[str, Any], ...] = ()   # per-game columns (header, value)
    card: Any = field(default=None, compare=False)
    search: str = field(default="", compare=False)

    @property
    def key(self) -> tuple[str, str]:
        return (self.game, self.id)

    def column(self, header: str) -> Any:
        for name, value in self.columns:
            if name == header:
                return value
        return None


def _with_search(card: CatalogCard) -> CatalogCard:
    words = [card.id, card.name, card.type, card.group, card.color, card.text]
    words += [str(v) for _, v in card.columns if v not in (None, "")]
    object.__setattr__(card, "search", " ".join(words).lower())
    return card


class Catalog:
    def __init__(self, cards: Iterable[CatalogCard]):
        self._by_game: dict[str, dict[str, CatalogCard]] = {}
        for card in cards:
            if not card.search:
                _with_search(card)
            per_game = self._by_game.setdefault(card.game, {})
            if card.id in per_game:
                raise ValueError(f"{card.game}: card id {card.id!r} is used twice")
            per_game[card.id] = card

    def games(self) -> tuple[str, ...]:
        return tuple(self._by_game)

    def cards(self, game: str | None = None) -> tuple[CatalogCard, ...]:
        if game is None:
            return tuple(c for per in self._by_game.values() for c in per.values())
        return tuple(self._by_game.get(game, {}).values())

    def get(self, game: str, card_id: str) -> CatalogCard | None:
        return self._by_game.get(game, {}).get(card_id)

    def card(self, game: str, card_id: str) -> CatalogCard:
        found = self.get(game, card_id)
        if found is None:
            raise KeyError(f"{card_id!r} is not a {game_name(game)} card")
        return found

    def has(self, game: str, card_id: str) -> bool:
        return card_id in self._by_game.get(game, {})

    def games_with(self, card_id: str) -> tuple[str, ...]:
        return tuple(g for g, per in self._by_game.items() if card_id in per)

    def columns(self, game: str) -> tuple[str, ...]:
        first = next(iter(self._by_game.get(game, {}).values()), None)
        return tuple(name for name, _ in first.columns) if first else ()

    def __len__(self) -> int:
        return sum(len(per) for per in self._by_game.values())


def build_catalog(games: Iterable[str] | None = None) -> Catalog:
    """A catalog of the cards of ``games`` (None: every registered game), read afresh."""
    return Catalog(card for game in (GAMES if games is None else games) for card in support(game).catalog_cards())


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    """Every shipped card of every game (cached)."""
    return build_catalog()


def synthetic_catalog(count: int, game: str = "hull-breach") -> Catalog:
    """A catalog of ``count`` made-up cards, for benchmarks and tests of large sets."""
    types = ("Ship", "Marine", "Module", "Event", "Tactic")
    colors = ("RDF", "Corporate", "Colonial", "Any")
    cards = []
    for i in range(count):
        kind = types[i % len(types)]
        cards.append(CatalogCard(
            game, f"card-{i:05d}", f"Synthetic {kind} {i:05d}", kind, f"group {i % 7}", i % 13, colors[i % 4],
            f"text {i}", (("Type", kind), ("Res", i % 9), ("Cur", i % 5), ("Att", i % 6), ("Def", i % 10),
                          ("Wnd", i % 4 + 1), ("Traits", "Hunter" if i % 3 == 0 else ""),
                          ("Faction", colors[i % 4]))))
    return Catalog(cards)
