"""Breakaway: CCG, the Line Change of Part 2 "Phases of a Turn", Phase 1: draw up to five, one switch with
the bench, the rest of the turn skipped; from the defensive zone it costs a passing bonus (ruling
O16)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import challenge_play, legality
from tabletop.games.breakaway_ccg.official import line_changes as fl
from tabletop.games.breakaway_ccg.official import mode as of
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.official.penalties import Served
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
from tests.games.breakaway_ccg.helpers_play import (
    CAPTAIN,
    GOAL,
    ROOKIE,
    check,
    eff,
    pairs,
    refusal,
    rule,
    start,
    use,
)
from tests.games.breakaway_ccg.support import T, act, extra_card, official, verdict

LC_DECK = (CAP0, SNIPE0, GOAL0, R0S, r(0, "enforcer-1-helmet"))
LC_EFFECTS = (
    Effect("icing-hand", 0, "stoppage"),
    Effect("x", 1, "line-change"),
    Effect("icing-hand", 1, "stoppage"),
    Effect("k", 0, "game"),
)


x = extra_card


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
    finished, events = run(challenge_play.bench_done, evolve(new, phase=START), 0)
    assert finished.turn == 1 and kinds(events)[0] == "bench-done"
    _empty_other, events = run(challenge_play.bench_done, evolve(new, phase=START, hands=(new.hands[0], ())), 0)
    assert kinds(events)[:2] == ["bench-done", "empty-hand"]


def test_a_line_change_in_the_defensive_zone_gives_the_opponent_a_passing_bonus():
    """Phase 1, Line Change: from the defensive zone the opponent gains +1, and not at its maximum."""
    hand = (r(0, "rookie-0-helmet"), r(0, "goal-stick"))
    state = official(hands=(hand, (r(1, "goal-skate"),)), phase=START, puck="w3", control=1, turn=0, bonus=(0, 2))
    state = act(state, 0, "line-change")
    assert state.bonus == (0, 3) and len(state.hands[0]) == 5
    bench_card = state.benches[0][0]
    state = act(state, 0, "switch", r(0, "rookie-0-helmet"), bench_card)
    assert state.turn == 1                                 # the rest of the turn is skipped
    maxed = official(hands=(hand, (r(1, "goal-skate"),)), phase=START, puck="w3", control=1, turn=0, bonus=(0, 3))
    refused = verdict(maxed, 0, "line-change")
    assert not refused and refused.code == "line-change-bonus"


def test_line_change_refusals():
    """Phases of a Turn, Phase 1: one choice (no line change after a token), none in the Final
    Minute or a power play; from the defensive zone only while the opponent's bonus is below its
    maximum, and never in regular-season overtime (O14)."""
    change = Action(0, "line-change")
    assert legality.validate_start(T, start(), change).ok
    assert refusal(legality.validate_start(T, start(token_used=True), change)) == (
        False,
        "one-start-choice",
        "Phase 1 offers one choice, and you spent a token.",
        rule("Phases of a Turn"),
    )
    assert refusal(legality.validate_start(T, start(final_minute=True), change)) == (
        False,
        "no-line-change-final",
        "No line changes in the Final Minute.",
        rule("Final Minute"),
    )

    assert refusal(legality.validate_start(T, start(box=(Served(1, "Hooking", 2, 2),)), change)) == (
        False,
        "no-line-change-pp",
        "No line changes during a power play or 4-on-4.",
        rule("Power Play & Penalty Kill"),
    )
    assert legality.validate_start(T, start(puck="w3"), change).ok
    assert legality.validate_start(T, start(puck="w3", bonus=(0, 2)), change).ok
    assert refusal(legality.validate_start(T, start(puck="w3", bonus=(0, 3)), change)) == (
        False,
        "line-change-bonus",
        (
            "From your defensive zone you may change lines only while the opponent's "
            "passing bonus is below its maximum."
        ),
        rule("Phases of a Turn"),
    )
    assert legality.validate_start(T, start(puck="w3", bonus=(3, 2)), change).ok
    assert legality.validate_start(T, start(puck="e3", bonus=(3, 3)), change).ok
    four_on_four = (False, "no-line-change-pp", "No line changes during a power play or 4-on-4.",
                    rule("Power Play & Penalty Kill"))       # Overtime, Regular Season: 4-on-4 rules
    for puck in ("w3", "e3"):
        season = start(puck=puck, overtime=True, options={"overtime": "regular-season"})
        assert refusal(legality.validate_start(T, season, change)) == four_on_four
    assert legality.validate_start(T, start(puck="w3", overtime=True, options={"overtime": "playoff"}), change).ok
    assert legality.validate_start(T, start(puck="w3", options={"overtime": "regular-season"}), change).ok
    assert refusal(legality.validate_start(T, start(), Action(0, "move", ("nw9",)))) == (
        False,
        "phase-one",
        "It is the start of your turn: use a momentum token, change lines, or go on to play a card.",
        rule("Phases of a Turn"),
    )
    assert legality.validate_start(T, start(token_used=True), Action(0, "go")).ok


def test_bench_switches_after_a_line_change_or_a_special():
    """Phases of a Turn (O16): after a line change the side switches with the bench or keeps; a
    special's switches in Phase 3 use the same bench rule (O96, O97)."""
    swap = start(placing=(0, "line-change", ()))
    back = swap.benches[0][0]
    assert of.validate(T, swap, Action(0, "keep")).ok
    assert of.validate(T, swap, Action(0, "switch", (ROOKIE, back))).ok
    assert check(swap, 0, "go") == (
        False,
        "line-change-bench",
        "Switch with your bench (a line change's one card, a pulled goalie's two), or keep your cards.",
        rule("Phases of a Turn"),
    )
    assert check(swap, 0, "switch", GOAL, back)[1] == "not-in-hand"
    assert pairs(of.legal_actions(T, swap, 0)) == [(0, "switch", (ROOKIE, b)) for b in swap.benches[0]] + [
        (0, "keep", ())
    ]
    assert pairs(of.candidates(T, swap, 0)) == [(0, "switch", (ROOKIE, b)) for b in swap.benches[0]] + [
        (0, "keep", ())
    ]
    assert of.legal_actions(T, swap, 1) == []
    assert of.validate(T, start(), Action(0, "go")).ok
    switches = use((ROOKIE,), hands=((CAPTAIN,), ()), effects=(eff("bench-switches", 0, "1"),))
    captain = switches.benches[0][4]  # the bench's Captain: the only one a Captain may replace
    assert T.name[captain] == T.name[CAPTAIN]
    assert of.validate(T, switches, Action(0, "switch", (CAPTAIN, captain))).ok
    assert check(switches, 0, "switch", CAPTAIN, switches.benches[0][0])[1] == "bench-different"
    plain = use((ROOKIE,), hands=((CAPTAIN,), ()))
    assert check(plain, 0, "switch", CAPTAIN, captain)[1] == "phase-one-over"
    assert pairs(legality.use_legal(T, switches)) == [
        (0, "color", ("pink",)),
        (0, "switch", (CAPTAIN, captain)),
        (0, "move", ("nw9",)),
        (0, "move", ("ne9",)),
    ]
    assert (0, "switch", (CAPTAIN, captain)) not in pairs(legality.use_legal(T, plain))


