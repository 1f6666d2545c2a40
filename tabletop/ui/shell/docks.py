"""Keeping the log and chance tray docks out of the table's way in small windows.

Every table is drawn to fit its area with its own proportions (wider than tall), so in a
1024x640 window it is the window's height that limits it: a tall log dock at the bottom
shrinks the whole table, while a side dock costs nothing as long as the table leaves room
beside it. So the log dock never takes more than a share of the window's height, and the
chance tray is shown only once the game has chance to show (none yet in Breakaway: CCG).

A tray hidden for having nothing to show is still "wanted": the next game, or the saved
window layout, gets it back. Only the player's own choice (View menu, the dock's close
button) turns it off for good.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

#: The log dock's share of the window height, and the height it may always have.
LOG_SHARE = 0.2
LOG_MIN_HEIGHT = 110


class DockFit(QObject):
    """Watches the window's size and the current tray; shrinks the log and hides an empty tray."""

    def __init__(self, window: QMainWindow, log_dock: QDockWidget, tray_dock: QDockWidget):
        super().__init__(window)
        self.window = window
        self.log_dock = log_dock
        self.tray_dock = tray_dock
        #: True while the tray is hidden by this object for want of anything to show.
        self.tray_idle = False
        self._tray: QWidget | None = None
        tray_dock.visibilityChanged.connect(self._tray_visibility)
        window.installEventFilter(self)

    def log_budget(self) -> int:
        """The most height the log dock may take in the window as it is now."""
        return max(LOG_MIN_HEIGHT, round(self.window.height() * LOG_SHARE))

    def fit(self) -> None:
        """Shrink the log dock to its share (never grow it: the player may have made it smaller)."""
        if self.log_dock.isHidden() or self.log_dock.isFloating():
            return
        budget = self.log_budget()
        if self.log_dock.height() > budget:
            self.window.resizeDocks([self.log_dock], [budget], Qt.Orientation.Vertical)

    def wanted(self, dock: QDockWidget) -> bool:
        """Whether the player wants ``dock`` shown during a game."""
        if dock is self.tray_dock and self.tray_idle:
            return True
        return not dock.isHidden()

    def follow(self, tray: QWidget | None) -> None:
        """Watch a new game's tray (None when the game closes) and hide the dock until it has chance.

        A tray without ``has_chance`` (a test's stand-in) is always shown.
        """
        if self._tray is not None:
            try:
                self._tray.chance_available.disconnect(self._on_chance)
            except (AttributeError, RuntimeError, TypeError):
                pass
        self._tray = tray
        if tray is None:
            return
        signal = getattr(tray, "chance_available", None)
        if signal is not None:
            signal.connect(self._on_chance)
        has = getattr(tray, "has_chance", None)
        self._on_chance(True if has is None else bool(has()))
        self.fit()

    def _on_chance(self, available: bool) -> None:
        if available:
            if self.tray_idle:
                self.tray_dock.show()  # clears tray_idle through _tray_visibility
        elif not self.tray_dock.isHidden():
            self.tray_dock.hide()
            self.tray_idle = True

    def _tray_visibility(self, visible: bool) -> None:
        if visible:
            self.tray_idle = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize:
            self.fit()
        return super().eventFilter(watched, event)
