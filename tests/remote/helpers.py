"""A referee around a real game record, with a clock the test moves, for protocol tests without sockets."""

from __future__ import annotations

import json

from tabletop.engine.actions import Action
from tabletop.engine.digest import state_digest
from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.remote import wire
from tabletop.remote.protocol import VERSION
from tabletop.remote.referee import Referee


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Table:
    """A hosted Hockey Card Game with seat 1 remote; ``sent[conn]`` holds what each connection got."""

    def __init__(self, game_id: str = "hockey-card-game", seed: int = 982451653, remote=(1,), names=None):
        self.game = registry().get(game_id)
        self.record = GameRecord(self.game, seed, names=names)
        self.clock = Clock()
        self.referee = Referee(self.game, remote, lambda: self.record.state, self.submit, clock=self.clock,
                               mover=self.mover)
        self.sent: dict[int, list[dict]] = {}
        self.raw: dict[int, list[bytes]] = {}
        self.closed: set[int] = set()

    def mover(self):
        return self.record.steps[-1].action.seat if self.record.steps else None

    def submit(self, action: Action):
        verdict, events = self.record.submit(action)
        if verdict.ok:
            self.referee.publish(events)
        return verdict

    def open(self, conn: int) -> None:
        self.referee.open(conn)
        self.sent[conn], self.raw[conn] = [], []

    def feed(self, conn: int, data: bytes) -> list[dict]:
        """Send bytes from ``conn``; the messages every connection got back, this one's returned."""
        before = len(self.sent[conn])
        self.referee.receive(conn, data)
        self.flush()
        return self.sent[conn][before:]

    def flush(self) -> None:
        out = self.referee.drain()
        for conn, line in out.messages:
            self.raw[conn].append(line)
            self.sent[conn].append(json.loads(line))
        self.closed.update(out.closing)

    def send(self, conn: int, **message) -> list[dict]:
        return self.feed(conn, json.dumps({"v": VERSION, **message}).encode() + b"\n")

    def join(self, conn: int = 1, seat=None) -> list[dict]:
        self.open(conn)
        hello = {"type": "hello", "code": self.referee.code}
        if seat is not None:
            hello["seat"] = seat
        return self.send(conn, **hello)

    def latest(self, conn: int) -> dict:
        return [m for m in self.sent[conn] if m["type"] == "update"][-1]

    def digest(self) -> str:
        return state_digest(self.record.state)

    def act(self, conn: int, seq: int, action: Action) -> list[dict]:
        return self.send(conn, type="act", seq=seq, action=wire.action_data(action))
