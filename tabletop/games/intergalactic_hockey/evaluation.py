"""How good an Intergalactic Hockey Showdown position looks for a seat, for the computer's search.

Goals ahead, the puck (the attacker shoots next), and the RefBot in a hand (a card short). Reads
only what every view shows, so it works on a full state and on a view alike.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.evaluation import finished_value

#: Actions a rollout plays before it evaluates.
ROLLOUT_HORIZON = 24


def evaluate(position: Any, seat: int) -> float:
    done = finished_value(position, seat)
    if done is not None:
        return done
    goals = position.goals
    value = float(goals[seat] - goals[1 - seat])
    if position.puck is not None:
        value += 0.3 if position.puck == seat else -0.3
    if position.penalty is not None:
        value += -0.25 if position.penalty == seat else 0.25
    return value
