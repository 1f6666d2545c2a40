"""Hull Breach! engagements step by step (``engagement.py``), each rule in a small position set out by
hand with the dice forced: who holds the decision in each step (6.6), which units may act and at
what (6.2, 6.4.3, 6.9, 3.3), the actions offered in each step, the active traits (3.3.1-3.3.5), split
fire and overkill (6.2), the station's modules first (6.9), Stoic last volleys (3.4.11), retreat
(6.6 step 3, 9.29), boarding actions with Escorts, withdrawal and pursuit (6.6 steps 4-8, 6.10), the
end of a round and of the engagement (6.6 step 9) (issue 20: mutation tests of ``engagement.py``).
Commander A (seat 0) defends, Commander B (seat 1) attacks, Commander C is seat 2."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach import engagement as E
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import (
    ATTACK,
    ATTACK_BOARD,
    BOARDING,
    DEFEND,
    DEFEND_BOARD,
    DISCARD,
    ENGAGEMENT,
    ESCORT,
    FLEET,
    INTERCEPT,
    START,
    Board,
    Engagement,
    Fight,
    Prompt,
)
from tabletop.games.hull_breach.work import Work

A, B, C = 0, 1, 2
STATIONS = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B)]


def battle(*pieces: Piece, step: str = ATTACK, round_: int = 2, players: int = 2, fleet=None, **eng):
    """Both stations (ids[0] A's, ids[1] B's) and ``pieces`` (ids[2:], then C's station with three
    players); B's ships in open space
    form the attacking fleet unless ``fleet`` names it. Returns a Work and the ids."""
    extra = [Piece("meridian-exchange-tower", C)] if players == 3 else []
    state, ids = arrange([*STATIONS, *pieces, *extra], players=players, turn=B)
    if fleet is None:
        fleet = tuple(ids[i + 2] for i, p in enumerate(pieces) if p.seat == B and p.host is None
                      and GAME.by_id[p.card].type == "ship")
    state = evolve(state, engagement=Engagement(B, A, step=step, round=round_, fleet=fleet, **eng))
    return Work(state, GAME.by_id), ids


def w_forced(w, dice):
    """The Work with its next d10 results forced."""
    w.forced = tuple(w.forced) + tuple(dice)
    return w


def texts(w, kind):
    return [e.text for e in w.events if e.kind == kind]


def act(w, seat, kind, *args):
    action = Action(seat, kind, tuple(args))
    assert action in E.legal(w, seat), (action, E.legal(w, seat))
    E.act(w, action)


def fire(w, seat, shooter, target, dice, results):
    for _ in range(dice):
        act(w, seat, "aim", shooter, target)
    w_forced(w, results)
    act(w, seat, "fire", shooter)


def kinds(actions, kind):
    return [a.args for a in actions if a.kind == kind]


# ----- who holds the decision (6.6) -------------------------------------------------------------
def test_each_step_waits_for_the_commander_the_book_gives_it_to():
    """6.6: the attacker picks the fleet and volleys in step 3 and declares boards in step 4; the
    defender fires Interceptors (step 2), volleys (5) and boards (6); step 1's window goes round the
    table; Escorts choose defender first (step 7)."""
    w, _ids = battle(Piece("harpy-class-cruiser", B))
    expected = {FLEET: B, ATTACK: B, ATTACK_BOARD: B, INTERCEPT: A, DEFEND: A, DEFEND_BOARD: A, BOARDING: B}
    for step, seat in expected.items():
        w.eng = evolve(w.eng, step=step)
        assert E.deciding(w) == seat, step
    w.eng = evolve(w.eng, step=START, window=(A, B))
    assert E.deciding(w) == A
    w.eng = evolve(w.eng, step=START, window=(B, A))
    assert E.deciding(w) == B
    for seat in (A, B):
        w.eng = evolve(w.eng, step=ESCORT, escort_seat=seat)
        assert E.deciding(w) == seat
    w.eng = None
    assert E.deciding(w) is None


def test_a_boarding_action_waits_for_the_party_whose_turn_it_is_and_then_for_the_winners():
    """6.6 steps 8B-8E: the boarders' Marines fire first, then the defenders'; the winners decide."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("valkyrie-class-battleship", B), step=BOARDING)
    harpy, valkyrie = ids[2:]
    for board, step, seat in ((Board(B, valkyrie, harpy), "attack", B), (Board(B, valkyrie, harpy), "defend", A),
                              (Board(A, harpy, valkyrie), "attack", A), (Board(A, harpy, valkyrie), "defend", B)):
        w.eng = evolve(w.eng, fight=Fight(board, (), (), step))
        assert E.deciding(w) == seat
    w.eng = evolve(w.eng, fight=Fight(Board(B, valkyrie, harpy), (), (), "won", B))
    assert E.deciding(w) == B
    w.eng = evolve(w.eng, fight=Fight(Board(A, harpy, valkyrie), (), (), "won", A))
    assert E.deciding(w) == A


def test_a_stoic_last_volley_is_decided_by_the_destroyed_units_commander():
    """3.4.11: in the attacker's step, a Stoic ship of the defender's fires back first."""
    w, ids = battle(Piece("dragon-class-battleship", A), Piece("harpy-class-cruiser", B))
    dragon, harpy = ids[2:]
    w.eng = evolve(w.eng, stoic=(dragon,))
    assert E.deciding(w) == A and E.shooters(w) == [dragon]
    w.eng = evolve(w.eng, stoic=(harpy,), step=DEFEND)
    assert E.deciding(w) == B and E.shooters(w) == [harpy]


# ----- who may act (6.4.2, 3.3.1, 3.3.3, 2.5.1.1) ------------------------------------------------
def test_only_the_fleet_acts_for_the_attacker_never_ships_left_at_home_nor_fighters_in_a_bay():
    """6.4.2: ships left at the attacker's station take no part; 2.5.1.1: a Fighter Wing in a bay
    cannot act; Marines and the station itself do not volley for the attacker (2.2)."""
    w, ids = battle(Piece("harpy-class-cruiser", A),
                    Piece("king-fisher-class-cruiser", B), Piece("sparrow-fighter-wing", B, host=3),
                    Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=5),
                    Piece("drake-class-cruiser", B), fleet=None)
    harpy, king, _sparrow, valkyrie, _rangers, _drake = ids[2:]
    w.eng = evolve(w.eng, fleet=(king, valkyrie))
    assert E.shooters(w) == [king, valkyrie]
    w.eng = evolve(w.eng, acted=(king,))
    assert E.shooters(w) == [valkyrie]
    w.eng = evolve(w.eng, acted=(), retreating=(valkyrie,))
    assert E.shooters(w) == [king]
    w.eng = evolve(w.eng, retreating=(), step=DEFEND)
    assert E.shooters(w) == [ids[0], harpy]
    w.eng = evolve(w.eng, shooter=harpy)
    assert E.shooters(w) == [harpy]


def test_interceptor_fire_is_for_the_defenders_units_with_interceptor_only():
    """3.3.1: in step 2 only the defender's units with Interceptor fire; the attackers' never do."""
    w, ids = battle(Piece("kestrel-class-frigate", A), Piece("harpy-class-cruiser", A),
                    Piece("kestrel-class-frigate", B), step=INTERCEPT, round_=1)
    kestrel, _harpy, _their_kestrel = ids[2:]
    assert E.deciding(w) == A
    assert E.shooters(w) == [ids[0], kestrel]
    assert E._dice(w, kestrel) == 1
    assert E._dice(w, ids[0]) == 2


def test_the_overload_drawback_skips_only_the_next_round():
    """3.3.3: the round after an Overload the unit may not volley; the round after that it may."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("cockatrice-class-cruiser", B), round_=3)
    cockatrice = ids[3]
    for when, acts in ((2, False), (1, True), (3, True)):
        w.eng = evolve(w.eng, overloaded=((cockatrice, when),))
        assert (cockatrice in E.shooters(w)) is acts, when


def test_a_station_with_the_stellar_war_gate_joins_its_commanders_attack():
    """2.2's exception: with Stellar War Gate the attacker's station volleys in step 3."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B))
    assert E.shooters(w) == [ids[3]]
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B),
                    Piece("stellar-war-gate", B, host=1))
    assert E.shooters(w) == [ids[1], ids[3]]
    assert E._war_gate(w, B) is True and E._war_gate(w, A) is False


# ----- what may be targeted (6.2, 6.4.3, 6.9, 3.3.2) ---------------------------------------------
def station_with_modules(*pieces, **kw):
    return battle(Piece("anaheim-strip-miners", A, host=0), Piece("xeros-salvage-yard", A, host=0), *pieces, **kw)


def test_in_the_first_round_the_station_and_its_modules_are_safe_while_a_ship_stands():
    """6.4.3 and ruling H15: in round 1 only the defender's ships (never a Fighter Wing in a bay)."""
    w, ids = station_with_modules(Piece("king-fisher-class-cruiser", A), Piece("sparrow-fighter-wing", A, host=4),
                                  Piece("harpy-class-cruiser", B), round_=1)
    miners, yard, king, _sparrow, harpy = ids[2:]
    assert E.targets(w, harpy) == [king]
    w.eng = evolve(w.eng, round=2)
    assert E.targets(w, harpy) == [king, miners, yard]


def test_with_no_ship_to_fire_at_the_modules_come_first_and_the_station_after_all_of_them():
    """6.9 and ruling H16: the station may have dice declared at it only once every standing module
    has some declared at it, by the same unit."""
    w, ids = station_with_modules(Piece("harpy-class-cruiser", B), Piece("valkyrie-class-battleship", B), round_=1)
    miners, yard, harpy, valkyrie = ids[2:]
    station = ids[0]
    assert E.targets(w, harpy) == [miners, yard]
    w.eng = evolve(w.eng, shooter=harpy, aim=((miners, 1),))
    assert E.targets(w, harpy) == [miners, yard]
    w.eng = evolve(w.eng, aim=((miners, 1), (yard, 2)))
    assert E.targets(w, harpy) == [miners, yard, station]
    assert E.targets(w, valkyrie) == [miners, yard]       # another unit's declaration does not count
    w, ids = battle(Piece("harpy-class-cruiser", B), round_=1)
    assert E.targets(w, ids[2]) == [ids[0]]               # no modules: the station at once


def test_the_defender_fires_only_at_the_fleet_never_at_the_attackers_station_or_its_modules():
    """6.4.2 and 2.2: the attacker's station is not local; nor are its modules."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("anaheim-strip-miners", B, host=1),
                    Piece("valkyrie-class-battleship", B), step=DEFEND, round_=2)
    harpy, _miners, valkyrie = ids[2:]
    assert E.targets(w, harpy) == [valkyrie]


def test_interceptor_fire_never_targets_a_jammer_but_later_volleys_may():
    """3.3.2: a ship with Jammer may not be targeted by Interceptor fire for any reason."""
    w, ids = battle(Piece("petrel-class-cruiser", B), Piece("harpy-class-cruiser", B), step=INTERCEPT, round_=1)
    petrel, harpy = ids[2:]
    assert E.targets(w, ids[0]) == [harpy]
    w.eng = evolve(w.eng, step=DEFEND)
    assert E.targets(w, ids[0]) == [petrel, harpy]


def test_a_painter_or_jammer_picks_only_ships_even_after_the_first_round():
    """3.3.2 and 3.3.5: Jammer and Target Painter may never be used on a station or its modules."""
    w, ids = station_with_modules(Piece("harpy-class-cruiser", A), Piece("seagull-class-cruiser", B), round_=2)
    miners, yard, harpy, seagull = ids[2:]
    assert E.targets(w, seagull, painter=True) == [harpy]
    assert E.targets(w, seagull) == [harpy, miners, yard]


def test_in_a_boarding_action_marines_fire_at_the_other_party():
    """6.6 steps 8B and 8C: each party targets the other party's Marines."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                    Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=4),
                    Piece("colonial-rangers", B, host=4), step=BOARDING)
    harpy, sons, valkyrie, r1, r2 = ids[2:]
    w.eng = evolve(w.eng, fight=Fight(Board(B, valkyrie, harpy), (r1, r2), (sons,)))
    assert E.targets(w, r1) == [sons]
    assert E.targets(w, sons) == [r1, r2]
    assert E.targets(w, harpy, painter=True) == [valkyrie]


