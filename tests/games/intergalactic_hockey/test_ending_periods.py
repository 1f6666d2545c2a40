"""Intergalactic Hockey Showdown, "Ending Periods" (rulings S22 to S24): the buzzer and the end of
a period.

When the draw deck runs out the puck holder may take one last shot (an optional decision; nobody
plays before it); the shot is a normal round after which the period ends; there is no shot
without the puck or without a card, and an empty net defends with 0. Between periods everything
but the score piles is shuffled and dealt again; after the third period the higher goal count
wins, a level count goes to overtime.
"""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tests.games.intergalactic_hockey.support import (
    BUZZER_PASSAGE,
    GAME,
    act,
    at_the_buzzer,
    both,
    conserved,
    event,
    kinds,
    position,
    refusal,
)


def test_the_buzzer_shot_is_offered_to_the_puck_holder_as_an_optional_decision():
    """Ending Periods: the holder "may take one final shot at the buzzer" (S22)."""
    state, events = at_the_buzzer()
    assert BUZZER_PASSAGE in event(events, "buzzer").text
    assert state.phase == "buzzer" and not state.buzzer and state.puck == 0 and state.period == 1
    assert [set(h) for h in state.hands] == [{"twisskib", "bryzan", "pax"}, {"goose", "creenana"}]
    (decision,) = GAME.pending(state)
    assert (decision.seat, decision.kind, decision.optional, decision.secret) == (0, "last-shot", True, False)
    assert "last shot" in decision.prompt
    assert GAME.legal_actions(state, 0) == [Action(0, "shoot"), Action(0, "decline")]
    assert GAME.legal_actions(state, 1) == []
    assert GAME.describe_action(state, Action(0, "shoot")) == "Shoot at the buzzer"
    assert GAME.describe_action(state, Action(0, "decline")) == "Let the period end"
    # Nobody plays a card before the holder has chosen; the defender does not choose for the holder.
    for bad in (Action(0, "play", ("twisskib",)), Action(1, "play", ("goose",)), Action(1, "shoot"),
                Action(1, "decline"), Action(0, "swap")):
        assert refusal(state, bad).rule == "Intergalactic Hockey Showdown, Ending Periods"
    assert refusal(state, Action(1, "decline")).code == "not-your-decision"
    assert refusal(state, Action(0, "play", ("twisskib",))).code == "buzzer-decision"
    view = GAME.view(state, 1)
    assert view.phase == "buzzer" and view.awaiting == ((0, "last-shot"),) and not view.revealed


def test_declining_the_buzzer_shot_ends_the_period_with_no_shot():
    """Ending Periods (ruling S22): declining the last shot ends the period at once, and the next one is
    dealt."""
    state, _ = at_the_buzzer()
    state, events = act(state, 0, "decline")
    assert "reveal" not in kinds(events) and "goal" not in kinds(events)
    assert "without a last shot" in event(events, "decline").text and event(events, "period-end")
    assert state.goals == (0, 0) and state.scored == ((), ())
    assert state.period == 2 and state.phase == "faceoff" and not state.buzzer and state.puck is None
    assert [len(h) for h in state.hands] == [3, 3] and len(state.deck) == 16 - 6
    assert conserved(state)


def test_taking_the_buzzer_shot_resolves_a_round_and_ends_the_period():
    """Ending Periods (rulings S22, S24): the last shot is a normal round; then the period ends and everything
    but the score piles is reset."""
    state, _ = at_the_buzzer()
    state, events = act(state, 0, "shoot")
    assert kinds(events) == ["last-shot"]
    assert state.buzzer and state.phase == "round" and state.puck == 0 and state.period == 1
    assert {d.seat for d in GAME.pending(state)} == {0, 1}
    state, events = both(state, "twisskib", "creenana")
    assert event(events, "reveal").text.startswith("Last shot at the buzzer")
    assert event(events, "goal") and state.goals == (1, 0)
    # Reset for period 2.
    assert state.period == 2 and state.phase == "faceoff" and not state.buzzer
    assert state.puck is None and state.refbot == 0 and state.penalty is None
    assert state.scored == (("twisskib",), ()) and state.discard == ()
    assert [len(h) for h in state.hands] == [3, 3] and len(state.deck) == 16 - 1 - 6
    assert conserved(state)


def test_a_last_shot_is_only_taken_at_the_buzzer():
    """Ending Periods: the last shot is offered only when the deck has run out."""
    state = position(("jake", "twisskib", "bryzan"), ("vehksa", "goose", "creenana"), puck=0)
    assert refusal(state, Action(0, "shoot")).code == "no-last-shot"


@pytest.mark.parametrize("goals, result", [((1, 0), "won"), ((0, 0), "overtime")])
def test_declining_the_last_shot_of_the_third_period(goals, result):
    """The holder may let the third period end: a lead wins at once, a level score goes to overtime."""
    scored = (("tim",), ()) if goals == (1, 0) else ((), ())
    state, _ = at_the_buzzer(period=3, goals=goals, scored=scored)
    assert state.phase == "buzzer"
    state, events = act(state, 0, "decline")
    if result == "won":
        assert state.phase == "over" and state.winners == (0,) and GAME.outcome(state).scores == (1, 0)
    else:
        assert event(events, "overtime") and state.period == 4 and state.phase == "faceoff"


def test_buzzer_shot_against_a_side_with_no_cards():
    """S23: nothing to defend with counts as 0 defense."""
    state = position(("twisskib",), (), puck=0, deck=(), buzzer=True)
    assert [d.seat for d in GAME.pending(state)] == [0]
    state, events = act(state, 0, "play", "twisskib")
    assert "no card" in event(events, "reveal").text and "6 to 0" in event(events, "goal").text
    assert state.period == 2


def test_no_buzzer_shot_without_the_puck_or_without_a_card():
    """Ending Periods (rulings S22, S23): no last shot when the puck is in the middle after a goal, nor when
    the holder has only the RefBot."""
    state = position(("twisskib", "jake", "bryzan"), ("creenana", "goose", "vehksa"), puck=0, deck=("pax",))
    state, events = both(state, "twisskib", "creenana")   # a goal: the puck goes back to the middle
    assert "buzzer" not in kinds(events) and state.period == 2
    state = position(("jake",), ("vehksa", "goose"), puck=0, deck=(), penalty=0)
    state, events = both(state, "jake", "vehksa")     # the shooter keeps the puck but holds only the RefBot
    assert "buzzer" not in kinds(events) and state.period == 2


def test_the_third_period_decides_the_game():
    """Ending Periods: after the third period the higher count of score-pile cards wins, and no move is
    accepted after it."""
    state = position(("jake",), ("vehksa",), puck=0, deck=(), period=3, buzzer=True,
                     scored=(("tim",), ()), goals=(1, 0))
    state, _ = both(state, "jake", "vehksa")
    assert state.phase == "over" and state.winners == (0,) and not GAME.pending(state)
    outcome = GAME.outcome(state)
    assert outcome.winners == (0,) and outcome.scores == (1, 0)
    assert GAME.legal_actions(state, 0) == [] and refusal(state, Action(0, "decline")).code == "game-over"
