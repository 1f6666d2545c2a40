"""Breakaway: CCG, Part 2 "Shootout", step 2: the shooter plays cards toward a shot.

Which card can shoot (printed Shoot or On-Net, a blue or purple ability, Doubles on the card just
beneath, a Run of three in any order), the shooter reading its cards as on a power play (its Suit
Circle color) while the defender does not, an attempt that plays every card without a shot, and a
shooter who gives up. Part 2's "Special Card Plays" for Doubles and Runs; rulings O-S4 and O36.
"""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import shootout as so
from tabletop.games.breakaway_ccg.shootout import SHOOT, STOP
from tests.games.breakaway_ccg.helpers_shootout import (
    CRASH,
    DECK8,
    DEFLECT,
    ENF_G,
    ENF_S,
    ENFORCER_H,
    ENFORCER_S,
    FAST,
    GOAL_H,
    GOALIE_0,
    GOALIE_1,
    GOALIE_G,
    GRINDER_3,
    NONE_DOT,
    PLAYMAKER_5,
    POKE,
    POWER_PLAY,
    PURPLE_BADGE,
    PURPLE_RING,
    ROOKIE_0,
    ROOKIE_H,
    ROOKIE_K,
    ROOKIE_S,
    SHUTDOWN_2,
    SIXTH,
    SNIPER,
    SNIPER_S,
    TIP_IN,
    TW,
    TWO_WAY_4,
    at,
    attempt,
    c,
    draw,
    full,
    miss,
    ok,
    position,
    refused,
    run,
    texts,
)
from tests.games.breakaway_ccg.support import T


@pytest.mark.parametrize("played, card, wanted, pp, expected", [
    ((), SNIPER, so.SHOOTS, True, "its Shoot action"),
    ((), CRASH, so.SHOOTS, False, "its On-Net action"),
    ((), TIP_IN, ("tip",), False, "its Tip action"),
    ((), TIP_IN, ("score",), False, "its Score action"),
    ((), GOALIE_G, ("save",), False, "its Save action"),
    ((), DEFLECT, so.STOPS, False, "its Deflect action"),
    ((), POKE, so.STOPS, False, "its Poke-Check action"),
    ((), FAST, so.SHOOTS, False, "its blue ability (On-Net)"),
    ((), FAST, ("score",), True, "its blue ability (Score)"),
    ((), FAST, ("move",), False, "its Move action"),
    ((), GOAL_H, ("move",), False, "its blue ability (Move)"),
    ((), FAST, ("tip",), True, ""),                       # blue gives no Tip
    ((), FAST, ("save",), False, ""),
    ((), ROOKIE_H, so.SHOOTS, True, "its blue ability from its Suit Circle (power play) (On-Net)"),
    ((), ROOKIE_H, so.SHOOTS, False, ""),                 # the circle only for the shooter
    ((), ROOKIE_S, so.SHOOTS, True, ""),                  # a gold circle gives nothing
    ((), SIXTH, ("save",), False, "its purple ability (any one action)"),
    ((), SIXTH, ("tip",), True, "its purple ability (any one action)"),
    ((), POWER_PLAY, ("tip",), False, "its purple ability (any one action)"),   # the purple dot
    ((ROOKIE_S,), ROOKIE_K, so.SHOOTS, False, "Doubles (any one action)"),
    ((ROOKIE_S,), ROOKIE_K, ("save",), True, "Doubles (any one action)"),
    ((ROOKIE_S, SHUTDOWN_2), ROOKIE_K, so.SHOOTS, True, ""),                   # not directly beneath
    ((GRINDER_3, TWO_WAY_4), PLAYMAKER_5, ("tip",), True, "a Run (any one action)"),
    ((TWO_WAY_4, PLAYMAKER_5), GRINDER_3, ("tip",), True, "a Run (any one action)"),
    ((PLAYMAKER_5, GRINDER_3), TWO_WAY_4, ("save",), False, "a Run (any one action)"),
    ((GRINDER_3, PLAYMAKER_5), TWO_WAY_4, ("save",), False, "a Run (any one action)"),
    ((GRINDER_3, TWO_WAY_4), "s1:face-off-specialist-7-stick", ("tip",), True, ""),   # 3, 4, 7
    ((SHUTDOWN_2, TWO_WAY_4), "s1:score-5-stick", ("tip",), True, ""),               # 2, 4, 5
    ((GRINDER_3,), TWO_WAY_4, ("tip",), True, ""),                                   # a Run needs three
    ((), TWO_WAY_4, ("tip",), True, ""),
    ((GRINDER_3, TWO_WAY_4), GOAL_H, ("tip",), True, ""),                             # Goal has no number
    ((GOAL_H, TWO_WAY_4), PLAYMAKER_5, ("tip",), True, ""),
    ((GOALIE_G, TWO_WAY_4), PLAYMAKER_5, ("tip",), True, ""),
])
def test_how_a_card_offers_each_shootout_action(played, card, wanted, pp, expected):
    """O-S4 and O36: printed first, then a granting color (blue: On-Net, Score, Move; purple: any),
    the shooter's Suit Circle color, then Doubles with the card just beneath, then a Run of three."""
    assert so.how(T, played, card, wanted, pp) == expected


