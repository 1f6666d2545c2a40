"""Player Card List & Abilities: which abilities a play has and in what order (Playing Periods
steps 1-2, ruling S3), the always-on ones (Bryzan, Derek, Yrahkska, Lord Doober), the choices
(Jared's switch, Dom's RefBot turn, discarding Danny or Chris from the hand), Goose's
cancellation and Vojt-n-Swet's look at the other hand.

Functions take the card tables ``t``, a state and (where they tell) the event list to extend.
"""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.games.intergalactic_hockey.cards import (
    BOOST_DEFENSE,
    BOOST_OFFENSE,
    CANCEL,
    CENTER,
    DEFENDER,
    FACEOFF_BONUS,
    HITS_CENTERS,
    HITS_DEFENDERS,
    LOOK,
    REFBOT,
    SWAP,
    TURN_REFBOT,
    VS_WINGERS,
    WINGER,
)
from tabletop.games.intergalactic_hockey.state import (
    ALWAYS_ON,
    DISCARD,
    FACEOFF,
    TURN,
    ShowdownState,
    evolve,
)
from tabletop.games.intergalactic_hockey.state import SWAP as SWAP_DECISION
from tabletop.games.intergalactic_hockey.tables import ShowdownTables

# Which action answers which queued decision.
ANSWER = {SWAP_DECISION: "swap", TURN: "refbot", DISCARD: "discard"}
# S3: abilities that need no choice; each applies when its side's step comes (never a decision).
ALWAYS_ON_ABILITIES = frozenset({FACEOFF_BONUS, VS_WINGERS, HITS_CENTERS, HITS_DEFENDERS})


def active(t: ShowdownTables, plays: tuple[str | None, str | None], seat: int) -> bool:
    """Whether the card ``seat`` played keeps its ability: Goose cancels the opposing card (S16)."""
    card, other = plays[seat], plays[1 - seat]
    return card is not None and (other is None or t.ability[other] != CANCEL)


def discardable(t: ShowdownTables, state: ShowdownState, seat: int) -> tuple[str, ...]:
    """The hand card ``seat`` may throw away for +2 in this play (Danny or Chris, S6)."""
    if state.phase == FACEOFF or seat == state.puck:
        card = t.with_ability[BOOST_OFFENSE]
    else:
        card = t.with_ability[BOOST_DEFENSE]
    return (card,) if card in state.hands[seat] else ()


def prompt(t: ShowdownTables, state: ShowdownState, seat: int, kind: str) -> str:
    """The question a queued ability choice asks its player."""
    card = state.plays[seat]
    if kind == SWAP_DECISION:
        other = state.plays[1 - seat]
        o, d = state.values[1 - seat]
        return (f"{t.name[card]}: switch {t.name[other]}'s offense and defense "
                f"(now {o} and {d})?")
    if kind == TURN:
        return f"{t.name[card]}: turn the RefBot one step up or down? It shows {state.refbot}."
    boost = discardable(t, state, seat)[0]
    which = "offense" if t.ability[boost] == BOOST_OFFENSE else "defense"
    return f"Discard {t.name[boost]} from your hand for +2 {which}?"


# ----- the order of a play's abilities ------------------------------------------------
def step_order(state: ShowdownState) -> tuple[int, int]:
    """S3: whose abilities come first: the attacker's (Playing Periods steps 1-2), Player 1's in a face-off."""
    if state.phase == FACEOFF:
        return 0, 1
    return state.puck, 1 - state.puck


def ability_queue(t: ShowdownTables, state: ShowdownState) -> tuple[tuple[int, str], ...]:
    """S3, Playing Periods steps 1-2: every ability of this play in the book's order. The first
    side's (the attacker's; Player 1's in a face-off) come first, then the other side's; for each
    side the played card's ability (always-on, or Jared's or Dom's choice), then a discard from
    the hand (Danny or Chris)."""
    plays = state.plays
    queue: list[tuple[int, str]] = []
    for s in step_order(state):
        card = plays[s]
        if card is None:
            continue
        if active(t, plays, s):
            ability = t.ability[card]
            if ability in ALWAYS_ON_ABILITIES:
                queue.append((s, ALWAYS_ON))
            elif ability == SWAP and plays[1 - s] is not None:
                queue.append((s, SWAP_DECISION))
            elif ability == TURN_REFBOT and state.penalty is None:
                queue.append((s, TURN))
        if discardable(t, state, s):
            queue.append((s, DISCARD))
    return tuple(queue)


def cancellations(t: ShowdownTables, state: ShowdownState, events: list[Event]) -> None:
    """S16: Goose's cancellation holds "even if Goose is defending", so it is told at the reveal."""
    plays = state.plays
    for s in (0, 1):
        if plays[s] is not None and not active(t, plays, s):
            card, other = plays[s], plays[1 - s]
            events.append(Event("cancel", f"{t.name[other]} cancels {t.name[card]}'s ability"
                                          f"{' and bruiser hit' if card in t.bruiser else ''}.",
                                {"seat": 1 - s, "card": other}))


