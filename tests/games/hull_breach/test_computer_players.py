"""Hull Breach! and the computer players (ruling H24: they read only a seat's view): the greedy and
ISMCTS agents choose legal actions from a view, the search's rollout moves are legal actions drawn by
kind, and the position evaluation scores stations, units, stockpiles and finished games figure by
figure."""

from __future__ import annotations

import random

import pytest

from tabletop.ai.evaluation import evaluation
from tabletop.ai.greedy import GreedyAgent
from tabletop.ai.ismcts import Budget, IsmctsAgent
from tabletop.ai.rollout import random_policy, rollout_step
from tabletop.engine.evolve import evolve
from tabletop.engine.playout import play_game
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.evaluation import STATION_WORTH, WIN, WORTH_PER_COST, _worth, evaluate
from tabletop.games.hull_breach.scenario import Piece, arrange
from tests.games.hull_breach.support import A, B, C

STATIONS = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B)]   # 7 and 7 wounds


def _position(players: int, steps: int):
    result = play_game(GAME, 21, names=[f"C{i}" for i in range(players)])
    state = GAME.new_game(21, names=[f"C{i}" for i in range(players)])
    for action in result.actions[:steps]:
        state, _ = GAME.apply(state, action)
    return state


def position(pieces=STATIONS, **kw):
    return arrange(pieces, stockpiles=kw.pop("stockpiles", [(0, 0), (0, 0), (0, 0)]), **kw)[0]


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


def test_the_constants_keep_a_whole_station_worth_fifty_points_of_cost():
    assert (WIN, STATION_WORTH, WORTH_PER_COST) == (2.0, 1.0, 0.02)


def test_two_untouched_stations_and_empty_stockpiles_are_level():
    state = position()
    assert _worth(state) == [pytest.approx(1.0), pytest.approx(1.0)]
    assert evaluate(GAME, state, A) == 0.0 and evaluate(GAME, state, B) == 0.0


def test_a_wounded_station_loses_half_its_worth_in_proportion_to_the_wounds():
    state = position([Piece("skyline-defense-hq", A, wounds=7), Piece("orion-frontier-outpost", B, wounds=2)])
    assert _worth(state) == [pytest.approx(0.5), pytest.approx(0.5 + 0.5 * 5 / 7)]
    assert evaluate(GAME, state, A) == pytest.approx(0.5 - (0.5 + 0.5 * 5 / 7))
    assert evaluate(GAME, state, B) == pytest.approx(0.5 * 5 / 7)


