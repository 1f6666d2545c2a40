"""Intergalactic Hockey Showdown, "Overtime" (ruling S25): sudden death.

The discard pile is reshuffled into a new draw pile as soon as the deck is empty (hands are
kept), and the first goal wins the game, counted in the final score.
"""

from __future__ import annotations

from tabletop.engine import chance
from tests.games.intergalactic_hockey.support import (
    ALL,
    GAME,
    both,
    conserved,
    event,
    position,
)


def test_overtime_reshuffles_the_discard_pile_when_the_deck_runs_out():
    """Overtime (ruling S25): when the deck runs out the discard pile is reshuffled into a new draw pile and
    the hands are kept."""
    state = position(("jake", "twisskib", "bryzan"), ("vehksa", "goose", "creenana"), puck=0, deck=("pax",),
                     period=4, goals=(2, 2))
    discard_before = set(state.discard)
    counter = state.chance
    state, events = both(state, "jake", "vehksa")
    reshuffle = event(events, "reshuffle")
    assert reshuffle.chance and reshuffle.irreversible
    pool = tuple(sorted(discard_before | {"jake", "vehksa"}, key=ALL.index))
    new_deck = chance.shuffled(state.seed, counter, pool)
    assert set(state.hands[0]) == {"twisskib", "bryzan", "pax"}       # hands are kept
    assert set(state.hands[1]) == {"goose", "creenana", new_deck[0]}
    assert state.deck == new_deck[1:] and state.discard == () and state.chance == counter + 1
    assert state.phase == "round" and not state.buzzer
    assert conserved(state)


def test_overtime_reshuffles_as_soon_as_the_deck_is_empty():
    """S25: a refill that takes the last card leaves a fresh draw pile behind it at once."""
    state = position(("jake", "twisskib", "bryzan"), ("vehksa", "goose", "creenana"), puck=0,
                     deck=("pax", "derek"), period=4, goals=(0, 0))
    counter = state.chance
    pool = tuple(sorted(set(state.discard) | {"jake", "vehksa"}, key=ALL.index))
    state, events = both(state, "jake", "vehksa")
    assert "pax" in state.hands[0] and "derek" in state.hands[1]
    assert event(events, "reshuffle").data["cards"] == len(pool)
    assert state.deck == chance.shuffled(state.seed, counter, pool) and state.discard == ()
    assert conserved(state)


def test_first_goal_in_overtime_wins():
    """Overtime: sudden death, the first goal wins and counts in the final score (ruling S25)."""
    state = position(("twisskib", "jake", "pax"), ("creenana", "goose", "vehksa"), puck=0, period=4,
                     goals=(1, 1))
    state, _ = both(state, "twisskib", "creenana")
    assert state.phase == "over" and state.winners == (0,)
    assert "overtime" in GAME.outcome(state).text and GAME.outcome(state).scores == (2, 1)
    assert conserved(state)
