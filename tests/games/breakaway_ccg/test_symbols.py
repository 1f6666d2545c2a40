"""Breakaway: CCG, "Symbols" (Part 2): the colors a Colored Dot, Colored #, Colored # +/-, Colored
Zone and Colored Affiliation grant (and the Block a Colored # allows), symbols that grant no color,
and the Suit Circle color of "Game Cards Explained" on the Power Play. Rulings O75, O116 are in
``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.cards import Symbol
from tabletop.games.breakaway_ccg.official import abilities as oc
from tabletop.games.breakaway_ccg.official import ability_play, basics
from tabletop.games.breakaway_ccg.official import legality as of
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.penalties import Call, Served
from tabletop.games.breakaway_ccg.specials.support import NO_HASHTAG
from tabletop.games.breakaway_ccg.state import SCORE, SHOT_CARD, USE, evolve
from tests.games.breakaway_ccg.helpers_play import (
    CAPTAIN,
    PLAYMAKER,
    ROOKIE,
    SHOT,
    SHUTDOWN,
    SNIPER,
    path,
    use,
    using,
)
from tests.games.breakaway_ccg.support import (
    GAME,
    T,
    act,
    card,
    extra_card,
    legal_kinds,
    official,
    played,
    verdict,
)

r, x = card, extra_card
TWO_WAY = r(0, "two-way-forward-4-helmet")        # gold; green D zone


@pytest.fixture
def stay(monkeypatch):
    """Keep the turn open after an ability (the automatic end would clear the turn's gains)."""
    monkeypatch.setattr(fl, "auto_end", lambda t, state, events: state)


def tables_with(card_id, *symbols):
    """Lookups for the shipped cards with ``card_id`` given more ``symbols`` (a game on card data of
    its own: no shipped card has an orange or green Colored # with a +/-)."""
    from dataclasses import replace

    from tabletop.games.breakaway_ccg.tables import Tables

    shipped = T.cards
    changed = replace(shipped.by_id[card_id], symbols=shipped.by_id[card_id].symbols + symbols)
    cards = replace(shipped, cards=tuple(changed if c.id == card_id else c for c in shipped.cards),
                    by_id={**shipped.by_id, card_id: changed})
    return Tables(cards, T.rink)


def test_a_dot_grants_its_color():
    """Symbols, Colored Dot: Playmaker's silver dot gives it the Silver ability."""
    state = played(r(0, "playmaker-5-helmet"), play=(r(1, "enforcer-1-skate"),))
    assert ("silver",) in {a.args for a in GAME.legal_actions(state, 0) if a.kind == "color"}


def test_a_colored_number_grants_its_color_and_block_in_that_area():
    """Symbols, Colored #: the color while you control the puck in that area number; Block while
    the puck is in it."""
    out = played(r(0, "shutdown-defender-2-helmet"), puck="c9")
    assert verdict(out, 0, "color", "gold").code == "no-such-color"
    there = official(hands=((), (r(1, "goal-skate"),)), play=(r(0, "shutdown-defender-2-helmet"),), puck="w5",
                     control=0, turn=0, phase=USE)
    assert verdict(there, 0, "color", "gold")
    shot = official(hands=((r(0, "goal-helmet"),), (r(1, "sniper-7-glove"),)), play=(r(0, "shot-on-goal-4-stick"),),
                    puck="e4", control=0, turn=1, shot=0, stage="shot-card", shot_from=0)
    shot = act(shot, 1, "play", r(1, "sniper-7-glove"))
    assert "block" in legal_kinds(shot, 1)


def test_a_zone_symbol_grants_its_color_in_that_zone():
    """Symbols, Colored Zone: Two-Way Forward's green D only in its defensive zone."""
    home = official(hands=((), (r(1, "goal-skate"),)), play=(r(0, "two-way-forward-4-helmet"),), puck="w3",
                    control=0, turn=0, phase=USE)
    assert verdict(home, 0, "color", "green")
    away = official(hands=((), (r(1, "goal-skate"),)), play=(r(0, "two-way-forward-4-helmet"),), puck="e3",
                    control=0, turn=0, phase=USE)
    assert verdict(away, 0, "color", "green").code == "no-such-color"


def test_an_affiliation_symbol_grants_its_color_to_the_home_side():
    """Symbols, Colored Affiliation: Captain's bronze H only for the Home Ice side."""
    base = {"hands": ((), (r(1, "goal-skate"),)), "play": (r(0, "captain-8-helmet"),), "puck": "c9", "control": 0,
            "turn": 0, "phase": USE}
    assert verdict(official(**base, home=0), 0, "color", "bronze")
    assert verdict(official(**base, home=1), 0, "color", "bronze").code == "no-such-color"


def test_a_colored_number_with_a_modifier_moves_the_cards_number_when_its_color_is_used():
    """Symbols, Colored # +/-: using the color through the symbol moves the card's number by the
    modifier (O116: until the stoppage, in comparisons and in where a missed shot leaves the puck).
    Sniper 7's Blue 4+1, used with the puck held in area 4, makes it an 8."""
    from tabletop.games.breakaway_ccg.official import power_play as pen
    sniper = r(0, "sniper-7-stick")
    base = {"hands": ((), (r(1, "goal-skate"),)), "play": (sniper,), "control": 0, "turn": 0, "phase": USE}
    there, events = GAME.apply(official(**base, puck="e4"), Action(0, "color", ("blue",)))
    assert [e.data["shift"] for e in events if e.kind == "number-shift"] == [1]
    assert pen.strength(T, there, sniper, 0) == 8
    elsewhere = act(official(**base, puck="e3"), 0, "color", "blue")
    assert pen.strength(T, elsewhere, sniper, 0) == 7
    assert not [e for e in elsewhere.effects if e.kind == "number-shift"]
    # A missed shot: the Shot Card (Power Play, a 7 but not a Player card) against the shooting
    # Sniper, now an 8, leaves the shooter the puck in area 8; unmoved, 7 against 7 gives the
    # defender the puck in area 7 (How to Score a Goal: No Goal).
    shot = {"hands": ((), ()), "play": (sniper, r(1, "power-play-7-all")), "control": 0, "turn": 0, "phase": USE,
            "shot": 0, "shot_from": 0, "puck": "e4", "bonus": (0, 0)}
    shift = (basics.Effect("number-shift", 0, "stoppage", "1", sniper),)
    moved = fl.no_goal(T, official(**shot, effects=shift), [])
    plain = fl.no_goal(T, official(**shot), [])
    assert (moved.control, T.rink.by_id[moved.puck].number) == (0, 8)
    assert (plain.control, T.rink.by_id[plain.puck].number) == (1, 7)


def test_a_colored_number_gives_block_only_on_the_shot_card_with_the_puck_in_its_area():
    """Symbols: a Colored # allows Block while the puck is in an area of that number (O75); the
    engine offers it on the answer to a shot (the Score stage)."""
    sniper = r(1, "sniper-7-glove")
    number = T.card[sniper].symbols[0].area
    area = next(a for a in T.areas if T.rink.by_id[a].number == number)
    elsewhere = next(a for a in T.areas if T.rink.by_id[a].number != number)
    at = use((SHOT, sniper), puck=area, stage=SCORE, shot=0, turn=1)
    assert of.usable_actions(T, at) == {"shoot", "block"}
    assert of.usable_actions(T, use((SHOT, sniper), puck=area, stage=SHOT_CARD, shot=0, turn=1)) == {"shoot"}
    assert of.usable_actions(T, use((SHOT, sniper), puck=elsewhere, stage=SCORE, shot=0, turn=1)) == {"shoot"}


def test_a_dot_always_grants_and_colors_are_listed_once():
    """Symbols, Colored Dot: a dot grants its color always; each color is listed once."""
    dots = (Symbol("dot", "silver"), Symbol("dot", "red"), Symbol("dot", "silver"))
    assert oc.symbol_colors(T, using(SNIPER), dots, 0) == ("silver", "red")
    assert oc.symbol_colors(T, using(SNIPER, control=None), dots, 1) == ("silver", "red")


@pytest.mark.parametrize(("puck", "control", "seat", "granted"), [
    ("w5", 0, 0, True), ("e5", 1, 1, True), ("w5", 1, 0, False), ("w5", None, 0, False), ("w4", 0, 0, False)])
def test_a_colored_number_grants_while_the_user_controls_the_puck_in_that_area(puck, control, seat, granted):
    """Symbols, Colored #: the color while you control the puck in an area of that number."""
    symbol = (Symbol("number", "gold", area=5),)
    state = using(SNIPER, puck=puck, control=control)
    assert oc.symbol_colors(T, state, symbol, seat) == (("gold",) if granted else ())


@pytest.mark.parametrize(("puck", "seat", "granted"), [("w3", 0, True), ("w3", 1, False), ("e3", 1, True),
                                                       ("c9", 0, False)])
def test_a_zone_symbol_grants_in_that_zone_as_its_user_sees_it(puck, seat, granted):
    """Symbols, Colored Zone: a green D in the user's defensive zone (the west end for seat 1's
    opponent, the east end for seat 2)."""
    symbol = (Symbol("zone", "green", zone="defensive"),)
    state = using(SNIPER, puck=puck, control=None)
    assert oc.symbol_colors(T, state, symbol, seat) == (("green",) if granted else ())


@pytest.mark.parametrize(("side", "home", "seat", "granted"), [
    ("home", 0, 0, True), ("home", 0, 1, False), ("home", 1, 1, True), ("away", 0, 1, True), ("away", 0, 0, False)])
def test_an_affiliation_symbol_grants_to_the_home_or_away_side(side, home, seat, granted):
    """Symbols, Colored Affiliation: H for the Home Ice side, A for the other."""
    symbol = (Symbol("affiliation", "bronze", side=side),)
    assert oc.symbol_colors(T, using(SNIPER, home=home), symbol, seat) == (("bronze",) if granted else ())


def test_usable_colors_are_printed_then_symbol_then_gained_ones(monkeypatch):
    """Abilities / Symbols: the printed colors, the ones the symbols grant now, then any Silver
    copied, each once. The symbol table is rebuilt here (it is kept on the tables once made)."""
    monkeypatch.delitem(T.__dict__, "color_grants", raising=False)
    assert oc.usable_colors(T, using(PLAYMAKER), PLAYMAKER, 0) == ("orange", "silver")
    assert T.__dict__["color_grants"][PLAYMAKER] == (Symbol("dot", "silver"),)
    assert T.__dict__["color_grants"][PLAYMAKER] is T.__dict__["color_grants"][PLAYMAKER]
    state = oc.gain(using(PLAYMAKER), 0, PLAYMAKER, "color", ("brown", "orange", "silver"))
    assert oc.usable_colors(T, state, PLAYMAKER, 0) == ("orange", "silver", "brown")
    assert oc.usable_colors(T, using(ROOKIE), ROOKIE, 0) == ("pink",)
    assert T.__dict__["color_grants"][ROOKIE] == ()
    state = oc.gain(using(ROOKIE), 0, ROOKIE, "color", ("blue",))
    assert oc.usable_colors(T, state, ROOKIE, 0) == ("pink", "blue")


def test_a_cards_symbol_colors_are_worked_out_once(monkeypatch):
    """The symbol table is read for the card once made (a made entry is not recomputed)."""
    monkeypatch.setitem(T.__dict__, "color_grants", {PLAYMAKER: ()})
    assert oc.usable_colors(T, using(PLAYMAKER), PLAYMAKER, 0) == ("orange",)


def test_symbols_that_do_not_grant_their_color():
    """Symbols: a Protection O or Penalty P does not grant its color; an FG symbol has none."""
    assert oc.usable_colors(T, using(r(0, "power-forward-6-helmet")), r(0, "power-forward-6-helmet"), 0) == ("red",)
    assert oc.usable_colors(T, using(r(0, "score-5-helmet")), r(0, "score-5-helmet"), 0) == ()
    away = using(r(0, "power-forward-6-helmet"), home=1)        # nor as if it were an Away symbol
    assert oc.usable_colors(T, away, r(0, "power-forward-6-helmet"), 0) == ("red",)
    assert oc.usable_colors(T, using(r(0, "score-5-helmet"), home=1), r(0, "score-5-helmet"), 0) == ()
    enforcer = r(1, "enforcer-1-skate")
    assert oc.usable_colors(T, using(enforcer, seat=1, control=1, home=0), enforcer, 1) == ("brown",)
    assert oc.usable_colors(T, using(r(0, "enforcer-1-helmet"), home=1), r(0, "enforcer-1-helmet"), 0) == ("brown",)


def test_usable_colors_with_a_colored_number_and_the_defensive_zone_support():
    """Symbols, Colored #: Gold 5 with the puck held in area 5; Defensive Zone support takes the
    card's hashtag away (O120), and only that card's."""
    there = using(SHUTDOWN, puck="w5")
    assert oc.usable_colors(T, there, SHUTDOWN, 0) == ("green", "gold")
    assert oc.usable_colors(T, using(SHUTDOWN, puck="w4"), SHUTDOWN, 0) == ("green",)
    lost = evolve(there, effects=(basics.Effect(NO_HASHTAG, 0, "stoppage", "defensive-zone", SHUTDOWN),))
    assert oc.usable_colors(T, lost, SHUTDOWN, 0) == ("green",)
    other = evolve(there, effects=(basics.Effect(NO_HASHTAG, 0, "stoppage", "defensive-zone", ROOKIE),))
    assert oc.usable_colors(T, other, SHUTDOWN, 0) == ("green", "gold")
    dot = evolve(using(PLAYMAKER), effects=(basics.Effect(NO_HASHTAG, 0, "stoppage", "defensive-zone", PLAYMAKER),))
    assert oc.usable_colors(T, dot, PLAYMAKER, 0) == ("orange", "silver")


def test_a_fights_lost_colors_take_symbol_colors_too():
    """Fights (O37): a bad effect's lost colors go from the seat's cards, symbol colors included;
    the other seat's loss does not count."""
    zone = using(TWO_WAY, puck="w3", control=None)
    assert oc.usable_colors(T, zone, TWO_WAY, 0) == ("gold", "green")
    lose = evolve(zone, effects=(basics.Effect("lose-colors", 0, "stoppage", "green"),))
    assert oc.usable_colors(T, lose, TWO_WAY, 0) == ("gold",)
    theirs = evolve(zone, effects=(basics.Effect("lose-colors", 1, "stoppage", "green"),))
    assert oc.usable_colors(T, theirs, TWO_WAY, 0) == ("gold", "green")
    other = evolve(zone, effects=(basics.Effect("lose-colors", 0, "stoppage", "orange,yellow"),))
    assert oc.usable_colors(T, other, TWO_WAY, 0) == ("gold", "green")


def test_a_colored_number_allows_block_with_the_puck_in_an_area_of_that_number():
    """Symbols, Colored #: Block is allowed while the puck is in an area of that number, either
    end, whoever controls it; not once the hashtag is lost (O120)."""
    assert oc.number_block(T, using(SHUTDOWN, puck="w5"), SHUTDOWN)
    assert oc.number_block(T, using(SHUTDOWN, puck="e5", control=1), SHUTDOWN)
    assert not oc.number_block(T, using(SHUTDOWN, puck="e4"), SHUTDOWN)
    assert not oc.number_block(T, using(ROOKIE, puck="e5"), ROOKIE)
    lost = evolve(using(SHUTDOWN, puck="w5"), effects=(basics.Effect(NO_HASHTAG, 0, "stoppage", "", SHUTDOWN),))
    assert not oc.number_block(T, lost, SHUTDOWN)
    other = evolve(using(SHUTDOWN, puck="w5"), effects=(basics.Effect(NO_HASHTAG, 0, "stoppage", "", ROOKIE),))
    assert oc.number_block(T, other, SHUTDOWN)


def test_a_card_has_its_printed_colors():
    """Game Cards Explained, Color & Ability: a card has its printed colors only."""
    state = using(ROOKIE)
    assert oc.has_color(T, state, ROOKIE, "pink") and not oc.has_color(T, state, ROOKIE, "blue")


def test_a_card_has_the_colors_its_symbols_grant_and_those_it_gained():
    """Symbols: Gold 5 with the puck held in area 5; O71: a color Silver copied."""
    assert oc.has_color(T, using(SHUTDOWN, puck="w5"), SHUTDOWN, "gold")
    assert not oc.has_color(T, using(SHUTDOWN, puck="w4"), SHUTDOWN, "gold")
    state = oc.gain(using(ROOKIE), 0, ROOKIE, "color", ("blue",))
    assert oc.has_color(T, state, ROOKIE, "blue")


@pytest.mark.parametrize("situation", ["box", "calls", "pulled"])
def test_a_card_has_its_suit_circle_color_on_the_power_play(situation):
    """Power Play: Advantages: the Suit Circle color for the side with the advantage (a man in the
    other side's box, a delayed call against it, or its own pulled goalie)."""
    fields = {"box": {"box": (Served(1, "Tripping", 2, 1),)}, "calls": {"calls": (Call(1, "Tripping"),)},
              "pulled": {"goalie_pulled": (True, False)}}[situation]
    state = using(ROOKIE, **fields)
    assert oc.has_color(T, state, ROOKIE, "blue")
    assert not oc.has_color(T, using(ROOKIE), ROOKIE, "blue")


def test_the_suit_circle_color_belongs_to_the_side_on_turn():
    """Seat 2 on turn with seat 1 in the box: seat 2's Rookie (skate) has its orange Suit Circle color."""
    rookie = r(1, "rookie-0-skate")
    state = using(rookie, seat=1, control=1, box=(Served(0, "Tripping", 2, 1),))
    assert oc.has_color(T, state, rookie, "orange")
    state = using(rookie, seat=1, control=1, box=(Served(1, "Tripping", 2, 1),))
    assert not oc.has_color(T, state, rookie, "orange")


def test_a_colored_number_with_a_modifier_moves_the_number():
    """Symbols, Colored # +/- (O116): Sniper 7's Blue 4+1 used with the puck held in area 4 counts
    as an 8 until the stoppage."""
    events = []
    after = ability_play._used(T, using(SNIPER, puck="e4"), "blue", events)
    assert [e for e in after.effects if e.kind == "number-shift"] == [
        basics.Effect("number-shift", 0, "stoppage", "1", SNIPER)]
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("number-shift", "Sniper 7 (stick) uses blue through its blue 4+1: it counts as 8 until the next stoppage.",
         {"seat": 0, "card": SNIPER, "shift": 1})]
    quiet = ability_play._used(T, using(SNIPER, puck="e4"), "blue")
    assert [e.detail for e in quiet.effects if e.kind == "number-shift"] == ["1"]
    assert not [e for e in ability_play._used(T, using(SNIPER, puck="e3"), "blue", events).effects if e.kind == "number-shift"]


