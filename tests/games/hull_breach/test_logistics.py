"""Hull Breach! Logistics Phase (book 5.3: 5.3.1 drawing up to five, 5.3.2 taxes and collections,
5.3.4 space dock repairs, 5.3.5 Breakthrus, 3.3.4 Repair in logistics, 2.5.6 transports, 8.3 shuffling
the shipyard; ruling H19)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.cards import card_set
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import DISCARD, LOGISTICS
from tabletop.games.hull_breach.work import Work
from tests.games.hull_breach.support import (
    STATIONS,
    A,
    B,
    apply,
    copies,
    crafted,
    event_texts,
    hosts_for,
    position,
    run,
    step,
    unit,
    with_commander,
)


def repaired(cards, pieces, breakthrus=()):
    """Run A's space dock (5.3.4) with the card set ``cards``; the wounds left on each piece."""
    from tabletop.games.hull_breach.turns import repair

    state, ids = arrange(pieces, breakthrus=breakthrus)
    w = Work(state, cards)
    repair(w, A)
    return [w.units[p].wounds for p in ids], w


def test_logistics_collects_gains_and_drydock_and_alloys_repair_more():
    state, ids = arrange([*STATIONS, Piece("orbital-drydock", A, host=0), Piece("pelican-class-transport", A),
                          Piece("dragon-class-battleship", A, wounds=4)], phase=DISCARD, turn=B,
                         breakthrus=[("regenerative-hull-alloys",)], stockpiles=[(0, 0), (0, 0)])
    state = run(state, (Action(B, "end"), ()))
    assert state.phase == LOGISTICS
    assert (state.commanders[A].resource, state.commanders[A].currency) == (3 + 1 + 2, 2 + 2)
    assert unit(state, ids[4]).wounds == 1            # one, +1 Drydock, +1 Alloys


def test_breakthrus_are_deployed_free_in_logistics():
    state, _ids = arrange(STATIONS, hands=[("fighter-doctrine",)], phase=LOGISTICS, turn=A, stockpiles=[(0, 0)])
    doctrine = state.commanders[A].hand[0]
    state = run(state, (Action(A, "deploy", (doctrine, None)), ()))
    assert doctrine in state.commanders[A].battlefield


def test_a_breakthru_goes_on_the_battlefield_free_in_logistics():
    """5.3.5 and ruling H8: a Breakthru is deployed at no cost, onto the battlefield, not as a unit."""
    state, _ids = position(hand=("fighter-doctrine",), stockpile=(0, 0), phase="logistics")
    doctrine = state.commanders[A].hand[0]
    assert hosts_for(state, doctrine) == [None]
    state, events = apply(state, Action(A, "deploy", (doctrine, None)))
    assert state.commanders[A].battlefield == (doctrine,) and unit(state, doctrine) is None
    assert (state.commanders[A].resource, state.commanders[A].currency) == (0, 0)
    assert [(e.text, e.data["card"], e.data["seat"]) for e in events if e.kind == "deploy"] == [
        ("Commander A deploys the Breakthru Fighter Doctrine.", doctrine, A)]


def test_a_turn_draws_up_to_five_collects_and_resets_the_once_a_turn_limits():
    """5.3 and 5.3.1: A's turn begins: A draws up to a hand of five (three, holding two), may conscript
    and reassign again (5.4.2, ruling H23), and collects (5.3.2) in the Logistics Phase."""
    state, _ids = arrange(STATIONS, phase=DISCARD, turn=B, stockpiles=[(0, 0), (0, 0)])
    state = with_commander(state, A, hand=copies("sparrow-fighter-wing", A, 2),
                           shipyard=copies("zephyr-squadron", A, 4), conscripted=True, moved=("x#0.1",))
    state = evolve(state, round=6)
    state, events = step(state, Action(B, "end"))
    a = state.commanders[A]
    assert state.turn == A and state.phase == LOGISTICS and state.round == 7
    assert a.hand == copies("sparrow-fighter-wing", A, 2) + copies("zephyr-squadron", A, 3)
    assert a.shipyard == copies("zephyr-squadron", A, 1, start=4)
    assert not a.conscripted and a.moved == ()
    assert (a.resource, a.currency) == (3, 2)
    assert event_texts(events, "turn") == ["Commander A's turn."]
    assert [e.data for e in events if e.kind == "turn"] == [{"seat": A}]
    assert event_texts(events, "collect") == ["Commander A collects 3 Resource and 2 Currency (3 and 2)."]
    kinds = [e.kind for e in events if e.kind in ("turn", "draw", "collect")]
    assert kinds == ["turn", "draw", "draw", "collect"]


