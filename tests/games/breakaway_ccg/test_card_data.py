"""Breakaway: CCG card data: Part 2's "Game Cards Explained" and "Symbols" as the shipped files hold them.

The card set (name, number 0-8 or Goalie, suits, colors, actions, specials, symbols, the Suit Circle,
points, the I / II restriction), the specials glossary, the starter team files, and the rink and
officiating files, read afresh and field by field; every check the loaders add to the schemas, each
refusal naming the file, the card (or area) and the field. Rulings C1-C4 (card data) and O41 onward
(the specials glossary: a rule, or a ruling that leaves the special out).
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from tabletop import safe_yaml
from tabletop.cards.loader import schema_dir
from tabletop.games.breakaway_ccg import cards as cc
from tabletop.games.breakaway_ccg.cards import (
    ACTIONS,
    COLORS,
    SPECIALS,
    SUITS,
    SYMBOLS,
    Card,
    CardDataError,
    Deck,
    SpecialRule,
    Symbol,
    card_set,
    load_cards,
    load_deck,
    parse_cards,
    parse_deck,
    starter_deck,
)
from tabletop.games.breakaway_ccg.rink import parse_rink
from tabletop.games.breakaway_ccg.tables import BASIC_ACTIONS
from tabletop.paths import card_data_dir

FOLDER = card_data_dir() / "breakaway_ccg"
CARDS = FOLDER / "cards.yaml"
DECKS = FOLDER / "decks"
RINK = FOLDER / "rink.yaml"


def raw(path: Path = CARDS):
    return copy.deepcopy(safe_yaml.load_file(path))


def entry(data, card_id):
    return next(c for c in data["cards"] if c["id"] == card_id)


def refused(data, where="cards.yaml") -> str:
    with pytest.raises(CardDataError) as caught:
        parse_cards(data, where)
    return str(caught.value)


def _expected_symbol(s: dict) -> Symbol:
    return Symbol(s["kind"], s.get("color"), s.get("area"), s.get("modifier", 0), s.get("zone"), s.get("side"),
                  s.get("number"))


def _expected_rules(effect) -> tuple[SpecialRule, ...]:
    effects = effect if isinstance(effect, list) else [effect]
    return tuple(SpecialRule(e["window"], tuple(e.get("when", ())), e["target"], dict(e["change"]), e["duration"],
                             e.get("ruling")) for e in effects)


def _dump(data) -> str:
    import yaml
    return yaml.safe_dump(data, sort_keys=False)


def slug(name: str) -> str:
    return "".join(ch if ch.isalnum() else "-" for ch in name.lower()).strip("-").replace("--", "-")


IN_CARD = r"cards\[\d+\]\."       # the schema's path to a field of the card


def test_the_card_set_read_afresh_is_the_file_field_by_field():
    """Game Cards Explained, Symbols (C1-C4): every field of every card as the file says, names
    trimmed; the glossary's texts, rules and left-out rulings (O41 onward)."""
    data = raw()
    loaded = load_cards(str(CARDS))                    # a path given as text works too
    assert loaded.ids == tuple(e["id"] for e in data["cards"])
    assert set(loaded.by_id) == set(loaded.ids) and all(loaded.by_id[c.id] is c for c in loaded.cards)
    for e in data["cards"]:
        circle = e["suit_circle"]
        expected = Card(e["id"], e["name"].strip(), e["number"], tuple(e["suits"]), tuple(e["colors"]),
                        tuple(e["actions"]), tuple(e["specials"]), tuple(_expected_symbol(s) for s in e["symbols"]),
                        None if circle is None else (circle["number"], circle["color"]), e["points"],
                        e["restriction"], e["player"], e["source"])
        assert loaded.by_id[e["id"]] == expected, e["id"]
    glossary = data["specials"]
    assert loaded.specials_text == {sid: (g["name"], g["text"]) for sid, g in glossary.items()}
    assert loaded.special_rules == {sid: _expected_rules(g["effect"]) for sid, g in glossary.items() if "effect" in g}
    assert loaded.left_out == {sid: g["left_out"] for sid, g in glossary.items() if "left_out" in g}
    assert loaded.left_out["assist"] == "O54"
    crossbar = loaded.special_rules["hit-the-crossbar"]
    assert [r.window for r in crossbar] == ["use", "passive"] and crossbar[0].when == ("higher-than-beneath",
                                                                                       "momentum-left")
    assert loaded.special_rules["breakaway"][0].ruling == "O41" and crossbar[1].ruling is None
    rookie = loaded.by_id["rookie-0-helmet"]
    assert rookie.suit_circle == (1, "blue") and rookie.symbols == () and rookie.player


