"""Scoring and the Kicking Game: touchdowns and tries, field goals, safeties and free kicks,
kickoffs and returns, onside kicks, punts, punt returns, blocked punts and touchbacks."""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.games.breakaway_football import clock
from tabletop.games.breakaway_football.field import (
    KICK_RETURN_SPOT,
    draw,
    field_goal_distance,
    spot_text,
)
from tabletop.games.breakaway_football.state import GOAL, ICE, KICKOFF, TRY, FootballState, Play, replace
from tabletop.games.breakaway_football.tables import FootballTables


def _points(state: FootballState, seat: int, points: int) -> FootballState:
    score = (state.score[0] + points, state.score[1]) if seat == 0 else (state.score[0], state.score[1] + points)
    return replace(state, score=score)


def _score_text(state: FootballState) -> str:
    return f"{state.names[0]} {state.score[0]}, {state.names[1]} {state.score[1]}"


def _drawn(t: FootballTables, card: str, what: str) -> Event:
    return Event("game-day", f"Game Day card {card}: {what}.", {"card": card}, irreversible=True)


# ----- breakaway returns ---------------------------------------------------------------
def breakaway_run(t: FootballTables, state: FootballState, start: int, events: list[Event]
                  ) -> tuple[FootballState, str, int]:
    """Keep drawing offense breakaway values from ``start`` until a tackle (0), a fumble or a
    touchdown. Returns (state, "tackle" | "fumble" | "td", spot reached)."""
    spot = start
    if spot >= GOAL:
        return state, "td", GOAL
    keep = state.play.card if state.play else ""
    while True:
        state, card = draw(state, events, keep)
        value = t.gd[card].offense_breakaway
        if value == 0:
            events.append(_drawn(t, card, "breakaway value 0, tackled"))
            return state, "tackle", spot
        if value == "F":
            events.append(_drawn(t, card, "breakaway value FUMBLE"))
            return state, "fumble", spot
        if value == "TD":
            events.append(_drawn(t, card, "breakaway value TD"))
            return state, "td", GOAL
        spot += value
        events.append(_drawn(t, card, f"breakaway value {value:+d}, on to {spot_text(min(spot, GOAL))}"))
        if spot >= GOAL:
            return state, "td", GOAL


# ----- scoring -------------------------------------------------------------------------
def touchdown(t: FootballTables, state: FootballState, scorer: int, events: list[Event]) -> FootballState:
    state = _points(clock.clear_calls(t, state, "discard"), scorer, 6)
    events.append(Event("touchdown", f"TOUCHDOWN {state.names[scorer]}! ({_score_text(state)})",
                        {"seat": scorer, "points": 6}))
    if clock.overtime_after_score(state, scorer, touchdown=True):
        return clock.finish(state, events)
    return replace(state, phase=TRY, decider=scorer, offense=scorer, two_point=False, play=None)


def extra_point(t: FootballTables, state: FootballState, events: list[Event]) -> FootballState:
    scorer = state.offense
    state, card = draw(state, events)
    value = t.gd[card].field_goal
    good = value >= 3
    if good:
        state = _points(state, scorer, 1)
    events.append(_drawn(t, card, f"field goal value {value}"))
    events.append(Event("extra-point", f"Extra point {'GOOD' if good else 'NO GOOD'}. ({_score_text(state)})",
                        {"seat": scorer, "good": good}))
    return after_score_kick(t, state, scorer, events)


def two_point_result(t: FootballTables, state: FootballState, success: bool, events: list[Event]) -> FootballState:
    scorer = state.offense
    if success:
        state = _points(state, scorer, 2)
    state = replace(state, two_point=False)
    events.append(Event("two-point", f"Two-point conversion {'GOOD' if success else 'FAILS'}. "
                        f"({_score_text(state)})", {"seat": scorer, "good": success}))
    return after_score_kick(t, state, scorer, events)


def after_score_kick(t: FootballTables, state: FootballState, kicker: int, events: list[Event]) -> FootballState:
    state, handled = clock.boundary(t, state, events)
    if handled:
        return state
    return kickoff(t, state, kicker, events, after_score=True)


def attempt_field_goal(t: FootballTables, state: FootballState, events: list[Event]) -> FootballState:
    """The card is discarded; the defense may ice the kicker (optional rule) before the draw."""
    if state.option("ice_the_kicker") and state.timeouts[state.defender] > 0:
        return replace(state, phase=ICE, decider=state.defender)
    return kick_field_goal(t, state, events, iced=False)


