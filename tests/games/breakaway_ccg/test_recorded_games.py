"""Breakaway: CCG, recorded whole games: seeded games under the Beginner rules, the official rules
(periods, overtime, shootout) and Solo Play replay step by step exactly as recorded, a game object
that reads the card file afresh plays them the same, and a guessed position looks the same to the
seat that guessed."""

from __future__ import annotations

import random

import pytest

from tabletop.games.breakaway_ccg.solo import phase3
from tests.games import transcripts


@pytest.mark.slow
def test_seven_whole_games_say_what_they_said_when_recorded():
    """Parts 1 and 2 ("Playing the Game") and "Solo Play": whole recorded games."""
    transcripts.check("breakaway-ccg")


def test_a_game_object_reading_the_cards_afresh_plays_exactly_as_the_registered_one():
    """Parts 1 and 2 ("Playing the Game") and "Solo Play": whole recorded games."""
    from tabletop.games.breakaway_ccg.rules import BreakawayCcg

    transcripts.plays_like("breakaway-ccg", BreakawayCcg())


def test_a_guessed_position_looks_the_same_to_the_seat_that_guessed_and_plays_on():
    """Parts 1 and 2 ("Playing the Game") and "Solo Play": whole recorded games. One kind of move is
    left out of the comparison: in solo play's Phase 3 the player's options that take one of the
    opponent's face-down cards (``hand-down``, ``bench-down``) are offered when one of those cards
    may go, which the face-down cards themselves decide (ruling S4), so a guess may differ there."""
    sample = []
    for n, every in ((0, 31), (2, 53), (6, 47)):
        seed, options = transcripts.GAMES["breakaway-ccg"][n]
        sample += transcripts.positions("breakaway-ccg", seed, options, every=every)
    transcripts.check_guesses("breakaway-ccg", sample, random.Random(4), blind=_takes_a_face_down_card)


def _takes_a_face_down_card(state, action) -> bool:
    return phase3.resolving(state) and any(arg in phase3.HIDDEN for arg in action.args)
