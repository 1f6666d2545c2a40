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
    """Input the contract cannot understand: an action that does not parse (not an Action, an
    argument of the wrong type or out of bounds, an unknown kind, a card that does not exist), or
    a seat that is not in the game, whether in an action or asked of ``legal_actions``, ``view``
    or ``hidden_from``."""


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


class IllegalDeckError(TabletopError, ValueError):
    """A deck a game cannot start with: another game's, the wrong number, or one breaking the
    construction rules the game's options choose. ``seat`` is None when no one deck is at fault."""

    def __init__(self, seat: int | None, message: str, violations: tuple = ()):
        super().__init__(message)
        self.seat = seat
        self.violations = violations
