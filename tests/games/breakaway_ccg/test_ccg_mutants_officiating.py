"""Breakaway: CCG officiating cards (``officiating.py``), checked where the mutation run found
them unchecked (issue 20, docs/testing.md).

The registered game reads ``officiating.yaml`` once, before mutmut switches a mutant on (the
"tool artefact" of docs/testing.md), so these tests read and parse the file afresh and check
what comes out field by field, and each refusal of a bad file by its exact words.

Book: Part 2, Game Setup (each period two revealed cards are added up and the sum picks the
officiating card in effect) and Penalties (four cards of one suit in a row draw the penalty the
officiating card names for that suit). Ruling O3 (the five authored cards; every sum 0 to 16
falls on exactly one of them).
"""

from __future__ import annotations

import copy
import json

import pytest

from tabletop import safe_yaml
from tabletop.games.breakaway_ccg.cards import CardDataError
from tabletop.games.breakaway_ccg.officiating import (
    SUM_RANGE,
    Officiating,
    Penalty,
    card_for,
    load_officiating,
    officiating_cards,
    parse_officiating,
)
from tabletop.paths import card_data_dir

FILE = card_data_dir() / "breakaway_ccg" / "officiating.yaml"


def raw():
    return copy.deepcopy(safe_yaml.load_file(FILE))


def _expected(data) -> dict[str, Officiating]:
    """The cards as the file spells them, built independently of the loader."""
    return {e["id"]: Officiating(e["id"], e["name"].strip(), tuple(e["sums"]), e["text"].strip(),
                                 {s: Penalty(p["name"].strip(), p["minutes"]) for s, p in e["penalties"].items()})
            for e in data["cards"]}


def test_a_fresh_load_gives_every_card_with_its_sums_text_and_four_penalties():
    """Part 2, Game Setup and Penalties; ruling O3: five cards, each with its range of sums, its
    words and, for each of the four suits, the penalty's name and minutes."""
    loaded = load_officiating(FILE)
    loaded_by_str = load_officiating(str(FILE))        # a path given as text reads the same
    assert loaded == loaded_by_str == _expected(raw()) == officiating_cards()
    assert list(loaded) == ["let-them-play", "by-the-book", "tight-crew", "rivalry-night", "zero-tolerance"]
    tight = loaded["tight-crew"]
    assert tight.name == "Tight Crew" and tight.sums == (7, 9)
    assert tight.text == "The crew watches the sticks closely."
    assert tight.penalties["stick"] == Penalty("High-sticking", 4)
    assert tight.penalties["glove"] == Penalty("Holding the Stick", 2)
    assert set(tight.penalties) == {"helmet", "skate", "stick", "glove"}


def test_parsed_data_is_checked_and_its_words_are_trimmed():
    """The same cards from data parsed elsewhere; padding around names and text is not kept."""
    data = raw()
    assert parse_officiating(data, "officiating.yaml") == _expected(raw())
    data["cards"][0]["name"] = "  Let Them Play  "
    data["cards"][0]["text"] = "  Quiet night.  "
    data["cards"][0]["penalties"]["skate"]["name"] = "  Tripping "
    card = parse_officiating(data, "officiating.yaml")["let-them-play"]
    assert card.name == "Let Them Play" and card.text == "Quiet night."
    assert card.penalties["skate"] == Penalty("Tripping", 2)


def test_the_schema_refuses_a_card_without_penalties():
    data = raw()
    del data["cards"][1]["penalties"]
    with pytest.raises(CardDataError) as caught:
        parse_officiating(data, "officiating.yaml")
    assert str(caught.value).startswith("officiating.yaml") and "penalties" in str(caught.value)


@pytest.mark.parametrize("change, message", [
    (lambda d: d["cards"][1].update(id="let-them-play"),
     "officiating.yaml, card 'let-them-play', field 'id': is used by two officiating cards"),
    (lambda d: d["cards"][1].update(sums=[6, 4]),
     "officiating.yaml, card 'by-the-book', field 'sums': runs backwards (6 to 4)"),
    (lambda d: d["cards"][2].update(sums=[6, 9]),
     "officiating.yaml, card 'tight-crew', field 'sums': 6 is already 'by-the-book''s"),
    (lambda d: d["cards"][4].update(sums=[13, 15]),
     "officiating.yaml, field 'cards': no officiating card covers the sum 16"),
    (lambda d: d["cards"][0].update(sums=[2, 3]),
     "officiating.yaml, field 'cards': no officiating card covers the sum 0"),
    (lambda d: (d["cards"][0].update(sums=[0, 2]), d["cards"][4].update(sums=[13, 15])),
     "officiating.yaml, field 'cards': no officiating card covers the sum 3"),
])
def test_a_bad_officiating_file_is_refused_with_file_card_field_and_problem(change, message):
    """Ruling O3: ids are unique, a range runs upward, and every sum 0-16 is on exactly one card
    (a gap would leave a period with no officials); the first uncovered sum is named."""
    data = raw()
    change(data)
    with pytest.raises(CardDataError) as caught:
        parse_officiating(data, "officiating.yaml")
    assert str(caught.value) == message


def test_a_one_sum_card_and_the_edges_of_each_range():
    """A range may be a single sum (low equal to high); the ends of each range belong to it."""
    data = raw()
    data["cards"][0]["sums"] = [0, 0]
    data["cards"][1]["sums"] = [1, 6]
    cards = parse_officiating(data, "officiating.yaml")
    assert cards["let-them-play"].sums == (0, 0)
    assert card_for(0, cards).id == "let-them-play" and card_for(1, cards).id == "by-the-book"
    shipped = officiating_cards()
    for card in shipped.values():
        low, high = card.sums
        assert card_for(low) is card and card_for(high) is card
        assert card_for(low, shipped) is card
    assert [card_for(total).id for total in SUM_RANGE] == (
        ["let-them-play"] * 4 + ["by-the-book"] * 3 + ["tight-crew"] * 3 + ["rivalry-night"] * 3
        + ["zero-tolerance"] * 4)


def test_card_for_reads_the_cards_it_is_given():
    """Another card set (a user's file) decides the card, not the shipped one."""
    data = raw()
    data["cards"][0]["sums"] = [0, 4]
    data["cards"][1]["sums"] = [5, 6]
    cards = parse_officiating(data, "officiating.yaml")
    assert card_for(4, cards).id == "let-them-play"
    assert card_for(4).id == "by-the-book"


@pytest.mark.parametrize("total", [17, -1])
def test_a_sum_no_card_covers_is_an_error_naming_it(total):
    """Two cards of 0 to 8 make 0 to 16 (ruling O3); anything else is a programming error."""
    with pytest.raises(ValueError) as caught:
        card_for(total)
    assert str(caught.value) == f"no officiating card covers {total}"


def test_a_bad_file_on_disk_is_refused_naming_the_file(tmp_path):
    """A user's copy of the file: its problems name that file (schema problems and the checks
    above alike)."""
    data = raw()
    data["cards"][1]["id"] = "let-them-play"
    path = tmp_path / "officiating.yaml"
    path.write_text(json.dumps(data), encoding="utf-8")          # JSON is YAML
    with pytest.raises(CardDataError) as caught:
        load_officiating(path)
    assert str(caught.value) == f"{path}, card 'let-them-play', field 'id': is used by two officiating cards"
    del data["cards"][1]["penalties"]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        load_officiating(str(path))
    assert str(caught.value).startswith(str(path)) and "penalties" in str(caught.value)
