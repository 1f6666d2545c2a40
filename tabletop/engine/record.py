"""A game in progress: the actions taken, the states they led to, undo and redo.

The desktop controller and the command line both drive games through this, so the rule
about what may be undone lives in one place and is tested headless.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.deck import Deck
from tabletop.engine.events import Event
from tabletop.engine.game import Game
from tabletop.engine.save import SavedGame, new_saved
from tabletop.engine.verdict import Verdict


@dataclass(frozen=True, slots=True)
class Step:
    action: Action
    events: tuple[Event, ...]
    state: Any  # the state after the action

    @property
    def irreversible(self) -> bool:
        return any(e.irreversible for e in self.events)


class GameRecord:
    """One game's history. States are immutable, so keeping each one makes undo free."""

    def __init__(self, game: Game, seed: int, options: Mapping[str, Any] | None = None,
                 names: Sequence[str] | None = None, decks: Sequence[Deck] | None = None):
        self.game = game
        self.seed = seed
        self.decks = None if decks is None else list(decks)
        self.initial = game.new_game(seed, options, names, decks=self.decks)
        self.options = game.options_of(self.initial)
        self.names = list(self.initial.names)
        self.steps: list[Step] = []
        self._redo: list[Action] = []

    @classmethod
    def from_saved(cls, game: Game, saved: SavedGame) -> GameRecord:
        record = cls(game, saved.seed, saved.options, saved.names, saved.decks)
        for action in saved.actions:
            verdict, _ = record.submit(action)
            if not verdict.ok:
                raise ValueError(f"recorded action {action} is not allowed: {verdict.message}")
        return record

    @property
    def state(self) -> Any:
        return self.steps[-1].state if self.steps else self.initial

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps]

    def state_at(self, count: int) -> Any:
        """The state after the first ``count`` actions (0 = the opening position)."""
        return self.steps[count - 1].state if count else self.initial

    def submit(self, action: Action) -> tuple[Verdict, tuple[Event, ...]]:
        """Validate and apply; on refusal nothing changes and the verdict says why."""
        verdict = self.game.validate(self.state, action)
        if not verdict.ok:
            return verdict, ()
        state, events = self.game.apply(self.state, action, checked=False)
        self.steps.append(Step(action, tuple(events), state))
        self._redo.clear()
        return verdict, tuple(events)

    # ----- undo / redo --------------------------------------------------------------
    def undo_blocked(self) -> str | None:
        """Why the last action cannot be taken back, or None if it can."""
        if not getattr(self.game, "supports_undo", True):
            return f"{self.game.info.name} does not allow taking moves back."
        if not self.steps:
            return "Nothing to undo yet."
        if self.steps[-1].irreversible:
            return "The last action revealed cards or used chance, so it cannot be taken back."
        return None

    def undo_span(self, is_person: Callable[[int], bool]) -> list[Step]:
        """The steps one undo takes back, oldest first, or none when the last cannot be: the last
        move of a person (``is_person(seat)``) and the computer's replies after it, so the person
        is to move again. It stops early at a move that revealed cards or used chance."""
        if self.undo_blocked():
            return []
        steps = self.steps
        start = len(steps) - 1
        while start > 0 and not is_person(steps[start].action.seat) and not steps[start - 1].irreversible:
            start -= 1
        return steps[start:]

    def take_back_span(self, seat: int) -> tuple[list[Step], str | None]:
        """What taking back ``seat``'s last move means in a game of several people: that move and
        every move after it, oldest first; with the sentence why not when it cannot be (none
        yet, or one of them revealed cards or used chance)."""
        if not getattr(self.game, "supports_undo", True):
            return [], f"{self.game.info.name} does not allow taking moves back."
        last = next((i for i in range(len(self.steps) - 1, -1, -1) if self.steps[i].action.seat == seat), None)
        if last is None:
            return [], "You have no move to take back yet."
        if any(step.irreversible for step in self.steps[last:]):
            return [], "A move since your last one revealed cards or used chance, so it cannot be taken back."
        return self.steps[last:], None

    def undo(self) -> Step:
        reason = self.undo_blocked()
        if reason:
            raise ValueError(reason)
        step = self.steps.pop()
        self._redo.append(step.action)
        return step

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> tuple[Verdict, tuple[Event, ...]]:
        if not self._redo:
            raise ValueError("Nothing to redo.")
        action = self._redo.pop()
        pending = list(self._redo)
        result = self.submit(action)
        self._redo = pending
        return result

    def to_saved(self) -> SavedGame:
        return new_saved(self.game, self.seed, self.options, self.names, self.actions, self.decks)
