"""Hull Breach! Micro-Fold (book 3.4.7; ruling H21): folding a Marine to a local host, the Micro-Fold
test that loses the Marine on a 1 or a 10, retreating out of a boarding action by folding, and Marines
left stranded when their board cannot go on. Boards made by folding are in
test_micro_fold_boarding.py."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach import engagement as E
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import ATTACK, DEFEND_BOARD, Board, Engagement
from tests.games.hull_breach.support import (
    A,
    B,
    act,
    apply_with_dice,
    battle,
    battle_position,
    battle_work,
    boarded_dragon,
    event_data,
    event_texts,
    fight_at,
    fire,
    fold_out_fight,
    folders,
    kinds,
    legal,
    run,
    texts,
    unit,
    volley_steps,
    w_forced,
    work,
)


def stray_position(*pieces, fleet_idx=(), boards=()):
    """B attacks A; B's Colonial Rangers (index 2) stand with no host, their board over (H21)."""
    base = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B), Piece("colonial-rangers", B)]
    state, ids = arrange([*base, *pieces], turn=B)
    fleet = tuple(ids[i] for i in fleet_idx)
    return evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=fleet, boards=boards)), ids


def test_a_stranded_micro_fold_marine_folds_back_to_a_local_ship_of_its_commander_with_room():
    """Ruling H21 (3.4.7): the first ship of B's local to the engagement with room takes the Rangers:
    not B's station or the Valkyrie left at home (not local), not a Fighter Wing, not the full Drake."""
    from tabletop.games.hull_breach.combat import land_strays

    state, ids = stray_position(Piece("valkyrie-class-battleship", B), Piece("sparrow-fighter-wing", B),
                                Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=5),
                                Piece("harpy-class-cruiser", B), fleet_idx=(4, 5, 7))
    w = work(state)
    land_strays(w)
    assert w.units[ids[2]].host == ids[7]
    assert [(e.text, e.data) for e in w.events if e.kind == "fold"] == [
        ("Colonial Rangers folds back aboard Harpy-class Cruiser.", {"unit": ids[2], "host": ids[7]})]


def test_a_stranded_marine_with_no_local_room_is_lost_and_one_still_folding_waits():
    """Ruling H21: with no local ship of B's with room, the Rangers are lost to B's scrapheap; a
    Marine whose Micro-Fold board still stands is left to its board."""
    from tabletop.games.hull_breach.combat import land_strays
    from tabletop.games.hull_breach.state import Board

    state, ids = stray_position(Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=3),
                                fleet_idx=(3,))
    w = work(state)
    land_strays(w)
    assert ids[2] not in w.units and ids[2] in w.cmd[B].scrapheap
    assert [(e.text, e.data) for e in w.events if e.kind == "casualties"] == [
        ("Colonial Rangers has no ship of theirs to fold back to and is lost.", {"unit": ids[2]})]
    state, ids = stray_position(Piece("harpy-class-cruiser", B), Piece("dragon-class-battleship", A), fleet_idx=(3,),
                                boards=(Board(B, "colonial-rangers#1.1", "dragon-class-battleship#0.1", fold=True),))
    w = work(state)
    land_strays(w)
    assert w.units[ids[2]].host is None and not w.events


def test_after_the_engagement_a_stray_goes_to_any_ship_or_station_of_its_commander_a_character_anywhere():
    """Ruling H21 with no engagement left: every host of B's is local; a Character fits any carrier."""
    from tabletop.games.hull_breach.combat import land_strays

    state, ids = stray_position(Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=3))
    w = work(evolve(state, engagement=None))
    land_strays(w)
    assert w.units[ids[2]].host == ids[1]            # B's station, with room, is no longer out of reach
    w = work(state)
    land_strays(w)
    assert ids[2] not in w.units                      # in the engagement it was not local
    base = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B), Piece("heroic-fleet-commander", B),
            Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=3), Piece("harpy-class-cruiser", A)]
    state, ids = arrange(base, turn=B)
    w = work(evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[3],))))
    land_strays(w)
    assert w.units[ids[2]].host == ids[3]


