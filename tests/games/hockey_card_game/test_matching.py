"""Hockey Card Game, rule 3 and ruling R2: matching the last card played.

A player holding a card of the same rank as the last card must play one (a Jack is no match for
another rank); without a match any card may be played; the first card of a period is free; the
option that lets a player hold back a match switches the duty off.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tests.games.hockey_card_game.support import (
    GAME,
    play,
    position,
    refusal,
)


def test_rule3_must_match_refusal():
    state = position([("7C", "2D"), ("7H", "9S", "JD")], pile=("7S",), turn=1)
    verdict = refusal(state, Action(1, "play", ("9S",)))
    assert verdict.code == "must-match"
    assert verdict.rule.endswith("rule 3") and "rule 3" in verdict.message
    assert "matches the 7♠" in verdict.reason
    # A Jack is not a match either: holding a 7, the player must play the 7.
    assert refusal(state, Action(1, "play", ("JD",))).code == "must-match"
    assert GAME.legal_actions(state, 1) == [Action(1, "play", ("7H",))]


def test_rule3_without_a_match_any_card():
    state = position([("7C", "2D"), ("8H", "9S", "JD")], pile=("7S",), turn=1)
    legal = {a.args[0] for a in GAME.legal_actions(state, 1)}
    assert legal == {"8H", "9S", "JD"}
    for card in legal:
        assert GAME.validate(state, Action(1, "play", (card,))).ok


def test_rule3_first_card_of_a_period_is_free():
    state = position([("7C", "2D"), ("8H", "9S")], turn=0)
    assert {a.args[0] for a in GAME.legal_actions(state, 0)} == {"7C", "2D"}


def test_variant_must_match_off_allows_any_card():
    """Ruling R2's option: with must-match off, a player holding a match may play any card."""
    state = position([("7C", "2D"), ("7H", "9S", "JD")], pile=("7S",), turn=1,
                     options={"must_match": False})
    assert {a.args[0] for a in GAME.legal_actions(state, 1)} == {"7H", "9S", "JD"}
    state, events = play(state, 1, "9S")
    assert events[0].kind == "play" and state.breakaway is None
