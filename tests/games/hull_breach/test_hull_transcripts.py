"""Hull Breach!: tests that pin what the game says and what a freshly loaded game object does,
for the mutation runs of ``docs/testing.md`` (``transcripts.py``):

- six seeded whole games, step by step: every decision and prompt, every seat's view, the menu
  words, one refused move's words and what ``validate`` says of every action, every event;
  together they reach every event kind, move and refusal code random play reaches in sixty games
  (the set-ups, mulligans, engagements with their escorts and casualties, annihilation, the
  drawn game of ruling H5);
- a game object that reads the card file afresh plays those games move for move like the
  registered one;
- the computer's guessed position looks the same to the seat that guessed and plays on.
"""

from __future__ import annotations

import random

from tests.games import transcripts


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
