"""What every game table offers the app shell, whatever the game.

The shell only knows this interface: whose eyes the table shows (``set_seat``), a read-only
look at the past (``show_snapshot`` / ``show_live``) and a ``message`` signal for its status
bar. Tables never change the game themselves: they call ``controller.submit`` and redraw on
``controller.changed``; a refusal is shown next to where the player acted, because a card
that silently snaps back teaches nothing.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEasingCurve, QPoint, QPropertyAnimation, Qt, QTimer, Signal
from PySide6.QtWidgets import QGraphicsOpacityEffect, QLabel, QMessageBox, QWidget

from tabletop.engine.verdict import Verdict

#: How long a refusal stays readable before it fades.
NOTICE_MS = 2500
NOTICE_FADE_MS = 450


class Notice(QLabel):
    """A short message floating over the table that fades out by itself."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("tableNotice")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet("#tableNotice { background: rgba(120, 24, 28, 230); color: white;"
                           " border: 1px solid rgba(255, 255, 255, 90); border-radius: 10px;"
                           " padding: 8px 14px; font-size: 15px; font-weight: 600; }")
        self._effect = QGraphicsOpacityEffect(self)
        self._effect.setOpacity(1.0)
        self.setGraphicsEffect(self._effect)
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self._fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self._fade.finished.connect(self.hide)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_fade)
        self.hide()

    def flash(self, text: str, centre: QPoint, duration_ms: int = NOTICE_MS) -> None:
        self._fade.stop()
        self._effect.setOpacity(1.0)
        self.setText(text)
        parent = self.parentWidget()
        width = min(520, max(200, parent.width() - 40))
        self.setFixedWidth(width)
        self.adjustSize()
        x = max(10, min(parent.width() - self.width() - 10, centre.x() - self.width() // 2))
        y = max(10, min(parent.height() - self.height() - 10, centre.y() - self.height() // 2))
        self.move(x, y)
        self.show()
        self.raise_()
        self._timer.start(duration_ms)

    def _start_fade(self) -> None:
        self._fade.setDuration(NOTICE_FADE_MS)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.start()


class GameTable(QWidget):
    """Base of every table: the seat shown, live or snapshot, refusals and redraws."""

    #: A sentence for the shell's status bar (refusals, hints).
    message = Signal(str)

    #: Ask before an action that hands the turn over; the shell sets it from the settings.
    confirm_end_turn = False

    def __init__(self, controller, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.seat: int | None = 0
        self._snapshot: Any = None
        self.notice = Notice(self)
        controller.changed.connect(self._on_changed)
        controller.refused.connect(self._on_refused)

    # ----- the shell's interface -----------------------------------------------------------
    def set_seat(self, seat: int | None) -> None:
        """Show the table through ``seat``'s eyes; None shows no private cards at all."""
        self.seat = seat
        self.refresh()

    def show_snapshot(self, view: Any) -> None:
        """Show a past position read-only: nothing can be dragged, clicked or keyed into the game."""
        self._snapshot = view
        self.refresh()

    def show_live(self) -> None:
        self._snapshot = None
        self.refresh()

    @property
    def is_live(self) -> bool:
        return self._snapshot is None

    def current_view(self) -> Any:
        """The view being drawn: the snapshot, or the live view of the set seat."""
        return self._snapshot if self._snapshot is not None else self.controller.view(self.seat)

    def refresh(self) -> None:
        """Redraw from the current view; subclasses draw, the base has nothing of its own."""

    def can_act(self) -> bool:
        """Whether input may reach the game: live, a real seat, and a human one."""
        return self.is_live and self.seat is not None and self.controller.is_human(self.seat)

    def act(self, action) -> Verdict:
        """Submit through the controller, refusing at once when the table is read-only.

        With "confirm before ending a turn" on, a legal action that hands the decision to
        somebody else is confirmed first; declining changes nothing.
        """
        if not self.is_live:
            verdict = Verdict(False, "read-only", "This is a past position; return to the game to play.")
            self.show_message(verdict.message)
            return verdict
        if (self.confirm_end_turn and self.controller.validate(action).ok and self.ends_turn(action)
                and not self.confirm(action)):
            verdict = Verdict(False, "cancelled", "Not played: your turn goes on.")
            self.show_message(verdict.message)
            return verdict
        return self.controller.submit(action)

    def ends_turn(self, action) -> bool:
        """Whether ``action`` leaves its seat with nothing more to decide (the engine says, by trying)."""
        game = self.controller.game
        state, _ = game.apply(self.controller.state, action)
        return not game.is_over(state) and all(d.seat != action.seat for d in game.pending(state))

    def confirm(self, action) -> bool:
        label = self.controller.game.describe_action(self.controller.state, action)
        answer = QMessageBox.question(
            self, "End your turn?", f"{label}: this ends your turn. Go ahead?",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    # ----- messages ------------------------------------------------------------------------
    def notice_anchor(self) -> QPoint:
        """Where refusals appear; tables put them next to the place the player acted."""
        return QPoint(self.width() // 2, self.height() // 2)

    def show_message(self, text: str, anchor: QPoint | None = None) -> None:
        self.notice.flash(text, anchor if anchor is not None else self.notice_anchor())
        self.message.emit(text)

    def notice_text(self) -> str:
        """The refusal currently shown, or "" once it has faded (tests and accessibility read it)."""
        return self.notice.text() if self.notice.isVisible() else ""

    # ----- controller signals --------------------------------------------------------------
    def _on_changed(self, events: Any) -> None:
        if self.is_live:
            self.refresh()
        self.on_events(tuple(events or ()))

    def on_events(self, events: tuple) -> None:
        """Tables that celebrate events (goals, breakaways) override this."""

    def _on_refused(self, action, verdict: Verdict) -> None:
        self.show_message(verdict.message)
        self.refresh()
