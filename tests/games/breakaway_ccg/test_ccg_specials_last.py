"""Breakaway: CCG, the last defined specials of the Part 3 glossary that the lead wrote: Dig it out
(ruling O117) and Promotion (O118), each played through the checked ``apply`` from a position
built with the shared helpers. The rules are data in ``card_data/breakaway_ccg/cards.yaml``; the
whistle that Dig It Out answers lives in ``whistle.py``."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import whistle
from tabletop.games.breakaway_ccg.state import STOPPAGE, USE
from tests.games.breakaway_ccg.support import GAME, T, act, extra_card, official, r, verdict

DIG = extra_card(1, "board-battle-5-skate")
GLOVE = extra_card(0, "glove-save-g-glove")


def _glove_whistle(dig_in_hand=True):
    """Seat 0's goalie freezes the puck in its own end (Glove, O49) while seat 1 has the puck
    there; seat 1's deck holds a Board Battle (Dig It Out), in hand or not."""
    hand1 = (DIG, r(1, "goal-skate")) if dig_in_hand else (r(1, "goal-skate"),)
    state = official(hands=((GLOVE, r(0, "rookie-0-helmet")), hand1), puck="w5", control=1, turn=0,
                     extra=(("glove-save-g-glove",), ("board-battle-5-skate",)))
    state = act(state, 0, "play", GLOVE)
    return act(state, 0, "special", "goalie-glove")


def test_dig_it_out_prevents_the_stoppage_and_wins_the_puck_where_it_lay():
    """Glossary, Dig it out: prevent any stoppage, take control of the puck in the area where it
    was last played, count it as a contested Grind Challenge win, and play on (ruling O117)."""
    state = _glove_whistle()
    assert state.phase == whistle.WHISTLE and state.stoppage.reason == "end-zone"
    assert {d.seat for d in GAME.pending(state)} == {0, 1}
    play_before = state.play
    assert Action(1, "special-card", ("dig-it-out", DIG)) in GAME.legal_actions(state, 1)
    assert GAME.describe_action(state, Action(1, "special-card", ("dig-it-out", DIG))).startswith("Dig it out!")
    state = act(state, 1, "special-card", "dig-it-out", DIG)
    assert state.phase == USE and state.turn == 1 and state.control == 1 and state.puck == "w5"
    assert state.play == play_before + (DIG,) and DIG not in state.hands[1]       # nothing was cleared
    assert state.stoppage is None and state.challenge.kind == "grind" and state.challenge.uses == "each"
    kinds = {a.kind for a in GAME.legal_actions(state, 1)}
    assert "move" in kinds and "color" in kinds          # a contested Grind win: an action and an ability


def test_letting_the_whistle_go_stops_play_as_it_was_called():
    """Both sides let play stop: the stoppage goes ahead unchanged (Glove: the defending side
    chooses the circle, O49), play area cleared."""
    state = _glove_whistle()
    state = act(state, 0, "let-stop")
    assert state.phase == whistle.WHISTLE and [d.seat for d in GAME.pending(state)] == [1]
    assert verdict(state, 0, "let-stop").code == "whistle-done"
    state = act(state, 1, "let-stop")
    assert state.phase == STOPPAGE and state.stoppage.reason == "end-zone" and state.stoppage.chooser == 0
    assert state.play == () and GLOVE in state.discards[0]


def test_both_sides_are_asked_whatever_their_hands_hold():
    """O117: the question tells nobody what a hand holds, so a side without the card in hand is
    asked too, and may only let play stop; the card cannot be played from a hand it is not in."""
    state = _glove_whistle(dig_in_hand=False)
    assert state.phase == whistle.WHISTLE and {d.seat for d in GAME.pending(state)} == {0, 1}
    assert GAME.legal_actions(state, 1) == [Action(1, "let-stop")]
    assert verdict(state, 1, "special-card", "dig-it-out", DIG).code == "not-in-hand"
    assert verdict(state, 1, "play", r(1, "goal-skate")).code == "whistle"


def test_without_dig_it_out_in_either_deck_play_stops_at_once():
    """A game with no Dig It Out card in either deck never pauses at the whistle."""
    state = official(hands=((GLOVE, r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)), puck="w5", control=1,
                     turn=0, extra=(("glove-save-g-glove",), ()))
    state = act(act(state, 0, "play", GLOVE), 0, "special", "goalie-glove")
    assert state.phase == STOPPAGE


def test_a_goal_cannot_be_dug_out():
    """O117: a goal's whistle is not one a puck can be dug out of (the score stands)."""
    assert "goal" not in whistle.PREVENTABLE and "penalty" not in whistle.PREVENTABLE
    assert {"save", "icing", "offside", "block", "deflect"} <= whistle.PREVENTABLE
    assert T.cards.special_rules["dig-it-out"][0].window == "whistle"


# ----- Promotion (O118) -----------------------------------------------------------------------------------
FRONT = extra_card(0, "front-office-2-glove")


def _made_wild(seat, card, wild, overtime=0):
    from tabletop.games.breakaway_ccg.official_flow import Effect
    return Effect("wild", seat, "game", f"promotion>{wild}:{overtime}", card)


