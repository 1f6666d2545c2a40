"""Breakaway: CCG solo play (Part 2, "Solo Play"): positions and random walks the solo-play test files
share. The automated opponent is seat 2; the player, seat 1, chooses its card in its phase 2.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.solo import play as solo
from tabletop.games.breakaway_ccg.state import PLAY, CcgState, evolve
from tests.games.breakaway_ccg.support import GAME, T, card, official

SOLO = {"mode": "solo"}
PLAYER, OPP = 0, 1


def new(seed: int = 1):
    return GAME.new_game(seed, SOLO)


def walk(seed: int, until, limit: int = 3000):
    """Random play from a new solo game until ``until(state)``; the state, or None."""
    rng = random.Random(seed)
    state = new(seed)
    for _ in range(limit):
        if until(state):
            return state
        if GAME.is_over(state):
            return None
        decisions = GAME.pending(state)
        legal = GAME.legal_actions(state, decisions[0].seat)
        state, _ = GAME.apply(state, legal[rng.randrange(len(legal))])
    return None


def find(until, seeds=range(60)):
    for seed in seeds:
        state = walk(seed, until)
        if state is not None:
            return state
    pytest.fail("no solo game reached the position")


def choosing(state) -> bool:
    return state.phase == PLAY and state.turn == OPP


P, O = 0, 1
GOAL, SCORE5, ROOKIE = card(1, "goal-skate"), card(1, "score-5-helmet"), card(1, "rookie-0-skate")
SAVE1, SHOT4 = card(1, "save-skate"), card(1, "shot-on-goal-4-skate")
MINE = card(0, "rookie-0-helmet")


def pos(hands=((), ()), up=None, card_id="snipers", **fields) -> CcgState:
    """A solo position in the middle of a period: the opponent's card is ``card_id``; its face-up
    cards are its bench and ``up`` (the whole bench and nothing of the hand unless given). Seed 42's
    set-up gives the opponent Home Ice, the Snipers card's bench and both hands of eight."""
    fields.setdefault("seed", 42)
    state = official(hands, options=SOLO, **fields)
    shown = frozenset(state.benches[O]) | frozenset(up or ())
    return evolve(state, solo=replace(state.solo, card=card_id, up=shown))


def label(*cards) -> str:
    return ", ".join(T.label[c] for c in cards)


def draw(state: CcgState, n: int, at: int = 0) -> int:
    """The index the state's generator gives for ``randrange(n)``, ``at`` draws later."""
    return chance.generator(state.seed, state.chance + at).randrange(n)


def choice(c):
    return Action(P, "solo-play", (c,))


def refused(verdict, code, reason, section):
    assert not verdict.ok
    assert (verdict.code, verdict.reason, verdict.rule) == (code, reason, solo.rule(section))
