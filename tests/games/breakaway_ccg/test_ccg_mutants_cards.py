"""Breakaway: CCG card loader (``cards.py``): the card set and the team files read afresh, field by
field, and every check the loader adds to the schema, each with its exact words (issue 20's
mutation scores; the engine's card set is cached before a mutant can change the loader).

Book: "Game Cards Explained" (name, number 0-8 or Goalie, suits, colors, actions, specials,
symbols, the suit circle, points, the I/II restriction), "Symbols" (which fields each kind
carries), Part 1 Setup (a team and its bench). Rulings C1-C4 (card data), O41 onward (the
specials glossary: a rule or a ruling that leaves it out) in ``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from tabletop import safe_yaml
from tabletop.games.breakaway_ccg import cards as cc
from tabletop.games.breakaway_ccg.cards import (
    Card,
    CardDataError,
    Deck,
    SpecialRule,
    Symbol,
    load_cards,
    load_deck,
    parse_cards,
    parse_deck,
)
from tabletop.paths import card_data_dir

FOLDER = card_data_dir() / "breakaway_ccg"
CARDS = FOLDER / "cards.yaml"
DECKS = FOLDER / "decks"


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


# ----- the shipped set, read afresh -------------------------------------------------------------------
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


# ----- what the loader checks after the schema ------------------------------------------------------
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


def test_the_glossary_checks():
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


def test_two_cards_with_one_id():
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


def _dump(data) -> str:
    import yaml
    return yaml.safe_dump(data, sort_keys=False)


# ----- the properties of a card ----------------------------------------------------------------------
def test_a_cards_label_number_label_and_copy_limit():
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


# ----- the team files (Setup) ------------------------------------------------------------------------
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


def test_the_starter_decks():
    """Setup: the two starter teams; any other name is not one."""
    assert cc.STARTER_DECKS == ("ridge-runners", "harbour-hawks")
    for name in cc.STARTER_DECKS:
        assert cc.starter_deck(name) == load_deck(DECKS / f"{name}.yaml", load_cards(CARDS))
    with pytest.raises(KeyError):
        cc.starter_deck("no-such-team")
    assert cc.data_dir() == card_data_dir() / "breakaway_ccg"
