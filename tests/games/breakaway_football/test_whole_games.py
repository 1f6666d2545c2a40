"""Breakaway Football, "Game Play" from the opening kickoff to the final whistle: four seeded
recorded games with different teams and options (standard and sudden-death overtime, late-half
incompletions, coffin-corner punts, icing the kicker) replayed step by step with every prompt,
menu word, refusal and event; random games of every option; the position invariants and a
reasonable game length.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.engine.playout import play_game, random_chooser
from tabletop.games.breakaway_football.solo import solo_chooser
from tests.games import transcripts
from tests.games.breakaway_football.support import GAME

# ----- Whole games ------------------------------------------------------------------------------------

@pytest.mark.parametrize("options", [
    {}, {"overtime": "sudden_death", "late_half_incompletions": True, "coffin_corner": True,
         "ice_the_kicker": True, "home_team": "MAU", "visiting_team": "PHA"},
])
def test_random_games_run_from_kickoff_to_the_final_whistle(options):
    results = Counter()
    for seed in range(150):
        result = play_game(GAME, seed, options=options)
        state = result.state
        assert GAME.is_over(state) and state.quarter >= 4
        assert GAME.inventory(state) == GAME.inventory(GAME.new_game(seed, options))
        results[result.winners] += 1
    assert results[(0,)] and results[(1,)]


def test_game_length_is_reasonable():
    lengths = [len(play_game(GAME, seed).actions) for seed in range(100)]
    assert max(lengths) < 2000 and sum(lengths) / len(lengths) < 600


def test_position_invariants_hold_through_random_and_solo_games():
    import random

    from tabletop.games.breakaway_football.state import GOAL

    for seed in range(120):
        rng = random.Random(seed)
        options = {"coffin_corner": seed % 2 == 0, "ice_the_kicker": seed % 3 == 0,
                   "late_half_incompletions": seed % 4 == 0}
        state = GAME.new_game(seed, options)
        choosers = [solo_chooser if (seed + s) % 3 else random_chooser for s in (0, 1)]
        while GAME.pending(state):
            seat = GAME.pending(state)[0].seat
            legal = GAME.legal_actions(state, seat)
            state, _ = GAME.apply(state, choosers[seat](GAME, GAME.view(state, seat), legal, rng))
            if state.phase == "call":
                assert 1 <= state.ball < GOAL and 1 <= state.down <= 4 and state.ball < state.target <= GOAL
                assert state.hands[state.offense] or state.calls[state.offense] or state.two_point
            assert all(f in (0, 1) for f in state.flags)
            assert all(0 <= t <= 3 for t in state.timeouts)
            assert 1 <= state.quarter <= 5 and min(state.score) >= 0
            for seat_ in (0, 1):
                assert len(state.hands[seat_]) + len(state.discards[seat_]) + (
                    state.calls[seat_] is not None and state.calls[seat_].card in GAME.off) == 15
        assert state.quarter >= 4


def test_four_whole_games_say_what_they_said_when_recorded():
    transcripts.check("breakaway-football")


def test_a_game_object_reading_the_cards_afresh_plays_exactly_as_the_registered_one():
    from tabletop.games.breakaway_football.rules import BreakawayFootball

    transcripts.plays_like("breakaway-football", BreakawayFootball())
