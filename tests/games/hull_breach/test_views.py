"""Hull Breach! what each commander sees and is told (book 8.5 "always tell / show them what you're
doing", 1.0 the figures on a card, 6.4.3 the station's pooled defense, 3.4.4 face-down modules; ruling
H24): the figures every view carries as they stand, hidden hands, shipyards and face-down modules, and
the announcements and event data naming the units, traits and bonuses concerned."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.engine.playout import play_game
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach import engagement as E
from tabletop.games.hull_breach.cards import card_set
from tabletop.games.hull_breach.combat import result_bonus
from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import (
    ATTACK,
    ATTACK_BOARD,
    DEFEND,
    DEFEND_BOARD,
    ESCORT,
    FLEET,
    MANUFACTURING,
    OVER,
    START,
    Board,
    Engagement,
    Prompt,
    Window,
)
from tabletop.games.hull_breach.work import Work
from tests.games.hull_breach.support import (
    ENGAGEMENT_6_5,
    STATIONS,
    A,
    B,
    act,
    aims,
    battle_position,
    battle_work,
    commander_names,
    copies,
    event_data,
    fight_at,
    fold_out_fight,
    w_forced,
    with_commander,
)


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
    state = state.__class__(**{**state.__dict__, "window": Window()})     # step 1's response window is open
    return with_engagement(state, Engagement(B, A, step=START, fleet=fleet)), ids


def station_6_9(extra=()):
    pieces = [
        Piece("skyline-defense-hq", A), Piece("anaheim-strip-miners", A, host=0), Piece("xeros-salvage-yard", A, host=0),
        Piece("orion-frontier-outpost", B), Piece("valkyrie-class-battleship", B), Piece("harpy-class-cruiser", B),
        Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", B), Piece("cockatrice-class-cruiser", B),
        *extra,
    ]
    state, ids = arrange(pieces, turn=B)
    return with_engagement(state, Engagement(B, A, step=ATTACK, round=1, fleet=tuple(ids[4:9]))), ids


def viewed_position():
    """A's Dragon carries a face-down Hidden Missile Battery; B's Harpy has Heavy Assault Ships
    behind her (+1 attack and defense to B's cruisers). Hands, shipyards and the rest differ by seat."""
    pieces = [*STATIONS, Piece("dragon-class-battleship", A, wounds=2),
              Piece("hidden-missile-battery", A, host=2, face_down=True),
              Piece("harpy-class-cruiser", B, wounds=1), Piece("sons-of-orion", A, host=2)]
    state, ids = arrange(pieces, hands=[("supply-convoy",), ("ambush", "harpy-class-cruiser")],
                         breakthrus=[(), ("heavy-assault-ships",)], stockpiles=[(3, 4), (5, 6)],
                         phase=MANUFACTURING, turn=B)
    state = with_commander(state, A, shipyard=copies("zephyr-squadron", A, 3), scrapheap=("solar-flare#0.1",),
                           conscripted=True, moved=(ids[5],), mulligan_open=True)
    state = with_commander(state, B, shipyard=copies("sparrow-fighter-wing", B, 2), ready=False)
    lists = ((("dragon-class-battleship", 1),), (("harpy-class-cruiser", 2),))
    state = evolve(state, deck_lists=lists, chance=17, round=4, order=(B, A), prompts=(Prompt(B, "search"),))
    return state, ids


@pytest.mark.parametrize("players", [2, 4])
def test_views_show_no_hidden_card(players):
    result = play_game(GAME, 3, names=commander_names(players))
    state = GAME.new_game(3, names=commander_names(players))
    checked = 0
    for index, action in enumerate(result.actions):
        state, _ = GAME.apply(state, action)
        if index % 5:
            continue
        for seat in [*range(players), None]:
            hidden = GAME.hidden_from(state, seat)
            text = repr(GAME.view(state, seat))
            assert not [c for c in hidden if f"'{c}'" in text], f"seat {seat} sees hidden cards after {action}"
            checked += len(hidden)
    assert checked


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
    state, events = run(state, (Action(A, "play", (ambush, A)), ()), (Action(A, "respond"), ()),
                        (Action(B, "pass"), ()), *aims(A, a_seagull, b_seagull, 3),
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
            state, _events = GAME.apply(state, rng.choice(GAME.by_chance(GAME.legal_actions(state, seat))))
            if step % 5 == 0:
                assert_view_matches_rules(state)


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


def test_the_events_of_the_traits_name_the_trait_and_the_units():
    """8.5: each use of a trait is announced; the event names it for the table."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("petrel-class-cruiser", B),
                         Piece("seagull-class-cruiser", B), Piece("osprey-class-battle-cruiser", B, wounds=2),
                         Piece("thrush-fighter-wing", B), Piece("cockatrice-class-cruiser", B))
    harpy, petrel, seagull, osprey, thrush, cockatrice = ids[2:]
    act(w, B, "jam", petrel, harpy)
    act(w, B, "paint", seagull, harpy)
    act(w, B, "repair", osprey)
    E.act(w, Action(B, "fearless", (thrush,)))
    w_forced(w, [1] * 6)
    act(w, B, "overload", cockatrice, harpy)
    assert event_data(w, "jam") == [{"unit": petrel, "target": harpy, "traits": ("jammer",)}]
    assert event_data(w, "paint") == [{"unit": seagull, "target": harpy, "traits": ("target-painter",)}]
    assert event_data(w, "repair") == [{"unit": osprey, "traits": ("repair",)}]
    assert event_data(w, "fearless") == [{"unit": thrush, "traits": ("fearless",)}]
    assert event_data(w, "overload") == [{"unit": cockatrice, "traits": ("overload",)}]
    assert event_data(w, "send") == [] and event_data(w, "pass") == []
    act(w, B, "retreat", thrush)
    assert event_data(w, "retreat") == [{"unit": thrush}]


def test_more_announcements_name_the_units_and_figures_concerned():
    """8.5: boards, Escort cancels and Micro-Fold retreats say who and what."""
    w, ids = battle_work(Piece("merlin-class-frigate", A), Piece("harpy-class-cruiser", A),
                         Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=4),
                         step=ATTACK_BOARD, round_=1)
    merlin, harpy, valkyrie, _r = ids[2:]
    act(w, B, "board", valkyrie, harpy)
    assert event_data(w, "board") == [{"ship": valkyrie, "target": harpy}]
    assert w.eng.step == DEFEND
    act(w, A, "pass")
    assert w.eng.step == ESCORT
    act(w, A, "cancel", merlin, valkyrie)
    assert event_data(w, "escort") == [{"escort": merlin, "traits": ("escort",)}]


def test_the_announcements_of_sending_launching_aiming_and_passing_name_what_they_are_about():
    """8.5: always specify what you are doing and at what."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B), step=FLEET, fleet=())
    harpy, mine = ids[2:]
    E.act(w, Action(B, "send", (mine,)))
    E.act(w, Action(B, "launch"))
    E.act(w, Action(B, "pass"))
    assert event_data(w, "send") == [{"unit": mine}] and event_data(w, "launch") == [{"fleet": (mine,)}]
    assert event_data(w, "pass") == [{"seat": B}]
    w.eng = evolve(w.eng, step=ATTACK, window=())
    act(w, B, "aim", mine, harpy)
    assert event_data(w, "aim") == [{"shooter": mine, "target": harpy}]


def test_what_the_table_is_told_names_the_units_concerned():
    """8.5: triggers, face-down choices, overkill, lost dice, boardings, hijacks and escapes name
    the ship, target or unit they concern."""
    w, ids = battle_work(Piece("osprey-class-battle-cruiser", A), Piece("hidden-missile-battery", A, host=2, face_down=True),
                         Piece("harpy-class-cruiser", B))
    osprey, _battery, harpy = ids[2:]
    act(w, B, "aim", harpy, osprey)
    E.resolve_flip(w, osprey, "first-targeted", False)
    assert event_data(w, "trigger") == [{"ship": osprey}] and event_data(w, "keep-face-down") == [{"ship": osprey}]
    w, ids = battle_work(Piece("sparrow-fighter-wing", A), Piece("xeros-salvage-yard", A, host=0),
                         Piece("phoenix-class-capital-ship", B))
    sparrow, yard, phoenix = ids[2:]
    w.eng = evolve(w.eng, shooter=phoenix, dice=8, aim=((sparrow, 1), (yard, 1), (ids[0], 1), ("sparrow-fighter-wing#0.9", 2)))
    w_forced(w, [2, 2])
    E._fire_from(w, phoenix)
    assert event_data(w, "lost") == [{"target": ids[0]}]
    assert event_data(w, "overkill") == [{"target": "sparrow-fighter-wing#0.9"}]
    w, ids = fight_at()
    valkyrie, _rangers, harpy = ids[2:5]
    assert event_data(w, "boarding")[0] == {"ship": valkyrie, "target": harpy}
    act(w, B, "hijack")
    assert event_data(w, "hijack") == [{"unit": harpy, "seat": B}]
    w, ids = fight_at()
    act(w, B, "scuttle")
    assert event_data(w, "scuttle") == [{"unit": ids[4], "seat": B}]
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", B))
    act(w, B, "retreat", ids[3])
    act(w, B, "pass")
    act(w, A, "pass")
    assert event_data(w, "retreat")[-1] == {"unit": ids[3]}


def test_the_other_withdrawal_and_gone_events_name_their_units():
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("drake-class-cruiser", B), Piece("sons-of-orion", B, host=4),
                         Piece("fold-insertion-kit", B, host=5), Piece("harpy-class-cruiser", A),
                         Piece("sons-of-orion", A, host=7), step=DEFEND_BOARD, round_=1)
    valkyrie, _rangers, _drake, sons, _kit, harpy, _theirs = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy), Board(B, sons, harpy, fold=True)))
    act(w, A, "pass")
    act(w, B, "withdraw")
    assert event_data(w, "withdraw")[-1] == {"unit": sons, "host": valkyrie}
    w.remove_unit(valkyrie)
    E.advance(w)
    assert event_data(w, "boarding")[-1] == {"target": valkyrie}
    w, ids = fold_out_fight()
    act(w, B, "fold-withdraw", ids[4], ids[8])
    act(w, B, "pass")
    w.remove_unit(ids[8])
    w_forced(w, [5])
    act(w, A, "pass")
    assert event_data(w, "fold") == [{"unit": ids[4]}]


