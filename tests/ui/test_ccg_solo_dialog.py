"""Breakaway: CCG solo play in the real new-game dialog: the Solo Opponent is offered beside the
computer levels, picking it picks the solo rules (and the other way round), and the game that
starts is the book's solo play with the person choosing the opponent's card."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tabletop.engine.actions import Action
from tabletop.ui.shell.new_game_dialog import NewGameDialog
from tests.ui.shell_support import make_window

CCG = "breakaway-ccg"
SOLO = "computer:solo"


def _dialog(qtbot, window=None) -> NewGameDialog:
    if window is not None:
        dialog = window.new_game_dialog(CCG)
    else:
        from tabletop.games import registry
        dialog = NewGameDialog([registry().get(CCG)], preselect=CCG)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_choosing_solo_rules_seats_the_solo_opponent(qtbot):
    dialog = _dialog(qtbot)
    second = dialog.kind_combos[1]
    assert second.itemText(second.findData(SOLO)) == "Computer · Solo Opponent"
    assert second.findData("computer:normal") >= 0, "the computer opponent stays on offer"
    mode = dialog.option_combos["mode"]
    mode.setCurrentIndex(mode.findData("solo"))
    assert "Solo play" in mode.currentText()
    assert dialog.setup().seats == ["human", SOLO]
    assert dialog.setup().options["mode"] == "solo"
    assert dialog.start_button.isEnabled(), dialog.deck_problem_text()
    # Other rules send the Solo Opponent's seat back to the computer at Normal.
    mode.setCurrentIndex(mode.findData("official"))
    assert dialog.setup().seats == ["human", "computer:normal"]
    assert dialog.start_button.isEnabled()


def test_choosing_the_solo_opponent_picks_the_solo_rules(qtbot):
    dialog = _dialog(qtbot)
    dialog.kind_combos[1].setCurrentIndex(dialog.kind_combos[1].findData(SOLO))
    assert dialog.option_combos["mode"].currentData() == "solo"
    assert dialog.start_button.isEnabled()


def test_solo_play_needs_a_person_in_seat_one(qtbot):
    dialog = _dialog(qtbot)
    mode = dialog.option_combos["mode"]
    mode.setCurrentIndex(mode.findData("solo"))
    dialog.kind_combos[0].setCurrentIndex(dialog.kind_combos[0].findData("computer:hard"))
    assert not dialog.start_button.isEnabled()
    assert "Seat 1 is the person playing" in dialog.deck_problem_text()
    dialog.kind_combos[0].setCurrentIndex(dialog.kind_combos[0].findData("human"))
    assert dialog.start_button.isEnabled()


def test_a_solo_game_started_from_the_dialog_asks_the_person_for_the_opponents_card(qtbot):
    window = make_window(qtbot)
    dialog = _dialog(qtbot, window)
    mode = dialog.option_combos["mode"]
    mode.setCurrentIndex(mode.findData("solo"))
    setup = dialog.setup()
    setup.seed = 0
    session = window.start_new(setup)
    assert session is not None
    assert session.controller.seats == ["human", SOLO]
    game, record = session.controller.game, session.record
    # Play on as the person until the opponent's phase 2: the decision is the person's.
    for _ in range(400):
        decisions = game.pending(record.state)
        if decisions[0].kind == "solo-choose":
            break
        assert decisions[0].seat == 0, "the Solo Opponent never decides by itself"
        legal = game.legal_actions(record.state, 0)
        ends = [a for a in legal if a.kind in ("end", "go", "keep")]
        session.controller.submit(ends[0] if ends else legal[0])
        qtbot.wait(1)
    decision = game.pending(record.state)[0]
    assert decision.seat == 0 and decision.kind == "solo-choose"
    assert "opponent" in decision.prompt
    legal = game.legal_actions(record.state, 0)
    assert legal and all(a.kind in ("solo-play", "solo-down") for a in legal)
    view = game.view(record.state, 0)
    down = [c for c in record.state.hands[1] if c not in record.state.solo.up]
    assert down and not [c for c in down if f"'{c}'" in repr(view)]
    session.controller.submit(legal[-1])
    assert isinstance(legal[-1], Action)
