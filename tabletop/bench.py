"""Benchmarks of the engine contract: the figures in docs/performance.md come from here.

Measured, never asserted: tests check behaviour, this module reports speed.
"""

from __future__ import annotations

import math
import random
import sys
import time
from dataclasses import asdict, dataclass, fields, is_dataclass
from typing import Any

from tabletop.engine.game import Game


def deep_size(obj: Any, seen: set[int] | None = None) -> int:
    """Bytes held by ``obj`` and everything it references (interned small objects counted once)."""
    seen = set() if seen is None else seen
    if id(obj) in seen:
        return 0
    seen.add(id(obj))
    size = sys.getsizeof(obj)
    if isinstance(obj, dict):
        size += sum(deep_size(k, seen) + deep_size(v, seen) for k, v in obj.items())
    elif isinstance(obj, (tuple, list, set, frozenset)):
        size += sum(deep_size(x, seen) for x in obj)
    elif is_dataclass(obj) and not isinstance(obj, type):
        size += sum(deep_size(getattr(obj, f.name), seen) for f in fields(obj))
    return size


@dataclass
class BenchResult:
    game: str
    playout_actions_per_s: float
    unchecked_actions_per_s: float
    legal_actions_us: float
    validate_us: float
    apply_us: float
    view_us: float
    state_bytes: int
    positions: int

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _playouts(game: Game, seconds: float, checked: bool, options: dict[str, Any] | None = None) -> float:
    rng = random.Random(12345)
    actions = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        seed += 1
        state = game.new_game(seed, options)
        while True:
            decisions = game.pending(state)
            if not decisions:
                break
            legal = game.by_chance(game.legal_actions(state, decisions[0].seat))
            state, _ = game.apply(state, legal[rng.randrange(len(legal))], checked=checked)
            actions += 1
    return actions / (time.perf_counter() - start)


def _sample_positions(game: Game, count: int, options: dict[str, Any] | None = None) -> list[tuple[Any, Any]]:
    """(state, a legal action) pairs from random games, spread over whole games."""
    rng = random.Random(7)
    samples = []
    seed = 1000
    while len(samples) < count:
        seed += 1
        state = game.new_game(seed, options)
        while len(samples) < count:
            decisions = game.pending(state)
            if not decisions:
                break
            legal = game.by_chance(game.legal_actions(state, decisions[0].seat))
            action = legal[rng.randrange(len(legal))]
            samples.append((state, action))
            state, _ = game.apply(state, action, checked=False)
    return samples


def _mean_us(fn, items) -> float:
    start = time.perf_counter()
    for item in items:
        fn(*item)
    return (time.perf_counter() - start) / len(items) * 1e6


def bench_game(game: Game, seconds: float = 2.0, positions: int = 20_000,
               options: dict[str, Any] | None = None) -> BenchResult:
    """Speed figures for ``game``: each playout figure runs ``seconds`` (finite and positive; the
    command line allows 0.05 to 600), the per-call figures on ``positions`` sampled positions.
    Every game is set up with ``options`` (checked by the game; its defaults when None)."""
    if not (isinstance(seconds, (int, float)) and math.isfinite(seconds) and seconds > 0):
        raise ValueError(f"seconds must be a positive finite number, not {seconds!r}")
    if positions < 1:
        raise ValueError(f"positions must be at least 1, not {positions!r}")
    options = game.check_options(options)
    samples = _sample_positions(game, positions, options)
    seat_samples = [(s, a.seat) for s, a in samples]
    return BenchResult(
        game=game.id,
        playout_actions_per_s=_playouts(game, seconds, checked=True, options=options),
        unchecked_actions_per_s=_playouts(game, seconds, checked=False, options=options),
        legal_actions_us=_mean_us(game.legal_actions, seat_samples),
        validate_us=_mean_us(game.validate, samples),
        apply_us=_mean_us(lambda s, a: game.apply(s, a, checked=False), samples),
        view_us=_mean_us(game.view, seat_samples),
        state_bytes=round(sum(deep_size(s) for s, _ in samples[::100]) / len(samples[::100])),
        positions=len(samples),
    )
