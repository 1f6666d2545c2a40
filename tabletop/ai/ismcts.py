"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley and
Whitehouse 2012), from one seat's view.

Every iteration samples a full state the seat cannot tell from the real one
(``game.determinize(view, rng)``: unseen cards dealt at random, a secret choice the other seat
has made sampled rather than read), then walks one tree shared by all samples:

- selection by UCB1 over the actions legal *in this sample*, with availability counts in
  place of the parent's visits (an action only competes in the samples that allow it);
- expansion of one new node, then a rollout of at most ``horizon`` actions played by the
  game's rollout policy (``tabletop.ai.rollout``; uniformly random unless the game has one),
  scored by the game's evaluation (``tabletop.ai.evaluation``) or by the result if it ended;
- backpropagation of each seat's reward to the statistics of the action that seat took.

Simultaneous secret choices (face-offs, play calls) are decoupled: when several seats must
choose face down at once, each picks from its own statistics at that node, none conditioned
on another's pick, and the pair is applied together. So the searching seat never sees the
opponent's card before committing, and it does not assume the opponent sees its own.

The move played is the root action visited most. Budgets are iterations, with a time limit
on top; ``LEVELS`` maps Easy / Normal / Hard to budgets (``GAME_LEVELS`` adjusts one game's).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any

from tabletop.ai.base import Agent, as_rng
from tabletop.ai.evaluation import evaluation, reward, rollout_horizon
from tabletop.ai.rollout import Policy, Step, rollout_step
from tabletop.engine.actions import Action
from tabletop.engine.game import Game

EXPLORATION = 0.7


@dataclass(frozen=True)
class Budget:
    """At most ``iterations`` searches, and stop after ``milliseconds`` if that comes first."""

    iterations: int
    milliseconds: float | None = None

    def __post_init__(self) -> None:
        if self.iterations < 1:
            raise ValueError("a search budget needs at least one iteration")
        if self.milliseconds is not None and self.milliseconds <= 0:
            raise ValueError("a time budget must be positive")


#: Iterations first (a fixed seed then plays the same game on any machine); the time limit
#: only cuts a slow position short. Tuned to the targets in docs/performance.md: Easy answers
#: in under 50 ms, Normal in at most 0.5 s median and 1.5 s worst case.
LEVELS: dict[str, Budget] = {
    "easy": Budget(25, 35.0),
    "normal": Budget(300, 450.0),
    "hard": Budget(2000, 1400.0),
}

#: Where a game's search iterations cost much more than the others', its Normal plays fewer of
#: them so a whole game against it stays quick and a move stays well inside the 0.5 s target.
#: Breakaway Football copies a forty-field state on every action and asks for about 180
#: decisions a game; 150 iterations there still beat greedy (docs/performance.md).
GAME_LEVELS: dict[str, dict[str, Budget]] = {
    "breakaway-football": {"normal": Budget(150, 450.0)},
    # Hull Breach!'s engagements among several commanders give the tree many branches: its Normal
    # searches more, with shorter rollouts (the game's ``rollout_horizon``)
    "hull-breach": {"normal": Budget(500, 450.0)},
}


def level_budget(game_id: str | None, level: str) -> Budget:
    """The budget of ``level`` (easy, normal or hard) in one game; with no game, the default."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    return GAME_LEVELS.get(game_id or "", {}).get(level, LEVELS[level])


@dataclass(frozen=True)
class SearchResult:
    action: Action
    iterations: int
    seconds: float
    visits: dict[Action, int]


class _Node:
    """Statistics of the actions taken from one point of the tree, per seat:
    ``stats[seat][action] = [visits, total reward, availability]``; children by the actions taken."""

    __slots__ = ("children", "stats")

    def __init__(self) -> None:
        self.stats: dict[int, dict[Action, list]] = {}
        self.children: dict[tuple[Action, ...], _Node] = {}


def _select(table: dict[Action, list], legal: list[Action], rng: random.Random) -> Action:
    untried = []
    for action in legal:
        entry = table.get(action)
        if entry is None:
            entry = table[action] = [0, 0.0, 0]
        entry[2] += 1
        if entry[0] == 0:
            untried.append(action)
    if untried:
        return untried[rng.randrange(len(untried))]
    best, best_score = legal[0], -1.0
    for action in legal:
        visits, total, avail = table[action]
        score = total / visits + EXPLORATION * math.sqrt(math.log(avail) / visits)
        if score > best_score:
            best, best_score = action, score
    return best


class IsmctsAgent(Agent):
    def __init__(self, budget: Budget | None = None, name: str = "ismcts",
                 horizon: int | None = None, policy: Policy | None = None,
                 level: str | None = None) -> None:
        """``level`` (easy, normal, hard) takes the budget that level has in the game searched,
        which ``budget`` shows for a game without its own."""
        if level is not None:
            budget = level_budget(None, level)
        self.budget = budget or LEVELS["normal"]
        self.level = level
        self.name = name
        self.horizon = horizon
        self.policy = policy

    def choose(self, game: Game, view: Any, legal: list[Action],
               rng_or_seed: random.Random | int | None = None) -> Action:
        return self.search(game, view, legal, rng_or_seed).action

    def search(self, game: Game, view: Any, legal: list[Action],
               rng_or_seed: random.Random | int | None = None) -> SearchResult:
        if not legal:
            raise ValueError("there is no legal action to choose from")
        start = time.perf_counter()
        # A player's own withdrawals (giving the game up) are never searched; a move with a single
        # other action is answered at once
        legal = game.by_chance(legal)
        if len(legal) == 1:
            return SearchResult(legal[0], 0, time.perf_counter() - start, {legal[0]: 0})
        rng = as_rng(rng_or_seed)
        seat = legal[0].seat
        evaluate = evaluation(game)
        horizon = self.horizon if self.horizon is not None else (rollout_horizon(game) or 10_000)
        step = rollout_step(game, self.policy)
        players = len(view.names)
        root = _Node()
        budget = self.budget if self.level is None else level_budget(game.id, self.level)
        deadline = None if budget.milliseconds is None else start + budget.milliseconds / 1000
        iterations = 0
        while iterations < budget.iterations:
            self._iterate(game, view, seat, legal, root, rng, evaluate, horizon, players, step)
            iterations += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        table = root.stats.get(seat, {})
        best = max(legal, key=lambda a: (table[a][0], table[a][1]) if a in table else (-1, 0.0))
        visits = {a: table[a][0] if a in table else 0 for a in legal}
        return SearchResult(best, iterations, time.perf_counter() - start, visits)

    def _iterate(self, game: Game, view: Any, seat: int, root_legal: list[Action], root: _Node,
                 rng: random.Random, evaluate: Any, horizon: int, players: int, step: Step) -> None:
        state = game.determinize(view, rng)
        node = root
        path: list[tuple[_Node, list[tuple[int, Action]]]] = []
        while True:
            decisions = game.pending(state)
            if not decisions:
                break
            if node is root:
                # The searching seat moves first at the root, with the actions it was given.
                mine = [d for d in decisions if d.seat == seat]
                if mine and mine[0].secret and len(decisions) > 1 and all(d.secret for d in decisions):
                    group = [d.seat for d in decisions]
                else:
                    group = [seat]
            elif len(decisions) > 1 and all(d.secret for d in decisions):
                group = [d.seat for d in decisions]          # decoupled simultaneous choice
            else:
                group = [decisions[0].seat]
            chosen: list[tuple[int, Action]] = []
            for s in group:
                legal = root_legal if node is root and s == seat else game.by_chance(game.legal_actions(state, s))
                if legal:
                    chosen.append((s, _select(node.stats.setdefault(s, {}), legal, rng)))
            if not chosen:
                break
            for _, action in chosen:
                state, _ = game.apply(state, action, checked=False)
            path.append((node, chosen))
            key = tuple(a for _, a in chosen)
            child = node.children.get(key)
            if child is None:
                node.children[key] = _Node()
                break
            node = child
        # Rollout: the game's rollout policy (random by default), cut off after ``horizon`` actions.
        steps = 0
        while steps < horizon:
            decisions = game.pending(state)
            if not decisions:
                break
            mover = decisions[0].seat
            state, _ = game.apply(state, step(state, mover, rng), checked=False)
            steps += 1
        rewards = _rewards(game, state, evaluate, players)
        for at, chosen in path:
            for s, action in chosen:
                entry = at.stats[s][action]
                entry[0] += 1
                entry[1] += rewards[s]


def _rewards(game: Game, state: Any, evaluate: Any, players: int) -> list[float]:
    if game.is_over(state):
        outcome = game.outcome(state)
        winners = outcome.winners if outcome else ()
        if not winners:
            return [0.5] * players
        return [1.0 if s in winners else 0.0 for s in range(players)]
    return [reward(evaluate(game, state, s)) for s in range(players)]
