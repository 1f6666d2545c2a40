"""Hull Breach! destruction, elimination and volleys (``combat.py``), each rule in a small position:
a destroyed station eliminates its commander (2.2, 9.33, 6.1), the eliminated commander's cards leave
and hijacked ships go home (7.1.3.3, 9.17), the spoils of war (7.1.3.1, 7.1.3.2), Fighter Wings
launching from a wreck and Marines lost with it (6.7, 9.1, 9.5), and the dice of a volley (6.2, 8.2,
3.4.1, 3.4.2, 3.4.9, 3.4.10) (issue 20: mutation tests of ``combat.py``). Commander A is seat 0,
Commander B seat 1, Commander C seat 2."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.combat import destroy, eliminate, revert_unmanned, volley, wound
from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import ATTACK, DEFEND, MANUFACTURING, OVER, Engagement, Prompt
from tabletop.games.hull_breach.work import Work

A, B, C = 0, 1, 2
THREE = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B), Piece("meridian-exchange-tower", C)]


def work(state):
    return Work(state, GAME.by_id)


def texts(w, kind):
    return [e.text for e in w.events if e.kind == kind]


# ----- a fallen station (2.2, 9.33, 6.1, 7.1.3) --------------------------------------------------
def three_commanders(**kw):
    """B has beaten A's station down: A holds a harpy of its own, a Valkyrie B hijacked (with B's
    Rangers aboard), and a Harpy of C's that A hijacked (with A's Sons of Orion aboard)."""
    pieces = [*THREE,
              Piece("anaheim-strip-miners", A, host=0),                      # 3
              Piece("harpy-class-cruiser", A),                               # 4
              Piece("valkyrie-class-battleship", A, controller=B),           # 5: hijacked by B
              Piece("colonial-rangers", B, host=5),                          # 6
              Piece("drake-class-cruiser", B),                               # 7: room for two Marines
              Piece("harpy-class-cruiser", C, controller=A),                 # 8: hijacked by A
              Piece("sons-of-orion", A, host=8)]                             # 9
    state, ids = arrange(pieces, players=3, hands=[("supply-convoy",)], breakthrus=[("fighter-doctrine",)],
                         stockpiles=[(7, 15), (10, 10), (3, 3)], phase=MANUFACTURING, turn=B, **kw)
    cmds = list(state.commanders)
    cmds[B] = evolve(cmds[B], shipyard=("harpy-class-cruiser#1.9",))
    return evolve(state, commanders=tuple(cmds)), ids


def test_a_destroyed_station_takes_its_commander_and_every_card_of_theirs_out_of_the_game():
    """2.2 and 9.33: the commander whose station is destroyed is out; 7.1.3.3: every card of theirs
    leaves the battlefield (their ships hijacked by others included), their hand and Breakthrus go
    to their scrapheap, and their stockpile is emptied."""
    state, ids = three_commanders()
    w = work(state)
    hand, field = w.cmd[A].hand, w.cmd[A].battlefield
    destroy(w, ids[0], immediate=False, by=B)
    a = w.cmd[A]
    assert a.alive is False and (a.resource, a.currency) == (0, 0)
    assert a.hand == () and a.battlefield == ()
    for i in (0, 3, 4, 5, 9):
        assert ids[i] not in w.units and ids[i] in a.scrapheap
    assert set(a.scrapheap) == {ids[0], ids[3], ids[4], ids[5], ids[9], *hand, *field}
    assert a.scrapheap[-2:] == (*field, *hand)
    assert texts(w, "eliminated") == ["Commander A's station has fallen: Commander A is out of the game."]
    assert [e.data["seat"] for e in w.events if e.kind == "eliminated"] == [A]


def test_ships_the_fallen_commander_had_hijacked_go_back_to_their_owners():
    """7.1.3.3 and 9.17: C's Harpy, hijacked by A, returns to C; A's Marines aboard her leave with A."""
    state, ids = three_commanders()
    w = work(state)
    destroy(w, ids[0], immediate=False, by=B)
    assert w.units[ids[8]].controller == C and w.units[ids[8]].owner == C
    assert w.units[ids[4 + 3]].controller == B and ids[9] not in w.units


def test_marines_aboard_a_ship_that_goes_home_move_to_a_ship_of_theirs_with_room():
    """7.1.3.3 and ruling H20: B's Rangers aboard the Valkyrie (A's, hijacked by B) cannot stay on a
    card of A's; they go aboard the first ship or station of B's with room (here B's station)."""
    state, ids = three_commanders()
    w = work(state)
    destroy(w, ids[0], immediate=False, by=B)
    assert w.units[ids[6]].host == ids[1] and w.units[ids[6]].controller == B
    assert texts(w, "reassign") == ["Colonial Rangers moves aboard Orion Frontier Outpost."]
    assert [e.data["unit"] for e in w.events if e.kind == "reassign"] == [ids[6]]


def test_marines_with_nowhere_to_go_are_lost_and_never_board_a_ship_that_is_not_their_own():
    """7.1.3.3: with B's only carrier full and B's other ship a hijacked one or a Fighter Wing, the
    Rangers have no local ship of B's with room: they go to B's scrapheap. The station counts as a
    ship of B's with room, and a Character needs no room."""
    pieces = [*THREE, Piece("valkyrie-class-battleship", A, controller=B),       # 3
              Piece("colonial-rangers", B, host=3),                              # 4
              Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=5),   # 5, 6: full
              Piece("harpy-class-cruiser", C, controller=B),                     # 7: hijacked by B
              Piece("sparrow-fighter-wing", B)]                                  # 8
    state, ids = arrange(pieces, players=3)
    w = work(state)
    w.remove_unit(ids[1])            # B's station is out of the picture for this test
    w.cmd[B] = evolve(w.cmd[B], station=ids[5])
    eliminate(w, A, None)
    assert ids[4] not in w.units and ids[4] in w.cmd[B].scrapheap
    assert not texts(w, "reassign")
    pieces = [*THREE, Piece("valkyrie-class-battleship", A, controller=B),
              Piece("heroic-fleet-commander", B, host=3),
              Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=5)]
    state, ids = arrange(pieces, players=3)
    w = work(state)
    eliminate(w, A, None)
    assert w.units[ids[4]].host == ids[1]
    w = work(state)
    w.remove_unit(ids[1])
    w.cmd[B] = evolve(w.cmd[B], station=ids[5])
    eliminate(w, A, None)
    assert w.units[ids[4]].host == ids[5]


