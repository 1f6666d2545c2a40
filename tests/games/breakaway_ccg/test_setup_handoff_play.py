"""Breakaway: CCG, "Game Setup" (Part 2): Home Ice goes to the higher revealed card's choice, and
only that choice is open until it is made. Ruling O1 is in ``docs/rulings/breakaway-ccg.md``.
(Hand-off from the official-play tests, to be merged into test_setup.py.)"""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import official as of
from tabletop.games.breakaway_ccg.state import (
    HOME_ICE,
    STOPPAGE,
)
from tests.games.breakaway_ccg.helpers_play import H_ROOKIE, check, pairs, rule
from tests.games.breakaway_ccg.support import GAME, OFFICIAL, T, act, card, extra_card, official, verdict

r, x = card, extra_card


@pytest.mark.parametrize("seed", range(8))
def test_setup_home_ice_choice_goes_to_the_higher_reveal_and_the_pile_and_tokens_follow(seed):
    """Game Setup: the higher revealed card chooses Home Ice (re-draw on ties; the cards go aside);
    Home Ice starts with one Momentum Token; six Momentum Cards from each deck; hands of five; each
    period's officiating card from the sum of two revealed cards."""
    state = GAME.new_game(seed, OFFICIAL)
    assert state.phase == HOME_ICE
    last = state.aside[-2:]
    strengths = (T.strength[last[0]], T.strength[last[1]])
    assert strengths[state.turn] > strengths[1 - state.turn]
    assert all(T.strength[a] == T.strength[b] for a, b in zip(state.aside[:-2:2], state.aside[1:-2:2]))
    chooser = state.turn
    assert not verdict(state, 1 - chooser, "home-ice", "me")
    state = act(state, chooser, "home-ice", "them")
    assert state.home == 1 - chooser
    assert state.tokens == tuple(1 if s == state.home else 0 for s in (0, 1))
    assert len(state.momentum) == 12
    assert sorted(T.owner[c] for c in state.momentum) == [0] * 6 + [1] * 6
    assert [len(h) for h in state.hands] == [5, 5]
    assert len(state.reveal) == 2 and state.official
    assert state.phase == STOPPAGE and state.stoppage.place == "center"


def test_home_ice_refusals_only_the_reveals_winner_chooses():
    """Game Setup (O1): the reveal's winner chooses who takes Home Ice, and nothing else happens
    first."""
    state = official(phase=HOME_ICE, turn=1)
    assert check(state, 1, "play", H_ROOKIE) == (
        False,
        "home-ice-first",
        "First the choice of Home Ice.",
        rule("Game Setup"),
    )
    assert check(state, 0, "home-ice", "me") == (
        False,
        "not-your-choice",
        "Player 2 won the reveal (or the toss) and chooses Home Ice.",
        rule("Game Setup"),
    )
    assert check(state, 1, "home-ice", "draw") == (
        False,
        "home-ice-choice",
        "Home Ice goes to you ('me') or your opponent ('them').",
        rule("Game Setup"),
    )
    assert of.validate(T, state, Action(1, "home-ice", ("them",))).ok
    assert of.validate(T, state, Action(1, "home-ice", ("me",))).ok
    assert pairs(of.legal_actions(T, state, 1)) == [(1, "home-ice", ("me",)), (1, "home-ice", ("them",))]
    assert of.legal_actions(T, state, 0) == []
