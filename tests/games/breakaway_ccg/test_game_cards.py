"""Breakaway: CCG, the facts each card copy carries (Part 2, "Game Cards Explained": number and
strength, suit, colors, actions, specials, symbols; copies of a card per "Deck Creation").

These tests build the lookup tables afresh from the card set and the rink (not the ones the
registered game made at start-up) and compare every per-copy fact with an independent reading of
the card, for every card of the set.

Book: Part 1, Taking Turns (the basic actions: Move, Shoot, Score, Save, Body-check; a shot from
areas 1-6 of the offensive zone) and Doubles Rule (two cards of the same number); Part 2, Deck
Creation (up to four copies of a card) and Bronze (a face-off ability). Rulings B3 (strength: the
numbers 0-8 beat a Goalie, which beats a card without a number) and B9 (Doubles of unnumbered
cards by name); C1-C4 (copies).
"""

from __future__ import annotations

from collections import Counter
from copy import deepcopy

import pytest

from tabletop import safe_yaml
from tabletop.games.breakaway_ccg.cards import GOALIE, card_set, parse_cards
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.rink import rink
from tabletop.games.breakaway_ccg.tables import (
    BASIC_ACTIONS,
    GOALIE_STRENGTH,
    MAX_COPY,
    MAX_KEPT,
    NO_NUMBER_STRENGTH,
    CopyLookup,
    Tables,
    copy_id,
    deck_copies,
    instance_ids,
    parse_copy,
)
from tabletop.paths import card_data_dir
from tests.games.breakaway_ccg.helpers_flow import CAP0, GOAL0, R0, r
from tests.games.breakaway_ccg.support import T

CARDS = card_set()


@pytest.fixture
def fresh():
    """A ``Tables`` built in the test itself (function scope: each test reads tables it built)."""
    return Tables(CARDS, rink())


def _expected_strength(card):
    if card.number is None:
        return NO_NUMBER_STRENGTH
    return GOALIE_STRENGTH if card.number == GOALIE else int(card.number)


def test_strength_orders_numbers_then_the_goalie_then_no_number(fresh):
    """Ruling B3: 0-8 by number, a Goalie below every number, a card without a number lowest."""
    assert (GOALIE_STRENGTH, NO_NUMBER_STRENGTH) == (-1, -2)
    numbers = {c.number for c in CARDS.by_id.values()}
    assert GOALIE in numbers and None in numbers and 0 in numbers and 8 in numbers
    for card in CARDS.by_id.values():
        assert fresh.strength[f"s1:{card.id}"] == _expected_strength(card)


def test_every_per_copy_fact_of_a_fresh_table_matches_the_card(fresh):
    """Each copy's owner, card, strength, Doubles key (B9), colors, Bronze (the color or a Bronze
    dot, number, zone or affiliation symbol), basic actions (Part 1, Taking Turns), Player card,
    specials, name and label, for both seats and a later copy."""
    for card in CARDS.by_id.values():
        for seat in (0, 1):
            for n in (1, 3):
                copy = copy_id(seat, card.id, n)
                assert fresh.owner[copy] == seat
                assert fresh.card[copy] is card
                assert fresh.strength[copy] == _expected_strength(card)
                key = card.number if card.number is not None else f"name:{card.name}"
                assert fresh.pair_key[copy] == key
                assert fresh.colors[copy] == card.colors
                bronze = "bronze" in card.colors or any(
                    s.color == "bronze" and s.kind in ("dot", "number", "zone", "affiliation") for s in card.symbols)
                assert fresh.bronze[copy] is bronze
                assert fresh.actions[copy] == frozenset(a for a in card.actions if a in BASIC_ACTIONS)
                assert fresh.player[copy] == card.player
                assert fresh.special_rules[copy] == tuple((s, r) for s in card.specials
                                                          for r in CARDS.special_rules.get(s, ()))
                assert fresh.name[copy] == card.name
                assert fresh.label[copy] == f"{card.label} ({'/'.join(card.suits) or 'no suit'})"


