"""``python -m tabletop lab DECK.yaml --against ...``: the deck lab on the command line.

Plays the deck against each opponent with the computer on every seat (``tabletop.ai.lab``), prints
the figures (``--json``: one JSON object on stdout), reports progress on stderr and saves the
results beside the deck. ``tabletop.cli`` registers the command; the number types and the option
reader come from there, so every number has ``simulate``'s bounds.

Exit codes: 0 done; 1 a worker pool that could not start or lost a worker, or a run stopped with
Ctrl+C (the games done are still printed and saved, marked incomplete); 2 bad input, including a
deck that cannot be read or played (one line naming the file and its first problem).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from typing import Any

EXIT_OK, EXIT_FAIL = 0, 1
PROGRESS_SECONDS = 5.0
DEFAULT_GAMES = 100


class LabUsageError(ValueError):
    """Bad input for ``lab``: one line, exit code 2."""


def add_lab_arguments(p: argparse.ArgumentParser, *, games, seed, workers, players, option_help: str) -> None:
    p.add_argument("deck", metavar="DECK.yaml", help="the deck to test (Breakaway: CCG or Hull Breach!)")
    p.add_argument("--against", required=True, metavar="A.yaml,B.yaml|starters",
                   help="comma-separated opponent deck files; 'starters' stands for the game's starter decks")
    p.add_argument("--games", type=games, default=DEFAULT_GAMES,
                   help="games against each opponent, 1 to 1,000,000 in all; the deck's seat rotates")
    p.add_argument("--agents", default="greedy", metavar="greedy|ismcts:LEVEL",
                   help="the computer player on every seat, or DECK_AGENT,OPPONENT_AGENT: random, greedy[:N], "
                        "ismcts[:easy|normal|hard|N|Nms] (default greedy)")
    p.add_argument("--players", type=players,
                   help="seats at the table, within the game's range (Hull Breach!: its commanders); default: "
                        "the game's fewest")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help=option_help)
    p.add_argument("--workers", type=workers, default=1, help="processes to play the games on, 1 to 64")
    p.add_argument("--seed", type=seed, default=0, help="a signed 64-bit integer; game k gets seed + k")
    p.add_argument("--json", action="store_true")


def _agents(text: str, game) -> tuple[str, str]:
    from tabletop.ai.lab.decks import check_agent

    parts = [part.strip() for part in text.split(",")]
    if len(parts) not in (1, 2) or not all(parts):
        raise LabUsageError(f"--agents takes one agent, or two (the deck's, the opponents'), not {text[:60]!r}")
    try:
        specs = [check_agent(part, game) for part in parts]
    except ValueError as error:
        raise LabUsageError(f"--agents: {error}") from None
    return (specs[0], specs[-1])


def build_plan(args: argparse.Namespace, read_options: Callable[[Any, Any], dict | None]):
    """The run ``args`` ask for; LabUsageError (or the option reader's own error) for bad input."""
    from tabletop.ai.lab.decks import LabDeckError, check_lab_deck, read_lab_deck, read_opponents
    from tabletop.ai.lab.plan import MAX_GAMES, MAX_OPPONENTS, SEED_MAX, LabPlan
    from tabletop.ai.lab.tally import check_set_up
    from tabletop.engine.playout import seat_names
    from tabletop.games import registry

    try:
        deck = read_lab_deck(args.deck)
        game = registry().get(deck.game)
        if not game.info.uses_decks:
            raise LabDeckError(f"{args.deck}: {game.info.name} is not played with decks")
        options = read_options(game, args.option) or game.check_options(None)
        check_lab_deck(game, deck, options, args.deck)
        items = [item.strip() for item in args.against.split(",")]
        if not all(items):
            raise LabUsageError(f"--against takes comma-separated deck files or 'starters', not {args.against[:60]!r}")
        if len(items) > MAX_OPPONENTS:
            raise LabUsageError(f"--against takes at most {MAX_OPPONENTS} opponents, not {len(items)}")
        opponents = read_opponents(game, items, options)
    except LabDeckError as error:
        raise LabUsageError(str(error)) from None
    if len(opponents) > MAX_OPPONENTS:
        raise LabUsageError(f"--against names {len(opponents)} decks; a run takes at most {MAX_OPPONENTS}")
    info = game.info
    seats = args.players if args.players is not None else info.min_players
    if not info.min_players <= seats <= info.max_players:
        raise LabUsageError(f"{info.name} is played by {info.players_text} players, so --players cannot set up {seats}")
    total = args.games * len(opponents)
    if total > MAX_GAMES:
        raise LabUsageError(f"--games {args.games:,} against {len(opponents)} opponents is {total:,} games; "
                            f"a run plays at most {MAX_GAMES:,}")
    if args.seed + total - 1 > SEED_MAX:
        raise LabUsageError(f"--seed {args.seed} with {total:,} games goes past the last seed, {SEED_MAX:,}")
    names = seat_names(game, seats)
    plan = LabPlan(game.id, deck, tuple(opponents), args.games, _agents(args.agents, game), seats, options,
                   args.seed, tuple(names) if names else None)
    try:
        check_set_up(plan.task(0))
    except ValueError as error:
        raise LabUsageError(" ".join(str(error).split())) from None
    return plan


def run_lab(args: argparse.Namespace, read_options: Callable[[Any, Any], dict | None]) -> int:
    from tabletop.ai.lab.figures import summarize
    from tabletop.ai.lab.runner import LabRun
    from tabletop.ai.lab.store import LabRecord, LabStoreError, save_results
    from tabletop.ai.strength import WorkerPoolError

    plan = build_plan(args, read_options)
    run = LabRun(plan, args.workers)
    tallies = []
    start = time.perf_counter()
    next_progress = start + PROGRESS_SECONDS
    interrupted = False
    try:
        for tally in run.tallies():
            tallies.append(tally)
            now = time.perf_counter()
            if now >= next_progress and len(tallies) < plan.total:
                left = (now - start) / len(tallies) * (plan.total - len(tallies))
                print(f"lab: {len(tallies)}/{plan.total} games, about {left:.0f} s left", file=sys.stderr, flush=True)
                next_progress = now + PROGRESS_SECONDS
    except WorkerPoolError as error:
        print(f"tabletop: error: {error}", file=sys.stderr)
        return EXIT_FAIL
    except KeyboardInterrupt:
        run.cancel()
        interrupted = True
        print(f"lab: stopped after {len(tallies)}/{plan.total} games; these results are partial", file=sys.stderr)
    seconds = round(time.perf_counter() - start, 3)
    record = LabRecord(plan.describe(), summarize(plan, tallies, complete=not interrupted), seconds)
    try:
        saved = save_results(args.deck, record)
        print(f"lab: results saved to {saved}", file=sys.stderr)
    except LabStoreError as error:
        print(f"lab: {error}", file=sys.stderr)
    if args.json:
        print(json.dumps({"plan": record.plan, "figures": record.figures, "seconds": seconds}))
    else:
        print_text(record)
    return EXIT_FAIL if interrupted else EXIT_OK


def _percent(rate: dict[str, Any]) -> str:
    low, high = rate["ci95"]
    value = "-" if rate["rate"] is None else f"{rate['rate']:.1%}"
    return f"{value} (95% interval {low:.1%}-{high:.1%})"


def print_text(record) -> None:
    from tabletop.ai.lab.figures import CAVEAT

    plan, figures = record.plan, record.figures
    partial = "" if figures["complete"] else f", stopped early: {figures['games_done']} of {figures['games_planned']}"
    print(f"{plan['deck']} ({plan['game']}): {figures['games_done']} games, seed {plan['seed']}, agents "
          f"{plan['agents']['deck']} against {plan['agents']['opponents']}, {plan['players']} players{partial}")
    for o in figures["opponents"]:
        print(f"  against {o['label']}: {o['wins']} wins, {o['losses']} losses, {o['draws']} draws in {o['games']} "
              f"games; win rate {_percent(o['win_rate'])}")
    length = figures["length"]
    if length["actions_mean"] is not None:
        print(f"  game length: {length['actions_mean']:g} actions on average ({length['actions_min']}-"
              f"{length['actions_max']})" + (f", {length['turns_mean']:g} turns" if "turns_mean" in length else ""))
    endings = figures["endings"]
    if endings:
        how = ", ".join(f"{kind} {n}" for kind, n in endings["how"].items())
        print(f"  decided on turn {endings['turn_mean']:g} on average ({endings['turn_min']}-{endings['turn_max']}); "
              f"how: {how}")
    elif figures["scores"]["for_per_game"] is not None:
        print(f"  score for {figures['scores']['for_per_game']:g}, against {figures['scores']['against_per_game']:g} "
              f"a game")
    print("  cards (games drawn, times played, games played, win rate when played):")
    for c in figures["cards"]:
        rate = "too few games" if c["win_rate_when_played"] is None else _percent(c["win_rate_when_played"])
        print(f"    {c['card']}: {c['games_drawn']}, {c['times_played']}, {c['games_played']}, {rate}")
    print(f"  {CAVEAT}")
