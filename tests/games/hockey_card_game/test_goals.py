"""Hockey Card Game, rule 4 and ruling R4: scoring a goal.

Two matches in a row score (the book's 4, 4, K, K example), the goal uses the breakaway up, the
next card may match the goal card, a goal in a regular period does not end the game, and the log
says every play, breakaway and goal in words, for both players.
"""

from __future__ import annotations

from tests.games.hockey_card_game.support import (
    plays,
    position,
)


def test_rule4_book_example():
    """Book, rule 4: Player One 4♠, Player Two 4 (a breakaway), Player One K, Player Two K♠ (a GOAL!)."""
    state = position([("4S", "KD", "9C"), ("4H", "KS", "2C")], turn=0)
    state, (e1, e2, e3, e4) = plays(state, (0, "4S"), (1, "4H"), (0, "KD"), (1, "KS"))
    assert e1.kind == "play"
    assert e2.kind == "breakaway"
    assert e3.kind == "play"
    assert e4.kind == "goal" and "GOAL" in e4.text
    assert state.goals == ((0, 1),) and state.totals == (0, 1)
    assert state.breakaway is None                   # the goal uses the breakaway up


def test_rule4_goal_on_second_match():
    state = position([("5C", "QD", "3H"), ("5D", "QS", "2S")], turn=0)
    state, _ = plays(state, (0, "5C"), (1, "5D"))
    assert state.breakaway == 1 and state.goals == ((0, 0),)
    state, _ = plays(state, (0, "QD"))
    assert state.breakaway == 1                      # a plain card by the other seat changes nothing
    state, (goal,) = plays(state, (1, "QS"))
    assert goal.kind == "goal" and goal.data == {"seat": 1, "card": "QS"}
    assert state.goals == ((0, 1),) and state.breakaway is None
    assert state.pile == ("5C", "5D", "QD", "QS")


def test_rule4_after_goal_the_goal_card_can_be_matched():
    """R4: the pile goes on after a goal; matching the goal card starts a new breakaway."""
    state = position([("4S", "KD", "KH"), ("4H", "KS", "2C")], turn=0)
    state, events = plays(state, (0, "4S"), (1, "4H"), (0, "KD"), (1, "KS"), (0, "KH"))
    assert events[3].kind == "goal"
    assert events[4].kind == "breakaway" and state.breakaway == 0
    assert state.goals == ((0, 1),)


def test_rule9_regular_goals_do_not_end_the_game():
    state = position([("4S", "KD", "9C"), ("4H", "KS", "2C")], turn=0, period=3)
    state, events = plays(state, (0, "4S"), (1, "4H"), (0, "KD"), (1, "KS"))
    assert events[-1].kind == "goal" and state.phase == "play"


def test_events_say_what_happened():
    """Rules 3 to 5: the log names each card played, the breakaway, the goal and a Jack's breakaway, and every
    play is public."""
    state = position([("4S", "KD", "9C", "QC"), ("4H", "KS", "JH", "2C")], turn=0)
    state, (e1, e2, _e3, e4) = plays(state, (0, "4S"), (1, "4H"), (0, "KD"), (1, "KS"))
    assert "4♠" in e1.text and e1.data == {"seat": 0, "card": "4S"}
    assert "breakaway" in e2.text.lower() and "4♥" in e2.text
    assert "GOAL" in e4.text and "K♠" in e4.text
    state, (e5, e6, e7) = plays(state, (0, "9C"), (1, "JH"), (0, "QC"))
    assert e6.kind == "breakaway" and "Jack" in e6.text
    for e in (e1, e2, e4, e5, e6, e7):
        assert e.audience is None                 # every play is public
