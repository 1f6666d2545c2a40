"""A card dropped where it may not go on the Hull Breach! table snaps back with the rule's sentence,
as on every other table: the engine's refusal (its sentence and the book's section) floats over the
table and goes to the status bar. Dropped on another commander's open space or plate, a Marine or a
ship is refused ("your own battlefield", 5.4.1) and nothing changes; the drops are real Qt drag and
drop events through the table's view, and, with a display, a real mouse drag.
"""

from __future__ import annotations

import os

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPointF

from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import MANUFACTURING
from tabletop.ui.board.breakaway_ccg.items import CardItem
from tabletop.ui.board.hull_breach.table import HullTable
from tests.ui.board_helpers import real_mouse_drag, shown_table
from tests.ui.test_board_hull import A, B, controller_for, send_drag, unit

RULE = "(Hull Breach!, 5.4.1 Deploy Reinforcements)"


def manufacturing(hand=("boarding-commandos", "harpy-class-cruiser")):
    """A's Manufacturing Phase: A's station and Harpy (a legal host for Marines), B's bare station."""
    state, ids = arrange([Piece("orion-frontier-outpost", A), Piece("harpy-class-cruiser", A),
                          Piece("skyline-defense-hq", B)], hands=[hand, ()], phase=MANUFACTURING, turn=A,
                         stockpiles=[(20, 20), (10, 10)])
    return controller_for(state), ids


def field_of(table: HullTable, seat: int) -> QPointF:
    """A point of ``seat``'s battlefield with no card on it (its bottom right corner)."""
    table.ensure_zones()
    target = ("space", None) if seat == table.seat else ("field", seat)
    rect = next(z for z in table.zones if z.target == target).sceneBoundingRect()
    point = QPointF(rect.right() - 30, rect.bottom() - 20)
    assert not any(isinstance(i, CardItem) for i in table.scene.items(point))
    return point


def plate_of(table: HullTable, seat: int) -> QPointF:
    return table.plate_items[seat].sceneBoundingRect().center()


def test_a_marine_dropped_on_the_other_commanders_open_space_is_refused_with_the_rule(qtbot):
    ctl, _ids = manufacturing()
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    said: list[str] = []
    table.message.connect(said.append)
    marines = ctl.view(A).hand[0]
    point = field_of(table, B)
    send_drag(table, A, marines, point, drop=False)
    zone = next(z for z in table.zones if z.target == ("field", B))
    assert zone.state == "illegal"                       # red under the drag, before the drop
    before = ctl.state
    send_drag(table, A, marines, point)
    assert ctl.state is before and marines in ctl.view(A).hand and unit(ctl, marines) is None
    notice = table.notice_text()
    assert "onto your own battlefield" in notice and notice.endswith(RULE)
    assert table.notice.isVisible() and table.rect().contains(table.notice.geometry())
    assert said and said[-1] == notice                   # the status bar gets the same sentence


def test_a_ship_dropped_on_the_other_commanders_plate_is_refused_not_deployed_at_home(qtbot):
    ctl, _ids = manufacturing()
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    harpy = ctl.view(A).hand[1]
    table.ensure_zones()
    before = ctl.state
    send_drag(table, A, harpy, plate_of(table, B))
    assert ctl.state is before and harpy in ctl.view(A).hand and unit(ctl, harpy) is None
    assert "onto your own battlefield" in table.notice_text() and table.notice_text().endswith(RULE)
    # the same card on the seat's own open space deploys
    send_drag(table, A, harpy, field_of(table, A))
    assert unit(ctl, harpy) is not None and unit(ctl, harpy).host is None


@pytest.mark.skipif(not os.environ.get("DISPLAY"),
                    reason="QDrag.exec needs a real X display (CI runs under xvfb-run)")
@pytest.mark.timeout(20)
def test_a_real_mouse_drag_onto_the_other_battlefield_says_why_it_snapped_back(qtbot):
    ctl, _ids = manufacturing(hand=("boarding-commandos",))
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    marines = ctl.view(A).hand[0]
    item = next(i for i in table.scene.items() if isinstance(i, CardItem) and i.card_id == marines)
    start = table.view.mapFromScene(item.sceneBoundingRect().center())
    before = ctl.state
    table.ensure_zones()
    target = table.view.mapFromScene(field_of(table, B))
    real_mouse_drag(table.view.viewport(), start, target)      # blocks until released
    qtbot.waitUntil(lambda: bool(table.notice_text()), timeout=5000)
    assert ctl.state is before and marines in ctl.view(A).hand
    assert "onto your own battlefield" in table.notice_text() and table.notice_text().endswith(RULE)
    assert any(isinstance(i, CardItem) and i.card_id == marines for i in table.scene.items())   # back in the hand
