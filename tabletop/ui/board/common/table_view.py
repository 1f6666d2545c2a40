"""The graphics view every dedicated table draws in.

Each table lays its scene out at one design size and lets this view scale it to the widget,
keeping the aspect ratio. The scale is computed without ``fitInView``'s margin, so at the design
size it is exactly 1 and card pixmaps are copied, not resampled. The view takes no focus itself:
a click hands focus to the table, which owns the keyboard selection. No tooltip pops up over the
card the table's large preview shows: the preview's caption already says it, and a tooltip would
lie over that caption.

What lies behind the items (the felt, the field, space) is the table's ``background``: a function
painting the scene rectangle it is given, drawn once per zoom and cached with ``cache_background``.
A view class of the table's own is needed only for more than that (a drop zone made on demand, a
click that closes a panel). In the high-contrast theme (``tabletop.ui.theme``) the background is
plain black.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QRectF, Qt
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QToolTip, QWidget

from tabletop.ui import theme

#: Paints what lies behind a table's items: (painter, the exposed scene rectangle).
Background = Callable[[QPainter, QRectF], None]


class TableView(QGraphicsView):
    def __init__(self, scene: QGraphicsScene, table: QWidget, design: QRectF, accessible_name: str,
                 cache_background: bool = False, background: Background | None = None):
        super().__init__(scene, table)
        self._table = table
        self._design = design
        self._background = background
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        if cache_background:
            self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAcceptDrops(True)
        self.setAccessibleName(accessible_name)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        if theme.current().high_contrast:
            painter.fillRect(rect, Qt.GlobalColor.black)     # light words and white cards on black
        elif self._background is None:
            super().drawBackground(painter, rect)
        else:
            self._background(painter, rect)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and self.previewing(event.pos()):
            QToolTip.hideText()
            event.accept()
            return True
        return super().viewportEvent(event)

    def previewing(self, pos: QPoint) -> bool:
        """Whether the mouse at ``pos`` (viewport pixels) rests on the card the table's hover
        preview shows now, or on something lying on that card."""
        preview = getattr(self._table, "preview", None)
        shown = getattr(preview, "card_id", None)
        if shown is None or not preview.isVisible():
            return False
        for item in self.items(pos):
            while item is not None:
                if getattr(item, "card_id", None) == shown:
                    return True
                item = item.parentItem()
        return False

    def mousePressEvent(self, event) -> None:
        self._table.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        scale = min(self.viewport().width() / self._design.width(),
                    self.viewport().height() / self._design.height())
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(self._design.center())
        self.resetCachedContent()
        self._table.on_rescaled()
