"""View > Chance tray is the player's choice (in the real window): turned off, the tray stays shut
through the game's chance events; turned on, it comes at the first one; the menu says which."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QApplication

from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tests.ui.shell_support import make_window


def tray_menu_item(window):
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "View")
    return next(a for a in view_menu.actions() if a.text().replace("&", "") == "Chance tray")


def start(qtbot, window, seed: int = 2):
    record = GameRecord(registry().get("hockey-card-game"), seed)
    session = window.start_session(record, ["human", "human"], autosave=False, fixed_seat=0)
    session.tray.animation_ms = 0
    settle(qtbot, window)
    return session


def settle(qtbot, window) -> None:
    qtbot.waitExposed(window)
    for _ in range(3):
        QApplication.processEvents()


def cut(qtbot, window, session) -> None:
    controller = session.controller
    controller.submit(controller.legal_actions(controller.pending_seats()[0])[0])
    settle(qtbot, window)
    assert session.tray.has_chance()


def test_a_tray_turned_off_in_the_menu_stays_shut_through_a_chance_event(qtbot):
    window = make_window(qtbot)
    window.resize(1024, 640)
    session = start(qtbot, window)
    item = tray_menu_item(window)
    assert not window.tray_dock.isVisible()          # nothing to show yet
    if item.isChecked():
        item.trigger()                               # View > Chance tray: off
    assert not item.isChecked()
    cut(qtbot, window, session)
    assert not window.tray_dock.isVisible()
    assert not item.isChecked()
    # The next game keeps the choice; turning it on shows the tray at once once there is chance.
    window.show_start_page()
    session = start(qtbot, window, seed=3)
    cut(qtbot, window, session)
    assert not window.tray_dock.isVisible()
    item.trigger()
    settle(qtbot, window)
    assert item.isChecked() and window.tray_dock.isVisible()


def test_the_menu_shows_a_wanted_tray_checked_before_its_first_chance(qtbot):
    window = make_window(qtbot)
    session = start(qtbot, window)
    item = tray_menu_item(window)
    assert not window.tray_dock.isVisible() and item.isChecked()
    cut(qtbot, window, session)
    assert window.tray_dock.isVisible() and item.isChecked()
    window.tray_dock.close()                          # the dock's own close button
    assert not item.isChecked()
