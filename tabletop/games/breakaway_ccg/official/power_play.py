"""Power play and penalty kill (Part 2, Power Play & Penalty Kill): who is short, and what that
changes: the colors a card may use, the passing bonus's top level, strength in challenges and
comparisons, the extra attacker, and the bench switches a stoppage allows.
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.games.breakaway_ccg.cards import Card
from tabletop.games.breakaway_ccg.official.basics import has_effect, lost_colors
from tabletop.games.breakaway_ccg.state import CcgState
from tabletop.games.breakaway_ccg.tables import Tables

MINOR, DOUBLE_MINOR, MAJOR = 2, 4, 5


#: PP hands a penalty lasts (Power Play Duration: 4 minutes are two hands, 5 minutes three).
HANDS = {MINOR: 1, DOUBLE_MINOR: 2, MAJOR: 3}


PP_HAND = 8               # Power Play: draw up to the maximum hand size


SHORT_HAND = 5            # compounding penalties: "drawing only up to 5"


PP_OVER_DRAW = 5          # hands emptied with no PP goal: five fresh cards each


MAX_BONUS_PP = 4          # Power Play: a fourth level of passing bonus


MAX_SHORT = 3             # Penalty Kill: challenge numbers -1 per man down, at most -3


# ----- who is short, who has the advantage ------------------------------------------------------
def down(state: CcgState, seat: int) -> int:
    """Men ``seat`` has in the box (at most two: a 5-on-3)."""
    return min(2, sum(1 for s in state.box if s.seat == seat))


def overtime_four_on_four(state: CcgState) -> bool:
    """A regular-season overtime: 3-on-3, played by the 4-on-4 rules (General Hockey Rules: Overtime),
    so both sides have the power play's advantages and the penalty kill's disadvantages."""
    return state.overtime > 0 and state.option("overtime") == "regular-season"


def strengths_differ(state: CcgState) -> bool:
    """Anything that changes colors or numbers is on: a man in the box, a delayed call, a pulled
    goalie, or a 4-on-4 overtime (the quick check before the full one)."""
    return bool(state.box or state.calls or state.goalie_pulled[0] or state.goalie_pulled[1]) or \
        overtime_four_on_four(state)


def power_play(state: CcgState) -> bool:
    """A power play or 4-on-4 is on (a regular-season overtime included): no Phase 4 draws and no
    line changes (Power Play Duration & Rules)."""
    return bool(state.box) or overtime_four_on_four(state)


def pp_side(state: CcgState) -> int | None:
    """The side on the power play (fewer men in the box), None at even strength or 4-on-4."""
    d0, d1 = down(state, 0), down(state, 1)
    return None if d0 == d1 else 0 if d0 < d1 else 1


def extra_attacker(state: CcgState, seat: int) -> bool:
    """``seat`` has the pulled goalie's benefits: its goalie is out, or a penalty is delayed
    against the other side (Penalty Procedure)."""
    if state.goalie_pulled[seat]:
        return True
    return any(c.seat != seat and not c.shot for c in state.calls)


def advantaged(state: CcgState, seat: int) -> bool:
    """``seat``'s cards act as on a power play: the other side has a man in the box (4-on-4
    included), or ``seat`` has the extra attacker (Pull/Replace Goalie: Benefits)."""
    if not state.box and not state.calls and not state.goalie_pulled[seat] and not state.overtime:
        return False
    return down(state, 1 - seat) > 0 or extra_attacker(state, seat) or overtime_four_on_four(state)


def short(state: CcgState, seat: int) -> int:
    """How many men down ``seat`` plays for the Penalty Kill's modifiers (at most 3): its men in the
    box, one more when the other side has the extra attacker (O30), and one in a 4-on-4 overtime."""
    if not state.box and not state.calls and not state.goalie_pulled[1 - seat] and not state.overtime:
        return 0
    return min(MAX_SHORT, down(state, seat) + (1 if extra_attacker(state, 1 - seat) else 0)
               + (1 if overtime_four_on_four(state) else 0))


def max_bonus(state: CcgState, seat: int) -> int:
    return MAX_BONUS_PP if advantaged(state, seat) else 3


@lru_cache(maxsize=4096)
def _card_extra(card: Card) -> tuple[str | None, tuple[str, ...]]:
    circle = card.suit_circle[1] if card.suit_circle else None
    kill = tuple(s.color for s in card.symbols if s.kind == "penalty-kill" and s.color)
    return circle, kill


def kill_colors(t: Tables, card: str) -> tuple[str, ...]:
    """The colors ``card``'s K symbols grant on a penalty kill (Symbols: Colored K)."""
    return _card_extra(t.card[card])[1]


def colors(t: Tables, state: CcgState, card: str, seat: int) -> tuple[str, ...]:
    """The colors whose abilities ``card`` may use for ``seat``: its own, the Suit Circle color
    on a power play (Power Play: Advantages), a K symbol's color on a penalty kill (Symbols)."""
    own = t.colors[card]
    if own and state.effects and has_effect(state, "lose-colors"):
        lost = lost_colors(state, seat)
        if lost:
            own = tuple(c for c in own if c not in lost)
    if not strengths_differ(state):
        return own
    circle, kill = _card_extra(t.card[card])
    out = list(own)
    if circle and advantaged(state, seat) and circle not in out:
        out.append(circle)
    if kill and short(state, seat):
        out.extend(c for c in kill if c not in out)
    return tuple(out)


def number_shift(state: CcgState, card: str) -> int:
    """How far a Colored # +/- in use has moved ``card``'s number (Symbols; O116): its
    ``number-shift`` entry lasts until the stoppage."""
    return sum(int(e.detail) for e in state.effects if e.kind == "number-shift" and e.card == card)


def strength(t: Tables, state: CcgState, card: str, seat: int, challenge: bool = False) -> int:
    """``card``'s strength for a comparison: on a penalty kill a numbered card takes its Suit
    Circle number, and in a challenge -1 per man down (at most -3); never below 0 (O30). A
    Colored # +/- in use moves a numbered card's strength with its number (O116)."""
    base = t.strength[card]
    if state.effects and base >= 0 and isinstance(t.card[card].number, int):
        base = max(0, base + number_shift(state, card))
    if base < 0 or not strengths_differ(state):
        return base
    men = short(state, seat)
    if not men:
        return base
    circle = t.card[card].suit_circle
    value = base + (circle[0] if circle else 0) - (men if challenge else 0)
    return max(0, value)
