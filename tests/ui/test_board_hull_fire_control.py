"""The Hull Breach! Fire button says exactly what it rolls (book 6.2: every die of a volley is aimed
before any is rolled): the dice declared, target by target, and the dice of the volley left
undeclared, which pressing it gives up; pressing it rolls exactly those. Driven through the real
table: clicks on the shooter and its targets, then the prompt's button, dice forced as the engine's
tests do.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import ATTACK, Engagement
from tabletop.ui.board.hull_breach.dice import Die
from tabletop.ui.board.hull_breach.table import HullTable
from tests.ui.board_helpers import click_label, shown_table
from tests.ui.test_board_hull import A, B, click_unit, controller_for, unit


def merlin_attacking():
    """A's Merlin-class Frigate (attack 2) in step 3 against B's Seagull and Falcon; dice of 9."""
    state, ids = arrange([Piece("orion-frontier-outpost", A), Piece("merlin-class-frigate", A),
                          Piece("meridian-exchange-tower", B), Piece("seagull-class-cruiser", B),
                          Piece("falcon-class-destroyer", B)], turn=A)
    state = state.__class__(**{**state.__dict__, "engagement": Engagement(A, B, step=ATTACK, fleet=(ids[1],))})
    return controller_for(force(state, (9, 9, 9, 9))), ids


def fire_label(table: HullTable) -> str:
    return next(label for label in table.prompt.labels() if label.startswith("Fire"))


def rolled(table: HullTable) -> int:
    return sum(1 for d in table.scene.items() if isinstance(d, Die))


def test_fire_with_a_die_left_says_it_rolls_one_and_rolls_one(qtbot):
    ctl, ids = merlin_attacking()
    merlin, seagull = ids[1], ids[3]
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    click_unit(qtbot, table, merlin)
    click_unit(qtbot, table, seagull)
    assert ctl.state.engagement.aim == ((seagull, 1),) and ctl.state.engagement.dice == 2
    # the badge says one die is left; the button and the hint say what Fire does with it
    assert fire_label(table) == "Fire Merlin: 1 die at Seagull · 1 undeclared die not rolled"
    assert "1 of 2 dice declared" in table.prompt.hint.property("full")
    click_label(qtbot, table, fire_label(table))
    assert rolled(table) == 1 and unit(ctl, seagull).wounds == 1
    assert len(ctl.state.forced) == 3                       # of the four dice forced, one was rolled


def test_fire_with_every_die_declared_names_each_target_and_rolls_them_all(qtbot):
    ctl, ids = merlin_attacking()
    merlin, seagull, falcon = ids[1], ids[3], ids[4]
    table = shown_table(qtbot, ctl, HullTable, seat=A)
    click_unit(qtbot, table, merlin)
    click_unit(qtbot, table, seagull)
    click_unit(qtbot, table, falcon)
    assert fire_label(table) == "Fire Merlin: 1 die at Seagull, 1 at Falcon"
    click_label(qtbot, table, fire_label(table))
    assert rolled(table) == 2 and unit(ctl, seagull).wounds == 1 and unit(ctl, falcon).wounds == 1
    assert len(ctl.state.forced) == 2
