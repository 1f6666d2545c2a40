"""Hull Breach! Setup Phase (book 4.1-4.8 and 5.0 "Setup Phase by the numbers", the Mulligan rules,
5.1; rulings D3, H1 and H9): the new game and its starter decks, the station and two free modules, the
simultaneous set-up turn, mulligans and the initiative roll."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import IllegalDeckError
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.scenario import arrange
from tabletop.games.hull_breach.state import LOGISTICS, SETUP, Commander, HullState, Prompt, physical_id
from tabletop.games.hull_breach.work import Work
from tests.games.hull_breach.support import (
    MOVES,
    PROMPT_TEXTS,
    STATIONS,
    THREE,
    A,
    B,
    C,
    action_of_a,
    apply_with_dice,
    copies,
    event_texts,
    legal,
    phase_position,
    step,
    unit,
    with_commander,
)


def setup_state(players=2):
    state, ids = arrange(STATIONS if players == 2 else THREE, players=players, phase=SETUP)
    return evolve(state, commanders=tuple(evolve(c, ready=False) for c in state.commanders), round=0), ids


def setup_position(players=2, **kw):
    pieces = STATIONS if players == 2 else THREE
    state, ids = arrange(pieces, players=players, phase=SETUP, **kw)
    cmds = tuple(evolve(c, ready=False, shipyard=copies("sparrow-fighter-wing", s, 6)) for s, c in
                 enumerate(state.commanders))
    return evolve(state, commanders=cmds, round=0), ids


def test_the_set_up_turn_waits_for_every_commander_still_to_end_it():
    """5.0 step 4 and ruling H9: every commander takes the set-up turn at once; one who has ended it,
    or who is out of the game, no longer decides."""
    state, _ids = setup_state(players=3)
    text = "Your set-up turn: deploy, then end it"
    assert GAME.pending(state) == (Decision(A, "setup", text), Decision(B, "setup", text), Decision(C, "setup", text))
    state = with_commander(state, B, ready=True)
    state = with_commander(state, C, alive=False)
    assert GAME.pending(state) == (Decision(A, "setup", text),)
    assert legal(state, B) == [] and legal(state, C) == []


def test_a_choice_waited_for_in_the_set_up_turn_is_its_commanders_alone():
    """3.4.8: a Regimented unit deployed in the set-up turn asks its own commander what to take aboard;
    the other commander goes on with the set-up turn."""
    state, _ids = setup_state()
    state = evolve(state, prompts=(Prompt(B, "regiment", "orion-frontier-outpost#1.1", 1, "marine"),))
    assert GAME.pending(state) == (Decision(A, "setup", "Your set-up turn: deploy, then end it"),
                                   Decision(B, "regiment", "Take a unit aboard from your shipyard (Regimented)"))
    assert legal(state, B) == [Action(B, "decline")]
    assert Action(A, "end") in legal(state, A)


def test_a_new_game_seats_two_commanders_by_default_with_the_two_starter_decks():
    """Ruling H4 and D3: without names or decks, two commanders (A and B) play the two starter decks;
    each station starts with its two modules (4.2, H1), each shipyard is shuffled with a chance event
    of its own, and five cards are drawn (4.4)."""
    state = GAME.new_game(5)
    assert state.names == ("Commander A", "Commander B") and state.seed == 5 and state.options == (("teams", "off"),)
    assert state.deck_names == ("Skyline Vanguard", "Frontier Strike Group")
    assert state.phase == SETUP and state.chance == 2
    assert [(u.pid, u.host) for u in state.units] == [
        ("skyline-defense-hq#0.1", None), ("anaheim-strip-miners#0.1", "skyline-defense-hq#0.1"),
        ("xeros-salvage-yard#0.1", "skyline-defense-hq#0.1"), ("orion-frontier-outpost#1.1", None),
        ("orbital-drydock#1.1", "orion-frontier-outpost#1.1"), ("militia-barracks#1.1", "orion-frontier-outpost#1.1")]
    decks = GAME.shipped_decks()
    assert state.deck_lists == tuple(tuple(d.cards) for d in decks)
    for seat, c in enumerate(state.commanders):
        assert c.station == state.units[3 * seat].pid
        assert len(c.hand) == 5 and len(c.shipyard) == 45
        on_field = {u.pid for u in state.units}
        assert not on_field & set(c.hand + c.shipyard)
        assert sum(n for _card, n in decks[seat].cards) == 53      # station, two modules and the 50


def test_more_commanders_take_the_starter_decks_in_turn_and_shuffle_apart():
    """Ruling H4: four commanders; seats 0 and 2 both play Skyline Vanguard, each shuffled apart."""
    state = GAME.new_game(5, names=["W", "X", "Y", "Z"])
    assert state.names == ("W", "X", "Y", "Z") and state.chance == 4
    assert state.deck_names == ("Skyline Vanguard", "Frontier Strike Group") * 2
    a, c = state.commanders[0], state.commanders[2]
    assert [p.split("#")[0] for p in a.hand + a.shipyard] != [p.split("#")[0] for p in c.hand + c.shipyard]
    assert sorted(p.split("#")[0] for p in a.hand + a.shipyard) == sorted(p.split("#")[0] for p in c.hand + c.shipyard)
    assert c.station == "skyline-defense-hq#2.1"


def test_the_decks_given_set_the_number_of_commanders():
    """One deck per commander: three decks seat three commanders, named A to C."""
    vanguard, strike = GAME.shipped_decks()
    state = GAME.new_game(2, decks=[strike, strike, vanguard])
    assert state.names == ("Commander A", "Commander B", "Commander C")
    assert state.deck_names == ("Frontier Strike Group", "Frontier Strike Group", "Skyline Vanguard")
    assert state.commanders[0].station == "orion-frontier-outpost#0.1"
    assert state.deck_lists[2] == tuple(vanguard.cards)
    with pytest.raises(IllegalDeckError):
        GAME.new_game(2, names=["A", "B"], decks=[strike])


def test_the_set_up_turn_allows_a_mulligan_every_deployment_and_only_set_up_events():
    """5.0: the mulligan; 4.6 and set-up step 5: the set-up turn is Logistics and Manufacturing at
    once, so ships and Breakthrus deploy and a Harpy may be conscripted (5.4.2, 9.8); 5.1: only an
    Event that says so is played. Each commander acts, turn or not."""
    state, _ids = phase_position(SETUP)
    state = with_commander(state, A, ready=False, mulligan_open=True)
    state = with_commander(state, B, ready=False, mulligan_open=True)
    assert legal(state, A) == [action_of_a("mulligan"), action_of_a("deploy", "harpy-class-cruiser#0.2", None),
                               action_of_a("deploy", "heavy-assault-ships#0.1", None),
                               action_of_a("conscript", "harpy-class-cruiser", None),
                               *MOVES, action_of_a("play", "windfall-contract#0.1"),
                               action_of_a("discard", "supply-convoy#0.1"), action_of_a("discard", "harpy-class-cruiser#0.2"),
                               action_of_a("discard", "heavy-assault-ships#0.1"), action_of_a("discard", "windfall-contract#0.1"),
                               action_of_a("end")]
    # B has an empty shipyard: nothing to draw a new hand from, so no mulligan
    assert legal(state, B) == [Action(B, "assign", ("colonial-rangers#1.1", "harpy-class-cruiser#1.1")),
                               Action(B, "end")]


@pytest.mark.parametrize("stockpile, open_, ok", [((1, 1), True, True), ((0, 5), True, False), ((5, 0), True, False),
                                                  ((5, 5), False, False)])
def test_a_mulligan_costs_one_of_each_and_only_before_anything_else(stockpile, open_, ok):
    """5.0 Mulligan Rules: 1 Resource and 1 Currency, only on the set-up draw (ruling H9)."""
    state, _ids = phase_position(SETUP, stockpiles=[stockpile])
    state = with_commander(state, A, ready=False, mulligan_open=open_)
    assert (action_of_a("mulligan") in legal(state, A)) is ok


def test_no_mulligan_after_the_set_up_turn():
    state, _ids = phase_position(LOGISTICS)
    state = with_commander(state, A, mulligan_open=True)
    assert action_of_a("mulligan") not in legal(state, A)


def test_a_mulligan_scraps_the_hand_pays_and_draws_five_new_cards():
    """5.0 Mulligan Rules: the hand goes to the scrapheap, 1 Resource and 1 Currency are paid and five
    cards are drawn from the top of the shipyard; it may be done again."""
    state, _ids = phase_position(SETUP, stockpiles=[(3, 2)])
    yard = copies("zephyr-squadron", A, 6)
    state = with_commander(state, A, ready=False, mulligan_open=True, shipyard=yard, scrapheap=("ambush#0.7",))
    hand = state.commanders[A].hand
    state, events = apply_with_dice(state, action_of_a("mulligan"))
    a = state.commanders[A]
    assert a.scrapheap == ("ambush#0.7", *hand) and a.hand == yard[:5] and a.shipyard == yard[5:]
    assert (a.resource, a.currency) == (2, 1)
    assert event_texts(events, "mulligan") == ["Commander A mulligans."]
    assert [e.data for e in events if e.kind == "mulligan"] == [{"seat": A}]
    assert action_of_a("mulligan") in legal(state, A)


def test_deploying_pays_the_cost_and_closes_the_mulligan():
    """5.4.1: the Harpy (5 Resource, 4 Currency) leaves the hand for open space; 5.0: after a
    deployment no mulligan is possible."""
    state, _ids = phase_position(SETUP, stockpiles=[(9, 9)])
    state = with_commander(state, A, ready=False, mulligan_open=True)
    state, events = apply_with_dice(state, action_of_a("deploy", "harpy-class-cruiser#0.2", None))
    a = state.commanders[A]
    assert "harpy-class-cruiser#0.2" not in a.hand and len(a.hand) == 4
    assert (a.resource, a.currency) == (4, 5) and a.mulligan_open is False
    assert unit(state, "harpy-class-cruiser#0.2").host is None
    assert event_texts(events, "deploy") == ["Commander A deploys Harpy-class Cruiser."]


def test_a_conscription_in_the_set_up_turn_is_the_turns_one_and_closes_the_mulligan():
    """4.6 and set-up step 5 make the set-up turn a Manufacturing Phase, in which 5.4.2 and 9.8 let a
    commander conscript once a turn at double cost; 5.1 bars only engagements and Events. The
    conscripted Harpy is a deployment, so the mulligan closes (5.0, ruling H9)."""
    state, _ids = phase_position(SETUP)
    state = with_commander(state, A, ready=False, mulligan_open=True)
    state, events = apply_with_dice(state, action_of_a("conscript", "harpy-class-cruiser", None))
    a = state.commanders[A]
    assert (a.resource, a.currency) == (10, 12) and a.conscripted and a.mulligan_open is False
    assert unit(state, "harpy-class-cruiser#0.8").host is None
    assert event_texts(events, "deploy") == ["Commander A conscripts Harpy-class Cruiser."]
    assert not [x for x in legal(state, A) if x.kind in ("conscript", "mulligan")]


def test_playing_an_event_pays_it_and_closes_the_mulligan():
    """2.6: Supply Convoy costs 1 Currency and gains 3 Resource; played in the set-up turn it is no
    longer the first draw (5.0). Windfall Contract says it may be played in the set-up turn."""
    state, _ids = phase_position(SETUP, stockpiles=[(4, 4)])
    state = with_commander(state, A, ready=False, mulligan_open=True)
    state, _events = apply_with_dice(state, action_of_a("play", "windfall-contract#0.1"))
    a = state.commanders[A]
    assert (a.resource, a.currency) == (4, 8) and a.mulligan_open is False
    assert "windfall-contract#0.1" not in a.hand


def test_in_the_set_up_turn_each_commander_answers_their_own_choice():
    """Ruling H9: B's waiting choice is B's; A's decline settles A's, not B's."""
    state, ids = setup_state()
    mine = Prompt(A, "search")
    theirs = Prompt(B, "search")
    state = evolve(state, prompts=(theirs, mine))
    state = with_commander(state, A, shipyard=copies("zephyr-squadron", A, 2))
    state = with_commander(state, B, shipyard=copies("sparrow-fighter-wing", B, 2))
    assert GAME.pending(state) == (Decision(A, "search", PROMPT_TEXTS["search"]),
                                   Decision(B, "search", PROMPT_TEXTS["search"]))
    assert legal(state, A) == [action_of_a("take", "zephyr-squadron#0.1", None), action_of_a("take", "zephyr-squadron#0.1", ids[0]),
                               action_of_a("decline")]
    state, _events = apply_with_dice(state, action_of_a("decline"))
    assert state.prompts == (theirs,)


