"""Face-down modules and capacity (book 2.3, 3.4.4, 9.5; ruling H26): a face-down module fills its
ship's one module place but gives no room for Marines or Fighter Wings until it is flipped, so no
capacity, and no action another commander is offered, depends on which card lies face down.

No Face Up - Face Down card of the set prints capacity, so these tests give Hidden Missile Battery
room for a Marine and two Fighter Wings in a copy of the game's card list: the rule is about any
such card, and only a card with room can show whether it counts while face down."""

from __future__ import annotations

import copy
from dataclasses import replace

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import DISCARD, MANUFACTURING, Prompt
from tabletop.games.hull_breach.work import Work

A, B = 0, 1
STATIONS = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B)]
ROOMY = {**GAME.by_id, "hidden-missile-battery": replace(GAME.by_id["hidden-missile-battery"], capacity=(1, 2))}


def _roomy_game():
    """The game reading the card list with the roomy Hidden Missile Battery."""
    game = copy.copy(GAME)
    game.by_id = ROOMY
    return game


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
