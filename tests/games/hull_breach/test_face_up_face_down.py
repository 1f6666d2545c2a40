"""Hull Breach! Face Up - Face Down modules (book 2.5.5, 3.4.4; rulings H17 and H26): deployed free
and face down on Battle Cruisers and larger, flipped when their trigger comes (the Hidden Missile
Battery, the Emergency Bulkheads), turned face down again when an engagement ends, and giving no room
while face down."""

from __future__ import annotations

import copy
from dataclasses import replace

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach import engagement as E
from tabletop.games.hull_breach.deployment import deploy_cost
from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import (
    ATTACK,
    DEFEND,
    DISCARD,
    ENGAGEMENT,
    MANUFACTURING,
    Engagement,
    Prompt,
)
from tabletop.games.hull_breach.work import Work
from tests.games.hull_breach.support import (
    STATIONS,
    A,
    B,
    act,
    action_of_a,
    apply,
    apply_with_dice,
    battle,
    battle_work,
    crafted,
    event_data,
    event_texts,
    fire,
    hosts_for,
    legal,
    position,
    run,
    texts,
    unit,
    volley_steps,
    w_forced,
)

ROOMY = {**GAME.by_id, "hidden-missile-battery": replace(GAME.by_id["hidden-missile-battery"], capacity=(1, 2))}


def _roomy_game():
    """The game reading the card list with the roomy Hidden Missile Battery."""
    game = copy.copy(GAME)
    game.by_id = ROOMY
    return game


