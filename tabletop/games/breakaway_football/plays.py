"""Game Play: calls, audibles, the reveal, strength comparison, the Game Day card, breakaways,
challenge flags, turnovers, Hail Mary and QB kneel."""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.games.breakaway_football import clock, kicking, penalties
from tabletop.games.breakaway_football.cards import MINIMUM_GAIN_TYPES, PLAY_LABELS, PlayEvent
from tabletop.games.breakaway_football.field import draw, hail_mary_result, restricted, spot_text
from tabletop.games.breakaway_football.state import (
    AUDIBLE,
    CHALLENGE,
    GOAL,
    MODIFIER,
    SPECIAL,
    FootballState,
    Play,
    replace,
)
from tabletop.games.breakaway_football.tables import FootballTables

SPECIAL_LABELS = {"punt": "a punt", "coffin": "a coffin-corner punt", "field_goal": "a field goal",
                  "hail_mary": "a Hail Mary", "kneel": "a QB kneel"}


def _set(pair: tuple, seat: int, value) -> tuple:
    return (value, pair[1]) if seat == 0 else (pair[0], value)


# ----- calling -------------------------------------------------------------------------
def call(t: FootballTables, state: FootballState, seat: int, card: str, end: str,
         events: list[Event]) -> FootballState:
    state = clock.place_call(t, state, seat, card, end)
    name = state.names[seat]
    events.append(Event("call", f"{name} calls {_call_label(t, card, end)} face down, "
                                "that end touching the board.",
                        {"seat": seat, "card": card, "end": end}, audience=frozenset((seat,))))
    events.append(Event("call-public", f"{name} puts a play face down.", {"seat": seat},
                        audience=frozenset((1 - seat,))))
    if state.calls[0] is None or state.calls[1] is None:
        return state
    return replace(state, phase=AUDIBLE, decider=state.offense)


def announce(t: FootballTables, state: FootballState, mode: str, events: list[Event]) -> FootballState:
    """A kick, Hail Mary or kneel is announced instead of a face-down call (ruling R15)."""
    events.append(Event("announce", f"{state.names[state.offense]} announces {SPECIAL_LABELS[mode]}; "
                        "choose the offense card to discard.", {"mode": mode}))
    state = clock.clear_calls(t, state, "return")
    return replace(state, phase=SPECIAL, decider=state.offense, play=Play(special=mode))


def special_discard(t: FootballTables, state: FootballState, card: str, events: list[Event]) -> FootballState:
    mode = state.play.special if state.play else ""
    seat = state.offense
    events.append(Event("special-discard", f"{state.names[seat]} discards {t.label(card)} for "
                        f"{SPECIAL_LABELS[mode]}.", {"seat": seat, "card": card}))
    state = clock.discard_from_hand(t, state, seat, card)
    if mode in ("punt", "coffin"):
        return kicking.punt(t, state, events, coffin=mode == "coffin")
    if mode == "field_goal":
        return kicking.attempt_field_goal(t, state, events)
    if mode == "hail_mary":
        return hail_mary(t, state, events)
    return kneel(t, state, events)


def _call_label(t: FootballTables, card: str, end: str) -> str:
    """What a card called with ``end`` on the board plays: an offense play or a defense formation."""
    return t.off[card].play(end).label if card in t.off else t.dfn[card].end(end).label


def audible(t: FootballTables, state: FootballState, seat: int, turn: bool, events: list[Event]
            ) -> FootballState:
    """Audibles (ruling R5): both coaches may spin their face-down card 180 degrees before the
    reveal. They answer at once and in secret; a turn changes the end on the board at once, and
    both answers are announced when the second is in, just before the reveal."""
    c = state.calls[seat]
    assert c is not None
    end = ("b" if c.end == "a" else "a") if turn else c.end
    state = replace(state, calls=_set(state.calls, seat, replace(c, end=end, audible="turn" if turn else "keep")))
    events.append(Event("audible-private", (f"You turn your card: {_call_label(t, c.card, end)} now touches the "
                                            "board." if turn else "You keep your call."),
                        {"seat": seat, "turn": turn}, audience=frozenset((seat,))))
    events.append(Event("audible-answered", f"{state.names[seat]} has answered the audible.", {"seat": seat},
                        audience=frozenset((1 - seat,))))
    if not (state.audibled(0) and state.audibled(1)):
        return state
    for s in (state.offense, state.defender):
        if state.calls[s].audible == "turn":
            events.append(Event("audible", f"{state.names[s]} calls an audible and turns their card.", {"seat": s}))
        else:
            events.append(Event("no-audible", f"{state.names[s]} keeps their call.", {"seat": s}))
    return reveal(t, state, events)


