"""Where shipped data lives, for an installed package and for a source checkout alike.

An installed copy carries ``card_data/`` and ``resources/`` inside the package (setup.py
maps them there); a source checkout keeps them at the repository root. Either way the
location comes from the package itself, never from the current directory.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def _package_folder(name: str) -> Path:
    inside = resources.files("tabletop") / name
    if inside.is_dir():
        return Path(str(inside))
    checkout = Path(__file__).resolve().parent.parent / name
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(f"Tabletop's {name}/ folder is missing from the installation (looked in {inside}).")


def card_data_dir() -> Path:
    """The folder holding every game's YAML card, deck and board data."""
    return _package_folder("card_data")


def resources_dir() -> Path:
    """The folder holding icons and styles."""
    return _package_folder("resources")
