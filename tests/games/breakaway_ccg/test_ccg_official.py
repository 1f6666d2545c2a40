"""Breakaway: CCG official rules (Part 2 of ``breakaway-ccg.md``, up to "Penalties"): scenarios
from the book's sections, each citing its passage. Rulings O1... are in
``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg.official_flow import Effect, Stoppage
from tabletop.games.breakaway_ccg.state import (
    CHALLENGE,
    HOME_ICE,
    OVER,
    PLACE,
    PLAY,
    SHOT_CARD,
    START,
    STOPPAGE,
    USE,
)
from tests.games.breakaway_ccg.support import (
    GAME,
    OFFICIAL,
    T,
    act,
    finish,
    official,
    r,
    verdict,
)


# ----- Game Setup ----------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(8))
def test_setup_home_ice_choice_goes_to_the_higher_reveal_and_the_pile_and_tokens_follow(seed):
    """Game Setup: the higher revealed card chooses Home Ice (re-draw on ties; the cards go aside);
    Home Ice starts with one Momentum Token; six Momentum Cards from each deck; hands of five; each
    period's officiating card from the sum of two revealed cards."""
    state = GAME.new_game(seed, OFFICIAL)
    assert state.phase == HOME_ICE
    last = state.aside[-2:]
    strengths = (T.strength[last[0]], T.strength[last[1]])
    assert strengths[state.turn] > strengths[1 - state.turn]
    assert all(T.strength[a] == T.strength[b] for a, b in zip(state.aside[:-2:2], state.aside[1:-2:2]))
    chooser = state.turn
    assert not verdict(state, 1 - chooser, "home-ice", "me")
    state = act(state, chooser, "home-ice", "them")
    assert state.home == 1 - chooser
    assert state.tokens == tuple(1 if s == state.home else 0 for s in (0, 1))
    assert len(state.momentum) == 12
    assert sorted(T.owner[c] for c in state.momentum) == [0] * 6 + [1] * 6
    assert [len(h) for h in state.hands] == [5, 5]
    assert len(state.reveal) == 2 and state.official
    assert state.phase == STOPPAGE and state.stoppage.place == "center"


# ----- Determining Fault ------------------------------------------------------------------------------
@pytest.mark.parametrize("first, second, fault", [
    (("stick",), ("glove",), 1),            # Stick beats Glove: the Glove card is at fault
    (("glove",), ("skate",), 1),            # Glove beats Skate
    (("skate",), ("stick",), 1),            # Skate beats Stick
    (("glove",), ("stick",), 0),
    (("helmet",), ("helmet",), None),       # Helmets are ignored: nothing left
    (("stick",), ("stick",), None),         # matching suits cancel
    (("helmet",), ("glove",), 1),           # an unbeaten Glove remains against nothing
    (("stick", "glove"), ("glove",), None),  # Gloves cancel; the Stick has nothing to beat and stays... one each
])
def test_fault_follows_the_suit_flow_chart(first, second, fault):
    """Determining Fault: Helmets ignored; Stick > Glove > Skate > Stick; a winning suit is set
    aside, matching suits cancel; more remaining suits is at fault."""
    if first == ("stick", "glove"):
        fault = 0            # the Stick is left over on the first card, nothing on the second
    assert ch.at_fault(first, second) == fault


# ----- Face-offs --------------------------------------------------------------------------------------
def _to_faceoff(seed=3):
    state = GAME.new_game(seed, OFFICIAL)
    state = act(state, state.turn, "home-ice", "me")
    state = act(state, 0, "keep")
    return act(state, 1, "keep")


def test_home_ice_initiates_the_center_ice_faceoff_and_the_other_may_not_lay_first():
    """Face-offs, Initiation: Home Ice initiates at center ice (ruling O4)."""
    state = _to_faceoff()
    assert state.phase == CHALLENGE and state.challenge.kind == ch.FACEOFF
    home = state.home
    assert state.challenge.initiator == home
    other = 1 - home
    refused = verdict(state, other, "challenge", state.hands[other][0])
    assert not refused and refused.code == "initiator-first"
    assert [d.seat for d in GAME.pending(state)] == [home]


