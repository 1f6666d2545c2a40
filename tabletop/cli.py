"""``python -m tabletop``: the desktop app, and the headless commands checks rely on.

The command names, flags and exit codes here are a contract with scripts outside the
code (packaging smoke tests, docs generation): 0 success, 1 failure, 2 bad usage.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import os
import sys
import time
from collections.abc import Sequence

EXIT_OK, EXIT_FAIL, EXIT_USAGE = 0, 1, 2

# The ranges every number on the command line must fall in (README, "Command line"). Outside
# them the command refuses with one line and exit code 2 rather than run for ever, exhaust
# memory or start hundreds of processes.
MAX_GAMES = 1_000_000
SEED_MIN, SEED_MAX = -(2**63), 2**63 - 1  # signed 64-bit; simulate's last seed too
MAX_WORKERS = 64  # tabletop.ai.strength.MAX_WORKERS
MAX_POSITIONS = 10_000
MIN_SECONDS, MAX_SECONDS = 0.05, 600.0
MAX_ACTIONS = 100_000
# The same as tabletop.ui.shell.screenshot's, checked here before Qt starts.
MIN_WIDTH, MIN_HEIGHT, MAX_SIDE = 320, 240, 8000

#: simulate prints "simulate: done/total games" on stderr this often once a run takes this long.
PROGRESS_SECONDS = 5.0


class UsageError(Exception):
    """Bad input on the command line: reported as one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    """argparse with its errors as a UsageError: one line on stderr (not usage lines) and exit
    code 2, like every other bad input. ``--help`` still prints the usage."""

    def error(self, message: str):  # type: ignore[override]
        raise UsageError(f"{' '.join(message.split())} (see: {self.prog} --help)")


def _registry():
    from tabletop.games import registry

    return registry()


class _SeatsHelp(str):
    """The ``--players`` help, naming each game's seat range from its info when the help is shown
    ("Hull Breach!: 2-6"): argparse fills a help text in with ``%``, and only then is the registry
    read, so an ordinary launch does not pay for it."""

    def __mod__(self, params: object) -> str:
        ranges = ", ".join(f"{g.info.name}: {g.info.players_text}" for g in _registry()
                           if g.info.min_players != g.info.max_players)
        return f"seats at the table, within the game's range ({ranges}); {self!s}"


def _game(game_id: str):
    from tabletop.engine.errors import UnknownGameError

    try:
        return _registry().get(game_id)
    except UnknownGameError as error:
        raise UsageError(str(error)) from None


def _shown(text: str, limit: int = 24) -> str:
    """``repr(text)``, shortened so the error line stays readable."""
    return repr(text if len(text) <= limit else text[:limit] + "...")


def _parse_whole(text: str) -> int | None:
    # Length first: int() refuses strings over 4,300 digits with a ValueError of its own, and
    # nothing in range needs more than 20 characters (plus sign and underscores).
    text = text.strip()
    if len(text) > 32:
        return None
    try:
        return int(text)
    except ValueError:
        return None


def _whole(low: int, high: int, name: str):
    """An argparse type: a whole number from ``low`` to ``high``."""

    def parse(text: str) -> int:
        value = _parse_whole(text)
        if value is None:
            raise argparse.ArgumentTypeError(f"{_shown(text)} is not a whole number")
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value:,} is outside {low:,} to {high:,}")
        return value

    parse.__name__ = name
    return parse


_games = _whole(1, MAX_GAMES, "games")
_seed = _whole(SEED_MIN, SEED_MAX, "seed")
#: The same bounds for other commands that play ``simulate``'s games (the balance reports).
games_argument, seed_argument = _games, _seed
_workers = _whole(1, MAX_WORKERS, "workers")
_positions = _whole(1, MAX_POSITIONS, "positions")
_actions = _whole(0, MAX_ACTIONS, "actions")
_seat = _whole(0, 1_000, "seat")  # and then within the game's seats, in cmd_screenshot
_players = _whole(1, 1_000, "players")  # and then within the game's seat counts, in _seats
_scale_percent = _whole(100, 200, "scale")  # tabletop.ui.theme's range, checked before Qt starts


def _seconds(text: str) -> float:
    try:
        value = float(text) if len(text) <= 64 else math.nan
    except ValueError:
        raise argparse.ArgumentTypeError(f"{_shown(text)} is not a number of seconds") from None
    if not (math.isfinite(value) and MIN_SECONDS <= value <= MAX_SECONDS):
        raise argparse.ArgumentTypeError(
            f"{_shown(text)} is outside {MIN_SECONDS:g} to {MAX_SECONDS:g} seconds")
    return value


