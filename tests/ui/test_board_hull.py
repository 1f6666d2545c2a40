"""The Hull Breach! table (offscreen), driven through its real widgets: deployment by Qt drag and drop
onto open space and onto a lit host (an illegal drop refused with the engine's reason), an attack
declared on a commander's plate with split fire clicked die by die, a trait toggle, a boarding action
in its own view, a station's destruction, and a three-commander hot-seat round behind the curtain.

Positions are set out with the engine's ``scenario.arrange`` and the dice chosen with ``dice.force``,
as the engine's own tests do.
"""

from __future__ import annotations

import os

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.engine.record import GameRecord
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import ATTACK, ATTACK_BOARD, ENGAGEMENT, MANUFACTURING, Engagement
from tabletop.ui.board import TABLES
from tabletop.ui.board.breakaway_ccg.items import CardItem
from tabletop.ui.board.common.items import CARD_MIME, TextItem, encode_card
from tabletop.ui.board.hull_breach import layout as L
from tabletop.ui.board.hull_breach.dice import Die
from tabletop.ui.board.hull_breach.items import DropZone
from tabletop.ui.board.hull_breach.table import HullTable
from tabletop.ui.controller import GameController
from tests.ui.board_helpers import click_label, real_mouse_drag, shown_table
from tests.ui.shell_support import SeatSpy, make_window

A, B = 0, 1


# ----- helpers ---------------------------------------------------------------------------------
def controller_for(state, seats=None) -> GameController:
    """A controller whose game starts at an arranged position."""
    record = GameRecord(GAME, state.seed, names=state.names)
    record.initial = state
    record.names = list(state.names)
    return GameController(record, seats or ["human"] * len(state.names))


def unit(ctl, pid):
    return next((u for u in ctl.state.units if u.pid == pid), None)


def centre(table: HullTable, pid: str) -> QPointF:
    """Where a unit lies on the table (its last item: the card in the boarding view if it is there)."""
    return table.unit_items[pid][-1].sceneBoundingRect().center()


def send_drag(table: HullTable, seat: int, card: str, point: QPointF, drop: bool = True) -> None:
    """Real Qt drag events over ``point`` of the scene (QDrag.exec itself needs a display)."""
    viewport = table.view.viewport()
    at = table.view.mapFromScene(point)
    mime = QMimeData()
    mime.setData(CARD_MIME, encode_card(seat, card))
    actions, buttons, mods = Qt.DropAction.MoveAction, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(viewport, QDragEnterEvent(at, actions, mime, buttons, mods))
    QApplication.sendEvent(viewport, QDragMoveEvent(at, actions, mime, buttons, mods))
    if drop:
        QApplication.sendEvent(viewport, QDropEvent(QPointF(at), actions, mime, buttons, mods))
    table._keep_mime = mime


def click_at(qtbot, table: HullTable, point: QPointF) -> None:
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=table.view.mapFromScene(point))


def click_unit(qtbot, table: HullTable, pid: str) -> None:
    click_at(qtbot, table, centre(table, pid))


def texts(table: HullTable) -> list[str]:
    return [i.text for i in table.scene.items() if isinstance(i, TextItem)]


def faces(table: HullTable) -> set[str]:
    return {i.card_id for i in table.scene.items() if isinstance(i, CardItem) and i.card_id}


def lit(table: HullTable, pid: str) -> bool:
    """Whether the unit's card is drawn lit (a legal host or target)."""
    item = next(i for i in table.unit_items[pid] if i.data(0) == "card")
    u = next(u for u in table.controller.view(table.seat).units if u.pid == pid)
    return item.pixmap().cacheKey() == table._unit_pixmap(u, "card", table._dpr(), "legal").cacheKey()


def zone_at(table: HullTable, point: QPointF) -> DropZone:
    return next(i for i in table.scene.items(point) if isinstance(i, DropZone))


# ----- registration and drawing ----------------------------------------------------------------
def test_the_hull_breach_table_is_registered():
    assert TABLES["hull-breach"] is HullTable


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_commander_gets_a_strip_and_only_the_seat_sees_its_hand(qtbot, players):
    record = GameRecord(GAME, 5, names=[f"P{n}" for n in range(players)])
    ctl = GameController(record, ["human"] * players)
    table = shown_table(qtbot, ctl, HullTable, seat=1)
    assert sorted(table.plate_items) == list(range(players))
    # the viewing commander's plate is the lowest
    assert max(table.plate_items, key=lambda s: table.plate_items[s].sceneBoundingRect().top()) == 1
    shown = faces(table)
    assert set(ctl.view(1).hand) <= shown
    for other in range(players):
        if other != 1:
            assert not shown & set(ctl.state.commanders[other].hand)
    for seat in range(players):      # stations and starting modules
        station = ctl.state.commanders[seat].station
        assert station in table.unit_items