def test_the_number_moves_through_the_color_action():
    """The same through the game: the color action reports the shift."""
    _, events = GAME.apply(using(SNIPER, puck="e4"), Action(0, "color", ("blue",)))
    assert [e.data["shift"] for e in events if e.kind == "number-shift"] == [1]


@pytest.mark.parametrize(("puck", "control", "turn", "color", "effects", "shift"), [
    ("e4", 0, 0, "blue", (), 1),
    ("w4", 0, 0, "blue", (), 1),
    ("e3", 0, 0, "blue", (), 0),
    ("e4", 1, 0, "blue", (), 0),
    ("e4", None, 0, "blue", (), 0),
    ("e4", 0, 0, "gold", (), 0),
    ("e4", 0, 0, "blue", ((NO_HASHTAG, SNIPER),), 0),
    ("e4", 0, 0, "blue", ((NO_HASHTAG, ROOKIE),), 1),
])
def test_the_number_moves_by_the_modifier_of_the_colored_number_holding_the_puck(puck, control, turn, color, effects, shift):
    """O116: the +/- of the Colored # in the color whose area holds the puck its user controls."""
    state = using(SNIPER, puck=puck, control=control,
                  effects=tuple(basics.Effect(kind, 0, "stoppage", "", c) for kind, c in effects))
    assert oc.number_modifier(T, evolve(state, turn=turn), SNIPER, color) == shift


