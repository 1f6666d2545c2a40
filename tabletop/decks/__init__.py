"""Deck files for every game: the deck value, reading and writing, plain lists, and legality checks.

Pure Python. ``model.Deck`` is an immutable value (edits return a new deck, so undo is a list of
decks); ``files`` reads and writes the YAML format; ``check.check_deck`` dispatches to each
game's construction rules.
"""

from tabletop.decks.check import Violation, check_deck
from tabletop.decks.files import DeckFileError, export_list, import_list, read_deck, write_deck
from tabletop.decks.model import Deck

__all__ = ["Deck", "DeckFileError", "Violation", "check_deck", "export_list", "import_list", "read_deck",
           "write_deck"]
