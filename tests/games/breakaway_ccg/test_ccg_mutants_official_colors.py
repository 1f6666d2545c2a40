"""Breakaway: CCG, the colors' abilities under the official rules (``official_colors.py``; issue 20's
mutation scores).

Each scenario cites the book's passage (Part 2: "Abilities", "Symbols", "Card Effects: Ignore &
Cancelled", Phase 3 "Use Card") or the ruling (O67-O75, O89, O116, O120 in
``docs/rulings/breakaway-ccg.md``) it pins. Most call the module's functions on hand-built
positions; the turn's automatic end (``official_flow.auto_end``) is switched off where a test looks
at what a color left on the card for the rest of the turn.
"""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import official_colors as oc
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.cards import Symbol
from tabletop.games.breakaway_ccg.challenges import Challenge
from tabletop.games.breakaway_ccg.official import CHALLENGES, PHASES
from tabletop.games.breakaway_ccg.penalties import Call, Served
from tabletop.games.breakaway_ccg.state import SAVE, STOPPAGE, USE, evolve
from tabletop.games.breakaway_ccg.support import NO_HASHTAG
from tests.games.breakaway_ccg.support import GAME, T, card, extra_card, official

r, x = card, extra_card
RULE = "Breakaway: CCG, Official rules — "

SNIPER = r(0, "sniper-7-stick")                   # blue; Blue 4+1
PLAYMAKER = r(0, "playmaker-5-helmet")            # orange; silver dot
SHUTDOWN = r(0, "shutdown-defender-2-helmet")     # green; Gold 5
TWO_WAY = r(0, "two-way-forward-4-helmet")        # gold; green D zone
CAPTAIN = r(0, "captain-8-helmet")                # purple; bronze H
VETERAN = r(0, "veteran-leadership-6-helmet")     # silver
ROOKIE = r(0, "rookie-0-helmet")                  # pink, no symbols; Suit Circle 1 blue
GRINDER = r(0, "grinder-3-helmet")                # yellow
ENFORCER_2 = r(1, "enforcer-1-skate")             # brown, Body-Check
FACEOFF = r(0, "face-off-specialist-7-stick")     # bronze


def using(top, below=None, seat=0, puck="c9", control=0, **fields):
    """``seat`` has just played ``top`` (on ``below``) and is using it."""
    play = (below, top) if below else (top,)
    hands = fields.pop("hands", ((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    return official(hands=hands, play=play, puck=puck, control=control, turn=seat, phase=USE, **fields)


@pytest.fixture
def stay(monkeypatch):
    """Keep the turn open after an ability (the automatic end would clear the turn's gains)."""
    monkeypatch.setattr(fl, "auto_end", lambda t, state, events: state)


def gains(state):
    return [(e.kind, e.seat, e.until, e.detail, e.card) for e in state.effects if e.kind.startswith("gain-")]


def path(seat, steps, card_id):
    return fl.Effect("path", seat, "stoppage", steps, card_id)


# ----- citations ------------------------------------------------------------------------------------------
def test_rule_names_the_official_rules_section():
    assert oc.rule("Abilities") == RULE + "Abilities" == oc.ABILITIES
    assert oc.KINDS == {"color": ("color",), "stop-movement": ()}


# ----- what each color gains (Abilities) --------------------------------------------------------------
@pytest.mark.parametrize(("copy", "color", "actions", "specials", "words"), [
    (SNIPER, "blue", ("score", "move", "on-net"), (), "gains Score, Move and On-Net"),
    (r(0, "enforcer-1-helmet"), "brown", ("body-check",), (), "gains Body-Check"),
    (r(0, "breakout-pass-2-helmet"), "gold", ("stretch-pass", "block"), (), "gains Stretch Pass and Block"),
    (ROOKIE, "pink", ("draw",), (), "gains Draw"),
    (FACEOFF, "bronze", ("icing",), (), "gains Icing"),
    (SHUTDOWN, "green", ("clone",), (), "gains Clone"),
    (r(0, "shot-on-goal-4-stick"), "red", (), ("dump-in", "cycle"), "gains the Dump In and Cycle specials"),
])
def test_each_color_gains_its_actions_and_specials_for_the_turn(stay, copy, color, actions, specials, words):
    """Abilities: Blue Score, Move, On-Net; Brown Body-Check; Gold Stretch Pass and Block; Pink Draw;
    Bronze Icing; Green Clone; Red the Dump In and Cycle specials (O72), each for this turn."""
    events = []
    state = oc.use(T, using(copy), color, events)
    assert gains(state) == [("gain-action", 0, "turn", a, copy) for a in actions] + \
        [("gain-special", 0, "turn", s, copy) for s in specials]
    assert oc.gained(state, copy, "action") == actions and oc.gained(state, copy, "special") == specials
    assert state.colors_used == (color,) and state.ability_used
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("color", f"Player 1 uses the {color} ability: {words}.", {"seat": 0, "color": color})]


def test_the_second_seat_gains_on_its_own_card(stay):
    """Abilities: the gains belong to the card in play and its user (seat 2 here)."""
    brown = r(1, "enforcer-1-skate")
    events = []
    state = oc.use(T, using(brown, r(0, "rookie-0-helmet"), seat=1, control=1), "brown", events)
    assert gains(state) == [("gain-action", 1, "turn", "body-check", brown)]
    assert events[0].text == "Player 2 uses the brown ability: gains Body-Check." and events[0].data["seat"] == 1


@pytest.mark.parametrize(("copy", "color", "text"), [
    (CAPTAIN, "purple", "Purple ability: may use any one action"),
    (r(0, "save-glove"), "black", "Black ability: stops play"),
    (ROOKIE, "pink", "Pink ability: gains Draw"),
    (VETERAN, "silver", "Silver ability: copy from the card beneath"),
])
def test_the_color_action_is_offered_with_what_the_ability_does(copy, color, text):
    """Abilities: the offer names the ability's effect (Black stops play, Purple any one action)."""
    assert GAME.describe_action(using(copy), Action(0, "color", (color,))) == text


def test_a_used_color_keeps_the_turn_open_while_the_card_has_more_to_do():
    """Phase 3: after Pink the card may still Draw, so the turn goes on (through the game's apply)."""
    state, events = GAME.apply(using(ROOKIE), Action(0, "color", ("pink",)))
    assert state.phase == USE and state.turn == 0
    assert any(e.kind == "color" for e in events)


def test_purple_allows_one_more_action_of_any_kind(stay):
    """Abilities: Purple may use any one action (O69): one free action for the turn."""
    events = []
    state = oc.use(T, using(CAPTAIN), "purple", events)
    assert [e for e in state.effects if e.kind == "free-actions"] == [fl.Effect("free-actions", 0, "turn", "1", CAPTAIN)]
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("color", "Player 1 uses the purple ability: one more action of any kind this turn.",
         {"seat": 0, "color": "purple"})]
    assert state.colors_used == ("purple",) and not gains(state)


def test_silver_copies_the_action_and_colors_of_the_card_beneath(stay):
    """Abilities: Silver gains an action and a color of the card just below (O71)."""
    events = []
    state = oc.use(T, using(VETERAN, ENFORCER_2, control=1), "silver", events)
    assert gains(state) == [("gain-action", 0, "turn", "body-check", VETERAN),
                            ("gain-color", 0, "turn", "brown", VETERAN)]
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("color", "Player 1 uses the silver ability and copies from Enforcer 1 (skate): body-check; brown.",
         {"seat": 0, "color": "silver", "card": ENFORCER_2})]


