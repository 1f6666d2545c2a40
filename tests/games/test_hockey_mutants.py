"""Hockey Card Game: scenarios written to kill mutants that survived the first mutation run.

See ``docs/testing.md`` for the run (mutmut 3.8.1 over ``hockey_card_game/rules.py``) and the
list of survivors. Rule numbers are the numbered paragraphs of the book
(``../shared/rules/hockey-card-game.md``). These tests pin what the first run showed the suite
never looked at: which rule a refusal cites, what a seat's view reports, that each player is
dealt a private hand (rule 2), that both seats appear in the action space, and the checks on
a new game's seed and names.
"""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from tabletop.engine.actions import Action
from tabletop.games import registry

GAME = registry().get("hockey-card-game")


def cited(n):
    return f"Hockey Card Game, rule {n}"


def cut_both(state):
    events = []
    for seat in (0, 1):
        state, more = GAME.apply(state, Action(seat, "cut"))
        events += more
    return state, events


def after_cut(seed=0):
    state = GAME.new_game(seed)
    while state.phase == "cut":
        state, _ = cut_both(state)
    return state


def started(seed=0, choice="lead"):
    state = after_cut(seed)
    state, _ = GAME.apply(state, Action(state.chooser, "choose", (choice,)))
    return state


def refused(state, action, code, rule_no):
    verdict = GAME.validate(state, action)
    assert not verdict.ok
    assert verdict.code == code
    assert verdict.rule == cited(rule_no)
    assert isinstance(verdict.reason, str) and verdict.reason
    assert f"rule {rule_no}" in verdict.message
    return verdict


# ----- each refusal cites the rule it comes from ----------------------------------------------
def test_playing_before_the_cut_cites_rule_1():
    """Rule 1: the game begins with both players cutting; no card is played before that."""
    refused(GAME.new_game(0), Action(0, "play", ("AS",)), "wrong-phase", 1)


def test_cutting_again_after_the_cut_cites_rule_1():
    state = after_cut(0)
    refused(state, Action(state.chooser, "cut"), "wrong-phase", 1)


def test_cutting_out_of_turn_cites_rule_1():
    refused(GAME.new_game(0), Action(1, "cut"), "not-your-turn", 1)


def test_choosing_before_the_cut_cites_rule_1():
    refused(GAME.new_game(0), Action(0, "choose", ("lead",)), "wrong-phase", 1)


def test_only_the_cut_winner_chooses_rule_1():
    """Rule 1: the player with the highest card chooses whether to deal or play first."""
    state = after_cut(0)
    verdict = refused(state, Action(1 - state.chooser, "choose", ("deal",)), "not-your-turn", 1)
    assert state.names[state.chooser] in verdict.reason


def test_playing_out_of_turn_cites_rule_4():
    """Rule 4: play alternates."""
    state = started(0)
    other = 1 - state.turn
    verdict = refused(state, Action(other, "play", (state.hands[other][0],)), "not-your-turn", 4)
    assert state.names[state.turn] in verdict.reason


def test_playing_a_card_not_in_hand_cites_rule_3():
    """Rule 3: the first player chooses a card (from their hand) and places it."""
    state = started(0)
    seat = state.turn
    card = state.deck[0]
    refused(state, Action(seat, "play", (card,)), "not-in-hand", 3)


def test_no_play_after_the_game_cites_rule_9():
    """Rule 9: the game is decided (or drawn) after three periods or the tie-breaker; no more play."""
    state = started(0)
    over = replace(state, phase="over", winners=(0,))
    refused(over, Action(over.turn, "play", (over.hands[over.turn][0],)), "game-over", 9)


