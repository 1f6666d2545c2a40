"""How good a Breakaway: CCG position looks for a seat, for the computer players' search.

Goals ahead, control of the puck, where it is (offensive or defensive zone), a shot under way,
cards in hand (a period ends when a hand runs out), and penalties: men in the box, calls waiting,
a penalty shot. Reads only what every view shows, so it works on a full state and on a view alike.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.evaluation import finished_value

#: Actions a rollout plays (by ``rollout.policy``) before it evaluates.
ROLLOUT_HORIZON = 8


def evaluate(tables: Any, position: Any, seat: int) -> float:
    done = finished_value(position, seat)
    if done is not None:
        return done
    goals = position.goals
    value = float(goals[seat] - goals[1 - seat])
    if position.control is not None:
        value += 0.15 if position.control == seat else -0.15
    zone = tables.rink.zone(position.puck, seat)
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
