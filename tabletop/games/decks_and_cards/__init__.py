"""What each game registers with the card catalog and the deck checks, one module per game.

The catalog (``tabletop.cards.catalog``) and the deck checks (``tabletop.decks``) sit below the
games and name none of them; the registry (``tabletop.games``) registers every game's module here
with them, and they import it the first time the game's cards or deck rules are asked for. Each
module turns the game's own card and deck types into the game-neutral ones:

- ``catalog_cards()``: the game's cards as ``CatalogCard`` rows (required);
- ``fixed_decks()``: the decks a fixed-deck game is played with, by name; or, for a game whose
  decks the players build, ``check(deck, setting)``, the construction rules' violations;
- optional: ``limits(deck, setting)`` and ``copy_limits(setting)`` for the deck builder's counts,
  ``random_deck(rng, setting, name)`` for random legal decks.
"""
