"""The Intergalactic Hockey Showdown table (offscreen): hot-seat secrecy, the reveal, ability prompts, refusals."""

from __future__ import annotations

import os
import random

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QMimeData, QPointF, QRect, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QGraphicsPixmapItem, QWidget

from tabletop.engine.actions import Action
from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.board import IntergalacticTable
from tabletop.ui.board.common.items import CARD_MIME, FaceItem, HandCardItem, encode_card
from tabletop.ui.board.intergalactic_hockey.table import SLOT_W, SLOTS
from tabletop.ui.shell.game_setup import GameSetup
from tests.ui.board_helpers import controller, real_mouse_drag, shown_table
from tests.ui.shell_support import make_window

GAME = "intergalactic-hockey"


def make_table(qtbot, ctl, seat=0) -> IntergalacticTable:
    return shown_table(qtbot, ctl, IntergalacticTable, seat)


def first_cards_seed() -> int:
    """A seed whose opening face-off, both playing their first card, has a winner and no ability choice."""
    game = registry().get(GAME)
    for seed in range(200):
        record = GameRecord(game, seed, names=("Ana", "Ben"))
        for seat in (0, 1):
            record.submit(game.legal_actions(record.state, seat)[0])
        if not record.state.queue and record.state.puck is not None and record.state.discard:
            return seed
    raise AssertionError("no plain face-off found")


def play_until(ctl, wanted, seed: int = 1, limit: int = 3000) -> bool:
    """Random legal moves until ``wanted(state)``; True once it holds."""
    rng = random.Random(seed)
    for _ in range(limit):
        if wanted(ctl.state):
            return True
        seats = ctl.pending_seats()
        if not seats:
            return False
        seat = rng.choice(seats)
        ctl.submit(rng.choice(ctl.legal_actions(seat)))
    return False


def scene_pixmap_keys(table) -> set[int]:
    return {i.pixmap().cacheKey() for i in table.scene.items() if isinstance(i, QGraphicsPixmapItem)}


def face_keys(table, card: str) -> set[int]:
    """Every cached picture of ``card``'s face, at any size: none may be on screen while it is secret."""
    return {p.cacheKey() for k, p in table.painter._cache.items() if k.card == card}


def send_drop(table, seat: int, card: str, slot: str = "bottom", drop: bool = True) -> None:
    """Real Qt drag events on the view, over a play slot."""
    viewport = table.view.viewport()
    point = QPointF(table.view.mapFromScene(SLOTS[slot].center()))
    mime = QMimeData()
    mime.setData(CARD_MIME, encode_card(seat, card))
    actions, buttons, mods = Qt.DropAction.MoveAction, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(viewport, QDragEnterEvent(point.toPoint(), actions, mime, buttons, mods))
    QApplication.sendEvent(viewport, QDragMoveEvent(point.toPoint(), actions, mime, buttons, mods))
    if drop:
        QApplication.sendEvent(viewport, QDropEvent(point, actions, mime, buttons, mods))
    table._keep_mime = mime


