"""Penalties and power plays of the official rules (Part 2, "Penalties", "Power Play & Penalty
Kill", "Penalty Shots"; rulings O21-O36 in ``docs/rulings/breakaway-ccg.md``).

Three pieces of state carry them (``CcgState``):

- ``calls``: infractions called but not yet assessed. Play goes on until the offender controls
  the puck (a delayed penalty); meanwhile the other side plays as if its goalie were pulled.
- ``box``: penalties being served. Time is counted in hands, as the book counts it: a power play
  lasts until both sides have played out the hands dealt for it; a 2-minute minor is one hand,
  a 4-minute double minor two, a 5-minute major three.
- ``pshot``: a penalty shot under way (its own three-card hands, face up).

The rest of the official flow asks this module what a power play changes: the colors a card may
use, the passing bonus's top level, challenge and comparison strength, whether Phase 4 draws or
line changes are allowed, and how many bench switches a stoppage allows.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.cards import Card
from tabletop.games.breakaway_ccg.citations import BOOK
from tabletop.games.breakaway_ccg.flow import _discard, _private
from tabletop.games.breakaway_ccg.officiating import officiating_cards
from tabletop.games.breakaway_ccg.rink import DEFENSIVE
from tabletop.games.breakaway_ccg.state import PSHOT, CcgState, evolve, pair, who_laid
from tabletop.games.breakaway_ccg.tables import Tables

MINOR, DOUBLE_MINOR, MAJOR = 2, 4, 5
#: PP hands a penalty lasts (Power Play Duration: 4 minutes are two hands, 5 minutes three).
HANDS = {MINOR: 1, DOUBLE_MINOR: 2, MAJOR: 3}
PP_HAND = 8               # Power Play: draw up to the maximum hand size
SHORT_HAND = 5            # compounding penalties: "drawing only up to 5"
PP_OVER_DRAW = 5          # hands emptied with no PP goal: five fresh cards each
MAX_BONUS_PP = 4          # Power Play: a fourth level of passing bonus
MAX_SHORT = 3             # Penalty Kill: challenge numbers -1 per man down, at most -3
PSHOT_HAND = 3            # Penalty Shots: three random cards from the discard pile
#: "the highest numbered infraction suit": the suits numbered in the order the book lists them
#: (Game Cards Explained: Helmet, Skate, Stick, Glove), ruling O24.
SUIT_RANK = {"helmet": 1, "skate": 2, "stick": 3, "glove": 4}
FOUR_IN_A_ROW = 4
PENALTY_KINDS = {"ps-place": ("area",), "ps-card": ("card",), "ps-pass": ()}
SECTION = "Penalties"


def rule(section: str = SECTION) -> str:
    return f"{BOOK}, Official rules — {section}"


@dataclass(frozen=True)
class Call:
    """An infraction called against ``seat`` and not yet assessed (Penalty Procedure). ``shot``:
    a penalty shot for the other side instead of time in the box (O31)."""

    seat: int
    name: str
    minutes: int = MINOR
    why: str = ""
    shot: bool = False


@dataclass(frozen=True)
class Served:
    """A penalty ``seat`` is serving: ``hands`` power-play hands left, the one being played
    included; ``cap`` is the hand size the next hand dealt for it draws to (O27)."""

    seat: int
    name: str
    minutes: int
    hands: int
    cap: int = PP_HAND


@dataclass(frozen=True)
class PenaltyShot:
    """A penalty shot (General Hockey Rules: Penalty Shots): the shooter places the puck and shoots
    for free, the defender lays a Shot Card, then a score and a save, all from three cards each.
    ``stage`` is "place", "shot-card", "score" or "save"; ``played`` the cards laid, in order."""

    shooter: int
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    stage: str = "place"
    played: tuple[str, ...] = ()
    shot_card: str | None = None
    area: str = ""

    @property
    def defender(self) -> int:
        return 1 - self.shooter

    @property
    def acting(self) -> int:
        return self.shooter if self.stage in ("place", "score") else self.defender


# ----- who is short, who has the advantage ------------------------------------------------------
def down(state: CcgState, seat: int) -> int:
    """Men ``seat`` has in the box (at most two: a 5-on-3)."""
    return min(2, sum(1 for s in state.box if s.seat == seat))


def power_play(state: CcgState) -> bool:
    """A power play or 4-on-4 is on: no Phase 4 draws, no line changes, no stoppage draws."""
    return bool(state.box)


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
    if not state.box and not state.calls and not state.goalie_pulled[seat]:
        return False
    return down(state, 1 - seat) > 0 or extra_attacker(state, seat)


def short(state: CcgState, seat: int) -> int:
    """How many men down ``seat`` plays for the Penalty Kill's modifiers (at most 3): its men in the
    box, and one more when the other side has the extra attacker (O30)."""
    if not state.box and not state.calls and not state.goalie_pulled[1 - seat]:
        return 0
    return min(MAX_SHORT, down(state, seat) + (1 if extra_attacker(state, 1 - seat) else 0))


def max_bonus(state: CcgState, seat: int) -> int:
    return MAX_BONUS_PP if advantaged(state, seat) else 3


@lru_cache(maxsize=4096)
def _card_extra(card: Card) -> tuple[str | None, tuple[str, ...]]:
    circle = card.suit_circle[1] if card.suit_circle else None
    kill = tuple(s.color for s in card.symbols if s.kind == "penalty-kill" and s.color)
    return circle, kill


def colors(t: Tables, state: CcgState, card: str, seat: int) -> tuple[str, ...]:
    """The colors whose abilities ``card`` may use for ``seat``: its own, the Suit Circle color
    on a power play (Power Play: Advantages), a K symbol's color on a penalty kill (Symbols)."""
    own = t.colors[card]
    if own and state.effects and any(e.kind == "lose-colors" for e in state.effects):
        from tabletop.games.breakaway_ccg.fights import lost_colors
        lost = lost_colors(state, seat)
        if lost:
            own = tuple(c for c in own if c not in lost)
    if not state.box and not state.calls and not state.goalie_pulled[0] and not state.goalie_pulled[1]:
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
    if base < 0 or (not state.box and not state.calls and not any(state.goalie_pulled)):
        return base
    men = short(state, seat)
    if not men:
        return base
    circle = t.card[card].suit_circle
    value = base + (circle[0] if circle else 0) - (men if challenge else 0)
    return max(0, value)


