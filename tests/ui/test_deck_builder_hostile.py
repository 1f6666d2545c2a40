"""The deck builder against hostile files (deep nesting, absurd copy counts, huge numbers,
duplicate keys, files too big to read): each is refused with a message, the open deck untouched,
the window alive."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QFileDialog, QMessageBox

from tabletop.paths import card_data_dir
from tabletop.ui.deck_builder import DeckBuilderWindow

SKYLINE = card_data_dir() / "hull_breach" / "decks" / "skyline-vanguard.yaml"


@pytest.fixture
def window(qtbot, monkeypatch):
    w = DeckBuilderWindow()
    qtbot.addWidget(w)
    w.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    w.shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: w.shown.append(args[2]))
    monkeypatch.setattr(QMessageBox, "critical", lambda *args: w.shown.append(args[2]))
    w.open_path(SKYLINE)
    return w


@pytest.mark.parametrize("text, words", [
    ("[" * 30_000 + "]" * 30_000, "nested"),
    ("game: hull-breach\nname: X\ncards: {zephyr-squadron: 100000000}\n", "at most 99"),
    ("game: hull-breach\nname: X\ncards: {zephyr-squadron: 1000000000000000000000000000000}\n", "digits"),
    ("game: hull-breach\nname: X\ncards: {zephyr-squadron: 1, zephyr-squadron: 2}\n", "twice"),
])
def test_open_refuses_a_hostile_deck_and_keeps_the_open_one(window, tmp_path, text, words):
    path = tmp_path / "hostile.yaml"
    path.write_text(text, encoding="utf-8")
    assert not window.open_path(path, ask=False)
    assert window.shown and words in window.shown[-1], window.shown
    assert window.document.deck.name == "Skyline Vanguard"


def test_import_refuses_absurd_counts_and_huge_files(window, tmp_path, monkeypatch):
    window.new_deck("hull-breach")
    assert not window.import_text("100000000 Zephyr Squadron\n")
    assert "not a count" in window.shown[-1]
    assert window.document.deck.cards == ()
    huge = tmp_path / "huge.txt"
    with open(huge, "wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(huge), ""))
    window.import_dialog()
    assert "limit" in window.shown[-1]
    assert window.document.deck.cards == ()
