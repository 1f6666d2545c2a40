"""Settings → Scale on the tables (``TableView``): at scale s every table is drawn s times its size
at 100 % in the same window, with scroll bars; the keyboard brings what it reaches into view, a
drag resting at the edge scrolls, and the prompt stays in the window. At 100 % ("System") the
scene fits the window exactly as it always did.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QMimeData, QPoint, QRect, Qt
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent
from PySide6.QtWidgets import QApplication

from tabletop.games import registry
from tabletop.ui import theme
from tabletop.ui.access.zone_tree import CARD_ATTRIBUTES
from tabletop.ui.board.common.scene_table import SceneTable
from tabletop.ui.shell.game_setup import GameSetup
from tabletop.ui.shell.screenshot import take_screenshot
from tests.ui.board_helpers import shown_table
from tests.ui.shell_support import HOCKEY, make_window
from tests.ui.test_accessible_names import played_for_a_while

GAMES = [game.id for game in registry()]



def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def table_of(qtbot, game_id: str, moves: int = 20, size=(1280, 800)) -> SceneTable:
    table = shown_table(qtbot, played_for_a_while(game_id, 2, moves), SceneTable, 0, size)
    settle()
    return table


def card_items(table) -> dict[str, object]:
    """The topmost shown item of each card drawn (by its id)."""
    found: dict[str, object] = {}
    for item in table.scene.items():           # topmost first
        key = next((getattr(item, name) for name in CARD_ATTRIBUTES
                    if isinstance(getattr(item, name, None), str) and getattr(item, name)), None)
        if key is not None and item.isVisible() and key not in found:
            found[key] = item
    return found


def on_screen(table, item) -> QRect:
    return table.view.mapFromScene(item.sceneBoundingRect()).boundingRect()


def set_scale(qapp, percent: int) -> None:
    theme.apply(qapp, theme.Theme(percent))
    settle()


@pytest.mark.parametrize("game_id", GAMES)
def test_at_200_percent_every_card_is_drawn_twice_its_size_in_the_same_window(qtbot, plain_afterwards, game_id):
    """The layout is the same at both scales (each card at the same place in the scene); only the
    picture is magnified, so each card's size on screen doubles."""
    table = table_of(qtbot, game_id)
    before = {key: (item.sceneBoundingRect(), on_screen(table, item).size())
              for key, item in card_items(table).items()}
    assert before, "no card is drawn: nothing to measure"
    fit = table.view.transform().m11()
    set_scale(plain_afterwards, 200)
    assert table.view.transform().m11() == pytest.approx(2 * fit)
    after = card_items(table)
    for key, (scene_rect, size) in before.items():
        assert key in after, f"{key} is no longer drawn at 200 %"
        # (a picture's size is whole device pixels: a fraction of a scene unit either way)
        now_rect = after[key].sceneBoundingRect()
        assert all(abs(a - b) <= 1 for a, b in zip(now_rect.getRect(), scene_rect.getRect(), strict=True)), \
            f"{key} moved in the layout: {scene_rect} -> {now_rect}"
        now = on_screen(table, after[key]).size()
        for was, is_ in ((size.width(), now.width()), (size.height(), now.height())):
            assert abs(is_ - 2 * was) <= max(3, 0.02 * is_), f"{key}: {size} at 100 %, {now} at 200 %"
    assert table.view.horizontalScrollBar().maximum() > 0 and table.view.verticalScrollBar().maximum() > 0


def test_at_the_systems_scale_the_table_fits_the_window_with_no_scroll_bars(qtbot, plain_afterwards):
    """100 % is the table as it always was: the design fitted, centred, nothing to scroll; and
    coming back from 200 % gives exactly that picture again."""
    table = table_of(qtbot, HOCKEY)
    view = table.view
    assert view.transform().m11() == pytest.approx(min(view.viewport().width() / table.scene.sceneRect().width(),
                                                       view.viewport().height() / table.scene.sceneRect().height()))
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert view.sceneRect() == table.scene.sceneRect()
    centre = view.mapToScene(view.viewport().rect().center())
    places = {key: on_screen(table, item) for key, item in card_items(table).items()}
    set_scale(plain_afterwards, 150)
    set_scale(plain_afterwards, theme.SYSTEM)
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert view.sceneRect() == table.scene.sceneRect()
    assert (view.mapToScene(view.viewport().rect().center()) - centre).manhattanLength() < 1
    assert {key: on_screen(table, item) for key, item in card_items(table).items()} == places


