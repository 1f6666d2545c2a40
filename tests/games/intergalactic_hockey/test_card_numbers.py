"""Intergalactic Hockey Showdown, "Player Card List & Abilities" and "Bruisers" (rulings S26, S4,
S6, S7, S10, S11, S14): every play's arithmetic against the book's numbers.

The card list's positions and bruiser marks are the card file's; every round and every face-off
between two different cards comes to the numbers the book's abilities and bruiser rules give
(``support.book``); Danny's and Chris's +2, Jared's switch, Bryzan's book defense of 4, and
Yrahkska's and Lord Doober's numbers before the floor at zero are checked the same way.
"""

from __future__ import annotations

import pytest

from tests.games.intergalactic_hockey.support import (
    ALL,
    BRUISERS,
    CENTERS,
    CHRIS_BOOST,
    DANNY_BOOST,
    DEFENDERS,
    DOOBER_DEFENDERS,
    GAME,
    GOALIES,
    NUMBERS,
    WINGERS,
    YRAHKSKA_CENTERS,
    act,
    base,
    book,
    book_result,
    compared,
    hands_for,
    play,
    setup,
)


def test_the_card_numbers_the_scenarios_use_are_the_card_file_s():
    """The numbers and bruiser marks the scenario tests rely on (``support.NUMBERS``, ``BRUISERS``) are the
    card file's (S26)."""
    assert {c: GAME.values(c) for c in ALL} == NUMBERS
    assert {c.id for c in GAME.cards.cards if c.bruiser} == BRUISERS


def test_the_book_s_card_list_is_the_card_file_s():
    """Player Card List & Abilities: positions and bruiser marks, which the arithmetic turns on."""
    assert CENTERS | WINGERS | DEFENDERS | GOALIES == set(ALL) and len(ALL) == 16
    cards = GAME.cards.by_id
    for group, position in ((CENTERS, "center"), (WINGERS, "winger"), (DEFENDERS, "defender"), (GOALIES, "goalie")):
        assert {c for c in ALL if cards[c].position == position} == group
    assert {c for c in ALL if cards[c].bruiser} == BRUISERS


PAIRS = [(a, b) for a in ALL for b in ALL if a != b]


@pytest.mark.parametrize("attacker, defender", PAIRS)
def test_every_round_comes_to_the_book_s_numbers(attacker, defender):
    """Playing Periods steps 1-6 for every attacker against every defender (choices declined)."""
    hand0, hand1 = hands_for(attacker, defender)
    _, events = play(setup(hand0, hand1, faceoff=False), attacker, defender)
    expected = book(attacker, defender, faceoff=False)
    assert compared(events, False) == (expected, book_result(attacker, defender, expected, False))


@pytest.mark.parametrize("card0, card1", PAIRS)
def test_every_face_off_comes_to_the_book_s_numbers(card0, card1):
    """Face-Offs: "compare their [offense] numbers. Be sure to apply any changes because of the card
    Abilities or Bruisers" (S1), for every pair of cards (choices declined)."""
    hand0, hand1 = hands_for(card0, card1)
    _, events = play(setup(hand0, hand1, faceoff=True), card0, card1)
    expected = book(card0, card1, faceoff=True)
    assert compared(events, True) == (expected, book_result(card0, card1, expected, True))


@pytest.mark.parametrize("attacker, defender", [("twisskib", "vehksa"), ("dom", "creenana"), ("jared", "goose")])
def test_danny_from_the_attacker_s_hand_gives_two_offense(attacker, defender):
    """Danny: "Discard from hand to give teammate +2" (his +2 is to offense: S6)."""
    hand0 = (attacker, "danny", "pax" if attacker != "pax" else "jake")
    hand1 = (defender, "bryzan", "tim")
    _, events = play(setup(hand0, hand1, faceoff=False), attacker, defender, {0: ("discard", ("danny",))})
    o, d = book(attacker, defender, faceoff=False)
    assert compared(events, False)[0] == (o + DANNY_BOOST, d)      # no number here went below 0 (S4)


@pytest.mark.parametrize("attacker, defender", [("twisskib", "goose"), ("danny", "vehksa"), ("dom", "creenana")])
def test_chris_from_the_defender_s_hand_gives_two_defense(attacker, defender):
    """Chris: "Discard from hand to give teammate +2 [defense]"."""
    hand0 = (attacker, "pax", "jake")
    hand1 = (defender, "chris", "bryzan")
    _, events = play(setup(hand0, hand1, faceoff=False), attacker, defender, {1: ("discard", ("chris",))})
    o, d = book(attacker, defender, faceoff=False)
    assert compared(events, False)[0] == (o, d + CHRIS_BOOST)


