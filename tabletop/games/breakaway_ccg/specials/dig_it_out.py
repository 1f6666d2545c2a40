"""Dig It Out answered (Part 3: Dig it out; ruling O117): letting play stop resumes the stoppage
exactly as it was called; using the special keeps play going, as a contested Grind Challenge won
with the card.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import offside_icing
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.specials.whistle import LET_STOP
from tabletop.games.breakaway_ccg.state import USE, CcgState, pair
from tabletop.games.breakaway_ccg.tables import Tables


def apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    if action.kind == LET_STOP:
        events.append(Event("let-stop", f"{state.names[action.seat]} lets play stop.", {"seat": action.seat}))
        state = evolve(state, ready=pair(state.ready, action.seat, True))
        return resume(t, state, events) if all(state.ready) else state
    return dig(t, state, action.seat, action.args[0], events)


def resume(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Nobody dug the puck out: the stoppage goes ahead as it was called (Offside through its own
    rule, which caps the offender's draw)."""
    stop = state.stoppage
    state = evolve(state, stoppage=None, ready=(False, False))
    if stop.reason == "offside":
        return offside_icing.offside(t, state, stop.offender, events)
    return fl.stop_play(t, state, events, stop.reason, stop.place, stop.chooser, offender=stop.offender,
                        no_bench=stop.no_bench)


def dig(t: Tables, state: CcgState, seat: int, sid: str, events: list[Event]) -> CcgState:
    """Dig It Out (O117): no stoppage. The card's special is used: its player takes the puck in the
    area it lay in when the whistle went, and the card counts as the winner of a contested Grind
    Challenge, with that winner's one ability, one action and one special of it (what the card
    already used this turn counts among them; the special is Dig It Out itself); then that side
    takes a turn. A shot under way is over."""
    stop = state.stoppage
    card = state.play[-1]
    name = t.cards.specials_text[sid][0]
    events.append(Event("special", f"{state.names[seat]} uses {name} ({t.label[card]})! No whistle: "
                                   f"{state.names[seat]} digs the puck out in {t.area_name[stop.area]} and plays on, "
                                   "as the winner of a Grind Challenge.",
                        {"seat": seat, "special": sid, "card": card, "prevented": stop.reason}))
    used = (state.ability_used, state.action_used, state.colors_used)
    challenge = ch.Challenge(ch.GRIND, seat, stop.area, winner=seat, uses="each", won_with=card)
    state = evolve(state, stoppage=None, ready=(False, False), shot=None, stage=None, shot_from=0, placing=None,
                   picks=(None, None), puck=stop.area, control=seat, challenge=challenge)
    state = fl.use_challenge_card(t, state, events)
    if state.phase != USE or state.challenge is not challenge:
        return state
    state = evolve(state, special_used=True, ability_used=used[0], action_used=used[1], colors_used=used[2])
    return fl.auto_end(t, state, events)
