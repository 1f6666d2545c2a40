"""Hot-seat secrecy: when two people share the screen, one never sees the other's hand.

When the decision passes from one human seat to another, an opaque curtain covers the
window and the table is turned to no seat at all (``set_seat(None)``: nothing private is
drawn). Only when the next player clicks or presses a key is the table turned to their seat.
Against the computer the table always shows the one human's seat and no curtain is needed.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tabletop.ui.controller import GameController

CURTAIN_COLOR = QColor("#1d2a36")


class Curtain(QWidget):
    """The opaque cover; emits ``lifted`` on a click or key press once it is up."""

    lifted = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        layout = QVBoxLayout(self)
        layout.addStretch(3)
        self.title = QLabel("", self)
        self.title.setObjectName("curtainTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = QLabel("Click or press any key when ready", self)
        self.hint.setObjectName("curtainHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel("The other player's cards stay hidden until then.", self)
        self.detail.setObjectName("curtainDetail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.hint)
        layout.addWidget(self.detail)
        layout.addStretch(4)
        self.hide()

    def show_for(self, name: str) -> None:
        self.title.setText(f"Pass to {name}")
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), CURTAIN_COLOR)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.lifted.emit()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            event.ignore()  # let menu shortcuts (Ctrl+S, Ctrl+Q) through
            return
        self.lifted.emit()
        event.accept()


class SeatDirector(QObject):
    """Decides which seat the window shows, and raises the curtain between two humans.

    ``seat_changed`` carries the seat every view should now draw for (None under the curtain).
    ``fixed_seat`` pins one seat (screenshots); then no curtain ever rises.
    """

    seat_changed = Signal(object)

    def __init__(self, controller: GameController, curtain: Curtain, curtain_enabled: bool = True,
                 fixed_seat: int | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        self.curtain = curtain
        self.curtain_enabled = curtain_enabled
        self.fixed_seat = fixed_seat
        self.viewer: int | None = None  # the seat shown now; None while the curtain is up
        self.waiting_for: int | None = None  # the seat the curtain waits for
        self._last_viewer: int | None = None
        curtain.lifted.connect(self.lift)
        controller.changed.connect(self.update_seat)

    def humans(self) -> list[int]:
        return [s for s in range(len(self.controller.seats)) if self.controller.is_human(s)]

    @property
    def hot_seat(self) -> bool:
        return self.fixed_seat is None and len(self.humans()) >= 2

    @property
    def curtain_up(self) -> bool:
        return self.waiting_for is not None

    def target_seat(self) -> int | None:
        """The human who should be at the screen now."""
        if self.fixed_seat is not None:
            return self.fixed_seat
        humans = self.humans()
        if not humans:
            return None  # computer against computer: watch as a spectator
        if len(humans) == 1:
            return humans[0]
        pending = [s for s in self.controller.pending_seats() if self.controller.is_human(s)]
        current = self.waiting_for if self.waiting_for is not None else self._last_viewer
        if current in pending:
            return current
        if pending:
            return pending[0]
        return current if current is not None else humans[0]

    def start(self) -> None:
        """Show the first seat; in hot-seat play the first player is asked to take the screen."""
        self.update_seat(force_curtain=True)

    def update_seat(self, _events=None, force_curtain: bool = False) -> None:
        target = self.target_seat()
        if self.curtain_up:
            if target != self.waiting_for:
                self.waiting_for = target
                self.curtain.show_for(self._name(target))
            return
        if target == self.viewer and not force_curtain:
            return
        if self.hot_seat and self.curtain_enabled and target is not None:
            self.raise_curtain(target)
        else:
            self._show(target)

    def raise_curtain(self, seat: int) -> None:
        self.waiting_for = seat
        self.viewer = None
        self.seat_changed.emit(None)
        self.curtain.show_for(self._name(seat))

    def lift(self) -> None:
        if self.waiting_for is None:
            return
        seat = self.waiting_for
        self.waiting_for = None
        self.curtain.hide()
        self._show(seat)

    def set_curtain_enabled(self, enabled: bool) -> None:
        self.curtain_enabled = enabled
        if not enabled:
            self.lift()

    def _show(self, seat: int | None) -> None:
        self.viewer = seat
        if seat is not None:
            self._last_viewer = seat
        self.seat_changed.emit(seat)

    def _name(self, seat: int | None) -> str:
        names = self.controller.record.names
        return names[seat] if seat is not None and 0 <= seat < len(names) else "the next player"
