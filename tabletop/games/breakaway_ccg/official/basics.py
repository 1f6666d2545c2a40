"""Pieces every official rule area uses: hand sizes and drawing, what lasts (``Effect``) and its
queries, Cancelled cards, card numbers, Doubles/Runs/Triples, and where a stoppage's face-off goes.

Rulings O1, O2... are in ``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.piles import draw as _plain_draw
from tabletop.games.breakaway_ccg.rink import DEFENSIVE
from tabletop.games.breakaway_ccg.state import CcgState
from tabletop.games.breakaway_ccg.tables import Tables


# ----- what the effects leave behind ---------------------------------------------------------------
def no_shoot(state: CcgState, seat: int) -> bool:
    return any(e.kind == "no-shoot" and e.seat == seat for e in state.effects)


def lost_colors(state: CcgState, seat: int) -> frozenset[str]:
    out: set[str] = set()
    for e in state.effects:
        if e.kind == "lose-colors" and e.seat == seat:
            out.update(e.detail.split(","))
    return frozenset(out)


# ----- the lasting effects, indexed -----------------------------------------------------------------
class EffectIndex:
    """One tuple of effects read by kind and card: the kinds present, each card's kinds, and each
    card's details of a kind in order. Every rule asks of the effects (is this card Cancelled, what
    did it gain, is anything face up), several times an action; the tuple itself changes far more
    seldom and is shared by the states that keep it, so its index is built once and kept for it."""

    __slots__ = ("card_kinds", "details", "effects", "kinds")

    def __init__(self, effects: tuple) -> None:
        self.effects = effects
        self.kinds = frozenset(e.kind for e in effects)
        card_kinds: dict[str, set[str]] = {}
        details: dict[tuple[str, str], tuple[str, ...]] = {}
        for e in effects:
            card_kinds.setdefault(e.card, set()).add(e.kind)
            details[e.card, e.kind] = details.get((e.card, e.kind), ()) + (e.detail,)
        self.card_kinds = card_kinds
        self.details = details

    def extended(self, effects: tuple) -> EffectIndex:
        """The index of ``effects``, which is this index's tuple with more effects after it: this
        one's entries and the new ones', as ``EffectIndex(effects)`` would build them (the sets
        and tuples here are shared with this index, so they are replaced, never changed)."""
        index = EffectIndex.__new__(EffectIndex)
        added = effects[len(self.effects):]
        index.effects = effects
        index.kinds = self.kinds.union([e.kind for e in added])
        card_kinds, details = dict(self.card_kinds), dict(self.details)
        for e in added:
            kinds = card_kinds.get(e.card)
            card_kinds[e.card] = kinds | {e.kind} if kinds is not None else {e.kind}
            details[e.card, e.kind] = details.get((e.card, e.kind), ()) + (e.detail,)
        index.card_kinds = card_kinds
        index.details = details
        return index


_EMPTY_KINDS: frozenset[str] = frozenset()
#: The index of the effects tuple last asked about (replaced whole, so threads never mix two).
_index = EffectIndex(())


def effect_index(effects: tuple) -> EffectIndex:
    """The index of ``effects`` (a state's ``effects``), kept while the same tuple is asked about.
    A rule that adds effects makes the last tuple followed by the new ones: that index is extended."""
    global _index
    index = _index
    if index.effects is not effects:
        old = index.effects
        if old and len(effects) >= len(old) and effects[:len(old)] == old:
            index = _index = index.extended(effects)
        else:
            index = _index = EffectIndex(effects)
    return index


def card_effect_kinds(state: CcgState, card: str) -> set[str] | frozenset[str]:
    """The kinds of the lasting effects on ``card``."""
    if not state.effects:
        return _EMPTY_KINDS
    return effect_index(state.effects).card_kinds.get(card, _EMPTY_KINDS)


def has_effect(state: CcgState, kind: str) -> bool:
    """Some lasting effect of ``kind`` is in force."""
    return bool(state.effects) and kind in effect_index(state.effects).kinds


# ----- what the card in play has gained -----------------------------------------------------------
def gained(state: CcgState, card: str, what: str) -> tuple[str, ...]:
    """The actions ("action"), colors ("color") or specials ("special") ``card`` gained this turn."""
    if not state.effects:
        return ()
    return effect_index(state.effects).details.get((card, _GAIN_KINDS[what]), ())


_GAIN_KINDS = {"action": "gain-action", "color": "gain-color", "special": "gain-special"}


MAX_TOKENS = 3            # Game Components: Momentum Tokens


MAX_BONUS = 3             # How to Score a Goal (+4 on a power play: ``official.power_play.max_bonus``)


MOMENTUM_EACH = 6         # Game Setup: Deal Momentum Cards


STARTING_HAND = 5


HAND_MAX = 8              # Phase 4


FINAL_HAND = 3            # Final Minute


STOPPAGE_DRAW = 5         # Stoppage: Draw Cards


FACING_DRAW = 3           # Phase 1: facing a shot with no cards


EMPTY_DRAW = 4            # Phase 1: empty hand


LINE_HAND = 5             # Phase 1: Line Change


OT_DECK = 21              # Overtime (regular season)


OT_HAND = 3


BENCH_SWAPS = 2


#: The book's actions (Part 2, Actions), all played by the official mode; Doubles, Runs, Purple
#: and Breakaway's free actions choose among them. The ones beyond the first seven are in
#: ``official.actions``.
OFFICIAL_ACTIONS = ("move", "shoot", "on-net", "score", "save", "body-check", "tip", "block", "deflect",
                    "poke-check", "stretch-pass", "draw", "icing", "punch", "intercept", "clone", "substitution")


@dataclass(frozen=True)
class Stoppage:
    """Play is stopped: why, where the face-off will be (a place of ``Rink.dots``), who chooses
    the side when the place has two dots, and who may not switch with the bench (after Icing)."""

    reason: str
    place: str
    chooser: int
    no_bench: int | None = None
    # While a whistle waits for Dig It Out (``specials.whistle``, O117): who the stoppage is against, and
    # the area the puck lay in (where a dig takes it).
    offender: int | None = None
    area: str = ""


@dataclass(frozen=True)
class Effect:
    """Something that lasts until a condition: ``until`` is "stoppage", "line-change" (either
    ends it), or "game" (an injury: the card is Cancelled for the rest of the game)."""

    kind: str
    seat: int
    until: str
    detail: str = ""
    card: str = ""


# ----- small pieces -----------------------------------------------------------------------------
def held(state: CcgState, seat: int) -> int:
    """Cards in hand that count toward the hand size (Momentum Cards do not)."""
    return len(state.hands[seat]) - len(state.extras[seat])


def hand_max(state: CcgState, seat: int) -> int:
    limit = state.hand_max[seat]
    if any(e.kind == "icing-hand" and e.seat == seat for e in state.effects):
        limit = min(limit, LINE_HAND)
    return limit


def draw(t: Tables, state: CcgState, seat: int, count: int, events: list[Event]) -> CcgState:
    """Draw from the deck; taking its last card starts the Final Minute (Final Minute)."""
    had = len(state.decks[seat])
    state = _plain_draw(t, state, seat, count, events)
    if had and not state.decks[seat] and not state.final_minute:
        events.append(Event("final-minute", f"{state.names[seat]} draws the last card of the deck: the Final "
                                            "Minute begins (hands of at most three, no more end-of-turn draws, "
                                            "no line changes).", {"seat": seat}))
        state = evolve(state, final_minute=True, hand_max=(FINAL_HAND, FINAL_HAND))
    return state


def draw_to(t: Tables, state: CcgState, seat: int, size: int, events: list[Event]) -> CcgState:
    short = min(size, hand_max(state, seat)) - held(state, seat)
    return draw(t, state, seat, short, events) if short > 0 else state


def cancelled(state: CcgState, card: str) -> bool:
    """A Cancelled card (Card Effects: Ignore & Cancelled): no printed action or special, and no
    part in a goal; an Injured card is Cancelled too (Injured). Lasting ``Effect("cancelled", ...)``
    or ``Effect("injured", ...)`` entries, from the symbols, specials and fights that cancel."""
    if not state.effects:
        return False
    kinds = effect_index(state.effects).card_kinds.get(card)
    return kinds is not None and ("cancelled" in kinds or "injured" in kinds)


def abilities_lost(t: Tables, state: CcgState, card: str) -> bool:
    """``card`` has no abilities: an Injured card loses all its actions and abilities (Injured). A
    Cancelled card keeps the abilities its colors and symbols grant: Card Effects bars only its
    printed Actions and Specials, and takes from a Player card only what it had gained (ruling O20;
    ``abilities.usable_colors``)."""
    return injured(state, card)


def injured(state: CcgState, card: str) -> bool:
    return bool(state.effects) and "injured" in card_effect_kinds(state, card)


def number(t: Tables, card: str) -> int | None:
    n = t.card[card].number
    return n if isinstance(n, int) else None


def area_numbered(t: Tables, end_of: int, n: int) -> str:
    """The area numbered ``n`` in the end zone ``end_of`` defends (area 9: the neutral area by its blue line)."""
    if n == 9:
        return "nw9" if end_of == 0 else "ne9"
    prefix = "w" if end_of == 0 else "e"
    return f"{prefix}{n}"


#: Why play stopped, in a few words (``Stoppage.reason``).
STOP_REASONS = {"period-start": "Period start", "goal": "Goal", "save": "Save", "offside": "Offside",
                "icing": "Icing", "called-back": "Goal called back", "end-zone": "Play stopped",
                "penalty": "Penalty", "penalty-shot": "Penalty shot", "fight": "Fight", "block": "Shot blocked",
                "deflect": "Shot deflected", "black": "Play stopped (black ability)"}


# ----- phase 2: playing a card ---------------------------------------------------------------------
def card_combo(t: Tables, play: tuple[str, ...], marks: frozenset[str]) -> tuple[bool, bool, bool]:
    """(Doubles, Run, Triples) made by the card on top (Special Card Plays)."""
    top = play[-1]
    doubles = len(play) > 1 and t.pair_key[top] == t.pair_key[play[-2]]
    run = triple = False
    if len(play) > 2:
        three = play[-3:]
        nums = [number(t, c) for c in three]
        if all(n is not None for n in nums):
            ordered = sorted(nums)
            run = ordered[1] == ordered[0] + 1 and ordered[2] == ordered[1] + 1
        keys = {t.pair_key[c] for c in three}
        triple = len(keys) == 1 and not (marks & set(three))
    return doubles, run, triple


def behind_center(t: Tables, area: str, seat: int) -> bool:
    """In ``seat``'s own half: its defensive zone or its side of center ice (as for Icing, O8)."""
    own_side = "west" if seat == 0 else "east"
    return t.rink.zone(area, seat) == DEFENSIVE or t.rink.place_of(area) == f"{own_side}-neutral"
