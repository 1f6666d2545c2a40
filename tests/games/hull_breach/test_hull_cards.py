"""Every card effect of the set, each in a small position: what the card's structured ``effects``
do in play (the card text in ``card_data/hull_breach/cards.yaml`` says the same in words)."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.cards import card_set
from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.effects import check_effects
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import (
    ATTACK,
    DEFEND,
    DISCARD,
    LOGISTICS,
    MANUFACTURING,
    START,
    Engagement,
)

A, B = 0, 1
STATIONS = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B)]


def run(state, *steps):
    for action, dice in steps:
        if dice:
            state = force(state, dice)
        assert action in GAME.legal_actions(state, action.seat), (action, GAME.validate(state, action).message)
        state, _ = GAME.apply(state, action)
    return state


def unit(state, pid):
    return next((u for u in state.units if u.pid == pid), None)


def work(state):
    return GAME._work(state)


def battle(*pieces, step=ATTACK, round_=2, **kw):
    state, ids = arrange([*STATIONS, *pieces], turn=B, **kw)
    fleet = tuple(ids[i + 2] for i, p in enumerate(pieces) if p.seat == B and p.host is None)
    return evolve(state, engagement=Engagement(B, A, step=step, round=round_, fleet=fleet, window=(B, A))), ids


def test_the_engine_refuses_a_card_whose_effect_it_cannot_run():
    card = card_set().by_id["supply-convoy"]
    broken = card.__class__(**{**{f: getattr(card, f) for f in card.__slots__},
                               "effects": ({"effect": "hand-size", "when": "any-time"},)})
    with pytest.raises(ValueError, match="cannot run"):
        check_effects([broken])
    check_effects(card_set().cards)


# ----- stations and station modules ------------------------------------------------------------
def test_station_modules_add_attack_defense_capacity_and_discounts():
    state, ids = arrange([Piece("skyline-defense-hq", A), Piece("point-defense-grid", A, host=0),
                          Piece("deflector-shield-array", A, host=0), Piece("fighter-hangar-ring", A, host=0),
                          Piece("orion-frontier-outpost", B), Piece("militia-barracks", B, host=4)])
    w = work(state)
    station, grid = ids[0], ids[1]
    assert w.attack(station) == 10 and w.traits(station)["interceptor"] == 4      # 8+2; +2 printed +2 module
    assert w.defense(station) == 8 and w.defense(grid) == 8                       # modules share it (2.2)
    assert w.capacity(station) == (4, 8)
    assert w.capacity(ids[4]) == (8, 2)
    assert w.cost(B, card_set().by_id["colonial-rangers"]) == (1, 2)              # Militia Barracks
    assert w.cost(A, card_set().by_id["sparrow-fighter-wing"]) == (1, 1)


def test_meridian_exchange_and_automated_shipyards_discount_ships_never_below_zero():
    state, _ids = arrange([Piece("meridian-exchange-tower", A), Piece("orion-frontier-outpost", B)],
                          breakthrus=[("automated-shipyards",)])
    w = work(state)
    assert w.cost(A, card_set().by_id["harpy-class-cruiser"]) == (4, 3)
    assert w.cost(A, card_set().by_id["zephyr-squadron"]) == (0, 0)               # 8.4: never a gain


def test_xeros_salvage_yard_gains_when_an_attacking_ship_falls_at_the_station():
    state, ids = battle(Piece("xeros-salvage-yard", A, host=0), Piece("sparrow-fighter-wing", B),
                        step=DEFEND, stockpiles=[(5, 5), (5, 5)])
    sparrow = ids[3]
    state = run(state, (Action(A, "aim", (ids[0], sparrow)), ()), (Action(A, "fire", (ids[0],)), (9,)))
    assert unit(state, sparrow) is None and state.commanders[A].resource == 6


def test_logistics_collects_gains_and_drydock_and_alloys_repair_more():
    state, ids = arrange([*STATIONS, Piece("orbital-drydock", A, host=0), Piece("pelican-class-transport", A),
                          Piece("dragon-class-battleship", A, wounds=4)], phase=DISCARD, turn=B,
                         breakthrus=[("regenerative-hull-alloys",)], stockpiles=[(0, 0), (0, 0)])
    state = run(state, (Action(B, "end"), ()))
    assert state.phase == LOGISTICS
    assert (state.commanders[A].resource, state.commanders[A].currency) == (3 + 1 + 2, 2 + 2)
    assert unit(state, ids[4]).wounds == 1            # one, +1 Drydock, +1 Alloys


def test_stockpiles_are_capped_at_20():
    state, _ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A)], phase=DISCARD, turn=B,
                          stockpiles=[(19, 20), (0, 0)])
    state = run(state, (Action(B, "end"), ()))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (20, 20)


def test_stellar_war_gate_lets_the_station_fire_in_its_commanders_attack():
    state, ids = arrange([Piece("skyline-defense-hq", A), Piece("harpy-class-cruiser", A),
                          Piece("skyline-defense-hq", B), Piece("stellar-war-gate", B, host=2),
                          Piece("sparrow-fighter-wing", B)], turn=B)
    state = evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[4],)))
    assert Action(B, "aim", (ids[2], ids[1])) in GAME.legal_actions(state, B)


# ----- ship and Marine modules, characters ------------------------------------------------------
def test_ship_and_marine_modules_change_their_unit():
    state, ids = arrange([*STATIONS, Piece("seagull-class-cruiser", A), Piece("ecm-suite", A, host=2),
                          Piece("harpy-class-cruiser", A), Piece("reinforced-armour-plating", A, host=4),
                          Piece("king-fisher-class-cruiser", A), Piece("fighter-bay-conversion", A, host=6),
                          Piece("sons-of-orion", A, host=2), Piece("proven-in-action", A, host=8),
                          Piece("sons-of-orion", A, host=4), Piece("powered-armour", A, host=10),
                          Piece("sons-of-orion", A, host=6), Piece("fold-insertion-kit", A, host=12),
                          Piece("drake-class-cruiser", A), Piece("target-painting-array", A, host=14)])
    w = work(state)
    assert w.attack(ids[2]) == 5 and w.traits(ids[2])["jammer"] == 2
    assert w.defense(ids[4]) == 8 and w.max_wounds(ids[4]) == 4
    assert w.capacity(ids[6]) == (1, 4)
    assert w.attack(ids[8]) == 3 and w.max_wounds(ids[8]) == 3
    assert w.defense(ids[10]) == 7 and w.has(ids[10], "resistant")
    assert w.has(ids[12], "micro-fold")
    assert w.traits(ids[14])["target-painter"] == 2
    assert not w.has(ids[2], "resistant")        # 2.4: Marines' traits stay with the Marines


def test_a_new_module_scraps_the_old_one_and_transports_take_none():
    state, ids = arrange([*STATIONS, Piece("seagull-class-cruiser", A), Piece("ecm-suite", A, host=2),
                          Piece("pelican-class-transport", A)], hands=[("target-painting-array",)],
                         phase=MANUFACTURING, turn=A)
    array = state.commanders[A].hand[0]
    assert Action(A, "deploy", (array, ids[4])) not in GAME.legal_actions(state, A)
    state = run(state, (Action(A, "deploy", (array, ids[2])), ()))
    assert unit(state, ids[3]) is None and ids[3] in state.commanders[A].scrapheap


def test_characters_grant_the_fleet_and_their_ship_traits():
    state, ids = arrange([*STATIONS, Piece("eagle-class-battle-cruiser", A), Piece("sparrow-fighter-wing", A),
                          Piece("heroic-fleet-commander", A, host=2), Piece("master-engineer-vance", A, host=3)])
    w = work(state)
    eagle, sparrow = ids[2], ids[3]
    assert w.traits(sparrow)["interceptor"] == 1 and w.traits(eagle)["interceptor"] == 1
    assert w.has(sparrow, "annihilate") and w.has(eagle, "annihilate")
    assert not w.has(eagle, "repair")


# ----- Events ------------------------------------------------------------------------------------
def test_supply_convoy_industrial_sabotage_and_windfall():
    state, _ids = arrange(STATIONS, hands=[("supply-convoy", "industrial-sabotage", "windfall-contract")],
                          phase=MANUFACTURING, turn=A, stockpiles=[(10, 10), (10, 10)])
    convoy, sabotage, windfall = state.commanders[A].hand
    state = run(state, (Action(A, "play", (convoy,)), ()), (Action(A, "play", (sabotage, B)), ()),
                (Action(A, "play", (windfall,)), ()))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (10 + 3 - 1, 10 - 1 - 2 + 4)
    assert state.commanders[B].resource == 7


def test_only_events_that_say_so_are_played_in_the_setup_turn():
    state, _ids = arrange(STATIONS, hands=[("windfall-contract", "supply-convoy")], phase="setup", turn=A)
    state = evolve(state, commanders=tuple(evolve(c, ready=False) for c in state.commanders))
    windfall, convoy = state.commanders[A].hand
    legal = GAME.legal_actions(state, A)
    assert Action(A, "play", (windfall,)) in legal and Action(A, "play", (convoy,)) not in legal


def test_solar_flare_wounds_fighters_in_open_space_only():
    state, ids = arrange([*STATIONS, Piece("zephyr-squadron", A), Piece("zephyr-squadron", A, host=0)],
                         hands=[("solar-flare",)], phase=MANUFACTURING, turn=A)
    state = run(state, (Action(A, "play", (state.commanders[A].hand[0],)), ()))
    assert unit(state, ids[2]) is None and unit(state, ids[3]) is not None


def test_an_unexpected_turn_of_events_deploys_a_searched_card_at_cost_and_shuffles():
    state, _ids = arrange(STATIONS, hands=[("an-unexpected-turn-of-events",)], phase=MANUFACTURING, turn=A,
                          stockpiles=[(20, 20), (0, 0)])
    shipyard = ("harpy-class-cruiser#0.9", "zephyr-squadron#0.9")
    state = evolve(state, commanders=(evolve(state.commanders[A], shipyard=shipyard), state.commanders[B]))
    state = run(state, (Action(A, "play", (state.commanders[A].hand[0],)), ()),
                (Action(A, "take", ("harpy-class-cruiser#0.9", None)), ()))
    assert unit(state, "harpy-class-cruiser#0.9") is not None
    assert (state.commanders[A].resource, state.commanders[A].currency) == (20 - 2 - 5, 20 - 3 - 4)


def test_diplomacy_first_calls_off_the_attack_and_shipboard_spies_empties_a_hand():
    state, _ids = battle(Piece("harpy-class-cruiser", B), step=START, hands=[("diplomacy-first", "supply-convoy"),
                                                                             ("shipboard-spies",)])
    spies = state.commanders[B].hand[0]
    state = run(state, (Action(B, "play", (spies,)), ()))
    assert state.commanders[A].hand == ()
    state, _ids = battle(Piece("harpy-class-cruiser", B), step=START, hands=[("diplomacy-first",), ()])
    diplomacy = state.commanders[A].hand[0]
    state = run(state, (Action(B, "pass"), ()), (Action(A, "play", (diplomacy,)), ()))
    assert state.engagement is None and state.phase == DISCARD


# ----- Tactics ----------------------------------------------------------------------------------
def test_concentrated_fire_and_evasive_manoeuvres():
    state, ids = battle(Piece("dragon-class-battleship", A), Piece("harpy-class-cruiser", B),
                        hands=[(), ("concentrated-fire", "evasive-manoeuvres")])
    dragon, harpy = ids[2:]
    fire, evasive = state.commanders[B].hand
    state = run(state, (Action(B, "play", (fire, harpy)), ()), (Action(B, "play", (evasive, harpy)), ()))
    assert work(state).defense(harpy) == 9
    state = run(state, *[(Action(B, "aim", (harpy, dragon)), ()) for _ in range(5)],
                (Action(B, "fire", (harpy,)), (5, 5, 4, 2, 3)))
    assert unit(state, dragon).wounds == 2


def test_last_stand_and_boarding_rush():
    state, ids = battle(Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=2),
                        hands=[(), ("last-stand", "boarding-rush")])
    stand, rush = state.commanders[B].hand
    state = run(state, (Action(B, "play", (stand,)), ()), (Action(B, "play", (rush,)), ()))
    w = work(state)
    assert w.has(ids[2], "stoic") and w.attack(ids[3]) == 4


def test_heavy_assault_ships_advanced_targeting_and_micro_fold_transporters():
    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                          Piece("sparrow-fighter-wing", A)],
                         breakthrus=[("heavy-assault-ships", "micro-fold-transporters", "advanced-targeting-computers")])
    w = work(state)
    assert (w.attack(ids[2]), w.defense(ids[2])) == (6, 8) and w.attack(ids[4]) == 2
    assert w.has(ids[3], "micro-fold")
    from tabletop.games.hull_breach.combat import result_bonus

    assert result_bonus(w, ids[0], ids[4], first=False) == 1


def test_breakthrus_are_deployed_free_in_logistics():
    state, _ids = arrange(STATIONS, hands=[("fighter-doctrine",)], phase=LOGISTICS, turn=A, stockpiles=[(0, 0)])
    doctrine = state.commanders[A].hand[0]
    state = run(state, (Action(A, "deploy", (doctrine, None)), ()))
    assert doctrine in state.commanders[A].battlefield


def test_conscription_costs_double_once_a_turn_and_never_a_unique_card():
    state, _ids = arrange(STATIONS, phase=MANUFACTURING, turn=A, stockpiles=[(20, 20)],
                          breakthrus=[("automated-shipyards",)])
    shipyard = ("harpy-class-cruiser#0.9", "phoenix-class-capital-ship#0.9", "sparrow-fighter-wing#0.9")
    state = evolve(state, commanders=(evolve(state.commanders[A], shipyard=shipyard), state.commanders[B]))
    legal = GAME.legal_actions(state, A)
    assert not [a for a in legal if a.kind == "conscript" and a.args[0].startswith("phoenix")]
    state = run(state, (Action(A, "conscript", ("harpy-class-cruiser#0.9", None)), ()))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (10, 12)
    assert not [a for a in GAME.legal_actions(state, A) if a.kind == "conscript"]


def test_a_game_nobody_can_finish_is_drawn():
    """Ruling H5: no ship, no hand and no shipyard anywhere: the game ends drawn at the end of a turn."""
    state, _ids = arrange(STATIONS, phase=DISCARD, turn=B)
    state = run(state, (Action(B, "end"), ()))
    assert state.winners == () and GAME.outcome(state).draw


def test_a_searched_card_is_never_a_marine_character():
    """2.4.2: Characters are always deployed at cost from the hand, so a search cannot take one."""
    state, _ids = arrange(STATIONS, hands=[("an-unexpected-turn-of-events",)], phase=MANUFACTURING, turn=A,
                          stockpiles=[(20, 20), (0, 0)])
    shipyard = ("heroic-fleet-commander#0.9", "sons-of-orion#0.9")
    state = evolve(state, commanders=(evolve(state.commanders[A], shipyard=shipyard), state.commanders[B]))
    state = run(state, (Action(A, "play", (state.commanders[A].hand[0],)), ()))
    taken = {a.args[0] for a in GAME.legal_actions(state, A) if a.kind == "take"}
    assert taken == {"sons-of-orion#0.9"}


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
