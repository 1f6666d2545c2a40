"""Hull Breach! Events and Tactics (book 2.6 Events, 2.7 Tactics, 5.1 and 4.6 the set-up turn, 6.4.4
cards in an engagement, 6.6 step 1, 6.8 timing, 9.7 compulsory damage; ruling H7): when each card may
be played and by whom, what each Event and Tactic does, and compulsory wounds."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.effects import _compulsory, choices, play, timing_ok
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import (
    ATTACK,
    DEFEND,
    DISCARD,
    FLEET,
    MANUFACTURING,
    SETUP,
    START,
    Engagement,
    Prompt,
    Window,
)
from tabletop.games.hull_breach.work import Work
from tests.games.hull_breach.support import (
    CARDS_BY_ID,
    STATIONS,
    A,
    B,
    C,
    action_of_a,
    apply,
    battle_open_to_cards,
    crafted_from_set,
    game_work,
    legal,
    run,
    unit,
    work,
)


def battle_with_hands(*pieces, step=ATTACK, hands=((), ()), players=2, **kw):
    """Both stations and ``pieces``; B attacks A with B's ships in open space."""
    extra = [Piece("meridian-exchange-tower", C)] if players == 3 else []
    state, ids = arrange([*STATIONS, *extra, *pieces], hands=hands, turn=B, players=players, **kw)
    first = len(STATIONS) + len(extra)
    fleet = tuple(ids[i + first] for i, p in enumerate(pieces) if p.seat == B and p.host is None)
    return evolve(state, engagement=Engagement(B, A, step=step, round=2, fleet=fleet, window=(B, A))), ids


def test_supply_convoy_industrial_sabotage_and_windfall():
    state, _ids = arrange(STATIONS, hands=[("supply-convoy", "industrial-sabotage", "windfall-contract")],
                          phase=MANUFACTURING, turn=A, stockpiles=[(10, 10), (10, 10)])
    convoy, sabotage, windfall = state.commanders[A].hand
    state = run(state, (Action(A, "play", (convoy,)), ()), (Action(A, "play", (sabotage, B)), ()),
                (Action(A, "play", (windfall,)), ()))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (10 + 3 - 1, 10 - 1 - 2 + 4)
    assert state.commanders[B].resource == 7


def test_only_events_that_say_so_are_played_in_the_setup_turn():
    state, _ids = arrange(STATIONS, hands=[("windfall-contract", "supply-convoy")], phase="setup", turn=A)
    state = evolve(state, commanders=tuple(evolve(c, ready=False) for c in state.commanders))
    windfall, convoy = state.commanders[A].hand
    legal = GAME.legal_actions(state, A)
    assert Action(A, "play", (windfall,)) in legal and Action(A, "play", (convoy,)) not in legal


def test_solar_flare_wounds_fighters_in_open_space_only():
    state, ids = arrange([*STATIONS, Piece("zephyr-squadron", A), Piece("zephyr-squadron", A, host=0)],
                         hands=[("solar-flare",)], phase=MANUFACTURING, turn=A)
    state = run(state, (Action(A, "play", (state.commanders[A].hand[0],)), ()))
    assert unit(state, ids[2]) is None and unit(state, ids[3]) is not None


def test_an_unexpected_turn_of_events_deploys_a_searched_card_at_cost_and_shuffles():
    state, _ids = arrange(STATIONS, hands=[("an-unexpected-turn-of-events",)], phase=MANUFACTURING, turn=A,
                          stockpiles=[(20, 20), (0, 0)])
    shipyard = ("harpy-class-cruiser#0.9", "zephyr-squadron#0.9")
    state = evolve(state, commanders=(evolve(state.commanders[A], shipyard=shipyard), state.commanders[B]))
    state = run(state, (Action(A, "play", (state.commanders[A].hand[0],)), ()),
                (Action(A, "take", ("harpy-class-cruiser#0.9", None)), ()))
    assert unit(state, "harpy-class-cruiser#0.9") is not None
    assert (state.commanders[A].resource, state.commanders[A].currency) == (20 - 2 - 5, 20 - 3 - 4)


def test_diplomacy_first_calls_off_the_attack_and_shipboard_spies_empties_a_hand():
    state, _ids = battle_open_to_cards(Piece("harpy-class-cruiser", B), step=START, hands=[("diplomacy-first", "supply-convoy"),
                                                                             ("shipboard-spies",)])
    spies = state.commanders[B].hand[0]
    state = run(state, (Action(B, "play", (spies,)), ()))
    assert state.commanders[A].hand == ()
    state, _ids = battle_open_to_cards(Piece("harpy-class-cruiser", B), step=START, hands=[("diplomacy-first",), ()])
    diplomacy = state.commanders[A].hand[0]
    state = run(evolve(state, window=Window()), (Action(A, "play", (diplomacy,)), ()))   # A answers step 1's window
    assert state.engagement is None and state.phase == DISCARD


