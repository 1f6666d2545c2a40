"""Agents by name, as the command line and the new-game dialog refer to them.

A spec is a name with an optional parameter after a colon:

- ``random``: any legal action;
- ``greedy`` or ``greedy:N``: one-ply lookahead over N determinizations (default 6; N from 1
  to ``MAX_GREEDY_SAMPLES``);
- ``ismcts`` (Normal), ``ismcts:easy`` / ``ismcts:normal`` / ``ismcts:hard``, ``ismcts:200``
  (200 iterations a move, 1 to ``MAX_ISMCTS_ITERATIONS``) or ``ismcts:300ms`` (a time budget,
  1 to ``MAX_ISMCTS_MS`` milliseconds);
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

#: Bounds on the numbers a spec may carry, so a typo cannot ask for a search that never ends.
MAX_GREEDY_SAMPLES = 1_000
MAX_ISMCTS_ITERATIONS = 1_000_000
MAX_ISMCTS_MS = 600_000  # ten minutes a move


def _count(text: str, low: int, high: int) -> int | None:
    """``text`` as a whole number from ``low`` to ``high``, or None. Plain ASCII digits only, and
    the length is checked before ``int`` (which refuses strings over 4,300 digits)."""
    if not text or len(text) > len(str(high)) + 2 or not (text.isascii() and text.isdigit()):
        return None
    value = int(text)
    return value if low <= value <= high else None


def _shown(text: str, limit: int = 24) -> str:
    """``repr(text)``, shortened so an error message stays one readable line."""
    return repr(text if len(text) <= limit else text[:limit] + "...")


def _random(param: str | None) -> Agent:
    if param:
        raise ValueError("the random agent takes no parameter")
    return FunctionAgent("random", random_chooser)


def _greedy(param: str | None) -> Agent:
    if not param:
        return GreedyAgent()
    samples = _count(param, 1, MAX_GREEDY_SAMPLES)
    if samples is None:
        raise ValueError(f"greedy takes a number of samples from 1 to {MAX_GREEDY_SAMPLES:,}, like greedy:6, "
                         f"not {_shown(param)}")
    return GreedyAgent(samples, name=f"greedy:{param}")


def _ismcts(param: str | None) -> Agent:
    if not param:
        return IsmctsAgent(level="normal", name="ismcts:normal")
    key = param.lower()
    if key in LEVELS:
        return IsmctsAgent(level=key, name=f"ismcts:{key}")
    iterations = _count(key, 1, MAX_ISMCTS_ITERATIONS)
    if iterations is not None:
        return IsmctsAgent(Budget(iterations), name=f"ismcts:{key}")
    milliseconds = _count(key[:-2], 1, MAX_ISMCTS_MS) if key.endswith("ms") else None
    if milliseconds is not None:
        return IsmctsAgent(Budget(10**9, float(milliseconds)), name=f"ismcts:{key}")
    raise ValueError(f"ismcts takes a level ({', '.join(LEVELS)}), a number of iterations from 1 to "
                     f"{MAX_ISMCTS_ITERATIONS:,} (ismcts:200) or a time from 1 to {MAX_ISMCTS_MS:,} ms "
                     f"(ismcts:300ms), not {_shown(param)}")


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
        raise ValueError(f"unknown agent {_shown(spec.strip())} (known: {', '.join(AGENTS)})")
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
