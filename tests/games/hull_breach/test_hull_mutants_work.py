"""Hull Breach!'s working copy and its figure queries (``work.py``), and the hand-set positions the
book's examples are replayed from (``scenario.py``): what kind of unit each card makes (2.0-2.5: a
Module - Station shares its station's defense, a Fighter Wing is a ship that launches), the figures a
view shows (9.39: wounds left), and every default of an arranged position (issue 20: mutation tests
of ``work.py`` and ``scenario.py``). Commander A is seat 0, B seat 1."""

from __future__ import annotations

from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.cards import card_set
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import ENGAGEMENT, MANUFACTURING, Engagement
from tabletop.games.hull_breach.work import Work, _kind_of

A, B = 0, 1
STATIONS = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B)]


# ----- the kind of unit a card makes (2.0-2.5) ----------------------------------------------------
def test_each_card_type_makes_its_kind_of_unit():
    """Called on the card itself: the per-set lookup remembers kinds, so a test through ``Work``
    alone could read an answer worked out before."""
    cards = card_set().by_id
    expected = {
        "anaheim-strip-miners": "station-module",      # Module - Station
        "ecm-suite": "ship-module",                     # Module - Ship
        "proven-in-action": "marine-module",            # Module - Marines
        "zephyr-squadron": "fighter-wing",              # a ship that launches (6.7)
        "merlin-class-frigate": "ship",
        "dragon-class-battleship": "ship",
        "sons-of-orion": "marine",
        "heroic-fleet-commander": "marine",             # a Marine Character is a marine
        "skyline-defense-hq": "station",
        "ambush": "tactic",
        "heavy-assault-ships": "breakthru",
    }
    assert {card: _kind_of(cards[card]) for card in expected} == expected


def test_a_fighter_wing_counts_as_a_ship_but_is_told_apart():
    """A fresh copy of the card set, so the kinds are worked out here, not remembered."""
    cards = dict(card_set().by_id)
    state, ids = arrange([*STATIONS, Piece("zephyr-squadron", A), Piece("merlin-class-frigate", A),
                          Piece("anaheim-strip-miners", A, host=0)])
    w = Work(state, cards)
    wing, frigate, miners = ids[2], ids[3], ids[4]
    assert (w.kind(wing), w.is_ship(wing), w.is_fighter(wing)) == ("ship", True, True)
    assert (w.kind(frigate), w.is_ship(frigate), w.is_fighter(frigate)) == ("ship", True, False)
    assert (w.kind(miners), w.is_ship(miners)) == ("station-module", False)


# ----- the figures a view shows (9.39) ------------------------------------------------------------
def test_a_wounded_ship_shows_its_wounds_left_and_never_fewer_than_none():
    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A, wounds=1),
                          Piece("harpy-class-cruiser", A, wounds=5)])
    w = Work(state, dict(card_set().by_id))
    one, over = w.figures(ids[2]), w.figures(ids[3])
    assert (one.wounds, one.left, one.printed_wounds) == (3, 2, 3)
    assert (over.wounds, over.left) == (3, 0)
    assert one.attack == one.printed_attack and one.defense == one.printed_defense


def test_a_station_module_shows_the_pooled_defense_and_a_ship_module_no_figures():
    state, ids = arrange([*STATIONS, Piece("anaheim-strip-miners", A, host=0),
                          Piece("harpy-class-cruiser", A), Piece("ecm-suite", A, host=3)])
    w = Work(state, dict(card_set().by_id))
    miners = w.figures(ids[2])
    assert miners.printed_defense is None and miners.defense == w.pooled_defense(A) is not None
    assert miners.attack is None and (miners.wounds, miners.left) == (2, 2)
    assert w.figures(ids[4]) is None
    view = GAME.view(state, B)
    assert [u.figures for u in view.units if u.pid == ids[4]] == [None]
    assert [u.figures.left for u in view.units if u.pid == ids[2]] == [2]


# ----- an arranged position (scenario.py) ---------------------------------------------------------
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


def test_a_figures_record_is_made_afresh_when_none_like_it_exists(monkeypatch):
    """Equal figures share one record; with none made yet, the first is made, not left out."""
    from tabletop.games.hull_breach import work as work_module
    monkeypatch.setattr(work_module, "_FIGURES", {})
    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A), Piece("harpy-class-cruiser", B)])
    w = Work(state, dict(card_set().by_id))
    first, second = w.figures(ids[2]), w.figures(ids[3])
    assert first is not None and first is second
    assert (first.attack, first.defense, first.wounds, first.left) == (
        first.printed_attack, first.printed_defense, 3, 3)