def test_concentrated_fire_and_evasive_manoeuvres():
    state, ids = battle_open_to_cards(Piece("dragon-class-battleship", A), Piece("harpy-class-cruiser", B),
                                      hands=[(), ("concentrated-fire", "evasive-manoeuvres")])
    dragon, harpy = ids[2:]
    fire, evasive = state.commanders[B].hand
    state = run(state, (Action(B, "play", (fire, harpy)), ()), (Action(B, "play", (evasive, harpy)), ()))
    assert game_work(state).defense(harpy) == 9
    state = run(state, *[(Action(B, "aim", (harpy, dragon)), ()) for _ in range(5)],
                (Action(B, "fire", (harpy,)), (5, 5, 4, 2, 3)))
    assert unit(state, dragon).wounds == 2


def test_last_stand_and_boarding_rush():
    state, ids = battle_open_to_cards(Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=2),
                                      hands=[(), ("last-stand", "boarding-rush")])
    stand, rush = state.commanders[B].hand
    state = run(state, (Action(B, "play", (stand,)), ()), (Action(B, "play", (rush,)), ()))
    w = game_work(state)
    assert w.has(ids[2], "stoic") and w.attack(ids[3]) == 4


def test_in_the_set_up_turn_only_events_that_say_so_are_played():
    """5.1 and 4.6: no Tactic and no Event in the set-up turn unless the card says it may be."""
    state, _ids = arrange(STATIONS, phase=SETUP, turn=A)
    w = work(state)
    assert timing_ok(w, A, CARDS_BY_ID["windfall-contract"])
    assert not timing_ok(w, A, CARDS_BY_ID["supply-convoy"])
    assert not timing_ok(w, A, crafted_from_set("ambush", effects=({**CARDS_BY_ID["ambush"].effects[0], "when": "setup"},)))


