"""Breakaway: CCG, Part 2 "Shootout", Procedure: who decides at each step, what they may do, what they see.

Home Ice chooses the order; the shooter plays, tips and scores; the defender stops and saves. Each
step's prompt and legal choices, every refusal with its reason and rule, the button texts, and the
view each seat has of the shootout (the deck and the other hand hidden).
"""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import GAME
from tabletop.games.breakaway_ccg import shootout as so
from tabletop.games.breakaway_ccg.shootout import DONE, ORDER, SAVE, SCORE, SHOOT, STOP, TIP, Shootout
from tabletop.games.breakaway_ccg.state import OVER, SHOOTOUT, evolve
from tests.games.breakaway_ccg.helpers_shootout import (
    BASE,
    CAPTAIN,
    ENF_G,
    ENF_S,
    ENFORCER_S,
    FAST,
    GOAL_H,
    GOAL_S,
    GOALIE_1,
    GOALIE_G,
    GRINDER_3,
    P1,
    P2,
    POWER_PLAY,
    PURPLE_RING,
    ROOKIE_0,
    ROOKIE_H,
    ROOKIE_S,
    RULE,
    RULE_ACTIONS,
    SHOT_BLOCK,
    SNIPER,
    TIP_IN,
    TW,
    L,
    at,
    position,
    refusal,
    refused,
    started,
)
from tests.games.breakaway_ccg.support import T


def test_home_ice_orders_then_the_shooter_shoots_tips_and_scores_and_the_defender_stops_and_saves():
    """Procedure: Home Ice chooses the order; the shooter plays, tips, scores; the defender stops and saves."""
    assert so.actor(at(ORDER)) == 0
    assert so.actor(at(ORDER, home=1)) == 1
    for step in (SHOOT, TIP, SCORE):
        assert so.actor(at(step, shooter=1)) == 1 and so.actor(at(step, shooter=0)) == 0
    for step in (STOP, SAVE):
        assert so.actor(at(step, shooter=1)) == 0 and so.actor(at(step, shooter=0)) == 1
    assert so.actor(at(DONE)) is None
    assert so.actor(evolve(at(SHOOT), phase=OVER)) is None
    assert so.actor(evolve(BASE, phase=SHOOTOUT, shootout=None)) is None
    assert so.actor(BASE) is None


def test_the_prompt_a_player_reads_at_each_step():
    """What a player reads at each step (Procedure steps 1-6)."""
    def one(state):
        (d,) = so.pending(T, state)
        return d.seat, d.kind, d.prompt, d.optional

    assert one(at(ORDER, home=1)) == (1, "shootout-order", "Shootout: as Home Ice, choose to shoot first or second.",
                                      False)
    assert one(at(SHOOT, shooter=1, rnd=4)) == (1, "shootout-shoot", ("Shootout round 4, your attempt: play cards "
                                                "toward a shot, shoot with a card that can, or give up."), True)
    assert one(at(STOP, shooter=1)) == (0, "shootout-stop", ("Shot! Stop it with a Deflect, Poke-Check or Goalie "
                                        "card, or play a card as the Shot Card."), False)
    assert one(at(STOP, shooter=0, tipped=True)) == (1, "shootout-stop", ("The shot was tipped: play the new Shot "
                                                     "Card (stopping it again ends the attempt)."), False)
    assert one(at(TIP, shooter=1)) == (1, "shootout-tip", ("Your shot was stopped: Tip to keep it alive, or the "
                                       "attempt fails."), True)
    assert one(at(SCORE, shooter=0, shot_card=POWER_PLAY)) == (
        0, "shootout-score", ("Score with a Score action or a card of the Shot Card's suit "
        "(helmet/skate/stick/glove), or the attempt fails."), True)
    assert one(at(SCORE, shooter=0)) == (0, "shootout-score", ("Score with a Score action or a card of the Shot "
                                         "Card's suit (none), or the attempt fails."), True)
    assert one(at(SAVE, shooter=0, shot_card=ENF_S)) == (1, "shootout-save", ("Save with a Save action or a card of "
                                                         "the Shot Card's suit (skate), or let the goal stand."), True)
    assert so.pending(T, at(DONE)) == ()
    assert so.pending(T, BASE) == ()


