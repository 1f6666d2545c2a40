"""Desktop-app benchmarks behind docs/performance.md: start-up, a drop, memory.

    python -m tabletop.ui.bench_ui [--runs 5]

Start-up figures are quoted beside a bare PySide6 process measured in turns with them; each drop
run beside a bare graphics view of the same size repainting one picture of the table, timed in
turns with the drops.

Measured, never asserted. Start-up is timed from outside (a fresh interpreter until the start
page has painted), so it includes importing Qt; "warm" means what a second start of an installed
copy finds: the files in the OS cache, Python's compiled bytecode (kept in a temporary folder,
as the environment may forbid writing it beside the sources) and the user cache of checked card
data, all of which the first, discarded round ensures.
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
    """The desktop app's start as ``python -m tabletop`` makes it (``run_gui``), collector pause
    included, until the start page has painted."""
    import gc

    gc.disable()
    from tabletop.ui.shell.app import create_app, keep_start_up
    from tabletop.ui.shell.main_window import MainWindow

    app = create_app([])
    window = MainWindow(remember_layout=False)
    window.show()
    keep_start_up()
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
#: its output must contain, whether it may keep the checked card data in its user cache). The
#: smoke check without that cache is what a first start after installing does.
STARTUPS = {
    "bare": (["-m", "tabletop.ui.bench_ui", "--bare-child"], "painted", True),
    "start page": (["-m", "tabletop.ui.bench_ui", "--startup-child"], "painted", True),
    "smoke": (["-m", "tabletop", "--smoke"], "", True),
    "smoke, no card cache": (["-m", "tabletop", "--smoke"], "", False),
}


def _children_cpu() -> float:
    """CPU seconds (user and system) of the finished child processes so far; 0 where the platform
    does not count them (Windows)."""
    try:
        import resource
    except ImportError:
        return 0.0
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def startup_seconds(runs: int) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Warm start-up times of each entry of STARTUPS, measured in turns so that all of them see
    the same load on a shared machine, and the CPU time each process used (which a busy machine
    stretches far less than the time until it is done); the first round only warms the caches."""
    env = dict(os.environ, TABLETOP_DATA_DIR=tempfile.mkdtemp(), TABLETOP_SETTINGS_DIR=tempfile.mkdtemp(),
               PYTHONPYCACHEPREFIX=tempfile.mkdtemp())
    env.pop("TABLETOP_CACHE_DIR", None)          # the card-data cache goes inside the private data folder
    env.pop("PYTHONDONTWRITEBYTECODE", None)     # an installed copy has its bytecode; so does the reference
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    blocker = Path(tempfile.mkdtemp()) / "not-a-folder"
    blocker.write_text("the card-data cache cannot be made under a file", encoding="utf-8")
    uncached = dict(env, TABLETOP_CACHE_DIR=str(blocker / "cache"))
    times: dict[str, list[float]] = {name: [] for name in STARTUPS}
    cpu: dict[str, list[float]] = {name: [] for name in STARTUPS}
    for i in range(runs + 1):
        for name, (argv, expect, cached) in STARTUPS.items():
            start, start_cpu = time.perf_counter(), _children_cpu()
            done = subprocess.run([sys.executable, *argv], capture_output=True, text=True,
                                  env=env if cached else uncached, check=False)
            elapsed, used = time.perf_counter() - start, _children_cpu() - start_cpu
            if done.returncode:
                raise RuntimeError(f"{name}: exit code {done.returncode}: {done.stderr.strip()[-2000:]}")
            out = done.stdout
            if expect not in out:
                raise RuntimeError(f"{name}: the window did not paint")
            if i:
                times[name].append(elapsed)
                cpu[name].append(used)
    return times, cpu


