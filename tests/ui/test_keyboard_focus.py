"""The keyboard stays with the table: after the hand-over curtain lifts, after a choice button is
clicked and after a new game starts, the focus widget is the table, so its keys (1-9 for the
choices, the arrows and Enter for the hand) work without a click on the table first."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from tabletop.ui.shell.game_setup import GameSetup
from tests.ui.shell_support import HOCKEY, make_window

SHOWDOWN = "intergalactic-hockey"
FOOTBALL = "breakaway-football"
CCG = "breakaway-ccg"


def start(window, game: str, seats=("human", "human"), seed: int = 7):
    return window.start_new(GameSetup(game, list(seats), ["Ana", "Ben"], seed, {}))


def focused(session):
    """The window's focus widget: the one keys go to whenever the window is active."""
    return session.table.window().focusWidget()


def focus_is_table(session) -> bool:
    return focused(session) is session.table


@pytest.mark.parametrize("game", [SHOWDOWN, FOOTBALL, CCG])
def test_the_table_has_the_keyboard_when_the_curtain_lifts_on_a_click(qtbot, game):
    window = make_window(qtbot)
    session = start(window, game)
    assert window.curtain.isVisible()
    qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    assert not window.curtain.isVisible()
    assert focus_is_table(session), focused(session)


def test_the_table_has_the_keyboard_when_the_curtain_lifts_on_a_key_and_1_presses_a_choice(qtbot):
    window = make_window(qtbot)
    session = start(window, FOOTBALL)
    qtbot.keyClick(window.curtain, Qt.Key.Key_Space)
    assert focus_is_table(session), focused(session)
    panel = session.table.prompt
    assert panel.labels()[:2] == ["Call heads", "Call tails"]
    steps = len(session.record.steps)
    qtbot.keyClick(focused(session), Qt.Key.Key_1)   # the key goes where the keyboard is
    assert len(session.record.steps) == steps + 1


@pytest.mark.parametrize("game", [HOCKEY, CCG])
def test_the_table_keeps_the_keyboard_after_a_choice_button(qtbot, game):
    """Hockey's cut takes the panel away after the click; CCG's bench choice keeps it."""
    window = make_window(qtbot)
    window.set_curtain_enabled(False)
    session = start(window, game)
    panel = session.table.prompt
    assert panel.buttons
    steps = len(session.record.steps)
    qtbot.mouseClick(panel.buttons[0], Qt.MouseButton.LeftButton)
    assert len(session.record.steps) > steps
    assert focus_is_table(session), focused(session)


def test_a_new_game_gives_its_table_the_keyboard(qtbot):
    window = make_window(qtbot)
    first = start(window, HOCKEY, ("human", "computer"))
    first.table.setFocus(Qt.FocusReason.MouseFocusReason)
    assert focus_is_table(first)
    second = start(window, FOOTBALL, ("human", "computer"))
    assert focus_is_table(second), focused(second)


def test_a_new_game_takes_the_keyboard_from_the_log(qtbot):
    window = make_window(qtbot)
    start(window, HOCKEY, ("human", "computer"))
    window.log_panel.setFocus(Qt.FocusReason.MouseFocusReason)
    session = start(window, HOCKEY, ("human", "computer"), seed=8)
    assert focus_is_table(session), focused(session)
