"""``python -m tabletop``: the desktop app, and the headless commands checks rely on.

The command names, flags and exit codes here are a contract with scripts outside the
code (packaging smoke tests, docs generation): 0 success, 1 failure, 2 bad usage.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence

EXIT_OK, EXIT_FAIL, EXIT_USAGE = 0, 1, 2


class UsageError(Exception):
    """Bad input on the command line: reported as one line, exit code 2."""


def _registry():
    from tabletop.games import registry

    return registry()


def _game(game_id: str):
    from tabletop.engine.errors import UnknownGameError

    try:
        return _registry().get(game_id)
    except UnknownGameError as error:
        raise UsageError(str(error)) from None


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} must be at least 1")
    return value


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def cmd_games(args: argparse.Namespace) -> int:
    for game in _registry():
        print(f"{game.id}\t{game.info.name}\t{game.info.players_text}")
    return EXIT_OK


def cmd_simulate(args: argparse.Namespace) -> int:
    from tabletop.ai import agents
    from tabletop.ai.strength import play_many, wilson
    from tabletop.engine.digest import combined_digest

    game = _game(args.game)
    names = [n.strip() for n in args.agents.split(",")]
    if len(names) != game.info.min_players:
        raise UsageError(f"--agents needs {game.info.min_players} comma-separated agents, got {len(names)}")
    try:
        for n in names:
            agents.chooser(n, game)
    except ValueError as error:
        raise UsageError(str(error)) from None
    wins = [0] * len(names)
    draws = actions = 0
    digests = []
    start = time.perf_counter()
    for result in play_many(game.id, names, args.games, args.seed, args.workers):
        actions += result.actions
        digests.append(result.digest)
        if result.winners:
            for w in result.winners:
                wins[w] += 1
        else:
            draws += 1
    seconds = time.perf_counter() - start
    report = {
        "game": game.id,
        "games": args.games,
        "wins": wins,
        "draws": draws,
        "actions": actions,
        "seconds": round(seconds, 4),
        "actions_per_s": round(actions / seconds) if seconds else None,
        "digest": combined_digest(digests),
        "wins_ci95": [[round(x, 4) for x in wilson(n, args.games)] for n in wins],
    }
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{game.info.name}: {args.games} games, seed {args.seed}, agents {', '.join(names)}")
        for seat, n in enumerate(wins):
            low, high = report["wins_ci95"][seat]
            print(f"  seat {seat} ({names[seat]}) wins: {n} ({n / args.games:.1%}; "
                  f"95% CI {low:.1%}-{high:.1%})")
        print(f"  draws: {draws} ({draws / args.games:.1%})")
        print(f"  actions: {actions} in {seconds:.2f} s ({report['actions_per_s']} actions/s)")
        print(f"  digest: {report['digest']}")
    return EXIT_OK


def cmd_bench(args: argparse.Namespace) -> int:
    from tabletop.bench import bench_game

    if args.decks:
        from tabletop.ui.deck_builder.bench import main as bench_decks

        return bench_decks(["--json"] if args.json else [])
    games = [_game(args.game)] if args.game else list(_registry())
    if args.agents:
        return _bench_agents(args, games)
    results = [bench_game(g, seconds=args.seconds) for g in games]
    if args.json:
        print(json.dumps([r.as_dict() for r in results]))
        return EXIT_OK
    for r in results:
        print(f"{r.game}:")
        print(f"  random playouts, checked apply : {r.playout_actions_per_s:>10,.0f} actions/s")
        print(f"  random playouts, unchecked     : {r.unchecked_actions_per_s:>10,.0f} actions/s")
        print(f"  legal_actions                  : {r.legal_actions_us:>10.2f} µs")
        print(f"  validate                       : {r.validate_us:>10.2f} µs")
        print(f"  apply (unchecked)              : {r.apply_us:>10.2f} µs")
        print(f"  view                           : {r.view_us:>10.2f} µs")
        print(f"  state size                     : {r.state_bytes:>10,} bytes")
    return EXIT_OK


def _bench_agents(args: argparse.Namespace, games: list) -> int:
    from tabletop.ai.strength import bench_agents

    results = [r for g in games for r in bench_agents(g, positions=args.positions)]
    if args.json:
        print(json.dumps([r.as_dict() for r in results]))
        return EXIT_OK
    print(f"ISMCTS move times over {args.positions} positions a game (ms), and search iterations/s:")
    for r in results:
        print(f"  {r.game:<22} {r.level:<7} median {r.median_ms:>7.1f}  worst {r.worst_ms:>7.1f}  "
              f"{r.iterations_per_s:>7,.0f} it/s  ({r.median_iterations:g} iterations median)")
    return EXIT_OK


def cmd_screenshot(args: argparse.Namespace) -> int:
    from tabletop.ui.shell.screenshot import take_screenshot

    _game(args.game)
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size must look like 1280x800, not {args.size!r}") from None
    try:
        take_screenshot(args.game, args.seed, args.actions, args.seat, args.out, (width, height))
    except ValueError as error:
        raise UsageError(str(error)) from None
    print(args.out)
    return EXIT_OK


def cmd_deck_check(args: argparse.Namespace) -> int:
    """Exit 0 when the deck is legal, 1 when it breaks a rule (every violation printed), 2 when the
    file cannot be read as a deck (the reason on one line)."""
    from tabletop.decks import DeckFileError, check_deck, read_deck
    from tabletop.decks.check import TOURNAMENT

    try:
        deck = read_deck(args.file)
    except DeckFileError as error:
        raise UsageError(" ".join(str(error).split("\n"))) from None
    violations = check_deck(deck, args.setting or TOURNAMENT)
    if args.json:
        print(json.dumps({"file": args.file, "game": deck.game, "name": deck.name, "cards": deck.size,
                          "legal": not violations, "violations": [v.as_dict() for v in violations]}))
    elif violations:
        print(f"{deck.name} ({deck.game}, {deck.size} cards): {len(violations)} problem(s)")
        for v in violations:
            cards = f" [{', '.join(v.cards)}]" if v.cards else ""
            print(f"  - {v.sentence}{cards}" + (f" ({v.citation})" if v.citation else ""))
    else:
        print(f"{deck.name} ({deck.game}, {deck.size} cards): legal")
    return EXIT_FAIL if violations else EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tabletop", description="Play and build decks for card games.")
    # Not argparse's "version" action: reading the version costs start-up time on every launch.
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--smoke", action="store_true",
                        help="start the GUI, load every game and its data, paint the start page, exit")
    sub = parser.add_subparsers(dest="command")

    p = sub.add_parser("games", help="list the registered games")
    p.set_defaults(func=cmd_games)

    p = sub.add_parser("simulate", help="play games headless and report the results")
    p.add_argument("--game", required=True)
    p.add_argument("--games", type=_positive, default=100)
    p.add_argument("--seed", type=_integer, default=0)
    p.add_argument("--agents", default="random,random",
                   help="comma-separated, one per seat: random, greedy, ismcts[:easy|normal|hard|N|Nms], solo")
    p.add_argument("--workers", type=_positive, default=1, help="processes to play the games on")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("bench", help="measure the engine's speed per game")
    p.add_argument("--game")
    p.add_argument("--seconds", type=float, default=2.0, help="time spent on each playout figure")
    p.add_argument("--agents", action="store_true",
                   help="time the computer player (ISMCTS) at each level instead of the engine")
    p.add_argument("--positions", type=_positive, default=30, help="positions a game for --agents")
    p.add_argument("--decks", action="store_true",
                   help="time deck checks, card data loading and the deck builder's catalog filter instead")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("deck", help="work with deck files")
    deck_sub = p.add_subparsers(dest="deck_command", required=True)
    q = deck_sub.add_parser("check", help="check a deck file against its game's construction rules")
    q.add_argument("file")
    q.add_argument("--json", action="store_true")
    q.add_argument("--setting", choices=("tournament", "casual"),
                   help="Breakaway: CCG only: casual drops the tournament guidelines")
    q.set_defaults(func=cmd_deck_check)

    p = sub.add_parser("screenshot", help="save a picture of a table after random play")
    p.add_argument("--game", required=True)
    p.add_argument("--seed", type=_integer, default=0)
    p.add_argument("--actions", type=_integer, default=20)
    p.add_argument("--seat", type=_integer, default=0)
    p.add_argument("--out", required=True)
    p.add_argument("--size", default="1280x800")
    p.set_defaults(func=cmd_screenshot)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.version:
        import tabletop

        print(f"tabletop {tabletop.__version__}")
        return EXIT_OK
    try:
        if args.smoke:
            from tabletop.ui.shell.app import run_smoke

            return run_smoke()
        if args.command is None:
            from tabletop.ui.shell.app import run_gui

            return run_gui(argv)
        return args.func(args)
    except UsageError as error:
        print(f"tabletop: error: {error}", file=sys.stderr)
        return EXIT_USAGE


if __name__ == "__main__":
    sys.exit(main())