def test_a_ship_counts_its_cost_and_its_controller_gets_it():
    """A Harpy costs 5 Resource and 4 Currency: 9 x 0.02. A hijacked one counts for the hijacker."""
    state = position([*STATIONS, Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", A, controller=B)])
    assert _worth(state) == [pytest.approx(1.0 + 0.18), pytest.approx(1.0 + 0.18)]
    state = position([*STATIONS, Piece("harpy-class-cruiser", A, controller=B)])
    assert _worth(state) == [pytest.approx(1.0), pytest.approx(1.18)]
    assert evaluate(GAME, state, B) == pytest.approx(0.18)
    assert evaluate(GAME, state, A) == pytest.approx(-0.18)


def test_a_wounded_unit_shrinks_with_its_wounds_down_to_a_fifth():
    """The Harpy takes 3 wounds: one wound leaves two thirds, three leave the floor of a fifth."""
    one = position([*STATIONS, Piece("harpy-class-cruiser", A, wounds=1)])
    assert _worth(one)[A] == pytest.approx(1.0 + 0.18 * 2 / 3)
    two = position([*STATIONS, Piece("harpy-class-cruiser", A, wounds=2)])
    assert _worth(two)[A] == pytest.approx(1.0 + 0.18 / 3)
    full = position([*STATIONS, Piece("harpy-class-cruiser", A, wounds=3)])
    assert _worth(full)[A] == pytest.approx(1.0 + 0.18 * 0.2)


def test_a_card_without_wounds_counts_whole():
    """A card that prints no wounds (some modules) counts its full cost, whatever its wounds."""
    from tabletop.games.hull_breach.cards import card_set
    cards = card_set().by_id
    bare = next(c for c in cards.values() if c.type == "module" and not c.wounds and sum(c.cost))
    state = position([*STATIONS, Piece(bare.id, A, host=0, wounds=1)])
    assert _worth(state)[A] == pytest.approx(1.0 + WORTH_PER_COST * sum(bare.cost))


def test_the_stockpile_counts_half_a_hundredth_a_point():
    state = position(stockpiles=[(10, 20), (4, 0)])
    assert _worth(state) == [pytest.approx(1.0 + 0.15), pytest.approx(1.0 + 0.02)]
    assert evaluate(GAME, state, A) == pytest.approx(0.13)


def test_an_eliminated_commander_counts_the_loss_instead_of_the_stockpile():
    state = position(players=3, pieces=[*STATIONS, Piece("meridian-exchange-tower", C)],
                     stockpiles=[(10, 10), (10, 10), (10, 10)])
    cmds = list(state.commanders)
    cmds[C] = evolve(cmds[C], alive=False)
    state = evolve(state, commanders=tuple(cmds))
    worth = _worth(state)
    assert worth[A] == pytest.approx(1.1) and worth[B] == pytest.approx(1.1)
    assert worth[C] == pytest.approx(1.0 - WIN)


def test_the_strongest_opponent_sets_the_mark():
    """Three commanders: A's figure is against the better of B and C, not their sum or the weaker."""
    state = position(players=3, pieces=[*STATIONS, Piece("meridian-exchange-tower", C),
                                        Piece("harpy-class-cruiser", C)])
    assert evaluate(GAME, state, A) == pytest.approx(-0.18)
    assert evaluate(GAME, state, C) == pytest.approx(0.18)


def test_the_figure_is_bounded_by_a_win():
    many = [Piece("valkyrie-class-battleship", A) for _ in range(20)]        # 20 x 15 x 0.02 = 6
    state = position([*STATIONS, *many])
    assert evaluate(GAME, state, A) == WIN
    assert evaluate(GAME, state, B) == -WIN


def test_a_finished_game_scores_the_win_the_loss_or_the_draw():
    state = position([*STATIONS, Piece("harpy-class-cruiser", B)])
    won = evolve(state, winners=(A,))
    assert evaluate(GAME, won, A) == WIN and evaluate(GAME, won, B) == -WIN
    drawn = evolve(state, winners=())
    assert evaluate(GAME, drawn, A) == 0.0 and evaluate(GAME, drawn, B) == 0.0


def test_a_view_reads_the_same_as_the_state_but_for_a_hidden_module():
    """A seat's view has the stockpiles and the living commanders as tuples; the same figures come
    out. A face-down module of A's reads as a token 0.05 to B, and its cost to A."""
    state = position([*STATIONS, Piece("harpy-class-cruiser", B, wounds=1),
                      Piece("anaheim-strip-miners", A, host=0, face_down=True)], stockpiles=[(3, 4), (5, 6)])
    whole = _worth(state)
    assert _worth(GAME.view(state, A)) == [pytest.approx(w) for w in whole]
    seen_by_b = _worth(GAME.view(state, B))
    assert seen_by_b[B] == pytest.approx(whole[B])
    assert seen_by_b[A] == pytest.approx(whole[A] - WORTH_PER_COST * 5 * 1.0 + 0.05)
    assert whole[A] == pytest.approx(1.0 + 0.1 + 0.035)


def test_every_unit_counts_whatever_comes_before_it_in_the_battlefield_order():
    """A hidden module read before the rest, and a station read after its commander's ship: each
    adds to the total (nothing is skipped after a hidden unit, nothing before a station is lost)."""
    pieces = [Piece("harpy-class-cruiser", A), Piece("skyline-defense-hq", A),
              Piece("orion-frontier-outpost", B), Piece("harpy-class-cruiser", B)]
    state = position(pieces)
    assert _worth(state) == [pytest.approx(1.18), pytest.approx(1.18)]
    pieces = [Piece("skyline-defense-hq", A), Piece("anaheim-strip-miners", A, host=0, face_down=True),
              Piece("orion-frontier-outpost", B), Piece("harpy-class-cruiser", B)]
    seen_by_b = _worth(GAME.view(position(pieces), B))
    assert seen_by_b == [pytest.approx(1.05), pytest.approx(1.18)]


@pytest.mark.parametrize("players", [2, 3])
def test_every_rollout_move_is_a_legal_action_and_rollouts_declare_whole_volleys(players):
    """The search's rollout move (drawn by kind, ``rollout``) is always one ``legal_actions``
    lists, in every kind of position random games reach; a unit's volley is declared die by die at
    legal targets and then fired (6.2 How Combat Works)."""
    kinds = set()
    for seed in range(3):
        state = GAME.new_game(40 + seed, names=[f"C{i}" for i in range(players)])
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.pending(state)[0].seat
            legal = GAME.legal_actions(state, seat)
            for draw in range(4):
                move = GAME.rollout_move(state, seat, random.Random(draw))
                assert move in legal, (move, state.phase, state.engagement)
                kinds.add(move.kind)
            chosen = GAME.by_chance(legal)
            state, _ = GAME.apply(state, chosen[rng.randrange(len(chosen))])
    assert {"aim", "fire", "deploy", "next", "end"} <= kinds, kinds
    assert "concede" not in kinds


def test_a_rollout_finishes_the_volley_it_began():
    """A rollout that has begun declaring a unit's dice declares the rest before firing (6.2)."""
    rng = random.Random(5)
    state = GAME.new_game(41, names=["C0", "C1"])
    seen = 0
    while not GAME.is_over(state) and seen < 20:
        seat = GAME.pending(state)[0].seat
        eng = state.engagement
        if eng is not None and eng.shooter is not None and sum(n for _t, n in eng.aim) < eng.dice:
            move = GAME.rollout_move(state, seat, random.Random(seen))
            assert move.kind == "aim" and move.args[0] == eng.shooter
            seen += 1
        chosen = GAME.by_chance(GAME.legal_actions(state, seat))
        state, _ = GAME.apply(state, chosen[rng.randrange(len(chosen))])
    assert seen


def test_the_search_plays_its_rollouts_by_the_games_own_move_unless_given_a_policy():
    """ISMCTS rollouts in Hull Breach! are drawn by kind (``rollout_move``); an agent given its own
    policy still chooses among the listed legal actions."""
    assert rollout_step(GAME) == GAME.rollout_move
    state = _position(2, 60)
    seat = GAME.pending(state)[0].seat
    listed = rollout_step(GAME, random_policy)(state, seat, random.Random(1))
    assert listed == random_policy(GAME, state, seat, GAME.legal_actions(state, seat), random.Random(1))