def test_silver_copies_no_silver_and_says_when_there_is_nothing(stay):
    """O71: Silver does not copy Silver; a card beneath with no action and no other color gives nothing."""
    events = []
    state = oc.use(T, using(VETERAN, r(1, "deflection-1-helmet")), "silver", events)
    assert gains(state) == [("gain-action", 0, "turn", "deflect", VETERAN)]
    assert events[0].text.endswith("copies from Deflection 1 (helmet): deflect; no color.")
    events = []
    chase = r(0, "dump-and-chase-1-glove")
    state = oc.use(T, using(VETERAN, chase), "silver", events)
    assert gains(state) == [("gain-color", 0, "turn", "red", VETERAN)]
    assert events[0].text.endswith(": no action; red.")
    events = []
    both = x(1, "power-play-7-all")
    state = oc.use(T, using(VETERAN, both, extra=((), ("power-play-7-all",))), "silver", events)
    assert gains(state) == [("gain-action", 0, "turn", "move", VETERAN), ("gain-color", 0, "turn", "gold", VETERAN),
                            ("gain-color", 0, "turn", "red", VETERAN)]
    assert events[0].text.endswith(": move; gold, red.")


# ----- Black (Abilities; O49, O89) ----------------------------------------------------------------------
@pytest.mark.parametrize(("puck", "place", "chooser"), [("e3", "east-end", 1), ("w3", "west-end", 0),
                                                        ("c9", "center", 0)])
def test_black_stops_play_and_the_defending_side_chooses(puck, place, chooser):
    """Abilities: Black stops play; the face-off is nearest the puck and the side whose end it is
    in chooses, else the user (O49)."""
    events = []
    state = oc.use(T, using(r(0, "save-glove"), puck=puck), "black", events)
    assert state.phase == STOPPAGE and state.stoppage.reason == "black"
    assert (state.stoppage.place, state.stoppage.chooser) == (place, chooser)
    first = events[0]
    assert (first.kind, first.text, first.data) == ("color", "Player 1 uses the black ability: play stops.",
                                                    {"seat": 0, "color": "black"})


HIGH, BLACK = "high-stick-8-glove", "empty-net-call-skate"


def high_stick(seat=1, shot=0, stage=SAVE):
    play = (r(0, "shot-on-goal-4-helmet"), r(1, "rookie-0-glove"), x(0, HIGH), x(1, BLACK))
    return official(hands=((r(0, "goal-helmet"),), ()), play=play, puck="e4", control=0, turn=seat,
                    extra=((HIGH,), (BLACK,)), shot=shot, stage=stage, shot_from=0, phase=USE)


def test_black_on_a_high_stick_calls_the_goal_back():
    """High Sticking (O89): the other side's black ability on the Score card reviews the goal."""
    events = []
    state = oc.use(T, high_stick(), "black", events)
    assert state.phase == STOPPAGE and state.stoppage.reason == "called-back"
    assert (state.stoppage.place, state.stoppage.chooser) == ("east-end", 1) and state.goals == (0, 0)
    first = events[0]
    assert (first.kind, first.text, first.data) == (
        "called-back", "Player 2 uses the black ability on the high stick: the goal is called back.",
        {"seat": 1, "color": "black", "special": "high-sticking"})