def test_hover_shows_the_card_large_with_its_traits_explained(qtbot):
    state, ids = arrange([Piece("orion-frontier-outpost", A), Piece("petrel-class-cruiser", A),
                          Piece("skyline-defense-hq", B)], phase=MANUFACTURING, turn=A)
    table = shown_table(qtbot, controller_for(state), HullTable, seat=A)
    item = table.unit_items[ids[1]][0]
    table._hover(ids[1], item)
    assert table.preview.isVisible() and table.preview.card_id == ids[1]
    words = table.preview.text.text()
    assert "Petrel-class Cruiser" in words and "Stealth: " in words and "-5" in words.replace("lose 5", "-5")
    assert "Jammer +3:" in words


# ----- deployment by drag and drop -------------------------------------------------------------
def test_deploying_by_dragging_to_open_space_and_onto_a_lit_host(qtbot):
    state, ids = arrange([Piece("orion-frontier-outpost", A), Piece("skyline-defense-hq", B)],
                         hands=[("harpy-class-cruiser", "boarding-commandos"), ()], phase=MANUFACTURING, turn=A,
                         stockpiles=[(20, 20), (10, 10)])
    ctl = controller_for(state)
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    harpy, commandos = ctl.view(A).hand
    # 1. The Harpy onto open space: a drop on the battlefield's empty part.
    assert not table.zones                                  # drop targets are made when a drag comes
    table.ensure_zones()
    field = next(z for z in table.zones if z.target == ("space", None)).sceneBoundingRect()
    send_drag(table, A, harpy, QPointF(field.right() - 40, field.bottom() - 20))
    assert unit(ctl, harpy) is not None and unit(ctl, harpy).host is None
    assert ctl.view(A).stockpiles[A] == (15, 16)            # 5 Resource, 4 Currency
    # 2. Choosing the Marines lights its legal hosts and shows the cost before any drop.
    table.hand_clicked(commandos)
    assert lit(table, harpy) and lit(table, ids[0])
    assert not lit(table, ids[1])                           # another commander's station
    assert "costs 3 Resource, 2 Currency" in table.cost_item.text
    table.hand_clicked(commandos)
    # 3. An illegal drop (onto the other commander's station) lights red, then snaps back with the reason.
    enemy = centre(table, ids[1])
    send_drag(table, A, commandos, enemy, drop=False)
    assert zone_at(table, enemy).state == "illegal"
    before = ctl.state
    send_drag(table, A, commandos, enemy)
    assert ctl.state is before and commandos in ctl.view(A).hand
    assert "onto your own battlefield" in table.notice_text() and "5.4.1" in table.notice_text()
    # 4. Onto the Harpy: a legal host lights green under the drag and takes the Marines aboard.
    send_drag(table, A, commandos, centre(table, harpy), drop=False)
    assert zone_at(table, centre(table, harpy)).state == "legal"
    send_drag(table, A, commandos, centre(table, harpy))
    assert unit(ctl, commandos).host == harpy
    assert ctl.view(A).stockpiles[A] == (12, 14)
    assert not ctl.view(A).hand


def test_the_keyboard_alone_deploys_and_moves_on(qtbot):
    state, _ids = arrange([Piece("orion-frontier-outpost", A), Piece("skyline-defense-hq", B)],
                          hands=[("harpy-class-cruiser",), ()], phase=MANUFACTURING, turn=A)
    ctl = controller_for(state)
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    harpy = ctl.view(A).hand[0]
    assert table.selected == harpy
    assert table.prompt.labels()[0].startswith("Deploy Harpy-class Cruiser → open space")
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert unit(ctl, harpy) is not None
    labels = table.prompt.labels()
    qtbot.keyClick(table, getattr(Qt.Key, f"Key_{labels.index('Next') + 1}"))
    assert ctl.state.phase == ENGAGEMENT


