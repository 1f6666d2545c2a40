"""How many play: a row of buttons, one per seat count the game allows, so every choice shows.

A spin box hides its other values behind small arrows (and the style sheet drew those arrows
blank); here "2", "3" and "4" all sit side by side and the chosen one is filled in. The arrow
keys move between them as in a radio group. The methods a spin box has (``value``,
``setValue``, ``setRange``, ``valueChanged``) keep their meaning, so callers read it the same way.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QPushButton, QSizePolicy, QWidget


class SeatCountPicker(QWidget):
    """One checkable button per count from ``minimum()`` to ``maximum()``; exactly one is checked.
    It has no buttons until ``setRange`` says which counts the game allows."""

    valueChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("seatCount")
        self.setAccessibleName("Number of players")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        self._group.idToggled.connect(self._toggled)
        self._minimum = 1
        self._maximum = 1
        self._value = 1
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)

    # ----- the spin box's reading and setting ----------------------------------------
    def minimum(self) -> int:
        return self._minimum

    def maximum(self) -> int:
        return self._maximum

    def value(self) -> int:
        return self._value

    def buttons(self) -> list[QPushButton]:
        """The choices, fewest seats first."""
        return [self._group.button(count) for count in range(self._minimum, self._maximum + 1)]

    def setRange(self, minimum: int, maximum: int) -> None:
        """One button per count in ``minimum..maximum``; the value is kept when still allowed,
        else the nearest allowed count (and ``valueChanged`` says so)."""
        maximum = max(minimum, maximum)
        if (minimum, maximum) != (self._minimum, self._maximum) or not self._group.buttons():
            for button in self._group.buttons():
                self._group.removeButton(button)
                self._layout.removeWidget(button)
                button.hide()
                button.setParent(None)      # gone from the row (and from findChildren) at once
                button.deleteLater()
            self._minimum, self._maximum = minimum, maximum
            for count in range(minimum, maximum + 1):
                button = QPushButton(str(count), self)
                button.setObjectName(f"seatCount{count}")
                button.setCheckable(True)
                button.setAccessibleName(f"{count} players")
                button.setToolTip(f"{count} players")
                button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
                # The ends are rounded, the middle square: one joined control (tabletop.qss).
                button.setProperty("segment", "first" if count == minimum else
                                   "last" if count == maximum else "middle")
                if minimum == maximum:
                    button.setProperty("segment", "only")
                self._group.addButton(button, count)
                self._layout.addWidget(button)
        wanted = min(max(self._value, minimum), maximum)
        self._check(wanted)
        if wanted != self._value:
            self._value = wanted
            self.valueChanged.emit(wanted)

    def setValue(self, value: int) -> None:
        """Choose ``value`` seats (clamped to the range); ``valueChanged`` when it changes."""
        value = min(max(value, self._minimum), self._maximum)
        self._check(value)
        if value != self._value:
            self._value = value
            self.valueChanged.emit(value)

    # ----- reacting ------------------------------------------------------------------
    def _check(self, value: int) -> None:
        button = self._group.button(value)
        if button is not None and not button.isChecked():
            blocked = self._group.blockSignals(True)
            button.setChecked(True)
            self._group.blockSignals(blocked)

    def _toggled(self, count: int, checked: bool) -> None:
        if checked and count != self._value:
            self._value = count
            self.valueChanged.emit(count)