def test_promotion_makes_a_player_card_of_the_hand_one_of_the_four_wilds():
    """Glossary, Promotion: make a player card one of the four wilds for the rest of regulation
    (ruling O118: the four goalie wilds, Glove, Skate, Helmet and Stick, on a Player card of the
    user's team in its hand)."""
    sniper, goal = r(0, "sniper-7-helmet"), r(0, "goal-helmet")
    state = official(hands=((FRONT, sniper, goal), (r(1, "goal-skate"),)), puck="c9", control=0, turn=0,
                     extra=(("front-office-2-glove",), ()))
    state = act(state, 0, "play", FRONT)
    wilds = {a.args[1:] for a in GAME.legal_actions(state, 0) if a.kind == "special-wild"}
    assert wilds == {(sniper, w) for w in ("glove", "skate", "helmet", "stick")}     # not the Goal card
    assert verdict(state, 0, "special-wild", "promotion", goal, "helmet").code == "special-promote"
    action = Action(0, "special-wild", ("promotion", sniper, "helmet"))
    assert GAME.describe_action(state, action) == (
        "Promotion: Sniper 7 (helmet) becomes the Helmet wild")
    state = act(state, 0, "special-wild", "promotion", sniper, "helmet")
    assert any(e.kind == "wild" and e.card == sniper and e.detail == "promotion>goalie-helmet:0"
               for e in state.effects)
    assert verdict(state, 0, "special", "promotion").code == "one-special"
    # Which card of the hand is the wild is its owner's secret until the card is played.
    assert any(e.kind == "wild" and e.card == sniper for e in GAME.view(state, 0).effects)
    assert not any(e.kind == "wild" for e in GAME.view(state, 1).effects)


def test_a_promoted_card_has_its_wild_s_special_when_played():
    """O118: whenever the card is played (in regulation), it has the wild's special until the next
    stoppage; here the Helmet's three-area Stretch Pass (O103)."""
    sniper = r(0, "sniper-7-helmet")
    state = official(hands=((sniper,), (r(1, "goal-skate"),)), puck="c9", control=0, turn=0,
                     effects=(_made_wild(0, sniper, "goalie-helmet"),))
    state = act(state, 0, "play", sniper)
    assert any(e.kind == "gain-special" and e.card == sniper and e.detail == "goalie-helmet" for e in state.effects)
    areas = {a.args[1] for a in GAME.legal_actions(state, 0) if a.kind == "special-area"}
    assert areas and all(a.args[0] == "goalie-helmet" for a in GAME.legal_actions(state, 0)
                         if a.kind == "special-area")
    far = next(a for a in sorted(areas) if a not in T.arrows["c9"])          # beyond one move
    state = act(state, 0, "special-area", "goalie-helmet", far)
    assert state.puck == far


def test_a_promotion_made_in_regulation_does_not_act_in_overtime():
    """Glossary, Promotion: for the rest of the regulation, or all of overtime (O118, as O106)."""
    sniper = r(0, "sniper-7-helmet")
    state = official(hands=((sniper,), (r(1, "goal-skate"),)), puck="c9", control=0, turn=0, overtime=1,
                     effects=(_made_wild(0, sniper, "goalie-helmet"),))
    state = act(state, 0, "play", sniper)
    assert not any(e.kind == "gain-special" for e in state.effects)


def test_a_wild_s_colored_x_cancels_a_card_laid_on_it():
    """O118 with O101: a card made the Skate wild carries the Orange X while it is in play; the other
    side's card with Orange laid on it is Cancelled."""
    from tabletop.games.breakaway_ccg import official_flow as fl
    from tabletop.games.breakaway_ccg.official_flow import Effect
    wild = r(1, "sniper-7-skate")
    gift = Effect("gain-special", 1, "stoppage", "goalie-skate", wild)
    state = official(hands=((r(0, "playmaker-5-helmet"),), ()), play=(wild,), puck="c9", control=0, turn=0,
                     effects=(gift,))
    state = act(state, 0, "play", r(0, "playmaker-5-helmet"))
    assert fl.cancelled(state, r(0, "playmaker-5-helmet"))
    plain = official(hands=((r(0, "playmaker-5-helmet"),), ()), play=(wild,), puck="c9", control=0, turn=0)
    plain = act(plain, 0, "play", r(0, "playmaker-5-helmet"))
    assert not fl.cancelled(plain, r(0, "playmaker-5-helmet"))


def test_enforcer_takes_away_the_abilities_a_wild_was_given():
    """Glossary, Enforcer: played on top of a card that was given abilities, it removes them (O104,
    now that the promotions give lasting ones; O118): the card is a wild no longer and loses what
    the wild gave it, but is not Cancelled (it is no Goalie, Superstar or Specialist)."""
    from tabletop.games.breakaway_ccg import official_flow as fl
    from tabletop.games.breakaway_ccg.official_flow import Effect
    hitter, wild = extra_card(0, "heavy-hitter-6-skate"), r(1, "rookie-0-skate")
    made = _made_wild(1, wild, "goalie-skate")
    gift = Effect("gain-special", 1, "stoppage", "goalie-skate", wild)
    state = official(hands=((hitter,), ()), play=(wild,), puck="c9", control=0, turn=0,
                     extra=(("heavy-hitter-6-skate",), ()), effects=(made, gift))
    state = act(state, 0, "play", hitter)
    assert verdict(state, 0, "special", "enforcer").ok
    state = act(state, 0, "special", "enforcer")
    assert not any(e.card == wild for e in state.effects) and not fl.cancelled(state, wild)
    plain = official(hands=((hitter,), ()), play=(wild,), puck="c9", control=0, turn=0,
                     extra=(("heavy-hitter-6-skate",), ()))
    plain = act(plain, 0, "play", hitter)
    assert verdict(plain, 0, "special", "enforcer").code == "special-on-goalie-superstar-or-specialist"
