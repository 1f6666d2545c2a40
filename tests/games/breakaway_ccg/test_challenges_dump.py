"""Breakaway: CCG, Part 2 "Challenges: Dump In Challenge" and "Dump Out Challenge": where each dump
may start and lands, who may compete, and what a win, a Green stop or a tie gives each side
(ruling O18, with O6 for cards that do not qualify)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import challenge_play as fl
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import sequence
from tabletop.games.breakaway_ccg.official.basics import Effect, Stoppage
from tabletop.games.breakaway_ccg.official.challenges import Challenge
from tabletop.games.breakaway_ccg.state import CHALLENGE, PLACE, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    CAP0,
    CAP1,
    G0,
    G1,
    GOAL0,
    GREEN1,
    K0,
    R0,
    kinds,
    log,
    r,
    run,
    won,
)
from tests.games.breakaway_ccg.support import GAME, T, act, extra_card, official, verdict

x = extra_card


def _dump_in(defender_card, origin="c9"):
    """Seat 0 dumps the puck in to e3 from ``origin`` (center ice) and lays a 0 (Rookie); seat 1 lays
    ``defender_card``."""
    dump, rookie, defender = extra_card(0, "dump-and-chase-1-stick"), extra_card(0, "rookie-0-stick"), \
        extra_card(1, defender_card)
    state = official(hands=((dump, rookie, extra_card(0, "goal-helmet")), (defender, extra_card(1, "goal-skate"))),
                     puck=origin, control=0, turn=0,
                     extra=(("dump-and-chase-1-stick", "rookie-0-stick", "goal-helmet"), (defender_card, "goal-skate")))
    state = act(state, 0, "play", dump)
    state = act(state, 0, "dump-in", "e3")
    assert state.phase == CHALLENGE and state.challenge.kind == ch.DUMP_IN
    state = act(state, 0, "challenge", rookie)
    return act(state, 1, "challenge", defender)


def test_what_each_dump_in_result_gives():
    """Dump In Challenge: the initiator's win takes the target; a tie goes to the defender there (behind its
    net with a Goalie or dump card: Delay of Game, O25); Green may send the puck back; a defender's win from
    center ice takes the puck, which it may leave at the target or place next to it (Contested Win,
    Defender - Normal)."""
    s, _ = won(ch.DUMP_IN, "e3", (CAP0, K0), 0)
    assert (s.control, s.puck, s.play, s.turn) == (0, "e3", (K0, CAP0), 0)
    assert s.challenge.uses == "one" and s.challenge.uncontested is False
    s, events = won(ch.DUMP_IN, "e5", (R0, K0), 1, control=1)
    assert (
        "dump-tie",
        "A tie goes to Player 2, who takes the puck in east end, north side of the net (5).",
        {"seat": 1},
    ) in log(events)
    assert (s.control, s.puck, s.calls) == (1, "e5", ())
    s, _ = won(ch.DUMP_IN, "e5", (G0, G1), 1, control=1)
    assert [(c.seat, c.name, c.why) for c in s.calls] == [
        (1, "Delay of Game", "A tied Dump In won behind the net")
    ]
    assert s.control == 1
    chase = r(0, "dump-and-chase-1-stick")
    s, _ = won(ch.DUMP_IN, "w5", (chase, r(1, "enforcer-1-skate")), 0, initiator=1)
    assert [(c.seat, c.why) for c in s.calls] == [(0, "A tied Dump In won behind the net")]
    s, _ = won(ch.DUMP_IN, "e3", (G0, G1), 1, control=1)
    assert s.calls == () and s.puck == "e3"
    s, _ = won(ch.DUMP_IN, "e3", (R0, GREEN1), 1)
    assert s.phase == PLACE and s.placing == (1, "dump-green", ())          # Green: stop it, or win as usual
    s, events = run(sequence.dump_choice, s, 1, "stop")
    assert (
        "dump-stopped",
        "Player 2's green stops the dump: the puck goes back to center ice (9).",
        {"seat": 1},
    ) in log(events)
    assert (s.control, s.puck) == (0, "c9")
    s, _ = won(ch.DUMP_IN, "e3", (GOAL0, G1), 1)
    assert s.phase == PLACE and s.placing == (1, "dump", ("e3",) + T.arrows["e3"]) and s.control == 1
    s, events = won(ch.DUMP_IN, "e3", (R0, CAP1), 1)
    assert s.phase == PLACE and s.placing == (1, "dump", ("e3",) + T.arrows["e3"]) and s.control == 1
    assert "stoppage" not in kinds(events)


def test_a_dump_in_from_center_ice_that_the_defender_wins_is_no_icing():
    """Dump In Challenge, Contested Win (Defender - Normal): Icing needs a dump from behind the center line;
    dumped from center ice (or beyond it) the defender's non-Goalie win takes the puck and places it
    next to the target, or leaves it there, and the defender's turn follows."""
    for origin in ("c9", "ne9"):
        s, events = won(ch.DUMP_IN, "e3", (R0, CAP1), 1, origin=origin)
        assert s.phase == PLACE and s.stoppage is None and s.control == 1
        s, events = run(sequence.place, s, 1, "e1")
        assert (s.puck, s.control, s.turn, s.phase) == ("e1", 1, 1, USE)
        assert ("place", "Player 2 places the puck in east end, north circle (1).",
                {"seat": 1, "area": "e1", "why": "dump"}) in log(events)
    state = _dump_in("dump-and-chase-1-skate", origin="c9")
    assert state.phase == PLACE and set(state.placing[2]) == {"e3", *T.arrows["e3"]}
    assert act(state, 1, "place", "e3").puck == "e3"