def test_every_stray_is_seen_to_after_one_still_folding():
    """Ruling H21: a Marine whose Micro-Fold board still stands is left to it, and the next stray
    after it still folds back."""
    from tabletop.games.hull_breach.combat import land_strays
    from tabletop.games.hull_breach.state import Board

    state, ids = stray_position(Piece("colonial-rangers", B), Piece("harpy-class-cruiser", B),
                                Piece("dragon-class-battleship", A), fleet_idx=(4,),
                                boards=(Board(B, "colonial-rangers#1.1", "dragon-class-battleship#0.1", fold=True),))
    w = work(state)
    land_strays(w)
    assert w.units[ids[2]].host is None and w.units[ids[3]].host == ids[4]


def test_a_defending_micro_fold_marine_may_not_fold_out_during_interceptor_fire():
    """3.4.7 in step 8A: the Interceptor fire is no volley of the party's, so no Micro-Fold retreat;
    nor may a defending Marine fold to the ship being fought over."""
    w, ids = fight_at(Piece("rdf-military-police-company", A, host=4), Piece("fold-insertion-kit", A, host=5),
                      Piece("drake-class-cruiser", A))
    _valkyrie, rangers, harpy, mps, _kit, drake = ids[2:8]
    assert w.eng.fight.step == "intercept"
    assert kinds(E.legal(w, A), "fold-withdraw") == []
    assert harpy not in E.fold_exits(w, mps) and drake in E.fold_exits(w, mps)
    fire(w, A, mps, rangers, 1, [2])
    act(w, B, "pass")
    assert (mps, drake) in kinds(E.legal(w, A), "fold-withdraw")


def test_the_micro_fold_retreat_event_names_the_marine_and_where_it_goes():
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("sons-of-orion", B, host=2), Piece("fold-insertion-kit", B, host=4),
                         Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=6),
                         step=DEFEND_BOARD, round_=1)
    valkyrie, _rangers, sons, _kit, harpy, _theirs = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    act(w, A, "pass")
    act(w, B, "fold-withdraw", sons, valkyrie)
    assert event_data(w, "fold-withdraw") == [{"unit": sons, "host": valkyrie, "traits": ("micro-fold",)}]
    w_forced(w, [1])
    act(w, B, "pass")
    act(w, A, "pass")
    assert sons not in w.units and event_data(w, "fold")[-1] == {"unit": sons, "traits": ("micro-fold",)}


def test_a_micro_fold_retreat_that_rolls_a_10_loses_the_marine():
    """3.4.7: a 10 is as fatal as a 1."""
    w, ids = fold_out_fight()
    sons, drake = ids[4], ids[8]
    act(w, B, "fold-withdraw", sons, drake)
    act(w, B, "pass")
    w_forced(w, [10])
    act(w, A, "pass")
    assert sons not in w.units and texts(w, "fold") == ["The Micro-Fold goes wrong: Sons of Orion is lost."]


def test_a_marine_whose_fold_exit_is_gone_fights_on():
    """Ruling H21: the host it named is destroyed meanwhile: it stays in the boarding action."""
    w, ids = fold_out_fight()
    rangers, sons, drake = ids[3], ids[4], ids[8]
    act(w, B, "fold-withdraw", sons, drake)
    act(w, B, "pass")
    w.remove_unit(drake)
    w_forced(w, [5])
    act(w, A, "pass")
    assert texts(w, "fold") == ["Sons of Orion has nowhere left to fold to and fights on."]
    assert w.eng.fight.attackers == (rangers, sons) and w.units[sons].host == ids[2]
    w, ids = fold_out_fight()
    act(w, B, "fold-withdraw", ids[4], ids[8])
    act(w, B, "pass")
    w_forced(w, [5])
    act(w, A, "pass")
    assert event_data(w, "fold") == [{"unit": ids[4], "host": ids[8], "traits": ("micro-fold",)}]
    assert [e.text for e in w.events if e.kind == "die"] == ["d10 (Micro-Fold test, Sons of Orion): 5"]


