"""Hull Breach! card data (book 1.0 "Understanding Your Cards", 2.0 "Card Types", the class-size
table of 2.5, and rulings D1-D2): reading the card file field by field and refusing a malformed one,
the labels the book prints, each type's kind of unit and size, the physical copies a game deals and
the printed figures a unit starts from."""

from __future__ import annotations

import copy

import pytest
import yaml

from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.cards import (
    CLASS_SIZE,
    CLASSES,
    TRAITS,
    CardDataError,
    Deck,
    card_set,
    data_dir,
    label,
    load_cards,
    parse_cards,
)
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import Figures, card_of, owner_of, physical_id
from tabletop.games.hull_breach.work import Work, _kind_of
from tests.games.hull_breach.support import STATIONS, A, B

WHERE = "probe.yaml"


def raw():
    with open(data_dir() / "cards.yaml", encoding="utf-8") as f:
        return yaml.safe_load(f)


def entry_of(data, card_id):
    return next(e for e in data["cards"] if e["id"] == card_id)


def refusal(data):
    with pytest.raises(CardDataError) as err:
        parse_cards(data, WHERE)
    return str(err.value)


def figures(attack, defense, wounds, printed):
    return Figures(attack, defense, wounds, wounds, *printed)


def test_a_fresh_read_holds_every_card_of_the_file_field_by_field():
    """1.0 (card anatomy): name, type and subtype, cost and gain as (Resource, Currency), attack
    dice, defense, wounds, the space a card gives (Marines, Fighter Wings) and takes, traits with
    their values (3.0), faction (9.15), class size, effects, text, flavour and source."""
    data = raw()
    fresh = load_cards(data_dir() / "cards.yaml")
    assert fresh.ids == tuple(e["id"] for e in data["cards"])
    assert set(fresh.by_id) == set(fresh.ids) and len(fresh.cards) == len(data["cards"])
    for e in data["cards"]:
        c = fresh.by_id[e["id"]]
        assert c.id == e["id"] and c.name == e["name"].strip()
        assert c.type == e["type"] and c.subtype == e["subtype"]
        assert c.cost == (e["cost"]["resource"], e["cost"]["currency"])
        assert c.gain == (e["gain"]["resource"], e["gain"]["currency"])
        assert (c.attack, c.defense, c.wounds) == (e["attack"], e["defense"], e["wounds"])
        cap, uses = e.get("capacity") or {}, e.get("uses") or {}
        assert c.capacity == (cap.get("marines", 0), cap.get("fighters", 0))
        assert c.uses == (uses.get("marines", 0), uses.get("fighters", 0))
        assert c.traits == tuple(e["traits"].items())
        assert c.faction == (tuple(e["faction"]) if e["faction"] else None)
        size = e.get("class_size")
        assert c.class_size == ((size.get("min"), size.get("max")) if size else None)
        assert c.effects == tuple(e.get("effects", ()))
        assert (c.text, c.flavour, c.source) == (e["text"], e.get("flavour"), e["source"])
    assert fresh == card_set()


def test_the_set_holds_cards_that_exercise_every_branch_of_the_reader():
    """The comparison above means something only if the file has cards with and without
    capacity, space used, class sizes (one bound or both), faction and flavour."""
    data = raw()["cards"]
    assert any(e.get("capacity") for e in data) and any(not e.get("capacity") for e in data)
    assert any(e.get("uses") for e in data) and any(not e.get("uses") for e in data)
    assert any((e.get("capacity") or {}).get("fighters") for e in data)
    assert any((e.get("uses") or {}).get("marines") for e in data)
    assert any(e.get("class_size") for e in data)
    assert any(e["faction"] for e in data) and any(not e["faction"] for e in data)
    assert any(e.get("effects") for e in data)


def test_the_file_path_is_kept_in_a_refusal_of_a_read_file(tmp_path):
    """A user may replace the card file: a refusal names the file it read."""
    data = raw()
    data["cards"].append(copy.deepcopy(data["cards"][0]))
    path = tmp_path / "cards.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(CardDataError) as err:
        load_cards(str(path))
    assert str(err.value) == f"{path}, card 'skyline-defense-hq', field 'id': is used by two cards"


