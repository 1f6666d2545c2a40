"""The figures a seat's view carries (attack, defense, wounds now, and each station's pooled defense)
and the modifiers a volley event names, checked against the rules' own numbers in the book's
positions: Heavy Assault Ships in the 6.5 engagement, the Fearless Thrush, the 6.9 station assault,
Target Painter on a Stealth ship (3.3.5, 3.4.10), and a face-down module that must stay secret
(3.4.4).

Commander A is seat 0 and defends; Commander B is seat 1 and attacks, as in the book's examples.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.combat import result_bonus
from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import ATTACK, DEFEND, MANUFACTURING, START, Engagement
from tabletop.games.hull_breach.work import Work
from tests.games.hull_breach.test_hull_book_examples import ENGAGEMENT_6_5

A, B = 0, 1


def with_engagement(state, engagement):
    return state.__class__(**{**state.__dict__, "engagement": engagement})


def run(state, *steps):
    """Apply (action, forced dice) steps, each legal; returns the state and every event."""
    events = []
    for action, dice in steps:
        if dice:
            state = force(state, dice)
        assert action in GAME.legal_actions(state, action.seat), (action, GAME.validate(state, action).message)
        state, new = GAME.apply(state, action)
        events += new
    return state, events


def aims(seat, shooter, target, dice):
    return [(Action(seat, "aim", (shooter, target)), ()) for _ in range(dice)]


def figures_of(view, pid):
    return next(u.figures for u in view.units if u.pid == pid)


def assert_view_matches_rules(state):
    """Every seat's (and a spectator's) view shows each unit it may see with the figures the rules
    use: ``Work.attack``, ``defense`` and ``max_wounds`` on the same position."""
    w = Work(state, GAME.by_id)
    for seat in (*range(len(state.names)), None):
        view = GAME.view(state, seat)
        for shown in view.units:
            if shown.pid is None:
                assert shown.figures is None
                continue
            card = GAME.by_id[shown.card]
            now = shown.figures
            if card.attack is None and card.defense is None and card.wounds is None and not card.is_station_module:
                assert now is None, shown.pid
                continue
            assert now.attack == (w.attack(shown.pid) if card.attack is not None else None), shown.pid
            assert now.defense == w.defense(shown.pid), shown.pid
            assert now.wounds == (w.max_wounds(shown.pid) if card.wounds is not None else None), shown.pid
            if now.wounds is not None:
                assert now.left == max(0, now.wounds - shown.wounds)
            assert (now.printed_attack, now.printed_defense, now.printed_wounds) == (card.attack, card.defense,
                                                                                     card.wounds)
        for s, commander in enumerate(state.commanders):
            station = commander.station
            alive = any(u.pid == station for u in state.units)
            assert view.pooled_defense[s] == (w.defense(station) if alive else None)


def engagement_6_5():
    pieces = ENGAGEMENT_6_5
    state, ids = arrange(pieces, hands=[("ambush", "the-bigger-they-are"), ()],
                         breakthrus=[(), ("heavy-assault-ships",)], turn=B)
    fleet = (ids[9], ids[12], ids[13], ids[14])
    return with_engagement(state, Engagement(B, A, step=START, window=(B, A), fleet=fleet)), ids


# ----- figures now -------------------------------------------------------------------------------
def test_heavy_assault_ships_raise_the_cruisers_figures_in_every_view_6_5():
    """6.5: "The defense of the Seagull is usually a 6, but now a 7", and the Harpy's is an 8 (ruling
    D2): the view says so, with the printed figures beside, and the Interceptor dice are rolled
    against exactly that."""
    state, ids = engagement_6_5()
    b_seagull, harpy = ids[9], ids[12]
    for seat in (A, B, None):
        view = GAME.view(state, seat)
        seagull = figures_of(view, b_seagull)
        assert (seagull.attack, seagull.defense, seagull.wounds) == (4, 7, 3)
        assert (seagull.printed_attack, seagull.printed_defense) == (3, 6)
        assert seagull.changed() == ("attack", "defense")
        assert figures_of(view, harpy).defense == 8
        assert figures_of(view, ids[3]).changed() == ()          # A's Seagull: no Breakthru of A's
        assert figures_of(view, ids[15]).changed() == ()          # a Battleship, not a Cruiser
    assert_view_matches_rules(state)
    a_seagull, ambush = ids[3], state.commanders[A].hand[0]
    state, events = run(state, (Action(B, "pass"), ()), (Action(A, "play", (ambush, A)), ()),
                        (Action(A, "pass"), ()), *aims(A, a_seagull, b_seagull, 3),
                        (Action(A, "fire", (a_seagull,)), (2, 3, 7)))
    volley = next(e for e in events if e.kind == "volley")
    assert volley.data["defense"] == 7 == figures_of(GAME.view(state, A), b_seagull).defense
    assert figures_of(GAME.view(state, A), b_seagull).left == 2
    assert_view_matches_rules(state)


def test_the_fearless_swap_shows_in_the_view_6_5():
    """6.5: "The Thrush now has a 6 attack and 2 defense" after the Fearless swap (3.4.5)."""
    state, ids = engagement_6_5()
    thrush = ids[7]
    state = with_engagement(state, Engagement(B, A, step=DEFEND, round=1, fleet=(ids[12], ids[13], ids[14])))
    state, _events = run(state, (Action(A, "fearless", (thrush,)), ()))
    now = figures_of(GAME.view(state, B), thrush)
    assert (now.attack, now.defense) == (6, 2) and (now.printed_attack, now.printed_defense) == (2, 6)
    assert_view_matches_rules(state)


def station_6_9(extra=()):
    pieces = [
        Piece("skyline-defense-hq", A), Piece("anaheim-strip-miners", A, host=0), Piece("xeros-salvage-yard", A, host=0),
        Piece("orion-frontier-outpost", B), Piece("valkyrie-class-battleship", B), Piece("harpy-class-cruiser", B),
        Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", B), Piece("cockatrice-class-cruiser", B),
        *extra,
    ]
    state, ids = arrange(pieces, turn=B)
    return with_engagement(state, Engagement(B, A, step=ATTACK, round=1, fleet=tuple(ids[4:9]))), ids


def test_the_station_and_its_modules_share_one_pooled_defense_6_9():
    """6.9: the Skyline Defense HQ's defense is a 7 with no bonuses from its modules, "So the defense
    value of the Anaheim Strip Miners is a 7 as well"; each module keeps its own printed wounds
    (6.4.3). The Valkyrie's volley at the Strip Miners is rolled against that 7."""
    state, ids = station_6_9()
    station, miners, salvage = ids[0], ids[1], ids[2]
    for seat in (A, B, None):
        view = GAME.view(state, seat)
        assert view.pooled_defense == (7, 6)
        assert figures_of(view, station).defense == 7
        for module in (miners, salvage):
            now = figures_of(view, module)
            assert now.defense == 7 and now.printed_defense is None and now.attack is None
            assert now.wounds == now.printed_wounds == 2
    state, events = run(state, *aims(B, ids[4], miners, 5), (Action(B, "fire", (ids[4],)), (4, 5, 5, 6, 7)))
    assert next(e for e in events if e.kind == "volley").data["defense"] == 7
    assert figures_of(GAME.view(state, A), miners).left == 1
    assert_view_matches_rules(state)