def test_the_victor_takes_the_stockpile_and_a_free_card_from_the_shipyard():
    """7.1.3.1 and 7.1.3.2: with more than two commanders the one who destroyed the station adds its
    stockpile to theirs (never above 20, 9.28) and may deploy one card from the shipyard free."""
    state, ids = three_commanders()
    w = work(state)
    destroy(w, ids[0], immediate=False, by=B)
    assert (w.cmd[B].resource, w.cmd[B].currency) == (17, 20)
    assert (w.cmd[C].resource, w.cmd[C].currency) == (3, 3)
    assert w.prompts == (Prompt(B, "spoils"),)
    assert texts(w, "spoils") == ["Commander B takes Commander A's stockpile as spoils of war."]
    assert [e.data["seat"] for e in w.events if e.kind == "spoils"] == [B]
    assert w.winners is None and w.phase == MANUFACTURING


def test_no_shipyard_no_free_card_and_no_victor_no_spoils():
    """7.1.3.2 needs a shipyard to search; a station that fell to no commander (a card's compulsory
    wounds) or to one already out gives nobody its stockpile."""
    state, ids = three_commanders()
    cmds = list(state.commanders)
    cmds[B] = evolve(cmds[B], shipyard=())
    w = work(evolve(state, commanders=tuple(cmds)))
    destroy(w, ids[0], immediate=False, by=B)
    assert w.prompts == () and (w.cmd[B].resource, w.cmd[B].currency) == (17, 20)
    w = work(state)
    destroy(w, ids[0], immediate=True, by=None)
    assert (w.cmd[B].resource, w.cmd[B].currency) == (10, 10) and not texts(w, "spoils") and w.prompts == ()
    cmds = list(state.commanders)
    cmds[B] = evolve(cmds[B], alive=False)
    w = work(evolve(state, commanders=tuple(cmds)))
    eliminate(w, A, B)
    assert (w.cmd[B].resource, w.cmd[B].currency) == (10, 10) and not texts(w, "spoils")


