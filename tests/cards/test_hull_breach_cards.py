"""The authored Hull Breach! set: the book's card anatomy, and its example cards' numbers exactly."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.games.hull_breach.cards import CLASSES, FACTIONS, TRAITS, card_set


def card(card_id):
    return card_set().by_id[card_id]


def stat(card_id):
    c = card(card_id)
    return c.attack, c.defense, c.wounds


@pytest.mark.parametrize(("card_id", "attack", "defense", "wounds"), [
    ("seagull-class-cruiser", None, 6, 3),
    ("harpy-class-cruiser", 5, 7, 3),
    ("petrel-class-cruiser", 2, None, None),     # 6.5 rolls 3 dice with Heavy Assault Ships (ruling D2)
    ("cockatrice-class-cruiser", 3, 6, 3),
    ("dragon-class-battleship", None, 7, 5),
    ("griffin-class-battleship", 5, None, None),
    ("valkyrie-class-battleship", 5, None, None),
    ("phoenix-class-capital-ship", 8, None, None),
    ("zephyr-squadron", None, 5, None),
    ("thrush-fighter-wing", 2, 6, None),
    ("skyline-defense-hq", None, 7, 7),
    ("anaheim-strip-miners", None, None, 2),
    ("xeros-salvage-yard", None, None, 2),
])
def test_the_book_s_example_numbers(card_id, attack, defense, wounds):
    got = stat(card_id)
    for want, have in zip((attack, defense, wounds), got, strict=True):
        if want is not None:
            assert have == want, (card_id, got)


def test_the_book_s_example_traits():
    assert card("petrel-class-cruiser").trait("jammer") == 3 and card("petrel-class-cruiser").trait("stealth")
    assert card("cockatrice-class-cruiser").trait("overload") == 6
    assert card("cockatrice-class-cruiser").trait("annihilate") is True
    assert card("thrush-fighter-wing").trait("fearless") is True
    assert card("thrush-fighter-wing").type_line == "Ship - Fighter Wing"
    assert card("zephyr-squadron").trait("interceptor") == 2
    assert card("seagull-class-cruiser").trait("target-painter") == 3
    assert card("osprey-class-battle-cruiser").trait("repair") == 3
    assert card("griffin-class-battleship").trait("regimented") == {"count": 2, "with": "marine"}
    assert card("sons-of-orion").faction == ("rdf",)


def test_heavy_assault_ships_gives_cruisers_one_attack_and_one_defense():
    (effect,) = card("heavy-assault-ships").effects
    assert card("heavy-assault-ships").type == "breakthru"
    assert effect["effect"] == "modify" and effect["attack"] == 1 and effect["defense"] == 1
    assert effect["applies_to"]["classes"] == ["cruiser"] and effect["applies_to"]["whose"] == "own"


def test_ambush_and_the_bigger_they_are_as_the_book_describes_them():
    (ambush,) = card("ambush").effects
    assert card("ambush").type == "tactic"
    assert ambush["when"] == "start-of-engagement" and ambush["trait"] == "interceptor" and ambush["value"] == 3
    assert ambush["applies_to"]["whose"] == "named-commander"
    assert set(ambush["applies_to"]["units"]) == {"ship", "marine"} and ambush["duration"] == "engagement"
    (bigger,) = card("the-bigger-they-are").effects
    assert bigger["effect"] == "destroy" and bigger["when"] == "during-engagement"
    assert bigger["cost"]["sacrifice"]["classes"] == ["fighter-wing"]
    assert bigger["target"] == {"whose": "opposing", "units": ["ship"], "count": 1}


def test_the_set_covers_the_card_anatomy():
    cards = card_set().cards
    kinds = Counter((c.type, c.subtype) for c in cards)
    assert {c.subtype for c in cards if c.type == "station"} == set(FACTIONS)
    assert kinds[("module", "station")] >= 8
    assert {c.subtype for c in cards if c.type == "ship"} == set(CLASSES)
    assert kinds[("marine", "marine")] >= 2 and kinds[("marine", "character")] >= 2
    assert kinds[("module", "ship")] >= 2 and kinds[("module", "marine")] >= 2
    assert sum(1 for c in cards if c.trait("face-up-face-down")) >= 2
    for kind in ("event", "tactic", "breakthru"):
        assert kinds[(kind, None)] >= 5
    used = {name for c in cards for name, _ in c.traits} | {
        e["trait"] for c in cards for e in c.effects if "trait" in e}
    assert used == set(TRAITS) and len(TRAITS) == 17
    assert all(c.source == "authored" for c in cards)
    assert all(c.text for c in cards)


def test_face_up_face_down_modules_fit_only_battle_cruisers_and_larger_and_cost_nothing():
    for c in card_set().cards:
        if c.trait("face-up-face-down"):
            assert c.class_size[0] == "battle-cruiser" and c.cost == (0, 0)


def test_capital_ships_are_unique_and_faction_cards_name_real_factions():
    for c in card_set().cards:
        if c.subtype == "capital-ship":
            assert c.trait("unique") is True
        if c.faction:
            assert set(c.faction) <= set(FACTIONS)
