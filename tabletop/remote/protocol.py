"""The messages between a host and a joined seat: one JSON object a line, versioned and bounded.

Every message is a JSON object on one line (compact JSON never holds a raw newline) with ``v``, the
protocol version, and ``type``. What a joined seat may send is small and strictly checked here,
field by field, before the referee looks at it; what the host sends is bounded too, and the joining
side checks it the same way, so neither side trusts the other's bytes.

A joined seat sends:

- ``hello``: ``code`` (the join code) and optionally ``seat`` (the remote seat it asks for; a
  dropped seat rejoins by asking for its seat again).
- ``act``: ``seq`` (a whole number larger than the last it sent), ``action`` (``seat``,
  ``kind``, ``args``, as in a save file) and optionally ``position``, the update's position the
  move was chosen in: a move chosen before the game moved on is refused as stale, not played.
- ``undo``: ``seq``; asks every other player to agree to take back the seat's last move and
  every move after it.
- ``answer``: ``seq``, ``ask`` (the question's number) and ``agree`` (true or false).

The host sends ``welcome`` (the seat taken, the game and the table), ``update`` (the seat's view,
its decisions, its legal actions and the events it may see), ``refused`` (a code and a sentence),
``undo-ask`` (``ask``, ``asker`` and ``lines``, what would be taken back: agree or not),
``undo-end`` (``ask``, ``taken`` and the sentence that says how the question ended)
and ``bye`` (why the connection is closed). Every host message carries ``seq``, counting from 1 on
each connection, so a joined seat notices a gap.
"""

from __future__ import annotations

import json
from typing import Any

from tabletop.engine.actions import Action, short_repr
from tabletop.engine.errors import MalformedActionError

#: The protocol's version; a message of another version is refused with a sentence saying both.
VERSION = 2
#: The longest line a joined seat may send (an action is a few hundred bytes).
MAX_CLIENT_BYTES = 4096
#: The longest line the host may send (a view of a four-commander Hull Breach! table is ~20 KB).
MAX_HOST_BYTES = 4 * 1024 * 1024
#: The largest ``seq`` a joined seat may use (a game is far shorter).
MAX_SEQ = 2**31 - 1

CLIENT_TYPES = {"hello": {"code", "seat"}, "act": {"seq", "action", "position"}, "undo": {"seq"},
                "answer": {"seq", "ask", "agree"}}
HOST_TYPES = {"welcome", "update", "refused", "undo-ask", "undo-end", "bye"}


class ProtocolError(ValueError):
    """A message that breaks the protocol: ``code`` is a word, the text a sentence for the sender."""

    def __init__(self, code: str, text: str):
        super().__init__(text)
        self.code = code


def encode(message: dict[str, Any]) -> bytes:
    """One message as a line of compact ASCII JSON with the version set."""
    return json.dumps({"v": VERSION, **message}, separators=(",", ":"), ensure_ascii=True,
                      allow_nan=False).encode("ascii") + b"\n"


class LineReader:
    """Splits a byte stream into lines, never holding more than ``limit`` bytes of one line.

    ``feed`` returns the complete lines; a line longer than ``limit`` raises ProtocolError at once
    (before the rest of it arrives), so a 100 MB message costs at most ``limit`` bytes of memory.
    """

    def __init__(self, limit: int):
        self.limit = limit
        self._buffer = bytearray()

    def feed(self, data: bytes) -> list[bytes]:
        self._buffer += data
        *lines, rest = bytes(self._buffer).split(b"\n")
        self._buffer = bytearray(rest)
        for line in lines:
            if len(line) > self.limit:
                raise _too_long(self.limit)
        if len(self._buffer) > self.limit:
            self._buffer.clear()
            raise _too_long(self.limit)
        return [line for line in lines if line.strip()]


def _too_long(limit: int) -> ProtocolError:
    return ProtocolError("too-long", f"a message may be at most {limit:,} bytes long")