def test_the_micro_fold_test_is_logged_as_a_die_for_that_marine():
    w, ids = folders()
    w_forced(w, [4])
    act(w, B, "fold-board", ids[4], ids[6])
    assert [e.text for e in w.events if e.kind == "die"] == ["d10 (Micro-Fold test, Sons of Orion): 4"]


def test_a_stray_micro_fold_marine_lands_on_a_ship_local_to_the_engagement_when_it_ends():
    """Ruling H21: a boarder with no host goes aboard a local ship of its commander with room, not
    back to its station far away."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B),
                         Piece("fold-insertion-kit", B, host=3), Piece("harpy-class-cruiser", A), fleet=None)
    valkyrie, sons = ids[2:4]
    w.eng = evolve(w.eng, fleet=(valkyrie,))
    E.end(w)
    assert w.units[sons].host == valkyrie


def test_a_micro_fold_marine_folds_to_a_local_host_with_room():
    """3.4.7: the Rangers may fold from B's station to B's Harpy (room for one Marine); A's units
    never fold for B, and Marines without the trait do not fold."""
    state, ids = battle_position("defend")
    rangers, harpy = ids[7], ids[5]
    assert [a for a in legal(state, B) if a.kind == "fold"] == [Action(B, "fold", (rangers, harpy))]
    plain = evolve(state, units=tuple(u for u in state.units if u.pid != ids[8]))
    assert not [a for a in legal(plain, B) if a.kind == "fold"]


@pytest.mark.parametrize("die, lost", [(1, True), (2, False), (9, False), (10, True)])
def test_the_micro_fold_test_loses_the_marine_on_a_1_or_a_10(die, lost):
    """3.4.7: each fold is tested with a volley die; a natural 1 or 10 destroys the unit outright."""
    state, ids = battle_position("defend")
    rangers, harpy, station = ids[7], ids[5], ids[1]
    state, events = apply_with_dice(state, Action(B, "fold", (rangers, harpy)), (die,))
    if lost:
        assert unit(state, rangers) is None and rangers in state.commanders[B].scrapheap
        assert event_texts(events, "fold") == ["The Micro-Fold goes wrong: Colonial Rangers is lost."]
    else:
        assert unit(state, rangers).host == harpy
        assert event_texts(events, "fold") == ["Colonial Rangers folds aboard Harpy-class Cruiser."]
        assert [e.data for e in events if e.kind == "fold"] == [
            {"unit": rangers, "host": harpy, "traits": ("micro-fold",)}]
        assert unit(state, station) is not None
    assert [e.data["traits"] for e in events if e.kind == "fold"] == [("micro-fold",)]
    assert state.chance == 1


def test_a_lost_micro_fold_names_the_marine_and_its_die():
    """3.4.7 and 8.5: the test is a die logged for that Marine; a Marine lost to it is named in
    the event's data, as one that folds is."""
    state, ids = battle_position("defend")
    rangers, harpy = ids[7], ids[5]
    state, events = apply_with_dice(state, Action(B, "fold", (rangers, harpy)), (10,))
    assert event_texts(events, "die") == ["d10 (Micro-Fold test, Colonial Rangers): 10"]
    assert [e.data for e in events if e.kind == "fold"] == [{"unit": rangers, "traits": ("micro-fold",)}]


def test_micro_fold_moves_a_marine_to_a_local_ship_unless_the_test_rolls_1_or_10():
    """3.4.7: the Micro-Fold test; on a 1 or a 10 the Marine is destroyed."""
    state, ids = battle(Piece("harpy-class-cruiser", B), Piece("drake-class-cruiser", B),
                        Piece("colonial-rangers", B, host=2), Piece("fold-insertion-kit", B, host=4),
                        Piece("colonial-rangers", B, host=3), Piece("fold-insertion-kit", B, host=6),
                        Piece("dragon-class-battleship", A))
    harpy, drake, rangers1, rangers2 = ids[2], ids[3], ids[4], ids[6]
    assert Action(B, "fold", (rangers1, ids[1])) not in GAME.legal_actions(state, B)     # home is not local
    state = run(state, (Action(B, "fold", (rangers1, drake)), (5,)))
    assert unit(state, rangers1).host == drake
    state = run(state, (Action(B, "fold", (rangers2, harpy)), (10,)))
    assert unit(state, rangers2) is None


