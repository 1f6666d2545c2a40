"""The picture cache every card painter shares.

Painting a card (text layout, gradients, symbols) costs far more than drawing a finished
pixmap, and a table redraws on every change; so each painter paints a picture once per key
(card, size, pixel density, highlight...) and hands out the stored one after that.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap


def blank_pixmap(width: float, height: float, dpr: float) -> QPixmap:
    """A transparent picture ``width`` x ``height`` scene units large, at pixel density ``dpr``,
    so it stays sharp on a high-density screen or a zoomed table."""
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


class PixmapCache(ABC):
    """Subclasses paint one picture for a key in ``_render``; ``_get`` paints each key once."""

    def __init__(self) -> None:
        self._cache: dict[Hashable, QPixmap] = {}

    def __len__(self) -> int:
        return len(self._cache)

    def clear(self) -> None:
        self._cache.clear()

    def _get(self, key: Hashable) -> QPixmap:
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = self._cache[key] = self._render(key)
        return pixmap

    @abstractmethod
    def _render(self, key: Hashable) -> QPixmap:
        """Paint the picture for ``key`` (called once per key)."""
