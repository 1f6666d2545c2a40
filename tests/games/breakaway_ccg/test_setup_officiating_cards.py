"""Breakaway: CCG, the Officiating Cards (Part 2, "Game Components" and "Game Setup"): the two cards
revealed each period are added up and the sum picks the card in effect; the card names the penalty
four cards of one suit draw. The authored card file is read afresh and its refusals checked
(ruling O3; Part 3's Specialized, ruling O119)."""

from __future__ import annotations

import copy
import json

import pytest

from tabletop import safe_yaml
from tabletop.games.breakaway_ccg.cards import CardDataError
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.official.officiating import (
    SUM_RANGE,
    Officiating,
    Penalty,
    card_for,
    load_officiating,
    officiating_cards,
    parse_officiating,
)
from tabletop.paths import card_data_dir
from tests.games.breakaway_ccg.helpers_flow import CAP1, LOW0, LOW1, SNIPE0, SOG1, kinds, log, r, run
from tests.games.breakaway_ccg.support import official

FILE = card_data_dir() / "breakaway_ccg" / "officiating.yaml"


def raw():
    return copy.deepcopy(safe_yaml.load_file(FILE))


def _expected(data) -> dict[str, Officiating]:
    """The cards as the file spells them, built independently of the loader."""
    return {e["id"]: Officiating(e["id"], e["name"].strip(), tuple(e["sums"]), e["text"].strip(),
                                 {s: Penalty(p["name"].strip(), p["minutes"]) for s, p in e["penalties"].items()})
            for e in data["cards"]}


def test_the_officiating_sum_counts_a_goalie_as_zero_and_needs_two_cards():
    """O3: a Goalie or a card without a number counts 0."""
    state = official(hands=((SNIPE0,), (SOG1,)), decks=((r(0, "goalie-g-helmet"),) + LOW0, (CAP1,) + LOW1))
    new, events = run(fl.start_period, state)
    assert (
        "officiating",
        "The numbers add up to 8: Tight Crew officiates period 1.",
        {"sum": 8, "card": "tight-crew"},
    ) in log(events)
    assert new.official == "tight-crew" and new.reveal == (r(0, "goalie-g-helmet"), CAP1)
    empty = official(hands=((SNIPE0,), (SOG1,)), decks=((), LOW1), official="old", reveal=("x",))
    same, events = run(fl.start_period, empty)
    assert same.official == "old" and same.reveal == ("x",) and "officiating" not in kinds(events)


def test_specialized_lets_a_side_choose_its_officiating_card():
    """Part 3: Specialized (O119): the marked side chooses its card of the period's reveal; the other side
    turns over its top card; no officiating card is set until the choice."""
    mark = Effect("specialized-officiating", 0, "game", "specialized:0")
    state = official(
        hands=((SNIPE0,), (SOG1,)), decks=(LOW0, LOW1), effects=(mark,), official="old", period=2
    )
    new, events = run(fl.start_period, state)
    assert "officiating" not in kinds(events) and new.official == "old" and new.reveal == ()
    assert events[0].text == "Officiating card for period 2: Player 2 turns over Rookie 0 (skate)."
    assert new.aside[-1] == LOW1[0] and LOW0[0] not in new.aside
    assert any(e.kind == "specialized-choose" and e.seat == 0 for e in new.effects)
    other = official(hands=((SNIPE0,), (SOG1,)), decks=(LOW0, LOW1), effects=(Effect("x", 0, "game"),))
    plain, events = run(fl.start_period, other)
    assert plain.reveal == (LOW0[0], LOW1[0]) and "officiating" in kinds(events)


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


def test_an_officiating_card_without_penalties_is_refused():
    """Part 2, "Game Components": Officiating Cards (ruling O3)."""
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


def test_the_officiating_card_is_chosen_from_the_card_set_given():
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