def test_choosing_200_percent_in_the_menu_magnifies_the_table_at_once(qtbot, plain_afterwards):
    window = make_window(qtbot)
    session = window.start_new(GameSetup(HOCKEY, ["human", "computer"], ["Ana", "Computer"], 3, {}))
    view = session.table.view
    settle()
    window.appearance.scale_actions[200].trigger()
    settle()
    assert view.transform().m11() == pytest.approx(2 * view.fit_scale())
    assert view.verticalScrollBar().maximum() > 0
    window.appearance.scale_actions[theme.SYSTEM].trigger()
    settle()
    # fitted again (the docks may keep the room their larger words took: the shell's to give back)
    assert view.transform().m11() == pytest.approx(view.fit_scale()) and view.verticalScrollBar().maximum() == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_the_keyboard_brings_each_card_it_reaches_into_view(qtbot, plain_afterwards, game_id):
    """Tab into the zones and along them: every card the focus reaches is scrolled into the part of
    the view the prompt leaves uncovered, ringed and read large."""
    table = table_of(qtbot, game_id)
    set_scale(plain_afterwards, 200)
    view = table.view
    items = card_items(table)
    unseen = [key for key, item in items.items()
              if not view.viewport().rect().contains(on_screen(table, item))]
    assert unseen, "at 200 % every card is already in view: nothing to scroll to"
    table.activateWindow()
    table.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(table.hasFocus)
    reached = 0
    for _ in table.access.lists:
        qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key.Key_Tab)
        zone = table.access.focused()
        assert zone is not None
        for row in range(min(zone.count(), 4)):
            zone.setCurrentRow(row)
            ring = table.access.ring_rect()         # round the card the focus reached, on the table
            if ring is None:
                continue
            entry = zone.entry()
            shown = view.mapFromScene(ring.adjusted(6, 6, -6, -6)).boundingRect()
            free = view.free_room()
            inside = free.intersected(shown)
            # the whole card, or as much of one larger than the room as fits, lies in the free part
            assert inside.width() >= min(shown.width(), free.width()) - 2, (entry.name, shown, free)
            assert inside.height() >= min(shown.height(), free.height()) - 2, (entry.name, shown, free)
            reached += 1
    assert reached, "no zone reached a card drawn on the table"


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_prompt_stays_in_the_window_however_the_table_scrolls(qtbot, plain_afterwards, game_id, size):
    table = None
    for moves in (0, 3, 8, 20, 40):
        candidate = table_of(qtbot, game_id, moves, size)
        if candidate.prompt.isVisible():
            table = candidate
            break
    assert table is not None, "no position with a prompt was found"
    set_scale(plain_afterwards, 200)
    view = table.view
    assert table.prompt.isVisible()
    where = table.prompt.geometry()
    assert table.rect().contains(where), (where, table.rect())
    assert view.geometry().contains(where)
    # only as tall as its question needs (magnified, the place given is the window's)
    assert table.prompt.height() <= table.prompt.needed_height(table.prompt.hint.isVisible()) + 1
    title = table.prompt.title.fontInfo().pixelSize()
    set_scale(plain_afterwards, theme.SYSTEM)
    assert table.prompt.title.fontInfo().pixelSize() * 1.6 <= title, "the prompt's words are magnified too"
    set_scale(plain_afterwards, 200)
    for bar in (view.horizontalScrollBar(), view.verticalScrollBar()):
        for value in (bar.minimum(), bar.maximum()):
            bar.setValue(value)
            settle()
            assert table.prompt.geometry() == where, "the prompt moved with the scrolled table"
    # What lies under the prompt can be scrolled out from under it: the far side of the scene
    # reaches past the prompt's edge.
    view.horizontalScrollBar().setValue(view.horizontalScrollBar().maximum())
    view.verticalScrollBar().setValue(view.verticalScrollBar().maximum())
    design = table.scene.sceneRect()
    corner = view.mapFromScene(design.bottomRight())
    free = view.free_room()
    assert corner.x() <= free.right() + 1 or corner.y() <= free.bottom() + 1