def test_set_up_deploys_the_station_and_two_modules_free_then_draws_five_and_collects():
    """4.2-4.5: the station and its two starting modules go down at no cost, ten and ten go on the
    stockpiles, five cards are drawn, then the station and modules pay their gains (Skyline HQ 3/2,
    Anaheim Strip Miners 2/0, Xeros Salvage Yard 1/1: 16 Resource, 13 Currency)."""
    station = physical_id("skyline-defense-hq", A, 1)
    miners, yard = physical_id("anaheim-strip-miners", A, 1), physical_id("xeros-salvage-yard", A, 1)
    shipyard = copies("zephyr-squadron", A, 7)
    state = HullState(names=("Commander A",), seed=1, options=(), units=(), deck_names=("test",),
                      commanders=(Commander(station=station, shipyard=shipyard),))
    w = Work(state, GAME.by_id)
    from tabletop.games.hull_breach.turns import set_up

    set_up(w, A, station, (miners, yard))
    assert [(u.pid, u.host) for u in w.units.values()] == [(station, None), (miners, station), (yard, station)]
    c = w.cmd[A]
    assert c.hand == shipyard[:5] and c.shipyard == shipyard[5:]
    assert (c.resource, c.currency) == (16, 13)
    assert event_texts(w.events, "deploy") == [
        "Commander A deploys the station Skyline Defense HQ.",
        "Commander A attaches the starting module Anaheim Strip Miners on Skyline Defense HQ.",
        "Commander A attaches the starting module Xeros Salvage Yard on Skyline Defense HQ.",
    ]
    assert all(e.data["free"] for e in w.events if e.kind == "deploy")
    assert event_texts(w.events, "collect") == ["Commander A collects 6 Resource and 3 Currency (16 and 13)."]
    assert [e.kind for e in w.events if e.kind in ("deploy", "draw", "collect")][-2:] == ["draw", "collect"]


