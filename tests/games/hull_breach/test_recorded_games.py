"""Hull Breach! recorded games: whole games replayed from their seeds must say exactly what they said
when recorded, a game object reading the cards afresh must play as the registered one, and a guessed
position must look the same to the seat that guessed."""

from __future__ import annotations

import random

import pytest

from tests.games import transcripts


@pytest.mark.slow
def test_six_whole_games_say_what_they_said_when_recorded():
    transcripts.check("hull-breach")


def test_a_game_object_reading_the_cards_afresh_plays_exactly_as_the_registered_one():
    from tabletop.games.hull_breach.rules import HullBreach

    transcripts.plays_like("hull-breach", HullBreach())


def test_a_guessed_position_looks_the_same_to_the_seat_that_guessed_and_plays_on():
    """Another commander's deck list is hidden here, so a guess fills that commander's unseen cards
    with sampled ones (``sampling.py``): the cards held differ from the real game's, their number
    does not."""
    sample = []
    for n, every in ((0, 37), (1, 23)):
        seed, options = transcripts.GAMES["hull-breach"][n]
        sample += transcripts.positions("hull-breach", seed, options, every=every)
    transcripts.check_guesses("hull-breach", sample, random.Random(4), hidden_lists=True)
