"""Hull Breach! passive traits (book 3.2 and 3.4: 3.4.1 Alpha Strike, 3.4.2 Annihilate, 3.4.3 Escort
with 6.6 step 7, 3.4.5 Fearless, 3.4.6 Hunter, 3.4.9 Resistant, 3.4.10 Stealth, 3.4.11 Stoic; rulings
H10 and H14). Commander A (seat 0) defends, Commander B (seat 1) attacks."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach import engagement as E
from tabletop.games.hull_breach.scenario import Piece
from tabletop.games.hull_breach.state import (
    ATTACK,
    ATTACK_BOARD,
    BOARDING,
    DEFEND,
    DEFEND_BOARD,
    ESCORT,
    FLEET,
    INTERCEPT,
    Board,
)
from tests.games.hull_breach.support import (
    A,
    B,
    act,
    action_of_a,
    battle,
    battle_position,
    battle_work,
    event_data,
    fire,
    game_work,
    legal,
    run,
    texts,
    unit,
    volley_at,
    volley_steps,
    w_forced,
)


def dragon_falls(*extra):
    """A's Stoic Dragon (2) with 4 wounds of 5 faces B's Harpy (3) and a spare Harpy (4)."""
    return battle_work(Piece("dragon-class-battleship", A, wounds=4), Piece("harpy-class-cruiser", B),
                       Piece("harpy-class-cruiser", B), *extra)


def two_dragons():
    """A's two Stoic Dragons (2, 3), each with 4 wounds of 5 and a Fighter Bay Conversion (4, 5) and a
    Sparrow in the bay (6, 7), face B's Phoenix (8) and a spare Harpy (9)."""
    return battle_work(Piece("dragon-class-battleship", A, wounds=4), Piece("dragon-class-battleship", A, wounds=4),
                       Piece("fighter-bay-conversion", A, host=2), Piece("fighter-bay-conversion", A, host=3),
                       Piece("sparrow-fighter-wing", A, host=2), Piece("sparrow-fighter-wing", A, host=3),
                       Piece("phoenix-class-capital-ship", B), Piece("harpy-class-cruiser", B))


def test_alpha_strike_adds_3_to_every_die_of_the_unit_s_first_volley_only():
    """3.4.1: +3 on every die of the unit's first volley (the Shrike): 4 + 3 reaches 7."""
    w, ids, _ = volley_at("shrike-class-destroyer", "harpy-class-cruiser", 2, [4, 3], first=True)
    assert w.units[ids[3]].wounds == 1
    [event] = [e for e in w.events if e.kind == "volley"]
    assert event.data["bonus"] == 3 and event.data["modifiers"] == (("Alpha Strike", 3),)
    assert event.data["traits"] == ("alpha-strike",)
    w, ids, _ = volley_at("shrike-class-destroyer", "harpy-class-cruiser", 2, [4, 3], first=False)
    assert w.units[ids[3]].wounds == 0


def test_annihilate_deals_three_wounds_for_a_natural_10_and_two_destroy_outright():
    """3.4.2: a natural 10 deals two more wounds; two natural 10s in one volley destroy the target
    immediately (the Cockatrice against a Dragon with five wounds)."""
    w, ids, outcome = volley_at("cockatrice-class-cruiser", "dragon-class-battleship", 3, [10, 2, 1])
    assert w.units[ids[3]].wounds == 3 and outcome == ""
    w, ids, outcome = volley_at("cockatrice-class-cruiser", "dragon-class-battleship", 3, [10, 10, 1])
    assert outcome == "immediate" and w.units[ids[3]].wounds >= 5
    assert [e.text for e in w.events if e.kind == "annihilate"] == [
        "Two natural 10s: Dragon-class Battleship is destroyed outright."]


def test_a_resistant_target_takes_one_wound_per_hit_from_annihilate():
    """3.4.2, 3.4.9 and ruling H14: no extra wounds and no outright destruction against Resistant."""
    w, ids, outcome = volley_at("cockatrice-class-cruiser", "roc-class-battleship", 3, [10, 10, 1])
    assert w.units[ids[3]].wounds == 2 and outcome == ""
    assert [e.data["traits"] for e in w.events if e.kind == "volley"] == [("resistant",)]


