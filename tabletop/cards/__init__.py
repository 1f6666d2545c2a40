"""Card data for every game: schema-checked loading and a catalog with stable ids.

Pure Python. ``loader`` reads a YAML file safely (size cap, no aliases) and checks it
against the JSON Schema in ``card_data/schema/``; ``catalog`` lists every game's cards with
stable ids for the deck builder and deck checks.
"""

from tabletop.cards.loader import SCHEMAS, CardFileError, load_checked, validate

__all__ = ["SCHEMAS", "CardFileError", "load_checked", "validate"]
