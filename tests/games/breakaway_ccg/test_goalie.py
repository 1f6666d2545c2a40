"""Breakaway: CCG, "Pull/Replace Goalie" (Part 2, General Hockey Rules): when the goalie leaves and comes
back, the two bench switches, playing as on a power play, and the Momentum Card of a losing side
(ruling O15)."""

from __future__ import annotations

from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg import penalties as pen
from tabletop.games.breakaway_ccg.official_flow import Effect, Stoppage
from tabletop.games.breakaway_ccg.state import PLAY, START, STOPPAGE, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    CAP1,
    K0,
    R0,
    R0S,
    SNIPE0,
    begin,
    kinds,
    log,
    r,
    run,
)
from tests.games.breakaway_ccg.support import T, official, official_with_discards


def test_a_goalie_pulled_earlier_leaves_at_phase_one_with_a_momentum_card_when_losing():
    """Pull/Replace Goalie (O15): out at the next Phase 1; a losing side takes a Momentum Card; two switches."""
    state = official(
        hands=((R0,), (K0,)),
        effects=(Effect("goalie-pulling", 0, "stoppage"),),
        goals=(0, 1),
        momentum=(CAP1, SNIPE0),
    )
    new, events = begin(state, 0)
    assert log(events) == [
        ("goalie-out", "Player 1's goalie leaves the net.", {"seat": 0}),
        (
            "goalie-momentum",
            "Player 1 is losing and takes a Momentum Card for the extra attacker.",
            {"seat": 0},
        ),
        ("momentum-own", "You take Captain 8 (skate) from the Momentum pile.", {"seat": 0, "card": CAP1}),
    ]
    assert events[2].audience == frozenset({0}) and events[2].irreversible
    assert new.goalie_pulled == (True, False) and new.effects == () and new.momentum == (SNIPE0,)
    assert new.hands[0] == (R0, CAP1) and new.extras[0] == (CAP1,) and new.pull_draws == (2, 0)
    assert new.placing == (0, "goalie", ()) and new.ready == (False, True) and new.swaps == (0, 0)
    other, events = begin(state, 1)
    assert "goalie-out" not in kinds(events) and other.goalie_pulled == (False, False)


def test_the_goalie_switches_keep_the_turn_going():
    """Pull/Replace Goalie (O15): two switches in Phase 1, then the turn goes on."""
    state = official(
        hands=((R0, R0S), (K0,)), phase=START, placing=(0, "goalie", ()), ready=(False, True), swaps=(0, 0)
    )
    bench = state.benches[0]
    one, _ = run(fl.line_swap, state, 0, R0, bench[0])
    assert one.placing == (0, "goalie", ()) and one.swaps == (1, 0) and not one.ready[0]
    two, _ = run(fl.line_swap, one, 0, R0S, bench[1])
    assert two.placing is None and two.turn == 0 and two.swaps == (0, 0) and two.phase == START
    assert two.ready == (False, False)
    delay = evolve(state, placing=(0, "delay", ()))
    again, _ = run(fl.line_swap, delay, 0, R0, bench[0])
    assert again.placing == (0, "delay", ())
    done, _ = run(fl.line_swap, again, 0, R0S, bench[1])
    assert done.turn == 0 and done.placing is None and done.phase == START
    plain = fl.end_line_change(T, evolve(state, placing=None), [])
    assert plain.turn == 1


