"""Breakaway: CCG official rules, the colors' abilities (Part 2, "Abilities"): each scenario cites
its passage; rulings O67-O74 are in ``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.state import SAVE, START, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.support import (
    GAME,
    T,
    act,
    card,
    extra_card,
    facing_shot,
    legal_kinds,
    official,
    played,
    to_play,
    verdict,
)

r, x = card, extra_card


def test_only_orange_places_the_puck():
    """Abilities: Orange places the puck in an adjacent area while you control it; the other colors
    do not move the puck (O67)."""
    state = played(r(0, "playmaker-5-helmet"))
    assert {a.args[1] for a in GAME.legal_actions(state, 0) if a.kind == "ability"} == set(T.arrows["c9"])
    state = act(state, 0, "ability", "orange", "ne9")
    assert state.puck == "ne9" and state.control == 0 and "orange" in state.colors_used
    blue = played(r(0, "sniper-7-stick"))
    assert verdict(blue, 0, "ability", "blue", "ne9").code == "ability-no-puck"


def test_orange_needs_control_and_no_action_move_before_it():
    """Abilities: Orange only while controlling the puck, and not once an action moved it this turn."""
    loose = official(hands=((), (r(1, "goal-skate"),)), play=(r(0, "playmaker-5-helmet"),), puck="c9", control=1,
                     turn=0, phase=USE)
    assert verdict(loose, 0, "ability", "orange", "ne9").code == "orange-control"
    moved = act(played(r(0, "playmaker-5-helmet")), 0, "move", "ne9")
    assert moved.turn == 1            # after the Move, Orange is not on offer: the turn ended
    card_ = r(0, "playmaker-5-helmet")
    base = {"hands": ((), (r(1, "goal-skate"),)), "play": (card_,), "puck": "ne9", "control": 0, "turn": 0,
            "phase": USE, "action_used": True}
    assert verdict(official(**base), 0, "ability", "orange", "e8")
    after = official(**base, effects=(fl.Effect("path", 0, "stoppage", "c9>ne9!", card_),))
    assert verdict(after, 0, "ability", "orange", "e8").code == "orange-after-action"


def test_black_stops_play():
    """Abilities: Black may stop play at once (a Stoppage; the chooser as O49)."""
    state = played(r(0, "save-glove"))
    state = act(state, 0, "color", "black")
    assert state.phase == STOPPAGE and state.stoppage.reason == "black"


def test_blue_gains_move_score_and_on_net():
    """Abilities: Blue gains Score, Move and On-Net for the turn."""
    state = played(r(0, "sniper-7-stick"))
    assert verdict(state, 0, "move", "ne9").code == "no-such-action"
    state = act(state, 0, "color", "blue")
    assert verdict(state, 0, "move", "ne9")


def test_blue_lets_a_card_on_the_shot_card_score():
    """How to Score a Goal with Blue: the shooter's card without a printed Score may gain one on the
    Shot Card; ending without it is a miss (O69)."""
    state = facing_shot(r(1, "rookie-0-glove"), hands=((r(0, "fast-break-8-stick"),), (r(1, "rookie-0-glove"),)))
    if state.turn == 1:
        state = act(state, 1, "end")
    state = act(to_play(state, 0), 0, "play", r(0, "fast-break-8-stick"))
    assert state.phase == USE and state.shot == 0
    scored = act(act(state, 0, "color", "blue"), 0, "score")
    assert scored.stage == SAVE
    missed = act(state, 0, "end")
    assert missed.shot is None


def test_bronze_wins_a_faceoff_unless_the_other_bronze_is_higher():
    """Abilities: Bronze wins a face-off, unless the other card is Bronze with a higher number (O70)."""
    def faceoff(c0, c1):
        state = official(hands=((c0,), (c1,)), puck="c9", control=None, turn=0, home=0)
        state = evolve(state, stoppage=fl.Stoppage("goal", "center", 1), phase=START)
        state = fl.start_faceoff(T, state, "c9", [])
        state = act(state, state.challenge.initiator, "challenge", (c0, c1)[state.challenge.initiator])
        return act(state, state.challenge.defender, "challenge", (c0, c1)[state.challenge.defender])
    won = faceoff(r(0, "face-off-specialist-7-stick"), r(1, "captain-8-skate"))
    assert won.control == 0
    both = faceoff(r(0, "face-off-specialist-7-stick"), r(1, "icing-0-glove"))
    assert both.control == 0


def test_bronze_gains_icing():
    """Abilities: Bronze grants the Icing action."""
    state = played(r(0, "face-off-specialist-7-stick"), puck="ne9")
    assert verdict(state, 0, "icing", "e5").code == "no-such-action"
    state = act(state, 0, "color", "bronze")
    assert verdict(state, 0, "icing", "e5")


def test_brown_gains_body_check():
    state = played(x(0, "drop-the-gloves-1-skate"), control=1, extra=(("drop-the-gloves-1-skate",), ()))
    assert verdict(state, 0, "body-check").code == "no-such-action"
    state = act(state, 0, "color", "brown")
    assert verdict(state, 0, "body-check")


def test_gold_gains_stretch_pass_and_block():
    """Abilities: Gold gains Stretch Pass and Block (a Gold Shot Card may then block)."""
    state = played(r(0, "breakout-pass-2-helmet"))
    state = act(state, 0, "color", "gold")
    assert "stretch-pass" in legal_kinds(state, 0)
    shot = facing_shot(r(1, "two-way-forward-4-glove"))
    shot = act(shot, 1, "color", "gold")
    shot = act(shot, 1, "block")
    assert shot.phase == STOPPAGE and shot.stoppage.reason == "block"


def test_pink_gains_draw():
    state = played(r(0, "rookie-0-helmet"))
    assert verdict(state, 0, "draw").code == "no-such-action"
    state = act(state, 0, "color", "pink")
    _, events = GAME.apply(state, Action(0, "draw"))
    assert [e.kind for e in events].count("draw-action") == 1


def test_green_stops_the_opponents_last_movement_and_gains_clone():
    """Abilities: Green may stop all puck movement from the opponent's last card (the puck goes back;
    control stays, O68), and grants Clone."""
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (r(1, "shutdown-defender-2-glove"),)), puck="c9",
                     control=0)
    state = act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e8")
    if state.turn == 0:
        state = act(state, 0, "end")
    state = act(to_play(state, 1), 1, "play", r(1, "shutdown-defender-2-glove"))
    assert "stop-movement" in legal_kinds(state, 1)
    state = act(state, 1, "stop-movement")
    assert state.puck == "c9" and state.control == 0
    assert any(e.kind == "gain-action" and e.detail == "clone" for e in state.effects)


def test_purple_gives_one_more_action_of_any_kind():
    """Abilities: Purple may use any one action (beside the card's own, O69)."""
    state = played(r(0, "captain-8-helmet"))
    state = act(state, 0, "move", "ne9")
    assert verdict(state, 0, "move", "e8").code == "one-action"
    state = act(state, 0, "color", "purple")
    assert {"stretch-pass", "move"} <= legal_kinds(state, 0)


def test_red_gains_the_dump_in_special():
    """Abilities: Red gains the Dump In special (Cycle waits, O72)."""
    state = played(r(0, "shot-on-goal-4-stick"), puck="ne9")
    assert "dump-in" not in legal_kinds(state, 0)
    state = act(state, 0, "color", "red")
    assert "dump-in" in legal_kinds(state, 0)


def test_silver_copies_the_action_and_colors_of_the_card_beneath():
    """Abilities: Silver gains an action and an ability of the card just below (O71)."""
    state = played(r(0, "veteran-leadership-6-helmet"), control=1, play=(r(1, "enforcer-1-skate"),))
    assert verdict(state, 0, "body-check").code == "no-such-action"
    state = act(state, 0, "color", "silver")
    assert verdict(state, 0, "body-check") and verdict(state, 0, "color", "brown")
    lone = played(r(0, "veteran-leadership-6-helmet"))
    assert verdict(lone, 0, "color", "silver").code == "silver-nothing-below"


def test_yellow_is_the_grind_ability():
    """The book gives Yellow no text; Select Promotion's Grinder gets it, so it is the Grind (O73)."""
    state = played(r(0, "crash-the-net-4-stick"))
    assert "grind" in legal_kinds(state, 0)
    assert verdict(state, 0, "color", "yellow").code == "yellow-grinds"
    assert ch.qualified(T, ch.GRIND, r(0, "crash-the-net-4-stick"))


def test_an_ability_is_used_once_per_card():
    state = act(played(r(0, "rookie-0-helmet")), 0, "color", "pink")
    assert verdict(state, 0, "color", "pink").code == "repeated-ability"


def test_purple_may_answer_a_score_with_a_save():
    """Abilities: Purple's any one action may be the Save that answers a Score (O69)."""
    state = official(hands=((), (r(1, "captain-8-skate"), r(1, "rookie-0-skate"))),
                     play=(r(0, "sniper-7-stick"), r(1, "rookie-0-glove"), r(0, "goal-helmet")), puck="e3",
                     control=0, turn=1, shot=0, stage=SAVE, shot_from=0)
    plays = {a.args[0] for a in GAME.legal_actions(state, 1) if a.kind == "play"}
    assert plays == {r(1, "captain-8-skate")}
    state = act(act(state, 1, "play", r(1, "captain-8-skate")), 1, "save")
    assert state.phase == STOPPAGE and state.stoppage.reason == "save"


# ----- symbols that grant a color (Symbols; O75) ----------------------------------------------------
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


def test_red_gains_cycle_which_moves_the_puck_and_gives_up_control():
    """Abilities: Red gains Cycle; Part 3, Cycle: the puck moves up to two areas and control is lost
    (the second reading, along the boards, waits: O72)."""
    state = act(played(r(0, "shot-on-goal-4-stick"), puck="c9"), 0, "color", "red")
    cycles = {a.args[1] for a in GAME.legal_actions(state, 0) if a.kind == "special-area" and a.args[0] == "cycle"}
    assert cycles == {"nw9", "ne9", "w8", "w0", "e8", "e0"}
    assert verdict(state, 0, "special-area", "cycle", "e3").code == "special-reach"
    state = act(state, 0, "special-area", "cycle", "e8")
    assert state.puck == "e8" and state.control is None
    plain = played(r(0, "shot-on-goal-4-stick"), puck="c9")
    assert verdict(plain, 0, "special-area", "cycle", "e8").code == "no-such-special"


def test_a_colored_number_with_a_modifier_moves_the_cards_number_when_its_color_is_used():
    """Symbols, Colored # +/-: using the color through the symbol moves the card's number by the
    modifier (O116: until the stoppage, in comparisons and in where a missed shot leaves the puck).
    Sniper 7's Blue 4+1, used with the puck held in area 4, makes it an 8."""
    from tabletop.games.breakaway_ccg import penalties as pen
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
    shift = (fl.Effect("number-shift", 0, "stoppage", "1", sniper),)
    moved = fl.no_goal(T, official(**shot, effects=shift), [])
    plain = fl.no_goal(T, official(**shot), [])
    assert (moved.control, T.rink.by_id[moved.puck].number) == (0, 8)
    assert (plain.control, T.rink.by_id[plain.puck].number) == (1, 7)
