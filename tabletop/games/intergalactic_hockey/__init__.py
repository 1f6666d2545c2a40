"""Intergalactic Hockey Showdown: the registry lists it from ``about.INFO``; ``GAME`` and ``IntergalacticHockey`` are made on
first use (see ``tabletop.games.lazy``)."""

from tabletop.games.lazy import lazy_game

__getattr__ = lazy_game(__name__, "IntergalacticHockey")

__all__ = ["GAME", "IntergalacticHockey"]