def test_a_commander_already_out_is_not_eliminated_twice():
    """6.1: a commander leaves the game once."""
    state, _ids = three_commanders()
    w = work(state)
    eliminate(w, A, B)
    events = len(w.events)
    stock_b = (w.cmd[B].resource, w.cmd[B].currency)
    eliminate(w, A, C)
    assert len(w.events) == events and (w.cmd[B].resource, w.cmd[B].currency) == stock_b
    assert (w.cmd[C].resource, w.cmd[C].currency) == (3, 3)


def test_the_last_commander_standing_wins_and_takes_no_spoils():
    """6.1 and 7.1.3 ("more than two Commanders"): with two, the one left wins at once; the game is
    over, the engagement and any waiting choice with it."""
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B), Piece("harpy-class-cruiser", B)]
    state, ids = arrange(pieces, stockpiles=[(9, 9), (10, 10)], turn=B)
    state = evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[2],)),
                   prompts=(Prompt(A, "face-down"),))
    cmds = list(state.commanders)
    cmds[B] = evolve(cmds[B], shipyard=("harpy-class-cruiser#1.9",))
    w = work(evolve(state, commanders=tuple(cmds)))
    destroy(w, ids[0], immediate=False, by=B)
    assert w.winners == (B,) and w.phase == OVER and w.eng is None and w.prompts == ()
    assert texts(w, "game-over") == ["Commander B is the last commander standing and wins."]
    assert [e.data["winners"] for e in w.events if e.kind == "game-over"] == [(B,)]
    assert (w.cmd[B].resource, w.cmd[B].currency) == (10, 10) and not texts(w, "spoils")


def test_the_attacking_fleet_loses_the_fallen_commanders_ships():
    """7.1.3.3 in an engagement: a ship of A's hijacked by B and sent in B's fleet leaves with A; a
    ship A had hijacked goes home to its owner and out of A's fleet."""
    state, ids = three_commanders()
    fleet = (ids[5], ids[7])
    w = work(evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=fleet)))
    destroy(w, ids[0], immediate=False, by=B)
    assert w.eng.fleet == (ids[7],)
    state, ids = three_commanders()
    w = work(evolve(state, engagement=Engagement(A, C, step=ATTACK, round=2, fleet=(ids[4], ids[8]))))
    eliminate(w, A, None)
    assert ids[8] not in w.eng.fleet and w.units[ids[8]].controller == C


# ----- destruction (6.7, 9.1, 9.5) ---------------------------------------------------------------
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


def test_an_unmanned_hijacked_ship_in_an_engagement_changes_fleet_with_her_crew():
    """9.17: a hijacked ship left with none of her new commander's Marines goes back to her owner at
    once: out of the attacking fleet when her owner defends, into it when her owner attacks."""
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("harpy-class-cruiser", A, controller=B), Piece("drake-class-cruiser", B, controller=A),
              Piece("harpy-class-cruiser", B)]
    state, ids = arrange(pieces, turn=B)
    w = work(evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[2], ids[4]))))
    revert_unmanned(w)
    assert w.units[ids[2]].controller == A
    assert w.units[ids[3]].controller == B and w.eng.fleet == (ids[4], ids[3])
    assert texts(w, "revert") == ["Harpy-class Cruiser's crew returns her to Commander A.",
                                  "Drake-class Cruiser's crew returns her to Commander B."]


# ----- the dice of a volley (6.2, 8.2, 3.4.1, 3.4.2, 3.4.9, 3.4.10) -----------------------------
def fire(shooter_card, target_card, dice, results, *, first=False, target_wounds=0, source="volley", **kw):
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece(shooter_card, B), Piece(target_card, A, wounds=target_wounds)]
    state, ids = arrange(pieces, turn=B, **kw)
    state = force(evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[2],))), results)
    w = work(state)
    outcome = volley(w, ids[2], ids[3], dice, first=first, source=source)
    return w, ids, outcome


