"""The chance tray: lists cuts and shuffles with their text, newest shown large, per seat."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from tabletop.engine.actions import Action
from tabletop.ui.board.common.chance_tray import ChanceTray
from tests.ui.board_helpers import controller


def test_tray_lists_the_cut_events_with_their_text(qtbot):
    ctl = controller()
    tray = ChanceTray(ctl, seat=0)
    qtbot.addWidget(tray)
    tray.animation_ms = 0
    assert tray.model.rowCount() == 0
    assert tray.face.caption == "No chance yet"
    with qtbot.waitSignal(tray.model.rowsInserted, timeout=1000):
        ctl.submit(Action(0, "cut"))
    text = tray.model.index(0, 0).data(Qt.ItemDataRole.DisplayRole)
    assert text.startswith("Ana cuts the ")
    assert tray.face.caption == text
    assert tray.face.result == {"card": ctl.view(None).cut_cards[0]}
    ctl.submit(Action(1, "cut"))
    texts = [tray.model.index(r, 0).data() for r in range(tray.model.rowCount())]
    assert any(t.startswith("Ben cuts the ") for t in texts)


def test_roll_animation_lands_on_the_real_result(qtbot):
    ctl = controller()
    tray = ChanceTray(ctl)
    qtbot.addWidget(tray)
    tray.animation_ms = 120
    ctl.submit(Action(0, "cut"))
    assert tray.rolling()
    qtbot.waitUntil(lambda: not tray.rolling(), timeout=10_000)
    assert tray.face.result == {"card": ctl.view(None).cut_cards[0]}


def test_undo_removes_rows(qtbot):
    ctl = controller()
    tray = ChanceTray(ctl, seat=0)
    qtbot.addWidget(tray)
    tray.animation_ms = 0
    ctl.submit(Action(0, "cut"))
    ctl.record.steps.pop()            # as an undo past chance would; the tray follows the record
    ctl.changed.emit(())
    assert tray.model.rowCount() == 0
    assert tray.face.caption == "No chance yet"


def test_a_coin_toss_shows_as_a_coin(qtbot):
    ctl = controller("breakaway-football", seed=2)
    tray = ChanceTray(ctl)
    qtbot.addWidget(tray)
    tray.animation_ms = 0
    for _ in range(10):
        if any(e.get("coin") for e in (entry.result for entry in tray.model.entries)):
            break
        seat = ctl.pending_seats()[0]
        ctl.submit(ctl.legal_actions(seat)[0])
    coins = [entry for entry in tray.model.entries if "coin" in entry.result]
    assert coins, [entry.text for entry in tray.model.entries]
    assert tray.face.result["coin"] == coins[-1].result["coin"]
    tray.resize(260, 320)
    assert not tray.grab().isNull()


def _wrapped_height(face, text: str) -> int:
    metrics = QFontMetrics(face.caption_font())
    flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
    return metrics.boundingRect(0, 0, face.width() - 2 * face.MARGIN, 100_000, flags, text).height()


@pytest.mark.parametrize("width", [160, 220, 300])
def test_a_long_caption_is_never_cut(qtbot, width):
    """The coin toss's sentence wraps onto as many lines as it needs, inside the face."""
    ctl = controller("breakaway-football", seed=2)
    tray = ChanceTray(ctl)
    qtbot.addWidget(tray)
    tray.animation_ms = 0
    tray.resize(width, 420)
    tray.show()
    qtbot.waitExposed(tray)
    ctl.submit(ctl.legal_actions(ctl.pending_seats()[0])[0])  # the toss
    face = tray.face
    caption = face.caption
    assert "coin" in caption and len(caption) > 40
    tray.layout().activate()
    box = face.caption_rect()
    assert box.height() >= _wrapped_height(face, caption)
    assert box.bottom() <= face.height()
    assert box.top() >= face.picture_height
    assert face.geometry().bottom() <= tray.height()  # the face itself is not cut by the tray


def test_a_roll_keeps_the_room_of_the_caption_it_lands_on(qtbot):
    ctl = controller("breakaway-football", seed=2)
    tray = ChanceTray(ctl)
    qtbot.addWidget(tray)
    tray.resize(200, 420)
    tray.show()
    qtbot.waitExposed(tray)
    tray.animation_ms = 120
    ctl.submit(ctl.legal_actions(ctl.pending_seats()[0])[0])
    assert tray.rolling()
    rolling_height = tray.face.height()
    qtbot.waitUntil(lambda: not tray.rolling(), timeout=10_000)
    assert tray.face.height() == rolling_height


def test_a_game_without_chance_yet_shows_no_empty_list(qtbot):
    """Breakaway: CCG shuffles before the first move: nothing to show, and no blank white box."""
    ctl = controller("breakaway-ccg", seed=1)
    tray = ChanceTray(ctl, seat=0)
    qtbot.addWidget(tray)
    tray.show()
    assert not tray.has_chance()
    assert not tray.list.isVisible()
    hockey = controller()
    other = ChanceTray(hockey, seat=0)
    qtbot.addWidget(other)
    other.animation_ms = 0
    other.show()
    with qtbot.waitSignal(other.chance_available, timeout=1000) as blocker:
        hockey.submit(Action(0, "cut"))
    assert blocker.args == [True]
    assert other.has_chance() and other.list.isVisible()
