"""Hockey Card Game, rules 4, 5 and 6 and rulings R3 and R5: making, losing and stealing breakaways.

A match makes a breakaway, a breakaway not converted with the very next card is intercepted,
any Jack gives a breakaway at once (a holder's non-matching Jack restarts it), only one player
holds a breakaway (a third or fourth match, or a Jack, takes it over) and the table option in
which a third match only cancels the breakaway.
"""

from __future__ import annotations

from tests.games.hockey_card_game.support import (
    GAME,
    plays,
    position,
)


def test_rule4_miss_intercepts_breakaway():
    state = position([("5C", "QD", "3H"), ("5D", "KS", "2S")], turn=0)
    state, events = plays(state, (0, "5C"), (1, "5D"), (0, "QD"), (1, "KS"))
    assert events[-1].kind == "intercepted" and "intercepted" in events[-1].text
    assert state.breakaway is None and state.goals == ((0, 0),)
    # A new breakaway is needed before another goal: matching now is only a breakaway.
    state, (e,) = plays(state, (0, "3H"))
    assert e.kind == "play"


def test_rule4_breakaway_only_scores_on_the_very_next_card():
    # Seat 0 breaks away, then misses; a later match by seat 0 is a fresh breakaway, not a goal.
    state = position([("6H", "9C", "4C"), ("6C", "8D", "9D", "4H")], pile=(), turn=1)
    state, events = plays(state, (1, "6C"), (0, "6H"), (1, "8D"), (0, "9C"), (1, "9D"), (0, "4C"))
    assert [e.kind for e in events] == ["play", "breakaway", "play", "intercepted", "breakaway", "play"]
    assert state.goals == ((0, 0),) and state.breakaway == 1


def test_rule4_holder_jack_on_a_jack_is_a_goal():
    # A Jack that matches the previous card is a match: the holder scores.
    state = position([("JC", "3D"), ("JH", "8S")], pile=("9C",), turn=0, breakaway=None)
    state, events = plays(state, (0, "JC"), (1, "JH"))
    assert [e.kind for e in events] == ["breakaway", "stolen"]
    state = position([("JC", "3D"), ("JH", "8S")], pile=("9C",), turn=1, breakaway=0)
    state, events = plays(state, (1, "8S"), (0, "JC"), (1, "JH"))
    assert events[1].kind == "breakaway"          # seat 0 missed with a Jack: fresh breakaway
    assert events[2].kind == "stolen"             # seat 1's Jack takes it
    state = position([("JC", "3D"), ("JH", "8S")], pile=("JD",), turn=0, breakaway=0)
    state, (e,) = plays(state, (0, "JC"))
    assert e.kind == "goal" and state.goals == ((1, 0),) and state.breakaway is None


def test_rule5_jack_gives_breakaway():
    state = position([("9C", "2D"), ("JS", "4H")], turn=0)
    state, (_e1, e2) = plays(state, (0, "9C"), (1, "JS"))
    assert e2.kind == "breakaway" and "Jack" in e2.text and state.breakaway == 1
    # ... and the Jack's holder scores by matching the next card.
    state = position([("9C", "2D"), ("JS", "2H")], turn=0)
    state, events = plays(state, (0, "9C"), (1, "JS"), (0, "2D"), (1, "2H"))
    assert events[-1].kind == "goal" and state.goals == ((0, 1),)


def test_rule5_jack_as_the_first_card_of_a_period_gives_breakaway():
    state = position([("JC", "2D"), ("9S", "4H")], turn=0)
    state, (e,) = plays(state, (0, "JC"))
    assert e.kind == "breakaway" and state.breakaway == 0


def test_jack_miss_by_holder_restarts_breakaway():
    """R3: a non-matching Jack by the holder scores nothing but gives a fresh breakaway."""
    state = position([("5C", "JD", "8C"), ("5H", "6S", "8H")], turn=1)
    state, events = plays(state, (1, "5H"), (0, "5C"), (1, "6S"), (0, "JD"))
    assert [e.kind for e in events] == ["play", "breakaway", "play", "breakaway"]
    assert "no goal" in events[-1].text
    assert state.breakaway == 0 and state.goals == ((0, 0),)
    state, (_e1, e2) = plays(state, (1, "8H"), (0, "8C"))
    assert e2.kind == "goal" and state.goals == ((1, 0),)


