"""``tabletop screenshot`` names the seats as the app does: a Hull Breach! picture says "Player 1" and
"Player 2" (the new-game dialog's names for people at one screen), not the engine's "Commander A/B",
and the command keeps its flags and its exit code.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtGui import QImage

from tabletop.ui.controller import HUMAN
from tabletop.ui.shell.app import is_blank
from tabletop.ui.shell.main_window import MainWindow
from tabletop.ui.shell.new_game_dialog import default_name


@pytest.fixture
def pictured(monkeypatch):
    """The names of every game the screenshot put on the window's table."""
    seen: list[list[str]] = []
    start = MainWindow.start_session

    def spy(self, record, *args, **kwargs):
        session = start(self, record, *args, **kwargs)
        seen.append([session.table.current_view().names[s] for s in range(len(record.names))])
        return session

    monkeypatch.setattr(MainWindow, "start_session", spy)
    return seen


@pytest.mark.parametrize("players", [2, 3])
def test_a_hull_breach_screenshot_names_the_seats_as_the_app_does(qapp, tmp_path, pictured, players):
    from tabletop.cli import main

    out = tmp_path / "hull.png"
    more = ["--players", str(players)] if players != 2 else []
    assert main(["screenshot", "--game", "hull-breach", "--seat", "1", "--actions", "12", "--size", "1024x640",
                 "--out", str(out), *more]) == 0
    assert pictured == [[default_name(n, HUMAN) for n in range(players)]]
    assert pictured[0][:2] == ["Player 1", "Player 2"]
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 640) and not is_blank(image)
