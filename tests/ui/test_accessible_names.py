"""Every control a screen reader reaches says what it is (issue: playable without seeing the
table): the start page, the new-game dialog of every game, the hand-over curtain, the deck
builder with its problems, limits and lab, and every table, its cards and its words (through
the table's zones, ``tabletop.ui.access``). Closed dialogs leave the tree of windows.

A control is interactive when it is a button, a field, a list or table, a combo or spin box,
or anything else that takes the Tab key; the scroll bars, a table's header and a spin box's
own line edit are read as parts of the control they belong to. Each must have a name
(``QWidget.accessibleName`` or the one Qt's accessible interface gives it, such as a buddy
label's); a field's name is never its current value (a combo box named "Human" says nothing
of which seat it sets); and no two controls on one screen share a name (five "Play" buttons
do not say which game).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QHeaderView,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QScrollBar,
    QTextEdit,
    QWidget,
)

from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.controller import GameController
from tabletop.ui.deck_builder.lab_panel import LAB_GAMES
from tabletop.ui.shell.game_setup import GameSetup
from tabletop.ui.shell.how_to_play import HowToPlayDialog
from tabletop.ui.shell.new_game_dialog import NewGameDialog
from tests.ui.board_helpers import shown_table
from tests.ui.shell_support import HOCKEY, make_window, play_until_cards

FIELDS = (QLineEdit, QComboBox, QAbstractSpinBox, QAbstractItemView, QTextEdit, QPlainTextEdit, QAbstractSlider)


def interactive(widget: QWidget) -> bool:
    if isinstance(widget, (QScrollBar, QHeaderView)) or isinstance(widget.parentWidget(), QAbstractSpinBox):
        return False
    if isinstance(widget, (QAbstractButton, *FIELDS)):
        return True
    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus) and type(widget).__name__ != "QScrollArea"


def value(widget: QWidget) -> str:
    if isinstance(widget, QComboBox):
        return widget.currentText()
    if isinstance(widget, (QLineEdit, QAbstractSpinBox)):
        return widget.text()
    return ""


def name_of(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return widget.accessibleName() or (interface.text(QAccessible.Text.Name) if interface is not None else "")


def problems(root: QWidget) -> list[str]:
    """What a screen reader could not tell apart or would not name, among ``root``'s shown controls."""
    found, names = [], []
    for widget in [root, *root.findChildren(QWidget)]:
        if (widget is not root and not widget.isVisibleTo(root)) or not interactive(widget):
            continue
        name = name_of(widget).strip()
        what = f"{type(widget).__name__} {widget.objectName() or ''}".strip()
        if not name:
            found.append(f"{what} has no accessible name")
        elif value(widget) and name == value(widget):
            found.append(f"{what} is named by its value {name!r}")
        names.append(name)
    found += [f"{count} controls are all named {name!r}" for name, count in Counter(names).items()
              if name and count > 1]
    return found


def game_ids() -> list[str]:
    from tabletop.ui.board import has_table

    return [info.id for info in registry().subset(has_table).infos()]


def test_the_start_page_names_each_tile_button_by_its_game(qtbot):
    window = make_window(qtbot)
    # A game in progress, so its row (Continue, Delete…) is on the page too.
    window.start_new(GameSetup(HOCKEY, ["human", "computer"], ["Ana", "Computer"], 3, {}))
    window.show_start_page()
    assert window.start_page.in_progress.rows
    assert problems(window.start_page) == []
    names = {name_of(tile.play_button) for tile in window.start_page.tiles.values()}
    assert {f"Play {info.name}" for info in window.registry.infos()} == names
    assert window.start_page.in_progress.accessibleName() == "Games in progress"


@pytest.mark.parametrize("game", game_ids())
def test_the_new_game_dialog_names_each_field_by_its_row(qtbot, game):
    window = make_window(qtbot)
    dialog = window.new_game_dialog(game)
    qtbot.addWidget(dialog)
    dialog.show()
    assert problems(dialog) == []
    assert dialog.game_combo.accessibleName() == "Game"
    assert name_of(dialog.kind_combos[1]) == "Seat 2 player"
    assert name_of(dialog.name_edits[0]) == "Seat 1 name"
    for option in dialog.game.info.options:
        combo = dialog.option_combos.get(option.key)
        if combo is not None:
            assert combo.accessibleName() == option.label


def test_the_curtain_is_named_by_whose_turn_it_is(qtbot):
    window = make_window(qtbot)
    session = window.start_new(GameSetup(HOCKEY, ["human", "human"], ["Ana", "Ben"], 7, {}))
    play_until_cards(session.controller)
    assert window.curtain.isVisible()
    assert problems(window.curtain) == []
    assert window.curtain.accessibleName().startswith("Hand-over curtain: ")
    assert window.curtain.title.text() in window.curtain.accessibleName()
    assert window.curtain.title.text() in window.curtain.accessibleDescription()
    window.undo()       # Ana takes back her move: the curtain asks Ben, with its two answers
    if window.curtain.asking:
        assert problems(window.curtain) == []


