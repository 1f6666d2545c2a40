"""Hockey Card Game's cards for the catalog: the standard 52-card deck, played whole."""

from __future__ import annotations

from tabletop.cards.catalog import CatalogCard
from tabletop.engine.deck import Deck
from tabletop.games.standard_deck import standard_deck

GAME_ID = "hockey-card-game"


def catalog_cards() -> list[CatalogCard]:
    return [CatalogCard(GAME_ID, c.id, f"{c.rank_name.capitalize()} of {c.suit_name}", "Playing card",
                        c.suit_name.capitalize(), c.cut_value + 2, c.color.capitalize(), c.label,
                        (("Rank", c.rank), ("Suit", c.symbol), ("Colour", c.color)), c)
            for c in standard_deck().cards]


def fixed_decks() -> dict[str, Deck]:
    return {"Standard deck": Deck(GAME_ID, "Standard deck", tuple((c, 1) for c in standard_deck().ids))}
