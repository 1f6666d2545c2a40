"""Joining a hosted game: the join dialog, the joined seat's controller and its window.

The joined computer never has the game's state. ``JoinedController`` offers the tables what
``GameController`` offers, built from the host's messages only: the seat's own view as sent, its
legal actions as sent, and for the tables that read a whole position a state *sampled* from that
view with the game's ``determinize`` (every card the seat cannot see dealt at random, a fresh
seed), so ``view(sample, seat)`` is exactly the view sent and nothing hidden is drawn. A move is
checked against the legal actions the host sent and then sent to the host; the table changes
only when the host's update comes back.
"""

from __future__ import annotations

import random
import weakref
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine.actions import Action
from tabletop.engine.errors import MalformedActionError
from tabletop.engine.record import Step
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.remote.referee import normal_code
from tabletop.remote.seat import JoinedSeat
from tabletop.remote.wire import WireError
from tabletop.ui.controller import HUMAN, REMOTE
from tabletop.ui.shell.remote_commands import TRUST
from tabletop.ui.shell.remote_link import JoinLink

#: The action kind a joined record's step carries: the seat that moved is public, the move may not be.
MOVED = "moved"
#: The seat taken at each (address, code) while the app runs, so joining again asks for the same seat.
JOINED_SEATS: dict[tuple[str, str], int] = {}
#: The joined windows open in this app: a seat one of them still holds, connected, is not asked for
#: again when this app joins the same game once more (a second commander at the same computer).
OPEN_WINDOWS: weakref.WeakSet = weakref.WeakSet()


def seats_held(key: tuple[str, str]) -> set[int]:
    return {w.controller.seat for w in OPEN_WINDOWS if w.key == key and w.controller.link.is_open}


class JoinedRecord:
    """A joined seat's history as the tables read it: a step per update from the host, each with
    the events the seat was sent and a state sampled from its view. It takes nothing back itself:
    the host does, when every player agrees, and sends the position after."""

    def __init__(self, game: Any, names: list[str]):
        self.game, self.names = game, list(names)
        self.initial: Any = None
        self.steps: list[Step] = []

    @property
    def state(self) -> Any:
        return self.steps[-1].state if self.steps else self.initial

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps]

    def state_at(self, count: int) -> Any:
        return self.steps[count - 1].state if count else self.initial

    def can_redo(self) -> bool:
        return False

    def undo_blocked(self) -> str | None:
        return None if self.steps else "Nothing to undo yet."


