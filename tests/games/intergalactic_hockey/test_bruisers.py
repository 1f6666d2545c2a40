"""Intergalactic Hockey Showdown, "Bruisers" (rulings S10, S11): the bruiser hit.

The book's example (Dom's 4 against Bryzan's 4, left with 2 after the hit: a goal, and the
RefBot turns +1), and the printed abilities of the bruiser wingers, which apply whether or not
the hit lands (two bruisers cancel only each other's hits).
"""

from __future__ import annotations

import pytest

from tests.games.intergalactic_hockey.support import (
    GAME,
    act,
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


@pytest.mark.parametrize("bruiser, target, hit_lands", [
    ("yrahkska", "bryzan", True),        # a center that is not a bruiser: hit and ability
    ("yrahkska", "tim", False),          # a bruiser center: the hits cancel, the ability stays
    ("lord-doober", "creenana", True),   # a defender that is not a bruiser
    ("lord-doober", "chris", False),     # a bruiser defender
])
def test_printed_abilities_of_bruisers_apply_whether_or_not_the_hit_lands(bruiser, target, hit_lands):
    """One reading for every card (S10, S11): the ability event comes at the reveal in both cases,
    and only the bruiser hit depends on the two-bruiser rule."""
    hand0 = (bruiser, "jake", "pax")
    hand1 = (target, "goose", "vehksa")
    state = position(hand0, hand1, puck=0)
    state, events = both(state, bruiser, target)
    assert event(events, "ability").data["card"] == bruiser
    assert ("bruiser" in kinds(events)) == hit_lands and ("bruisers" in kinds(events)) == (not hit_lands)
