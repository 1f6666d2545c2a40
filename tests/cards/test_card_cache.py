"""The checked card data kept in the user cache: used only when it is for the very same text, schema
and checker, rebuilt from the YAML whenever it is changed, damaged or missing, and never needed for
the app to start (an unwritable cache folder only means checking again)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cards import cache as card_cache
from tabletop.cards import loader
from tabletop.cards.loader import CardFileError, load_checked, load_text_checked
from tabletop.paths import cache_dir, card_data_dir

DATA = card_data_dir()
ROOT = Path(__file__).resolve().parents[2]
#: The shipped files the games read through ``load_checked``, with their kinds.
SHIPPED = [
    ("standard_deck.yaml", "standard-deck"),
    ("intergalactic_hockey/cards.yaml", "intergalactic-cards"),
    *[(f"breakaway_football/team_{t}.yaml", "football-team") for t in ("fire", "lightning", "maulers", "pharaohs")],
    ("breakaway_football/game_day.yaml", "football-game-day"),
    ("breakaway_ccg/cards.yaml", "ccg-cards"),
    ("breakaway_ccg/rink.yaml", "ccg-rink"),
    *[(f"breakaway_ccg/decks/{d}.yaml", "ccg-deck") for d in ("harbour-hawks", "ridge-runners")],
    ("hull_breach/cards.yaml", "hull-breach-cards"),
]
#: Those only the official and solo rules of Breakaway: CCG read (``--smoke`` sets up beginner games).
SHIPPED_OFFICIAL = [
    ("breakaway_ccg/officiating.yaml", "ccg-officiating"),
    ("breakaway_ccg/fight_effects.yaml", "ccg-fight-effects"),
    ("breakaway_ccg/solo_opponents.yaml", "ccg-solo-opponents"),
]
def same(a, b) -> bool:
    """Equal with the same types all the way down (True is not 1)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


@pytest.fixture
def shipped(tmp_path, monkeypatch):
    """A card-data folder of our own that the cache treats as shipped, holding the Intergalactic
    Hockey Showdown cards; returns that file's path."""
    folder = tmp_path / "card_data"
    (folder / "intergalactic_hockey").mkdir(parents=True)
    target = folder / "intergalactic_hockey" / "cards.yaml"
    shutil.copy(DATA / "intergalactic_hockey" / "cards.yaml", target)
    monkeypatch.setattr(card_cache, "card_data_dir", lambda: folder)
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path / "cache"))
    return target


@pytest.fixture
def checks(monkeypatch):
    """Counts the checks from YAML (the cache's misses)."""
    count = []

    def counted(*args, **kwargs):
        count.append(args[2])
        return load_text_checked(*args, **kwargs)

    monkeypatch.setattr(loader, "load_text_checked", counted)
    return count


def entry(path: Path) -> Path:
    where = card_cache.entry_path(path, "intergalactic-cards")
    assert where is not None
    return where


@pytest.mark.parametrize(("path", "kind"), SHIPPED + SHIPPED_OFFICIAL)
def test_every_shipped_file_reads_back_from_the_cache_as_it_was_checked(path, kind, tmp_path, monkeypatch, checks):
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path))
    fresh = load_text_checked((DATA / path).read_text(encoding="utf-8"), kind, str(DATA / path))
    first = load_checked(DATA / path, kind)
    again = load_checked(DATA / path, kind)
    assert len(checks) == 1                    # checked once; the second load came from the cache
    assert same(first, fresh) and same(again, fresh)
    assert card_cache.entry_path(DATA / path, kind).is_file()


def test_a_file_outside_the_shipped_data_is_checked_every_time_and_never_kept(tmp_path, monkeypatch, checks):
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path / "cache"))
    own = tmp_path / "cards.yaml"
    shutil.copy(DATA / "intergalactic_hockey" / "cards.yaml", own)
    load_checked(own, "intergalactic-cards")
    load_checked(own, "intergalactic-cards")
    assert len(checks) == 2 and not (tmp_path / "cache").exists()


def test_a_changed_card_file_is_checked_again(shipped, checks):
    before = load_checked(shipped, "intergalactic-cards")
    text = shipped.read_text(encoding="utf-8")
    name = before["cards"][0]["name"]
    shipped.write_text(text.replace(f"name: {name}", f"name: {name} Prime", 1), encoding="utf-8")
    after = load_checked(shipped, "intergalactic-cards")
    assert len(checks) == 2 and after["cards"][0]["name"] == f"{name} Prime"
    assert load_checked(shipped, "intergalactic-cards")["cards"][0]["name"] == f"{name} Prime" and len(checks) == 2


def test_a_changed_file_that_breaks_its_schema_is_refused_naming_file_card_and_field(shipped, checks):
    load_checked(shipped, "intergalactic-cards")
    card = load_checked(shipped, "intergalactic-cards")["cards"][0]
    text = shipped.read_text(encoding="utf-8")
    shipped.write_text(text.replace(f"bruiser: {str(card['bruiser']).lower()}", "bruiser: often", 1),
                       encoding="utf-8")
    with pytest.raises(CardFileError) as refused:
        load_checked(shipped, "intergalactic-cards")
    message = str(refused.value)
    assert str(shipped) in message and repr(card["id"]) in message and "field 'cards[0].bruiser'" in message
    assert len(checks) == 2


