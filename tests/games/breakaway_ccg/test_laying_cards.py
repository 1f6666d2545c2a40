"""Breakaway: CCG, what a card laid on the play area makes of the cards beneath it (Part 2,
"Special Card Plays": Doubles and Triples; "Card Effects: Ignore & Cancelled"): Triples call
Offside or Icing, not from challenge cards; Doubles allow any action; a Cancelled card has no
action or ability and its goal is called back. Ruling O8 is in ``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

from tabletop.games.breakaway_ccg.official import abilities as oc
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.state import STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.helpers_flow import R0, R0S
from tests.games.breakaway_ccg.helpers_play import ROOKIE, RULE, SNIPER, using
from tests.games.breakaway_ccg.support import T, act, card, extra_card, finish, legal_kinds, official

r, x = card, extra_card


def test_triples_with_the_puck_in_the_own_end_is_icing_with_no_bench_switch():
    """Triples trigger Offside or Icing by puck location and control (ruling O8); Icing: face-off in
    the offender's defensive zone, no bench switches, hand of five until the next stoppage."""
    play = (r(0, "grinder-3-helmet"), r(1, "body-check-3-glove"))
    state = official(hands=((r(0, "body-check-3-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     play=play, puck="w3", control=0, turn=0)
    state = act(state, 0, "play", r(0, "body-check-3-helmet"))
    assert state.phase == STOPPAGE and state.stoppage.reason == "icing"
    assert state.stoppage.place == "west-end" and state.stoppage.chooser == 1
    assert state.ready[0] and not state.ready[1]
    assert any(e.kind == "icing-hand" and e.seat == 0 for e in state.effects)


def test_triples_in_the_attacking_half_is_offside_at_the_blue_line():
    """Special Card Plays, Triples (O8): in the attacking half it is Offside, the face-off at the blue
    line."""
    play = (r(0, "grinder-3-helmet"), r(1, "body-check-3-glove"))
    state = official(hands=((r(0, "body-check-3-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     play=play, puck="e3", control=0, turn=0)
    state = act(state, 0, "play", r(0, "body-check-3-helmet"))
    assert state.stoppage.reason == "offside" and state.stoppage.place == "west-neutral"


def test_a_challenge_card_does_not_make_triples():
    """Triples, Exceptions: not from cards played during a Challenge."""
    play = (r(0, "grinder-3-helmet"), r(1, "body-check-3-glove"))
    marks = (Effect("challenge-card", 0, "stoppage", card=play[0]), Effect("challenge-card", 1, "stoppage",
                                                                             card=play[1]))
    state = official(hands=((r(0, "body-check-3-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     play=play, puck="e3", control=0, turn=0, effects=marks)
    state = act(state, 0, "play", r(0, "body-check-3-helmet"))
    assert state.phase == USE and state.doubles


def test_a_goal_with_a_cancelled_card_is_called_back():
    """Card Effects, Cancelled: a Cancelled card cannot contribute to a goal (Called Back Goal)."""
    play = (r(0, "sniper-7-stick"), r(1, "shot-on-goal-4-glove"))
    cancelled = (Effect("cancelled", 1, "game", card=r(1, "shot-on-goal-4-glove")),)
    state = official(hands=((r(0, "goal-stick"),), (r(1, "rookie-0-skate"),)), play=play, puck="e3", control=0,
                     turn=0, shot=0, stage="score", shot_from=0, effects=cancelled)
    state = finish(act(act(state, 0, "play", r(0, "goal-stick")), 0, "score"), 0)
    state = act(state, 1, "concede")
    assert state.goals == (0, 0) and state.phase == STOPPAGE and state.stoppage.reason == "called-back"


def test_a_cancelled_card_has_no_printed_action_and_an_injured_one_nothing():
    """Card Effects: Ignore & Cancelled: a Cancelled card cannot use its printed Action (its color's
    ability stays); an Injured card has nothing to use, so the turn ends at once (Injured)."""
    cancelled = (Effect("cancelled", 0, "game", card=r(0, "rookie-0-helmet")),)
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "goal-stick")), (r(1, "goal-skate"),)), control=0,
                     turn=0, effects=cancelled, puck="c9")
    played = act(state, 0, "play", r(0, "rookie-0-helmet"))
    assert played.turn == 0 and "move" not in legal_kinds(played, 0) and "color" in legal_kinds(played, 0)
    hurt = evolve(state, effects=(Effect("injured", 0, "game", card=r(0, "rookie-0-helmet")),))
    state = act(hurt, 0, "play", r(0, "rookie-0-helmet"))
    assert state.turn == 1, "nothing to use: the turn ends at once"


def test_doubles_allow_any_action_of_the_longer_list():
    """Special Card Plays: Doubles allow any one action, those of Part 2's longer list too
    (O19)."""
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), play=(r(1, "rookie-0-glove"),),
                     puck="c9", control=0)
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    assert state.doubles
    kinds = legal_kinds(state, 0)
    assert {"stretch-pass", "icing", "draw"} <= kinds


def test_an_injured_card_has_no_abilities_a_cancelled_one_keeps_its_colors():
    """Card Effects: Ignore & Cancelled bars a Cancelled card's printed Actions and Specials, not the
    abilities its colors grant; an Injured card loses all its abilities (General Hockey Rules:
    Injured; O20)."""
    state = using(SNIPER, effects=(fl.Effect("injured", 1, "game", card=SNIPER),))
    v = oc.common(T, state, "blue")
    assert (v.code, v.rule) == ("injured", RULE + "General Hockey Rules: Injured")
    assert v.reason == "Sniper 7 (stick) is Injured: it has no abilities."
    assert oc.common(T, using(SNIPER, effects=(fl.Effect("cancelled", 1, "game", card=SNIPER),)), "blue").ok
    other = using(SNIPER, effects=(fl.Effect("injured", 1, "game", card=ROOKIE),))
    assert oc.common(T, other, "blue").ok


def test_a_cancelled_player_card_loses_what_it_gained_and_keeps_its_own_colors():
    """Card Effects: Cancelled: Player cards that are cancelled lose the abilities they had gained; a
    power play's Suit Circle color is gained (Power Play: Advantages), the card's own color is not
    (O20)."""
    from tabletop.games.breakaway_ccg.official.penalties import Served

    pp = (Served(1, "Tripping", 2, 1),)
    state = using(SNIPER, box=pp)
    circle = set(oc.usable_colors(T, state, SNIPER, 0)) - set(T.colors[SNIPER])
    cancelled = using(SNIPER, box=pp, effects=(fl.Effect("cancelled", 1, "game", card=SNIPER),))
    assert set(oc.usable_colors(T, cancelled, SNIPER, 0)) == set(T.colors[SNIPER])
    assert circle or not T.card[SNIPER].suit_circle


def test_cancelled_and_injured_cards_are_cancelled():
    """Card Effects: Cancelled (O20); an injury cancels the card for the game."""
    assert fl.cancelled(official(effects=()), R0) is False
    assert fl.cancelled(official(effects=(Effect("cancelled", 0, "game", card=R0),)), R0)
    assert fl.cancelled(official(effects=(Effect("injured", 0, "game", card=R0),)), R0)
    assert not fl.cancelled(official(effects=(Effect("injured", 0, "game", card=R0S),)), R0)
    assert not fl.cancelled(official(effects=(Effect("icing-hand", 0, "game", card=R0),)), R0)


def test_a_cancelled_card_that_is_not_a_player_card_keeps_its_abilities_but_not_its_printed_action():
    """Card Effects: Ignore & Cancelled: a Cancelled card cannot use its printed Actions or Specials,
    and only Player cards lose their abilities (O20). Breakout Pass (gold, Move) laid on a Goalie's
    Gold X is Cancelled (Symbols: Colored X): no Move, but its Gold still gains the Stretch Pass."""
    passer, goalie = card(1, "breakout-pass-2-helmet"), card(0, "goalie-g-stick")
    state = official(hands=((card(0, "goal-helmet"),), (passer,)), play=(goalie,), puck="c9", control=1, turn=1)
    state = act(state, 1, "play", passer)
    assert fl.cancelled(state, passer) and state.phase == USE and state.turn == 1
    assert "move" not in legal_kinds(state, 1) and "color" in legal_kinds(state, 1)
    state = act(state, 1, "color", "gold")
    assert "stretch-pass" in legal_kinds(state, 1)
