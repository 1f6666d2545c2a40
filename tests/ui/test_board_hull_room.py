"""The Hull Breach! table's cards use the room the window gives them: on a wide window the
battlefields take the width the view would leave empty, a battlefield holding few units gives the
height it does not need to a crowded one, and so at 1920x1080 with two commanders a unit carrying
two rows of status badges still shows its traits (a player needs them in combat). Four commanders
on a small window fold the ones out of focus, so the whole strips' cards stay above the floor.

The words are the painter's own ``TextRun`` records (``HullArt.words_on``), as in the badges test.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tabletop.ui.board.hull_breach import layout as L
from tabletop.ui.board.hull_breach.table import HullTable
from tests.ui.board_helpers import shown_table
from tests.ui.test_board_hull_badges import badges, controller_for, covered, marked


def card_item(table: HullTable, pid: str):
    return next(i for i in table.unit_items[pid] if i.data(0) == "card")


def badge_rows(table: HullTable, pid: str) -> int:
    return len({round(b.sceneBoundingRect().top()) for b in badges(table) if getattr(b, "unit", None) == pid})


def test_badged_cards_show_their_traits_at_1920x1080_with_two_commanders(qtbot):
    state, ids = marked(2)
    table = shown_table(qtbot, controller_for(state), HullTable, seat=0, size=(1920, 1080))
    checked = []
    for pid in ids:
        card = table.cards[pid.split("#")[0]]
        items = [i for i in table.unit_items.get(pid, []) if i.data(0) == "card"]
        if not items or not card.trait_labels or not badge_rows(table, pid):
            continue
        painted = " ".join(run.text for run in table.art.words_on(items[0].pixmap()))
        traits = " ".join(", ".join(card.trait_labels).split())     # as painted, on one line or several
        assert traits in painted, (card.name, traits, painted, badge_rows(table, pid))
        checked.append((card.name, badge_rows(table, pid)))
    names = {name for name, _rows in checked}
    assert {"Hawk-class Battle Cruiser", "Seagull-class Cruiser"} <= names, checked
    assert any(rows >= 2 for _name, rows in checked), checked
    assert covered(table) == []


def test_a_wide_window_widens_the_battlefields_and_keeps_the_side_column(qtbot):
    state, ids = marked(2)
    table = shown_table(qtbot, controller_for(state), HullTable, seat=0, size=(1920, 1080))
    rect = table.scene.sceneRect()
    assert rect.right() == L.SCENE_W and rect.left() < -100
    assert card_item(table, ids[0]).sceneBoundingRect().left() < L.FIELD_X - 100   # the station uses the new room
    assert table.prompt_rect == L.PROMPT_RECT
    table.resize(1280, 800)
    qtbot.waitUntil(lambda: table.scene.sceneRect().left() == 0)


def test_a_battlefield_gives_the_height_it_does_not_need():
    few = (L.Group("a", 0),)
    many = tuple(L.Group(str(n), n % 2 * 2) for n in range(8))
    even = L.strips([1, 0], extra=0)
    shared = L.strips([1, 0], contents=((1, few, 0), (0, many, 0)), extra=0)
    assert even[0].field.height() == even[1].field.height()
    assert shared[0].field.height() < even[0].field.height() < shared[1].field.height()
    assert shared[0].field.height() >= L.STRIP_H_MIN
    small = L.place_groups(even[1].field, list(many))[0].card_w
    assert L.place_groups(shared[1].field, list(many))[0].card_w > small
    # four crowded battlefields: equal strips, the cards at the floor overlapping as before
    crowd = tuple(L.Group(str(n), 1) for n in range(12))
    crowded = L.strips([1, 2, 3, 0], contents=tuple((seat, crowd, 0) for seat in range(4)))
    assert len({round(s.field.height(), 3) for s in crowded}) == 1
    assert {p.card_w for p in L.place_groups(crowded[3].field, list(crowd))} == {L.CARD_W_MIN}


def test_four_commanders_on_a_small_window_fold_the_ones_out_of_focus(qtbot):
    state, _ids = marked(4)
    table = shown_table(qtbot, controller_for(state), HullTable, seat=0, size=(1024, 640))
    assert table.folded and 0 not in table.folded
    widths = {round(item.sceneBoundingRect().width()) for items in table.unit_items.values() for item in items
              if item.data(0) == "card"}
    assert min(widths) > L.CARD_W_MIN, widths
    assert covered(table) == []