def test_a_station_module_raising_defense_raises_the_pooled_defense_6_4_3():
    """6.4.3: a module's defense is the station's plus the bonuses of every Module - Station on it:
    Deflector Shield Array (+1) makes 8 for the station and each module alike."""
    state, ids = station_6_9(extra=(Piece("deflector-shield-array", A, host=0),))
    view = GAME.view(state, B)
    assert view.pooled_defense[A] == 8
    for pid in (ids[0], ids[1], ids[2], ids[9]):
        assert figures_of(view, pid).defense == 8
    assert figures_of(view, ids[0]).changed() == ("defense",)
    assert_view_matches_rules(state)


def test_a_ship_module_raising_defense_and_wounds_shows_on_its_ship_2_3():
    """2.3: a module changes the figures of the card it is attached to: Reinforced Armour Plating
    gives a Harpy defense 8 and 4 wounds, and the module itself prints no figures."""
    state, ids = arrange([Piece("orion-frontier-outpost", A), Piece("harpy-class-cruiser", A),
                          Piece("reinforced-armour-plating", A, host=1), Piece("skyline-defense-hq", B)],
                         phase=MANUFACTURING, turn=A)
    view = GAME.view(state, B)
    harpy = figures_of(view, ids[1])
    assert (harpy.attack, harpy.defense, harpy.wounds, harpy.left) == (5, 8, 4, 4)
    assert harpy.changed() == ("defense", "wounds")
    assert figures_of(view, ids[2]) is None
    assert_view_matches_rules(state)


def test_a_face_down_module_leaks_nothing_through_the_figures_3_4_4():
    """3.4.4: a face-down module "grants no additional bonuses while Face Down" and others may not
    know it: whatever module lies face down under the Eagle, the other commander's view is the same,
    with the Eagle's printed figures; its own commander sees the module."""
    views = []
    for module in ("reinforced-armour-plating", "emergency-bulkheads"):
        state, ids = arrange([Piece("orion-frontier-outpost", A), Piece("eagle-class-battle-cruiser", A),
                              Piece(module, A, host=1, face_down=True), Piece("skyline-defense-hq", B)],
                             phase=MANUFACTURING, turn=A)
        eagle = figures_of(GAME.view(state, B), ids[1])
        assert eagle.changed() == () and (eagle.defense, eagle.wounds) == (7, 4)
        hidden = next(u for u in GAME.view(state, B).units if u.host == ids[1])
        assert hidden.pid is None and hidden.card is None and hidden.figures is None
        assert any(u.pid == ids[2] for u in GAME.view(state, A).units)
        assert_view_matches_rules(state)
        views.append((GAME.view(state, B), GAME.view(state, None)))
    assert views[0] == views[1]


