"""Colour never the only sign on the Breakaway: CCG table: a bench card that may be chosen
("Substitution", switching a hand card with the bench) is lit by a gold edge and also carries a
dark "▶" before its name, which an unlit row does not.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from tabletop.ui.board import CcgTable
from tabletop.ui.board.breakaway_ccg.draw import strip_marker
from tests.ui.board_helpers import controller, shown_table

WIDTH, HEIGHT = 300, 30


def dark_share_in_marker(table: CcgTable, card: str, lit: bool) -> float:
    """The share of the pixels at the heart of the marker's place that are dark on the row."""
    pixmap = table.art.strip(card, WIDTH, HEIGHT, 1.0, lit)
    image = QImage(pixmap.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.drawPixmap(0, 0, pixmap)
    painter.end()
    box = strip_marker(QRectF(0, 0, WIDTH, HEIGHT)).boundingRect()
    heart = QRectF(box.left() + 1, box.center().y() - 2, box.width() * 0.4, 4).toRect()
    pixels = [image.pixelColor(x, y) for y in range(heart.top(), heart.bottom() + 1)
              for x in range(heart.left(), heart.right() + 1)]
    return sum(p.lightnessF() < 0.35 for p in pixels) / len(pixels)


def test_a_lit_bench_row_carries_a_shape_besides_its_gold_edge(qtbot):
    ctl = controller("breakaway-ccg")
    table = shown_table(qtbot, ctl, CcgTable, 0)
    card = ctl.state.benches[0][0]
    assert dark_share_in_marker(table, card, True) > 0.9
    assert dark_share_in_marker(table, card, False) < 0.5
