"""Agents by name, as the command line and the new-game dialog refer to them.

A spec is a name with an optional parameter after a colon:

- ``random``: any legal action;
- ``greedy`` or ``greedy:N``: one-ply lookahead over N determinizations (default 6; N from 1
  to ``MAX_GREEDY_SAMPLES``);
- ``ismcts`` (Normal), ``ismcts:easy`` / ``ismcts:normal`` / ``ismcts:hard``, ``ismcts:200``
  (200 iterations a move, 1 to ``MAX_ISMCTS_ITERATIONS``) or ``ismcts:300ms`` (a time budget,
  1 to ``MAX_ISMCTS_MS`` milliseconds);
- a solo player a game names in its info (``GameInfo.solo_players``), such as ``solo``, the
  Breakaway Football solo coach; it plays only the games that name it.

``computer(game, level)`` is the opponent the app seats at Easy, Normal or Hard, or as one of
the game's solo players.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from tabletop.ai.base import Agent, FunctionAgent
from tabletop.ai.greedy import GreedyAgent
from tabletop.ai.ismcts import LEVELS, Budget, IsmctsAgent
from tabletop.engine.game import Game, SoloPlayer
from tabletop.engine.playout import Chooser, random_chooser

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


#: name -> factory taking the text after the colon; these play every game.
AGENTS: dict[str, Callable[[str | None], Agent]] = {
    "random": _random,
    "greedy": _greedy,
    "ismcts": _ismcts,
}


def solo_players() -> dict[str, dict[str, SoloPlayer]]:
    """Every registered game's solo players: name -> {game id: player}. Read from the games'
    infos, so no rules module is imported."""
    from tabletop.games import registry

    players: dict[str, dict[str, SoloPlayer]] = {}
    for info in registry().infos():
        for player in info.solo_players:
            players.setdefault(player.name, {})[info.id] = player
    return players


def solo_agent(player: SoloPlayer) -> Agent:
    """The solo player as an agent; its module is imported now, the first time it sits down."""
    module, _, function = player.chooser.partition(":")
    return FunctionAgent(player.name, getattr(importlib.import_module(module), function))


def make_agent(spec: str, game: Game | None = None) -> Agent:
    """The agent a spec names; an unknown name, a bad parameter or a game the agent does not
    play raises ValueError with a one-line reason."""
    name, _, param = spec.strip().partition(":")
    factory = AGENTS.get(name)
    if factory is not None:
        return factory(param or None)
    solos = solo_players()
    by_game = solos.get(name)
    if by_game is None:
        raise ValueError(f"unknown agent {_shown(spec.strip())} (known: {', '.join([*AGENTS, *solos])})")
    if param:
        raise ValueError(f"the {name} player takes no parameter")
    if game is not None and game.id not in by_game:
        raise ValueError(f"agent {name!r} only plays {', '.join(sorted(by_game))}, not {game.id}")
    return solo_agent(by_game[game.id] if game is not None else next(iter(by_game.values())))


def chooser(spec: str, game: Game | None = None) -> Chooser:
    """A ``play_game`` chooser for a spec; plain ``random`` is the engine's own fast path."""
    if spec.strip() == "random":
        return random_chooser
    return make_agent(spec, game)


def computer_levels(game_id: str) -> tuple[str, ...]:
    """What ``computer(game, level)`` accepts for one game: the search levels, then the names
    of the solo players its info lists."""
    from tabletop.games import registry

    return (*LEVELS, *(p.name for p in registry().info(game_id).solo_players))


def computer(game: Game, level: str) -> Agent:
    """The computer opponent at ``level``: information-set MCTS at easy, normal or hard, or one
    of the game's own solo players by name (Breakaway Football's ``solo`` coach calls plays
    from its team's tendencies, as the book's solo game does; ISMCTS at Normal beats it, see
    docs/performance.md)."""
    if level in LEVELS:
        return IsmctsAgent(level=level, name=f"ismcts:{level}")
    for player in game.info.solo_players:
        if player.name == level:
            return solo_agent(player)
    known = ", ".join((*LEVELS, *(p.name for p in game.info.solo_players)))
    raise ValueError(f"unknown level {level!r} for {game.info.name} (known: {known})")
