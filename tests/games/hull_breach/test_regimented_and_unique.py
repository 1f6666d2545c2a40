"""Hull Breach! Regimented and Unique (book 3.4.8 Regimented with 2.4.2 and 9.15, 3.4.12 Unique, 8.3
shuffling after a search): units that search the shipyard for their Marines or Fighter Wings, the
search choices and where the card found goes, and Unique cards deployed once at a time per commander."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.deployment import regiment_choices
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import MANUFACTURING, SETUP, Prompt, physical_id
from tabletop.games.hull_breach.work import Work
from tests.games.hull_breach.support import (
    STATIONS,
    YARD,
    A,
    B,
    action_of_a,
    apply,
    apply_with_dice,
    copy_id,
    crafted,
    event_texts,
    hosts_for,
    legal,
    position,
    prompt_position,
    regiment,
    run,
    unit,
    with_commander,
)


def test_a_unique_card_is_deployed_once_at_a_time_per_commander():
    """3.4.12: A may not deploy a second Phoenix while A's first is in play, even when B has hijacked
    it; B's own Phoenix, hijacked by A, does not stop A deploying one. The deployment says Unique."""
    state, _ids = position(Piece("phoenix-class-capital-ship", A, controller=B), hand=("phoenix-class-capital-ship",))
    assert hosts_for(state, state.commanders[A].hand[0]) == []
    state, _ids = position(Piece("phoenix-class-capital-ship", B, controller=A), hand=("phoenix-class-capital-ship",))
    phoenix = state.commanders[A].hand[0]
    assert hosts_for(state, phoenix) == [None]
    state, events = apply(state, Action(A, "deploy", (phoenix, None)))
    assert [e.data["traits"] for e in events if e.kind == "deploy"] == [("unique",)]
    assert not [a for a in GAME.legal_actions(state, A) if a.kind == "conscript"]


def test_a_unique_card_cannot_be_conscripted_or_deployed_again_from_the_shipyard():
    """3.4.12 and 9.8: no Unique card is conscripted, not even the first copy."""
    state, _ids = position(shipyard=(copy_id("phoenix-class-capital-ship"), copy_id("albatross-class-capital-ship")),
                           stockpile=(20, 20))
    assert not [a for a in GAME.legal_actions(state, A) if a.kind == "conscript"]


def test_a_regimented_ship_asks_for_its_marines_from_the_shipyard():
    """3.4.8: deploying the Griffin (Regimented x2, Marines) opens the choice of two Marines from the
    shipyard, taken one at a time, free, aboard her."""
    yard = (copy_id("sons-of-orion"), copy_id("rdf-military-police-company"))
    state, _ids = position(hand=("griffin-class-battleship",), shipyard=yard)
    griffin = state.commanders[A].hand[0]
    state, events = apply(state, Action(A, "deploy", (griffin, None)))
    assert state.prompts == (Prompt(A, "regiment", griffin, 2, "marine", MANUFACTURING),)
    state, events = apply(state, Action(A, "take", (yard[0],)))
    assert state.prompts == (Prompt(A, "regiment", griffin, 1, "marine", MANUFACTURING),)
    assert unit(state, yard[0]).host == griffin
    assert [(e.text, e.data["free"], e.data["traits"]) for e in events if e.kind == "deploy"] == [
        ("Commander A takes Sons of Orion from the shipyard aboard Griffin-class Battleship.", True,
         ("regimented",))]


def test_regimented_marines_must_fit_belong_to_the_faction_and_never_be_characters():
    """3.4.8 and 9.15: the shipyard's Marines that may come aboard the Griffin (room 3): one of each
    card, in no secret order; never a Character, never a Marine of another faction (Colonial Rangers
    for an RDF commander), never one too big for the room left."""
    yard = (copy_id("sons-of-orion", n=9), copy_id("sons-of-orion", n=8), copy_id("heroic-fleet-commander"),
            copy_id("colonial-rangers"), copy_id("heavy-assault-troopers"), copy_id("zephyr-squadron"))
    state, ids = position(Piece("griffin-class-battleship", A), shipyard=yard)
    griffin = ids[2]
    assert regiment(state, griffin, 2, "marine") == [yard[4], yard[1]]
    state, ids = position(Piece("griffin-class-battleship", A), Piece("sons-of-orion", A, host=2),
                          Piece("sons-of-orion", A, host=2), shipyard=yard)
    assert regiment(state, ids[2], 1, "marine") == [yard[1]]
    assert regiment(state, "gone#0.1", 1, "marine") == []
    assert regiment(state, None, 1, "marine") == []