def test_a_subtype_must_belong_to_the_card_type():
    """2.1: a Ship's subtype is its class, a Station's its faction, a Module's what it attaches
    to; Events, Tactics and Breakthrus have none."""
    data = raw()
    entry_of(data, "skyline-defense-hq")["subtype"] = "frigate"
    assert refusal(data) == ("probe.yaml, card 'skyline-defense-hq', field 'subtype': a Station card's subtype "
                             "is one of rdf, corporate, colonial, not 'frigate'")
    data = raw()
    event = next(e for e in data["cards"] if e["type"] == "event")
    event["subtype"] = "ship"
    assert refusal(data) == (f"probe.yaml, card {event['id']!r}, field 'subtype': a Event card's subtype "
                             "is one of null, not 'ship'")


@pytest.mark.parametrize("key", ["attack", "defense", "wounds"])
def test_a_unit_needs_attack_defense_and_wounds(key):
    """1.0: a station, ship or Marine prints attack dice, defense and wounds."""
    data = raw()
    ship = next(e for e in data["cards"] if e["type"] == "ship")
    ship[key] = None
    assert refusal(data) == f"probe.yaml, card {ship['id']!r}, field {key!r}: a Ship card needs a number here"


def test_a_module_or_event_may_leave_attack_and_defense_blank():
    """Only units print all three figures; a module without attack or defense is fine."""
    data = raw()
    module = next(e for e in data["cards"] if e["type"] == "module" and e["subtype"] == "ship")
    module["attack"] = module["defense"] = module["wounds"] = None
    assert parse_cards(data, WHERE).by_id[module["id"]].attack is None


def test_only_a_module_ship_can_be_face_up_face_down():
    """3.4.4: Face Up - Face Down is a trait of modules attached to ships."""
    data = raw()
    for kind, subtype in (("ship", None), ("module", "station"), ("module", "marine")):
        data = raw()
        e = next(e for e in data["cards"] if e["type"] == kind and (subtype is None or e["subtype"] == subtype))
        e["traits"]["face-up-face-down"] = True
        assert refusal(data) == (f"probe.yaml, card {e['id']!r}, field 'traits': only a Module - Ship card can "
                                 "be Face Up - Face Down")


def test_a_station_module_needs_wounds_but_other_modules_need_none():
    """2.2, 6.4.3: a Module - Station is targeted on its own, so it prints wounds."""
    data = raw()
    e = next(e for e in data["cards"] if e["type"] == "module" and e["subtype"] == "station")
    e["wounds"] = None
    assert refusal(data) == (f"probe.yaml, card {e['id']!r}, field 'wounds': a Module - Station card is "
                             "targeted on its own and needs wounds")
    data = raw()
    e = next(e for e in data["cards"] if e["type"] == "module" and e["subtype"] == "marine")
    e["wounds"] = None
    assert parse_cards(data, WHERE).by_id[e["id"]].wounds is None


def test_a_class_size_range_must_not_run_backwards():
    """1.0's Class - Size table orders the classes; a module's fit runs from a smaller class to a
    larger one (or the same), and an open end is allowed."""
    data = raw()
    e = next(e for e in data["cards"] if e.get("class_size"))
    e["class_size"] = {"min": "battleship", "max": "cruiser"}
    assert refusal(data) == (f"probe.yaml, card {e['id']!r}, field 'class_size': min battleship is larger "
                             "than max cruiser")
    for fit in ({"min": "cruiser", "max": "cruiser"}, {"min": "transport", "max": "battle-cruiser"},
                {"min": "battle-cruiser", "max": "transport"}, {"min": "capital-ship"}, {"max": "frigate"},
                {"min": "frigate", "max": "capital-ship"}):
        data = raw()
        e2 = entry_of(data, e["id"])
        e2["class_size"] = fit
        assert parse_cards(data, WHERE).by_id[e["id"]].class_size == (fit.get("min"), fit.get("max"))


def test_two_cards_may_not_share_an_id():
    data = raw()
    twin = copy.deepcopy(data["cards"][3])
    twin["name"] = "Another Name"
    data["cards"].append(twin)
    assert refusal(data) == f"probe.yaml, card {twin['id']!r}, field 'id': is used by two cards"


