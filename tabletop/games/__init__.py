"""The registry of games. A new game plugs in by adding one import and one entry here."""

from __future__ import annotations

from functools import lru_cache

from tabletop.engine.registry import Registry


@lru_cache(maxsize=1)
def registry() -> Registry:
    """Built on first use, so importing the package does not load every game's data."""
    from tabletop.games import breakaway_ccg, breakaway_football, hockey_card_game, intergalactic_hockey

    return Registry([
        hockey_card_game.GAME,
        intergalactic_hockey.GAME,
        breakaway_football.GAME,
        breakaway_ccg.GAME,
    ])
