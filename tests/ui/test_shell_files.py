"""Saving, opening, bad files and resuming the autosave through the window."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tabletop import storage
from tabletop.engine.digest import state_digest
from tabletop.ui.shell.game_setup import GameSetup
from tests.ui.shell_support import HOCKEY, make_window, play_one_card, play_until_cards


def started(qtbot, seats=("human", "human")):
    window = make_window(qtbot)
    window.set_curtain_enabled(False)
    session = window.start_new(GameSetup(HOCKEY, list(seats), ["Ana", "Ben"], 11, {}))
    play_until_cards(session.controller)
    for _ in range(3):
        play_one_card(session.controller)
    return window, session


def test_save_then_open_gives_the_same_state(qtbot, tmp_path, errors):
    window, session = started(qtbot)
    before = state_digest(session.controller.state)
    path = tmp_path / "game.tabletop.yaml"
    assert window.save_to(path)
    window.show_start_page()
    assert window.session is None
    assert window.open_path(path)
    assert state_digest(window.session.controller.state) == before
    assert window.session.save_path == path
    assert errors == []


@pytest.mark.parametrize("content, words", [
    (b"format: tabletop-save\nformat_version: 1\ngame: hockey-card-game\nseed: 3\n", "truncated"),
    (b"\xff\xfe\x00binary", "not text"),
    (b"a: [1, 2\n", "not a readable save file"),
    (b"format: something-else\n", "not a Tabletop save file"),
    (b"format: tabletop-save\nformat_version: 99\n", "newer Tabletop"),
])
def test_a_bad_file_shows_the_reason_and_the_app_keeps_running(qtbot, tmp_path, errors, content, words):
    window = make_window(qtbot)
    path = tmp_path / "bad.tabletop.yaml"
    path.write_bytes(content)
    assert not window.open_path(path)
    assert len(errors) == 1
    title, text = errors[0]
    assert "Cannot open" in title and words in text
    assert window.session is None and window.stack.currentWidget() is window.start_page
    # Still usable: a game starts normally afterwards.
    session = window.start_new(GameSetup(HOCKEY, ["human", "computer"], ["Ana", "Computer"], 1, {}))
    assert session.controller.pending_seats() == [0]


def test_a_tampered_action_list_is_refused(qtbot, tmp_path, errors):
    window, _session = started(qtbot)
    path = tmp_path / "game.tabletop.yaml"
    window.save_to(path)
    path.write_text(path.read_text().replace("seed: 11", "seed: 12"))
    window.show_start_page()
    assert not window.open_path(path)
    assert "checksum" in errors[0][1]


def test_a_game_from_another_program_version_is_refused(qtbot, tmp_path, errors):
    window, _session = started(qtbot)
    path = tmp_path / "game.tabletop.yaml"
    window.save_to(path)
    path.write_text(path.read_text().replace("game: hockey-card-game", "game: chess"))
    assert not window.open_path(path)
    assert errors  # the checksum or the unknown game: either way a sentence, no crash
    assert window.session is not None  # the game that was open stays open


def test_continue_resumes_the_autosave(qtbot, errors):
    window, session = started(qtbot, seats=("human", "computer"))
    qtbot.waitUntil(lambda: session.controller.pending_seats() == [0] or session.controller.game.is_over(
        session.controller.state), timeout=5000)
    before = state_digest(session.controller.state)
    kept = session.controller.autosave_path
    assert kept.is_file() and kept.parent == storage.in_progress_dir()
    window.show_start_page()
    assert window.start_page.continue_button.isEnabled()
    assert window.start_page.continue_button.toolTip().startswith("Resume Hockey Card Game: Ana vs Ben")
    window.start_page.continue_button.click()
    assert window.session is not None
    assert state_digest(window.session.controller.state) == before
    assert window.session.controller.seats == ["human", "computer"]
    assert errors == []


def test_a_new_game_is_autosaved_at_once(qtbot):
    window = make_window(qtbot)
    window.start_new(GameSetup(HOCKEY, ["human", "computer"], ["Ana", "Computer"], 2, {}))
    window.show_start_page()
    assert window.start_page.continue_button.isEnabled()


def test_a_corrupt_autosave_is_reported_not_fatal(qtbot, errors):
    path = storage.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("format: tabletop-save\nformat_version: 1\n")
    window = make_window(qtbot)
    # Moved aside at start (kept, never deleted), and the start page says why and where.
    assert not window.start_page.continue_button.isEnabled() and not path.exists()
    assert "truncated" in window.start_page.notice.text and "autosave.broken-" in window.start_page.notice.text
    assert errors == []
    assert window.stack.currentWidget() is window.start_page


def test_returning_to_the_start_page_stops_a_pending_computer_move(qtbot):
    window = make_window(qtbot, computer_delay_ms=30)
    session = window.start_new(GameSetup(HOCKEY, ["computer", "human"], ["Computer", "Ben"], 3, {}))
    kept = session.controller.autosave_path
    saved = kept.read_text()
    window.show_start_page()
    qtbot.wait(150)
    assert kept.read_text() == saved  # no move landed after the game was closed


def test_file_menu_save_as_and_open_use_the_chosen_paths(qtbot, tmp_path, monkeypatch, errors):
    from PySide6.QtWidgets import QFileDialog

    window, session = started(qtbot)
    before = state_digest(session.controller.state)
    path = tmp_path / "menu.tabletop.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.save_action.trigger()  # no path yet: Save asks where, like Save as
    assert path.is_file() and session.save_path == path
    window.start_action.trigger()
    assert window.session is None and not window.save_action.isEnabled()
    window.open_action.trigger()
    assert state_digest(window.session.controller.state) == before
    assert errors == []


def test_saving_to_an_unwritable_place_is_reported(qtbot, tmp_path, errors):
    window, session = started(qtbot)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert not window.save_to(blocker / "inside.tabletop.yaml")
    assert errors and errors[0][0] == "Cannot save the game"
    assert window.session is session
