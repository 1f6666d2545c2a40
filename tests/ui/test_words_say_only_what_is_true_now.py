"""The status bar and the table's refusal notice say only what is true now.

A hint ("Selected A♠: press Enter to play it.") or a refusal answers one position: it goes when
the game ends, when the player's next move succeeds, and when the table turns to another seat,
and it stays while only the computer moves (a refusal must stay readable while the computer
answers at the same moment).
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop.engine.actions import Action
from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.shell.screenshot import play_random
from tests.ui.shell_support import make_window

HOCKEY = "hockey-card-game"
SHOWDOWN = "intergalactic-hockey"


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def one_move_from_the_end(game_id: str, seed: int) -> tuple[GameRecord, Action]:
    """A random game replayed up to its last move, and that move."""
    game = registry().get(game_id)
    finished = play_random(game, seed, 100_000)
    assert game.is_over(finished.state)
    record = GameRecord(game, finished.seed, finished.options, finished.names)
    for action in finished.actions[:-1]:
        assert record.submit(action)[0].ok
    return record, finished.actions[-1]


def refused_action(session, seat: int) -> Action:
    controller = session.controller
    return next(a for a in controller.game.action_space(controller.state)
                if a.seat == seat and not controller.validate(a).ok)


def test_the_status_bar_drops_the_selection_hint_when_the_last_card_ends_the_game(qtbot):
    record, last = one_move_from_the_end(HOCKEY, 5)
    assert last.kind == "play"
    window = make_window(qtbot)
    window.set_curtain_enabled(False)
    session = window.start_session(record, ["human", "human"], autosave=False, fixed_seat=last.seat)
    settle()
    table, bar = session.table, window.statusBar()
    table.setFocus()
    for _ in range(14):                     # the arrows step to the card that ends the game
        qtbot.keyClick(table, Qt.Key.Key_Right)
        if table.selected == last.args[0]:
            break
    assert table.selected == last.args[0]
    assert bar.currentMessage().startswith("Selected ") and "press Enter" in bar.currentMessage()
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert session.game.is_over(session.controller.state)
    settle()
    assert table.game_over.isVisible()
    assert bar.currentMessage() == "", "the hint is about a card that is no longer in any hand"
    assert window.turn_label.isVisible() and window.turn_label.text().startswith("Game over")
    assert table.notice_text() == ""


def test_an_intergalactic_hockey_refusal_goes_once_the_next_move_succeeds(qtbot):
    window = make_window(qtbot)
    window.set_curtain_enabled(False)
    record = GameRecord(registry().get(SHOWDOWN), 3, names=["Ana", "Ben"])
    session = window.start_session(record, ["human", "human"], autosave=False, fixed_seat=0)
    window.resize(1024, 640)
    settle()
    table, controller, bar = session.table, session.controller, window.statusBar()
    verdict = controller.submit(refused_action(session, 0))
    assert not verdict.ok
    assert table.notice_text() == verdict.message and bar.currentMessage() == verdict.message
    assert table.act(controller.legal_actions(0)[0]).ok
    settle()
    assert table.notice_text() == "", "the refusal answered the position before the move"
    assert not table.notice.isVisible()
    assert bar.currentMessage() == ""
    assert window.turn_label.isVisible()


def test_a_refusal_stays_while_only_the_computer_moves_and_goes_with_the_seat(qtbot):
    window = make_window(qtbot)
    record = GameRecord(registry().get(SHOWDOWN), 3, names=["Ana", "Computer"])
    session = window.start_session(record, ["human", "human"], autosave=False, fixed_seat=0)
    settle()
    table, controller, bar = session.table, session.controller, window.statusBar()
    # Seat 1 becomes the computer's, paused: its move is made below, right after Ana's refusal,
    # as the computer's answer can come when both place a card at once.
    controller.paused = True
    controller.seats[1] = "computer"
    verdict = controller.submit(refused_action(session, 0))
    assert not verdict.ok
    assert controller.submit(controller.legal_actions(1)[0]).ok      # the computer answers meanwhile
    settle()
    assert table.notice_text() == verdict.message and bar.currentMessage() == verdict.message
    table.set_seat(1)                       # the table turns to someone else: the words were Ana's
    assert table.notice_text() == ""
