"""Breakaway Football: tests that pin what the game says and what a freshly loaded game object
does, for the mutation runs of ``docs/testing.md`` (``transcripts.py``):

- four seeded whole games with different teams and options (overtime standard and sudden death,
  late-half incompletions, coffin-corner punts, icing the kicker), step by step: every decision
  and prompt, the menu words, one refused move's words, every event; together they reach every
  event kind and refusal random play reaches in sixty games, and overtime;
- a game object that reads the team and Game Day files afresh plays those games move for move
  like the registered one;
- the computer's guessed position looks the same to the seat that guessed and plays on.
"""

from __future__ import annotations

import random

from tests.games import transcripts


def test_four_whole_games_say_what_they_said_when_recorded():
    transcripts.check("breakaway-football")


def test_a_game_object_reading_the_cards_afresh_plays_exactly_as_the_registered_one():
    from tabletop.games.breakaway_football.rules import BreakawayFootball

    transcripts.plays_like("breakaway-football", BreakawayFootball())


def test_a_guessed_position_looks_the_same_to_the_seat_that_guessed_and_plays_on():
    seed, options = transcripts.GAMES["breakaway-football"][0]
    sample = transcripts.positions("breakaway-football", seed, options, every=9)
    seed, options = transcripts.GAMES["breakaway-football"][2]
    sample += transcripts.positions("breakaway-football", seed, options, every=13)
    transcripts.check_guesses("breakaway-football", sample, random.Random(4))
