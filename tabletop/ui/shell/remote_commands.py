"""``tabletop host`` and ``tabletop join``: a hosted game played headless, for tests and servers.

``host`` sets a game up as ``simulate`` does, seats an agent or a joined player (``remote``) on
each seat, prints the join code once and referees the game over ``HostLink``; with ``--json``
its first line is ``{"code": ..., "port": ...}`` and its last is ``simulate``'s JSON for the one
game. ``--save FILE`` keeps the game in the ordinary save format after every move (removed when
the game ends), and ``--resume FILE`` hosts a saved game again, so a host that died goes on where
it stopped. ``join`` plays one seat with an agent from the host's messages only. Qt (an event
loop, no display) is imported only when a command runs, so listing the commands stays light.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop.engine.actions import Action

REMOTE = "remote"
#: Seconds the host waits for a move before it saves the game and stops (bounded like --seconds).
MIN_WAIT, MAX_WAIT, DEFAULT_WAIT = 1.0, 86_400.0, 600.0
#: Seconds a joining agent waits for the host to answer the connection.
CONNECT_SECONDS = 15


class RemoteUsageError(ValueError):
    """Bad input to ``host`` or ``join``: one line, exit code 2 (the command line's UsageError)."""


TRUST = ("The host's computer knows everything: every hand, the deck order and the seed. "
         "Host only with people you trust, or let the one who cares most host.")


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"port must be a whole number, not {text[:24]!r}") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"port must be 0 to 65535 (0: any free port), not {value}")
    return value


