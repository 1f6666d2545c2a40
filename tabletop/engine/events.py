"""Events: what an action did, in words for the log and data for the table."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened.

    ``audience`` is None when every seat may see the event; otherwise only those seats may.
    An engine that reveals a private fact ("Ana draws 7♣") emits it for her seat and a
    redacted twin ("Ana draws a card") for the others, so a log built from
    ``visible_to(seat)`` can never leak.

    ``chance`` marks a shuffle, cut, die or coin (the dice tray shows these);
    ``irreversible`` marks an event after which undo would let a player exploit what they
    learned (new cards seen, chance resolved).
    """

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict, compare=False)
    audience: frozenset[int] | None = None
    chance: bool = False
    irreversible: bool = False

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` may see this event; seat None is a spectator who sees public events only."""
        return self.audience is None or (seat is not None and seat in self.audience)
