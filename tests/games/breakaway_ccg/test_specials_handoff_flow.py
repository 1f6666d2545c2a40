"""Breakaway: CCG, Part 3 specials as the official turn hands them on (hand-off from the official-flow
tests): a promoted card's wild special, Support cards on the bench, and the specials of a card laid
and of the card beneath it (rulings O118, O120)."""

from __future__ import annotations

from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.official_flow import Effect
from tabletop.games.breakaway_ccg.state import USE, evolve
from tests.games.breakaway_ccg.helpers_flow import CAP0, GOAL0, K0, R0, R0S, kinds, r, run
from tests.games.breakaway_ccg.support import official


def test_a_promoted_card_plays_as_its_wild():
    """Part 3: Promotion (O118): a card made one of the four wilds has its special until the stoppage."""
    mark = Effect("wild", 0, "game", "promotion>goalie-glove:0", R0)
    state = official(hands=((R0, CAP0), (K0,)), effects=(mark,))
    new, events = run(fl.play_card, state, 0, R0)
    assert kinds(events) == ["play", "special-wild"]
    assert new.effects[-1] == Effect("gain-special", 0, "stoppage", "goalie-glove", R0)
    _plain, events = run(fl.play_card, evolve(state, hands=((GOAL0, CAP0), (K0,))), 0, GOAL0)
    assert "special-wild" not in kinds(events)  # not a Player card


def test_support_cards_act_on_the_card_laid_and_on_the_card_laid_on_it():
    """Part 3: Support (O120): StickHandling gives a Stick card Gold and a Green X; a card that carries its
    color onto a gained X is Cancelled."""
    from tests.games.breakaway_ccg.support import on_bench, up

    state = on_bench(
        "support-stickhandling", hands=((R0S, CAP0), (K0,)), puck="c9", effects=(up("support-stickhandling"),)
    )
    new, events = run(fl.play_card, state, 0, R0S)
    assert kinds(events)[:2] == ["play", "special-support"]
    assert new.effects[-2:] == (
        Effect("gain-color", 0, "turn", "gold", R0S),
        Effect("support-x", 0, "stoppage", "green", R0S),
    )
    green = r(1, "shutdown-defender-2-skate")
    carried = official(
        hands=((R0,), (green, K0)),
        play=(R0S,),
        turn=1,
        puck="c9",
        control=0,
        effects=(Effect("support-x", 0, "stoppage", "green", R0S),),
    )
    out, events = run(fl.play_card, carried, 1, green)
    assert Effect("cancelled", 1, "stoppage", "support", green) in out.effects and "special" in kinds(events)
    marked = evolve(carried, effects=carried.effects + (Effect("challenge-card", 0, "stoppage", card=R0S),))
    fine, _ = run(fl.play_card, marked, 1, green)
    assert not any(e.kind == "cancelled" for e in fine.effects)


def test_special_cards_are_handed_to_their_rules_when_played_and_played_on():
    """Part 3: a played card's own specials (``specials.on_played``) and a special of the card beneath it
    (``specials.on_played_on``) are looked at; a card with none changes nothing."""
    fast = r(0, "fast-break-8-stick")
    new, events = run(fl.play_card, official(hands=((fast, CAP0), (K0,)), puck="e3"), 0, fast)
    assert kinds(events) == ["play"] and new.play == (fast,) and new.phase == USE
    chase = r(0, "dump-and-chase-1-stick")
    on, events = run(fl.play_card, official(hands=((R0, CAP0), (K0,)), play=(chase,), puck="e3"), 0, R0)
    assert kinds(events) == ["play"] and on.play == (chase, R0)