@pytest.mark.parametrize("defender", ["vehksa", "creenana", "bryzan", "twisskib"])
def test_danny_in_a_face_off_gives_two(defender):
    """S1/S6: a face-off compares offense, so Danny's +2 counts there."""
    hand0 = ("jake", "danny", "pax")
    hand1 = (defender, "goose", "tim" if defender == "vehksa" else "vehksa")
    _, events = play(setup(hand0, hand1, faceoff=True), "jake", defender, {0: ("discard", ("danny",))})
    a, b = book("jake", defender, faceoff=True)
    assert compared(events, True)[0] == (a + DANNY_BOOST, b)


@pytest.mark.parametrize("defender", ["vehksa", "twisskib", "creenana", "bryzan"])
def test_jared_attacking_switches_the_defender_s_numbers(defender):
    """Jared: "You may switch opponents [offense] & [defense]": the defender then defends with its
    offense number (no bruiser or always-on ability in these pairs)."""
    _, events = play(setup(("jared", "pax", "jake"), (defender, "goose", "tim"), faceoff=False),
                     "jared", defender, {0: ("swap", ())})
    assert compared(events, False)[0] == (base("jared")[0], base(defender)[0])


@pytest.mark.parametrize("attacker", ["twisskib", "bryzan", "vehksa"])
def test_jared_defending_switches_the_shooter_s_numbers(attacker):
    """Jared: "You may switch opponents [offense] & [defense]": defending, he makes the shooter shoot with its
    defense number."""
    _, events = play(setup((attacker, "pax", "jake"), ("jared", "goose", "tim"), faceoff=False),
                     attacker, "jared", {1: ("swap", ())})
    assert compared(events, False)[0] == (base(attacker)[1], base("jared")[1])


def test_bryzan_s_book_defense_of_4_stops_what_it_should():
    """With the book's 4, Bryzan stops any shot of 3 or less and is scored on by 5 or more; a
    non-bruiser attacker of exactly 4 ties."""
    for attacker in ALL:
        if attacker in BRUISERS or attacker == "bryzan":
            continue
        hand0, hand1 = hands_for(attacker, "bryzan")
        _, events = play(setup(hand0, hand1, faceoff=False), attacker, "bryzan")
        (o, d), result = compared(events, False)
        assert d == 4 and result == ("goal" if o > 4 else "save" if o < 4 else "tie"), attacker


# The comparisons above floor every number at 0 (S4), so a -3 and a -4 can compare the same. Here
# the numbers are read while the defender's discard choice waits (Chris in its hand), after the
# always-on abilities of the attacker's step and before the bruiser hit (S3: the steps' order).
@pytest.mark.parametrize("center", sorted(CENTERS - {"tim"}))
def test_yrahkska_takes_three_off_both_of_a_center_s_numbers(center):
    """Yrahkska: "Opponent centers get -3" (both numbers, as the ability list's other changes)."""
    state = setup(("yrahkska", "pax", "jake"), (center, "chris", "vehksa"), faceoff=False)
    state, _ = act(state, 0, "play", "yrahkska")
    state, _ = act(state, 1, "play", center)
    assert state.queue and state.queue[0] == (1, "discard")
    o, d = base(center)
    assert state.values[1] == (o - YRAHKSKA_CENTERS, d - YRAHKSKA_CENTERS)
    assert state.values[0] == tuple(base("yrahkska"))


@pytest.mark.parametrize("defender", sorted(DEFENDERS - {"chris", "derek"}))
def test_lord_doober_takes_one_off_both_of_a_defender_s_numbers(defender):
    """Lord Doober: "Opponent defenders get -1 [offense] and -1 [defense]"."""
    state = setup(("lord-doober", "danny", "jake" if defender != "jake" else "pax"), (defender, "chris", "vehksa"),
                  faceoff=False)
    state, _ = act(state, 0, "play", "lord-doober")
    state, _ = act(state, 1, "play", defender)
    assert state.queue and state.queue[0][1] == "discard"
    o, d = base(defender)
    assert state.values[1] == (o - DOOBER_DEFENDERS, d - DOOBER_DEFENDERS)
