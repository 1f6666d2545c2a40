"""All chance in every game comes from here, keyed by the state's seed and a counter.

Each chance event (shuffle, cut, die, coin) builds a fresh ``random.Random`` from
``(seed, n)`` where ``n`` counts the chance events so far. The state therefore carries its
whole generator as two integers: it stays immutable and cheap to copy, and the same seed
with the same actions replays the same game, which save files, undo and AI search rely on.
String seeds are hashed with SHA-512 by ``random.Random``, so neighbouring counters give
unrelated streams and the result does not depend on PYTHONHASHSEED.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def generator(seed: int, counter: int) -> random.Random:
    return random.Random(f"tabletop:{seed}:{counter}")


def shuffled(seed: int, counter: int, items: Sequence[T]) -> tuple[T, ...]:
    pool = list(items)
    generator(seed, counter).shuffle(pool)
    return tuple(pool)


def roll(seed: int, counter: int, sides: int) -> int:
    return generator(seed, counter).randint(1, sides)


def coin(seed: int, counter: int) -> str:
    return "heads" if generator(seed, counter).random() < 0.5 else "tails"


def pick(seed: int, counter: int, items: Sequence[T]) -> T:
    return generator(seed, counter).choice(items)
