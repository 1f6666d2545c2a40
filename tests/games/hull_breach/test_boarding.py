"""Hull Breach! boarding actions (book 6.6 steps 4, 6 and 8A-8E, 6.10 "More on Boarding" with its
examples 6.10.1-6.10.3, 9.4, 9.24 Pursuit, 9.32 Scuttle; ruling H18 and H22): who may declare a board
and at what, Marines fighting it out, withdrawing and pursuing, and the winners hijacking or scuttling
the prize. Micro-Fold boards are in test_micro_fold_boarding.py."""

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
    Board,
    Fight,
)
from tabletop.games.hull_breach.work import Work
from tests.games.hull_breach.support import (
    A,
    B,
    act,
    battle,
    battle_work,
    fight_at,
    fire,
    kinds,
    run,
    texts,
    unit,
    volley_steps,
    w_forced,
)


def boarders(*extra, step=ATTACK_BOARD, round_=1):
    """A: a Harpy (2), a Merlin (3), a Sparrow (4), a Petrel (5); B: a Valkyrie with Colonial Rangers
    (6, 7), a Drake with Sons of Orion (8, 9), a Falcon with Sons of Orion (10, 11)."""
    return battle_work(Piece("harpy-class-cruiser", A), Piece("merlin-class-frigate", A), Piece("sparrow-fighter-wing", A),
                       Piece("petrel-class-cruiser", A),
                       Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=6),
                       Piece("drake-class-cruiser", B), Piece("sons-of-orion", B, host=8),
                       Piece("falcon-class-destroyer", B), Piece("sons-of-orion", B, host=10), *extra,
                       step=step, round_=round_)


def test_a_prize_destroyed_before_its_winners_decide_ends_the_boarding_action():
    """6.6 step 8E and ruling H22: the boarders have won the Dragon, and before they choose to hijack
    or scuttle her their commander plays The Bigger They Are at her; with the prize gone there is
    nothing left to hijack, so the boarding action ends."""
    from tabletop.engine.evolve import evolve
    from tabletop.games.hull_breach.scenario import Piece, arrange
    from tabletop.games.hull_breach.state import ATTACK_BOARD, Engagement

    a, b = 0, 1
    state, ids = arrange([Piece("skyline-defense-hq", a), Piece("orion-frontier-outpost", b),
                          Piece("dragon-class-battleship", a), Piece("harpy-class-cruiser", b),
                          Piece("colonial-rangers", b, host=3), Piece("sparrow-fighter-wing", b)],
                         hands=[(), ("the-bigger-they-are",)], turn=b)
    dragon, harpy, sparrow = ids[2], ids[3], ids[5]
    tactic = state.commanders[b].hand[0]
    state = evolve(state, engagement=Engagement(b, a, step=ATTACK_BOARD, round=2, fleet=(harpy, sparrow)))
    state, _ = GAME.apply(state, Action(b, "board", (harpy, dragon)))
    while state.engagement.fight is None:
        seat = GAME.pending(state)[-1].seat            # the step's commander (B answers no window)
        state, _ = GAME.apply(state, Action(seat, "pass"))
    assert state.engagement.fight.step == "won"
    state, events = GAME.apply(state, Action(b, "play", (tactic, sparrow, dragon)))
    assert not any(u.pid == dragon for u in state.units)
    assert state.engagement is None or state.engagement.fight is None
    assert "hijack" not in {x.kind for x in GAME.legal_actions(state, b)}
    assert any(e.kind == "boarding" and "gone" in e.text for e in events)


