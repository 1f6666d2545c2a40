"""Decks chosen at set-up in the app: the new-game dialog's deck pickers, the deck
builder's "Play with this deck", decks in the game record and its save, and the deck names on
the Breakaway: CCG table."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QMessageBox

from tabletop import storage
from tabletop.decks import read_deck, write_deck
from tabletop.engine.save import read_save
from tabletop.games import registry
from tabletop.paths import card_data_dir
from tabletop.ui.board.common.items import TextItem
from tabletop.ui.shell.game_setup import GameSetup, shipped_ref
from tabletop.ui.shell.new_game_dialog import NewGameDialog
from tests.ui.shell_support import make_window
from tests.ui.test_deck_builder import catalog_row, drag_from_catalog

CCG = "breakaway-ccg"
SHIPPED = card_data_dir() / "breakaway_ccg" / "decks"
HAWKS = read_deck(SHIPPED / "harbour-hawks.yaml")
GAME = registry().get(CCG)


# ----- helpers ---------------------------------------------------------------------------------
def starter_names() -> list[str]:
    return [deck.name for deck in GAME.shipped_decks()]


def user_deck(name: str, deck=HAWKS, mtime: float | None = None) -> Path:
    """A deck file in the user's decks folder (``mtime`` orders the folder's listing)."""
    folder = storage.decks_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.yaml"
    write_deck(path, deck.renamed(name))
    if mtime is not None:
        os.utime(path, (mtime, mtime))
    return path


def short_deck(name: str = "Short bench") -> Path:
    """A deck that no rules allow: 59 cards, under the 60 every mode asks for."""
    deck = HAWKS.with_count("icing-0-stick", 0).with_count("icing-0-glove", 0).with_count("breakaway-stick", 0)
    assert deck.size == 59
    return user_deck(name, deck)


def listed(combo) -> list[tuple[str, str, bool]]:
    """A deck picker's rows: (text, reference, selectable), separators left out."""
    model = combo.model()
    rows = []
    for row in range(combo.count()):
        ref = combo.itemData(row)
        if ref is None:
            continue
        rows.append((combo.itemText(row), ref, bool(model.item(row).isEnabled())))
    return rows


def pick(combo, ref: str) -> None:
    """Choose a row of a deck picker, as a click in its list does."""
    index = combo.findData(ref)
    assert index >= 0, f"{ref} is not listed: {listed(combo)}"
    combo.setCurrentIndex(index)


def base_id(instance: str) -> str:
    """``s1:goal-helmet~2`` -> ``goal-helmet``: the card of a physical copy in a CCG state."""
    return instance.split(":", 1)[1].split("~", 1)[0]


def expanded(deck) -> Counter:
    return Counter({card: copies for card, copies in deck.cards})


def assert_state_holds(state, seat: int, deck) -> None:
    """The seat's cards in the opening state are exactly the deck's: its deck and hand together hold
    the deck's cards, its bench the deck's bench."""
    in_play = Counter(base_id(c) for c in (*state.decks[seat], *state.hands[seat], *state.discards[seat]))
    assert in_play == expanded(deck)
    assert Counter(base_id(c) for c in state.benches[seat]) == Counter(deck.bench)


def start_from_dialog(qtbot, window, opener, drive) -> list[NewGameDialog]:
    """Run the modal dialog ``opener`` opens, with ``drive(dialog)`` answering it from the event loop."""
    seen: list[NewGameDialog] = []
    tries = [0]

    def run() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog) and tries[0] < 50:
            tries[0] += 1                   # not open yet: look again in a moment
            QTimer.singleShot(20, run)
            return
        assert isinstance(dialog, NewGameDialog)
        seen.append(dialog)
        drive(dialog)

    QTimer.singleShot(0, run)
    opener()
    return seen


def click_start(qtbot, dialog: NewGameDialog) -> None:
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


