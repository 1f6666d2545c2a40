"""The shared game-over panel: on every table, opaque, the result once, and Rematch, New game,
Start page and Save as wired by the shell, by mouse and by keyboard."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetrics
from PySide6.QtWidgets import QApplication, QFileDialog

from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.board.common.game_over import BACKGROUND
from tabletop.ui.shell.screenshot import play_random
from tests.ui.shell_support import make_window

GAMES = ["hockey-card-game", "breakaway-ccg", "intergalactic-hockey", "breakaway-football"]
SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


def finished(game_id: str, seed: int = 5, decks=None) -> GameRecord:
    record = play_random(registry().get(game_id), seed, 100_000, decks=decks)
    assert record.game.is_over(record.state)
    return record


def window_over(qtbot, game_id: str, size=(1280, 800), decks=None, seats=("human", "human")):
    window = make_window(qtbot)
    window.set_curtain_enabled(False)
    session = window.start_session(finished(game_id, decks=decks), list(seats), autosave=False, fixed_seat=0)
    window.resize(*size)
    for _ in range(3):
        QApplication.processEvents()
    return window, session


def scene_texts(table) -> list[str]:
    return [t for t in (getattr(i, "text", None) for i in table.scene.items()) if isinstance(t, str)]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_table_ends_with_the_shared_panel_and_no_result_of_its_own(qtbot, game_id):
    _window, session = window_over(qtbot, game_id)
    table = session.table
    outcome = session.game.outcome(session.record.state)
    panel = table.game_over
    assert panel.isVisible()
    assert panel.title.text() == outcome.text
    names = session.record.names
    assert panel.score.text() == f"{names[0]}  {outcome.scores[0]} – {outcome.scores[1]}  {names[1]}"
    assert [b.text() for b in panel.buttons()] == ["Rematch", "New game…", "Start page", "Save as…"]
    # The table does not say it a second time underneath (a scoreboard may still say "Final").
    texts = scene_texts(table)
    said = [t for t in texts if " wins" in t or t.startswith("Winner") or t in ("A draw", "A tie")]
    assert not said


@pytest.mark.parametrize("game_id", GAMES)
def test_the_panel_is_opaque_and_fits_at_every_size(qtbot, game_id):
    window, session = window_over(qtbot, game_id)
    table = session.table
    panel = table.game_over
    for width, height in SIZES:
        window.resize(width, height)
        for _ in range(3):
            QApplication.processEvents()
        assert table.rect().contains(panel.geometry()), (width, height)
        for label in (panel.title, panel.score):
            assert label.height() >= label.heightForWidth(label.width()), (width, height, label.text())
        for button in panel.buttons():
            text = QFontMetrics(button.font()).horizontalAdvance(button.text())
            assert text < button.width(), (width, height, button.text())
            assert panel.rect().contains(button.geometry())
        # Nothing of the board shows through: inside the border, beside the words, the panel's own colour.
        image = table.grab().toImage()
        for x, y in ((panel.x() + 10, panel.y() + panel.height() // 2),
                     (panel.x() + panel.width() - 10, panel.y() + panel.height() // 2),
                     (panel.x() + panel.width() // 2, panel.y() + 8)):
            assert QColor(image.pixel(x, y)) == BACKGROUND, (width, height, x - panel.x(), y - panel.y())


def test_the_panel_is_above_everything_the_table_raises(qtbot):
    window, session = window_over(qtbot, "breakaway-ccg", size=(1024, 640))
    table = session.table
    table.refresh()
    window.resize(1100, 700)
    for _ in range(3):
        QApplication.processEvents()
    order = [w for w in table.children() if getattr(w, "isVisible", lambda: False)()]
    assert order.index(table.game_over) > max(i for i, w in enumerate(order) if w is not table.game_over
                                               and w is not table.notice)


def test_enter_plays_a_rematch_with_the_same_seats_options_and_decks(qtbot):
    game = registry().get("breakaway-ccg")
    decks = list(reversed(game.shipped_decks()))[:2]
    window, session = window_over(qtbot, "breakaway-ccg", decks=decks, seats=("human", "computer"))
    old = session.record
    focus = QApplication.focusWidget()
    assert focus is session.table.game_over.rematch_button
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    new = window.session
    assert new is not session
    record = new.record
    assert record.game is old.game and record.names == old.names and record.options == old.options
    assert [d.name for d in record.decks] == [d.name for d in decks]
    assert record.seed != old.seed and not record.steps
    assert new.controller.seats == ["human", "computer"]
    assert not new.table.game_over.isVisible()
    assert "Rematch" in window.statusBar().currentMessage()


def test_tab_walks_the_buttons_in_order(qtbot):
    window, session = window_over(qtbot, "hockey-card-game")
    panel = session.table.game_over
    window.activateWindow()
    assert QApplication.focusWidget() is panel.rematch_button
    seen = [QApplication.focusWidget()]
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    assert seen == panel.buttons()


def test_new_game_start_page_and_save_buttons(qtbot, tmp_path, monkeypatch):
    window, session = window_over(qtbot, "intergalactic-hockey")
    panel = session.table.game_over
    asked = []
    monkeypatch.setattr(window, "request_new_game", lambda preselect="": asked.append(preselect))
    qtbot.mouseClick(panel.new_game_button, Qt.MouseButton.LeftButton)
    assert asked == [""]
    target = tmp_path / "finished.tabletop.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert target.exists() and session.save_path == target
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.start_page and window.session is None


def test_the_panel_goes_when_the_game_goes_on(qtbot):
    """Undo out of the end (where the game allows it) takes the panel away; redo brings it back."""
    for seed in range(5, 40):
        record = finished("hockey-card-game", seed)
        if record.undo_blocked() is None:
            break
    else:
        pytest.fail("no finished hockey game with an undoable last move among seeds 5-39")
    window = make_window(qtbot)
    session = window.start_session(record, ["human", "human"], autosave=False, fixed_seat=0)
    assert session.table.game_over.isVisible()
    assert window.undo()
    assert not session.table.game_over.isVisible()
    assert window.redo()
    assert session.table.game_over.isVisible()
