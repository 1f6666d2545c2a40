"""The deck lab's win-rate chart: one horizontal bar per opponent, its 95% interval drawn across it.

A bar runs from 0% to the win rate; the interval is a line with end ticks, and a dashed line marks
50%, so a reader sees at once whether the interval leaves even odds behind. Drawn with QPainter, as
the deck builder's other charts (``charts.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

BAR_COLOR = QColor("#3d7fc4")
INTERVAL_COLOR = QColor("#1b1b1b")


@dataclass(frozen=True, slots=True)
class RateRow:
    label: str
    rate: float | None
    low: float
    high: float
    games: int


@dataclass(frozen=True, slots=True)
class RowGeometry:
    label: QRectF
    bar: QRectF
    interval: tuple[float, float, float]  # x of the low end, x of the high end, y
    value: QRectF


class WinRateChart(QWidget):
    ROW = 26

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[RateRow] = []
        self.empty_text = "No games yet"
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._fit_height()

    def set_rows(self, rows: list[RateRow]) -> None:
        self.rows = list(rows)
        labels = ", ".join(f"{r.label}: {'-' if r.rate is None else f'{r.rate:.0%}'} "
                           f"(95% interval {r.low:.0%}-{r.high:.0%}, {r.games} games)" for r in self.rows)
        self.setToolTip(labels or self.empty_text)
        self.setAccessibleName("Win rate against each opponent" + (f": {labels}" if labels else ""))
        self._fit_height()
        self.update()

    def _fit_height(self) -> None:
        line = QFontMetricsF(self.font()).height()
        self.setFixedHeight(int(2 * line + 10 + max(1, len(self.rows)) * max(self.ROW, line + 8)))

    def sizeHint(self) -> QSize:
        return QSize(420, self.height())

    def geometry_of_rows(self) -> list[RowGeometry]:
        fm = QFontMetricsF(self.font())
        line = fm.height()
        row_h = max(self.ROW, line + 8)
        label_w = min(max((fm.horizontalAdvance(r.label) for r in self.rows), default=0) + 8, self.width() * 0.35)
        value_w = fm.horizontalAdvance("100% (100-100%)") + 8
        left = label_w
        width = max(40.0, self.width() - left - value_w - 8)
        out = []
        for i, r in enumerate(self.rows):
            top = line + 6 + i * row_h
            y = top + row_h / 2
            bar = QRectF(left, top + 5, width * (r.rate or 0.0), row_h - 10)
            out.append(RowGeometry(QRectF(0, top, label_w - 6, row_h), bar,
                                   (left + width * r.low, left + width * r.high, y),
                                   QRectF(left + width + 6, top, value_w, row_h)))
        return out

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        p.setPen(text)
        fm = p.fontMetrics()
        line = fm.height()
        p.drawText(QRectF(0, 0, self.width(), line), Qt.AlignmentFlag.AlignLeft,
                   "Win rate against each opponent, with its 95% interval")
        if not self.rows:
            p.drawText(QRectF(0, line, self.width(), self.height() - line), Qt.AlignmentFlag.AlignCenter,
                       self.empty_text)
            p.end()
            return
        rows = self.geometry_of_rows()
        left = rows[0].bar.left()
        right = rows[0].value.left() - 6
        half = left + (right - left) / 2
        top, bottom = rows[0].label.top(), rows[-1].label.bottom()
        for r, g in zip(self.rows, rows, strict=True):
            label = fm.elidedText(r.label, Qt.TextElideMode.ElideRight, int(g.label.width()))
            p.setPen(text)
            p.drawText(g.label, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, label)
            if not r.games:  # an opponent a cancelled run never reached: nothing to draw
                p.drawText(g.value, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, "no games")
                continue
            p.fillRect(g.bar, BAR_COLOR)
            low, high, y = g.interval
            p.setPen(QPen(INTERVAL_COLOR, 2))
            p.drawLine(QPointF(low, y), QPointF(high, y))
            for x in (low, high):
                p.drawLine(QPointF(x, y - 6), QPointF(x, y + 6))
            p.setPen(text)
            value = "-" if r.rate is None else f"{r.rate:.0%}"
            p.drawText(g.value, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                       f"{value} ({r.low:.0%}-{r.high:.0%})")
        pen = QPen(text, 1, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawLine(QPointF(half, top), QPointF(half, bottom))
        p.setPen(text)
        for x, tick in ((left, "0%"), (half, "50%"), (right, "100%")):
            w = fm.horizontalAdvance(tick)
            p.drawText(QRectF(min(max(0.0, x - w / 2), self.width() - w), bottom + 2, w + 2, line),
                       Qt.AlignmentFlag.AlignLeft, tick)
        p.end()
