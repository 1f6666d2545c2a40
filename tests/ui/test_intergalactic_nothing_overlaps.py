"""Intergalactic Hockey Showdown: nothing is drawn through the words on the rink.

The blue lines stay clear of "choosing…" beside the slots, and the small last-play panel hides
while the reveal banner (which tells the same play, larger) lies over it.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QColor, QPen

from tabletop.ui.board import IntergalacticTable
from tabletop.ui.board.common.items import TextItem
from tests.ui.board_helpers import controller, shown_table

GAME = "intergalactic-hockey"
BLUE = QColor(40, 90, 220)


class PainterRecorder:
    """Stands in for the QPainter the view paints its background with, keeping each line drawn
    in a blue pen (the blue lines) with the pen's width."""

    def __init__(self) -> None:
        self.pen = QPen()
        self.blue: list[tuple[QLineF, float]] = []

    def setPen(self, pen, *args) -> None:
        self.pen = pen if isinstance(pen, QPen) else QPen()

    def drawLine(self, *args) -> None:
        line = args[0] if len(args) == 1 else QLineF(QPointF(args[0]), QPointF(args[1]))
        colour = self.pen.color()
        if (colour.red(), colour.green(), colour.blue()) == (BLUE.red(), BLUE.green(), BLUE.blue()):
            self.blue.append((QLineF(line), self.pen.widthF()))

    def __getattr__(self, name):
        return lambda *args, **kwargs: None


def blue_line_rects(table) -> list[QRectF]:
    recorder = PainterRecorder()
    table.view.drawBackground(recorder, table.scene.sceneRect())
    assert recorder.blue, "the rink has blue lines"
    rects = []
    for line, width in recorder.blue:
        half = width / 2
        rects.append(QRectF(line.p1(), line.p2()).normalized().adjusted(-half, -half, half, half))
    return rects


@pytest.mark.parametrize("seat", [0, 1])
def test_the_blue_lines_do_not_cross_choosing(qtbot, seat):
    """Both players choose a card: each slot says "choosing…", and no blue line runs through it."""
    ctl = controller(GAME, seed=3)
    table = shown_table(qtbot, ctl, IntergalacticTable, seat)
    choosing = [i for i in table.scene.items() if isinstance(i, TextItem) and i.text == "choosing…"]
    assert len(choosing) == 2
    for rect in blue_line_rects(table):
        for item in choosing:
            assert not rect.intersects(item.sceneBoundingRect()), (rect, item.sceneBoundingRect())


def test_no_last_play_panel_shows_while_the_reveal_banner_does(qtbot):
    """The last-play panel stays under the reveal banner's edge and shows through it as it fades:
    while the banner is up the panel is hidden, and it comes back once the banner goes."""
    ctl = controller(GAME, seed=3)
    table = shown_table(qtbot, ctl, IntergalacticTable, 0)
    for _round in range(6):      # play each seat's first card until a reveal has an outcome
        for seat in (0, 1):
            if (seat, "play") in ctl.view(None).awaiting:
                assert ctl.submit(ctl.legal_actions(seat)[0]).ok
        while ctl.pending_seats() and not any(k == "play" for _s, k in ctl.view(None).awaiting):
            seat = ctl.pending_seats()[0]
            assert ctl.submit(ctl.legal_actions(seat)[0]).ok
        if table.reveal_text():
            break
    assert table.reveal_text(), "a reveal with an outcome"
    panel = [i for i in table.scene.items() if isinstance(i, TextItem) and i.text == "LAST PLAY"]
    assert panel, "the last play is on the rink, under the banner"
    assert not any(i.isVisible() for i in panel)
    table.overlay.dismiss()
    assert all(i.isVisible() for i in panel)