def test_a_full_hand_draws_nothing_and_an_empty_shipyard_gives_what_it_has():
    """5.3.1: draw up to the hand size, never beyond it; with the shipyard exhausted, nothing more."""
    state, _ids = arrange(STATIONS, phase=DISCARD, turn=B)
    full = copies("sparrow-fighter-wing", A, 5)
    state = with_commander(state, A, hand=full, shipyard=copies("zephyr-squadron", A, 2))
    after, events = step(state, Action(B, "end"))
    assert after.commanders[A].hand == full and len(after.commanders[A].shipyard) == 2
    assert not event_texts(events, "draw")
    state = with_commander(state, A, hand=full[:1], shipyard=copies("zephyr-squadron", A, 2))
    after, _ = step(state, Action(B, "end"))
    assert after.commanders[A].hand == full[:1] + copies("zephyr-squadron", A, 2)
    assert after.commanders[A].shipyard == ()


def test_taxes_come_from_the_commanders_own_face_up_cards_only():
    """5.3.2: the station, its modules and a Transport pay their gains to the commander controlling
    them; the other commander's cards pay nothing to A (Orion Outpost's 4/3, B's Transport)."""
    state, _ids = arrange([*STATIONS, Piece("anaheim-strip-miners", A, host=0), Piece("pelican-class-transport", A),
                           Piece("pelican-class-transport", B), Piece("orbital-drydock", B, host=1)],
                          phase=DISCARD, turn=B, stockpiles=[(1, 1), (0, 0)])
    state, events = step(state, Action(B, "end"))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (1 + 3 + 2 + 2, 1 + 2 + 2)
    assert (state.commanders[B].resource, state.commanders[B].currency) == (0, 0)
    assert event_texts(events, "collect") == ["Commander A collects 7 Resource and 4 Currency (8 and 5)."]
    assert [e.data["seat"] for e in events if e.kind == "collect"] == [A]


def test_a_hijacked_transport_pays_its_new_commander():
    """9.17 with 5.3.2: a ship taken by boarders is the hijacker's to use, its gain included."""
    state, _ids = arrange([*STATIONS, Piece("pelican-class-transport", B, controller=A),
                           Piece("colonial-rangers", B, host=2, controller=A)],
                          phase=DISCARD, turn=B, stockpiles=[(0, 0), (0, 0)])
    state, _ = step(state, Action(B, "end"))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (3 + 2, 2 + 2)


def test_space_dock_repairs_one_wound_of_each_own_unit_and_all_with_repair():
    """5.3.4: one wound off each of A's damaged units (ship, station, station module, Marine);
    a unit with Repair +X (the Osprey) loses every wound; B's units wait for B's turn."""
    pieces = [Piece("skyline-defense-hq", A, wounds=2), Piece("orion-frontier-outpost", B, wounds=2),
              Piece("anaheim-strip-miners", A, host=0, wounds=1), Piece("harpy-class-cruiser", A, wounds=2),
              Piece("sons-of-orion", A, host=3, wounds=1), Piece("osprey-class-battle-cruiser", A, wounds=3),
              Piece("harpy-class-cruiser", B, wounds=2), Piece("seagull-class-cruiser", A)]
    state, ids = arrange(pieces, phase=DISCARD, turn=B)
    state, events = step(state, Action(B, "end"))
    assert [unit(state, ids[i]).wounds for i in range(8)] == [1, 2, 0, 1, 0, 0, 2, 0]
    assert event_texts(events, "repair") == [
        "Skyline Defense HQ repairs 1 wound.", "Anaheim Strip Miners repairs 1 wound.",
        "Harpy-class Cruiser repairs 1 wound.", "Sons of Orion repairs 1 wound.",
        "Osprey-class Battle Cruiser repairs 3 wounds.",
    ]
    repairs = [e for e in events if e.kind == "repair"]
    assert [e.data["unit"] for e in repairs] == [ids[0], ids[2], ids[3], ids[4], ids[5]]
    assert [e.data["traits"] for e in repairs] == [(), (), (), (), ("repair",)]


