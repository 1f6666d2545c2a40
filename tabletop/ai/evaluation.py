"""How good a position looks for a seat: the per-game heuristics computer players search with.

Each evaluation is a small pure function ``(game, position, seat) -> float`` where the position
is a full state (as search builds from a determinization) or a seat's view: they read only
fields both have, all public. The number is an advantage in rough "goals": 0 is even, +1 is
about one goal (or touchdown) ahead, and it is antisymmetric between the two seats. A game
without an entry gets ``outcome_value`` (win +2, loss -2, else 0), so a new game plugs in
with no AI code at all; an entry only makes search sharper.

``reward`` squashes an evaluation into [0, 1] for MCTS, and ``ROLLOUT_HORIZON`` says how many
actions a rollout plays (at random, or by the game's policy in ``tabletop.ai.rollout``) before
it stops and evaluates; games without an evaluation play to the end. A short horizon on a good
evaluation beats a long random one where the evaluation already sees what matters (field
position, the puck): each iteration is cheaper and its estimate less noisy.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from tabletop.engine.game import Game

Evaluation = Callable[[Game, Any, int], float]

WIN_VALUE = 2.0


def outcome_value(game: Game, position: Any, seat: int) -> float:
    """The fallback: only a finished game has a value (``winners`` is on every state and view)."""
    winners = getattr(position, "winners", None)
    if not winners:
        return 0.0
    return WIN_VALUE if seat in winners else -WIN_VALUE


def _finished(position: Any, seat: int) -> float | None:
    winners = getattr(position, "winners", None)
    if winners is None:
        return None
    if not winners:
        return 0.0
    return WIN_VALUE if seat in winners else -WIN_VALUE


def hockey_card_game(game: Game, position: Any, seat: int) -> float:
    """Goals ahead, and who has the breakaway (half a goal: the next match scores)."""
    done = _finished(position, seat)
    if done is not None:
        return done
    totals = position.totals
    value = float(totals[seat] - totals[1 - seat])
    if position.breakaway is not None:
        value += 0.45 if position.breakaway == seat else -0.45
    return value


def intergalactic_hockey(game: Game, position: Any, seat: int) -> float:
    """Goals ahead, the puck (the attacker shoots next), and the RefBot in a hand (a card short)."""
    done = _finished(position, seat)
    if done is not None:
        return done
    goals = position.goals
    value = float(goals[seat] - goals[1 - seat])
    if position.puck is not None:
        value += 0.3 if position.puck == seat else -0.3
    if position.penalty is not None:
        value += -0.25 if position.penalty == seat else 0.25
    return value


def breakaway_football(game: Game, position: Any, seat: int) -> float:
    """Points ahead in touchdowns, and the ball: field position for the offense (a drive at the
    opponent's 20 is worth about half a score more than one at its own 20), plus the down."""
    done = _finished(position, seat)
    if done is not None:
        return done
    score = position.score
    value = (score[seat] - score[1 - seat]) / 7.0
    # ball: lines of five yards from the offense's own goal line, 0-20.
    drive = (position.ball - 10) / 20.0 + 0.15 - 0.04 * (position.down - 1)
    value += drive if position.offense == seat else -drive
    return value


def breakaway_ccg(game: Game, position: Any, seat: int) -> float:
    """Goals ahead, control of the puck, where it is (offensive or defensive zone), a shot under
    way, cards in hand (a period ends when a hand runs out), and penalties: men in the box, calls
    waiting, a penalty shot."""
    done = _finished(position, seat)
    if done is not None:
        return done
    goals = position.goals
    value = float(goals[seat] - goals[1 - seat])
    if position.control is not None:
        value += 0.15 if position.control == seat else -0.15
    zone = game.t.rink.zone(position.puck, seat)  # type: ignore[attr-defined]
    if zone == "offensive":
        value += 0.2
    elif zone == "defensive":
        value -= 0.2
    if position.shot is not None:
        value += 0.25 if position.shot == seat else -0.25
    bonus = position.bonus            # the official passing bonus (0 in Beginner mode)
    value += 0.05 * (bonus[seat] - bonus[1 - seat])
    sizes = position.hand_sizes if hasattr(position, "hand_sizes") else tuple(len(h) for h in position.hands)
    value += 0.03 * (sizes[seat] - sizes[1 - seat])
    # Penalties (official rules): men in the box, calls waiting, a penalty shot under way.
    for served in position.box:
        value += 0.3 if served.seat != seat else -0.3
    for call in position.calls:
        value += 0.2 if call.seat != seat else -0.2
    if position.pshot is not None:
        value += 0.3 if position.pshot.shooter == seat else -0.3
    return value


def hull_breach(game: Game, position: Any, seat: int) -> float:
    """What each commander controls on the battlefield, its station above all (the game's own module)."""
    from tabletop.games.hull_breach.evaluation import evaluate

    return evaluate(game, position, seat)


EVALUATIONS: dict[str, Evaluation] = {
    "hockey-card-game": hockey_card_game,
    "hull-breach": hull_breach,
    "intergalactic-hockey": intergalactic_hockey,
    "breakaway-football": breakaway_football,
    "breakaway-ccg": breakaway_ccg,
}

#: Actions a rollout plays before it evaluates; absent: play to the end.
ROLLOUT_HORIZON: dict[str, int] = {
    "hockey-card-game": 24,
    "intergalactic-hockey": 24,
    "breakaway-football": 12,
    "breakaway-ccg": 8,
    "hull-breach": 40,
}


def evaluation(game: Game) -> Evaluation:
    return EVALUATIONS.get(game.id, outcome_value)


def reward(value: float) -> float:
    """An evaluation as a score in [0, 1] (a win is about 0.96, a loss 0.04, even 0.5)."""
    return 0.5 + 0.5 * math.tanh(value)
