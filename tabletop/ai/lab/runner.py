"""Running a deck lab's games: in this process, or on worker processes, and stoppable at once.

``LabRun.tallies()`` yields each game's tally as it finishes. ``cancel()`` (from any thread) makes
it stop within a tenth of a second: the queued games are dropped and the worker processes ended,
and the games already counted stay counted. A worker that dies (killed, out of memory) ends the
run with ``WorkerPoolError`` and a sentence, never a hang. At most ``IN_FLIGHT_PER_WORKER`` games a
worker are handed out at a time, so a long run never queues its whole plan.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool

from tabletop.ai.lab.plan import LabPlan
from tabletop.ai.lab.tally import GameTally, play_lab_game
from tabletop.ai.strength import MAX_WORKERS, WorkerPoolError, abandon_pool

IN_FLIGHT_PER_WORKER = 2
POLL_SECONDS = 0.1


def _reason(error: BaseException) -> str:
    return " ".join(str(error).split()) or type(error).__name__


class LabRun:
    """One run of a plan. ``workers`` 1 plays in this process unless ``pool_factory`` is given;
    ``pool_factory(workers)`` makes the executor (a ProcessPoolExecutor by default; the app passes
    one with the spawn start method, since forking a process that runs Qt is unsafe)."""

    def __init__(self, plan: LabPlan, workers: int = 1,
                 pool_factory: Callable[[int], Executor] | None = None) -> None:
        if not 1 <= workers <= MAX_WORKERS:
            raise ValueError(f"workers must be 1 to {MAX_WORKERS}, not {workers}")
        self.plan = plan
        self.workers = min(workers, plan.total)
        self.pool_factory = pool_factory
        self._cancel = threading.Event()

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def tallies(self) -> Iterator[GameTally]:
        if self.workers == 1 and self.pool_factory is None:
            for task in self.plan.tasks():
                if self.cancelled:
                    return
                yield play_lab_game(task)
            return
        yield from self._pooled()

    def _pooled(self) -> Iterator[GameTally]:
        factory = self.pool_factory or (lambda n: ProcessPoolExecutor(max_workers=n))
        try:
            pool = factory(self.workers)
        except OSError as error:
            raise WorkerPoolError(f"cannot start {self.workers} worker processes: {_reason(error)}") from None
        tasks = self.plan.tasks()
        pending: set[Future] = set()
        more = True
        finished = False
        try:
            while (more or pending) and not self.cancelled:
                while more and len(pending) < IN_FLIGHT_PER_WORKER * self.workers:
                    task = next(tasks, None)
                    if task is None:
                        more = False
                        break
                    try:
                        pending.add(pool.submit(play_lab_game, task))
                    except (OSError, BrokenProcessPool) as error:
                        raise WorkerPoolError(f"cannot start {self.workers} worker processes: "
                                              f"{_reason(error)}") from None
                done, pending = wait(pending, timeout=POLL_SECONDS, return_when=FIRST_COMPLETED)
                for future in done:
                    try:
                        tally = future.result()
                    except BrokenProcessPool as error:
                        raise WorkerPoolError(f"a worker process stopped unexpectedly: {_reason(error)}") from None
                    yield tally
            finished = not self.cancelled
        finally:
            if finished:
                pool.shutdown(wait=True)
            else:
                abandon_pool(pool, pending)
