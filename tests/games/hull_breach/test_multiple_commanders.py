"""Hull Breach! with more than two commanders (book 7.1, 7.1.2, 7.1.3 the Spoils of War, 7.2.1; rulings
H4 and H20): two to six commanders, an eliminated commander's cards leaving the game, hijacked ships
going home with their Marines, and the victor's stockpile and free card."""

from __future__ import annotations

import pytest

from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.cards import card_set
from tabletop.games.hull_breach.combat import destroy, eliminate, revert_unmanned
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import ATTACK, DEFEND_BOARD, MANUFACTURING, Board, Engagement, Prompt
from tabletop.games.hull_breach.work import Work
from tests.games.hull_breach.support import (
    STATIONS,
    THREE,
    A,
    B,
    C,
    act,
    action_of_a,
    apply_with_dice,
    battle_work,
    event_texts,
    fire,
    legal,
    prompt_position,
    texts,
    unit,
    with_commander,
    work,
)


def three_commanders(**kw):
    """B has beaten A's station down: A holds a harpy of its own, a Valkyrie B hijacked (with B's
    Rangers aboard), and a Harpy of C's that A hijacked (with A's Sons of Orion aboard)."""
    pieces = [*THREE,
              Piece("anaheim-strip-miners", A, host=0),                      # 3
              Piece("harpy-class-cruiser", A),                               # 4
              Piece("valkyrie-class-battleship", A, controller=B),           # 5: hijacked by B
              Piece("colonial-rangers", B, host=5),                          # 6
              Piece("drake-class-cruiser", B),                               # 7: room for two Marines
              Piece("harpy-class-cruiser", C, controller=A),                 # 8: hijacked by A
              Piece("sons-of-orion", A, host=8)]                             # 9
    state, ids = arrange(pieces, players=3, hands=[("supply-convoy",)], breakthrus=[("fighter-doctrine",)],
                         stockpiles=[(7, 15), (10, 10), (3, 3)], phase=MANUFACTURING, turn=B, **kw)
    cmds = list(state.commanders)
    cmds[B] = evolve(cmds[B], shipyard=("harpy-class-cruiser#1.9",))
    return evolve(state, commanders=tuple(cmds)), ids


def test_a_destroyed_station_takes_its_commander_and_every_card_of_theirs_out_of_the_game():
    """2.2 and 9.33: the commander whose station is destroyed is out; 7.1.3.3: every card of theirs
    leaves the battlefield (their ships hijacked by others included), their hand and Breakthrus go
    to their scrapheap, and their stockpile is emptied."""
    state, ids = three_commanders()
    w = work(state)
    hand, field = w.cmd[A].hand, w.cmd[A].battlefield
    destroy(w, ids[0], immediate=False, by=B)
    a = w.cmd[A]
    assert a.alive is False and (a.resource, a.currency) == (0, 0)
    assert a.hand == () and a.battlefield == ()
    for i in (0, 3, 4, 5, 9):
        assert ids[i] not in w.units and ids[i] in a.scrapheap
    assert set(a.scrapheap) == {ids[0], ids[3], ids[4], ids[5], ids[9], *hand, *field}
    assert a.scrapheap[-2:] == (*field, *hand)
    assert texts(w, "eliminated") == ["Commander A's station has fallen: Commander A is out of the game."]
    assert [e.data["seat"] for e in w.events if e.kind == "eliminated"] == [A]


def test_ships_the_fallen_commander_had_hijacked_go_back_to_their_owners():
    """7.1.3.3 and 9.17: C's Harpy, hijacked by A, returns to C; A's Marines aboard her leave with A."""
    state, ids = three_commanders()
    w = work(state)
    destroy(w, ids[0], immediate=False, by=B)
    assert w.units[ids[8]].controller == C and w.units[ids[8]].owner == C
    assert w.units[ids[4 + 3]].controller == B and ids[9] not in w.units


def test_marines_aboard_a_ship_that_goes_home_move_to_a_local_ship_of_theirs_with_room():
    """7.1.3.3 and ruling H20: B's Rangers aboard the Valkyrie (A's, hijacked by B) cannot stay on a
    card of A's; they go aboard a ship of B's local to her with room: B's Drake, at B's station with
    her. The station itself is no ship, so they never go there."""
    state, ids = three_commanders()
    w = work(state)
    destroy(w, ids[0], immediate=False, by=B)
    assert w.units[ids[6]].host == ids[7] and w.units[ids[6]].controller == B
    assert texts(w, "reassign") == ["Colonial Rangers moves aboard Drake-class Cruiser."]
    assert [e.data["unit"] for e in w.events if e.kind == "reassign"] == [ids[6]]


