"""The Hockey Card Game table (offscreen): buttons, keys, drops, refusals, seats and snapshots."""

from __future__ import annotations

import os
import random
from contextlib import ExitStack, contextmanager

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QEvent, QMimeData, QPointF, Qt
from PySide6.QtGui import QColor, QDragEnterEvent, QDragMoveEvent, QDropEvent, QImage, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsPixmapItem

from tabletop.engine.actions import Action
from tabletop.games.standard_deck import standard_deck
from tabletop.ui.board import TABLE_CLASSES, GenericTable, HockeyTable, create_table
from tabletop.ui.board.common.items import CARD_MIME, HandCardItem, Panel, TextItem, encode_card
from tabletop.ui.board.common.models import card_label
from tabletop.ui.cards import card_painter
from tests.ui.board_helpers import (
    controller,
    must_match_position,
    random_moves,
    real_mouse_drag,
    shown_table,
    to_play,
)

CARD_IDS = frozenset(standard_deck().ids)


def make_table(qtbot, ctl, seat=0) -> HockeyTable:
    return shown_table(qtbot, ctl, HockeyTable, seat, (1200, 750))


def hand_items(table: HockeyTable) -> list[HandCardItem]:
    return [i for i in table.scene.items() if isinstance(i, HandCardItem)]


@contextmanager
def models_quiet(qtbot, table):
    """Fails if either model emits any change inside the block."""
    with ExitStack() as stack:
        for model in (table.hand_model, table.pile_model):
            for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset, model.dataChanged,
                           model.layoutChanged):
                stack.enter_context(qtbot.assertNotEmitted(signal))
        yield


def test_create_table_picks_hockey_and_falls_back_to_generic(qtbot, monkeypatch):
    hockey = create_table(controller())
    monkeypatch.delitem(TABLE_CLASSES, "intergalactic-hockey")   # a game without a table of its own
    other = create_table(controller("intergalactic-hockey"))
    qtbot.addWidget(hockey)
    qtbot.addWidget(other)
    assert isinstance(hockey, HockeyTable)
    assert isinstance(other, GenericTable)


def test_cut_and_choose_with_the_buttons(qtbot):
    ctl = controller()
    table = make_table(qtbot, ctl, 0)
    while ctl.view(None).phase == "cut":
        seat = ctl.pending_seats()[0]
        table.set_seat(seat)
        assert table.cut_button.isVisible()
        qtbot.mouseClick(table.cut_button, Qt.MouseButton.LeftButton)
        assert table.cut_button.isVisible() == (ctl.view(None).phase == "cut" and seat in ctl.pending_seats())
        assert len(table.controller.record.actions) >= 1
    chooser = ctl.view(None).chooser
    table.set_seat(chooser)
    assert table.lead_button.isVisible() and table.deal_button.isVisible()
    qtbot.mouseClick(table.lead_button, Qt.MouseButton.LeftButton)
    view = ctl.view(chooser)
    assert view.phase == "play" and view.player_one == chooser
    assert not table.lead_button.isVisible()
    assert len(hand_items(table)) == 5


def test_cut_and_choose_with_keys(qtbot):
    ctl = controller(seed=11)
    table = make_table(qtbot, ctl, 0)
    table.setFocus()
    while ctl.view(None).phase == "cut":
        table.set_seat(ctl.pending_seats()[0])
        before = len(ctl.record.actions)
        QTest.keyClick(table, Qt.Key.Key_C)
        assert len(ctl.record.actions) == before + 1
    chooser = ctl.view(None).chooser
    table.set_seat(chooser)
    QTest.keyClick(table, Qt.Key.Key_Right)          # move to "Deal"
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert ctl.view(None).phase == "play"
    assert ctl.view(None).dealer == chooser


def test_drop_card_plays_a_legal_card(qtbot):
    ctl = controller()
    to_play(ctl)
    seat = ctl.view(None).turn
    table = make_table(qtbot, ctl, seat)
    card = ctl.view(seat).hand[0]
    with qtbot.waitSignals([table.hand_model.rowsRemoved, table.pile_model.rowsInserted], timeout=1000):
        assert table.drop_card(card).ok
    assert card not in ctl.view(seat).hand
    assert table.pile_model.ids[-1] == card
    assert card not in [i.card_id for i in hand_items(table)]


