"""Hull Breach! deployment (``deployment.py``), each rule in a small position: where a card may go
(2.2 station modules, 2.3 one module a ship or Marine, 2.4.1-2.4.2 Marine room and Characters,
2.5.1-2.5.1.1 Fighter Wings and bays, 2.5.5-2.5.6 and ruling H6 module sizes, 3.4.4 Face Up - Face
Down), what it costs (5.4.1, 5.4.2 / 9.8 conscription, 5.3.5 and ruling H8 Breakthrus), Unique
(3.4.12) and Regimented (3.4.8, 9.15 factions), and what the table is told (8.5) (issue 20:
mutation tests of ``deployment.py``). Commander A is seat 0 (RDF), Commander B seat 1 (Colonial)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.deployment import conscript_cost, deploy_cost, marine_room, regiment_choices
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import MANUFACTURING, SETUP, Prompt, physical_id
from tabletop.games.hull_breach.work import Work

A, B = 0, 1
STATIONS = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B)]


def position(*pieces, hand=(), stockpile=(20, 20), shipyard=(), seat=A, **kw):
    state, ids = arrange([*STATIONS, *pieces], hands=[hand, ()] if seat == A else [(), hand],
                         phase=kw.pop("phase", MANUFACTURING), turn=seat,
                         stockpiles=[stockpile, (20, 20)] if seat == A else [(20, 20), stockpile], **kw)
    if shipyard:
        cmds = list(state.commanders)
        cmds[seat] = evolve(cmds[seat], shipyard=tuple(shipyard))
        state = evolve(state, commanders=tuple(cmds))
    return state, ids


def hosts_for(state, pid, kind="deploy", seat=A):
    return [a.args[1] for a in GAME.legal_actions(state, seat) if a.kind == kind and a.args[0] == pid]


def apply(state, action):
    assert action in GAME.legal_actions(state, action.seat), (action, GAME.validate(state, action).message)
    return GAME.apply(state, action)


def unit(state, pid):
    return next((u for u in state.units if u.pid == pid), None)


def copy(card, seat=A, n=9):
    return physical_id(card, seat, n)


# ----- ships and Fighter Wings (2.5, 2.5.1.1) ---------------------------------------------------
def test_a_ship_is_deployed_into_open_space_only():
    """2.5: a ship larger than a Fighter Wing never goes into a bay."""
    state, _ids = position(Piece("king-fisher-class-cruiser", A), hand=("harpy-class-cruiser",))
    assert hosts_for(state, state.commanders[A].hand[0]) == [None]


def test_a_fighter_wing_goes_into_open_space_or_a_bay_with_room():
    """2.5.1.1: a Fighter Wing may deploy into space or into the bay of a ship or station of its
    commander with room: the station (4 bays) and the empty King-fisher (2), not the King-fisher
    whose two bays are full, not a ship with no bays, not the other commander's carrier."""
    state, ids = position(Piece("king-fisher-class-cruiser", A), Piece("king-fisher-class-cruiser", A),
                          Piece("zephyr-squadron", A, host=3), Piece("zephyr-squadron", A, host=3),
                          Piece("harpy-class-cruiser", A), Piece("king-fisher-class-cruiser", B),
                          hand=("sparrow-fighter-wing",))
    assert hosts_for(state, state.commanders[A].hand[0]) == [None, ids[0], ids[2]]


def test_a_fighter_wing_in_a_bay_is_reassigned_to_another_bay_or_launched_never_to_its_own():
    """5.4.4 and 2.5.1.2: in Manufacturing a Fighter Wing in a bay may move to another bay with room
    or out into space, but "moving" into the bay it is in is no move; one in space may go to a bay."""
    state, ids = position(Piece("king-fisher-class-cruiser", A), Piece("zephyr-squadron", A, host=2),
                          Piece("zephyr-squadron", A))
    assert sorted(hosts_for(state, ids[3], "assign"), key=str) == sorted([None, ids[0]], key=str)
    assert hosts_for(state, ids[4], "assign") == [ids[0], ids[2]]