def test_a_changed_schema_is_not_answered_from_the_cache(shipped, checks, tmp_path, monkeypatch):
    load_checked(shipped, "intergalactic-cards")
    schema = tmp_path / "schema"
    shutil.copytree(loader.schema_dir(), schema)
    name = loader.SCHEMAS["intergalactic-cards"]
    (schema / name).write_text((schema / name).read_text(encoding="utf-8") + "\n", encoding="utf-8")
    monkeypatch.setattr(loader, "schema_dir", lambda: schema)
    load_checked(shipped, "intergalactic-cards")
    assert len(checks) == 2


def truncated(raw: bytes) -> bytes:
    return raw[: len(raw) // 2]


def body_edited(raw: bytes) -> bytes:
    """A value changed in the stored data, the digest left as it was."""
    head, _, body = raw.partition(b"\n")
    data = json.loads(body)
    data["cards"][0]["name"] = "Forged"
    return head + b"\n" + json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


def one_byte_flipped(raw: bytes) -> bytes:
    middle = len(raw) * 3 // 4
    return raw[:middle] + bytes([raw[middle] ^ 0x01]) + raw[middle + 1:]


def other_key(raw: bytes) -> bytes:
    """An entry made for other text (another version of the file)."""
    head, _, body = raw.partition(b"\n")
    header = json.loads(head)
    header["key"] = "0" * 64
    return json.dumps(header).encode() + b"\n" + body


def no_header(raw: bytes) -> bytes:
    return raw.partition(b"\n")[2]


def garbage(raw: bytes) -> bytes:
    return b"\x00\xff" * 300


def empty(raw: bytes) -> bytes:
    return b""


def not_a_mapping(raw: bytes) -> bytes:
    return b"[1, 2]\n" + raw.partition(b"\n")[2]


@pytest.mark.parametrize("damage", [truncated, body_edited, one_byte_flipped, other_key, no_header, garbage,
                                    empty, not_a_mapping])
def test_a_damaged_or_tampered_entry_is_rebuilt_from_the_yaml(shipped, checks, damage):
    good = load_checked(shipped, "intergalactic-cards")
    where = entry(shipped)
    whole = where.read_bytes()
    where.write_bytes(damage(whole))
    again = load_checked(shipped, "intergalactic-cards")
    assert len(checks) == 2 and same(again, good)
    assert where.read_bytes() == whole               # rewritten whole
    load_checked(shipped, "intergalactic-cards")
    assert len(checks) == 2


def test_an_entry_that_is_a_folder_or_oversized_is_rebuilt(shipped, checks, monkeypatch):
    where = entry(shipped)
    where.mkdir(parents=True)
    good = load_checked(shipped, "intergalactic-cards")
    assert len(checks) == 1
    where.rmdir()
    load_checked(shipped, "intergalactic-cards")
    monkeypatch.setattr(card_cache, "MAX_ENTRY_BYTES", 100)
    assert same(load_checked(shipped, "intergalactic-cards"), good) and len(checks) == 3


def test_an_unwritable_cache_folder_still_loads_checked_data(shipped, checks, tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would be", encoding="utf-8")
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(blocker))
    first = load_checked(shipped, "intergalactic-cards")
    second = load_checked(shipped, "intergalactic-cards")
    assert same(first, second) and len(checks) == 2
    assert blocker.read_text(encoding="utf-8").startswith("a file")


def test_values_json_cannot_give_back_exactly_are_not_kept(tmp_path):
    where = tmp_path / "entry.json"
    assert not card_cache.write_entry(where, "k", {1: "a number as a key"})
    assert not card_cache.write_entry(where, "k", [1.5])
    assert not card_cache.write_entry(where, "k", ("a", "tuple"))
    assert not where.exists()
    assert card_cache.write_entry(where, "k", {"a": [True, 1, None, "x"]})
    assert card_cache.read_entry(where, "k") == {"a": [True, 1, None, "x"]}
    assert card_cache.read_entry(where, "other") is card_cache.MISSING


def test_the_cache_follows_a_redirected_user_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("TABLETOP_CACHE_DIR", raising=False)
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    assert cache_dir() == tmp_path / "cache"
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path / "elsewhere"))
    assert cache_dir() == tmp_path / "elsewhere"


def smoke(cache: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_CACHE_DIR=str(cache))
    return subprocess.run([sys.executable, "-m", "tabletop", "--smoke"], env=env, capture_output=True, text=True,
                          timeout=240, cwd=ROOT, check=False)


