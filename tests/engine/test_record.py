"""Undo and redo: free thanks to immutable states, but never across revealed information."""

from tabletop.engine.actions import Action
from tabletop.engine.record import GameRecord
from tabletop.games import registry

GAME = registry().get("hockey-card-game")


def _started(seed=11):
    record = GameRecord(GAME, seed, names=("Ana", "Ben"))
    record.submit(Action(0, "cut"))
    while record.state.phase == "cut":
        record.submit(Action(1 if record.state.cut_cards[0] else 0, "cut"))
    record.submit(Action(record.state.chooser, "choose", ("lead",)))
    return record


def test_refused_action_changes_nothing():
    record = _started()
    before = (record.state, len(record.steps))
    verdict, events = record.submit(Action(1 - record.state.turn, "play", (record.state.hands[0][0],)))
    assert not verdict.ok and verdict.code == "not-your-turn" and events == ()
    assert (record.state, len(record.steps)) == before


def test_undo_is_blocked_after_a_deal_or_a_cut():
    record = _started()
    assert record.undo_blocked() and "revealed cards" in record.undo_blocked()


def test_undo_and_redo_a_plain_play():
    record = _started()
    seat = record.state.turn
    before = record.state
    action = GAME.legal_actions(before, seat)[0]
    record.submit(action)
    assert record.undo_blocked() is None
    record.undo()
    assert record.state == before and record.can_redo()
    record.redo()
    assert record.actions[-1] == action and not record.can_redo()


def test_a_new_action_clears_redo():
    record = _started()
    first = GAME.legal_actions(record.state, record.state.turn)[0]
    record.submit(first)
    record.undo()
    record.submit(GAME.legal_actions(record.state, record.state.turn)[-1])
    assert not record.can_redo()
