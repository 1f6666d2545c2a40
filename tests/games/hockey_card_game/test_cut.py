"""Hockey Card Game, rule 1 and ruling R1: cutting the deck and choosing to deal or to play first.

Aces are high for the cut, a tie cuts again, each cut is a chance event seen by both players, and
the winner of the cut chooses whether to deal or to become Player One.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.engine.actions import Action
from tests.games.hockey_card_game.support import (
    CUT_ORDER,
    GAME,
    after_cut,
    cut_both,
    rank,
    refusal,
    started,
)


def test_rule1_highest_cut_chooses_aces_high():
    seen_ace_win = False
    for seed in range(150):
        state = GAME.new_game(seed)
        assert [d.seat for d in GAME.pending(state)] == [0]          # seat 0 cuts first
        state, events = cut_both(state)
        first, second = events[0].data["card"], events[1].data["card"]
        assert first != second, "the second cut comes from the remaining 51 cards"
        assert state.cut_cards == (first, second) or state.cut_cards == (None, None)
        a, b = CUT_ORDER.index(rank(first)), CUT_ORDER.index(rank(second))
        if a == b:
            assert state.phase == "cut" and state.cut_cards == (None, None)
            continue
        winner = 0 if a > b else 1
        assert state.phase == "choose" and state.chooser == winner
        assert GAME.pending(state)[0].seat == winner
        if "A" in (rank(first), rank(second)):
            seen_ace_win = True
            assert rank((first, second)[winner]) == "A"
    assert seen_ace_win


def test_rule1_second_cut_never_repeats_the_first():
    state = GAME.new_game(0)
    state = replace(state, cut_cards=("QS", None))
    for seed in range(200):
        s = replace(state, seed=seed)
        s, events = GAME.apply(s, Action(1, "cut"))
        assert events[0].data["card"] != "QS"


def test_rule1_ace_cannot_be_beaten():
    for seed in range(60):
        s = replace(GAME.new_game(seed), cut_cards=("AS", None))
        s, events = GAME.apply(s, Action(1, "cut"))
        if rank(events[0].data["card"]) == "A":
            assert s.phase == "cut" and s.cut_cards == (None, None)
        else:
            assert s.phase == "choose" and s.chooser == 0


def test_rule1_cut_tie_cuts_again():
    for seed in range(1000):
        state, events = cut_both(GAME.new_game(seed))
        if rank(events[0].data["card"]) == rank(events[1].data["card"]):
            break
    else:
        pytest.fail("no tied cut in 1000 seeds")
    assert [e.kind for e in events] == ["cut", "cut", "cut-tie"]
    assert state.phase == "cut" and state.cut_cards == (None, None) and state.chooser is None
    assert [d.seat for d in GAME.pending(state)] == [0]
    assert GAME.validate(state, Action(0, "choose", ("lead",))).code == "wrong-phase"
    # The recut draws fresh chance, from the whole deck again.
    assert state.chance == 2
    state, _ = GAME.apply(state, Action(0, "cut"))
    assert state.chance == 3 and state.cut_cards[0] is not None


def test_rule1_cut_out_of_turn_refused():
    state = GAME.new_game(3)
    verdict = refusal(state, Action(1, "cut"))
    assert verdict.code == "not-your-turn" and "rule 1" in verdict.message


@pytest.mark.parametrize("choice", ["lead", "deal"])
def test_rule1_winner_chooses_lead_or_deal(choice):
    before, state = started(seed=5, choice=choice)
    winner = before.chooser
    assert GAME.legal_actions(before, winner) == [Action(winner, "choose", ("lead",)),
                                                  Action(winner, "choose", ("deal",))]
    assert GAME.legal_actions(before, 1 - winner) == []
    assert refusal(before, Action(1 - winner, "choose", ("lead",))).code == "not-your-turn"
    one = winner if choice == "lead" else 1 - winner
    assert state.leader == one and state.player_one == one and state.dealer == 1 - one
    assert state.phase == "play" and state.period == 1 and state.deal == 1
    assert state.turn == one


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


def test_the_choice_event_says_who_plays_first_or_deals():
    """Rule 1: the cut winner's choice is announced, and decides who is Player One."""
    state = after_cut(3)
    chooser = state.chooser
    for choice, verb in (("lead", "plays first"), ("deal", "deals")):
        after, events = GAME.apply(state, Action(chooser, "choose", (choice,)))
        assert events[0].kind == "choose"
        assert events[0].text == f"{state.names[chooser]} {verb}."
        assert events[0].data == {"seat": chooser, "choice": choice}
        assert after.player_one == (chooser if choice == "lead" else 1 - chooser)
