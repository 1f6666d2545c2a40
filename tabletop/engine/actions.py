"""Actions: what a seat does, as a small hashable value that saves and replays exactly."""

from __future__ import annotations

import reprlib
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from tabletop.engine.errors import MalformedActionError

Scalar = str | int | bool | None

#: Every type an action argument can have, matched *exactly* (``type(arg) is int``: a bool or
#: an int subclass is not an int here, because ``True == 1`` would let one pass for the other).
#: A game narrows this with ``Game.arg_types``.
SCALAR_TYPES: frozenset[type] = frozenset({str, int, bool, type(None)})
#: Bounds on an action, so hostile input cannot cost time or memory: characters in a kind or a
#: text argument, the size of a whole-number argument, and the number of arguments.
MAX_TEXT = 200
MAX_INT = 2**31 - 1
MAX_ARGS = 8

_TYPE_WORDS = {str: "text", int: "whole numbers", bool: "true or false", type(None): "nothing (null)"}
_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = 40
_REPR.maxlong = 20


def short_repr(value: Any) -> str:
    """A short, safe ``repr`` for error messages about input that may be hostile or huge."""
    try:
        return _REPR.repr(value)
    except Exception:       # a broken __repr__, or an int too long to print
        return f"a {type(value).__name__}"


def check_action(action: Any, arg_types: Collection[type] = SCALAR_TYPES) -> Action:
    """Return ``action`` if it has the shape of an action, else raise MalformedActionError.

    An ``Action`` (exactly); the seat a whole number from 0 (not a bool); the kind a word of 1
    to MAX_TEXT characters; the args a tuple of at most MAX_ARGS values whose types are exactly
    among ``arg_types``, text no longer than MAX_TEXT and whole numbers within MAX_INT. Only type
    checks and comparisons, so it is cheap enough for every ``validate``. Which seats, kinds and
    ids exist is for the game (``Game.validate``).
    """
    if type(action) is not Action:
        raise MalformedActionError(f"not an action: {short_repr(action)}")
    seat, kind, args = action.seat, action.kind, action.args
    if (type(seat) is not int or seat < 0 or type(kind) is not str or not 0 < len(kind) <= MAX_TEXT
            or type(args) is not tuple or len(args) > MAX_ARGS):
        raise _shape_error(seat, kind, args)
    for arg in args:
        kind_of = type(arg)
        if (kind_of not in arg_types or (kind_of is str and len(arg) > MAX_TEXT)
                or (kind_of is int and not -MAX_INT <= arg <= MAX_INT)):
            raise _arg_error(kind, args, arg_types)
    return action


def _shape_error(seat: Any, kind: Any, args: Any) -> MalformedActionError:
    if type(seat) is not int or seat < 0:
        return MalformedActionError(f"an action's seat must be a whole number from 0, not {short_repr(seat)}")
    if type(kind) is not str or not 0 < len(kind) <= MAX_TEXT:
        return MalformedActionError(f"an action's kind must be a word of 1 to {MAX_TEXT} characters, "
                                    f"not {short_repr(kind)}")
    return MalformedActionError(f"an action's arguments must be a tuple of at most {MAX_ARGS} values, "
                                f"not {short_repr(args)}")


def _arg_error(kind: str, args: tuple, arg_types: Collection[type]) -> MalformedActionError:
    for index, arg in enumerate(args, start=1):
        kind_of = type(arg)
        if kind_of not in arg_types:
            allowed = " or ".join(sorted(_TYPE_WORDS.get(t, t.__name__) for t in arg_types))
            return MalformedActionError(f"argument {index} of '{kind}' must be {allowed}, "
                                        f"not a {kind_of.__name__} ({short_repr(arg)})")
        if kind_of is str and len(arg) > MAX_TEXT:
            return MalformedActionError(f"argument {index} of '{kind}' is {len(arg)} characters long; "
                                        f"at most {MAX_TEXT} are allowed")
        if kind_of is int and not -MAX_INT <= arg <= MAX_INT:
            return MalformedActionError(f"argument {index} of '{kind}' is out of range (at most {MAX_INT} "
                                        "either side of 0)")
    raise AssertionError("no bad argument")  # pragma: no cover - only called for a bad one


@dataclass(frozen=True, slots=True)
class Action:
    """One decision by one seat: a kind (``play``, ``cut``, ``choose``...) and its arguments.

    Arguments are plain scalars so that an action is hashable (``action in legal_actions``
    works) and round-trips through a YAML save file unchanged. Constructing one checks nothing
    (search builds millions); ``check_action`` and ``Game.validate`` check what comes from outside.
    """

    seat: int
    kind: str
    args: tuple[Scalar, ...] = ()

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seat": self.seat, "kind": self.kind}
        if self.args:
            data["args"] = list(self.args)
        return data

    @classmethod
    def from_data(cls, data: Any) -> Action:
        """Parse the save-file form; anything that is not an action raises MalformedActionError."""
        if not isinstance(data, dict):
            raise MalformedActionError(f"an action must be a mapping with seat and kind, "
                                       f"not {short_repr(data)}")
        unknown = set(data) - {"seat", "kind", "args"}
        if unknown:
            raise MalformedActionError(
                f"unknown action field(s): {', '.join(sorted(short_repr(k) for k in unknown))}")
        args = data.get("args", [])
        if not isinstance(args, list):
            raise MalformedActionError(f"action args must be a list of plain values, not {short_repr(args)}")
        return check_action(cls(data.get("seat"), data.get("kind"), tuple(args)))

    def __str__(self) -> str:
        inner = " ".join(str(a) for a in self.args)
        return f"seat {self.seat}: {self.kind}{' ' + inner if inner else ''}"