def test_a_card_is_read_without_its_suit_circle_unless_it_is_the_shooters():
    """O36: only the shooter (``power_play``) has the Suit Circle color."""
    assert so.how(T, (), ROOKIE_H, so.SHOOTS) == ""


def test_a_purple_circle_and_a_purple_dot_for_made_up_cards():
    """O36: a purple Suit Circle gives the shooter any one action and says where it came from; a
    purple symbol that is not a dot gives nothing; a dot of no color adds no color."""
    assert so.how(TW, (), PURPLE_RING, ("tip",), True) == "its purple ability from its Suit Circle (power play) " \
                                                          "(any one action)"
    assert so.how(TW, (), PURPLE_RING, ("tip",), False) == ""
    assert so.how(TW, (), PURPLE_BADGE, ("tip",), True) == ""
    assert so.how(TW, (), PURPLE_BADGE, ("tip",), False) == ""
    assert so._colors(TW, NONE_DOT) == ("gold",)
    assert so._colors(TW, PURPLE_BADGE, True) == ("gold",)
    assert so._colors(T, POWER_PLAY) == ("gold", "red", "purple")
    assert so._colors(T, POWER_PLAY, True) == ("gold", "red", "purple")     # the circle's color not twice
    assert so._colors(T, ROOKIE_H, True) == ("pink", "blue")
    assert so._colors(T, ROOKIE_H) == ("pink",)
    assert so._colors(T, GOAL_H, True) == ("blue",)                       # no circle at all


def test_a_run_counts_the_two_cards_beneath_in_any_order():
    """Special Card Plays, Runs: three numbered cards in sequence, in any order."""
    assert so._run(T, (GRINDER_3, TWO_WAY_4), PLAYMAKER_5) is True
    assert so._run(T, (SNIPER, GRINDER_3, TWO_WAY_4), PLAYMAKER_5) is True
    assert so._run(T, (GRINDER_3, TWO_WAY_4, SNIPER), PLAYMAKER_5) is False
    assert so._run(T, (TWO_WAY_4,), PLAYMAKER_5) is False
    assert so._run(T, (GOAL_H, TWO_WAY_4), PLAYMAKER_5) is False
    assert so._run(T, (GOALIE_G, TWO_WAY_4), PLAYMAKER_5) is False


@pytest.mark.parametrize("setup, shooter_card, how", [
    ((), SNIPER, "Shoot action"),                               # printed Shoot
    ((), GOAL_H, "blue ability (On-Net)"),                      # blue grants On-Net (O-S4)
    ((), c(0, "captain-8-helmet"), "Shoot action"),
    ((ROOKIE_0,), c(1, "rookie-0-skate"), "Doubles"),           # Doubles: any one action
    ((SHUTDOWN_2, ROOKIE_0), c(1, "rookie-0-skate"), "Doubles"),  # with the card directly beneath
    ((GRINDER_3, TWO_WAY_4), PLAYMAKER_5, "a Run"),             # Runs: any one action
    ((TWO_WAY_4, PLAYMAKER_5), GRINDER_3, "a Run"),             # a Run in any order
])
def test_shooter_plays_cards_to_attempt_a_shot(setup, shooter_card, how):
    """Procedure: shooter plays cards to attempt a shot (O-S4: where a Shoot may come from).
    The shooter may hold the other team's cards (the deck is shared)."""
    hand = (*setup, shooter_card, GOALIE_0)
    state = position(hands=(hand, (ENFORCER_S, ENFORCER_H, GOALIE_1)))
    for card in setup:
        assert refused(state, 0, "so-shoot", card) == "cannot-shoot"
        state, _ = ok(state, 0, "so-play", card)
    state, events = ok(state, 0, "so-shoot", shooter_card)
    assert how in texts(events)
    assert state.shootout.step == STOP and state.shootout.shot_with == shooter_card


