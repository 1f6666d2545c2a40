"""Hull Breach! active traits (book 3.2 "Trait or Fire" and 3.3: Interceptor, Jammer, Overload,
Repair and Target Painter), and rulings H12 (Interceptor dice declared unit by unit) and H13 (how long
a jam or a paint lasts). Commander A (seat 0) defends, Commander B (seat 1) attacks."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach import engagement as E
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import ATTACK, DEFEND, INTERCEPT, Engagement
from tabletop.games.hull_breach.work import Work
from tests.games.hull_breach.support import (
    A,
    B,
    act,
    battle,
    battle_work,
    game_work,
    kinds,
    run,
    station_with_modules,
    texts,
    unit,
    volley_at,
    volley_steps,
    w_forced,
    work,
)


def test_an_interceptor_volley_is_named_as_such():
    """3.3.1: the event says the dice were Interceptor fire."""
    w, _ids, _ = volley_at("valkyrie-class-battleship", "harpy-class-cruiser", 1, [7], source="intercept")
    [event] = [e for e in w.events if e.kind == "volley"]
    assert event.data["source"] == "intercept" and event.data["traits"] == ("interceptor",)
    assert event.text.endswith("(intercept): 7; 1 wound.")


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


def test_interceptor_fire_is_for_the_defenders_units_with_interceptor_only():
    """3.3.1: in step 2 only the defender's units with Interceptor fire (the station with its Point
    Defense Grid's +2, a Kestrel); the attackers' never do."""
    w, ids = battle_work(Piece("point-defense-grid", A, host=0), Piece("kestrel-class-frigate", A),
                         Piece("harpy-class-cruiser", A), Piece("kestrel-class-frigate", B), step=INTERCEPT, round_=1)
    _grid, kestrel, _harpy, _their_kestrel = ids[2:]
    assert E.deciding(w) == A
    assert E.shooters(w) == [ids[0], kestrel]
    assert E._dice(w, kestrel) == 1
    assert E._dice(w, ids[0]) == 2


def test_the_overload_drawback_skips_only_the_next_round():
    """3.3.3: the round after an Overload the unit may not volley; the round after that it may."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("cockatrice-class-cruiser", B), round_=3)
    cockatrice = ids[3]
    for when, acts in ((2, False), (1, True), (3, True)):
        w.eng = evolve(w.eng, overloaded=((cockatrice, when),))
        assert (cockatrice in E.shooters(w)) is acts, when


def test_interceptor_fire_never_targets_a_jammer_but_later_volleys_may():
    """3.3.2: a ship with Jammer may not be targeted by Interceptor fire for any reason."""
    w, ids = battle_work(Piece("petrel-class-cruiser", B), Piece("harpy-class-cruiser", B), step=INTERCEPT, round_=1)
    petrel, harpy = ids[2:]
    assert E.targets(w, ids[0]) == [harpy]
    w.eng = evolve(w.eng, step=DEFEND)
    assert E.targets(w, ids[0]) == [petrel, harpy]


def test_a_painter_or_jammer_picks_only_ships_even_after_the_first_round():
    """3.3.2 and 3.3.5: Jammer and Target Painter may never be used on a station or its modules."""
    w, ids = station_with_modules(Piece("harpy-class-cruiser", A), Piece("seagull-class-cruiser", B), round_=2)
    miners, yard, harpy, seagull = ids[2:]
    assert E.targets(w, seagull, painter=True) == [harpy]
    assert E.targets(w, seagull) == [harpy, miners, yard]


def test_the_defender_has_traits_but_no_retreat_and_interceptors_only_aim():
    """6.6 step 3: only the attacking fleet retreats; step 2 is Interceptor fire and nothing else."""
    w, ids = battle_work(Piece("seagull-class-cruiser", A), Piece("kestrel-class-frigate", A),
                         Piece("harpy-class-cruiser", B), Piece("point-defense-grid", A, host=0), step=DEFEND)
    seagull, kestrel, harpy, _grid = ids[2:]
    legal = E.legal(w, A)
    assert kinds(legal, "paint") == [(seagull, harpy)] and kinds(legal, "retreat") == []
    w.eng = evolve(w.eng, step=INTERCEPT)
    assert E.legal(w, A) == [Action(A, "aim", (ids[0], harpy)), Action(A, "aim", (kestrel, harpy)),
                             Action(A, "pass")]
    w, ids = battle_work(Piece("seagull-class-cruiser", A, wounds=1), Piece("harpy-class-cruiser", B),
                         Piece("point-defense-grid", A, host=0), step=INTERCEPT)
    assert E.legal(w, A) == [Action(A, "aim", (ids[0], ids[3])), Action(A, "pass")]


