"""When words said about the game stop being true.

A refusal ("That card cannot be played now…") or a hint ("Selected A♠: press Enter to play it.")
answers one position. Once the game has moved on past it, it would mislead, so the table's
refusal notice and the status bar drop it: when the game ends, when a human's move succeeds (the
player acted on it), and when the position is taken back or replayed (undo, redo). A computer's
move alone keeps it: when both seats decide at once, the computer may answer a moment after the
player's refusal, and the refusal must stay readable (and it is usually still true).
"""

from __future__ import annotations

from typing import Any


def outdated(controller: Any, events: Any) -> bool:
    """Whether the change ``controller.changed`` just reported (with ``events``) leaves what was
    said before it untrue. An empty ``events`` is an undo or redo: the position was replaced."""
    if not events:
        return True
    game, record = controller.game, controller.record
    if game.is_over(record.state) or not record.steps:
        return True
    return bool(controller.is_human(record.steps[-1].action.seat))