def test_a_dump_in_from_behind_center_that_the_defender_wins_is_icing_against_the_dumper():
    """Dump In Challenge, Contested Win (Defender - Normal), and General Hockey Rules: Icing: a dump from
    behind the center line (the initiator's side of center ice) that the defender wins without a Goalie
    card is Icing against the initiator: the face-off in the initiator's defensive zone, the defender
    choosing the side, the initiator without bench switches and held to a hand of five."""
    s, events = won(ch.DUMP_IN, "e3", (R0, CAP1), 1, origin="nw9")
    assert s.phase == STOPPAGE and s.stoppage == Stoppage("icing", "west-end", 1, 0)
    assert s.effects[-1] == Effect("icing-hand", 0, "stoppage", "Icing: a hand of at most five")
    assert log(events)[-1][2]["offender"] == 0
    assert s.discards == ((R0,), (CAP1,))
    east, _ = won(ch.DUMP_IN, "w3", (K0, CAP0), 0, origin="ne9", initiator=1)
    assert east.stoppage == Stoppage("icing", "east-end", 0, 1)
    state = _dump_in("dump-and-chase-1-skate", origin="nw9")
    assert state.phase == STOPPAGE and state.stoppage == Stoppage("icing", "west-end", 1, 0)


def test_a_goalie_that_wins_a_dump_from_behind_center_waves_off_the_icing():
    """Dump In Challenge, Contested Win (Defender - Normal): with a Goalie card the defender's win from
    behind the center line is no Icing: it takes the puck and may place it next to the target."""
    s, events = won(ch.DUMP_IN, "e3", (R0, G1), 1, origin="nw9")
    assert s.phase == PLACE and s.placing == (1, "dump", ("e3",) + T.arrows["e3"]) and s.control == 1
    assert "stoppage" not in kinds(events)


def test_green_sends_a_dump_back_from_where_the_puck_landed():
    """O18: a Green defender that stops the dump sends the puck back to where the dump started."""
    s, _ = run(sequence.dump_choice, won(ch.DUMP_IN, "e3", (R0, GREEN1), 1, puck="e3")[0], 1, "stop")
    assert (s.puck, s.control) == ("c9", 0)
    s, _ = won(ch.DUMP_OUT, "nw9", (R0, GREEN1), 1, origin="w3", puck="nw9")
    assert (s.puck, s.control) == ("w3", 1)
    s, _ = won(ch.DUMP_IN, "e3", (GOAL0, G1), 1, puck="c9")
    assert s.puck == "e3" and s.control == 1


