"""Hockey Card Game: whole games, rules 1 to 9 together, driven through GameRecord like the desktop
and the command line.

Seeded games check the shape of a game (52 plays per regular period, an ending, an outcome
that agrees with the goals scored) and that a save file replays to the same state; a
hypothesis test plays random legal games under every option combination and checks the
invariants after every single action. Three recorded games must say, step by step, what they
said when recorded, and a game object that reads its card tables afresh must play exactly like
the registered one.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine.record import GameRecord
from tabletop.engine.save import load_save, read_save, save_game
from tabletop.games import registry

GAME = registry().get("hockey-card-game")
ALL = Counter(GAME.card_ids)
OPTION_SETS = [
    {"third_match": t, "must_match": m} for t in ("steal", "block") for m in (True, False)
]


def play_record(seed, options=None, stop_after=None):
    """Play a random legal game through GameRecord; the players' choices come from ``seed``."""
    rng = random.Random(seed * 7919 + 1)
    record = GameRecord(GAME, seed, options)
    for _ in range(1000):
        if stop_after is not None and len(record.steps) >= stop_after:
            return record
        decisions = GAME.pending(record.state)
        if not decisions:
            return record
        legal = GAME.legal_actions(record.state, decisions[0].seat)
        verdict, events = record.submit(rng.choice(legal))
        assert verdict.ok and events
    pytest.fail(f"seed {seed}: the game did not end within 1000 actions")


def plays_per_period(record):
    counts = Counter()
    for index, step in enumerate(record.steps):
        if step.action.kind == "play":
            counts[record.state_at(index).period] += 1
    return counts


def goals_from_events(record):
    goals = [0, 0]
    for step in record.steps:
        for event in step.events:
            if event.kind == "goal":
                goals[event.data["seat"]] += 1
    return tuple(goals)


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 42, 1234])
def test_seeded_full_game(seed):
    record = play_record(seed, OPTION_SETS[seed % 4])
    state = record.state
    assert GAME.is_over(state) and GAME.pending(state) == ()
    counts = plays_per_period(record)
    for period in (1, 2, 3):
        assert counts[period] == 52, f"period {period} had {counts[period]} plays"
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == state.totals == goals_from_events(record)
    regular = (sum(g[0] for g in state.goals[:3]), sum(g[1] for g in state.goals[:3]))
    if regular[0] != regular[1]:
        assert state.period == 3 and len(state.goals) == 3
        assert outcome.winners == ((0,) if regular[0] > regular[1] else (1,))
    else:
        assert state.period == 4 and len(state.goals) == 4
        tiebreak = state.goals[3]
        assert sum(tiebreak) <= 1                      # the first goal ends it
        if tiebreak == (0, 0):
            assert outcome.winners == () and outcome.draw and counts[4] == 52
        else:
            assert outcome.winners == ((0,) if tiebreak[0] else (1,))
            assert counts[4] <= 52
    assert Counter(GAME.inventory(state)) == ALL
    assert record.steps[-1].events[-1].kind == "game-over"


def test_a_seeded_game_reaches_the_tiebreaker():
    for seed in range(300):
        record = play_record(seed)
        if record.state.period == 4:
            break
    else:
        pytest.fail("no tie-breaker in 300 seeded games")
    state = record.state
    assert state.goals[:3] and state.totals[0] - state.goals[3][0] == state.totals[1] - state.goals[3][1]
    assert any(e.kind == "tied" for step in record.steps for e in step.events)


def test_same_seed_same_game():
    a, b = play_record(9), play_record(9)
    assert a.actions == b.actions and a.state == b.state
    assert play_record(10).actions != a.actions


@pytest.mark.parametrize("seed", [5, 6])
def test_save_load_round_trip(seed, tmp_path):
    for stop_after in (0, 3, 77, None):          # before the cut, after it, mid-period, finished
        record = play_record(seed, OPTION_SETS[seed % 4], stop_after=stop_after)
        text = record.to_saved().to_text()
        game, saved, state = load_save(text, registry())
        assert game is GAME
        assert state == record.state
        assert saved.actions == record.actions and saved.options == record.options
        again = GameRecord.from_saved(GAME, saved)
        assert again.state == record.state
        path = tmp_path / f"game-{stop_after}.yaml"
        save_game(path, record.to_saved())
        _, _, from_file = read_save(path, registry())
        assert from_file == record.state


