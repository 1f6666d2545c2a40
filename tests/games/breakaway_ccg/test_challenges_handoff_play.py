"""Breakaway: CCG, "Challenges" (Part 2): the General Challenge Procedure (laying or declining, the
winner's one use of its card), Face-offs (initiation, ties, the winner placing the puck),
Determining Fault, the Grind and Dump Out challenges. Rulings O4, O6 are in
``docs/rulings/breakaway-ccg.md``. (Hand-off from the official-play tests, to be merged into
test_challenges.py / test_faceoffs.py.)"""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg import official as of
from tabletop.games.breakaway_ccg import official_colors as oc
from tabletop.games.breakaway_ccg.official import CHALLENGES
from tabletop.games.breakaway_ccg.state import (
    CHALLENGE,
    PLACE,
    START,
    USE,
)
from tests.games.breakaway_ccg.helpers_play import (
    ENFORCER_2,
    GOAL,
    H_ROOKIE,
    H_SAVE,
    PLAYMAKER,
    ROOKIE,
    RULE,
    SNIPER,
    applied,
    evolve_free,
    pairs,
    refusal,
    rule,
    use,
    using,
    won,
)
from tests.games.breakaway_ccg.support import GAME, OFFICIAL, T, act, card, extra_card, official, verdict

r, x = card, extra_card


def to_faceoff(seed=3):
    state = GAME.new_game(seed, OFFICIAL)
    state = act(state, state.turn, "home-ice", "me")
    state = act(state, 0, "keep")
    return act(state, 1, "keep")


def challenge(c, picks=(None, None)):
    return official(
        hands=((ROOKIE, GOAL), (H_ROOKIE, H_SAVE)), phase=CHALLENGE, challenge=c, picks=picks, control=None
    )


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


def test_home_ice_initiates_the_center_ice_faceoff_and_the_other_may_not_lay_first():
    """Face-offs, Initiation: Home Ice initiates at center ice (ruling O4)."""
    state = to_faceoff()
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
    """Face-offs, Tie; Determining Fault: with Helmets ignored nobody is at fault, so the face-off is taken
    again."""
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


def test_a_one_use_challenge_card_is_spent_after_one_use_but_free_moves_remain():
    """General Challenge Procedure: a challenge winner allowed one use has had it once it used an
    ability, an action or a special; an uncontested win's free Move still goes."""
    won = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")
    spent = use((ROOKIE,), challenge=won, ability_used=True)
    assert refusal(of.action_verdict(T, spent, "move", ("nw9",))) == (
        False,
        "challenge-one-use",
        "The challenge card gives one ability, action or special, and you have used it.",
        rule("Challenges"),
    )
    assert of.action_verdict(T, use((ROOKIE,), challenge=won), "move", ("nw9",)).ok
    assert of.action_verdict(T, evolve_free(spent), "move", ("nw9",)).ok
    each = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="each")
    assert of.action_verdict(T, use((ROOKIE,), challenge=each, ability_used=True), "move", ("nw9",)).ok
    undecided = ch.Challenge(ch.GRIND, 0, "c9", uses="one")
    assert of.action_verdict(T, use((ROOKIE,), challenge=undecided, ability_used=True), "move", ("nw9",)).ok
    for flag in ("action_used", "special_used"):
        v = of.action_verdict(T, use((ROOKIE,), challenge=won, **{flag: True}), "move", ("nw9",))
        assert v.code == "challenge-one-use"


def test_challenge_decisions_and_legal_cards():
    """O4: the face-off initiator lays first, then the other side lays or declines; in other
    challenges both lay at once, only the defender may decline, and a decline ends its part."""
    faceoff = ch.Challenge(ch.FACEOFF, 0, "c9")
    first = challenge(faceoff)
    assert of.pending(T, first) == (
        of.Decision(0, "challenge", "Face-off: lay a card face down.", secret=True),
    )
    assert pairs(of.legal_actions(T, first, 0)) == [(0, "challenge", (ROOKIE,)), (0, "challenge", (GOAL,))]
    assert of.legal_actions(T, first, 1) == []
    second = challenge(faceoff, (ROOKIE, None))
    assert of.pending(T, second) == (
        of.Decision(1, "challenge", "Face-off: lay a card face down, or decline.", secret=True),
    )
    assert of.legal_actions(T, second, 0) == []
    assert pairs(of.legal_actions(T, second, 1)) == [
        (1, "challenge", (H_ROOKIE,)),
        (1, "challenge", (H_SAVE,)),
        (1, "decline", ()),
    ]
    grind = challenge(ch.Challenge(ch.GRIND, 0, "c9"))
    assert of.pending(T, grind) == (
        of.Decision(0, "challenge", "Grind Challenge: lay a card face down.", secret=True),
        of.Decision(1, "challenge", "Grind Challenge: lay a card face down, or decline.", secret=True),
    )
    declined = challenge(ch.Challenge(ch.GRIND, 0, "c9", declined=True))
    assert of.pending(T, declined) == (
        of.Decision(0, "challenge", "Grind Challenge: lay a card face down.", secret=True),
    )
    assert of.legal_actions(T, declined, 1) == []
    dump = challenge(ch.Challenge(ch.DUMP_OUT, 1, "c9"), (None, H_ROOKIE))
    assert of.pending(T, dump) == (
        of.Decision(0, "challenge", "Dump Out Challenge: lay a card face down, or decline.", secret=True),
    )
    assert of.pending(T, challenge(ch.Challenge(ch.DUMP_IN, 1, "c9"), (GOAL, H_ROOKIE))) == ()