def test_a_full_face_off_in_hot_seat_through_the_shell(qtbot):
    seed = first_cards_seed()
    window = make_window(qtbot)
    session = window.start_new(GameSetup(GAME, ["human", "human"], ["Ana", "Ben"], seed, {}))
    table = session.table
    assert isinstance(table, IntergalacticTable)
    table.animation_ms = 0
    ctl = session.controller
    assert window.curtain.isVisible() and table.seat is None
    qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    assert table.seat == 0

    # Ana picks her first card with the keyboard and places it face down.
    ana_card = ctl.view(0).hand[0]
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert table.selected == ana_card
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert ctl.record.actions[-1] == Action(0, "play", (ana_card,))

    # The curtain rises at once and the table shows no seat, so nothing private is drawn.
    assert window.curtain.isVisible()
    assert table.seat is None
    assert not scene_pixmap_keys(table) & face_keys(table, ana_card)
    qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    assert table.seat == 1

    # Ben sees Ana's slot as a card back, never its face.
    back = table.painter.back(SLOT_W, table._dpr()).cacheKey()
    top_slot = [i for i in table.scene.items() if isinstance(i, QGraphicsPixmapItem)
                and i.pos() == SLOTS["top"].topLeft()]
    assert [i.pixmap().cacheKey() for i in top_slot] == [back]
    assert not scene_pixmap_keys(table) & face_keys(table, ana_card)
    assert table.can_play(table.current_view())

    # Ben drags his first card onto his slot: the slot lights up, then the cards are revealed.
    ben_card = ctl.view(1).hand[0]
    send_drop(table, 1, ben_card, drop=False)
    assert table.own_slot.state == "legal"
    send_drop(table, 1, ben_card)
    assert ctl.record.actions[-1] == Action(1, "play", (ben_card,))
    events = ctl.record.steps[-1].events
    kinds = [e.kind for e in events]
    assert "reveal" in kinds and "faceoff" in kinds
    assert ctl.state.puck is not None
    # The reveal moment shows both faces and names the outcome.
    assert table.reveal_text() == "FACE-OFF WON"
    shown = {face.cacheKey() for face, _back, _name in table.overlay.faces}
    assert shown == {table.painter.face(c, 122, table._dpr()).cacheKey() for c in (ana_card, ben_card)}
    # Both cards stay readable on the rink as the last play, and the puck sits by its holder.
    keys = scene_pixmap_keys(table)
    assert keys & face_keys(table, ana_card) and keys & face_keys(table, ben_card)
    assert table.last_play().cards == (ana_card, ben_card)


def test_own_card_is_face_up_to_its_owner_and_a_back_to_a_spectator(qtbot):
    ctl = controller(GAME, seed=3)
    table = make_table(qtbot, ctl, 0)
    card = ctl.view(0).hand[1]
    table.drop_card(card)
    assert scene_pixmap_keys(table) & face_keys(table, card)
    table.set_seat(None)
    assert not scene_pixmap_keys(table) & face_keys(table, card)
    assert not [i for i in table.scene.items() if isinstance(i, HandCardItem)]
    table.set_seat(1)
    assert not scene_pixmap_keys(table) & face_keys(table, card)


def faces_on_screen(table) -> set[str]:
    """The cards whose face is drawn anywhere on the table now, read back from the pictures in the
    scene (a card back names no card)."""
    keys = scene_pixmap_keys(table)
    return {k.card for k, p in table.painter._cache.items()
            if p.cacheKey() in keys and k.card in table.cards.by_id}


@pytest.mark.parametrize("seed", [3, 11])
def test_the_table_for_a_seat_shows_that_seats_hand_faces_and_none_of_the_others(qtbot, seed):
    """Each seat's table draws its own hand face up and never a face from the other hand: what the
    hot-seat curtain relies on. Checked from the pictures on screen, not from the engine's views."""
    ctl = controller(GAME, seed=seed)
    table = make_table(qtbot, ctl, 0)

    def check_both_seats() -> None:
        for seat in (0, 1):
            table.set_seat(seat)
            own, other = set(ctl.view(seat).hand), set(ctl.view(1 - seat).hand)
            assert own and other
            assert {i.card_id for i in table.scene.items() if isinstance(i, HandCardItem)} == own
            shown = faces_on_screen(table)
            assert own <= shown
            assert not shown & other

    check_both_seats()                               # at the start
    down = ctl.view(0).hand[0]                       # Ana places a card face down
    table.set_seat(0)
    assert table.drop_card(down).ok
    check_both_seats()
    table.set_seat(1)
    assert down not in faces_on_screen(table)        # Ben sees its back
    table.set_seat(0)
    assert down in faces_on_screen(table)            # Ana sees her own card
    table.set_seat(None)
    assert not faces_on_screen(table) & (set(ctl.view(0).hand) | set(ctl.view(1).hand))


