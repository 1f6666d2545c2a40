"""Decks drawn at random from the card pool: the cards a seat has not seen, and whole legal decks.

Two users. ``determinize`` fills the other seat's unseen cards when that seat's deck list is
hidden (``sample_unseen``): the computer player must not read the real list, so it guesses a
plausible one from the card set, around the cards it has seen. ``tabletop.decks.random_deck``
builds whole random decks under a construction setting (``random_deck``) for the contract tests.

"Plausible" means what a legal tournament deck could hold: at most four cards of a name and
the Roman-numeral limits (I, II), two of each Player number, and a bench of different Player
cards. Beginner decks may break the copy limits (Part 1 sets none), so when the cards a seat
has shown already pass a limit, the sample simply adds no more of that name; when no card is
left under the limits at all, it draws from the whole set.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from tabletop.games.breakaway_ccg.cards import SUITS, CardSet
from tabletop.games.breakaway_ccg.construction import (
    BENCH_POINTS,
    BENCH_SIZE,
    MAX_COPIES,
    MAX_POINTS,
    MIN_DECK,
    MIN_EACH_PLAYER,
    PLAYER_NUMBERS,
)
from tabletop.games.breakaway_ccg.tables import copy_id


class Pool:
    """The card set arranged for drawing: names, their copy limits, Player cards by number."""

    def __init__(self, cards: CardSet) -> None:
        self.cards = cards
        self.ids: tuple[str, ...] = cards.ids
        self.name = {c.id: c.name for c in cards.cards}
        self.limit: dict[str, int] = {}
        for c in cards.cards:
            limit = min(MAX_COPIES, c.max_copies or MAX_COPIES)
            self.limit[c.name] = min(self.limit.get(c.name, limit), limit)
        self.player = {c.id: c.player for c in cards.cards}
        self.by_number = {n: tuple(c.id for c in cards.cards if c.player and c.number == n) for n in PLAYER_NUMBERS}
        self.number = {c.id: c.number for c in cards.cards if c.player}
        self.player_names = tuple(dict.fromkeys(c.name for c in cards.cards if c.player))
        self.ids_of = {name: tuple(c.id for c in cards.cards if c.name == name) for name in self.limit}
        self.no_names = dict.fromkeys(self.limit, 0)
        self.no_numbers = dict.fromkeys(PLAYER_NUMBERS, 0)
        #: Per seat, each card's first copy ids, made once (``copy_id`` makes any others).
        self.copies = tuple({c: tuple(copy_id(seat, c, n) for n in range(1, 9)) for c in self.ids} for seat in (0, 1))
        self.points = {c.id: c.points for c in cards.cards}
        self.all_suits = {c.id: set(c.suits) == set(SUITS) for c in cards.cards}


_POOLS: dict[int, tuple[CardSet, Pool]] = {}


def pool(cards: CardSet) -> Pool:
    """The pool of a card set, built once per card set."""
    kept = _POOLS.get(id(cards))
    if kept is None or kept[0] is not cards:
        kept = (cards, Pool(cards))
        _POOLS[id(cards)] = kept
    return kept[1]


def shuffled(items: Sequence[str], rng: random.Random) -> list[str]:
    """``items`` in random order: sorted on random keys, which is ``rng.shuffle`` in effect (every
    order equally likely) at a third of its cost, for the computer player's many samples."""
    random_ = rng.random
    return [item for _, item in sorted(zip([random_() for _ in items], items))]


class LastPlan:
    """The plan of the last view asked about, made by ``make(tables, view)`` when another view
    comes: the computer player draws several samples of each view, so what the view alone decides
    is worked out once. The view and its plan are kept as one tuple, replaced whole, so two
    threads never mix one view's plan with another's."""

    def __init__(self, make: Callable[[Any, Any], Any]) -> None:
        self._make = make
        self._last: tuple = (None, None, None)

    def __call__(self, tables: Any, view: Any) -> Any:
        kept = self._last
        if kept[0] is view and kept[1] is tables:
            return kept[2]
        plan = self._make(tables, view)
        self._last = (view, tables, plan)
        return plan


def _split(copy: str) -> tuple[str, int]:
    """(card id, copy number) of a copy id (``s2:goal-skate~3`` -> ``goal-skate``, 3)."""
    card_id, _, n = copy[3:].partition("~")
    return card_id, int(n) if n else 1


