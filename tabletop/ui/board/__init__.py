"""Game tables: one dedicated table per game where we have one, a generic table otherwise.

The shell asks ``create_table(controller)`` and gets a ``GameTable``; it never needs to know
which games have their own picture. The start page asks ``has_table(game_id)`` to list only the
games a player can play on a table of their own; that question imports no table. A table's
module (its drawing code and the widgets it uses) is imported when a game of it is first set
up, and only that one: opening a Hockey Card Game loads none of the other games' tables, nor
the generic table. ``TABLES`` and the classes by name are there too (PEP 562), importing what
they name when first asked.
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


def table_class(game_id: str) -> type[GameTable] | None:
    """The class of the game's dedicated table, importing that table's module alone; None for a
    game without one."""
    entry = TABLE_CLASSES.get(game_id)
    if entry is None:
        return None
    module, cls = entry
    return getattr(importlib.import_module(module), cls)


def _tables() -> dict[str, type[GameTable]]:
    tables = globals().get("TABLES")
    if tables is None:
        tables = {game_id: table_class(game_id) for game_id in TABLE_CLASSES}
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
    """The best table for the controller's game: its own, else the generic one."""
    drawn_by = table_class(controller.game.id)
    if drawn_by is None:
        from tabletop.ui.board.generic import GenericTable

        drawn_by = GenericTable
    return drawn_by(controller, parent)


__all__ = ["TABLES", "TABLE_CLASSES", "GameTable", "GenericTable", "HockeyTable", "create_table", "has_table",
           "table_class"]