def test_a_card_may_leave_out_effects_capacity_uses_class_size_and_flavour():
    """The schema makes these fields optional: a card without them has no effects, gives and
    takes no space, fits any class and has no flavour text."""
    data = raw()
    e = entry_of(data, "ambush")
    for key in ("effects", "capacity", "uses", "class_size", "flavour"):
        e.pop(key, None)
    card = parse_cards(data, WHERE).by_id["ambush"]
    assert (card.effects, card.capacity, card.uses, card.class_size, card.flavour) == ((), (0, 0), (0, 0), None, None)


def test_a_name_is_read_without_surrounding_spaces():
    data = raw()
    e = data["cards"][0]
    e["name"] = "  Skyline Defense HQ  "
    assert parse_cards(data, WHERE).cards[0].name == "Skyline Defense HQ"


def test_the_schema_is_checked_first_with_the_file_named():
    """A card file that breaks the schema is refused before the reader's own checks, naming the
    file, and the line too when the text it came from is given."""
    text = (data_dir() / "cards.yaml").read_text(encoding="utf-8")
    bad = text.replace("gain: {resource: 3, currency: 2}", "gain: {resource: -3, currency: 2}", 1)
    data = yaml.safe_load(bad)
    problem = "card 'skyline-defense-hq', field 'cards[0].gain.resource': expected at least 0, found -3"
    assert refusal(data) == f"probe.yaml, {problem}"
    with pytest.raises(CardDataError) as err:
        parse_cards(data, WHERE, bad)
    assert str(err.value) == f"probe.yaml, line 24, {problem}"
    assert parse_cards(yaml.safe_load(text), WHERE, text) == load_cards(data_dir() / "cards.yaml")


def test_labels_and_type_lines_read_as_the_book_prints_them():
    """1.0: the type line reads 'Ship - Cruiser', 'Module - Station', 'Station - RDF'; a Marine
    Character reads 'Marine - Character' and a plain Marine 'Marine'; Events have no subtype."""
    assert label("battle-cruiser") == "Battle Cruiser"
    assert label("face-up-face-down") == "Face Up - Face Down"
    assert label("rdf") == "RDF" and label("corporate") == "Corporate"
    assert label("target-painter") == "Target Painter"
    cards = load_cards(data_dir() / "cards.yaml")
    by = cards.by_id
    assert by["harpy-class-cruiser"].type_line == "Ship - Cruiser"
    assert by["skyline-defense-hq"].type_line == "Station - RDF"
    assert by["anaheim-strip-miners"].type_line == "Module - Station"
    assert by["thrush-fighter-wing"].type_line == "Ship - Fighter Wing"
    lines = {c.type: set() for c in cards.cards}
    for c in cards.cards:
        lines[c.type].add(c.type_line)
    assert lines["event"] == {"Event"} and lines["tactic"] == {"Tactic"} and lines["breakthru"] == {"Breakthru"}
    assert lines["marine"] == {"Marine", "Marine - Character"}
    for c in cards.cards:
        if c.type == "marine":
            assert c.type_line == ("Marine - Character" if c.subtype == "character" else "Marine")


def test_trait_labels_show_values_and_regimented_counts():
    """3.0: active traits carry +X; Regimented names how many and what (3.4.8)."""
    cards = load_cards(data_dir() / "cards.yaml").by_id
    assert cards["zephyr-squadron"].trait_labels[0] == "Interceptor +2"
    assert "Regimented x2 - Marines" in cards["griffin-class-battleship"].trait_labels
    assert "Annihilate" in cards["cockatrice-class-cruiser"].trait_labels
    data = raw()
    e = entry_of(data, "griffin-class-battleship")
    e["traits"]["regimented"] = {"count": 1, "with": "fighter-wing"}
    assert "Regimented - Fighter Wings" in parse_cards(data, WHERE).by_id[e["id"]].trait_labels
    e["traits"]["regimented"] = {"count": 3, "with": "fighter-wing"}
    assert "Regimented x3 - Fighter Wings" in parse_cards(data, WHERE).by_id[e["id"]].trait_labels
    e["traits"]["regimented"] = {"count": 1, "with": "marine"}
    assert "Regimented - Marines" in parse_cards(data, WHERE).by_id[e["id"]].trait_labels