def test_a_seat_sees_its_own_hand_and_deck_and_everyones_battlefield():
    """8.5: deployed cards and stockpiles are public; a hand and a deck list are their commander's."""
    state, ids = viewed_position()
    view = GAME.view(state, A)
    assert view.seat == A and view.hand == ("supply-convoy#0.1",)
    assert view.deck_list == (("dragon-class-battleship", 1),)
    assert GAME.view(state, B).hand == ("ambush#1.1", "harpy-class-cruiser#1.2")
    assert GAME.view(state, B).deck_list == (("harpy-class-cruiser", 2),)
    assert (view.names, view.options, view.phase, view.turn, view.order, view.round) == (
        ("Commander A", "Commander B"), (), MANUFACTURING, B, (B, A), 4)
    assert view.hand_sizes == (1, 2) and view.shipyard_sizes == (3, 2)
    assert view.scrapheaps == (("solar-flare#0.1",), ())
    assert view.battlefields == ((), ("heavy-assault-ships#1.1",))
    assert view.stockpiles == ((3, 4), (5, 6)) and view.alive == (True, True)
    assert view.stations == (ids[0], ids[1]) and view.engagement is None
    assert view.prompts == (Prompt(B, "search"),) and view.winners is None
    assert view.deck_names == ("arranged", "arranged")
    assert view.setup_ready == (True, False) and view.conscripted == (True, False)
    assert view.moved == ((ids[5],), ()) and view.mulligan_open == (True, False)
    assert view.chance == 17
    assert view.pooled_defense == (7, 6)          # Skyline Defense HQ 7, Orion Frontier Outpost 6


