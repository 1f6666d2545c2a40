"""Continue and Open restore who plays each seat, with the computer's level, for every game.

Reported: a game set up as Computer (Hard) vs Human resumed after a restart as Human vs
Computer (Normal), so the player sat in the computer's seat and saw its hand.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tabletop import storage
from tabletop.engine.record import GameRecord
from tabletop.engine.save import read_save, save_game
from tabletop.games import registry
from tabletop.ui.controller import GameController
from tabletop.ui.shell.game_setup import GameSetup
from tabletop.ui.shell.settings import Settings
from tests.ui.shell_support import HOCKEY, make_window

PATTERN = ["computer:hard", "human", "computer:easy", "human", "computer:normal", "human"]


@pytest.fixture(autouse=True)
def quiet_computer(monkeypatch):
    """The computer never starts thinking: these tests are about who sits where, not moves."""
    monkeypatch.setattr(GameController, "schedule_computer", lambda self: None)


def setup_for(game) -> GameSetup:
    count = game.info.min_players
    seats = PATTERN[:count]
    return GameSetup(game.id, seats, [f"Seat {i + 1}" for i in range(count)], 7, {})


def restart(qtbot, window):
    window.close()
    return make_window(qtbot)


@pytest.mark.parametrize("game_id", [g.id for g in registry()])
def test_continue_after_a_restart_restores_every_seat(qtbot, errors, game_id):
    game = registry().get(game_id)
    setup = setup_for(game)
    window = make_window(qtbot)
    session = window.start_new(setup)
    _game, saved, _state = read_save(session.controller.autosave_path, registry())
    assert saved.seats == setup.seats                 # the autosave says who plays each seat
    window = restart(qtbot, window)
    assert window.continue_autosave()
    controller = window.session.controller
    assert controller.seats == setup.seats
    assert not controller.is_human(0)                 # the player is not in the computer's chair
    assert window.session.director.viewer != 0
    assert errors == []


def test_the_saves_own_seats_beat_stale_settings(qtbot, errors):
    window = make_window(qtbot)
    window.start_new(GameSetup(HOCKEY, ["computer:hard", "human"], ["Computer", "Ben"], 3, {}))
    window.close()
    Settings().autosave_seats = ["human", "human"]   # e.g. written by another copy of the app
    window = make_window(qtbot)
    assert window.continue_autosave()
    assert window.session.controller.seats == ["computer:hard", "human"]


def test_an_autosave_without_seats_takes_them_from_settings_with_the_level(qtbot, errors):
    game = registry().get(HOCKEY)
    save_game(storage.autosave_path(), GameRecord(game, 4, names=("Computer", "Ben")).to_saved())
    Settings().autosave_seats = ["computer:hard", "human"]
    window = make_window(qtbot)
    assert window.continue_autosave()
    assert window.session.controller.seats == ["computer:hard", "human"]


def test_without_any_record_of_the_seats_a_human_plays_the_computer(qtbot, errors):
    game = registry().get(HOCKEY)
    save_game(storage.autosave_path(), GameRecord(game, 4, names=("Ana", "Computer")).to_saved())
    Settings().autosave_seats = ["robot", "human"]   # damaged: ignored
    window = make_window(qtbot)
    assert window.continue_autosave()
    assert window.session.controller.seats == ["human", "computer"]


def test_a_saved_file_reopens_with_its_own_seats(qtbot, errors, tmp_path):
    window = make_window(qtbot)
    window.start_new(GameSetup(HOCKEY, ["computer:hard", "human"], ["Computer", "Ben"], 3, {}))
    path = tmp_path / "game.tabletop.yaml"
    assert window.save_to(path)
    assert read_save(path, registry())[1].seats == ["computer:hard", "human"]
    # A different game of the same kind was set up since; the file still knows its own table.
    window.start_new(GameSetup(HOCKEY, ["human", "computer:easy"], ["Ana", "Computer"], 5, {}))
    window = restart(qtbot, window)
    assert window.open_path(path)
    assert window.session.controller.seats == ["computer:hard", "human"]


def test_a_file_without_seats_opens_with_the_last_set_up_of_that_game(qtbot, errors, tmp_path):
    game = registry().get(HOCKEY)
    path = tmp_path / "old.tabletop.yaml"
    save_game(path, GameRecord(game, 4, names=("Ana", "Computer")).to_saved())
    Settings().last_setup = GameSetup(HOCKEY, ["human", "computer:easy"], ["Ana", "Computer"], None, {})
    window = make_window(qtbot)
    assert window.open_path(path)
    assert window.session.controller.seats == ["human", "computer:easy"]


def test_settings_keep_seats_with_levels():
    settings = Settings()
    settings.autosave_seats = ["computer:hard", "human"]
    assert Settings().autosave_seats == ["computer:hard", "human"]
    settings.qsettings.setValue("session/autosave_seats", "computer:godlike,human")
    assert Settings().autosave_seats is None


def test_a_remembered_set_up_keeps_the_computers_level():
    setup = GameSetup(HOCKEY, ["computer:hard", "human"], ["Computer", "Ben"], 9, {})
    assert GameSetup.from_json(setup.to_json()) == setup
    for bad in (["computer:godlike", "human"], ["robot", "human"], ["human:hard", "human"], []):
        damaged = GameSetup(HOCKEY, bad, ["A", "B"][: len(bad)] or [], 9, {})
        assert GameSetup.from_json(damaged.to_json()) is None
    short_names = GameSetup(HOCKEY, ["human", "human"], ["Ana"], 9, {})
    assert GameSetup.from_json(short_names.to_json()) is None
