"""How good a position looks for a seat: the evaluation computer players search with.

An evaluation is a pure function ``(game, position, seat) -> float`` where the position is a full
state (as search builds from a determinization) or a seat's view. Each game's heuristic lives with
its rules (``Game.evaluate``, in the game's ``evaluation`` module), so this layer never names a
game; a game without one gets ``outcome_value`` (win +2, loss -2, else 0), so a new game plugs in
with no AI code at all, and its own evaluation only makes search sharper.

``reward`` squashes an evaluation into [0, 1] for MCTS, and ``rollout_horizon`` says how many
actions a rollout plays (at random, or by the game's own policy, see ``tabletop.ai.rollout``)
before it stops and evaluates; games without an evaluation play to the end. A short horizon on a
good evaluation beats a long random one where the evaluation already sees what matters (field
position, the puck): each iteration is cheaper and its estimate less noisy.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from tabletop.engine.evaluation import WIN_VALUE, finished_value
from tabletop.engine.game import Game

Evaluation = Callable[[Game, Any, int], float]

__all__ = ["WIN_VALUE", "Evaluation", "evaluation", "outcome_value", "reward", "rollout_horizon"]


def outcome_value(game: Game, position: Any, seat: int) -> float:
    """The fallback: only a finished game has a value (``winners`` is on every state and view)."""
    done = finished_value(position, seat)
    return 0.0 if done is None else done


def game_evaluation(game: Game, position: Any, seat: int) -> float:
    """The game's own heuristic (``Game.evaluate``)."""
    return game.evaluate(position, seat)


def evaluation(game: Game) -> Evaluation:
    """The game's own evaluation where it has one, else ``outcome_value``."""
    if type(game).evaluate is Game.evaluate:
        return outcome_value
    return game_evaluation


def rollout_horizon(game: Game) -> int | None:
    """Actions a rollout plays before it evaluates; None: play to the end."""
    return game.rollout_horizon


def reward(value: float) -> float:
    """An evaluation as a score in [0, 1] (a win is about 0.96, a loss 0.04, even 0.5)."""
    return 0.5 + 0.5 * math.tanh(value)
