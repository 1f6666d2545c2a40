"""Clock Management: offense cards as the game clock, drives, quarters, halves, time outs and
the end of the game (including overtime).

Functions take the card tables ``t``, a state and the event list to extend, and return the new
state. The clock does not kick off: when it ends the first half it leaves the phase at ``HALFTIME``
for the kicking game (``kicking.second_half``), which the rules call before the move returns.
"""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.games.breakaway_football.field import down_text, next_target, spot_text
from tabletop.games.breakaway_football.state import (
    CALL,
    EQUALIZE,
    HALFTIME,
    OVER,
    RETRIEVE,
    TOSS,
    Call,
    FootballState,
    replace,
)
from tabletop.games.breakaway_football.tables import FootballTables


def _set(pair: tuple, seat: int, value) -> tuple:
    return (value, pair[1]) if seat == 0 else (pair[0], value)


def full_hands(t: FootballTables, state: FootballState) -> FootballState:
    """Both teams reclaim all 15 offense cards (each quarter; overtime)."""
    return replace(state, hands=(t.offense_ids[state.teams[0]], t.offense_ids[state.teams[1]]),
                   discards=((), ()))


def sort_cards(t: FootballTables, cards) -> tuple[str, ...]:
    return tuple(sorted(cards, key=t.order.__getitem__))


def discard_from_hand(t: FootballTables, state: FootballState, seat: int, card: str) -> FootballState:
    hand = tuple(c for c in state.hands[seat] if c != card)
    state = replace(state, hands=_set(state.hands, seat, hand),
                    discards=_set(state.discards, seat, state.discards[seat] + (card,)))
    if not hand:
        state = replace(state, quarter_over=True)
    return state


def clear_calls(t: FootballTables, state: FootballState, offense_card: str = "return") -> FootballState:
    """Take both cards off the Play Card space. The defense card always goes back to its hand
    (defenses are never discarded). ``offense_card`` is "discard" or "return" (to where it came from)."""
    hands, discards, defense = state.hands, state.discards, state.defense
    quarter_over = state.quarter_over
    for seat in (0, 1):
        call = state.calls[seat]
        if call is None:
            continue
        if call.card in t.dfn:
            defense = _set(defense, seat, sort_cards(t, defense[seat] + (call.card,)))
        elif call.from_discard:
            discards = _set(discards, seat, discards[seat] + (call.card,))
        elif offense_card == "discard":
            discards = _set(discards, seat, discards[seat] + (call.card,))
            if not hands[seat]:
                quarter_over = True
        else:
            hands = _set(hands, seat, sort_cards(t, hands[seat] + (call.card,)))
    return replace(state, hands=hands, discards=discards, defense=defense, calls=(None, None),
                   revealed=False, play=None, quarter_over=quarter_over)


def place_call(t: FootballTables, state: FootballState, seat: int, card: str, end: str) -> FootballState:
    if card in t.dfn:
        defense = _set(state.defense, seat, tuple(c for c in state.defense[seat] if c != card))
        return replace(state, defense=defense, calls=_set(state.calls, seat, Call(card, end)))
    if card in state.hands[seat]:
        hands = _set(state.hands, seat, tuple(c for c in state.hands[seat] if c != card))
        return replace(state, hands=hands, calls=_set(state.calls, seat, Call(card, end)))
    discards = _set(state.discards, seat, tuple(c for c in state.discards[seat] if c != card))
    return replace(state, discards=discards, calls=_set(state.calls, seat, Call(card, end, True)))


# ----- the end of the game ------------------------------------------------------------
def result_text(state: FootballState) -> str:
    a, b = state.score
    names = state.names
    if a == b:
        return f"The game ends in a draw, {a}-{b}."
    w = 0 if a > b else 1
    return f"{names[w]} wins, {max(a, b)}-{min(a, b)}."


def finish(state: FootballState, events: list[Event]) -> FootballState:
    a, b = state.score
    winners = () if a == b else ((0,) if a > b else (1,))
    state = replace(state, phase=OVER, winners=winners, calls=(None, None), play=None, revealed=False,
                    two_point=False)
    events.append(Event("game-over", result_text(state), {"winners": winners}))
    return state


def overtime_after_score(state: FootballState, scorer: int, touchdown: bool) -> bool:
    """Overtime: whether this score ends the game (ruling R28). Sets the answering drive."""
    if state.quarter != 5:
        return False
    if touchdown or state.option("overtime") == "sudden_death":
        return True
    other = 1 - scorer
    if not state.ot_had_ball[other]:
        return False            # a field goal before the other team has had the ball: they answer
    return state.score[0] != state.score[1]


def answer_owed(state: FootballState, scorer: int) -> FootballState:
    """After an overtime score that did not end the game, who is owed a drive."""
    if state.quarter != 5:
        return state
    other = 1 - scorer
    return replace(state, ot_answer=None if state.ot_had_ball[other] else other)


