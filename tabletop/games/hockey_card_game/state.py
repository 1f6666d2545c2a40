"""Hockey Card Game positions: the full state, and the redacted view one seat may see."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# Phases, in the order a game moves through them.
CUT = "cut"          # both players cut the deck; highest card chooses (rule 1)
CHOOSE = "choose"    # the cut winner chooses to deal or to play first (rule 1)
PLAY = "play"        # alternate plays onto the pile (rules 3-7)
OVER = "over"

REGULAR_DEALS = (5, 5, 5, 5, 6)          # rule 7: four deals of five, then six
TIEBREAK_DEALS = (4, 4, 4, 4, 4, 6)      # rule 9, see docs/rulings/hockey-card-game.md


@dataclass(frozen=True)
class HockeyState:
    """One position. Seats are 0 and 1; "Player One" and "dealer" are roles that change by period."""

    names: tuple[str, str]
    seed: int
    options: tuple[tuple[str, Any], ...]
    chance: int = 0                                   # chance events used so far
    phase: str = CUT
    cut_cards: tuple[str | None, str | None] = (None, None)
    chooser: int | None = None                        # seat that won the cut
    leader: int = 0                                   # Player One in periods 1 and 3
    period: int = 0                                   # 1-3, 4 for the tie-breaker
    deal: int = 0                                     # 1-based deal within the period
    deck: tuple[str, ...] = ()                        # undealt cards, top first
    hands: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    pile: tuple[str, ...] = ()                        # this period's plays, oldest first
    turn: int = 0
    breakaway: int | None = None                      # seat on a breakaway
    goals: tuple[tuple[int, int], ...] = ()           # goals per period, by seat
    winners: tuple[int, ...] | None = None            # set when the game is over; () is a draw

    def option(self, key: str) -> Any:
        for k, v in self.options:
            if k == key:
                return v
        raise KeyError(key)

    @property
    def player_one(self) -> int:
        """Who plays first this period: roles swap in periods 2 and 4 (rule 8)."""
        return self.leader if self.period in (0, 1, 3) else 1 - self.leader

    @property
    def dealer(self) -> int:
        return 1 - self.player_one

    @property
    def deals(self) -> tuple[int, ...]:
        return TIEBREAK_DEALS if self.period == 4 else REGULAR_DEALS

    @property
    def totals(self) -> tuple[int, int]:
        return (sum(g[0] for g in self.goals), sum(g[1] for g in self.goals))


@dataclass(frozen=True, slots=True)
class HockeyView:
    """What one seat may know. The opponent's hand and the deck order are absent, not hidden."""

    seat: int | None
    names: tuple[str, str]
    options: tuple[tuple[str, Any], ...]
    phase: str
    cut_cards: tuple[str | None, str | None]
    chooser: int | None
    period: int
    deal: int
    deals: tuple[int, ...]
    player_one: int
    dealer: int
    hand: tuple[str, ...]                 # empty for a spectator
    hand_sizes: tuple[int, int]
    deck_size: int
    pile: tuple[str, ...]
    turn: int
    breakaway: int | None
    goals: tuple[tuple[int, int], ...]
    totals: tuple[int, int]
    winners: tuple[int, ...] | None