def test_a_spectator_sees_no_hand_and_no_deck_list():
    state, _ids = viewed_position()
    view = GAME.view(state, None)
    assert view.seat is None and view.hand == () and view.deck_list == ()
    assert view.hand_sizes == (1, 2)
    plain, _ = arrange(STATIONS)
    assert GAME.view(plain, A).deck_list == ()      # a position with no deck lists shows none


def test_units_show_their_figures_as_they_stand_and_a_face_down_module_only_to_its_commander():
    """Ruling H24: every unit's attack, defense and wounds now (the Harpy 6 and 8 with Heavy Assault
    Ships, printed 5 and 7); 3.4.4: a face-down module shows no card to another commander or a
    spectator, only that a module lies face down on the Dragon."""
    state, ids = viewed_position()
    dragon, battery, harpy = ids[2], ids[3], ids[4]
    for seat in (B, None):
        shown = GAME.view(state, seat).units
        assert shown[3].pid is None and shown[3].card is None and shown[3].figures is None
        assert (shown[3].owner, shown[3].controller, shown[3].host, shown[3].wounds, shown[3].face_down) == (
            A, A, dragon, 0, True)
        assert seat is None or battery in GAME.hidden_from(state, seat)
    mine = GAME.view(state, A).units
    assert (mine[3].pid, mine[3].card, mine[3].face_down, mine[3].host) == (
        battery, "hidden-missile-battery", True, dragon)
    assert [u.pid for u in mine] == ids
    h = mine[4]
    assert (h.pid, h.card, h.owner, h.controller, h.host, h.wounds, h.face_down) == (
        harpy, "harpy-class-cruiser", B, B, None, 1, False)
    assert (h.figures.attack, h.figures.defense, h.figures.printed_attack, h.figures.printed_defense) == (6, 7 + 1, 5, 7)
    d = mine[2]
    assert (d.figures.wounds, d.figures.left) == (5, 3)


