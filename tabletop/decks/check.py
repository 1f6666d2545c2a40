"""``check_deck``: every construction rule of the deck's game, all violations at once.

Each game keeps its own rules and registers them, with its cards, through the card catalog
(``tabletop.cards.catalog.support``: a game's ``check(deck, setting)``); this module only
dispatches. A game played with fixed decks registers ``fixed_decks()`` instead: its check
confirms that the deck is one of them.
"""

from __future__ import annotations

from tabletop.cards.catalog import Catalog, catalog, game_name, support
from tabletop.engine.deck import Deck, Violation

TOURNAMENT, CASUAL, BEGINNER = "tournament", "casual", "beginner"
#: Breakaway: CCG's three: the tournament deck (Official rules), a casual game's (ruling C5) and
#: Beginner mode's set-up (Part 1). Games whose checks do not differ by setting ignore it.
SETTINGS = (TOURNAMENT, CASUAL, BEGINNER)


def _unknown(deck: Deck, cards: Catalog) -> list[Violation]:
    ids = [c for c, _ in deck.cards] + list(deck.bench) + list(deck.station_modules or ())
    missing = tuple(dict.fromkeys(c for c in ids if not cards.has(deck.game, c)))
    if not missing:
        return []
    return [Violation("unknown-card", f"Every card must be a {game_name(deck.game)} card; "
                                      f"{', '.join(missing)} is not.", missing)]


# ----- fixed decks -----------------------------------------------------------------------------------
def fixed_decks(game: str) -> dict[str, Deck]:
    """The decks a fixed-deck game plays with, by name (Breakaway Football: one per team)."""
    decks = getattr(support(game), "fixed_decks", None)
    if decks is None:
        raise KeyError(f"{game_name(game)} has no fixed deck")
    return decks()


def _fixed(deck: Deck) -> list[Violation]:
    candidates = fixed_decks(deck.game)
    mine = deck.counts()
    best, best_diff = None, None
    for name, fixed in candidates.items():
        want = fixed.counts()
        missing = tuple(c for c in want if mine.get(c, 0) < want[c])
        extra = tuple(c for c in mine if mine[c] > want.get(c, 0))
        if not missing and not extra:
            return []
        if best_diff is None or len(missing) + len(extra) < len(best_diff[0]) + len(best_diff[1]):
            best, best_diff = name, (missing, extra)
    missing, extra = best_diff
    parts = []
    if missing:
        parts.append(f"{len(missing)} missing")
    if extra:
        parts.append(f"{len(extra)} extra or repeated")
    which = "its fixed deck" if len(candidates) == 1 else f"one of its fixed decks (closest: {best})"
    return [Violation("fixed-deck", f"{game_name(deck.game)} is played with {which}, one copy of each card; "
                                    f"this deck has {' and '.join(parts)}.", missing + extra)]


def check_deck(deck: Deck, setting: str = TOURNAMENT, cards: Catalog | None = None) -> list[Violation]:
    """Every violation of the deck's game rules, all at once; empty when the deck is legal."""
    if setting not in SETTINGS:
        raise ValueError(f"setting must be one of {', '.join(SETTINGS)}, not {setting!r}")
    unknown = _unknown(deck, cards or catalog())
    if unknown:
        return unknown
    rules = getattr(support(deck.game), "check", None)
    if rules is not None:
        return rules(deck, setting)
    return _fixed(deck)
