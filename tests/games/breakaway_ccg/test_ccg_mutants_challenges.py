"""Breakaway: CCG challenges (``challenges.py``): who wins a reveal and who is at fault, checked
where the mutation run found them unchecked (issue 20, docs/testing.md).

Book: Part 2, Challenges: General Challenge Procedure (the higher number wins, the defender wins
ties), Grind Challenge, Dump In Challenge and Dump Out Challenge (a defender needs the Grind
ability, or the Dump In special or the Green ability, to win), Face-offs (a tie goes to fault)
and Determining Fault (Helmets ignored; Stick beats Glove, Glove beats Skate, Skate beats Stick;
matching suits cancel; a winning suit is set aside; more suits left over is at fault). Rulings O5
(fault), O6 (a defender whose card does not qualify cannot win, so a tie goes to the initiator)
and O73 (Yellow is the Grind ability).
"""

from __future__ import annotations

import pytest

from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg.state import CHALLENGE, USE
from tests.games.breakaway_ccg.support import T, act, extra_card, official


def r(seat, card_id):
    """A copy id of any card of the set (the lookups need no deck)."""
    return f"s{seat + 1}:{card_id}"


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
    assert ch.qualified(T, kind, r(1, defender)) is qualifies


def _reveal(kind, init_card, def_card, initiator=0, strengths=None):
    picks = [None, None]
    picks[initiator] = r(initiator, init_card)
    picks[1 - initiator] = r(1 - initiator, def_card)
    return ch.winner_of(T, ch.Challenge(kind, initiator, "c9"), (picks[0], picks[1]), strengths)


@pytest.mark.parametrize("kind, init_card, def_card, initiator, winner", [
    # A tie: the defender wins when its card qualifies, else the initiator (O6).
    (ch.DUMP_IN, "dump-and-chase-1-stick", "dump-and-chase-1-helmet", 0, 1),
    (ch.DUMP_IN, "dump-and-chase-1-stick", "lost-the-puck-1-helmet", 1, 0),      # Green, seat 0 defends
    (ch.DUMP_IN, "rookie-0-stick", "rookie-0-helmet", 0, 0),
    (ch.DUMP_OUT, "dump-and-chase-1-stick", "dump-and-chase-1-helmet", 1, 0),
    (ch.DUMP_OUT, "rookie-0-stick", "rookie-0-helmet", 1, 1),
    (ch.GRIND, "grinder-3-stick", "grinder-3-helmet", 0, 1),
    (ch.GRIND, "grinder-3-stick", "body-check-3-glove", 0, 0),
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
    """General Challenge Procedure: higher number wins, the defender wins ties; O6 for a defender
    whose card does not qualify; Face-offs: Tie."""
    assert _reveal(kind, init_card, def_card, initiator) == winner


def test_strengths_given_replace_the_printed_numbers():
    """Power Play: challenge numbers are lowered per man down (``penalties.strength`` passes the
    lowered numbers in seat order, not initiator first). Printed 8 against 0, but 2 against 3."""
    assert _reveal(ch.FACEOFF, "captain-8-stick", "rookie-0-helmet", 0, strengths=(2, 3)) == 1
    assert _reveal(ch.FACEOFF, "rookie-0-stick", "captain-8-helmet", 1, strengths=(2, 3)) == 1
    assert _reveal(ch.FACEOFF, "captain-8-stick", "rookie-0-helmet", 1, strengths=(3, 2)) == 0
    assert _reveal(ch.FACEOFF, "captain-8-stick", "rookie-0-helmet", 0, strengths=(3, 3)) is None
    assert _reveal(ch.GRIND, "rookie-0-stick", "rookie-0-helmet", 0, strengths=(2, 2)) == 0


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


def test_the_challenge_defaults_and_its_defender():
    c = ch.Challenge(ch.GRIND, 1, "e3")
    assert c.defender == 0 and ch.Challenge(ch.GRIND, 0, "e3").defender == 1
    assert (c.target, c.faults, c.declined, c.winner, c.uses, c.uncontested, c.won_with) == \
        ("", (0, 0), False, None, "", False, None)
    assert ch.NAMES[ch.DUMP_IN] == "Dump In Challenge" and ch.BEATS == {"stick": "glove", "glove": "skate",
                                                                        "skate": "stick"}


def _dump_in(defender_card):
    """Seat 0 dumps the puck in to e3 from center ice and lays a 0 (Rookie); seat 1 lays
    ``defender_card`` (a 0)."""
    dump, rookie, defender = extra_card(0, "dump-and-chase-1-stick"), extra_card(0, "rookie-0-stick"), \
        extra_card(1, defender_card)
    state = official(hands=((dump, rookie, extra_card(0, "goal-helmet")), (defender, extra_card(1, "goal-skate"))),
                     puck="c9", control=0, turn=0,
                     extra=(("dump-and-chase-1-stick", "rookie-0-stick", "goal-helmet"), (defender_card, "goal-skate")))
    state = act(state, 0, "play", dump)
    state = act(state, 0, "dump-in", "e3")
    assert state.phase == CHALLENGE and state.challenge.kind == ch.DUMP_IN
    state = act(state, 0, "challenge", rookie)
    return act(state, 1, "challenge", defender)


def test_a_tied_dump_in_against_a_card_without_dump_in_or_green_goes_to_the_initiator():
    """Dump In, Requirement and Contested Win (Initiator), with O6: a 0 against a 0, the defender's
    card lacking the Dump In special and Green, so the initiator wins and has the puck in the
    target area (here e3)."""
    state = _dump_in("rookie-0-helmet")
    assert state.control == 0 and state.puck == "e3" and state.phase == USE and state.turn == 0
    assert state.challenge.winner == 0 and state.challenge.won_with == extra_card(0, "rookie-0-stick")
    assert state.play[-1] == extra_card(0, "rookie-0-stick")        # the winner's card on top


def test_a_tied_dump_in_against_a_green_card_goes_to_the_defender():
    """Dump In, Contested Tie (Defender Wins): the defender's Green card ties and takes control in
    the target area."""
    state = _dump_in("mirror-play-0-skate")
    assert state.control == 1 and state.puck == "e3" and state.phase == USE and state.turn == 1
    assert state.challenge.winner == 1 and state.play[-1] == extra_card(1, "mirror-play-0-skate")
