"""The Breakaway Football table (offscreen): hot-seat calls, the reveal, prompts, drops, keys, the computer."""

from __future__ import annotations

import itertools
import os
import random

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QEvent, QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QImage, QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsPixmapItem

from tabletop.engine.actions import Action
from tabletop.ui.board import FootballTable, create_table
from tabletop.ui.board.breakaway_football.cards import KEY_REVEAL
from tabletop.ui.board.breakaway_football.table import MY_SLOT, FootballCardItem
from tabletop.ui.board.common.items import CARD_MIME, Panel, TextItem, encode_card
from tabletop.ui.shell.game_setup import GameSetup
from tests.ui.board_helpers import controller, real_mouse_drag, shown_table
from tests.ui.shell_support import SeatSpy, make_window

GAME = "breakaway-football"


def make_table(qtbot, ctl, seat=0) -> FootballTable:
    return shown_table(qtbot, ctl, FootballTable, seat)


def to_calls(ctl) -> None:
    """Toss, choose and kick off (always the first choice) until both coaches call plays."""
    for _ in range(40):
        if ctl.view(None).phase == "call" and ctl.view(None).called == (False, False):
            return
        seat = ctl.pending_seats()[0]
        legal = ctl.legal_actions(seat)
        plain = [a for a in legal if a.kind not in ("call", "special", "timeout")]
        assert ctl.submit((plain or legal)[0]).ok
    raise AssertionError("never reached a play call")


def offense_calls(ctl) -> None:
    """Game Play (R4): the offense lays its card face down first; then the defense may call."""
    offense = ctl.view(None).offense
    assert ctl.submit(Action(offense, "call", (ctl.view(offense).hand[0], "a"))).ok


def send_drag(table: FootballTable, seat: int, card: str, drop: bool) -> None:
    """Drive the view's drag and drop handlers with real Qt drag events onto the Play Card space."""
    viewport = table.view.viewport()
    point = QPointF(table.view.mapFromScene(MY_SLOT.center()))
    mime = QMimeData()
    mime.setData(CARD_MIME, encode_card(seat, card))
    actions = Qt.DropAction.MoveAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(viewport, QDragEnterEvent(point.toPoint(), actions, mime, buttons, mods))
    QApplication.sendEvent(viewport, QDragMoveEvent(point.toPoint(), actions, mime, buttons, mods))
    if drop:
        QApplication.sendEvent(viewport, QDropEvent(point, actions, mime, buttons, mods))
    table._keep_mime = mime


def texts(table: FootballTable) -> list[str]:
    return [i.text for i in table.scene.items() if isinstance(i, TextItem)]


def tips(table: FootballTable) -> list[str]:
    return [i.toolTip() for i in table.scene.items() if isinstance(i, QGraphicsPixmapItem)]


def button(table: FootballTable, action: Action):
    return next(b for b, a in table.buttons if a == action)


def double_click(qtbot, table: FootballTable, card: str) -> None:
    item = next(i for i in table.scene.items() if isinstance(i, FootballCardItem) and i.card_id == card)
    point = table.view.mapFromScene(item.sceneBoundingRect().center() + QPointF(-20, 30))
    qtbot.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_create_table_picks_the_football_table(qtbot):
    table = create_table(controller(GAME))
    qtbot.addWidget(table)
    assert isinstance(table, FootballTable)