def test_the_faceoff_winner_places_the_puck_no_further_forward_than_the_dot():
    """Face-offs, Win Result: the face-off area or an adjacent one, none further forward."""
    state = official(hands=((r(0, "captain-8-helmet"), r(0, "rookie-0-helmet")),
                            (r(1, "rookie-0-skate"), r(1, "goal-skate"))),
                     phase=CHALLENGE, challenge=ch.Challenge(ch.FACEOFF, 0, "c9"), home=0, control=None)
    state = act(state, 0, "challenge", r(0, "captain-8-helmet"))
    state = act(state, 1, "challenge", r(1, "rookie-0-skate"))
    assert state.phase == PLACE and state.placing[0] == 0
    assert set(state.placing[2]) == {"c9", "nw9"}       # ne9 would be forward for the west team
    refused = verdict(state, 0, "place", "ne9")
    assert not refused and refused.code == "place-where"
    state = act(state, 0, "place", "nw9")
    assert state.puck == "nw9" and state.control == 0
    # The winner's card lies on the loser's (General Challenge Procedure).
    assert state.play[-2:] == (r(1, "rookie-0-skate"), r(0, "captain-8-helmet"))


def test_a_tied_faceoff_disqualifies_the_player_at_fault_and_twice_is_a_penalty():
    """Face-offs, Tie: the player at fault is disqualified and the face-off is redone with new
    cards; disqualified twice, a 2-minute penalty (ruling O5: the other side wins the face-off)."""
    state = official(hands=((r(0, "grinder-3-stick"), r(0, "sniper-7-stick"), r(0, "rookie-0-stick")),
                            (r(1, "body-check-3-glove"), r(1, "sniper-7-glove"), r(1, "score-5-helmet"))),
                     phase=CHALLENGE, challenge=ch.Challenge(ch.FACEOFF, 0, "c9"), home=0, control=None)
    state = act(state, 0, "challenge", r(0, "grinder-3-stick"))
    state = act(state, 1, "challenge", r(1, "body-check-3-glove"))     # 3 v 3: Stick beats Glove
    assert state.phase == CHALLENGE and state.challenge.faults == (0, 1)
    assert r(1, "body-check-3-glove") in state.discards[1]
    assert not state.calls
    state = act(state, 0, "challenge", r(0, "sniper-7-stick"))
    state = act(state, 1, "challenge", r(1, "sniper-7-glove"))         # 7 v 7: Glove at fault again
    assert [c.seat for c in state.calls] == [1]                        # delayed: seat 0 has the puck
    assert state.control == 0 and state.puck == "c9"


def test_a_tied_faceoff_with_nobody_at_fault_is_taken_again():
    state = official(hands=((r(0, "grinder-3-helmet"), r(0, "rookie-0-stick")),
                            (r(1, "body-check-3-helmet"), r(1, "score-5-helmet"))),
                     phase=CHALLENGE, challenge=ch.Challenge(ch.FACEOFF, 0, "c9"), home=0, control=None)
    state = act(state, 0, "challenge", r(0, "grinder-3-helmet"))
    state = act(state, 1, "challenge", r(1, "body-check-3-helmet"))    # Helmets are ignored
    assert state.phase == CHALLENGE and state.challenge.faults == (0, 0)


def test_declining_a_faceoff_is_an_uncontested_win_with_a_free_move_and_no_phase_one():
    """Face-offs, Declining; Uncontested Bonus: free Move, the defender skips Phase 1."""
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "sniper-7-stick")),
                            (r(1, "goal-skate"), r(1, "rookie-0-skate"))),
                     phase=CHALLENGE, challenge=ch.Challenge(ch.FACEOFF, 0, "c9"), home=0, control=None)
    state = act(state, 0, "challenge", r(0, "rookie-0-helmet"))
    state = act(state, 1, "decline")
    assert state.skip_start == (False, True)
    state = act(state, 0, "place", "c9")
    assert state.phase == USE and state.free_move
    state = act(state, 0, "move", "ne9")                # the free Move
    assert state.puck == "ne9" and state.control == 0


