"""Hull Breach!'s How to play page, opened from its tile on the start page, tells a newcomer how to
read what the table shows: a card's A/D/W figures, its black and gold cost circles (and the +
circles of what it brings in), and the plate's Yard and Scrapheap.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QTextBrowser

from tabletop.games import registry
from tabletop.ui.shell.start_page import StartPage


def open_page(qtbot, game_id: str) -> str:
    """Press the game tile's How to play button and read the page's text (then close it)."""
    page = StartPage([g.info for g in registry()])
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    read: dict[str, str] = {}

    def read_and_close() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, QDialog) and w.objectName() == "howToPlay" and w.isVisible())
        read["title"] = dialog.windowTitle()
        read["text"] = dialog.findChild(QTextBrowser, "howToPlayText").toPlainText()
        dialog.reject()

    QTimer.singleShot(0, read_and_close)
    qtbot.mouseClick(page.tiles[game_id].rules_button, Qt.MouseButton.LeftButton)   # returns once closed
    return read["text"]


def test_hull_breach_how_to_play_explains_the_figures_costs_yard_and_scrapheap(qtbot):
    text = " ".join(open_page(qtbot, "hull-breach").split())
    for words in ("A is attack", "D is defense", "W is wounds",          # the figures along the bottom
                  "ten-sided dice the unit rolls", "what a die must roll to wound it",
                  "the black one in Resource, the gold one in Currency",   # the cost circles
                  "Smaller circles marked +",
                  "Yard is your shipyard: your deck",                     # the plate
                  "Scrapheap is your discard pile", "press S"):
        assert words in text, words
