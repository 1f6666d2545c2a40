"""Construction limits shown as limits in the deck builder: the summary against each limit
turns red when broken, offending deck rows are marked, the catalog's Limit column is filled, and
"+" stops at a copy limit with the rule in its tooltip."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QMessageBox

from tabletop.decks.check import BEGINNER, CASUAL
from tabletop.paths import card_data_dir
from tabletop.ui import theme
from tabletop.ui.deck_builder import DeckBuilderWindow
from tabletop.ui.deck_builder.models import ID_ROLE, LIMIT, PROBLEM_BACKGROUND

HAWKS = card_data_dir() / "breakaway_ccg" / "decks" / "harbour-hawks.yaml"
SKYLINE = card_data_dir() / "hull_breach" / "decks" / "skyline-vanguard.yaml"


@pytest.fixture
def window(qtbot):
    w = DeckBuilderWindow()
    qtbot.addWidget(w)
    w.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    w.resize(1280, 800)
    w.show()
    return w


def limit_label(w: DeckBuilderWindow, rule: str) -> QLabel:
    label = w.limits_panel.findChild(QLabel, f"limit-{rule}")
    assert label is not None, [x.objectName() for x in w.limits_panel.labels]
    return label


def choose_setting(w: DeckBuilderWindow, setting: str) -> None:
    w.setting_combo.setCurrentIndex(w.setting_combo.findData(setting))


def catalog_limit(w: DeckBuilderWindow, card_id: str) -> str:
    column = w.catalog_model.headers.index(LIMIT)
    for row, card in enumerate(w.catalog_model.cards):
        if card.id == card_id:
            return w.catalog_model.index(row, column).data()
    raise AssertionError(card_id)


def test_the_summary_counts_against_each_limit_and_turns_red_when_broken(window):
    window.setStyleSheet(theme.base_style())                  # the app's sheet draws the limits
    window.open_path(SKYLINE)
    shipyard = limit_label(window, "deck-size")
    assert shipyard.isVisible() and shipyard.text() == "Shipyard 50 / 50" and not shipyard.property("broken")
    assert "exactly 50 cards" in shipyard.toolTip()
    assert limit_label(window, "station-modules").text() == "Starting modules 2 / 2"
    window.add_card("sparrow-fighter-wing")
    assert shipyard.property("broken") and shipyard.text() == "✘ Shipyard 51 / 50"
    assert shipyard.palette().color(shipyard.backgroundRole()) == QColor("#c0392b")     # the sheet's red
    window.document.undo_stack.undo()
    assert not shipyard.property("broken")
    assert shipyard.palette().color(shipyard.backgroundRole()) != QColor("#c0392b")


def test_the_ccg_summary_follows_the_rules_setting(window):
    window.new_deck("breakaway-ccg")
    assert [x.rule for x in window.limits_panel.limits] == ["deck-size", "points", "copies", "player-minimum",
                                                            "bench-size", "bench-points"]
    cards = limit_label(window, "deck-size")
    assert cards.text() == "✘ Cards 0 / 60" and cards.property("broken")
    assert limit_label(window, "points").text() == "Points 0 / 1000"
    assert window.setting_combo.findData(BEGINNER) >= 0        # all three of the book's settings
    choose_setting(window, CASUAL)
    assert "points" not in [x.rule for x in window.limits_panel.limits]
    choose_setting(window, BEGINNER)
    assert "bench-points" not in [x.rule for x in window.limits_panel.limits]
    window.open_path(HAWKS)
    assert window.violations == [] and not any(label.property("broken") for label in window.limits_panel.labels)


def test_rows_that_break_a_rule_are_marked_with_the_rule_in_their_tooltip(window):
    window.open_path(HAWKS)
    window.add_card("goalie-g-skate")                # a second Skate Goalie repeats a suit
    model = window.deck_model
    row = model.row_of("goalie-g-skate")
    index = model.index(row, 1)
    assert model.data(index, Qt.ItemDataRole.BackgroundRole) == PROBLEM_BACKGROUND
    assert "may not share a suit" in model.data(index, Qt.ItemDataRole.ToolTipRole)
    assert model.index(row, 0).data().startswith("⚠")
    fine = model.row_of("sniper-7-skate")
    assert model.data(model.index(fine, 1), Qt.ItemDataRole.BackgroundRole) is None
    assert "⚠" not in model.index(fine, 0).data()


def test_the_catalog_limit_column_says_how_many_copies_the_rules_allow(window):
    window.new_deck("breakaway-ccg")
    assert catalog_limit(window, "rookie-0-helmet") == "1"           # copies of a name may not share a suit
    assert catalog_limit(window, "power-play-7-all") == "2"          # marked II
    column = window.catalog_model.headers.index(LIMIT)
    tip = window.catalog_model.index(0, column).data(Qt.ItemDataRole.ToolTipRole)
    assert "may not share a suit" in tip
    choose_setting(window, CASUAL)
    assert catalog_limit(window, "rookie-0-helmet") == "–"
    window.new_deck("hull-breach")
    assert LIMIT in window.catalog_model.headers
    assert [catalog_limit(window, c) for c in ("ambush", "harpy-class-cruiser", "skyline-defense-hq")] == \
        ["1", "5", "1"]


def test_plus_is_disabled_at_a_copy_limit_and_says_which_rule(window, qtbot):
    window.open_path(SKYLINE)
    window.deck_view.selectRow(window.deck_model.row_of("eagle-class-battle-cruiser"))      # 4 of 5
    assert window.plus_button.isEnabled()
    qtbot.mouseClick(window.plus_button, Qt.MouseButton.LeftButton)
    assert window.document.deck.count("eagle-class-battle-cruiser") == 5
    assert not window.plus_button.isEnabled()
    assert "at most 5 copies" in window.plus_button.toolTip()
    qtbot.mouseClick(window.plus_button, Qt.MouseButton.LeftButton)
    assert window.document.deck.count("eagle-class-battle-cruiser") == 5
    # A catalog card chosen last is what "+" adds: a second Station is refused the same way.
    for row in range(window.proxy.rowCount()):
        if window.proxy.index(row, 0).data(ID_ROLE) == "meridian-exchange-tower":
            window.catalog_view.setCurrentIndex(window.proxy.index(row, 0))
    assert not window.plus_button.isEnabled() and "exactly one Station" in window.plus_button.toolTip()


def test_the_bench_button_says_when_the_bench_is_full(window):
    window.open_path(HAWKS)
    window.deck_view.selectRow(window.deck_model.row_of("sniper-7-skate"))
    assert not window.role_button.isEnabled() and "full" in window.role_button.toolTip()
    window.deck_view.selectRow(window.deck_model.row_of("goalie-g-helmet"))     # on the bench: may leave it
    assert window.role_button.isEnabled()
