"""Intergalactic Hockey Showdown, "First Period" and "Face-Offs" (rulings S1, S2, S21, S24).

The set-up (puck in the middle, RefBot at 0, three cards each from a shuffled deck), and the
face-off: both offense numbers compared after abilities and bruisers, the winner takes the puck,
a tie nobody breaks leaves the puck in the middle for another face-off.
"""

from __future__ import annotations

from tabletop.engine import chance
from tests.games.intergalactic_hockey.support import (
    ALL,
    GAME,
    both,
    conserved,
    event,
    faceoff,
)


def test_first_period_setup_puck_middle_refbot_zero_three_cards_each():
    """First Period: the puck in the middle, the RefBot at 0, three cards dealt to each player from the
    shuffled deck."""
    state = GAME.new_game(7)
    assert state.period == 1 and state.phase == "faceoff"
    assert state.puck is None and state.refbot == 0 and state.penalty is None
    assert [len(h) for h in state.hands] == [3, 3] and len(state.deck) == 10
    shuffled = chance.shuffled(7, 0, ALL)
    assert set(state.hands[0]) == set(shuffled[0:6:2]) and set(state.hands[1]) == set(shuffled[1:6:2])
    assert state.deck == shuffled[6:] and state.chance == 1
    assert conserved(state)


def test_faceoff_compares_offense_and_the_winner_takes_the_puck():
    """Face-Offs (ruling S1): the offense numbers are compared (defense plays no part) and the higher takes
    the puck."""
    state = faceoff(("danny", "jake", "pax"), ("vehksa", "goose", "creenana"))
    state, events = both(state, "danny", "vehksa")     # 4 offense against 2, defense ignored
    assert event(events, "faceoff").data["winner"] == 0
    assert state.puck == 0 and state.phase == "round"


def test_faceoff_tie_leaves_the_puck_in_the_middle_for_another_faceoff():
    """Face-Offs, ruling S2: a tie nobody breaks leaves the puck in the middle; Player 1 refills first."""
    state = faceoff(("jake", "pax", "bryzan"), ("vehksa", "goose", "creenana"))
    state, events = both(state, "jake", "vehksa")      # 2 against 2
    assert event(events, "faceoff").data["winner"] is None
    assert state.puck is None and state.phase == "faceoff"
    assert event(events, "refill").data["first"] == 0
    assert [len(h) for h in state.hands] == [3, 3]