def test_the_choices_a_player_has_at_each_step():
    """Each step's choices (Procedure; O-S4 to O-S7): plays and shots, stops and Shot Cards, Tips,
    scores, saves, and the pass where the book lets a side decline."""
    def A(seat, kind, *args):
        return Action(seat, kind, tuple(args))

    order = at(ORDER, home=1)
    assert so.legal_actions(T, order, 1) == [A(1, "so-order", "first"), A(1, "so-order", "second")]
    assert so.legal_actions(T, order, 0) == []
    shoot = at(SHOOT, hands=((), (ROOKIE_S, SNIPER, GOAL_H)), shooter=1)
    assert so.legal_actions(T, shoot, 1) == [A(1, "so-play", ROOKIE_S), A(1, "so-play", SNIPER),
                                             A(1, "so-play", GOAL_H), A(1, "so-shoot", SNIPER),
                                             A(1, "so-shoot", GOAL_H), A(1, "so-pass")]
    assert so.legal_actions(T, shoot, 0) == []
    stop = at(STOP, hands=((ENF_S, GOALIE_G, SHOT_BLOCK), ()), shooter=1)
    assert so.legal_actions(T, stop, 0) == [A(0, "so-stop", GOALIE_G), A(0, "so-shot-card", ENF_S),
                                            A(0, "so-shot-card", GOALIE_G), A(0, "so-shot-card", SHOT_BLOCK)]
    tip = at(TIP, hands=((ROOKIE_S, TIP_IN, PURPLE_RING), ()), shooter=0)
    assert so.legal_actions(TW, tip, 0) == [A(0, "so-tip", TIP_IN), A(0, "so-tip", PURPLE_RING), A(0, "so-pass")]
    score = at(SCORE, hands=((GRINDER_3, GOAL_H, ROOKIE_H), ()), shot_card=ENF_S)
    assert so.legal_actions(T, score, 0) == [A(0, "so-score", GOAL_H), A(0, "so-score", ROOKIE_H), A(0, "so-pass")]
    save = at(SAVE, hands=((), (ROOKIE_H, GOALIE_G, "s2:grinder-3-skate")), shot_card=ENF_S)
    assert so.legal_actions(T, save, 1) == [A(1, "so-save", GOALIE_G), A(1, "so-save", "s2:grinder-3-skate"),
                                            A(1, "so-pass")]
    assert so.legal_actions(T, at(DONE), 0) == so.legal_actions(T, at(DONE), 1) == []


def test_refusals_outside_a_shootout_and_of_unknown_actions():
    """Procedure: no shootout action outside a shootout (nor once the game or the shootout is decided), and
    an action of an unknown kind or with the wrong number of arguments is refused with its reason."""
    over = evolve(at(SHOOT, hands=((SNIPER,), ())), phase=OVER)
    assert refusal(over, 0, "so-pass") == ("game-over", "The game is over.", RULE)
    none = ("no-shootout", "There is no shootout now: one follows a regular-season overtime that ends tied.", RULE)
    assert refusal(BASE, 0, "so-pass") == none
    assert refusal(evolve(BASE, phase=SHOOTOUT, shootout=None), 0, "so-pass") == none
    assert refusal(evolve(at(SHOOT), phase="play"), 0, "so-pass") == none
    state = at(SHOOT, hands=((SNIPER,), ()))
    assert refusal(state, 0, "so-dance", SNIPER) == (
        "not-a-shootout-action", "'so-dance' with 1 argument(s) is not a shootout action.", RULE)
    assert refusal(state, 0, "so-play") == (
        "not-a-shootout-action", "'so-play' with 0 argument(s) is not a shootout action.", RULE)
    assert refusal(state, 0, "so-pass", SNIPER)[0] == "not-a-shootout-action"
    assert refusal(state, 0, "so-play", SNIPER, SNIPER)[0] == "not-a-shootout-action"
    assert refusal(at(DONE), 0, "so-pass") == ("decided", "The shootout is decided.", RULE)


