"""What every table drawn on a QGraphicsScene shares.

Each table rebuilds its items from the current view on every change. A rebuild can start
inside an item's own mouse handler (a double-click, the end of a drag), so old items are
retired and deleted only once control is back in the event loop and no drag is running.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer

from tabletop.ui.board.base import GameTable


class SceneTable(GameTable):
    """Subclasses set ``scene``, ``view``, ``selected``, ``_items``, ``_retired``, ``_dragging``
    and ``_ready`` in their constructor, and draw in ``refresh``."""

    def _dpr(self) -> float:
        """Pixel density to paint cards at: screen ratio times zoom, in quarter steps for the cache."""
        scale = self.view.transform().m11() * self.devicePixelRatioF()
        return max(1.0, round(scale * 4) / 4)

    def on_rescaled(self) -> None:
        if self._ready:
            self.refresh()

    def _clear_items(self) -> None:
        for item in self._items:
            self.scene.removeItem(item)
        self._retired.extend(self._items)
        self._items = []
        QTimer.singleShot(0, self._bury)

    def _bury(self) -> None:
        if not self._dragging:
            self._retired.clear()

    def step_selection(self, ids: list[Any], step: int) -> None:
        """Move the keyboard selection along ``ids`` (wrapping), then redraw."""
        if not ids:
            self.selected = None
        elif self.selected not in ids:
            self.selected = ids[0] if step > 0 else ids[-1]
        else:
            self.selected = ids[(ids.index(self.selected) + step) % len(ids)]
        self.refresh()
