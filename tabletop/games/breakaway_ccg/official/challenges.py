"""Challenges of the official rules (Part 2, "Challenges"): the kinds (face-offs, Grind, Dump In, Dump
Out), Determining Fault, and who wins.

A challenge is a small state of its own (``Challenge``) inside ``CcgState.challenge``; both
cards lie face down in ``CcgState.picks`` until both are in (or the defender declines). The
procedure is carried out by ``official.sequence`` and ``official.challenge_play``. Rulings O1,
O2... are in ``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.breakaway_ccg.state import CcgState
from tabletop.games.breakaway_ccg.tables import Tables

FACEOFF = "faceoff"


GRIND = "grind"


DUMP_IN = "dump-in"


DUMP_OUT = "dump-out"


NAMES = {FACEOFF: "Face-off", GRIND: "Grind Challenge", DUMP_IN: "Dump In Challenge", DUMP_OUT: "Dump Out Challenge"}


# Suit order for fault (Part 2, Determining Fault): each suit beats the next; Helmet is ignored.
BEATS = {"stick": "glove", "glove": "skate", "skate": "stick"}


@dataclass(frozen=True)
class Challenge:
    """One challenge under way. ``origin`` is where the puck was when it began; ``target`` where
    a Dump In put it (or the closest area 9 for a Dump Out). ``faults`` counts disqualifications
    from this face-off per seat (two draw a penalty)."""

    kind: str
    initiator: int
    origin: str
    target: str = ""
    faults: tuple[int, int] = (0, 0)
    declined: bool = False
    # After the reveal: the winner uses the winning card (``uses`` says how much of it).
    winner: int | None = None
    uses: str = ""            # "one": one ability, action or special; "each": one of each (contested Grind)
    uncontested: bool = False
    won_with: str | None = None

    @property
    def defender(self) -> int:
        return 1 - self.initiator


def at_fault(first: tuple[str, ...], second: tuple[str, ...]) -> int | None:
    """Which of two tied cards is at fault (0 for ``first``, 1 for ``second``), or None.

    Helmets are ignored; a suit on both cards cancels out; a suit that beats a suit on the other
    card is set aside (it won), while the suit it beat stays. The card with more suits left over
    is at fault; with as many on each, nobody is (ruling O5)."""
    a = {s for s in first if s != "helmet"}
    b = {s for s in second if s != "helmet"}
    both = a & b
    a -= both
    b -= both
    left_a, left_b = set(a), set(b)
    for suit in a:
        if BEATS[suit] in b:
            left_a.discard(suit)
    for suit in b:
        if BEATS[suit] in a:
            left_b.discard(suit)
    if len(left_a) == len(left_b):
        return None
    return 0 if len(left_a) > len(left_b) else 1


def qualified(t: Tables, kind: str, card: str) -> bool:
    """Whether the defender's card may win this kind of challenge with a higher number (O6): Grind
    needs the Grind symbol; a Dump In or Dump Out needs the Dump In special or the Green ability.
    Face-offs take any card; a tie is the defender's whatever its card."""
    if kind == GRIND:        # Yellow is the Grind ability (O73)
        return any(s.kind == "grind" for s in t.card[card].symbols) or "yellow" in t.colors[card]
    if kind in (DUMP_IN, DUMP_OUT):
        return "dump-in" in t.card[card].specials or "green" in t.colors[card]
    return True


def winner_of(t: Tables, challenge: Challenge, picks: tuple[str, str],
              strengths: tuple[int, int] | None = None) -> int | None:
    """The seat that wins the reveal, or None for a face-off tie (fault decides, then a redo).

    Higher strength wins; the defender wins every tie (General Challenge Procedure; each challenge's
    Contested Tie). A higher card that does not qualify for the challenge does not win it for the
    defender: it can only tie or lose (Grind Challenge: Requirement; O6).
    ``strengths`` (seat order) replace the printed ones on a penalty kill (``official.power_play.strength``)."""
    init, dfd = challenge.initiator, challenge.defender
    if strengths is None:
        s_init, s_dfd = t.strength[picks[init]], t.strength[picks[dfd]]
    else:
        s_init, s_dfd = strengths[init], strengths[dfd]
    if s_init > s_dfd:
        return init
    if s_init == s_dfd:
        return None if challenge.kind == FACEOFF else dfd
    if not qualified(t, challenge.kind, picks[dfd]):
        return init
    return dfd


def challenge_use(state: CcgState) -> str:
    c = state.challenge
    return c.uses if c is not None and c.winner is not None else ""


def challenge_card_spent(state: CcgState) -> bool:
    """A challenge winner allowed one use of its card has had it (General Challenge Procedure)."""
    return challenge_use(state) == "one" and (state.ability_used or state.action_used or state.special_used)
