"""Penalties of the official rules (Part 2, "Penalties"; rulings O21-O36 in
``docs/rulings/breakaway-ccg.md``).

Three pieces of state carry them (``CcgState``):

- ``calls``: infractions called but not yet assessed. Play goes on until the offender controls
  the puck (a delayed penalty); meanwhile the other side plays as if its goalie were pulled.
- ``box``: penalties being served. Time is counted in hands, as the book counts it: a power play
  lasts until both sides have played out the hands dealt for it; a 2-minute minor is one hand,
  a 4-minute double minor two, a 5-minute major three. A side whose hand has emptied since the
  deal has played its hand out (a ``pp-hand-out`` effect), whatever other rules draw for it later
  (the empty-hand draw of four, a stoppage's draw; ruling O27).
- ``pshot``: a penalty shot under way (its own three-card hands, face up; ``official.penalty_shots``).

What a power play changes is in ``official.power_play``.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine import chance
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.cards import Card
from tabletop.games.breakaway_ccg.citations import BOOK
from tabletop.games.breakaway_ccg.official import basics
from tabletop.games.breakaway_ccg.official.abilities import usable_colors
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.official.challenges import at_fault
from tabletop.games.breakaway_ccg.official.officiating import officiating_cards
from tabletop.games.breakaway_ccg.official.power_play import (
    HANDS,
    MAJOR,
    MINOR,
    PP_HAND,
    PP_OVER_DRAW,
    SHORT_HAND,
    colors,
    down,
    pp_side,
)
from tabletop.games.breakaway_ccg.piles import discard_cards, private_event
from tabletop.games.breakaway_ccg.rink import DEFENSIVE
from tabletop.games.breakaway_ccg.specials import support as sup
from tabletop.games.breakaway_ccg.state import PSHOT, CcgState, pair, who_laid
from tabletop.games.breakaway_ccg.tables import Tables

PSHOT_HAND = 3            # Penalty Shots: three random cards from the discard pile


#: "the highest numbered infraction suit": the suits numbered in the order the book lists them
#: (Game Cards Explained: Helmet, Skate, Stick, Glove), ruling O24.
SUIT_RANK = {"helmet": 1, "skate": 2, "stick": 3, "glove": 4}


FOUR_IN_A_ROW = 4


#: The lasting effect that records a side has played out the power-play hand under way (O27).
RUN_OUT = "pp-hand-out"


PENALTY_KINDS = {"ps-place": ("area",), "ps-card": ("card",), "ps-pass": ()}


SECTION = "Penalties"


def rule(section: str = SECTION) -> str:
    return f"{BOOK}, Official rules — {section}"


@dataclass(frozen=True)
class Call:
    """An infraction called against ``seat`` and not yet assessed (Penalty Procedure). ``shot``:
    a penalty shot for the other side instead of time in the box (the Penalty Shot and Pressure
    specials of Part 3)."""

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


def bench_allowance(state: CcgState) -> tuple[int, int]:
    """Bench switches already spent before a face-off: one per man down (Penalty Kill)."""
    if not state.box:
        return (0, 0)
    return (down(state, 0), down(state, 1))


# ----- calling infractions ---------------------------------------------------------------------
def call(state: CcgState, seat: int, name: str, why: str, events: list[Event], minutes: int = MINOR,
         penalty_shot: bool = False) -> CcgState:
    """An infraction against ``seat``: it waits for the offender to take the puck (Penalty
    Procedure), whatever is under way, a shot included. ``penalty_shot``: the rule calling it awards
    the other side a penalty shot instead of time in the box (Part 3's Penalty Shot and Pressure;
    General Hockey Rules: Penalty Shots, which come only from the infractions that award one)."""
    names = state.names
    if penalty_shot:
        text = f"{why}: a penalty shot for {names[1 - seat]}!"
    else:
        text = f"{why}: {name} ({minutes} minutes) on {names[seat]}" + \
            ("." if state.control == seat else f"; delayed until {names[seat]} has the puck.")
    events.append(Event("penalty-call", text, {"seat": seat, "name": name, "minutes": minutes,
                                               "shot": penalty_shot}))
    effects = state.effects
    if not penalty_shot and state.control != seat and not any(e.kind == "delay-switch" for e in effects):
        # The other side's extra attacker: two bench switches at its next Phase 1 (O21).
        effects = effects + (Effect("delay-switch", 1 - seat, "stoppage", "Delayed penalty"),)
    return evolve(state, calls=state.calls + (Call(seat, name, minutes, why, penalty_shot),), effects=effects)


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
        # penalty kill's, and the ones its symbols grant there (O75).
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
    if "body-check" not in t.card[card].actions:
        return state
    victim = next((c for c in reversed(state.play[:-1]) if t.player[c] and who_laid(t, state, c) != seat), None)
    if victim is None:
        return state
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
    state = sup.waive(t, state, events)       # Support (O120): No Penalty cancels one
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
    events.append(private_event(seat, "momentum-own", f"You take {t.label[card]} from the Momentum pile.",
                           {"seat": seat, "card": card}, irreversible=True))
    return evolve(state, momentum=state.momentum[1:], hands=pair(state.hands, seat, state.hands[seat] + (card,)),
                  extras=pair(state.extras, seat, state.extras[seat] + (card,)))


def deal(t: Tables, state: CcgState, cap: int, events: list[Event]) -> CcgState:
    """A power-play hand: the side on the power play draws up to ``cap`` (its hand size at most),
    the side short-handed as many as it drew; at 4-on-4 each draws up to ``cap`` (Power Play:
    Card Draw; O27)."""
    state = _forget_run_out(state)
    cap = min([cap] + [s.cap for s in state.box])
    side = pp_side(state)
    if side is None:
        for seat in (0, 1):
            state = basics.draw_to(t, state, seat, cap, events)
        events.append(Event("pp-hand", "A 4-on-4 hand is dealt.", {"cap": cap}))
        return state
    before = len(state.hands[side])
    state = basics.draw_to(t, state, side, cap, events)
    drawn = len(state.hands[side]) - before
    other = 1 - side
    room = basics.hand_max(state, other) - basics.held(state, other)
    had = len(state.hands[other])
    if drawn and room > 0:
        state = basics.draw(t, state, other, min(drawn, room), events)
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


def mark_run_out(state: CcgState) -> CcgState:
    """Record each side whose hand is empty while a power-play hand is under way: it has run out of
    the hand dealt for it, and cards drawn later (the empty-hand draw of four, a stoppage's draw) do
    not make it the dealt hand again (Power Play Duration; O27). With nobody in the box the records
    go."""
    if not state.box:
        return _forget_run_out(state) if state.effects else state
    if state.final_minute or (state.hands[0] and state.hands[1]):
        return state
    marked = {e.seat for e in state.effects if e.kind == RUN_OUT}
    new = tuple(Effect(RUN_OUT, seat, "pp-hand", "Power-play hand played out") for seat in (0, 1)
                if not state.hands[seat] and seat not in marked)
    return evolve(state, effects=state.effects + new) if new else state


def played_out(state: CcgState) -> bool:
    """Both sides have run out of the power-play hands dealt to them (Power Play Duration: the
    penalty's time expires; O27)."""
    marked = {e.seat for e in state.effects if e.kind == RUN_OUT}
    return all(seat in marked or not state.hands[seat] for seat in (0, 1))


def _forget_run_out(state: CcgState) -> CcgState:
    if not any(e.kind == RUN_OUT for e in state.effects):
        return state
    return evolve(state, effects=tuple(e for e in state.effects if e.kind != RUN_OUT))


def hand_over(t: Tables, state: CcgState, events: list[Event], deal_next: bool = True) -> tuple[CcgState, bool]:
    """Both sides have played out their power-play hands: a hand of every penalty is served. Returns
    the state and whether the power play is over (then five fresh cards each, O29). The next hand
    is dealt at once unless ``deal_next`` is false (a stoppage deals it after its own draws)."""
    state = _forget_run_out(state)
    box = tuple(evolve(s, hands=s.hands - 1) for s in state.box)
    out = [s for s in box if s.hands <= 0]
    box = tuple(s for s in box if s.hands > 0)
    for s in out:
        events.append(Event("penalty-over", f"{state.names[s.seat]}'s {s.name} penalty is over.",
                            {"seat": s.seat, "name": s.name}))
    state = evolve(state, box=box)
    if box:
        return (deal(t, state, PP_HAND, events) if deal_next else state), False
    events.append(Event("pp-over", "The power play is over: each side draws five fresh cards and may switch "
                                   "one with the bench.", {}))
    for seat in (0, 1):
        room = basics.hand_max(state, seat) - basics.held(state, seat)
        state = basics.draw(t, state, seat, max(0, min(PP_OVER_DRAW, room)), events)
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
                      discards=discard_cards(t, state.discards, hands), redeal=True)
    return state


def at_stoppage(t: Tables, state: CcgState, events: list[Event]) -> tuple[CcgState, int | None]:
    """A stoppage's penalty work: assess the calls, and serve the hand under way when both sides
    have played it out. Returns the state and the hand size a power-play hand is then dealt to (a
    new power play, a redeal after a goal, the next hand of a penalty), or None. The stoppage's own
    draws come first (Stoppage: Draw Cards): a power play bans only Phase 4's draw (O27, O29)."""
    state = mark_run_out(state)
    state, cap = assess(t, state, events)
    if state.redeal:
        state = evolve(state, redeal=False)
        cap = PP_HAND
    if cap is None and state.box and not state.final_minute and played_out(state):
        state, over = hand_over(t, state, events, deal_next=False)
        if not over:
            cap = PP_HAND
    return state, cap


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
        state = evolve(state, discards=discard_cards(t, state.discards, state.play), play=())
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