def parse(line: bytes, limit: int) -> dict[str, Any]:
    """The JSON object a line holds, with a supported version and a ``type``, else ProtocolError."""
    if len(line) > limit:
        raise _too_long(limit)
    try:
        message = json.loads(line.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ProtocolError("malformed", "a message must be one JSON object in UTF-8") from None
    if not isinstance(message, dict):
        raise ProtocolError("malformed", f"a message must be a JSON object, not {short_repr(message)}")
    version = message.get("v")
    if type(version) is not int:
        raise ProtocolError("version", f"a message needs its protocol version v (this host speaks {VERSION})")
    if version != VERSION:
        raise ProtocolError("version", f"protocol version {short_repr(version)} is not spoken here; "
                            f"both sides need version {VERSION}")
    if type(message.get("type")) is not str:
        raise ProtocolError("malformed", "a message needs a type")
    return message


def _no_constant(word: str) -> Any:
    raise ValueError(f"{word} is not JSON")


def parse_client(line: bytes) -> dict[str, Any]:
    """A joined seat's message, every field checked: ProtocolError says what is wrong."""
    message = parse(line, MAX_CLIENT_BYTES)
    kind = message["type"]
    if kind not in CLIENT_TYPES:
        raise ProtocolError("malformed", f"unknown message type {short_repr(kind)} "
                            f"(a joined seat sends {' or '.join(sorted(CLIENT_TYPES))})")
    unknown = set(message) - CLIENT_TYPES[kind] - {"v", "type"}
    if unknown:
        raise ProtocolError("malformed", f"unknown field(s) in {kind}: "
                            + ", ".join(sorted(short_repr(k) for k in unknown)))
    if kind == "hello":
        if type(message.get("code")) is not str or len(message["code"]) > 64:
            raise ProtocolError("malformed", "hello needs the join code as text")
        seat = message.get("seat")
        if seat is not None and (type(seat) is not int or not 0 <= seat < 64):
            raise ProtocolError("malformed", f"hello's seat must be a seat number, not {short_repr(seat)}")
        return message
    seq = message.get("seq")
    if type(seq) is not int or not 1 <= seq <= MAX_SEQ:
        raise ProtocolError("malformed", f"{kind} needs seq, a whole number from 1, not {short_repr(seq)}")
    if kind == "answer":
        if type(message.get("ask")) is not int or not 1 <= message["ask"] <= MAX_SEQ:
            raise ProtocolError("malformed", f"answer needs ask, the question's number, not {short_repr(message.get('ask'))}")
        if type(message.get("agree")) is not bool:
            raise ProtocolError("malformed", f"answer's agree must be true or false, not {short_repr(message.get('agree'))}")
    elif kind == "act":
        position = message.get("position")
        if position is not None and (type(position) is not int or not 0 <= position <= MAX_SEQ):
            raise ProtocolError("malformed", f"act's position must be a whole number, not {short_repr(position)}")
        try:
            message["action"] = Action.from_data(message.get("action"))
        except MalformedActionError as error:
            raise ProtocolError("malformed", str(error)) from None
    return message


#: The most lines an ``undo-ask`` may hold (one undo takes back a move and the computer's replies).
MAX_UNDO_LINES = 64


def undo_ask_fields(message: dict[str, Any]) -> tuple[int, int, tuple[str, ...]]:
    """An ``undo-ask``'s question number, asking seat and lines, checked (ProtocolError if not)."""
    ask, asker, lines = message.get("ask"), message.get("asker"), message.get("lines")
    if type(ask) is not int or type(asker) is not int or not 0 <= asker < 64:
        raise ProtocolError("malformed", "undo-ask needs the question's number and the asking seat")
    if (not isinstance(lines, list) or len(lines) > MAX_UNDO_LINES
            or not all(isinstance(t, str) and len(t) <= 1000 for t in lines)):
        raise ProtocolError("malformed", "undo-ask's lines must be a short list of sentences")
    return ask, asker, tuple(lines)


def undo_end_fields(message: dict[str, Any]) -> tuple[int, bool, str]:
    """An ``undo-end``'s question number, whether moves were taken back, and its sentence."""
    ask, taken, text = message.get("ask"), message.get("taken"), message.get("text")
    if type(ask) is not int or type(taken) is not bool or not isinstance(text, str) or len(text) > 20_000:
        raise ProtocolError("malformed", "undo-end needs the question's number, taken and a sentence")
    return ask, taken, text


def parse_host(line: bytes) -> dict[str, Any]:
    """A host's message, its type and sequence number checked (the joining side's guard)."""
    message = parse(line, MAX_HOST_BYTES)
    if message["type"] not in HOST_TYPES:
        raise ProtocolError("malformed", f"unknown message type {short_repr(message['type'])} from the host")
    seq = message.get("seq")
    if type(seq) is not int or seq < 1:
        raise ProtocolError("malformed", "a host's message needs seq, a whole number from 1")
    return message
