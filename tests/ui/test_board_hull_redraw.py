"""The Hull Breach! table draws again only what a move changed (the drop-to-repaint time in
``docs/performance.md`` rests on it), and what it keeps looks exactly as a drawing from scratch would: a drop keeps every
other card's items, moves the cards the new one pushed along, and the picture matches pixel for
pixel the table drawn afresh."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tabletop.ui.board.hull_breach.bench import position
from tabletop.ui.board.hull_breach.table import HullTable
from tests.ui.board_helpers import shown_table
from tests.ui.test_board_hull import controller_for, lit


def picture(table: HullTable):
    table.view.viewport().repaint()
    return table.view.viewport().grab().toImage()


def fresh_picture(table: HullTable):
    """The same position drawn with nothing kept from before."""
    table._strip_cache.clear()
    table.refresh()
    return picture(table)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_drop_keeps_the_other_cards_and_draws_what_a_fresh_table_would(qtbot, size):
    ctl = controller_for(position(4))
    table = shown_table(qtbot, ctl, HullTable, seat=0, size=size)
    moved = 0
    for _ in range(4):
        before = {pid: (items[0], items[0].scenePos()) for pid, items in table.unit_items.items()}
        card = ctl.view(0).hand[0]
        assert table.drop_card(card, ("space", None)).ok
        after = {pid: items[0] for pid, items in table.unit_items.items()}
        added = set(after) - set(before)
        assert len(added) == 1
        kept = [pid for pid in before if after[pid] is before[pid][0]]
        # the other commanders' strips are not drawn again at all
        foreign = [u.pid for u in ctl.view(0).units if u.controller != 0 and u.pid in before]
        assert foreign and set(foreign) <= set(kept)
        moved += sum(1 for pid in kept if after[pid].scenePos() != before[pid][1])
        drawn = picture(table)
        assert drawn == fresh_picture(table)
    # on the wide window the new cards pushed some of the seat's own along: those were moved, not
    # drawn again (on the small one, with the commanders out of focus folded, the new cards find
    # room after the others and push none)
    assert moved > 0 or size == (1024, 640)


def test_a_kept_card_drawing_follows_selection_and_light(qtbot):
    """Choosing a hand card lights its hosts and dropping it clears them: a kept drawing never
    shows a light or a choice the position no longer has."""
    ctl = controller_for(position(3, "boarding-commandos"))
    table = shown_table(qtbot, ctl, HullTable, seat=0, size=(1280, 800))
    card = ctl.view(0).hand[0]
    plain = picture(table)
    table.hand_clicked(card)
    hosts = [pid for pid, items in table.unit_items.items() if items[0].data(0) == "card" and lit(table, pid)]
    chosen = picture(table)
    assert hosts and chosen != plain and chosen == fresh_picture(table)
    table.hand_clicked(card)
    assert picture(table) == plain
    assert table.drop_card(card, ("unit", hosts[0])).ok
    assert not any(lit(table, pid) for pid in hosts)
    assert picture(table) == fresh_picture(table)
