"""Breakaway: CCG, Part 2 "Challenges: General Challenge Procedure", "Uncontested Challenge" and the
Grind Challenge: cards chosen face down, the higher wins, the defender wins ties, the winner's card
lies on the loser's and the winner uses it (once, or each of its uses) and takes a turn; declining is an
uncontested win; who decides, which cards may be laid and the words of each refusal (rulings O4, O6, O73)."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import abilities as oc
from tabletop.games.breakaway_ccg.official import action_play, challenge_play, legality
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import mode as of
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect, Stoppage
from tabletop.games.breakaway_ccg.official.challenges import Challenge
from tabletop.games.breakaway_ccg.official.citations import CHALLENGES
from tabletop.games.breakaway_ccg.state import (
    CHALLENGE,
    OVER,
    PLACE,
    PLAY,
    SHOT_CARD,
    START,
    STOPPAGE,
    USE,
    evolve,
)
from tests.games.breakaway_ccg.helpers_flow import (
    CAP0,
    CAP1,
    GREEN1,
    K0,
    K1,
    R0,
    ending,
    kinds,
    log,
    r,
    run,
    used,
    won,
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
    evolve_free,
    pairs,
    refusal,
    rule,
    use,
    using,
)
from tests.games.breakaway_ccg.helpers_play import won as challenge_won
from tests.games.breakaway_ccg.support import T, act, extra_card, legal_kinds, official, verdict

x = extra_card


def challenge(c, picks=(None, None)):
    return official(
        hands=((ROOKIE, GOAL), (H_ROOKIE, H_SAVE)), phase=CHALLENGE, challenge=c, picks=picks, control=None
    )


def any_copy(seat, card_id):
    """A copy id of any card of the set (the lookups need no deck)."""
    return f"s{seat + 1}:{card_id}"


def _reveal(kind, init_card, def_card, initiator=0, strengths=None):
    picks = [None, None]
    picks[initiator] = any_copy(initiator, init_card)
    picks[1 - initiator] = any_copy(1 - initiator, def_card)
    return ch.winner_of(T, ch.Challenge(kind, initiator, "c9"), (picks[0], picks[1]), strengths)


def test_a_challenge_nobody_can_play_stops_play_or_ends_the_final_minute():
    """General Challenge Procedure with no cards on either side (O6); in the Final Minute the period ends."""
    state = official(hands=((), ()), puck="e3", control=0)
    new, events = run(fl.open_challenge, state, Challenge(ch.GRIND, 0, "e3"))
    assert new.phase == STOPPAGE and new.stoppage == Stoppage("end-zone", "east-end", 1)
    assert log(events)[-1][0] == "stoppage"
    later, _ = run(
        fl.open_challenge,
        official(hands=((), ()), puck="e3", final_minute=True, options={"periods": 2}),
        Challenge(ch.GRIND, 1, "e3"),
    )
    assert later.period == 2
    last, events = run(
        fl.open_challenge,
        official(hands=((), ()), puck="e3", control=0, final_minute=True, goals=(1, 0), options={"periods": 1}),
        Challenge(ch.GRIND, 1, "e3"),
    )
    assert last.phase == OVER and "period-end" in kinds(events)


def test_an_uncontested_challenge_is_won_with_the_initiators_card():
    """Uncontested Challenge: the defender has no cards; the initiator still lays one and wins."""
    state = official(hands=((R0,), ()), puck="e3", control=0)
    new, events = run(fl.open_challenge, state, Challenge(ch.GRIND, 0, "e3"))
    assert log(events) == [
        ("uncontested", "Player 2 has no cards: the Grind Challenge is uncontested.", {"seat": 1})
    ]
    assert new.phase == CHALLENGE and new.challenge.declined and new.picks == (None, None)
    won, events = run(challenge_play.pick, new, 0, R0)
    assert log(events)[:3] == [
        ("challenge-down", "Player 1 lays a challenge card face down.", {"seat": 0}),
        ("challenge-own", "You lay Rookie 0 (helmet) face down.", {"seat": 0, "card": R0}),
        (
            "challenge-won",
            "Player 1 wins the Grind Challenge uncontested.",
            {"winner": 0, "kind": "grind", "uncontested": True, "how": "uncontested"},
        ),
    ]
    assert events[1].audience == frozenset({0})
    assert won.challenge.winner == 0 and won.challenge.uses == "each" and won.challenge.won_with == R0
    assert won.play == (R0,) and won.skip_start == (False, True) and won.hands[0] == ()
    assert won.effects == (Effect("challenge-card", 0, "stoppage", card=R0),)


def test_an_initiator_without_a_card_loses_the_challenge():
    """O6: a side with no card to lay loses the challenge."""
    state = official(hands=((), (K0,)), puck="e3", control=0, play=(CAP0,))
    new, events = run(fl.open_challenge, state, Challenge(ch.GRIND, 0, "e3"))
    assert log(events)[:2] == [
        ("no-challenge-card", "Player 1 has no card for the Grind Challenge: Player 2 wins it.", {"seat": 0}),
        (
            "challenge-won",
            "Player 2 wins the Grind Challenge.",
            {"winner": 1, "kind": "grind", "uncontested": False, "how": "and"},
        ),
    ]
    assert new.control == 1 and new.turn == 1 and new.skip_start == (False, False)


def test_picks_wait_for_both_cards_and_a_decline_waits_for_the_initiators():
    """General Challenge Procedure: both choose face down; Face-offs: Declining is an uncontested win."""
    state = official(
        hands=((R0, CAP0), (K0, K1)),
        phase=CHALLENGE,
        challenge=Challenge(ch.FACEOFF, 0, "c9"),
        control=None,
        extras=((R0,), ()),
    )
    one, events = run(challenge_play.pick, state, 1, K0)
    assert one.phase == CHALLENGE and one.picks == (None, K0) and one.hands[1] == (K1,)
    reset, _ = run(fl.open_challenge, evolve(state, picks=(R0, K0)), Challenge(ch.GRIND, 0, "c9"))
    assert reset.picks == (None, None) and reset.challenge == Challenge(ch.GRIND, 0, "c9")
    first, _ = run(challenge_play.pick, state, 0, R0)
    assert first.picks == (R0, None) and first.extras[0] == () and first.hands[0] == (CAP0,)
    declined, events = run(challenge_play.decline, state, 1)
    assert log(events) == [
        ("decline", "Player 2 declines the Face-off: Player 1 wins it uncontested.", {"seat": 1})
    ]
    assert declined.challenge.declined and declined.phase == CHALLENGE
    after, events = run(challenge_play.decline, first, 1)
    assert after.challenge is None or after.challenge.winner == 0
    assert after.skip_start == (False, True) and after.control == 0 and after.play == (R0,)
    assert (
        "challenge-won",
        "Player 1 wins the Face-off uncontested.",
        {"winner": 0, "kind": "faceoff", "uncontested": True, "how": "uncontested"},
    ) in log(events)


def test_after_a_dump_or_grind_the_winner_with_nothing_to_use_takes_its_turn():
    """General Challenge Procedure (O6): the winner's turn follows at once when its card offers nothing;
    an empty hand then draws four and skips (Phase 1)."""
    for kind, target, picks, winner, origin in (
        (ch.DUMP_IN, "e3", (CAP0, K0), 0, "c9"),
        (ch.DUMP_IN, "e5", (R0, K0), 1, "c9"),
        (ch.DUMP_OUT, "nw9", (CAP0, K0), 0, "w3"),
        (ch.DUMP_OUT, "nw9", (R0, K0), 1, "w3"),
        (ch.DUMP_OUT, "nw9", (R0, GREEN1), 1, "w3"),
        (ch.GRIND, "e3", (CAP0, K0), 0, "e3"),
    ):
        s, events = won(kind, target, picks, winner, origin=origin, dead=True)
        assert "empty-hand" in kinds(events) and s.challenge is None, (kind, picks)
    s, events = won(ch.GRIND, "e3", (CAP0, K0), 0, origin="e3")
    assert s.control == 0 and s.phase == USE and s.challenge.uses == "each"


def test_the_free_move_of_an_uncontested_win_is_spent_first():
    """Uncontested Bonus: a free Move beside the card's own action."""
    free, events = run(action_play.move, used(puck="c9", control=1, free_move=True, action_used=True), "ne9")
    assert log(events)[0] == (
        "move",
        (
            "Player 1 moves the puck from center ice (9) to neutral zone by the east blue "
            "line (9) (the free Move)."
        ),
        {"seat": 0, "from": "c9", "to": "ne9"},
    )
    assert free.free_move is False and free.action_used and free.control == 0
    first, events = run(
        action_play.move, used(puck="c9", free_move=True, challenge=Challenge(ch.FACEOFF, 0, "c9")), "ne9"
    )
    assert (
        not log(events)[0][1].endswith("(the free Move).") and not first.free_move and not first.action_used
    )
    _own, events = run(action_play.move, used(puck="c9", free_move=True), "ne9")
    assert log(events)[0][1].endswith("(the free Move).")


