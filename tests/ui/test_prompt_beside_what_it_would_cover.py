"""The prompt never lies over what the player reads or clicks while it asks (it stays readable at
any size). Its words never draw under a readable size, so on a small window they take more of the
table than the table's own pieces do; the table gives them a place of their own.

- Breakaway: CCG: the prompt has a column right of the rink and the bench, so even a face-off with
  five cards to choose from stays off the rink's areas, the hand and the bench, at 1024x640 in the
  real window and on a table of the design's own shape.
- Hull Breach!: with four commanders at 1024x640 a long list of choices folds behind one button per
  kind rather than growing over the last volley's dice and the engagement's status.
- Breakaway: CCG's bench rows name each card's colors beside the color (never a color alone).

Geometry only: rectangles in the table's coordinates, no timing.
"""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QApplication

from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.board.breakaway_ccg.items import AreaItem, CardItem
from tabletop.ui.board.breakaway_ccg.layout import BENCH_LEFT
from tabletop.ui.board.breakaway_ccg.table import CcgTable
from tabletop.ui.board.hull_breach import layout as hull_layout
from tabletop.ui.shell.app import create_app
from tests.ui.board_helpers import controller, shown_table
from tests.ui.shell_support import SMALL, hidden_choices, make_window, settle, show_seat, start_small


def mapped(table, scene_rect: QRectF) -> QRect:
    """``scene_rect`` where the table shows it (the table's coordinates)."""
    view = table.view
    return view.mapFromScene(scene_rect).boundingRect().translated(view.pos())


def covered_by_prompt(table) -> list[str]:
    """What of the CCG table the prompt lies over: the rink, its areas, the hand and bench cards."""
    panel = table.prompt.geometry()
    hits = []
    if panel.intersects(mapped(table, table.rink_item.sceneBoundingRect())):
        hits.append("the rink")
    for item in table.scene.items():
        if isinstance(item, AreaItem) and panel.intersects(mapped(table, item.sceneBoundingRect())):
            hits.append(f"area {item.area_id}")
        elif isinstance(item, CardItem) and item.card_id and item.isVisible() and \
                panel.intersects(mapped(table, item.sceneBoundingRect().adjusted(0, -30, 0, 0))):
            hits.append(f"card {item.card_id}")
    return hits


