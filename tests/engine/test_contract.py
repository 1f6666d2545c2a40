"""The engine contract, checked for every registered game by random play.

Every game, under each of its rules and at each table size it allows (``random_play.rule_sets``),
plays random games in which ``random_play.walk`` checks the whole contract in one pass: the
invariants after every action, ``validate`` against ``legal_actions`` over the whole action space
at sampled positions, every seat's view for hidden cards, and replay and save round trips at the
end. A game joins this suite the day it registers.

How many games, and why:

- ``PLAYOUTS`` fixed seeds per rule set, the same every run, so a failure names a seed that
  reproduces it. The bugs random play has found here were a card shown in a view after an
  overtime shuffle, a boarder left without a host (Hull Breach! at three seats, seed 153), an
  injury event naming a card out of sight, and a 20,000-action game whose save would not load:
  each within the first 200 seeds of its rule set or found by the explored seeds below. A rule
  set whose games are long and whose checks are dear (official Breakaway: CCG, Hull Breach! at
  three seats and more) plays fewer; the more of a game's rules a rule set shares with another, the
  fewer it needs: Hull Breach! at five and six seats and in teams only adds seats and sides to the
  rules the smaller tables already play, so it plays a few fixed seeds and no explored ones.
- ``EXPLORED`` more games per run from seeds Hypothesis draws afresh, so every CI run plays
  games no run played before (the long Hull Breach! game was found that way).
- The action space is validated at every ``DEEP_EVERY``-th position of every game rather than at
  every position of a few games: positions a few actions apart are alike, and spreading the same
  work over all the games meets more kinds of position.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalActionError, MalformedActionError
from tabletop.engine.playout import play_game, seat_names
from tests.engine.random_play import GAMES, IDS, rule_sets, walk

RULE_SETS = rule_sets()

#: Fixed seeds per rule set (see the module docstring), by rule set id; 200 for any other.
PLAYOUTS = {"breakaway-ccg-official": 60, "hull-breach-3-seats": 60, "hull-breach-4-seats": 40,
            "breakaway-ccg-solo": 80, "breakaway-ccg": 100, "breakaway-football": 120,
            "hull-breach-5-seats": 2, "hull-breach-6-seats": 2, "hull-breach-teams-4-seats": 3,
            "hull-breach-teams-6-seats": 2}
#: Rule sets that play their fixed seeds only (see the module docstring).
FIXED_ONLY = frozenset({"hull-breach-5-seats", "hull-breach-6-seats", "hull-breach-teams-4-seats",
                        "hull-breach-teams-6-seats"})
DEFAULT_PLAYOUTS = 200
EXPLORED = 8           # Hypothesis-drawn seeds per rule set and run
DEEP_EVERY = 10        # the whole action space is validated at every tenth position
SECRECY_EVERY = 7      # views searched for hidden cards at every seventh position
SHARD = 20             # games one test plays, so the workers share a rule set's games


def _shards() -> list:
    out = []
    for param in RULE_SETS:
        game, options, seats = param.values
        total = PLAYOUTS.get(param.id, DEFAULT_PLAYOUTS)
        for first in range(0, total, SHARD):
            out.append(pytest.param(game, options, seats, first, min(first + SHARD, total),
                                    id=f"{param.id}-from-{first}", marks=pytest.mark.slow))
    return out


@pytest.mark.parametrize("game, options, seats, first, last", _shards())
def test_random_games_keep_the_contract(game, options, seats, first, last):
    hidden = 0
    for seed in range(first, last):
        walked = walk(game, seed, options, seats=seats, deep_every=DEEP_EVERY, secrecy_every=SECRECY_EVERY,
                      round_trip=True)
        assert len(walked.state.names) == seats
        hidden += walked.hidden_checked
    assert hidden, "hidden_from never hid anything: the secrecy check would be empty"


@pytest.mark.slow
@pytest.mark.parametrize("game, options, seats", RULE_SETS)
def test_every_seat_can_win(game, options, seats):
    """A random game that always favours one seat hides a rules bug: every seat wins some of the
    rule set's first fixed seeds (played unchecked: the contract test checks those same games)."""
    names = seat_names(game, seats)
    won = set()
    for seed in range(DEFAULT_PLAYOUTS):
        won.update(play_game(game, seed, names=names, options=options, checked=False).winners)
        if len(won) == seats:
            return
    pytest.fail(f"seats {sorted(set(range(seats)) - won)} never won in {DEFAULT_PLAYOUTS} random games")


@pytest.mark.slow
@pytest.mark.parametrize("game, options, seats", [p for p in RULE_SETS if p.id not in FIXED_ONLY])
@settings(max_examples=EXPLORED, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(min_value=0, max_value=2**40))
def test_games_from_new_seeds_keep_the_contract(game, options, seats, seed):
    walk(game, seed, options, seats=seats, deep_every=DEEP_EVERY, secrecy_every=SECRECY_EVERY,
         round_trip=True)


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_same_seed_same_game_different_seed_different_game(game):
    a = play_game(game, 42)
    b = play_game(game, 42)
    c = play_game(game, 43)
    assert a.actions == b.actions and a.state == b.state
    assert a.state != c.state


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_malformed_actions_raise_a_distinct_error(game):
    state = game.new_game(5)
    for bad in (Action(99, "play", ()), Action(0, "no-such-action", ()), Action(-1, "cut", ())):
        with pytest.raises(MalformedActionError):
            game.validate(state, bad)
        with pytest.raises(MalformedActionError):
            game.apply(state, bad)
    assert not issubclass(MalformedActionError, IllegalActionError)


