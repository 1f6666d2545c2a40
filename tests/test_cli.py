"""The command-line contract: names, flags, output shape and exit codes."""

import json
import os
import subprocess
import sys

from tabletop.cli import main


def test_games_lists_one_line_per_game(capsys):
    assert main(["games"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert "hockey-card-game\tHockey Card Game\t2" in lines


def test_a_reader_that_goes_away_gets_no_traceback():
    """``tabletop games | head -1``: the pipe closes before the list is written. The command
    stops with exit code 1 (it could not deliver its output) and nothing on stderr."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line
    try:
        proc = subprocess.run([sys.executable, "-m", "tabletop", "games"], stdout=write_end,
                              stderr=subprocess.PIPE, text=True, check=False)
    finally:
        os.close(write_end)
    assert proc.stderr == "" and proc.returncode == 1


def test_simulate_json_has_the_documented_keys_and_is_reproducible(capsys):
    assert main(["simulate", "--game", "hockey-card-game", "--games", "20", "--seed", "4", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert set(first) == {"game", "games", "wins", "draws", "actions", "seconds", "actions_per_s", "digest",
                          "wins_ci95"}
    assert sum(first["wins"]) + first["draws"] == 20
    main(["simulate", "--game", "hockey-card-game", "--games", "20", "--seed", "4", "--json"])
    second = json.loads(capsys.readouterr().out)
    assert second["digest"] == first["digest"] and second["actions"] == first["actions"]
    main(["simulate", "--game", "hockey-card-game", "--games", "20", "--seed", "5", "--json"])
    assert json.loads(capsys.readouterr().out)["digest"] != first["digest"]


def test_bad_input_gets_one_line_and_exit_code_2(capsys):
    assert main(["simulate", "--game", "no-such-game", "--games", "3"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "unknown game 'no-such-game'" in err[0]
    assert main(["simulate", "--game", "hockey-card-game", "--agents", "random,wizard"]) == 2
    assert "unknown agent" in capsys.readouterr().err


def test_bad_numbers_exit_2():
    for args in (["--games", "zero"], ["--games", "0"], ["--seed", "1.5"]):
        command = [sys.executable, "-m", "tabletop", "simulate", "--game", "hockey-card-game", *args]
        proc = subprocess.run(command, capture_output=True, text=True, check=False)
        assert proc.returncode == 2, proc
        assert "error" in proc.stderr


def test_bench_json(capsys):
    assert main(["bench", "--game", "hockey-card-game", "--seconds", "0.05", "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["game"] == "hockey-card-game" and row["playout_actions_per_s"] > 0 and row["state_bytes"] > 0


def test_simulate_players_sets_the_table_size_within_the_games_range(capsys):
    hull = ["simulate", "--game", "hull-breach", "--games", "2", "--seed", "3", "--json"]
    assert main([*hull, "--players", "3"]) == 0
    three = json.loads(capsys.readouterr().out)
    assert three["players"] == 3 and len(three["wins"]) == 3 and len(three["wins_ci95"]) == 3
    assert main([*hull, "--agents", "random,random,random"]) == 0      # the agents count the seats
    assert json.loads(capsys.readouterr().out)["digest"] == three["digest"]
    assert main([*hull, "--players", "2"]) == 0                         # the fewest: a plain run's report
    two = json.loads(capsys.readouterr().out)
    assert "players" not in two and len(two["wins"]) == 2
    assert main(hull) == 0
    assert json.loads(capsys.readouterr().out)["digest"] == two["digest"]


def test_simulate_and_screenshot_refuse_a_table_the_game_is_not_for(capsys, no_work, tmp_path):
    from tests.cli_support import one_error_line

    out = str(tmp_path / "x.png")
    for args, words in (
            (["simulate", "--game", "hull-breach", "--players", "7"], "2-6 players, so --players cannot set up 7"),
            (["simulate", "--game", "hockey-card-game", "--players", "3"], "2 players, so --players cannot set up 3"),
            (["simulate", "--game", "hull-breach", "--agents", ",".join(["random"] * 7)],
             "so --agents cannot set up 7"),
            (["simulate", "--game", "hull-breach", "--players", "3", "--agents", "random,random"],
             "--agents needs 3 comma-separated agents, got 2"),
            (["simulate", "--game", "hull-breach", "--players", "0"], "outside 1 to 1,000"),
            (["screenshot", "--game", "hull-breach", "--players", "7", "--out", out], "cannot set up 7"),
            (["screenshot", "--game", "hull-breach", "--players", "3", "--seat", "3", "--out", out],
             "with 3 players has seats 0 to 2; there is no seat 3")):
        assert main(args) == 2, args
        assert words in one_error_line(capsys), args
