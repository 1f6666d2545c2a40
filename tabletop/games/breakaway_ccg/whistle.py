"""The whistle before a stoppage, and Dig It Out (Part 3: Dig it out; ruling O117).

Dig It Out prevents a stoppage, so it has to be offered before the stoppage does anything: before
the play area is cleared, hands are topped up and the face-off is set. ``official_flow.stop_play``
therefore asks ``offer`` first. When play would stop for a reason a puck can be dug out of and
either team's deck holds a Dig It Out card, the stoppage waits in ``state.stoppage`` (with the
offender and the area the puck lay in) and both players are asked, in the ``WHISTLE`` phase, to
dig the puck out or let play stop. Both are asked whatever their hands hold, so that the question
tells nobody what is in a hand. Letting it go resumes the stoppage exactly as it was called;
playing the card turns it into a contested Grind Challenge won with that card.
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.state import CcgState, evolve, laid_by_after, pair
from tabletop.games.breakaway_ccg.tables import Tables

WHISTLE = "whistle"     # the phase: play would stop; Dig It Out may prevent it
WINDOW = "whistle"      # the glossary window of a special played from the hand at the whistle
LET_STOP = "let-stop"
KINDS = {LET_STOP: ()}
#: The stoppages a puck can be dug out of (O117): whistles for where the puck is. A goal, a goal
#: called back, a penalty, a penalty shot, a fight and a period's start are not: what they start
#: (the score, the box, the fight) has to happen.
PREVENTABLE = frozenset(("save", "block", "deflect", "icing", "offside", "end-zone", "black"))


def rule() -> str:
    from tabletop.games.breakaway_ccg.specials import rule as special_rule
    return special_rule("Dig it out")


def whistle_specials(t: Tables, card: str) -> tuple[str, ...]:
    """The specials of ``card`` played from the hand at the whistle (Dig It Out)."""
    return tuple(sid for sid, r in t.special_rules[card] if r.window == WINDOW)


@lru_cache(maxsize=256)
def _lists_hold_one(t: Tables, lists: tuple, benches: tuple) -> bool:
    by_id = t.cards.by_id
    rules = t.cards.special_rules
    ids = {card for deck in lists for card, _n in deck} | {card for bench in benches for card in bench}
    return any(r.window == WINDOW for card in ids if card in by_id
               for sid in by_id[card].specials for r in rules.get(sid, ()))


def in_play(t: Tables, state: CcgState) -> bool:
    """Either team's deck (or bench) holds a card with a whistle special, so whistles are asked."""
    return _lists_hold_one(t, state.deck_lists, state.bench_lists)


def offer(t: Tables, state: CcgState, events: list[Event], reason: str, place: str, chooser: int,
          offender: int | None, no_bench: int | None) -> CcgState | None:
    """The waiting stoppage, when Dig It Out could prevent it; None when play simply stops.

    Not while infractions wait to be assessed (their whistle cannot be dug out of), nor during a
    penalty shot, a shootout or a fight, nor when this whistle was already asked about."""
    from tabletop.games.breakaway_ccg.official_flow import Stoppage
    if reason not in PREVENTABLE or state.phase == WHISTLE or state.calls or state.pshot is not None \
            or state.fight is not None or state.shootout is not None or not in_play(t, state):
        return None
    events.append(Event("whistle", f"The whistle ({_why(reason)}): either side may dig the puck out before play "
                                   "stops.", {"reason": reason, "area": state.puck}))
    return evolve(state, phase=WHISTLE, ready=(False, False),
                  stoppage=Stoppage(reason, place, chooser, no_bench, offender, state.puck))


def _why(reason: str) -> str:
    from tabletop.games.breakaway_ccg.official_flow import STOP_REASONS
    return STOP_REASONS.get(reason, "Play stopped").lower()


def prompt(state: CcgState) -> str:
    return (f"The whistle ({_why(state.stoppage.reason)}): play a Dig It Out card to keep play going, "
            "or let play stop.")


def legal(t: Tables, state: CcgState, seat: int) -> list[Action]:
    if state.ready[seat]:
        return []
    return [Action(seat, "special-card", (sid, c)) for c in state.hands[seat] for sid in whistle_specials(t, c)
            if verdict(t, state, Action(seat, "special-card", (sid, c))).ok] + [Action(seat, LET_STOP)]


def verdict(t: Tables, state: CcgState, action: Action) -> Verdict:
    from tabletop.games.breakaway_ccg.official_flow import cancelled
    seat, kind, args = action.seat, action.kind, action.args
    if kind not in ("special-card", LET_STOP):
        return refuse("whistle", "The whistle has gone: dig the puck out with Dig It Out, or let play stop.", rule())
    if state.ready[seat]:
        return refuse("whistle-done", "You have let play stop; your opponent may still dig the puck out.", rule())
    if kind == LET_STOP:
        return ALLOWED
    sid, card = args
    if card not in state.hands[seat]:
        return refuse("not-in-hand", f"{t.label[card]} is not in your hand.", rule())
    if sid not in whistle_specials(t, card):
        return refuse("special-window", f"{t.label[card]} has no special to play at the whistle.", rule())
    if cancelled(state, card):
        return refuse("special-cancelled", f"{t.label[card]} is Cancelled: it has no special.", rule())
    return ALLOWED


def apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    if action.kind == LET_STOP:
        events.append(Event("let-stop", f"{state.names[action.seat]} lets play stop.", {"seat": action.seat}))
        state = evolve(state, ready=pair(state.ready, action.seat, True))
        return resume(t, state, events) if all(state.ready) else state
    return dig(t, state, action.seat, action.args[0], action.args[1], events)


def resume(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Nobody dug the puck out: the stoppage goes ahead as it was called (Offside through its own
    rule, which caps the offender's draw)."""
    from tabletop.games.breakaway_ccg import official_flow as fl
    stop = state.stoppage
    state = evolve(state, stoppage=None, ready=(False, False))
    if stop.reason == "offside":
        return fl.offside(t, state, stop.offender, events)
    return fl.stop_play(t, state, events, stop.reason, stop.place, stop.chooser, offender=stop.offender,
                        no_bench=stop.no_bench)


def dig(t: Tables, state: CcgState, seat: int, sid: str, card: str, events: list[Event]) -> CcgState:
    """Dig It Out (O117): no stoppage. The card goes from the hand onto the play area as the winning
    card of a contested Grind Challenge: its player takes the puck where it lay, uses one ability,
    one action and one special of it, then takes a turn. A shot under way is over."""
    from tabletop.games.breakaway_ccg import challenges as ch
    from tabletop.games.breakaway_ccg import official_flow as fl
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
                   effects=state.effects + (fl.Effect("challenge-card", seat, "stoppage", card=card),))
    return fl._use_challenge_card(t, state, events)
