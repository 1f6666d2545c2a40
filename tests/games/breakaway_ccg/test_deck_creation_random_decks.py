"""Breakaway: CCG, Part 2 "Deck Creation" and Game Setup's "Select Bench": whole decks drawn at random.

A random deck keeps the same rules the deck checker enforces: at least 60 cards, at most 1000 points,
two of each Player number (#0-#8 and Goalie), four of a name at most, the I / II numerals, no suit
repeated among a name's copies (cards showing all four suits excepted), and a bench of five Player
cards of different names worth at most 85 points (no point cap in Beginner mode). Casual decks drop
the copy and point limits.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.games.breakaway_ccg.cards import GOALIE, SUITS, card_set
from tabletop.games.breakaway_ccg.sampling import BEGINNER, CASUAL, TOURNAMENT, pool, random_deck
from tests.games.breakaway_ccg.helpers_deck_sampling import NUMBERS, Recording, cset, mk, players


def test_default_size_is_sixty_to_sixty_five():
    """Deck Size: 60 at least; the draw picks 60 plus 0-5."""
    rng = Recording(1)
    listed, _bench = random_deck(card_set(), rng, CASUAL)
    assert rng.ranges[0] == (6,)
    assert sum(n for _, n in listed) == 60 + random.Random(1).randrange(6)
    rng = Recording(1)
    random_deck(card_set(), rng, CASUAL, size=61)
    assert (6,) not in rng.ranges


@pytest.mark.parametrize("seed", range(3))
def test_tournament_deck_keeps_every_limit(seed):
    """Deck Creation: 60+ cards, at most 1000 points, two of each Player number, four of a name,
    no repeated suit in a name (all-suit cards excepted), I / II; the bench five different
    Player names at most 85 points; the list in card-set order."""
    cards = card_set()
    p = pool(cards)
    listed, bench = random_deck(cards, random.Random(seed))
    assert TOURNAMENT == "tournament"
    total = sum(n for _, n in listed)
    assert 60 <= total <= 65
    assert sum(p.points[c] * n for c, n in listed) <= 1000
    assert all(n == 1 or p.all_suits[c] for c, n in listed)
    names = Counter()
    for c, n in listed:
        names[p.name[c]] += n
    assert all(n <= p.limit[name] for name, n in names.items())
    numbers = Counter()
    for c, n in listed:
        if p.player[c]:
            numbers[p.number[c]] += n
    assert all(numbers[n] >= 2 for n in NUMBERS)
    order = [c for c, _ in listed]
    assert order == sorted(order, key=p.ids.index)
    assert len(bench) == 5 and all(p.player[c] for c in bench)
    assert len({p.name[c] for c in bench}) == 5 and sum(p.points[c] for c in bench) <= 85


def test_casual_deck_is_the_exact_size_with_repeats():
    """Casual drops the copy limits: cards come one to three at a time, and the size is exact."""
    cards = card_set()
    repeats = False
    for seed in range(4):
        rng = Recording(seed)
        listed, bench = random_deck(cards, rng, CASUAL, size=70)
        assert sum(n for _, n in listed) == 70
        assert rng.choices and set(rng.choices) == {(1, 1, 1, 2, 3)}
        repeats = repeats or any(n > 1 for _, n in listed)
        assert len(bench) == 5 and sum(pool(cards).points[c] for c in bench) <= 85
    assert repeats


class Threes(random.Random):
    """A seeded ``Random`` whose ``choice`` always takes the last item (three copies at a time)."""

    def choice(self, seq):
        return seq[-1]


def test_casual_copies_are_cut_to_the_size():
    """Casual: a draw of three copies with two places left puts two."""
    cards = cset(*players(points=0), *players(points=0, prefix="q"))
    listed, _ = random_deck(cards, Threes(1), CASUAL, size=22)
    assert sum(n for _, n in listed) == 22
    assert sorted(n for _, n in listed) == [1] * 19 + [3]          # one card's two more copies


def test_tournament_copies_one_suit_each_unless_all_suits():
    """Suit Duplication Limit: a one-suit card once; an all-suit card up to its name's four (II: two)."""
    base = players(points=0)
    cards = cset(*base, mk("x", player=False, suits=SUITS), mk("y", player=False),
                 mk("z", player=False, suits=SUITS, restriction="II"))
    listed, _bench = random_deck(cards, random.Random(3), TOURNAMENT, size=40)
    counts = dict(listed)
    assert counts["x"] == 4 and counts["y"] == 1 and counts["z"] == 2
    assert sum(counts.values()) == 17
    assert all(counts[c.id] == 1 for c in base)


