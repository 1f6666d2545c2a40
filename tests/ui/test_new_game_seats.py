"""The new-game dialog for a game of two to four (Hull Breach!): the number of seats, a deck and a
human or computer (at a level) per seat, and the game that starts from it on the table."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from tabletop.games.hull_breach import GAME
from tabletop.ui.board.hull_breach.table import HullTable
from tabletop.ui.shell.game_setup import shipped_ref
from tabletop.ui.shell.new_game_dialog import NewGameDialog
from tests.ui.shell_support import make_window

HULL = "hull-breach"


def visible_rows(dialog: NewGameDialog) -> int:
    return sum(1 for combo in dialog.kind_combos if combo.isVisibleTo(dialog))


def test_the_dialog_offers_two_to_six_seats_each_with_a_deck_and_a_player(qtbot):
    dialog = NewGameDialog([GAME], preselect=HULL)
    qtbot.addWidget(dialog)
    dialog.show()
    assert (dialog.players_choice.minimum(), dialog.players_choice.maximum()) == (2, 6)
    assert dialog.players_row.isVisibleTo(dialog) and visible_rows(dialog) == 2
    dialog.players_choice.setValue(4)
    assert visible_rows(dialog) == 4
    assert all(dialog.deck_combos[i].isVisibleTo(dialog) for i in range(4))
    assert not dialog.deck_combos[4].isVisibleTo(dialog)
    starters = [deck.name for deck in GAME.shipped_decks()]
    dialog.deck_combos[3].setCurrentIndex(dialog.deck_combos[3].findData(shipped_ref(starters[1])))
    dialog.kind_combos[2].setCurrentIndex(dialog.kind_combos[2].findData("computer:hard"))
    dialog.kind_combos[1].setCurrentIndex(dialog.kind_combos[1].findData("human"))
    dialog.name_edits[1].setText("Ben")
    setup = dialog.setup()
    assert setup.seats == ["human", "human", "computer:hard", "computer:normal"]
    assert setup.names[1] == "Ben" and len(setup.names) == 4
    assert len(setup.decks) == 4 and setup.decks[3] == shipped_ref(starters[1])
    assert dialog.start_button.isEnabled() and not dialog.deck_problem_text()
    dialog.players_choice.setValue(3)
    assert visible_rows(dialog) == 3 and len(dialog.setup().decks) == 3
    dialog.players_choice.setValue(6)
    assert visible_rows(dialog) == 6 and len(dialog.setup().decks) == 6


def test_a_three_seat_setup_starts_three_commanders_on_the_table(qtbot):
    window = make_window(qtbot)
    dialog = window.new_game_dialog(HULL)
    qtbot.addWidget(dialog)
    dialog.players_choice.setValue(3)
    for seat in range(3):
        dialog.kind_combos[seat].setCurrentIndex(dialog.kind_combos[seat].findData("human"))
    setup = dialog.setup()
    setup.seed = 9
    session = window.start_new(setup)
    assert session is not None and len(session.record.names) == 3
    assert session.controller.seats == ["human"] * 3
    assert [d.name for d in session.record.decks] == [session.record.state.deck_names[s] for s in range(3)]
    table = session.table
    assert isinstance(table, HullTable)
    # hot-seat with three humans: the curtain first, then the first commander's table
    assert window.curtain.isVisible()
    qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    assert table.seat in (0, 1, 2) and sorted(table.plate_items) == [0, 1, 2]


def test_a_game_with_a_solo_player_offers_it_as_a_seat_and_the_others_do_not(qtbot):
    """A book's solo opponent is offered beside the computer levels, from the game's info; a remembered solo seat carried to a game without one falls back to Normal."""
    from tabletop.games import registry
    from tabletop.ui.shell.game_setup import GameSetup

    football, hockey = registry().get("breakaway-football"), registry().get("hockey-card-game")
    remembered = GameSetup("hockey-card-game", ["human", "computer:solo"], ["Ana", "Computer"])
    dialog = NewGameDialog([football, hockey], last=remembered, preselect="breakaway-football")
    qtbot.addWidget(dialog)
    dialog.show()
    combo = dialog.kind_combos[1]
    assert combo.findData("computer:solo") >= 0 and combo.itemText(combo.findData("computer:solo")) == \
        "Computer · Solo coach"
    combo.setCurrentIndex(combo.findData("computer:solo"))
    assert dialog.setup().seats == ["human", "computer:solo"]
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("hockey-card-game"))
    assert dialog.kind_combos[1].findData("computer:solo") < 0
    assert dialog.setup().seats == ["human", "computer:normal"]


def test_seat_specs_accept_a_solo_level_only_for_a_game_that_names_it():
    from tabletop.ui.controller import is_seat_spec, valid_seats

    assert is_seat_spec("computer:solo", "breakaway-football") and is_seat_spec("computer:solo")
    assert not is_seat_spec("computer:solo", "hockey-card-game")
    assert not is_seat_spec("computer:wizard") and not is_seat_spec("human:solo")
    assert valid_seats(["human", "computer:solo"], 2, "breakaway-football") == ["human", "computer:solo"]
    assert valid_seats(["human", "computer:solo"], 2, "hockey-card-game") is None
