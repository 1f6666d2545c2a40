"""Conceding and teams at the Hull Breach! table. A commander may concede at any time (7.2.1,
"scooping"): the table asks first, No by default, because it cannot be taken back; No plays nothing.
In a team game (the introduction's "last player or team standing"; option ``teams``, ruling H28)
each plate names an ally and the status box says which commanders are the viewing commander's side.
"""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tabletop.engine.actions import Action
from tabletop.engine.record import GameRecord
from tabletop.games.hull_breach import GAME
from tabletop.ui.board.common.items import TextItem
from tabletop.ui.board.hull_breach.table import HullTable
from tabletop.ui.controller import GameController
from tests.ui.board_helpers import shown_table

NAMES = ["Ana", "Ben", "Cleo", "Dov"]


def table_for(qtbot, players: int, options: dict | None = None) -> tuple[GameController, HullTable]:
    record = GameRecord(GAME, 5, options, NAMES[:players])
    ctl = GameController(record, ["human"] * players)
    seat = ctl.pending_seats()[0]
    return ctl, shown_table(qtbot, ctl, HullTable, seat=seat)


def concede_button(table: HullTable):
    button = table.prompt.button("concede:")
    assert button is not None, table.prompt.labels()
    return button


def test_conceding_asks_first_no_plays_nothing_and_yes_leaves_the_game(qtbot, monkeypatch):
    ctl, table = table_for(qtbot, 3)
    seat = table.seat
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or answer[0])
    before = len(ctl.record.actions)
    qtbot.mouseClick(concede_button(table), Qt.MouseButton.LeftButton)
    assert asked and "cannot be undone" in asked[0]
    assert len(ctl.record.actions) == before and all(ctl.state.commanders[s].alive for s in range(3))
    answer[0] = QMessageBox.StandardButton.Yes
    qtbot.mouseClick(concede_button(table), Qt.MouseButton.LeftButton)
    assert len(asked) == 2 and ctl.record.actions[-1].kind == "concede"
    assert not ctl.view(seat).alive[seat]


def test_a_commander_waiting_for_others_may_concede_too(qtbot, monkeypatch):
    ctl, table = table_for(qtbot, 3)
    rng = random.Random(3)
    while len(set(ctl.pending_seats())) == 3:                 # the set-up turn: everyone at once
        seat = rng.choice(ctl.pending_seats())
        assert ctl.submit(rng.choice(GAME.by_chance(ctl.legal_actions(seat)))).ok
    waiting = next(s for s in range(3) if s not in ctl.pending_seats())
    table.set_seat(waiting)
    assert len(table.prompt.labels()) == 1 and "Waiting" in table.prompt.title.text()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(concede_button(table), Qt.MouseButton.LeftButton)
    assert ctl.record.actions[-1] == Action(waiting, "concede") and not ctl.view(waiting).alive[waiting]


def words(table: HullTable) -> set[str]:
    return {i.text for i in table.scene.items() if isinstance(i, TextItem)}


def test_a_team_game_shows_who_is_allied(qtbot):
    _ctl, table = table_for(qtbot, 4, {"teams": "on"})
    table.set_seat(0)
    shown = words(table)
    assert "Cleo · ally" in shown                       # seats 0 and 2 are one side
    assert not any(w.startswith(("Ben ·", "Dov ·")) for w in shown)
    assert "Your side: Ana, Cleo" in shown
    table.set_seat(1)
    shown = words(table)
    assert "Dov · ally" in shown and "Your side: Ben, Dov" in shown
    # every commander for himself: nobody is marked
    _ctl, alone = table_for(qtbot, 4)
    alone.set_seat(0)
    assert not any("ally" in w or w.startswith("Your side") for w in words(alone))


def test_another_commanders_offer_to_respond_is_never_shown(qtbot):
    """A response window's offer (2.6, events at any time) goes only to a commander holding a card
    playable now: the table of any other seat must not show that commander deciding, or it tells
    what they hold (Decision.quiet)."""
    for seed in range(1, 30):        # random play until an offer is made (a game may end first)
        record = GameRecord(GAME, seed, None, ["Ana", "Ben", "Cleo"])
        ctl = GameController(record, ["human"] * 3)
        rng = random.Random(seed)
        while not GAME.is_over(ctl.state) and not any(d.quiet for d in GAME.pending(ctl.state)):
            decision = rng.choice([d for d in GAME.pending(ctl.state) if not d.quiet])
            assert ctl.submit(rng.choice(GAME.by_chance(ctl.legal_actions(decision.seat)))).ok
        if not GAME.is_over(ctl.state):
            break
    quiet = next(d.seat for d in GAME.pending(ctl.state) if d.quiet)
    other = next(s for s in range(3) if s != quiet and s not in ctl.pending_seats())
    table = shown_table(qtbot, ctl, HullTable, seat=other)
    name = NAMES[quiet]
    shown = words(table)
    assert not any(w.startswith("To decide") and name in w for w in shown), shown
    assert "Deciding:" not in {i.text for i in table.scene.items() if isinstance(i, TextItem)
                               and table.plate_items[quiet].sceneBoundingRect().contains(i.sceneBoundingRect())}
    table.set_seat(quiet)
    assert not table._active()          # at one screen nobody is asked for a window on their own...
    assert ctl.claim(quiet)             # ...but the respond key hands the screen over
    table.set_seat(quiet)
    assert table._active() and table.prompt.labels()                # the one who claimed sees the offer