def test_the_number_modifier_for_the_second_seat_and_with_nobody_holding_the_puck():
    """Symbols, Colored # +/- (O116): for seat 2 with its control, and nothing without control or a +/-."""
    sniper = r(1, "sniper-7-skate")
    assert oc.number_modifier(T, using(sniper, seat=1, puck="w4", control=1), sniper, "blue") == 1
    assert oc.number_modifier(T, using(sniper, seat=1, puck="w4", control=0), sniper, "blue") == 0
    assert oc.number_modifier(T, evolve(using(SNIPER, puck="e4"), puck=""), SNIPER, "blue") == 0
    assert oc.number_modifier(T, using(SHUTDOWN, puck="w5"), SHUTDOWN, "gold") == 0     # Gold 5, no +/-


def test_orange_through_a_colored_number_reports_the_shift(stay):
    """Symbols, Colored # +/- (O116) with Orange: a Playmaker 5 whose orange 9+1 holds the puck it
    controls counts as a 6 until the stoppage, and the placement says so."""
    t = tables_with("playmaker-5-helmet", Symbol("number", "orange", 9, 1))
    events = []
    state = ability_play.orange(t, using(PLAYMAKER), "ne9", events)
    assert state.puck == "ne9" and state.colors_used == ("orange",)
    assert [e for e in state.effects if e.kind == "number-shift"] == [
        basics.Effect("number-shift", 0, "stoppage", "1", PLAYMAKER)]
    assert [e.text for e in events if e.kind == "number-shift"] == [
        "Playmaker 5 (helmet) uses orange through its orange 9+1: it counts as 6 until the next stoppage."]