def test_events_at_any_time_but_not_in_the_middle_of_a_volley():
    """2.6 and ruling H7: an Event that names no time is played at any time, in or out of an
    engagement, but never between declaring a volley's dice and rolling them."""
    state, _ids = arrange(STATIONS, phase=MANUFACTURING, turn=A)
    assert timing_ok(work(state), A, CARDS_BY_ID["supply-convoy"])
    state, ids = battle_with_hands(Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", A))
    assert timing_ok(work(state), B, CARDS_BY_ID["supply-convoy"])
    aiming = evolve(state, engagement=evolve(state.engagement, shooter=ids[2]))
    assert not timing_ok(work(aiming), B, CARDS_BY_ID["supply-convoy"])


def test_tactics_only_in_an_engagement_by_its_two_commanders_and_not_mid_volley():
    """2.7 and 6.4.4: a Tactic is played only in an engagement, by the attacker or the defender (no
    card of the set says a bystander may, ruling H7), not while the fleet is being chosen, not in the
    middle of a volley, not while a Stoic last volley is owed."""
    tactic = CARDS_BY_ID["concentrated-fire"]
    state, _ids = arrange(STATIONS, phase=MANUFACTURING, turn=A)
    assert not timing_ok(work(state), A, tactic)
    state, ids = battle_with_hands(Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", A), players=3)
    w = work(state)
    assert timing_ok(w, A, tactic) and timing_ok(w, B, tactic) and not timing_ok(w, C, tactic)
    eng = state.engagement
    for changed in (evolve(eng, shooter=ids[3]), evolve(eng, stoic=(ids[4],)), evolve(eng, step=FLEET)):
        assert not timing_ok(work(evolve(state, engagement=changed)), B, tactic)
    assert timing_ok(work(evolve(state, engagement=evolve(eng, step=DEFEND))), B, tactic)


def test_start_of_engagement_cards_only_in_step_1_and_by_any_commander_the_card_allows():
    """6.6 step 1: "any Commander" may deploy a card that says "start of an engagement", in step 1
    only. An Event of that kind is open to all (2.6); a Tactic only to the two engaged commanders
    unless it says it goes into any engagement (2.7: Ambush, for a commander it names); what the
    card does may still need its player in the engagement (Shipboard Spies' "opposing Commander")."""
    state, _ids = battle_with_hands(Piece("harpy-class-cruiser", B), step=START, players=3)
    w = work(state)
    for card in (CARDS_BY_ID["shipboard-spies"], CARDS_BY_ID["ambush"]):
        assert timing_ok(w, A, card) and timing_ok(w, B, card) and timing_ok(w, C, card)
        later = work(evolve(state, engagement=evolve(state.engagement, step=ATTACK)))
        assert not timing_ok(later, B, card)
    assert not timing_ok(w, C, CARDS_BY_ID["concentrated-fire"])
    spies = "shipboard-spies#2.1"
    assert choices(w, A, spies) == choices(w, B, spies) == [()] and choices(w, C, spies) == []
    state, _ids = arrange(STATIONS, phase=MANUFACTURING, turn=A)
    assert not timing_ok(work(state), A, CARDS_BY_ID["shipboard-spies"])


def test_a_bystander_plays_ambush_at_the_start_of_someone_elses_engagement():
    """6.6 step 1 ("any Commander may deploy") and Ambush's "at the start of any engagement": C is
    not in B's attack on A, yet is asked in step 1 and names A, whose ships gain Interceptor +3."""
    state, ids = battle_with_hands(Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", A), step=FLEET,
                                   hands=((), (), ("ambush",)), players=3)
    state = evolve(state, engagement=evolve(state.engagement, fleet=(ids[3],)))
    state = run(state, (Action(B, "launch"), ()))
    assert [d.seat for d in GAME.pending(state)] == [C, B]          # C answers step 1's window first
    ambush = state.commanders[C].hand[0]
    state = run(state, (Action(C, "play", (ambush, A)), ()))
    assert game_work(state).traits(ids[4]).get("interceptor") == 3
    state = run(state, (Action(B, "pass"), ()))
    assert state.engagement.step == "intercept"


def test_an_event_for_during_an_engagement_waits_for_one_and_for_the_volley_to_be_rolled():
    """6.4.4: a card that says it is played during an engagement needs one, is played by its two
    commanders, and never between declaring and rolling a volley (ruling H7)."""
    card = crafted_from_set("supply-convoy", effects=({**CARDS_BY_ID["supply-convoy"].effects[0], "when": "during-engagement"},))
    state, _ids = arrange(STATIONS, phase=MANUFACTURING, turn=A)
    assert not timing_ok(work(state), A, card)
    state, ids = battle_with_hands(Piece("harpy-class-cruiser", B), players=3)
    w = work(state)
    assert timing_ok(w, A, card) and timing_ok(w, B, card) and not timing_ok(w, C, card)
    aiming = evolve(state, engagement=evolve(state.engagement, shooter=ids[3]))
    assert not timing_ok(work(aiming), B, card)


def test_diplomacy_first_only_for_the_defender_and_shipboard_spies_only_in_an_engagement():
    """Diplomacy First calls off an attack on you (D1), so only the defender plays it; Shipboard Spies
    needs an engagement, with an opposing hand to empty."""
    state, _ids = battle_with_hands(Piece("harpy-class-cruiser", B), step=START)
    w = work(state)
    diplomacy, spies = "diplomacy-first#0.9", "shipboard-spies#1.9"
    assert choices(w, A, diplomacy) == [()] and choices(w, B, diplomacy) == []
    assert choices(w, B, spies) == [()]
    state, _ids = arrange(STATIONS, phase=MANUFACTURING, turn=A)
    assert choices(work(state), A, diplomacy) == [] and choices(work(state), A, spies) == []


def test_an_event_against_an_opponent_names_one_still_in_the_game():
    """Industrial Sabotage takes from an opposing commander: one choice per opponent still in the
    game; a gain for oneself (Supply Convoy) names nobody."""
    state, _ids = arrange([*STATIONS, Piece("meridian-exchange-tower", C)], players=3, phase=MANUFACTURING, turn=A)
    assert choices(work(state), A, "industrial-sabotage#0.9") == [(B,), (C,)]
    assert choices(work(state), A, "supply-convoy#0.9") == [()]
    cmds = list(state.commanders)
    cmds[B] = evolve(cmds[B], alive=False)
    state = evolve(state, commanders=tuple(cmds))
    assert choices(work(state), A, "industrial-sabotage#0.9") == [(C,)]


def test_a_search_needs_a_shipyard_and_ambush_names_any_commander_still_in_the_game():
    """An Unexpected Turn of Events searches the shipyard (8.3), so it needs one; Ambush names a
    commander (D2: the book's defender names himself), any still in the game."""
    state, _ids = battle_with_hands(Piece("harpy-class-cruiser", B), step=START, players=3)
    w = work(state)
    assert choices(w, A, "an-unexpected-turn-of-events#0.9") == []
    w.set_cmd(A, shipyard=("harpy-class-cruiser#0.9",))
    assert choices(w, A, "an-unexpected-turn-of-events#0.9") == [()]
    assert choices(w, A, "ambush#0.9") == [(A,), (B,), (C,)]
    assert choices(w, A, "last-stand#0.9") == [()] and choices(w, A, "boarding-rush#0.9") == [()]
    assert choices(w, A, "solar-flare#0.9") == [()]


def test_the_bigger_they_are_sacrifices_an_own_fighter_wing_for_an_opposing_ship_in_the_fight():
    """D2 (6.5's tactic): sacrifice one of your Fighter Wings local to the engagement to destroy an
    opposing ship there; never a ship in a bay, never one that stayed home, never your own."""
    state, ids = battle_with_hands(Piece("thrush-fighter-wing", A), Piece("harpy-class-cruiser", A),
                                   Piece("zephyr-squadron", A, host=0), Piece("harpy-class-cruiser", B),
                                   Piece("zephyr-squadron", B), Piece("king-fisher-class-cruiser", B),
                                   Piece("sparrow-fighter-wing", B, host=7), Piece("valkyrie-class-battleship", B))
    thrush, harpy_a, bay_a, harpy_b, zephyr_b, kingfisher = ids[2:8]
    valkyrie_home = ids[9]          # stays at B's station (6.4.2)
    state = evolve(state, engagement=evolve(state.engagement, fleet=(harpy_b, zephyr_b, kingfisher)))
    w = work(state)
    assert w.in_engagement(thrush) and not w.in_engagement(valkyrie_home)
    assert choices(w, A, "the-bigger-they-are#0.9") == [
        (thrush, harpy_b), (thrush, zephyr_b), (thrush, kingfisher),
        (bay_a, harpy_b), (bay_a, zephyr_b), (bay_a, kingfisher)]
    sparrow_b = ids[8]          # in the King-fisher's bay, in the fight with her: B's to sacrifice
    assert choices(w, B, "the-bigger-they-are#1.9") == [
        (zephyr_b, thrush), (zephyr_b, harpy_a), (sparrow_b, thrush), (sparrow_b, harpy_a)]
    assert harpy_a not in {f for f, _t in choices(w, A, "the-bigger-they-are#0.9")}


def test_a_one_ship_tactic_names_an_own_ship_in_the_engagement():
    """Concentrated Fire and Evasive Manoeuvres name "one of your ships": B's ships in the fight, not
    B's Marines, not A's ships."""
    state, ids = battle_with_hands(Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=2),
                                   Piece("zephyr-squadron", B), Piece("harpy-class-cruiser", A))
    w = work(state)
    assert choices(w, B, "concentrated-fire#1.9") == [(ids[2],), (ids[4],)]
    assert choices(w, B, "evasive-manoeuvres#1.9") == [(ids[2],), (ids[4],)]
    assert choices(w, A, "evasive-manoeuvres#0.9") == [(ids[5],)]


def test_a_played_event_is_paid_announced_and_goes_to_the_scrapheap():
    """2.6: pay, resolve, then the card goes to the scrapheap; Supply Convoy gains 3 Resource."""
    state, _ids = arrange(STATIONS, hands=[("supply-convoy",)], phase=MANUFACTURING, turn=A, stockpiles=[(4, 4)])
    convoy = state.commanders[A].hand[0]
    state, events = apply(state, Action(A, "play", (convoy,)))
    a = state.commanders[A]
    assert a.hand == () and a.scrapheap == (convoy,) and (a.resource, a.currency) == (7, 3)
    assert [(e.kind, e.text) for e in events] == [
        ("play", "Commander A plays Supply Convoy."), ("gain", "Commander A's stockpile: 7 Resource, 3 Currency.")]
    assert [e.data for e in events] == [{"seat": A, "card": convoy}, {"seat": A}]


def test_industrial_sabotage_takes_from_the_named_commander_never_below_zero():
    """9.28: a stockpile never falls below 0: Sabotage takes 3 Resource from B, who had 2."""
    state, _ids = arrange(STATIONS, hands=[("industrial-sabotage",)], phase=MANUFACTURING, turn=A,
                          stockpiles=[(10, 10), (2, 5)])
    card = state.commanders[A].hand[0]
    state, events = apply(state, Action(A, "play", (card, B)))
    assert (state.commanders[B].resource, state.commanders[B].currency) == (0, 5)
    assert (state.commanders[A].resource, state.commanders[A].currency) == (9, 8)
    assert [(e.text, e.data) for e in events if e.kind == "gain"] == [
        ("Commander B's stockpile: 0 Resource, 5 Currency.", {"seat": B})]


def test_a_card_played_in_an_engagement_is_remembered_by_it():
    """6.8: the engagement keeps the cards played into it (a volley bonus is named by its card)."""
    state, ids = battle_with_hands(Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", A),
                                   hands=((), ("concentrated-fire", "evasive-manoeuvres")))
    fire, evasive = state.commanders[B].hand
    state, _ = apply(state, Action(B, "play", (fire, ids[2])))
    state, _ = apply(state, Action(B, "play", (evasive, ids[2])))
    eng = state.engagement
    assert eng.played == (fire, evasive)
    assert eng.bonus == ((ids[2], "result", 2),)
    assert eng.mods == ((ids[2], "defense", 2),)
    assert state.commanders[B].scrapheap == (fire, evasive)


def test_shipboard_spies_empties_the_other_commanders_hand_whoever_plays_it():
    """Shipboard Spies (6.8's example): the opposing commander of the engagement discards the hand,
    to the scrapheap, and the table is told which cards went."""
    state, _ids = battle_with_hands(Piece("harpy-class-cruiser", B), step=START,
                                    hands=(("shipboard-spies",), ("supply-convoy", "diplomacy-first")))
    w = work(state)
    spies = w.cmd[A].hand[0]
    hand_b = w.cmd[B].hand
    play(w, A, spies, ())
    assert w.cmd[B].hand == () and w.cmd[B].scrapheap == hand_b
    assert [e.text for e in w.events if e.kind == "discard"] == [
        "Commander B discards their hand (2 cards): Supply Convoy, Diplomacy First."]
    assert [(e.data["seat"], e.data["cards"]) for e in w.events if e.kind == "discard"] == [(B, hand_b)]
    state, _ids = battle_with_hands(Piece("harpy-class-cruiser", B), step=START, hands=((), ("shipboard-spies",)))
    w = work(state)
    play(w, B, w.cmd[B].hand[0], ())
    assert [e.text for e in w.events if e.kind == "discard"] == [
        "Commander A discards their hand (0 cards): nothing."]


def test_diplomacy_first_ends_the_engagement_and_the_attacker_goes_to_discard():
    """6.8's example: the engagement is called off; the attacker's turn goes on to the discard step."""
    state, _ids = battle_with_hands(Piece("harpy-class-cruiser", B), step=START, hands=(("diplomacy-first",), ()))
    w = work(state)
    play(w, A, w.cmd[A].hand[0], ())
    assert w.eng is None and w.phase == DISCARD
    assert [e.text for e in w.events if e.kind == "cancel"] == [
        "The engagement is called off; the attacking fleet goes home."]


def test_an_unexpected_turn_of_events_asks_for_the_card_and_remembers_the_phase():
    """8.3: the search is a choice from the shipyard, then the play goes back to the phase."""
    state, _ids = arrange(STATIONS, hands=[("an-unexpected-turn-of-events",)], phase=MANUFACTURING, turn=A)
    w = work(state)
    w.set_cmd(A, shipyard=("harpy-class-cruiser#0.9",))
    play(w, A, w.cmd[A].hand[0], ())
    assert w.prompts == (Prompt(A, "search", resume=MANUFACTURING),)


def test_ambush_and_last_stand_grant_their_traits_for_the_engagement():
    """D2 (6.5): Ambush gives the named commander's ships and Marines Interceptor +3; Last Stand gives
    the player's ships (not Marines) Stoic, once."""
    state, ids = battle_with_hands(Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=2),
                                   Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=4), step=START,
                                   hands=(("ambush",), ("last-stand",)))
    w = work(state)
    play(w, A, w.cmd[A].hand[0], (A,))
    play(w, B, w.cmd[B].hand[0], ())
    assert w.eng.grants == ((A, "interceptor", 3, ("ship", "marine")), (B, "stoic", 1, ("ship",)))
    assert w.traits(ids[2]).get("interceptor") == 3 and w.traits(ids[3]).get("interceptor") == 3
    assert w.has(ids[4], "stoic") and not w.has(ids[5], "stoic")


