"""The RefBot: each bruiser turns its dial up, a bruiser played with the dial at 3 draws a penalty
(the RefBot goes into the offender's hand and counts toward its three cards), Creenana calms it,
and a goal against the penalised player ends the penalty (rulings S8, S15, S18, S19).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.events import Event
from tabletop.games.intergalactic_hockey.cards import CALMS_REFBOT, TURN_REFBOT
from tabletop.games.intergalactic_hockey.state import ShowdownState
from tabletop.games.intergalactic_hockey.tables import ShowdownTables


def judge(t: ShowdownTables, state: ShowdownState, active: tuple[bool, bool], hitting: list[int],
          events: list[Event]) -> tuple[int, int | None]:
    """The RefBot after this play's bruisers: (its dial, the seat serving a penalty or None)."""
    plays, names = state.plays, state.names
    faceoff = state.faceoff
    attacker = None if faceoff else state.puck
    refbot, penalty = state.refbot, state.penalty
    if penalty is not None:
        if hitting:
            events.append(Event("refbot", f"The RefBot is in {names[penalty]}'s hand and does not move.", {}))
        return refbot, penalty
    calm = [s for s in (0, 1) if active[s] and t.ability[plays[s]] == CALMS_REFBOT]
    if hitting and state.dial_at_reveal == 3 and not calm:
        if faceoff and len(hitting) == 2:
            refbot = 3
            events.append(Event("refbot", "Two bruisers in a face-off with the RefBot at 3: it stays "
                                          "at 3 and play goes on.", {"refbot": 3}))
        else:
            if len(hitting) == 1:
                offender = hitting[0]
            else:
                dom = [s for s in (0, 1) if t.ability[plays[s]] == TURN_REFBOT]
                offender = 1 - dom[0] if dom else 1 - attacker
            penalty, refbot = offender, 0
            events.append(Event("penalty", f"Penalty! The RefBot goes into {names[offender]}'s hand.",
                                {"seat": offender}))
        return refbot, penalty
    if hitting:
        refbot = min(3, refbot + len(hitting))
        events.append(Event("refbot", f"The RefBot turns to {refbot}.", {"refbot": refbot}))
    if calm:
        refbot = 3
        spared = " No penalty is called; " if hitting and state.dial_at_reveal == 3 else " "
        events.append(Event("refbot", f"{t.name[plays[calm[0]]]} calms the RefBot.{spared}"
                                      "It is now set at 3.", {"refbot": 3}))
    return refbot, penalty


def after_goal(state: ShowdownState, scorer: int, cleared: dict[str, Any], events: list[Event]) -> dict[str, Any]:
    """S18: a goal against the player serving a penalty ends it; the RefBot goes back beside the rink at 0."""
    if cleared["penalty"] != 1 - scorer:
        return cleared
    events.append(Event("penalty-over", f"{state.names[1 - scorer]}'s penalty is over: the RefBot goes back "
                                        "beside the rink at 0.", {"seat": 1 - scorer}))
    return dict(cleared, penalty=None, refbot=0)