def test_every_view_of_random_games_shows_the_rules_figures():
    """Over random games with three commanders, at every fifth step, every view's figures are the
    rules' figures (engagement cards, jams, Fearless swaps and hijacked ships included)."""
    import random

    for seed in (1, 2):
        state = GAME.new_game(seed, names=["A", "B", "C"])
        rng = random.Random(seed)
        for step in range(600):
            if GAME.is_over(state):
                break
            seat = GAME.pending(state)[0].seat
            state, _events = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
            if step % 5 == 0:
                assert_view_matches_rules(state)


# ----- the modifiers a volley names --------------------------------------------------------------
def test_the_stealth_penalty_is_named_on_the_stations_volley_6_5():
    """6.5: the station's 5 dice at the Stealth Petrel lose 5 each ("Since the station does not have
    the trait Hunter, a -5 result penalty is applied"); its 3 at the Harpy have no modifier."""
    state, ids = engagement_6_5()
    station, harpy1, petrel = ids[0], ids[12], ids[14]
    state = with_engagement(state, Engagement(B, A, step=DEFEND, round=1, fleet=(harpy1, petrel)))
    state, events = run(state, *aims(A, station, harpy1, 3), *aims(A, station, petrel, 5),
                        (Action(A, "fire", (station,)), (1, 3, 9, 7, 8, 9, 9, 10)))
    at_harpy, at_petrel = [e.data for e in events if e.kind == "volley"]
    assert at_harpy["modifiers"] == () and at_harpy["bonus"] == 0
    assert at_petrel["modifiers"] == (("Stealth", -5),) and at_petrel["bonus"] == -5
    assert at_petrel["wounds"] == 1                                   # only the natural 10


def test_target_painter_and_stealth_are_named_and_sum_to_the_bonus_3_3_5():
    """3.3.5: "you may still choose to Target Paint a ship with the trait Stealth to help override
    the Stealth penalty": B's Seagull paints A's Petrel (+3), and the Harpy's dice get +3 and -5,
    -2 in all, against defense 6: a 9 and an 8 hit, a 7 does not (the rules' own bonus, item by item)."""
    state, ids = arrange([Piece("orion-frontier-outpost", A), Piece("petrel-class-cruiser", A),
                          Piece("skyline-defense-hq", B), Piece("seagull-class-cruiser", B),
                          Piece("harpy-class-cruiser", B)], turn=B)
    petrel, seagull, harpy = ids[1], ids[3], ids[4]
    state = with_engagement(state, Engagement(B, A, step=ATTACK, round=2, fleet=(seagull, harpy)))
    state, _events = run(state, (Action(B, "paint", (seagull, petrel)), ()))
    w = Work(state, GAME.by_id)
    bonus = result_bonus(w, harpy, petrel, first=False)
    state, events = run(state, *aims(B, harpy, petrel, 3), (Action(B, "fire", (harpy,)), (9, 7, 8)))
    volley = next(e.data for e in events if e.kind == "volley")
    assert volley["modifiers"] == (("Target Painter", 3), ("Stealth", -5))
    assert sum(n for _name, n in volley["modifiers"]) == volley["bonus"] == bonus == -2
    assert volley["wounds"] == 2                                      # 9 and 8 make 7 and 6; 7 makes 5


def test_card_bonuses_are_named_by_their_cards():
    """A played bonus (Concentrated Fire, +2 for one ship's next volley) and a standing one (Advanced
    Targeting Computers, +1 for the station) are named by their cards; with Alpha Strike on the
    Hawk's first volley (3.4.1) and Stealth (3.4.10) every item is there, and they add up to the
    bonus the dice were given."""
    state, ids = arrange([Piece("skyline-defense-hq", A), Piece("petrel-class-cruiser", A),
                          Piece("orion-frontier-outpost", B), Piece("hawk-class-battle-cruiser", B)],
                         breakthrus=[("advanced-targeting-computers",), ()], hands=[(), ("concentrated-fire",)],
                         turn=B)
    station, petrel, hawk = ids[0], ids[1], ids[3]
    state = with_engagement(state, Engagement(B, A, step=ATTACK, round=2, fleet=(hawk,)))
    tactic = state.commanders[B].hand[0]
    state, events = run(state, (Action(B, "play", (tactic, hawk)), ()), *aims(B, hawk, petrel, 2),
                        (Action(B, "fire", (hawk,)), (6, 5)))
    volley = next(e.data for e in events if e.kind == "volley")
    assert volley["modifiers"] == (("Alpha Strike", 3), ("Concentrated Fire", 2), ("Stealth", -5))
    assert volley["bonus"] == 0 and volley["wounds"] == 1            # 6 reaches the Petrel's 6; 5 does not
    state = with_engagement(state, Engagement(B, A, step=DEFEND, round=2, fleet=(hawk,)))
    state, events = run(state, *aims(A, station, hawk, 2), (Action(A, "fire", (station,)), (6, 5)))
    volley = next(e.data for e in events if e.kind == "volley")
    assert volley["modifiers"] == (("Advanced Targeting Computers", 1),) and volley["bonus"] == 1
    assert volley["wounds"] == 1                                      # 6 + 1 reaches the Hawk's 7