def test_stealth_takes_5_off_every_die_and_only_a_natural_10_hits_a_high_defense():
    """3.4.10 and 8.2: -5 against a Stealth target without Hunter; a natural 10 always hits."""
    w, ids, _ = volley_at("valkyrie-class-battleship", "petrel-class-cruiser", 3, [9, 10, 1])
    assert w.units[ids[3]].wounds == 1
    [event] = [e for e in w.events if e.kind == "volley"]
    assert event.data["modifiers"] == (("Stealth", -5),) and event.data["traits"] == ("stealth",)
    w, ids, _ = volley_at("falcon-class-destroyer", "petrel-class-cruiser", 3, [6, 5, 1])
    assert w.units[ids[3]].wounds == 1
    assert [e.data["traits"] for e in w.events if e.kind == "volley"] == [("hunter",)]


def test_annihilate_marks_the_wounds_it_dealt_and_names_itself():
    """3.4.2: one natural 10 with Annihilate is three wounds and the volley names the trait; two
    outright destroy the target, marked with every wound dealt (2 hits, 4 more: 6 of the Dragon's 5)."""
    w, ids, _ = volley_at("cockatrice-class-cruiser", "dragon-class-battleship", 3, [10, 2, 1])
    assert [e.data["traits"] for e in w.events if e.kind == "volley"] == [("annihilate",)]
    w, ids, _ = volley_at("cockatrice-class-cruiser", "dragon-class-battleship", 3, [10, 10, 1])
    assert w.units[ids[3]].wounds == 6
    assert [e.data for e in w.events if e.kind == "annihilate"] == [{"target": ids[3], "traits": ("annihilate",)}]


def test_a_stoic_last_volley_is_decided_by_the_destroyed_units_commander():
    """3.4.11: in the attacker's step, a Stoic ship of the defender's fires back first."""
    w, ids = battle_work(Piece("dragon-class-battleship", A), Piece("harpy-class-cruiser", B))
    dragon, harpy = ids[2:]
    w.eng = evolve(w.eng, stoic=(dragon,))
    assert E.deciding(w) == A and E.shooters(w) == [dragon]
    w.eng = evolve(w.eng, stoic=(harpy,), step=DEFEND)
    assert E.deciding(w) == B and E.shooters(w) == [harpy]


def test_an_escort_cancels_one_opposing_board_but_never_an_escorts_board():
    """3.4.3: each Escort cancels one board of the other side; no Escort may cancel an Escort's."""
    w, ids = battle_work(Piece("merlin-class-frigate", A), Piece("harpy-class-cruiser", A),
                         Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=4),
                         Piece("kestrel-class-frigate", B), Piece("sons-of-orion", B, host=6),
                         step=DEFEND_BOARD, round_=1)
    merlin, harpy, valkyrie, _r, kestrel, _s = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy), Board(B, kestrel, merlin)))
    act(w, A, "pass")
    assert w.eng.step == ESCORT and w.eng.escort_seat == A and E.deciding(w) == A
    assert E.legal(w, A) == [Action(A, "cancel", (merlin, valkyrie)), Action(A, "pass")]
    act(w, A, "cancel", merlin, valkyrie)
    assert texts(w, "escort") == ["Merlin-class Frigate breaks up Valkyrie-class Battleship's boarding."]
    assert w.eng.escorts == (merlin,)       # the cancelled board is dropped when the boarding begins
    assert w.eng.step == BOARDING and w.eng.boards == (Board(B, kestrel, merlin),)
    assert w.eng.step == BOARDING and w.eng.fight.board == Board(B, kestrel, merlin)
    assert texts(w, "boarding")[0] == "Kestrel-class Frigate's Marines board Merlin-class Frigate."


def test_escorts_choose_defender_first_then_attacker_then_the_boarding_begins():
    """6.6 step 7: the defender's Escorts first, then the attacker's; then step 8."""
    w, ids = battle_work(Piece("merlin-class-frigate", A), Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=3),
                         Piece("kestrel-class-frigate", B), Piece("sons-of-orion", B, host=5),
                         Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=7),
                         step=ESCORT, round_=1, escort_seat=A)
    merlin, harpy, _s, kestrel, _s2, valkyrie, _r = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy), Board(A, harpy, valkyrie)))
    assert E.legal(w, A) == [Action(A, "cancel", (merlin, valkyrie)), Action(A, "pass")]
    act(w, A, "pass")
    assert w.eng.step == ESCORT and w.eng.escort_seat == B and E.deciding(w) == B
    assert E.legal(w, B) == [Action(B, "cancel", (kestrel, harpy)), Action(B, "pass")]
    act(w, B, "pass")
    assert w.eng.step == BOARDING and w.eng.fight.board == Board(B, valkyrie, harpy)