def test_a_boarding_action_waits_for_the_party_whose_turn_it_is_and_then_for_the_winners():
    """6.6 steps 8B-8E: the boarders' Marines fire first, then the defenders'; the winners decide."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("valkyrie-class-battleship", B), step=BOARDING)
    harpy, valkyrie = ids[2:]
    for board, step, seat in ((Board(B, valkyrie, harpy), "attack", B), (Board(B, valkyrie, harpy), "defend", A),
                              (Board(A, harpy, valkyrie), "attack", A), (Board(A, harpy, valkyrie), "defend", B)):
        w.eng = evolve(w.eng, fight=Fight(board, (), (), step))
        assert E.deciding(w) == seat
    w.eng = evolve(w.eng, fight=Fight(Board(B, valkyrie, harpy), (), (), "won", B))
    assert E.deciding(w) == B
    w.eng = evolve(w.eng, fight=Fight(Board(A, harpy, valkyrie), (), (), "won", A))
    assert E.deciding(w) == A


def test_in_a_boarding_action_marines_fire_at_the_other_party():
    """6.6 steps 8B and 8C: each party targets the other party's Marines."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                         Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=4),
                         Piece("colonial-rangers", B, host=4), step=BOARDING)
    harpy, sons, valkyrie, r1, r2 = ids[2:]
    w.eng = evolve(w.eng, fight=Fight(Board(B, valkyrie, harpy), (r1, r2), (sons,)))
    assert E.targets(w, r1) == [sons]
    assert E.targets(w, sons) == [r1, r2]
    assert E.targets(w, harpy, painter=True) == [valkyrie]


def test_a_ship_with_marines_may_board_a_ship_or_a_fighter_but_not_unseen_stealth():
    """6.10, 6.6 step 8 and 3.4.10 (ruling H18): any opposing ship in open space, a Fighter Wing
    too; Stealth ships only for a Hunter (the Falcon); the station not in the first round while a
    ship can be targeted (6.4.3)."""
    w, ids = boarders()
    harpy, merlin, sparrow, petrel, valkyrie, _r, drake, _s, falcon, _s2 = ids[2:12]
    legal = E.legal(w, B)
    assert kinds(legal, "board") == [(valkyrie, harpy), (valkyrie, merlin), (valkyrie, sparrow), (drake, harpy),
                                     (drake, merlin), (drake, sparrow), (falcon, harpy), (falcon, merlin),
                                     (falcon, sparrow), (falcon, petrel)]
    assert legal[-1] == Action(B, "pass")
    assert E.board_targets(w, valkyrie) == [harpy, merlin, sparrow]
    w.eng = evolve(w.eng, round=2)
    assert E.board_targets(w, valkyrie) == [harpy, merlin, sparrow, ids[0]]
    assert E.board_targets(w, falcon) == [harpy, merlin, sparrow, petrel, ids[0]]


def test_a_boarded_fighter_wing_falls_at_once_and_may_only_be_scuttled():
    """6.6 step 8 with 2.5.1, 9.17 and 9.32 (ruling H18): no Marine is aboard a Fighter Wing, so the
    boarders win at once; none could stay aboard to hold her, so they may scuttle but not hijack."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("sparrow-fighter-wing", A), step=DEFEND_BOARD, round_=1)
    valkyrie, _r, sparrow = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, sparrow),))
    act(w, A, "pass")
    assert w.eng.fight.step == "won" and E.legal(w, B) == [Action(B, "scuttle")]
    act(w, B, "scuttle")
    assert sparrow not in w.units


def test_one_ship_per_target_and_one_board_per_ship():
    """6.10: only one ship may board a given target; a ship declares one board a round."""
    w, ids = boarders()
    harpy, merlin, sparrow, _petrel, valkyrie, _r, drake, _s, falcon, _s2 = ids[2:12]
    act(w, B, "board", valkyrie, harpy)
    assert texts(w, "board") == ["Valkyrie-class Battleship will board Harpy-class Cruiser."]
    assert w.eng.boards == (Board(B, valkyrie, harpy),)
    assert kinds(E.legal(w, B), "board") == [(drake, merlin), (drake, sparrow), (falcon, merlin), (falcon, sparrow),
                                             (falcon, ids[5])]


def test_ships_without_marines_retreating_or_at_home_do_not_board():
    """6.10: a Marine aboard is needed; 6.6 step 3: a retreating ship declares no board; 6.4.2."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B),
                         Piece("drake-class-cruiser", B), Piece("sons-of-orion", B, host=4),
                         Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=6),
                         step=ATTACK_BOARD, round_=1)
    harpy, _mine, drake, _s, _valkyrie, _r = ids[2:]
    w.eng = evolve(w.eng, fleet=(ids[3], drake), retreating=())
    assert kinds(E.legal(w, B), "board") == [(drake, harpy)]
    w.eng = evolve(w.eng, retreating=(drake,))
    assert kinds(E.legal(w, B), "board") == []


