"""Word-wrapped text for the Intergalactic Hockey Showdown table: the decision panel and the
last-play sentence, which vary in length, shrink a little rather than spill out of their box."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QGraphicsItem

from tabletop.ui.board.common.items import INK
from tabletop.ui.board.intergalactic_hockey.draw import font


class WrapText(QGraphicsItem):
    """Word-wrapped text in a box, shrinking a little when it would not fit (never under 14 scene
    pixels, about 10 on screen in a 1280x800 window)."""

    FLOOR = 14

    def __init__(self, text: str, rect: QRectF, size: float, colour: QColor = INK, bold: bool = False,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop):
        super().__init__()
        self.text, self._rect, self.size, self.colour, self.bold, self.align = text, rect, size, colour, bold, align

    def boundingRect(self) -> QRectF:
        return self._rect

    def fitted_font(self) -> QFont:
        """The font the text is painted in: the given size, or smaller until it fits, down to FLOOR."""
        flags = self.align | Qt.TextFlag.TextWordWrap
        size = self.size
        while True:
            text_font = font(size, self.bold)
            need = QFontMetrics(text_font).boundingRect(self._rect.toRect(), int(flags), self.text)
            if need.height() <= self._rect.height() or size <= self.FLOOR:
                return text_font
            size -= 1

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        flags = self.align | Qt.TextFlag.TextWordWrap
        painter.setFont(self.fitted_font())
        painter.setPen(self.colour)
        painter.drawText(self._rect, flags, self.text)


__all__ = ["WrapText"]
