"""What the app does before its start page paints: no card file read, no schema library loaded.

Start-up speed is measured by ``python -m tabletop.ui.bench_ui``, never asserted; these tests
keep the two things that made it slow from coming back unnoticed: importing ``jsonschema``
(about a tenth of a second) or PyYAML (a few hundredths), and importing the games' rules to list them.
"""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
import sys
from tabletop.ui.shell.app import create_app
from tabletop.ui.shell.main_window import MainWindow
app = create_app([])
window = MainWindow(remember_layout=False)
from tabletop.ui.board import TABLE_CLASSES
assert set(window.start_page.tiles) == set(TABLE_CLASSES)
heavy = sorted(m for m in sys.modules if m.endswith(".rules") or m == "jsonschema" or m == "yaml.loader")
print(heavy)
"""


def test_the_start_page_imports_no_rules_module_schema_library_or_yaml_reader(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_DATA_DIR=str(tmp_path / "data"),
               TABLETOP_SETTINGS_DIR=str(tmp_path / "settings"))
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True, env=env)
    assert out.stdout.strip() == "[]", out.stdout


def test_the_registry_lists_games_from_their_info_and_makes_each_once():
    from tabletop.games import registry

    games = registry()
    info = games.info("breakaway-football")
    assert info.name == "Breakaway Football" and [i.id for i in games.infos()] == games.ids()
    game = games.get("breakaway-football")
    assert game.info is info and games.get("breakaway-football") is game and list(games)[2] is game


def test_card_data_still_loads_and_is_checked_on_first_use():
    from tabletop.games import registry

    game = registry().get("hockey-card-game")
    state = game.new_game(3)
    assert len(game.card_ids) == 52 and len(state.deck) == 52