def test_a_marines_class_size_limits_what_its_ship_may_board():
    """2.4: Heavy Assault Troopers board only Battle Cruisers and larger; with another Marine
    aboard that fits, the ship may still board the smaller target."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("dragon-class-battleship", A),
                         Piece("valkyrie-class-battleship", B), Piece("heavy-assault-troopers", B, host=4),
                         step=ATTACK_BOARD, round_=1)
    harpy, dragon, valkyrie, troopers = ids[2:]
    assert kinds(E.legal(w, B), "board") == [(valkyrie, dragon)]
    assert E._fits(w, troopers, dragon) and not E._fits(w, troopers, harpy)
    assert E._fits(w, troopers, ids[0])     # no upper limit: a station too
    w, ids = battle_work(Piece("osprey-class-battle-cruiser", A), Piece("heavy-assault-troopers", B, host=1))
    assert E._fits(w, ids[3], ids[2])       # a Battle Cruiser is the smallest it may board
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("valkyrie-class-battleship", B),
                         Piece("heavy-assault-troopers", B, host=3), Piece("sons-of-orion", B, host=3),
                         step=ATTACK_BOARD, round_=1)
    assert kinds(E.legal(w, B), "board") == [(ids[3], ids[2])]


def test_a_ship_about_to_be_boarded_may_board_only_her_boarder():
    """6.6 step 6: a defending ship targeted by a board may board no other ship than that one, and no
    third ship may jump in on the boarder (the Drake boards only B's other Harpy)."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                         Piece("drake-class-cruiser", A), Piece("sons-of-orion", A, host=4),
                         Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=6),
                         Piece("harpy-class-cruiser", B), step=DEFEND_BOARD, round_=1)
    harpy, _s, drake, _s2, valkyrie, _r, their_harpy = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    assert kinds(E.legal(w, A), "board") == [(harpy, valkyrie), (drake, their_harpy)]


def test_only_an_escort_interrupts_a_boarding_by_jumping_in_on_the_boarder():
    """6.6 step 6: the defending fleet cannot "interrupt" an attacking ship attempting to board by
    jumping in with a third ship, unless that ship is an Escort: the Merlin (Escort) may board the
    Valkyrie that is boarding the Harpy; the Drake may not."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("drake-class-cruiser", A),
                         Piece("sons-of-orion", A, host=3), Piece("merlin-class-frigate", A),
                         Piece("sons-of-orion", A, host=5), Piece("valkyrie-class-battleship", B),
                         Piece("colonial-rangers", B, host=7), step=DEFEND_BOARD, round_=1)
    harpy, drake, _s, merlin, _s2, valkyrie, _r = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    boards = kinds(E.legal(w, A), "board")
    assert (merlin, valkyrie) in boards and (drake, valkyrie) not in boards


def test_with_nothing_to_board_the_board_steps_are_skipped():
    """6.6 step 6: if neither commander has declared a board, on to step 9: the next round."""
    w, _ids = battle_work(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B), step=DEFEND, round_=1)
    act(w, A, "pass")
    assert w.eng.step == ATTACK and w.eng.round == 2 and E.deciding(w) == B
    assert texts(w, "step") == ["Round 2: Commander B's fleet volleys."]


def test_a_ship_with_no_marines_aboard_yields_and_may_be_hijacked():
    """6.6 step 8 and 6.10.2: the Valkyrie's Marines take the empty Harpy; hijacked, she is B's and
    her new Marines go aboard her; she joins B's fleet."""
    w, ids = fight_at()
    valkyrie, rangers, harpy = ids[2:5]
    assert texts(w, "boarding") == ["Valkyrie-class Battleship's Marines board Harpy-class Cruiser.",
                                    "Harpy-class Cruiser has no Marines aboard and yields."]
    assert w.eng.fight.step == "won" and w.eng.fight.winner == B and E.deciding(w) == B
    assert E.legal(w, B) == [Action(B, "hijack"), Action(B, "scuttle")]
    act(w, B, "hijack")
    assert texts(w, "hijack") == ["Commander B's Marines hijack Harpy-class Cruiser."]
    assert w.units[harpy].controller == B and w.units[rangers].host == harpy
    assert w.eng.step == ATTACK and w.eng.round == 2 and w.eng.fleet == (valkyrie, harpy)


