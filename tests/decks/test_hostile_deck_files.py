"""Deck files written by a hostile hand (deep nesting, absurd counts, YAML 1.1 surprises and
unprintable names): each is refused with exit 2 and one line, never a crash, a traceback, a hang
or a silently different deck."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from tabletop.cards.catalog import catalog
from tabletop.cli import main
from tabletop.decks import import_list, read_deck
from tabletop.decks.files import parse_deck_text
from tabletop.engine.deck import MAX_COPIES, MAX_DECK_CARDS, DeckFileError

HEADER = "game: hull-breach\nname: Test\n"


def _check(tmp_path, text: str, capsys) -> tuple[int, str, str]:
    path = tmp_path / "deck.yaml"
    path.write_text(text, encoding="utf-8")
    code = main(["deck", "check", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def _refused(tmp_path, text: str, capsys, *words: str) -> str:
    code, out, err = _check(tmp_path, text, capsys)
    assert code == 2, (out, err)
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tabletop: error: "), err
    for word in words:
        assert word in lines[0], (word, lines[0])
    return lines[0]


# ----- nesting ------------------------------------------------------------------------------------
@pytest.mark.parametrize("depth", [49, 1_000, 15_000])
def test_deep_flow_nesting_is_refused_in_one_line(tmp_path, capsys, depth):
    _refused(tmp_path, "[" * depth + "]" * depth, capsys, "nested more than")


def test_deep_block_nesting_is_refused(tmp_path, capsys):
    _refused(tmp_path, "- " * 5_000 + "x\n", capsys, "nested more than")
    _refused(tmp_path, "".join(" " * i + f"k{i}:\n" for i in range(200)) + " " * 200 + "k: 1\n", capsys,
             "nested more than")


def test_thirty_thousand_brackets_do_not_kill_the_process(tmp_path):
    """On main this was a segmentation fault inside libyaml's composer (exit -11)."""
    path = tmp_path / "deep.yaml"
    path.write_text("[" * 30_000 + "]" * 30_000, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "tabletop", "deck", "check", str(path)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2, done
    assert done.stdout == "" and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "Traceback" not in done.stderr


# ----- absurd counts ------------------------------------------------------------------------------
@pytest.mark.parametrize("copies", ["100", "100000000", "1000000000", "1" + "0" * 30])
def test_absurd_copy_counts_are_refused_before_anything_is_expanded(tmp_path, capsys, copies):
    start = time.monotonic()
    _refused(tmp_path, HEADER + f"cards: {{zephyr-squadron: {copies}}}\n", capsys, "zephyr-squadron"
             if len(copies) < 20 else "digits")
    assert time.monotonic() - start < 30        # a safety net for a hang, not a speed claim


def test_a_deck_of_more_cards_than_any_game_is_refused(tmp_path, capsys):
    ids = [card.id for card in catalog().cards("hull-breach")][:MAX_DECK_CARDS // MAX_COPIES + 1]
    body = "".join(f"  {card}: {MAX_COPIES}\n" for card in ids)
    _refused(tmp_path, HEADER + "cards:\n" + body, capsys, f"at most {MAX_DECK_CARDS}")
    within = "".join(f"  {card}: {MAX_COPIES}\n" for card in ids[:-1])
    assert parse_deck_text(HEADER + "cards:\n" + within, "d.yaml").size == len(ids[:-1]) * MAX_COPIES


def test_import_list_bounds_counts_and_length():
    with pytest.raises(DeckFileError, match="not a count"):
        import_list("100000000 Zephyr Squadron\n", "hull-breach")
    with pytest.raises(DeckFileError, match="not a count"):
        import_list("1" + "0" * 5000 + " Zephyr Squadron\n", "hull-breach")
    with pytest.raises(DeckFileError, match=f"more than {MAX_COPIES} copies"):
        import_list("60 zephyr-squadron\n60 zephyr-squadron\n", "hull-breach")
    with pytest.raises(DeckFileError, match="characters long"):
        import_list("1 zephyr-squadron\n" * 20_000, "hull-breach")
    with pytest.raises(DeckFileError, match="not"):
        import_list("٣ zephyr-squadron\n", "hull-breach")     # Arabic-Indic digits are not a count


# ----- YAML 1.1 surprises and printable names -----------------------------------------------------
def test_a_date_as_the_name_is_just_text(tmp_path, capsys):
    code, out, err = _check(tmp_path, "game: hull-breach\nname: 2020-13-45\ncards: {zephyr-squadron: 2}\n",
                            capsys)
    assert code in (0, 1) and "Traceback" not in err and "2020-13-45" in out


def test_huge_integers_are_refused_in_one_line(tmp_path, capsys):
    _refused(tmp_path, HEADER + "cards: {zephyr-squadron: " + "9" * 5000 + "}\n", capsys, "digits")


@pytest.mark.parametrize("value", ["1:30", "0x1F", "017", "3.0", "1_0", "+.inf", "yes"])
def test_numbers_are_plain_decimal_integers(tmp_path, capsys, value):
    _refused(tmp_path, HEADER + f"cards: {{zephyr-squadron: {value}}}\n", capsys, "whole number")


def test_duplicate_keys_are_refused_not_overwritten(tmp_path, capsys):
    _refused(tmp_path, HEADER + "cards:\n  zephyr-squadron: 1\n  zephyr-squadron: 1\n", capsys, "twice")
    _refused(tmp_path, "game: hull-breach\nname: A\nname: B\ncards: {zephyr-squadron: 1}\n", capsys, "twice")


@pytest.mark.parametrize("name", ['""', '"   "', '"\\e[2J\\e[31mgotcha"', '"a\\u0007b"', '"tab\\there"',
                                  '"' + "x" * 81 + '"', '"rtl\\u202eevil"'])
def test_names_are_printable_text(tmp_path, capsys, name):
    line = _refused(tmp_path, f"game: hull-breach\nname: {name}\ncards: {{zephyr-squadron: 2}}\n", capsys)
    assert "\x1b" not in line and "\x07" not in line


@pytest.mark.parametrize("text", [
    "game: hull-breach\nname: X\ncards: !!binary aGVsbG8=\n",
    "game: hull-breach\nname: X\ncards: !!set {zephyr-squadron}\n",
    "game: hull-breach\nname: !!python/object:os.system X\ncards: {zephyr-squadron: 1}\n",
    "game: hull-breach\nname: X\ncards: {? [a, b] : 1}\n",
    "--- {game: hull-breach}\n--- {game: hull-breach}\n",
    "game: hull-breach\nname: X\ncards: {<<: {zephyr-squadron: 1}}\n",
])
def test_tags_complex_keys_and_extra_documents_are_refused(tmp_path, capsys, text):
    _refused(tmp_path, text, capsys)


def test_the_deck_builders_reader_refuses_the_same_files(tmp_path):
    path = tmp_path / "deep.yaml"
    path.write_text("[" * 30_000 + "]" * 30_000, encoding="utf-8")
    with pytest.raises(DeckFileError, match="nested"):
        read_deck(path)
