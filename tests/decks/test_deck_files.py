"""Deck files: reading, refusing, writing, plain lists, and the per-game checks behind check_deck."""

from __future__ import annotations

import os
from dataclasses import replace

import pytest

from tabletop.decks import check_deck, export_list, import_list, read_deck, write_deck
from tabletop.decks.check import CASUAL, TOURNAMENT, fixed_decks
from tabletop.decks.files import deck_to_text, parse_deck_text
from tabletop.engine.deck import Deck, DeckFileError
from tabletop.paths import card_data_dir

DATA = card_data_dir()
STARTERS = sorted(DATA.glob("*/decks/*.yaml"))


def test_there_are_starter_decks_for_both_deck_building_games():
    assert {p.parent.parent.name for p in STARTERS} == {"breakaway_ccg", "hull_breach"}
    assert len(STARTERS) == 4


@pytest.mark.parametrize("path", STARTERS, ids=lambda p: p.stem)
def test_every_shipped_starter_deck_loads_and_is_legal(path):
    deck = read_deck(path)
    assert check_deck(deck) == []
    assert check_deck(deck, CASUAL) == []


@pytest.mark.parametrize("game", ["hockey-card-game", "intergalactic-hockey", "breakaway-football"])
def test_the_fixed_decks_are_confirmed_and_a_changed_one_is_not(game):
    decks = fixed_decks(game)
    for deck in decks.values():
        assert check_deck(deck) == []
    deck = next(iter(decks.values()))
    first = deck.cards[0][0]
    short = deck.with_count(first, 0)
    (violation,) = check_deck(short)
    assert violation.rule == "fixed-deck" and first in violation.cards and "1 missing" in violation.sentence
    doubled = deck.with_count(first, 2)
    assert check_deck(doubled)[0].cards == (first,)


def test_football_has_one_fixed_deck_per_team():
    assert set(fixed_decks("breakaway-football")) == {"Maulers", "Pharaohs", "Lightning", "Fire"}


def test_ccg_casual_relaxes_only_the_tournament_guidelines():
    deck = read_deck(DATA / "breakaway_ccg" / "decks" / "harbour-hawks.yaml")
    heavy = deck.with_count("power-play-7-all", 6)            # over four copies of a name
    assert {v.rule for v in check_deck(heavy, TOURNAMENT)} >= {"copies"}
    assert check_deck(heavy, CASUAL) == []
    small = deck.with_count("power-play-7-all", 0).with_count("goal-helmet", 0).with_count("goal-skate", 0)
    assert {v.rule for v in check_deck(small, CASUAL)} == {"deck-size"}
    with pytest.raises(ValueError, match="setting"):
        check_deck(deck, "friendly")


def test_a_deck_built_in_code_with_an_unknown_card_is_a_violation_not_a_crash():
    deck = Deck("hull-breach", "x", (("no-such-card", 1),))
    (violation,) = check_deck(deck)
    assert violation.rule == "unknown-card" and violation.cards == ("no-such-card",)


def test_write_then_read_gives_the_same_deck_and_leaves_no_temporary_file(tmp_path):
    for path in STARTERS:
        deck = read_deck(path)
        out = tmp_path / f"{path.stem}.yaml"
        write_deck(out, deck)
        again = read_deck(out)
        assert again == replace(deck, station_modules=deck.station_modules)
    assert sorted(os.listdir(tmp_path)) == sorted(f"{p.stem}.yaml" for p in STARTERS)


# ----- refusals -----------------------------------------------------------------------------------------
def refused(tmp_path, text: str | bytes, match: str):
    path = tmp_path / "deck.yaml"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(DeckFileError, match=match) as caught:
        read_deck(path)
    assert "\n" not in str(caught.value)
    return str(caught.value)


def test_malformed_yaml_is_refused_with_its_line(tmp_path):
    refused(tmp_path, "game: hull-breach\nname: x\ncards: {a: 1\n", r"deck.yaml, line \d+, column \d+")


def test_an_unknown_card_is_refused_with_its_line(tmp_path):
    message = refused(tmp_path, "game: hull-breach\nname: x\ncards:\n  harpy-class-cruiser: 2\n  harpy-x: 1\n",
                      r"line 5: unknown card 'harpy-x' for Hull Breach!")
    assert "wrong game" not in message


