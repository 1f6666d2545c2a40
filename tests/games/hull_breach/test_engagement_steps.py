"""Hull Breach! engagements step by step (book 5.5 the Engagement Phase, 6.1, 6.3 the overview, 6.4.1-
6.4.2 declaring an engagement and the fleet, 6.6 steps 1-3 and 9, 9.29 retreating, 2.2 the Stellar War
Gate exception): declaring an attack and choosing the fleet, who decides each step, launching Fighter
Wings, retreats, and the end of the engagement. Commander A (seat 0) defends, B (seat 1) attacks."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
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
    LOGISTICS,
    START,
    Engagement,
)
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
    battle_position,
    battle_work,
    event_texts,
    kinds,
    legal,
    phase_position,
    station_with_modules,
    texts,
    unit,
    with_commander,
)


def test_each_step_waits_for_the_commander_the_book_gives_it_to():
    """6.6: the attacker picks the fleet and volleys in step 3 and declares boards in step 4; the
    defender fires Interceptors (step 2), volleys (5) and boards (6); step 1 is the attacker's to
    close, every other commander answering its response window (ruling H7); Escorts choose defender
    first (step 7)."""
    w, _ids = battle_work(Piece("harpy-class-cruiser", B))
    expected = {FLEET: B, START: B, ATTACK: B, ATTACK_BOARD: B, INTERCEPT: A, DEFEND: A, DEFEND_BOARD: A,
                BOARDING: B}
    for step, seat in expected.items():
        w.eng = evolve(w.eng, step=step)
        assert E.deciding(w) == seat, step
    for seat in (A, B):
        w.eng = evolve(w.eng, step=ESCORT, escort_seat=seat)
        assert E.deciding(w) == seat
    w.eng = None
    assert E.deciding(w) is None


def test_only_the_fleet_acts_for_the_attacker_never_ships_left_at_home_nor_fighters_in_a_bay():
    """6.4.2: ships left at the attacker's station take no part; 2.5.1.1: a Fighter Wing in a bay
    cannot act; Marines and the station itself do not volley for the attacker (2.2)."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A),
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


def test_a_station_with_the_stellar_war_gate_joins_its_commanders_attack():
    """2.2's exception: with Stellar War Gate the attacker's station volleys in step 3."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B))
    assert E.shooters(w) == [ids[3]]
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B),
                         Piece("stellar-war-gate", B, host=1))
    assert E.shooters(w) == [ids[1], ids[3]]
    assert E._war_gate(w, B) is True and E._war_gate(w, A) is False


def test_the_attacker_sends_ships_in_open_space_and_launches_once_one_is_sent():
    """5.5.2: any number of ships go; Fighter Wings in a bay go with their carrier."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("king-fisher-class-cruiser", B),
                         Piece("sparrow-fighter-wing", B, host=3), Piece("sons-of-orion", B, host=3), step=FLEET,
                         fleet=())
    _harpy, king, _sparrow, _sons = ids[2:]
    assert E.legal(w, B) == [Action(B, "send", (king,))]
    assert E.legal(w, A) == []
    E.act(w, Action(B, "send", (king,)))
    assert w.eng.fleet == (king,)
    assert texts(w, "send") == ["King Fisher-class Cruiser joins the attacking fleet."]
    assert E.legal(w, B) == [Action(B, "launch")]


def test_the_launch_opens_step_1_and_the_attacker_closes_it():
    """6.6 step 1 and ruling H7: the fleet jumps and step 1 waits for the attacker; a pass takes the
    engagement to the Interceptor step (the other commanders answer step 1's response window)."""
    w, _ids = battle_work(Piece("harpy-class-cruiser", B), Piece("zephyr-squadron", A), step=FLEET, players=3)
    E.act(w, Action(B, "launch"))
    assert texts(w, "launch") == ["Commander B's fleet of 1 jumps to Commander A's station."]
    assert w.eng.step == START and E.deciding(w) == B
    assert E.legal(w, B) == [Action(B, "pass")] and E.legal(w, A) == E.legal(w, C) == []
    E.act(w, Action(B, "pass"))
    assert texts(w, "pass") == ["Commander B passes."]
    assert w.eng.step == INTERCEPT and texts(w, "step")[0] == "Interceptor fire."
    assert E.deciding(w) == A


def test_the_start_of_an_engagement_announces_the_attack():
    """5.5.1: the attack is declared on one commander."""
    w, _ids = battle_work(Piece("harpy-class-cruiser", B))
    w.eng = None
    E.begin(w, B, A)
    assert w.eng == Engagement(B, A)
    assert texts(w, "engage") == ["Commander B declares an attack on Commander A."]
    assert w.events[-1].data == {"attacker": B, "defender": A}


