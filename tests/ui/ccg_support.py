"""Positions for the Breakaway: CCG table tests (not a test module itself).

A table test that needs a position either builds it from the engine (``controller_at`` wraps any
state, such as a shootout started by the engine's own ``shootout.start``) or, when the position
is the fruit of a whole game (a power-play goal, a card laid from the other side's deck), finds it
with ``reach``: seeded random games, seed by seed within a bounded range, each for a bounded
number of moves. A change to the rules or to the starter decks changes every random game; the
search then finds another seed instead of the test silently walking past the position, and fails
with a sentence naming the position when no seed of the range reaches it.

The walk is the one the table tests replay: ``random.Random(seed)`` chooses among the legal actions
of the seat ``choose_seat`` picks from the seats the game waits for (the first, unless told), so a
test that drives the table with the same generator makes the same moves.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.controller import GameController

GAME = registry().get("breakaway-ccg")
NAMES = ("Ana", "Ben")


def waiting_seats(state: Any) -> list[int]:
    """The seats the game waits for, as a hot-seat controller lists them (quiet offers left out)."""
    return [d.seat for d in GAME.pending(state) if not d.quiet]


def first_seat(seats: Sequence[int]) -> int:
    return seats[0]


def reach(what: str, options: dict, wanted: Callable[[list[Any]], bool], *, names: Sequence[str] = NAMES,
          start: int = 0, seeds: int = 40, moves: int = 400,
          choose_seat: Callable[[Sequence[int]], int] = first_seat) -> tuple[int, list[Action]]:
    """The first seed from ``start`` (of ``seeds``) whose random game, within ``moves`` moves, makes a
    move after which ``wanted(states)`` holds (``states``: the game's states so far, from the new
    game to the one after that move): that seed and its moves up to and including that one. No seed
    reaching it fails the test with ``what`` (the position sought) in its message."""
    for seed in range(start, start + seeds):
        states = [GAME.new_game(seed, options, list(names))]
        rng = random.Random(seed)
        done: list[Action] = []
        for _ in range(moves):
            seats = waiting_seats(states[-1])
            if not seats:
                break
            action = rng.choice(GAME.legal_actions(states[-1], choose_seat(seats)))
            states.append(GAME.apply(states[-1], action)[0])
            done.append(action)
            if wanted(states):
                return seed, done
    raise AssertionError(f"no random Breakaway: CCG game of seeds {start}-{start + seeds - 1} "
                         f"(options {options}, up to {moves} moves each) reaches {what}")


def replayed(seed: int, options: dict, actions: Sequence[Action], names: Sequence[str] = NAMES,
             seats: Sequence[str] = ("human", "human")) -> GameController:
    """A controller (hot seat unless ``seats`` says otherwise) of the game of ``seed`` after
    ``actions`` (each one checked)."""
    record = GameRecord(GAME, seed, options, list(names))
    for action in actions:
        verdict, _events = record.submit(action)
        assert verdict.ok, verdict.message
    return GameController(record, list(seats))


def controller_at(state: Any) -> GameController:
    """A hot-seat controller whose game starts at ``state``, a position the engine built."""
    record = GameRecord(GAME, state.seed, GAME.options_of(state), list(state.names))
    record.initial = state
    return GameController(record, ("human", "human"))
