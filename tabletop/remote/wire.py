"""Views, actions, decisions and events as JSON values, and back into the same objects.

A view is a frozen dataclass of tuples, strings and ints; JSON has only lists and objects, so
each value is tagged: ``{"t": [...]}`` a tuple, ``{"s": [...]}`` a frozenset, ``{"m": [[k, v],
...]}`` a dict, ``{"c": "module:Class", "f": {...}}`` a dataclass. ``decode`` turns such a value
back into the very view the host's engine made (``decode(encode(v)) == v``), so the joined seat's
agent and table read the same view as on the host. It makes only dataclasses defined in the engine
or in the game's own package, never anything the message names elsewhere, and it bounds the depth
and the number of values, so a hostile host cannot make the joining side run arbitrary code.
"""

from __future__ import annotations

import dataclasses
import importlib
import sys
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event
from tabletop.engine.game import Game

#: Nesting and size bounds on a decoded value.
MAX_DEPTH = 40
MAX_VALUES = 500_000


class WireError(ValueError):
    """A value that does not decode into a view this game could have sent."""


_PLAIN = frozenset({bool, int, str, float, type(None)})
#: Each dataclass's tag and field names, found once per class (a view holds hundreds of values).
_CLASS_TAGS: dict[type, tuple[str, tuple[str, ...]]] = {}


def encode(value: Any) -> Any:
    """``value`` as plain JSON values, tagged so that ``decode`` restores the same types."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is tuple:
        return {"t": [v if type(v) in _PLAIN else encode(v) for v in value]}
    if kind is list:
        return [encode(v) for v in value]
    if kind is frozenset or kind is set:
        return {"s": sorted((encode(v) for v in value), key=repr)}
    if kind is dict:
        return {"m": [[encode(k), encode(v)] for k, v in value.items()]}
    tag = _CLASS_TAGS.get(kind)
    if tag is None:
        if not dataclasses.is_dataclass(kind):
            raise TypeError(f"a {kind.__name__} cannot be sent to a joined seat")
        tag = _CLASS_TAGS[kind] = (f"{kind.__module__}:{kind.__qualname__}",
                                   tuple(f.name for f in dataclasses.fields(kind)))
    name, fields = tag
    return {"c": name, "f": {f: encode(getattr(value, f)) for f in fields}}


#: (allowed packages, tag) -> (class, init field names), filled as tags are first met.
_DECODE_CLASSES: dict[tuple[tuple[str, ...], str], tuple[type, frozenset[str]]] = {}


class _Decoder:
    def __init__(self, game_id: str, allowed: tuple[str, ...]):
        self.game_id, self.allowed, self.count = game_id, allowed, 0

    def klass(self, name: Any) -> tuple[type, frozenset[str]]:
        """The class a tag names and its init fields, when the engine or the game defines it."""
        known = _DECODE_CLASSES.get((self.allowed, name)) if type(name) is str else None
        if known is not None:
            return known
        if type(name) is not str or name.count(":") != 1:
            raise WireError("a class must be named module:Class")
        module_name, qualname = name.split(":")
        if not any(module_name == a or module_name.startswith(a + ".") for a in self.allowed):
            raise WireError(f"{module_name} is not part of {self.game_id} or the engine")
        module = sys.modules.get(module_name) or importlib.import_module(module_name)
        cls = getattr(module, qualname, None) if qualname.isidentifier() else None
        if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
            raise WireError(f"{name} is not a view class")
        known = _DECODE_CLASSES[(self.allowed, name)] = (cls, frozenset(f.name for f in dataclasses.fields(cls) if f.init))
        return known

    def value(self, data: Any, depth: int) -> Any:
        self.count += 1
        if self.count > MAX_VALUES or depth > MAX_DEPTH:
            raise WireError("the value is too large or too deeply nested")
        if type(data) in _PLAIN:
            return data
        if type(data) is list:
            return [self.value(v, depth + 1) for v in data]
        if type(data) is not dict or len(data) not in (1, 2):
            raise WireError("not a tagged value")
        if set(data) == {"t"} and type(data["t"]) is list:
            items = data["t"]
            if all(type(v) in _PLAIN for v in items):
                self.count += len(items)
                return tuple(items)
            return tuple(self.value(v, depth + 1) for v in items)
        if set(data) == {"s"} and type(data["s"]) is list:
            return frozenset(self.hashable(self.value(v, depth + 1)) for v in data["s"])
        if set(data) == {"m"} and type(data["m"]) is list:
            pairs = data["m"]
            if not all(type(p) is list and len(p) == 2 for p in pairs):
                raise WireError("a mapping is a list of pairs")
            return {self.hashable(self.value(k, depth + 1)): self.value(v, depth + 1) for k, v in pairs}
        if set(data) == {"c", "f"} and type(data["f"]) is dict:
            cls, names = self.klass(data["c"])
            if data["f"].keys() != names:
                raise WireError(f"{data['c']} has the fields {sorted(names)}")
            fields = {k: self.value(v, depth + 1) for k, v in data["f"].items()}
            try:
                return cls(**fields)
            except Exception as error:  # noqa: BLE001 - a class's own checks refused the values (any error)
                raise WireError(f"{data['c']} refused its values: {error}") from None
        raise WireError("not a tagged value")

    @staticmethod
    def hashable(value: Any) -> Any:
        try:
            hash(value)
        except TypeError:
            raise WireError("a set member or mapping key must be a plain value") from None
        return value


def decode(data: Any, game: Game) -> Any:
    """The value ``encode`` made, with dataclasses only from the engine and ``game``'s package."""
    package = type(game).__module__.rpartition(".")[0] or type(game).__module__
    return _Decoder(game.id, ("tabletop.engine", package)).value(data, 0)