# ----- the passing bonus and shots ---------------------------------------------------------------
def test_a_pass_inside_the_offensive_zone_earns_a_bonus_that_allows_on_net():
    """How to Score a Goal: each pass wholly in the offensive zone is +1; +1 enables On-Net; the
    bonus resets when the puck leaves the zone."""
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "crash-the-net-4-stick"), r(0, "rookie-0-stick")),
                            (r(1, "goal-skate"),)), puck="e3", control=0, turn=0)
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    state = act(state, 0, "move", "e1")
    assert state.bonus == (1, 0)
    state = finish(state, 0)
    state = act(state, 1, "go") if state.phase == START else state
    state = finish(act(state, 1, "play", r(1, "goal-skate")), 1)
    state = act(state, 0, "go") if state.phase == START else state
    state = act(state, 0, "play", r(0, "crash-the-net-4-stick"))
    assert verdict(state, 0, "on-net")
    state = act(state, 0, "on-net")
    assert state.shot == 0 and state.stage == SHOT_CARD


def test_on_net_needs_a_passing_bonus():
    state = official(hands=((r(0, "crash-the-net-4-stick"),), (r(1, "goal-skate"),)), puck="e3", control=0, turn=0)
    state = act(state, 0, "play", r(0, "crash-the-net-4-stick"))
    refused = verdict(state, 0, "on-net")
    assert not refused and refused.code == "on-net-bonus"


def test_a_plus_three_bonus_gives_a_free_shoot_on_any_card():
    """+3 Bonus: the Shoot Action for free on any card played."""
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "sniper-7-stick")), (r(1, "goal-skate"),)),
                     puck="e3", control=0, turn=0, bonus=(3, 0))
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    assert verdict(state, 0, "shoot")
    state = act(state, 0, "shoot")
    assert state.shot == 0 and not state.action_used      # the Move is still the card's own


def test_a_card_one_higher_than_the_shot_card_is_a_rebound():
    """Check for Rebound: one higher than the Shot Card: the shooter shoots again at once."""
    play = (r(0, "sniper-7-stick"), r(1, "shot-on-goal-4-glove"))
    state = official(hands=((r(0, "playmaker-5-helmet"),), (r(1, "goal-skate"),)), play=play, puck="e3", control=0,
                     turn=0, shot=0, stage="score", shot_from=0)
    state = act(state, 0, "play", r(0, "playmaker-5-helmet"))
    assert state.shot == 0 and state.stage == SHOT_CARD and state.shot_from == 2 and state.control == 0


@pytest.mark.parametrize("shot_card, control", [("shot-on-goal-4-glove", 0), ("captain-8-skate", 1),
                                                ("sniper-7-glove", 1)])
def test_no_score_puts_the_puck_on_the_last_player_number_and_compares_the_cards(shot_card, control):
    """No Goal: the puck goes to the area of the last played Player card's number; a Shot Card at
    least as strong as the shooting card gives the defender the puck, a weaker one leaves it."""
    play = (r(0, "sniper-7-stick"), r(1, shot_card))
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "goal-stick")), (r(1, "goal-skate"),)), play=play,
                     puck="e3", control=0, turn=0, shot=0, stage="score", shot_from=0)
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))       # Rookie 0: a Player card, no Score
    assert state.shot is None and state.puck == "e0" and state.control == control


