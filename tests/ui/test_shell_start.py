"""The start page, the new-game dialog, settings and the --smoke check."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QTextBrowser

from tabletop.games import registry
from tabletop.ui.board import has_table
from tabletop.ui.shell.app import is_blank, run_smoke
from tabletop.ui.shell.game_setup import GameSetup
from tabletop.ui.shell.new_game_dialog import NewGameDialog
from tabletop.ui.shell.settings import Settings, settings_file
from tabletop.ui.shell.start_page import how_to_play_dialog, one_paragraph
from tests.ui.shell_support import HOCKEY, make_window


def test_start_page_has_a_tile_for_every_game_with_a_table(qtbot):
    window = make_window(qtbot)
    games = [g for g in registry() if has_table(g.id)]
    assert len(games) >= 4 and set(window.start_page.tiles) == {g.id for g in games}
    for game in games:
        tile = window.start_page.tiles[game.id]
        texts = [label.text() for label in tile.findChildren(QLabel)]
        assert game.info.name in texts
        assert one_paragraph(game.info.summary) in texts     # wrapped by the label, not by the source
        assert f"{game.info.players_text} players" in texts
    assert not is_blank(window.start_page.grab().toImage())


def test_a_registered_game_without_a_table_stays_off_the_start_page_and_the_dialog(qtbot, monkeypatch):
    from tabletop.ui.board import TABLE_CLASSES

    monkeypatch.delitem(TABLE_CLASSES, "intergalactic-hockey")
    window = make_window(qtbot)
    assert "intergalactic-hockey" in registry() and "intergalactic-hockey" not in window.start_page.tiles
    dialog = window.new_game_dialog()
    offered = [dialog.game_combo.itemData(i) for i in range(dialog.game_combo.count())]
    assert "intergalactic-hockey" not in offered and "hockey-card-game" in offered


def test_continue_is_disabled_without_an_autosave(qtbot):
    window = make_window(qtbot)
    assert not window.start_page.continue_button.isEnabled()


def test_how_to_play_shows_the_games_own_text(qtbot):
    game = registry().get(HOCKEY)
    dialog = how_to_play_dialog(game)
    qtbot.addWidget(dialog)
    browser = dialog.findChild(QTextBrowser, "howToPlayText")
    assert browser is not None
    assert game.info.how_to_play.split("\n")[0] in browser.toPlainText()


def test_a_new_hockey_game_starts_from_the_dialog(qtbot):
    window = make_window(qtbot)
    seen: list[str] = []

    def drive():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        seen.append(dialog.game_id)
        dialog.kind_combos[1].setCurrentIndex(dialog.kind_combos[1].findData("human"))
        qtbot.keyClicks(dialog.name_edits[0], "Ana")
        qtbot.keyClicks(dialog.name_edits[1], "Ben")
        qtbot.keyClicks(dialog.seed_edit, "42")
        combo = dialog.option_combos["must_match"]
        combo.setCurrentIndex(combo.findData(False))
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, drive)
    window.start_page.tiles[HOCKEY].play_button.click()
    assert seen == [HOCKEY]
    session = window.session
    assert session is not None and window.stack.currentWidget() is window.game_page
    record = session.record
    assert record.game.id == HOCKEY
    assert record.names == ["Ana", "Ben"] and record.seed == 42
    assert record.options["must_match"] is False
    assert session.controller.seats == ["human", "human"]
    # The set-up is remembered for next time.
    again = window.new_game_dialog()
    qtbot.addWidget(again)
    assert again.setup() == GameSetup(HOCKEY, ["human", "human"], ["Ana", "Ben"], 42,
                                      {"third_match": "steal", "must_match": False})


def test_the_dialog_builds_option_widgets_per_game(qtbot):
    window = make_window(qtbot)
    for game in window.registry:
        dialog = window.new_game_dialog(game.id)
        qtbot.addWidget(dialog)
        assert dialog.game_id == game.id
        assert set(dialog.option_combos) == {o.key for o in game.info.options
                                             if not (game.info.uses_decks and o.shipped_decks_only)}
        setup = dialog.setup()
        assert game.check_options(setup.options) == game.default_options()
        assert setup.seed is None and len(setup.seats) == game.info.min_players


def test_settings_persist_to_the_settings_dir_file(qtbot):
    window = make_window(qtbot)
    window.speed_actions["slow"].trigger()
    window.confirm_action.setChecked(True)
    window.curtain_action.setChecked(False)
    window.close()
    path = settings_file()
    assert path is not None and path.is_file()
    assert str(path).startswith(os.environ["TABLETOP_SETTINGS_DIR"])
    fresh = Settings()
    assert fresh.animation_speed == "slow" and fresh.animation_ms == 500
    assert fresh.confirm_end_turn is True
    assert fresh.curtain is False
    assert fresh.window_geometry is not None and fresh.window_state is not None
    reopened = make_window(qtbot)
    assert reopened.speed_actions["slow"].isChecked()
    assert not reopened.curtain_action.isChecked()


def test_a_damaged_settings_value_falls_back_to_defaults(qtbot):
    settings = Settings()
    settings.qsettings.setValue("view/animation_speed", "warp")
    settings.qsettings.setValue("new_game/last_setup", "{not json")
    assert settings.animation_speed == "normal"
    assert settings.last_setup is None
    with pytest.raises(ValueError, match="animation speed"):
        settings.animation_speed = "warp"


def test_smoke_runs_in_process(qapp):
    assert run_smoke() == 0


def test_smoke_from_the_command_line():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    result = subprocess.run([sys.executable, "-m", "tabletop", "--smoke"], env=env, capture_output=True,
                            text=True, timeout=240, cwd=root, check=False)
    assert result.returncode == 0, result.stderr


def test_animation_speed_scales_the_table_and_tray(qtbot):
    window = make_window(qtbot)
    session = window.start_new(GameSetup(HOCKEY, ["human", "computer"], ["Ana", "Computer"], 1, {}))
    defaults = dict(session.default_animation_ms)
    assert defaults and all(ms > 0 for ms in defaults.values())
    window.speed_actions["off"].trigger()
    assert all(w.animation_ms == 0 for w in defaults)
    window.speed_actions["slow"].trigger()
    assert all(w.animation_ms == 2 * ms for w, ms in defaults.items())
    assert window.speed_actions["slow"].isChecked() and not window.speed_actions["off"].isChecked()


def test_window_geometry_is_restored(qtbot):
    from tabletop.ui.shell.main_window import MainWindow

    first = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(first)
    first.show()
    # The height only: restoreGeometry fits the width to the screen (800 wide offscreen).
    first.resize(first.width(), 620)
    first.close()
    second = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(second)
    assert second.height() == 620


def test_the_tiles_how_to_play_button_opens_the_rules(qtbot):
    window = make_window(qtbot)
    titles: list[str] = []

    def read_and_close():
        dialog = QApplication.activeModalWidget()
        titles.append(dialog.windowTitle())
        dialog.reject()

    QTimer.singleShot(0, read_and_close)
    window.start_page.tiles[HOCKEY].rules_button.click()
    assert titles == ["How to play Hockey Card Game"]


def test_deck_builder_opens_from_the_start_page_and_play_starts_a_new_game(qtbot, monkeypatch):
    from tabletop.ui.shell.main_window import MainWindow

    window = MainWindow(remember_layout=False)
    qtbot.addWidget(window)
    window.start_page.decks_button.click()
    builder = window.deck_builder
    assert builder is not None and builder.isVisible()
    qtbot.addWidget(builder)
    asked = []
    monkeypatch.setattr(window, "request_new_game", lambda preselect="": asked.append(preselect))
    builder.play_requested.emit("breakaway-ccg", builder.document.deck)
    assert asked == ["breakaway-ccg"]
    builder.document.undo_stack.setClean()
    builder.close()


def test_a_seat_can_be_the_computer_at_each_level(qtbot):
    window = make_window(qtbot)
    dialog = window.new_game_dialog("hockey-card-game")
    qtbot.addWidget(dialog)
    combo = dialog.kind_combos[1]
    levels = [combo.itemData(i) for i in range(combo.count())]
    assert levels == ["human", "computer:easy", "computer:normal", "computer:hard"]
    combo.setCurrentIndex(levels.index("computer:hard"))
    setup = dialog.setup()
    assert setup.seats[1] == "computer:hard"
    session = window.start_new(setup)
    assert session.controller.agent_for(1).name == "ismcts:hard"
    window.end_session()