def test_refusals_by_seat_and_step_give_the_step_hint():
    """Procedure: an action of the wrong seat or for another step is refused with a hint of what the step
    asks for."""
    hints = {
        ORDER: "Home Ice first chooses to shoot first or second.",
        SHOOT: "The shooter is playing cards toward a shot: play a card, shoot with one that can, or give up the "
               "attempt.",
        STOP: "The defender answers the shot: stop it with a Deflect, Poke-Check or Goalie card, or play a card as "
              "the Shot Card.",
        TIP: "The shot was stopped: the shooter may only Tip to keep it alive, or let the attempt fail.",
        SCORE: "The shooter may only try to score now (a Score action, or a card of the Shot Card's suit), or let the "
               "attempt fail.",
        SAVE: "The defender may only try to save now (a Save action, or a card of the Shot Card's suit), or let the "
              "goal stand.",
    }
    deciders = {ORDER: 1, SHOOT: 1, STOP: 0, TIP: 1, SCORE: 1, SAVE: 0}
    wrong = {ORDER: "so-pass", SHOOT: "so-tip", STOP: "so-pass", TIP: "so-shoot", SCORE: "so-save", SAVE: "so-score"}
    for step, hint in hints.items():
        state = at(step, hands=((GOALIE_G,), (GOALIE_G,)), shooter=1, home=1, shot_card=ENF_S)
        who = deciders[step]
        name = (P1, P2)[who]
        args = () if wrong[step] == "so-pass" else (GOALIE_G,)
        assert refusal(state, 1 - who, wrong[step], *args) == ("not-your-turn", f"{name} decides now. {hint}", RULE)
        assert refusal(state, who, wrong[step], *args) == ("wrong-step", hint, RULE)


def test_refusals_of_cards_that_cannot_do_what_is_asked():
    """Procedure steps 1-6 and Actions: a card not in the hand, one that cannot shoot, stop, tip, score or
    save, and an order that is neither first nor second are refused with the reason."""
    order = at(ORDER)
    assert refusal(order, 0, "so-order", "last") == ("bad-choice", "Choose to shoot 'first' or 'second'.", RULE)
    shoot = at(SHOOT, hands=((ROOKIE_S,), (SNIPER,)))
    assert refusal(shoot, 0, "so-play", SNIPER) == ("not-in-hand", f"{L(SNIPER)} is not in your shootout hand.",
                                                    RULE)
    assert refusal(shoot, 0, "so-play", 7) == ("not-in-hand", "7 is not in your shootout hand.", RULE)
    assert refusal(shoot, 0, "so-play", "ghost") == ("not-in-hand", "'ghost' is not in your shootout hand.", RULE)
    assert refusal(shoot, 0, "so-shoot", ROOKIE_S) == (
        "cannot-shoot", ("Rookie 0 (stick) cannot shoot: it needs a Shoot or On-Net action, the blue or purple "
        "ability, or Doubles or a Run with the cards beneath."), RULE_ACTIONS)
    stop = at(STOP, hands=((), (SHOT_BLOCK,)))
    assert refusal(stop, 1, "so-stop", SHOT_BLOCK) == (
        "cannot-stop", ("Shot Block (glove) cannot stop the shot: only a Deflect, a Poke-Check or a Goalie card does. "
        "Play it as the Shot Card instead."), RULE)
    tip = at(TIP, hands=((FAST,), ()))
    assert refusal(tip, 0, "so-tip", FAST) == (
        "cannot-tip", ("Fast Break 8 (stick) has no Tip action (printed, from the purple ability, or from Doubles or "
        "a Run)."), RULE)
    score = at(SCORE, hands=((GRINDER_3,), ()), shot_card=ENF_S)
    assert refusal(score, 0, "so-score", GRINDER_3) == (
        "cannot-score", "Grinder 3 (stick) cannot score: it needs a Score action or a suit of the Shot Card.", RULE)
    save = at(SAVE, hands=((), (ROOKIE_H,)), shot_card=ENF_S)
    assert refusal(save, 1, "so-save", ROOKIE_H) == (
        "cannot-save", "Rookie 0 (helmet) cannot save: it needs a Save action or a suit of the Shot Card.", RULE)