def test_a_card_of_the_wrong_game_is_refused_saying_so(tmp_path):
    refused(tmp_path, "game: breakaway-ccg\nname: x\ncards:\n  harpy-class-cruiser: 2\nbench: []\n",
            r"line 4: unknown card 'harpy-class-cruiser' for Breakaway: CCG \(it is a Hull Breach! card: "
            r"wrong game\?\)")


def test_an_unknown_game_and_a_key_of_another_game_are_refused(tmp_path):
    refused(tmp_path, "game: chess\nname: x\ncards: {a: 1}\n", r"line 1: unknown game 'chess'")
    refused(tmp_path, "game: hull-breach\nname: x\ncards: {ambush: 1}\nbench: [ambush]\n",
            r"line 4: 'bench' belongs to Breakaway: CCG decks, not Hull Breach!")


def test_a_bad_count_is_refused_by_the_schema(tmp_path):
    refused(tmp_path, "game: hull-breach\nname: x\ncards:\n  ambush: none\n",
            r"line 4, field 'cards.ambush': expected a whole number, found 'none'")


def test_an_oversized_deck_file_is_refused(tmp_path):
    refused(tmp_path, "game: hull-breach\nname: x\ncards: {ambush: 1}\n" + "#" * 300_000,
            r"over the 256 KiB limit")


def test_an_alias_bomb_is_refused_before_it_expands(tmp_path):
    lines = ["game: hull-breach", "name: x", "a0: &a0 [ambush, ambush, ambush, ambush, ambush, ambush]"]
    lines += [f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}]" for i in range(1, 12)]
    lines += ["cards: {ambush: 1}"]
    refused(tmp_path, "\n".join(lines) + "\n", r"line 4, column \d+: aliases \(\*name\) are not allowed")


def test_files_that_are_not_decks_are_refused_saying_what_they_look_like(tmp_path):
    refused(tmp_path, (DATA / "hull_breach" / "cards.yaml").read_text(encoding="utf-8"),
            "not a deck file .it looks like a card set")
    refused(tmp_path, "format: tabletop-save\nversion: 1\nactions: []\n", "not a deck file .it looks like a saved game")
    refused(tmp_path, "- just\n- a list\n", "not a deck file")
    refused(tmp_path, b"\x89PNG\r\n\x1a\n\x00\x00binary", "not UTF-8|not a text file")
    with pytest.raises(DeckFileError, match="cannot be read"):
        read_deck(tmp_path / "missing.yaml")


# ----- plain lists ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("path", STARTERS, ids=lambda p: p.stem)
def test_a_plain_list_round_trips(path):
    deck = read_deck(path)
    text = export_list(deck)
    again = import_list(text, deck.game, deck.name)
    assert again.cards == deck.cards and again.bench == deck.bench
    if deck.game == "hull-breach":
        assert f"{dict(deck.cards)['harpy-class-cruiser']} Harpy-class Cruiser" in text.splitlines()
        assert again.station_modules == deck.station_modules


def test_a_plain_list_reads_names_in_any_case_and_ids_and_refuses_unknown_or_shared_names():
    deck = import_list("# my fleet\n4 harpy-class cruiser\n2x Zephyr Squadron\n1 ambush\n", "hull-breach")
    assert deck.cards == (("harpy-class-cruiser", 4), ("zephyr-squadron", 2), ("ambush", 1))
    with pytest.raises(DeckFileError, match="line 1: unknown card 'Death Star' for Hull Breach!"):
        import_list("1 Death Star\n", "hull-breach")
    with pytest.raises(DeckFileError, match="line 1: 'Rookie 0' names 4 cards; write one of its ids"):
        import_list("1 Rookie 0\n", "breakaway-ccg")
    with pytest.raises(DeckFileError, match="line 2: expected a count and a card"):
        import_list("1 ambush\nambush\n", "hull-breach")


def test_the_text_form_is_block_style_and_parses_back():
    deck = read_deck(DATA / "hull_breach" / "decks" / "skyline-vanguard.yaml")
    text = deck_to_text(deck)
    harpies = dict(deck.cards)["harpy-class-cruiser"]
    assert f"\n  harpy-class-cruiser: {harpies}\n" in text and text.startswith("# Hull Breach! deck")
    assert parse_deck_text(text) == deck
