"""Agents by name, as the command line and the new-game dialog refer to them.

A spec is a name with an optional parameter after a colon:

- ``random``: any legal action;
- ``greedy`` or ``greedy:N``: one-ply lookahead over N determinizations (default 6);
- ``ismcts`` (Normal), ``ismcts:easy`` / ``ismcts:normal`` / ``ismcts:hard``, ``ismcts:200``
  (200 iterations a move) or ``ismcts:300ms`` (a time budget);
- ``solo``: the Breakaway Football solo coach (the book's team tendencies); football only.

``computer(game, level)`` is the opponent the app seats at Easy, Normal or Hard.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.ai.base import Agent, FunctionAgent
from tabletop.ai.greedy import GreedyAgent
from tabletop.ai.ismcts import LEVELS, Budget, IsmctsAgent
from tabletop.engine.game import Game
from tabletop.engine.playout import Chooser, random_chooser

FOOTBALL = "breakaway-football"


def _random(param: str | None) -> Agent:
    if param:
        raise ValueError("the random agent takes no parameter")
    return FunctionAgent("random", random_chooser)


def _greedy(param: str | None) -> Agent:
    if not param:
        return GreedyAgent()
    if not param.isdigit() or int(param) < 1:
        raise ValueError(f"greedy takes a number of samples, like greedy:6, not {param!r}")
    return GreedyAgent(int(param), name=f"greedy:{param}")


def _ismcts(param: str | None) -> Agent:
    if not param:
        return IsmctsAgent(level="normal", name="ismcts:normal")
    key = param.lower()
    if key in LEVELS:
        return IsmctsAgent(level=key, name=f"ismcts:{key}")
    if key.isdigit() and int(key) >= 1:
        return IsmctsAgent(Budget(int(key)), name=f"ismcts:{key}")
    if key.endswith("ms") and key[:-2].isdigit() and int(key[:-2]) >= 1:
        return IsmctsAgent(Budget(10**9, float(key[:-2])), name=f"ismcts:{key}")
    raise ValueError(f"ismcts takes a level ({', '.join(LEVELS)}), a number of iterations (ismcts:200) "
                     f"or a time (ismcts:300ms), not {param!r}")


def _solo(param: str | None) -> Agent:
    if param:
        raise ValueError("the solo coach takes no parameter")
    from tabletop.games.breakaway_football.solo import solo_chooser

    return FunctionAgent("solo", solo_chooser)


#: name -> (factory taking the text after the colon, the game ids it plays or None for all)
AGENTS: dict[str, tuple[Callable[[str | None], Agent], frozenset[str] | None]] = {
    "random": (_random, None),
    "greedy": (_greedy, None),
    "ismcts": (_ismcts, None),
    "solo": (_solo, frozenset({FOOTBALL})),
}


def make_agent(spec: str, game: Game | None = None) -> Agent:
    """The agent a spec names; an unknown name, a bad parameter or a game the agent does not
    play raises ValueError with a one-line reason."""
    name, _, param = spec.strip().partition(":")
    entry = AGENTS.get(name)
    if entry is None:
        raise ValueError(f"unknown agent {spec!r} (known: {', '.join(AGENTS)})")
    factory, games = entry
    if game is not None and games is not None and game.id not in games:
        raise ValueError(f"agent {name!r} only plays {', '.join(sorted(games))}, not {game.id}")
    return factory(param or None)


def chooser(spec: str, game: Game | None = None) -> Chooser:
    """A ``play_game`` chooser for a spec; plain ``random`` is the engine's own fast path."""
    if spec.strip() == "random":
        return random_chooser
    return make_agent(spec, game)


def computer(game: Game, level: str) -> Agent:
    """The computer opponent at ``level`` (easy, normal or hard): information-set MCTS with that
    level's budget. Where a book has solo rules they are the Easy opponent: Breakaway Football's
    coach calls plays from its team's tendencies, as the book's solo game does (ISMCTS at Normal
    beats it, see docs/performance.md)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    if level == "easy" and game.id == FOOTBALL:
        return _solo(None)
    return IsmctsAgent(level=level, name=f"ismcts:{level}")
