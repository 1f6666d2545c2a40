"""Desktop-app benchmarks behind docs/performance.md: start-up, a drop, memory.

    python -m tabletop.ui.bench_ui [--runs 5]

Start-up figures are quoted beside a bare PySide6 process measured in turns with them.

Measured, never asserted. Start-up is timed from outside (a fresh interpreter until the start
page has painted), so it includes importing Qt; "warm" means the files are in the OS cache,
which the first, discarded run ensures.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def _child_startup() -> None:
    from tabletop.ui.shell.app import create_app
    from tabletop.ui.shell.main_window import MainWindow

    app = create_app([])
    window = MainWindow(remember_layout=False)
    window.show()
    app.processEvents()
    window.repaint()
    app.processEvents()
    sys.stdout.write("painted\n")
    sys.stdout.flush()


def _bare_child() -> None:
    """The reference: a bare PySide6 process that shows one label, timed exactly as ours is."""
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication([])
    label = QLabel("Tabletop")
    label.show()
    app.processEvents()
    label.repaint()
    app.processEvents()
    sys.stdout.write("painted\n")
    sys.stdout.flush()


#: What each start-up figure runs, in a fresh interpreter: (argv after the interpreter, the word
#: its output must contain).
STARTUPS = {
    "bare": (["-m", "tabletop.ui.bench_ui", "--bare-child"], "painted"),
    "start page": (["-m", "tabletop.ui.bench_ui", "--startup-child"], "painted"),
    "smoke": (["-m", "tabletop", "--smoke"], ""),
}


def startup_seconds(runs: int) -> dict[str, list[float]]:
    """Warm start-up times of each entry of STARTUPS, measured in turns so that all of them see
    the same load on a shared machine; the first round only warms the file cache."""
    env = dict(os.environ, TABLETOP_DATA_DIR=tempfile.mkdtemp(), TABLETOP_SETTINGS_DIR=tempfile.mkdtemp())
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    times: dict[str, list[float]] = {name: [] for name in STARTUPS}
    for i in range(runs + 1):
        for name, (argv, expect) in STARTUPS.items():
            start = time.perf_counter()
            out = subprocess.run([sys.executable, *argv], capture_output=True, text=True, env=env,
                                 check=True).stdout
            elapsed = time.perf_counter() - start
            if expect not in out:
                raise RuntimeError(f"{name}: the window did not paint")
            if i:
                times[name].append(elapsed)
    return times


def drop_milliseconds(plays: int = 40) -> list[float]:
    """Time from a card dropped on the pile to the repainted table: validate, apply, redraw."""
    from tabletop.engine.actions import Action
    from tabletop.engine.record import GameRecord
    from tabletop.games import registry
    from tabletop.ui.board.hockey_card_game.table import HockeyTable
    from tabletop.ui.controller import GameController
    from tabletop.ui.shell.app import create_app

    app = create_app([])
    game = registry().get("hockey-card-game")
    times = []
    seed = 0
    while len(times) < plays:
        seed += 1
        record = GameRecord(game, seed, {"must_match": False}, ("Ana", "Ben"))
        controller = GameController(record, autosave_path=Path(tempfile.mkdtemp()) / "autosave.yaml")
        table = HockeyTable(controller)
        table.resize(1280, 800)
        table.show()
        controller.submit(Action(0, "cut"))
        while record.state.phase == "cut":
            controller.submit(Action(1 if record.state.cut_cards[0] else 0, "cut"))
        controller.submit(Action(record.state.chooser, "choose", ("lead",)))
        app.processEvents()
        for _ in range(8):
            seat = record.state.turn
            table.set_seat(seat)
            app.processEvents()
            card = record.state.hands[seat][0]
            start = time.perf_counter()
            verdict = table.drop_card(card)
            table.view.viewport().repaint()
            times.append((time.perf_counter() - start) * 1000)
            if not verdict.ok:
                raise RuntimeError(verdict.message)
        table.close()
    return times


def resident_mb_with_game_open() -> float:
    from tabletop.ui.shell.app import create_app
    from tabletop.ui.shell.game_setup import GameSetup
    from tabletop.ui.shell.main_window import MainWindow

    os.environ.setdefault("TABLETOP_DATA_DIR", tempfile.mkdtemp())
    os.environ.setdefault("TABLETOP_SETTINGS_DIR", tempfile.mkdtemp())
    app = create_app([])
    window = MainWindow(remember_layout=False)
    window.show()
    window.start_new(GameSetup("hockey-card-game", ["human", "human"], ["Ana", "Ben"], 7))
    for _ in range(5):
        app.processEvents()
        window.repaint()
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("resident memory is only measured on Linux (/proc/self/status)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Desktop-app benchmarks")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--startup-child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--bare-child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--memory-child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.startup_child:
        _child_startup()
        return 0
    if args.bare_child:
        _bare_child()
        return 0
    if args.memory_child:
        print(f"{resident_mb_with_game_open():.1f}")
        return 0
    starts = startup_seconds(args.runs)
    bare = statistics.median(starts["bare"])
    print(f"reference, a bare PySide6 process showing one label: median {bare * 1000:.0f} ms")
    for name, label in (("start page", "warm start to painted start page"), ("smoke", "--smoke, whole process")):
        median = statistics.median(starts[name])
        print(f"{label}: median {median * 1000:.0f} ms ({median / bare:.1f}x the bare process), "
              f"max {max(starts[name]) * 1000:.0f} ms over {len(starts[name])} runs")
    drops = drop_milliseconds()
    print(f"drop -> validate, apply, repaint: median {statistics.median(drops):.1f} ms, "
          f"max {max(drops):.1f} ms over {len(drops)} drops")
    rss = subprocess.run([sys.executable, "-m", "tabletop.ui.bench_ui", "--memory-child"],
                         capture_output=True, text=True, check=True).stdout.strip()
    print(f"resident memory with a game open: {rss} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