class JoinedController(QObject):
    """What a table needs of a controller, for one seat of a game hosted elsewhere."""

    changed = Signal(object)
    refused = Signal(object, object)
    thinking = Signal(bool)
    failed = Signal(str)
    autosave_failed = Signal(str)

    def __init__(self, joined: JoinedSeat, link: JoinLink, parent: QObject | None = None):
        super().__init__(parent)
        self.joined, self.link = joined, link
        self.seat = joined.seat
        self.record = JoinedRecord(joined.game, joined.names)
        self.seats = [HUMAN if s == joined.seat else REMOTE for s in range(len(joined.names))]
        self.paused, self.autosave_path, self.computer_delay_ms = False, None, 0
        #: A joined player answers its own response offers (the host passes them when it goes on).
        self.auto_pass = False
        self._sent = False          # a move is on its way; the next update answers it
        link.updated.connect(self._on_update)

    def _on_update(self, message: dict[str, Any]) -> None:
        try:
            self.take_update(message)
        except WireError as error:
            self.link.leave()
            self.failed.emit(f"The host sent what this Tabletop cannot read: {error}")

    # ----- reading -------------------------------------------------------------------------
    @property
    def game(self):
        return self.record.game

    @property
    def state(self) -> Any:
        return self.record.state

    def view(self, seat: int | None) -> Any:
        if seat == self.seat:
            return self.joined.view
        return self.game.view(self.state, seat)

    def pending_seats(self) -> list[int]:
        return list(self.joined.waiting_for)

    def legal_actions(self, seat: int) -> list[Action]:
        return list(self.joined.legal) if seat == self.seat and not self._sent else []

    def validate(self, action: Action) -> Verdict:
        if action in self.legal_actions(self.seat):
            return ALLOWED
        try:
            verdict = self.game.validate(self.state, action)     # the rule's own sentence, when it has one
        except MalformedActionError as error:
            return Verdict(False, "malformed", str(error))
        if not verdict.ok:
            return verdict
        return refuse("waiting", "Wait for the host: it is not your move now.")

    def is_human(self, seat: int) -> bool:
        return seat == self.seat

    # ----- response windows (Hull Breach!): a joined player is alone at its screen ----------------
    def asked_seats(self) -> list[int]:
        """This seat, when the host offers it a response window: its own screen shows the offer."""
        return [self.seat] if any(d.quiet for d in self.joined.decisions) else []

    def claimant(self) -> int | None:
        """Nobody claims a window here: the respond key is for people sharing one screen."""
        return None

    def may_claim(self, seat: int) -> bool:
        return False

    def claim(self, seat: int) -> bool:
        return False

    def answer_claim(self) -> None:
        """Nothing to answer: no window is claimed at a joined seat."""

    @property
    def is_thinking(self) -> bool:
        return False

    # ----- writing -------------------------------------------------------------------------
    def submit(self, action: Action) -> Verdict:
        verdict = self.validate(action)
        if not verdict.ok:
            self.refused.emit(action, verdict)
            return verdict
        self._sent = True
        self.link.act(action, self.joined.position)
        return verdict

    def take_update(self, message: dict[str, Any]) -> None:
        """The host's update: read it all (``WireError`` when it does not read), then redraw."""
        self.joined.update(message)
        self._sent = False
        sample = self.game.determinize(self.joined.view, random.Random(self.joined.position))
        if self.record.initial is None:
            self.record.initial = sample
        else:
            mover = self.joined.mover if self.joined.mover is not None else self.seat
            self.record.steps.append(Step(Action(mover, MOVED), self.joined.events, sample))
        self.changed.emit(self.joined.events)

    def undo_blocked(self) -> str | None:
        if not self.link.is_open:
            return "The connection to the host is closed."
        if self.joined.over:
            return "The game is over."
        return self.record.undo_blocked()

    def undo_span(self) -> list[Step]:
        return []

    def undo(self) -> bool:
        """Ask the host to take back the last move: it asks every other player first, and the
        answer comes as ``link.undo_ended``. Nothing is taken back here (False)."""
        if self.undo_blocked() is None:
            self.link.ask_undo()
        return False

    def redo(self) -> bool:
        return False

    def schedule_computer(self) -> None:
        """No computer plays here: the host runs the other seats."""

    def autosave(self) -> bool:
        return False            # the host keeps the game

    def flush_autosave(self) -> None:
        """Nothing is saved on the joined side."""

    def stop(self) -> None:
        self.link.leave()

    def wait_idle(self, msecs: int = 0) -> bool:
        return True


