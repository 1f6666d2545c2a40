"""Hull Breach! positions: the frozen state, its parts, and the redacted view one seat may see.

Every card is a physical copy with its own id (``harpy-class-cruiser#1.3``: the card, the owning
seat, the copy), so a copy can be followed from shipyard to hand to battlefield to scrapheap and the
no-loss invariant counts copies, not names. Units on the battlefield are keyed by that id.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

# Phases of the game (book 5.0 and the set-up of 4.0 / 5.0 "by the numbers").
SETUP = "setup"                  # the simultaneous first turn: no engagement, no events or tactics
LOGISTICS = "logistics"          # 5.3: breakthrus and "during your logistics phase" cards
MANUFACTURING = "manufacturing"  # 5.4: deploy, conscript, reassign
ENGAGEMENT = "engagement"        # 5.5: declare one attack, or skip
DISCARD = "discard"              # 5.5.4: discard what you like, then end the turn
OVER = "over"

# Steps of an engagement (book 6.6).
FLEET = "fleet"                  # 5.5.2: the attacker picks the ships that go
START = "start"                  # step 1: "deploy at the start of an engagement" cards
INTERCEPT = "intercept"          # step 2
ATTACK = "attack"                # step 3
ATTACK_BOARD = "attack-board"    # step 4
DEFEND = "defend"                # step 5
DEFEND_BOARD = "defend-board"    # step 6
ESCORT = "escort"                # step 7
BOARDING = "boarding"            # step 8
REASSIGN = "reassign"            # after the engagement: move Marines and Fighter Wings (5.5)

START_RESOURCE = START_CURRENCY = 10     # 4.3
STOCKPILE_CAP = 20                       # 9.28
HAND_SIZE = 5                            # 4.4, 5.3.1


def physical_id(card: str, seat: int, copy: int) -> str:
    return f"{card}#{seat}.{copy}"


@lru_cache(maxsize=65536)
def card_of(pid: str) -> str:
    """The card id of a physical copy (asked for constantly, hence remembered)."""
    return pid.split("#", 1)[0]


def owner_of(pid: str) -> int:
    return int(pid.rsplit("#", 1)[1].split(".", 1)[0])


@dataclass(frozen=True)
class Unit:
    """A card on the battlefield: a station, module, ship or Marine.

    ``host`` is the unit it is attached to or carried by (a module's ship, a Marine's ship, a
    Fighter Wing in a bay); None for a station, a ship in open space. ``owner`` never changes;
    ``controller`` does when a ship is hijacked (9.17)."""

    pid: str
    card: str
    owner: int
    controller: int
    host: str | None = None
    wounds: int = 0
    face_down: bool = False


@dataclass(frozen=True)
class Commander:
    """One seat's cards and stockpile. ``battlefield`` holds the Breakthrus and lasting cards it deployed."""

    station: str
    hand: tuple[str, ...] = ()
    shipyard: tuple[str, ...] = ()        # top first
    scrapheap: tuple[str, ...] = ()
    battlefield: tuple[str, ...] = ()
    resource: int = START_RESOURCE
    currency: int = START_CURRENCY
    alive: bool = True
    conscripted: bool = False             # 5.4.2: once a turn
    moved: tuple[str, ...] = ()           # 5.4.4: Marines and Fighter Wings reassigned this phase (ruling H23)
    ready: bool = False                   # the set-up turn is finished
    mulligan_open: bool = True            # 5.0 mulligan: only on the set-up draw, before anything else


@dataclass(frozen=True, slots=True)
class Prompt:
    """A choice a card's resolution waits for: Regimented units from the shipyard (3.4.8), a card
    searched out by an event (8.3), the spoils of war (7.1.3.2), whether to flip a face-down module
    whose trigger has come and whether to turn modules face down again after an engagement (3.4.4),
    and where a Transport's cargo goes (``host``: the Transport; the introduction and 2.5.6)."""

    seat: int
    kind: str                 # "regiment", "search", "spoils", "flip", "face-down", "income"
    host: str | None = None   # the Regimented unit; for "flip", the ship whose face-down module may flip
    left: int = 0             # how many more to take
    unit: str = ""            # "marine" or "fighter-wing" for Regimented; the trigger for "flip"
    resume: str = ""          # the phase to return to


@dataclass(frozen=True, slots=True)
class Board:
    """A declared boarding action (6.6 steps 4 and 6): ``ship`` of ``seat`` boards ``target``."""

    seat: int
    ship: str                 # the boarding ship, or the Marine itself for a Micro-Fold board (3.4.7)
    target: str
    cancelled: bool = False
    fold: bool = False


