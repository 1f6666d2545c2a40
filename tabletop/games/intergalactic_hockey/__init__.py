"""Intergalactic Hockey Showdown: the registry imports GAME from here."""

from tabletop.games.intergalactic_hockey.rules import IntergalacticHockey

GAME = IntergalacticHockey()

__all__ = ["GAME", "IntergalacticHockey"]
