"""No unfinished game is lost: leaving one asks first, and every one is listed on the start page.

New game (Ctrl+N), File › Open (Ctrl+O) and the deck builder's "Play with this deck" ask before
an unfinished game is replaced (Save, Don't save, Cancel), driven here through the real keys,
button and message box. Every unfinished game keeps its own autosave file and its own row
under "Games in progress" (newest first, game, players, moves, date, Continue, Delete…) until
it ends or the player deletes it; a broken file is moved aside without hiding the others.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QFileDialog, QMessageBox

from tabletop import storage
from tabletop.decks import read_deck, write_deck
from tabletop.engine.digest import state_digest
from tabletop.engine.record import GameRecord
from tabletop.engine.save import read_save, save_game
from tabletop.games import registry
from tabletop.paths import card_data_dir
from tabletop.ui.shell import unfinished_games
from tabletop.ui.shell.game_setup import GameSetup
from tabletop.ui.shell.new_game_dialog import NewGameDialog
from tabletop.ui.shell.screenshot import play_random
from tests.ui.shell_support import HOCKEY, make_window, play_one_card, play_until_cards

CCG = "breakaway-ccg"
HAWKS = read_deck(card_data_dir() / "breakaway_ccg" / "decks" / "harbour-hawks.yaml")
CTRL = Qt.KeyboardModifier.ControlModifier


# ----- helpers ---------------------------------------------------------------------------------
@dataclass
class Seen:
    kind: str
    text: str = ""
    informative: str = ""
    buttons: dict[str, str] = field(default_factory=dict)    #: standard button name -> its text
    default: str = ""

    @classmethod
    def of(cls, widget) -> Seen:
        if not isinstance(widget, QMessageBox):
            return cls(type(widget).__name__)
        named = {b.objectName() or widget.standardButton(b).name: b.text() for b in widget.buttons()}
        default = widget.defaultButton()
        return cls("QMessageBox", widget.text(), widget.informativeText(), named,
                   default.text() if default is not None else "")


class ModalDriver:
    """Answers the modal windows that open, in the order expected, from the event loop.

    Each step is (which, answer): ``which(widget)`` says whether the open modal window is the
    one expected next, ``answer(widget)`` acts on it. Any other modal window is noted in
    ``unexpected`` and closed, so code that does not ask (or asks too much) fails the test
    instead of waiting forever for a click."""

    def __init__(self, *steps):
        self.steps = list(steps)
        #: What each answered window showed: its class, and for a message box its words and buttons.
        self.seen: list[Seen] = []
        self.unexpected: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(15)
        self.timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        modal = QApplication.activeModalWidget()
        if modal is None or not modal.isVisible():
            return
        if self.steps and self.steps[0][0](modal):
            _which, answer = self.steps.pop(0)
            self.seen.append(Seen.of(modal))
            answer(modal)
        elif isinstance(modal, QDialog):
            self.unexpected.append(f"{type(modal).__name__} {modal.objectName()}")
            modal.reject()

    def run(self, qtbot, act) -> ModalDriver:
        self.timer.start()
        try:
            act()
            qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=5000)
        finally:
            self.timer.stop()
        return self


def is_question(widget) -> bool:
    return isinstance(widget, QMessageBox) and widget.objectName() == "leaveGameQuestion"


def is_new_game_dialog(widget) -> bool:
    return isinstance(widget, NewGameDialog)


def click(button: QMessageBox.StandardButton):
    def answer(box: QMessageBox) -> None:
        box.button(button).click()
    return answer


def start_it(dialog: NewGameDialog) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def active_window(qtbot):
    window = make_window(qtbot)
    window.activateWindow()             # shortcuts such as Ctrl+N reach only the active window
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    return window


def press(qtbot, window, key: Qt.Key):
    """Ctrl+``key`` as the player types it, to whatever has the keyboard focus (the window is
    made active again first: a closed message box may leave no window active offscreen)."""
    def act() -> None:
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=2000)
        qtbot.keyClick(window.focusWidget() or window, key, CTRL)
    return act


def hockey_in_progress(qtbot, names=("Ana", "Ben"), seed: int = 11, moves: int = 3):
    """A window with a hot-seat hockey game a few cards in, autosaved among the games in progress."""
    window = active_window(qtbot)
    window.set_curtain_enabled(False)
    session = window.start_new(GameSetup(HOCKEY, ["human", "human"], list(names), seed, {}))
    play_until_cards(session.controller)
    for _ in range(moves):
        play_one_card(session.controller)
    session.controller.flush_autosave()
    return window, session


def in_progress_file(game_id: str, names: list[str], seed: int, when: float | None = None) -> Path:
    """A new game in progress written the way the app writes one (``when``: last played)."""
    path = unfinished_games.new_path(game_id, when=when)
    save_game(path, GameRecord(registry().get(game_id), seed, names=names).to_saved())
    if when is not None:
        os.utime(path, (when, when))
    return path


def rows(window) -> list[tuple[str, str]]:
    """The start page's games in progress as (game, detail), top to bottom."""
    panel = window.start_page.in_progress
    return [(row.title.text(), row.detail.text()) for row in panel.rows] if panel.isVisible() else []


