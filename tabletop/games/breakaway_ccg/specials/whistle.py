"""The whistle before a stoppage, for Dig It Out (Part 3: Dig it out; ruling O117).

Dig It Out prevents a stoppage, so it has to be offered before the stoppage does anything: before
the play area is cleared, hands are topped up and the face-off is set. ``official.sequence.stop_play``
therefore asks ``offer`` first. When play would stop for a reason a puck can be dug out of and
either team's deck holds a Dig It Out card, the stoppage waits in ``state.stoppage`` (with the
offender and the area the puck lay in) and both players are asked, in the ``WHISTLE`` phase, to
dig the puck out or let play stop. Both are asked whatever their hands hold, so that the question
tells nobody what is in a hand. What each answer does is in ``specials.dig_it_out``.
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.official.basics import STOP_REASONS, Stoppage, cancelled
from tabletop.games.breakaway_ccg.specials.interpreter import rule as special_rule
from tabletop.games.breakaway_ccg.state import CcgState
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
    if reason not in PREVENTABLE or state.phase == WHISTLE or state.calls or state.pshot is not None \
            or state.fight is not None or state.shootout is not None or not in_play(t, state):
        return None
    events.append(Event("whistle", f"The whistle ({_why(reason)}): either side may dig the puck out before play "
                                   "stops.", {"reason": reason, "area": state.puck}))
    return evolve(state, phase=WHISTLE, ready=(False, False),
                  stoppage=Stoppage(reason, place, chooser, no_bench, offender, state.puck))


def _why(reason: str) -> str:
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
