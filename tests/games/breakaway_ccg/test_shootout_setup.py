"""Breakaway: CCG, Part 2 General Hockey Rules, "Shootout": its set-up, the order, each attempt's deal.

A shootout settles a tie left after a regular-season overtime. Every Player card (#0-#8 and Goalie)
and every blue Ability card in play is shuffled into one shootout deck (benches and score piles
stay); Home Ice chooses to shoot first or second; each attempt's shooter draws four and its defender
three. Rulings O-S1 and O-S3 (docs/rulings/breakaway-ccg.md, "Shootout (official rules)").
"""

from __future__ import annotations

import pytest

from tabletop.engine import chance
from tabletop.games.breakaway_ccg import GAME
from tabletop.games.breakaway_ccg import shootout as so
from tabletop.games.breakaway_ccg.shootout import ORDER, SHOOT, Shootout
from tabletop.games.breakaway_ccg.state import SHOOTOUT, evolve
from tests.games.breakaway_ccg.helpers_shootout import (
    BASE,
    BLUE_DOT,
    BLUE_NUMBER,
    CAPTAIN,
    DECK8,
    ENF_G,
    ENF_S,
    FAST,
    GOAL_H,
    GOALIE_G,
    GOALIE_K,
    GRINDER_3,
    KICK_SAVE,
    NONE_DOT,
    P1,
    P2,
    POWER_PLAY,
    ROOKIE_K,
    ROOKIE_S,
    SAVE_CARD,
    SHOT_BLOCK,
    SNIPER,
    SNIPER_S,
    TIP_IN,
    TW,
    at,
    attempt,
    draw,
    every_card,
    full,
    miss,
    ok,
    refused,
    run,
    started,
)
from tests.games.breakaway_ccg.support import T


@pytest.mark.parametrize("card, expected", [
    (ENF_S, True),            # a Player card
    (KICK_SAVE, True),        # a Goalie card is a Player card
    (GOAL_H, True),           # blue Ability card
    (FAST, True),
    (SAVE_CARD, False),       # black, no Player
    (SHOT_BLOCK, False),
    (POWER_PLAY, False),      # a purple dot is not blue
])
def test_which_cards_go_into_the_shootout_deck(card, expected):
    """Setup: every Player card (#0-8 and Goalie) and every blue Ability card (O-S1)."""
    assert so.in_deck(T, card) is expected


def test_a_blue_dot_puts_a_card_in_the_deck_but_another_blue_symbol_does_not():
    """O-S1: a card with the blue ability by a blue dot symbol counts; a blue symbol of another kind does not."""
    assert so.in_deck(TW, BLUE_DOT) is True
    assert so.in_deck(TW, BLUE_NUMBER) is False
    assert so.in_deck(TW, NONE_DOT) is False


def test_setup_moves_every_player_and_blue_card_outside_benches_and_score_piles_into_one_deck():
    """Setup: every Player card (#0-8, Goalie) and every blue Ability card is removed and shuffled
    into the shootout deck (O-S1); benches and score piles stay (O-S1), the inventory is exact."""
    state = GAME.new_game(3)
    # A position in play: a card on the play area, one discarded, one in a score pile, two set
    # aside (an overtime's unused cards), one more set aside and on show as the officiating reveal.
    played, thrown, kept = state.hands[0][0], state.hands[1][0], state.decks[0][0]
    aside = tuple(x for x in state.decks[1] if T.player[x])[:3]
    shown = aside[2]
    state = evolve(state, play=(played,),
                   hands=(state.hands[0][1:], state.hands[1][1:]),
                   discards=((), (thrown,)), decks=(state.decks[0][1:], tuple(x for x in state.decks[1]
                                                                             if x not in aside)),
                   scored=((kept,), ()), aside=aside, reveal=(shown,))
    before = every_card(state)
    events: list = []
    after = so.start(T, state, events)
    assert after.phase == SHOOTOUT and after.chance == state.chance + 1 and after.play == ()
    assert every_card(after) == before
    deck = after.shootout.deck
    expected = [x for x in before if so.in_deck(T, x) and x not in state.benches[0] + state.benches[1]
                and x not in (kept, shown)]
    assert sorted(deck) == sorted(expected)
    assert all(T.player[x] or "blue" in T.colors[x] for x in deck)
    assert deck != tuple(sorted(deck))                       # shuffled
    for seat in (0, 1):
        for pile in (after.decks[seat], after.hands[seat], after.discards[seat]):
            assert not any(so.in_deck(T, x) for x in pile)
        assert after.benches[seat] == state.benches[seat]
    assert after.scored == state.scored
    assert set(aside[:2]) <= set(deck) and after.aside == (shown,) and after.reveal == (shown,)
    assert (played in deck) == so.in_deck(T, played)
    assert any(e.chance for e in events)
    assert so.start(T, state, []).shootout == after.shootout          # deterministic


