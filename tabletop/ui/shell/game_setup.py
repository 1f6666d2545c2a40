"""What a new game needs before it starts, as a plain value the dialog fills and settings keep."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from tabletop.ui.controller import COMPUTER, HUMAN, is_seat_spec


@dataclass
class GameSetup:
    """One set-up from the new-game dialog; ``seed`` None means a fresh random seed.

    A seat is ``human``, ``computer`` or ``computer:<level>`` (see ``tabletop.ui.controller``).
    """

    game_id: str
    seats: list[str] = field(default_factory=lambda: [HUMAN, COMPUTER])
    names: list[str] = field(default_factory=lambda: ["Player 1", "Computer"])
    seed: int | None = None
    options: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> GameSetup | None:
        """Read a stored set-up; anything damaged gives None, so a bad settings file never blocks a game."""
        try:
            data = json.loads(text)
            setup = cls(game_id=str(data["game_id"]), seats=[str(s) for s in data["seats"]],
                        names=[str(n) for n in data["names"]], seed=data.get("seed"),
                        options=dict(data.get("options") or {}))
        except (ValueError, KeyError, TypeError):
            return None
        if setup.seed is not None and (not isinstance(setup.seed, int) or isinstance(setup.seed, bool)):
            setup.seed = None
        if not setup.seats or len(setup.names) != len(setup.seats):
            return None
        if not all(is_seat_spec(s) for s in setup.seats):
            return None
        return setup
