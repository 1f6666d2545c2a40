"""Keeping the log and chance tray docks out of the table's way in small windows.

Every table is drawn to fit its area with its own proportions (wider than tall), so in a
1024x640 window it is the window's height that limits it: a tall log dock at the bottom
shrinks the whole table, while a side dock costs nothing as long as the table leaves room
beside it. So the log dock never takes more than a share of the window's height, and the
chance tray is shown only once the game has chance to show (none yet in Breakaway: CCG).

Whether the tray is shown at all is the player's choice, kept here (``tray_wanted``) and shown
by View > Chance tray (``tray_action``), not read off the dock: a tray hidden for having nothing
to show yet stays checked in the menu and comes at the first chance event; a tray the player
turned off (the menu, the dock's close button) stays closed through every chance event, in this
game and the next, until the player turns it on again.

A larger scale (Settings → Scale) grows what the docks hold, and Qt widens or heightens a dock to
its content's new minimum, but never gives the room back when the scale goes down again. So on
every theme change (``theme_changed``) each dock is asked back to the size it had before the
theme grew it, unless the player has resized it since: the table gets its room back at once.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

#: The log dock's share of the window height, and the height it may always have.
LOG_SHARE = 0.2
LOG_MIN_HEIGHT = 110


class DockFit(QObject):
    """Watches the window's size and the current tray; shrinks the log and shows the tray only
    when the player wants it and it has something to show."""

    def __init__(self, window: QMainWindow, log_dock: QDockWidget, tray_dock: QDockWidget):
        super().__init__(window)
        self.window = window
        self.log_dock = log_dock
        self.tray_dock = tray_dock
        #: The player's choice: show the chance tray during a game (View > Chance tray).
        self.tray_wanted = True
        #: Whether the current game's tray has anything to show.
        self._available = False
        self._tray: QWidget | None = None
        #: Per dock (and its orientation): the size asked for at the last theme change, and the
        #: size it had once laid out after it; a dock still at the latter was not resized since.
        self._asked: dict[QDockWidget, tuple[int, int]] = {}
        self.tray_action = QAction("Chance &tray", window)
        self.tray_action.setCheckable(True)
        self.tray_action.setChecked(True)
        self.tray_action.setStatusTip("Show every cut, shuffle, die and coin of the game, from the first one on")
        self.tray_action.toggled.connect(self.set_tray_wanted)
        tray_dock.installEventFilter(self)
        window.installEventFilter(self)

    @property
    def tray_idle(self) -> bool:
        """True while the tray is wanted but hidden for want of anything to show."""
        return self.tray_wanted and self._tray is not None and not self._available

    def set_tray_wanted(self, wanted: bool) -> None:
        """The player turns the tray on or off; during a game the dock follows at once."""
        self.tray_wanted = wanted
        if self.tray_action.isChecked() != wanted:
            self.tray_action.setChecked(wanted)
        if self._tray is not None:
            self._show_tray()

    def _show_tray(self) -> None:
        self.tray_dock.setVisible(self.tray_wanted and self._available)

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

    def _docks(self) -> tuple[tuple[QDockWidget, Qt.Orientation], ...]:
        return ((self.log_dock, Qt.Orientation.Vertical), (self.tray_dock, Qt.Orientation.Horizontal))

    @staticmethod
    def _size(dock: QDockWidget, orientation: Qt.Orientation) -> int:
        return dock.height() if orientation == Qt.Orientation.Vertical else dock.width()

    def theme_changed(self) -> None:
        """The scale or contrast changed and the window is not laid out again yet: each shown
        dock keeps the size it had before the theme grew it (or, resized by the player since,
        the one it has now), as far as its new content allows, once the layout has run."""
        wanted: list[tuple[QDockWidget, Qt.Orientation, int]] = []
        for dock, orientation in self._docks():
            if dock.isHidden() or dock.isFloating():
                continue
            now = self._size(dock, orientation)
            asked, got = self._asked.get(dock, (now, now))
            wanted.append((dock, orientation, asked if now == got else now))
        QTimer.singleShot(0, lambda: self._give_back(wanted))

    def _give_back(self, wanted: list[tuple[QDockWidget, Qt.Orientation, int]]) -> None:
        for dock, orientation, size in wanted:
            if not dock.isHidden() and not dock.isFloating():
                self.window.resizeDocks([dock], [size], orientation)
        self.fit()
        QTimer.singleShot(0, lambda: self._note_sizes(wanted))

    def _note_sizes(self, wanted: list[tuple[QDockWidget, Qt.Orientation, int]]) -> None:
        for dock, orientation, size in wanted:
            self._asked[dock] = (size, self._size(dock, orientation))

    def wanted(self, dock: QDockWidget) -> bool:
        """Whether the player wants ``dock`` shown during a game."""
        if dock is self.tray_dock:
            return self.tray_wanted
        return not dock.isHidden()

    def follow(self, tray: QWidget | None) -> None:
        """Watch a new game's tray (None when the game closes): its dock shows once it has chance,
        if the player wants it. A tray without ``has_chance`` (a test's stand-in) always has."""
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
        self._available = available
        self._show_tray()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize:
            self.fit()
        elif watched is self.tray_dock and event.type() == QEvent.Type.Close:
            self.set_tray_wanted(False)     # the dock's own close button: the player turned it off
        return super().eventFilter(watched, event)
