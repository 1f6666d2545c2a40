"""Hockey Card Game: the registry imports GAME from here."""

from tabletop.games.hockey_card_game.rules import HockeyCardGame

GAME = HockeyCardGame()

__all__ = ["GAME", "HockeyCardGame"]