def test_start_gathers_player_and_blue_cards_from_every_pile_and_lets_home_ice_choose():
    """Setup and Procedure (O-S1): decks, hands, discards, the play area, a pick and the cards set
    aside give up their Player and blue cards to one shuffled deck; the rest of the play area goes to
    its owners' discards; a set-aside card on show as the reveal stays; Home Ice is named."""
    state = evolve(BASE, home=1, chance=5,
                   decks=((SNIPER, SAVE_CARD), (ENF_S, "s2:save-glove")),
                   hands=((GOAL_H, SHOT_BLOCK), (GOALIE_G,)),
                   discards=((ROOKIE_S,), ("s2:score-5-helmet",)),
                   play=(TIP_IN, "s1:shot-on-goal-4-stick", "s2:icing-0-stick"),
                   picks=(CAPTAIN, None),
                   aside=(GOALIE_K, ENF_G, "s2:slap-shot-8-glove"), reveal=(ENF_G,),
                   benches=((FAST,), ()), scored=((GRINDER_3,), ()), shot="a shot", stage="a stage", control=1)
    events: list = []
    after = so.start(T, state, events)
    pool = sorted([SNIPER, ENF_S, GOAL_H, GOALIE_G, ROOKIE_S, GOALIE_K, TIP_IN, CAPTAIN])
    deck = chance.shuffled(1, 5, pool)
    assert after.shootout == Shootout(deck=deck)
    assert after.shootout.step == ORDER and after.shootout.first is None and after.shootout.round == 0
    assert after.phase == SHOOTOUT and after.chance == 6
    assert after.decks == ((SAVE_CARD,), ("s2:save-glove",))
    assert after.hands == ((SHOT_BLOCK,), ())
    assert after.discards == (("s1:shot-on-goal-4-stick",), ("s2:score-5-helmet", "s2:icing-0-stick"))
    assert after.aside == (ENF_G, "s2:slap-shot-8-glove") and after.reveal == (ENF_G,)
    assert after.play == () and after.picks == (None, None)
    assert after.shot is None and after.stage is None and after.control is None
    assert after.benches == ((FAST,), ()) and after.scored == ((GRINDER_3,), ())
    assert full(events) == [("shootout-start", ("Still tied: a shootout! Every Player card and every blue card in play "
                             "(8 cards) is shuffled into the shootout deck. Player 2, with Home Ice, chooses to shoot "
                             "first or second."), {"cards": 8, "home": 1}, None, True, True)]


def test_start_draws_its_shuffle_from_the_states_seed_and_counter():
    """O-S1: the deck is shuffled with the game's chance counter (and seed)."""
    cards = (SNIPER, ENF_S, GOAL_H, GOALIE_G, ROOKIE_S, TIP_IN, CAPTAIN, ENF_G, GOALIE_K, ROOKIE_K)
    base = evolve(BASE, decks=(cards, ()), hands=((), ()), discards=((), ()), play=(), aside=(), reveal=())
    for seed, counter in ((1, 3), (2, 3), (1, 4)):
        after = so.start(T, evolve(base, seed=seed, chance=counter), [])
        assert after.shootout.deck == chance.shuffled(seed, counter, sorted(cards))


def test_home_ice_chooses_to_shoot_first_or_second():
    """Procedure: Home Ice chooses to shoot first or second; shooter draws 4, defender 3."""
    state = started(1)
    home = state.home
    (decision,) = so.pending(T, state)
    assert decision.seat == home and decision.kind == "shootout-order"
    assert refused(state, 1 - home, "so-order", "first") == "not-your-turn"
    assert refused(state, home, "so-order", "last") == "bad-choice"
    assert refused(state, home, "so-pass") == "wrong-step"
    state, events = ok(state, home, "so-order", "second")
    shoot = state.shootout
    assert shoot.first == shoot.shooter == 1 - home and shoot.round == 1 and shoot.step == SHOOT
    assert len(shoot.hands[1 - home]) == 4 and len(shoot.hands[home]) == 3
    private = [e for e in events if e.audience is not None]
    assert {next(iter(e.audience)) for e in private} == {0, 1}


@pytest.mark.parametrize("home, choice, first", [(0, "first", 0), (0, "second", 1), (1, "first", 1),
                                                 (1, "second", 0)])
def test_home_ice_choice_sets_the_order_and_deals_four_and_three(home, choice, first):
    """Procedure: Home Ice chooses; the shooter draws 4 and the defender 3 (step 1)."""
    state, events = run(at(ORDER, deck=DECK8, home=home, rnd=0), home, "so-order", choice)
    shoot = state.shootout
    assert (shoot.first, shoot.shooter, shoot.round, shoot.step) == (first, first, 1, SHOOT)
    assert shoot.hands[first] == DECK8[:4] and shoot.hands[1 - first] == DECK8[4:7] and shoot.deck == DECK8[7:]
    chooser, opener = (P1, P2)[home], (P1, P2)[first]
    assert full(events) == [
        ("shootout-order", f"{chooser} chooses to shoot {choice}: {opener} shoots first in each round.",
         {"seat": home, "first": first}, None, False, False),
        attempt(1, first), *draw(first, DECK8[:4]), *draw(1 - first, DECK8[4:7])]


def test_a_new_attempt_clears_what_the_last_one_left():
    """O-S8: each attempt starts afresh (no cards played, no shot, no Shot Card, no Tip)."""
    state = at(SHOOT, deck=DECK8, played=(ROOKIE_K,), shot_with=SNIPER_S, shot_card=ENF_S, tipped=True, shooter=1,
               first=1)
    new = so._begin_attempt(T, state, [])
    shoot = new.shootout
    assert (shoot.played, shoot.shot_with, shoot.shot_card, shoot.tipped, shoot.step) == ((), None, None, False, SHOOT)


def test_an_attempt_with_no_cards_at_all_fails_and_so_does_the_next():
    """Procedure step 2 with O-S9: nothing drawn, nothing to shoot with: the attempt fails at once."""
    state = at(SHOOT, deck=(), shooter=0, first=0, rnd=1)
    events: list = []
    after = so._settle(T, state, events)
    assert full(events)[0] == miss(0, "Player 1 has no cards to shoot with")
    assert full(events)[1] == attempt(1, 1)
    assert full(events)[2] == miss(1, "Player 2 has no cards to shoot with")
    assert after.shootout.attempts[:2] == ((0, False), (1, False))