def test_refusals_name_the_rule_and_check_the_hand_not_the_seat_prefix():
    """Procedure: the shootout deck is shared, so a card is playable from the hand that holds it whatever
    team it came from; refusals name the rule (not your turn, wrong step, not in hand, no shootout)."""
    state = position(hands=((GOAL_S, ROOKIE_0), (GOALIE_1, SNIPER)))
    assert refused(state, 0, "so-play", SNIPER) == "not-in-hand"          # seat 0's card, seat 1's hand
    assert refused(state, 1, "so-play", GOALIE_1) == "not-your-turn"
    assert refused(state, 0, "so-score", GOAL_S) == "wrong-step"
    assert refused(state, 0, "so-order", "first") == "wrong-step"
    assert so.validate(T, state, Action(0, "so-shoot", (GOAL_S,))).ok       # seat 1's card, seat 0's hand
    beginner = GAME.new_game(1)
    assert refused(beginner, 0, "so-pass") == "no-shootout"


def test_illegal_actions_leave_the_state_unchanged():
    """Procedure: refusing an action (not your turn, wrong step, a card that cannot shoot) changes nothing."""
    state = position(hands=((SNIPER, ROOKIE_0), (GOALIE_1, ENFORCER_S)))
    snapshot = evolve(state)
    for action in (Action(1, "so-play", (GOALIE_1,)), Action(0, "so-score", (SNIPER,)),
                   Action(0, "so-shoot", (ROOKIE_0,))):
        assert not so.validate(T, state, action).ok
    assert state == snapshot and state.shootout == snapshot.shootout


def test_each_shootout_action_reads_as_a_short_button_text():
    """Procedure: each shootout action reads as a short button text, the pass worded by the step."""
    state = at(SHOOT)
    for kind, verb in (("so-play", "Play"), ("so-shoot", "Shoot with"), ("so-stop", "Stop the shot with"),
                       ("so-shot-card", "Shot Card:"), ("so-tip", "Tip with"), ("so-score", "Score with"),
                       ("so-save", "Save with")):
        assert so.describe(T, state, Action(0, kind, (SNIPER,))) == f"{verb} Sniper 7 (helmet)"
    assert so.describe(T, state, Action(0, "so-play", ("x",))) == "Play 'x'"
    assert so.describe(T, state, Action(0, "so-order", ("first",))) == "Shoot first"
    assert so.describe(T, state, Action(0, "so-order", ("second",))) == "Shoot second"
    for step, words in ((SHOOT, "Give up the attempt"), (TIP, "No tip: the attempt fails"),
                        (SCORE, "No score: the attempt fails"), (SAVE, "Let the goal stand"), (STOP, "Pass"),
                        (ORDER, "Pass")):
        assert so.describe(T, at(step), Action(0, "so-pass", ())) == words
    assert so.describe(T, BASE, Action(0, "so-pass", ())) == "Pass"
    assert so.describe(T, evolve(BASE, shootout=Shootout(step="")), Action(0, "so-pass", ())) == "Pass"


def test_describe_gives_short_button_texts():
    """Procedure: every shootout action has a short text for its button."""
    state = position(hands=((SNIPER, ROOKIE_0), (GOALIE_1,)))
    assert so.describe(T, state, Action(0, "so-shoot", (SNIPER,))) == f"Shoot with {T.label[SNIPER]}"
    assert so.describe(T, state, Action(0, "so-pass")) == "Give up the attempt"
    assert so.describe(T, started(1), Action(0, "so-order", ("second",))) == "Shoot second"
    for kind in so.KINDS:
        args = tuple("first" if a == "choice" else SNIPER for a in so.KINDS[kind])
        assert so.describe(T, state, Action(0, kind, args))