def test_the_winners_may_scuttle_the_prize_instead():
    """9.32: scuttled, the ship is destroyed at once; the Marines stay with their own ship."""
    w, ids = fight_at()
    valkyrie, rangers, harpy = ids[2:5]
    act(w, B, "scuttle")
    assert texts(w, "scuttle") == ["Commander B's Marines scuttle Harpy-class Cruiser."]
    assert harpy not in w.units and w.units[rangers].host == valkyrie


def test_marines_fight_and_the_boarders_win_when_the_defenders_fall():
    """6.6 steps 8B-8E: the boarders fire first; the Sons of Orion (defense 6, 2 wounds) fall."""
    w, ids = fight_at(Piece("sons-of-orion", A, host=4))
    valkyrie, rangers, harpy, sons = ids[2:6]
    assert w.eng.fight == Fight(Board(B, valkyrie, harpy), (rangers,), (sons,))
    assert E.deciding(w) == B and E.shooters(w) == [rangers]
    legal = E.legal(w, B)
    assert legal == [Action(B, "aim", (rangers, sons)), Action(B, "withdraw"), Action(B, "pass")]
    fire(w, B, rangers, sons, 3, [6, 6, 1])
    assert sons not in w.units
    assert texts(w, "boarding")[-1] == "The boarders take Harpy-class Cruiser."
    assert w.eng.fight.step == "won" and E.legal(w, B) == [Action(B, "hijack"), Action(B, "scuttle")]


def test_marines_that_miss_let_the_defenders_volley_back_and_a_wiped_out_party_leaves_its_ship_open():
    """6.6 steps 8C-8D and 6.10: the defenders fire back; boarders wiped out leave the Valkyrie
    with no Marines, so the defenders may take her or let the fight end (pass)."""
    w, ids = fight_at(Piece("sons-of-orion", A, host=4))
    valkyrie, rangers, _harpy, sons = ids[2:6]
    fire(w, B, rangers, sons, 3, [1, 5, 5])
    assert w.eng.fight.step == "defend" and E.deciding(w) == A and E.shooters(w) == [sons]
    assert E.legal(w, A) == [Action(A, "aim", (sons, rangers)), Action(A, "pass")]
    fire(w, A, sons, rangers, 2, [6, 9])
    assert rangers not in w.units
    assert texts(w, "boarding")[-1] == "The boarders are wiped out; Valkyrie-class Battleship is left undefended."
    assert w.eng.fight.step == "lost" and w.eng.fight.winner == A and E.deciding(w) == A
    assert E.legal(w, A) == [Action(A, "hijack"), Action(A, "scuttle"), Action(A, "pass")]
    act(w, A, "hijack")
    assert w.units[valkyrie].controller == A and w.units[sons].host == valkyrie
    assert w.eng is None        # the attacking fleet is gone: the engagement is over (6.6 step 9)


def test_the_defenders_may_let_the_undefended_ship_go():
    """6.10: taking the undefended ship is the defenders' choice."""
    w, ids = fight_at(Piece("sons-of-orion", A, host=4))
    valkyrie, rangers, _harpy, sons = ids[2:6]
    fire(w, B, rangers, sons, 3, [1, 5, 5])
    fire(w, A, sons, rangers, 2, [6, 9])
    act(w, A, "pass")
    assert w.units[valkyrie].controller == B and w.eng.step == ATTACK and w.eng.round == 2


def test_a_pass_in_a_marine_volley_hands_the_fight_to_the_other_party():
    """6.6 step 8D: the parties volley in turn until one is destroyed."""
    w, ids = fight_at(Piece("sons-of-orion", A, host=4))
    rangers, sons = ids[3], ids[5]
    act(w, B, "pass")
    assert w.eng.fight.step == "defend" and E.deciding(w) == A
    act(w, A, "pass")
    assert w.eng.fight.step == "attack" and E.deciding(w) == B and E.shooters(w) == [rangers]
    assert w.units[sons].wounds == 0


