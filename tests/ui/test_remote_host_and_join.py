"""Hosting from one window and joining from another, in one process over 127.0.0.1.

Issue 48: the host starts a game as today and ticks the seats other computers take; the dialog
shows the address and a join code once, and says that the host's computer knows everything; a
friend types the address and the code and gets the seat's table, drawn from its view only. The
whole game is played across the two windows, and the host's Continue hosts it again.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QDialog

from tabletop.engine.playout import seat_names
from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.remote.referee import normal_code
from tabletop.ui.controller import HUMAN, REMOTE
from tabletop.ui.shell import remote_menu
from tabletop.ui.shell.app import create_app
from tabletop.ui.shell.remote_commands import TRUST
from tests.ui.shell_support import HOCKEY, make_window

WAIT_MS = 20_000


@pytest.fixture
def host_window(qtbot):
    create_app([])
    window = make_window(qtbot)
    window.start_session(GameRecord(registry().get(HOCKEY), 4), [HUMAN, HUMAN])
    return window


def host(qtbot, window, seats=(1,)):
    dialog = remote_menu.host_current_game(window)
    qtbot.addWidget(dialog)
    for seat, box in enumerate(dialog.seat_boxes):
        box.setChecked(seat in seats)
    dialog.port_box.setValue(0)                  # any free port
    dialog.host_button.click()
    assert dialog.session is not None, dialog.error_label.text()
    return dialog


def join(qtbot, window, port: int, code: str):
    dialog = remote_menu.join_game(window)
    qtbot.addWidget(dialog)
    dialog.address_edit.setText(f"127.0.0.1:{port}")
    dialog.code_edit.setText(code.lower())       # typed as heard: case and dash do not matter
    dialog.join_button.click()
    qtbot.waitUntil(lambda: dialog.window_opened is not None, timeout=WAIT_MS)
    qtbot.addWidget(dialog.window_opened)
    return dialog.window_opened


def test_the_host_dialog_shows_the_address_and_the_code_once_and_says_who_knows_everything(qtbot, host_window):
    dialog = remote_menu.host_current_game(host_window)
    qtbot.addWidget(dialog)
    assert TRUST in dialog.trust_label.text()
    assert not dialog.host_button.isEnabled()            # no seat ticked yet
    dialog.seat_boxes[1].setChecked(True)
    dialog.port_box.setValue(0)
    dialog.host_button.click()
    session = dialog.session
    port = session.link.port()
    assert dialog.pages.currentIndex() == 1 and f":{port}" in dialog.address_label.text()
    assert normal_code(dialog.code_label.text()) == normal_code(session.code) and len(normal_code(session.code)) == 10
    assert host_window.session.controller.seats == [HUMAN, REMOTE]
    assert "waiting to join" in dialog.seats_label.text()
    assert host_window.session.controller.undo_blocked() == "Nothing to undo yet."


def test_a_port_that_is_taken_is_refused_with_a_reason_and_nothing_changes(qtbot, host_window):
    first = host(qtbot, host_window)
    dialog = remote_menu.host_current_game(host_window)
    qtbot.addWidget(dialog)
    dialog.seat_boxes[1].setChecked(True)
    dialog.port_box.setValue(first.session.link.port())
    dialog.host_button.click()
    assert dialog.session is None and "Choose another port" in dialog.error_label.text()
    assert dialog.pages.currentIndex() == 0


def test_a_wrong_code_is_refused_in_the_join_dialog(qtbot, host_window):
    hosted = host(qtbot, host_window)
    dialog = remote_menu.join_game(host_window)
    qtbot.addWidget(dialog)
    dialog.address_edit.setText(f"127.0.0.1:{hosted.session.link.port()}")
    dialog.code_edit.setText("AAAAA-AAAAA")
    dialog.join_button.click()
    qtbot.waitUntil(lambda: "Could not join" in dialog.status_label.text(), timeout=WAIT_MS)
    assert "join code" in dialog.status_label.text() and dialog.join_button.isEnabled()
    assert dialog.window_opened is None


@pytest.mark.slow
def test_a_whole_game_between_a_hosting_window_and_a_joined_window(qtbot, host_window):
    hosted = host(qtbot, host_window)
    joined_window = join(qtbot, host_window, hosted.session.link.port(), hosted.session.code)
    joined = joined_window.controller
    assert joined.seat == 1 and joined_window.table.seat == 1
    host_controller = host_window.session.controller
    game = host_controller.game
    rng = random.Random(9)
    for _ in range(2000):
        state = host_controller.state
        if game.is_over(state):
            break
        seat = game.pending(state)[0].seat
        if seat == 0:
            legal = host_controller.legal_actions(0)
            assert host_controller.submit(legal[rng.randrange(len(legal))]).ok
            continue
        position = joined.joined.position
        qtbot.waitUntil(lambda: bool(joined.legal_actions(1)), timeout=WAIT_MS)
        # The joined table sees exactly its view and never the other hand, whatever it samples.
        assert joined.view(1) == game.view(host_controller.state, 1)
        legal = joined.legal_actions(1)
        assert joined_window.table.act(legal[rng.randrange(len(legal))]).ok
        qtbot.waitUntil(lambda position=position, state=state: joined.joined.position > position
                        and host_controller.state is not state, timeout=WAIT_MS)
    assert game.is_over(host_controller.state)
    qtbot.waitUntil(lambda: joined.joined.over, timeout=WAIT_MS)
    assert joined.joined.outcome.text == game.outcome(host_controller.state).text
    assert joined_window.table.game_result() is not None
    assert joined.joined.outcome.text in joined_window.status.text()
    panel = joined_window.table.game_over
    qtbot.waitUntil(panel.isVisible, timeout=WAIT_MS)
    assert [b.text() for b in panel.buttons() if b.isVisible()] == ["Close"]
    panel.start_button.click()
    assert not joined_window.isVisible()


def test_a_move_the_joined_seat_may_not_make_snaps_back_with_a_reason(qtbot, host_window):
    hosted = host(qtbot, host_window)
    joined_window = join(qtbot, host_window, hosted.session.link.port(), hosted.session.code)
    joined = joined_window.controller
    host_state = host_window.session.controller.state
    game = host_window.session.controller.game
    assert game.pending(host_state)[0].seat == 0           # the host's seat cuts first
    refusals = []
    joined.refused.connect(lambda action, verdict: refusals.append(verdict))
    from tabletop.engine.actions import Action

    verdict = joined.submit(Action(1, "cut"))
    assert not verdict.ok and verdict.reason and refusals == [verdict]
    assert host_window.session.controller.state is host_state


def undo_box(boxes: list):
    shown = [b for b in boxes if b is not None and b.isVisible()]
    return shown[0] if shown else None


def test_undo_across_computers_takes_back_only_when_the_other_player_agrees(qtbot, host_window):
    """Issue 48: undo in a hosted game asks every other player; a refusal changes nothing."""
    from PySide6.QtWidgets import QMessageBox

    hosted = host(qtbot, host_window)
    session = hosted.session
    joined_window = join(qtbot, host_window, session.link.port(), session.code)
    joined = joined_window.controller
    host_controller = host_window.session.controller
    game = host_controller.game
    while len(host_controller.record.steps) < 5:      # cut, cut, lead, a card each (seed 4)
        state = host_controller.state
        if game.pending(state)[0].seat == 0:
            assert host_controller.submit(host_controller.legal_actions(0)[0]).ok
        else:
            qtbot.waitUntil(lambda: bool(joined.legal_actions(1)), timeout=WAIT_MS)
            assert joined_window.table.act(joined.legal_actions(1)[0]).ok
            qtbot.waitUntil(lambda state=state: host_controller.state is not state, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: joined.joined.view == game.view(host_controller.state, 1), timeout=WAIT_MS)

    # The host's player asks; the joined player refuses: nothing is taken back, both are told.
    assert not host_window.undo()
    assert "Asked Player 2" in host_window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: undo_box([joined_window._undo_box]) is not None, timeout=WAIT_MS)
    assert "asks to take back" in joined_window._undo_box.text()
    joined_window._undo_box.button(QMessageBox.StandardButton.No).click()
    qtbot.waitUntil(lambda: "did not agree" in joined_window.status.text(), timeout=WAIT_MS)
    assert len(host_controller.record.steps) == 5
    assert "did not agree" in host_window.statusBar().currentMessage()

    # Asked again, the joined player agrees: the host's card goes back, on both tables.
    host_window.undo()
    qtbot.waitUntil(lambda: undo_box([joined_window._undo_box]) is not None, timeout=WAIT_MS)
    joined_window._undo_box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: len(host_controller.record.steps) == 4, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "Taken back" in joined_window.status.text(), timeout=WAIT_MS)
    assert joined.joined.view == game.view(host_controller.state, 1)

    # The joined player asks to take back its own card: the host's player is asked here.
    assert joined_window.undo_action.isEnabled()
    joined_window.undo_action.trigger()
    qtbot.waitUntil(lambda: undo_box(session._boxes) is not None, timeout=WAIT_MS)
    box = undo_box(session._boxes)
    assert "Player 2 asks to take back" in box.text() and "Player 1, do you agree?" in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: len(host_controller.record.steps) == 3, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: joined.joined.view == game.view(host_controller.state, 1), timeout=WAIT_MS)
    assert "Taken back, as Player 2 asked" in host_window.statusBar().currentMessage()


def test_continue_hosts_a_game_with_joined_seats_again(qtbot, host_window, errors):
    host(qtbot, host_window)
    controller = host_window.session.controller
    controller.flush_autosave()
    saved = controller.to_saved()
    assert saved.seats == [HUMAN, REMOTE]
    path = controller.autosave_path
    host_window.show_start_page()
    assert host_window.open_path(path)
    assert errors == []
    dialogs = [w for w in host_window.findChildren(QDialog) if w.objectName() == "hostDialog" and w.isVisible()]
    assert host_window.session.controller.seats == [HUMAN, REMOTE]
    assert dialogs and dialogs[-1].session is not None and dialogs[-1].pages.currentIndex() == 1


def play(qtbot, host_controller, joined, joined_window, moves: int, rng: random.Random) -> None:
    """Random moves from both windows: the host's own seats here, the joined seat through its table."""
    game = host_controller.game
    for _ in range(moves):
        state = host_controller.state
        if game.is_over(state):
            return
        seats = [d.seat for d in game.pending(state)]
        if joined.seat in seats and rng.random() < 0.5 or all(s == joined.seat for s in seats):
            qtbot.waitUntil(lambda: bool(joined.legal_actions(joined.seat)), timeout=WAIT_MS)
            legal = joined.legal_actions(joined.seat)
            assert joined_window.table.act(legal[rng.randrange(len(legal))]).ok
            qtbot.waitUntil(lambda state=state: host_controller.state is not state, timeout=WAIT_MS)
        else:
            seat = next(s for s in seats if s != joined.seat)
            legal = host_controller.legal_actions(seat)
            assert host_controller.submit(legal[rng.randrange(len(legal))]).ok
        qtbot.waitUntil(lambda: joined.joined.view == game.view(host_controller.state, joined.seat), timeout=WAIT_MS)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", [i.id for i in registry().infos() if i.id != HOCKEY])
