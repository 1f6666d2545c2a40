"""Pictures for the Breakaway: CCG table: cards painted from their data, and the rink from its areas.

Everything here is a pure function of public data (a card's printed fields, the rink file, the
seat names), cached as pixmaps per size and pixel density so a repaint of the table is only a
few dozen blits. Nothing here knows whose hand a card is in: the table decides what is face up.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

from tabletop.ui.board.common.painted_text import FLOOR_PX, Scribe, TextRun, card_font, fit
from tabletop.ui.pixmaps import PixmapCache, blank_pixmap

#: Scene size: the table is laid out once in these units and the view scales it.
SCENE_W, SCENE_H = 1280, 800
#: Where the rink sits in the scene.
RINK = QRectF(16, 128, 1248, 262)
GRID_COLS, GRID_ROWS = 11, 3
#: A strip along the rink's top edge for the end labels, above the first row of areas.
LABEL_STRIP = 22
CARD_RATIO = 1.4

#: Each card color's paint, and whether its band wants dark ink.
COLOR_HEX = {
    "black": ("#26262b", False), "blue": ("#2f6fd6", False), "bronze": ("#b0703a", False),
    "brown": ("#7a4a24", False), "gold": ("#e2b714", True), "green": ("#2f9e44", False),
    "orange": ("#f08c00", True), "pink": ("#e86aa0", True), "purple": ("#7048e8", False),
    "red": ("#d9342b", False), "silver": ("#b4bec8", True), "yellow": ("#f5dc2a", True),
}
#: Seat colours: the puck ring, plates and card edges say whose they are.
SEAT_COLOURS = (QColor("#4dabf7"), QColor("#ff8a5b"))
NEUTRAL_PUCK = QColor("#c9d3dc")
CARD_PAPER = QColor("#fbf8f1")
CARD_INK = QColor("#1f2430")
#: A lit bench row's "▶" (beside its gold edge, so colour is not the only sign): dark on the paper.
STRIP_MARKER_INK = QColor("#0d3b1e")
ZONE_LETTER = {"offensive": "O", "defensive": "D", "neutral": "N"}
SIDE_LETTER = {"home": "H", "away": "A"}


def font(size: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f


def seat_of(card_id: str) -> int:
    """The owning seat from a copy id (``s1:...`` is seat 0)."""
    return 1 if card_id.startswith("s2:") else 0


def card_colour(name: str) -> tuple[QColor, QColor]:
    """(fill, ink) for a card color."""
    hex_value, dark_ink = COLOR_HEX.get(name, ("#888888", False))
    return QColor(hex_value), (CARD_INK if dark_ink else QColor("white"))


# ----- suit icons ---------------------------------------------------------------------------
def suit_path(suit: str, box: QRectF) -> QPainterPath:
    """A small outline for a suit: helmet, skate, stick or glove, filling ``box``."""
    x, y, w, h = box.x(), box.y(), box.width(), box.height()
    path = QPainterPath()
    if suit == "helmet":
        path.moveTo(x + w * 0.08, y + h * 0.78)
        path.arcTo(QRectF(x + w * 0.08, y + h * 0.12, w * 0.84, h * 1.2), 180, -180)
        path.lineTo(x + w * 0.92, y + h * 0.78)
        path.closeSubpath()
        path.addRect(QRectF(x + w * 0.5, y + h * 0.5, w * 0.42, h * 0.12))
    elif suit == "skate":
        path.moveTo(x + w * 0.2, y + h * 0.05)
        path.lineTo(x + w * 0.5, y + h * 0.05)
        path.lineTo(x + w * 0.55, y + h * 0.45)
        path.lineTo(x + w * 0.92, y + h * 0.55)
        path.lineTo(x + w * 0.92, y + h * 0.72)
        path.lineTo(x + w * 0.2, y + h * 0.72)
        path.closeSubpath()
        path.addRect(QRectF(x + w * 0.08, y + h * 0.84, w * 0.9, h * 0.1))
    elif suit == "stick":
        path.moveTo(x + w * 0.72, y)
        path.lineTo(x + w * 0.86, y)
        path.lineTo(x + w * 0.4, y + h * 0.8)
        path.lineTo(x + w * 0.95, y + h * 0.8)
        path.lineTo(x + w * 0.95, y + h * 0.98)
        path.lineTo(x + w * 0.22, y + h * 0.98)
        path.closeSubpath()
    else:  # glove
        path.addRoundedRect(QRectF(x + w * 0.12, y + h * 0.3, w * 0.76, h * 0.66), w * 0.16, w * 0.16)
        for i in range(4):
            path.addRoundedRect(QRectF(x + w * (0.14 + i * 0.19), y + h * 0.02, w * 0.15, h * 0.4),
                                w * 0.07, w * 0.07)
        path.addRoundedRect(QRectF(x, y + h * 0.38, w * 0.2, h * 0.3), w * 0.08, w * 0.08)
    return path


def symbol_text(symbol) -> str:
    kind = symbol.kind
    if kind == "number":
        mod = f"{symbol.modifier:+d}" if symbol.modifier else ""
        return f"{symbol.area}{mod}"
    if kind == "dot":
        return "●"
    if kind == "zone":
        return ZONE_LETTER.get(symbol.zone, "?")
    if kind == "affiliation":
        return SIDE_LETTER.get(symbol.side, "?")
    if kind == "cancel":
        return "X"
    if kind == "penalty-kill":
        return "K"
    if kind == "protection":
        return "(O)"
    if kind == "penalty":
        return "(P)"
    if kind == "fight-good":
        return f"FG{symbol.number}"
    if kind == "fight-bad":
        return f"FB{symbol.number}"
    return "G"   # grind


def number_text(card) -> str:
    if card.number is None:
        return "–"
    return "G" if card.number == "goalie" else str(card.number)


# ----- cards --------------------------------------------------------------------------------
def _ability_words(card) -> str:
    return " · ".join(a.replace("-", " ").upper() for a in card.actions)


def paint_face(painter: QPainter, rect: QRectF, card, specials: dict, owner: int, highlight: bool = False,
               scribe: Scribe | None = None) -> list[TextRun]:
    """One card from its data: number, name, suits, color bands, actions, specials, symbols, points.

    Each word starts at a size in proportion to the card and never goes under ``FLOOR_PX``; the
    name is always whole (on two lines when it must). On a card too small for everything, the
    special's text, then its title, then the band labels give way, in that order: the hover
    preview shows them. Returns the words painted.
    """
    scribe = scribe or Scribe(painter)
    u = rect.width() / 100.0
    x0, y0, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    pad = 5 * u
    inner_w = w - 2 * pad
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    edge = QColor("#ffc23d") if highlight else SEAT_COLOURS[owner]
    painter.setPen(QPen(edge, (4.2 if highlight else 2.6) * u))
    painter.setBrush(CARD_PAPER)
    painter.drawRoundedRect(rect.adjusted(1.6 * u, 1.6 * u, -1.6 * u, -1.6 * u), 6 * u, 6 * u)
    # Number disc.
    disc = QRectF(x0 + pad, y0 + pad, 24 * u, 24 * u)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#1d3557") if card.player else QColor("#5c5f66"))
    painter.drawEllipse(disc)
    scribe.line(disc, number_text(card), card_font(max(15 * u, FLOOR_PX), True), QColor("white"),
                Qt.AlignmentFlag.AlignCenter)
    # Points (and restriction) at the top right, the suits under them.
    right = QRectF(disc.right() + 3 * u, y0 + pad, x0 + w - pad - disc.right() - 3 * u, 0)
    tag = f"{card.points} pts" + (f" · {card.restriction}" if card.restriction else "")
    tag_fit = fit(tag, right.width(), 8 * u, True) or fit(f"{card.points} pts", right.width(), 8 * u, True)
    tag_bottom = right.top()
    if tag_fit is not None:
        tag_bottom = scribe.block(QRectF(right.left(), right.top(), right.width(), tag_fit.height), tag_fit,
                                  QColor("#6b5a2a"), Qt.AlignmentFlag.AlignRight)
    icon = 10 * u
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(CARD_INK)
    for i, suit in enumerate(reversed(card.suits)):
        painter.drawPath(suit_path(suit, QRectF(right.right() - (i + 1) * icon - i * 2 * u, tag_bottom + 1 * u,
                                                icon, icon)))
    y = max(disc.bottom(), tag_bottom + 1 * u + (icon if card.suits else 0)) + 2 * u
    # The name across the card, on two lines rather than cut.
    name_fit = fit(card.name, inner_w, 11 * u, True, 2) or fit(card.name, inner_w, FLOOR_PX, True, 3)
    if name_fit is not None:
        y = scribe.block(QRectF(x0 + pad, y, inner_w, name_fit.height), name_fit, CARD_INK) + 2 * u
    # What must fit above the footer: the bands and the actions; the specials only if room is left.
    chip_h = max(12 * u, FLOOR_PX + 3)
    footer_top = y0 + h - pad - chip_h
    actions = _ability_words(card)
    act_fit = fit(actions, inner_w, 10 * u, True, 2) if actions else None
    act_h = act_fit.height + 1 * u if act_fit is not None else 0
    band_h = max(11 * u, FLOOR_PX + 3)
    labelled = y + len(card.colors) * (band_h + 1 * u) + act_h <= footer_top - 1 * u
    if not labelled:
        band_h = 6 * u
    for color in card.colors:
        fill, ink = card_colour(color)
        band = QRectF(x0 + 4 * u, y, w - 8 * u, band_h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRect(band)
        if labelled:
            label_box = band.adjusted(3 * u, 0, -3 * u, 0)
            label = fit(color.upper(), label_box.width(), 7.5 * u, True)
            if label is not None:
                scribe.line(label_box, color.upper(), label.font, ink)
                rest = label_box.width() - QFontMetricsF(label.font).horizontalAdvance(color.upper()) - 4 * u
                if QFontMetricsF(label.font).horizontalAdvance("ability") <= rest:
                    scribe.line(label_box, "ability", label.font, ink, Qt.AlignmentFlag.AlignRight)
        y += band_h + 1 * u
    if act_fit is not None:
        y = scribe.block(QRectF(x0 + pad, y + 1 * u, inner_w, act_fit.height), act_fit, QColor("#a61e1e")) + 2 * u
    # Specials: the title and text where they fit, else the title alone, else nothing.
    for special in card.specials:
        title, text = specials.get(special, (special.replace("-", " ").title(), ""))
        room = footer_top - y - 2 * u
        box_w = inner_w - 3 * u
        doc = fit(f"{title}: {text}" if text else title, box_w, 8 * u, False, 20, room) or fit(title, box_w, 8 * u,
                                                                                             True, 2, room)
        if doc is None:
            break
        box = QRectF(x0 + pad + 1.5 * u, y + 1 * u, box_w, doc.height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#e8eef6"))
        painter.drawRoundedRect(box.adjusted(-1.5 * u, -1 * u, 1.5 * u, 1 * u), 2 * u, 2 * u)
        y = scribe.block(box, doc, QColor("#1d3557")) + 3 * u
    # The suits again, large and faint, where the card has room left: the card reads at a glance.
    room = footer_top - y - 4 * u
    if room > 24 * u and card.suits:
        side = min(room, 34 * u, (w - 12 * u) / len(card.suits) - 4 * u)
        left = x0 + (w - len(card.suits) * (side + 4 * u) + 4 * u) / 2
        top = y + (room - side) / 2 + 2 * u
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(29, 53, 87, 30))
        for i, suit in enumerate(card.suits):
            painter.drawPath(suit_path(suit, QRectF(left + i * (side + 4 * u), top, side, side)))
    # Footer: symbols on the left, the suit circle on the right.
    chip_font = card_font(max(7.5 * u, FLOOR_PX), True)
    circle_d = chip_h + 2 * u
    circle_text = None
    circle_w = 0.0
    if card.suit_circle is not None:
        # the circle widens into a pill when its number is wider than it (a small card's "+1")
        circle_text = f"{card.suit_circle[0]:+d}" if card.suit_circle[0] else "0"
        circle_w = max(circle_d, QFontMetricsF(chip_font).horizontalAdvance(circle_text) + 3 * u)
    fx = x0 + pad
    for symbol in card.symbols:
        text = symbol_text(symbol)
        chip_w = max(13 * u, QFontMetricsF(chip_font).horizontalAdvance(text) + 5 * u)
        if fx + chip_w > x0 + w - pad - circle_w - 2 * u:
            break
        fill, ink = card_colour(symbol.color) if symbol.color else (QColor("#444a55"), QColor("white"))
        chip = QRectF(fx, footer_top, chip_w, chip_h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(chip, 3 * u, 3 * u)
        scribe.line(chip, text, chip_font, ink, Qt.AlignmentFlag.AlignCenter)
        fx += chip_w + 2 * u
    if card.suit_circle is not None:
        _number, color = card.suit_circle
        fill, ink = card_colour(color)
        circle = QRectF(x0 + w - pad - circle_w, footer_top - 1 * u, circle_w, circle_d)
        painter.setPen(QPen(CARD_INK, 0.8 * u))
        painter.setBrush(fill)
        painter.drawRoundedRect(circle, circle_d / 2, circle_d / 2)
        scribe.line(circle, circle_text, chip_font, ink, Qt.AlignmentFlag.AlignCenter)
    return scribe.runs


def paint_strip(painter: QPainter, rect: QRectF, card, owner: int, highlight: bool = False,
                scribe: Scribe | None = None) -> list[TextRun]:
    """A card as one row of a list (the bench): number, the whole name, its colors and actions.

    A bench of five full cards would be too small to read beside the hand; a row keeps what a
    switch is chosen by, and the hover preview shows the card itself.
    """
    scribe = scribe or Scribe(painter)
    x0, y0, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    edge = QColor("#ffc23d") if highlight else SEAT_COLOURS[owner]
    painter.setPen(QPen(edge, 3.5 if highlight else 2))
    painter.setBrush(CARD_PAPER)
    painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)
    disc = QRectF(x0 + 4, y0 + 3, h - 6, h - 6)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#1d3557") if card.player else QColor("#5c5f66"))
    painter.drawEllipse(disc)
    scribe.line(disc, number_text(card), card_font(max(FLOOR_PX, disc.height() * 0.6), True), QColor("white"),
                Qt.AlignmentFlag.AlignCenter)
    # Color tags at the right end, each naming its color (never a color alone), the actions
    # before them, the name taking what is left. Where the whole color names would crowd out the
    # name or the actions, the tags name the colors by their first three letters.
    x = x0 + w - 6
    tag_h = min(h - 6, FLOOR_PX + 6.0)
    tag_font = card_font(FLOOR_PX, True)
    tag_metrics = QFontMetricsF(tag_font)
    words = [c.upper() for c in card.colors]
    wanted = (tag_metrics.horizontalAdvance(card.name + "  " + _ability_words(card))
              + sum(tag_metrics.horizontalAdvance(t) + 8 for t in words) + (h - 6) + 30)
    if wanted > w:
        words = [t[:3] for t in words]
    for color, word in reversed(list(zip(card.colors, words, strict=True))):
        fill, ink = card_colour(color)
        tag_w = tag_metrics.horizontalAdvance(word) + 6
        x -= tag_w
        tag = QRectF(x, y0 + (h - tag_h) / 2, tag_w, tag_h)
        painter.setPen(QPen(QColor(0, 0, 0, 80), 1))
        painter.setBrush(fill)
        painter.drawRoundedRect(tag, 3, 3)
        scribe.line(tag, word, tag_font, ink, Qt.AlignmentFlag.AlignCenter)
        x -= 2
    name_left = disc.right() + 6
    if highlight:         # not the gold edge alone: a dark "▶" before the name says it may be chosen
        painter.setPen(QPen(QColor("#ffffff"), 1))
        painter.setBrush(STRIP_MARKER_INK)
        marker = strip_marker(rect)
        painter.drawPolygon(marker)
        name_left = marker.boundingRect().right() + 5
    # the name as large as leaves the actions their room, else as large as the row allows
    act_room = QFontMetricsF(card_font(FLOOR_PX, True)).horizontalAdvance(_ability_words(card)) + 10 \
        if card.actions else 0.0
    fitted = fit(card.name, x - name_left - 4 - act_room, h * 0.5, True) or fit(card.name, x - name_left - 4,
                                                                              h * 0.5, True)
    # A row too narrow for the whole name (solo play's opponent rows) shows its start, cut with
    # an ellipsis, and no action words: the name is what the row is read by.
    name_font = fitted.font if fitted is not None else card_font(FLOOR_PX, True)
    metrics = QFontMetricsF(name_font)
    name = card.name if fitted is not None else metrics.elidedText(card.name, Qt.TextElideMode.ElideRight,
                                                                    x - name_left - 4)
    name_w = metrics.horizontalAdvance(name)
    actions = _ability_words(card) if fitted is not None else ""
    act = fit(actions, x - name_left - name_w - 10, FLOOR_PX, True) if actions else None
    if act is not None:
        act_w = QFontMetricsF(act.font).horizontalAdvance(actions)
        scribe.line(QRectF(x - 4 - act_w, y0, act_w, h), actions, act.font, QColor("#a61e1e"))
    if name:
        scribe.line(QRectF(name_left, y0, name_w, h), name, name_font, CARD_INK)
    return scribe.runs


def strip_marker(rect: QRectF) -> QPolygonF:
    """The "▶" a lit bench row (one that may be chosen) carries just after its number disc."""
    size = max(8.0, min(14.0, rect.height() * 0.5))
    left = rect.x() + rect.height() + 4          # the disc is as wide as the row is high, less 6
    middle = rect.center().y()
    return QPolygonF([QPointF(left, middle - size / 2), QPointF(left + size * 0.85, middle),
                      QPointF(left, middle + size / 2)])


def paint_back(painter: QPainter, rect: QRectF, owner: int | None, scribe: Scribe | None = None) -> list[TextRun]:
    """The common back; the word BREAKAWAY only where it is readable (not on the small backs)."""
    scribe = scribe or Scribe(painter)
    u = rect.width() / 100.0
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    inner = rect.adjusted(1.6 * u, 1.6 * u, -1.6 * u, -1.6 * u)
    grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
    grad.setColorAt(0, QColor("#1c2f52"))
    grad.setColorAt(1, QColor("#0d1a30"))
    edge = SEAT_COLOURS[owner] if owner is not None else QColor("#8aa0bb")
    painter.setPen(QPen(edge, 2.6 * u))
    painter.setBrush(grad)
    painter.drawRoundedRect(inner, 6 * u, 6 * u)
    painter.setPen(QPen(QColor(255, 255, 255, 60), 1.2 * u))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner.adjusted(6 * u, 6 * u, -6 * u, -6 * u), 4 * u, 4 * u)
    centre = inner.center()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#0a0a0a"))
    painter.drawEllipse(centre, 16 * u, 8 * u)
    painter.setBrush(QColor(255, 255, 255, 50))
    painter.drawEllipse(QPointF(centre.x(), centre.y() - 2 * u), 16 * u, 6 * u)
    word = fit("BREAKAWAY", inner.width() - 8 * u, 9 * u, True)
    if word is not None:
        scribe.line(QRectF(inner.x(), centre.y() + 11 * u, inner.width(), word.line_height), "BREAKAWAY", word.font,
                    QColor(255, 255, 255, 170), Qt.AlignmentFlag.AlignCenter)
    return scribe.runs


def paint_back_strip(painter: QPainter, rect: QRectF, owner: int | None, label: str,
                     scribe: Scribe | None = None) -> list[TextRun]:
    """A face-down card as one row of a list, named by its place (solo play's face-down row):
    the person picks a face-down card by that place, so the row says it rather than a picture."""
    scribe = scribe or Scribe(painter)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    inner = rect.adjusted(1.5, 1.5, -1.5, -1.5)
    grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
    grad.setColorAt(0, QColor("#1c2f52"))
    grad.setColorAt(1, QColor("#0d1a30"))
    painter.setPen(QPen(SEAT_COLOURS[owner] if owner is not None else QColor("#8aa0bb"), 2))
    painter.setBrush(grad)
    painter.drawRoundedRect(inner, 6, 6)
    puck = QRectF(inner.x() + 6, inner.center().y() - 4, 16, 8)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#0a0a0a"))
    painter.drawEllipse(puck)
    words = fit(label, inner.right() - puck.right() - 10, rect.height() * 0.5, False)
    if words is not None:
        scribe.line(QRectF(puck.right() + 6, rect.y(), inner.right() - puck.right() - 10, rect.height()), label,
                    words.font, QColor(255, 255, 255, 200), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    return scribe.runs


class CardArt(PixmapCache):
    """Card pixmaps by (card, width, density, highlight), painted once each; the words painted on
    each picture are kept beside it (``words_on``) so tests read what the player reads."""

    def __init__(self, tables) -> None:
        super().__init__()
        self.tables = tables
        self._words: dict[int, list[TextRun]] = {}

    def words_on(self, pixmap: QPixmap) -> list[TextRun]:
        """The words painted on a picture this cache made (in the picture's own units)."""
        return self._words.get(pixmap.cacheKey(), [])

    def face(self, card_id: str, width: float, dpr: float = 1.0, highlight: bool = False) -> QPixmap:
        # One picture serves every copy of a card (``s1:card~2`` looks like ``s1:card``).
        return self._get(("face", card_id.split("~")[0], round(width), dpr, highlight))

    def back(self, width: float, dpr: float = 1.0, owner: int | None = None) -> QPixmap:
        return self._get(("back", owner, round(width), dpr, False))

    def strip(self, card_id: str, width: float, height: float, dpr: float = 1.0, highlight: bool = False) -> QPixmap:
        """The card as a list row ``width`` x ``height`` (the bench)."""
        return self._get(("strip", card_id.split("~")[0], (round(width), round(height)), dpr, highlight))

    def back_strip(self, width: float, height: float, dpr: float, owner: int | None, label: str) -> QPixmap:
        """A face-down card as a list row named ``label`` (solo play's face-down row)."""
        return self._get(("back-strip", (owner, label), (round(width), round(height)), dpr, False))

    def _render(self, key: tuple) -> QPixmap:
        kind, card, width, dpr, highlight = key      # painted at the width rounded to a scene unit
        width, height = width if kind in ("strip", "back-strip") else (width, width * CARD_RATIO)
        pixmap = blank_pixmap(width, height, dpr)
        rect = QRectF(0, 0, width, height)
        painter = QPainter(pixmap)
        if kind == "face":
            words = paint_face(painter, rect, self.tables.card[card], self.tables.cards.specials_text,
                               seat_of(card), highlight)
        elif kind == "strip":
            words = paint_strip(painter, rect, self.tables.card[card], seat_of(card), highlight)
        elif kind == "back-strip":
            words = paint_back_strip(painter, rect, *card)
        else:
            words = paint_back(painter, rect, card)
        painter.end()
        self._words[pixmap.cacheKey()] = words
        return pixmap


# ----- the rink ----------------------------------------------------------------------------
def cell_rect(position: tuple[int, int]) -> QRectF:
    cw, rh = RINK.width() / GRID_COLS, (RINK.height() - LABEL_STRIP) / GRID_ROWS
    return QRectF(RINK.x() + position[0] * cw, RINK.y() + LABEL_STRIP + position[1] * rh, cw, rh)


def area_rect(position: tuple[int, int]) -> QRectF:
    """The box drawn for an area: its grid cell less the gap the arrows cross."""
    return cell_rect(position).adjusted(15, 11, -15, -11)


def _edge_point(rect: QRectF, towards: QPointF) -> QPointF:
    """Where the line from ``rect``'s centre to ``towards`` leaves the rect."""
    c = rect.center()
    dx, dy = towards.x() - c.x(), towards.y() - c.y()
    if dx == 0 and dy == 0:
        return c
    sx = rect.width() / 2 / abs(dx) if dx else math.inf
    sy = rect.height() / 2 / abs(dy) if dy else math.inf
    s = min(sx, sy)
    return QPointF(c.x() + dx * s, c.y() + dy * s)


def arrow_segments(rink) -> list[tuple[QPointF, QPointF, bool, bool]]:
    """One segment per pair of linked areas: (start, end, head at start, head at end)."""
    out = []
    done: set[frozenset] = set()
    for area in rink.areas:
        for target in area.arrows:
            key = frozenset((area.id, target))
            if key in done:
                continue
            done.add(key)
            a, b = area_rect(area.position), area_rect(rink.by_id[target].position)
            p, q = _edge_point(a, b.center()), _edge_point(b, a.center())
            back = area.id in rink.by_id[target].arrows
            out.append((p, q, back, True))
    return out


def _head(painter: QPainter, tip: QPointF, tail: QPointF, size: float) -> None:
    line = QLineF(tip, tail)
    if line.length() == 0:
        return
    angle = math.atan2(tail.y() - tip.y(), tail.x() - tip.x())
    left = QPointF(tip.x() + size * math.cos(angle + 0.45), tip.y() + size * math.sin(angle + 0.45))
    right = QPointF(tip.x() + size * math.cos(angle - 0.45), tip.y() + size * math.sin(angle - 0.45))
    path = QPainterPath(tip)
    path.lineTo(left)
    path.lineTo(right)
    path.closeSubpath()
    painter.drawPath(path)


def paint_rink(painter: QPainter, rink, names: tuple[str, str], scribe: Scribe | None = None) -> list[TextRun]:
    """The ice, the lines, the nets, every area with its number and zone, and the arrows."""
    scribe = scribe or Scribe(painter)
    label_font = card_font(FLOOR_PX, False, "DejaVu Sans")
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    ice = QLinearGradient(RINK.topLeft(), RINK.bottomLeft())
    ice.setColorAt(0, QColor("#eef5fb"))
    ice.setColorAt(1, QColor("#d8e6f2"))
    painter.setPen(QPen(QColor("#9fb3c8"), 3))
    painter.setBrush(ice)
    painter.drawRoundedRect(RINK, 70, 70)
    cw = RINK.width() / GRID_COLS
    top, bottom = RINK.top() + 4, RINK.bottom() - 4
    # Blue lines between the end zones and the neutral zone, red line at center ice.
    painter.setPen(QPen(QColor(47, 111, 214, 120), 6))
    for col in (4, 7):
        x = RINK.x() + col * cw
        painter.drawLine(QPointF(x, top), QPointF(x, bottom))
    painter.setPen(QPen(QColor(217, 52, 43, 110), 5))
    mid = RINK.center().x()
    painter.drawLine(QPointF(mid, top + LABEL_STRIP + 2), QPointF(mid, bottom))     # not through "neutral zone"
    # Goal lines and nets, between "behind the net" and the slot at each end.
    for col, seat in ((1, 0), (10, 1)):
        x = RINK.x() + col * cw
        painter.setPen(QPen(QColor(217, 52, 43, 90), 2))
        painter.drawLine(QPointF(x, top + 24), QPointF(x, bottom - 24))
        net = QRectF(x - (14 if seat == 0 else 0), RINK.center().y() - 20, 14, 40)
        painter.setPen(QPen(QColor("#c92a2a"), 2.5))
        painter.setBrush(QColor(255, 255, 255, 200))
        painter.drawRect(net)
        painter.setPen(QPen(QColor(201, 42, 42, 90), 1))
        for i in range(1, 4):
            painter.drawLine(QPointF(net.left(), net.top() + i * 10), QPointF(net.right(), net.top() + i * 10))
    # End labels in the strip above the areas: whose net, so each player knows which way to attack.
    strip_top = RINK.top() + 4
    for seat, rect in ((0, QRectF(RINK.x() + 46, strip_top, cw * 4 - 52, LABEL_STRIP)),
                       (1, QRectF(RINK.x() + 7 * cw + 6, strip_top, cw * 4 - 52, LABEL_STRIP))):
        align = Qt.AlignmentFlag.AlignLeft if seat == 0 else Qt.AlignmentFlag.AlignRight
        text = f"{names[seat]}'s end · {names[1 - seat]} shoots from 1–6 here"
        if not fit(text, rect.width(), FLOOR_PX, False, family="DejaVu Sans"):
            text = f"{names[seat]}'s end"
        scribe.line(rect, text, label_font, SEAT_COLOURS[seat].darker(150), align)
    scribe.line(QRectF(RINK.x() + 4 * cw, strip_top, cw * 3, LABEL_STRIP), "neutral zone", label_font,
                QColor(90, 110, 130), Qt.AlignmentFlag.AlignCenter)
    # Arrows under the area boxes.
    painter.setBrush(QColor("#51637a"))
    for p, q, head_p, head_q in arrow_segments(rink):
        painter.setPen(QPen(QColor("#51637a"), 1.8))
        painter.drawLine(p, q)
        painter.setPen(Qt.PenStyle.NoPen)
        if head_q:
            _head(painter, q, p, 7)
        if head_p:
            _head(painter, p, q, 7)
    # Area boxes: tinted by end, the number large, the zone small.
    for area in rink.areas:
        rect = area_rect(area.position)
        west = area.zone[0]
        if west == "neutral":
            fill = QColor(255, 255, 255, 215)
        else:
            owner = 0 if west == "defensive" else 1
            c = SEAT_COLOURS[owner]
            fill = QColor(c.red(), c.green(), c.blue(), 55)
        painter.setPen(QPen(QColor("#7d91a8"), 1.5))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 10, 10)
        scribe.line(rect.adjusted(6, 0, 0, 0), str(area.number), font(30, True), QColor("#1f2f45"))
        # The zone tag at the top right; the puck rests at the bottom right, clear of it.
        zone = ("N" if west == "neutral" else f"{ZONE_LETTER[area.zone[0]]}/{ZONE_LETTER[area.zone[1]]}")
        scribe.line(QRectF(rect.left(), rect.top() + 2, rect.width() - 7, 17), zone, label_font, QColor("#4a5d75"),
                    Qt.AlignmentFlag.AlignRight)
    return scribe.runs


def rink_image(rink, names: tuple[str, str], dpr: float) -> QImage:
    """The static rink painted once per pixel density (the table blits it on every repaint)."""
    margin = 4
    image = QImage(round((RINK.width() + 2 * margin) * dpr), round((RINK.height() + 2 * margin) * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(-RINK.x() + margin, -RINK.y() + margin)
    paint_rink(painter, rink, names)
    painter.end()
    return image


def rink_words(rink, names: tuple[str, str]) -> list[TextRun]:
    """The words painted on the rink, in scene units (what ``rink_image`` shows)."""
    image = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    words = paint_rink(painter, rink, names)
    painter.end()
    return words


def rink_origin() -> QPointF:
    """Scene position of the rink image's top-left corner."""
    return QPointF(RINK.x() - 4, RINK.y() - 4)