def test_some_facts_by_name(fresh):
    """Spot checks that do not lean on the card objects: a Captain's Bronze affiliation, a Goal
    card's name key, a multi-action card's basic actions only."""
    assert fresh.bronze["s1:captain-8-helmet"] and fresh.bronze["s2:icing-0-glove"]
    assert not fresh.bronze["s1:goal-helmet"] and not fresh.bronze["s1:shot-block-helmet"]
    assert fresh.pair_key["s1:goal-helmet"] == "name:Goal" and fresh.pair_key["s2:sniper-7-stick"] == 7
    assert fresh.actions["s1:captain-8-helmet"] == frozenset(("shoot", "move"))
    assert fresh.actions["s1:icing-0-glove"] == frozenset()
    assert fresh.label["s1:goal-helmet"] == "Goal (helmet)"
    assert fresh.special_rules["s1:board-battle-5-skate"][0][0] == "dig-it-out"
    assert fresh.owner["s2:goal-helmet~4"] == 1
    assert BASIC_ACTIONS == ("move", "shoot", "score", "save", "body-check")


@pytest.mark.parametrize("value, parsed", [
    ("s1:goal-helmet", (0, "goal-helmet", 1)),
    ("s2:goal-helmet", (1, "goal-helmet", 1)),
    ("s2:goal-helmet~2", (1, "goal-helmet", 2)),
    (f"s1:goal-helmet~{MAX_COPY}", (0, "goal-helmet", MAX_COPY)),
    ("s1:goal-helmet~10", (0, "goal-helmet", 10)),
    ("s3:goal-helmet", None),
    ("S1:goal-helmet", None),
    ("s1:no-such-card", None),
    ("s1:goal-helmet~", None),
    ("s1:goal-helmet~1", None),
    ("s1:goal-helmet~0", None),
    ("s1:goal-helmet~02", None),
    ("s1:goal-helmet~1000", None),
    ("s1:goal-helmet~x", None),
    ("s1:goal-helmet~-2", None),
    ("s1:goal-helmet~\u0663", None),        # an Arabic-Indic 3: a digit, but not ASCII
    ("s1:goal-helmet~2~2", None),
    ("", None),
])
def test_a_copy_id_has_one_canonical_spelling(value, parsed, fresh):
    """Deck Creation: a card appears in copies (C1-C4); each physical copy has exactly one id,
    ``s<seat>:<card>`` for the first and ``~2`` ... ``~999`` for the rest, nothing else."""
    assert parse_copy(value, CARDS) == parsed
    assert fresh.is_copy(value) is (parsed is not None)


def test_card_facts_are_found_only_for_real_copies_and_worked_out_once():
    """Part 2, "Game Cards Explained": each copy's facts come from its card."""
    facts = []
    lookup = CopyLookup(CARDS, lambda i, seat, c: facts.append(i) or (i, seat, c.id))
    assert "s1:goal-helmet" not in lookup and lookup.get("s1:goal-helmet") is None
    assert lookup["s2:goal-helmet~2"] == ("s2:goal-helmet~2", 1, "goal-helmet")
    assert "s2:goal-helmet~2" in lookup and lookup.get("s2:goal-helmet~2") == ("s2:goal-helmet~2", 1, "goal-helmet")
    assert lookup["s2:goal-helmet~2"] == ("s2:goal-helmet~2", 1, "goal-helmet")
    assert facts == ["s2:goal-helmet~2"]            # computed once, then kept
    for bad in ("s1:nothing", 7, None, ("s1:goal-helmet",)):
        with pytest.raises(KeyError) as caught:
            lookup[bad]
        assert caught.value.args == (bad,)
    assert not Tables(CARDS, rink()).is_copy(7)


def test_card_facts_are_answered_for_every_copy_even_past_the_kept_bound():
    """Part 2, "Game Cards Explained": each copy's facts come from its card."""
    lookup = CopyLookup(CARDS, lambda i, seat, c: seat)
    ids = [copy_id(seat, card, n) for card in CARDS.by_id for seat in (0, 1) for n in range(1, 60)]
    assert len(ids) > MAX_KEPT
    for copy in ids:
        assert lookup[copy] == (0 if copy.startswith("s1:") else 1)
    assert len(lookup) == MAX_KEPT == 20_000
    assert ids[MAX_KEPT - 1] in lookup and ids[MAX_KEPT] not in lookup


