"""The Hull Breach! table stays readable with up to six commanders (the book's introduction: "two or
more"; 7.1: seasoned commanders at tables of four or five), in the real window at 1280x800 with its
log and chance tray: every word on a card and every label of a commander's strip is drawn at 10
screen pixels or more, no card's name or label is cut, no card lies over another or outside its
battlefield. It folds the commanders out of focus into rows of their own (the viewing commander, the
engagement's attacker and defender, or whose turn it is, stay whole), and a click on a folded row
opens it. On a 1024x640 window the hand is drawn larger, so its words are 10 pixels too.
A strip tucked under its host widens to show its name whole as far as the battlefield's rows allow
at the cards' size; in a crowded battlefield its name may still be cut (the cards come first).

Sizes are measured as drawn: a word's pixel size on its card picture (``HullArt.words_on``) or its
label's font, times the item's scale and the view's.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetricsF

from tabletop.games.hull_breach import GAME
from tabletop.ui.board.breakaway_ccg.items import CardItem
from tabletop.ui.board.common.items import TextItem
from tabletop.ui.board.hull_breach import layout as L
from tabletop.ui.board.hull_breach.table import HullTable
from tabletop.ui.shell.app import create_app
from tabletop.ui.shell.screenshot import app_names, play_random
from tests.ui.shell_support import make_window, settle

#: The smallest word a player should have to read, in screen pixels.
READABLE = 10.0


def window_table(qtbot, players: int, size: tuple[int, int], actions: int = 80, seed: int = 1,
                 options: dict | None = None) -> HullTable:
    """A hot-seat game of ``players`` commanders after ``actions`` random moves, in the real window
    at ``size`` (log and chance tray as the app opens them), seen from seat 0."""
    create_app([])
    window = make_window(qtbot)
    window.resize(*size)
    record = play_random(GAME, seed, actions, options, None, players, app_names(players))
    session = window.start_session(record, ["human"] * players, autosave=False, fixed_seat=0)
    session.tray.animation_ms = 0
    settle(qtbot, window)
    table = session.table
    assert isinstance(table, HullTable) and table.seat == 0
    return table


def drawn_px(table: HullTable, item, size: float) -> float:
    """``size`` scene pixels of ``item`` as drawn on the screen."""
    return size * item.sceneTransform().m11() * table.view.transform().m11()


def strip_items(table: HullTable) -> tuple[list[CardItem], list[TextItem]]:
    """The cards and labels of the commanders' strips and the hand (left of the side column),
    overlays (a boarding view, a scrapheap) left out."""
    cards, labels = [], []
    for item in table.scene.items():
        if not item.isVisible() or item.zValue() >= 44:
            continue
        if item.sceneBoundingRect().left() >= L.SIDE_X - 1:
            continue
        if isinstance(item, CardItem) and item.card_id is not None:
            cards.append(item)
        elif isinstance(item, TextItem) and item.text:
            labels.append(item)
    return cards, labels


def strip_of(table: HullTable, rect) -> tuple:
    """The strip (plate and field) a scene rectangle lies in, or None."""
    for plate_rect, (kind, _seat), _parent, _z in table._targets:
        if kind == "commander" and plate_rect.top() - 1 <= rect.top() <= plate_rect.bottom():
            return plate_rect
    return None


def tucked(table: HullTable, item) -> bool:
    """Whether ``item`` is an attachment's strip tucked under its host on a whole battlefield."""
    unit = table._unit_map.get(item.card_id)
    return unit is not None and unit.host is not None and item.data(0) == "strip"


