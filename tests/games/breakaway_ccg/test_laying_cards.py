"""Breakaway: CCG, what a card laid on the play area makes of the cards beneath it (Part 2,
"Special Card Plays": Doubles and Triples; "Card Effects: Ignore & Cancelled"): Triples call
Offside or Icing, not from challenge cards; Doubles allow any action; a Cancelled card has no
action or ability and its goal is called back. Ruling O8 is in ``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

from tabletop.games.breakaway_ccg.official import abilities as oc
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.state import STOPPAGE, USE
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


def test_a_cancelled_card_has_no_action_or_ability():
    """Card Effects: Ignore & Cancelled: a Cancelled card has nothing to use, so the turn ends at once."""
    cancelled = (Effect("cancelled", 0, "game", card=r(0, "rookie-0-helmet")),)
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "goal-stick")), (r(1, "goal-skate"),)), control=0,
                     turn=0, effects=cancelled)
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
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


def test_a_cancelled_card_has_no_abilities():
    """Card Effects: Ignore & Cancelled: a Cancelled card uses no ability (an injury too)."""
    for kind in ("cancelled", "injured"):
        state = using(SNIPER, effects=(fl.Effect(kind, 1, "game", card=SNIPER),), colors_used=("blue",))
        v = oc.common(T, state, "blue")
        assert (v.code, v.rule) == ("cancelled", RULE + "Card Effects: Ignore & Cancelled")
        assert v.reason == "Sniper 7 (stick) is Cancelled: it has no abilities."
    other = using(SNIPER, effects=(fl.Effect("cancelled", 1, "game", card=ROOKIE),))
    assert oc.common(T, other, "blue").ok


def test_cancelled_and_injured_cards_are_cancelled():
    """Card Effects: Cancelled (O20); an injury cancels the card for the game."""
    assert fl.cancelled(official(effects=()), R0) is False
    assert fl.cancelled(official(effects=(Effect("cancelled", 0, "game", card=R0),)), R0)
    assert fl.cancelled(official(effects=(Effect("injured", 0, "game", card=R0),)), R0)
    assert not fl.cancelled(official(effects=(Effect("injured", 0, "game", card=R0S),)), R0)
    assert not fl.cancelled(official(effects=(Effect("icing-hand", 0, "game", card=R0),)), R0)
