"""Beginner mode (Part 1) as one unit: set-up, the legal actions, refusals, and applying an action.

``rules.BreakawayCcg`` looks the mode up in ``MODES`` by the state's ``mode`` option, so the
official rules (Part 2) can arrive as a second module with the same four functions, over the
same card data, rink, lookups and state, without touching this one.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event
from tabletop.games.breakaway_ccg import piles
from tabletop.games.breakaway_ccg.beginner import flow
from tabletop.games.breakaway_ccg.beginner import sampling as beginner_sampling
from tabletop.games.breakaway_ccg.beginner.flow import save_owed
from tabletop.games.breakaway_ccg.beginner.legality import legal_actions, validate
from tabletop.games.breakaway_ccg.citations import TURNS, rule
from tabletop.games.breakaway_ccg.state import FACEOFF, PLAY, SAVE, SCORE, SHOT_CARD, USE, CcgState
from tabletop.games.breakaway_ccg.tables import Tables

set_up = flow.set_up
determinize = beginner_sampling.determinize
RULES_NAME = "Beginner rules"
#: Where a refusal of another mode's action points: the Part 1 turn.
RULES_CITATION = rule(TURNS)
#: The action kinds of this mode (``rules.KINDS`` holds every mode's).
ACTION_KINDS = frozenset(("switch", "keep", "faceoff", "play", "concede", "ability", "move", "shoot", "score",
                          "save", "body-check", "end"))

__all__ = ["action_space", "apply_action", "describe", "determinize", "legal_actions", "pending", "set_up", "validate"]


def apply_action(t: Tables, state: CcgState, action: Action) -> tuple[CcgState, list[Event]]:
    """Apply an action ``validate`` accepted."""
    kind, args, seat = action.kind, action.args, action.seat
    events: list[Event] = []
    if kind == "play":
        state = flow.play_card(t, state, seat, args[0], events)
    elif kind == "ability":
        state = flow.ability(t, state, args[0], args[1], events)
    elif kind == "move":
        state = flow.move(t, state, args[0], events)
    elif kind == "end":
        state = flow.end_use(t, state, events)
    elif kind == "shoot":
        state = flow.shoot(t, state, events)
    elif kind == "score":
        state = flow.score(t, state, events)
    elif kind == "save":
        state = flow.save(t, state, events)
    elif kind == "body-check":
        state = flow.body_check(t, state, events)
    elif kind == "concede":
        state = flow.concede(t, state, events)
    elif kind == "switch":
        state = piles.swap(t, state, seat, args[0], args[1], events)
    elif kind == "keep":
        state = flow.ready(state, seat, events)
    else:  # faceoff
        state = flow.pick(t, state, seat, args[0], events)
    return state, events


@lru_cache(maxsize=256)
def _decision(seat: int, kind: str, prompt: str, optional: bool = False, secret: bool = False) -> Decision:
    """A pending decision; they are immutable values with fixed prompts, so each is made once."""
    return Decision(seat, kind, prompt, optional=optional, secret=secret)


def pending(t: Tables, state: CcgState) -> tuple[Decision, ...]:
    """What Beginner mode waits for."""
    phase = state.phase
    decide = _decision
    if phase == PLAY:
        seat = state.turn
        if state.stage == SHOT_CARD:
            return (decide(seat, "shot-card", "Play the Shot Card: your next card faces the shot."),)
        if state.stage == SAVE:
            return (decide(seat, "save-chance", "A score attempt! Play a card that can Save, or let the "
                                                  "goal stand."),)
        if state.stage == SCORE:
            return (decide(seat, "play", "Play a card on the Shot Card: with Score you try to score."),)
        return (decide(seat, "play", "Play a card onto the play area."),)
    if phase == USE:
        if save_owed(state):
            return (decide(state.turn, "use", "Use the Save (the card's ability first, if you like)."),)
        if state.turn == state.shot and state.action_used and state.stage == SHOT_CARD:
            return (decide(state.turn, "use", "Shot taken: use the card's ability, or end your turn.",
                             optional=True),)
        if state.turn == state.shot and state.action_used and state.stage == SAVE:
            return (decide(state.turn, "use", "Score attempt made: use the card's ability, or end your "
                                                "turn.", optional=True),)
        return (decide(state.turn, "use", "Use the card: one ability, one action, or end your turn.",
                         optional=True),)
    if phase == FACEOFF:
        out = []
        for seat in (0, 1):
            if not state.ready[seat]:
                out.append(decide(seat, "bench", "Before the face-off: switch up to two cards with your "
                                                   "bench, or keep your cards.", optional=True))
            elif state.picks[seat] is None:
                out.append(decide(seat, "faceoff", "Face-off: choose a card, face down.", secret=True))
        return tuple(out)
    return ()


def describe(t: Tables, state: CcgState, action: Action) -> str | None:
    """Beginner mode has no words of its own beyond the shared ones."""
    return None


#: Beginner kinds that take no argument (for the action space).
NO_ARGS = ("keep", "concede", "shoot", "score", "save", "body-check", "end")


def action_space(t: Tables, state: CcgState) -> Iterator[Action]:
    """Well-formed actions of every kind for both seats, legal or not: every legal action and,
    around it, the near misses a player could try — cards from the bench, the discard pile,
    the play area and the deck, areas the puck cannot reach, colors the card does not have.
    (Every card copy times every kind would be some 600 actions a position, almost all of them
    refused for the same reason.)"""
    top = state.play[-1] if state.play else None
    puck = state.puck
    reach = t.arrows[puck]
    areas = (*reach, puck, *(a for a in (t.rink.center, t.areas[0], t.areas[-1]) if a not in reach and a != puck))
    for seat in (0, 1):
        hand, bench = state.hands[seat], state.benches[seat]
        mine = [c for c in state.play[-3:] if t.owner[c] == seat]
        cards = (*hand, *bench[:1], *state.discards[seat][-1:], *state.decks[seat][:1], *mine,
                 *(c for c in state.picks if c is not None and t.owner[c] == seat))
        for card in cards:
            yield Action(seat, "play", (card,))
            yield Action(seat, "faceoff", (card,))
        for out in hand:
            for back in bench:
                yield Action(seat, "switch", (out, back))
        if hand and bench:
            yield Action(seat, "switch", (bench[0], hand[0]))
        colors = t.colors[top] if top else ()
        for color in colors:
            for area in t.areas:
                yield Action(seat, "ability", (color, area))
        for area in areas:
            yield Action(seat, "ability", ("purple" if "purple" not in colors else "blue", area))
            yield Action(seat, "move", (area,))
        for kind in NO_ARGS:
            yield Action(seat, kind)
