"""Breakaway Football, "Components": the four team decks (15 offense and 10 defense cards each)
and the 54-card Game Day deck, as the card files describe them.

What a fresh read of the card files builds must be what the game plays with, card for card and
move for move; the readers refuse every inconsistent file naming the file, the card and the
field; the game's card tables and labels index every card.
"""

from __future__ import annotations

import copy
import json
import shutil
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop import safe_yaml
from tabletop.cards.loader import schema_dir
from tabletop.games.breakaway_football import cards
from tabletop.games.breakaway_football.cards import (
    MINIMUM_GAIN_TYPES,
    PLAY_LABELS,
    RUN_TYPES,
    CardDataError,
    default_cards,
    load_cards,
    parse_game_day,
    parse_team,
)
from tabletop.games.breakaway_football.rules import BreakawayFootball
from tests.games import transcripts
from tests.games.breakaway_football.support import CARDS, FIR, FOLDER, GAME, LIG, RAW_DECK, N, position


def _first_event(deck, effect: str, kind: str) -> dict:
    return next(c["event"] for c in deck["cards"] if c["event"]["effect"] == effect and c["event"]["kind"] == kind)


def _raw(name: str) -> dict:
    return safe_yaml.load_file(FOLDER / name)


def _refusal(make) -> str:
    with pytest.raises(CardDataError) as caught:
        make()
    return str(caught.value)


def _folder_copy(tmp_path: Path) -> Path:
    target = tmp_path / "breakaway_football"
    shutil.copytree(FOLDER, target)
    return target


# ----- The game's card tables and labels --------------------------------------------------------------

def test_the_card_tables_index_every_team_card_and_game_day_card():
    """Components: four team decks of 15 offense and 10 defense cards each, and the Game Day deck."""
    game = BreakawayFootball()
    assert game.cards is not None and set(game.offense_ids) == {"LIG", "FIR", "MAU", "PHA"}
    assert game.offense_ids["LIG"] == tuple(f"LIG-O{i:02}" for i in range(1, 16))
    assert game.defense_ids["FIR"] == tuple(f"FIR-D{i:02}" for i in range(1, 11))
    assert len(game.off) == 60 and len(game.dfn) == 40 and len(game.gd) == len(game.gd_ids) == 54
    assert game.gd_ids == tuple(c.id for c in CARDS.game_day) and game.gd_ids[0] == "GD01"
    assert game.off["FIR-O03"] == CARDS.teams["FIR"].offense[2]
    assert game.dfn["MAU-D04"] == CARDS.teams["MAU"].defense[3]
    assert game.gd["GD07"] == CARDS.game_day[6]
    # offense cards first, then defense cards, each in file order (the order hands are sorted in)
    order = list(game.off) + list(game.dfn)
    tables = game.tables
    assert tables.order == {cid: i for i, cid in enumerate(order)}
    assert tables.order["MAU-O01"] == 0 and tables.order["MAU-O02"] == 1 and tables.order["MAU-D01"] == 60
    assert (tables.off, tables.dfn, tables.gd) == (game.off, game.dfn, game.gd)


def test_a_game_made_with_its_own_card_set_reads_that_set():
    """Cards given to the game are the ones it plays with (a user may replace the authored data)."""
    lig = CARDS.teams["LIG"]
    cards = replace(CARDS, teams={"LIG": replace(lig, name="Bolts"), "FIR": CARDS.teams["FIR"]})
    game = BreakawayFootball(cards)
    assert game.cards is cards and set(game.offense_ids) == {"LIG", "FIR"}
    assert game.new_game(0).names == ("Bolts", "Fire")
    assert game._cache == (None, {})


def test_labels_name_offense_defense_and_game_day_cards():
    assert GAME.label("LIG-O01") == GAME.off["LIG-O01"].label
    assert GAME.label("FIR-D01") == GAME.dfn["FIR-D01"].label
    assert GAME.label("GD05") == GAME.gd["GD05"].label
    assert len({GAME.label("LIG-O01"), GAME.label("FIR-D01"), GAME.label("GD05")}) == 3
    assert GAME.team_of(position(), FIR) == CARDS.teams["FIR"]
    assert GAME.team_of(position(), LIG) == CARDS.teams["LIG"]


