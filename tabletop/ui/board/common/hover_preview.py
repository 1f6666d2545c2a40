"""The hovered card shown large, with its whole text, above everything but a refusal.

Cards on a table are drawn small so the whole position fits; a player reads one by resting the
mouse on it, as in Forge or Cockatrice. The preview is a widget over the table (not a scene
item), so it is sharp at any zoom and lies above the prompt panel; it is placed beside the
hovered card, never over it, and inside the table. It never takes the mouse: moving on to the
next card works as if it were not there.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

#: Gap between the preview and the card it shows, and to the table's edge (pixels).
GAP = 8
#: Pixel size of the text under the picture: readable at any table size.
TEXT_PX = 13


class HoverPreview(QFrame):
    """A card picture and its text, floating beside the card the mouse rests on."""

    def __init__(self, parent: QWidget, keep_under: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("hoverPreview")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet("#hoverPreview { background: rgba(8, 14, 24, 238); border: 1px solid rgba(255,255,255,90);"
                           " border-radius: 10px; }"
                           f" #hoverPreviewText {{ color: #eef4ef; font-size: {TEXT_PX}px; background: transparent; }}")
        self._keep_under = keep_under
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        self.picture = QLabel(self)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel(self)
        self.text.setObjectName("hoverPreviewText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.picture)
        layout.addWidget(self.text)
        #: The card shown, or None while hidden.
        self.card_id: str | None = None
        self.hide()

    def card_width(self) -> int:
        """Width to paint the card at (pixels): large, yet leaving room for the text in the table."""
        parent = self.parentWidget()
        by_height = (parent.height() - 150) / 1.4
        return max(120, round(min(300, parent.width() * 0.3, by_height)))

    def show_card(self, card_id: str, pixmap: QPixmap, text: str, avoid: QRect) -> None:
        """Show ``pixmap`` and ``text`` beside ``avoid`` (the hovered card, in the parent's coordinates)."""
        self.card_id = card_id
        self.picture.setPixmap(pixmap)
        self.text.setText(text)
        self.text.setVisible(bool(text))
        width = round(pixmap.width() / max(1.0, pixmap.devicePixelRatio())) + 16
        self.setFixedWidth(width)
        self.text.setFixedWidth(width - 16)
        self.adjustSize()
        self.move(self.spot(self.size(), avoid))
        self.show()
        self.raise_()
        if self._keep_under is not None:
            self.stackUnder(self._keep_under)

    def hide_card(self) -> None:
        self.card_id = None
        self.hide()

    def spot(self, size: QSize, avoid: QRect) -> QPoint:
        """Where to put a preview of ``size``: right of the card, else left, above or below; inside
        the table and off the card. When nothing fits whole, the side with the most room, kept in."""
        area = self.parentWidget().rect().adjusted(GAP, GAP, -GAP, -GAP)
        w, h = size.width(), size.height()
        mid_y = avoid.center().y() - h // 2
        mid_x = avoid.center().x() - w // 2
        candidates = [
            QPoint(avoid.right() + GAP, mid_y),
            QPoint(avoid.left() - GAP - w, mid_y),
            QPoint(mid_x, avoid.top() - GAP - h),
            QPoint(mid_x, avoid.bottom() + GAP),
        ]

        def clamp(p: QPoint) -> QPoint:
            x = max(area.left(), min(area.right() - w + 1, p.x()))
            y = max(area.top(), min(area.bottom() - h + 1, p.y()))
            return QPoint(x, y)

        def covered(p: QPoint) -> int:
            overlap = QRect(p, size).intersected(avoid)
            return overlap.width() * overlap.height() if overlap.isValid() else 0

        placed = [clamp(p) for p in candidates]
        return min(placed, key=lambda p: (covered(p), placed.index(p)))
