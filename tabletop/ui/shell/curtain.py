"""Hot-seat secrecy: when two people share the screen, one never sees the other's hand.

The curtain rises only when the table would otherwise show one player something that is
secret from them: the seat about to be shown sees a component (a hand card, a face-down
call) that another human seat may not see (``Game.hidden_from``), and that seat has not
taken the screen for itself behind a curtain. A cut, a coin toss or a phase where every hand
is public passes from one player to the other with no curtain; so does a second move by the
same player. Under the curtain the table is turned to no seat (``set_seat(None)``) and the
curtain says, in the engines' own sentences, what happened since the next player last
looked (only events every human seat may see, since both may be reading it).
Against the computer the table always shows the one human's seat and no curtain is needed.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QRect, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tabletop.ui.controller import GameController

CURTAIN_COLOR = QColor("#1d2a36")
#: How much of the table shows through the curtain. Under the curtain the table is drawn for no
#: seat (nothing private), so the public position (pile, board, score) may stay dimly in view:
#: the player coming to the screen sees where the game stands before taking it.
CURTAIN_ALPHA = 205
#: The most events the curtain lists; older ones are left to the game log.
SUMMARY_LINES = 8
#: The summary column's widest, so lines stay short enough to read at a glance.
SUMMARY_WIDTH = 640


@dataclass(frozen=True, slots=True)
class Summary:
    """What happened since a seat last looked, in the engines' sentences, newest last.

    ``earlier`` counts the events left out because only the last ``SUMMARY_LINES`` are shown.
    ``first_look`` is True when the seat has not looked at this game yet.
    """

    lines: tuple[str, ...] = ()
    earlier: int = 0
    first_look: bool = False


class Curtain(QWidget):
    """The cover; emits ``lifted`` on a click or key press once it is up.

    Besides who should take the screen it shows what the others did meanwhile, so the
    player coming back does not have to read the log to know where the game stands.
    """

    lifted = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel("", self)
        self.title.setObjectName("curtainTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.hint = QLabel("Click or press any key when ready", self)
        self.hint.setObjectName("curtainHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel("The other player's cards stay hidden until then.", self)
        self.detail.setObjectName("curtainDetail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        # The summary's colours are set here: the style sheet's default label colour is dark.
        self.summary_heading = QLabel("", self)
        self.summary_heading.setObjectName("curtainSummaryHeading")
        self.summary_heading.setStyleSheet("color: #ffffff; font-size: 13pt; font-weight: 600;")
        self.summary_heading.setWordWrap(True)
        self.summary = QLabel("", self)
        self.summary.setObjectName("curtainSummary")
        self.summary.setStyleSheet("color: #e3ecf4; font-size: 12pt;")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addSpacing(8)
        layout.addWidget(self.hint)
        layout.addWidget(self.detail)
        layout.addSpacing(18)
        layout.addWidget(self.summary_heading, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(4)
        layout.addWidget(self.summary, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.hide()

    def show_for(self, name: str, summary: Summary = Summary(), *, same_player: bool = False) -> None:
        """Ask ``name`` to take the screen; ``same_player`` when they already have it but the
        table is about to show their secrets while the other player may be looking too."""
        self.title.setText(f"Only {name} should look now" if same_player else f"Pass to {name}")
        self.set_summary(name, summary)
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_summary(self, name: str, summary: Summary) -> None:
        shown = bool(summary.lines)
        self.summary_heading.setVisible(shown)
        self.summary.setVisible(shown)
        if not shown:
            self.summary_heading.setText("")
            self.summary.setText("")
            return
        self.summary_heading.setText("The game so far:" if summary.first_look else f"Since {name} last looked:")
        lines = [f"• {line}" for line in summary.lines]
        if summary.earlier:
            events = "event is" if summary.earlier == 1 else "events are"
            lines.insert(0, f"({summary.earlier} earlier {events} in the game log.)")
        self.summary.setText("\n".join(lines))
        self._fit_summary()

    def _fit_summary(self) -> None:
        """A fixed column width, so the wrapped lines get the height they need (a word-wrapped
        label centred in a layout otherwise takes a narrow guess at its width)."""
        width = max(120, min(SUMMARY_WIDTH, self.width() - 48))
        for label in (self.summary_heading, self.summary):
            label.setFixedWidth(width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_summary()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        tint = QColor(CURTAIN_COLOR)
        tint.setAlpha(CURTAIN_ALPHA)
        painter.fillRect(self.rect(), tint)
        # The words sit on a solid card, so nothing of the table behind ever mixes with them.
        shown = [label for label in (self.title, self.hint, self.detail, self.summary_heading, self.summary)
                 if label.isVisible()]
        if shown:
            wide = max(label.width() if label.minimumWidth() == label.maximumWidth()   # the fixed summary
                       else label.fontMetrics().horizontalAdvance(label.text()) for label in shown)
            width = min(self.width() - 16, wide + 56)
            top, bottom = shown[0].geometry().top() - 22, shown[-1].geometry().bottom() + 22
            card = QRect((self.width() - width) // 2, top, width, bottom - top).intersected(self.rect())
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(CURTAIN_COLOR)
            painter.drawRoundedRect(card, 14, 14)
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
        #: True when the viewer took the screen by lifting the curtain, so the others are away;
        #: False when it passed without one and anybody may be watching.
        self.private = False
        self._last_viewer: int | None = None
        self._looked: dict[int, int] = {}  # seat -> the number of steps it had seen when last shown
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

    def exposes(self, seat: int) -> bool:
        """Whether the table turned to ``seat`` shows a component another human seat may not see.

        Read from the engine's ``hidden_from``, which the contract tests hold to ``view``: what
        is hidden from some other human but not from ``seat`` is a secret of ``seat``'s.
        """
        game, state = self.controller.game, self.controller.state
        own = game.hidden_from(state, seat)
        return any(game.hidden_from(state, other) - own for other in self.humans() if other != seat)

    def needs_curtain(self, seat: int | None) -> bool:
        """A curtain for ``seat``: two humans share the screen, ``seat`` has a secret the other may
        not see, and ``seat`` has not already taken the screen for itself."""
        if seat is None or not (self.hot_seat and self.curtain_enabled):
            return False
        if seat == self.viewer and self.private:
            return False  # the same player goes on, alone at the screen
        return self.exposes(seat)

    def start(self) -> None:
        """Show the first seat; the first player is asked to take the screen only if their view
        holds a secret."""
        target = self.target_seat()
        if self.needs_curtain(target):
            self.raise_curtain(target)
        else:
            self._show(target, private=False)

    def update_seat(self, _events=None) -> None:
        target = self.target_seat()
        if self.curtain_up:
            if target is not None and target != self.waiting_for:
                self.waiting_for = target
            self._show_curtain()  # the summary follows undo and redo too
            return
        if target == self.viewer and target is not None:
            self._looked[target] = len(self.controller.record.steps)
        if self.needs_curtain(target):
            self.raise_curtain(target)
        elif target != self.viewer:
            self._show(target, private=False)

    def raise_curtain(self, seat: int) -> None:
        self.waiting_for = seat
        self.viewer = None
        self.private = False
        self.seat_changed.emit(None)
        self._show_curtain()

    def summary(self, seat: int) -> Summary:
        """Events since ``seat`` was last shown, limited to those every human seat may see: the
        curtain is read by whoever is at the screen, so a private line would leak."""
        steps = self.controller.record.steps
        first_look = seat not in self._looked
        start = min(self._looked.get(seat, 0), len(steps))
        humans = self.humans()
        lines = [e.text for step in steps[start:] for e in step.events
                 if all(e.visible_to(h) for h in humans)]
        earlier = max(0, len(lines) - SUMMARY_LINES)
        return Summary(tuple(lines[earlier:]), earlier, first_look)

    def _show_curtain(self) -> None:
        seat = self.waiting_for
        if seat is None:
            return
        self.curtain.show_for(self._name(seat), self.summary(seat), same_player=seat == self._last_viewer)

    def lift(self) -> None:
        if self.waiting_for is None:
            return
        seat = self.waiting_for
        self.waiting_for = None
        self.curtain.hide()
        self._show(seat, private=True)

    def set_curtain_enabled(self, enabled: bool) -> None:
        self.curtain_enabled = enabled
        if not enabled:
            self.lift()

    def _show(self, seat: int | None, private: bool) -> None:
        self.viewer = seat
        self.private = private
        if seat is not None:
            self._last_viewer = seat
            self._looked[seat] = len(self.controller.record.steps)
        self.seat_changed.emit(seat)

    def _name(self, seat: int | None) -> str:
        names = self.controller.record.names
        return names[seat] if seat is not None and 0 <= seat < len(names) else "the next player"


__all__ = ["Curtain", "SeatDirector", "Summary"]
