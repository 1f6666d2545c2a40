"""First Period, Ending Periods and Overtime: shuffling and dealing a period, the puck holder's
last shot at the buzzer, the end of a period and of the game, and overtime's reshuffled draw pile
(rulings S22, S24, S25).
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine import chance
from tabletop.engine.events import Event
from tabletop.games.intergalactic_hockey.state import (
    FACEOFF,
    HAND_SIZE,
    LAST_SHOT,
    NO_VALUES,
    OVER,
    OVERTIME,
    ROUND,
    ShowdownState,
    evolve,
)
from tabletop.games.intergalactic_hockey.tables import ShowdownTables

REGULATION_PERIODS = 3


def deal(t: ShowdownTables, state: ShowdownState, cards: Sequence[str], period: int,
         events: list[Event]) -> tuple[ShowdownState, list[Event]]:
    """Shuffle ``cards`` and deal three to each seat, one at a time from Player 1 (S24)."""
    deck = chance.shuffled(state.seed, state.chance, t.sorted(cards))
    per_seat = min(HAND_SIZE, len(deck) // 2)
    dealt = deck[:2 * per_seat]
    hands = (t.sorted(dealt[0::2]), t.sorted(dealt[1::2]))
    state = evolve(state, chance=state.chance + 1, phase=FACEOFF, period=period, deck=deck[2 * per_seat:],
                   hands=hands, discard=(), puck=None, refbot=0, penalty=None, plays=(None, None),
                   buzzer=False, queue=(), values=NO_VALUES, dial_at_reveal=0)
    events.append(Event("shuffle", f"The deck of {len(deck)} cards is shuffled and {per_seat} dealt to each "
                                   "player.", {"cards": len(deck)}, chance=True, irreversible=True))
    for seat in (0, 1):
        events.append(Event("hand", f"Your hand: {', '.join(t.label(c) for c in hands[seat])}.",
                            {"seat": seat, "cards": hands[seat]}, audience=frozenset((seat,))))
    return state, events


def reshuffle(t: ShowdownTables, state: ShowdownState, discard: tuple[str, ...], counter: int,
              events: list[Event]) -> tuple[list[str], tuple[str, ...], int]:
    """S25: in overtime the discards become a new draw pile as soon as it runs out."""
    deck = list(chance.shuffled(state.seed, counter, t.sorted(discard)))
    events.append(Event("reshuffle", f"Overtime: the {len(deck)} discarded cards are shuffled into a new "
                                     "draw pile.", {"cards": len(deck)}, chance=True, irreversible=True))
    return deck, (), counter + 1


def buzzer_choice(t: ShowdownTables, state: ShowdownState, seat: int, shoot: bool
                  ) -> tuple[ShowdownState, list[Event]]:
    """S22: the puck holder takes one last shot at the buzzer (a round), or lets the period end."""
    name = state.names[seat]
    if shoot:
        return evolve(state, phase=ROUND, buzzer=True), [
            Event("last-shot", f"{name} takes a last shot at the buzzer.", {"seat": seat})]
    return end_period(t, state, [Event("decline", f"{name} lets the period end without a last shot.",
                                       {"seat": seat, "decision": LAST_SHOT})])


def end_period(t: ShowdownTables, state: ShowdownState, events: list[Event]) -> tuple[ShowdownState, list[Event]]:
    names, goals = state.names, state.goals
    events.append(Event("period-end", f"End of period {state.period}: {names[0]} {goals[0]}, "
                                      f"{names[1]} {goals[1]}.", {"period": state.period, "goals": goals}))
    if state.penalty is not None:
        events.append(Event("penalty-over", f"The period is over, and with it {names[state.penalty]}'s "
                                            "penalty.", {"seat": state.penalty}))
    if state.period < REGULATION_PERIODS:
        cards = state.deck + state.discard + state.hands[0] + state.hands[1]
        events.append(Event("period", f"Period {state.period + 1} begins with a face-off.",
                            {"period": state.period + 1}))
        return deal(t, state, cards, state.period + 1, events)
    if goals[0] != goals[1]:
        return finish(state, events, (0,) if goals[0] > goals[1] else (1,))
    # S25: level after three periods: every player card, score piles included, back in for overtime.
    events.append(Event("overtime", f"Level at {goals[0]}-{goals[1]}: sudden-death overtime!", {}))
    state = evolve(state, scored=((), ()))
    return deal(t, state, t.card_ids, OVERTIME, events)


def finish(state: ShowdownState, events: list[Event],
           winners: tuple[int, ...]) -> tuple[ShowdownState, list[Event]]:
    state = evolve(state, phase=OVER, winners=winners, queue=(), buzzer=False)
    events.append(Event("game-over", result_text(state), {"winners": winners}))
    return state, events


def result_text(state: ShowdownState) -> str:
    g = state.goals
    w = state.winners[0] if state.winners else 0
    extra = " in overtime" if state.overtime else ""
    return f"{state.names[w]} wins {g[w]}-{g[1 - w]}{extra}."
