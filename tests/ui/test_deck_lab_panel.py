"""The deck builder's "Test this deck" panel (offscreen): a small lab run from the panel in worker
processes, a cancelled run kept as partial, the results saved beside the deck and shown again when
the deck is reopened, stale once the deck changes. Random agents and Beginner-rule games keep the
runs to a second or two; the panel's own widgets are driven (Run, Cancel, the opponent ticks)."""

from __future__ import annotations

import shutil

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tabletop.ai.lab.store import load_results, results_path
from tabletop.paths import card_data_dir
from tabletop.ui.deck_builder import DeckBuilderWindow

RUNNERS = card_data_dir() / "breakaway_ccg" / "decks" / "ridge-runners.yaml"
SKYLINE = card_data_dir() / "hull_breach" / "decks" / "skyline-vanguard.yaml"
RUN_TIMEOUT_MS = 120_000  # a bound on a hang, not a speed check: worker start-up varies with load


@pytest.fixture
def open_deck(qtbot, tmp_path):
    def open_(source):
        path = tmp_path / source.name
        shutil.copyfile(source, path)
        w = DeckBuilderWindow()
        qtbot.addWidget(w)
        w.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
        assert w.open_path(path, ask=False)
        return w, path
    return open_


def set_up(panel, games: int, ticked: int = 1) -> None:
    for combo in (panel.mine, panel.theirs):
        combo.setCurrentIndex(combo.findData("random"))
    for i in range(panel.opponents.count()):
        panel.opponents.item(i).setCheckState(Qt.CheckState.Checked if i < ticked else Qt.CheckState.Unchecked)
    panel.games.setValue(games)
    panel.workers.setValue(1)


def test_a_small_lab_runs_cancels_and_reopens_its_results(qtbot, open_deck):
    w, path = open_deck(RUNNERS)
    assert w.lab.action.isEnabled()
    dialog = w.lab.open()
    panel = dialog.panel
    set_up(panel, games=4)
    with qtbot.waitSignal(panel.job.finished, timeout=RUN_TIMEOUT_MS) as done:
        qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
        assert not panel.run_button.isEnabled() and panel.cancel_button.isEnabled()
    record, error = done.args
    assert error == "" and record.figures["complete"] and record.figures["games_done"] == 4
    assert panel.results.chart.rows[0].label == "Ridge Runners"
    assert panel.results.cards_model.rowCount() == len({c for c, _ in w.document.deck.cards} | set(w.document.deck.bench))
    assert "Partial" not in panel.results.status.text()
    saved = load_results(path)
    assert saved is not None and saved.figures == record.figures and not saved.stale_for(w.document.deck)

    # A long run cancelled as soon as it has counted a game: the games done are kept, marked partial.
    set_up(panel, games=2000)
    qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.progress.value() >= 1, timeout=RUN_TIMEOUT_MS)
    with qtbot.waitSignal(panel.job.finished, timeout=RUN_TIMEOUT_MS) as stopped:
        qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    partial, error = stopped.args
    assert error == "" and not partial.figures["complete"]
    assert 1 <= partial.figures["games_done"] < 2000 and partial.figures["games_planned"] == 2000
    assert panel.results.status.text().startswith("Partial: cancelled after")
    assert panel.run_button.isEnabled() and not panel.job.running
    dialog.close()

    # Reopened: the saved (partial) results come back; an edit marks them stale, undo current again.
    assert results_path(path).is_file()
    w2 = DeckBuilderWindow()
    qtbot.addWidget(w2)
    assert w2.open_path(path, ask=False)
    panel2 = w2.lab.open().panel
    assert panel2.results.record.figures == partial.figures
    assert "Partial" in panel2.results.status.text() and "Stale" not in panel2.results.status.text()
    w2.remove_card(w2.document.deck.cards[0][0])
    assert "Stale: the deck has changed" in panel2.results.status.text()
    w2.document.undo_stack.undo()
    assert "Stale" not in panel2.results.status.text()


def test_hull_breach_offers_every_table_size_the_game_allows(qtbot, open_deck):
    from tabletop.games import registry

    info = registry().info("hull-breach")
    w, _ = open_deck(SKYLINE)
    panel = w.lab.open().panel
    sizes = [panel.players.itemData(i) for i in range(panel.players.count())]
    assert sizes == list(range(info.min_players, info.max_players + 1))
    panel.players.setCurrentIndex(panel.players.count() - 1)
    assert panel.games.singleStep() == info.max_players and panel.plan().players == info.max_players