def test_hot_seat_calls_stay_secret_until_the_reveal(qtbot):
    spy = SeatSpy()
    window = make_window(qtbot, table_factory=spy)
    session = window.start_new(GameSetup(GAME, ["human", "human"], ["Ana", "Ben"], 11, {}))
    ctl = session.controller
    table = spy.table
    assert isinstance(table, FootballTable)
    table.animation_ms = 0

    def lift():
        while window.curtain.isVisible():
            qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)

    # Toss, choose and kickoff through the table's own buttons.
    for _ in range(10):
        lift()
        if ctl.view(None).phase == "call":
            break
        assert table.seat == ctl.pending_seats()[0]
        assert table.buttons, "a decision without buttons"
        qtbot.mouseClick(table.buttons[0][0], Qt.MouseButton.LeftButton)
    assert ctl.view(None).phase == "call"
    lift()
    first = table.seat
    offense = ctl.view(None).offense
    before_ball = (ctl.view(None).ball, ctl.view(None).down, ctl.view(None).offense)
    # Seat A calls by dropping a card on the Play Card space.
    cards, mode = table.row(ctl.view(first))
    assert mode == "call"
    card_a = cards[0]
    send_drag(table, first, card_a, drop=True)
    assert ctl.view(None).called[first]
    # The curtain rises at once and the table shows no seat (no private cards drawn).
    assert window.curtain.isVisible()
    assert table.seat is None and spy.calls[-1] is None
    assert not [i for i in table.scene.items() if isinstance(i, FootballCardItem)]
    lift()
    second = table.seat
    assert second == 1 - first
    # B sees only that a call was made: a card back, no face of A's card.
    label_a = ctl.game.label(card_a)
    assert label_a not in tips(table)
    assert any("has called a play" in tip for tip in tips(table))
    assert "play called ✓" in texts(table)
    cards_b, _ = table.row(ctl.view(second))
    double_click(qtbot, table, cards_b[0])
    assert ctl.view(None).called == (True, True) or ctl.view(None).phase != "call"
    # Both coaches may audible (Audibles; R5), each in secret: the prompt is a button for each
    # in turn, the curtain between them; both turn their cards, and the second answer reveals.
    assert ctl.view(None).phase == "audible"
    answered = []
    for _ in range(2):
        if answered:
            assert window.curtain.isVisible() and table.seat is None
        lift()
        seat = table.seat
        assert seat not in answered and not ctl.view(None).revealed
        turn = Action(seat, "audible", ("turn",))
        assert "Audible: turn the card" in " ".join(table.button_labels())
        assert "Audible? Press R" in texts(table)
        qtbot.mouseClick(button(table, turn), Qt.MouseButton.LeftButton)
        assert ctl.record.actions[-1] == turn
        answered.append(seat)
    assert sorted(answered) == [0, 1] and offense in answered
    kinds = [e.kind for s in ctl.record.steps for e in s.events]
    assert "reveal" in kinds
    reveal = next(e for e in ctl.record.steps[-1].events if e.kind == "reveal")
    assert reveal.data["end"] == "b" and reveal.data["defense_end"] == "b"     # both cards were turned
    lift()
    start, events = table.latest_play()
    assert start >= 0 and any(e.kind == "reveal" for e in events)
    assert "Offense" in texts(table) and "Defense" in texts(table)
    assert any(tip == label_a for tip in tips(table))     # A's card is face up now, for everyone
    after = ctl.view(None)
    assert (after.ball, after.down, after.offense) != before_ball or after.phase in ("challenge", "penalty",
                                                                                     "modifier")


def test_prompt_buttons_submit_the_action_they_name(qtbot):
    ctl = controller(GAME)
    seat = ctl.pending_seats()[0]
    table = make_table(qtbot, ctl, seat)
    labels = table.button_labels()
    assert labels == ["1  Call heads", "2  Call tails"]
    assert all(b.isVisible() for b, _ in table.buttons)
    qtbot.mouseClick(table.buttons[1][0], Qt.MouseButton.LeftButton)
    assert ctl.record.actions[-1] == Action(seat, "toss", ("tails",))
    chooser = ctl.pending_seats()[0]
    table.set_seat(chooser)
    assert [a.kind for _, a in table.buttons] == ["choose", "choose"]
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_2)             # number keys answer prompts
    assert ctl.record.actions[-1] == Action(chooser, "choose", ("kick",))
    # The other seat has no buttons: it is not their decision.
    table.set_seat(1 - ctl.pending_seats()[0])
    assert table.buttons == [] or all(a.seat == table.seat for _, a in table.buttons)