def test_view_and_hidden_from_agree_and_hide_the_deck_and_other_hand():
    """Procedure: each seat sees its own hand and the played and discarded cards; the shootout deck and
    the other hand are hidden, and every card is either shown or hidden."""
    state = position(hands=((SNIPER, ROOKIE_0), (GOALIE_1, ENFORCER_S)), played=(GOAL_H,))
    shoot = state.shootout
    for seat in (0, 1, None):
        v = so.view(shoot, seat)
        hidden = so.hidden_from(shoot, seat)
        assert set(shoot.deck) <= hidden
        shown = set(v.hand) | set(v.played) | set(v.discard)
        assert not shown & hidden
        assert v.hand == (shoot.hands[seat] if seat is not None else ())
        assert v.hand_sizes == (2, 2) and v.deck_size == len(shoot.deck)
        assert not set(so.cards(shoot)) - hidden - shown            # every card is either seen or hidden
        assert (shoot.hands[1 - seat][0] in hidden) if seat is not None else True


def test_a_new_shootout_waits_for_home_ice_and_each_seat_sees_only_its_hand():
    """A new shootout waits for Home Ice; its values cannot be changed in place."""
    fresh = Shootout()
    assert (fresh.deck, fresh.hands, fresh.played, fresh.discard) == ((), ((), ()), (), ())
    assert (fresh.step, fresh.first, fresh.round, fresh.shooter) == (ORDER, None, 0, 0)
    assert (fresh.goals, fresh.attempts, fresh.shot_with, fresh.shot_card, fresh.tipped) == ((0, 0), (), None, None,
                                                                                             False)
    with pytest.raises(dataclasses.FrozenInstanceError):
        fresh.round = 2
    shoot = at(TIP, hands=((SNIPER, GOAL_H, TIP_IN), (GOALIE_G,)), deck=(ROOKIE_S, ENF_S), discard=(ENF_G,),
               played=(CAPTAIN,), goals=(1, 2), attempts=((1, True),), rnd=2, shooter=1, first=1, shot_card=ENF_G,
               tipped=True).shootout
    v = so.view(shoot, 0)
    assert v == so.ShootoutView(seat=0, hand=(SNIPER, GOAL_H, TIP_IN), hand_sizes=(3, 1), deck_size=2,
                                discard=(ENF_G,), played=(CAPTAIN,), goals=(1, 2), attempts=((1, True),), round=2,
                                step=TIP, shooter=1, first=1, shot_card=ENF_G, tipped=True)
    assert so.view(shoot, 1).hand == (GOALIE_G,) and so.view(shoot, None).hand == ()
    assert so.view(shoot, None).seat is None
    with pytest.raises(dataclasses.FrozenInstanceError):
        v.round = 3
    assert not hasattr(v, "__dict__")
    assert so.hidden_from(shoot, 0) == {ROOKIE_S, ENF_S, GOALIE_G}
    assert so.hidden_from(shoot, 1) == {ROOKIE_S, ENF_S, SNIPER, GOAL_H, TIP_IN}
    assert so.hidden_from(shoot, None) == {ROOKIE_S, ENF_S, SNIPER, GOAL_H, TIP_IN, GOALIE_G}
    assert so.cards(shoot) == (ROOKIE_S, ENF_S, SNIPER, GOAL_H, TIP_IN, GOALIE_G, CAPTAIN, ENF_G)


def test_the_shootout_actions_steps_draws_and_round_limits():
    """The actions' argument shapes (the action parser and the candidate lists read them) and the
    step names the shootout view shows."""
    assert so.KINDS == {"so-order": ("choice",), "so-play": ("card",), "so-shoot": ("card",), "so-stop": ("card",),
                        "so-shot-card": ("card",), "so-tip": ("card",), "so-score": ("card",), "so-save": ("card",),
                        "so-pass": ()}
    assert (ORDER, SHOOT, STOP, TIP, SCORE, SAVE, DONE) == ("order", "shoot", "stop", "tip", "score", "save", "done")
    assert so.CHOICES == ("first", "second") and (so.SHOOTER_DRAW, so.DEFENDER_DRAW) == (4, 3)
    assert (so.ROUNDS, so.ROUND_LIMIT) == (3, 30)