# ----- dealing: each player gets a private hand (rule 2) --------------------------------------
def test_each_player_is_shown_only_their_own_new_hand():
    """Rule 2: each player looks at their cards without letting the other see them."""
    state = after_cut(1)
    state, events = GAME.apply(state, Action(state.chooser, "choose", ("deal",)))
    hands = [e for e in events if e.kind == "hand"]
    assert [e.audience for e in hands] == [frozenset({0}), frozenset({1})]
    for seat, e in enumerate(hands):
        assert e.data["seat"] == seat and tuple(e.data["cards"]) == state.hands[seat]
    deal = next(e for e in events if e.kind == "deal")
    assert deal.data == {"deal": 1, "size": 5} and deal.irreversible
    shuffle = next(e for e in events if e.kind == "shuffle")
    assert shuffle.chance and shuffle.irreversible and shuffle.data == {"seat": state.dealer}


def test_a_cut_is_a_chance_event_that_cannot_be_undone():
    """Rule 1 / R1: the cut shows a random card; undo after seeing it would let a player re-cut."""
    state, events = GAME.apply(GAME.new_game(4), Action(0, "cut"))
    cut = events[0]
    assert cut.kind == "cut" and cut.chance and cut.irreversible
    assert cut.data == {"seat": 0, "card": state.cut_cards[0]}
    assert state.names[0] in cut.text


def test_the_cut_winner_event_names_the_winner():
    """Rule 1: the player with the highest card wins the cut and chooses."""
    state, events = GAME.new_game(2), []
    while state.phase == "cut":
        state, more = cut_both(state)
        events += more
    won = [e for e in events if e.kind == "cut-won"]
    assert len(won) == 1
    assert won[0].data == {"seat": state.chooser} and state.names[state.chooser] in won[0].text


# ----- the view and the action space ----------------------------------------------------------
def test_a_seats_view_reports_the_public_position():
    """Every public field of the position (breakaway holder, score, dealer, deals...) reaches the view."""
    state = started(0)
    state = replace(state, breakaway=1, goals=((2, 1), (0, 3)), deal=3)
    for finished in (state, replace(state, phase="over", winners=(1,))):
        for seat in (0, 1, None):
            view = GAME.view(finished, seat)
            for f in fields(view):
                if hasattr(finished, f.name) and f.name != "seat":
                    assert getattr(view, f.name) == getattr(finished, f.name), f.name
            assert view.totals == (2, 4)


def test_the_action_space_has_both_seats_actions():
    space = list(GAME.action_space(GAME.new_game(0)))
    assert {a.seat for a in space} == {0, 1}
    assert len(space) == 2 * (3 + 52)


# ----- a new game -----------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [True, "7", 1.5])
def test_the_seed_must_be_a_whole_number(seed):
    with pytest.raises(TypeError, match="whole number"):
        GAME.new_game(seed)


def test_players_names_are_kept():
    state = GAME.new_game(0, names=("Ana", "Ben"))
    assert state.names == ("Ana", "Ben")
    assert GAME.new_game(0).names == ("Player 1", "Player 2")


def test_the_game_is_for_exactly_two_players():
    with pytest.raises(ValueError, match="exactly two players"):
        GAME.new_game(0, names=("Ana", "Ben", "Cy"))


# ----- the score announced at the end of a period ---------------------------------------------
def test_the_period_end_announces_each_players_own_goals():
    """Rule 9 counts each player's goals over the periods; the period's end says whose are whose."""
    state = GAME.new_game(0, names=("Ana", "Ben"))
    while state.phase == "cut":
        state, _ = cut_both(state)
    state, _ = GAME.apply(state, Action(state.chooser, "choose", ("lead",)))
    first = state.turn
    hands = [(), ()]
    hands[first], hands[1 - first] = ("2C",), ("3D",)
    state = replace(state, deal=len(state.deals), hands=tuple(hands), pile=("9H",), breakaway=None,
                    goals=((2, 1),))
    state, _ = GAME.apply(state, Action(first, "play", ("2C",)))
    state, events = GAME.apply(state, Action(1 - first, "play", ("3D",)))
    end = next(e for e in events if e.kind == "period-end")
    assert end.text == "Period 1 ends: Ana 2, Ben 1."
    assert end.data == {"period": 1, "goals": (2, 1)}