# ----- the fleet and step 1 (5.5.2, 6.4.2, 6.6 step 1, ruling H7) ---------------------------------
def test_the_attacker_sends_ships_in_open_space_and_launches_once_one_is_sent():
    """5.5.2: any number of ships go; Fighter Wings in a bay go with their carrier."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("king-fisher-class-cruiser", B),
                    Piece("sparrow-fighter-wing", B, host=3), Piece("sons-of-orion", B, host=3), step=FLEET,
                    fleet=())
    _harpy, king, _sparrow, _sons = ids[2:]
    assert E.legal(w, B) == [Action(B, "send", (king,))]
    assert E.legal(w, A) == []
    E.act(w, Action(B, "send", (king,)))
    assert w.eng.fleet == (king,)
    assert texts(w, "send") == ["King Fisher-class Cruiser joins the attacking fleet."]
    assert E.legal(w, B) == [Action(B, "launch")]


def test_the_launch_opens_step_1_for_every_commander_clockwise_from_the_attacker():
    """6.6 step 1 and ruling H7: each commander in turn, from the attacker, may play start cards."""
    w, _ids = battle(Piece("harpy-class-cruiser", B), step=FLEET, players=3)
    E.act(w, Action(B, "launch"))
    assert texts(w, "launch") == ["Commander B's fleet of 1 jumps to Commander A's station."]
    assert w.eng.step == START and w.eng.window == (B, C, A)
    assert E.legal(w, B) == [Action(B, "pass")]
    E.act(w, Action(B, "pass"))
    assert texts(w, "pass") == ["Commander B passes."]
    assert w.eng.step == START and w.eng.window == (C, A) and E.deciding(w) == C
    E.act(w, Action(C, "pass"))
    assert w.eng.window == (A,)
    E.act(w, Action(A, "pass"))
    assert w.eng.step == INTERCEPT and texts(w, "step")[0] == "Interceptor fire."
    assert E.deciding(w) == A


def test_begin_announces_the_attack():
    """5.5.1: the attack is declared on one commander."""
    w, _ids = battle(Piece("harpy-class-cruiser", B))
    w.eng = None
    E.begin(w, B, A)
    assert w.eng == Engagement(B, A)
    assert texts(w, "engage") == ["Commander B declares an attack on Commander A."]
    assert w.events[-1].data == {"attacker": B, "defender": A}


# ----- the actions of a volley step (6.2, 3.2 "trait or fire", 3.3) -------------------------------
def test_a_unit_declares_exactly_its_dice_then_fires():
    """6.2: every die is declared before any is rolled; no more dice than the unit's attack."""
    w, ids = battle(Piece("falcon-class-destroyer", A), Piece("merlin-class-frigate", A),
                    Piece("merlin-class-frigate", B), round_=1)
    falcon, merlin, mine = ids[2:]
    legal = E.legal(w, B)
    assert kinds(legal, "aim") == [(mine, falcon), (mine, merlin)]
    assert kinds(legal, "fire") == [] and kinds(legal, "retreat") == [(mine,)] and legal[-1] == Action(B, "pass")
    E.act(w, Action(B, "aim", (mine, falcon)))
    assert (w.eng.shooter, w.eng.dice, w.eng.aim, w.eng.mode) == (mine, 2, ((falcon, 1),), "fire")
    assert texts(w, "aim") == ["Merlin-class Frigate declares a die at Falcon-class Destroyer."]
    assert E.legal(w, B) == [Action(B, "aim", (mine, falcon)), Action(B, "aim", (mine, merlin)),
                             Action(B, "fire", (mine,))]
    E.act(w, Action(B, "aim", (mine, merlin)))
    assert w.eng.aim == ((falcon, 1), (merlin, 1)) and w.eng.targeted == (falcon, merlin)
    assert E.legal(w, B) == [Action(B, "fire", (mine,))]


def test_split_fire_rolls_each_target_in_the_order_declared():
    """6.2's Phoenix: dice at each target rolled separately; each die that reaches the defense wounds."""
    w, ids = battle(Piece("falcon-class-destroyer", A), Piece("merlin-class-frigate", A),
                    Piece("phoenix-class-capital-ship", B), Piece("harpy-class-cruiser", B), round_=1)
    falcon, merlin, phoenix, _spare = ids[2:]
    for t in (merlin, falcon, merlin):
        E.act(w, Action(B, "aim", (phoenix, t)))
    assert w.eng.aim == ((merlin, 2), (falcon, 1))
    w_forced(w, [5, 4, 4])          # merlin defense 5: one wound; falcon defense 5: none
    E.act(w, Action(B, "fire", (phoenix,)))
    assert w.units[merlin].wounds == 1 and w.units[falcon].wounds == 0
    assert [e.data["target"] for e in w.events if e.kind == "volley"] == [merlin, falcon]
    assert w.eng.shooter is None and w.eng.aim == () and w.eng.dice == 0
    assert phoenix in w.eng.acted and phoenix in w.eng.fired


def test_overkill_dice_fly_off_into_space():
    """6.2: dice declared at a target already destroyed by this volley hit nothing else."""
    w, ids = battle(Piece("sparrow-fighter-wing", A), Piece("sparrow-fighter-wing", A),
                    Piece("phoenix-class-capital-ship", B))
    s1, s2, phoenix = ids[2:]
    w.eng = evolve(w.eng, shooter=phoenix, dice=8, aim=((s1, 2), (s2, 1)), doomed=((s1, "destroyed"),))
    w_forced(w, [9])
    E._fire_from(w, phoenix)
    assert texts(w, "overkill") == ["2 dice at a destroyed target fly off into space."]
    assert s1 not in w.units and s2 not in w.units
    w, ids = battle(Piece("sparrow-fighter-wing", A), Piece("phoenix-class-capital-ship", B))
    w.eng = evolve(w.eng, shooter=ids[3], dice=8, aim=(("sparrow-fighter-wing#0.9", 1),))
    E._fire_from(w, ids[3])
    assert texts(w, "overkill") == ["1 die at a destroyed target flies off into space."]


def test_dice_at_the_station_are_lost_while_a_module_stands_but_roll_once_it_falls():
    """6.9's second Harpy: 2 dice at the Salvage Yard and 3 at the station; the station's dice are
    lost unless the Yard fell to the first ones. A module goes at once, not at the volley's end."""
    w, ids = battle(Piece("xeros-salvage-yard", A, host=0), Piece("harpy-class-cruiser", B), round_=2)
    yard, harpy = ids[2:]
    station = ids[0]
    for t in (yard, yard, station, station, station):
        act(w, B, "aim", harpy, t)
    w_forced(w, [3, 4])
    act(w, B, "fire", harpy)
    assert texts(w, "lost") == ["3 dice declared at Skyline Defense HQ are lost: its modules still stand (6.9)."]
    assert w.units[station].wounds == 0 and w.units[yard].wounds == 0
    w, ids = battle(Piece("xeros-salvage-yard", A, host=0, wounds=1), Piece("harpy-class-cruiser", B), round_=2)
    yard, harpy = ids[2:]
    for t in (yard, station, station):
        act(w, B, "aim", harpy, t)
    w_forced(w, [8, 7, 7])
    act(w, B, "fire", harpy)
    assert yard not in w.units and w.units[station].wounds == 2 and not texts(w, "lost")


def test_passing_ends_the_step_for_every_unit_that_has_not_acted():
    """6.6: the attacker's step 3 ends, boards are next (none possible: step 5, the defender's)."""
    w, _ids = battle(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B))
    act(w, B, "pass")
    assert w.eng.step == DEFEND and w.eng.acted == ()
    assert texts(w, "step") == ["Commander A volleys."]
    assert E.deciding(w) == A


def test_the_attackers_traits_are_offered_instead_of_fire():
    """3.2 and 3.3: Overload at any target, Jammer and Target Painter at a ship, Repair when wounded,
    retreat for a ship of the fleet (6.6 step 3)."""
    w, ids = station_with_modules(Piece("harpy-class-cruiser", A), Piece("cockatrice-class-cruiser", B),
                                  Piece("petrel-class-cruiser", B), Piece("seagull-class-cruiser", B),
                                  Piece("osprey-class-battle-cruiser", B), round_=2)
    miners, yard, harpy, cockatrice, petrel, seagull, osprey = ids[2:]
    legal = E.legal(w, B)
    assert kinds(legal, "overload") == [(cockatrice, harpy), (cockatrice, miners), (cockatrice, yard)]
    assert kinds(legal, "jam") == [(petrel, harpy)]
    assert kinds(legal, "paint") == [(seagull, harpy)]
    assert kinds(legal, "repair") == []
    assert kinds(legal, "retreat") == [(cockatrice,), (petrel,), (seagull,), (osprey,)]
    w.set_unit(osprey, wounds=1)
    assert kinds(E.legal(w, B), "repair") == [(osprey,)]
    w.eng = evolve(w.eng, overloaded=((cockatrice, 0),))
    assert kinds(E.legal(w, B), "overload") == []


def test_the_defender_has_traits_but_no_retreat_and_interceptors_only_aim():
    """6.6 step 3: only the attacking fleet retreats; step 2 is Interceptor fire and nothing else."""
    w, ids = battle(Piece("seagull-class-cruiser", A), Piece("kestrel-class-frigate", A),
                    Piece("harpy-class-cruiser", B), step=DEFEND)
    seagull, kestrel, harpy = ids[2:]
    legal = E.legal(w, A)
    assert kinds(legal, "paint") == [(seagull, harpy)] and kinds(legal, "retreat") == []
    w.eng = evolve(w.eng, step=INTERCEPT)
    assert E.legal(w, A) == [Action(A, "aim", (ids[0], harpy)), Action(A, "aim", (kestrel, harpy)),
                             Action(A, "pass")]
    w, ids = battle(Piece("seagull-class-cruiser", A, wounds=1), Piece("harpy-class-cruiser", B), step=INTERCEPT)
    assert E.legal(w, A) == [Action(A, "aim", (ids[0], ids[3])), Action(A, "pass")]


def test_a_unit_with_no_dice_is_offered_no_aim():
    """1.0: attack is the number of dice; a Transport with 0 has none to declare but may retreat."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("pelican-class-transport", B))
    assert E.legal(w, B) == [Action(B, "retreat", (ids[3],)), Action(B, "pass")]


def test_jam_paint_and_repair_are_done_instead_of_firing():
    """3.3.2, 3.3.5, 3.3.4: the jammed ship loses X attack, the painted one gives +X; the repairer
    removes X wounds (never below none). Each unit has then acted this step."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("petrel-class-cruiser", B),
                    Piece("seagull-class-cruiser", B), Piece("osprey-class-battle-cruiser", B, wounds=2),
                    Piece("harpy-class-cruiser", B))
    harpy, petrel, seagull, osprey, _spare = ids[2:]
    act(w, B, "jam", petrel, harpy)
    assert w.eng.jams == ((petrel, harpy, 3, B),) and w.attack(harpy) == 2
    assert texts(w, "jam") == ["Petrel-class Cruiser jams Harpy-class Cruiser: -3 attack."]
    act(w, B, "paint", seagull, harpy)
    assert w.eng.paints == ((seagull, harpy, 3, B),)
    assert texts(w, "paint") == [("Seagull-class Cruiser paints Harpy-class Cruiser: +3 to her fleet's results "
                                 "against it.")]
    act(w, B, "repair", osprey)
    assert w.units[osprey].wounds == 0
    assert texts(w, "repair") == ["Osprey-class Battle Cruiser repairs 3 wounds instead of firing."]
    assert w.eng.acted == (petrel, seagull, osprey)


