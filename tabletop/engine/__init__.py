"""The engine contract shared by every game. Pure Python: nothing here imports Qt."""

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import (
    DuplicateGameError,
    IllegalActionError,
    MalformedActionError,
    SaveFileError,
    TabletopError,
    UnknownGameError,
)
from tabletop.engine.events import Event
from tabletop.engine.game import Game, GameInfo, Option, Outcome
from tabletop.engine.registry import Registry
from tabletop.engine.verdict import ALLOWED, Verdict, refuse

__all__ = [
    "ALLOWED", "Action", "Decision", "DuplicateGameError", "Event", "Game", "GameInfo",
    "IllegalActionError", "MalformedActionError", "Option", "Outcome", "Registry", "SaveFileError",
    "TabletopError", "UnknownGameError", "Verdict", "refuse",
]