def test_the_shooter_plays_as_on_a_power_play_and_the_defender_does_not():
    """Procedure: the shooter plays as on a power play and the defender as on a penalty kill (ruling
    O36): the shooter's card has its Suit Circle color (Rookie 0 Helmet: blue, so On-Net); the
    defender's cards are read without it."""
    rookie_h = c(0, "rookie-0-helmet")
    state = position(hands=((rookie_h, GOALIE_0), (ENFORCER_S, GOALIE_1)))
    assert refused(state, 0, "so-shoot", GOALIE_0) == "cannot-shoot"          # a gold circle gives no shot
    state, events = ok(state, 0, "so-shoot", rookie_h)
    assert "Suit Circle (power play)" in texts(events)
    assert so.how(T, (), rookie_h, so.SHOOTS) == ""                          # not the shooter: no circle
    assert so.how_stop(T, (), rookie_h) == ""


def test_doubles_need_the_card_directly_beneath():
    """Special Card Plays, Doubles: two identical cards played consecutively; 0, 2, 0 is not."""
    state = position(hands=((ROOKIE_0, SHUTDOWN_2, c(1, "rookie-0-skate"), GOALIE_0), (GOALIE_1,)))
    state, _ = ok(state, 0, "so-play", ROOKIE_0)
    state, _ = ok(state, 0, "so-play", SHUTDOWN_2)
    assert refused(state, 0, "so-shoot", c(1, "rookie-0-skate")) == "cannot-shoot"


def test_the_shooter_shoots_with_the_suit_circles_blue():
    """O36: the shooter's Rookie 0 (helmet) has its blue circle, so On-Net, and the words say where from."""
    state = at(SHOOT, hands=((ROOKIE_H, ROOKIE_S), (GOALIE_G,)))
    assert Action(0, "so-shoot", (ROOKIE_H,)) in so.legal_actions(T, state, 0)
    assert Action(0, "so-shoot", (ROOKIE_S,)) not in so.legal_actions(T, state, 0)
    state, events = run(state, 0, "so-shoot", ROOKIE_H)
    assert events[0].text == ("Player 1 shoots with Rookie 0 (helmet) (its blue ability from its Suit Circle (power "
                              "play) (On-Net))! Player 2 must stop it or play the Shot Card.")


def test_play_then_shoot_with_the_words_a_player_reads():
    """Procedure step 2 (O-S4): cards played one at a time; then one shoots."""
    state = at(SHOOT, hands=((ROOKIE_S, ROOKIE_K, GOAL_H), (GOALIE_G,)), shooter=0)
    state, events = run(state, 0, "so-play", ROOKIE_S)
    assert full(events) == [("shootout-play", "Player 1 plays Rookie 0 (stick).", {"seat": 0, "card": ROOKIE_S},
                             None, False, True)]
    assert state.shootout.hands == ((ROOKIE_K, GOAL_H), (GOALIE_G,)) and state.shootout.played == (ROOKIE_S,)
    assert state.shootout.step == SHOOT
    state, events = run(state, 0, "so-shoot", ROOKIE_K)
    assert full(events) == [("shootout-shot", ("Player 1 shoots with Rookie 0 (skate) (Doubles (any one action))! "
                             "Player 2 must stop it or play the Shot Card."), {"seat": 0, "card": ROOKIE_K}, None, False,
                             True)]
    shoot = state.shootout
    assert shoot.step == STOP and shoot.shot_with == ROOKIE_K and shoot.played == (ROOKIE_S, ROOKIE_K)
    assert shoot.hands == ((GOAL_H,), (GOALIE_G,))