# ----- the reveal ----------------------------------------------------------------------
def reveal(t: FootballTables, state: FootballState, events: list[Event]) -> FootballState:
    off, dfn = state.offense, state.defender
    oc, dc = state.calls[off], state.calls[dfn]
    assert oc is not None and dc is not None
    oplay = t.off[oc.card].play(oc.end)
    dcard = t.dfn[dc.card].end(dc.end)       # the formation on the end touching the board (R5)
    events.append(Event("reveal", f"Reveal: {state.names[off]} {oplay.label} against {state.names[dfn]} "
                        f"{dcard.label}.", {"offense": oc.card, "end": oc.end, "defense": dc.card,
                                            "defense_end": dc.end}, irreversible=True))
    state = replace(state, revealed=True)
    if restricted(oplay.type, state.ball):
        return penalties.restricted_play(t, state, oplay.type, events)
    kind = oplay.kind
    strength = oplay.strength
    if dcard.prevent:
        strength = (strength + 1) // 2
        events.append(Event("prevent", f"Prevent defense halves the play to {strength}.", {"strength": strength}))
    defense = dcard.strength(kind)
    if oplay.type in dcard.loses_to:
        side, base = "offense", max(1, strength - defense)
        events.append(Event("breakaway", f"{PLAY_LABELS[oplay.type]} beats {dcard.name}: OFFENSE BREAKAWAY "
                            f"(matchup {base}).", {"side": side, "base": base}))
    elif oplay.type in dcard.wins_vs:
        side, base = "defense", 0
        events.append(Event("breakaway", f"{dcard.name} stops {PLAY_LABELS[oplay.type]}: DEFENSE BREAKAWAY.",
                            {"side": side, "base": base}))
    else:
        side = ""
        floor = 1 if oplay.type in MINIMUM_GAIN_TYPES else 0
        base = max(floor, strength - defense)
        events.append(Event("matchup", f"Strength {strength} against {defense}: {base} line"
                            f"{'' if base == 1 else 's'} before the Game Day card.", {"base": base}))
    if side:
        creator = off if side == "offense" else dfn
        if state.flags[creator] == 0 and state.score[creator] <= state.score[1 - creator]:
            state = replace(state, flags=_set(state.flags, creator, 1))
            events.append(Event("flag-earned", f"{state.names[creator]} earns back a challenge flag.",
                                {"seat": creator}))
    state, card = draw(state, events)
    state = replace(state, play=Play(play_type=oplay.type, kind=kind, strength=strength, defense=defense,
                                     low_pct=oplay.low_percentage, breakaway=side, base=base, card=card))
    gd = t.gd[card]
    events.append(Event("game-day", f"Game Day card {card}: {gd.event.label}; offense breakaway "
                        f"{gd.offense_breakaway}, defense breakaway {gd.defense_breakaway}.",
                        {"card": card}, irreversible=True))
    if side:
        return replace(state, phase=MODIFIER, decider=off if side == "offense" else dfn)
    matches = gd.event.kind == kind
    if matches and (state.flags[off] or state.flags[dfn]):
        asker = off if state.flags[off] else dfn
        return replace(state, phase=CHALLENGE, decider=asker, play=replace(state.play, asker=asker))
    return resolve(t, state, matches, events)


def _event(t: FootballTables, state: FootballState) -> PlayEvent:
    return t.gd[state.play.card].event


# ----- challenge flags -----------------------------------------------------------------
def challenge(t: FootballTables, state: FootballState, seat: int, spend: bool, events: list[Event]
              ) -> FootballState:
    if spend:
        state = replace(state, flags=_set(state.flags, seat, 0))
        events.append(Event("challenge", f"{state.names[seat]} throws the challenge flag: the play event is "
                            "ignored.", {"seat": seat}))
        return resolve(t, state, False, events)
    events.append(Event("no-challenge", f"{state.names[seat]} lets the play event stand.", {"seat": seat}))
    if seat == state.offense and state.flags[state.defender]:
        return replace(state, decider=state.defender, play=replace(state.play, asker=state.defender))
    return resolve(t, state, True, events)


# ----- resolving a normal play -----------------------------------------------------------
def resolve(t: FootballTables, state: FootballState, use_event: bool, events: list[Event]) -> FootballState:
    """A play without a breakaway: the matchup plus the play event when it matches."""
    p = state.play
    e = _event(t, state) if use_event and _event(t, state).kind == p.kind else None
    if p.low_pct:
        complete = e is not None and e.effect == "gain" and e.color == "green"
        if not complete:
            if e is not None and e.effect == "interception":
                return turnover(t, state, "interception", state.ball, events)
            if e is not None and e.effect == "penalty":
                return _penalty(t, state, e, events)
            events.append(Event("incomplete", "Low-percentage pass without green help: INCOMPLETE.", {}))
            return finish(t, state, 0, events, incomplete=True)
        events.append(Event("complete", "Green text: the low-percentage pass is complete.", {}))
    if e is None:
        return finish(t, state, p.base, events)
    return _apply_event(t, state, e, p.base, events)


