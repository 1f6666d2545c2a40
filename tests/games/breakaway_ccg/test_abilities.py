"""Breakaway: CCG, "Abilities" (Part 2): what each color gives when used (Black, Blue, Bronze,
Brown, Gold, Green, Orange, Pink, Purple, Red, Silver, Yellow as the Grind), each ability once per
card, and what a color gained lasts. Rulings O67-O74, O89 are in
``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import abilities as oc
from tabletop.games.breakaway_ccg.official import ability_play, basics, legality
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import mode as of
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.citations import PHASES
from tabletop.games.breakaway_ccg.state import SAVE, START, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.helpers_play import (
    CAPTAIN,
    ENFORCER_2,
    GOAL,
    GRINDER,
    H_ROOKIE,
    PLAYMAKER,
    ROOKIE,
    RULE,
    SHUTDOWN,
    SNIPER,
    applied,
    eff,
    faceoff,
    pairs,
    path,
    refusal,
    rule,
    use,
    using,
    won,
)
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
VETERAN = r(0, "veteran-leadership-6-helmet")     # silver
FACEOFF = r(0, "face-off-specialist-7-stick")     # bronze


@pytest.fixture
def stay(monkeypatch):
    """Keep the turn open after an ability (the automatic end would clear the turn's gains)."""
    monkeypatch.setattr(fl, "auto_end", lambda t, state, events: state)


def gains(state):
    return [(e.kind, e.seat, e.until, e.detail, e.card) for e in state.effects if e.kind.startswith("gain-")]


HIGH, BLACK = "high-stick-8-glove", "empty-net-call-skate"


def high_stick(seat=1, shot=0, stage=SAVE):
    play = (r(0, "shot-on-goal-4-helmet"), r(1, "rookie-0-glove"), x(0, HIGH), x(1, BLACK))
    return official(hands=((r(0, "goal-helmet"),), ()), play=play, puck="e4", control=0, turn=seat,
                    extra=((HIGH,), (BLACK,)), shot=shot, stage=stage, shot_from=0, phase=USE)


def green_on_a_move(steps="c9>ne9!", puck="ne9"):
    below = r(1, "power-forward-6-glove")
    effects = (path(1, steps, below), path(0, "w3>w4", r(0, "rookie-0-helmet")))
    return using(SHUTDOWN, below, puck=puck, control=1, effects=effects), below


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
    after = official(**base, effects=(basics.Effect("path", 0, "stoppage", "c9>ne9!", card_),))
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
        state = evolve(state, stoppage=basics.Stoppage("goal", "center", 1), phase=START)
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
    """Abilities: Brown gains the Body-Check action for the turn."""
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
    """Abilities: Pink gains the Draw action for the turn."""
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


def test_silver_gains_the_action_and_colors_of_the_card_beneath_in_play():
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
    """Phases of a Turn, Phase 3: abilities are not repeated on one card."""
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


def test_red_gains_cycle_which_moves_the_puck_and_gives_up_control():
    """Abilities: Red gains Cycle; Part 3, Cycle: the puck moves up to two areas and control is lost
    (its Move along the boards is tested with the puck-moving specials)."""
    state = act(played(r(0, "shot-on-goal-4-stick"), puck="c9"), 0, "color", "red")
    cycles = {a.args[1] for a in GAME.legal_actions(state, 0) if a.kind == "special-area" and a.args[0] == "cycle"}
    assert cycles == {"nw9", "ne9", "w8", "w0", "e8", "e0"}
    assert verdict(state, 0, "special-area", "cycle", "e3").code == "special-reach"
    state = act(state, 0, "special-area", "cycle", "e8")
    assert state.puck == "e8" and state.control is None
    plain = played(r(0, "shot-on-goal-4-stick"), puck="c9")
    assert verdict(plain, 0, "special-area", "cycle", "e8").code == "no-such-special"


def test_grind_refusals_need_the_symbol_or_yellow_once_per_card():
    """Abilities (O73): a Grind needs the symbol or yellow, a card not Injured (a Cancelled card keeps
    the abilities its colors and symbols grant, Card Effects: Cancelled), once per card. A challenge's
    winning card may Grind as its use (General Challenge Procedure; Grind Challenge: one ability after a
    contested Grind), and no Grind starts during a shot (How to Score a Goal is silent, O122)."""
    assert refusal(legality._grind_verdict(T, use((ROOKIE,)))) == (
        False,
        "no-grind",
        f"{T.label[ROOKIE]} has no Grind symbol and no yellow ability (ruling O73).",
        rule("Abilities"),
    )
    assert refusal(legality._grind_verdict(T, use((GRINDER,), effects=(eff("injured", 0, "", GRINDER),)))) == (
        False,
        "injured",
        f"{T.label[GRINDER]} is Injured: it has no abilities.",
        rule("General Hockey Rules: Injured"),
    )
    assert legality._grind_verdict(T, use((GRINDER,), effects=(eff("cancelled", 0, "", GRINDER),))).ok
    assert refusal(legality._grind_verdict(T, use((GRINDER,), colors_used=("grind",)))) == (
        False,
        "one-grind",
        "This card's Grind is used.",
        rule("Phases of a Turn"),
    )
    assert legality._grind_verdict(T, use((GRINDER,), challenge=ch.Challenge(ch.GRIND, 0, "c9", winner=0,
                                                                             uses="one"))).ok
    assert refusal(legality._grind_verdict(T, use((GRINDER,), challenge=ch.Challenge(ch.FACEOFF, 0, "c9", winner=0,
                                                                                     uses="one"),
                                                  action_used=True))) == (
        False,
        "challenge-one-use",
        "The challenge card gives one ability, action or special, and you have used it.",
        rule("Challenges"),
    )
    assert legality._grind_verdict(T, use((GRINDER,), challenge=ch.Challenge(ch.GRIND, 0, "c9", winner=0,
                                                                             uses="each"), action_used=True)).ok
    assert refusal(legality._grind_verdict(T, use((GRINDER,), challenge=ch.Challenge(ch.GRIND, 0, "c9", winner=0,
                                                                                     uses="each"),
                                                  ability_used=True, colors_used=("orange",)))) == (
        False,
        "one-ability",
        "A Grind win gives one ability of the card.",
        rule("Challenges"),
    )
    assert refusal(legality._grind_verdict(T, use((GRINDER,), shot=1))) == (
        False,
        "grind-during-shot",
        (
            "A Grind cannot start while a shot is under way: the shot's next cards are the Shot Card, the score "
            "attempt and the save (ruling O122)."
        ),
        rule("How to Score a Goal"),
    )
    assert legality._grind_verdict(T, use((GRINDER,))).ok
    assert legality._grind_verdict(T, use((r(0, "crash-the-net-4-skate"),))).ok  # yellow
    assert legality._grind_verdict(T, use((ROOKIE,)), ("yellow",)).ok
    assert not legality._grind_verdict(T, use((r(0, "crash-the-net-4-skate"),)), ("red",)).ok


def test_green_sends_the_puck_back_for_the_card_laid_on_the_moving_card():
    """Abilities: Green (O63): the card laid on the opponent's moving card may send the puck back
    along that card's path."""
    green = r(0, "shutdown-defender-2-helmet")
    moved = (basics.Effect("path", 1, "stoppage", "nw9>w8!", H_ROOKIE),)
    state = use((H_ROOKIE, green), hands=((GOAL,), (H_ROOKIE,)), puck="w8", control=1, effects=moved)
    assert pairs(legality.use_legal(T, state)) == [
        (0, "color", ("green",)),
        (0, "stop-movement", ()),
        (0, "body-check", ()),
    ]
    assert legality.validate_use(T, state, Action(0, "stop-movement")).ok
    new, kinds = applied(state, 0, "stop-movement")
    assert kinds == ["stop-movement"] and new.puck == "nw9"
    assert of.describe(T, state, Action(0, "stop-movement")) == "Green ability: stop the puck's last movement"


def test_a_grind_symbol_without_yellow_and_red_gains_after_a_contested_grind():
    """O73: the Grind symbol alone starts a Grind (no yellow needed); O6, O72: after a contested
    Grind the winner has one of each use, so a gained Dump In stays open after its action."""
    corner = x(0, "corner-battle-4-glove")
    state = use((corner,), extra=(("corner-battle-4-glove",), ()), control=1)
    assert legality._grind_verdict(T, state).ok
    assert pairs(legality.use_legal(T, state)) == [
        (0, "color", ("brown",)),
        (0, "grind", ()),
        (0, "body-check", ()),
    ]
    each = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="each")
    red = use(
        (ROOKIE,), challenge=each, action_used=True, effects=(eff("gain-special", 0, "dump-in", ROOKIE),)
    )
    ends = ("e8", "e0", "e1", "e3", "e2", "e5", "e4", "e6", "e7")
    assert pairs(legality.use_legal(T, red)) == [(0, "color", ("pink",))] + [(0, "dump-in", (a,)) for a in ends] + [
        (0, "end", ())
    ]


