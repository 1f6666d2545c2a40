"""Game tables: one dedicated table per game where we have one, a generic table otherwise.

The shell asks ``create_table(controller)`` and gets a ``GameTable``; it never needs to know
which games have their own picture.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from tabletop.ui.board.breakaway_ccg.table import CcgTable
from tabletop.ui.board.breakaway_football.table import FootballTable
from tabletop.ui.board.common.game_table import GameTable
from tabletop.ui.board.generic import GenericTable
from tabletop.ui.board.hockey_card_game.table import HockeyTable
from tabletop.ui.board.intergalactic_hockey.table import IntergalacticTable

#: Game id -> the table class drawing it; games not listed get the generic table.
TABLES: dict[str, type[GameTable]] = {
    "hockey-card-game": HockeyTable,
    "breakaway-ccg": CcgTable,
    "intergalactic-hockey": IntergalacticTable,
    "breakaway-football": FootballTable,
}


def create_table(controller, parent: QWidget | None = None) -> GameTable:
    """The best table for the controller's game."""
    table_class = TABLES.get(controller.game.id, GenericTable)
    return table_class(controller, parent)


__all__ = ["TABLES", "GameTable", "GenericTable", "HockeyTable", "create_table"]
