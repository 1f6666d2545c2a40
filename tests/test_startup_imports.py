"""What the app does before its start page paints: no card file read, no schema library loaded.

Start-up speed is measured by ``python -m tabletop.ui.bench_ui``, never asserted; these tests
keep the two things that made it slow from coming back unnoticed: importing ``jsonschema``
(about a tenth of a second) or PyYAML (a few hundredths), and reading card data to list the games.
"""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
import sys
from tabletop.ui.shell import main_window
from tabletop.games import registry
games = registry()
assert [g.info.name for g in games]
loaded = [g.id for g in games if g.__dict__.get("_loaded")]
print("jsonschema" in sys.modules or "yaml.loader" in sys.modules, loaded)
"""


def test_listing_the_games_loads_no_card_data_and_no_schema_library():
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen")).stdout.split(None, 1)
    assert out == ["False", "[]\n"]


def test_card_data_still_loads_and_is_checked_on_first_use():
    from tabletop.games import registry

    game = registry().get("hockey-card-game")
    state = game.new_game(3)
    assert len(game.card_ids) == 52 and len(state.deck) == 52
