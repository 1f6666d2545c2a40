"""The official CCG table and the official mode's bench and puck-carrying actions (offscreen,
through the table's own gestures): a Substitution is the bench gesture of a line change (select a hand card, click the
bench card to take for it; the prompt lists only the selected card's trades), and the actions
that carry the puck to an area (Stretch Pass, Icing, Punch, Poke-Check) light the rink and are
taken by a click on the area."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pytestqt")

from tabletop.games import registry
from tabletop.ui.board import CcgTable
from tests.engine.test_contract_decks import random_decks
from tests.ui.board_helpers import reach_random, shown_table

GAME = registry().get("breakaway-ccg")
OPTIONS = {"mode": "official"}


def reach(kinds: set[str], seeds=range(60), moves=600):
    """The first random official game (its own random legal decks) that offers one of ``kinds``
    to the seat deciding, as a controller stopped there."""
    return reach_random(GAME, OPTIONS, lambda ctl, seat: any(a.kind in kinds for a in ctl.legal_actions(seat)),
                        lambda seed: random_decks(GAME, random.Random(f"new-actions:{seed}"), OPTIONS), seeds, moves)


def test_a_substitution_is_the_bench_gesture(qtbot):
    ctl, seat = reach({"substitution"})
    table = shown_table(qtbot, ctl, CcgTable, seat)
    trade = next(a for a in ctl.legal_actions(seat) if a.kind == "substitution")
    out, back = trade.args
    table._card_clicked(out)                      # a click on the hand card selects it
    assert table.selected == out
    words = table.prompt.labels()
    offered = [GAME.describe_action(ctl.state, a) for a in ctl.legal_actions(seat)
               if a.kind == "substitution" and a.args[0] == out]
    others = [GAME.describe_action(ctl.state, a) for a in ctl.legal_actions(seat)
              if a.kind == "substitution" and a.args[0] != out]
    assert set(offered) <= set(words) and not set(others) & set(words)
    table._bench_clicked(back)
    assert ctl.record.actions[-1] == trade


@pytest.mark.parametrize("kind", ["stretch-pass", "icing", "punch", "poke-check"])
def test_an_action_that_carries_the_puck_lights_its_area_and_a_click_takes_it(qtbot, kind):
    ctl, seat = reach({kind})
    table = shown_table(qtbot, ctl, CcgTable, seat)
    action = next(a for a in ctl.legal_actions(seat) if a.kind == kind)
    area = action.args[-1]
    assert area in table.lit_areas
    table.choose_area(area)
    if table.area_choice is not None:             # two ways there: the prompt names each
        label = GAME.describe_action(ctl.state, action)
        assert label in table.prompt.labels()
        table.prompt.press(table.prompt.labels().index(label))
    assert ctl.record.actions[-1] == action