@pytest.mark.parametrize(("shot", "stage"), [(1, SAVE), (0, "score")])
def test_black_reviews_only_the_other_sides_goal_at_the_save(shot, stage):
    """O89: the review answers the shooter's Score; the shooter's own black, or one before the
    save, just stops play."""
    events = []
    state = oc.use(T, high_stick(shot=shot, stage=stage), "black", events)
    assert state.stoppage.reason == "black" and events[0].kind == "color"


# ----- gained, gain ---------------------------------------------------------------------------------------
def test_gained_reads_the_cards_own_entries_of_the_kind():
    """O67: what a color gained lasts the turn on the card in play."""
    state = using(SNIPER)
    assert oc.gained(state, SNIPER, "action") == ()
    state = oc.gain(state, 0, SNIPER, "action", ("move", "score"))
    state = oc.gain(state, 0, SNIPER, "color", ("brown",))
    state = oc.gain(state, 0, SNIPER, "special", ("cycle",))
    state = oc.gain(state, 0, ROOKIE, "action", ("draw",))
    assert oc.gained(state, SNIPER, "action") == ("move", "score")
    assert oc.gained(state, SNIPER, "color") == ("brown",)
    assert oc.gained(state, SNIPER, "special") == ("cycle",)
    assert oc.gained(state, ROOKIE, "action") == ("draw",) and oc.gained(state, ROOKIE, "color") == ()
    assert state.effects[0] == fl.Effect("gain-action", 0, "turn", "move", SNIPER)
    other = oc.gain(using(SNIPER), 1, SNIPER, "color", ("red", "gold"))
    assert other.effects == (fl.Effect("gain-color", 1, "turn", "red", SNIPER),
                             fl.Effect("gain-color", 1, "turn", "gold", SNIPER))


# ----- symbols (Symbols; O75) -------------------------------------------------------------------------
def test_a_dot_always_grants_and_colors_are_listed_once():
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


def test_a_cached_symbol_entry_is_what_is_read(monkeypatch):
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
    lost = evolve(there, effects=(fl.Effect(NO_HASHTAG, 0, "stoppage", "defensive-zone", SHUTDOWN),))
    assert oc.usable_colors(T, lost, SHUTDOWN, 0) == ("green",)
    other = evolve(there, effects=(fl.Effect(NO_HASHTAG, 0, "stoppage", "defensive-zone", ROOKIE),))
    assert oc.usable_colors(T, other, SHUTDOWN, 0) == ("green", "gold")
    dot = evolve(using(PLAYMAKER), effects=(fl.Effect(NO_HASHTAG, 0, "stoppage", "defensive-zone", PLAYMAKER),))
    assert oc.usable_colors(T, dot, PLAYMAKER, 0) == ("orange", "silver")


def test_a_fights_lost_colors_take_symbol_colors_too():
    """Fights (O37): a bad effect's lost colors go from the seat's cards, symbol colors included;
    the other seat's loss does not count."""
    zone = using(TWO_WAY, puck="w3", control=None)
    assert oc.usable_colors(T, zone, TWO_WAY, 0) == ("gold", "green")
    lose = evolve(zone, effects=(fl.Effect("lose-colors", 0, "stoppage", "green"),))
    assert oc.usable_colors(T, lose, TWO_WAY, 0) == ("gold",)
    theirs = evolve(zone, effects=(fl.Effect("lose-colors", 1, "stoppage", "green"),))
    assert oc.usable_colors(T, theirs, TWO_WAY, 0) == ("gold", "green")
    other = evolve(zone, effects=(fl.Effect("lose-colors", 0, "stoppage", "orange,yellow"),))
    assert oc.usable_colors(T, other, TWO_WAY, 0) == ("gold", "green")


def test_number_block_follows_the_puck_area_and_the_hashtag():
    """Symbols, Colored #: Block is allowed while the puck is in an area of that number, either
    end, whoever controls it; not once the hashtag is lost (O120)."""
    assert oc.number_block(T, using(SHUTDOWN, puck="w5"), SHUTDOWN)
    assert oc.number_block(T, using(SHUTDOWN, puck="e5", control=1), SHUTDOWN)
    assert not oc.number_block(T, using(SHUTDOWN, puck="e4"), SHUTDOWN)
    assert not oc.number_block(T, using(ROOKIE, puck="e5"), ROOKIE)
    lost = evolve(using(SHUTDOWN, puck="w5"), effects=(fl.Effect(NO_HASHTAG, 0, "stoppage", "", SHUTDOWN),))
    assert not oc.number_block(T, lost, SHUTDOWN)
    other = evolve(using(SHUTDOWN, puck="w5"), effects=(fl.Effect(NO_HASHTAG, 0, "stoppage", "", ROOKIE),))
    assert oc.number_block(T, other, SHUTDOWN)


# ----- has_color ---------------------------------------------------------------------------------------------
def test_has_color_reads_the_printed_colors_in_a_plain_position():
    state = using(ROOKIE)
    assert oc.has_color(T, state, ROOKIE, "pink") and not oc.has_color(T, state, ROOKIE, "blue")


def test_has_color_sees_symbol_colors_and_gained_ones():
    """Symbols: Gold 5 with the puck held in area 5; O71: a color Silver copied."""
    assert oc.has_color(T, using(SHUTDOWN, puck="w5"), SHUTDOWN, "gold")
    assert not oc.has_color(T, using(SHUTDOWN, puck="w4"), SHUTDOWN, "gold")
    state = oc.gain(using(ROOKIE), 0, ROOKIE, "color", ("blue",))
    assert oc.has_color(T, state, ROOKIE, "blue")


