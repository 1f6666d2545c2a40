"""Hull Breach!: the rules engine for two to six commanders, its card data and deck construction.

``about.INFO`` is what a registry would list; ``GAME`` and ``HullBreach`` are made on first use (see
``tabletop.games.lazy``). ``cards`` reads ``card_data/hull_breach/cards.yaml``; ``construction``
holds the deck rules; ``rules`` the game on the engine contract, with one module per rule area.
"""

from tabletop.games.lazy import lazy_game

__getattr__ = lazy_game(__name__, "HullBreach")

__all__ = ["GAME", "HullBreach"]