def drop_milliseconds(plays: int = 40, clock=time.perf_counter, mouse: bool = True) -> tuple[list[float], list[float]]:
    """Time from a card dropped on the pile to the repainted table (validate, apply, redraw), and
    after each drop the reference: a bare graphics view of the table's size repainting one picture
    of the table, the least any repaint of that window costs. ``clock`` is the time measured: the
    wall clock, or ``time.thread_time`` for the CPU the GUI thread used. ``mouse``: the table has
    the keyboard focus, as after a click; else the first of its zone lists has it, as in keyboard
    play (each redraw then brings the zones up to date and repaints the card preview they show)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    from tabletop.engine.actions import Action
    from tabletop.engine.record import GameRecord
    from tabletop.games import registry
    from tabletop.ui.board.hockey_card_game.table import HockeyTable
    from tabletop.ui.controller import GameController
    from tabletop.ui.shell.app import create_app

    app = create_app([])
    game = registry().get("hockey-card-game")
    times: list[float] = []
    references: list[float] = []
    bare_scene = QGraphicsScene()
    bare = QGraphicsView(bare_scene)
    bare.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    bare.resize(1280, 800)
    bare.show()
    seed = 0
    while len(times) < plays:
        seed += 1
        record = GameRecord(game, seed, {"must_match": False}, ("Ana", "Ben"))
        controller = GameController(record, autosave_path=Path(tempfile.mkdtemp()) / "autosave.yaml")
        table = HockeyTable(controller)
        table.resize(1280, 800)
        table.show()
        # A player who drops cards with the mouse has clicked on the table, which takes the keyboard
        # focus (``TableView.mousePressEvent``); shown by itself, the focus would land in the
        # first of the table's zone lists instead, which keyboard play measures.
        if mouse:
            table.setFocus(Qt.FocusReason.MouseFocusReason)
        controller.submit(Action(0, "cut"))
        while record.state.phase == "cut":
            controller.submit(Action(1 if record.state.cut_cards[0] else 0, "cut"))
        controller.submit(Action(record.state.chooser, "choose", ("lead",)))
        app.processEvents()
        bare_scene.clear()
        bare_scene.addPixmap(table.grab())
        bare.viewport().repaint()
        for _ in range(8):
            seat = record.state.turn
            table.set_seat(seat)
            app.processEvents()
            card = record.state.hands[seat][0]
            start = clock()
            verdict = table.drop_card(card)
            table.view.viewport().repaint()
            times.append((clock() - start) * 1000)
            if not verdict.ok:
                raise RuntimeError(verdict.message)
            start = clock()
            bare.viewport().repaint()
            references.append((clock() - start) * 1000)
        table.close()
    bare.close()
    return times, references


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
    parser.add_argument("--runs", type=int, default=5, help="start-up rounds, and drop runs of 40 drops each")
    parser.add_argument("--only", choices=("startup", "drop", "memory"), help="measure only this")
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
    if args.only in (None, "startup"):
        report_startup(args.runs)
    if args.only in (None, "drop"):
        report_drops(args.runs)
    if args.only in (None, "memory"):
        rss = subprocess.run([sys.executable, "-m", "tabletop.ui.bench_ui", "--memory-child"],
                             capture_output=True, text=True, check=True).stdout.strip()
        print(f"resident memory with a game open: {rss} MB")
    return 0


def report_startup(runs: int) -> None:
    """Each start-up's median and its ratio to the bare process, round by round (each round's
    processes ran in turns, so they saw the same load)."""
    starts, cpu = startup_seconds(runs)
    bare = statistics.median(starts["bare"])
    print(f"reference, a bare PySide6 process showing one label: median {bare * 1000:.0f} ms, CPU "
          f"{statistics.median(cpu['bare']) * 1000:.0f} ms (rounds: {', '.join(f'{t * 1000:.0f}' for t in starts['bare'])})")
    for name, label in (("start page", "warm start to painted start page"), ("smoke", "--smoke, whole process"),
                        ("smoke, no card cache", "--smoke without the card-data cache (a first start)")):
        median = statistics.median(starts[name])
        ratios = sorted(t / b for t, b in zip(starts[name], starts["bare"], strict=True))
        cpu_ratios = sorted(t / b for t, b in zip(cpu[name], cpu["bare"], strict=True) if b > 0)
        cpu_words = (f"; CPU median {statistics.median(cpu[name]) * 1000:.0f} ms, "
                     f"{statistics.median(cpu_ratios):.1f}x ({cpu_ratios[0]:.1f}-{cpu_ratios[-1]:.1f}x)"
                     if cpu_ratios else "")
        print(f"{label}: median {median * 1000:.0f} ms, max {max(starts[name]) * 1000:.0f} ms over "
              f"{len(starts[name])} rounds; ratio to the bare process of the same round: median "
              f"{statistics.median(ratios):.1f}x ({ratios[0]:.1f}-{ratios[-1]:.1f}x){cpu_words}")


def report_drops(runs: int) -> None:
    """Each run's drop median beside its reference's median, measured in turns with the drops."""
    for run in range(1, runs + 1):
        drops, references = drop_milliseconds()
        drop, reference = statistics.median(drops), statistics.median(references)
        cpu_drops, cpu_references = drop_milliseconds(clock=time.thread_time)
        cpu_drop, cpu_reference = statistics.median(cpu_drops), statistics.median(cpu_references)
        keyboard, keyboard_reference = drop_milliseconds(clock=time.thread_time, mouse=False)
        print(f"drop run {run}: validate, apply, repaint median {drop:.1f} ms, max {max(drops):.1f} ms over "
              f"{len(drops)} drops; bare view repaint, same run: median {reference:.2f} ms ({drop / reference:.1f}x); "
              f"CPU: median {cpu_drop:.1f} ms, bare view {cpu_reference:.2f} ms ({cpu_drop / cpu_reference:.1f}x); "
              f"CPU with a zone list focused (keyboard play): median {statistics.median(keyboard):.1f} ms, bare view "
              f"{statistics.median(keyboard_reference):.2f} ms")


if __name__ == "__main__":
    sys.exit(main())
