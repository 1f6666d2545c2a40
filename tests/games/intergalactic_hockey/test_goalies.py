"""Intergalactic Hockey Showdown, "Player Card List & Abilities", Goalies (rulings S16, S17):
Goose and Vehksa.

Goose cancels the opposing played card's bruiser status and ability, defending or attacking;
when Vehksa defends and stops the shot the shooter keeps the puck, and she has no ability on
offense.
"""

from __future__ import annotations

from tests.games.intergalactic_hockey.support import (
    both,
    event,
    kinds,
    position,
)


def test_goose_cancels_the_opposing_bruiser_and_ability():
    """Goose, "Cancel opponents bruiser and ability" (ruling S16): Dom gets no RefBot choice, no hit, no turn
    of the dial and no penalty."""
    state = position(("dom", "jake", "pax"), ("goose", "bryzan", "vehksa"), puck=0, refbot=3)
    state, events = both(state, "dom", "goose")
    assert not state.queue                              # Dom's RefBot turn is cancelled
    assert "cancel" in kinds(events) and "bruiser" not in kinds(events)
    assert state.refbot == 3 and state.penalty is None  # no turn, no penalty
    assert "5 to 4" in event(events, "save").text


def test_goose_attacking_cancels_the_defenders_ability():
    """Goose's card line, "Even if Goose is defending" (ruling S16): attacking, he cancels Jared's switch;
    defending, Vojt-n-Swet's look."""
    state = position(("goose", "jake", "pax"), ("jared", "bryzan", "vehksa"), puck=0)
    state, events = both(state, "goose", "jared")
    assert not state.queue and event(events, "tie")
    state = position(("vojt-n-swet", "jake", "pax"), ("goose", "bryzan", "vehksa"), puck=0)
    state, events = both(state, "vojt-n-swet", "goose")
    assert "look" not in kinds(events)


def test_vehksa_saves_but_the_shooter_keeps_the_puck():
    """Vehksa, "Shooter keeps puck after this play" (ruling S17): her save leaves the puck with the
    shooter."""
    state = position(("bryzan", "jake", "pax"), ("vehksa", "goose", "creenana"), puck=0)
    state, events = both(state, "bryzan", "vehksa")
    save = event(events, "save")
    assert save.data == {"winner": 1, "puck": 0} and state.puck == 0 and state.phase == "round"


def test_vehksa_attacking_has_no_effect():
    """Ruling S17: on offense Vehksa has no ability; the defender who stops her takes the puck."""
    state = position(("vehksa", "jake", "pax"), ("creenana", "goose", "bryzan"), puck=0)
    state, _ = both(state, "vehksa", "creenana")     # 2 against 5: the defender takes the puck
    assert state.puck == 1