def test_a_refused_drop_shows_the_reason_and_changes_nothing(qtbot):
    ctl = controller(GAME, seed=3)
    table = make_table(qtbot, ctl, 0)
    first, second = ctl.view(0).hand[:2]
    table.drop_card(first)
    before, state = len(ctl.record.actions), ctl.state
    send_drop(table, 0, second, drop=False)
    assert table.own_slot.state == "illegal"
    send_drop(table, 0, second)
    assert len(ctl.record.actions) == before and ctl.state is state
    reason = ctl.validate(Action(0, "play", (second,))).message
    assert reason and reason in table.notice_text()
    # A drop on the other player's slot is never a play either.
    send_drop(table, 0, second, slot="top")
    assert len(ctl.record.actions) == before
    assert "slot" in table.notice_text()


def test_double_click_plays_and_spectators_cannot(qtbot):
    ctl = controller(GAME, seed=5)
    table = make_table(qtbot, ctl, 1)
    item = next(i for i in table.scene.items() if isinstance(i, HandCardItem))
    item.mouseDoubleClickEvent(None)
    assert ctl.record.actions[-1] == Action(1, "play", (item.card_id,))
    table.set_seat(None)
    assert table.drop_card(ctl.view(0).hand[0]).code == "no-seat"


def ability_position(kind: str):
    for seed in range(60):
        ctl = controller(GAME, seed=seed)
        if play_until(ctl, lambda s: bool(s.queue) and s.queue[0][1] == kind, seed=seed):
            return ctl
    raise AssertionError(f"no {kind} prompt found")


@pytest.mark.parametrize("kind", ["discard", "swap", "refbot"])
def test_ability_prompt_buttons_submit_the_chosen_action(qtbot, kind):
    ctl = ability_position(kind)
    seat = ctl.state.queue[0][0]
    table = make_table(qtbot, ctl, 1 - seat)
    assert table.prompt_buttons == []            # only the deciding seat is asked
    table.set_seat(seat)
    legal = ctl.legal_actions(seat)
    assert [a for _b, a in table.prompt_buttons] == legal
    assert all(b.isVisible() for b, _a in table.prompt_buttons)
    question = ctl.game.pending(ctl.state)[0].prompt
    assert table.prompt_text() == question
    labels = [" ".join(b.text().split()) for b, _a in table.prompt_buttons]   # long labels wrap
    assert labels[0] == f"1 {ctl.game.describe_action(ctl.state, legal[0])}"
    assert labels[-1] == f"{len(legal)} No thanks"
    before = len(ctl.record.actions)
    qtbot.mouseClick(table.prompt_buttons[0][0], Qt.MouseButton.LeftButton)
    assert ctl.record.actions[before] == legal[0]


def test_ability_prompt_keys(qtbot):
    ctl = ability_position("discard")
    seat = ctl.state.queue[0][0]
    table = make_table(qtbot, ctl, seat)
    table.setFocus()
    before = len(ctl.record.actions)
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert ctl.record.actions[before] == Action(seat, "decline")


def buzzer_position():
    """A live game where the deck has just run out and the puck holder decides on a last shot (S22)."""
    for seed in range(60):
        ctl = controller(GAME, seed=seed)
        if play_until(ctl, lambda s: s.phase == "buzzer", seed=seed):
            return ctl
    raise AssertionError("no buzzer decision found")


@pytest.mark.parametrize("press", [0, 1])
def test_the_last_shot_at_the_buzzer_is_offered_with_buttons(qtbot, press):
    """Ending Periods: the holder "may take one final shot at the buzzer": one button shoots, one lets
    the period end."""
    ctl = buzzer_position()
    seat, period = ctl.state.puck, ctl.state.period
    table = make_table(qtbot, ctl, 1 - seat)
    assert table.prompt_buttons == []            # only the puck holder is asked
    table.set_seat(seat)
    legal = ctl.legal_actions(seat)
    assert legal == [Action(seat, "shoot"), Action(seat, "decline")]
    assert [a for _b, a in table.prompt_buttons] == legal
    assert all(b.isVisible() for b, _a in table.prompt_buttons)
    assert "last shot" in table.prompt_text()
    labels = [" ".join(b.text().split()) for b, _a in table.prompt_buttons]
    assert labels == ["1 Shoot at the buzzer", "2 Let the period end"]
    texts = {i.text for i in table.scene.items() if hasattr(i, "text") and isinstance(i.text, str)}
    assert table.prompt.title.text() == "Last shot at the buzzer" and "deciding on a last shot" in texts
    before = len(ctl.record.actions)
    qtbot.mouseClick(table.prompt_buttons[press][0], Qt.MouseButton.LeftButton)
    assert ctl.record.actions[before] == legal[press]
    if press == 0:
        assert ctl.state.buzzer and ctl.state.phase == "round" and ctl.state.period == period
        assert (seat, "play") in ctl.view(seat).awaiting and table.prompt_buttons == []
    else:
        assert not ctl.state.buzzer and ctl.state.phase in ("faceoff", "over")
        assert ctl.state.period > period or ctl.state.phase == "over"