def test_the_shipped_set_is_the_engines():
    """The engine's cached set is the same file."""
    assert load_cards(CARDS) == cc.card_set()


def test_every_card_is_marked_authored_and_has_a_stable_id():
    """Game Cards Explained: every shipped card is authored data (C1) with an id made of its name, number
    and suit."""
    cards = card_set()
    assert len(cards.cards) > 100
    for card in cards.cards:
        assert card.source == "authored"
        number = "g" if card.number == "goalie" else ("x" if card.number is None else str(card.number))
        suit = "all" if len(card.suits) == 4 else card.suits[0]
        assert card.id in (f"{slug(card.name)}-{number}-{suit}", f"{slug(card.name)}-{suit}")
    assert "sniper-7-stick" in cards.by_id


def test_the_starter_teams_use_every_basic_action_and_every_color():
    """Part 1's basic actions and every Ability color appear in the two starter teams, with Score and Goal
    cards and at least four cards each that Save and Body-Check."""
    cards = card_set()
    used = [cards.by_id[c] for d in ("ridge-runners", "harbour-hawks") for c, _ in starter_deck(d).cards]
    assert {a for c in used for a in c.actions} >= set(BASIC_ACTIONS)
    assert {col for c in used for col in c.colors} == set(COLORS)
    assert any(c.name == "Score" for c in used) and any(c.name == "Goal" for c in used)
    for action in ("save", "body-check"):
        assert sum(action in c.actions for c in used) >= 4


def test_the_schema_holds_every_kind_of_symbol_and_the_card_anatomy():
    """Game Cards Explained and Symbols: the shipped set shows every symbol kind, a modified area number,
    Suit Circles, specials, both numerals, all-suit cards, every Player number and unnumbered cards."""
    cards = card_set().cards
    assert {s.kind for c in cards for s in c.symbols} == set(SYMBOLS)
    assert any(s.kind == "number" and s.modifier for c in cards for s in c.symbols)
    assert any(c.suit_circle for c in cards) and any(c.specials for c in cards)
    assert {c.restriction for c in cards} == {None, "I", "II"}
    assert any(len(c.suits) == 4 for c in cards)
    assert {c.number for c in cards if c.player} == {*range(9), "goalie"}
    assert any(c.number is None for c in cards) and any(not c.player and c.number is not None for c in cards)
    assert set(ACTIONS) >= {a for c in cards for a in c.actions}
    assert set(SPECIALS) >= {s for c in cards for s in c.specials}
    assert set(SUITS) >= {s for c in cards for s in c.suits}


def test_the_word_lists_the_game_uses_are_the_schema_s():
    """Game Cards Explained and Symbols: the suits, colors, actions, specials and symbol kinds the game
    knows are exactly the schema's."""
    card = json.loads((schema_dir() / "ccg-cards.schema.json").read_text(encoding="utf-8"))[
        "properties"]["cards"]["items"]["properties"]
    for field, words in (("suits", SUITS), ("colors", COLORS), ("actions", ACTIONS), ("specials", SPECIALS)):
        assert tuple(card[field]["items"]["enum"]) == words, field
    symbol = card["symbols"]["items"]["properties"]
    assert tuple(symbol["kind"]["enum"]) == tuple(SYMBOLS)
    assert {key for fields in SYMBOLS.values() for key in fields} == set(symbol) - {"kind"}


