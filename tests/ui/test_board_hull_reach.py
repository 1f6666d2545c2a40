"""Every decision the Hull Breach! engine pends is reachable from its table, at 2, 3 and 4 seats:
with nothing chosen, each legal action of the deciding seat is a prompt button or behind one of the
prompt's per-kind buttons; and a long random game drawn at every step, through boarding actions and
eliminations, never fails to draw. Also the chance tray's d10 and ``take_screenshot(players=...)``."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pytestqt")

from tabletop.engine.record import GameRecord
from tabletop.games.hull_breach import GAME
from tabletop.ui.board.common.chance_tray import ChanceTray
from tabletop.ui.board.common.items import TextItem
from tabletop.ui.board.hull_breach.prompt import action_key
from tabletop.ui.board.hull_breach.table import HullTable
from tabletop.ui.controller import GameController
from tabletop.ui.shell.screenshot import play_random, take_screenshot
from tests.ui.board_helpers import shown_table


def reachable(table: HullTable, legal) -> set[str]:
    """The actions the prompt offers with nothing chosen: its buttons, and those behind each menu button."""
    table.selected = None
    table.menu = None
    keys = set()
    for choice in table.choices_for(legal):
        if choice.key:
            keys.add(choice.key)
        else:
            table.menu = choice.kind
            keys |= {c.key for c in table.choices_for(legal) if c.key}
            table.menu = None
    return keys


def drawn(table: HullTable, ctl: GameController) -> None:
    """The table shows the position now: every unit the seat may see, each commander's stockpile and
    counts (strips left as they were must still be true)."""
    view = ctl.view(table.seat)
    units = {u.pid: u for u in view.units if u.pid}
    words = {i.text for i in table.scene.items() if isinstance(i, TextItem)}
    # a folded commander's row shows the units in open space that fit, and counts the rest
    whole = {pid for pid, u in units.items() if table._top_controller(u, units) not in table.folded}
    assert whole <= set(table.unit_items) <= set(units)
    for seat in table.folded:
        tops = [u.pid for u in view.units if u.pid and u.host is None and u.controller == seat]
        missing = [pid for pid in tops if pid not in table.unit_items]
        assert not missing or f"+{len(missing)} more" in words, (seat, missing)
    for seat, alive in enumerate(view.alive):
        if alive and seat in table.folded:
            resource, currency = view.stockpiles[seat]
            assert f"● {resource} R  ● {currency} C" in words
            assert any(f"'s battlefield · hand {view.hand_sizes[seat]} ·" in w for w in words if w.startswith(
                view.names[seat]))
        elif alive:
            resource, currency = view.stockpiles[seat]
            assert f"● {resource} R   ● {currency} C" in words
            assert f"Hand {view.hand_sizes[seat]} · Yard {view.shipyard_sizes[seat]}" in words
        if seat not in table.folded:
            assert f"Scrapheap {len(view.scrapheaps[seat])} ›" in words
    for pid, items in table.unit_items.items():
        assert all(item.scene() is table.scene for item in items), pid


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_pending_decision_is_reachable_and_every_position_draws(qtbot, players):
    record = GameRecord(GAME, 20 + players, names=[f"P{n}" for n in range(players)])
    ctl = GameController(record, ["human"] * players)
    table = shown_table(qtbot, ctl, HullTable, seat=0)
    rng = random.Random(players)
    kinds: set[str] = set()
    steps = {"boarding": False, "fight": False}
    for _ in range(350):
        if GAME.is_over(ctl.state):
            break
        seat = rng.choice(ctl.pending_seats())
        table.set_seat(seat)
        legal = ctl.legal_actions(seat)
        assert reachable(table, legal) == {action_key(a) for a in legal}
        eng = ctl.state.engagement
        steps["boarding"] |= eng is not None and eng.step == "boarding"
        steps["fight"] |= eng is not None and eng.fight is not None
        action = rng.choice(GAME.by_chance(legal))
        kinds.add(action.kind)
        assert table.submit(action).ok, action
        drawn(table, ctl)
    # the game went through the engagement's decisions, not only the phases
    assert {"deploy", "engage", "send", "aim", "fire"} <= kinds
    assert steps["boarding"] or players > 2


def test_the_chance_tray_shows_the_d10_as_a_ten_sided_die(qtbot):
    record = GameRecord(GAME, 3, names=["Ana", "Ben"])
    ctl = GameController(record, ["human", "human"])
    tray = ChanceTray(ctl)
    qtbot.addWidget(tray)
    tray.animation_ms = 0
    rng = random.Random(1)
    while not any("d10" in e.text for s in record.steps for e in s.events):
        seat = ctl.pending_seats()[0]
        ctl.submit(rng.choice(GAME.by_chance(ctl.legal_actions(seat))))
    die = next(e for e in tray.model.entries if e.text.startswith("d10"))
    assert die.result["sides"] == 10 and 1 <= die.result["die"] <= 10
    assert die.text.endswith(f": {die.result['die']}")


def test_a_screenshot_of_three_and_four_commanders(tmp_path):
    for players in (3, 4):
        out = tmp_path / f"hull-{players}.png"
        take_screenshot("hull-breach", 4, 60, players - 1, str(out), (1024, 640), players=players)
        assert out.stat().st_size > 10_000
    assert len(play_random(GAME, 4, 0, players=4).names) == 4
    assert play_random(GAME, 4, 0).names == play_random(GAME, 4, 0, players=2).names == list(GAME.new_game(4).names)
    with pytest.raises(ValueError, match="is for 2-6 players, not 7"):
        take_screenshot("hull-breach", 4, 10, 0, str(tmp_path / "x.png"), players=7)
    with pytest.raises(ValueError, match="there is no seat 3"):
        take_screenshot("hull-breach", 4, 10, 3, str(tmp_path / "x.png"), players=3)
