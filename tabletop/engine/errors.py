"""The engine's exceptions, kept apart so callers can tell bad input from a forbidden move.

Like python-chess's InvalidMoveError / IllegalMoveError: an action that cannot even be
understood is *malformed*; a well-formed action the rules forbid right now is *illegal*.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.engine.verdict import Verdict


class TabletopError(Exception):
    """Base class for every error the engine raises on purpose."""


class MalformedActionError(TabletopError, ValueError):
    """The action does not parse: unknown kind, wrong arguments, a card that does not exist."""


class IllegalActionError(TabletopError):
    """A well-formed action that the rules forbid in this position; carries the refusal."""

    def __init__(self, verdict: Verdict):
        super().__init__(verdict.message)
        self.verdict = verdict


class UnknownGameError(TabletopError, KeyError):
    """No game is registered under that id."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "unknown game"


class DuplicateGameError(TabletopError):
    """Two games tried to register the same id."""


class SaveFileError(TabletopError):
    """A save file that cannot be loaded: truncated, tampered, foreign, too new or too big."""
