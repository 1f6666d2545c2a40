"""The schema-checked loader: shipped files pass; broken files are refused naming file, line, card, field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError

from tabletop.cards.catalog import Catalog, CatalogCard, catalog, synthetic_catalog
from tabletop.cards.loader import SCHEMAS, CardFileError, load_checked, load_text_checked, schema_dir
from tabletop.games.breakaway_ccg.cards import CardDataError as CcgDataError
from tabletop.games.breakaway_ccg.cards import load_cards as load_ccg_cards
from tabletop.games.hull_breach.cards import CardDataError as HullDataError
from tabletop.games.hull_breach.cards import load_cards as load_hull_cards
from tabletop.paths import card_data_dir

DATA = card_data_dir()
SHIPPED = [
    ("standard_deck.yaml", "standard-deck"),
    ("intergalactic_hockey/cards.yaml", "intergalactic-cards"),
    *[(f"breakaway_football/team_{t}.yaml", "football-team") for t in ("fire", "lightning", "maulers", "pharaohs")],
    ("breakaway_football/game_day.yaml", "football-game-day"),
    ("breakaway_ccg/cards.yaml", "ccg-cards"),
    ("breakaway_ccg/rink.yaml", "ccg-rink"),
    ("breakaway_ccg/decks/harbour-hawks.yaml", "ccg-deck"),
    ("breakaway_ccg/decks/ridge-runners.yaml", "ccg-deck"),
    ("hull_breach/cards.yaml", "hull-breach-cards"),
    *[(f"breakaway_ccg/decks/{d}.yaml", "deck") for d in ("harbour-hawks", "ridge-runners")],
    *[(f"hull_breach/decks/{d}.yaml", "deck") for d in ("skyline-vanguard", "frontier-strike-group")],
]


@pytest.mark.parametrize(("path", "kind"), SHIPPED)
def test_every_shipped_file_passes_its_schema(path, kind):
    assert load_checked(DATA / path, kind) is not None


def test_one_schema_file_per_kind_and_each_is_valid_json_schema():
    files = {p.name for p in schema_dir().glob("*.schema.json")}
    assert files == set(SCHEMAS.values())
    for name in files:
        schema = json.loads((schema_dir() / name).read_text(encoding="utf-8"))
        assert schema["$schema"].startswith("https://json-schema.org/")
        assert schema["title"] and schema["description"]
        # The loader trusts the shipped schemas (no meta-schema check at start-up): this is that check.
        Draft202012Validator.check_schema(schema)


def test_a_broken_schema_file_fails_the_meta_schema_check():
    with pytest.raises(SchemaError):
        Draft202012Validator.check_schema({"type": "no-such-type"})


def _hull_text() -> str:
    return (DATA / "hull_breach" / "cards.yaml").read_text(encoding="utf-8")


def _line_of(text: str, needle: str, after: str) -> int:
    start = text.index(after)
    return text[:text.index(needle, start)].count("\n") + 1


def test_a_missing_field_names_file_line_card_and_field(tmp_path):
    text = _hull_text()
    start = text.index("- id: harpy-class-cruiser")
    block_end = text.index("\n- id:", start + 1)
    block = text[start:block_end]
    broken = text[:start] + block.replace("  wounds: 3\n", "") + text[block_end:]
    path = tmp_path / "cards.yaml"
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(CardFileError) as caught:
        load_checked(path, "hull-breach-cards")
    message = str(caught.value)
    line = broken[:start].count("\n") + 1
    assert f"{path}, line {line}, card 'harpy-class-cruiser'" in message
    assert "wounds" in message and "is missing" in message


def test_a_mistyped_field_names_its_own_line_and_what_was_expected(tmp_path):
    text = _hull_text()
    start = text.index("- id: petrel-class-cruiser")
    attack_at = text.index("  attack: 2", start)
    broken = text[:attack_at] + "  attack: three" + text[attack_at + len("  attack: 2"):]
    path = tmp_path / "cards.yaml"
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(CardFileError) as caught:
        load_checked(path, "hull-breach-cards")
    line = broken[:attack_at].count("\n") + 1
    message = str(caught.value)
    assert f"line {line}, card 'petrel-class-cruiser', field 'cards[" in message
    assert ".attack': expected a whole number or null (empty), found 'three'" in message


def test_every_problem_is_reported_not_only_the_first(tmp_path):
    text = _hull_text().replace("type: tactic", "type: tactics").replace("  defense: 7\n", "  defense: seven\n")
    with pytest.raises(CardFileError) as caught:
        load_text_checked(text, "hull-breach-cards", "cards.yaml")
    problems = caught.value.problems
    assert len(problems) >= 6       # six tactics and several defense-7 cards
    assert any("tactics" in p for p in problems) and any("'seven'" in p for p in problems)
    lines = [int(p.split("line ")[1].split(",")[0]) for p in problems]
    assert lines == sorted(lines)


def test_the_game_loaders_report_schema_problems_as_their_own_error(tmp_path):
    ccg = (DATA / "breakaway_ccg" / "cards.yaml").read_text(encoding="utf-8")
    path = tmp_path / "ccg.yaml"
    path.write_text(ccg.replace("points: 6\n", "points: many\n", 1), encoding="utf-8")
    with pytest.raises(CcgDataError, match=r"ccg.yaml, line \d+, card 'rookie-0-helmet', field 'cards\[0\].points'"):
        load_ccg_cards(path)
    hull = tmp_path / "hull.yaml"
    hull.write_text(_hull_text().replace("subtype: rdf", "subtype: martian", 1), encoding="utf-8")
    with pytest.raises(HullDataError, match=r"card 'skyline-defense-hq', field 'cards\[0\].subtype'"):
        load_hull_cards(hull)


def test_whole_numbers_anchored_patterns_and_alternatives_are_checked_strictly():
    """2.0 is not a whole number (the reader keeps it as the text it was written as); '$' ends the text (JSON Schema's meaning, not Python's); a
    value fitting no alternative is told the alternatives; a card's list items still name the card."""
    deck = "game: breakaway-ccg\nname: X\ncards: {goal-helmet: 2.0}\nbench: []\n"
    with pytest.raises(CardFileError, match=r"d.yaml, line 3, field 'cards.goal-helmet': expected a whole number, "
                                            r"found '2.0'"):
        load_text_checked(deck, "ccg-deck", "d.yaml")
    hull = _hull_text().replace("- id: skyline-defense-hq", '- id: "skyline-defense-hq\\n"', 1)
    with pytest.raises(CardFileError, match=r"field 'cards\[0\]\.id': expected text matching"):
        load_text_checked(hull, "hull-breach-cards", "cards.yaml")
    ccg = (DATA / "breakaway_ccg" / "cards.yaml").read_text(encoding="utf-8")
    broken = ccg.replace("  number: 0\n", "  number: keeper\n", 1).replace("{kind: fight-good, number: 7}",
                                                                          "{kind: fight-good, number: 0}", 1)
    with pytest.raises(CardFileError) as caught:
        load_text_checked(broken, "ccg-cards", "cards.yaml")
    number_line = _line_of(ccg, "number: 0", "- id: rookie-0-helmet")
    symbol_line = _line_of(ccg, "number: 7", "symbols: [{")
    keeper = "expected a whole number from 0 to 8, or 'goalie', or null (empty), found 'keeper'"
    assert caught.value.problems == (
        f"cards.yaml, line {number_line}, card 'rookie-0-helmet', field 'cards[0].number': {keeper}",
        f"cards.yaml, line {symbol_line}, card 'enforcer-1-helmet', field 'cards[4].symbols[0].number': "
        + "expected at least 1, found 0",
    )