def _wait(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--wait must be a number of seconds, not {text[:24]!r}") from None
    if not MIN_WAIT <= value <= MAX_WAIT:
        raise argparse.ArgumentTypeError(f"--wait must be {MIN_WAIT:g} to {MAX_WAIT:g} seconds, not {text[:24]}")
    return value


def _address(text: str) -> tuple[str, int]:
    host, colon, port = text.rpartition(":")
    if not colon or not host or len(text) > 300:
        raise argparse.ArgumentTypeError(f"the host's address is HOST:PORT, not {text[:40]!r}")
    return host.strip("[]"), _port(port)


def add_host_arguments(p: argparse.ArgumentParser, seed, players, add_set_up) -> None:
    p.add_argument("--game", required=True)
    p.add_argument("--seed", type=seed, default=0, help="a signed 64-bit integer")
    p.add_argument("--players", type=players, help="seats at the table, within the game's range")
    p.add_argument("--agents", help="one per seat: remote (a joined player) or an agent as in simulate; "
                                    "default: random on seat 1, remote on the others")
    p.add_argument("--port", type=_port, required=True, help="TCP port, 0 to 65535 (0: any free port)")
    p.add_argument("--save", metavar="FILE", help="keep the game in this save file after every move")
    p.add_argument("--resume", metavar="FILE", help="host the game saved in FILE again (instead of --seed)")
    p.add_argument("--wait", type=_wait, default=DEFAULT_WAIT,
                   help=f"seconds without a move before the host saves and stops ({MIN_WAIT:g}-{MAX_WAIT:g})")
    add_set_up(p)
    p.add_argument("--json", action="store_true")


def add_join_arguments(p: argparse.ArgumentParser, seed) -> None:
    p.add_argument("address", type=_address, metavar="HOST:PORT")
    p.add_argument("--code", required=True, help="the join code the host shows")
    p.add_argument("--agent", default="random", help="random, greedy, ismcts[:LEVEL] (as in simulate)")
    p.add_argument("--seat", type=int, help="the seat to take, from 0 (a dropped seat asks for its own)")
    p.add_argument("--seed", type=seed, default=0,
                   help="seeds the agent as simulate seeds this seat's agent in a game of this seed "
                        "(a signed 64-bit integer; the host's --seed gives simulate's game)")
    p.add_argument("--json", action="store_true")


def _core_app():
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.instance() or QCoreApplication([])


def run_host(args: argparse.Namespace, game, set_up: Callable[[Any, int | None], tuple[dict | None, tuple | None, int]]) -> int:
    """Host one game to its end; ``set_up(game, agent_count)`` gives the options, decks and seats
    as ``simulate`` reads them from the same flags."""
    from PySide6.QtCore import QTimer

    from tabletop.ai import agents as agent_specs
    from tabletop.engine.digest import combined_digest, state_digest
    from tabletop.engine.playout import agent_rng, seat_names
    from tabletop.engine.record import GameRecord
    from tabletop.engine.save import SaveFileError, read_save, save_game
    from tabletop.games import registry
    from tabletop.remote.referee import Referee, last_mover
    from tabletop.remote.undo_vote import UndoRefused, UndoVotes, ask_message, end_message
    from tabletop.ui.shell.remote_link import HostLink

    given = None if args.agents is None else [n.strip() for n in args.agents.split(",")]
    options, decks, seats = set_up(game, None if given is None else len(given))
    names = given or ["random"] + [REMOTE] * (seats - 1)
    remote = [s for s, n in enumerate(names) if n == REMOTE]
    choosers = {}
    try:
        for seat, name in enumerate(names):
            if name != REMOTE:
                choosers[seat] = agent_specs.chooser(name, game)
    except ValueError as error:
        raise RemoteUsageError(str(error)) from None
    if not remote:
        raise RemoteUsageError("--agents needs at least one remote seat to host")
    if args.resume:
        try:
            game, saved, _ = read_save(args.resume, registry())
        except SaveFileError as error:
            raise RemoteUsageError(str(error)) from None
        if saved.game_id != args.game or len(saved.names) != seats:
            raise RemoteUsageError(f"{args.resume} is a {len(saved.names)}-seat {saved.game_id} game, not "
                                   f"a {seats}-seat {args.game} one")
        record = GameRecord.from_saved(game, saved)
    else:
        record = GameRecord(game, args.seed, options, seat_names(game, seats), decks)
    save_path = Path(args.resume or args.save) if (args.resume or args.save) else None
    # The agents' generators as in simulate (play_game): one per seat, from the game's seed.
    rngs = {seat: agent_rng(record.seed, seat) for seat in choosers}

    app = _core_app()
    status = {"code": 1}
    start = time.perf_counter()

    def submit(action: Action):
        verdict, events = record.submit(action)
        if verdict.ok:
            end_undo(votes.moved(len(record.steps)))
            if save_path is not None:
                if game.is_over(record.state):
                    save_path.unlink(missing_ok=True)
                else:
                    save_game(save_path, record.to_saved())
            link.publish(events)
            idle.start()
            QTimer.singleShot(0, step)
        return verdict

    # Seats move one at a time, in the order the engine lists its decisions, as simulate plays them:
    # a game of agents here is simulate's game, whichever process answers first.
    referee = Referee(game, remote, lambda: record.state, submit,
                      mover=lambda: last_mover(record.steps), in_order=True)
    link = HostLink(referee)
    # Undo: a joined player asks, every other joined player must agree (the agents here have no say).
    votes = UndoVotes()

    def name(seat: int) -> str:
        return record.names[seat]

    def ask_undo(asker: int) -> str | None:
        try:
            question = votes.open(record, asker, remote, lambda s: referee.seat_holder(s) is None, name)
        except UndoRefused as refusal:
            return str(refusal)
        referee.tell(question.asked, ask_message(question))
        end_undo(votes.settle(name))        # nobody else plays from afar: taken back at once
        link.flush()
        return None

    def end_undo(end) -> None:
        if end is None:
            return
        if end.taken:
            for _step in range(end.back):
                record.undo()
            if save_path is not None:
                save_game(save_path, record.to_saved())
            link.publish(())
            QTimer.singleShot(0, step)
        referee.tell(remote, end_message(end))
        link.flush()

    referee.ask_undo = ask_undo
    referee.answer_undo = lambda seat, ask, agree: end_undo(votes.answer(seat, ask, agree, len(record.steps), name))
    try:
        port = link.listen(args.port)
    except OSError as error:
        print(f"tabletop: error: {error}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps({"code": referee.code, "port": port}), flush=True)
    else:
        print(f"Hosting {game.info.name} on port {port}. Join code: {referee.code}\n{TRUST}", flush=True)

    def step() -> None:
        state = record.state
        if game.is_over(state):
            finish()
            return
        pending = game.pending(state)
        seat = pending[0].seat if pending else None
        if seat in choosers:        # a remote seat first: its move comes from its connection
            legal = game.legal_actions(state, seat)
            submit(choosers[seat](game, game.view(state, seat), legal, rngs[seat]))

    def finish() -> None:
        outcome = game.outcome(record.state)
        winners = outcome.winners if outcome else ()
        seconds = time.perf_counter() - start
        wins = [1 if s in winners else 0 for s in range(seats)]
        report: dict[str, Any] = {
            "game": game.id, "games": 1, "wins": wins, "draws": 0 if winners else 1,
            "actions": len(record.steps), "seconds": round(seconds, 4),
            "actions_per_s": round(len(record.steps) / seconds) if seconds else None,
            "digest": combined_digest([state_digest(record.state)]),
        }
        if options is not None:
            report["options"] = options
        if seats != game.info.min_players:
            report["players"] = seats
        if decks is not None:
            report["decks"] = [d.name for d in decks]
        print(json.dumps(report) if args.json else f"{outcome.text if outcome else 'Game over.'}\n"
              f"  digest: {report['digest']}", flush=True)
        status["code"] = 0
        QTimer.singleShot(500, app.quit)            # time for the last updates to reach the seats

    def give_up() -> None:
        where = f"; the game is saved in {save_path}" if save_path is not None else ""
        print(f"tabletop: error: no move for {args.wait:g} s (waiting for seat "
              f"{', '.join(str(s + 1) for s in referee.empty_seats()) or '?'}){where}", file=sys.stderr)
        app.quit()

    idle = QTimer()
    idle.setSingleShot(True)
    idle.setInterval(int(args.wait * 1000))
    idle.timeout.connect(give_up)
    idle.start()
    if save_path is not None and not game.is_over(record.state):
        save_game(save_path, record.to_saved())
    QTimer.singleShot(0, step)
    app.exec()
    link.close()
    return status["code"]


def run_join(args: argparse.Namespace) -> int:
    """Play one joined seat with an agent until the game ends (0) or the connection does (1)."""
    from PySide6.QtCore import QTimer

    from tabletop.ai import agents as agent_specs
    from tabletop.engine.playout import agent_rng
    from tabletop.games import registry
    from tabletop.remote.seat import JoinedSeat
    from tabletop.remote.wire import WireError
    from tabletop.ui.shell.remote_link import JoinLink

    try:
        agent_specs.make_agent(args.agent) if args.agent.strip() != "random" else None
    except ValueError as error:
        raise RemoteUsageError(str(error)) from None
    app = _core_app()
    link = JoinLink()
    status: dict[str, Any] = {"code": 1, "seat": None}

    def stop(text: str | None, code: int) -> None:
        if text:
            print(f"tabletop: error: {text}", file=sys.stderr)
        status["code"] = code
        link.leave()
        app.quit()

    def welcomed(message: dict) -> None:
        try:
            status["seat"] = JoinedSeat.welcome(message, registry())
            status["chooser"] = agent_specs.chooser(args.agent, status["seat"].game)
            status["rng"] = agent_rng(args.seed, status["seat"].seat)
        except (WireError, ValueError) as error:
            stop(str(error), 1)
            return
        connect_timer.stop()
        if not args.json:
            seat = status["seat"]
            print(f"Joined {seat.game.info.name} as {seat.names[seat.seat]} (seat {seat.seat + 1}).", flush=True)

    def updated(message: dict) -> None:
        seat = status["seat"]
        if seat is None:
            stop("the host sent an update before its welcome", 1)
            return
        try:
            seat.update(message)
        except WireError as error:
            stop(str(error), 1)
            return
        if seat.over:
            result = {"game": seat.game.id, "seat": seat.seat, "winners": list(seat.outcome.winners),
                      "scores": list(seat.outcome.scores), "text": seat.outcome.text}
            print(json.dumps(result) if args.json else seat.outcome.text, flush=True)
            stop(None, 0)
        elif seat.to_decide:
            QTimer.singleShot(0, lambda position=seat.position: decide(position))

    def decide(position: int) -> None:
        seat = status["seat"]
        if seat.position == position and seat.to_decide:      # no newer update came meanwhile
            link.act(status["chooser"](seat.game, seat.view, seat.legal, status["rng"]), position)

    def refused(message: dict) -> None:
        # The agent chose from the legal actions the host sent: only a move overtaken by another
        # seat's (stale; the newer update follows) may be refused.
        if message.get("code") != "stale":
            stop(f"the host refused a move: {message.get('reason')}", 1)

    link.welcomed.connect(welcomed)
    link.updated.connect(updated)
    # An agent has nothing to lose by taking back: it agrees to every question.
    link.undo_asked.connect(lambda ask, _asker, _lines: link.answer_undo(ask, True))
    link.refused.connect(refused)
    link.closed.connect(lambda text: stop(text, 1))
    connect_timer = QTimer()
    connect_timer.setSingleShot(True)
    connect_timer.timeout.connect(lambda: stop(f"no answer from {args.address[0]}:{args.address[1]} "
                                               f"within {CONNECT_SECONDS} s", 1))
    connect_timer.start(CONNECT_SECONDS * 1000)
    link.join(args.address[0], args.address[1], args.code, args.seat)
    app.exec()
    return status["code"]
