"""``python -m tabletop lab``: bad input is one line and exit code 2 before any game is played, every
number has ``simulate``'s bounds, a dead worker fails the run with a sentence, a cancelled run keeps
its games, and the results file beside the deck carries the deck's hash."""

from __future__ import annotations

import json
import os
from concurrent.futures import ProcessPoolExecutor

import pytest

from tabletop.ai.lab import runner
from tabletop.ai.lab.decks import starter_opponents
from tabletop.ai.lab.figures import summarize
from tabletop.ai.lab.plan import LabPlan, deck_hash
from tabletop.ai.lab.store import LabStoreError, load_results, results_path
from tabletop.ai.strength import WorkerPoolError
from tabletop.cli import main
from tabletop.games import registry
from tests.cli_support import one_error_line


@pytest.fixture
def no_games(monkeypatch):
    """Refusals come before any game: playing one fails the test."""
    def refuse(*_args, **_kwargs):
        raise AssertionError("the command should have refused its input before playing")
    monkeypatch.setattr(runner, "play_lab_game", refuse)


def refused(capsys, *args: str) -> str:
    assert main(["lab", *args]) == 2
    return one_error_line(capsys)


@pytest.mark.parametrize("args, words", [
    (["--games", "0"], "0 is outside 1 to 1,000,000"),
    (["--games", "1000001"], "outside 1 to 1,000,000"),
    (["--games", "600000", "--against", "starters"], "1,200,000 games; a run plays at most 1,000,000"),
    (["--workers", "65"], "outside 1 to 64"),
    (["--seed", str(2**63)], "outside"),
    (["--seed", str(2**63 - 2), "--games", "5"], "goes past the last seed"),
    (["--players", "3"], "Breakaway: CCG is played by 2 players, so --players cannot set up 3"),
    (["--agents", "solo"], "the lab seats random, greedy, ismcts"),
    (["--agents", "greedy:0"], "greedy takes a number of samples"),
    (["--agents", "greedy,greedy,greedy"], "--agents takes one agent, or two"),
    (["--option", "mode=expert"], "--option mode of Breakaway: CCG must be one of"),
])
def test_numbers_and_agents_out_of_bounds_are_one_line_and_exit_2(capsys, decks, no_games, args, words):
    against = [] if "--against" in args else ["--against", "starters"]
    assert words in refused(capsys, str(decks["runners"]), *against, *args)


def test_an_unreadable_deck_names_the_file(capsys, decks, tmp_path, no_games):
    missing = tmp_path / "missing.yaml"
    assert str(missing) in refused(capsys, str(missing), "--against", "starters")
    garbage = tmp_path / "garbage.yaml"
    garbage.write_text("game: [unclosed\n")
    assert str(garbage) in refused(capsys, str(decks["runners"]), "--against", str(garbage))


def test_an_illegal_deck_names_the_file_and_its_first_problem(capsys, decks, no_games):
    """Breakaway: CCG Deck Creation: a tournament deck holds at least 60 cards."""
    text = decks["runners"].read_text().splitlines()
    cards = [i for i, line in enumerate(text) if line.startswith("  ") and line.rstrip().endswith(": 1")]
    small = "\n".join(line for i, line in enumerate(text) if i not in cards[:5]) + "\n"
    decks["runners"].write_text(small)
    line = refused(capsys, str(decks["runners"]), "--against", "starters", "--option", "mode=official")
    assert str(decks["runners"]) in line and "60" in line
    assert not results_path(decks["runners"]).exists()


def test_a_table_the_game_refuses_is_its_sentence_and_exit_2(capsys, decks, no_games):
    """Hull Breach! team games are for four or six commanders (ruling H28)."""
    line = refused(capsys, str(decks["skyline"]), "--against", "starters", "--option", "teams=on")
    assert "four or six commanders" in line


