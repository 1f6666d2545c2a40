"""Writing user files so that a crash, a kill or a full disk never leaves half a file.

Every file Tabletop writes for a user (saves, the autosave, decks, lists, its own small
records) goes through ``write_atomic``: the text goes to a temporary file beside the real
one (``.<name>.<8 random characters>.tmp``), is flushed to disk, replaces the real file in
one rename, and the folder is flushed so the rename itself survives a power cut.

A process killed between creating the temporary file and the rename leaves that temporary
file behind; ``clean_stale_temps`` removes such leftovers once they are old enough that no
writer can still be busy with them (the app calls it on its data folder at start, and every
write tidies its own name's leftovers).
"""

from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
import time
from pathlib import Path

#: A temporary file older than this is abandoned: a write takes milliseconds (an fsync on a
#: busy disk a second or two), so a second copy of the app cannot still be writing it.
STALE_SECONDS = 30.0
#: What ``tempfile.mkstemp`` puts between the prefix and the suffix.
_RANDOM = r"[a-z0-9_]{8}"
_TEMP_NAME = re.compile(rf"\.(?P<name>.+)\.{_RANDOM}\.tmp")
#: fsync on a folder is refused by some file systems; the file itself is on disk by then.
_DIR_FSYNC_UNSUPPORTED = {errno.EINVAL, errno.EBADF, errno.EROFS,
                          getattr(errno, "ENOTSUP", errno.EINVAL), getattr(errno, "EOPNOTSUPP", errno.EINVAL)}


def _default_mode() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


#: New files get the mode the user's umask gives any new file (mkstemp would make them 0600).
_NEW_FILE_MODE = _default_mode()


def real_target(path: str | Path) -> Path:
    """The file a write to ``path`` must replace: a symbolic link is followed to its target,
    so saving through a link updates the linked file and keeps the link."""
    path = Path(path)
    if path.is_symlink():
        return Path(os.path.realpath(path))
    return path


def fsync_dir(folder: str | Path) -> None:
    """Flush a folder's entries (a rename) to disk; nothing to do, and not possible, on Windows."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError as error:
        if error.errno not in _DIR_FSYNC_UNSUPPORTED:
            raise
    finally:
        os.close(fd)


def write_atomic(path: str | Path, text: str) -> None:
    """Write to a temporary file beside ``path``, flush it to disk, replace, flush the folder.

    A crash at any moment leaves either the old file or the new one, never half of either.
    A symbolic link is written through: the file it points to is replaced, the link stays.
    An existing file keeps its permissions.
    """
    path = real_target(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        mode = _NEW_FILE_MODE
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if os.name != "nt":
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(folder)
    clean_stale_temps(folder, name=path.name)


def is_temp_name(filename: str, name: str | None = None) -> bool:
    """True for a temporary file ``write_atomic`` makes (for ``name`` only, when given)."""
    match = _TEMP_NAME.fullmatch(filename)
    return match is not None and (name is None or match.group("name") == name)


def clean_stale_temps(folder: str | Path, older_than: float = STALE_SECONDS, *,
                      name: str | None = None) -> list[Path]:
    """Delete the temporary files a killed ``write_atomic`` left in ``folder``; returns them.

    Only files named as ``write_atomic`` names them (for ``name`` only, when given) and not
    changed for ``older_than`` seconds are removed, so a write in progress in another copy
    of the app is never disturbed. Never raises: a folder that cannot be read is left alone.
    """
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not is_temp_name(entry.name, name):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime < older_than:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


__all__ = ["STALE_SECONDS", "clean_stale_temps", "fsync_dir", "is_temp_name", "real_target", "write_atomic"]