def test_every_table_plays_a_joined_seat_from_its_view(qtbot, game_id):
    """Each game's own table drawn for a joined seat (Hull Breach! with two joined commanders of
    three): moves from both sides, and the joined seat's view is always the host's view for it."""
    create_app([])
    window = make_window(qtbot)
    game = registry().get(game_id)
    players = 3 if game_id == "hull-breach" else game.info.min_players
    window.start_session(GameRecord(game, 5, names=seat_names(game, players)), [HUMAN] * players)
    remote = (1, 2) if players == 3 else (1,)
    hosted = host(qtbot, window, remote)
    port, code = hosted.session.link.port(), hosted.session.code
    rng = random.Random(game_id)
    joined_windows = [join(qtbot, window, port, code) for _ in remote]
    assert sorted(w.controller.seat for w in joined_windows) == list(remote)
    for joined_window in joined_windows:
        play(qtbot, window.session.controller, joined_window.controller, joined_window, 25, rng)
        joined_window.table.refresh()


def test_the_host_gives_a_seat_nobody_came_back_to_to_the_computer(qtbot, host_window):
    """The host may let the computer take a joined seat whose player is not coming back."""
    hosted = host(qtbot, host_window)
    controller = host_window.session.controller
    hosted.computer_button.click()
    assert controller.seats == [HUMAN, "computer:normal"]
    assert "Every seat is played on this computer" in hosted.seats_label.text()
    while controller.pending_seats() == [0]:
        assert controller.submit(controller.legal_actions(0)[0]).ok
    qtbot.waitUntil(lambda: controller.pending_seats() != [1], timeout=WAIT_MS)   # the computer moved


