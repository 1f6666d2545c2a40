"""Hull Breach! boarding without a ship (book 6.10.4 and 3.4.7; rulings H21 and H25): Micro-Fold
Marines declaring a board, going in support of a ship's boarding party at the same target, fighting,
withdrawing and being pursued with it, and what happens when their sending ship goes down. Commander A
(seat 0) defends, Commander B (seat 1) attacks."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach import engagement as E
from tabletop.games.hull_breach.combat import destroy
from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import (
    ATTACK,
    ATTACK_BOARD,
    BOARDING,
    DEFEND,
    DEFEND_BOARD,
    ESCORT,
    Board,
    Engagement,
    Fight,
)
from tests.games.hull_breach.support import (
    STATIONS,
    A,
    B,
    act,
    action_of_a,
    battle,
    battle_work,
    boarded_dragon,
    event_data,
    fire,
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


def _position(*extra: Piece):
    """The Dragon garrisoned by Sons of Orion, the Harpy with Rangers, the Drake with Micro-Fold
    Rangers, then ``extra`` pieces (ids from index 9 on)."""
    pieces = [Piece("dragon-class-battleship", A), Piece("sons-of-orion", A, host=2),
              Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=4),
              Piece("drake-class-cruiser", B), Piece("colonial-rangers", B, host=6),
              Piece("fold-insertion-kit", B, host=7), *extra]
    state, ids = battle(*pieces, step=ATTACK_BOARD)
    return state, ids


def _declare(state, ids, fold_test: int):
    """B boards the Dragon with the Harpy, then folds the Drake's Rangers at her in support."""
    dragon, harpy, rangers2 = ids[2], ids[4], ids[7]
    state = run(state, (Action(B, "board", (harpy, dragon)), ()))
    assert Action(B, "fold-board", (rangers2, dragon)) in GAME.legal_actions(state, B)
    state, events = GAME.apply(force(state, (fold_test,)), Action(B, "fold-board", (rangers2, dragon)))
    return state, events


def _pass_until(state, done):
    """Pass every decision until ``done(engagement)``; a few passes at most (a round has six steps)."""
    for _ in range(8):
        if done(state.engagement):
            return state
        state = run(state, (Action(GAME.pending(state)[0].seat, "pass"), ()))
    raise AssertionError(f"never reached: the engagement is at {state.engagement}")


def _to_the_fight(state):
    """Every remaining declaration step passed, up to the first boarding action of the round."""
    return _pass_until(state, lambda eng: eng is not None and eng.fight is not None)


def supported_drake_at_the_dragon(*defenders):
    """B's Drake (2) with Sons of Orion (3) and Colonial Rangers (4) boards A's Dragon (8), with B's
    Heavy Assault Troopers (6, Micro-Fold kit 7, off the Valkyrie 5) in support; A's ``defenders``
    are aboard the Dragon (9 on)."""
    w, ids = battle_work(Piece("drake-class-cruiser", B), Piece("sons-of-orion", B, host=2),
                         Piece("colonial-rangers", B, host=2), Piece("valkyrie-class-battleship", B),
                         Piece("heavy-assault-troopers", B, host=5), Piece("fold-insertion-kit", B, host=6),
                         Piece("dragon-class-battleship", A), *(Piece(d, A, host=8) for d in defenders),
                         step=DEFEND_BOARD, round_=1)
    w.eng = evolve(w.eng, boards=(Board(B, ids[2], ids[8]), Board(B, ids[6], ids[8], fold=True)))
    act(w, A, "pass")
    assert w.eng.fight.attackers == (ids[3], ids[4], ids[6]) and kinds(E.legal(w, B), "withdraw") == []
    return w, ids


def fleet_fold_position(fight=False):
    """A attacks with a King Fisher (A's Sons of Orion with a Fold Insertion Kit aboard) and a Harpy
    with room for one Marine; A's station, far away, has room as well."""
    pieces = [*STATIONS, Piece("king-fisher-class-cruiser", A), Piece("sons-of-orion", A, host=2),
              Piece("fold-insertion-kit", A, host=3), Piece("harpy-class-cruiser", A),
              Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=6)]
    state, ids = arrange(pieces)
    eng = Engagement(A, B, step=ATTACK, round=2, fleet=(ids[2], ids[5]))
    if fight:
        eng = evolve(eng, step=BOARDING, fight=Fight(Board(A, ids[2], ids[6]), (ids[3],), (ids[7],)))
    return evolve(state, engagement=eng), ids


