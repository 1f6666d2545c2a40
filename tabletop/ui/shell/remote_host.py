"""Hosting the game on screen for players on other computers: the host dialog and the host session.

The host plays as today; File > Host this game… chooses the seats other computers take and the
port, then shows this computer's addresses and the join code, once. ``HostSession`` ties the
game's ``GameController`` (the one write path, which autosaves) to a ``Referee`` and a
``HostLink``: a joined seat's move goes through ``controller.submit`` like a click, and every
change, from any seat, is published to the joined seats. A game saved with remote seats is
hosted again when it is continued (with a new code). Undo asks every other player, here and on
the other computers, and takes back only when all agree (``tabletop.remote.undo_vote``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tabletop.remote.referee import Referee, last_mover
from tabletop.remote.undo_vote import UndoEnd, UndoRefused, UndoVotes, ask_message, end_message
from tabletop.ui.controller import COMPUTER, HUMAN, REMOTE, GameController, seat_kind
from tabletop.ui.shell.remote_commands import TRUST
from tabletop.ui.shell.remote_link import HostLink

#: The port offered first (any free port above 1024 would do; this one is easy to say aloud).
DEFAULT_PORT = 47480


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses other computers may reach (loopback left out)."""
    found = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback():
            found.append(address.toString())
    return found or ["127.0.0.1"]


