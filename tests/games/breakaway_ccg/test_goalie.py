"""Breakaway: CCG, "Pull/Replace Goalie" (Part 2, General Hockey Rules): when the goalie leaves and comes
back, the two bench switches, playing as on a power play, and the Momentum Card of a losing side
(ruling O15)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import basics, line_changes
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import goalie as fl
from tabletop.games.breakaway_ccg.official import legality as of
from tabletop.games.breakaway_ccg.official import power_play as pen
from tabletop.games.breakaway_ccg.official.basics import Effect, Stoppage
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
from tests.games.breakaway_ccg.helpers_play import (
    H_ROOKIE,
    ROOKIE,
    SHOT,
    eff,
    pairs,
    refusal,
    rule,
    start,
    use,
)
from tests.games.breakaway_ccg.support import (
    T,
    act,
    extra_card,
    finish,
    legal_kinds,
    official,
    official_with_discards,
    verdict,
)

x = extra_card


def evolve_state(state, **fields):
    return evolve(state, **fields)


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
    one, _ = run(line_changes.line_swap, state, 0, R0, bench[0])
    assert one.placing == (0, "goalie", ()) and one.swaps == (1, 0) and not one.ready[0]
    two, _ = run(line_changes.line_swap, one, 0, R0S, bench[1])
    assert two.placing is None and two.turn == 0 and two.swaps == (0, 0) and two.phase == START
    assert two.ready == (False, False)
    delay = evolve(state, placing=(0, "delay", ()))
    again, _ = run(line_changes.line_swap, delay, 0, R0, bench[0])
    assert again.placing == (0, "delay", ())
    done, _ = run(line_changes.line_swap, again, 0, R0S, bench[1])
    assert done.turn == 0 and done.placing is None and done.phase == START
    plain = line_changes.end_line_change(T, evolve(state, placing=None), [])
    assert plain.turn == 1


def test_pulling_and_replacing_the_goalie():
    """Pull/Replace Goalie: before a face-off it is out at once with two more switches; done in Phase 1,
    pulling or putting back takes effect at the next Phase 1."""
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
        goalie_pulled=(True, False),
        effects=(Effect("goalie-pulling", 1, "stoppage"),),
    )
    back, events = run(fl.replace_goalie, pulled, 0)
    assert log(events) == [
        ("replace-goalie", "Player 1 will put the goalie back in net at the start of the next turn.", {"seat": 0})
    ]
    assert back.goalie_pulled == (True, False) and back.phase == PLAY  # the turn's one Phase 1 choice
    assert back.effects[-1] == Effect("goalie-replacing", 0, "stoppage")
    home, events = begin(back, 0)
    assert ("goalie-back", "Player 1's goalie is back in net.", {"seat": 0}) in log(events)
    assert home.goalie_pulled == (False, False) and home.effects == (Effect("goalie-pulling", 1, "stoppage"),)


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


def test_pulling_the_goalie_before_a_faceoff_gives_two_switches_and_a_momentum_card_when_losing():
    """Pull/Replace Goalie: before a face-off; switch up to two cards at once; losing, a Momentum Card."""
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "goal-stick")), (r(1, "goal-skate"),)), phase=STOPPAGE,
                     stoppage=Stoppage("goal", "center", 0), ready=(True, False), swaps=(2, 0), goals=(0, 1),
                     momentum=(r(1, "captain-8-skate"), r(0, "sniper-7-stick")))
    refused = verdict(state, 0, "pull-goalie")
    assert not refused and refused.code == "bench-done"
    state = act(state, 1, "pull-goalie")
    assert state.goalie_pulled == (False, True) and not state.extras[1], "seat 1 is winning: no card"
    state = evolve_state(state, ready=(False, False), swaps=(0, 0))
    state = act(state, 0, "pull-goalie")
    assert state.extras[0] == (r(1, "captain-8-skate"),) and state.swaps[0] == -2 and not state.ready[0]


def test_an_empty_net_lets_a_player_card_shoot_from_anywhere():
    """Pull/Replace Goalie, Drawback: the other side's Player cards gain Any Shot."""
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "goal-stick")), (r(1, "goal-skate"),)), puck="w3",
                     control=0, turn=0, goalie_pulled=(False, True))
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    state = act(state, 0, "any-shot")
    assert state.shot == 0 and state.special_used
    empty = official(hands=((r(0, "rookie-0-helmet"), r(0, "goal-stick")), (r(1, "goal-skate"),)), puck="w3",
                     control=0, turn=0)
    empty = act(empty, 0, "play", r(0, "rookie-0-helmet"))
    refused = verdict(empty, 0, "any-shot")
    assert not refused and refused.code == "net-not-empty"