def bulkheads():
    """A's Osprey (2, 3 wounds of 4) with face-down Emergency Bulkheads (3); B's Harpy (4) and a spare."""
    return battle_work(Piece("osprey-class-battle-cruiser", A, wounds=3),
                       Piece("emergency-bulkheads", A, host=2, face_down=True),
                       Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", B))


def flip_position(trigger="first-targeted", host=True):
    """B attacks A; A's Dragon carries a face-down Hidden Missile Battery (its trigger: first targeted)."""
    pieces = [*STATIONS, Piece("dragon-class-battleship", A), Piece("hidden-missile-battery", A, host=2, face_down=True),
              Piece("harpy-class-cruiser", B)]
    state, ids = arrange(pieces, turn=B, engagement=Engagement(B, A, step=ATTACK, round=2,
                                                               fleet=("harpy-class-cruiser#1.1",)))
    prompt = Prompt(A, "flip", ids[2] if host else None, 0, trigger, ENGAGEMENT)
    return evolve(state, prompts=(prompt,)), ids


def refold_position():
    """After an engagement: A's Dragon and Eagle carry face-up Face Up - Face Down modules."""
    pieces = [*STATIONS, Piece("dragon-class-battleship", A), Piece("hidden-missile-battery", A, host=2),
              Piece("eagle-class-battle-cruiser", A), Piece("emergency-bulkheads", A, host=4)]
    state, ids = arrange(pieces, phase=DISCARD, turn=B)
    return evolve(state, prompts=(Prompt(A, "face-down"), Prompt(B, "search"))), ids


def _bulkheads_at_risk():
    state, ids = battle(Piece("eagle-class-battle-cruiser", A, wounds=3), Piece("emergency-bulkheads", A, host=2,
                                                                               face_down=True),
                        Piece("harpy-class-cruiser", B))
    eagle, bulkheads, harpy = ids[2:]
    state = run(state, (Action(B, "aim", (harpy, eagle)), ()))
    state = force(state, [9])
    state, _events = GAME.apply(state, Action(B, "fire", (harpy,)))
    # 3.4.4 "you may choose to flip": the volley waits for A's decision, which B sees being made
    assert GAME.pending(state)[0].seat == A and GAME.pending(state)[0].kind == "flip"
    assert set(legal(state, A)) == {Action(A, "flip", (bulkheads,)), Action(A, "decline")}
    assert not legal(state, B) and bulkheads not in repr(GAME.view(state, B))
    return state, eagle, bulkheads, harpy


def test_a_face_down_module_gives_no_capacity_until_it_is_flipped():
    """3.4.4: "while face-down the card has no effect on the game"; face up, its room counts (2.4.1)."""
    for face_down, room in ((True, (3, 0)), (False, (4, 2))):
        state, ids = arrange([*STATIONS, Piece("dragon-class-battleship", A),
                              Piece("hidden-missile-battery", A, host=2, face_down=face_down)])
        assert Work(state, ROOMY).capacity(ids[2]) == room


def test_a_face_down_module_still_fills_the_ship_s_module_place():
    """2.3: one module per ship; the face-down one is attached, and a new one scraps it."""
    state, ids = arrange([*STATIONS, Piece("dragon-class-battleship", A),
                          Piece("hidden-missile-battery", A, host=2, face_down=True)],
                         hands=[["reinforced-armour-plating"]], phase=MANUFACTURING, turn=A)
    dragon, battery, plating = ids[2], ids[3], state.commanders[A].hand[0]
    state, events = GAME.apply(state, Action(A, "deploy", (plating, dragon)))
    assert [u.pid for u in state.units if u.host == dragon] == [plating]
    assert any(e.kind == "scrap" and e.data["unit"] == battery for e in events)


def test_another_commander_cannot_tell_a_face_down_module_by_the_room_it_would_give():
    """Secrets are removed, not hidden: B controls A's Dragon (hijacked) with A's face-down module
    on her. Whichever card lies face down, B sees the same view and is offered the same actions;
    in particular B's Fighter Wing is never offered a bay the hidden card would give."""
    game = _roomy_game()
    views, offers = [], []
    for module in ("hidden-missile-battery", "emergency-bulkheads"):
        state, ids = arrange([*STATIONS, Piece("dragon-class-battleship", A, controller=B),
                              Piece(module, A, host=2, face_down=True), Piece("colonial-rangers", B, host=2),
                              Piece("sparrow-fighter-wing", B)], phase=MANUFACTURING, turn=B)
        dragon, sparrow = ids[2], ids[5]
        legal = game.legal_actions(state, B)
        assert Action(B, "assign", (sparrow, dragon)) not in legal
        views.append(game.view(state, B))
        offers.append(legal)
    assert views[0] == views[1] and offers[0] == offers[1]


def test_turning_a_module_face_down_again_loses_the_room_it_gave():
    """3.4.4 lets a commander turn the module face down after the engagement; 9.5: a ship that loses
    capacity loses the Marines that no longer fit. Four Marines fill the Dragon's 3 and the face-up
    battery's 1; face down again, the last one aboard is lost."""
    game = _roomy_game()
    pieces = [*STATIONS, Piece("dragon-class-battleship", A), Piece("hidden-missile-battery", A, host=2),
              *(Piece("sons-of-orion", A, host=2) for _ in range(4))]
    state, ids = arrange(pieces, phase=DISCARD, turn=B)
    state = evolve(state, prompts=(Prompt(A, "face-down"),))
    dragon, battery, sons = ids[2], ids[3], ids[4:8]
    assert Work(state, ROOMY).capacity(dragon) == (4, 2)
    state, events = game.apply(state, Action(A, "face-down", (battery,)))
    assert [u.pid for u in state.units if u.host == dragon and u.pid in sons] == sons[:3]
    assert any(e.kind == "casualties" and e.data["unit"] == sons[3] for e in events)


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


def test_a_face_up_face_down_module_is_free_whatever_it_prints():
    """3.4.4: such modules are deployed at no cost (the set's print 0; one printing a cost is free too)."""
    state, _ids = position()
    w = Work(state, GAME.by_id)
    assert deploy_cost(w, A, crafted("hidden-missile-battery", cost=(3, 2))) == (0, 0)
    assert deploy_cost(w, A, crafted("ecm-suite", cost=(3, 2))) == (3, 2)


def test_a_hidden_missile_battery_may_flip_when_its_ship_is_first_targeted():
    """3.4.4: the trigger comes with the first die declared at the Osprey; flipped, she has 3 more
    dice for her next volley; a second declaration at her is no new trigger."""
    w, ids = battle_work(Piece("osprey-class-battle-cruiser", A), Piece("hidden-missile-battery", A, host=2, face_down=True),
                         Piece("harpy-class-cruiser", B))
    osprey, battery, harpy = ids[2:]
    act(w, B, "aim", harpy, osprey)
    assert w.prompts == (Prompt(A, "flip", osprey, unit="first-targeted"),)
    assert texts(w, "trigger") == ["Commander A may flip a face-down module on Osprey-class Battle Cruiser."]
    assert E.flippable(w, osprey, "first-targeted") == battery
    assert E.flippable(w, osprey, "would-be-destroyed") is None and E.flippable(w, harpy, "first-targeted") is None
    w.prompts = ()
    E.resolve_flip(w, osprey, "first-targeted", True)
    assert w.units[battery].face_down is False and w.eng.bonus == ((osprey, "dice", 3),)
    assert texts(w, "flip") == [("Hidden Missile Battery flips face up on Osprey-class Battle Cruiser: +3 dice for "
                                "her next volley.")]
    assert E._dice(w, osprey) == 7
    assert event_data(w, "flip") == [{"unit": battery, "traits": ("face-up-face-down",)}]
    act(w, B, "aim", harpy, osprey)
    assert w.prompts == () and w.eng.aim == ((osprey, 2),)


def test_a_module_left_face_down_gives_nothing():
    """3.4.4: the commander may leave it face down; it then grants nothing."""
    w, ids = battle_work(Piece("osprey-class-battle-cruiser", A), Piece("hidden-missile-battery", A, host=2, face_down=True),
                         Piece("harpy-class-cruiser", B))
    osprey, battery, harpy = ids[2:]
    act(w, B, "aim", harpy, osprey)
    w.prompts = ()
    E.resolve_flip(w, osprey, "first-targeted", False)
    assert texts(w, "keep-face-down") == ["Commander A leaves the module on Osprey-class Battle Cruiser face down."]
    assert w.units[battery].face_down is True and w.eng.bonus == () and E._dice(w, osprey) == 4


def test_emergency_bulkheads_flipped_seal_two_wounds_and_the_ship_survives():
    """3.4.4 (Emergency Bulkheads): the volley that would destroy her waits while her commander
    decides; flipped, she seals 2 wounds and the rest of the volley goes on."""
    w, ids = bulkheads()
    osprey, module, harpy, _spare = ids[2:]
    ashore = ids[0]
    act(w, B, "aim", harpy, osprey)
    act(w, B, "aim", harpy, osprey)
    w_forced(w, [9, 9])
    act(w, B, "fire", harpy)
    assert w.prompts == (Prompt(A, "flip", osprey, unit="would-be-destroyed"),)
    assert w.eng.shooter == harpy and w.units[osprey].wounds == 5
    w.prompts = ()
    E.resolve_flip(w, osprey, "would-be-destroyed", True)
    assert texts(w, "flip") == ["Emergency Bulkheads flips face up: Osprey-class Battle Cruiser seals 2 wounds."]
    assert osprey in w.units and w.units[osprey].wounds == 3
    assert event_data(w, "flip") == [{"unit": module, "traits": ("face-up-face-down",)}]
    assert w.eng.shooter is None and harpy in w.eng.acted
    assert ashore in w.units


def test_emergency_bulkheads_left_face_down_let_her_go():
    w, ids = bulkheads()
    osprey, module, harpy, _spare = ids[2:]
    act(w, B, "aim", harpy, osprey)
    w_forced(w, [9])
    act(w, B, "fire", harpy)
    w.prompts = ()
    E.resolve_flip(w, osprey, "would-be-destroyed", False)
    assert osprey not in w.units and module not in w.units and w.eng.shooter is None


def test_a_flip_that_does_not_seal_enough_still_loses_the_ship():
    """Two wounds sealed of a volley that overshoots by more than two: still destroyed."""
    w, ids = bulkheads()
    osprey, _module, harpy, _spare = ids[2:]
    for _ in range(4):
        act(w, B, "aim", harpy, osprey)
    w_forced(w, [9, 9, 9, 9])
    act(w, B, "fire", harpy)
    w.prompts = ()
    E.resolve_flip(w, osprey, "would-be-destroyed", True)
    assert osprey not in w.units


def test_the_end_of_the_engagement_offers_face_up_modules_face_down_again_defender_first():
    """3.4.4: each commander with face-up Face Up - Face Down modules is asked, defender first; 5.5:
    the attacker goes on to the discard step and may reassign again."""
    w, ids = battle_work(Piece("osprey-class-battle-cruiser", A), Piece("hidden-missile-battery", A, host=2),
                         Piece("hawk-class-battle-cruiser", B), Piece("hidden-missile-battery", B, host=4))
    w.cmd[B] = evolve(w.cmd[B], moved=("x",))
    assert E.refoldable(w, A) == [ids[3]] and E.refoldable(w, B) == [ids[5]]
    E.end(w)
    assert w.eng is None and w.phase == DISCARD and w.cmd[B].moved == ()
    assert w.prompts == (Prompt(A, "face-down"), Prompt(B, "face-down"))
    assert texts(w, "engagement-over") == ["The engagement is over."]
    E.end(w)
    assert len(texts(w, "engagement-over")) == 1


def test_face_down_modules_are_not_offered_and_an_eliminated_attacker_discards_nothing():
    w, _ids = battle_work(Piece("osprey-class-battle-cruiser", A), Piece("hidden-missile-battery", A, host=2, face_down=True),
                    Piece("harpy-class-cruiser", B))
    assert E.refoldable(w, A) == []
    w.cmd[B] = evolve(w.cmd[B], alive=False)
    E.end(w)
    assert w.prompts == () and w.phase == ENGAGEMENT
    w, _ids = battle_work(Piece("osprey-class-battle-cruiser", A), Piece("hidden-missile-battery", A, host=2))
    w.winners = (A,)
    E.end(w)
    assert w.prompts == () and w.phase == ENGAGEMENT


def test_a_stoic_ship_whose_bulkheads_stay_face_down_still_fires_back():
    """3.4.4 with 3.4.11: left face down, the Dragon is destroyed as rolled, by volley fire."""
    w, ids = battle_work(Piece("dragon-class-battleship", A, wounds=4),
                         Piece("emergency-bulkheads", A, host=2, face_down=True),
                         Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", B))
    dragon, _module, harpy, _spare = ids[2:]
    fire(w, B, harpy, dragon, 1, [9])
    w.prompts = ()
    E.resolve_flip(w, dragon, "would-be-destroyed", False)
    assert w.eng.stoic == (dragon,) and dragon in w.units


def test_bulkheads_that_seal_exactly_to_the_wound_limit_do_not_save_her():
    """9.39: a ship is destroyed when her wounds equal her printed wounds."""
    w, ids = bulkheads()
    osprey, _module, harpy, _spare = ids[2:]
    fire(w, B, harpy, osprey, 3, [9, 9, 9])
    w.prompts = ()
    E.resolve_flip(w, osprey, "would-be-destroyed", True)
    assert osprey not in w.units


def test_the_engagement_waits_while_a_flip_is_being_decided():
    """3.4.4 and ruling H17: nothing moves on while a commander decides on a flip."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B))
    w.eng = evolve(w.eng, acted=(ids[3],))
    w.prompts = (Prompt(A, "flip", ids[2], unit="first-targeted"),)
    E.advance(w)
    assert w.eng.step == ATTACK
    w.prompts = (Prompt(A, "face-down"),)
    E.advance(w)
    assert w.eng.step == DEFEND


def test_an_overload_stopped_by_a_bulkheads_flip_finishes_as_the_overloading_ship_s_volley():
    """3.3.3 with 3.4.4: the Cockatrice's Overload would destroy the Osprey; while A decides on the
    face-down Emergency Bulkheads the volley waits, still the Cockatrice's Overload of 6 dice, and
    once the flip is settled the volley ends as hers (she has acted and fired)."""
    w, ids = battle_work(Piece("osprey-class-battle-cruiser", A, wounds=3),
                         Piece("emergency-bulkheads", A, host=2, face_down=True),
                         Piece("cockatrice-class-cruiser", B), Piece("harpy-class-cruiser", B))
    osprey, _module, cockatrice, _spare = ids[2:]
    w_forced(w, [9, 2, 2, 2, 2, 2])
    act(w, B, "overload", cockatrice, osprey)
    assert w.prompts == (Prompt(A, "flip", osprey, unit="would-be-destroyed"),)
    assert w.eng.shooter == cockatrice and w.eng.mode == "overload" and E._dice(w, cockatrice) == 6
    w.prompts = ()
    E.resolve_flip(w, osprey, "would-be-destroyed", True)
    assert osprey in w.units and w.eng.shooter is None and w.eng.mode == "fire"
    assert cockatrice in w.eng.acted and cockatrice in w.eng.fired


def test_a_face_down_module_whose_trigger_came_may_be_flipped_or_left():
    state, ids = flip_position()
    assert legal(state, A) == [action_of_a("flip", ids[3]), action_of_a("decline")]
    assert legal(state, B) == []
    for other in (flip_position(trigger="would-be-destroyed")[0], flip_position(host=False)[0]):
        assert legal(other, A) == [action_of_a("decline")]


def test_flipping_the_battery_gives_the_dragon_three_dice_and_lets_the_engagement_go_on():
    """The card: +3 dice for her next volley once flipped."""
    state, ids = flip_position()
    dragon, battery = ids[2], ids[3]
    state, events = apply_with_dice(state, action_of_a("flip", battery))
    assert not unit(state, battery).face_down and state.prompts == ()
    assert state.engagement.bonus == ((dragon, "dice", 3),)
    assert [e.kind for e in events] == ["flip"]


def test_leaving_the_battery_face_down_gives_nothing():
    state, ids = flip_position()
    state, events = apply_with_dice(state, action_of_a("decline"))
    assert unit(state, ids[3]).face_down and state.prompts == () and state.engagement.bonus == ()
    assert event_texts(events, "keep-face-down") == ["Commander A leaves the module on Dragon-class Battleship face down."]


def test_modules_are_turned_face_down_one_at_a_time_until_none_is_left():
    """3.4.4: at the end of the engagement each face-up module may be turned face down again."""
    state, ids = refold_position()
    dragon, battery, eagle, bulkheads = ids[2:6]
    assert legal(state, A) == [action_of_a("face-down", battery), action_of_a("face-down", bulkheads), action_of_a("decline")]
    state, events = apply_with_dice(state, action_of_a("face-down", battery))
    assert unit(state, battery).face_down and state.prompts[0] == Prompt(A, "face-down")
    assert event_texts(events, "face-down") == ["Commander A turns a module on Dragon-class Battleship face down again."]
    assert [e.data for e in events if e.kind == "face-down"] == [{"seat": A, "host": dragon}]
    assert legal(state, A) == [action_of_a("face-down", bulkheads), action_of_a("decline")]
    state, events = apply_with_dice(state, action_of_a("face-down", bulkheads))
    assert unit(state, bulkheads).face_down and state.prompts == (Prompt(B, "search"),)
    assert event_texts(events, "face-down") == ["Commander A turns a module on Eagle-class Battle Cruiser face down again."]
    assert eagle in {u.pid for u in state.units}


def test_declining_leaves_the_rest_face_up():
    state, ids = refold_position()
    state, events = apply_with_dice(state, action_of_a("decline"))
    assert not unit(state, ids[3]).face_down and not unit(state, ids[5]).face_down
    assert state.prompts == (Prompt(B, "search"),) and state.chance == 0
    assert event_texts(events, "decline") == ["Commander A leaves the rest of their modules face up."]
    assert [e.data for e in events if e.kind == "decline"] == [{"seat": A}]


def test_face_down_modules_go_free_on_battle_cruisers_and_larger_and_flip_on_their_trigger():
    state, ids = arrange([*STATIONS, Piece("eagle-class-battle-cruiser", A), Piece("harpy-class-cruiser", A)],
                         hands=[("emergency-bulkheads",)], phase=MANUFACTURING, turn=A, stockpiles=[(0, 0)])
    eagle, harpy = ids[2:]
    bulkheads = state.commanders[A].hand[0]
    legal = GAME.legal_actions(state, A)
    assert Action(A, "deploy", (bulkheads, eagle)) in legal and Action(A, "deploy", (bulkheads, harpy)) not in legal
    state = run(state, (Action(A, "deploy", (bulkheads, eagle)), ()))
    assert unit(state, bulkheads).face_down
    assert bulkheads in GAME.hidden_from(state, B) and bulkheads not in repr(GAME.view(state, B))


def test_emergency_bulkheads_save_the_ship_from_the_killing_volley_when_flipped():
    """3.4.4 and the card: flipped when she would be destroyed, it seals 2 wounds first."""
    state, eagle, bulkheads, _harpy = _bulkheads_at_risk()
    state = run(state, (Action(A, "flip", (bulkheads,)), ()))
    assert unit(state, eagle).wounds == 2 and not unit(state, bulkheads).face_down
    assert state.engagement.step == DEFEND


def test_emergency_bulkheads_left_face_down_let_the_ship_go():
    state, eagle, bulkheads, _harpy = _bulkheads_at_risk()
    state = run(state, (Action(A, "decline"), ()))
    assert unit(state, eagle) is None and unit(state, bulkheads) is None


def test_hidden_missile_battery_adds_three_dice_after_the_ship_is_first_targeted():
    """3.4.4: the trigger (first targeted) comes during B's declaration; A chooses to flip, then B's
    declaration goes on, and the Eagle's next volley has 3 more dice."""
    state, ids = battle(Piece("eagle-class-battle-cruiser", A), Piece("hidden-missile-battery", A, host=2,
                                                                      face_down=True),
                        Piece("harpy-class-cruiser", B))
    eagle, battery, harpy = ids[2:]
    state = run(state, (Action(B, "aim", (harpy, eagle)), ()))
    assert GAME.pending(state)[0].kind == "flip" and Action(A, "flip", (battery,)) in GAME.legal_actions(state, A)
    state = run(state, (Action(A, "flip", (battery,)), ()), (Action(B, "fire", (harpy,)), (2,)))
    assert not unit(state, battery).face_down
    assert state.engagement.step == DEFEND
    state = run(state, *volley_steps(A, eagle, harpy, 7, [2] * 7))      # attack 4 + 3
    assert unit(state, harpy).wounds == 0


def test_a_hidden_missile_battery_left_face_down_adds_nothing():
    state, ids = battle(Piece("eagle-class-battle-cruiser", A), Piece("hidden-missile-battery", A, host=2,
                                                                      face_down=True),
                        Piece("harpy-class-cruiser", B))
    eagle, battery, harpy = ids[2:]
    state = run(state, (Action(B, "aim", (harpy, eagle)), ()), (Action(A, "decline"), ()),
                (Action(B, "fire", (harpy,)), (2,)))
    assert unit(state, battery).face_down
    state = run(state, (Action(A, "aim", (eagle, harpy)), ()))
    assert state.engagement.dice == 4


def test_face_up_modules_may_be_turned_face_down_again_when_the_engagement_ends():
    """3.4.4: "at the end of your engagements you may choose to turn this module Face Down again"."""
    state, ids = battle(Piece("eagle-class-battle-cruiser", A), Piece("hidden-missile-battery", A, host=2),
                        Piece("harpy-class-cruiser", B), step=ATTACK)
    _eagle, battery, harpy = ids[2:]
    state = run(state, (Action(B, "retreat", (harpy,)), ()), (Action(A, "pass"), ()))
    assert state.engagement is None and GAME.pending(state)[0].kind == "face-down"
    assert set(legal(state, A)) == {Action(A, "face-down", (battery,)), Action(A, "decline")}
    state = run(state, (Action(A, "face-down", (battery,)), ()))
    assert unit(state, battery).face_down and battery not in repr(GAME.view(state, B))
    assert GAME.pending(state)[0].seat == B and state.phase == DISCARD
