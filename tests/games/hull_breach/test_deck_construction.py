"""Hull Breach! deck construction (the opening "legal deck" pages, 2.1.1-2.1.3 copy limits, 2.2 one
Station, 4.2 the two starting Module - Station cards, 9.15 factions; rulings H1-H3 and D3): each
check's verdict and sentence, the counted limits the deck builder shows and the starter decks."""

from __future__ import annotations

from dataclasses import replace

from tabletop.decks import read_deck
from tabletop.decks.limits import CopyRule, Limit
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.cards import CardSet, Deck, load_cards
from tabletop.games.hull_breach.construction import (
    BUILDING,
    CARD_TYPES,
    FACTION,
    Violation,
    check_copies,
    check_deck,
    check_faction,
    check_shipyard_size,
    check_station,
    check_station_modules,
    copy_limits,
    default_station_modules,
    limits,
    shipyard,
)
from tabletop.paths import card_data_dir

CARDS = load_cards(card_data_dir() / "hull_breach" / "cards.yaml")


MODULES = ("anaheim-strip-miners", "xeros-salvage-yard")


def starter(name="skyline-vanguard"):
    deck = read_deck(card_data_dir() / "hull_breach" / "decks" / f"{name}.yaml")
    return Deck(deck.name, deck.cards, deck.station_modules)


#: A legal RDF deck whose counts the tests below rely on (one Skyline Vanguard list, kept here so that
#: rebuilding the shipped starters changes no rule test): five Zephyrs, an ECM Suite, a Point Defense Grid...
KNOWN = Deck("Known RDF deck", (
    ("skyline-defense-hq", 1), ("anaheim-strip-miners", 1), ("xeros-salvage-yard", 1), ("zephyr-squadron", 5),
    ("thrush-fighter-wing", 4), ("stalker-mk-ii-fighter-drones", 3), ("merlin-class-frigate", 3),
    ("kestrel-class-frigate", 2), ("falcon-class-destroyer", 3), ("seagull-class-cruiser", 4),
    ("harpy-class-cruiser", 4), ("eagle-class-battle-cruiser", 2), ("sons-of-orion", 4),
    ("rdf-military-police-company", 3), ("ecm-suite", 2), ("target-painting-array", 1), ("point-defense-grid", 1),
    ("diplomacy-first", 1), ("shipboard-spies", 1), ("supply-convoy", 1), ("ambush", 1), ("the-bigger-they-are", 1),
    ("evasive-manoeuvres", 1), ("advanced-targeting-computers", 1), ("fighter-doctrine", 1),
    ("heavy-assault-ships", 1)), MODULES)


def edit(deck, modules=None, **counts):
    cards = dict(deck.cards)
    for key, n in counts.items():
        cards[key.replace("_", "-")] = n
    return Deck(deck.name, tuple((c, n) for c, n in cards.items() if n),
                deck.station_modules if modules is None else modules)


def test_the_citations_name_the_book_and_its_sections():
    assert BUILDING == "Hull Breach!, Building a legal deck (introduction)"
    assert CARD_TYPES == "Hull Breach!, 2.1 Card Types"
    assert FACTION == "Hull Breach!, 9.15 Faction"


def test_the_shipyard_is_the_deck_less_its_station_and_one_copy_of_each_starting_module():
    """4.2: the station and the two starting modules are deployed before the shipyard is drawn
    from (ruling H1: a starting module is one copy of the deck's card)."""
    deck = Deck("d", (("skyline-defense-hq", 1), ("anaheim-strip-miners", 3), ("xeros-salvage-yard", 1),
                      ("zephyr-squadron", 5)), MODULES)
    assert shipyard(deck, CARDS) == {"anaheim-strip-miners": 2, "zephyr-squadron": 5}
    two_stations = Deck("d", (("skyline-defense-hq", 2), ("zephyr-squadron", 1)), ())
    assert shipyard(two_stations, CARDS) == {"zephyr-squadron": 1}
    missing = Deck("d", (("zephyr-squadron", 2),), ("xeros-salvage-yard",))
    assert shipyard(missing, CARDS) == {"zephyr-squadron": 2}
    assert sum(shipyard(starter(), CARDS).values()) == 50
    assert sum(shipyard(starter("frontier-strike-group"), CARDS).values()) == 50