def test_an_orbital_drydock_repairs_one_more_wound_on_its_commanders_ships_only():
    """5.3.4 with the Orbital Drydock (D1: "each of your ships repairs one more wound"): A's Harpy loses
    two wounds, A's Marine and station one each; B's Drydock does nothing for A."""
    pieces = [Piece("skyline-defense-hq", A, wounds=3), Piece("orion-frontier-outpost", B),
              Piece("orbital-drydock", A, host=0), Piece("harpy-class-cruiser", A, wounds=3),
              Piece("sons-of-orion", A, host=3, wounds=2), Piece("orbital-drydock", B, host=1)]
    state, ids = arrange(pieces, phase=DISCARD, turn=B)
    state, events = step(state, Action(B, "end"))
    assert [unit(state, ids[i]).wounds for i in (0, 3, 4)] == [2, 1, 1]
    assert "Harpy-class Cruiser repairs 2 wounds." in event_texts(events, "repair")


def test_only_the_own_drydock_counts_and_a_ship_never_repairs_more_wounds_than_it_has():
    """5.3.4: B's Drydock and B's Regenerative Hull Alloys give A's ships nothing; A's own Alloys and
    Drydock give two more, but a ship with two wounds only loses those two."""
    pieces = [*STATIONS, Piece("orbital-drydock", B, host=1), Piece("harpy-class-cruiser", A, wounds=3)]
    state, ids = arrange(pieces, phase=DISCARD, turn=B, breakthrus=[(), ("regenerative-hull-alloys",)])
    after, _ = step(state, Action(B, "end"))
    assert unit(after, ids[3]).wounds == 2
    pieces = [*STATIONS, Piece("orbital-drydock", A, host=0), Piece("harpy-class-cruiser", A, wounds=2),
              Piece("dragon-class-battleship", A, wounds=4)]
    state, ids = arrange(pieces, phase=DISCARD, turn=B, breakthrus=[("regenerative-hull-alloys",)])
    after, events = step(state, Action(B, "end"))
    assert unit(after, ids[3]).wounds == 0 and unit(after, ids[4]).wounds == 1
    assert event_texts(events, "repair") == ["Harpy-class Cruiser repairs 2 wounds.",
                                       "Dragon-class Battleship repairs 3 wounds."]


def test_a_logistics_repair_card_repairs_as_many_more_wounds_as_it_says_on_the_units_it_names():
    """5.3.4 with D1: a repair card's structured effect says how many more wounds (``value``, one when
    it says nothing) and which units (``applies_to``: units and classes). A Drydock variant giving
    Cruisers two more: A's Harpy (a Cruiser with 3 wounds) loses all 3, the Valkyrie (a Battleship)
    only the one every unit gets; a variant saying no number gives one more."""
    effect = dict(GAME.by_id["orbital-drydock"].effects[0])
    two = {**effect, "value": 2, "applies_to": {"whose": "own", "units": ["ship"], "classes": ["cruiser"]}}
    cards = {**GAME.by_id, "orbital-drydock": crafted("orbital-drydock", effects=(two,))}
    pieces = [*STATIONS, Piece("orbital-drydock", A, host=0), Piece("harpy-class-cruiser", A, wounds=3),
              Piece("valkyrie-class-battleship", A, wounds=3)]
    wounds, w = repaired(cards, pieces)
    assert wounds[3:] == [0, 2]
    assert [e.text for e in w.events if e.kind == "repair"] == [
        "Harpy-class Cruiser repairs 3 wounds.", "Valkyrie-class Battleship repairs 1 wound."]
    plain = {k: v for k, v in effect.items() if k != "value"}
    cards = {**GAME.by_id, "orbital-drydock": crafted("orbital-drydock", effects=(plain,))}
    wounds, _w = repaired(cards, pieces)
    assert wounds[3:] == [1, 1]


