"""Hull Breach! stockpiles and costs (book 4.3, 5.4.1 deploying at cost, 5.4.2 and 9.8 Conscription,
8.4 "never something from nothing", 9.28 the stockpile's limits; ruling H8): paying for a card,
discounts that never go below nothing, the doubled once-a-turn conscription and the 0-20 stockpile."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import MalformedActionError
from tabletop.engine.evolve import evolve
from tabletop.engine.save import load_save, new_saved
from tabletop.games import registry
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.cards import card_set
from tabletop.games.hull_breach.deployment import conscript_cost, deploy_cost
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import DISCARD, MANUFACTURING
from tabletop.games.hull_breach.work import Work
from tests.games.hull_breach.support import (
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
    run,
    step,
    unit,
    with_commander,
    with_effect,
)


def test_stockpiles_are_capped_at_20():
    state, _ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A)], phase=DISCARD, turn=B,
                          stockpiles=[(19, 20), (0, 0)])
    state = run(state, (Action(B, "end"), ()))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (20, 20)


def test_conscription_costs_double_once_a_turn_and_never_a_unique_card():
    state, _ids = arrange(STATIONS, phase=MANUFACTURING, turn=A, stockpiles=[(20, 20)],
                          breakthrus=[("automated-shipyards",)])
    shipyard = ("harpy-class-cruiser#0.9", "phoenix-class-capital-ship#0.9", "sparrow-fighter-wing#0.9")
    state = evolve(state, commanders=(evolve(state.commanders[A], shipyard=shipyard), state.commanders[B]))
    legal = GAME.legal_actions(state, A)
    assert not [a for a in legal if a.kind == "conscript" and a.args[0].startswith("phoenix")]
    state = run(state, (Action(A, "conscript", ("harpy-class-cruiser", None)), ()))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (10, 12)
    assert not [a for a in GAME.legal_actions(state, A) if a.kind == "conscript"]


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
    yard = (copy_id("harpy-class-cruiser"), copy_id("sons-of-orion"), copy_id("ecm-suite"), copy_id("supply-convoy"),
            copy_id("fighter-doctrine"), copy_id("point-defense-grid"))
    state, ids = position(Piece("harpy-class-cruiser", A), stockpile=(10, 8), shipyard=yard)
    conscripts = {(a.args[0], a.args[1]) for a in GAME.legal_actions(state, A) if a.kind == "conscript"}
    assert conscripts == {("harpy-class-cruiser", None), ("sons-of-orion", ids[0]), ("sons-of-orion", ids[2])}
    state, _ids = position(stockpile=(9, 20), shipyard=yard[:1])
    assert not [a for a in GAME.legal_actions(state, A) if a.kind == "conscript"]
    state, _ids = position(stockpile=(10, 8), shipyard=yard[:1])
    state, events = apply(state, Action(A, "conscript", ("harpy-class-cruiser", None)))
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


def test_a_unique_marine_character_is_never_conscripted():
    """9.8 and 3.4.12: no Unique card is conscripted, even one whose doubled cost is affordable (the
    Heroic Fleet Commander: 8 and 8)."""
    state, _ids = position(Piece("harpy-class-cruiser", A), shipyard=(copy_id("heroic-fleet-commander"),),
                           stockpile=(20, 20))
    assert not [a for a in GAME.legal_actions(state, A) if a.kind == "conscript"]
    state, ids = position(Piece("harpy-class-cruiser", A), shipyard=(copy_id("sons-of-orion"),), stockpile=(20, 20))
    assert [a.args for a in GAME.legal_actions(state, A) if a.kind == "conscript"] == [
        ("sons-of-orion", ids[0]), ("sons-of-orion", ids[2])]


def test_a_marine_character_is_never_conscripted_even_if_not_unique():
    """2.4.2 and 5.4.2: conscription searches the shipyard; a Character only ever comes from the hand."""
    from tabletop.games.hull_breach.deployment import can_deploy_from

    vance = GAME.by_id["master-engineer-vance"]
    plain = crafted("master-engineer-vance", traits=tuple(t for t in vance.traits if t[0] != "unique"))
    state, _ids = position(Piece("harpy-class-cruiser", A), shipyard=(copy_id("master-engineer-vance"),))
    w = Work(state, {**GAME.by_id, "master-engineer-vance": plain})
    assert can_deploy_from(w, A, copy_id("master-engineer-vance"), conscript=True) == []


def test_conscription_takes_from_the_shipyard_at_twice_the_cost_and_shuffles():
    """5.4.2 and 9.8: twice 5 and 4; once a turn; 8.3: the shipyard is shuffled after the search."""
    state, _ids = phase_position(MANUFACTURING)
    state, events = apply_with_dice(state, action_of_a("conscript", "harpy-class-cruiser", None))
    a = state.commanders[A]
    assert "harpy-class-cruiser#0.8" not in a.shipyard and len(a.shipyard) == 4
    assert (a.resource, a.currency) == (10, 12) and a.conscripted
    assert unit(state, "harpy-class-cruiser#0.8").controller == A
    assert event_texts(events, "deploy") == ["Commander A conscripts Harpy-class Cruiser."]
    assert state.chance == 1
    assert not [x for x in legal(state, A) if x.kind == "conscript"]


def test_the_once_a_turn_conscription_is_open_again_as_a_plain_no():
    """5.4.2: the new turn's "not conscripted yet" is stored as False, like every other flag."""
    state, _ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A)], phase=DISCARD, turn=B)
    state = with_commander(state, A, conscripted=True)
    state, _ = step(state, Action(B, "end"))
    assert state.commanders[A].conscripted is False


