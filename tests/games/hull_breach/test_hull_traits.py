"""The traits of section 3 and the rules of combat and turns, each in a small position set out by
hand with the dice forced. Commander A (seat 0) defends, Commander B (seat 1) attacks."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import (
    ATTACK,
    ATTACK_BOARD,
    DEFEND,
    DISCARD,
    ESCORT,
    INTERCEPT,
    LOGISTICS,
    MANUFACTURING,
    Engagement,
)

A, B = 0, 1
STATIONS = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B)]


def battle(*pieces: Piece, step: str = ATTACK, round_: int = 2, **kw):
    """Both stations (ids[0] A's, ids[1] B's) and ``pieces`` (ids[2:]); B's ships form the fleet."""
    state, ids = arrange([*STATIONS, *pieces], turn=B, **kw)
    fleet = tuple(ids[i + 2] for i, p in enumerate(pieces) if p.seat == B and p.host is None)
    return evolve(state, engagement=Engagement(B, A, step=step, round=round_, fleet=fleet)), ids


def run(state, *steps):
    for action, dice in steps:
        if dice:
            state = force(state, dice)
        assert action in GAME.legal_actions(state, action.seat), (action, GAME.validate(state, action).message)
        state, _ = GAME.apply(state, action)
    return state


def unit(state, pid):
    return next((u for u in state.units if u.pid == pid), None)


def volley(seat, shooter, target, dice, results):
    return [*[(Action(seat, "aim", (shooter, target)), ()) for _ in range(dice)],
            (Action(seat, "fire", (shooter,)), tuple(results))]


def work(state):
    return GAME._work(state)


# ----- the golden rule of dice (8.2) -----------------------------------------------------------
def test_a_natural_1_misses_even_when_bonuses_would_reach_the_defense():
    """8.2 with 3.3.5: painted +3, a 1 against defense 4 would be 4, but a natural 1 always misses."""
    state, ids = battle(Piece("sparrow-fighter-wing", A), Piece("seagull-class-cruiser", B),
                        Piece("phoenix-class-capital-ship", B))
    sparrow, seagull, phoenix = ids[2:]
    state = run(state, (Action(B, "paint", (seagull, sparrow)), ()), *volley(B, phoenix, sparrow, 1, [1]))
    assert unit(state, sparrow).wounds == 0


# ----- active traits (3.3) ----------------------------------------------------------------------
def test_interceptor_fires_for_defenders_at_their_station_but_never_at_a_jammer():
    """3.3.1 and 3.3.2: the station's Interceptor +2 fires in step 2; a Jammer cannot be its target."""
    state, ids = battle(Piece("harpy-class-cruiser", B), Piece("petrel-class-cruiser", B),
                        Piece("zephyr-squadron", B), step=INTERCEPT, round_=1)
    harpy, petrel, _zephyr = ids[2:]
    legal = GAME.legal_actions(state, A)
    assert Action(A, "aim", (ids[0], harpy)) in legal and Action(A, "aim", (ids[0], petrel)) not in legal
    assert all(a.seat == A for a in legal)      # the attackers' Interceptor never fires (3.3.1)
    state = run(state, *volley(A, ids[0], harpy, 2, [7, 7]))
    assert unit(state, harpy).wounds == 2


def test_jammer_takes_x_from_the_target_attack_instead_of_firing():
    state, ids = battle(Piece("harpy-class-cruiser", A), Piece("petrel-class-cruiser", B))
    harpy, petrel = ids[2:]
    state = run(state, (Action(B, "jam", (petrel, harpy)), ()))
    assert work(state).attack(harpy) == 2
    assert Action(B, "aim", (petrel, harpy)) not in GAME.legal_actions(state, B)     # trait or fire (3.2)


def test_target_painter_adds_x_to_the_fleets_results_against_the_painted_ship():
    """3.3.5's example: the Roc's defense 7 needs only a 4 once painted +3."""
    state, ids = battle(Piece("roc-class-battleship", A), Piece("seagull-class-cruiser", B),
                        Piece("harpy-class-cruiser", B))
    roc, seagull, harpy = ids[2:]
    state = run(state, (Action(B, "paint", (seagull, roc)), ()), *volley(B, harpy, roc, 2, [4, 3]))
    assert unit(state, roc).wounds == 1