def test_green_through_a_colored_number_reports_the_shift(stay):
    """Symbols, Colored # +/- (O116) with Green (O68): the stop is the green ability used through
    the green 9-1 of the area where its user holds the puck, so the card counts one lower."""
    t = tables_with("shutdown-defender-2-helmet", Symbol("number", "green", 9, -1))
    below = r(1, "power-forward-6-glove")
    state = using(SHUTDOWN, below, puck="ne9", control=0, effects=(path(1, "c9>ne9!", below),))
    events = []
    after = ability_play.stop_movement(t, state, events)
    assert after.puck == "c9" and after.control == 0
    assert [e.detail for e in after.effects if e.kind == "number-shift"] == ["-1"]
    assert [e.text for e in events if e.kind == "number-shift"] == [
        "Shutdown Defender 2 (helmet) uses green through its green 9-1: it counts as 1 until the next stoppage."]


def test_colored_numbers_zones_and_affiliations_grant_their_color_but_protection_does_not(monkeypatch):
    """Symbols (O75): a Colored #, a Colored Zone and a Colored Affiliation grant their color when
    they hold, like a Dot; a Protection O keeps its color to itself. The table is rebuilt here, so
    each card's entry is made afresh from its printed symbols."""
    monkeypatch.delitem(T.__dict__, "color_grants", raising=False)
    power = r(0, "power-forward-6-helmet")
    for each in (SHUTDOWN, TWO_WAY, CAPTAIN, power):
        oc.usable_colors(T, using(each), each, 0)
    grants = T.__dict__["color_grants"]
    assert grants[SHUTDOWN] == (Symbol("number", "gold", 5),)
    assert [(s.kind, s.color, s.zone) for s in grants[TWO_WAY]] == [("zone", "green", "defensive")]
    assert [(s.kind, s.color, s.side) for s in grants[CAPTAIN]] == [("affiliation", "bronze", "home")]
    assert grants[power] == ()