class HostSession(QObject):
    """One hosted game: the referee and the listening link, living as long as the game's session."""

    #: Who sits at the remote seats changed; the text says who is here and who is awaited.
    seats_changed = Signal(str)
    #: A sentence for the host's status bar (how a question to take back a move ended).
    notice = Signal(str)

    def __init__(self, controller: GameController, remote_seats: Sequence[int], parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        record = controller.record
        self.referee = Referee(controller.game, remote_seats, lambda: controller.state, controller.submit,
                               mover=lambda: last_mover(record.steps))
        self.link = HostLink(self.referee, self)
        controller.changed.connect(self.link.publish)
        self.link.seats_changed.connect(lambda: self.seats_changed.emit(self.seats_text()))
        # Undo: every other player agrees first.
        self.votes = UndoVotes()
        self._boxes: list[QMessageBox] = []
        controller.ask_remote_undo = self.ask_undo
        self.referee.ask_undo = lambda seat: self._ask(seat)[1]
        self.referee.answer_undo = self.answer_undo
        controller.changed.connect(lambda _events: self._end(self.votes.moved(len(record.steps))))
        self.link.seats_changed.connect(self._check_left)

    @property
    def code(self) -> str:
        return self.referee.code

    def listen(self, port: int) -> int:
        """Listen (OSError with the reason when the port cannot be had); then the remote seats
        are the controller's, so no computer thinks for them and the autosave names them."""
        taken = self.link.listen(port, QHostAddress(QHostAddress.SpecialAddress.AnyIPv4))
        seats = self.controller.seats
        for seat in range(len(seats)):
            if seat in self.referee.remote_seats:
                seats[seat] = REMOTE
            elif seats[seat] == REMOTE:
                seats[seat] = HUMAN
        return taken

    def seats_text(self) -> str:
        names = self.controller.record.names
        parts = [f"{names[s]}: {'here' if self.referee.seat_holder(s) is not None else 'waiting to join'}"
                 for s in self.referee.remote_seats]
        return "; ".join(parts) or "Every seat is played on this computer now."

    def give_to_computer(self) -> list[int]:
        """The remote seats nobody sits at are the computer's from now on (a friend who is not
        coming back); the seats given, and the table goes on."""
        empty = self.referee.empty_seats()
        self.referee.remote_seats = tuple(s for s in self.referee.remote_seats if s not in empty)
        for seat in empty:
            self.controller.seats[seat] = f"{COMPUTER}:normal"
        if empty:
            self.controller.autosave()
            self.seats_changed.emit(self.seats_text())
            self.controller.schedule_computer()
        return empty

    def stop(self) -> None:
        self.link.close()

    # ----- taking back a move, with everyone's agreement ------------------------------------
    def _name(self, seat: int) -> str:
        return self.controller.record.names[seat]

    def ask_undo(self, seat: int) -> str:
        """The player at this computer at ``seat`` asks; the status bar's sentence."""
        return self._ask(seat)[0]

    def _ask(self, asker: int) -> tuple[str, str | None]:
        """Ask the other players for ``asker``: (what the asker is told here, and a refusal's
        sentence for a joined asker, or None when the question went out or the move was taken
        back at once)."""
        controller = self.controller
        referee = self.referee
        persons = [s for s in range(len(controller.seats)) if controller.is_person(s)]
        try:
            question = self.votes.open(controller.record, asker, persons,
                                       lambda s: s in referee.remote_seats and referee.seat_holder(s) is None,
                                       self._name)
        except UndoRefused as refusal:
            return str(refusal), str(refusal)
        voters = question.asked
        if not voters:          # nobody else plays: as against the computer alone
            end = self.votes.settle(self._name)
            self._end(end)
            return end.text, None
        remote = [s for s in voters if s in self.referee.remote_seats]
        self.referee.tell(remote, ask_message(question))
        self.link.flush()
        for seat in voters:
            if seat not in self.referee.remote_seats:
                self._ask_here(question.ask, asker, seat, question.lines)
        return (f"Asked {' and '.join(self._name(s) for s in voters)} to agree to take back your last move"
                + (" and the moves after it." if len(question.lines) > 1 else "."), None)

    def _ask_here(self, ask: int, asker: int, seat: int, lines: tuple[str, ...]) -> None:
        """A player at this computer is asked in a box of its own (not modal: the table stays live)."""
        box = QMessageBox(QMessageBox.Icon.Question, "Take back a move?",
                          f"{self._name(asker)} asks to take back: {'; '.join(lines)}\n\n"
                          f"{self._name(seat)}, do you agree?",
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          QApplication.activeWindow())
        box.setObjectName("undoQuestion")
        box.setAccessibleName(f"{self._name(seat)}: take back a move?")
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.finished.connect(lambda result: self.answer_undo(
            seat, ask, result == QMessageBox.StandardButton.Yes))
        self._boxes.append(box)
        box.show()

    def answer_undo(self, seat: int, ask: int, agree: bool) -> None:
        """An asked player's answer (a joined seat's, or one given here)."""
        self._end(self.votes.answer(seat, ask, agree, len(self.controller.record.steps), self._name))

    def _check_left(self) -> None:
        question = self.votes.question
        for seat in sorted(question.waiting) if question is not None else ():
            if seat in self.referee.remote_seats and self.referee.seat_holder(seat) is None:
                self._end(self.votes.left(seat, self._name))
                return

    def _end(self, end: UndoEnd | None) -> None:
        """A question ended: take back when all agreed, then tell every player how it ended."""
        if end is None:
            return
        boxes, self._boxes = self._boxes, []
        for box in boxes:
            box.finished.disconnect()
            box.close()
            box.deleteLater()
        if end.taken:
            self.controller.undo(agreed_moves=end.back)       # publishes the new position to every seat
        self.referee.tell(self.referee.remote_seats, end_message(end))
        self.link.flush()
        self.notice.emit(end.text)


class HostDialog(QDialog):
    """Which seats play from other computers and on which port; then the address and the code."""

    def __init__(self, controller: GameController, parent: QWidget | None = None, remote: Sequence[int] = ()):
        super().__init__(parent)
        self.setObjectName("hostDialog")
        self.setWindowTitle("Host this game")
        self.controller = controller
        self.session: HostSession | None = None
        self.setMinimumWidth(520)
        self.pages = QStackedWidget(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)

        choose = QWidget(self.pages)
        form = QVBoxLayout(choose)
        intro = QLabel("Friends on other computers take the seats you tick: they choose File > Join a game… "
                       "and type this computer's address and the join code shown next.", choose)
        intro.setWordWrap(True)
        form.addWidget(intro)
        self.seat_boxes: list[QCheckBox] = []
        names = controller.record.names
        for seat, spec in enumerate(controller.seats):
            who = {HUMAN: "plays here", COMPUTER: "the computer", REMOTE: "on another computer"}[seat_kind(spec)]
            box = QCheckBox(f"Seat {seat + 1}: {names[seat]} ({who})", choose)
            box.setChecked(seat in remote or seat_kind(spec) == REMOTE)
            box.toggled.connect(self._update_buttons)
            self.seat_boxes.append(box)
            form.addWidget(box)
        ports = QFormLayout()
        self.port_box = QSpinBox(choose)
        self.port_box.setRange(0, 65535)
        self.port_box.setSpecialValueText("any free port")
        self.port_box.setValue(DEFAULT_PORT)
        ports.addRow("Port:", self.port_box)
        form.addLayout(ports)
        self.trust_label = QLabel(TRUST, choose)
        self.trust_label.setObjectName("trustNote")
        self.trust_label.setWordWrap(True)
        self.trust_label.setStyleSheet("font-weight: bold")
        form.addWidget(self.trust_label)
        self.error_label = QLabel("", choose)
        self.error_label.setWordWrap(True)
        self.error_label.setObjectName("hostError")
        form.addWidget(self.error_label)
        form.addStretch(1)
        self.pages.addWidget(choose)

        shown = QWidget(self.pages)
        info = QVBoxLayout(shown)
        self.address_label = QLabel("", shown)
        self.address_label.setWordWrap(True)
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        info.addWidget(self.address_label)
        self.code_label = QLabel("", shown)
        self.code_label.setObjectName("joinCode")
        self.code_label.setStyleSheet("font-size: 22pt; font-weight: bold; letter-spacing: 2px")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        info.addWidget(self.code_label, alignment=Qt.AlignmentFlag.AlignHCenter)
        once = QLabel("The code is shown only now. Tell it to your friends yourself (not in a public place): "
                      "anyone with the address and the code can take an open seat. It does not encrypt "
                      "the game.", shown)
        once.setWordWrap(True)
        info.addWidget(once)
        self.seats_label = QLabel("", shown)
        self.seats_label.setWordWrap(True)
        info.addWidget(self.seats_label)
        self.computer_button = QPushButton("Computer plays the empty seats", shown)
        self.computer_button.setToolTip("For a friend who is not coming back: the computer (Normal) takes "
                                        "every joined seat nobody sits at, for the rest of the game")
        self.computer_button.clicked.connect(lambda: self.session is not None and self.session.give_to_computer())
        info.addWidget(self.computer_button, alignment=Qt.AlignmentFlag.AlignLeft)
        trust = QLabel(TRUST, shown)
        trust.setWordWrap(True)
        trust.setStyleSheet("font-weight: bold")
        info.addWidget(trust)
        info.addStretch(1)
        self.pages.addWidget(shown)

        self.buttons = QDialogButtonBox(self)
        self.host_button = self.buttons.addButton("Host", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.host_button.clicked.connect(self.start_hosting)
        self.cancel_button.clicked.connect(self.reject)
        layout.addWidget(self.buttons)
        self._update_buttons()

    def remote_seats(self) -> list[int]:
        return [seat for seat, box in enumerate(self.seat_boxes) if box.isChecked()]

    def _update_buttons(self) -> None:
        self.host_button.setEnabled(bool(self.remote_seats()))

    def start_hosting(self) -> HostSession | None:
        """Listen with the seats ticked; on success show the address and the code (else say why)."""
        session = HostSession(self.controller, self.remote_seats(), self.controller)
        try:
            port = session.listen(self.port_box.value())
        except OSError as error:
            session.deleteLater()
            self.error_label.setText(f"{error}. Choose another port.")
            return None
        self.show_hosting(session, port)
        return session

    def show_hosting(self, session: HostSession, port: int) -> None:
        self.session = session
        addresses = ", ".join(f"{a}:{port}" for a in local_addresses())
        self.address_label.setText(f"Hosting on port {port}. This computer's address: {addresses}")
        self.code_label.setText(session.code)
        self.seats_label.setText(session.seats_text())
        session.seats_changed.connect(self.seats_label.setText)
        window = self.parentWidget()
        if window is not None and hasattr(window, "statusBar"):
            session.notice.connect(lambda text: window.statusBar().showMessage(text, 15_000))
        self.pages.setCurrentIndex(1)
        # The dialog fits the code page alone (a stack is as tall as its tallest page otherwise).
        self.pages.widget(0).setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.adjustSize()
        self.host_button.hide()
        self.cancel_button.setText("Close")
        self.cancel_button.clicked.disconnect()
        self.cancel_button.clicked.connect(self.accept)
        self.controller.autosave()          # the save now says which seats are remote
        self.controller.changed.emit(())    # the table and the curtain see who plays here now