def test_conscription_lists_each_shipyard_card_once_and_a_click_conscripts_it(qtbot):
    """5.4.2: the prompt offers each Ship or Marine card the face-down shipyard holds once (two
    Harpies, one button), by name and at double cost, wherever it may go; never an Event. A click
    conscripts one copy, and conscription is then over for the turn."""
    state, _ids = arrange([Piece("orion-frontier-outpost", A), Piece("skyline-defense-hq", B)],
                          phase=MANUFACTURING, turn=A, stockpiles=[(20, 20), (10, 10)])
    yard = ("harpy-class-cruiser#0.9", "sons-of-orion#0.1", "harpy-class-cruiser#0.8", "ambush#0.1",
            "sparrow-fighter-wing#0.1")
    state = evolve(state, commanders=(evolve(state.commanders[A], shipyard=yard), state.commanders[B]))
    ctl = controller_for(state)
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    harpy = "Conscript (double cost) Harpy-class Cruiser → open space"
    assert table.prompt.labels()[:4] == [
        harpy, "Conscript (double cost) Sons of Orion → Orion Frontier Outpost",
        "Conscript (double cost) Sparrow Fighter Wing → open space",
        "Conscript (double cost) Sparrow Fighter Wing → Orion Frontier Outpost"]
    click_label(qtbot, table, harpy)
    assert len(ctl.state.commanders[A].shipyard) == 4 and unit(ctl, "harpy-class-cruiser#0.8") is not None
    assert not [label for label in table.prompt.labels() if label.startswith("Conscript")]


# ----- an attack with split fire ------------------------------------------------------------------
def test_an_attack_declared_on_the_plate_with_split_fire_and_a_trait_toggle(qtbot):
    state, ids = arrange([Piece("orion-frontier-outpost", A), Piece("harpy-class-cruiser", A),
                          Piece("meridian-exchange-tower", B), Piece("seagull-class-cruiser", B),
                          Piece("falcon-class-destroyer", B)], phase=ENGAGEMENT, turn=A)
    harpy, seagull, falcon = ids[1], ids[3], ids[4]
    ctl = controller_for(force(state, (7, 8, 1, 10, 2)))
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    # The other commander's plate is lit: a click declares the attack.
    click_at(qtbot, table, table.plate_items[B].sceneBoundingRect().center())
    assert ctl.state.engagement is not None and ctl.state.engagement.defender == B
    click_unit(qtbot, table, harpy)                          # sent with the fleet
    assert ctl.state.engagement.fleet == (harpy,)
    click_label(qtbot, table, "Launch")
    while ctl.state.engagement.step != ATTACK:               # step 1: nobody has a card to play
        seat = ctl.pending_seats()[0]
        table.set_seat(seat)
        click_label(qtbot, table, "Pass")
    table.set_seat(A)
    assert any("Step 3 of 9" in t for t in texts(table))
    click_unit(qtbot, table, harpy)                          # the shooter
    assert table.selected == harpy and lit(table, seagull) and lit(table, falcon)
    for target in (seagull, seagull, seagull, falcon, falcon):
        click_unit(qtbot, table, target)
    assert ctl.state.engagement.aim == ((seagull, 3), (falcon, 2))
    assert "3 dice at it" in [getattr(i, "text", "") for i in table.scene.items()]
    click_label(qtbot, table, "Fire Harpy: 3 dice at Seagull, 2 at Falcon")
    assert unit(ctl, seagull).wounds == 2                    # 7 and 8 against 6; the natural 1 misses
    assert unit(ctl, falcon).wounds == 1                     # the natural 10 hits; 2 misses 5
    dice = sorted((d.natural, d.hit) for d in table.scene.items() if isinstance(d, Die))
    assert dice == [(1, False), (2, False), (7, True), (8, True), (10, True)]
    # The defenders' volley: the Seagull's Target Painter is a toggle on the unit, instead of firing.
    while ctl.state.engagement.step != "defend":          # nothing left to fire or board with
        table.set_seat(ctl.pending_seats()[0])
        click_label(qtbot, table, "Pass")
    table.set_seat(B)
    click_unit(qtbot, table, seagull)
    label = "Target Painter +3 this volley: Seagull → Harpy"
    assert label in table.prompt.labels()
    click_label(qtbot, table, label)
    assert ctl.state.engagement.paints and ctl.state.engagement.paints[0][:3] == (seagull, harpy, 3)
    assert seagull in ctl.state.engagement.acted              # trait or fire: it may not fire now
    assert not any(a.kind == "aim" and a.args[0] == seagull for a in ctl.legal_actions(B))


