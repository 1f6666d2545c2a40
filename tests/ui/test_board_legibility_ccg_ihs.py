"""Every word on the Breakaway: CCG and Intergalactic Hockey tables is readable at 1280x800.

The tables are laid out in scene units and scaled to the room the main window leaves them, so a
scene font of 12 can end up 9 pixels tall. These tests play whole games with random legal moves
and, every few moves and for both seats, walk what the table shows: its text items and chips,
and the words painted on each card picture (the painters record every line they paint with its
size and box) and on the rink. Nothing may be under 10 screen pixels, and nothing wider than its
box (a box narrower than its text cuts the text). Card names must be whole.
"""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import QGraphicsPixmapItem

from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.board import create_table
from tabletop.ui.board.breakaway_ccg import draw as ccg_draw
from tabletop.ui.board.breakaway_ccg.items import Chip
from tabletop.ui.board.breakaway_ccg.table import CcgTable
from tabletop.ui.board.common.items import TextItem
from tabletop.ui.board.intergalactic_hockey.table import WrapText
from tabletop.ui.controller import GameController
from tabletop.ui.shell.game_setup import GameSetup
from tests.ui.shell_support import make_window

#: The smallest text a player is asked to read, in screen pixels.
MIN_PX = 10
LONG_NAMES = ("Christopher", "Maximiliana")
GAMES = ("breakaway-ccg", "intergalactic-hockey")


def _art(table):
    return table.art if isinstance(table, CcgTable) else table.painter


def card_name(table, card_id: str) -> str | None:
    """The name printed on a card picture (None for backs and the RefBot card)."""
    if isinstance(table, CcgTable):
        return table.tables.card[card_id].name
    card = table.cards.by_id.get(card_id)
    return card.name.upper() if card is not None else None


def joined(lines: list[str]) -> str:
    """Lines read as one text: a line broken after a hyphen runs on without a space."""
    text = ""
    for line in lines:
        text += line if not text or text.endswith("-") else " " + line
    return text


def problems(table) -> list[str]:
    """What the table now shows under MIN_PX or wider than its box, as readable lines."""
    scale = table.view.transform().m11()
    art = _art(table)
    found: list[str] = []

    def check(what: str, text: str, px: float, width: float | None, box: float) -> None:
        if px * scale < MIN_PX - 0.01:
            found.append(f"{what} {px * scale:.1f} px: {text!r}")
        if width is not None and width > box + 0.5:
            found.append(f"{what} {width:.0f} wide in a {box:.0f} box: {text!r}")

    for item in table.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, (TextItem, Chip)) and item.text.strip():
            text_font = item.text_font
            check("text", item.text, text_font.pixelSize(), QFontMetricsF(text_font).horizontalAdvance(item.text),
                  item.boundingRect().width())
        elif isinstance(item, WrapText) and item.text.strip():
            text_font = item.fitted_font()
            rect = item.boundingRect().toRect()
            need = QFontMetrics(text_font).boundingRect(rect, int(item.align | Qt.TextFlag.TextWordWrap), item.text)
            check("wrapped text", item.text, text_font.pixelSize(), None, rect.width())
            if need.height() > rect.height() + 1:
                found.append(f"wrapped text {need.height()} tall in a {rect.height()} box: {item.text!r}")
        elif isinstance(item, QGraphicsPixmapItem):
            words = art.words_on(item.pixmap())
            for run in words:
                check("card", run.text, run.pixel_size, run.width, run.box.width())
            card = getattr(item, "card_id", None)
            name = card_name(table, card) if card else None
            wide = item.boundingRect().width() >= 100         # hand, play, slot, bench and reveal cards
            lines = [r.text for r in words]
            whole = any(joined(lines[i:i + n]) == name for i in range(len(lines)) for n in (1, 2, 3))
            if name and wide and not whole:
                found.append(f"card name not whole: {name!r} in {lines}")
    if isinstance(table, CcgTable):
        view = table.current_view()
        for run in ccg_draw.rink_words(table.tables.rink, tuple(view.names)):
            check("rink", run.text, run.pixel_size, run.width, run.box.width())
    return found


def walk(table, ctl, seed: int, every: int) -> list[str]:
    """Play random legal moves to the end, checking both seats' tables every ``every`` moves."""
    table.animation_ms = 0
    rng = random.Random(seed)
    found: list[str] = []
    for move in range(4000):
        if move % every == 0 or not ctl.pending_seats():
            for seat in (0, 1):
                table.set_seat(seat)
                found += [f"move {move} seat {seat}: {p}" for p in problems(table)]
        seats = ctl.pending_seats()
        if not seats:
            break
        assert ctl.submit(rng.choice(ctl.legal_actions(seats[0]))).ok
    assert not ctl.pending_seats(), "the game did not end"
    return sorted(set(found))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("names", (LONG_NAMES, ("Ana", "Ben")))
def test_text_is_readable_in_the_main_window_at_1280x800(qtbot, game, names):
    window = make_window(qtbot)
    session = window.start_new(GameSetup(game, ["human", "human"], list(names), 5, {}))
    table = session.table
    qtbot.waitUntil(lambda: table.view.transform().m11() < 0.99)   # fitted to the window's room
    assert walk(table, session.controller, 5, 9) == []


@pytest.mark.parametrize("game", GAMES)
def test_text_is_readable_on_the_table_alone_at_1280x800(qtbot, game):
    ctl = GameController(GameRecord(registry().get(game), 11, names=LONG_NAMES), ("human", "human"))
    table = create_table(ctl)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    assert walk(table, ctl, 11, 7) == []


@pytest.mark.parametrize("size", ((1280, 800), (1920, 1080)))
def test_bench_names_are_whole(qtbot, size):
    """Every bench card shows its whole name (not 'Playmak'), in the main window at both sizes."""
    window = make_window(qtbot)
    window.resize(*size)
    session = window.start_new(GameSetup("breakaway-ccg", ["human", "human"], list(LONG_NAMES), 3, {}))
    table = session.table
    assert isinstance(table, CcgTable)
    qtbot.waitUntil(lambda: table.view.transform().m11() != 1.0)     # fitted to the window's room
    table.set_seat(0)
    bench = set(table.current_view().bench)
    shown = [i for i in table.scene.items() if getattr(i, "card_id", None) in bench]
    assert {i.card_id for i in shown} == bench
    scale = table.view.transform().m11()
    for item in shown:
        name = table.tables.card[item.card_id].name
        runs = [r for r in table.art.words_on(item.pixmap()) if r.text == name]
        assert runs, f"{name!r} not painted whole on its bench row"
        assert runs[0].pixel_size * scale >= MIN_PX
        assert runs[0].width <= runs[0].box.width() + 0.5
        # Nothing lies over the row's name: the next row starts below it.
        others = [o for o in shown if o is not item and o.zValue() > item.zValue()]
        name_box = item.mapRectToScene(runs[0].box)
        assert not any(o.sceneBoundingRect().intersects(name_box.adjusted(1, 1, -1, -1)) for o in others)