def test_the_slot_lights_only_for_a_legal_call_and_a_refused_drop_says_why(qtbot):
    ctl = controller(GAME)
    to_calls(ctl)
    defense = 1 - ctl.view(None).offense
    table = make_table(qtbot, ctl, defense)
    send_drag(table, defense, ctl.view(defense).defense_hand[0], drop=False)
    assert table.slot_target.state == "illegal"         # the offense has not called yet (R4)
    offense_calls(ctl)
    wrong = ctl.game.offense_ids[ctl.view(None).teams[defense]][0]      # an offense card, on defense
    right = ctl.view(defense).defense_hand[0]
    send_drag(table, defense, wrong, drop=False)
    assert table.slot_target.state == "illegal"
    send_drag(table, defense, right, drop=False)
    assert table.slot_target.state == "legal"
    before = len(ctl.record.actions)
    send_drag(table, defense, wrong, drop=True)
    assert len(ctl.record.actions) == before
    assert "You are on defense" in table.notice_text()
    assert not ctl.view(None).called[defense]
    send_drag(table, defense, right, drop=True)
    assert ctl.record.actions[-1] == Action(defense, "call", (right, "a"))
    # A second call after the first is refused, again with the engine's reason: the defense
    # called second (R4), so both cards are down and the audible step has begun.
    send_drag(table, defense, ctl.view(defense).defense_hand[0], drop=True)
    assert "the coaches may call audibles" in table.notice_text()


def test_keys_select_turn_and_call_an_offense_card(qtbot):
    ctl = controller(GAME)
    to_calls(ctl)
    offense = ctl.view(None).offense
    table = make_table(qtbot, ctl, offense)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    chosen = table.selected
    assert chosen == ctl.view(offense).hand[1]
    qtbot.keyClick(table, Qt.Key.Key_R)              # turn it: end b touches the board
    assert table.ends[chosen] == "b"
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert ctl.record.actions[-1] == Action(offense, "call", (chosen, "b"))
    assert ctl.view(offense).my_call.end == "b"


def test_the_audible_by_key_and_by_right_click_on_the_called_card(qtbot):
    for use_key in (True, False):
        ctl = controller(GAME, seed=9)
        to_calls(ctl)
        offense = ctl.view(None).offense
        defense = 1 - offense
        card = ctl.view(offense).hand[0]
        assert ctl.submit(Action(offense, "call", (card, "a"))).ok
        assert ctl.submit(ctl.legal_actions(defense)[0]).ok
        assert ctl.view(None).phase == "audible"
        table = make_table(qtbot, ctl, offense)
        assert "Audible? Press R" in texts(table)
        if use_key:
            table.setFocus()
            qtbot.keyClick(table, Qt.Key.Key_R)
        else:
            point = table.view.mapFromScene(MY_SLOT.center())
            qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.RightButton, pos=point)
        assert ctl.record.actions[-1] == Action(offense, "audible", ("turn",))
        assert "answered ✓" in texts(table)
        assert ctl.submit(Action(defense, "audible", ("keep",))).ok
        reveal = next(e for e in ctl.record.steps[-1].events if e.kind == "reveal")
        assert reveal.data["offense"] == card and reveal.data["end"] == "b"      # the card was turned


