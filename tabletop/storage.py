"""Where Tabletop keeps per-user files (unfinished games, the player's decks), outside any project folder.

``TABLETOP_DATA_DIR`` overrides the platform's user data folder; tests use it so they never
touch a real user's autosave.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs


def data_dir() -> Path:
    override = os.environ.get("TABLETOP_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir("Tabletop", "Tabletop"))


def autosave_path() -> Path:
    """The one autosave file of a Tabletop that kept a single unfinished game; the start page
    moves it into ``in_progress_dir`` when it finds one."""
    return data_dir() / "autosave.tabletop.yaml"


def in_progress_dir() -> Path:
    """Every unfinished game, one autosave file each (see ``tabletop.ui.shell.unfinished_games``).
    Not created until a game starts."""
    return data_dir() / "in-progress"


def decks_dir() -> Path:
    """The player's own decks: the deck builder saves here by default and the new-game dialog
    lists what is here. Not created until something is saved into it."""
    return data_dir() / "decks"