@dataclass(frozen=True, slots=True)
class Fight:
    """The boarding action being fought (6.6 step 8): the boarders against the target's Marines.
    One fight may settle several declared boards: a ship's (or a Micro-Fold Marine's) and the
    Micro-Fold boards sent in support of it, so the defenders face one party, not several."""

    board: Board
    attackers: tuple[str, ...]
    defenders: tuple[str, ...]
    step: str = "attack"          # "intercept" (8A) / "attack" / "defend": whose Marines volley; "won" / "lost": the choice after
    winner: int | None = None
    # Micro-Fold boards of the same commander at the same target that joined this one in support
    # (6.10.4, ruling H25): their Marines are among ``attackers``, and the fight settles them too
    support: tuple[Board, ...] = ()


@dataclass(frozen=True)
class Engagement:
    """One attack by ``attacker`` on ``defender``'s station, step by step (6.6).

    ``acted`` lists the units that have already fired, used a trait or retreated in the current
    volley step; ``aim`` is the split fire being declared by ``shooter`` (target, dice) in order."""

    attacker: int
    defender: int
    step: str = FLEET
    fleet: tuple[str, ...] = ()
    round: int = 1
    window: tuple[int, ...] = ()          # seats still to speak in the step 1 window
    acted: tuple[str, ...] = ()
    shooter: str | None = None
    aim: tuple[tuple[str, int], ...] = ()
    dice: int = 0                         # dice being declared by the shooter
    mode: str = "fire"                    # "fire", "intercept", "overload", "stoic"
    stoic: tuple[str, ...] = ()           # destroyed Stoic units owed a last volley (3.4.11)
    fired: tuple[str, ...] = ()           # units that have volleyed this engagement (Alpha Strike)
    overloaded: tuple[tuple[str, int], ...] = ()   # unit, round it overloaded (3.3.3)
    fearless: tuple[str, ...] = ()        # units that made the Fearless swap (3.4.5)
    jams: tuple[tuple[str, str, int, int], ...] = ()    # jammer, target, X, seat
    paints: tuple[tuple[str, str, int, int], ...] = ()  # painter, target, X, seat
    retreating: tuple[str, ...] = ()
    boards: tuple[Board, ...] = ()
    escorts: tuple[str, ...] = ()         # escorts that cancelled a board this round
    escort_seat: int = -1
    fight: Fight | None = None
    grants: tuple[tuple[int, str, int, tuple[str, ...]], ...] = ()   # seat, trait, X, unit kinds
    mods: tuple[tuple[str, str, int], ...] = ()                      # unit, attribute, amount
    group_mods: tuple[tuple[int, str, str, int], ...] = ()           # seat, unit kind, attribute, amount
    bonus: tuple[tuple[str, str, int], ...] = ()                     # unit, "result"/"dice", amount (next volley)
    targeted: tuple[str, ...] = ()        # units targeted so far (Hidden Missile Battery's trigger)
    played: tuple[str, ...] = ()          # tactics and events played into this engagement
    withdrawing: tuple[tuple[str, str], ...] = ()   # Marine, host: Micro-Fold retreats from the fight (3.4.7)
    doomed: tuple[tuple[str, str], ...] = ()        # targets the volley being rolled has destroyed, how


@dataclass(frozen=True, slots=True)
class Window:
    """A response window (2.6, 6.8, ruling H7): open after each step of the commander the game waits
    for, until that commander takes the next one. ``answered``: the other commanders who have let it
    pass; ``folded``: the units that have made a Micro-Fold move in it (3.4.7, once each)."""

    answered: tuple[int, ...] = ()
    folded: tuple[str, ...] = ()


@dataclass(frozen=True)
class HullState:
    """One position. Seats sit clockwise in seat order (7.1); ``order`` is the turn order from the
    initiative roll. ``forced`` is empty in every game ``new_game`` makes: see ``dice.force``."""

    names: tuple[str, ...]
    seed: int
    options: tuple[tuple[str, Any], ...]
    commanders: tuple[Commander, ...]
    units: tuple[Unit, ...]
    deck_names: tuple[str, ...]
    chance: int = 0
    phase: str = SETUP
    turn: int = 0
    order: tuple[int, ...] = ()
    round: int = 0                         # game turns taken since set-up
    engagement: Engagement | None = None
    prompts: tuple[Prompt, ...] = ()
    winners: tuple[int, ...] | None = None
    forced: tuple[int, ...] = ()
    deck_lists: tuple[tuple[tuple[str, int], ...], ...] = ()   # each seat's deck (card, copies), for its view
    window: Window | None = None           # the response window open now, if any (``responses``)

    def option(self, key: str) -> Any:
        for k, v in self.options:
            if k == key:
                return v
        raise KeyError(key)


