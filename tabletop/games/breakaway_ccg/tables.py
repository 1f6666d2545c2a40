"""Lookups built once per game from the card set, the two teams and the rink.

The rules read these plain dicts and frozensets on every action instead of walking card
objects, which is what keeps random playouts fast.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tabletop.games.breakaway_ccg.cards import GOALIE, Card, CardSet, Deck
from tabletop.games.breakaway_ccg.rink import Rink

#: The Beginner rules' basic actions (Part 1, "Taking Turns"), in the order the book lists them.
BASIC_ACTIONS = ("move", "shoot", "score", "save", "body-check")
# Strength for comparisons (ruling B3): numbered cards 0-8, then the Goalie, then no number.
GOALIE_STRENGTH = -1
NO_NUMBER_STRENGTH = -2


def instance_ids(seat: int, card_ids: tuple[str, ...], seen: Counter) -> tuple[str, ...]:
    """Physical-copy ids for ``card_ids`` in ``seat``'s collection, numbering repeats ``~2``, ``~3``..."""
    out = []
    for card_id in card_ids:
        seen[card_id] += 1
        n = seen[card_id]
        out.append(f"s{seat + 1}:{card_id}" if n == 1 else f"s{seat + 1}:{card_id}~{n}")
    return tuple(out)


@dataclass(frozen=True)
class Team:
    deck_id: str
    name: str
    deck: tuple[str, ...]        # instance ids, in the deck file's order (shuffled at set-up)
    bench: tuple[str, ...]       # instance ids


class Tables:
    """Per card copy: owner, card, strength, Doubles key, colors, usable actions, labels; per area:
    arrows and names; per seat: the areas it may shoot from. Both starter teams are laid out for
    both seats, so the ``teams`` option only chooses which pair a game uses."""

    def __init__(self, cards: CardSet, decks: tuple[tuple[str, Deck], ...], rink: Rink) -> None:
        self.cards = cards
        self.rink = rink
        self.teams: dict[str, tuple[Team, Team]] = {}
        self.card: dict[str, Card] = {}
        self.owner: dict[str, int] = {}
        for deck_id, deck in decks:
            seated = []
            for seat in (0, 1):
                seen: Counter = Counter()
                team = Team(deck_id, deck.name, instance_ids(seat, deck.expanded(), seen),
                            instance_ids(seat, deck.bench, seen))
                seated.append(team)
                for inst in team.deck + team.bench:
                    self.card[inst] = cards.by_id[inst.split(":", 1)[1].split("~", 1)[0]]
                    self.owner[inst] = seat
            self.teams[deck_id] = (seated[0], seated[1])
        self.instances = frozenset(self.card)
        self.by_seat: tuple[tuple[str, ...], tuple[str, ...]] = tuple(  # type: ignore[assignment]
            tuple(sorted(i for i in self.card if self.owner[i] == seat)) for seat in (0, 1))
        self.strength = {i: self._strength(c) for i, c in self.card.items()}
        # Doubles (ruling B9): the same number, or for unnumbered cards the same name.
        self.pair_key = {i: (c.number if c.number is not None else f"name:{c.name}") for i, c in self.card.items()}
        self.colors = {i: c.colors for i, c in self.card.items()}
        self.actions = {i: frozenset(a for a in c.actions if a in BASIC_ACTIONS) for i, c in self.card.items()}
        self.player = {i: c.player for i, c in self.card.items()}
        self.name = {i: c.name for i, c in self.card.items()}
        self.label = {i: f"{c.label} ({'/'.join(c.suits) or 'no suit'})" for i, c in self.card.items()}
        self.arrows = {a.id: a.arrows for a in rink.areas}
        self.area_name = {a.id: f"{a.name} ({a.number})" for a in rink.areas}
        self.areas = rink.ids
        self.area_set = frozenset(self.areas)
        self.shooting = tuple(frozenset(a.id for a in rink.areas if rink.can_shoot_from(a.id, s)) for s in (0, 1))

    @staticmethod
    def _strength(card: Card) -> int:
        if card.number is None:
            return NO_NUMBER_STRENGTH
        if card.number == GOALIE:
            return GOALIE_STRENGTH
        return int(card.number)
