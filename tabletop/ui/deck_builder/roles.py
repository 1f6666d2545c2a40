"""The deck list's role column and button: a Breakaway: CCG card on the bench, a Hull Breach!
module that starts attached to the station. The sizes come from the games' construction rules."""

from __future__ import annotations

from tabletop.cards.catalog import Catalog
from tabletop.engine.deck import Deck
from tabletop.games.decks_and_cards.hull_breach import station_modules

ROLE_NAMES = {"breakaway-ccg": "Bench", "hull-breach": "Start"}
ROLE_BUTTONS = {"breakaway-ccg": "Bench / unbench", "hull-breach": "Starting module"}
ROLE_TIPS = {"breakaway-ccg": "Put the card on the bench, or take it off",
             "hull-breach": "Start the game with this module attached to the station, or not"}


def role_refusal(deck: Deck, catalog: Catalog, targets: list[str]) -> str | None:
    """Why the role button cannot act on the targets, or None."""
    if not targets:
        return "Choose a card in the deck first."
    if deck.game == "breakaway-ccg":
        from tabletop.games.breakaway_ccg.construction import BENCH_SIZE

        if all(c not in deck.bench for c in targets) and len(deck.bench) >= BENCH_SIZE:
            return f"The bench holds exactly {BENCH_SIZE} cards and is full: unbench one first."
    elif deck.game == "hull-breach":
        from tabletop.games.hull_breach.construction import STARTING_MODULES

        modules = station_modules(deck)
        adding = [c for c in targets if c not in modules]
        if adding and all(not getattr(catalog.get(deck.game, c).card, "is_station_module", False)
                          for c in adding if catalog.get(deck.game, c)):
            return "Only Module - Station cards can start attached to the station."
        if adding and len(modules) >= STARTING_MODULES:
            return f"A station starts with exactly {STARTING_MODULES} modules: take one off first."
    return None
