"""A 1024x640 window: the table gets the room, the docks keep out of its way, the tray only
shows when the game has chance to show, and nothing in the tray is cut."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tests.ui.shell_support import SMALL, settle, start_small


@pytest.mark.parametrize("game_id", [g.id for g in registry()])
def test_the_log_leaves_the_table_most_of_a_small_window(qtbot, game_id):
    window, session = start_small(qtbot, game_id)
    assert window.log_dock.isVisible()
    assert window.log_dock.height() <= round(0.2 * window.height())
    assert session.table.height() >= 0.7 * window.height()


def test_breakaway_ccg_shows_no_empty_chance_tray(qtbot):
    window, session = start_small(qtbot, "breakaway-ccg")
    assert not session.tray.has_chance()
    assert not window.tray_dock.isVisible()
    assert window.dock_fit.wanted(window.tray_dock)  # hidden for now, not turned off


def test_the_tray_comes_back_for_a_game_with_chance(qtbot):
    window, _session = start_small(qtbot, "breakaway-ccg")
    assert not window.tray_dock.isVisible()
    window.show_start_page()
    record = GameRecord(registry().get("hockey-card-game"), 2)
    session = window.start_session(record, ["human", "human"], autosave=False, fixed_seat=0)
    session.tray.animation_ms = 0
    settle(qtbot, window)
    assert not window.tray_dock.isVisible()  # no cut yet
    controller = session.controller
    controller.submit(controller.legal_actions(controller.pending_seats()[0])[0])
    settle(qtbot, window)
    assert window.tray_dock.isVisible()


def test_a_tray_the_player_closed_stays_closed(qtbot):
    window, session = start_small(qtbot, "hockey-card-game")
    controller = session.controller
    controller.submit(controller.legal_actions(controller.pending_seats()[0])[0])
    settle(qtbot, window)
    assert window.tray_dock.isVisible()
    window.tray_dock.toggleViewAction().trigger()  # View > Chance tray, off
    assert not window.tray_dock.isVisible()
    window.show_start_page()
    record = GameRecord(registry().get("hockey-card-game"), 3)
    session = window.start_session(record, ["human", "human"], autosave=False, fixed_seat=0)
    controller = session.controller
    controller.submit(controller.legal_actions(controller.pending_seats()[0])[0])
    settle(qtbot, window)
    assert not window.tray_dock.isVisible()


@pytest.mark.parametrize("size", [SMALL, (1280, 800), (1920, 1080)])
def test_the_coin_toss_caption_is_whole_in_the_window(qtbot, size):
    window, session = start_small(qtbot, "breakaway-football", size)
    controller = session.controller
    controller.submit(controller.legal_actions(controller.pending_seats()[0])[0])  # the toss
    settle(qtbot, window)
    tray, face = session.tray, session.tray.face
    assert window.tray_dock.isVisible()
    assert "coin" in face.caption
    box = face.caption_rect()
    assert box.bottom() <= face.height() and box.top() >= face.picture_height
    assert face.geometry().bottom() <= tray.height()
    assert face.width() >= 150  # the tray is not squeezed to a sliver beside the table


def _prompt_fits(panel) -> list[str]:
    """What of a shown prompt panel is cut: its words, or the first row of its buttons."""
    cut = []
    for label in (panel.title, panel.hint):
        if label.isVisible() and label.text() and label.heightForWidth(label.width()) > label.height():
            cut.append(f"{label.text()!r} needs {label.heightForWidth(label.width())} px, has {label.height()}")
    inside = panel.rect()
    for button in panel.buttons[:1]:
        top_left = button.mapTo(panel, button.rect().topLeft())
        if not inside.contains(top_left) or top_left.y() + button.height() > inside.bottom() + 1:
            cut.append(f"button {button.text()!r} runs out of the panel")
        if button.sizeHint().height() > button.height():
            cut.append(f"button {button.text()!r} is squeezed to {button.height()} px")
    return cut


@pytest.mark.parametrize("size", [SMALL, (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", [g.id for g in registry()])
def test_every_prompt_is_whole_in_a_small_window(qtbot, game_id, size):
    """Every question the table asks over a game's first moves can be read and answered whole."""
    window, session = start_small(qtbot, game_id, size)
    controller, table = session.controller, session.table
    panel = table.prompt
    problems: dict[str, list[str]] = {}
    for _ in range(25):
        if controller.game.is_over(controller.state):
            break
        seat = controller.pending_seats()[0]
        session.director.seat_changed.emit(seat)
        table.set_seat(seat)
        settle(qtbot, window)
        if panel.isVisible():
            cut = _prompt_fits(panel)
            if cut:
                problems[panel.title.text()] = cut
        controller.submit(controller.legal_actions(seat)[0])
    assert not problems, problems
