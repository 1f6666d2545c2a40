"""Intergalactic Hockey Showdown's cards for the catalog: the player cards, played whole."""

from __future__ import annotations

from tabletop.cards.catalog import CatalogCard
from tabletop.engine.deck import Deck
from tabletop.games.intergalactic_hockey.cards import card_set

GAME_ID = "intergalactic-hockey"


def catalog_cards() -> list[CatalogCard]:
    return [CatalogCard(GAME_ID, c.id, c.name, "Player", c.position.capitalize(), c.offense,
                        c.species, c.text,
                        (("Position", c.position.capitalize()), ("Species", c.species), ("Off", c.offense),
                         ("Def", c.defense), ("Bruiser", "yes" if c.bruiser else "")), c)
            for c in card_set().cards]


def fixed_decks() -> dict[str, Deck]:
    return {"Player cards": Deck(GAME_ID, "Player cards", tuple((c, 1) for c in card_set().ids))}