def test_the_offered_colors_are_the_player_s_own_symbols_as_that_side_sees_them():
    """Symbols, Colored Affiliation (O75): the Captain's bronze H is offered to the Home Ice side
    only; the options read the symbols for the side whose turn it is."""
    assert oc.options(T, using(CAPTAIN, home=0)) == [Action(0, "color", ("purple",)), Action(0, "color", ("bronze",))]
    assert oc.options(T, using(CAPTAIN, home=1)) == [Action(0, "color", ("purple",))]


def test_a_card_laid_on_a_colored_x_with_that_color_usable_is_cancelled(monkeypatch):
    """Symbols, Colored X: a card laid on a card with an X, whose usable abilities hold the X's color,
    is Cancelled (no printed action or special while in play; its own colors stay, Card Effects:
    Cancelled); another color is not. A Black X Cancels the card that carries it."""
    import dataclasses
    forward, rookie, below = card(0, "power-forward-6-helmet"), card(0, "rookie-0-helmet"), card(1, "rookie-0-skate")
    x_card = dataclasses.replace(T.card[below], symbols=(Symbol("cancel", "red"),))
    monkeypatch.setitem(T.card, below, x_card)
    state = official(hands=((forward, rookie), (card(1, "goal-skate"),)), play=(below,), puck="c9", control=0,
                     turn=0)
    laid, events = GAME.apply(state, Action(0, "play", (forward,)))
    assert ("colored-x", "Power Forward 6 (helmet) carries red onto Rookie 0 (skate)'s red X and is Cancelled.") in \
        [(e.kind, e.text) for e in events]
    assert basics.cancelled(laid, forward) and laid.turn == 0
    offered = {a.kind for a in GAME.legal_actions(laid, 0)}
    assert "color" in offered and not offered & {"shoot", "body-check"}      # its red, not its printed actions
    other, events = GAME.apply(state, Action(0, "play", (rookie,)))           # pink only: not Cancelled
    assert "colored-x" not in [e.kind for e in events] and not basics.cancelled(other, rookie)
    black = dataclasses.replace(T.card[rookie], symbols=(Symbol("cancel", "black"),))
    monkeypatch.setitem(T.card, rookie, black)
    itself, _ = GAME.apply(state, Action(0, "play", (rookie,)))
    assert basics.cancelled(itself, rookie)



