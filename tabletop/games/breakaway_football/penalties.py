"""Penalties: Game Day penalties (accept or decline, never a score) and the restricted plays
near the goal line."""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.games.breakaway_football import clock
from tabletop.games.breakaway_football.cards import PLAY_LABELS, Penalty
from tabletop.games.breakaway_football.field import next_target, penalty_spot, spot_text, team_spot_text
from tabletop.games.breakaway_football.state import CALL, PENALTY, FootballState, replace
from tabletop.games.breakaway_football.tables import FootballTables


def fouled_team(state: FootballState, penalty: Penalty) -> int:
    """The team a penalty was committed against decides to accept or decline it (ruling R8)."""
    return state.offense if penalty.on == "defense" else state.defender


def offer(state: FootballState, penalty: Penalty) -> FootballState:
    return replace(state, phase=PENALTY, decider=fouled_team(state, penalty))


def enforce(t: FootballTables, state: FootballState, penalty: Penalty, events: list[Event]) -> FootballState:
    """No play: move the ball (stopping at the 5), keep the offense card, replay the down or
    take the automatic first down."""
    new = penalty_spot(state.ball, penalty.lines)
    side = state.names[state.offense if penalty.on == "offense" else state.defender]
    state = clock.clear_calls(t, state, "return")
    events.append(Event("penalty", f"Penalty: {penalty.name} on {side} ({penalty.lines:+d} line"
                        f"{'s' if abs(penalty.lines) > 1 else ''}). No play: the ball goes to "
                        f"{team_spot_text(new, state.names[state.offense], state.names[state.defender])} and the "
                        "offense card is not discarded.",
                        {"name": penalty.name, "ball": new}))
    if state.two_point:
        return replace(state, ball=new, phase=CALL)
    if penalty.first_down or new >= state.target:
        state = replace(state, ball=new, down=1, target=next_target(new))
        events.append(Event("first-down", "Automatic first down." if penalty.first_down else "First down!", {}))
    else:
        state = replace(state, ball=new)
    return clock.next_down(t, state, events)


def restricted_play(t: FootballTables, state: FootballState, play_type: str, events: list[Event]
                    ) -> FootballState:
    """A Long Pass on the opponent's 15 or closer, or a Medium Pass on the 5: lose a line,
    no play, replay the down (Penalties Near the Goal Line)."""
    new = max(1, state.ball - 1)
    state = clock.clear_calls(t, state, "return")
    events.append(Event("restricted", f"{PLAY_LABELS[play_type]} is not allowed at {spot_text(state.ball)}: "
                        f"the offense loses a line to {spot_text(new)}. No play; replay the down.",
                        {"ball": new}))
    state = replace(state, ball=new)
    if state.two_point:
        return replace(state, phase=CALL)
    return clock.next_down(t, state, events)