def test_a_die_wounds_when_it_reaches_the_defense():
    """6.2: each die equal to or above the target's defense (the Harpy's 7) is one wound."""
    w, ids, outcome = fire("valkyrie-class-battleship", "harpy-class-cruiser", 3, [6, 7, 8])
    assert w.units[ids[3]].wounds == 2 and outcome == ""
    [event] = [e for e in w.events if e.kind == "volley"]
    assert event.text == "Valkyrie-class Battleship fires 3 dice at Harpy-class Cruiser (volley): 6, 7, 8; 2 wounds."
    assert (event.data["results"], event.data["wounds"], event.data["defense"], event.data["bonus"]) == (
        (6, 7, 8), 2, 7, 0)


def test_one_die_one_wound_is_said_in_the_singular_and_a_lethal_volley_is_reported():
    """6.7: a unit destroyed by volley fire is not removed yet (the caller does, after Stoic)."""
    w, ids, outcome = fire("valkyrie-class-battleship", "harpy-class-cruiser", 1, [9], target_wounds=2)
    assert outcome == "destroyed" and ids[3] in w.units
    assert [e.text for e in w.events if e.kind == "volley"] == [
        "Valkyrie-class Battleship fires 1 die at Harpy-class Cruiser (volley): 9; 1 wound."]


def test_no_dice_or_no_target_is_no_volley():
    """6.2: a volley is dice at a target; with none declared, or the target gone, nothing is rolled."""
    w, ids, outcome = fire("valkyrie-class-battleship", "harpy-class-cruiser", 0, [])
    assert outcome == "" and not [e for e in w.events if e.kind in ("volley", "die")]
    w.remove_unit(ids[3])
    assert volley(w, ids[2], ids[3], 3, first=False) == "" and not w.events


def test_alpha_strike_adds_3_to_the_first_volley_only():
    """3.4.1: +3 on every die of the unit's first volley (the Shrike): 4 + 3 reaches 7."""
    w, ids, _ = fire("shrike-class-destroyer", "harpy-class-cruiser", 2, [4, 3], first=True)
    assert w.units[ids[3]].wounds == 1
    [event] = [e for e in w.events if e.kind == "volley"]
    assert event.data["bonus"] == 3 and event.data["modifiers"] == (("Alpha Strike", 3),)
    assert event.data["traits"] == ("alpha-strike",)
    w, ids, _ = fire("shrike-class-destroyer", "harpy-class-cruiser", 2, [4, 3], first=False)
    assert w.units[ids[3]].wounds == 0


def test_annihilate_deals_three_wounds_for_a_natural_10_and_two_destroy_outright():
    """3.4.2: a natural 10 deals two more wounds; two natural 10s in one volley destroy the target
    immediately (the Cockatrice against a Dragon with five wounds)."""
    w, ids, outcome = fire("cockatrice-class-cruiser", "dragon-class-battleship", 3, [10, 2, 1])
    assert w.units[ids[3]].wounds == 3 and outcome == ""
    w, ids, outcome = fire("cockatrice-class-cruiser", "dragon-class-battleship", 3, [10, 10, 1])
    assert outcome == "immediate" and w.units[ids[3]].wounds >= 5
    assert [e.text for e in w.events if e.kind == "annihilate"] == [
        "Two natural 10s: Dragon-class Battleship is destroyed outright."]


def test_a_resistant_target_takes_one_wound_per_hit_from_annihilate():
    """3.4.2, 3.4.9 and ruling H14: no extra wounds and no outright destruction against Resistant."""
    w, ids, outcome = fire("cockatrice-class-cruiser", "roc-class-battleship", 3, [10, 10, 1])
    assert w.units[ids[3]].wounds == 2 and outcome == ""
    assert [e.data["traits"] for e in w.events if e.kind == "volley"] == [("resistant",)]


def test_stealth_takes_5_off_every_die_and_only_a_natural_10_hits_a_high_defense():
    """3.4.10 and 8.2: -5 against a Stealth target without Hunter; a natural 10 always hits."""
    w, ids, _ = fire("valkyrie-class-battleship", "petrel-class-cruiser", 3, [9, 10, 1])
    assert w.units[ids[3]].wounds == 1
    [event] = [e for e in w.events if e.kind == "volley"]
    assert event.data["modifiers"] == (("Stealth", -5),) and event.data["traits"] == ("stealth",)
    w, ids, _ = fire("falcon-class-destroyer", "petrel-class-cruiser", 3, [6, 5, 1])
    assert w.units[ids[3]].wounds == 1
    assert [e.data["traits"] for e in w.events if e.kind == "volley"] == [("hunter",)]


