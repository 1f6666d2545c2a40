"""Every number on the command line has a range: outside it the command refuses with one line
and exit code 2 instead of hanging, exhausting memory or starting hundreds of processes; games
on worker processes are streamed, in seed order, and a pool that cannot start fails with one
line and exit code 1."""

from __future__ import annotations

import itertools
import json
import multiprocessing
import subprocess
import sys
import time
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

import pytest

from tabletop import bench, cli
from tabletop.ai import strength
from tabletop.ai.agents import make_agent
from tabletop.ai.strength import play_many
from tabletop.cli import main
from tests.cli_support import one_error_line, refuse

HOCKEY = ["--game", "hockey-card-game"]
HUGE = "9" * 5000  # more digits than int() converts (a ValueError of its own in Python 3.11+)


@pytest.mark.parametrize("args", [
    ["simulate", *HOCKEY, "--workers", "65"],
    ["simulate", *HOCKEY, "--workers", "0"],
    ["simulate", *HOCKEY, "--games", str(10**12)],
    ["simulate", *HOCKEY, "--games", "1000001"],
    ["simulate", *HOCKEY, "--games", HUGE],
    ["simulate", *HOCKEY, "--seed", HUGE],
    ["simulate", *HOCKEY, "--seed", str(2**63)],
    ["simulate", *HOCKEY, "--seed", str(-(2**63) - 1)],
    ["simulate", *HOCKEY, "--seed", str(2**63 - 1), "--games", "2"],
    ["simulate", *HOCKEY, "--agents", "ismcts:99999999999999999999,random", "--games", "1"],
    ["simulate", *HOCKEY, "--agents", "ismcts:1000001,random", "--games", "1"],
    ["simulate", *HOCKEY, "--agents", "ismcts:600001ms,random", "--games", "1"],
    ["simulate", *HOCKEY, "--agents", f"greedy:{HUGE},random", "--games", "1"],
    ["simulate", *HOCKEY, "--agents", "greedy:1001,random", "--games", "1"],
    ["simulate"],
    ["bench", *HOCKEY, "--seconds", "inf"],
    ["bench", *HOCKEY, "--seconds", "1e999"],
    ["bench", *HOCKEY, "--seconds", "nan"],
    ["bench", *HOCKEY, "--seconds", "-1"],
    ["bench", *HOCKEY, "--seconds", "0.01"],
    ["bench", *HOCKEY, "--seconds", "601"],
    ["bench", *HOCKEY, "--agents", "--positions", "10001"],
    ["bench", *HOCKEY, "--agents", "--positions", "0"],
    ["screenshot", *HOCKEY, "--out", "x.png", "--actions", "100001"],
    ["screenshot", *HOCKEY, "--out", "x.png", "--actions", "-1"],
    ["screenshot", *HOCKEY, "--out", "x.png", "--seed", HUGE],
    ["screenshot", *HOCKEY, "--out", "x.png", "--seat", HUGE],
    ["screenshot", *HOCKEY, "--out", "x.png", "--size", "100x100"],
    ["screenshot", *HOCKEY, "--out", "x.png", "--size", "9000x800"],
    ["screenshot", *HOCKEY, "--out", "x.png", "--size", f"{HUGE}x800"],
    ["--no-such-flag"],
], ids=lambda args: " ".join(a if len(a) < 30 else a[:12] + "..." for a in args))
def test_a_bad_number_is_one_line_and_exit_code_2(no_work, capsys, args):
    assert main(args) == 2
    one_error_line(capsys)


def test_the_error_names_the_range(no_work, capsys):
    assert main(["simulate", *HOCKEY, "--workers", "200"]) == 2
    line = one_error_line(capsys)
    assert "--workers" in line and "1 to 64" in line
    assert main(["screenshot", *HOCKEY, "--out", "x.png", "--size", "1280x800x2"]) == 2
    assert "1280x800" in one_error_line(capsys)


@pytest.mark.parametrize("args", [
    ["simulate", *HOCKEY, "--games", HUGE],
    ["simulate", *HOCKEY, "--agents", "ismcts:99999999999999999999,random", "--games", "1"],
    ["bench", *HOCKEY, "--seconds", "inf"],
])
def test_as_a_process_too_no_traceback_and_no_hang(args):
    proc = subprocess.run([sys.executable, "-m", "tabletop", *args], capture_output=True, text=True,
                          timeout=60, check=False)
    assert proc.returncode == 2, proc
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tabletop: error: ") and "Traceback" not in proc.stderr
    assert proc.stdout == ""


def test_agent_budgets_are_bounded():
    for spec in ("ismcts:99999999999999999999", "ismcts:1000001", "ismcts:600001ms", "ismcts:0ms",
                 f"ismcts:{HUGE}", f"ismcts:{HUGE}ms", "greedy:1001", f"greedy:{HUGE}", "ismcts:\u00b2"):
        with pytest.raises(ValueError) as raised:
            make_agent(spec)
        message = str(raised.value)
        assert "\n" not in message and len(message) < 300, spec
    assert make_agent("ismcts:1000000").budget.iterations == 1_000_000
    assert make_agent("ismcts:600000ms").budget.milliseconds == 600_000
    assert make_agent("greedy:1000").samples == 1000


def test_the_benchmarks_refuse_endless_or_empty_runs(monkeypatch):
    monkeypatch.setattr(bench, "_sample_positions", refuse)
    monkeypatch.setattr(strength, "sample_decisions", refuse)
    from tabletop.games import registry

    game = registry().get("hockey-card-game")
    for seconds in (float("inf"), float("nan"), -1.0, 0.0):
        with pytest.raises(ValueError):
            bench.bench_game(game, seconds=seconds)
    with pytest.raises(ValueError):
        strength.bench_agents(game, positions=0)