@pytest.mark.parametrize("key, kind", [(Qt.Key.Key_Return, "shoot"), (Qt.Key.Key_Escape, "decline")])
def test_the_last_shot_at_the_buzzer_by_keyboard(qtbot, key, kind):
    ctl = buzzer_position()
    seat = ctl.state.puck
    table = make_table(qtbot, ctl, seat)
    table.setFocus()
    before = len(ctl.record.actions)
    qtbot.keyClick(table, key)
    assert ctl.record.actions[before] == Action(seat, kind)


def test_revealed_values_show_beside_the_slots(qtbot):
    ctl = ability_position("swap")
    seat = ctl.state.queue[0][0]
    table = make_table(qtbot, ctl, seat)
    texts = {i.text for i in table.scene.items() if hasattr(i, "text") and isinstance(i.text, str)}
    for s in (0, 1):
        o, d = ctl.state.values[s]
        assert f"▶ {o}" in texts and f"♥ {d}" in texts
    # Both revealed cards are face up on the rink.
    keys = scene_pixmap_keys(table)
    for card in ctl.state.plays:
        assert keys & face_keys(table, card)


def test_penalty_puts_the_refbot_in_the_hand_and_it_cannot_be_played(qtbot):
    ctl = None
    for seed in range(80):
        ctl = controller(GAME, seed=seed)
        if play_until(ctl, lambda s: s.penalty is not None and not s.queue and s.plays[s.penalty] is None
                      and s.phase != "over", seed=seed):
            break
    else:
        raise AssertionError("no penalty found")
    seat = ctl.state.penalty
    table = make_table(qtbot, ctl, seat)
    ids = [i.card_id for i in table.scene.items() if isinstance(i, HandCardItem)]
    assert "refbot" in ids
    before = len(ctl.record.actions)
    send_drop(table, seat, "refbot")
    assert len(ctl.record.actions) == before
    assert "RefBot" in table.notice_text()


def test_game_over_shows_the_result(qtbot):
    ctl = controller(GAME, seed=2)
    assert play_until(ctl, lambda s: s.phase == "over", limit=20000)
    table = make_table(qtbot, ctl, 0)
    winner = ctl.view(0).names[ctl.state.winners[0]]
    # The shared game-over panel says the result (tests/ui/test_game_over.py).
    assert table.game_over.isVisible() and table.game_over.title.text().startswith(f"{winner} wins")
    assert not [i for i in table.scene.items() if isinstance(i, HandCardItem) and i.interactive]


def test_snapshot_is_read_only(qtbot):
    ctl = controller(GAME, seed=3)
    table = make_table(qtbot, ctl, 0)
    table.show_snapshot(ctl.view(0))
    assert not table.can_play(table.current_view())
    verdict = table.drop_card(ctl.view(0).hand[0])
    assert verdict.code == "read-only" and not ctl.record.actions
    table.show_live()
    assert table.can_play(table.current_view())


def test_card_pictures_are_cached(qtbot):
    ctl = controller(GAME, seed=3)
    table = make_table(qtbot, ctl, 0)
    card = ctl.view(0).hand[0]
    first = table.painter.face(card, 140, 1.0)
    assert table.painter.face(card, 140, 1.0).cacheKey() == first.cacheKey()
    count = len(table.painter)
    table.refresh()
    assert len(table.painter) == count