def test_a_card_is_labelled_by_name_and_number_and_its_numeral_limits_its_copies():
    """Game Cards Explained: the number (0-8, G for a Goalie, none), the I/II restriction (at most
    one or two copies)."""
    def make(name, number, restriction=None):
        return Card("x", name, number, (), (), (), (), (), None, 1, restriction, number is not None, "authored")

    assert make("Goal", None).label == "Goal" and make("Goal", None).number_label == "no number"
    assert make("Goalie", "goalie").label == "Goalie" and make("Goalie", "goalie").number_label == "Goalie"
    assert make("Kick Save", "goalie").label == "Kick Save (G)"
    assert make("Rookie", 0).label == "Rookie 0" and make("Rookie", 0).number_label == "#0"
    assert make("Sniper", 7).number_label == "#7"
    assert make("Ace", 8, "I").max_copies == 1 and make("Ace", 8, "II").max_copies == 2
    assert make("Ace", 8).max_copies is None


def test_player_and_goalie_cards():
    """Game Cards Explained: a Player card has a number (0-8 or Goalie) and a suit; a Goalie card is
    a Player card."""
    data = raw()
    entry(data, "sniper-7-stick")["number"] = None
    assert refused(data) == ("cards.yaml, card 'sniper-7-stick', field 'player': a Player card must have a number "
                             "(0-8 or goalie) and a suit")
    data = raw()
    entry(data, "sniper-7-stick")["suits"] = []
    assert refused(data).endswith("field 'player': a Player card must have a number (0-8 or goalie) and a suit")
    data = raw()
    entry(data, "goalie-g-stick")["player"] = False
    assert refused(data) == "cards.yaml, card 'goalie-g-stick', field 'player': a Goalie card is a Player card"
    data = raw()
    entry(data, "goal-helmet")["suits"] = []                # a suitless non-Player card is fine
    assert parse_cards(data, "x").by_id["goal-helmet"].suits == ()
    data = raw()
    entry(data, "sniper-7-stick")["number"] = 0            # number 0 is a number
    assert parse_cards(data, "x").by_id["sniper-7-stick"].number == 0


def test_a_name_with_spaces_is_trimmed_and_a_symbol_takes_its_defaults():
    """Game Cards Explained; Symbols: a colored area number without a modifier is +0."""
    data = raw()
    e = entry(data, "sniper-7-stick")
    e["name"] = "  Sniper  "
    e["symbols"] = [{"kind": "number", "color": "gold", "area": 5},
                    {"kind": "number", "color": "red", "area": 2, "modifier": -1},
                    {"kind": "zone", "color": "blue", "zone": "offensive"}, {"kind": "affiliation", "color": "red", "side": "home"},
                    {"kind": "fight-good", "number": 3}, {"kind": "grind"}]
    card = parse_cards(data, "cards.yaml").by_id["sniper-7-stick"]
    assert card.name == "Sniper"
    assert card.symbols == (Symbol("number", "gold", 5, 0), Symbol("number", "red", 2, -1),
                            Symbol("zone", "blue", zone="offensive"), Symbol("affiliation", "red", side="home"),
                            Symbol("fight-good", number=3), Symbol("grind"))


@pytest.mark.parametrize("symbol, words", [
    ({"kind": "grind", "color": "red"}, "a grind symbol has no field 'color'"),
    ({"kind": "dot", "color": "red", "zone": "offensive", "area": 3}, "a dot symbol has no field 'area'"),
    ({"kind": "fight-bad", "number": 2, "side": "home", "color": "red"}, "a fight-bad symbol has no field 'color'"),
    ({"kind": "number", "color": "red"}, "a number symbol needs 'area'"),
    ({"kind": "number", "area": 3}, "a number symbol needs 'color'"),
    ({"kind": "zone", "color": "red"}, "a zone symbol needs 'zone'"),
    ({"kind": "fight-good"}, "a fight-good symbol needs 'number'"),
])
def test_a_symbol_carries_the_fields_of_its_kind(symbol, words):
    """Symbols: each kind has its own fields; a field of another kind, or a missing one, is refused
    with file, card and field."""
    data = raw()
    entry(data, "sniper-7-stick")["symbols"] = [symbol]
    assert refused(data) == f"cards.yaml, card 'sniper-7-stick', field 'symbols': {words}"


