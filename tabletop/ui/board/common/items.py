"""Graphics items every table shares: hand cards, the pile target, panels, text and the event banner.

Items only draw and report input; what a drop or a double-click means is decided by the
table, which asks the controller. A hand card never knows another seat's cards: the table
gives it one id from the viewing seat's own view.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QMimeData, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QBrush,
    QColor,
    QDrag,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPixmapItem,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneMouseEvent,
)

from tabletop.ui import theme

#: The private MIME type of a card dragged from a hand: "seat:card_id" in UTF-8.
CARD_MIME = "application/x-tabletop-card"

FELT_LIGHT = QColor("#2d7252")
FELT_DARK = QColor("#143a29")
INK = QColor("#eef4ef")
MUTED = QColor("#a9c5b4")
GOLD = QColor("#ffc23d")
LEGAL = QColor("#7be08f")
ILLEGAL = QColor("#ff7a7a")


def font(size: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f


def encode_card(seat: int, card_id: str) -> QByteArray:
    return QByteArray(f"{seat}:{card_id}".encode())


def decode_card(mime: QMimeData) -> tuple[int, str] | None:
    """The (seat, card id) a drag carries, or None for anything that is not our card."""
    if not mime.hasFormat(CARD_MIME):
        return None
    text = bytes(mime.data(CARD_MIME).data()).decode("utf-8", "replace")
    seat, _, card_id = text.partition(":")
    if not seat.isdigit() or not card_id:
        return None
    return int(seat), card_id


class HandCardItem(QGraphicsPixmapItem):
    """One card of the viewing seat's hand: draggable, double-clickable, selectable by keys."""

    def __init__(self, card_id: str, seat: int, pixmap: QPixmap, interactive: bool,
                 on_double_click: Callable[[str], None], on_drag: Callable[[str], None],
                 on_hover: Callable[[str | None, QGraphicsItem], None] | None = None):
        super().__init__(pixmap)
        self.card_id = card_id
        self.seat = seat
        self.interactive = interactive
        self._on_double_click = on_double_click
        self._on_drag = on_drag
        #: Told (card id, item) when the mouse comes to rest on the card and (None, item) when it
        #: leaves: tables show the card large (``HoverPreview``). Any face may have it, played or not.
        self._on_hover = on_hover
        self._press: QPointF | None = None
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if interactive else Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(interactive or on_hover is not None)
        #: Resting height in the scene; hovering lifts the card a little above it.
        self.base_y = 0.0
        if interactive:
            self.setCursor(Qt.CursorShape.OpenHandCursor)

    def rest_at(self, pos: QPointF) -> None:
        self.base_y = pos.y()
        self.setPos(pos)

    def hoverEnterEvent(self, event) -> None:
        if self.interactive:
            self.setY(self.base_y - 10)
        if self._on_hover is not None:
            self._on_hover(self.card_id, self)

    def hoverLeaveEvent(self, event) -> None:
        if self.interactive:
            self.setY(self.base_y)
        if self._on_hover is not None:
            self._on_hover(None, self)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = event.screenPos()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        if (event.screenPos() - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        self._on_drag(self.card_id)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = None

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = None
        self._on_double_click(self.card_id)

    def start_drag(self, widget, pixmap: QPixmap) -> Qt.DropAction:
        """Run the drag (blocks until the drop); the caller redraws afterwards."""
        return run_card_drag(self, widget, pixmap, self.seat, self.card_id)


def run_card_drag(item, widget, pixmap: QPixmap, seat: int, card_id: str) -> Qt.DropAction:
    """Drag a card item (blocks until the drop): its id under CARD_MIME, its picture under the
    mouse, the item faded where it lay meanwhile."""
    mime = QMimeData()
    mime.setData(CARD_MIME, encode_card(seat, card_id))
    drag = QDrag(widget)
    drag.setMimeData(mime)
    drag.setPixmap(pixmap)
    drag.setHotSpot(pixmap.rect().center() / max(1.0, pixmap.devicePixelRatio()))
    resting = item.opacity()
    item.setOpacity(0.35)
    result = drag.exec(Qt.DropAction.MoveAction)
    item.setOpacity(resting)
    return result


class FaceItem(QGraphicsPixmapItem):
    """A face-up card lying on the table (a slot, a pile, the last play): it only tells the table
    when the mouse rests on it, so the table can show it large."""

    def __init__(self, card_id: str, pixmap: QPixmap, on_hover: Callable[[str | None, QGraphicsItem], None]):
        super().__init__(pixmap)
        self.card_id = card_id
        self._on_hover = on_hover
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(True)

    def hoverEnterEvent(self, event) -> None:
        self._on_hover(self.card_id, self)

    def hoverLeaveEvent(self, event) -> None:
        self._on_hover(None, self)


class PileTarget(QGraphicsObject):
    """The drop zone around the pile; it lights up green only over a legal play."""

    def __init__(self, rect: QRectF, on_enter: Callable[[int, str], bool], on_drop: Callable[[int, str], None]):
        super().__init__()
        self._rect = rect
        self._on_enter = on_enter
        self._on_drop = on_drop
        self.state = ""          # "", "legal" or "illegal": what the hovering card would do
        self.setAcceptDrops(True)
        self.setZValue(-1)
        # The dashed antialiased outline costs a millisecond or more to stroke: paint it once per
        # state and zoom, and copy it on every other repaint (a drop, a drag passing over).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.state == "legal":
            painter.setPen(QPen(LEGAL, 4))
            painter.setBrush(QColor(123, 224, 143, 55))
        elif self.state == "illegal":
            painter.setPen(QPen(ILLEGAL, 3, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 122, 122, 30))
        else:
            # At rest a faint dashed edge on the felt; on high contrast's black a white one.
            resting = QColor(theme.WHITE) if theme.current().high_contrast else QColor(255, 255, 255, 45)
            painter.setPen(QPen(resting, 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self._rect, 18, 18)

    def set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.update()

    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        card = decode_card(event.mimeData())
        if card is None:
            event.ignore()
            return
        # Accept even an illegal card so its drop can say why it is refused.
        self.set_state("legal" if self._on_enter(*card) else "illegal")
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()

    def dragMoveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        if decode_card(event.mimeData()) is None:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self.set_state("")

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self.set_state("")
        card = decode_card(event.mimeData())
        if card is None:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        self._on_drop(*card)


class Panel(QGraphicsItem):
    """A rounded translucent panel; plates and the scoreboard are drawn on these."""

    def __init__(self, rect: QRectF, fill: QColor | None = None, border: QColor | None = None,
                 border_width: float = 1.5, radius: float = 14):
        super().__init__()
        self._rect = rect
        self.fill = fill if fill is not None else QColor(0, 0, 0, 90)
        self.border = border if border is not None else QColor(255, 255, 255, 40)
        self.border_width = border_width
        self.radius = radius

    def boundingRect(self) -> QRectF:
        pad = self.border_width
        return self._rect.adjusted(-pad, -pad, pad, pad)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.border, self.border_width))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(self._rect, self.radius, self.radius)