def test_repair_plus_one_says_one_wound():
    """3.3.4 on a station with Repair +1 (Meridian Exchange Tower), defending."""
    state, ids = arrange([Piece("meridian-exchange-tower", A, wounds=3), Piece("orion-frontier-outpost", B),
                          Piece("harpy-class-cruiser", B)], turn=B)
    w = Work(evolve(state, engagement=Engagement(B, A, step=DEFEND, round=2, fleet=(ids[2],))), GAME.by_id)
    act(w, A, "repair", ids[0])
    assert w.units[ids[0]].wounds == 2
    assert texts(w, "repair") == ["Meridian Exchange Tower repairs 1 wound instead of firing."]


def test_overload_fires_x_dice_at_one_target_at_once():
    """3.3.3: the Cockatrice's Overload +6 at the Dragon, rolled as soon as it is declared."""
    w, ids = battle(Piece("dragon-class-battleship", A), Piece("cockatrice-class-cruiser", B),
                    Piece("harpy-class-cruiser", B))
    dragon, cockatrice, _spare = ids[2:]
    w_forced(w, [7, 7, 2, 2, 2, 2])
    act(w, B, "overload", cockatrice, dragon)
    assert texts(w, "overload") == ["Cockatrice-class Cruiser fires her Overload at Dragon-class Battleship."]
    volleys = [e for e in w.events if e.kind == "volley"]
    assert len(volleys) == 1 and volleys[0].data["results"] == (7, 7, 2, 2, 2, 2)
    assert volleys[0].data["source"] == "overload"
    assert w.units[dragon].wounds == 2
    assert w.eng.overloaded == ((cockatrice, 2),) and cockatrice in w.eng.acted and w.eng.mode == "fire"


def test_a_retreating_ship_cannot_act_again_and_escapes_at_the_end_of_the_round():
    """6.6 steps 3 and 9: a ship that retreats neither fires nor boards; if it survives step 9 it is
    home safe; with nothing else in the fleet the engagement ends."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B),
                    Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=4))
    _harpy, mine, valkyrie, _rangers = ids[2:]
    act(w, B, "retreat", mine)
    assert texts(w, "retreat") == ["Harpy-class Cruiser tries to retreat."]
    assert mine not in E.shooters(w)
    act(w, B, "retreat", valkyrie)
    assert w.eng.step == DEFEND and E.deciding(w) == A         # no boards: a retreating ship may not board
    act(w, A, "pass")
    assert texts(w, "retreat")[2:] == ["Harpy-class Cruiser escapes back to Commander B's station.",
                                       "Valkyrie-class Battleship escapes back to Commander B's station."]
    assert w.eng is None and w.phase == DISCARD
    assert texts(w, "engagement-over") == ["The engagement is over."]


# ----- declaring boards (6.6 steps 4 and 6, 6.10, 3.4.10) ------------------------------------------
def boarders(*extra, step=ATTACK_BOARD, round_=1):
    """A: a Harpy (2), a Merlin (3), a Sparrow (4), a Petrel (5); B: a Valkyrie with Colonial Rangers
    (6, 7), a Drake with Sons of Orion (8, 9), a Falcon with Sons of Orion (10, 11)."""
    return battle(Piece("harpy-class-cruiser", A), Piece("merlin-class-frigate", A), Piece("sparrow-fighter-wing", A),
                  Piece("petrel-class-cruiser", A),
                  Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=6),
                  Piece("drake-class-cruiser", B), Piece("sons-of-orion", B, host=8),
                  Piece("falcon-class-destroyer", B), Piece("sons-of-orion", B, host=10), *extra,
                  step=step, round_=round_)


def test_a_ship_with_marines_may_board_a_ship_but_not_a_fighter_nor_unseen_stealth():
    """6.10, 2.5.1 and 3.4.10: Fighter Wings carry no Marines to fight; Stealth ships only for a
    Hunter (the Falcon); the station not in the first round while a ship can be boarded (6.4.3)."""
    w, ids = boarders()
    harpy, merlin, _sparrow, petrel, valkyrie, _r, drake, _s, falcon, _s2 = ids[2:12]
    legal = E.legal(w, B)
    assert kinds(legal, "board") == [(valkyrie, harpy), (valkyrie, merlin), (drake, harpy), (drake, merlin),
                                     (falcon, harpy), (falcon, merlin), (falcon, petrel)]
    assert legal[-1] == Action(B, "pass")
    assert E.board_targets(w, valkyrie) == [harpy, merlin]
    w.eng = evolve(w.eng, round=2)
    assert E.board_targets(w, valkyrie) == [harpy, merlin, ids[0]]
    assert E.board_targets(w, falcon) == [harpy, merlin, petrel, ids[0]]


def test_one_ship_per_target_and_one_board_per_ship():
    """6.10: only one ship may board a given target; a ship declares one board a round."""
    w, ids = boarders()
    harpy, merlin, _sparrow, _petrel, valkyrie, _r, drake, _s, falcon, _s2 = ids[2:12]
    act(w, B, "board", valkyrie, harpy)
    assert texts(w, "board") == ["Valkyrie-class Battleship will board Harpy-class Cruiser."]
    assert w.eng.boards == (Board(B, valkyrie, harpy),)
    assert kinds(E.legal(w, B), "board") == [(drake, merlin), (falcon, merlin), (falcon, ids[5])]


def test_ships_without_marines_retreating_or_at_home_do_not_board():
    """6.10: a Marine aboard is needed; 6.6 step 3: a retreating ship declares no board; 6.4.2."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B),
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
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("dragon-class-battleship", A),
                    Piece("valkyrie-class-battleship", B), Piece("heavy-assault-troopers", B, host=4),
                    step=ATTACK_BOARD, round_=1)
    harpy, dragon, valkyrie, troopers = ids[2:]
    assert kinds(E.legal(w, B), "board") == [(valkyrie, dragon)]
    assert E._fits(w, troopers, dragon) and not E._fits(w, troopers, harpy)
    assert E._fits(w, troopers, ids[0])     # no upper limit: a station too
    w, ids = battle(Piece("osprey-class-battle-cruiser", A), Piece("heavy-assault-troopers", B, host=1))
    assert E._fits(w, ids[3], ids[2])       # a Battle Cruiser is the smallest it may board
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("valkyrie-class-battleship", B),
                    Piece("heavy-assault-troopers", B, host=3), Piece("sons-of-orion", B, host=3),
                    step=ATTACK_BOARD, round_=1)
    assert kinds(E.legal(w, B), "board") == [(ids[3], ids[2])]


def test_a_ship_about_to_be_boarded_may_board_only_her_boarder():
    """6.6 step 6: a defending ship targeted by a board may board no other ship than that one."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                    Piece("drake-class-cruiser", A), Piece("sons-of-orion", A, host=4),
                    Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=6),
                    Piece("harpy-class-cruiser", B), step=DEFEND_BOARD, round_=1)
    harpy, _s, drake, _s2, valkyrie, _r, their_harpy = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    assert kinds(E.legal(w, A), "board") == [(harpy, valkyrie), (drake, valkyrie), (drake, their_harpy)]


def test_with_nothing_to_board_the_board_steps_are_skipped():
    """6.6 step 6: if neither commander has declared a board, on to step 9: the next round."""
    w, _ids = battle(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B), step=DEFEND, round_=1)
    act(w, A, "pass")
    assert w.eng.step == ATTACK and w.eng.round == 2 and E.deciding(w) == B
    assert texts(w, "step") == ["Round 2: Commander B's fleet volleys."]


# ----- Escorts (6.6 step 7, 3.4.3) ------------------------------------------------------------------
def test_an_escort_cancels_one_opposing_board_but_never_an_escorts_board():
    """3.4.3: each Escort cancels one board of the other side; no Escort may cancel an Escort's."""
    w, ids = battle(Piece("merlin-class-frigate", A), Piece("harpy-class-cruiser", A),
                    Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=4),
                    Piece("kestrel-class-frigate", B), Piece("sons-of-orion", B, host=6),
                    step=DEFEND_BOARD, round_=1)
    merlin, harpy, valkyrie, _r, kestrel, _s = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy), Board(B, kestrel, merlin)))
    act(w, A, "pass")
    assert w.eng.step == ESCORT and w.eng.escort_seat == A and E.deciding(w) == A
    assert E.legal(w, A) == [Action(A, "cancel", (merlin, valkyrie)), Action(A, "pass")]
    act(w, A, "cancel", merlin, valkyrie)
    assert texts(w, "escort") == ["Merlin-class Frigate breaks up Valkyrie-class Battleship's boarding."]
    assert w.eng.escorts == (merlin,)       # the cancelled board is dropped when the boarding begins
    assert w.eng.step == BOARDING and w.eng.boards == (Board(B, kestrel, merlin),)
    assert w.eng.step == BOARDING and w.eng.fight.board == Board(B, kestrel, merlin)
    assert texts(w, "boarding")[0] == "Kestrel-class Frigate's Marines board Merlin-class Frigate."


def test_escorts_choose_defender_first_then_attacker_then_the_boarding_begins():
    """6.6 step 7: the defender's Escorts first, then the attacker's; then step 8."""
    w, ids = battle(Piece("merlin-class-frigate", A), Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=3),
                    Piece("kestrel-class-frigate", B), Piece("sons-of-orion", B, host=5),
                    Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=7),
                    step=ESCORT, round_=1, escort_seat=A)
    merlin, harpy, _s, kestrel, _s2, valkyrie, _r = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy), Board(A, harpy, valkyrie)))
    assert E.legal(w, A) == [Action(A, "cancel", (merlin, valkyrie)), Action(A, "pass")]
    act(w, A, "pass")
    assert w.eng.step == ESCORT and w.eng.escort_seat == B and E.deciding(w) == B
    assert E.legal(w, B) == [Action(B, "cancel", (kestrel, harpy)), Action(B, "pass")]
    act(w, B, "pass")
    assert w.eng.step == BOARDING and w.eng.fight.board == Board(B, valkyrie, harpy)


# ----- boarding actions (6.6 step 8, 6.10) -----------------------------------------------------------
def fight_at(*pieces, round_=1):
    """B's Valkyrie (2) with Colonial Rangers (3) boards A's Harpy (4) with ``pieces`` after it."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    Piece("harpy-class-cruiser", A), *pieces, step=DEFEND_BOARD, round_=round_)
    w.eng = evolve(w.eng, boards=(Board(B, ids[2], ids[4]),))
    act(w, A, "pass")
    return w, ids


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


def test_boarding_the_station_eliminates_its_commander():
    """6.6 step 8E and 9.33: a boarded station is taken and its commander is out; with two, B wins."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    step=DEFEND_BOARD, round_=2)
    w.eng = evolve(w.eng, boards=(Board(B, ids[2], ids[0]),))
    act(w, A, "pass")
    assert w.eng.fight.step == "won" and E.legal(w, B) == [Action(B, "hijack"), Action(B, "scuttle")]
    act(w, B, "hijack")
    assert texts(w, "hijack") == ["Commander B's Marines take Skyline Defense HQ."]
    assert w.winners == (B,) and not w.cmd[A].alive


# ----- Stoic (3.4.11, 6.7) ---------------------------------------------------------------------------
def dragon_falls(*extra):
    """A's Stoic Dragon (2) with 4 wounds of 5 faces B's Harpy (3) and a spare Harpy (4)."""
    return battle(Piece("dragon-class-battleship", A, wounds=4), Piece("harpy-class-cruiser", B),
                  Piece("harpy-class-cruiser", B), *extra)


def test_a_stoic_ship_destroyed_by_volley_fire_fires_back_before_it_goes():
    """3.4.11: the Dragon is destroyed by the Harpy's volley but first fires one last volley of her
    5 dice at any target; then she goes to the scrapheap."""
    w, ids = dragon_falls()
    dragon, harpy, spare = ids[2:]
    fire(w, B, harpy, dragon, 1, [9])
    assert texts(w, "stoic") == ["Dragon-class Battleship is destroyed but fires one last volley."]
    assert dragon in w.units and w.eng.stoic == (dragon,) and E.deciding(w) == A
    assert E.legal(w, A) == [Action(A, "aim", (dragon, harpy)), Action(A, "aim", (dragon, spare)),
                             Action(A, "pass")]
    assert E.fearless_actions(w, A) == []
    act(w, A, "aim", dragon, spare)
    assert (w.eng.mode, w.eng.dice) == ("stoic", 5)
    for _ in range(4):
        act(w, A, "aim", dragon, spare)
    w_forced(w, [7, 7, 7, 1, 1])
    act(w, A, "fire", dragon)
    assert spare not in w.units and dragon not in w.units and w.eng.stoic == ()
    assert [e.data["source"] for e in w.events if e.kind == "volley"] == ["fire", "stoic"]
    assert w.eng.step == DEFEND and E.deciding(w) == A      # B's Harpy has fired, the spare is gone