#: What the test drags: kept alive for as long as the events that carry it.
DRAGGED = QMimeData()
DRAGGED.setText("nothing")


def drag_event(kind, point: QPoint):
    return kind(point, Qt.DropAction.MoveAction, DRAGGED, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)


@pytest.mark.parametrize("percent", [theme.SYSTEM, 200])
def test_a_drag_resting_near_the_edge_scrolls_the_magnified_table(qtbot, plain_afterwards, percent):
    table = table_of(qtbot, HOCKEY)
    set_scale(plain_afterwards, percent)
    view = table.view
    viewport = view.viewport()
    bars = view.horizontalScrollBar(), view.verticalScrollBar()
    for bar in bars:
        bar.setValue((bar.minimum() + bar.maximum()) // 2)
    before = [bar.value() for bar in bars]
    edge = QPoint(viewport.width() - 4, viewport.height() - 4)       # the bottom right corner
    QApplication.sendEvent(viewport, drag_event(QDragEnterEvent, viewport.rect().center()))
    QApplication.sendEvent(viewport, drag_event(QDragMoveEvent, viewport.rect().center()))
    assert [bar.value() for bar in bars] == before, "a drag in the middle scrolls nothing"
    QApplication.sendEvent(viewport, drag_event(QDragMoveEvent, edge))
    after = [bar.value() for bar in bars]
    QApplication.sendEvent(viewport, QDragLeaveEvent())
    if percent == theme.SYSTEM:
        assert after == before == [0, 0], "at 100 % there is nothing to scroll"
    else:
        assert after[0] > before[0] and after[1] > before[1]


def test_the_screenshot_draws_at_a_scale_and_refuses_one_outside_100_to_200(qapp, tmp_path, plain_afterwards):
    from PySide6.QtGui import QImage

    from tabletop.cli import main

    out = tmp_path / "big.png"
    assert main(["screenshot", "--game", HOCKEY, "--scale", "200", "--high-contrast", "--size", "1024x640",
                 "--out", str(out)]) == 0
    assert (QImage(str(out)).width(), QImage(str(out)).height()) == (1024, 640)
    assert main(["screenshot", "--game", HOCKEY, "--scale", "300", "--out", str(out)]) == 2
    with pytest.raises(ValueError, match="100 to 200"):
        take_screenshot(HOCKEY, 1, 5, 0, str(out), scale=50)


@pytest.mark.parametrize("game_id", [HOCKEY, "breakaway-football", "breakaway-ccg", "hull-breach"])
def test_a_banner_shows_in_view_however_the_magnified_table_is_scrolled(qtbot, plain_afterwards, game_id):
    from PySide6.QtGui import QColor

    table = table_of(qtbot, game_id)
    band = table.banner.boundingRect()
    set_scale(plain_afterwards, 200)
    view = table.view
    for h, v in ((0, 0), (1, 1), (0, 1), (1, 0)):
        bars = view.horizontalScrollBar(), view.verticalScrollBar()
        for bar, end in zip(bars, (h, v), strict=True):
            bar.setValue(bar.maximum() if end else bar.minimum())
        table.banner.show_banner("GOAL!", "Someone scores.", QColor("#ffc23d"), 0)
        shown = view.mapFromScene(table.banner.sceneBoundingRect()).boundingRect()
        assert view.free_room().adjusted(-2, -2, 2, 2).contains(shown), (h, v, shown, view.free_room())
        for bar in bars:                       # scrolling on: the banner showing follows
            bar.setValue((bar.minimum() + bar.maximum()) // 2)
        shown = view.mapFromScene(table.banner.sceneBoundingRect()).boundingRect()
        assert view.free_room().adjusted(-2, -2, 2, 2).contains(shown)
    set_scale(plain_afterwards, theme.SYSTEM)
    assert table.banner.boundingRect() == band, "at 100 % the banner is over its own band again"