def action_data(action: Action) -> dict[str, Any]:
    return {"seat": action.seat, "kind": action.kind, "args": list(action.args)}


def decision_data(decision: Decision) -> dict[str, Any]:
    return {"seat": decision.seat, "kind": decision.kind, "prompt": decision.prompt,
            "secret": decision.secret, "optional": decision.optional}


def event_data(event: Event) -> dict[str, Any]:
    """An event a seat may see, for its log and table; ``private`` when only that seat sees it (who
    else does is none of its business)."""
    return {"kind": event.kind, "text": event.text, "data": encode(event.data), "chance": event.chance,
            "irreversible": event.irreversible, "private": event.audience is not None}


def decision_from(data: Any) -> Decision:
    if type(data) is not dict or set(data) != {"seat", "kind", "prompt", "secret", "optional"}:
        raise WireError("a decision has seat, kind, prompt, secret and optional")
    if not (type(data["seat"]) is int and type(data["kind"]) is str and type(data["prompt"]) is str
            and type(data["secret"]) is bool and type(data["optional"]) is bool):
        raise WireError("a decision's fields have the wrong types")
    return Decision(data["seat"], data["kind"], data["prompt"], data["secret"], data["optional"])


def event_from(data: Any, game: Game, seat: int) -> Event:
    """An event as ``seat`` was sent it (a private one with the seat as its audience)."""
    if type(data) is not dict or set(data) != {"kind", "text", "data", "chance", "irreversible", "private"}:
        raise WireError("an event has kind, text, data, chance, irreversible and private")
    if not (type(data["kind"]) is str and type(data["text"]) is str and type(data["chance"]) is bool
            and type(data["irreversible"]) is bool and type(data["private"]) is bool):
        raise WireError("an event's fields have the wrong types")
    payload = decode(data["data"], game)
    if type(payload) is not dict:
        raise WireError("an event's data is a mapping")
    audience = frozenset({seat}) if data["private"] else None
    return Event(data["kind"], data["text"], payload, audience, data["chance"], data["irreversible"])