def test_boarders_may_withdraw_and_the_defenders_pursue_or_let_them_go():
    """6.10.3: the boarders retreat to their ship instead of firing; the defenders may pursue aboard
    her with the roles reversed, or let them go, which ends the boarding action."""
    w, ids = fight_at(Piece("sons-of-orion", A, host=4))
    valkyrie, rangers, harpy, sons = ids[2:6]
    act(w, B, "withdraw")
    assert texts(w, "withdraw") == ["The boarders try to withdraw."]
    assert w.eng.fight.step == "pursue" and w.eng.fight.winner == A and E.deciding(w) == A
    assert E.legal(w, A) == [Action(A, "pursue"), Action(A, "pass")]
    act(w, A, "pursue")
    assert texts(w, "pursue") == ["The defenders pursue aboard Valkyrie-class Battleship."]
    assert w.eng.fight == Fight(Board(A, harpy, valkyrie), (sons,), (rangers,), "attack")
    assert E.deciding(w) == A and E.shooters(w) == [sons]
    w, ids = fight_at(Piece("sons-of-orion", A, host=4))
    act(w, B, "withdraw")
    act(w, A, "pass")
    assert texts(w, "withdraw")[-1] == "The boarders withdraw to their ship."
    assert w.eng.step == ATTACK and w.eng.round == 2 and w.eng.fight is None


def test_a_pursuit_of_an_empty_ship_takes_her():
    """6.10.3 with 6.6 step 8: pursuing aboard a ship with no Marines left, the pursuers win."""
    w, ids = fight_at(Piece("sons-of-orion", A, host=4))
    valkyrie, rangers, harpy, sons = ids[2:6]
    act(w, B, "withdraw")
    w.remove_unit(rangers)
    before = len(w.events)
    act(w, A, "pursue")
    assert w.eng.fight == Fight(Board(A, harpy, valkyrie), (sons,), (), "won", A)
    # The pursuit is won there and then: no second boarding of the Valkyrie is announced.
    assert [(e.kind, e.text) for e in w.events[before:]] == [
        ("pursue", "The defenders pursue aboard Valkyrie-class Battleship.")]
    assert E.legal(w, A) == [Action(A, "hijack"), Action(A, "scuttle")]


def test_defending_marines_with_interceptor_fire_first():
    """6.6 step 8A: the defender's Military Police (Interceptor +1) fire one die before the boarders."""
    w, ids = fight_at(Piece("rdf-military-police-company", A, host=4))
    _valkyrie, rangers, _harpy, mps = ids[2:6]
    assert texts(w, "step")[-1] == "Defending Marines with Interceptor may fire first."
    assert w.eng.fight.step == "intercept" and E.deciding(w) == A and E.shooters(w) == [mps]
    assert E.legal(w, A) == [Action(A, "aim", (mps, rangers)), Action(A, "pass")]
    act(w, A, "aim", mps, rangers)
    assert w.eng.dice == 1 and w.eng.mode == "intercept"
    w_forced(w, [6])
    act(w, A, "fire", mps)
    assert w.units[rangers].wounds == 1
    assert w.eng.fight.step == "attack" and E.deciding(w) == B


def test_the_attackers_interceptor_marines_never_fire_first_even_defending_their_own_ship():
    """3.3.1 against 6.6 step 8A and 6.10.3 (ruling H29): only units defending at their own station
    use Interceptor, never attacking ones. B attacks: A's Harpy boards B's Valkyrie, held by B's
    Military Police (Interceptor +1), and A's boarders fire first; B's Police pursued back aboard
    the Valkyrie after withdrawing get no Interceptor volley either."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("rdf-military-police-company", B, host=2),
                         Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=4),
                         step=DEFEND_BOARD, round_=1)
    valkyrie, mps, harpy, sons = ids[2:]
    act(w, A, "board", harpy, valkyrie)
    assert w.eng.fight.defenders == (mps,) and w.eng.fight.step == "attack" and E.deciding(w) == A
    assert E.shooters(w) == [sons] and "Defending Marines with Interceptor may fire first." not in texts(w, "step")
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("rdf-military-police-company", B, host=2),
                         Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=4),
                         step=DEFEND_BOARD, round_=1)
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    act(w, A, "pass")
    act(w, B, "withdraw")
    act(w, A, "pursue")
    assert w.eng.fight.board == Board(A, harpy, valkyrie) and w.eng.fight.step == "attack"
    assert E.deciding(w) == A and E.shooters(w) == [sons]


def test_marines_that_cannot_hurt_each_other_break_off():
    """6.6 step 8D would never end: with no dice on either side the boarders withdraw."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=4),
                         step=DEFEND_BOARD, round_=1)
    valkyrie, rangers, harpy, sons = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),), mods=((rangers, "attack", -3), (sons, "attack", -2)))
    act(w, A, "pass")
    assert texts(w, "boarding")[-1] == "Neither party can hurt the other; the boarders withdraw."
    assert w.eng.step == ATTACK and w.eng.round == 2


