"""The joined side of a hosted game: what one seat knows, read from the host's messages only.

A ``JoinedSeat`` is made from the host's ``welcome`` and updated from each ``update``; it never
holds the state, only the seat's view, its decisions, its legal actions and the events it was
sent. Every field the host sends is checked here, so a broken or hostile host is refused with a
sentence (``WireError``) instead of reaching an agent or a table.
"""

from __future__ import annotations

from dataclasses import dataclass, field, is_dataclass
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import MalformedActionError
from tabletop.engine.events import Event
from tabletop.engine.game import Game, Outcome
from tabletop.remote import wire
from tabletop.remote.wire import WireError


@dataclass
class JoinedSeat:
    game: Game
    seat: int
    names: list[str]
    options: dict[str, Any]
    view: Any = None
    decisions: tuple[Decision, ...] = ()
    waiting_for: tuple[int, ...] = ()
    legal: list[Action] = field(default_factory=list)
    events: tuple[Event, ...] = ()
    outcome: Outcome | None = None
    over: bool = False
    #: The host's count of changes this update shows; a move is sent with it.
    position: int = 0
    #: The seat whose move led to this update (None at the start).
    mover: int | None = None

    @classmethod
    def welcome(cls, message: dict[str, Any], registry: Any) -> JoinedSeat:
        """The seat the host's welcome gives; an unknown game or another rules version is refused."""
        game_id = message.get("game")
        if type(game_id) is not str or game_id not in registry:
            raise WireError(f"the host plays a game this Tabletop does not have ({wire_text(game_id)})")
        game = registry.get(game_id)
        if message.get("rules_version") != game.version:
            raise WireError(f"the host has {game.info.name} rules version {wire_text(message.get('rules_version'))}, "
                            f"this Tabletop {game.version}; both need the same version")
        names, seat = message.get("names"), message.get("seat")
        if not (type(names) is list and all(type(n) is str for n in names)
                and game.info.min_players <= len(names) <= game.info.max_players):
            raise WireError("the host's welcome has no proper list of names")
        if type(seat) is not int or not 0 <= seat < len(names):
            raise WireError("the host's welcome gives no seat at the table")
        options = wire.decode(message.get("options"), game)
        if type(options) is not dict:
            raise WireError("the host's welcome has no options")
        return cls(game, seat, names, options)

    def update(self, message: dict[str, Any]) -> None:
        """Take in an update; nothing changes unless all of it reads."""
        game = self.game
        try:
            view = wire.decode(message["view"], game)
            decisions = tuple(wire.decision_from(d) for d in _list(message, "decisions"))
            waiting = tuple(_list(message, "waiting_for"))
            legal = [Action.from_data(a) for a in _list(message, "legal")]
            events = tuple(wire.event_from(e, game, self.seat) for e in _list(message, "events"))
        except (KeyError, MalformedActionError) as error:
            raise WireError(f"the host's update cannot be read: {error}") from None
        if not is_dataclass(view) or getattr(view, "seat", None) != self.seat:
            raise WireError("the host's update holds no view of this seat")
        if any(a.seat != self.seat for a in legal) or any(d.seat != self.seat for d in decisions):
            raise WireError("the host's update is for another seat")
        if not all(type(s) is int for s in waiting) or type(message.get("over")) is not bool:
            raise WireError("the host's update cannot be read: who is to decide, and whether the game is over")
        position, mover = message.get("position"), message.get("mover")
        if type(position) is not int or position < 0:
            raise WireError("the host's update has no position")
        if mover is not None and (type(mover) is not int or not 0 <= mover < len(self.names)):
            raise WireError("the host's update names no seat as the one who moved")
        outcome = None
        if message["over"]:
            data = message.get("outcome")
            if not (type(data) is dict and type(data.get("text")) is str
                    and all(type(w) is int for w in _list(data, "winners"))
                    and all(type(s) is int for s in _list(data, "scores"))):
                raise WireError("the host's update says the game is over but not how it ended")
            outcome = Outcome(tuple(data["winners"]), tuple(data["scores"]), data["text"])
        self.view, self.decisions, self.waiting_for = view, decisions, waiting
        self.legal, self.events, self.over, self.outcome = legal, events, message["over"], outcome
        self.position, self.mover = position, mover

    @property
    def to_decide(self) -> bool:
        return bool(self.legal) and not self.over


def _list(message: dict[str, Any], key: str) -> list[Any]:
    value = message.get(key)
    if type(value) is not list:
        raise WireError(f"the host's message has no list {key!r}")
    return value


def wire_text(value: Any) -> str:
    from tabletop.engine.actions import short_repr

    return short_repr(value)