# ----- The card readers refuse inconsistent files, naming file, card and field ------------------------

def test_game_day_errors_name_file_card_and_field():
    bad = copy.deepcopy(RAW_DECK)
    bad["cards"][3]["field_goal"] = 12
    with pytest.raises(CardDataError, match=r"game_day.yaml, card 'GD04', field 'cards\[3\]\.field_goal': "
                                            r"expected at most 9, found 12"):
        parse_game_day(bad, FOLDER / "game_day.yaml")
    bad = copy.deepcopy(RAW_DECK)
    bad["cards"][0]["event"]["kind"] = "kick"
    with pytest.raises(CardDataError, match=r"card 'GD01', field 'cards\[0\]\.event\.kind': "
                                            r"expected one of run, pass, found 'kick'"):
        parse_game_day(bad)
    bad = copy.deepcopy(RAW_DECK)
    del bad["cards"][-1]
    with pytest.raises(CardDataError, match="54 cards"):
        parse_game_day(bad)
    bad = copy.deepcopy(RAW_DECK)
    bad["source"] = "book"
    with pytest.raises(CardDataError, match="field 'source': expected 'authored', found 'book'"):
        parse_game_day(bad)


@pytest.mark.parametrize("change, words", [
    (lambda d: _first_event(d, "gain", "run").pop("value"), r"field 'event.value': is missing"),
    (lambda d: _first_event(d, "gain", "pass").pop("color"), r"field 'event.color': is missing"),
    (lambda d: _first_event(d, "gain", "run").update(color="green"),
     "field 'event.color': only pass events are printed green or red"),
    (lambda d: _first_event(d, "fumble", "run").update(kind="pass"), "field 'event.kind': a fumble event belongs to run plays"),
    (lambda d: _first_event(d, "penalty", "run").pop("penalty"), r"field 'event.penalty': is missing"),
])
def test_an_event_has_the_fields_its_effect_needs(change, words):
    bad = copy.deepcopy(RAW_DECK)
    change(bad)
    with pytest.raises(CardDataError, match=r"game_day.yaml, card GD\d+, " + words):
        parse_game_day(bad)


def test_team_errors_name_file_card_and_field():
    raw = safe_yaml.load_file(FOLDER / "team_fire.yaml")
    bad = copy.deepcopy(raw)
    bad["offense"][2]["plays"][1]["type"] = "screen_pass"
    with pytest.raises(CardDataError, match=r"team_fire.yaml, card 'FIR-O03', field 'offense\[2\]\.plays\[1\]\.type': "
                                            r"expected one of inside_run, .*, found 'screen_pass'"):
        parse_team(bad, FOLDER / "team_fire.yaml")
    bad = copy.deepcopy(raw)
    bad["defense"][0]["run"] = "strong"
    with pytest.raises(CardDataError, match=r"card 'FIR-D01', field 'defense\[0\]\.run': "
                                            r"expected a whole number, found 'strong'"):
        parse_team(bad, "team_fire.yaml")
    bad = copy.deepcopy(raw)
    bad["offense"][0]["plays"][0] = {"type": "inside_run", "strength": 2, "low_percentage": True}
    with pytest.raises(CardDataError, match="only a pass can be low-percentage"):
        parse_team(bad)
    bad = copy.deepcopy(raw)
    bad["team"]["solo"]["fourth_down"] = "reckless"
    with pytest.raises(CardDataError, match=r"field 'team.solo.fourth_down': expected one of aggressive, balanced, "
                                            r"cautious, found 'reckless'"):
        parse_team(bad)
    bad = copy.deepcopy(raw)
    bad["defense"][1]["id"] = bad["offense"][0]["id"]
    with pytest.raises(CardDataError, match="card FIR-O01, field 'id': is used twice"):
        parse_team(bad)


