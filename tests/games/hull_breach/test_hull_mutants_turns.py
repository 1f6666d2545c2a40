"""Hull Breach! set-up and the turn (``turns.py``), each rule in a small position: the set-up steps
(4.2-4.5), the initiative roll (4.8), the automatic part of Logistics (5.3.1 draw, 5.3.2 taxes,
5.3.4 space dock), the phases in order (5.2), the turn passing clockwise to a commander still in
the game (5.6, 7.1) and the drawn game of ruling H5 (issue 20: mutation tests of ``turns.py``).
Commander A is seat 0, Commander B seat 1, Commander C seat 2."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import (
    DISCARD,
    ENGAGEMENT,
    LOGISTICS,
    MANUFACTURING,
    OVER,
    SETUP,
    Commander,
    HullState,
    physical_id,
)
from tabletop.games.hull_breach.work import Work

A, B, C = 0, 1, 2
STATIONS = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B)]
THREE = [*STATIONS, Piece("meridian-exchange-tower", C)]


def step(state, action, dice=()):
    if dice:
        state = force(state, dice)
    assert action in GAME.legal_actions(state, action.seat), (action, GAME.validate(state, action).message)
    return GAME.apply(state, action)


def unit(state, pid):
    return next((u for u in state.units if u.pid == pid), None)


def texts(events, kind):
    return [e.text for e in events if e.kind == kind]


def with_commander(state, seat, **changes):
    cmds = list(state.commanders)
    cmds[seat] = evolve(cmds[seat], **changes)
    return evolve(state, commanders=tuple(cmds))


def copies(card, seat, n, start=1):
    return tuple(physical_id(card, seat, k) for k in range(start, start + n))


# ----- set-up (4.2-4.5) --------------------------------------------------------------------------
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
    assert texts(w.events, "deploy") == [
        "Commander A deploys the station Skyline Defense HQ.",
        "Commander A attaches the starting module Anaheim Strip Miners on Skyline Defense HQ.",
        "Commander A attaches the starting module Xeros Salvage Yard on Skyline Defense HQ.",
    ]
    assert all(e.data["free"] for e in w.events if e.kind == "deploy")
    assert texts(w.events, "collect") == ["Commander A collects 6 Resource and 3 Currency (16 and 13)."]
    assert [e.kind for e in w.events if e.kind in ("deploy", "draw", "collect")][-2:] == ["draw", "collect"]


def test_a_new_game_starts_in_the_set_up_turn_with_every_commander_deciding():
    """5.0 step 4 and ruling H9: the first turn is taken by all commanders at once."""
    state = GAME.new_game(3, names=["A", "B"])
    assert state.phase == SETUP and state.round == 0
    assert [(c.resource, c.currency, len(c.hand), len(c.shipyard)) for c in state.commanders] == [
        (16, 13, 5, 45), (15, 13, 5, 45)]
    assert {d.seat for d in GAME.pending(state)} == {A, B}


# ----- the end of the set-up turn and the initiative (4.7, 4.8) ----------------------------------
def setup_position(players=2, **kw):
    pieces = STATIONS if players == 2 else THREE
    state, ids = arrange(pieces, players=players, phase=SETUP, **kw)
    cmds = tuple(evolve(c, ready=False, shipyard=copies("sparrow-fighter-wing", s, 6)) for s, c in
                 enumerate(state.commanders))
    return evolve(state, commanders=cmds, round=0), ids


def test_ending_the_set_up_turn_waits_for_every_commander():
    """4.7 and ruling H9: a commander who ends the set-up turn is done; play only starts when all are."""
    state, _ids = setup_position()
    state, events = step(state, Action(A, "end"))
    assert state.phase == SETUP and state.commanders[A].ready and not state.commanders[B].ready
    assert texts(events, "ready") == ["Commander A ends the set-up turn."]
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
    assert texts(events, "initiative") == ["Commander B wins the initiative; play goes clockwise."]
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


# ----- the automatic part of Logistics (5.3.1, 5.3.2, 5.3.4) ------------------------------------
def test_a_turn_draws_up_to_five_collects_and_resets_the_once_a_turn_limits():
    """5.3 and 5.3.1: A's turn begins: A draws up to a hand of five (three, holding two), may conscript
    and reassign again (5.4.2, ruling H23), and collects (5.3.2) in the Logistics Phase."""
    state, _ids = arrange(STATIONS, phase=DISCARD, turn=B, stockpiles=[(0, 0), (0, 0)])
    state = with_commander(state, A, hand=copies("sparrow-fighter-wing", A, 2),
                           shipyard=copies("zephyr-squadron", A, 4), conscripted=True, moved=("x#0.1",))
    state = evolve(state, round=6)
    state, events = step(state, Action(B, "end"))
    a = state.commanders[A]
    assert state.turn == A and state.phase == LOGISTICS and state.round == 7
    assert a.hand == copies("sparrow-fighter-wing", A, 2) + copies("zephyr-squadron", A, 3)
    assert a.shipyard == copies("zephyr-squadron", A, 1, start=4)
    assert not a.conscripted and a.moved == ()
    assert (a.resource, a.currency) == (3, 2)
    assert texts(events, "turn") == ["Commander A's turn."]
    assert [e.data for e in events if e.kind == "turn"] == [{"seat": A}]
    assert texts(events, "collect") == ["Commander A collects 3 Resource and 2 Currency (3 and 2)."]
    kinds = [e.kind for e in events if e.kind in ("turn", "draw", "collect")]
    assert kinds == ["turn", "draw", "draw", "collect"]


def test_a_full_hand_draws_nothing_and_an_empty_shipyard_gives_what_it_has():
    """5.3.1: draw up to the hand size, never beyond it; with the shipyard exhausted, nothing more."""
    state, _ids = arrange(STATIONS, phase=DISCARD, turn=B)
    full = copies("sparrow-fighter-wing", A, 5)
    state = with_commander(state, A, hand=full, shipyard=copies("zephyr-squadron", A, 2))
    after, events = step(state, Action(B, "end"))
    assert after.commanders[A].hand == full and len(after.commanders[A].shipyard) == 2
    assert not texts(events, "draw")
    state = with_commander(state, A, hand=full[:1], shipyard=copies("zephyr-squadron", A, 2))
    after, _ = step(state, Action(B, "end"))
    assert after.commanders[A].hand == full[:1] + copies("zephyr-squadron", A, 2)
    assert after.commanders[A].shipyard == ()


def test_taxes_come_from_the_commanders_own_face_up_cards_only():
    """5.3.2: the station, its modules and a Transport pay their gains to the commander controlling
    them; the other commander's cards pay nothing to A (Orion Outpost's 4/3, B's Transport)."""
    state, _ids = arrange([*STATIONS, Piece("anaheim-strip-miners", A, host=0), Piece("pelican-class-transport", A),
                           Piece("pelican-class-transport", B), Piece("orbital-drydock", B, host=1)],
                          phase=DISCARD, turn=B, stockpiles=[(1, 1), (0, 0)])
    state, events = step(state, Action(B, "end"))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (1 + 3 + 2 + 2, 1 + 2 + 2)
    assert (state.commanders[B].resource, state.commanders[B].currency) == (0, 0)
    assert texts(events, "collect") == ["Commander A collects 7 Resource and 4 Currency (8 and 5)."]
    assert [e.data["seat"] for e in events if e.kind == "collect"] == [A]