def test_a_cancelled_card_cannot_dump_in_through_a_gained_special(monkeypatch):
    """Card Effects: Cancelled (a Cancelled card uses no special) with Abilities: Red (gains the Dump In
    special): Power Play 7, laid with its red on a red X, is Cancelled; its red still works (its own
    colors stay), but the Dump In it gains is a special, so no dump is offered or allowed."""
    import dataclasses
    below, power_play = card(0, "rookie-0-helmet"), extra_card(1, "power-play-7-all")
    monkeypatch.setitem(T.card, below, dataclasses.replace(T.card[below], symbols=(Symbol("cancel", "red"),)))
    state = official(hands=((card(0, "goal-skate"),), (power_play, card(1, "goal-helmet"))), play=(below,),
                     puck="c9", control=1, turn=1, extra=((), ("power-play-7-all",)))
    laid = act(state, 1, "play", power_play)
    assert basics.cancelled(laid, power_play)
    red = act(laid, 1, "color", "red")
    assert red.turn == 1 and "color" in {a.kind for a in GAME.legal_actions(red, 1)}      # its gold is left
    refused = verdict(red, 1, "dump-in", "w7")
    assert not refused.ok and refused.code == "cancelled", refused
    assert "dump-in" not in {a.kind for a in GAME.legal_actions(red, 1)}


