"""An autosave the app cannot read is moved aside, never deleted, and never stops the start.

The start page reads each game in progress (``unfinished_games``) to list it. A file that
cannot be parsed (damaged, hand-edited, from a hostile source) is renamed next to itself as
``<name>.broken-<timestamp>.tabletop.yaml``, so the app starts, that game is simply not
listed, and the player (or a bug report) still has the file.

At start the data folder is also tidied: temporary files a killed write left there
(``write_atomic``'s ``.<name>.<random>.tmp``) are removed once they are old enough that no
other running copy of the app can still be writing them. This module imports no Qt.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path

from tabletop import storage
from tabletop.engine.atomic import clean_stale_temps
from tabletop.engine.errors import SaveFileError
from tabletop.engine.save import SavedGame, SaveUnreadableError, parse_save, read_save_text

log = logging.getLogger(__name__)

def clean_data_folder(folder: Path | None = None) -> list[Path]:
    """Remove stale temporary files from the data folder and its folder of games in progress
    (the app calls this at start); never raises."""
    folders = [folder] if folder is not None else [storage.data_dir(), storage.in_progress_dir()]
    removed: list[Path] = []
    for where in folders:
        try:
            removed += clean_stale_temps(where)
        except Exception:
            log.warning("could not tidy %s", where, exc_info=True)
    return removed


def broken_path(path: Path, when: float | None = None) -> Path:
    """``autosave.tabletop.yaml`` -> ``autosave.broken-20240229-134501.tabletop.yaml``, not yet taken."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    stem, dot, rest = path.name.partition(".")
    for attempt in range(1, 1000):
        tag = f"broken-{stamp}" if attempt == 1 else f"broken-{stamp}-{attempt}"
        candidate = path.with_name(f"{stem}.{tag}{dot}{rest}")
        if not os.path.lexists(candidate):
            return candidate
    raise FileExistsError(f"no free name beside {path} to move it aside")


def move_aside(path: Path) -> Path:
    """Rename ``path`` to a free ``broken-<timestamp>`` name beside it; returns the new path.

    Raises OSError when the file cannot be renamed (a read-only folder)."""
    target = broken_path(path)
    if os.name == "nt":
        os.rename(path, target)
    else:
        # link + unlink never replaces a file that appeared under the new name meanwhile.
        try:
            os.link(path, target)
        except OSError:
            os.rename(path, target)
        else:
            os.unlink(path)
    return target


@dataclass
class AutosaveCheck:
    """What the start page learned about the autosave."""

    saved: SavedGame | None = None      #: parsed (not replayed) when readable
    problem: str | None = None          #: why it cannot be resumed, as a sentence
    moved_to: Path | None = None        #: where the broken file now is
    move_error: str | None = None       #: why it could not be moved aside

    @property
    def usable(self) -> bool:
        return self.saved is not None


def describe(error: BaseException) -> str:
    """A sentence for an error the reader did not turn into a SaveFileError itself."""
    if isinstance(error, SaveFileError):
        return str(error)
    if isinstance(error, RecursionError):
        return "it is nested too deeply to be a Tabletop save file"
    if isinstance(error, MemoryError):
        return "it is too large to read"
    if isinstance(error, UnicodeDecodeError):
        return "it is not text"
    text = str(error).strip()
    return f"it cannot be read ({type(error).__name__}{': ' + text[:200] if text else ''})"


def check_autosave(path: Path) -> AutosaveCheck | None:
    """Read the autosave at ``path`` without replaying it; None when there is none.

    Never raises. A file that cannot be parsed is moved aside (see ``move_aside``); one that
    cannot be read at all (permissions, a vanished disk) is left where it is.
    """
    try:
        if not path.is_file():
            return None
        text = read_save_text(path)
    except SaveUnreadableError as error:
        return AutosaveCheck(problem=str(error))
    except SaveFileError as error:
        return set_aside(path, str(error))
    except OSError as error:
        return AutosaveCheck(problem=f"{path} cannot be read ({error.strerror or error})")
    try:
        saved = parse_save(text, str(path))
    except SaveFileError as error:
        return set_aside(path, str(error))
    except Exception as error:
        log.warning("the autosave %s could not be parsed", path, exc_info=True)
        return set_aside(path, f"{path}: {describe(error)}")
    return AutosaveCheck(saved=saved)


def set_aside(path: Path, problem: str) -> AutosaveCheck:
    """Move a broken autosave aside and say what happened; never raises."""
    check = AutosaveCheck(problem=problem)
    try:
        check.moved_to = move_aside(path)
    except OSError as error:
        check.move_error = f"{error.strerror or error}"
        log.warning("the broken autosave %s could not be moved aside: %s", path, error)
    else:
        log.warning("moved the broken autosave %s to %s: %s", path, check.moved_to, problem)
    return check


def broken_message(check: AutosaveCheck, path: Path) -> str:
    """The notice for a broken autosave: what was wrong and where the file is now."""
    problem = check.problem or "it cannot be read"
    if check.moved_to is not None:
        return (f"The unfinished game could not be resumed: {problem}\n"
                f"The file was kept as {check.moved_to}")
    if check.move_error is not None:
        return (f"The unfinished game could not be resumed: {problem}\n"
                f"It could not be moved aside ({check.move_error}); it is still at {path}")
    return f"The unfinished game could not be resumed: {problem}"


__all__ = ["AutosaveCheck", "broken_message", "broken_path", "check_autosave", "clean_data_folder",
           "describe", "move_aside", "set_aside"]
