"""Breakaway: CCG solo play at the table: the opponent's Phase 3 is the person's to resolve (Part 2,
"Solo Play": Opponent's Turn, Phase 3: you resolve the Opponent card's effects; ruling S4). The prompt
names the opponent's card and offers each of its uses (the puck's on the rink, many of one kind behind
one button); Suggest (or S) names and outlines the use its Solo Opponent card would choose, its area
glowing, without making it; Enter or a button makes a use, a lit area moves the puck for the
opponent."""

from __future__ import annotations

from collections import Counter

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from tabletop.engine.actions import Action
from tabletop.games import registry
from tabletop.games.breakaway_ccg.solo import phase3
from tabletop.ui.board import CcgTable
from tabletop.ui.board.breakaway_ccg.actions import AREA_KINDS
from tabletop.ui.board.breakaway_ccg.items import AreaItem
from tabletop.ui.board.breakaway_ccg.prompt import GROUP
from tabletop.ui.controller import GameController
from tests.ui.board_helpers import shown_table
from tests.ui.ccg_support import reach, replayed

GAME = registry().get("breakaway-ccg")
SOLO, SOLO_NAMES = {"mode": "solo"}, ("Ana", "Opponent")


def at_phase_3(seed: int, wanted, moves: int = 600) -> GameController:
    """A solo game (person in seat 1, the Solo Opponent in seat 2) played at random until the person
    resolves the opponent's card with ``wanted(legal, suggestion)`` true: the first such game of the
    seeds from ``seed`` (a bounded search, so a rules or deck change finds another seed)."""
    def reached(states) -> bool:
        state = states[-1]
        decisions = GAME.pending(state)
        return bool(decisions) and decisions[0].kind == "solo-use" and \
            wanted(GAME.legal_actions(state, decisions[0].seat), phase3.suggest(GAME.t, state))

    found, actions = reach("the opponent's Phase 3 with the wanted uses", SOLO, reached, names=SOLO_NAMES,
                           start=seed, moves=moves)
    return replayed(found, SOLO, actions, SOLO_NAMES, seats=("human", "computer:solo"))


def _buttons_and_move(legal, suggestion) -> bool:
    """Two uses or more that are buttons, each its own (no kind with more uses than one button each),
    a Move that is not the suggestion, and a suggestion that is a button."""
    others = [a for a in legal if a.kind not in AREA_KINDS]
    kinds = Counter(a.kind for a in others)
    return len(others) >= 2 and max(kinds.values()) <= GROUP and suggestion in others and \
        any(a.kind == "move" and a != suggestion for a in legal)


def _label(state, action) -> str:
    """A use's button: the engine's words less the opponent's name, which the prompt's title gives."""
    return GAME.describe_action(state, action).removeprefix("Opponent: ")


def _outlined(table) -> list[str]:
    return [b.property("label") for b in table.prompt.buttons if b.property("default") in (True, "true")]


def test_the_prompt_offers_the_opponents_uses_and_suggest_names_one_without_making_it(qtbot):
    ctl = at_phase_3(5, _buttons_and_move)
    table = shown_table(qtbot, ctl, CcgTable, seat=0, size=(1280, 800))
    state, count = ctl.state, len(ctl.record.actions)
    legal = GAME.legal_actions(state, 0)
    assert table.prompt.title.text() == f"Resolve Opponent's {GAME.t.label[state.play[-1]]}"
    labels = table.prompt.labels()
    assert labels[0] == "Suggest its card's choice"
    assert labels[1:] == [_label(state, a) for a in legal if a.kind not in AREA_KINDS]
    assert table.prompt.hint.property("full").startswith("Click a lit area of the rink for its Move")
    assert {a.args[-1] for a in legal if a.kind == "move"} <= table.lit_areas
    assert _outlined(table) == []
    qtbot.mouseClick(table.prompt.button("suggest"), Qt.MouseButton.LeftButton)
    suggested = phase3.suggest(GAME.t, state)
    assert ctl.state is state and len(ctl.record.actions) == count, "suggesting makes nothing"
    assert _outlined(table) == [f"Suggested: {_label(state, suggested)}"]
    name = GAME.view(state, 0).solo.name
    assert table.prompt.hint.property("full").startswith(f"Its Solo Opponent card, {name}, would choose this")
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert ctl.record.actions[count] == suggested


def test_the_s_key_suggests_and_another_button_makes_a_different_use(qtbot):
    ctl = at_phase_3(5, _buttons_and_move)
    table = shown_table(qtbot, ctl, CcgTable, seat=0, size=(1280, 800))
    state, count = ctl.state, len(ctl.record.actions)
    suggested = phase3.suggest(GAME.t, state)
    qtbot.keyClick(table, Qt.Key.Key_S)
    assert len(ctl.record.actions) == count and _outlined(table) == [f"Suggested: {_label(state, suggested)}"]
    other = next(a for a in GAME.legal_actions(state, 0) if a.kind not in AREA_KINDS and a != suggested)
    labels = table.prompt.labels()
    qtbot.mouseClick(table.prompt.buttons[labels.index(_label(state, other))], Qt.MouseButton.LeftButton)
    assert ctl.record.actions[count] == other
    assert table.suggested is None


def test_a_suggested_area_glows_on_the_rink_and_a_lit_area_moves_the_puck_for_the_opponent(qtbot):
    ctl = at_phase_3(3, lambda legal, hint: hint is not None and hint.kind in ("move", "ability"))
    table = shown_table(qtbot, ctl, CcgTable, seat=0, size=(1280, 800))
    state, count = ctl.state, len(ctl.record.actions)
    suggested = table.suggest()
    glowing = [i.area_id for i in table.scene.items() if isinstance(i, AreaItem) and i.marked]
    assert glowing == [suggested.args[-1]] and suggested.args[-1] in table.lit_areas
    assert table.prompt.labels()[0] == f"Suggested: {_label(state, suggested)}"
    move = next(a for a in GAME.legal_actions(state, 0) if a.kind == "move" and a != suggested)
    table.choose_area(move.args[0])
    if len(ctl.record.actions) == count:        # a Move and another use reach it: the prompt asks which
        labels = table.prompt.labels()
        qtbot.mouseClick(table.prompt.buttons[labels.index(_label(state, move))], Qt.MouseButton.LeftButton)
    assert ctl.record.actions[count] == Action(0, "move", move.args)
    assert ctl.state.puck == move.args[0]


def test_many_uses_of_one_kind_are_one_button_that_lists_them(qtbot):
    """A kind with more than two uses (a Substitution's pairs of cards on Doubles) is one button; it
    lists them with a way back, and choosing one makes it."""
    ctl = at_phase_3(3, lambda legal, hint: sum(a.kind == "substitution" for a in legal) > 2)
    table = shown_table(qtbot, ctl, CcgTable, seat=0, size=(1280, 800))
    state, count = ctl.state, len(ctl.record.actions)
    subs = [a for a in GAME.legal_actions(state, 0) if a.kind == "substitution"]
    assert f"Substitution: {len(subs)} ways…" in table.prompt.labels()
    assert not [label for label in table.prompt.labels() if label.startswith("Substitution: bench")]
    qtbot.mouseClick(table.prompt.button("substitution"), Qt.MouseButton.LeftButton)
    assert table.prompt.labels() == [_label(state, a) for a in subs] + ["Back"]
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert f"Substitution: {len(subs)} ways…" in table.prompt.labels()
    qtbot.mouseClick(table.prompt.button("substitution"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.prompt.buttons[0], Qt.MouseButton.LeftButton)
    assert ctl.record.actions[count] == subs[0]