def test_a_stoic_ship_destroyed_by_volley_fire_fires_back_before_it_goes():
    """3.4.11: the Dragon is destroyed by the Harpy's volley but first fires one last volley of her
    5 dice at any target; then she goes to the scrapheap."""
    w, ids = dragon_falls()
    dragon, harpy, spare = ids[2:]
    fire(w, B, harpy, dragon, 1, [9])
    assert texts(w, "stoic") == ["Dragon-class Battleship is destroyed but fires one last volley."]
    assert dragon in w.units and w.eng.stoic == (dragon,) and E.deciding(w) == A
    assert E.legal(w, A) == [Action(A, "aim", (dragon, harpy)), Action(A, "aim", (dragon, spare)),
                             Action(A, "pass")]
    assert E.fearless_actions(w, A) == []
    act(w, A, "aim", dragon, spare)
    assert (w.eng.mode, w.eng.dice) == ("stoic", 5)
    for _ in range(4):
        act(w, A, "aim", dragon, spare)
    w_forced(w, [7, 7, 7, 1, 1])
    act(w, A, "fire", dragon)
    assert spare not in w.units and dragon not in w.units and w.eng.stoic == ()
    assert [e.data["source"] for e in w.events if e.kind == "volley"] == ["fire", "stoic"]
    assert w.eng.step == DEFEND and E.deciding(w) == A      # B's Harpy has fired, the spare is gone


def test_a_stoic_unit_that_passes_is_destroyed_without_firing():
    """3.4.11: the last volley is a choice; passing it, the Dragon goes at once."""
    w, ids = dragon_falls()
    dragon, harpy, spare = ids[2:]
    fire(w, B, harpy, dragon, 1, [9])
    act(w, A, "pass")
    assert dragon not in w.units and w.eng.stoic == () and E.deciding(w) == B
    assert E.shooters(w) == [spare] and texts(w, "destroyed") == ["Dragon-class Battleship is destroyed."]


def test_interceptor_fire_destroys_at_once_with_no_stoic_volley():
    """3.3.1: units destroyed by Interceptor fire are immediately destroyed; no Stoic volley."""
    w, ids = battle_work(Piece("dragon-class-battleship", B, wounds=4), Piece("harpy-class-cruiser", B),
                         Piece("point-defense-grid", A, host=0), step=INTERCEPT, round_=1)
    dragon = ids[2]
    fire(w, A, ids[0], dragon, 2, [9, 1])
    assert dragon not in w.units and not texts(w, "stoic")
    assert [e.data["source"] for e in w.events if e.kind == "volley"] == ["intercept"]


def test_a_fearless_unit_swaps_once_an_engagement_and_only_when_local():
    """3.4.5: once per engagement, any time, a local Fearless unit may invert attack and defense."""
    w, ids = battle_work(Piece("thrush-fighter-wing", A), Piece("thrush-fighter-wing", B),
                         Piece("thrush-fighter-wing", B), Piece("harpy-class-cruiser", B))
    mine, theirs, _home, harpy = ids[2:]
    w.eng = evolve(w.eng, fleet=(theirs, harpy))
    assert E.fearless_actions(w, A) == [Action(A, "fearless", (mine,))]
    assert E.fearless_actions(w, B) == [Action(B, "fearless", (theirs,))]
    E.act(w, Action(A, "fearless", (mine,)))
    assert texts(w, "fearless") == ["Thrush Fighter Wing turns Fearless: attack and defense swap for the engagement."]
    assert w.eng.fearless == (mine,) and E.fearless_actions(w, A) == []
    assert (w.attack(mine), w.defense(mine)) == (6, 2)
    w.eng = None
    assert E.fearless_actions(w, A) == []


def test_a_stoic_unit_already_gone_is_dropped_and_one_with_no_target_passes():
    """3.4.11: a Stoic volley needs a valid target; without one the unit simply goes."""
    w, ids = battle_work(Piece("dragon-class-battleship", A), Piece("harpy-class-cruiser", B))
    dragon, harpy = ids[2:]
    w.eng = evolve(w.eng, stoic=("dragon-class-battleship#0.9", dragon))
    E.advance(w)
    assert w.eng.stoic == (dragon,) and E.deciding(w) == A
    w.eng = evolve(w.eng, fleet=())
    w.remove_unit(harpy)
    E.advance(w)
    assert dragon not in w.units and w.eng is None