def test_passing_ends_the_step_for_every_unit_that_has_not_acted():
    """6.6: the attacker's step 3 ends, boards are next (none possible: step 5, the defender's)."""
    w, _ids = battle_work(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B))
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


def test_a_retreating_ship_cannot_act_again_and_escapes_at_the_end_of_the_round():
    """6.6 steps 3 and 9: a ship that retreats neither fires nor boards; if it survives step 9 it is
    home safe; with nothing else in the fleet the engagement ends."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B),
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


def test_the_engagement_ends_when_the_attacking_fleet_is_gone():
    """6.6 step 9 (a): the attacking fleet destroyed ends the engagement."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B))
    w.remove_unit(ids[3])
    E.advance(w)
    assert w.eng is None and w.phase == DISCARD


def test_the_engagement_waits_for_a_commander_who_may_still_play_a_card():
    """Ruling H7: a step with nothing else to do waits for the pass of a commander holding a card."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B))
    w.eng = evolve(w.eng, acted=(ids[3],))
    w.can_play = lambda w, seat: seat == B
    E.advance(w)
    assert w.eng.step == ATTACK and E.legal(w, B) == [Action(B, "pass")]
    w.can_play = lambda w, seat: False
    E.advance(w)
    assert w.eng.step == DEFEND


def test_a_war_gate_station_volleys_but_never_retreats():
    """2.2 (Stellar War Gate) and 6.6 step 3: retreat is for ships of the attacking fleet."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B),
                         Piece("stellar-war-gate", B, host=1))
    assert kinds(E.legal(w, B), "retreat") == [(ids[3],)]
    assert (ids[1], ids[2]) in kinds(E.legal(w, B), "aim")


def test_a_ship_that_escaped_is_not_retreating_any_more_in_the_next_round():
    """6.6 step 9: a retreating ship that survives the round is home; the next round starts with no
    ship retreating, so the end of that round has nobody to send home again."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B),
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


def test_the_engagement_and_the_turn_name_whose_decision_it_is():
    """6.6: the engagement waits for the commander of its step (the defender volleys in step 5); out of
    an engagement the commander whose turn it is decides the phase."""
    state, _ids = arrange(STATIONS, phase=LOGISTICS, turn=B)
    assert GAME.pending(state) == (Decision(B, LOGISTICS, "Your logistics phase"),)
    state, _ids = arrange(STATIONS, engagement=Engagement(A, B, step="defend", round=2))
    assert GAME.pending(state) == (Decision(B, "defend", "Engagement: defend"),)
    state, _ids = arrange(STATIONS, engagement=Engagement(B, A, step=FLEET), turn=B)
    assert GAME.pending(state) == (Decision(B, FLEET, "Engagement: fleet"),)


def test_declaring_an_attack_starts_the_engagement_with_the_fleet_to_choose():
    state, _ids = phase_position(ENGAGEMENT)
    state, events = apply_with_dice(state, action_of_a("engage", B))
    assert (state.engagement.attacker, state.engagement.defender, state.engagement.step) == (A, B, FLEET)
    assert event_texts(events, "engage") == ["Commander A declares an attack on Commander B."]
    assert GAME.pending(state) == (Decision(A, FLEET, "Engagement: fleet"),)


def test_choosing_the_fleet_is_all_the_attacker_does_before_it_jumps():
    """5.5.2: while the fleet is chosen, no card is played and no Fighter Wing launches."""
    state, ids = battle_position(FLEET)
    assert legal(state, A) == [action_of_a("send", ids[2])]


def test_a_fighter_wing_of_the_fleet_launches_into_open_space_and_fights_with_it():
    """2.5.1.2: a Wing in a bay may launch at any time; launched from a ship of the attacking fleet it
    is part of the fleet; a Wing at A's own station is not in this engagement. A launch in combat is
    no reassignment (ruling H23). 6.8: the attacker's cards may be played as well."""
    state, ids = battle_position(ATTACK)
    kf, sparrow = ids[2], ids[3]
    offered = legal(state, A)
    assert [a for a in offered if a.kind == "assign"] == [action_of_a("assign", sparrow, None)]
    assert action_of_a("play", "supply-convoy#0.1") in offered
    assert action_of_a("play", "concentrated-fire#0.1", kf) in offered
    state, events = apply_with_dice(state, action_of_a("assign", sparrow, None))
    assert unit(state, sparrow).host is None and state.engagement.fleet == (kf, sparrow)
    assert state.commanders[A].moved == ()
    assert event_texts(events, "assign") == ["Sparrow Fighter Wing moves into open space."]


def test_a_defending_fighter_wing_launches_without_joining_the_attacking_fleet():
    state, ids = battle_position("defend")
    state, _events = apply_with_dice(state, Action(B, "assign", (ids[6], None)))
    assert unit(state, ids[6]).host is None and state.engagement.fleet == (ids[2],)