def test_overload_rolls_x_dice_at_one_target_once_and_skips_the_next_volley():
    state, ids = battle(Piece("dragon-class-battleship", A), Piece("cockatrice-class-cruiser", B))
    dragon, cockatrice = ids[2:]
    state = run(state, (Action(B, "overload", (cockatrice, dragon)), (2, 2, 2, 2, 2, 7)))
    assert unit(state, dragon).wounds == 1
    eng = state.engagement
    state = evolve(state, engagement=evolve(eng, round=eng.round + 1, step=ATTACK, acted=()))
    assert not [a for a in GAME.legal_actions(state, B) if a.args[:1] == (cockatrice,)]   # the drawback


def test_repair_removes_x_wounds_instead_of_firing():
    state, ids = battle(Piece("harpy-class-cruiser", A), Piece("osprey-class-battle-cruiser", B, wounds=3))
    osprey = ids[3]
    state = run(state, (Action(B, "repair", (osprey,)), ()))
    assert unit(state, osprey).wounds == 0


def test_logistics_repairs_one_wound_or_all_of_them_with_repair():
    """5.3.4 and 3.3.4: at the start of A's turn, the Osprey (Repair +3) loses every wound, a Harpy one."""
    state, ids = arrange([*STATIONS, Piece("osprey-class-battle-cruiser", A, wounds=3),
                          Piece("harpy-class-cruiser", A, wounds=2)], phase=DISCARD, turn=B)
    state = run(state, (Action(B, "end"), ()))
    assert state.turn == A and state.phase == LOGISTICS
    assert unit(state, ids[2]).wounds == 0 and unit(state, ids[3]).wounds == 1


# ----- passive traits (3.4) ---------------------------------------------------------------------
def test_alpha_strike_adds_3_to_the_first_volley_only():
    state, ids = battle(Piece("dragon-class-battleship", A), Piece("shrike-class-destroyer", B))
    dragon, shrike = ids[2:]
    state = run(state, *volley(B, shrike, dragon, 3, [4, 4, 3]))
    assert unit(state, dragon).wounds == 2          # 4+3 and 4+3 reach 7; 3+3 does not
    eng = state.engagement
    state = evolve(state, engagement=evolve(eng, round=eng.round + 1, step=ATTACK, acted=()))
    state = run(state, *volley(B, shrike, dragon, 3, [4, 4, 6]))
    assert unit(state, dragon).wounds == 2


def test_annihilate_a_natural_10_deals_three_wounds_but_one_to_a_resistant_ship():
    state, ids = battle(Piece("dragon-class-battleship", A), Piece("cockatrice-class-cruiser", B))
    dragon, cockatrice = ids[2:]
    state = run(state, *volley(B, cockatrice, dragon, 2, [10, 2]))
    assert unit(state, dragon).wounds == 3
    state, ids = battle(Piece("roc-class-battleship", A), Piece("cockatrice-class-cruiser", B))
    roc, cockatrice = ids[2:]
    state = run(state, *volley(B, cockatrice, roc, 3, [10, 10, 1]))
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


def test_an_ungarrisoned_ship_yields_to_boarders_who_hijack_it():
    """6.6 step 8 and 6.10.2: no Marines aboard, the board succeeds; the Marines go aboard the prize."""
    state, ids = battle(Piece("harpy-class-cruiser", A), Piece("valkyrie-class-battleship", B),
                        Piece("colonial-rangers", B, host=3), step=ATTACK_BOARD)
    harpy, valkyrie, rangers = ids[2:]
    state = run(state, (Action(B, "board", (valkyrie, harpy)), ()), (Action(A, "pass"), ()))
    assert state.engagement.fight is not None and state.engagement.fight.step == "won"
    state = run(state, (Action(B, "hijack"), ()))
    assert unit(state, harpy).controller == B and unit(state, rangers).host == harpy
    assert harpy in state.engagement.fleet


def test_marines_fight_it_out_and_the_winners_may_scuttle():
    state, ids = battle(Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                        Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=4),
                        step=ATTACK_BOARD)
    harpy, sons, valkyrie, rangers = ids[2:]
    state = run(state, (Action(B, "board", (valkyrie, harpy)), ()), (Action(A, "pass"), ()))
    assert state.engagement.step == "defend-board"
    # the Harpy, about to be boarded, may board only the Valkyrie (6.6 step 6)
    assert [a.args for a in GAME.legal_actions(state, A) if a.kind == "board"] == [(harpy, valkyrie)]
    state = run(state, (Action(A, "pass"), ()))
    assert state.engagement.fight.step == "attack"
    state = run(state, *volley(B, rangers, sons, 3, [6, 9, 2]))
    assert unit(state, sons) is None
    state = run(state, (Action(B, "scuttle"), ()))
    assert unit(state, harpy) is None and unit(state, rangers).host == valkyrie


