"""Save files: round trip, atomic writes, and a clear refusal for every kind of bad file."""

from __future__ import annotations

import os

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import SaveFileError
from tabletop.engine.playout import play_game
from tabletop.engine.record import GameRecord
from tabletop.engine.save import MAX_SAVE_BYTES, SavedGame, load_save, read_save, save_game, write_atomic
from tabletop.games import registry

GAME = registry().get("hockey-card-game")


def _record(seed=3, plays=30) -> GameRecord:
    record = GameRecord(GAME, seed, {"third_match": "block"}, ("Ana", "Ben"))
    for action in play_game(GAME, seed, options={"third_match": "block"}).actions[:plays]:
        assert record.submit(action)[0].ok
    return record


def test_round_trip_restores_the_same_game(tmp_path):
    record = _record()
    path = tmp_path / "game.yaml"
    save_game(path, record.to_saved())
    game, saved, state = read_save(path, registry())
    assert game is GAME and saved.names == ["Ana", "Ben"] and saved.options["third_match"] == "block"
    assert state == record.state
    assert GameRecord.from_saved(game, saved).state == record.state


def test_the_file_is_readable_yaml_with_the_documented_keys(tmp_path):
    text = _record().to_saved().to_text()
    for key in ("format: tabletop-save", "game: hockey-card-game", "engine_version:", "seed:",
                "options:", "actions:", "checksum:"):
        assert key in text


def test_truncated_file_is_refused(tmp_path):
    text = _record().to_saved().to_text()
    for cut in (len(text) // 3, len(text) // 2, len(text) - 80):
        with pytest.raises(SaveFileError):
            load_save(text[:cut], registry())


def test_hand_edited_file_is_refused_by_checksum():
    text = _record().to_saved().to_text()
    tampered = text.replace("seed: 3", "seed: 4")
    assert tampered != text
    with pytest.raises(SaveFileError, match="checksum"):
        load_save(tampered, registry())


def test_illegal_recorded_action_is_refused_with_its_number():
    saved = _record().to_saved()
    saved.actions.append(Action(0, "cut"))  # the cut is long over
    with pytest.raises(SaveFileError, match=r"action 31 .*not allowed"):
        load_save(saved.to_text(), registry())


def test_foreign_and_future_files_are_refused():
    saved = _record().to_saved()
    saved.game_id = "chess"
    with pytest.raises(SaveFileError, match="does not have"):
        load_save(saved.to_text(), registry())
    saved = _record().to_saved()
    saved.engine_version = GAME.version + 1
    with pytest.raises(SaveFileError, match="newer"):
        load_save(saved.to_text(), registry())
    future = _record().to_saved().to_text().replace("format_version: 1", "format_version: 99")
    with pytest.raises(SaveFileError, match="newer Tabletop"):
        load_save(future, registry())
    with pytest.raises(SaveFileError, match="not a Tabletop save"):
        load_save("just: some yaml\n", registry())
    with pytest.raises(SaveFileError, match="not a readable"):
        load_save("{{{ not yaml", registry())



@pytest.mark.parametrize("game_id", [g for g in registry().ids() if registry().get(g).version > 1])
def test_a_game_saved_under_the_rules_before_the_last_change_is_refused_with_the_reason(game_id):
    """A game's rules version goes up when its rules stop playing as older saves were played (a save
    replays its moves, which would now go differently; each game's ``version`` comment says what
    changed), so a save of the version before is refused with the sentence that says why, and one
    of the current version loads."""
    game = registry().get(game_id)
    old = SavedGame(game.id, game.version - 1, 7, ["Ana", "Ben"], {})
    with pytest.raises(SaveFileError) as refused:
        load_save(old.to_text(), registry(), "old.tabletop")
    assert str(refused.value) == (f"old.tabletop: saved by an older {game.info.name} (rules version "
                                  f"{game.version - 1}) that this Tabletop ({game.version}) cannot replay faithfully")
    loaded, _, state = load_save(SavedGame(game.id, game.version, 7, ["Ana", "Ben"], {}).to_text(), registry())
    assert loaded is game and state == game.new_game(7, names=["Ana", "Ben"])

def test_oversized_and_binary_files_are_refused(tmp_path):
    big = tmp_path / "big.yaml"
    with open(big, "wb") as handle:
        handle.truncate(MAX_SAVE_BYTES + 1)
    with pytest.raises(SaveFileError, match="too large"):
        read_save(big, registry())
    binary = tmp_path / "bin.yaml"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveFileError, match="not text"):
        read_save(binary, registry())
    with pytest.raises(SaveFileError, match="cannot be opened"):
        read_save(tmp_path / "missing.yaml", registry())


def test_alias_bomb_is_refused_before_it_expands():
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
    with pytest.raises(SaveFileError, match="aliases"):
        load_save(bomb, registry())


def test_atomic_write_leaves_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "slot.yaml"
    write_atomic(path, "old contents\n")

    def broken_fsync(fd):
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        write_atomic(path, "new contents\n")
    assert path.read_text() == "old contents\n"
    assert [p.name for p in tmp_path.iterdir()] == ["slot.yaml"], "temporary file left behind"