def test_an_interceptor_volley_is_named_as_such():
    """3.3.1: the event says the dice were Interceptor fire."""
    w, _ids, _ = fire("valkyrie-class-battleship", "harpy-class-cruiser", 1, [7], source="intercept")
    [event] = [e for e in w.events if e.kind == "volley"]
    assert event.data["source"] == "intercept" and event.data["traits"] == ("interceptor",)
    assert event.text.endswith("(intercept): 7; 1 wound.")


# ----- Micro-Fold strays, salvage and the named modifiers ---------------------------------------
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


def test_a_salvage_yard_gains_when_an_attacking_ship_falls_at_its_station():
    """Xeros Salvage Yard (D2, 6.5): 1 Resource to A when B's attacking Harpy is destroyed at A's
    station; nothing when A's own ship falls there."""
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("xeros-salvage-yard", A, host=0), Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", A)]
    state, ids = arrange(pieces, turn=B, stockpiles=[(5, 5), (5, 5)])
    state = evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[3],)))
    w = work(state)
    destroy(w, ids[3], immediate=False)
    assert (w.cmd[A].resource, w.cmd[A].currency) == (6, 5)
    assert [(e.text, e.data) for e in w.events if e.kind == "gain"] == [
        ("Xeros Salvage Yard salvages the wreck for Commander A.", {"seat": A})]
    w = work(state)
    destroy(w, ids[4], immediate=False)
    assert (w.cmd[A].resource, w.cmd[A].currency) == (5, 5) and not [e for e in w.events if e.kind == "gain"]


def test_a_paint_and_a_one_volley_bonus_help_only_their_own_side_and_shooter():
    """3.3.5: a painted target gives +X to the painter's side firing at it, at nothing else;
    Concentrated Fire's +2 is for the ship it named, and the modifier carries the card's name even
    after the other commander has played a card."""
    from tabletop.games.hull_breach.combat import result_bonus, result_modifiers

    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("harpy-class-cruiser", B), Piece("valkyrie-class-battleship", B),
              Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", A)]
    state, ids = arrange(pieces, turn=B)
    fire_card, evasive = "concentrated-fire#1.9", "evasive-manoeuvres#0.9"
    eng = Engagement(B, A, step=ATTACK, round=2, fleet=(ids[2], ids[3]),
                     paints=((ids[2], ids[4], 3, B),), bonus=((ids[2], "result", 2),),
                     played=(fire_card, evasive))
    w = work(evolve(state, engagement=eng))
    assert result_modifiers(w, ids[2], ids[4], first=False) == [("Target Painter", 3), ("Concentrated Fire", 2)]
    assert result_modifiers(w, ids[3], ids[4], first=False) == [("Target Painter", 3)]
    assert result_modifiers(w, ids[3], ids[5], first=False) == []
    w = work(evolve(state, engagement=evolve(eng, bonus=((ids[3], "result", 4),))))
    assert result_modifiers(w, ids[3], ids[5], first=False) == [("Card bonus", 4)]
    state, ids = arrange([Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
                          Piece("shrike-class-destroyer", B), Piece("harpy-class-cruiser", A)], turn=B)
    w = work(evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[2],))))
    assert result_bonus(w, ids[2], ids[3], first=True) == 3 and result_bonus(w, ids[2], ids[3], first=False) == 0


def test_a_standing_volley_bonus_of_nothing_is_not_listed():
    """A standing volley bonus printing no value adds nothing and is not named among the modifiers
    (a variant of Advanced Targeting Computers)."""
    from tabletop.games.hull_breach.combat import result_modifiers

    card = GAME.by_id["advanced-targeting-computers"]
    plain = {k: v for k, v in card.effects[0].items() if k != "value"}
    cards = {**GAME.by_id, card.id: card.__class__(**{**{f: getattr(card, f) for f in card.__slots__},
                                                      "effects": (plain,)})}
    state, ids = arrange([Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
                          Piece("harpy-class-cruiser", A)], breakthrus=[(card.id,)])
    w = Work(state, cards)
    assert result_modifiers(w, ids[0], ids[2], first=False) == []
    assert result_modifiers(work(state), ids[0], ids[2], first=False) == [("Advanced Targeting Computers", 1)]


