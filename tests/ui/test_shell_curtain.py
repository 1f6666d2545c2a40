"""Hot-seat secrecy: the curtain between two humans only when a secret would show, with a
summary of what the other player did; none against the computer."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetrics

from tabletop.ui.shell.game_setup import GameSetup
from tests.ui.shell_support import HOCKEY, SeatSpy, make_window, play_one_card, play_until_cards

SHOWDOWN = "intergalactic-hockey"  # hands are dealt before the first move


def two_humans(qtbot, curtain: bool = True, game: str = HOCKEY, seed: int = 7):
    spy = SeatSpy()
    window = make_window(qtbot, table_factory=spy)
    window.set_curtain_enabled(curtain)
    session = window.start_new(GameSetup(game, ["human", "human"], ["Ana", "Ben"], seed, {}))
    return window, session, spy


def lift(qtbot, window) -> None:
    while window.curtain.isVisible():
        qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)


def test_curtain_covers_the_first_hand_and_lifts_on_click(qtbot):
    window, _session, spy = two_humans(qtbot, game=SHOWDOWN)
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


def test_no_curtain_while_neither_player_holds_a_secret(qtbot):
    """Hockey Card Game's cut and choice show nothing private: the screen passes without a curtain,
    until the deal gives the player to move a hand the other may not see."""
    window, session, spy = two_humans(qtbot)
    controller = session.controller
    assert not window.curtain.isVisible()
    assert spy.calls == [0]
    controller.submit(controller.legal_actions(0)[0])  # Ana cuts; Ben cuts next
    assert not window.curtain.isVisible()
    assert spy.calls == [0, 1]
    play_until_cards(controller)
    # The deal: whoever plays first now holds cards the other may not see, and both were watching.
    assert window.curtain.isVisible()
    first = controller.pending_seats()[0]
    assert spy.calls[-1] is None
    name = session.record.names[first]
    expected = f"Only {name} should look now" if spy.calls[-2] == first else f"Pass to {name}"
    assert window.curtain.title.text() == expected


def test_the_curtain_says_what_the_other_player_did(qtbot):
    window, session, _spy = two_humans(qtbot)
    controller = session.controller
    play_until_cards(controller)
    lift(qtbot, window)
    names = session.record.names
    first = controller.pending_seats()[0]
    action = play_one_card(controller)
    played = controller.game.describe_action(session.record.steps[-2].state, action).removeprefix("Play ")
    assert window.curtain.isVisible()
    assert window.curtain.title.text() == f"Pass to {names[1 - first]}"
    assert window.curtain.summary.isVisible()
    heading, summary = window.curtain.summary_heading.text(), window.curtain.summary.text()
    assert f"{names[first]} plays {played}" in summary
    assert "new hand" not in summary  # private lines never reach the curtain
    # Back to the first player: the summary holds the other's card, and the heading names whose look it is.
    qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    answer = play_one_card(controller)
    answered = controller.game.describe_action(session.record.steps[-2].state, answer).removeprefix("Play ")
    assert window.curtain.title.text() == f"Pass to {names[first]}"
    assert window.curtain.summary_heading.text() == f"Since {names[first]} last looked:"
    assert f"{names[1 - first]} plays {answered}" in window.curtain.summary.text()
    assert heading  # the first summary had a heading too
    assert summary != window.curtain.summary.text()


def test_the_curtain_summary_fits_a_small_window(qtbot):
    window, session, _spy = two_humans(qtbot, game=SHOWDOWN)
    window.resize(1024, 640)
    lift(qtbot, window)
    controller = session.controller
    for _ in range(30):  # many moves unseen: the summary keeps its last lines and points to the log
        seat = controller.pending_seats()[0]
        controller.submit(controller.legal_actions(seat)[0])
    if not window.curtain.isVisible():
        session.director.raise_curtain(controller.pending_seats()[0])
    qtbot.waitExposed(window.curtain)
    curtain = window.curtain
    curtain.layout().activate()
    assert curtain.layout().minimumSize().height() <= curtain.height()
    label = curtain.summary
    metrics = QFontMetrics(label.font())
    lines = label.text().split("\n")
    assert len(lines) == 9 and "earlier events are in the game log" in lines[0]
    for line in lines:  # each line wraps within the label's width, and the label shows it all
        box = metrics.boundingRect(0, 0, label.width(), 10_000, int(Qt.TextFlag.TextWordWrap), line)
        assert box.width() <= label.width()
    assert label.geometry().bottom() < curtain.height()
    assert label.height() >= label.heightForWidth(label.width())


def test_curtain_rises_when_the_turn_passes_to_the_other_human(qtbot):
    window, session, spy = two_humans(qtbot)
    controller = session.controller
    play_until_cards(controller)
    lift(qtbot, window)
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
    window, _session, _spy = two_humans(qtbot, game=SHOWDOWN)
    geometry = window.curtain.geometry()
    assert geometry.width() == window.width()
    assert geometry.contains(window.centralWidget().geometry())
    image = window.grab().toImage()
    centre = image.pixelColor(image.width() // 2, image.height() // 3)
    # The curtain's tint, with the public table (drawn for no seat) faintly through it.
    tint = QColor("#1d2a36")
    assert max(abs(centre.red() - tint.red()), abs(centre.green() - tint.green()),
               abs(centre.blue() - tint.blue())) < 40
    assert window.session.table.seat is None


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
