"""The registry of games: the one place that names every game.

A new game plugs in by adding its package to ``GAME_PACKAGES`` and a module describing its cards
and deck rules to ``tabletop/games/decks_and_cards/`` (named like its package). Importing this
module registers each game's cards and deck rules with the card catalog and the deck checks, and
hands the engine the reader of the decks a save embeds; none of it imports a game's rules or
cards until they are first used.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

from tabletop.cards.catalog import register_game
from tabletop.engine.deck import use_deck_reader
from tabletop.engine.game import GameInfo
from tabletop.engine.registry import Registry

#: Every registered game's package, in the order the start page lists them. Each package has
#: ``about.INFO`` (what the start page shows) and ``GAME`` (the game, made on first use).
GAME_PACKAGES = (
    "tabletop.games.hockey_card_game",
    "tabletop.games.intergalactic_hockey",
    "tabletop.games.breakaway_football",
    "tabletop.games.breakaway_ccg",
    "tabletop.games.hull_breach",
)
#: Where each package's cards and deck rules are described for the catalog and the deck checks.
DECKS_AND_CARDS = "tabletop.games.decks_and_cards"


def _info(package: str) -> GameInfo:
    return importlib.import_module(f"{package}.about").INFO


@lru_cache(maxsize=1)
def registry() -> Registry:
    """Every game by its info; a game's rules are imported only when the game is first used, so
    the start page lists them all without loading any."""
    games = Registry()
    for package in GAME_PACKAGES:
        games.register_lazy(_info(package), lambda package=package: importlib.import_module(package).GAME)
    return games


def _read_deck_data(data, where: str):
    """A deck from a deck file's data, checked against the card catalog and the deck schema: what
    the engine reads each seat's deck in a save with."""
    from tabletop.decks.files import deck_from_data

    return deck_from_data(data, where)


def _register_cards_and_decks() -> None:
    for package in GAME_PACKAGES:
        info = _info(package)
        register_game(info.id, info.name, info.uses_decks, f"{DECKS_AND_CARDS}.{package.rpartition('.')[2]}")
    use_deck_reader(_read_deck_data)


_register_cards_and_decks()
