"""Breakaway: CCG's special handlers, function by function (issue 20's mutation scores for
``special_handlers.py``).

Each test cites the book's Part 3 glossary entry (Dump In, Start a Fight, Cycle, Tilt, Stick Lift,
Redirect, Lost the Puck, Pressure, Shuffle, Bad Change, Goalie Promotion, Select Promotion,
Promotion, Specialized, Support), Part 2's Challenges section, or the ruling in
``docs/rulings/breakaway-ccg.md`` that reads it (O72, O79, O81, O83, O84, O88, O98, O99, O103,
O106, O118-O120). Positions are built by hand and the handlers are called directly, so that each
test pins exact values: the actions offered, each refusal's code, reason and rule, and the state
and events an apply leaves.
"""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.verdict import ALLOWED
from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg import special_handlers as sh
from tabletop.games.breakaway_ccg import specialized, support
from tabletop.games.breakaway_ccg.official_flow import Effect
from tabletop.games.breakaway_ccg.penalties import Call
from tabletop.games.breakaway_ccg.state import CHALLENGE, FIGHT, SAVE, SCORE, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.support import T, benched, official, r

BOOK = "Breakaway: CCG"
PHASES_RULE = f"{BOOK}, Official rules — Phases of a Turn"
CHALLENGES_RULE = f"{BOOK}, Official rules — Challenges"


def glossary(entry):
    return f"{BOOK}, Specials glossary — {entry}"


def refused(v, code, reason, rule):
    assert (v.ok, v.code, v.reason, v.rule) == (False, code, reason, rule)


def using(top, below=(), seat=0, **fields):
    """Seat ``seat``'s Phase 3 with ``top`` in play on the cards ``below``."""
    fields.setdefault("puck", "c9")
    fields.setdefault("control", seat)
    return official(play=(*below, top), turn=seat, phase=USE, **fields)


def path(seat, detail, card):
    """The lasting record of how ``card`` (``seat``'s) moved the puck (O63)."""
    return Effect("path", seat, "stoppage", detail, card)


#: Nothing of the card is left to use once its special is (its action and every ability used): an
#: apply then ends the turn (Phase 4).
SPENT = {"ability_used": True, "action_used": True,
         "colors_used": tuple(sorted({c for card in T.cards.cards for c in card.colors}))}


# ----- the table of handlers -------------------------------------------------------------------------------
def test_each_special_needing_code_has_its_handler_and_action_kinds():
    """Part 3: each special the data cannot say is code keyed by its rule's ``handler`` name; the
    action kinds each answers (Dump In's two challenges, an area, a card, a choice, a wild)."""
    H = sh.Handler
    assert sh.HANDLERS == {
        "cycle": H(frozenset({"special-area"}), sh._cycle_actions, sh._cycle_check, sh._cycle_apply),
        "dump-in": H(frozenset({"dump-in", "dump-out"}), sh._dump_actions, sh._dump_check, sh._dump_apply),
        "start-a-fight": H(frozenset({"special"}), sh._fight_actions, sh._fight_check, sh._fight_apply),
        "tilt": H(frozenset({"special"}), sh._tilt_actions, sh._tilt_check, sh._tilt_apply),
        "stick-lift": H(frozenset({"special-area"}), sh._lift_actions, sh._lift_check, sh._lift_apply),
        "redirect": H(frozenset({"special-area"}), sh._redirect_actions, sh._redirect_check, sh._redirect_apply),
        "lost-the-puck": H(frozenset({"special"}), sh._lost_actions, sh._lost_check, sh._lost_apply),
        "pressure": H(frozenset({"special"}), sh._pressure_actions, sh._pressure_check, sh._pressure_apply),
        "shuffle": H(frozenset({"special-choice"}), sh._shuffle_actions, sh._shuffle_check, sh._shuffle_apply),
        "bad-change": H(frozenset({"special-card"}), sh._bad_change_actions, sh._bad_change_check,
                        sh._bad_change_apply),
        "goalie-stick": H(frozenset({"special"}), sh._stick_actions, sh._stick_check, sh._stick_apply),
        "select-promotion": H(frozenset({"special-card"}), sh._promote_actions, sh._promote_check,
                              sh._promote_apply),
        "promotion": H(frozenset({"special-wild"}), sh._wild_actions, sh._wild_check, sh._wild_apply),
        "specialized": H(frozenset({"special"}), sh._specialized_actions, sh._specialized_check,
                         sh._specialized_apply),
        **{kind: H(frozenset({"special-card"}), sh._support_actions, sh._support_check, sh._support_apply)
           for kind in ("support-stickhandling", "support-superstar", "support-no-penalty",
                        "support-defensive-zone", "support-offensive", "support-goalie-stoppage")},
    }
    with pytest.raises(dataclasses.FrozenInstanceError):
        sh.HANDLERS["cycle"].kinds = frozenset({"special"})      # a handler is a fixed record


# ----- Dump In (Part 2: Challenges, Dump In and Dump Out; Part 3: Dump In) ----------------------------------
DUMP = r(0, "dump-and-chase-1-stick")
DUMP1 = "s2:dump-and-chase-1-glove"
ROOKIE = r(0, "rookie-0-helmet")
EAST = ("e8", "e0", "e1", "e3", "e2", "e5", "e4", "e6", "e7")      # seat 0's offensive zone, the rink's order
WEST = ("w7", "w5", "w4", "w6", "w1", "w3", "w2", "w8", "w0")      # seat 1's


def dumping(puck="c9", seat=0, top=None, **fields):
    return using(top or (DUMP if seat == 0 else DUMP1), seat=seat, puck=puck,
                 hands=((ROOKIE,), (r(1, "goal-skate"),)), **fields)


def test_a_dump_in_starts_from_the_neutral_zone_into_the_offensive_zone():
    """Challenges, Dump In: begun in the neutral zone, the target an offensive-zone area."""
    assert sh.dump_verdict(T, dumping(), ch.DUMP_IN, None) == ALLOWED
    for target in EAST:
        assert sh.dump_verdict(T, dumping(), ch.DUMP_IN, target) == ALLOWED
    for target in ("w3", "ne9", "c9"):
        refused(sh.dump_verdict(T, dumping(), ch.DUMP_IN, target), "dump-in-target",
                "A Dump In sends the puck into your offensive zone.", CHALLENGES_RULE)
    for puck in ("e8", "w3", "w8"):
        refused(sh.dump_verdict(T, dumping(puck), ch.DUMP_IN, None), "dump-in-zone",
                "A Dump In starts from the neutral zone.", CHALLENGES_RULE)
    assert sh.dump_verdict(T, dumping("nw9"), ch.DUMP_IN, "e3") == ALLOWED
    # seat 1 attacks west
    assert sh.dump_verdict(T, dumping(seat=1), ch.DUMP_IN, "w3") == ALLOWED
    assert sh.dump_verdict(T, dumping(seat=1), ch.DUMP_IN, "e3").code == "dump-in-target"


def test_a_dump_out_starts_from_the_defensive_zone():
    """Challenges, Dump Out: begun in the user's defensive zone."""
    assert sh.dump_verdict(T, dumping("w3"), ch.DUMP_OUT, None) == ALLOWED
    assert sh.dump_verdict(T, dumping("w8"), ch.DUMP_OUT, None) == ALLOWED
    for puck in ("c9", "nw9", "e3"):
        refused(sh.dump_verdict(T, dumping(puck), ch.DUMP_OUT, None), "dump-out-zone",
                "A Dump Out starts from your defensive zone.", CHALLENGES_RULE)
    assert sh.dump_verdict(T, dumping("e3", seat=1), ch.DUMP_OUT, None) == ALLOWED
    assert sh.dump_verdict(T, dumping("w3", seat=1), ch.DUMP_OUT, None).code == "dump-out-zone"


def test_a_dump_needs_the_special_unused_the_puck_and_no_shot():
    """Phases of a Turn: one special per card; Challenges: the dumper has the puck, no shot under way."""
    refused(sh.dump_verdict(T, dumping(special_used=True), ch.DUMP_IN, None), "one-special",
            "This card's special is used (one per card).", PHASES_RULE)
    refused(sh.dump_verdict(T, dumping(shot=0), ch.DUMP_IN, None), "dump-during-shot",
            "A dump cannot start while a shot is under way.", CHALLENGES_RULE)
    for control in (1, None):
        refused(sh.dump_verdict(T, dumping(control=control), ch.DUMP_IN, None), "dump-control",
                "You must have the puck to dump it.", CHALLENGES_RULE)
    assert sh.dump_verdict(T, dumping(seat=1, control=0), ch.DUMP_IN, None).code == "dump-control"


