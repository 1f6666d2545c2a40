"""Breakaway: CCG, the Line Change of Part 2 "Phases of a Turn", Phase 1: draw up to five, one switch with
the bench, the rest of the turn skipped; from the defensive zone it costs a passing bonus (ruling
O16)."""

from __future__ import annotations

from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.official_flow import Effect
from tabletop.games.breakaway_ccg.state import START, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    CAP0,
    GOAL0,
    K0,
    R0,
    R0S,
    SNIPE0,
    kinds,
    log,
    r,
    run,
)
from tests.games.breakaway_ccg.support import official

LC_DECK = (CAP0, SNIPE0, GOAL0, R0S, r(0, "enforcer-1-helmet"))
LC_EFFECTS = (
    Effect("icing-hand", 0, "stoppage"),
    Effect("x", 1, "line-change"),
    Effect("icing-hand", 1, "stoppage"),
    Effect("k", 0, "game"),
)


def test_a_line_change_fills_to_five_then_one_switch_ends_the_turn():
    """Phase 1: Line Change (O16): draw up to five, one switch, the turn is over; from the defensive zone
    the opponent gains +1; it ends the Icing hand limit and line-change effects (O8)."""
    state = official(
        hands=((R0,), (K0,)),
        phase=START,
        puck="w3",
        control=1,
        bonus=(0, 1),
        decks=(LC_DECK, None),
        effects=LC_EFFECTS,
    )
    new, events = run(fl.line_change, state, 0)
    assert log(events)[:3] == [
        (
            "line-change-bonus",
            "Player 1 changes lines in the defensive zone: Player 2's passing bonus rises to +2.",
            {"seat": 0},
        ),
        ("line-change", "Player 1 changes lines.", {"seat": 0}),
        ("draw", "Player 1 draws 4 cards.", {"seat": 0, "count": 4}),
    ]
    assert new.bonus == (0, 2) and new.effects == (LC_EFFECTS[2], LC_EFFECTS[3])
    assert new.hands[0] == (R0,) + LC_DECK[:4] and new.phase == START
    assert new.placing == (0, "line-change", ()) and new.ready == (False, True) and new.swaps == (0, 0)
    bench = new.benches[0][0]
    done, events = run(fl.line_swap, new, 0, R0, bench)
    assert done.turn == 1 and done.placing is None and done.ready == (False, False) and bench in done.hands[0]
    swapped, _ = run(fl.line_change, evolve(state, swaps=(2, 2)), 0)
    assert swapped.swaps == (0, 2)
    east = official(hands=((R0,), (K0,)), phase=START, puck="e3", control=0, bonus=(1, 0), turn=1)
    theirs, events = run(fl.line_change, east, 1)
    assert theirs.bonus == (2, 0) and log(events)[0][1] == (
        "Player 2 changes lines in the defensive zone: Player 1's passing bonus rises to +2."
    )
    back, _ = run(fl.line_swap, theirs, 1, K0, theirs.benches[1][0])
    assert back.turn == 0 and back.phase == START
    neutral, events = run(fl.line_change, evolve(state, puck="c9"), 0)
    assert neutral.bonus == (0, 1) and "line-change-bonus" not in kinds(events)
    benchless, _ = run(fl.line_change, evolve(state, benches=((), state.benches[1])), 0)
    assert benchless.turn == 1 and benchless.placing is None
    finished, events = run(fl.bench_done, evolve(new, phase=START), 0)
    assert finished.turn == 1 and kinds(events)[0] == "bench-done"
    _empty_other, events = run(fl.bench_done, evolve(new, phase=START, hands=(new.hands[0], ())), 0)
    assert kinds(events)[:2] == ["bench-done", "empty-hand"]