def bench_allowance(state: CcgState) -> tuple[int, int]:
    """Bench switches already spent before a face-off: one per man down (Penalty Kill)."""
    if not state.box:
        return (0, 0)
    return (down(state, 0), down(state, 1))


# ----- calling infractions ---------------------------------------------------------------------
def call(state: CcgState, seat: int, name: str, why: str, events: list[Event], minutes: int = MINOR,
         allow_shot: bool = True, penalty_shot: bool = False) -> CcgState:
    """An infraction against ``seat``. A foul by the side facing a shot under way is a penalty
    shot for the shooter instead (O31); otherwise it waits for the offender to take the puck.
    ``penalty_shot``: the call is a penalty shot whatever the play (the Penalty Shot special, O55)."""
    shot = penalty_shot or (allow_shot and state.shot is not None and state.shot != seat)
    names = state.names
    if penalty_shot:
        text = f"{why}: a penalty shot for {names[1 - seat]}!"
    elif shot:
        text = f"{why}: {name} on {names[seat]} while {names[1 - seat]} is shooting: a penalty shot!"
    else:
        text = f"{why}: {name} ({minutes} minutes) on {names[seat]}" + \
            ("." if state.control == seat else f"; delayed until {names[seat]} has the puck.")
    events.append(Event("penalty-call", text, {"seat": seat, "name": name, "minutes": minutes, "shot": shot}))
    effects = state.effects
    if not shot and state.control != seat and not any(e.kind == "delay-switch" for e in effects):
        # The other side's extra attacker: two bench switches at its next Phase 1 (O21).
        from tabletop.games.breakaway_ccg.official_flow import Effect
        effects = effects + (Effect("delay-switch", 1 - seat, "stoppage", "Delayed penalty"),)
    return evolve(state, calls=state.calls + (Call(seat, name, minutes, why, shot),), effects=effects)


def suit_penalty(state: CcgState, suit: str) -> tuple[str, int]:
    """The penalty the officiating card in effect names for four of ``suit`` in a row."""
    card = officiating_cards().get(state.official)
    if card is None:
        return "Minor penalty", MINOR
    penalty = card.penalties[suit]
    return penalty.name, penalty.minutes


def _symbol_colors(card: Card, kind: str) -> tuple[str, ...]:
    return tuple(s.color for s in card.symbols if s.kind == kind and s.color)