def test_a_micro_fold_boarder_whose_ship_fell_and_who_takes_the_last_station_never_stays_without_a_host():
    """Ruling H21 (3.4.7, 6.7), three commanders: a Micro-Fold board from a ship that is then destroyed
    takes the last opposing station; when the game ends the Rangers fold back aboard a local ship of
    theirs or are lost, never left hosted nowhere, and no card goes missing."""
    from tabletop.engine.evolve import evolve
    from tabletop.games.hull_breach.dice import force
    from tabletop.games.hull_breach.scenario import Piece, arrange
    from tabletop.games.hull_breach.state import ATTACK_BOARD, Engagement

    a, b = 0, 1
    state, ids = arrange([Piece("skyline-defense-hq", a), Piece("orion-frontier-outpost", b),
                          Piece("harpy-class-cruiser", b), Piece("colonial-rangers", b, host=2),
                          Piece("fold-insertion-kit", b, host=3)], turn=b)
    station, harpy, rangers = ids[0], ids[2], ids[3]
    state = evolve(state, engagement=Engagement(b, a, step=ATTACK_BOARD, round=2, fleet=(harpy,)))
    # the station's modules are gone (the arranged station has none), so the station can be boarded
    inventory = GAME.inventory(state)
    state, _ = GAME.apply(force(state, [4]), Action(b, "fold-board", (rangers, station)))
    for _ in range(3):
        state, _ = GAME.apply(state, Action(a, "aim", (station, harpy)))
    state, _ = GAME.apply(force(state, [10, 10, 10]), Action(a, "fire", (station,)))
    assert next(u for u in state.units if u.pid == rangers).host is None
    assert state.engagement.fight.step == "won"          # the ungarrisoned station yields (6.6 step 8)
    state, _ = GAME.apply(state, Action(b, "hijack"))
    assert state.winners == (b,)
    assert all(u.host is not None for u in state.units if GAME.by_id[u.card].type == "marine")
    assert rangers in state.commanders[b].scrapheap        # no ship of B's left local to fold back to
    assert GAME.inventory(state) == inventory


def test_supporting_micro_fold_marines_join_the_ship_s_boarding_party_in_one_fight():
    """6.10.4: "send transporting Marines into another boarding action in support of other local
    Marines". The Rangers fold at the Dragon the Harpy boards: one boarding action, both Rangers
    in it, and the Sons of Orion face both; the boarders win and both go aboard the prize."""
    state, ids = _position()
    dragon, sons, harpy, rangers1, _drake, rangers2 = ids[2:8]
    state, events = _declare(state, ids, 4)
    assert any("in support of" in e.text and e.data.get("support") == harpy for e in events if e.kind == "board")
    state = _to_the_fight(state)
    fight = state.engagement.fight
    assert fight.board == Board(B, harpy, dragon)
    assert fight.attackers == (rangers1, rangers2) and fight.defenders == (sons,)
    assert fight.support == (Board(B, rangers2, dragon, fold=True),)
    legal = GAME.legal_actions(state, B)
    assert {Action(B, "aim", (rangers1, sons)), Action(B, "aim", (rangers2, sons))} <= set(legal)
    state = run(state, (Action(B, "pass"), ()))         # the boarders hold their fire ...
    legal = GAME.legal_actions(state, A)                 # ... and the Sons may fire at either of them
    assert {Action(A, "aim", (sons, rangers1)), Action(A, "aim", (sons, rangers2))} <= set(legal)
    state = run(state, (Action(A, "pass"), ()), *volley_steps(B, rangers2, sons, 3, (7, 7, 1)))
    assert unit(state, sons) is None and state.engagement.fight.step == "won"
    state = run(state, (Action(B, "hijack"), ()))
    assert unit(state, dragon).controller == B
    assert unit(state, rangers1).host == dragon and unit(state, rangers2).host == dragon
    assert state.engagement.fight is None and state.engagement.round == 3, "one boarding action, not two"


def test_the_boarded_ship_may_still_board_back_the_ship_that_boards_her():
    """6.6 step 6: a ship "declared the target of a boarding action by an attacking ship" may board
    that ship; a Micro-Fold board in support beside it does not take that right away."""
    state, ids = _position()
    dragon, harpy = ids[2], ids[4]
    state, _events = _declare(state, ids, 4)
    state = _pass_until(state, lambda eng: eng.step == DEFEND_BOARD)
    assert Action(A, "board", (dragon, harpy)) in GAME.legal_actions(state, A)


def test_a_ship_may_board_a_target_a_micro_fold_board_already_takes_and_leads_the_fight():
    """6.10's "only one ship" per target counts ships: the Rangers fold first, the Harpy boards the
    same Dragon after them, and the fight is the Harpy's with the Rangers in support."""
    state, ids = _position()
    dragon, _sons, harpy, rangers1, _drake, rangers2 = ids[2:8]
    state = run(state, (Action(B, "fold-board", (rangers2, dragon)), (4,)), (Action(B, "board", (harpy, dragon)), ()))
    fight = _to_the_fight(state).engagement.fight
    assert fight.board == Board(B, harpy, dragon) and fight.attackers == (rangers1, rangers2)


