"""Hot-seat secrecy: the curtain between two humans, and none against the computer."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from shell_support import HOCKEY, SeatSpy, make_window, play_one_card, play_until_cards

from tabletop.ui.shell.game_setup import GameSetup


def two_humans(qtbot, curtain: bool = True):
    spy = SeatSpy()
    window = make_window(qtbot, table_factory=spy)
    window.set_curtain_enabled(curtain)
    session = window.start_new(GameSetup(HOCKEY, ["human", "human"], ["Ana", "Ben"], 7, {}))
    return window, session, spy


def test_curtain_covers_the_first_hand_and_lifts_on_click(qtbot):
    window, _session, spy = two_humans(qtbot)
    assert window.curtain.isVisible()
    assert "Pass to Ana" in window.curtain.title.text()
    assert spy.calls == [None]
    assert window.log_model.seat is None
    assert window.log_dock.windowTitle() == "Game log — public events only"
    qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    assert not window.curtain.isVisible()
    assert spy.calls == [None, 0]
    assert window.log_model.seat == 0
    assert window.log_dock.windowTitle() == "Game log — as Ana sees it"


def test_curtain_rises_when_the_turn_passes_to_the_other_human(qtbot):
    window, session, spy = two_humans(qtbot)
    qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    controller = session.controller
    play_until_cards(controller)  # the cut passes between seats; the curtain follows
    while window.curtain.isVisible():
        qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    shown = spy.calls[-1]
    assert shown == controller.pending_seats()[0]
    spy.calls.clear()
    window.statusBar().showMessage("Selected a card: press Enter to play it.")
    play_one_card(controller)
    assert window.statusBar().currentMessage() == ""  # the last player's hint goes with them
    other = 1 - shown
    # The hand is hidden at once: the table is turned to no seat before anyone clicks.
    assert window.curtain.isVisible()
    assert spy.calls == [None]
    assert f"Pass to {session.record.names[other]}" == window.curtain.title.text()
    texts = [window.log_model.index(r, 0).data() for r in range(window.log_model.rowCount())]
    assert not any("new hand" in t for t in texts)
    qtbot.keyClick(window.curtain, Qt.Key.Key_Space)
    assert not window.curtain.isVisible()
    assert spy.calls == [None, other]


def test_the_curtain_covers_the_whole_game_page(qtbot):
    window, _session, _spy = two_humans(qtbot)
    geometry = window.curtain.geometry()
    assert geometry.width() == window.width()
    assert geometry.contains(window.centralWidget().geometry())
    image = window.grab().toImage()
    centre = image.pixelColor(image.width() // 2, image.height() // 3)
    assert centre.name() == "#1d2a36"


def test_switching_the_curtain_off_shows_the_next_seat_directly(qtbot):
    window, session, spy = two_humans(qtbot, curtain=False)
    assert not window.curtain.isVisible()
    assert spy.calls == [0]
    controller = session.controller
    controller.submit(controller.legal_actions(0)[0])  # Ana cuts; Ben cuts next
    assert not window.curtain.isVisible()
    assert spy.calls == [0, 1]


def test_against_the_computer_there_is_no_curtain(qtbot):
    spy = SeatSpy()
    window = make_window(qtbot, table_factory=spy)
    session = window.start_new(GameSetup(HOCKEY, ["human", "computer"], ["Ana", "Computer"], 5, {}))
    controller = session.controller
    assert not window.curtain.isVisible()
    for _ in range(12):
        pending = controller.pending_seats()
        if pending and controller.is_human(pending[0]):
            controller.submit(controller.legal_actions(pending[0])[0])
        else:
            qtbot.waitUntil(lambda: not controller.pending_seats()
                            or controller.is_human(controller.pending_seats()[0]), timeout=5000)
        assert not window.curtain.isVisible()
    assert set(spy.calls) == {0}
    assert len(session.record.steps) > 6  # the computer really moved


def test_the_thinking_indicator_follows_the_computer(qtbot):
    window = make_window(qtbot, computer_delay_ms=50)
    session = window.start_new(GameSetup(HOCKEY, ["computer", "human"], ["Computer", "Ben"], 5, {}))
    assert window.thinking_label.isVisible()  # the computer cuts first
    qtbot.waitUntil(lambda: not window.thinking_label.isVisible(), timeout=5000)
    assert len(session.record.steps) >= 1
