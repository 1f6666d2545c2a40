"""The shared hover preview (offscreen): large, with the card's whole text, beside the card and never
over it, inside the table, under the notice and transparent to the mouse."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QLabel, QWidget

from tabletop.ui.board.common.hover_preview import HoverPreview


def make(qtbot, size=(1000, 600)) -> tuple[QWidget, HoverPreview, QLabel]:
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(*size)
    notice = QLabel("notice", table)
    preview = HoverPreview(table, keep_under=notice)
    table.show()
    qtbot.waitExposed(table)
    return table, preview, notice


def card(width: int) -> QPixmap:
    pixmap = QPixmap(width, round(width * 1.4))
    pixmap.fill(QColor("white"))
    return pixmap


@pytest.mark.parametrize("where", [QRect(20, 400, 80, 112), QRect(900, 400, 80, 112), QRect(460, 10, 80, 112),
                                   QRect(460, 470, 80, 112), QRect(5, 5, 60, 84)])
def test_placed_beside_the_card_inside_the_table(qtbot, where):
    table, preview, _ = make(qtbot)
    preview.show_card("c", card(preview.card_width()), "Name\nWhat it does, in full.", where)
    assert preview.isVisible()
    assert table.rect().contains(preview.geometry())
    assert not preview.geometry().intersects(where)


def test_large_with_the_whole_text(qtbot):
    table, preview, _ = make(qtbot)
    text = "Sniper 7 · 12 points\nShoot: a very long sentence about what this card does " * 3
    preview.show_card("c", card(preview.card_width()), text, QRect(20, 400, 80, 112))
    assert preview.card_width() >= 160 and table.isVisible()
    assert preview.text.text() == text
    assert preview.text.height() >= preview.text.heightForWidth(preview.text.width())


def test_it_stays_under_the_notice_and_lets_the_mouse_through(qtbot):
    table, preview, notice = make(qtbot)
    notice.raise_()
    preview.show_card("c", card(150), "", QRect(20, 400, 80, 112))
    order = [c for c in table.children() if isinstance(c, QWidget)]
    assert order.index(preview) < order.index(notice)
    assert preview.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    preview.hide_card()
    assert not preview.isVisible() and preview.card_id is None


def test_a_small_table_still_gets_a_readable_card(qtbot):
    _table, preview, _ = make(qtbot, (700, 400))
    width = preview.card_width()
    assert width >= 120 and width * 1.4 <= 400
    spot = preview.spot(QSize(width + 16, round(width * 1.4) + 60), QRect(300, 300, 60, 84))
    assert spot.y() >= 0 and spot.x() >= 0