def test_supporting_marines_board_on_their_own_when_the_main_ship_is_destroyed_first():
    """6.10.4: if the sending ship is destroyed by volley fire "your Marines may still board
    regardless". Here the main board's ship goes: the Dragon's volley destroys the Harpy (and her
    Rangers with her) before boarding; the Drake's Rangers still fold aboard and fight the Sons."""
    state, ids = _position()
    dragon, sons, harpy, rangers1, _drake, rangers2 = ids[2:8]
    state, _events = _declare(state, ids, 4)
    state = run(state, *volley_steps(A, dragon, harpy, 3, (10, 10, 10)))
    assert unit(state, harpy) is None and unit(state, rangers1) is None
    state = _to_the_fight(state)
    fight = state.engagement.fight
    assert fight.board == Board(B, rangers2, dragon, fold=True)
    assert fight.attackers == (rangers2,) and fight.defenders == (sons,) and fight.support == ()
    assert Action(B, "withdraw") not in GAME.legal_actions(state, B)     # no ship to withdraw to


def test_supporting_marines_board_on_their_own_when_an_escort_cancels_the_main_board():
    """3.4.3 with 6.10.4: A's Escort cancels the Harpy's board; the Rangers' own board stands."""
    state, ids = _position(Piece("merlin-class-frigate", A))
    dragon, _sons, harpy, rangers1, _drake, rangers2, _kit, merlin = ids[2:10]
    state, _events = _declare(state, ids, 4)
    state = _pass_until(state, lambda eng: eng.step == "escort")
    state = run(state, (Action(A, "cancel", (merlin, harpy)), ()))
    state = _to_the_fight(state)
    fight = state.engagement.fight
    assert fight.board == Board(B, rangers2, dragon, fold=True) and fight.attackers == (rangers2,)
    assert unit(state, rangers1).host == harpy


def test_a_failed_micro_fold_test_loses_the_supporting_marine_and_the_party_fights_alone():
    """3.4.7: "on the result of a 1 or a 10 this unit is immediately destroyed"; the Harpy's Rangers
    board the Dragon by themselves."""
    state, ids = _position()
    dragon, _sons, harpy, rangers1, _drake, rangers2 = ids[2:8]
    state, _events = _declare(state, ids, 10)
    assert unit(state, rangers2) is None and not [b for b in state.engagement.boards if b.fold]
    fight = _to_the_fight(state).engagement.fight
    assert fight.board == Board(B, harpy, dragon) and fight.attackers == (rangers1,) and fight.support == ()


def test_supporting_marines_withdraw_with_the_party_aboard_its_ship_and_defend_her_when_pursued():
    """Ruling H25 with 6.10.3: the party withdraws to the Harpy and its supporting Rangers go with it;
    the Sons pursue, and the Harpy's defenders are both Rangers."""
    state, ids = _position()
    dragon, sons, harpy, rangers1, _drake, rangers2 = ids[2:8]
    state, _events = _declare(state, ids, 4)
    state = run(_to_the_fight(state), (Action(B, "withdraw"), ()))
    assert unit(state, rangers2).host == harpy
    state = run(state, (Action(A, "pursue"), ()))
    fight = state.engagement.fight
    assert fight.board == Board(A, dragon, harpy)
    assert fight.attackers == (sons,) and set(fight.defenders) == {rangers1, rangers2}


def test_a_withdrawal_ends_the_boarding_action_for_good_even_after_a_pursuit():
    """6.10.3: a pursuit ends the boarding action it came from. The Sons pursue the Rangers aboard the
    Harpy, then withdraw themselves and are let go: the Harpy's board on the Dragon is not fought a
    second time, and the round ends."""
    state, ids = _position()
    dragon, sons, harpy, rangers1 = ids[2:6]
    state = run(state, (Action(B, "board", (harpy, dragon)), ()))
    state = run(_to_the_fight(state), (Action(B, "withdraw"), ()), (Action(A, "pursue"), ()))
    state = run(state, (Action(A, "withdraw"), ()), (Action(B, "pass"), ()))
    assert state.engagement.fight is None and state.engagement.round == 3
    assert unit(state, rangers1).host == harpy and unit(state, sons).host == dragon


def test_a_micro_fold_party_whose_leader_folds_out_leaves_nothing_to_take_when_the_rest_fall():
    """Two Micro-Fold boards at the Dragon make one party, led by the first (ruling H25). Its leader
    folds out (3.4.7); the supporting Rangers are then wiped out. No ship came, so nothing is left
    undefended (6.10): the boarding action is over and the leader stays B's, aboard the Harpy."""
    state, ids = _position(Piece("fold-insertion-kit", B, host=5))
    dragon, sons, harpy, rangers1, _drake, rangers2 = ids[2:8]
    state = run(state, (Action(B, "fold-board", (rangers1, dragon)), (4,)),
                (Action(B, "fold-board", (rangers2, dragon)), (4,)))
    state = _to_the_fight(state)
    assert state.engagement.fight.board == Board(B, rangers1, dragon, fold=True)
    assert state.engagement.fight.attackers == (rangers1, rangers2)
    state = run(state, (Action(B, "fold-withdraw", (rangers1, harpy)), ()), (Action(B, "pass"), ()),
                (Action(A, "pass"), (5,)))
    assert unit(state, rangers1).host == harpy and state.engagement.fight.attackers == (rangers2,)
    state = run(state, (Action(B, "pass"), ()), *volley_steps(A, sons, rangers2, 2, (10, 10)))
    assert unit(state, rangers2) is None
    assert state.engagement.fight is None and state.engagement.round == 3
    assert unit(state, rangers1).controller == B and unit(state, rangers1).host == harpy


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


