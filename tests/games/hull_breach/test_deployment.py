"""Hull Breach! deployment (book 2.2-2.5 where each kind of card may go, 2.4.1-2.4.2 Marine room and
Characters, 2.5.1.1-2.5.1.2 Fighter Wings and bays, 5.4.1 deploying, 5.4.4 reassigning, 9.5 capacity;
rulings H6 and H23): the hosts a card may be attached to, modules replacing one another, and Marines
and Fighter Wings moved once a phase. Commander A is seat 0 (RDF), Commander B seat 1 (Colonial)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.cards import card_set
from tabletop.games.hull_breach.deployment import marine_room
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import DISCARD, ENGAGEMENT, LOGISTICS, MANUFACTURING
from tabletop.games.hull_breach.work import Work
from tests.games.hull_breach.support import (
    MOVES,
    STATIONS,
    A,
    B,
    action_of_a,
    apply,
    apply_with_dice,
    copy_id,
    crafted,
    event_texts,
    hosts_for,
    legal,
    phase_position,
    position,
    regiment,
    run,
    unit,
    with_commander,
)


def test_a_new_module_scraps_the_old_one_and_transports_take_none():
    state, ids = arrange([*STATIONS, Piece("seagull-class-cruiser", A), Piece("ecm-suite", A, host=2),
                          Piece("pelican-class-transport", A)], hands=[("target-painting-array",)],
                         phase=MANUFACTURING, turn=A)
    array = state.commanders[A].hand[0]
    assert Action(A, "deploy", (array, ids[4])) not in GAME.legal_actions(state, A)
    state = run(state, (Action(A, "deploy", (array, ids[2])), ()))
    assert unit(state, ids[3]) is None and ids[3] in state.commanders[A].scrapheap


def test_a_searched_card_is_never_a_marine_character():
    """2.4.2: Characters are always deployed at cost from the hand, so a search cannot take one."""
    state, _ids = arrange(STATIONS, hands=[("an-unexpected-turn-of-events",)], phase=MANUFACTURING, turn=A,
                          stockpiles=[(20, 20), (0, 0)])
    shipyard = ("heroic-fleet-commander#0.9", "sons-of-orion#0.9")
    state = evolve(state, commanders=(evolve(state.commanders[A], shipyard=shipyard), state.commanders[B]))
    state = run(state, (Action(A, "play", (state.commanders[A].hand[0],)), ()))
    taken = {a.args[0] for a in GAME.legal_actions(state, A) if a.kind == "take"}
    assert taken == {"sons-of-orion#0.9"}


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


def test_a_fighter_wing_fits_a_bay_with_exactly_one_place_left():
    """2.5.1.1: the King-fisher holds two Fighter Wings; with one aboard, one more fits."""
    state, ids = position(Piece("king-fisher-class-cruiser", A), Piece("zephyr-squadron", A, host=2),
                          hand=("sparrow-fighter-wing",))
    assert hosts_for(state, state.commanders[A].hand[0]) == [None, ids[0], ids[2]]
    full = [Piece("zephyr-squadron", A, host=2) for _ in range(5)]
    state, ids = position(Piece("wyvern-class-capital-ship", A), *full, shipyard=(copy_id("sparrow-fighter-wing"),))
    assert regiment(state, ids[2], 1, "fighter-wing") == [copy_id("sparrow-fighter-wing")]


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


def test_a_marine_aboard_a_host_with_room_left_is_not_offered_its_own_host():
    """5.4.4: reassigning moves a Marine to another host; the station it is aboard (room for four)
    is not a move, the Harpy is."""
    state, ids = position(Piece("sons-of-orion", A, host=0), Piece("harpy-class-cruiser", A))
    assert hosts_for(state, ids[2], "assign") == [ids[3]]


def test_each_unit_is_reassigned_once_a_phase_and_only_by_its_commander():
    """Ruling H23: a unit already moved this phase is not offered again; 5.4.4: a Harpy is no Marine
    or Fighter Wing, and B's Rangers are not A's to move."""
    state, ids = phase_position(MANUFACTURING)
    state = with_commander(state, A, moved=(ids[4],))
    moves = [a for a in legal(state, A) if a.kind == "assign"]
    assert moves == [MOVES[0], MOVES[2]]


def test_a_reassignment_moves_the_unit_and_counts_against_the_phase():
    """5.4.4 and ruling H23."""
    state, ids = phase_position(MANUFACTURING)
    state = with_commander(state, A, mulligan_open=True, moved=("x#0.1",))
    state, events = apply_with_dice(state, MOVES[0])
    assert unit(state, ids[3]).host == ids[2]
    assert state.commanders[A].moved == ("x#0.1", ids[3]) and state.commanders[A].mulligan_open is False
    assert event_texts(events, "assign") == ["Sons of Orion moves aboard Harpy-class Cruiser."]
    assert [e.data for e in events if e.kind == "assign"] == [{"unit": ids[3], "host": ids[2]}]
    state, events = apply_with_dice(state, MOVES[2])
    assert unit(state, ids[5]).host is None and state.commanders[A].moved[-1] == ids[5]
    assert event_texts(events, "assign") == ["Sparrow Fighter Wing moves into open space."]
    assert state.engagement is None


def test_moving_on_clears_the_reassignments_and_says_which_phase_begins():
    """5.2: Logistics, Manufacturing, Engagement in order; ruling H23: moves count per phase."""
    state, ids = phase_position(LOGISTICS)
    state = with_commander(state, A, moved=(ids[3],))
    state, events = apply_with_dice(state, action_of_a("next"))
    assert state.phase == MANUFACTURING and state.commanders[A].moved == ()
    assert event_texts(events, "phase") == ["Commander A moves on to the manufacturing phase."]
    assert [e.data for e in events if e.kind == "phase"] == [{"seat": A}]
    state, events = apply_with_dice(state, action_of_a("next"))
    assert state.phase == ENGAGEMENT
    assert event_texts(events, "phase") == ["Commander A moves on to the engagement phase."]


def test_a_marine_character_takes_no_room_whatever_space_its_card_gives():
    """2.4.2: Marine Characters ignore space requirements. The set's Characters take no space on
    their cards anyway, so the Heroic Fleet Commander is given the space of a Marine here."""
    from dataclasses import replace
    state, ids = arrange([*STATIONS, Piece("drake-class-cruiser", A), Piece("heroic-fleet-commander", A, host=2),
                          Piece("sons-of-orion", A, host=2)])
    cards = dict(card_set().by_id)
    cards["heroic-fleet-commander"] = replace(cards["heroic-fleet-commander"], uses=(1, 0))
    assert Work(state, cards).load(ids[2]) == (1, 0)


def test_a_marine_is_reassigned_once_a_phase():
    """Ruling H23 (5.4.4 "reassign ... to a new legal host"): once moved, a Marine is not offered again
    until the next phase, so a phase cannot go on forever with the same Marine going back and forth."""
    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A), Piece("drake-class-cruiser", A),
                          Piece("sons-of-orion", A, host=2)], phase=MANUFACTURING, turn=A)
    harpy, drake, sons = ids[2:]
    state = run(state, (Action(A, "assign", (sons, drake)), ()))
    assert not [a for a in GAME.legal_actions(state, A) if a.kind == "assign" and a.args[0] == sons]
    verdict = GAME.validate(state, Action(A, "assign", (sons, harpy)))
    assert not verdict.ok and "H23" in verdict.rule
    state = run(state, (Action(A, "next"), ()), (Action(A, "skip"), ()))
    assert state.phase == DISCARD and Action(A, "assign", (sons, harpy)) in GAME.legal_actions(state, A)


def test_a_card_deployed_onto_another_commanders_unit_is_refused_as_not_on_your_battlefield():
    """5.4.1: a commander deploys onto their own battlefield. Marines aimed at the other commander's
    station or ship, or a module at their ship, are refused with that reason (not the phase or cost
    sentence, which would send a newcomer looking for the wrong thing); a host of one's own that is
    full still gets the deploy sentence."""
    state, ids = position(Piece("harpy-class-cruiser", B), hand=("sons-of-orion", "reinforced-armour-plating"))
    sons, plating = state.commanders[A].hand
    for card, host in ((sons, ids[1]), (sons, ids[2]), (plating, ids[2])):
        verdict = GAME.validate(state, Action(A, "deploy", (card, host)))
        assert (verdict.ok, verdict.code, verdict.rule) == (False, "not-your-battlefield",
                                                            "Hull Breach!, 5.4.1 Deploy Reinforcements")
        assert "your own battlefield" in verdict.reason and "never onto another commander's" in verdict.reason
    assert GAME.validate(state, Action(A, "deploy", (sons, ids[0]))).ok
    assert GAME.validate(state, Action(A, "deploy", (plating, ids[0]))).code == "cannot-deploy"