def test_an_ability_refusal_cites_the_official_rules_section():
    """Abilities: a refusal names the official rules' Abilities section; the two ability moves."""
    assert oc.rule("Abilities") == RULE + "Abilities" == oc.ABILITIES
    assert oc.KINDS == {"color": ("color",), "stop-movement": ()}


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
    state = ability_play.use(T, using(copy), color, events)
    assert gains(state) == [("gain-action", 0, "turn", a, copy) for a in actions] + \
        [("gain-special", 0, "turn", s, copy) for s in specials]
    assert basics.gained(state, copy, "action") == actions and basics.gained(state, copy, "special") == specials
    assert state.colors_used == (color,) and state.ability_used
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("color", f"Player 1 uses the {color} ability: {words}.", {"seat": 0, "color": color})]


def test_the_second_seat_gains_on_its_own_card(stay):
    """Abilities: the gains belong to the card in play and its user (seat 2 here)."""
    brown = r(1, "enforcer-1-skate")
    events = []
    state = ability_play.use(T, using(brown, r(0, "rookie-0-helmet"), seat=1, control=1), "brown", events)
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


def test_purple_allows_one_more_action_of_any_kind(stay):
    """Abilities: Purple may use any one action (O69): one free action for the turn."""
    events = []
    state = ability_play.use(T, using(CAPTAIN), "purple", events)
    assert [e for e in state.effects if e.kind == "free-actions"] == [basics.Effect("free-actions", 0, "turn", "1", CAPTAIN)]
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("color", "Player 1 uses the purple ability: one more action of any kind this turn.",
         {"seat": 0, "color": "purple"})]
    assert state.colors_used == ("purple",) and not gains(state)