def test_a_micro_fold_marine_may_board_without_a_ship_but_not_a_stealth_target_from_a_non_hunter():
    """3.4.7 and 3.4.10: a Marine with Micro-Fold declares its own board; a Stealth ship only from a
    host with Hunter."""
    w, ids = folders()
    valkyrie, _rangers, sons, _kit, harpy, _petrel = ids[2:]
    legal = E.legal(w, B)
    assert kinds(legal, "board") == [(valkyrie, harpy)]
    assert kinds(legal, "fold-board") == [(sons, harpy)]


def test_the_micro_fold_test_is_made_when_the_board_is_declared():
    """3.4.7: a 1 or a 10 loses the Marine; any other result declares the board."""
    for result in (1, 10):
        w, ids = folders()
        sons = ids[4]
        w_forced(w, [result])
        act(w, B, "fold-board", sons, ids[6])
        assert sons not in w.units and w.eng.boards == ()
        assert texts(w, "fold") == ["The Micro-Fold goes wrong: Sons of Orion is lost."]
        assert event_data(w, "fold") == [{"unit": sons, "traits": ("micro-fold",)}]
    for result in (2, 9):
        w, ids = folders()
        sons, harpy = ids[4], ids[6]
        w_forced(w, [result])
        act(w, B, "fold-board", sons, harpy)
        assert w.eng.boards == (Board(B, sons, harpy, fold=True),)
        assert texts(w, "board") == ["Sons of Orion will fold aboard Harpy-class Cruiser."]


def test_a_micro_fold_board_at_a_target_already_boarded_goes_in_support():
    """6.10.4 and ruling H25: the Marine joins the Valkyrie's boarding action at the Harpy."""
    w, ids = folders()
    valkyrie, _rangers, sons, _kit, harpy, _petrel = ids[2:]
    act(w, B, "board", valkyrie, harpy)
    w_forced(w, [5])
    act(w, B, "fold-board", sons, harpy)
    assert texts(w, "board")[-1] == ("Sons of Orion will fold aboard Harpy-class Cruiser in support of "
                                     "Valkyrie-class Battleship's Marines.")
    assert event_data(w, "board")[-1] == {"marine": sons, "target": harpy, "support": valkyrie, "traits": ("micro-fold",)}
    assert w.eng.boards == (Board(B, valkyrie, harpy), Board(B, sons, harpy, fold=True))


def test_a_micro_fold_marine_in_a_boarding_action_may_fold_out_after_the_other_side_fires():
    """3.4.7 and ruling H21: instead of firing it names a local host of its commander; the opposing
    Marines' next volley may still target it; then the test (here a 5) takes it out of the fight."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("sons-of-orion", B, host=2), Piece("fold-insertion-kit", B, host=4),
                         Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=6),
                         step=DEFEND_BOARD, round_=1)
    valkyrie, rangers, sons, _kit, harpy, theirs = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    act(w, A, "pass")
    assert w.eng.fight.attackers == (rangers, sons)
    assert E.fold_exits(w, sons) == [valkyrie]
    legal = E.legal(w, B)
    assert kinds(legal, "fold-withdraw") == [(sons, valkyrie)]
    act(w, B, "fold-withdraw", sons, valkyrie)
    assert texts(w, "fold-withdraw") == [("Sons of Orion tries to fold out of the boarding action to "
                                         "Valkyrie-class Battleship.")]
    assert w.eng.withdrawing == ((sons, valkyrie),) and sons in w.eng.acted
    act(w, B, "pass")
    assert w.eng.fight.step == "defend" and sons in w.eng.fight.attackers
    w_forced(w, [5])
    act(w, A, "pass")
    assert texts(w, "fold")[-1] == "Sons of Orion folds out of the boarding action aboard Valkyrie-class Battleship."
    assert w.eng.fight.attackers == (rangers,) and w.eng.withdrawing == ()
    assert w.eng.fight.defenders == (theirs,) and w.eng.fight.step == "attack"
    assert w.units[sons].host == valkyrie


def test_boarders_who_all_fold_away_end_the_boarding_action():
    """Ruling H21: with every boarder gone by Micro-Fold, the boarding action is over."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B),
                         Piece("sons-of-orion", B, host=2), Piece("fold-insertion-kit", B, host=3),
                         Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=5),
                         Piece("drake-class-cruiser", B), step=DEFEND_BOARD, round_=1)
    valkyrie, sons, _kit, harpy, _theirs, drake = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    act(w, A, "pass")
    assert E.fold_exits(w, sons) == [valkyrie, drake]
    act(w, B, "fold-withdraw", sons, drake)
    w_forced(w, [1])
    act(w, A, "pass")
    assert sons not in w.units
    assert texts(w, "withdraw") == ["The boarders have folded away: the boarding action is over."]
    assert w.eng.step == ATTACK and w.eng.round == 2