def test_an_idle_table_has_painted_the_pile_pictures_the_next_drop_shows(qtbot, monkeypatch):
    from tabletop.ui.board.hockey_card_game.table import PILE_W
    from tabletop.ui.cards import BACK, CardPainter, card_size

    ctl = controller()
    to_play(ctl)
    seat = ctl.view(None).turn
    table = make_table(qtbot, ctl, seat)
    card_painter().clear()          # the shared pictures other tests left: this table paints its own
    table.refresh()
    qtbot.waitUntil(lambda: not table._pile_ahead.isActive())
    painted = []
    paint = CardPainter._render
    monkeypatch.setattr(CardPainter, "_render", lambda self, key: painted.append(key) or paint(self, key))
    card = next(c for c in table.hand_model.ids if ctl.validate(Action(seat, "play", (c,))).ok)
    assert table.drop_card(card).ok
    assert table.pile_model.ids[-1] == card
    pile = card_size(PILE_W)
    assert [k for k in painted if k.card != BACK and (k.width, k.height) == (pile.width(), pile.height())] == []


def test_drop_out_of_turn_is_refused_with_the_reason(qtbot):
    ctl = controller()
    to_play(ctl)
    idle = 1 - ctl.view(None).turn
    table = make_table(qtbot, ctl, idle)
    before = len(ctl.record.actions)
    card = ctl.view(idle).hand[0]
    with qtbot.waitSignal(table.message, timeout=1000) as shown, models_quiet(qtbot, table):
        verdict = table.drop_card(card)
    assert not verdict.ok
    assert len(ctl.record.actions) == before
    assert verdict.reason in shown.args[0]
    assert verdict.reason in table.notice_text()
    assert table.notice.isVisible()
    assert card in [i.card_id for i in hand_items(table)]       # snapped back into the hand


def test_must_match_drop_is_refused(qtbot):
    ctl, matching, other = must_match_position()
    seat = ctl.view(None).turn
    table = make_table(qtbot, ctl, seat)
    before = len(ctl.record.actions)
    assert not table._drag_entered(seat, other)        # the pile would not light up
    opacity = {i.card_id: i.opacity() for i in hand_items(table)}
    assert opacity[other] < 1.0 and opacity[matching] == 1.0    # the forbidden card is dimmed
    assert table._drag_entered(seat, matching)
    with models_quiet(qtbot, table):
        verdict = table.drop_card(other)
    assert not verdict.ok and verdict.code
    assert len(ctl.record.actions) == before
    assert verdict.reason in table.notice_text()


def test_keyboard_selects_and_plays(qtbot):
    ctl = controller()
    to_play(ctl)
    seat = ctl.view(None).turn
    table = make_table(qtbot, ctl, seat)
    table.setFocus()
    hand = ctl.view(seat).hand
    QTest.keyClick(table, Qt.Key.Key_Right)
    QTest.keyClick(table, Qt.Key.Key_Right)
    assert table.selected == hand[1]
    raised = {i.card_id: i.pos().y() for i in hand_items(table)}
    assert raised[hand[1]] < raised[hand[0]]                     # the selection is visible
    QTest.keyClick(table, Qt.Key.Key_Left)
    assert table.selected == hand[0]
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert ctl.record.actions[-1] == Action(seat, "play", (hand[0],))


def test_double_click_plays(qtbot):
    ctl = controller()
    to_play(ctl)
    seat = ctl.view(None).turn
    table = make_table(qtbot, ctl, seat)
    item = hand_items(table)[0]
    point = table.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert ctl.record.actions[-1] == Action(seat, "play", (item.card_id,))


def test_set_seat_shows_only_that_seats_cards(qtbot):
    ctl = controller()
    to_play(ctl)
    table = make_table(qtbot, ctl, 0)
    assert sorted(i.card_id for i in hand_items(table)) == sorted(ctl.view(0).hand)
    table.set_seat(1)
    shown = {i.card_id for i in hand_items(table)}
    assert shown == set(ctl.view(1).hand)
    assert not shown & set(ctl.view(0).hand)
    tips = " ".join(i.toolTip() for i in table.scene.items())
    assert not any(card_label(c) in tips for c in ctl.view(0).hand)
    table.set_seat(None)
    assert hand_items(table) == []


