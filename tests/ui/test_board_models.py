"""Hand, pile and chance models: Qt's model checks, and the narrowest change signals."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from tabletop.engine.actions import Action
from tabletop.ui.board.common.chance_tray import ChanceModel, KindRole, ResultRole
from tabletop.ui.board.common.models import CardIdRole, HandModel, PileModel, card_label
from tests.ui.board_helpers import controller, random_moves, to_play


def test_hand_and_pile_models_pass_the_model_tester(qtmodeltester):
    ctl = controller()
    to_play(ctl)
    random_moves(ctl, 3)
    seat = ctl.view(None).turn
    hand, pile = HandModel(ctl, seat), PileModel(ctl, seat)
    assert hand.rowCount() == len(ctl.view(seat).hand) > 0
    assert pile.rowCount() == len(ctl.view(seat).pile) > 0
    qtmodeltester.check(hand)
    qtmodeltester.check(pile)
    first = hand.index(0, 0)
    assert first.data(CardIdRole) == ctl.view(seat).hand[0]
    assert first.data(Qt.ItemDataRole.DisplayRole) == card_label(ctl.view(seat).hand[0])


def test_chance_model_passes_the_model_tester(qtmodeltester):
    ctl = controller()
    to_play(ctl)
    model = ChanceModel(ctl, 0)
    assert model.rowCount() >= 3          # two cuts and a shuffle at least
    qtmodeltester.check(model)
    kinds = [model.index(r, 0).data(KindRole) for r in range(model.rowCount())]
    assert kinds[:2] == ["cut", "cut"]
    assert "card" in model.index(0, 0).data(ResultRole)


def test_a_play_removes_one_hand_row_and_appends_one_pile_row(qtbot):
    ctl = controller()
    to_play(ctl)
    seat = ctl.view(None).turn
    hand, pile = HandModel(ctl, seat), PileModel(ctl, seat)
    card = ctl.view(seat).hand[2]
    with (qtbot.assertNotEmitted(hand.modelReset), qtbot.assertNotEmitted(pile.modelReset),
          qtbot.waitSignals([hand.rowsRemoved, pile.rowsInserted], timeout=1000)):
        assert ctl.submit(Action(seat, "play", (card,))).ok
    assert card not in hand.ids and pile.ids[-1] == card


def test_hand_model_of_a_spectator_is_empty():
    ctl = controller()
    to_play(ctl)
    assert HandModel(ctl, None).rowCount() == 0


def test_hand_model_follows_its_seat_only():
    ctl = controller()
    to_play(ctl)
    model = HandModel(ctl, 0)
    assert model.ids == ctl.view(0).hand
    model.set_seat(1)
    assert model.ids == ctl.view(1).hand
    assert not set(model.ids) & set(ctl.view(0).hand)
