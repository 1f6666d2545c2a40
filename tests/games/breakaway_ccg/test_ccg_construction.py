"""Breakaway: CCG deck construction: the starter decks pass; each broken rule fails with its sentence."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.breakaway_ccg.cards import CardSet, Deck, card_set, starter_deck
from tabletop.games.breakaway_ccg.construction import BEGINNER, OFFICIAL, check_deck

CARDS = card_set()


def deck(name: str = "ridge-runners") -> Deck:
    return starter_deck(name)


def with_cards(base: Deck, changes: dict[str, int]) -> Deck:
    """``base`` with some card counts changed (0 removes the card)."""
    counts = dict(base.cards)
    counts.update(changes)
    return replace(base, cards=tuple((c, n) for c, n in counts.items() if n))


def codes(violations) -> list[str]:
    return [v.rule for v in violations]


@pytest.mark.parametrize("name", ["ridge-runners", "harbour-hawks"])
@pytest.mark.parametrize("mode", [OFFICIAL, BEGINNER])
def test_the_starter_decks_are_legal(name, mode):
    assert check_deck(deck(name), CARDS, mode) == []


@pytest.mark.parametrize("name", ["ridge-runners", "harbour-hawks"])
def test_the_starter_decks_have_the_books_starter_size(name):
    d = deck(name)
    assert d.size == 62
    assert sum(CARDS.by_id[c].points * n for c, n in d.cards) == 750
    assert sum(CARDS.by_id[c].points for c in d.bench) <= 85


def test_too_few_cards():
    small = with_cards(deck(), {"goal-helmet": 0, "goal-skate": 0, "goal-stick": 0})
    (v,) = check_deck(small, CARDS)
    assert v.rule == "deck-size" and v.sentence == "A deck needs at least 60 cards; this one has 59."
    assert "Deck Creation" in v.citation


def test_too_many_points():
    heavy = CardSet(CARDS.cards, {**CARDS.by_id, "goal-helmet": replace(CARDS.by_id["goal-helmet"], points=400)},
                    CARDS.specials_text)
    (v,) = check_deck(deck(), heavy)
    assert v.rule == "points" and v.sentence == "A deck may total at most 1000 points; this one has 1132."


def test_two_of_every_player_card_and_two_goalies():
    short = with_cards(deck(), {"sniper-7-helmet": 0, "goalie-g-stick": 0, "save-skate": 0})
    short = with_cards(short, {})
    violations = check_deck(with_cards(short, {"score-5-skate": 1, "score-5-glove": 1, "shot-block-stick": 1}),
                           CARDS)
    assert codes(violations) == ["player-minimum", "player-minimum"]
    assert violations[0].sentence == "A deck needs at least 2 #7 Player cards; this one has 1."
    assert violations[0].cards == ("sniper-7-stick",)
    assert violations[1].sentence == "A deck needs at least 2 Goalie cards; this one has 1."


def test_at_most_four_cards_of_a_name():
    five = with_cards(deck(), {"body-check-3-helmet": 2, "breakout-pass-2-helmet": 0})
    violations = check_deck(five, CARDS)
    assert "copies" in codes(violations)
    v = violations[codes(violations).index("copies")]
    assert v.sentence == "At most 4 cards may share the name 'Body-Check'; this deck has 5."
    assert set(v.cards) == {"body-check-3-helmet", "body-check-3-skate", "body-check-3-stick", "body-check-3-glove"}


def test_no_repeated_suit_among_copies_of_a_name():
    twice = with_cards(deck(), {"tip-in-5-helmet": 2, "tip-in-5-glove": 0})
    (v,) = check_deck(twice, CARDS)
    assert v.rule == "suits"
    assert v.sentence == "Copies of 'Tip-In' may not share a suit, but helmet appears more than once."
    assert v.cards == ("tip-in-5-helmet",)


def test_cards_with_all_four_suits_may_repeat():
    hawks = deck("harbour-hawks")
    assert dict(hawks.cards)["power-play-7-all"] == 2
    assert "suits" not in codes(check_deck(hawks, CARDS))


def test_roman_numeral_limits():
    two = with_cards(deck(), {"breakaway-helmet": 1, "shot-on-goal-4-helmet": 0})
    (v,) = check_deck(two, CARDS)
    assert v.rule == "restriction"
    assert v.sentence == "'Breakaway' is marked I, so a deck may hold 1 of it; this one has 2."
    three = with_cards(deck(), {"fast-break-8-glove": 1, "shot-on-goal-4-helmet": 0})
    (v,) = check_deck(three, CARDS)
    assert v.sentence == "'Fast Break' is marked II, so a deck may hold 2 of it; this one has 3."


def test_bench_rules():
    base = deck()
    short = replace(base, bench=base.bench[:4])
    (v,) = check_deck(short, CARDS)
    assert v.rule == "bench-size" and v.sentence == "The bench holds exactly 5 cards; this one has 4."
    same = replace(base, bench=base.bench[:4] + ("sniper-7-glove",))
    (v,) = check_deck(same, CARDS)
    assert v.rule == "bench-different"
    assert v.sentence == "The bench must hold 5 different cards, but 'Sniper' is there more than once."
    assert v.cards == ("sniper-7-skate", "sniper-7-glove")
    rich = replace(base, bench=("breakaway-helmet", "fast-break-8-helmet", "goal-helmet", "score-5-helmet",
                                "power-play-7-all"))
    (v,) = check_deck(rich, CARDS)
    assert v.rule == "bench-points" and v.sentence == "The bench may total at most 85 points; this one has 92."
    beginner = check_deck(rich, CARDS, BEGINNER)
    assert codes(beginner) == ["bench-players"]
    assert beginner[0].sentence.startswith("In Beginner mode the bench holds Player cards only")
    assert "Beginner rules — Setup" in beginner[0].citation


def test_every_violation_is_reported_at_once():
    bad = with_cards(deck(), {"goal-helmet": 0, "goal-skate": 0, "goal-stick": 0, "goal-glove": 0,
                              "sniper-7-helmet": 0,
                              "tip-in-5-helmet": 2, "breakaway-helmet": 1})
    bad = replace(bad, bench=bad.bench[:3])
    assert codes(check_deck(bad, CARDS)) == ["deck-size", "player-minimum", "suits", "restriction", "bench-size"]


def test_beginner_mode_ignores_points_and_copy_limits():
    loose = with_cards(deck(), {"tip-in-5-helmet": 2, "breakaway-helmet": 1})
    assert check_deck(loose, CARDS, BEGINNER) == []


def test_beginner_problems_cite_the_beginner_set_up():
    """Part 1's Setup gives Beginner mode's limits; a refusal in that mode must not send the player to
    Part 2's Deck Creation."""
    deck = starter_deck("ridge-runners")
    short = replace(deck, cards=deck.cards[:10])
    beginner = check_deck(short, CARDS, BEGINNER)
    official = check_deck(short, CARDS, OFFICIAL)
    assert beginner and all("Beginner rules" in v.citation for v in beginner)
    assert any("Deck Creation" in v.citation for v in official)
