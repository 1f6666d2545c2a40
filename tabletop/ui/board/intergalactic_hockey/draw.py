"""Pictures for Intergalactic Hockey Showdown: player cards, backs, the RefBot card, the puck and the dial.

Player cards are painted by the app from the game's card data (name, species, position,
bruiser mark, offense and defense, ability), once per (card, size, pixel ratio), and kept in
a cache, so the table's many redraws only place ready pixmaps. The dial and the puck are
small scene items drawn from public view fields.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem

from tabletop.ui.board.common.painted_text import FLOOR_PX, Scribe, TextRun, card_font, fit
from tabletop.ui.pixmaps import PixmapCache, blank_pixmap

CARD_RATIO = 1.4
BACK = "back"
REFBOT_CARD = "refbot"

#: Each position's colour: the card's frame and its emblem.
POSITION_COLOURS = {
    "center": QColor("#8b5cf6"),
    "winger": QColor("#14b8a6"),
    "defender": QColor("#3b82f6"),
    "goalie": QColor("#f59e0b"),
}
OFFENSE = QColor("#ff8a3d")
DEFENSE = QColor("#5fb4ff")
BRUISER = QColor("#e5484d")
SPACE = QColor("#0b1026")
ICE = QColor("#e8f3fb")

#: The ability in a few words for the card face (the full text is the card's tooltip).
ABILITY_SHORT = {
    "wins-ties": "Level result? His side takes it.",
    "faceoff-bonus": "+3 offense in face-offs.",
    "none": "No ability: the top shooter.",
    "boost-offense": "From your hand: discard after a reveal for +2 offense.",
    "swap": "May exchange the opposing card's offense and defense.",
    "turn-refbot": "May turn the RefBot one step up or down.",
    "look": "Sees the opposing hand before refills.",
    "hits-centers": "Opposing centers get -3.",
    "hits-defenders": "Opposing defenders take -3 from his hit, not -2.",
    "boost-defense": "From your hand: discard after a reveal for +2 defense.",
    "vs-wingers": "+3 defense against a winger.",
    "tough": "Bruisers take only 1 off him.",
    "armoured": "A bruiser hitting him loses 3 itself.",
    "calms-refbot": "No penalty on this play; the RefBot then goes to 3.",
    "cancel": "Cancels the opposing card's hit and ability.",
    "rebound": "On a save, the shooter keeps the puck.",
}
#: The ability in two or three words, for a card too small for its sentence.
ABILITY_TAG = {
    "wins-ties": "Wins ties",
    "faceoff-bonus": "+3 in face-offs",
    "none": "No ability",
    "boost-offense": "+2 offense boost",
    "swap": "Swaps numbers",
    "turn-refbot": "Turns the RefBot",
    "look": "Sees the hand",
    "hits-centers": "Centers -3",
    "hits-defenders": "Defenders -3",
    "boost-defense": "+2 defense boost",
    "vs-wingers": "+3 vs wingers",
    "tough": "Tough",
    "armoured": "Armoured",
    "calms-refbot": "Calms the RefBot",
    "cancel": "Cancels",
    "rebound": "Rebound",
}


def card_size(width: float) -> QSize:
    return QSize(round(width), round(width * CARD_RATIO))


def font(size: float, bold: bool = False, family: str = "DejaVu Sans") -> QFont:
    f = QFont(family)
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f


@dataclass(frozen=True, slots=True)
class _Key:
    card: str
    width: int
    height: int
    dpr: float
    highlight: bool


def impact_star(centre: QPointF, radius: float, points: int = 9) -> QPolygonF:
    """The bruiser mark: a jagged burst."""
    poly = QPolygonF()
    for i in range(points * 2):
        r = radius if i % 2 == 0 else radius * 0.55
        a = math.pi * i / points - math.pi / 2
        poly.append(QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a)))
    return poly


class ShowdownPainter(PixmapCache):
    """Paints and caches the game's card pictures from its card set."""

    def __init__(self, cards):
        super().__init__()
        self.cards = cards
        self._words: dict[int, list[TextRun]] = {}

    def words_on(self, pixmap: QPixmap) -> list[TextRun]:
        """The words painted on a picture this cache made (in the picture's own units)."""
        return self._words.get(pixmap.cacheKey(), [])

    def face(self, card_id: str, width: float, dpr: float = 1.0, highlight: bool = False) -> QPixmap:
        size = card_size(width)
        return self._get(_Key(card_id, size.width(), size.height(), float(dpr), highlight))

    def back(self, width: float, dpr: float = 1.0, highlight: bool = False) -> QPixmap:
        return self.face(BACK, width, dpr, highlight)

    def _render(self, key: _Key) -> QPixmap:
        pixmap = blank_pixmap(key.width, key.height, key.dpr)
        painter = QPainter(pixmap)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(0, 0, key.width, key.height)
        scribe = Scribe(painter)
        if key.card == BACK:
            self._paint_back(painter, rect, scribe)
        elif key.card == REFBOT_CARD:
            self._paint_refbot(painter, rect, scribe)
        else:
            self._paint_player(painter, rect, self.cards.by_id[key.card], scribe)
        if key.highlight:
            w = rect.width()
            pen_w = max(2.0, w * 0.045)
            painter.setPen(QPen(QColor("#ffd34d"), pen_w))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(pen_w / 2, pen_w / 2, -pen_w / 2, -pen_w / 2), w * 0.07, w * 0.07)
        painter.end()
        self._words[pixmap.cacheKey()] = scribe.runs
        return pixmap

    # ----- pieces --------------------------------------------------------------------
    @staticmethod
    def _frame(painter: QPainter, rect: QRectF, edge: QColor, top: QColor, bottom: QColor) -> QPainterPath:
        w = rect.width()
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), w * 0.08, w * 0.08)
        shade = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        shade.setColorAt(0, top)
        shade.setColorAt(1, bottom)
        painter.setPen(QPen(edge, max(1.0, w * 0.025)))
        painter.setBrush(QBrush(shade))
        painter.drawPath(path)
        return path

    @staticmethod
    def _stars(painter: QPainter, rect: QRectF, seed: int, count: int) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        w, h = rect.width(), rect.height()
        for i in range(count):
            n = (seed * 7919 + i * 104729) % 1000003
            x = rect.left() + (n % 997) / 997 * w
            y = rect.top() + (n // 997 % 991) / 991 * h
            r = 0.4 + (n % 5) * 0.18
            painter.setBrush(QColor(255, 255, 255, 70 + (n % 4) * 40))
            painter.drawEllipse(QPointF(x, y), r * w / 140, r * w / 140)

    def _paint_player(self, painter: QPainter, rect: QRectF, card, scribe: Scribe) -> None:
        """Top to bottom: the name band, species and position, offense and defense around the
        emblem, and the ability. Words start in proportion to the card and never go under
        ``FLOOR_PX``: the name wraps onto two lines rather than shrink further, the ability
        becomes its short tag, and what still does not fit a small card (species, position, the
        ability) is left to the hover preview."""
        w, h = rect.width(), rect.height()
        s = w / 140
        colour = POSITION_COLOURS.get(card.position, QColor("#64748b"))
        clip = self._frame(painter, rect, colour.lighter(130), QColor("#1b2150"), QColor("#090c1f"))
        name_w = w - (40 if card.bruiser else 16) * s
        name = fit(card.name.upper(), name_w, 17 * s, True, 2)
        band_h = max(30 * s, name.height + 4 * s) if name is not None else 30 * s
        painter.save()
        painter.setClipPath(clip)
        self._stars(painter, rect, sum(map(ord, card.id)), 26)
        # Name band in the position colour.
        band = QRectF(0, 0, w, band_h)
        grad = QLinearGradient(band.topLeft(), band.topRight())
        grad.setColorAt(0, colour.darker(110))
        grad.setColorAt(1, colour.darker(170))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(grad)
        painter.drawRect(band)
        painter.restore()
        if name is not None:
            scribe.block(QRectF(8 * s, 0, name_w, band_h), name, QColor("white"), centre=True)
        if card.bruiser:
            painter.setPen(QPen(QColor("white"), max(0.8, 1.2 * s)))
            painter.setBrush(BRUISER)
            painter.drawPolygon(impact_star(QPointF(w - 17 * s, 15 * s), 13 * s))
            mark = fit("B", 26 * s, 10 * s, True)
            if mark is not None:
                scribe.line(QRectF(w - 30 * s, 2 * s, 26 * s, 26 * s), "B", mark.font, QColor("white"),
                            Qt.AlignmentFlag.AlignCenter)
        # Position (it matters to some abilities) and species, as far as they fit.
        y = band_h + 1 * s
        row_w = w - 16 * s
        position = fit(card.position.upper(), row_w, 9.5 * s, True)
        row_h = max(16 * s, position.line_height if position is not None else 0)
        if position is not None:
            pos_w = QFontMetricsF(position.font).horizontalAdvance(card.position.upper())
            scribe.line(QRectF(8 * s, y, row_w, row_h), card.position.upper(), position.font, colour.lighter(150),
                        Qt.AlignmentFlag.AlignRight)
            # The species decides nothing in play: it shows only where it is readable at its own
            # size (the hover preview), so every card on the table looks alike.
            species = fit(card.species, row_w - pos_w - 6 * s, 10.5 * s) if 10.5 * s >= FLOOR_PX else None
            if species is not None:
                scribe.line(QRectF(8 * s, y, row_w, row_h), card.species, species.font, QColor("#c9d3ff"))
        y += row_h + 6 * s
        # The emblem: a small planet with the player's initial, between offense and defense.
        stats_h = 48 * s
        centre = QPointF(w / 2, y + stats_h / 2)
        planet = QRadialGradient(centre - QPointF(6 * s, 6 * s), 26 * s)
        planet.setColorAt(0, colour.lighter(170))
        planet.setColorAt(1, colour.darker(200))
        painter.setPen(QPen(QColor(255, 255, 255, 120), max(0.6, s)))
        painter.setBrush(planet)
        painter.drawEllipse(centre, 21 * s, 21 * s)
        painter.setPen(QPen(QColor(255, 255, 255, 90), max(0.6, 1.2 * s)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, 30 * s, 8 * s)
        scribe.line(QRectF(centre.x() - 20 * s, centre.y() - 20 * s, 40 * s, 40 * s), card.name[0].upper(),
                    card_font(max(20 * s, FLOOR_PX), True), QColor("white"), Qt.AlignmentFlag.AlignCenter)
        # Offense (left) and defense (right): the glyph over the number where both fit.
        number_font = card_font(max(25 * s, FLOOR_PX), True)
        glyph_font = card_font(max(11 * s, FLOOR_PX), True)
        glyph_h = QFontMetricsF(glyph_font).lineSpacing()
        number_h = QFontMetricsF(number_font).lineSpacing()
        for value, glyph, tint, left in ((card.offense, "▶", OFFENSE, True), (card.defense, "♥", DEFENSE, False)):
            box = QRectF(6 * s if left else w - 42 * s, y, 36 * s, stats_h)
            painter.setPen(QPen(tint, max(1.0, 1.6 * s)))
            painter.setBrush(QColor(tint.red(), tint.green(), tint.blue(), 45))
            painter.drawRoundedRect(box, 7 * s, 7 * s)
            if glyph_h + number_h <= box.height() + 2 * s:
                scribe.line(QRectF(box.left(), box.top() + 1 * s, box.width(), glyph_h), glyph, glyph_font, tint,
                            Qt.AlignmentFlag.AlignCenter)
                scribe.line(QRectF(box.left(), box.bottom() - number_h - 1 * s, box.width(), number_h), str(value),
                            number_font, QColor("white"), Qt.AlignmentFlag.AlignCenter)
            else:
                scribe.line(box, str(value), number_font, QColor("white"), Qt.AlignmentFlag.AlignCenter)
        y += stats_h + 6 * s
        # The ability: its sentence, or its tag, where one fits; the preview has the whole text.
        text_box = QRectF(6 * s, y, w - 12 * s, h - 6 * s - y)
        inner = text_box.adjusted(5 * s, 3 * s, -5 * s, -3 * s)
        sentence = ABILITY_SHORT.get(card.ability, card.text)
        words = (fit(sentence, inner.width(), 11 * s, False, 8, inner.height())
                 or fit(ABILITY_TAG.get(card.ability, ""), inner.width(), 11 * s, True, 2, inner.height()))
        if words is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 28))
            painter.drawRoundedRect(text_box, 6 * s, 6 * s)
            for n, line in enumerate(words.lines):
                top = inner.top() + (inner.height() - words.height) / 2 + n * words.line_height
                scribe.line(QRectF(inner.left(), top, inner.width(), words.line_height), line, words.font,
                            QColor("#eef2ff"), Qt.AlignmentFlag.AlignHCenter)

    def _paint_back(self, painter: QPainter, rect: QRectF, scribe: Scribe) -> None:
        w, h = rect.width(), rect.height()
        clip = self._frame(painter, rect, QColor("#9aa7ff"), QColor("#1a1f4d"), QColor("#070918"))
        painter.save()
        painter.setClipPath(clip)
        self._stars(painter, rect, 7, 40)
        centre = QPointF(w / 2, h / 2)
        planet = QRadialGradient(centre - QPointF(w * 0.08, w * 0.08), w * 0.3)
        planet.setColorAt(0, QColor("#7dd3fc"))
        planet.setColorAt(1, QColor("#1e3a8a"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(planet)
        painter.drawEllipse(centre, w * 0.22, w * 0.22)
        painter.setPen(QPen(QColor(255, 211, 77, 200), max(1.0, w * 0.025)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, w * 0.38, w * 0.1)
        painter.restore()
        painter.setPen(QPen(QColor(255, 255, 255, 110), max(1.0, w * 0.012)))
        painter.drawRoundedRect(rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07), w * 0.05, w * 0.05)
        mark = fit("IHS", w * 0.8, w * 0.13, True)
        if mark is not None:
            scribe.line(QRectF(0, h * 0.74, w, max(h * 0.14, mark.line_height)), "IHS", mark.font, QColor("white"),
                        Qt.AlignmentFlag.AlignCenter)

    def _paint_refbot(self, painter: QPainter, rect: QRectF, scribe: Scribe) -> None:
        w, h = rect.width(), rect.height()
        s = w / 140
        self._frame(painter, rect, QColor("#fca5a5"), QColor("#5b6472"), QColor("#262b33"))
        title = fit("REFBOT", w - 8 * s, 17 * s, True)
        if title is not None:
            scribe.line(QRectF(0, 6 * s, w, 26 * s), "REFBOT", title.font, QColor("white"),
                        Qt.AlignmentFlag.AlignCenter)
        # A robot face.
        head = QRectF(w / 2 - 32 * s, 42 * s, 64 * s, 54 * s)
        painter.setPen(QPen(QColor("#e2e8f0"), 2 * s))
        painter.setBrush(QColor("#94a3b8"))
        painter.drawRoundedRect(head, 10 * s, 10 * s)
        painter.setBrush(QColor("#ef4444"))
        painter.setPen(Qt.PenStyle.NoPen)
        for dx in (-14, 14):
            painter.drawEllipse(QPointF(w / 2 + dx * s, 62 * s), 6 * s, 6 * s)
        painter.setBrush(QColor("#1f2937"))
        painter.drawRoundedRect(QRectF(w / 2 - 16 * s, 78 * s, 32 * s, 8 * s), 3 * s, 3 * s)
        painter.setPen(QPen(QColor("#e2e8f0"), 2 * s))
        painter.drawLine(QPointF(w / 2, 42 * s), QPointF(w / 2, 32 * s))
        penalty = fit("PENALTY", w - 8 * s, 15 * s, True)
        if penalty is not None:
            scribe.line(QRectF(0, 101 * s, w, max(22 * s, penalty.line_height)), "PENALTY", penalty.font,
                        QColor("#fecaca"), Qt.AlignmentFlag.AlignCenter)
        note_box = QRectF(8 * s, 104 * s + max(22 * s, FLOOR_PX + 3), w - 16 * s, 0)
        note_box.setBottom(h - 5 * s)
        note = (fit("Takes a place in the hand. Cannot be played.", note_box.width(), 10.5 * s, False, 6,
                    note_box.height())
                or fit("Cannot be played.", note_box.width(), 10.5 * s, False, 3, note_box.height()))
        if note is not None:
            scribe.block(note_box, note, QColor("#e5e7eb"), Qt.AlignmentFlag.AlignHCenter, centre=True)


_painters: dict[int, ShowdownPainter] = {}


def painter_for(cards) -> ShowdownPainter:
    """One cache per card set (the painter keeps the set alive, so its id stays unique)."""
    painter = _painters.get(id(cards))
    if painter is None:
        painter = ShowdownPainter(cards)
        _painters[id(cards)] = painter
    return painter


class RefBotDial(QGraphicsItem):
    """The RefBot as a dial from 0 to 3; greyed with a note while it sits in a penalised hand."""

    def __init__(self, centre: QPointF, radius: float, value: int | None, note: str):
        super().__init__()
        self.centre, self.radius, self.value, self.note = centre, radius, value, note

    def boundingRect(self) -> QRectF:
        r = self.radius
        return QRectF(self.centre.x() - 90, self.centre.y() - r - 30, 180, 2 * r + 76)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        c, r = self.centre, self.radius
        painter.setPen(QPen(QColor(255, 255, 255, 90), 2))
        painter.setBrush(QColor("#1f2937"))
        painter.drawEllipse(c, r, r)
        colours = (QColor("#22c55e"), QColor("#eab308"), QColor("#f97316"), QColor("#ef4444"))
        ring = QRectF(c.x() - r * 0.82, c.y() - r * 0.82, r * 1.64, r * 1.64)
        live = self.value is not None
        for n in range(4):
            start = 210 - n * 60      # 0 at lower left, 3 at lower right, clockwise
            colour = QColor(colours[n])
            if not live:
                colour = QColor("#4b5563")
            elif n > self.value:
                colour.setAlpha(70)
            painter.setPen(QPen(colour, r * 0.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            painter.drawArc(ring, (start - 2) * 16, -56 * 16)
            angle = math.radians(start - 30)
            label = QPointF(c.x() + r * 0.56 * math.cos(angle), c.y() - r * 0.56 * math.sin(angle))
            current = live and n == self.value
            painter.setPen(QColor("#ffd34d") if current else (QColor("white") if live else QColor("#9ca3af")))
            painter.setFont(font(r * (0.32 if current else 0.22), True))
            painter.drawText(QRectF(label.x() - 14, label.y() - 12, 28, 24), Qt.AlignmentFlag.AlignCenter, str(n))
        if live:
            angle = math.radians(210 - self.value * 60 - 30)
            tip = QPointF(c.x() + r * 0.34 * math.cos(angle), c.y() - r * 0.34 * math.sin(angle))
            painter.setPen(QPen(QColor("white"), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(c, tip)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#e5e7eb"))
        painter.drawEllipse(c, r * 0.1, r * 0.1)
        painter.setPen(QColor("white"))
        painter.setFont(font(17, True))
        painter.drawText(QRectF(c.x() - r - 6, c.y() - r - 30, 2 * r + 12, 24), Qt.AlignmentFlag.AlignCenter,
                         "RefBot" + (f"  {self.value}" if live else ""))
        painter.setPen(QColor("#fca5a5") if not live or self.value == 3 else QColor("#cbd5e1"))
        painter.setFont(font(14, not live or self.value == 3))
        painter.drawText(QRectF(c.x() - 90, c.y() + r + 4, 180, 40),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         self.note)


class PuckItem(QGraphicsItem):
    """The Puck: a black disc, glowing gold when a side holds it."""

    def __init__(self, centre: QPointF, radius: float, held: bool, tip: str):
        super().__init__()
        self.centre, self.radius, self.held = centre, radius, held
        self.setToolTip(tip)
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        r = self.radius + 10
        return QRectF(self.centre.x() - r, self.centre.y() - r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        c, r = self.centre, self.radius
        if self.held:
            glow = QRadialGradient(c, r + 10)
            glow.setColorAt(0.6, QColor(255, 211, 77, 180))
            glow.setColorAt(1, QColor(255, 211, 77, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawEllipse(c, r + 10, r + 10)
        body = QRadialGradient(c - QPointF(r * 0.3, r * 0.3), r * 1.2)
        body.setColorAt(0, QColor("#4b5563"))
        body.setColorAt(1, QColor("#0a0a0a"))
        painter.setPen(QPen(QColor("#111827"), 2))
        painter.setBrush(body)
        painter.drawEllipse(c, r, r * 0.8)
        painter.setPen(QPen(QColor(255, 255, 255, 80), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c - QPointF(0, r * 0.12), r * 0.7, r * 0.45)
