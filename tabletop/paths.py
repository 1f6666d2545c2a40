"""Where shipped data lives, for an installed package and for a source checkout alike.

An installed copy carries ``card_data/`` and ``resources/`` inside the package (setup.py
maps them there); a source checkout keeps them at the repository root. Either way the
location comes from the package itself, never from the current directory. The one per-user
folder named here is the cache (``cache_dir``), which holds only what Tabletop can rebuild from
the shipped data.
"""

from __future__ import annotations

import os
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


def cache_dir() -> Path:
    """The per-user folder for data Tabletop can always rebuild (the checked card data).

    ``TABLETOP_CACHE_DIR`` chooses it; otherwise a redirected user folder (``TABLETOP_DATA_DIR``,
    as the tests and benchmarks use) keeps its cache inside it, so they never read or write the
    real user's cache; otherwise the platform's user cache folder. Not created here."""
    chosen = os.environ.get("TABLETOP_CACHE_DIR")
    if chosen:
        return Path(chosen)
    data = os.environ.get("TABLETOP_DATA_DIR")
    if data:
        return Path(data) / "cache"
    import platformdirs  # imported here: the start page reads no card data

    return Path(platformdirs.user_cache_dir("Tabletop", "Tabletop"))
