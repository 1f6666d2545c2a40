"""Event banners (offscreen): they lie where they hide nothing the player needs, and their words fit."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QGraphicsPixmapItem

from tabletop.ui.board import CcgTable, create_table
from tabletop.ui.board.breakaway_ccg import draw as ccg_draw
from tabletop.ui.board.breakaway_ccg.items import CardItem
from tabletop.ui.board.breakaway_ccg.layout import PLAY_RECT, PROMPT_RECT
from tabletop.ui.board.common.items import Banner, TextItem, font
from tests.ui.board_helpers import controller


def make_ccg(qtbot) -> CcgTable:
    table = create_table(controller("breakaway-ccg", 3))
    qtbot.addWidget(table)
    table.animation_ms = 0
    table.set_seat(0)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    return table


@pytest.mark.parametrize("title", ["GOAL!", "SCORE ATTEMPT!", "BODY-CHECK!", "END OF PERIOD"])
def test_a_ccg_banner_hides_only_the_other_sides_card_backs(qtbot, title):
    """The banner shows for two seconds, so it must not lie over the rink, the puck or the areas it
    may reach; it covers the other side's hidden hand, which says nothing while it shows."""
    table = make_ccg(qtbot)
    table.banner.show_banner(title, "Ana scores from the slot.", QColor("gold"), 0)
    assert table.banner_text() == title
    band = table.banner.sceneBoundingRect()
    for needed in (ccg_draw.RINK, PLAY_RECT, PROMPT_RECT):
        assert not band.intersects(needed)
    for item in table.scene.items(band):
        if item is table.banner or not item.isVisible():
            continue
        hidden_card = isinstance(item, CardItem) and item.card_id is None
        hand_caption = isinstance(item, TextItem) and "'s hand" in item.text
        assert hidden_card or hand_caption, (title, type(item).__name__, getattr(item, "text", ""))
        assert not isinstance(item, QGraphicsPixmapItem) or hidden_card


@pytest.mark.parametrize("title", ["TURNOVER ON DOWNS", "FLAG ON THE PLAY", "GOAL!"])
def test_the_title_shrinks_to_fit_a_narrow_strip(qtbot, title):
    banner = Banner(QRectF(0, 0, 1200, 140))
    banner.fit_into(QRectF(100, 10, 420, 110))
    assert banner.boundingRect() == QRectF(100, 10, 420, 110)
    banner.show_banner(title, "", QColor("gold"), 0)
    image = QImage(640, 160, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    seen = []
    real_set_font = painter.setFont

    def record(f):
        seen.append(QFontMetricsF(f).horizontalAdvance(title))
        real_set_font(f)

    painter.setFont = record
    banner.paint(painter, None)
    painter.end()
    assert seen and seen[0] <= 420
    assert font(110 * 0.5, True).pixelSize() > 12       # it really shrank from the strip's full size
