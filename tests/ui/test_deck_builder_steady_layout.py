"""The deck builder holds still under the player's pointer and shows its lists whole or elided:
the buttons keep their place however many problems the deck has, and the catalog's columns fill
its width (none cut in the middle by the list's edge), a name or a type too long for its cell
being elided with its whole text in the tooltip."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QEvent, QPoint, QRect
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QStyleOptionViewItem, QToolTip, QWidget

from tabletop.decks import read_deck
from tabletop.paths import card_data_dir, resources_dir
from tabletop.ui.deck_builder import DeckBuilderWindow
from tabletop.ui.deck_builder.models import ID_ROLE

HAWKS = card_data_dir() / "breakaway_ccg" / "decks" / "harbour-hawks.yaml"
SKYLINE = card_data_dir() / "hull_breach" / "decks" / "skyline-vanguard.yaml"


@pytest.fixture
def styled(qtbot):
    app = QApplication.instance()
    before = app.styleSheet()
    app.setStyleSheet((resources_dir() / "styles" / "tabletop.qss").read_text(encoding="utf-8"))
    yield app
    app.setStyleSheet(before)


def open_window(qtbot, path, size) -> DeckBuilderWindow:
    w = DeckBuilderWindow(game=read_deck(path).game)
    qtbot.addWidget(w)
    w.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    w.open_path(path)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    # laid out whole: the status bar is polished late and takes its height then
    QApplication.processEvents()
    qtbot.waitUntil(lambda: w.statusBar().height() == w.statusBar().sizeHint().height())
    return w


def place(w: DeckBuilderWindow, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(w, QPoint(0, 0)), widget.size())


def tooltip_at(qtbot, view, index) -> str:
    """The tooltip the list shows when the pointer rests on the cell."""
    QToolTip.hideText()
    point = view.visualRect(index).center()
    event = QHelpEvent(QEvent.Type.ToolTip, point, view.viewport().mapToGlobal(point))
    QApplication.sendEvent(view.viewport(), event)
    qtbot.waitUntil(QToolTip.isVisible)
    return QToolTip.text()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_buttons_stay_put_as_problems_are_added(styled, qtbot, size):
    w = open_window(qtbot, HAWKS, size)
    assert w.violations == [] and w.role_button.text() == "Bench / unbench"
    buttons = (w.plus_button, w.minus_button, w.role_button, w.play_button)
    before = [place(w, b) for b in buttons]
    counts = []
    for card_id in ("rookie-0-helmet", "power-play-7-all", "enforcer-1-helmet", "grinder-3-helmet",
                    "power-play-7-all", "sniper-7-skate"):
        w.add_card(card_id, 2)
        QApplication.processEvents()
        counts.append(w.legality.list.count())
        assert [place(w, b) for b in buttons] == before, (card_id, counts)
    assert counts[-1] > counts[0] >= 1 and w.legality.list.isVisible()
    assert w.size().width() == size[0] and w.size().height() == size[1]
    for button in buttons:
        assert w.deck_pane.rect().contains(place(w, button).translated(-w.deck_pane.mapTo(w, QPoint(0, 0))))


@pytest.mark.parametrize("path", [SKYLINE, HAWKS], ids=["hull-breach", "breakaway-ccg"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_no_catalog_column_is_cut_by_the_lists_edge(styled, qtbot, path, size):
    w = open_window(qtbot, path, size)
    view, header = w.catalog_view, w.catalog_view.horizontalHeader()
    right = view.viewport().width()
    assert header.offset() == 0
    starts = [header.sectionViewportPosition(c) for c in range(w.catalog_model.columnCount())]
    on_screen = [c for c, x in enumerate(starts) if x < right]
    assert len(on_screen) >= 3                              # the name, the limit and the next
    for column in on_screen:
        assert starts[column] + header.sectionSize(column) <= right, (column, starts[column], right)
    # the columns on screen fill it: the next one starts at the edge, not inside it
    last = on_screen[-1]
    assert starts[last] + header.sectionSize(last) == right


def test_a_long_name_or_type_too_wide_for_its_cell_shows_whole_in_the_tooltip(styled, qtbot):
    w = open_window(qtbot, SKYLINE, (1024, 640))
    view, delegate = w.catalog_view, w.catalog_view.itemDelegate()
    longest = max(w.catalog.cards("hull-breach"), key=lambda c: len(c.name))
    row = next(r for r in range(w.proxy.rowCount()) if w.proxy.index(r, 0).data(ID_ROLE) == longest.id)
    view.scrollTo(w.proxy.index(row, 0))
    QApplication.processEvents()
    name = w.proxy.index(row, 0)
    kind = w.proxy.index(row, w.catalog_model.headers.index("Type"))
    whole = kind.data()
    assert " - " in whole                                     # "Ship - Fighter Wing"
    # What the pointer resting on each cell shows: the whole name, the whole type.
    assert tooltip_at(qtbot, view, name).splitlines()[0] == longest.name
    assert whole in tooltip_at(qtbot, view, kind).splitlines()
    # What the cells show: the name cut with "…", the type by its head ("Ship").
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = view.visualRect(name)
    shown = delegate.shown_text(option, name)
    assert shown != longest.name and shown.endswith("…"), shown
    option.rect = view.visualRect(kind)
    assert delegate.shown_text(option, kind) == whole.split(" - ")[0]