# ----- boarding ------------------------------------------------------------------------------------
def test_a_boarding_action_is_declared_by_clicks_and_fought_in_its_own_view(qtbot):
    pieces = [Piece("orion-frontier-outpost", A), Piece("drake-class-cruiser", A), Piece("colonial-rangers", A, host=1),
              Piece("skyline-defense-hq", B), Piece("harpy-class-cruiser", B), Piece("sons-of-orion", B, host=4)]
    state, ids = arrange(pieces, turn=A)
    drake, rangers, harpy, sons = ids[1], ids[2], ids[4], ids[5]
    state = state.__class__(**{**state.__dict__, "engagement": Engagement(A, B, step=ATTACK_BOARD, fleet=(drake,))})
    ctl = controller_for(force(state, (6, 6, 1)))
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    click_unit(qtbot, table, drake)
    click_unit(qtbot, table, harpy)
    assert [(b.ship, b.target) for b in ctl.state.engagement.boards] == [(drake, harpy)]
    assert "boarding" in [getattr(i, "text", "") for i in table.scene.items()]
    while ctl.state.engagement.fight is None:                # B fires nothing and boards nothing
        seat = ctl.pending_seats()[0]
        table.set_seat(seat)
        click_label(qtbot, table, "Pass")
    table.set_seat(A)
    assert any(t.startswith("Boarding Harpy-class Cruiser") for t in texts(table))
    click_unit(qtbot, table, rangers)
    for _ in range(3):
        click_unit(qtbot, table, sons)
    click_label(qtbot, table, "Fire Colonial Rangers: 3 dice at Sons of Orion")
    assert unit(ctl, sons) is None                           # 6, 6: two wounds
    assert ctl.state.engagement.fight.step == "won"
    assert any(t.startswith("Volley 1: Colonial Rangers fires 3 dice at Sons of Orion") for t in texts(table))
    click_label(qtbot, table, "Hijack")
    assert unit(ctl, harpy).controller == A and unit(ctl, rangers).host == harpy


# ----- a station's destruction -----------------------------------------------------------------------
def test_a_station_destroyed_ends_the_game_on_the_table(qtbot):
    pieces = [Piece("orion-frontier-outpost", A), Piece("harpy-class-cruiser", A),
              Piece("skyline-defense-hq", B, wounds=5)]
    state, ids = arrange(pieces, turn=A)
    harpy, station = ids[1], ids[2]
    state = state.__class__(**{**state.__dict__, "engagement": Engagement(A, B, step=ATTACK, round=2,
                                                                            fleet=(harpy,))})
    ctl = controller_for(force(state, (9, 8, 1, 2, 4)))       # two hits: 7 wounds of 7
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    assert "✚5/7" in [getattr(i, "text", "") for i in table.scene.items()]
    click_unit(qtbot, table, harpy)
    assert lit(table, station)
    for _ in range(5):
        click_unit(qtbot, table, station)
    click_label(qtbot, table, "Fire Harpy: 5 dice at Skyline Defense HQ")
    assert GAME.is_over(ctl.state) and ctl.state.winners == (A,)
    assert not ctl.view(A).alive[B] and station in ctl.view(A).scrapheaps[B]
    assert table.game_over.isVisible()
    assert f"{ctl.state.names[B]} is out of the game" in texts(table)
    assert table.banner_text() == "VICTORY"


def test_the_scrapheap_opens_face_up_from_the_plate_and_the_keyboard(qtbot):
    state, _ids = arrange([Piece("orion-frontier-outpost", A), Piece("skyline-defense-hq", B)],
                          hands=[("harpy-class-cruiser",), ()], phase="discard", turn=A)
    ctl = controller_for(state)
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    harpy = ctl.view(A).hand[0]
    click_label(qtbot, table, "Discard Harpy-class Cruiser")
    assert harpy in ctl.view(B).scrapheaps[A]
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_S)
    assert table.browsing == A and harpy in faces(table)
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert table.browsing is None and harpy not in faces(table)


