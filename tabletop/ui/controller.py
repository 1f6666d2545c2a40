"""The one write path from the window to a game: every move is validated by the engine first.

Views never change the game themselves; they call ``submit`` and redraw on ``changed``.
A refused action changes nothing and ``refused`` carries the engine's reason. Computer seats
think in a worker thread (``QThreadPool``) from their own view only, so the window keeps
painting while they search; their moves come back through the same ``submit``.
The autosave file (``autosave_path``) is the game's place among the games in progress: it is
rewritten after every move and removed once the game is over.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from tabletop.engine.actions import Action
from tabletop.engine.atomic import write_atomic
from tabletop.engine.errors import MalformedActionError
from tabletop.engine.record import GameRecord, Step
from tabletop.engine.save import SavedGame, save_game
from tabletop.engine.verdict import Verdict

log = logging.getLogger(__name__)

HUMAN, COMPUTER = "human", "computer"
#: A seat played on another computer through a hosted game (``tabletop.remote``): it never
#: thinks here, and while it is empty its decisions wait.
REMOTE = "remote"
LEVELS = ("easy", "normal", "hard")
#: The action kind that answers a response window by letting it pass (Hull Breach!'s ruling H7):
#: legal for every commander who may answer, whatever it holds, so a respond key shows nothing.
RESPOND = "respond"


def seat_kind(spec: str) -> str:
    """``human`` or ``computer`` from a seat spec such as ``computer:hard``."""
    return spec.split(":", 1)[0]


def seat_level(spec: str) -> str:
    """The computer's level from ``computer:<level>``; plain ``computer`` plays at Normal."""
    _, _, level = spec.partition(":")
    return level or "normal"


def seat_levels(game_id: str | None = None) -> tuple[str, ...]:
    """The levels a computer seat may have: the search levels, then the solo players the game
    names (``GameInfo.solo_players``), or that any registered game names when no game is given
    (settings read before the game is known). Read from the games' infos: no rules imported."""
    from tabletop.games import registry

    games = registry()
    infos = [games.info(game_id)] if game_id is not None and game_id in games else games.infos()
    return (*LEVELS, *(p.name for info in infos for p in info.solo_players))


def is_seat_spec(spec: object, game_id: str | None = None) -> bool:
    """True for a seat this app can seat: ``human``, ``remote``, ``computer`` or
    ``computer:<level>``, the level being one ``seat_levels(game_id)`` lists."""
    if not isinstance(spec, str):
        return False
    kind, colon, level = spec.partition(":")
    if kind in (HUMAN, REMOTE):
        return not colon
    return kind == COMPUTER and (not colon or level in seat_levels(game_id))


def valid_seats(seats: object, count: int, game_id: str | None = None) -> list[str] | None:
    """``seats`` as a list when it names who plays each of ``count`` seats of the game
    ``game_id`` (any game when None), else None."""
    if not isinstance(seats, (list, tuple)) or len(seats) != count \
            or not all(is_seat_spec(s, game_id) for s in seats):
        return None
    return list(seats)


class _Answer(QObject):
    """Carries a worker's result back to the GUI thread (a queued signal)."""

    ready = Signal(int, object)


class _Think(QRunnable):
    def __init__(self, agent, game, view, legal, seed: int, ticket: int, answer: _Answer):
        super().__init__()
        self.agent, self.game, self.view, self.legal = agent, game, view, legal
        self.seed, self.ticket, self.answer = seed, ticket, answer

    def run(self) -> None:
        try:
            action = self.agent.choose(self.game, self.view, self.legal, self.seed)
        except Exception as error:
            action = error
        self.answer.ready.emit(self.ticket, action)


