"""The deck builder's own records and exported lists are written like every user file:
atomically (a temporary file, then one rename) and through a symbolic link."""

from __future__ import annotations

import os

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QFileDialog, QMessageBox

from tabletop.engine import atomic
from tabletop.paths import card_data_dir
from tabletop.ui.deck_builder import DeckBuilderWindow
from tabletop.ui.deck_builder.window import load_recent, recent_path, remember_recent

SKYLINE = card_data_dir() / "hull_breach" / "decks" / "skyline-vanguard.yaml"
posix_only = pytest.mark.skipif(os.name == "nt", reason="symbolic links")


@pytest.fixture
def replaced(monkeypatch):
    """Every file put in place by a rename (what write_atomic does; write_text never renames)."""
    done: list[str] = []
    real = os.replace

    def replace(src, dst):
        done.append(os.fspath(dst))
        real(src, dst)

    monkeypatch.setattr(atomic.os, "replace", replace)
    return done


def test_the_recent_decks_list_is_written_atomically(tmp_path, replaced):
    deck = tmp_path / "fleet.yaml"
    assert remember_recent(deck) == [str(deck)]
    assert replaced == [str(recent_path())]
    assert load_recent() == [str(deck)]


@posix_only
def test_a_linked_recent_decks_list_stays_a_link(tmp_path):
    real = tmp_path / "elsewhere.json"
    real.write_text("[]")
    recent_path().parent.mkdir(parents=True, exist_ok=True)
    recent_path().symlink_to(real)
    remember_recent(tmp_path / "fleet.yaml")
    assert recent_path().is_symlink() and str(tmp_path / "fleet.yaml") in real.read_text()


def test_a_damaged_recent_decks_list_is_forgotten(tmp_path):
    recent_path().parent.mkdir(parents=True, exist_ok=True)
    recent_path().write_text("[" * 100_000 + "]" * 100_000)
    assert load_recent() == []


@posix_only
def test_an_exported_list_is_written_atomically_and_through_a_link(qtbot, tmp_path, monkeypatch, replaced):
    window = DeckBuilderWindow()
    qtbot.addWidget(window)
    window.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    assert window.open_path(SKYLINE)
    real = tmp_path / "lists" / "fleet.txt"
    real.parent.mkdir()
    real.write_text("old list\n")
    link = tmp_path / "fleet.txt"
    link.symlink_to(real)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(link), ""))
    window.export_dialog()
    assert link.is_symlink() and real.read_text() != "old list\n" and real.read_text().strip()
    assert replaced[-1] == str(real)
    assert sorted(p.name for p in real.parent.iterdir()) == ["fleet.txt"]   # no temporary file left