def test_a_defense_card_without_its_other_end_is_refused_naming_file_card_and_field():
    """Audibles: a turned card changes the call, so each defense card has a formation at each end (R5)."""
    raw = safe_yaml.load_file(FOLDER / "team_fire.yaml")
    bad = copy.deepcopy(raw)
    del bad["defense"][3]["turned"]
    with pytest.raises(CardDataError, match=r"team_fire.yaml, card 'FIR-D04', field 'defense\[3\]\.turned': .*missing"):
        parse_team(bad, FOLDER / "team_fire.yaml")
    bad = copy.deepcopy(raw)
    bad["defense"][3]["turned"]["pass"] = "deep"
    with pytest.raises(CardDataError, match=r"card 'FIR-D04', field 'defense\[3\]\.turned\.pass': "
                                            r"expected a whole number, found 'deep'"):
        parse_team(bad, "team_fire.yaml")
    bad = copy.deepcopy(raw)
    bad["defense"][3]["turned"]["loses_to"] = list(bad["defense"][3]["turned"]["wins_vs"])
    with pytest.raises(CardDataError, match=r"card FIR-D04, field 'turned.loses_to': a play type cannot be in both"):
        parse_team(bad, "team_fire.yaml")


def test_the_play_types_the_game_names_are_the_schema_s():
    schema = json.loads((schema_dir() / "football-team.schema.json").read_text(encoding="utf-8"))
    play = schema["properties"]["offense"]["items"]["properties"]["plays"]["items"]["properties"]
    assert tuple(play["type"]["enum"]) == tuple(PLAY_LABELS)
    assert RUN_TYPES | MINIMUM_GAIN_TYPES <= set(PLAY_LABELS)


def test_the_team_reader_refuses_each_inconsistency_naming_file_card_and_field():
    raw = _raw("team_fire.yaml")
    path = FOLDER / "team_fire.yaml"

    bad = copy.deepcopy(raw)
    bad["offense"][4]["id"] = bad["offense"][1]["id"]
    assert _refusal(lambda: parse_team(bad, path)) == "team_fire.yaml, card FIR-O02, field 'id': is used twice"

    bad = copy.deepcopy(raw)
    bad["defense"][2]["id"] = bad["defense"][0]["id"]
    assert _refusal(lambda: parse_team(bad, path)) == "team_fire.yaml, card FIR-D01, field 'id': is used twice"

    bad = copy.deepcopy(raw)
    bad["offense"][6]["plays"][1] = {"type": "outside_run", "strength": 3, "low_percentage": True}
    assert _refusal(lambda: parse_team(bad, path)) == (
        "team_fire.yaml, card FIR-O07, field 'plays[1].low_percentage': only a pass can be low-percentage")

    bad = copy.deepcopy(raw)
    del bad["offense"][-1]
    assert _refusal(lambda: parse_team(bad, path)) == (
        "team_fire.yaml, field 'offense': a team deck has 15 offense cards, not 14")

    bad = copy.deepcopy(raw)
    bad["defense"].append(dict(bad["defense"][0], id="FIR-D11"))
    assert _refusal(lambda: parse_team(bad, path)) == (
        "team_fire.yaml, field 'defense': a team deck has 10 defense cards, not 11")

    bad = copy.deepcopy(raw)
    bad["defense"][5]["id"] = "LIG-D06"
    assert _refusal(lambda: parse_team(bad, path)) == (
        "team_fire.yaml, card LIG-D06, field 'id': card ids of this team start with 'FIR-'")

    bad = copy.deepcopy(raw)
    bad["offense"][0]["id"] = "FIRO01"
    assert _refusal(lambda: parse_team(bad, path)) == (
        "team_fire.yaml, card FIRO01, field 'id': card ids of this team start with 'FIR-'")

    bad = copy.deepcopy(raw)
    bad["defense"][3]["loses_to"] = list(bad["defense"][3]["wins_vs"])[:1]
    assert _refusal(lambda: parse_team(bad, path)) == (
        "team_fire.yaml, card FIR-D04, field 'loses_to': a play type cannot be in both 'wins_vs' and 'loses_to'")

    # without a path the words name the default file
    bad = copy.deepcopy(raw)
    bad["offense"][4]["id"] = bad["offense"][1]["id"]
    assert _refusal(lambda: parse_team(bad)) == "team.yaml, card FIR-O02, field 'id': is used twice"