def test_nothing_launches_folds_or_is_played_while_a_volley_is_declared():
    """Ruling H7: never in the middle of declaring a volley, nor while a Stoic unit owes its last one."""
    state, _ids = battle_position(ATTACK, shooter="king-fisher-class-cruiser#0.1", dice=3)
    assert {a.kind for a in legal(state, A)} <= {"aim", "fire"}
    state, _ids = battle_position("defend", stoic=("harpy-class-cruiser#1.1",))
    assert GAME.pending(state)[0].seat == B
    assert not [a for a in legal(state, B) if a.kind in ("assign", "fold", "play")]
    state, _ids = battle_position("defend")
    assert {a.kind for a in legal(state, B)} >= {"assign", "fold"}


def test_only_the_commander_the_engagement_waits_for_acts():
    """6.6: in the attacker's volley step the defender has nothing to do, not even a card (H7)."""
    state, _ids = battle_position(ATTACK)
    state = with_commander(state, B, hand=("supply-convoy#1.1",))
    assert legal(state, B) == []
    assert GAME.validate(state, Action(B, "play", ("supply-convoy#1.1",))).code == "not-your-decision"


def test_the_fleet_is_chosen_ship_by_ship_then_jumps():
    """5.5.2: ships of the attacker's in open space join the fleet; once it has one, it may jump."""
    state, ids = battle_position(FLEET)
    state, _events = apply_with_dice(state, action_of_a("send", ids[2]))
    assert state.engagement.fleet == (ids[2],) and action_of_a("launch") in legal(state, A)


def test_a_card_that_ends_the_fight_ends_the_engagement():
    """6.6 and 6.3: B plays Solar Flare in its volley step; the attacking fleet, a lone Sparrow in
    open space, is destroyed, and with no attacking ship left the engagement is over."""
    state, ids = arrange([*STATIONS, Piece("sparrow-fighter-wing", A), Piece("harpy-class-cruiser", B)],
                         hands=[(), ("solar-flare",)])
    state = evolve(state, engagement=Engagement(A, B, step="defend", round=2, fleet=(ids[2],)))
    state, events = apply_with_dice(state, Action(B, "play", ("solar-flare#1.1",)))
    assert state.engagement is None and state.phase == DISCARD and unit(state, ids[2]) is None
    assert event_texts(events, "destroyed") == ["Sparrow Fighter Wing is destroyed."]


def test_an_engagement_step_with_nothing_to_do_still_waits_for_a_card_that_could_be_played():
    """Ruling H7: A's Harpy carries no Marines, so A has no board to declare after its volley step;
    holding Evasive Manoeuvres (a Tactic A could play), A is still asked, else B's step comes."""
    for hand, step, seat in (((), "defend", B), (("evasive-manoeuvres",), "attack-board", A)):
        state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A)], hands=[hand])
        state = evolve(state, engagement=Engagement(A, B, step=ATTACK, round=2, fleet=(ids[2],)))
        state, _events = apply_with_dice(state, action_of_a("pass"))
        assert state.engagement.step == step and GAME.pending(state)[0].seat == seat


def test_only_a_commander_with_a_ship_in_open_space_may_declare_an_attack():
    """5.5.1-5.5.2: an attack needs a fleet; a Fighter Wing in a bay must launch first, so with only
    that A may skip but not engage. With a ship, A may attack any commander still in the game."""
    state, _ids = arrange([*STATIONS, Piece("zephyr-squadron", A, host=0)], phase=ENGAGEMENT, turn=A)
    assert [a.kind for a in GAME.legal_actions(state, A) if a.kind in ("engage", "skip")] == ["skip"]
    state, _ids = arrange([*THREE, Piece("harpy-class-cruiser", A)], players=3, phase=ENGAGEMENT, turn=A)
    state = with_commander(state, C, alive=False)
    engage = [a for a in GAME.legal_actions(state, A) if a.kind == "engage"]
    assert engage == [Action(A, "engage", (B,))]
    state, _ids = arrange([*STATIONS, Piece("harpy-class-cruiser", B)], phase=ENGAGEMENT, turn=A)
    assert not [a for a in GAME.legal_actions(state, A) if a.kind == "engage"]


def test_a_commanders_ships_are_those_in_open_space_under_his_control():
    """Who may engage (5.5.1) asks for them: Fighter Wings in a bay are aboard, not in open space."""
    from tabletop.games.hull_breach.turns import ships_of

    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A), Piece("zephyr-squadron", A, host=0),
                          Piece("harpy-class-cruiser", B), Piece("zephyr-squadron", A)], phase=ENGAGEMENT, turn=A)
    w = Work(state, GAME.by_id)
    assert ships_of(w, A) == [ids[2], ids[5]] and ships_of(w, B) == [ids[4]]