def test_a_goalie_pulled_in_phase_one_leaves_at_the_next_phase_one_and_returns_at_a_stoppage():
    """Pull/Replace Goalie: pulled in Phase 1, the goalie leaves at the next Phase 1 and is back at a
    stoppage."""
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "goal-stick"), r(0, "sniper-7-stick")),
                            (r(1, "goal-skate"), r(1, "rookie-0-skate"))), phase=START, turn=0, puck="c9", control=0)
    state = act(state, 0, "pull-goalie")
    assert state.phase == PLAY and state.goalie_pulled == (False, False)
    state = finish(act(act(state, 0, "play", r(0, "rookie-0-helmet")), 0, "move", "nw9"), 0)
    state = act(state, 1, "go") if state.phase == START else state
    state = finish(act(state, 1, "play", r(1, "goal-skate")), 1)
    assert state.goalie_pulled == (True, False) and state.turn == 0
    assert not any(e.kind == "goalie-pulling" for e in state.effects)


def test_any_shot_refusals():
    """Pull/Replace Goalie (O15): a Player card may shoot at an empty net, with the puck, no shot
    under way, no special used and no challenge on."""
    empty = {"goalie_pulled": (False, True)}
    where = rule("General Hockey Rules: Pull/Replace Goalie")
    assert refusal(of._any_shot_verdict(T, use((ROOKIE,)))) == (
        False,
        "net-not-empty",
        "Any Shot comes only against an empty net (a pulled goalie).",
        where,
    )
    assert not of._any_shot_verdict(T, use((ROOKIE,), goalie_pulled=(True, False))).ok
    assert refusal(of._any_shot_verdict(T, use((SHOT,), **empty))) == (
        False,
        "any-shot-player",
        "Only a Player card gains Any Shot against an empty net.",
        where,
    )
    assert (
        of._any_shot_verdict(T, use((ROOKIE,), effects=(eff("cancelled", 0, "", ROOKIE),), **empty)).code
        == "any-shot-player"
    )
    one = (
        False,
        "one-special",
        "This card's special is used (one per card, and none from a challenge card).",
        rule("Phases of a Turn"),
    )
    assert refusal(of._any_shot_verdict(T, use((ROOKIE,), special_used=True, **empty))) == one
    assert (
        refusal(of._any_shot_verdict(T, use((ROOKIE,), challenge=ch.Challenge(ch.GRIND, 0, "c9"), **empty)))
        == one
    )
    no = (
        False,
        "no-control-shot",
        "You must control the puck, with no shot under way.",
        rule("How to Score a Goal"),
    )
    assert refusal(of._any_shot_verdict(T, use((ROOKIE,), control=1, **empty))) == no
    assert refusal(of._any_shot_verdict(T, use((ROOKIE,), shot=0, **empty))) == no
    assert of._any_shot_verdict(T, use((ROOKIE,), **empty)).ok