def test_a_stoic_unit_that_passes_is_destroyed_without_firing():
    """3.4.11: the last volley is a choice; passing it, the Dragon goes at once."""
    w, ids = dragon_falls()
    dragon, harpy, spare = ids[2:]
    fire(w, B, harpy, dragon, 1, [9])
    act(w, A, "pass")
    assert dragon not in w.units and w.eng.stoic == () and E.deciding(w) == B
    assert E.shooters(w) == [spare] and texts(w, "destroyed") == ["Dragon-class Battleship is destroyed."]


def test_interceptor_fire_destroys_at_once_with_no_stoic_volley():
    """3.3.1: units destroyed by Interceptor fire are immediately destroyed; no Stoic volley."""
    w, ids = battle(Piece("dragon-class-battleship", B, wounds=4), Piece("harpy-class-cruiser", B),
                    step=INTERCEPT, round_=1)
    dragon = ids[2]
    fire(w, A, ids[0], dragon, 2, [9, 1])
    assert dragon not in w.units and not texts(w, "stoic")
    assert [e.data["source"] for e in w.events if e.kind == "volley"] == ["intercept"]


# ----- Face Up - Face Down (3.4.4, ruling H17) --------------------------------------------------------
def test_a_hidden_missile_battery_may_flip_when_its_ship_is_first_targeted():
    """3.4.4: the trigger comes with the first die declared at the Osprey; flipped, she has 3 more
    dice for her next volley; a second declaration at her is no new trigger."""
    w, ids = battle(Piece("osprey-class-battle-cruiser", A), Piece("hidden-missile-battery", A, host=2, face_down=True),
                    Piece("harpy-class-cruiser", B))
    osprey, battery, harpy = ids[2:]
    act(w, B, "aim", harpy, osprey)
    assert w.prompts == (Prompt(A, "flip", osprey, unit="first-targeted"),)
    assert texts(w, "trigger") == ["Commander A may flip a face-down module on Osprey-class Battle Cruiser."]
    assert E.flippable(w, osprey, "first-targeted") == battery
    assert E.flippable(w, osprey, "would-be-destroyed") is None and E.flippable(w, harpy, "first-targeted") is None
    w.prompts = ()
    E.resolve_flip(w, osprey, "first-targeted", True)
    assert w.units[battery].face_down is False and w.eng.bonus == ((osprey, "dice", 3),)
    assert texts(w, "flip") == [("Hidden Missile Battery flips face up on Osprey-class Battle Cruiser: +3 dice for "
                                "her next volley.")]
    assert E._dice(w, osprey) == 7
    assert data(w, "flip") == [{"unit": battery, "traits": ("face-up-face-down",)}]
    act(w, B, "aim", harpy, osprey)
    assert w.prompts == () and w.eng.aim == ((osprey, 2),)


def test_a_module_left_face_down_gives_nothing():
    """3.4.4: the commander may leave it face down; it then grants nothing."""
    w, ids = battle(Piece("osprey-class-battle-cruiser", A), Piece("hidden-missile-battery", A, host=2, face_down=True),
                    Piece("harpy-class-cruiser", B))
    osprey, battery, harpy = ids[2:]
    act(w, B, "aim", harpy, osprey)
    w.prompts = ()
    E.resolve_flip(w, osprey, "first-targeted", False)
    assert texts(w, "keep-face-down") == ["Commander A leaves the module on Osprey-class Battle Cruiser face down."]
    assert w.units[battery].face_down is True and w.eng.bonus == () and E._dice(w, osprey) == 4


def bulkheads():
    """A's Osprey (2, 3 wounds of 4) with face-down Emergency Bulkheads (3); B's Harpy (4) and a spare."""
    return battle(Piece("osprey-class-battle-cruiser", A, wounds=3),
                  Piece("emergency-bulkheads", A, host=2, face_down=True),
                  Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", B))


def test_emergency_bulkheads_flipped_seal_two_wounds_and_the_ship_survives():
    """3.4.4 (Emergency Bulkheads): the volley that would destroy her waits while her commander
    decides; flipped, she seals 2 wounds and the rest of the volley goes on."""
    w, ids = bulkheads()
    osprey, module, harpy, _spare = ids[2:]
    ashore = ids[0]
    act(w, B, "aim", harpy, osprey)
    act(w, B, "aim", harpy, osprey)
    w_forced(w, [9, 9])
    act(w, B, "fire", harpy)
    assert w.prompts == (Prompt(A, "flip", osprey, unit="would-be-destroyed"),)
    assert w.eng.shooter == harpy and w.units[osprey].wounds == 5
    w.prompts = ()
    E.resolve_flip(w, osprey, "would-be-destroyed", True)
    assert texts(w, "flip") == ["Emergency Bulkheads flips face up: Osprey-class Battle Cruiser seals 2 wounds."]
    assert osprey in w.units and w.units[osprey].wounds == 3
    assert data(w, "flip") == [{"unit": module, "traits": ("face-up-face-down",)}]
    assert w.eng.shooter is None and harpy in w.eng.acted
    assert ashore in w.units


def test_emergency_bulkheads_left_face_down_let_her_go():
    w, ids = bulkheads()
    osprey, module, harpy, _spare = ids[2:]
    act(w, B, "aim", harpy, osprey)
    w_forced(w, [9])
    act(w, B, "fire", harpy)
    w.prompts = ()
    E.resolve_flip(w, osprey, "would-be-destroyed", False)
    assert osprey not in w.units and module not in w.units and w.eng.shooter is None


def test_a_flip_that_does_not_seal_enough_still_loses_the_ship():
    """Two wounds sealed of a volley that overshoots by more than two: still destroyed."""
    w, ids = bulkheads()
    osprey, _module, harpy, _spare = ids[2:]
    for _ in range(4):
        act(w, B, "aim", harpy, osprey)
    w_forced(w, [9, 9, 9, 9])
    act(w, B, "fire", harpy)
    w.prompts = ()
    E.resolve_flip(w, osprey, "would-be-destroyed", True)
    assert osprey not in w.units


# ----- Fearless (3.4.5) --------------------------------------------------------------------------------
def test_a_fearless_unit_swaps_once_an_engagement_and_only_when_local():
    """3.4.5: once per engagement, any time, a local Fearless unit may invert attack and defense."""
    w, ids = battle(Piece("thrush-fighter-wing", A), Piece("thrush-fighter-wing", B),
                    Piece("thrush-fighter-wing", B), Piece("harpy-class-cruiser", B))
    mine, theirs, _home, harpy = ids[2:]
    w.eng = evolve(w.eng, fleet=(theirs, harpy))
    assert E.fearless_actions(w, A) == [Action(A, "fearless", (mine,))]
    assert E.fearless_actions(w, B) == [Action(B, "fearless", (theirs,))]
    E.act(w, Action(A, "fearless", (mine,)))
    assert texts(w, "fearless") == ["Thrush Fighter Wing turns Fearless: attack and defense swap for the engagement."]
    assert w.eng.fearless == (mine,) and E.fearless_actions(w, A) == []
    assert (w.attack(mine), w.defense(mine)) == (6, 2)
    w.eng = None
    assert E.fearless_actions(w, A) == []


# ----- the end of a round and of the engagement (6.6 step 9, 3.3.2, 3.3.5, 3.4.4) ----------------------
def test_jams_and_paints_last_until_their_sides_next_volley_step():
    """Ruling H13 and 3.3.5: a mark lasts until its side's next volley step begins."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B), step=DEFEND)
    harpy, theirs = ids[2:]
    marks = ((harpy, theirs, 1, A), (theirs, harpy, 2, B))
    w.eng = evolve(w.eng, jams=marks, paints=marks)
    act(w, A, "pass")
    assert w.eng.step == ATTACK and w.eng.round == 3
    assert w.eng.jams == marks[:1] and w.eng.paints == marks[:1]
    w.eng = evolve(w.eng, jams=marks, paints=marks)
    act(w, B, "pass")
    assert w.eng.step == DEFEND and w.eng.jams == marks[1:] and w.eng.paints == marks[1:]
    w.eng = evolve(w.eng, step=INTERCEPT, jams=marks, paints=marks)
    E._next_step(w)
    assert w.eng.step == ATTACK and w.eng.jams == marks[:1] and w.eng.paints == marks[:1]
    assert texts(w, "step")[-1] == "Round 3: Commander B's fleet volleys."


def test_the_end_of_the_engagement_offers_face_up_modules_face_down_again_defender_first():
    """3.4.4: each commander with face-up Face Up - Face Down modules is asked, defender first; 5.5:
    the attacker goes on to the discard step and may reassign again."""
    w, ids = battle(Piece("osprey-class-battle-cruiser", A), Piece("hidden-missile-battery", A, host=2),
                    Piece("hawk-class-battle-cruiser", B), Piece("hidden-missile-battery", B, host=4))
    w.cmd[B] = evolve(w.cmd[B], moved=("x",))
    assert E.refoldable(w, A) == [ids[3]] and E.refoldable(w, B) == [ids[5]]
    E.end(w)
    assert w.eng is None and w.phase == DISCARD and w.cmd[B].moved == ()
    assert w.prompts == (Prompt(A, "face-down"), Prompt(B, "face-down"))
    assert texts(w, "engagement-over") == ["The engagement is over."]
    E.end(w)
    assert len(texts(w, "engagement-over")) == 1


def test_face_down_modules_are_not_offered_and_an_eliminated_attacker_discards_nothing():
    w, _ids = battle(Piece("osprey-class-battle-cruiser", A), Piece("hidden-missile-battery", A, host=2, face_down=True),
                    Piece("harpy-class-cruiser", B))
    assert E.refoldable(w, A) == []
    w.cmd[B] = evolve(w.cmd[B], alive=False)
    E.end(w)
    assert w.prompts == () and w.phase == ENGAGEMENT
    w, _ids = battle(Piece("osprey-class-battle-cruiser", A), Piece("hidden-missile-battery", A, host=2))
    w.winners = (A,)
    E.end(w)
    assert w.prompts == () and w.phase == ENGAGEMENT


def test_the_engagement_ends_when_the_defenders_station_falls():
    """6.3: with the station destroyed there is nothing left to fight."""
    w, _ids = battle(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B), players=3)
    w.cmd[A] = evolve(w.cmd[A], alive=False)
    E.advance(w)
    assert w.eng is None and w.phase == DISCARD


def test_hijacking_a_carrier_launches_the_fighter_wings_in_her_bays():
    """6.7 and 2.5.1.2: the King Fisher's Sparrow (A's) leaves the bay when B's Marines take her."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    Piece("king-fisher-class-cruiser", A), Piece("sparrow-fighter-wing", A, host=4),
                    step=DEFEND_BOARD, round_=1)
    valkyrie, _rangers, king, sparrow = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, king),))
    act(w, A, "pass")
    act(w, B, "hijack")
    assert w.units[sparrow].host is None and w.units[sparrow].controller == A
    assert w.units[king].controller == B and w.eng.fleet == (valkyrie, king)


# ----- Micro-Fold boards and retreats (3.4.7, 6.10.4, rulings H18, H21, H25) --------------------------
def folders(step=ATTACK_BOARD, round_=1):
    """B's Valkyrie (2) carries Colonial Rangers (3) and Sons of Orion (4) with a Fold Insertion Kit
    (5); A has a Harpy (6) and a Stealth Petrel (7)."""
    return battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                  Piece("sons-of-orion", B, host=2), Piece("fold-insertion-kit", B, host=4),
                  Piece("harpy-class-cruiser", A), Piece("petrel-class-cruiser", A), step=step, round_=round_)


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
        assert data(w, "fold") == [{"unit": sons, "traits": ("micro-fold",)}]
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
    assert data(w, "board")[-1] == {"marine": sons, "target": harpy, "support": valkyrie, "traits": ("micro-fold",)}
    assert w.eng.boards == (Board(B, valkyrie, harpy), Board(B, sons, harpy, fold=True))


