"""What every computer player shares: the calling convention and the random generator.

An agent is a small immutable configuration. ``choose(game, view, legal, rng_or_seed)`` reads
only the seat's view and the legal actions, keeps everything it builds in local variables and
draws chance from the generator it is given (or builds from a seed), so one agent may think
for several seats and threads at once. Calling an agent is ``choose``: agents are the
``Chooser`` functions ``tabletop.engine.playout.play_game`` takes.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.game import Game


def as_rng(rng_or_seed: random.Random | int | None) -> random.Random:
    if isinstance(rng_or_seed, random.Random):
        return rng_or_seed
    return random.Random(rng_or_seed)


class Agent(ABC):
    """The interface; subclasses implement ``choose``."""

    name = "agent"

    @abstractmethod
    def choose(self, game: Game, view: Any, legal: list[Action],
               rng_or_seed: random.Random | int | None = None) -> Action:
        """One of ``legal``, decided from ``view`` alone."""

    def __call__(self, game: Game, view: Any, legal: list[Action], rng: random.Random) -> Action:
        return self.choose(game, view, legal, rng)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"


class FunctionAgent(Agent):
    """A plain chooser function (the random player, the football solo coach) as an agent."""

    def __init__(self, name: str, function: Any) -> None:
        self.name = name
        self.function = function

    def choose(self, game: Game, view: Any, legal: list[Action],
               rng_or_seed: random.Random | int | None = None) -> Action:
        return self.function(game, view, legal, as_rng(rng_or_seed))