def test_a_party_with_no_dice_lets_the_other_party_volley():
    """6.6 step 8B: boarders with no attack cannot fire, so the defenders volley."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=4),
                         step=DEFEND_BOARD, round_=1)
    valkyrie, rangers, harpy, sons = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),), mods=((rangers, "attack", -3),))
    act(w, A, "pass")
    assert w.eng.fight.step == "defend" and E.deciding(w) == A and E.shooters(w) == [sons]
    assert E.shooters(w) == [sons]


def test_the_first_boarding_action_opens_and_a_prize_that_is_gone_is_skipped():
    """6.6 step 8 and ruling H22: a prize destroyed before its winners decide ends that action."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("harpy-class-cruiser", A), step=BOARDING, round_=1)
    valkyrie, _rangers, harpy = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    E.advance(w)
    assert w.eng.fight.board == Board(B, valkyrie, harpy) and w.eng.fight.step == "won"
    w.remove_unit(harpy)
    E.advance(w)
    assert texts(w, "boarding")[-1] == "Harpy-class Cruiser is gone: the boarding action is over."
    assert w.eng.step == ATTACK and w.eng.round == 2


def test_boarding_actions_are_fought_one_after_another():
    """6.6 step 8: all boards are resolved one by one; a settled one is not fought again."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("drake-class-cruiser", B), Piece("sons-of-orion", B, host=4),
                         Piece("harpy-class-cruiser", A), Piece("falcon-class-destroyer", A), step=DEFEND_BOARD, round_=1)
    valkyrie, _r, drake, _s, harpy, falcon = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy), Board(B, drake, falcon)))
    act(w, A, "pass")
    assert w.eng.fight.board == Board(B, valkyrie, harpy)
    act(w, B, "scuttle")
    assert w.eng.fight.board == Board(B, drake, falcon) and w.eng.boards == (Board(B, drake, falcon),)
    act(w, B, "hijack")
    assert w.eng.step == ATTACK and w.units[falcon].controller == B and harpy not in w.units


def test_a_board_stands_only_while_its_ship_and_target_are_still_on_opposite_sides():
    """6.6 step 8 and ruling H22: a cancelled board, a board whose ship or target is gone or has
    changed hands, does not happen."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("harpy-class-cruiser", A))
    valkyrie, harpy = ids[2:]
    assert E._stands(w, Board(B, valkyrie, harpy)) is True
    assert E._stands(w, Board(B, valkyrie, harpy, cancelled=True)) is False
    assert E._stands(w, Board(B, "valkyrie-class-battleship#1.9", harpy)) is False
    assert E._stands(w, Board(B, valkyrie, "harpy-class-cruiser#0.9")) is False
    assert E._stands(w, Board(A, valkyrie, harpy)) is False
    w.set_unit(harpy, controller=B)
    assert E._stands(w, Board(B, valkyrie, harpy)) is False


def test_a_board_that_cannot_happen_is_skipped_for_the_next_one():
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("drake-class-cruiser", B), Piece("sons-of-orion", B, host=4),
                         Piece("harpy-class-cruiser", A), Piece("falcon-class-destroyer", A), step=DEFEND_BOARD, round_=1)
    valkyrie, _r, drake, _s, harpy, falcon = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy, cancelled=True), Board(B, drake, falcon)))
    act(w, A, "pass")
    assert w.eng.fight.board == Board(B, drake, falcon)
    assert texts(w, "boarding")[0] == "Drake-class Cruiser's Marines board Falcon-class Destroyer."