@pytest.mark.parametrize("situation", ["box", "calls", "pulled"])
def test_has_color_sees_the_power_play_suit_circle(situation):
    """Power Play: Advantages: the Suit Circle color for the side with the advantage (a man in the
    other side's box, a delayed call against it, or its own pulled goalie)."""
    fields = {"box": {"box": (Served(1, "Tripping", 2, 1),)}, "calls": {"calls": (Call(1, "Tripping"),)},
              "pulled": {"goalie_pulled": (True, False)}}[situation]
    state = using(ROOKIE, **fields)
    assert oc.has_color(T, state, ROOKIE, "blue")
    assert not oc.has_color(T, using(ROOKIE), ROOKIE, "blue")


def test_has_color_is_for_the_side_on_turn():
    """Seat 2 on turn with seat 1 in the box: seat 2's Rookie (skate) has its orange Suit Circle color."""
    rookie = r(1, "rookie-0-skate")
    state = using(rookie, seat=1, control=1, box=(Served(0, "Tripping", 2, 1),))
    assert oc.has_color(T, state, rookie, "orange")
    state = using(rookie, seat=1, control=1, box=(Served(1, "Tripping", 2, 1),))
    assert not oc.has_color(T, state, rookie, "orange")


# ----- common legality (Abilities; Phase 3; Card Effects) --------------------------------------------------
def won(uses, winner=0):
    return Challenge("grind", 0, "c9", winner=winner, uses=uses)


def test_a_spent_challenge_card_gives_no_more():
    """General Challenge Procedure: the winner uses one ability, action or special of the card."""
    state = using(SNIPER, challenge=won("one"), ability_used=True)
    v = oc.common(T, state, "red")           # also no red: the spent use is told first
    assert (v.ok, v.code, v.rule) == (False, "challenge-one-use", RULE + CHALLENGES)
    assert v.reason == "The challenge card gives one ability, action or special, and you have used it."
    assert oc.common(T, using(SNIPER, challenge=won("one")), "blue").ok


def test_a_color_the_card_lacks_is_refused_before_cancelled():
    cancelled = (fl.Effect("cancelled", 1, "game", card=SNIPER),)
    v = oc.common(T, using(SNIPER, effects=cancelled), "red")
    assert (v.code, v.rule) == ("no-such-color", RULE + "Abilities")
    assert v.reason == ("Sniper 7 (stick) has no red color, so it gives no red ability (a power play adds its Suit "
                        "Circle color, a penalty kill its K color, Silver the colors of the card beneath).")


def test_a_cancelled_card_has_no_abilities():
    """Card Effects: Ignore & Cancelled: a Cancelled card uses no ability (an injury too)."""
    for kind in ("cancelled", "injured"):
        state = using(SNIPER, effects=(fl.Effect(kind, 1, "game", card=SNIPER),), colors_used=("blue",))
        v = oc.common(T, state, "blue")
        assert (v.code, v.rule) == ("cancelled", RULE + "Card Effects: Ignore & Cancelled")
        assert v.reason == "Sniper 7 (stick) is Cancelled: it has no abilities."
    other = using(SNIPER, effects=(fl.Effect("cancelled", 1, "game", card=ROOKIE),))
    assert oc.common(T, other, "blue").ok


def test_each_ability_once_per_card():
    """Phase 3: any number of abilities, none repeated."""
    state = using(PLAYMAKER, ENFORCER_2, colors_used=("orange",), challenge=won("each"), ability_used=True)
    v = oc.common(T, state, "orange")
    assert (v.code, v.rule, v.reason) == ("repeated-ability", RULE + PHASES,
                                          "The orange ability is used: each ability once per card.")
    assert oc.common(T, using(PLAYMAKER, ENFORCER_2, colors_used=("orange",)), "silver").ok


def test_a_contested_grind_win_gives_one_ability():
    """Grind Challenge, Contested Win: one special, one action and one ability of the card."""
    state = using(PLAYMAKER, ENFORCER_2, challenge=won("each"), ability_used=True, colors_used=("orange",))
    v = oc.common(T, state, "silver")
    assert (v.code, v.rule, v.reason) == ("one-ability", RULE + CHALLENGES,
                                          "A Grind win gives one ability of the card.")
    assert oc.common(T, using(PLAYMAKER, challenge=won("each")), "orange").ok
    assert oc.common(T, using(PLAYMAKER, challenge=won("each", winner=None), ability_used=True), "orange").ok
    assert oc.common(T, using(PLAYMAKER, challenge=won("one", winner=None), ability_used=True), "orange").ok


# ----- Orange (Abilities; O67) ----------------------------------------------------------------------------
def test_orange_verdicts_in_order():
    """Abilities: only Orange places the puck, while you control it, not after an action moved it,
    and into an adjacent area."""
    assert oc.orange_verdict(T, using(PLAYMAKER), "orange", "ne9").ok
    assert oc.orange_verdict(T, using(PLAYMAKER), "orange", "nw9").ok
    assert oc.orange_verdict(T, using(PLAYMAKER, colors_used=("orange",)), "orange", "ne9").code == \
        "repeated-ability"
    v = oc.orange_verdict(T, using(PLAYMAKER, ENFORCER_2), "silver", "ne9")
    assert (v.code, v.rule) == ("ability-no-puck", RULE + "Abilities")
    assert v.reason == "The silver ability does not move the puck: use it as the silver ability itself."
    for control in (1, None):
        v = oc.orange_verdict(T, using(PLAYMAKER, control=control), "orange", "ne9")
        assert (v.code, v.reason) == ("orange-control", "Orange places the puck only while you control it.")
    moved = using(PLAYMAKER, effects=(path(0, "nw9>c9!", PLAYMAKER),))
    v = oc.orange_verdict(T, moved, "orange", "ne9")
    assert (v.code, v.reason) == ("orange-after-action",
                                  "An action of this card has already moved the puck this turn, so Orange cannot.")
    v = oc.orange_verdict(T, using(PLAYMAKER), "orange", "e8")
    assert (v.code, v.rule) == ("not-adjacent", RULE + "Abilities")
    assert v.reason == ("Orange places the puck in an adjacent area: neutral zone by the west blue line (9), "
                        "neutral zone by the east blue line (9).")