def sample_unseen(cards: CardSet, seat: int, seen: Sequence[str], count: int, bench_count: int,
                  rng: random.Random) -> tuple[list[str], list[str], tuple[tuple[str, int], ...]]:
    """``count`` copy ids for the cards of ``seat`` not in sight, as (bench, the rest shuffled, the
    deck list that the seen cards and the rest make up: card id -> copies, in the order met).

    ``seen`` are the seat's copies in sight (discards, score piles, the play area). Copies are
    numbered from 1 without gaps, so a seen ``~3`` means copies 1 and 2 exist: unseen ones are
    kept with their ids. The rest are drawn from the card set (see the module's note): the
    bench first (``bench_count`` Player cards of different names), then two of each Player
    number in all, then any cards. ``Unseen(...).sample(rng)`` draws the same, for a caller that
    draws many samples around the same cards in sight."""
    return Unseen(cards, seat, seen, count, bench_count).sample(rng)


class Unseen:
    """What the samples of one seat's unseen cards start from, worked out once from the cards in
    sight (as ``sample_unseen`` describes): the copies they imply, the names and Player numbers
    already counted, the bench's candidate names. The computer player draws several samples of
    one view, so ``sample`` does only the drawing, by rejection with ``rng.random()``, which is
    quick while most names have room."""

    def __init__(self, cards: CardSet, seat: int, seen: Sequence[str], count: int, bench_count: int) -> None:
        p = self.pool = pool(cards)
        name_of, limit = p.name, p.limit
        used: dict[str, list[int]] = {}
        names = dict(p.no_names)
        numbers = dict(p.no_numbers)
        number_of = p.number
        for copy in seen:
            card_id, n = _split(copy)
            used.setdefault(card_id, []).append(n)
            names[name_of[card_id]] += 1
            if card_id in number_of:
                numbers[number_of[card_id]] += 1
        rest: list[str] = []
        top: dict[str, int] = {}
        for card_id, numbered in used.items():
            top[card_id] = highest = max(numbered)
            for n in range(1, highest):
                if n not in numbered and len(rest) < count:
                    rest.append(copy_id(seat, card_id, n))
                    names[name_of[card_id]] += 1
                    if card_id in number_of:
                        numbers[number_of[card_id]] += 1
        listed = {card_id: len(numbered) for card_id, numbered in used.items()}
        for copy in rest:
            listed[_split(copy)[0]] += 1
        # The bench: Player cards of different names (names with room first).
        want = min(bench_count, count - len(rest))
        open_names = [n for n in p.player_names if names[n] < limit[n]]
        if len(open_names) < want:
            open_names += [n for n in p.player_names if n not in open_names]
        self.seat, self.count, self.bench_count = seat, count, bench_count
        self.names, self.numbers, self.rest, self.top, self.listed = names, numbers, rest, top, listed
        self.open_names, self.bench_size = open_names, min(want, len(open_names))

    def sample(self, rng: random.Random) -> tuple[list[str], list[str], tuple[tuple[str, int], ...]]:
        """(bench, the rest shuffled, the deck list), as ``sample_unseen`` returns them. A card is
        drawn by rejection: up to 16 tries at random, then among the cards with room."""
        p, seat, count = self.pool, self.seat, self.count
        name_of, limit, number_of = p.name, p.limit, p.number
        names, numbers, top, listed = dict(self.names), dict(self.numbers), dict(self.top), dict(self.listed)
        rest = list(self.rest)
        random_ = rng.random
        copies = p.copies[seat]

        def register(card_id: str, name: str) -> str:
            """Count a drawn card in and give it the next copy id."""
            names[name] += 1
            if card_id in number_of:
                numbers[number_of[card_id]] += 1
            n = top.get(card_id, 0)
            top[card_id] = n + 1
            made = copies[card_id]
            return made[n] if n < len(made) else copy_id(seat, card_id, n + 1)

        def among_open(ids: Sequence[str], relax: bool) -> str | None:
            """After 16 misses: a card of ``ids`` with room (any, if ``relax`` and none has), or None."""
            open_ids = [c for c in ids if names[name_of[c]] < limit[name_of[c]]]
            if open_ids:
                return open_ids[int(random_() * len(open_ids))]
            return ids[int(random_() * len(ids))] if relax and ids else None

        bench: list[str] = []
        for name in rng.sample(self.open_names, self.bench_size):
            ids = p.ids_of[name]
            bench.append(register(ids[int(random_() * len(ids))], name))
        bench_count = self.bench_count
        while len(bench) < bench_count and rest:       # no room to draw a bench: copies already implied
            bench.append(rest.pop())
            listed[_split(bench[-1])[0]] -= 1
        for player_number in PLAYER_NUMBERS:
            ids = p.by_number[player_number]
            size = len(ids)
            while numbers[player_number] < MIN_EACH_PLAYER and len(bench) + len(rest) < count:
                for _ in range(16):
                    card_id = ids[int(random_() * size)]
                    if names[name_of[card_id]] < limit[name_of[card_id]]:
                        break
                else:
                    found = among_open(ids, False)
                    if found is None:
                        break
                    card_id = found
                listed[card_id] = listed.get(card_id, 0) + 1
                rest.append(register(card_id, name_of[card_id]))
        ids = p.ids
        size = len(ids)
        for _ in range(count - len(bench) - len(rest)):
            for _ in range(16):
                card_id = ids[int(random_() * size)]
                name = name_of[card_id]
                if names[name] < limit[name]:
                    break
            else:
                card_id = among_open(ids, True)  # type: ignore[assignment]
                name = name_of[card_id]
            listed[card_id] = listed.get(card_id, 0) + 1
            rest.append(register(card_id, name))
        return bench, shuffled(rest, rng), tuple((c, n) for c, n in listed.items() if n)


