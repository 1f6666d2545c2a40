"""The log model, undo and redo through the Edit menu, and looking back at past positions."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.shell.game_setup import GameSetup
from tabletop.ui.shell.log_dock import STEP_ROLE, LogModel, LogPanel
from tests.ui.shell_support import HOCKEY, SeatSpy, make_window, play_one_card, play_until_cards


def played_record(count: int = 4) -> GameRecord:
    game = registry().get(HOCKEY)
    record = GameRecord(game, 9, names=["Ana", "Ben"])
    while len(record.steps) < count + 4 and not game.is_over(record.state):
        seat = game.pending(record.state)[0].seat
        record.submit(game.legal_actions(record.state, seat)[0])
    return record


def texts(model: LogModel) -> list[str]:
    return [model.index(r, 0).data() for r in range(model.rowCount())]


def test_log_model_passes_the_model_tester(qtmodeltester):
    model = LogModel(played_record(), 0)
    qtmodeltester.check(model)
    model.set_seat(1)
    qtmodeltester.check(model)
    model.set_record(None)
    qtmodeltester.check(model)


def test_log_never_shows_the_other_seats_new_hand():
    record = played_record()
    for seat, own, other in ((0, "Ana's new hand", "Ben's new hand"), (1, "Ben's new hand", "Ana's new hand")):
        shown = texts(LogModel(record, seat))
        assert any(own in t for t in shown)
        assert not any(other in t for t in shown)
    spectator = texts(LogModel(record, None))
    assert not any("new hand" in t for t in spectator)
    assert any("deals 5 cards each" in t for t in spectator)


def test_log_is_every_visible_event_in_order_newest_last():
    record = played_record()
    model = LogModel(record, 0)
    expected = [e.text for s in record.steps for e in s.events if e.visible_to(0)]
    assert texts(model) == expected
    last = model.index(model.rowCount() - 1, 0)
    assert last.data(STEP_ROLE) == len(record.steps)


def test_log_grows_with_an_insert_and_shrinks_with_a_removal(qtbot):
    record = played_record()
    game = record.game
    model = LogModel(record, 0)
    rows = model.rowCount()
    seat = game.pending(record.state)[0].seat
    record.submit(game.legal_actions(record.state, seat)[0])
    with qtbot.waitSignal(model.rowsInserted, timeout=1000, check_params_cb=lambda parent, first, last: (
            first == rows and last == model.rowCount() - 1)):
        model.refresh()
    assert model.rowCount() > rows
    record.undo()
    with qtbot.waitSignal(model.rowsRemoved, timeout=1000):
        model.refresh()
    assert model.rowCount() == rows


def test_the_window_log_follows_undo(qtbot):
    window = make_window(qtbot)
    window.set_curtain_enabled(False)
    session = window.start_new(GameSetup(HOCKEY, ["human", "human"], ["Ana", "Ben"], 4, {}))
    play_until_cards(session.controller)
    play_one_card(session.controller)
    rows = window.log_model.rowCount()
    assert window.undo()
    assert window.log_model.rowCount() < rows
    assert texts(window.log_model) == [e.text for s in session.record.steps for e in s.events
                                       if e.visible_to(window.log_model.seat)]


def test_undo_is_refused_after_the_cut_with_the_reason_in_the_menu(qtbot):
    window = make_window(qtbot)
    window.set_curtain_enabled(False)
    session = window.start_new(GameSetup(HOCKEY, ["human", "human"], ["Ana", "Ben"], 4, {}))
    controller = session.controller
    assert not window.undo_action.isEnabled()
    assert window.undo_action.toolTip() == "Nothing to undo yet."
    controller.submit(controller.legal_actions(0)[0])  # Ana cuts: chance, irreversible
    reason = controller.undo_blocked()
    assert reason and "cannot be taken back" in reason
    assert not window.undo_action.isEnabled()
    assert "cannot be taken back" in window.undo_action.text()
    assert window.undo_action.toolTip() == reason
    assert window.undo_action.statusTip() == reason
    before = len(session.record.steps)
    window.undo_action.trigger()
    assert len(session.record.steps) == before


def test_undo_is_allowed_after_a_plain_play_and_redo_brings_it_back(qtbot):
    window = make_window(qtbot)
    window.set_curtain_enabled(False)
    session = window.start_new(GameSetup(HOCKEY, ["human", "human"], ["Ana", "Ben"], 4, {}))
    controller = session.controller
    play_until_cards(controller)
    assert not window.undo_action.isEnabled()  # the deal revealed cards
    played = play_one_card(controller)
    assert window.undo_action.isEnabled()
    assert window.undo_action.text() == "&Undo"
    steps = len(session.record.steps)
    window.undo_action.trigger()
    assert len(session.record.steps) == steps - 1
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert session.record.steps[-1].action == played


def test_choosing_a_log_entry_shows_the_past_and_return_goes_live(qtbot):
    spy = SeatSpy()
    window = make_window(qtbot, table_factory=spy)
    window.set_curtain_enabled(False)
    session = window.start_new(GameSetup(HOCKEY, ["human", "human"], ["Ana", "Ben"], 4, {}))
    controller = session.controller
    play_until_cards(controller)
    play_one_card(controller)
    seat = window.session.director.viewer
    assert seat is not None
    snapshots = []
    table = spy.table
    real_snapshot, real_live = table.show_snapshot, table.show_live
    table.show_snapshot = lambda view: (snapshots.append(view), real_snapshot(view))
    lives = []
    table.show_live = lambda: (lives.append(True), real_live())
    window.log_panel.show_moment(0)
    first_step = window.log_model.step_at(0)
    expected = controller.game.view(session.record.state_at(first_step), seat)
    assert snapshots == [expected]
    assert window.log_panel.live_button.isEnabled()
    window.log_panel.live_button.click()
    assert lives == [True]
    assert not window.log_panel.live_button.isEnabled()


def test_the_log_follows_the_table_stepping_through_the_past_without_asking_again(qtbot):
    record = played_record(8)
    model = LogModel(record, 0)
    panel = LogPanel(model)
    qtbot.addWidget(panel)
    panel.show()
    chosen = []
    panel.moment_chosen.connect(chosen.append)
    move = model.step_at(model.rowCount() - 3)
    panel.follow_moment(move)
    row = panel.view.currentIndex().row()
    assert model.step_at(row) == move
    assert row == max(r for r in range(model.rowCount()) if model.step_at(r) == move)
    assert panel.status.text() == f"Looking back: move {move} of {len(record.steps)}"
    assert panel.live_button.isEnabled() and panel.look_back.isVisible()
    panel.follow_moment(None)
    assert not panel.live_button.isEnabled() and not panel.look_back.isVisible()
    assert chosen == []


def test_a_clicked_line_stays_chosen_when_the_table_confirms_its_move(qtbot):
    record = played_record(8)
    model = LogModel(record, 0)
    panel = LogPanel(model)
    qtbot.addWidget(panel)
    first_of_a_move = next(r for r in range(model.rowCount() - 1) if model.step_at(r) == model.step_at(r + 1))
    panel.moment_chosen.connect(panel.follow_moment)         # the table answers, as in the window
    panel.show_moment(first_of_a_move)
    assert panel.view.currentIndex().row() == first_of_a_move
