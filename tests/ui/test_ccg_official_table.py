"""The Breakaway: CCG table under the official rules (offscreen): Home Ice, a stoppage's bench step,
a face-off challenge laid with a drop and a double-click, the puck placed by a click on the rink, a
card played by a drop; the official panel (officials, tokens, bonus, Momentum pile); and, under a real
display (xvfb-run), a challenge card laid with a real mouse drag."""

from __future__ import annotations

import os

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QFontMetricsF
from PySide6.QtWidgets import QApplication, QGraphicsPathItem

from tabletop.engine.actions import Action
from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.games.breakaway_ccg import shootout
from tabletop.games.breakaway_ccg.official.officiating import officiating_cards
from tabletop.ui.board import CcgTable
from tabletop.ui.board.breakaway_ccg.draw import SEAT_COLOURS, area_rect, seat_of
from tabletop.ui.board.breakaway_ccg.items import AreaItem, CardItem, Chip
from tabletop.ui.board.breakaway_ccg.words import DECISION_WORDS, PHASE_NAMES
from tabletop.ui.board.common.items import CARD_MIME, encode_card
from tabletop.ui.controller import GameController
from tests.ui.board_helpers import click_label, real_mouse_drag, shown_table
from tests.ui.ccg_support import controller_at, reach, replayed
from tests.ui.test_board_legibility_ccg_ihs import LONG_NAMES, MIN_PX, walk

CCG = "breakaway-ccg"
GAME = registry().get(CCG)
PLAY_POINT = QPointF(524, 482)


def official(seed: int = 0) -> GameController:
    return GameController(GameRecord(GAME, seed, {"mode": "official"}, ("Ana", "Ben")), ("human", "human"))


def make_table(qtbot, ctl, seat) -> CcgTable:
    return shown_table(qtbot, ctl, CcgTable, seat)


def texts(table: CcgTable) -> list[str]:
    return [getattr(i, "text", "") for i in table.scene.items()]


def card_item(table: CcgTable, card: str, interactive: bool | None = None) -> CardItem:
    return next(i for i in table.scene.items() if isinstance(i, CardItem) and i.card_id == card
                and (interactive is None or i.interactive == interactive))


def card_point(table: CcgTable, item: CardItem) -> QPoint:
    """A point on the card's visible left part (the next hand card may cover its right side)."""
    rect = item.sceneBoundingRect()
    return table.view.mapFromScene(QPointF(rect.left() + 12, rect.center().y()))


def click_scene(qtbot, table: CcgTable, point: QPointF) -> None:
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=table.view.mapFromScene(point))


def send_drop(table: CcgTable, seat: int, card: str) -> None:
    """The view's drag and drop handlers over the play area, with Qt drag events."""
    viewport = table.view.viewport()
    point = QPointF(table.view.mapFromScene(PLAY_POINT))
    mime = QMimeData()
    mime.setData(CARD_MIME, encode_card(seat, card))
    actions, buttons, mods = Qt.DropAction.MoveAction, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(viewport, QDragEnterEvent(point.toPoint(), actions, mime, buttons, mods))
    QApplication.sendEvent(viewport, QDragMoveEvent(point.toPoint(), actions, mime, buttons, mods))
    QApplication.sendEvent(viewport, QDropEvent(point, actions, mime, buttons, mods))
    table._keep_mime = mime


def lit(table: CcgTable) -> set[str]:
    return {i.area_id for i in table.scene.items() if isinstance(i, AreaItem) and i.lit}


def test_every_official_phase_and_decision_has_words():
    for phase in ("home-ice", "start", "challenge", "place", "stoppage", "shootout"):
        assert phase in PHASE_NAMES
    for kind in ("start", "challenge", "place", "side", "home-ice", "shootout-order", "shootout-shoot",
                 "shootout-stop", "shootout-tip", "shootout-score", "shootout-save"):
        assert kind in DECISION_WORDS