def test_a_micro_fold_board_alone_is_fought_by_the_marine_and_one_in_support_joins_the_ships_party():
    """6.10.4 and ruling H25: a lone Micro-Fold board is led by the Marine itself; sent in support, it
    joins the Valkyrie's party (and is not counted in the Valkyrie's own party twice)."""
    w, ids = folders(step=DEFEND_BOARD)
    valkyrie, rangers, sons, _kit, harpy, _petrel = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, sons, harpy, fold=True),))
    act(w, A, "pass")
    assert texts(w, "boarding") == ["Sons of Orion folds aboard Harpy-class Cruiser.",
                                    "Harpy-class Cruiser has no Marines aboard and yields."]
    assert w.eng.fight == Fight(Board(B, sons, harpy, fold=True), (sons,), (), "won", B)
    w, ids = folders(step=DEFEND_BOARD)
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy), Board(B, sons, harpy, fold=True)))
    act(w, A, "pass")
    assert texts(w, "fold") == [("Sons of Orion folds aboard Harpy-class Cruiser in support of Valkyrie-class "
                                "Battleship's Marines.")]
    assert w.eng.fight.attackers == (rangers, sons) and w.eng.fight.support == (Board(B, sons, harpy, fold=True),)


def test_a_wiped_out_micro_fold_party_leaves_no_ship_open():
    """Ruling H25: a party that came by no ship leaves nothing undefended when it falls."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=2),
                         Piece("fold-insertion-kit", B, host=3), Piece("harpy-class-cruiser", A),
                         Piece("sons-of-orion", A, host=5), step=DEFEND_BOARD, round_=1)
    _valkyrie, sons, _kit, harpy, theirs = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, sons, harpy, fold=True),))
    act(w, A, "pass")
    fire(w, B, sons, theirs, 2, [1, 1])
    fire(w, A, theirs, sons, 2, [6, 6])
    assert sons not in w.units
    assert texts(w, "boarding")[-1] == "The boarders are wiped out."
    assert w.eng.step == ATTACK and w.eng.round == 2 and w.eng.fight is None


def test_a_ships_party_is_its_commanders_marines_that_fit_less_those_folding_away():
    """Ruling H18: every Marine of the boarding commander aboard that fits the target, except one
    that declared a Micro-Fold board of its own."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("heavy-assault-troopers", B, host=2), Piece("sons-of-orion", B, host=2),
                         Piece("harpy-class-cruiser", A), Piece("dragon-class-battleship", A))
    valkyrie, rangers, troopers, sons, harpy, dragon = ids[2:]
    assert E._party(w, Board(B, valkyrie, harpy), set()) == (rangers, sons)
    assert E._party(w, Board(B, valkyrie, dragon), set()) == (rangers, troopers, sons)
    assert E._party(w, Board(B, valkyrie, dragon), {sons}) == (rangers, troopers)
    assert E._party(w, Board(B, sons, dragon, fold=True), set()) == (sons,)
    assert E._party_name(w, Board(B, sons, dragon, fold=True)) == "Sons of Orion"
    assert E._party_name(w, Board(B, valkyrie, dragon)) == "Valkyrie-class Battleship's Marines"


def test_a_party_led_by_a_micro_fold_marine_cannot_withdraw_to_a_ship():
    """6.10.3: withdrawal is back to the ship the party came by; a Micro-Fold board came by none."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=2),
                         Piece("fold-insertion-kit", B, host=3), Piece("harpy-class-cruiser", A),
                         Piece("sons-of-orion", A, host=5), step=DEFEND_BOARD, round_=1)
    valkyrie, sons, _kit, harpy, _theirs = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, sons, harpy, fold=True),))
    act(w, A, "pass")
    legal = E.legal(w, B)
    assert kinds(legal, "withdraw") == [] and kinds(legal, "fold-withdraw") == [(sons, valkyrie)]
    assert E._may_withdraw(w, w.eng.fight) is False


def test_supporting_micro_fold_marines_withdraw_with_the_party_aboard_its_ship():
    """Ruling H25: the supporting Marine goes back with the party, aboard the ship."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("drake-class-cruiser", B), Piece("sons-of-orion", B, host=4),
                         Piece("fold-insertion-kit", B, host=5), Piece("harpy-class-cruiser", A),
                         Piece("sons-of-orion", A, host=7), step=DEFEND_BOARD, round_=1)
    valkyrie, rangers, _drake, sons, _kit, harpy, _theirs = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy), Board(B, sons, harpy, fold=True)))
    act(w, A, "pass")
    assert w.eng.fight.attackers == (rangers, sons) and E._supporters(w.eng.fight) == (sons,)
    assert E._may_withdraw(w, w.eng.fight) is True
    act(w, B, "withdraw")
    assert texts(w, "withdraw") == ["The boarders try to withdraw.",
                                    "Sons of Orion withdraws with them aboard Valkyrie-class Battleship."]
    assert w.units[sons].host == valkyrie and w.units[rangers].host == valkyrie
    act(w, A, "pursue")
    assert w.eng.fight.defenders == (rangers, sons)