def test_a_subtype_that_does_not_fit_the_type_is_refused(tmp_path):
    path = tmp_path / "hull.yaml"
    path.write_text(_hull_text().replace("subtype: rdf", "subtype: cruiser", 1), encoding="utf-8")
    with pytest.raises(HullDataError, match=r"skyline-defense-hq.*subtype.*rdf, corporate, colonial"):
        load_hull_cards(path)


def test_duplicate_ids_are_refused(tmp_path):
    path = tmp_path / "hull.yaml"
    path.write_text(_hull_text().replace("id: meridian-exchange-tower", "id: skyline-defense-hq"), encoding="utf-8")
    with pytest.raises(HullDataError, match="skyline-defense-hq.*used by two cards"):
        load_hull_cards(path)


def test_oversized_alias_bomb_and_malformed_files_are_refused(tmp_path):
    big = tmp_path / "big.yaml"
    big.write_text("game: hull-breach\n" + "#" * 5_000_000, encoding="utf-8")
    with pytest.raises(CardFileError, match="over the 4096 KiB limit"):
        load_checked(big, "hull-breach-cards")
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
        for i in range(9))
    with pytest.raises(CardFileError, match=r"line 2, column \d+: aliases \(\*name\) are not allowed"):
        load_text_checked(bomb, "deck", "bomb.yaml")
    with pytest.raises(CardFileError, match=r"bad.yaml, line 3, column 1: did not find expected"):
        load_text_checked("game: hull-breach\ncards: [1, 2\n", "deck", "bad.yaml")
    binary = tmp_path / "bin.yaml"
    binary.write_bytes(b"\xff\xfe\x00binary")
    with pytest.raises(CardFileError, match="not UTF-8"):
        load_checked(binary, "deck")


def test_the_catalog_has_stable_ids_for_every_game_and_fast_lookup():
    cards = catalog()
    assert set(cards.games()) == {"breakaway-ccg", "hull-breach", "hockey-card-game", "intergalactic-hockey",
                                  "breakaway-football"}
    harpy = cards.card("hull-breach", "harpy-class-cruiser")
    assert harpy.name == "Harpy-class Cruiser" and harpy.column("Att") == 5
    assert cards.card("hockey-card-game", "QS").name == "Queen of spades"
    assert cards.card("breakaway-ccg", "sniper-7-stick").cost > 0
    assert len(cards.cards("intergalactic-hockey")) == 16
    assert len(cards.cards("breakaway-football")) == 4 * 25 + 54
    assert cards.games_with("harpy-class-cruiser") == ("hull-breach",)
    with pytest.raises(KeyError, match="not a Breakaway: CCG card"):
        cards.card("breakaway-ccg", "harpy-class-cruiser")


def test_a_5000_card_catalog_is_a_dict_lookup():
    big = synthetic_catalog(5000)
    assert len(big) == 5000
    assert big.card("hull-breach", "card-04999").name == "Synthetic Tactic 04999"
    assert big.get("hull-breach", "card-05000") is None
    with pytest.raises(ValueError, match="used twice"):
        Catalog([CatalogCard("g", "a", "A", "T"), CatalogCard("g", "a", "B", "T")])


def test_schema_files_ship_inside_the_card_data_folder():
    assert Path(schema_dir()).parent == DATA
