"""The registry of games. A new game plugs in by adding its package to GAME_PACKAGES."""

from __future__ import annotations

import importlib
from functools import lru_cache

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


@lru_cache(maxsize=1)
def registry() -> Registry:
    """Every game by its info; a game's rules are imported only when the game is first used, so
    the start page lists them all without loading any."""
    games = Registry()
    for package in GAME_PACKAGES:
        info = importlib.import_module(f"{package}.about").INFO
        games.register_lazy(info, lambda package=package: importlib.import_module(package).GAME)
    return games