def test_silver_copies_the_action_and_colors_of_the_card_beneath(stay):
    """Abilities: Silver gains an action and a color of the card just below (O71)."""
    events = []
    state = ability_play.use(T, using(VETERAN, ENFORCER_2, control=1), "silver", events)
    assert gains(state) == [("gain-action", 0, "turn", "body-check", VETERAN),
                            ("gain-color", 0, "turn", "brown", VETERAN)]
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("color", "Player 1 uses the silver ability and copies from Enforcer 1 (skate): body-check; brown.",
         {"seat": 0, "color": "silver", "card": ENFORCER_2})]


def test_silver_copies_no_silver_and_says_when_there_is_nothing(stay):
    """O71: Silver does not copy Silver; a card beneath with no action and no other color gives nothing."""
    events = []
    state = ability_play.use(T, using(VETERAN, r(1, "deflection-1-helmet")), "silver", events)
    assert gains(state) == [("gain-action", 0, "turn", "deflect", VETERAN)]
    assert events[0].text.endswith("copies from Deflection 1 (helmet): deflect; no color.")
    events = []
    chase = r(0, "dump-and-chase-1-glove")
    state = ability_play.use(T, using(VETERAN, chase), "silver", events)
    assert gains(state) == [("gain-color", 0, "turn", "red", VETERAN)]
    assert events[0].text.endswith(": no action; red.")
    events = []
    both = x(1, "power-play-7-all")
    state = ability_play.use(T, using(VETERAN, both, extra=((), ("power-play-7-all",))), "silver", events)
    assert gains(state) == [("gain-action", 0, "turn", "move", VETERAN), ("gain-color", 0, "turn", "gold", VETERAN),
                            ("gain-color", 0, "turn", "red", VETERAN)]
    assert events[0].text.endswith(": move; gold, red.")


