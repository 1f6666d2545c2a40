"""Intergalactic Hockey Showdown, "Bruisers" (rulings S10, S11): the bruiser hit.

The book's example (Dom's 4 against Bryzan's 4, left with 2 after the hit: a goal, and the
RefBot turns +1), and the printed effects of the bruiser wingers on the other card (Yrahkska on a
center, Lord Doober on a defender), which land with the hit and, like the hit, not at all when the
other card is a bruiser too (two bruisers have no effect on each other).
"""

from __future__ import annotations

import pytest

from tests.games.intergalactic_hockey.support import (
    DEREK_VS_WINGER,
    GAME,
    act,
    base,
    both,
    compared,
    conserved,
    event,
    kinds,
    play,
    position,
    setup,
)


def test_bruisers_book_example_dom_beats_bryzan():
    """Dom (a bruiser) attacks with 4; Bryzan defends with 4, left with 2 after the hit: a goal."""
    assert GAME.values("dom")[0] == 4 and GAME.values("bryzan")[1] == 4
    state = position(("dom", "jake", "pax"), ("bryzan", "goose", "vehksa"), puck=0)
    state, events = both(state, "dom", "bryzan")
    # Dom may turn the RefBot: an optional decision, offered before bruisers apply.
    (decision,) = GAME.pending(state)
    assert (decision.seat, decision.kind, decision.optional) == (0, "refbot", True)
    state, events = act(state, 0, "decline")
    assert "-2 offense and -2 defense" in event(events, "bruiser").text
    goal = event(events, "goal")
    assert "4 to 2" in goal.text and goal.data["card"] == "dom"
    assert state.scored == (("dom",), ()) and state.goals == (1, 0)
    assert "bryzan" in state.discard and "dom" not in state.discard
    assert state.refbot == 1                      # one bruiser played
    assert state.puck is None and state.phase == "faceoff"   # Playing Periods step 8
    assert conserved(state)


def test_bruisers_book_example_dom_4_against_bryzan_left_with_2():
    """Bruisers: "Dom is a bruiser on offense, and is up against Bryzan on defense. Bryzan loses -2,
    giving him a total of 2 defense. Dom's 4 offense is higher, so he muscles his way to a goal!"
    Every number here is the book's."""
    state, events = play(setup(("dom", "jake", "pax"), ("bryzan", "goose", "vehksa"), faceoff=False),
                         "dom", "bryzan")
    assert compared(events, False) == ((4, 2), "goal")
    assert state.goals == (1, 0) and state.scored[0] == ("dom",)
    assert state.refbot == 1              # "Rotate the RefBot clockwise +1 number"


@pytest.mark.parametrize("bruiser, target", [
    ("yrahkska", "bryzan"),        # a center that is not a bruiser: hit and ability
    ("lord-doober", "creenana"),   # a defender that is not a bruiser: hit and ability
])
def test_a_bruiser_s_printed_ability_and_hit_both_reach_a_card_that_is_no_bruiser(bruiser, target):
    """Player Card List & Abilities (Yrahkska, Lord Doober) and Bruisers: against a card without the
    bruiser mark the ability acts at its side's step (S3) and the hit of 2 follows."""
    state = position((bruiser, "jake", "pax"), (target, "goose", "vehksa"), puck=0)
    state, events = both(state, bruiser, target)
    assert event(events, "ability").data["card"] == bruiser
    assert "bruiser" in kinds(events) and "bruisers" not in kinds(events)


@pytest.mark.parametrize("bruiser, target", [
    ("yrahkska", "tim"),           # a bruiser center
    ("lord-doober", "chris"),      # a bruiser defender
    ("lord-doober", "derek"),      # a bruiser defender
])
def test_two_bruisers_have_no_effect_on_each_other_printed_abilities_included(bruiser, target):
    """Bruisers: two bruisers played at once do nothing to each other, and the RefBot turns two steps.
    Lord Doober's line (Player Card List & Abilities) calls his effect on a defender a super-bruiser's,
    so it is a bruiser's effect like the hit; one reading for every card (S10, S11): neither bruiser's
    hit nor its printed effect on the other card lands, Yrahkska's -3 on a center included."""
    state = position((bruiser, "jake", "pax"), (target, "goose", "vehksa"), puck=0)
    state, events = play(state, bruiser, target)
    assert "bruiser" not in kinds(events) and "bruisers" in kinds(events)
    told = event(events, "ability")
    assert told.data == {"seat": 0, "card": bruiser, "blocked": True}
    assert "no effect on each other" in told.text
    attack = base(bruiser)[0]
    defend = base(target)[1] + (DEREK_VS_WINGER if target == "derek" else 0)
    assert compared(events, False)[0] == (attack, defend)
    assert state.refbot == 2


def test_lord_doober_against_a_bruiser_defender_with_the_refbot_at_3_ties_and_the_penalty_stays():
    """Bruisers (two bruisers at once have no effect on each other; the RefBot turns two steps), RefBot
    (bruisers played together with the dial at 3: the defending player takes the RefBot, and the
    penalty lasts until the period ends or the other side scores) and Lord Doober (a super-bruiser
    against a defender). Lord Doober's 3 against Chris's 3: neither touches the other, so 3 ties 3, the
    attacker keeps the puck, no goal is scored and Chris's side serves the penalty on."""
    assert base("lord-doober")[0] == 3 and base("chris")[1] == 3
    state = position(("lord-doober", "jake", "pax"), ("chris", "goose", "vehksa"), puck=0, refbot=3)
    state, events = play(state, "lord-doober", "chris")
    assert compared(events, False) == ((3, 3), "tie")
    assert event(events, "penalty").data["seat"] == 1
    assert "goal" not in kinds(events) and "penalty-over" not in kinds(events)
    assert state.goals == (0, 0) and state.puck == 0 and state.penalty == 1 and state.hand_size(1) == 3
    assert conserved(state)