# ----- Marines (2.4.1, 2.4.2) --------------------------------------------------------------------
def test_a_marine_goes_aboard_a_ship_or_station_with_room_for_it():
    """2.4.1: a Marine needs room aboard: the station (4) and the empty Harpy (1) take Sons of Orion,
    the Harpy with a Marine aboard does not; a Marine never goes into open space or onto a
    Fighter Wing (2.5.1)."""
    state, ids = position(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", A),
                          Piece("sons-of-orion", A, host=3), Piece("zephyr-squadron", A),
                          hand=("sons-of-orion",))
    assert hosts_for(state, state.commanders[A].hand[0]) == [ids[0], ids[2]]


def test_a_marine_character_ignores_the_room_but_needs_a_carrier():
    """2.4.2: a Character fits aboard any ship or station that can carry Marines, however full."""
    state, ids = position(Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                          Piece("zephyr-squadron", A), hand=("heroic-fleet-commander",))
    assert hosts_for(state, state.commanders[A].hand[0]) == [ids[0], ids[2]]


def test_a_big_marine_needs_its_whole_space_and_a_large_enough_ship():
    """2.4 and 2.4.1: Heavy Assault Troopers take two places and only go aboard a Battle Cruiser or
    larger: the Osprey (room 2) yes, the Drake Cruiser (room 2) no, the Valkyrie with one of its
    two places taken no, the station yes."""
    state, ids = position(Piece("osprey-class-battle-cruiser", A), Piece("drake-class-cruiser", A),
                          Piece("valkyrie-class-battleship", A), Piece("sons-of-orion", A, host=4),
                          hand=("heavy-assault-troopers",))
    assert hosts_for(state, state.commanders[A].hand[0]) == [ids[0], ids[2]]


def test_a_marine_is_reassigned_to_another_host_with_room_never_to_its_own():
    """5.4.4 and 2.4.1: Sons of Orion aboard the first Harpy may move to the station or the empty
    Harpy, not to the Harpy already holding a Marine, and not "to" its own Harpy."""
    state, ids = position(Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                          Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", A),
                          Piece("sons-of-orion", A, host=5))
    assert hosts_for(state, ids[3], "assign") == [ids[0], ids[4]]


def test_marine_room_counts_the_marine_s_own_place_when_it_moves_within_its_host():
    """2.4.1: a Marine already aboard a full host still fits there (its own place is counted once);
    another Marine does not, and a Character always fits a carrier."""
    state, ids = position(Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                          Piece("harpy-class-cruiser", A))
    w = Work(state, GAME.by_id)
    sons = GAME.by_id["sons-of-orion"]
    assert marine_room(w, sons, ids[2], moving=ids[3])
    assert not marine_room(w, sons, ids[2])
    assert not marine_room(w, sons, ids[2], moving=None)
    assert marine_room(w, sons, ids[4], moving=ids[3])
    assert marine_room(w, GAME.by_id["heroic-fleet-commander"], ids[2])


# ----- modules (2.2, 2.3, 2.5.5, 2.5.6, ruling H6, 3.4.4) ---------------------------------------
def test_a_station_module_goes_on_the_station_up_to_four_different_ones():
    """2.2: at most four Module - Station cards, never two copies of one."""
    state, ids = position(Piece("anaheim-strip-miners", A, host=0), Piece("xeros-salvage-yard", A, host=0),
                          hand=("point-defense-grid", "anaheim-strip-miners"))
    grid, miners = state.commanders[A].hand
    assert hosts_for(state, grid) == [ids[0]]
    assert hosts_for(state, miners) == []
    state, ids = position(Piece("anaheim-strip-miners", A, host=0), Piece("xeros-salvage-yard", A, host=0),
                          Piece("orbital-drydock", A, host=0), Piece("point-defense-grid", A, host=0),
                          hand=("fighter-hangar-ring",))
    assert hosts_for(state, state.commanders[A].hand[0]) == []
    state, ids = position(Piece("anaheim-strip-miners", A, host=0), Piece("xeros-salvage-yard", A, host=0),
                          Piece("orbital-drydock", A, host=0), Piece("sons-of-orion", A, host=0),
                          hand=("fighter-hangar-ring",))
    assert hosts_for(state, state.commanders[A].hand[0]) == [ids[0]]