def test_interceptor_marines_that_wipe_out_the_boarders_leave_their_ship_open():
    """6.6 step 8A: the Military Police's first die kills the last boarder before it fires."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2, wounds=1),
                         Piece("harpy-class-cruiser", A), Piece("rdf-military-police-company", A, host=4),
                         step=DEFEND_BOARD, round_=1)
    valkyrie, rangers, _harpy, mps = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, ids[4]),))
    act(w, A, "pass")
    fire(w, A, mps, rangers, 1, [6])
    assert rangers not in w.units and w.eng.fight.step == "lost" and w.eng.fight.winner == A


def test_interceptor_marines_fire_alone_and_a_marine_with_no_dice_never_volleys():
    """6.6 step 8A: only the defending Marines with Interceptor fire first; in 8B-8C a Marine with
    no attack left has nothing to fire (one with 1 die still fires)."""
    w, ids = fight_at(Piece("rdf-military-police-company", A, host=4), Piece("sons-of-orion", A, host=4))
    _valkyrie, rangers, _harpy, mps, sons = ids[2:7]
    assert w.eng.fight.step == "intercept" and E.shooters(w) == [mps]
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("sons-of-orion", B, host=2), Piece("harpy-class-cruiser", A),
                         Piece("sons-of-orion", A, host=5), step=DEFEND_BOARD, round_=1)
    valkyrie, rangers, sons, harpy, _theirs = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),), mods=((sons, "attack", -2), (rangers, "attack", -2)))
    act(w, A, "pass")
    assert w.eng.fight.step == "attack" and E.shooters(w) == [rangers]


def test_a_boarder_killed_in_a_fight_leaves_the_rest_of_the_party_fighting():
    """6.6 step 8D: the fight goes on until one whole party is destroyed."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("sons-of-orion", B, host=2), Piece("harpy-class-cruiser", A),
                         Piece("sons-of-orion", A, host=5), step=DEFEND_BOARD, round_=1)
    valkyrie, rangers, sons, harpy, theirs = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    act(w, A, "pass")
    act(w, B, "pass")
    fire(w, A, theirs, sons, 2, [6, 6])
    assert sons not in w.units and w.eng.fight.attackers == (rangers,) and w.eng.fight.step == "attack"
    assert E.deciding(w) == B


def test_no_interceptor_marines_no_interceptor_step():
    w, _ids = fight_at(Piece("sons-of-orion", A, host=4))
    assert w.eng.fight.step == "attack"
    assert "Defending Marines with Interceptor may fire first." not in texts(w, "step")


def test_boarders_wiped_out_leave_their_ship_defended_by_marines_that_stayed_aboard():
    """6.10: the ship is open only when none of her Marines are left aboard; the Troopers could not
    board the Harpy (2.4) and still hold the Valkyrie."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("heavy-assault-troopers", B, host=2),
                         Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=5),
                         step=DEFEND_BOARD, round_=1)
    valkyrie, rangers, _troopers, harpy, sons = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    act(w, A, "pass")
    assert w.eng.fight.attackers == (rangers,)
    act(w, B, "pass")
    fire(w, A, sons, rangers, 2, [6, 6])
    assert texts(w, "boarding")[-1] == "The boarders are wiped out."
    assert w.eng.step == ATTACK and w.units[valkyrie].controller == B


def test_marines_with_a_single_die_can_still_hurt():
    """6.6 step 8D: one die is enough to keep the fight going."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=4),
                         step=DEFEND_BOARD, round_=1)
    valkyrie, rangers, harpy, sons = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),), mods=((rangers, "attack", -2), (sons, "attack", -2)))
    act(w, A, "pass")
    assert w.eng.fight is not None and w.eng.fight.step == "attack" and E.shooters(w) == [rangers]


def test_a_scuttled_carriers_fighters_die_with_her():
    """9.32 and 6.7: scuttling destroys the ship immediately, her bay with her."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("king-fisher-class-cruiser", A), Piece("sparrow-fighter-wing", A, host=4),
                         step=DEFEND_BOARD, round_=1)
    valkyrie, _rangers, king, sparrow = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, king),))
    act(w, A, "pass")
    act(w, B, "scuttle")
    assert king not in w.units and sparrow not in w.units


def test_a_pursuit_offered_for_a_ship_that_is_gone_ends_that_boarding_action():
    """Ruling H22: the boarders' ship was destroyed before the defenders chose to pursue."""
    w, ids = fight_at(Piece("sons-of-orion", A, host=4))
    valkyrie = ids[2]
    act(w, B, "withdraw")
    w.remove_unit(valkyrie)
    E.advance(w)
    assert texts(w, "boarding")[-1] == "Valkyrie-class Battleship is gone: the boarding action is over."


