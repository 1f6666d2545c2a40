"""Save files written by a hostile hand (poisoned YAML values, forged fields under a good
checksum, files too big to read): every failure to read one is a single SaveFileError with a
one-line sentence; nothing else escapes, and size is checked first."""

from __future__ import annotations

import builtins
import hashlib
import json
from pathlib import Path

import pytest

from tabletop import safe_yaml
from tabletop.engine.errors import SaveFileError
from tabletop.engine.record import GameRecord
from tabletop.engine.save import MAX_SAVE_BYTES, load_save, read_save
from tabletop.games import registry

GAME = registry().get("hockey-card-game")


def _saved_text() -> str:
    record = GameRecord(GAME, 7, None, ["Ana", "Ben"])
    for _ in range(6):
        seat = GAME.pending(record.state)[0].seat
        record.submit(GAME.legal_actions(record.state, seat)[0])
    return record.to_saved().to_text()


def _with_checksum(body: str) -> str:
    """A hand-made save whose checksum is right, so the reader gets past it to the field checks:
    a hostile user can recompute a checksum as easily as we can."""
    data = json.loads(json.dumps(safe_yaml.load_text(body)))
    content = {k: data[k] for k in ("game", "engine_version", "seed", "names", "options", "seats", "actions")
               if k in data}
    data["checksum"] = hashlib.sha256(json.dumps(content, sort_keys=True, separators=(",", ":"),
                                                 ensure_ascii=False).encode()).hexdigest()
    return safe_yaml.dump(data)


def _refused(text: str, *words: str) -> str:
    with pytest.raises(SaveFileError) as caught:
        load_save(text, registry(), "autosave.tabletop.yaml")
    message = str(caught.value)
    assert "\n" not in message and message, message
    for word in words:
        assert word in message, (word, message)
    return message


def test_a_real_save_still_loads():
    game, saved, _state = load_save(_saved_text(), registry())
    assert game is GAME and len(saved.actions) == 6


@pytest.mark.parametrize("extra, words", [
    ("when: !!timestamp 2024-02-30\n", ["tag"]),
    ("blob: !!binary aGVsbG8=\n", ["!!binary"]),
    ("bag: !!set {a, b}\n", ["!!set"]),
    ("big: " + "9" * 5000 + "\n", ["digits"]),
    ("deep: " + "[" * 20_000 + "]" * 20_000 + "\n", ["nested"]),
    ("deep: " + "[" * 40_000 + "]" * 40_000 + "\n", ["nested"]),
    ("ref: &a [1]\nref2: *a\n", ["aliases"]),
    ("seed: 8\n", ["twice"]),
])
def test_poisoned_values_are_one_save_file_error(extra, words):
    """On main: ValueError (the date), TypeError, RecursionError, a segmentation fault at depth."""
    _refused(_saved_text() + extra, *words)


def test_a_bad_date_is_just_text_and_the_save_still_opens():
    """An unknown key holding an impossible date: YAML 1.1 raised ValueError building a date."""
    _game, saved, _ = load_save(_saved_text() + "when: 2024-02-30\n", registry())
    assert len(saved.actions) == 6


@pytest.mark.parametrize("replace, words", [
    (("options: {must_match: true", "options: {1: x, must_match: true"), ["option"]),
    (("third_match: steal}", "third_match: [1, 2]}"), ["option"]),
    (("seed: 7", "seed: " + "9" * 24), []),
    (("names: [Ana, Ben]", "names: [Ana, \"B\\e[2Jen\"]"), ["printable"]),
    (("names: [Ana, Ben]", "names: [Ana, " + "x" * 500 + "]"), ["printable"]),
    (("names: [Ana, Ben]", "names: []"), ["players"]),
    (("names: [Ana, Ben]", "names: " + str(["p"] * 50).replace("'", "")), ["players"]),
    (("format_version: 1", "format_version: true"), ["format version"]),
    (("engine_version: 1", "engine_version: '1'"), ["wrong type"]),
])
def test_hostile_fields_with_a_good_checksum_are_refused(replace, words):
    text = _saved_text()
    assert replace[0] in text, text[:300]
    _refused(_with_checksum(text.replace(*replace)), *words)


def test_every_recorded_argument_type_is_checked():
    text = _saved_text()
    broken = _with_checksum(text.replace("kind: cut", "kind: cut, args: [{a: 1}]", 1))
    _refused(broken, "damaged")


def test_size_is_checked_before_a_byte_is_read(tmp_path, monkeypatch):
    """On main the start page read a 200 MB autosave whole before looking at its size."""
    path = tmp_path / "huge.tabletop.yaml"
    with open(path, "wb") as handle:
        handle.truncate(200 * 1024 * 1024)
    opened = []
    real_open = builtins.open

    def watching_open(file, *args, **kwargs):
        opened.append(str(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", watching_open)
    monkeypatch.setattr(Path, "read_bytes", lambda self: pytest.fail("read the whole file"))
    with pytest.raises(SaveFileError, match="too large"):
        read_save(path, registry())
    assert str(path) not in opened


def test_saves_are_read_with_libyaml_and_stay_small():
    """Speed is measured in docs/performance.md; this only pins the two causes of the two-minute load:
    the pure-Python parser and the 8 MiB cap (2 MiB holds the longest games seen; see save.py)."""
    assert safe_yaml._Parser is not None, "PyYAML without libyaml: saves would load ten times slower"
    assert MAX_SAVE_BYTES <= 2 * 1024 * 1024


def test_a_file_just_under_the_cap_is_refused_or_read_without_error(tmp_path):
    filler = "# " + "x" * 100 + "\n"
    text = _saved_text()
    text += filler * ((MAX_SAVE_BYTES - len(text)) // len(filler) - 1)
    path = tmp_path / "big.tabletop.yaml"
    path.write_text(text, encoding="utf-8")
    assert path.stat().st_size <= MAX_SAVE_BYTES
    _game, saved, _state = read_save(path, registry())
    assert len(saved.actions) == 6
    many = "actions:\n" + "- {seat: 0, kind: play, args: [x]}\n" * (MAX_SAVE_BYTES // 40)
    path.write_text(_saved_text().split("actions:")[0] + many[: MAX_SAVE_BYTES - 2000], encoding="utf-8")
    with pytest.raises(SaveFileError):
        read_save(path, registry())
