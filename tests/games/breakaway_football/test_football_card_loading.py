"""Breakaway Football's card files read afresh, and every refusal of the reader word for word.

The game reads its cards once (``default_cards``), before a mutation tester switches a mutant
on, and the older card tests read them at import; so the reader (``cards.py``) was only under
test through its refusals, most of which stop before a whole deck is built. These tests read the
files inside the test: what a fresh read builds must be what the game plays with, card for card
and move for move, and each refusal must name file, card and field in the same words.
"""

from __future__ import annotations

import copy
import shutil
from pathlib import Path

import pytest

from tabletop import safe_yaml
from tabletop.games.breakaway_football import cards
from tabletop.games.breakaway_football.cards import (
    CardDataError,
    default_cards,
    load_cards,
    parse_game_day,
    parse_team,
)
from tabletop.games.breakaway_football.rules import BreakawayFootball
from tabletop.paths import card_data_dir
from tests.games import transcripts

FOLDER = card_data_dir() / "breakaway_football"


def _raw(name: str) -> dict:
    return safe_yaml.load_file(FOLDER / name)


def _refusal(make) -> str:
    with pytest.raises(CardDataError) as caught:
        make()
    return str(caught.value)


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


def _folder_copy(tmp_path: Path) -> Path:
    target = tmp_path / "breakaway_football"
    shutil.copytree(FOLDER, target)
    return target


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
