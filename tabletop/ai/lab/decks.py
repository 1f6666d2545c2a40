"""The decks a deck lab plays: the deck under test and its opponents, read and checked.

A deck that cannot be read, belongs to another game or breaks the construction rules the run's
options choose is refused with ``LabDeckError``: one line naming the file and its first problem
(as ``simulate --decks`` words it).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.ai.lab.plan import Opponent
from tabletop.decks import read_deck
from tabletop.engine.deck import Deck, DeckFileError

#: The word that stands for the game's starter decks among the opponents.
STARTERS = "starters"

#: The agents a lab seats: the computer players that play every game (a solo player plays one
#: seat of one mode only, so it is not offered).
LAB_AGENTS = ("random", "greedy", "ismcts")


class LabDeckError(ValueError):
    """A deck the lab cannot play; the message is one line naming the file and the first problem."""


def _one_line(text: str) -> str:
    return " ".join(text.split())


def read_lab_deck(path: str | Path, game: Any | None = None) -> Deck:
    """The deck in ``path``; with ``game``, it must be that game's deck."""
    try:
        deck = read_deck(path)
    except DeckFileError as error:
        raise LabDeckError(_one_line(str(error))) from None
    if game is not None and deck.game != game.id:
        raise LabDeckError(f"{path}: this is not a {game.info.name} deck")
    return deck


def check_lab_deck(game: Any, deck: Deck, options: dict[str, Any], where: str) -> None:
    """Refuse a deck ``game`` cannot start with under ``options``."""
    if not game.info.uses_decks:
        raise LabDeckError(f"{where}: {game.info.name} is not played with decks")
    problems = game.deck_problems(deck, options)
    if problems:
        first = problems[0]
        cited = f" ({first.citation})" if first.citation else ""
        more = f" (and {len(problems) - 1} more; deck check lists them all)" if len(problems) > 1 else ""
        raise LabDeckError(_one_line(f"{where}: {first.sentence}{cited}{more}"))


def starter_opponents(game: Any) -> list[Opponent]:
    return [Opponent(deck.name, deck) for deck in game.shipped_decks()]


def read_opponents(game: Any, items: list[str], options: dict[str, Any]) -> list[Opponent]:
    """Opponents from deck files and the word ``starters``, each checked under ``options``."""
    out: list[Opponent] = []
    for item in items:
        if item == STARTERS:
            for opponent in starter_opponents(game):
                check_lab_deck(game, opponent.deck, options, f"starter deck {opponent.label}")
                out.append(opponent)
            continue
        deck = read_lab_deck(item, game)
        check_lab_deck(game, deck, options, item)
        out.append(Opponent(deck.name, deck, str(item)))
    return out


def check_agent(spec: str, game: Any) -> str:
    """The spec a lab plays for ``spec``; ValueError with a sentence when it names no lab agent.

    An ISMCTS level (``ismcts:hard``, plain ``ismcts`` is Normal) becomes its iteration budget in
    this game (``ismcts:2000``): the app's levels also stop a search on a time limit, which a busy
    machine reaches sooner, and the lab's figures must not depend on the machine's speed."""
    from tabletop.ai.agents import make_agent
    from tabletop.ai.ismcts import LEVELS, level_budget

    name, _, param = spec.strip().partition(":")
    if name not in LAB_AGENTS:
        raise ValueError(f"the lab seats {', '.join(LAB_AGENTS)} (with a level), not {spec.strip()!r}")
    make_agent(spec, game)
    level = (param or "normal").lower()
    if name == "ismcts" and level in LEVELS:
        return f"ismcts:{level_budget(game.id, level).iterations}"
    return spec.strip()
