"""The deck builder's keyboard and its copy limits, driven as a player does: Enter and "+" add a
copy of the chosen card and "−" takes one out, in the catalog and in the deck list; a copy past a
limit of the game's construction rules is refused by the key, the button, a double-click and a
drop alike, and the notice over the buttons says the limit's own sentence."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tabletop.decks.limits import one_more_breaks
from tabletop.paths import card_data_dir
from tabletop.ui.deck_builder import DeckBuilderWindow
from tabletop.ui.deck_builder.models import CATALOG_MIME, ID_ROLE

SKYLINE = card_data_dir() / "hull_breach" / "decks" / "skyline-vanguard.yaml"
HAWKS = card_data_dir() / "breakaway_ccg" / "decks" / "harbour-hawks.yaml"


@pytest.fixture
def window(qtbot):
    w = DeckBuilderWindow()
    qtbot.addWidget(w)
    w.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def choose_in_catalog(w: DeckBuilderWindow, card_id: str) -> QModelIndex:
    for row in range(w.proxy.rowCount()):
        index = w.proxy.index(row, 0)
        if index.data(ID_ROLE) == card_id:
            w.catalog_view.setFocus()
            w.catalog_view.setCurrentIndex(index)
            return index
    raise AssertionError(f"{card_id} is not shown")


def choose_in_deck(w: DeckBuilderWindow, card_id: str) -> None:
    w.deck_view.setFocus()
    w.deck_view.selectRow(w.deck_model.row_of(card_id))


def test_enter_and_plus_add_and_minus_removes_in_the_catalog(window, qtbot):
    window.open_path(SKYLINE)
    assert window.document.deck.count("sparrow-fighter-wing") == 0
    choose_in_catalog(window, "sparrow-fighter-wing")
    qtbot.keyClick(window.catalog_view, Qt.Key.Key_Return)
    assert window.document.deck.count("sparrow-fighter-wing") == 1
    qtbot.keyClick(window.catalog_view, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert window.document.deck.count("sparrow-fighter-wing") == 2
    qtbot.keyClicks(window.catalog_view, "+")
    assert window.document.deck.count("sparrow-fighter-wing") == 3
    qtbot.keyClicks(window.catalog_view, "-")
    assert window.document.deck.count("sparrow-fighter-wing") == 2
    assert window.catalog_view.currentIndex().data(ID_ROLE) == "sparrow-fighter-wing"   # the choice stays
    # Typed in the search box, the same keys are text.
    qtbot.keyClicks(window.search, "+")
    assert window.search.text() == "+" and window.document.deck.count("sparrow-fighter-wing") == 2


def test_enter_and_plus_add_and_minus_removes_in_the_deck_list(window, qtbot):
    window.open_path(SKYLINE)
    assert window.document.deck.count("merlin-class-frigate") == 3
    choose_in_deck(window, "merlin-class-frigate")
    qtbot.keyClicks(window.deck_view, "-")
    assert window.document.deck.count("merlin-class-frigate") == 2
    qtbot.keyClick(window.deck_view, Qt.Key.Key_Return)
    qtbot.keyClicks(window.deck_view, "+")
    assert window.document.deck.count("merlin-class-frigate") == 4
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    assert window.document.deck.count("merlin-class-frigate") == 3 and not window.document.dirty


def test_a_copy_over_the_limit_is_refused_with_the_limits_sentence(window, qtbot):
    window.open_path(SKYLINE)
    index = choose_in_catalog(window, "eagle-class-battle-cruiser")
    qtbot.keyClicks(window.catalog_view, "+")                       # the fifth copy: allowed
    deck = window.document.deck
    assert deck.count("eagle-class-battle-cruiser") == 5
    edits = window.document.undo_stack.index()
    # The sentence is the game's own construction rule, as its check words it.
    limit = one_more_breaks(deck, "eagle-class-battle-cruiser")
    assert limit is not None and "at most 5 copies" in limit.sentence
    notice = window.buttons.notice
    qtbot.keyClicks(window.catalog_view, "+")
    assert window.document.deck == deck
    assert limit.sentence in notice.text() and "Eagle-class Battle Cruiser" in notice.text()
    qtbot.keyClick(window.catalog_view, Qt.Key.Key_Return)
    rect = window.catalog_view.visualRect(index)
    qtbot.mouseDClick(window.catalog_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    mime = window.proxy.mimeData([index])
    assert mime.hasFormat(CATALOG_MIME)
    assert not window.deck_model.dropMimeData(mime, Qt.DropAction.CopyAction, -1, -1, QModelIndex())
    qtbot.mouseClick(window.plus_button, Qt.MouseButton.LeftButton)
    assert window.document.deck == deck and window.document.undo_stack.index() == edits
    assert "copies" not in {v.rule for v in window.violations}
    # The button says the same, and the notice is where the player looks: right over the buttons.
    assert not window.plus_button.isEnabled() and limit.sentence in window.plus_button.toolTip()
    assert notice.isVisible() and limit.sentence in notice.text()
    bottom = notice.mapTo(window, QPoint(0, notice.height())).y()
    top = window.plus_button.mapTo(window, QPoint(0, 0)).y()
    assert 0 <= top - bottom <= 12, (bottom, top)
    # A card whose copies are free again clears the refusal.
    qtbot.keyClicks(window.catalog_view, "-")
    assert window.document.deck.count("eagle-class-battle-cruiser") == 4 and limit.sentence not in notice.text()


def test_a_repeated_suit_is_refused_from_the_deck_list_too(window, qtbot):
    window.open_path(HAWKS)
    choose_in_deck(window, "goalie-g-skate")
    before = window.document.deck
    qtbot.keyClick(window.deck_view, Qt.Key.Key_Return)
    assert window.document.deck == before and window.violations == []
    limit = one_more_breaks(before, "goalie-g-skate")
    assert limit is not None and limit.sentence in window.buttons.notice.text()
    QApplication.processEvents()
    assert window.buttons.notice.isVisible()
