"""'Confirm before ending a turn': asked only for a move that hands the turn over; No changes nothing."""

from PySide6.QtWidgets import QMessageBox

from tabletop.engine.actions import Action
from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.board.hockey_card_game.table import HockeyTable
from tabletop.ui.controller import GameController

HOCKEY = registry().get("hockey-card-game")


def _table(qtbot):
    record = GameRecord(HOCKEY, 4, {"must_match": False}, ("Ana", "Ben"))
    controller = GameController(record)
    controller.submit(Action(0, "cut"))
    while record.state.phase == "cut":
        controller.submit(Action(1 if record.state.cut_cards[0] else 0, "cut"))
    controller.submit(Action(record.state.chooser, "choose", ("lead",)))
    table = HockeyTable(controller)
    qtbot.addWidget(table)
    table.set_seat(record.state.turn)
    table.confirm_end_turn = True
    return record, table


def test_declining_the_confirmation_plays_nothing(qtbot, monkeypatch):
    record, table = _table(qtbot)
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No)
    before = len(record.actions)
    card = record.state.hands[record.state.turn][0]
    verdict = table.drop_card(card)
    assert not verdict.ok and verdict.code == "cancelled"
    assert len(record.actions) == before and asked and "ends your turn" in asked[0]


def test_accepting_plays_the_card(qtbot, monkeypatch):
    record, table = _table(qtbot)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    before = len(record.actions)
    assert table.drop_card(record.state.hands[record.state.turn][0]).ok
    assert len(record.actions) == before + 1


def test_no_question_when_the_setting_is_off(qtbot, monkeypatch):
    record, table = _table(qtbot)
    table.confirm_end_turn = False
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: (_ for _ in ()).throw(AssertionError("asked")))
    assert table.drop_card(record.state.hands[record.state.turn][0]).ok
