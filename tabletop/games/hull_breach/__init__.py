"""Hull Breach!: the rules engine for two to four commanders, its card data and deck construction.

``about.INFO`` is what a registry would list; ``GAME`` and ``HullBreach`` are made on first use (see
``tabletop.games.lazy``). ``cards`` reads ``card_data/hull_breach/cards.yaml``; ``construction``
holds the deck rules. Not in ``GAME_PACKAGES`` yet: there is no table for it (issue 17).
"""

from tabletop.games.lazy import lazy_game

__getattr__ = lazy_game(__name__, "HullBreach")

__all__ = ["GAME", "HullBreach"]