def test_orange_for_the_second_seat():
    playmaker = r(1, "playmaker-5-skate")
    assert oc.orange_verdict(T, using(playmaker, seat=1, control=1), "orange", "nw9").ok
    assert oc.orange_verdict(T, using(playmaker, seat=1, control=0), "orange", "nw9").code == "orange-control"


def test_orange_places_the_puck(stay):
    """Abilities: Orange places the puck in an adjacent area; the move is not an action's (a later
    Orange-like check sees no action move)."""
    events = []
    state = oc.orange(T, using(PLAYMAKER), "ne9", events)
    assert state.puck == "ne9" and state.control == 0
    assert state.colors_used == ("orange",) and state.ability_used
    assert [e for e in state.effects if e.kind == "path"] == [path(0, "c9>ne9", PLAYMAKER)]
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("ability", ("Player 1 uses the orange ability: the puck goes from center ice (9) to neutral zone by the "
                     "east blue line (9)."), {"seat": 0, "color": "orange", "from": "c9", "to": "ne9"})]


def test_orange_inside_the_offensive_zone_is_a_pass(stay):
    """Establish Passing Bonus: a move by an ability wholly inside the offensive zone adds +1."""
    events = []
    state = oc.orange(T, using(PLAYMAKER, puck="e8"), "e3", events)
    assert state.bonus == (1, 0)
    assert [e.text for e in events if e.kind == "passing-bonus"] == [
        "A pass in the offensive zone: Player 1's passing bonus is +1."]


def test_orange_ends_the_turn_when_nothing_is_left():
    """Phase 3 / 4: with Orange used and the card's Move taken, the turn goes on to the draw."""
    state = using(PLAYMAKER, action_used=True)
    done = oc.orange(T, state, "ne9", [])
    assert done.turn == 1


# ----- the color action's verdicts ----------------------------------------------------------------------
def test_color_verdicts():
    """Abilities: Orange names an area, Yellow is the Grind (O73), Silver needs a card beneath."""
    v = oc.color_verdict(T, using(PLAYMAKER), "orange")
    assert (v.code, v.rule) == ("orange-places", RULE + "Abilities")
    assert v.reason == "Orange's ability is placing the puck: name the adjacent area."
    v = oc.color_verdict(T, using(GRINDER), "yellow")
    assert (v.code, v.rule) == ("yellow-grinds", RULE + "Abilities")
    assert v.reason == "Yellow's ability is the Grind: start a Grind Challenge (ruling O73)."
    v = oc.color_verdict(T, using(VETERAN), "silver")
    assert (v.code, v.rule) == ("silver-nothing-below", RULE + "Abilities")
    assert v.reason == "Silver copies from the card beneath, and there is none."
    assert oc.color_verdict(T, using(VETERAN, ENFORCER_2), "silver").ok
    assert oc.color_verdict(T, using(SNIPER), "blue").ok
    assert oc.color_verdict(T, using(SNIPER), "red").code == "no-such-color"


def test_stop_movement_verdicts():
    """Abilities: Green stops the puck movement of the opponent's last card; it must have moved it."""
    green = r(0, "shutdown-defender-2-helmet")
    below = r(1, "rookie-0-skate")
    moved = using(green, below, puck="ne9", control=1, effects=(path(1, "c9>ne9!", below),))
    assert oc.stop_verdict(T, moved).ok
    still = using(green, below, puck="ne9", control=1, effects=(path(1, "ne9", below),))
    v = oc.stop_verdict(T, still)
    assert (v.code, v.rule) == ("no-movement", RULE + "Abilities")
    assert v.reason == ("Green stops the puck movement of the opponent's last card, and that card did not move "
                        "the puck.")
    assert oc.stop_verdict(T, using(SNIPER, below, effects=(path(1, "c9>ne9!", below),))).code == "no-such-color"


# ----- the options ---------------------------------------------------------------------------------------------
def test_options_list_each_usable_color():
    """Phase 3: each ability not used yet; Orange as one placement per adjacent area."""
    assert oc.options(T, using(PLAYMAKER)) == [Action(0, "ability", ("orange", "nw9")),
                                               Action(0, "ability", ("orange", "ne9"))]
    assert oc.options(T, using(PLAYMAKER, ENFORCER_2)) == [Action(0, "ability", ("orange", "nw9")),
                                                           Action(0, "ability", ("orange", "ne9")),
                                                           Action(0, "color", ("silver",))]
    assert oc.options(T, using(PLAYMAKER, ENFORCER_2, control=1)) == [Action(0, "color", ("silver",))]
    moved = using(PLAYMAKER, ENFORCER_2, effects=(path(0, "nw9>c9!", PLAYMAKER),))
    assert oc.options(T, moved) == [Action(0, "color", ("silver",))]
    assert oc.options(T, using(PLAYMAKER, ENFORCER_2, colors_used=("silver",))) == [
        Action(0, "ability", ("orange", "nw9")), Action(0, "ability", ("orange", "ne9"))]
    assert oc.options(T, using(GRINDER)) == []
    assert oc.options(T, using(SNIPER)) == [Action(0, "color", ("blue",))]
    assert oc.options(T, using(SNIPER), ("brown", "gold")) == [Action(0, "color", ("brown",)),
                                                                Action(0, "color", ("gold",))]