def test_a_micro_fold_board_and_a_ships_board_may_take_the_same_target_in_either_order():
    """Ruling H25: one ship per target counts ships; a Micro-Fold board uses none. A Marine that has
    declared its board is not offered another; nor are Marines without Micro-Fold, the opponent's,
    or ones left at home."""
    w, ids = folders()
    valkyrie, _rangers, sons, _kit, harpy, _petrel = ids[2:]
    w_forced(w, [5])
    act(w, B, "fold-board", sons, harpy)
    legal = E.legal(w, B)
    assert kinds(legal, "board") == [(valkyrie, harpy)] and kinds(legal, "fold-board") == []
    assert event_data(w, "board") == [{"marine": sons, "target": harpy, "traits": ("micro-fold",)}]


def test_a_hunter_host_lets_a_micro_fold_marine_board_a_stealth_ship():
    """3.4.10: a Micro-Fold board at a Stealth ship needs a host with Hunter."""
    w, ids = battle_work(Piece("falcon-class-destroyer", B), Piece("sons-of-orion", B, host=2),
                         Piece("fold-insertion-kit", B, host=3), Piece("petrel-class-cruiser", A),
                         Piece("sons-of-orion", A, host=5), Piece("fold-insertion-kit", A, host=6),
                         Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=1),
                         Piece("fold-insertion-kit", B, host=9), Piece("harpy-class-cruiser", A),
                         step=ATTACK_BOARD, round_=1)
    _falcon, sons, _kit, petrel = ids[2:6]
    harpy = ids[11]
    assert kinds(E.legal(w, B), "fold-board") == [(sons, petrel), (sons, harpy)]     # not the one at home


def test_a_lone_micro_fold_board_is_not_in_support_of_a_board_at_another_target():
    """6.10.4: support is for Marines boarding the same target."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("sons-of-orion", B, host=2), Piece("fold-insertion-kit", B, host=4),
                         Piece("harpy-class-cruiser", A), Piece("falcon-class-destroyer", A),
                         step=ATTACK_BOARD, round_=1)
    valkyrie, _r, sons, _kit, harpy, falcon = ids[2:]
    act(w, B, "board", valkyrie, falcon)
    w_forced(w, [5])
    act(w, B, "fold-board", sons, harpy)
    assert texts(w, "board")[-1] == "Sons of Orion will fold aboard Harpy-class Cruiser."


def test_a_ships_board_leads_a_micro_fold_board_at_the_same_target_whichever_came_first():
    """Ruling H25: the ship's board leads; the Micro-Fold Marine supports it."""
    w, ids = folders(step=DEFEND_BOARD)
    valkyrie, rangers, sons, _kit, harpy, _petrel = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, sons, harpy, fold=True), Board(B, valkyrie, harpy)))
    act(w, A, "pass")
    assert w.eng.fight.board == Board(B, valkyrie, harpy) and w.eng.fight.attackers == (rangers, sons)
    assert event_data(w, "fold") == [{"unit": sons, "target": harpy, "support": valkyrie, "traits": ("micro-fold",)}]
    w, ids = folders(step=DEFEND_BOARD)
    w.eng = evolve(w.eng, boards=(Board(B, sons, harpy, fold=True),))
    act(w, A, "pass")
    assert event_data(w, "boarding")[0] == {"ship": sons, "target": harpy, "traits": ("micro-fold",)}


def test_defenders_who_all_fold_away_leave_the_ship_to_the_boarders():
    """Ruling H21: the defending Sons of Orion fold to A's Drake; the Harpy falls to the boarders."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=4),
                         Piece("fold-insertion-kit", A, host=5), Piece("drake-class-cruiser", A),
                         step=DEFEND_BOARD, round_=1)
    valkyrie, _rangers, harpy, sons, _kit, drake = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    act(w, A, "pass")
    act(w, B, "pass")
    act(w, A, "fold-withdraw", sons, drake)
    w_forced(w, [5])
    act(w, B, "pass")
    assert w.units[sons].host == drake and w.eng.fight.defenders == ()
    assert w.eng.fight.step == "won" and texts(w, "boarding")[-1] == "The boarders take Harpy-class Cruiser."


def test_a_supporting_marine_too_big_for_the_ship_keeps_the_party_from_withdrawing():
    """Ruling H25: Heavy Assault Troopers supporting a Drake's board cannot go aboard her (2.4)."""
    w, ids = battle_work(Piece("drake-class-cruiser", B), Piece("sons-of-orion", B, host=2),
                         Piece("valkyrie-class-battleship", B), Piece("heavy-assault-troopers", B, host=4),
                         Piece("fold-insertion-kit", B, host=5), Piece("dragon-class-battleship", A),
                         Piece("sons-of-orion", A, host=7), step=DEFEND_BOARD, round_=1)
    drake, sons, _valkyrie, troopers, _kit, dragon, _theirs = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, drake, dragon), Board(B, troopers, dragon, fold=True)))
    act(w, A, "pass")
    assert w.eng.fight.attackers == (sons, troopers)
    assert E._may_withdraw(w, w.eng.fight) is False and kinds(E.legal(w, B), "withdraw") == []


