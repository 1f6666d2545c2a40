"""Setting a game up loads its own table's module and no other game's, nor the generic table;
the registry of tables still answers for every game (``TABLES``, ``table_class``)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

pytest.importorskip("pytestqt")

from tabletop.games import registry
from tabletop.ui.board import TABLE_CLASSES, TABLES, GenericTable, create_table, table_class
from tabletop.ui.board.common.game_table import GameTable

SCRIPT = """
import sys
from tabletop.ui.shell.app import create_app
from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.controller import GameController
from tabletop.ui.board import TABLE_CLASSES, create_table
app = create_app([])
game = registry().get(sys.argv[1])
record = GameRecord(game, 1)
table = create_table(GameController(record, ["human"] * len(record.names)))
print(type(table).__name__)
others = sorted(m for g, (m, _) in TABLE_CLASSES.items() if g != game.id and m in sys.modules)
print(others, "tabletop.ui.board.generic" in sys.modules)
"""


@pytest.mark.parametrize("game_id", ["hockey-card-game", "breakaway-football", "hull-breach"])
def test_a_game_set_up_imports_its_own_table_alone(tmp_path, game_id):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_DATA_DIR=str(tmp_path / "data"),
               TABLETOP_SETTINGS_DIR=str(tmp_path / "settings"))
    out = subprocess.run([sys.executable, "-c", SCRIPT, game_id], capture_output=True, text=True, check=True,
                         env=env, timeout=120)
    drawn_by, imported = out.stdout.strip().splitlines()
    assert drawn_by == TABLE_CLASSES[game_id][1]
    # Hull Breach! draws its cards with Breakaway: CCG's card items (the same card frame), not its table.
    assert imported == "[] False", out.stdout


def test_every_game_with_a_table_names_a_table_class():
    assert set(TABLES) == set(TABLE_CLASSES)
    for game_id, cls in TABLES.items():
        assert table_class(game_id) is cls and issubclass(cls, GameTable)
    assert table_class("a-game-without-a-table") is None


def test_a_game_without_a_table_of_its_own_is_drawn_on_the_generic_table(qtbot, monkeypatch):
    from tabletop.engine.record import GameRecord
    from tabletop.ui.controller import GameController

    monkeypatch.delitem(TABLE_CLASSES, "breakaway-football")
    record = GameRecord(registry().get("breakaway-football"), 1)
    table = create_table(GameController(record, ["human", "human"]))
    qtbot.addWidget(table)
    assert isinstance(table, GenericTable)