def test_a_boarded_station_eliminates_its_commander():
    state, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                        step=ATTACK_BOARD, round_=1)
    valkyrie = ids[2]
    state = run(state, (Action(B, "board", (valkyrie, ids[0])), ()), (Action(A, "pass"), ()),
                (Action(B, "hijack"), ()))
    assert state.winners == (B,)


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
    assert set(GAME.legal_actions(state, A)) == {Action(A, "flip", (bulkheads,)), Action(A, "decline")}
    assert not GAME.legal_actions(state, B) and bulkheads not in repr(GAME.view(state, B))
    return state, eagle, bulkheads, harpy


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
    state = run(state, *volley(A, eagle, harpy, 7, [2] * 7))      # attack 4 + 3
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
    assert set(GAME.legal_actions(state, A)) == {Action(A, "face-down", (battery,)), Action(A, "decline")}
    state = run(state, (Action(A, "face-down", (battery,)), ()))
    assert unit(state, battery).face_down and battery not in repr(GAME.view(state, B))
    assert GAME.pending(state)[0].seat == B and state.phase == DISCARD


def test_hunter_ignores_stealth_and_others_take_minus_5():
    state, ids = battle(Piece("petrel-class-cruiser", A), Piece("falcon-class-destroyer", B),
                        Piece("harpy-class-cruiser", B))
    petrel, falcon, harpy = ids[2:]
    state = run(state, *volley(B, falcon, petrel, 1, [6]), *volley(B, harpy, petrel, 1, [9]))
    assert unit(state, petrel).wounds == 1


def test_stealth_ships_cannot_be_boarded_without_hunter():
    state, ids = battle(Piece("petrel-class-cruiser", A), Piece("valkyrie-class-battleship", B),
                        Piece("colonial-rangers", B, host=3), step=ATTACK_BOARD)
    assert Action(B, "board", (ids[3], ids[2])) not in GAME.legal_actions(state, B)


def test_stoic_fires_a_last_volley_before_going_to_the_scrapheap():
    state, ids = battle(Piece("dragon-class-battleship", A, wounds=4), Piece("harpy-class-cruiser", B),
                        Piece("harpy-class-cruiser", B))
    dragon, harpy1, harpy2 = ids[2:]
    state = run(state, *volley(B, harpy1, dragon, 1, [8]))
    assert unit(state, dragon) is not None and state.engagement.stoic == (dragon,)
    state = run(state, *volley(A, dragon, harpy2, 5, [8, 8, 8, 1, 1]))
    assert unit(state, dragon) is None and unit(state, harpy2) is None


def test_interceptor_fire_does_not_allow_stoic():
    state, ids = battle(Piece("dragon-class-battleship", B, wounds=4), step=INTERCEPT, round_=1)
    state = run(state, *volley(A, ids[0], ids[2], 1, [9]))
    assert unit(state, ids[2]) is None


def test_regimented_takes_marines_from_the_shipyard_and_unique_allows_one_copy():
    state, _ids = arrange(STATIONS, hands=[(), ("griffin-class-battleship", "phoenix-class-capital-ship",
                                                "phoenix-class-capital-ship")], phase=MANUFACTURING, turn=B,
                         stockpiles=[(10, 10), (20, 20)])
    griffin, phoenix1, phoenix2 = state.commanders[B].hand
    marines = ("colonial-rangers#1.9", "boarding-commandos#1.9")
    state = evolve(state, commanders=(state.commanders[A], evolve(state.commanders[B], shipyard=marines)))
    state = run(state, (Action(B, "deploy", (griffin, None)), ()))
    assert state.prompts and state.prompts[0].kind == "regiment"
    state = run(state, (Action(B, "take", (marines[0],)), ()), (Action(B, "take", (marines[1],)), ()))
    assert {u.pid for u in state.units if u.host == griffin} == set(marines)
    state = evolve(state, commanders=(state.commanders[A], evolve(state.commanders[B], resource=20, currency=20)))
    state = run(state, (Action(B, "deploy", (phoenix1, None)), ()))
    assert Action(B, "deploy", (phoenix2, None)) not in GAME.legal_actions(state, B)


def test_fearless_swaps_once_and_bonuses_apply_after():
    state, ids = battle(Piece("thrush-fighter-wing", B), Piece("harpy-class-cruiser", A),
                        breakthrus=[(), ("fighter-doctrine",)])
    thrush = ids[2]
    assert work(state).attack(thrush) == 3
    state = run(state, (Action(B, "fearless", (thrush,)), ()))
    assert work(state).attack(thrush) == 7 and work(state).defense(thrush) == 2
    assert Action(B, "fearless", (thrush,)) not in GAME.legal_actions(state, B)


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


