"""Playing whole games headless: the loop that simulate, bench and the contract tests share."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.game import Game

#: Chooses an action for a seat from what that seat may see: (game, view, legal, rng) -> action.
Chooser = Callable[[Game, Any, list[Action], random.Random], Action]


def random_chooser(game: Game, view: Any, legal: list[Action], rng: random.Random) -> Action:
    return legal[rng.randrange(len(legal))]


@dataclass
class PlayoutResult:
    state: Any
    actions: list[Action]
    winners: tuple[int, ...]


def play_game(game: Game, seed: int, choosers: Sequence[Chooser] | None = None,
              names: Sequence[str] | None = None, options: dict | None = None,
              max_actions: int = 100_000, checked: bool = True) -> PlayoutResult:
    """Play one game to the end. ``seed`` fixes both the deal and the players' choices."""
    rng = random.Random(seed)
    state = game.new_game(seed, options, names)
    actions: list[Action] = []
    while True:
        decisions = game.pending(state)
        if not decisions:
            break
        seat = decisions[0].seat
        legal = game.legal_actions(state, seat)
        if choosers is None or choosers[seat] is random_chooser:
            action = legal[rng.randrange(len(legal))]
        else:
            action = choosers[seat](game, game.view(state, seat), legal, rng)
        state, _ = game.apply(state, action, checked=checked)
        actions.append(action)
        if len(actions) > max_actions:
            raise RuntimeError(f"{game.id}: game did not end within {max_actions} actions (seed {seed})")
    outcome = game.outcome(state)
    return PlayoutResult(state, actions, outcome.winners if outcome else ())