@dataclass(frozen=True, slots=True)
class Figures:
    """A unit's figures (book 1.0: attack dice, defense, wounds) as they stand now, beside the
    printed ones, so a table can show what attached modules, Breakthrus, engagement cards, a
    Fearless swap or a jam have made of the card without working the rules out again.

    A figure the card does not print is None, except a Module - Station's defense: it has none of
    its own and takes its station's pooled defense (2.2, 6.4.3), so ``defense`` is that and
    ``printed_defense`` stays None. ``wounds`` is how many wounds the unit can take in all now,
    ``left`` how many more it can take before it is destroyed (9.39)."""

    attack: int | None
    defense: int | None
    wounds: int | None
    left: int | None
    printed_attack: int | None
    printed_defense: int | None
    printed_wounds: int | None

    def changed(self) -> tuple[str, ...]:
        """The figures that differ from the printed ones ("attack", "defense", "wounds")."""
        return tuple(word for word, now, printed in (("attack", self.attack, self.printed_attack),
                                                     ("defense", self.defense, self.printed_defense),
                                                     ("wounds", self.wounds, self.printed_wounds))
                     if printed is not None and now != printed)


@dataclass(frozen=True, slots=True)
class UnitView:
    """A unit as a seat sees it: a face-down module shows neither its id nor its card to others,
    nor figures. ``figures`` is None for a card that prints none (a Module - Ship, a Module -
    Marines) and for every unit the seat may not see."""

    pid: str | None
    card: str | None
    owner: int
    controller: int
    host: str | None
    wounds: int
    face_down: bool
    figures: Figures | None = None


@dataclass(frozen=True, slots=True)
class HullView:
    """What one seat may know: its own hand, everyone's battlefield and scrapheap, hand and
    shipyard sizes. Other hands and every shipyard's order are absent, not hidden."""

    seat: int | None
    names: tuple[str, ...]
    options: tuple[tuple[str, Any], ...]
    phase: str
    turn: int
    order: tuple[int, ...]
    round: int
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    shipyard_sizes: tuple[int, ...]
    scrapheaps: tuple[tuple[str, ...], ...]
    battlefields: tuple[tuple[str, ...], ...]
    stockpiles: tuple[tuple[int, int], ...]
    alive: tuple[bool, ...]
    stations: tuple[str, ...]
    units: tuple[UnitView, ...]
    engagement: Engagement | None
    prompts: tuple[Prompt, ...]
    winners: tuple[int, ...] | None
    deck_names: tuple[str, ...]
    setup_ready: tuple[bool, ...]
    conscripted: tuple[bool, ...]         # 5.4.2: conscription is a public deployment
    moved: tuple[tuple[str, ...], ...]    # 5.4.4: reassignments are public too (ruling H23)
    mulligan_open: tuple[bool, ...]
    deck_list: tuple[tuple[str, int], ...]   # the seat's own deck, card and copies (he knows his deck)
    chance: int                           # chance events so far (public: each was logged)
    #: Each commander's station defense now, shared by the station and every Module - Station on
    #: it (2.2, 6.4.3); None for a commander whose station is gone. Derived, like ``figures``.
    pooled_defense: tuple[int | None, ...] = ()
    #: The response window open now (public: who has let it pass, which units have folded in it).
    window: Window | None = None


# ----- sides: every commander for himself, or two teams (the introduction's "last player or team
# standing"; ruling H28) ---------------------------------------------------------------------------
TEAM_SIZES = (4, 6)          # a team game seats two sides of two or three, allies alternating


def team_game(options: tuple[tuple[str, Any], ...]) -> bool:
    """Whether the game is played in two teams (option ``teams``; a position set out by hand
    without options is every commander for himself)."""
    return dict(options).get("teams", "off") == "on"


def side_of(options: tuple[tuple[str, Any], ...], seat: int) -> int:
    """The side a seat fights for: in a team game the even seats are one team and the odd seats the
    other, so allies sit alternately round the table; otherwise each commander is a side alone."""
    return seat % 2 if team_game(options) else seat


def allies_of(options: tuple[tuple[str, Any], ...], players: int, seat: int) -> tuple[int, ...]:
    """The other seats of the seat's team (none outside a team game)."""
    return tuple(s for s in range(players) if s != seat and team_game(options)
                 and side_of(options, s) == side_of(options, seat))


def victors(options: tuple[tuple[str, Any], ...], players: int, alive: list[int] | tuple[int, ...]) -> tuple[int, ...] | None:
    """The winners once one side alone is left standing, else None: the last commander, or every
    commander of the last team, those whose stations fell before included, since the team wins."""
    sides = {side_of(options, s) for s in alive}
    if len(sides) != 1:
        return None
    side = sides.pop()
    return tuple(s for s in range(players) if side_of(options, s) == side)
