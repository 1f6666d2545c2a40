"""Rollout policies: how search plays a position out once it leaves its tree.

Uniformly random rollouts are the default and need no game knowledge. A game where random play
almost never reaches what decides it overrides ``Game.rollout_action`` with a cheap heuristic
(Breakaway: CCG shoots, saves and carries the puck towards the net); search then samples futures
that look like games between players who try to win.

A policy is ``(game, state, seat, legal, rng) -> action`` and only sees what the full state of a
determinization shows; it must be cheap, since a search runs it thousands of times a move.

Listing every legal action of a position can cost more than playing one. A game whose listing is
the larger part of a rollout gives itself a ``rollout_move(state, seat, rng) -> action`` method: it
draws the kind of move first and lists only the actions of that kind (Hull Breach!). A search
plays rollouts through ``rollout_step``, which uses that method where a game has one and no policy
was asked for, and otherwise lists the legal actions and asks the policy.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.game import Game

Policy = Callable[[Game, Any, int, list[Action], random.Random], Action]
#: One rollout move: (state, seat, rng) -> action.
Step = Callable[[Any, int, random.Random], Action]


def random_policy(game: Game, state: Any, seat: int, legal: list[Action], rng: random.Random) -> Action:
    legal = game.by_chance(legal)
    return legal[rng.randrange(len(legal))]


def game_policy(game: Game, state: Any, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """The game's own rollout move (``Game.rollout_action``)."""
    return game.rollout_action(state, seat, legal, rng)


def rollout_policy(game: Game) -> Policy:
    """The game's own policy where it has one, else uniformly random play."""
    if type(game).rollout_action is Game.rollout_action:
        return random_policy
    return game_policy


def rollout_step(game: Game, policy: Policy | None = None) -> Step:
    """How a search plays one rollout move in ``game``: the game's own ``rollout_move`` when it has
    one and no ``policy`` is given, else ``policy`` (by default ``rollout_policy(game)``) among the
    listed legal actions."""
    own = getattr(game, "rollout_move", None)
    if policy is None and own is not None:
        return own
    chosen = policy or rollout_policy(game)

    def step(state: Any, seat: int, rng: random.Random) -> Action:
        return chosen(game, state, seat, game.legal_actions(state, seat), rng)

    return step