def test_jam_paint_and_repair_are_done_instead_of_firing():
    """3.3.2, 3.3.5, 3.3.4: the jammed ship loses X attack, the painted one gives +X; the repairer
    removes X wounds (never below none). Each unit has then acted this step."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("petrel-class-cruiser", B),
                         Piece("seagull-class-cruiser", B), Piece("osprey-class-battle-cruiser", B, wounds=2),
                         Piece("harpy-class-cruiser", B))
    harpy, petrel, seagull, osprey, _spare = ids[2:]
    act(w, B, "jam", petrel, harpy)
    assert w.eng.jams == ((petrel, harpy, 3, B),) and w.attack(harpy) == 2
    assert texts(w, "jam") == ["Petrel-class Cruiser jams Harpy-class Cruiser: -3 attack."]
    act(w, B, "paint", seagull, harpy)
    assert w.eng.paints == ((seagull, harpy, 3, B),)
    assert texts(w, "paint") == [("Seagull-class Cruiser paints Harpy-class Cruiser: +3 to her fleet's results "
                                 "against it.")]
    act(w, B, "repair", osprey)
    assert w.units[osprey].wounds == 0
    assert texts(w, "repair") == ["Osprey-class Battle Cruiser repairs 3 wounds instead of firing."]
    assert w.eng.acted == (petrel, seagull, osprey)


def test_repair_plus_one_says_one_wound():
    """3.3.4 on a station with Repair +1 (Meridian Exchange Tower), defending."""
    state, ids = arrange([Piece("meridian-exchange-tower", A, wounds=3), Piece("orion-frontier-outpost", B),
                          Piece("harpy-class-cruiser", B)], turn=B)
    w = Work(evolve(state, engagement=Engagement(B, A, step=DEFEND, round=2, fleet=(ids[2],))), GAME.by_id)
    act(w, A, "repair", ids[0])
    assert w.units[ids[0]].wounds == 2
    assert texts(w, "repair") == ["Meridian Exchange Tower repairs 1 wound instead of firing."]


def test_overload_fires_x_dice_at_one_target_at_once():
    """3.3.3: the Cockatrice's Overload +6 at the Dragon, rolled as soon as it is declared."""
    w, ids = battle_work(Piece("dragon-class-battleship", A), Piece("cockatrice-class-cruiser", B),
                         Piece("harpy-class-cruiser", B))
    dragon, cockatrice, _spare = ids[2:]
    w_forced(w, [7, 7, 2, 2, 2, 2])
    act(w, B, "overload", cockatrice, dragon)
    assert texts(w, "overload") == ["Cockatrice-class Cruiser fires her Overload at Dragon-class Battleship."]
    volleys = [e for e in w.events if e.kind == "volley"]
    assert len(volleys) == 1 and volleys[0].data["results"] == (7, 7, 2, 2, 2, 2)
    assert volleys[0].data["source"] == "overload"
    assert w.units[dragon].wounds == 2
    assert w.eng.overloaded == ((cockatrice, 2),) and cockatrice in w.eng.acted and w.eng.mode == "fire"


def test_jams_and_paints_last_until_their_sides_next_volley_step():
    """Ruling H13 and 3.3.5: a mark lasts until its side's next volley step begins."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B), step=DEFEND)
    harpy, theirs = ids[2:]
    marks = ((harpy, theirs, 1, A), (theirs, harpy, 2, B))
    w.eng = evolve(w.eng, jams=marks, paints=marks)
    act(w, A, "pass")
    assert w.eng.step == ATTACK and w.eng.round == 3
    assert w.eng.jams == marks[:1] and w.eng.paints == marks[:1]
    w.eng = evolve(w.eng, jams=marks, paints=marks)
    act(w, B, "pass")
    assert w.eng.step == DEFEND and w.eng.jams == marks[1:] and w.eng.paints == marks[1:]
    w.eng = evolve(w.eng, step=INTERCEPT, jams=marks, paints=marks)
    E._next_step(w)
    assert w.eng.step == ATTACK and w.eng.jams == marks[:1] and w.eng.paints == marks[:1]
    assert texts(w, "step")[-1] == "Round 3: Commander B's fleet volleys."


def test_a_ship_resting_after_her_overload_does_not_keep_the_rest_of_the_fleet_from_firing():
    """3.3.3: only the ship that overloaded last round sits this round out; the ships after her in
    the fleet still volley."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("cockatrice-class-cruiser", B),
                         Piece("harpy-class-cruiser", B), round_=3)
    cockatrice, harpy = ids[3], ids[4]
    w.eng = evolve(w.eng, overloaded=((cockatrice, 2),))
    shooting = E.shooters(w)
    assert cockatrice not in shooting and harpy in shooting


