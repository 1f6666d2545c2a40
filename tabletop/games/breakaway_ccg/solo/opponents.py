"""The Solo Opponent cards (``card_data/breakaway_ccg/solo_opponents.yaml``), read and checked.

The book's solo play draws one at random: it names the automated opponent's bench and the
strategy rules it plays by (Part 2, "Solo Play"). The book prints none, so the cards are
authored (rulings S1, S2); ``solo`` is what follows them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tabletop.cards.loader import load_checked, validate
from tabletop.games.breakaway_ccg.cards import CardDataError, data_dir

KIND = "ccg-solo-opponents"


@dataclass(frozen=True, slots=True)
class Strategy:
    shoot_from: int          # shoots only from a shooting area numbered this or lower
    body_check: str          # always | never
    carry: str               # forward | hold
    swap: str                # always | never
    momentum: str            # first-turn | when-behind | when-shooting
    pull_goalie: str         # never | when-behind
    challenge: str           # highest | random
    specials: str            # use | skip


@dataclass(frozen=True, slots=True)
class SoloOpponent:
    id: str
    name: str
    text: str
    bench_pick: str          # highest | lowest | spread
    bench_goalie: bool
    strategy: Strategy


def _cards(data: dict, where: str) -> dict[str, SoloOpponent]:
    """Build the cards and check what the schema cannot: unique ids and names."""
    cards: dict[str, SoloOpponent] = {}
    names: dict[str, str] = {}
    for entry in data["cards"]:
        card_id = entry["id"]
        if card_id in cards:
            raise CardDataError.at(where, card_id, "id", "is used by two Solo Opponent cards")
        name = entry["name"].strip()
        if name in names:
            raise CardDataError.at(where, card_id, "name", f"{name!r} is already {names[name]!r}'s")
        names[name] = card_id
        s = entry["strategy"]
        cards[card_id] = SoloOpponent(
            card_id, name, entry["text"].strip(), entry["bench"]["pick"], entry["bench"]["goalie"],
            Strategy(s["shoot_from"], s["body_check"], s["carry"], s["swap"], s["momentum"], s["pull_goalie"],
                     s["challenge"], s["specials"]))
    return cards


def parse_solo_opponents(data: Any, where: str) -> dict[str, SoloOpponent]:
    return _cards(validate(data, KIND, where), where)


def load_solo_opponents(path: str | Path) -> dict[str, SoloOpponent]:
    path = Path(path)
    return _cards(load_checked(path, KIND), str(path))


@lru_cache(maxsize=1)
def solo_opponents() -> dict[str, SoloOpponent]:
    return load_solo_opponents(data_dir() / "solo_opponents.yaml")
