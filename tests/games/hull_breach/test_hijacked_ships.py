"""Hull Breach! hijacked ships (book 9.17 Hijacked, 6.6 step 8E, 6.10, 9.19 Local; ruling H27): a
hijacked ship needs her new commander's Marines aboard or she goes back to her owner the moment she
is left without them, and which fleet she and her Fighter Wings fight in afterwards."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach import engagement as E
from tabletop.games.hull_breach.combat import revert_unmanned
from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import (
    ATTACK,
    DEFEND,
    DEFEND_BOARD,
    MANUFACTURING,
    Board,
    Engagement,
    Prompt,
)
from tests.games.hull_breach.support import (
    STATIONS,
    A,
    B,
    act,
    battle_work,
    event_texts,
    step,
    texts,
    unit,
    work,
)


def test_an_unmanned_hijacked_ship_in_an_engagement_changes_fleet_with_her_crew():
    """9.17: a hijacked ship left with none of her new commander's Marines goes back to her owner at
    once: out of the attacking fleet when her owner defends, into it when her owner attacks."""
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("harpy-class-cruiser", A, controller=B), Piece("drake-class-cruiser", B, controller=A),
              Piece("harpy-class-cruiser", B)]
    state, ids = arrange(pieces, turn=B)
    w = work(evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[2], ids[4]))))
    revert_unmanned(w)
    assert w.units[ids[2]].controller == A
    assert w.units[ids[3]].controller == B and w.eng.fleet == (ids[4], ids[3])
    assert texts(w, "revert") == ["Harpy-class Cruiser's crew returns her to Commander A.",
                                  "Drake-class Cruiser's crew returns her to Commander B."]


def test_a_ship_reverting_to_the_attacker_mid_engagement_joins_the_attacking_fleet():
    """9.17 and 9.19: A's Sons of Orion, the only crew of the Drake A had hijacked from B, fold away
    (3.4.7) while B attacks A; the Drake reverts to B where she is, at A's station, in the fight."""
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("drake-class-cruiser", B, controller=A), Piece("sons-of-orion", A, host=2),
              Piece("fold-insertion-kit", A, host=3), Piece("harpy-class-cruiser", B)]
    state, ids = arrange(pieces, turn=B)
    state = evolve(state, engagement=Engagement(B, A, step=DEFEND, round=2, fleet=(ids[5],)))
    state, events = GAME.apply(force(state, [5]), Action(A, "fold", (ids[3], ids[0])))
    assert [e.text for e in events if e.kind == "revert"] == ["Drake-class Cruiser's crew returns her to Commander B."]
    assert ids[2] in state.engagement.fleet
    assert GAME._work(state).in_engagement(ids[2])


