"""Lookups built from the card set and the rink, and the card copies of a deck.

The rules read plain dicts and frozensets on every action instead of walking card objects,
which is what keeps random playouts fast. A card copy's id says everything about it:
``s1:sniper-7-stick~2`` is seat 1's second copy of ``sniper-7-stick``. So the per-copy
lookups (owner, card, strength, colors...) need no deck at all: each is a dict filled on
first use from the id (``CopyLookup``), and serves every game whatever decks it was set up
with. Which copies a game holds comes from the decks in its state (``deck_copies``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from tabletop.engine.words import with_article
from tabletop.games.breakaway_ccg.cards import GOALIE, Card, CardSet
from tabletop.games.breakaway_ccg.rink import BEHIND_NET, OFFENSIVE, Rink

#: The Beginner rules' basic actions (Part 1, "Taking Turns"), in the order the book lists them.
BASIC_ACTIONS = ("move", "shoot", "score", "save", "body-check")
# Strength for comparisons (ruling B3): numbered cards 0-8, then the Goalie, then no number.
GOALIE_STRENGTH = -1
NO_NUMBER_STRENGTH = -2
SEAT_PREFIXES = ("s1:", "s2:")
#: The highest copy number a copy id may carry: a deck file holds at most 999 cards
#: (``tabletop.decks.model.MAX_DECK_CARDS``), so no deck numbers a card further.
MAX_COPY = 999
#: Entries a lookup keeps (far more than any game uses; a caller trying every possible copy id
#: must not grow it without bound). Ids past it are still answered, only not kept.
MAX_KEPT = 20_000


def copy_id(seat: int, card_id: str, n: int) -> str:
    """The id of ``seat``'s ``n``-th physical copy of ``card_id`` (n from 1)."""
    return f"s{seat + 1}:{card_id}" if n == 1 else f"s{seat + 1}:{card_id}~{n}"


def instance_ids(seat: int, card_ids: tuple[str, ...], seen: Counter) -> tuple[str, ...]:
    """Physical-copy ids for ``card_ids`` in ``seat``'s collection, numbering repeats ``~2``, ``~3``..."""
    out = []
    for card_id in card_ids:
        seen[card_id] += 1
        out.append(copy_id(seat, card_id, seen[card_id]))
    return tuple(out)


def parse_copy(value: str, cards: CardSet) -> tuple[int, str, int] | None:
    """(seat, card id, copy number) of a well-formed copy id of this card set, else None.

    Purely syntactic: whether that copy is in a given game is the position's business.
    Canonical form only (``~1`` and leading zeros are not ids), so one copy has one id.
    """
    prefix = value[:3]
    if prefix == "s1:":
        seat = 0
    elif prefix == "s2:":
        seat = 1
    else:
        return None
    card_id, tilde, number = value[3:].partition("~")
    if card_id not in cards.by_id:
        return None
    if not tilde:
        return seat, card_id, 1
    if not number.isdigit() or not number.isascii() or number[0] == "0" or len(number) > 3:
        return None
    n = int(number)
    if not 2 <= n <= MAX_COPY:
        return None
    return seat, card_id, n


class CopyLookup(dict):
    """copy id -> one fact about the copy, computed from the id on first use and kept.

    ``lookup[copy]`` raises KeyError for a string that is not a well-formed copy id (as a
    plain dict would); ``get`` and ``in`` see only the entries filled so far.
    """

    __slots__ = ("_cards", "_fact")

    def __init__(self, cards: CardSet, fact: Callable[[str, int, Card], Any]) -> None:
        super().__init__()
        self._cards = cards
        self._fact = fact

    def __missing__(self, key: Any) -> Any:
        parsed = parse_copy(key, self._cards) if type(key) is str else None
        if parsed is None:
            raise KeyError(key)
        seat, card_id, _n = parsed
        value = self._fact(key, seat, self._cards.by_id[card_id])
        if len(self) < MAX_KEPT:
            self[key] = value
        return value


