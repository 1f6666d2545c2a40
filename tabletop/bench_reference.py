"""Engine speed beside a reference measured in the same run: python-chess random playouts.

The machines this project runs on differ by 2x from one to the next and drift while other
jobs share them, so an absolute actions-per-second figure says little. Each game's random
playouts (the loop ``simulate`` runs: ``pending``, ``legal_actions`` and a checked ``apply``
with its events, from ``new_game`` to the end) are timed in turns with python-chess random
playouts (``legal_moves``, ``push``, ``is_game_over``), best of several rounds each, and the
ratio is what ``docs/performance.md`` quotes.

    python -m tabletop.bench_reference [--seconds 2] [--rounds 3] [--game ID [--option KEY=VALUE]] [--cpu] [--json]

python-chess is needed for the measurement only (``pip install chess``); it is not a
dependency of Tabletop.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable

from tabletop.engine.playout import play_game
from tabletop.games import registry

#: The clock the rates are timed with: wall time, or (``--cpu``) this process's CPU time, which
#: a machine shared with other jobs does not stretch while the process waits for a core.
CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}


def chess_plies_per_s(seconds: float, seed: int = 1, clock: Callable[[], float] = time.perf_counter) -> float:
    """Random legal moves from the start position to the end of each game, as fast as python-chess goes."""
    import chess

    rng = random.Random(seed)
    plies, start = 0, clock()
    while clock() - start < seconds:
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            plies += 1
    return plies / (clock() - start)


def game_actions_per_s(game_id: str, seconds: float, seed: int = 1, options: dict | None = None,
                       clock: Callable[[], float] = time.perf_counter) -> float:
    """Whole random games through the checked contract, as ``simulate`` plays them."""
    game = registry().get(game_id)
    actions, start, n = 0, clock(), 0
    while clock() - start < seconds:
        actions += len(play_game(game, seed + n, options=options).actions)
        n += 1
    return actions / (clock() - start)


def _best(fn: Callable[[], float], rounds: int, other: Callable[[], float]) -> tuple[float, float]:
    """Best of ``rounds`` for ``fn`` and ``other``, measured in turns so both see the same load."""
    mine, theirs = 0.0, 0.0
    for _ in range(rounds):
        theirs = max(theirs, other())
        mine = max(mine, fn())
    return mine, theirs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.bench_reference", description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="per measurement (0.2 to 60)")
    parser.add_argument("--rounds", type=int, default=3, help="turns of each measurement (1 to 20)")
    parser.add_argument("--game", help="one game id (default: every registered game)")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE",
                        help="one of the game's set-up options, as for bench (needs --game): mode=official")
    parser.add_argument("--cpu", action="store_true",
                        help="time with the process's CPU time instead of wall time (a machine shared with other jobs)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not 0.2 <= args.seconds <= 60 or not 1 <= args.rounds <= 20:
        parser.error("--seconds must be 0.2 to 60 and --rounds 1 to 20")
    try:
        import chess  # noqa: F401
    except ImportError:
        print("python-chess is needed for the reference: pip install chess", file=sys.stderr)
        return 1
    ids = [args.game] if args.game else [g.id for g in registry()]
    known = {g.id for g in registry()}
    if any(i not in known for i in ids):
        parser.error(f"unknown game; choose from {', '.join(sorted(known))}")
    options = None
    if args.option:
        if not args.game:
            parser.error("--option needs --game")
        from tabletop.cli import UsageError, _options
        try:
            options = _options(registry().get(args.game), args.option)
        except UsageError as error:
            parser.error(str(error))
    rows = []
    clock = CLOCKS["cpu" if args.cpu else "wall"]
    for game_id in ids:
        mine, chess_rate = _best(lambda g=game_id: game_actions_per_s(g, args.seconds, options=options, clock=clock),
                                 args.rounds, lambda: chess_plies_per_s(args.seconds, clock=clock))
        rows.append({"game": game_id, "options": options or {}, "actions_per_s": round(mine), "chess_plies_per_s": round(chess_rate),
                     "ratio": round(mine / chess_rate, 2)})
    if args.json:
        print(json.dumps(rows))
    else:
        for r in rows:
            print(f"{r['game']:<22} {r['actions_per_s']:>9,} actions/s   python-chess {r['chess_plies_per_s']:>8,} "
                  f"plies/s   ratio {r['ratio']:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
