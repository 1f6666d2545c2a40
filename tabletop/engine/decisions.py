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

    ``quiet`` marks an offer to answer a response window that goes only to seats holding something
    playable now: being asked would tell the other seats what that seat holds, so a table shows it
    only to its own seat, never waits for it or hands the screen over for it, and the game goes on
    without it when another seat takes its own decision.
    """

    seat: int
    kind: str
    prompt: str
    secret: bool = False
    optional: bool = False
    quiet: bool = False
