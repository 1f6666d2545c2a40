"""The deck builder window: browse every game's cards, build and check decks live."""

from tabletop.ui.deck_builder.window import DeckBuilderWindow

__all__ = ["DeckBuilderWindow"]