def test_a_micro_fold_marine_in_a_boarding_action_may_fold_out_after_the_other_side_fires():
    """3.4.7 and ruling H21: instead of firing it names a local host of its commander; the opposing
    Marines' next volley may still target it; then the test (here a 5) takes it out of the fight."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
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
    w, ids = battle(Piece("valkyrie-class-battleship", B),
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
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=2),
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


def test_marines_that_cannot_hurt_each_other_break_off():
    """6.6 step 8D would never end: with no dice on either side the boarders withdraw."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=4),
                    step=DEFEND_BOARD, round_=1)
    valkyrie, rangers, harpy, sons = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),), mods=((rangers, "attack", -3), (sons, "attack", -2)))
    act(w, A, "pass")
    assert texts(w, "boarding")[-1] == "Neither party can hurt the other; the boarders withdraw."
    assert w.eng.step == ATTACK and w.eng.round == 2


def test_a_party_with_no_dice_lets_the_other_party_volley():
    """6.6 step 8B: boarders with no attack cannot fire, so the defenders volley."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=4),
                    step=DEFEND_BOARD, round_=1)
    valkyrie, rangers, harpy, sons = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),), mods=((rangers, "attack", -3),))
    act(w, A, "pass")
    assert w.eng.fight.step == "defend" and E.deciding(w) == A and E.shooters(w) == [sons]
    assert E.shooters(w) == [sons]


def test_scuttling_a_boarded_station_eliminates_its_commander_too():
    """9.33: a station scuttled by boarders is lost as surely as one hijacked."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    Piece("harpy-class-cruiser", C), step=DEFEND_BOARD, round_=2, players=3)
    w.eng = evolve(w.eng, boards=(Board(B, ids[2], ids[0]),))
    act(w, A, "pass")
    act(w, B, "scuttle")
    assert texts(w, "scuttle") == ["Commander B's Marines scuttle Skyline Defense HQ."]
    assert not w.cmd[A].alive and w.winners is None and w.eng is None and w.phase == DISCARD


# ----- moving past steps nobody can act in (advance) --------------------------------------------------
def test_advance_drops_a_stoic_unit_already_gone_and_passes_one_with_no_target():
    """3.4.11: a Stoic volley needs a valid target; without one the unit simply goes."""
    w, ids = battle(Piece("dragon-class-battleship", A), Piece("harpy-class-cruiser", B))
    dragon, harpy = ids[2:]
    w.eng = evolve(w.eng, stoic=("dragon-class-battleship#0.9", dragon))
    E.advance(w)
    assert w.eng.stoic == (dragon,) and E.deciding(w) == A
    w.eng = evolve(w.eng, fleet=())
    w.remove_unit(harpy)
    E.advance(w)
    assert dragon not in w.units and w.eng is None


def test_advance_opens_the_first_boarding_action_and_skips_a_prize_that_is_gone():
    """6.6 step 8 and ruling H22: a prize destroyed before its winners decide ends that action."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    Piece("harpy-class-cruiser", A), step=BOARDING, round_=1)
    valkyrie, _rangers, harpy = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    E.advance(w)
    assert w.eng.fight.board == Board(B, valkyrie, harpy) and w.eng.fight.step == "won"
    w.remove_unit(harpy)
    E.advance(w)
    assert texts(w, "boarding")[-1] == "Harpy-class Cruiser is gone: the boarding action is over."
    assert w.eng.step == ATTACK and w.eng.round == 2


def test_advance_ends_the_engagement_when_the_attacking_fleet_is_gone():
    """6.6 step 9 (a): the attacking fleet destroyed ends the engagement."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B))
    w.remove_unit(ids[3])
    E.advance(w)
    assert w.eng is None and w.phase == DISCARD


def test_advance_waits_for_a_commander_who_may_still_play_a_card():
    """Ruling H7: a step with nothing else to do waits for the pass of a commander holding a card."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B))
    w.eng = evolve(w.eng, acted=(ids[3],))
    w.can_play = lambda w, seat: seat == B
    E.advance(w)
    assert w.eng.step == ATTACK and E.legal(w, B) == [Action(B, "pass")]
    w.can_play = lambda w, seat: False
    E.advance(w)
    assert w.eng.step == DEFEND


def test_a_commander_already_out_has_no_say_in_step_1():
    """6.6 step 1 and 6.1: only commanders still in the game are asked."""
    w, _ids = battle(Piece("harpy-class-cruiser", B), step=FLEET, players=3)
    w.cmd[C] = evolve(w.cmd[C], alive=False)
    E.act(w, Action(B, "launch"))
    assert w.eng.window == (B, A)
    w, _ids = battle(Piece("harpy-class-cruiser", C), step=FLEET, players=3)
    w.eng = Engagement(C, A, step=FLEET, fleet=(_ids[2],))
    E.act(w, Action(C, "launch"))
    assert w.eng.window == (C, A, B)
    assert texts(w, "launch") == ["Commander C's fleet of 1 jumps to Commander A's station."]


def test_a_stoic_ship_of_the_fleet_is_offered_only_its_last_volley():
    """3.4.11: the last volley is all a destroyed Stoic unit does: no retreat, no trait."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("dragon-class-battleship", B), round_=1)
    harpy, dragon = ids[2:]
    w.eng = evolve(w.eng, stoic=(dragon,))
    assert E.legal(w, B) == [Action(B, "aim", (dragon, harpy)), Action(B, "pass")]


def test_a_stoic_unit_with_no_attack_left_has_no_last_volley():
    """3.4.11: the last volley is an attack volley; a Dragon jammed to nothing just goes."""
    w, ids = dragon_falls()
    dragon, harpy, _spare = ids[2:]
    w.eng = evolve(w.eng, jams=((ids[4], dragon, 5, B),))
    fire(w, B, harpy, dragon, 1, [9])
    assert dragon not in w.units and not texts(w, "stoic")


def test_fighters_in_the_bay_of_a_carrier_killed_by_interceptor_fire_die_with_her():
    """3.3.1 and 6.7: Interceptor kills are immediate, so the King Fisher's Sparrow dies with her;
    killed by ordinary fire, the Sparrow launches into space and fights on in the fleet."""
    pieces = (Piece("king-fisher-class-cruiser", B, wounds=2), Piece("sparrow-fighter-wing", B, host=2),
              Piece("harpy-class-cruiser", B))
    w, ids = battle(*pieces, step=INTERCEPT, round_=1)
    king, sparrow, harpy = ids[2:]
    fire(w, A, ids[0], king, 1, [9])
    assert king not in w.units and sparrow not in w.units and w.eng.fleet == (harpy,)
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("king-fisher-class-cruiser", B, wounds=2),
                    Piece("sparrow-fighter-wing", B, host=3), Piece("harpy-class-cruiser", B), step=DEFEND)
    mine, king, sparrow, harpy = ids[2:]
    fire(w, A, mine, king, 1, [9])
    assert king not in w.units and w.units[sparrow].host is None and w.eng.fleet == (harpy, sparrow)


def test_alpha_strike_adds_three_to_a_units_first_volley_of_the_engagement_only():
    """3.4.1 and ruling H10: the Hawk's first volley is at +3, later ones are not."""
    w, ids = battle(Piece("valkyrie-class-battleship", A), Piece("hawk-class-battle-cruiser", B),
                    Piece("harpy-class-cruiser", B))
    valkyrie, hawk, _spare = ids[2:]
    fire(w, B, hawk, valkyrie, 1, [4])
    assert w.units[valkyrie].wounds == 1
    assert [e.data["bonus"] for e in w.events if e.kind == "volley"] == [3]
    w.eng = evolve(w.eng, acted=())
    fire(w, B, hawk, valkyrie, 1, [4])
    assert w.units[valkyrie].wounds == 1
    assert [e.data["bonus"] for e in w.events if e.kind == "volley"] == [3, 0]


def test_a_retreating_ship_hijacked_by_the_defender_stays_with_him():
    """6.6 step 3 with 8E: B's Valkyrie tried to retreat but A's Marines took her; she does not
    escape to B's station, and she leaves B's fleet."""
    w, ids = battle(Piece("drake-class-cruiser", A), Piece("sons-of-orion", A, host=2),
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


def test_boarding_actions_are_fought_one_after_another():
    """6.6 step 8: all boards are resolved one by one; a settled one is not fought again."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
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
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("harpy-class-cruiser", A))
    valkyrie, harpy = ids[2:]
    assert E._stands(w, Board(B, valkyrie, harpy)) is True
    assert E._stands(w, Board(B, valkyrie, harpy, cancelled=True)) is False
    assert E._stands(w, Board(B, "valkyrie-class-battleship#1.9", harpy)) is False
    assert E._stands(w, Board(B, valkyrie, "harpy-class-cruiser#0.9")) is False
    assert E._stands(w, Board(A, valkyrie, harpy)) is False
    w.set_unit(harpy, controller=B)
    assert E._stands(w, Board(B, valkyrie, harpy)) is False


def test_a_board_that_cannot_happen_is_skipped_for_the_next_one():
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    Piece("drake-class-cruiser", B), Piece("sons-of-orion", B, host=4),
                    Piece("harpy-class-cruiser", A), Piece("falcon-class-destroyer", A), step=DEFEND_BOARD, round_=1)
    valkyrie, _r, drake, _s, harpy, falcon = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy, cancelled=True), Board(B, drake, falcon)))
    act(w, A, "pass")
    assert w.eng.fight.board == Board(B, drake, falcon)
    assert texts(w, "boarding")[0] == "Drake-class Cruiser's Marines board Falcon-class Destroyer."


def test_a_ships_party_is_its_commanders_marines_that_fit_less_those_folding_away():
    """Ruling H18: every Marine of the boarding commander aboard that fits the target, except one
    that declared a Micro-Fold board of its own."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
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
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=2),
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
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
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


def test_interceptor_marines_that_wipe_out_the_boarders_leave_their_ship_open():
    """6.6 step 8A: the Military Police's first die kills the last boarder before it fires."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2, wounds=1),
                    Piece("harpy-class-cruiser", A), Piece("rdf-military-police-company", A, host=4),
                    step=DEFEND_BOARD, round_=1)
    valkyrie, rangers, _harpy, mps = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, ids[4]),))
    act(w, A, "pass")
    fire(w, A, mps, rangers, 1, [6])
    assert rangers not in w.units and w.eng.fight.step == "lost" and w.eng.fight.winner == A


# ----- finer points found by planted bugs ---------------------------------------------------------------
def data(w, kind):
    return [e.data for e in w.events if e.kind == kind]


def test_interceptor_marines_fire_alone_and_a_marine_with_no_dice_never_volleys():
    """6.6 step 8A: only the defending Marines with Interceptor fire first; in 8B-8C a Marine with
    no attack left has nothing to fire (one with 1 die still fires)."""
    w, ids = fight_at(Piece("rdf-military-police-company", A, host=4), Piece("sons-of-orion", A, host=4))
    _valkyrie, rangers, _harpy, mps, sons = ids[2:7]
    assert w.eng.fight.step == "intercept" and E.shooters(w) == [mps]
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    Piece("sons-of-orion", B, host=2), Piece("harpy-class-cruiser", A),
                    Piece("sons-of-orion", A, host=5), step=DEFEND_BOARD, round_=1)
    valkyrie, rangers, sons, harpy, _theirs = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),), mods=((sons, "attack", -2), (rangers, "attack", -2)))
    act(w, A, "pass")
    assert w.eng.fight.step == "attack" and E.shooters(w) == [rangers]


def test_a_defending_micro_fold_marine_may_not_fold_out_during_interceptor_fire():
    """3.4.7 in step 8A: the Interceptor fire is no volley of the party's, so no Micro-Fold retreat;
    nor may a defending Marine fold to the ship being fought over."""
    w, ids = fight_at(Piece("rdf-military-police-company", A, host=4), Piece("fold-insertion-kit", A, host=5),
                      Piece("drake-class-cruiser", A))
    _valkyrie, rangers, harpy, mps, _kit, drake = ids[2:8]
    assert w.eng.fight.step == "intercept"
    assert kinds(E.legal(w, A), "fold-withdraw") == []
    assert harpy not in E.fold_exits(w, mps) and drake in E.fold_exits(w, mps)
    fire(w, A, mps, rangers, 1, [2])
    act(w, B, "pass")
    assert (mps, drake) in kinds(E.legal(w, A), "fold-withdraw")


def test_a_war_gate_station_volleys_but_never_retreats():
    """2.2 (Stellar War Gate) and 6.6 step 3: retreat is for ships of the attacking fleet."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B),
                    Piece("stellar-war-gate", B, host=1))
    assert kinds(E.legal(w, B), "retreat") == [(ids[3],)]
    assert (ids[1], ids[2]) in kinds(E.legal(w, B), "aim")