def test_the_game_window_names_the_log_the_tray_and_the_status_bar(qtbot):
    window = make_window(qtbot)
    window.start_new(GameSetup(HOCKEY, ["human", "computer"], ["Ana", "Computer"], 3, {}))
    assert window.log_panel.view.accessibleName() == "Game log"
    assert window.tray_holder.accessibleName() == "Chance tray"
    assert window.statusBar().accessibleName() == "Status bar"
    assert problems(window.log_panel) == []


def test_the_deck_builder_its_problems_limits_and_lab_are_named(qtbot):
    window = make_window(qtbot)
    builder = window.show_deck_builder()
    builder.ask_unsaved = lambda: QMessageBox.StandardButton.Discard    # closing drops the test's deck
    game = next(g for g in LAB_GAMES if builder.game_combo.findData(g) >= 0)
    assert builder.new_deck(game)
    assert builder.add_copy(builder._catalog_id(builder.proxy.index(0, 0)))
    assert builder.legality.list.isVisibleTo(builder), "a one-card deck has problems to list"
    assert problems(builder) == []
    assert name_of(builder.legality.list) == "Deck problems"
    assert name_of(builder.search) == "Search cards"
    assert {name_of(builder.catalog_view), name_of(builder.deck_view)} == {"Cards of the game", "Cards in the deck"}
    limits = builder.limits_panel
    assert limits.labels
    for label, limit in zip(limits.labels, limits.limits, strict=True):
        assert label.accessibleName().startswith("Broken: ") == limit.broken
    dialog = builder.lab.open()
    assert dialog is not None
    qtbot.addWidget(dialog)
    assert problems(dialog) == []
    dialog.close()


def close_next_modal() -> None:
    """Close the modal dialog about to open, from the event loop (the dialogs run their own)."""
    def close() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            dialog.reject()
        else:
            QTimer.singleShot(10, close)
    QTimer.singleShot(0, close)


def lingering(window, kind) -> list:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.parent() is window]


def test_closed_dialogs_leave_the_tree_of_windows(qtbot):
    window = make_window(qtbot)
    close_next_modal()
    window.request_new_game(HOCKEY)
    assert lingering(window, NewGameDialog) == []
    close_next_modal()
    window.start_page.show_how_to_play(HOCKEY)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert window.start_page.findChildren(HowToPlayDialog) == []


def table_cases() -> list[tuple[str, int]]:
    """Each game with a table at two seats, and at four where the game seats four."""
    cases = []
    for info in registry().subset(lambda game_id: game_id in game_ids()).infos():
        cases += [(info.id, players) for players in (2, 4) if info.min_players <= players <= info.max_players]
    return cases


def played_for_a_while(game_id: str, players: int, moves: int = 30, seed: int = 5) -> GameController:
    """A hot-seat game of ``players`` humans after ``moves`` random moves (never a concession)."""
    game = registry().get(game_id)
    names = tuple(f"Seat {n + 1}" for n in range(players))
    ctl = GameController(GameRecord(game, seed, names=names), ["human"] * players)
    rng = random.Random(seed)
    for _ in range(moves):
        seats = ctl.pending_seats()
        if not seats:
            break
        legal = ctl.legal_actions(seats[0])
        ctl.submit(rng.choice(game.by_chance(legal) or legal))
    return ctl


def drawn_cards(table) -> set[str]:
    """The card (or unit) every shown graphics item of the table draws, by its id."""
    ids = set()
    for item in table.scene.items():
        if not item.isVisible() or item.opacity() <= 0:
            continue
        for attribute in ("card_id", "unit"):
            value = getattr(item, attribute, None)
            if isinstance(value, str) and value:
                ids.add(value)
    return ids


@pytest.mark.parametrize(("game", "players"), table_cases())
def test_every_table_its_cards_and_its_words_are_named(qtbot, game, players):
    ctl = played_for_a_while(game, players)
    seat = (ctl.pending_seats() or [0])[0]
    table = shown_table(qtbot, ctl, object, seat)
    assert problems(table) == []
    lists = table.access.lists
    assert lists, "the table has no zones"
    for zone_list in lists:
        assert zone_list.isVisibleTo(table) and zone_list.accessibleName().strip()
        for row in range(zone_list.count()):
            assert str(zone_list.item(row).data(Qt.ItemDataRole.AccessibleTextRole) or "").strip()
    in_zones = {entry.card_id for zone_list in lists for entry in zone_list.entries if entry.card_id}
    assert drawn_cards(table) - in_zones == set(), "cards drawn on the table that no zone lists"
    words = {zone_list.item(row).text() for zone_list in lists if zone_list.zone.key == "words"
             for row in range(zone_list.count())}
    drawn_words = {" ".join(item.text.split()) for item in table.scene.items()
                   if isinstance(getattr(item, "text", None), str) and item.text.strip() and item.isVisible()
                   and item.opacity() > 0}
    assert drawn_words - words == set(), "words drawn on the table that no zone reads"