class GameController(QObject):
    #: Events of the action just applied (a tuple of Event); also emitted, empty, after undo/redo.
    changed = Signal(object)
    #: (Action, Verdict) for a refused action; nothing changed.
    refused = Signal(object, object)
    #: The computer started (True) or finished (False) choosing.
    thinking = Signal(bool)
    #: A computer seat failed to choose (the message says why); the game waits.
    failed = Signal(str)
    #: The autosave could not be written (the message says where and why); autosave is now
    #: off for this game and the game goes on. Emitted once, on the GUI thread.
    autosave_failed = Signal(str)
    _autosave_error = Signal(str)   # from the writer thread; queued to the GUI thread

    def __init__(self, record: GameRecord, seats: Sequence[str] = (HUMAN, HUMAN),
                 autosave_path: Path | None = None, computer_delay_ms: int = 400,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.record = record
        self.seats = list(seats)
        self.autosave_path = autosave_path
        self.computer_delay_ms = computer_delay_ms
        self.paused = False
        #: Set while the game is hosted: asks every other player to agree to take back the last
        #: move for the seat given, and returns the status bar's sentence (``remote_host``).
        self.ask_remote_undo: Callable[[int], str] | None = None
        #: Auto-pass response windows (a setting): no respond key, and nobody is ever asked.
        self.auto_pass = False
        #: The seat that pressed the respond key in the open window (``claim``).
        self._claim: int | None = None
        self._agents: dict[int, Any] = {}
        self._ticket = 0                    # bumps on every change, so stale answers are dropped
        self._busy = False
        self._started = 0.0
        self._answer = _Answer(self)
        self._answer.ready.connect(self._on_answer)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pending_move: Action | None = None
        self._pace.timeout.connect(self._play_pending_move)
        # Autosave after each action is written by one background thread: the file is fsynced,
        # which costs 5-30 ms on a busy disk, and a drop must repaint within a frame. Only the
        # newest text is written; stop() and flush_autosave() wait for it.
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tabletop-autosave")
        self._write_lock = threading.Lock()
        #: The newest save waiting for the writer, and whether its game is over (then the file goes).
        self._latest_save: tuple[SavedGame, bool] | None = None
        self._writer_busy = False
        self._write_future: Future | None = None
        self._autosave_error.connect(self._on_autosave_error)

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
        """The seats the game waits for. A quiet offer to answer a response window is left out:
        naming its seat would tell the others what it holds (see ``Decision.quiet``). While a
        commander has claimed the window with the respond key (``claim``), the game waits for that
        commander alone, as a table waits for a player who said "wait!"."""
        claimant = self.claimant()
        if claimant is not None:
            return [claimant]
        return [d.seat for d in self.game.pending(self.state) if not d.quiet]

    def answering_seats(self) -> list[int]:
        """The seats with a quiet offer to answer a response window (never shown to other seats)."""
        return [d.seat for d in self.game.pending(self.state) if d.quiet]

    # ----- response windows: the respond key and auto-pass ----------------------------
    def may_claim(self, seat: int) -> bool:
        """Whether ``seat`` may press the respond key now: a human at this screen, auto-pass off,
        and a response window open that it has not answered. Never read from its hand: every such
        commander has the key at every window, whether it holds something playable or not."""
        return (not self.auto_pass and self.is_human(seat) and not self.game.is_over(self.state)
                and self.validate(Action(seat, RESPOND)).ok)

    def set_auto_pass(self, on: bool) -> None:
        """Auto-pass response windows (Settings), for every commander at this screen: the respond
        keys go, and a computer waiting for a person's answer goes on."""
        if bool(on) == self.auto_pass:
            return
        self.auto_pass = bool(on)
        self.changed.emit(())
        self.schedule_computer()

    def claim(self, seat: int) -> bool:
        """The respond key: ``seat`` claims the open window and the game waits for it alone (the
        screen is handed to it). It then plays what it holds or lets the window pass; holding
        nothing playable, its table lets it pass for it (``answer_claim``). False when it may not."""
        if not self.may_claim(seat) or self.claimant() is not None:
            return False
        self._claim = seat
        self._cancel_thinking()         # the commander about to go on waits for the answer
        self.changed.emit(())
        return True

    def claimant(self) -> int | None:
        """The commander who claimed the open window and has not answered it yet, else None."""
        seat = self._claim
        if seat is not None and not self.validate(Action(seat, RESPOND)).ok:
            self._claim = seat = None   # the window closed (an undo, the game over)
        return seat

    def asked_seats(self) -> list[int]:
        """The seats whose quiet offer the game waits for and their table shows: the claimant's,
        and with one person at this screen and only computers besides, that person's own offer
        unless auto-pass is on (nobody else could learn from the wait). Any other quiet offer is
        passed by the active commander's next step."""
        quiet = self.answering_seats()
        claimant = self.claimant()
        if claimant is not None:
            return [claimant] if claimant in quiet else []
        humans = [s for s in range(len(self.seats)) if seat_kind(self.seats[s]) != COMPUTER]
        if self.auto_pass or len(humans) != 1 or not self.is_human(humans[0]):
            return []
        return [s for s in quiet if s == humans[0]]

    def answer_claim(self) -> bool:
        """The claimant holds nothing playable now: the window passes for it. False when there is
        no such claim (it holds a card, so its table asks it)."""
        claimant = self.claimant()
        if claimant is None or claimant in self.answering_seats():
            return False
        return self.submit(Action(claimant, RESPOND)).ok

    def legal_actions(self, seat: int) -> list[Action]:
        return self.game.legal_actions(self.state, seat)

    def validate(self, action: Action) -> Verdict:
        """Ask without changing anything (drop targets use this to decide whether to light up)."""
        try:
            return self.game.validate(self.state, action)
        except MalformedActionError as error:
            return Verdict(False, "malformed", str(error))

    def is_human(self, seat: int) -> bool:
        return seat_kind(self.seats[seat]) == HUMAN

    @property
    def is_thinking(self) -> bool:
        return self._busy

    # ----- writing -------------------------------------------------------------------
    def submit(self, action: Action) -> Verdict:
        try:
            verdict, events = self.record.submit(action)
        except MalformedActionError as error:
            verdict, events = Verdict(False, "malformed", str(error)), ()
        if not verdict.ok:
            self.refused.emit(action, verdict)
            return verdict
        if self._busy and self._pending_move is None:
            self._cancel_thinking()         # it was thinking about a position that is gone
        if self._claim == action.seat and action.kind != "fold":
            self._claim = None              # answered: a card played, or let pass (a fold keeps the claim)
        self._ticket += 1
        self._queue_autosave()
        self.changed.emit(events)
        self.schedule_computer()
        return verdict

    def undo_blocked(self) -> str | None:
        if REMOTE in self.seats and self.ask_remote_undo is None:
            return "Moves cannot be taken back in a game with players on other computers."
        return self.record.undo_blocked()

    def is_person(self, seat: int) -> bool:
        """A seat a person plays, here or on another computer."""
        return seat_kind(self.seats[seat]) in (HUMAN, REMOTE)

    def undo_span(self) -> list[Step]:
        """The steps ``undo`` would take back, oldest first (none when it is blocked): the last move
        of a person and the computer's replies after it (``GameRecord.undo_span``).
        Hot seat asks the other player before it takes back a move of theirs, so it reads this first."""
        if self.undo_blocked():
            return []
        return self.record.undo_span(self.is_person)

    def undo(self, agreed_moves: int = 0) -> bool:
        """Take back the last move of a person and the computer's replies after it.
        With players on other computers only once they all agreed: ``agreed_moves`` is then the
        number of moves the host's question takes back (``remote_host``)."""
        if REMOTE in self.seats:
            steps = self.record.steps
            span = steps[len(steps) - agreed_moves:] if agreed_moves else []
        else:
            span = self.undo_span()
        if not span:
            return False
        self._cancel_thinking()
        for _step in span:
            self.record.undo()
        self._claim = None
        self._ticket += 1
        self._queue_autosave()
        self.changed.emit(())
        self.schedule_computer()        # a take-back that stops at a computer's move (chance before it)
        return True

    def redo(self) -> bool:
        if not self.record.can_redo():
            return False
        self._cancel_thinking()
        self._claim = None
        self.record.redo()
        self._ticket += 1
        self._queue_autosave()
        self.changed.emit(())
        self.schedule_computer()
        return True

    def to_saved(self) -> SavedGame:
        """The game as a save, with who plays each seat so that resuming it restores the table."""
        saved = self.record.to_saved()
        saved.seats = valid_seats(self.seats, len(saved.names), self.game.id)
        return saved

    def save(self, path: Path) -> None:
        save_game(path, self.to_saved())

    def autosave(self) -> bool:
        """Write the autosave now and wait for it (a new game, a resumed one).

        A failure never stops the game: autosave is turned off and ``autosave_failed`` says why.
        Returns False when there is no autosave (now).
        """
        if self.autosave_path is None:
            return False
        self.flush_autosave()
        path = self.autosave_path
        if self.game.is_over(self.state):
            self._remove_finished(path)
            return True
        try:
            save_game(path, self.to_saved())
        except OSError as error:
            self._on_autosave_error(self._autosave_message(path, error))
            return False
        return True

    @staticmethod
    def _remove_finished(path: Path) -> None:
        """A finished game leaves the games in progress (Save as keeps it as a file). Undo past
        the end writes it again. A file that cannot be removed is listed until it can."""
        try:
            path.unlink(missing_ok=True)
        except OSError as error:
            log.warning("the autosave of a finished game, %s, could not be removed: %s", path, error)

    @staticmethod
    def _autosave_message(path: Path, error: OSError) -> str:
        return f"The autosave could not be written to {path}: {error.strerror or error}"

    @Slot(str)
    def _on_autosave_error(self, text: str) -> None:
        if self.autosave_path is None:
            return              # already off (a second queued write failed too)
        self.autosave_path = None
        with self._write_lock:
            self._latest_save = None
        self.autosave_failed.emit(text)

    def _queue_autosave(self) -> None:
        if self.autosave_path is None:
            return
        # The save is copied here and written out as text on the writer thread: turning it into
        # YAML is the slow part, and a drop should not wait for it.
        saved = self.to_saved(), self.game.is_over(self.state)
        with self._write_lock:
            self._latest_save = saved
            if self._writer_busy:
                return              # the running writer picks the newest text up
            self._writer_busy = True
        self._write_future = self._writer.submit(self._write_latest, self.autosave_path)

    def _write_latest(self, path: Path) -> None:
        while True:
            with self._write_lock:
                latest, self._latest_save = self._latest_save, None
                if latest is None:
                    self._writer_busy = False
                    return
            saved, finished = latest
            if finished:
                self._remove_finished(path)
                continue
            try:
                text = saved.to_text()
            except Exception as error:  # noqa: BLE001 - any failure here would stop the writer for good
                # Not the disk: the save could not be set down as text (a bug). Say so and go on;
                # left to the executor, the error would sit in a future and the writer stay busy.
                self._autosave_error.emit(f"The autosave could not be made ({type(error).__name__}: {error}); "
                                          "the game goes on without it.")
                continue
            try:
                write_atomic(path, text)
            except OSError as error:  # reported on the GUI thread (a queued signal)
                self._autosave_error.emit(self._autosave_message(path, error))

    def flush_autosave(self) -> None:
        """Wait until every queued autosave is on disk."""
        future = self._write_future
        if future is not None:
            future.result()

    # ----- the computer seats --------------------------------------------------------
    def agent_for(self, seat: int):
        if seat not in self._agents:
            from tabletop.ai.agents import computer

            self._agents[seat] = computer(self.game, seat_level(self.seats[seat]))
        return self._agents[seat]

    def schedule_computer(self) -> None:
        """Start the computer thinking if a computer seat must decide now."""
        if self.paused or self._busy or self.game.is_over(self.state):
            return
        # a computer answers its own offers; the others wait while a person's answer is asked for
        waiting = bool(self.asked_seats())
        for seat in self.answering_seats() + ([] if waiting else self.pending_seats()):
            if seat_kind(self.seats[seat]) == COMPUTER:
                self._think(seat)
                return

    def _think(self, seat: int) -> None:
        view = self.view(seat)
        legal = self.legal_actions(seat)
        seed = (self.record.seed * 1_000_003 + len(self.record.steps) * 31 + seat) & 0xFFFFFFFF
        self._busy = True
        self._started = time.monotonic()
        self.thinking.emit(True)
        self._pool.start(_Think(self.agent_for(seat), self.game, view, legal, seed, self._ticket, self._answer))

    @Slot(int, object)
    def _on_answer(self, ticket: int, action: object) -> None:
        if ticket != self._ticket:          # the game moved on (undo, load) while it thought
            return
        if isinstance(action, Exception):
            self._busy = False
            self.thinking.emit(False)
            self.failed.emit(f"The computer could not choose a move: {action}")
            return
        # Show moves at a readable pace: at least the animation delay since thinking began.
        waited_ms = (time.monotonic() - self._started) * 1000
        self._pending_move = action  # type: ignore[assignment]
        self._pace.start(max(0, int(self.computer_delay_ms - waited_ms)))

    def _play_pending_move(self) -> None:
        action, self._pending_move = self._pending_move, None
        self._busy = False
        self.thinking.emit(False)
        if action is None:
            return
        if not self.validate(action).ok:
            # chosen before another seat's move made it stale (its response window closed when the
            # commander it waited on went on): think again rather than show a refusal nobody made
            self.schedule_computer()
            return
        self.submit(action)

    def _cancel_thinking(self) -> None:
        self._ticket += 1
        self._pace.stop()
        self._pending_move = None
        if self._busy:
            self._busy = False
            self.thinking.emit(False)

    def stop(self) -> None:
        """Stop the computer for good (the game is being closed): no move will be played after this."""
        self.paused = True
        self._cancel_thinking()
        self._pool.waitForDone(5_000)
        self.flush_autosave()

    def wait_idle(self, msecs: int = 30_000) -> bool:
        """Block until queued computer work has finished (for tests and shutdown)."""
        return self._pool.waitForDone(msecs)
