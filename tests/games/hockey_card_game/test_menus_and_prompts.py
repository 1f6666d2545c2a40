"""Hockey Card Game, rules 1, 3 and 4: the moves and decisions as the players are offered them.

The menus name the cut, the choice and each card in words; each decision says who decides and
what; the action space holds both seats' moves, and the legal moves are exactly the moves the
rules accept.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.actions import Action
from tests.games.hockey_card_game.support import (
    GAME,
    after_cut,
    position,
    started,
)


def test_each_action_is_named_in_words_for_the_menus():
    """The menu names a play by its card as printed (rank and suit), and the cut and the choice
    of rule 1 by what they do."""
    state = GAME.new_game(0)
    assert GAME.describe_action(state, Action(0, "cut")) == "Cut the deck"
    assert GAME.describe_action(state, Action(1, "choose", ("lead",))) == "Play first"
    assert GAME.describe_action(state, Action(1, "choose", ("deal",))) == "Deal"
    for card in ("7H", "QS", "AC"):
        assert GAME.describe_action(state, Action(0, "play", (card,))) == f"Play {GAME.label(card)}"
    assert GAME.label("7H") != GAME.label("7S") and "7" in GAME.label("7H")


def test_each_decision_says_who_decides_and_what():
    """Rule 1: both players cut, the first then the second; the winner chooses to deal or to play
    first. Rules 3-4: then the players take turns playing a card onto the pile."""
    state = GAME.new_game(0)
    assert [(d.seat, d.kind, d.prompt) for d in GAME.pending(state)] == [(0, "cut", "Cut the deck")]
    state, _ = GAME.apply(state, Action(0, "cut"))
    assert [(d.seat, d.kind, d.prompt) for d in GAME.pending(state)] == [(1, "cut", "Cut the deck")]
    state = after_cut(0)
    assert [(d.seat, d.kind, d.prompt) for d in GAME.pending(state)] == [
        (state.chooser, "choose", "You won the cut: deal, or play first?")]
    state, _ = GAME.apply(state, Action(state.chooser, "choose", ("lead",)))
    for _ in range(3):
        assert [(d.seat, d.kind, d.prompt) for d in GAME.pending(state)] == [
            (state.turn, "play", "Play a card onto the pile")]
        state, _ = GAME.apply(state, GAME.legal_actions(state, state.turn)[0])
    assert GAME.pending(replace(state, phase="over")) == ()


def test_the_action_space_has_both_seats_actions():
    space = list(GAME.action_space(GAME.new_game(0)))
    assert {a.seat for a in space} == {0, 1}
    assert len(space) == 2 * (3 + 52)


def test_legal_actions_agree_with_validate():
    states = [GAME.new_game(0), started(0)[0], started(0)[1],
              position([("7C", "2D"), ("7H", "9S", "JD")], pile=("7S",), turn=1),
              position([("7C", "2D"), ("7H", "9S", "JD")], pile=("7S",), turn=1,
                       options={"must_match": False})]
    for state in states:
        for action in GAME.action_space(state):
            assert GAME.validate(state, action).ok == (action in GAME.legal_actions(state, action.seat))