def test_a_joined_seat_that_never_reads_is_let_go_before_the_host_holds_too_much(qtbot, host_window, monkeypatch):
    """The host's unsent bytes per joined seat are bounded: past the bound the connection goes
    (here the bound is zero, so the welcome itself is too much) and the seat waits again."""
    from tabletop.ui.shell import remote_link

    hosted = host(qtbot, host_window)
    monkeypatch.setattr(remote_link, "MAX_UNSENT", 0)
    link = remote_link.JoinLink()
    closed = []
    link.closed.connect(closed.append)
    link.join("127.0.0.1", hosted.session.link.port(), hosted.session.code)
    qtbot.waitUntil(lambda: bool(closed), timeout=WAIT_MS)
    assert hosted.session.referee.empty_seats() == [1] and hosted.session.link._sockets == {}


def test_a_dropped_joined_seat_joins_again_to_the_same_seat_and_the_whole_table(qtbot, host_window):
    hosted = host(qtbot, host_window)
    port, code = hosted.session.link.port(), hosted.session.code
    first = join(qtbot, host_window, port, code)
    controller = host_window.session.controller
    assert controller.submit(controller.legal_actions(0)[0]).ok          # a move while connected
    first.controller.link.leave()                                          # the connection drops
    qtbot.waitUntil(lambda: hosted.session.referee.empty_seats() == [1], timeout=WAIT_MS)
    dialog = remote_menu.join_game(host_window)
    qtbot.addWidget(dialog)
    dialog.address_edit.setText(f"127.0.0.1:{port}")
    dialog.code_edit.setText(code)
    dialog.code_edit.editingFinished.emit()
    assert dialog.seat_box.value() == 2                                   # the seat this app had
    dialog.join_button.click()
    qtbot.waitUntil(lambda: dialog.window_opened is not None, timeout=WAIT_MS)
    again = dialog.window_opened
    qtbot.addWidget(again)
    assert again.controller.seat == 1
    assert again.controller.view(1) == controller.game.view(controller.state, 1)
