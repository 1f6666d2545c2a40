"""What every game table offers the app shell, whatever the game.

The shell only knows this interface: whose eyes the table shows (``set_seat``), a read-only
look at the past (``look_back`` / ``show_snapshot`` / ``show_live``) and a ``message`` signal
for its status bar. Tables never change the game themselves: they call ``controller.submit``
and redraw on ``controller.changed``; a refusal is shown next to where the player acted,
because a card that silently snaps back teaches nothing.

What lies over every table is kept here, once, so no game draws its own: the refusal notice,
the look-back frame and bar (``lookback``), and the game-over panel (``game_over``). After
every redraw they are put back on top of whatever the table raised (its prompt panel, its
buttons), the notice highest of all, so a refusal is never hidden.
"""

from __future__ import annotations

import functools
from typing import Any

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPoint, QPropertyAnimation, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsOpacityEffect, QLabel, QMessageBox, QWidget

from tabletop.engine.verdict import Verdict
from tabletop.ui import theme
from tabletop.ui.board.common.game_over import GameOverPanel, GameResult
from tabletop.ui.board.common.lookback import READ_ONLY_MESSAGE, LookBackBar, LookBackFrame, Moment
from tabletop.ui.board.common.words_now import outdated

#: How long a refusal stays readable before it fades, at the least and per character.
NOTICE_MS = 2500
NOTICE_MS_PER_CHAR = 55
NOTICE_FADE_MS = 450

#: Keys that scrub through the past while looking back, and the step each takes.
_SCRUB_KEYS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}
#: Keys that keep their usual meaning while looking back (moving the keyboard focus).
_FREE_KEYS = {Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt,
              Qt.Key.Key_Meta}
_PRESSES = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)