# ----- the worker pool -------------------------------------------------------------------------
class InlinePool(Executor):
    """Runs each game when it is submitted; counts submissions and what is still unread."""

    def __init__(self, workers: int, fail_on_submit: BaseException | None = None,
                 fail_result: BaseException | None = None) -> None:
        self.workers = workers
        self.submitted = 0
        self.shut_down = False
        self.fail_on_submit = fail_on_submit
        self.fail_result = fail_result

    def submit(self, fn, /, *args, **kwargs):
        if self.fail_on_submit is not None:
            raise self.fail_on_submit
        self.submitted += 1
        future: Future = Future()
        if self.fail_result is not None:
            future.set_exception(self.fail_result)
        else:
            future.set_result(fn(*args, **kwargs))
        return future

    def shutdown(self, wait=True, *, cancel_futures=False):
        self.shut_down = True


def test_play_many_streams_a_bounded_number_of_games_and_keeps_seed_order():
    pools: list[InlinePool] = []

    def factory(workers):
        pools.append(InlinePool(workers))
        return pools[-1]

    games = play_many("hockey-card-game", ["random", "random"], 10**6, 7, workers=2, pool_factory=factory)
    first = list(itertools.islice(games, 4))
    games.close()
    (pool,) = pools
    assert pool.workers == 2 and pool.submitted <= 4 + strength.IN_FLIGHT_PER_WORKER * 2 and pool.shut_down
    assert first == list(play_many("hockey-card-game", ["random", "random"], 4, 7))


def test_never_more_processes_than_games(monkeypatch, capsys):
    asked: list[int] = []

    def factory(workers):
        asked.append(workers)
        return InlinePool(workers)

    monkeypatch.setattr(strength, "_process_pool", factory)
    assert len(list(play_many("hockey-card-game", ["random", "random"], 1, 0, workers=2))) == 1
    assert asked == []  # one game: no pool at all
    args = ["simulate", *HOCKEY, "--games", "3", "--workers", "64", "--seed", str(2**63 - 3), "--json"]
    assert main(args) == 0
    assert asked == [3] and json.loads(capsys.readouterr().out)["games"] == 3
    with pytest.raises(ValueError):
        next(play_many("hockey-card-game", ["random", "random"], 100, 0, workers=65))


def _no_children_left(seconds: float = 10.0) -> None:
    # The pool's own thread may be reaping the ended workers at the same moment, so a child can
    # look alive for a few milliseconds more.
    deadline = time.monotonic() + seconds
    while multiprocessing.active_children() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not multiprocessing.active_children()


def test_real_workers_stream_in_seed_order_and_stop_when_the_reader_stops():
    pools: list[ProcessPoolExecutor] = []

    class CountingPool(ProcessPoolExecutor):
        submitted = 0

        def submit(self, *args, **kwargs):
            self.submitted += 1
            return super().submit(*args, **kwargs)

    def factory(workers):
        pools.append(CountingPool(max_workers=workers))
        return pools[-1]

    specs = ["random", "random"]
    start = time.monotonic()
    games = play_many("hockey-card-game", specs, 10**6, 3, workers=2, pool_factory=factory)
    first = list(itertools.islice(games, 4))
    games.close()
    assert time.monotonic() - start < 30
    assert pools[0].submitted <= 4 + strength.IN_FLIGHT_PER_WORKER * 2
    _no_children_left()
    assert first == list(play_many("hockey-card-game", specs, 4, 3))
    # A whole small run on two processes gives the single-process digests, in order.
    pooled = list(play_many("hockey-card-game", specs, 6, 11, workers=2, pool_factory=factory))
    assert pooled == list(play_many("hockey-card-game", specs, 6, 11))


def test_a_pool_that_cannot_start_is_one_line_and_exit_code_1(monkeypatch, capsys):
    refused = BlockingIOError(11, "no more processes")
    monkeypatch.setattr(strength, "_process_pool", lambda n: InlinePool(n, fail_on_submit=refused))
    assert main(["simulate", *HOCKEY, "--games", "4", "--workers", "2"]) == 1
    line = one_error_line(capsys)
    assert "no more processes" in line
    broken = BrokenProcessPool("gone")
    monkeypatch.setattr(strength, "_process_pool", lambda n: InlinePool(n, fail_result=broken))
    with pytest.raises(strength.WorkerPoolError):
        list(play_many("hockey-card-game", ["random", "random"], 4, 0, workers=2))


FORK_FAILS = """
import os, sys
real, calls = os.fork, []
def fork():
    calls.append(1)
    if len(calls) > 1:
        raise BlockingIOError(11, "Resource temporarily unavailable")
    return real()
os.fork = fork
from tabletop.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_fork_failing_part_way_does_not_hang():
    """The second worker cannot be forked (a process limit): one line, exit 1, and the first
    worker is ended so the interpreter can exit."""
    command = [sys.executable, "-c", FORK_FAILS, "simulate", *HOCKEY, "--games", "4", "--workers", "2",
               "--json"]
    proc = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 1, proc
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tabletop: error: ") and "Traceback" not in proc.stderr
    assert proc.stdout == ""


def test_progress_goes_to_stderr_and_stdout_stays_json(monkeypatch, capsys):
    monkeypatch.setattr(cli, "PROGRESS_SECONDS", 0.0)
    assert main(["simulate", *HOCKEY, "--games", "3", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["games"] == 3
    assert "simulate: 1/3 games" in captured.err and "simulate: 2/3 games" in captured.err


def test_the_limits_agree():
    assert cli.MAX_WORKERS == strength.MAX_WORKERS
