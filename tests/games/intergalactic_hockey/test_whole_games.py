"""Intergalactic Hockey Showdown: whole games, every section together.

Four seeded games must say, step by step, what they said when recorded (every decision's
seat, kind and prompt, the menu words of every legal move, one refused move's code, rule and
words, and every event); together they reach every event kind and refusal the game has
(face-offs, bruisers, abilities, RefBot penalties, the buzzer's last shot, overtime, ties). A
game object that reads the card file afresh plays those games move for move like the
registered one, and the computer's guessed position looks the same to the seat that guessed and
plays on, including positions where abilities wait after a reveal (Playing Periods: face-down
plays).
"""

from __future__ import annotations

import random

from tests.games import transcripts
from tests.games.intergalactic_hockey.support import (
    GAME,
)


def test_four_whole_games_say_what_they_said_when_recorded():
    """Four seeded whole games say, step by step, what they said when recorded (``transcripts.GAMES``)."""
    transcripts.check("intergalactic-hockey")


def test_a_game_object_reading_the_cards_afresh_plays_exactly_as_the_registered_one():
    """A game object that reads the card file afresh has the same action space and plays the recorded games
    move for move like the registered one."""
    from tabletop.games.intergalactic_hockey.rules import IntergalacticHockey

    fresh = IntergalacticHockey()
    assert list(fresh.action_space(fresh.new_game(1))) == list(GAME.action_space(GAME.new_game(1)))
    transcripts.plays_like("intergalactic-hockey", fresh)


def test_a_guessed_position_looks_the_same_to_the_seat_that_guessed_and_plays_on():
    """Playing Periods (face-down plays): the computer's guess at the hidden cards looks the same to the seat
    that guessed and plays on, also while abilities wait after a reveal."""
    sample = [s for seed in (4, 9, 25, 27) for s in transcripts.positions("intergalactic-hockey", seed, every=2)]
    assert sum(1 for s in sample if GAME.view(s, 0).revealed and GAME.view(s, 0).awaiting) > 10
    transcripts.check_guesses("intergalactic-hockey", sample, random.Random(3))