def test_a_micro_fold_retreat_that_rolls_a_1_loses_the_marine():
    """3.4.7: the retreat needs a successful Micro-Fold test; a 1 (or a 10) destroys the unit."""
    state, dragon, sons, harpy, rangers = boarded_dragon()
    state = run(state, (Action(B, "fold-withdraw", (rangers, harpy)), ()))
    state = run(state, *volley_steps(A, sons, rangers, 2, (2, 3, 1)))
    assert unit(state, rangers) is None and unit(state, dragon).controller == A
    assert unit(state, harpy).controller == B


def test_marines_fold_away_from_a_ship_destroyed_by_fire_before_she_goes():
    """6.7: a ship destroyed by volley fire is not gone at once, and Micro-Fold Marines aboard "can
    make use of this brief moment" to fold to another ship (3.4.7): A is asked before her Harpy
    goes, folds the Rangers to the Drake, and only then is the Harpy destroyed."""
    state, ids = battle(Piece("harpy-class-cruiser", A), Piece("colonial-rangers", A, host=2),
                        Piece("fold-insertion-kit", A, host=3), Piece("drake-class-cruiser", A),
                        Piece("harpy-class-cruiser", B))
    harpy, rangers, drake, theirs = ids[2], ids[3], ids[5], ids[6]
    state = run(state, *volley_steps(B, theirs, harpy, 5, [10, 10, 10, 2, 2]))
    assert unit(state, harpy) is not None and [d.kind for d in GAME.pending(state)] == ["escape"]
    assert Action(A, "fold", (rangers, drake)) in legal(state, A)
    state, _events = apply_with_dice(state, Action(A, "fold", (rangers, drake)), (5,))
    assert unit(state, harpy) is None and unit(state, rangers).host == drake
    assert not state.prompts


def test_a_ship_destroyed_by_fire_takes_the_marines_that_stay_aboard():
    """6.7: declining the escape lets the ship go with her Marines; an immediate destruction (two
    natural 10s with Annihilate, 3.4.2) leaves no moment to fold at all."""
    state, ids = battle(Piece("harpy-class-cruiser", A), Piece("colonial-rangers", A, host=2),
                        Piece("fold-insertion-kit", A, host=3), Piece("drake-class-cruiser", A),
                        Piece("harpy-class-cruiser", B))
    harpy, rangers, theirs = ids[2], ids[3], ids[6]
    state = run(state, *volley_steps(B, theirs, harpy, 5, [10, 10, 10, 2, 2]))
    state, _events = apply_with_dice(state, Action(A, "decline"))
    assert unit(state, harpy) is None and unit(state, rangers) is None


def test_micro_fold_at_any_time_but_once_per_unit_per_window():
    """3.4.7 "at anytime": a Micro-Fold Marine folds outside engagements too (here in its commander's
    Manufacturing Phase), but once per response window, so it cannot fold back and forth; the
    commander's next step opens a new window and the Marine may fold again."""
    state, ids = arrange([Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
                          Piece("harpy-class-cruiser", A), Piece("colonial-rangers", A, host=2),
                          Piece("fold-insertion-kit", A, host=3), Piece("drake-class-cruiser", A)],
                         phase="manufacturing", turn=A)
    harpy, rangers, drake = ids[2], ids[3], ids[5]
    assert Action(A, "fold", (rangers, drake)) in legal(state, A)
    state, _events = apply_with_dice(state, Action(A, "fold", (rangers, drake)), (5,))
    assert unit(state, rangers).host == drake
    assert not [a for a in legal(state, A) if a.kind == "fold" and a.args[0] == rangers]
    state, _events = apply_with_dice(state, Action(A, "next"))
    assert Action(A, "fold", (rangers, harpy)) in legal(state, A)
