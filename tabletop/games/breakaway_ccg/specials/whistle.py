"""The whistle before a stoppage, for Dig It Out (Part 3: Dig it out; ruling O117).

Dig It Out is a card's special, used in Phase 3 like any other (Part 2, Specials), and it may
prevent any stoppage: the one its own card's play or use brings about. Preventing a stoppage has
to come before the stoppage does anything, so ``official.sequence.stop_play`` asks ``offer`` first.
When play would stop while the side on turn resolves a card of its own that carries Dig It Out,
its special not yet used, the stoppage waits in ``state.stoppage`` (with the offender and the area
the puck lay in) and that side is asked, in the ``WHISTLE`` phase, to use the special (dig the puck
out) or let play stop. What each answer does is in ``specials.dig_it_out``.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.official.basics import STOP_REASONS, Stoppage, cancelled
from tabletop.games.breakaway_ccg.specials.interpreter import any_shot_from, rules_of
from tabletop.games.breakaway_ccg.specials.interpreter import rule as special_rule
from tabletop.games.breakaway_ccg.state import USE, CcgState, who_laid
from tabletop.games.breakaway_ccg.tables import Tables

WHISTLE = "whistle"     # the phase: play would stop; Dig It Out may prevent it


WINDOW = "whistle"      # the glossary window of a special used to prevent its own card's stoppage


LET_STOP = "let-stop"


KINDS = {LET_STOP: ()}


def rule() -> str:
    return special_rule("Dig it out")


def whistle_specials(t: Tables, state: CcgState, card: str) -> tuple[str, ...]:
    """The specials of ``card`` (printed, or given by a wild) that prevent a stoppage (Dig It Out)."""
    return tuple(sid for sid, r in rules_of(t, state, card) if r.window == WINDOW)


def digger(t: Tables, state: CcgState) -> int | None:
    """The side that may dig the puck out of the stoppage about to happen, or None.

    That is the side on turn while it resolves a card of its own (Phase 2's laying and Phase 3,
    the engine's ``USE`` phase; a challenge winner's card too) that carries Dig It Out, with the
    card's one special unused and the card not Cancelled (Card Effects: Cancelled). Not during an
    Any Shot's shot, whose stoppages cannot be prevented (Part 3: Any Shot); not when a penalty shot,
    or a penalty of the digger's, waits to be called: the puck the dig gives would blow that
    whistle again at once (Penalty Procedure)."""
    if state.phase != USE or state.special_used or not state.play:
        return None
    seat, top = state.turn, state.play[-1]
    if who_laid(t, state, top) != seat or cancelled(state, top) or not whistle_specials(t, state, top):
        return None
    if state.shot is not None and state.effects and any_shot_from(state, state.play[state.shot_from]) is not None:
        return None
    if any(c.shot or c.seat == seat for c in state.calls):
        return None
    return seat


def offer(t: Tables, state: CcgState, events: list[Event], reason: str, place: str, chooser: int,
          offender: int | None, no_bench: int | None) -> CcgState | None:
    """The waiting stoppage, when its card's Dig It Out could prevent it; None when play simply
    stops (a whistle already asked about, a penalty shot or a shootout under way)."""
    if state.phase == WHISTLE or state.pshot is not None or state.shootout is not None:
        return None
    seat = digger(t, state)
    if seat is None:
        return None
    events.append(Event("whistle", f"The whistle ({_why(reason)}): {state.names[seat]} may dig the puck out with "
                                   f"{t.label[state.play[-1]]} before play stops.",
                        {"reason": reason, "area": state.puck, "seat": seat}))
    return evolve(state, phase=WHISTLE, ready=(seat != 0, seat != 1),
                  stoppage=Stoppage(reason, place, chooser, no_bench, offender, state.puck))


def _why(reason: str) -> str:
    return STOP_REASONS.get(reason, "Play stopped").lower()


def prompt(state: CcgState) -> str:
    return (f"The whistle ({_why(state.stoppage.reason)}): use your card's Dig It Out to keep play going, "
            "or let play stop.")


def legal(t: Tables, state: CcgState, seat: int) -> list[Action]:
    if state.ready[seat]:
        return []
    return [Action(seat, "special", (sid,)) for sid in _digging(t, state)] + [Action(seat, LET_STOP)]


def _digging(t: Tables, state: CcgState) -> tuple[str, ...]:
    """The Dig It Out specials of the card whose play would stop play (none with no card in play)."""
    return whistle_specials(t, state, state.play[-1]) if state.play else ()


def verdict(t: Tables, state: CcgState, action: Action) -> Verdict:
    seat, kind, args = action.seat, action.kind, action.args
    if kind not in ("special", LET_STOP):
        return refuse("whistle", "The whistle has gone: dig the puck out with your card's Dig It Out, or let play "
                                 "stop.", rule())
    if state.ready[seat]:
        return refuse("whistle-not-yours", "Only the side whose card carries Dig It Out may keep play going.",
                      rule())
    if kind == LET_STOP:
        return ALLOWED
    if args[0] not in _digging(t, state):
        return refuse("special-window", "The card in play has no special that prevents a stoppage.", rule())
    return ALLOWED