def _strength(card: Card) -> int:
    if card.number is None:
        return NO_NUMBER_STRENGTH
    if card.number == GOALIE:
        return GOALIE_STRENGTH
    return int(card.number)


class Tables:
    """Per card copy: owner, card, strength, Doubles key, colors, usable actions, labels; per area:
    arrows and names; per seat: the areas it may shoot from. One per game (the card set and the
    rink), whatever decks the players bring."""

    def __init__(self, cards: CardSet, rink: Rink) -> None:
        self.cards = cards
        self.rink = rink

        def lookup(fact: Callable[[str, int, Card], Any]) -> CopyLookup:
            return CopyLookup(cards, fact)

        self.owner = lookup(lambda _i, seat, _c: seat)
        self.card = lookup(lambda _i, _s, c: c)
        self.strength = lookup(lambda _i, _s, c: _strength(c))
        # Doubles (ruling B9): the same number, or for unnumbered cards the same name.
        self.pair_key = lookup(lambda _i, _s, c: c.number if c.number is not None else f"name:{c.name}")
        self.colors = lookup(lambda _i, _s, c: c.colors)
        # Whether the card may have Bronze by its color or a symbol that grants it (a face-off looks).
        self.bronze = lookup(lambda _i, _s, c: "bronze" in c.colors or any(
            s.color == "bronze" and s.kind in ("dot", "number", "zone", "affiliation") for s in c.symbols))
        self.actions = lookup(lambda _i, _s, c: frozenset(a for a in c.actions if a in BASIC_ACTIONS))
        self.player = lookup(lambda _i, _s, c: c.player)
        # (special id, rule) of the card's specials that have a rule (``specials.interpreter`` reads them).
        self.special_rules = lookup(lambda _i, _s, c: tuple((s, r) for s in c.specials
                                                            for r in cards.special_rules.get(s, ())))
        self.name = lookup(lambda _i, _s, c: c.name)
        #: The name after the article its sound takes, for sentences: "an Enforcer", "a Sniper".
        self.a_name = lookup(lambda _i, _s, c: with_article(c.name))
        self.label = lookup(lambda _i, _s, c: f"{c.label} ({'/'.join(c.suits) or 'no suit'})")
        self.arrows = {a.id: a.arrows for a in rink.areas}
        self.area_name = {a.id: f"{a.name} ({a.number})" for a in rink.areas}
        self.areas = rink.ids
        self.area_set = frozenset(self.areas)
        #: Where Part 1's Shoot is taken: areas 1-6 of the opponent's end (Beginner rules, Scoring a Goal).
        self.shooting = tuple(frozenset(a.id for a in rink.areas if rink.can_shoot_from(a.id, s)) for s in (0, 1))
        #: Each seat's offensive zone, every area of the opponent's end: where Part 2's Shoot and On-Net
        #: are taken (Actions: Shoot, On-Net; How to Score a Goal: Initiate Shot).
        self.offensive = tuple(frozenset(a.id for a in rink.areas if a.zone[s] == OFFENSIVE) for s in (0, 1))
        #: The areas behind a net (7), where a penalty shot's puck may not go (Penalty Shots).
        self.behind_net = frozenset(a.id for a in rink.areas if a.number == BEHIND_NET)

    def is_copy(self, value: Any) -> bool:
        """Whether ``value`` is a well-formed copy id of this card set (in some game or other)."""
        return type(value) is str and parse_copy(value, self.cards) is not None


@lru_cache(maxsize=64)
def deck_copies(seat: int, cards: tuple[tuple[str, int], ...],
                bench: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The copy ids of a deck played from ``seat``: (the deck's, in list order; the bench's).

    The bench numbers on from the deck (a bench card that is also in the deck is its next
    copy), as the copy ids of the shipped decks always have. Cached by the lists a state holds,
    so looking a game's copies up again is one dict lookup.
    """
    seen: Counter = Counter()
    deck = instance_ids(seat, tuple(card for card, n in cards for _ in range(n)), seen)
    return deck, instance_ids(seat, bench, seen)
