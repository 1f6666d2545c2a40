"""Breakaway: CCG, Part 2 "Object of the Game" and the end of the game: more goals after the last period
wins, a tie stands without overtime, and whole games, random or with chosen decks, end with every card
still accounted for (rulings O14, B16)."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.game import Outcome
from tabletop.engine.playout import play_game
from tabletop.games.breakaway_ccg.state import OVER, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    ROOKIE_0,
    ROOKIE_1,
    kinds,
    period_over,
)
from tests.games.breakaway_ccg.support import GAME, arrange


def test_the_game_ends_after_the_last_period_with_a_leader_or_no_overtime():
    """Winning: more goals after the last period wins; O14: with overtime "none" a tie stands."""
    won, events = period_over(goals=(2, 1), periods=1)
    assert won.phase == OVER and won.winners == (0,) and "period" not in kinds(events)
    tie, _ = period_over(goals=(1, 1), periods=1, overtime="none")
    assert tie.phase == OVER and tie.winners == ()


def test_the_game_is_over_only_in_the_over_phase_and_most_goals_wins():
    """Winning (B16): most goals wins; equal goals are a tie."""
    state = arrange(hands=((ROOKIE_0,), (ROOKIE_1,)))
    assert GAME.is_over(state) is False and GAME.outcome(state) is None
    won = evolve(state, phase=OVER, goals=(1, 3), winners=(1,), names=("Ann", "Bo"))
    assert GAME.is_over(won) is True
    assert GAME.outcome(won) == Outcome((1,), (1, 3), "Bo wins 3-1.")
    first = evolve(won, goals=(4, 2), winners=(0,))
    assert GAME.outcome(first) == Outcome((0,), (4, 2), "Ann wins 4-2.")
    tie = evolve(won, goals=(2, 2), winners=())
    assert GAME.outcome(tie) == Outcome((), (2, 2), "A 2-2 tie.")
    assert GAME.outcome(evolve(tie, winners=None)) == Outcome((), (2, 2), "A 2-2 tie.")


@pytest.mark.parametrize("periods", [1, 2, 3])
def test_complete_games_end_with_every_card_kept(periods):
    """Part 2, "Object of the Game": whole games end with every card kept."""
    for seed in range(15):
        options = {"periods": periods, "teams": random.Random(seed).choice(["runners-hawks", "hawks-runners"])}
        result = play_game(GAME, seed, options=options)
        state = result.state
        assert state.phase == OVER and state.period == periods
        assert GAME.inventory(state) == GAME.inventory(GAME.new_game(seed, options))
        assert len(result.actions) < 600 * periods
        outcome = GAME.outcome(state)
        assert outcome.scores == state.goals
        assert outcome.winners == (() if state.goals[0] == state.goals[1]
                                   else ((0,) if state.goals[0] > state.goals[1] else (1,)))


def test_goals_happen_in_random_play_and_each_goal_leaves_two_cards_in_a_score_pile():
    """Part 2, "Object of the Game": whole games end with every card kept."""
    goals = 0
    for seed in range(120):
        state = play_game(GAME, seed).state
        goals += sum(state.goals)
        assert [len(p) for p in state.scored] == [2 * g for g in state.goals]
    assert goals > 0


def test_a_game_with_chosen_decks_plays_to_the_end_with_every_card_kept():
    """Part 2, "Object of the Game": whole games end with every card kept."""
    import random as _random

    from tabletop.decks.random_deck import random_legal_deck

    for seed in range(12):
        rng = _random.Random(seed)
        decks = [random_legal_deck("breakaway-ccg", rng, rng.choice(("beginner", "casual", "tournament")))
                 for _ in (0, 1)]
        result = play_game(GAME, seed, options={"periods": 1 + seed % 3}, decks=decks)
        assert result.state.phase == OVER
        assert GAME.inventory(result.state) == GAME.inventory(GAME.new_game(seed, {"periods": 1 + seed % 3},
                                                                            decks=decks))
