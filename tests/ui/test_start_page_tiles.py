"""The start page's game tiles at 1024x640, 1280x800 and 1920x1080: every tile is whole and can
be seen (without scrolling where the window has the room, else by scrolling its area), and each
game's description is shown whole, wrapped to the tile and never broken inside a sentence."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea

from tabletop.games import registry
from tabletop.paths import resources_dir
from tests.ui.shell_support import make_window

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
#: A line may end only where a sentence does (or where the text ends).
SENTENCE_END = re.compile(r"[.!?…:)\"”]$")


@pytest.fixture
def styled(qtbot):
    """The app's own style sheet: its fonts and padding decide how tall a tile is."""
    app = QApplication.instance()
    before = app.styleSheet()
    app.setStyleSheet((resources_dir() / "styles" / "tabletop.qss").read_text(encoding="utf-8"))
    yield app
    app.setStyleSheet(before)


def start_page(qtbot, size):
    window = make_window(qtbot)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.start_page.size().width() > size[0] - 40)
    QApplication.processEvents()
    return window


def scroll_area_of(widget) -> QScrollArea:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    assert parent is not None
    return parent


def rect_in(widget, ancestor) -> QRect:
    return QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())


def whole_inside(tile, window) -> bool:
    """The tile lies inside its scroll area's viewport and inside the window."""
    viewport = scroll_area_of(tile).viewport()
    return viewport.rect().contains(rect_in(tile, viewport)) and window.rect().contains(rect_in(tile, window))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_tile_is_whole_and_can_be_brought_into_view(styled, qtbot, size):
    window = start_page(qtbot, size)
    widths = [tile.width() for tile in window.start_page.tiles.values()]
    assert max(widths) - min(widths) <= 2, widths          # equal columns, none starved
    for game_id, tile in window.start_page.tiles.items():
        assert tile.isVisible(), game_id
        # Never squeezed: the tile has the height its wrapped text and buttons need.
        assert tile.height() >= tile.layout().totalHeightForWidth(tile.width()), game_id
        scroll_area_of(tile).ensureWidgetVisible(tile, 0, 0)
        QApplication.processEvents()
        assert whole_inside(tile, window), (game_id, rect_in(tile, window))


@pytest.mark.parametrize("size", SIZES[1:], ids=[f"{w}x{h}" for w, h in SIZES[1:]])
def test_a_roomy_window_shows_every_tile_without_scrolling(styled, qtbot, size):
    window = start_page(qtbot, size)
    for game_id, tile in window.start_page.tiles.items():
        assert whole_inside(tile, window), (game_id, size, rect_in(tile, window))


def test_at_1024_by_640_the_tiles_that_do_not_fit_are_a_visible_scroll_away(styled, qtbot):
    window = start_page(qtbot, SIZES[0])
    hidden = [g for g, tile in window.start_page.tiles.items() if not whole_inside(tile, window)]
    bar = scroll_area_of(window.start_page.tiles["hull-breach"]).verticalScrollBar()
    assert not hidden or (bar.isVisible() and bar.maximum() > 0), hidden


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_description_is_whole_and_never_broken_mid_sentence(styled, qtbot, size):
    window = start_page(qtbot, size)
    for game in registry():
        tile = window.start_page.tiles[game.id]
        summary = tile.findChild(QLabel, "tileSummary")
        text = summary.text()
        assert text.split() == game.info.summary.split(), game.id       # every word, none added
        for line in text.splitlines()[:-1]:
            assert SENTENCE_END.search(line.rstrip()), (game.id, line)
        # The label is as tall as its wrapped text at its width, and lies inside the tile.
        assert summary.height() >= summary.heightForWidth(summary.width()), game.id
        assert tile.rect().contains(rect_in(summary, tile)), game.id
        assert summary.wordWrap() and "…" not in text