def test_a_card_that_can_score_on_the_shot_card_must_score():
    """Phase 3: the action is mandatory when possible (ruling O12: on the Shot Card it is the Score)."""
    play = (r(0, "sniper-7-stick"), r(1, "shot-on-goal-4-glove"))
    state = official(hands=((r(0, "goal-stick"),), (r(1, "save-skate"),)), play=play, puck="e3", control=0,
                     turn=0, shot=0, stage="score", shot_from=0)
    state = act(state, 0, "play", r(0, "goal-stick"))
    refused = verdict(state, 0, "end")
    assert not refused and refused.code == "action-owed"
    state = finish(act(state, 0, "score"), 0)
    state = act(state, 1, "play", r(1, "save-skate"))
    state = act(state, 1, "save")
    assert state.phase == STOPPAGE and state.stoppage.reason == "save" and state.stoppage.chooser == 1
    assert state.stoppage.place == "east-end" and not state.play


def test_a_goal_scores_both_cards_and_calls_a_center_faceoff():
    play = (r(0, "sniper-7-stick"), r(1, "shot-on-goal-4-glove"))
    state = official(hands=((r(0, "goal-stick"),), (r(1, "rookie-0-skate"),)), play=play, puck="e3", control=0,
                     turn=0, shot=0, stage="score", shot_from=0)
    state = act(state, 0, "play", r(0, "goal-stick"))
    state = finish(act(state, 0, "score"), 0)
    state = act(state, 1, "concede")
    assert state.goals == (1, 0)
    assert state.scored[0] == (r(1, "shot-on-goal-4-glove"), r(0, "goal-stick"))
    assert state.phase == STOPPAGE and state.stoppage.place == "center"


# ----- Triples, Offside, Icing ----------------------------------------------------------------------
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


# ----- Phase 1 -------------------------------------------------------------------------------------
def test_a_line_change_in_the_defensive_zone_gives_the_opponent_a_passing_bonus():
    """Phase 1, Line Change: from the defensive zone the opponent gains +1, and not at its maximum."""
    hand = (r(0, "rookie-0-helmet"), r(0, "goal-stick"))
    state = official(hands=(hand, (r(1, "goal-skate"),)), phase=START, puck="w3", control=1, turn=0, bonus=(0, 2))
    state = act(state, 0, "line-change")
    assert state.bonus == (0, 3) and len(state.hands[0]) == 5
    bench_card = state.benches[0][0]
    state = act(state, 0, "switch", r(0, "rookie-0-helmet"), bench_card)
    assert state.turn == 1                                 # the rest of the turn is skipped
    maxed = official(hands=(hand, (r(1, "goal-skate"),)), phase=START, puck="w3", control=1, turn=0, bonus=(0, 3))
    refused = verdict(maxed, 0, "line-change")
    assert not refused and refused.code == "line-change-bonus"


def test_a_momentum_token_draws_or_takes_a_momentum_card_once():
    """Momentum Tokens: Draw Action or Extra Man; one token per turn; Momentum Cards do not count
    toward the hand size."""
    pile = (r(1, "captain-8-skate"),)
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), phase=START, turn=0,
                     tokens=(2, 0), momentum=pile)
    state = act(state, 0, "token", "extra-man")
    assert r(1, "captain-8-skate") in state.hands[0] and state.extras[0] == (r(1, "captain-8-skate"),)
    assert state.tokens == (1, 0)
    refused = verdict(state, 0, "token", "draw")
    assert not refused and refused.code in ("one-token", "phase-one-over")


def test_drawing_the_last_card_starts_the_final_minute():
    """Final Minute: the last card drawn; hands of three, no end-of-turn draws, no line changes."""
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "rookie-0-stick")), (r(1, "goal-skate"),)),
                     decks=((r(0, "goal-stick"),), None), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    state = finish(act(state, 0, "move", "nw9"), 0)
    assert state.final_minute and state.hand_max == (3, 3)
    assert state.turn == 1