def test_micro_fold_boards_without_a_ship_after_a_test_and_stealth_needs_a_hunter_host():
    """3.4.7 and 6.10.4: the Rangers fold from the Harpy onto the ungarrisoned Dragon and take her; the
    Stealth Petrel can only be boarded this way from a host with Hunter (3.4.10)."""
    state, ids = battle(Piece("dragon-class-battleship", A), Piece("petrel-class-cruiser", A),
                        Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=4),
                        Piece("fold-insertion-kit", B, host=5), step=ATTACK_BOARD)
    dragon, petrel, harpy, rangers = ids[2], ids[3], ids[4], ids[5]
    legal = GAME.legal_actions(state, B)
    assert Action(B, "fold-board", (rangers, dragon)) in legal
    assert Action(B, "fold-board", (rangers, petrel)) not in legal
    state = run(state, (Action(B, "fold-board", (rangers, dragon)), (4,)), (Action(A, "pass"), ()))
    assert state.engagement.fight is not None and state.engagement.fight.step == "won"
    state = run(state, (Action(B, "hijack"), ()))
    assert unit(state, dragon).controller == B and unit(state, rangers).host == dragon
    assert unit(state, harpy).controller == B


def test_a_micro_fold_board_still_happens_when_its_sending_ship_is_destroyed_by_volley_fire():
    """3.4.7: "if their sending ship is destroyed [and not immediately destroyed] then this board still
    happens". The Rangers fold at the Dragon from the Harpy; the Dragon's volley destroys the Harpy,
    the Rangers wait off the wreck (ruling H21), board the ungarrisoned Dragon and take her."""
    state, ids = battle(Piece("dragon-class-battleship", A), Piece("harpy-class-cruiser", B),
                        Piece("colonial-rangers", B, host=3), Piece("fold-insertion-kit", B, host=4),
                        step=ATTACK_BOARD)
    dragon, harpy, rangers = ids[2], ids[3], ids[4]
    state = run(state, (Action(B, "fold-board", (rangers, dragon)), (4,)))
    assert state.engagement.step == DEFEND
    state = run(state, *volley(A, dragon, harpy, 3, (10, 10, 10)))
    assert unit(state, harpy) is None
    assert unit(state, rangers) is not None and unit(state, rangers).host is None
    assert state.engagement is not None, "the engagement waits for the Rangers' board"
    state = run(state, (Action(A, "pass"), ()))
    assert state.engagement.fight is not None and state.engagement.fight.step == "won"
    state = run(state, (Action(B, "hijack"), ()))
    assert unit(state, dragon).controller == B and unit(state, rangers).host == dragon


def test_a_stranded_micro_fold_boarder_whose_board_is_cancelled_folds_back_or_is_lost():
    """Ruling H21: with the board broken up by an Escort and no ship of B's left local, the Rangers
    have nowhere to fold back to and are lost when the engagement ends."""
    state, ids = battle(Piece("dragon-class-battleship", A), Piece("merlin-class-frigate", A),
                        Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=4),
                        Piece("fold-insertion-kit", B, host=5), step=ATTACK_BOARD)
    dragon, merlin, harpy, rangers = ids[2], ids[3], ids[4], ids[5]
    state = run(state, (Action(B, "fold-board", (rangers, dragon)), (4,)))
    state = run(state, *volley(A, dragon, harpy, 3, (10, 10, 10)), (Action(A, "pass"), ()))
    assert state.engagement.step == ESCORT
    state = run(state, (Action(A, "cancel", (merlin, rangers)), ()))
    assert state.engagement is None
    assert unit(state, rangers) is None and rangers.split("#")[0] in " ".join(state.commanders[B].scrapheap)


def _boarded_dragon():
    """B's Rangers (Micro-Fold) board A's Dragon, garrisoned by Sons of Orion: the fight is on."""
    state, ids = battle(Piece("dragon-class-battleship", A), Piece("sons-of-orion", A, host=2),
                        Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=4),
                        Piece("fold-insertion-kit", B, host=5), step=ATTACK_BOARD)
    dragon, sons, harpy, rangers = ids[2], ids[3], ids[4], ids[5]
    state = run(state, (Action(B, "board", (harpy, dragon)), ()), (Action(B, "pass"), ()), (Action(A, "pass"), ()),
                (Action(A, "pass"), ()))          # A neither volleys nor boards back
    fight = state.engagement.fight
    assert fight is not None and fight.attackers == (rangers,) and fight.defenders == (sons,)
    return state, dragon, sons, harpy, rangers


