"""Breakaway Football positions: the full state, the play in progress, and one seat's view.

The ball is kept as ``ball``: yard lines (of five yards) from the offense's own goal line,
0 to 20, so 4 is the offense's 20, 10 is midfield and 16 the opponent's 20. Every
seat-indexed field is a pair (seat 0, seat 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.engine.evolve import evolve

# Phases: which decision the game waits for.
TOSS = "toss"            # the visiting seat calls the coin (Setup; Overtime)
CHOOSE = "choose"        # the toss winner receives or kicks
KICKOFF = "kickoff"      # after a score the kicking team kicks deep or onside
TRY = "try"              # after a touchdown: extra point or two-point conversion
EQUALIZE = "equalize"    # before a drive the team holding more offense cards discards down
CALL = "call"            # both coaches call a play face down (secret), or announce a kick
SPECIAL = "special"      # the offense picks the offense card a kick, Hail Mary or kneel discards
RETRIEVE = "retrieve"    # after a time out the offense takes a card back from its discards
AUDIBLE = "audible"      # both coaches may turn their face-down cards before the reveal (secret, R5)
CHALLENGE = "challenge"  # a coach may spend a challenge flag on the play event
PENALTY = "penalty"      # the fouled team accepts or declines a penalty
MODIFIER = "modifier"    # on a breakaway the winning side picks play event or breakaway value
ICE = "ice"              # optional rule: the defense may ice the kicker
HALFTIME = "halftime"    # the half just ended; never pending: the same move kicks off (kicking.second_half)
OVER = "over"

FIRST_DOWN_LINES = (4, 10, 16, 20)   # each 20-yard line, midfield, then the goal line
GOAL = 20


@dataclass(frozen=True)
class Call:
    """A card on the Play Card space: face down until the reveal."""

    card: str
    end: str = "a"             # which end touches the board ("a" or "b"), offense and defense alike
    from_discard: bool = False  # a two-point try may use a discarded offense card
    audible: str = ""          # the audible step: "" not answered yet, else "turn" or "keep" (R5)


@dataclass(frozen=True)
class Play:
    """The scrimmage play being resolved (after the reveal), or the kick being prepared."""

    special: str = ""          # punt, coffin, field_goal, hail_mary, kneel ("" for a called play)
    play_type: str = ""
    kind: str = ""             # run or pass
    strength: int = 0          # offense strength after prevent halving
    defense: int = 0           # defense strength against that kind
    low_pct: bool = False
    breakaway: str = ""        # "offense", "defense" or ""
    base: int = 0              # the matchup value before the Game Day card
    card: str = ""             # the Game Day card drawn for the play
    asker: int = -1            # challenge: the seat being asked now
    iced: bool = False


@dataclass(frozen=True)
class FootballState:
    names: tuple[str, str]
    seed: int
    options: tuple[tuple[str, Any], ...]
    teams: tuple[str, str]                      # team codes, by seat
    chance: int = 0
    phase: str = TOSS
    decider: int = 1                            # the seat a single-seat decision belongs to
    quarter: int = 1                            # 1-4, 5 for overtime
    score: tuple[int, int] = (0, 0)
    offense: int = 0
    ball: int = 5
    down: int = 1
    target: int = 10                            # the first-down marker (a line, or 20 for goal)
    timeouts: tuple[int, int] = (3, 3)
    flags: tuple[int, int] = (1, 1)             # ready challenge flags (0 or 1)
    hands: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())      # offense cards in hand
    discards: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())   # offense discards (face up)
    defense: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())    # defense cards in hand
    calls: tuple[Call | None, Call | None] = (None, None)
    revealed: bool = False
    play: Play | None = None
    deck: tuple[str, ...] = ()                  # Game Day deck, top first (secret order)
    used: tuple[str, ...] = ()                  # Game Day discards, newest last (face up)
    two_point: bool = False                     # the down in progress is a two-point try
    opening_receiver: int = 0
    quarter_over: bool = False                  # an offense has played its last card
    ot_had_ball: tuple[bool, bool] = (False, False)
    ot_answer: int | None = None                # the team owed a drive after an overtime field goal
    coin: str = ""                              # the last toss, for the table
    winners: tuple[int, ...] | None = None
    timeout_declined: bool = False              # this down the defense let its time out go (R19)

    def option(self, key: str) -> Any:
        for k, v in self.options:
            if k == key:
                return v
        raise KeyError(key)

    @property
    def defender(self) -> int:
        return 1 - self.offense

    def audibled(self, seat: int) -> bool:
        """Whether ``seat`` has answered the audible step (R5)."""
        call = self.calls[seat]
        return call is not None and call.audible != ""


@dataclass(frozen=True, slots=True)
class FootballView:
    """What one seat may know: the opponent's cards in hand and face-down call are absent,
    and so is the order of the Game Day deck."""

    seat: int | None
    names: tuple[str, str]
    options: tuple[tuple[str, Any], ...]
    teams: tuple[str, str]
    phase: str
    decider: int
    quarter: int
    score: tuple[int, int]
    offense: int
    ball: int
    down: int
    target: int
    timeouts: tuple[int, int]
    flags: tuple[int, int]
    hand: tuple[str, ...]                       # this seat's offense cards (empty for a spectator)
    defense_hand: tuple[str, ...]
    my_call: Call | None
    hand_sizes: tuple[int, int]
    discards: tuple[tuple[str, ...], tuple[str, ...]]
    called: tuple[bool, bool]                   # who has put a card face down
    revealed_calls: tuple[Call | None, Call | None]
    play: Play | None
    deck_size: int
    used: tuple[str, ...]
    two_point: bool
    coin: str
    winners: tuple[int, ...] | None
    # Public facts the table shows and later rules read (kept here so a computer player can
    # rebuild a full position from the view): whether the calls are face up, who received the
    # opening kickoff, whether an offense has played its last card, and overtime possessions.
    revealed: bool = False
    opening_receiver: int = 0
    quarter_over: bool = False
    ot_had_ball: tuple[bool, bool] = (False, False)
    ot_answer: int | None = None
    # The audible step (R5): which coaches have answered (not how: that stays secret until both
    # have; a turn is applied to the face-down card at once).
    audibled: tuple[bool, bool] = (False, False)
    # R19: the defense has let this down's time out go, before the offense's last card.
    timeout_declined: bool = False


#: The rules modules copy states and plays through this name: the engine's cheap evolve.
replace = evolve