def test_exactly_one_station_with_the_count_in_words():
    """Introduction: a deck holds exactly one Station card."""
    assert check_station(starter(), CARDS) == []
    none = edit(starter(), skyline_defense_hq=0)
    assert check_station(none, CARDS) == [Violation("station", "A deck has exactly one Station card; this one "
                                                    "has none.", (), BUILDING)]
    two = edit(starter(), meridian_exchange_tower=1)
    assert check_station(two, CARDS) == [Violation(
        "station", "A deck has exactly one Station card; this one has 2.",
        ("skyline-defense-hq", "meridian-exchange-tower"), BUILDING)]
    doubled = edit(starter(), skyline_defense_hq=2)
    assert check_station(doubled, CARDS)[0].sentence.endswith("this one has 2.")


def test_each_starting_module_refusal_word_for_word():
    """Introduction and 4.2 (two Module - Station cards, deployed free); 2.1 (never two copies of
    one module on a station); ruling H1 (starting modules are cards of the deck)."""
    assert check_station_modules(KNOWN, CARDS) == []
    three = ("anaheim-strip-miners", "xeros-salvage-yard", "point-defense-grid")
    assert check_station_modules(edit(KNOWN, three), CARDS) == [Violation(
        "station-modules", "A station starts with exactly 2 Module - Station cards; this deck sets aside 3.",
        three, BUILDING)]
    ship = edit(KNOWN, ("anaheim-strip-miners", "harpy-class-cruiser"))
    assert check_station_modules(ship, CARDS) == [Violation(
        "station-modules-type", "Only Module - Station cards can start attached to the station; Harpy-class "
        "Cruiser is not one.", ("harpy-class-cruiser",), BUILDING)]
    two_wrong = edit(KNOWN, ("ecm-suite", "harpy-class-cruiser"))
    (v,) = check_station_modules(two_wrong, CARDS)
    assert v.sentence.endswith("; ECM Suite, Harpy-class Cruiser is not one.")
    assert v.cards == ("ecm-suite", "harpy-class-cruiser")
    twice = edit(KNOWN, ("xeros-salvage-yard", "xeros-salvage-yard"))
    assert check_station_modules(twice, CARDS) == [Violation(
        "station-modules-different", "A station never carries two copies of one module; Xeros Salvage Yard "
        "starts twice.", ("xeros-salvage-yard",), CARD_TYPES), Violation(
        "station-modules-missing", "Starting modules are cards of the deck, but Xeros Salvage Yard is not in "
        "it often enough.", ("xeros-salvage-yard",), BUILDING)]
    two_twice = edit(KNOWN, ("xeros-salvage-yard", "anaheim-strip-miners") * 2, xeros_salvage_yard=2,
                     anaheim_strip_miners=2)
    (count, v) = check_station_modules(two_twice, CARDS)
    assert count.rule == "station-modules"
    assert v.cards == ("anaheim-strip-miners", "xeros-salvage-yard")
    assert v.sentence.endswith("; Anaheim Strip Miners, Xeros Salvage Yard starts twice.")
    twice_held = edit(KNOWN, ("xeros-salvage-yard", "xeros-salvage-yard"), xeros_salvage_yard=2)
    assert [v.rule for v in check_station_modules(twice_held, CARDS)] == ["station-modules-different"]
    absent = edit(KNOWN, ("anaheim-strip-miners", "orbital-drydock"))
    assert check_station_modules(absent, CARDS) == [Violation(
        "station-modules-missing", "Starting modules are cards of the deck, but Orbital Drydock is not in "
        "it often enough.", ("orbital-drydock",), BUILDING)]
    both_absent = edit(KNOWN, ("orbital-drydock", "deflector-shield-array"))
    (v,) = check_station_modules(both_absent, CARDS)
    assert v.cards == ("deflector-shield-array", "orbital-drydock")
    assert "Deflector Shield Array, Orbital Drydock is not" in v.sentence