def test_a_ship_module_goes_on_an_own_ship_that_may_carry_one():
    """2.3, 2.5.1, 2.5.6 and ruling H6: an ECM Suite may go on A's Harpy or on a Harpy that already
    has another module (it would replace it), not on a Fighter Wing, a Transport, a ship already
    carrying an ECM Suite, or B's ship."""
    state, ids = position(Piece("harpy-class-cruiser", A), Piece("zephyr-squadron", A),
                          Piece("pelican-class-transport", A), Piece("harpy-class-cruiser", A),
                          Piece("ecm-suite", A, host=5), Piece("harpy-class-cruiser", A),
                          Piece("target-painting-array", A, host=7), Piece("harpy-class-cruiser", B),
                          hand=("ecm-suite",))
    assert hosts_for(state, state.commanders[A].hand[0]) == [ids[2], ids[7]]


def test_a_sized_ship_module_needs_a_large_enough_ship():
    """2.5 table: a Fighter Bay Conversion needs a Cruiser or larger (not the Falcon Destroyer)."""
    state, ids = position(Piece("falcon-class-destroyer", A), Piece("harpy-class-cruiser", A),
                          Piece("dragon-class-battleship", A), hand=("fighter-bay-conversion",))
    assert hosts_for(state, state.commanders[A].hand[0]) == [ids[3], ids[4]]


def test_a_face_up_face_down_module_goes_free_and_face_down_on_battle_cruisers_and_larger():
    """3.4.4 and 2.5.5: larger than a Cruiser, at no cost, face down; the other commander is told a
    module went on face down, only its commander is told which (8.5 with 3.4.4)."""
    state, ids = position(Piece("harpy-class-cruiser", A), Piece("osprey-class-battle-cruiser", A),
                          hand=("hidden-missile-battery",), stockpile=(0, 0))
    battery = state.commanders[A].hand[0]
    assert hosts_for(state, battery) == [ids[3]]
    assert deploy_cost(Work(state, GAME.by_id), A, GAME.by_id["hidden-missile-battery"]) == (0, 0)
    state, events = apply(state, Action(A, "deploy", (battery, ids[3])))
    assert unit(state, battery).face_down and unit(state, battery).host == ids[3]
    deploys = [e for e in events if e.kind == "deploy"]
    assert [(e.text, e.audience) for e in deploys] == [
        ("Commander A attaches a face-down module to Osprey-class Battle Cruiser.", frozenset({B})),
        ("Commander A attaches Hidden Missile Battery face down to Osprey-class Battle Cruiser.", frozenset({A})),
    ]
    assert deploys[0].data == {"seat": A, "host": ids[3]}
    assert deploys[1].data == {"seat": A, "card": battery, "host": ids[3], "traits": ()}


def test_a_marine_module_goes_on_an_own_marine_never_on_a_character():
    """2.3 and 2.4.2: Proven in Action goes on a Marine of A's without one, not on a Character, not
    on a Marine already carrying Proven in Action, not on B's Marine."""
    state, ids = position(Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                          Piece("heroic-fleet-commander", A, host=2), Piece("sons-of-orion", A, host=0),
                          Piece("proven-in-action", A, host=5), Piece("sons-of-orion", A, host=0),
                          Piece("powered-armour", A, host=7), Piece("colonial-rangers", B, host=1),
                          hand=("proven-in-action",))
    assert hosts_for(state, state.commanders[A].hand[0]) == [ids[3], ids[7]]