def test_a_symbol_without_its_optional_modifier_is_accepted():
    """Symbols: the area number's modifier may be left out."""
    data = raw()
    entry(data, "sniper-7-stick")["symbols"] = [{"kind": "number", "color": "red", "area": 3}]
    assert parse_cards(data, "x").by_id["sniper-7-stick"].symbols == (Symbol("number", "red", 3),)


@pytest.mark.parametrize("card_id, field, value, shown, words", [
    ("sniper-7-stick", "number", 9, IN_CARD + "number", "expected at most 8, found 9"),
    ("sniper-7-stick", "number", "keeper", IN_CARD + "number",
     "expected a whole number from 0 to 8, or 'goalie', or null (empty), found 'keeper'"),
    ("sniper-7-stick", "suits", ["puck"], IN_CARD + r"suits\[0\]", "expected one of helmet, skate, stick, glove"),
    ("sniper-7-stick", "suits", ["stick", "stick"], IN_CARD + "suits", "expected no entry twice"),
    ("sniper-7-stick", "colors", ["teal"], IN_CARD + r"colors\[0\]", "found 'teal'"),
    ("sniper-7-stick", "actions", ["fly"], IN_CARD + r"actions\[0\]", "found 'fly'"),
    ("sniper-7-stick", "specials", ["teleport"], IN_CARD + r"specials\[0\]", "found 'teleport'"),
    ("sniper-7-stick", "symbols", [{"kind": "number", "color": "red"}], "symbols", "needs 'area'"),
    ("sniper-7-stick", "symbols", [{"kind": "dot", "color": "red", "zone": "offensive"}], "symbols",
     "has no field 'zone'"),
    ("sniper-7-stick", "symbols", [{"kind": "dot", "color": "teal"}], IN_CARD + r"symbols\[0\]\.color",
     "found 'teal'"),
    ("sniper-7-stick", "suit_circle", {"number": 9, "color": "red"}, IN_CARD + r"suit_circle\.number",
     "expected at most 3, found 9"),
    ("sniper-7-stick", "points", -1, IN_CARD + "points", "expected at least 0, found -1"),
    ("sniper-7-stick", "points", 2.0, IN_CARD + "points", "expected a whole number, found 2.0"),
    ("sniper-7-stick", "restriction", "III", IN_CARD + "restriction", "found 'III'"),
    ("sniper-7-stick", "player", "yes", IN_CARD + "player", "expected true or false, found 'yes'"),
    ("sniper-7-stick", "source", "guess", IN_CARD + "source", "expected one of book, authored, found 'guess'"),
    ("sniper-7-stick", "name", "  ", IN_CARD + "name", "expected text that is not blank"),
    ("goal-helmet", "player", True, "player", "must have a number"),
])
def test_a_bad_card_field_is_reported_with_file_card_and_field(card_id, field, value, shown, words):
    """Game Cards Explained: a field out of its range (number, suit, color, action, special, symbol, Suit
    Circle, points, numeral, Player flag, source, name) is refused, naming the file, card and field."""
    data = raw(CARDS)
    entry(data, card_id)[field] = value
    with pytest.raises(CardDataError) as caught:
        parse_cards(data, "cards.yaml")
    message = str(caught.value)
    assert message.startswith("cards.yaml") and f"card {card_id!r}, " in message
    assert re.search(f"field '{shown}'", message) and words in message