def test_boarding_rush_raises_the_players_marines_attack():
    """Boarding Rush: the player's Marines get +1 attack for the engagement, the other side's do not."""
    state, ids = battle_with_hands(Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=2),
                                   Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=4),
                                   hands=((), ("boarding-rush",)))
    w = work(state)
    play(w, B, w.cmd[B].hand[0], ())
    assert w.eng.group_mods == ((B, "marine", "attack", 1),)
    assert w.attack(ids[3]) == 4 and w.attack(ids[5]) == 2 and w.attack(ids[2]) == 5


def test_the_bigger_they_are_destroys_both_ships_immediately():
    """6.7 and D2: the sacrificed Fighter Wing and the target go straight to the scrapheap, with no
    Stoic volley and nothing launching from the target's bays (immediate destruction)."""
    state, ids = battle_with_hands(Piece("thrush-fighter-wing", A), Piece("dragon-class-battleship", B),
                                   Piece("king-fisher-class-cruiser", B), Piece("sparrow-fighter-wing", B, host=4),
                                   step=DEFEND, hands=(("the-bigger-they-are",), ()))
    thrush, dragon, kingfisher, sparrow = ids[2:6]
    card = state.commanders[A].hand[0]
    state, events = apply(state, Action(A, "play", (card, thrush, dragon)))
    assert unit(state, thrush) is None and unit(state, dragon) is None
    assert state.engagement is not None and not state.engagement.stoic
    assert [e.text for e in events if e.kind == "sacrifice"] == ["Commander A sacrifices Thrush Fighter Wing."]
    assert [e.data["unit"] for e in events if e.kind == "sacrifice"] == [thrush]
    state, ids = battle_with_hands(Piece("thrush-fighter-wing", A), Piece("king-fisher-class-cruiser", B),
                                   Piece("sparrow-fighter-wing", B, host=3), Piece("harpy-class-cruiser", B),
                                   step=DEFEND, hands=(("the-bigger-they-are",), ()))
    state, _ = apply(state, Action(A, "play", (state.commanders[A].hand[0], ids[2], ids[3])))
    assert unit(state, ids[3]) is None and unit(state, ids[4]) is None
    assert unit(state, ids[5]) is not None and kingfisher and sparrow


