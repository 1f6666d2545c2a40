"""Playing-card pictures, painted once per (card, size, pixel ratio) and kept.

Faces come from the standard deck data (rank, suit symbol, colour), the same data the
engine reads, so a picture cannot disagree with the rules. Painting with QPainter instead
of shipping image files keeps every size sharp on any screen: the table asks for the size
it will actually show, times the device pixel ratio, and the cache makes the second
request free.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from tabletop.games.standard_deck import PlayingCard, standard_deck
from tabletop.ui.pixmaps import PixmapCache, blank_pixmap

#: The app's accent colour; card backs and selection glows use it.
ACCENT = QColor("#2f6db5")
HIGHLIGHT = QColor("#ffc23d")
RED = QColor("#c8242b")
BLACK = QColor("#1c2127")
CARD_RATIO = 7 / 5
BACK = "back"

# Pip positions for number cards, as (column, row) in a 3 x 1 box; rows below the middle
# are drawn upside down, as on a printed deck.
_L, _M, _R = 0.0, 0.5, 1.0
_PIPS: dict[str, tuple[tuple[float, float], ...]] = {
    "2": ((_M, 0), (_M, 1)),
    "3": ((_M, 0), (_M, 0.5), (_M, 1)),
    "4": ((_L, 0), (_R, 0), (_L, 1), (_R, 1)),
    "5": ((_L, 0), (_R, 0), (_M, 0.5), (_L, 1), (_R, 1)),
    "6": ((_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    "7": ((_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    "8": ((_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_M, 0.75), (_L, 1), (_R, 1)),
    "9": ((_L, 0), (_R, 0), (_L, 1 / 3), (_R, 1 / 3), (_M, 0.5), (_L, 2 / 3), (_R, 2 / 3), (_L, 1), (_R, 1)),
    "10": ((_L, 0), (_R, 0), (_M, 1 / 6), (_L, 1 / 3), (_R, 1 / 3), (_L, 2 / 3), (_R, 2 / 3), (_M, 5 / 6),
           (_L, 1), (_R, 1)),
}
_COURT = ("J", "Q", "K")


def card_size(width: float) -> QSize:
    """Every card in the app has the same 5:7 shape; callers pick only the width."""
    return QSize(round(width), round(width * CARD_RATIO))


@dataclass(frozen=True, slots=True)
class CardKey:
    card: str          # a card id, or BACK
    width: int
    height: int
    dpr: float
    highlight: bool


def _glyph(text: str, font: QFont) -> QPainterPath:
    """A text path centred on the origin, so pips and letters sit exactly where placed."""
    path = QPainterPath()
    path.addText(0, 0, font, text)
    centre = path.boundingRect().center()
    return path.translated(-centre.x(), -centre.y())


def _font(size: float, bold: bool = True, family: str = "DejaVu Sans", condensed: bool = False) -> QFont:
    font = QFont(family)
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    if condensed:
        font.setStretch(QFont.Stretch.Condensed)
    return font


class CardPainter(PixmapCache):
    """Draws and caches card faces and backs. One instance is shared by every table."""

    def __init__(self, accent: QColor | None = None):
        super().__init__()
        self.accent = QColor(accent or ACCENT)
        self._deck = standard_deck()

    def set_accent(self, colour: QColor) -> None:
        """A new accent repaints the backs; faces keep their cached pictures."""
        self.accent = QColor(colour)
        self._cache = {k: v for k, v in self._cache.items() if k.card != BACK}

    def face(self, card_id: str, size: QSize, dpr: float = 1.0, highlight: bool = False) -> QPixmap:
        if card_id not in self._deck.by_id:
            raise KeyError(f"no card {card_id!r} in the standard deck")
        return self._get(CardKey(card_id, size.width(), size.height(), float(dpr), highlight))

    def back(self, size: QSize, dpr: float = 1.0, highlight: bool = False) -> QPixmap:
        return self._get(CardKey(BACK, size.width(), size.height(), float(dpr), highlight))

    # ----- painting ------------------------------------------------------------------
    def _render(self, key: CardKey) -> QPixmap:
        pixmap = blank_pixmap(key.width, key.height, key.dpr)
        painter = QPainter(pixmap)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(0, 0, key.width, key.height)
        if key.card == BACK:
            self._paint_back(painter, rect)
        else:
            self._paint_face(painter, rect, self._deck.by_id[key.card])
        if key.highlight:
            self._paint_glow(painter, rect)
        painter.end()
        return pixmap

    @staticmethod
    def _outline(painter: QPainter, rect: QRectF, fill) -> float:
        radius = rect.width() * 0.08
        inner = rect.adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(QPen(QColor("#9aa3ad"), 1.0))
        painter.setBrush(fill)
        painter.drawRoundedRect(inner, radius, radius)
        return radius

    def _paint_face(self, painter: QPainter, rect: QRectF, card: PlayingCard) -> None:
        w, h = rect.width(), rect.height()
        paper = QLinearGradient(0, 0, 0, h)
        paper.setColorAt(0, QColor("#ffffff"))
        paper.setColorAt(1, QColor("#f3f1ea"))
        self._outline(painter, rect, paper)
        ink = RED if card.color == "red" else BLACK
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)

        # Corner index, then the same turned half a circle about the card's centre.
        rank_font = _font(h * 0.16, condensed=card.rank == "10")
        suit_font = _font(h * 0.12, bold=False)
        cx, top = w * 0.13, h * 0.02
        rank = _glyph(card.rank, rank_font)
        suit = _glyph(card.symbol, suit_font)
        rank_h = rank.boundingRect().height()
        corner = [rank.translated(cx, top + h * 0.03 + rank_h / 2),
                  suit.translated(cx, top + h * 0.05 + rank_h + suit.boundingRect().height() / 2)]
        for path in corner:
            painter.drawPath(path)
            painter.save()
            painter.translate(w, h)
            painter.rotate(180)
            painter.drawPath(path)
            painter.restore()

        if card.rank in _COURT:
            self._paint_court(painter, rect, card, ink)
        elif card.rank == "A":
            painter.drawPath(_glyph(card.symbol, _font(h * 0.44, bold=False)).translated(w / 2, h / 2))
        else:
            self._paint_pips(painter, rect, card)

    @staticmethod
    def _paint_pips(painter: QPainter, rect: QRectF, card: PlayingCard) -> None:
        w, h = rect.width(), rect.height()
        layout = _PIPS[card.rank]
        size = h * (0.14 if len(layout) <= 8 else 0.12)
        pip = _glyph(card.symbol, _font(size, bold=False))
        box = QRectF(w * 0.34, h * 0.19, w * 0.32, h * 0.62)
        for col, row in layout:
            centre = QPointF(box.left() + col * box.width(), box.top() + row * box.height())
            painter.save()
            painter.translate(centre)
            if row > 0.5:
                painter.rotate(180)
            painter.drawPath(pip)
            painter.restore()

    @staticmethod
    def _paint_court(painter: QPainter, rect: QRectF, card: PlayingCard, ink: QColor) -> None:
        w, h = rect.width(), rect.height()
        frame = QRectF(w * 0.24, h * 0.17, w * 0.52, h * 0.66)
        tint = QColor("#fbe9e7") if card.color == "red" else QColor("#e6ebf2")
        painter.setBrush(tint)
        painter.setPen(QPen(ink, max(1.0, w * 0.012)))
        painter.drawRoundedRect(frame, w * 0.04, w * 0.04)
        painter.setPen(QPen(QColor(ink.red(), ink.green(), ink.blue(), 110), max(0.6, w * 0.006)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = w * 0.03
        painter.drawRoundedRect(frame.adjusted(inset, inset, -inset, -inset), w * 0.03, w * 0.03)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        letter = _glyph(card.rank, _font(h * 0.3, family="DejaVu Serif"))
        painter.drawPath(letter.translated(w / 2, h * 0.44))
        symbol = _glyph(card.symbol, _font(h * 0.13, bold=False))
        painter.drawPath(symbol.translated(w / 2, h * 0.66))

    def _paint_back(self, painter: QPainter, rect: QRectF) -> None:
        w, h = rect.width(), rect.height()
        radius = self._outline(painter, rect, QColor("#fbfbf8"))
        inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
        shade = QLinearGradient(inner.topLeft(), inner.bottomRight())
        shade.setColorAt(0, self.accent.lighter(115))
        shade.setColorAt(1, self.accent.darker(125))
        clip = QPainterPath()
        clip.addRoundedRect(inner, radius * 0.6, radius * 0.6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shade)
        painter.drawPath(clip)
        painter.save()
        painter.setClipPath(clip)
        painter.setPen(QPen(QColor(255, 255, 255, 60), max(0.8, w * 0.012)))
        step = w * 0.11
        span = int((w + h) / step) + 2
        for i in range(-span, span):
            x = i * step
            painter.drawLine(QPointF(x, 0), QPointF(x + h, h))
            painter.drawLine(QPointF(x, h), QPointF(x + h, 0))
        painter.restore()
        painter.setPen(QPen(QColor(255, 255, 255, 170), max(1.0, w * 0.015)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner.adjusted(w * 0.04, w * 0.04, -w * 0.04, -w * 0.04),
                                radius * 0.4, radius * 0.4)
        # A puck in the middle: the one nod to the game on an otherwise plain back.
        centre = inner.center()
        painter.setPen(QPen(QColor(255, 255, 255, 200), max(1.0, w * 0.015)))
        painter.setBrush(self.accent.darker(160))
        painter.drawEllipse(centre, w * 0.16, w * 0.16)

    @staticmethod
    def _paint_glow(painter: QPainter, rect: QRectF) -> None:
        w = rect.width()
        pen_w = max(2.0, w * 0.05)
        inner = rect.adjusted(pen_w / 2, pen_w / 2, -pen_w / 2, -pen_w / 2)
        painter.setPen(QPen(HIGHLIGHT, pen_w))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, w * 0.07, w * 0.07)


_shared: CardPainter | None = None


def card_painter() -> CardPainter:
    """The one cache for the whole app (made on first use, after QApplication exists)."""
    global _shared
    if _shared is None:
        _shared = CardPainter()
    return _shared