def test_copies_are_numbered_per_seat_and_the_bench_numbers_on_from_the_deck():
    """C1-C4: the deck's copies in list order, ``~2``, ``~3``... for repeats; a bench card that is
    also in the deck is its next copy."""
    assert copy_id(0, "goal-helmet", 1) == "s1:goal-helmet" and copy_id(1, "goal-helmet", 3) == "s2:goal-helmet~3"
    seen: Counter = Counter({"save-helmet": 1})
    assert instance_ids(1, ("goal-helmet", "save-helmet", "goal-helmet"), seen) == (
        "s2:goal-helmet", "s2:save-helmet~2", "s2:goal-helmet~2")
    assert seen == Counter({"goal-helmet": 2, "save-helmet": 2})
    deck, bench = deck_copies(0, (("goal-helmet", 2), ("save-helmet", 1)), ("goal-helmet", "sniper-7-stick"))
    assert deck == ("s1:goal-helmet", "s1:goal-helmet~2", "s1:save-helmet")
    assert bench == ("s1:goal-helmet~3", "s1:sniper-7-stick")
    assert deck_copies(1, (("goal-helmet", 1),), ()) == (("s2:goal-helmet",), ())


def test_bronze_may_come_from_a_colored_symbol_of_a_user_card_set():
    """Ruling O75: a Colored #, Dot, Zone or Affiliation symbol can grant a color, so a face-off
    looks for Bronze on any of them (O70); a Bronze symbol of another kind (a penalty mark, a
    protection) grants nothing. The shipped set has Bronze only as a color and an affiliation, so
    a user's card file with the other symbols is read afresh here."""
    data = deepcopy(safe_yaml.load_file(card_data_dir() / "breakaway_ccg" / "cards.yaml"))
    granted = {"rookie-0-helmet": {"kind": "dot", "color": "bronze"},
               "rookie-0-skate": {"kind": "number", "color": "bronze", "area": 3},
               "rookie-0-stick": {"kind": "zone", "color": "bronze", "zone": "neutral"},
               "rookie-0-glove": {"kind": "affiliation", "color": "bronze", "side": "away"},
               "sniper-7-helmet": {"kind": "penalty", "color": "bronze"},
               "sniper-7-skate": {"kind": "protection", "color": "bronze"},
               "sniper-7-stick": {"kind": "dot", "color": "silver"}}
    for entry in data["cards"]:
        if entry["id"] in granted:
            entry["symbols"] = [granted[entry["id"]]]
    cards = parse_cards(data, "cards.yaml")
    fresh = Tables(cards, rink())
    assert {cid: fresh.bronze[f"s1:{cid}"] for cid in granted} == {
        "rookie-0-helmet": True, "rookie-0-skate": True, "rookie-0-stick": True, "rookie-0-glove": True,
        "sniper-7-helmet": False, "sniper-7-skate": False, "sniper-7-stick": False}


def test_a_suitless_card_and_a_card_with_a_left_out_special_in_a_user_card_set():
    """Part 2, Suit (a card may have none, ruling C2) and ruling O54 (a special the book only
    names is kept with no effect): a suitless card's label says "no suit", and a card carrying a
    left-out special has no special rule for it (and nothing breaks)."""
    data = deepcopy(safe_yaml.load_file(card_data_dir() / "breakaway_ccg" / "cards.yaml"))
    for entry in data["cards"]:
        if entry["id"] == "goal-helmet":
            entry["suits"] = []
        if entry["id"] == "goal-skate":
            entry["specials"] = ["assist"]
    cards = parse_cards(data, "cards.yaml")
    fresh = Tables(cards, rink())
    assert fresh.label["s1:goal-helmet"] == "Goal (no suit)"
    assert fresh.special_rules["s1:goal-skate"] == ()


def test_a_cards_number_is_its_printed_number_or_none():
    """Part 2, "Game Cards Explained": a card's Number."""
    assert fl.number(T, CAP0) == 8 and fl.number(T, R0) == 0
    assert fl.number(T, r(0, "goalie-g-helmet")) is None and fl.number(T, GOAL0) is None