def test_number_keys_answer_the_prompt(qtbot):
    ctl = ability_position("refbot")
    seat = ctl.state.queue[0][0]
    table = make_table(qtbot, ctl, seat)
    legal = ctl.legal_actions(seat)
    table.setFocus()
    before = len(ctl.record.actions)
    qtbot.keyClick(table, Qt.Key.Key_9)          # no ninth answer: nothing happens
    assert len(ctl.record.actions) == before
    qtbot.keyClick(table, Qt.Key.Key_2)
    assert ctl.record.actions[before] == legal[1]


def test_the_rendered_table_is_not_empty(qtbot):
    ctl = ability_position("swap")
    table = make_table(qtbot, ctl, ctl.state.queue[0][0])
    image = table.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 23)}
    assert len(colours) > 60


@pytest.mark.skipif(not os.environ.get("DISPLAY"),
                    reason="QDrag.exec needs a real X display (CI runs under xvfb-run)")
@pytest.mark.timeout(20)
def test_real_mouse_drag_onto_the_slot(qtbot):
    ctl = controller(GAME, seed=3)
    table = make_table(qtbot, ctl, 0)
    viewport = table.view.viewport()
    item = next(i for i in table.scene.items() if isinstance(i, HandCardItem))
    card = item.card_id
    start = table.view.mapFromScene(item.sceneBoundingRect().center())
    target = table.view.mapFromScene(SLOTS["bottom"].center())

    real_mouse_drag(viewport, start, target)     # blocks until released
    qtbot.waitUntil(lambda: ctl.record.actions and ctl.record.actions[-1] == Action(0, "play", (card,)),
                    timeout=5000)


# ----- the shared prompt panel and hover preview, layering -------------------------------------------
def table_rect(table, item) -> QRect:
    return table.view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(table.view.pos())


def test_an_ability_decision_is_not_hidden_under_the_reveal_overlay(qtbot):
    """After a reveal the deciding player needs both cards, their numbers and the question: the
    overlay, which would cover them and the question's text, waits for the outcome."""
    ctl = ability_position("swap")
    seat = ctl.state.queue[0][0]
    table = make_table(qtbot, ctl, seat)
    table.show_reveal()
    assert table.reveal_text() == ""
    assert table.prompt.isVisible() and table.prompt.title.text() == "Ability"
    assert table.prompt.hint.text() == ctl.game.pending(ctl.state)[0].prompt
    panel = table.prompt.geometry()
    values = [i for i in table.scene.items() if getattr(i, "text", "").startswith(("▶", "♥"))]
    assert len(values) == 4
    for item in values + [i for i in table.scene.items() if isinstance(i, FaceItem)]:
        assert not panel.intersects(table_rect(table, item)), getattr(item, "text", "")


def test_hovering_any_face_shows_it_large_with_its_whole_text(qtbot):
    ctl = ability_position("swap")
    seat = ctl.state.queue[0][0]
    table = make_table(qtbot, ctl, seat)
    hand = next(i for i in table.scene.items() if isinstance(i, HandCardItem) and i.card_id != "refbot")
    slot = next(i for i in table.scene.items() if isinstance(i, FaceItem) and i.card_id in ctl.state.plays)
    for item in (hand, slot):
        item.hoverEnterEvent(None)
        card = table.cards.by_id[item.card_id]
        preview = table.preview
        assert preview.isVisible() and preview.card_id == item.card_id
        assert card.text in preview.text.text() and card.name in preview.text.text()
        assert preview.picture.pixmap().deviceIndependentSize().width() > item.sceneBoundingRect().width() * 1.2
        assert not preview.geometry().intersects(table_rect(table, item))
        order = [c for c in table.children() if isinstance(c, QWidget)]
        assert order.index(table.prompt) < order.index(preview) < order.index(table.notice)
        item.hoverLeaveEvent(None)
        assert not preview.isVisible()