def _apply_event(t: FootballTables, state: FootballState, e: PlayEvent, base: int, events: list[Event]
                 ) -> FootballState:
    if e.effect == "gain":
        events.append(Event("modifier", f"Play event {e.value:+d}: result {base + e.value:+d}.", {}))
        return finish(t, state, base + e.value, events)
    if e.effect == "fumble":
        return turnover(t, state, "fumble", state.ball, events)
    if e.effect == "interception":
        return turnover(t, state, "interception", state.ball + base, events)
    return _penalty(t, state, e, events)


def _penalty(t: FootballTables, state: FootballState, e: PlayEvent, events: list[Event]) -> FootballState:
    pen = e.penalty
    assert pen is not None
    if not pen.declinable:
        return penalties.enforce(t, state, pen, events)
    decider = penalties.fouled_team(state, pen)
    events.append(Event("flag-on-play", f"Flag on the play: {pen.name} on the {pen.on}. "
                        f"{state.names[decider]} accepts or declines.", {"name": pen.name}))
    return penalties.offer(state, pen)


def penalty_choice(t: FootballTables, state: FootballState, accept: bool, events: list[Event]) -> FootballState:
    pen = _event(t, state).penalty
    assert pen is not None
    if accept:
        return penalties.enforce(t, state, pen, events)
    events.append(Event("declined", f"{state.names[state.decider]} declines the penalty.", {}))
    p = state.play
    if p.breakaway == "offense":
        return _offense_breakaway_on(t, state, p.base, events)
    if p.breakaway == "defense":
        return finish(t, state, 0, events, incomplete=p.kind == "pass")
    return resolve(t, state, False, events)


# ----- breakaways ----------------------------------------------------------------------
def modifier(t: FootballTables, state: FootballState, use_event: bool, events: list[Event]) -> FootballState:
    p = state.play
    gd = t.gd[p.card]
    e = gd.event if gd.event.kind == p.kind else None
    who = state.names[state.decider]
    if p.breakaway == "offense":
        if use_event:
            events.append(Event("choose-event", f"{who} takes the play event"
                                + ("" if e else " (it does not match: no modifier)") + ".", {}))
            if e is None:
                return _offense_breakaway_on(t, state, p.base, events)
            if e.effect == "gain":
                return _offense_breakaway_on(t, state, p.base + e.value, events)
            if e.effect == "fumble":       # at the ball marker, as every fumble (Turnovers)
                return turnover(t, state, "fumble", state.ball, events)
            if e.effect == "interception":     # where the pass got to (Turnovers; ruling R17)
                return turnover(t, state, "interception", state.ball + p.base, events)
            return _penalty(t, state, e, events)
        value = gd.offense_breakaway
        events.append(Event("choose-corner", f"{who} takes the breakaway value {value}.", {}))
        if value == "TD":
            return finish(t, state, GOAL - state.ball, events)
        if value == "F":
            return turnover(t, state, "fumble", state.ball, events)
        if value == 0:
            return finish(t, state, p.base, events)
        return _offense_breakaway_on(t, state, p.base + value, events)
    # defense breakaway: the chosen value is the result
    if use_event:
        events.append(Event("choose-event", f"{who} takes the play event"
                            + ("" if e else " (it does not match: no gain)") + ".", {}))
        if e is None:
            return finish(t, state, 0, events, incomplete=p.kind == "pass")
        if e.effect == "gain":
            if p.low_pct and e.color != "green":
                return finish(t, state, 0, events, incomplete=True)
            return finish(t, state, e.value, events, incomplete=p.kind == "pass" and e.value == 0)
        if e.effect == "fumble":
            return turnover(t, state, "fumble", state.ball, events)
        if e.effect == "interception":
            return turnover(t, state, "interception", state.ball, events)
        return _penalty(t, state, e, events)
    value = gd.defense_breakaway
    events.append(Event("choose-corner", f"{who} takes the defense breakaway value {value}.", {}))
    if value == "TO":
        return turnover(t, state, "fumble" if p.kind == "run" else "interception", state.ball, events)
    return finish(t, state, value, events, incomplete=p.kind == "pass" and value == 0)


