"""The Intergalactic Hockey Showdown rink: the scene's geometry, the two play slots and the
table's background: space and the ice behind every item.

The blue lines cross the rink between the centre line and each end, as on a hockey rink, but
stop short of the slot column (the players' names, what each is doing, and the slots): a line
drawn through "choosing…" or "Drop a card here" makes the words hard to read.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QRadialGradient

from tabletop.ui import theme
from tabletop.ui.board.intergalactic_hockey.draw import ICE, SPACE

SCENE = QRectF(0, 0, 1200, 780)
RINK = QRectF(200, 124, 800, 426)
CENTRE_Y = 336.0
SLOT_W = 120
SLOTS = {"top": QRectF(540, 140, SLOT_W, SLOT_W * 1.4), "bottom": QRectF(540, 364, SLOT_W, SLOT_W * 1.4)}
#: Each slot's words (name, side, state or values) lie in this wide a column left of the slot.
SIDE_W = 150
#: The blue lines' pen width (scene units).
BLUE_PEN = 6.0
#: Where the slot column runs across the rink: the blue lines leave it clear.
SLOT_COLUMN = (SLOTS["top"].left() - SIDE_W - 10, SLOTS["top"].right() + 12)


def blue_lines() -> tuple[QLineF, ...]:
    """The blue lines' segments: one each side of the slot column, at both ends of the rink."""
    segments = []
    for y in (RINK.top() + 92, RINK.bottom() - 92):
        segments.append(QLineF(RINK.left() + 20, y, SLOT_COLUMN[0], y))
        segments.append(QLineF(SLOT_COLUMN[1], y, RINK.right() - 20, y))
    return tuple(segments)


def paint_rink(painter: QPainter, rect: QRectF) -> None:
    """The table's background: space and the ice, with its boards and markings, behind every item."""
    painter.fillRect(rect, QColor("#05070f"))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    sky = QRadialGradient(QPointF(600, 336), 760)
    sky.setColorAt(0, QColor("#1c2459"))
    sky.setColorAt(1, SPACE)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(sky)
    painter.drawRoundedRect(SCENE, 26, 26)
    for i in range(140):
        n = (i * 2654435761) % 4294967291
        x, y = n % 1200, (n // 1200) % 780
        if RINK.adjusted(-6, -6, 6, 6).contains(QPointF(x, y)):
            continue
        painter.setBrush(QColor(255, 255, 255, 60 + (n % 5) * 35))
        size = 0.6 + (n % 3) * 0.5
        painter.drawEllipse(QPointF(x, y), size, size)
    # The ice, with its boards and markings.
    ice = QLinearGradient(RINK.topLeft(), RINK.bottomRight())
    ice.setColorAt(0, ICE)
    ice.setColorAt(1, QColor("#bcd7ea"))
    painter.setPen(QPen(QColor("#7dd3fc"), 5))
    painter.setBrush(QBrush(ice))
    painter.drawRoundedRect(RINK, 90, 90)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(220, 40, 60, 120), 5))
    painter.drawLine(QPointF(RINK.left() + 4, CENTRE_Y), QPointF(RINK.right() - 4, CENTRE_Y))
    painter.setPen(QPen(QColor(40, 90, 220, 90), BLUE_PEN))
    for segment in blue_lines():
        painter.drawLine(segment)
    painter.setPen(QPen(QColor(40, 90, 220, 90), 3))
    painter.drawEllipse(QPointF(600, CENTRE_Y), 120, 120)
    painter.setPen(QPen(QColor(220, 40, 60, 90), 3))
    for x in (RINK.left() + 100, RINK.right() - 100):
        painter.drawEllipse(QPointF(x, CENTRE_Y), 52, 52)


__all__ = ["CENTRE_Y", "RINK", "SCENE", "SLOTS", "SLOT_W", "blue_lines", "edge", "on_ice", "paint_rink"]


def on_ice(colour: QColor) -> QColor:
    """A dark word's colour on the ice; in high contrast, where the table's background (the ice
    with it) is black, white, so the words beside the slots stay readable."""
    return QColor("#ffffff") if theme.current().high_contrast else colour


def edge(colour: QColor) -> QColor:
    """A faint edge on the dark of space (a panel's, an empty slot's); in high contrast white, as
    every edge of the style sheet is there: on black a faint one would vanish, and with it the
    only mark of an empty slot or pile."""
    return QColor(theme.WHITE) if theme.current().high_contrast else colour