@pytest.mark.slow
def test_the_app_starts_over_damaged_entries_and_rebuilds_them(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path))
    for path, kind in SHIPPED:
        where = card_cache.entry_path(DATA / path, kind)
        where.parent.mkdir(parents=True, exist_ok=True)
        where.write_bytes(b'{"format": 1, "key": "x", "bytes": 2, "sha256": "y"}\n[]')
    result = smoke(tmp_path)
    assert result.returncode == 0, result.stderr
    for path, kind in SHIPPED:
        text = (DATA / path).read_text(encoding="utf-8")
        key = card_cache.entry_key(text, kind, loader.schema_dir() / loader.SCHEMAS[kind], loader.safe_yaml.MAX_YAML_BYTES)
        assert same(card_cache.read_entry(card_cache.entry_path(DATA / path, kind), key),
                    load_text_checked(text, kind, path)), path


@pytest.mark.slow
def test_the_app_starts_when_the_cache_folder_cannot_be_written(tmp_path):
    blocker = tmp_path / "cache"
    blocker.write_text("not a folder", encoding="utf-8")
    result = smoke(blocker)
    assert result.returncode == 0, result.stderr


@pytest.fixture
def schema_checks(monkeypatch):
    """Counts the JSON Schema checks ``validate`` runs."""
    count = []
    real = loader._check

    def counted(data, kind, where, text, root):
        count.append(where)
        return real(data, kind, where, text, root)

    monkeypatch.setattr(loader, "_check", counted)
    return count


def test_a_shipped_deck_that_passed_is_not_checked_again_but_other_values_are(tmp_path, monkeypatch, schema_checks):
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path))
    deck = DATA / "hull_breach" / "decks" / "skyline-vanguard.yaml"
    data = loader.safe_yaml.load_text(deck.read_text(encoding="utf-8"))
    assert loader.validate(data, "deck", str(deck)) is data
    again = json.loads(json.dumps(data))
    assert loader.validate(again, "deck", str(deck)) is again
    assert len(schema_checks) == 1
    changed = dict(again, name="Renamed")
    loader.validate(changed, "deck", str(deck))
    assert len(schema_checks) == 2
    broken = dict(again, cards="none")
    with pytest.raises(CardFileError, match="field 'cards'"):
        loader.validate(broken, "deck", str(deck))
    with pytest.raises(CardFileError):
        loader.validate(broken, "deck", str(deck))
    loader.validate(data, "deck", "<data>")
    loader.validate(data, "deck", "<data>")
    assert len(schema_checks) == 6


def test_a_remembered_check_is_for_the_current_schema_only(tmp_path, monkeypatch, schema_checks):
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path / "cache"))
    deck = DATA / "hull_breach" / "decks" / "skyline-vanguard.yaml"
    data = loader.safe_yaml.load_text(deck.read_text(encoding="utf-8"))
    loader.validate(data, "deck", str(deck))
    schema = tmp_path / "schema"
    shutil.copytree(loader.schema_dir(), schema)
    (schema / "deck.schema.json").write_text((schema / "deck.schema.json").read_text(encoding="utf-8") + " ",
                                             encoding="utf-8")
    monkeypatch.setattr(loader, "schema_dir", lambda: schema)
    loader.validate(data, "deck", str(deck))
    assert len(schema_checks) == 2


@pytest.fixture
def fresh_fingerprint():
    card_cache._checker_fingerprint.cache_clear()
    yield
    card_cache._checker_fingerprint.cache_clear()


def test_changed_checking_code_is_not_answered_from_the_cache(shipped, checks, monkeypatch, fresh_fingerprint):
    load_checked(shipped, "intergalactic-cards")
    real = card_cache._code
    monkeypatch.setattr(card_cache, "_code", lambda name: real(name) + b"\n# changed")
    card_cache._checker_fingerprint.cache_clear()
    load_checked(shipped, "intergalactic-cards")
    assert len(checks) == 2


def test_checking_code_that_cannot_be_read_means_checking_every_time(shipped, checks, monkeypatch,
                                                                     fresh_fingerprint, schema_checks):
    monkeypatch.setattr(card_cache, "_code", lambda name: None)
    first = load_checked(shipped, "intergalactic-cards")
    assert same(load_checked(shipped, "intergalactic-cards"), first) and len(checks) == 2
    deck = DATA / "hull_breach" / "decks" / "skyline-vanguard.yaml"
    data = loader.safe_yaml.load_text(deck.read_text(encoding="utf-8"))
    loader.validate(data, "deck", str(deck))
    loader.validate(data, "deck", str(deck))
    assert len(schema_checks) == 4 and not card_cache.folder().exists()


def test_a_module_without_its_source_is_fingerprinted_by_its_compiled_code(monkeypatch):
    import types

    module = types.ModuleType("frozen_checker")
    module.__file__ = "/nonexistent/frozen_checker.py"
    module.__loader__ = types.SimpleNamespace(get_code=lambda name: compile("x = 1", name, "exec"))
    monkeypatch.setitem(sys.modules, "frozen_checker", module)
    assert card_cache._code("frozen_checker") == card_cache._code("frozen_checker") is not None
    module.__loader__ = types.SimpleNamespace()
    assert card_cache._code("frozen_checker") is None
