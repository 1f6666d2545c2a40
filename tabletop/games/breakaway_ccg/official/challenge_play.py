"""Challenges as the players make them (Part 2, Challenges): the bench step and the side of the dot
before a face-off, choosing and revealing the challenge cards, declining, and starting a Grind,
Dump In or Dump Out.
"""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import penalties as pen
from tabletop.games.breakaway_ccg.official import power_play
from tabletop.games.breakaway_ccg.official.abilities import bronze_faceoff
from tabletop.games.breakaway_ccg.official.challenges import Challenge
from tabletop.games.breakaway_ccg.official.line_changes import end_line_change
from tabletop.games.breakaway_ccg.official.sequence import (
    after_bench,
    open_challenge,
    settle_challenge,
    start_faceoff,
)
from tabletop.games.breakaway_ccg.piles import discard_cards, private_event
from tabletop.games.breakaway_ccg.specials import windows
from tabletop.games.breakaway_ccg.state import START, CcgState, pair
from tabletop.games.breakaway_ccg.tables import Tables


def bench_done(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    events.append(Event("bench-done", f"{state.names[seat]} is done with the bench.", {"seat": seat}))
    if state.phase == START:          # the line change's one switch is over: the turn is skipped
        return end_line_change(t, state, events)
    return after_bench(t, evolve(state, ready=pair(state.ready, seat, True)), events)


def choose_side(t: Tables, state: CcgState, seat: int, dot: str, events: list[Event]) -> CcgState:
    events.append(Event("faceoff-side", f"{state.names[seat]} chooses the face-off circle in "
                                        f"{t.area_name[dot]}.", {"seat": seat, "dot": dot}))
    return start_faceoff(t, state, dot, events)


def pick(t: Tables, state: CcgState, seat: int, card: str, events: list[Event]) -> CcgState:
    hand = tuple(c for c in state.hands[seat] if c != card)
    state = evolve(state, hands=pair(state.hands, seat, hand), picks=pair(state.picks, seat, card),
                   extras=pair(state.extras, seat, tuple(c for c in state.extras[seat] if c != card)))
    events.append(Event("challenge-down", f"{state.names[seat]} lays a challenge card face down.", {"seat": seat}))
    events.append(private_event(seat, "challenge-own", f"You lay {t.label[card]} face down.", {"seat": seat,
                                                                                           "card": card}))
    c = state.challenge
    if c.declined and seat == c.initiator:
        return settle_challenge(t, state, c.initiator, card, events, uncontested=True)
    if state.picks[0] is None or state.picks[1] is None:
        return state
    return _reveal(t, state, events)


def decline(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    c = state.challenge
    events.append(Event("decline", f"{state.names[seat]} declines the {ch.NAMES[c.kind]}: "
                                   f"{state.names[c.initiator]} wins it uncontested.", {"seat": seat}))
    state = evolve(state, challenge=evolve(c, declined=True))
    card = state.picks[c.initiator]
    if card is None:
        return state          # the initiator lays a card, then wins with it
    return settle_challenge(t, state, c.initiator, card, events, uncontested=True)


def _reveal(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    c = state.challenge
    picks = (state.picks[0], state.picks[1])
    names = state.names
    events.append(Event("challenge-reveal", f"{ch.NAMES[c.kind]}: {names[0]} shows {t.label[picks[0]]}, "
                                            f"{names[1]} shows {t.label[picks[1]]}.",
                        {"cards": picks, "kind": c.kind}, irreversible=True))
    state = evolve(state, last_reveal=picks)
    strengths = None
    if power_play.strengths_differ(state):
        strengths = (power_play.strength(t, state, picks[0], 0, challenge=True),
                     power_play.strength(t, state, picks[1], 1, challenge=True))
    winner = None
    if t.special_rules[picks[0]] or t.special_rules[picks[1]]:      # Final Say
        winner = windows.challenge_winner(t, state, c.kind, picks, events)
    if winner is None and c.kind == ch.FACEOFF and (t.bronze[picks[0]] or t.bronze[picks[1]]
                                                    or power_play.strengths_differ(state)):
        winner = bronze_faceoff(t, state, picks, events)
    if winner is None:
        winner = ch.winner_of(t, c, picks, strengths)
    if winner is not None:
        return settle_challenge(t, state, winner, picks[winner], events, uncontested=False)
    # A tied face-off: fault, a disqualification, and a redo with new cards (Face-offs: Tie).
    fault = ch.at_fault(t.card[picks[0]].suits, t.card[picks[1]].suits)
    state = evolve(state, discards=discard_cards(t, state.discards, picks), picks=(None, None))
    if fault is None:
        events.append(Event("faceoff-redo", "A tie and nobody at fault: the face-off is taken again.", {}))
        return open_challenge(t, state, c, events)
    faults = pair(c.faults, fault, c.faults[fault] + 1)
    if faults[fault] >= 2:
        events.append(Event("faceoff-penalty", f"{names[fault]} is at fault a second time in this face-off: a "
                                               f"2-minute penalty, and {names[1 - fault]} wins the face-off.",
                            {"seat": fault}))
        state = pen.call(state, fault, "Delay of Game", "Disqualified twice in one face-off", events)
        state = evolve(state, challenge=evolve(c, faults=faults))
        return settle_challenge(t, state, 1 - fault, None, events, uncontested=False)
    events.append(Event("faceoff-fault", f"A tie: {names[fault]} is at fault by the suits and is disqualified "
                                         "once; the face-off is taken again.", {"seat": fault}))
    return open_challenge(t, state, evolve(c, faults=faults), events)


def dump(t: Tables, state: CcgState, kind: str, target: str, events: list[Event]) -> CcgState:
    """Start a Dump In (to an offensive-zone area) or a Dump Out (to the closest area 9)."""
    seat = state.turn
    origin = state.puck
    if kind == ch.DUMP_OUT:
        target = "nw9" if seat == 0 else "ne9"
    events.append(Event("dump", f"{state.names[seat]} starts a {ch.NAMES[kind]}: the puck goes to "
                                f"{t.area_name[target]}.", {"seat": seat, "kind": kind, "target": target,
                                                            "special": "dump-in"}))
    if pen.in_own_corner(t, state, seat):
        state = pen.call(state, seat, "Delay of Game", "A dump started from behind the net", events)
    state = evolve(state, special_used=True, puck=target)
    return open_challenge(t, state, Challenge(kind, seat, origin, target), events)


def grind(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    seat = state.turn
    events.append(Event("grind", f"{state.names[seat]} starts a Grind Challenge.", {"seat": seat}))
    if pen.in_own_corner(t, state, seat):
        state = pen.call(state, seat, "Delay of Game", "A Grind started from behind the net", events)
    top = state.play[-1]
    used = ("grind", "yellow") if "yellow" in t.colors[top] else ("grind",)     # O73: Yellow is the Grind
    state = evolve(state, colors_used=state.colors_used + used, ability_used=True)
    return open_challenge(t, state, Challenge(ch.GRIND, seat, state.puck, state.puck), events)