def test_solar_flare_wounds_every_fighter_wing_in_open_space_on_both_sides():
    """9.7 and 2.5.1.1: Solar Flare is one compulsory wound on every Fighter Wing in open space
    (both commanders'), none on a Fighter Wing in a bay, none on other ships or the stations."""
    state, ids = arrange([*STATIONS, Piece("zephyr-squadron", A), Piece("zephyr-squadron", A, host=0),
                          Piece("sparrow-fighter-wing", B), Piece("harpy-class-cruiser", A),
                          Piece("harpy-class-cruiser", B)],
                         hands=[("solar-flare",)], phase=MANUFACTURING, turn=A)
    state, _events = apply(state, Action(A, "play", (state.commanders[A].hand[0],)))
    assert unit(state, ids[2]) is None and unit(state, ids[4]) is None
    assert unit(state, ids[3]).wounds == 0
    assert [unit(state, ids[i]).wounds for i in (0, 1, 5, 6)] == [0, 0, 0, 0]
    assert ids[2] in state.commanders[A].scrapheap and ids[4] in state.commanders[B].scrapheap


def test_a_compulsory_wound_short_of_the_unit_s_wounds_only_marks_it():
    """9.39 with 9.7: a compulsory wound that leaves the unit below its wounds does not destroy it."""
    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B, wounds=1)],
                         phase=MANUFACTURING, turn=A)
    w = work(state)
    _compulsory(w, {"target": {"units": ["ship"]}, "value": 2})
    assert w.units[ids[2]].wounds == 2 and ids[3] not in w.units
    assert w.units[ids[0]].wounds == 0 and w.units[ids[1]].wounds == 0       # stations are not ships
    w = work(state)
    _compulsory(w, {"target": {"units": ["ship"]}})
    assert w.units[ids[2]].wounds == 1 and w.units[ids[3]].wounds == 2


