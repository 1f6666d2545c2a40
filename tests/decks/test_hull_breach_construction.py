"""Hull Breach! construction: each rule with a deck that breaks only it, and the legal starters."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.decks import read_deck
from tabletop.games.hull_breach.cards import Deck, card_set
from tabletop.games.hull_breach.construction import (
    CHECKS,
    check_deck,
    default_station_modules,
    shipyard,
)
from tabletop.paths import card_data_dir

DECKS = card_data_dir() / "hull_breach" / "decks"


def starter(name: str = "skyline-vanguard") -> Deck:
    deck = read_deck(DECKS / f"{name}.yaml")
    return Deck(deck.name, deck.cards, deck.station_modules)


def edit(deck: Deck, **counts: int) -> Deck:
    """The deck with new copy counts (dashes written as underscores); 0 removes a card."""
    cards = dict(deck.cards)
    for key, n in counts.items():
        card_id = key.replace("_", "-")
        assert card_id in card_set().by_id, card_id
        cards[card_id] = n
    return replace(deck, cards=tuple((c, n) for c, n in cards.items() if n))


def plus(deck: Deck, **changes: int) -> Deck:
    """The deck with copy counts raised or lowered by ``changes`` (dashes as underscores), so a test
    reads the same whatever the starter holds."""
    counts = dict(deck.cards)
    return edit(deck, **{key: counts.get(key.replace("_", "-"), 0) + n for key, n in changes.items()})


def sized(deck: Deck, **counts: int) -> Deck:
    """The deck with these copy counts and still 50 other cards: the difference is taken from (or given
    to) the deck's other ships, so only the rule under test can break."""
    cards = dict(edit(deck, **counts).cards)
    diff = sum(dict(deck.cards).get(k.replace("_", "-"), 0) - n for k, n in counts.items())
    named = {k.replace("_", "-") for k in counts}
    for other in [c for c in cards if c not in named and card_set().by_id[c].type == "ship"]:
        while diff < 0 and cards[other] > 1:
            cards[other] -= 1
            diff += 1
        while diff > 0 and cards[other] < 5:
            cards[other] += 1
            diff -= 1
    assert diff == 0
    return replace(deck, cards=tuple(cards.items()))


def rules(deck: Deck) -> set[str]:
    return {v.rule for v in check_deck(deck, card_set())}


@pytest.mark.parametrize("name", ["skyline-vanguard", "frontier-strike-group"])
def test_the_starter_decks_are_legal_and_have_50_cards_besides_the_station(name):
    deck = starter(name)
    assert check_deck(deck, card_set()) == []
    assert sum(shipyard(deck, card_set()).values()) == 50
    assert deck.size == 53


def test_the_two_starters_differ_in_style():
    a, b = starter("skyline-vanguard"), starter("frontier-strike-group")
    cards = card_set().by_id

    def share(deck, kinds):
        return sum(n for c, n in deck.cards if cards[c].subtype in kinds) / deck.size

    # the RDF deck flies the small ships (fighter wings and escort frigates), the Colonial deck the big ones
    small, big = {"fighter-wing", "frigate"}, {"battleship", "capital-ship"}
    assert share(a, small) > 0.15 and share(a, small) > 3 * share(b, small)
    assert share(b, big | {"battle-cruiser"}) > 0.15 and share(b, big) > 1.5 * share(a, big)
    stations = [next(cards[c].subtype for c, _ in d.cards if cards[c].type == "station") for d in (a, b)]
    assert stations[0] != stations[1]


def test_every_check_is_named_and_small():
    assert [c.__name__ for c in CHECKS] == ["check_station", "check_station_modules", "check_shipyard_size",
                                           "check_copies", "check_faction"]


# ----- one station --------------------------------------------------------------------------------
def test_no_station_breaks_only_the_station_rule():
    deck = edit(starter(), skyline_defense_hq=0)
    found = check_deck(deck, card_set())
    assert [v.rule for v in found] == ["station"]
    assert "exactly one Station" in found[0].sentence and "none" in found[0].sentence


def test_two_stations_break_only_the_station_rule_and_name_both():
    deck = edit(starter(), meridian_exchange_tower=1)
    (violation,) = check_deck(deck, card_set())
    assert violation.rule == "station"
    assert set(violation.cards) == {"skyline-defense-hq", "meridian-exchange-tower"}


# ----- starting station modules ------------------------------------------------------------------------
def test_one_starting_module_breaks_only_the_module_rule():
    # xeros-salvage-yard now counts in the 50, so one other card leaves to keep 50.
    deck = replace(plus(starter(), zephyr_squadron=-1), station_modules=("anaheim-strip-miners",))
    assert rules(deck) == {"station-modules"}


