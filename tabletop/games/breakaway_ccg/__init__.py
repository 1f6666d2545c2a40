"""Breakaway: CCG: the registry imports GAME from here."""

from tabletop.games.breakaway_ccg.rules import BreakawayCcg

GAME = BreakawayCcg()

__all__ = ["GAME", "BreakawayCcg"]
