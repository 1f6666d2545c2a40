"""No tooltip pops up over the large card preview: resting the mouse on a card shows it large with
its whole text, so the card's tooltip, which says the same, would only lie over that caption.
Elsewhere on the table (the puck, a badge on no card) tooltips still show."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from tabletop.ui.board import create_table
from tests.ui.board_helpers import controller, random_moves


def ask_for_tooltip(table, item) -> None:
    viewport = table.view.viewport()
    pos = table.view.mapFromScene(item.sceneBoundingRect().center())
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, pos, viewport.mapToGlobal(pos)))


def previewing_card_with_tip(table):
    """A card on the table with a tooltip that shows the large preview when the mouse rests on it."""
    for item in table.scene.items():
        if getattr(item, "card_id", None) and item.toolTip() and getattr(item, "_on_hover", None):
            item.hoverEnterEvent(None)
            if table.preview.isVisible() and table.preview.card_id == item.card_id:
                return item
            item.hoverLeaveEvent(None)
    raise AssertionError("no previewed card with a tooltip on the table")


@pytest.mark.parametrize("game, moves", [("intergalactic-hockey", 0), ("hull-breach", 40)])
def test_no_tooltip_over_the_previewed_card(qtbot, game, moves):
    ctl = controller(game, seed=3)
    random_moves(ctl, moves, seed=3)
    table = create_table(ctl)
    qtbot.addWidget(table)
    table.animation_ms = 0
    table.set_seat(ctl.pending_seats()[0] if ctl.pending_seats() else 0)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    card = previewing_card_with_tip(table)
    QToolTip.hideText()                          # a tooltip of an earlier test fades out, not at once
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
    ask_for_tooltip(table, card)
    assert not QToolTip.isVisible(), QToolTip.text()
    # Once the mouse has left the card, what lies elsewhere still has its tooltip.
    card.hoverLeaveEvent(None)
    assert not table.preview.isVisible()
    other = next(i for i in table.scene.items() if i.toolTip() and not getattr(i, "card_id", None)
                 and i.isVisible() and table.view.items(table.view.mapFromScene(i.sceneBoundingRect().center()))[0] is i)
    ask_for_tooltip(table, other)
    assert QToolTip.isVisible() and QToolTip.text() == other.toolTip()
    QToolTip.hideText()
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