def test_interceptor_fires_for_defenders_at_their_station_but_never_at_a_jammer():
    """3.3.1 and 3.3.2: the station's Interceptor +2 (its Point Defense Grid's) fires in step 2; a
    Jammer cannot be its target."""
    state, ids = battle(Piece("harpy-class-cruiser", B), Piece("petrel-class-cruiser", B),
                        Piece("zephyr-squadron", B), Piece("point-defense-grid", A, host=0), step=INTERCEPT, round_=1)
    harpy, petrel, _zephyr, _grid = ids[2:]
    legal = GAME.legal_actions(state, A)
    assert Action(A, "aim", (ids[0], harpy)) in legal and Action(A, "aim", (ids[0], petrel)) not in legal
    assert all(a.seat == A for a in legal)      # the attackers' Interceptor never fires (3.3.1)
    state = run(state, *volley_steps(A, ids[0], harpy, 2, [7, 7]))
    assert unit(state, harpy).wounds == 2


def test_jammer_takes_x_from_the_target_attack_instead_of_firing():
    state, ids = battle(Piece("harpy-class-cruiser", A), Piece("petrel-class-cruiser", B))
    harpy, petrel = ids[2:]
    state = run(state, (Action(B, "jam", (petrel, harpy)), ()))
    assert game_work(state).attack(harpy) == 2
    assert Action(B, "aim", (petrel, harpy)) not in GAME.legal_actions(state, B)     # trait or fire (3.2)


def test_target_painter_adds_x_to_the_fleets_results_against_the_painted_ship():
    """3.3.5's example: the Roc's defense 7 needs only a 4 once painted +3."""
    state, ids = battle(Piece("roc-class-battleship", A), Piece("seagull-class-cruiser", B),
                        Piece("harpy-class-cruiser", B))
    roc, seagull, harpy = ids[2:]
    state = run(state, (Action(B, "paint", (seagull, roc)), ()), *volley_steps(B, harpy, roc, 2, [4, 3]))
    assert unit(state, roc).wounds == 1


def test_overload_rolls_x_dice_at_one_target_once_and_skips_the_next_volley():
    state, ids = battle(Piece("dragon-class-battleship", A), Piece("cockatrice-class-cruiser", B))
    dragon, cockatrice = ids[2:]
    state = run(state, (Action(B, "overload", (cockatrice, dragon)), (2, 2, 2, 2, 2, 7)))
    assert unit(state, dragon).wounds == 1
    eng = state.engagement
    state = evolve(state, engagement=evolve(eng, round=eng.round + 1, step=ATTACK, acted=()))
    naming = [a for a in GAME.legal_actions(state, B) if a.args[:1] == (cockatrice,)]
    assert naming == [Action(B, "retreat", (cockatrice,))]      # the drawback: no volley, no trait


def test_repair_removes_x_wounds_instead_of_firing():
    state, ids = battle(Piece("harpy-class-cruiser", A), Piece("osprey-class-battle-cruiser", B, wounds=3))
    osprey = ids[3]
    state = run(state, (Action(B, "repair", (osprey,)), ()))
    assert unit(state, osprey).wounds == 0


def test_a_ship_in_her_overload_drawback_may_still_retreat():
    """3.3.3: in the Overload drawback a unit skips her volley, but "may still ... attempt to retreat
    from combat": the Cockatrice, alone in B's fleet, is offered the retreat (and nothing else of
    hers), and the step waits for it."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("cockatrice-class-cruiser", B), round_=3)
    cockatrice = ids[3]
    w.eng = evolve(w.eng, overloaded=((cockatrice, 2),))
    w.can_play = lambda w, seat: False
    E.advance(w)
    assert w.eng.step == ATTACK and E.deciding(w) == B
    assert [a for a in E.legal(w, B) if cockatrice in a.args] == [Action(B, "retreat", (cockatrice,))]
    E.act(w, Action(B, "retreat", (cockatrice,)))
    assert w.eng.retreating == (cockatrice,)
