"""``take_screenshot``: a seeded picture of the table, and clear refusals of bad input."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtGui import QImage

from tabletop import storage
from tabletop.games import registry
from tabletop.ui.shell.app import is_blank
from tabletop.ui.shell.screenshot import play_random, take_screenshot


def test_screenshot_saves_a_png_of_the_requested_size(qapp, tmp_path):
    out = tmp_path / "table.png"
    take_screenshot("hockey-card-game", 3, 30, 0, str(out), (1024, 700))
    image = QImage(str(out))
    assert not image.isNull()
    assert (image.width(), image.height()) == (1024, 700)
    assert not is_blank(image)
    assert not storage.in_progress_dir().exists()  # a screenshot adds no game in progress


@pytest.mark.parametrize("game", [g.id for g in registry()])
def test_every_game_can_be_pictured(qapp, tmp_path, game):
    out = tmp_path / f"{game}.png"
    take_screenshot(game, 1, 10, 1, str(out))
    assert not is_blank(QImage(str(out)))


def test_random_play_is_seeded_and_stops_at_the_end():
    game = registry().get("hockey-card-game")
    a, b = play_random(game, 5, 40), play_random(game, 5, 40)
    assert a.actions == b.actions and len(a.actions) == 40
    whole = play_random(game, 5, 100_000)
    assert game.is_over(whole.state)


@pytest.mark.parametrize("kwargs, words", [
    ({"seat": 2}, "no seat 2"),
    ({"seat": -1}, "no seat -1"),
    ({"actions": -3}, "0 or more"),
    ({"game_id": "chess"}, "unknown game"),
    ({"out": "/nonexistent-folder/x.png"}, "does not exist"),
    ({"size": (10, 10)}, "outside"),
])
def test_bad_input_is_a_value_error_with_a_reason(qapp, tmp_path, kwargs, words):
    args = {"game_id": "hockey-card-game", "seed": 1, "actions": 5, "seat": 0, "out": str(tmp_path / "x.png")}
    args.update(kwargs)
    with pytest.raises(ValueError, match=words):
        take_screenshot(**args)


def test_a_folder_is_not_an_output_file(qapp, tmp_path):
    with pytest.raises(ValueError, match="is a folder"):
        take_screenshot("hockey-card-game", 1, 5, 0, str(tmp_path))


def test_the_command_line_pictures_a_four_commander_table_from_the_last_seat(qapp, tmp_path):
    from tabletop.cli import main

    out = tmp_path / "four.png"
    assert main(["screenshot", "--game", "hull-breach", "--players", "4", "--seat", "3", "--actions", "30",
                 "--size", "1024x640", "--out", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 640) and not is_blank(image)