class TextItem(QGraphicsItem):
    """Text drawn in a fixed box with alignment, eliding rather than overflowing.

    With ``shrink_to`` a text too wide for its box (a long player name) is set a pixel smaller
    at a time, down to that size, before it is elided: a name read whole beats a bigger cut one.
    """

    def __init__(self, text: str, rect: QRectF, size: float, colour: QColor = INK, bold: bool = False,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, shrink_to: float = 0):
        super().__init__()
        self.text = text
        self._rect = rect
        self._font = font(size, bold)
        while (0 < shrink_to < self._font.pixelSize()
               and QFontMetricsF(self._font).horizontalAdvance(text) > rect.width()):
            self._font = font(self._font.pixelSize() - 1, bold)
        self.colour = colour
        self.align = align

    @property
    def text_font(self) -> QFont:
        """The font the text is drawn in (after any shrinking), in scene pixels."""
        return QFont(self._font)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setFont(self._font)
        painter.setPen(self.colour)
        text = painter.fontMetrics().elidedText(self.text, Qt.TextElideMode.ElideRight, int(self._rect.width()))
        painter.drawText(self._rect, self.align | Qt.AlignmentFlag.AlignVCenter, text)


class Banner(QGraphicsObject):
    """A big word ("GOAL!") that appears and fades by itself.

    It lies where the table puts it (``fit_into``): a strip that hides nothing the player needs
    while it shows (the other side's card backs, empty felt), never the pile, the field or the
    card to match. The title shrinks to fit the strip rather than run past its ends.
    """

    def __init__(self, rect: QRectF):
        super().__init__()
        self._rect = rect
        self.title = ""
        self.subtitle = ""
        self.colour = GOLD
        self.setZValue(50)
        # A big word set in a large font is slow to draw: paint it once per banner and zoom, and
        # only copy it, faded by the item's opacity, on each repaint while it shows.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setOpacity(0.0)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._fade = QVariantAnimation(self)
        self._fade.setStartValue(0.0)
        self._fade.setEndValue(1.0)
        self._fade.valueChanged.connect(self._step)
        self._fade.finished.connect(lambda: self.setVisible(False))
        #: Called as each banner shows, to choose where (a magnified table keeps it in view).
        self.placer: Callable[[], None] | None = None

    def boundingRect(self) -> QRectF:
        return self._rect

    def fit_into(self, rect: QRectF) -> None:
        """Show in ``rect`` (scene units) from now on."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def show_banner(self, title: str, subtitle: str, colour: QColor, duration_ms: int) -> None:
        if self.placer is not None:
            self.placer()
        self.title, self.subtitle, self.colour = title, subtitle, QColor(colour)
        self._fade.stop()
        self.setVisible(True)
        self.setOpacity(1.0)
        self.update()
        if duration_ms > 0:
            self._fade.setDuration(duration_ms)
            self._fade.start()

    def _step(self, value) -> None:
        """Hold fully visible for the first half, then fade out."""
        t = float(value)
        self.setOpacity(1.0 if t < 0.5 else max(0.0, 1.0 - (t - 0.5) * 2))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.title:
            return
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        band = QLinearGradient(self._rect.topLeft(), self._rect.topRight())
        edge = QColor(0, 0, 0, 0)
        core = QColor(8, 20, 14, 215)
        band.setColorAt(0, edge)
        band.setColorAt(0.18, core)
        band.setColorAt(0.82, core)
        band.setColorAt(1, edge)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(band))
        painter.drawRect(self._rect)
        title_rect = QRectF(self._rect.left(), self._rect.top() + 6, self._rect.width(), self._rect.height() * 0.66)
        size = self._rect.height() * 0.5
        room = self._rect.width() * 0.82
        while size > 12 and QFontMetricsF(font(size, bold=True)).horizontalAdvance(self.title) > room:
            size -= 2
        painter.setFont(font(size, bold=True))
        painter.setPen(QPen(QColor(0, 0, 0, 160)))
        painter.drawText(title_rect.translated(3, 3), Qt.AlignmentFlag.AlignCenter, self.title)
        painter.setPen(self.colour)
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignCenter, self.title)
        painter.setFont(font(max(12.0, self._rect.height() * 0.17)))
        painter.setPen(INK)
        sub_rect = QRectF(self._rect.left() + self._rect.width() * 0.09, title_rect.bottom() - 6,
                          self._rect.width() * 0.82, self._rect.bottom() - title_rect.bottom() + 4)
        painter.drawText(sub_rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.subtitle)
