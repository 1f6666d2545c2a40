"""Breakaway: CCG, the computer's guess of a seat's hidden deck, built around the copies it has shown.

The guess keeps to Part 2's "Deck Creation" as far as the shown copies allow: four of a name at most,
the I / II numerals (ruling C3), two of each Player number (#0-#8 and Goalie), and a bench of five
Player cards of different names (Game Setup, "Select Bench"). A shown copy ``~3`` means copies 1 and
2 exist too. The card pool it draws from reads each name's copy limit and Player number.
"""

from __future__ import annotations

import random
from collections import Counter

from tabletop.games.breakaway_ccg import sampling
from tabletop.games.breakaway_ccg.cards import GOALIE, SUITS, card_set
from tabletop.games.breakaway_ccg.sampling import Pool, _split, pool, sample_unseen, shuffled
from tests.games.breakaway_ccg.helpers_deck_sampling import NUMBERS, Script, cset, mk, players


def test_pool_copy_limits_follow_the_name_limit_and_the_roman_numerals():
    """Deck Creation: four of a name; I allows one copy, II two. Copies of one name share the
    tightest limit, whichever card of the name comes first."""
    cards = cset(mk("free"), mk("one", restriction="I"), mk("two", restriction="II"),
                 mk("mix-a", name="MIX"), mk("mix-b", name="MIX", restriction="I"),
                 mk("mux-a", name="MUX", restriction="II"), mk("mux-b", name="MUX"))
    p = Pool(cards)
    assert p.limit == {"FREE": 4, "ONE": 1, "TWO": 2, "MIX": 1, "MUX": 2}
    assert p.ids_of == {"FREE": ("free",), "ONE": ("one",), "TWO": ("two",), "MIX": ("mix-a", "mix-b"),
                        "MUX": ("mux-a", "mux-b")}
    assert p.no_names == {"FREE": 0, "ONE": 0, "TWO": 0, "MIX": 0, "MUX": 0}
    assert p.ids == ("free", "one", "two", "mix-a", "mix-b", "mux-a", "mux-b")
    assert p.name["mix-b"] == "MIX" and p.points["free"] == 10


def test_pool_player_numbers_leave_out_numbered_cards_that_are_not_players():
    """Deck Creation: the two-of-each minimum counts Player cards (#0-#8, Goalie); a numbered card
    that is not a Player card (Score 5) is no Player #5."""
    cards = cset(*players(), mk("score-5", number=5, player=False), mk("p5b", name="P5", number=5),
                 mk("stick", points=3))
    p = Pool(cards)
    assert p.by_number[5] == ("p5", "p5b")
    assert p.by_number[GOALIE] == ("pg",) and p.by_number[0] == ("p0",)
    assert "score-5" not in p.number and p.number["p5b"] == 5 and p.number["pg"] == GOALIE
    assert p.player == {**{c.id: True for c in players()}, "score-5": False, "p5b": True, "stick": False}
    assert p.player_names == ("P0", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "PG")
    assert p.no_numbers == dict.fromkeys(NUMBERS, 0)


def test_pool_first_copy_ids_are_per_seat():
    """Copy ids: seat 1's first copy is ``s1:<id>``, its second ``s1:<id>~2``; seat 2's ``s2:...``."""
    p = Pool(cset(mk("goal")))
    assert p.copies[0]["goal"][:3] == ("s1:goal", "s1:goal~2", "s1:goal~3")
    assert p.copies[1]["goal"][0] == "s2:goal" and p.copies[1]["goal"][-1] == "s2:goal~8"
    assert len(p.copies) == 2 and len(p.copies[0]["goal"]) == 8


def test_pool_all_suit_cards_are_marked():
    """Deck Creation: cards showing all four suits may repeat a suit."""
    p = Pool(cset(mk("all", suits=SUITS), mk("three", suits=SUITS[:3])))
    assert p.all_suits == {"all": True, "three": False}


def test_pool_is_built_once_per_card_set_and_not_reused_for_another(monkeypatch):
    """The pool is cached by the card set's identity; a stale entry for a different set under the
    same key is replaced."""
    cards = cset(mk("goal"))
    first = pool(cards)
    assert isinstance(first, Pool) and pool(cards) is first and first.cards is cards
    other = cset(mk("save"))
    monkeypatch.setitem(sampling._POOLS, id(cards), (other, Pool(other)))
    fresh = pool(cards)
    assert fresh.cards is cards and fresh.ids == ("goal",)
    assert sampling._POOLS[id(cards)] == (cards, fresh)


