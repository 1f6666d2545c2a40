"""Scroll bars under the app's style sheet: the handle is drawn in a colour that stands out from
its track, on the start page, in the how-to-play text and in the deck builder's card list, so a
player sees that there is more to scroll to and where the view is."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QApplication,
    QMessageBox,
    QScrollArea,
    QScrollBar,
    QStyle,
    QStyleOptionSlider,
    QTextBrowser,
)

from tabletop.decks.files import read_deck
from tabletop.games import registry
from tabletop.paths import card_data_dir, resources_dir
from tabletop.ui.deck_builder.window import DeckBuilderWindow
from tabletop.ui.shell.start_page import how_to_play_dialog
from tests.ui.shell_support import make_window

SKYLINE = card_data_dir() / "hull_breach" / "decks" / "skyline-vanguard.yaml"
#: WCAG's contrast ratio a handle needs against its track to be seen at a glance (white on the
#: near-white track it replaced is about 1.1).
MIN_CONTRAST = 1.8


@pytest.fixture
def styled(qtbot):
    app = QApplication.instance()
    before = app.styleSheet()
    app.setStyleSheet((resources_dir() / "styles" / "tabletop.qss").read_text(encoding="utf-8"))
    yield app
    app.setStyleSheet(before)


def luminance(color: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(color.red()) + 0.7152 * channel(color.green()) + 0.0722 * channel(color.blue())


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def handle_and_track(bar: QScrollBar) -> tuple[QColor, QColor]:
    """The colours drawn at the middle of the handle and of the track beyond it (the bar is at
    its start, so the track shows after the handle)."""
    assert bar.isVisible() and bar.maximum() > bar.minimum(), "nothing to scroll"
    bar.setValue(bar.minimum())
    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    style = bar.style()
    handle = style.subControlRect(QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarSlider, bar)
    track = style.subControlRect(QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarAddPage, bar)
    assert handle.isValid() and track.isValid() and track.height() > 4
    image = bar.grab().toImage()
    ratio = image.width() / bar.width()
    at = lambda point: image.pixelColor(round(point.x() * ratio), round(point.y() * ratio))
    return at(handle.center()), at(track.center())


def start_page_bar(qtbot):
    window = make_window(qtbot)
    window.resize(1024, 640)
    bar = window.start_page.findChild(QScrollArea, "tileScroll").verticalScrollBar()
    qtbot.waitUntil(bar.isVisible)
    return window, bar


def how_to_play_bar(qtbot):
    dialog = how_to_play_dialog(registry().get("hull-breach").info)
    qtbot.addWidget(dialog)
    dialog.resize(620, 400)
    dialog.show()
    qtbot.waitExposed(dialog)
    bar = dialog.findChild(QTextBrowser, "howToPlayText").verticalScrollBar()
    qtbot.waitUntil(bar.isVisible)
    return dialog, bar


def deck_builder_bar(qtbot):
    window = DeckBuilderWindow(game=read_deck(SKYLINE).game)
    qtbot.addWidget(window)
    window.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    window.open_path(SKYLINE)
    window.resize(1024, 640)
    window.show()
    qtbot.waitExposed(window)
    bar = window.catalog_view.verticalScrollBar()
    qtbot.waitUntil(bar.isVisible)
    return window, bar


@pytest.mark.parametrize("open_bar", [start_page_bar, how_to_play_bar, deck_builder_bar],
                         ids=["start page", "how to play", "deck builder"])
def test_the_scroll_handle_stands_out_from_its_track(styled, qtbot, open_bar):
    _window, bar = open_bar(qtbot)      # the window is kept alive while its bar is read
    handle, track = handle_and_track(bar)
    assert contrast(handle, track) >= MIN_CONTRAST, (handle.name(), track.name())
