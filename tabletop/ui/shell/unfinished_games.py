"""Every unfinished game is kept, one autosave file each, for the start page's "Games in progress".

A game gets its own file in ``storage.in_progress_dir()`` when it starts
(``<game id>-<yyyymmdd-hhmmss>-<6 random letters>.tabletop.yaml``). The controller rewrites
it after every move (``write_atomic``: a crash leaves the old file or the new one) and removes
it when the game ends, so the folder holds exactly the games that are still going; the player
may also delete one from the start page.

A file's modification time is when its game was last played, so newest-first needs no
reading; only the ``MAX_LISTED`` newest are read (parsed, not replayed: that waits for
Continue), and a file once parsed is remembered by its size and time, so going back to the
start page reads nothing again. Older games stay in the folder and are listed as newer ones end.

A file that cannot be parsed is moved aside as ``recovery.move_aside`` does
(``<name>.broken-<time>.tabletop.yaml`` beside it; such names are never listed) and the
others are listed as usual. A single ``autosave.tabletop.yaml`` in the data folder (where
Tabletop kept its one unfinished game) is moved into the folder when the list is read.
This module imports no Qt.
"""

from __future__ import annotations

import logging
import os
import re
import secrets
import string
import time
from dataclasses import dataclass, field
from pathlib import Path

from tabletop import storage
from tabletop.engine.save import SavedGame
from tabletop.ui.shell.recovery import broken_message, check_autosave, describe, set_aside

log = logging.getLogger(__name__)

#: How many games the start page lists; a player with more has played on elsewhere for a while,
#: and reading more files would slow the start page down (each is parsed once per run).
MAX_LISTED = 10
SUFFIX = ".tabletop.yaml"
_ALPHABET = string.ascii_lowercase + string.digits

#: path -> (modification time in ns, size, parsed save): a file is parsed again only when it changed.
_parsed: dict[Path, tuple[int, int, SavedGame]] = {}


@dataclass(frozen=True)
class UnfinishedGame:
    """One game in progress: its file, the save read from it (not replayed), when it was last played."""

    path: Path
    saved: SavedGame
    played_at: float        #: seconds since the epoch (the file's modification time)

    @property
    def moves(self) -> int:
        return len(self.saved.actions)


@dataclass
class Listing:
    """What the start page shows: the newest games, how many more are kept, what went wrong."""

    games: list[UnfinishedGame] = field(default_factory=list)   #: newest first, at most MAX_LISTED
    unlisted: int = 0                                           #: kept in the folder, not listed
    problems: list[str] = field(default_factory=list)           #: one sentence per broken file

    @property
    def newest(self) -> UnfinishedGame | None:
        return self.games[0] if self.games else None


def folder() -> Path:
    return storage.in_progress_dir()


def is_listed_name(name: str) -> bool:
    """``hockey-card-game-20250301-141502-k3j4h5.tabletop.yaml`` and any other plain
    ``<name>.tabletop.yaml``; not a broken file set aside (``<name>.broken-….tabletop.yaml``)
    nor a temporary one (``.<name>.<random>.tmp``)."""
    return name.endswith(SUFFIX) and not name.startswith(".") and "." not in name[:-len(SUFFIX)]


def new_path(game_id: str, where: Path | None = None, when: float | None = None) -> Path:
    """A name not yet taken in the folder for a new game of ``game_id``."""
    where = folder() if where is None else where
    stem = re.sub(r"[^a-z0-9-]+", "-", game_id.lower()).strip("-")[:40] or "game"
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    while True:
        tag = "".join(secrets.choice(_ALPHABET) for _ in range(6))
        path = where / f"{stem}-{stamp}-{tag}{SUFFIX}"
        if not os.path.lexists(path):
            return path


def holds(path: Path, where: Path | None = None) -> bool:
    """True when ``path`` is one of the games in progress (a player may open one with File › Open)."""
    where = folder() if where is None else where
    try:
        return path.resolve().parent == where.resolve() and is_listed_name(path.name)
    except OSError:
        return False


def forget(path: Path) -> None:
    """Delete a game in progress (the player asked, after a confirmation). Raises OSError."""
    _parsed.pop(path, None)
    path.unlink(missing_ok=True)