# ----- Dump Out and Grind ------------------------------------------------------------------------------
def test_an_uncontested_dump_out_lands_in_the_neutral_zone_and_gives_the_defender_the_puck():
    """Dump Out, Uncontested Win: puck in any neutral area, the defender takes control."""
    state = official(hands=((r(0, "dump-and-chase-1-stick"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     puck="w3", control=0, turn=0)
    state = act(state, 0, "play", r(0, "dump-and-chase-1-stick"))
    state = act(state, 0, "dump-out")
    assert state.phase == CHALLENGE and state.challenge.kind == ch.DUMP_OUT and state.puck == "nw9"
    state = act(state, 0, "challenge", r(0, "rookie-0-helmet"))
    state = act(state, 1, "decline")
    assert state.phase == PLACE and set(state.placing[2]) == {"nw9", "c9", "ne9"}
    state = act(state, 0, "place", "c9")
    assert state.control == 1 and state.puck == "c9"


def test_a_grind_defender_without_grind_cannot_win():
    """Grind Challenge, Requirement: the defender needs the Grind ability to win (ruling O6)."""
    state = official(hands=((r(0, "grinder-3-helmet"), r(0, "rookie-0-helmet")),
                            (r(1, "captain-8-skate"), r(1, "goal-skate"))), puck="c9", control=1, turn=0)
    state = act(state, 0, "play", r(0, "grinder-3-helmet"))
    state = act(state, 0, "grind")
    state = act(state, 0, "challenge", r(0, "rookie-0-helmet"))
    state = act(state, 1, "challenge", r(1, "captain-8-skate"))       # 8 beats 0, but no Grind
    assert state.control == 0


# ----- periods, overtime and the whole game --------------------------------------------------------
def test_a_tie_after_regulation_goes_to_a_21_card_overtime():
    """Overtime, Regular Season: a deck of 21, hands of three."""
    state = official(hands=((), ()), play=(r(0, "rookie-0-helmet"),), phase=USE, action_used=True,
                     final_minute=True, goals=(1, 1), turn=0, options={"overtime": "regular-season"})
    state = act(state, 0, "end")
    assert state.overtime == 1
    assert all(len(d) + len(h) <= 21 for d, h in zip(state.decks, state.hands))
    assert state.hand_max == (3, 3)


@pytest.mark.parametrize("overtime", ["regular-season", "playoff", "none"])
def test_random_official_games_finish_with_every_card_kept(overtime):
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new_game(seed, {"mode": "official", "periods": 2, "overtime": overtime})
        cards = GAME.inventory(state)
        while state.phase != OVER:
            seat = rng.choice([d.seat for d in GAME.pending(state)])
            state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
            assert GAME.inventory(state) == cards
        if overtime != "none":
            assert state.winners, "overtime and the shootout always decide a winner"


def test_stoppage_dataclass_is_public_in_views():
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), phase=STOPPAGE,
                     stoppage=Stoppage("save", "east-end", 1), ready=(True, True))
    view = GAME.view(state, 0)
    assert view.stoppage == state.stoppage
    assert GAME.pending(state)[0].kind == "side"
    state = act(state, 1, "side", "e2")
    assert state.phase == CHALLENGE and state.challenge.initiator == 1 and state.puck == "e2"


def test_play_phase_after_go():
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), phase=START, turn=0, tokens=(1, 0),
                     momentum=(r(1, "captain-8-skate"),))
    state = act(state, 0, "go")
    assert state.phase == PLAY
    assert Action(0, "play", (r(0, "rookie-0-helmet"),)) in GAME.legal_actions(state, 0)


# ----- Tip, Cancelled, the pulled goalie ----------------------------------------------------------
def test_the_rebound_check_comes_first():
    """Check for Rebound comes before the score attempt: Tip-In 5 on a Shot Card 4 is a rebound."""
    play = (r(0, "sniper-7-stick"), r(1, "shot-on-goal-4-glove"))
    state = official(hands=((r(0, "tip-in-5-helmet"), r(0, "goal-stick")), (r(1, "rookie-0-skate"),)), play=play,
                     puck="e3", control=0, turn=0, shot=0, stage="score", shot_from=0)
    state = act(state, 0, "play", r(0, "tip-in-5-helmet"))
    assert state.stage == SHOT_CARD and state.shot_from == 2