def test_a_defense_card_built_without_the_schema_still_needs_its_other_end():
    """Audibles (ruling R5): each defense card has a formation at each end. The schema says so;
    the builder checks it again for data that did not pass through the schema."""
    raw = _raw("team_fire.yaml")
    del raw["defense"][7]["turned"]
    assert _refusal(lambda: cards._team(raw, "team_fire.yaml")) == (
        "team_fire.yaml, card FIR-D08, field 'turned': is missing (a defense card has a formation at each "
        "end: Audibles, ruling R5)")


def test_the_game_day_reader_refuses_each_inconsistency_naming_file_card_and_field():
    raw = _raw("game_day.yaml")
    path = FOLDER / "game_day.yaml"

    bad = copy.deepcopy(raw)
    bad["cards"][9]["id"] = bad["cards"][2]["id"]
    assert _refusal(lambda: parse_game_day(bad, path)) == "game_day.yaml, card GD03, field 'id': is used twice"

    bad = copy.deepcopy(raw)
    card = next(c for c in bad["cards"] if c["field_goal"] == 9)
    card["hail_mary"] = "incomplete"
    assert _refusal(lambda: parse_game_day(bad, path)) == (
        f"game_day.yaml, card {card['id']}, field 'hail_mary': must be 'complete' for a field goal value of 9 "
        "(a Hail Mary reads the field-goal value)")

    bad = copy.deepcopy(raw)
    bad["cards"].append(dict(bad["cards"][0], id="GD55"))
    assert _refusal(lambda: parse_game_day(bad, path)) == (
        "game_day.yaml, field 'cards': the Game Day deck has 54 cards, not 55")

    bad = copy.deepcopy(raw)
    card = next(c for c in bad["cards"] if c["event"]["effect"] == "interception")
    card["event"]["kind"] = "run"
    assert _refusal(lambda: parse_game_day(bad)) == (
        f"game_day.yaml, card {card['id']}, field 'event.kind': an interception event belongs to pass plays")

    bad = copy.deepcopy(raw)
    card = next(c for c in bad["cards"] if c["event"]["effect"] == "gain" and c["event"]["kind"] == "pass")
    del card["event"]["color"]
    assert _refusal(lambda: parse_game_day(bad)) == (
        f"game_day.yaml, card {card['id']}, field 'event.color': is missing (pass events are printed green or red)")


def test_the_folder_reader_refuses_two_teams_with_one_code(tmp_path):
    folder = _folder_copy(tmp_path)
    pharaohs = folder / "team_pharaohs.yaml"
    pharaohs.write_text(pharaohs.read_text(encoding="utf-8").replace("PHA", "MAU"), encoding="utf-8")
    assert _refusal(lambda: load_cards(folder)) == (
        "team_pharaohs.yaml, field 'team.code': 'MAU' is used by two teams")


def test_the_folder_reader_refuses_a_game_day_card_with_a_team_card_s_id(tmp_path):
    folder = _folder_copy(tmp_path)
    deck = folder / "game_day.yaml"
    deck.write_text(deck.read_text(encoding="utf-8").replace("- id: GD07", "- id: LIG-O03"), encoding="utf-8")
    assert _refusal(lambda: load_cards(folder)) == (
        "game_day.yaml, card LIG-O03, field 'id': is used by a team deck")


def test_an_option_not_set_is_refused_by_its_name():
    state = BreakawayFootball().new_game(0)
    with pytest.raises(KeyError) as caught:
        state.option("no_such_option")
    assert caught.value.args == ("no_such_option",)


def test_an_event_without_words_reads_as_no_words():
    """An event's text is optional in the card file (the schema); left out, the card has none."""
    raw = _raw("game_day.yaml")
    del raw["cards"][0]["event"]["text"]
    assert parse_game_day(raw)[0].event.text == ""


# ----- The team decks and the Game Day deck -----------------------------------------------------------