def test_a_trait_is_its_value_or_none_and_station_modules_are_modules_of_subtype_station():
    cards = load_cards(data_dir() / "cards.yaml").by_id
    assert cards["zephyr-squadron"].trait("interceptor") == 2
    assert cards["zephyr-squadron"].trait("jammer") is None
    assert cards["anaheim-strip-miners"].is_station_module
    assert not cards["skyline-defense-hq"].is_station_module
    marine_module = next(c for c in cards.values() if c.type == "module" and c.subtype == "marine")
    assert not marine_module.is_station_module


def test_a_deck_size_counts_every_copy():
    assert Deck("d", (("a", 3), ("b", 2)), ()).size == 5
    assert Deck("d", (), ()).size == 0


def test_the_reader_s_tables_match_the_book():
    """1.0's Class - Size table (Transport and Battle Cruiser share a size) and 3.0's 17 traits."""
    assert CLASSES == ("fighter-wing", "frigate", "destroyer", "cruiser", "transport", "battle-cruiser",
                       "battleship", "capital-ship")
    assert CLASS_SIZE["transport"] == CLASS_SIZE["battle-cruiser"] < CLASS_SIZE["battleship"]
    assert len(TRAITS) == 17


def test_a_physical_copy_names_its_card_its_owner_and_its_copy():
    """Each card in a deck is one physical copy (book 2.1 counts copies per deck; the no-loss
    invariant follows each one): its id is the card id, the owning seat and the copy number."""
    pid = physical_id("state-test-frigate", 3, 17)
    assert pid == "state-test-frigate#3.17"
    assert card_of(pid) == "state-test-frigate"
    assert owner_of(pid) == 3
    assert owner_of(physical_id("state-test-frigate", 0, 2)) == 0
    assert owner_of(physical_id("state-test-frigate", 12, 105)) == 12


def test_card_and_owner_are_read_from_either_side_of_the_one_hash_sign():
    """The card part ends at the ``#`` and the owner sits between it and the copy number, even for
    a card id with a dot in it (the card schema allows only letters, digits and dashes)."""
    pid = physical_id("mk.2-state-probe", 4, 3)
    assert card_of(pid) == "mk.2-state-probe"
    assert owner_of(pid) == 4
    assert card_of("lone-state-card") == "lone-state-card"


def test_every_unit_and_card_of_a_new_game_belongs_to_its_seat():
    """4.2-4.4: each commander deploys the station and modules of his own deck and draws from his
    own shipyard, so every copy in a new game names the seat that holds it as its owner."""
    state = GAME.new_game(5)
    for seat, cmd in enumerate(state.commanders):
        for pid in (cmd.station, *cmd.hand, *cmd.shipyard):
            assert owner_of(pid) == seat
            assert card_of(pid) in GAME.by_id
    for u in state.units:
        assert owner_of(u.pid) == u.owner and card_of(u.pid) == u.card


def test_changed_figures_are_those_that_differ_from_the_printed_card():
    """1.0 prints attack dice, defense and wounds; modules, Breakthrus and engagement cards change
    them (2.2, 2.5, 3.4.5). A figure equal to the printed one is not changed."""
    assert figures(5, 7, 3, (5, 7, 3)).changed() == ()
    assert figures(6, 7, 3, (5, 7, 3)).changed() == ("attack",)
    assert figures(5, 8, 3, (5, 7, 3)).changed() == ("defense",)
    assert figures(5, 7, 4, (5, 7, 3)).changed() == ("wounds",)
    assert figures(4, 6, 2, (5, 7, 3)).changed() == ("attack", "defense", "wounds")


def test_a_figure_the_card_does_not_print_is_never_changed():
    """A Module - Station prints no defense and shares its station's (2.2, 6.4.3): showing the
    pooled defense is not a change; neither is a figure a card lacks altogether."""
    assert figures(None, 7, 2, (None, None, 2)).changed() == ()
    assert figures(3, 7, 2, (None, None, 2)).changed() == ()
    assert figures(None, None, None, (None, None, None)).changed() == ()
    assert figures(None, 7, 5, (None, None, 2)).changed() == ("wounds",)


