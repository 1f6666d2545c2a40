"""Every word on the Hockey Card Game and Breakaway Football tables is readable at 1280x800.

The tables are drawn in scene units and scaled to the room the main window leaves them (docks
included), so a scene font of 13 can end up 9 pixels tall. This walks the text items of each
table, in the real main window at 1280x800, through a whole game with names of ordinary
lengths, and checks two things a player would notice: no text is drawn under 10 pixels, and
no text is wider than its box (a box narrower than its text cuts the text with an ellipsis).
"""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtGui import QFontMetricsF

from tabletop.ui.board.common.items import TextItem, font
from tabletop.ui.shell.game_setup import GameSetup
from tests.ui.shell_support import make_window

#: The smallest text a player is asked to read, in screen pixels.
MIN_PX = 10
NAMES = (("Ana", "Ben"), ("Player 1", "Player 2"), ("Christopher", "Maximiliana"))


def problems(table) -> list[str]:
    """What the table now shows too small or too wide for its box, as readable lines."""
    scale = table.view.transform().m11()
    found = []
    for item in table.scene.items():
        if not (isinstance(item, TextItem) and item.isVisible() and item.text.strip()):
            continue
        text_font = item.text_font
        px = text_font.pixelSize() * scale
        width = QFontMetricsF(text_font).horizontalAdvance(item.text)
        box = item.boundingRect().width()
        if px < MIN_PX - 0.01:
            found.append(f"{px:.1f} px: {item.text!r}")
        if width > box + 0.5:
            found.append(f"{width:.0f} wide in a {box:.0f} box: {item.text!r}")
    banner = table.banner
    if banner.isVisible() and banner.title:
        # The banner sets its title at half its height and the line under it at 0.17 of it, in the
        # middle 82% of its width (the ends fade out): both should fit there on one line.
        rect = banner.boundingRect()
        for text, size, bold in ((banner.title, rect.height() * 0.5, True),
                                 (banner.subtitle, max(12.0, rect.height() * 0.17), False)):
            width = QFontMetricsF(font(size, bold)).horizontalAdvance(text)
            if width > rect.width() * 0.82:
                found.append(f"banner {width:.0f} wide in a {rect.width() * 0.82:.0f} band: {text!r}")
            if size * scale < MIN_PX - 0.01:
                found.append(f"banner {size * scale:.1f} px: {text!r}")
    return found


def walk_a_game(qtbot, game: str, names: tuple[str, str], seed: int, every: int) -> list[str]:
    """Play random legal moves to the end, checking both seats' tables every ``every`` moves."""
    window = make_window(qtbot)
    session = window.start_new(GameSetup(game, ["human", "human"], list(names), seed, {}))
    table, ctl = session.table, session.controller
    table.animation_ms = 0
    qtbot.waitUntil(lambda: table.view.transform().m11() < 0.99)   # fitted to the window's room
    rng = random.Random(seed)
    found: list[str] = []
    for move in range(3000):
        if move % every == 0 or not ctl.pending_seats():
            for seat in (0, 1):
                table.set_seat(seat)
                found += [f"{game} move {move} seat {seat}: {p}" for p in problems(table)]
        seats = ctl.pending_seats()
        if not seats:
            break
        assert ctl.submit(rng.choice(ctl.legal_actions(seats[0]))).ok
    assert not ctl.pending_seats(), "the game did not end"
    return sorted(set(found))


@pytest.mark.parametrize("names", NAMES)
def test_hockey_table_text_is_readable_at_1280x800(qtbot, names):
    assert walk_a_game(qtbot, "hockey-card-game", names, 5, 7) == []


@pytest.mark.parametrize("names", NAMES)
def test_football_table_text_is_readable_at_1280x800(qtbot, names):
    assert walk_a_game(qtbot, "breakaway-football", names, 5, 11) == []