def test_a_waiting_regain_happens_at_the_end_of_the_other_sides_turn():
    """Part 3: Faceoff / Dump / Grind Challenge: the loser takes the puck when the opponent's turn ends."""
    spec = r(1, "fast-break-8-glove")
    state = ending(
        decks=((CAP0,), None), control=0, effects=(Effect("regain", 1, "stoppage", "faceoff", spec),)
    )
    new, events = run(fl.end_use, state)
    assert kinds(events)[:2] == ["end-turn", "special-regain"] and new.control == 1 and new.turn == 1


def test_after_a_challenge_the_winner_uses_the_card_or_takes_the_turn():
    """General Challenge Procedure: the winner may use the winning card, then takes a turn (O6)."""
    c = Challenge(ch.FACEOFF, 0, "c9", winner=0, uncontested=True, won_with=CAP0)
    state = official(
        hands=((R0,), (K0,)),
        play=(K1, CAP0),
        challenge=c,
        control=0,
        phase=PLACE,
        placing=(0, "faceoff", ("c9", "nw9")),
        colors_used=("x",),
        special_used=True,
    )
    new, events = run(fl.place, state, 0, "nw9")
    assert log(events) == [
        (
            "place",
            "Player 1 places the puck in neutral zone by the west blue line (9).",
            {"seat": 0, "area": "nw9", "why": "faceoff"},
        )
    ]
    assert (
        new.phase == USE
        and new.turn == 0
        and new.free_move
        and new.colors_used == ()
        and not new.special_used
    )
    assert new.challenge == c
    dirty = evolve(
        state,
        turn=1,
        ability_used=True,
        action_used=True,
        doubles=True,
        run=True,
        free_shot=True,
        special_used=True,
    )
    clean, _ = run(fl.place, dirty, 0, "nw9")
    assert clean.turn == 0 and clean.phase == USE and clean.special_used is False
    assert (clean.ability_used, clean.action_used, clean.doubles, clean.run, clean.free_shot) == (False,) * 5
    lost = evolve(state, control=1)
    nofree, _ = run(fl.place, lost, 0, "nw9")
    assert not nofree.free_move
    contested = evolve(state, challenge=evolve(c, uncontested=False))
    assert not run(fl.place, contested, 0, "nw9")[0].free_move
    cardless = evolve(state, challenge=evolve(c, won_with=None))
    begun, _ = run(fl.place, cardless, 0, "nw9")
    assert begun.challenge is None and begun.turn == 0 and begun.phase in (START, PLAY)
    moved = evolve(state, play=(CAP0, K1))
    assert run(fl.place, moved, 0, "nw9")[0].challenge is None
    bare = evolve(state, play=())
    assert run(fl.place, bare, 0, "nw9")[0].challenge is None
    dead = evolve(contested, effects=(Effect("injured", 0, "game", card=CAP0),))
    assert run(fl.place, dead, 0, "nw9")[0].challenge is None
    handless = evolve(dead, hands=((), (K0,)))
    skipped, events = run(fl.place, handless, 0, "nw9")
    assert "empty-hand" in kinds(events) and skipped.turn == 1
    for variant in (evolve(handless, challenge=evolve(c, won_with=None)), evolve(handless, play=(CAP0, K1))):
        assert "empty-hand" in kinds(run(fl.place, variant, 0, "nw9")[1])
    fresh = fl._owe_place(T, evolve(state, placing=None), 0, "dump", ("e3",), [])
    assert fresh.puck == "e3" and fresh.placing is None
    single = fl._owe_place(T, state, 0, "dump", ("e3",), [])
    assert single.puck == "e3" and single.placing is None
    many = fl._owe_place(T, state, 0, "dump", ["e3", "e4"], [])
    assert many.phase == PLACE and many.placing == (0, "dump", ("e3", "e4"))


