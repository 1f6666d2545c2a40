"""Construction limits as data (tabletop.decks.limits): the deck builder's "24 / 60 cards", a card's
Limit and the copy that "+" would refuse. Each limit agrees with the check that enforces it."""

from __future__ import annotations

import pytest

from tabletop.decks import check_deck, read_deck
from tabletop.decks.check import BEGINNER, CASUAL, SETTINGS, TOURNAMENT
from tabletop.decks.limits import deck_limits, most_copies, one_more_breaks, over_limit
from tabletop.engine.deck import Deck
from tabletop.paths import card_data_dir

CCG = card_data_dir() / "breakaway_ccg" / "decks"
HULL = card_data_dir() / "hull_breach" / "decks"
SHIPPED = [CCG / "harbour-hawks.yaml", CCG / "ridge-runners.yaml", HULL / "skyline-vanguard.yaml",
           HULL / "frontier-strike-group.yaml"]


def by_rule(deck: Deck, setting: str = TOURNAMENT) -> dict:
    return {x.rule: x for x in deck_limits(deck, setting)}


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
@pytest.mark.parametrize("setting", SETTINGS)
def test_a_shipped_deck_is_within_every_limit(path, setting):
    limits = deck_limits(read_deck(path), setting)
    assert limits and not [x for x in limits if x.broken]


def test_an_empty_ccg_deck_counts_against_each_limit_of_its_setting():
    empty = Deck("breakaway-ccg", "Empty")
    tournament = by_rule(empty)
    assert list(tournament) == ["deck-size", "points", "copies", "player-minimum", "bench-size", "bench-points"]
    assert tournament["deck-size"].text == "0 / 60" and tournament["deck-size"].broken
    assert tournament["points"].text == "0 / 1000" and not tournament["points"].broken
    assert "at least 60 cards" in tournament["deck-size"].sentence and "has 0" in tournament["deck-size"].sentence
    # Casual drops the points cap and the copies limit (ruling C5); Beginner the bench points too.
    assert set(by_rule(empty, CASUAL)) == {"deck-size", "player-minimum", "bench-size", "bench-points"}
    assert set(by_rule(empty, BEGINNER)) == {"deck-size", "player-minimum", "bench-size"}


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_a_limit_is_broken_exactly_when_its_rule_is(path):
    """Push each deck over or under its limits and compare with check_deck's violations."""
    deck = read_deck(path)
    first = deck.cards[-1][0]
    for changed in (deck.adding(first, 3), deck.with_count(first, 0), deck.with_bench(deck.bench[:2]),
                    deck.with_bench(deck.bench + deck.bench[:1])):
        broken = {x.rule for x in deck_limits(changed) if x.broken}
        rules = {v.rule for v in check_deck(changed)}
        assert broken <= rules, (broken, rules)
        assert {"deck-size", "points", "bench-size", "bench-points", "station", "station-modules"} & rules <= broken


def test_copy_limits_by_game_and_setting():
    # Breakaway: CCG: copies of a name may not share a suit, so a one-suit card is one copy; a card
    # of all four suits is held by the four-copies rule and its restriction mark.
    assert most_copies("breakaway-ccg", "rookie-0-helmet") == 1
    assert most_copies("breakaway-ccg", "power-play-7-all") == 2           # marked II
    assert most_copies("breakaway-ccg", "rookie-0-helmet", CASUAL) is None
    assert most_copies("hull-breach", "ambush") == 1
    assert most_copies("hull-breach", "harpy-class-cruiser") == 5
    assert most_copies("hull-breach", "skyline-defense-hq") == 1
    assert most_copies("hull-breach", "no-such-card") is None


def test_one_more_copy_names_the_rule_it_would_break():
    deck = Deck("breakaway-ccg", "D", (("power-play-7-all", 2),))
    assert one_more_breaks(deck, "power-play-7-all").rule == "restriction"
    assert one_more_breaks(deck, "power-play-7-all", CASUAL) is None
    assert over_limit(deck.adding("power-play-7-all"), "power-play-7-all").rule == "restriction"
    assert over_limit(deck, "power-play-7-all") is None
    # The suit rule holds each one-suit card to one copy; another suit's Rookie is still welcome.
    rookies = Deck("breakaway-ccg", "R", tuple((f"rookie-0-{s}", 1) for s in ("helmet", "skate", "stick")))
    assert one_more_breaks(rookies, "rookie-0-glove") is None
    assert one_more_breaks(rookies, "rookie-0-helmet").rule == "suits"
    # Hull Breach!: one Station in the whole deck, whichever it is.
    fleet = read_deck(HULL / "skyline-vanguard.yaml")
    limit = one_more_breaks(fleet, "meridian-exchange-tower")
    assert limit.rule == "station" and "exactly one Station" in limit.sentence
    assert one_more_breaks(fleet, "eagle-class-battle-cruiser") is None         # it holds 4 of 5
    assert one_more_breaks(fleet, "harpy-class-cruiser").rule == "copies"       # it holds all 5


def test_fixed_deck_games_have_no_limits_and_a_bad_setting_is_refused():
    assert deck_limits(Deck("hockey-card-game", "Standard deck")) == ()
    with pytest.raises(ValueError):
        deck_limits(Deck("breakaway-ccg", "D"), "friendly")


def test_a_count_past_a_bare_minimum_does_not_read_as_a_broken_limit():
    from tabletop.decks.limits import Limit

    assert Limit("deck-size", "cards", 24, 60, None, "").text == "24 / 60"
    assert Limit("deck-size", "cards", 65, 60, None, "").text == "65 (at least 60)"
    assert Limit("points", "points", 798, None, 1000, "").text == "798 / 1000"