def test_an_official_game_through_home_ice_stoppage_faceoff_placement_and_a_play(qtbot):
    ctl = official(0)
    chooser = ctl.pending_seats()[0]
    table = make_table(qtbot, ctl, chooser)
    # Home Ice: two buttons, the engine's words.
    assert ctl.view(None).phase == "home-ice"
    assert sorted(table.prompt.labels()) == sorted(GAME.describe_action(ctl.state, a)
                                                   for a in ctl.legal_actions(chooser))
    click_label(qtbot, table, "Take Home Ice")
    assert ctl.state.home == chooser and ctl.state.phase == "stoppage"

    # The official panel: the period's officials (text in the tooltip), tokens, bonus, Momentum pile.
    view = ctl.view(chooser)
    card = officiating_cards()[view.official]
    shown = texts(table)
    assert f"Officials: {card.name}" in shown
    officials = next(i for i in table.scene.items() if getattr(i, "text", "") == f"Officials: {card.name}")
    assert card.text in officials.toolTip()
    assert f"Momentum pile · {len(view.momentum_owners)}" in shown
    assert any(t.startswith(f"{view.names[chooser]}: {view.tokens[chooser]} token") for t in shown)
    assert "Stoppage · Period start" in shown

    # The stoppage's bench step: click a hand card, then the lit bench card to take for it.
    seat = 0
    table.set_seat(seat)
    switch = next(a for a in ctl.legal_actions(seat) if a.kind == "switch")
    out, back = switch.args
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=card_point(table, card_item(table, out)))
    assert table.selected == out
    bench = card_item(table, back)
    assert bench.acceptedMouseButtons() == Qt.MouseButton.LeftButton
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.view.mapFromScene(bench.sceneBoundingRect().center()))
    assert back in ctl.state.hands[seat] and out in ctl.state.benches[seat]
    assert ctl.state.swaps[seat] == 1
    click_label(qtbot, table, "Done with the bench")
    assert ctl.state.ready[seat]
    table.set_seat(1)
    click_label(qtbot, table, "Done with the bench")
    assert ctl.state.ready == (True, True) or ctl.state.phase != "stoppage"
    while ctl.state.phase == "stoppage":          # a zone with two circles: chosen on the rink
        side = ctl.pending_seats()[0]
        table.set_seat(side)
        dot = min(lit(table))
        click_scene(qtbot, table, area_rect(GAME.t.rink.by_id[dot].position).center())

    # The face-off: the initiator drags a card onto the play area (Qt's drag events; QDrag.exec needs a
    # real display), the defender double-clicks one with the mouse.
    assert ctl.state.phase == "challenge" and ctl.state.challenge.kind == "faceoff"
    while ctl.state.phase == "challenge":
        c = ctl.state.challenge
        first = c.initiator
        table.set_seat(first)
        assert "Face-off" in " ".join(texts(table))
        laid = ctl.state.hands[first][0]
        send_drop(table, first, laid)
        assert ctl.state.picks[first] == laid
        assert ctl.view(1 - first).chosen[first] and ctl.view(1 - first).pick is None
        table.set_seat(1 - first)
        assert laid not in {i.card_id for i in table.scene.items() if isinstance(i, CardItem)}
        answer = ctl.state.hands[1 - first][0]
        item = card_item(table, answer, interactive=True)
        qtbot.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(table, item))
        assert ctl.state.last_reveal == tuple((laid, answer) if first == 0 else (answer, laid))
        # The reveal: both cards face up with the winner marked, clear of the rink.
        assert table.reveal is not None and set(table.reveal[0]) == {laid, answer}
        assert "FACE-OFF" in texts(table)
    winner = ctl.state.challenge.winner
    assert winner is not None
    assert {"WINS", "loses"} <= set(texts(table))

    # The puck placement: the placing areas light up and a click on the rink places the puck.
    assert ctl.state.phase == "place"
    placer, _why, areas = ctl.state.placing
    table.set_seat(placer)
    assert lit(table) == set(areas)
    target = areas[-1]
    click_scene(qtbot, table, area_rect(GAME.t.rink.by_id[target].position).center())
    assert ctl.record.actions[-1] == Action(placer, "place", (target,))
    assert ctl.state.puck == target and ctl.state.phase != "place"
    if ctl.state.challenge is not None and ctl.state.challenge.winner is not None and len(ctl.state.play) >= 2:
        assert "WON" in texts(table)

    # On to a played card: the prompt's buttons through the rest of the challenge and phase 1.
    for _ in range(12):
        if ctl.state.phase == "play":
            break
        seat = ctl.pending_seats()[0]
        table.set_seat(seat)
        legal = ctl.legal_actions(seat)
        step = next((a for a in legal if a.kind in ("end", "go", "keep")), None)
        assert step is not None, [a.kind for a in legal]
        click_label(qtbot, table, GAME.describe_action(ctl.state, step))
    assert ctl.state.phase == "play"
    seat = ctl.state.turn
    table.set_seat(seat)
    card = next(a.args[0] for a in ctl.legal_actions(seat) if a.kind == "play")
    before = len(ctl.state.play)
    send_drop(table, seat, card)
    assert ctl.record.actions[-1] == Action(seat, "play", (card,))
    assert ctl.state.play[-1] == card and len(ctl.state.play) == before + 1
    assert card not in ctl.state.hands[seat]