def _offense_breakaway_on(t: FootballTables, state: FootballState, gain: int, events: list[Event]
                          ) -> FootballState:
    """Keep drawing breakaway values after the first card until a tackle, fumble or touchdown. A
    fumble is at the ball marker, which has not moved yet: the big play's lines are lost (Turnovers,
    ruling R13)."""
    state, outcome, spot = kicking.breakaway_run(t, state, state.ball + gain, events)
    if outcome == "fumble":
        return turnover(t, state, "fumble", state.ball, events)
    return finish(t, state, spot - state.ball, events)


# ----- ending a play -------------------------------------------------------------------
def _offense_card_fate(state: FootballState, incomplete: bool) -> str:
    if state.two_point:
        return "return"
    if (incomplete and state.option("late_half_incompletions") and state.quarter in (2, 4, 5)
            and len(state.hands[state.offense]) + 1 <= 5):
        return "return"
    return "discard"


def finish(t: FootballTables, state: FootballState, gain: int, events: list[Event],
           incomplete: bool = False) -> FootballState:
    fate = _offense_card_fate(state, incomplete)
    if fate == "return" and incomplete and not state.two_point and state.calls[state.offense] is not None:
        events.append(Event("late-incompletion", "Late in the half: the incomplete pass does not use a card.", {}))
    state = clock.clear_calls(t, state, fate)
    new = state.ball + gain
    if state.two_point:
        return kicking.two_point_result(t, state, new >= GOAL, events)
    if gain and not incomplete:
        events.append(Event("result", f"The play {'gains' if gain > 0 else 'loses'} {abs(gain)} line"
                            f"{'' if abs(gain) == 1 else 's'}.", {"gain": gain}))
    elif not incomplete:
        events.append(Event("result", "No gain on the play.", {"gain": 0}))
    if new >= GOAL:
        return kicking.touchdown(t, state, state.offense, events)
    if new <= 0:
        return kicking.safety(t, replace(state, ball=0), events)
    return clock.advance(t, state, new, events)


def turnover(t: FootballTables, state: FootballState, how: str, spot: int, events: list[Event]
             ) -> FootballState:
    state = clock.clear_calls(t, state, "return" if state.two_point else "discard")
    names = state.names
    if state.two_point:
        events.append(Event(how, f"{'Fumble' if how == 'fumble' else 'Interception'} on the try.", {}))
        return kicking.two_point_result(t, state, False, events)
    spot = max(1, spot)
    if how == "interception" and spot >= GOAL:
        events.append(Event("interception", f"INTERCEPTED in the end zone by {names[state.defender]}: "
                            "touchback, ball at their 20.", {}))
        return clock.change_possession(t, state, 4, events)
    spot = min(spot, GOAL - 1)
    word = "FUMBLE" if how == "fumble" else "INTERCEPTED"
    events.append(Event(how, f"{word}! {names[state.defender]} takes over at {spot_text(GOAL - spot)}.",
                        {"spot": spot}))
    return clock.change_possession(t, state, GOAL - spot, events)


# ----- Hail Mary and QB kneel -----------------------------------------------------------
def hail_mary(t: FootballTables, state: FootballState, events: list[Event]) -> FootballState:
    """Hail Mary (ruling R24): one Game Day card, read at its field-goal value."""
    state, card = draw(state, events)
    value = t.gd[card].field_goal
    result = hail_mary_result(value)
    events.append(Event("game-day", f"Game Day card {card}: field goal value {value}, Hail Mary {result}.",
                        {"card": card}, irreversible=True))
    if result == "complete":
        spot = state.ball + 10
        events.append(Event("hail-mary", "HAIL MARY COMPLETE: ten lines and a breakaway!", {"result": result}))
        state = replace(state, play=Play(special="hail_mary", card=card))
        state, outcome, spot = kicking.breakaway_run(t, state, spot, events)
        state = replace(state, play=None)
        if outcome == "fumble":                  # at the ball marker (Turnovers, ruling R13)
            return turnover(t, state, "fumble", state.ball, events)
        return finish(t, state, spot - state.ball, events)
    if result == "interception":
        events.append(Event("hail-mary", f"Hail Mary INTERCEPTED and returned for a touchdown by "
                            f"{state.names[state.defender]}!", {"result": result}))
        return kicking.touchdown(t, replace(state, play=None), state.defender, events)
    events.append(Event("hail-mary", "The Hail Mary falls incomplete.", {"result": result}))
    return finish(t, replace(state, play=None), 0, events, incomplete=True)


def kneel(t: FootballTables, state: FootballState, events: list[Event]) -> FootballState:
    events.append(Event("kneel", f"{state.names[state.offense]} takes a knee: back one line, no Game Day card.", {}))
    return finish(t, replace(state, play=None), -1, events)