def row_for(window, path: Path):
    matches = [row for row in window.start_page.in_progress.rows if Path(row.entry.path) == path]
    assert len(matches) == 1, rows(window)
    return matches[0]


# ----- the question before an unfinished game is replaced --------------------------------------
def ctrl_n(qtbot, window):
    return press(qtbot, window, Qt.Key.Key_N)


ANSWERS = ["save", "discard", "cancel"]


@pytest.mark.parametrize("answer", ANSWERS)
def test_ctrl_n_on_an_unfinished_game_asks_save_discard_or_cancel(qtbot, errors, monkeypatch, tmp_path, answer):
    window, session = hockey_in_progress(qtbot)
    before = state_digest(session.controller.state)
    kept = session.controller.autosave_path
    target = tmp_path / "kept.tabletop.yaml"
    asked_where: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: asked_where.append("save") or (str(target), ""))
    button = {"save": QMessageBox.StandardButton.Save, "discard": QMessageBox.StandardButton.Discard,
              "cancel": QMessageBox.StandardButton.Cancel}[answer]
    steps = [(is_question, click(button))]
    if answer != "cancel":
        steps.append((is_new_game_dialog, start_it))
    driver = ModalDriver(*steps).run(qtbot, ctrl_n(qtbot, window))

    assert driver.unexpected == [] and driver.steps == [], "the question did not come, or not first"
    question = driver.seen[0]
    assert "Hockey Card Game" in question.text and "Ana vs Ben" in question.text
    assert "Games in progress" in question.informative
    assert question.buttons == {"Save": "Save as…", "Discard": "Don't save", "Cancel": "Cancel"}
    if answer == "cancel":
        assert window.session is session and state_digest(session.controller.state) == before
        assert asked_where == [] and not target.exists()
        return
    assert window.session is not session                        # the new game replaced it
    if answer == "save":
        assert asked_where == ["save"]
        _game, _saved, state = read_save(target, registry())    # written whole, through the save code
        assert state_digest(state) == before
    else:
        assert asked_where == [] and not target.exists()
    # Either way the old game is still kept, and listed beside the new one.
    assert kept.is_file() and state_digest(read_save(kept, registry())[2]) == before
    window.show_start_page()
    assert len(rows(window)) == 2 and row_for(window, kept)
    assert errors == []


