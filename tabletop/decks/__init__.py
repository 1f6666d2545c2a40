"""Deck files for every game: reading and writing, plain lists, and legality checks.

Pure Python. The deck value itself (``Deck``, ``Violation``, ``DeckFileError``) is the engine's
(``tabletop.engine.deck``); ``files`` reads and writes the YAML format; ``check.check_deck``
dispatches to the construction rules each game registers.
"""

from tabletop.decks.check import check_deck
from tabletop.decks.files import export_list, import_list, read_deck, write_deck

__all__ = ["check_deck", "export_list", "import_list", "read_deck", "write_deck"]
