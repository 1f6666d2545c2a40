"""Micro-Fold Marines sent into another boarding action in support (book 6.10.4, ruling H25), in
small positions with the dice forced. Commander A (seat 0) defends, Commander B (seat 1) attacks:
B's Harpy-class Cruiser carries Colonial Rangers (the ship's party) and boards A's Dragon-class
Battleship; B's Drake-class Cruiser carries a second Rangers with a Fold Insertion Kit (Micro-Fold),
which folds at the same Dragon in support."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.scenario import Piece
from tabletop.games.hull_breach.state import ATTACK_BOARD, DEFEND_BOARD, Board
from tests.games.hull_breach.test_hull_traits import battle, run, unit, volley

A, B = 0, 1


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
    state = run(state, (Action(A, "pass"), ()), *volley(B, rangers2, sons, 3, (7, 7, 1)))
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
    state = run(state, *volley(A, dragon, harpy, 3, (10, 10, 10)))
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
    state = run(state, (Action(B, "pass"), ()), *volley(A, sons, rangers2, 2, (10, 10)))
    assert unit(state, rangers2) is None
    assert state.engagement.fight is None and state.engagement.round == 3
    assert unit(state, rangers1).controller == B and unit(state, rangers1).host == harpy
