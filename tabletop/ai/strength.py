"""Measuring computer players: matches between agent specs (on several processes) with a
confidence interval for the wins, and move times per level. ``simulate`` and ``bench
--agents`` print these; docs/performance.md records them.
"""

from __future__ import annotations

import math
import random
import statistics
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import asdict, dataclass
from typing import Any

from tabletop.engine.game import Game

Z95 = 1.959963984540054


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default), as fractions."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class GameResult:
    winners: tuple[int, ...]
    actions: int
    digest: str


def play_one(game_id: str, seed: int, specs: tuple[str, ...], options: dict[str, Any] | None = None,
             decks: tuple[Any, ...] | None = None, names: tuple[str, ...] | None = None) -> GameResult:
    """One game between agent specs, by game id, so a worker process can run it.

    ``options`` are the game's set-up options (plain values); ``decks`` one ``tabletop.engine.deck.Deck``
    per seat (a frozen dataclass, so it pickles to a worker) or None for the shipped decks;
    ``names`` one per seat, which sets the table's size, or None for the game's fewest seats."""
    from tabletop.ai.agents import chooser
    from tabletop.engine.digest import state_digest
    from tabletop.engine.playout import play_game
    from tabletop.games import registry

    game = registry().get(game_id)
    result = play_game(game, seed, [chooser(s, game) for s in specs], names=names, options=options, decks=decks)
    return GameResult(tuple(result.winners), len(result.actions), state_digest(result.state))


#: The most worker processes ``play_many`` (and ``simulate --workers``) will start.
MAX_WORKERS = 64

#: Games handed to the pool ahead of the one being waited for, per worker: enough to keep every
#: worker busy, few enough that a million-game run never queues a million games.
IN_FLIGHT_PER_WORKER = 4


class WorkerPoolError(RuntimeError):
    """The worker processes could not be started, or one died (killed, out of memory): a sentence
    for the user, with the system's reason."""


def play_many(game_id: str, specs: Sequence[str], games: int, seed: int, workers: int = 1,
              pool_factory: Callable[[int], Executor] | None = None, *,
              options: dict[str, Any] | None = None,
              decks: Sequence[Any] | None = None,
              names: Sequence[str] | None = None) -> Iterator[GameResult]:
    """Games ``seed``, ``seed + 1``... in order; with ``workers`` > 1 on a process pool.

    Every game is set up with ``options``, the seats' ``names`` (None for the game's fewest seats
    with its own names) and, for a game played with decks, ``decks`` (one ``tabletop.engine.deck.Deck``
    per seat; None deals the shipped ones), on every worker alike.

    The games are streamed: at most ``IN_FLIGHT_PER_WORKER * workers`` are handed to the pool at
    a time, and results come back in seed order, so the output is the same for any number of
    workers. No more processes are started than there are games, nor more than ``MAX_WORKERS``
    (more is a ValueError). When the pool cannot start its processes or loses one, the pool is
    shut down, its processes ended, and WorkerPoolError raised. ``pool_factory(workers)`` makes
    the executor (a ProcessPoolExecutor by default; tests pass their own).
    """
    if not 1 <= workers <= MAX_WORKERS:
        raise ValueError(f"workers must be 1 to {MAX_WORKERS}, not {workers}")
    specs = tuple(specs)
    options = dict(options) if options else None
    decks = tuple(decks) if decks is not None else None
    names = tuple(names) if names is not None else None
    workers = min(workers, games)
    if workers <= 1:
        for s in range(seed, seed + games):
            yield play_one(game_id, s, specs, options, decks, names)
        return
    yield from _pooled(game_id, specs, games, seed, workers, pool_factory or _process_pool, options, decks,
                       names)


def _process_pool(workers: int) -> Executor:
    return ProcessPoolExecutor(max_workers=workers)


