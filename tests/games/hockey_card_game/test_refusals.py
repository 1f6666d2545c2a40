"""Hockey Card Game: refused and malformed moves, each naming the rule it comes from.

Playing out of turn (rule 4), a card not in hand (rule 3), anything before the cut (rule 1) or
after the game (rule 9) is refused with the rule and a reason in words; a move that is not a
move of this game at all is malformed, and says what is wrong with it.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalActionError, MalformedActionError
from tests.games.hockey_card_game.support import (
    GAME,
    after_cut,
    dealt,
    end_of_period_three,
    play,
    plays,
    position,
    refusal,
    refused,
    started,
)


def test_not_your_turn_names_rule4():
    state = position([("4S", "KD"), ("4H", "KS")], turn=0)
    verdict = refusal(state, Action(1, "play", ("4H",)))
    assert verdict.code == "not-your-turn"
    assert verdict.rule.endswith("rule 4") and "rule 4" in verdict.message
    assert GAME.legal_actions(state, 1) == []


def test_card_not_in_hand_refused():
    """Rule 3: a player plays a card from their own hand, not the opponent's, the deck's or one already
    played."""
    state = position([("4S", "KD"), ("4H", "KS")], turn=0)
    for card in ("4H", "2C"):                 # the opponent's card, and a card in the deck
        verdict = refusal(state, Action(0, "play", (card,)))
        assert verdict.code == "not-in-hand"
    state, _ = play(state, 0, "4S")
    state, _ = play(state, 1, "4H")
    assert refusal(state, Action(0, "play", ("4S",))).code == "not-in-hand"  # already played


def test_game_over_refused():
    """Rule 9: once the game is decided no play, cut or choice is accepted."""
    state = end_of_period_three(((2, 1), (0, 0), (0, 0)))
    state, _ = plays(state, (0, "5H"), (1, "7S"))
    assert state.phase == "over"
    for action in (Action(0, "play", ("5H",)), Action(1, "cut"), Action(0, "choose", ("lead",))):
        verdict = refusal(state, action)
        assert verdict.code == "game-over"


def test_play_before_the_deal_refused():
    """Rule 1: no card is played and no choice made before the cut; no cut once the cards are dealt."""
    state = GAME.new_game(0)
    assert refusal(state, Action(0, "play", ("2C",))).code == "wrong-phase"
    assert refusal(state, Action(0, "choose", ("lead",))).code == "wrong-phase"
    _, state = started(0)
    assert refusal(state, Action(0, "cut")).code == "wrong-phase"


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
    state = dealt(0)
    other = 1 - state.turn
    verdict = refused(state, Action(other, "play", (state.hands[other][0],)), "not-your-turn", 4)
    assert state.names[state.turn] in verdict.reason


def test_playing_a_card_not_in_hand_cites_rule_3():
    """Rule 3: the first player chooses a card (from their hand) and places it."""
    state = dealt(0)
    seat = state.turn
    card = state.deck[0]
    refused(state, Action(seat, "play", (card,)), "not-in-hand", 3)


def test_no_play_after_the_game_cites_rule_9():
    """Rule 9: the game is decided (or drawn) after three periods or the tie-breaker; no more play."""
    state = dealt(0)
    over = replace(state, phase="over", winners=(0,))
    refused(over, Action(over.turn, "play", (over.hands[over.turn][0],)), "game-over", 9)


def test_each_refusal_says_why_in_words():
    """The player is told why a move is refused, naming the rule (rules 1, 3, 4, 9)."""
    fresh = GAME.new_game(0, names=("Ana", "Ben"))
    assert GAME.validate(fresh, Action(0, "play", ("7H",))).reason == \
        "No cards are played until the deck is cut and dealt."
    assert GAME.validate(fresh, Action(1, "cut")).reason == "Ana cuts now."
    assert GAME.validate(fresh, Action(0, "choose", ("lead",))).reason == \
        "Dealer and first player are chosen once, after the cut."
    state = after_cut(0)
    state = replace(state, names=("Ana", "Ben"))
    assert GAME.validate(state, Action(0, "cut")).reason == "The deck has already been cut."
    other = 1 - state.chooser
    assert GAME.validate(state, Action(other, "choose", ("deal",))).reason == \
        f"{state.names[state.chooser]} won the cut and chooses."
    state, _ = GAME.apply(state, Action(state.chooser, "choose", ("lead",)))
    turn = state.turn
    assert GAME.validate(state, Action(1 - turn, "play", (state.hands[1 - turn][0],))).reason == \
        f"It is {state.names[turn]}'s turn; players take turns to play."
    missing = next(c for c in GAME.card_ids if c not in state.hands[turn])
    assert GAME.validate(state, Action(turn, "play", (missing,))).reason == \
        f"{GAME.label(missing)} is not in your hand."
    state = replace(state, pile=("9H",), hands=tuple(("9S", "2C") if s == turn else state.hands[s] for s in (0, 1)))
    assert GAME.validate(state, Action(turn, "play", ("2C",))).reason == \
        "You hold a card that matches the 9♥; you may play a different card only when you cannot match."
    over = replace(state, phase="over", winners=(0,))
    assert GAME.validate(over, Action(turn, "play", ("9S",))).reason == "The game is over."


@pytest.mark.parametrize("action", [
    Action(0, "pass"),
    Action(0, "PLAY", ("2C",)),
    Action(0, "play", ("1Z",)),
    Action(0, "play", ("11C",)),
    Action(0, "play", ("2c",)),
    Action(0, "play", (None,)),
    Action(0, "play", (7,)),
    Action(0, "play", ()),
    Action(0, "play", ("2C", "3C")),
    Action(2, "play", ("2C",)),
    Action(-1, "cut"),
    Action(True, "cut"),
    Action(0, "cut", ("2C",)),
    Action(0, "choose", ()),
    Action(0, "choose", ("first",)),
    Action(0, "choose", ("lead", "deal")),
])
def test_malformed_actions_raise_malformed_not_illegal(action):
    """A move that is not a move of this game (unknown kind, card, seat or arguments) is malformed, not an
    illegal move of the game."""
    for state in (GAME.new_game(0), position([("2C", "3D"), ("4H", "5S")], turn=0)):
        with pytest.raises(MalformedActionError):
            GAME.validate(state, action)
        with pytest.raises(MalformedActionError) as caught:
            GAME.apply(state, action)
        assert not isinstance(caught.value, IllegalActionError)


@pytest.mark.parametrize("action, words", [
    (Action(0, "play", ()), "'play' needs one card of the standard deck, got []"),
    (Action(0, "play", ("ZZ",)), "'play' needs one card of the standard deck, got ['ZZ']"),
    (Action(0, "cut", ("7H",)), "'cut' takes no arguments"),
    (Action(0, "choose", ("first",)), "'choose' takes 'lead' or 'deal'"),
    (Action(0, "steal", ()), "Hockey Card Game has no action 'steal'"),
])
def test_a_malformed_action_says_what_is_wrong(action, words):
    from tabletop.engine.errors import MalformedActionError

    with pytest.raises(MalformedActionError) as error:
        GAME.validate(GAME.new_game(0), action)
    assert str(error.value) == words
