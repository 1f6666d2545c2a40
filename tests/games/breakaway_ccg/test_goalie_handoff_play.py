"""Breakaway: CCG, "General Hockey Rules": Pull/Replace Goalie (Part 2): pulling before a face-off
or in Phase 1, the switches and Momentum Card it brings, its return at a stoppage, and the empty
net's Any Shot. Ruling O15 is in ``docs/rulings/breakaway-ccg.md``. (Hand-off from the
official-play tests, to be merged into test_goalie.py.)"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg import official as of
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.official_flow import Stoppage
from tabletop.games.breakaway_ccg.state import (
    PLAY,
    START,
    STOPPAGE,
    evolve,
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
from tests.games.breakaway_ccg.support import T, act, card, extra_card, finish, official, verdict

r, x = card, extra_card


def evolve_state(state, **fields):
    return evolve(state, **fields)


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
    """Pull/Replace Goalie (O15): pull once, back in Phase 1 (a stoppage puts it back by itself);
    a goalie on its way out counts as pulled; no pull after a Phase 1 token."""
    where = rule("General Hockey Rules: Pull/Replace Goalie")
    goalie_in = (False, "goalie-in", "Your goalie is in net.", where)
    goalie_out = (False, "goalie-out", "Your goalie is already pulled.", where)
    assert refusal(of._goalie_verdict(T, start(), 0, "replace-goalie")) == goalie_in
    assert of._goalie_verdict(T, start(goalie_pulled=(True, False)), 0, "replace-goalie").ok
    assert (
        refusal(of._goalie_verdict(T, start(goalie_pulled=(False, True)), 0, "replace-goalie")) == goalie_in
    )
    assert of._goalie_verdict(T, start(effects=(eff("goalie-pulling", 0),)), 0, "replace-goalie").ok
    assert (
        refusal(of._goalie_verdict(T, start(effects=(eff("goalie-pulling", 1),)), 0, "replace-goalie"))
        == goalie_in
    )
    assert (
        refusal(
            of._goalie_verdict(T, start(effects=(fl.Effect("other", 0, "stoppage"),)), 0, "replace-goalie")
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