def test_a_stockpile_never_goes_below_nothing_or_above_twenty():
    """9.28: a stockpile holds 0 to 20 of each."""
    state, _ids = arrange(STATIONS, stockpiles=[(3, 4), (19, 18)])
    w = Work(state, dict(card_set().by_id))
    w.gain(A, resource=-5, currency=-4)
    w.gain(B, resource=5, currency=2)
    assert [(c.resource, c.currency) for c in w.cmd] == [(0, 0), (20, 20)]
    w.gain(A, currency=1)
    assert (w.cmd[A].resource, w.cmd[A].currency) == (0, 1)


def test_discounts_add_up_and_apply_only_to_the_units_they_name():
    """8.4: each standing discount takes its amount off; two Automated Shipyards take 2 Resource
    off a ship, the Meridian Exchange Tower 1 Currency; a Marine gets none of them."""
    state, _ids = arrange([Piece("meridian-exchange-tower", A), Piece("orion-frontier-outpost", B)],
                          breakthrus=[("automated-shipyards", "automated-shipyards")])
    w = Work(state, dict(card_set().by_id))
    cards = card_set().by_id
    assert w.discount(A, cards["harpy-class-cruiser"]) == (2, 1)
    assert w.cost(A, cards["harpy-class-cruiser"]) == (5 - 2, 4 - 1)
    assert w.discount(A, cards["sons-of-orion"]) == (0, 0)
    assert w.discount(B, cards["harpy-class-cruiser"]) == (0, 0)
    assert w.cost(B, cards["harpy-class-cruiser"]) == (5, 4)


def test_a_discount_for_station_modules_or_for_one_class_reaches_only_those_cards():
    """8.4 on made-up discounts (none in the set names a Module - Station or a class): one for
    Module - Station cards takes nothing off a Module - Ship, a ship or a station; one for cruisers
    nothing off a battleship."""
    state, _ids = arrange([Piece("meridian-exchange-tower", A), Piece("orion-frontier-outpost", B)])
    base = card_set().by_id
    cards = with_effect(dict(base), "meridian-exchange-tower",
                        {"effect": "discount", "when": "always", "currency": 1,
                          "applies_to": {"whose": "own", "units": ["station-module"]}})
    w = Work(state, cards)
    assert w.discount(A, base["anaheim-strip-miners"]) == (0, 1)
    for other in ("ecm-suite", "harpy-class-cruiser", "skyline-defense-hq"):
        assert w.discount(A, base[other]) == (0, 0), other
    cards = with_effect(dict(base), "meridian-exchange-tower",
                        {"effect": "discount", "when": "always", "resource": 1,
                          "applies_to": {"whose": "own", "units": ["ship"], "classes": ["cruiser"]}})
    w = Work(state, cards)
    assert w.discount(A, base["harpy-class-cruiser"]) == (1, 0)
    assert w.discount(A, base["dragon-class-battleship"]) == (0, 0)


def test_conscription_names_the_card_never_a_copy_hidden_in_the_shipyard():
    """5.4.2 and 8.3: the shipyard is face down, so its commander conscripts a card, not one of
    its unseen copies: no conscription names anything hidden from the seat. The copy taken is the
    first by its id (copy 8 under copy 9), never by the shipyard's secret order."""
    state, _ids = phase_position(MANUFACTURING)
    hidden = GAME.hidden_from(state, A)
    conscripts = [a for a in legal(state, A) if a.kind == "conscript"]
    assert [a.args[0] for a in conscripts] == ["harpy-class-cruiser"] * len(conscripts)
    assert not [a for a in conscripts if hidden & set(a.args)]
    with pytest.raises(MalformedActionError):
        GAME.validate(state, action_of_a("conscript", "harpy-class-cruiser#0.8", None))


def test_a_save_that_named_the_conscripted_copy_loads_to_the_same_game():
    """A save whose conscription names the shipyard copy it took (the spelling of the same rules
    version before) replays to the same game as one naming the card."""
    names = ["A", "B"]
    state = GAME.new_game(5, names=names)
    action = next(a for a in GAME.legal_actions(state, A) if a.kind == "conscript")
    copy = min(p for p in state.commanders[A].shipyard if p.startswith(action.args[0] + "#"))
    older = Action(A, "conscript", (copy, action.args[1]))
    assert GAME.recorded_action(older) == action
    _game, _saved, loaded = load_save(new_saved(GAME, 5, {}, names, [older]).to_text(), registry())
    assert loaded == GAME.apply(state, action)[0]