# ----- hot-seat with three commanders ---------------------------------------------------------------
def test_a_three_commander_hot_seat_round_behind_the_curtain(qtbot):
    spy = SeatSpy()
    window = make_window(qtbot, table_factory=spy)
    record = GameRecord(GAME, 11, names=["Ana", "Ben", "Cleo"])
    session = window.start_session(record, ["human"] * 3, autosave=False)
    ctl = session.controller
    table = spy.table
    table.animation_ms = 0
    passed: list[int] = []
    turns_done: set[int] = set()
    for _ in range(60):
        if window.curtain.isVisible():
            assert table.seat is None
            assert not faces(table) & {p for c in ctl.state.commanders for p in c.hand}
            qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
            passed.append(table.seat)
        seat = table.seat
        assert seat in ctl.pending_seats()
        # only the seat at the screen has its hand face up
        others = {p for s, c in enumerate(ctl.state.commanders) if s != seat for p in c.hand}
        assert not faces(table) & others
        assert set(ctl.state.commanders[seat].hand) <= faces(table)
        labels = table.prompt.labels()
        word = next(w for w in ("Decline", "Next", "Skip", "End") if w in labels)
        if word == "End" and ctl.state.phase != "setup":
            turns_done.add(seat)
        click_label(qtbot, table, word)
        if len(turns_done) == 3:
            break
    assert turns_done == {0, 1, 2}
    assert set(passed) == {0, 1, 2} and len(passed) >= 6     # the set-up turns and the round
    assert ctl.state.round >= 1


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_sixty_cards_lie_inside_their_battlefields_without_covering_each_other(qtbot, size):
    from tabletop.ui.board.hull_breach.bench import position

    ctl = controller_for(position())
    table = shown_table(qtbot, ctl, HullTable, seat=A, size=size)
    fields = {seat: rect for rect, (kind, seat), _p, _z in table._targets if kind == "commander"}
    assert len(fields) == 4
    # a table of four folds the commanders out of focus: every unit of the others is drawn
    folded = {seat for seat, rect in fields.items() if rect.height() == L.FOLD_H}
    units = {u.pid: u for u in ctl.state.units}
    shown = {pid for pid, u in units.items() if table._top_controller(u, units) not in folded}
    assert folded == set(table.folded) and A not in folded
    assert len(units) == 60 and shown <= set(table.unit_items)
    cards = [(pid, items[0]) for pid, items in table.unit_items.items() if items[0].data(0) == "card"]
    rects = [(pid, item.sceneBoundingRect()) for pid, item in cards]
    for n, (pid, rect) in enumerate(rects):
        owner = next(u.controller for u in ctl.state.units if u.pid == pid)
        plate = fields[owner]
        assert plate.top() <= rect.top() and rect.bottom() <= plate.bottom() + 1, pid
        for other, rect2 in rects[n + 1:]:
            overlap = rect.intersected(rect2)
            assert overlap.width() * overlap.height() < 1, (pid, other)
    # every attachment strip lies beside its host, tucked under its right edge
    for pid, items in table.unit_items.items():
        for item in items:
            assert item.sceneBoundingRect().right() <= table.view.sceneRect().right()


@pytest.mark.skipif(not os.environ.get("DISPLAY"),
                    reason="QDrag.exec needs a real X display (CI runs under xvfb-run)")
@pytest.mark.timeout(20)
def test_real_mouse_drag_lights_the_host_and_deploys_onto_it(qtbot):
    state, ids = arrange([Piece("orion-frontier-outpost", A), Piece("harpy-class-cruiser", A),
                          Piece("skyline-defense-hq", B)], hands=[("boarding-commandos",), ()],
                         phase=MANUFACTURING, turn=A)
    ctl = controller_for(state)
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    harpy, card = ids[1], ctl.view(A).hand[0]
    viewport = table.view.viewport()
    item = next(i for i in table.scene.items() if isinstance(i, CardItem) and i.card_id == card)
    start = table.view.mapFromScene(item.sceneBoundingRect().center())
    target = table.view.mapFromScene(centre(table, harpy))
    seen = {}

    def hovering():
        seen["lit"] = lit(table, harpy)
        seen["cost"] = table.cost_item.text

    real_mouse_drag(viewport, start, target, hovering)     # blocks until released
    qtbot.waitUntil(lambda: unit(ctl, card) is not None, timeout=5000)
    assert unit(ctl, card).host == harpy
    assert seen["lit"] and "costs 3 Resource, 2 Currency" in seen["cost"]


