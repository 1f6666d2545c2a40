"""Game tables: one dedicated table per game where we have one, a generic table otherwise.

The shell asks ``create_table(controller)`` and gets a ``GameTable``; it never needs to know
which games have their own picture. The start page asks ``has_table(game_id)`` to list only the
games a player can play on a table of their own; that question imports no table, because the
tables (about half a second of imports) are loaded when a game first needs one (PEP 562).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from tabletop.ui.board.common.game_table import GameTable

#: Game id -> (module, class) of the table drawing it. A game not listed here is left off the
#: start page and the new-game dialog; ``create_table`` still draws it on the generic table.
TABLE_CLASSES: dict[str, tuple[str, str]] = {
    "hockey-card-game": ("tabletop.ui.board.hockey_card_game.table", "HockeyTable"),
    "breakaway-ccg": ("tabletop.ui.board.breakaway_ccg.table", "CcgTable"),
    "intergalactic-hockey": ("tabletop.ui.board.intergalactic_hockey.table", "IntergalacticTable"),
    "breakaway-football": ("tabletop.ui.board.breakaway_football.table", "FootballTable"),
    "hull-breach": ("tabletop.ui.board.hull_breach.table", "HullTable"),
}

_OTHER_CLASSES = {
    "GameTable": "tabletop.ui.board.common.game_table",
    "GenericTable": "tabletop.ui.board.generic",
}


def has_table(game_id: str) -> bool:
    """Whether the game has a dedicated table, without importing it."""
    return game_id in TABLE_CLASSES


def _tables() -> dict[str, type[GameTable]]:
    tables = globals().get("TABLES")
    if tables is None:
        tables = {game_id: getattr(importlib.import_module(module), cls)
                  for game_id, (module, cls) in TABLE_CLASSES.items()}
        globals()["TABLES"] = tables
    return tables


def __getattr__(name: str) -> Any:
    """``TABLES`` (game id -> table class, made once) and the table classes by name."""
    if name == "TABLES":
        return _tables()
    module = _OTHER_CLASSES.get(name) or next(
        (m for m, cls in TABLE_CLASSES.values() if cls == name), None)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)


def create_table(controller, parent: QWidget | None = None) -> GameTable:
    """The best table for the controller's game."""
    from tabletop.ui.board.generic import GenericTable

    table_class = _tables().get(controller.game.id, GenericTable)
    return table_class(controller, parent)


__all__ = ["TABLES", "TABLE_CLASSES", "GameTable", "GenericTable", "HockeyTable", "create_table", "has_table"]