@pytest.mark.parametrize(("puck", "place", "chooser"), [("e3", "east-end", 1), ("w3", "west-end", 0),
                                                        ("c9", "center", 0)])
def test_black_stops_play_and_the_defending_side_chooses(puck, place, chooser):
    """Abilities: Black stops play; the face-off is nearest the puck and the side whose end it is
    in chooses, else the user (O49)."""
    events = []
    state = ability_play.use(T, using(r(0, "save-glove"), puck=puck), "black", events)
    assert state.phase == STOPPAGE and state.stoppage.reason == "black"
    assert (state.stoppage.place, state.stoppage.chooser) == (place, chooser)
    first = events[0]
    assert (first.kind, first.text, first.data) == ("color", "Player 1 uses the black ability: play stops.",
                                                    {"seat": 0, "color": "black"})


def test_black_on_a_high_stick_calls_the_goal_back():
    """High Sticking (O89): the other side's black ability on the Score card reviews the goal."""
    events = []
    state = ability_play.use(T, high_stick(), "black", events)
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
    state = ability_play.use(T, high_stick(shot=shot, stage=stage), "black", events)
    assert state.stoppage.reason == "black" and events[0].kind == "color"


def test_what_a_color_gained_lasts_the_turn_on_the_card_in_play():
    """O67: what a color gained lasts the turn on the card in play."""
    state = using(SNIPER)
    assert basics.gained(state, SNIPER, "action") == ()
    state = oc.gain(state, 0, SNIPER, "action", ("move", "score"))
    state = oc.gain(state, 0, SNIPER, "color", ("brown",))
    state = oc.gain(state, 0, SNIPER, "special", ("cycle",))
    state = oc.gain(state, 0, ROOKIE, "action", ("draw",))
    assert basics.gained(state, SNIPER, "action") == ("move", "score")
    assert basics.gained(state, SNIPER, "color") == ("brown",)
    assert basics.gained(state, SNIPER, "special") == ("cycle",)
    assert basics.gained(state, ROOKIE, "action") == ("draw",) and basics.gained(state, ROOKIE, "color") == ()
    assert state.effects[0] == basics.Effect("gain-action", 0, "turn", "move", SNIPER)
    other = oc.gain(using(SNIPER), 1, SNIPER, "color", ("red", "gold"))
    assert other.effects == (basics.Effect("gain-color", 1, "turn", "red", SNIPER),
                             basics.Effect("gain-color", 1, "turn", "gold", SNIPER))


def test_a_color_the_card_lacks_is_refused_before_cancelled():
    """Abilities: a color the card does not have is refused as such, even on a Cancelled card."""
    cancelled = (basics.Effect("cancelled", 1, "game", card=SNIPER),)
    v = oc.common(T, using(SNIPER, effects=cancelled), "red")
    assert (v.code, v.rule) == ("no-such-color", RULE + "Abilities")
    assert v.reason == ("Sniper 7 (stick) has no red color, so it gives no red ability (a power play adds its Suit "
                        "Circle color, a penalty kill its K color, Silver the colors of the card beneath).")


def test_each_ability_once_per_card():
    """Phase 3: any number of abilities, none repeated."""
    state = using(PLAYMAKER, ENFORCER_2, colors_used=("orange",), challenge=won("each"), ability_used=True)
    v = oc.common(T, state, "orange")
    assert (v.code, v.rule, v.reason) == ("repeated-ability", RULE + PHASES,
                                          "The orange ability is used: each ability once per card.")
    assert oc.common(T, using(PLAYMAKER, ENFORCER_2, colors_used=("orange",)), "silver").ok