def test_a_new_module_scraps_the_old_one_and_a_lost_bay_launches_its_fighters():
    """2.3: the replaced module goes to the scrapheap; 9.5: the Fighter Wings the Drake's Fighter
    Bay Conversion held launch into open space when it goes."""
    state, ids = position(Piece("drake-class-cruiser", A), Piece("fighter-bay-conversion", A, host=2),
                          Piece("sparrow-fighter-wing", A, host=2), Piece("sparrow-fighter-wing", A, host=2),
                          hand=("ecm-suite",))
    ecm = state.commanders[A].hand[0]
    state, events = apply(state, Action(A, "deploy", (ecm, ids[2])))
    assert unit(state, ids[3]) is None and state.commanders[A].scrapheap == (ids[3],)
    assert unit(state, ids[4]).host is None and unit(state, ids[5]).host is None
    assert unit(state, ecm).host == ids[2]
    assert [e.text for e in events if e.kind == "scrap"] == ["Fighter Bay Conversion is scrapped to make room."]
    assert [e.data["unit"] for e in events if e.kind == "scrap"] == [ids[3]]
    assert len([e for e in events if e.kind == "launch"]) == 2
    assert (state.commanders[A].resource, state.commanders[A].currency) == (18, 18)


# ----- what the table is told (8.5) -------------------------------------------------------------
def test_each_deployment_is_announced_with_where_it_went():
    """8.5: every deployment is stated: into space, aboard a host, on a host, a Breakthru."""
    state, ids = position(Piece("harpy-class-cruiser", A),
                          hand=("seagull-class-cruiser", "sons-of-orion", "ecm-suite", "zephyr-squadron"))
    seagull, sons, ecm, zephyr = state.commanders[A].hand
    said = []
    for pid, host in ((seagull, None), (sons, ids[2]), (ecm, ids[2]), (zephyr, ids[0])):
        state, events = apply(state, Action(A, "deploy", (pid, host)))
        said += [e for e in events if e.kind == "deploy"]
    assert [e.text for e in said] == [
        "Commander A deploys Seagull-class Cruiser.",
        "Commander A deploys Sons of Orion aboard Harpy-class Cruiser.",
        "Commander A deploys ECM Suite on Harpy-class Cruiser.",
        "Commander A deploys Zephyr Squadron aboard Skyline Defense HQ.",
    ]
    assert [(e.data["seat"], e.data["card"], e.data["host"], e.data["free"], e.data["traits"]) for e in said] == [
        (A, seagull, None, False, ()), (A, sons, ids[2], False, ()), (A, ecm, ids[2], False, ()),
        (A, zephyr, ids[0], False, ())]
    assert all(e.audience is None for e in said)


def test_a_breakthru_goes_on_the_battlefield_free_in_logistics():
    """5.3.5 and ruling H8: a Breakthru is deployed at no cost, onto the battlefield, not as a unit."""
    state, _ids = position(hand=("fighter-doctrine",), stockpile=(0, 0), phase="logistics")
    doctrine = state.commanders[A].hand[0]
    assert hosts_for(state, doctrine) == [None]
    state, events = apply(state, Action(A, "deploy", (doctrine, None)))
    assert state.commanders[A].battlefield == (doctrine,) and unit(state, doctrine) is None
    assert (state.commanders[A].resource, state.commanders[A].currency) == (0, 0)
    assert [(e.text, e.data["card"], e.data["seat"]) for e in events if e.kind == "deploy"] == [
        ("Commander A deploys the Breakthru Fighter Doctrine.", doctrine, A)]


# ----- costs (5.4.1, 5.4.2, 9.8, 8.4) -----------------------------------------------------------
def test_a_card_is_deployed_only_when_the_stockpile_covers_its_cost():
    """5.4.1: the Harpy costs 5 Resource and 4 Currency: exactly that is enough, one less of either
    is not, and deploying takes both off the stockpile."""
    for stockpile, ok in (((5, 4), True), ((4, 4), False), ((5, 3), False)):
        state, _ids = position(hand=("harpy-class-cruiser",), stockpile=stockpile)
        harpy = state.commanders[A].hand[0]
        assert (hosts_for(state, harpy) == [None]) is ok
    state, _ids = position(hand=("harpy-class-cruiser",), stockpile=(7, 9))
    state, _ = apply(state, Action(A, "deploy", (state.commanders[A].hand[0], None)))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (2, 5)