def test_extra_dice_from_a_card_are_for_that_unit_and_that_volley_only():
    """3.4.4 (Hidden Missile Battery): the +3 dice are the Osprey's, for her next volley only; a
    result bonus adds no dice."""
    w, ids = battle(Piece("osprey-class-battle-cruiser", A), Piece("harpy-class-cruiser", A),
                    Piece("harpy-class-cruiser", B), step=DEFEND)
    osprey, harpy, theirs = ids[2:]
    w.eng = evolve(w.eng, bonus=((osprey, "dice", 3), (osprey, "result", 2), (harpy, "result", 1)))
    assert E._dice(w, osprey) == 7 and E._dice(w, harpy) == 5
    fire(w, A, osprey, theirs, 7, [1] * 7)
    assert w.eng.bonus == ((harpy, "result", 1),) and E._dice(w, osprey) == 4


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
    assert data(w, "board") == [{"marine": sons, "target": harpy, "traits": ("micro-fold",)}]


def test_a_hunter_host_lets_a_micro_fold_marine_board_a_stealth_ship():
    """3.4.10: a Micro-Fold board at a Stealth ship needs a host with Hunter."""
    w, ids = battle(Piece("falcon-class-destroyer", B), Piece("sons-of-orion", B, host=2),
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
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    Piece("sons-of-orion", B, host=2), Piece("fold-insertion-kit", B, host=4),
                    Piece("harpy-class-cruiser", A), Piece("falcon-class-destroyer", A),
                    step=ATTACK_BOARD, round_=1)
    valkyrie, _r, sons, _kit, harpy, falcon = ids[2:]
    act(w, B, "board", valkyrie, falcon)
    w_forced(w, [5])
    act(w, B, "fold-board", sons, harpy)
    assert texts(w, "board")[-1] == "Sons of Orion will fold aboard Harpy-class Cruiser."


def test_the_events_of_the_traits_name_the_trait_and_the_units():
    """8.5: each use of a trait is announced; the event names it for the table."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("petrel-class-cruiser", B),
                    Piece("seagull-class-cruiser", B), Piece("osprey-class-battle-cruiser", B, wounds=2),
                    Piece("thrush-fighter-wing", B), Piece("cockatrice-class-cruiser", B))
    harpy, petrel, seagull, osprey, thrush, cockatrice = ids[2:]
    act(w, B, "jam", petrel, harpy)
    act(w, B, "paint", seagull, harpy)
    act(w, B, "repair", osprey)
    E.act(w, Action(B, "fearless", (thrush,)))
    w_forced(w, [1] * 6)
    act(w, B, "overload", cockatrice, harpy)
    assert data(w, "jam") == [{"unit": petrel, "target": harpy, "traits": ("jammer",)}]
    assert data(w, "paint") == [{"unit": seagull, "target": harpy, "traits": ("target-painter",)}]
    assert data(w, "repair") == [{"unit": osprey, "traits": ("repair",)}]
    assert data(w, "fearless") == [{"unit": thrush, "traits": ("fearless",)}]
    assert data(w, "overload") == [{"unit": cockatrice, "traits": ("overload",)}]
    assert data(w, "send") == [] and data(w, "pass") == []
    act(w, B, "retreat", thrush)
    assert data(w, "retreat") == [{"unit": thrush}]


def two_dragons():
    """A's two Stoic Dragons (2, 3), each with 4 wounds of 5 and a Fighter Bay Conversion (4, 5) and a
    Sparrow in the bay (6, 7), face B's Phoenix (8) and a spare Harpy (9)."""
    return battle(Piece("dragon-class-battleship", A, wounds=4), Piece("dragon-class-battleship", A, wounds=4),
                  Piece("fighter-bay-conversion", A, host=2), Piece("fighter-bay-conversion", A, host=3),
                  Piece("sparrow-fighter-wing", A, host=2), Piece("sparrow-fighter-wing", A, host=3),
                  Piece("phoenix-class-capital-ship", B), Piece("harpy-class-cruiser", B))


def test_two_stoic_ships_destroyed_by_one_volley_each_fire_their_last_volley():
    """3.4.11 and 6.2 (split fire is simultaneous): both Dragons fall to the Phoenix's split fire and
    each owes a last volley, in turn; a destroyed (not immediately) ship's Sparrow launches (6.7)."""
    w, ids = two_dragons()
    d1, d2, _c1, _c2, s1, s2, phoenix, harpy = ids[2:]
    act(w, B, "aim", phoenix, d1)
    act(w, B, "aim", phoenix, d2)
    w_forced(w, [9, 9])
    act(w, B, "fire", phoenix)
    assert w.eng.stoic == (d1, d2)
    assert data(w, "stoic") == [{"unit": d1, "traits": ("stoic",)}, {"unit": d2, "traits": ("stoic",)}]
    fire(w, A, d1, harpy, 5, [1] * 5)
    assert d1 not in w.units and w.eng.stoic == (d2,) and E.deciding(w) == A
    assert w.units[s1].host is None
    act(w, A, "pass")
    assert d2 not in w.units and w.eng.stoic == () and w.units[s2].host is None


def test_passing_the_first_of_two_stoic_volleys_leaves_the_second():
    w, ids = two_dragons()
    d1, d2, _c1, _c2, _s1, _s2, phoenix, _harpy = ids[2:]
    w.eng = evolve(w.eng, stoic=(d1, d2), acted=(phoenix,))
    act(w, A, "pass")
    assert d1 not in w.units and w.eng.stoic == (d2,)


def test_a_stoic_unit_with_a_single_die_left_still_fires_it():
    """3.4.11: any attack at all is a last volley."""
    w, ids = dragon_falls()
    dragon, harpy, spare = ids[2:]
    w.eng = evolve(w.eng, jams=((spare, dragon, 4, B),))
    fire(w, B, harpy, dragon, 1, [9])
    assert w.eng.stoic == (dragon,) and E.legal(w, A)[0] == Action(A, "aim", (dragon, harpy))
    act(w, A, "aim", dragon, harpy)
    assert E.legal(w, A) == [Action(A, "fire", (dragon,))]


def test_a_stoic_ship_whose_bulkheads_stay_face_down_still_fires_back():
    """3.4.4 with 3.4.11: left face down, the Dragon is destroyed as rolled, by volley fire."""
    w, ids = battle(Piece("dragon-class-battleship", A, wounds=4),
                    Piece("emergency-bulkheads", A, host=2, face_down=True),
                    Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", B))
    dragon, _module, harpy, _spare = ids[2:]
    fire(w, B, harpy, dragon, 1, [9])
    w.prompts = ()
    E.resolve_flip(w, dragon, "would-be-destroyed", False)
    assert w.eng.stoic == (dragon,) and dragon in w.units


def test_bulkheads_that_seal_exactly_to_the_wound_limit_do_not_save_her():
    """9.39: a ship is destroyed when her wounds equal her printed wounds."""
    w, ids = bulkheads()
    osprey, _module, harpy, _spare = ids[2:]
    fire(w, B, harpy, osprey, 3, [9, 9, 9])
    w.prompts = ()
    E.resolve_flip(w, osprey, "would-be-destroyed", True)
    assert osprey not in w.units


def test_two_natural_tens_with_annihilate_destroy_at_once_and_the_bay_dies_with_her():
    """3.4.2 and 6.7: the immediate destruction takes the King Fisher's Sparrow with her."""
    w, ids = battle(Piece("king-fisher-class-cruiser", A), Piece("sparrow-fighter-wing", A, host=2),
                    Piece("cockatrice-class-cruiser", B), Piece("harpy-class-cruiser", B))
    king, sparrow, cockatrice, _spare = ids[2:]
    fire(w, B, cockatrice, king, 3, [10, 10, 1])
    assert king not in w.units and sparrow not in w.units


def test_a_boarder_killed_in_a_fight_leaves_the_rest_of_the_party_fighting():
    """6.6 step 8D: the fight goes on until one whole party is destroyed."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    Piece("sons-of-orion", B, host=2), Piece("harpy-class-cruiser", A),
                    Piece("sons-of-orion", A, host=5), step=DEFEND_BOARD, round_=1)
    valkyrie, rangers, sons, harpy, theirs = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    act(w, A, "pass")
    act(w, B, "pass")
    fire(w, A, theirs, sons, 2, [6, 6])
    assert sons not in w.units and w.eng.fight.attackers == (rangers,) and w.eng.fight.step == "attack"
    assert E.deciding(w) == B


def test_more_event_data_for_the_table():
    """8.5: boards, Escort cancels and Micro-Fold retreats say who and what."""
    w, ids = battle(Piece("merlin-class-frigate", A), Piece("harpy-class-cruiser", A),
                    Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=4),
                    step=ATTACK_BOARD, round_=1)
    merlin, harpy, valkyrie, _r = ids[2:]
    act(w, B, "board", valkyrie, harpy)
    assert data(w, "board") == [{"ship": valkyrie, "target": harpy}]
    assert w.eng.step == DEFEND
    act(w, A, "pass")
    assert w.eng.step == ESCORT
    act(w, A, "cancel", merlin, valkyrie)
    assert data(w, "escort") == [{"escort": merlin, "traits": ("escort",)}]


def test_only_local_escorts_of_the_deciding_side_not_yet_used_may_cancel():
    """3.4.3: each Escort once per Escort Phase; 6.4.2: an Escort left at home is not local."""
    w, ids = battle(Piece("merlin-class-frigate", A), Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=3),
                    Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=5),
                    Piece("kestrel-class-frigate", B), Piece("kestrel-class-frigate", B),
                    step=ESCORT, round_=1, escort_seat=B)
    merlin, harpy, _s, valkyrie, _r, kestrel, home = ids[2:]
    w.eng = evolve(w.eng, fleet=(valkyrie, kestrel), boards=(Board(B, valkyrie, harpy), Board(A, harpy, valkyrie)))
    assert E._escort_actions(w, B) == [Action(B, "cancel", (kestrel, harpy)), Action(B, "pass")]
    assert E._escort_actions(w, A) == [Action(A, "cancel", (merlin, valkyrie)), Action(A, "pass")]
    w.eng = evolve(w.eng, escorts=(kestrel,))
    assert E._escort_actions(w, B) == [Action(B, "pass")]
    assert home not in w.eng.fleet


def test_the_micro_fold_retreat_event_names_the_marine_and_where_it_goes():
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    Piece("sons-of-orion", B, host=2), Piece("fold-insertion-kit", B, host=4),
                    Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=6),
                    step=DEFEND_BOARD, round_=1)
    valkyrie, _rangers, sons, _kit, harpy, _theirs = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),))
    act(w, A, "pass")
    act(w, B, "fold-withdraw", sons, valkyrie)
    assert data(w, "fold-withdraw") == [{"unit": sons, "host": valkyrie, "traits": ("micro-fold",)}]
    w_forced(w, [1])
    act(w, B, "pass")
    act(w, A, "pass")
    assert sons not in w.units and data(w, "fold")[-1] == {"unit": sons, "traits": ("micro-fold",)}


def test_a_ships_board_leads_a_micro_fold_board_at_the_same_target_whichever_came_first():
    """Ruling H25: the ship's board leads; the Micro-Fold Marine supports it."""
    w, ids = folders(step=DEFEND_BOARD)
    valkyrie, rangers, sons, _kit, harpy, _petrel = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, sons, harpy, fold=True), Board(B, valkyrie, harpy)))
    act(w, A, "pass")
    assert w.eng.fight.board == Board(B, valkyrie, harpy) and w.eng.fight.attackers == (rangers, sons)
    assert data(w, "fold") == [{"unit": sons, "target": harpy, "support": valkyrie, "traits": ("micro-fold",)}]
    w, ids = folders(step=DEFEND_BOARD)
    w.eng = evolve(w.eng, boards=(Board(B, sons, harpy, fold=True),))
    act(w, A, "pass")
    assert data(w, "boarding")[0] == {"ship": sons, "target": harpy, "traits": ("micro-fold",)}