def test_regimented_fighter_wings_must_fit_the_bays():
    """3.4.8 and 2.5.1.1: the Wyvern's Regimented Fighter Wings come from the shipyard into her bays
    (6): Fighter Wings only, while a bay is free."""
    yard = (copy_id("zephyr-squadron"), copy_id("sparrow-fighter-wing"), copy_id("harpy-class-cruiser"),
            copy_id("sons-of-orion"))
    state, ids = position(Piece("wyvern-class-capital-ship", A), shipyard=yard)
    assert regiment(state, ids[2], 2, "fighter-wing") == [yard[1], yard[0]]
    full = [Piece("zephyr-squadron", A, host=2) for _ in range(6)]
    state, ids = position(Piece("wyvern-class-capital-ship", A), *full, shipyard=yard)
    assert regiment(state, ids[2], 2, "fighter-wing") == []


def test_a_regimented_station_takes_its_marine_in_the_set_up_turn():
    """3.4.8 with 4.2: Orion Frontier Outpost (Regimented, one Marine) asks for it when deployed; the
    prompt remembers the phase to go back to."""
    from tabletop.games.hull_breach.deployment import place

    state, _ids = arrange(STATIONS, phase=SETUP)
    w = Work(state, GAME.by_id)
    outpost = physical_id("orion-frontier-outpost", B, 2)
    w.cmd[B] = evolve(w.cmd[B], station=outpost)
    place(w, B, outpost, None, free=True, how="deploys the station")
    assert w.prompts == (Prompt(B, "regiment", outpost, 1, "marine", SETUP),)


def test_regimented_takes_the_next_card_after_a_second_copy_and_never_a_unique_one_in_play():
    """3.4.8 and 3.4.12: every different legal card of the shipyard is offered, whatever copies come
    before it; a Unique Fighter Wing (none in the set) already in play for A is not offered."""
    yard = (copy_id("heavy-assault-troopers", n=8), copy_id("heavy-assault-troopers", n=9), copy_id("sons-of-orion"))
    state, ids = position(Piece("griffin-class-battleship", A), shipyard=yard)
    assert regiment(state, ids[2], 2, "marine") == [yard[0], yard[2]]
    unique = crafted("zephyr-squadron", traits=(*GAME.by_id["zephyr-squadron"].traits, ("unique", True)))
    cards = {**GAME.by_id, "zephyr-squadron": unique}
    yard = (copy_id("zephyr-squadron"), copy_id("sparrow-fighter-wing"))
    state, ids = position(Piece("wyvern-class-capital-ship", A), shipyard=yard)
    prompt = Prompt(A, "regiment", ids[2], 2, "fighter-wing", MANUFACTURING)
    assert regiment_choices(Work(state, cards), prompt) == [yard[1], yard[0]]
    state, ids = position(Piece("wyvern-class-capital-ship", A), Piece("zephyr-squadron", A), shipyard=yard)
    assert ids[2] == prompt.host
    assert regiment_choices(Work(state, cards), prompt) == [yard[1]]


def test_regimented_takes_marines_aboard_one_at_a_time_from_the_shipyard():
    """3.4.8: the Griffin takes up to two Marines from the shipyard aboard, free, one choice per
    card (copy 1 of the Sons of Orion, in card order), never a Character; 8.3: shuffled after each."""
    later = Prompt(B, "spoils")
    state, ids = prompt_position("regiment", more=(later,))
    griffin = ids[2]
    assert legal(state, A) == [action_of_a("take", "sons-of-orion#0.1"), action_of_a("decline")]
    state, events = apply_with_dice(state, action_of_a("take", "sons-of-orion#0.1"))
    assert unit(state, "sons-of-orion#0.1").host == griffin
    assert state.prompts == (Prompt(A, "regiment", griffin, 1, "marine", MANUFACTURING), later)
    assert state.commanders[A].resource == 8 and state.chance == 1
    assert "sons-of-orion#0.1" not in state.commanders[A].shipyard and len(state.commanders[A].shipyard) == 8
    assert event_texts(events, "deploy") == [("Commander A takes Sons of Orion from the shipyard aboard "
                                       "Griffin-class Battleship.")]
    assert [(e.data["traits"], e.data["free"]) for e in events if e.kind == "deploy"] == [(("regimented",), True)]
    assert legal(state, A) == [action_of_a("take", "sons-of-orion#0.2"), action_of_a("decline")]
    state, _events = apply_with_dice(state, action_of_a("take", "sons-of-orion#0.2"))
    assert state.prompts == (later,) and state.chance == 2


def test_declining_a_search_takes_nothing_and_still_shuffles():
    """3.4.8 and 8.3: the commander may take fewer; the shipyard searched is shuffled all the same."""
    for kind in ("regiment", "search", "spoils"):
        state, _ids = prompt_position(kind)
        state = with_commander(state, A, mulligan_open=True)
        state, events = apply_with_dice(state, action_of_a("decline"))
        assert state.prompts == () and state.chance == 1
        assert event_texts(events, "decline") == ["Commander A takes nothing more."]
        assert [e.data for e in events if e.kind == "decline"] == [{"seat": A}]
        assert sorted(state.commanders[A].shipyard) == sorted(YARD)