def test_conscription_pays_twice_the_printed_cost_and_must_afford_it():
    """5.4.2 and 9.8: twice the face value (a Harpy: 10 and 8), discounts ignored; 9 Resource is not
    enough. Only Ships and Marines are conscripted, never an Event, a Module or a Breakthru."""
    assert conscript_cost(GAME.by_id["harpy-class-cruiser"]) == (10, 8)
    assert conscript_cost(GAME.by_id["sons-of-orion"]) == (4, 4)
    yard = (copy("harpy-class-cruiser"), copy("sons-of-orion"), copy("ecm-suite"), copy("supply-convoy"),
            copy("fighter-doctrine"), copy("point-defense-grid"))
    state, ids = position(Piece("harpy-class-cruiser", A), stockpile=(10, 8), shipyard=yard)
    conscripts = {(a.args[0], a.args[1]) for a in GAME.legal_actions(state, A) if a.kind == "conscript"}
    assert conscripts == {(yard[0], None), (yard[1], ids[0]), (yard[1], ids[2])}
    state, _ids = position(stockpile=(9, 20), shipyard=yard[:1])
    assert not [a for a in GAME.legal_actions(state, A) if a.kind == "conscript"]
    state, _ids = position(stockpile=(10, 8), shipyard=yard[:1])
    state, events = apply(state, Action(A, "conscript", (yard[0], None)))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (0, 0)
    assert [e.text for e in events if e.kind == "deploy"] == ["Commander A conscripts Harpy-class Cruiser."]


def test_discounts_lower_the_cost_but_never_below_zero_and_breakthrus_cost_nothing():
    """5.4.1 and 8.4: Automated Shipyards' discount comes off a deployment; 5.3.5 and ruling H8: a
    Breakthru costs nothing whatever the data prints."""
    state, _ids = position(breakthrus=[("automated-shipyards",)])
    w = Work(state, GAME.by_id)
    harpy = GAME.by_id["harpy-class-cruiser"]
    assert deploy_cost(w, A, harpy) == w.cost(A, harpy) != harpy.cost
    assert deploy_cost(w, A, GAME.by_id["fighter-doctrine"]) == (0, 0)
    assert deploy_cost(w, A, GAME.by_id["sons-of-orion"]) == GAME.by_id["sons-of-orion"].cost


# ----- Unique (3.4.12) --------------------------------------------------------------------------
def test_a_unique_card_is_deployed_once_at_a_time_per_commander():
    """3.4.12: A may not deploy a second Phoenix while A's first is in play, even when B has hijacked
    it; B's own Phoenix, hijacked by A, does not stop A deploying one. The deployment says Unique."""
    state, _ids = position(Piece("phoenix-class-capital-ship", A, controller=B), hand=("phoenix-class-capital-ship",))
    assert hosts_for(state, state.commanders[A].hand[0]) == []
    state, _ids = position(Piece("phoenix-class-capital-ship", B, controller=A), hand=("phoenix-class-capital-ship",))
    phoenix = state.commanders[A].hand[0]
    assert hosts_for(state, phoenix) == [None]
    state, events = apply(state, Action(A, "deploy", (phoenix, None)))
    assert [e.data["traits"] for e in events if e.kind == "deploy"] == [("unique",)]
    assert not [a for a in GAME.legal_actions(state, A) if a.kind == "conscript"]