def test_a_challenge_winner_with_one_use_has_spent_it_on_an_ability_or_action():
    """General Challenge Procedure: the winner of a one-use challenge uses one ability, action or
    special of the card; a contested Grind's winner one of each (its Dump In stays usable)."""
    one = ch.Challenge(ch.FACEOFF, 0, "c9", winner=0, uses="one")
    for used in ({"ability_used": True}, {"action_used": True}):
        refused(sh.dump_verdict(T, dumping(challenge=one, **used), ch.DUMP_IN, None), "challenge-one-use",
                "The challenge card gives one ability, action or special.", CHALLENGES_RULE)
    assert sh.dump_verdict(T, dumping(challenge=one), ch.DUMP_IN, None) == ALLOWED
    each = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="each")
    assert sh.dump_verdict(T, dumping(challenge=each, ability_used=True, action_used=True), ch.DUMP_IN, None) == \
        ALLOWED
    pending = ch.Challenge(ch.FACEOFF, 0, "c9")
    assert sh.dump_verdict(T, dumping(challenge=pending, ability_used=True), ch.DUMP_IN, None) == ALLOWED


def test_only_a_card_with_dump_in_or_a_red_gain_of_it_dumps():
    """Part 3: Dump In is the card's special; Abilities, Red: Red gains it for the turn (O72)."""
    refused(sh.dump_verdict(T, dumping(top=ROOKIE), ch.DUMP_IN, None), "no-dump-in",
            "Rookie 0 (helmet) has no Dump In special.", CHALLENGES_RULE)
    red = (Effect("gain-special", 0, "turn", "dump-in", ROOKIE),)
    assert sh.dump_verdict(T, dumping(top=ROOKIE, effects=red), ch.DUMP_IN, None) == ALLOWED
    other = (Effect("gain-special", 0, "turn", "cycle", ROOKIE), Effect("gain-special", 0, "turn", "dump-in", DUMP))
    assert sh.dump_verdict(T, dumping(top=ROOKIE, effects=other), ch.DUMP_IN, None).code == "no-dump-in"


def test_the_dumps_offered_are_each_offensive_area_or_the_dump_out():
    """Challenges: a Dump In names its offensive-zone target; a Dump Out names none."""
    assert sh._dump_actions(T, dumping(), "dump-in") == [Action(0, "dump-in", (a,)) for a in EAST]
    assert sh._dump_actions(T, dumping(seat=1), "dump-in") == [Action(1, "dump-in", (a,)) for a in WEST]
    assert sh._dump_actions(T, dumping("w3"), "dump-in") == [Action(0, "dump-out")]
    assert sh._dump_actions(T, dumping("e3", seat=1), "dump-in") == [Action(1, "dump-out")]
    assert sh._dump_actions(T, dumping("e3"), "dump-in") == []
    assert sh._dump_actions(T, dumping(control=1), "dump-in") == []


def test_the_dump_check_reads_the_action_kind_and_target():
    """Challenges: the two dumps; anything else is not how Dump In is used."""
    assert sh._dump_check(T, dumping(), Action(0, "dump-in", ("e3",))) == ALLOWED
    assert sh._dump_check(T, dumping(), Action(0, "dump-in", ("w3",))).code == "dump-in-target"
    assert sh._dump_check(T, dumping("w3"), Action(0, "dump-out")) == ALLOWED
    assert sh._dump_check(T, dumping(), Action(0, "dump-out")).code == "dump-out-zone"
    refused(sh._dump_check(T, dumping(), Action(0, "special", ("dump-in",))), "dump-how",
            "Dump In is used as a dump in (with a target area) or a dump out.", CHALLENGES_RULE)


def test_a_dump_in_opens_its_challenge_at_the_target_and_a_dump_out_at_the_closest_nine():
    """Challenges, Dump In: the puck goes to the chosen target; Dump Out: to the closest area 9."""
    events = []
    state = sh._dump_apply(T, dumping(), Action(0, "dump-in", ("e3",)), events)
    assert state.phase == CHALLENGE and state.special_used and state.puck == "e3"
    assert state.challenge == ch.Challenge(ch.DUMP_IN, 0, "c9", "e3")
    assert events[0].data == {"seat": 0, "kind": ch.DUMP_IN, "target": "e3", "special": "dump-in"}
    events = []
    state = sh._dump_apply(T, dumping("w3"), Action(0, "dump-out"), events)
    assert state.challenge == ch.Challenge(ch.DUMP_OUT, 0, "w3", "nw9") and state.puck == "nw9"
    assert events[0].data["kind"] == ch.DUMP_OUT


# ----- Start a Fight (Part 3: Start a Fight; Part 2: Fights) -------------------------------------------------
GLOVES = "s1:drop-the-gloves-1-stick"


def test_start_a_fight_is_offered_and_checked_as_a_special():
    """Part 3, Start a Fight: a special of the card (its not-as-a-Shot-Card condition is the data's)."""
    state = using(GLOVES, seat=1)
    assert sh._fight_actions(T, state, "start-a-fight") == [Action(1, "special", ("start-a-fight",))]
    assert sh._fight_check(T, state, Action(1, "special", ("start-a-fight",))) == ALLOWED
    refused(sh._fight_check(T, state, Action(1, "special-area", ("start-a-fight", "c9"))), "special-kind",
            "Start a Fight is used as a special.", glossary("Start a Fight"))


def test_start_a_fight_hands_play_to_the_fight_with_its_user_instigating():
    """Part 3, Start a Fight: the fight starts at once and the user takes the misconduct (O45)."""
    state = using(GLOVES, hands=((ROOKIE,), (r(1, "goal-skate"),)))
    events = []
    state = sh._fight_apply(T, state, Action(0, "special", ("start-a-fight",)), events)
    assert state.phase == FIGHT and state.fight.instigator == 0 and state.special_used
    assert events[0].data == {"seat": 0, "instigator": 0, "special": "start-a-fight"}
    assert [(c.seat, c.name) for c in state.calls] == [(0, "Instigating")]


# ----- Cycle (Part 3: Cycle; ruling O72) ---------------------------------------------------------------------
CYCLER = "s1:rushed-change-2-stick"       # no action nor color: nothing else to use


def test_cycle_offers_the_areas_one_or_two_arrows_away_to_the_side_with_the_puck():
    """Part 3, Cycle: move the puck up to two areas (O72: its user controls it, no shot under way)."""
    state = using(CYCLER)
    assert sh._cycle_actions(T, state, "cycle") == [Action(0, "special-area", ("cycle", a))
                                                    for a in ("nw9", "ne9", "w8", "w0", "e8", "e0")]
    assert sh._cycle_actions(T, using(CYCLER, seat=1, puck="e8"), "cycle") == [
        Action(1, "special-area", ("cycle", a)) for a in ("e0", "e1", "e3", "ne9", "e2", "e4", "e5", "c9")]
    assert sh._cycle_actions(T, using(CYCLER, control=1), "cycle") == []
    assert sh._cycle_actions(T, using(CYCLER, control=None), "cycle") == []
    assert sh._cycle_actions(T, using(CYCLER, shot=0), "cycle") == []


def test_cycle_names_an_area_within_two_arrows():
    """Part 3, Cycle: up to two areas along the arrows (O72)."""
    state = using(CYCLER)
    assert sh._cycle_check(T, state, Action(0, "special-area", ("cycle", "ne9"))) == ALLOWED
    assert sh._cycle_check(T, state, Action(0, "special-area", ("cycle", "e8"))) == ALLOWED
    for far in ("e3", "c9"):
        refused(sh._cycle_check(T, state, Action(0, "special-area", ("cycle", far))), "special-reach",
                "Cycle moves the puck one or two areas along the arrows.", glossary("Cycle"))
    refused(sh._cycle_check(T, state, Action(0, "special", ("cycle",))), "special-area",
            "Cycle names the area the puck goes to.", glossary("Cycle"))


