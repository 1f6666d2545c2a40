"""Breakaway Football: the latest play's heading and its sentences never share space, and the large
card preview's caption is whole for every card at the smallest window (1024x640)."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect

from tabletop.ui.board import FootballTable
from tabletop.ui.board.breakaway_football.table import PANEL
from tabletop.ui.board.common.items import TextItem
from tests.ui.board_helpers import controller, shown_table

GAME = "breakaway-football"
#: The table's size in a 1024x640 window with the log and the chance tray docked.
SMALLEST = (758, 462)


def panel_texts(table: FootballTable) -> list[TextItem]:
    return [i for i in table.scene.items() if isinstance(i, TextItem) and PANEL.contains(i.sceneBoundingRect())]


def test_the_latest_play_heading_never_lies_on_its_sentences(qtbot):
    """From the toss through the first plays: before the kickoff the panel shows no card, so its
    sentences begin at the panel's left edge, where the heading is; they go below it then."""
    ctl = controller(GAME, seed=11)
    table = shown_table(qtbot, ctl, FootballTable, 0)
    rng = random.Random(4)
    checked = 0
    for _ in range(30):
        table.set_seat(ctl.pending_seats()[0])
        heading = [i for i in panel_texts(table) if i.text in ("Latest play", "Coin toss", "The kickoff is next")]
        assert len(heading) == 1
        for other in panel_texts(table):
            if other is not heading[0] and other.text:
                assert not other.sceneBoundingRect().intersects(heading[0].sceneBoundingRect()), (
                    heading[0].text, other.text)
                checked += 1
        seat = ctl.pending_seats()[0]
        legal = ctl.legal_actions(seat)
        plain = [a for a in legal if a.kind not in ("special", "timeout")]
        assert ctl.submit(rng.choice(plain or legal)).ok
    assert checked > 30


def test_every_card_preview_caption_is_whole_at_the_smallest_window(qtbot):
    """Each card's words, with the large picture, fit in the table: nothing of the caption is cut
    off at the bottom, whichever card (and end) the mouse rests on."""
    ctl = controller(GAME, seed=11)
    table = shown_table(qtbot, ctl, FootballTable, 0, size=SMALLEST)
    painter = table.painter
    preview = table.preview
    hovered = QRect(40, 300, 60, 84)        # a hand card at the bottom left: the preview goes above
    cards = [(c, e) for c in [*painter.offense, *painter.defense] for e in ("a", "b")]
    cards += [(c, "a") for c in painter.game_day]
    for card, end in cards:
        picture = painter.face(card, preview.card_width(), table.devicePixelRatioF(), end)
        preview.show_card(card, picture, painter.card_text(card, end), hovered)
        text = preview.text
        assert text.height() >= text.heightForWidth(text.width()), card
        assert preview.parentWidget().rect().contains(preview.geometry()), (card, end, preview.geometry())
        assert preview.rect().contains(text.geometry()), card