def test_line_change_for_the_second_seat_reads_its_own_defensive_zone():
    """Phases of a Turn: seat 2 defends the east end, so its limit is seat 1's bonus there."""
    change = Action(1, "line-change")
    assert legality.validate_start(T, start(turn=1, puck="e3", bonus=(3, 0)), change).code == "line-change-bonus"
    assert legality.validate_start(T, start(turn=1, puck="e3", bonus=(2, 3)), change).ok
    assert legality.validate_start(T, start(turn=1, puck="w3", bonus=(3, 3)), change).ok


def test_line_change_limit_with_the_opponents_extra_attacker():
    """Phases of a Turn; Pull/Replace Goalie: with the opponent's goalie out its bonus may reach +4,
    so +3 no longer stops a line change from the defensive zone."""
    change = Action(0, "line-change")
    assert legality.validate_start(T, start(puck="w3", bonus=(0, 3), goalie_pulled=(False, True)), change).ok
    assert (
        legality.validate_start(T, start(puck="w3", bonus=(0, 4), goalie_pulled=(False, True)), change).code
        == "line-change-bonus"
    )


def test_the_line_change_draw_is_the_side_s_choice():
    """Phases of a Turn, Phase 1, Line Change: the draw up to five is optional. Both ways are legal
    Phase 1 actions; without the draw the hand and deck stay as they were, and the one switch and the
    skipped turn follow all the same. Solo play forbids both (Player Restrictions)."""
    state = official(hands=((R0,), (K0,)), phase=START, puck="c9", control=0, turn=0, decks=(LC_DECK, None))
    legal = of.legal_actions(T, state, 0)
    assert Action(0, "line-change") in legal and Action(0, "line-change-no-draw") in legal
    assert of.describe(T, state, Action(0, "line-change-no-draw")) == "Change lines without drawing"
    kept = act(state, 0, "line-change-no-draw")
    assert kept.hands[0] == (R0,) and kept.decks[0] == state.decks[0]
    assert kept.placing == (0, "line-change", ()) and kept.turn == 0
    done = act(kept, 0, "switch", R0, kept.benches[0][0])
    assert done.turn == 1 and R0 in done.benches[0]
    drawn = act(state, 0, "line-change")
    assert len(drawn.hands[0]) == 5
    token = evolve(state, token_used=True)
    assert verdict(token, 0, "line-change-no-draw").code == "one-start-choice"
