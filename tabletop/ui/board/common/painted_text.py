"""Words painted onto card pictures: fitted to their box at a readable size, and remembered.

A table is laid out in scene units and the view scales it down to the room the window leaves:
inside a 1280x800 main window the scale is about 0.72, so a scene font under 14 px ends up under
10 screen pixels. Card painters therefore start each word at its natural size (a fraction of the
card's width, so a large preview stays proportionate) and never go below ``FLOOR_PX``: a word that
does not fit even then wraps onto another line, and if it still does not fit it is left off the
small picture (the hover preview shows the card large, with its whole text).

Every word painted is recorded as a ``TextRun`` (its box, size and measured width), so tests can
check the picture a player sees against the same numbers the painter used.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

#: The smallest font on a card picture, in scene pixels (about 10 screen pixels at 1280x800).
FLOOR_PX = 14
#: Cards are narrow: their words are set in the condensed cut of the table's typeface.
CARD_FAMILY = "DejaVu Sans Condensed"


def card_font(size: float, bold: bool = False, family: str = CARD_FAMILY) -> QFont:
    f = QFont(family)
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f


def _pieces(word: str, metrics: QFontMetricsF, width: float) -> list[str] | None:
    """A word too wide for a line, broken after its hyphens ("VOJT-N-" "SWET"); None if it has none
    or a piece is still too wide."""
    if metrics.horizontalAdvance(word) <= width:
        return [word]
    parts = [p + "-" for p in word.split("-")[:-1]] + [word.split("-")[-1]]
    if len(parts) < 2:
        return None
    pieces: list[str] = []
    for part in parts:
        if pieces and metrics.horizontalAdvance(pieces[-1] + part) <= width:
            pieces[-1] += part
        elif metrics.horizontalAdvance(part) <= width:
            pieces.append(part)
        else:
            return None
    return pieces


def wrap_words(text: str, font: QFont, width: float) -> list[str] | None:
    """``text`` broken into lines no wider than ``width`` between words (or after a hyphen inside
    a word); None when a piece alone is wider (a word is never cut anywhere else)."""
    metrics = QFontMetricsF(font)
    lines: list[str] = []
    for word in text.split():
        pieces = _pieces(word, metrics, width)
        if pieces is None:
            return None
        for n, piece in enumerate(pieces):
            joined = f"{lines[-1]} {piece}" if n == 0 and lines else None
            if joined is not None and metrics.horizontalAdvance(joined) <= width:
                lines[-1] = joined
            else:
                lines.append(piece)
    return lines


@dataclass(frozen=True, slots=True)
class Fitted:
    """Text set for a box: the font and the lines it breaks into."""

    font: QFont
    lines: tuple[str, ...]

    @property
    def line_height(self) -> float:
        return QFontMetricsF(self.font).lineSpacing()

    @property
    def height(self) -> float:
        return self.line_height * len(self.lines)


def fit(text: str, width: float, natural: float, bold: bool = False, max_lines: int = 1,
        height: float | None = None, family: str = CARD_FAMILY) -> Fitted | None:
    """The largest setting of ``text`` from ``natural`` px down to ``FLOOR_PX`` that fits ``width``
    in at most ``max_lines`` lines (and ``height``, when given); None when even the floor does not."""
    size = max(float(FLOOR_PX), natural)
    while True:
        font = card_font(size, bold, family)
        lines = wrap_words(text, font, width)
        if lines is not None and len(lines) <= max_lines:
            fitted = Fitted(font, tuple(lines))
            if height is None or fitted.height <= height + 0.5:
                return fitted
        if size <= FLOOR_PX:
            return None
        size = max(float(FLOOR_PX), size - 0.5)


@dataclass(frozen=True, slots=True)
class TextRun:
    """One line of words as painted: where, how large, and how wide it measured."""

    text: str
    box: QRectF
    pixel_size: int
    width: float


class Scribe:
    """Paints fitted lines with a painter and keeps a ``TextRun`` for each."""

    def __init__(self, painter: QPainter) -> None:
        self.painter = painter
        self.runs: list[TextRun] = []

    def line(self, box: QRectF, text: str, font: QFont, colour: QColor,
             align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
        """One line in ``box``, vertically centred."""
        if not text:
            return
        self.painter.setFont(font)
        self.painter.setPen(colour)
        self.painter.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, text)
        self.runs.append(TextRun(text, QRectF(box), font.pixelSize(), QFontMetricsF(font).horizontalAdvance(text)))

    def block(self, box: QRectF, fitted: Fitted, colour: QColor,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft, centre: bool = False) -> float:
        """The fitted lines from the top of ``box`` (or centred in it); returns the bottom of the last."""
        step = fitted.line_height
        top = box.top() + ((box.height() - fitted.height) / 2 if centre else 0)
        for n, text in enumerate(fitted.lines):
            self.line(QRectF(box.left(), top + n * step, box.width(), step), text, fitted.font, colour, align)
        return top + len(fitted.lines) * step