# ----- found by the mutation run, fixed -------------------------------------------------------
def test_a_ship_reverting_to_the_attacker_mid_engagement_joins_the_attacking_fleet():
    """9.17 and 9.19: A's Sons of Orion, the only crew of the Drake A had hijacked from B, fold away
    (3.4.7) while B attacks A; the Drake reverts to B where she is, at A's station, in the fight."""
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("drake-class-cruiser", B, controller=A), Piece("sons-of-orion", A, host=2),
              Piece("fold-insertion-kit", A, host=3), Piece("harpy-class-cruiser", B)]
    state, ids = arrange(pieces, turn=B)
    state = evolve(state, engagement=Engagement(B, A, step=DEFEND, round=2, fleet=(ids[5],)))
    state, events = GAME.apply(force(state, [5]), Action(A, "fold", (ids[3], ids[0])))
    assert [e.text for e in events if e.kind == "revert"] == ["Drake-class Cruiser's crew returns her to Commander B."]
    assert ids[2] in state.engagement.fleet
    assert GAME._work(state).in_engagement(ids[2])


def test_a_manned_hijacked_ship_stays_and_a_fallen_owner_gets_nothing_back():
    """9.17: a hijacked ship with a Marine of her new commander aboard stays his; one whose owner is
    out of the game has nobody to go back to (7.1.3.3 removes his cards first). The next unmanned
    one still reverts, and the table is told which ship."""
    pieces = [*THREE, Piece("harpy-class-cruiser", A, controller=B), Piece("colonial-rangers", B, host=3),
              Piece("drake-class-cruiser", C, controller=B), Piece("harpy-class-cruiser", A, controller=C),
              Piece("valkyrie-class-battleship", C, controller=B)]
    state, ids = arrange(pieces, players=3)
    cmds = list(state.commanders)
    cmds[C] = evolve(cmds[C], alive=False)
    w = work(evolve(state, commanders=tuple(cmds)))
    revert_unmanned(w)
    assert [w.units[ids[i]].controller for i in (3, 5, 6, 7)] == [B, B, A, B]
    assert [(e.text, e.data) for e in w.events if e.kind == "revert"] == [
        ("Harpy-class Cruiser's crew returns her to Commander A.", {"unit": ids[6]})]


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


def test_a_marine_lost_with_an_attacking_ship_is_no_salvage():
    """Xeros Salvage Yard pays for an attacking ship destroyed at the station, not for the Marines
    that die with her."""
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("xeros-salvage-yard", A, host=0), Piece("harpy-class-cruiser", B),
              Piece("colonial-rangers", B, host=3)]
    state, ids = arrange(pieces, turn=B, stockpiles=[(5, 5), (5, 5)])
    w = work(evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[3],))))
    destroy(w, ids[4], immediate=True)
    assert (w.cmd[A].resource, w.cmd[A].currency) == (5, 5)


def test_a_micro_fold_boarder_already_on_its_way_survives_its_ship_unless_she_goes_immediately():
    """3.4.7, 6.7 and ruling H21: a Micro-Fold board declared from a ship that is then destroyed by
    volley fire still happens (the Marine waits with no host); an immediate destruction kills it."""
    from tabletop.games.hull_breach.state import Board

    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=2),
              Piece("fold-insertion-kit", B, host=3), Piece("dragon-class-battleship", A)]
    state, ids = arrange(pieces, turn=B)
    eng = Engagement(B, A, step=ATTACK, round=2, fleet=(ids[2],), boards=(Board(B, ids[3], ids[5], fold=True),))
    state = evolve(state, engagement=eng)
    w = work(state)
    destroy(w, ids[2], immediate=False)
    assert w.units[ids[3]].host is None and ids[4] in w.units
    assert [(e.text, e.data) for e in w.events if e.kind == "fold"] == [
        ("Colonial Rangers has already folded away from Harpy-class Cruiser and will still board.",
         {"unit": ids[3], "traits": ("micro-fold",)})]
    w = work(state)
    destroy(w, ids[2], immediate=True)
    assert ids[3] not in w.units and ids[4] not in w.units