def test_a_hijacked_transport_pays_its_new_commander():
    """9.17 with 5.3.2: a ship taken by boarders is the hijacker's to use, its gain included."""
    state, _ids = arrange([*STATIONS, Piece("pelican-class-transport", B, controller=A),
                           Piece("colonial-rangers", B, host=2, controller=A)],
                          phase=DISCARD, turn=B, stockpiles=[(0, 0), (0, 0)])
    state, _ = step(state, Action(B, "end"))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (3 + 2, 2 + 2)


def test_space_dock_repairs_one_wound_of_each_own_unit_and_all_with_repair():
    """5.3.4: one wound off each of A's damaged units (ship, station, station module, Marine);
    a unit with Repair +X (the Osprey) loses every wound; B's units wait for B's turn."""
    pieces = [Piece("skyline-defense-hq", A, wounds=2), Piece("orion-frontier-outpost", B, wounds=2),
              Piece("anaheim-strip-miners", A, host=0, wounds=1), Piece("harpy-class-cruiser", A, wounds=2),
              Piece("sons-of-orion", A, host=3, wounds=1), Piece("osprey-class-battle-cruiser", A, wounds=3),
              Piece("harpy-class-cruiser", B, wounds=2), Piece("seagull-class-cruiser", A)]
    state, ids = arrange(pieces, phase=DISCARD, turn=B)
    state, events = step(state, Action(B, "end"))
    assert [unit(state, ids[i]).wounds for i in range(8)] == [1, 2, 0, 1, 0, 0, 2, 0]
    assert texts(events, "repair") == [
        "Skyline Defense HQ repairs 1 wound.", "Anaheim Strip Miners repairs 1 wound.",
        "Harpy-class Cruiser repairs 1 wound.", "Sons of Orion repairs 1 wound.",
        "Osprey-class Battle Cruiser repairs 3 wounds.",
    ]
    repairs = [e for e in events if e.kind == "repair"]
    assert [e.data["unit"] for e in repairs] == [ids[0], ids[2], ids[3], ids[4], ids[5]]
    assert [e.data["traits"] for e in repairs] == [(), (), (), (), ("repair",)]