def test_save_writes_to_the_games_own_file_and_a_cancelled_save_as_changes_nothing(qtbot, errors, monkeypatch,
                                                                                  tmp_path):
    window, session = hockey_in_progress(qtbot)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))     # the player cancels
    driver = ModalDriver((is_question, click(QMessageBox.StandardButton.Save))).run(qtbot, ctrl_n(qtbot, window))
    assert driver.seen and driver.unexpected == []
    assert window.session is session                     # no file chosen: nothing was left

    own = tmp_path / "mine.tabletop.yaml"
    assert window.save_to(own)
    play_one_card(session.controller)
    before = state_digest(session.controller.state)
    driver = ModalDriver((is_question, click(QMessageBox.StandardButton.Save)),
                         (is_new_game_dialog, lambda dialog: dialog.reject())).run(qtbot, ctrl_n(qtbot, window))
    assert driver.unexpected == [] and driver.steps == []
    assert driver.seen[0].buttons["Save"] == "Save"
    assert state_digest(read_save(own, registry())[2]) == before
    assert window.session is session                     # the set-up was cancelled: the game goes on
    assert errors == []


@pytest.mark.parametrize("answer", ANSWERS)
def test_open_on_an_unfinished_game_asks_first(qtbot, errors, monkeypatch, tmp_path, answer):
    window, session = hockey_in_progress(qtbot)
    before = state_digest(session.controller.state)
    other = tmp_path / "other.tabletop.yaml"
    save_game(other, GameRecord(registry().get(HOCKEY), 99, names=["Cy", "Di"]).to_saved())
    target = tmp_path / "kept.tabletop.yaml"
    chooser: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: chooser.append("open") or (str(other), ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: chooser.append("save") or (str(target), ""))
    button = {"save": QMessageBox.StandardButton.Save, "discard": QMessageBox.StandardButton.Discard,
              "cancel": QMessageBox.StandardButton.Cancel}[answer]
    driver = ModalDriver((is_question, click(button))).run(
        qtbot, press(qtbot, window, Qt.Key.Key_O))

    assert driver.unexpected == [] and len(driver.seen) == 1
    if answer == "cancel":
        assert chooser == [] and window.session is session
        assert state_digest(session.controller.state) == before
        return
    assert chooser == (["save", "open"] if answer == "save" else ["open"])
    assert window.session.record.names == ["Cy", "Di"]
    if answer == "save":
        assert state_digest(read_save(target, registry())[2]) == before
    window.show_start_page()
    assert [game for game, _detail in rows(window)] == ["Hockey Card Game", "Hockey Card Game"]
    assert errors == []


@pytest.mark.parametrize("answer", ANSWERS)
def test_play_with_this_deck_on_an_unfinished_game_asks_first(qtbot, errors, monkeypatch, tmp_path, answer):
    window, session = hockey_in_progress(qtbot)
    before = state_digest(session.controller.state)
    deck_path = tmp_path / "hawks.yaml"
    write_deck(deck_path, HAWKS)
    builder = window.show_deck_builder()
    qtbot.addWidget(builder)
    assert builder.open_path(deck_path) and not builder.document.dirty
    target = tmp_path / "kept.tabletop.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    button = {"save": QMessageBox.StandardButton.Save, "discard": QMessageBox.StandardButton.Discard,
              "cancel": QMessageBox.StandardButton.Cancel}[answer]
    steps = [(is_question, click(button))]
    if answer != "cancel":
        steps.append((is_new_game_dialog, start_it))
    driver = ModalDriver(*steps).run(
        qtbot, lambda: qtbot.mouseClick(builder.play_button, Qt.MouseButton.LeftButton))

    assert driver.unexpected == [] and driver.steps == []
    if answer == "cancel":
        assert window.session is session and state_digest(session.controller.state) == before
        assert not target.exists()
    else:
        assert window.session.game.id == CCG and window.session.record.decks[0] == HAWKS
        assert target.exists() == (answer == "save")
        window.show_start_page()
        assert sorted(game for game, _detail in rows(window)) == ["Breakaway: CCG", "Hockey Card Game"]
    builder.close()
    assert errors == []


def test_a_finished_game_asks_nothing(qtbot, errors):
    window = active_window(qtbot)
    record = play_random(registry().get(HOCKEY), 5, 100_000)
    window.start_session(record, ["human", "human"], autosave=False, fixed_seat=0)
    driver = ModalDriver((is_new_game_dialog, lambda dialog: dialog.reject())).run(qtbot, ctrl_n(qtbot, window))
    assert driver.unexpected == [] and driver.steps == []