def test_marines_with_nowhere_to_go_are_lost_and_never_board_a_ship_that_is_not_their_own():
    """7.1.3.3: with B's only carrier full and B's other ships a hijacked one or a Fighter Wing, the
    Rangers have no local ship of B's with room, and B's station is no ship: they go to B's
    scrapheap. A Character needs no room, so it goes aboard the full Harpy."""
    pieces = [*THREE, Piece("valkyrie-class-battleship", A, controller=B),       # 3
              Piece("colonial-rangers", B, host=3),                              # 4
              Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=5),   # 5, 6: full
              Piece("harpy-class-cruiser", C, controller=B),                     # 7: hijacked by B
              Piece("sparrow-fighter-wing", B)]                                  # 8
    state, ids = arrange(pieces, players=3)
    w = work(state)
    eliminate(w, A, None)
    assert ids[4] not in w.units and ids[4] in w.cmd[B].scrapheap
    assert not texts(w, "reassign")
    pieces = [*THREE, Piece("valkyrie-class-battleship", A, controller=B),
              Piece("heroic-fleet-commander", B, host=3),
              Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=5)]
    state, ids = arrange(pieces, players=3)
    w = work(state)
    eliminate(w, A, None)
    assert w.units[ids[4]].host == ids[5]


def test_marines_go_only_to_a_ship_local_to_the_one_that_goes():
    """7.1.3.3 and 9.19: the hijacked Valkyrie is in B's fleet attacking C, so her Rangers may go
    only to a ship of that fleet: the Harpy beside her, not the Drake left at B's station, though
    the Drake came into play first; with no room in the fleet they are lost, room at home or not."""
    pieces = [*THREE, Piece("drake-class-cruiser", B),                           # 3: at B's station
              Piece("valkyrie-class-battleship", A, controller=B),               # 4: in B's fleet
              Piece("colonial-rangers", B, host=4),                              # 5
              Piece("harpy-class-cruiser", B)]                                   # 6: in B's fleet
    state, ids = arrange(pieces, players=3)
    fight = Engagement(B, C, step=ATTACK, round=2, fleet=(ids[4], ids[6]))
    w = work(evolve(state, engagement=fight))
    eliminate(w, A, None)
    assert w.units[ids[5]].host == ids[6] and w.eng.fleet == (ids[6],)
    pieces = [*pieces, Piece("sons-of-orion", B, host=6)]                      # 7: the Harpy is full
    state, ids = arrange(pieces, players=3)
    w = work(evolve(state, engagement=fight))
    eliminate(w, A, None)
    assert ids[5] not in w.units and ids[5] in w.cmd[B].scrapheap and w.marines_aboard(ids[3]) == []


def test_the_victor_takes_the_stockpile_and_a_free_card_from_the_shipyard():
    """7.1.3.1 and 7.1.3.2: with more than two commanders the one who destroyed the station adds its
    stockpile to theirs (never above 20, 9.28) and may deploy one card from the shipyard free."""
    state, ids = three_commanders()
    w = work(state)
    destroy(w, ids[0], immediate=False, by=B)
    assert (w.cmd[B].resource, w.cmd[B].currency) == (17, 20)
    assert (w.cmd[C].resource, w.cmd[C].currency) == (3, 3)
    assert w.prompts == (Prompt(B, "spoils"),)
    assert texts(w, "spoils") == ["Commander B takes Commander A's stockpile as spoils of war."]
    assert [e.data["seat"] for e in w.events if e.kind == "spoils"] == [B]
    assert w.winners is None and w.phase == MANUFACTURING


