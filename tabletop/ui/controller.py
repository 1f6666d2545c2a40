"""The one write path from the window to a game: every move is validated by the engine first.

Views never change the game themselves; they call ``submit`` and redraw on ``changed``.
A refused action changes nothing and ``refused`` carries the engine's reason.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from tabletop.ai.random_agent import RandomAgent
from tabletop.engine.actions import Action
from tabletop.engine.errors import MalformedActionError
from tabletop.engine.record import GameRecord
from tabletop.engine.save import save_game
from tabletop.engine.verdict import Verdict

HUMAN, COMPUTER = "human", "computer"


class GameController(QObject):
    #: Events of the action just applied (a tuple of Event); also emitted, empty, after undo/redo.
    changed = Signal(object)
    #: (Action, Verdict) for a refused action; nothing changed.
    refused = Signal(object, object)
    #: The computer started (True) or finished (False) choosing.
    thinking = Signal(bool)

    def __init__(self, record: GameRecord, seats: Sequence[str] = (HUMAN, HUMAN),
                 autosave_path: Path | None = None, computer_delay_ms: int = 400, parent: QObject | None = None):
        super().__init__(parent)
        self.record = record
        self.seats = list(seats)
        self.autosave_path = autosave_path
        self.computer_delay_ms = computer_delay_ms
        self._agents = {i: RandomAgent(record.seed * 31 + i) for i, k in enumerate(self.seats) if k == COMPUTER}
        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.timeout.connect(self._computer_move)
        self.paused = False

    # ----- reading -------------------------------------------------------------------
    @property
    def game(self):
        return self.record.game

    @property
    def state(self) -> Any:
        return self.record.state

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    def pending_seats(self) -> list[int]:
        return [d.seat for d in self.game.pending(self.state)]

    def legal_actions(self, seat: int) -> list[Action]:
        return self.game.legal_actions(self.state, seat)

    def validate(self, action: Action) -> Verdict:
        """Ask without changing anything (drop targets use this to decide whether to light up)."""
        try:
            return self.game.validate(self.state, action)
        except MalformedActionError as error:
            return Verdict(False, "malformed", str(error))

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN

    # ----- writing -------------------------------------------------------------------
    def submit(self, action: Action) -> Verdict:
        try:
            verdict, events = self.record.submit(action)
        except MalformedActionError as error:
            verdict, events = Verdict(False, "malformed", str(error)), ()
        if not verdict.ok:
            self.refused.emit(action, verdict)
            return verdict
        self.autosave()
        self.changed.emit(events)
        self.schedule_computer()
        return verdict

    def undo_blocked(self) -> str | None:
        return self.record.undo_blocked()

    def undo(self) -> bool:
        """Take back the last action, and the computer's replies before it, down to a human's move."""
        if self.record.undo_blocked():
            return False
        self._computer_timer.stop()
        self.record.undo()
        while (self.record.steps and not self.is_human(self.record.steps[-1].action.seat)
               and self.record.undo_blocked() is None):
            self.record.undo()
        self.autosave()
        self.changed.emit(())
        return True

    def redo(self) -> bool:
        if not self.record.can_redo():
            return False
        self.record.redo()
        self.autosave()
        self.changed.emit(())
        self.schedule_computer()
        return True

    def save(self, path: Path) -> None:
        save_game(path, self.record.to_saved())

    def autosave(self) -> None:
        if self.autosave_path is not None:
            save_game(self.autosave_path, self.record.to_saved())

    # ----- the computer seat ---------------------------------------------------------
    def schedule_computer(self) -> None:
        if self.paused or self.game.is_over(self.state):
            return
        if any(not self.is_human(s) for s in self.pending_seats()):
            self.thinking.emit(True)
            self._computer_timer.start(self.computer_delay_ms)

    def _computer_move(self) -> None:
        for seat in self.pending_seats():
            if not self.is_human(seat):
                legal = self.legal_actions(seat)
                action = self._agents[seat].choose(self.game, self.view(seat), legal)
                self.thinking.emit(False)
                self.submit(action)
                return
        self.thinking.emit(False)