def test_cycle_moves_the_puck_two_areas_and_nobody_controls_it():
    """Part 3, Cycle: the puck moves and its user loses control (O72: recorded as the card's move,
    not an action's; a pass for the bonus, which stays while the puck stays in the zone)."""
    state = using(CYCLER, hands=((r(0, "goal-helmet"),), (r(1, "goal-skate"),)), puck="e8", bonus=(2, 0))
    events = []
    after = sh._cycle_apply(T, state, Action(0, "special-area", ("cycle", "e4")), events)
    assert events[0] == Event("special", "Cycle: Player 1 cycles the puck from east end, point (north) (8) to "
                                         "east end, low slot (4) and gives up control.")
    assert events[0].data == {"seat": 0, "special": "cycle", "from": "e8", "to": "e4"}
    # the special used, the card offers nothing more: the turn ends (seat 1 is to play)
    assert (after.puck, after.control, after.bonus, after.turn) == ("e4", None, (2, 0), 1)
    assert path(0, "e8>e1>e4", CYCLER) in after.effects


def test_cycle_uses_the_cards_special_and_the_turn_goes_on_while_the_card_has_more():
    """Phases of a Turn: one special per card; the card's ability is still there to use (O72)."""
    rookie = r(0, "rookie-0-helmet")
    after = sh._cycle_apply(T, using(rookie, puck="e8"), Action(0, "special-area", ("cycle", "e4")), [])
    assert (after.turn, after.phase, after.special_used, after.puck) == (0, USE, True, "e4")


def test_cycle_one_area_out_of_the_zone_clears_the_bonus():
    """Part 3, Cycle (O72): one area along an arrow; leaving the offensive zone ends the bonus (O61)."""
    state = using(CYCLER, hands=((r(0, "goal-helmet"),), (r(1, "goal-skate"),)), puck="e8", bonus=(2, 0))
    after = sh._cycle_apply(T, state, Action(0, "special-area", ("cycle", "ne9")), [])
    assert (after.puck, after.bonus) == ("ne9", (0, 0))
    assert path(0, "e8>ne9", CYCLER) in after.effects


# ----- Tilt (Part 3: Tilt; ruling O79) ------------------------------------------------------------------------
TILT = "s1:tilt-6-helmet"
HITTER = r(1, "enforcer-1-glove")


def tilting(**fields):
    fields.setdefault("hands", ((ROOKIE,), (r(1, "goal-skate"),)))
    fields.setdefault("control", 1)
    return using(TILT, (HITTER,), **fields)


def test_tilt_is_once_a_period_per_side():
    """Part 3, Tilt: once per period (O79: each side once, whichever Tilt card it plays)."""
    once = Effect("once", 0, "period", "tilt")
    assert sh._once_this_period(official(effects=(once,)), 0, "tilt") is True
    assert sh._once_this_period(official(effects=(once,)), 1, "tilt") is False
    assert sh._once_this_period(official(effects=(once,)), 0, "cycle") is False
    assert sh._once_this_period(official(effects=(Effect("twice", 0, "period", "tilt"),)), 0, "tilt") is False
    assert sh._once_this_period(official(), 0, "tilt") is False
    assert sh._tilt_actions(T, tilting(), "tilt") == [Action(0, "special", ("tilt",))]
    assert sh._tilt_actions(T, tilting(effects=(once,)), "tilt") == []
    assert sh._tilt_actions(T, tilting(effects=(Effect("once", 1, "period", "tilt"),)), "tilt") == \
        [Action(0, "special", ("tilt",))]
    assert sh._tilt_actions(T, using(TILT, (HITTER,), seat=1, effects=(once,)), "tilt") == \
        [Action(1, "special", ("tilt",))]


def test_tilt_is_checked_as_a_special_once_a_period():
    """Part 3, Tilt: a special, once per period (O79)."""
    action = Action(0, "special", ("tilt",))
    assert sh._tilt_check(T, tilting(), action) == ALLOWED
    refused(sh._tilt_check(T, tilting(effects=(Effect("once", 0, "period", "tilt"),)), action), "once-a-period",
            "Tilt is used once a period, and you have used it.", glossary("Tilt"))
    assert sh._tilt_check(T, tilting(effects=(Effect("once", 1, "period", "tilt"),)), action) == ALLOWED
    refused(sh._tilt_check(T, tilting(), Action(0, "special-card", ("tilt", ROOKIE))), "special-kind",
            "Tilt is used as a special.", glossary("Tilt"))


def test_tilt_calls_a_minor_on_the_opponent_and_makes_it_fight():
    """Part 3, Tilt: the opponent fights and takes 2 minutes (O79: Roughing, the opponent counted as
    the instigator; no penalty shot even while the user shoots)."""
    events = []
    state = sh._tilt_apply(T, tilting(shot=0, stage=SCORE), Action(0, "special", ("tilt",)), events)
    assert events[0] == Event("fight", "Tilt! Player 1's Tilt 6 (helmet) lands on a Body-Check and Player 2 is "
                                       "made to fight, with a 2-minute penalty.")
    assert events[0].data == {"seat": 0, "instigator": 1, "special": "tilt"}
    assert state.calls == (Call(1, "Roughing", 2, "Tilt: made to fight", False),)
    assert Effect("once", 0, "period", "tilt") in state.effects and state.special_used
    assert state.phase == FIGHT and state.fight.instigator == 1
    state = sh._tilt_apply(T, using("s2:tilt-6-helmet", (r(0, "body-check-3-glove"),), seat=1, control=0,
                                    hands=((ROOKIE,), (r(1, "goal-skate"),))), Action(1, "special", ("tilt",)), [])
    assert state.calls == (Call(0, "Roughing", 2, "Tilt: made to fight", False),) and state.fight.instigator == 0
    assert Effect("once", 1, "period", "tilt") in state.effects


def test_tilt_names_the_card_in_play_on_a_longer_pile():
    """Part 3, Tilt: the card that lands on the Body-Check is the one just played, the top of the
    pile, however many cards lie beneath (here three: a card of seat 0's below the Body-Check)."""
    events = []
    state = using(TILT, (r(0, "stretch-pass-6-glove"), HITTER), hands=((ROOKIE,), (r(1, "goal-skate"),)), control=1)
    sh._tilt_apply(T, state, Action(0, "special", ("tilt",)), events)
    assert events[0].text.startswith("Tilt! Player 1's Tilt 6 (helmet) lands on a Body-Check")


# ----- Stick Lift (Part 3: Stick Lift; ruling O81) -------------------------------------------------------------
LIFT = "s2:stick-lift-2-stick"
SHOOTER = r(0, "shot-on-goal-4-helmet")