def test_a_search_deploys_one_card_at_its_cost():
    """8.3 (An Unexpected Turn of Events): any one card the commander could deploy now, at its cost:
    the Dragon (9 and 7) is too dear with 8 and 8; no Character from the shipyard (2.4.2), no second
    Phoenix (Unique, 3.4.12), no Tactic."""
    state, ids = prompt_position("search")
    station, griffin, phoenix = ids[0], ids[2], ids[3]
    assert legal(state, A) == [
        action_of_a("take", "harpy-class-cruiser#0.1", None), action_of_a("take", "heavy-assault-ships#0.1", None),
        action_of_a("take", "reinforced-armour-plating#0.1", griffin), action_of_a("take", "reinforced-armour-plating#0.1", phoenix),
        action_of_a("take", "sons-of-orion#0.1", station), action_of_a("take", "sons-of-orion#0.1", griffin),
        action_of_a("take", "sons-of-orion#0.1", phoenix), action_of_a("decline")]
    state, events = apply_with_dice(state, action_of_a("take", "harpy-class-cruiser#0.1", None))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (3, 4)
    assert unit(state, "harpy-class-cruiser#0.1").host is None and state.prompts == () and state.chance == 1
    assert event_texts(events, "deploy") == ["Commander A deploys Harpy-class Cruiser from the shipyard."]
    assert [e.data["free"] for e in events if e.kind == "deploy"] == [False]


def test_a_card_searched_out_goes_to_the_host_named():
    """8.3: the Sons of Orion searched out go aboard the Griffin, at their cost (2 and 2)."""
    state, ids = prompt_position("search")
    state, events = apply_with_dice(state, action_of_a("take", "sons-of-orion#0.1", ids[2]))
    assert unit(state, "sons-of-orion#0.1").host == ids[2]
    assert (state.commanders[A].resource, state.commanders[A].currency) == (6, 6)
    assert event_texts(events, "deploy") == [("Commander A deploys Sons of Orion from the shipyard aboard "
                                       "Griffin-class Battleship.")]


def test_regimented_takes_marines_from_the_shipyard_and_unique_allows_one_copy():
    state, _ids = arrange(STATIONS, hands=[(), ("griffin-class-battleship", "phoenix-class-capital-ship",
                                                "phoenix-class-capital-ship")], phase=MANUFACTURING, turn=B,
                         stockpiles=[(10, 10), (20, 20)])
    griffin, phoenix1, phoenix2 = state.commanders[B].hand
    marines = ("colonial-rangers#1.9", "boarding-commandos#1.9")
    state = evolve(state, commanders=(state.commanders[A], evolve(state.commanders[B], shipyard=marines)))
    state = run(state, (Action(B, "deploy", (griffin, None)), ()))
    assert state.prompts and state.prompts[0].kind == "regiment"
    state = run(state, (Action(B, "take", (marines[0],)), ()), (Action(B, "take", (marines[1],)), ()))
    assert {u.pid for u in state.units if u.host == griffin} == set(marines)
    state = evolve(state, commanders=(state.commanders[A], evolve(state.commanders[B], resource=20, currency=20)))
    state = run(state, (Action(B, "deploy", (phoenix1, None)), ()))
    assert Action(B, "deploy", (phoenix2, None)) not in GAME.legal_actions(state, B)


def test_a_commander_searching_for_its_regiment_may_see_its_shipyard_and_no_one_else_may():
    """3.4.8 and 8.3: deploying a Regimented unit has its commander search the shipyard, so while the
    choice is open the cards it lists are not hidden from that commander (they stay hidden from the
    other commander and from a spectator); once the search ends and the shipyard is shuffled, its
    cards are hidden from everyone again."""
    yard = (copy_id("sons-of-orion"), copy_id("rdf-military-police-company"), copy_id("zephyr-squadron"))
    state, _ids = position(hand=("griffin-class-battleship",), shipyard=yard)
    assert set(yard) <= GAME.hidden_from(state, A)
    state, _events = apply(state, Action(A, "deploy", (state.commanders[A].hand[0], None)))
    offered = {a.args[0] for a in GAME.legal_actions(state, A) if a.kind == "take"}
    assert offered == set(yard[:2])
    assert not offered & GAME.hidden_from(state, A)
    assert offered <= GAME.hidden_from(state, B) and offered <= GAME.hidden_from(state, None)
    state, _events = apply(state, Action(A, "take", (yard[0],)))
    assert yard[1] not in GAME.hidden_from(state, A)
    state, _events = apply(state, Action(A, "take", (yard[1],)))
    assert not state.prompts
    assert yard[2] in GAME.hidden_from(state, A)
