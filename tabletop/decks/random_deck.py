"""Random legal decks, built from a game's card pool under its construction rules.

For the contract tests (every deck game is played with decks nobody authored, not only the
shipped ones) and for anyone who wants a sparring deck. Each game registers how it draws one
(``random_deck`` beside its ``check``, see ``tabletop.cards.catalog.support``). Each deck is
checked with ``check_deck`` before it is returned, so "legal" means what ``deck check`` says; a
draw that misses (the points cap, say) is drawn again.
"""

from __future__ import annotations

import random

from tabletop.cards.catalog import GAMES, support
from tabletop.decks.check import TOURNAMENT, check_deck
from tabletop.engine.deck import Deck

#: Draws before giving up (each is quick; a legal deck comes in the first few).
MAX_DRAWS = 200


def _builder(game_id: str):
    """The game's registered ``random_deck(rng, setting, name)``, or None."""
    try:
        return getattr(support(game_id), "random_deck", None)
    except KeyError:
        return None


def random_legal_deck(game_id: str, rng: random.Random, setting: str = TOURNAMENT,
                      name: str = "Random deck") -> Deck:
    """A random deck of ``game_id`` that ``check_deck(deck, setting)`` finds legal.

    Raises ValueError for a game without deck construction (the fixed-deck games) and
    RuntimeError if no legal deck came out of ``MAX_DRAWS`` draws (a card pool that cannot make
    one).
    """
    build = _builder(game_id)
    if build is None:
        with_it = ", ".join(g for g in GAMES if _builder(g) is not None)
        raise ValueError(f"{game_id!r} has no deck construction to draw a random deck under "
                         f"(games with it: {with_it})")
    problems: list = []
    for _ in range(MAX_DRAWS):
        deck = build(rng, setting, name)
        problems = check_deck(deck, setting)
        if not problems:
            return deck
    raise RuntimeError(f"no legal {game_id} deck for the {setting} setting in {MAX_DRAWS} draws; the last one: "
                       + " ".join(p.sentence for p in problems))