# ----- abilities that need no choice --------------------------------------------------
def always_on(t: ShowdownTables, state: ShowdownState, s: int, events: list[Event]) -> ShowdownState:
    """Seat ``s``'s ability that needs no choice (Bryzan, Derek, Yrahkska, Lord Doober), applied to
    the numbers as they stand at its step (S3)."""
    plays = state.plays
    card, other = plays[s], plays[1 - s]
    vals = [list(state.values[0]), list(state.values[1])]
    ability = t.ability[card]
    if ability == FACEOFF_BONUS and state.phase == FACEOFF:
        vals[s][0] += 3
        events.append(Event("ability", f"{t.name[card]} gets +3 offense in the face-off.",
                            {"seat": s, "card": card}))
    elif ability == VS_WINGERS and other is not None and t.position[other] == WINGER:
        vals[s][1] += 3
        events.append(Event("ability", f"{t.name[card]} gets +3 defense against a winger.",
                            {"seat": s, "card": card}))
    elif ability in (HITS_CENTERS, HITS_DEFENDERS) and other is not None and card in t.bruiser \
            and other in t.bruiser and t.position[other] == (CENTER if ability == HITS_CENTERS else DEFENDER):
        # Bruisers, S10, S11: two bruisers have no effect on each other, and Yrahkska's -3 on a center
        # and Lord Doober's -1 on a defender (his super-bruiser hit) are bruisers' effects too.
        events.append(Event("ability", f"{t.name[card]} does not touch {t.name[other]}: two bruisers have "
                                       "no effect on each other.", {"seat": s, "card": card, "blocked": True}))
        return state
    elif ability == HITS_CENTERS and other is not None and t.position[other] == CENTER:
        vals[1 - s][0] -= 3
        vals[1 - s][1] -= 3
        events.append(Event("ability", f"{t.name[card]} takes 3 off both of the center "
                                       f"{t.name[other]}'s numbers.", {"seat": s, "card": card}))
    elif ability == HITS_DEFENDERS and other is not None and t.position[other] == DEFENDER:
        # S11: like Yrahkska's -3, apart from the hit of 2 (which shrinks on Jake or bounces off Pax
        # without touching this).
        vals[1 - s][0] -= 1
        vals[1 - s][1] -= 1
        events.append(Event("ability", f"{t.name[card]} takes 1 off both of the defender "
                                       f"{t.name[other]}'s numbers.", {"seat": s, "card": card}))
    else:
        return state
    return evolve(state, values=(tuple(vals[0]), tuple(vals[1])))


def look(t: ShowdownTables, state: ShowdownState, events: list[Event]) -> None:
    """S9: Vojt-n-Swet sees the opposing hand now, before anyone refills."""
    plays, names = state.plays, state.names
    for s in (0, 1):
        if active(t, plays, s) and t.ability[plays[s]] == LOOK:
            other = 1 - s
            seen = [t.label(c) for c in state.hands[other]]
            if state.penalty == other:
                seen.append(t.name[REFBOT])
            listing = ", ".join(seen) if seen else "no cards"
            events.append(Event("look", f"{t.name[plays[s]]} looks at {names[other]}'s hand: {listing}.",
                                {"seat": s, "cards": state.hands[other]}, audience=frozenset((s,))))
            events.append(Event("look-public", f"{t.name[plays[s]]} lets {names[s]} look at "
                                               f"{names[other]}'s hand.", {"seat": s}))


# ----- answering a choice -------------------------------------------------------------
def decline(state: ShowdownState, seat: int, events: list[Event]) -> ShowdownState:
    waiting = state.queue[0][1]
    what = {SWAP_DECISION: "switch numbers", TURN: "turn the RefBot", DISCARD: "discard from the hand"}
    events.append(Event("decline", f"{state.names[seat]} chooses not to {what[waiting]}.",
                        {"seat": seat, "decision": waiting}))
    return state


def swap(t: ShowdownTables, state: ShowdownState, seat: int, events: list[Event]) -> ShowdownState:
    """Jared switches the opposing card's offense and defense as they stand now."""
    other = 1 - seat
    o, d = state.values[other]
    values = (state.values[0], (d, o)) if other == 1 else ((d, o), state.values[1])
    state = evolve(state, values=values)
    events.append(Event("swap", f"{t.name[state.plays[seat]]} switches {t.name[state.plays[other]]}'s numbers: "
                                f"offense {d}, defense {o}.", {"seat": seat, "values": (d, o)}))
    return state


def turn_refbot(t: ShowdownTables, state: ShowdownState, seat: int, delta: int, events: list[Event]
                ) -> ShowdownState:
    """Dom turns the RefBot one step up or down."""
    state = evolve(state, refbot=state.refbot + delta)
    events.append(Event("refbot-turn", f"{t.name[state.plays[seat]]} turns the RefBot {'+1' if delta > 0 else '-1'} "
                                       f"to {state.refbot}.", {"seat": seat, "refbot": state.refbot}))
    return state


def discard_boost(t: ShowdownTables, state: ShowdownState, seat: int, boost: str, events: list[Event]
                  ) -> ShowdownState:
    """Danny (+2 offense) or Chris (+2 defense) is thrown away from the hand for the played card."""
    hand = tuple(c for c in state.hands[seat] if c != boost)
    hands = (hand, state.hands[1]) if seat == 0 else (state.hands[0], hand)
    o, d = state.values[seat]
    offense = t.ability[boost] == BOOST_OFFENSE
    mine = (o + 2, d) if offense else (o, d + 2)
    values = (mine, state.values[1]) if seat == 0 else (state.values[0], mine)
    state = evolve(state, hands=hands, discard=state.discard + (boost,), values=values)
    events.append(Event("discard", f"{state.names[seat]} discards {t.name[boost]} from the hand: "
                                   f"+2 {'offense' if offense else 'defense'} for {t.name[state.plays[seat]]}.",
                        {"seat": seat, "card": boost}))
    return state
