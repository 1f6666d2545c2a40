"""High contrast on the tables (``tabletop.ui.theme``): the shared drop target's resting edge is
white on black, at a contrast of 7:1 or more, also when the theme is switched with the table open.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from tabletop.ui import theme
from tabletop.ui.board.common.scene_table import SceneTable
from tests.ui.board_helpers import shown_table
from tests.ui.test_accessible_names import played_for_a_while
from tests.ui.test_high_contrast_shell import AAA, contrast_on_black, plain_afterwards  # noqa: F401


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def test_the_drop_targets_resting_edge_is_white_on_black_after_a_live_switch(qtbot, plain_afterwards):  # noqa: F811
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
