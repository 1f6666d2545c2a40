"""Taking back a move in a hosted game: only when every other player agrees.

At one screen a player takes back their own moves freely (``ui.shell.hot_seat_undo``). Across
computers every other person at the table has seen the move, so the host asks each of them: the
players at the host's computer and every joined seat. What is taken back is the asker's last move
and every move after it (``GameRecord.take_back_span``). Nothing changes until all have agreed;
one refusal, a move made meanwhile, or an asked player who leaves ends the question with nothing
taken back.

This module holds the question and its answers only; the hosts (``ui.shell.remote_host`` on
screen, ``ui.shell.remote_commands`` headless) ask, tell and take back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from tabletop.engine.record import GameRecord, Step

#: How a question ended.
TAKEN, REFUSED, MOVED_ON, LEFT = "taken", "refused", "moved-on", "left"
#: The longest line of what would be taken back, as sent to a joined seat.
MAX_LINE = 300


class UndoRefused(ValueError):
    """The question cannot be asked now; the text says why, for the player who asked."""


@dataclass
class UndoQuestion:
    """An open question: ``ask`` numbers it, ``steps`` is the number of moves when it was asked
    (a game that moved on takes nothing back), ``back`` how many would be taken back (one a line),
    ``asked`` the seats asked and ``waiting`` those still to answer."""

    ask: int
    asker: int
    steps: int
    lines: tuple[str, ...]
    asked: tuple[int, ...] = ()
    waiting: set[int] = field(default_factory=set)


@dataclass(frozen=True)
class UndoEnd:
    """How a question ended, and the sentence every player is told."""

    question: UndoQuestion
    how: str
    text: str

    @property
    def taken(self) -> bool:
        return self.how == TAKEN

    @property
    def back(self) -> int:
        """How many moves are taken back: one a line of the question."""
        return len(self.question.lines) if self.taken else 0


def move_lines(span: Sequence[Step], persons: Iterable[int], name: Callable[[int], str]) -> tuple[str, ...]:
    """One line a move taken back: its events every person at the table may see, or "a move by
    <name>" when none is public (the question goes to every player)."""
    persons = tuple(persons)
    lines = []
    for step in span:
        public = [e.text for e in step.events if all(e.visible_to(p) for p in persons)]
        text = "; ".join(public) if public else f"a move by {name(step.action.seat)}"
        lines.append(text if len(text) <= MAX_LINE else text[:MAX_LINE - 1] + "…")
    return tuple(lines)


class UndoVotes:
    """At most one open question at a time, and the answers to it."""

    def __init__(self) -> None:
        self.question: UndoQuestion | None = None
        self._asked = 0

    def ask(self, asker: int, voters: Iterable[int], steps: int, lines: Sequence[str],
            absent: Sequence[str] = ()) -> UndoQuestion:
        """Open a question of ``asker``'s to ``voters`` (the other persons at the table); ``absent``
        names asked players nobody sits for now. UndoRefused when it cannot be asked."""
        if self.question is not None:
            raise UndoRefused("The players are already asked to take back a move; wait for their answers.")
        if absent:
            raise UndoRefused(f"{' and '.join(absent)} {'is' if len(absent) == 1 else 'are'} not at the table "
                              "to agree; nothing was taken back.")
        self._asked += 1
        voters = tuple(voters)
        self.question = UndoQuestion(self._asked, asker, steps, tuple(lines), voters, set(voters))
        return self.question

    def open(self, record: GameRecord, asker: int, persons: Sequence[int], away: Callable[[int], bool],
             name: Callable[[int], str]) -> UndoQuestion:
        """Ask every one of ``persons`` but ``asker`` to take back ``asker``'s last move and the moves
        after it (``GameRecord.take_back_span``, one line each); ``away(seat)`` is true for an asked
        seat nobody sits at now. UndoRefused, with the sentence, when it cannot be asked."""
        span, reason = record.take_back_span(asker)
        if not span:
            raise UndoRefused(reason)
        voters = [s for s in persons if s != asker]
        return self.ask(asker, voters, len(record.steps), move_lines(span, persons, name),
                        [name(s) for s in voters if away(s)])

    def answer(self, seat: int, ask: int, agree: bool, steps_now: int, name: Callable[[int], str]) -> UndoEnd | None:
        """``seat``'s answer to question ``ask``: the end when it decides one (the last agreement,
        a refusal, a game that moved on), else None. An answer to another question, or from a
        seat not asked, changes nothing."""
        question = self.question
        if question is None or question.ask != ask or seat not in question.waiting:
            return None
        if steps_now != question.steps:
            return self._end(MOVED_ON, "The game moved on while the players were asked: nothing was taken back.")
        if not agree:
            return self._end(REFUSED, f"{name(seat)} did not agree: nothing was taken back.")
        question.waiting.discard(seat)
        return self.settle(name)

    def settle(self, name: Callable[[int], str]) -> UndoEnd | None:
        """The open question's end once nobody is left to answer (at once when nobody else plays)."""
        question = self.question
        if question is None or question.waiting:
            return None
        return self._end(TAKEN, f"Taken back, as {name(question.asker)} asked"
                         + (" and everyone agreed: " if question.asked else ": ")
                         + "; ".join(question.lines))

    def moved(self, steps_now: int) -> UndoEnd | None:
        """The game changed: an open question of an earlier position ends, nothing taken back."""
        if self.question is not None and steps_now != self.question.steps:
            return self._end(MOVED_ON, "The game moved on while the players were asked: nothing was taken back.")
        return None

    def left(self, seat: int, name: Callable[[int], str]) -> UndoEnd | None:
        """An asked player left the table before answering: the question ends."""
        if self.question is not None and seat in self.question.waiting:
            return self._end(LEFT, f"{name(seat)} left before answering: nothing was taken back.")
        return None

    def _end(self, how: str, text: str) -> UndoEnd:
        question, self.question = self.question, None
        return UndoEnd(question, how, text)


def ask_message(question: UndoQuestion) -> dict:
    """The host's ``undo-ask`` to an asked joined seat."""
    return {"type": "undo-ask", "ask": question.ask, "asker": question.asker, "lines": list(question.lines)}


def end_message(end: UndoEnd) -> dict:
    """The host's ``undo-end`` to every joined seat."""
    return {"type": "undo-end", "ask": end.question.ask, "taken": end.taken, "text": end.text}