def test_a_unique_card_cannot_be_conscripted_or_deployed_again_from_the_shipyard():
    """3.4.12 and 9.8: no Unique card is conscripted, not even the first copy."""
    state, _ids = position(shipyard=(copy("phoenix-class-capital-ship"), copy("albatross-class-capital-ship")),
                           stockpile=(20, 20))
    assert not [a for a in GAME.legal_actions(state, A) if a.kind == "conscript"]


# ----- Regimented (3.4.8) -----------------------------------------------------------------------
def regiment(state, host, count, unit_kind, seat=A):
    return regiment_choices(Work(state, GAME.by_id), Prompt(seat, "regiment", host, count, unit_kind, MANUFACTURING))


def test_a_regimented_ship_asks_for_its_marines_from_the_shipyard():
    """3.4.8: deploying the Griffin (Regimented x2, Marines) opens the choice of two Marines from the
    shipyard, taken one at a time, free, aboard her."""
    yard = (copy("sons-of-orion"), copy("rdf-military-police-company"))
    state, _ids = position(hand=("griffin-class-battleship",), shipyard=yard)
    griffin = state.commanders[A].hand[0]
    state, events = apply(state, Action(A, "deploy", (griffin, None)))
    assert state.prompts == (Prompt(A, "regiment", griffin, 2, "marine", MANUFACTURING),)
    state, events = apply(state, Action(A, "take", (yard[0],)))
    assert state.prompts == (Prompt(A, "regiment", griffin, 1, "marine", MANUFACTURING),)
    assert unit(state, yard[0]).host == griffin
    assert [(e.text, e.data["free"], e.data["traits"]) for e in events if e.kind == "deploy"] == [
        ("Commander A takes aboard from the shipyard Sons of Orion aboard Griffin-class Battleship.", True,
         ("regimented",))]


def test_regimented_marines_must_fit_belong_to_the_faction_and_never_be_characters():
    """3.4.8 and 9.15: the shipyard's Marines that may come aboard the Griffin (room 3): one of each
    card, in no secret order; never a Character, never a Marine of another faction (Colonial Rangers
    for an RDF commander), never one too big for the room left."""
    yard = (copy("sons-of-orion", n=9), copy("sons-of-orion", n=8), copy("heroic-fleet-commander"),
            copy("colonial-rangers"), copy("heavy-assault-troopers"), copy("zephyr-squadron"))
    state, ids = position(Piece("griffin-class-battleship", A), shipyard=yard)
    griffin = ids[2]
    assert regiment(state, griffin, 2, "marine") == [yard[4], yard[1]]
    state, ids = position(Piece("griffin-class-battleship", A), Piece("sons-of-orion", A, host=2),
                          Piece("sons-of-orion", A, host=2), shipyard=yard)
    assert regiment(state, ids[2], 1, "marine") == [yard[1]]
    assert regiment(state, "gone#0.1", 1, "marine") == []
    assert regiment(state, None, 1, "marine") == []


def test_regimented_fighter_wings_must_fit_the_bays():
    """3.4.8 and 2.5.1.1: the Wyvern's Regimented Fighter Wings come from the shipyard into her bays
    (6): Fighter Wings only, while a bay is free."""
    yard = (copy("zephyr-squadron"), copy("sparrow-fighter-wing"), copy("harpy-class-cruiser"),
            copy("sons-of-orion"))
    state, ids = position(Piece("wyvern-class-capital-ship", A), shipyard=yard)
    assert regiment(state, ids[2], 2, "fighter-wing") == [yard[1], yard[0]]
    full = [Piece("zephyr-squadron", A, host=2) for _ in range(6)]
    state, ids = position(Piece("wyvern-class-capital-ship", A), *full, shipyard=yard)
    assert regiment(state, ids[2], 2, "fighter-wing") == []