# ----- quarters and halves -----------------------------------------------------------
def boundary(t: FootballTables, state: FootballState, events: list[Event]) -> tuple[FootballState, bool]:
    """If an offense has played its last card, end the quarter now. Returns (state, handled):
    handled means the half or the game ended and the caller must not go on with its drive."""
    if not state.quarter_over:
        return state, False
    q = state.quarter
    state = replace(state, quarter_over=False)
    label = "Overtime" if q == 5 else f"Quarter {q}"
    events.append(Event("quarter-end", f"{label} is over: an offense has played its last card "
                        f"({state.names[0]} {state.score[0]}, {state.names[1]} {state.score[1]}).",
                        {"quarter": q}))
    if q in (1, 3):
        state = full_hands(t, replace(state, quarter=q + 1))
        events.append(Event("quarter", f"Quarter {q + 1} begins: both teams reclaim all 15 offense cards.",
                            {"quarter": q + 1}))
        return state, False
    if q == 2:
        state = full_hands(t, replace(state, quarter=3, timeouts=(3, 3), calls=(None, None), play=None,
                                      revealed=False, two_point=False, phase=HALFTIME))
        events.append(Event("half", "Halftime. Quarter 3 begins: time outs are back to 3 and both teams "
                            "reclaim all 15 offense cards.", {"quarter": 3}))
        return state, True
    if q == 4 and state.score[0] == state.score[1]:
        state = full_hands(t, replace(state, quarter=5, timeouts=(2, 2), phase=TOSS, decider=1,
                                      calls=(None, None), play=None, revealed=False, two_point=False))
        events.append(Event("overtime", "Tied after four quarters: overtime! Time outs are set to 2, both "
                            "teams reclaim all 15 offense cards, and a coin is tossed.", {"quarter": 5}))
        return state, True
    return finish(state, events), True


def start_calls(state: FootballState) -> FootballState:
    """A new down: both coaches about to call (the defense's time-out window opens afresh, R19)."""
    return replace(state, phase=CALL, calls=(None, None), play=None, revealed=False, timeout_declined=False)


def equalize_or_call(state: FootballState, events: list[Event], announce: bool = True) -> FootballState:
    """Both teams start every drive with the same number of offense cards (Clock Management)."""
    a, b = len(state.hands[0]), len(state.hands[1])
    if a == b:
        return start_calls(state)
    seat = 0 if a > b else 1
    if announce:
        events.append(Event("equalize", f"{state.names[seat]} must discard {abs(a - b)} offense card"
                        f"{'s' if abs(a - b) > 1 else ''} to match the other team's clock.",
                        {"seat": seat, "count": abs(a - b)}))
    return replace(state, phase=EQUALIZE, decider=seat, calls=(None, None), play=None, revealed=False)


def begin_drive(t: FootballTables, state: FootballState, offense: int, ball: int, events: list[Event],
                target: int | None = None) -> FootballState:
    state, handled = boundary(t, state, events)
    if handled:
        return state
    had = state.ot_had_ball
    if state.quarter == 5:
        had = _set(had, offense, True)
    state = replace(state, offense=offense, ball=ball, down=1, target=target or next_target(ball),
                    ot_had_ball=had, two_point=False)
    events.append(Event("drive", f"{state.names[offense]} takes over: {down_text(state)}.",
                        {"offense": offense, "ball": ball}))
    return equalize_or_call(state, events)


def change_possession(t: FootballTables, state: FootballState, ball: int, events: list[Event],
                      target: int | None = None) -> FootballState:
    """The offense's drive ended without a score; the other team takes over at ``ball``
    (counted from its own goal line)."""
    if state.quarter == 5 and state.ot_answer == state.offense:
        events.append(Event("overtime-answer", f"{state.names[state.offense]} fails to answer the field goal.",
                            {}))
        return finish(state, events)
    return begin_drive(t, state, 1 - state.offense, ball, events, target)


def next_down(t: FootballTables, state: FootballState, events: list[Event]) -> FootballState:
    state, handled = boundary(t, state, events)
    if handled:
        return state
    return start_calls(state)


def advance(t: FootballTables, state: FootballState, new_ball: int, events: list[Event]) -> FootballState:
    """Move the ball after a play that neither scored nor turned the ball over: first downs,
    downs, turnover on downs."""
    if new_ball >= state.target:
        state = replace(state, ball=new_ball, down=1, target=next_target(new_ball))
        events.append(Event("first-down", f"First down! {down_text(state)}.", {"ball": new_ball}))
        return next_down(t, state, events)
    down = state.down + 1
    if down > 4:
        state = replace(state, ball=new_ball)
        events.append(Event("downs", f"Turnover on downs at {spot_text(new_ball)}.", {"ball": new_ball}))
        return change_possession(t, state, 20 - new_ball, events)
    state = replace(state, ball=new_ball, down=down)
    events.append(Event("down", f"{down_text(state)}.", {"ball": new_ball, "down": down}))
    return next_down(t, state, events)


# ----- time outs -----------------------------------------------------------------------
def call_timeout(state: FootballState, seat: int, events: list[Event]) -> FootballState:
    left = state.timeouts[seat] - 1
    side = "offense" if seat == state.offense else "defense"
    events.append(Event("timeout", f"Time out, {state.names[seat]} ({side}); {left} left this half. "
                        f"{state.names[state.offense]} takes an offense card back from the discards.",
                        {"seat": seat, "left": left}))
    return replace(state, timeouts=_set(state.timeouts, seat, left), phase=RETRIEVE, decider=state.offense)


def retrieve(t: FootballTables, state: FootballState, card: str, events: list[Event]) -> FootballState:
    seat = state.offense
    discards = tuple(c for c in state.discards[seat] if c != card)
    hand = sort_cards(t, state.hands[seat] + (card,))
    events.append(Event("retrieve", f"{state.names[seat]} takes back {t.label(card)}.", {"seat": seat, "card": card}))
    return replace(state, hands=_set(state.hands, seat, hand), discards=_set(state.discards, seat, discards),
                   phase=CALL)


def equalize_discard(t: FootballTables, state: FootballState, card: str, events: list[Event]) -> FootballState:
    seat = state.decider
    events.append(Event("clock-discard", f"{state.names[seat]} discards {t.label(card)} (clock).",
                        {"seat": seat, "card": card}))
    state = discard_from_hand(t, state, seat, card)
    return equalize_or_call(state, events, announce=False)
