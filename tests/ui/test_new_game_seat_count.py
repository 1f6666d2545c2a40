"""How many play, in the new-game dialog: every seat count the game allows is a button the player
can see (no arrows to find), clicking one or moving along with the arrow keys sets that many
seats, and a game for exactly two shows no choice at all."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton

from tabletop.games import registry
from tests.ui.shell_support import make_window

HULL = "hull-breach"


def seat_rows(dialog) -> int:
    return sum(1 for combo in dialog.kind_combos if combo.isVisibleTo(dialog))


def count_buttons(dialog) -> dict[int, QAbstractButton]:
    """The visible buttons in the Players row that name a number, by that number."""
    found = {}
    for button in dialog.players_row.findChildren(QAbstractButton):
        if button.isVisibleTo(dialog) and button.text().strip().isdigit():
            found[int(button.text())] = button
    return found


def open_dialog(qtbot, game_id):
    window = make_window(qtbot)
    dialog = window.new_game_dialog(game_id)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return window, dialog


def test_every_allowed_seat_count_shows_as_its_own_button(qtbot):
    _window, dialog = open_dialog(qtbot, HULL)
    info = registry().get(HULL).info
    buttons = count_buttons(dialog)
    assert sorted(buttons) == list(range(info.min_players, info.max_players + 1))
    for count, button in buttons.items():
        # whole, inside the dialog, and wide enough for its number
        where = QRect(button.mapTo(dialog, QPoint(0, 0)), button.size())
        assert dialog.rect().contains(where), count
        assert button.width() >= button.fontMetrics().horizontalAdvance(button.text()), count
    checked = [count for count, button in buttons.items() if button.isChecked()]
    assert checked == [seat_rows(dialog)] == [info.min_players]


def test_clicking_a_count_sets_that_many_seats_and_the_game_starts_with_them(qtbot):
    window, dialog = open_dialog(qtbot, HULL)
    qtbot.mouseClick(count_buttons(dialog)[4], Qt.MouseButton.LeftButton)
    assert seat_rows(dialog) == 4
    assert [c for c, b in count_buttons(dialog).items() if b.isChecked()] == [4]
    qtbot.mouseClick(count_buttons(dialog)[3], Qt.MouseButton.LeftButton)
    assert seat_rows(dialog) == 3
    for seat in range(3):
        dialog.kind_combos[seat].setCurrentIndex(dialog.kind_combos[seat].findData("human"))
    setup = dialog.setup()
    setup.seed = 5
    assert len(setup.seats) == 3 and len(setup.decks) == 3
    session = window.start_new(setup)
    assert session is not None and len(session.record.names) == 3


def test_the_arrow_keys_move_along_the_counts(qtbot):
    _window, dialog = open_dialog(qtbot, HULL)
    buttons = count_buttons(dialog)
    first = buttons[min(buttons)]
    dialog.activateWindow()                 # keys go to the active window (a real display has one)
    qtbot.waitUntil(dialog.isActiveWindow)
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    qtbot.keyClick(first, Qt.Key.Key_Right)
    assert seat_rows(dialog) == min(buttons) + 1
    assert buttons[min(buttons) + 1].isChecked() and buttons[min(buttons) + 1].hasFocus()


def test_a_game_for_two_offers_no_count(qtbot):
    _window, dialog = open_dialog(qtbot, "hockey-card-game")
    assert not dialog.players_row.isVisibleTo(dialog) and not count_buttons(dialog)
    assert seat_rows(dialog) == 2