def test_options_offer_green_stop_movement_after_a_move():
    green = r(1, "shutdown-defender-2-skate")
    below = r(0, "rookie-0-helmet")
    moved = using(green, below, seat=1, puck="ne9", control=0, effects=(path(0, "c9>ne9!", below),))
    assert oc.options(T, moved) == [Action(1, "color", ("green",)), Action(1, "stop-movement")]
    still = using(green, below, seat=1, puck="ne9", control=0, effects=(path(0, "ne9", below),))
    assert oc.options(T, still) == [Action(1, "color", ("green",))]


def test_purple_may_be_a_save():
    """O69: Purple's any one action may be a Save; a card without Purple may not."""
    assert oc.can_save(T, using(CAPTAIN), CAPTAIN, 0)
    assert not oc.can_save(T, using(SNIPER), SNIPER, 0)
    lost = using(CAPTAIN, effects=(fl.Effect("lose-colors", 0, "stoppage", "purple"),))
    assert not oc.can_save(T, lost, CAPTAIN, 0) and oc.can_save(T, lost, CAPTAIN, 1)


# ----- using a color: marks, Silver's one color, Colored # +/- ----------------------------------------------
def test_using_a_copied_color_drops_the_other_copied_colors():
    """O71: Silver gains one ability; using a copied color ends the other copied ones (this card's
    only; its copied action stays)."""
    effects = (fl.Effect("gain-color", 0, "turn", "brown", VETERAN), fl.Effect("gain-color", 0, "turn", "green", VETERAN),
               fl.Effect("gain-action", 0, "turn", "body-check", VETERAN),
               fl.Effect("gain-color", 0, "turn", "red", ROOKIE))
    state = using(VETERAN, ENFORCER_2, effects=effects, colors_used=("silver",))
    after = oc._used(T, state, "brown")
    assert after.colors_used == ("silver", "brown") and after.ability_used
    assert after.effects == effects[2:]


def test_using_a_printed_color_keeps_the_copied_ones():
    """O71: only a color Silver copied is its one ability; the card's printed colors stay apart."""
    effects = (fl.Effect("gain-color", 0, "turn", "blue", SNIPER), fl.Effect("gain-color", 0, "turn", "red", SNIPER))
    state = using(SNIPER, effects=effects)
    assert oc._used(T, state, "blue").effects == effects
    assert oc._used(T, using(SNIPER, effects=effects[1:]), "gold").effects == effects[1:]


def test_a_colored_number_with_a_modifier_moves_the_number():
    """Symbols, Colored # +/- (O116): Sniper 7's Blue 4+1 used with the puck held in area 4 counts
    as an 8 until the stoppage."""
    events = []
    after = oc._used(T, using(SNIPER, puck="e4"), "blue", events)
    assert [e for e in after.effects if e.kind == "number-shift"] == [
        fl.Effect("number-shift", 0, "stoppage", "1", SNIPER)]
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("number-shift", "Sniper 7 (stick) uses blue through its blue 4+1: it counts as 8 until the next stoppage.",
         {"seat": 0, "card": SNIPER, "shift": 1})]
    quiet = oc._used(T, using(SNIPER, puck="e4"), "blue")
    assert [e.detail for e in quiet.effects if e.kind == "number-shift"] == ["1"]
    assert not [e for e in oc._used(T, using(SNIPER, puck="e3"), "blue", events).effects if e.kind == "number-shift"]


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
def test_number_modifier(puck, control, turn, color, effects, shift):
    """O116: the +/- of the Colored # in the color whose area holds the puck its user controls."""
    state = using(SNIPER, puck=puck, control=control,
                  effects=tuple(fl.Effect(kind, 0, "stoppage", "", c) for kind, c in effects))
    assert oc.number_modifier(T, evolve(state, turn=turn), SNIPER, color) == shift


def test_number_modifier_for_the_second_seat_and_without_a_puck():
    sniper = r(1, "sniper-7-skate")
    assert oc.number_modifier(T, using(sniper, seat=1, puck="w4", control=1), sniper, "blue") == 1
    assert oc.number_modifier(T, using(sniper, seat=1, puck="w4", control=0), sniper, "blue") == 0
    assert oc.number_modifier(T, evolve(using(SNIPER, puck="e4"), puck=""), SNIPER, "blue") == 0
    assert oc.number_modifier(T, using(SHUTDOWN, puck="w5"), SHUTDOWN, "gold") == 0     # Gold 5, no +/-


# ----- Green: stop the movement (Abilities; O68, O76) --------------------------------------------------------
def green_on_a_move(steps="c9>ne9!", puck="ne9"):
    below = r(1, "power-forward-6-glove")
    effects = (path(1, steps, below), path(0, "w3>w4", r(0, "rookie-0-helmet")))
    return using(SHUTDOWN, below, puck=puck, control=1, effects=effects), below