def faces_on_screen(table: HockeyTable) -> set[str]:
    """The cards whose face is drawn anywhere on the table now, read back from the pictures in the
    scene through the shared card cache (a card back names no card)."""
    keys = {i.pixmap().cacheKey() for i in table.scene.items() if isinstance(i, QGraphicsPixmapItem)}
    return {k.card for k, p in card_painter()._cache.items() if p.cacheKey() in keys and k.card in CARD_IDS}


@pytest.mark.parametrize("plays", [0, 3])
def test_the_table_for_a_seat_shows_that_seats_hand_faces_and_none_of_the_others(qtbot, plays):
    """The table drawn for seat N shows seat N's hand face up and no face from the other hand; the
    only other faces are the public pile. Checked from the pictures on screen, for both seats."""
    ctl = controller()
    to_play(ctl)
    random_moves(ctl, plays)
    table = make_table(qtbot, ctl, 0)
    for seat in (0, 1):
        table.set_seat(seat)
        own, other = set(ctl.view(seat).hand), set(ctl.view(1 - seat).hand)
        pile = set(ctl.view(None).pile)
        assert own and other and len(pile) == plays
        assert {i.card_id for i in hand_items(table)} == own
        shown = faces_on_screen(table)
        assert own <= shown
        assert not shown & other
        assert shown <= own | pile
    table.set_seat(None)
    assert not faces_on_screen(table) & (set(ctl.view(0).hand) | set(ctl.view(1).hand))


def test_snapshot_is_read_only(qtbot):
    ctl = controller()
    to_play(ctl)
    seat = ctl.view(None).turn
    table = make_table(qtbot, ctl, seat)
    past = ctl.game.view(ctl.record.state_at(len(ctl.record.actions)), seat)
    table.show_snapshot(past)
    assert not table.is_live
    assert all(not i.interactive for i in hand_items(table))
    before = len(ctl.record.actions)
    assert not table.drop_card(past.hand[0]).ok
    assert len(ctl.record.actions) == before
    table.show_live()
    assert all(i.interactive for i in hand_items(table))


def test_goal_events_raise_the_banner(qtbot):
    ctl = controller()
    to_play(ctl)
    table = make_table(qtbot, ctl, 0)
    table.animation_ms = 0
    seen = set()
    rng = random.Random(5)
    for _ in range(400):
        if not ctl.pending_seats():
            break
        ctl.submit(rng.choice(ctl.legal_actions(ctl.pending_seats()[0])))
        kind = ctl.record.steps[-1].events[0].kind
        if kind in ("goal", "breakaway"):
            assert table.banner_text() == {"goal": "GOAL!", "breakaway": "BREAKAWAY!"}[kind]
            seen.add(kind)
    assert "breakaway" in seen


def test_rendered_table_is_not_empty(qtbot):
    ctl = controller()
    random_moves(ctl, 25)
    table = make_table(qtbot, ctl, ctl.pending_seats()[0] if ctl.pending_seats() else 0)
    table.resize(1280, 800)
    image: QImage = table.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 23)}
    assert len(colours) > 40


@pytest.mark.skipif(not os.environ.get("DISPLAY"),
                    reason="QDrag.exec needs a real X display (CI runs under xvfb-run)")
@pytest.mark.timeout(20)
def test_real_mouse_drag_onto_the_pile(qtbot):
    ctl = controller()
    to_play(ctl)
    seat = ctl.view(None).turn
    table = make_table(qtbot, ctl, seat)
    viewport = table.view.viewport()
    item = hand_items(table)[0]
    card = item.card_id
    start = table.view.mapFromScene(item.sceneBoundingRect().center())
    target = table.view.mapFromScene(QPointF(600, 375))

    real_mouse_drag(viewport, start, target)     # blocks until released
    qtbot.waitUntil(lambda: ctl.record.actions and ctl.record.actions[-1] == Action(seat, "play", (card,)),
                    timeout=5000)
    assert table.pile_model.ids[-1] == card


