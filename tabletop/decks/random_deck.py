"""Random legal decks, built from a game's card pool under its construction rules.

For the contract tests (every deck game is played with decks nobody authored, not only the
shipped ones) and for anyone who wants a sparring deck. Each deck is checked with
``check_deck`` before it is returned, so "legal" means what ``deck check`` says; a draw that
misses (the points cap, say) is drawn again.
"""

from __future__ import annotations

import random

from tabletop.decks.check import TOURNAMENT, check_deck
from tabletop.decks.model import Deck

#: Draws before giving up (each is quick; a legal deck comes in the first few).
MAX_DRAWS = 200


def _ccg(rng: random.Random, setting: str, name: str) -> Deck:
    from tabletop.games.breakaway_ccg.cards import GAME_ID, card_set
    from tabletop.games.breakaway_ccg.sampling import random_deck

    cards, bench = random_deck(card_set(), rng, setting)
    return Deck(GAME_ID, name, cards, bench)


def _hull_breach(rng: random.Random, setting: str, name: str) -> Deck:
    """A station, two or three of its Module - Station cards to start with, and a shipyard of 50
    cards its faction may use, within the copy limits of each card type."""
    from tabletop.games.hull_breach import construction as rules
    from tabletop.games.hull_breach.cards import STATION, card_set

    cards = card_set()
    station = rng.choice([c for c in cards.cards if c.type == STATION])
    faction = station.subtype
    usable = [c for c in cards.cards if c.type != STATION and (not c.faction or faction in c.faction)]
    modules = [c.id for c in usable if c.is_station_module]
    starting = rng.sample(modules, min(len(modules), rules.STARTING_MODULES))
    counts: dict[str, int] = {station.id: 1}
    for card_id in starting:
        counts[card_id] = counts.get(card_id, 0) + 1
    shipyard = 0
    while shipyard < rules.SHIPYARD_SIZE:
        card = rng.choice(usable)
        if counts.get(card.id, 0) >= rules.COPY_LIMITS[card.type]:
            if all(counts.get(c.id, 0) >= rules.COPY_LIMITS[c.type] for c in usable):
                break
            continue
        counts[card.id] = counts.get(card.id, 0) + 1
        shipyard += 1
    order = {c.id: i for i, c in enumerate(cards.cards)}
    listed = tuple(sorted(counts.items(), key=lambda item: order[item[0]]))
    return Deck("hull-breach", name, listed, (), tuple(starting))


BUILDERS = {"breakaway-ccg": _ccg, "hull-breach": _hull_breach}


def random_legal_deck(game_id: str, rng: random.Random, setting: str = TOURNAMENT,
                      name: str = "Random deck") -> Deck:
    """A random deck of ``game_id`` that ``check_deck(deck, setting)`` finds legal.

    Raises ValueError for a game without deck construction (the fixed-deck games) and
    RuntimeError if no legal deck came out of ``MAX_DRAWS`` draws (a card pool that cannot make
    one).
    """
    build = BUILDERS.get(game_id)
    if build is None:
        raise ValueError(f"{game_id!r} has no deck construction to draw a random deck under "
                         f"(games with it: {', '.join(BUILDERS)})")
    problems: list = []
    for _ in range(MAX_DRAWS):
        deck = build(rng, setting, name)
        problems = check_deck(deck, setting)
        if not problems:
            return deck
    raise RuntimeError(f"no legal {game_id} deck for the {setting} setting in {MAX_DRAWS} draws; the last one: "
                       + " ".join(p.sentence for p in problems))