def test_green_stops_the_opponents_last_movement(stay):
    """Abilities: Green sends the puck back where the opponent's last card found it; control does
    not change (O68); Green also gains Clone."""
    state, _below = green_on_a_move("c9>ne9>e8!", "e8")
    events = []
    after = oc.stop_movement(T, state, events)
    assert after.puck == "c9" and after.control == 1
    assert after.colors_used == ("green",) and after.ability_used
    assert [e for e in after.effects if e.kind == "path"] == [path(0, "w3>w4", r(0, "rookie-0-helmet"))]
    assert gains(after) == [("gain-action", 0, "turn", "clone", SHUTDOWN)]
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("stop-movement", ("Player 1 uses the green ability: the puck's movement from Power Forward 6 (glove) is "
                           "stopped and it goes back to center ice (9)."), {"seat": 0, "to": "c9"})]


def test_undo_last_move_carries_the_callers_data_and_clears_a_bonus():
    """O76 (Stop Movement special shares it): the event carries the special's data; the puck leaving
    the opponent's offensive zone ends their passing bonus."""
    below = r(1, "power-forward-6-glove")
    state = using(SHUTDOWN, below, puck="w4", control=1, bonus=(0, 2), effects=(path(1, "w8>w4!", below),))
    events = []
    after = oc.undo_last_move(T, state, 0, "Stop Puck", {"special": "stop-puck"}, events)
    assert after.puck == "w8" and after.control == 1 and after.bonus == (0, 2)
    assert events[0].data == {"seat": 0, "to": "w8", "special": "stop-puck"}
    assert events[0].text.startswith("Player 1 uses Stop Puck: the puck's movement from Power Forward 6 (glove)")
    back = using(SHUTDOWN, below, puck="w4", control=1, bonus=(0, 2), effects=(path(1, "c9>w8>w4!", below),))
    assert oc.undo_last_move(T, back, 0, "x", {}, []).bonus == (0, 0)


def test_undoing_a_move_inside_the_users_offensive_zone_is_a_pass():
    """Establish Passing Bonus: the puck sent back by the green ability from one offensive-zone area
    to another, its user holding the puck, is a pass (+1), however the opponent's card routed it."""
    below = r(1, "power-forward-6-glove")
    state = using(SHUTDOWN, below, puck="e0", control=0, effects=(path(1, "e8>ne9>e0!", below),))
    events = []
    after = oc.undo_last_move(T, state, 0, "the green ability", {}, events)
    assert after.puck == "e8" and after.control == 0 and after.bonus == (1, 0)
    assert [e.kind for e in events] == ["stop-movement", "passing-bonus"]


# ----- Bronze in a face-off (Abilities: Bronze; O70) ---------------------------------------------------------
def faceoff(c0, c1, **fields):
    return official(hands=((), ()), play=(), puck="c9", control=None, turn=0, **fields), (c0, c1)


@pytest.mark.parametrize(("c0", "c1", "winner"), [
    (FACEOFF, r(1, "captain-8-skate"), 0),             # only seat 1's card has Bronze (captain away: no H)
    (r(0, "rookie-0-helmet"), r(1, "icing-0-glove"), 1),
    (FACEOFF, r(1, "icing-0-glove"), 0),               # both Bronze: 7 beats 0
    (x(0, "icing-0-helmet"), x(1, "face-off-specialist-7-skate"), 1),
    (r(0, "rookie-0-helmet"), r(1, "goal-skate"), None),
])
def test_bronze_wins_the_faceoff(c0, c1, winner):
    """Abilities: Bronze wins a face-off unless the other card has Bronze with a higher number."""
    state, picks = faceoff(c0, c1)
    events = []
    assert oc.bronze_faceoff(T, state, picks, events) == winner
    if winner is None:
        assert events == []
    else:
        assert [(e.kind, e.text, e.data) for e in events] == [
            ("bronze", f"Player {winner + 1}'s bronze ability wins the face-off.", {"seat": winner})]


def test_equal_bronze_numbers_leave_the_faceoff_to_the_usual_rules():
    """O70: two Bronze cards of the same number: Bronze decides nothing."""
    state, picks = faceoff(r(0, "face-off-specialist-7-stick"), x(1, "face-off-specialist-7-skate"))
    events = []
    assert oc.bronze_faceoff(T, state, picks, events) is None and events == []


def test_a_cancelled_bronze_card_does_not_win():
    """Card Effects, Cancelled: no abilities, Bronze included."""
    state, picks = faceoff(FACEOFF, r(1, "icing-0-glove"))
    state = evolve(state, effects=(fl.Effect("cancelled", 0, "game", card=FACEOFF),))
    assert oc.bronze_faceoff(T, state, picks, []) == 1
    state = evolve(state, effects=(fl.Effect("cancelled", 1, "game", card=r(1, "icing-0-glove")),))
    assert oc.bronze_faceoff(T, state, picks, []) == 0


def test_bronze_from_a_home_symbol_counts_for_its_seat():
    """Symbols, Colored Affiliation: Captain's bronze H wins the face-off for the Home Ice side."""
    state, picks = faceoff(CAPTAIN, r(1, "rookie-0-skate"), home=0)
    assert oc.bronze_faceoff(T, state, picks, []) == 0
    state, picks = faceoff(CAPTAIN, r(1, "rookie-0-skate"), home=1)
    assert oc.bronze_faceoff(T, state, picks, []) is None


# ----- more survivors of the mutation run ------------------------------------------------------------
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


