"""Decks and options at set-up on the command line: ``simulate``/``screenshot --decks
A.yaml,B.yaml``, ``--option KEY=VALUE`` for simulate, bench and screenshot, and ``deck check
--setting beginner``. Bad input is one line and exit code 2, refused before any game is played."""

from __future__ import annotations

import json
import re

import pytest

from tabletop import bench
from tabletop.ai import strength
from tabletop.cli import main
from tabletop.engine import playout
from tabletop.games import registry
from tabletop.paths import card_data_dir
from tabletop.ui.shell import screenshot
from tests.cli_support import one_error_line

CCG = ["--game", "breakaway-ccg"]
HOCKEY = ["--game", "hockey-card-game"]
DECKS = card_data_dir() / "breakaway_ccg" / "decks"
RUNNERS, HAWKS = DECKS / "ridge-runners.yaml", DECKS / "harbour-hawks.yaml"
HULL = card_data_dir() / "hull_breach" / "decks" / "frontier-strike-group.yaml"


#: The command line's deck options need Breakaway: CCG to take decks at set-up (its
#: GameInfo.uses_decks, deck_problems and new_game(..., decks=)); a game that does not skips these.
needs_engine_decks = pytest.mark.skipif(not registry().get("breakaway-ccg").info.uses_decks,
                                        reason="Breakaway: CCG takes no decks at set-up")


