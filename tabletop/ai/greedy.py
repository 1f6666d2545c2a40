"""The greedy player: one ply of lookahead on the game's evaluation, from the seat's view.

For a few determinizations of the view (``game.determinize``), each legal action is applied
and the other seats answer at random until this seat must decide again (at most ``REPLY``
actions), so a face-down card is judged after the reveal and a play after the reply it
invites. The same random answers are used for every action of a sample, so the actions are
compared on equal terms. The action with the best average evaluation is played; ties go to
a random one of them. Giving the game up (``Game.withdrawals``) is never among them.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.ai.base import Agent, as_rng
from tabletop.ai.evaluation import evaluation
from tabletop.engine.actions import Action
from tabletop.engine.game import Game

REPLY = 12


class GreedyAgent(Agent):
    def __init__(self, samples: int = 6, name: str = "greedy") -> None:
        if samples < 1:
            raise ValueError("greedy needs at least one sample")
        self.samples = samples
        self.name = name

    def choose(self, game: Game, view: Any, legal: list[Action],
               rng_or_seed: random.Random | int | None = None) -> Action:
        if not legal:
            raise ValueError("there is no legal action to choose from")
        # A player's own withdrawals (Hull Breach!'s concession) are never weighed, as in the
        # search: a lost-looking position clamps every action to the same value, and a random
        # one of those would give the game up
        legal = game.by_chance(legal)
        if len(legal) == 1:
            return legal[0]
        rng = as_rng(rng_or_seed)
        seat = legal[0].seat
        evaluate = evaluation(game)
        totals = [0.0] * len(legal)
        for _ in range(self.samples):
            base = game.determinize(view, rng)
            replies = rng.getrandbits(62)
            for i, action in enumerate(legal):
                state, _ = game.apply(base, action, checked=False)
                state = _answer(game, state, seat, replies)
                totals[i] += evaluate(game, state, seat)
        best = max(totals)
        top = [a for a, t in zip(legal, totals) if t >= best - 1e-9]
        return top[rng.randrange(len(top))]


def _answer(game: Game, state: Any, seat: int, replies: int) -> Any:
    """Let the other seats act at random (``random.Random(replies)``) until ``seat`` is asked again
    (or the game ends). Most actions leave ``seat`` to decide again at once, so the generator is
    seeded only when a reply is drawn: seeding is a good part of the cost of a short answer."""
    rng = None
    for _ in range(REPLY):
        decisions = game.pending(state)
        if not decisions or any(d.seat == seat for d in decisions):
            break
        legal = game.by_chance(game.legal_actions(state, decisions[0].seat))
        if rng is None:
            rng = random.Random(replies)
        state, _ = game.apply(state, legal[rng.randrange(len(legal))], checked=False)
    return state