def test_what_each_dump_out_result_gives():
    """Dump Out (O18): uncontested, the defender takes the puck anywhere in the neutral zone; a tie is the
    initiator's Delay of Game; Green keeps the puck where it was; any other defender's win is Icing."""
    s, events = won(ch.DUMP_OUT, "nw9", (R0, None), 0, origin="w3", uncontested=True)
    assert s.phase == PLACE and s.placing == (0, "dump-out", ("nw9", "c9", "ne9"))
    assert s.control == 1 and s.skip_start == (False, True) and s.challenge.uncontested is True
    s, _ = won(ch.DUMP_OUT, "ne9", (None, K0), 1, origin="e3", uncontested=True, initiator=1)
    assert s.control == 0 and s.skip_start == (True, False) and s.turn == 1
    s, _ = won(ch.DUMP_OUT, "nw9", (CAP0, K0), 0, origin="w3")
    assert (s.control, s.puck, s.calls) == (0, "nw9", ())
    s, events = won(ch.DUMP_OUT, "nw9", (R0, K0), 1, origin="w3")
    assert (
        "delay-of-game",
        "A tie: Player 1 takes a Delay of Game penalty (2 minutes); Player 2 has the puck.",
        {"seat": 0},
    ) in log(events)
    assert [(c.seat, c.name, c.why) for c in s.calls] == [(0, "Delay of Game", "A tied Dump Out")]
    assert (s.control, s.puck) == (1, "nw9")
    s, _ = won(ch.DUMP_OUT, "nw9", (R0, GREEN1), 1, origin="w3")
    assert (s.control, s.puck, s.calls) == (1, "w3", ())
    s, events = won(ch.DUMP_OUT, "nw9", (R0, CAP1), 1, origin="w3")
    assert s.stoppage == Stoppage("icing", "west-end", 1, 0) and s.ready == (True, False)
    assert s.effects[-1].kind == "icing-hand" and s.effects[-1].seat == 0


def test_dumps_and_grinds_open_their_challenges():
    """Dump In / Dump Out (O18): a Dump Out goes to the closest area 9; from behind the own net a dump or
    Grind is Delay of Game; O73: a yellow card's Grind is its Yellow ability."""
    state = official(
        hands=((R0,), (K0,)), play=(r(0, "dump-and-chase-1-stick"),), phase=USE, puck="w3", control=0
    )
    out, events = run(fl.dump, state, ch.DUMP_OUT, "")
    assert log(events) == [
        (
            "dump",
            (
                "Player 1 starts a Dump Out Challenge: the puck goes to neutral zone by the "
                "west blue line (9)."
            ),
            {"seat": 0, "kind": ch.DUMP_OUT, "target": "nw9", "special": "dump-in"},
        )
    ]
    assert out.challenge == Challenge(ch.DUMP_OUT, 0, "w3", "nw9") and out.puck == "nw9" and out.special_used
    assert out.phase == CHALLENGE and not out.calls
    east, _ = run(fl.dump, evolve(state, turn=1, control=1, puck="e3"), ch.DUMP_OUT, "")
    assert east.challenge.target == "ne9"
    dump_in, _ = run(fl.dump, evolve(state, puck="ne9"), ch.DUMP_IN, "e4")
    assert dump_in.challenge == Challenge(ch.DUMP_IN, 0, "ne9", "e4") and dump_in.puck == "e4"
    corner, events = run(fl.dump, evolve(state, puck="w5"), ch.DUMP_OUT, "")
    assert [c.name for c in corner.calls] == ["Delay of Game"]
    assert corner.calls[0].why == "A dump started from behind the net"
    grinding = official(
        hands=((R0,), (K0,)),
        play=(r(0, "grinder-3-helmet"),),
        phase=USE,
        puck="e3",
        control=1,
        colors_used=("red",),
    )
    g, events = run(fl.grind, grinding)
    assert log(events)[0] == ("grind", "Player 1 starts a Grind Challenge.", {"seat": 0})
    assert g.colors_used == ("red", "grind", "yellow") and g.ability_used
    assert g.challenge == Challenge(ch.GRIND, 0, "e3", "e3") and not g.calls
    alone, events = run(fl.grind, evolve(grinding, hands=((R0,), ())))
    assert kinds(events) == ["grind", "uncontested"] and alone.challenge.declined
    plain, _ = run(fl.grind, evolve(grinding, play=(CAP0,)))
    assert plain.colors_used == ("red", "grind")
    behind, _ = run(fl.grind, evolve(grinding, puck="w6", control=0))
    assert [(c.name, c.why) for c in behind.calls] == [
        ("Delay of Game", "A Grind started from behind the net")
    ]