def test_exactly_fifty_other_cards_with_the_count_in_the_sentence():
    """Introduction: besides the Station and its two starting modules, exactly 50 cards."""
    assert check_shipyard_size(KNOWN, CARDS) == []
    for n, total in ((4, 49), (6, 51)):
        deck = edit(KNOWN, zephyr_squadron=n)
        assert check_shipyard_size(deck, CARDS) == [Violation(
            "deck-size", f"Besides the Station and its starting modules a deck has exactly 50 cards; this one "
            f"has {total}.", (), BUILDING)]


def test_copy_limits_at_and_past_each_edge():
    """2.1: five copies of a Ship, Marine or Module card are allowed, six are not; one copy of an
    Event, Tactic or Breakthru, two are too many; the Station rule is the station check's."""
    at = edit(KNOWN, zephyr_squadron=5, sons_of_orion=5, ecm_suite=5, ambush=1)
    assert check_copies(at, CARDS) == []
    past = edit(KNOWN, zephyr_squadron=6, ambush=2, skyline_defense_hq=3)
    assert check_copies(past, CARDS) == [
        Violation("copies", "A deck may hold at most 5 copies of a Ship, Marine or Module card; it has 6 of "
                  "'Zephyr Squadron'.", ("zephyr-squadron",), CARD_TYPES),
        Violation("one-copy", "A deck may hold only one copy of each Tactic; it has 2 of 'Ambush'.",
                  ("ambush",), CARD_TYPES)]
    for card_id, kind in (("diplomacy-first", "Event"), ("heavy-assault-ships", "Breakthru")):
        (v,) = check_copies(edit(KNOWN, **{card_id.replace("-", "_"): 2}), CARDS)
        assert v.sentence.startswith(f"A deck may hold only one copy of each {kind}; it has 2 of ")


def test_faction_cards_only_for_their_factions():
    """9.15: a card that names factions may be used only by commanders of those factions; a deck
    without exactly one station has no faction to compare (the station check says why)."""
    assert check_faction(starter(), CARDS) == []
    deck = edit(starter(), colonial_rangers=2, militia_barracks=1)
    assert check_faction(deck, CARDS) == [
        Violation("faction", "'Colonial Rangers' is for Colonial commanders only, but the station 'Skyline "
                  "Defense HQ' is RDF.", ("colonial-rangers", "skyline-defense-hq"), FACTION),
        Violation("faction", "'Militia Barracks' is for Colonial commanders only, but the station 'Skyline "
                  "Defense HQ' is RDF.", ("militia-barracks", "skyline-defense-hq"), FACTION)]
    assert check_faction(edit(deck, skyline_defense_hq=0), CARDS) == []
    assert check_faction(edit(deck, meridian_exchange_tower=1), CARDS) == []
    own = edit(starter(), sons_of_orion=5, stellar_war_gate=1)
    assert check_faction(own, CARDS) == []
    two = replace(CARDS.by_id["colonial-rangers"], faction=("corporate", "colonial"))
    cards = CardSet(CARDS.cards, {**CARDS.by_id, two.id: two})
    (v,) = check_faction(edit(starter(), colonial_rangers=1), cards)
    assert v.sentence == ("'Colonial Rangers' is for Corporate or Colonial commanders only, but the station "
                          "'Skyline Defense HQ' is RDF.")
    assert check_faction(edit(starter("frontier-strike-group"), colonial_rangers=1), cards) == []


def test_a_deck_check_reports_every_rule_in_order():
    deck = edit(KNOWN, ("ecm-suite",), skyline_defense_hq=0, ambush=2)
    assert [v.rule for v in check_deck(deck, CARDS)] == ["station", "station-modules", "station-modules-type",
                                                         "deck-size", "one-copy"]
    assert check_deck(starter("frontier-strike-group"), CARDS) == []


