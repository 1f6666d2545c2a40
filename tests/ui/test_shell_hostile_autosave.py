"""Nothing in the autosave stops the app from starting; an unwritable data folder stops no game.

A broken autosave is moved aside (renamed beside itself, never deleted), Continue is not
offered, and the start page says why and where the file went. Opening a bad file shows a
message box and leaves the app as it was.
"""

from __future__ import annotations

import os
import time

import pytest

pytest.importorskip("pytestqt")

from tabletop import storage
from tabletop.engine.actions import Action
from tabletop.engine.atomic import STALE_SECONDS
from tabletop.engine.record import GameRecord
from tabletop.engine.save import new_saved
from tabletop.games import registry
from tabletop.ui.shell.app import run_smoke
from tabletop.ui.shell.game_setup import GameSetup
from tests.ui.shell_support import HOCKEY, make_window


def good_save_text(seed: int = 3) -> str:
    return GameRecord(registry().get(HOCKEY), seed).to_saved().to_text()


def hostile(kind: str) -> bytes:
    text = good_save_text()
    if kind == "date":
        text = text.replace("seed: 3", "seed: 2024-02-30")
    elif kind == "extra date key":
        text += "when: 2024-02-30\n"
    elif kind == "binary":
        text = text.replace("must_match: true", "must_match: !!binary aGVsbG8=")
    elif kind == "set":
        text = text.replace("options: {", "options: {tags: !!set {a, b}, ")
    elif kind == "integer key":
        text = text.replace("must_match: true", "1: true")
    elif kind == "huge integer":
        text = text.replace("seed: 3", "seed: " + "7" * 5000)
    elif kind == "deep nesting":
        text = text.replace("actions: []", "actions: " + "[" * 5000 + "]" * 5000)
    elif kind == "truncated":
        text = text[: len(text) // 2]
    elif kind == "not text":
        return b"\xff\xfe\x00\x01binary\x00"
    elif kind == "empty":
        return b""
    else:
        raise AssertionError(kind)
    return text.encode("utf-8")


HOSTILE = ["date", "binary", "set", "integer key", "huge integer", "deep nesting", "truncated", "not text",
           "empty"]


def poison(kind: str) -> bytes:
    path = storage.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    content = hostile(kind)
    path.write_bytes(content)
    return content


def moved_aside() -> list:
    """Broken files set aside: the data folder's single autosave, or a game in progress."""
    return sorted([*storage.data_dir().glob("autosave.broken-*.tabletop.yaml"),
                   *storage.in_progress_dir().glob("*.broken-*.tabletop.yaml")])


def assert_moved_aside(window, content: bytes) -> None:
    assert window.stack.currentWidget() is window.start_page
    assert not window.start_page.continue_button.isEnabled()
    assert not storage.autosave_path().exists()
    kept = moved_aside()
    assert len(kept) == 1 and kept[0].read_bytes() == content     # kept, byte for byte
    notice = window.start_page.notice
    assert notice.isVisible() and str(kept[0]) in notice.text and "could not be resumed" in notice.text


@pytest.mark.parametrize("kind", HOSTILE)
def test_a_broken_autosave_is_moved_aside_and_the_app_starts(qtbot, errors, kind):
    content = poison(kind)
    window = make_window(qtbot)
    assert_moved_aside(window, content)
    assert errors == []            # a notice, no box to click away at start
    # The app is usable: a new game starts and is autosaved among the games in progress.
    session = window.start_new(GameSetup(HOCKEY, ["human", "human"], ["Ana", "Ben"], 1, {}))
    assert session.controller.pending_seats() and session.controller.autosave_path.is_file()
    window.show_start_page()
    assert window.start_page.continue_button.isEnabled()


def test_the_start_page_shows_even_if_the_reader_fails_unexpectedly(qtbot, errors, monkeypatch):
    from tabletop.ui.shell import recovery

    def broken_reader(text, where="save file"):
        raise TypeError("'<' not supported between instances of 'str' and 'int'")

    monkeypatch.setattr(recovery, "parse_save", broken_reader)
    content = good_save_text().encode()
    poison_path = storage.autosave_path()
    poison_path.parent.mkdir(parents=True, exist_ok=True)
    poison_path.write_bytes(content)
    window = make_window(qtbot)
    assert_moved_aside(window, content)
    assert "TypeError" in window.start_page.notice.text


def test_an_unknown_key_holding_an_impossible_date_never_stops_the_start(qtbot, errors):
    """The file is otherwise whole: the reader may ignore the key (Continue offered) or refuse
    the file (moved aside); either way the start page shows and nothing is lost."""
    content = poison("extra date key")
    window = make_window(qtbot)
    assert window.stack.currentWidget() is window.start_page and errors == []
    if window.start_page.continue_button.isEnabled():
        assert window.unfinished.listing.newest.path.read_bytes() == content    # moved in, unchanged
        assert window.continue_autosave() and errors == []
    else:
        assert_moved_aside(window, content)


def test_a_second_broken_autosave_gets_its_own_name(qtbot, errors):
    first = poison("date")
    make_window(qtbot)
    second = poison("set")
    make_window(qtbot)
    kept = moved_aside()
    assert sorted(p.read_bytes() for p in kept) == sorted([first, second])


def test_the_dismiss_button_hides_the_notice(qtbot, errors):
    poison("date")
    window = make_window(qtbot)
    window.start_page.notice.dismiss_button.click()
    assert not window.start_page.notice.isVisible()


def illegal_save() -> str:
    """Parses and passes the checksum, but its first action is not allowed (fails on replay)."""
    game = registry().get(HOCKEY)
    return new_saved(game, 5, game.default_options(), ["Ana", "Ben"], [Action(1, "cut")]).to_text()


def test_continue_on_an_autosave_that_fails_to_replay_moves_it_aside_and_says_so(qtbot, errors):
    path = storage.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(illegal_save())
    window = make_window(qtbot)
    assert window.start_page.continue_button.isEnabled()    # it parses; the replay is on Continue
    window.start_page.continue_button.click()
    assert window.session is None and window.stack.currentWidget() is window.start_page
    assert len(errors) == 1 and errors[0][0] == "Cannot continue the game"
    kept = moved_aside()
    assert len(kept) == 1 and str(kept[0]) in errors[0][1] and "not allowed" in errors[0][1]
    assert not window.start_page.continue_button.isEnabled()
    assert str(kept[0]) in window.start_page.notice.text


def test_continue_survives_any_error_from_the_reader(qtbot, errors, monkeypatch):
    from tabletop.ui.shell import unfinished_keeper

    path = storage.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(good_save_text())
    window = make_window(qtbot)

    def broken_reader(path, registry):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(unfinished_keeper, "read_save", broken_reader)
    assert not window.continue_autosave()
    assert len(errors) == 1 and "nested too deeply" in errors[0][1]
    assert len(moved_aside()) == 1 and window.stack.currentWidget() is window.start_page


@pytest.mark.parametrize("kind", HOSTILE)
def test_opening_a_hostile_file_shows_a_message_and_leaves_the_game_open(qtbot, tmp_path, errors, kind):
    window = make_window(qtbot)
    session = window.start_new(GameSetup(HOCKEY, ["human", "human"], ["Ana", "Ben"], 1, {}))
    path = tmp_path / "bad.tabletop.yaml"
    path.write_bytes(hostile(kind))
    assert not window.open_path(path)
    assert len(errors) == 1 and errors[0][0] == "Cannot open the saved game" and errors[0][1]
    assert window.session is session and window.stack.currentWidget() is window.game_page
    assert path.read_bytes() == hostile(kind)     # a file the player opened is never moved


def test_smoke_passes_with_a_poisoned_autosave(qapp):
    content = poison("deep nesting")
    assert run_smoke() == 0
    assert [p.read_bytes() for p in moved_aside()] == [content]


def test_smoke_passes_when_the_reader_fails_unexpectedly(qapp, monkeypatch):
    from tabletop.ui.shell import recovery

    def broken_reader(text, where="save file"):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(recovery, "parse_save", broken_reader)
    poison("truncated")
    assert run_smoke() == 0


def test_stale_temporary_files_are_removed_at_start(qtbot):
    folder = storage.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stale = folder / ".autosave.tabletop.yaml.k3j4h5g6.tmp"
    busy = folder / ".autosave.tabletop.yaml.q1w2e3r4.tmp"    # another copy of the app, writing now
    for path in (stale, busy):
        path.write_text("half a game")
    then = time.time() - STALE_SECONDS - 5
    os.utime(stale, (then, then))
    make_window(qtbot)
    assert not stale.exists() and busy.exists()


# ----- an unwritable data folder --------------------------------------------------------------
@pytest.fixture
def unwritable_data(tmp_path, monkeypatch):
    """A data folder nothing can be written in (a file stands where the folder should be;
    that also holds for root, which ignores permission bits)."""
    blocker = tmp_path / "data-is-a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(blocker))
    return blocker


def assert_autosave_off(window) -> None:
    assert window.autosave_label.isVisible()
    notice = window.game_notice
    assert notice.isVisible() and "Autosave is off" in notice.text and "data-is-a-file" in notice.text
    assert "Autosave is off" in window.autosave_label.toolTip()


def test_a_new_game_starts_with_autosave_off_when_the_data_folder_is_unwritable(qtbot, errors,
                                                                              unwritable_data):
    window = make_window(qtbot)
    session = window.start_new(GameSetup(HOCKEY, ["human", "human"], ["Ana", "Ben"], 1, {}))
    assert window.session is session and window.stack.currentWidget() is window.game_page
    assert_autosave_off(window)
    assert "Autosave is off" in window.statusBar().currentMessage()
    assert errors == []            # told, not interrupted
    controller = session.controller
    seat = controller.pending_seats()[0]
    assert controller.submit(controller.legal_actions(seat)[0]).ok    # the game goes on
    assert len(session.record.actions) == 1 and errors == []
    # The next game starts with autosave on again if the folder is fine; here it is still off.
    window.show_start_page()
    assert not window.autosave_label.isVisible() and not window.game_notice.isVisible()


def test_autosave_failing_mid_game_turns_it_off_without_a_box(qtbot, errors, monkeypatch, tmp_path):
    window = make_window(qtbot)
    session = window.start_new(GameSetup(HOCKEY, ["human", "human"], ["Ana", "Ben"], 1, {}))
    assert not window.autosave_label.isVisible()
    blocker = tmp_path / "data-is-a-file"
    blocker.write_text("not a folder")
    session.controller.autosave_path = blocker / "autosave.tabletop.yaml"
    controller = session.controller
    for _ in range(3):
        seat = controller.pending_seats()[0]
        assert controller.submit(controller.legal_actions(seat)[0]).ok
    qtbot.waitUntil(window.autosave_label.isVisible, timeout=5000)
    assert_autosave_off(window)
    assert errors == [] and len(session.record.actions) == 3


def test_opening_a_game_with_an_unwritable_data_folder_still_opens_it(qtbot, errors, tmp_path,
                                                                    monkeypatch):
    path = tmp_path / "game.tabletop.yaml"
    path.write_text(good_save_text())
    blocker = tmp_path / "data-is-a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(blocker))
    window = make_window(qtbot)
    assert window.open_path(path)
    assert_autosave_off(window) and errors == []
