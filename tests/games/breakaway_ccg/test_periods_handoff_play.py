"""Breakaway: CCG, the end of a period (Part 2): "Final Minute" (the last card drawn: hands of three,
no end-of-turn draws, no line changes) and Regular Season "Overtime" (a 21-card deck). (Hand-off
from the official-play tests, to be merged into test_final_minute.py and test_overtime.py.)"""

from __future__ import annotations

from tabletop.games.breakaway_ccg.state import (
    USE,
)
from tests.games.breakaway_ccg.support import act, card, extra_card, finish, official

r, x = card, extra_card


def test_drawing_the_last_card_starts_the_final_minute():
    """Final Minute: the last card drawn; hands of three, no end-of-turn draws, no line changes."""
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "rookie-0-stick")), (r(1, "goal-skate"),)),
                     decks=((r(0, "goal-stick"),), None), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    state = finish(act(state, 0, "move", "nw9"), 0)
    assert state.final_minute and state.hand_max == (3, 3)
    assert state.turn == 1


def test_a_tie_after_regulation_goes_to_a_21_card_overtime():
    """Overtime, Regular Season: a deck of 21, hands of three."""
    state = official(hands=((), ()), play=(r(0, "rookie-0-helmet"),), phase=USE, action_used=True,
                     final_minute=True, goals=(1, 1), turn=0, options={"overtime": "regular-season"})
    state = act(state, 0, "end")
    assert state.overtime == 1
    assert all(len(d) + len(h) <= 21 for d, h in zip(state.decks, state.hands))
    assert state.hand_max == (3, 3)