def test_rules3_and5_the_breakaway_event_says_whether_a_match_or_a_jack_made_it():
    """Rule 3's example: "if Player One put down a '6', then Player Two would try to put any other
    '6' on it, forming a breakaway"; rule 5: "a player who places any Jack on the table immediately
    scores a breakaway". The log says which it was."""
    state = position([("6S", "2C"), ("6H", "JD")], turn=0)
    state, (_, match) = plays(state, (0, "6S"), (1, "6H"))
    assert match.kind == "breakaway" and state.breakaway == 1
    assert f"matches the {GAME.label('6S')}" in match.text and "Jack" not in match.text
    state = position([("2C", "3C"), ("JD", "4H")], turn=0)
    state, (_, jack) = plays(state, (0, "2C"), (1, "JD"))
    assert jack.kind == "breakaway" and state.breakaway == 1
    assert "Jack" in jack.text and "matches" not in jack.text


def test_rule6_book_example_third_three_steals():
    """Book, rule 6: Player One 3, Player Two 3 (breakaway), Player One a third 3 (steals it)."""
    state = position([("3C", "3D", "9C"), ("3H", "5C", "6C")], turn=0)
    state, (e1, e2, e3) = plays(state, (0, "3C"), (1, "3H"), (0, "3D"))
    assert [e1.kind, e2.kind, e3.kind] == ["play", "breakaway", "stolen"]
    assert state.breakaway == 0 and "steals" in e3.text


def test_rule6_third_match_steals():
    state = position([("3C", "3D", "9C"), ("3H", "9H", "6C")], turn=0)
    state, events = plays(state, (0, "3C"), (1, "3H"), (0, "3D"), (1, "9H"), (0, "9C"))
    assert events[2].kind == "stolen"
    assert events[-1].kind == "goal" and state.goals == ((1, 0),)   # the thief scores


def test_rule6_fourth_match_steals_back():
    state = position([("3C", "3D", "9C"), ("3H", "3S", "6C")], turn=0)
    state, events = plays(state, (0, "3C"), (1, "3H"), (0, "3D"), (1, "3S"))
    assert [e.kind for e in events] == ["play", "breakaway", "stolen", "stolen"]
    assert state.breakaway == 1 and state.goals == ((0, 0),)


def test_rule6_jack_steals():
    state = position([("3C", "JD", "9C"), ("3H", "9H", "6C")], turn=0)
    state, events = plays(state, (0, "3C"), (1, "3H"), (0, "JD"))
    assert events[-1].kind == "stolen" and state.breakaway == 0


def test_variant_third_match_blocks():
    """Option of ruling R5 (against rule 6): a third matching card only cancels the breakaway, and nobody
    holds one after it."""
    state = position([("3C", "3D", "9C"), ("3H", "9H", "6C")], turn=0,
                     options={"third_match": "block"})
    state, events = plays(state, (0, "3C"), (1, "3H"), (0, "3D"))
    assert events[-1].kind == "blocked" and "cancels" in events[-1].text
    assert state.breakaway is None                    # cancelled, and nobody holds one
    state, events = plays(state, (1, "6C"), (0, "9C"))
    assert [e.kind for e in events[-2:]] == ["play", "play"]     # nobody holds a breakaway
    assert state.goals == ((0, 0),) and state.breakaway is None


def test_variant_block_then_fourth_match_is_a_fresh_breakaway():
    """Ruling R5's option: after a block, the next match is simply a fresh breakaway."""
    state = position([("3C", "3D", "9C"), ("3H", "3S", "6C")], turn=0,
                     options={"third_match": "block"})
    state, events = plays(state, (0, "3C"), (1, "3H"), (0, "3D"), (1, "3S"))
    assert [e.kind for e in events] == ["play", "breakaway", "blocked", "breakaway"]
    assert state.breakaway == 1


def test_variant_block_jack_still_takes_the_breakaway():
    """Rule 5 under R5's blocking option: a Jack still gives its player the breakaway at once, also a Jack on
    a Jack."""
    state = position([("3C", "JD", "9C"), ("3H", "9H", "6C")], turn=0,
                     options={"third_match": "block"})
    state, events = plays(state, (0, "3C"), (1, "3H"), (0, "JD"))
    assert events[-1].kind == "stolen" and state.breakaway == 0
    # A Jack matching a Jack also takes it under "block".
    state = position([("JC", "2D"), ("JH", "9H")], pile=("8D",), turn=1, breakaway=None,
                     options={"third_match": "block"})
    state, events = plays(state, (1, "JH"), (0, "JC"))
    assert [e.kind for e in events] == ["breakaway", "stolen"] and state.breakaway == 0