def kick_field_goal(t: FootballTables, state: FootballState, events: list[Event], iced: bool) -> FootballState:
    kicker = state.offense
    distance = field_goal_distance(state.ball)
    state, card = draw(state, events)
    value = t.gd[card].field_goal - (1 if iced else 0)
    events.append(_drawn(t, card, f"field goal value {t.gd[card].field_goal}" + (" -1 (iced)" if iced else "")))
    state = replace(state, play=None)
    if value >= distance:
        state = _points(state, kicker, 3)
        events.append(Event("field-goal", f"Field goal GOOD from distance {distance}! ({_score_text(state)})",
                            {"seat": kicker, "distance": distance}))
        if clock.overtime_after_score(state, kicker, touchdown=False):
            return clock.finish(state, events)
        state = clock.answer_owed(state, kicker)
        return after_score_kick(t, state, kicker, events)
    events.append(Event("field-goal-miss", f"Field goal from distance {distance} is NO GOOD.",
                        {"seat": kicker, "distance": distance}))
    # Ruling R21: the defense takes over at the spot, or at its 20 when the kick came from inside it.
    return clock.change_possession(t, state, max(4, GOAL - state.ball), events)


def safety(t: FootballTables, state: FootballState, events: list[Event]) -> FootballState:
    """The offense was driven back to its own goal line: 2 points and a free kick from its 20."""
    scored_on = state.offense
    scorer = 1 - scored_on
    state = _points(clock.clear_calls(t, state, "discard"), scorer, 2)
    events.append(Event("safety", f"SAFETY! 2 points for {state.names[scorer]}. ({_score_text(state)})",
                        {"seat": scorer, "points": 2}))
    if clock.overtime_after_score(state, scorer, touchdown=False):
        return clock.finish(state, events)
    state = clock.answer_owed(state, scorer)
    state, handled = clock.boundary(t, state, events)
    if handled:
        return state
    return free_kick(t, state, scored_on, events)


def free_kick(t: FootballTables, state: FootballState, kicker: int, events: list[Event]) -> FootballState:
    """Safety (2 Points): a punt from the kicker's 20, returned as an offense breakaway."""
    receiver = 1 - kicker
    state = replace(state, offense=kicker, ball=4, play=None, two_point=False)
    state, card = draw(state, events)
    landing = 4 + t.gd[card].punt
    events.append(_drawn(t, card, f"free kick of {t.gd[card].punt} lines"))
    if landing >= GOAL:
        return clock.begin_drive(t, state, receiver, 4, events)
    start = GOAL - landing
    events.append(Event("free-kick", f"{state.names[receiver]} fields the free kick at {spot_text(start)}: "
                        "the return is an offense breakaway.", {"seat": receiver}))
    state, outcome, spot = breakaway_run(t, replace(state, offense=receiver, ball=start), start, events)
    return _return_outcome(t, state, receiver, outcome, spot, events)


def _return_outcome(t: FootballTables, state: FootballState, receiver: int, outcome: str, spot: int,
                    events: list[Event]) -> FootballState:
    """A breakaway return by ``receiver`` (state.offense == receiver) ended."""
    kicker = 1 - receiver
    if outcome == "td":
        return touchdown(t, state, receiver, events)
    if outcome == "fumble":     # at the ball marker, where the return began (Turnovers, ruling R13)
        events.append(Event("fumble", f"Fumble on the return! {state.names[kicker]} recovers.", {"seat": kicker}))
        return clock.begin_drive(t, state, kicker, GOAL - state.ball, events)
    if spot <= 0:
        state = replace(state, offense=receiver, ball=0)
        return safety(t, state, events)
    return clock.begin_drive(t, state, receiver, spot, events)


# ----- kickoffs ------------------------------------------------------------------------
def second_half(t: FootballTables, state: FootballState, events: list[Event]) -> FootballState:
    """The clock ended the first half (phase ``HALFTIME``): the team that received the opening
    kickoff kicks the second half off (Setup; ruling R1)."""
    return kickoff(t, state, state.opening_receiver, events, after_score=False)


def kickoff(t: FootballTables, state: FootballState, kicker: int, events: list[Event],
            after_score: bool) -> FootballState:
    """Kickoffs start each half and follow every score; after a score the kicker may go onside."""
    state = replace(state, offense=kicker, play=None, calls=(None, None), revealed=False, two_point=False)
    if after_score:
        return replace(state, phase=KICKOFF, decider=kicker)
    return deep_kick(t, state, kicker, events)


