"""Breakaway: CCG, "Stoppage" (Part 2): the bench switches or keep, the face-off circle's side
chosen by the side named, the token still usable while choosing, a special called before the
face-off, and the whistle waiting for each side. Rulings O100, O117 are in
``docs/rulings/breakaway-ccg.md``. (Hand-off from the official-play tests, to be merged into
test_stoppages.py.)"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import official as of
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.state import (
    HOME_ICE,
    OVER,
    PLACE,
    STOPPAGE,
    evolve,
)
from tests.games.breakaway_ccg.helpers_play import (
    GOAL,
    H_GOALIE,
    H_ROOKIE,
    H_SAVE,
    ROOKIE,
    pairs,
    refusal,
    rule,
    stop,
)
from tests.games.breakaway_ccg.support import T, card, extra_card, official

r, x = card, extra_card


def evolve_ready(state, ready):

    return evolve(state, ready=ready)


def test_stoppage_bench_switches_keep_and_the_side_choice():
    """Stoppage: each side switches with its bench or keeps, five different Player cards on the
    bench; then the side named chooses the face-off circle (O7)."""
    state = stop()
    bench0, bench1 = state.benches
    assert pairs(of.legal_actions(T, state, 0)) == [(0, "switch", (ROOKIE, b)) for b in bench0] + [
        (0, "keep", ()),
        (0, "pull-goalie", ()),
    ]
    assert pairs(of.legal_actions(T, state, 1)) == [
        (1, "switch", (H_ROOKIE, r(1, "rookie-0-stick"))),
        (1, "keep", ()),
        (1, "pull-goalie", ()),
    ]
    half = stop(ready=(True, False))
    assert of.legal_actions(T, half, 0) == []
    assert pairs(of.legal_actions(T, stop(ready=(True, True)), 1)) == [
        (1, "side", ("e1",)),
        (1, "side", ("e2",)),
    ]
    assert of.legal_actions(T, stop(ready=(True, True)), 0) == []
    tokened = stop(ready=(True, True), tokens=(1, 0))
    assert pairs(of.legal_actions(T, tokened, 0)) == [(0, "token", ("draw",))]
    assert pairs(of.candidates(T, half, 1)) == [(1, "switch", (H_ROOKIE, b)) for b in bench1] + [
        (1, "switch", (H_SAVE, b)) for b in bench1
    ] + [
        (1, "keep", ()),
        (1, "token", ("draw",)),
        (1, "token", ("extra-man",)),
        (1, "pull-goalie", ()),
        (1, "side", ("e1",)),
        (1, "side", ("e2",)),
    ]


def test_stoppage_refusals_bench_first_then_the_side():
    """Stoppage: the bench first, then the side, chosen by the side named, on one of the zone's
    circles; no switch after a side is done (after its Icing, none at all, O8)."""
    where = rule("Stoppage")
    half = stop(ready=(True, False))
    assert refusal(of._validate_stoppage(T, half, Action(1, "side", ("e1",)))) == (
        False,
        "bench-first",
        "Both sides finish with the bench before the face-off side is chosen.",
        where,
    )
    done = stop(ready=(True, True))
    assert refusal(of._validate_stoppage(T, done, Action(0, "side", ("e1",)))) == (
        False,
        "not-your-side",
        "Player 2 chooses the face-off side.",
        where,
    )
    assert refusal(of._validate_stoppage(T, done, Action(1, "side", ("c9",)))) == (
        False,
        "not-a-dot",
        "Choose one of this zone's face-off circles.",
        where,
    )
    assert of._validate_stoppage(T, done, Action(1, "side", ("e2",))).ok
    assert refusal(of._validate_stoppage(T, half, Action(0, "move", ("c9",)))) == (
        False,
        "stoppage",
        "Play is stopped: switch with the bench, then the face-off.",
        where,
    )
    assert refusal(of._validate_stoppage(T, half, Action(0, "keep"))) == (
        False,
        "bench-done",
        "You are done with the bench for this stoppage.",
        where,
    )
    iced = stop(ready=(True, False), stoppage=fl.Stoppage("icing", "east-end", 1, no_bench=0))
    assert refusal(of._validate_stoppage(T, iced, Action(0, "keep"))) == (
        False,
        "bench-done",
        "You are done with the bench for this stoppage (no switches after your Icing).",
        where,
    )
    assert of._validate_stoppage(T, half, Action(1, "keep")).ok
    assert refusal(of._validate_stoppage(T, half, Action(0, "pull-goalie"))) == (
        False,
        "bench-done",
        "Pull the goalie before you are done with the bench for this face-off.",
        rule("General Hockey Rules: Pull/Replace Goalie"),
    )
    assert of._validate_stoppage(T, half, Action(1, "pull-goalie")).ok
    assert of._validate_stoppage(T, half, Action(0, "token", ("draw",))).code == "no-token"
    assert of._validate_stoppage(T, half, Action(1, "switch", (H_ROOKIE, r(1, "rookie-0-stick")))).ok
    assert (
        of._validate_stoppage(T, half, Action(0, "switch", (ROOKIE, half.benches[0][0]))).code == "bench-done"
    )


def test_bench_switch_refusals():
    """Game Setup; Stoppage: a switch puts one of your own Player cards from the hand on the bench,
    which keeps five different cards."""
    state = stop()
    back = state.benches[1][0]
    assert refusal(of._switch_verdict(T, state, 1, (r(1, "goal-glove"), back))) == (
        False,
        "not-in-hand",
        f"{T.label[r(1, 'goal-glove')]} is not in your hand.",
        rule("Stoppage"),
    )
    assert refusal(of._switch_verdict(T, state, 1, (H_ROOKIE, ROOKIE))) == (
        False,
        "not-on-bench",
        f"{T.label[ROOKIE]} is not on your bench.",
        rule("Stoppage"),
    )
    assert refusal(of._switch_verdict(T, state, 1, (H_SAVE, back))) == (
        False,
        "bench-players-only",
        f"Only Player cards go on the bench; {T.label[H_SAVE]} is not one.",
        rule("Game Setup"),
    )
    assert refusal(of._switch_verdict(T, state, 1, (H_ROOKIE, back))) == (
        False,
        "bench-different",
        f"The bench holds five different cards, and a {T.name[H_ROOKIE]} is already on it.",
        rule("Game Setup"),
    )
    assert of._switch_verdict(T, state, 1, (H_ROOKIE, r(1, "rookie-0-stick"))).ok
    stolen = official(
        hands=((ROOKIE, H_GOALIE), ()),
        phase=STOPPAGE,
        ready=(False, False),
        stoppage=fl.Stoppage("goal", "east-end", 1),
    )
    assert refusal(of._switch_verdict(T, stolen, 0, (H_GOALIE, stolen.benches[0][0]))) == (
        False,
        "bench-own-cards",
        "Only your own team's cards go on your bench.",
        rule("Game Setup"),
    )
    assert of._switches(T, stolen, 0) == [Action(0, "switch", (ROOKIE, b)) for b in stolen.benches[0]]


def test_the_chooser_may_still_use_a_token_while_choosing_the_face_off_circle():
    """Momentum Tokens: one may be used once per stoppage, and being done with the bench does not
    end the stoppage; so the side choosing the face-off circle is offered its token beside the
    circles, and the other side, also done, its token alone."""
    both = stop(ready=(True, True), tokens=(1, 1), token_used=False)
    sides = [Action(1, "side", (a,)) for a in T.rink.dots["east-end"]]
    assert len(sides) == 2
    assert of.legal_actions(T, both, 1) == [Action(1, "token", ("draw",)), *sides]
    assert of.legal_actions(T, both, 0) == [Action(0, "token", ("draw",))]


def test_the_decision_owed_at_stoppages_and_other_steps():
    """Stoppage: both sides at the bench, then the chooser picks the circle; a face-off winner
    places the puck; Home Ice is chosen once; a fight lays cards face down; a finished game waits
    on nobody."""
    d = of.Decision
    bench = "Stoppage: switch up to two cards with your bench, or keep your cards."
    assert of.pending(T, stop()) == (d(0, "bench", bench, optional=True), d(1, "bench", bench, optional=True))
    assert of.pending(T, stop(ready=(True, False))) == (d(1, "bench", bench, optional=True),)
    assert of.pending(T, stop(ready=(True, True))) == (d(1, "side", "Choose the face-off circle."),)
    assert of.pending(T, stop(ready=(True, True), stoppage=None)) == ()
    assert of.pending(T, official(phase=PLACE, placing=(1, "faceoff", ("c9",)))) == (
        d(1, "place", "Place the puck."),
    )
    assert of.pending(T, official(phase=HOME_ICE, turn=1)) == (
        d(1, "home-ice", "You choose: who takes Home Ice?"),
    )
    from tabletop.games.breakaway_ccg.state import FIGHT

    fight = "Fight! Lay a card face down for the next exchange."
    assert of.pending(T, official(phase=FIGHT, picks=(None, None))) == (
        d(0, "fight", fight, secret=True),
        d(1, "fight", fight, secret=True),
    )
    assert of.pending(T, official(phase=FIGHT, picks=(ROOKIE, None))) == (d(1, "fight", fight, secret=True),)
    assert of.pending(T, official(phase=OVER)) == ()


def test_the_whistle_waits_for_each_side():
    """O117: when play would stop, each side may play a Dig It Out card or let play stop."""
    from tabletop.games.breakaway_ccg import whistle

    blown = official(
        hands=((GOAL,), ()),
        phase=whistle.WHISTLE,
        ready=(False, False),
        stoppage=fl.Stoppage("offside", "c9", 1, offender=0, area="c9"),
    )
    prompt = "The whistle (offside): play a Dig It Out card to keep play going, or let play stop."
    assert of.pending(T, blown) == (
        of.Decision(0, "whistle", prompt, optional=True),
        of.Decision(1, "whistle", prompt, optional=True),
    )
    assert of.pending(T, evolve_ready(blown, (False, True))) == (
        of.Decision(0, "whistle", prompt, optional=True),
    )
    assert of.pending(T, evolve_ready(blown, (True, False))) == (
        of.Decision(1, "whistle", prompt, optional=True),
    )
    assert pairs(of.legal_actions(T, blown, 0)) == [(0, "let-stop", ())]
    assert pairs(of.candidates(T, blown, 1)) == [(1, "let-stop", ())]
    assert of.validate(T, blown, Action(0, "let-stop")).ok
    new, events = of.apply_action(T, blown, Action(0, "let-stop"))
    assert [e.kind for e in events] == ["let-stop"] and new.ready == (True, False)
    assert of.describe(T, blown, Action(0, "let-stop")) == "Let play stop"


def test_a_special_called_at_a_stoppage():
    """O100: a special called before the face-off (Time out) is judged by its own window."""
    state = stop()
    assert refusal(of._validate_stoppage(T, state, Action(0, "special-card", ("time-out", ROOKIE)))) == (
        False,
        "special-window",
        f"{T.label[ROOKIE]} has no time-out to call before a face-off.",
        "Breakaway: CCG, Specials glossary — time-out",
    )
    assert (
        of.validate(T, state, Action(0, "special-card", ("zz", GOAL))).reason
        == "Goal (glove) has no zz to call before a face-off."
    )
