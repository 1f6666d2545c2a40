"""Hull Breach! destruction (book 6.7 "Destruction and the Concept of Immediate", 9.1 attached cards,
9.5 capacity lost, 9.13, 9.39 wounds): when wounds destroy a unit, what goes with it, Fighter Wings
launching from a wreck unless it is destroyed immediately, and Marines and Fighter Wings a host can no
longer hold."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach.combat import destroy, wound
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import ATTACK, DEFEND, INTERCEPT, MANUFACTURING, Engagement
from tests.games.hull_breach.support import STATIONS, A, B, battle_work, fire, run, texts, unit, work


def test_a_host_that_loses_capacity_launches_its_fighters_and_loses_marines_it_cannot_hold():
    """9.5: replacing the Drake's Fighter Bay Conversion leaves her Sparrows no bay: they launch."""
    state, ids = arrange([*STATIONS, Piece("drake-class-cruiser", A), Piece("fighter-bay-conversion", A, host=2),
                          Piece("sparrow-fighter-wing", A, host=2), Piece("sparrow-fighter-wing", A, host=2)],
                         hands=[("ecm-suite",)], phase=MANUFACTURING, turn=A)
    state = run(state, (Action(A, "deploy", (state.commanders[A].hand[0], ids[2])), ()))
    assert unit(state, ids[4]).host is None and unit(state, ids[5]).host is None
    state, ids = arrange([Piece("orion-frontier-outpost", A), Piece("militia-barracks", A, host=0),
                          *[Piece("colonial-rangers", A, host=0) for _ in range(7)],
                          Piece("skyline-defense-hq", B), Piece("harpy-class-cruiser", B)], turn=B)
    state = evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[-1],)))
    state = run(state, *[(Action(B, "aim", (ids[-1], ids[1])), ()) for _ in range(5)],
                (Action(B, "fire", (ids[-1],)), (9, 9, 1, 1, 1)))
    assert sum(1 for u in state.units if u.card == "colonial-rangers") == 5     # the Outpost holds 5


def test_fighter_wings_launch_from_a_wreck_unless_it_is_destroyed_immediately():
    """6.7: Fighter Wings in the bays of a ship destroyed by volley fire launch into open space (and
    fight on in her fleet); when the destruction is immediate they die with her (9.1)."""
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("king-fisher-class-cruiser", B), Piece("sparrow-fighter-wing", B, host=2),
              Piece("colonial-rangers", B, host=2)]
    state, ids = arrange(pieces, turn=B)
    state = evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[2],)))
    w = work(state)
    destroy(w, ids[2], immediate=False)
    assert w.units[ids[3]].host is None and w.eng.fleet == (ids[3],)
    assert ids[4] not in w.units and ids[4] in w.cmd[B].scrapheap
    assert texts(w, "launch") == ["Sparrow Fighter Wing launches from the wreck of King Fisher-class Cruiser."]
    assert [e.data for e in w.events if e.kind == "launch"] == [{"unit": ids[3]}]
    assert texts(w, "destroyed")[-1] == "King Fisher-class Cruiser is destroyed."
    w = work(state)
    destroy(w, ids[2], immediate=True)
    assert ids[3] not in w.units and ids[3] in w.cmd[B].scrapheap and not texts(w, "launch")


def test_a_lost_module_of_a_host_takes_the_room_it_gave():
    """9.5: when the Fighter Bay Conversion on B's Drake is destroyed, the Sparrows it held launch."""
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("drake-class-cruiser", B), Piece("fighter-bay-conversion", B, host=2),
              Piece("sparrow-fighter-wing", B, host=2)]
    state, ids = arrange(pieces)
    w = work(state)
    destroy(w, ids[3], immediate=False)
    assert ids[3] not in w.units and w.units[ids[4]].host is None
    assert texts(w, "launch") == ["Sparrow Fighter Wing has lost its bay and launches into open space."]


def test_a_host_that_lost_room_loses_the_marines_last_aboard():
    """9.5: Marines beyond the room left are lost, the last to come aboard first."""
    from tabletop.games.hull_breach.combat import check_capacity

    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=2),
              Piece("boarding-commandos", B, host=2), Piece("heroic-fleet-commander", B, host=2)]
    state, ids = arrange(pieces)
    w = work(state)
    check_capacity(w, ids[2])
    assert ids[3] in w.units and ids[4] not in w.units and ids[5] in w.units
    assert texts(w, "casualties") == ["Boarding Commandos has no room left aboard Harpy-class Cruiser and is lost."]


def test_wounds_destroy_a_unit_when_they_reach_its_wounds():
    """9.39: destroyed when the wounds equal or exceed the number on the card."""
    state, ids = arrange([Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
                          Piece("harpy-class-cruiser", B, wounds=1)])
    w = work(state)
    assert not wound(w, ids[2], 1) and w.units[ids[2]].wounds == 2
    assert wound(w, ids[2], 1) and w.units[ids[2]].wounds == 3


