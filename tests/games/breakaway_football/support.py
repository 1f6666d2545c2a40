"""Shared helpers for the Breakaway Football scenario tests (not a test module itself).

Positions are built with ``dataclasses.replace`` on a new game; the Game Day deck is stacked
by putting chosen cards on top (every other card follows, so no card is lost). Every move
goes through the checked ``apply``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from tabletop.engine.actions import Action
from tabletop.games import registry
from tabletop.games.breakaway_football.field import next_target
from tabletop.games.breakaway_football.state import CALL, FootballState

GAME = registry().get("breakaway-football")
CARDS = GAME.cards


# Lightning plays (card, end on the board) and Fire formations the scenario files share.
LP8_LOW = ("LIG-O01", "a")      # Long Pass 8, low percentage
LP6 = ("LIG-O03", "a")          # Long Pass 6
IR2 = ("LIG-O02", "b")          # Inside Run 2
OR3 = ("LIG-O10", "b")          # Outside Run 3
BLITZ = "FIR-D01"               # Blitz, run 1 pass 1
TIGHT_RUN = "FIR-D05"           # Tight Run: loses to Outside Run
TWO_MAN = "FIR-D07"             # 2 Man Under: stops Long Pass
LIG, FIR = 0, 1      # default seats: home Lightning, visiting Fire


def gd(pred: Callable, exclude: tuple[str, ...] = ()) -> str:
    """The first Game Day card matching ``pred`` (and not in ``exclude``)."""
    for card in CARDS.game_day:
        if card.id not in exclude and pred(card):
            return card.id
    raise LookupError("no Game Day card matches")


def gds(pred: Callable, n: int) -> list[str]:
    out: list[str] = []
    for _ in range(n):
        out.append(gd(pred, tuple(out)))
    return out


def neutral_for(kind: str) -> Callable:
    """A card whose play event is for the other kind of play (so it does not match)."""
    other = "pass" if kind == "run" else "run"
    return lambda c: c.event.kind == other and c.event.effect == "gain"


def offense_card(team: str, play_type: str, strength: int, low: bool | None = None) -> tuple[str, str]:
    """(card id, end) of a team's offense play of that type and strength."""
    for card in CARDS.teams[team].offense:
        for end, play in zip("ab", card.plays, strict=True):
            if play.type == play_type and play.strength == strength and (low is None or play.low_percentage == low):
                return card.id, end
    raise LookupError(f"{team} has no {play_type} {strength}")


def defense_card(team: str, formation: str, run: int | None = None) -> str:
    """The id of a team's defense card with that formation (and run strength) on end "a"."""
    for card in CARDS.teams[team].defense:
        form = card.end("a")
        if form.name == formation and (run is None or form.run == run):
            return card.id
    raise LookupError(f"{team} has no {formation}")


def position(*, offense: int = LIG, ball: int = 10, down: int = 1, target: int | None = None,
             top: tuple[str, ...] | list[str] = (), score=(0, 0), quarter: int = 1, flags=(0, 0),
             timeouts=(3, 3), options=None, **changes) -> FootballState:
    """A position at the start of a down (both coaches about to call)."""
    state = GAME.new_game(0, options)
    top = tuple(top)
    rest = tuple(c for c in state.deck if c not in top)
    state = replace(state, phase=CALL, offense=offense, ball=ball, down=down,
                    target=next_target(ball) if target is None else target, deck=top + rest,
                    score=tuple(score), quarter=quarter, flags=tuple(flags), timeouts=tuple(timeouts),
                    opening_receiver=offense)
    return replace(state, **changes) if changes else state


def act(state: FootballState, seat: int, kind: str, *args):
    return GAME.apply(state, Action(seat, kind, tuple(args)))


def run_down(state: FootballState, off: tuple[str, str], dfn: str | tuple[str, str], audible: str = "keep",
             defense_audible: str = "keep"):
    """Both coaches call (a defense card given by id alone goes down end "a"), each keeps (or
    turns) its card at the audible step (Audibles: both players may audible), and the play is
    revealed. Returns the state and all the events."""
    events = []
    o, d = state.offense, 1 - state.offense
    state, ev = act(state, o, "call", *off)
    events += ev
    state, ev = act(state, d, "call", *((dfn, "a") if isinstance(dfn, str) else dfn))
    events += ev
    state, ev = act(state, o, "audible", audible)
    events += ev
    state, ev = act(state, d, "audible", defense_audible)
    events += ev
    return state, events


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def check_inventory(state: FootballState) -> None:
    assert GAME.inventory(state) == GAME.inventory(GAME.new_game(0, dict(state.options)))
