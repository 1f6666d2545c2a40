"""The status bar shows the shown seat's own prompt, and a refusal is readable whole at 1024x640."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QWidget

from tabletop.engine.actions import Action
from tabletop.engine.record import GameRecord
from tabletop.engine.verdict import Verdict
from tabletop.games import registry
from tests.ui.shell_support import make_window

CCG = "breakaway-ccg"
SHOWDOWN = "intergalactic-hockey"


def window_at(qtbot, game_id: str, seat: int, size=(1024, 640)):
    """Both seats human, the table shown to ``seat``, at the start of the game (both seats decide)."""
    window = make_window(qtbot)
    window.set_curtain_enabled(False)
    record = GameRecord(registry().get(game_id), 3, names=["Ana", "Ben"])
    session = window.start_session(record, ["human", "human"], autosave=False, fixed_seat=seat)
    window.resize(*size)
    for _ in range(3):
        QApplication.processEvents()
    return window, session


def message_room(window) -> int:
    """The width left of the bar's visible permanent widgets, where a message is written."""
    bar = window.statusBar()
    lefts = [w.geometry().left() for w in (window.turn_label, window.thinking_label, window.autosave_label)
             if w.isVisible()]
    return (min(lefts) if lefts else bar.width()) - 12


@pytest.mark.parametrize("game_id", [CCG, SHOWDOWN])
def test_the_turn_label_shows_only_the_shown_seats_prompt(qtbot, game_id):
    window, session = window_at(qtbot, game_id, 1)
    pending = session.game.pending(session.controller.state)
    assert {d.seat for d in pending} == {0, 1}, "both seats decide at once here"
    mine = next(d for d in pending if d.seat == 1)
    label = window.turn_label
    assert "Ana" not in label.text()
    assert label.text().startswith("Ben: ")
    assert label.toolTip() == f"Ben: {mine.prompt}"
    assert QFontMetrics(label.font()).horizontalAdvance(label.text()) <= label.width()
    assert label.geometry().right() <= window.statusBar().width()


def test_the_turn_label_names_whom_the_shown_seat_waits_for(qtbot):
    window, session = window_at(qtbot, CCG, 1, size=(1280, 800))
    assert "Ana" not in window.turn_label.text()
    controller = session.controller
    while 1 in controller.pending_seats() or len(controller.pending_seats()) != 1:
        seat = controller.pending_seats()[-1]
        legal = controller.legal_actions(seat)
        keep = Action(seat, "keep")
        assert controller.submit(keep if keep in legal else legal[0]).ok
    waiting = session.record.names[controller.pending_seats()[0]]
    assert window.turn_label.text() == f"Waiting for {waiting}"


def test_a_refusal_is_readable_whole_at_1024x640(qtbot):
    window, session = window_at(qtbot, CCG, 0)
    table, controller = session.table, session.controller
    verdict = controller.submit(Action(0, "shoot"))
    assert not verdict.ok and "Beginner rules — Face-off" in verdict.message
    bar = window.statusBar()
    # In the status bar: the whole sentence fits while it shows, and its tooltip says it whole.
    assert bar.currentMessage() == verdict.message
    assert QFontMetrics(bar.font()).horizontalAdvance(verdict.message) <= message_room(window)
    assert bar.toolTip() == verdict.message
    # On the table: the notice is wrapped to its whole height and lies over every other widget.
    notice = table.notice
    assert table.notice_text() == verdict.message
    assert notice.height() >= notice.heightForWidth(notice.width())
    assert table.rect().contains(notice.geometry())
    siblings = [w for w in table.children() if isinstance(w, QWidget) and w.isVisible()]
    assert siblings[-1] is notice, "the refusal is stacked above the prompt panel and every overlay"
    # Once the message has gone, the prompt is back.
    bar.clearMessage()
    assert window.turn_label.isVisible()


def test_a_long_refusal_is_wrapped_whole_over_the_prompt_panel(qtbot):
    window, session = window_at(qtbot, CCG, 0)
    table = session.table
    long = ("That card cannot be played now: the face-off comes first, so switch up to two cards with your "
            "bench or keep your cards, and then choose the card you reveal for the face-off. "
            "(Breakaway: CCG, Beginner rules — Face-off)")
    session.controller.refused.emit(Action(0, "shoot"), Verdict(False, "test", long))
    table.refresh()         # a redraw raises the table's own panels; the notice must stay above them
    notice = table.notice
    assert notice.text() == long and notice.isVisible()
    assert notice.height() >= notice.heightForWidth(notice.width())
    assert table.rect().contains(notice.geometry())
    siblings = [w for w in table.children() if isinstance(w, QWidget) and w.isVisible()]
    assert siblings[-1] is notice
    assert window.statusBar().toolTip() == long
