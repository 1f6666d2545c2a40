"""Intergalactic Hockey Showdown, "RefBot" and "Bruisers" (rulings S18, S19): the dial and the penalty.

Each bruiser turns the dial (two turn it by two, never past 3); reaching 3 calls nothing, a
bruiser played at 3 is penalised and the RefBot fills a place in that player's hand and cannot be
played; two bruisers at 3 penalise the defender in a round and nobody in a face-off; the penalty
ends when the opponent scores or the period ends.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tests.games.intergalactic_hockey.support import (
    GAME,
    both,
    conserved,
    event,
    faceoff,
    kinds,
    position,
    refusal,
)


def test_refbot_reaching_three_calls_nothing_yet_then_the_next_bruiser_is_penalised():
    """RefBot (ruling S18): reaching 3 calls nothing; the next bruiser is penalised and the RefBot takes a
    place in that player's hand, face up."""
    state = position(("tim", "jake", "chris"), ("vehksa", "goose", "creenana"), puck=0, refbot=2,
                     deck=("derek", "bryzan", "danny", "jared"))
    state, events = both(state, "tim", "vehksa")       # reaching 3 calls nothing yet
    assert state.refbot == 3 and state.penalty is None and state.puck == 0
    assert [set(h) for h in state.hands] == [{"jake", "chris", "derek"}, {"goose", "creenana", "bryzan"}]
    state, events = both(state, "chris", "bryzan")     # a bruiser with the RefBot at 3
    assert event(events, "penalty").data["seat"] == 0
    assert state.penalty == 0 and "refbot" not in GAME.hidden_from(state, 1)
    # The RefBot counts toward the hand of 3: only one card drawn for the one played.
    assert len(state.hands[0]) == 2 and state.hand_size(0) == 3
    view = GAME.view(state, 1)
    assert view.hand_sizes == (3, 3) and view.penalty == 0 and view.refbot is None
    assert conserved(state)


def test_the_refbot_in_hand_cannot_be_played():
    """RefBot: the card "can't be played"; neither can the puck (ruling S20)."""
    state = position(("jake", "pax"), ("vehksa", "goose", "creenana"), puck=1, penalty=0)
    assert GAME.legal_actions(state, 0) == [Action(0, "play", ("jake",)), Action(0, "play", ("pax",))]
    assert refusal(state, Action(0, "play", ("refbot",))).code == "refbot-not-playable"
    assert refusal(state, Action(1, "play", ("refbot",))).code == "not-in-hand"
    assert refusal(state, Action(0, "play", ("puck",))).code == "puck-not-playable"


def test_the_penalty_ends_when_the_opponent_scores():
    """RefBot: the penalty is over when the opponent scores; the RefBot goes back at 0 and the hand refills to
    three player cards (S18)."""
    state = position(("jake", "pax"), ("twisskib", "goose", "creenana"), puck=1, penalty=0, refbot=0)
    state, events = both(state, "jake", "twisskib")    # 6 against 4: goal against the penalised side
    assert "penalty-over" in kinds(events)
    assert state.penalty is None and state.refbot == 0
    assert len(state.hands[0]) == 3                    # back to three player cards


def test_the_penalty_goes_on_when_the_penalised_side_scores():
    """RefBot (ruling S18): a goal by the penalised player does not end the penalty."""
    state = position(("twisskib", "pax"), ("jake", "goose", "creenana"), puck=0, penalty=0)
    state, events = both(state, "twisskib", "jake")
    assert event(events, "goal") and state.penalty == 0 and len(state.hands[0]) == 2


def test_the_penalty_ends_with_the_period():
    """RefBot: the penalty is over when the period ends (ruling S18)."""
    state = position(("jake", "pax"), ("vehksa", "goose", "creenana"), puck=0, penalty=0, buzzer=True,
                     deck=())
    state, events = both(state, "jake", "vehksa")
    assert "penalty-over" in kinds(events) and state.period == 2
    assert state.penalty is None and state.refbot == 0 and [len(h) for h in state.hands] == [3, 3]


def test_both_bruisers_at_three_the_defender_takes_the_penalty():
    """RefBot note: when both players play bruisers and trigger a penalty, the defending player takes it
    (ruling S19)."""
    state = position(("tim", "jake", "pax"), ("chris", "goose", "vehksa"), puck=0, refbot=3)
    state, events = both(state, "tim", "chris")
    assert "bruisers" in kinds(events) and state.penalty == 1


def test_both_bruisers_in_a_faceoff_at_three_keep_the_refbot_at_three():
    """RefBot note: two bruisers in a face-off at 3 keep the RefBot on 3 and play goes on; a single bruiser is
    penalised (ruling S19)."""
    state = faceoff(("tim", "jake", "pax"), ("chris", "goose", "vehksa"), refbot=3)
    state, events = both(state, "tim", "chris")
    assert state.penalty is None and state.refbot == 3 and "penalty" not in kinds(events)
    # One bruiser in a face-off at 3 is penalised as usual.
    state = faceoff(("tim", "jake", "pax"), ("bryzan", "goose", "vehksa"), refbot=3)
    state, events = both(state, "tim", "bryzan")
    assert state.penalty == 0


def test_two_bruisers_turn_the_refbot_two_but_never_past_three():
    """Bruisers: two bruisers turn the RefBot +2; it never goes past 3 (ruling S18)."""
    state = position(("tim", "jake", "pax"), ("chris", "goose", "vehksa"), puck=0, refbot=0)
    state, _ = both(state, "tim", "chris")
    assert state.refbot == 2
    state = position(("tim", "jake", "pax"), ("chris", "goose", "vehksa"), puck=0, refbot=2)
    state, _ = both(state, "tim", "chris")
    assert state.refbot == 3 and state.penalty is None


def test_while_the_refbot_is_in_a_hand_nothing_turns_it():
    """Ruling S18: while the RefBot is in a hand there is no dial; Dom is not offered a turn and no further
    penalty is called."""
    state = position(("dom", "jake"), ("creenana", "goose", "vehksa"), puck=0, penalty=0)
    state, events = both(state, "dom", "creenana")
    assert not state.queue                             # no dial for Dom to turn
    assert state.penalty == 0 and "penalty" not in kinds(events)