def _simulate(capsys, *args: str) -> dict:
    assert main(["simulate", *CCG, "--games", "2", "--seed", "5", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def _non_player_bench() -> str:
    """Ridge Runners with a Breakout Pass on the bench: legal for a tournament, not in Beginner mode."""
    return RUNNERS.read_text(encoding="utf-8").replace("- captain-8-glove", "- breakout-pass-2-glove")


def _decks(*paths) -> list[str]:
    return ["--decks", ",".join(str(p) for p in paths)]


def _without(path, tmp_path, pattern: str, name: str = "short.yaml"):
    """The deck file with every card line matching ``pattern`` removed."""
    text = path.read_text(encoding="utf-8")
    out = tmp_path / name
    out.write_text("\n".join(line for line in text.splitlines() if not re.search(pattern, line)) + "\n",
                   encoding="utf-8")
    return out


# ----- --decks ---------------------------------------------------------------------------------
@needs_engine_decks
def test_the_shipped_deck_files_play_the_default_games(capsys):
    # The starter teams dealt without chosen decks have public lists; chosen decks are public
    # with open deck lists, and then the states are the same.
    default = _simulate(capsys, "--option", "open_decks=true")
    given = _simulate(capsys, "--option", "open_decks=true", *_decks(RUNNERS, HAWKS))
    assert given["digest"] == default["digest"] and given["actions"] == default["actions"]
    assert given["decks"] == ["Ridge Runners", "Harbour Hawks"] and "decks" not in default
    assert _simulate(capsys, *_decks(RUNNERS, HAWKS))["actions"] == _simulate(capsys)["actions"]


@needs_engine_decks
def test_decks_reach_worker_processes_in_seed_order(capsys):
    swapped = _decks(HAWKS, RUNNERS)
    alone = _simulate(capsys, *swapped, "--games", "4")
    pooled = _simulate(capsys, *swapped, "--games", "4", "--workers", "2")
    assert pooled["digest"] == alone["digest"] and pooled["wins"] == alone["wins"]
    assert alone["digest"] != _simulate(capsys, "--games", "4")["digest"]  # the decks were played


@needs_engine_decks
def test_an_illegal_deck_exits_2_naming_the_file_and_the_rule(tmp_path, capsys, no_work):
    short = _without(RUNNERS, tmp_path, r"^  (wrist-shot|crash-the-net|fast-break|breakaway)-")
    for command in (["simulate", *CCG], ["screenshot", *CCG, "--out", str(tmp_path / "x.png")]):
        assert main([*command, *_decks(short, HAWKS)]) == 2
        line = one_error_line(capsys)
        assert str(short) in line and "at least 60 cards" in line


@needs_engine_decks
def test_a_deck_illegal_for_the_chosen_rules_exits_2(tmp_path, capsys, no_work):
    # Beginner mode's bench holds Player cards only (the tournament rules do not ask that).
    bench_card = tmp_path / "bench.yaml"
    bench_card.write_text(_non_player_bench(), encoding="utf-8")
    assert main(["simulate", *CCG, "--option", "mode=beginner", *_decks(HAWKS, bench_card)]) == 2
    line = one_error_line(capsys)
    assert str(bench_card) in line and "Player cards only" in line


@needs_engine_decks
def test_a_deck_for_another_game_or_the_wrong_count_exits_2(tmp_path, capsys, no_work):
    assert main(["simulate", *CCG, *_decks(RUNNERS, HULL)]) == 2
    line = one_error_line(capsys)
    assert str(HULL) in line and "Hull Breach!" in line and "Breakaway: CCG" in line
    assert main(["simulate", *CCG, *_decks(RUNNERS)]) == 2
    assert "2 comma-separated deck files" in one_error_line(capsys)
    missing = tmp_path / "nope.yaml"
    assert main(["screenshot", *CCG, "--out", str(tmp_path / "x.png"), *_decks(RUNNERS, missing)]) == 2
    assert str(missing) in one_error_line(capsys)


def test_decks_for_a_game_without_decks_exit_2(tmp_path, capsys, no_work):
    for command in (["simulate", *HOCKEY], ["screenshot", *HOCKEY, "--out", str(tmp_path / "x.png")]):
        assert main([*command, *_decks(RUNNERS, HAWKS)]) == 2
        line = one_error_line(capsys)
        assert "Hockey Card Game is not played with decks" in line


# ----- --option --------------------------------------------------------------------------------
@pytest.mark.parametrize("option, words", [
    ("colour=red", ["no option 'colour'", "mode, deck_rules, overtime, periods, teams"]),
    ("periods=4", ["periods", "one of 1, 2, 3", "'4'"]),
    ("periods", ["KEY=VALUE"]),
    ("mode=expert", ["one of beginner, official"]),
])
def test_a_bad_option_exits_2_naming_the_choices(option, words, tmp_path, capsys, no_work):
    commands = (["simulate", *CCG], ["bench", *CCG], ["bench", "--agents", *CCG],
                ["screenshot", *CCG, "--out", str(tmp_path / "x.png")])
    for command in commands:
        assert main([*command, "--option", option]) == 2
        line = one_error_line(capsys)
        assert all(w in line for w in words), line


def test_options_are_refused_where_they_cannot_apply(capsys, no_work):
    assert main(["simulate", "--game", "intergalactic-hockey", "--option", "a=b"]) == 2
    assert "has no options" in one_error_line(capsys)
    assert main(["simulate", *CCG, "--option", "periods=2", "--option", "periods=3"]) == 2
    assert "given twice" in one_error_line(capsys)
    assert main(["bench", "--option", "periods=2"]) == 2
    assert "needs --game" in one_error_line(capsys)
    assert main(["bench", "--decks", "--option", "periods=2"]) == 2
    assert one_error_line(capsys)


@pytest.fixture
def played_options(monkeypatch):
    """The options of every game simulate plays, read from the final states."""
    seen: list[dict] = []
    real = playout.play_game

    def spy(game, seed, *args, **kwargs):
        result = real(game, seed, *args, **kwargs)
        seen.append(game.options_of(result.state))
        return result

    monkeypatch.setattr(playout, "play_game", spy)
    return seen


def test_an_option_reaches_every_game_as_the_choice_type(capsys, played_options):
    report = _simulate(capsys, "--option", "periods=2")
    assert [o["periods"] for o in played_options] == [2, 2]
    assert report["options"] == registry().get("breakaway-ccg").check_options({"periods": 2})
    assert report["digest"] != _simulate(capsys)["digest"] and "options" not in _simulate(capsys)
    played_options.clear()
    assert main(["simulate", *HOCKEY, "--games", "1", "--option", "must_match=false",
                 "--option", "third_match=block"]) == 0
    (options,) = played_options
    assert options["must_match"] is False and options["third_match"] == "block"
    assert "options third_match=block, must_match=false" in capsys.readouterr().out


def test_options_reach_worker_processes(capsys):
    alone = _simulate(capsys, "--option", "periods=2", "--games", "3")
    pooled = _simulate(capsys, "--option", "periods=2", "--games", "3", "--workers", "2")
    assert pooled["digest"] == alone["digest"] and pooled["actions"] == alone["actions"]


def test_bench_and_screenshot_pass_the_options_on(monkeypatch, tmp_path, capsys):
    calls: list[tuple[str, dict]] = []

    def fake_bench(game, seconds=2.0, positions=20_000, options=None):
        calls.append(("bench", options))
        return bench.BenchResult(game.id, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1, 1)

    def fake_agents(game, levels=("easy",), positions=30, options=None):
        calls.append(("agents", options))
        return []

    def fake_screenshot(game_id, seed, actions, seat, out, size, options=None, decks=None):
        calls.append(("screenshot", options))

    monkeypatch.setattr(bench, "bench_game", fake_bench)
    monkeypatch.setattr(strength, "bench_agents", fake_agents)
    monkeypatch.setattr(screenshot, "take_screenshot", fake_screenshot)
    assert main(["bench", *CCG, "--option", "periods=3", "--json"]) == 0
    assert main(["bench", "--agents", *CCG, "--option", "periods=3", "--json"]) == 0
    assert main(["screenshot", *CCG, "--option", "periods=3", "--out", str(tmp_path / "x.png")]) == 0
    assert [kind for kind, _ in calls] == ["bench", "agents", "screenshot"]
    assert all(options["periods"] == 3 for _, options in calls)


def test_the_benchmarks_and_the_screenshot_set_games_up_with_the_options():
    game = registry().get("breakaway-ccg")
    states = [s for s, _ in bench._sample_positions(game, 3, {"periods": 3})]
    states += [s for s, _, _ in strength.sample_decisions(game, 2, options={"periods": 3})]
    states.append(screenshot.play_random(game, 4, 5, {"periods": 3}).state)
    assert {game.options_of(s)["periods"] for s in states} == {3}


# ----- deck check --setting beginner -------------------------------------------------------------
def test_deck_check_has_a_beginner_setting(tmp_path, capsys):
    # Six copies of one name: against the tournament guidelines, fine for Beginner mode.
    heavy = tmp_path / "heavy.yaml"
    heavy.write_text(HAWKS.read_text(encoding="utf-8").replace("power-play-7-all: 2", "power-play-7-all: 6"),
                     encoding="utf-8")
    assert main(["deck", "check", str(heavy)]) == 1
    assert main(["deck", "check", str(heavy), "--setting", "beginner"]) == 0
    # A bench card that is not a Player card: tournament-legal, not for Beginner mode.
    bench_card = tmp_path / "bench.yaml"
    bench_card.write_text(_non_player_bench(), encoding="utf-8")
    assert main(["deck", "check", str(bench_card)]) == 0
    capsys.readouterr()
    assert main(["deck", "check", str(bench_card), "--setting", "beginner", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert [v["rule"] for v in report["violations"]] == ["bench-players"]
    # Games whose checks do not differ by setting ignore it.
    assert main(["deck", "check", str(HULL), "--setting", "beginner"]) == 0
