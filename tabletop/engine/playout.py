"""Playing whole games headless: the loop that simulate, bench and the contract tests share."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.game import Game

#: Chooses an action for a seat from what that seat may see: (game, view, legal, rng) -> action.
Chooser = Callable[[Game, Any, list[Action], random.Random], Action]


def random_chooser(game: Game, view: Any, legal: list[Action], rng: random.Random) -> Action:
    legal = game.by_chance(legal)
    return legal[rng.randrange(len(legal))]


def agent_rng(seed: int, seat: int) -> random.Random:
    """The generator of the agent at ``seat`` in the game dealt from ``seed``.

    One per seat, so what an agent draws depends on its own choices only: the same game comes out
    whether the seats play in one process (``simulate``) or on several computers (``host`` and
    ``join``, where each joined agent is seeded with the game's seed and its seat). Seeded from a
    string, which ``random`` hashes with SHA-512: the same on every platform and run."""
    return random.Random(f"tabletop agent {seed} {seat}")


def seat_names(game: Game, players: int | None) -> list[str] | None:
    """Names for a table of ``players`` seats (``new_game`` counts the seats by the names): None,
    the game's own default names, for its fewest seats or for None, so a run at the fewest seats
    is the run without a seat count (same digests, same picture); a number of seats the game is
    not for is a ValueError with a sentence."""
    if players is None:
        return None
    info = game.info
    if isinstance(players, bool) or not isinstance(players, int) or not info.min_players <= players <= info.max_players:
        raise ValueError(f"{info.name} is for {info.players_text} players, not {players!r}")
    return None if players == info.min_players else [f"Player {n + 1}" for n in range(players)]


@dataclass
class PlayoutResult:
    state: Any
    actions: list[Action]
    winners: tuple[int, ...]


def play_game(game: Game, seed: int, choosers: Sequence[Chooser] | None = None,
              names: Sequence[str] | None = None, options: dict | None = None,
              max_actions: int = 100_000, checked: bool = True,
              decks: Sequence[Any] | None = None) -> PlayoutResult:
    """Play one game to the end. ``seed`` fixes both the deal and the players' choices.

    ``decks`` is one ``tabletop.engine.deck.Deck`` per seat for a game played with decks, or None for
    the shipped ones (it is only passed on to ``new_game`` when given). The seat the game lists
    first in ``pending`` moves next; each seat's agent draws from its own ``agent_rng``."""
    rngs: dict[int, random.Random] = {}
    if decks is None:
        state = game.new_game(seed, options, names)
    else:
        state = game.new_game(seed, options, names, decks=list(decks))
    actions: list[Action] = []
    while True:
        decisions = game.pending(state)
        if not decisions:
            break
        seat = decisions[0].seat
        legal = game.legal_actions(state, seat)
        rng = rngs.get(seat)
        if rng is None:
            rng = rngs[seat] = agent_rng(seed, seat)
        if choosers is None or choosers[seat] is random_chooser:
            legal = game.by_chance(legal)
            action = legal[rng.randrange(len(legal))]
        else:
            action = choosers[seat](game, game.view(state, seat), legal, rng)
        state, _ = game.apply(state, action, checked=checked)
        actions.append(action)
        if len(actions) > max_actions:
            raise RuntimeError(f"{game.id}: game did not end within {max_actions} actions (seed {seed})")
    outcome = game.outcome(state)
    return PlayoutResult(state, actions, outcome.winners if outcome else ())