def test_dumps_and_grinds_against_empty_hands():
    """Uncontested Challenge / O6: a defender with no cards cannot contest; with no cards on either side
    play stops."""
    chase = r(0, "dump-and-chase-1-stick")
    state = official(hands=((R0,), ()), play=(chase,), phase=USE, puck="w3", control=0)
    out, events = run(fl.dump, state, ch.DUMP_OUT, "")
    assert kinds(events) == ["dump", "uncontested"] and out.challenge.declined
    bare, events = run(fl.dump, evolve(state, hands=((), ())), ch.DUMP_OUT, "")
    assert bare.stoppage == Stoppage("end-zone", "west-neutral", 1)
    grinding = official(hands=((), ()), play=(r(0, "grinder-3-helmet"),), phase=USE, puck="e3", control=1)
    stopped, _ = run(fl.grind, grinding)
    assert stopped.stoppage == Stoppage("end-zone", "east-end", 1)


def test_a_tied_dump_in_goes_to_the_defender_whatever_its_card():
    """Dump In Challenge: Contested Tie (Defender Wins), and the General Challenge Procedure's Tie
    Breaker: a 0 against a 0, the defender's card lacking the Dump In special and Green, and the
    defender takes the puck in the target area (here e3)."""
    state = _dump_in("rookie-0-helmet")
    assert state.control == 1 and state.puck == "e3" and state.phase == USE and state.turn == 1
    assert state.challenge.winner == 1 and state.challenge.won_with == extra_card(1, "rookie-0-helmet")
    assert state.play[-1] == extra_card(1, "rookie-0-helmet")        # the winner's card on top


def test_a_tied_dump_in_against_a_green_card_goes_to_the_defender():
    """Dump In, Contested Tie (Defender Wins): the defender's Green card ties and takes control in
    the target area."""
    state = _dump_in("mirror-play-0-skate")
    assert state.control == 1 and state.puck == "e3" and state.phase == USE and state.turn == 1
    assert state.challenge.winner == 1 and state.play[-1] == extra_card(1, "mirror-play-0-skate")


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


def test_a_green_defender_chooses_to_stop_the_dump_or_win_it_as_usual():
    """Dump In Challenge, Contested Win (Defender - Green Ability): the defender may either win normally
    (the puck and a placement next to the target; dumped from behind the center line and won without a
    Goalie card: Icing against the initiator) or stop the dump, the puck back where it started and the
    initiator keeping it."""
    state = _dump_in("lost-the-puck-1-helmet")          # Green, and 1 beats the initiator's 0
    assert state.phase == PLACE and state.challenge.winner == 1
    assert [(a.kind, a.args) for a in GAME.legal_actions(state, 1)] == [("dump-choice", ("stop",)),
                                                                        ("dump-choice", ("win",))]
    assert GAME.describe_action(state, Action(1, "dump-choice", ("stop",))) == "Stop the dump: the puck goes back"
    stopped = act(state, 1, "dump-choice", "stop")
    assert (stopped.puck, stopped.control) == ("c9", 0)
    usual = act(state, 1, "dump-choice", "win")
    assert usual.phase == PLACE and usual.placing[:2] == (1, "dump") and usual.control == 1
    assert not verdict(state, 1, "place", "c9")
    behind = _dump_in("lost-the-puck-1-helmet", origin="nw9")
    assert act(behind, 1, "dump-choice", "stop").puck == "nw9"
    iced = act(behind, 1, "dump-choice", "win")
    assert iced.phase == STOPPAGE and iced.stoppage == Stoppage("icing", "west-end", 1, 0)