def test_the_loser_of_a_challenge_gets_its_special_and_the_leftover_card_is_discarded():
    """General Challenge Procedure: the winner's card lies on the loser's; a special of the losing card
    (Faceoff, Dump, Grind Challenge) answers the loss; a card that is not laid is discarded."""
    spec = r(0, "face-off-specialist-7-stick")
    lost_faceoff = official(
        hands=((R0,), (K0,)),
        phase=CHALLENGE,
        challenge=Challenge(ch.FACEOFF, 1, "c9"),
        picks=(spec, CAP1),
        puck="c9",
        control=None,
    )
    events: list = []
    regain = fl.settle_challenge(T, lost_faceoff, 1, CAP1, events, False)
    assert log(events)[0] == (
        "special",
        (
            "Faceoff: Player 1 lost with Face-off Specialist 7 (stick) and will take "
            "the puck when the opponent's turn ends."
        ),
        {"seat": 0, "special": "faceoff", "card": spec},
    )
    assert regain.effects[-1] == Effect("regain", 0, "stoppage", "faceoff", spec)
    state = official(
        hands=((R0,), (K0,)),
        phase=CHALLENGE,
        challenge=Challenge(ch.GRIND, 1, "e3", "e3"),
        picks=(spec, CAP1),
        puck="e3",
        control=0,
    )
    events: list = []
    lost = fl.settle_challenge(T, state, 1, CAP1, events, False)
    assert lost.play == (spec, CAP1) and lost.control == 1
    assert lost.effects[:2] == (
        Effect("challenge-card", 0, "stoppage", card=spec),
        Effect("challenge-card", 1, "stoppage", card=CAP1),
    )
    spare = fl.settle_challenge(T, evolve(state, picks=(R0, CAP1)), 1, None, [], False)
    assert spare.play == (R0,) and spare.discards == ((), (CAP1,))
    defended = fl.settle_challenge(T, evolve(state, picks=(R0, CAP1)), 0, R0, [], True)
    assert defended.skip_start == (False, False)
    # a challenge card from the other side's deck (a Momentum Card) is its layer's from then on (O22)
    momentum = K1
    crossed = fl.settle_challenge(T, evolve(state, picks=(momentum, CAP1)), 1, CAP1, [], False)
    assert crossed.laid_by == ((momentum, 0),)
    assert crossed.effects[0] == Effect("challenge-card", 0, "stoppage", card=momentum)


