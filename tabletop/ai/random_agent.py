"""The simplest opponent: any legal action, uniformly at random."""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.game import Game


class RandomAgent:
    name = "random"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, game: Game, view: Any, legal: list[Action]) -> Action:
        """Only the legal list is used; the view is accepted so every agent has one signature."""
        return legal[self.rng.randrange(len(legal))]