def test_a_card_printing_some_figures_shows_those_and_none_of_the_others():
    """No card in the set prints only some of the three figures, but the figures follow the card:
    a ship printing an attack alone shows no defense or wounds, one printing wounds alone no attack."""
    from dataclasses import replace
    cards = dict(card_set().by_id)
    harpy = cards["harpy-class-cruiser"]
    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A)])
    for attack, defense, wounds in ((harpy.attack, None, None), (None, harpy.defense, None), (None, None, 3)):
        cards["harpy-class-cruiser"] = replace(harpy, attack=attack, defense=defense, wounds=wounds)
        f = Work(state, dict(cards)).figures(ids[2])
        assert (f.printed_attack, f.printed_defense, f.printed_wounds) == (attack, defense, wounds)
        assert (f.attack is None, f.defense is None, f.wounds is None, f.left is None) == (
            attack is None, defense is None, wounds is None, wounds is None)


def test_sizes_follow_the_class_and_a_station_is_the_largest():
    """2.3: class sizes from Fighter Wing (0) to Capital Ship (6), a station 7; a unit of no class
    (a Marine) counts below every class."""
    state, ids = arrange([*STATIONS, Piece("zephyr-squadron", A), Piece("merlin-class-frigate", A),
                          Piece("phoenix-class-capital-ship", A), Piece("sons-of-orion", A, host=4)])
    w = Work(state, dict(card_set().by_id))
    assert [w.size(p) for p in ids] == [7, 7, 0, 1, 6, -1]


# ----- chance: the shuffle after a search (8.3) ---------------------------------------------------
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


def test_the_cards_a_commander_owns_are_counted_per_commander():
    """The Unique check (3.4.10) reads the cards a commander owns on the battlefield, hijacked or not."""
    state, _ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A, controller=B), Piece("zephyr-squadron", B)])
    w = Work(state, dict(card_set().by_id))
    assert w.owned_cards(A) == {"skyline-defense-hq", "harpy-class-cruiser"}
    assert w.owned_cards(B) == {"orion-frontier-outpost", "zephyr-squadron"}
    assert w.owned_cards(A) == {"skyline-defense-hq", "harpy-class-cruiser"}


# ----- drawing (4.4, 5.3.1): the others read how many, the drawer which ---------------------------
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


# ----- chance, stockpiles, discounts and per-commander answers -----------------------------------
def test_a_die_is_a_logged_chance_event_after_which_undo_stops():
    from tabletop.games.hull_breach.dice import force
    state, _ids = arrange(STATIONS)
    w = Work(force(state, [7]), dict(card_set().by_id))
    assert w.roll("a test") == 7 and w.chance == state.chance + 1
    event = w.events[-1]
    assert (event.kind, event.text, event.chance, event.irreversible) == ("die", "d10 (a test): 7", True, True)
    assert event.data == {"result": 7, "forced": True}


def test_a_stockpile_never_goes_below_nothing_or_above_twenty():
    """9.28: a stockpile holds 0 to 20 of each."""
    state, _ids = arrange(STATIONS, stockpiles=[(3, 4), (19, 18)])
    w = Work(state, dict(card_set().by_id))
    w.gain(A, resource=-5, currency=-4)
    w.gain(B, resource=5, currency=2)
    assert [(c.resource, c.currency) for c in w.cmd] == [(0, 0), (20, 20)]
    w.gain(A, currency=1)
    assert (w.cmd[A].resource, w.cmd[A].currency) == (0, 1)


def test_discounts_add_up_and_apply_only_to_the_units_they_name():
    """8.4: each standing discount takes its amount off; two Automated Shipyards take 2 Resource
    off a ship, the Meridian Exchange Tower 1 Currency; a Marine gets none of them."""
    state, _ids = arrange([Piece("meridian-exchange-tower", A), Piece("orion-frontier-outpost", B)],
                          breakthrus=[("automated-shipyards", "automated-shipyards")])
    w = Work(state, dict(card_set().by_id))
    cards = card_set().by_id
    assert w.discount(A, cards["harpy-class-cruiser"]) == (2, 1)
    assert w.cost(A, cards["harpy-class-cruiser"]) == (5 - 2, 4 - 1)
    assert w.discount(A, cards["sons-of-orion"]) == (0, 0)
    assert w.discount(B, cards["harpy-class-cruiser"]) == (0, 0)
    assert w.cost(B, cards["harpy-class-cruiser"]) == (5, 4)


