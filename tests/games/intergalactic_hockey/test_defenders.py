"""Intergalactic Hockey Showdown, "Player Card List & Abilities", Defenders (rulings S12 to S15):
Derek, Jake, Pax and Creenana. (Chris is in ``test_danny_and_chris.py``.)

Derek gets +3 defense against a winger; bruisers take only 1 from each of Jake's numbers; a
bruiser cannot hurt Pax and loses 3 from the number it is using; Creenana stops any penalty on
her play and then sets the RefBot to 3.
"""

from __future__ import annotations

from tests.games.intergalactic_hockey.support import (
    act,
    both,
    event,
    faceoff,
    kinds,
    position,
)


def test_derek_gets_three_more_defense_against_wingers():
    """Derek, "+3 if opponent is winger" (ruling S12: defense); against a center nothing changes."""
    state = position(("danny", "jake", "pax"), ("derek", "goose", "vehksa"), puck=0)
    state, events = both(state, "danny", "derek")      # 6 against 4 - 2
    assert "+3 defense" in event(events, "ability").text and "6 to 2" in event(events, "save").text
    state = position(("twisskib", "jake", "pax"), ("derek", "goose", "vehksa"), puck=0)
    state, events = both(state, "twisskib", "derek")   # a center: 6 - 2 = 4 against 3
    assert "ability" not in kinds(events) and event(events, "goal")


def test_bruisers_only_take_one_from_jake():
    """Jake, "Bruisers only give Jake -1 and -1" (ruling S13)."""
    state = position(("dom", "bryzan", "pax"), ("jake", "goose", "vehksa"), puck=0)
    state, _ = both(state, "dom", "jake")
    state, events = act(state, 0, "decline")
    assert "-1 offense and -1 defense" in event(events, "bruiser").text
    assert "4 to 3" in event(events, "goal").text
    state = position(("tim", "bryzan", "pax"), ("jake", "goose", "vehksa"), puck=0)
    state, events = both(state, "tim", "jake")
    assert "3 to 2" in event(events, "save").text


def test_pax_cannot_be_hurt_and_the_bruiser_loses_three_of_the_number_it_uses():
    """Pax, "Bruisers can't hurt Pax and get -3" (ruling S14): the bruiser loses 3 from the number it is
    using, and the RefBot still turns."""
    state = position(("dom", "jake", "bryzan"), ("pax", "goose", "vehksa"), puck=0)
    state, _ = both(state, "dom", "pax")
    state, events = act(state, 0, "decline")
    assert "loses 3 offense" in event(events, "bruiser").text
    assert "4 to 1" in event(events, "save").text and state.puck == 1
    assert state.refbot == 1                           # the RefBot still notices the bruiser
    # Pax attacking: the defending bruiser loses defense.
    state = position(("pax", "jake", "bryzan"), ("chris", "goose", "vehksa"), puck=0)
    state, events = both(state, "pax", "chris")
    assert "loses 3 defense" in event(events, "bruiser").text and "1 to 0" in event(events, "goal").text


def test_pax_in_a_faceoff_takes_offense_off_the_bruiser():
    """Pax in a face-off (ruling S14): the bruiser faces off with offense, so it loses 3 offense."""
    state = faceoff(("pax", "jake", "bryzan"), ("tim", "goose", "vehksa"))
    state, events = both(state, "pax", "tim")
    assert state.puck == 0 and event(events, "faceoff").data["offense"] == (1, 0)


def test_creenana_stops_a_penalty_then_sets_the_refbot_to_three():
    """Creenana, "No penalty this play then set RefBot at 3" (ruling S15): even at 3 against a bruiser, and
    even from 0 with no bruiser."""
    state = position(("tim", "jake", "pax"), ("creenana", "goose", "vehksa"), puck=0, refbot=3)
    state, events = both(state, "tim", "creenana")
    assert state.penalty is None and "penalty" not in kinds(events)
    assert state.refbot == 3 and any("No penalty" in e.text for e in events if e.kind == "refbot")
    state = position(("twisskib", "jake", "pax"), ("creenana", "goose", "vehksa"), puck=0, refbot=0)
    state, events = both(state, "twisskib", "creenana")
    assert state.refbot == 3                           # even from 0, and with no bruiser
