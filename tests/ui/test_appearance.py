"""Settings → Scale and High contrast (``tabletop.ui.theme``): applied live, kept, and never the
only carrier of meaning left to colour.

The scale multiplies every font size of the style sheet and the application font, and the size a
card is read large at; high contrast turns every colour of the style sheet to black, white or yellow,
outlines every edge and paints the tables' background black. Both show at once, with no restart.
"""

from __future__ import annotations

import re

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from tabletop.ui import theme
from tabletop.ui.shell.game_setup import GameSetup
from tabletop.ui.shell.settings import Settings
from tests.ui.shell_support import HOCKEY, make_window

HEX = re.compile(r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b")




def font_sizes(style: str) -> list[float]:
    return [float(n) for n in re.findall(r"font-size:\s*(\d+(?:\.\d+)?)pt", style)]


def test_the_scale_multiplies_every_font_size_of_the_style_sheet():
    base = theme.base_style()
    assert font_sizes(base), "the style sheet sets no font size: nothing to check"
    assert font_sizes(theme.scaled(base, 2.0)) == [2 * n for n in font_sizes(base)]
    assert theme.scaled(base, 1.0) == base


def test_high_contrast_leaves_only_black_white_and_yellow_and_white_edges():
    style = theme.contrasting(theme.base_style())
    assert {c.lower() for c in HEX.findall(style)} <= {theme.WHITE, theme.BLACK, theme.YELLOW, theme.DISABLED,
                                                      theme.PLACEHOLDER}
    for prop, value in re.findall(r"(border[\w-]*)\s*:\s*([^;]*)", style):
        for colour in HEX.findall(value):
            assert colour in (theme.WHITE, theme.YELLOW), f"{prop}: {value}"
    # Light text on a dark ground stays readable the other way round (a chosen button).
    swapped = theme.contrasting("QPushButton { background: #2f6fb0; color: #ffffff; }")
    assert "background: #ffffff" in swapped and "color: #000000" in swapped


def test_the_scale_and_contrast_are_kept_and_bad_values_refused(qtbot):
    settings = Settings()
    assert settings.theme == theme.Theme()          # the system's scale by default
    settings.scale_percent = 150
    settings.high_contrast = True
    again = Settings()
    assert again.theme == theme.Theme(150, True)
    with pytest.raises(ValueError, match="100 to 200|percent"):
        settings.scale_percent = 300
    settings.qsettings.setValue("view/scale", "huge")
    assert Settings().scale_percent == theme.SYSTEM
    with pytest.raises(ValueError):
        theme.Theme(250)


def test_choosing_200_percent_scales_the_window_and_the_table_preview_at_once(qtbot, plain_afterwards):
    window = make_window(qtbot)
    window.resize(1920, 1080)
    session = window.start_new(GameSetup(HOCKEY, ["human", "computer"], ["Ana", "Computer"], 3, {}))
    table = session.table
    status_before = window.turn_label.fontInfo().pixelSize()
    preview_before = table.preview.card_width()
    window.appearance.scale_actions[200].trigger()
    assert window.settings.scale_percent == 200 and theme.current().scale == 2.0
    assert window.turn_label.fontInfo().pixelSize() >= 1.8 * status_before
    assert table.preview.card_width() > 1.3 * preview_before, "a card read large is larger"
    window.appearance.scale_actions[theme.SYSTEM].trigger()
    assert window.turn_label.fontInfo().pixelSize() == status_before
    assert table.preview.card_width() == preview_before


def test_high_contrast_turns_the_table_black_and_back(qtbot, plain_afterwards):
    window = make_window(qtbot)
    session = window.start_new(GameSetup(HOCKEY, ["human", "computer"], ["Ana", "Computer"], 3, {}))
    view = session.table.view

    def ground() -> QColor:
        point = view.mapFromScene(QPointF(40, 300))        # the rink's felt left of the deck, bare
        return view.viewport().grab().toImage().pixelColor(point.x(), point.y())

    felt = ground()
    assert felt.green() > felt.red(), "the felt is green by default"
    window.appearance.contrast_action.trigger()
    assert window.settings.high_contrast
    assert ground() == QColor("#000000")
    assert QApplication.instance().palette().window().color() == QColor("#000000")
    window.appearance.contrast_action.trigger()
    assert ground() == felt
