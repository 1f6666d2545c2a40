"""The shipped starter decks kept in the card-data cache (``tabletop.decks.files.read_deck``): a
start with a warm cache reads them without the YAML reader, and a changed, broken or damaged deck
file is read from its text again, with every deck check it had before."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cards import cache as card_cache
from tabletop.decks import files
from tabletop.engine.deck import DeckFileError
from tabletop.games import registry
from tabletop.games.hull_breach.cards import STARTER_DECKS
from tabletop.paths import card_data_dir

DATA = card_data_dir()
ROOT = Path(__file__).resolve().parents[2]
HULL = registry().get("hull-breach")


@pytest.fixture
def yaml_reads(monkeypatch):
    """The deck files the deck reader parses from YAML (the cache's misses)."""
    count = []
    real = files.compose_and_load

    def counted(text, where, max_bytes):
        count.append(Path(where).name)
        return real(text, where, max_bytes)

    monkeypatch.setattr(files, "compose_and_load", counted)
    return count


@pytest.fixture
def shipped(tmp_path, monkeypatch):
    """A card-data folder of our own that the cache treats as shipped, holding Hull Breach!'s
    starter decks; returns the first deck's path."""
    folder = tmp_path / "card_data" / "hull_breach" / "decks"
    folder.mkdir(parents=True)
    for name in STARTER_DECKS:
        shutil.copy(DATA / "hull_breach" / "decks" / f"{name}.yaml", folder)
    monkeypatch.setattr(card_cache, "card_data_dir", lambda: tmp_path / "card_data")
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path / "cache"))
    return folder / f"{STARTER_DECKS[0]}.yaml"


def test_hull_breach_starter_decks_come_from_a_warm_cache(tmp_path, monkeypatch, yaml_reads):
    # the decks a Hull Breach! game without decks of its own is dealt (``HullBreach._starter_decks``)
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path))
    first = HULL.shipped_decks()
    assert sorted(yaml_reads) == sorted(f"{name}.yaml" for name in STARTER_DECKS)
    again = HULL.shipped_decks()
    assert len(yaml_reads) == len(STARTER_DECKS)       # nothing read from YAML the second time
    assert again == first
    assert [deck.game for deck in again] == ["hull-breach"] * len(STARTER_DECKS)
    assert all(deck.station_modules for deck in again)


def test_a_warm_start_reads_the_starter_decks_without_importing_yaml(tmp_path):
    code = ("import sys; from tabletop.games import registry; "
            "decks = registry().get('hull-breach').shipped_decks(); "
            "print(len(decks), 'yaml.nodes' in sys.modules)")
    env = dict(os.environ, TABLETOP_CACHE_DIR=str(tmp_path))

    def run() -> str:
        result = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True,
                                text=True, timeout=120, check=False)
        assert result.returncode == 0, result.stderr
        return result.stdout.split()

    assert run() == [str(len(STARTER_DECKS)), "True"]      # cold: read from YAML, then kept
    assert run() == [str(len(STARTER_DECKS)), "False"]     # warm


def test_a_changed_starter_deck_is_read_again(shipped, yaml_reads):
    files.read_deck(shipped)
    files.read_deck(shipped)
    assert len(yaml_reads) == 1
    text = shipped.read_text(encoding="utf-8")
    name = files.read_deck(shipped).name
    shipped.write_text(text.replace(f"name: {name}", "name: Renamed Vanguard"), encoding="utf-8")
    assert files.read_deck(shipped).name == "Renamed Vanguard"
    assert len(yaml_reads) == 2
    assert files.read_deck(shipped).name == "Renamed Vanguard"
    assert len(yaml_reads) == 2


def test_a_changed_starter_deck_that_breaks_a_deck_check_is_refused_with_its_line(shipped, yaml_reads):
    files.read_deck(shipped)
    text = shipped.read_text(encoding="utf-8")
    card = files.read_deck(shipped).cards[0][0]
    shipped.write_text(text.replace(f"{card}:", "no-such-card:", 1), encoding="utf-8")
    for _ in range(2):              # refused both times: nothing was kept for the broken text
        with pytest.raises(DeckFileError, match=r"line \d+: unknown card 'no-such-card'"):
            files.read_deck(shipped)
    assert len(yaml_reads) == 3


@pytest.mark.parametrize("damage", [b"", b"{}\n[]", b'{"format": 1}\n{"game": "hull-breach"}'])
def test_a_damaged_entry_is_rebuilt_from_the_deck_file(shipped, yaml_reads, damage):
    deck = files.read_deck(shipped)
    where = card_cache.entry_path(shipped, "deck")
    assert where is not None and where.is_file()
    where.write_bytes(damage)
    assert files.read_deck(shipped) == deck
    assert len(yaml_reads) == 2
    assert files.read_deck(shipped) == deck
    assert len(yaml_reads) == 2


def test_a_players_own_deck_file_is_always_read_from_its_text(tmp_path, monkeypatch, yaml_reads):
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path / "cache"))
    own = tmp_path / "mine.yaml"
    shutil.copy(DATA / "hull_breach" / "decks" / f"{STARTER_DECKS[0]}.yaml", own)
    files.read_deck(own)
    files.read_deck(own)
    assert len(yaml_reads) == 2
    assert not (tmp_path / "cache").exists()