def test_a_station_starts_with_exactly_two_modules():
    """2.2: the game begins with two modules attached at no cost; 4.2: pick any two Module - Station
    cards and deploy them free. More may be attached later, at cost, never at the start (ruling H1)."""
    deck = replace(edit(starter(), deflector_shield_array=1),
                   station_modules=("anaheim-strip-miners", "xeros-salvage-yard", "deflector-shield-array"))
    assert rules(deck) == {"station-modules"}
    (violation,) = [v for v in check_deck(deck, card_set()) if v.rule == "station-modules"]
    assert "exactly 2" in violation.sentence and "sets aside 3" in violation.sentence


def test_a_ship_cannot_start_attached_to_the_station():
    deck = replace(plus(starter(), seagull_class_cruiser=1, anaheim_strip_miners=-1),
                   station_modules=("xeros-salvage-yard", "seagull-class-cruiser"))
    found = check_deck(deck, card_set())
    assert [v.rule for v in found] == ["station-modules-type"]
    assert found[0].cards == ("seagull-class-cruiser",)


def test_a_module_cannot_start_twice():
    deck = replace(plus(starter(), anaheim_strip_miners=1, xeros_salvage_yard=-1),
                   station_modules=("anaheim-strip-miners", "anaheim-strip-miners"))
    assert rules(deck) == {"station-modules-different"}


def test_a_starting_module_must_be_in_the_deck():
    deck = replace(plus(starter(), xeros_salvage_yard=-1),
                   station_modules=("anaheim-strip-miners", "xeros-salvage-yard"))
    found = check_deck(deck, card_set())
    assert {v.rule for v in found} == {"station-modules-missing"}
    assert found[0].cards == ("xeros-salvage-yard",)


def test_without_a_list_the_first_two_different_station_modules_start():
    deck = starter()
    assert default_station_modules(deck.cards, card_set()) == ("anaheim-strip-miners", "xeros-salvage-yard")


# ----- exactly 50 other cards --------------------------------------------------------------------------------
@pytest.mark.parametrize("zephyrs", [4, 6])
def test_49_or_51_other_cards_break_only_the_size_rule(zephyrs):
    # 6 copies would also break the copies rule, so 51 is made with another card.
    deck = plus(starter(), zephyr_squadron=-1) if zephyrs == 4 else plus(starter(), falcon_class_destroyer=1)
    found = check_deck(deck, card_set())
    assert [v.rule for v in found] == ["deck-size"]
    assert ("49" if zephyrs == 4 else "51") in found[0].sentence


# ----- copies ---------------------------------------------------------------------------------------
def test_six_copies_of_a_ship_break_only_the_copies_rule():
    deck = sized(starter(), zephyr_squadron=6)
    found = check_deck(deck, card_set())
    assert [v.rule for v in found] == ["copies"]
    assert found[0].cards == ("zephyr-squadron",) and "at most 5" in found[0].sentence


def test_five_copies_of_a_marine_and_a_module_are_fine():
    deck = sized(starter(), sons_of_orion=5, ecm_suite=5)
    assert deck.cards and rules(deck) == set()


@pytest.mark.parametrize(("card_id", "kind"), [("ambush", "Tactic"), ("diplomacy-first", "Event"),
                                               ("heavy-assault-ships", "Breakthru")])
def test_two_copies_of_an_event_tactic_or_breakthru_break_only_the_one_copy_rule(card_id, kind):
    deck = plus(starter(), zephyr_squadron=-1, **{card_id.replace("-", "_"): 1})
    found = check_deck(deck, card_set())
    assert [v.rule for v in found] == ["one-copy"]
    assert found[0].cards == (card_id,) and kind in found[0].sentence


# ----- faction -----------------------------------------------------------------------------------------
def test_a_card_of_another_faction_breaks_only_the_faction_rule():
    deck = plus(starter(), sons_of_orion=-1, colonial_rangers=1)
    found = check_deck(deck, card_set())
    assert [v.rule for v in found] == ["faction"]
    assert found[0].cards == ("colonial-rangers", "skyline-defense-hq")
    assert "Colonial commanders only" in found[0].sentence and "RDF" in found[0].sentence


def test_every_violation_is_reported_at_once():
    deck = replace(edit(starter(), skyline_defense_hq=0, ambush=3, zephyr_squadron=7, colonial_rangers=1),
                   station_modules=())
    assert rules(deck) == {"station", "station-modules", "deck-size", "copies", "one-copy"}
    for v in check_deck(deck, card_set()):
        assert v.citation.startswith("Hull Breach!") and v.sentence.endswith(".")
