"""Small QPainter charts: the cost (or points) curve and the type and colour spread of a deck.

QtCharts lives in the 60 MB PySide6-Addons wheel; two bar charts do not earn that weight.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from tabletop.ui.deck_builder.preview import TYPE_COLORS, swatch


class CurveChart(QWidget):
    """Vertical bars: how many cards cost 0, 1, 2... (points are grouped in tens for Breakaway: CCG)."""

    def __init__(self, title: str = "Cost curve", parent=None):
        super().__init__(parent)
        self.title = title
        self.bars: list[tuple[str, int]] = []
        self.empty_text = "No cards yet"
        self.setMinimumHeight(110)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        return QSize(260, 130)

    def set_bars(self, title: str, bars: list[tuple[str, int]], empty_text: str = "No cards yet") -> None:
        self.title, self.bars, self.empty_text = title, bars, empty_text
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        p.setPen(text)
        fm = p.fontMetrics()
        p.drawText(QRectF(0, 0, self.width(), fm.height()), Qt.AlignmentFlag.AlignLeft, self.title)
        area = QRectF(4, 2 * fm.height() + 4, self.width() - 8, self.height() - 3 * fm.height() - 10)
        if not self.bars:
            p.drawText(area, Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        top = max(n for _, n in self.bars) or 1
        width = area.width() / len(self.bars)
        widest = max(fm.horizontalAdvance(label) for label, _ in self.bars) + 4
        every = max(1, int(widest // width) + (1 if widest % width else 0)) if width < widest else 1
        for i, (label, n) in enumerate(self.bars):
            h = area.height() * n / top
            bar = QRectF(area.left() + i * width + 2, area.bottom() - h, max(2.0, width - 4), h)
            p.fillRect(bar, QColor("#3d7fc4"))
            if n:
                p.drawText(QRectF(bar.left() - 4, bar.top() - fm.height(), bar.width() + 8, fm.height()),
                           Qt.AlignmentFlag.AlignHCenter, str(n))
            if i % every == 0:          # thin bars: label every few so the numbers never collide
                p.drawText(QRectF(area.left() + i * width - widest, area.bottom() + 2, width + 2 * widest,
                                  fm.height()), Qt.AlignmentFlag.AlignHCenter, label)
        p.end()


class SpreadChart(QWidget):
    """Two stacked horizontal bars: the share of each card type, and of each colour/faction/team."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[tuple[str, list[tuple[str, int]], bool]] = []
        self.setMinimumHeight(96)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        return QSize(260, 110)

    def set_rows(self, types: list[tuple[str, int]], colors: list[tuple[str, int]]) -> None:
        self.rows = [("Types", types, False), ("Colours", colors, True)]
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = p.fontMetrics()
        text = self.palette().windowText().color()
        y = 0.0
        for title, parts, by_color in self.rows:
            p.setPen(text)
            p.drawText(QRectF(0, y, self.width(), fm.height()), Qt.AlignmentFlag.AlignLeft, title)
            y += fm.height() + 2
            total = sum(n for _, n in parts)
            bar = QRectF(4, y, self.width() - 8, fm.height() * 1.4)
            x = bar.left()
            for i, (label, n) in enumerate(parts):
                if not total:
                    break
                w = bar.width() * n / total
                color = swatch(label, "") if by_color else QColor(TYPE_COLORS.get(label, "#777777"))
                if not color.isValid() or color.name() == "#000000" and label.lower() != "black":
                    color = QColor.fromHsv((i * 67) % 360, 140, 200)
                piece = QRectF(x, bar.top(), w, bar.height())
                p.fillRect(piece, color)
                p.setPen(QColor("#ffffff") if color.lightness() < 150 else QColor("#111111"))
                shown = f"{label} {n}"
                if fm.horizontalAdvance(shown) + 4 <= w:
                    p.drawText(piece, Qt.AlignmentFlag.AlignCenter, shown)
                elif fm.horizontalAdvance(str(n)) + 4 <= w:
                    p.drawText(piece, Qt.AlignmentFlag.AlignCenter, str(n))
                x += w
            y = bar.bottom() + 6
        p.end()
