"""Deck files for the lab tests, copied into a temporary folder: the lab saves its results beside
the deck, and the shipped decks' folder must stay as it is."""

from __future__ import annotations

import shutil

import pytest

from tabletop.paths import card_data_dir

CCG_DECKS = card_data_dir() / "breakaway_ccg" / "decks"
HULL_DECKS = card_data_dir() / "hull_breach" / "decks"


@pytest.fixture
def decks(tmp_path):
    """name -> path of a copy: runners, hawks (Breakaway: CCG), skyline, frontier (Hull Breach!)."""
    out = {}
    for name, source in (("runners", CCG_DECKS / "ridge-runners.yaml"), ("hawks", CCG_DECKS / "harbour-hawks.yaml"),
                         ("skyline", HULL_DECKS / "skyline-vanguard.yaml"),
                         ("frontier", HULL_DECKS / "frontier-strike-group.yaml")):
        out[name] = tmp_path / f"{name}.yaml"
        shutil.copyfile(source, out[name])
    return out
