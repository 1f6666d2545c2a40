"""Breakaway: CCG data files: the shipped card set, decks and rink, and the checks on a user's copy."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from tabletop import safe_yaml
from tabletop.cards.loader import schema_dir
from tabletop.games.breakaway_ccg.cards import (
    ACTIONS,
    COLORS,
    SPECIALS,
    SUITS,
    SYMBOLS,
    CardDataError,
    card_set,
    load_deck,
    parse_cards,
    parse_deck,
    starter_deck,
)
from tabletop.games.breakaway_ccg.rink import OFFENSIVE, load_rink, parse_rink, rink
from tabletop.games.breakaway_ccg.tables import BASIC_ACTIONS
from tabletop.paths import card_data_dir

FOLDER = card_data_dir() / "breakaway_ccg"
CARDS = FOLDER / "cards.yaml"
RINK = FOLDER / "rink.yaml"
DECKS = FOLDER / "decks"


def raw(path: Path):
    return copy.deepcopy(safe_yaml.load_file(path))


def entry(data, card_id):
    return next(c for c in data["cards"] if c["id"] == card_id)


# ----- the shipped card set ------------------------------------------------------------------
def test_every_card_is_marked_authored_and_has_a_stable_id():
    cards = card_set()
    assert len(cards.cards) > 100
    for card in cards.cards:
        assert card.source == "authored"
        number = "g" if card.number == "goalie" else ("x" if card.number is None else str(card.number))
        suit = "all" if len(card.suits) == 4 else card.suits[0]
        assert card.id in (f"{slug(card.name)}-{number}-{suit}", f"{slug(card.name)}-{suit}")
    assert "sniper-7-stick" in cards.by_id


def slug(name: str) -> str:
    return "".join(ch if ch.isalnum() else "-" for ch in name.lower()).strip("-").replace("--", "-")


def test_the_starter_teams_use_every_basic_action_and_every_color():
    cards = card_set()
    used = [cards.by_id[c] for d in ("ridge-runners", "harbour-hawks") for c, _ in starter_deck(d).cards]
    assert {a for c in used for a in c.actions} >= set(BASIC_ACTIONS)
    assert {col for c in used for col in c.colors} == set(COLORS)
    assert any(c.name == "Score" for c in used) and any(c.name == "Goal" for c in used)
    for action in ("save", "body-check"):
        assert sum(action in c.actions for c in used) >= 4


def test_the_schema_holds_every_kind_of_symbol_and_the_card_anatomy():
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


# ----- card file errors name the file, the card and the field -----------------------------------
IN_CARD = r"cards\[\d+\]\."       # the schema's path to a field of the card


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
    data = raw(CARDS)
    entry(data, card_id)[field] = value
    with pytest.raises(CardDataError) as caught:
        parse_cards(data, "cards.yaml")
    message = str(caught.value)
    assert message.startswith("cards.yaml") and f"card {card_id!r}, " in message
    assert re.search(f"field '{shown}'", message) and words in message


def test_a_special_missing_from_the_glossary_is_named_with_the_card():
    """Every special the book names has a glossary entry now, so drop one from a copy of the data."""
    data = raw(CARDS)
    del data["specials"]["dig-it-out"]
    with pytest.raises(CardDataError) as caught:
        parse_cards(data, "cards.yaml")
    message = str(caught.value)
    assert "card 'board-battle-5-skate', field 'specials'" in message
    assert "no entry in the file's 'specials' glossary" in message


def test_missing_and_unknown_card_fields_and_duplicate_ids():
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
    data = raw(CARDS)
    entry(data, "sniper-7-stick")["id"] = card_id
    with pytest.raises(CardDataError, match=r"cards.yaml, card .*, field 'cards\[\d+\]\.id': expected text matching"):
        parse_cards(data, "cards.yaml")


def test_the_word_lists_the_game_uses_are_the_schema_s():
    card = json.loads((schema_dir() / "ccg-cards.schema.json").read_text(encoding="utf-8"))[
        "properties"]["cards"]["items"]["properties"]
    for field, words in (("suits", SUITS), ("colors", COLORS), ("actions", ACTIONS), ("specials", SPECIALS)):
        assert tuple(card[field]["items"]["enum"]) == words, field
    symbol = card["symbols"]["items"]["properties"]
    assert tuple(symbol["kind"]["enum"]) == tuple(SYMBOLS)
    assert {key for fields in SYMBOLS.values() for key in fields} == set(symbol) - {"kind"}


# ----- deck files -------------------------------------------------------------------------------
def test_the_starter_deck_files_load():
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
    data = raw(DECKS / "ridge-runners.yaml")
    change(data)
    with pytest.raises(CardDataError) as caught:
        parse_deck(data, "ridge-runners.yaml", card_set())
    assert str(caught.value).startswith("ridge-runners.yaml") and words in str(caught.value)


# ----- the rink -----------------------------------------------------------------------------------
def test_the_rink_has_center_ice_and_areas_1_to_6_in_each_end():
    board = load_rink(RINK)
    assert board.center == "c9" and board.by_id["c9"].number == 9
    for seat, end in ((0, "e"), (1, "w")):
        offensive = {a.number for a in board.areas if a.zone[seat] == OFFENSIVE}
        assert offensive == set(range(9))
        assert {a.id for a in board.areas if board.can_shoot_from(a.id, seat)} == {f"{end}{n}" for n in range(1, 7)}
    # 5 and 6 flank the net, 7 is behind it and reached only from them.
    assert set(board.by_id["e7"].arrows) == {"e5", "e6"}
    assert {a.number for a in board.areas if a.zone[0] == "neutral"} == {9}


def test_every_arrow_has_a_way_back():
    board = rink()
    for area in board.areas:
        for target in area.arrows:
            assert area.id in board.by_id[target].arrows


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
    data = raw(RINK)
    change(data)
    with pytest.raises(CardDataError) as caught:
        parse_rink(data, "rink.yaml")
    assert str(caught.value).startswith("rink.yaml") and words in str(caught.value)


def test_an_area_the_puck_cannot_reach_is_refused():
    data = raw(RINK)
    for area in data["areas"]:
        area["arrows"] = [a for a in area["arrows"] if a != "w7"]
    data["areas"][0]["arrows"] = ["w5"]
    with pytest.raises(CardDataError, match="area 'w7', field 'arrows': cannot be reached from center ice"):
        parse_rink(data, "rink.yaml")


def test_the_rink_has_its_faceoff_dots_and_the_nearest_place_of_every_area():
    """Part 2, Stoppage: the nearest dot; rink.yaml's dots (ruling O7)."""
    board = rink()
    assert board.dots == {"center": ("c9",), "west-end": ("w1", "w2"), "west-neutral": ("nw9",),
                          "east-neutral": ("ne9",), "east-end": ("e1", "e2")}
    assert {board.place_of(a) for a in board.ids if a.startswith("w")} == {"west-end"}
    assert (board.place_of("nw9"), board.place_of("c9"), board.place_of("ne9")) == ("west-neutral", "center",
                                                                                     "east-neutral")


def test_officiating_cards_cover_every_sum_once():
    """Part 2, Game Setup: the period's officiating card from the sum of two cards (ruling O3)."""
    from tabletop.games.breakaway_ccg.officiating import card_for, officiating_cards, parse_officiating

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