def test_missing_and_unknown_card_fields_and_duplicate_ids():
    """Card data (C1): a missing or unknown field, a repeated id and another game's file are refused."""
    data = raw(CARDS)
    del entry(data, "goal-helmet")["points"]
    with pytest.raises(CardDataError, match=r"card 'goal-helmet', field 'cards\[\d+\]\.points': is missing"):
        parse_cards(data, "cards.yaml")
    data = raw(CARDS)
    entry(data, "goal-helmet")["flavour"] = "x"
    with pytest.raises(CardDataError, match=r"card 'goal-helmet', field 'cards\[\d+\]': has unknown field 'flavour'"):
        parse_cards(data, "cards.yaml")
    data = raw(CARDS)
    data["cards"].append(copy.deepcopy(entry(data, "goal-helmet")))
    with pytest.raises(CardDataError, match="card 'goal-helmet', field 'id': is used by two cards"):
        parse_cards(data, "cards.yaml")
    data = raw(CARDS)
    data["game"] = "hockey"
    with pytest.raises(CardDataError, match="field 'game': expected 'breakaway-ccg', found 'hockey'"):
        parse_cards(data, "cards.yaml")


@pytest.mark.parametrize("card_id", ["Sniper-7-stick", "sniper--7", "sniper-7-stick\n"])
def test_a_card_id_is_lower_case_words_joined_by_dashes(card_id):
    """Card data (C1): a card id is lower-case words joined by single dashes."""
    data = raw(CARDS)
    entry(data, "sniper-7-stick")["id"] = card_id
    with pytest.raises(CardDataError, match=r"cards.yaml, card .*, field 'cards\[\d+\]\.id': expected text matching"):
        parse_cards(data, "cards.yaml")


def test_a_card_id_is_used_by_one_card_only():
    """C1: a card id is used once."""
    data = raw()
    data["cards"].append(copy.deepcopy(entry(data, "goal-helmet")))
    assert refused(data) == "cards.yaml, card 'goal-helmet', field 'id': is used by two cards"


