"""Help › How to play opens the page of the game on the table at once, not a list of games; every
other game's page stays one choice away on the page itself (and on the start page's tiles)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QListWidget, QTextBrowser

from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tests.ui.shell_support import make_window

FOOTBALL = "breakaway-football"
HOCKEY = "hockey-card-game"


def how_to_play_item(window):
    """The Help menu's How to play item, found as a player finds it."""
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    help_menu.aboutToShow.emit()
    return next(a for a in help_menu.actions() if a.text().replace("&", "").startswith("How to play"))


def open_page(qtbot, window):
    item = how_to_play_item(window)
    assert item.menu() is None, "How to play opens a page, not a submenu of games"
    item.trigger()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not None)
    page = QApplication.activeModalWidget()
    assert page.objectName() == "howToPlay" and page.isVisible()
    return page


def page_text(page) -> str:
    return page.findChild(QTextBrowser, "howToPlayText").toPlainText()


def test_during_a_game_it_opens_that_games_page_at_once(qtbot):
    window = make_window(qtbot)
    game = registry().get(FOOTBALL)
    window.start_session(GameRecord(game, 4, names=["Ana", "Ben"]), ["human", "computer"], autosave=False)
    assert how_to_play_item(window).text() == "&How to play Breakaway Football"
    page = open_page(qtbot, window)
    assert page.windowTitle() == "How to play Breakaway Football"
    assert game.info.how_to_play.split("\n")[0] in page_text(page)
    # Another game's rules are one choice away on the page.
    games = page.findChild(QListWidget, "howToPlayGames")
    assert games.isVisible()
    names = [i.name for i in window.registry.infos()]
    assert [games.item(i).text() for i in range(games.count())] == names
    for row in range(games.count()):            # every name whole in the list
        assert games.visualItemRect(games.item(row)).right() <= games.viewport().width()
    assert games.currentItem().text() == "Breakaway Football"
    games.setFocus()
    while games.currentItem().data(Qt.ItemDataRole.UserRole) != HOCKEY:
        qtbot.keyClick(games, Qt.Key.Key_Up)
    hockey = registry().get(HOCKEY).info
    assert page.windowTitle() == "How to play Hockey Card Game"
    assert hockey.how_to_play.split("\n")[0] in page_text(page)
    page.reject()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)


def test_on_the_start_page_it_opens_a_page_with_every_game_in_its_list(qtbot):
    window = make_window(qtbot)
    page = open_page(qtbot, window)
    games = page.findChild(QListWidget, "howToPlayGames")
    shown = window.registry.info(games.currentItem().data(Qt.ItemDataRole.UserRole))
    assert page.windowTitle() == f"How to play {shown.name}"
    assert shown.how_to_play.split("\n")[0] in page_text(page)
    assert games.count() == len(window.registry.infos())
    page.reject()