def _check(state, previous):
    assert Counter(GAME.inventory(state)) == ALL
    assert len(GAME.inventory(state)) == 52
    pending = GAME.pending(state)
    if GAME.is_over(state):
        assert pending == () and GAME.outcome(state) is not None
    else:
        assert len(pending) == 1
        assert GAME.legal_actions(state, pending[0].seat)
        assert GAME.legal_actions(state, 1 - pending[0].seat) == []
        assert GAME.outcome(state) is None
    if state.phase == "play" and state.period != previous.period:
        # A period has just begun: no breakaway, an empty pile, fresh hands.
        assert state.breakaway is None
        assert state.pile == ()
        assert state.deal == 1 and state.turn == state.player_one
        assert len(state.goals) == state.period
    if state.phase == "play":
        assert abs(len(state.hands[0]) - len(state.hands[1])) <= 1
        assert len(state.pile) + len(state.deck) + len(state.hands[0]) + len(state.hands[1]) == 52


@settings(max_examples=50, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32),
       options=st.sampled_from(OPTION_SETS),
       choices=st.integers(min_value=0, max_value=2**32))
def test_random_games_keep_the_invariants(seed, options, choices):
    rng = random.Random(choices)
    state = GAME.new_game(seed, options)
    _check(state, state)
    for _ in range(1000):
        pending = GAME.pending(state)
        if not pending:
            break
        legal = GAME.legal_actions(state, pending[0].seat)
        for action in legal:
            assert GAME.validate(state, action).ok
        previous = state
        state, events = GAME.apply(state, rng.choice(legal))
        assert events
        _check(state, previous)
    else:
        pytest.fail("the game did not end")
    assert GAME.is_over(state)


def test_three_whole_games_say_exactly_what_they_said_when_recorded():
    """The log is what the players read of the game: who cut what, who deals, each play, each
    breakaway, goal, interception and steal, the period scores, the tie-breaker and the result.
    Three seeded games (``transcripts.GAMES``: a cut tie and tie-breaker; a tie-breaker won by a
    goal; rule 6's block variant with rule 3 off, drawn) must say, step by step, what they said
    when recorded: the decisions and prompts, the menu words, a refused move's words, and every
    event (kind, sentence, data, who may see it, chance, irreversible)."""
    import gzip
    import json

    from tests.games import transcripts

    transcripts.check("hockey-card-game")
    recorded = json.loads(gzip.decompress(transcripts.path("hockey-card-game").read_bytes()))
    kinds = {e[0] for steps in recorded.values() for step in steps for e in step["events"]}
    assert {"cut-tie", "cut-won", "breakaway", "goal", "intercepted", "stolen", "blocked", "tied",
            "period-end", "game-over", "hand"} <= kinds


def test_a_game_object_reading_the_deck_afresh_plays_exactly_as_the_registered_one():
    """The card tables (ranks for matching, cut values for rule 1's highest card, labels, the
    order hands are sorted in, the prepared actions and decisions) are read on first use. A
    second game object that reads them afresh must play the same games move for move: same
    decisions, same legal moves, same menu words, same events, same views."""
    import random as _random

    from tabletop.games.hockey_card_game.rules import HockeyCardGame

    fresh = HockeyCardGame()
    assert fresh.card_ids == GAME.card_ids and len(fresh.card_ids) == 52
    for seed in (3, 8, 21):
        rng = _random.Random(seed)
        a = GAME.new_game(seed, names=("Ana", "Ben"))
        b = fresh.new_game(seed, names=("Ana", "Ben"))
        while not GAME.is_over(a):
            assert fresh.pending(b) == GAME.pending(a)
            seat = GAME.pending(a)[0].seat
            legal = GAME.legal_actions(a, seat)
            assert fresh.legal_actions(b, seat) == legal
            assert [fresh.describe_action(b, x) for x in legal] == [GAME.describe_action(a, x) for x in legal]
            for other in (0, 1):
                assert fresh.view(b, other) == GAME.view(a, other)
            action = rng.choice(legal)
            a, events_a = GAME.apply(a, action)
            b, events_b = fresh.apply(b, action)
            assert events_b == events_a
            assert b == a
        assert fresh.outcome(b) == GAME.outcome(a)
