"""Breakaway: CCG decks drawn at random (Part 2, "Deck Creation"): a small made-up card set and
scripted random sources, so every draw and every copy id can be worked out by hand. Shared by the
random-deck tests and the tests of the computer's guess of a hidden deck.
"""

from __future__ import annotations

import random

from tabletop.games.breakaway_ccg.cards import GOALIE, Card, CardSet

NUMBERS = (*range(9), GOALIE)


def mk(cid, name=None, number=None, player=None, points=10, suits=("helmet",), restriction=None):
    """A card for a made-up card set (a Player card when it has a number, unless told)."""
    is_player = number is not None if player is None else player
    return Card(cid, name or cid.upper(), number, tuple(suits), (), (), (), (), None, points, restriction,
                is_player, "test")


def cset(*cards):
    return CardSet(tuple(cards), {c.id: c for c in cards}, {})


def players(restriction=None, points=10, prefix="p"):
    """One Player card per number, each its own name: p0..p8 and pg."""
    return tuple(mk(f"{prefix}{'g' if n == GOALIE else n}", number=n, restriction=restriction, points=points)
                 for n in NUMBERS)


class Script:
    """A random source whose ``random()`` gives the listed values, then ``default``; ``sample``
    takes the first ``k`` of the population and remembers what it was asked."""

    def __init__(self, values=(), default=0.0):
        self.values = list(values)
        self.default = default
        self.samples = []

    def random(self):
        return self.values.pop(0) if self.values else self.default

    def sample(self, population, k):
        self.samples.append((list(population), k))
        return list(population)[:k]


class Recording(random.Random):
    """A seeded ``Random`` that remembers its ``randrange`` and ``choice`` calls."""

    def __init__(self, seed):
        super().__init__(seed)
        self.ranges = []
        self.choices = []

    def randrange(self, *args):
        self.ranges.append(args)
        return super().randrange(*args)

    def choice(self, seq):
        self.choices.append(tuple(seq))
        return super().choice(seq)
