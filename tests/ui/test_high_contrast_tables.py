"""High contrast on the tables (``tabletop.ui.theme``): the shared drop target's resting edge is
white on black, at a contrast of 7:1 or more, also when the theme is switched with the table open;
and colour is never the only sign of what may be clicked (a shape or a word beside the green).
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import ENGAGEMENT
from tabletop.ui import theme
from tabletop.ui.board.breakaway_ccg.items import AreaItem
from tabletop.ui.board.common.items import TextItem
from tabletop.ui.board.common.scene_table import SceneTable
from tabletop.ui.board.hull_breach.table import HullTable
from tests.ui.board_helpers import shown_table
from tests.ui.test_accessible_names import played_for_a_while
from tests.ui.test_board_hull import A, B, controller_for
from tests.ui.test_high_contrast_shell import AAA, contrast_on_black


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def test_the_drop_targets_resting_edge_is_white_on_black_after_a_live_switch(qtbot, plain_afterwards):
    """Hockey Card Game's pile: its dashed edge, where no card is dragged, on the left side's
    middle (the table is drawn at 100 %, then switched to high contrast while open)."""
    table = shown_table(qtbot, played_for_a_while("hockey-card-game", 2, 6), SceneTable, 0, (1280, 800))
    settle()
    theme.apply(plain_afterwards, theme.Theme(0, True))
    settle()
    target = table.pile_target
    assert target.state == ""
    rect = target.mapRectToScene(target._rect)
    image = table.view.viewport().grab().toImage()
    y = table.view.mapFromScene(rect.center()).y()
    x0 = table.view.mapFromScene(rect.left(), rect.center().y()).x()
    edge = QColor("#000000")
    for dy in range(-30, 31):                     # a dash, or the gap between two, at the middle
        for dx in range(-3, 4):
            pixel = image.pixelColor(QPoint(x0 + dx, y + dy))
            if pixel.lightnessF() > edge.lightnessF():
                edge = pixel
    assert contrast_on_black(edge) >= AAA, edge.name()


# ----- colour never the only sign ----------------------------------------------------------------
def dark_pixels(item, rect: QRectF) -> int:
    """How many pixels inside ``rect`` (less its edge) ``item`` paints dark on light ice: a shape,
    where a tint alone leaves the ice light."""
    image = QImage(int(rect.right()) + 10, int(rect.bottom()) + 10, QImage.Format.Format_ARGB32)
    image.fill(QColor("#e6f0fa"))
    painter = QPainter(image)
    item.paint(painter, None)
    painter.end()
    inner = rect.adjusted(6, 6, -6, -6).toRect()
    return sum(image.pixelColor(x, y).lightnessF() < 0.35
               for y in range(inner.top(), inner.bottom()) for x in range(inner.left(), inner.right()))


def test_a_lit_rink_area_carries_a_shape_besides_its_green():
    """Breakaway: CCG, moving the puck (Rink Board): the areas it may go to are marked by a "▶"
    drawn dark inside them, so a player who cannot tell green from the rink's blue and red finds them."""
    rect = QRectF(10, 10, 60, 42)
    lit = AreaItem("A5", rect, True, lambda area: None)
    unlit = AreaItem("A5", rect, False, lambda area: None)
    assert dark_pixels(unlit, rect) == 0
    assert dark_pixels(lit, rect) >= 20


def test_a_hull_plate_that_may_be_attacked_says_target_in_words(qtbot):
    """Hull Breach!, Engagement Phase (declaring an attack on a commander): the lit plate says
    TARGET beside its green edge; the attacker's own plate does not."""
    state, _ids = arrange([Piece("orion-frontier-outpost", A), Piece("harpy-class-cruiser", A),
                           Piece("meridian-exchange-tower", B), Piece("seagull-class-cruiser", B)],
                          phase=ENGAGEMENT, turn=A)
    table = shown_table(qtbot, controller_for(state), HullTable, seat=A)
    settle()

    def words_on(seat: int) -> list[str]:
        plate = table.plate_items[seat].sceneBoundingRect()
        return [i.text for i in table.scene.items() if isinstance(i, TextItem)
                and plate.contains(i.sceneBoundingRect())]
    assert "Click to attack" in table.plate_items[B].toolTip(), "the plate is lit"
    assert any("TARGET" in words for words in words_on(B))
    assert not any("TARGET" in words for words in words_on(A))