def check_play(t: Tables, state: CcgState, seat: int, card: str, shot_card: bool, marks: frozenset[str],
               events: list[Event]) -> CcgState:
    """The infractions a card laid in Phase 2 can commit (Common Infractions 1, 3, 5, 8, 9), checked
    before Triples (Phases of a Turn, Phase 3). A Shot Card commits none (How to Score a Goal),
    except the Black P, which the caller handles (it stops play at once)."""
    if shot_card:
        return state
    play = state.play
    below = play[-2] if len(play) > 1 else None
    if below is not None and _symbols_count(t, state, below, seat, marks):
        under = t.card[below]
        top = t.card[card]
        # "Usable" is every color the card may use as it is laid: its own, the power play's and
        # penalty kill's, and the ones its symbols grant there (O75). Imported here: official_colors
        # builds on this module.
        from tabletop.games.breakaway_ccg.official_colors import usable_colors
        usable = usable_colors(t, state, card, seat)
        if state.effects and any(e.kind in ("cancelled", "injured") and e.card == card for e in state.effects):
            usable = ()               # a Cancelled card has no abilities (Card Effects: Cancelled)
        label = t.label
        for color in _symbol_colors(under, "protection"):
            if color == "black":
                if "punch" in top.actions:
                    state = call(state, seat, "Roughing", f"{label[card]}'s Punch lands on {label[below]}'s black "
                                                          "protection symbol", events)
            elif color in usable:
                state = call(state, seat, "Interference", f"{label[card]}'s {color} ability crosses "
                                                          f"{label[below]}'s {color} protection symbol", events)
        for color in _symbol_colors(under, "penalty"):      # a printed Black P too (O22); on a Shot Card, O23
            if color in usable:
                state = call(state, 1 - seat, "Hooking", f"{label[card]}'s {color} ability draws "
                                                         f"{label[below]}'s {color} penalty symbol", events)
        if "black" in usable and state.effects and any(e.kind == "black-p" and e.card == below and e.seat != seat
                                                       for e in state.effects):      # gained Black P (O81)
            state = call(state, 1 - seat, "Hooking", f"{label[card]}'s black ability draws the black penalty "
                                                     f"symbol {label[below]} gained", events)
    suit = four_of_a_suit(t, play, marks)
    if suit is not None:
        name, minutes = suit_penalty(state, suit)
        state = call(state, seat, name, f"Four {suit} cards in a row", events, minutes)
    if t.card[card].number == "goalie" and in_own_corner(t, state, seat):
        state = call(state, seat, "Delay of Game", f"{t.label[card]} played with the puck behind the net",
                     events)
    return state


def _symbols_count(t: Tables, state: CcgState, below: str, seat: int, marks: frozenset[str]) -> bool:
    """Whether the O and P symbols of ``below`` count against the card ``seat`` lays on it: not on
    a challenge card (O24), and only on a card the other side laid (O22), so a side playing on its
    own card (the opponent skipped its Phase 2) commits nothing by them; a Momentum Card counts as
    the side's that laid it, whichever deck it came from. Shared by ``check_play`` and the rollout
    policy's ``fouls``, which must agree."""
    return below not in marks and who_laid(t, state, below) != seat


def in_own_corner(t: Tables, state: CcgState, seat: int) -> bool:
    """``seat`` controls the puck in area 5 or 6 of its own defensive zone (Infraction 5)."""
    if state.control != seat:
        return False
    prefix = "w" if seat == 0 else "e"
    return state.puck in (f"{prefix}5", f"{prefix}6")


def four_of_a_suit(t: Tables, play: tuple[str, ...], marks: frozenset[str]) -> str | None:
    """The suit of a fourth (eighth...) card in a row sharing a suit, the highest-numbered one when
    several are (Common Infractions 3; Penalty Procedure). Challenge cards break a row (O24)."""
    if len(play) < FOUR_IN_A_ROW:
        return None
    found = None
    for suit in t.card[play[-1]].suits:
        count = 0
        for c in reversed(play):
            if c in marks or suit not in t.card[c].suits:
                break
            count += 1
        if count and count % FOUR_IN_A_ROW == 0 and (found is None or SUIT_RANK[suit] > SUIT_RANK[found]):
            found = suit
    return found


def black_p_shot_card(t: Tables, card: str) -> bool:
    return "black" in _symbol_colors(t.card[card], "penalty")


def triple_injury(t: Tables, state: CcgState, seat: int, card: str, events: list[Event]) -> CcgState:
    """A Triple laid by a card with the Body-Check action injures the other side's last Player card
    in play; the side at fault by the two cards' suits takes a minor (Common Infractions 11; O26)."""
    from tabletop.games.breakaway_ccg.challenges import at_fault
    if "body-check" not in t.card[card].actions:
        return state
    victim = next((c for c in reversed(state.play[:-1]) if t.player[c] and who_laid(t, state, c) != seat), None)
    if victim is None:
        return state
    from tabletop.games.breakaway_ccg.official_flow import Effect
    events.append(Event("injury", f"The Triple's body-check injures {t.label[victim]}: it is Cancelled for the "
                                  "rest of the game.", {"card": victim, "seat": 1 - seat}))
    state = evolve(state, effects=state.effects + (Effect("injured", t.owner[victim], "game", "Injured",
                                                          card=victim),))
    fault = at_fault(t.card[card].suits, t.card[victim].suits)
    if fault is None:
        return state
    offender = seat if fault == 0 else 1 - seat
    return call(state, offender, "Checking", "An injury from a Triples body-check", events)


