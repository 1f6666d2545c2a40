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


def test_determinizing_for_the_other_seat_keeps_a_pending_flip_s_trigger():
    """Ruling H17: while A decides whether to flip, B sees that a trigger came (not the card); a state
    sampled for B puts a module with that trigger under A's ship, so A still has the choice there."""
    from tabletop.engine.actions import Action
    from tabletop.engine.evolve import evolve
    from tabletop.games.hull_breach.dice import force
    from tabletop.games.hull_breach.scenario import Piece, arrange
    from tabletop.games.hull_breach.state import ATTACK, Engagement

    a, b = 0, 1
    state, ids = arrange([Piece("skyline-defense-hq", a), Piece("orion-frontier-outpost", b),
                          Piece("eagle-class-battle-cruiser", a, wounds=3),
                          Piece("emergency-bulkheads", a, host=2, face_down=True), Piece("harpy-class-cruiser", b)],
                         turn=b)
    eagle, harpy = ids[2], ids[4]
    state = evolve(state, engagement=Engagement(b, a, step=ATTACK, round=2, fleet=(harpy,)))
    state, _ = GAME.apply(state, Action(b, "aim", (harpy, eagle)))
    state, _ = GAME.apply(force(state, [9]), Action(b, "fire", (harpy,)))
    assert GAME.pending(state)[0].kind == "flip"
    for k in range(10):
        sample = GAME.determinize(GAME.view(state, b), random.Random(k))
        module = next(u for u in sample.units if u.host == eagle and u.face_down)
        assert GAME.by_id[module.card].effects[0]["trigger"] == "would-be-destroyed"
        assert [x.kind for x in GAME.legal_actions(sample, a)] == ["flip", "decline"]
