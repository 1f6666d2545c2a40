"""Graphics items of the Hull Breach! table beyond the shared ones: drop zones over units, plates and
open space, clickable panels (a plate, the scrapheap browser), trait toggles on the chosen unit and
status badges on units.

Items draw and report input only; the table decides what a drop or a click means."""


from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter

from tabletop.ui.board.breakaway_ccg.items import Chip
from tabletop.ui.board.common.items import Panel, PileTarget


class DropZone(PileTarget):
    """A drop target over a unit, a plate or the open space of a battlefield: invisible until a
    dragged card hovers it, then green over a legal drop and red over an illegal one."""

    def __init__(self, rect: QRectF, target: tuple[str, Any], table: Any):
        super().__init__(rect, lambda _s, card: table.drop_action(card, target) is not None,
                         lambda seat, card: table.dropped_on(seat, card, target))
        self.target = target

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.state:
            super().paint(painter, option, widget)


class ClickPanel(Panel):
    """A panel that does something when clicked (closing the scrapheap browser)."""

    def __init__(self, rect: QRectF, on_click, **kwargs: Any):
        super().__init__(rect, **kwargs)
        self._on_click = on_click
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def mousePressEvent(self, event) -> None:
        event.accept()
        self._on_click()


class ToggleChip(Chip):
    """A chip that does something when clicked: a trait toggle on the chosen unit."""

    def __init__(self, text: str, rect: QRectF, fill: QColor, on_click):
        super().__init__(text, rect, fill, size=13)
        self._on_click = on_click
        self.kind = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.boundingRect().contains(event.pos()):
            self._on_click()


class Badge(Chip):
    """A status badge on a unit (wounds, in the fleet, painted...), in the cards' condensed bold so
    short words fit a small card; ``unit`` is the unit it is about (tests check it covers no word)."""

    def __init__(self, text: str, rect: QRectF, fill: QColor, text_font: QFont, unit: str | None):
        super().__init__(text, rect, fill)
        self._font = QFont(text_font)
        self.unit = unit
