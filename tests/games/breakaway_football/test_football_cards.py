"""Breakaway Football card data: structure, clear errors, and the calibration of the authored
Game Day deck to every probability the book states (docs/rulings/breakaway-football.md)."""

from __future__ import annotations

import copy
import json
from collections import Counter
from dataclasses import replace

import pytest
from tests.games.breakaway_football.support import LIG, act, position

from tabletop import safe_yaml
from tabletop.cards.loader import schema_dir
from tabletop.games.breakaway_football.cards import (
    MINIMUM_GAIN_TYPES,
    PLAY_LABELS,
    RUN_TYPES,
    CardDataError,
    load_cards,
    parse_game_day,
    parse_team,
)
from tabletop.games.breakaway_football.field import hail_mary_result
from tabletop.paths import card_data_dir

FOLDER = card_data_dir() / "breakaway_football"
RAW_DECK = safe_yaml.load_file(FOLDER / "game_day.yaml")
CARDS = load_cards(FOLDER)
DECK = CARDS.game_day
N = len(DECK)


def share(pred) -> int:
    return sum(1 for c in DECK if pred(c))


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


# ----- calibration ---------------------------------------------------------------------------
@pytest.mark.parametrize("distance, percent", [(1, 95), (2, 95), (3, 95), (4, 91), (5, 85), (6, 74),
                                                (7, 60), (8, 20), (9, 5)])
def test_field_goal_success_by_distance_within_one_card(distance, percent):
    made = share(lambda c: c.field_goal >= distance)
    assert abs(made - percent * N / 100) <= 1, f"distance {distance}: {made}/54 vs {percent}%"


def test_extra_point_95_percent_onside_20_percent():
    assert abs(share(lambda c: c.field_goal >= 3) - 0.95 * N) <= 1
    assert abs(share(lambda c: c.field_goal in (8, 9)) - 0.20 * N) <= 1


@pytest.mark.parametrize("ball", [2, 6, 10, 14, 18])
def test_hail_mary_completes_5_percent_within_one_card_from_every_spot(ball):
    """Hail Mary: "Success is rare (5%)", read from the field-goal value (ruling R24). Measured
    through the engine, not the card file: every ordered pair of top Game Day cards is dealt
    under a Hail Mary thrown from ``ball``, so however many cards the rule draws, the share of
    completions is exact. Same tolerance as the field-goal odds: within one card of 54."""
    state = position(ball=ball)
    state, _ = act(state, LIG, "special", "hail_mary")
    ids = [c.id for c in DECK]
    complete = intercepted = deals = 0
    for a in ids:
        for b in ids:
            if a == b:
                continue
            dealt = replace(state, deck=(a, b) + tuple(c for c in ids if c not in (a, b)))
            _after, events = act(dealt, LIG, "discard", dealt.hands[LIG][0])
            texts = " ".join(e.text for e in events if e.kind == "hail-mary")
            complete += "COMPLETE" in texts
            intercepted += "INTERCEPTED" in texts
            deals += 1
    assert abs(complete / deals * N - 0.05 * N) <= 1, f"from line {ball}: {complete / deals:.1%} complete"
    assert intercepted * N <= 3 * deals, f"from line {ball}: {intercepted / deals:.1%} intercepted"


def test_the_printed_hail_mary_mark_repeats_the_field_goal_value():
    assert all(c.hail_mary == hail_mary_result(c.field_goal) for c in DECK)
    bad = copy.deepcopy(RAW_DECK)
    card = next(c for c in bad["cards"] if c["field_goal"] == 7)
    card["hail_mary"] = "complete"
    with pytest.raises(CardDataError, match="field 'hail_mary': must be 'incomplete' for a field goal value of 7"):
        parse_game_day(bad)


def test_kick_return_table_outcomes_in_sensible_proportions():
    corner = Counter(c.offense_breakaway for c in DECK)
    touchback = corner[-1] + corner[0]
    assert 0.30 <= touchback / N <= 0.45               # the most common single result
    assert corner[2] > corner[1] and corner[2] > corner[3]   # most returns reach the 30
    assert 1 <= corner["TD"] <= 2 and 1 <= corner["F"] <= 2   # return touchdowns and fumbles are rare
    # A breakaway ends on a tackle or a fumble a bit more than a quarter of the time.
    assert 0.2 <= (corner[0] + corner["F"]) / N <= 0.35


def test_play_events_and_other_corners():
    events = [c.event for c in DECK]
    assert Counter(e.kind for e in events) == {"run": 27, "pass": 27}
    assert all(e.effect != "fumble" or e.kind == "run" for e in events)
    assert all(e.effect != "interception" or e.kind == "pass" for e in events)
    green = sum(1 for e in events if e.color == "green")
    assert 0.15 <= green / N <= 0.3                   # low-percentage passes rarely complete
    assert all(isinstance(c.defense_breakaway, str) or c.defense_breakaway <= 0 for c in DECK)
    assert 1 <= share(lambda c: c.blocked_punt) <= 2
    assert 7 <= sum(c.punt for c in DECK) / N <= 9    # about 40 yards a punt
    penalties = [e.penalty for e in events if e.effect == "penalty"]
    assert any(not p.declinable for p in penalties) and any(p.first_down for p in penalties)


# ----- errors name the file, the card and the field -------------------------------------------------
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


def _first_event(deck, effect: str, kind: str) -> dict:
    return next(c["event"] for c in deck["cards"] if c["event"]["effect"] == effect and c["event"]["kind"] == kind)


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


def test_the_play_types_the_game_names_are_the_schema_s():
    schema = json.loads((schema_dir() / "football-team.schema.json").read_text(encoding="utf-8"))
    play = schema["properties"]["offense"]["items"]["properties"]["plays"]["items"]["properties"]
    assert tuple(play["type"]["enum"]) == tuple(PLAY_LABELS)
    assert RUN_TYPES | MINIMUM_GAIN_TYPES <= set(PLAY_LABELS)
