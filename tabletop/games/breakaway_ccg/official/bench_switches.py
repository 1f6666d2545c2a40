"""Switches with the bench (Part 2: Stoppage, Bench Swaps; Substitution): the ones allowed now."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.official.citations import SETUP, STOPPAGE_R, rule
from tabletop.games.breakaway_ccg.state import CcgState
from tabletop.games.breakaway_ccg.tables import Tables


def bench_switch_actions(t: Tables, state: CcgState, seat: int) -> list[Action]:
    """The bench switches ``_switch_verdict`` allows, built directly. A switch is a frozen value,
    so each (seat, hand card, bench card) is made once and shared by every position offering it."""
    bench = state.benches[seat]
    names = [t.name[c] for c in bench]
    owner, player, name = t.owner, t.player, t.name
    made = _made
    out = []
    for card in state.hands[seat]:
        if owner[card] != seat or not player[card]:
            continue
        own_name = name[card]
        clash = names.count(own_name)
        for i, back in enumerate(bench):
            if clash - (names[i] == own_name) == 0:
                action = made.get((seat, card, back))
                if action is None:
                    if len(made) >= MAX_KEPT:
                        made.clear()
                    action = made[seat, card, back] = Action(seat, "switch", (card, back))
                out.append(action)
    return out


#: Switches made, at most this many kept (a game uses a few hundred).
MAX_KEPT = 20_000
_made: dict[tuple[int, str, str], Action] = {}


def switch_verdict(t: Tables, state: CcgState, seat: int, args: tuple) -> Verdict:
    out, back = args
    if out not in state.hands[seat]:
        return refuse("not-in-hand", f"{t.label[out]} is not in your hand.", rule(STOPPAGE_R))
    if back not in state.benches[seat]:
        return refuse("not-on-bench", f"{t.label[back]} is not on your bench.", rule(STOPPAGE_R))
    if t.owner[out] != seat:
        return refuse("bench-own-cards", "Only your own team's cards go on your bench.", rule(SETUP))
    if not t.player[out]:
        return refuse("bench-players-only", f"Only Player cards go on the bench; {t.label[out]} is not one.",
                      rule(SETUP))
    if any(t.name[c] == t.name[out] for c in state.benches[seat] if c != back):
        return refuse("bench-different", f"The bench holds five different cards, and {t.a_name[out]} is already "
                                         "on it.", rule(SETUP))
    return ALLOWED