def test_a_regimented_station_takes_its_marine_in_the_set_up_turn():
    """3.4.8 with 4.2: Orion Frontier Outpost (Regimented, one Marine) asks for it when deployed; the
    prompt remembers the phase to go back to."""
    from tabletop.games.hull_breach.deployment import place

    state, _ids = arrange(STATIONS, phase=SETUP)
    w = Work(state, GAME.by_id)
    outpost = physical_id("orion-frontier-outpost", B, 2)
    w.cmd[B] = evolve(w.cmd[B], station=outpost)
    place(w, B, outpost, None, free=True, how="deploys the station")
    assert w.prompts == (Prompt(B, "regiment", outpost, 1, "marine", SETUP),)


# ----- more of the same rules, at their edges ---------------------------------------------------
def crafted(card_id, **changes):
    """A copy of a card of the set with some fields changed (a card the set does not print)."""
    card = GAME.by_id[card_id]
    return card.__class__(**{**{f: getattr(card, f) for f in card.__slots__}, **changes})


def test_a_fighter_wing_fits_a_bay_with_exactly_one_place_left():
    """2.5.1.1: the King-fisher holds two Fighter Wings; with one aboard, one more fits."""
    state, ids = position(Piece("king-fisher-class-cruiser", A), Piece("zephyr-squadron", A, host=2),
                          hand=("sparrow-fighter-wing",))
    assert hosts_for(state, state.commanders[A].hand[0]) == [None, ids[0], ids[2]]
    full = [Piece("zephyr-squadron", A, host=2) for _ in range(5)]
    state, ids = position(Piece("wyvern-class-capital-ship", A), *full, shipyard=(copy("sparrow-fighter-wing"),))
    assert regiment(state, ids[2], 1, "fighter-wing") == [copy("sparrow-fighter-wing")]


def test_a_deployed_unit_starts_without_wounds():
    """9.39: wounds are marked as they are suffered; a new unit has none."""
    state, _ids = position(hand=("harpy-class-cruiser",))
    harpy = state.commanders[A].hand[0]
    state, _ = apply(state, Action(A, "deploy", (harpy, None)))
    assert unit(state, harpy).wounds == 0 and unit(state, harpy).controller == A and unit(state, harpy).owner == A


def test_only_a_ship_or_marine_module_replaces_the_old_one():
    """2.2 and 2.3: a station keeps its modules when another is added (up to four); a Marine going
    aboard a ship leaves the ship's module alone; a Marine's new module replaces its old one."""
    state, ids = position(Piece("anaheim-strip-miners", A, host=0), Piece("harpy-class-cruiser", A),
                          Piece("ecm-suite", A, host=3), Piece("sons-of-orion", A, host=0),
                          Piece("powered-armour", A, host=5),
                          hand=("point-defense-grid", "sons-of-orion", "proven-in-action"))
    grid, sons, proven = state.commanders[A].hand
    state, _ = apply(state, Action(A, "deploy", (grid, ids[0])))
    state, _ = apply(state, Action(A, "deploy", (sons, ids[3])))
    assert unit(state, ids[2]) is not None and unit(state, ids[4]) is not None
    assert state.commanders[A].scrapheap == ()
    state, _ = apply(state, Action(A, "deploy", (proven, ids[5])))
    assert unit(state, ids[6]) is None and state.commanders[A].scrapheap == (ids[6],)
    assert unit(state, proven).host == ids[5]


def test_a_class_size_maximum_keeps_a_card_off_larger_ships():
    """2.4 and 2.5: a class-size restriction may give a largest class too (no card of the set
    prints one): a Marine for Cruisers at most goes aboard a Cruiser, not a Battleship."""
    from tabletop.games.hull_breach.deployment import _size_ok

    state, ids = position(Piece("harpy-class-cruiser", A), Piece("dragon-class-battleship", A),
                          Piece("falcon-class-destroyer", A))
    w = Work(state, GAME.by_id)
    small = crafted("sons-of-orion", class_size=(None, "cruiser"))
    assert [_size_ok(small, w, p) for p in ids[2:5]] == [True, False, True]
    middle = crafted("sons-of-orion", class_size=("cruiser", "battleship"))
    assert [_size_ok(middle, w, p) for p in (ids[0], *ids[2:5])] == [False, True, True, False]


