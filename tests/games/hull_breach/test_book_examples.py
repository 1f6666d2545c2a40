"""Hull Breach!'s worked examples replayed with the dice the book rolls: the Griffin and the Phoenix
of 6.2 "How Combat Works", the example engagement of 6.5 and the station assault of 6.9, and the
hand-set positions the replays start from (ruling D2: the examples keep the book's numbers).

Commander A is seat 0 and defends; Commander B is seat 1 and attacks, as in the book."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import (
    ATTACK,
    DEFEND,
    DISCARD,
    ENGAGEMENT,
    MANUFACTURING,
    OVER,
    START,
    Engagement,
    Window,
)
from tests.games.hull_breach.support import ENGAGEMENT_6_5, STATIONS, A, B, aims, unit


def run(state, *steps):
    """Apply (action, forced dice) steps; every action must be legal."""
    for action, dice in steps:
        if dice:
            state = force(state, dice)
        assert action in GAME.legal_actions(state, action.seat), (action, GAME.validate(state, action).message)
        state, _events = GAME.apply(state, action)
    assert not state.forced, "every forced die was rolled"
    return state


def test_6_2_the_griffins_five_dice_wound_the_dragon_three_times():
    """6.2: 3, 6, 7, 9, 10 against defense 7 is three wounds; the Dragon has five and survives."""
    state, ids = arrange([Piece("skyline-defense-hq", A), Piece("dragon-class-battleship", A),
                          Piece("orion-frontier-outpost", B), Piece("griffin-class-battleship", B)],
                         engagement=Engagement(B, A, step=ATTACK, round=2, fleet=()), turn=B)
    griffin, dragon = ids[3], ids[1]
    state = state.__class__(**{**state.__dict__, "engagement": Engagement(B, A, step=ATTACK, round=2,
                                                                            fleet=(griffin,))})
    state = run(state, *aims(B, griffin, dragon, 5), (Action(B, "fire", (griffin,)), (3, 6, 7, 9, 10)))
    assert unit(state, dragon).wounds == 3


def test_6_2_the_phoenix_splits_fire_between_the_cockatrice_and_two_zephyrs():
    """6.2: 6 dice at the Cockatrice (4,5,5,6,8,8: destroyed), 1 at each Zephyr (3: no effect; 8: destroyed)."""
    pieces = [Piece("skyline-defense-hq", A), Piece("cockatrice-class-cruiser", A), Piece("zephyr-squadron", A),
              Piece("zephyr-squadron", A), Piece("orion-frontier-outpost", B), Piece("phoenix-class-capital-ship", B)]
    state, ids = arrange(pieces, turn=B)
    phoenix = ids[5]
    state = state.__class__(**{**state.__dict__, "engagement": Engagement(B, A, step=ATTACK, round=1,
                                                                            fleet=(phoenix,))})
    cockatrice, zephyr1, zephyr2 = ids[1], ids[2], ids[3]
    state = run(state, *aims(B, phoenix, cockatrice, 6), *aims(B, phoenix, zephyr1, 1),
                *aims(B, phoenix, zephyr2, 1), (Action(B, "fire", (phoenix,)), (4, 5, 5, 6, 8, 8, 3, 8)))
    assert unit(state, cockatrice) is None and unit(state, zephyr2) is None
    assert unit(state, zephyr1).wounds == 0
    assert cockatrice in state.commanders[A].scrapheap


def test_6_5_the_whole_example_engagement():
    """6.5: Ambush and Interceptor fire, Heavy Assault Ships, the Stealth Petrel hit only by a natural
    10, the Fearless Thrush, and The Bigger They Are ending the engagement."""
    pieces = ENGAGEMENT_6_5
    state, ids = arrange(pieces, hands=[("ambush", "the-bigger-they-are"), ()],
                         breakthrus=[(), ("heavy-assault-ships",)], turn=B)
    station = ids[0]
    a_seagull1, a_seagull2, thrush = ids[3], ids[5], ids[7]
    b_seagull, harpy1, harpy2, petrel, valkyrie = ids[9], ids[12], ids[13], ids[14], ids[15]
    ambush, bigger = state.commanders[A].hand
    state = state.__class__(**{**state.__dict__, "window": Window(), "engagement": Engagement(
        B, A, step=START, fleet=(b_seagull, harpy1, harpy2, petrel))})
    state = run(
        state,                                                       # step 1's response window: A answers
        (Action(A, "assign", (thrush, None)), ()),                   # the Thrush launches first
        (Action(A, "play", (ambush, A)), ()),                        # Ambush, naming himself
        (Action(A, "respond"), ()),                                  # and lets the window pass
        (Action(B, "pass"), ()),                                     # B has no cards: on to step 2
        # Interceptor: 6 dice at B's Seagull (defense 6 + 1), 3 at a Harpy (7 + 1)
        *aims(A, a_seagull1, b_seagull, 3), (Action(A, "fire", (a_seagull1,)), (2, 3, 5)),
        *aims(A, a_seagull2, b_seagull, 3), (Action(A, "fire", (a_seagull2,)), (7, 8, 9)),
        *aims(A, thrush, harpy1, 3), (Action(A, "fire", (thrush,)), (1, 8, 9)),
        (Action(A, "pass"), ()),                                     # the station holds its Interceptor dice
    )
    assert unit(state, b_seagull) is None and unit(state, ids[10]) is None and unit(state, ids[11]) is None
    assert unit(state, harpy1).wounds == 2
    assert state.engagement.step == ATTACK
    state = run(
        state,
        *aims(B, petrel, a_seagull1, 3), (Action(B, "fire", (petrel,)), (6, 8, 10)),   # 3 dice: 2 + 1
        *aims(B, harpy1, a_seagull2, 6), (Action(B, "fire", (harpy1,)), (1, 1, 3, 4, 5, 8)),
    )
    assert unit(state, a_seagull1) is None and unit(state, ids[4]) is None
    assert unit(state, a_seagull2).wounds == 1
    state = run(state, *aims(B, harpy2, a_seagull2, 6), (Action(B, "fire", (harpy2,)), (2, 4, 5, 6, 7, 9)))
    assert unit(state, a_seagull2) is None
    # no Marines left to board with: the board step passes itself, and A volleys
    assert state.engagement.step == DEFEND
    state = run(
        state,
        (Action(A, "fearless", (thrush,)), ()),                     # attack 6, defense 2
        *aims(A, thrush, harpy2, 6), (Action(A, "fire", (thrush,)), (2, 5, 7, 8, 8, 10)),
    )
    assert unit(state, harpy2) is None
    state = run(
        state,
        *aims(A, station, harpy1, 3), *aims(A, station, petrel, 5),
        (Action(A, "fire", (station,)), (1, 3, 9, 7, 8, 9, 9, 10)),
    )
    assert unit(state, harpy1) is None
    assert unit(state, petrel).wounds == 1                           # -5 for Stealth; only the natural 10
    state = run(state, (Action(A, "play", (bigger, thrush, petrel)), ()))
    assert unit(state, petrel) is None and unit(state, thrush) is None
    assert state.engagement is None and state.phase == DISCARD and state.turn == B
    assert unit(state, valkyrie) is not None


def test_6_9_the_station_assault():
    """6.9: modules first with the station's defense, the volley declared at the station lost while
    the Salvage Yard stands, and two natural 10s with Annihilate destroying the station outright."""
    pieces = [
        Piece("skyline-defense-hq", A), Piece("anaheim-strip-miners", A, host=0), Piece("xeros-salvage-yard", A, host=0),
        Piece("orion-frontier-outpost", B), Piece("valkyrie-class-battleship", B), Piece("harpy-class-cruiser", B),
        Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", B), Piece("cockatrice-class-cruiser", B),
    ]
    state, ids = arrange(pieces, turn=B)
    station, miners, salvage = ids[0], ids[1], ids[2]
    valkyrie, h1, h2, h3, cockatrice = ids[4:9]
    state = state.__class__(**{**state.__dict__, "engagement": Engagement(
        B, A, step=ATTACK, round=1, fleet=(valkyrie, h1, h2, h3, cockatrice))})
    assert Action(B, "aim", (valkyrie, station)) not in GAME.legal_actions(state, B)
    state = run(state, *aims(B, valkyrie, miners, 5), (Action(B, "fire", (valkyrie,)), (4, 5, 5, 6, 7)))
    assert unit(state, miners).wounds == 1
    state = run(state, *aims(B, h1, miners, 2), *aims(B, h1, salvage, 3),
                (Action(B, "fire", (h1,)), (4, 8, 2, 3, 9)))
    assert unit(state, miners) is None and unit(state, salvage).wounds == 1
    # the second Harpy: 2 dice at the Salvage Yard, then 3 at the station (legal once the yard has dice)
    state = run(state, *aims(B, h2, salvage, 2), *aims(B, h2, station, 3), (Action(B, "fire", (h2,)), (3, 4)))
    assert unit(state, salvage).wounds == 1 and unit(state, station).wounds == 0
    state = run(state, *aims(B, h3, salvage, 5), (Action(B, "fire", (h3,)), (5, 7, 8, 8, 10)))
    assert unit(state, salvage) is None
    state = run(state, (Action(B, "overload", (cockatrice, station)), (3, 6, 6, 9, 10, 10)))
    assert state.phase == OVER and state.winners == (B,)
    assert not state.commanders[A].alive


def test_an_arranged_position_sets_every_default_a_replayed_example_relies_on():
    state, ids = arrange(STATIONS)
    assert state.names == ("Commander A", "Commander B")
    assert (state.seed, state.options, state.phase, state.turn, state.round) == (0, (), ENGAGEMENT, 0, 1)
    assert state.order == (0, 1) and state.engagement is None
    assert state.deck_names == ("arranged", "arranged")
    for seat, c in enumerate(state.commanders):
        assert c.station == ids[seat]
        assert (c.resource, c.currency) == (10, 10)
        assert c.ready is True and c.mulligan_open is False
        assert c.hand == () and c.battlefield == () and c.alive


def test_an_arranged_position_takes_what_the_example_gives():
    eng = Engagement(attacker=B, defender=A)
    pieces = [*STATIONS, Piece("harpy-class-cruiser", A, wounds=2, controller=B),
              Piece("ecm-suite", A, host=2, face_down=True), Piece("harpy-class-cruiser", B)]
    state, ids = arrange(pieces, hands=[(), ("ambush", "ambush")],
                         breakthrus=[("heavy-assault-ships",)], engagement=eng, phase=MANUFACTURING,
                         turn=B, seed=7, stockpiles=[(1, 2)])
    assert (state.seed, state.phase, state.turn, state.engagement) == (7, MANUFACTURING, B, eng)
    assert [(c.resource, c.currency) for c in state.commanders] == [(1, 2), (10, 10)]
    units = {u.pid: u for u in state.units}
    harpy, module, other = units[ids[2]], units[ids[3]], units[ids[4]]
    assert (harpy.owner, harpy.controller, harpy.wounds, harpy.host) == (A, B, 2, None)
    assert (module.host, module.face_down, module.controller) == (ids[2], True, A)
    assert other.pid != harpy.pid and other.card == harpy.card     # each copy its own id
    assert len(state.commanders[B].hand) == 2 and len(set(state.commanders[B].hand)) == 2
    assert state.commanders[A].hand == ()
    assert len(state.commanders[A].battlefield) == 1 and state.commanders[B].battlefield == ()


def test_6_9_commander_a_never_has_a_chance_to_volley_back():
    """6.9: from the declaration of the attack to the fall of the Skyline Defense HQ, Commander A
    "never even had a chance to volley fire back": his station has no Interceptor fire to open with
    (the authored card prints none, since the book's example must hold for it), so whenever he is
    asked anything it is only whether to play a card, and he holds none."""
    pieces = [
        Piece("skyline-defense-hq", A), Piece("anaheim-strip-miners", A, host=0), Piece("xeros-salvage-yard", A, host=0),
        Piece("orion-frontier-outpost", B), Piece("valkyrie-class-battleship", B), Piece("harpy-class-cruiser", B),
        Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", B), Piece("cockatrice-class-cruiser", B),
    ]
    state, ids = arrange(pieces, turn=B, phase=ENGAGEMENT)
    station, miners, salvage = ids[0], ids[1], ids[2]
    valkyrie, h1, h2, h3, cockatrice = ids[4:9]
    steps = [(Action(B, "engage", (A,)), ()), *[(Action(B, "send", (s,)), ()) for s in ids[4:9]],
             (Action(B, "launch", ()), ()),
             *aims(B, valkyrie, miners, 5), (Action(B, "fire", (valkyrie,)), (4, 5, 5, 6, 7)),
             *aims(B, h1, miners, 2), *aims(B, h1, salvage, 3), (Action(B, "fire", (h1,)), (4, 8, 2, 3, 9)),
             *aims(B, h2, salvage, 2), *aims(B, h2, station, 3), (Action(B, "fire", (h2,)), (3, 4)),
             *aims(B, h3, salvage, 5), (Action(B, "fire", (h3,)), (5, 7, 8, 8, 10)),
             (Action(B, "overload", (cockatrice, station)), (3, 6, 6, 9, 10, 10))]
    for action, dice in steps:
        while action not in GAME.legal_actions(state, B):       # a card window (step 1): nobody has a card
            seat = GAME.pending(state)[0].seat
            assert GAME.legal_actions(state, seat) == [Action(seat, "pass"), Action(seat, "concede")]
            state, _events = GAME.apply(state, Action(seat, "pass"))
        state = run(state, (action, dice))
    assert state.phase == OVER and state.winners == (B,)
