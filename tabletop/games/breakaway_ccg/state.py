"""Breakaway: CCG positions: the full state, and the redacted view one seat may see.

Cards are physical copies with ids of the form ``s1:sniper-7-stick`` (seat 1's copy; a second
copy of the same card in that seat's collection is ``s1:sniper-7-stick~2``), so a card is in
exactly one place and the views can be checked for leaks by id.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.engine.evolve import evolve  # noqa: F401  (the rules modules import it from here)

if TYPE_CHECKING:
    from tabletop.games.breakaway_ccg.tables import Tables

# Phases.
FACEOFF = "faceoff"   # bench switches, then both seats choose a face-off card face down
PLAY = "play"         # the seat on turn plays a card from hand onto the play area
USE = "use"           # the seat on turn uses the card just played (an ability, an action), or ends
OVER = "over"
# Phases the official rules (Part 2) add.
HOME_ICE = "home-ice"     # the winner of the top-card reveal chooses who takes Home Ice
START = "start"           # phase 1 of a turn: momentum token, line change, pull the goalie, or go on
CHALLENGE = "challenge"   # a challenge: both choose a card face down (the defender may decline first)
PLACE = "place"           # a challenge or face-off winner places the puck
STOPPAGE = "stoppage"     # play stopped: bench switches, then the face-off side is chosen
SHOOTOUT = "shootout"     # the shootout after a tied regular-season overtime (``shootout``)
PSHOT = "penalty-shot"    # a penalty shot under way (``penalties.PenaltyShot``)
FIGHT = "fight"           # a fight: both lay a card face down per exchange (``fights.Fight``)

# Stages of a shot (Part 1, "Scoring a Goal").
SHOT_CARD = "shot-card"   # the shooter's opponent owes the next card: the Shot Card
SCORE = "score"           # the shooter may now try to score on the Shot Card
SAVE = "save"             # the defender has one chance to answer the Score with a Save

HAND_LIMIT = 8            # Part 1, "Taking Turns": no draw with a full hand
FACEOFF_HAND = 5          # Part 1, "Face-off": draw up to five before each face-off
STARTING_HAND = 5
BENCH_SWAPS = 2

#: A deck's cards as a state keeps them: (card id, copies) pairs in the deck's order.
DeckList = tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class CcgState:
    """One position. Seats are 0 (defends the west net) and 1 (the east net).

    ``play`` is the play area, bottom card first; a card's owner is in its id. ``shot_from``
    is the index in ``play`` of the card whose Shoot started the shot under way.
    """

    names: tuple[str, str]
    seed: int
    options: tuple[tuple[str, Any], ...]
    chance: int = 0
    phase: str = FACEOFF
    period: int = 1
    home: int = 0                                             # the seat with Home Ice
    decks: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # top card first
    hands: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    benches: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    discards: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # face up, oldest first
    scored: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())    # each seat's score pile
    goals: tuple[int, int] = (0, 0)
    play: tuple[str, ...] = ()
    # Cards in play laid by the side whose deck they did not come from (a Momentum Card from the
    # other deck), with that side: the O and P symbols, Penalty Shot and the like ask who laid a card
    # (O22), and the deck a card came from cannot tell. Every other card in play was laid by its owner.
    laid_by: tuple[tuple[str, int], ...] = ()
    puck: str = ""                                            # area id
    control: int | None = None
    turn: int = 0
    ability_used: bool = False
    action_used: bool = False
    doubles: bool = False                                     # the card just played made Doubles
    shot: int | None = None                                   # the shooting seat while a shot is on
    stage: str | None = None
    shot_from: int = 0
    swaps: tuple[int, int] = (0, 0)                           # bench switches made before this face-off
    ready: tuple[bool, bool] = (False, False)                 # done switching with the bench
    picks: tuple[str | None, str | None] = (None, None)       # face-off cards, face down until both are in
    winners: tuple[int, ...] | None = None
    # The decks the game was set up with, so a position needs nothing from outside:
    # each seat's deck name (public), card list (card id -> copies, in the deck's order) and
    # bench (card ids), and whether the lists are public (the ``open_decks`` option, or the
    # shipped decks dealt by the public ``teams`` option).
    deck_names: tuple[str, str] = ("", "")
    deck_lists: tuple[DeckList, DeckList] = ((), ())
    bench_lists: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    lists_public: bool = False
    # ----- the official rules (Part 2); Beginner mode leaves all of these at their defaults -----
    tokens: tuple[int, int] = (0, 0)                          # momentum tokens (max 3)
    token_used: bool = False                                  # one token per turn or stoppage
    momentum: tuple[str, ...] = ()                            # the Momentum Card pile, top first
    extras: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # momentum cards in each hand (not counted)
    aside: tuple[str, ...] = ()                               # cards put aside (the set-up reveals)
    reveal: tuple[str, ...] = ()                              # the officiating reveal of this period
    official: str = ""                                        # the officiating card in effect
    bonus: tuple[int, int] = (0, 0)                           # each seat's passing bonus
    final_minute: bool = False
    hand_max: tuple[int, int] = (8, 8)
    goalie_pulled: tuple[bool, bool] = (False, False)
    pull_draws: tuple[int, int] = (0, 0)                      # momentum cards drawn for a pulled goalie
    skip_start: tuple[bool, bool] = (False, False)            # skips its next phase 1 (uncontested bonus)
    challenge: Any = None                                     # ``challenges.Challenge`` while one is on
    last_reveal: tuple[str, ...] = ()                         # the last challenge's two cards, seat order
    stoppage: Any = None                                      # ``stoppages.Stoppage`` while play is stopped
    overtime: int = 0                                         # overtime periods begun
    effects: tuple[Any, ...] = ()                             # lasting effects (``effects.Effect``)
    shootout: Any = None                                      # ``shootout.Shootout`` during a shootout
    colors_used: tuple[str, ...] = ()                         # abilities used by the card in play
    special_used: bool = False
    free_move: bool = False                                   # an uncontested challenge's free Move
    free_shot: bool = False                                   # a +3 passing bonus's free Shoot, still unused
    run: bool = False                                         # the card just played completes a Run
    placing: Any = None                                       # (seat, why, areas) while a puck placement is owed
    # ----- penalties and power plays (``official.penalties``) -----
    calls: tuple[Any, ...] = ()                               # infractions called, not yet assessed
    box: tuple[Any, ...] = ()                                 # penalties being served (``penalties.Served``)
    carry: tuple[int, str] | None = None                      # a Final Minute power play carried to the next period
    pshot: Any = None                                         # ``penalties.PenaltyShot`` while one is under way
    redeal: bool = False                                      # a power-play hand is owed at this stoppage
    fight: Any = None                                         # ``fights.Fight`` while one is under way
    solo: Any = None                                          # ``solo.Solo``: the solo opponent's side (solo play)

    def option(self, key: str) -> Any:
        for k, v in self.options:
            if k == key:
                return v
        raise KeyError(key)




def who_laid(t: Tables, state: CcgState, card: str) -> int:
    """The side that laid ``card`` in play: the side whose deck it came from unless
    ``state.laid_by`` records the other side (O22)."""
    for c, seat in state.laid_by:
        if c == card:
            return seat
    return t.owner[card]


def laid_by_after(t: Tables, state: CcgState, laid: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
    """``state.laid_by`` once the (card, seat) pairs in ``laid`` go into play: a card laid from the
    other side's deck is recorded (O22), and only cards still in play keep their record (a card that
    left play and came back was laid again)."""
    new = {x for x, _ in laid}
    kept = tuple(x for x in state.laid_by if x[0] in state.play and x[0] not in new)
    return kept + tuple((x, s) for x, s in laid if t.owner[x] != s)


def pair(values: tuple[Any, Any], seat: int, value: Any) -> tuple[Any, Any]:
    """``values`` with the entry for ``seat`` replaced."""
    return (value, values[1]) if seat == 0 else (values[0], value)


@dataclass(frozen=True, slots=True)
class CcgView:
    """What one seat may know: the other hand and bench, every deck order and an unrevealed
    face-off card are absent (only their sizes, or whether a card is chosen, remain), and so is
    the other seat's deck list unless the lists are public."""

    seat: int | None
    names: tuple[str, str]
    options: tuple[tuple[str, Any], ...]
    phase: str
    period: int
    home: int
    hand: tuple[str, ...]                     # empty for a spectator
    bench: tuple[str, ...]                    # own bench; empty for a spectator
    hand_sizes: tuple[int, int]
    bench_sizes: tuple[int, int]
    deck_sizes: tuple[int, int]
    discards: tuple[tuple[str, ...], tuple[str, ...]]
    scored: tuple[tuple[str, ...], tuple[str, ...]]
    goals: tuple[int, int]
    play: tuple[str, ...]
    puck: str
    control: int | None
    turn: int
    ability_used: bool
    action_used: bool
    doubles: bool
    shot: int | None
    stage: str | None
    swaps: tuple[int, int]
    ready: tuple[bool, bool]
    chosen: tuple[bool, bool]                 # which seats have a face-off card down
    pick: str | None                          # own face-off card while it is face down
    awaiting: tuple[tuple[int, str], ...]     # (seat, decision kind) outstanding
    winners: tuple[int, ...] | None
    shot_from: int = 0                        # index in ``play`` of the card whose Shoot started the shot
    laid_by: tuple[tuple[str, int], ...] = ()  # public: who laid each card in play from the other deck
    deck_names: tuple[str, str] = ("", "")    # each seat's deck name (public)
    # Each seat's deck list and starting bench as set up: the seat's own, and the other's only when
    # the lists are public (``lists_public``); None where the seat may not know it.
    deck_lists: tuple[DeckList | None, DeckList | None] = (None, None)
    bench_lists: tuple[tuple[str, ...] | None, tuple[str, ...] | None] = (None, None)
    lists_public: bool = False
    # The official rules (Part 2): all public but the other seat's Momentum Cards and the pile.
    tokens: tuple[int, int] = (0, 0)
    token_used: bool = False
    momentum_owners: tuple[int, ...] = ()     # whose deck each face-down Momentum Card came from
    extras: tuple[str, ...] = ()              # own Momentum Cards in hand
    extras_owners: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())  # each hand's Momentum Cards' decks
    pick_owners: tuple[int | None, int | None] = (None, None)   # whose deck each face-down card came from
    aside: tuple[str, ...] = ()
    reveal: tuple[str, ...] = ()
    official: str = ""
    bonus: tuple[int, int] = (0, 0)
    final_minute: bool = False
    hand_max: tuple[int, int] = (8, 8)
    goalie_pulled: tuple[bool, bool] = (False, False)
    skip_start: tuple[bool, bool] = (False, False)
    challenge: Any = None
    last_reveal: tuple[str, ...] = ()
    stoppage: Any = None
    overtime: int = 0
    effects: tuple[Any, ...] = ()
    shootout: Any = None                      # ``shootout.ShootoutView``
    shootout_hidden: tuple[int, int] = (0, 0)  # cards of each deck in the shootout out of this seat's sight
    colors_used: tuple[str, ...] = ()
    special_used: bool = False
    free_move: bool = False
    free_shot: bool = False
    run: bool = False
    placing: Any = None
    # Penalties and power plays: all public (a penalty shot's cards are shown face up, O31).
    calls: tuple[Any, ...] = ()
    box: tuple[Any, ...] = ()
    carry: tuple[int, str] | None = None
    pshot: Any = None
    redeal: bool = False
    fight: Any = None                         # public: the exchanges so far; the face-down cards are picks