def test_an_attack_by_keyboard_alone(qtbot):
    state, ids = arrange([Piece("orion-frontier-outpost", A), Piece("harpy-class-cruiser", A),
                          Piece("meridian-exchange-tower", B), Piece("seagull-class-cruiser", B)],
                         phase=ENGAGEMENT, turn=A)
    harpy, seagull = ids[1], ids[3]
    ctl = controller_for(force(state, (9, 9, 9, 9, 9)))
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    table.setFocus()

    def press(label: str) -> None:
        labels = table.prompt.labels()
        assert label in labels, (label, labels)
        qtbot.keyClick(table, getattr(Qt.Key, f"Key_{labels.index(label) + 1}"))

    press(f"Attack {ctl.state.names[B]}")
    press("Send Harpy")
    press("Launch")
    while ctl.state.engagement.step != ATTACK:
        table.set_seat(ctl.pending_seats()[0])
        table.setFocus()
        press("Pass")
    table.set_seat(A)
    table.setFocus()
    while table.selected != harpy:
        qtbot.keyClick(table, Qt.Key.Key_Right)
    for _ in range(5):
        press("Aim 1 die: Harpy → Seagull")
    press("Fire Harpy: 5 dice at Seagull")
    assert unit(ctl, seagull) is None                        # five hits on three wounds


@pytest.mark.timeout(120)
def test_computer_commanders_play_their_turns_on_the_table(qtbot):
    record = GameRecord(GAME, 3, names=["Ana", "Easy", "Normal"])
    ctl = GameController(record, ["human", "computer:easy", "computer:easy"], computer_delay_ms=0)
    table = shown_table(qtbot, ctl, HullTable, seat=0)
    ctl.schedule_computer()
    end = Action(0, "end")
    qtbot.waitUntil(lambda: end in ctl.legal_actions(0), timeout=30_000)
    click_label(qtbot, table, "End")
    # the computers finish their set-up and play until the human decides again (their own step, or
    # an offer to answer a response window, which the computers wait for: nobody else is at the screen)
    qtbot.waitUntil(lambda: ctl.state.phase != "setup" and not ctl.is_thinking
                    and (0 in ctl.pending_seats() or 0 in ctl.asked_seats()), timeout=90_000)
    ctl.stop()
    movers = {step.action.seat for step in ctl.record.steps}
    assert {1, 2} <= movers
    # the table drew the computers' battlefields as they are now
    for seat in (1, 2):
        for unit in ctl.view(0).units:
            if unit.controller == seat and unit.pid is not None:
                assert unit.pid in table.unit_items


def test_looking_back_draws_the_past_read_only(qtbot):
    import random

    record = GameRecord(GAME, 8, names=["Ana", "Ben", "Cleo"])
    ctl = GameController(record, ["human"] * 3)
    rng = random.Random(8)
    for _ in range(60):
        seat = ctl.pending_seats()[0]
        ctl.submit(rng.choice(GAME.by_chance(ctl.legal_actions(seat))))
    table = shown_table(qtbot, ctl, HullTable, seat=ctl.pending_seats()[0])
    table.look_back(5)
    past = GAME.view(record.state_at(5), table.seat)
    assert table.moment is not None and table.prompt.title.text() == "A past position"
    assert set(past.hand) <= faces(table)
    assert {u.pid for u in past.units if u.pid} == set(table.unit_items)
    before = len(record.steps)
    station = record.state_at(5).commanders[table.seat].station
    click_unit(qtbot, table, station)
    assert len(record.steps) == before and "past" in table.notice_text().lower()
    table.show_live()
    assert table.moment is None and set(ctl.view(table.seat).hand) <= faces(table)


def test_a_trait_is_a_toggle_on_the_chosen_unit_then_a_click_on_its_target(qtbot):
    pieces = [Piece("orion-frontier-outpost", A), Piece("cockatrice-class-cruiser", A),
              Piece("skyline-defense-hq", B), Piece("harpy-class-cruiser", B), Piece("seagull-class-cruiser", B)]
    state, ids = arrange(pieces, turn=A)
    cockatrice, harpy = ids[1], ids[3]
    state = state.__class__(**{**state.__dict__, "engagement": Engagement(A, B, step=ATTACK, fleet=(cockatrice,))})
    ctl = controller_for(force(state, (9, 9, 9, 9, 9, 9)))
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    click_unit(qtbot, table, cockatrice)
    toggles = {i.kind: i for i in table.scene.items() if getattr(i, "kind", "") and hasattr(i, "_on_click")}
    assert set(toggles) >= {"overload", "retreat"} and toggles["overload"].text == "Overload +6"
    click_at(qtbot, table, toggles["overload"].sceneBoundingRect().center())
    assert table.trait == "overload" and lit(table, harpy)
    click_unit(qtbot, table, harpy)
    assert [s.action for s in ctl.record.steps] == [Action(A, "overload", (cockatrice, harpy))]
    assert unit(ctl, harpy) is None                         # six Overload dice of 9 against defense 7
    assert table.trait is None and table.selected is None
