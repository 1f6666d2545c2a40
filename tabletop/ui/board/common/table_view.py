"""The graphics view every dedicated table draws in.

Each table lays its scene out at one design size and lets this view scale it to the widget,
keeping the aspect ratio. The scale is computed without ``fitInView``'s margin, so at the design
size it is exactly 1 and card pixmaps are copied, not resampled. The view takes no focus itself:
a click hands focus to the table, which owns the keyboard selection.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget


class TableView(QGraphicsView):
    def __init__(self, scene: QGraphicsScene, table: QWidget, design: QRectF, accessible_name: str,
                 cache_background: bool = False):
        super().__init__(scene, table)
        self._table = table
        self._design = design
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
