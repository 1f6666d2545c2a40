"""Hot-seat secrecy: when two people share the screen, one never sees the other's hand.

The curtain rises only when the table would otherwise show one player something that is
secret from them: the seat about to be shown sees a component (a hand card, a face-down
call) that another human seat may not see (``Game.hidden_from``), and that seat has not
taken the screen for itself behind a curtain. A cut, a coin toss or a phase where every hand
is public passes from one player to the other with no curtain; so does a second move by the
same player. Under the curtain the table is turned to no seat (``set_seat(None)``) and the
curtain says, in the engines' own sentences, what happened since the next player last
looked (only events every human seat may see, since both may be reading it), and what was
taken back since. Taking back a move the other player has seen waits for their agreement,
which the curtain asks for by name (``hot_seat_undo``).
Against the computer the table always shows the one human's seat and no curtain is needed.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QRect, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tabletop.ui import theme
from tabletop.ui.announce import announce
from tabletop.ui.controller import REMOTE, GameController
from tabletop.ui.shell import hot_seat_undo
from tabletop.ui.shell.curtain_summary import SummaryScroll
from tabletop.ui.shell.hot_seat_undo import UndoRequest

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
    #: What was taken back (or refused) since the seat last looked (``hot_seat_undo``).
    notes: tuple[str, ...] = ()


class Curtain(QWidget):
    """The cover; emits ``lifted`` on a click or key press once it is up.

    Besides who should take the screen it shows what the others did meanwhile, so the
    player coming back does not have to read the log to know where the game stands.
    """

    lifted = Signal()
    #: The answer to ``ask``: True when the player agrees.
    answered = Signal(bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAccessibleName("Hand-over curtain")
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
        self.summary_heading = QLabel("", self)
        self.summary_heading.setObjectName("curtainSummaryHeading")
        self.summary_heading.setWordWrap(True)
        self.summary = QLabel("", self)
        self.summary.setObjectName("curtainSummary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addSpacing(8)
        layout.addWidget(self.hint)
        layout.addWidget(self.detail)
        layout.addSpacing(18)
        layout.addWidget(self.summary_heading, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(4)
        #: The recap scrolls when the curtain has no room for all of it (``curtain_summary``).
        self.summary_scroll = SummaryScroll(self.summary, self)
        layout.addWidget(self.summary_scroll, 0, Qt.AlignmentFlag.AlignHCenter)
        self.answers = self._answer_buttons()
        layout.addSpacing(14)
        layout.addWidget(self.answers, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        #: True while the curtain asks a question (``ask``): only its answers lower it.
        self.asking = False
        self.on_theme_changed()
        theme.listen(self)
        self.hide()

    def _answer_buttons(self) -> QWidget:
        """Agree and Refuse, for ``ask``. They take no focus: Y and N on the curtain answer too."""
        row = QWidget(self)
        row.setObjectName("curtainAnswers")
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(16)
        self.agree_button = QPushButton("Agree: take it back (Y)", row)
        self.agree_button.setAccessibleName("Agree: take the moves back")
        self.refuse_button = QPushButton("Refuse: play on (N)", row)
        self.refuse_button.setAccessibleName("Refuse: play on")
        for button in (self.agree_button, self.refuse_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            layout.addWidget(button)
        self.agree_button.clicked.connect(lambda: self.answered.emit(True))
        self.refuse_button.clicked.connect(lambda: self.answered.emit(False))
        row.hide()
        return row

    def on_theme_changed(self) -> None:
        """Take the colours of the theme in force (``theme.current()``). The curtain paints its own
        dark ground, which the app style sheet knows nothing of (in high contrast the sheet turns
        light words black, for its light grounds), so its words' colours are set here: light on
        the slate curtain, and white on black with white-edged black answers in high contrast."""
        high = theme.current().high_contrast
        for label in (self.title, self.hint, self.detail):   # their sizes and plain colours: the sheet's
            label.setStyleSheet(f"color: {theme.WHITE};" if high else "")
        heading, summary = (theme.WHITE, theme.WHITE) if high else ("#ffffff", "#e3ecf4")
        self.summary_heading.setStyleSheet(f"color: {heading}; font-size: 13pt; font-weight: 600;")
        self.summary.setStyleSheet(f"color: {summary}; font-size: 12pt;")
        for button, colour in ((self.agree_button, "#2f6db5"), (self.refuse_button, "#4a5566")):
            ground, edge = ((theme.BLACK, f"2px solid {theme.WHITE}") if high
                            else (colour, "1px solid rgba(255,255,255,90)"))
            button.setStyleSheet(f"QPushButton {{ background: {ground}; color: {theme.WHITE}; font-size: 13pt;"
                                 f" font-weight: 600; padding: 8px 18px; border-radius: 8px; border: {edge}; }}")
        self.update()

    def show_for(self, name: str, summary: Summary = Summary(), *, same_player: bool = False) -> None:
        """Ask ``name`` to take the screen; ``same_player`` when they already have it but the
        table is about to show their secrets while the other player may be looking too."""
        self.title.setText(f"Only {name} should look now" if same_player else f"Pass to {name}")
        self._set_asking(False)
        self.set_summary(name, summary)
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self._speak()

    def ask(self, asked: str, question: str, lines: tuple[str, ...]) -> None:
        """Pass the screen to ``asked`` and put ``question`` to them about ``lines`` (the moves in
        question); ``answered`` carries the answer. Until then a click or key does not lower it."""
        self.title.setText(f"Pass to {asked}")
        self.hint.setText(question)
        self.detail.setText("Nothing is taken back unless you agree.")
        self.set_summary(asked, Summary(lines))
        self.summary_heading.setText("The move to take back:" if len(lines) == 1 else "The moves to take back:")
        self._set_asking(True)
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self._speak()

    def spoken_text(self) -> str:
        """What the curtain says, top to bottom, as one text: whose turn, what to do, what happened."""
        labels = (self.title, self.hint, self.detail, self.summary_heading, self.summary)
        return " ".join(label.text() for label in labels if not label.isHidden() and label.text())

    def _speak(self) -> None:
        """Name the curtain by whose turn it is and say all of it at once (it covers the table)."""
        self.setAccessibleName(f"Hand-over curtain: {self.title.text()}")
        self.setAccessibleDescription(self.spoken_text())
        announce(self, self.spoken_text(), assertive=True)

    def _set_asking(self, asking: bool) -> None:
        self.asking = asking
        self.answers.setVisible(asking)
        self.hint.setWordWrap(asking)
        self.setCursor(Qt.CursorShape.ArrowCursor if asking else Qt.CursorShape.PointingHandCursor)
        if not asking:
            self.hint.setText("Click or press any key when ready")
            self.detail.setText("The other player's cards stay hidden until then.")

    def set_summary(self, name: str, summary: Summary) -> None:
        shown = bool(summary.lines or summary.notes)
        self.summary_heading.setVisible(shown)
        self.summary.setVisible(shown)
        self.summary_scroll.setVisible(shown)
        if not shown:
            self.summary_heading.setText("")
            self.summary.setText("")
            return
        self.summary_heading.setText("The game so far:" if summary.first_look else f"Since {name} last looked:")
        lines = [f"• {line}" for line in (*summary.notes, *summary.lines)]
        if summary.earlier:
            events = "event is" if summary.earlier == 1 else "events are"
            lines.insert(0, f"({summary.earlier} earlier {events} in the game log.)")
        self.summary.setText("\n".join(lines))
        self._fit_summary()

    def _fit_summary(self) -> None:
        """A fixed column width, so the wrapped lines get the height they need (a word-wrapped
        label centred in a layout otherwise takes a narrow guess at its width)."""
        width = max(120, min(SUMMARY_WIDTH, self.width() - 48))
        for label in (self.summary_heading, self.summary_scroll):
            label.setFixedWidth(width)
        self.summary_scroll.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_summary()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        high = theme.current().high_contrast
        ground = QColor(theme.BLACK) if high else CURTAIN_COLOR
        tint = QColor(ground)
        tint.setAlpha(CURTAIN_ALPHA)
        painter.fillRect(self.rect(), tint)
        # The words sit on a solid card, so nothing of the table behind ever mixes with them.
        shown = [label for label in (self.title, self.hint, self.detail, self.summary_heading, self.summary_scroll,
                                     self.answers) if label.isVisible()]
        if shown:
            wide = max(label.width() if label.minimumWidth() == label.maximumWidth() or label is self.answers
                       else min(label.width(), label.fontMetrics().horizontalAdvance(label.text()))
                       for label in shown)   # the fixed summary, the answers, the words as long as they are
            width = min(self.width() - 16, wide + 56)
            top, bottom = shown[0].geometry().top() - 22, shown[-1].geometry().bottom() + 22
            card = QRect((self.width() - width) // 2, top, width, bottom - top).intersected(self.rect())
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QColor(theme.WHITE) if high else Qt.PenStyle.NoPen)
            painter.setBrush(ground)
            painter.drawRoundedRect(card, 14, 14)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and not self.asking:
            self.lifted.emit()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            event.ignore()  # let menu shortcuts (Ctrl+S, Ctrl+Q) through
            return
        if not self.asking:
            self.lifted.emit()
        elif event.key() == Qt.Key.Key_Y:
            self.answered.emit(True)
        elif event.key() in (Qt.Key.Key_N, Qt.Key.Key_Escape):
            self.answered.emit(False)
        event.accept()


class SeatDirector(QObject):
    """Decides which seat the window shows, and raises the curtain between two humans.

    ``seat_changed`` carries the seat every view should now draw for (None under the curtain).
    ``fixed_seat`` pins one seat (screenshots); then no curtain ever rises.
    """

    seat_changed = Signal(object)
    #: A sentence for the status bar (the answer to a question the curtain asked).
    message = Signal(str)

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
        #: The number of steps when the seat at the screen took it from another (``_previous``).
        self._handover = 0
        self._previous: int | None = None
        #: The seat that just answered the curtain's question, so is at the screen now.
        self._answerer: int | None = None
        self._notes: dict[int, list[str]] = {}  # seat -> what was taken back since it last looked
        #: An undo the curtain is asking another player to agree to.
        self.request: UndoRequest | None = None
        curtain.lifted.connect(self.lift)
        curtain.answered.connect(self.answer_undo)
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
        count = len(self.controller.record.steps)   # after an undo, fewer than anyone has seen
        self._looked = {seat: min(seen, count) for seat, seen in self._looked.items()}
        self._handover = min(self._handover, count)
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
        return Summary(tuple(lines[earlier:]), earlier, first_look, tuple(self._notes.get(seat, ())))

    def _show_curtain(self) -> None:
        seat = self.waiting_for
        if seat is None:
            return
        request = self.request
        if request is not None:
            question = hot_seat_undo.question(self._name(request.asker), self._name(request.asked))
            self.curtain.ask(self._name(request.asked), question, request.lines)
            return
        at_screen = self._answerer if self._answerer is not None else self._last_viewer
        self.curtain.show_for(self._name(seat), self.summary(seat), same_player=seat == at_screen)

    # ----- undo, asking the other player in hot seat ------------------------------------------
    def undo(self) -> tuple[bool, str]:
        """Take back the last move if the player at the screen may (``hot_seat_undo``), else ask
        the player who must agree, on the curtain. With the curtain switched off the players have
        chosen to play openly, and undo takes back the last move as against the computer.
        Returns whether it was taken back, and what the status bar should say (why not, or who
        is asked)."""
        controller = self.controller
        if self.request is not None:
            return False, hot_seat_undo.waiting_message(self._name(self.request.asked))
        if REMOTE in controller.seats and controller.ask_remote_undo is not None:
            # Hosted: every other player, here and on the other computers, is asked (``remote_host``).
            holder = self.viewer if self.viewer is not None else self._last_viewer
            if holder is None:
                if not self.humans():
                    return False, "Nobody plays at this computer; a joined player may ask to take back a move."
                holder = self.humans()[0]
            return False, controller.ask_remote_undo(holder)
        span = controller.undo_span()
        if not span:
            return False, controller.undo_blocked() or "Nothing to undo."
        holder = self.viewer if self.viewer is not None else self._last_viewer
        count = len(controller.record.steps)
        asked = None
        if self.hot_seat and self.curtain_enabled:
            asked = hot_seat_undo.who_must_agree(span, count - len(span), holder, self._handover, self._previous,
                                                 controller.is_human)
        if asked is None or holder is None:
            return controller.undo(), ""
        lines = hot_seat_undo.move_lines(span, self.humans(), self._name)
        self.request = UndoRequest(holder, asked, lines, count)
        self.waiting_for = asked
        self.viewer = None
        self.private = False
        self.seat_changed.emit(None)    # the asker's hand is covered before the other comes
        self._show_curtain()
        return False, hot_seat_undo.asked_message(self._name(holder), self._name(asked))

    def answer_undo(self, agreed: bool) -> None:
        """The asked player's answer: agreed, the moves are taken back; refused, nothing changes
        and the screen goes back to the asker. Each answer is kept for the recaps."""
        request, self.request = self.request, None
        if request is None:
            return
        asker, asked = self._name(request.asker), self._name(request.asked)
        self._answerer = request.asked
        steps = self.controller.record.steps
        if agreed and len(steps) == request.steps:
            for seat in self.humans():
                self._notes.setdefault(seat, []).extend(
                    hot_seat_undo.taken_back_note(asker, asked, line) for line in request.lines)
            self.controller.undo()      # the curtain then waits for whoever moves next
            text = f"{asked} agreed: taken back."
        else:
            if agreed:
                text = hot_seat_undo.moved_on_message()
            else:
                self._notes.setdefault(request.asker, []).extend(
                    hot_seat_undo.refused_note(asked, line) for line in request.lines)
                text = f"{asked} did not agree: nothing was taken back."
            self.waiting_for = request.asker       # the screen goes back to the one who asked
            self._show_curtain()
        self.message.emit(text)
        if not (self.curtain_enabled and self.needs_curtain(self.waiting_for)):
            self.lift()

    def lift(self) -> None:
        if self.waiting_for is None or self.request is not None:
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
        self._answerer = None
        if seat is not None:
            if seat != self._last_viewer:
                self._previous, self._handover = self._last_viewer, len(self.controller.record.steps)
            self._last_viewer = seat
            self._looked[seat] = len(self.controller.record.steps)
            self._notes.pop(seat, None)
        self.seat_changed.emit(seat)

    def _name(self, seat: int | None) -> str:
        names = self.controller.record.names
        return names[seat] if seat is not None and 0 <= seat < len(names) else "the next player"


__all__ = ["Curtain", "SeatDirector", "Summary"]
