"""Breakaway: CCG's cards and deck rules for the catalog and the deck checks.

The construction rules themselves are ``tabletop.games.breakaway_ccg.construction``; this module
picks the checks a deck setting enforces (tournament, casual, Beginner mode) and turns the game's
own deck and violations into the game-neutral ones.
"""

from __future__ import annotations

import random

from tabletop.cards.catalog import CatalogCard
from tabletop.decks.check import BEGINNER, CASUAL
from tabletop.decks.limits import CopyLimit, Limit
from tabletop.engine.deck import Deck, Violation
from tabletop.games.breakaway_ccg import construction as rules
from tabletop.games.breakaway_ccg.cards import GAME_ID, card_set
from tabletop.games.breakaway_ccg.cards import Deck as CcgDeck


def catalog_cards() -> list[CatalogCard]:
    out = []
    for c in card_set().cards:
        kind = "Goalie" if c.number == "goalie" else ("Player" if c.player else "Play")
        suits = ", ".join(s.capitalize() for s in c.suits) if len(c.suits) < 4 else "All suits"
        out.append(CatalogCard(
            GAME_ID, c.id, c.label, kind, suits, c.points, c.colors[0].capitalize() if c.colors else "",
            " ".join(c.actions + c.specials),
            (("Number", c.number_label), ("Suit", suits),
             ("Colors", ", ".join(x.capitalize() for x in c.colors)),
             ("Points", c.points), ("Limit", c.restriction or ""),
             ("Actions", ", ".join(c.actions + c.specials))),
            c))
    return out


def checks(setting: str) -> tuple:
    """The construction checks of a setting: the one choice ``check`` and the deck builder's
    limits summary both run."""
    if setting == BEGINNER:
        return rules.CHECKS[rules.BEGINNER]
    if setting == CASUAL:
        return casual_checks()
    return rules.CHECKS[rules.OFFICIAL]


def casual_checks() -> tuple:
    """Ruling C5: a casual game drops what the book calls tournament guidelines (the points cap, the
    four-copies and suit limits, Roman numerals) and keeps what play needs: 60 cards, two of each
    Player number and two Goalies, and a legal bench."""
    return (rules.check_deck_size, rules.check_player_minimum, rules.check_bench_size,
            rules.check_bench_different, rules.check_bench_points)


def ccg_problems(deck, cards, setting: str) -> list[Violation]:
    """A Breakaway: CCG deck (the game's own ``Deck``) checked on ``cards``: one place for the
    deck builder, ``deck check`` and a game built on other card data to share."""
    # the same limits in Beginner mode, but cited from Part 1's set-up
    return [Violation(v.rule, v.sentence, tuple(v.cards),
                      rules.BEGINNER_SETUP if setting == BEGINNER else v.citation)
            for check in checks(setting) for v in check(deck, cards)]


def check(deck: Deck, setting: str) -> list[Violation]:
    return ccg_problems(CcgDeck(deck.name, deck.cards, deck.bench), card_set(), setting)


def limits(deck: Deck, setting: str) -> tuple[Limit, ...]:
    """The deck's counts against the setting's limits; cards the game does not know are left out."""
    cards = card_set()
    known = tuple((c, n) for c, n in deck.cards if c in cards.by_id)
    ccg = CcgDeck(deck.name, known, tuple(c for c in deck.bench if c in cards.by_id))
    return tuple(rules.limits(ccg, cards, checks(setting)))


def copy_limits(setting: str) -> dict[str, tuple[CopyLimit, ...]]:
    """Each card's copy limits under the setting; a name limit counts every card of that name."""
    cards = card_set()
    chosen = checks(setting)
    by_name: dict[str, set[str]] = {}
    for card in cards.cards:
        by_name.setdefault(card.name, set()).add(card.id)
    return {card.id: tuple(CopyLimit(x.rule, x.copies, frozenset(by_name[card.name] if x.scope == "name"
                                                                 else {card.id}), x.sentence, x.citation)
                           for x in rules.copy_limits(card, chosen))
            for card in cards.cards}


def random_deck(rng: random.Random, setting: str, name: str) -> Deck:
    from tabletop.games.breakaway_ccg.sampling import random_deck as draw

    cards, bench = draw(card_set(), rng, setting)
    return Deck(GAME_ID, name, cards, bench)