def test_a_copy_id_names_its_card_and_its_copy_number():
    """A copy id ``s2:goal-skate~3`` is seat 2's third copy of goal-skate; no ``~`` means the first."""
    assert _split("s2:goal-skate~3") == ("goal-skate", 3)
    assert _split("s1:goal-skate") == ("goal-skate", 1)
    assert _split("s1:a~12") == ("a", 12)


def test_a_shuffle_orders_the_cards_by_their_random_keys():
    """Every item once, in the order of the keys drawn for them in turn."""
    assert shuffled(["a", "b", "c", "d"], Script([0.5, 0.1, 0.9, 0.3])) == ["b", "d", "a", "c"]
    assert shuffled([], Script()) == []
    rng = random.Random(4)
    items = [f"c{i}" for i in range(30)]
    out = shuffled(items, rng)
    assert sorted(out) == sorted(items) and out != items


def test_gaps_below_a_seen_copy_are_kept_up_to_the_count():
    """A seen ``~3`` means copies 1 and 2 exist: they are unseen cards of the list, but no more
    than the unseen count."""
    cards = cset(*players(), mk("x"))
    bench, rest, listed = sample_unseen(cards, 1, ["s2:x~3", "s2:p0"], 1, 0, Script())
    assert (bench, rest, listed) == ([], ["s2:x"], (("x", 2), ("p0", 1)))
    bench, rest, listed = sample_unseen(cards, 1, ["s2:x~3", "s2:p0"], 2, 0, Script())
    assert (bench, rest, listed) == ([], ["s2:x", "s2:x~2"], (("x", 3), ("p0", 1)))
    bench, rest, listed = sample_unseen(cards, 1, ["s2:x~3", "s2:x", "s2:p0"], 5, 0, Script())
    assert listed[:2] == (("x", 3), ("p0", 2)) and "s2:x~2" in rest and "s2:x" not in rest


def test_a_full_sample_draws_bench_then_two_of_each_number_then_any_card():
    """A deck guessed from nothing: the bench (five Player cards of different names), two of each
    Player number in all, then any cards up to the count, never past four of a name."""
    cards = cset(*players(), mk("a", player=False), mk("b", player=False, restriction="I"))
    rng = Script()
    bench, rest, listed = sample_unseen(cards, 0, [], 25, 5, rng)
    names = ["P0", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "PG"]
    assert rng.samples == [(names, 5)]
    assert bench == ["s1:p0", "s1:p1", "s1:p2", "s1:p3", "s1:p4"]
    numbers = [f"s1:p{n}~2" for n in range(5)] + [c for n in (5, 6, 7, 8, "g") for c in (f"s1:p{n}", f"s1:p{n}~2")]
    # p0 has room for two more (four of the name with the bench copy), then p1 twice, then p2.
    extra = ["s1:p0~3", "s1:p0~4", "s1:p1~3", "s1:p1~4", "s1:p2~3"]
    assert rest == sorted(numbers + extra)
    assert listed == (("p0", 3), ("p1", 3), ("p2", 2), ("p3", 1), ("p4", 1), ("p5", 2), ("p6", 2), ("p7", 2),
                      ("p8", 2), ("pg", 2))
    assert len(bench) + len(rest) == 25


def test_seen_copies_count_toward_the_names_and_numbers():
    """Seen copies fill the two-of-a-number minimum and the name limits: a Player number already
    shown twice gets no more, and a name shown to its limit stays off the bench."""
    cards = cset(*players(restriction="I"), mk("a", player=False))
    seen = ["s1:p0", "s1:p1~2", "s1:a"]
    rng = Script()
    bench, rest, listed = sample_unseen(cards, 0, seen, 3, 2, rng)
    # p1~2 implies p1 (kept); P0 and P1 are at their limit of one, so the bench is from P2 on.
    assert rng.samples == [(["P2", "P3", "P4", "P5", "P6", "P7", "P8", "PG"], 2)]
    assert bench == ["s1:p2", "s1:p3"] and rest == ["s1:p1"]
    assert listed == (("p0", 1), ("p1", 2), ("a", 1))


