"""Undo between two people at one screen: a player takes back their own moves since the last
hand-over alone; a move the other player has seen needs that player's agreement, asked by name
on the curtain, and the next recap says what was (or was not) taken back. Where undo is not
possible, Ctrl+Z says why on the status bar."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from tabletop.ui.shell.game_setup import GameSetup
from tests.ui.shell_support import HOCKEY, SeatSpy, make_window, play_one_card, play_until_cards

CTRL = Qt.KeyboardModifier.ControlModifier


def active_window(qtbot, **kwargs):
    window = make_window(qtbot, **kwargs)
    with qtbot.waitActive(window):      # shortcuts such as Ctrl+Z reach only the active window
        window.activateWindow()
    return window


def lift(qtbot, window) -> None:
    assert window.curtain.isVisible()
    qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    assert not window.curtain.isVisible()


def ctrl_z(qtbot, window) -> None:
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Z, CTRL)


def public_line(session, index: int) -> str:
    humans = (0, 1)
    return "; ".join(e.text for e in session.record.steps[index].events if all(e.visible_to(h) for h in humans))


def after_a_hand_over(qtbot):
    """Hockey Card Game, Ana and Ben at one screen: the first player plays a card, the screen
    passes, the other answers with a card, and the screen passes back to the first player."""
    spy = SeatSpy()
    window = active_window(qtbot, table_factory=spy)
    session = window.start_new(GameSetup(HOCKEY, ["human", "human"], ["Ana", "Ben"], 7, {}))
    controller = session.controller
    play_until_cards(controller)
    lift(qtbot, window)
    first = controller.pending_seats()[0]
    play_one_card(controller)
    lift(qtbot, window)
    assert controller.pending_seats() == [1 - first]
    play_one_card(controller)
    lift(qtbot, window)
    assert spy.calls[-1] == first and controller.pending_seats() == [first]
    assert controller.undo_blocked() is None     # a plain play: undo is possible
    return window, session, spy, first


def test_undo_of_the_other_players_move_asks_them_and_the_recap_reports_it(qtbot):
    window, session, spy, first = after_a_hand_over(qtbot)
    names = session.record.names
    asker, asked = names[first], names[1 - first]
    steps = len(session.record.steps)
    line = public_line(session, -1)
    assert line.startswith(f"{asked} plays")

    ctrl_z(qtbot, window)
    curtain = window.curtain
    # Nothing is taken back yet: the screen passes to the other player, who is asked by name.
    assert len(session.record.steps) == steps
    assert curtain.isVisible() and curtain.asking
    assert spy.calls[-1] is None                  # the asker's hand is covered
    assert curtain.title.text() == f"Pass to {asked}"
    assert asker in curtain.hint.text() and f"{asked}, do you agree?" in curtain.hint.text()
    assert curtain.agree_button.isVisible() and curtain.refuse_button.isVisible()
    assert f"• {line}" in curtain.summary.text()
    assert window.statusBar().currentMessage() == (
        f"Taking back a move {asked} has seen needs {asked}'s agreement: the curtain asks {asked}.")
    # A click beside the answers or another key does not lower the curtain.
    qtbot.mouseClick(curtain, Qt.MouseButton.LeftButton, pos=curtain.rect().topLeft() + curtain.rect().center() / 4)
    qtbot.keyClick(curtain, Qt.Key.Key_Space)
    assert curtain.isVisible() and curtain.asking and len(session.record.steps) == steps

    qtbot.mouseClick(curtain.agree_button, Qt.MouseButton.LeftButton)
    assert len(session.record.steps) == steps - 1
    note = f"• Taken back, as {asker} asked and {asked} agreed: {line}"
    # The screen is with the player whose move it was, and their curtain says what was taken back.
    assert curtain.isVisible() and not curtain.asking
    assert curtain.title.text() == f"Only {asked} should look now"
    assert note in curtain.summary.text()
    assert window.statusBar().currentMessage() == f"{asked} agreed: taken back."
    lift(qtbot, window)
    assert spy.calls[-1] == 1 - first

    play_one_card(session.controller)
    # The asker's next curtain: since they last looked, the move was taken back and another made.
    assert curtain.title.text() == f"Pass to {asker}"
    assert curtain.summary_heading.text() == f"Since {asker} last looked:"
    recap = curtain.summary.text().split("\n")
    assert recap[0] == note
    assert f"• {public_line(session, -1)}" in recap[1:]
    lift(qtbot, window)
    assert spy.calls[-1] == first


def test_refusing_leaves_the_game_as_it_was(qtbot):
    window, session, spy, first = after_a_hand_over(qtbot)
    names = session.record.names
    asker, asked = names[first], names[1 - first]
    record = session.record
    actions, state = list(record.actions), record.state
    line = public_line(session, -1)

    ctrl_z(qtbot, window)
    assert record.actions == actions       # nothing yet: the curtain asks the other player
    assert window.curtain.asking
    qtbot.keyClick(window.curtain, Qt.Key.Key_N)
    assert record.actions == actions and record.state is state
    assert not record.can_redo()
    assert window.statusBar().currentMessage() == f"{asked} did not agree: nothing was taken back."
    # The screen goes back to the asker, whose curtain says the answer.
    curtain = window.curtain
    assert curtain.isVisible() and not curtain.asking
    assert curtain.title.text() == f"Pass to {asker}"
    refused = f"• {asked} did not agree to take back: {line.rstrip('.')}. Nothing was taken back."
    assert refused in curtain.summary.text()
    lift(qtbot, window)
    assert spy.calls[-1] == first
    assert session.controller.pending_seats() == [first]


def test_your_own_move_since_the_hand_over_is_taken_back_without_asking(qtbot):
    window, session, _spy, first = after_a_hand_over(qtbot)
    steps = len(session.record.steps)
    play_one_card(session.controller)        # the first player's own move; the curtain waits for the other
    assert window.curtain.isVisible()
    ctrl_z(qtbot, window)
    assert len(session.record.steps) == steps
    assert not window.curtain.asking
    assert window.curtain.title.text() == f"Only {session.record.names[first]} should look now"


@pytest.mark.parametrize("game", ["intergalactic-hockey", "breakaway-ccg"])
def test_ctrl_z_says_why_undo_is_not_possible_on_the_status_bar(qtbot, game):
    window = active_window(qtbot)
    window.set_curtain_enabled(False)
    session = window.start_new(GameSetup(game, ["human", "human"], ["Ana", "Ben"], 7, {}))
    controller = session.controller
    ctrl_z(qtbot, window)
    assert window.statusBar().currentMessage() == "Nothing to undo yet."
    for _ in range(40):
        seat = controller.pending_seats()[0]
        assert controller.submit(controller.legal_actions(seat)[0]).ok
        if controller.undo_blocked():
            break
    reason = controller.undo_blocked()
    assert reason == "The last action revealed cards or used chance, so it cannot be taken back."
    assert not window.undo_action.isEnabled()      # the Edit menu says it as well
    window.statusBar().clearMessage()
    steps = len(session.record.steps)
    ctrl_z(qtbot, window)
    assert window.statusBar().currentMessage() == reason
    assert len(session.record.steps) == steps