def test_a_hijacked_ships_face_down_module_is_hidden_from_its_owner_and_shown_to_its_controller():
    """3.4.4 and 9.17: the commander who controls the module sees it, whoever owns the card."""
    state, ids = arrange([*STATIONS, Piece("dragon-class-battleship", A, controller=B),
                          Piece("emergency-bulkheads", A, host=2, face_down=True, controller=B),
                          Piece("colonial-rangers", B, host=2)])
    assert GAME.view(state, B).units[3].pid == ids[3]
    assert GAME.view(state, A).units[3].pid is None
    assert ids[3] in GAME.hidden_from(state, A) and ids[3] not in GAME.hidden_from(state, B)


def test_every_shipyard_and_the_other_hands_are_hidden():
    """5.3.1, 8.3: the shipyard's order is secret to all; a hand only to the others. B, deciding a
    search of its shipyard, looks through it (8.3): what is in it is hidden only from the others."""
    state, ids = viewed_position()
    yards = {*copies("zephyr-squadron", A, 3), *copies("sparrow-fighter-wing", B, 2)}
    assert GAME.hidden_from(state, A) == yards | {"ambush#1.1", "harpy-class-cruiser#1.2"}
    assert GAME.hidden_from(state, B) == set(copies("zephyr-squadron", A, 3)) | {"supply-convoy#0.1", ids[3]}
    assert GAME.hidden_from(state, None) == yards | {"supply-convoy#0.1", "ambush#1.1", "harpy-class-cruiser#1.2",
                                                     ids[3]}


def test_the_figures_shown_follow_the_position_asked_about():
    """Figures are worked out once per position and shared by its views; a new position (here B's
    Breakthru gone) shows its own, not the last one's."""
    state, ids = viewed_position()
    harpy = ids[4]
    assert GAME.view(state, A).units[4].figures.attack == 6
    plain = with_commander(state, B, battlefield=())
    assert GAME.view(plain, A).units[4].figures.attack == 5
    assert GAME.view(plain, B).units[4].figures.attack == 5
    assert GAME.view(state, B).units[4].figures.attack == 6
    assert Work(plain, GAME.by_id).figures(harpy).attack == 5


def test_the_inventory_counts_every_card_in_every_zone():
    """No card is lost: hands, shipyards, scrapheaps, Breakthrus and the battlefield all count."""
    state, ids = viewed_position()
    inv = GAME.inventory(state)
    assert inv["supply-convoy#0.1"] == 1 and inv["solar-flare#0.1"] == 1 and inv["heavy-assault-ships#1.1"] == 1
    assert inv["zephyr-squadron#0.3"] == 1 and inv["ambush#1.1"] == 1 and inv[ids[3]] == 1
    assert sum(inv.values()) == len(ids) + 1 + 1 + 2 + 1 + 3 + 2


def test_the_view_shows_the_engagement_and_the_winners():
    state, _ids = battle_position(ATTACK)
    assert GAME.view(state, B).engagement == state.engagement
    over = evolve(state, engagement=None, phase=OVER, winners=(B,))
    view = GAME.view(over, A)
    assert view.winners == (B,) and view.phase == OVER


def test_a_wounded_ship_shows_its_wounds_left_and_never_fewer_than_none():
    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A, wounds=1),
                          Piece("harpy-class-cruiser", A, wounds=5)])
    w = Work(state, dict(card_set().by_id))
    one, over = w.figures(ids[2]), w.figures(ids[3])
    assert (one.wounds, one.left, one.printed_wounds) == (3, 2, 3)
    assert (over.wounds, over.left) == (3, 0)
    assert one.attack == one.printed_attack and one.defense == one.printed_defense
