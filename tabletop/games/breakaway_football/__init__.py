"""Breakaway Football: the registry imports GAME from here."""

from tabletop.games.breakaway_football.rules import BreakawayFootball

GAME = BreakawayFootball()

__all__ = ["GAME", "BreakawayFootball"]