# ----- the "Done when" -----------------------------------------------------------------
def test_a_deck_built_in_the_deck_builder_is_played_saved_and_reopened(qtbot, errors, monkeypatch, tmp_path):
    window = make_window(qtbot)
    builder = window.show_deck_builder()
    qtbot.addWidget(builder)
    builder.game_combo.setCurrentIndex(builder.game_combo.findData(CCG))
    assert builder.document.deck.game == CCG and builder.document.deck.size == 0

    # Build a team: the Harbour Hawks list without one Icing, with a Tip-In and a Shot Block more.
    cards = [(c, n) for c, n in HAWKS.cards if c != "icing-0-stick"]
    for card_id, copies in cards[:-2]:
        assert builder.add_card(card_id, copies)
    for card_id, _copies in cards[-2:]:
        assert drag_from_catalog(builder, card_id)          # the catalog's drag and drop
    assert drag_from_catalog(builder, "tip-in-5-helmet") and drag_from_catalog(builder, "shot-block-skate")
    for card_id in HAWKS.bench:                                # bench cards with the Bench button
        builder.catalog_view.setCurrentIndex(catalog_row(builder, card_id))
        builder.deck_view.clearSelection()
        builder.role_button.click()
    builder.name_edit.setText("Hawks Remix")
    builder.name_edit.editingFinished.emit()
    built = builder.document.deck
    assert built.bench == HAWKS.bench and built.size == HAWKS.size + 1
    assert builder.violations == [] and builder.play_button.isEnabled() and builder.document.dirty

    # "Play with this deck" asks to save first; Save As starts in the user's decks folder.
    target = storage.decks_dir() / "Hawks Remix.yaml"
    asked, suggested = [], []
    builder.ask_save_before_play = lambda: asked.append(1) or QMessageBox.StandardButton.Save

    def save_as(_parent, _title, start, _filter):
        suggested.append(start)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)

    def drive(dialog: NewGameDialog) -> None:
        assert dialog.game_id == CCG
        combo = dialog.deck_combos[0]
        assert combo.currentData() == str(target) and "Hawks Remix" in combo.currentText()
        assert dialog.deck_problem_text() == "" and dialog.start_button.isEnabled()
        dialog.kind_combos[1].setCurrentIndex(dialog.kind_combos[1].findData("human"))
        pick(dialog.deck_combos[1], shipped_ref("Ridge Runners"))
        qtbot.keyClicks(dialog.name_edits[0], "Ana")
        qtbot.keyClicks(dialog.name_edits[1], "Ben")
        qtbot.keyClicks(dialog.seed_edit, "7")
        click_start(qtbot, dialog)

    def press_play() -> None:
        qtbot.mouseClick(builder.play_button, Qt.MouseButton.LeftButton)

    seen = start_from_dialog(qtbot, window, press_play, drive)
    assert len(seen) == 1 and asked == [1]
    assert Path(suggested[0]).parent == storage.decks_dir()
    assert target.is_file() and read_deck(target) == built and not builder.document.dirty
    assert errors == []

    # The game holds exactly that deck: in the record, in the opening state, on the table.
    session = window.session
    assert session is not None and window.stack.currentWidget() is window.game_page
    record = session.record
    assert record.names == ["Ana", "Ben"] and record.seed == 7
    ridge = read_deck(SHIPPED / "ridge-runners.yaml")
    assert record.decks == [built, ridge]
    assert_state_holds(record.initial, 0, built)
    assert_state_holds(record.initial, 1, ridge)
    texts = [item.text for item in session.table.scene.items() if isinstance(item, TextItem)]
    assert "Deck: Hawks Remix" in texts and "Deck: Ridge Runners" in texts

    # Saved (the autosave at the start, and Save As), the deck file deleted, and the save opens
    # again with the same deck and position.
    _game, autosaved, _state = read_save(session.controller.autosave_path, registry())
    assert autosaved.decks == [built, ridge]
    state = record.state
    saved = tmp_path / "remix.tabletop.yaml"
    assert window.save_to(saved)
    target.unlink()
    window.show_start_page()
    assert window.open_path(saved), errors
    reopened = window.session.record
    assert reopened.decks[0] == built and reopened.state == state
    assert errors == []
    builder.close()


