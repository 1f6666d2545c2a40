"""The hovered card shown large, with its whole text, above everything but a refusal.

Cards on a table are drawn small so the whole position fits; a player reads one by resting the
mouse on it, as in Forge or Cockatrice. The preview is a widget over the table (not a scene
item), so it is sharp at any zoom and lies above the prompt panel. It is placed near the
hovered card, never over it, inside the table, and never over what the player acts with: the
table names those rectangles (``preview_keep_clear``: its own hand, the prompt panel). Where the
whole preview does not fit clear of them it lays its text beside the picture, then shrinks.
It never takes the mouse: moving on to the next card works as if it were not there. The table
takes it away when the pointer leaves the card or the card moves or changes (``SceneTable``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QWidget

from tabletop.ui import theme

#: Gap between the preview and the card it shows, and to the table's edge (pixels).
GAP = 8
#: Pixel size of the text under the picture: readable at any table size.
TEXT_PX = 13
#: Inner margin of the preview and the space between its picture and its text (pixels).
PAD, SPACING = 8, 6
#: The picture's sizes tried, largest first, when the preview does not fit clear of the keep-clear
#: rectangles; and the narrowest picture worth showing.
SCALES = (1.0, 0.85, 0.72, 0.6, 0.5)
MIN_PICTURE = 96
#: The text's width when it lies beside the picture.
SIDE_TEXT_W = 210


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
        self.layout_box = QBoxLayout(QBoxLayout.Direction.TopToBottom, self)
        layout = self.layout_box
        layout.setContentsMargins(PAD, PAD, PAD, PAD)
        layout.setSpacing(SPACING)
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
        """Width to paint the card at (pixels): large, yet leaving room for the text in the table;
        up to twice as large at the app's scale of 200 % (``tabletop.ui.theme``)."""
        parent = self.parentWidget()
        by_height = (parent.height() - 150) / 1.4
        return max(120, round(min(300 * theme.current().scale, parent.width() * 0.3, by_height)))

    def show_card(self, card_id: str, pixmap: QPixmap, text: str, avoid: QRect) -> None:
        """Show ``pixmap`` and ``text`` near ``avoid`` (the hovered card, in the parent's coordinates),
        clear of it and of the table's keep-clear rectangles: as large as fits there, text under
        the picture or else beside it; when nothing fits clear, the smallest where it covers least."""
        allowed: Callable[[str], bool] | None = getattr(self.parentWidget(), "may_preview", None)
        if allowed is not None and not allowed(card_id):
            self.hide_card()
            return
        self.card_id = card_id
        self.text.ensurePolished()
        self.text.setText(text)
        self.text.setVisible(bool(text))
        ratio = max(1.0, pixmap.devicePixelRatio())
        natural = QSize(round(pixmap.width() / ratio), round(pixmap.height() / ratio))
        keep = [r for r in self.keep_clear() if r.isValid()]
        last: tuple[QSize, bool] | None = None
        for scale in SCALES:
            picture = natural * scale if scale < 1 else natural
            if scale < 1 and picture.width() < MIN_PICTURE:
                break
            for beside in (False, True):
                size = self._size_for(picture, beside)
                last = picture, beside
                spot = self.clear_spot(size, avoid, keep)
                if spot is not None:
                    self._lay_out(pixmap, picture, beside, size, spot)
                    return
        picture, beside = last if last is not None else (natural, False)
        size = self._size_for(picture, beside)
        self._lay_out(pixmap, picture, beside, size, self.spot(size, avoid, keep))

    def keep_clear(self) -> list[QRect]:
        """What the preview must not cover, as the table names it (``preview_keep_clear``)."""
        named: Callable[[], list[QRect]] | None = getattr(self.parentWidget(), "preview_keep_clear", None)
        return list(named()) if named is not None else []

    def _text_width(self, picture: QSize, beside: bool) -> int:
        return max(SIDE_TEXT_W, picture.width()) if beside else picture.width()

    def _size_for(self, picture: QSize, beside: bool) -> QSize:
        """The preview's size with ``picture`` and the text under it or ``beside`` it."""
        text_w = self._text_width(picture, beside)
        text_h = self.text.heightForWidth(text_w) if self.text.text() else 0
        gap = SPACING if text_h else 0
        if beside:
            return QSize(2 * PAD + picture.width() + gap + (text_w if text_h else 0),
                         2 * PAD + max(picture.height(), text_h))
        return QSize(2 * PAD + picture.width(), 2 * PAD + picture.height() + gap + text_h)

    def _lay_out(self, pixmap: QPixmap, picture: QSize, beside: bool, size: QSize, spot: QPoint) -> None:
        ratio = max(1.0, pixmap.devicePixelRatio())
        if round(pixmap.width() / ratio) != picture.width():
            pixmap = pixmap.scaled(picture * ratio, Qt.AspectRatioMode.KeepAspectRatio,
                                   Qt.TransformationMode.SmoothTransformation)
            pixmap.setDevicePixelRatio(ratio)
        self.picture.setPixmap(pixmap)
        self.picture.setFixedSize(picture)
        self.text.setFixedWidth(self._text_width(picture, beside))
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.layout_box.setDirection(QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom)
        self.setFixedSize(size)
        self.move(spot)
        self.show()
        self.raise_()
        if self._keep_under is not None:
            self.stackUnder(self._keep_under)

    def hide_card(self) -> None:
        self.card_id = None
        self.hide()

    def _area(self) -> QRect:
        return self.parentWidget().rect().adjusted(GAP, GAP, -GAP, -GAP)

    def clear_spot(self, size: QSize, avoid: QRect, keep: list[QRect]) -> QPoint | None:
        """The place for a preview of ``size`` inside the table that overlaps neither ``avoid`` nor
        any of ``keep``, nearest to ``avoid``; None when there is none."""
        area = self._area()
        w, h = size.width(), size.height()
        blocks = [avoid, *keep]
        xs = {area.left(), area.right() - w + 1, avoid.center().x() - w // 2}
        ys = {area.top(), area.bottom() - h + 1, avoid.center().y() - h // 2}
        for r in blocks:
            xs.update((r.right() + GAP + 1, r.left() - GAP - w))
            ys.update((r.bottom() + GAP + 1, r.top() - GAP - h))
        centre = avoid.center()
        best: tuple[int, int, int] | None = None
        for x in xs:
            for y in ys:
                rect = QRect(x, y, w, h)
                if not area.contains(rect) or any(rect.intersects(b) for b in blocks):
                    continue
                d = (rect.center() - centre).manhattanLength()
                if best is None or (d, x, y) < best:
                    best = (d, x, y)
        return None if best is None else QPoint(best[1], best[2])

    def spot(self, size: QSize, avoid: QRect, keep: list[QRect] | None = None) -> QPoint:
        """Where to put a preview of ``size`` when nothing is clear: right of the card, else left,
        above or below, inside the table, covering the least of the keep-clear rectangles and then
        of the card."""
        area = self._area()
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

        def covered(p: QPoint, rect: QRect) -> int:
            overlap = QRect(p, size).intersected(rect)
            return overlap.width() * overlap.height() if overlap.isValid() else 0

        placed = [clamp(p) for p in candidates]
        return min(placed, key=lambda p: (sum(covered(p, r) for r in keep or ()), covered(p, avoid),
                                          placed.index(p)))
