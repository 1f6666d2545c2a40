"""The game log: every event in words, newest last, filtered to what the shown seat may know.

``LogModel`` wraps the controller's record (Anki's "models wrap, never own"): a row is only
(step number, event index), and the text is read from the record. Private events such as
"Ana's new hand: …" are kept out by ``Event.visible_to``, so turning the log towards the
wrong seat can never leak a hand.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine.record import GameRecord

#: Role giving the number of actions after which the row's event happened (for ``state_at``).
STEP_ROLE = Qt.ItemDataRole.UserRole + 1

Index = QModelIndex | QPersistentModelIndex


class LogModel(QAbstractListModel):
    """Rows are (step count, event index) pairs of the events visible to ``seat``."""

    def __init__(self, record: GameRecord | None = None, seat: int | None = None, parent=None):
        super().__init__(parent)
        self._record = record
        self._seat = seat
        self._rows: list[tuple[int, int]] = self._compute()

    # ----- what is shown -------------------------------------------------------------
    @property
    def seat(self) -> int | None:
        return self._seat

    def set_seat(self, seat: int | None) -> None:
        """Turn the log towards another seat: private events are recomputed, so a full reset."""
        if seat == self._seat:
            return
        self.beginResetModel()
        self._seat = seat
        self._rows = self._compute()
        self.endResetModel()

    def set_record(self, record: GameRecord | None) -> None:
        self.beginResetModel()
        self._record = record
        self._rows = self._compute()
        self.endResetModel()

    def _compute(self) -> list[tuple[int, int]]:
        if self._record is None:
            return []
        rows = []
        for number, step in enumerate(self._record.steps, start=1):
            for index, event in enumerate(step.events):
                if event.visible_to(self._seat):
                    rows.append((number, index))
        return rows

    def refresh(self) -> None:
        """Follow the record after a move, undo or redo with the narrowest signal that fits."""
        rows = self._compute()
        old = self._rows
        if rows == old:
            return
        if rows[:len(old)] == old:
            self.beginInsertRows(QModelIndex(), len(old), len(rows) - 1)
            self._rows = rows
            self.endInsertRows()
        elif old[:len(rows)] == rows:
            self.beginRemoveRows(QModelIndex(), len(rows), len(old) - 1)
            self._rows = rows
            self.endRemoveRows()
        else:
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()

    def event_at(self, row: int):
        number, index = self._rows[row]
        return self._record.steps[number - 1].events[index]

    def step_at(self, row: int) -> int:
        return self._rows[row][0]

    def moves(self) -> int:
        """How many moves the record holds (the newest is the live position)."""
        return 0 if self._record is None else len(self._record.steps)

    # ----- Qt model interface --------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows) or index.column() != 0:
            return None
        event = self.event_at(index.row())
        if role == Qt.ItemDataRole.DisplayRole:
            return event.text
        if role == Qt.ItemDataRole.ToolTipRole:
            number = self.step_at(index.row())
            extra = " (private: only you see this)" if event.audience is not None else ""
            return f"After move {number}{extra}. Click to see the table as it was then."
        if role == STEP_ROLE:
            return self.step_at(index.row())
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren


class LogPanel(QWidget):
    """The log dock's content: the list, and a "Return to live" button while looking back."""

    #: The number of actions of the chosen past moment; -1 means back to the live table.
    moment_chosen = Signal(int)

    def __init__(self, model: LogModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("logPanel")
        self.model = model
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(4)
        self.view = QListView(self)
        self.view.setObjectName("logView")
        self.view.setAccessibleName("Game log")
        self.view.setAccessibleDescription("Every event of the game in words, newest last; "
                                           "choose one to see the table as it was then")
        self.view.setModel(model)
        self.view.setUniformItemSizes(True)
        self.view.setWordWrap(False)
        self.view.setAlternatingRowColors(True)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        layout.addWidget(self.view, 1)
        self.look_back = QWidget(self)
        row = QHBoxLayout(self.look_back)
        row.setContentsMargins(0, 0, 0, 0)
        self.status = QLabel("", self.look_back)
        self.status.setObjectName("logStatus")
        self.live_button = QPushButton("Return to live", self.look_back)
        self.live_button.setObjectName("liveButton")
        self.live_button.setEnabled(False)
        row.addWidget(self.status, 1)
        row.addWidget(self.live_button)
        layout.addWidget(self.look_back)
        self.look_back.hide()  # only while a past position is shown, so the live log keeps the room
        self.view.clicked.connect(self._clicked)
        self.live_button.clicked.connect(self.return_to_live)
        model.rowsInserted.connect(self._follow)
        model.modelReset.connect(self._follow)

    def _clicked(self, index: QModelIndex) -> None:
        self.show_moment(index.row())

    def show_moment(self, row: int) -> None:
        """Look back at the table just after the chosen row's event."""
        number = self.model.step_at(row)
        self._mark(row, number)
        self.moment_chosen.emit(number)

    def return_to_live(self) -> None:
        self._unmark()
        self.moment_chosen.emit(-1)

    def follow_moment(self, number: int | None) -> None:
        """The table moved its look-back (arrow keys, its bar) to move ``number``, or back to live
        play (None): select the last line of that move and say so here too, without asking the
        table again."""
        if number is None:
            self._unmark()
            return
        current = self.view.currentIndex()
        if current.isValid() and self.model.step_at(current.row()) == number and self.live_button.isEnabled():
            self._mark(current.row(), number)       # the line the player clicked stays chosen
            return
        rows = [r for r in range(self.model.rowCount()) if self.model.step_at(r) <= number]
        if rows:
            self._mark(rows[-1], number)
        else:
            self.view.clearSelection()
            self._mark(None, number)

    def _mark(self, row: int | None, number: int) -> None:
        if row is not None:
            index = self.model.index(row, 0)
            self.view.setCurrentIndex(index)
            self.view.scrollTo(index)
        self.live_button.setEnabled(True)
        total = self.model.moves()
        self.status.setText(f"Looking back: move {number} of {total}" if total else "Looking back")
        self.look_back.show()

    def _unmark(self) -> None:
        self.view.clearSelection()
        self.live_button.setEnabled(False)
        self.status.setText("")
        self.look_back.hide()

    def _follow(self, *_args) -> None:
        """Keep the newest entry in sight, unless the player is looking back at an older one."""
        if not self.live_button.isEnabled():
            # After the view has laid out the new rows, or it scrolls to the old bottom.
            QTimer.singleShot(0, self.view.scrollToBottom)
