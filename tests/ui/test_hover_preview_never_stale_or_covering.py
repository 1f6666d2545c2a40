"""The large card preview at every table (offscreen): it goes when the card it shows is played
(a double-click) and when the hot-seat curtain rises, and never describes a card as it was before
it turned; wherever it shows, it covers neither the seat's own hand nor the prompt panel."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect, QRectF, Qt

from tabletop.engine.actions import Action
from tabletop.ui.board import create_table
from tabletop.ui.shell.game_setup import GameSetup
from tests.ui.board_helpers import controller, rest_mouse_on, to_play
from tests.ui.shell_support import SeatSpy, make_window

HOCKEY = "hockey-card-game"
FOOTBALL = "breakaway-football"
CCG = "breakaway-ccg"


def lift(qtbot, window) -> None:
    while window.curtain.isVisible():
        qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)


def table_for(qtbot, ctl, seat: int, size: tuple[int, int]):
    table = create_table(ctl)
    qtbot.addWidget(table)
    table.animation_ms = 0
    table.set_seat(seat)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    return table


def hand_cards(table, seat: int) -> list:
    """The seat's own hand as drawn: the cards that can be dragged out of it."""
    hand = set(table.controller.view(seat).hand)
    return sorted((i for i in table.scene.items()
                   if getattr(i, "card_id", None) in hand and getattr(i, "_on_drag", None) is not None),
                  key=lambda i: i.sceneBoundingRect().left())


def on_table(table, rect: QRectF) -> QRect:
    return table.view.mapFromScene(rect).boundingRect().translated(table.view.pos())


# ----- never stale -------------------------------------------------------------------------------
def test_hockey_a_card_played_by_double_click_takes_its_preview_and_the_curtain_shows_none(qtbot):
    spy = SeatSpy()
    window = make_window(qtbot, table_factory=spy)
    session = window.start_new(GameSetup(HOCKEY, ["human", "human"], ["Ana", "Ben"], 7, {}))
    ctl, table = session.controller, spy.table
    table.animation_ms = 0
    to_play(ctl)
    lift(qtbot, window)
    seat = ctl.view(None).turn
    assert table.seat == seat
    item = next(i for i in hand_cards(table, seat)
                if ctl.validate(Action(seat, "play", (i.card_id,))).ok)
    card = item.card_id
    rest_mouse_on(table, item)
    assert table.preview.isVisible() and table.preview.card_id == card
    point = table.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert ctl.record.actions[-1] == Action(seat, "play", (card,))
    # The card now lies on the pile, far from the pointer: its preview went with it.
    assert not table.preview.isVisible()
    assert window.curtain.isVisible() and table.seat is None
    lift(qtbot, window)
    assert table.seat == 1 - seat
    assert not table.preview.isVisible()


def test_football_a_turned_card_is_read_at_its_new_end(qtbot):
    ctl = controller(FOOTBALL, seed=11)
    for _ in range(40):
        view = ctl.view(None)
        if view.phase == "call" and view.called == (False, False):
            break
        seat = ctl.pending_seats()[0]
        legal = ctl.legal_actions(seat)
        plain = [a for a in legal if a.kind not in ("call", "special", "timeout")]
        ctl.submit((plain or legal)[0])
    seat = ctl.view(None).offense
    table = table_for(qtbot, ctl, seat, (1280, 800))
    item = hand_cards(table, seat)[-1]           # the last card lies whole on the others
    card = item.card_id
    rest_mouse_on(table, item)
    assert table.preview.card_id == card
    before = table.preview.text.text()
    point = table.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.RightButton, pos=point)
    end = table.ends[card]
    assert end != item.end                         # it turned
    if table.preview.isVisible():
        assert table.preview.card_id == card
        assert table.preview.text.text() == table.painter.card_text(card, end) != before


# ----- never over the hand or the prompt ---------------------------------------------------------
def _to_hand_and_prompt(ctl, game_id: str) -> int:
    """Play the first legal moves until the seat deciding holds cards (and, but in Hockey, a prompt)."""
    if game_id == HOCKEY:
        to_play(ctl)
        return ctl.view(None).turn
    for _ in range(60):
        seat = ctl.pending_seats()[0]
        view = ctl.view(seat)
        if len(getattr(view, "hand", ())) >= 3 and (game_id == "intergalactic-hockey" or getattr(view, "phase", "")
                                                     not in ("faceoff", "toss", "choose")):
            return seat
        ctl.submit(ctl.legal_actions(seat)[0])
    raise AssertionError("never reached a hand to read")


@pytest.mark.parametrize("size", [(760, 420), (1024, 460), (1280, 740)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", [HOCKEY, FOOTBALL, CCG, "intergalactic-hockey", "hull-breach"])
def test_the_preview_never_covers_the_hand_or_the_prompt(qtbot, game_id, size):
    ctl = controller(game_id, seed=5)
    seat = _to_hand_and_prompt(ctl, game_id)
    table = table_for(qtbot, ctl, seat, size)
    cards = hand_cards(table, seat)
    assert cards, "no hand drawn"
    hand = QRect()
    for item in cards:
        hand = hand.united(on_table(table, item.sceneBoundingRect()))
    faces = [i for i in table.scene.items() if getattr(i, "card_id", None) and i not in cards
             and getattr(i, "acceptHoverEvents", lambda: False)()]
    problems = []
    for item in cards + faces[:6]:
        if not item.isVisible() or item.scene() is not table.scene:
            continue
        visible = item.sceneBoundingRect()
        point = table.view.mapFromScene(visible.center())
        top = table.view.itemAt(point)
        if top is None or (top is not item and getattr(top, "card_id", None) != item.card_id):
            point = table.view.mapFromScene(visible.topLeft() + QRectF(0, 0, 6, 6).center())
        rest_mouse_on(table, point=point)
        preview = table.preview
        if not preview.isVisible():
            continue
        shown = preview.geometry()
        if shown.intersects(hand):
            problems.append(f"{preview.card_id}: preview {shown.getRect()} over the hand {hand.getRect()}")
        if table.prompt.isVisible() and shown.intersects(table.prompt.geometry()):
            problems.append(f"{preview.card_id}: preview {shown.getRect()} over the prompt "
                            f"{table.prompt.geometry().getRect()}")
        if not table.rect().contains(shown):
            problems.append(f"{preview.card_id}: preview {shown.getRect()} out of the table")
    assert not problems, problems
