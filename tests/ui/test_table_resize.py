"""A table is drawn again once per change of its view's size (``TableView.resizeEvent``): Qt tells
the view of its first size twice, once for itself and once for its viewport, and a resize to the
size already laid out changes nothing, so it draws nothing. Magnified, a resize still redraws,
since the zoom follows the window.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QApplication

from tabletop.ui import theme
from tabletop.ui.board import create_table
from tabletop.ui.board.common.scene_table import SceneTable
from tests.ui.board_helpers import shown_table
from tests.ui.test_accessible_names import played_for_a_while
from tests.ui.test_table_scale import set_scale, settle


def counting(table: SceneTable) -> list[tuple[int, int]]:
    """The view sizes ``table`` is drawn again at for a resize from here on."""
    drawn: list[tuple[int, int]] = []
    real = table.on_rescaled

    def on_rescaled() -> None:
        drawn.append(table.view.full_size().toTuple())
        real()

    table.on_rescaled = on_rescaled
    return drawn


def counted_table(qtbot, game_id: str) -> tuple[SceneTable, list[tuple[int, int]]]:
    """A table shown at 1280x800, and the view sizes it is drawn again at for a resize from here on."""
    table = shown_table(qtbot, played_for_a_while(game_id, 2, 20), SceneTable, 0, (1280, 800))
    settle()
    return table, counting(table)


@pytest.mark.parametrize("game_id", ["hockey-card-game", "hull-breach"])
@pytest.mark.parametrize("first_paint", ["shown", "grabbed"])
def test_a_table_painted_for_the_first_time_is_drawn_at_its_size_once(qtbot, plain_afterwards, game_id,
                                                                        first_paint):
    """Shown in a window, or grabbed as a picture without being shown (``--smoke``'s check)."""
    table = create_table(played_for_a_while(game_id, 2, 20))
    qtbot.addWidget(table)
    table.animation_ms = 0
    table.set_seat(0)
    drawn = counting(table)
    table.resize(1280, 800)
    if first_paint == "shown":
        table.show()
        qtbot.waitExposed(table)
    else:
        assert not table.grab().isNull()
    settle()
    assert drawn == [table.view.full_size().toTuple()]


@pytest.mark.parametrize("game_id", ["hockey-card-game", "hull-breach"])
def test_a_resize_draws_the_table_once_and_the_same_size_again_not_at_all(qtbot, plain_afterwards, game_id):
    table, drawn = counted_table(qtbot, game_id)
    scale = table.view.transform().m11()
    table.resize(1000, 640)
    settle()
    assert drawn == [table.view.full_size().toTuple()]
    assert table.view.transform().m11() < scale         # drawn at the new size
    size = table.view.size()
    for widget in (table.view, table.view.viewport()):
        QApplication.sendEvent(widget, QResizeEvent(widget.size(), widget.size()))
    table.resize(size)
    settle()
    assert len(drawn) == 1


def test_a_magnified_table_is_drawn_again_when_the_window_changes_size(qtbot, plain_afterwards, qapp):
    table, drawn = counted_table(qtbot, "hockey-card-game")
    set_scale(qapp, 200)
    assert theme.current().scale > 1.0
    before = len(drawn)
    zoom = table.view.transform().m11()
    table.resize(1000, 640)
    settle()
    assert len(drawn) == before + 1
    assert table.view.transform().m11() < zoom
    QApplication.sendEvent(table.view, QResizeEvent(table.view.size(), table.view.size()))
    settle()
    assert len(drawn) == before + 1