@pytest.mark.parametrize("size", [SMALL, (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_ccg_prompt_stays_off_the_rink_hand_and_bench_in_the_window(qtbot, size):
    """Book: Breakaway CCG, the face-off and Phase 3 (a card played): the cards chosen from are
    the prompt's buttons, every one in view with no scrolling; at 1024x640 four or five of them
    once grew over the rink's bottom-right."""
    window, session = start_small(qtbot, "breakaway-ccg", size)
    controller_, table = session.controller, session.table
    seen: dict[str, int] = {}
    for _ in range(14):
        seat = controller_.pending_seats()[0]
        show_seat(qtbot, window, session, seat)
        panel = table.prompt
        if panel.isVisible() and panel.buttons:
            seen[panel.title.text()] = len(panel.buttons)
            assert not covered_by_prompt(table), (size, panel.title.text(), covered_by_prompt(table),
                                                  panel.geometry().getRect())
            assert not hidden_choices(table), (size, panel.title.text(), hidden_choices(table))
            assert table.rect().contains(panel.geometry())
            assert panel.scroll.verticalScrollBar().maximum() == 0          # every choice in view
        controller_.submit(controller_.legal_actions(seat)[0])
    assert max(seen.values()) >= 4, seen
    assert any(t.startswith("Face-off") for t in seen) and any(t.startswith("Play a card") for t in seen), seen


@pytest.mark.parametrize("size", [(1024, 610), (760, 420), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_ccg_prompt_keeps_its_column_on_a_table_of_the_designs_shape(qtbot, size):
    """A table as tall for its width as the design (the log closed) still keeps the prompt's column:
    the table is drawn a little smaller rather than the prompt over the rink."""
    ctl = controller("breakaway-ccg", seed=7)
    table = shown_table(qtbot, ctl, CcgTable, seat=ctl.pending_seats()[0], size=size)
    for _ in range(10):
        seat = ctl.pending_seats()[0]
        table.set_seat(seat)
        QApplication.processEvents()
        if table.prompt.isVisible() and table.prompt.buttons:
            assert not covered_by_prompt(table), (size, table.prompt.title.text(), covered_by_prompt(table))
            assert table.rect().contains(table.prompt.geometry())
        ctl.submit(ctl.legal_actions(seat)[0])
    assert table.view.extra >= 320


def test_ccg_bench_rows_name_their_colors(qtbot):
    """Issue 47: a color is never the only carrier of meaning. Each bench row's color tag carries
    the color's name (or its first three letters where the row is crowded)."""
    ctl = controller("breakaway-ccg", seed=7)
    table = shown_table(qtbot, ctl, CcgTable, seat=0, size=(1280, 800))
    rows = [i for i in table.scene.items() if isinstance(i, CardItem) and i.card_id
            and abs(i.pos().x() - BENCH_LEFT) < 1]
    assert len(rows) >= 4
    for item in rows:
        card = table.tables.card[item.card_id]
        words = [run.text for run in table.art.words_on(item.pixmap())]
        for color in card.colors:
            assert color.upper() in words or color.upper()[:3] in words, (card.name, card.colors, words)


def hull_window(qtbot, players: int, seed: int = 7):
    create_app([])
    window = make_window(qtbot)
    window.resize(*SMALL)
    names = [f"Player {n + 1}" for n in range(players)]
    record = GameRecord(registry().get("hull-breach"), seed, None, names)
    session = window.start_session(record, ["human"] * players, autosave=False, fixed_seat=0)
    session.controller.paused = True
    session.tray.animation_ms = 0
    settle(qtbot, window)
    return window, session


def test_hull_prompt_with_four_commanders_stays_under_the_last_volley(qtbot):
    """Hull Breach!, Set-up and the Manufacturing Phase: a commander deploying has a button per
    card and place; with four commanders at 1024x640 (the respond keys under the prompt) seven of
    them grew the prompt over the last volley's dice and the status. They fold by kind instead."""
    window, session = hull_window(qtbot, 4)
    ctl, table = session.controller, session.table
    game = ctl.game
    rng = random.Random(7)
    folded = 0
    for _ in range(31):
        pending = game.pending(ctl.state)
        if not pending or game.is_over(ctl.state):
            break
        table.set_seat(pending[0].seat)
        settle(qtbot, window)
        panel = table.prompt
        if panel.isVisible():
            for box in (hull_layout.STATUS_RECT, hull_layout.DICE_RECT):
                assert not panel.geometry().intersects(mapped(table, box)), (
                    panel.title.text(), panel.labels(), panel.geometry().getRect(), mapped(table, box).getRect())
            folded += any(label.endswith(")") and "…" in label for label in panel.labels())
        decision = rng.choice(pending)
        legal = game.legal_actions(ctl.state, decision.seat)
        ctl.submit(rng.choice(game.by_chance(legal)))
    assert folded, "no prompt needed folding: the walk no longer reaches a long list"



def test_intergalactic_words_beside_the_slots_read_in_high_contrast(qtbot, plain_afterwards):
    """High contrast paints the table's background (the ice with it) black: the players' names and
    what each is doing beside the face-off slots, dark on the ice, turn white instead of vanishing."""
    from tabletop.ui import theme
    from tabletop.ui.board.common.items import TextItem
    from tabletop.ui.board.intergalactic_hockey.rink import RINK, SLOTS
    from tabletop.ui.board.intergalactic_hockey.table import IntergalacticTable

    ctl = controller("intergalactic-hockey", seed=7)
    table = shown_table(qtbot, ctl, IntergalacticTable, seat=0, size=(1280, 800))
    names = set(ctl.view(0).names)

    def name_colours() -> set[str]:
        """The colours of the players' names beside the slots, on the ice (left of the slots)."""
        return {i.colour.name() for i in table.scene.items() if isinstance(i, TextItem) and i.text in names
                and RINK.contains(i.sceneBoundingRect()) and i.sceneBoundingRect().right() <= SLOTS["top"].left()}

    assert name_colours() and "#ffffff" not in name_colours()
    theme.apply(plain_afterwards, theme.Theme(theme.SYSTEM, True))
    QApplication.processEvents()
    assert name_colours() == {"#ffffff"}