def test_each_card_type_makes_its_kind_of_unit():
    """Called on the card itself: the per-set lookup remembers kinds, so a test through ``Work``
    alone could read an answer worked out before."""
    cards = card_set().by_id
    expected = {
        "anaheim-strip-miners": "station-module",      # Module - Station
        "ecm-suite": "ship-module",                     # Module - Ship
        "proven-in-action": "marine-module",            # Module - Marines
        "zephyr-squadron": "fighter-wing",              # a ship that launches (6.7)
        "merlin-class-frigate": "ship",
        "dragon-class-battleship": "ship",
        "sons-of-orion": "marine",
        "heroic-fleet-commander": "marine",             # a Marine Character is a marine
        "skyline-defense-hq": "station",
        "ambush": "tactic",
        "heavy-assault-ships": "breakthru",
    }
    assert {card: _kind_of(cards[card]) for card in expected} == expected


def test_a_fighter_wing_counts_as_a_ship_but_is_told_apart():
    """A fresh copy of the card set, so the kinds are worked out here, not remembered."""
    cards = dict(card_set().by_id)
    state, ids = arrange([*STATIONS, Piece("zephyr-squadron", A), Piece("merlin-class-frigate", A),
                          Piece("anaheim-strip-miners", A, host=0)])
    w = Work(state, cards)
    wing, frigate, miners = ids[2], ids[3], ids[4]
    assert (w.kind(wing), w.is_ship(wing), w.is_fighter(wing)) == ("ship", True, True)
    assert (w.kind(frigate), w.is_ship(frigate), w.is_fighter(frigate)) == ("ship", True, False)
    assert (w.kind(miners), w.is_ship(miners)) == ("station-module", False)


def test_a_figures_record_is_made_afresh_when_none_like_it_exists(monkeypatch):
    """Equal figures share one record; with none made yet, the first is made, not left out."""
    from tabletop.games.hull_breach import work as work_module
    monkeypatch.setattr(work_module, "_FIGURES", {})
    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B)])
    w = Work(state, dict(card_set().by_id))
    first, second = w.figures(ids[2]), w.figures(ids[3])
    assert first is not None and first is second
    assert (first.attack, first.defense, first.wounds, first.left) == (
        first.printed_attack, first.printed_defense, 3, 3)


def test_a_card_printing_some_figures_shows_those_and_none_of_the_others():
    """No card in the set prints only some of the three figures, but the figures follow the card:
    a ship printing an attack alone shows no defense or wounds, one printing wounds alone no attack."""
    from dataclasses import replace
    cards = dict(card_set().by_id)
    harpy = cards["harpy-class-cruiser"]
    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A)])
    for attack, defense, wounds in ((harpy.attack, None, None), (None, harpy.defense, None), (None, None, 3)):
        cards["harpy-class-cruiser"] = replace(harpy, attack=attack, defense=defense, wounds=wounds)
        f = Work(state, dict(cards)).figures(ids[2])
        assert (f.printed_attack, f.printed_defense, f.printed_wounds) == (attack, defense, wounds)
        assert (f.attack is None, f.defense is None, f.wounds is None, f.left is None) == (
            attack is None, defense is None, wounds is None, wounds is None)


def test_sizes_follow_the_class_and_a_station_is_the_largest():
    """2.3: class sizes from Fighter Wing (0) to Capital Ship (6), a station 7; a unit of no class
    (a Marine) counts below every class."""
    state, ids = arrange([*STATIONS, Piece("zephyr-squadron", A), Piece("merlin-class-frigate", A),
                          Piece("phoenix-class-capital-ship", A), Piece("sons-of-orion", A, host=4)])
    w = Work(state, dict(card_set().by_id))
    assert [w.size(p) for p in ids] == [7, 7, 0, 1, 6, -1]