def test_a_bad_card_file_names_its_path(tmp_path: Path):
    """The files are the user's to replace: every message names the file (C1)."""
    data = raw()
    entry(data, "goalie-g-stick")["player"] = False
    path = tmp_path / "my cards.yaml"
    path.write_text(_dump(data), encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        load_cards(path)
    assert str(caught.value) == f"{path}, card 'goalie-g-stick', field 'player': a Goalie card is a Player card"


def test_every_special_on_a_card_has_one_glossary_rule_or_a_ruling_leaving_it_out():
    """Specials (O41 onward): a card's special has a glossary entry, with either a rule or a ruling
    leaving it out, never both; a special is used one way (one 'use' rule)."""
    data = raw()
    del data["specials"]["dig-it-out"]
    assert refused(data) == ("cards.yaml, card 'board-battle-5-skate', field 'specials': 'dig-it-out' has no entry "
                             "in the file's 'specials' glossary")
    data = raw()
    del data["specials"]["dig-it-out"]["effect"]
    assert refused(data) == ("cards.yaml, card 'board-battle-5-skate', field 'specials': 'dig-it-out' has no rule: "
                             "its glossary entry has neither an 'effect' nor a 'left_out' ruling")
    data = raw()
    data["specials"]["dig-it-out"]["left_out"] = "O1"
    assert refused(data) == "cards.yaml, field 'specials.dig-it-out': has both an 'effect' and a 'left_out' ruling"
    data = raw()
    crossbar = data["specials"]["hit-the-crossbar"]["effect"]
    crossbar[1] = dict(crossbar[0])
    assert refused(data) == ("cards.yaml, field 'specials.hit-the-crossbar.effect': has two 'use' rules: a special "
                             "is used one way")
    data = raw()
    crossbar = data["specials"]["hit-the-crossbar"]["effect"]
    crossbar.append(dict(crossbar[1]))                          # two passive rules and one use are fine
    assert len(parse_cards(data, "x").special_rules["hit-the-crossbar"]) == 3


def test_a_glossary_entry_left_out_is_recorded_and_a_file_without_glossary_reads():
    """O54: a special left out by a ruling is recorded with the ruling; with no glossary and no
    specials on the cards, the set still reads."""
    data = raw()
    left = parse_cards(data, "x")
    assert "assist" not in left.special_rules and left.left_out["assist"] == "O54"
    del data["specials"]
    for e in data["cards"]:
        e["specials"] = []
    bare = parse_cards(data, "x")
    assert bare.specials_text == {} and bare.special_rules == {} and bare.left_out == {}


def test_a_rule_without_conditions_has_none():
    """Specials (O41 onward): a glossary rule may leave out its conditions ('when'): it has none."""
    data = raw()
    del data["specials"]["breakaway"]["effect"]["when"]
    assert parse_cards(data, "x").special_rules["breakaway"][0].when == ()


def test_the_two_starter_teams_are_the_shipped_deck_files():
    """Setup: the two starter teams; any other name is not one."""
    assert cc.STARTER_DECKS == ("ridge-runners", "harbour-hawks")
    for name in cc.STARTER_DECKS:
        assert cc.starter_deck(name) == load_deck(DECKS / f"{name}.yaml", load_cards(CARDS))
    with pytest.raises(KeyError):
        cc.starter_deck("no-such-team")
    assert cc.data_dir() == card_data_dir() / "breakaway_ccg"


def test_a_deck_read_afresh():
    """Setup: a team is cards with their copies and a bench of five; the name trimmed, the file kept."""
    cards = load_cards(CARDS)
    path = DECKS / "ridge-runners.yaml"
    data = raw(path)
    deck = load_deck(str(path), cards)
    assert deck == Deck(data["name"].strip(), tuple(data["cards"].items()), tuple(data["bench"]), str(path))
    assert deck.where == str(path) and deck.size == 62 and len(deck.bench) == 5
    assert deck.expanded() == tuple(c for c, n in data["cards"].items() for _ in range(n))
    data["name"] = "  My Team  "
    mine = parse_deck(data, "mine.yaml", cards)
    assert mine.name == "My Team" and mine.where == "mine.yaml"
    assert Deck("t", (("a", 2), ("b", 1)), ()).expanded() == ("a", "a", "b")
    assert Deck("t", (("a", 2), ("b", 3)), ()).size == 5 and Deck("t", (), ()).where == ""


def test_the_starter_deck_files_load():
    """Deck Creation: both starter team files load as 62 cards with a bench of five."""
    for name in ("ridge-runners", "harbour-hawks"):
        deck = load_deck(DECKS / f"{name}.yaml", card_set())
        assert deck.size == 62 and len(deck.bench) == 5


@pytest.mark.parametrize("change, words", [
    (lambda d: d["cards"].update({"no-such-card": 1}), "card 'no-such-card', field 'cards': is not a card"),
    (lambda d: d["cards"].update({"goal-helmet": 0}), "field 'cards.goal-helmet': expected at least 1, found 0"),
    (lambda d: d.update(bench=["nobody"]), "card 'nobody', field 'bench': is not a card"),
    (lambda d: d.update(game="chess"), "field 'game': expected 'breakaway-ccg', found 'chess'"),
    (lambda d: d.update(name=""), "field 'name': expected text that is not blank"),
    (lambda d: d.update(extra=1), "has unknown field 'extra'"),
])
def test_a_bad_deck_file_is_reported_with_file_card_and_field(change, words):
    """Deck files: an unknown card, a zero count, an unknown bench card, another game, a blank name or
    an unknown field is refused, naming the file, card and field."""
    data = raw(DECKS / "ridge-runners.yaml")
    change(data)
    with pytest.raises(CardDataError) as caught:
        parse_deck(data, "ridge-runners.yaml", card_set())
    assert str(caught.value).startswith("ridge-runners.yaml") and words in str(caught.value)


def test_a_bad_deck_file_names_its_path_card_and_field(tmp_path: Path):
    """Setup: every card of the team and of the bench is a card of the set; the message names the
    file, the card and the field."""
    cards = load_cards(CARDS)
    data = raw(DECKS / "ridge-runners.yaml")
    data["cards"]["no-such-card"] = 1
    path = tmp_path / "team.yaml"
    path.write_text(_dump(data), encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        load_deck(path, cards)
    assert str(caught.value) == f"{path}, card 'no-such-card', field 'cards': is not a card of the card set"
    data = raw(DECKS / "ridge-runners.yaml")
    data["bench"][0] = "nobody"
    with pytest.raises(CardDataError) as caught:
        parse_deck(data, "t.yaml", cards)
    assert str(caught.value) == "t.yaml, card 'nobody', field 'bench': is not a card of the card set"


@pytest.mark.parametrize("change, words", [
    (lambda d: d["areas"][0].update(arrows=["nowhere"]), "area 'w7', field 'arrows': points to 'nowhere'"),
    (lambda d: d["areas"][0].update(number=12), "card 'w7', field 'areas[0].number': expected at most 9, found 12"),
    (lambda d: d["areas"][0].update(zone={"west": "offensive", "east": "offensive"}), "area 'w7', field 'zone'"),
    (lambda d: d["areas"][0].update(position=[1]), "card 'w7', field 'areas[0].position': expected at least 2 entries"),
    (lambda d: d["areas"][0].update(id="w8"), "area 'w8', field 'id': is used by two areas"),
    (lambda d: d.update(center="w7"), "field 'center'"),
    (lambda d: next(a for a in d["areas"] if a["id"] == "e3").update(number=0),
     "the west team's offensive zone has no area numbered 3"),
    (lambda d: d["faceoff_dots"].update({"west-end": ["w1", "zz"]}), "field 'faceoff_dots': west-end names 'zz'"),
    (lambda d: d["faceoff_dots"].update({"west-end": ["e1"]}), "every west-end dot must lie in that part"),
    (lambda d: d["faceoff_dots"].update({"center": ["nw9"]}), "the center dot must be the center area"),
    (lambda d: d.pop("faceoff_dots"), "faceoff_dots"),
])
def test_a_bad_rink_is_reported_with_file_area_and_field(change, words):
    """Zones & Areas: a broken rink file (a bad arrow, number, zone, position, id, center, or face-off
    dot) is refused, naming the file, the area and the field."""
    data = raw(RINK)
    change(data)
    with pytest.raises(CardDataError) as caught:
        parse_rink(data, "rink.yaml")
    assert str(caught.value).startswith("rink.yaml") and words in str(caught.value)


def test_an_area_the_puck_cannot_reach_is_refused():
    """Zones & Areas: an area no arrow leads to from center ice is refused."""
    data = raw(RINK)
    for area in data["areas"]:
        area["arrows"] = [a for a in area["arrows"] if a != "w7"]
    data["areas"][0]["arrows"] = ["w5"]
    with pytest.raises(CardDataError, match="area 'w7', field 'arrows': cannot be reached from center ice"):
        parse_rink(data, "rink.yaml")


def test_officiating_cards_cover_every_sum_once():
    """Part 2, Game Setup: the period's officiating card from the sum of two cards (ruling O3)."""
    from tabletop.games.breakaway_ccg.official.officiating import (
        card_for,
        officiating_cards,
        parse_officiating,
    )

    cards = officiating_cards()
    assert all(card_for(total).sums[0] <= total <= card_for(total).sums[1] for total in range(17))
    assert all(set(card.penalties) == {"helmet", "skate", "stick", "glove"} for card in cards.values())
    data = raw(FOLDER / "officiating.yaml")
    data["cards"][0]["sums"] = [0, 2]
    with pytest.raises(CardDataError, match="no officiating card covers the sum 3"):
        parse_officiating(data, "officiating.yaml")
    data["cards"][0]["sums"] = [0, 4]
    with pytest.raises(CardDataError, match="officiating.yaml, card 'by-the-book', field 'sums': 4 is already"):
        parse_officiating(data, "officiating.yaml")