def test_only_repair_effects_for_the_logistics_phase_count_at_the_space_dock():
    """5.3.4 and 3.4.4: a flipped Emergency Bulkheads (its repair is for the moment its ship would be
    destroyed) adds nothing at the space dock; a Breakthru whose repair is for another moment, or
    whose Logistics effect is not a repair, adds nothing either."""
    pieces = [*STATIONS, Piece("eagle-class-battle-cruiser", A, wounds=3), Piece("emergency-bulkheads", A, host=2),
              Piece("harpy-class-cruiser", A, wounds=3)]
    wounds, _w = repaired(GAME.by_id, pieces)
    assert wounds[2] == 2 and wounds[4] == 2
    alloys = GAME.by_id["regenerative-hull-alloys"].effects[0]
    for other in ({**alloys, "when": "flip"}, {**alloys, "effect": "gain"}):
        cards = {**GAME.by_id, "regenerative-hull-alloys": crafted("regenerative-hull-alloys", effects=(other,))}
        wounds, _w = repaired(cards, [*STATIONS, Piece("harpy-class-cruiser", A, wounds=3)],
                              breakthrus=[("regenerative-hull-alloys",)])
        assert wounds[2] == 2


def test_a_shuffle_reorders_the_shipyard_from_the_seed_and_counts_one_chance_event():
    from dataclasses import replace

    from tabletop.engine.chance import shuffled
    state, _ids = arrange(STATIONS, seed=11)
    yard = tuple(f"harpy-class-cruiser#0.{n}" for n in range(1, 13))
    cmds = list(state.commanders)
    cmds[B] = replace(cmds[B], shipyard=yard)
    state = replace(state, commanders=tuple(cmds), chance=5)
    w = Work(state, dict(card_set().by_id))
    w.shuffle(B)
    assert w.cmd[B].shipyard == shuffled(11, 5, yard) != yard
    assert sorted(w.cmd[B].shipyard) == sorted(yard) and w.cmd[A].shipyard == ()
    assert w.chance == 6
    w.shuffle(B)
    assert w.chance == 7 and w.cmd[B].shipyard == shuffled(11, 6, shuffled(11, 5, yard))
    event = w.events[0]
    assert (event.kind, event.text, event.data) == ("shuffle", "Commander B shuffles their shipyard.", {"seat": B})
    assert event.chance is True and event.irreversible is True
    assert w.freeze().chance == 7


def test_a_draw_tells_the_others_how_many_and_the_drawer_which_cards():
    from dataclasses import replace
    state, _ids = arrange([*STATIONS, Piece("meridian-exchange-tower", 2)], players=3)
    yard = ("harpy-class-cruiser#1.1", "zephyr-squadron#1.1", "ambush#1.1")
    cmds = list(state.commanders)
    cmds[B] = replace(cmds[B], shipyard=yard, hand=("ambush#1.2",))
    w = Work(replace(state, commanders=tuple(cmds)), dict(card_set().by_id))
    w.draw(B, 1)
    assert w.cmd[B].hand == ("ambush#1.2", yard[0]) and w.cmd[B].shipyard == yard[1:]
    public, private = w.events
    assert (public.kind, public.text, public.audience) == ("draw", "Commander B draws 1 card.", frozenset({A, 2}))
    assert public.data == {"seat": B, "count": 1}
    assert (private.kind, private.audience) == ("draw", frozenset({B}))
    assert private.text == "Commander B draws Harpy-class Cruiser."
    assert private.data == {"seat": B, "cards": (yard[0],)}
    w.events.clear()
    w.draw(B, 5)                                      # only two are left: both, and "cards"
    assert w.cmd[B].shipyard == () and w.cmd[B].hand[-2:] == yard[1:]
    assert w.events[0].text == "Commander B draws 2 cards." and w.events[0].data["count"] == 2
    w.events.clear()
    w.draw(B, 1)                                      # nothing left: no draw, nothing said
    assert w.events == [] and len(w.cmd[B].hand) == 4