def send_drag(table: HockeyTable, seat: int, card: str, drop: bool) -> None:
    """Drive the view's drag and drop handlers with real Qt drag events (no QDrag.exec loop)."""
    viewport = table.view.viewport()
    point = QPointF(table.view.mapFromScene(QPointF(600, 375)))
    mime = QMimeData()
    mime.setData(CARD_MIME, encode_card(seat, card))
    actions = Qt.DropAction.MoveAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(point.toPoint(), actions, mime, buttons, mods)
    QApplication.sendEvent(viewport, enter)
    move = QDragMoveEvent(point.toPoint(), actions, mime, buttons, mods)
    QApplication.sendEvent(viewport, move)
    if drop:
        QApplication.sendEvent(viewport, QDropEvent(point, actions, mime, buttons, mods))
    table._keep_mime = mime          # the events refer to it until Qt is done with them


def test_pile_lights_up_only_for_a_legal_card_and_drops_play_it(qtbot):
    ctl, matching, other = must_match_position()
    seat = ctl.view(None).turn
    table = make_table(qtbot, ctl, seat)
    send_drag(table, seat, other, drop=False)
    assert table.pile_target.state == "illegal"
    send_drag(table, seat, matching, drop=False)
    assert table.pile_target.state == "legal"
    before = len(ctl.record.actions)
    with models_quiet(qtbot, table):
        send_drag(table, seat, other, drop=True)
    assert len(ctl.record.actions) == before
    assert ctl.validate(Action(seat, "play", (other,))).reason in table.notice_text()
    assert table.pile_target.state == ""
    send_drag(table, seat, matching, drop=True)
    assert ctl.record.actions[-1] == Action(seat, "play", (matching,))


