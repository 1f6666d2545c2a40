"""Hull Breach! the turn (book 5.2 its three phases, 5.4 Manufacturing, 5.5 the Engagement Phase with
5.5.4 discarding and 5.5.5 ending the turn, 5.6 play passing clockwise, 7.1): what each phase allows,
in order, and the turn passing to the next commander still in the game."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import DISCARD, ENGAGEMENT, LOGISTICS, MANUFACTURING
from tests.games.hull_breach.support import (
    MOVES,
    STATIONS,
    THREE,
    A,
    B,
    C,
    action_of_a,
    apply_with_dice,
    event_texts,
    legal,
    phase_position,
    step,
    with_commander,
)

PLAYS = [action_of_a("play", "supply-convoy#0.1"), action_of_a("play", "windfall-contract#0.1")]


def test_manufacturing_deploys_conscripts_moves_and_moves_on():
    """5.4.1: a ship from the hand, once per card (two Harpies in hand are one choice); 5.4.2: one
    conscription from the shipyard, listed in card order, not the shipyard's (copy 8 before copy 9), never a
    Unique ship, a Character or a card that is not a Ship or Marine; 5.4.4: Marines and Fighter Wings to
    another host (a Marine never into open space, a Wing in open space only into a bay); no Breakthru."""
    state, _ids = phase_position(MANUFACTURING)
    assert legal(state, A) == [action_of_a("deploy", "harpy-class-cruiser#0.2", None),
                               action_of_a("conscript", "harpy-class-cruiser", None), *MOVES, *PLAYS, action_of_a("next")]
    assert legal(state, B) == []


def test_logistics_deploys_breakthrus_only():
    """5.3.5: Breakthrus in the Logistics Phase; ships and moves wait for Manufacturing (5.4)."""
    state, _ids = phase_position(LOGISTICS)
    assert legal(state, A) == [action_of_a("deploy", "heavy-assault-ships#0.1", None), *PLAYS, action_of_a("next")]


def test_the_engagement_phase_attacks_a_commander_still_in_the_game_or_skips():
    """5.5.1: one attack on any other commander still in; C is out of the game here."""
    state, _ids = phase_position(ENGAGEMENT)
    assert legal(state, A) == [*PLAYS, action_of_a("engage", B), action_of_a("skip")]
    pieces = [*THREE, Piece("harpy-class-cruiser", A)]
    state, _ids = arrange(pieces, players=3, phase=ENGAGEMENT)
    assert legal(state, A) == [action_of_a("engage", B), action_of_a("engage", C), action_of_a("skip")]
    state = with_commander(state, C, alive=False)
    assert legal(state, A) == [action_of_a("engage", B), action_of_a("skip")]
    assert legal(state, C) == []
    state, _ids = arrange(THREE, players=3, phase=ENGAGEMENT)      # no ship: nothing to attack with
    assert legal(state, A) == [action_of_a("skip")]


def test_after_the_engagement_a_commander_moves_units_discards_and_ends_the_turn():
    """5.5 and 5.5.4: reassignments again, any card of the hand discarded (one choice per card), end."""
    state, _ids = phase_position(DISCARD)
    assert legal(state, A) == [*MOVES, *PLAYS, action_of_a("discard", "supply-convoy#0.1"),
                               action_of_a("discard", "harpy-class-cruiser#0.2"), action_of_a("discard", "heavy-assault-ships#0.1"),
                               action_of_a("discard", "windfall-contract#0.1"), action_of_a("end")]


def test_skipping_the_attack_goes_to_the_discards():
    state, _ids = phase_position(ENGAGEMENT)
    state, events = apply_with_dice(state, action_of_a("skip"))
    assert state.phase == DISCARD and state.engagement is None
    assert event_texts(events, "skip") == ["Commander A does not attack this turn."]
    assert [e.data for e in events if e.kind == "skip"] == [{"seat": A}]


def test_discarding_moves_one_card_to_the_scrapheap():
    """5.5.4: any card of the hand; the first of two Harpies is the one listed."""
    state, _ids = phase_position(DISCARD)
    state = with_commander(state, A, mulligan_open=True)
    state, events = apply_with_dice(state, action_of_a("discard", "harpy-class-cruiser#0.2"))
    a = state.commanders[A]
    assert a.hand == ("supply-convoy#0.1", "heavy-assault-ships#0.1", "harpy-class-cruiser#0.3",
                      "windfall-contract#0.1")
    assert a.scrapheap == ("harpy-class-cruiser#0.2",) and a.mulligan_open is False
    assert event_texts(events, "discard") == ["Commander A discards Harpy-class Cruiser."]
    assert [e.data for e in events if e.kind == "discard"] == [{"seat": A, "card": "harpy-class-cruiser#0.2"}]


def test_ending_the_turn_passes_it_on():
    """5.5.5 and 5.6: clockwise to the next commander."""
    state, _ids = phase_position(DISCARD)
    state, _events = apply_with_dice(state, action_of_a("end"))
    assert state.turn == B and state.phase == LOGISTICS


def test_logistics_then_manufacturing_then_engagement():
    """5.2: the three phases come in order; "next" moves on by one."""
    state, _ids = arrange(STATIONS, phase=LOGISTICS, turn=A)
    state, events = step(state, Action(A, "next"))
    assert state.phase == MANUFACTURING
    assert event_texts(events, "phase") == ["Commander A moves on to the manufacturing phase."]
    state, _ = step(state, Action(A, "next"))
    assert state.phase == ENGAGEMENT
    assert Action(A, "next") not in GAME.legal_actions(state, A)


def test_the_turn_passes_clockwise_and_wraps_round_the_table():
    """5.6: three commanders: A's turn passes to B, C's to A."""
    state, _ids = arrange([*THREE, Piece("harpy-class-cruiser", C)], players=3, phase=DISCARD, turn=A)
    after, events = step(state, Action(A, "end"))
    assert after.turn == B and after.phase == LOGISTICS
    assert event_texts(events, "turn") == ["Commander B's turn."]
    state = evolve(state, turn=C)
    after, _ = step(state, Action(C, "end"))
    assert after.turn == A


def test_the_turn_skips_a_commander_who_is_out_of_the_game():
    """7.1 and 6.1: an eliminated commander takes no more turns: A's turn passes over B to C."""
    state, _ids = arrange([*THREE, Piece("harpy-class-cruiser", C)], players=3, phase=DISCARD, turn=A)
    state = with_commander(state, B, alive=False)
    state, _ = step(state, Action(A, "end"))
    assert state.turn == C