def bench_count(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Infraction 7: a bench of more or fewer than five when play starts (a face-off)."""
    for seat in (0, 1):
        if len(state.benches[seat]) != 5:
            state = call(state, seat, "Too Many Men", f"{state.names[seat]}'s bench holds "
                                                      f"{len(state.benches[seat])} cards", events)
    return state


# ----- the whistle: assessing -----------------------------------------------------------------------
def whistle_due(state: CcgState) -> bool:
    """Play must stop now: a penalty shot is called, or the offender of a delayed penalty has the
    puck (Penalty Procedure)."""
    if not state.calls or state.pshot is not None:
        return False
    return any(c.shot or c.seat == state.control for c in state.calls)


def blow(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Stop play for the calls: a penalty shot first, else a penalty stoppage in the offender's end."""
    from tabletop.games.breakaway_ccg import official_flow as fl
    shots = [c for c in state.calls if c.shot]
    if shots:
        return start_penalty_shot(t, state, shots[0], events)
    offender = next(c.seat for c in state.calls if c.seat == state.control)
    events.append(Event("whistle", f"{state.names[offender]} has the puck: the whistle goes for the penalty.",
                        {"seat": offender}))
    return fl.stop_play(t, state, events, "penalty", t.rink.zone_place(offender, DEFENSIVE), chooser=1 - offender,
                        offender=offender)


def penalty_place(t: Tables, state: CcgState, reason: str, place: str, chooser: int) -> tuple[str, int]:
    """Where a stoppage with penalties to assess faces off: the offender's end (Stoppage: Reset
    Puck), center after a goal; the side on the power play chooses the circle."""
    timed = [c for c in state.calls if not c.shot]
    if not timed or reason in ("goal", "period-start"):
        return place, chooser
    offender = timed[-1].seat
    return t.rink.zone_place(offender, DEFENSIVE), 1 - offender


def hand_cards(state: CcgState, seat: int | None = None) -> int:
    if seat is None:
        return len(state.hands[0]) + len(state.hands[1])
    return len(state.hands[seat])


def assess(t: Tables, state: CcgState, events: list[Event]) -> tuple[CcgState, int | None]:
    """Put the called penalties in the box (a stoppage). Returns the hand size a new power-play
    hand must be dealt to now, or None when no deal is due (O27-O29)."""
    from tabletop.games.breakaway_ccg import support
    state = support.waive(t, state, events)       # Support (O120): No Penalty cancels one
    calls = [c for c in state.calls if not c.shot]
    state = evolve(state, calls=tuple(c for c in state.calls if c.shot))
    deal: int | None = None
    names = state.names
    for c in calls:
        hands = HANDS.get(c.minutes, 1)
        served = Served(c.seat, c.name, c.minutes, hands)
        text = f"Penalty: {c.name}, {c.minutes} minutes, on {names[c.seat]}."
        if state.final_minute:
            total = hand_cards(state)
            carry = "five" if 5 <= total <= 10 else "full" if total < 5 else ""
            state = evolve(state, box=state.box + (served,), carry=(c.seat, carry) if carry else state.carry)
            events.append(Event("penalty", text + " The hands are played out as a power play" +
                                (", and it carries into the next period." if carry else "."),
                                {"seat": c.seat, "name": c.name, "minutes": c.minutes, "carry": carry}))
            continue
        if not state.box:
            state = evolve(state, box=(served,))
            deal = PP_HAND
            events.append(Event("penalty", text + f" {names[1 - c.seat]} goes on the power play.",
                                {"seat": c.seat, "name": c.name, "minutes": c.minutes}))
            state = _pp_momentum(t, state, 1 - c.seat, events)
            continue
        side = pp_side(state)
        if side == c.seat or side is None:    # the side on the power play (or 4-on-4) offends
            total = hand_cards(state)
        else:                                  # the side already short offends again: 5-on-3
            total = hand_cards(state, 1 - c.seat)
        if total > 10:
            state = evolve(state, box=state.box + (served,))
            how = "it is served with the hand under way"
        elif total >= 5:
            state = evolve(state, box=state.box + (Served(c.seat, c.name, c.minutes, hands + 1, SHORT_HAND),))
            how = "it is served for the rest of this hand and one more, drawn to five"
        elif side == c.seat or side is None:
            box = tuple(evolve(s, hands=s.hands - 1) for s in state.box)
            state = evolve(state, box=tuple(s for s in box if s.hands > 0) + (served,))
            deal = PP_HAND
            how = "the hand under way is over and a new power-play hand is dealt"
        else:
            state = evolve(state, box=state.box + (served,))
            deal = PP_HAND
            how = "a new two-man power-play hand is dealt now"
        events.append(Event("penalty", f"{text} With {total} cards in hand, {how}.",
                            {"seat": c.seat, "name": c.name, "minutes": c.minutes}))
    return state, deal


def _pp_momentum(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    """The side going on a power play draws the top Momentum Card (Power Play: Advantages; O28)."""
    if not state.momentum:
        return state
    card = state.momentum[0]
    events.append(Event("pp-momentum", f"{state.names[seat]} takes a Momentum Card for the power play.",
                        {"seat": seat}))
    events.append(_private(seat, "momentum-own", f"You take {t.label[card]} from the Momentum pile.",
                           {"seat": seat, "card": card}, irreversible=True))
    return evolve(state, momentum=state.momentum[1:], hands=pair(state.hands, seat, state.hands[seat] + (card,)),
                  extras=pair(state.extras, seat, state.extras[seat] + (card,)))


def deal(t: Tables, state: CcgState, cap: int, events: list[Event]) -> CcgState:
    """A power-play hand: the side on the power play draws up to ``cap`` (its hand size at most),
    the side short-handed as many as it drew; at 4-on-4 each draws up to ``cap`` (Power Play:
    Card Draw; O27)."""
    from tabletop.games.breakaway_ccg import official_flow as fl
    cap = min([cap] + [s.cap for s in state.box])
    side = pp_side(state)
    if side is None:
        for seat in (0, 1):
            state = fl.draw_to(t, state, seat, cap, events)
        events.append(Event("pp-hand", "A 4-on-4 hand is dealt.", {"cap": cap}))
        return state
    before = len(state.hands[side])
    state = fl.draw_to(t, state, side, cap, events)
    drawn = len(state.hands[side]) - before
    other = 1 - side
    room = fl.hand_max(state, other) - fl.held(state, other)
    had = len(state.hands[other])
    if drawn and room > 0:
        state = fl.draw(t, state, other, min(drawn, room), events)
    matched = len(state.hands[other]) - had      # what it really drew (its deck may run out)
    if matched == drawn:
        also = "draws as many"
    elif matched:       # its hand filled up (or its deck ran out) first: say what it really drew
        also = f"draws {matched} (its hand is then full)" if matched == room else f"draws {matched}"
    else:
        also = "draws none (its hand is full)" if room <= 0 else "draws none"
    events.append(Event("pp-hand", f"Power-play hand: {state.names[side]} draws {drawn}, {state.names[other]} "
                                   f"{also}.", {"side": side, "drawn": drawn}))
    return state


def hand_over(t: Tables, state: CcgState, events: list[Event]) -> tuple[CcgState, bool]:
    """Both power-play hands are played out: a hand of every penalty is served. Returns the state
    and whether the power play is over (then five fresh cards each, O29)."""
    box = tuple(evolve(s, hands=s.hands - 1) for s in state.box)
    out = [s for s in box if s.hands <= 0]
    box = tuple(s for s in box if s.hands > 0)
    for s in out:
        events.append(Event("penalty-over", f"{state.names[s.seat]}'s {s.name} penalty is over.",
                            {"seat": s.seat, "name": s.name}))
    state = evolve(state, box=box)
    if box:
        return deal(t, state, PP_HAND, events), False
    events.append(Event("pp-over", "The power play is over: each side draws five fresh cards and may switch "
                                   "one with the bench.", {}))
    from tabletop.games.breakaway_ccg import official_flow as fl
    for seat in (0, 1):
        state = fl.draw_to(t, state, seat, PP_OVER_DRAW, events)
    return state, True


def after_goal(t: Tables, state: CcgState, scorer: int, events: list[Event]) -> CcgState:
    """A goal by the side with the advantage: it wipes out one delayed minor against the other side,
    or ends the power play of one minor (a double minor goes on to its next hand with fresh hands;
    a major goes on) (Power Play Duration; O32)."""
    other = 1 - scorer
    for i, c in enumerate(state.calls):
        if c.seat == other and not c.shot and c.minutes == MINOR:
            events.append(Event("penalty-wiped", f"The goal wipes out the delayed {c.name} on "
                                                 f"{state.names[other]}.", {"seat": other}))
            return evolve(state, calls=state.calls[:i] + state.calls[i + 1:])
    if pp_side(state) != scorer:
        return state
    for i, s in enumerate(state.box):
        if s.seat != other or s.minutes == MAJOR:
            continue
        if s.hands <= 1:
            events.append(Event("penalty-over", f"A power-play goal: {state.names[other]}'s {s.name} penalty is "
                                                "over.", {"seat": other, "name": s.name}))
            return evolve(state, box=state.box[:i] + state.box[i + 1:])
        events.append(Event("pp-next-hand", "A power-play goal in the double minor's first hand: both hands are "
                                            "discarded and its second hand is dealt.", {"seat": other}))
        hands = state.hands[0] + state.hands[1]
        box = state.box[:i] + (evolve(s, hands=s.hands - 1),) + state.box[i + 1:]
        return evolve(state, box=box, hands=((), ()), extras=((), ()),
                      discards=_discard(t, state.discards, hands), redeal=True)
    return state


def at_stoppage(t: Tables, state: CcgState, events: list[Event]) -> tuple[CcgState, bool]:
    """A stoppage's penalty work: assess the calls, deal a power-play hand when one is due (a new
    power play, a redeal after a goal, or hands played out). Returns the state and whether the
    stoppage's own draws are replaced (no stoppage draws while a power play is on, O29)."""
    state, cap = assess(t, state, events)
    if state.redeal:
        state = evolve(state, redeal=False)
        cap = PP_HAND
    if cap is not None:
        return deal(t, state, cap, events), True
    if state.box and not state.final_minute and not state.hands[0] and not state.hands[1]:
        return hand_over(t, state, events)[0], True
    return state, bool(state.box)


# ----- periods ----------------------------------------------------------------------------------
def period_end(state: CcgState) -> CcgState:
    """What carries into the next period: a Final Minute penalty with 10 cards or fewer in the hands,
    or a call still waiting (O33). Everything else in the box is over."""
    carry = state.carry
    pending = [c for c in state.calls if not c.shot]
    if pending and not carry:
        carry = (pending[-1].seat, "full")
    return evolve(state, box=(), calls=(), carry=carry)


def period_start(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """The carried power play starts the new period: on the five cards just drawn, or with a full
    power-play hand (Penalty in Final Minute)."""
    if not state.carry:
        return state
    seat, kind = state.carry
    state = evolve(state, carry=None, box=(Served(seat, "carried penalty", MINOR, 1),))
    events.append(Event("penalty-carried", f"{state.names[seat]}'s penalty carries over: the period starts on a "
                                           f"power play for {state.names[1 - seat]}.", {"seat": seat, "kind": kind}))
    if kind == "full":
        state = evolve(state, redeal=True)
    return state


# ----- the penalty shot ---------------------------------------------------------------------------
def start_penalty_shot(t: Tables, state: CcgState, c: Call, events: list[Event]) -> CcgState:
    """The shot under way ends; each side shuffles its discard pile and draws three at random
    (General Hockey Rules: Penalty Shots; O31)."""
    shooter = 1 - c.seat
    state = evolve(state, calls=tuple(x for x in state.calls if x is not c))
    if state.play:
        state = evolve(state, discards=_discard(t, state.discards, state.play), play=())
    hands: list[tuple[str, ...]] = []
    discards = list(state.discards)
    counter = state.chance
    for seat in (0, 1):
        pile = list(discards[seat])
        mixed = chance.shuffled(state.seed, counter, pile) if pile else []
        counter += 1
        take = tuple(mixed[:PSHOT_HAND])
        hands.append(take)
        discards[seat] = tuple(x for x in pile if x not in take)
    events.append(Event("penalty-shot", f"Penalty shot for {state.names[shooter]}! Each side draws three cards from "
                                        "its shuffled discard pile (shown face up).",
                        {"shooter": shooter, "hands": (hands[0], hands[1])}, chance=True, irreversible=True))
    pshot = PenaltyShot(shooter, (hands[0], hands[1]))
    return evolve(state, phase=PSHOT, pshot=pshot, chance=counter, discards=(discards[0], discards[1]), shot=None,
                  stage=None, shot_from=0, control=shooter, challenge=None, placing=None)


def _can_score(t: Tables, ps: PenaltyShot, card: str) -> bool:
    if "score" in t.card[card].actions:
        return True
    return ps.shot_card is not None and t.pair_key[card] == t.pair_key[ps.shot_card]


def _rebound(t: Tables, ps: PenaltyShot, card: str) -> bool:
    if ps.shot_card is None:
        return False
    n, m = t.card[card].number, t.card[ps.shot_card].number
    return isinstance(n, int) and isinstance(m, int) and n == m + 1


def _can_save(t: Tables, ps: PenaltyShot, card: str) -> bool:
    return "save" in t.card[card].actions or (bool(ps.played) and t.pair_key[card] == t.pair_key[ps.played[-1]])


def pshot_legal(t: Tables, state: CcgState, seat: int) -> list[Action]:
    ps = state.pshot
    if seat != ps.acting:
        return []
    if ps.stage == "place":
        return [Action(seat, "ps-place", (a,)) for a in sorted(t.shooting[seat])]
    hand = ps.hands[seat]
    if ps.stage == "shot-card":
        return [Action(seat, "ps-card", (c,)) for c in hand] + ([] if hand else [Action(seat, "ps-pass")])
    if ps.stage == "score":
        ok = [c for c in hand if _can_score(t, ps, c) or _rebound(t, ps, c)]
        return [Action(seat, "ps-card", (c,)) for c in ok] + [Action(seat, "ps-pass")]
    return [Action(seat, "ps-card", (c,)) for c in hand if _can_save(t, ps, c)] + [Action(seat, "ps-pass")]


def pshot_validate(t: Tables, state: CcgState, action: Action) -> Verdict:
    ps = state.pshot
    where = rule("General Hockey Rules: Penalty Shots")
    seat, kind = action.seat, action.kind
    if kind not in PENALTY_KINDS:
        return refuse("penalty-shot-on", "A penalty shot is under way: it is played out first.", where)
    if seat != ps.acting:
        return refuse("not-your-turn", f"{state.names[ps.acting]} acts in the penalty shot now.", where)
    if ps.stage == "place":
        if kind != "ps-place":
            return refuse("ps-place-first", "First the shooter places the puck.", where)
        if action.args[0] not in t.shooting[seat]:
            return refuse("ps-place-where", "The puck goes in the offensive zone, where a shot can be taken.", where)
        return ALLOWED
    if kind == "ps-place":
        return refuse("ps-placed", "The puck is already placed.", where)
    hand = ps.hands[seat]
    if kind == "ps-pass":
        if ps.stage == "shot-card" and hand:
            return refuse("ps-shot-card-owed", "You owe the Shot Card from your three cards.", where)
        return ALLOWED
    card = action.args[0]
    if card not in hand:
        return refuse("ps-not-in-hand", f"{t.label[card]} is not among your penalty-shot cards.", where)
    if ps.stage == "score" and not (_can_score(t, ps, card) or _rebound(t, ps, card)):
        return refuse("ps-no-score", f"{t.label[card]} cannot score on the Shot Card (a Score action, or Doubles) "
                                     "nor make a rebound.", where)
    if ps.stage == "save" and not _can_save(t, ps, card):
        return refuse("ps-no-save", f"{t.label[card]} cannot save (a Save action, or Doubles with the Score "
                                    "card).", where)
    return ALLOWED


def pshot_pending(state: CcgState) -> tuple[int, str, str]:
    ps = state.pshot
    prompts = {"place": "Penalty shot: place the puck in the offensive zone.",
               "shot-card": "Penalty shot: lay the Shot Card from your three cards.",
               "score": "Penalty shot: score on the Shot Card, or give up the attempt.",
               "save": "Penalty shot: save with a Save card, or let the goal stand."}
    return ps.acting, "penalty-shot", prompts[ps.stage]


def pshot_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    ps = state.pshot
    seat, kind = action.seat, action.kind
    names = state.names
    if kind == "ps-place":
        area = action.args[0]
        events.append(Event("ps-shoot", f"{names[seat]} places the puck in {t.area_name[area]} and shoots!",
                            {"seat": seat, "area": area}))
        return _pshot_step(t, state, evolve(ps, stage="shot-card", area=area), events)
    if kind == "ps-pass":
        if ps.stage == "shot-card":
            events.append(Event("ps-no-shot-card", f"{names[seat]} has no card to face the shot.", {"seat": seat}))
            return _pshot_step(t, state, evolve(ps, stage="score"), events)
        if ps.stage == "score":
            events.append(Event("ps-miss", f"{names[seat]} cannot score: the penalty shot fails.", {"seat": seat}))
            return finish_penalty_shot(t, state, False, events)
        events.append(Event("ps-no-save", f"{names[seat]} has no save.", {"seat": seat}))
        return finish_penalty_shot(t, state, True, events)
    card = action.args[0]
    hand = tuple(c for c in ps.hands[seat] if c != card)
    ps = evolve(ps, hands=pair(ps.hands, seat, hand), played=ps.played + (card,))
    if ps.stage == "shot-card":
        events.append(Event("ps-shot-card", f"{names[seat]} faces the penalty shot with {t.label[card]}.",
                            {"seat": seat, "card": card}))
        return _pshot_step(t, state, evolve(ps, stage="score", shot_card=card), events)
    if ps.stage == "score":
        if _rebound(t, ps, card):
            events.append(Event("ps-rebound", f"Rebound! {t.label[card]} is one higher than the Shot Card: "
                                              f"{names[1 - seat]} owes another Shot Card.", {"seat": seat}))
            return _pshot_step(t, state, evolve(ps, stage="shot-card"), events)
        events.append(Event("ps-score", f"{names[seat]} tries to score with {t.label[card]}!",
                            {"seat": seat, "card": card}))
        return _pshot_step(t, state, evolve(ps, stage="save"), events)
    events.append(Event("ps-save", f"{names[seat]} saves with {t.label[card]}!", {"seat": seat, "card": card}))
    return finish_penalty_shot(t, evolve(state, pshot=ps), False, events)


def _pshot_step(t: Tables, state: CcgState, ps: PenaltyShot, events: list[Event]) -> CcgState:
    """Go on; a side with nothing it could do resolves at once (no Shot Card to lay, no score or
    save possible), as in the shootout (O-S9)."""
    state = evolve(state, pshot=ps)
    options = pshot_legal(t, state, ps.acting)
    if options == [Action(ps.acting, "ps-pass")]:
        return pshot_apply(t, state, options[0], events)
    return state


def finish_penalty_shot(t: Tables, state: CcgState, goal: bool, events: list[Event]) -> CcgState:
    """Discard the penalty-shot cards (a goal's Shot Card and Score card to the score pile) and
    stop play: a center face-off after a goal, else one in the defender's end (O31)."""
    from tabletop.games.breakaway_ccg import official_flow as fl
    from tabletop.games.breakaway_ccg.flow import game_over
    ps = state.pshot
    shooter = ps.shooter
    leftover = ps.hands[0] + ps.hands[1]
    scored: tuple[str, ...] = ()
    played = ps.played
    if goal:
        scored = tuple(c for c in (ps.shot_card, played[-1]) if c is not None)
        played = tuple(c for c in played if c not in scored)
    state = evolve(state, pshot=None, discards=_discard(t, state.discards, played + leftover))
    if goal:
        goals = pair(state.goals, shooter, state.goals[shooter] + 1)
        events.append(Event("goal", f"GOAL on the penalty shot! {state.names[0]} {goals[0]}, {state.names[1]} "
                                    f"{goals[1]}.", {"seat": shooter, "cards": scored, "goals": goals,
                                                     "penalty_shot": True}))
        state = evolve(state, goals=goals, scored=pair(state.scored, shooter, state.scored[shooter] + scored))
        if state.overtime:
            return game_over(t, state, events)
        return fl.stop_play(t, state, events, "penalty-shot", "center", chooser=1 - shooter)
    place = t.rink.zone_place(1 - shooter, DEFENSIVE)
    return fl.stop_play(t, state, events, "penalty-shot", place, chooser=1 - shooter)


def pshot_cards(state: CcgState) -> tuple[str, ...]:
    ps = state.pshot
    if ps is None:
        return ()
    return ps.hands[0] + ps.hands[1] + ps.played


# ----- for the computer player ---------------------------------------------------------------------
def fouls(t: Tables, state: CcgState, seat: int, card: str) -> bool:
    """Whether laying ``card`` now would draw a penalty on ``seat`` (the rollout policy avoids it):
    the black P as a Shot Card, a color on an O, a Punch on a black O, a fourth card of a suit, a
    Goalie behind its own net."""
    shot_card = state.stage == "shot-card" and state.shot is not None and state.shot != seat
    if shot_card:
        return black_p_shot_card(t, card)
    marks = frozenset(e.card for e in state.effects if e.kind == "challenge-card") if state.effects else frozenset()
    play = state.play + (card,)
    if state.play and _symbols_count(t, state, state.play[-1], seat, marks):
        under = t.card[state.play[-1]]
        if under.symbols:
            for s in under.symbols:
                if s.kind != "protection" or not s.color:
                    continue
                if s.color == "black":
                    if "punch" in t.card[card].actions:
                        return True
                elif s.color in colors(t, state, card, seat):
                    return True
    if t.card[card].number == "goalie" and in_own_corner(t, state, seat):
        return True
    return four_of_a_suit(t, play, marks) is not None
