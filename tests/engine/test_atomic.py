"""write_atomic: durable (the folder is flushed too), writes through links, tidies its leftovers."""

from __future__ import annotations

import os
import stat
import time

import pytest

from tabletop.engine import atomic
from tabletop.engine.atomic import STALE_SECONDS, clean_stale_temps, is_temp_name, write_atomic

posix_only = pytest.mark.skipif(os.name == "nt", reason="POSIX file semantics")


def age(path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


@posix_only
def test_the_folder_is_flushed_after_the_rename(tmp_path, monkeypatch):
    flushed: list[str] = []
    real_fsync = os.fsync

    def fsync(fd):
        flushed.append("dir" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real_fsync(fd)

    monkeypatch.setattr(atomic.os, "fsync", fsync)
    write_atomic(tmp_path / "game.tabletop.yaml", "text\n")
    assert flushed == ["file", "dir"]


@posix_only
def test_saving_through_a_link_writes_the_linked_file_and_keeps_the_link(tmp_path):
    real_dir = tmp_path / "real"
    real_dir.mkdir()
    real = real_dir / "game.tabletop.yaml"
    real.write_text("old\n")
    link_dir = tmp_path / "links"
    link_dir.mkdir()
    link = link_dir / "game.tabletop.yaml"
    link.symlink_to(real)
    write_atomic(link, "new\n")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text() == "new\n"
    assert sorted(p.name for p in real_dir.iterdir()) == ["game.tabletop.yaml"]
    assert sorted(p.name for p in link_dir.iterdir()) == ["game.tabletop.yaml"]


@posix_only
def test_a_link_to_a_link_and_a_dangling_link_are_followed(tmp_path):
    real = tmp_path / "real.yaml"
    first = tmp_path / "first.yaml"
    second = tmp_path / "second.yaml"
    first.symlink_to(real)          # dangling until written
    second.symlink_to(first)
    write_atomic(second, "made\n")
    assert second.is_symlink() and first.is_symlink()
    assert real.read_text() == "made\n"


@posix_only
def test_an_existing_file_keeps_its_permissions_and_a_new_one_is_not_private_only(tmp_path):
    path = tmp_path / "deck.yaml"
    path.write_text("x")
    path.chmod(0o640)
    write_atomic(path, "y")
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    fresh = tmp_path / "fresh.yaml"
    write_atomic(fresh, "z")
    mask = os.umask(0)
    os.umask(mask)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o666 & ~mask


def test_stale_temporary_files_are_removed_and_fresh_ones_kept(tmp_path):
    stale = tmp_path / ".autosave.tabletop.yaml.ab_d1234.tmp"
    fresh = tmp_path / ".autosave.tabletop.yaml.zz9y8x7w.tmp"
    other_stale = tmp_path / ".recent-decks.json.k2j3h4g5.tmp"
    theirs = [tmp_path / ".hidden.tmp", tmp_path / "notes.tmp", tmp_path / ".x.yaml.TOOLONG12.tmp",
              tmp_path / "autosave.tabletop.yaml"]
    for path in (stale, fresh, other_stale, *theirs):
        path.write_text("half a file")
    for path in (stale, other_stale, *theirs):
        age(path, STALE_SECONDS + 60)
    removed = clean_stale_temps(tmp_path)
    assert sorted(removed) == sorted([stale, other_stale])
    assert fresh.exists() and all(p.exists() for p in theirs)
    assert not stale.exists() and not other_stale.exists()


def test_a_stale_temporary_folder_or_link_is_not_touched(tmp_path):
    folder = tmp_path / ".a.yaml.abcdefgh.tmp"
    folder.mkdir()
    age(folder, STALE_SECONDS + 60)
    assert clean_stale_temps(tmp_path) == [] and folder.is_dir()


def test_cleaning_a_missing_folder_does_nothing(tmp_path):
    assert clean_stale_temps(tmp_path / "nowhere") == []


def test_a_write_tidies_only_its_own_names_leftovers(tmp_path):
    mine = tmp_path / ".game.yaml.a1b2c3d4.tmp"
    other = tmp_path / ".deck.yaml.a1b2c3d4.tmp"
    for path in (mine, other):
        path.write_text("half")
        age(path, STALE_SECONDS + 60)
    write_atomic(tmp_path / "game.yaml", "whole\n")
    assert not mine.exists() and other.exists()
    assert is_temp_name(other.name, "deck.yaml") and not is_temp_name(other.name, "game.yaml")


def test_a_failed_write_leaves_the_old_file_and_no_temporary_file(tmp_path, monkeypatch):
    path = tmp_path / "game.yaml"
    path.write_text("old\n")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", broken_replace)
    with pytest.raises(OSError):
        write_atomic(path, "new\n")
    assert path.read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["game.yaml"]