def problems(table: HullTable) -> list[str]:
    """Every word drawn under ``READABLE`` pixels, cut, lying outside its strip or over another card."""
    found = []
    visible = table.view.mapToScene(table.view.viewport().rect()).boundingRect()
    cards, labels = strip_items(table)
    for card in cards:
        rect = card.sceneBoundingRect()
        if not visible.contains(rect.adjusted(1, 1, -1, -1)):
            found.append(f"{card.card_id} outside the view: {rect}")
        for run in table.art.words_on(card.pixmap()):
            if drawn_px(table, card, run.pixel_size) < READABLE:
                found.append(f"{card.card_id}: {run.text!r} at {drawn_px(table, card, run.pixel_size):.1f} px")
            # the hand's small pictures may cut a long name, and so may a strip tucked under its host
            # in a crowded battlefield (the cards' size comes first; the preview and the tooltip tell
            # it whole): a card on a battlefield, a folded row's strip and a Breakthru may not
            if run.text.endswith("…") and card.card_id not in table.current_view().hand and not tucked(table, card):
                found.append(f"{card.card_id}: cut to {run.text!r}")
    for label in labels:
        px = drawn_px(table, label, label.text_font.pixelSize())
        if px < READABLE:
            found.append(f"label {label.text!r} at {px:.1f} px")
        if QFontMetricsF(label.text_font).horizontalAdvance(label.text) > label.boundingRect().width() + 0.5:
            found.append(f"label {label.text!r} cut")
        strip = strip_of(table, label.sceneBoundingRect())
        if strip is not None and label.sceneBoundingRect().bottom() > strip.bottom() + 1:
            found.append(f"label {label.text!r} runs out of its strip")
    # the cards on the battlefields: inside their strip, none over another's words (an attachment
    # strip tucks under its own host's right edge, as printed cards are tucked)
    units = table._unit_map
    placed = [(pid, item) for pid, items in table.unit_items.items() for item in items if item.zValue() < 44]
    for pid, item in placed:
        strip = strip_of(table, item.sceneBoundingRect())
        if strip is None or item.sceneBoundingRect().bottom() > strip.bottom() + 1:
            found.append(f"{pid} outside its strip")

    def top(pid: str) -> str:
        while units[pid].host is not None and units[pid].host in units:
            pid = units[pid].host
        return pid

    for n, (pid, item) in enumerate(placed):
        for other, item2 in placed[n + 1:]:
            overlap = item.sceneBoundingRect().intersected(item2.sceneBoundingRect())
            if overlap.width() * overlap.height() < 1:
                continue
            if top(pid) == top(other) and overlap.width() <= L.TUCK + 0.5:
                continue
            found.append(f"{pid} over {other}")
    return found


@pytest.mark.parametrize(("players", "options"), [(4, None), (6, None), (4, {"teams": "on"}), (6, {"teams": "on"})])
@pytest.mark.parametrize("actions", [80, 200])
def test_four_and_six_commanders_read_at_1280x800(qtbot, players, options, actions):
    table = window_table(qtbot, players, (1280, 800), actions, options=options)
    assert table.view.transform().m11() < 0.8          # the window's docks take their room
    assert problems(table) == []
    # four or more still playing: those out of focus fold (the viewing commander never)
    assert bool(table.folded) == (sum(table.current_view().alive) >= L.FOLD_FROM) and 0 not in table.folded
    # every commander still has a strip of their own
    assert set(table.plate_items) == set(range(players)) and table.unit_items


def test_a_click_on_a_folded_row_opens_it_and_it_stays_readable(qtbot):
    table = window_table(qtbot, 6, (1280, 800))
    seat = min(table.folded)
    field = next(rect for rect, target, _p, _z in table._targets if target == ("field", seat))
    # the row's far right, clear of its units' strips
    point = table.view.mapFromScene(QPointF(field.right() - 20, field.bottom() - 8))
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert seat not in table.folded and table.folded
    assert problems(table) == []
    # the F key steps to the next folded commander
    before = table.opened
    table._cycle_open()
    assert table.opened != before


def test_two_commanders_keep_whole_strips(qtbot):
    table = window_table(qtbot, 2, (1280, 800))
    assert not table.folded
    assert problems(table) == []


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_hand_reads_at_1024x640(qtbot, players):
    table = window_table(qtbot, players, (1024, 640))
    hand = [i for i in table.scene.items() if isinstance(i, CardItem) and i.card_id in table.current_view().hand]
    assert hand
    for card in hand:
        runs = table.art.words_on(card.pixmap())
        assert runs
        for run in runs:
            assert drawn_px(table, card, run.pixel_size) >= READABLE, (run.text, drawn_px(table, card, run.pixel_size))
        assert table.view.mapToScene(table.view.viewport().rect()).boundingRect().contains(card.sceneBoundingRect())
    caption = table.cost_item
    assert drawn_px(table, caption, caption.text_font.pixelSize()) >= READABLE
