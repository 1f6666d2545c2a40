"""The paths the puck takes when a card moves it, kept as ``Effect("path", ...)`` so that Intercept and
Green can act on the opponent's last card (Part 2, Actions and Abilities; rulings O60-O70).
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.official import basics
from tabletop.games.breakaway_ccg.state import CcgState
from tabletop.games.breakaway_ccg.tables import Tables


# ----- puck paths ---------------------------------------------------------------------------------
def path_of(state: CcgState, card: str) -> tuple[str, ...]:
    """The areas the puck passed through because of ``card``, first to last (empty: it did not move)."""
    for e in state.effects:
        if e.card == card and e.kind == "path":
            return tuple(e.detail.rstrip("!").split(">"))
    return ()


def record_path(state: CcgState, seat: int, steps: tuple[str, ...], by_action: bool = True) -> CcgState:
    """The card in play moved the puck along ``steps`` (start first). Only the paths of the card in
    play and of the card beneath it are kept (Intercept and Green look no further back)."""
    top = state.play[-1] if state.play else ""
    below = state.play[-2] if len(state.play) > 1 else ""
    old = path_of(state, top)
    whole = old + steps[1:] if old and old[-1] == steps[0] else steps
    kept = tuple(e for e in state.effects if not (e.kind == "path" and e.card != below))
    flag = "!" if by_action or action_moved(state) else ""
    return evolve(state, effects=kept + (basics.Effect("path", seat, "stoppage", ">".join(whole) + flag, top),))


def action_moved(state: CcgState) -> bool:
    """An action of the card in play has moved the puck this turn (Abilities: Orange)."""
    if not state.effects or not state.play:
        return False
    top = state.play[-1]
    return any(e.card == top and e.kind == "path" and e.detail.endswith("!") for e in state.effects)


def opponent_path(t: Tables, state: CcgState, seat: int) -> tuple[str, ...]:
    """How the opponent's last card, the one beneath the card in play, moved the puck (O63)."""
    if len(state.play) < 2 or not state.effects:
        return ()
    below = state.play[-2]
    for e in state.effects:
        if e.card == below and e.kind == "path" and e.seat != seat:
            return tuple(e.detail.rstrip("!").split(">"))
    return ()


def two_steps(t: Tables, area: str) -> dict[str, str]:
    """Areas one or two arrows from ``area`` (not ``area`` itself), each with the area passed on the
    way. The rink's, worked out once per area (callers only read it)."""
    kept = t.__dict__.get("two_steps")
    if kept is None:
        kept = t.__dict__["two_steps"] = {}
    out = kept.get(area)
    if out is None:
        out = kept[area] = _two_steps(t, area)
    return out


def _two_steps(t: Tables, area: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for a in t.arrows[area]:
        out.setdefault(a, "")
    for a in t.arrows[area]:
        for b in t.arrows[a]:
            if b != area and b not in out:
                out[b] = a
    return out


@lru_cache(maxsize=1024)
def shortest_path(t: Tables, start: str, end: str) -> tuple[str, ...]:
    """The areas along the arrows from ``start`` to ``end`` by the fewest moves (the first found in
    the rink's order on a tie): the path an Icing's long clearance is taken to travel (O63)."""
    came: dict[str, str] = {start: ""}
    frontier = [start]
    while frontier and end not in came:
        nxt = []
        for a in frontier:
            for b in t.arrows[a]:
                if b not in came:
                    came[b] = a
                    nxt.append(b)
        frontier = nxt
    if end not in came:
        return (start, end)
    path = [end]
    while path[-1] != start:
        path.append(came[path[-1]])
    return tuple(reversed(path))


@lru_cache(maxsize=1024)
def along_the_boards(t: Tables, start: str, n: int) -> tuple[str, ...]:
    """Cycle's Move along the boards (Part 3: Cycle): the path, start first, from ``start`` to the
    area numbered ``n`` in the same zone, through board areas only (those on the rink grid's outer
    edge), each step along an arrow to a neighbouring board area (never across the ice), by the
    fewest moves; empty when there is none."""
    rink = t.rink
    last_column = max(a.position[0] for a in rink.by_id.values())
    last_row = max(a.position[1] for a in rink.by_id.values())

    def board(a: str) -> bool:
        column, row = rink.by_id[a].position
        return row in (0, last_row) or column in (0, last_column)

    def beside(a: str, b: str) -> bool:         # neighbours on the grid: not across the ice
        (c1, r1), (c2, r2) = rink.by_id[a].position, rink.by_id[b].position
        return abs(c1 - c2) <= 1 and abs(r1 - r2) <= 1

    zone = rink.zone(start, 0)
    if not board(start):
        return ()
    came: dict[str, str] = {start: ""}
    frontier = [start]
    while frontier:
        nxt = []
        for a in frontier:
            for b in t.arrows[a]:
                if b not in came and board(b) and rink.zone(b, 0) == zone and beside(a, b):
                    came[b] = a
                    nxt.append(b)
        frontier = nxt
    end = next((a for a in came if a != start and rink.by_id[a].number == n), None)
    if end is None:
        return ()
    path = [end]
    while path[-1] != start:
        path.append(came[path[-1]])
    return tuple(reversed(path))


def toward_own_net(t: Tables, state: CcgState, seat: int) -> tuple[str, ...]:
    """Punch's areas: one arrow from the puck and nearer the user's own net; where none is, the
    puck stays (O64)."""
    kept = t.__dict__.get("toward_own_net")
    if kept is None:
        kept = t.__dict__["toward_own_net"] = {}
    out = kept.get((state.puck, seat))
    if out is None:
        here = t.rink.forward(state.puck, seat)
        back = tuple(a for a in t.arrows[state.puck] if t.rink.forward(a, seat) < here)
        out = kept[state.puck, seat] = back or (state.puck,)
    return out
