"""How good a Breakaway Football position looks for a seat, for the computer players' search.

Points ahead in touchdowns, and the ball: field position for the offense (a drive at the
opponent's 20 is worth about half a score more than one at its own 20), less a little per down.
Reads only what every view shows, so it works on a full state and on a view alike.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.evaluation import finished_value

#: Actions a rollout plays before it evaluates.
ROLLOUT_HORIZON = 12


def evaluate(position: Any, seat: int) -> float:
    done = finished_value(position, seat)
    if done is not None:
        return done
    score = position.score
    value = (score[seat] - score[1 - seat]) / 7.0
    # ball: lines of five yards from the offense's own goal line, 0-20.
    drive = (position.ball - 10) / 20.0 + 0.15 - 0.04 * (position.down - 1)
    value += drive if position.offense == seat else -drive
    return value