def test_a_micro_fold_boarder_whose_ship_went_down_keeps_the_engagement_open():
    """Ruling H21: with the attacking fleet gone, the engagement still waits for its board."""
    w, ids = battle_work(Piece("sons-of-orion", B), Piece("fold-insertion-kit", B, host=2),
                         Piece("harpy-class-cruiser", A), step=DEFEND, round_=1, fleet=())
    sons, _kit, harpy = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, sons, harpy, fold=True),))
    assert E._strays(w) is True
    E.advance(w)
    assert w.eng is not None
    for board in (Board(B, sons, harpy, cancelled=True, fold=True), Board(B, sons, harpy)):
        w.eng = evolve(w.eng, boards=(board,))
        assert E._strays(w) is False
    w.set_unit(sons, host=ids[1])
    w.eng = evolve(w.eng, boards=(Board(B, sons, harpy, fold=True),))
    assert E._strays(w) is False
    w.eng = None
    assert E._strays(w) is False


def test_a_second_micro_fold_marine_supports_the_first_and_class_size_limits_a_fold_board():
    """Ruling H25: Micro-Fold boards at one target form one party, led by the first; 2.4: a
    Micro-Fold Marine too large for the target may not fold aboard her."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=2),
                         Piece("fold-insertion-kit", B, host=3), Piece("colonial-rangers", B, host=2),
                         Piece("fold-insertion-kit", B, host=5), Piece("drake-class-cruiser", B),
                         Piece("heavy-assault-troopers", B, host=7), Piece("fold-insertion-kit", B, host=8),
                         Piece("harpy-class-cruiser", A), step=ATTACK_BOARD, round_=1)
    valkyrie, sons, _k1, rangers, _k2, drake, troopers, _k3, harpy = ids[2:]
    w.eng = evolve(w.eng, fleet=(valkyrie, drake))
    assert kinds(E.legal(w, B), "fold-board") == [(sons, harpy), (rangers, harpy)]
    w_forced(w, [5, 5])
    act(w, B, "fold-board", sons, harpy)
    act(w, B, "fold-board", rangers, harpy)
    assert texts(w, "board")[-1] == "Colonial Rangers will fold aboard Harpy-class Cruiser in support of Sons of Orion."
    assert troopers in w.units and w.in_engagement(troopers)


def test_every_micro_fold_board_at_a_ships_target_supports_the_ships_party():
    """Ruling H25 and 6.10.4: with the Drake's Marines boarding the Harpy, each Micro-Fold Marine
    sent there after them supports the Drake's party, the second as much as the first."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=2),
                         Piece("fold-insertion-kit", B, host=3), Piece("colonial-rangers", B, host=2),
                         Piece("fold-insertion-kit", B, host=5), Piece("drake-class-cruiser", B),
                         Piece("sons-of-orion", B, host=7), Piece("harpy-class-cruiser", A), step=ATTACK_BOARD,
                         round_=1)
    _valkyrie, sons, _k1, rangers, _k2, drake, _theirs, harpy = ids[2:]
    act(w, B, "board", drake, harpy)
    w_forced(w, [5, 5])
    act(w, B, "fold-board", sons, harpy)
    act(w, B, "fold-board", rangers, harpy)
    assert texts(w, "board")[1:] == [
        "Sons of Orion will fold aboard Harpy-class Cruiser in support of Drake-class Cruiser's Marines.",
        "Colonial Rangers will fold aboard Harpy-class Cruiser in support of Drake-class Cruiser's Marines."]
    assert [d["support"] for d in event_data(w, "board")[1:]] == [drake, drake]


