"""Intergalactic Hockey Showdown, "Player Card List & Abilities", Centers (rulings S5, S3): Tim,
Bryzan and Twisskib.

Tim wins any tie (a face-off, a goal when attacking, a stop when defending, and in overtime, but
not from a score pile after three periods); Bryzan's +3 counts only in face-offs and a bruiser
still hits him there; Twisskib is the single best attacker and has no ability.
"""

from __future__ import annotations

from tests.games.intergalactic_hockey.support import (
    ALL,
    GAME,
    act,
    both,
    conserved,
    event,
    faceoff,
    kinds,
    position,
)


def test_tim_wins_a_tied_faceoff():
    """Tim, "Wins any tie" ("Ties can happen during a face-off"), ruling S5: Tim's side takes the puck."""
    state = faceoff(("tim", "jake", "pax"), ("danny", "goose", "creenana"))
    state, events = both(state, "tim", "danny")        # Danny 4 - 2 = 2 against Tim's 2
    assert state.puck == 0 and "Tim wins ties" in event(events, "faceoff").text


def test_tim_attacking_turns_a_tie_into_a_goal():
    """Tim, "Wins any tie", ruling S5: attacking, a tie becomes a goal."""
    state = position(("tim", "jake", "pax"), ("bryzan", "goose", "creenana"), puck=0)
    state, events = both(state, "tim", "bryzan")       # 2 against 4 - 2 = 2
    assert event(events, "goal").data["card"] == "tim" and state.goals == (1, 0)


def test_tim_defending_wins_a_tie_and_takes_the_puck():
    """S5: for a defender, winning the tie means stopping the shot and taking the puck."""
    state = position(("danny", "jake", "pax"), ("tim", "goose", "creenana"), puck=0)
    state, events = both(state, "danny", "tim")        # 4 - 2 = 2 against 2
    assert "Tim wins ties" in event(events, "save").text and state.puck == 1


def test_tim_in_a_score_pile_does_not_break_a_tie_after_three_periods():
    """Tim's card line and Ending Periods, ruling S5: Tim in a score pile does not count, so a level game
    after three periods goes to overtime with every card back in the deck."""
    state = position(("jake",), ("vehksa",), puck=0, deck=(), period=3, buzzer=True,
                     scored=(("tim", "dom"), ("twisskib", "danny")), goals=(2, 2))
    state, events = both(state, "jake", "vehksa")      # the last shot is saved
    assert "overtime" in kinds(events)
    assert state.period == 4 and state.phase == "faceoff" and state.winners is None
    assert state.scored == ((), ()) and state.goals == (2, 2)
    assert [len(h) for h in state.hands] == [3, 3] and len(state.deck) == 10
    assert conserved(state)


def test_tim_wins_ties_in_overtime_too():
    """Tim and Overtime, ruling S5: a tied overtime shot by Tim is a goal and ends the game."""
    state = position(("tim", "jake", "pax"), ("bryzan", "goose", "creenana"), puck=0, period=4, goals=(3, 3))
    state, _ = both(state, "tim", "bryzan")
    assert state.phase == "over" and state.winners == (0,)
    assert GAME.outcome(state).scores == (4, 3)


def test_bryzan_gets_plus_three_in_faceoffs_only():
    """Bryzan, "+3 on face-offs": counted in a face-off, not when he attacks in a round."""
    state = faceoff(("bryzan", "jake", "pax"), ("danny", "goose", "creenana"))
    state, events = both(state, "bryzan", "danny")     # 2 + 3 = 5 against 4
    assert state.puck == 0 and "+3 offense" in event(events, "ability").text
    # In a round he attacks with 2.
    state = position(("bryzan", "jake", "pax"), ("jared", "goose", "creenana"), puck=0)
    state, events = both(state, "bryzan", "jared")
    state, events = act(state, 1, "decline")
    assert event(events, "tie") and "ability" not in kinds(events)


def test_bryzan_still_loses_two_to_a_bruiser_in_a_faceoff():
    """Bryzan's card line: he still loses 2 to a bruiser in a face-off (2 + 3 - 2 = 3 against Dom's 4)."""
    state = faceoff(("bryzan", "jake", "pax"), ("dom", "goose", "creenana"))
    state, events = both(state, "bryzan", "dom")
    state, events = act(state, 1, "decline")           # Dom's RefBot choice
    assert event(events, "faceoff").data["offense"] == (3, 4) and state.puck == 1


def test_twisskib_is_the_best_attacker_and_has_no_ability():
    """Twisskib, "No special ability ... the best offensive player in the game": the single highest offense,
    and nothing to decide when she plays."""
    best = max(ALL, key=lambda c: GAME.values(c)[0])
    assert best == "twisskib"
    assert sum(1 for c in ALL if GAME.values(c)[0] == GAME.values("twisskib")[0]) == 1
    state = position(("twisskib", "jake", "pax"), ("creenana", "goose", "vehksa"), puck=0)
    state, events = both(state, "twisskib", "creenana")
    assert "ability" not in kinds(events) and not state.queue   # resolved at once: nothing to decide
    assert event(events, "goal").data["card"] == "twisskib"
