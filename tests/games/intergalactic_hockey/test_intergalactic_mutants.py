"""Intergalactic Hockey Showdown: tests written against the mutants a mutation run left alive.

See ``docs/testing.md`` for the run (mutmut 3.8.1 over ``intergalactic_hockey/rules.py``). These
pin what the game says and what a freshly loaded game object does (``transcripts.py``):

- three seeded whole games, step by step: every decision's seat, kind and prompt, the menu words
  of every legal move, the move, one refused move's code, rule and words, and every event; the
  seeds together reach every event kind and refusal the game has (face-offs, bruisers,
  abilities, RefBot penalties, the buzzer's last shot, overtime, ties);
- a game object that reads the card file afresh plays those games move for move like the
  registered one (the registered object is loaded before a mutant is switched on);
- the computer's guessed position looks the same to the seat that guessed and plays on,
  including positions where abilities wait after a reveal (Playing Periods: face-down plays).
"""

from __future__ import annotations

import random

from tabletop.games import registry
from tests.games import transcripts

GAME = registry().get("intergalactic-hockey")


def test_three_whole_games_say_what_they_said_when_recorded():
    transcripts.check("intergalactic-hockey")


def test_a_game_object_reading_the_cards_afresh_plays_exactly_as_the_registered_one():
    from tabletop.games.intergalactic_hockey.rules import IntergalacticHockey

    fresh = IntergalacticHockey()
    assert list(fresh.action_space(fresh.new_game(1))) == list(GAME.action_space(GAME.new_game(1)))
    transcripts.plays_like("intergalactic-hockey", fresh)


def test_a_guessed_position_looks_the_same_to_the_seat_that_guessed_and_plays_on():
    sample = [s for seed in (4, 9, 25, 27) for s in transcripts.positions("intergalactic-hockey", seed, every=2)]
    assert sum(1 for s in sample if GAME.view(s, 0).revealed and GAME.view(s, 0).awaiting) > 10
    transcripts.check_guesses("intergalactic-hockey", sample, random.Random(3))