def test_no_interceptor_marines_no_interceptor_step():
    w, _ids = fight_at(Piece("sons-of-orion", A, host=4))
    assert w.eng.fight.step == "attack"
    assert "Defending Marines with Interceptor may fire first." not in texts(w, "step")


def fold_out_fight():
    """B's Valkyrie (2) with Rangers (3) and Sons of Orion with a Fold Insertion Kit (4, 5) boards
    A's Harpy (6) held by A's Sons of Orion (7); B's Drake (8) has room."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    Piece("sons-of-orion", B, host=2), Piece("fold-insertion-kit", B, host=4),
                    Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=6),
                    Piece("drake-class-cruiser", B), step=DEFEND_BOARD, round_=1)
    w.eng = evolve(w.eng, boards=(Board(B, ids[2], ids[6]),))
    act(w, A, "pass")
    return w, ids


def test_a_micro_fold_retreat_that_rolls_a_10_loses_the_marine():
    """3.4.7: a 10 is as fatal as a 1."""
    w, ids = fold_out_fight()
    sons, drake = ids[4], ids[8]
    act(w, B, "fold-withdraw", sons, drake)
    act(w, B, "pass")
    w_forced(w, [10])
    act(w, A, "pass")
    assert sons not in w.units and texts(w, "fold") == ["The Micro-Fold goes wrong: Sons of Orion is lost."]


def test_a_marine_whose_fold_exit_is_gone_fights_on():
    """Ruling H21: the host it named is destroyed meanwhile: it stays in the boarding action."""
    w, ids = fold_out_fight()
    rangers, sons, drake = ids[3], ids[4], ids[8]
    act(w, B, "fold-withdraw", sons, drake)
    act(w, B, "pass")
    w.remove_unit(drake)
    w_forced(w, [5])
    act(w, A, "pass")
    assert texts(w, "fold") == ["Sons of Orion has nowhere left to fold to and fights on."]
    assert w.eng.fight.attackers == (rangers, sons) and w.units[sons].host == ids[2]
    w, ids = fold_out_fight()
    act(w, B, "fold-withdraw", ids[4], ids[8])
    act(w, B, "pass")
    w_forced(w, [5])
    act(w, A, "pass")
    assert data(w, "fold") == [{"unit": ids[4], "host": ids[8], "traits": ("micro-fold",)}]
    assert [e.text for e in w.events if e.kind == "die"] == ["d10 (Micro-Fold test, Sons of Orion): 5"]


def test_defenders_who_all_fold_away_leave_the_ship_to_the_boarders():
    """Ruling H21: the defending Sons of Orion fold to A's Drake; the Harpy falls to the boarders."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
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


def test_boarders_wiped_out_leave_their_ship_defended_by_marines_that_stayed_aboard():
    """6.10: the ship is open only when none of her Marines are left aboard; the Troopers could not
    board the Harpy (2.4) and still hold the Valkyrie."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
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
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=4),
                    step=DEFEND_BOARD, round_=1)
    valkyrie, rangers, harpy, sons = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy),), mods=((rangers, "attack", -2), (sons, "attack", -2)))
    act(w, A, "pass")
    assert w.eng.fight is not None and w.eng.fight.step == "attack" and E.shooters(w) == [rangers]


def test_a_supporting_marine_too_big_for_the_ship_keeps_the_party_from_withdrawing():
    """Ruling H25: Heavy Assault Troopers supporting a Drake's board cannot go aboard her (2.4)."""
    w, ids = battle(Piece("drake-class-cruiser", B), Piece("sons-of-orion", B, host=2),
                    Piece("valkyrie-class-battleship", B), Piece("heavy-assault-troopers", B, host=4),
                    Piece("fold-insertion-kit", B, host=5), Piece("dragon-class-battleship", A),
                    Piece("sons-of-orion", A, host=7), step=DEFEND_BOARD, round_=1)
    drake, sons, _valkyrie, troopers, _kit, dragon, _theirs = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, drake, dragon), Board(B, troopers, dragon, fold=True)))
    act(w, A, "pass")
    assert w.eng.fight.attackers == (sons, troopers)
    assert E._may_withdraw(w, w.eng.fight) is False and kinds(E.legal(w, B), "withdraw") == []


def test_a_scuttled_carriers_fighters_die_with_her():
    """9.32 and 6.7: scuttling destroys the ship immediately, her bay with her."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    Piece("king-fisher-class-cruiser", A), Piece("sparrow-fighter-wing", A, host=4),
                    step=DEFEND_BOARD, round_=1)
    valkyrie, _rangers, king, sparrow = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, king),))
    act(w, A, "pass")
    act(w, B, "scuttle")
    assert king not in w.units and sparrow not in w.units


def test_a_micro_fold_boarder_whose_ship_went_down_keeps_the_engagement_open():
    """Ruling H21: with the attacking fleet gone, the engagement still waits for its board."""
    w, ids = battle(Piece("sons-of-orion", B), Piece("fold-insertion-kit", B, host=2),
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


def test_the_engagement_waits_while_a_flip_is_being_decided():
    """3.4.4 and ruling H17: nothing moves on while a commander decides on a flip."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B))
    w.eng = evolve(w.eng, acted=(ids[3],))
    w.prompts = (Prompt(A, "flip", ids[2], unit="first-targeted"),)
    E.advance(w)
    assert w.eng.step == ATTACK
    w.prompts = (Prompt(A, "face-down"),)
    E.advance(w)
    assert w.eng.step == DEFEND


def test_a_pursuit_offered_for_a_ship_that_is_gone_ends_that_boarding_action():
    """Ruling H22: the boarders' ship was destroyed before the defenders chose to pursue."""
    w, ids = fight_at(Piece("sons-of-orion", A, host=4))
    valkyrie = ids[2]
    act(w, B, "withdraw")
    w.remove_unit(valkyrie)
    E.advance(w)
    assert texts(w, "boarding")[-1] == "Valkyrie-class Battleship is gone: the boarding action is over."


def test_the_announcements_of_sending_launching_aiming_and_passing_name_what_they_are_about():
    """8.5: always specify what you are doing and at what."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B), step=FLEET, fleet=())
    harpy, mine = ids[2:]
    E.act(w, Action(B, "send", (mine,)))
    E.act(w, Action(B, "launch"))
    E.act(w, Action(B, "pass"))
    assert data(w, "send") == [{"unit": mine}] and data(w, "launch") == [{"fleet": (mine,)}]
    assert data(w, "pass") == [{"seat": B}]
    w.eng = evolve(w.eng, step=ATTACK, window=())
    act(w, B, "aim", mine, harpy)
    assert data(w, "aim") == [{"shooter": mine, "target": harpy}]


def test_the_micro_fold_test_is_logged_as_a_die_for_that_marine():
    w, ids = folders()
    w_forced(w, [4])
    act(w, B, "fold-board", ids[4], ids[6])
    assert [e.text for e in w.events if e.kind == "die"] == ["d10 (Micro-Fold test, Sons of Orion): 4"]


def test_a_second_micro_fold_marine_supports_the_first_and_class_size_limits_a_fold_board():
    """Ruling H25: Micro-Fold boards at one target form one party, led by the first; 2.4: a
    Micro-Fold Marine too large for the target may not fold aboard her."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=2),
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


def test_a_cancelled_board_stays_declared_but_cancelled_while_other_escorts_choose():
    """3.4.3: each Escort cancels one board; the cancelled one is marked, the others untouched."""
    w, ids = battle(Piece("merlin-class-frigate", A), Piece("kestrel-class-frigate", A),
                    Piece("harpy-class-cruiser", A), Piece("drake-class-cruiser", A),
                    Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=6),
                    Piece("drake-class-cruiser", B), Piece("sons-of-orion", B, host=8),
                    step=ESCORT, round_=1, escort_seat=A)
    merlin, kestrel, harpy, drake, valkyrie, _r, their_drake, _s = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy), Board(B, their_drake, drake)))
    act(w, A, "cancel", merlin, valkyrie)
    assert w.eng.boards == (Board(B, valkyrie, harpy, True), Board(B, their_drake, drake))
    assert E.legal(w, A) == [Action(A, "cancel", (kestrel, their_drake)), Action(A, "pass")]


def test_what_the_table_is_told_names_the_units_concerned():
    """8.5: triggers, face-down choices, overkill, lost dice, boardings, hijacks and escapes name
    the ship, target or unit they concern."""
    w, ids = battle(Piece("osprey-class-battle-cruiser", A), Piece("hidden-missile-battery", A, host=2, face_down=True),
                    Piece("harpy-class-cruiser", B))
    osprey, _battery, harpy = ids[2:]
    act(w, B, "aim", harpy, osprey)
    E.resolve_flip(w, osprey, "first-targeted", False)
    assert data(w, "trigger") == [{"ship": osprey}] and data(w, "keep-face-down") == [{"ship": osprey}]
    w, ids = battle(Piece("sparrow-fighter-wing", A), Piece("xeros-salvage-yard", A, host=0),
                    Piece("phoenix-class-capital-ship", B))
    sparrow, yard, phoenix = ids[2:]
    w.eng = evolve(w.eng, shooter=phoenix, dice=8, aim=((sparrow, 1), (yard, 1), (ids[0], 1), ("sparrow-fighter-wing#0.9", 2)))
    w_forced(w, [2, 2])
    E._fire_from(w, phoenix)
    assert data(w, "lost") == [{"target": ids[0]}]
    assert data(w, "overkill") == [{"target": "sparrow-fighter-wing#0.9"}]
    w, ids = fight_at()
    valkyrie, _rangers, harpy = ids[2:5]
    assert data(w, "boarding")[0] == {"ship": valkyrie, "target": harpy}
    act(w, B, "hijack")
    assert data(w, "hijack") == [{"unit": harpy, "seat": B}]
    w, ids = fight_at()
    act(w, B, "scuttle")
    assert data(w, "scuttle") == [{"unit": ids[4], "seat": B}]
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", B))
    act(w, B, "retreat", ids[3])
    act(w, B, "pass")
    act(w, A, "pass")
    assert data(w, "retreat")[-1] == {"unit": ids[3]}


def test_the_other_withdrawal_and_gone_events_name_their_units():
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    Piece("drake-class-cruiser", B), Piece("sons-of-orion", B, host=4),
                    Piece("fold-insertion-kit", B, host=5), Piece("harpy-class-cruiser", A),
                    Piece("sons-of-orion", A, host=7), step=DEFEND_BOARD, round_=1)
    valkyrie, _rangers, _drake, sons, _kit, harpy, _theirs = ids[2:]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, harpy), Board(B, sons, harpy, fold=True)))
    act(w, A, "pass")
    act(w, B, "withdraw")
    assert data(w, "withdraw")[-1] == {"unit": sons, "host": valkyrie}
    w.remove_unit(valkyrie)
    E.advance(w)
    assert data(w, "boarding")[-1] == {"target": valkyrie}
    w, ids = fold_out_fight()
    act(w, B, "fold-withdraw", ids[4], ids[8])
    act(w, B, "pass")
    w.remove_unit(ids[8])
    w_forced(w, [5])
    act(w, A, "pass")
    assert data(w, "fold") == [{"unit": ids[4]}]


