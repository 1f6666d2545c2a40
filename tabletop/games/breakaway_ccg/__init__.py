"""Breakaway: CCG: the registry lists it from ``about.INFO``; ``GAME`` and ``BreakawayCcg`` are made on
first use (see ``tabletop.games.lazy``)."""

from tabletop.games.lazy import lazy_game

__getattr__ = lazy_game(__name__, "BreakawayCcg")

__all__ = ["GAME", "BreakawayCcg"]