def test_micro_fold_marines_may_retreat_from_a_boarding_action_after_the_other_side_volleys():
    """3.4.7: "a unit with Micro-Fold may also attempt to retreat": instead of volleying it folds out
    to another local ship of its commander; the opposing Marines still fire at it, then it makes the
    Micro-Fold test. The Rangers fold back to the Harpy and the boarding action is over."""
    state, dragon, sons, harpy, rangers = _boarded_dragon()
    legal = GAME.legal_actions(state, B)
    assert Action(B, "fold-withdraw", (rangers, harpy)) in legal
    assert Action(B, "fold-withdraw", (rangers, dragon)) not in legal     # never the ship fought over
    state, events = GAME.apply(state, Action(B, "fold-withdraw", (rangers, harpy)))
    assert state.engagement.fight.step == "defend" and unit(state, rangers).host == harpy
    state = force(state, (2, 3, 5))      # the Sons' two dice miss (defense 6), then the test: 5
    state = run(state, (Action(A, "aim", (sons, rangers)), ()), (Action(A, "aim", (sons, rangers)), ()))
    state, events = GAME.apply(state, Action(A, "fire", (sons,)))
    kinds = [e.kind for e in events]
    assert kinds.index("volley") < kinds.index("fold"), "the defenders fire before the test"
    assert unit(state, rangers).host == harpy and unit(state, dragon).controller == A
    assert state.engagement.fight is None and state.engagement.round == 3


def test_a_micro_fold_retreat_that_rolls_a_1_loses_the_marine():
    """3.4.7: the retreat needs a successful Micro-Fold test; a 1 (or a 10) destroys the unit."""
    state, dragon, sons, harpy, rangers = _boarded_dragon()
    state = run(state, (Action(B, "fold-withdraw", (rangers, harpy)), ()))
    state = run(state, *volley(A, sons, rangers, 2, (2, 3, 1)))
    assert unit(state, rangers) is None and unit(state, dragon).controller == A
    assert unit(state, harpy).controller == B


def test_defending_marines_with_interceptor_choose_their_targets_before_the_boarders_fire():
    """6.6 step 8A: "any defending Marine with Interceptor may fire at attacking Marines": its commander
    declares its Interceptor dice (here at the second, wounded Rangers, destroyed immediately, 3.3.1)
    or holds them; then the boarders volley (8B)."""
    state, ids = battle(Piece("dragon-class-battleship", A), Piece("rdf-military-police-company", A, host=2),
                        Piece("drake-class-cruiser", B), Piece("colonial-rangers", B, host=4),
                        Piece("colonial-rangers", B, host=4, wounds=1), step=ATTACK_BOARD)
    dragon, police, drake, rangers1, rangers2 = ids[2:]
    state = run(state, (Action(B, "board", (drake, dragon)), ()), (Action(A, "pass"), ()), (Action(A, "pass"), ()))
    fight = state.engagement.fight
    assert fight.step == "intercept" and GAME.pending(state)[0].seat == A
    legal = GAME.legal_actions(state, A)
    assert {Action(A, "aim", (police, rangers1)), Action(A, "aim", (police, rangers2)), Action(A, "pass")} <= set(legal)
    held = run(state, (Action(A, "pass"), ()))
    assert held.engagement.fight.step == "attack" and len(held.engagement.fight.attackers) == 2
    state = run(state, *volley(A, police, rangers2, 1, [9]))
    assert unit(state, rangers2) is None
    assert state.engagement.fight.step == "attack" and state.engagement.fight.attackers == (rangers1,)
    assert GAME.pending(state)[0].seat == B


def test_a_marine_is_reassigned_once_a_phase():
    """Ruling H23 (5.4.4 "reassign ... to a new legal host"): once moved, a Marine is not offered again
    until the next phase, so a phase cannot go on forever with the same Marine going back and forth."""
    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A), Piece("drake-class-cruiser", A),
                          Piece("sons-of-orion", A, host=2)], phase=MANUFACTURING, turn=A)
    harpy, drake, sons = ids[2:]
    state = run(state, (Action(A, "assign", (sons, drake)), ()))
    assert not [a for a in GAME.legal_actions(state, A) if a.kind == "assign" and a.args[0] == sons]
    verdict = GAME.validate(state, Action(A, "assign", (sons, harpy)))
    assert not verdict.ok and "H23" in verdict.rule
    state = run(state, (Action(A, "next"), ()), (Action(A, "skip"), ()))
    assert state.phase == DISCARD and Action(A, "assign", (sons, harpy)) in GAME.legal_actions(state, A)