def test_the_defense_audible_with_real_clicks_turns_its_card_to_the_other_formation(qtbot):
    """Audibles: "Both players may audible." The defense's audible is offered as the offense's
    is (buttons, R, a right-click on the called card); the reveal plays the turned formation."""
    for how in ("button", "right-click", "key"):
        ctl = controller(GAME, seed=9)
        to_calls(ctl)
        offense = ctl.view(None).offense
        defense = 1 - offense
        table = make_table(qtbot, ctl, defense)
        offense_calls(ctl)                                     # the offense lays first (R4)
        card = ctl.view(defense).defense_hand[0]
        double_click(qtbot, table, card)                       # called with end "a" down
        assert ctl.record.actions[-1] == Action(defense, "call", (card, "a"))
        assert ctl.view(None).phase == "audible"
        table.refresh()
        assert "Audible? Press R" in texts(table)
        assert [a for _, a in table.buttons] == [Action(defense, "audible", ("turn",)),
                                                 Action(defense, "audible", ("keep",))]
        if how == "button":
            qtbot.mouseClick(button(table, Action(defense, "audible", ("turn",))), Qt.MouseButton.LeftButton)
        elif how == "right-click":
            point = table.view.mapFromScene(MY_SLOT.center())
            qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.RightButton, pos=point)
        else:
            table.setFocus()
            qtbot.keyClick(table, Qt.Key.Key_R)
        assert ctl.record.actions[-1] == Action(defense, "audible", ("turn",)), how
        assert ctl.view(defense).my_call.end == "b"
        assert not ctl.view(None).revealed and table.buttons == []
        assert "answered ✓" in texts(table)
        assert ctl.submit(Action(offense, "audible", ("keep",))).ok
        reveal = next(e for e in ctl.record.steps[-1].events if e.kind == "reveal")
        assert reveal.data["defense"] == card and reveal.data["defense_end"] == "b", how
        assert ctl.game.dfn[card].end("b").label in reveal.text
        table.refresh()
        assert ctl.game.label(card) in tips(table)             # the turned card, face up in the panel


def test_a_right_click_turns_a_defense_card_in_hand_and_the_call_keeps_that_end(qtbot):
    ctl = controller(GAME)
    to_calls(ctl)
    defense = 1 - ctl.view(None).offense
    table = make_table(qtbot, ctl, defense)
    offense_calls(ctl)
    card = ctl.view(defense).defense_hand[1]
    item = next(i for i in table.scene.items() if isinstance(i, FootballCardItem) and i.card_id == card)
    point = table.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.RightButton, pos=point)
    assert table.ends[card] == "b"
    assert table.drop_card(card).ok
    assert ctl.record.actions[-1] == Action(defense, "call", (card, "b"))


def test_a_right_click_turns_a_hand_card(qtbot):
    ctl = controller(GAME)
    to_calls(ctl)
    offense = ctl.view(None).offense
    table = make_table(qtbot, ctl, offense)
    card = ctl.view(offense).hand[-1]
    before = len(ctl.record.actions)
    item = next(i for i in table.scene.items() if isinstance(i, FootballCardItem) and i.card_id == card)
    point = table.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.RightButton, pos=point)
    assert table.ends[card] == "b"
    assert len(ctl.record.actions) == before      # turning a card in hand submits nothing
    assert ctl.view(offense).my_call is None


def test_snapshot_is_read_only(qtbot):
    ctl = controller(GAME)
    to_calls(ctl)
    offense = ctl.view(None).offense
    table = make_table(qtbot, ctl, offense)
    table.show_snapshot(ctl.view(offense))
    before = len(ctl.record.actions)
    verdict = table.drop_card(ctl.view(offense).hand[0])
    assert not verdict.ok and len(ctl.record.actions) == before
    assert "past position" in table.notice_text()
    assert table.buttons == []
    table.show_live()
    assert table.buttons


def test_a_past_position_shows_the_play_of_that_moment(qtbot):
    ctl = controller(GAME, seed=9)
    to_calls(ctl)
    offense = ctl.view(None).offense
    assert ctl.submit(Action(offense, "call", (ctl.view(offense).hand[0], "a"))).ok
    assert ctl.submit(ctl.legal_actions(1 - offense)[0]).ok
    assert ctl.submit(Action(offense, "audible", ("keep",))).ok
    assert ctl.submit(Action(1 - offense, "audible", ("keep",))).ok
    revealed_at = len(ctl.record.steps)
    table = make_table(qtbot, ctl, offense)
    assert table.latest_play()[0] == revealed_at - 1
    table.show_snapshot(ctl.game.view(ctl.record.state_at(revealed_at - 1), offense))
    start, events = table.latest_play()
    assert start < revealed_at - 1 and not any(e.kind == "reveal" for e in events)
    table.show_live()
    assert any(e.kind == "reveal" for e in table.latest_play()[1])


