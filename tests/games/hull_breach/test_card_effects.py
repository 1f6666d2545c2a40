"""Hull Breach! printed card effects on the battlefield (book 1.0 "Card Text Block", 2.2 Station
Modules, 2.3 Modules, 2.4.2 Marine Characters, 2.8 Breakthrus, 8.1 "we break our own rules"; rulings
D1-D2): what the structured effects of Station and ship modules, Characters, Breakthrus and salvage
cards do in play, and the refusal of an effect the engine cannot run."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.cards import card_set
from tabletop.games.hull_breach.combat import destroy
from tabletop.games.hull_breach.effects import check_effects
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import ATTACK, DEFEND, Engagement
from tabletop.games.hull_breach.work import Work
from tests.games.hull_breach.support import (
    STATIONS,
    A,
    B,
    battle_open_to_cards,
    crafted_from_set,
    game_work,
    run,
    unit,
    with_effect,
    work,
)


def test_the_engine_refuses_a_card_whose_effect_it_cannot_run():
    card = card_set().by_id["supply-convoy"]
    broken = card.__class__(**{**{f: getattr(card, f) for f in card.__slots__},
                               "effects": ({"effect": "hand-size", "when": "any-time"},)})
    with pytest.raises(ValueError, match="cannot run"):
        check_effects([broken])
    check_effects(card_set().cards)


def test_station_modules_add_attack_defense_capacity_and_discounts():
    state, ids = arrange([Piece("skyline-defense-hq", A), Piece("point-defense-grid", A, host=0),
                          Piece("deflector-shield-array", A, host=0), Piece("fighter-hangar-ring", A, host=0),
                          Piece("orion-frontier-outpost", B), Piece("militia-barracks", B, host=4)])
    w = game_work(state)
    station, grid = ids[0], ids[1]
    assert w.attack(station) == 10 and w.traits(station)["interceptor"] == 2      # 8+2; the module's +2
    assert w.defense(station) == 8 and w.defense(grid) == 8                       # modules share it (2.2)
    assert w.capacity(station) == (4, 8)
    assert w.capacity(ids[4]) == (8, 2)
    assert w.cost(B, card_set().by_id["colonial-rangers"]) == (1, 2)              # Militia Barracks
    assert w.cost(A, card_set().by_id["sparrow-fighter-wing"]) == (1, 1)


def test_meridian_exchange_and_automated_shipyards_discount_ships_never_below_zero():
    state, _ids = arrange([Piece("meridian-exchange-tower", A), Piece("orion-frontier-outpost", B)],
                          breakthrus=[("automated-shipyards",)])
    w = game_work(state)
    assert w.cost(A, card_set().by_id["harpy-class-cruiser"]) == (4, 3)
    assert w.cost(A, card_set().by_id["zephyr-squadron"]) == (0, 0)               # 8.4: never a gain


def test_xeros_salvage_yard_gains_when_an_attacking_ship_falls_at_the_station():
    state, ids = battle_open_to_cards(Piece("xeros-salvage-yard", A, host=0), Piece("sparrow-fighter-wing", B),
                                      step=DEFEND, stockpiles=[(5, 5), (5, 5)])
    sparrow = ids[3]
    state = run(state, (Action(A, "aim", (ids[0], sparrow)), ()), (Action(A, "fire", (ids[0],)), (9,)))
    assert unit(state, sparrow) is None and state.commanders[A].resource == 6


def test_stellar_war_gate_lets_the_station_fire_in_its_commanders_attack():
    state, ids = arrange([Piece("skyline-defense-hq", A), Piece("harpy-class-cruiser", A),
                          Piece("skyline-defense-hq", B), Piece("stellar-war-gate", B, host=2),
                          Piece("sparrow-fighter-wing", B)], turn=B)
    state = evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[4],)))
    assert Action(B, "aim", (ids[2], ids[1])) in GAME.legal_actions(state, B)


def test_ship_and_marine_modules_change_their_unit():
    state, ids = arrange([*STATIONS, Piece("seagull-class-cruiser", A), Piece("ecm-suite", A, host=2),
                          Piece("harpy-class-cruiser", A), Piece("reinforced-armour-plating", A, host=4),
                          Piece("king-fisher-class-cruiser", A), Piece("fighter-bay-conversion", A, host=6),
                          Piece("sons-of-orion", A, host=2), Piece("proven-in-action", A, host=8),
                          Piece("sons-of-orion", A, host=4), Piece("powered-armour", A, host=10),
                          Piece("sons-of-orion", A, host=6), Piece("fold-insertion-kit", A, host=12),
                          Piece("drake-class-cruiser", A), Piece("target-painting-array", A, host=14)])
    w = game_work(state)
    assert w.attack(ids[2]) == 5 and w.traits(ids[2])["jammer"] == 2
    assert w.defense(ids[4]) == 8 and w.max_wounds(ids[4]) == 4
    assert w.capacity(ids[6]) == (1, 4)
    assert w.attack(ids[8]) == 3 and w.max_wounds(ids[8]) == 3
    assert w.defense(ids[10]) == 7 and w.has(ids[10], "resistant")
    assert w.has(ids[12], "micro-fold")
    assert w.traits(ids[14])["target-painter"] == 2
    assert not w.has(ids[2], "resistant")        # 2.4: Marines' traits stay with the Marines


def test_characters_grant_the_fleet_and_their_ship_traits():
    state, ids = arrange([*STATIONS, Piece("eagle-class-battle-cruiser", A), Piece("sparrow-fighter-wing", A),
                          Piece("heroic-fleet-commander", A, host=2), Piece("master-engineer-vance", A, host=3)])
    w = game_work(state)
    eagle, sparrow = ids[2], ids[3]
    assert w.traits(sparrow)["interceptor"] == 1 and w.traits(eagle)["interceptor"] == 1
    assert w.has(sparrow, "annihilate") and w.has(eagle, "annihilate")
    assert not w.has(eagle, "repair")


def test_heavy_assault_ships_advanced_targeting_and_micro_fold_transporters():
    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                          Piece("sparrow-fighter-wing", A)],
                         breakthrus=[("heavy-assault-ships", "micro-fold-transporters", "advanced-targeting-computers")])
    w = game_work(state)
    assert (w.attack(ids[2]), w.defense(ids[2])) == (6, 8) and w.attack(ids[4]) == 2
    assert w.has(ids[3], "micro-fold")
    from tabletop.games.hull_breach.combat import result_bonus

    assert result_bonus(w, ids[0], ids[4], first=False) == 1


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


def test_a_played_card_may_only_carry_effects_that_happen_when_played():
    """2.6-2.8: an Event or Tactic happens when played; a unit, module or Breakthru stands. Each kind
    is checked against its own list, and the refusal names the card, the effect and the type."""
    check_effects([crafted_from_set("supply-convoy", effects=({"effect": "discard-hand", "when": "any-time"},)),
                   crafted_from_set("harpy-class-cruiser", effects=({"effect": "repair", "when": "logistics"},))])
    with pytest.raises(ValueError, match=r"^Supply Convoy: the rules engine cannot run the effect 'repair' on a "
                                         r"event$"):
        check_effects([crafted_from_set("supply-convoy", effects=({"effect": "repair", "when": "any-time"},))])
    with pytest.raises(ValueError, match=r"^Harpy-class Cruiser: the rules engine cannot run the effect "
                                         r"'discard-hand' on a ship$"):
        check_effects([crafted_from_set("harpy-class-cruiser", effects=({"effect": "discard-hand", "when": "always"},))])


def test_an_unknown_trigger_is_refused_and_the_known_ones_pass():
    """The engine watches three triggers (a ship destroyed at the station, first targeted, would be
    destroyed); a card waiting for any other would never fire, so the set is refused."""
    check_effects([crafted_from_set("xeros-salvage-yard", effects=(
        {"effect": "gain", "when": "always", "trigger": "first-targeted"},
        {"effect": "gain", "when": "always", "trigger": "would-be-destroyed"},
        {"effect": "gain", "when": "always", "trigger": "opposing-ship-destroyed-at-station"}))])
    with pytest.raises(ValueError, match=r"^Xeros Salvage Yard: the rules engine does not know the trigger "
                                         r"'turn-start'$"):
        check_effects([crafted_from_set("xeros-salvage-yard", effects=(
            {"effect": "gain", "when": "always", "trigger": "turn-start"},))])


def test_a_standing_effect_reaches_local_units_this_unit_or_the_station_it_is_printed_on():
    """The schema's "where": "local" reaches the controller's units at the same place (9.19), "this"
    the card's own unit, "attached" printed on a station the station itself. No card in the set has
    such a standing effect (the local ones last an engagement), so the Eagle's and the station's
    effects are changed here."""
    state, ids = arrange([*STATIONS, Piece("eagle-class-battle-cruiser", A), Piece("harpy-class-cruiser", A)])
    station, eagle, harpy = ids[0], ids[2], ids[3]
    grant = {"effect": "grant-trait", "when": "always", "trait": "interceptor", "value": 1}
    for where, reached in (("local", {eagle, harpy}), ("this", {eagle})):
        cards = with_effect(dict(card_set().by_id), "eagle-class-battle-cruiser",
                            {**grant, "applies_to": {"whose": "own", "units": ["ship"], "where": where}})
        w = Work(state, cards)
        assert {p for p in (eagle, harpy) if w.traits(p).get("interceptor")} == reached, where
    printed = Work(state, dict(card_set().by_id)).attack(station)
    cards = with_effect(dict(card_set().by_id), "skyline-defense-hq",
                        {"effect": "modify", "when": "always", "attack": 2,
                          "applies_to": {"whose": "own", "units": ["station"], "where": "attached"}})
    assert Work(state, cards).attack(station) == printed + 2
