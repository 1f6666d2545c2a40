"""Beginner mode (Part 1) as one unit: set-up, the legal actions, refusals, and applying an action.

``rules.BreakawayCcg`` looks the mode up in ``MODES`` by the state's ``mode`` option, so the
official rules (Part 2) can arrive as a second module with the same four functions, over the
same card data, rink, lookups and state, without touching this one.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.games.breakaway_ccg import flow
from tabletop.games.breakaway_ccg.legality import legal_actions, validate
from tabletop.games.breakaway_ccg.state import CcgState
from tabletop.games.breakaway_ccg.tables import Tables

set_up = flow.set_up

__all__ = ["apply_action", "legal_actions", "set_up", "validate"]


def apply_action(t: Tables, state: CcgState, action: Action) -> tuple[CcgState, list[Event]]:
    """Apply an action ``validate`` accepted."""
    kind, args, seat = action.kind, action.args, action.seat
    events: list[Event] = []
    if kind == "play":
        state = flow.play_card(t, state, seat, args[0], events)
    elif kind == "ability":
        state = flow.ability(t, state, args[0], args[1], events)
    elif kind == "move":
        state = flow.move(t, state, args[0], events)
    elif kind == "end":
        state = flow.end_use(t, state, events)
    elif kind == "shoot":
        state = flow.shoot(t, state, events)
    elif kind == "score":
        state = flow.score(t, state, events)
    elif kind == "save":
        state = flow.save(t, state, events)
    elif kind == "body-check":
        state = flow.body_check(t, state, events)
    elif kind == "concede":
        state = flow.concede(t, state, events)
    elif kind == "switch":
        state = flow.swap(t, state, seat, args[0], args[1], events)
    elif kind == "keep":
        state = flow.ready(state, seat, events)
    else:  # faceoff
        state = flow.pick(t, state, seat, args[0], events)
    return state, events
