"""Shared set-up for the board tests: fresh hockey games driven through the controller."""

from __future__ import annotations

import random

from tabletop.engine.actions import Action
from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.controller import GameController


def shown_table(qtbot, ctl: GameController, kind: type, seat: int = 0, size: tuple[int, int] = (1280, 800)):
    """The controller's table for ``seat``, checked to be a ``kind``, shown at ``size`` with no animations."""
    from tabletop.ui.board import create_table

    table = create_table(ctl)
    assert isinstance(table, kind)
    qtbot.addWidget(table)
    table.animation_ms = 0
    table.set_seat(seat)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    return table


def click_label(qtbot, table, label: str) -> None:
    """Press the table's prompt button showing ``label``."""
    from PySide6.QtCore import Qt

    labels = table.prompt.labels()
    assert label in labels, f"{label!r} not among the prompt's buttons {labels}"
    qtbot.mouseClick(table.prompt.buttons[labels.index(label)], Qt.MouseButton.LeftButton)


def controller(game_id: str = "hockey-card-game", seed: int = 7, seats=("human", "human")) -> GameController:
    record = GameRecord(registry().get(game_id), seed, names=("Ana", "Ben"))
    return GameController(record, seats)


def to_play(ctl: GameController) -> None:
    """Cut until someone wins, then choose to lead: the game is then in the play phase."""
    while ctl.view(None).phase != "play":
        seat = ctl.pending_seats()[0]
        legal = ctl.legal_actions(seat)
        lead = Action(seat, "choose", ("lead",))
        ctl.submit(lead if lead in legal else legal[0])


def random_moves(ctl: GameController, count: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        seats = ctl.pending_seats()
        if not seats:
            return
        ctl.submit(rng.choice(ctl.legal_actions(seats[0])))


def must_match_position(max_seed: int = 200) -> tuple[GameController, str, str]:
    """A live game where the seat to play holds a card matching the pile and one that does not."""
    for seed in range(max_seed):
        ctl = controller(seed=seed)
        to_play(ctl)
        rng = random.Random(seed)
        for _ in range(60):
            view = ctl.view(None)
            if view.phase != "play":
                break
            seat = view.turn
            hand = ctl.view(seat).hand
            if view.pile:
                rank = view.pile[-1][:-1]
                matching = [c for c in hand if c[:-1] == rank]
                other = [c for c in hand if c[:-1] != rank and c[:-1] != "J"]
                if matching and other:
                    return ctl, matching[0], other[0]
            ctl.submit(rng.choice(ctl.legal_actions(seat)))
    raise AssertionError("no must-match position found")


def real_mouse_drag(viewport, start, target, over_target=None) -> None:
    """A drag with the real mouse (needs a display: ``QDrag.exec`` runs its own loop): press at
    ``start`` and move off it, which starts the drag and blocks until the release; from a timer,
    move over ``target`` (then ``over_target()``, while the drag hovers there) and release. The
    timer waits (up to 3 s) for the drag's own loop, which sets the application's override cursor:
    on a loaded machine the table's work before ``QDrag.exec`` may outlast the first wait, and a
    release before the loop runs would cancel the drag."""
    from PySide6.QtCore import QPoint, Qt, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtTest import QTest

    waits = [60]

    def finish():
        if QGuiApplication.overrideCursor() is None and waits[0] > 0:
            waits[0] -= 1
            QTimer.singleShot(50, finish)
            return
        QTest.mouseMove(viewport, target)
        QTest.mouseMove(viewport, target + QPoint(2, 2))
        if over_target is not None:
            over_target()
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)

    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTimer.singleShot(300, finish)
    QTest.mouseMove(viewport, start + QPoint(30, -30))


def reach_random(game, options: dict, test, decks_for, seeds=range(80), moves: int = 900, choose=None):
    """The first random game, seed by seed, where ``test(ctl, seat)`` holds for the seat deciding:
    that controller (hot seat, stopped there) and the seat. ``decks_for(seed)`` gives the decks
    (None skips the seed); each move is ``choose(legal, rng)``, or a seeded random legal action."""
    for seed in seeds:
        decks = decks_for(seed)
        if decks is None:
            continue
        ctl = GameController(GameRecord(game, seed, options, ("Ana", "Ben"), decks=decks), ("human", "human"))
        rng = random.Random(seed)
        for _ in range(moves):
            seats = ctl.pending_seats()
            if not seats:
                break
            if test(ctl, seats[0]):
                return ctl, seats[0]
            legal = ctl.legal_actions(seats[0])
            ctl.submit(choose(legal, rng) if choose else rng.choice(legal))
    raise AssertionError("no random game reached the position sought")


def rest_mouse_on(table, item=None, point=None) -> None:
    """Move the mouse over the table's view onto ``item`` (its centre) or ``point`` (viewport
    pixels): a plain mouse move event, as the window system sends one, so the scene works out
    which card is under it (no display needed)."""
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    viewport = table.view.viewport()
    if point is None:
        point = table.view.mapFromScene(item.sceneBoundingRect().center())
    event = QMouseEvent(QEvent.Type.MouseMove, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)
