"""The generic computer players on Hull Breach!: they decide from a seat's view alone (through
``determinize``) for any number of commanders, and the position evaluation reads only what a view shows."""

from __future__ import annotations

import random

import pytest

from tabletop.ai.evaluation import evaluation
from tabletop.ai.greedy import GreedyAgent
from tabletop.ai.ismcts import Budget, IsmctsAgent
from tabletop.engine.playout import play_game
from tabletop.games.hull_breach import GAME


def _position(players: int, steps: int):
    result = play_game(GAME, 21, names=[f"C{i}" for i in range(players)])
    state = GAME.new_game(21, names=[f"C{i}" for i in range(players)])
    for action in result.actions[:steps]:
        state, _ = GAME.apply(state, action)
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_greedy_and_ismcts_choose_a_legal_action_from_the_view(players):
    state = _position(players, 60)
    seat = GAME.pending(state)[0].seat
    legal = GAME.legal_actions(state, seat)
    view = GAME.view(state, seat)
    for agent in (GreedyAgent(samples=2), IsmctsAgent(Budget(15))):
        assert agent.choose(GAME, view, legal, random.Random(1)) in legal


def test_the_evaluation_agrees_on_a_state_and_its_view_and_favours_material():
    state = _position(2, 80)
    evaluate = evaluation(GAME)
    for seat in (0, 1):
        assert evaluate(GAME, state, seat) == pytest.approx(evaluate(GAME, GAME.view(state, seat), seat), abs=0.2)
    assert evaluate(GAME, state, 0) == pytest.approx(-evaluate(GAME, state, 1))
