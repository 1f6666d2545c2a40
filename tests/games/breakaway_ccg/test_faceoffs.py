"""Breakaway: CCG, Part 2 "Challenges: Face-offs" and "Determining Fault": who lays first at each dot,
the higher card wins and places the puck no further forward than the dot, ties go to the suit
hierarchy, a side twice at fault is penalised (rulings O4, O5, O7; Final Say and Bronze, O43, O67,
O70)."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import challenge_play
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import mode as of
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect, Stoppage
from tabletop.games.breakaway_ccg.official.challenges import Challenge
from tabletop.games.breakaway_ccg.state import CHALLENGE, PLACE, PLAY, START, STOPPAGE, evolve
from tests.games.breakaway_ccg.helpers_flow import CAP0, CAP1, K0, K1, R0, kinds, log, r, run
from tests.games.breakaway_ccg.helpers_play import (
    H_ROOKIE,
    H_SAVE,
    ROOKIE,
    applied,
)
from tests.games.breakaway_ccg.support import GAME, OFFICIAL, T, act, extra_card, official, verdict

x = extra_card


def to_faceoff(seed=3):
    state = GAME.new_game(seed, OFFICIAL)
    state = act(state, state.turn, "home-ice", "me")
    state = act(state, 0, "keep")
    return act(state, 1, "keep")


def test_the_faceoff_starts_once_both_are_done_with_the_bench_at_a_one_dot_place():
    """Stoppage: bench switches, then the face-off; Home Ice initiates at center (O4)."""
    state = official(
        hands=((R0, CAP0), (K0, K1)),
        phase=STOPPAGE,
        stoppage=Stoppage("goal", "center", 1),
        ready=(True, False),
        home=1,
        control=0,
        swaps=(1, 2),
    )
    new, events = run(challenge_play.bench_done, state, 1)
    assert log(events) == [
        ("bench-done", "Player 2 is done with the bench.", {"seat": 1}),
        (
            "faceoff-call",
            "Face-off in center ice (9): Player 2 lays a card first; Player 1 may answer or decline.",
            {"dot": "c9", "initiator": 1},
        ),
    ]
    assert new.phase == CHALLENGE and new.challenge == Challenge(ch.FACEOFF, 1, "c9")
    assert (new.stoppage, new.puck, new.control, new.swaps, new.ready) == (
        None,
        "c9",
        None,
        (0, 0),
        (False, False),
    )
    waiting, _ = run(challenge_play.bench_done, evolve(state, ready=(False, False)), 1)
    assert waiting.phase == STOPPAGE and waiting.ready == (False, True)
    first, _ = run(challenge_play.bench_done, evolve(state, ready=(False, False)), 0)
    assert first.ready == (True, False)
    lonely, events = run(challenge_play.bench_done, evolve(state, hands=((), (K0,))), 1)
    assert kinds(events)[-1] == "uncontested" and lonely.challenge.declined
    empty, events = run(challenge_play.bench_done, evolve(state, hands=((), ())), 1)
    assert empty.stoppage == Stoppage("end-zone", "center", 0)
    two_dots, _ = run(challenge_play.bench_done, evolve(state, stoppage=Stoppage("save", "east-end", 1)), 1)
    assert two_dots.phase == STOPPAGE and two_dots.ready == (True, True)
    chosen = (Effect("specialized-choose", 0, "stoppage"),)
    held_up, _ = run(challenge_play.bench_done, evolve(state, effects=chosen), 1)
    assert held_up.phase == STOPPAGE
    other, _ = run(challenge_play.bench_done, evolve(state, effects=(Effect("other", 0, "stoppage"),)), 1)
    assert other.phase == CHALLENGE
    not_stopped = fl.after_bench(T, evolve(state, phase=PLAY, ready=(True, True)), [])
    assert not_stopped.phase == PLAY


def test_the_side_chosen_sets_the_dot_and_the_zone_owner_initiates():
    """O4/O7: at an end-zone dot the side whose end it is lays first; a new period counts the benches."""
    state = official(
        hands=((R0, CAP0), (K0, K1)),
        phase=STOPPAGE,
        stoppage=Stoppage("save", "east-end", 1),
        ready=(True, True),
        home=0,
    )
    new, events = run(challenge_play.choose_side, state, 1, "e2")
    assert log(events)[0] == (
        "faceoff-side",
        "Player 2 chooses the face-off circle in east end, south circle (2).",
        {"seat": 1, "dot": "e2"},
    )
    assert new.challenge == Challenge(ch.FACEOFF, 1, "e2") and new.puck == "e2" and not new.calls
    start = evolve(state, stoppage=Stoppage("period-start", "east-end", 1), benches=((), ()))
    counted, events = run(challenge_play.choose_side, start, 1, "e2")
    assert [c.name for c in counted.calls] == ["Too Many Men", "Too Many Men"]
    assert fl.faceoff_initiator(T, official(home=1), "center") == 1
    assert fl.faceoff_initiator(T, official(home=0), "center") == 0
    assert fl.faceoff_initiator(T, official(home=1), "west-end") == 0
    assert fl.faceoff_initiator(T, official(home=0), "west-neutral") == 0
    assert fl.faceoff_initiator(T, official(home=0), "east-neutral") == 1


def test_a_revealed_faceoff_goes_to_the_higher_card_and_its_areas_are_not_forward():
    """Face-offs: Win Result (the dot's area or an adjacent one, none further forward)."""
    state = official(
        hands=((R0, CAP0), (K0, K1)),
        phase=CHALLENGE,
        challenge=Challenge(ch.FACEOFF, 1, "c9"),
        control=None,
        puck="c9",
        picks=(CAP0, None),
    )
    new, events = run(challenge_play.pick, state, 1, K0)
    assert log(events)[2] == (
        "challenge-reveal",
        ("Face-off: Player 1 shows Captain 8 (helmet), Player 2 shows Rookie 0 (skate)."),
        {"cards": (CAP0, K0), "kind": "faceoff"},
    )
    assert events[2].irreversible and new.last_reveal == (CAP0, K0)
    assert new.phase == PLACE and new.placing == (0, "faceoff", ("c9", "nw9")) and new.control == 0
    assert new.challenge.uncontested is False and new.skip_start == (False, False)
    spec, sniper = r(0, "face-off-specialist-7-stick"), r(1, "sniper-7-glove")
    bronze = evolve(state, hands=((spec, R0), (sniper, K0)), picks=(spec, None))
    by_bronze, events = run(challenge_play.pick, bronze, 1, sniper)
    assert by_bronze.challenge.winner == 0 and "bronze" in kinds(events)
    flipped = evolve(
        state, hands=((r(0, "sniper-7-helmet"), R0), (sniper, K0)), picks=(r(0, "sniper-7-helmet"), None)
    )
    tie, events = run(challenge_play.pick, flipped, 1, sniper)
    assert tie.phase == CHALLENGE and "bronze" not in kinds(events)
    assert fl._faceoff_areas(T, "c9", 1) == ("c9", "ne9")
    assert fl._faceoff_areas(T, "e2", 0) == ("e2", "e0", "e3")
    assert fl._faceoff_areas(T, "w7", 0) == ("w7",)


def test_tied_faceoffs_redo_fault_and_penalise_a_second_fault():
    """Face-offs: Tie; Determining Fault; O5: twice at fault is a penalty and the other side wins."""
    hands = ((r(0, "grinder-3-stick"), R0), (r(1, "grinder-3-skate"), K0))
    state = official(
        hands=hands,
        phase=CHALLENGE,
        challenge=Challenge(ch.FACEOFF, 0, "c9"),
        control=None,
        picks=(None, None),
    )
    s, _ = run(challenge_play.pick, state, 0, r(0, "grinder-3-stick"))
    s, events = run(challenge_play.pick, s, 1, r(1, "grinder-3-skate"))  # Skate beats Stick: the Stick is at fault
    assert (
        "faceoff-fault",
        ("A tie: Player 1 is at fault by the suits and is disqualified once; the face-off is taken again."),
        {"seat": 0},
    ) in log(events)
    assert s.challenge.faults == (1, 0) and s.picks == (None, None) and s.phase == CHALLENGE
    assert s.discards == ((r(0, "grinder-3-stick"),), (r(1, "grinder-3-skate"),))
    again = evolve(state, challenge=Challenge(ch.FACEOFF, 0, "c9", faults=(1, 0)))
    s, _ = run(challenge_play.pick, again, 0, r(0, "grinder-3-stick"))
    s, events = run(challenge_play.pick, s, 1, r(1, "grinder-3-skate"))
    assert (
        "faceoff-penalty",
        (
            "Player 1 is at fault a second time in this face-off: a 2-minute penalty, and "
            "Player 2 wins the face-off."
        ),
        {"seat": 0},
    ) in log(events)
    assert [(c.seat, c.name, c.why) for c in s.calls] == [
        (0, "Delay of Game", "Disqualified twice in one face-off")
    ]
    assert s.control == 1 and s.play == () and s.challenge.faults == (2, 0)
    assert s.challenge.winner == 1 and s.challenge.uncontested is False and s.challenge.won_with is None
    assert (
        "challenge-won",
        "Player 2 wins the Face-off.",
        {"winner": 1, "kind": "faceoff", "uncontested": False, "how": "and"},
    ) in log(events)
    theirs = evolve(
        state,
        hands=((r(0, "grinder-3-stick"), R0), (r(1, "grinder-3-glove"), K0)),
        challenge=Challenge(ch.FACEOFF, 0, "c9", faults=(0, 1)),
    )
    s, _ = run(challenge_play.pick, theirs, 0, r(0, "grinder-3-stick"))
    s, events = run(challenge_play.pick, s, 1, r(1, "grinder-3-glove"))
    assert [c.seat for c in s.calls] == [1] and s.control == 0 and s.challenge.faults == (0, 2)
    alone = evolve(state, hands=((r(0, "grinder-3-stick"),), (r(1, "grinder-3-skate"),)))
    s, _ = run(challenge_play.pick, alone, 0, r(0, "grinder-3-stick"))
    s, events = run(challenge_play.pick, s, 1, r(1, "grinder-3-skate"))
    assert s.phase == STOPPAGE and s.stoppage.reason == "end-zone" and kinds(events)[-1] == "stoppage"
    clean = evolve(state, hands=((r(0, "grinder-3-helmet"), R0), (r(1, "body-check-3-helmet"), K0)))
    s, _ = run(challenge_play.pick, clean, 0, r(0, "grinder-3-helmet"))
    s, events = run(challenge_play.pick, s, 1, r(1, "body-check-3-helmet"))
    assert ("faceoff-redo", "A tie and nobody at fault: the face-off is taken again.", {}) in log(events)
    assert s.challenge.faults == (0, 0) and s.phase == CHALLENGE
    bare = evolve(clean, hands=((r(0, "grinder-3-helmet"),), (r(1, "body-check-3-helmet"),)))
    s, _ = run(challenge_play.pick, bare, 0, r(0, "grinder-3-helmet"))
    s, events = run(challenge_play.pick, s, 1, r(1, "body-check-3-helmet"))
    assert s.phase == STOPPAGE and kinds(events)[-1] == "stoppage"


def test_final_say_and_bronze_decide_a_faceoff_before_the_numbers():
    """Part 3: Final Say (O43) wins the challenge whatever the numbers; Bronze wins a face-off (O67)."""
    vet = r(0, "veteran-leadership-6-helmet")
    state = official(
        hands=((vet, R0), (CAP1, K0)),
        phase=CHALLENGE,
        challenge=Challenge(ch.FACEOFF, 0, "c9"),
        control=None,
        puck="c9",
        picks=(vet, None),
    )
    new, events = run(challenge_play.pick, state, 1, CAP1)
    assert (
        "special",
        ("Final Say: Player 1's Veteran Leadership 6 (helmet) wins the challenge whatever the numbers."),
        {"seat": 0, "special": "final-say", "card": vet},
    ) in log(events)
    assert new.challenge.winner == 0 and new.challenge.uses == "one"
    spec = r(0, "face-off-specialist-7-stick")
    bronze, events = run(challenge_play.pick, evolve(state, hands=((spec, R0), (CAP1, K0)), picks=(spec, None)), 1, CAP1)
    assert ("bronze", "Player 1's bronze ability wins the face-off.", {"seat": 0}) in log(events)
    assert bronze.challenge.winner == 0


def test_bronze_on_the_second_seats_card_wins_a_faceoff_against_a_higher_number():
    """Abilities: Bronze (O70): a face-off card with Bronze wins it whatever the numbers, whichever
    side laid it: here seat 1's Icing 0 beats seat 0's Sniper 7."""
    icing, sniper = r(1, "icing-0-glove"), r(0, "sniper-7-helmet")
    state = official(hands=((sniper, R0), (icing, K0)), phase=CHALLENGE, challenge=Challenge(ch.FACEOFF, 0, "c9"),
                     control=None, puck="c9", picks=(sniper, None))
    new, events = run(challenge_play.pick, state, 1, icing)
    assert ("bronze", "Player 2's bronze ability wins the face-off.", {"seat": 1}) in log(events)
    assert new.challenge.winner == 1


@pytest.mark.parametrize("first, second, fault", [
    (("stick", "skate"), ("glove",), 0),      # Stick beats Glove, Glove beats Skate: the Skate is left
    (("glove",), ("stick", "skate"), 1),
    (("skate", "glove"), ("skate",), 0),      # Skates cancel; the Glove is left
    (("stick", "glove", "skate"), ("helmet",), 0),
    (("helmet", "skate"), ("helmet", "stick"), 1),
    (("stick",), ("skate",), 0),
    (("glove", "skate"), ("stick", "skate"), 0),      # Skates cancel; the Stick wins and is set aside
    ((), (), None),
])
def test_fault_with_several_suits(first, second, fault):
    """Determining Fault (O5): after cancelling and setting aside the winners, the card with more
    suits left is at fault; as many on each, nobody is."""
    assert ch.at_fault(first, second) == fault


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
