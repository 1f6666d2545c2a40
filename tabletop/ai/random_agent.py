"""The simplest opponent: any legal action, uniformly at random (never a withdrawal such as a
concession, ``Game.by_chance``)."""

from __future__ import annotations

import random
from typing import Any

from tabletop.ai.base import Agent, as_rng
from tabletop.engine.actions import Action
from tabletop.engine.game import Game


class RandomAgent(Agent):
    name = "random"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, game: Game, view: Any, legal: list[Action],
               rng_or_seed: random.Random | int | None = None) -> Action:
        """Only the legal list is used; the view is accepted so every agent has one signature.
        Without a generator or seed the agent's own generator is used."""
        rng = self.rng if rng_or_seed is None else as_rng(rng_or_seed)
        legal = game.by_chance(legal)
        return legal[rng.randrange(len(legal))]
