"""Breakaway: CCG solo play at the table (offscreen): the Solo Opponent's row and bench show the
cards that are face up (Solo Play: the benches are kept face up; revealed cards stay revealed) and
backs for the rest, each back naming its place in the row, as the choice of a face-down card
names it; the seat plate says in words that the person is choosing the opponent's card."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pytestqt")

from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.board import CcgTable
from tabletop.ui.board.breakaway_ccg.items import CardItem
from tabletop.ui.board.common.items import TextItem
from tabletop.ui.controller import GameController
from tests.ui.board_helpers import shown_table
from tests.ui.ccg_support import reach, replayed

GAME = registry().get("breakaway-ccg")


def solo_controller(seed: int, moves: int) -> GameController:
    """A solo game (person in seat 1, the Solo Opponent in seat 2) after ``moves`` random moves
    of the person, stopped where the person chooses the opponent's card if one comes."""
    record = GameRecord(GAME, seed, names=("Ana", "Opponent"), options={"mode": "solo"})
    ctl = GameController(record, ["human", "computer:solo"])
    rng = random.Random(seed)
    for _ in range(moves):
        decisions = GAME.pending(ctl.state)
        if not decisions or (decisions[0].kind == "solo-choose" and _up(ctl)):
            break
        ctl.submit(rng.choice(GAME.legal_actions(ctl.state, decisions[0].seat)))
    return ctl


def _up(ctl) -> bool:
    solo = GAME.view(ctl.state, 0).solo
    return any(c is not None for c in solo.row)


def choosing_with_a_mixed_row(states) -> bool:
    """The person to choose the opponent's card, with some of its row face up and some face down."""
    state = states[-1]
    decisions = GAME.pending(state)
    row = GAME.view(state, 0).solo.row if decisions and decisions[0].kind == "solo-choose" else ()
    return any(c is not None for c in row) and any(c is None for c in row)


def test_the_opponents_face_up_cards_show_and_the_rest_are_numbered_backs(qtbot):
    seed, actions = reach("the opponent's card chosen from a row part face up", {"mode": "solo"},
                          choosing_with_a_mixed_row, names=("Ana", "Opponent"), start=5)
    ctl = replayed(seed, {"mode": "solo"}, actions, ("Ana", "Opponent"), seats=("human", "computer:solo"))
    view = ctl.view(0)
    assert [d.kind for d in GAME.pending(ctl.state)] == ["solo-choose"]
    up = [c for c in view.solo.row if c is not None]
    down = [n for n, c in enumerate(view.solo.row) if c is None]
    assert up and down, view.solo.row
    table = shown_table(qtbot, ctl, CcgTable, seat=0, size=(1280, 800))
    faces = {i.card_id for i in table.scene.items() if isinstance(i, CardItem) and i.card_id}
    assert set(up) <= faces
    assert {c for c in view.solo.bench if c is not None} <= faces
    tips = [i.toolTip() for i in table.scene.items() if isinstance(i, CardItem) and not i.card_id]
    for n in down:
        assert any(tip.endswith(f"face-down card {n + 1}") for tip in tips), (n, tips)
    words = [i.text for i in table.scene.items() if isinstance(i, TextItem)]
    assert "Opponent's bench · 5" in words or any(w.startswith("Opponent's bench ·") for w in words)
    assert not any("(hidden)" in w for w in words if w.startswith("Opponent's bench"))
    assert any("choosing the opponent's card" in w for w in words), words


def test_the_opponents_rows_do_not_overlap_and_the_official_panel_shows(qtbot):
    """Solo play is the official game: its officials, tokens and pile show as in an official game,
    and the opponent's row and bench are list rows side by side, none covering another (fanned
    faces at the size of the backs overlapped until they could not be read)."""
    ctl = solo_controller(3, 80)
    table = shown_table(qtbot, ctl, CcgTable, seat=0, size=(1280, 800))
    top = [i for i in table.scene.items() if isinstance(i, CardItem) and i.sceneBoundingRect().bottom() < 120]
    view = ctl.view(0)
    assert len(top) == view.hand_sizes[1] + view.bench_sizes[1]
    rects = [i.sceneBoundingRect().adjusted(1, 1, -1, -1) for i in top]
    assert not [(a, b) for n, a in enumerate(rects) for b in rects[n + 1:] if a.intersects(b)]
    words = [i.text for i in table.scene.items() if isinstance(i, TextItem)]
    assert any(w.startswith("Officials:") for w in words), words