def test_a_foreign_drag_is_ignored(qtbot):
    ctl = controller()
    to_play(ctl)
    seat = ctl.view(None).turn
    table = make_table(qtbot, ctl, seat)
    viewport = table.view.viewport()
    mime = QMimeData()
    mime.setText("7C")
    point = table.view.mapFromScene(QPointF(600, 375))
    event = QDragEnterEvent(point, Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)
    QApplication.sendEvent(viewport, QDragMoveEvent(point, Qt.DropAction.MoveAction, mime,
                                                    Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    assert table.pile_target.state == ""


def test_against_the_computer_only_the_human_seat_acts(qtbot):
    ctl = controller(seats=("human", "computer"))
    ctl.computer_delay_ms = 0
    table = make_table(qtbot, ctl, 0)
    qtbot.mouseClick(table.cut_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ctl.view(None).phase != "cut" or ctl.pending_seats() == [0], timeout=3000)
    while ctl.view(None).phase == "cut":
        qtbot.mouseClick(table.cut_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: ctl.view(None).phase != "cut" or ctl.pending_seats() == [0], timeout=3000)
    if ctl.view(None).phase == "choose" and ctl.view(None).chooser == 0:
        qtbot.mouseClick(table.lead_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ctl.view(None).phase == "play" and ctl.view(None).turn == 0, timeout=3000)
    assert {i.card_id for i in hand_items(table)} == set(ctl.view(0).hand)
    table.set_seat(1)        # a computer seat: shown, but nothing is interactive
    assert all(not i.interactive for i in hand_items(table))


def test_game_over_shows_the_result_panel(qtbot):
    ctl = controller(seed=3)
    random_moves(ctl, 10_000, seed=3)
    assert ctl.game.is_over(ctl.state)
    table = make_table(qtbot, ctl, 0)
    view = ctl.view(0)
    # The shared game-over panel says the result (tests/ui/test_game_over.py), the rink not again.
    assert table.game_over.isVisible() and table.game_over.title.text() == ctl.game.outcome(ctl.state).text
    assert table.game_over.score.text() == f"{view.names[0]}  {view.totals[0]} – {view.totals[1]}  {view.names[1]}"
    assert not table.pile_target.isVisible()
    assert not (table.cut_button.isVisible() or table.lead_button.isVisible())


# ----- what the player sees: nothing they need is covered, every mark says what it means ------
def own_breakaway_position() -> tuple:
    """A live game where a seat holds the breakaway with four or more cards still in hand."""
    for seed in range(60):
        ctl = controller(seed=seed)
        to_play(ctl)
        rng = random.Random(seed)
        for _ in range(120):
            view = ctl.view(None)
            if view.phase != "play":
                break
            if view.breakaway is not None and view.hand_sizes[view.breakaway] >= 4:
                return ctl, view.breakaway
            ctl.submit(rng.choice(ctl.legal_actions(ctl.pending_seats()[0])))
    raise AssertionError("no breakaway with a full hand found")


def drawn_over(table: HockeyTable, item) -> list:
    """Visible items stacked above ``item`` that overlap it (a player cannot see what they cover)."""
    rect = item.sceneBoundingRect()
    above = []
    for other in table.scene.items(rect, Qt.ItemSelectionMode.IntersectsItemBoundingRect,
                                   Qt.SortOrder.DescendingOrder):
        if other is item:
            return above
        if other.isVisible() and other.opacity() > 0:
            above.append(other)
    raise AssertionError("item not in the scene")


def test_own_breakaway_badge_is_not_hidden_by_the_hand(qtbot):
    ctl, holder = own_breakaway_position()
    table = make_table(qtbot, ctl, holder)
    badge = next(i for i in table.scene.items() if isinstance(i, TextItem) and "BREAKAWAY" in i.text)
    covering = [i for i in drawn_over(table, badge)]
    assert covering == [], f"the badge lies under {covering}"
    assert len(hand_items(table)) >= 4


def test_the_role_on_a_plate_says_what_it_means(qtbot):
    ctl = controller()
    to_play(ctl)
    table = make_table(qtbot, ctl, 0)
    view = ctl.view(0)
    words = [i.text for i in table.scene.items() if isinstance(i, TextItem)]
    # The seats are called "Player 1" and "Player 2" by default; the rulebook's role "Player One"
    # beside them reads as a third name, so the plate says what the role does instead.
    assert not any("Player One" in w for w in words)
    assert any("Leads each deal" in w for w in words)
    lead_plate = [i for i in table.scene.items() if "first card of every deal" in i.toolTip()]
    assert lead_plate, "no plate explains the role"
    assert view.names[view.player_one] in lead_plate[0].toolTip()


def test_banners_hide_nothing_the_player_needs(qtbot):
    ctl, holder = own_breakaway_position()
    table = make_table(qtbot, ctl, holder)
    table.banner.show_banner("BREAKAWAY!", "Ana plays the 7♦ — matches the 7♠: breakaway!", QColor("white"), 0)
    band = table.banner.sceneBoundingRect()
    needed = [i for i in table.scene.items()
              if i.isVisible() and i is not table.banner and i is not table.pile_target
              and isinstance(i, (TextItem, Panel, QGraphicsPixmapItem))]
    assert needed
    hidden = [getattr(i, "text", "") or i.toolTip() for i in needed if band.intersects(i.sceneBoundingRect())]
    assert hidden == []


def test_undo_takes_down_a_goal_banner_that_no_longer_holds(qtbot):
    ctl = controller()
    to_play(ctl)
    table = make_table(qtbot, ctl, 0)
    rng = random.Random(3)
    for _ in range(600):
        ctl.submit(rng.choice(ctl.legal_actions(ctl.pending_seats()[0])))
        if ctl.record.steps[-1].events[0].kind == "goal":
            break
    assert table.banner_text() == "GOAL!"
    assert ctl.undo()
    assert table.banner_text() == ""


def test_hovering_a_card_shows_it_large(qtbot):
    ctl, _, bad = must_match_position()
    seat = ctl.view(None).turn
    table = make_table(qtbot, ctl, seat)
    preview = table.preview
    pile_top = next(i for i in table.scene.items()
                    if getattr(i, "card_id", None) == ctl.view(seat).pile[-1] and not isinstance(i, HandCardItem))
    for item in (next(i for i in hand_items(table) if i.card_id == bad), pile_top):
        point = table.view.mapFromScene(item.sceneBoundingRect().center())
        viewport = table.view.viewport()
        QApplication.sendEvent(viewport, QMouseEvent(QEvent.Type.MouseMove, QPointF(point),
                                                     QPointF(viewport.mapToGlobal(point)), Qt.MouseButton.NoButton,
                                                     Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))
        assert preview.isVisible() and preview.card_id == item.card_id
        shown = table.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert preview.picture.pixmap().deviceIndependentSize().width() > 1.5 * shown.width()
        assert card_label(item.card_id) in preview.text.text()
        assert not preview.geometry().intersects(shown.translated(table.view.pos()))
    # The unplayable card says why, in the preview as in its tooltip.
    table._hover(bad, next(i for i in hand_items(table) if i.card_id == bad))
    assert "match" in preview.text.text().lower()
