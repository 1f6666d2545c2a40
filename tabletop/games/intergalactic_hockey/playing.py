"""Face-Offs and Playing Periods: placing cards face down, the reveal, working through the
abilities (``abilities``), then bruisers (``bruisers``), the RefBot (``refbot``) and the result:
a face-off won, a goal, a save or a tie; the rink is cleared, the hands refilled with the puck
holder first (S21), and the next play begins or the period ends (``periods``).

Functions take the card tables ``t``, a state and the event list to extend, and return the new
state with the events.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.events import Event
from tabletop.games.intergalactic_hockey import abilities, bruisers, periods, refbot
from tabletop.games.intergalactic_hockey.cards import REBOUND, WINS_TIES
from tabletop.games.intergalactic_hockey.state import (
    ALWAYS_ON,
    BUZZER,
    FACEOFF,
    HAND_SIZE,
    NO_VALUES,
    ROUND,
    ShowdownState,
    evolve,
)
from tabletop.games.intergalactic_hockey.tables import ShowdownTables

Played = tuple[ShowdownState, list[Event]]


def play(t: ShowdownTables, state: ShowdownState, seat: int, card: str) -> Played:
    """``seat`` places ``card`` face down; the second card in reveals both."""
    hand = tuple(c for c in state.hands[seat] if c != card)
    if seat == 0:
        hands, plays = (hand, state.hands[1]), (card, state.plays[1])
    else:
        hands, plays = (state.hands[0], hand), (state.plays[0], card)
    state = evolve(state, hands=hands, plays=plays)
    events = [
        Event("face-down", f"{state.names[seat]} places a card face down.", {"seat": seat}),
        Event("face-down-own", f"You place {t.label(card)} face down.", {"seat": seat, "card": card},
              audience=frozenset((seat,))),
    ]
    other = 1 - seat
    if plays[other] is None and hands[other]:
        return state, events
    return reveal(t, state, events)


def reveal(t: ShowdownTables, state: ShowdownState, events: list[Event]) -> Played:
    plays = state.plays
    names = state.names
    faceoff = state.phase == FACEOFF
    vals = tuple(t.values[c] if c is not None else (0, 0) for c in plays)
    state = evolve(state, values=(vals[0], vals[1]))
    shown = [f"{names[s]} plays {t.label(plays[s])}" if plays[s] is not None
             else f"{names[s]} has no card to play" for s in (0, 1)]
    title = "Face-off" if faceoff else ("Last shot at the buzzer" if state.buzzer else "Reveal")
    events.append(Event("reveal", f"{title}: {shown[0]}; {shown[1]}.",
                        {"cards": plays, "faceoff": faceoff, "attacker": None if faceoff else state.puck},
                        irreversible=True))
    abilities.cancellations(t, state, events)
    state = evolve(state, queue=abilities.ability_queue(t, state), dial_at_reveal=state.refbot)
    return advance(t, state, events)


def advance(t: ShowdownTables, state: ShowdownState, events: list[Event]) -> Played:
    """Work through the abilities in the book's order (S3): always-on ones apply as they come up,
    a choice waits for its player; with nothing left, the play is resolved."""
    while state.queue and state.queue[0][1] == ALWAYS_ON:
        state = abilities.always_on(t, state, state.queue[0][0], events)
        state = evolve(state, queue=state.queue[1:])
    if state.queue:
        return state, events
    return resolve(t, state, events)


def resolve(t: ShowdownTables, state: ShowdownState, events: list[Event]) -> Played:
    """Bruisers, the RefBot and the result of a revealed play, then discards and refills."""
    plays = state.plays
    names = state.names
    faceoff = state.phase == FACEOFF
    attacker = None if faceoff else state.puck
    vals = [list(state.values[0]), list(state.values[1])]
    active = (abilities.active(t, plays, 0), abilities.active(t, plays, 1))
    abilities.look(t, state, events)
    hitting = bruisers.hitters(t, state, active)
    bruisers.hit(t, state, hitting, vals, events)
    dial, penalty = refbot.judge(t, state, active, hitting, events)
    cleared = {"refbot": dial, "penalty": penalty, "plays": (None, None), "queue": (), "values": NO_VALUES}

    # The result (S1, S2, S4, S5, S17).
    tie_winner = None
    for s in (0, 1):
        if active[s] and t.ability[plays[s]] == WINS_TIES:
            tie_winner = s
    discard = state.discard + tuple(c for c in plays if c is not None)
    if faceoff:
        a, b = max(0, vals[0][0]), max(0, vals[1][0])
        winner = (0 if a > b else 1) if a != b else tie_winner
        if winner is None:
            text = f"The face-off is tied at {a}; the puck stays in the middle."
        else:
            how = f" ({t.name[plays[winner]]} wins ties)" if a == b else ""
            text = f"{names[winner]} wins the face-off, {max(a, b)} to {min(a, b)}{how}, and takes the puck."
        events.append(Event("faceoff", text, {"winner": winner, "offense": (a, b)}))
        state = evolve(state, puck=winner, discard=discard, **cleared)
        return after_play(t, state, events, winner if winner is not None else 0)

    defender = 1 - attacker
    o, d = max(0, vals[attacker][0]), max(0, vals[defender][1])
    if o > d or (o == d and tie_winner == attacker):
        return goal(t, state, events, attacker, o, d, cleared)
    if d > o or (o == d and tie_winner == defender):
        how = f" ({t.name[plays[defender]]} wins ties)" if o == d else ""
        if active[defender] and t.ability[plays[defender]] == REBOUND:
            events.append(Event("save", f"{t.name[plays[defender]]} stops the shot, {d} to {o}{how}, "
                                        f"but {names[attacker]} keeps the puck.",
                                {"winner": defender, "puck": attacker}))
            puck = attacker
        else:
            events.append(Event("save", f"{names[defender]} stops the shot, {d} to {o}{how}, and takes the "
                                        "puck.", {"winner": defender, "puck": defender}))
            puck = defender
    else:
        events.append(Event("tie", f"{o} against {d}: a tie, {names[attacker]} keeps the puck.",
                            {"puck": attacker}))
        puck = attacker
    state = evolve(state, puck=puck, discard=discard, **cleared)
    return after_play(t, state, events, puck)


def goal(t: ShowdownTables, state: ShowdownState, events: list[Event], scorer: int, o: int, d: int,
         cleared: dict[str, Any]) -> Played:
    names = state.names
    card = state.plays[scorer]
    other = state.plays[1 - scorer]
    scored = list(state.scored)
    scored[scorer] = scored[scorer] + (card,)
    goals = list(state.goals)
    goals[scorer] += 1
    discard = state.discard + ((other,) if other is not None else ())
    events.append(Event("goal", f"GOAL! {t.name[card]} scores for {names[scorer]}, {o} to {d} "
                                f"({names[0]} {goals[0]}, {names[1]} {goals[1]}).",
                        {"seat": scorer, "card": card, "goals": tuple(goals)}))
    cleared = refbot.after_goal(state, scorer, cleared, events)
    state = evolve(state, scored=(scored[0], scored[1]), goals=(goals[0], goals[1]), discard=discard,
                   puck=None, **cleared)
    if state.overtime:
        return periods.finish(state, events, (scorer,))
    return after_play(t, state, events, scorer)


def after_play(t: ShowdownTables, state: ShowdownState, events: list[Event], first: int) -> Played:
    """Clear the rink, refill (``first`` draws first, S21), and start the next play or end the period."""
    if state.buzzer:
        return periods.end_period(t, state, events)
    state, events = refill(t, state, first, events, FACEOFF if state.puck is None else ROUND)
    if state.deck or state.overtime:
        return state, events
    # S22: the deck is empty, so the period is over; the puck holder "may take one final shot
    # at the buzzer" (Ending Periods): an optional decision, taken or declined.
    shooter = state.puck
    if shooter is not None and state.hands[shooter]:
        events.append(Event("buzzer", f"The deck is empty: {state.names[shooter]} holds the puck and may take "
                                      "one final shot at the buzzer.", {"seat": shooter}))
        return evolve(state, phase=BUZZER), events
    return periods.end_period(t, state, events)


def refill(t: ShowdownTables, state: ShowdownState, first: int, events: list[Event], phase: str) -> Played:
    deck = list(state.deck)
    discard = state.discard
    counter = state.chance
    hands = [list(state.hands[0]), list(state.hands[1])]
    drawn: list[list[str]] = [[], []]
    for seat in (first, 1 - first):
        held = 1 if state.penalty == seat else 0
        while len(hands[seat]) + held < HAND_SIZE:
            if not deck:
                if not (state.overtime and discard):
                    break
                deck, discard, counter = periods.reshuffle(t, state, discard, counter, events)
            card = deck.pop(0)
            hands[seat].append(card)
            drawn[seat].append(card)
    if state.overtime and not deck and discard:   # S25: a new draw pile as soon as it runs out
        deck, discard, counter = periods.reshuffle(t, state, discard, counter, events)
    if drawn[0] or drawn[1]:
        parts = [f"{state.names[s]} draws {len(drawn[s])}" for s in (first, 1 - first) if drawn[s]]
        events.append(Event("refill", f"{', then '.join(parts)}.",
                            {"drawn": (len(drawn[0]), len(drawn[1])), "first": first}))
        for seat in (0, 1):
            if drawn[seat]:
                events.append(Event("draw", f"You draw {', '.join(t.label(c) for c in drawn[seat])}.",
                                    {"seat": seat, "cards": tuple(drawn[seat])},
                                    audience=frozenset((seat,)), irreversible=True))
    state = evolve(state, deck=tuple(deck), discard=discard, chance=counter, phase=phase,
                   hands=(t.sorted(hands[0]), t.sorted(hands[1])))
    return state, events