def test_a_resistant_unit_shrugs_off_compulsory_wounds():
    """3.4.9 and 9.7: Resistant ignores every wound not rolled on volley dice, and the table is told."""
    state, ids = arrange([*STATIONS, Piece("roc-class-battleship", A), Piece("harpy-class-cruiser", A)],
                         phase=MANUFACTURING, turn=A)
    w = work(state)
    _compulsory(w, {"target": {"units": ["ship"]}, "value": 1})
    assert w.units[ids[2]].wounds == 0 and w.units[ids[3]].wounds == 1
    resist = [e for e in w.events if e.kind == "resist"]
    assert [(e.text, e.data) for e in resist] == [
        ("Roc-class Battleship is Resistant and shrugs it off.", {"unit": ids[2], "traits": ("resistant",)})]


def test_a_compulsory_wound_naming_no_target_reaches_every_unit_but_bays():
    """9.7: an effect with no target spec reaches every unit on the battlefield, except Fighter Wings
    in a bay (2.5.1.1)."""
    state, ids = arrange([*STATIONS, Piece("zephyr-squadron", A, host=0), Piece("sons-of-orion", A, host=0)],
                         phase=MANUFACTURING, turn=A)
    w = work(state)
    _compulsory(w, {})
    assert [w.units[ids[i]].wounds for i in (0, 1, 3)] == [1, 1, 1] and w.units[ids[2]].wounds == 0


