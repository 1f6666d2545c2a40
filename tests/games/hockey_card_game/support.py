"""Hockey Card Game: position builders and play helpers shared by the rule-area test files.

Positions are built directly (``dataclasses.replace`` on a new game) so each test shows only
the cards that matter; every play still goes through the checked ``apply``.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalActionError
from tabletop.games import registry

GAME = registry().get("hockey-card-game")

#: The cut order written out here, not read from the engine: aces high (ruling R1).
CUT_ORDER = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
ALL_CARDS = [r + s for r in CUT_ORDER for s in "CDHS"]


def rank(card: str) -> str:
    return card[:-1]


def position(hands, pile=(), *, turn=0, breakaway=None, period=1, deal=1, goals=None, leader=0,
             options=None, seed=0, deck=None):
    """A play-phase position; every card not in a hand or the pile is in the deck (standard order)."""
    hands = tuple(tuple(h) for h in hands)
    used = set(hands[0]) | set(hands[1]) | set(pile)
    assert len(used) == len(hands[0]) + len(hands[1]) + len(pile), "a card is used twice"
    if deck is None:
        deck = tuple(c for c in ALL_CARDS if c not in used)
    if goals is None:
        goals = ((0, 0),) * period
    state = GAME.new_game(seed, options)
    return replace(state, phase="play", period=period, deal=deal, leader=leader,
                   hands=(tuple(hands[0]), tuple(hands[1])), pile=tuple(pile), turn=turn,
                   breakaway=breakaway, goals=tuple(goals), deck=tuple(deck))


def play(state, seat, card):
    return GAME.apply(state, Action(seat, "play", (card,)))


def plays(state, *moves):
    """Play (seat, card) pairs in order; returns the final state and each play's first event."""
    firsts = []
    for seat, card in moves:
        state, events = play(state, seat, card)
        firsts.append(events[0])
    return state, firsts


def refusal(state, action):
    verdict = GAME.validate(state, action)
    assert not verdict.ok
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(state, action)
    assert caught.value.verdict == verdict
    return verdict


def give(state, seat, card):
    """Swap ``card`` into ``seat``'s hand from wherever it is, keeping all 52 cards."""
    hand = list(state.hands[seat])
    if card in hand:
        return state
    out = hand[0]
    hand[0] = card
    hands = [list(h) for h in state.hands]
    hands[seat] = hand
    deck = list(state.deck)
    other = hands[1 - seat]
    if card in other:
        other[other.index(card)] = out
    else:
        deck[deck.index(card)] = out
    return replace(state, hands=(tuple(hands[0]), tuple(hands[1])), deck=tuple(deck))


def cut_both(state):
    events = []
    for seat in (0, 1):
        state, more = GAME.apply(state, Action(seat, "cut"))
        events += more
    return state, events


def started(seed=0, choice="lead", options=None):
    """A game cut and chosen: (state just before the choice, state after it)."""
    state = GAME.new_game(seed, options)
    while state.phase == "cut":
        state, _ = cut_both(state)
    before = state
    state, _ = GAME.apply(state, Action(state.chooser, "choose", (choice,)))
    return before, state


def after_cut(seed=0):
    """A new game cut (recutting ties) until the winner is to choose."""
    state = GAME.new_game(seed)
    while state.phase == "cut":
        state, _ = cut_both(state)
    return state


def dealt(seed=0, choice="lead"):
    """A game cut and chosen: the state after the choice, period 1 dealt."""
    return started(seed, choice)[1]


def cited(n):
    return f"Hockey Card Game, rule {n}"


def refused(state, action, code, rule_no):
    """The refusal, checked for its code, the rule it cites and a reason in words."""
    verdict = GAME.validate(state, action)
    assert not verdict.ok
    assert verdict.code == code
    assert verdict.rule == cited(rule_no)
    assert isinstance(verdict.reason, str) and verdict.reason
    assert f"rule {rule_no}" in verdict.message
    return verdict


def finish_period(state):
    """Play the position's period to its end with the first legal card each time."""
    period = state.period
    while state.period == period and state.phase == "play":
        seat = GAME.pending(state)[0].seat
        state, _ = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    return state


def end_of_period_three(goals, leader=0, options=None):
    """The last two cards of period 3 in the hands (5♥ with Player One, 7♠ with the dealer), the
    rest of the deck on the pile: playing them ends the regular periods."""
    rest = tuple(c for c in ALL_CARDS if c not in {"5H", "7S"})
    one = leader   # period 3: Player One is the leader
    hands = [(), ()]
    hands[one], hands[1 - one] = ("5H",), ("7S",)
    return position(hands, pile=rest, turn=one, deal=5, deck=(), period=3, goals=goals,
                    leader=leader, options=options)


def strings_in(value):
    """Every string inside a nested value (tuples, lists, sets, dicts)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, (tuple, list, set, frozenset)):
        for v in value:
            yield from strings_in(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings_in(k)
            yield from strings_in(v)


def sampled_positions(seed, steps):
    """Positions of one random game, every few moves."""
    rng = random.Random(seed)
    state = GAME.new_game(seed)
    out = []
    for n in range(steps):
        if GAME.is_over(state):
            break
        seat = GAME.pending(state)[0].seat
        state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
        if n < 3 or n % 7 == 3:          # the cut and the choice too, then every few moves
            out.append(state)
    return out


def interleave(one, two):
    """The deck order that deals ``one`` to Player One and ``two`` to the dealer, one card at a
    time, Player One first (rule 2, R6)."""
    return [c for pair in zip(one, two) for c in pair]
