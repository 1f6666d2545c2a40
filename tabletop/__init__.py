"""Tabletop: play and build decks for small-press card games, every rule enforced."""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("tabletop")
except _metadata.PackageNotFoundError:  # running from a source checkout
    __version__ = "0.1.0"
