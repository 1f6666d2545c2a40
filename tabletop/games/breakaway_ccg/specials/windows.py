"""The specials' windows in the turn flow (Part 3): a Shoot used, a card laid (Diving) or laid on, a
challenge revealed or lost, and the end of a turn.
"""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.official import penalties as pen
from tabletop.games.breakaway_ccg.official.basics import cancelled
from tabletop.games.breakaway_ccg.specials.interpreter import (
    CHALLENGE,
    CHALLENGE_LOST,
    MAX_BONUS,
    PLAYED,
    PLAYED_ON,
    SHOOT,
    UNTIL,
    cancel_on,
    condition_holds,
    lasting_effect,
    rules_of,
    special_name,
    third_suit,
)
from tabletop.games.breakaway_ccg.state import CcgState, pair, who_laid
from tabletop.games.breakaway_ccg.tables import Tables


# ----- the other windows ---------------------------------------------------------------------------
def on_shoot(t: Tables, state: CcgState, seat: int, card: str, kind: str, events: list[Event]) -> CcgState:
    """A card's Shoot is used: its shoot-window specials act (One Timer, Back Pass)."""
    if kind != "shoot":
        return state
    for sid, r in t.special_rules[card]:
        if r.window != SHOOT:
            continue
        name = special_name(t, sid)
        for key, value in r.change.items():
            if key == "shot-reach":
                events.append(Event("special", f"{name}: the scoring area may shift by {value} either way.",
                                    {"seat": seat, "special": sid, "card": card}))
                state = evolve(state, effects=state.effects + (lasting_effect("shot-reach", seat, "stoppage", str(value),
                                                                       card),))
            elif key == "bonus":
                bonus = min(MAX_BONUS, state.bonus[seat] + value)
                events.append(Event("special", f"{name}: {state.names[seat]}'s passing bonus is +{bonus}.",
                                    {"seat": seat, "special": sid, "card": card}))
                state = evolve(state, bonus=pair(state.bonus, seat, bonus))
    return state


def on_played_on(t: Tables, state: CcgState, seat: int, card: str, below: str, events: list[Event],
                 shot_card: bool = False) -> CcgState:
    """``seat`` laid ``card`` on the other side's ``below``: its played-on specials act (Penalty Shot,
    a colored X). A ``shot_card`` meets only the X: playing the Shot Card draws no penalty (How to
    Score a Goal; O55)."""
    owner = who_laid(t, state, below)
    if owner == seat or cancelled(state, below):
        return state
    for sid, r in rules_of(t, state, below):
        if r.window != PLAYED_ON:
            continue
        if "punch-or-check-on" in r.when and not {"punch", "body-check"} & set(t.card[card].actions):
            continue
        if r.change.get("penalty-shot") and not shot_card:
            name = special_name(t, sid)
            events.append(Event("special", f"{name}: {t.label[card]} lands on {t.label[below]}, a penalty shot for "
                                           f"{state.names[owner]}.", {"seat": owner, "special": sid, "card": below}))
            state = pen.call(state, seat, name, f"{name}: {t.label[card]} checks {t.label[below]}", events,
                             penalty_shot=True)
        if "cancel-on" in r.change:         # a goalie promotion's colored X (O101)
            state = cancel_on(t, state, seat, card, below, sid, r.change["cancel-on"], events)
    return state


def on_played(t: Tables, state: CcgState, seat: int, card: str, marks: frozenset[str], calls: int,
              events: list[Event]) -> CcgState:
    """``seat`` laid ``card`` in Phase 2 (not as a Shot Card): its played-window specials act
    (Diving). ``calls``: how many calls there were before the card's own infractions were judged."""
    for sid, r in t.special_rules[card]:
        if r.window != PLAYED or not all(condition_holds(t, state, seat, card, c) for c in r.when):
            continue
        if "third-suit" in r.when and not third_suit(t, state.play, marks):
            continue
        if r.change.get("draw-penalty") and not any(c.seat == seat for c in state.calls[calls:]):
            name = special_name(t, sid)
            events.append(Event("special", f"{name}: {t.label[card]} is the third card of a suit in a row; "
                                           f"{state.names[1 - seat]} is called for it.",
                                {"seat": seat, "special": sid, "card": card}))
            state = pen.call(state, 1 - seat, "Tripping", f"{name}: {t.label[card]} draws a penalty", events)
    return state


def challenge_winner(t: Tables, state: CcgState, kind: str, picks: tuple[str, str],
                     events: list[Event]) -> int | None:
    """A challenge-window special that wins this kind of challenge outright (Final Say); when both
    cards have one they cancel out and the numbers decide (ruling O43)."""
    found: list[str | None] = [None, None]
    for s in (0, 1):
        if not cancelled(state, picks[s]):
            found[s] = next((sid for sid, r in t.special_rules[picks[s]]
                             if r.window == CHALLENGE and kind in r.change.get("win-challenge", ())), None)
    if (found[0] is None) == (found[1] is None):
        return None
    seat = 0 if found[0] is not None else 1
    events.append(Event("special", f"{special_name(t, found[seat])}: {state.names[seat]}'s {t.label[picks[seat]]} wins the "
                                   "challenge whatever the numbers.", {"seat": seat, "special": found[seat],
                                                                        "card": picks[seat]}))
    return seat


def on_challenge_lost(t: Tables, state: CcgState, kind: str, loser: int, card: str | None,
                      events: list[Event]) -> CcgState:
    """A card that lost a challenge: its challenge-lost specials (Faceoff, Dump, Grind Challenge)."""
    if card is None:
        return state
    for sid, r in t.special_rules[card]:
        if r.window != CHALLENGE_LOST or kind not in r.change.get("regain-control", ()) or cancelled(state, card):
            continue
        if not all(condition_holds(t, state, loser, card, c) for c in r.when):
            continue
        events.append(Event("special", f"{special_name(t, sid)}: {state.names[loser]} lost with {t.label[card]} and will "
                                       "take the puck when the opponent's turn ends.",
                            {"seat": loser, "special": sid, "card": card}))
        state = evolve(state, effects=state.effects + (lasting_effect("regain", loser, UNTIL[r.duration], sid, card),))
    return state


def at_turn_end(t: Tables, state: CcgState, seat: int, events: list[Event]) -> tuple[CcgState, bool]:
    """Phase 4 of ``seat``: a waiting regain of control by the other side happens, and a skip of
    this draw is spent. Returns the state and whether the draw is skipped."""
    skip = False
    keep = []
    for e in state.effects:
        if e.kind == "regain" and e.seat != seat:
            events.append(Event("special-regain", f"{special_name(t, e.detail)}: {state.names[e.seat]} takes the puck.",
                                {"seat": e.seat, "special": e.detail}))
            state = evolve(state, control=e.seat)
        elif e.kind == "skip-draw" and e.seat == seat and not skip:
            skip = True
        else:
            keep.append(e)
    if len(keep) != len(state.effects):
        state = evolve(state, effects=tuple(keep))
    if skip:
        events.append(Event("special-skip", f"{state.names[seat]} skips this end-of-turn draw.", {"seat": seat}))
    return state, skip


def turn_over(state: CcgState) -> CcgState:
    """A new turn: what lasted for the turn of the card in play is gone."""
    if any(e.until == "turn" for e in state.effects):
        return evolve(state, effects=tuple(e for e in state.effects if e.until != "turn"))
    return state