def test_a_boarder_killed_before_its_micro_fold_retreat_does_not_stop_the_next_ones():
    """3.4.7: each Marine still standing makes its own test; the first one named was destroyed
    meanwhile (by a card: the fight's parties are not told), the second still folds out to the
    Drake, and with both gone the boarding is over."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=2),
                         Piece("fold-insertion-kit", B, host=3), Piece("colonial-rangers", B, host=2),
                         Piece("fold-insertion-kit", B, host=5), Piece("harpy-class-cruiser", A),
                         Piece("sons-of-orion", A, host=7), Piece("drake-class-cruiser", B), step=DEFEND_BOARD,
                         round_=1)
    valkyrie, sons, _k1, rangers, _k2, harpy, _theirs, drake = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    act(w, A, "pass")
    act(w, B, "fold-withdraw", sons, drake)
    act(w, B, "fold-withdraw", rangers, drake)
    assert w.eng.fight.step == "defend"
    w.remove_unit(sons)
    w_forced(w, [5])
    act(w, A, "pass")
    assert w.units[rangers].host == drake
    assert texts(w, "fold")[-1] == "Colonial Rangers folds out of the boarding action aboard Drake-class Cruiser."
    assert texts(w, "withdraw") == ["The boarders have folded away: the boarding action is over."]


def test_a_supporter_too_big_for_the_ship_no_longer_bars_withdrawal_once_destroyed():
    """Ruling H25 with 6.10.3: only a supporting Marine still in the fight must fit the Drake; the
    Troopers destroyed meanwhile (by a card) leave the party free to withdraw in its next volley."""
    w, ids = supported_drake_at_the_dragon("sons-of-orion")
    sons, rangers, troopers = ids[3], ids[4], ids[6]
    act(w, B, "pass")
    assert w.eng.fight.step == "defend"
    w.remove_unit(troopers)
    act(w, A, "pass")
    assert w.eng.fight.step == "attack" and w.eng.fight.attackers == (sons, rangers)
    assert kinds(E.legal(w, B), "withdraw") == [()]


def test_a_supporter_shot_down_by_a_stoic_last_volley_no_longer_bars_withdrawal():
    """3.4.11 with ruling H25: the Sons of Orion destroy A's Boarding Commandos, whose last volley
    destroys the Troopers; the boarders' volley step goes on, and now they may withdraw."""
    w, ids = supported_drake_at_the_dragon("boarding-commandos", "sons-of-orion")
    sons, rangers, troopers, commandos = ids[3], ids[4], ids[6], ids[9]
    fire(w, B, sons, commandos, 2, [6, 6])
    assert w.eng.stoic == (commandos,) and E.deciding(w) == A
    fire(w, A, commandos, troopers, 3, [6, 6, 6])
    assert troopers not in w.units and commandos not in w.units
    assert w.eng.fight.step == "attack" and w.eng.fight.attackers == (sons, rangers) and E.deciding(w) == B
    assert kinds(E.legal(w, B), "withdraw") == [()]


def test_defenders_who_all_fold_away_hand_over_the_ship_before_a_boarders_retreat_is_tested():
    """3.4.7 and 6.6 step 8: A's Sons of Orion named a Micro-Fold retreat in A's volley, B's Sons in
    B's next one; A's Marine is fired at first, so it tests first and folds away to the Drake. The
    Harpy is left without defenders, so the boarders have won her there and then: B's Sons never
    make their test and stay in the party that may take her."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=2),
                         Piece("fold-insertion-kit", B, host=3), Piece("harpy-class-cruiser", A),
                         Piece("sons-of-orion", A, host=5), Piece("fold-insertion-kit", A, host=6),
                         Piece("drake-class-cruiser", A), step=DEFEND_BOARD, round_=1)
    valkyrie, sons, _k1, harpy, theirs, _k2, drake = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    act(w, A, "pass")
    act(w, B, "pass")
    act(w, A, "fold-withdraw", theirs, drake)
    assert w.eng.fight.step == "attack"
    w_forced(w, [5])
    act(w, B, "fold-withdraw", sons, valkyrie)
    assert w.forced == () and w.units[theirs].host == drake and texts(w, "fold")[-1] == (
        "Sons of Orion folds out of the boarding action aboard Drake-class Cruiser.")
    assert w.eng.fight.step == "won" and w.eng.fight.attackers == (sons,) and E.deciding(w) == B
    assert w.eng.withdrawing == ((sons, valkyrie),) and len(texts(w, "fold")) == 1


def test_a_micro_fold_marine_folds_only_to_a_local_host_and_not_out_of_a_boarding_action():
    """3.4.7: to a ship of the fleet with room, not to the station left behind (not local, 9.19);
    in a boarding action its fold is a withdrawal instead (fold-withdraw), not a move."""
    state, ids = fleet_fold_position()
    assert [a for a in legal(state, A) if a.kind == "fold"] == [action_of_a("fold", ids[3], ids[5])]
    state, ids = fleet_fold_position(fight=True)
    offered = legal(state, A)
    assert not [a for a in offered if a.kind == "fold"]
    assert action_of_a("fold-withdraw", ids[3], ids[5]) in offered


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
    state = run(state, *volley_steps(A, dragon, harpy, 3, (10, 10, 10)))
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
    state = run(state, *volley_steps(A, dragon, harpy, 3, (10, 10, 10)), (Action(A, "pass"), ()))
    assert state.engagement.step == ESCORT
    state = run(state, (Action(A, "cancel", (merlin, rangers)), ()))
    assert state.engagement is None
    assert unit(state, rangers) is None and rangers.split("#")[0] in " ".join(state.commanders[B].scrapheap)


def test_micro_fold_marines_may_retreat_from_a_boarding_action_after_the_other_side_volleys():
    """3.4.7: "a unit with Micro-Fold may also attempt to retreat": instead of volleying it folds out
    to another local ship of its commander; the opposing Marines still fire at it, then it makes the
    Micro-Fold test. The Rangers fold back to the Harpy and the boarding action is over."""
    state, dragon, sons, harpy, rangers = boarded_dragon()
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