def test_a_face_up_face_down_module_is_free_whatever_it_prints():
    """3.4.4: such modules are deployed at no cost (the set's print 0; one printing a cost is free too)."""
    state, _ids = position()
    w = Work(state, GAME.by_id)
    assert deploy_cost(w, A, crafted("hidden-missile-battery", cost=(3, 2))) == (0, 0)
    assert deploy_cost(w, A, crafted("ecm-suite", cost=(3, 2))) == (3, 2)


def test_regimented_takes_the_next_card_after_a_second_copy_and_never_a_unique_one_in_play():
    """3.4.8 and 3.4.12: every different legal card of the shipyard is offered, whatever copies come
    before it; a Unique Fighter Wing (none in the set) already in play for A is not offered."""
    yard = (copy("heavy-assault-troopers", n=8), copy("heavy-assault-troopers", n=9), copy("sons-of-orion"))
    state, ids = position(Piece("griffin-class-battleship", A), shipyard=yard)
    assert regiment(state, ids[2], 2, "marine") == [yard[0], yard[2]]
    unique = crafted("zephyr-squadron", traits=(*GAME.by_id["zephyr-squadron"].traits, ("unique", True)))
    cards = {**GAME.by_id, "zephyr-squadron": unique}
    yard = (copy("zephyr-squadron"), copy("sparrow-fighter-wing"))
    state, ids = position(Piece("wyvern-class-capital-ship", A), shipyard=yard)
    prompt = Prompt(A, "regiment", ids[2], 2, "fighter-wing", MANUFACTURING)
    assert regiment_choices(Work(state, cards), prompt) == [yard[1], yard[0]]
    state, ids = position(Piece("wyvern-class-capital-ship", A), Piece("zephyr-squadron", A), shipyard=yard)
    assert ids[2] == prompt.host
    assert regiment_choices(Work(state, cards), prompt) == [yard[1]]


def test_a_unique_marine_character_is_never_conscripted():
    """9.8 and 3.4.12: no Unique card is conscripted, even one whose doubled cost is affordable (the
    Heroic Fleet Commander: 8 and 8)."""
    state, _ids = position(Piece("harpy-class-cruiser", A), shipyard=(copy("heroic-fleet-commander"),),
                           stockpile=(20, 20))
    assert not [a for a in GAME.legal_actions(state, A) if a.kind == "conscript"]
    state, ids = position(Piece("harpy-class-cruiser", A), shipyard=(copy("sons-of-orion"),), stockpile=(20, 20))
    assert [a.args for a in GAME.legal_actions(state, A) if a.kind == "conscript"] == [
        (copy("sons-of-orion"), ids[0]), (copy("sons-of-orion"), ids[2])]


def test_a_marine_aboard_a_host_with_room_left_is_not_offered_its_own_host():
    """5.4.4: reassigning moves a Marine to another host; the station it is aboard (room for four)
    is not a move, the Harpy is."""
    state, ids = position(Piece("sons-of-orion", A, host=0), Piece("harpy-class-cruiser", A))
    assert hosts_for(state, ids[2], "assign") == [ids[3]]


# ----- found while reading the survivors, fixed (can happen with authored cards) -------------
def test_a_marine_character_is_never_conscripted_even_if_not_unique():
    """2.4.2 and 5.4.2: conscription searches the shipyard; a Character only ever comes from the hand."""
    from tabletop.games.hull_breach.deployment import can_deploy_from

    vance = GAME.by_id["master-engineer-vance"]
    plain = crafted("master-engineer-vance", traits=tuple(t for t in vance.traits if t[0] != "unique"))
    state, _ids = position(Piece("harpy-class-cruiser", A), shipyard=(copy("master-engineer-vance"),))
    w = Work(state, {**GAME.by_id, "master-engineer-vance": plain})
    assert can_deploy_from(w, A, copy("master-engineer-vance"), conscript=True) == []