def test_a_new_game_starts_in_the_set_up_turn_with_every_commander_deciding():
    """5.0 step 4 and ruling H9: the first turn is taken by all commanders at once."""
    state = GAME.new_game(3, names=["A", "B"])
    assert state.phase == SETUP and state.round == 0
    assert [(c.resource, c.currency, len(c.hand), len(c.shipyard)) for c in state.commanders] == [
        (16, 13, 5, 45), (15, 13, 5, 45)]
    assert {d.seat for d in GAME.pending(state)} == {A, B}


def test_ending_the_set_up_turn_waits_for_every_commander():
    """4.7 and ruling H9: a commander who ends the set-up turn is done; play only starts when all are."""
    state, _ids = setup_position()
    state, events = step(state, Action(A, "end"))
    assert state.phase == SETUP and state.commanders[A].ready and not state.commanders[B].ready
    assert event_texts(events, "ready") == ["Commander A ends the set-up turn."]
    assert [e.data for e in events if e.kind == "ready"] == [{"seat": A}]
    assert not [e for e in events if e.kind == "die"]
    assert [d.seat for d in GAME.pending(state)] == [B]


def test_the_highest_initiative_roll_goes_first_and_play_goes_clockwise():
    """4.8: every commander rolls a volley die; the highest takes the first turn, then clockwise."""
    state, _ids = setup_position()
    state, _ = step(state, Action(A, "end"))
    state, events = step(state, Action(B, "end"), (4, 9))
    assert state.turn == B and state.order == (B, A) and state.phase == LOGISTICS and state.round == 1
    assert [e.data["result"] for e in events if e.kind == "die"] == [4, 9]
    assert event_texts(events, "initiative") == ["Commander B wins the initiative; play goes clockwise."]
    assert [e.data["seat"] for e in events if e.kind == "initiative"] == [B]


