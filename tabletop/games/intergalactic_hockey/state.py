"""Intergalactic Hockey Showdown positions: the full state, and the redacted view one seat may see."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.engine.evolve import evolve  # noqa: F401  (the rules modules import it from here)

# Phases. A play (face-off or round) starts with both seats choosing a card face down; once
# both are in, the cards are revealed and ``queue`` lists the abilities still to come, in the
# book's order (ruling S3). Always-on entries are applied as soon as they reach the head, so
# the head is always a choice waiting for its player; when the queue is empty the play is
# resolved at once.
FACEOFF = "faceoff"
ROUND = "round"
BUZZER = "buzzer"     # the deck is empty: the puck holder decides whether to take a last shot (S22)
OVER = "over"

OVERTIME = 4          # period number of sudden-death overtime
HAND_SIZE = 3
NO_VALUES = ((0, 0), (0, 0))   # the (offense, defense) pair per seat before a reveal

# Optional decisions after a reveal (the kind of each queued choice).
SWAP = "swap"         # Jared
TURN = "refbot"       # Dom
DISCARD = "discard"   # Danny / Chris from the hand
ALWAYS_ON = "always-on"   # Bryzan, Derek, Yrahkska, Lord Doober: applied, never asked (S3)
LAST_SHOT = "last-shot"   # the puck holder's optional shot at the buzzer (phase BUZZER, S22)


@dataclass(frozen=True)
class ShowdownState:
    """One position. Seats are 0 and 1.

    ``hands`` hold player cards only: the Puck (``puck``) and the RefBot (``penalty``) are
    tracked by the seat holding them, because neither can ever be played. The RefBot in a
    hand still counts toward the hand size of 3.
    """

    names: tuple[str, str]
    seed: int
    options: tuple[tuple[str, Any], ...]
    chance: int = 0                                   # chance events used so far
    phase: str = FACEOFF
    period: int = 1                                   # 1-3, OVERTIME for sudden death
    deck: tuple[str, ...] = ()                        # draw pile, top first
    hands: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    discard: tuple[str, ...] = ()                     # face up, oldest first
    scored: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())   # score piles, out of the game
    goals: tuple[int, int] = (0, 0)                   # goals over the whole game
    puck: int | None = None                           # seat holding the puck; None: middle of the rink
    refbot: int = 0                                   # the dial, 0-3, while the RefBot is beside the rink
    penalty: int | None = None                        # seat holding the RefBot (serving a penalty)
    plays: tuple[str | None, str | None] = (None, None)   # this play's cards, face down until revealed
    buzzer: bool = False                              # this round is the last shot at the buzzer (taken)
    queue: tuple[tuple[int, str], ...] = ()           # abilities still to come; the head is a choice
    values: tuple[tuple[int, int], tuple[int, int]] = ((0, 0), (0, 0))  # (offense, defense) after abilities
    dial_at_reveal: int = 0                           # the RefBot's dial when the cards were revealed
    winners: tuple[int, ...] | None = None            # set when the game is over

    def option(self, key: str) -> Any:
        for k, v in self.options:
            if k == key:
                return v
        raise KeyError(key)

    @property
    def revealed(self) -> bool:
        """The played cards are face up (ability choices pending)."""
        return bool(self.queue)

    @property
    def faceoff(self) -> bool:
        return self.phase == FACEOFF

    @property
    def overtime(self) -> bool:
        return self.period == OVERTIME

    def hand_size(self, seat: int) -> int:
        """Cards counting toward the hand size: player cards plus the RefBot when serving a penalty."""
        return len(self.hands[seat]) + (1 if self.penalty == seat else 0)




@dataclass(frozen=True, slots=True)
class ShowdownView:
    """What one seat may know. Other hands, the deck order and unrevealed plays are absent."""

    seat: int | None
    names: tuple[str, str]
    options: tuple[tuple[str, Any], ...]
    phase: str
    period: int
    overtime: bool
    buzzer: bool
    hand: tuple[str, ...]                          # empty for a spectator
    hand_sizes: tuple[int, int]                    # counting the RefBot for the seat serving a penalty
    deck_size: int
    discard: tuple[str, ...]
    scored: tuple[tuple[str, ...], tuple[str, ...]]
    goals: tuple[int, int]
    puck: int | None
    refbot: int | None                             # the dial; None while the RefBot is in a hand
    penalty: int | None
    played: tuple[str | None, str | None]          # own card, and both once revealed
    chosen: tuple[bool, bool]                      # which seats have placed their face-down card
    revealed: bool
    values: tuple[tuple[int, int], tuple[int, int]] | None   # after abilities so far, once revealed
    awaiting: tuple[tuple[int, str], ...]          # (seat, decision kind) outstanding
    winners: tuple[int, ...] | None
    dial_at_reveal: int | None = None              # the RefBot's dial at the reveal, once revealed
