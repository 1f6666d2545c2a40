"""`python -m tabletop deck check FILE [--json]`: exit 0 legal, 1 illegal, 2 unreadable or not a deck."""

from __future__ import annotations

import json
import re

from tabletop.cli import main
from tabletop.paths import card_data_dir

DATA = card_data_dir()
LEGAL = DATA / "hull_breach" / "decks" / "frontier-strike-group.yaml"


def test_a_legal_deck_exits_0(capsys):
    assert main(["deck", "check", str(LEGAL)]) == 0
    assert "Frontier Strike Group (hull-breach, 53 cards): legal" in capsys.readouterr().out


def test_an_illegal_deck_exits_1_and_prints_every_violation(tmp_path, capsys):
    # one Harpy more than the five a deck may hold (2.1.1), and an RDF Marine besides (9.15)
    legal = LEGAL.read_text(encoding="utf-8")
    harpies = int(re.search(r"harpy-class-cruiser: (\d+)", legal).group(1))
    text = legal.replace(f"harpy-class-cruiser: {harpies}", "harpy-class-cruiser: 6")
    text = text.replace("colonial-rangers:", "sons-of-orion: 1\n  colonial-rangers:")
    size = 53 + 6 - harpies + 1
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["deck", "check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "3 problem(s)" in out
    assert "at most 5 copies" in out and f"exactly 50 cards; this one has {size - 3}" in out
    assert "RDF commanders only" in out
    assert main(["deck", "check", str(path), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["legal"] is False and {v["rule"] for v in report["violations"]} == {"copies", "deck-size",
                                                                                       "faction"}


def test_json_for_a_legal_deck(capsys):
    assert main(["deck", "check", str(DATA / "breakaway_ccg" / "decks" / "ridge-runners.yaml"), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report == {"file": str(DATA / "breakaway_ccg" / "decks" / "ridge-runners.yaml"),
                      "game": "breakaway-ccg", "name": "Ridge Runners", "cards": 62, "legal": True,
                      "violations": []}


def test_unreadable_or_not_a_deck_exits_2_with_the_reason_on_one_line(tmp_path, capsys):
    assert main(["deck", "check", str(tmp_path / "nope.yaml")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tabletop: error: ") and "cannot be read" in err and err.count("\n") == 1
    assert main(["deck", "check", str(DATA / "hull_breach" / "cards.yaml")]) == 2
    assert "not a deck file" in capsys.readouterr().err
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: hull-breach\nname: x\ncards: {ambush: zero, harpy-class-cruiser: many}\n")
    assert main(["deck", "check", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "ambush" in err and "harpy-class-cruiser" in err


def test_the_casual_setting_is_passed_through(tmp_path, capsys):
    text = (DATA / "breakaway_ccg" / "decks" / "harbour-hawks.yaml").read_text(encoding="utf-8")
    path = tmp_path / "heavy.yaml"
    path.write_text(text.replace("power-play-7-all: 2", "power-play-7-all: 6"), encoding="utf-8")
    assert main(["deck", "check", str(path)]) == 1
    assert main(["deck", "check", str(path), "--setting", "casual"]) == 0