def test_orange_refusals_in_order():
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
    """Abilities: Orange for seat 2 needs seat 2's control of the puck."""
    playmaker = r(1, "playmaker-5-skate")
    assert oc.orange_verdict(T, using(playmaker, seat=1, control=1), "orange", "nw9").ok
    assert oc.orange_verdict(T, using(playmaker, seat=1, control=0), "orange", "nw9").code == "orange-control"


def test_orange_places_the_puck(stay):
    """Abilities: Orange places the puck in an adjacent area; the move is not an action's (a later
    Orange-like check sees no action move)."""
    events = []
    state = ability_play.orange(T, using(PLAYMAKER), "ne9", events)
    assert state.puck == "ne9" and state.control == 0
    assert state.colors_used == ("orange",) and state.ability_used
    assert [e for e in state.effects if e.kind == "path"] == [path(0, "c9>ne9", PLAYMAKER)]
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("ability", ("Player 1 uses the orange ability: the puck goes from center ice (9) to neutral zone by the "
                     "east blue line (9)."), {"seat": 0, "color": "orange", "from": "c9", "to": "ne9"})]


def test_orange_ends_the_turn_when_nothing_is_left():
    """Phase 3 / 4: with Orange used and the card's Move taken, the turn goes on to the draw."""
    state = using(PLAYMAKER, action_used=True)
    done = ability_play.orange(T, state, "ne9", [])
    assert done.turn == 1


def test_orange_needs_an_area_yellow_is_the_grind_and_silver_needs_a_card_beneath():
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


def test_green_needs_the_opponents_last_card_to_have_moved_the_puck():
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


def test_each_unused_ability_is_offered_and_orange_once_per_adjacent_area():
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


def test_green_is_offered_after_the_opponents_card_moved_the_puck():
    """Abilities: Green's stop is offered only when the opponent's card beneath moved the puck."""
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
    lost = using(CAPTAIN, effects=(basics.Effect("lose-colors", 0, "stoppage", "purple"),))
    assert not oc.can_save(T, lost, CAPTAIN, 0) and oc.can_save(T, lost, CAPTAIN, 1)


def test_using_a_copied_color_drops_the_other_copied_colors():
    """O71: Silver gains one ability; using a copied color ends the other copied ones (this card's
    only; its copied action stays)."""
    effects = (basics.Effect("gain-color", 0, "turn", "brown", VETERAN), basics.Effect("gain-color", 0, "turn", "green", VETERAN),
               basics.Effect("gain-action", 0, "turn", "body-check", VETERAN),
               basics.Effect("gain-color", 0, "turn", "red", ROOKIE))
    state = using(VETERAN, ENFORCER_2, effects=effects, colors_used=("silver",))
    after = ability_play._used(T, state, "brown")
    assert after.colors_used == ("silver", "brown") and after.ability_used
    assert after.effects == effects[2:]


def test_using_a_printed_color_keeps_the_copied_ones():
    """O71: only a color Silver copied is its one ability; the card's printed colors stay apart."""
    effects = (basics.Effect("gain-color", 0, "turn", "blue", SNIPER), basics.Effect("gain-color", 0, "turn", "red", SNIPER))
    state = using(SNIPER, effects=effects)
    assert ability_play._used(T, state, "blue").effects == effects
    assert ability_play._used(T, using(SNIPER, effects=effects[1:]), "gold").effects == effects[1:]


def test_green_stops_the_opponents_last_movement(stay):
    """Abilities: Green sends the puck back where the opponent's last card found it; control does
    not change (O68); Green also gains Clone."""
    state, _below = green_on_a_move("c9>ne9>e8!", "e8")
    events = []
    after = ability_play.stop_movement(T, state, events)
    assert after.puck == "c9" and after.control == 1
    assert after.colors_used == ("green",) and after.ability_used
    assert [e for e in after.effects if e.kind == "path"] == [path(0, "w3>w4", r(0, "rookie-0-helmet"))]
    assert gains(after) == [("gain-action", 0, "turn", "clone", SHUTDOWN)]
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("stop-movement", ("Player 1 uses the green ability: the puck's movement from Power Forward 6 (glove) is "
                           "stopped and it goes back to center ice (9)."), {"seat": 0, "to": "c9"})]