def test_tournament_points_may_reach_exactly_one_thousand():
    """Point Limit: 1000 at most: a card taking the total to exactly 1000 fits, one past it does not."""
    cards = cset(*players(points=0), mk("big", player=False, points=1000))
    listed, _ = random_deck(cards, random.Random(2), TOURNAMENT, size=11)
    assert dict(listed).get("big") == 1
    cards = cset(*players(points=0), mk("huge", player=False, points=1001))
    listed, _ = random_deck(cards, random.Random(2), TOURNAMENT, size=11)
    assert "huge" not in dict(listed) and len(listed) == 10


def test_tournament_points_add_up_across_the_deck():
    """Point Limit (Deck Creation): the 1000 points are the whole deck's sum: three 300-point cards
    fit (900) and a fourth never does, whichever comes last."""
    heavy = tuple(mk(f"h{i}", player=False, points=300) for i in range(6))
    cards = cset(*players(points=0), *heavy)
    for seed in range(3):
        listed, _bench = random_deck(cards, random.Random(seed), TOURNAMENT, size=20)
        counts = dict(listed)
        assert sum(counts.get(c.id, 0) for c in heavy) == 3
        assert sum(cards.by_id[c].points * n for c, n in listed) == 900


def test_casual_ignores_the_copy_and_point_limits():
    """Casual: a card past the point cap and the suit rule still goes in."""
    cards = cset(*players(points=0), mk("huge", player=False, points=1001))
    listed, _ = random_deck(cards, random.Random(2), CASUAL, size=40)
    assert sum(n for _, n in listed) == 40 and dict(listed).get("huge", 0) >= 1


def test_the_player_minimum_takes_two_different_cards_of_each_number():
    """Two of each Player number, two different cards where the set has them."""
    cards = cset(*players(points=0), *players(points=0, prefix="q"))
    listed, _ = random_deck(cards, random.Random(5), TOURNAMENT, size=20)
    assert listed == tuple((c.id, 1) for c in cards.cards)


def test_the_bench_prefers_players_the_deck_does_not_hold():
    """The bench is five Player cards of different names, unused cards first."""
    cards = cset(*players(points=0), *players(points=0, prefix="q"), *players(points=0, prefix="r"))
    for seed in range(4):
        listed, bench = random_deck(cards, random.Random(seed), TOURNAMENT, size=20)
        used = {c for c, _ in listed}
        assert len(used) == 20 and len(bench) == 5 and not used & set(bench)
        assert len({cards.by_id[c].name for c in bench}) == 5


def test_the_bench_skips_a_second_card_of_a_name():
    """Bench: different names, so another card of a name on the bench is passed over."""
    same = tuple(mk(f"s{i}", name="SAME", number=i % 9, points=0) for i in range(9))
    cards = cset(*same, *players(points=0))
    _listed, bench = random_deck(cards, random.Random(1), TOURNAMENT, size=20)
    names = [cards.by_id[c].name for c in bench]
    assert len(bench) == 5 and len(set(names)) == 5


@pytest.mark.parametrize(("points", "setting", "size"), [
    (17, TOURNAMENT, 5), (18, TOURNAMENT, 4), (18, CASUAL, 4), (18, BEGINNER, 5), (30, BEGINNER, 5)])
def test_bench_points_cap_is_85_except_for_beginners(points, setting, size):
    """Select Bench: at most 85 points (five 17-point cards make exactly 85); Beginner has no cap."""
    cards = cset(*players(points=points))
    _listed, bench = random_deck(cards, random.Random(0), setting, size=10)
    assert len(bench) == size
    assert len({cards.by_id[c].name for c in bench}) == size


@pytest.mark.parametrize("setting", [TOURNAMENT, CASUAL])
def test_a_bench_card_past_the_points_is_skipped_and_the_search_goes_on(setting):
    """Select Bench (Part 1): 85 points at most. A card that would pass them is left out and the
    cheaper ones after it still come in: five 0-point cards, never an 86-point one."""
    cheap = tuple(mk(f"c{n}", number=n, points=0) for n in range(5))
    dear = tuple(mk(f"d{n}", number=n, points=86) for n in (5, 6, 7, 8, GOALIE))
    cards = cset(*cheap, *dear)
    for seed in range(3):
        _listed, bench = random_deck(cards, random.Random(seed), setting, size=10)
        assert sorted(bench) == [c.id for c in cheap]


@pytest.mark.parametrize(("setting", "size"), [("tournament", 4), ("casual", 4), ("beginner", 5)])
def test_the_settings_are_named_as_the_deck_checker_names_them(setting, size):
    """``tabletop.decks.check`` passes its setting names: Beginner by name drops the bench cap."""
    from tabletop.decks import check
    assert (TOURNAMENT, CASUAL, BEGINNER) == (check.TOURNAMENT, check.CASUAL, check.BEGINNER)
    _listed, bench = random_deck(cset(*players(points=18)), random.Random(0), setting, size=10)
    assert len(bench) == size
