"""What a deck lab run plays: the deck under test, its opponents, the agents, the table and the
seeds, and the list of games that follows from them.

Every game of a run is fixed by the plan alone: game ``k`` (counted over the opponents in order)
gets seed ``seed + k``, and the deck under test sits at seat ``k mod players`` of the opponent's
games, so the seats rotate evenly (exactly evenly when the games per opponent are a multiple of the
table's size). The same plan therefore plays the same games on any number of worker processes.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.deck import Deck

#: The most games per opponent and opponents a run takes (``simulate``'s own bound on games).
MAX_GAMES = 1_000_000
MAX_OPPONENTS = 50
SEED_MIN, SEED_MAX = -(2**63), 2**63 - 1


def deck_hash(deck: Deck) -> str:
    """A SHA-256 of what the deck plays with: its game, cards, bench and starting modules.

    The name and the order of the cards are left out, so renaming a deck or reordering its file
    keeps saved results current, while any change of a card count marks them stale."""
    content = {
        "game": deck.game,
        "cards": sorted([card, count] for card, count in deck.cards),
        "bench": sorted(deck.bench),
        "station_modules": None if deck.station_modules is None else sorted(deck.station_modules),
    }
    return hashlib.sha256(json.dumps(content, sort_keys=True).encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Opponent:
    """A deck the lab plays against: its label (the deck's name, or its file) and the deck."""

    label: str
    deck: Deck
    source: str = ""  # the file it was read from; "" for a starter deck


@dataclass(frozen=True)
class GameTask:
    """One game of a run, as a worker process receives it (everything in it pickles)."""

    index: int
    opponent: int
    seed: int
    seat: int  # the deck under test's seat
    game: str
    specs: tuple[str, ...]
    decks: tuple[Deck, ...]
    options: dict[str, Any] = field(compare=False)
    names: tuple[str, ...] | None = None


@dataclass(frozen=True)
class LabPlan:
    """A whole run. ``agents`` is (the deck under test's agent spec, the opponents' spec);
    ``games`` is per opponent; ``names`` one per seat (None: the game's own, at its fewest seats)."""

    game: str
    deck: Deck
    opponents: tuple[Opponent, ...]
    games: int
    agents: tuple[str, str]
    players: int
    options: dict[str, Any]
    seed: int
    names: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if not self.opponents or len(self.opponents) > MAX_OPPONENTS:
            raise ValueError(f"a lab plays 1 to {MAX_OPPONENTS} opponents, not {len(self.opponents)}")
        if not 1 <= self.games <= MAX_GAMES:
            raise ValueError(f"a lab plays 1 to {MAX_GAMES:,} games an opponent, not {self.games:,}")
        if self.players < 2:
            raise ValueError(f"a lab needs at least two seats, not {self.players}")
        if not SEED_MIN <= self.seed or self.seed + self.total - 1 > SEED_MAX:
            raise ValueError(f"seed {self.seed} with {self.total:,} games goes past the last seed, {SEED_MAX:,}")

    @property
    def total(self) -> int:
        return self.games * len(self.opponents)

    def task(self, index: int) -> GameTask:
        opponent, game_number = divmod(index, self.games)
        seat = game_number % self.players
        theirs = self.opponents[opponent].deck
        decks = tuple(self.deck if s == seat else theirs for s in range(self.players))
        specs = tuple(self.agents[0] if s == seat else self.agents[1] for s in range(self.players))
        return GameTask(index, opponent, self.seed + index, seat, self.game, specs, decks, dict(self.options),
                        self.names)

    def tasks(self) -> Iterator[GameTask]:
        for index in range(self.total):
            yield self.task(index)

    def describe(self) -> dict[str, Any]:
        """The plan as the results file and ``lab --json`` record it."""
        return {
            "game": self.game,
            "deck": self.deck.name,
            "deck_hash": deck_hash(self.deck),
            "opponents": [{"label": o.label, "deck": o.deck.name, "source": o.source, "deck_hash": deck_hash(o.deck)}
                          for o in self.opponents],
            "games_per_opponent": self.games,
            "agents": {"deck": self.agents[0], "opponents": self.agents[1]},
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "seeds": [self.seed, self.seed + self.total - 1],
        }