def test_four_teams_of_15_offense_and_10_defense_cards_and_a_54_card_game_day_deck():
    assert [t.name for t in CARDS.teams.values()] == ["Maulers", "Pharaohs", "Lightning", "Fire"]
    for team in CARDS.teams.values():
        assert len(team.offense) == 15 and len(team.defense) == 10
        assert team.character and team.summary and team.solo["offense"] and team.solo["defense"]
        assert all(len(c.plays) == 2 for c in team.offense)
    assert N == 54
    for path in FOLDER.glob("*.yaml"):
        assert safe_yaml.load_file(path)["source"] == "authored"


def test_the_book_s_example_cards_exist():
    for team in CARDS.teams.values():
        forms = {d.end("a").name: d.end("a") for d in team.defense}
        assert "outside_run" in forms["Tight Run"].loses_to            # Outside Run vs Tight Run
        assert "short_pass" in forms["Press"].wins_vs                   # Short Pass vs Press
        assert "long_pass" in forms["2 Man Under"].wins_vs              # Long Pass vs 2 Man Under
        assert forms["Prevent"].prevent


def test_each_defense_card_turns_to_the_formation_of_the_card_five_on_and_never_to_itself():
    """Ruling R5 (fills a silence): card i's other end is card i+5's formation, so each team's
    formations on the "a" ends and on the "b" ends are the same set, and a turn always changes
    the formation."""
    for team in CARDS.teams.values():
        cards = team.defense
        for i, card in enumerate(cards):
            assert card.end("b") == cards[(i + 5) % len(cards)].end("a"), card.id
            assert card.end("b").name != card.end("a").name, card.id
        assert Counter(c.end("a") for c in cards) == Counter(c.end("b") for c in cards)


def test_a_fresh_read_builds_the_cards_the_game_plays_with():
    fresh = load_cards()
    assert fresh == default_cards()
    assert list(fresh.teams) == ["MAU", "PHA", "LIG", "FIR"]          # file order, by code
    for name in cards.TEAM_FILES:
        team = parse_team(_raw(name), FOLDER / name)
        assert team == fresh.teams[team.code]
        assert len(team.offense) == 15 and len(team.defense) == 10
    assert parse_game_day(_raw("game_day.yaml")) == fresh.game_day
    fire = fresh.teams["FIR"]
    assert (fire.name, fire.character, fire.solo["fourth_down"]) == ("Fire", "spread and blitz", "aggressive")
    o03 = next(c for c in fire.offense if c.id == "FIR-O03")
    assert [(p.type, p.strength, p.low_percentage) for p in o03.plays] == [
        ("medium_pass", 5, True), ("inside_run", 2, False)]


def test_a_game_reading_its_cards_afresh_plays_exactly_as_the_registered_one():
    transcripts.plays_like("breakaway-football", BreakawayFootball(load_cards()))


def test_what_a_game_day_card_reads_is_what_its_file_says():
    raw = _raw("game_day.yaml")
    deck = parse_game_day(raw)
    for entry, card in zip(raw["cards"], deck, strict=True):
        e = entry["event"]
        assert (card.id, card.field_goal, card.punt, card.hail_mary) == (
            entry["id"], entry["field_goal"], entry["punt"], entry["hail_mary"])
        assert (card.offense_breakaway, card.defense_breakaway, card.blocked_punt) == (
            entry["offense_breakaway"], entry["defense_breakaway"], entry.get("blocked_punt", False))
        assert (card.event.team, card.event.kind, card.event.effect, card.event.text) == (
            e["team"], e["kind"], e["effect"], e.get("text", ""))
        assert card.event.value == (e["value"] if e["effect"] == "gain" else 0)
        assert card.event.color == (e.get("color", "") if e["effect"] == "gain" else "")
        if e["effect"] == "penalty":
            p = e["penalty"]
            assert (card.event.penalty.name, card.event.penalty.on, card.event.penalty.lines,
                    card.event.penalty.declinable, card.event.penalty.first_down) == (
                p["name"], p["on"], p["lines"], p["declinable"], p["first_down"])
        else:
            assert card.event.penalty is None