def test_a_ship_destroyed_by_compulsory_wounds_takes_the_fighters_in_its_bays_with_it():
    """9.39 and 6.7: compulsory damage is caused immediately, so a ship it destroys goes at once and
    the Fighter Wings in her bays do not launch (2.5.1.1 keeps them out of the card's reach)."""
    state, ids = arrange([*STATIONS, Piece("king-fisher-class-cruiser", B, wounds=2),
                          Piece("sparrow-fighter-wing", B, host=2)], phase=MANUFACTURING, turn=A)
    w = work(state)
    _compulsory(w, {"target": {"units": ["ship"]}, "value": 1})
    assert ids[2] not in w.units and ids[3] not in w.units
    assert not [e for e in w.events if e.kind == "launch"]
    assert ids[3] in w.cmd[B].scrapheap


def test_ambush_may_name_another_commander():
    """D2 (6.5): Ambush names a commander, not necessarily the one playing it: that commander's ships
    and Marines gain Interceptor +3."""
    state, ids = battle_with_hands(Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B), step=START,
                                   hands=(("ambush",), ()))
    w = work(state)
    play(w, A, w.cmd[A].hand[0], (B,))
    assert w.eng.grants == ((B, "interceptor", 3, ("ship", "marine")),)
    assert w.traits(ids[3]).get("interceptor") == 3 and not w.traits(ids[2]).get("interceptor")


def test_played_grants_and_modifiers_follow_what_the_card_says():
    """D1: a played card's structured effect is read as written: a trait grant naming no units is for
    ships; a one-ship modifier may raise attack as well as defense; a group modifier may raise
    defense as well as attack (variants of Last Stand, Evasive Manoeuvres and Boarding Rush)."""
    stand = dict(CARDS_BY_ID["last-stand"].effects[0])
    stand["applies_to"] = {"whose": "own", "where": "local"}
    evasive = {**CARDS_BY_ID["evasive-manoeuvres"].effects[0], "attack": 1}
    rush = {**CARDS_BY_ID["boarding-rush"].effects[0], "defense": 2}
    cards = {**GAME.by_id, "last-stand": crafted_from_set("last-stand", effects=(stand,)),
             "evasive-manoeuvres": crafted_from_set("evasive-manoeuvres", effects=(evasive,)),
             "boarding-rush": crafted_from_set("boarding-rush", effects=(rush,))}
    state, ids = battle_with_hands(Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=2),
                                   hands=((), ("last-stand", "evasive-manoeuvres", "boarding-rush")))
    w = Work(state, cards)
    stand_pid, evasive_pid, rush_pid = w.cmd[B].hand
    play(w, B, stand_pid, ())
    play(w, B, evasive_pid, (ids[2],))
    play(w, B, rush_pid, ())
    assert w.eng.grants == ((B, "stoic", 1, ("ship",)),)
    assert w.eng.mods == ((ids[2], "attack", 1), (ids[2], "defense", 2))
    assert w.eng.group_mods == ((B, "marine", "attack", 1), (B, "marine", "defense", 2))
    nobody = {**CARDS_BY_ID["boarding-rush"].effects[0], "applies_to": {"whose": "own", "where": "local"}}
    w = Work(state, {**GAME.by_id, "boarding-rush": crafted_from_set("boarding-rush", effects=(nobody,))})
    play(w, B, rush_pid, ())
    assert w.eng.group_mods == ()


def test_an_event_is_offered_once_per_card_and_only_when_it_can_be_paid():
    """6.8 and 2.6: two Supply Convoys in hand are one choice; it costs 1 Currency."""
    for currency, offered in ((0, []), (1, [action_of_a("play", "supply-convoy#0.1")])):
        state, _ids = arrange(STATIONS, hands=[("supply-convoy", "supply-convoy")], phase=MANUFACTURING,
                              stockpiles=[(5, currency)])
        assert [a for a in legal(state, A) if a.kind == "play"] == offered


def test_an_event_is_played_in_another_commanders_turn_through_a_response_window():
    """2.6: an Event may be played "at any time ... even during another Commander's turn": B holds
    Supply Convoy in A's Manufacturing Phase and is asked (before A goes on), plays it, and gains 3
    Resource; a window nobody answers closes when A takes her next step."""
    state, _ids = arrange(STATIONS, hands=[(), ("supply-convoy",)], phase=MANUFACTURING, turn=A,
                          stockpiles=[(10, 10), (10, 10)])
    state = evolve(state, window=Window())          # A has just taken a step
    convoy = state.commanders[B].hand[0]
    assert [(d.seat, d.kind, d.optional) for d in GAME.pending(state)] == [(B, "respond", True),
                                                                         (A, "manufacturing", False)]
    assert legal(state, B) == [Action(B, "play", (convoy,)), Action(B, "respond")]
    played, _events = apply(state, Action(B, "play", (convoy,)))
    assert played.commanders[B].resource == 13 and played.turn == A
    assert [d.seat for d in GAME.pending(played)] == [A]           # B holds nothing playable any more
    on, _events = apply(state, Action(A, "next"))                  # A goes on: the window is a new one
    assert on.window == Window() and [d.seat for d in GAME.pending(on)] == [B, A]