def _size(text: str) -> tuple[int, int]:
    parts = text.lower().split("x")
    values = [_parse_whole(p) for p in parts] if len(parts) == 2 else [None]
    if None in values:
        raise argparse.ArgumentTypeError(f"must look like 1280x800, not {_shown(text)}")
    width, height = values
    if not (MIN_WIDTH <= width <= MAX_SIDE and MIN_HEIGHT <= height <= MAX_SIDE):
        raise argparse.ArgumentTypeError(f"{width}x{height} is outside {MIN_WIDTH}x{MIN_HEIGHT} to "
                                         f"{MAX_SIDE}x{MAX_SIDE}")
    return width, height


def _choice_text(value) -> str:
    """How an option's value is written on the command line: ``true``/``false`` for flags."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return "none" if value is None else str(value)


def _options(game, pairs: Sequence[str] | None) -> dict | None:
    """``--option KEY=VALUE`` (repeatable) as the game's option values, with its defaults for the
    rest; None when no option was given. Each VALUE is matched against the string forms of the
    option's choices (the new-game dialog's values), so ``periods=2`` is the int 2 and
    ``must_match=false`` the bool False. An unknown key or value is a UsageError naming the
    choices."""
    if not pairs:
        return None
    known = {o.key: o for o in game.info.options}
    keys = ", ".join(known)
    given: dict = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        key, text = key.strip(), text.strip()
        if not known:
            raise UsageError(f"{game.info.name} has no options, so it takes no --option")
        if not sep or not key:
            raise UsageError(f"--option takes KEY=VALUE, not {_shown(pair)}; "
                             f"{game.info.name}'s options: {keys}")
        if key not in known:
            raise UsageError(f"{game.info.name} has no option {_shown(key)}; its options: {keys}")
        if key in given:
            raise UsageError(f"--option {key} is given twice")
        choices = [value for value, _label in known[key].choices]
        texts = [_choice_text(value) for value in choices]
        matches = [v for v, t in zip(choices, texts) if t == text]
        matches = matches or [v for v, t in zip(choices, texts) if t.casefold() == text.casefold()]
        if len(matches) != 1:
            raise UsageError(f"--option {key} of {game.info.name} must be one of {', '.join(texts)}, "
                             f"not {_shown(text)}")
        given[key] = matches[0]
    try:
        return game.check_options(given)
    except ValueError as error:
        raise UsageError(" ".join(str(error).split())) from None


def _seats(game, players: int | None, agents: int | None = None) -> int:
    """How many seats to set up: ``--players``, else the number of ``--agents`` given, else the
    game's fewest; a UsageError names the game's range when it allows no such table."""
    seats = players if players is not None else (agents if agents is not None else game.info.min_players)
    info = game.info
    if not info.min_players <= seats <= info.max_players:
        flag = "--players" if players is not None else "--agents"
        raise UsageError(f"{info.name} is played by {info.players_text} players, so {flag} "
                         f"cannot set up {seats}")
    return seats


def _decks(game, text: str | None, options: dict | None, seats: int | None = None) -> tuple | None:
    """``--decks A.yaml,B.yaml``: one deck file per seat, read and checked against the game's
    construction rules for ``options``; None when not given. Anything wrong (a file that cannot
    be read, a deck for another game, an illegal deck, a game without decks) is a UsageError:
    one line naming the file and the first problem."""
    if text is None:
        return None
    from tabletop.cards.catalog import game_name
    from tabletop.decks import read_deck
    from tabletop.engine.deck import DeckFileError

    if not game.info.uses_decks:
        with_decks = [g.id for g in _registry() if g.info.uses_decks]
        which = f" (games with decks: {', '.join(with_decks)})" if with_decks else ""
        raise UsageError(f"{game.info.name} is not played with decks, so it takes no --decks{which}")
    seats = seats or game.info.min_players
    paths = [p.strip() for p in text.split(",")]
    if len(paths) != seats or not all(paths):
        raise UsageError(f"--decks needs {seats} comma-separated deck files, one per seat, "
                         f"not {_shown(text, 60)}")
    decks = []
    for path in paths:
        try:
            deck = read_deck(path)
        except DeckFileError as error:
            raise UsageError(" ".join(str(error).split())) from None
        if deck.game != game.id:
            raise UsageError(f"{path}: this is a {game_name(deck.game)} deck, not a {game.info.name} deck")
        problems = game.deck_problems(deck, options or game.check_options(None))
        if problems:
            first = problems[0]
            cited = f" ({first.citation})" if first.citation else ""
            more = f" (and {len(problems) - 1} more; deck check lists them all)" if len(problems) > 1 else ""
            raise UsageError(" ".join(f"{path}: {first.sentence}{cited}{more}".split()))
        decks.append(deck)
    return tuple(decks)


def _set_up_text(options: dict | None, decks: tuple | None) -> list[str]:
    out = []
    if options:
        out.append("options " + ", ".join(f"{k}={_choice_text(v)}" for k, v in options.items()))
    if decks:
        out.append("decks " + ", ".join(d.name for d in decks))
    return out


def cmd_games(args: argparse.Namespace) -> int:
    for game in _registry():
        print(f"{game.id}\t{game.info.name}\t{game.info.players_text}")
    return EXIT_OK


def cmd_simulate(args: argparse.Namespace) -> int:
    from tabletop.ai import agents
    from tabletop.ai.strength import WorkerPoolError, play_many, wilson
    from tabletop.engine.digest import combined_digest
    from tabletop.engine.playout import seat_names

    game = _game(args.game)
    given = None if args.agents is None else [n.strip() for n in args.agents.split(",")]
    seats = _seats(game, args.players, None if given is None else len(given))
    names = given or ["random"] * seats
    if len(names) != seats:
        raise UsageError(f"--agents needs {seats} comma-separated agents, got {len(names)}")
    try:
        for n in names:
            agents.chooser(n, game)
    except ValueError as error:
        raise UsageError(str(error)) from None
    options = _options(game, args.option)
    decks = _decks(game, args.decks, options, seats)
    try:        # options a table of this size cannot take (Hull Breach!'s teams need four or six)
        game.new_game(args.seed, options, seat_names(game, seats), decks=decks)
    except ValueError as error:
        raise UsageError(" ".join(str(error).split())) from None
    if args.seed + args.games - 1 > SEED_MAX:
        raise UsageError(f"--seed {args.seed} with --games {args.games} goes past the last seed, "
                         f"{SEED_MAX:,}")
    wins = [0] * len(names)
    draws = actions = done = 0
    start = time.perf_counter()
    next_progress = start + PROGRESS_SECONDS

    def digests():
        nonlocal draws, actions, done, next_progress
        for result in play_many(game.id, names, args.games, args.seed, args.workers, options=options,
                                decks=decks, names=seat_names(game, seats)):
            actions += result.actions
            done += 1
            if result.winners:
                for w in result.winners:
                    wins[w] += 1
            else:
                draws += 1
            yield result.digest
            now = time.perf_counter()
            if now >= next_progress and done < args.games:
                print(f"simulate: {done}/{args.games} games", file=sys.stderr, flush=True)
                next_progress = now + PROGRESS_SECONDS

    try:
        digest = combined_digest(digests())  # streamed: a million games keep no list of digests
    except WorkerPoolError as error:
        print(f"tabletop: error: {error}", file=sys.stderr)
        return EXIT_FAIL
    seconds = time.perf_counter() - start
    report = {
        "game": game.id,
        "games": args.games,
        "wins": wins,
        "draws": draws,
        "actions": actions,
        "seconds": round(seconds, 4),
        "actions_per_s": round(actions / seconds) if seconds else None,
        "digest": digest,
        "wins_ci95": [[round(x, 4) for x in wilson(n, args.games)] for n in wins],
    }
    if options is not None:  # only when asked for, so the report of a plain run keeps its keys
        report["options"] = options
    if seats != game.info.min_players:
        report["players"] = seats
    if decks is not None:
        report["decks"] = [d.name for d in decks]
    if args.json:
        print(json.dumps(report))
    else:
        set_up = "".join(f", {part}" for part in _set_up_text(options, decks))
        print(f"{game.info.name}: {args.games} games, seed {args.seed}, agents {', '.join(names)}{set_up}")
        for seat, n in enumerate(wins):
            low, high = report["wins_ci95"][seat]
            print(f"  seat {seat} ({names[seat]}) wins: {n} ({n / args.games:.1%}; "
                  f"95% CI {low:.1%}-{high:.1%})")
        print(f"  draws: {draws} ({draws / args.games:.1%})")
        print(f"  actions: {actions} in {seconds:.2f} s ({report['actions_per_s']} actions/s)")
        print(f"  digest: {report['digest']}")
    return EXIT_OK


def cmd_lab(args: argparse.Namespace) -> int:
    from tabletop.cli_lab import LabUsageError, run_lab

    try:
        return run_lab(args, _options)
    except LabUsageError as error:
        raise UsageError(str(error)) from None


def cmd_host(args: argparse.Namespace) -> int:
    from tabletop.ui.shell.remote_commands import RemoteUsageError, run_host

    def set_up(game, agents: int | None):
        seats = _seats(game, args.players, agents)
        options = _options(game, args.option)
        return options, _decks(game, args.decks, options, seats), seats

    try:
        return run_host(args, _game(args.game), set_up)
    except RemoteUsageError as error:
        raise UsageError(str(error)) from None


def cmd_join(args: argparse.Namespace) -> int:
    from tabletop.ui.shell.remote_commands import RemoteUsageError, run_join

    try:
        return run_join(args)
    except RemoteUsageError as error:
        raise UsageError(str(error)) from None


def cmd_bench(args: argparse.Namespace) -> int:
    from tabletop.bench import bench_game

    if args.option and (args.decks or not args.game):
        raise UsageError("--option needs --game: options belong to one game"
                         if not args.decks else "bench --decks takes no --option")
    if args.decks:
        from tabletop.bench_decks import main as bench_decks
        from tabletop.ui.deck_builder.bench import bench_filter

        return bench_decks(["--json"] if args.json else [], bench_filter)
    games = [_game(args.game)] if args.game else list(_registry())
    options = _options(games[0], args.option) if args.option else None
    if args.agents:
        return _bench_agents(args, games, options)
    results = [bench_game(g, seconds=args.seconds, options=options) for g in games]
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


def _bench_agents(args: argparse.Namespace, games: list, options: dict | None = None) -> int:
    from tabletop.ai.strength import bench_agents

    results = [r for g in games for r in bench_agents(g, positions=args.positions, options=options)]
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

    game = _game(args.game)
    seats = _seats(game, args.players)
    if args.seat >= seats:
        raise UsageError(f"{game.info.name} with {seats} players has seats 0 to {seats - 1}; "
                         f"there is no seat {args.seat}")
    options = _options(game, args.option)
    decks = _decks(game, args.decks, options, seats)
    # Only a table bigger than the fewest is asked for by name, so a plain picture is set up as before.
    more = {} if seats == game.info.min_players else {"players": seats}
    look = {"scale": args.scale} if args.scale is not None else {}
    if args.high_contrast:
        look["high_contrast"] = True
    try:
        take_screenshot(args.game, args.seed, args.actions, args.seat, args.out, args.size, options=options,
                        decks=decks, **more, **look)
    except ValueError as error:
        raise UsageError(str(error)) from None
    print(args.out)
    return EXIT_OK


def cmd_deck_check(args: argparse.Namespace) -> int:
    """Exit 0 when the deck is legal, 1 when it breaks a rule (every violation printed), 2 when the
    file cannot be read as a deck (the reason on one line)."""
    import tabletop.games  # noqa: F401  (every game registers its cards and deck rules)
    from tabletop.decks import check_deck, read_deck
    from tabletop.decks.check import TOURNAMENT
    from tabletop.engine.deck import DeckFileError

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


OPTION_HELP = ("one of the game's set-up options, as in the new-game dialog (repeatable): "
               "mode=beginner, periods=2")


def _add_set_up(p: argparse.ArgumentParser) -> None:
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help=OPTION_HELP)
    p.add_argument("--decks", metavar="A.yaml,B.yaml",
                   help="one deck file per seat, for a game played with decks (Breakaway: CCG); "
                        "checked against the rules the options choose")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="tabletop", description="Play and build decks for card games.")
    # Not argparse's "version" action: reading the version costs start-up time on every launch.
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--smoke", action="store_true",
                        help="start the GUI, load every game and its data, paint the start page, exit")
    sub = parser.add_subparsers(dest="command")

    p = sub.add_parser("games", help="list the registered games")
    p.set_defaults(func=cmd_games)

    p = sub.add_parser("simulate", help="play games headless and report the results")
    p.add_argument("--game", required=True)
    p.add_argument("--games", type=_games, default=100, help=f"1 to {MAX_GAMES:,}")
    p.add_argument("--seed", type=_seed, default=0, help="a signed 64-bit integer; game i gets seed + i")
    p.add_argument("--agents",
                   help="comma-separated, one per seat: random, greedy, ismcts[:easy|normal|hard|N|Nms], or a "
                        "solo player the game names (solo: Breakaway Football's coach); default: random "
                        "in every seat")
    p.add_argument("--players", type=_players,
                   help=_SeatsHelp("default: the number of --agents, else the game's fewest"))
    p.add_argument("--workers", type=_workers, default=1,
                   help=f"processes to play the games on, 1 to {MAX_WORKERS} (never more than the games)")
    _add_set_up(p)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_simulate)

    from tabletop.cli_lab import add_lab_arguments

    p = sub.add_parser("lab", help="test a deck against others with the computer on every seat")
    add_lab_arguments(p, games=_games, seed=_seed, workers=_workers, players=_players, option_help=OPTION_HELP)
    p.set_defaults(func=cmd_lab)

    p = sub.add_parser("bench", help="measure the engine's speed per game")
    p.add_argument("--game")
    p.add_argument("--seconds", type=_seconds, default=2.0,
                   help=f"time spent on each playout figure, {MIN_SECONDS:g} to {MAX_SECONDS:g}")
    p.add_argument("--agents", action="store_true",
                   help="time the computer player (ISMCTS) at each level instead of the engine")
    p.add_argument("--positions", type=_positions, default=30,
                   help=f"positions a game for --agents, 1 to {MAX_POSITIONS:,}")
    p.add_argument("--decks", action="store_true",
                   help="time deck checks, card data loading and the deck builder's catalog filter instead")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help=OPTION_HELP + " (needs --game)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("deck", help="work with deck files")
    deck_sub = p.add_subparsers(dest="deck_command", required=True)
    q = deck_sub.add_parser("check", help="check a deck file against its game's construction rules")
    q.add_argument("file")
    q.add_argument("--json", action="store_true")
    q.add_argument("--setting", choices=("tournament", "casual", "beginner"),
                   help="Breakaway: CCG only: casual drops the tournament guidelines; beginner checks "
                        "Beginner mode's set-up (Part 1)")
    q.set_defaults(func=cmd_deck_check)

    p = sub.add_parser("screenshot", help="save a picture of a table after random play")
    p.add_argument("--game", required=True)
    p.add_argument("--seed", type=_seed, default=0, help="a signed 64-bit integer")
    p.add_argument("--actions", type=_actions, default=20, help=f"random actions first, 0 to {MAX_ACTIONS:,}")
    p.add_argument("--seat", type=_seat, default=0, help="one of the game's seats, from 0")
    p.add_argument("--players", type=_players, help=_SeatsHelp("default: the game's fewest"))
    p.add_argument("--out", required=True)
    p.add_argument("--size", type=_size, default="1280x800",
                   help=f"WIDTHxHEIGHT, {MIN_WIDTH}x{MIN_HEIGHT} to {MAX_SIDE}x{MAX_SIDE}")
    p.add_argument("--scale", type=_scale_percent, metavar="PERCENT",
                   help="draw at Settings → Scale: 100 to 200 (default: the saved scale)")
    p.add_argument("--high-contrast", action="store_true", help="draw in the high-contrast theme")
    _add_set_up(p)
    p.set_defaults(func=cmd_screenshot)

    from tabletop.ui.shell import remote_commands

    p = sub.add_parser("host", help="host a game for players on other computers (the host referees)")
    remote_commands.add_host_arguments(p, seed=_seed, players=_players, add_set_up=_add_set_up)
    p.set_defaults(func=cmd_host)
    p = sub.add_parser("join", help="play a seat of a hosted game with an agent")
    remote_commands.add_join_arguments(p, seed=_seed)
    p.set_defaults(func=cmd_join)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.version:
            import tabletop

            print(f"tabletop {tabletop.__version__}")
            return EXIT_OK
        if args.smoke:
            # A start-up made only of long-lived objects (see run_gui), then the end of the process:
            # frozen, the interpreter's last full collection at exit passes them over.
            gc.disable()
            try:
                from tabletop.ui.shell.app import run_smoke

                return run_smoke()
            finally:
                gc.freeze()
                gc.enable()
        if args.command is None:
            gc.disable()     # run_gui resumes collections once the window is up
            try:
                from tabletop.ui.shell.app import run_gui

                return run_gui(argv)
            finally:
                gc.enable()
        status = args.func(args)
        sys.stdout.flush()  # a closed pipe shows here, not in the interpreter's last flush
        return status
    except UsageError as error:
        print(f"tabletop: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        # The reader went away (``tabletop games | head -1``): stop quietly, as other command
        # line tools do, rather than print a traceback. Python's own recipe (the signal
        # module's note on SIGPIPE): point stdout at devnull so the exit flush cannot fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_FAIL


if __name__ == "__main__":
    sys.exit(main())