def deep_kick(t: FootballTables, state: FootballState, kicker: int, events: list[Event]) -> FootballState:
    receiver = 1 - kicker
    state, card = draw(state, events)
    value = t.gd[card].offense_breakaway
    events.append(_drawn(t, card, f"kickoff, offense breakaway value {value}"))
    names = state.names
    if value == "TD":
        events.append(Event("kick-return", f"{names[receiver]} returns the kickoff all the way!", {}))
        return touchdown(t, replace(state, offense=receiver), receiver, events)
    if value == "F":
        events.append(Event("kick-return", f"{names[receiver]} fumbles the kickoff! {names[kicker]} recovers: "
                            "1st and goal at the 20.", {}))
        return clock.begin_drive(t, state, kicker, GOAL - 4, events, target=GOAL)
    line = KICK_RETURN_SPOT[value]
    what = "Touchback" if value in (-1, 0) else "Kick return"
    events.append(Event("kick-return", f"{what}: {names[receiver]} starts at {spot_text(line)}.", {"ball": line}))
    return clock.begin_drive(t, state, receiver, line, events)


def onside_kick(t: FootballTables, state: FootballState, kicker: int, events: list[Event]) -> FootballState:
    receiver = 1 - kicker
    state, card = draw(state, events)
    value = t.gd[card].field_goal
    events.append(_drawn(t, card, f"onside kick, field goal value {value}"))
    if value in (8, 9):
        events.append(Event("onside", f"Onside kick RECOVERED by {state.names[kicker]} at midfield!", {}))
        return clock.begin_drive(t, state, kicker, 10, events)
    events.append(Event("onside", f"Onside kick fails: {state.names[receiver]} takes over at midfield.", {}))
    return clock.begin_drive(t, state, receiver, 10, events)


# ----- punts ---------------------------------------------------------------------------
def punt(t: FootballTables, state: FootballState, events: list[Event], coffin: bool) -> FootballState:
    punter = state.offense
    receiver = 1 - punter
    names = state.names
    state, card = draw(state, events)
    gd = t.gd[card]
    state = replace(state, play=Play(special="coffin" if coffin else "punt", card=card))
    if gd.blocked_punt:
        start = GOAL - state.ball
        events.append(_drawn(t, card, "BLOCKED PUNT"))
        events.append(Event("blocked-punt", f"The punt is blocked! {names[receiver]} picks it up at "
                            f"{spot_text(start)} on a breakaway return.", {"seat": receiver}))
        if state.quarter == 5 and state.ot_answer == punter:
            events.append(Event("overtime-answer", f"{names[punter]} fails to answer the field goal.", {}))
            return clock.finish(state, events)
        state, outcome, spot = breakaway_run(t, replace(state, offense=receiver, ball=start), start, events)
        return _return_outcome(t, replace(state, play=None), receiver, outcome, spot, events)
    distance = max(0, gd.punt - (2 if coffin else 0))
    landing = state.ball + distance
    events.append(_drawn(t, card, f"punt of {gd.punt} lines" + (" -2 (coffin corner)" if coffin else "")))
    if landing >= GOAL:
        events.append(Event("touchback", f"Touchback: {names[receiver]} starts at their own 20.", {}))
        return clock.change_possession(t, replace(state, play=None), 4, events)
    if state.quarter == 5 and state.ot_answer == punter:
        events.append(Event("overtime-answer", f"{names[punter]} fails to answer the field goal.", {}))
        return clock.finish(state, events)
    state, card2 = draw(state, events, card)
    value = t.gd[card2].offense_breakaway
    catch = GOAL - landing
    events.append(_drawn(t, card2, f"punt return, offense breakaway value {value}"))
    state = replace(state, play=None)
    if value == "TD":
        events.append(Event("punt-return", f"{names[receiver]} returns the punt for a touchdown!", {}))
        return touchdown(t, replace(state, offense=receiver), receiver, events)
    if value == "F":
        events.append(Event("punt-return", f"{names[receiver]} muffs the punt! {names[punter]} recovers at "
                            f"{spot_text(landing)}.", {}))
        return clock.begin_drive(t, state, punter, landing, events)
    spot = catch + value
    if spot <= 0:
        events.append(Event("punt-return", f"{names[receiver]} is driven back into their own end zone.", {}))
        return safety(t, replace(state, offense=receiver, ball=0), events)
    events.append(Event("punt-return", f"Punt return of {value:+d}: {names[receiver]} starts at "
                        f"{spot_text(spot)}.", {"ball": spot}))
    return clock.begin_drive(t, state, receiver, spot, events)
