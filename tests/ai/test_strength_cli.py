"""The command line for computer players: agent specs in simulate, workers, the confidence
interval, and the move-time benchmark."""

from __future__ import annotations

import json

import pytest

from tabletop.ai.random_agent import RandomAgent
from tabletop.ai.strength import play_many, sample_decisions, wilson
from tabletop.cli import main
from tabletop.games import registry


def test_wilson_interval():
    low, high = wilson(140, 200)
    assert 0.633 < low < 0.634 and 0.759 < high < 0.760
    assert wilson(0, 10)[0] == pytest.approx(0.0) and wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 1.0)


def test_simulate_with_agents_reports_an_interval_and_workers_do_not_change_the_games(capsys):
    args = ["simulate", "--game", "intergalactic-hockey", "--agents", "ismcts:8,greedy:1", "--games", "4",
            "--seed", "3", "--json"]
    assert main(args) == 0
    alone = json.loads(capsys.readouterr().out)
    assert main([*args, "--workers", "2"]) == 0
    pooled = json.loads(capsys.readouterr().out)
    assert alone["digest"] == pooled["digest"] and alone["wins"] == pooled["wins"]
    assert len(alone["wins_ci95"]) == 2
    for (low, high), wins in zip(alone["wins_ci95"], alone["wins"]):
        assert 0 <= low <= wins / 4 <= high <= 1


def test_simulate_text_shows_the_interval(capsys):
    assert main(["simulate", "--game", "hockey-card-game", "--agents", "greedy:1,random", "--games", "3"]) == 0
    out = capsys.readouterr().out
    assert "95% CI" in out and "seat 0 (greedy:1) wins" in out


@pytest.mark.parametrize("agents", ["ismcts:zero,random", "random,greedy:-1", "solo,random", "nobody,random"])
def test_bad_agent_specs_exit_2_with_one_line(capsys, agents):
    assert main(["simulate", "--game", "hockey-card-game", "--agents", agents, "--games", "1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("tabletop: error:")


def test_solo_coach_plays_football(capsys):
    assert main(["simulate", "--game", "breakaway-football", "--agents", "solo,random", "--games", "1",
                 "--json"]) == 0
    assert sum(json.loads(capsys.readouterr().out)["wins"]) <= 1


def test_bench_agents_json(capsys):
    assert main(["bench", "--agents", "--game", "hockey-card-game", "--positions", "2", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["level"] for r in rows] == ["easy", "normal", "hard"]
    assert all(r["median_ms"] > 0 and r["iterations_per_s"] > 0 for r in rows)


def test_positions_for_the_benchmark_are_real_choices():
    game = registry().get("breakaway-ccg")
    samples = sample_decisions(game, 5)
    assert len(samples) == 5 and all(len(legal) > 1 for _, _, legal in samples)


def test_play_many_is_in_seed_order():
    results = list(play_many("hockey-card-game", ["random", "random"], 3, 10))
    assert len(results) == 3 and all(r.actions > 0 for r in results)


def test_random_agent_uses_its_own_generator_or_the_one_given():
    game = registry().get("hockey-card-game")
    state = game.new_game(1)
    view, legal = game.view(state, 0), game.legal_actions(state, 0)
    assert RandomAgent(3).choose(game, view, legal) in legal
    assert RandomAgent(3).choose(game, view, legal, 5) == RandomAgent(4).choose(game, view, legal, 5)