def test_the_counted_limits_the_deck_builder_shows():
    """The introduction's three counts (one station, two starting modules, 50 other cards) and
    2.1's two copy limits, each with the deck's count."""
    deck = edit(KNOWN, zephyr_squadron=4, ambush=2)
    assert limits(deck, CARDS) == (
        Limit("station", "station", 1, 1, 1, BUILDING, "A deck has exactly one Station card."),
        Limit("station-modules", "starting modules", 2, 2, 2, BUILDING,
              "A station starts with exactly 2 Module - Station cards of the deck."),
        Limit("deck-size", "shipyard", 50, 50, 50, BUILDING,
              "Besides the Station and its starting modules a deck has exactly 50 cards."),
        Limit("copies", "Ship/Marine/Module copies", 4, None, 5, CARD_TYPES,
              "A deck may hold at most 5 copies of each Ship, Marine or Module card; this counts the most held."),
        Limit("one-copy", "Event/Tactic/Breakthru copies", 2, None, 1, CARD_TYPES,
              "A deck may hold at most 1 copy of each Event, Tactic or Breakthru card; this counts the most "
              "held."),
    )
    empty = Deck("empty", (), ())
    counts = [x.count for x in limits(empty, CARDS)]
    assert counts == [0, 0, 0, 0, 0]
    two = limits(edit(KNOWN, meridian_exchange_tower=1, skyline_defense_hq=2), CARDS)
    assert two[0].count == 3


def test_the_copy_rule_of_each_card_type():
    """2.1 per card: five of a Ship, Marine or Module; one of an Event, Tactic or Breakthru; one
    Station in the whole deck (introduction)."""
    by = CARDS.by_id
    assert copy_limits(by["skyline-defense-hq"]) == (
        CopyRule("station", 1, "type", "A deck has exactly one Station card.", BUILDING),)
    for card_id in ("zephyr-squadron", "sons-of-orion", "ecm-suite"):
        assert copy_limits(by[card_id]) == (CopyRule(
            "copies", 5, "card", "A deck may hold at most 5 copies of a Ship, Marine or Module card.", CARD_TYPES),)
    for card_id, kind in (("ambush", "Tactic"), ("diplomacy-first", "Event"), ("heavy-assault-ships", "Breakthru")):
        assert copy_limits(by[card_id]) == (CopyRule(
            "one-copy", 1, "card", f"A deck may hold only one copy of each {kind}.", CARD_TYPES),)


def test_default_starting_modules_are_the_first_two_different_station_modules_listed():
    """Ruling H1: without a list, the first two different Module - Station cards of the deck
    start; other modules, unknown ids and repeats are passed over."""
    listed = (("skyline-defense-hq", 1), ("no-such-card", 1), ("ecm-suite", 2), ("point-defense-grid", 2),
              ("point-defense-grid", 1), ("harpy-class-cruiser", 3), ("orbital-drydock", 1),
              ("xeros-salvage-yard", 1))
    assert default_station_modules(listed, CARDS) == ("point-defense-grid", "orbital-drydock")
    assert default_station_modules((("militia-barracks", 1),), CARDS) == ("militia-barracks",)
    assert default_station_modules((("ecm-suite", 1),), CARDS) == ()
    assert default_station_modules(starter().cards, CARDS) == MODULES


def test_the_starter_decks_are_legal_and_a_short_deck_is_not():
    """The opening pages: exactly 50 cards besides the station and its two starting modules."""
    from dataclasses import replace

    vanguard, strike = GAME.shipped_decks()
    assert (vanguard.name, strike.name) == ("Skyline Vanguard", "Frontier Strike Group")
    assert GAME.deck_problems(vanguard) == [] and GAME.deck_problems(strike) == []
    cards = list(strike.cards)
    card, n = cards[-1]
    cards[-1] = (card, n - 1)
    assert GAME.deck_problems(replace(strike, cards=tuple(cards)))
    assert GAME._starter_decks() is GAME._starter_decks()
    assert [d.name for d in GAME._starter_decks()] == ["Skyline Vanguard", "Frontier Strike Group"]