def test_a_lost_bay_in_the_attacking_fleet_launches_into_the_fleet_and_marines_stay_aboard():
    """9.5 and 2.5.1.1: the Fighter Wings a fleet ship can no longer carry launch and fight on in her
    fleet; her Marines are not Fighter Wings and stay; full bays that still fit launch nobody."""
    from tabletop.games.hull_breach.combat import check_capacity

    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("drake-class-cruiser", B), Piece("fighter-bay-conversion", B, host=2),
              Piece("sparrow-fighter-wing", B, host=2), Piece("colonial-rangers", B, host=2),
              Piece("king-fisher-class-cruiser", B), Piece("sparrow-fighter-wing", B, host=6),
              Piece("sparrow-fighter-wing", B, host=6)]
    state, ids = arrange(pieces, turn=B)
    w = work(evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[2], ids[6]))))
    destroy(w, ids[3], immediate=False)
    assert w.units[ids[4]].host is None and w.units[ids[5]].host == ids[2]
    assert w.eng.fleet == (ids[2], ids[6], ids[4])
    assert [e.data for e in w.events if e.kind == "launch"] == [{"unit": ids[4]}]
    check_capacity(w, ids[6])
    assert w.units[ids[7]].host == ids[6] and w.units[ids[8]].host == ids[6]


def test_a_destroyed_unit_leaves_the_engagement_s_lists_and_the_table_is_told_whose_it_was():
    """6.7 and 9.1: a destroyed unit is out of the fleet, owes no Stoic volley any more, and its
    declared boards (as boarder or as target) are off; the event names the unit and its owner."""
    from tabletop.games.hull_breach.state import Board

    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("dragon-class-battleship", B), Piece("colonial-rangers", B, host=2),
              Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B)]
    state, ids = arrange(pieces, turn=B)
    boards = (Board(B, ids[2], ids[4]), Board(B, ids[5], ids[4]))
    eng = Engagement(B, A, step=ATTACK, round=2, fleet=(ids[2], ids[5]), stoic=(ids[2], ids[5]), boards=boards)
    w = work(evolve(state, engagement=eng))
    destroy(w, ids[2], immediate=True)
    assert w.eng.fleet == (ids[5],) and w.eng.stoic == (ids[5],) and w.eng.boards == (boards[1],)
    assert [e.data for e in w.events if e.kind == "destroyed"] == [
        {"unit": ids[3], "owner": B}, {"unit": ids[2], "owner": B}]
    assert [e.text for e in w.events if e.kind == "destroyed"] == [
        "Colonial Rangers is destroyed.", "Dragon-class Battleship is destroyed."]
    destroy(w, ids[4], immediate=True)
    assert w.eng.boards == ()


def test_fighters_launching_from_a_defenders_wreck_stay_on_the_defending_side():
    """6.7: the Sparrow launching from A's King-fisher, destroyed at A's station, is A's and does not
    join B's attacking fleet; with no engagement at all, it simply launches."""
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("king-fisher-class-cruiser", A), Piece("sparrow-fighter-wing", A, host=2),
              Piece("harpy-class-cruiser", B)]
    state, ids = arrange(pieces, turn=B)
    w = work(evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[4],))))
    destroy(w, ids[2], immediate=False)
    assert w.units[ids[3]].host is None and w.eng.fleet == (ids[4],)
    w = work(state)
    destroy(w, ids[2], immediate=False)
    assert w.units[ids[3]].host is None


def test_fighters_in_the_bay_of_a_carrier_killed_by_interceptor_fire_die_with_her():
    """3.3.1 and 6.7: Interceptor fire destroys immediately, so the King Fisher's Sparrow dies with her;
    killed by ordinary fire, the Sparrow launches into space and fights on in the fleet."""
    pieces = (Piece("king-fisher-class-cruiser", B, wounds=2), Piece("sparrow-fighter-wing", B, host=2),
              Piece("harpy-class-cruiser", B), Piece("point-defense-grid", A, host=0))
    w, ids = battle_work(*pieces, step=INTERCEPT, round_=1)
    king, sparrow, harpy, _grid = ids[2:]
    fire(w, A, ids[0], king, 1, [9])
    assert king not in w.units and sparrow not in w.units and w.eng.fleet == (harpy,)
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("king-fisher-class-cruiser", B, wounds=2),
                         Piece("sparrow-fighter-wing", B, host=3), Piece("harpy-class-cruiser", B), step=DEFEND)
    mine, king, sparrow, harpy = ids[2:]
    fire(w, A, mine, king, 1, [9])
    assert king not in w.units and w.units[sparrow].host is None and w.eng.fleet == (harpy, sparrow)