class JoinedWindow(QMainWindow):
    """The table of one joined seat, its log and a line saying how the connection is."""

    def __init__(self, controller: JoinedController, address: str, parent: QWidget | None = None,
                 key: tuple[str, str] | None = None):
        super().__init__(parent)
        from tabletop.ui.board import create_table

        self.key = key
        OPEN_WINDOWS.add(self)

        self.setObjectName("joinedWindow")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.controller = controller
        game, seat = controller.game, controller.seat
        self.setWindowTitle(f"{game.info.name} — {controller.record.names[seat]} (joined at {address}) — Tabletop")
        self.table = create_table(controller, self)
        self.table.set_seat(seat)
        self.setCentralWidget(self.table)
        # A joined seat cannot start, rematch or save the host's game: the panel offers to close.
        panel = self.table.game_over
        for button in (panel.rematch_button, panel.new_game_button, panel.save_button):
            button.hide()
        panel.start_button.setText("Close")
        panel.start_button.setToolTip("Close this window (the host keeps the game)")
        panel.start_page_requested.connect(self.close)
        self.log = QListWidget(self)
        self.log.setObjectName("joinedLog")
        self.log.setWordWrap(True)                  # long lines wrap in the dock, never cut at its edge
        self.log.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        dock = QDockWidget("Game log", self)
        dock.setObjectName("joinedLogDock")
        dock.setWidget(self.log)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.status = QLabel("", self)
        self.statusBar().addWidget(self.status, 1)
        controller.changed.connect(self._on_changed)
        controller.link.closed.connect(self._on_closed)
        controller.failed.connect(self._on_closed)
        controller.link.refused.connect(lambda m: self.status.setText(f"The host refused: {m.get('reason', '')}"))
        controller.link.undo_asked.connect(self._ask_undo)
        controller.link.undo_ended.connect(self._undo_ended)
        self._undo_box: QMessageBox | None = None
        edit = self.menuBar().addMenu("&Edit")
        self.undo_action = edit.addAction("&Undo (ask the other players)", self.undo)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo_action.setStatusTip("Ask every other player to agree to take back your last move")
        self.resize(1280, 800)
        self.log.addItem(f"You sit at seat {seat + 1} ({controller.record.names[seat]}); the host's log "
                         "holds the moves before.")
        self._on_changed(controller.joined.events)

    def _on_changed(self, events) -> None:
        self.log.addItems([e.text for e in events])
        self.log.scrollToBottom()
        joined = self.controller.joined
        names = self.controller.record.names
        if joined.over and joined.outcome is not None:
            text = joined.outcome.text
        elif joined.to_decide:
            text = "Your move."
        else:
            text = "Waiting for " + ", ".join(names[s] for s in joined.waiting_for) + "."
        self.status.setText(f"{text} The host's computer knows everything in this game.")

    def undo(self) -> None:
        reason = self.controller.undo_blocked()
        if reason is None:
            self.controller.undo()
            reason = "Asked the other players to agree to take back your last move and any after it."
        self.status.setText(reason)

    def _ask_undo(self, ask: int, asker: int, lines: tuple) -> None:
        """Another player asks to take back a move: agree or not, in a box that leaves the table live."""
        self._close_undo_box()
        names = self.controller.record.names
        asker_name = names[asker] if 0 <= asker < len(names) else "Another player"
        box = QMessageBox(QMessageBox.Icon.Question, "Take back a move?",
                          f"{asker_name} asks to take back: {'; '.join(lines)}\n\nDo you agree?",
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("undoQuestion")
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.finished.connect(lambda result: self.controller.link.answer_undo(
            ask, result == QMessageBox.StandardButton.Yes))
        self._undo_box = box
        box.show()

    def _undo_ended(self, _ask: int, _taken: bool, text: str) -> None:
        self._close_undo_box()
        self.log.addItem(text)
        self.log.scrollToBottom()
        self.status.setText(text)

    def _close_undo_box(self) -> None:
        box, self._undo_box = self._undo_box, None
        if box is not None:
            box.finished.disconnect()
            box.close()
            box.deleteLater()

    def _on_closed(self, reason: str) -> None:
        if not self.controller.joined.over:
            self.status.setText(f"Disconnected: {reason}. File > Join a game… with the same code and "
                                f"seat {self.controller.seat + 1} takes your seat again.")

    def closeEvent(self, event) -> None:
        self.controller.stop()
        super().closeEvent(event)


class JoinDialog(QDialog):
    """The host's address and the join code; then the joined seat's window opens."""

    #: The window of the seat taken (the dialog closes itself then).
    joined = Signal(object)

    def __init__(self, registry: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.setWindowTitle("Join a game")
        self.registry = registry
        self.link: JoinLink | None = None
        self.controller: JoinedController | None = None
        self.window_opened: JoinedWindow | None = None
        layout = QVBoxLayout(self)
        intro = QLabel("Type the address the host's Tabletop shows (host:port) and the join code the host "
                       "tells you.", self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.address_edit = QLineEdit(self)
        self.address_edit.setPlaceholderText("192.168.1.20:47480")
        self.address_edit.setMaxLength(300)
        self.code_edit = QLineEdit(self)
        self.code_edit.setPlaceholderText("XXXXX-XXXXX")
        self.code_edit.setMaxLength(64)
        self.seat_box = QSpinBox(self)
        self.seat_box.setRange(0, 64)
        self.seat_box.setSpecialValueText("any open seat")
        self.seat_box.setToolTip("Joining again after a dropped connection: the seat you had")
        form.addRow("Address:", self.address_edit)
        form.addRow("Join code:", self.code_edit)
        form.addRow("Seat:", self.seat_box)
        self.code_edit.editingFinished.connect(self._remembered_seat)
        self.address_edit.editingFinished.connect(self._remembered_seat)
        layout.addLayout(form)
        trust = QLabel(TRUST, self)
        trust.setObjectName("trustNote")
        trust.setWordWrap(True)
        trust.setStyleSheet("font-weight: bold")
        layout.addWidget(trust)
        self.status_label = QLabel("", self)
        self.status_label.setObjectName("joinStatus")
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        layout.addStretch(1)
        self.buttons = QDialogButtonBox(self)
        self.join_button = self.buttons.addButton("Join", QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel).clicked.connect(self.reject)
        self.join_button.clicked.connect(self.start_joining)
        layout.addWidget(self.buttons)
        self.resize(460, 300)

    def _key(self) -> tuple[str, str]:
        return self.address_edit.text().strip(), normal_code(self.code_edit.text())

    def _remembered_seat(self) -> None:
        """Joining the same game again asks for the seat this app had in it."""
        key = self._key()
        seat = JOINED_SEATS.get(key)
        if seat is not None and seat not in seats_held(key):
            self.seat_box.setValue(seat + 1)

    def address(self) -> tuple[str, int] | None:
        host, colon, port = self.address_edit.text().strip().rpartition(":")
        if not colon or not host or not port.isdigit() or not 0 < int(port) <= 65535:
            return None
        return host.strip("[]"), int(port)

    def start_joining(self) -> None:
        address = self.address()
        if address is None:
            self.status_label.setText("The address is the host's computer and port, such as 192.168.1.20:47480.")
            return
        if not self.code_edit.text().strip():
            self.status_label.setText("Type the join code the host tells you.")
            return
        self._remembered_seat()
        self.join_button.setEnabled(False)
        self.status_label.setText(f"Connecting to {address[0]}:{address[1]}…")
        if self.link is not None:
            self.link.leave()
        self.link = link = JoinLink(self.parent() or self)
        link.welcomed.connect(self._on_welcome)
        link.closed.connect(self._on_closed)
        link.refused.connect(self._on_refused)
        seat = self.seat_box.value() - 1 if self.seat_box.value() else None
        link.join(address[0], address[1], self.code_edit.text().strip(), seat)

    def _on_refused(self, message: dict) -> None:
        """Refused before a seat was given (a seat taken or played before): say why, try again."""
        if self.controller is None:
            self.link.leave()
            self._on_closed(str(message.get("reason", "the host refused")))

    def _on_welcome(self, message: dict) -> None:
        try:
            seat = JoinedSeat.welcome(message, self.registry)
        except WireError as error:
            self.link.leave()
            self._on_closed(str(error))
            return
        JOINED_SEATS[self._key()] = seat.seat
        self.controller = controller = JoinedController(seat, self.link, self.link)
        controller.changed.connect(self._open_window)
        controller.failed.connect(self._on_closed)

    def _open_window(self) -> None:
        """The first update is in: the seat's table opens in a window of its own."""
        if self.window_opened is None:
            controller = self.controller
            controller.changed.disconnect(self._open_window)
            self.window_opened = JoinedWindow(controller, self.address_edit.text().strip(), self.parent(),
                                              key=self._key())
            self.window_opened.show()
            self.joined.emit(self.window_opened)
            self.accept()

    def _on_closed(self, reason: str) -> None:
        if self.window_opened is None:
            self.status_label.setText(f"Could not join: {reason}.")
            self.join_button.setEnabled(True)