def test_pulling_and_replacing_the_goalie():
    """Pull/Replace Goalie (O15): before a face-off it is out at once with two more switches; in Phase 1
    it leaves at the next Phase 1; putting it back is immediate."""
    stop = official(
        hands=((R0,), (K0,)),
        phase=STOPPAGE,
        stoppage=Stoppage("goal", "center", 0),
        swaps=(1, 0),
        ready=(True, True),
        goals=(1, 0),
        momentum=(CAP1,),
    )
    out, events = run(fl.pull_goalie, stop, 0)
    assert log(events) == [("pull-goalie", "Player 1 pulls the goalie for an extra attacker.", {"seat": 0})]
    assert out.goalie_pulled == (True, False) and out.swaps == (-1, 0) and out.ready == (False, True)
    assert out.hands[0] == (R0,) and out.momentum == (CAP1,)
    losing, events = run(fl.pull_goalie, evolve(stop, goals=(0, 1)), 0)
    assert losing.extras[0] == (CAP1,) and kinds(events) == ["pull-goalie", "goalie-momentum", "momentum-own"]
    later, events = run(fl.pull_goalie, official(hands=((R0,), (K0,)), phase=START), 0)
    assert log(events) == [
        ("pull-goalie", "Player 1 will pull the goalie at the start of the next turn.", {"seat": 0})
    ]
    assert later.effects == (Effect("goalie-pulling", 0, "stoppage"),) and later.phase == PLAY
    assert later.goalie_pulled == (False, False)
    pulled = official(
        hands=((R0,), (K0,)),
        phase=START,
        goalie_pulled=(True, True),
        effects=(Effect("goalie-pulling", 0, "stoppage"), Effect("goalie-pulling", 1, "stoppage")),
    )
    back, events = run(fl.replace_goalie, pulled, 0)
    assert log(events) == [("replace-goalie", "Player 1 puts the goalie back in net.", {"seat": 0})]
    assert back.goalie_pulled == (False, True) and back.effects == (Effect("goalie-pulling", 1, "stoppage"),)
    assert back.phase == START
    spent, _ = run(fl.replace_goalie, evolve(pulled, token_used=True), 0)
    assert spent.phase == PLAY  # a token spent: nothing else to choose


def test_the_losing_sides_momentum_card_comes_once_and_again_after_each_goal():
    """O15: once when the goalie goes out while losing, then again after every goal while still losing."""
    base = official(hands=((R0,), (K0,)), phase=START, goals=(0, 1), momentum=(CAP1, SNIPE0))
    first = fl.goalie_out(T, base, 0, [])
    assert first.extras[0] == (CAP1,) and first.pull_draws == (2, 0)
    same = fl.goalie_out(T, evolve(base, pull_draws=(2, 0)), 0, [])
    assert same.extras[0] == () and same.momentum == (CAP1, SNIPE0)
    later = fl.goalie_out(T, evolve(base, pull_draws=(2, 0), goals=(1, 2)), 0, [])
    assert later.extras[0] == (CAP1,) and later.pull_draws == (4, 0)
    level = fl.goalie_out(T, evolve(base, goals=(1, 1)), 0, [])
    assert level.extras[0] == ()
    mixed = (
        Effect("goalie-pulling", 1, "stoppage"),
        Effect("other", 0, "stoppage"),
        Effect("goalie-pulling", 0, "x"),
    )
    kept = fl.goalie_out(T, evolve(base, effects=mixed), 0, [])
    assert kept.effects == mixed[:2]
    dry = fl.goalie_out(T, evolve(base, momentum=()), 0, [])
    assert dry.extras[0] == () and dry.goalie_pulled == (True, False)
    seat1 = fl.goalie_out(T, evolve(base, goals=(3, 0)), 1, [])
    assert seat1.extras[1] == (CAP1,) and seat1.pull_draws == (0, 4)
    reset = fl.goalie_out(T, evolve(base, swaps=(2, 2), ready=(True, True), goals=(0, 0)), 0, [])
    assert reset.swaps == (0, 2) and reset.ready == (False, True) and reset.placing == (0, "goalie", ())
    benchless = fl.goalie_out(T, evolve(base, benches=((), base.benches[1]), goals=(0, 0)), 0, [])
    assert benchless.placing is None and benchless.ready == (True, True)
    handless = fl.goalie_out(T, evolve(base, hands=((), (K0,)), goals=(0, 0)), 0, [])
    assert handless.placing is None


def test_the_pulled_goalie_plays_as_on_a_power_play():
    """Pull/Replace Goalie: Benefits: your cards act as if on a Power Play, the opponent's as on a
    Penalty Kill."""
    state = official_with_discards(hands=((r(0, "rookie-0-helmet"),), (r(1, "rookie-0-glove"),)), goalie_pulled=(True, False))
    assert pen.advantaged(state, 0) and pen.short(state, 1) == 1 and not pen.advantaged(state, 1)
    assert "blue" in pen.colors(T, state, r(0, "rookie-0-helmet"), 0)
    assert pen.max_bonus(state, 0) == 4 and not pen.power_play(state)