def test_challenge_refusals_one_card_or_a_decline_once():
    """General Challenge Procedure; Face-offs: during a challenge only a card or a decline, once,
    from the hand; the initiator may not decline; the face-off's first card is the initiator's."""
    first = challenge(ch.Challenge(ch.FACEOFF, 0, "c9"))
    where, faceoffs = rule("Challenges"), rule("Face-offs")
    assert refusal(of._validate_challenge(T, first, Action(0, "token", ("draw",)))) == (
        False,
        "challenge-on",
        "The Face-off comes first.",
        where,
    )
    assert refusal(of._validate_challenge(T, first, Action(0, "move", ("c9",)))) == (
        False,
        "challenge-on",
        "A Face-off is under way: lay a card face down.",
        where,
    )
    assert refusal(of._validate_challenge(T, first, Action(1, "decline"))) == (
        False,
        "initiator-first",
        "Player 1 lays the first face-off card.",
        faceoffs,
    )
    assert refusal(of._validate_challenge(T, first, Action(1, "challenge", (H_ROOKIE,)))) == (
        False,
        "initiator-first",
        "Player 1 lays the first face-off card.",
        faceoffs,
    )
    assert refusal(of._validate_challenge(T, first, Action(0, "decline"))) == (
        False,
        "initiator-plays",
        "You started the Face-off: lay a card.",
        where,
    )
    assert refusal(of._validate_challenge(T, first, Action(0, "challenge", (H_ROOKIE,)))) == (
        False,
        "not-in-hand",
        f"{T.label[H_ROOKIE]} is not in your hand.",
        where,
    )
    assert of._validate_challenge(T, first, Action(0, "challenge", (ROOKIE,))).ok
    # the game's own check sends a challenge on to these words, with the card's name
    assert refusal(of.validate(T, first, Action(0, "challenge", (H_ROOKIE,)))) == (
        False,
        "not-in-hand",
        f"{T.label[H_ROOKIE]} is not in your hand.",
        where,
    )
    laid = challenge(ch.Challenge(ch.GRIND, 0, "c9"), (ROOKIE, None))
    assert refusal(of._validate_challenge(T, laid, Action(0, "challenge", (GOAL,)))) == (
        False,
        "already-chosen",
        "Your challenge card is already down.",
        where,
    )
    assert of._validate_challenge(T, laid, Action(1, "decline")).ok
    assert of._validate_challenge(T, laid, Action(1, "challenge", (H_ROOKIE,))).ok
    grind = challenge(ch.Challenge(ch.GRIND, 0, "c9"))
    assert of._validate_challenge(T, grind, Action(1, "decline")).ok
    assert of._validate_challenge(T, grind, Action(1, "challenge", (H_ROOKIE,))).ok
    declined = challenge(ch.Challenge(ch.GRIND, 0, "c9", declined=True))
    assert refusal(of._validate_challenge(T, declined, Action(1, "challenge", (H_ROOKIE,)))) == (
        False,
        "declined",
        "You declined the Grind Challenge.",
        where,
    )
    assert of._validate_challenge(T, declined, Action(0, "challenge", (ROOKIE,))).ok


def test_a_faceoff_winner_with_nothing_to_use_goes_on_to_its_turn():
    """O6: the winner uses the winning card, then takes a turn; a card with nothing to use (a Score
    card off a shot, no color) goes straight on to that turn once the puck is placed."""
    score = r(0, "score-5-helmet")
    faceoff = official(
        hands=((score, ROOKIE), (H_ROOKIE, H_SAVE)),
        phase=CHALLENGE,
        challenge=ch.Challenge(ch.FACEOFF, 0, "c9"),
        home=0,
        control=None,
    )
    state = of.apply_action(T, faceoff, Action(0, "challenge", (score,)))[0]
    state = of.apply_action(T, state, Action(1, "challenge", (H_ROOKIE,)))[0]
    new, kinds = applied(state, 0, "place", "c9")
    assert kinds == ["place"] and (new.phase, new.turn, new.puck, new.control) == (START, 0, "c9", 0)


def test_a_spent_challenge_card_gives_no_more():
    """General Challenge Procedure: the winner uses one ability, action or special of the card."""
    state = using(SNIPER, challenge=won("one"), ability_used=True)
    v = oc.common(T, state, "red")           # also no red: the spent use is told first
    assert (v.ok, v.code, v.rule) == (False, "challenge-one-use", RULE + CHALLENGES)
    assert v.reason == "The challenge card gives one ability, action or special, and you have used it."
    assert oc.common(T, using(SNIPER, challenge=won("one")), "blue").ok


def test_a_contested_grind_win_gives_one_ability():
    """Grind Challenge, Contested Win: one special, one action and one ability of the card."""
    state = using(PLAYMAKER, ENFORCER_2, challenge=won("each"), ability_used=True, colors_used=("orange",))
    v = oc.common(T, state, "silver")
    assert (v.code, v.rule, v.reason) == ("one-ability", RULE + CHALLENGES,
                                          "A Grind win gives one ability of the card.")
    assert oc.common(T, using(PLAYMAKER, challenge=won("each")), "orange").ok
    assert oc.common(T, using(PLAYMAKER, challenge=won("each", winner=None), ability_used=True), "orange").ok
    assert oc.common(T, using(PLAYMAKER, challenge=won("one", winner=None), ability_used=True), "orange").ok