# ----- the dialog ------------------------------------------------------------------------------
def test_an_illegal_deck_shows_its_problems_and_the_game_cannot_start(qtbot, errors):
    window = make_window(qtbot)
    short = short_deck()
    dialog = window.new_game_dialog(CCG)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.start_button.isEnabled() and dialog.problems_area.isHidden()
    pick(dialog.deck_combos[0], str(short))
    text = dialog.deck_problem_text()
    assert text.startswith("Seat 1: Short bench cannot be played with these rules")
    sentences = [v.sentence for v in GAME.deck_problems(read_deck(short), dialog.setup().options)]
    assert sentences and all(s in text for s in sentences)          # the engine's own words
    assert "59" in text
    assert not dialog.start_button.isEnabled() and dialog.problems_area.isVisible()
    # Wrapped in the dialog's width, never wider; taller text scrolls inside its box.
    QApplication.processEvents()
    label, area = dialog.problems_label, dialog.problems_area
    assert label.wordWrap() and label.width() <= area.viewport().width()
    assert area.geometry().right() <= dialog.seats_box.width()
    # Start refuses, by click and by Enter.
    click_start(qtbot, dialog)
    dialog.accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted and dialog.isVisible()
    # A legal deck clears the problems.
    pick(dialog.deck_combos[0], shipped_ref(starter_names()[0]))
    assert dialog.deck_problem_text() == "" and dialog.start_button.isEnabled()
    assert dialog.problems_area.isHidden()
    assert errors == []


def test_the_engine_refuses_an_illegal_deck_at_start_and_the_app_stays(qtbot, errors):
    window = make_window(qtbot)
    short = short_deck()
    before = window.settings.last_setup
    assert window.start_new(GameSetup(CCG, ["human", "human"], ["Ana", "Ben"], 3, {},
                                      [str(short), shipped_ref(starter_names()[0])])) is None
    assert window.session is None and window.stack.currentWidget() is window.start_page
    assert len(errors) == 1 and "seat 1" in errors[0][1] and "60" in errors[0][1]
    assert window.settings.last_setup == before


def test_a_deck_file_gone_before_the_start_is_reported_and_nothing_starts(qtbot, errors):
    window = make_window(qtbot)
    mine = user_deck("Gone soon")
    dialog = window.new_game_dialog(CCG)
    qtbot.addWidget(dialog)
    pick(dialog.deck_combos[1], str(mine))
    setup = dialog.setup()
    mine.unlink()
    assert window.start_new(setup) is None
    assert window.session is None and window.stack.currentWidget() is window.start_page
    assert len(errors) == 1 and errors[0][0] == "Cannot start the game"
    assert "seat 2" in errors[0][1] and "Gone soon.yaml" in errors[0][1]


def test_the_choice_per_seat_is_remembered_and_a_lost_file_falls_back(qtbot, errors):
    window = make_window(qtbot)
    mine = user_deck("Night shift")
    starters = starter_names()
    chosen = [shipped_ref(starters[-1]), str(mine)]

    def drive(dialog: NewGameDialog) -> None:
        dialog.kind_combos[1].setCurrentIndex(dialog.kind_combos[1].findData("human"))
        pick(dialog.deck_combos[0], chosen[0])
        pick(dialog.deck_combos[1], chosen[1])
        click_start(qtbot, dialog)

    start_from_dialog(qtbot, window, lambda: window.request_new_game(CCG), drive)
    assert window.session is not None and window.session.record.decks[1].name == "Night shift"
    assert window.settings.last_setup.decks == chosen
    again = window.new_game_dialog(CCG)
    qtbot.addWidget(again)
    assert [again.deck_combos[i].currentData() for i in range(2)] == chosen
    assert again.setup().decks == chosen
    # A game of another kind in between does not lose them.
    assert window.start_new(GameSetup("hockey-card-game", ["human", "human"], ["Ana", "Ben"], 1, {})) is not None
    after_hockey = window.new_game_dialog(CCG)
    qtbot.addWidget(after_hockey)
    assert after_hockey.setup().decks == chosen
    # The remembered file is deleted: its seat gets the first starter deck.
    mine.unlink()
    later = window.new_game_dialog(CCG)
    qtbot.addWidget(later)
    assert later.setup().decks == [chosen[0], shipped_ref(starters[0])]
    assert later.start_button.isEnabled()
    assert errors == []