def test_the_goalie_cards_carry_their_suit_circles_colored_x_and_no_black_one():
    """Symbols, Colored X: a Black X Cancels the card that carries it, so the authored Goalie cards print
    none (a Goalie always Cancelled could never Save) but an X of their Suit Circle's color; a Goalie laid
    in play is not Cancelled."""
    goalies = [c for c in T.cards.cards if c.number == "goalie" and c.name == "Goalie"]
    assert len(goalies) == 4 and all([(s.kind, s.color) for s in c.symbols] == [("cancel", c.suit_circle[1])]
                                     for c in goalies)
    assert not any(s.kind == "cancel" and s.color == "black" for c in T.cards.cards for s in c.symbols)
    goalie = card(0, "goalie-g-helmet")
    state = official(hands=((goalie,), (card(1, "goal-skate"),)), play=(card(1, "rookie-0-skate"),), puck="c9",
                     control=0, turn=0)
    assert not basics.cancelled(act(state, 0, "play", goalie), goalie)


def test_a_shot_card_laid_on_a_colored_x_is_cancelled_and_the_goal_on_it_is_called_back():
    """Symbols, Colored X (no exception for the Shot Card; How to Score a Goal bars only penalties
    from playing it) and Card Effects: Cancelled (no printed action; a Cancelled card cannot help score,
    a Called Back Goal): seat 1 shoots with its Goalie, whose Orange X Cancels the orange Poke-Check
    seat 0 lays as the Shot Card. The Poke-Check cannot stop the shot, and the goal scored on it is
    called back."""
    poke = x(0, "poke-check-2-helmet")
    goalie = r(1, "goalie-g-skate")
    state = official(hands=((poke, r(0, "rookie-0-helmet")), (r(1, "goal-glove"), r(1, "rookie-0-skate"))),
                     play=(goalie,), puck="w3", control=1, turn=0, shot=1, stage=SHOT_CARD, shot_from=0,
                     extra=(("poke-check-2-helmet",), ()))
    laid, events = GAME.apply(state, Action(0, "play", (poke,)))
    assert ("colored-x", "Poke-Check 2 (helmet) carries orange onto Goalie (skate)'s orange X and is Cancelled.") in \
        [(e.kind, e.text) for e in events]
    assert basics.cancelled(laid, poke) and laid.stage == SCORE and laid.turn == 1     # no Poke-Check
    state = act(act(laid, 1, "go"), 1, "play", r(1, "goal-glove"))
    state = act(act(state, 1, "score"), 1, "end")
    called, events = GAME.apply(state, Action(0, "concede", ()))
    assert "called-back" in [e.kind for e in events] and "goal" not in [e.kind for e in events]
    assert called.goals == state.goals and called.stoppage.reason == "called-back"