def test_a_deck_of_another_game_among_the_opponents_is_refused(capsys, decks, no_games):
    line = refused(capsys, str(decks["runners"]), "--against", str(decks["skyline"]))
    assert str(decks["skyline"]) in line and "not a Breakaway: CCG deck" in line


def test_progress_goes_to_stderr_and_the_results_beside_the_deck(capsys, decks, monkeypatch):
    from tabletop import cli_lab

    monkeypatch.setattr(cli_lab, "PROGRESS_SECONDS", 0.0)
    assert main(["lab", str(decks["runners"]), "--against", "starters", "--games", "2", "--agents", "random",
                 "--json"]) == 0
    out = capsys.readouterr()
    report = json.loads(out.out)
    assert "lab: 1/4 games" in out.err and "results saved to" in out.err
    saved = load_results(decks["runners"])
    assert saved.figures == report["figures"] and saved.deck_hash == report["plan"]["deck_hash"]
    from tabletop.decks import read_deck

    deck = read_deck(decks["runners"])
    assert not saved.stale_for(deck) and saved.stale_for(deck.with_count(deck.cards[0][0], 0))
    assert not saved.stale_for(deck.renamed("Another name"))  # a new name is the same deck


def test_a_results_file_that_is_not_one_is_refused_with_a_sentence(decks):
    path = results_path(decks["runners"])
    for text in ("not json", json.dumps({"format": "something else"}), json.dumps({"format": "tabletop-deck-lab",
                                                                                  "version": 1})):
        path.write_text(text)
        with pytest.raises(LabStoreError, match=str(path)):
            load_results(decks["runners"])
    path.unlink()
    assert load_results(decks["runners"]) is None


def _plan(games: int = 4) -> LabPlan:
    game = registry().get("breakaway-ccg")
    opponents = starter_opponents(game)
    return LabPlan(game.id, opponents[0].deck, tuple(opponents[:1]), games, ("random", "random"), 2,
                   game.check_options(None), 0)


def test_a_worker_that_dies_fails_the_run_with_a_sentence():
    def dying_pool(workers: int):
        return ProcessPoolExecutor(max_workers=workers, initializer=os._exit, initargs=(3,))

    run = runner.LabRun(_plan(), 2, pool_factory=dying_pool)
    with pytest.raises(WorkerPoolError, match="a worker process stopped unexpectedly|cannot start"):
        list(run.tallies())


def test_a_cancelled_run_keeps_the_games_done_and_says_it_is_partial():
    plan = _plan(games=50)
    run = runner.LabRun(plan)
    tallies = []
    for tally in run.tallies():
        tallies.append(tally)
        if len(tallies) == 3:
            run.cancel()
    figures = summarize(plan, tallies, complete=not run.cancelled)
    assert len(tallies) == 3 and not figures["complete"]
    assert figures["games_done"] == 3 and figures["games_planned"] == 50
    assert figures["opponents"][0]["games"] == 3


def test_an_ismcts_level_is_played_by_its_iteration_budget_alone(decks):
    """The app's levels also stop on a time limit; the lab's figures must not depend on the machine."""
    from tabletop.ai.ismcts import level_budget
    from tabletop.ai.lab.decks import check_agent

    game = registry().get("breakaway-ccg")
    assert check_agent("ismcts:hard", game) == f"ismcts:{level_budget(game.id, 'hard').iterations}"
    assert check_agent("ismcts", game) == f"ismcts:{level_budget(game.id, 'normal').iterations}"
    assert check_agent("greedy:3", game) == "greedy:3" and check_agent("ismcts:120", game) == "ismcts:120"


def test_the_deck_hash_ignores_the_name_and_the_card_order():
    deck = _plan().deck
    reordered = type(deck)(deck.game, "Other", tuple(reversed(deck.cards)), deck.bench, deck.station_modules)
    assert deck_hash(reordered) == deck_hash(deck)
    assert deck_hash(deck.with_bench(deck.bench[1:])) != deck_hash(deck)
