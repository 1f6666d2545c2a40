"""The wire under host and join: QtNetwork TCP sockets carrying ``tabletop.remote`` lines.

``HostLink`` listens, gives each connection a number, feeds what it reads to the ``Referee`` and
writes what the referee answers; it holds no rules. ``JoinLink`` is the joining side: it says
hello with the code, checks every line the host sends (size, JSON, version, a sequence number
one more than the last) and hands the host's messages on as signals. Reads are bounded
(``setReadBufferSize``), so a flood or a 100 MB line costs the host a few kilobytes per socket.
"""

from __future__ import annotations

import math
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket
from shiboken6 import isValid

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.remote import wire
from tabletop.remote.protocol import (
    MAX_HOST_BYTES,
    LineReader,
    ProtocolError,
    encode,
    parse_host,
    undo_ask_fields,
    undo_end_fields,
)
from tabletop.remote.referee import PACE, Referee

#: Bytes read from one socket at a time.
READ_CHUNK = 64 * 1024
#: Bytes waiting to be written to one joined seat before the host gives up on it (a client that
#: never reads must not make the host keep every update in memory); it may join again.
MAX_UNSENT = 16 * 1024 * 1024


class HostLink(QObject):
    """Listens on ``port`` (0: any free port) and connects joined seats to ``referee``."""

    #: A joined seat came or went (the window updates who is at the table).
    seats_changed = Signal()

    def __init__(self, referee: Referee, parent: QObject | None = None):
        super().__init__(parent)
        self.referee = referee
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._on_new_connection)
        self._sockets: dict[int, QTcpSocket] = {}
        self._next = 0

    def listen(self, port: int = 0, address: QHostAddress | None = None) -> int:
        """Start listening; the port taken. Raises OSError with Qt's reason when it cannot."""
        address = address if address is not None else QHostAddress(QHostAddress.SpecialAddress.Any)
        if not self.server.listen(address, port):
            raise OSError(f"cannot listen on port {port}: {self.server.errorString()}")
        return self.server.serverPort()

    def port(self) -> int:
        return self.server.serverPort()

    def publish(self, events: tuple[Event, ...] | list[Event] = ()) -> None:
        """Send every joined seat its part of the game as it is now (after any change)."""
        self.referee.publish(events)
        self.flush()

    def close(self) -> None:
        self.server.close()
        for socket in list(self._sockets.values()):
            socket.abort()
        self._sockets.clear()

    # ----- sockets ---------------------------------------------------------------------
    @Slot()
    def _on_new_connection(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._next += 1
            conn = self._next
            socket.setReadBufferSize(READ_CHUNK)
            self._sockets[conn] = socket
            self.referee.open(conn)
            socket.readyRead.connect(lambda conn=conn: self._on_ready_read(conn))
            socket.disconnected.connect(lambda conn=conn: self._on_disconnected(conn))

    def _on_ready_read(self, conn: int) -> None:
        socket = self._sockets.get(conn)
        while socket is not None and socket.bytesAvailable() > 0 and conn in self._sockets:
            self.referee.receive(conn, bytes(socket.read(READ_CHUNK).data()))
            self.flush()
            socket = self._sockets.get(conn)
        self.seats_changed.emit()

    def _on_disconnected(self, conn: int) -> None:
        socket = self._sockets.pop(conn, None)
        self.referee.lost(conn)
        if socket is not None and isValid(socket):      # not when the server went first, with its sockets
            socket.deleteLater()
        if isValid(self):
            self.seats_changed.emit()

    def flush(self) -> None:
        out = self.referee.drain()
        for conn, line in out.messages:
            socket = self._sockets.get(conn)
            if socket is not None:
                socket.write(line)
                if socket.bytesToWrite() > MAX_UNSENT:
                    socket.abort()
                    self._on_disconnected(conn)     # the seat waits for its player again
        for conn in out.closing:
            socket = self._sockets.pop(conn, None)
            if socket is not None:
                socket.disconnectFromHost()     # writes what is queued first, then closes
                socket.disconnected.connect(socket.deleteLater)


class JoinLink(QObject):
    """One joined seat's connection to a host."""

    #: The host's welcome (the seat, the game, the names).
    welcomed = Signal(dict)
    #: An update: the seat's view (still as sent; ``decode_update`` makes it objects).
    updated = Signal(dict)
    #: The host refused a message of ours (``code``, ``reason``).
    refused = Signal(dict)
    #: Another player asks to take back a move: (question number, asking seat, lines).
    undo_asked = Signal(int, int, tuple)
    #: A question to take back ended: (question number, taken back, the sentence).
    undo_ended = Signal(int, bool, str)
    #: The connection is over; the sentence says why.
    closed = Signal(str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.socket = QTcpSocket(self)
        self.socket.setReadBufferSize(READ_CHUNK)
        self.socket.connected.connect(self._on_connected)
        self.socket.readyRead.connect(self._on_ready_read)
        self.socket.errorOccurred.connect(self._on_error)
        self.socket.disconnected.connect(self._on_disconnected)
        self._reader = LineReader(MAX_HOST_BYTES)
        self._hello: dict[str, Any] = {}
        self._seq = 0           # ours, on every act
        self._heard = 0         # the host's, checked to follow on
        self._over = False
        self._last_sent = 0.0

    def join(self, host: str, port: int, code: str, seat: int | None = None) -> None:
        self._hello = {"type": "hello", "code": code}
        if seat is not None:
            self._hello["seat"] = seat
        self.socket.connectToHost(host, port)

    def act(self, action: Action, position: int | None = None) -> None:
        """Send a move chosen in the update at ``position``."""
        message: dict[str, Any] = {"type": "act", "action": wire.action_data(action)}
        if position is not None:
            message["position"] = position
        self._send(message)

    def ask_undo(self) -> None:
        """Ask every other player to agree to take back this seat's last move and those after it."""
        self._send({"type": "undo"})

    def answer_undo(self, ask: int, agree: bool) -> None:
        self._send({"type": "answer", "ask": ask, "agree": agree})

    def _send(self, message: dict[str, Any]) -> None:
        """Number the message and send it no sooner than ``PACE`` after the last, in order, so the
        host's rate limit is never met."""
        self._seq += 1
        line = encode({**message, "seq": self._seq})
        wait = self._last_sent + PACE - time.monotonic()
        self._last_sent = max(time.monotonic(), self._last_sent + PACE)
        if wait > 0:
            QTimer.singleShot(math.ceil(wait * 1000), lambda: self._over or self.socket.write(line))
        else:
            self.socket.write(line)

    def leave(self) -> None:
        self._over = True
        self.socket.abort()

    @property
    def is_open(self) -> bool:
        """Joined (or joining) and not yet closed or left."""
        return not self._over

    @Slot()
    def _on_connected(self) -> None:
        self.socket.write(encode(self._hello))

    @Slot()
    def _on_ready_read(self) -> None:
        while self.socket.bytesAvailable() > 0 and not self._over:
            try:
                lines = self._reader.feed(bytes(self.socket.read(READ_CHUNK).data()))
                for line in lines:
                    self._dispatch(parse_host(line))
            except ProtocolError as error:
                self._finish(f"the host sent a message this Tabletop cannot read: {error}")

    def _dispatch(self, message: dict[str, Any]) -> None:
        if self._over:
            return
        if message["seq"] != self._heard + 1:
            raise ProtocolError("seq", f"message {self._heard + 1} from the host was lost")
        self._heard = message["seq"]
        kind = message["type"]
        if kind == "welcome":
            self.welcomed.emit(message)
        elif kind == "update":
            self.updated.emit(message)
        elif kind == "refused":
            self.refused.emit(message)
        elif kind == "undo-ask":
            self.undo_asked.emit(*undo_ask_fields(message))
        elif kind == "undo-end":
            self.undo_ended.emit(*undo_end_fields(message))
        else:
            self._finish(f"the host closed the connection: {message.get('reason', 'no reason given')}")

    def _finish(self, text: str) -> None:
        if not self._over:
            self._over = True
            self.socket.abort()
            self.closed.emit(text)

    @Slot(QAbstractSocket.SocketError)
    def _on_error(self, _error) -> None:
        self._finish(f"the connection to the host failed: {self.socket.errorString()}")

    @Slot()
    def _on_disconnected(self) -> None:
        self._finish("the host closed the connection")