def _pooled(game_id: str, specs: tuple[str, ...], games: int, seed: int, workers: int,
            pool_factory: Callable[[int], Executor], options: dict[str, Any] | None,
            decks: tuple[Any, ...] | None, names: tuple[str, ...] | None = None) -> Iterator[GameResult]:
    try:
        pool = pool_factory(workers)
    except OSError as error:
        raise WorkerPoolError(f"cannot start {workers} worker processes: {_reason(error)}") from None
    pending: deque[Future] = deque()
    next_seed, end = seed, seed + games
    finished = False
    try:
        while next_seed < end or pending:
            while next_seed < end and len(pending) < IN_FLIGHT_PER_WORKER * workers:
                try:
                    pending.append(pool.submit(play_one, game_id, next_seed, specs, options, decks, names))
                except (OSError, BrokenProcessPool) as error:
                    reason = _reason(error)
                    raise WorkerPoolError(f"cannot start {workers} worker processes: {reason}") from None
                next_seed += 1
            try:
                result = pending.popleft().result()
            except BrokenProcessPool as error:
                raise WorkerPoolError(f"a worker process stopped unexpectedly: {_reason(error)}") from None
            yield result
        finished = True
    finally:
        if finished:
            pool.shutdown(wait=True)
        else:
            abandon_pool(pool, pending)


def abandon_pool(pool: Executor, pending: Iterable[Future]) -> None:
    """Stop a pool now (an error, or the caller stopped reading): cancel the queued games and end
    the worker processes, which may be waiting for work that will never come and would
    otherwise keep the interpreter from exiting."""
    for future in pending:
        future.cancel()
    # ProcessPoolExecutor has no public handle on its processes; other executors have none.
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
    for process in processes:
        process.join(timeout=5)


def _reason(error: BaseException) -> str:
    text = " ".join(str(error).split())
    return text or type(error).__name__


# ----- move times ---------------------------------------------------------------------------
@dataclass
class AgentBench:
    game: str
    level: str
    positions: int
    median_ms: float
    worst_ms: float
    iterations_per_s: float
    median_iterations: float

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def sample_decisions(game: Game, count: int, seed: int = 2024,
                     options: dict[str, Any] | None = None) -> list[tuple[Any, int, list]]:
    """(state, seat, legal) where the seat has a real choice (two or more actions), spread over
    random games (set up with ``options``): every fifth such position of each game until
    ``count`` are collected."""
    rng = random.Random(seed)
    found: list[tuple[Any, int, list]] = []
    game_seed = seed
    while len(found) < count:
        game_seed += 1
        state = game.new_game(game_seed, options)
        index = 0
        while len(found) < count:
            decisions = game.pending(state)
            if not decisions:
                break
            seat = decisions[0].seat
            legal = game.legal_actions(state, seat)
            if len(legal) > 1:
                if index % 5 == 0:
                    found.append((state, seat, legal))
                index += 1
            state, _ = game.apply(state, legal[rng.randrange(len(legal))], checked=False)
    return found


def bench_agents(game: Game, levels: Sequence[str] = ("easy", "normal", "hard"),
                 positions: int = 30, options: dict[str, Any] | None = None) -> list[AgentBench]:
    """Time the ISMCTS player at each level on the same positions of random games, set up with
    ``options`` (the game's defaults when None)."""
    if positions < 1:
        raise ValueError(f"positions must be at least 1, not {positions!r}")
    from tabletop.ai.ismcts import IsmctsAgent

    samples = sample_decisions(game, positions, options=options)
    out = []
    for level in levels:
        agent = IsmctsAgent(level=level, name=f"ismcts:{level}")
        times, rates, iterations = [], [], []
        for i, (state, seat, legal) in enumerate(samples):
            result = agent.search(game, game.view(state, seat), legal, random.Random(i))
            times.append(result.seconds * 1000)
            iterations.append(result.iterations)
            if result.iterations:
                rates.append(result.iterations / result.seconds)
        out.append(AgentBench(game.id, level, len(samples), round(statistics.median(times), 1),
                              round(max(times), 1), round(statistics.mean(rates)),
                              statistics.median(iterations)))
    return out