def test_a_stray_micro_fold_marine_lands_on_a_ship_local_to_the_engagement_when_it_ends():
    """Ruling H21: a boarder with no host goes aboard a local ship of its commander with room, not
    back to its station far away."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B),
                    Piece("fold-insertion-kit", B, host=3), Piece("harpy-class-cruiser", A), fleet=None)
    valkyrie, sons = ids[2:4]
    w.eng = evolve(w.eng, fleet=(valkyrie,))
    E.end(w)
    assert w.units[sons].host == valkyrie


def test_a_station_destroyed_by_volley_fire_gives_its_stockpile_to_the_shooter():
    """7.1.3.1: with three commanders, the one who destroys a station takes its stockpile."""
    w, ids = battle(Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", B), players=3, round_=2)
    w.set_unit(ids[0], wounds=6)
    w.cmd[A] = evolve(w.cmd[A], resource=4, currency=3)
    fire(w, B, ids[2], ids[0], 1, [9])
    assert not w.cmd[A].alive and (w.cmd[B].resource, w.cmd[B].currency) == (14, 13)


def test_a_station_taken_by_boarders_gives_its_stockpile_to_them():
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                    step=DEFEND_BOARD, round_=2, players=3)
    w.cmd[A] = evolve(w.cmd[A], resource=4, currency=3)
    w.eng = evolve(w.eng, boards=(Board(B, ids[2], ids[0]),))
    act(w, A, "pass")
    act(w, B, "hijack")
    assert (w.cmd[B].resource, w.cmd[B].currency) == (14, 13)


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


def test_another_ship_retreating_beside_a_hijacked_one_still_escapes():
    """6.6 step 3 and 9: only the hijacked ship stops retreating; the Harpy escapes, which leaves no
    attacking fleet, so the engagement ends."""
    w, ids = battle(Piece("drake-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                    Piece("valkyrie-class-battleship", B), Piece("harpy-class-cruiser", B),
                    step=DEFEND_BOARD, round_=1)
    drake, _sons, valkyrie, harpy = ids[2:]
    w.eng = evolve(w.eng, retreating=(valkyrie, harpy))
    act(w, A, "board", drake, valkyrie)
    act(w, A, "hijack")
    assert texts(w, "retreat") == ["Harpy-class Cruiser escapes back to Commander B's station."]
    assert w.eng is None and w.units[valkyrie].controller == A


def test_a_ship_that_escaped_is_not_retreating_any_more_in_the_next_round():
    """6.6 step 9: a retreating ship that survives the round is home; the next round starts with no
    ship retreating, so the end of that round has nobody to send home again."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B),
                    Piece("valkyrie-class-battleship", B))
    _harpy, mine, valkyrie = ids[2:]
    act(w, B, "retreat", mine)
    act(w, B, "pass")
    act(w, A, "pass")
    assert texts(w, "retreat")[1:] == ["Harpy-class Cruiser escapes back to Commander B's station."]
    assert (w.eng.round, w.eng.step, w.eng.fleet, w.eng.retreating) == (3, ATTACK, (valkyrie,), ())
    act(w, B, "pass")
    act(w, A, "pass")
    assert w.eng.round == 4 and len(texts(w, "retreat")) == 2


def test_every_micro_fold_board_at_a_ships_target_supports_the_ships_party():
    """Ruling H25 and 6.10.4: with the Drake's Marines boarding the Harpy, each Micro-Fold Marine
    sent there after them supports the Drake's party, the second as much as the first."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=2),
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
    assert [d["support"] for d in data(w, "board")[1:]] == [drake, drake]


def test_a_boarder_killed_before_its_micro_fold_retreat_does_not_stop_the_next_ones():
    """3.4.7: each Marine still standing makes its own test; the first one named was destroyed
    meanwhile (by a card: the fight's parties are not told), the second still folds out to the
    Drake, and with both gone the boarding is over."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=2),
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


def test_the_attackers_fighter_wing_launched_from_a_hijacked_carrier_stays_in_the_fleet():
    """6.4.2 and 6.7: B's Sparrow went with the fleet in the King Fisher's bay; when A's Marines take
    the King Fisher, the Sparrow launches into open space, still B's and still of the attacking fleet,
    so the engagement goes on into the next round."""
    w, ids = battle(Piece("drake-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                    Piece("king-fisher-class-cruiser", B), Piece("sparrow-fighter-wing", B, host=4),
                    step=DEFEND_BOARD, round_=1)
    drake, _sons, king, sparrow = ids[2:]
    assert w.eng.fleet == (king,)
    act(w, A, "board", drake, king)
    act(w, A, "hijack")
    assert w.units[king].controller == A and w.units[sparrow].host is None and w.units[sparrow].controller == B
    assert w.eng.fleet == (sparrow,) and (w.eng.step, w.eng.round) == (ATTACK, 2)


def supported_drake_at_the_dragon(*defenders):
    """B's Drake (2) with Sons of Orion (3) and Colonial Rangers (4) boards A's Dragon (8), with B's
    Heavy Assault Troopers (6, Micro-Fold kit 7, off the Valkyrie 5) in support; A's ``defenders``
    are aboard the Dragon (9 on)."""
    w, ids = battle(Piece("drake-class-cruiser", B), Piece("sons-of-orion", B, host=2),
                    Piece("colonial-rangers", B, host=2), Piece("valkyrie-class-battleship", B),
                    Piece("heavy-assault-troopers", B, host=5), Piece("fold-insertion-kit", B, host=6),
                    Piece("dragon-class-battleship", A), *(Piece(d, A, host=8) for d in defenders),
                    step=DEFEND_BOARD, round_=1)
    w.eng = evolve(w.eng, boards=(Board(B, ids[2], ids[8]), Board(B, ids[6], ids[8], fold=True)))
    act(w, A, "pass")
    assert w.eng.fight.attackers == (ids[3], ids[4], ids[6]) and kinds(E.legal(w, B), "withdraw") == []
    return w, ids


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


def test_a_single_die_declared_at_the_station_while_a_module_stands_is_one_die_lost():
    """6.9: the Salvage Yard survives its dice, so the one die at the station is lost; the event
    counts it as one die, and its verb is singular."""
    w, ids = battle(Piece("xeros-salvage-yard", A, host=0), Piece("harpy-class-cruiser", B), round_=2)
    yard, harpy = ids[2:]
    for t in (yard, yard, yard, ids[0]):
        act(w, B, "aim", harpy, t)
    w_forced(w, [3, 4, 2])
    act(w, B, "fire", harpy)
    lost = texts(w, "lost")
    assert lost == ["1 die declared at Skyline Defense HQ is lost: its modules still stand (6.9)."]


def test_the_next_boarding_action_starts_afresh_for_marines_of_the_last_one():
    """6.6 step 8: each boarding action is fought on its own. B's Sons of Orion fired and B's Rangers
    chose a Micro-Fold retreat in the fight for the Harpy, which ended first (scuttled); defending
    the Valkyrie against A's Drake next, both may volley, and the Rangers' old retreat is void."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=2),
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


def test_defenders_who_all_fold_away_hand_over_the_ship_before_a_boarders_retreat_is_tested():
    """3.4.7 and 6.6 step 8: A's Sons of Orion named a Micro-Fold retreat in A's volley, B's Sons in
    B's next one; A's Marine is fired at first, so it tests first and folds away to the Drake. The
    Harpy is left without defenders, so the boarders have won her there and then: B's Sons never
    make their test and stay in the party that may take her."""
    w, ids = battle(Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=2),
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


def test_a_marine_with_a_largest_class_fits_a_ship_of_that_class_but_no_larger():
    """2.4: a class-size restriction names the ships a Marine may board; the set prints only
    smallest classes, so the Sons of Orion are given a largest one here: a cruiser at most."""
    from dataclasses import replace

    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("dragon-class-battleship", A),
                    Piece("valkyrie-class-battleship", B), Piece("sons-of-orion", B, host=4))
    cards = dict(GAME.by_id)
    cards["sons-of-orion"] = replace(cards["sons-of-orion"], class_size=(None, "cruiser"))
    w = Work(w.state, cards)
    harpy, dragon, sons = ids[2], ids[3], ids[5]
    assert E._fits(w, sons, harpy) is True and E._fits(w, sons, dragon) is False


def test_a_volley_that_wins_the_game_still_destroys_the_other_unit_it_doomed():
    """6.7 and 7.1.3: the Phoenix's volley destroys A's station and a Harpy A had hijacked from B;
    both fall at the end of the volley. The station goes first: A is out, B has won and the
    engagement is over, and the Harpy, back with B, is still destroyed by the same volley."""
    w, ids = battle(Piece("harpy-class-cruiser", B, controller=A, wounds=2),
                    Piece("phoenix-class-capital-ship", B))
    station, harpy, phoenix = ids[0], ids[2], ids[3]
    w.eng = evolve(w.eng, shooter=phoenix, dice=8, aim=((station, 7), (harpy, 1)))
    w_forced(w, [9] * 8)
    E._fire_from(w, phoenix)
    assert w.winners == (B,) and w.eng is None
    assert station not in w.units and harpy not in w.units and harpy in w.cmd[B].scrapheap


def test_marines_aboard_a_station_never_board_and_a_boarded_ship_boards_only_her_boarder():
    """6.10: a boarding action is a ship's (a station is no ship, so its Marines stay); 6.6 step 6:
    A's Drake, about to be boarded by B's Valkyrie, may board the Valkyrie only, whichever of B's
    ships comes first."""
    w, ids = battle(Piece("sons-of-orion", A, host=0), Piece("drake-class-cruiser", A),
                    Piece("sons-of-orion", A, host=3), Piece("harpy-class-cruiser", B),
                    Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=6),
                    step=DEFEND_BOARD, round_=2)
    drake, harpy, valkyrie = ids[3], ids[5], ids[6]
    w.eng = evolve(w.eng, boards=(Board(B, valkyrie, drake),))
    assert E.board_targets(w, drake) == [harpy, valkyrie]
    assert kinds(E.legal(w, A), "board") == [(drake, valkyrie)]


def test_an_overload_stopped_by_a_bulkheads_flip_finishes_as_the_overloading_ship_s_volley():
    """3.3.3 with 3.4.4: the Cockatrice's Overload would destroy the Osprey; while A decides on the
    face-down Emergency Bulkheads the volley waits, still the Cockatrice's Overload of 6 dice, and
    once the flip is settled the volley ends as hers (she has acted and fired)."""
    w, ids = battle(Piece("osprey-class-battle-cruiser", A, wounds=3),
                    Piece("emergency-bulkheads", A, host=2, face_down=True),
                    Piece("cockatrice-class-cruiser", B), Piece("harpy-class-cruiser", B))
    osprey, _module, cockatrice, _spare = ids[2:]
    w_forced(w, [9, 2, 2, 2, 2, 2])
    act(w, B, "overload", cockatrice, osprey)
    assert w.prompts == (Prompt(A, "flip", osprey, unit="would-be-destroyed"),)
    assert w.eng.shooter == cockatrice and w.eng.mode == "overload" and E._dice(w, cockatrice) == 6
    w.prompts = ()
    E.resolve_flip(w, osprey, "would-be-destroyed", True)
    assert osprey in w.units and w.eng.shooter is None and w.eng.mode == "fire"
    assert cockatrice in w.eng.acted and cockatrice in w.eng.fired


def test_a_ship_resting_after_her_overload_does_not_keep_the_rest_of_the_fleet_from_firing():
    """3.3.3: only the ship that overloaded last round sits this round out; the ships after her in
    the fleet still volley."""
    w, ids = battle(Piece("harpy-class-cruiser", A), Piece("cockatrice-class-cruiser", B),
                    Piece("harpy-class-cruiser", B), round_=3)
    cockatrice, harpy = ids[3], ids[4]
    w.eng = evolve(w.eng, overloaded=((cockatrice, 2),))
    shooting = E.shooters(w)
    assert cockatrice not in shooting and harpy in shooting