def test_a_stoic_ship_of_the_fleet_is_offered_only_its_last_volley():
    """3.4.11: the last volley is all a destroyed Stoic unit does: no retreat, no trait."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("dragon-class-battleship", B), round_=1)
    harpy, dragon = ids[2:]
    w.eng = evolve(w.eng, stoic=(dragon,))
    assert E.legal(w, B) == [Action(B, "aim", (dragon, harpy)), Action(B, "pass")]


def test_a_stoic_unit_with_no_attack_left_has_no_last_volley():
    """3.4.11: the last volley is an attack volley; a Dragon jammed to nothing just goes."""
    w, ids = dragon_falls()
    dragon, harpy, _spare = ids[2:]
    w.eng = evolve(w.eng, jams=((ids[4], dragon, 5, B),))
    fire(w, B, harpy, dragon, 1, [9])
    assert dragon not in w.units and not texts(w, "stoic")


def test_alpha_strike_adds_three_to_a_units_first_volley_of_the_engagement_only():
    """3.4.1 and ruling H10: the Hawk's first volley is at +3, later ones are not."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", A), Piece("hawk-class-battle-cruiser", B),
                         Piece("harpy-class-cruiser", B))
    valkyrie, hawk, _spare = ids[2:]
    fire(w, B, hawk, valkyrie, 1, [4])
    assert w.units[valkyrie].wounds == 1
    assert [e.data["bonus"] for e in w.events if e.kind == "volley"] == [3]
    w.eng = evolve(w.eng, acted=())
    fire(w, B, hawk, valkyrie, 1, [4])
    assert w.units[valkyrie].wounds == 1
    assert [e.data["bonus"] for e in w.events if e.kind == "volley"] == [3, 0]


def test_two_stoic_ships_destroyed_by_one_volley_each_fire_their_last_volley():
    """3.4.11 and 6.2 (split fire is simultaneous): both Dragons fall to the Phoenix's split fire and
    each owes a last volley, in turn; a destroyed (not immediately) ship's Sparrow launches (6.7)."""
    w, ids = two_dragons()
    d1, d2, _c1, _c2, s1, s2, phoenix, harpy = ids[2:]
    act(w, B, "aim", phoenix, d1)
    act(w, B, "aim", phoenix, d2)
    w_forced(w, [9, 9])
    act(w, B, "fire", phoenix)
    assert w.eng.stoic == (d1, d2)
    assert event_data(w, "stoic") == [{"unit": d1, "traits": ("stoic",)}, {"unit": d2, "traits": ("stoic",)}]
    fire(w, A, d1, harpy, 5, [1] * 5)
    assert d1 not in w.units and w.eng.stoic == (d2,) and E.deciding(w) == A
    assert w.units[s1].host is None
    act(w, A, "pass")
    assert d2 not in w.units and w.eng.stoic == () and w.units[s2].host is None


def test_passing_the_first_of_two_stoic_volleys_leaves_the_second():
    w, ids = two_dragons()
    d1, d2, _c1, _c2, _s1, _s2, phoenix, _harpy = ids[2:]
    w.eng = evolve(w.eng, stoic=(d1, d2), acted=(phoenix,))
    act(w, A, "pass")
    assert d1 not in w.units and w.eng.stoic == (d2,)


def test_a_stoic_unit_with_a_single_die_left_still_fires_it():
    """3.4.11: any attack at all is a last volley."""
    w, ids = dragon_falls()
    dragon, harpy, spare = ids[2:]
    w.eng = evolve(w.eng, jams=((spare, dragon, 4, B),))
    fire(w, B, harpy, dragon, 1, [9])
    assert w.eng.stoic == (dragon,) and E.legal(w, A)[0] == Action(A, "aim", (dragon, harpy))
    act(w, A, "aim", dragon, harpy)
    assert E.legal(w, A) == [Action(A, "fire", (dragon,))]


