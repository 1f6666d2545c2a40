"""Hockey Card Game: the registry lists it from ``about.INFO``; ``GAME`` and ``HockeyCardGame`` are made on
first use (see ``tabletop.games.lazy``)."""

from tabletop.games.lazy import lazy_game

__getattr__ = lazy_game(__name__, "HockeyCardGame")

__all__ = ["GAME", "HockeyCardGame"]
