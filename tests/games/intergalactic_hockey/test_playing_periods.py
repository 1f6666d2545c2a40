"""Intergalactic Hockey Showdown, "Playing Periods" (rulings S4, S20, S21): a round.

Both players choose a card face down and in secret, in either order; the reveal compares the
attacker's offense with the defender's defense (a number below zero counts as 0); a goal, a
save (the defender takes the puck) or a tie (the attacker keeps it); the puck holder refills
first. Refused and malformed moves name the section they come from, and the menus describe
each move in words.
"""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import MalformedActionError
from tests.games.intergalactic_hockey.support import (
    GAME,
    act,
    both,
    event,
    faceoff,
    position,
    refusal,
)


def test_either_seat_may_place_its_card_first():
    """Playing Periods: both players place a card face down, in either order; the reveal shows both."""
    state = faceoff(("dom", "jake", "pax"), ("bryzan", "goose", "vehksa"))
    state, _ = act(state, 1, "play", "goose")
    assert [d.seat for d in GAME.pending(state)] == [0]
    assert "goose" in GAME.hidden_from(state, 0) and GAME.view(state, 0).chosen == (False, True)
    state, events = act(state, 0, "play", "jake")
    assert event(events, "reveal").data["cards"] == ("jake", "goose")


def test_both_seats_choose_in_secret_and_the_other_view_shows_only_that_a_card_is_down():
    """Playing Periods and Face-Offs: a card placed face down is seen only by its owner; the second card
    reveals both at once."""
    state = faceoff(("dom", "jake", "pax"), ("bryzan", "goose", "vehksa"))
    decisions = GAME.pending(state)
    assert [(d.seat, d.kind, d.secret) for d in decisions] == [(0, "play", True), (1, "play", True)]
    state, events = act(state, 0, "play", "dom")
    public = [e for e in events if e.audience is None]
    assert public and all("Dom" not in e.text and "dom" not in str(e.data) for e in public)
    private = [e for e in events if e.audience is not None]
    assert private and all(e.audience == frozenset({0}) for e in private)
    assert [d.seat for d in GAME.pending(state)] == [1]
    other = GAME.view(state, 1)
    assert other.played == (None, None) and other.chosen == (True, False) and not other.revealed
    assert "'dom'" not in repr(other) and "'dom'" not in repr(GAME.view(state, None))
    assert "dom" in GAME.hidden_from(state, 1) and "dom" not in GAME.hidden_from(state, 0)
    assert GAME.view(state, 0).played == ("dom", None)
    assert refusal(state, Action(0, "play", ("jake",))).code == "already-chosen"
    # The second card reveals both, inside the same apply.
    state, events = act(state, 1, "play", "bryzan")
    reveal = event(events, "reveal")
    assert reveal.irreversible and reveal.data["cards"] == ("dom", "bryzan")
    assert GAME.view(state, 1).played == ("dom", "bryzan")


def test_defender_wins_takes_the_puck_and_tie_keeps_it():
    """Playing Periods steps 5 and 6: a higher defense takes the puck; on a tie the attacker keeps it."""
    state = position(("bryzan", "jake", "pax"), ("creenana", "goose", "vehksa"), puck=0)
    after, events = both(state, "bryzan", "creenana")
    assert event(events, "save") and after.puck == 1 and after.phase == "round"
    assert set(after.discard) >= {"bryzan", "creenana"}
    after, events = both(state, "jake", "goose")       # 2 against 5
    assert after.puck == 1
    state = position(("goose", "jake", "pax"), ("jared", "tim", "vehksa"), puck=0)
    after, events = both(state, "goose", "jared")      # Goose cancels Jared; 2 against 2
    assert event(events, "tie") and after.puck == 0


def test_refill_to_three_with_the_puck_holder_first():
    """Face-Offs ("The player controlling the puck always gets to draw new cards first"), ruling S21: both
    hands go back to three."""
    state = position(("jake", "pax", "goose"), ("vehksa", "creenana", "bryzan"), puck=0,
                     deck=("derek", "chris", "tim"))
    state, events = both(state, "jake", "creenana")    # defender wins, takes the puck
    assert state.puck == 1
    assert "derek" in state.hands[1] and "chris" in state.hands[0]
    assert event(events, "refill").data["first"] == 1
    assert [len(h) for h in state.hands] == [3, 3] and state.deck == ("tim",)


def test_negative_numbers_count_as_zero():
    """S4: Yrahkska defends with 1 and bounces off Pax: 1 - 3 = -2, which counts as 0."""
    state = position(("pax", "jake", "goose"), ("yrahkska", "bryzan", "vehksa"), puck=0)
    state, events = both(state, "pax", "yrahkska")
    assert "1 to 0" in event(events, "goal").text


def test_refusals_name_the_rule():
    """Playing Periods: a card not in hand, an ability not available, a play while abilities wait or a choice
    out of turn is refused naming the section."""
    state = position(("jake", "pax", "bryzan"), ("jared", "goose", "vehksa"), puck=0)
    verdict = refusal(state, Action(0, "play", ("goose",)))
    assert verdict.code == "not-in-hand" and verdict.rule == "Intergalactic Hockey Showdown, Playing Periods"
    assert refusal(state, Action(0, "swap")).code == "no-ability-now"
    state, _ = both(state, "jake", "jared")
    assert refusal(state, Action(0, "play", ("pax",))).code == "abilities-pending"
    assert refusal(state, Action(0, "decline")).code == "not-your-decision"
    assert refusal(state, Action(1, "refbot", (1,))).code == "wrong-ability"


@pytest.mark.parametrize("bad", [
    Action(0, "play", ("nobody",)), Action(2, "play", ("dom",)), Action(0, "refbot", (True,)),
    Action(0, "refbot", (2,)), Action(0, "fly"), Action(0, "swap", (1,)), Action(0, "discard", ("puck",)),
    Action(0, "play", ()),
])
def test_malformed_actions(bad):
    """A move that is not a move of this game (unknown card, seat, kind or arguments) is malformed."""
    state = GAME.new_game(1)
    with pytest.raises(MalformedActionError):
        GAME.validate(state, bad)


def test_describe_actions():
    """The menus describe a card by its numbers and bruiser mark, and the discard and RefBot abilities by what
    they do."""
    state = GAME.new_game(1)
    assert GAME.describe_action(state, Action(0, "play", ("dom",))) == "Play Dom (offense 4, defense 1, bruiser)"
    assert GAME.describe_action(state, Action(0, "discard", ("chris",))) == "Discard Chris for +2 defense"
    assert GAME.describe_action(state, Action(0, "refbot", (-1,))) == "Turn the RefBot -1"