def test_an_orbital_drydock_repairs_one_more_wound_on_its_commanders_ships_only():
    """5.3.4 with the Orbital Drydock (D1: "each of your ships repairs one more wound"): A's Harpy loses
    two wounds, A's Marine and station one each; B's Drydock does nothing for A."""
    pieces = [Piece("skyline-defense-hq", A, wounds=3), Piece("orion-frontier-outpost", B),
              Piece("orbital-drydock", A, host=0), Piece("harpy-class-cruiser", A, wounds=3),
              Piece("sons-of-orion", A, host=3, wounds=2), Piece("orbital-drydock", B, host=1)]
    state, ids = arrange(pieces, phase=DISCARD, turn=B)
    state, events = step(state, Action(B, "end"))
    assert [unit(state, ids[i]).wounds for i in (0, 3, 4)] == [2, 1, 1]
    assert "Harpy-class Cruiser repairs 2 wounds." in texts(events, "repair")


def test_only_the_own_drydock_counts_and_a_ship_never_repairs_more_wounds_than_it_has():
    """5.3.4: B's Drydock and B's Regenerative Hull Alloys give A's ships nothing; A's own Alloys and
    Drydock give two more, but a ship with two wounds only loses those two."""
    pieces = [*STATIONS, Piece("orbital-drydock", B, host=1), Piece("harpy-class-cruiser", A, wounds=3)]
    state, ids = arrange(pieces, phase=DISCARD, turn=B, breakthrus=[(), ("regenerative-hull-alloys",)])
    after, _ = step(state, Action(B, "end"))
    assert unit(after, ids[3]).wounds == 2
    pieces = [*STATIONS, Piece("orbital-drydock", A, host=0), Piece("harpy-class-cruiser", A, wounds=2),
              Piece("dragon-class-battleship", A, wounds=4)]
    state, ids = arrange(pieces, phase=DISCARD, turn=B, breakthrus=[("regenerative-hull-alloys",)])
    after, events = step(state, Action(B, "end"))
    assert unit(after, ids[3]).wounds == 0 and unit(after, ids[4]).wounds == 1
    assert texts(events, "repair") == ["Harpy-class Cruiser repairs 2 wounds.",
                                       "Dragon-class Battleship repairs 3 wounds."]


# ----- the phases in order (5.2) ----------------------------------------------------------------
def test_logistics_then_manufacturing_then_engagement():
    """5.2: the three phases come in order; "next" moves on by one."""
    state, _ids = arrange(STATIONS, phase=LOGISTICS, turn=A)
    state, events = step(state, Action(A, "next"))
    assert state.phase == MANUFACTURING
    assert texts(events, "phase") == ["Commander A moves on to the manufacturing phase."]
    state, _ = step(state, Action(A, "next"))
    assert state.phase == ENGAGEMENT
    assert Action(A, "next") not in GAME.legal_actions(state, A)


# ----- the turn passes clockwise (5.6, 7.1) -----------------------------------------------------
def test_the_turn_passes_clockwise_and_wraps_round_the_table():
    """5.6: three commanders: A's turn passes to B, C's to A."""
    state, _ids = arrange([*THREE, Piece("harpy-class-cruiser", C)], players=3, phase=DISCARD, turn=A)
    after, events = step(state, Action(A, "end"))
    assert after.turn == B and after.phase == LOGISTICS
    assert texts(events, "turn") == ["Commander B's turn."]
    state = evolve(state, turn=C)
    after, _ = step(state, Action(C, "end"))
    assert after.turn == A


def test_the_turn_skips_a_commander_who_is_out_of_the_game():
    """7.1 and 6.1: an eliminated commander takes no more turns: A's turn passes over B to C."""
    state, _ids = arrange([*THREE, Piece("harpy-class-cruiser", C)], players=3, phase=DISCARD, turn=A)
    state = with_commander(state, B, alive=False)
    state, _ = step(state, Action(A, "end"))
    assert state.turn == C


