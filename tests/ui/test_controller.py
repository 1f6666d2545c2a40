"""The controller: the one write path, and computer seats that think off the GUI thread."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from tabletop.engine.actions import Action
from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.controller import GameController, seat_kind, seat_level

HOCKEY = registry().get("hockey-card-game")


def test_seat_specs():
    assert seat_kind("computer:hard") == "computer" and seat_level("computer:hard") == "hard"
    assert seat_level("computer") == "normal" and seat_kind("human") == "human"


def test_refused_action_changes_nothing_and_says_why(qtbot, tmp_path):
    record = GameRecord(HOCKEY, 5, names=("Ana", "Ben"))
    controller = GameController(record, autosave_path=tmp_path / "auto.yaml")
    changed = []
    controller.changed.connect(changed.append)
    with qtbot.waitSignal(controller.refused) as blocker:
        verdict = controller.submit(Action(1, "cut"))
    assert not verdict.ok and "cuts now" in verdict.reason
    assert blocker.args[1] is verdict
    assert changed == [] and record.actions == [] and not (tmp_path / "auto.yaml").exists()
    malformed = controller.submit(Action(0, "teleport"))
    assert malformed.code == "malformed"


def test_accepted_action_autosaves_and_signals(qtbot, tmp_path):
    record = GameRecord(HOCKEY, 5, names=("Ana", "Ben"))
    controller = GameController(record, autosave_path=tmp_path / "auto.yaml")
    with qtbot.waitSignal(controller.changed) as blocker:
        assert controller.submit(Action(0, "cut")).ok
    assert blocker.args[0][0].kind == "cut"
    controller.flush_autosave()
    assert "kind: cut" in (tmp_path / "auto.yaml").read_text()


def test_autosave_keeps_up_with_quick_moves_and_stop_waits_for_it(qtbot, tmp_path):
    from tabletop.engine.save import read_save

    record = GameRecord(HOCKEY, 6, names=("Ana", "Ben"))
    controller = GameController(record, autosave_path=tmp_path / "auto.yaml")
    for _ in range(40):
        seat = controller.pending_seats()[0]
        assert controller.submit(controller.legal_actions(seat)[0]).ok
    controller.stop()
    _game, saved, state = read_save(tmp_path / "auto.yaml", registry())
    assert len(saved.actions) == 40 and state == record.state


def test_a_failing_autosave_is_reported(qtbot, tmp_path):
    blocker_file = tmp_path / "not-a-folder"
    blocker_file.write_text("x")
    record = GameRecord(HOCKEY, 6, names=("Ana", "Ben"))
    controller = GameController(record, autosave_path=blocker_file / "auto.yaml")
    with qtbot.waitSignal(controller.autosave_failed, timeout=5000) as blocker:
        controller.submit(Action(0, "cut"))
    assert "autosave could not be written" in blocker.args[0]
    # Autosave is off for this game; the game goes on without a second report.
    assert controller.autosave_path is None
    reports = []
    controller.autosave_failed.connect(reports.append)
    assert controller.submit(Action(1, "cut")).ok
    controller.flush_autosave()
    qtbot.wait(20)
    assert reports == [] and len(record.actions) == 2


def test_the_autosave_records_who_plays_each_seat(qtbot, tmp_path):
    from tabletop.engine.save import read_save

    record = GameRecord(HOCKEY, 6, names=("Computer", "Ben"))
    controller = GameController(record, ("computer:hard", "human"), autosave_path=tmp_path / "auto.yaml")
    controller.paused = True
    assert controller.autosave()
    _game, saved, _state = read_save(tmp_path / "auto.yaml", registry())
    assert saved.seats == ["computer:hard", "human"]
    controller.save(tmp_path / "as.tabletop.yaml")
    assert read_save(tmp_path / "as.tabletop.yaml", registry())[1].seats == ["computer:hard", "human"]


@pytest.mark.timeout(240)
def test_computer_plays_a_whole_game_against_itself_without_freezing_the_window(qtbot):
    record = GameRecord(HOCKEY, 8, names=("North", "South"))
    controller = GameController(record, ("computer:easy", "computer:easy"), computer_delay_ms=0)
    ticks = []
    heartbeat = QTimer()
    heartbeat.timeout.connect(lambda: ticks.append(1))
    heartbeat.start(5)
    controller.schedule_computer()
    qtbot.waitUntil(lambda: HOCKEY.is_over(controller.state), timeout=200_000)
    heartbeat.stop()
    controller.wait_idle()
    assert len(record.actions) > 150
    # The GUI thread kept running its timers while the computer thought.
    assert len(ticks) > len(record.actions) / 4


def test_an_answer_for_a_position_that_is_gone_is_dropped(qtbot):
    record = GameRecord(HOCKEY, 9, names=("Ana", "Bot"))
    controller = GameController(record, ("human", "computer:easy"), computer_delay_ms=0)
    controller.submit(Action(0, "cut"))          # the computer must cut next
    assert controller.is_thinking
    controller._cancel_thinking()                 # as undo or loading a game would
    controller.wait_idle()
    qtbot.wait(50)
    assert len(record.actions) == 1, "a stale computer move was played"


def test_an_autosave_that_cannot_be_set_down_as_text_is_reported_and_play_goes_on(qtbot, tmp_path, monkeypatch):
    """Not every failure is the disk's: a save that raises while it is turned into text turns the
    autosave off with a message, and the writer is free again (the game and the file are untouched)."""
    from tabletop.engine.save import SavedGame

    record = GameRecord(HOCKEY, 6, names=("Ana", "Ben"))
    controller = GameController(record, autosave_path=tmp_path / "auto.yaml")

    def broken(self):
        raise ValueError("cannot represent")

    monkeypatch.setattr(SavedGame, "to_text", broken)
    with qtbot.waitSignal(controller.autosave_failed, timeout=5000) as blocker:
        assert controller.submit(Action(0, "cut")).ok
    assert "could not be made" in blocker.args[0] and "cannot represent" in blocker.args[0]
    controller.flush_autosave()               # no error kept in the writer's future
    assert controller.autosave_path is None and not controller._writer_busy
    assert controller.submit(Action(1, "cut")).ok and len(record.actions) == 2
    assert not (tmp_path / "auto.yaml").exists()
