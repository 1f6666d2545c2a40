"""Undo when two people share the screen: who must agree, and the words the curtain uses.

In hot seat a player takes back their own moves made since the screen was last handed to
them, freely. A move another player has seen (theirs, or one made before the hand-over) is
taken back only when that player agrees: the curtain passes the screen to them and asks, by
name. Nothing changes until they answer; a refusal leaves the game as it was. Either way the
players' next "since you last looked" recap says what was, or was not, taken back.

Undo itself is the controller's (``GameController.undo_span`` / ``undo``): the game is the
recorded actions replayed from the same seed, so taking moves back never touches the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tabletop.engine.record import Step


@dataclass(frozen=True, slots=True)
class UndoRequest:
    """An undo waiting for another player's answer.

    ``lines`` say, in the engine's public sentences, what it would take back (one line a move);
    ``steps`` is how many moves the game had when it was asked, so an answer to a game that
    has moved on since takes nothing back.
    """

    asker: int
    asked: int
    lines: tuple[str, ...]
    steps: int


def who_must_agree(span: Sequence[Step], first: int, holder: int | None, handover: int,
                   previous: int | None, is_human: Callable[[int], bool]) -> int | None:
    """The player who must agree before ``holder`` takes back ``span`` (the moves from index
    ``first`` on), or None when ``holder`` may take them back alone.

    ``handover`` is the number of moves when ``holder`` took the screen from ``previous``. A
    move of another human is theirs to agree to (the latest such); ``holder``'s own moves from
    before the hand-over have been seen by ``previous``, who must agree to those.
    """
    others = [s.action.seat for s in span if s.action.seat != holder and is_human(s.action.seat)]
    if others:
        return others[-1]
    if holder is None or first >= handover:
        return None
    if previous is not None and previous != holder and is_human(previous):
        return previous
    return None


def move_lines(span: Sequence[Step], humans: Sequence[int], name: Callable[[int], str]) -> tuple[str, ...]:
    """One line a move: its events every human seat may see (the curtain is read by whoever
    is at the screen), or "a move by <name>" when none is public."""
    lines = []
    for step in span:
        public = [e.text for e in step.events if all(e.visible_to(h) for h in humans)]
        lines.append("; ".join(public) if public else f"a move by {name(step.action.seat)}")
    return tuple(lines)


def question(asker: str, asked: str) -> str:
    return f"{asker} asks to take back a move you have seen. {asked}, do you agree?"


def asked_message(asker: str, asked: str) -> str:
    """The status bar's words while the curtain asks."""
    return f"Taking back a move {asked} has seen needs {asked}'s agreement: the curtain asks {asked}."


def taken_back_note(asker: str, asked: str, line: str) -> str:
    return f"Taken back, as {asker} asked and {asked} agreed: {line}"


def refused_note(asked: str, line: str) -> str:
    return f"{asked} did not agree to take back: {line.rstrip('.')}. Nothing was taken back."


def waiting_message(asked: str) -> str:
    return f"Waiting for {asked} to answer on the curtain: agree (Y) or refuse (N)."


def moved_on_message() -> str:
    return "The game moved on while the question was asked: nothing was taken back."