def test_the_challenge_winners_turn_and_a_regain_of_ones_own():
    """O6: after the challenge card the winner's turn (an empty hand draws four and skips); a regain waits
    for the other side's turn to end, not its owner's."""
    chall = ending(hands=((R0,), ()), challenge=Challenge(ch.GRIND, 0, "e3", winner=1, uses="each"), turn=0)
    _new, events = run(fl.end_use, chall)
    assert kinds(events)[:2] == ["challenge-done", "empty-hand"]
    own = ending(
        decks=((CAP0,), None), control=1, effects=(Effect("regain", 0, "stoppage", "faceoff", CAP0),)
    )
    kept, events = run(fl.end_use, own)
    assert "special-regain" not in kinds(events) and kept.control == 1


@pytest.mark.parametrize("kind, defender, qualifies", [
    (ch.GRIND, "grinder-3-helmet", True),            # the Grind symbol (and Yellow)
    (ch.GRIND, "corner-battle-4-glove", True),       # the Grind symbol without Yellow
    (ch.GRIND, "crash-the-net-4-stick", True),       # Yellow without the symbol (O73)
    (ch.GRIND, "dump-and-chase-1-stick", False),
    (ch.DUMP_IN, "dump-and-chase-1-helmet", True),   # the Dump In special
    (ch.DUMP_IN, "shutdown-defender-2-helmet", True),  # Green
    (ch.DUMP_IN, "grinder-3-helmet", False),
    (ch.DUMP_OUT, "dump-and-chase-1-helmet", True),
    (ch.DUMP_OUT, "interception-2-glove", True),
    (ch.DUMP_OUT, "rookie-0-helmet", False),
    (ch.FACEOFF, "rookie-0-helmet", True),           # a face-off takes any card
])
def test_which_defender_cards_qualify_for_each_challenge(kind, defender, qualifies):
    """Grind / Dump In / Dump Out, Requirement (O6, O73)."""
    assert ch.qualified(T, kind, any_copy(1, defender)) is qualifies