def test_two_natural_tens_with_annihilate_destroy_at_once_and_the_bay_dies_with_her():
    """3.4.2 and 6.7: the immediate destruction takes the King Fisher's Sparrow with her."""
    w, ids = battle_work(Piece("king-fisher-class-cruiser", A), Piece("sparrow-fighter-wing", A, host=2),
                         Piece("cockatrice-class-cruiser", B), Piece("harpy-class-cruiser", B))
    king, sparrow, cockatrice, _spare = ids[2:]
    fire(w, B, cockatrice, king, 3, [10, 10, 1])
    assert king not in w.units and sparrow not in w.units


def test_only_local_escorts_of_the_deciding_side_not_yet_used_may_cancel():
    """3.4.3: each Escort once per Escort Phase; 6.4.2: an Escort left at home is not local."""
    w, ids = battle_work(Piece("merlin-class-frigate", A), Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=3),
                         Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=5),
                         Piece("kestrel-class-frigate", B), Piece("kestrel-class-frigate", B),
                         step=ESCORT, round_=1, escort_seat=B)
    merlin, harpy, _s, valkyrie, _r, kestrel, home = ids[2:]
    w.eng = evolve(w.eng, fleet=(valkyrie, kestrel), boards=(Board(B, valkyrie, harpy), Board(A, harpy, valkyrie)))
    assert E._escort_actions(w, B) == [Action(B, "cancel", (kestrel, harpy)), Action(B, "pass")]
    assert E._escort_actions(w, A) == [Action(A, "cancel", (merlin, valkyrie)), Action(A, "pass")]
    w.eng = evolve(w.eng, escorts=(kestrel,))
    assert E._escort_actions(w, B) == [Action(B, "pass")]
    assert home not in w.eng.fleet


def test_a_cancelled_board_stays_declared_but_cancelled_while_other_escorts_choose():
    """3.4.3: each Escort cancels one board; the cancelled one is marked, the others untouched."""
    w, ids = battle_work(Piece("merlin-class-frigate", A), Piece("kestrel-class-frigate", A),
                         Piece("harpy-class-cruiser", A), Piece("drake-class-cruiser", A),
                         Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=6),
                         Piece("drake-class-cruiser", B), Piece("sons-of-orion", B, host=8),
                         step=ESCORT, round_=1, escort_seat=A)
    merlin, kestrel, harpy, drake, valkyrie, _r, their_drake, _s = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy), Board(B, their_drake, drake)))
    act(w, A, "cancel", merlin, valkyrie)
    assert w.eng.boards == (Board(B, valkyrie, harpy, True), Board(B, their_drake, drake))
    assert E.legal(w, A) == [Action(A, "cancel", (kestrel, their_drake)), Action(A, "pass")]


def test_a_fearless_unit_of_the_fleet_may_swap_once_the_fleet_has_jumped():
    """3.4.5: a local Fearless unit swaps attack and defense once an engagement, at any time."""
    state, ids = battle_position(ATTACK)
    state = evolve(state, units=tuple(evolve(u, host=ids[2]) if u.pid == ids[4] else u for u in state.units))
    assert action_of_a("fearless", ids[4]) in legal(state, A)
    fleet_step, _ = battle_position(FLEET)
    fleet_step = evolve(fleet_step, units=state.units)
    assert action_of_a("fearless", ids[4]) not in legal(fleet_step, A)


def test_alpha_strike_adds_3_to_the_first_volley_only():
    state, ids = battle(Piece("dragon-class-battleship", A), Piece("shrike-class-destroyer", B))
    dragon, shrike = ids[2:]
    state = run(state, *volley_steps(B, shrike, dragon, 3, [4, 4, 3]))
    assert unit(state, dragon).wounds == 2          # 4+3 and 4+3 reach 7; 3+3 does not
    eng = state.engagement
    state = evolve(state, engagement=evolve(eng, round=eng.round + 1, step=ATTACK, acted=()))
    state = run(state, *volley_steps(B, shrike, dragon, 3, [4, 4, 6]))
    assert unit(state, dragon).wounds == 2


def test_annihilate_a_natural_10_deals_three_wounds_but_one_to_a_resistant_ship():
    state, ids = battle(Piece("dragon-class-battleship", A), Piece("cockatrice-class-cruiser", B))
    dragon, cockatrice = ids[2:]
    state = run(state, *volley_steps(B, cockatrice, dragon, 2, [10, 2]))
    assert unit(state, dragon).wounds == 3
    state, ids = battle(Piece("roc-class-battleship", A), Piece("cockatrice-class-cruiser", B))
    roc, cockatrice = ids[2:]
    state = run(state, *volley_steps(B, cockatrice, roc, 3, [10, 10, 1]))
    assert unit(state, roc).wounds == 2              # 3.4.9 and ruling H14: no extra, no outright kill