def test_orange_through_a_colored_number_reports_the_shift(stay):
    """Symbols, Colored # +/- (O116) with Orange: a Playmaker 5 whose orange 9+1 holds the puck it
    controls counts as a 6 until the stoppage, and the placement says so."""
    t = tables_with("playmaker-5-helmet", Symbol("number", "orange", 9, 1))
    events = []
    state = oc.orange(t, using(PLAYMAKER), "ne9", events)
    assert state.puck == "ne9" and state.colors_used == ("orange",)
    assert [e for e in state.effects if e.kind == "number-shift"] == [
        fl.Effect("number-shift", 0, "stoppage", "1", PLAYMAKER)]
    assert [e.text for e in events if e.kind == "number-shift"] == [
        "Playmaker 5 (helmet) uses orange through its orange 9+1: it counts as 6 until the next stoppage."]


def test_green_through_a_colored_number_reports_the_shift(stay):
    """Symbols, Colored # +/- (O116) with Green (O68): the stop is the green ability used through
    the green 9-1 of the area where its user holds the puck, so the card counts one lower."""
    t = tables_with("shutdown-defender-2-helmet", Symbol("number", "green", 9, -1))
    below = r(1, "power-forward-6-glove")
    state = using(SHUTDOWN, below, puck="ne9", control=0, effects=(path(1, "c9>ne9!", below),))
    events = []
    after = oc.stop_movement(t, state, events)
    assert after.puck == "c9" and after.control == 0
    assert [e.detail for e in after.effects if e.kind == "number-shift"] == ["-1"]
    assert [e.text for e in events if e.kind == "number-shift"] == [
        "Shutdown Defender 2 (helmet) uses green through its green 9-1: it counts as 1 until the next stoppage."]


def test_green_gains_clone_for_the_card_on_top_of_a_longer_play(stay):
    """Abilities: Green's Clone goes to the card that used it, the top of the play area, however
    many cards lie beneath it."""
    first, below = r(0, "rookie-0-helmet"), r(1, "power-forward-6-glove")
    state = official(hands=((r(0, "goal-helmet"),), (r(1, "goal-skate"),)), play=(first, below, SHUTDOWN),
                     puck="ne9", control=1, turn=0, phase=USE, effects=(path(1, "c9>ne9!", below),))
    after = oc.stop_movement(T, state, [])
    assert after.puck == "c9"
    assert gains(after) == [("gain-action", 0, "turn", "clone", SHUTDOWN)]


def test_orange_after_an_action_move_cites_the_abilities():
    """Abilities (O67): the refusal of Orange after an action of the card moved the puck cites the
    Abilities section, as Orange's other refusals do."""
    moved = using(PLAYMAKER, effects=(path(0, "nw9>c9!", PLAYMAKER),))
    v = oc.orange_verdict(T, moved, "orange", "ne9")
    assert (v.code, v.rule) == ("orange-after-action", RULE + "Abilities")


def test_black_reviews_the_score_card_beneath_it_after_a_longer_play():
    """High Sticking (O89): the card reviewed is the Score card, the one right beneath the black
    card, however many cards came before the shot."""
    play = (r(1, "power-forward-6-glove"), r(0, "shot-on-goal-4-helmet"), r(1, "rookie-0-glove"), x(0, HIGH),
            x(1, BLACK))
    state = official(hands=((r(0, "goal-helmet"),), ()), play=play, puck="e4", control=0, turn=1,
                     extra=((HIGH,), (BLACK,)), shot=0, stage=SAVE, shot_from=1, phase=USE)
    events = []
    after = oc.use(T, state, "black", events)
    assert after.stoppage.reason == "called-back" and events[0].kind == "called-back"


def test_silver_lists_every_action_it_copies():
    """Abilities (O71): Silver on a Power Forward 6 copies both its actions, Shoot and Body-Check,
    and its red; the event names them all."""
    events = []
    state = oc.use(T, using(VETERAN, r(1, "power-forward-6-glove"), control=1, action_used=True), "silver", events)
    assert state.colors_used == ("silver",)
    assert events[0].text == ("Player 1 uses the silver ability and copies from Power Forward 6 (glove): shoot, "
                              "body-check; red.")


def test_silver_ends_the_turn_when_nothing_is_left():
    """Phase 3 / 4: Silver used with the card's action already taken, and nothing copied that is
    still usable: the turn goes on to the draw and the other player."""
    events = []
    done = oc.use(T, using(VETERAN, r(1, "deflection-1-helmet"), action_used=True), "silver", events)
    assert done.turn == 1
    assert [e.kind for e in events][:1] == ["color"] and len(events) > 1


def test_the_symbol_table_holds_colored_numbers_zones_and_affiliations_but_not_protection(monkeypatch):
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


def test_a_lone_card_s_silver_is_skipped_and_the_colors_after_it_are_still_offered():
    """Silver (O71) copies from the card beneath, so a card played alone cannot use it; a color it
    gained after its silver is still offered."""
    state = oc.gain(using(VETERAN), 0, VETERAN, "color", ("blue",))
    assert oc.usable_colors(T, state, VETERAN, 0) == ("silver", "blue")
    assert oc.options(T, state) == [Action(0, "color", ("blue",))]


def test_the_offered_colors_are_the_player_s_own_symbols_as_that_side_sees_them():
    """Symbols, Colored Affiliation (O75): the Captain's bronze H is offered to the Home Ice side
    only; the options read the symbols for the side whose turn it is."""
    assert oc.options(T, using(CAPTAIN, home=0)) == [Action(0, "color", ("purple",)), Action(0, "color", ("bronze",))]
    assert oc.options(T, using(CAPTAIN, home=1)) == [Action(0, "color", ("purple",))]
