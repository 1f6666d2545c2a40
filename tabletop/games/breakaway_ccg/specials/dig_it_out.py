"""Dig It Out answered (Part 3: Dig it out; ruling O117): letting play stop resumes the stoppage
exactly as it was called; playing the card turns it into a contested Grind Challenge won with that
card.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.official import basics, offside_icing
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.specials.whistle import LET_STOP
from tabletop.games.breakaway_ccg.state import CcgState, laid_by_after, pair
from tabletop.games.breakaway_ccg.tables import Tables


def apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    if action.kind == LET_STOP:
        events.append(Event("let-stop", f"{state.names[action.seat]} lets play stop.", {"seat": action.seat}))
        state = evolve(state, ready=pair(state.ready, action.seat, True))
        return resume(t, state, events) if all(state.ready) else state
    return dig(t, state, action.seat, action.args[0], action.args[1], events)


def resume(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Nobody dug the puck out: the stoppage goes ahead as it was called (Offside through its own
    rule, which caps the offender's draw)."""
    stop = state.stoppage
    state = evolve(state, stoppage=None, ready=(False, False))
    if stop.reason == "offside":
        return offside_icing.offside(t, state, stop.offender, events)
    return fl.stop_play(t, state, events, stop.reason, stop.place, stop.chooser, offender=stop.offender,
                        no_bench=stop.no_bench)


def dig(t: Tables, state: CcgState, seat: int, sid: str, card: str, events: list[Event]) -> CcgState:
    """Dig It Out (O117): no stoppage. The card goes from the hand onto the play area as the winning
    card of a contested Grind Challenge: its player takes the puck where it lay, uses one ability,
    one action and one special of it, then takes a turn. A shot under way is over."""
    stop = state.stoppage
    name = t.cards.specials_text[sid][0]
    events.append(Event("special", f"{state.names[seat]} plays {t.label[card]}: {name}! No whistle: "
                                   f"{state.names[seat]} digs the puck out in {t.area_name[stop.area]} and plays on, "
                                   "as the winner of a Grind Challenge.",
                        {"seat": seat, "special": sid, "card": card, "prevented": stop.reason}))
    challenge = ch.Challenge(ch.GRIND, seat, stop.area, winner=seat, uses="each", won_with=card)
    state = evolve(state, hands=pair(state.hands, seat, tuple(c for c in state.hands[seat] if c != card)),
                   extras=pair(state.extras, seat, tuple(c for c in state.extras[seat] if c != card)),
                   play=state.play + (card,), laid_by=laid_by_after(t, state, ((card, seat),)), stoppage=None,
                   ready=(False, False), shot=None, stage=None,
                   shot_from=0, placing=None, picks=(None, None), puck=stop.area, control=seat, challenge=challenge,
                   effects=state.effects + (basics.Effect("challenge-card", seat, "stoppage", card=card),))
    return fl.use_challenge_card(t, state, events)
