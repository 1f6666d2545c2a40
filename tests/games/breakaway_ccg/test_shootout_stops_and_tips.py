"""Breakaway: CCG, Part 2 "Shootout", steps 3 and 4: the defender's stop, the shooter's Tip, the Shot Card.

A Deflect, a Poke-Check or a Goalie card stops the first shot (a Block does not); a stopped shooter may
Tip once, and the defender's next card is then the new Shot Card; stopped again, or with no Tip, the
attempt fails. A defender with no card turns over the deck's top card as the Shot Card. Rulings O-S5,
O-S6, O-S9 and O36.
"""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import shootout as so
from tabletop.games.breakaway_ccg.shootout import SCORE, SHOOT, STOP, TIP
from tests.games.breakaway_ccg.helpers_shootout import (
    DECK8,
    DEFLECT,
    ENF_G,
    ENF_S,
    ENFORCER_H,
    ENFORCER_S,
    FAST,
    GOAL_H,
    GOALIE_1,
    GOALIE_G,
    GOALIE_K,
    GRINDER_3,
    KICK_SAVE,
    POKE,
    PURPLE_RING,
    ROOKIE_0,
    ROOKIE_H,
    ROOKIE_K,
    ROOKIE_S,
    SHOT_BLOCK,
    SIXTH,
    SNIPER,
    SNIPER_S,
    TIP_IN,
    TW,
    at,
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


@pytest.mark.parametrize("played, card, expected", [
    ((), GOALIE_G, "a Goalie card"),
    ((), KICK_SAVE, "a Goalie card"),
    ((), DEFLECT, "its Deflect action"),
    ((), POKE, "its Poke-Check action"),
    ((), SHOT_BLOCK, ""),
    ((), SIXTH, "its purple ability (any one action)"),
    ((), ROOKIE_H, ""),                      # the defender has no Suit Circle color
    ((ROOKIE_S,), ROOKIE_K, "Doubles (any one action)"),
    ((), FAST, ""),                          # blue gives no stop
])
def test_how_the_defender_stops_the_shot(played, card, expected):
    """Procedure step 3 (O-S5): a Deflect, a Poke-Check or a Goalie card stops the initial shot."""
    assert so.how_stop(T, played, card) == expected


def test_defender_stops_with_a_goalie_and_shooter_tips_then_new_shot_card():
    """Procedure steps 3-4: a Goalie card stops the initial shot; the shooter Tips to continue;
    the defender's next card is the new Shot Card (Actions: Tip)."""
    glove = c(1, "grinder-3-glove")
    state = position(hands=((SNIPER, TIP_IN, ROOKIE_0), (GOALIE_1, ENFORCER_S, ENFORCER_H)), deck_top=(glove,))
    state, _ = ok(state, 0, "so-shoot", SNIPER)
    assert refused(state, 1, "so-stop", ENFORCER_S) == "cannot-stop"
    assert refused(state, 0, "so-tip", TIP_IN) == "not-your-turn"
    state, _ = ok(state, 1, "so-stop", GOALIE_1)
    assert state.shootout.step == TIP
    assert refused(state, 0, "so-tip", ROOKIE_0) == "cannot-tip"
    state, events = ok(state, 0, "so-tip", TIP_IN)
    assert "new Shot Card" in texts(events)
    assert state.shootout.step == STOP and state.shootout.tipped
    state, _ = ok(state, 1, "so-shot-card", ENFORCER_H)
    assert state.shootout.shot_card == ENFORCER_H and state.shootout.step == SCORE
    assert Action(0, "so-score", (glove,)) in so.legal_actions(T, state, 0)      # drawn, the new Shot Card's suit


def test_a_tipped_shot_stopped_again_fails():
    """Procedure step 4: if still stopped after the Tip, the attempt fails (one Tip, O-S6)."""
    goalie_b = c(1, "goalie-g-skate")
    state = position(hands=((SNIPER, TIP_IN, c(0, "tip-in-5-helmet")), (GOALIE_1, goalie_b, ENFORCER_S)))
    state, _ = ok(state, 0, "so-shoot", SNIPER)
    state, _ = ok(state, 1, "so-stop", GOALIE_1)
    state, _ = ok(state, 0, "so-tip", TIP_IN)
    state, events = ok(state, 1, "so-stop", goalie_b)
    assert "stopped again" in texts(events) and state.shootout.attempts == ((0, False),)


def test_stopped_shot_without_a_tip_fails_at_once():
    """Procedure step 4: only a Tip continues a stopped shot; without one the attempt fails."""
    state = position(hands=((SNIPER, ROOKIE_0), (GOALIE_1, ENFORCER_S)))
    state, _ = ok(state, 0, "so-shoot", SNIPER)
    state, events = ok(state, 1, "so-stop", GOALIE_1)
    assert "has no Tip" in texts(events) and state.shootout.attempts == ((0, False),)


@pytest.mark.parametrize("stopper", ["deflection-1-helmet", "poke-check-2-glove"])
def test_deflect_and_poke_check_stop_the_initial_shot(stopper):
    """Procedure step 3: Deflect, a Goalie card or Poke-Check stops the shot (O-S5). Our cards
    with Deflect and Poke-Check are not in the shootout deck; this one is moved in by hand."""
    stop = c(1, stopper)
    state = position(hands=((SNIPER, ROOKIE_0), (stop, ENFORCER_S)))
    state, _ = ok(state, 0, "so-shoot", SNIPER)
    state, _ = ok(state, 1, "so-stop", stop)
    assert state.shootout.attempts == ((0, False),)         # no Tip in hand: fails at once


def test_block_does_not_stop_a_shootout_shot():
    """Procedure step 3 names Deflect, Goalie and Poke-Check only: Block is not one (O-S5)."""
    block = c(0, "shot-block-glove")
    state = position(hands=((SNIPER, ROOKIE_0), (block, ENFORCER_S)))
    state, _ = ok(state, 0, "so-shoot", SNIPER)
    assert refused(state, 1, "so-stop", block) == "cannot-stop"
    assert Action(1, "so-shot-card", (block,)) in so.legal_actions(T, state, 1)


def test_defender_with_no_cards_faces_the_top_card_as_shot_card():
    """Procedure step 3 with an empty defending hand: the deck's top card is the Shot Card (O-S9)."""
    state = position(hands=((SNIPER, GOAL_H), ()), deck_top=(ENFORCER_S, ROOKIE_0))
    state, events = ok(state, 0, "so-shoot", SNIPER)
    assert state.shootout.shot_card == ENFORCER_S and "top of the shootout deck" in texts(events)
    assert ROOKIE_0 in state.shootout.hands[0]              # step 5's draw came next
    assert state.shootout.step == SCORE


def test_a_stop_then_a_tip_then_a_second_stop_fails():
    """Procedure steps 3-4 (O-S5, O-S6): stop; the shooter tips; stopped again, the attempt fails."""
    state = at(STOP, hands=((TIP_IN, ROOKIE_S), (GOALIE_G, GOALIE_K, ENF_S)), played=(SNIPER,), shot_with=SNIPER,
               deck=DECK8, shooter=0, first=0)
    state, events = run(state, 1, "so-stop", GOALIE_G)
    assert full(events) == [("shootout-stop", ("Player 2 stops the shot with Goalie (glove) (a Goalie card). Player 1 "
                             "may Tip to keep it alive."), {"seat": 1, "card": GOALIE_G}, None, False, True)]
    assert state.shootout.step == TIP and not state.shootout.tipped
    state, events = run(state, 0, "so-tip", TIP_IN)
    assert full(events) == [("shootout-tip", ("Player 1 tips with Tip-In 5 (glove) (its Tip action): the stop is "
                             "ignored and Player 2's next card is the new Shot Card."), {"seat": 0, "card": TIP_IN},
                             None, False, True)]
    assert state.shootout.step == STOP and state.shootout.tipped
    assert state.shootout.played == (SNIPER, GOALIE_G, TIP_IN)
    state, events = run(state, 1, "so-stop", GOALIE_K)
    assert full(events)[:2] == [
        ("shootout-stop", "Player 2 stops the tipped shot with Goalie (skate) (a Goalie card).",
         {"seat": 1, "card": GOALIE_K}, None, False, True),
        miss(0, "the shot is stopped again")]
    assert state.shootout.attempts == ((0, False),)
    assert state.shootout.discard == (SNIPER, GOALIE_G, TIP_IN, GOALIE_K, ROOKIE_S, ENF_S)


def test_a_stop_against_a_shooter_with_no_tip_fails_at_once():
    """Procedure step 4 (O-S9): without a Tip the stopped attempt fails."""
    state = at(STOP, hands=((ROOKIE_S, FAST), (DEFLECT,)), played=(SNIPER,), deck=DECK8)
    state, events = run(state, 1, "so-stop", DEFLECT)
    assert "(its Deflect action)" in events[0].text
    assert full(events)[1] == miss(0, "Player 1 has no Tip")


def test_declining_to_tip_fails_the_attempt():
    """Procedure step 4: a stopped shooter who does not Tip fails the attempt (O-S6)."""
    state = at(TIP, hands=((TIP_IN,), ()), played=(SNIPER, GOALIE_G), deck=DECK8)
    state, events = run(state, 0, "so-pass")
    assert full(events)[0] == miss(0, "Player 1 does not tip")
    assert state.shootout.attempts == ((0, False),)


def test_a_stop_and_a_tip_by_doubles_say_so():
    """O-S4 for steps 3-4: Doubles on the card just played stop a shot and Tip it."""
    state = at(STOP, hands=((ROOKIE_S, TIP_IN), (ROOKIE_K, ENF_S)), played=(ROOKIE_H,), shot_with=ROOKIE_H,
               deck=DECK8)
    state, events = run(state, 1, "so-stop", ROOKIE_K)
    assert events[0].text == ("Player 2 stops the shot with Rookie 0 (skate) (Doubles (any one action)). Player 1 may "
                              "Tip to keep it alive.")
    state, events = run(state, 0, "so-tip", ROOKIE_S)
    assert events[0].text == ("Player 1 tips with Rookie 0 (stick) (Doubles (any one action)): the stop is ignored and "
                              "Player 2's next card is the new Shot Card.")


def test_a_stopped_shooter_whose_only_tip_is_the_circle_may_tip():
    """O36 with O-S6 and O-S9: the Suit Circle's purple counts when looking for a Tip (made-up card)."""
    state = at(STOP, hands=((PURPLE_RING,), (GOALIE_G, ENF_S)), played=(SNIPER,), shot_with=SNIPER, deck=DECK8)
    state, events = run(state, 1, "so-stop", GOALIE_G, t=TW)
    assert len(events) == 1 and state.shootout.step == TIP and state.shootout.attempts == ()


def test_the_shooters_circle_counts_for_the_tip_check_too():
    """O36 with O-S6: a purple Suit Circle lets the shooter Tip (made-up card)."""
    tip = at(TIP, hands=((PURPLE_RING,), ()), played=(SNIPER, GOALIE_G))
    assert so.validate(TW, tip, Action(0, "so-tip", (PURPLE_RING,))).ok
    _, events = run(tip, 0, "so-tip", PURPLE_RING, t=TW)
    assert events[0].text == ("Player 1 tips with Purple-Ring (helmet) (its purple ability from its Suit Circle "
                              "(power play) (any one action)): the stop is ignored and Player 2's next card is the new "
                              "Shot Card.")


def test_the_shot_card_sends_the_shooter_to_draw_one():
    """Procedure step 3 then 5: the Shot Card is played; the shooter draws one card."""
    state = at(STOP, hands=((GOAL_H,), (ENF_S, GOALIE_G)), played=(SNIPER,), deck=(GRINDER_3, ENF_G), shooter=0)
    state, events = run(state, 1, "so-shot-card", ENF_S)
    assert full(events) == [("shootout-shot-card", "Player 2 plays Enforcer 1 (skate) as the Shot Card.",
                             {"seat": 1, "card": ENF_S}, None, False, True), *draw(0, (GRINDER_3,))]
    shoot = state.shootout
    assert shoot.shot_card == ENF_S and shoot.step == SCORE and shoot.hands == ((GOAL_H, GRINDER_3), (GOALIE_G,))
    assert shoot.deck == (ENF_G,) and shoot.played == (SNIPER, ENF_S)


def test_a_defender_without_cards_turns_over_the_top_card():
    """Procedure step 3 with O-S9: the deck's top card becomes the Shot Card."""
    state = at(SHOOT, hands=((SNIPER, GOAL_H), ()), deck=(ENF_S, GRINDER_3, ENF_G), shooter=0)
    state, events = run(state, 0, "so-shoot", SNIPER)
    assert full(events)[1:] == [
        *draw(1, (ENF_S,)),
        ("shootout-shot-card", ("Player 2 has no card in hand: Enforcer 1 (skate), from the top of the shootout deck, "
         "is the Shot Card."), {"seat": 1, "card": ENF_S}, None, False, True),
        *draw(0, (GRINDER_3,))]
    shoot = state.shootout
    assert shoot.shot_card == ENF_S and shoot.played == (SNIPER, ENF_S) and shoot.hands == ((GOAL_H, GRINDER_3), ())
    assert shoot.step == SCORE and shoot.deck == (ENF_G,)


def test_the_first_seat_defending_turns_over_the_top_card():
    """O-S9 with seat 1 defending: the card turned over leaves seat 1's hand for the attempt's cards."""
    state = at(SHOOT, hands=((), (SNIPER_S, GOAL_H)), deck=(ENF_S, GRINDER_3), shooter=1)
    state, events = run(state, 1, "so-shoot", SNIPER_S)
    assert events[3].text == ("Player 1 has no card in hand: Enforcer 1 (skate), from the top of the shootout deck, is "
                              "the Shot Card.")
    shoot = state.shootout
    assert shoot.hands == ((), (GOAL_H, GRINDER_3)) and shoot.played == (SNIPER_S, ENF_S) and shoot.shot_card == ENF_S


def test_no_card_anywhere_the_shot_goes_on_without_a_shot_card():
    """O-S9: no card in hand nor in the shootout: no Shot Card, so only a Score action can score; the
    defender, with nothing to draw, concedes the goal."""
    state = at(SHOOT, hands=((SNIPER, GOAL_H, GRINDER_3), ()), deck=(), shooter=0, first=0)
    state, events = run(state, 0, "so-shoot", SNIPER)
    assert full(events)[1:] == [("shootout-no-shot-card", ("Player 2 has no card and the shootout has none left: the "
                                 "shot goes on with no Shot Card."), {"seat": 1}, None, False, False)]
    shoot = state.shootout
    assert shoot.step == SCORE and shoot.shot_card is None and shoot.hands == ((GOAL_H, GRINDER_3), ())
    assert so.legal_actions(T, state, 0) == [Action(0, "so-score", (GOAL_H,)), Action(0, "so-pass", ())]
    state, events = run(state, 0, "so-score", GOAL_H)
    assert full(events)[:3] == [
        ("shootout-score-try", ("Player 1 tries to score with Goal (helmet) (its Score action)! Player 2 draws a card "
         "to try to save."), {"seat": 0, "card": GOAL_H}, None, False, True),
        ("shootout-no-save", "Player 2 has no card that can save.", {"seat": 1}, None, False, False),
        ("shootout-goal", "Player 1 scores in the shootout! (Player 1 1, Player 2 0)", {"seat": 0, "goals": (1, 0)},
         None, False, False)]