def test_the_set_up_keeps_decks_in_settings_and_forgets_a_damaged_list():
    setup = GameSetup(CCG, ["human", "computer:easy"], ["Ana", "Computer"], 5, {"periods": 2},
                      ["shipped:Harbour Hawks", "/home/ana/decks/mine.yaml"])
    assert GameSetup.from_json(setup.to_json()) == setup
    damaged = setup.to_json().replace('"decks": ["shipped:Harbour Hawks", "/home/ana/decks/mine.yaml"]',
                                      '"decks": [3, {"x": 1}]')
    assert '"decks": [3' in damaged
    restored = GameSetup.from_json(damaged)
    assert restored is not None and restored.decks == [] and restored.names == ["Ana", "Computer"]
    older = '{"game_id": "breakaway-ccg", "seats": ["human", "human"], "names": ["A", "B"]}'
    assert GameSetup.from_json(older).decks == []


def test_the_users_decks_are_listed_newest_first_after_the_starters(qtbot):
    user_deck("Oldest", mtime=1_000_000)
    user_deck("Newest", mtime=3_000_000)
    user_deck("Middle", mtime=2_000_000)
    skyline = read_deck(card_data_dir() / "hull_breach" / "decks" / "skyline-vanguard.yaml")
    write_deck(storage.decks_dir() / "fleet.yaml", skyline)        # another game's deck: not listed
    window = make_window(qtbot)
    dialog = window.new_game_dialog(CCG)
    qtbot.addWidget(dialog)
    rows = listed(dialog.deck_combos[0])
    starters = [shipped_ref(n) for n in starter_names()]
    assert [ref for _t, ref, _ok in rows] == starters + [
        str(storage.decks_dir() / f"{n}.yaml") for n in ("Newest", "Middle", "Oldest")]
    assert [t for t, _r, _ok in rows][len(starters):] == ["Newest · Newest.yaml", "Middle · Middle.yaml",
                                                          "Oldest · Oldest.yaml"]
    assert all(ok for _t, _r, ok in rows)
    # By default the two seats play two different starter decks.
    assert dialog.setup().decks == starters[:2]


UNREADABLE = [b"\x00\x01\x02 not yaml", b"game: breakaway-ccg\nname: x\ncards: {nope: 1}\n", b"cards: [1, 2\n", b""]


@pytest.mark.parametrize("content", UNREADABLE)
def test_an_unreadable_deck_in_the_folder_does_not_break_the_dialog(qtbot, errors, content):
    user_deck("Fine", mtime=1_000_000)
    folder = storage.decks_dir()
    (folder / "broken.yaml").write_bytes(content)
    window = make_window(qtbot)
    dialog = window.new_game_dialog(CCG)
    qtbot.addWidget(dialog)
    rows = listed(dialog.deck_combos[0])
    broken = [row for row in rows if row[1] == str(folder / "broken.yaml")]
    assert broken and broken[0][0] == "broken.yaml (cannot be read)" and broken[0][2] is False
    index = dialog.deck_combos[0].findData(str(folder / "broken.yaml"))
    assert "broken.yaml" in dialog.deck_combos[0].itemData(index, Qt.ItemDataRole.ToolTipRole)
    assert any(ref == str(folder / "Fine.yaml") for _t, ref, _ok in rows)
    assert dialog.start_button.isEnabled() and dialog.deck_problem_text() == ""
    assert errors == []


def test_open_file_puts_any_deck_file_in_a_seat(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot)
    elsewhere = tmp_path / "club" / "away-team.yaml"
    elsewhere.parent.mkdir()
    write_deck(elsewhere, HAWKS.renamed("Away team"))
    dialog = window.new_game_dialog(CCG)
    qtbot.addWidget(dialog)
    answers = [str(elsewhere)]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (answers.pop(0), ""))
    qtbot.mouseClick(dialog.open_buttons[1], Qt.MouseButton.LeftButton)
    assert dialog.deck_combos[1].currentData() == str(elsewhere)
    assert dialog.deck_combos[1].currentText() == "Away team · away-team.yaml"
    assert dialog.deck_combos[0].findData(str(elsewhere)) >= 0          # now offered to every seat
    assert dialog.setup().decks[1] == str(elsewhere) and dialog.start_button.isEnabled()
    # A file that is no deck, or another game's, is refused with a sentence; the seat keeps its deck.
    said: list[str] = []
    dialog.report_open_error = said.append
    bad = tmp_path / "notes.yaml"
    bad.write_text("just: words\n", encoding="utf-8")
    fleet = tmp_path / "fleet.yaml"
    write_deck(fleet, read_deck(card_data_dir() / "hull_breach" / "decks" / "skyline-vanguard.yaml"))
    answers += [str(bad), str(fleet), ""]
    for _ in range(3):
        qtbot.mouseClick(dialog.open_buttons[1], Qt.MouseButton.LeftButton)
    assert len(said) == 2 and "notes.yaml" in said[0] and "Hull Breach! deck" in said[1]
    assert dialog.deck_combos[1].currentData() == str(elsewhere)