def test_an_unmanned_hijacked_ship_goes_home_at_the_end_of_the_turn():
    """9.17: a hijacked ship needs a Marine of its new commander aboard; without one it reverts to
    its owner, checked when the turn ends."""
    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", B, controller=A)], phase=DISCARD, turn=A)
    state, events = step(state, Action(A, "end"))
    assert unit(state, ids[2]).controller == B
    assert texts(events, "revert") == ["Harpy-class Cruiser's crew returns her to Commander B."]


# ----- the drawn game (ruling H5) ---------------------------------------------------------------
def test_nothing_left_to_fight_with_draws_the_game():
    """Ruling H5: no commander still in the game has a ship, a card in hand or a shipyard: drawn.
    A Marine aboard the station is not a ship."""
    state, _ids = arrange([*STATIONS, Piece("sons-of-orion", A, host=0)], phase=DISCARD, turn=B)
    state, events = step(state, Action(B, "end"))
    assert state.phase == OVER and state.winners == ()
    assert texts(events, "game-over") == [
        "No commander has a ship or a card left to fight with: the game is drawn (ruling H5)."]
    assert [e.data["winners"] for e in events if e.kind == "game-over"] == [()]
    assert not texts(events, "turn")


def test_a_card_in_hand_a_shipyard_or_a_ship_keeps_the_game_going():
    """Ruling H5 applies only when nobody has any of the three; any one of them, for either
    commander, keeps the game going (a Fighter Wing in a bay is a ship too, 2.5)."""
    base, _ids = arrange(STATIONS, phase=DISCARD, turn=B)
    cases = [
        with_commander(base, A, hand=copies("sparrow-fighter-wing", A, 1)),
        with_commander(base, B, hand=copies("sparrow-fighter-wing", B, 1)),
        with_commander(base, A, shipyard=copies("sparrow-fighter-wing", A, 1)),
        with_commander(base, B, shipyard=copies("sparrow-fighter-wing", B, 1)),
        arrange([*STATIONS, Piece("harpy-class-cruiser", A)], phase=DISCARD, turn=B)[0],
        arrange([*STATIONS, Piece("harpy-class-cruiser", B)], phase=DISCARD, turn=B)[0],
        arrange([*STATIONS, Piece("zephyr-squadron", A, host=0)], phase=DISCARD, turn=B)[0],
    ]
    for state in cases:
        after, _ = step(state, Action(B, "end"))
        assert after.phase == LOGISTICS and after.turn == A and after.winners is None


def test_an_eliminated_commanders_shipyard_does_not_keep_the_game_going():
    """Ruling H5 counts the commanders still in the game: a fallen commander's left-over shipyard
    cannot destroy a station, so A and C with nothing draw."""
    state, _ids = arrange(THREE, players=3, phase=DISCARD, turn=A)
    state = with_commander(state, B, alive=False, shipyard=copies("harpy-class-cruiser", B, 3))
    state, _ = step(state, Action(A, "end"))
    assert state.phase == OVER and state.winners == ()


# ----- who may attack (5.5.1, 5.5.2) ------------------------------------------------------------
def test_only_a_commander_with_a_ship_in_open_space_may_declare_an_attack():
    """5.5.1-5.5.2: an attack needs a fleet; a Fighter Wing in a bay must launch first, so with only
    that A may skip but not engage. With a ship, A may attack any commander still in the game."""
    state, _ids = arrange([*STATIONS, Piece("zephyr-squadron", A, host=0)], phase=ENGAGEMENT, turn=A)
    assert [a.kind for a in GAME.legal_actions(state, A) if a.kind in ("engage", "skip")] == ["skip"]
    state, _ids = arrange([*THREE, Piece("harpy-class-cruiser", A)], players=3, phase=ENGAGEMENT, turn=A)
    state = with_commander(state, C, alive=False)
    engage = [a for a in GAME.legal_actions(state, A) if a.kind == "engage"]
    assert engage == [Action(A, "engage", (B,))]
    state, _ids = arrange([*STATIONS, Piece("harpy-class-cruiser", B)], phase=ENGAGEMENT, turn=A)
    assert not [a for a in GAME.legal_actions(state, A) if a.kind == "engage"]


def test_ships_of_are_the_ships_in_open_space_a_commander_controls():
    """Who may engage (5.5.1) asks for them: Fighter Wings in a bay are aboard, not in open space."""
    from tabletop.games.hull_breach.turns import ships_of

    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A), Piece("zephyr-squadron", A, host=0),
                          Piece("harpy-class-cruiser", B), Piece("zephyr-squadron", A)], phase=ENGAGEMENT, turn=A)
    w = Work(state, GAME.by_id)
    assert ships_of(w, A) == [ids[2], ids[5]] and ships_of(w, B) == [ids[4]]


