"""Legal lists built directly for the phases whose choices are one per card or area: playing a
card (Phase 2), laying a challenge card or declining (Challenges), placing the puck. Each is
exactly what ``official.mode.validate`` accepts there (the contract tests check the two against
each other over the whole action space); building them costs no verdict per candidate.

Actions are frozen values, so the one-card actions are made once per (seat, kind, card) and
shared by every position that offers them.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.state import CcgState

#: Made actions kept at most (a game uses a few hundred; ids from outside must not grow it).
MAX_KEPT = 20_000
_made: dict[tuple[int, str, str], Action] = {}


def one(seat: int, kind: str, arg: str) -> Action:
    """``Action(seat, kind, (arg,))``, the same object each time it is asked for."""
    key = (seat, kind, arg)
    action = _made.get(key)
    if action is None:
        if len(_made) >= MAX_KEPT:
            _made.clear()
        action = _made[key] = Action(seat, kind, (arg,))
    return action


def plays(seat: int, cards: tuple[str, ...]) -> list[Action]:
    """Playing each of ``cards``."""
    made = _made
    out = []
    for c in cards:
        action = made.get((seat, "play", c))
        out.append(action if action is not None else one(seat, "play", c))
    return out


_DECLINE = (Action(0, "decline"), Action(1, "decline"))


def challenge_legal(state: CcgState, seat: int) -> list[Action]:
    """A challenge card from hand, or declining (the defender, once the initiator of a face-off
    has laid its card): ``mode._validate_challenge``'s answers."""
    c = state.challenge
    if state.picks[seat] is not None or (seat == c.defender and c.declined):
        return []
    waiting = c.kind == ch.FACEOFF and state.picks[c.initiator] is None    # the initiator lays first
    if seat == c.defender and waiting:
        return []
    out = [one(seat, "challenge", card) for card in state.hands[seat]]
    if seat == c.defender:
        out.append(_DECLINE[seat])
    return out


def place_legal(state: CcgState, seat: int) -> list[Action]:
    """The placing side's areas, or its choice after a Dump In won with Green."""
    placing = state.placing
    if seat != placing[0]:
        return []
    if placing[1] == fl.DUMP_GREEN:
        return [one(seat, "dump-choice", choice) for choice in fl.DUMP_CHOICES]
    return [one(seat, "place", a) for a in placing[2]]
