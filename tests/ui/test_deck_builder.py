"""The deck builder window (offscreen): models, search and filters, drag and drop, live legality, files."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QMimeData, QModelIndex, Qt
from PySide6.QtWidgets import QMessageBox

from tabletop.cards.catalog import synthetic_catalog
from tabletop.decks import read_deck
from tabletop.games.hull_breach.cards import card_set
from tabletop.paths import card_data_dir
from tabletop.ui.deck_builder import DeckBuilderWindow
from tabletop.ui.deck_builder.models import (
    CATALOG_MIME,
    DECK_MIME,
    ID_ROLE,
    CatalogFilter,
    CatalogModel,
    encode,
)
from tabletop.ui.deck_builder.window import load_recent

DECKS = card_data_dir() / "hull_breach" / "decks"
SKYLINE = DECKS / "skyline-vanguard.yaml"


@pytest.fixture
def window(qtbot):
    w = DeckBuilderWindow()
    qtbot.addWidget(w)
    w.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    return w


def catalog_row(w: DeckBuilderWindow, card_id: str) -> QModelIndex:
    for row in range(w.proxy.rowCount()):
        index = w.proxy.index(row, 0)
        if index.data(ID_ROLE) == card_id:
            return index
    raise AssertionError(f"{card_id} is not shown")


def shown_ids(w: DeckBuilderWindow) -> list[str]:
    return [w.proxy.index(r, 0).data(ID_ROLE) for r in range(w.proxy.rowCount())]


def drag_from_catalog(w: DeckBuilderWindow, card_id: str) -> bool:
    """What a drop of a catalog row on the deck list does, without QDrag.exec (which blocks)."""
    mime = w.proxy.mimeData([catalog_row(w, card_id)])
    assert mime.hasFormat(CATALOG_MIME)
    return w.deck_model.dropMimeData(mime, Qt.DropAction.CopyAction, -1, -1, QModelIndex())


def test_the_models_pass_the_model_tester(window, qtmodeltester):
    window.open_path(SKYLINE)
    qtmodeltester.check(window.catalog_model)
    qtmodeltester.check(window.proxy)
    qtmodeltester.check(window.deck_model)


def test_a_large_catalog_model_passes_the_model_tester(qtmodeltester):
    model = CatalogModel(synthetic_catalog(500), "hull-breach")
    proxy = CatalogFilter()
    proxy.setSourceModel(model)
    proxy.set_filters(text="ship")
    qtmodeltester.check(model)
    qtmodeltester.check(proxy)


def test_search_matches_every_word_in_names_text_and_traits(window, qtbot):
    assert window.catalog_model.game == "hull-breach"
    total = window.proxy.rowCount()
    qtbot.keyClicks(window.search, "cruiser")
    ids = shown_ids(window)
    assert "harpy-class-cruiser" in ids and "zephyr-squadron" not in ids and len(ids) < total
    window.search.setText("stealth jammer")
    assert shown_ids(window) == ["petrel-class-cruiser"]
    assert window.count_label.text().startswith("1 of 73")
    window.search.clear()
    assert window.proxy.rowCount() == total


def test_the_per_game_filters(window):
    window.type_filter.setCurrentIndex(window.type_filter.findData("Ship"))
    window.group_filter.setCurrentIndex(window.group_filter.findData("Battleship"))
    assert sorted(shown_ids(window)) == ["dragon-class-battleship", "griffin-class-battleship",
                                         "roc-class-battleship", "valkyrie-class-battleship"]
    window.group_filter.setCurrentIndex(0)
    window.type_filter.setCurrentIndex(window.type_filter.findData("Marine"))
    window.color_filter.setCurrentIndex(window.color_filter.findData("RDF"))
    assert set(shown_ids(window)) == {"sons-of-orion", "rdf-military-police-company"}
    window.type_filter.setCurrentIndex(0)
    window.color_filter.setCurrentIndex(0)
    window.cost_filter.setValue(0)
    assert "ambush" in shown_ids(window) and "harpy-class-cruiser" not in shown_ids(window)
    window.cost_filter.setValue(-1)
    window.game_combo.setCurrentIndex(window.game_combo.findData("breakaway-ccg"))
    assert window.group_filter.itemText(0) == "Any suits"
    window.group_filter.setCurrentIndex(window.group_filter.findData("Stick"))
    assert all(window.catalog.card("breakaway-ccg", c).group == "Stick" for c in shown_ids(window))


def test_sorting_by_a_number_column_is_numeric(window):
    column = window.catalog_model.headers.index("Att")
    window.catalog_view.sortByColumn(column, Qt.SortOrder.DescendingOrder)
    assert window.proxy.index(0, column).data() == "8"


def test_dragging_a_card_in_adds_it_and_the_legality_panel_follows(window, qtbot):
    window.open_path(SKYLINE)
    assert window.violations == [] and "Legal" in window.legality.status.text()
    assert window.play_button.isEnabled()
    assert drag_from_catalog(window, "sparrow-fighter-wing")
    assert window.document.deck.count("sparrow-fighter-wing") == 1
    assert [v.rule for v in window.violations] == ["deck-size"]
    assert window.legality.list.count() == 1 and "51" in window.legality.list.item(0).text()
    assert not window.play_button.isEnabled()
    assert window.windowTitle().startswith("Skyline Vanguard[*]") and window.isWindowModified()
    # a deck card dragged back onto the catalog leaves the deck
    mime = window.deck_model.mimeData([window.deck_model.index(window.deck_model.row_of("sparrow-fighter-wing"), 0)])
    assert mime.hasFormat(DECK_MIME)
    assert window.proxy.dropMimeData(mime, Qt.DropAction.MoveAction, -1, -1, QModelIndex())
    assert window.document.deck.count("sparrow-fighter-wing") == 0
    assert window.violations == []


def test_a_drop_from_another_game_or_a_foreign_mime_type_is_refused(window):
    window.open_path(SKYLINE)
    before = window.document.deck
    foreign = QMimeData()
    foreign.setData(CATALOG_MIME, encode("breakaway-ccg", "rookie-0-helmet"))
    assert not window.deck_model.canDropMimeData(foreign, Qt.DropAction.CopyAction, -1, -1, QModelIndex())
    assert not window.deck_model.dropMimeData(foreign, Qt.DropAction.CopyAction, -1, -1, QModelIndex())
    text = QMimeData()
    text.setText("harpy-class-cruiser")
    assert not window.deck_model.dropMimeData(text, Qt.DropAction.CopyAction, -1, -1, QModelIndex())
    assert window.document.deck == before and not window.document.dirty


def test_plus_minus_undo_and_redo(window):
    window.open_path(SKYLINE)
    window.deck_view.selectRow(window.deck_model.row_of("eagle-class-battle-cruiser"))
    window.plus()
    assert window.document.deck.count("eagle-class-battle-cruiser") == 5
    window.plus()                        # "+" stops at the copy limit (and says why) ...
    assert window.document.deck.count("eagle-class-battle-cruiser") == 5
    assert "at most 5 copies" in window.buttons.notice.text()
    assert not window.add_copy("eagle-class-battle-cruiser")       # ... and so do a drop and a double-click
    assert not drag_from_catalog(window, "eagle-class-battle-cruiser")
    assert window.document.deck.count("eagle-class-battle-cruiser") == 5
    window.add_card("eagle-class-battle-cruiser")      # a deck built by code may go over: the checks say so
    assert window.document.deck.count("eagle-class-battle-cruiser") == 6
    assert {v.rule for v in window.violations} == {"copies", "deck-size"}
    window.minus()
    assert window.document.deck.count("eagle-class-battle-cruiser") == 5
    window.document.undo_stack.undo()
    assert window.document.deck.count("eagle-class-battle-cruiser") == 6
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    assert window.document.deck.count("eagle-class-battle-cruiser") == 4 and not window.document.dirty
    assert window.violations == []
    window.document.undo_stack.redo()
    assert window.document.deck.count("eagle-class-battle-cruiser") == 5 and window.document.dirty


def test_clicking_a_violation_selects_its_cards(window):
    window.open_path(SKYLINE)
    window.catalog_view.setCurrentIndex(catalog_row(window, "colonial-rangers"))
    window.catalog_view.setFocus()
    window.add_card("colonial-rangers")
    window.remove_card("sons-of-orion")
    assert [v.rule for v in window.violations] == ["faction"]
    item = window.legality.list.item(0)
    window.legality.list.itemClicked.emit(item)
    selected = {window.deck_model.card_id(i.row()) for i in window.deck_view.selectionModel().selectedRows()}
    assert selected == {"colonial-rangers", "skyline-defense-hq"}


def test_starting_modules_and_the_bench_are_toggled_from_the_deck_list(window):
    window.open_path(SKYLINE)
    window.deck_view.selectRow(window.deck_model.row_of("xeros-salvage-yard"))
    window.toggle_role()
    assert window.document.deck.station_modules == ("anaheim-strip-miners",)
    assert {v.rule for v in window.violations} == {"station-modules", "deck-size"}
    window.open_path(card_data_dir() / "breakaway_ccg" / "decks" / "harbour-hawks.yaml")
    assert window.role_button.text() == "Bench / unbench" and not window.setting_combo.isHidden()
    row = window.deck_model.row_of("goalie-g-helmet")
    assert row >= 0 and window.deck_model.index(row, 0).data() == "–"     # a bench card outside the deck
    window.deck_view.selectRow(row)
    window.minus()
    assert "goalie-g-helmet" not in window.document.deck.bench
    assert [v.rule for v in window.violations] == ["bench-size"]


def test_save_and_reopen(window, tmp_path):
    window.new_deck("hull-breach")
    for card_id, copies in read_deck(SKYLINE).cards:
        window.add_card(card_id, copies)
    window.name_edit.setText("My fleet")
    window.name_edit.editingFinished.emit()
    assert window.violations == []
    path = tmp_path / "fleet.yaml"
    assert window.save_to(path)
    assert not window.document.dirty and window.windowTitle().startswith("My fleet[*] (Hull Breach!, fleet.yaml)")
    assert str(path) == load_recent()[0]
    assert window.recent_menu.actions()[0].text() == "fleet.yaml"
    window.new_deck("breakaway-ccg")
    assert window.document.deck.cards == () and window.catalog_model.game == "breakaway-ccg"
    assert window.open_path(path)
    assert window.document.deck.name == "My fleet" and window.document.deck.size == 53
    assert window.document.deck.cards == read_deck(SKYLINE).cards and window.violations == []


def test_unsaved_changes_are_never_dropped_silently(window, qtbot, tmp_path):
    window.open_path(SKYLINE)
    window.add_card("ambush")            # already there: two copies now
    asked = []
    window.ask_unsaved = lambda: asked.append(1) or QMessageBox.StandardButton.Cancel
    window.show()
    assert window.close() is False and window.isVisible()
    assert window.document.deck.count("ambush") == 2
    assert not window.new_deck("breakaway-ccg") and window.document.deck.game == "hull-breach"
    assert not window.open_path(DECKS / "frontier-strike-group.yaml")
    window.game_combo.setCurrentIndex(window.game_combo.findData("hockey-card-game"))
    assert window.document.deck.game == "hull-breach" and window.game_combo.currentData() == "hull-breach"
    assert len(asked) == 4
    # Save writes the file first, then lets the new deck in.
    copy = tmp_path / "copy.yaml"
    window.save_to(copy)
    window.add_card("ambush")
    window.ask_unsaved = lambda: QMessageBox.StandardButton.Save
    assert window.new_deck("hull-breach")
    assert read_deck(copy).count("ambush") == 3


def test_fixed_decks_are_shown_read_only(window):
    window.game_combo.setCurrentIndex(window.game_combo.findData("breakaway-football"))
    assert window.document.read_only and window.document.deck.size == 25
    assert window.fixed_combo.count() == 4
    assert "fixed deck" in window.legality.status.text()
    assert not window.add_card("FIR-O01") and not window.remove_card(window.document.deck.cards[0][0])
    assert not window.plus_button.isEnabled() and window.name_edit.isReadOnly()
    window.fixed_combo.setCurrentIndex(window.fixed_combo.findData("Fire"))
    assert window.document.deck.name == "Fire" and window.document.deck.cards[0][0].startswith("FIR-")
    mime = QMimeData()
    mime.setData(CATALOG_MIME, encode("breakaway-football", "FIR-O02"))
    assert not window.deck_model.dropMimeData(mime, Qt.DropAction.CopyAction, -1, -1, QModelIndex())
    window.game_combo.setCurrentIndex(window.game_combo.findData("hockey-card-game"))
    assert window.document.deck.size == 52 and window.violations == []


def test_play_with_this_deck_emits_the_game_and_the_deck(window, qtbot):
    window.open_path(SKYLINE)
    with qtbot.waitSignal(window.play_requested) as blocker:
        window.play_button.click()
    game, deck = blocker.args
    assert game == "hull-breach" and deck == window.document.deck


def test_an_unreadable_file_is_reported_and_the_deck_stays(window, tmp_path, monkeypatch):
    window.open_path(SKYLINE)
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: hull-breach\nname: x\ncards: {no-such: 1}\n", encoding="utf-8")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    assert not window.open_path(bad)
    assert "unknown card 'no-such'" in shown[0] and window.document.deck.name == "Skyline Vanguard"


def test_import_a_plain_list_as_one_undoable_edit(window):
    window.new_deck("hull-breach")
    assert window.import_text("4 Harpy-class Cruiser\n1 Ambush\n")
    assert window.document.deck.cards == (("harpy-class-cruiser", 4), ("ambush", 1))
    window.document.undo_stack.undo()
    assert window.document.deck.cards == ()


def test_the_preview_and_charts_draw(window, qtbot):
    window.resize(1280, 800)
    window.open_path(SKYLINE)
    window.catalog_view.setCurrentIndex(catalog_row(window, "petrel-class-cruiser"))
    assert window.preview.card.id == "petrel-class-cruiser"
    assert window.curve.bars and sum(n for _, n in window.curve.bars) == 53
    ships = sum(n for card, n in window.document.deck.cards if card_set().by_id[card].type == "ship")
    assert ships > 20 and dict(window.spread.rows[0][1])["Ship"] == ships
    image = window.grab().toImage()
    assert image.width() == 1280 and image.height() == 800
    preview = window.preview.grab().toImage()
    colours = {preview.pixel(x, y) for x in range(0, preview.width(), 7) for y in range(0, preview.height(), 7)}
    assert len(colours) > 8          # a drawn card, not a blank panel