# ----- the games in progress on the start page -------------------------------------------------
def test_two_unfinished_games_are_both_listed_and_each_continues_to_its_own_position(qtbot, errors):
    window, first = hockey_in_progress(qtbot, ("Ana", "Ben"), seed=11, moves=3)
    first_path, first_digest = first.controller.autosave_path, state_digest(first.controller.state)
    second = window.start_new(GameSetup(HOCKEY, ["human", "human"], ["Cy", "Di"], 12, {}))
    play_until_cards(second.controller)
    play_one_card(second.controller)
    second.controller.flush_autosave()
    second_path, second_digest = second.controller.autosave_path, state_digest(second.controller.state)
    assert first_path != second_path and first_digest != second_digest

    window.show_start_page()
    listed = rows(window)
    assert [game for game, _ in listed] == ["Hockey Card Game", "Hockey Card Game"]
    assert listed[0][1].startswith("Cy vs Di · ") and listed[1][1].startswith("Ana vs Ben · ")   # newest first
    assert all("today, " in detail and " moves" in detail for _game, detail in listed)

    qtbot.mouseClick(row_for(window, first_path).continue_button, Qt.MouseButton.LeftButton)
    assert window.session.record.names == ["Ana", "Ben"]
    assert state_digest(window.session.controller.state) == first_digest
    assert window.session.controller.autosave_path == first_path      # kept in its own file
    time.sleep(0.01)                                                   # a later modification time
    play_one_card(window.session.controller)
    window.show_start_page()
    assert [detail.split(" · ")[0] for _game, detail in rows(window)] == ["Ana vs Ben", "Cy vs Di"]

    qtbot.mouseClick(row_for(window, second_path).continue_button, Qt.MouseButton.LeftButton)
    assert state_digest(window.session.controller.state) == second_digest
    window.show_start_page()
    assert sorted(unfinished_games.folder().iterdir()) == sorted([first_path, second_path])
    assert errors == []


def test_a_finished_game_leaves_the_list(qtbot, errors):
    game = registry().get(HOCKEY)
    full = play_random(game, 5, 100_000)
    assert game.is_over(full.state)
    record = GameRecord(game, 5, names=full.names)
    for action in full.actions[:-1]:
        assert record.submit(action)[0].ok
    window = make_window(qtbot)
    window.set_curtain_enabled(False)
    session = window.start_session(record, ["human", "human"])
    assert session.controller.autosave()
    path = session.controller.autosave_path
    assert [g.path for g in unfinished_games.read_listing().games] == [path]

    assert session.controller.submit(full.actions[-1]).ok           # the last move ends it
    assert game.is_over(session.controller.state)
    session.controller.flush_autosave()
    assert not path.exists()
    window.show_start_page()
    assert rows(window) == [] and not window.start_page.in_progress.isVisible()
    assert not window.start_page.continue_button.isEnabled()