# ----- what the cards' repair effects say (5.3.4, D1) -------------------------------------------
def crafted(card_id, **changes):
    """A copy of a card of the set with some fields changed (a card the set does not print)."""
    card = GAME.by_id[card_id]
    return card.__class__(**{**{f: getattr(card, f) for f in card.__slots__}, **changes})


def repaired(cards, pieces, breakthrus=()):
    """Run A's space dock (5.3.4) with the card set ``cards``; the wounds left on each piece."""
    from tabletop.games.hull_breach.turns import repair

    state, ids = arrange(pieces, breakthrus=breakthrus)
    w = Work(state, cards)
    repair(w, A)
    return [w.units[p].wounds for p in ids], w


def test_a_logistics_repair_card_repairs_as_many_more_wounds_as_it_says_on_the_units_it_names():
    """5.3.4 with D1: a repair card's structured effect says how many more wounds (``value``, one when
    it says nothing) and which units (``applies_to``: units and classes). A Drydock variant giving
    Cruisers two more: A's Harpy (a Cruiser with 3 wounds) loses all 3, the Valkyrie (a Battleship)
    only the one every unit gets; a variant saying no number gives one more."""
    effect = dict(GAME.by_id["orbital-drydock"].effects[0])
    two = {**effect, "value": 2, "applies_to": {"whose": "own", "units": ["ship"], "classes": ["cruiser"]}}
    cards = {**GAME.by_id, "orbital-drydock": crafted("orbital-drydock", effects=(two,))}
    pieces = [*STATIONS, Piece("orbital-drydock", A, host=0), Piece("harpy-class-cruiser", A, wounds=3),
              Piece("valkyrie-class-battleship", A, wounds=3)]
    wounds, w = repaired(cards, pieces)
    assert wounds[3:] == [0, 2]
    assert [e.text for e in w.events if e.kind == "repair"] == [
        "Harpy-class Cruiser repairs 3 wounds.", "Valkyrie-class Battleship repairs 1 wound."]
    plain = {k: v for k, v in effect.items() if k != "value"}
    cards = {**GAME.by_id, "orbital-drydock": crafted("orbital-drydock", effects=(plain,))}
    wounds, _w = repaired(cards, pieces)
    assert wounds[3:] == [1, 1]


def test_only_repair_effects_for_the_logistics_phase_count_at_the_space_dock():
    """5.3.4 and 3.4.4: a flipped Emergency Bulkheads (its repair is for the moment its ship would be
    destroyed) adds nothing at the space dock; a Breakthru whose repair is for another moment, or
    whose Logistics effect is not a repair, adds nothing either."""
    pieces = [*STATIONS, Piece("eagle-class-battle-cruiser", A, wounds=3), Piece("emergency-bulkheads", A, host=2),
              Piece("harpy-class-cruiser", A, wounds=3)]
    wounds, _w = repaired(GAME.by_id, pieces)
    assert wounds[2] == 2 and wounds[4] == 2
    alloys = GAME.by_id["regenerative-hull-alloys"].effects[0]
    for other in ({**alloys, "when": "flip"}, {**alloys, "effect": "gain"}):
        cards = {**GAME.by_id, "regenerative-hull-alloys": crafted("regenerative-hull-alloys", effects=(other,))}
        wounds, _w = repaired(cards, [*STATIONS, Piece("harpy-class-cruiser", A, wounds=3)],
                              breakthrus=[("regenerative-hull-alloys",)])
        assert wounds[2] == 2


def test_the_initiative_dice_say_whose_they_are():
    """4.8 with 8.5: each initiative die is logged with the commander who rolled it."""
    state, _ids = setup_position()
    state, _ = step(state, Action(A, "end"))
    _state, events = step(state, Action(B, "end"), (4, 9))
    assert [e.text for e in events if e.kind == "die"] == [
        "d10 (initiative, Commander A): 4", "d10 (initiative, Commander B): 9"]


def test_the_once_a_turn_conscription_is_open_again_as_a_plain_no():
    """5.4.2: the new turn's "not conscripted yet" is stored as False, like every other flag."""
    state, _ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A)], phase=DISCARD, turn=B)
    state = with_commander(state, A, conscripted=True)
    state, _ = step(state, Action(B, "end"))
    assert state.commanders[A].conscripted is False
