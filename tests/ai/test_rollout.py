"""Rollout policies: legal, cheap heuristics that make the futures search samples look like play."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.ai.ismcts import GAME_LEVELS, LEVELS, IsmctsAgent, level_budget
from tabletop.ai.rollout import game_policy, random_policy, rollout_policy
from tabletop.engine.actions import Action
from tabletop.games import registry
from tabletop.games.breakaway_ccg.rollout import distances as ccg_distances
from tabletop.games.breakaway_ccg.state import SAVE, USE, evolve

CCG = "breakaway-ccg"


def ccg_policy(game, state, seat, legal, rng):
    """Breakaway: CCG's rollout move, through the game's contract."""
    return game.rollout_action(state, seat, legal, rng)


@pytest.fixture(scope="module")
def ccg():
    return registry().get(CCG)


def test_games_without_a_policy_roll_out_at_random():
    assert rollout_policy(registry().get("hockey-card-game")) is random_policy
    assert rollout_policy(registry().get(CCG)) is game_policy


def test_ccg_distances_count_pushes_along_the_arrows_to_a_shooting_area(ccg):
    t = ccg.t
    dist = ccg_distances(t)
    for seat in (0, 1):
        for area in t.areas:
            if area in t.shooting[seat]:
                assert dist[seat][area] == 0
            else:
                # one push along some arrow gets one step closer, and none gets more than one
                steps = [dist[seat][b] for b in t.arrows[area]]
                assert min(steps) == dist[seat][area] - 1
        # the centre face-off spot is away from both nets
        assert dist[seat][t.rink.center] >= 2
    assert ccg_distances(t) is dist  # built once


def test_ccg_policy_always_returns_a_legal_action(ccg):
    rng = random.Random(3)
    count = 0
    for seed in range(30):
        state = ccg.new_game(seed)
        while (pending := ccg.pending(state)) and count < 4000:
            seat = pending[0].seat
            legal = ccg.legal_actions(state, seat)
            action = ccg_policy(ccg, state, seat, legal, rng)
            assert action in legal
            count += 1
            state, _ = ccg.apply(state, action)
    assert count >= 3000


def _use_position(ccg, **changes):
    """A Beginner position in the use step for seat 0, from a real game, with ``changes``."""
    state = ccg.new_game(4)
    while state.phase != USE or state.turn != 0 or state.stage is not None:
        legal = ccg.legal_actions(state, ccg.pending(state)[0].seat)
        state, _ = ccg.apply(state, legal[0])
    return evolve(state, **changes)


def test_ccg_policy_shoots_when_it_can(ccg):
    t = ccg.t
    area = min(t.shooting[0])
    state = _use_position(ccg, puck=area, control=0, doubles=True, action_used=False)
    legal = ccg.legal_actions(state, 0)
    assert Action(0, "shoot") in legal
    picks = Counter(ccg_policy(ccg, state, 0, legal, random.Random(i)) for i in range(200))
    assert picks[Action(0, "shoot")] > 150


def test_ccg_policy_carries_the_puck_towards_the_net(ccg):
    t = ccg.t
    dist = ccg_distances(t)
    state = _use_position(ccg, puck=t.rink.center, control=0, doubles=True, action_used=True)
    legal = ccg.legal_actions(state, 0)
    pushes = [a for a in legal if a.kind == "ability"]
    assert pushes, "a card with a color offers a push"
    picks = Counter(ccg_policy(ccg, state, 0, legal, random.Random(i)) for i in range(200))
    towards = sum(n for a, n in picks.items() if a.kind == "ability" and dist[0][a.args[-1]] < dist[0][state.puck])
    assert towards > 150


def test_ccg_policy_saves_rather_than_concedes(ccg):
    t = ccg.t
    state = _use_position(ccg)
    # Put a card with a printed Save in hand, in place of the first card, from the deck.
    saver = next(c for c in state.decks[0] if "save" in t.actions[c])
    hand = (saver,) + state.hands[0][1:]
    deck = tuple(state.hands[0][:1]) + tuple(c for c in state.decks[0] if c != saver)
    state = evolve(state, phase="play", stage=SAVE, shot=1, hands=(hand, state.hands[1]),
                   decks=(deck, state.decks[1]))
    assert ccg.inventory(state) == ccg.inventory(_use_position(ccg))
    legal = ccg.legal_actions(state, 0)
    assert Action(0, "play", (saver,)) in legal and Action(0, "concede") in legal
    picks = Counter(ccg_policy(ccg, state, 0, legal, random.Random(i)) for i in range(200))
    assert picks[Action(0, "concede")] < 40


def test_levels_can_differ_by_game():
    assert level_budget("hockey-card-game", "normal") == LEVELS["normal"]
    assert level_budget("breakaway-football", "normal") == GAME_LEVELS["breakaway-football"]["normal"]
    assert level_budget("breakaway-football", "hard") == LEVELS["hard"]
    with pytest.raises(ValueError):
        level_budget("hockey-card-game", "impossible")


def test_a_level_agent_searches_with_the_games_budget():
    football = registry().get("breakaway-football")
    state = football.new_game(1)
    while True:
        seat = football.pending(state)[0].seat
        legal = football.legal_actions(state, seat)
        if len(legal) > 1:
            break
        state, _ = football.apply(state, legal[0])
    agent = IsmctsAgent(level="normal")
    result = agent.search(football, football.view(state, seat), legal, 1)
    assert result.iterations <= GAME_LEVELS["breakaway-football"]["normal"].iterations


# ----- the official game's actions: the rollout policy knows the official mode's actions -------------
def _official_position(ccg, **changes):
    """A position of an official game, with ``changes``; the policy is asked about hand-made choices."""
    state = ccg.new_game(4, options={"mode": "official"})
    return evolve(state, **changes)


def _picks(ccg, state, legal, seat=0):
    return Counter(ccg_policy(ccg, state, seat, legal, random.Random(i)) for i in range(200))


def test_ccg_policy_stops_a_shot_with_block_deflect_or_poke_check(ccg):
    state = _official_position(ccg, control=1)
    away = max(ccg.t.areas, key=lambda a: ccg_distances(ccg.t)[1][a])
    for stop in (Action(0, "block"), Action(0, "deflect"), Action(0, "poke-check", (away,))):
        legal = [stop, Action(0, "decline"), Action(0, "draw"), Action(0, "color", ("blue",))]
        assert _picks(ccg, state, legal)[stop] > 150, stop


def test_ccg_policy_stretch_passes_towards_the_net(ccg):
    t = ccg.t
    dist = ccg_distances(t)
    state = _official_position(ccg, puck=t.rink.center, control=0)
    near = min(t.areas, key=lambda a: dist[0][a])
    far = max(t.areas, key=lambda a: dist[0][a])
    legal = [Action(0, "stretch-pass", (far,)), Action(0, "stretch-pass", (near,))]
    assert _picks(ccg, state, legal)[Action(0, "stretch-pass", (near,))] > 150


def test_ccg_policy_substitutes_a_weak_card_for_a_strong_one(ccg):
    t = ccg.t
    state = _official_position(ccg)
    ranked = sorted(state.hands[0] + state.benches[0], key=lambda c: t.strength[c])
    weak, strong = ranked[0], ranked[-1]
    assert t.strength[weak] < t.strength[strong]
    legal = [Action(0, "substitution", (strong, weak)), Action(0, "substitution", (weak, strong))]
    assert _picks(ccg, state, legal)[Action(0, "substitution", (weak, strong))] > 150


def test_ccg_policy_stops_movement_only_of_the_other_sides_carry(ccg):
    legal = [Action(0, "stop-movement"), Action(0, "draw")]
    theirs = _official_position(ccg, control=1, hands=((), ()))
    mine = _official_position(ccg, control=0, hands=((), ()))
    assert _picks(ccg, theirs, legal)[Action(0, "stop-movement")] > 150
    assert _picks(ccg, mine, legal)[Action(0, "stop-movement")] < 100