def test_implied_copies_count_toward_the_name_limit():
    """Roman numeral II: a seen ``~2`` means two copies, so that name has no room left for the bench."""
    cards = cset(*players(restriction="II"))
    rng = Script()
    bench, rest, listed = sample_unseen(cards, 0, ["s1:p0~2"], 2, 1, rng)
    assert rng.samples == [(["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "PG"], 1)]
    assert bench == ["s1:p1"] and rest == ["s1:p0"] and listed == (("p0", 2),)


def test_two_seen_copies_fill_a_roman_numeral_two_name():
    """Roman numeral II (Deck Creation; C3): a name shown twice has no room left, so the bench is
    drawn from the other names; each seen copy counts, not just the name's first one."""
    cards = cset(*players(restriction="II"))
    rng = Script()
    bench, rest, listed = sample_unseen(cards, 0, ["s1:p0", "s1:p0~2"], 1, 1, rng)
    assert rng.samples == [(["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "PG"], 1)]
    assert bench == ["s1:p1"] and rest == [] and listed == (("p0", 2),)


def test_a_name_under_its_limit_stays_open_for_the_bench():
    """II seen once, or four-of-a-name seen as ``~3`` (three copies): one more copy still fits."""
    names = ["P0", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "PG"]
    rng = Script()
    sample_unseen(cset(*players(restriction="II")), 0, ["s1:p0"], 1, 1, rng)
    assert rng.samples == [(names, 1)]
    rng = Script()
    bench, rest, listed = sample_unseen(cset(*players()), 0, ["s1:p0~3"], 3, 1, rng)
    assert rng.samples == [(names, 1)]
    assert bench == ["s1:p0~4"] and rest == ["s1:p0", "s1:p0~2"] and listed == (("p0", 3),)


def test_numbers_met_by_seen_copies_and_gaps_are_not_drawn_again():
    """Two of #0 seen and #1 (with its gap copy) already make two each: the draws start at #2."""
    cards = cset(*players(), mk("a", player=False))
    seen = ["s1:p0", "s1:p0~2", "s1:p1~2", "s1:a"]
    bench, rest, listed = sample_unseen(cards, 0, seen, 17, 0, Script())
    expected = ["s1:p1"] + [c for n in (2, 3, 4, 5, 6, 7, 8, "g") for c in (f"s1:p{n}", f"s1:p{n}~2")]
    assert bench == [] and rest == sorted(expected)
    assert listed[:3] == (("p0", 2), ("p1", 2), ("a", 1))
    assert dict(listed)["p2"] == 2


def test_the_number_draws_stop_at_the_count():
    """The two-of-each draws end once the count is reached (bench 5 + two more here)."""
    cards = cset(*players(), mk("a", player=False))
    bench, rest, listed = sample_unseen(cards, 0, [], 7, 5, Script())
    assert bench == ["s1:p0", "s1:p1", "s1:p2", "s1:p3", "s1:p4"]
    assert rest == ["s1:p0~2", "s1:p1~2"] and listed == (("p0", 1), ("p1", 1))


def test_full_names_give_way_to_open_ones_then_to_any_card():
    """Number draws stop when the number's names are full (I: one copy); the free draws take a
    name with room, and when none has room any card (the seen copies may already break a
    Beginner deck's limits)."""
    cards = cset(*players(restriction="I"), mk("a", player=False, restriction="I"))
    bench, rest, listed = sample_unseen(cards, 0, [], 14, 0, Script())
    firsts = [f"s1:p{n}" for n in (*range(9), "g")]
    assert bench == []
    assert rest == sorted([*firsts, "s1:a", "s1:p0~2", "s1:p0~3", "s1:p0~4"])
    assert listed == (("p0", 4), *((f"p{n}", 1) for n in (*range(1, 9), "g")), ("a", 1))


def test_a_random_pick_that_is_full_is_redrawn():
    """A drawn name at its limit is drawn again; the first one with room is taken."""
    cards = cset(mk("full", player=False, restriction="I"), mk("open", player=False), *players())
    # ``full`` shown once; 0.0 picks it (full), 0.1 picks ``open``.
    _bench, rest, listed = sample_unseen(cards, 0, ["s1:full", *(f"s1:p{n}" for n in range(9)), "s1:pg",
                                                   *(f"s1:p{n}~2" for n in range(9)), "s1:pg~2"],
                                        1, 0, Script([0.0, 0.1]))
    assert rest == ["s1:open"] and listed[-1] == ("open", 1)


def _all_numbers_seen_twice():
    return [*(f"s1:p{n}" for n in (*range(9), "g")), *(f"s1:p{n}~2" for n in (*range(9), "g"))]


def test_a_free_draw_takes_the_card_the_random_number_points_at():
    """The random number picks a card across the whole set (0.95 of 12 cards: the last one), not
    always the first card with room."""
    cards = cset(*players(), mk("a", player=False), mk("b", player=False))
    _bench, rest, listed = sample_unseen(cards, 0, _all_numbers_seen_twice(), 1, 0, Script([0.95]))
    assert rest == ["s1:b"] and listed[-1] == ("b", 1)


def test_the_fallback_draw_takes_the_open_card_the_random_number_points_at():
    """When the random picks keep landing on full names (I: one copy; Deck Creation), the draw
    chooses among the names with room by the random number (0.9 of two: the second one)."""
    cards = cset(mk("full", player=False, restriction="I"), mk("o1", player=False), mk("o2", player=False),
                 *players(restriction="I"))
    # 0.9 of 13 cards is always a full Player card; 0.9 of the two open cards is ``o2``.
    _bench, rest, listed = sample_unseen(cards, 0, ["s1:full", *_all_numbers_seen_twice()], 1, 0,
                                         Script(default=0.9))
    assert rest == ["s1:o2"] and listed[-1] == ("o2", 1)


def test_with_every_name_full_any_card_is_drawn_by_the_random_number():
    """Every name at its limit (a Beginner deck may break them): the draw takes any card, the one
    the random number points at (0.9 of 12 cards: P8, its third copy)."""
    cards = cset(mk("a", player=False, restriction="I"), mk("b", player=False, restriction="I"),
                 *players(restriction="I"))
    _bench, rest, listed = sample_unseen(cards, 0, ["s1:a", "s1:b", *_all_numbers_seen_twice()], 1, 0,
                                         Script(default=0.9))
    assert rest == ["s1:p8~3"] and dict(listed)["p8"] == 3


def test_copies_past_the_eighth_get_made_ids():
    """Copy numbers go on past eight (``~9``) when a card keeps being drawn."""
    cards = cset(mk("a", player=False), *players(restriction="I"))
    _bench, rest, listed = sample_unseen(cards, 0, ["s1:a~8"], 18, 0, Script())
    gaps = ["s1:a"] + [f"s1:a~{n}" for n in range(2, 8)]
    firsts = [f"s1:p{n}" for n in (*range(9), "g")]
    assert rest == sorted([*gaps, *firsts, "s1:a~9"])
    assert listed[0] == ("a", 9)


def test_the_bench_takes_full_names_when_too_few_have_room():
    """Fewer Player names with room than bench places: the others are added after them."""
    cards = cset(*players(restriction="I"))
    seen = [f"s1:p{n}" for n in range(9)]
    rng = Script()
    bench, rest, listed = sample_unseen(cards, 0, seen, 3, 5, rng)
    assert rng.samples == [(["PG", "P0", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8"], 3)]
    assert bench == ["s1:pg", "s1:p0~2", "s1:p1~2"] and rest == []
    assert listed == tuple((f"p{n}", 1) for n in range(9))


def test_the_bench_with_exactly_enough_open_names_adds_no_others():
    """As many open Player names as bench places: only those are offered."""
    cards = cset(*players(restriction="I"))
    seen = [f"s1:p{n}" for n in range(8)]
    rng = Script()
    bench, rest, listed = sample_unseen(cards, 0, seen, 2, 5, rng)
    assert rng.samples == [(["P8", "PG"], 2)] and bench == ["s1:p8", "s1:pg"]
    assert rest == [] and listed == tuple((f"p{n}", 1) for n in range(8))


def test_bench_places_past_the_player_names_stay_short():
    """A bench asked for more places than there are Player names gets one of each name."""
    cards = cset(*players())
    rng = Script()
    bench, rest, _listed = sample_unseen(cards, 0, [], 12, 12, rng)
    assert rng.samples[0][1] == 10 and len(bench) == 10
    assert rest == ["s1:p0~2", "s1:p1~2"]          # the two-of-each draws fill the count


def test_bench_places_come_from_implied_copies_when_the_count_is_used_up():
    """When the implied copies already make the count, the bench is taken from them."""
    cards = cset(mk("a", player=False), *players())
    rng = Script()
    bench, rest, listed = sample_unseen(cards, 0, ["s1:a~4"], 3, 2, rng)
    assert rng.samples == [([f"P{n}" for n in range(9)] + ["PG"], 0)]
    assert bench == ["s1:a~3", "s1:a~2"] and rest == ["s1:a"]
    assert listed == (("a", 2),)


def test_the_bench_share_shrinks_with_the_implied_copies():
    """Two implied copies and a count of four leave two bench places to draw (of the five asked);
    the implied copies then complete the bench as far as they go."""
    cards = cset(mk("a", player=False), *players())
    rng = Script()
    bench, rest, listed = sample_unseen(cards, 1, ["s2:a~3"], 4, 5, rng)
    assert rng.samples[0][1] == 2
    assert bench == ["s2:p0", "s2:p1", "s2:a~2", "s2:a"] and rest == []
    assert listed == (("a", 1),)


def test_the_bench_card_of_a_name_is_drawn_by_the_random_number():
    """A Player name printed in two suits: the bench copy is the printing the random number picks
    (0.9 of two: the second), not always the first."""
    cards = cset(mk("p0a", name="P0", number=0), mk("p0b", name="P0", number=0, suits=("stick",)),
                 *players()[1:])
    rng = Script([0.9])
    bench, rest, listed = sample_unseen(cards, 0, [], 1, 1, rng)
    assert rng.samples[0][0][0] == "P0"
    assert bench == ["s1:p0b"] and rest == [] and listed == ()


def test_samples_around_the_same_shown_copies_are_drawn_afresh_each_time():
    """The computer player draws many guesses around the same shown copies, so what those copies
    imply is worked out once (``Unseen``); each draw from it is the draw ``sample_unseen`` makes, the
    tenth as the first, under the same limits (Deck Creation)."""
    cards = card_set()
    seen = ["s2:goal-skate", "s2:rookie-0-helmet~2", "s2:breakaway-stick"]
    unseen = sampling.Unseen(cards, 1, seen, 55, 5)
    for seed in (0, 1, 0, 2, 1):
        assert unseen.sample(random.Random(seed)) == sample_unseen(cards, 1, seen, 55, 5, random.Random(seed))
    rng, fresh = random.Random(7), random.Random(7)
    assert [unseen.sample(rng) for _ in range(10)] == [sample_unseen(cards, 1, seen, 55, 5, fresh) for _ in range(10)]


def test_shipped_cards_sample_is_a_plausible_tournament_deck():
    """With the shipped cards and seen copies: the count is met, names stay within their limits,
    the bench has different Player names, and two of each Player number are in the list."""
    cards = card_set()
    seen = ["s2:goal-skate", "s2:rookie-0-helmet~2", "s2:breakaway-stick"]
    for seed in range(3):
        bench, rest, listed = sample_unseen(cards, 1, seen, 55, 5, random.Random(seed))
        assert len(bench) == 5 and len(bench) + len(rest) == 55
        assert all(c.startswith("s2:") for c in bench + rest)
        p = pool(cards)
        bench_ids = [_split(c)[0] for c in bench]
        assert all(p.player[c] for c in bench_ids) and len({p.name[c] for c in bench_ids}) == 5
        names = Counter()
        for c, n in listed:
            names[p.name[c]] += n
        assert all(names[name] <= p.limit[name] for name in names)
        numbers = Counter(p.number[c] for c in bench_ids)       # counted in all, bench included
        for c, n in listed:
            if p.player[c]:
                numbers[p.number[c]] += n
        assert all(numbers[n] >= 2 for n in NUMBERS)
        assert sum(n for _, n in listed) == len(rest) + len(seen)
        assert "s2:rookie-0-helmet" in rest and len(set(bench + rest)) == 55