def test_what_each_commander_controls_is_answered_per_commander():
    state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A), Piece("zephyr-squadron", B),
                          Piece("merlin-class-frigate", B)])
    w = Work(state, dict(card_set().by_id))
    assert w.own(A) == [ids[0], ids[2]] and w.own(B) == [ids[1], ids[3], ids[4]]
    assert w.carriers(A) == [ids[0], ids[2]] and w.carriers(B) == [ids[1], ids[4]]   # a Fighter Wing carries none
    assert [r[0] for r in w.room(A)] == [ids[0], ids[2]] and [r[0] for r in w.room(B)] == [ids[1], ids[4]]
    assert w.own(A) == [ids[0], ids[2]] and w.carriers(A) == [ids[0], ids[2]]


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


def test_a_commander_whose_station_is_gone_shows_no_pooled_defense():
    """2.2 and 9.33: the pooled defense is the station's; with the station destroyed there is none."""
    state, ids = arrange(STATIONS)
    w = Work(state, dict(card_set().by_id))
    assert w.pooled_defense(A) == w.defense(ids[0])
    w.remove_unit(ids[0])
    assert w.pooled_defense(A) is None and w.pooled_defense(B) == w.defense(ids[1])


# ----- where a standing effect reaches, on made-up cards (the schema's "where" values) -------------
def _with_effect(cards, card_id, effect):
    from dataclasses import replace
    cards[card_id] = replace(cards[card_id], effects=(effect,))
    return cards


def test_a_standing_effect_reaches_local_units_this_unit_or_the_station_it_is_printed_on():
    """The schema's "where": "local" reaches the controller's units at the same place (9.19), "this"
    the card's own unit, "attached" printed on a station the station itself. No card in the set has
    such a standing effect (the local ones last an engagement), so the Eagle's and the station's
    effects are changed here."""
    state, ids = arrange([*STATIONS, Piece("eagle-class-battle-cruiser", A), Piece("harpy-class-cruiser", A)])
    station, eagle, harpy = ids[0], ids[2], ids[3]
    grant = {"effect": "grant-trait", "when": "always", "trait": "interceptor", "value": 1}
    for where, reached in (("local", {eagle, harpy}), ("this", {eagle})):
        cards = _with_effect(dict(card_set().by_id), "eagle-class-battle-cruiser",
                             {**grant, "applies_to": {"whose": "own", "units": ["ship"], "where": where}})
        w = Work(state, cards)
        assert {p for p in (eagle, harpy) if w.traits(p).get("interceptor")} == reached, where
    printed = Work(state, dict(card_set().by_id)).attack(station)
    cards = _with_effect(dict(card_set().by_id), "skyline-defense-hq",
                         {"effect": "modify", "when": "always", "attack": 2,
                          "applies_to": {"whose": "own", "units": ["station"], "where": "attached"}})
    assert Work(state, cards).attack(station) == printed + 2


def test_a_discount_for_station_modules_or_for_one_class_reaches_only_those_cards():
    """8.4 on made-up discounts (none in the set names a Module - Station or a class): one for
    Module - Station cards takes nothing off a Module - Ship, a ship or a station; one for cruisers
    nothing off a battleship."""
    state, _ids = arrange([Piece("meridian-exchange-tower", A), Piece("orion-frontier-outpost", B)])
    base = card_set().by_id
    cards = _with_effect(dict(base), "meridian-exchange-tower",
                         {"effect": "discount", "when": "always", "currency": 1,
                          "applies_to": {"whose": "own", "units": ["station-module"]}})
    w = Work(state, cards)
    assert w.discount(A, base["anaheim-strip-miners"]) == (0, 1)
    for other in ("ecm-suite", "harpy-class-cruiser", "skyline-defense-hq"):
        assert w.discount(A, base[other]) == (0, 0), other
    cards = _with_effect(dict(base), "meridian-exchange-tower",
                         {"effect": "discount", "when": "always", "resource": 1,
                          "applies_to": {"whose": "own", "units": ["ship"], "classes": ["cruiser"]}})
    w = Work(state, cards)
    assert w.discount(A, base["harpy-class-cruiser"]) == (1, 0)
    assert w.discount(A, base["dragon-class-battleship"]) == (0, 0)


def test_a_marine_character_takes_no_room_whatever_space_its_card_gives():
    """2.4.2: Marine Characters ignore space requirements. The set's Characters take no space on
    their cards anyway, so the Heroic Fleet Commander is given the space of a Marine here."""
    from dataclasses import replace
    state, ids = arrange([*STATIONS, Piece("drake-class-cruiser", A), Piece("heroic-fleet-commander", A, host=2),
                          Piece("sons-of-orion", A, host=2)])
    cards = dict(card_set().by_id)
    cards["heroic-fleet-commander"] = replace(cards["heroic-fleet-commander"], uses=(1, 0))
    assert Work(state, cards).load(ids[2]) == (1, 0)