def test_pictures_are_painted_once_and_reused(qtbot):
    ctl = controller(GAME)
    to_calls(ctl)
    table = make_table(qtbot, ctl, ctl.view(None).offense)
    table.refresh()
    count = table.pixmap_count()
    table.refresh()
    table.refresh()
    assert table.pixmap_count() == count


def test_a_game_against_the_computer_keeps_moving(qtbot):
    """Against the book's solo coach, seated as the game's info names it (``computer:solo``)."""
    ctl = controller(GAME, seed=5, seats=("human", "computer:solo"))
    ctl.computer_delay_ms = 0
    table = make_table(qtbot, ctl, 0)
    ctl.schedule_computer()
    human_moves = 0
    for _ in range(60):
        qtbot.waitUntil(lambda: ctl.view(None).phase == "over" or 0 in ctl.pending_seats(), timeout=10000)
        if ctl.view(None).phase == "over":
            break
        cards, mode = table.row(ctl.view(0))
        legal_cards = [c for c in cards if ctl.validate(table.card_action(c)).ok] if mode else []
        before = len(ctl.record.actions)
        if legal_cards:
            assert table.drop_card(legal_cards[0]).ok
        else:
            assert table.buttons, f"no way to answer {ctl.game.pending(ctl.state)}"
            assert table.press(0).ok
        assert len(ctl.record.actions) > before
        human_moves += 1
    computer_moves = [a for a in ctl.record.actions if a.seat == 1]
    assert human_moves >= 20 and len(computer_moves) >= 10
    assert ctl.agent_for(1).name == "solo"
    ctl.stop()


def test_the_table_is_drawn_with_many_colours_and_nothing_outside_the_scene(qtbot):
    ctl = controller(GAME)
    to_calls(ctl)
    table = make_table(qtbot, ctl, ctl.view(None).offense)
    image: QImage = table.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 23)}
    assert len(colours) > 60
    scene_rect = table.scene.sceneRect()
    for item in table.scene.items():
        if item.isVisible() and item is not table.banner:
            assert scene_rect.contains(item.sceneBoundingRect().adjusted(2, 2, -2, -2)), item


@pytest.mark.skipif(not os.environ.get("DISPLAY"),
                    reason="QDrag.exec needs a real X display (CI runs under xvfb-run)")
@pytest.mark.timeout(20)
def test_real_mouse_drag_onto_the_play_card_space(qtbot):
    ctl = controller(GAME)
    to_calls(ctl)
    defense = 1 - ctl.view(None).offense
    table = make_table(qtbot, ctl, defense)
    offense_calls(ctl)                                 # the defense calls second (R4)
    viewport = table.view.viewport()
    card = ctl.view(defense).defense_hand[2]
    item = next(i for i in table.scene.items() if isinstance(i, FootballCardItem) and i.card_id == card)
    start = table.view.mapFromScene(item.sceneBoundingRect().center())
    target = table.view.mapFromScene(MY_SLOT.center())

    real_mouse_drag(viewport, start, target)     # blocks until released
    qtbot.waitUntil(lambda: ctl.record.actions[-1] == Action(defense, "call", (card, "a")), timeout=5000)


# ----- what the coach sees: every card's text, banners that hide nothing and tell the truth ---
def hand_cards(table: FootballTable) -> list[FootballCardItem]:
    return sorted((i for i in table.scene.items() if isinstance(i, FootballCardItem)), key=lambda i: i.x())


def hover(qtbot, table: FootballTable, item, point: QPointF) -> None:
    """Move the mouse onto ``point`` of ``item`` (item coordinates): a plain mouse move event to the
    view, as the window system sends one, so the scene works out which card is under it."""
    move_mouse(table, table.view.mapFromScene(item.mapToScene(point)))