def test_a_natural_1_always_misses_and_a_natural_2_may_hit_with_bonuses():
    """8.2: a natural 1 misses whatever the bonuses; any other result adds them. The Shrike's first
    volley (Alpha Strike +3) at a Merlin (defense 5) painted +3: 1, 1 and 2 give one wound (the 2)."""
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("shrike-class-destroyer", B), Piece("merlin-class-frigate", A), Piece("seagull-class-cruiser", B)]
    state, ids = arrange(pieces, turn=B)
    eng = Engagement(B, A, step=ATTACK, round=2, fleet=(ids[2], ids[4]), paints=((ids[4], ids[3], 3, B),))
    w = work(force(evolve(state, engagement=eng), [1, 1, 2]))
    assert volley(w, ids[2], ids[3], 3, first=True) == ""
    [event] = [e for e in w.events if e.kind == "volley"]
    assert event.data == {"shooter": ids[2], "target": ids[3], "results": (1, 1, 2), "wounds": 1, "bonus": 6,
                          "modifiers": (("Alpha Strike", 3), ("Target Painter", 3)), "defense": 5,
                          "source": "volley", "traits": ("alpha-strike",)}
    assert [e.text for e in w.events if e.kind == "die"] == [
        "d10 (Shrike-class Destroyer at Merlin-class Frigate): 1"] * 2 + [
        "d10 (Shrike-class Destroyer at Merlin-class Frigate): 2"]


def test_a_plain_volley_names_no_trait_and_a_miss_is_zero_wounds():
    """6.2: a unit with no trait firing its first volley, a natural 10 included, uses no trait; a
    volley that wounds nothing says so."""
    w, ids, _ = fire("valkyrie-class-battleship", "harpy-class-cruiser", 2, [10, 3], first=True)
    assert [e.data["traits"] for e in w.events if e.kind == "volley"] == [()]
    w, ids, _ = fire("valkyrie-class-battleship", "harpy-class-cruiser", 2, [2, 3])
    assert [e.text for e in w.events if e.kind == "volley"] == [
        "Valkyrie-class Battleship fires 2 dice at Harpy-class Cruiser (volley): 2, 3; 0 wounds."]
    assert w.units[ids[3]].wounds == 0


def test_annihilate_marks_the_wounds_it_dealt_and_names_itself():
    """3.4.2: one natural 10 with Annihilate is three wounds and the volley names the trait; two
    outright destroy the target, marked with every wound dealt (2 hits, 4 more: 6 of the Dragon's 5)."""
    w, ids, _ = fire("cockatrice-class-cruiser", "dragon-class-battleship", 3, [10, 2, 1])
    assert [e.data["traits"] for e in w.events if e.kind == "volley"] == [("annihilate",)]
    w, ids, _ = fire("cockatrice-class-cruiser", "dragon-class-battleship", 3, [10, 10, 1])
    assert w.units[ids[3]].wounds == 6
    assert [e.data for e in w.events if e.kind == "annihilate"] == [{"target": ids[3], "traits": ("annihilate",)}]


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


def test_a_salvage_card_pays_what_it_prints():
    """D1: the salvage trigger pays the Resource and Currency its effect prints (a variant of the
    Xeros Salvage Yard paying 2 Currency and nothing else)."""
    card = GAME.by_id["xeros-salvage-yard"]
    effect = {k: v for k, v in card.effects[0].items() if k != "resource"}
    effect["currency"] = 2
    cards = {**GAME.by_id, card.id: card.__class__(**{**{f: getattr(card, f) for f in card.__slots__},
                                                      "effects": (effect,)})}
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("xeros-salvage-yard", A, host=0), Piece("harpy-class-cruiser", B)]
    state, ids = arrange(pieces, turn=B, stockpiles=[(5, 5), (5, 5)])
    w = Work(evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[3],))), cards)
    destroy(w, ids[3], immediate=False)
    assert (w.cmd[A].resource, w.cmd[A].currency) == (5, 7)