@pytest.mark.parametrize("kind, init_card, def_card, initiator, winner", [
    # A tie: the defender wins it, whatever its card (General Challenge Procedure: Tie Breaker).
    (ch.DUMP_IN, "dump-and-chase-1-stick", "dump-and-chase-1-helmet", 0, 1),
    (ch.DUMP_IN, "dump-and-chase-1-stick", "lost-the-puck-1-helmet", 1, 0),      # Green, seat 0 defends
    (ch.DUMP_IN, "rookie-0-stick", "rookie-0-helmet", 0, 1),
    (ch.DUMP_OUT, "dump-and-chase-1-stick", "dump-and-chase-1-helmet", 1, 0),
    (ch.DUMP_OUT, "rookie-0-stick", "rookie-0-helmet", 1, 0),
    (ch.GRIND, "grinder-3-stick", "grinder-3-helmet", 0, 1),
    (ch.GRIND, "grinder-3-stick", "body-check-3-glove", 0, 1),
    # A higher card that does not qualify still cannot win (O6).
    (ch.DUMP_IN, "dump-and-chase-1-stick", "captain-8-helmet", 0, 0),
    (ch.GRIND, "rookie-0-stick", "captain-8-helmet", 1, 1),
    # A higher qualifying defender wins; a higher initiator wins whatever the defender holds.
    (ch.GRIND, "rookie-0-stick", "grinder-3-helmet", 0, 1),
    (ch.GRIND, "grinder-3-stick", "rookie-0-helmet", 1, 1),
    (ch.DUMP_OUT, "captain-8-stick", "dump-and-chase-1-helmet", 0, 0),
    # Face-offs: higher wins either way; a tie is for fault (None).
    (ch.FACEOFF, "captain-8-stick", "rookie-0-helmet", 0, 0),
    (ch.FACEOFF, "rookie-0-stick", "captain-8-helmet", 0, 1),
    (ch.FACEOFF, "rookie-0-stick", "captain-8-helmet", 1, 0),
    (ch.FACEOFF, "grinder-3-stick", "body-check-3-glove", 1, None),
])
def test_the_winner_of_a_reveal(kind, init_card, def_card, initiator, winner):
    """General Challenge Procedure: higher number wins, the defender wins ties; a defender's higher card
    without what the challenge asks does not win (Grind Challenge: Requirement; O6); Face-offs: Tie."""
    assert _reveal(kind, init_card, def_card, initiator) == winner