def test_tip_ignores_the_shot_card_and_a_new_one_is_owed():
    """Actions: Tip ignores the last Shot Card, the next card is the new Shot Card; Ignore: both
    the ignored card and the one that ignored it are discarded."""
    play = (r(0, "sniper-7-stick"), r(1, "captain-8-skate"))
    state = official(hands=((r(0, "tip-in-5-helmet"), r(0, "goal-stick")), (r(1, "rookie-0-skate"),)), play=play,
                     puck="e3", control=0, turn=0, shot=0, stage="score", shot_from=0)
    state = act(state, 0, "play", r(0, "tip-in-5-helmet"))
    assert {a.kind for a in GAME.legal_actions(state, 0)} >= {"score", "tip"}
    state = act(state, 0, "tip")
    assert state.play == (r(0, "sniper-7-stick"),)
    assert r(1, "captain-8-skate") in state.discards[1] and r(0, "tip-in-5-helmet") in state.discards[0]
    assert state.stage == SHOT_CARD and state.turn == 1


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
    cancelled = (Effect("cancelled", 0, "game", card=r(0, "rookie-0-helmet")),)
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "goal-stick")), (r(1, "goal-skate"),)), control=0,
                     turn=0, effects=cancelled)
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    assert state.turn == 1, "nothing to use: the turn ends at once"


def test_pulling_the_goalie_before_a_faceoff_gives_two_switches_and_a_momentum_card_when_losing():
    """Pull/Replace Goalie: before a face-off; switch up to two cards at once; losing, a Momentum Card."""
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "goal-stick")), (r(1, "goal-skate"),)), phase=STOPPAGE,
                     stoppage=Stoppage("goal", "center", 0), ready=(True, False), swaps=(2, 0), goals=(0, 1),
                     momentum=(r(1, "captain-8-skate"), r(0, "sniper-7-stick")))
    refused = verdict(state, 0, "pull-goalie")
    assert not refused and refused.code == "bench-done"
    state = act(state, 1, "pull-goalie")
    assert state.goalie_pulled == (False, True) and not state.extras[1], "seat 1 is winning: no card"
    state = evolve_state(state, ready=(False, False), swaps=(0, 0))
    state = act(state, 0, "pull-goalie")
    assert state.extras[0] == (r(1, "captain-8-skate"),) and state.swaps[0] == -2 and not state.ready[0]


def test_an_empty_net_lets_a_player_card_shoot_from_anywhere():
    """Pull/Replace Goalie, Drawback: the other side's Player cards gain Any Shot."""
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "goal-stick")), (r(1, "goal-skate"),)), puck="w3",
                     control=0, turn=0, goalie_pulled=(False, True))
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    state = act(state, 0, "any-shot")
    assert state.shot == 0 and state.special_used
    empty = official(hands=((r(0, "rookie-0-helmet"), r(0, "goal-stick")), (r(1, "goal-skate"),)), puck="w3",
                     control=0, turn=0)
    empty = act(empty, 0, "play", r(0, "rookie-0-helmet"))
    refused = verdict(empty, 0, "any-shot")
    assert not refused and refused.code == "net-not-empty"


def test_a_goalie_pulled_in_phase_one_leaves_at_the_next_phase_one_and_returns_at_a_stoppage():
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "goal-stick"), r(0, "sniper-7-stick")),
                            (r(1, "goal-skate"), r(1, "rookie-0-skate"))), phase=START, turn=0, puck="c9", control=0)
    state = act(state, 0, "pull-goalie")
    assert state.phase == PLAY and state.goalie_pulled == (False, False)
    state = finish(act(act(state, 0, "play", r(0, "rookie-0-helmet")), 0, "move", "nw9"), 0)
    state = act(state, 1, "go") if state.phase == START else state
    state = finish(act(state, 1, "play", r(1, "goal-skate")), 1)
    assert state.goalie_pulled == (True, False) and state.turn == 0
    assert not any(e.kind == "goalie-pulling" for e in state.effects)


def evolve_state(state, **fields):
    from tabletop.games.breakaway_ccg.state import evolve
    return evolve(state, **fields)
