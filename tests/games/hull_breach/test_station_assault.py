"""Hull Breach! attacking a station (book 2.2, 6.4.3 and 6.9; rulings H15 and H16): the station and
its modules are safe in the first round while a ship stands, the modules come first and share the
station's pooled defense, and dice declared at the station while a module stands are lost."""

from __future__ import annotations

from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach import engagement as E
from tabletop.games.hull_breach.cards import card_set
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import ATTACK_BOARD, DEFEND, DISCARD
from tabletop.games.hull_breach.work import Work
from tests.games.hull_breach.support import (
    STATIONS,
    A,
    B,
    act,
    battle_work,
    station_with_modules,
    texts,
    w_forced,
)


def test_in_the_first_round_the_station_and_its_modules_are_safe_while_a_ship_stands():
    """6.4.3 and ruling H15: in round 1 only the defender's ships (never a Fighter Wing in a bay)."""
    w, ids = station_with_modules(Piece("king-fisher-class-cruiser", A), Piece("sparrow-fighter-wing", A, host=4),
                                  Piece("harpy-class-cruiser", B), round_=1)
    miners, yard, king, _sparrow, harpy = ids[2:]
    assert E.targets(w, harpy) == [king]
    w.eng = evolve(w.eng, round=2)
    assert E.targets(w, harpy) == [king, miners, yard]


def test_with_no_ship_to_fire_at_the_modules_come_first_and_the_station_after_all_of_them():
    """6.9 and ruling H16: the station may have dice declared at it only once every standing module
    has some declared at it, by the same unit."""
    w, ids = station_with_modules(Piece("harpy-class-cruiser", B), Piece("valkyrie-class-battleship", B), round_=1)
    miners, yard, harpy, valkyrie = ids[2:]
    station = ids[0]
    assert E.targets(w, harpy) == [miners, yard]
    w.eng = evolve(w.eng, shooter=harpy, aim=((miners, 1),))
    assert E.targets(w, harpy) == [miners, yard]
    w.eng = evolve(w.eng, aim=((miners, 1), (yard, 2)))
    assert E.targets(w, harpy) == [miners, yard, station]
    assert E.targets(w, valkyrie) == [miners, yard]       # another unit's declaration does not count
    w, ids = battle_work(Piece("harpy-class-cruiser", B), round_=1)
    assert E.targets(w, ids[2]) == [ids[0]]               # no modules: the station at once


def test_the_defender_fires_only_at_the_fleet_never_at_the_attackers_station_or_its_modules():
    """6.4.2 and 2.2: the attacker's station is not local; nor are its modules."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("anaheim-strip-miners", B, host=1),
                         Piece("valkyrie-class-battleship", B), step=DEFEND, round_=2)
    harpy, _miners, valkyrie = ids[2:]
    assert E.targets(w, harpy) == [valkyrie]


def test_dice_at_the_station_are_lost_while_a_module_stands_but_roll_once_it_falls():
    """6.9's second Harpy: 2 dice at the Salvage Yard and 3 at the station; the station's dice are
    lost unless the Yard fell to the first ones. A module goes at once, not at the volley's end."""
    w, ids = battle_work(Piece("xeros-salvage-yard", A, host=0), Piece("harpy-class-cruiser", B), round_=2)
    yard, harpy = ids[2:]
    station = ids[0]
    for t in (yard, yard, station, station, station):
        act(w, B, "aim", harpy, t)
    w_forced(w, [3, 4])
    act(w, B, "fire", harpy)
    assert texts(w, "lost") == ["3 dice declared at Skyline Defense HQ are lost: its modules still stand (6.9)."]
    assert w.units[station].wounds == 0 and w.units[yard].wounds == 0
    w, ids = battle_work(Piece("xeros-salvage-yard", A, host=0, wounds=1), Piece("harpy-class-cruiser", B), round_=2)
    yard, harpy = ids[2:]
    for t in (yard, station, station):
        act(w, B, "aim", harpy, t)
    w_forced(w, [8, 7, 7])
    act(w, B, "fire", harpy)
    assert yard not in w.units and w.units[station].wounds == 2 and not texts(w, "lost")


def test_the_engagement_ends_when_the_defenders_station_falls():
    """6.3: with the station destroyed there is nothing left to fight."""
    w, _ids = battle_work(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B), players=3)
    w.cmd[A] = evolve(w.cmd[A], alive=False)
    E.advance(w)
    assert w.eng is None and w.phase == DISCARD


def test_a_single_die_declared_at_the_station_while_a_module_stands_is_one_die_lost():
    """6.9: the Salvage Yard survives its dice, so the one die at the station is lost; the event
    counts it as one die, and its verb is singular."""
    w, ids = battle_work(Piece("xeros-salvage-yard", A, host=0), Piece("harpy-class-cruiser", B), round_=2)
    yard, harpy = ids[2:]
    for t in (yard, yard, yard, ids[0]):
        act(w, B, "aim", harpy, t)
    w_forced(w, [3, 4, 2])
    act(w, B, "fire", harpy)
    lost = texts(w, "lost")
    assert lost == ["1 die declared at Skyline Defense HQ is lost: its modules still stand (6.9)."]


def test_a_station_module_shows_the_pooled_defense_and_a_ship_module_no_figures():
    state, ids = arrange([*STATIONS, Piece("anaheim-strip-miners", A, host=0),
                          Piece("harpy-class-cruiser", A), Piece("ecm-suite", A, host=3)])
    w = Work(state, dict(card_set().by_id))
    miners = w.figures(ids[2])
    assert miners.printed_defense is None and miners.defense == w.pooled_defense(A) is not None
    assert miners.attack is None and (miners.wounds, miners.left) == (2, 2)
    assert w.figures(ids[4]) is None
    view = GAME.view(state, B)
    assert [u.figures for u in view.units if u.pid == ids[4]] == [None]
    assert [u.figures.left for u in view.units if u.pid == ids[2]] == [2]


def test_a_commander_whose_station_is_gone_shows_no_pooled_defense():
    """2.2 and 9.33: the pooled defense is the station's; with the station destroyed there is none."""
    state, ids = arrange(STATIONS)
    w = Work(state, dict(card_set().by_id))
    assert w.pooled_defense(A) == w.defense(ids[0])
    w.remove_unit(ids[0])
    assert w.pooled_defense(A) is None and w.pooled_defense(B) == w.defense(ids[1])


def test_in_the_first_round_a_fighter_wing_in_open_space_keeps_the_station_from_being_boarded():
    """6.4.3: no boarding action against the station in the first round "unless there are no other
    legal ships to target": a Fighter Wing in open space is one (it may be fired at and boarded,
    ruling H18), so the Valkyrie may board the Zephyr but not the station. A Fighter Wing in the
    station's bay is no target at all (2.5.1.1), and after the first round the station always is."""
    w, ids = battle_work(Piece("zephyr-squadron", A), Piece("valkyrie-class-battleship", B),
                         Piece("colonial-rangers", B, host=3), step=ATTACK_BOARD, round_=1)
    zephyr, valkyrie = ids[2], ids[3]
    assert E.board_targets(w, valkyrie) == [zephyr]
    w.eng = evolve(w.eng, round=2)
    assert E.board_targets(w, valkyrie) == [zephyr, ids[0]]
    w.eng = evolve(w.eng, round=1)
    w.set_unit(zephyr, host=ids[0])
    assert E.board_targets(w, valkyrie) == [ids[0]]
