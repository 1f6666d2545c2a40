"""The delayed penalty's whistle (Part 2, Penalty Procedure): play stops once the offender controls
the puck.
"""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.penalties import start_penalty_shot
from tabletop.games.breakaway_ccg.rink import DEFENSIVE
from tabletop.games.breakaway_ccg.state import CcgState
from tabletop.games.breakaway_ccg.tables import Tables


# ----- the whistle: assessing -----------------------------------------------------------------------
def whistle_due(state: CcgState) -> bool:
    """Play must stop now: a penalty shot is called, or the offender of a delayed penalty has the
    puck (Penalty Procedure)."""
    if not state.calls or state.pshot is not None:
        return False
    return any(c.shot or c.seat == state.control for c in state.calls)


def blow(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Stop play for the calls: a penalty shot first, else a penalty stoppage in the offender's end."""
    shots = [c for c in state.calls if c.shot]
    if shots:
        return start_penalty_shot(t, state, shots[0], events)
    offender = next(c.seat for c in state.calls if c.seat == state.control)
    events.append(Event("whistle", f"{state.names[offender]} has the puck: the whistle goes for the penalty.",
                        {"seat": offender}))
    return fl.stop_play(t, state, events, "penalty", t.rink.zone_place(offender, DEFENSIVE), chooser=1 - offender,
                        offender=offender)
