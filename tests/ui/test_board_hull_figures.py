"""The Hull Breach! table shows the figures the engine's view carries: a unit's attack, defense and
wounds now (marked where they differ from the print), a station's pooled defense on each of its
modules, and after a volley each modifier by name in the dice tray. The position is the book's 6.5
engagement (Heavy Assault Ships raise Commander B's Cruisers; the Petrel has Stealth), set out
with ``scenario.arrange`` and its dice forced, as the engine's tests do.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from tabletop.engine.record import GameRecord
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import DEFEND, Engagement
from tabletop.ui.board.common.items import TextItem
from tabletop.ui.board.hull_breach.table import HullTable
from tabletop.ui.controller import GameController
from tests.ui.board_helpers import click_label, shown_table

A, B = 0, 1


def controller_for(state) -> GameController:
    record = GameRecord(GAME, state.seed, names=state.names)
    record.initial = state
    record.names = list(state.names)
    return GameController(record, ["human"] * len(state.names))


def painted_words(table: HullTable, pid: str, kind: str) -> list[str]:
    """The words painted on the unit's card ("card") or attachment strip ("strip")."""
    item = next(i for i in table.unit_items[pid] if i.data(0) == kind)
    return [run.text for run in table.art.words_on(item.pixmap())]


def texts(table: HullTable) -> list[str]:
    return [i.text for i in table.scene.items() if isinstance(i, TextItem)]


def defending_6_5():
    """6.5 at Commander A's volley: B's Harpy and the Stealth Petrel attack; A's station fires."""
    pieces = [Piece("skyline-defense-hq", A), Piece("anaheim-strip-miners", A, host=0),
              Piece("xeros-salvage-yard", A, host=0), Piece("orion-frontier-outpost", B),
              Piece("harpy-class-cruiser", B), Piece("petrel-class-cruiser", B), Piece("seagull-class-cruiser", B)]
    state, ids = arrange(pieces, breakthrus=[(), ("heavy-assault-ships",)], turn=B)
    fleet = (ids[4], ids[5], ids[6])
    return state.__class__(**{**state.__dict__, "engagement": Engagement(B, A, step=DEFEND, fleet=fleet)}), ids


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_current_figures_and_the_pooled_defense_are_drawn(qtbot, size):
    state, ids = defending_6_5()
    station, miners, harpy, seagull = ids[0], ids[1], ids[4], ids[6]
    table = shown_table(qtbot, controller_for(state), HullTable, seat=A, size=size)
    # Heavy Assault Ships: the Seagull's 6 is a 7 now, the Harpy's 7 an 8; the print is named beside it
    seagull_words = painted_words(table, seagull, "card")
    assert "D6→7" in seagull_words or ("D7" in seagull_words and "D6" not in seagull_words)
    assert "defense 7 (printed 6)" in table.unit_items[seagull][0].toolTip()
    assert "defense 8 (printed 7)" in table.unit_items[harpy][0].toolTip()
    # the station's modules carry its defense (6.9: the Strip Miners' defense is a 7 as well)
    assert "D7" in painted_words(table, miners, "strip")
    assert "the station's pooled defense" in table.unit_items[miners][0].toolTip()
    assert "D7" in painted_words(table, station, "card")
    # the hover preview says it in words too
    table._hover(seagull, table.unit_items[seagull][0])
    assert "Now: attack 4 (printed 3), defense 7 (printed 6)" in table.preview.text.text()


def test_the_dice_tray_names_each_modifier_after_a_volley(qtbot):
    state, ids = defending_6_5()
    station, harpy, petrel = ids[0], ids[4], ids[5]
    ctl = controller_for(force(state, (9, 9, 9, 7, 10)))
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    assert "No dice rolled yet" in texts(table)
    for target in (harpy, harpy, petrel, petrel, petrel):
        if table.selected != station:
            qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                             pos=table.view.mapFromScene(table.unit_items[station][0].sceneBoundingRect().center()))
        qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                         pos=table.view.mapFromScene(table.unit_items[target][-1].sceneBoundingRect().center()))
    assert ctl.state.engagement.aim == ((harpy, 2), (petrel, 3))
    click_label(qtbot, table, "Fire Skyline Defense HQ: 2 dice at Harpy, 3 at Petrel · 3 undeclared dice not rolled")
    words = texts(table)
    assert "Stealth −5" in words                               # the station has no Hunter (6.5)
    assert "1 wound · needs 7 (−5)" in words                   # 6 + 1 (Heavy Assault Ships): only the 10 hits
    assert "2 wounds · needs 8" in words                       # the Harpy's 7 + 1, no modifier
    assert sum(1 for w in words if "Stealth" in w) == 1