#: Every card a worked example of the book names, with what the example shows of it (ruling D2):
#: (card, attack, defense, wounds, traits it must have, traits it must not have, section).
#: None leaves a figure the example does not show.
EXAMPLE_CARDS = [
    ("zephyr-squadron", None, 5, 1, {"interceptor": 2}, (), "3.1, 6.2"),
    ("sparrow-fighter-wing", None, None, None, {}, ("interceptor",), "3.1"),
    ("eagle-class-battle-cruiser", None, None, None, {}, (), "3.1"),
    ("cockatrice-class-cruiser", 3, 6, 3, {"overload": 6, "annihilate": True}, (), "3.3.3, 6.2, 6.9"),
    ("osprey-class-battle-cruiser", None, None, None, {"repair": 3}, (), "3.3.4"),
    ("seagull-class-cruiser", 3, 6, 3, {"target-painter": 3}, (), "3.3.5, 6.5"),
    ("roc-class-battleship", None, 7, None, {}, (), "3.3.5"),
    ("griffin-class-battleship", 5, None, None, {"regimented": {"count": 2, "with": "marine"}}, (), "6.2, 6.10"),
    ("dragon-class-battleship", None, 7, 5, {}, (), "6.2"),
    ("phoenix-class-capital-ship", 8, None, None, {"unique": True}, (), "6.2, 2.5.8"),
    ("wyvern-class-capital-ship", None, None, None, {"unique": True}, (), "2.5.7, 2.5.8"),
    ("albatross-class-capital-ship", None, None, None, {"unique": True}, (), "9.8 picture, 2.5.8"),
    ("harpy-class-cruiser", 5, 7, 3, {}, (), "6.5, 6.9"),
    ("petrel-class-cruiser", 2, None, None, {"jammer": 3, "stealth": True}, (), "6.5"),
    ("thrush-fighter-wing", 2, 6, 1, {"fearless": True}, (), "6.5"),
    ("valkyrie-class-battleship", 5, None, None, {}, (), "6.9"),
    ("merlin-class-frigate", None, None, None, {}, (), "6.10"),
    # 6.9: Commander A "never even had a chance to volley fire back", so neither the station nor
    # its two modules may give him Interceptor fire, and the modules add no defense (7 stays 7)
    ("skyline-defense-hq", 8, 7, 7, {}, ("interceptor",), "6.9, 6.5"),
    ("anaheim-strip-miners", None, None, 2, {}, ("interceptor",), "6.9"),
    ("xeros-salvage-yard", None, None, 2, {}, ("interceptor",), "6.9"),
]


@pytest.mark.parametrize("card, attack, defense, wounds, has, lacks, section", EXAMPLE_CARDS,
                         ids=[row[0] for row in EXAMPLE_CARDS])
def test_the_cards_the_book_s_examples_name_agree_with_the_examples(card, attack, defense, wounds, has, lacks,
                                                                     section):
    """Ruling D2: an authored card the book's examples name must not contradict them."""
    c = card_set().by_id[card]
    for printed, shown in ((c.attack, attack), (c.defense, defense), (c.wounds, wounds)):
        assert shown is None or printed == shown, section
    traits = dict(c.traits)
    assert all(traits.get(name) == value for name, value in has.items()), section
    assert not set(lacks) & set(traits), section


def test_the_example_modules_and_commanders_give_what_the_examples_say():
    """3.1: an Eagle gives every ship of the fleet, herself too, Interceptor +1, and the Heroic
    Fleet Commander gives every ship Annihilate; 4.9: the ECM module gives its ship +2 attack and
    Jammer; 6.5: Heavy Assault Ships gives cruisers +1 attack and defense; 6.9: the Skyline's
    modules add no defense."""
    by_id = card_set().by_id

    def effect(card):
        return by_id[card].effects[0]

    eagle = effect("eagle-class-battle-cruiser")
    assert (eagle["trait"], eagle["value"], eagle["applies_to"]["where"]) == ("interceptor", 1, "fleet")
    assert effect("heroic-fleet-commander")["trait"] == "annihilate"
    assert effect("ecm-suite")["attack"] == 2 and dict(by_id["ecm-suite"].traits).get("jammer")
    heavy = effect("heavy-assault-ships")
    assert (heavy["attack"], heavy["defense"], heavy["applies_to"]["classes"]) == (1, 1, ["cruiser"])
    for module in ("anaheim-strip-miners", "xeros-salvage-yard"):
        assert all("defense" not in e for e in by_id[module].effects)
