"""The engine contract, checked for every registered game by random play.

A game joins this suite the day it registers. Cheap invariants run over thousands of
games; the expensive ones (validating every action in the action space at every step)
over a smaller sample, so the whole suite stays within a couple of minutes.
"""

from __future__ import annotations

import multiprocessing
import os
import random
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine.actions import Action
from tabletop.engine.digest import state_digest
from tabletop.engine.errors import IllegalActionError, MalformedActionError
from tabletop.engine.playout import play_game, seat_names
from tabletop.engine.save import load_save, new_saved
from tabletop.games import registry

GAMES = list(registry())
IDS = [g.id for g in GAMES]


def _rule_sets() -> list[tuple]:
    """(game, options, seats) for every registered game under each of its rules (the values of a
    ``mode`` option: Breakaway: CCG's Beginner and official rules) at its fewest seats, and under its
    default rules at every other seat count it allows (Hull Breach! at three and four), so a new
    mode or a bigger table joins the suite too."""
    out = []
    for game in GAMES:
        fewest = game.info.min_players
        mode = next((o for o in game.info.options if o.key == "mode"), None)
        for value in ([v for v, _ in mode.choices] if mode else [None]):
            out.append(pytest.param(game, None if value is None else {"mode": value}, fewest,
                                    id=game.id if value is None or value == mode.default else f"{game.id}-{value}"))
        for seats in range(fewest + 1, game.info.max_players + 1):
            out.append(pytest.param(game, None, seats, id=f"{game.id}-{seats}-seats"))
    return out


RULE_SETS = _rule_sets()


MANY_GAMES = 2000      # cheap invariants, per rule set and seat count
DEEP_GAMES = 60        # every action in the action space validated at every step (a quarter of
                       # that at a game's bigger tables, whose random games run three times longer)
#: The cheap games are shared out over this many processes: they need no Qt and no shared state,
#: and the bigger tables (Hull Breach! at three and four) would otherwise double the suite's time.
WORKERS = max(1, min(4, os.cpu_count() or 1))
SHARD = 500            # the cheap games one test plays, well within the per-test timeout


def _shards() -> list[tuple]:
    """RULE_SETS, each split into runs of SHARD seeds: MANY_GAMES for a game's default rules at
    every seat count, a quarter of that for another mode (Breakaway: CCG's official rules get
    their 2,000 with random legal decks in test_contract_decks)."""
    out = []
    for param in RULE_SETS:
        game, options, seats = param.values
        games = MANY_GAMES if options is None else MANY_GAMES // 4
        for first in range(0, games, SHARD):
            out.append(pytest.param(game, options, seats, first, id=f"{param.id}-from-{first}"))
    return out


def _walk(game, seed: int, deep: bool, options: dict | None = None, decks: list | None = None,
          seats: int | None = None):
    """Play one random game, checking invariants after every action; return (state, actions).

    ``options``, ``decks`` (one per seat, for games played with decks) and the names of ``seats``
    players go to ``new_game``."""
    rng = random.Random(seed)
    names = seat_names(game, seats)
    state = (game.new_game(seed, options, names) if decks is None
             else game.new_game(seed, options, names, decks=decks))
    expected = game.inventory(state)
    actions: list[Action] = []
    while True:
        decisions = game.pending(state)
        if game.is_over(state):
            assert not decisions, "a finished game must have nothing pending"
            assert game.outcome(state) is not None
            break
        assert decisions, "an unfinished game must be waiting for someone"
        seat = decisions[0].seat
        legal = game.legal_actions(state, seat)
        assert legal, f"seat {seat} must decide but has no legal action"
        assert len(set(legal)) == len(legal), "legal actions must not repeat"
        before = state_digest(state)
        if deep:
            legal_sets = {s: set(game.legal_actions(state, s)) for s in range(game.players(state))}
            for candidate in game.action_space(state):
                verdict = game.validate(state, candidate)
                assert verdict.ok == (candidate in legal_sets[candidate.seat]), (
                    f"validate and legal_actions disagree on {candidate}: {verdict}")
                if not verdict.ok:
                    assert verdict.code and verdict.reason and verdict.rule, f"refusal without reason: {verdict}"
            illegal = [a for a in game.action_space(state) if a not in legal_sets[a.seat]]
            for candidate in rng.sample(illegal, min(5, len(illegal))):
                with pytest.raises(IllegalActionError):
                    game.apply(state, candidate)
            assert state_digest(state) == before, "a refused action changed the state"
        action = legal[rng.randrange(len(legal))]
        new_state, events = game.apply(state, action)
        assert state_digest(state) == before, "apply mutated its input"
        assert events, "every action produces at least one event"
        assert all(e.text for e in events)
        state = new_state
        actions.append(action)
        assert game.inventory(state) == expected, f"cards lost or duplicated after {action}"
        assert len(actions) < 50_000, "game does not end"
    return state, actions


