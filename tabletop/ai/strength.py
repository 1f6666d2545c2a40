"""Measuring computer players: matches between agent specs (on several processes) with a
confidence interval for the wins, and move times per level. ``simulate`` and ``bench
--agents`` print these; docs/performance.md records them.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
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


def play_one(game_id: str, seed: int, specs: tuple[str, ...]) -> GameResult:
    """One game between agent specs, by game id, so a worker process can run it."""
    from tabletop.ai.agents import chooser
    from tabletop.engine.digest import state_digest
    from tabletop.engine.playout import play_game
    from tabletop.games import registry

    game = registry().get(game_id)
    result = play_game(game, seed, [chooser(s, game) for s in specs])
    return GameResult(tuple(result.winners), len(result.actions), state_digest(result.state))


def play_many(game_id: str, specs: Sequence[str], games: int, seed: int, workers: int = 1) -> Iterator[GameResult]:
    """Games ``seed``, ``seed + 1``... in order; with ``workers`` > 1 on a process pool."""
    specs = tuple(specs)
    seeds = range(seed, seed + games)
    if workers <= 1:
        for s in seeds:
            yield play_one(game_id, s, specs)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(play_one, [game_id] * games, seeds, [specs] * games)


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


def sample_decisions(game: Game, count: int, seed: int = 2024) -> list[tuple[Any, int, list]]:
    """(state, seat, legal) where the seat has a real choice (two or more actions), spread over
    random games: every fifth such position of each game until ``count`` are collected."""
    rng = random.Random(seed)
    found: list[tuple[Any, int, list]] = []
    game_seed = seed
    while len(found) < count:
        game_seed += 1
        state = game.new_game(game_seed)
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
                 positions: int = 30) -> list[AgentBench]:
    """Time the ISMCTS player at each level on the same positions of random games."""
    from tabletop.ai.ismcts import IsmctsAgent

    samples = sample_decisions(game, positions)
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