def test_strengths_given_replace_the_printed_numbers():
    """Power Play: challenge numbers are lowered per man down (``penalties.strength`` passes the
    lowered numbers in seat order, not initiator first). Printed 8 against 0, but 2 against 3."""
    assert _reveal(ch.FACEOFF, "captain-8-stick", "rookie-0-helmet", 0, strengths=(2, 3)) == 1
    assert _reveal(ch.FACEOFF, "rookie-0-stick", "captain-8-helmet", 1, strengths=(2, 3)) == 1
    assert _reveal(ch.FACEOFF, "captain-8-stick", "rookie-0-helmet", 1, strengths=(3, 2)) == 0
    assert _reveal(ch.FACEOFF, "captain-8-stick", "rookie-0-helmet", 0, strengths=(3, 3)) is None
    assert _reveal(ch.GRIND, "rookie-0-stick", "rookie-0-helmet", 0, strengths=(2, 2)) == 1


def test_a_challenge_starts_undecided_against_the_other_side_and_the_suit_hierarchy_is_the_books():
    """General Challenge Procedure and Determining Fault: the side that did not start the challenge
    defends it, nothing is decided yet, and Stick beats Glove, Glove beats Skate, Skate beats Stick."""
    c = ch.Challenge(ch.GRIND, 1, "e3")
    assert c.defender == 0 and ch.Challenge(ch.GRIND, 0, "e3").defender == 1
    assert (c.target, c.faults, c.declined, c.winner, c.uses, c.uncontested, c.won_with) == \
        ("", (0, 0), False, None, "", False, None)
    assert ch.NAMES[ch.DUMP_IN] == "Dump In Challenge" and ch.BEATS == {"stick": "glove", "glove": "skate",
                                                                        "skate": "stick"}


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
    assert refusal(legality.action_verdict(T, spent, "move", ("nw9",))) == (
        False,
        "challenge-one-use",
        "The challenge card gives one ability, action or special, and you have used it.",
        rule("Challenges"),
    )
    assert legality.action_verdict(T, use((ROOKIE,), challenge=won), "move", ("nw9",)).ok
    assert legality.action_verdict(T, evolve_free(spent), "move", ("nw9",)).ok
    each = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="each")
    assert legality.action_verdict(T, use((ROOKIE,), challenge=each, ability_used=True), "move", ("nw9",)).ok
    undecided = ch.Challenge(ch.GRIND, 0, "c9", uses="one")
    assert legality.action_verdict(T, use((ROOKIE,), challenge=undecided, ability_used=True), "move", ("nw9",)).ok
    for flag in ("action_used", "special_used"):
        v = legality.action_verdict(T, use((ROOKIE,), challenge=won, **{flag: True}), "move", ("nw9",))
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


def test_a_spent_challenge_card_gives_no_more():
    """General Challenge Procedure: the winner uses one ability, action or special of the card."""
    state = using(SNIPER, challenge=challenge_won("one"), ability_used=True)
    v = oc.common(T, state, "red")           # also no red: the spent use is told first
    assert (v.ok, v.code, v.rule) == (False, "challenge-one-use", RULE + CHALLENGES)
    assert v.reason == "The challenge card gives one ability, action or special, and you have used it."
    assert oc.common(T, using(SNIPER, challenge=challenge_won("one")), "blue").ok


def test_a_contested_grind_win_gives_one_ability():
    """Grind Challenge, Contested Win: one special, one action and one ability of the card."""
    state = using(PLAYMAKER, ENFORCER_2, challenge=challenge_won("each"), ability_used=True, colors_used=("orange",))
    v = oc.common(T, state, "silver")
    assert (v.code, v.rule, v.reason) == ("one-ability", RULE + CHALLENGES,
                                          "A Grind win gives one ability of the card.")
    assert oc.common(T, using(PLAYMAKER, challenge=challenge_won("each")), "orange").ok
    assert oc.common(T, using(PLAYMAKER, challenge=challenge_won("each", winner=None), ability_used=True), "orange").ok
    assert oc.common(T, using(PLAYMAKER, challenge=challenge_won("one", winner=None), ability_used=True), "orange").ok