def _play_seeds(game_id: str, options: dict | None, seats: int, seeds: range) -> Counter:
    """Play random games with ``seeds`` in this (worker) process, checking that no card was lost
    or duplicated; return how often each set of winners won."""
    game = registry().get(game_id)
    names = seat_names(game, seats)
    results: Counter = Counter()
    for seed in seeds:
        result = play_game(game, seed, names=names, options=options)
        assert len(result.state.names) == seats
        assert game.inventory(result.state) == game.inventory(game.new_game(seed, options, names)), (
            f"{game_id}: cards lost or duplicated in the game of seed {seed}")
        results[result.winners] += 1
    return results


@pytest.mark.parametrize("game, options, seats, first", _shards())
def test_many_random_games_keep_the_invariants(game, options, seats, first):
    games = SHARD
    parts = [range(first + worker, first + SHARD, WORKERS) for worker in range(WORKERS)]
    if WORKERS == 1:
        counts = [_play_seeds(game.id, options, seats, parts[0])]
    else:
        with ProcessPoolExecutor(WORKERS, mp_context=multiprocessing.get_context("fork")) as pool:
            counts = list(pool.map(_play_seeds, [game.id] * WORKERS, [options] * WORKERS,
                                   [seats] * WORKERS, parts))
    results = sum(counts, Counter())
    assert sum(results.values()) == games
    # Every seat can win: a random game that always favours one seat hides a rules bug.
    for seat in range(seats):
        assert any(seat in w for w in results), f"seat {seat} never won in {games} games"


@pytest.mark.timeout(900)   # Breakaway: CCG's official rules take about 4-5 minutes under load; 300 s is too tight
@pytest.mark.parametrize("game, options, seats", RULE_SETS)
def test_deep_checks_every_action_at_every_step(game, options, seats):
    for seed in range(DEEP_GAMES if seats == game.info.min_players else DEEP_GAMES // 4):
        _walk(game, seed, deep=True, options=options, seats=seats)


@pytest.mark.parametrize("game, options, seats", RULE_SETS)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(min_value=0, max_value=2**40))
def test_replay_is_deterministic_and_saves_round_trip(game, options, seats, seed):
    state, actions = _walk(game, seed, deep=False, options=options, seats=seats)
    assert len(state.names) == seats
    again = game.replay(seed, options, state.names, actions)
    assert again == state and state_digest(again) == state_digest(state)
    saved = new_saved(game, seed, game.options_of(state), state.names, actions)
    loaded_game, _saved, loaded_state = load_save(saved.to_text(), registry())
    assert loaded_game is game
    assert loaded_state == state


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


@pytest.mark.parametrize("game, options, seats", RULE_SETS)
def test_views_hide_other_seats_secrets(game, options, seats):
    """No card the seat may not see (by the game's own hidden_from) appears anywhere in its view,
    and the spectator's view shows none of anybody's secrets."""
    checked = sum(_hidden_cards_checked(game, seed, options, seats=seats) for seed in range(40))
    assert checked, "hidden_from never hid anything: the secrecy test would be empty"


def _hidden_cards_checked(game, seed: int, options=None, decks=None, seats: int | None = None) -> int:
    """Play one random game and, every seventh action, look for each seat's hidden cards in its view
    (and the spectator's); returns how many hidden cards were looked for."""
    names = seat_names(game, seats)
    result = play_game(game, seed, names=names, options=options, decks=decks)
    state = game.new_game(seed, options, names, decks=decks)
    checked = 0
    for index, action in enumerate(result.actions):
        state, _ = game.apply(state, action)
        if index % 7:
            continue
        for seat in [*range(game.players(state)), None]:
            hidden = game.hidden_from(state, seat)
            text = repr(game.view(state, seat))
            leaked = sorted(c for c in hidden if f"'{c}'" in text)
            assert not leaked, f"seat {seat}'s view shows hidden cards {leaked} after {action}"
            checked += len(hidden)
    return checked
