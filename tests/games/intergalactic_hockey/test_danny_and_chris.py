"""Intergalactic Hockey Showdown, "Player Card List & Abilities": Danny (a winger) and Chris (a
defender), discarded from the hand (ruling S6).

Danny gives the attacker +2 offense (either player in a face-off), Chris gives the defender +2
defense (never in a face-off); each is offered only to the side it helps, the card of the other
role is refused by name, and the player draws two cards after the round.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tests.games.intergalactic_hockey.support import (
    GAME,
    act,
    both,
    event,
    faceoff,
    position,
    refusal,
)


def test_danny_discarded_from_the_attackers_hand_gives_two_offense_and_is_replaced_after_the_round():
    """Danny, "Discard from hand to give teammate +2" (ruling S6): an optional choice for the attacker after
    the reveal; afterwards two cards are drawn."""
    state = position(("twisskib", "danny", "goose"), ("vehksa", "jake", "creenana"), puck=0,
                     deck=("tim", "pax", "bryzan", "derek"))
    state, events = both(state, "twisskib", "vehksa")  # 6 against 6
    (decision,) = GAME.pending(state)
    assert (decision.seat, decision.kind, decision.optional) == (0, "discard", True)
    assert "Danny" in decision.prompt
    assert set(GAME.legal_actions(state, 0)) == {Action(0, "discard", ("danny",)), Action(0, "decline")}
    declined, events = act(state, 0, "decline")
    assert event(events, "tie") and declined.puck == 0
    state, events = act(state, 0, "discard", "danny")
    assert event(events, "goal").text.count("8 to 6") == 1
    assert "danny" in state.discard
    # Two new cards for the scorer (who draws first): one for Twisskib, one for Danny.
    assert event(events, "refill").data["drawn"] == (2, 1)
    assert set(state.hands[0]) == {"goose", "tim", "pax"}


def test_danny_is_not_offered_to_the_defender():
    """Ruling S6: Danny's +2 is offense, which the defender does not use, so he is not offered."""
    state = position(("twisskib", "jake", "goose"), ("vehksa", "danny", "creenana"), puck=0)
    state, events = both(state, "twisskib", "vehksa")     # 6 against 6
    assert not state.queue and event(events, "tie")


def test_chris_discarded_by_the_defender_gives_two_defense():
    """Chris, "Discard from hand to give teammate +2" defense (ruling S6); Goose cancels the opposing played
    card, not a card discarded from the hand."""
    state = position(("twisskib", "jake", "pax"), ("goose", "chris", "creenana"), puck=0)
    state, events = both(state, "twisskib", "goose")   # 6 against 5
    assert state.queue == ((1, "discard"),)
    state, events = act(state, 1, "discard", "chris")  # Goose cancels Twisskib, not Chris in the hand
    assert "7 to 6" in event(events, "save").text and state.puck == 1
    assert event(events, "refill").data["drawn"] == (1, 2)


def test_chris_is_not_offered_to_the_attacker_and_the_wrong_discard_is_refused():
    """Ruling S6: Chris is offered only to the defender; a card without the discard ability, a discard out of
    turn or a card not in hand is refused."""
    state = position(("bryzan", "chris", "pax"), ("jake", "danny", "creenana"), puck=0)
    state, _ = both(state, "bryzan", "jake")
    assert not state.queue
    state = position(("twisskib", "danny", "pax"), ("vehksa", "chris", "creenana"), puck=0)
    state, _ = both(state, "twisskib", "vehksa")
    assert state.queue == ((0, "discard"), (1, "discard"))
    assert refusal(state, Action(0, "discard", ("pax",))).code == "no-discard-ability"
    assert refusal(state, Action(1, "discard", ("chris",))).code == "not-your-decision"
    state, _ = act(state, 0, "decline")
    assert refusal(state, Action(1, "discard", ("danny",))).code == "not-in-hand"


def test_chris_cannot_be_discarded_in_a_faceoff_but_danny_can():
    """Face-Offs and ruling S6: a face-off compares offense, so Danny may be discarded there and Chris may
    not."""
    state = faceoff(("jake", "chris", "pax"), ("vehksa", "danny", "creenana"))
    state, _ = both(state, "jake", "vehksa")
    assert state.queue == ((1, "discard"),)
    state, _ = act(state, 1, "discard", "danny")
    assert state.puck == 1 and "danny" in state.discard


def test_the_card_of_the_other_role_is_refused_by_name_while_a_discard_waits():
    """Player Card List & Abilities: Danny's +2 is offense (the attacker's number, and the face-off's),
    Chris's +2 is defense (the defender's). Holding both, each side may throw only its own."""
    state = position(("twisskib", "danny", "chris"), ("vehksa", "jake", "creenana"), puck=0)
    state, _ = both(state, "twisskib", "vehksa")          # 6 against 6: the attacker may discard
    assert state.queue == ((0, "discard"),)
    wrong = refusal(state, Action(0, "discard", ("chris",)))
    assert (wrong.code, "boosts defense" in wrong.reason) == ("wrong-role", True)
    state = position(("twisskib", "jake", "pax"), ("goose", "danny", "chris"), puck=0)
    state, _ = both(state, "twisskib", "goose")           # 6 against 5: the defender may discard
    assert state.queue == ((1, "discard"),)
    wrong = refusal(state, Action(1, "discard", ("danny",)))
    assert (wrong.code, "boosts offense" in wrong.reason) == ("wrong-role", True)
    assert wrong.rule.endswith("Player Card List & Abilities")
    state = faceoff(("jake", "danny", "chris"), ("vehksa", "pax", "creenana"))
    state, _ = both(state, "jake", "vehksa")              # 2 against 2 in a face-off
    assert state.queue == ((0, "discard"),)
    wrong = refusal(state, Action(0, "discard", ("chris",)))
    assert wrong.code == "wrong-role"
    assert wrong.reason == "Chris boosts defense, which only the defender needs; face-offs compare offense."
    assert wrong.rule.endswith("Player Card List & Abilities")