def test_no_shipyard_no_free_card_and_no_victor_no_spoils():
    """7.1.3.2 needs a shipyard to search; a station that fell to no commander (a card's compulsory
    wounds) or to one already out gives nobody its stockpile."""
    state, ids = three_commanders()
    cmds = list(state.commanders)
    cmds[B] = evolve(cmds[B], shipyard=())
    w = work(evolve(state, commanders=tuple(cmds)))
    destroy(w, ids[0], immediate=False, by=B)
    assert w.prompts == () and (w.cmd[B].resource, w.cmd[B].currency) == (17, 20)
    w = work(state)
    destroy(w, ids[0], immediate=True, by=None)
    assert (w.cmd[B].resource, w.cmd[B].currency) == (10, 10) and not texts(w, "spoils") and w.prompts == ()
    cmds = list(state.commanders)
    cmds[B] = evolve(cmds[B], alive=False)
    w = work(evolve(state, commanders=tuple(cmds)))
    eliminate(w, A, B)
    assert (w.cmd[B].resource, w.cmd[B].currency) == (10, 10) and not texts(w, "spoils")


def test_a_commander_already_out_is_not_eliminated_twice():
    """6.1: a commander leaves the game once."""
    state, _ids = three_commanders()
    w = work(state)
    eliminate(w, A, B)
    events = len(w.events)
    stock_b = (w.cmd[B].resource, w.cmd[B].currency)
    eliminate(w, A, C)
    assert len(w.events) == events and (w.cmd[B].resource, w.cmd[B].currency) == stock_b
    assert (w.cmd[C].resource, w.cmd[C].currency) == (3, 3)


def test_the_attacking_fleet_loses_the_fallen_commanders_ships():
    """7.1.3.3 in an engagement: a ship of A's hijacked by B and sent in B's fleet leaves with A; a
    ship A had hijacked goes home to its owner and out of A's fleet."""
    state, ids = three_commanders()
    fleet = (ids[5], ids[7])
    w = work(evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=fleet)))
    destroy(w, ids[0], immediate=False, by=B)
    assert w.eng.fleet == (ids[7],)
    state, ids = three_commanders()
    w = work(evolve(state, engagement=Engagement(A, C, step=ATTACK, round=2, fleet=(ids[4], ids[8]))))
    eliminate(w, A, None)
    assert ids[8] not in w.eng.fleet and w.units[ids[8]].controller == C


def test_a_manned_hijacked_ship_stays_and_a_fallen_owner_gets_nothing_back():
    """9.17: a hijacked ship with a Marine of her new commander aboard stays his; one whose owner is
    out of the game has nobody to go back to (7.1.3.3 removes his cards first). The next unmanned
    one still reverts, and the table is told which ship."""
    pieces = [*THREE, Piece("harpy-class-cruiser", A, controller=B), Piece("colonial-rangers", B, host=3),
              Piece("drake-class-cruiser", C, controller=B), Piece("harpy-class-cruiser", A, controller=C),
              Piece("valkyrie-class-battleship", C, controller=B)]
    state, ids = arrange(pieces, players=3)
    cmds = list(state.commanders)
    cmds[C] = evolve(cmds[C], alive=False)
    w = work(evolve(state, commanders=tuple(cmds)))
    revert_unmanned(w)
    assert [w.units[ids[i]].controller for i in (3, 5, 6, 7)] == [B, B, A, B]
    assert [(e.text, e.data) for e in w.events if e.kind == "revert"] == [
        ("Harpy-class Cruiser's crew returns her to Commander A.", {"unit": ids[6]})]


def test_a_station_destroyed_by_volley_fire_gives_its_stockpile_to_the_shooter():
    """7.1.3.1: with three commanders, the one who destroys a station takes its stockpile."""
    w, ids = battle_work(Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", B), players=3, round_=2)
    w.set_unit(ids[0], wounds=6)
    w.cmd[A] = evolve(w.cmd[A], resource=4, currency=3)
    fire(w, B, ids[2], ids[0], 1, [9])
    assert not w.cmd[A].alive and (w.cmd[B].resource, w.cmd[B].currency) == (14, 13)


def test_a_station_taken_by_boarders_gives_its_stockpile_to_them():
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         step=DEFEND_BOARD, round_=2, players=3)
    w.cmd[A] = evolve(w.cmd[A], resource=4, currency=3)
    w.eng = evolve(w.eng, boards=(Board(B, ids[2], ids[0]),))
    act(w, A, "pass")
    act(w, B, "hijack")
    assert (w.cmd[B].resource, w.cmd[B].currency) == (14, 13)