def test_a_momentum_token_is_spent_with_a_button_and_the_momentum_card_is_shown(qtbot):
    ctl = official(0)
    chooser = ctl.pending_seats()[0]
    ctl.submit(Action(chooser, "home-ice", ("me",)))
    table = make_table(qtbot, ctl, chooser)
    pile = len(ctl.view(chooser).momentum_owners)
    assert ctl.state.tokens[chooser] == 1
    click_label(qtbot, table, "Token: Extra Man (a Momentum Card)")
    assert ctl.state.tokens[chooser] == 0 and len(ctl.state.extras[chooser]) == 1
    assert len(ctl.view(chooser).momentum_owners) == pile - 1
    shown = texts(table)
    assert f"Momentum pile · {pile - 1}" in shown
    assert any("1 Momentum Card (not counted)" in t for t in shown)
    table.set_seat(1 - chooser)
    assert any("(+1 Momentum)" in t for t in texts(table))
    assert ctl.state.extras[chooser][0] not in {i.card_id for i in table.scene.items() if isinstance(i, CardItem)}


def crossed(state) -> list[tuple[str, int]]:
    """The cards in the play area laid by the side whose deck they are not from, with that side."""
    return [(card, seat) for card, seat in state.laid_by if card in state.play and seat_of(card) != seat]


def test_a_card_laid_from_the_other_sides_deck_is_ringed_in_the_layers_colour(qtbot):
    """O22: the Momentum pile and challenge cards let a side lay a card of the other's deck; its
    frame keeps the deck's colour, so the table rings it in the colour of the side that laid it and
    names that side, who answers for its penalty symbols."""
    seed, actions = reach("one card of one deck laid by the other side", {"mode": "official"},
                          lambda states: len(crossed(states[-1])) == 1, start=78)
    record = replayed(seed, {"mode": "official"}, actions).record
    card, seat = crossed(record.state)[0]
    assert card in record.state.play and seat_of(card) != seat
    table = make_table(qtbot, GameController(record, ("human", "human")), 0)
    item = card_item(table, card)
    rings = [i for i in table.scene.items() if isinstance(i, QGraphicsPathItem)]
    assert [r.pen().color() for r in rings] == [SEAT_COLOURS[seat]]
    assert rings[0].sceneBoundingRect().contains(item.sceneBoundingRect())
    caption = next(t for t in texts(table) if t.startswith("Play area"))
    assert caption.endswith(f" · {GAME.t.card[card].name} laid by {record.names[seat]}")
    assert item.toolTip().endswith(f"laid by {record.names[seat]} from {record.names[1 - seat]}'s deck")
    # A name too long for the caption is cut there, not pushed out of its box (the tooltip has it whole).
    long = GameRecord(GAME, seed, {"mode": "official"}, ("Maximiliana Fitzgerald-Worthington of Leeds",) * 2)
    for action in record.actions:
        assert long.submit(action)[0].ok
    table = make_table(qtbot, GameController(long, ("human", "human")), 0)
    box = next(i for i in table.scene.items() if getattr(i, "text", "").startswith("Play area"))
    assert box.text.startswith("Play area · ") and "laid by Maxim" in box.text
    assert box.text.endswith("…") or box.text.endswith(f"laid by {long.names[seat]}"), box.text
    assert QFontMetricsF(box.text_font).horizontalAdvance(box.text) <= box.boundingRect().width()


def to_challenge(ctl: GameController) -> None:
    """Home Ice taken, both sides done with the bench: the opening face-off's first card is owed."""
    while ctl.state.phase != "challenge":
        seat = ctl.pending_seats()[0]
        ctl.submit(next(a for a in ctl.legal_actions(seat) if a.kind in ("home-ice", "keep", "side")))


@pytest.mark.skipif(not os.environ.get("DISPLAY"),
                    reason="QDrag.exec needs a real X display (run under xvfb-run)")
@pytest.mark.timeout(20)
def test_a_real_mouse_drag_lays_the_challenge_card(qtbot):
    ctl = official(0)
    to_challenge(ctl)
    first = ctl.state.challenge.initiator
    table = make_table(qtbot, ctl, first)
    card = ctl.state.hands[first][1]
    viewport = table.view.viewport()
    start = card_point(table, card_item(table, card, interactive=True))
    target = table.view.mapFromScene(PLAY_POINT)

    real_mouse_drag(viewport, start, target)     # blocks until released
    qtbot.waitUntil(lambda: ctl.state.picks[first] == card, timeout=5000)
    assert ctl.record.actions[-1] == Action(first, "challenge", (card,))