def test_a_challenge_winner_may_start_a_grind_with_its_winning_card():
    """General Challenge Procedure, Winner's Turn: the winner uses an ability of its winning card;
    Grind Challenge, Contested Win: one ability of each kind; Abilities: Grind is an ability, and a
    Grind Challenge may be started anywhere. So the winning card's Grind starts a new Grind, and that
    challenge's winner takes the turn."""
    state = official(hands=((r(0, "grinder-3-helmet"), r(0, "grinder-3-stick"), GOAL),
                            (r(1, "rookie-0-skate"), r(1, "goal-skate"), H_SAVE)), puck="c9", control=1, turn=0)
    state = act(state, 0, "play", r(0, "grinder-3-helmet"))
    state = act(state, 0, "grind")
    state = act(state, 0, "challenge", r(0, "grinder-3-stick"))
    state = act(state, 1, "challenge", r(1, "rookie-0-skate"))        # 3 beats 0: a contested win
    assert state.phase == USE and state.challenge.winner == 0 and state.challenge.uses == "each"
    assert state.play[-1] == r(0, "grinder-3-stick")
    assert "grind" in legal_kinds(state, 0)
    state = act(state, 0, "grind")
    assert state.phase == CHALLENGE and state.challenge == Challenge(ch.GRIND, 0, "c9", "c9")
    state = act(state, 0, "challenge", GOAL)
    state = act(state, 1, "challenge", r(1, "goal-skate"))            # a tie goes to the defender
    assert state.control == 1 and state.turn == 1


def test_a_face_off_winner_may_spend_its_one_use_on_the_cards_grind():
    """General Challenge Procedure, Winner's Turn: one ability, action or special of the winning
    card, and Grind is an ability (Abilities); the one use then is spent."""
    state = official(hands=((r(0, "grinder-3-helmet"), GOAL), (r(1, "rookie-0-skate"), H_SAVE)),
                     phase=CHALLENGE, challenge=Challenge(ch.FACEOFF, 0, "c9"), control=None, turn=0, puck="c9")
    state = act(state, 0, "challenge", r(0, "grinder-3-helmet"))
    state = act(state, 1, "challenge", r(1, "rookie-0-skate"))
    if state.phase == PLACE:
        state = act(state, 0, "place", "c9")
    assert state.phase == USE and state.challenge.uses == "one" and state.challenge.winner == 0
    assert "grind" in legal_kinds(state, 0)
    grinding = act(state, 0, "grind")
    assert grinding.phase == CHALLENGE and grinding.challenge.kind == ch.GRIND and grinding.challenge.winner is None
    assert "grind" in grinding.colors_used


def test_no_grind_starts_between_a_shots_cards():
    """How to Score a Goal names each card after a shot (the Shot Card, the score attempt, the save)
    and is silent on a challenge among them (ruling O122): the card that shot may Grind before its
    On-Net, not after it, and the shot goes on."""
    crash = r(0, "crash-the-net-4-stick")                # yellow (the Grind, O73), On-Net
    state = official(hands=((crash, GOAL), (H_ROOKIE, H_SAVE)), puck="e3", control=0, turn=0, bonus=(1, 0))
    state = act(state, 0, "play", crash)
    assert {"grind", "on-net"} <= legal_kinds(state, 0)
    shot = act(state, 0, "on-net")               # the Grind waits out the shot: nothing left, the turn ends
    assert shot.shot == 0 and shot.stage == SHOT_CARD and shot.turn == 1 and shot.play == (crash,)
    refused = verdict(evolve(shot, turn=0, phase=USE), 0, "grind")
    assert (refused.ok, refused.code) == (False, "grind-during-shot")
    assert refused.reason.endswith("(ruling O122).") and refused.rule.endswith("How to Score a Goal")