def test_goalie_refusals():
    """Pull/Replace Goalie: pull once, back in Phase 1 (a stoppage puts it back by itself); a goalie
    on its way out counts as pulled, one on its way back as in; Phase 1 is one choice (Phases of a Turn)."""
    where = rule("General Hockey Rules: Pull/Replace Goalie")
    goalie_in = (False, "goalie-in", "Your goalie is in net, or back in it at your next turn.", where)
    goalie_out = (False, "goalie-out", "Your goalie is already pulled.", where)
    assert refusal(of._goalie_verdict(T, start(), 0, "replace-goalie")) == goalie_in
    assert of._goalie_verdict(T, start(goalie_pulled=(True, False)), 0, "replace-goalie").ok
    assert (
        refusal(of._goalie_verdict(T, start(goalie_pulled=(False, True)), 0, "replace-goalie")) == goalie_in
    )
    assert (
        refusal(of._goalie_verdict(T, start(goalie_pulled=(True, False), effects=(eff("goalie-replacing", 0),)),
                                   0, "replace-goalie"))
        == goalie_in
    )
    assert refusal(of._goalie_verdict(T, start(goalie_pulled=(True, False), token_used=True), 0,
                                      "replace-goalie"))[1] == "one-start-choice"
    assert (
        refusal(of._goalie_verdict(T, start(effects=(eff("goalie-pulling", 1),)), 0, "replace-goalie"))
        == goalie_in
    )
    assert (
        refusal(
            of._goalie_verdict(T, start(effects=(basics.Effect("other", 0, "stoppage"),)), 0, "replace-goalie")
        )
        == goalie_in
    )
    assert refusal(
        of._goalie_verdict(T, start(phase=STOPPAGE, goalie_pulled=(True, False)), 0, "replace-goalie")
    ) == (False, "replace-when", "The goalie goes back in Phase 1 (and at every stoppage by itself).", where)
    assert refusal(of._goalie_verdict(T, start(goalie_pulled=(True, False)), 0, "pull-goalie")) == goalie_out
    assert (
        refusal(of._goalie_verdict(T, start(effects=(eff("goalie-pulling", 0),)), 0, "pull-goalie"))
        == goalie_out
    )
    assert of._goalie_verdict(T, start(effects=(eff("goalie-pulling", 1),)), 0, "pull-goalie").ok
    assert of._goalie_verdict(T, start(goalie_pulled=(False, True)), 0, "pull-goalie").ok
    assert refusal(of._goalie_verdict(T, start(token_used=True), 0, "pull-goalie")) == (
        False,
        "one-start-choice",
        "Phase 1 offers one choice, and you spent a token.",
        rule("Phases of a Turn"),
    )
    assert of._goalie_verdict(T, start(phase=STOPPAGE, token_used=True), 0, "pull-goalie").ok
    assert of.validate_start(T, start(goalie_pulled=(True, False)), Action(0, "replace-goalie")).ok
    assert of.validate_start(T, start(), Action(0, "pull-goalie")).ok


def test_any_shot_for_the_second_seat():
    """Pull/Replace Goalie: the east side shoots at the west net when the west goalie is out."""
    state = use((H_ROOKIE,), turn=1, control=1, puck="w3", goalie_pulled=(True, False))
    assert of._any_shot_verdict(T, state).ok
    assert (1, "any-shot", ()) in pairs(of.use_legal(T, state))
    assert (
        of._any_shot_verdict(T, use((H_ROOKIE,), turn=1, control=1, goalie_pulled=(False, True))).code
        == "net-not-empty"
    )


def test_a_goalie_put_back_in_phase_one_returns_at_the_next_phase_one_and_ends_the_choice():
    """Phases of a Turn, Phase 1: one choice a turn. Pull/Replace Goalie: done in Phase 1 it takes effect
    at the next Phase 1, so putting the goalie back leaves no line change or new pull this turn, and the
    net stays empty through the other side's turn."""
    k1 = r(1, "rookie-0-glove")
    state = official(hands=((R0, R0S), (K0, k1)), phase=START, turn=0, puck="c9", control=0,
                     goalie_pulled=(True, False))
    assert {"replace-goalie", "line-change", "go"} <= legal_kinds(state, 0)
    state = act(state, 0, "replace-goalie")
    assert state.phase == PLAY and state.turn == 0 and state.goalie_pulled == (True, False)
    assert not verdict(state, 0, "line-change") and not verdict(state, 0, "pull-goalie")
    state = finish(act(act(state, 0, "play", R0), 0, "move", "nw9"), 0)
    assert state.turn == 1 and state.goalie_pulled == (True, False)   # an empty net on the other side's turn
    state = act(state, 1, "go") if state.phase == START else state
    state = finish(act(act(state, 1, "play", K0), 1, "draw"), 1)     # Doubles on the #0: any action
    assert state.turn == 0 and state.goalie_pulled == (False, False)
