"""High contrast on the deck builder's deck table (``tabletop.ui.deck_builder.models``): a row
that breaks a construction rule (Breakaway: CCG, "Building a team": no two goalies of one suit)
keeps its ⚠ beside the copies, on the theme's black ground with yellow words at 7:1 or more,
instead of the plain theme's pale red row with dark red words.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox

from tabletop.paths import card_data_dir
from tabletop.ui import theme
from tabletop.ui.deck_builder.models import PROBLEM_BACKGROUND, PROBLEM_INK
from tabletop.ui.deck_builder.window import DeckBuilderWindow
from tests.ui.test_high_contrast_shell import AAA, contrast_on_black

HAWKS = card_data_dir() / "breakaway_ccg" / "decks" / "harbour-hawks.yaml"


def broken_row(qtbot):
    window = DeckBuilderWindow()
    qtbot.addWidget(window)
    window.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    window.open_path(HAWKS)
    window.add_card("goalie-g-skate")                # a second Skate Goalie repeats a suit
    model = window.deck_model
    return window, model, model.row_of("goalie-g-skate")


def test_a_broken_row_is_yellow_on_black_with_its_mark_in_high_contrast(qtbot, plain_afterwards):
    theme.apply(plain_afterwards, theme.Theme(0, True))
    _window, model, row = broken_row(qtbot)
    for column in range(model.columnCount()):
        index = model.index(row, column)
        ground = QColor(model.data(index, Qt.ItemDataRole.BackgroundRole))
        ink = QColor(model.data(index, Qt.ItemDataRole.ForegroundRole))
        assert ground == QColor(theme.BLACK), ground.name()
        assert contrast_on_black(ink) >= AAA, ink.name()
    assert model.index(row, 0).data().startswith("⚠"), "the mark says it in shape"


def test_a_broken_row_is_pale_red_again_when_high_contrast_is_switched_off(qtbot, plain_afterwards):
    theme.apply(plain_afterwards, theme.Theme(0, True))
    _window, model, row = broken_row(qtbot)
    theme.apply(plain_afterwards, theme.Theme())
    index = model.index(row, 1)
    assert model.data(index, Qt.ItemDataRole.BackgroundRole) == PROBLEM_BACKGROUND
    assert model.data(index, Qt.ItemDataRole.ForegroundRole) == PROBLEM_INK