def move_mouse(table: FootballTable, pos: QPoint) -> None:
    viewport = table.view.viewport()
    event = QMouseEvent(QEvent.Type.MouseMove, QPointF(pos), QPointF(viewport.mapToGlobal(pos)),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def test_fifteen_cards_in_hand_each_show_their_key_text(qtbot):
    ctl = controller(GAME, seed=11)
    to_calls(ctl)
    offense = ctl.view(None).offense
    table = make_table(qtbot, ctl, offense)
    cards = hand_cards(table)
    assert len(cards) == 15
    for card, after in itertools.pairwise(cards):
        width = card.sceneBoundingRect().width()
        shown = after.sceneBoundingRect().left() - card.sceneBoundingRect().left()
        # Each card lies on the one before: the play, strength, run/pass and LOW% must not be under it.
        assert shown >= KEY_REVEAL["offense"] * width - 0.5, (card.card_id, shown, width)
        assert after.zValue() > card.zValue()
    assert all(c.sceneBoundingRect().right() <= table.scene.sceneRect().right() for c in cards)


def test_hovering_any_card_shows_it_large_with_its_whole_text(qtbot):
    ctl = controller(GAME, seed=11)
    to_calls(ctl)
    offense = ctl.view(None).offense
    table = make_table(qtbot, ctl, offense)
    painter = table.painter
    # The most covered card of the hand: the mouse rests on the strip that shows.
    first = hand_cards(table)[0]
    hover(qtbot, table, first, QPointF(10, 60))
    qtbot.waitUntil(lambda: table.preview.isVisible())
    assert table.preview.card_id == first.card_id
    on_screen = table.view.mapFromScene(first.sceneBoundingRect()).boundingRect().width()
    assert table.preview.picture.pixmap().width() / table.preview.picture.pixmap().devicePixelRatio() > 2 * on_screen
    text = table.preview.text.text()
    play = painter.offense[first.card_id].play("a")
    assert f"{play.strength}" in text and "On the board" in text and "Other end" in text
    assert not table.preview.geometry().intersects(table.view.mapFromScene(first.sceneBoundingRect()).boundingRect())
    # Leaving the card takes the preview away; a defense card previews too, when it is not that coach's turn.
    move_mouse(table, table.view.mapFromScene(QPointF(640, 40)))
    qtbot.waitUntil(lambda: not table.preview.isVisible())
    table.set_seat(1 - offense)
    defense = hand_cards(table)[0]
    hover(qtbot, table, defense, QPointF(20, 60))
    qtbot.waitUntil(lambda: table.preview.card_id == defense.card_id)
    assert "defense card" in table.preview.text.text()
    # The Game Day card in the latest play previews as well, with its corner values in words.
    game_day = next(i for i in table.scene.items() if getattr(i, "card_id", "") in painter.game_day)
    hover(qtbot, table, game_day, QPointF(30, 60))
    qtbot.waitUntil(lambda: table.preview.card_id == game_day.card_id)
    assert "Field goal" in table.preview.text.text()


def test_a_coach_named_like_the_team_reads_once(qtbot):
    from tabletop.engine.record import GameRecord
    from tabletop.games import registry
    from tabletop.ui.controller import GameController

    record = GameRecord(registry().get(GAME), 11, names=("Lightning", "Ben"))
    ctl = GameController(record, ("human", "human"))
    to_calls(ctl)
    table = make_table(qtbot, ctl, 0)
    words = texts(table)
    assert ctl.view(0).teams[0] == "LIG"
    assert not any("Lightning · Lightning" in w for w in words), words
    assert any(w.strip("▶◀ ") == "Lightning (you)" for w in words), words
    assert any(w.strip("▶◀ ") == "Fire · Ben" for w in words), words
    # The other coach's face-down call, said with a verb that fits one person.
    if ctl.view(None).offense == 0:
        offense_calls(ctl)                                 # the offense lays first (R4)
    seat1 = ctl.legal_actions(1)
    assert ctl.submit(next(a for a in seat1 if a.kind == "call")).ok
    assert "Ben has called a play" in tips(table)


def test_a_banner_never_shows_a_score_the_scoreboard_does_not(qtbot):
    import re

    ctl = controller(GAME, seed=2)        # a game whose last move can be taken back (no card revealed)
    table = make_table(qtbot, ctl, 0)
    table.animation_ms = 60_000            # a banner stays up for as long as the board lets it
    rng = random.Random(2)
    checked = 0
    for _ in range(4000):
        seats = ctl.pending_seats()
        if not seats:
            break
        assert ctl.submit(rng.choice(ctl.legal_actions(seats[0]))).ok
        if table.banner_text():
            score = ctl.view(0).score
            for a, b in re.findall(r"\(Ana (\d+), Ben (\d+)\)", table.banner.subtitle):
                assert (int(a), int(b)) == score, (table.banner.subtitle, score)
                checked += 1
    assert checked > 3, "no scoring banner seen"
    # Taking a touchdown back takes its banner down with it.
    assert table.banner_text() and ctl.undo_blocked() is None
    while ctl.undo():
        if table.banner_text():
            break
    assert table.banner_text() == ""


def test_banners_lie_below_the_ball_and_hide_nothing_the_coach_needs(qtbot):
    from tabletop.ui.board.breakaway_football.draw import ball_rect, down_box

    ctl = controller(GAME, seed=11)
    to_calls(ctl)
    offense = ctl.view(None).offense
    table = make_table(qtbot, ctl, offense)
    table.animation_ms = 0
    rng = random.Random(2)
    shown = 0
    for _ in range(300):
        seats = ctl.pending_seats()
        if not seats:
            break
        ctl.submit(rng.choice(ctl.legal_actions(seats[0])))
        view = ctl.view(offense)
        if not table.banner_text() or view.phase in ("kickoff", "try", "over", "toss", "choose"):
            continue
        band = table.banner.sceneBoundingRect()
        needed = [(getattr(i, "text", "") or i.toolTip() or type(i).__name__, i.sceneBoundingRect())
                  for i in table.scene.items()
                  if i.isVisible() and i is not table.banner and isinstance(i, (TextItem, Panel, QGraphicsPixmapItem))]
        needed += [("ball", ball_rect(view)), ("down box", down_box(view))]
        assert [name for name, rect in needed if band.intersects(rect)] == [], table.banner_text()
        shown += 1
    assert shown > 5


def test_the_defense_is_offered_its_time_out_before_the_offense_s_last_card(qtbot):
    """Time Outs, "Example: Defense Calls Time Out" (R19): before the offense commits the play that
    would use its last card, the defense's table asks whether to call a time out, with a button for
    each answer; its click calls the time out and the offense takes a card back."""
    ctl = controller(GAME, seed=3)
    rng = random.Random(5)
    for _ in range(2000):
        seat = ctl.pending_seats()[0]
        kinds = [(d.seat, d.kind) for d in ctl.game.pending(ctl.state)]
        if kinds == [(seat, "timeout")]:
            break
        legal = [a for a in ctl.legal_actions(seat) if a.kind != "timeout"]
        assert ctl.submit(rng.choice(legal)).ok
    else:
        raise AssertionError("the offense never came down to its last card")
    defense, offense = seat, 1 - seat
    view = ctl.view(None)
    assert view.offense == offense and view.hand_sizes[offense] == 1 and view.called == (False, False)
    table = make_table(qtbot, ctl, defense)
    assert table.button_labels() == ["1  Call time out", "2  No time out"]
    assert all(b.isVisible() for b, _ in table.buttons)
    assert "one offense card left: call a time out" in table.prompt_text(table.current_view())
    qtbot.mouseClick(button(table, Action(defense, "timeout")), Qt.MouseButton.LeftButton)
    assert ctl.record.actions[-1] == Action(defense, "timeout")
    assert ctl.view(None).phase == "retrieve" and ctl.pending_seats() == [offense]
    table.set_seat(offense)
    assert table.row(table.current_view())[1] == "retrieve"