def test_the_fighter_wings_of_a_hijacked_carrier_may_launch_or_stay_in_her_bays():
    """6.7 and 2.5.1.2: Fighter Wings aboard a ship that is hijacked "can deploy out into open space":
    when B's Marines take the King Fisher, A is asked, wing by wing, and may launch her Sparrow or
    keep it aboard; the next boarding action waits for the answer."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("king-fisher-class-cruiser", A), Piece("sparrow-fighter-wing", A, host=4),
                         step=DEFEND_BOARD, round_=1)
    valkyrie, _rangers, king, sparrow = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, king),))
    act(w, A, "pass")
    act(w, B, "hijack")
    assert w.units[sparrow].host == king and w.prompts == (Prompt(A, "launch", king),)
    assert w.units[king].controller == B and w.eng.fleet == (valkyrie, king)
    state = w.freeze()
    assert [d.seat for d in GAME.pending(state)] == [A]
    assert set(GAME.legal_actions(state, A)) - {Action(A, "concede")} == {Action(A, "assign", (sparrow, None)),
                                                                           Action(A, "decline")}
    launched, _events = GAME.apply(state, Action(A, "assign", (sparrow, None)))
    assert unit(launched, sparrow).host is None and unit(launched, sparrow).controller == A and not launched.prompts
    kept, _events = GAME.apply(state, Action(A, "decline"))
    assert unit(kept, sparrow).host == king and not kept.prompts


def test_a_retreating_ship_hijacked_by_the_defender_stays_with_him():
    """6.6 step 3 with 8E: B's Valkyrie tried to retreat but A's Marines took her; she does not
    escape to B's station, and she leaves B's fleet."""
    w, ids = battle_work(Piece("drake-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                         Piece("valkyrie-class-battleship", B), Piece("harpy-class-cruiser", B),
                         step=DEFEND_BOARD, round_=1)
    drake, sons, valkyrie, harpy = ids[2:]
    w.eng = evolve(w.eng, retreating=(valkyrie,))
    act(w, A, "board", drake, valkyrie)         # nothing else to declare: on to the boarding at once
    assert w.eng.fight.step == "won" and E.deciding(w) == A
    act(w, A, "hijack")
    assert w.units[valkyrie].controller == A and w.units[sons].host == valkyrie
    assert w.eng.fleet == (harpy,) and w.eng.retreating == () and not texts(w, "retreat")
    assert w.eng.step == ATTACK and w.eng.round == 2


def test_another_ship_retreating_beside_a_hijacked_one_still_escapes():
    """6.6 step 3 and 9: only the hijacked ship stops retreating; the Harpy escapes, which leaves no
    attacking fleet, so the engagement ends."""
    w, ids = battle_work(Piece("drake-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                         Piece("valkyrie-class-battleship", B), Piece("harpy-class-cruiser", B),
                         step=DEFEND_BOARD, round_=1)
    drake, _sons, valkyrie, harpy = ids[2:]
    w.eng = evolve(w.eng, retreating=(valkyrie, harpy))
    act(w, A, "board", drake, valkyrie)
    act(w, A, "hijack")
    assert texts(w, "retreat") == ["Harpy-class Cruiser escapes back to Commander B's station."]
    assert w.eng is None and w.units[valkyrie].controller == A


def test_the_attackers_fighter_wing_launched_from_a_hijacked_carrier_stays_in_the_fleet():
    """6.4.2 and 6.7: B's Sparrow went with the fleet in the King Fisher's bay; when A's Marines take
    the King Fisher, the Sparrow launches into open space, still B's and still of the attacking fleet,
    so the engagement goes on into the next round."""
    w, ids = battle_work(Piece("drake-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                         Piece("king-fisher-class-cruiser", B), Piece("sparrow-fighter-wing", B, host=4),
                         step=DEFEND_BOARD, round_=1)
    drake, _sons, king, sparrow = ids[2:]
    assert w.eng.fleet == (king,)
    act(w, A, "board", drake, king)
    act(w, A, "hijack")
    assert w.units[king].controller == A and w.prompts == (Prompt(B, "launch", king),)
    state, _events = GAME.apply(w.freeze(), Action(B, "assign", (sparrow, None)))
    assert unit(state, sparrow).host is None and unit(state, sparrow).controller == B
    assert state.engagement.fleet == (sparrow,) and (state.engagement.step, state.engagement.round) == (ATTACK, 2)


def test_a_hijacked_ship_her_last_marine_leaves_goes_home_at_once():
    """9.17 and 6.10: A's Sons of Orion hold the Valkyrie A hijacked from B; reassigned to A's station
    in the Manufacturing Phase, they leave her undefended and she reverts to B there and then, not
    at the end of A's turn, so A cannot take her into an engagement."""
    pieces = [*STATIONS, Piece("valkyrie-class-battleship", B, controller=A), Piece("sons-of-orion", A, host=2)]
    state, ids = arrange(pieces, phase=MANUFACTURING, turn=A)
    state, events = step(state, Action(A, "assign", (ids[3], ids[0])))
    assert unit(state, ids[2]).controller == B and state.phase == MANUFACTURING
    assert event_texts(events, "revert") == ["Valkyrie-class Battleship's crew returns her to Commander B."]


def test_a_hijacked_ship_relieved_by_other_marines_stays_with_her_hijacker():
    """6.10: Marines who hijacked a ship may be relieved by others when reassigned; the relief comes
    aboard first, then the hijackers leave, and the Valkyrie is never left undefended."""
    pieces = [*STATIONS, Piece("valkyrie-class-battleship", B, controller=A), Piece("sons-of-orion", A, host=2),
              Piece("sons-of-orion", A, host=0)]
    state, ids = arrange(pieces, phase=MANUFACTURING, turn=A)
    state, _events = step(state, Action(A, "assign", (ids[4], ids[2])))
    state, events = step(state, Action(A, "assign", (ids[3], ids[0])))
    assert unit(state, ids[2]).controller == A and unit(state, ids[4]).host == ids[2]
    assert not event_texts(events, "revert")