def lifting(**fields):
    """Seat 1 lays Stick Lift as the Shot Card against seat 0's shot from e4."""
    fields.setdefault("hands", ((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    return using(LIFT, (SHOOTER,), seat=1, puck="e4", control=0, shot=0, stage=SCORE, shot_from=0, **fields)


def test_stick_lift_offers_its_poke_check_only_on_the_shot_card():
    """Part 3, Stick Lift: a free Poke-Check, the action of the Shot Card (O81, O60), one area along
    an arrow."""
    assert sh._lift_actions(T, lifting(), "stick-lift") == [Action(1, "special-area", ("stick-lift", a))
                                                            for a in ("e1", "e2", "e3", "e5", "e6")]
    assert sh._lift_actions(T, using(LIFT, (SHOOTER,), seat=1, control=0), "stick-lift") == []
    state = lifting()
    assert sh._lift_check(T, state, Action(1, "special-area", ("stick-lift", "e3"))) == ALLOWED
    refused(sh._lift_check(T, state, Action(1, "special-area", ("stick-lift", "e7"))), "not-adjacent",
            "A Poke-Check moves the puck one area along an arrow.", glossary("Stick Lift"))
    refused(sh._lift_check(T, state, Action(1, "special", ("stick-lift",))), "special-area",
            "Stick Lift names the area its Poke-Check sends the puck to.", glossary("Stick Lift"))
    refused(sh._lift_check(T, using(LIFT, (SHOOTER,), seat=1, control=0),
                           Action(1, "special-area", ("stick-lift", "ne9"))), "poke-check-needs-shot",
            "Stick Lift's Poke-Check works only on the Shot Card you play against the opponent's shot.",
            glossary("Stick Lift"))


def test_stick_lift_pokes_the_puck_and_the_card_gains_a_black_p():
    """Part 3, Stick Lift: the Poke-Check ends the shot, the shooter keeps the puck, and the card
    gains a Black P until the stoppage (O81)."""
    events = []
    state = sh._lift_apply(T, lifting(), Action(1, "special-area", ("stick-lift", "e3")), events)
    assert (state.shot, state.stage, state.puck, state.control, state.special_used) == (None, None, "e3", 0, True)
    assert not state.action_used
    assert events[0].kind == "poke-check"
    assert events[0].data == {"seat": 1, "from": "e4", "to": "e3", "special": "stick-lift"}
    assert Effect("black-p", 1, "stoppage", "stick-lift", LIFT) in state.effects
    assert events[1].data == {"seat": 1, "special": "stick-lift", "card": LIFT}
    assert state.turn == 1
    ended = sh._lift_apply(T, lifting(**SPENT), Action(1, "special-area", ("stick-lift", "e3")), [])
    assert (ended.turn, ended.puck, ended.control) == (0, "e3", 0)


def test_stick_lift_gives_the_black_p_to_the_card_in_play_on_a_longer_pile():
    """Part 3, Stick Lift: the Stick Lift card itself gains the Black P (O81), the top of the pile
    even when more than one card lies beneath it."""
    state = using(LIFT, (r(1, "goal-skate"), SHOOTER), seat=1, puck="e4", control=0, shot=0, stage=SCORE,
                  shot_from=0, hands=((r(0, "goal-helmet"),), (r(1, "goal-glove"),)))
    state = sh._lift_apply(T, state, Action(1, "special-area", ("stick-lift", "e3")), [])
    assert [e for e in state.effects if e.kind == "black-p"] == [Effect("black-p", 1, "stoppage", "stick-lift", LIFT)]


# ----- Redirect (Part 3: Redirect; ruling O83) -----------------------------------------------------------------
REDIRECT = "s2:redirect-5-glove"
PASSER = r(0, "stretch-pass-6-glove")


def redirecting(moved="c9>ne9>e8!", **fields):
    """Seat 1 lays Redirect on seat 0's card, which moved the puck along ``moved``."""
    fields.setdefault("hands", ((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    effects = (path(0, moved, PASSER),) if moved else ()
    fields.setdefault("control", 0)
    return using(REDIRECT, (PASSER,), seat=1, puck=moved.rstrip("!").split(">")[-1] if moved else "e8",
                 effects=effects, **fields)


def test_redirect_places_up_to_as_many_areas_as_the_opponents_card_moved_it():
    """Part 3, Redirect: up to an equal number of areas, counted from where the card found the puck (O83)."""
    assert sh._redirect_areas(T, redirecting()) == ("w8", "w0", "nw9", "ne9", "e8", "e0")
    assert sh._redirect_areas(T, redirecting("c9>ne9")) == ("nw9", "ne9")
    assert sh._redirect_areas(T, redirecting("c9")) == ()
    assert sh._redirect_areas(T, redirecting(None)) == ()
    assert sh._redirect_areas(T, redirecting("c9>ne9>e8>e3!")) == \
        ("w1", "w3", "w2", "w8", "w0", "nw9", "ne9", "e8", "e0", "e1", "e3", "e2")
    assert sh._redirect_actions(T, redirecting("c9>ne9"), "redirect") == [
        Action(1, "special-area", ("redirect", "nw9")), Action(1, "special-area", ("redirect", "ne9"))]
    assert sh._redirect_actions(T, redirecting(None), "redirect") == []
    own = evolve(redirecting(None), effects=(path(1, "c9>ne9>e8", PASSER),))
    assert sh._redirect_areas(T, own) == ()              # a movement the user's own side made is not the opponent's


def test_redirect_refuses_an_area_beyond_its_reach():
    """Part 3, Redirect (O83): the placement names an area within the count."""
    state = redirecting()
    assert sh._redirect_check(T, state, Action(1, "special-area", ("redirect", "w8"))) == ALLOWED
    refused(sh._redirect_check(T, state, Action(1, "special-area", ("redirect", "w4"))), "special-reach",
            "Redirect places the puck up to as many areas as the opponent's card moved it, counted from where "
            "that card found it.", glossary("Redirect"))
    refused(sh._redirect_check(T, state, Action(1, "special", ("redirect",))), "special-area",
            "Redirect names the area it places the puck in.", glossary("Redirect"))
    # with no movement to count the data's condition (opponent-moved) refuses it, not the handler
    assert sh._redirect_check(T, redirecting(None), Action(1, "special-area", ("redirect", "w4"))) == ALLOWED


def test_redirect_stops_the_movement_then_places_the_puck():
    """Part 3, Redirect: the movement is stopped (as Green) and the puck placed; control does not
    change, and the placement is recorded as the card's, for a Green to stop (O83)."""
    events = []
    state = sh._redirect_apply(T, redirecting(bonus=(1, 0)), Action(1, "special-area", ("redirect", "w8")), events)
    assert [e.kind for e in events[:2]] == ["stop-movement", "special-move"]
    assert events[0].data == {"seat": 1, "to": "c9", "special": "redirect"}
    assert "Player 2 uses Redirect" in events[0].text
    assert events[1] == Event("special-move", "Redirect: Player 2 places the puck in west end, point (north) (8).")
    assert events[1].data == {"seat": 1, "from": "c9", "to": "w8", "special": "redirect"}
    assert (state.puck, state.control, state.special_used, state.bonus) == ("w8", 0, True, (0, 0))
    assert path(1, "c9>nw9>w8", REDIRECT) in state.effects
    assert not any(e.kind == "path" and e.card == PASSER for e in state.effects)
    assert state.turn == 1
    ended = sh._redirect_apply(T, redirecting(**SPENT), Action(1, "special-area", ("redirect", "w8")), [])
    assert (ended.turn, ended.puck) == (0, "w8")


def test_redirect_out_of_the_zone_clears_the_bonus_the_stopped_move_left():
    """Part 3, Redirect (O83): stopped inside seat 0's offensive zone the bonus stays; the placement
    out of the zone clears it (O61), whoever has the puck, here nobody."""
    state = redirecting("e3>e1>e8!", bonus=(1, 0), control=None)
    after = sh._redirect_apply(T, state, Action(1, "special-area", ("redirect", "ne9")), [])
    assert (after.puck, after.control, after.bonus) == ("ne9", None, (0, 0))
    assert path(1, "e3>e8>ne9", REDIRECT) in after.effects
    kept = sh._redirect_apply(T, state, Action(1, "special-area", ("redirect", "e4")), [])
    assert (kept.puck, kept.bonus) == ("e4", (1, 0))


# ----- Lost the Puck (Part 3: Lost the Puck; ruling O84) ---------------------------------------------------------
LOST = "s2:lost-the-puck-1-helmet"


def test_a_blue_line_is_crossed_between_the_neutral_zone_and_an_end_zone():
    """Part 3, Lost the Puck: "crossed a Blue Line" (O84: a move between the neutral zone and an end zone)."""
    cross = sh._crossed_blue_line
    assert cross(T, ("c9", "ne9", "e8")) is True
    assert cross(T, ("e8", "ne9")) is True
    assert cross(T, ("w8", "nw9", "c9")) is True
    assert cross(T, ("nw9", "c9", "ne9")) is False
    assert cross(T, ("e8", "e1", "e4")) is False
    assert cross(T, ("w3", "w8")) is False


def losing(moved="c9>ne9>e8!", below=PASSER, **fields):
    fields.setdefault("hands", ((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    effects = (path(0, moved, below),) if moved else ()
    fields.setdefault("puck", moved.rstrip("!").split(">")[-1] if moved else "e8")
    return using(LOST, (below,), seat=1, control=0, effects=effects, **fields)


def test_lost_the_puck_needs_a_blue_line_crossing_by_the_card_beneath():
    """Part 3, Lost the Puck: intercept only a movement over a blue line by the opponent's last card
    (O84), which a No Intercept card refuses (O52)."""
    action = Action(1, "special", ("lost-the-puck",))
    assert sh._lost_check(T, losing(), action) == ALLOWED
    assert sh._lost_actions(T, losing(), "lost-the-puck") == [action]
    no_line = ("Lost the Puck intercepts only a movement of the opponent's last card that crossed a blue line.")
    for moved in ("c9>ne9!", "e8", None):
        refused(sh._lost_check(T, losing(moved), action), "no-blue-line", no_line, glossary("Lost the Puck"))
        assert sh._lost_actions(T, losing(moved), "lost-the-puck") == []
    assert sh._lost_check(T, losing("ne9>e8!"), action) == ALLOWED
    own = evolve(losing(None), effects=(path(1, "c9>ne9>e8!", PASSER),))
    refused(sh._lost_check(T, own, action), "no-blue-line", no_line, glossary("Lost the Puck"))
    feed = "s1:clean-feed-3-helmet"
    assert sh._lost_check(T, losing(below=feed), action).code == "no-intercept"
    refused(sh._lost_check(T, losing(), Action(1, "special-area", ("lost-the-puck", "c9"))), "special-kind",
            "Lost the Puck is used as a special.", glossary("Lost the Puck"))


def test_lost_the_puck_during_a_shot_works_only_as_the_shot_card():
    """Part 3, Lost the Puck: used as a Shot Card it stops the shot (O84); otherwise not during a shot."""
    action = Action(1, "special", ("lost-the-puck",))
    shot_card = using(LOST, (SHOOTER,), seat=1, puck="e4", control=0, shot=0, stage=SCORE, shot_from=0)
    assert sh._lost_check(T, shot_card, action) == ALLOWED
    assert sh._lost_actions(T, shot_card, "lost-the-puck") == [action]
    later = evolve(losing(), shot=0, stage=SAVE)
    refused(sh._lost_check(T, later, action), "lost-during-shot",
            "During a shot, Lost the Puck works only as the Shot Card.", glossary("Lost the Puck"))


def test_lost_the_puck_as_the_shot_card_stops_the_shot_where_it_was_taken():
    """Part 3, Lost the Puck: as a Shot Card, stop the shot and take the puck where it was shot from
    (O84: no stoppage, the user's turn goes on)."""
    play = (r(0, "rookie-0-stick"), r(1, "rookie-0-skate"), SHOOTER)
    state = official(play=(*play, LOST), turn=1, phase=USE, puck="e4", control=0, shot=0, stage=SCORE,
                     shot_from=2, hands=((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    events = []
    after = sh._lost_apply(T, state, Action(1, "special", ("lost-the-puck",)), events)
    assert events[0] == Event("special", "Lost the Puck: Player 2 stops the shot and takes the puck in east end, "
                                         "low slot (4).")
    assert events[0].data == {"seat": 1, "special": "lost-the-puck", "area": "e4"}
    assert (after.shot, after.stage, after.shot_from, after.control, after.puck, after.special_used) == \
        (None, None, 0, 1, "e4", True)
    assert after.turn == 1
    ended = sh._lost_apply(T, evolve(state, **SPENT), Action(1, "special", ("lost-the-puck",)), [])
    assert (ended.turn, ended.control, ended.shot) == (0, 1, None)


def test_lost_the_puck_takes_the_puck_halfway_along_the_movement():
    """Part 3, Lost the Puck: the opponent's full movement, halved as Intercept (O84, O63); the puck
    leaving the zone clears the passing bonus."""
    events = []
    state = sh._lost_apply(T, losing(bonus=(2, 0)), Action(1, "special", ("lost-the-puck",)), events)
    assert events[0] == Event("intercept", "Lost the Puck: Player 2 intercepts the puck in neutral zone by the "
                                           "east blue line (9).")
    assert events[0].data == {"seat": 1, "area": "ne9", "special": "lost-the-puck"}
    assert (state.puck, state.control, state.special_used, state.bonus) == ("ne9", 1, True, (0, 0))
    longer = sh._lost_apply(T, losing("w0>nw9>c9>ne9!"), Action(1, "special", ("lost-the-puck",)), [])
    assert longer.puck == "nw9"
    # the puck already lies at the halfway point: no move, so the bonus stands
    still = sh._lost_apply(T, losing(puck="ne9", bonus=(2, 0)), Action(1, "special", ("lost-the-puck",)), [])
    assert (still.puck, still.control, still.bonus) == ("ne9", 1, (2, 0))
    assert state.turn == 1
    ended = sh._lost_apply(T, losing(**SPENT), Action(1, "special", ("lost-the-puck",)), [])
    assert (ended.turn, ended.puck, ended.control) == (0, "ne9", 1)
    # taken inside the user's offensive zone and carried on from there: a pass for the bonus (O63, O61)
    events = []
    deep = sh._lost_apply(T, losing("nw9>w8>w3>w4!"), Action(1, "special", ("lost-the-puck",)), events)
    assert (deep.puck, deep.control, deep.bonus) == ("w8", 1, (0, 1))
    assert events[1] == Event("passing-bonus", "A pass in the offensive zone: Player 2's passing bonus is +1.")
    # only the opponent's record of the card's movement counts (O84)
    both = evolve(losing(), effects=(path(1, "w0>nw9>c9>ne9", PASSER), path(0, "c9>ne9>e8!", PASSER)))
    assert sh._lost_apply(T, both, Action(1, "special", ("lost-the-puck",)), []).puck == "ne9"


# ----- Pressure (Part 3: Pressure; ruling O88) -------------------------------------------------------------------
PRESSURE = "s2:forecheck-pressure-7-stick"
PRESSURE0 = "s1:forecheck-pressure-7-stick"
SCORER = r(0, "score-5-helmet")


def answering(**fields):
    """Seat 1 lays Pressure as the answer to seat 0's Score (the shot started at index 2)."""
    play = (r(0, "rookie-0-stick"), r(1, "rookie-0-skate"), SHOOTER, r(1, "rookie-0-glove"), SCORER)
    fields.setdefault("hands", ((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    return official(play=(*play, PRESSURE), turn=1, phase=USE, puck="e4", control=0, shot=0, stage=SAVE,
                    shot_from=2, **fields)


def test_pressure_answers_a_score_or_is_used_with_no_shot():
    """Part 3, Pressure: a goal called back (O88: as the answer to the Score), or a Triple outside a shot."""
    action = Action(1, "special", ("pressure",))
    assert sh._answering(answering()) is True
    assert sh._answering(answering(action_used=True)) is False
    assert sh._answering(evolve(answering(), turn=0)) is False
    assert sh._answering(evolve(answering(), stage=SCORE)) is False
    assert sh._pressure_actions(T, answering(), "pressure") == [action]
    assert sh._pressure_check(T, answering(), action) == ALLOWED
    free = using(PRESSURE, seat=1)
    assert sh._pressure_actions(T, free, "pressure") == [action]
    assert sh._pressure_check(T, free, action) == ALLOWED
    during = answering(action_used=True)
    assert sh._pressure_actions(T, during, "pressure") == []
    refused(sh._pressure_check(T, during, action), "pressure-during-shot",
            "During a shot, Pressure works only as the answer to the opponent's Score.", glossary("Pressure"))
    refused(sh._pressure_check(T, free, Action(1, "special-card", ("pressure", ROOKIE))), "special-kind",
            "Pressure is used as a special.", glossary("Pressure"))


def test_pressure_against_a_score_calls_the_goal_back_for_a_penalty_shot():
    """Part 3, Pressure: call back the goal and give the opponent a penalty shot; the card can no
    longer be Ignored (O88)."""
    events = []
    state = sh._pressure_apply(T, answering(), Action(1, "special", ("pressure",)), events)
    assert events[0] == Event("called-back", "Pressure: Player 2 has the goal called back; Player 1 takes a "
                                             "penalty shot.")
    assert events[0].data == {"seat": 1, "special": "pressure"}
    assert (state.action_used, state.shot, state.stage, state.shot_from, state.special_used) == \
        (True, None, None, 0, True)
    assert Effect("unignorable", 1, "stoppage", "pressure", PRESSURE) in state.effects
    assert state.calls == (Call(1, "Pressure", 2, "Pressure calls the goal back", True),)
    assert events[1].text == "Pressure calls the goal back: a penalty shot for Player 1!"


def test_pressure_otherwise_makes_a_triple_against_the_side_with_the_puck():
    """Part 3, Pressure: Triples occur (O88: Offside or Icing against the side with the puck, the
    card's player when nobody has it, as O8)."""
    events = []
    state = using(PRESSURE0, puck="w3", control=1, hands=((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    after = sh._pressure_apply(T, state, Action(0, "special", ("pressure",)), events)
    assert events[0] == Event("special", "Pressure: Player 1's Forecheck Pressure 7 (stick) makes a Triple.")
    assert events[0].data == {"seat": 0, "special": "pressure", "card": PRESSURE0}
    assert after.phase == STOPPAGE and after.stoppage.reason == "offside" and after.stoppage.chooser == 0
    loose = sh._pressure_apply(T, evolve(state, puck="e3", control=None), Action(0, "special", ("pressure",)), [])
    assert loose.stoppage.reason == "offside" and loose.stoppage.chooser == 1


# ----- Shuffle (Part 3: Shuffle; ruling O99) ------------------------------------------------------------------------
SHUFFLER = "s1:line-shuffle-3-skate"
MINE = (r(0, "rookie-0-stick"), r(0, "goal-helmet"), r(0, "grinder-3-helmet"))
THEIRS = (r(1, "goal-skate"), r(1, "rookie-0-skate"))
PILE = (r(1, "rookie-0-glove"),)


def shuffling(seat=0, decks=(MINE, THEIRS), momentum=PILE, **fields):
    state = using(SHUFFLER, seat=seat, **fields)
    return evolve(state, decks=decks, momentum=momentum)


def test_shuffle_names_its_own_deck_the_opponents_or_the_momentum_pile():
    """Part 3, Shuffle: any deck (O99: the user's, the opponent's, the Momentum pile)."""
    assert sh.SHUFFLE_DECKS == ("me", "them", "momentum")
    state = shuffling()
    assert (sh._pile(state, 0, "me"), sh._pile(state, 0, "them"), sh._pile(state, 0, "momentum")) == \
        (MINE, THEIRS, PILE)
    assert (sh._pile(state, 1, "me"), sh._pile(state, 1, "them")) == (THEIRS, MINE)


def test_a_pile_of_fewer_than_two_cards_is_not_offered():
    """O99: a pile of fewer than two cards cannot be named."""
    assert sh._shuffle_actions(T, shuffling(), "shuffle") == [Action(0, "special-choice", ("shuffle", "me")),
                                                              Action(0, "special-choice", ("shuffle", "them"))]
    assert sh._shuffle_actions(T, shuffling(seat=1, decks=(MINE, PILE), momentum=THEIRS), "shuffle") == [
        Action(1, "special-choice", ("shuffle", "them")), Action(1, "special-choice", ("shuffle", "momentum"))]
    state = shuffling(decks=(PILE, ()), momentum=())
    assert sh._shuffle_actions(T, state, "shuffle") == []
    refused(sh._shuffle_check(T, state, Action(0, "special-choice", ("shuffle", "me"))), "special-no-effect",
            "Shuffle: that deck has fewer than two cards.", glossary("Shuffle"))
    assert sh._shuffle_check(T, state, Action(0, "special-choice", ("shuffle", "them"))).code == "special-no-effect"
    assert sh._shuffle_check(T, shuffling(), Action(0, "special-choice", ("shuffle", "them"))) == ALLOWED
    assert sh._shuffle_check(T, shuffling(), Action(0, "special-choice", ("shuffle", "momentum"))).code == \
        "special-no-effect"


def test_shuffle_refuses_anything_but_a_named_deck():
    """O99: the user names one of the three piles."""
    why = "Shuffle names a deck: yours ('me'), the opponent's ('them') or the Momentum pile ('momentum')."
    refused(sh._shuffle_check(T, shuffling(), Action(0, "special", ("shuffle",))), "special-choice", why,
            glossary("Shuffle"))
    refused(sh._shuffle_check(T, shuffling(), Action(0, "special-choice", ("shuffle", "hand"))), "special-choice",
            why, glossary("Shuffle"))


def test_shuffle_shuffles_the_named_pile_with_the_games_chance():
    """O99: the named pile is shuffled with the game's chance and nobody sees it."""
    state = shuffling(decks=(MINE, THEIRS + PILE), momentum=MINE[:2])
    seed, counter = state.seed, state.chance
    cases = {"me": ("their own deck", 0), "them": ("Player 2's deck", 1), "momentum": ("the Momentum pile", None)}
    for choice, (whose, deck) in cases.items():
        events = []
        after = sh._shuffle_apply(T, state, Action(0, "special-choice", ("shuffle", choice)), events)
        assert events[0] == Event("special", f"Shuffle: Player 1 shuffles {whose}.", chance=True, irreversible=True)
        assert events[0].data == {"seat": 0, "special": "shuffle", "deck": choice}
        assert (after.chance, after.special_used) == (counter + 1, True)
        before = sh._pile(state, 0, choice)
        mixed = chance.shuffled(seed, counter, sorted(before))
        if deck is None:
            assert after.momentum == mixed and after.decks == state.decks
        else:
            assert after.decks[deck] == mixed and after.decks[1 - deck] == state.decks[1 - deck]
            assert after.momentum == state.momentum
    them = sh._shuffle_apply(T, state, Action(0, "special-choice", ("shuffle", "them")), [])
    assert them.decks[1] == (r(1, "rookie-0-skate"), r(1, "goal-skate"), r(1, "rookie-0-glove"))
    assert them.turn == 0
    for seed in range(2, 6):
        other = evolve(state, seed=seed, chance=seed + 3)
        after = sh._shuffle_apply(T, other, Action(0, "special-choice", ("shuffle", "them")), [])
        assert after.decks[1] == chance.shuffled(seed, seed + 3, sorted(THEIRS + PILE))
    ended = sh._shuffle_apply(T, shuffling(hands=((ROOKIE,), (r(1, "goal-skate"),)), **SPENT),
                              Action(0, "special-choice", ("shuffle", "me")), [])
    assert ended.turn == 1
    # seat 1 names seat 0's deck
    events = []
    state = shuffling(seat=1, decks=(THEIRS + PILE, MINE))
    after = sh._shuffle_apply(T, state, Action(1, "special-choice", ("shuffle", "them")), events)
    assert events[0].text == "Shuffle: Player 2 shuffles Player 1's deck."
    assert after.decks == (chance.shuffled(state.seed, state.chance, sorted(THEIRS + PILE)), MINE)


# ----- Bad Change (Part 3: Bad Change; ruling O98) ------------------------------------------------------------------
MEN = "s1:too-many-men-1-glove"
BENCH0 = ("s1:sniper-7-skate", "s1:playmaker-5-skate", "s1:enforcer-1-glove", "s1:goalie-g-skate",
          "s1:captain-8-glove")
FREE0 = (r(0, "grinder-3-helmet"), r(0, "rookie-0-helmet"), r(0, "power-forward-6-helmet"))
SUB = "s2:line-change-helmet"


HELD1 = (r(1, "goal-skate"), r(1, "save-helmet"))


def changing(below=(), hand=FREE0, theirs=HELD1, **fields):
    return using(MEN, below, hands=(hand, theirs), **fields)


def test_bad_change_offers_each_bench_card_some_hand_card_may_replace():
    """Part 3, Bad Change: switch a card with the bench (O98: the user names the bench card)."""
    assert sh._bad_change_actions(T, changing(), "bad-change") == [Action(0, "special-card", ("bad-change", b))
                                                                   for b in BENCH0]
    sniper = (r(0, "sniper-7-helmet"),)
    assert sh._bad_change_actions(T, changing(hand=sniper), "bad-change") == [
        Action(0, "special-card", ("bad-change", "s1:sniper-7-skate"))]
    seat1 = using(MEN, seat=1, hands=((), (r(1, "rookie-0-glove"),)))
    assert sh._bad_change_actions(T, seat1, "bad-change") == [
        Action(1, "special-card", ("bad-change", "s2:rookie-0-stick"))]          # the one Rookie of the bench


def test_bad_change_names_a_bench_card_that_a_hand_card_may_replace():
    """O98: the card named comes from the user's bench; some hand card must be able to go there."""
    state = changing(hand=(r(0, "sniper-7-helmet"),))
    assert sh._bad_change_check(T, state, Action(0, "special-card", ("bad-change", "s1:sniper-7-skate"))) == ALLOWED
    refused(sh._bad_change_check(T, state, Action(0, "special-card", ("bad-change", "s1:captain-8-glove"))),
            "special-can-switch", "Bad Change: no card of your hand may go on the bench in its place.",
            glossary("Bad Change"))
    why = "Bad Change names the card you take from your bench."
    refused(sh._bad_change_check(T, state, Action(0, "special-card", ("bad-change", r(0, "sniper-7-helmet")))),
            "special-card", why, glossary("Bad Change"))
    refused(sh._bad_change_check(T, state, Action(0, "special", ("bad-change",))), "special-card", why,
            glossary("Bad Change"))
    refused(sh._bad_change_check(T, state, Action(0, "special-choice", ("bad-change", "s1:sniper-7-skate"))),
            "special-card", why, glossary("Bad Change"))


def test_bad_change_benches_a_hand_card_drawn_by_chance():
    """Part 3, Bad Change: the opponent picks at random the card that goes on the bench (O98: drawn
    with the game's chance among those that may; no switch of a stoppage is spent)."""
    state = changing(seed=3)
    back = BENCH0[4]
    out = chance.pick(state.seed, state.chance, FREE0)
    events = []
    after = sh._bad_change_apply(T, state, Action(0, "special-card", ("bad-change", back)), events)
    assert events[0] == Event("special", "Bad Change: Player 1 takes a card from the bench; Player 2 picks blindly "
                                         "which card goes on it.", chance=True, irreversible=True)
    assert events[0].data == {"seat": 0, "special": "bad-change"}
    assert back in after.hands[0] and out in after.benches[0] and out not in after.hands[0]
    assert (after.swaps, after.ready, after.chance, after.special_used) == ((0, 0), (True, True),
                                                                            state.chance + 1, True)
    assert after.hands[1] == state.hands[1] and after.decks[1] == state.decks[1]
    picks = set()
    for seed in range(8):
        other = evolve(changing(), seed=seed, chance=seed + 2)
        benched_now = sh._bad_change_apply(T, other, Action(0, "special-card", ("bad-change", back)), []).benches[0][4]
        assert benched_now == chance.pick(seed, seed + 2, FREE0)
        picks.add(benched_now)
    assert picks == set(FREE0)
    # a Sniper of the hand cannot take the Captain's place while the bench keeps its Sniper (Game Setup)
    grinder, sniper = FREE0[0], r(0, "sniper-7-helmet")
    for seed in range(6):
        other = changing(hand=(sniper, grinder), seed=seed)
        after = sh._bad_change_apply(T, other, Action(0, "special-card", ("bad-change", back)), [])
        assert after.benches[0] == (*BENCH0[:4], grinder) and sniper in after.hands[0]


def test_bad_change_on_a_substitution_card_puts_an_opponents_card_on_its_deck():
    """Part 3, Bad Change: on a Substitution card a card of the opponent's hand goes on its deck
    (O98: one at random, not a Momentum Card; only its owner learns which)."""
    theirs = (r(1, "goal-skate"), r(1, "save-helmet"), r(1, "rookie-0-glove"))
    state = changing((SUB,), theirs=theirs, extras=((), (theirs[0],)), seed=5)
    events = []
    after = sh._bad_change_apply(T, state, Action(0, "special-card", ("bad-change", BENCH0[0])), events)
    lost = chance.pick(state.seed, state.chance + 1, theirs[1:])
    assert after.decks[1] == (lost, *state.decks[1])
    assert after.hands[1] == tuple(c for c in theirs if c != lost)
    assert after.chance == state.chance + 2
    deck_events = [e for e in events if e.kind in ("special-deck", "deck-own")]
    assert deck_events[0] == Event("special-deck", "Bad Change on a Substitution card: a card of Player 2's hand "
                                                   "goes on top of their deck.", chance=True, irreversible=True)
    assert deck_events[0].data == {"seat": 1, "special": "bad-change"}
    assert deck_events[1].audience == frozenset({1})
    assert deck_events[1].text == f"{T.label[lost]} goes from your hand to the top of your deck."
    assert deck_events[1].data == {"seat": 1, "card": lost}
    # the other way round: seat 1's Bad Change sends a card of seat 0's hand to seat 0's deck
    mine = (r(0, "goal-helmet"), ROOKIE)
    state = using("s2:too-many-men-1-glove", ("s1:line-change-helmet",), seat=1, control=0,
                  hands=(mine, (r(1, "grinder-3-glove"),)))
    after = sh._bad_change_apply(T, state, Action(1, "special-card", ("bad-change", "s2:power-forward-6-helmet")), [])
    lost = chance.pick(state.seed, state.chance + 1, mine)
    assert after.decks[0] == (lost, *state.decks[0]) and after.decks[1] == state.decks[1]
    assert after.hands[0] == tuple(c for c in mine if c != lost)
    assert after.hands[1] == ("s2:power-forward-6-helmet",) and after.benches[1][0] == r(1, "grinder-3-glove")
    lost_set = {sh._bad_change_apply(T, changing((SUB,), theirs=theirs, extras=((), (theirs[0],)), seed=s),
                                     Action(0, "special-card", ("bad-change", BENCH0[0])), []).decks[1][0]
                for s in range(10)}
    assert lost_set == set(theirs[1:])


def test_bad_change_takes_no_opponents_card_off_a_substitution_or_from_momentum_cards_only():
    """Part 3, Bad Change: only on a Substitution card; O98: a Momentum Card of the hand is not taken."""
    for below in ((), (r(1, "rookie-0-skate"),)):
        state = changing(below)
        after = sh._bad_change_apply(T, state, Action(0, "special-card", ("bad-change", BENCH0[0])), [])
        assert (after.hands[1], after.decks[1], after.chance) == (state.hands[1], state.decks[1], state.chance + 1)
    only_momentum = changing((SUB,), theirs=(r(1, "goal-skate"),), extras=((), (r(1, "goal-skate"),)))
    after = sh._bad_change_apply(T, only_momentum, Action(0, "special-card", ("bad-change", BENCH0[0])), [])
    assert (after.hands[1], after.decks[1]) == (only_momentum.hands[1], only_momentum.decks[1])
    assert after.turn == 0
    ended = sh._bad_change_apply(T, changing(**SPENT),
                                 Action(0, "special-card", ("bad-change", BENCH0[0])), [])
    assert ended.turn == 1


# ----- Goalie Promotion, Stick (Part 3: Goalie Promotion; ruling O103) ----------------------------------------------
STICK = "s2:stick-save-g-stick"
MOVER = r(0, "rookie-0-helmet")


def intercepting(moved="e8>e1!", **fields):
    fields.setdefault("hands", ((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    effects = (path(0, moved, MOVER),) if moved else ()
    return using(STICK, (MOVER,), seat=1, puck=(moved or "e8>e1").rstrip("!").split(">")[-1], control=0,
                 effects=effects, **fields)


def test_the_goalie_stick_intercepts_only_in_its_users_defensive_zone():
    """Part 3, Goalie Promotion (Stick): the Intercept action in the defensive zone (O103)."""
    name = "Goalie Promotion (Stick)"
    action = Action(1, "special", ("goalie-stick",))
    assert sh._stick_check(T, intercepting(), action) == ALLOWED
    assert sh._stick_actions(T, intercepting(), "goalie-stick") == [action]
    far = intercepting("c9>ne9!")
    refused(sh._stick_check(T, far, action), "special-defensive-zone",
            f"{name}: the goalie intercepts only in your defensive zone.", glossary(name))
    assert sh._stick_actions(T, far, "goalie-stick") == []
    seat0 = using(r(0, "rookie-0-stick"), (r(1, "rookie-0-skate"),), puck="w1", control=1)
    assert sh._stick_check(T, seat0, Action(0, "special", ("goalie-stick",))).code != "special-defensive-zone"
    refused(sh._stick_check(T, intercepting(), Action(1, "special-area", ("goalie-stick", "e8"))), "special-kind",
            f"{name} is used as a special.", glossary(name))
    unmoved = intercepting(None)
    verdict = sh._stick_check(T, unmoved, action)
    assert (verdict.ok, verdict.code) == (False, "nothing-to-intercept")      # Intercept's own rule (O63)
    assert sh._stick_actions(T, unmoved, "goalie-stick") == []


def test_the_goalie_stick_intercepts_halfway_along_the_movement():
    """Part 3, Goalie Promotion (Stick): Intercept as the card's special (O103, O63)."""
    events = []
    state = sh._stick_apply(T, intercepting(), Action(1, "special", ("goalie-stick",)), events)
    assert events[0] == Event("intercept", "Player 2 intercepts the puck in east end, point (north) (8).")
    assert events[0].data == {"seat": 1, "area": "e8", "special": "goalie-stick"}
    assert (state.puck, state.control, state.special_used, state.action_used) == ("e8", 1, True, False)
    assert state.turn == 1
    ended = sh._stick_apply(T, intercepting(**SPENT), Action(1, "special", ("goalie-stick",)), [])
    assert (ended.turn, ended.puck, ended.control) == (0, "e8", 1)


# ----- Select Promotion (Part 3: Select Promotion; ruling O106) and Promotion (O118) ---------------------------------
CALL_UP = "s1:call-up-4-stick"
FRONT = "s1:front-office-2-glove"
GRINDER = r(0, "grinder-3-helmet")


def test_select_promotion_offers_and_checks_the_promotable_player_cards():
    """Part 3, Select Promotion: a Player card of the hand made its numbered wild (O106: not a #0,
    not one already made a wild)."""
    state = using(CALL_UP, hands=((GRINDER, r(0, "goal-skate"), r(0, "rookie-0-stick")), ()))
    assert sh._promote_actions(T, state, "select-promotion") == [Action(0, "special-card",
                                                                        ("select-promotion", GRINDER))]
    assert sh._promote_check(T, state, Action(0, "special-card", ("select-promotion", GRINDER))) == ALLOWED
    refused(sh._promote_check(T, state, Action(0, "special-card", ("select-promotion", r(0, "rookie-0-stick")))),
            "special-promote", "Select Promotion makes a Player card of your team in your hand (#1-#8 or a Goalie, "
            "not already a wild) its wild.", glossary("Select Promotion"))
    refused(sh._promote_check(T, state, Action(0, "special", ("select-promotion",))), "special-card",
            "Select Promotion names the Player card of your hand it promotes.", glossary("Select Promotion"))
    seat1 = using("s2:call-up-4-stick", seat=1, hands=((GRINDER,), (r(1, "grinder-3-glove"),)))
    assert sh._promote_actions(T, seat1, "select-promotion") == [Action(1, "special-card",
                                                                        ("select-promotion", r(1, "grinder-3-glove")))]


def test_select_promotion_makes_the_card_its_wild():
    """O106: the card is its wild for the rest of the regulation (the entry keeps the overtime)."""
    state = using(CALL_UP, hands=((GRINDER,), (r(1, "goal-skate"),)))
    events = []
    after = sh._promote_apply(T, state, Action(0, "special-card", ("select-promotion", GRINDER)), events)
    assert Effect("wild", 0, "game", "select-promotion:0", GRINDER) in after.effects and after.special_used
    assert events[0].data == {"seat": 0, "special": "select-promotion"}
    assert after.turn == 0
    ended = sh._promote_apply(T, using(CALL_UP, hands=((GRINDER,), (r(1, "goal-skate"),)), **SPENT),
                              Action(0, "special-card", ("select-promotion", GRINDER)), [])
    assert ended.turn == 1


def test_promotion_offers_every_player_card_of_the_hand_as_each_of_the_four_wilds():
    """Part 3, Promotion: a player card made one of the four wilds (O118: #0-#8 and Goalies)."""
    rookie = r(0, "rookie-0-stick")
    state = using(FRONT, hands=((rookie, r(0, "goal-skate")), ()))
    assert sh._wild_actions(T, state, "promotion") == [Action(0, "special-wild", ("promotion", rookie, w))
                                                       for w in ("glove", "skate", "helmet", "stick")]
    seat1 = using("s2:front-office-2-glove", seat=1, hands=((rookie,), (r(1, "rookie-0-skate"),)))
    assert len(sh._wild_actions(T, seat1, "promotion")) == 4


def test_promotion_names_a_card_and_one_of_the_four_wilds():
    """O118: the card of the hand and the wild (glove, skate, helmet or stick)."""
    rookie = r(0, "rookie-0-stick")
    state = using(FRONT, hands=((rookie, r(0, "goal-skate")), ()))
    assert sh._wild_check(T, state, Action(0, "special-wild", ("promotion", rookie, "stick"))) == ALLOWED
    refused(sh._wild_check(T, state, Action(0, "special-wild", ("promotion", rookie, "puck"))), "special-wild",
            "Promotion makes a card one of the four wilds: glove, skate, helmet or stick.", glossary("Promotion"))
    refused(sh._wild_check(T, state, Action(0, "special-wild", ("promotion", r(0, "goal-skate"), "stick"))),
            "special-promote", "Promotion makes a Player card of your team in your hand (not already a wild) a wild.",
            glossary("Promotion"))
    refused(sh._wild_check(T, state, Action(0, "special-card", ("promotion", rookie))), "special-wild",
            "Promotion names the Player card of your hand it promotes and which of the four wilds (glove, skate, "
            "helmet, stick) it becomes.", glossary("Promotion"))


def test_promotion_makes_the_card_the_named_wild():
    """O118: the entry names the wild's goalie special and the overtime it was made in."""
    rookie = r(0, "rookie-0-stick")
    state = using(FRONT, hands=((rookie,), (r(1, "goal-skate"),)))
    events = []
    after = sh._wild_apply(T, state, Action(0, "special-wild", ("promotion", rookie, "helmet")), events)
    assert Effect("wild", 0, "game", "promotion>goalie-helmet:0", rookie) in after.effects and after.special_used
    assert events[0].data == {"seat": 0, "special": "promotion"}
    assert after.turn == 0
    ended = sh._wild_apply(T, using(FRONT, hands=((rookie,), (r(1, "goal-skate"),)), **SPENT),
                           Action(0, "special-wild", ("promotion", rookie, "helmet")), [])
    assert ended.turn == 1


# ----- Specialized (O119) and Support (O120): the handlers hand over to their modules ----------------------------------
COACH = "s1:skills-coach-4-helmet"


def test_specialized_hands_its_offer_check_and_apply_to_its_module():
    """Part 3, Specialized (O119): its code is in ``specialized``."""
    state = using(COACH, ("s2:playmaker-5-glove",), control=1, options={"periods": 3})
    action = Action(0, "special", ("specialized",))
    handler = sh.HANDLERS["specialized"]
    assert handler.actions(T, state, "specialized") == specialized.actions(T, state, "specialized") == [action]
    assert handler.verdict(T, state, action) == ALLOWED
    assert handler.verdict(T, state, Action(0, "special-card", ("specialized", COACH))).code == "special-kind"
    mine, theirs = [], []
    assert handler.apply(T, state, action, mine) == specialized.apply(T, state, action, theirs)
    assert mine == theirs and mine


def test_support_hands_its_offer_check_and_turning_to_its_module():
    """Part 3, Support (O120): a bench card turned face up; its code is in ``support``."""
    state, card = benched("support-offensive", up=False, seat=1, turn=1, phase=STOPPAGE, ready=(False, False))
    action = Action(1, "special-card", ("support", card))
    handler = sh.HANDLERS["support-offensive"]
    assert handler.actions(T, state, "support") == support.actions(T, state, 1) == [action]
    assert handler.verdict(T, state, action) == ALLOWED
    assert handler.verdict(T, state, Action(1, "special-card", ("support", "s2:goal-skate"))).code == \
        "support-not-on-bench"
    mine, theirs = [], []
    assert handler.apply(T, state, action, mine) == support.turn(T, state, action, theirs)
    assert mine == theirs and mine


def test_any_special_names_the_rule_that_stops_it_one_per_card_or_the_challenge_cards_one_use():
    """Phases of a Turn (one special per card) against the General Challenge Procedure (a one-use
    winner has one ability, action or special): a player refused a special is told which of the two
    rules applies, not the other one."""
    from tabletop.games.breakaway_ccg.official import _special_verdict

    one = ch.Challenge(ch.FACEOFF, 0, "c9", winner=0, uses="one")
    refused(_special_verdict(T, dumping(special_used=True), "dump-in"), "one-special",
            "This card's special is used (one per card).", PHASES_RULE)
    for used in ({"ability_used": True}, {"action_used": True}):
        refused(_special_verdict(T, dumping(challenge=one, **used), "dump-in"), "challenge-one-use",
                "The challenge card gives one ability, action or special.", CHALLENGES_RULE)