def test_the_shootout_shows_its_hand_and_a_double_click_plays_a_card(qtbot):
    """The regular-season shootout (Part 2, General Hockey Rules, "Shootout") as the engine starts it
    after a tied one-period game: the shootout deck dealt, Home Ice to choose the order."""
    state = GAME.new_game(3, {"mode": "official", "overtime": "regular-season", "periods": 1}, ["Ana", "Ben"])
    ctl = controller_at(shootout.start(GAME.t, state, []))
    assert ctl.state.phase == "shootout"
    table = make_table(qtbot, ctl, ctl.pending_seats()[0])
    for _ in range(20):
        seat = ctl.pending_seats()[0]
        table.set_seat(seat)
        so = ctl.view(seat).shootout
        shown = texts(table)
        assert any(t.startswith("SHOOTOUT ") for t in shown)
        assert any(t.startswith(f"Shootout · round {so.round}") for t in shown)
        single = [c for c in so.hand if len([a for a in ctl.legal_actions(seat) if a.args == (c,)]) == 1]
        if single:
            break
        click_label(qtbot, table, GAME.describe_action(ctl.state, ctl.legal_actions(seat)[0]))
    card = single[0]
    action = next(a for a in ctl.legal_actions(seat) if a.args == (card,))
    item = card_item(table, card, interactive=True)
    qtbot.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(table, item))
    assert ctl.record.actions[-1] == action


@pytest.mark.slow
def test_official_text_is_readable_through_a_whole_game_with_long_names(qtbot):
    """Every text of the official table (panel, chips, reveal, shootout lines) at least 10 px and
    whole in its box at 1280x800, through a random game that reaches the shootout (the first such
    seed from 3; ``walk`` makes the same moves as the search)."""
    options = {"mode": "official", "overtime": "regular-season", "periods": 1}
    seed, _actions = reach("the regular-season shootout", options, lambda states: states[-1].shootout is not None,
                           names=LONG_NAMES, start=3, moves=2000)
    ctl = GameController(GameRecord(GAME, seed, options, LONG_NAMES), ("human", "human"))
    table = make_table(qtbot, ctl, 0)
    assert walk(table, ctl, seed, 12) == []
    assert ctl.state.shootout is not None


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_official_screenshots(qtbot, size, tmp_path):
    """An official game in progress (a face-off just won, the winner to use the card) at two sizes."""
    ctl = official(0)
    for _ in range(9):
        seat = ctl.pending_seats()[0]
        legal = ctl.legal_actions(seat)
        ctl.submit(legal[-1] if ctl.state.phase == "stoppage" else legal[0])
    seat = ctl.pending_seats()[0]
    table = make_table(qtbot, ctl, seat)
    table.resize(*size)
    qtbot.wait(10)
    table.refresh()
    assert table.grab().save(str(tmp_path / f"ccg_official_{size[0]}x{size[1]}.png"))
    shown = texts(table)
    assert any(t.startswith("Officials: ") for t in shown)
    assert any(t.startswith("Momentum pile") for t in shown)


def waiting_long_call() -> GameController:
    """An official game with long player names, played with random legal moves until a delayed
    penalty with one of the longest names (Delay of Game, Interference) waits for its offender, who
    has no one in the box (a side serving a penalty shows its box, not its calls)."""
    options = {"mode": "official", "overtime": "regular-season", "periods": 1}
    seed, actions = reach("a delayed Delay of Game or Interference waiting for its offender", options,
                          lambda states: any(not c.shot and c.name in ("Delay of Game", "Interference")
                                             and not any(s.seat == c.seat for s in states[-1].box)
                                             for c in states[-1].calls),
                          names=LONG_NAMES, start=5, moves=2000)
    return replayed(seed, options, actions, LONG_NAMES)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_a_called_penalty_chip_keeps_its_words_inside_the_chip(qtbot, size):
    """Delayed Penalties: the chip of a call waiting for its offender fits its words in the chip
    (cut with an ellipsis if need be), at readable size on a table of 1280x800 or larger (a smaller
    one, which also gives the prompt's column its room, draws everything smaller: see
    ``breakaway_ccg.layout``), and its tooltip holds the whole text."""
    ctl = waiting_long_call()
    call = [c for c in ctl.state.calls if not c.shot][-1]
    table = make_table(qtbot, ctl, 0)
    table.resize(*size)
    qtbot.wait(10)
    table.refresh()
    chips = [i for i in table.scene.items() if isinstance(i, Chip) and i.text.startswith("CALLED · ")]
    assert len(chips) == 1
    chip, scale = chips[0], table.view.transform().m11()
    assert QFontMetricsF(chip.text_font).horizontalAdvance(chip.text) <= chip.boundingRect().width()
    if size[0] >= 1280:
        assert chip.text_font.pixelSize() * scale >= MIN_PX - 0.01
    assert f"CALLED · {call.name}" in chip.toolTip() or chip.text == f"CALLED · {call.name}"
    assert call.name in chip.toolTip() and LONG_NAMES[call.seat] in chip.toolTip()