def test_the_second_seat_shoots_and_the_first_is_named_as_defender():
    """Procedure step 2 with seat 2 shooting: the words name seat 2 as shooter and seat 1 as defender."""
    state = at(SHOOT, hands=((GOALIE_G,), (SNIPER_S,)), shooter=1)
    state, events = run(state, 1, "so-shoot", SNIPER_S)
    assert events[0].text == ("Player 2 shoots with Sniper 7 (skate) (its Shoot action)! Player 1 must stop it or play "
                              "the Shot Card.")
    assert events[0].data == {"seat": 1, "card": SNIPER_S}


def test_no_shot_after_playing_all_cards_fails_the_attempt():
    """Procedure: if no shot after playing all cards, the attempt fails."""
    hand = (ROOKIE_0, SHUTDOWN_2, PLAYMAKER_5, TWO_WAY_4)      # 0, 2, 5, 4: no Shoot, no Doubles, no Run
    state = position(hands=(hand, (ENFORCER_S, ENFORCER_H, GOALIE_1)))
    for card in hand:
        assert refused(state, 0, "so-shoot", card) == "cannot-shoot"
        last = state
        state, events = ok(state, 0, "so-play", card)
    assert "played every card without a shot" in texts(events)
    assert last.shootout.attempts == () and state.shootout.attempts == ((0, False),)
    assert state.shootout.shooter == 1 and state.shootout.step == SHOOT       # the other seat's attempt
    assert set(hand) <= set(state.shootout.discard)


def test_playing_the_last_card_without_a_shot_fails_the_attempt():
    """Procedure step 2: no shot after playing all cards, the attempt fails (O-S9)."""
    state = at(SHOOT, hands=((ROOKIE_S,), (GOALIE_G, ENF_S)), deck=DECK8, shooter=0, first=0)
    state, events = run(state, 0, "so-play", ROOKIE_S)
    assert full(events)[1] == miss(0, "Player 1 has played every card without a shot")
    assert state.shootout.attempts == ((0, False),)
    assert state.shootout.discard == (ROOKIE_S, GOALIE_G, ENF_S)       # played, then each hand (O-S8)


def test_shooter_may_give_up_the_attempt():
    """Procedure: a shooter who will not shoot may end the attempt at once (O-S4)."""
    state = position(hands=((SNIPER, ROOKIE_0), (GOALIE_1,)))
    state, events = ok(state, 0, "so-pass")
    assert state.shootout.attempts == ((0, False),) and "gives up" in texts(events)


def test_giving_up_ends_the_attempt_and_the_other_seat_shoots():
    """O-S4: the shooter may give up; O-S3: the other seat then takes its attempt of the round."""
    state = at(SHOOT, hands=((SNIPER, ROOKIE_S), (GOALIE_G,)), played=(GRINDER_3,), discard=(ENF_G,), deck=DECK8,
               shooter=0, first=0)
    state, events = run(state, 0, "so-pass")
    assert full(events) == [miss(0, "Player 1 gives up the attempt"), attempt(1, 1), *draw(1, DECK8[:4]),
                            *draw(0, DECK8[4:7])]
    shoot = state.shootout
    assert shoot.discard == (ENF_G, GRINDER_3, SNIPER, ROOKIE_S, GOALIE_G)
    assert shoot.attempts == ((0, False),) and shoot.goals == (0, 0) and shoot.round == 1 and shoot.shooter == 1


def test_seat_two_opening_the_round_hands_over_to_seat_one():
    """O-S3 with seat 2 shooting first: after its attempt, seat 1 shoots in the same round."""
    state = at(SHOOT, hands=((GOALIE_G,), (SNIPER_S,)), shooter=1, first=1, deck=DECK8)
    state, events = run(state, 1, "so-pass")
    assert full(events)[:2] == [miss(1, "Player 2 gives up the attempt"), attempt(1, 0)]
    assert state.shootout.shooter == 0 and state.shootout.round == 1 and state.shootout.attempts == ((1, False),)