def test_an_illegal_deck_or_no_opponent_is_refused_with_a_sentence(qtbot, open_deck):
    w, _ = open_deck(RUNNERS)
    panel = w.lab.open().panel
    set_up(panel, games=2, ticked=0)
    assert not panel.run() and panel.message.text() == "Tick at least one opponent."
    set_up(panel, games=2)
    panel.option_combos["mode"].setCurrentIndex(panel.option_combos["mode"].findData("official"))
    w.remove_card(w.document.deck.cards[0][0])
    w.remove_card(w.document.deck.cards[0][0])
    w.remove_card(w.document.deck.cards[0][0])
    assert not panel.run() and panel.message.text().startswith("This deck (Ridge Runners)")
    assert not panel.job.running


def test_a_saved_deck_joins_the_opponents_ticked_and_another_games_deck_says_why(qtbot, open_deck, tmp_path):
    w, _ = open_deck(RUNNERS)
    panel = w.lab.open().panel
    before = panel.opponents.count()
    other = tmp_path / "skyline.yaml"
    shutil.copyfile(SKYLINE, other)
    assert not panel.add_opponent_file(str(other))
    assert str(other) in panel.message.text() and "not a Breakaway: CCG deck" in panel.message.text()
    assert panel.add_opponent_file(str(RUNNERS)) and panel.opponents.count() == before + 1
    assert panel.chosen_opponents()[-1].source == str(RUNNERS)


def test_closing_the_builder_cancels_a_run_and_ends_its_workers(qtbot, open_deck):
    w, _ = open_deck(RUNNERS)
    w.show()
    dialog = w.lab.open()
    panel = dialog.panel
    set_up(panel, games=2000)
    with qtbot.waitSignal(panel.job.finished, timeout=RUN_TIMEOUT_MS) as stopped:
        assert panel.run()
        qtbot.waitUntil(lambda: panel.progress.value() >= 1, timeout=RUN_TIMEOUT_MS)
        w.close()
    assert not stopped.args[0].figures["complete"] and not panel.job.running
    assert w.lab.dialog is not None and not w.lab.dialog.isVisible()


def test_hull_breach_endings_name_every_way_a_game_is_decided():
    """Hull Breach! 6.3: a station falls to fire or to boarders, or its commander gives up; each way
    is named with its count, 0 included, and Marines taking or scuttling a station are both 'boarded'."""
    from tabletop.ui.deck_builder.lab_results import LabResults

    words = LabResults._game_words({"game": "hull-breach"}, {
        "opponents": [], "length": {},
        "endings": {"how": {"hijack": 3, "scuttle": 1, "concede": 2}, "turn_mean": 4.0, "turn_min": 1, "turn_max": 9}})
    assert words == "Decided on turn 4.0 on average (1-9): station destroyed 0, station boarded 4, conceded 2."


def test_the_seed_typed_in_the_panel_plays_the_same_games_again_and_comes_back_with_the_results(qtbot, open_deck):
    w, path = open_deck(RUNNERS)
    panel = w.lab.open().panel
    set_up(panel, games=2)
    panel.seed.selectAll()
    qtbot.keyClicks(panel.seed, "-4x2a07")            # the field takes a whole number only
    assert panel.seed.text() == "-4207" and panel.plan().seed == -4207

    def run() -> object:
        with qtbot.waitSignal(panel.job.finished, timeout=RUN_TIMEOUT_MS) as done:
            qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
        record, error = done.args
        assert error == "" and record.figures["complete"]
        return record

    first = run()
    assert first.plan["seed"] == -4207 and first.plan["seeds"] == [-4207, -4206]
    assert "seed -4207" in panel.results.status.text()
    again = run()
    assert again.figures == first.figures

    qtbot.mouseClick(panel.new_seed, Qt.MouseButton.LeftButton)
    drawn = int(panel.seed.text())
    assert panel.plan().seed == drawn

    panel.seed.setText(str(2**63 - 1))                # the last seed: a run of two games would go past it
    assert not panel.run() and "goes past the last seed" in panel.message.text()
    panel.seed.setText("")
    assert not panel.run() and panel.message.text().startswith("The seed is a whole number")
    assert not panel.job.running

    w2 = DeckBuilderWindow()
    qtbot.addWidget(w2)
    assert w2.open_path(path, ask=False)
    reopened = w2.lab.open().panel
    assert reopened.seed.text() == "-4207" and reopened.results.record.figures == first.figures
