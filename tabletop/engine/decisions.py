"""Pending decisions: who must choose what before the game can go on."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Decision:
    """One seat's outstanding choice.

    Several decisions pending at once means those seats choose at the same time; with
    ``secret`` set, each choice stays hidden from the others until all are in (face-offs,
    play calls). ``optional`` says the seat may decline (use an ability or not); the legal
    actions then include a way to pass.
    """

    seat: int
    kind: str
    prompt: str
    secret: bool = False
    optional: bool = False
