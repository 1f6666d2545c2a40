"""Intergalactic Hockey Showdown: tests written against the mutants a mutation run left alive.

See ``docs/testing.md`` for the run (mutmut 3.8.1 over ``intergalactic_hockey/rules.py``). These
pin what the game says and what a freshly loaded game object does:

- four seeded whole games, step by step (``transcripts.py``): every decision's seat, kind and
  prompt, the menu words of every legal move, the move, one refused move's code, rule and
  words, and every event; the seeds together reach every event kind and refusal the game has
  (face-offs, bruisers, abilities, RefBot penalties, the buzzer's last shot, overtime, ties);
- a game object that reads the card file afresh plays those games move for move like the
  registered one (the registered object is loaded before a mutant is switched on);
- the computer's guessed position looks the same to the seat that guessed and plays on.
"""

from __future__ import annotations

import random

from tabletop.games import registry
from tests.games import transcripts

GAME = registry().get("intergalactic-hockey")


def test_four_whole_games_say_what_they_said_when_recorded():
    transcripts.check("intergalactic-hockey")


def test_a_game_object_reading_the_cards_afresh_plays_exactly_as_the_registered_one():
    from tabletop.games.intergalactic_hockey.rules import IntergalacticHockey

    fresh = IntergalacticHockey()
    assert fresh.card_ids == GAME.card_ids
    for seed, _options in transcripts.GAMES["intergalactic-hockey"]:
        rng = random.Random(seed)
        a = GAME.new_game(seed, names=("Ana", "Ben"))
        b = fresh.new_game(seed, names=("Ana", "Ben"))
        space = list(GAME.action_space(a))
        assert list(fresh.action_space(b)) == space
        while not GAME.is_over(a):
            assert fresh.pending(b) == GAME.pending(a)
            seat = GAME.pending(a)[0].seat
            legal = GAME.legal_actions(a, seat)
            assert fresh.legal_actions(b, seat) == legal
            assert [fresh.describe_action(b, x) for x in space] == [GAME.describe_action(a, x) for x in space]
            for other in (0, 1, None):
                assert fresh.view(b, other) == GAME.view(a, other)
            assert fresh.inventory(b) == GAME.inventory(a)
            action = rng.choice(legal)
            a, events_a = GAME.apply(a, action)
            b, events_b = fresh.apply(b, action)
            assert events_b == events_a and b == a
        assert fresh.outcome(b) == GAME.outcome(a)


def positions(seed: int, every: int = 5):
    rng = random.Random(seed)
    state = GAME.new_game(seed)
    out = [state]
    n = 0
    while not GAME.is_over(state):
        seat = GAME.pending(state)[0].seat
        state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
        n += 1
        if n % every == 0 and not GAME.is_over(state):
            out.append(state)
    return out


def test_a_guessed_position_looks_the_same_to_the_seat_that_guessed_and_plays_on():
    """The computer plays from a position it cannot tell from the real one: the other hand, the
    deck and a face-down play stay hidden (Playing Periods: cards are played face down), so the
    guess must show the seat exactly its own view, hold every component once, offer the same
    moves, and be a whole game that can be played to its end."""
    rng = random.Random(3)
    sample = [s for seed in (4, 9, 45, 57) for s in positions(seed, every=2)]
    assert sum(1 for s in sample if GAME.view(s, 0).revealed and GAME.view(s, 0).awaiting) > 10
    for state in sample:
        for seat in (0, 1):
            view = GAME.view(state, seat)
            guess = GAME.determinize(view, rng)
            assert GAME.view(guess, seat) == view
            assert GAME.inventory(guess) == GAME.inventory(state)
            assert GAME.pending(guess) == GAME.pending(state)
            if any(d.seat == seat for d in GAME.pending(state)):
                assert GAME.legal_actions(guess, seat) == GAME.legal_actions(state, seat)
    for state in positions(5, every=25):
        guess = GAME.determinize(GAME.view(state, 0), rng)
        while not GAME.is_over(guess):
            mover = GAME.pending(guess)[0].seat
            guess, _ = GAME.apply(guess, rng.choice(GAME.legal_actions(guess, mover)))
        assert GAME.outcome(guess) is not None