def test_escort_cancels_a_boarding_action():
    """3.4.3 / 6.6 step 7: the Merlin breaks up the Valkyrie's board on the Harpy."""
    state, ids = battle(Piece("harpy-class-cruiser", A), Piece("merlin-class-frigate", A),
                        Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=4),
                        step=ATTACK_BOARD)
    harpy, merlin, valkyrie = ids[2], ids[3], ids[4]
    state = run(state, (Action(B, "board", (valkyrie, harpy)), ()))
    assert state.engagement.step == DEFEND          # the only board declared, the step passes itself
    state = run(state, (Action(A, "pass"), ()))
    assert state.engagement.step == ESCORT
    state = run(state, (Action(A, "cancel", (merlin, valkyrie)), ()))
    assert unit(state, harpy).controller == A
    assert state.engagement.round == 3


def test_hunter_ignores_stealth_and_others_take_minus_5():
    state, ids = battle(Piece("petrel-class-cruiser", A), Piece("falcon-class-destroyer", B),
                        Piece("harpy-class-cruiser", B))
    petrel, falcon, harpy = ids[2:]
    state = run(state, *volley_steps(B, falcon, petrel, 1, [6]), *volley_steps(B, harpy, petrel, 1, [9]))
    assert unit(state, petrel).wounds == 1


def test_stealth_ships_cannot_be_boarded_without_hunter():
    state, ids = battle(Piece("petrel-class-cruiser", A), Piece("valkyrie-class-battleship", B),
                        Piece("colonial-rangers", B, host=3), step=ATTACK_BOARD)
    assert Action(B, "board", (ids[3], ids[2])) not in GAME.legal_actions(state, B)


def test_stoic_fires_a_last_volley_before_going_to_the_scrapheap():
    state, ids = battle(Piece("dragon-class-battleship", A, wounds=4), Piece("harpy-class-cruiser", B),
                        Piece("harpy-class-cruiser", B))
    dragon, harpy1, harpy2 = ids[2:]
    state = run(state, *volley_steps(B, harpy1, dragon, 1, [8]))
    assert unit(state, dragon) is not None and state.engagement.stoic == (dragon,)
    state = run(state, *volley_steps(A, dragon, harpy2, 5, [8, 8, 8, 1, 1]))
    assert unit(state, dragon) is None and unit(state, harpy2) is None


def test_interceptor_fire_does_not_allow_stoic():
    state, ids = battle(Piece("dragon-class-battleship", B, wounds=4), Piece("point-defense-grid", A, host=0),
                        step=INTERCEPT, round_=1)
    state = run(state, *volley_steps(A, ids[0], ids[2], 1, [9]))
    assert unit(state, ids[2]) is None


def test_fearless_swaps_once_and_bonuses_apply_after():
    state, ids = battle(Piece("thrush-fighter-wing", B), Piece("harpy-class-cruiser", A),
                        breakthrus=[(), ("fighter-doctrine",)])
    thrush = ids[2]
    assert game_work(state).attack(thrush) == 3
    state = run(state, (Action(B, "fearless", (thrush,)), ()))
    assert game_work(state).attack(thrush) == 7 and game_work(state).defense(thrush) == 2
    assert Action(B, "fearless", (thrush,)) not in GAME.legal_actions(state, B)


def test_a_retreating_escort_cancels_no_board():
    """6.6 step 3: ships that retreat "may not ... use any traits" that round, so B's retreating
    Kestrel (Escort) cannot cancel A's board in step 7; nor may a retreating Fearless unit swap."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                         Piece("valkyrie-class-battleship", B), Piece("kestrel-class-frigate", B),
                         step=ESCORT, round_=1, escort_seat=B)
    harpy, _s, valkyrie, kestrel = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(A, harpy, valkyrie),))
    assert E._escort_actions(w, B) == [Action(B, "cancel", (kestrel, harpy)), Action(B, "pass")]
    w.eng = evolve(w.eng, retreating=(kestrel,))
    assert E._escort_actions(w, B) == [Action(B, "pass")]
