"""A deck lab run behind the window: worker processes play, a timer reports, the window stays free.

``LabJob.start(plan, workers)`` hands the games to a process pool (started with the spawn method,
since forking a process that runs Qt is unsafe) through a plain thread that only waits for them;
a QTimer on the GUI thread reads how far it got and emits ``progress(done, total, seconds_left)``,
then ``finished(record, error)`` once the games are over, the run was cancelled (the record then
holds the games done, marked partial) or a worker died (``error``, a sentence). No Qt object is
touched off the GUI thread.
"""

from __future__ import annotations

import multiprocessing
import threading
import time
from concurrent.futures import ProcessPoolExecutor

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from tabletop.ai.lab.figures import summarize
from tabletop.ai.lab.plan import LabPlan
from tabletop.ai.lab.runner import LabRun
from tabletop.ai.lab.store import LabRecord

POLL_MS = 150


def spawn_pool(workers: int) -> ProcessPoolExecutor:
    return ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"))


class LabJob(QObject):
    progress = Signal(int, int, object)     # games done, games planned, seconds left (None: not known yet)
    finished = Signal(object, str)           # LabRecord (None when nothing was played), error sentence or ""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        app = QCoreApplication.instance()
        if app is not None:  # quitting with a run going: end its workers rather than wait for them
            app.aboutToQuit.connect(self.cancel)
        self._run: LabRun | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._tallies: list = []
        self._error = ""
        self._start = 0.0
        self._reported = -1

    @property
    def running(self) -> bool:
        return self._run is not None

    def start(self, plan: LabPlan, workers: int) -> None:
        if self.running:
            raise RuntimeError("a lab run is already going")
        self._run = LabRun(plan, workers, pool_factory=spawn_pool)
        self._tallies, self._error, self._reported = [], "", -1
        self._start = time.perf_counter()
        self._thread = threading.Thread(target=self._play, args=(self._run,), name="deck-lab", daemon=True)
        self._thread.start()
        self._timer.start()
        self.progress.emit(0, plan.total, None)

    def cancel(self) -> None:
        if self._run is not None:
            self._run.cancel()

    def _play(self, run: LabRun) -> None:
        try:
            for tally in run.tallies():
                with self._lock:
                    self._tallies.append(tally)
        except Exception as error:  # noqa: BLE001  (a dead worker or a game that raised: said, never a hang)
            with self._lock:
                self._error = " ".join(str(error).split()) or type(error).__name__

    def _poll(self) -> None:
        run = self._run
        if run is None:
            return
        with self._lock:
            done, error = len(self._tallies), self._error
        total = run.plan.total
        if done != self._reported:
            self._reported = done
            elapsed = time.perf_counter() - self._start
            self.progress.emit(done, total, elapsed / done * (total - done) if done else None)
        if self._thread is not None and self._thread.is_alive():
            return
        self._timer.stop()
        with self._lock:
            tallies = list(self._tallies)
        self._run = self._thread = None
        complete = not run.cancelled and not error and len(tallies) == total
        record = None
        if tallies:
            record = LabRecord(run.plan.describe(), summarize(run.plan, tallies, complete),
                               round(time.perf_counter() - self._start, 3))
        self.finished.emit(record, error)

    def wait(self, timeout: float = 30.0) -> None:
        """Block until the thread is done (the window's close, and tests); the timer still reports."""
        if self._thread is not None:
            self._thread.join(timeout)
        self._poll()
