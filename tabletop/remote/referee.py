"""The host's referee: who sits where, what each joined seat may do, and what it is sent.

The host's engine decides everything. A connection becomes a seat by sending the join code; then
each ``act`` it sends is checked here (its shape, its sequence number, its seat, whose turn it is,
then the engine's ``validate``) and only then handed to the host's one write path (``submit``).
Whatever changes the game, from any seat, is followed by ``publish``: every joined seat gets its
own ``view``, its own decisions and legal actions, and the events whose audience includes it —
never the state, another seat's hand, the deck order or the seed.

Bytes come in through ``receive`` and go out through ``drain``, so the transport is a thin loop
and every rule here is tested without a socket. A refusal always carries a sentence; repeated
abuse (too many refusals, a flood, an oversized line, a wrong code) closes that connection only.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.game import Game
from tabletop.engine.verdict import Verdict
from tabletop.remote import wire
from tabletop.remote.protocol import MAX_CLIENT_BYTES, LineReader, ProtocolError, encode, parse_client

#: Crockford's base32 (no I, L, O, U): easy to read aloud and to type.
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
#: Ten characters of 5 bits: a 50-bit join code.
CODE_LENGTH = 10
#: A connection may send this many messages at once, and this many a second after that: far more
#: than a person clicks, enough for an agent that paces itself (``PACE``), far less than a flood.
BURST, PER_SECOND = 200, 200.0
#: The least time between a joined seat's messages that never meets the limit.
PACE = 1.25 / PER_SECOND
#: Refusals a connection may collect before it is closed (more than a burst, so a flood is named as one).
MAX_STRIKES = 300


def new_code() -> str:
    """A fresh join code from the secrets module, shown as two groups of five (``7KQ2M-XW9HD``)."""
    text = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return f"{text[:5]}-{text[5:]}"


def normal_code(text: str) -> str:
    """A typed code as compared: capitals, without spaces or dashes, O read as 0 and I/L as 1."""
    text = "".join(c for c in text.upper() if c not in " -")
    return text.translate(str.maketrans("OIL", "011"))


def last_mover(steps) -> int | None:
    """Whose move was the last, for every seat to see; None when that move showed nothing to the
    others (a quiet pass of a response window: naming its seat would tell what it holds)."""
    if not steps:
        return None
    step = steps[-1]
    if step.events and all(e.audience is not None for e in step.events):
        return None
    return step.action.seat


@dataclass
class Session:
    """One connection: its seat once it said hello, its rate bucket, strikes and sequence numbers."""

    conn: int
    reader: LineReader
    tokens: float
    refilled: float
    seat: int | None = None
    strikes: int = 0
    last_seq: int = 0
    sent: int = 0
    closing: bool = False


@dataclass
class Outbox:
    messages: list[tuple[int, bytes]] = field(default_factory=list)
    closing: list[int] = field(default_factory=list)


class Referee:
    """The join code, the sessions and the remote seats of one hosted game.

    ``state()`` reads the host's current state; ``submit(action)`` is the host's write path (it
    validates again, applies, saves, and then the host calls ``publish`` with the events);
    ``mover()`` says whose move was the last (public: every table shows whose turn it is).
    With ``in_order`` only the seat the engine lists first in ``pending`` is asked and may move
    (the headless host: its agents' game is then ``simulate``'s); without it every seat with a
    pending decision may move at once (a set-up that all seats make together).
    """

    def __init__(self, game: Game, remote_seats: Iterable[int], state: Callable[[], Any],
                 submit: Callable[[Action], Verdict], code: str | None = None,
                 clock: Callable[[], float] = time.monotonic, mover: Callable[[], int | None] = lambda: None,
                 in_order: bool = False):
        self.game, self.state, self.submit, self.mover = game, state, submit, mover
        self.in_order = in_order
        self.remote_seats = tuple(sorted(set(remote_seats)))
        players = game.players(state())
        if not self.remote_seats or not all(0 <= s < players for s in self.remote_seats):
            raise ValueError(f"remote seats must be among the table's {players} seats")
        self.code = code or new_code()
        self._code = normal_code(self.code)
        self.clock = clock
        self.sessions: dict[int, Session] = {}
        self.outbox = Outbox()
        #: Counts the changes published; each update carries it, and an act may name it.
        self.position = 0
        #: Remote seats somebody has sat at; a hello without a seat takes only one nobody has.
        self.played: set[int] = set()
        #: The host's undo: ``ask_undo(seat)`` asks the other players for a joined seat (None when
        #: it may, else the sentence why not); ``answer_undo(seat, ask, agree)`` takes an answer.
        #: Unset, a joined seat's undo is refused.
        self.ask_undo: Callable[[int], str | None] | None = None
        self.answer_undo: Callable[[int, int, bool], None] | None = None

    # ----- who is here -----------------------------------------------------------------
    def seat_holder(self, seat: int) -> int | None:
        """The connection sitting at ``seat``, or None while nobody is."""
        return next((s.conn for s in self.sessions.values() if s.seat == seat and not s.closing), None)

    def empty_seats(self) -> list[int]:
        """Remote seats nobody is sitting at (their decisions wait)."""
        return [s for s in self.remote_seats if self.seat_holder(s) is None]

    def deciding(self, pending) -> set[int]:
        """The seats that may move now, of the engine's ``pending`` decisions."""
        if self.in_order:
            return {pending[0].seat} if pending else set()
        return {d.seat for d in pending}

    # ----- the transport's calls -----------------------------------------------------------
    def open(self, conn: int) -> None:
        now = self.clock()
        self.sessions[conn] = Session(conn, LineReader(MAX_CLIENT_BYTES), float(BURST), now)

    def lost(self, conn: int) -> None:
        """The connection is gone; its seat waits for the code again."""
        self.sessions.pop(conn, None)

    def receive(self, conn: int, data: bytes) -> None:
        session = self.sessions.get(conn)
        if session is None or session.closing:
            return
        try:
            lines = session.reader.feed(data)
        except ProtocolError as error:
            self._close(session, str(error))
            return
        for line in lines:
            if session.closing:
                return
            if not self._take_token(session):
                self._refuse(session, "flood", f"too many messages: at most {PER_SECOND:g} a second")
                continue
            try:
                message = parse_client(line)
            except ProtocolError as error:
                self._refuse(session, error.code, str(error))
                continue
            if message["type"] == "hello":
                self._hello(session, message)
            elif self._in_sequence(session, message):
                if message["type"] == "act":
                    self._act(session, message)
                else:
                    self._undo(session, message)

    def drain(self) -> Outbox:
        """What to write, and which connections to close once it is written."""
        out, self.outbox = self.outbox, Outbox()
        for conn in out.closing:
            self.sessions.pop(conn, None)
        return out

    def publish(self, events: Iterable[Event] = ()) -> None:
        """After any change: every seated connection gets its view and the events it may see."""
        events = tuple(events)
        self.position += 1
        for session in list(self.sessions.values()):
            if session.seat is not None and not session.closing:
                self._send(session, self.update(session.seat, events))

    # ----- what a seat is sent -------------------------------------------------------------
    def update(self, seat: int, events: Iterable[Event] = ()) -> dict[str, Any]:
        """Seat ``seat``'s part of the game now: built from ``view`` and ``visible_to`` only."""
        game, state = self.game, self.state()
        pending = game.pending(state)
        over = game.is_over(state)
        mine = [d for d in pending if d.seat == seat] if seat in self.deciding(pending) else []
        message: dict[str, Any] = {
            "type": "update",
            "position": self.position,
            "mover": self.mover(),
            "view": wire.encode(game.view(state, seat)),
            "waiting_for": sorted({d.seat for d in pending if not d.quiet}),   # quiet offers tell a hand
            "decisions": [wire.decision_data(d) for d in mine],
            "legal": [wire.action_data(a) for a in game.legal_actions(state, seat)] if mine and not over else [],
            "events": [wire.event_data(e) for e in events if e.visible_to(seat)],
            "over": over,
        }
        outcome = game.outcome(state) if over else None
        if outcome is not None:
            message["outcome"] = {"winners": list(outcome.winners), "scores": list(outcome.scores),
                                  "text": outcome.text}
        return message

    def welcome(self, seat: int) -> dict[str, Any]:
        state = self.state()
        return {"type": "welcome", "seat": seat, "game": self.game.id, "rules_version": self.game.version,
                "names": list(state.names), "options": wire.encode(self.game.options_of(state)),
                "remote_seats": list(self.remote_seats)}

    # ----- the messages ----------------------------------------------------------------------
    def _hello(self, session: Session, message: dict[str, Any]) -> None:
        if session.seat is not None:
            self._refuse(session, "seated", f"this connection already sits at seat {session.seat + 1}")
            return
        if not secrets.compare_digest(normal_code(message["code"]).encode(), self._code.encode()):
            self._close(session, "that is not this game's join code")
            return
        wanted = message.get("seat")
        empty = self.empty_seats()
        if wanted is not None and wanted not in self.remote_seats:
            self._refuse(session, "seat", f"seat {wanted + 1} is not open to joined players "
                         f"(open: {', '.join(str(s + 1) for s in self.remote_seats)})")
            return
        if wanted is not None and wanted not in empty:
            self._refuse(session, "seat", f"seat {wanted + 1} is taken")
            return
        if not empty:
            self._close(session, "every seat open to joined players is taken")
            return
        fresh = [s for s in empty if s not in self.played]
        if wanted is None and not fresh:
            # Two dropped players must not swap seats (and hands): a seat played before is asked for.
            self._refuse(session, "seat", "the open seats were played before: ask for yours, seat "
                         + " or ".join(str(s + 1) for s in empty))
            return
        session.seat = wanted if wanted is not None else fresh[0]
        self.played.add(session.seat)
        self._send(session, self.welcome(session.seat))
        self._send(session, self.update(session.seat))

    def _in_sequence(self, session: Session, message: dict[str, Any]) -> bool:
        """A seated connection's next message (a higher ``seq`` than the last), else refused."""
        seq = message["seq"]
        if session.seat is None:
            self._refuse(session, "hello", "send hello with the join code first", seq)
            return False
        if seq <= session.last_seq:
            self._refuse(session, "seq", f"message {seq} was already sent (the last was {session.last_seq})", seq)
            return False
        session.last_seq = seq
        return True

    def _undo(self, session: Session, message: dict[str, Any]) -> None:
        if self.ask_undo is None or self.answer_undo is None:
            self._refuse(session, "undo", "Moves cannot be taken back in this hosted game.", message["seq"])
        elif message["type"] == "undo":
            reason = self.ask_undo(session.seat)
            if reason is not None:      # counts as a strike: a flood of questions is abuse like any other
                self._refuse(session, "undo", reason, message["seq"])
        else:
            self.answer_undo(session.seat, message["ask"], message["agree"])

    def tell(self, seats: Iterable[int], message: dict[str, Any]) -> None:
        """Send ``message`` (an ``undo-ask`` or ``undo-end``) to the connections at ``seats``."""
        wanted = set(seats)
        for session in list(self.sessions.values()):
            if session.seat in wanted and not session.closing:
                self._send(session, message)

    def _act(self, session: Session, message: dict[str, Any]) -> None:
        seq, action = message["seq"], message["action"]
        if message.get("position", self.position) != self.position:
            # Chosen before the game moved on; the newer update is on its way. Not abuse: no strike.
            self._refuse(session, "stale", "the game moved on before this move arrived", seq)
            session.strikes -= 1
            return
        if action.seat != session.seat:
            self._refuse(session, "seat", f"this connection plays seat {session.seat + 1}, not "
                         f"seat {action.seat + 1}", seq)
            return
        state = self.state()
        if self.game.is_over(state):
            self._refuse(session, "over", "the game is over", seq)
            return
        if session.seat not in self.deciding(self.game.pending(state)):
            self._refuse(session, "turn", "it is not your turn", seq)
            return
        try:
            verdict = self.game.validate(state, action)
        except ValueError as error:     # MalformedActionError: ids or arity this game does not have
            verdict = Verdict(False, "malformed", str(error))
        if verdict.ok:
            verdict = self.submit(action)
        if not verdict.ok:
            self._refuse(session, verdict.code or "illegal", verdict.message, seq)

    # ----- bookkeeping -------------------------------------------------------------------
    def _take_token(self, session: Session) -> bool:
        now = self.clock()
        session.tokens = min(float(BURST), session.tokens + (now - session.refilled) * PER_SECOND)
        session.refilled = now
        if session.tokens < 1:
            return False
        session.tokens -= 1
        return True

    def _send(self, session: Session, message: dict[str, Any]) -> None:
        session.sent += 1
        self.outbox.messages.append((session.conn, encode({**message, "seq": session.sent})))

    def _refuse(self, session: Session, code: str, text: str, ref: int | None = None) -> None:
        session.strikes += 1
        reply: dict[str, Any] = {"type": "refused", "code": code, "reason": text}
        if ref is not None:
            reply["ref"] = ref
        self._send(session, reply)
        if session.strikes >= MAX_STRIKES:
            self._close(session, f"{MAX_STRIKES} messages were refused; the connection is closed")

    def _close(self, session: Session, text: str) -> None:
        self._send(session, {"type": "bye", "reason": text})
        session.closing = True
        self.outbox.closing.append(session.conn)
