"""Graphics items for the Breakaway: CCG table: cards, rink areas, the puck and the preview.

Items draw and report input only; the table decides what a click, a drag or a drop means and
asks the controller. A card item is given a face only for cards the viewing seat may see.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPixmapItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)

from tabletop.ui.board.breakaway_ccg.draw import NEUTRAL_PUCK, SEAT_COLOURS, font
from tabletop.ui.board.common.items import GOLD, LEGAL, run_card_drag

#: The lit areas' "▶": dark on the light ice and on their green tint alike.
MARKER_INK = QColor("#0d3b1e")


class CardItem(QGraphicsPixmapItem):
    """A card on the table. Faces preview on hover; hand cards drag, click and double-click."""

    def __init__(self, pixmap: QPixmap, card_id: str | None = None, seat: int | None = None,
                 interactive: bool = False, on_hover: Callable[[str | None, QGraphicsItem], None] | None = None,
                 on_click: Callable[[str], None] | None = None, on_double_click: Callable[[str], None] | None = None,
                 on_drag: Callable[[str], None] | None = None):
        super().__init__(pixmap)
        self.card_id = card_id
        self.seat = seat
        self.interactive = interactive
        self._on_hover = on_hover
        self._on_click = on_click
        self._on_double_click = on_double_click
        self._on_drag = on_drag
        self._press: QPointF | None = None
        self.base_y = 0.0
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setAcceptHoverEvents(card_id is not None and on_hover is not None)
        clickable = interactive or on_click is not None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if clickable else Qt.MouseButton.NoButton)
        if interactive:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        elif on_click is not None:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def rest_at(self, pos: QPointF) -> None:
        self.base_y = pos.y()
        self.setPos(pos)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.interactive:
            self.setY(self.base_y - 10)
        if self._on_hover is not None:
            self._on_hover(self.card_id, self)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.interactive:
            self.setY(self.base_y)
        if self._on_hover is not None:
            self._on_hover(None, self)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = event.screenPos()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not self.interactive or self._on_drag is None:
            return
        if (event.screenPos() - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        self._on_drag(self.card_id)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is not None and self._on_click is not None and self.card_id is not None:
            self._press = None
            self._on_click(self.card_id)
        self._press = None

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = None
        if self._on_double_click is not None and self.card_id is not None:
            self._on_double_click(self.card_id)

    def start_drag(self, widget, pixmap: QPixmap) -> Qt.DropAction:
        """Run the drag (blocks until the drop); the table redraws afterwards."""
        return run_card_drag(self, widget, pixmap, self.seat if self.seat is not None else -1, self.card_id or "")


class AreaItem(QGraphicsObject):
    """A rink area's hit box; lit when the puck may go there (a green edge and tint, and a "▶"
    so the colour is not the only sign), clickable only then."""

    def __init__(self, area_id: str, rect: QRectF, lit: bool, on_click: Callable[[str], None],
                 marked: bool = False):
        super().__init__()
        self.area_id = area_id
        self._rect = rect
        self.lit = lit
        self.hovered = False
        #: Outlined in gold like a hovered area: the suggested one (solo play's Phase 3).
        self.marked = marked
        self._on_click = on_click
        self.setZValue(5)
        self.setAcceptHoverEvents(lit)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if lit else Qt.MouseButton.NoButton)
        if lit:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.lit:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bright = self.hovered or self.marked
        painter.setPen(QPen(GOLD if bright else LEGAL, 4))
        painter.setBrush(QColor(123, 224, 143, 110 if bright else 70))
        painter.drawRoundedRect(self._rect, 10, 10)
        # Not the green alone: a dark "play" triangle in the free lower right corner says it too.
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(MARKER_INK)
        painter.drawPolygon(self.marker())

    def marker(self) -> QPolygonF:
        """The "▶" drawn in a lit area's lower right corner, clear of its number and its letters."""
        size = max(8.0, min(14.0, self._rect.height() * 0.3))
        right, bottom = self._rect.right() - 6, self._rect.bottom() - 6
        return QPolygonF([QPointF(right - size * 0.85, bottom - size), QPointF(right, bottom - size / 2),
                          QPointF(right - size * 0.85, bottom)])

    def set_hovered(self, hovered: bool) -> None:
        if hovered != self.hovered:
            self.hovered = hovered
            self.update()

    def hoverEnterEvent(self, event) -> None:
        self.set_hovered(True)

    def hoverLeaveEvent(self, event) -> None:
        self.set_hovered(False)

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.lit and self.boundingRect().contains(event.pos()):
            self._on_click(self.area_id)


class PuckItem(QGraphicsObject):
    """The puck, ringed in the colour of the seat that controls it; it can be dragged to a lit area."""

    RADIUS = 17

    def __init__(self, control: int | None, draggable: bool, on_drop: Callable[[QPointF], None]):
        super().__init__()
        self.control = control
        self.draggable = draggable
        self._on_drop = on_drop
        self._home = QPointF()
        self.setZValue(20)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if draggable else Qt.MouseButton.NoButton)
        if draggable:
            self.setCursor(Qt.CursorShape.OpenHandCursor)

    def rest_at(self, pos: QPointF) -> None:
        self._home = QPointF(pos)
        self.setPos(pos)

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = SEAT_COLOURS[self.control] if self.control is not None else NEUTRAL_PUCK
        r = self.RADIUS
        painter.setPen(QPen(ring, 5))
        painter.setBrush(QColor("#111317"))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, -2), r - 7, r - 9)

    def mousePressEvent(self, event) -> None:
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        self.setPos(self.mapToParent(event.pos()))

    def mouseReleaseEvent(self, event) -> None:
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        dropped = event.scenePos()
        self.setPos(self._home)
        self._on_drop(dropped)


class Chip(QGraphicsItem):
    """A small coloured label (SHOT CARD, HOME ICE, the puck holder)."""

    #: Room kept clear between the label and each rounded end of the chip, in scene units.
    MARGIN = 6.0

    def __init__(self, text: str, rect: QRectF, fill: QColor, ink: QColor | None = None, size: float = 11):
        super().__init__()
        self.text = text
        self._rect = rect
        self.fill = fill
        self.ink = ink if ink is not None else QColor("white")
        self._font = font(size, True)
        self.setZValue(30)

    @property
    def text_font(self) -> QFont:
        """The font the label is drawn in, in scene pixels."""
        return QFont(self._font)

    def elide_to_fit(self, keep: int = 0) -> bool:
        """Cut the label with an ellipsis where it is wider than the chip (less a margin each side
        clear of the rounded ends), keeping its first ``keep`` characters whole. True when it was
        cut: the caller then puts the whole text in the tooltip."""
        room = self._rect.width() - 2 * self.MARGIN
        metrics = QFontMetricsF(self._font)
        if metrics.horizontalAdvance(self.text) <= room:
            return False
        head, tail = self.text[:keep], self.text[keep:]
        tail = metrics.elidedText(tail, Qt.TextElideMode.ElideRight, max(room - metrics.horizontalAdvance(head), 0))
        self.text = head + tail if metrics.horizontalAdvance(head + tail) <= room else \
            metrics.elidedText(self.text, Qt.TextElideMode.ElideRight, room)
        return True

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.fill)
        painter.drawRoundedRect(self._rect, self._rect.height() / 2, self._rect.height() / 2)
        painter.setFont(self._font)
        painter.setPen(self.ink)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)
