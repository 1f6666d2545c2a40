"""Shots (Part 2, How to Score a Goal): Shoot and On-Net, Any Shot against an empty net, Tip, Score
and Save.
"""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.official import legality
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.offside_icing import triple_call
from tabletop.games.breakaway_ccg.official.sequence import end_use, stop_play
from tabletop.games.breakaway_ccg.piles import discard_cards
from tabletop.games.breakaway_ccg.specials import windows
from tabletop.games.breakaway_ccg.state import SAVE, SHOT_CARD, CcgState
from tabletop.games.breakaway_ccg.tables import Tables


def shoot(t: Tables, state: CcgState, kind: str, events: list[Event]) -> CcgState:
    """Shoot or On-Net: the opponent's next card is the Shot Card. The +3 bonus's Shoot is free."""
    seat = state.turn
    free = kind == "shoot" and state.free_shot and (state.action_used or "shoot" not in _printed(t, state))
    word = "takes a shot on net" if kind == "on-net" else "shoots"
    events.append(Event("shoot", f"{state.names[seat]} {word} from {t.area_name[state.puck]}"
                                 f"{' (free with the +3 passing bonus)' if free else ''}! {state.names[1 - seat]}'s "
                                 "next card is the Shot Card.", {"seat": seat, "area": state.puck, "kind": kind}))
    if free:
        state = evolve(state, free_shot=False)
    else:
        state = evolve(state, action_used=True, free_shot=False)
    state = evolve(state, shot=seat, stage=SHOT_CARD, shot_from=len(state.play) - 1)
    top = state.play[-1]
    if t.special_rules[top]:
        state = windows.on_shoot(t, state, seat, top, kind, events)
    return fl.auto_end(t, state, events)


def any_shot(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Against an empty net a Player card has the Any Shot special: a shot from anywhere
    (Pull/Replace Goalie: Drawback)."""
    seat = state.turn
    events.append(Event("shoot", f"{state.names[seat]} shoots at the empty net from {t.area_name[state.puck]}! "
                                 f"{state.names[1 - seat]}'s next card is the Shot Card.",
                        {"seat": seat, "area": state.puck, "kind": "any-shot"}))
    state = evolve(state, special_used=True, shot=seat, stage=SHOT_CARD, shot_from=len(state.play) - 1)
    return fl.auto_end(t, state, events)


def _printed(t: Tables, state: CcgState) -> frozenset[str]:
    return legality.usable_actions(t, state)


def tip(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Tip ignores the Shot Card: it and the Tip card are discarded, and the opponent's next card is
    the new Shot Card (Actions: Tip; Card Effects: Ignore)."""
    seat = state.turn
    tip_card, shot_card = state.play[-1], state.play[-2]
    mark = next((e for e in state.effects if e.kind == "black-p" and e.card == tip_card and e.detail == "triple"), None)
    if mark is not None:      # a Triple that tips does not score: its Offside or Icing after all (O35)
        state = evolve(state, effects=tuple(e for e in state.effects if e is not mark), action_used=True)
        return triple_call(t, state, seat, events)
    events.append(Event("tip", f"{state.names[seat]} tips it: {t.label[shot_card]} is ignored and "
                               f"{state.names[1 - seat]} owes a new Shot Card.", {"seat": seat}))
    state = evolve(state, play=state.play[:-2], discards=discard_cards(t, state.discards, (shot_card, tip_card)),
                   stage=SHOT_CARD, action_used=True)
    return end_use(t, state, events)


def score(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    seat = state.turn
    events.append(Event("score-attempt", f"{state.names[seat]} tries to score! {state.names[1 - seat]} has one "
                                         "chance to save.", {"seat": seat}))
    return fl.auto_end(t, evolve(state, stage=SAVE, action_used=True), events)


def save(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """The save stops play; the face-off is at the nearest dot and the saver chooses the side
    (How to Score a Goal: Save Made)."""
    seat = state.turn
    events.append(Event("save", f"{state.names[seat]} saves! Play stops.", {"seat": seat}))
    state = evolve(state, action_used=True)
    return stop_play(t, state, events, "save", t.rink.place_of(state.puck), chooser=seat)