def test_a_stopped_movement_reports_who_stopped_it_and_a_puck_leaving_the_zone_clears_the_bonus():
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


def test_an_injured_bronze_card_does_not_win_a_cancelled_one_does():
    """Card Effects, Cancelled: a Cancelled card keeps the abilities its colors grant, Bronze
    included; an Injured card loses all (Injured)."""
    state, picks = faceoff(FACEOFF, r(1, "icing-0-glove"))
    hurt = evolve(state, effects=(basics.Effect("injured", 0, "game", card=FACEOFF),))
    assert oc.bronze_faceoff(T, hurt, picks, []) == 1
    kept = evolve(state, effects=(basics.Effect("cancelled", 0, "game", card=FACEOFF),))
    assert oc.bronze_faceoff(T, kept, picks, []) == 0
    state = evolve(state, effects=(basics.Effect("cancelled", 1, "game", card=r(1, "icing-0-glove")),))
    assert oc.bronze_faceoff(T, state, picks, []) == 0


def test_bronze_from_a_home_symbol_counts_for_its_seat():
    """Symbols, Colored Affiliation: Captain's bronze H wins the face-off for the Home Ice side."""
    state, picks = faceoff(CAPTAIN, r(1, "rookie-0-skate"), home=0)
    assert oc.bronze_faceoff(T, state, picks, []) == 0
    state, picks = faceoff(CAPTAIN, r(1, "rookie-0-skate"), home=1)
    assert oc.bronze_faceoff(T, state, picks, []) is None


def test_green_gains_clone_for_the_card_on_top_of_a_longer_play(stay):
    """Abilities: Green's Clone goes to the card that used it, the top of the play area, however
    many cards lie beneath it."""
    first, below = r(0, "rookie-0-helmet"), r(1, "power-forward-6-glove")
    state = official(hands=((r(0, "goal-helmet"),), (r(1, "goal-skate"),)), play=(first, below, SHUTDOWN),
                     puck="ne9", control=1, turn=0, phase=USE, effects=(path(1, "c9>ne9!", below),))
    after = ability_play.stop_movement(T, state, [])
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
    after = ability_play.use(T, state, "black", events)
    assert after.stoppage.reason == "called-back" and events[0].kind == "called-back"


def test_silver_lists_every_action_it_copies():
    """Abilities (O71): Silver on a Power Forward 6 copies both its actions, Shoot and Body-Check,
    and its red; the event names them all."""
    events = []
    state = ability_play.use(T, using(VETERAN, r(1, "power-forward-6-glove"), control=1, action_used=True), "silver", events)
    assert state.colors_used == ("silver",)
    assert events[0].text == ("Player 1 uses the silver ability and copies from Power Forward 6 (glove): shoot, "
                              "body-check; red.")


def test_silver_ends_the_turn_when_nothing_is_left():
    """Phase 3 / 4: Silver used with the card's action already taken, and nothing copied that is
    still usable: the turn goes on to the draw and the other player."""
    events = []
    done = ability_play.use(T, using(VETERAN, r(1, "deflection-1-helmet"), action_used=True), "silver", events)
    assert done.turn == 1
    assert [e.kind for e in events][:1] == ["color"] and len(events) > 1


def test_a_lone_card_s_silver_is_skipped_and_the_colors_after_it_are_still_offered():
    """Silver (O71) copies from the card beneath, so a card played alone cannot use it; a color it
    gained after its silver is still offered."""
    state = oc.gain(using(VETERAN), 0, VETERAN, "color", ("blue",))
    assert oc.usable_colors(T, state, VETERAN, 0) == ("silver", "blue")
    assert oc.options(T, state) == [Action(0, "color", ("blue",))]