def test_a_game_without_decks_shows_no_deck_picker(qtbot):
    window = make_window(qtbot)
    dialog = window.new_game_dialog("hockey-card-game")
    qtbot.addWidget(dialog)
    dialog.show()
    assert all(combo.isHidden() for combo in dialog.deck_combos)
    assert all(button.isHidden() for button in dialog.open_buttons)
    assert dialog.setup().decks == [] and dialog.seats_box.title() == "Seats"
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(CCG))
    assert dialog.deck_combos[0].isVisible() and dialog.deck_combos[1].isVisible()
    assert not dialog.deck_combos[2].isVisible() and dialog.seats_box.title() == "Seats and decks"
    # Back to a game without decks: the dialog fits again, nothing squeezed (rows never overlap).
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("hockey-card-game"))
    QApplication.processEvents()
    assert dialog.height() >= dialog.heightForWidth(dialog.width())
    assert dialog.kind_combos[0].geometry().bottom() < dialog.kind_combos[1].geometry().top()
    assert dialog.name_edits[0].width() >= 150          # the hidden deck column takes no room


def test_the_starter_teams_option_is_not_offered_where_every_seat_picks_a_deck(qtbot):
    window = make_window(qtbot)
    dialog = window.new_game_dialog(CCG)
    qtbot.addWidget(dialog)
    assert "teams" not in dialog.option_combos and {"mode", "open_decks"} <= set(dialog.option_combos)
    assert "teams" not in dialog.setup().options


def test_the_dialog_with_problems_fits_on_the_screen(qtbot):
    window = make_window(qtbot)
    short = short_deck("A deck whose name is long enough to need the whole width of its line")
    dialog = window.new_game_dialog(CCG)
    qtbot.addWidget(dialog)
    dialog.show()
    pick(dialog.deck_combos[0], str(short))
    pick(dialog.deck_combos[1], str(short))
    QApplication.processEvents()
    screen = dialog.screen().availableGeometry()
    assert dialog.height() <= screen.height() - 40
    assert dialog.problems_area.height() >= 60
    assert dialog.start_button.isVisible() and dialog.start_button.geometry().bottom() <= dialog.height()
    image = dialog.grab().toImage()
    assert image.height() == dialog.height()


# ----- the deck builder ------------------------------------------------------------------------
def test_play_with_unsaved_changes_asks_first_and_cancel_keeps_everything(qtbot, tmp_path):
    window = make_window(qtbot)
    builder = window.show_deck_builder()
    qtbot.addWidget(builder)
    path = tmp_path / "hawks.yaml"
    write_deck(path, HAWKS)
    assert builder.open_path(path)
    builder.add_card("tip-in-5-helmet")
    asked = []
    builder.ask_save_before_play = lambda: asked.append(1) or QMessageBox.StandardButton.Cancel
    opened = []
    window.request_new_game = lambda preselect="": opened.append(preselect)
    qtbot.mouseClick(builder.play_button, Qt.MouseButton.LeftButton)
    assert asked == [1] and opened == [] and builder.document.dirty
    assert read_deck(path) == HAWKS
    # Saved decks go straight to the dialog, with the file in seat 1.
    builder.ask_save_before_play = lambda: QMessageBox.StandardButton.Save
    seen = []
    window.request_new_game = lambda preselect="": seen.append((preselect, window._seat_decks))
    qtbot.mouseClick(builder.play_button, Qt.MouseButton.LeftButton)
    assert seen == [(CCG, {0: str(path)})] and window._seat_decks is None
    assert read_deck(path).count("tip-in-5-helmet") == 1 and not builder.document.dirty
    builder.close()
