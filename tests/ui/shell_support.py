"""Shared helpers for the shell tests (not a test module itself)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from tabletop.engine.actions import Action
from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.shell.app import create_app
from tabletop.ui.shell.main_window import MainWindow
from tabletop.ui.shell.session import default_table_factory

HOCKEY = "hockey-card-game"


class SeatSpy:
    """Wraps the real table factory and records every ``set_seat`` the shell makes."""

    def __init__(self) -> None:
        self.calls: list[int | None] = []
        self.table = None

    def __call__(self, controller, parent):
        table = default_table_factory(controller, parent)
        real = table.set_seat

        def set_seat(seat):
            self.calls.append(seat)
            real(seat)

        table.set_seat = set_seat
        self.table = table
        return table


def make_window(qtbot, **kwargs) -> MainWindow:
    kwargs.setdefault("computer_delay_ms", 0)
    window = MainWindow(**kwargs)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    # Keys go to the focus widget, and only an active window has one: offscreen every shown
    # window is active, under Xvfb (CI) with no window manager it must be asked for.
    window.activateWindow()
    qtbot.waitActive(window)
    return window


def play_until_cards(controller) -> None:
    """Cut (again on a tie) and choose, until the first card may be played."""
    game = controller.game
    for _ in range(40):
        pending = game.pending(controller.state)
        if pending[0].kind == "play":
            return
        seat = pending[0].seat
        action = controller.legal_actions(seat)[0]
        assert controller.submit(action).ok
    raise AssertionError("the cut never finished")


def play_one_card(controller) -> Action:
    seat = controller.pending_seats()[0]
    action = controller.legal_actions(seat)[0]
    assert controller.submit(action).ok
    return action


#: The smallest window the app is laid out for.
SMALL = (1024, 640)


def start_small(qtbot, game_id: str, size=SMALL, seed: int = 2):
    """A hot-seat game of ``game_id`` in the real window at ``size``, seen from seat 0, with the
    app's own fonts and style sheet (sizes depend on them). Returns (window, session)."""
    create_app([])
    window = make_window(qtbot)
    window.resize(*size)
    record = GameRecord(registry().get(game_id), seed)
    session = window.start_session(record, ["human", "human"], autosave=False, fixed_seat=0)
    session.tray.animation_ms = 0
    settle(qtbot, window)
    return window, session


def settle(qtbot, window) -> None:
    """Let the window show and lay itself out."""
    qtbot.waitExposed(window)
    for _ in range(3):
        QApplication.processEvents()


def show_seat(qtbot, window, session, seat: int) -> None:
    """Hand the hot-seat window to ``seat``, as the director does between turns, and settle."""
    session.director.seat_changed.emit(seat)
    session.table.set_seat(seat)
    settle(qtbot, window)


def hidden_choices(table) -> list[str]:
    """The labels of the prompt's buttons that are not wholly in view."""
    panel = table.prompt
    viewport = panel.scroll.viewport()
    seen = QRect(viewport.mapTo(table, viewport.rect().topLeft()), viewport.size()).intersected(table.rect())
    cut = []
    for button in panel.buttons:
        rect = QRect(button.mapTo(table, button.rect().topLeft()), button.size())
        if not button.isVisible() or not seen.contains(rect):
            cut.append(" ".join(button.text().split()))
    return cut
