"""The keys of the deck builder's card lists: Enter and + add a copy of the chosen card, − takes
one out, in the catalog and in the deck list alike.

An event filter on each list, so the keys act in the list that has the focus and typing in the
search box or the deck's name is left alone. Keys held with Ctrl, Alt or Meta are left to the
window's shortcuts.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

ADD_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Plus})
REMOVE_KEYS = frozenset({Qt.Key.Key_Minus})
_COMMAND = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier


class CardKeys(QObject):
    """Calls ``add(source)`` or ``remove(source)`` for a key pressed in a watched list; ``source``
    is the name the list was watched under ("catalog", "deck")."""

    def __init__(self, add: Callable[[str], object], remove: Callable[[str], object], parent=None):
        super().__init__(parent)
        self._add, self._remove = add, remove
        self._sources: dict[QWidget, str] = {}

    def watch(self, widget: QWidget, source: str) -> None:
        self._sources[widget] = source
        widget.installEventFilter(self)

    @staticmethod
    def action(event: QKeyEvent) -> str | None:
        """"add", "remove" or None for a key event."""
        if event.modifiers() & _COMMAND:
            return None
        key = Qt.Key(event.key())
        return "add" if key in ADD_KEYS else "remove" if key in REMOVE_KEYS else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        source = self._sources.get(watched)  # type: ignore[call-overload]
        if source is None or event.type() not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return super().eventFilter(watched, event)
        action = self.action(event)  # type: ignore[arg-type]
        if action is None:
            return super().eventFilter(watched, event)
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()                 # the list gets the key, not a shortcut of the same key
            return False
        (self._add if action == "add" else self._remove)(source)
        return True