class Notice(QLabel):
    """A short message floating over the table that fades out by itself."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("tableNotice")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet("#tableNotice { background: rgba(120, 24, 28, 240); color: white;"
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

    def flash(self, text: str, centre: QPoint, duration_ms: int | None = None) -> None:
        """Show ``text`` whole, wrapped to fit the table, near ``centre``; a long one stays longer."""
        self._fade.stop()
        self._effect.setOpacity(1.0)
        self.setText(text)
        parent = self.parentWidget()
        width = min(520, max(200, parent.width() - 40))
        self.setFixedWidth(width)
        self.setFixedHeight(min(self.heightForWidth(width), max(40, parent.height() - 20)))
        x = max(10, min(parent.width() - self.width() - 10, centre.x() - self.width() // 2))
        y = max(10, min(parent.height() - self.height() - 10, centre.y() - self.height() // 2))
        self.move(x, y)
        self.show()
        self.raise_()
        if duration_ms is None:
            duration_ms = max(NOTICE_MS, NOTICE_MS_PER_CHAR * len(text))
        self._timer.start(duration_ms)

    def dismiss(self) -> None:
        """Take the message away at once: what it said is no longer true."""
        self._timer.stop()
        self._fade.stop()
        self.hide()

    def _start_fade(self) -> None:
        self._fade.setDuration(NOTICE_FADE_MS)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.start()


class GameTable(QWidget):
    """Base of every table: the seat shown, live or looking back, refusals, game over."""

    #: A sentence for the shell's status bar (refusals, hints).
    message = Signal(str)
    #: Looking back started, moved to another move, or ended: read ``moment`` for which.
    look_back_changed = Signal()

    #: Ask before an action that hands the turn over; the shell sets it from the settings.
    confirm_end_turn = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every table's own ``refresh`` ends with the shared overlays put back on top, so a
        table that raises its prompt panel or buttons while drawing cannot bury a refusal,
        the look-back bar or the game-over panel, and no table has to remember to."""
        super().__init_subclass__(**kwargs)
        draw = cls.__dict__.get("refresh")
        if draw is None or getattr(draw, "keeps_overlays", False):
            return

        @functools.wraps(draw)
        def refresh(self: GameTable, *args: Any, **kwargs: Any) -> Any:
            result = draw(self, *args, **kwargs)
            self.sync_overlays()
            return result

        refresh.keeps_overlays = True  # type: ignore[attr-defined]
        cls.refresh = refresh  # type: ignore[method-assign]

    def __init__(self, controller, parent: QWidget | None = None):
        super().__init__(parent)
        if hasattr(self, "on_theme_changed"):      # the tables drawn in a scene follow the scale
            theme.listen(self)
        self.controller = controller
        self.seat: int | None = 0
        self._snapshot: Any = None
        #: The move a look-back shows (None: a position without a number, or live play).
        self._move: int | None = None
        self._next_move: int | None = None
        self._filtering = False
        self.look_back_frame = LookBackFrame(self)
        self.look_back_bar = LookBackBar(self)
        self.look_back_bar.earlier.connect(lambda: self.step_back(-1))
        self.look_back_bar.later.connect(lambda: self.step_back(1))
        self.look_back_bar.live.connect(self.return_to_live)
        self.game_over = GameOverPanel(self)
        self.notice = Notice(self)
        controller.changed.connect(self._on_changed)
        controller.refused.connect(self._on_refused)
        self.installEventFilter(self)

    # ----- the shell's interface -----------------------------------------------------------
    def set_seat(self, seat: int | None) -> None:
        """Show the table through ``seat``'s eyes; None shows no private cards at all. A refusal
        shown to the seat before goes with it."""
        self.seat = seat
        self.notice.dismiss()
        self.refresh()

    def look_back(self, move: int) -> None:
        """Show the position after ``move`` actions, through the shown seat's eyes, read-only."""
        record = self.controller.record
        move = max(0, min(move, len(record.steps)))
        view = self.controller.game.view(record.state_at(move), self.seat)
        self._next_move = move
        self.show_snapshot(view)

    def show_snapshot(self, view: Any) -> None:
        """Show a past position read-only: nothing can be dragged, clicked or keyed into the game."""
        entering = self._snapshot is None
        self._snapshot = view
        self._move, self._next_move = self._next_move, None
        if entering:
            self.stop_celebrations()
            self._watch_input(True)
        self.refresh()
        if entering:
            # The arrow keys scrub from here on, wherever the click that chose the moment was.
            self.look_back_bar.live_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.look_back_changed.emit()

    def show_live(self) -> None:
        was_live = self._snapshot is None
        self._snapshot = None
        self._move = None
        self._watch_input(False)
        self.refresh()
        if not was_live:
            self.look_back_changed.emit()

    def return_to_live(self) -> None:
        """Leave the look-back (the bar's button, Esc)."""
        self.show_live()

    def step_back(self, step: int) -> None:
        """Scrub: the move before (-1) or after (+1); stepping past the newest move is live play."""
        if self._move is None:
            return
        target = self._move + step
        if target >= len(self.controller.record.steps):
            self.show_live()
        elif target >= 1:
            self.look_back(target)

    @property
    def is_live(self) -> bool:
        return self._snapshot is None

    @property
    def moment(self) -> Moment | None:
        """The past position shown, or None in live play."""
        if self._snapshot is None:
            return None
        return Moment(self._move, len(self.controller.record.steps))

    def current_view(self) -> Any:
        """The view being drawn: the snapshot, or the live view of the set seat."""
        return self._snapshot if self._snapshot is not None else self.controller.view(self.seat)

    def refresh(self) -> None:
        """Redraw from the current view; subclasses draw, the base has nothing of its own."""
        self.sync_overlays()

    def can_act(self) -> bool:
        """Whether input may reach the game: live, a real seat, and a human one."""
        return self.is_live and self.seat is not None and self.controller.is_human(self.seat)

    def act(self, action) -> Verdict:
        """Submit through the controller, refusing at once when the table is read-only.

        With "confirm before ending a turn" on, a legal action that hands the decision to
        somebody else is confirmed first; declining changes nothing.
        """
        if not self.is_live:
            verdict = Verdict(False, "read-only", READ_ONLY_MESSAGE)
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

    # ----- what lies over every table ------------------------------------------------------
    def stop_celebrations(self) -> None:
        """Hide any event banner at once: looking back is no time for a GOAL! (scene tables hide theirs)."""

    def result_details(self, view: Any) -> list[str]:
        """Extra lines for the game-over panel under the score; tables may add what their game has."""
        return []

    def game_result(self) -> GameResult | None:
        """The finished game's result for the game-over panel, or None while it goes on."""
        game, state = self.controller.game, self.controller.state
        if not game.is_over(state):
            return None
        return GameResult.of(game.outcome(state), self.controller.record.names,
                             self.result_details(self.controller.view(self.seat)))

    def sync_overlays(self) -> None:
        """Show what belongs over the table now and stack it: frame, bar and game-over panel over
        the table's own widgets, the refusal notice over everything."""
        moment = self.moment
        if moment is None:
            self.look_back_frame.hide()
            self.look_back_bar.hide()
            self._reserve_top(0)
        else:
            self.look_back_bar.show_moment(moment)
            self._reserve_top(self.look_back_bar.height())
            self.look_back_frame.place()
            self.look_back_frame.show()
        result = self.game_result() if moment is None else None
        if result is None:
            self.game_over.hide()
        else:
            self.game_over.show_result(result)
        self.raise_overlays()

    def _reserve_top(self, height: int) -> None:
        """Keep ``height`` pixels free at the top for the look-back bar: the table's layout (its
        view) shrinks to the rest, so the bar hides nothing the board draws."""
        margins = self.contentsMargins()
        if margins.top() != height:
            self.setContentsMargins(margins.left(), height, margins.right(), margins.bottom())

    def raise_overlays(self) -> None:
        for widget in (self.look_back_frame, self.look_back_bar, self.game_over, self.notice):
            widget.raise_()

    # ----- messages ------------------------------------------------------------------------
    def notice_anchor(self) -> QPoint:
        """Where refusals appear; tables put them next to the place the player acted."""
        return QPoint(self.width() // 2, self.height() // 2)

    def show_message(self, text: str, anchor: QPoint | None = None) -> None:
        self.notice.flash(text, anchor if anchor is not None else self.notice_anchor())
        self.raise_overlays()
        self.message.emit(text)

    def notice_text(self) -> str:
        """The refusal currently shown, or "" once it has faded (tests and accessibility read it)."""
        return self.notice.text() if self.notice.isVisible() else ""

    # ----- input while looking back --------------------------------------------------------
    def _watch_input(self, on: bool) -> None:
        """While looking back, every press and key aimed anywhere on the table passes here first
        (an application filter: the table's own widgets, scene views and buttons included)."""
        app = QApplication.instance()
        if app is None or on == self._filtering:
            return
        self._filtering = on
        if on:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self and event.type() == QEvent.Type.Resize:
            # The table's own resizeEvent may raise its panels after this: stack once it is done.
            QTimer.singleShot(0, self.raise_overlays)
            return False
        if not self._filtering or self._snapshot is None:
            return False
        kind = event.type()
        if kind not in _PRESSES and kind != QEvent.Type.KeyPress:
            return False
        if not isinstance(watched, QWidget) or not (watched is self or self.isAncestorOf(watched)):
            return False
        if kind == QEvent.Type.KeyPress and watched.property("reads_in_look_back"):
            return False        # a list of the table's zones (``tabletop.ui.access``): reading is not playing
        if isinstance(event, QKeyEvent) and kind == QEvent.Type.KeyPress:
            return self._look_back_key(watched, event)
        if self.look_back_bar.isAncestorOf(watched) or watched is self.look_back_bar:
            return False
        if isinstance(event, QMouseEvent):
            anchor = watched.mapTo(self, event.position().toPoint())
            self.show_message(READ_ONLY_MESSAGE, anchor)
        return True

    def _look_back_key(self, watched: QWidget, event: QKeyEvent) -> bool:
        key = Qt.Key(event.key())
        if key in _SCRUB_KEYS:
            self.step_back(_SCRUB_KEYS[key])
        elif key == Qt.Key.Key_Home:
            self.look_back(1)
        elif key in (Qt.Key.Key_End, Qt.Key.Key_Escape):
            self.show_live()
        elif key in _FREE_KEYS:
            return False
        elif self.look_back_bar.isAncestorOf(watched) and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter,
                                                                  Qt.Key.Key_Space):
            return False        # the bar's focused button
        else:
            self.show_message(READ_ONLY_MESSAGE)
        return True

    # ----- controller signals --------------------------------------------------------------
    def _on_changed(self, events: Any) -> None:
        if self.is_live and outdated(self.controller, events):
            self.notice.dismiss()       # a refusal answered the position before (``words_now``)
        if self.is_live:
            self.refresh()
        elif self._move is not None and self._move > len(self.controller.record.steps):
            self.show_live()            # undone past the moment shown: nothing left to look at
        else:
            self.sync_overlays()        # "of 31" grows while the game goes on
            self.look_back_changed.emit()
        self.on_events(tuple(events or ()))

    def on_events(self, events: tuple) -> None:
        """Tables that celebrate events (goals, breakaways) override this."""

    def _on_refused(self, action, verdict: Verdict) -> None:
        self.refresh()
        self.show_message(verdict.message)
