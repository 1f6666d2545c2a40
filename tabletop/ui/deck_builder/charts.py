"""Small QPainter charts: the cost (or points) curve and the type and colour spread of a deck.

QtCharts lives in the 60 MB PySide6-Addons wheel; two bar charts do not earn that weight.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from tabletop.ui.deck_builder.preview import TYPE_COLORS, swatch


class CurveChart(QWidget):
    """Vertical bars: how many cards cost (or are worth) 0, 1, 2... points, one bar per value."""

    def __init__(self, title: str = "Cost curve", parent=None):
        super().__init__(parent)
        self.title = title
        self.bars: list[tuple[str, int]] = []
        self.empty_text = "No cards yet"
        self.setMinimumHeight(110)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        return QSize(260, 130)

    def set_bars(self, title: str, bars: list[tuple[str, int]], empty_text: str = "No cards yet",
                 tooltip: str = "") -> None:
        self.title, self.bars, self.empty_text = title, bars, empty_text
        self.setToolTip(tooltip or title)
        self.update()

    def layout_bars(self) -> list[tuple[QRectF, QRectF | None, QRectF | None]]:
        """Each bar, its count's box and its axis label's box (None where they would collide with
        a neighbour's: thin bars show every few labels, and a count only where it has room)."""
        fm = QFontMetricsF(self.font())
        line = fm.height()
        area = QRectF(4, 2 * line + 4, self.width() - 8, self.height() - 3 * line - 10)
        if not self.bars:
            return []
        top = max(n for _, n in self.bars) or 1
        width = area.width() / len(self.bars)
        widest = max(fm.horizontalAdvance(label) for label, _ in self.bars) + 4
        every = max(1, math.ceil(widest / width))
        out: list[tuple[QRectF, QRectF | None, QRectF | None]] = []
        counts: list[QRectF] = []
        for i, (label, n) in enumerate(self.bars):
            h = area.height() * n / top
            bar = QRectF(area.left() + i * width + 2, area.bottom() - h, max(2.0, width - 4), h)
            count = None
            if n:
                w = fm.horizontalAdvance(str(n)) + 2
                box = QRectF(bar.center().x() - w / 2, bar.top() - line, w, line)
                if not any(box.intersects(other) for other in counts):
                    count = box
                    counts.append(box)
            axis = None
            if i % every == 0:
                w = fm.horizontalAdvance(label) + 2
                axis = QRectF(bar.center().x() - w / 2, area.bottom() + 2, w, line)
            out.append((bar, count, axis))
        return out

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        p.setPen(text)
        fm = p.fontMetrics()
        title = fm.elidedText(self.title, Qt.TextElideMode.ElideRight, self.width())
        p.drawText(QRectF(0, 0, self.width(), fm.height()), Qt.AlignmentFlag.AlignLeft, title)
        if not self.bars:
            area = QRectF(4, fm.height() + 4, self.width() - 8, self.height() - fm.height() - 8)
            p.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
            p.end()
            return
        for (label, n), (bar, count, axis) in zip(self.bars, self.layout_bars(), strict=True):
            p.fillRect(bar, QColor("#3d7fc4"))
            if count is not None:
                p.drawText(count, Qt.AlignmentFlag.AlignHCenter, str(n))
            if axis is not None:
                p.drawText(axis, Qt.AlignmentFlag.AlignHCenter, label)
        p.end()


@dataclass(frozen=True, slots=True)
class Segment:
    """One part of a spread bar and its legend entry (a swatch and "Ship 30")."""

    label: str
    count: int
    color: QColor
    bar: QRectF
    legend: QRectF


@dataclass(frozen=True, slots=True)
class SpreadRow:
    title: str
    title_rect: QRectF
    bar: QRectF
    segments: tuple[Segment, ...]


class SpreadChart(QWidget):
    """Two stacked horizontal bars: the share of each card type, and of each colour/faction/team.

    Every segment is named in a legend under its bar (a swatch, the name and the count), since a
    thin segment has no room for its own words; a wide one also shows its count on the bar.
    """

    SWATCH = 10
    GAP = 10

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[tuple[str, list[tuple[str, int]], bool]] = []
        self.setMinimumHeight(96)
        size_policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        size_policy.setHeightForWidth(True)
        self.setSizePolicy(size_policy)

    def sizeHint(self) -> QSize:
        return QSize(260, self.heightForWidth(260))

    def minimumSizeHint(self) -> QSize:
        return QSize(160, self.heightForWidth(max(160, self.width())))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rows = self.layout_rows(width)
        return int(rows[-1].segments[-1].legend.bottom() if rows and rows[-1].segments else
                   (rows[-1].bar.bottom() if rows else 0)) + 4

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.setMinimumHeight(self.heightForWidth(max(160, self.width())))

    def set_rows(self, types: list[tuple[str, int]], colors: list[tuple[str, int]]) -> None:
        self.rows = [("Types", types, False), ("Colours", colors, True)]
        self.setMinimumHeight(self.heightForWidth(max(160, self.width())))
        self.updateGeometry()
        self.update()

    @staticmethod
    def color_of(label: str, index: int, by_color: bool) -> QColor:
        color = swatch(label, "") if by_color else QColor(TYPE_COLORS.get(label, "#777777"))
        if not color.isValid() or color.name() == "#000000" and label.lower() != "black":
            color = QColor.fromHsv((index * 67) % 360, 140, 200)
        return color

    def layout_rows(self, width: float) -> list[SpreadRow]:
        """Where each title, bar, segment and legend entry goes at this width."""
        fm = QFontMetricsF(self.font())
        line = fm.height()
        out = []
        y = 0.0
        for title, parts, by_color in self.rows:
            title_rect = QRectF(0, y, width, line)
            y += line + 2
            bar = QRectF(4, y, width - 8, line * 1.4)
            total = sum(n for _, n in parts)
            x = bar.left()
            lx, ly = 4.0, bar.bottom() + 3
            segments = []
            for i, (label, n) in enumerate(parts):
                w = bar.width() * n / total if total else 0.0
                entry = f"{label} {n}"
                entry_width = self.SWATCH + 4 + math.ceil(fm.horizontalAdvance(entry)) + 1
                if lx > 4 and lx + entry_width > width - 4:
                    lx, ly = 4.0, ly + line + 1
                segments.append(Segment(label, n, self.color_of(label, i, by_color), QRectF(x, bar.top(), w,
                                        bar.height()), QRectF(lx, ly, entry_width, line)))
                lx += entry_width + self.GAP
                x += w
            out.append(SpreadRow(title, title_rect, bar, tuple(segments)))
            y = (segments[-1].legend.bottom() if segments else bar.bottom()) + 6
        return out

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = p.fontMetrics()
        text = self.palette().windowText().color()
        for row in self.layout_rows(self.width()):
            p.setPen(text)
            p.drawText(row.title_rect, Qt.AlignmentFlag.AlignLeft, row.title)
            for segment in row.segments:
                p.fillRect(segment.bar, segment.color)
                if segment.color.lightness() > 220:
                    p.setPen(segment.color.darker(160))
                    p.drawRect(segment.bar.adjusted(0, 0, -1, -1))
                p.setPen(QColor("#ffffff") if segment.color.lightness() < 150 else QColor("#111111"))
                if fm.horizontalAdvance(str(segment.count)) + 4 <= segment.bar.width():
                    p.drawText(segment.bar, Qt.AlignmentFlag.AlignCenter, str(segment.count))
                box = QRectF(segment.legend.left(), segment.legend.center().y() - self.SWATCH / 2, self.SWATCH,
                             self.SWATCH)
                p.fillRect(box, segment.color)
                p.setPen(segment.color.darker(160))        # a pale swatch still shows on the window
                p.drawRect(box)
                p.setPen(text)
                p.drawText(segment.legend.adjusted(self.SWATCH + 4, 0, 0, 0),
                           Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                           f"{segment.label} {segment.count}")
        p.end()
