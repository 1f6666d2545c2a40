"""Looking back at a past position: marked on the table, read-only with a message, scrubbed with keys."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from tabletop.games import registry
from tabletop.ui.board.common.items import HandCardItem
from tabletop.ui.board.common.lookback import READ_ONLY_MESSAGE
from tabletop.ui.shell.screenshot import play_random
from tests.ui.shell_support import make_window

HOCKEY = "hockey-card-game"


def window_with_game(qtbot, game_id: str = HOCKEY, actions: int = 40, size=(1280, 800)):
    """A window showing seat 0 of a game after some random legal moves (humans at both seats)."""
    window = make_window(qtbot)
    window.set_curtain_enabled(False)
    record = play_random(registry().get(game_id), 5, actions)
    session = window.start_session(record, ["human", "human"], autosave=False, fixed_seat=0)
    window.resize(*size)
    QApplication.processEvents()
    return window, session


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def own_card(table) -> HandCardItem:
    cards = [i for i in table.scene.items() if isinstance(i, HandCardItem) and i.card_id]
    assert cards, "the shown seat should hold cards at this point"
    return cards[0]


def test_a_log_line_puts_a_marked_past_position_on_the_table(qtbot):
    window, session = window_with_game(qtbot)
    table = session.table
    total = len(session.record.steps)
    row = 3
    move = window.log_model.step_at(row)
    window.log_panel.show_moment(row)
    settle()
    assert not table.is_live
    bar = table.look_back_bar
    assert bar.isVisible() and table.look_back_frame.isVisible()
    assert bar.label.text() == f"Looking back: move {move} of {total}"
    # The bar is a strip of its own: the board is laid out below it, nothing is hidden under it.
    assert table.view.geometry().top() >= bar.geometry().bottom()
    assert bar.geometry().width() == table.width()
    # The status bar says so too, instead of the live prompt.
    assert window.turn_label.toolTip().startswith(f"Looking back: move {move} of {total}")
    # Back to live: every mark goes, the board has its whole room again.
    qtbot.mouseClick(bar.live_button, Qt.MouseButton.LeftButton)
    settle()
    assert table.is_live
    assert not bar.isVisible() and not table.look_back_frame.isVisible()
    assert table.view.geometry().top() == 0
    assert not window.turn_label.toolTip().startswith("Looking back")
    assert not window.log_panel.live_button.isEnabled()


def test_the_look_back_frame_tints_the_table_but_lets_the_mouse_through(qtbot):
    _window, session = window_with_game(qtbot)
    table = session.table
    live = table.grab().toImage()
    table.look_back(5)
    settle()
    frame = table.look_back_frame
    assert frame.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    image = table.grab().toImage()
    edge = QColor(image.pixel(table.width() // 2, table.height() - 2))
    assert edge.red() > 200 and edge.blue() < 80, "the table's edge is framed in amber"
    assert live.pixel(table.width() // 2, table.height() - 2) != image.pixel(table.width() // 2, table.height() - 2)


def test_touching_a_past_position_says_why_nothing_happens(qtbot):
    window, session = window_with_game(qtbot)
    table = session.table
    controller = session.controller
    table.look_back(len(session.record.steps) - 1)
    settle()
    before = len(session.record.steps)
    card = own_card(table)
    point = table.view.mapFromScene(card.sceneBoundingRect().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert table.notice_text() == READ_ONLY_MESSAGE
    table.notice.hide()
    qtbot.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert table.notice_text() == READ_ONLY_MESSAGE
    table.notice.hide()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert table.notice_text() == READ_ONLY_MESSAGE
    assert len(session.record.steps) == before and not table.is_live
    assert controller.state is session.record.state
    # The refusal is written whole in the status bar's tooltip as well.
    assert window.statusBar().toolTip() == READ_ONLY_MESSAGE


def test_arrow_keys_step_through_the_moves_and_the_log_follows(qtbot):
    window, session = window_with_game(qtbot)
    table = session.table
    total = len(session.record.steps)
    window.log_panel.show_moment(6)
    start = table.moment.move
    settle()
    focus = QApplication.focusWidget()
    assert focus is not None and (focus is table or table.isAncestorOf(focus)), "the keys go to the table"
    qtbot.keyClick(focus, Qt.Key.Key_Left)
    assert table.moment.move == start - 1
    selected = window.log_panel.view.currentIndex().row()
    assert window.log_model.step_at(selected) <= start - 1
    assert window.log_panel.status.text() == f"Looking back: move {start - 1} of {total}"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert table.moment.move == start + 1
    assert table.look_back_bar.label.text() == f"Looking back: move {start + 1} of {total}"
    assert window.turn_label.toolTip().startswith(f"Looking back: move {start + 1} of {total}")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Home)
    assert table.moment.move == 1
    assert not table.look_back_bar.earlier_button.isEnabled()
    qtbot.mouseClick(table.look_back_bar.later_button, Qt.MouseButton.LeftButton)
    assert table.moment.move == 2
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_End)
    assert table.is_live and not window.log_panel.live_button.isEnabled()
    table.look_back(total - 1)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)      # past the newest move: live play
    assert table.is_live
    table.look_back(3)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert table.is_live


def test_each_step_shows_that_moves_position(qtbot):
    _window, session = window_with_game(qtbot)
    table = session.table
    game, record = session.game, session.record
    table.look_back(10)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
    assert table.current_view() == game.view(record.state_at(9), 0)


def test_looking_back_stops_a_banner_and_shows_none(qtbot):
    window, session = window_with_game(qtbot)
    table = session.table
    table.banner.show_banner("GOAL!", "Ana scores", QColor("gold"), 0)
    assert table.banner_text() == "GOAL!"
    window.log_panel.show_moment(2)
    assert table.banner_text() == ""


def test_looking_back_at_a_finished_game_hides_the_result_until_live(qtbot):
    window, session = window_with_game(qtbot, actions=100_000)
    table = session.table
    assert session.game.is_over(session.record.state)
    assert table.game_over.isVisible()
    window.log_panel.show_moment(4)
    assert not table.game_over.isVisible()
    qtbot.mouseClick(table.look_back_bar.live_button, Qt.MouseButton.LeftButton)
    assert table.game_over.isVisible()


def test_every_table_marks_the_past_and_keeps_its_board_clear(qtbot):
    for game_id in ("breakaway-ccg", "intergalactic-hockey", "breakaway-football"):
        window, session = window_with_game(qtbot, game_id, actions=30, size=(1024, 640))
        table = session.table
        table.look_back(10)
        settle()
        assert table.look_back_bar.isVisible(), game_id
        assert table.view.geometry().top() >= table.look_back_bar.geometry().bottom(), game_id
        label = table.look_back_bar.label
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width(), game_id
        qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                         pos=QPoint(table.view.width() // 2, table.view.height() // 2))
        assert table.notice_text() == READ_ONLY_MESSAGE, game_id
        window.close()


def test_undoing_past_the_moment_shown_returns_to_live(qtbot):
    game = registry().get(HOCKEY)
    actions = next(n for n in range(40, 80) if play_random(game, 5, n).undo_blocked() is None)
    window, session = window_with_game(qtbot, actions=actions)
    table = session.table
    table.look_back(actions)
    assert not table.is_live
    assert window.undo()
    assert table.is_live and not table.look_back_bar.isVisible()