@pytest.mark.parametrize("players, ok", [(1, False), (2, True), (4, True), (6, True), (7, False)])
def test_two_to_six_commanders(players, ok):
    """Ruling H4: the table seats two to six commanders (the introduction's "two or more")."""
    names = [f"P{i}" for i in range(players)]
    if ok:
        assert len(GAME.new_game(1, names=names).commanders) == players
    else:
        with pytest.raises(ValueError) as err:
            GAME.new_game(1, names=names)
        assert str(err.value) == "Hull Breach! is for 2-6 commanders (ruling H4)"


def test_the_spoils_of_war_deploy_one_card_free():
    """7.1.3.2: one card of the shipyard, free, so even the Dragon with an empty stockpile; still no
    Character, no second Unique and no Event or Tactic."""
    state, ids = prompt_position("spoils", stockpile=(0, 0))
    station, griffin, phoenix = ids[0], ids[2], ids[3]
    assert legal(state, A) == [
        action_of_a("take", "dragon-class-battleship#0.1", None), action_of_a("take", "harpy-class-cruiser#0.1", None),
        action_of_a("take", "heavy-assault-ships#0.1", None),
        action_of_a("take", "reinforced-armour-plating#0.1", griffin), action_of_a("take", "reinforced-armour-plating#0.1", phoenix),
        action_of_a("take", "sons-of-orion#0.1", station), action_of_a("take", "sons-of-orion#0.1", griffin),
        action_of_a("take", "sons-of-orion#0.1", phoenix), action_of_a("decline")]
    state, events = apply_with_dice(state, action_of_a("take", "dragon-class-battleship#0.1", None))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (0, 0)
    assert unit(state, "dragon-class-battleship#0.1").host is None and state.prompts == () and state.chance == 1
    assert event_texts(events, "deploy") == ["Commander A deploys Dragon-class Battleship from the shipyard."]
    assert [e.data["free"] for e in events if e.kind == "deploy"] == [True]


def test_the_spoils_may_be_a_unique_ship_not_yet_in_play():
    state, _ids = prompt_position("spoils", stockpile=(0, 0), phoenix=False)
    assert action_of_a("take", "phoenix-class-capital-ship#0.2", None) in legal(state, A)


def test_the_spoils_offer_each_card_once_and_go_on_past_a_second_copy():
    """7.1.3.2: any one card of the shipyard: two copies of a card give one choice, and the cards after
    them in the list are offered too."""
    state, ids = prompt_position("spoils", stockpile=(0, 0), phoenix=False)
    yard = ("harpy-class-cruiser#0.2", "harpy-class-cruiser#0.1", "sons-of-orion#0.1")
    state = with_commander(state, A, shipyard=yard)
    station, griffin = ids[0], ids[2]
    assert legal(state, A) == [action_of_a("take", "harpy-class-cruiser#0.1", None), action_of_a("take", "sons-of-orion#0.1", station),
                               action_of_a("take", "sons-of-orion#0.1", griffin), action_of_a("decline")]


def test_the_cards_a_commander_owns_are_counted_per_commander():
    """The Unique check (3.4.10) reads the cards a commander owns on the battlefield, hijacked or not."""
    state, _ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A, controller=B), Piece("zephyr-squadron", B)])
    w = Work(state, dict(card_set().by_id))
    assert w.owned_cards(A) == {"skyline-defense-hq", "harpy-class-cruiser"}
    assert w.owned_cards(B) == {"orion-frontier-outpost", "zephyr-squadron"}
    assert w.owned_cards(A) == {"skyline-defense-hq", "harpy-class-cruiser"}


def test_what_each_commander_controls_is_answered_per_commander():
    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A), Piece("zephyr-squadron", B),
                          Piece("merlin-class-frigate", B)])
    w = Work(state, dict(card_set().by_id))
    assert w.own(A) == [ids[0], ids[2]] and w.own(B) == [ids[1], ids[3], ids[4]]
    assert w.carriers(A) == [ids[0], ids[2]] and w.carriers(B) == [ids[1], ids[4]]   # a Fighter Wing carries none
    assert [r[0] for r in w.room(A)] == [ids[0], ids[2]] and [r[0] for r in w.room(B)] == [ids[1], ids[4]]
    assert w.own(A) == [ids[0], ids[2]] and w.carriers(A) == [ids[0], ids[2]]