def test_a_broken_file_neither_stops_the_start_nor_hides_the_others(qtbot, errors):
    now = time.time()
    older = in_progress_file(HOCKEY, ["Ana", "Ben"], 3, when=now - 7200)
    newer = in_progress_file("breakaway-football", ["Cy", "Di"], 4, when=now - 60)
    broken = unfinished_games.new_path(HOCKEY, when=now)
    broken.write_text(older.read_text()[: len(older.read_text()) // 2])       # cut off mid-write
    os.utime(broken, (now, now))

    window = make_window(qtbot)
    assert window.stack.currentWidget() is window.start_page and errors == []
    assert [row.entry.path for row in window.start_page.in_progress.rows] == [str(newer), str(older)]
    aside = sorted(unfinished_games.folder().glob("*.broken-*.tabletop.yaml"))
    assert not broken.exists() and len(aside) == 1                  # moved aside, kept
    assert str(aside[0]) in window.start_page.notice.text
    qtbot.mouseClick(row_for(window, older).continue_button, Qt.MouseButton.LeftButton)
    assert window.session.record.names == ["Ana", "Ben"] and errors == []


def test_the_single_autosave_is_moved_into_the_list(qtbot, errors):
    legacy = storage.autosave_path()
    legacy.parent.mkdir(parents=True, exist_ok=True)
    save_game(legacy, GameRecord(registry().get(HOCKEY), 8, names=["Ana", "Ben"]).to_saved())
    os.utime(legacy, (time.time() - 3600, time.time() - 3600))
    in_progress_file("breakaway-football", ["Cy", "Di"], 4)
    window = make_window(qtbot)
    assert not legacy.exists()
    assert [game for game, _ in rows(window)] == ["Breakaway Football", "Hockey Card Game"]
    moved = Path(window.start_page.in_progress.rows[1].entry.path)
    assert moved.parent == unfinished_games.folder()
    qtbot.mouseClick(window.start_page.in_progress.rows[1].continue_button, Qt.MouseButton.LeftButton)
    assert window.session.record.names == ["Ana", "Ben"] and window.session.controller.autosave_path == moved


@pytest.mark.parametrize("confirm", [False, True])
def test_delete_asks_and_removes_only_that_game(qtbot, errors, confirm):
    keep = in_progress_file(HOCKEY, ["Ana", "Ben"], 3, when=time.time() - 60)
    gone = in_progress_file(HOCKEY, ["Cy", "Di"], 4)
    window = make_window(qtbot)

    def answer(box: QMessageBox) -> None:
        if confirm:
            next(b for b in box.buttons() if b.objectName() == "confirmDelete").click()
        else:
            box.button(QMessageBox.StandardButton.Cancel).click()

    driver = ModalDriver((lambda w: isinstance(w, QMessageBox) and w.objectName() == "deleteGameQuestion", answer))
    driver.run(qtbot, lambda: qtbot.mouseClick(row_for(window, gone).delete_button, Qt.MouseButton.LeftButton))
    assert driver.unexpected == [] and driver.steps == []
    assert "Cy vs Di" in driver.seen[0].text and driver.seen[0].default == "Cancel"
    assert gone.exists() != confirm and keep.exists()
    expected = [str(keep)] if confirm else [str(gone), str(keep)]
    assert [row.entry.path for row in window.start_page.in_progress.rows] == expected


def test_only_the_newest_are_read_and_listed_and_the_rest_are_counted(qtbot, errors, monkeypatch):
    import tabletop.ui.shell.unfinished_games as store

    now = time.time()
    paths = [in_progress_file(HOCKEY, [f"P{i}", "Ben"], i, when=now - 60 * i) for i in range(store.MAX_LISTED + 3)]
    parsed: list[Path] = []
    real = store.check_autosave
    monkeypatch.setattr(store, "check_autosave", lambda path: parsed.append(path) or real(path))
    window = make_window(qtbot)
    assert [row.entry.path for row in window.start_page.in_progress.rows] == [str(p) for p in
                                                                              paths[:store.MAX_LISTED]]
    assert sorted(parsed) == sorted(paths[:store.MAX_LISTED])       # the older ones are not even read
    panel = window.start_page.in_progress
    # The newest three show and the tiles stay in sight; the rest unfold on a click.
    assert [row.isVisible() for row in panel.rows] == [True] * 3 + [False] * (store.MAX_LISTED - 3)
    assert panel.fold_button.isVisible() and panel.fold_button.text() == f"Show {store.MAX_LISTED - 3} more"
    assert not panel.more.isVisible()
    qtbot.mouseClick(panel.fold_button, Qt.MouseButton.LeftButton)
    assert all(row.isVisible() for row in panel.rows) and panel.fold_button.text() == "Show fewer"
    assert panel.more.isVisible() and panel.more.text().startswith("3 older games in progress")
    window.show_start_page()
    assert len(parsed) == store.MAX_LISTED                          # unchanged files are not read again