def test_the_drawers_own_report_names_each_card_drawn_in_order():
    """4.4 and 5.3.1: the drawer reads every card drawn, named one after another."""
    from dataclasses import replace
    state, _ids = arrange(STATIONS)
    yard = ("zephyr-squadron#1.1", "ambush#1.1", "harpy-class-cruiser#1.1")
    cmds = list(state.commanders)
    cmds[B] = replace(cmds[B], shipyard=yard, hand=())
    w = Work(replace(state, commanders=tuple(cmds)), dict(card_set().by_id))
    w.draw(B, 2)
    public, private = w.events
    assert public.text == "Commander B draws 2 cards."
    assert private.text == "Commander B draws Zephyr Squadron, Ambush." and private.data["cards"] == yard[:2]


def test_logistics_repairs_one_wound_or_all_of_them_with_repair():
    """5.3.4 and 3.3.4: at the start of A's turn, the Osprey (Repair +3) loses every wound, a Harpy one."""
    state, ids = arrange([*STATIONS, Piece("osprey-class-battle-cruiser", A, wounds=3),
                          Piece("harpy-class-cruiser", A, wounds=2)], phase=DISCARD, turn=B)
    state = run(state, (Action(B, "end"), ()))
    assert state.turn == A and state.phase == LOGISTICS
    assert unit(state, ids[2]).wounds == 0 and unit(state, ids[3]).wounds == 1



def with_a_transport(options=None, players=3):
    """A's Pelican (+2/+2); the last seat ends its turn, so A's Logistics Phase collects next."""
    stations = [*STATIONS, Piece("meridian-exchange-tower", 2), Piece("orion-frontier-outpost", 3)][:players]
    state, ids = arrange([*stations, Piece("pelican-class-transport", A)], players=players, phase=DISCARD,
                         turn=players - 1, stockpiles=[(0, 0)] + [(5, 5)] * (players - 1), options=options)
    state, _events = step(state, Action(players - 1, "end"))
    return state, ids[players]


def test_a_transport_s_cargo_may_go_to_a_possible_ally_instead():
    """The introduction (Transports): "you may decide instead to help a possible ally by providing
    Resources and Currency to their stockpile" (ruling H19). With three at the table either other
    commander may be that ally; A chooses, while the station's gains come in as ever."""
    state, pelican = with_a_transport()
    assert state.turn == A and (state.commanders[A].resource, state.commanders[A].currency) == (3, 2)
    assert [p.kind for p in state.prompts] == ["income"] and state.prompts[0].seat == A
    assert GAME.pending(state)[0].prompt == "A Transport's cargo: keep it, or send it to an ally"
    assert GAME.legal_actions(state, A) == [Action(A, "give", (pelican, B)), Action(A, "give", (pelican, 2)),
                                            Action(A, "decline"), Action(A, "concede")]
    assert GAME.describe_action(state, Action(A, "give", (pelican, 2))) == \
        "Send Pelican-class Transport's cargo to Commander C"
    given, events = step(state, Action(A, "give", (pelican, 2)))
    assert (given.commanders[2].resource, given.commanders[2].currency) == (7, 7)
    assert (given.commanders[A].resource, given.commanders[A].currency) == (3, 2)
    assert event_texts(events, "give") == [("Commander A sends Pelican-class Transport's cargo, 2 Resource and 2 "
                                            "Currency, to Commander C (7 and 7).")]
    kept, _events = step(state, Action(A, "decline"))
    assert (kept.commanders[A].resource, kept.commanders[A].currency) == (5, 4)
    assert not kept.prompts and GAME.pending(kept)[0].seat == A


def test_with_two_commanders_or_in_teams_the_ally_is_the_one_the_book_allows():
    """H19: with two at the table the other commander is the enemy, so a Transport pays its own
    commander; in a team game only a teammate can be the ally (H28)."""
    state, _pelican = with_a_transport(players=2)
    assert not state.prompts and (state.commanders[A].resource, state.commanders[A].currency) == (5, 4)
    state, pelican = with_a_transport({"teams": "on"}, players=4)
    assert [a for a in GAME.legal_actions(state, A) if a.kind == "give"] == [Action(A, "give", (pelican, 2))]
