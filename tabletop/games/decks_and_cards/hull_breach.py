"""Hull Breach!'s cards and deck rules for the catalog and the deck checks.

The construction rules themselves are ``tabletop.games.hull_breach.construction``; this module
turns the game's own deck and violations into the game-neutral ones, and says which modules a
deck starts with when its file does not (ruling H1).
"""

from __future__ import annotations

import random

from tabletop.cards.catalog import CatalogCard
from tabletop.decks.limits import CopyLimit, Limit
from tabletop.engine.deck import Deck, Violation
from tabletop.games.hull_breach import construction as rules
from tabletop.games.hull_breach.cards import FACTION_LABELS, STATION, card_set, label
from tabletop.games.hull_breach.cards import Deck as HullDeck

GAME_ID = "hull-breach"


def catalog_cards() -> list[CatalogCard]:
    out = []
    for c in card_set().cards:
        group = label(c.subtype) if c.subtype else ""
        faction = "/".join(FACTION_LABELS[f] for f in c.faction) if c.faction else ""
        if c.type == "station":
            faction = FACTION_LABELS[c.subtype]
        out.append(CatalogCard(
            GAME_ID, c.id, c.name, c.type_line.split(" - ")[0], group, c.cost[0] + c.cost[1],
            faction or "Any", c.text,
            (("Type", c.type_line), ("Res", c.cost[0]), ("Cur", c.cost[1]), ("Att", c.attack),
             ("Def", c.defense), ("Wnd", c.wounds), ("Traits", ", ".join(c.trait_labels)),
             ("Faction", faction or "Any")),
            c))
    return out


def station_modules(deck: Deck) -> tuple[str, ...]:
    """The deck's starting modules: as written, or the default (ruling H1)."""
    if deck.station_modules is not None:
        return deck.station_modules
    return rules.default_station_modules(deck.cards, card_set())


def check(deck: Deck, setting: str) -> list[Violation]:
    """Every construction rule the deck breaks (one rule set: the setting changes nothing)."""
    cards = card_set()
    found = rules.check_deck(HullDeck(deck.name, deck.cards, station_modules(deck)), cards)
    return [Violation(v.rule, v.sentence, tuple(v.cards), v.citation) for v in found]


def limits(deck: Deck, setting: str) -> tuple[Limit, ...]:
    """The deck's counts against the limits; cards the game does not know are left out."""
    cards = card_set()
    known = tuple((c, n) for c, n in deck.cards if c in cards.by_id)
    modules = tuple(c for c in station_modules(deck) if c in cards.by_id)
    return tuple(rules.limits(HullDeck(deck.name, known, modules), cards))


def copy_limits(setting: str) -> dict[str, tuple[CopyLimit, ...]]:
    """Each card's copy limit; a type limit (the one Station) counts every card of that type."""
    cards = card_set()
    by_type: dict[str, set[str]] = {}
    for card in cards.cards:
        by_type.setdefault(card.type, set()).add(card.id)
    return {card.id: tuple(CopyLimit(x.rule, x.copies, frozenset(by_type[card.type] if x.scope == "type"
                                                                 else {card.id}), x.sentence, x.citation)
                           for x in rules.copy_limits(card))
            for card in cards.cards}


def random_deck(rng: random.Random, setting: str, name: str) -> Deck:
    """A station, two or three of its Module - Station cards to start with, and a shipyard of 50
    cards its faction may use, within the copy limits of each card type."""
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
    return Deck(GAME_ID, name, listed, (), tuple(starting))
