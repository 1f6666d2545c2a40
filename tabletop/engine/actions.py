"""Actions: what a seat does, as a small hashable value that saves and replays exactly."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.engine.errors import MalformedActionError

Scalar = str | int | bool | None


@dataclass(frozen=True, slots=True)
class Action:
    """One decision by one seat: a kind (``play``, ``cut``, ``choose``...) and its arguments.

    Arguments are plain scalars so that an action is hashable (``action in legal_actions``
    works) and round-trips through a YAML save file unchanged.
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
            raise MalformedActionError(f"an action must be a mapping with seat and kind, not {data!r}")
        unknown = set(data) - {"seat", "kind", "args"}
        if unknown:
            raise MalformedActionError(f"unknown action field(s): {', '.join(sorted(map(str, unknown)))}")
        seat, kind, args = data.get("seat"), data.get("kind"), data.get("args", [])
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise MalformedActionError(f"action seat must be a whole number, not {seat!r}")
        if not isinstance(kind, str) or not kind:
            raise MalformedActionError(f"action kind must be a word, not {kind!r}")
        if not isinstance(args, list) or not all(
            a is None or isinstance(a, (str, int, bool)) for a in args
        ):
            raise MalformedActionError(f"action args must be a list of plain values, not {args!r}")
        return cls(seat, kind, tuple(args))

    def __str__(self) -> str:
        inner = " ".join(str(a) for a in self.args)
        return f"seat {self.seat}: {self.kind}{' ' + inner if inner else ''}"
