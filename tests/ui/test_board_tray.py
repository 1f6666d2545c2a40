"""The chance tray: lists cuts and shuffles with their text, newest shown large, per seat."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

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
    qtbot.waitUntil(lambda: not tray.rolling(), timeout=2000)
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