def _move_without_replacing(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    if os.name == "nt":
        os.rename(source, target)
        return
    try:
        os.link(source, target)     # never replaces a file that appeared under the new name
    except OSError:
        os.rename(source, target)
    else:
        os.unlink(source)


def _read(path: Path, mtime_ns: int, size: int) -> SavedGame | str | None:
    """The save in ``path``, or a sentence saying why it cannot be continued (a broken file is
    moved aside), or None when it vanished meanwhile. Never raises."""
    known = _parsed.get(path)
    if known is not None and known[:2] == (mtime_ns, size):
        return known[2]
    try:
        check = check_autosave(path)
    except Exception as error:   # nothing in a file may stop the start page
        log.warning("the game in progress %s could not be checked", path, exc_info=True)
        check = set_aside(path, f"{path}: {describe(error)}")
    if check is None:
        return None
    if not check.usable:
        _parsed.pop(path, None)
        return broken_message(check, path)
    _parsed[path] = (mtime_ns, size, check.saved)
    return check.saved


def _adopt_single_autosave(legacy: Path, where: Path, listing: Listing) -> UnfinishedGame | None:
    """Move the data folder's single autosave into the folder of games in progress.

    A broken one is moved aside where it is (as ``recovery`` always did); one that cannot be
    moved is still listed from where it is, so it can be continued."""
    try:
        stat = legacy.stat()
    except OSError:
        return None
    read = _read(legacy, stat.st_mtime_ns, stat.st_size)
    if read is None:
        return None
    if isinstance(read, str):
        listing.problems.append(read)
        return None
    target = new_path(read.game_id, where, when=stat.st_mtime)
    try:
        _move_without_replacing(legacy, target)
    except OSError as error:
        log.warning("the autosave %s could not be moved to %s: %s", legacy, where, error)
        return UnfinishedGame(legacy, read, stat.st_mtime)
    _parsed.pop(legacy, None)
    log.info("moved the autosave %s to %s", legacy, target)
    return None


def read_listing(where: Path | None = None, single_autosave: Path | None = None,
                 limit: int = MAX_LISTED) -> Listing:
    """The games in progress, newest first; never raises.

    ``single_autosave`` (the data folder's ``autosave.tabletop.yaml`` by default) is moved
    into the folder first. Broken files are moved aside and named in ``problems``; they take
    no place in the list, so every good file still shows.
    """
    where = folder() if where is None else where
    legacy = storage.autosave_path() if single_autosave is None else single_autosave
    listing = Listing()
    stuck = _adopt_single_autosave(legacy, where, listing) if legacy.is_file() else None
    entries: list[tuple[int, str, int]] = []
    try:
        with os.scandir(where) as scan:
            for entry in scan:
                if not is_listed_name(entry.name):
                    continue
                try:
                    if entry.is_file():
                        stat = entry.stat()
                        entries.append((stat.st_mtime_ns, entry.name, stat.st_size))
                except OSError:
                    continue
    except FileNotFoundError:
        pass
    except OSError as error:
        listing.problems.append(f"The games in progress in {where} cannot be read ({error.strerror or error}).")
    entries.sort(reverse=True)
    games: list[UnfinishedGame] = [stuck] if stuck is not None else []
    for mtime_ns, name, size in entries:
        if len(games) >= limit:
            listing.unlisted += 1
            continue
        path = where / name
        read = _read(path, mtime_ns, size)
        if isinstance(read, str):
            listing.problems.append(read)
        elif read is not None:
            games.append(UnfinishedGame(path, read, mtime_ns / 1e9))
    listing.games = sorted(games, key=lambda game: game.played_at, reverse=True)
    return listing


def played_text(when: float, now: float | None = None) -> str:
    """When a game was last played, as a player says it: ``today, 14:32``, ``yesterday, 09:05``,
    ``3 Mar, 18:40`` this year, ``3 Mar 2024`` before."""
    then = time.localtime(when)
    today = time.localtime(now)
    clock = time.strftime("%H:%M", then)
    days = (time.mktime((today.tm_year, today.tm_mon, today.tm_mday, 0, 0, 0, 0, 0, -1))
            - time.mktime((then.tm_year, then.tm_mon, then.tm_mday, 0, 0, 0, 0, 0, -1))) / 86400
    if round(days) == 0:
        return f"today, {clock}"
    if round(days) == 1:
        return f"yesterday, {clock}"
    day = f"{then.tm_mday} {time.strftime('%b', then)}"
    if then.tm_year == today.tm_year:
        return f"{day}, {clock}"
    return f"{day} {then.tm_year}"


def moves_text(count: int) -> str:
    return "no moves yet" if count == 0 else f"{count} move{'' if count == 1 else 's'}"


def players_text(names: list[str]) -> str:
    """``Ana vs Ben``; ``Ana, Ben and Cy`` for more players."""
    if len(names) <= 2:
        return " vs ".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


__all__ = ["MAX_LISTED", "Listing", "UnfinishedGame", "folder", "forget", "holds", "is_listed_name",
           "moves_text", "new_path", "played_text", "players_text", "read_listing"]