def test_pursuers_wiped_out_end_the_boarding_action_that_led_to_the_pursuit():
    """6.10.3: the pursuit replaces the boarding action it came from, which is not fought again."""
    w, ids = fight_at(Piece("sons-of-orion", A, host=4))
    valkyrie, rangers, harpy, sons = ids[2:6]
    act(w, B, "withdraw")
    act(w, A, "pursue")
    fire(w, A, sons, rangers, 2, [1, 1])
    fire(w, B, rangers, sons, 3, [6, 6, 1])
    assert w.eng.fight.step == "lost" and w.eng.fight.winner == B
    act(w, B, "pass")
    assert w.eng.step == ATTACK and w.eng.round == 2 and w.units[harpy].controller == A
    assert w.units[valkyrie].controller == B


def test_the_next_boarding_action_starts_afresh_for_marines_of_the_last_one():
    """6.6 step 8: each boarding action is fought on its own. B's Sons of Orion fired and B's Rangers
    chose a Micro-Fold retreat in the fight for the Harpy, which ended first (scuttled); defending
    the Valkyrie against A's Drake next, both may volley, and the Rangers' old retreat is void."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=2),
                         Piece("colonial-rangers", B, host=2), Piece("fold-insertion-kit", B, host=4),
                         Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=6),
                         Piece("drake-class-cruiser", A), Piece("sons-of-orion", A, host=8), step=DEFEND_BOARD,
                         round_=1)
    valkyrie, sons, rangers, _kit, harpy, _theirs, drake, _boarders = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy), Board(A, drake, valkyrie)))
    act(w, A, "pass")
    assert w.eng.fight.board == Board(B, valkyrie, harpy)
    act(w, B, "fold-withdraw", rangers, valkyrie)
    fire(w, B, sons, ids[7], 2, [6, 6])
    assert w.eng.fight.step == "won"
    act(w, B, "scuttle")
    assert w.eng.fight.board == Board(A, drake, valkyrie) and w.eng.fight.defenders == (sons, rangers)
    assert (w.eng.acted, w.eng.withdrawing) == ((), ())
    act(w, A, "pass")
    assert w.eng.fight.step == "defend" and w.eng.fight.defenders == (sons, rangers)
    assert E.shooters(w) == [sons, rangers] and w.units[rangers].host == valkyrie


def test_a_marine_with_a_largest_class_fits_a_ship_of_that_class_but_no_larger():
    """2.4: a class-size restriction names the ships a Marine may board; the set prints only
    smallest classes, so the Sons of Orion are given a largest one here: a cruiser at most."""
    from dataclasses import replace

    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("dragon-class-battleship", A),
                         Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=4))
    cards = dict(GAME.by_id)
    cards["sons-of-orion"] = replace(cards["sons-of-orion"], class_size=(None, "cruiser"))
    w = Work(w.state, cards)
    harpy, dragon, sons = ids[2], ids[3], ids[5]
    assert E._fits(w, sons, harpy) is True and E._fits(w, sons, dragon) is False


def test_marines_aboard_a_station_never_board_and_a_boarded_ship_boards_only_her_boarder():
    """6.10: a boarding action is a ship's (a station is no ship, so its Marines stay); 6.6 step 6:
    A's Drake, about to be boarded by B's Valkyrie, may board the Valkyrie only, whichever of B's
    ships comes first."""
    w, ids = battle_work(Piece("sons-of-orion", A, host=0), Piece("drake-class-cruiser", A),
                         Piece("sons-of-orion", A, host=3), Piece("harpy-class-cruiser", B),
                         Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=6),
                         step=DEFEND_BOARD, round_=2)
    drake, harpy, valkyrie = ids[3], ids[5], ids[6]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, drake),))
    assert E.board_targets(w, drake) == [harpy, valkyrie]
    assert kinds(E.legal(w, A), "board") == [(drake, valkyrie)]


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
    state = run(state, *volley_steps(B, rangers, sons, 3, [6, 9, 2]))
    assert unit(state, sons) is None
    state = run(state, (Action(B, "scuttle"), ()))
    assert unit(state, harpy) is None and unit(state, rangers).host == valkyrie


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
    state = run(state, *volley_steps(A, police, rangers2, 1, [9]))
    assert unit(state, rangers2) is None
    assert state.engagement.fight.step == "attack" and state.engagement.fight.attackers == (rangers1,)
    assert GAME.pending(state)[0].seat == B