# ----- whole decks --------------------------------------------------------------------------------
TOURNAMENT, CASUAL, BEGINNER = "tournament", "casual", "beginner"


def random_deck(cards: CardSet, rng: random.Random, setting: str = TOURNAMENT,
                size: int | None = None) -> tuple[tuple[tuple[str, int], ...], tuple[str, ...]]:
    """A random deck (cards, bench) meant to pass ``setting``'s construction checks.

    Tournament: one copy of each card (copies of a name differ in suit) except cards showing all
    four suits, four of a name, the Roman numerals, at most 1000 points; a bench of five Player
    cards of different names and at most 85 points. Casual drops the copy limits, so cards may
    come two or three at a time; Beginner also drops the points. Callers check the result (see
    ``tabletop.decks.random_deck``): a draw that misses the point cap is drawn again there.
    """
    p = pool(cards)
    size = size if size is not None else MIN_DECK + rng.randrange(6)
    strict = setting == TOURNAMENT
    names: Counter = Counter()
    counts: Counter = Counter()
    points = 0

    def fits(card_id: str) -> bool:
        if not strict:
            return True
        if counts[card_id] and not p.all_suits[card_id]:
            return False                    # a second copy would repeat the suit
        name = p.name[card_id]
        return names[name] < p.limit[name] and points + p.points[card_id] <= MAX_POINTS

    def put(card_id: str, copies: int = 1) -> None:
        nonlocal points
        counts[card_id] += copies
        names[p.name[card_id]] += copies
        points += p.points[card_id] * copies

    for number in PLAYER_NUMBERS:
        ids = list(p.by_number[number])
        rng.shuffle(ids)
        for card_id in ids[:MIN_EACH_PLAYER]:
            put(card_id)
    tries = 0
    while sum(counts.values()) < size and tries < 10_000:
        tries += 1
        card_id = p.ids[rng.randrange(len(p.ids))]
        if not fits(card_id):
            continue
        copies = 1 if strict else min(size - sum(counts.values()), rng.choice((1, 1, 1, 2, 3)))
        put(card_id, copies)
    # The bench: five Player cards of different names (cards the deck does not hold, when it can).
    bench: list[str] = []
    bench_points = 0
    players = [c for c in p.ids if p.player[c]]
    rng.shuffle(players)
    players.sort(key=lambda c: counts[c] > 0)       # stable: unused cards first, in random order
    for card_id in players:
        if len(bench) == BENCH_SIZE:
            break
        if any(p.name[b] == p.name[card_id] for b in bench):
            continue
        if setting != BEGINNER and bench_points + p.points[card_id] > BENCH_POINTS:
            continue
        bench.append(card_id)
        bench_points += p.points[card_id]
    order = {c: i for i, c in enumerate(p.ids)}
    listed = tuple(sorted(((c, n) for c, n in counts.items() if n), key=lambda item: order[item[0]]))
    return listed, tuple(bench)
