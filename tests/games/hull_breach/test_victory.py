"""Hull Breach! winning and losing (book 2.2 and 9.33 a station destroyed, hijacked or scuttled, 6.1
the last commander standing, 6.6 step 8E a boarded station; ruling H5 the drawn game)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach import engagement as E
from tabletop.games.hull_breach.combat import destroy
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import (
    ATTACK,
    ATTACK_BOARD,
    DEFEND_BOARD,
    DISCARD,
    LOGISTICS,
    OVER,
    Board,
    Engagement,
    Prompt,
)
from tests.games.hull_breach.support import (
    STATIONS,
    THREE,
    A,
    B,
    C,
    act,
    battle,
    battle_work,
    copies,
    event_texts,
    run,
    step,
    texts,
    with_commander,
    work,
)


def test_a_game_nobody_can_finish_is_drawn_at_the_end_of_a_turn():
    """Ruling H5: no ship, no hand and no shipyard anywhere: the game ends drawn at the end of a turn."""
    state, _ids = arrange(STATIONS, phase=DISCARD, turn=B)
    state = run(state, (Action(B, "end"), ()))
    assert state.winners == () and GAME.outcome(state).draw


def test_the_last_commander_standing_wins_and_takes_no_spoils():
    """6.1 and 7.1.3 ("more than two Commanders"): with two, the one left wins at once; the game is
    over, the engagement and any waiting choice with it."""
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B), Piece("harpy-class-cruiser", B)]
    state, ids = arrange(pieces, stockpiles=[(9, 9), (10, 10)], turn=B)
    state = evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[2],)),
                   prompts=(Prompt(A, "face-down"),))
    cmds = list(state.commanders)
    cmds[B] = evolve(cmds[B], shipyard=("harpy-class-cruiser#1.9",))
    w = work(evolve(state, commanders=tuple(cmds)))
    destroy(w, ids[0], immediate=False, by=B)
    assert w.winners == (B,) and w.phase == OVER and w.eng is None and w.prompts == ()
    assert texts(w, "game-over") == ["Commander B is the last commander standing and wins."]
    assert [e.data["winners"] for e in w.events if e.kind == "game-over"] == [(B,)]
    assert (w.cmd[B].resource, w.cmd[B].currency) == (10, 10) and not texts(w, "spoils")


def test_boarding_the_station_eliminates_its_commander():
    """6.6 step 8E and 9.33: a boarded station is taken and its commander is out; with two, B wins."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         step=DEFEND_BOARD, round_=2)
    w.eng = evolve(w.eng, boards=(Board(B, ids[2], ids[0]),))
    act(w, A, "pass")
    assert w.eng.fight.step == "won" and E.legal(w, B) == [Action(B, "hijack"), Action(B, "scuttle")]
    act(w, B, "hijack")
    assert texts(w, "hijack") == ["Commander B's Marines take Skyline Defense HQ."]
    assert w.winners == (B,) and not w.cmd[A].alive


def test_scuttling_a_boarded_station_eliminates_its_commander_too():
    """9.33: a station scuttled by boarders is lost as surely as one hijacked."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("harpy-class-cruiser", C), step=DEFEND_BOARD, round_=2, players=3)
    w.eng = evolve(w.eng, boards=(Board(B, ids[2], ids[0]),))
    act(w, A, "pass")
    act(w, B, "scuttle")
    assert texts(w, "scuttle") == ["Commander B's Marines scuttle Skyline Defense HQ."]
    assert not w.cmd[A].alive and w.winners is None and w.eng is None and w.phase == DISCARD


def test_the_outcome_names_the_last_commander_standing():
    """6.1: the winner is the last station standing; each commander still in scores 1."""
    state, _ids = arrange(THREE, players=3, phase=OVER)
    assert GAME.outcome(state) is None
    state = evolve(state, winners=(C,))
    state = with_commander(with_commander(state, A, alive=False), B, alive=False)
    out = GAME.outcome(state)
    assert (out.winners, out.scores, out.text) == ((C,), (0, 0, 1), "Commander C is the last commander standing.")
    assert not out.draw


def test_a_game_nobody_can_finish_is_drawn():
    """Ruling H5: no winners, everyone still in scores 1."""
    state, _ids = arrange(THREE, players=3, phase=OVER)
    state = with_commander(evolve(state, winners=()), B, alive=False)
    out = GAME.outcome(state)
    assert (out.winners, out.scores) == ((), (1, 0, 1)) and out.draw
    assert out.text == "Drawn: no commander has anything left to attack with (ruling H5)."
    arranged, _ids = arrange(THREE, players=3)
    assert not GAME.is_over(arranged)


def test_nothing_left_to_fight_with_draws_the_game():
    """Ruling H5: no commander still in the game has a ship, a card in hand or a shipyard: drawn.
    A Marine aboard the station is not a ship."""
    state, _ids = arrange([*STATIONS, Piece("sons-of-orion", A, host=0)], phase=DISCARD, turn=B)
    state, events = step(state, Action(B, "end"))
    assert state.phase == OVER and state.winners == ()
    assert event_texts(events, "game-over") == [
        "No commander has a ship or a card left to fight with: the game is drawn (ruling H5)."]
    assert [e.data["winners"] for e in events if e.kind == "game-over"] == [()]
    assert not event_texts(events, "turn")


def test_a_card_in_hand_a_shipyard_or_a_ship_keeps_the_game_going():
    """Ruling H5 applies only when nobody has any of the three; any one of them, for either
    commander, keeps the game going (a Fighter Wing in a bay is a ship too, 2.5)."""
    base, _ids = arrange(STATIONS, phase=DISCARD, turn=B)
    cases = [
        with_commander(base, A, hand=copies("sparrow-fighter-wing", A, 1)),
        with_commander(base, B, hand=copies("sparrow-fighter-wing", B, 1)),
        with_commander(base, A, shipyard=copies("sparrow-fighter-wing", A, 1)),
        with_commander(base, B, shipyard=copies("sparrow-fighter-wing", B, 1)),
        arrange([*STATIONS, Piece("harpy-class-cruiser", A)], phase=DISCARD, turn=B)[0],
        arrange([*STATIONS, Piece("harpy-class-cruiser", B)], phase=DISCARD, turn=B)[0],
        arrange([*STATIONS, Piece("zephyr-squadron", A, host=0)], phase=DISCARD, turn=B)[0],
    ]
    for state in cases:
        after, _ = step(state, Action(B, "end"))
        assert after.phase == LOGISTICS and after.turn == A and after.winners is None


def test_an_eliminated_commanders_shipyard_does_not_keep_the_game_going():
    """Ruling H5 counts the commanders still in the game: a fallen commander's left-over shipyard
    cannot destroy a station, so A and C with nothing draw."""
    state, _ids = arrange(THREE, players=3, phase=DISCARD, turn=A)
    state = with_commander(state, B, alive=False, shipyard=copies("harpy-class-cruiser", B, 3))
    state, _ = step(state, Action(A, "end"))
    assert state.phase == OVER and state.winners == ()


def test_a_boarded_station_eliminates_its_commander():
    state, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                        step=ATTACK_BOARD, round_=1)
    valkyrie = ids[2]
    state = run(state, (Action(B, "board", (valkyrie, ids[0])), ()), (Action(A, "pass"), ()),
                (Action(B, "hijack"), ()))
    assert state.winners == (B,)