def test_a_lower_first_roll_does_not_win_the_initiative():
    """4.8: highest, not lowest, goes first."""
    state, _ids = setup_position()
    state, _ = step(state, Action(A, "end"))
    state, _ = step(state, Action(B, "end"), (9, 4))
    assert state.turn == A and state.order == (A, B)


def test_tied_initiative_rolls_are_rolled_again_by_the_tied_commanders_only():
    """4.8: ties are re-rolled. Three commanders: A and C tie on 7 over B's 3; the re-roll (A 2, C 9)
    gives C the first turn, and clockwise from C is A, then B."""
    state, _ids = setup_position(players=3)
    state, _ = step(state, Action(A, "end"))
    state, _ = step(state, Action(B, "end"))
    state, events = step(state, Action(C, "end"), (7, 3, 7, 2, 9))
    assert [e.data["result"] for e in events if e.kind == "die"] == [7, 3, 7, 2, 9]
    assert state.turn == C and state.order == (C, A, B)


def test_a_tie_for_the_highest_roll_is_rolled_again_in_two_rounds_if_need_be():
    """4.8: the re-roll may tie again; it goes on until one commander is highest."""
    state, _ids = setup_position()
    state, _ = step(state, Action(A, "end"))
    state, events = step(state, Action(B, "end"), (5, 5, 8, 8, 2, 6))
    assert len([e for e in events if e.kind == "die"]) == 6
    assert state.turn == B and state.order == (B, A)


def test_the_first_turn_clears_every_commanders_reassignments_of_the_set_up_turn():
    """5.4.4 and ruling H23: a unit may be reassigned once a phase; what was moved in the set-up
    turn does not count against the first official turn of any commander, first or not."""
    state, _ids = setup_position()
    state = with_commander(state, B, moved=("sons-of-orion#1.1",))
    state, _ = step(state, Action(B, "end"))
    state, _ = step(state, Action(A, "end"), (9, 3))
    assert state.turn == A
    assert state.commanders[B].moved == () and state.commanders[A].moved == ()


def test_the_initiative_dice_say_whose_they_are():
    """4.8 with 8.5: each initiative die is logged with the commander who rolled it."""
    state, _ids = setup_position()
    state, _ = step(state, Action(A, "end"))
    _state, events = step(state, Action(B, "end"), (4, 9))
    assert [e.text for e in events if e.kind == "die"] == [
        "d10 (initiative, Commander A): 4", "d10 (initiative, Commander B): 9"]