def test_a_commander_with_nothing_playable_is_never_asked_but_may_always_let_a_window_pass():
    """Ruling H7: the window asks only commanders holding a card playable now, clockwise from the
    active commander; every other commander may still answer it ("respond", which passes), so a table
    can offer the same key to all without showing a hand."""
    state, _ids = arrange([*STATIONS, Piece("meridian-exchange-tower", C)],
                          hands=[("supply-convoy",), (), ("shipboard-spies",)], phase=MANUFACTURING, turn=B,
                          players=3)
    state = evolve(state, window=Window())
    assert [d.seat for d in GAME.pending(state)] == [A, B]          # C's Shipboard Spies is not playable now
    assert legal(state, C) == [Action(C, "respond")]
    passed, events = apply(state, Action(C, "respond"))
    assert passed.window == Window(answered=(C,)) and legal(passed, C) == []
    assert [e.text for e in events] == ["Commander C lets it pass."]
    assert [d.seat for d in GAME.pending(passed)] == [A, B]


def test_being_asked_in_a_response_window_tells_the_other_commanders_nothing():
    """Ruling H7 with 2.6: only a commander holding a playable card is asked, so the offer is quiet
    (tables show it to that commander alone and never wait for it), a pass is heard only by the one who
    passes, and each commander's view of the window shows only their own pass, never another's."""
    state, _ids = arrange([*STATIONS, Piece("meridian-exchange-tower", C)],
                          hands=[("supply-convoy",), (), ()], phase=MANUFACTURING, turn=B, players=3)
    state = evolve(state, window=Window())
    asked = GAME.pending(state)
    assert [(d.seat, d.quiet) for d in asked] == [(A, True), (B, False)]
    passed, events = apply(state, Action(A, "respond"))
    assert [e.audience for e in events] == [frozenset({A})]
    assert all(not e.visible_to(seat) for e in events for seat in (B, C, None))
    assert GAME.view(passed, A).window.answered == (A,)
    assert GAME.view(passed, B).window.answered == () and GAME.view(passed, None).window.answered == ()
    # C, who holds nothing, may press the same key: to B the two passes look alike (nothing at all).
    both, _events = apply(passed, Action(C, "respond"))
    assert GAME.view(both, B) == GAME.view(passed, B)


def test_no_window_while_a_volley_is_declared_and_none_in_the_set_up_turn():
    """6.8 and 5.1 (ruling H7): nothing is played between declaring a volley's dice and rolling them,
    and the set-up turn has no windows."""
    state, ids = battle_with_hands(Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", A),
                                   hands=(("supply-convoy",), ()))
    state = evolve(state, window=Window())
    assert [d.seat for d in GAME.pending(state)] == [A, B]
    aiming = evolve(state, engagement=evolve(state.engagement, shooter=ids[2], dice=5))
    assert [d.seat for d in GAME.pending(aiming)] == [B] and legal(aiming, A) == []
    setup, _ids = arrange(STATIONS, hands=[("supply-convoy",), ()], phase=SETUP, turn=A)
    assert all(d.kind != "respond" for d in GAME.pending(evolve(setup, window=Window())))


@pytest.mark.slow
def test_random_games_play_events_outside_their_owners_turn_and_ask_only_holders():
    """2.6 and ruling H7 over 200 random two-commander games (enough for dozens of plays out of turn
    with the starter decks): Events are played outside their owner's turn, and every ``respond``
    decision goes to a commander who has a card to play right then."""
    out_of_turn = 0
    for seed in range(200):
        rng = random.Random(seed)
        state = GAME.new_game(seed)
        while not GAME.is_over(state):
            decisions = GAME.pending(state)
            for d in decisions:
                if d.kind == "respond":
                    assert any(a.kind == "play" for a in legal(state, d.seat)), (seed, d)
            seat = decisions[0].seat
            actions = legal(state, seat)
            action = actions[rng.randrange(len(actions))]
            if action.kind == "play" and state.phase != SETUP and seat != state.turn:
                out_of_turn += CARDS_BY_ID[action.args[0].split("#")[0]].type == "event"
            state, _events = GAME.apply(state, action, checked=False)
    assert out_of_turn > 0
