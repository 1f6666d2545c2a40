"""The generic table: every legal action is a button, and a click submits it."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from tabletop.ui.board import GenericTable
from tabletop.ui.board.generic import view_facts
from tests.ui.board_helpers import controller


@pytest.fixture
def table(qtbot):
    ctl = controller("intergalactic-hockey", seed=4)
    table = GenericTable(ctl)  # this game has its own table now; the generic one still draws any game
    qtbot.addWidget(table)
    table.tray.animation_ms = 0
    table.set_seat(ctl.pending_seats()[0])
    table.resize(1024, 640)
    table.show()
    return table


def test_one_button_per_legal_action(table):
    ctl = table.controller
    legal = ctl.legal_actions(table.seat)
    assert legal
    texts = [b.full_text for b in table.action_buttons]
    assert texts == [ctl.game.describe_action(ctl.state, a) for a in legal]
    assert all(b.toolTip() == b.full_text and b.isVisible() for b in table.action_buttons)


def test_clicking_a_button_submits_its_action(qtbot, table):
    ctl = table.controller
    action = ctl.legal_actions(table.seat)[-1]
    with qtbot.waitSignal(ctl.changed, timeout=1000):
        qtbot.mouseClick(table.action_buttons[-1], Qt.MouseButton.LeftButton)
    assert ctl.record.actions[-1] == action


def test_spectator_gets_no_buttons_and_no_hand(table):
    table.set_seat(None)
    assert table.action_buttons == []
    hand = dict(view_facts(table.current_view()))["Hand"]
    assert hand == "none"


def test_snapshot_shows_no_buttons(table):
    ctl = table.controller
    table.show_snapshot(ctl.view(table.seat))
    assert table.action_buttons == []
    table.show_live()
    assert len(table.action_buttons) == len(ctl.legal_actions(table.seat))


def test_facts_show_the_seats_own_hand_only(table):
    """What the panel draws for a seat names every card of that seat's hand and none of the other's
    (the old check compared the two hands with each other, which is always true)."""
    from PySide6.QtWidgets import QApplication, QLabel

    ctl = table.controller
    for seat in (0, 1):
        table.set_seat(seat)
        QApplication.processEvents()        # the new labels show, the old ones are deleted
        shown = " ".join(label.text() for label in table.facts_panel.findChildren(QLabel) if not label.isHidden())
        own = ctl.view(seat).hand
        other = ctl.view(1 - seat).hand
        assert own and other
        assert all(card in shown for card in own), (own, shown)
        assert not any(card in shown for card in other), (other, shown)


def test_facts_name_seats_instead_of_numbers(table):
    facts = dict(view_facts(table.controller.view(table.seat)))
    assert facts["Puck"] in ("Ana", "Ben", "—")
    assert facts["Awaiting"].startswith(("Ana: ", "Ben: "))
