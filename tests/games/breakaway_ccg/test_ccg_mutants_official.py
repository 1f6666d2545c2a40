"""Mutation-killing tests for ``breakaway_ccg/official.py``: the official rules' mode functions
(Part 2 up to "Penalties"): the actions a card in play offers (usable, printed, Doubles and Runs,
gained ones), which cards may answer a Score, the refusals of ``action_verdict``,
``validate_use``, ``validate_start``, the stoppage, the challenge and ``validate`` (their exact
codes and sentences), the legal lists built directly (``use_legal``, the bench phases), the
pending decisions and their prompts, the button words of ``describe``, and ``apply_action``'s
dispatch. Positions are built by hand and the module's functions called directly, so a planted
one-line bug shows as a wrong value. Rulings O1... are in ``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg import official as of
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.state import (
    CHALLENGE,
    HOME_ICE,
    OVER,
    PLACE,
    PLAY,
    SAVE,
    SCORE,
    SHOT_CARD,
    START,
    STOPPAGE,
    USE,
    evolve,
)
from tests.games.breakaway_ccg.support import T, card, extra_card, official

r, x = card, extra_card
ROOKIE, CAPTAIN, SHOT = r(0, "rookie-0-helmet"), r(0, "captain-8-helmet"), r(0, "shot-on-goal-4-glove")
CHECK, GOAL, SAVE_C = r(0, "body-check-3-glove"), r(0, "goal-glove"), r(0, "save-glove")
TIP, VET, GRINDER = r(0, "tip-in-5-glove"), r(0, "veteran-leadership-6-helmet"), r(0, "grinder-3-helmet")
H_ROOKIE, H_SAVE, H_SCORE = r(1, "rookie-0-glove"), r(1, "save-glove"), r(1, "score-5-glove")
H_CHECK, H_SHOT, H_GOALIE = r(1, "body-check-3-glove"), r(1, "shot-on-goal-4-glove"), r(1, "goalie-g-glove")


def eff(kind, seat, detail="", card_id="", until="stoppage"):
    return fl.Effect(kind, seat, until, detail, card_id)


def use(play, hands=((), ()), **fields):
    """Seat 0 (west, shooting east) on turn in Phase 3 with ``play`` in the play area."""
    fields.setdefault("phase", USE)
    return official(hands=hands, play=play, **fields)


def pairs(actions):
    return [(a.seat, a.kind, a.args) for a in actions]


def refusal(v):
    return (v.ok, v.code, v.reason, v.rule)


def rule(section):
    return f"Breakaway: CCG, Official rules — {section}"


# ----- usable_actions, printed_actions (Phase 3; Special Card Plays; O19, O67, O75) ----------------
def test_usable_actions_are_the_printed_ones_unless_cancelled_doubled_or_gained():
    """Phase 3: a card offers its printed actions; Doubles and Runs any (O19); a Cancelled card
    none (O20); an ability's gain adds to the usable list but not to the mandatory printed one (O67)."""
    state = use((CAPTAIN,))
    assert of.usable_actions(T, state) == {"shoot", "move"}
    assert of.printed_actions(T, state) == {"shoot", "move"}
    gone = use((CAPTAIN,), effects=(eff("cancelled", 0, "", CAPTAIN),))
    assert of.usable_actions(T, gone) == frozenset() and of.printed_actions(T, gone) == frozenset()
    other = use((CAPTAIN,), effects=(eff("cancelled", 0, "", ROOKIE),))
    assert of.usable_actions(T, other) == {"shoot", "move"}
    for combo in ({"doubles": True}, {"run": True}):
        state = use((CAPTAIN,), **combo)
        assert of.usable_actions(T, state) == of.ALL_ACTIONS == frozenset(fl.OFFICIAL_ACTIONS)
        assert of.printed_actions(T, state) == of.ALL_ACTIONS
    gained = use((ROOKIE,), effects=(eff("gain-action", 0, "body-check", ROOKIE),))
    assert of.usable_actions(T, gained) == {"move", "body-check"}
    assert of.printed_actions(T, gained) == {"move"}
    elsewhere = use((ROOKIE,), effects=(eff("gain-action", 0, "body-check", CAPTAIN),))
    assert of.usable_actions(T, elsewhere) == {"move"}


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


# ----- may_gain_score (O69) ------------------------------------------------------------------------
def test_may_gain_score_from_blue_purple_or_silver_over_a_score_card():
    """O69: a card on the Shot Card could still gain a Score from Blue, Purple, or Silver copying a
    Score card beneath it; not when Cancelled."""
    assert of.may_gain_score(T, use((r(0, "sniper-7-helmet"),)))  # blue
    assert of.may_gain_score(T, use((CAPTAIN,)))  # purple
    assert not of.may_gain_score(T, use((ROOKIE,)))  # pink
    assert of.may_gain_score(T, use((H_SCORE, VET)))  # silver over a Score card
    assert not of.may_gain_score(T, use((VET,)))  # silver, nothing beneath
    assert not of.may_gain_score(T, use((H_ROOKIE, VET)))  # silver over a Move card
    assert not of.may_gain_score(T, use((CAPTAIN,), effects=(eff("cancelled", 0, "", CAPTAIN),)))


def test_scoring_turn_and_save_owed():
    """How to Score a Goal: the shooter's turn on the Shot Card is the Score; the other side's turn
    in the Save stage owes a Save until its action is used."""
    assert of.scoring_turn(use((SHOT,), stage=SCORE, shot=0, turn=0))
    assert not of.scoring_turn(use((SHOT,), stage=SCORE, shot=1, turn=0))
    assert not of.scoring_turn(use((SHOT,), stage=SAVE, shot=0, turn=0))
    assert of.save_owed(use((SHOT,), stage=SAVE, shot=1, turn=0))
    assert not of.save_owed(use((SHOT,), stage=SAVE, shot=0, turn=0))
    assert not of.save_owed(use((SHOT,), stage=SAVE, shot=1, turn=0, action_used=True))
    assert not of.save_owed(use((SHOT,), stage=SCORE, shot=1, turn=0))


# ----- can_save, saves_itself (O19, O69) -----------------------------------------------------------
def test_can_save_with_a_save_purple_or_doubles_and_a_run_with_the_score_card():
    """How to Score a Goal; O19; O69: a printed Save, Purple's any action, or a card making Doubles
    or a Run with the Score card may answer a Score; any other card may not."""
    state = official(play=(r(0, "score-5-helmet"),), phase=PLAY, stage=SAVE, shot=0, turn=1)
    assert of.can_save(T, state, H_SAVE)
    assert of.can_save(T, state, H_GOALIE)
    assert of.can_save(T, state, r(1, "captain-8-glove"))  # purple
    assert of.can_save(T, state, H_SCORE)  # 5 on 5: Doubles
    assert not of.can_save(T, state, H_ROOKIE)
    assert not of.can_save(T, state, H_SHOT)
    run = official(
        play=(r(0, "rookie-0-helmet"), r(1, "enforcer-1-glove"), r(0, "breakout-pass-2-glove")),
        phase=PLAY,
        stage=SAVE,
        shot=0,
        turn=1,
    )
    assert of.can_save(T, run, r(1, "breakout-pass-2-helmet"))  # Doubles 2-2
    assert of.can_save(T, run, r(1, "body-check-3-glove"))  # Run 1-2-3
    assert not of.can_save(T, run, r(1, "score-5-glove"))


def test_saves_itself_needs_a_save_of_its_own():
    """O85, O88: the answering card saves by itself with a printed Save, Purple, Doubles or a Run."""
    assert of.saves_itself(T, use((SHOT, H_SAVE), turn=1))
    assert of.saves_itself(T, use((SHOT, r(1, "captain-8-glove")), turn=1))
    assert not of.saves_itself(T, use((SHOT, H_ROOKIE), turn=1))
    assert of.saves_itself(T, use((SHOT, H_ROOKIE), turn=1, doubles=True))
    assert of.saves_itself(T, use((SHOT, H_ROOKIE), turn=1, run=True))


# ----- action_verdict (Actions; How to Score a Goal) -------------------------------------------------
def test_move_refusals_name_the_reachable_areas():
    """Actions: Move needs the puck and goes one arrow; the refusal lists where it can go."""
    state = use((ROOKIE,), puck="c9")
    assert of.action_verdict(T, state, "move", ("nw9",)).ok
    assert refusal(of.action_verdict(T, state, "move", ("e3",))) == (
        False,
        "not-adjacent",
        (
            "The puck moves one area along an arrow: from center ice (9) it can reach neutral "
            "zone by the west blue line (9), neutral zone by the east blue line (9)."
        ),
        rule("Actions"),
    )
    assert refusal(of.action_verdict(T, use((ROOKIE,), control=1), "move", ("nw9",))) == (
        False,
        "no-control",
        "You must control the puck to move it.",
        rule("Actions"),
    )


def test_one_action_per_card_and_only_the_cards_own():
    """Phases of a Turn; Special Card Plays: one action per card, and only one the card has."""
    state = use((ROOKIE,), action_used=True)
    assert refusal(of.action_verdict(T, state, "move", ("nw9",))) == (
        False,
        "one-action",
        "You have already used this card's action: one per card.",
        rule("Phases of a Turn"),
    )
    label = T.label[ROOKIE]
    assert refusal(of.action_verdict(T, use((ROOKIE,)), "shoot")) == (
        False,
        "no-such-action",
        f"{label} has no Shoot action, and it is not Doubles or a Run (which allow any action).",
        rule("Special Card Plays"),
    )
    assert of.action_verdict(T, use((ROOKIE,), doubles=True, puck="e3"), "shoot").ok


def test_shoot_refusals():
    """How to Score a Goal: one shot at a time, with the puck, from areas 1-6 of the far end;
    On-Net needs a passing bonus of +1."""
    base = {"puck": "e3"}
    assert of.action_verdict(T, use((CAPTAIN,), **base), "shoot").ok
    assert refusal(of.action_verdict(T, use((CAPTAIN,), shot=1, **base), "shoot")) == (
        False,
        "shot-on",
        "A shot is already under way.",
        rule("How to Score a Goal"),
    )
    assert refusal(of.action_verdict(T, use((CAPTAIN,), control=1, **base), "shoot")) == (
        False,
        "no-control-shot",
        "You must control the puck to shoot.",
        rule("How to Score a Goal"),
    )
    assert refusal(of.action_verdict(T, use((CAPTAIN,), puck="c9"), "shoot")) == (
        False,
        "shoot-outside",
        "Shots are taken from areas 1-6 of Player 2's end; the puck is in center ice (9).",
        rule("How to Score a Goal"),
    )
    crash = r(0, "crash-the-net-4-skate")
    assert refusal(of.action_verdict(T, use((crash,), **base), "on-net")) == (
        False,
        "on-net-bonus",
        "On-Net needs a passing bonus of at least +1.",
        rule("How to Score a Goal"),
    )
    assert of.action_verdict(T, use((crash,), bonus=(1, 0), **base), "on-net").ok
    assert not of.action_verdict(T, use((crash,), bonus=(0, 1), **base), "on-net").ok
    no_shoot = use((CAPTAIN,), effects=(eff("no-shoot", 0, "", "", "period"),), **base)
    assert refusal(of.action_verdict(T, no_shoot, "shoot")) == (
        False,
        "fight-no-shoot",
        "A fight's Blue Non-player effect: no Shoot for you this period.",
        rule("Fights"),
    )
    other = use((CAPTAIN,), effects=(eff("no-shoot", 1, "", "", "period"),), **base)
    assert of.action_verdict(T, other, "shoot").ok


def test_score_save_and_body_check_refusals():
    """How to Score a Goal; Actions: Score only on a Shot Card, Save only on a Score, Body-Check
    only without the puck and never as the answer to a shot."""
    assert refusal(of.action_verdict(T, use((GOAL,)), "score")) == (
        False,
        "score-needs-shot-card",
        "Score works only on a Shot Card: the card beneath yours must be the answer to your shot.",
        rule("How to Score a Goal"),
    )
    assert of.action_verdict(T, use((H_ROOKIE, GOAL), stage=SCORE, shot=0), "score").ok
    assert refusal(of.action_verdict(T, use((SAVE_C,)), "save")) == (
        False,
        "save-needs-score",
        "Save only answers the opponent's Score.",
        rule("How to Score a Goal"),
    )
    assert refusal(of.action_verdict(T, use((CHECK,)), "body-check")) == (
        False,
        "already-control",
        "You already control the puck.",
        rule("Actions"),
    )
    assert of.action_verdict(T, use((CHECK,), control=1), "body-check").ok
    assert of.action_verdict(T, use((CHECK,), control=None), "body-check").ok
    on_shot = use((SHOT, H_CHECK), control=0, stage=SCORE, shot=0, turn=1)
    assert refusal(of.action_verdict(T, on_shot, "body-check")) == (
        False,
        "no-check-on-shot",
        "Body-Check cannot be used as the answer to a shot.",
        rule("Actions"),
    )
    assert of.action_verdict(
        T, use((SHOT, H_CHECK), control=0, stage=SHOT_CARD, shot=0, turn=1), "body-check"
    ).ok


def test_on_the_shot_card_only_score_or_tip():
    """How to Score a Goal; Actions: Tip: the shooter's card on the Shot Card scores or tips; a
    Tip anywhere else is refused."""
    state = use((SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, puck="e3")
    assert of.action_verdict(T, state, "tip").ok and of.action_verdict(T, state, "score").ok
    moving = use((SHOT, H_ROOKIE, CAPTAIN), stage=SCORE, shot=0, puck="e3")
    assert refusal(of.action_verdict(T, moving, "move", ("e8",))) == (
        False,
        "score-now",
        "Your card lies on the Shot Card: its action is the Score or a Tip.",
        rule("How to Score a Goal"),
    )
    assert refusal(of.action_verdict(T, use((TIP,)), "tip")) == (
        False,
        "tip-needs-shot-card",
        "Tip ignores a Shot Card: play it on the answer to your shot.",
        rule("Actions"),
    )
    any_shot = use((SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, effects=(eff("any-shot", 0),))
    assert refusal(of.action_verdict(T, any_shot, "tip")) == (
        False,
        "no-tip-any-shot",
        "An Any Shot cannot be tipped.",
        "Breakaway: CCG, Specials glossary — Any Shot",
    )
    firm = use((SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, effects=(eff("unignorable", 1, "", H_ROOKIE),))
    assert refusal(of.action_verdict(T, firm, "tip")) == (
        False,
        "not-ignorable",
        f"{T.label[H_ROOKIE]} cannot be Ignored (its special), so no Tip on it.",
        rule("Card Effects: Ignore & Cancelled"),
    )


def test_a_one_use_challenge_card_is_spent_after_one_use_but_free_moves_remain():
    """General Challenge Procedure: a challenge winner allowed one use has had it once it used an
    ability, an action or a special; an uncontested win's free Move still goes."""
    won = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")
    spent = use((ROOKIE,), challenge=won, ability_used=True)
    assert refusal(of.action_verdict(T, spent, "move", ("nw9",))) == (
        False,
        "challenge-one-use",
        "The challenge card gives one ability, action or special, and you have used it.",
        rule("Challenges"),
    )
    assert of.action_verdict(T, use((ROOKIE,), challenge=won), "move", ("nw9",)).ok
    assert of.action_verdict(T, evolve_free(spent), "move", ("nw9",)).ok
    each = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="each")
    assert of.action_verdict(T, use((ROOKIE,), challenge=each, ability_used=True), "move", ("nw9",)).ok
    undecided = ch.Challenge(ch.GRIND, 0, "c9", uses="one")
    assert of.action_verdict(T, use((ROOKIE,), challenge=undecided, ability_used=True), "move", ("nw9",)).ok
    for flag in ("action_used", "special_used"):
        v = of.action_verdict(T, use((ROOKIE,), challenge=won, **{flag: True}), "move", ("nw9",))
        assert v.code == "challenge-one-use"


def evolve_free(state):
    from tabletop.games.breakaway_ccg.state import evolve

    return evolve(state, free_move=True)


def test_free_moves_shots_and_breakaways_free_actions_pass_the_one_action_limit():
    """Face-offs (an uncontested win's free Move), O12 (+3's free Shoot) and Breakaway's free
    actions (O41) are used past the card's one action; nothing else is."""
    assert of.action_verdict(T, use((ROOKIE,), action_used=True, free_move=True), "move", ("nw9",)).ok
    assert not of.action_verdict(
        T, use((ROOKIE,), action_used=True, free_move=True, control=1), "move", ("nw9",)
    ).ok
    assert of.action_verdict(T, use((SHOT,), action_used=True, free_shot=True, puck="e3"), "shoot").ok
    assert (
        of.action_verdict(T, use((CAPTAIN,), action_used=True, free_move=True, puck="e3"), "shoot").code
        == "one-action"
    )
    assert (
        of.action_verdict(T, use((ROOKIE,), action_used=True, free_shot=True), "move", ("nw9",)).code
        == "one-action"
    )
    free = (eff("free-actions", 0, "1", ROOKIE),)
    assert of.action_verdict(T, use((ROOKIE,), action_used=True, effects=free), "move", ("nw9",)).ok
    assert of.action_verdict(T, use((ROOKIE,), action_used=True, effects=free, puck="e3"), "shoot").ok
    none_left = (eff("free-actions", 0, "0", ROOKIE),)
    assert (
        of.action_verdict(T, use((ROOKIE,), action_used=True, effects=none_left), "move", ("nw9",)).code
        == "one-action"
    )
    other = (eff("free-actions", 0, "1", CAPTAIN),)
    assert (
        of.action_verdict(T, use((ROOKIE,), action_used=True, effects=other), "move", ("nw9",)).code
        == "one-action"
    )


def test_the_card_in_play_is_the_top_one():
    """Phases of a Turn: Phase 3 uses the card just played, the top of the play area."""
    state = use((H_SCORE, CAPTAIN), puck="e3")
    assert of.printed_actions(T, state) == {"shoot", "move"}
    assert of.action_verdict(T, state, "shoot").ok
    assert of.action_verdict(T, use((CAPTAIN, ROOKIE), puck="e3"), "shoot").code == "no-such-action"


def test_video_review_and_high_sticking_answer_a_score():
    """O85: Video Review calls the goal back; O89: on a High Sticking Score card a usable black
    ability may answer too; other specials do not make a card a save."""
    review, stick = x(1, "video-review-4-glove"), x(0, "high-stick-8-glove")
    high = official(play=(stick,), phase=PLAY, stage=SAVE, shot=0, turn=1)
    low = official(play=(r(0, "score-5-helmet"),), phase=PLAY, stage=SAVE, shot=0, turn=1)
    black = r(1, "penalty-kill-2-skate")
    assert of.can_save(T, low, review) and of.can_save(T, high, review)
    assert of.can_save(T, high, black) and not of.can_save(T, low, black)
    under = official(play=(stick, r(1, "rookie-0-glove")), phase=PLAY, stage=SAVE, shot=0, turn=1)
    assert not of.can_save(T, under, black)  # the Score card is the top one
    assert not of.can_save(T, low, r(1, "slap-shot-8-glove"))  # a special that does not call back
    assert not of.can_save(T, high, r(1, "rookie-0-glove"))


# ----- use_legal and mandatory_open (Phase 3: the mandatory action) -------------------------------------
def test_use_legal_moves_and_the_end_once_the_action_is_spent_or_impossible():
    """Phase 3: the card's action must be used while possible, so End comes only when it is not."""
    state = use((ROOKIE,), puck="c9")
    assert pairs(of.use_legal(T, state)) == [
        (0, "color", ("pink",)),
        (0, "move", ("nw9",)),
        (0, "move", ("ne9",)),
    ]
    assert of.mandatory_open(T, state) and of.use_options(T, state)
    spent = use((ROOKIE,), puck="c9", action_used=True)
    assert pairs(of.use_legal(T, spent)) == [(0, "color", ("pink",)), (0, "end", ())]
    assert not of.mandatory_open(T, spent)
    assert pairs(of.use_legal(T, spent, with_end=False)) == [(0, "color", ("pink",))]
    assert pairs(of.use_legal(T, use((ROOKIE,), control=1))) == [(0, "color", ("pink",)), (0, "end", ())]
    gone = use((ROOKIE,), effects=(eff("cancelled", 0, "", ROOKIE),))
    assert pairs(of.use_legal(T, gone)) == [(0, "end", ())]
    assert not of.use_options(T, gone)


def test_use_legal_shots_need_the_shooting_areas_and_on_net_a_bonus():
    """How to Score a Goal: Shoot from areas 1-6 of the far end; On-Net with a bonus of +1."""
    assert pairs(of.use_legal(T, use((SHOT,), puck="e3"))) == [(0, "color", ("red",)), (0, "shoot", ())]
    assert pairs(of.use_legal(T, use((SHOT,), puck="c9"))) == [(0, "color", ("red",)), (0, "end", ())]
    assert pairs(of.use_legal(T, use((SHOT,), puck="e3", shot=1))) == [(0, "color", ("red",)), (0, "end", ())]
    assert pairs(of.use_legal(T, use((SHOT,), puck="e3", control=1))) == [
        (0, "color", ("red",)),
        (0, "end", ()),
    ]
    crash = r(0, "crash-the-net-4-skate")
    assert pairs(of.use_legal(T, use((crash,), puck="e3", bonus=(1, 0)))) == [
        (0, "grind", ()),
        (0, "on-net", ()),
    ]
    assert pairs(of.use_legal(T, use((crash,), puck="e3"))) == [(0, "grind", ()), (0, "end", ())]
    banned = use((SHOT,), puck="e3", effects=(eff("no-shoot", 0, "", "", "period"),))
    assert pairs(of.use_legal(T, banned)) == [(0, "color", ("red",)), (0, "end", ())]
    free = use((SHOT,), puck="e3", action_used=True, free_shot=True)
    assert pairs(of.use_legal(T, free)) == [(0, "color", ("red",)), (0, "shoot", ()), (0, "end", ())]
    moves = use((ROOKIE,), puck="c9", action_used=True, free_move=True)
    assert pairs(of.use_legal(T, moves)) == [
        (0, "color", ("pink",)),
        (0, "move", ("nw9",)),
        (0, "move", ("ne9",)),
        (0, "end", ()),
    ]
    assert pairs(of.use_legal(T, use((ROOKIE,), puck="c9", action_used=True, free_move=True, control=1))) == [
        (0, "color", ("pink",)),
        (0, "end", ()),
    ]


def test_use_legal_body_check_score_and_tip():
    """Actions: Body-Check without the puck, never on the answer to a shot; the shooter's card on
    the Shot Card scores or tips (How to Score a Goal)."""
    assert pairs(of.use_legal(T, use((CHECK,), control=1))) == [
        (0, "color", ("brown",)),
        (0, "body-check", ()),
    ]
    assert pairs(of.use_legal(T, use((CHECK,)))) == [(0, "color", ("brown",)), (0, "end", ())]
    answer = use((SHOT, H_CHECK), control=0, stage=SCORE, shot=0, turn=1)
    assert pairs(of.use_legal(T, answer)) == [(1, "color", ("brown",)), (1, "end", ())]
    card_face = use((SHOT, H_CHECK), control=0, stage=SHOT_CARD, shot=0, turn=1)
    assert pairs(of.use_legal(T, card_face)) == [(1, "color", ("brown",)), (1, "body-check", ())]
    tip = use((SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, puck="e3")
    assert pairs(of.use_legal(T, tip)) == [(0, "color", ("blue",)), (0, "score", ()), (0, "tip", ())]
    assert of.mandatory_open(T, tip)
    tip_used = use((SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, puck="e3", action_used=True)
    assert pairs(of.use_legal(T, tip_used)) == [(0, "color", ("blue",)), (0, "end", ())]
    any_shot = use((SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, puck="e3", effects=(eff("any-shot", 0),))
    assert pairs(of.use_legal(T, any_shot)) == [(0, "color", ("blue",)), (0, "score", ())]
    firm = use(
        (SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, puck="e3", effects=(eff("unignorable", 1, "", H_ROOKIE),)
    )
    assert pairs(of.use_legal(T, firm)) == [(0, "color", ("blue",)), (0, "score", ())]
    rook = use((SHOT, H_ROOKIE, ROOKIE), stage=SCORE, shot=0, puck="e3")
    assert pairs(of.use_legal(T, rook)) == [(0, "color", ("pink",)), (0, "end", ())]


def test_use_legal_grind_any_shot_and_specials():
    """Abilities (O73): a Grind symbol starts a Grind once per card, not during a shot;
    Pull/Replace Goalie: Any Shot against an empty net; a special once per card."""
    assert pairs(of.use_legal(T, use((GRINDER,)))) == [
        (0, "grind", ()),
        (0, "move", ("nw9",)),
        (0, "move", ("ne9",)),
    ]
    assert pairs(of.use_legal(T, use((GRINDER,), colors_used=("grind",)))) == [
        (0, "move", ("nw9",)),
        (0, "move", ("ne9",)),
    ]
    assert pairs(of.use_legal(T, use((GRINDER,), shot=1))) == [(0, "move", ("nw9",)), (0, "move", ("ne9",))]
    assert pairs(of.use_legal(T, use((ROOKIE,), goalie_pulled=(False, True)))) == [
        (0, "color", ("pink",)),
        (0, "any-shot", ()),
        (0, "move", ("nw9",)),
        (0, "move", ("ne9",)),
    ]
    dump = r(0, "dump-and-chase-1-glove")
    ends = ("e8", "e0", "e1", "e3", "e2", "e5", "e4", "e6", "e7")
    assert pairs(of.use_legal(T, use((dump,)))) == [(0, "color", ("red",))] + [
        (0, "dump-in", (a,)) for a in ends
    ] + [(0, "end", ())]
    assert pairs(of.use_legal(T, use((dump,), special_used=True))) == [(0, "color", ("red",)), (0, "end", ())]
    won = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")
    assert pairs(of.use_legal(T, use((dump,), challenge=won, ability_used=True))) == [(0, "end", ())]
    assert pairs(of.use_legal(T, use((dump,), challenge=won, action_used=True))) == [(0, "end", ())]
    gone = use((dump,), effects=(eff("cancelled", 0, "", dump),))
    assert pairs(of.use_legal(T, gone)) == [(0, "end", ())]


def test_use_legal_when_a_save_is_owed():
    """How to Score a Goal: the card played on a Score uses its Save (abilities first if wished);
    Video Review calls the goal back with its special instead (O85)."""
    score = r(0, "score-5-helmet")
    save = use((score, H_SAVE), stage=SAVE, shot=0, turn=1, puck="w3")
    assert pairs(of.use_legal(T, save)) == [(1, "color", ("black",)), (1, "save", ())]
    assert pairs(of.use_legal(T, save, with_end=False)) == [(1, "color", ("black",)), (1, "save", ())]
    assert of.mandatory_open(T, save)
    review = x(1, "video-review-4-glove")
    called = use((score, review), stage=SAVE, shot=0, turn=1, puck="w3")
    assert pairs(of.use_legal(T, called)) == [(1, "color", ("pink",)), (1, "special", ("video-review",))]
    twin = use((score, H_SCORE), stage=SAVE, shot=0, turn=1, puck="w3", doubles=True)
    assert pairs(of.use_legal(T, twin)) == [(1, "save", ())]
    gone = use(
        (score, review), stage=SAVE, shot=0, turn=1, puck="w3", effects=(eff("cancelled", 1, "", review),)
    )
    assert pairs(of.use_legal(T, gone)) == []


SAVE_NOW = (
    False,
    "save-now",
    "You played this card to stop the score: use its Save (its abilities first, if you like).",
    rule("How to Score a Goal"),
)


def test_validate_use_while_a_save_is_owed():
    """How to Score a Goal: the card answering a Score uses its Save, its abilities before it if
    wished; a card that only calls the goal back uses that special (O85)."""
    score = r(0, "score-5-helmet")
    save = use((score, H_SAVE), stage=SAVE, shot=0, turn=1, puck="w3")
    for action in (
        Action(1, "move", ("w8",)),
        Action(1, "end"),
        Action(1, "special", ("x",)),
        Action(1, "grind"),
    ):
        assert refusal(of.validate_use(T, save, action)) == SAVE_NOW
    assert of.validate_use(T, save, Action(1, "save")).ok
    assert of.validate_use(T, save, Action(1, "color", ("black",))).ok
    review = x(1, "video-review-4-glove")
    called = use((score, review), stage=SAVE, shot=0, turn=1, puck="w3")
    assert refusal(of.validate_use(T, called, Action(1, "save"))) == (
        False,
        "no-save-action",
        "This card has no Save: it answers the Score by calling the goal back.",
        rule("How to Score a Goal"),
    )
    assert of.validate_use(T, called, Action(1, "special", ("video-review",))).ok
    assert refusal(of.validate_use(T, called, Action(1, "end"))) == SAVE_NOW
    assert refusal(of.validate_use(T, use((SAVE_C,)), Action(0, "save"))) == (
        False,
        "save-needs-score",
        "Save only answers the opponent's Score.",
        rule("How to Score a Goal"),
    )


def test_validate_use_end_waits_for_the_mandatory_action():
    """Phases of a Turn, Phase 3: a possible printed action must be used before the turn ends."""
    assert refusal(of.validate_use(T, use((ROOKIE,)), Action(0, "end"))) == (
        False,
        "action-owed",
        "This card's action is possible, so it must be used before the turn ends.",
        rule("Phases of a Turn"),
    )
    assert of.validate_use(T, use((ROOKIE,), action_used=True), Action(0, "end")).ok
    assert of.validate_use(T, use((ROOKIE,), control=1), Action(0, "end")).ok
    assert of.validate_use(
        T, use((ROOKIE,), challenge=ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")), Action(0, "end")
    ).ok
    assert of.validate_use(T, use((ROOKIE,), puck="e3"), Action(0, "move", ("e8",))).ok


def test_validate_use_routes_each_kind_to_its_rule():
    """Phase 3: abilities, a Grind, Any Shot, dumps and specials each answer with their own rule."""
    state = use((ROOKIE,))
    label = T.label[ROOKIE]
    codes = {
        kind: of.validate_use(T, state, Action(0, kind, args)).code
        for kind, args in (
            ("grind", ()),
            ("any-shot", ()),
            ("dump-in", ("e3",)),
            ("dump-out", ()),
            ("special", ("x",)),
            ("special-card", ("x", ROOKIE)),
            ("special-area", ("x", "e3")),
            ("special-choice", ("x", "me")),
            ("special-wild", ("x", ROOKIE, "red")),
            ("stop-movement", ()),
            ("color", ("red",)),
            ("ability", ("orange", "nw9")),
            ("shoot", ()),
        )
    }
    assert codes == {
        "grind": "no-grind",
        "any-shot": "net-not-empty",
        "dump-in": "no-dump-in",
        "dump-out": "no-dump-in",
        "special": "no-such-special",
        "special-card": "no-such-special",
        "special-area": "no-such-special",
        "special-choice": "no-such-special",
        "special-wild": "no-such-special",
        "stop-movement": "no-such-color",
        "color": "no-such-color",
        "ability": "no-such-color",
        "shoot": "no-such-action",
    }
    assert of.validate_use(T, state, Action(0, "color", ("pink",))).ok
    assert of.validate_use(T, use((GRINDER,)), Action(0, "grind")).ok
    assert of.validate_use(T, use((ROOKIE,), goalie_pulled=(False, True)), Action(0, "any-shot")).ok
    assert of.validate_use(T, use((r(0, "dump-and-chase-1-glove"),)), Action(0, "dump-in", ("e3",))).ok
    assert label in of.validate_use(T, state, Action(0, "grind")).reason
    for kind, args in (
        ("special", ("x",)),
        ("special-card", ("x", ROOKIE)),
        ("special-area", ("x", "e3")),
        ("special-choice", ("x", "me")),
        ("special-wild", ("x", ROOKIE, "red")),
    ):
        assert of.validate_use(T, state, Action(0, kind, args)).reason == f"{label} has no x special."
    assert of.validate_use(T, state, Action(0, "ability", ("orange", "nw9"))).reason.startswith(
        f"{label} has no orange color"
    )


def test_grind_refusals():
    """Abilities (O73): a Grind needs the symbol or yellow, a card not Cancelled, once per card,
    not from a challenge card and not during a shot."""
    assert refusal(of._grind_verdict(T, use((ROOKIE,)))) == (
        False,
        "no-grind",
        f"{T.label[ROOKIE]} has no Grind symbol and no yellow ability (ruling O73).",
        rule("Abilities"),
    )
    assert refusal(of._grind_verdict(T, use((GRINDER,), effects=(eff("cancelled", 0, "", GRINDER),)))) == (
        False,
        "cancelled",
        f"{T.label[GRINDER]} is Cancelled: it has no abilities.",
        rule("Card Effects: Ignore & Cancelled"),
    )
    assert refusal(of._grind_verdict(T, use((GRINDER,), colors_used=("grind",)))) == (
        False,
        "one-grind",
        "This card's Grind is used.",
        rule("Phases of a Turn"),
    )
    in_challenge = (
        False,
        "grind-in-challenge",
        "A Grind cannot start from a challenge card.",
        rule("Challenges"),
    )
    assert (
        refusal(of._grind_verdict(T, use((GRINDER,), challenge=ch.Challenge(ch.GRIND, 0, "c9"))))
        == in_challenge
    )
    assert refusal(of._grind_verdict(T, use((GRINDER,), shot=1))) == (
        False,
        "grind-during-shot",
        "A Grind cannot start while a shot is under way.",
        rule("Challenges"),
    )
    assert of._grind_verdict(T, use((GRINDER,))).ok
    assert of._grind_verdict(T, use((r(0, "crash-the-net-4-skate"),))).ok  # yellow
    assert of._grind_verdict(T, use((ROOKIE,)), ("yellow",)).ok
    assert not of._grind_verdict(T, use((r(0, "crash-the-net-4-skate"),)), ("red",)).ok


def test_any_shot_refusals():
    """Pull/Replace Goalie (O15): a Player card may shoot at an empty net, with the puck, no shot
    under way, no special used and no challenge on."""
    empty = {"goalie_pulled": (False, True)}
    where = rule("General Hockey Rules: Pull/Replace Goalie")
    assert refusal(of._any_shot_verdict(T, use((ROOKIE,)))) == (
        False,
        "net-not-empty",
        "Any Shot comes only against an empty net (a pulled goalie).",
        where,
    )
    assert not of._any_shot_verdict(T, use((ROOKIE,), goalie_pulled=(True, False))).ok
    assert refusal(of._any_shot_verdict(T, use((SHOT,), **empty))) == (
        False,
        "any-shot-player",
        "Only a Player card gains Any Shot against an empty net.",
        where,
    )
    assert (
        of._any_shot_verdict(T, use((ROOKIE,), effects=(eff("cancelled", 0, "", ROOKIE),), **empty)).code
        == "any-shot-player"
    )
    one = (
        False,
        "one-special",
        "This card's special is used (one per card, and none from a challenge card).",
        rule("Phases of a Turn"),
    )
    assert refusal(of._any_shot_verdict(T, use((ROOKIE,), special_used=True, **empty))) == one
    assert (
        refusal(of._any_shot_verdict(T, use((ROOKIE,), challenge=ch.Challenge(ch.GRIND, 0, "c9"), **empty)))
        == one
    )
    no = (
        False,
        "no-control-shot",
        "You must control the puck, with no shot under way.",
        rule("How to Score a Goal"),
    )
    assert refusal(of._any_shot_verdict(T, use((ROOKIE,), control=1, **empty))) == no
    assert refusal(of._any_shot_verdict(T, use((ROOKIE,), shot=0, **empty))) == no
    assert of._any_shot_verdict(T, use((ROOKIE,), **empty)).ok


def test_special_refusals_one_per_card_challenge_and_cancelled():
    """Phases of a Turn; General Challenge Procedure; Card Effects: one special per card, none from
    a spent one-use challenge card, none from a Cancelled card."""
    assert refusal(of._special_verdict(T, use((ROOKIE,), special_used=True), "x")) == (
        False,
        "one-special",
        "This card's special is used (one per card).",
        rule("Phases of a Turn"),
    )
    won = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")
    assert refusal(of._special_verdict(T, use((ROOKIE,), challenge=won, action_used=True), "x")) == (
        False,
        "challenge-one-use",
        "The challenge card gives one ability, action or special.",
        rule("Challenges"),
    )
    assert refusal(
        of._special_verdict(T, use((ROOKIE,), effects=(eff("cancelled", 0, "", ROOKIE),)), "x")
    ) == (
        False,
        "cancelled",
        f"{T.label[ROOKIE]} is Cancelled: it has no specials.",
        rule("Card Effects: Ignore & Cancelled"),
    )
    assert of.special_used_refusal(use((ROOKIE,))) is None
    assert of.special_used_refusal(use((ROOKIE,), challenge=won)) is None


# ----- Phase 1: tokens, line changes, the goalie (O15, O16) ------------------------------------------
def start(**fields):
    fields.setdefault("phase", START)
    return official(hands=((ROOKIE,), (H_ROOKIE,)), **fields)


def test_phase_one_offers_tokens_a_line_change_the_goalie_or_go():
    """Phases of a Turn, Phase 1 (O16): a token's draw or Extra Man, a line change, pulling the
    goalie, or going on; only the side on turn."""
    state = start(tokens=(1, 0), momentum=(H_SHOT,))
    assert pairs(of.legal_actions(T, state, 0)) == [
        (0, "token", ("draw",)),
        (0, "token", ("extra-man",)),
        (0, "line-change", ()),
        (0, "pull-goalie", ()),
        (0, "go", ()),
    ]
    assert of.legal_actions(T, state, 1) == []
    assert of.start_options(T, state, 0)
    bare = start(final_minute=True, goalie_pulled=(True, False), effects=(eff("goalie-pulling", 0),))
    assert pairs(of.legal_actions(T, bare, 0)) == [(0, "replace-goalie", ()), (0, "go", ())]
    assert of.start_options(T, bare, 0)
    assert not of.start_options(T, start(final_minute=True, token_used=True, tokens=(1, 0)), 0)
    assert pairs(of.legal_actions(T, start(final_minute=True, token_used=True), 0)) == [(0, "go", ())]
    assert pairs(of.candidates(T, state, 0)) == [
        (0, "token", ("draw",)),
        (0, "token", ("extra-man",)),
        (0, "line-change", ()),
        (0, "pull-goalie", ()),
        (0, "replace-goalie", ()),
        (0, "go", ()),
    ]


def test_token_refusals():
    """Momentum Tokens: one token per turn or stoppage, a card to draw, a Momentum Card to take."""
    tokens = rule("Momentum Tokens")
    assert refusal(of._token_verdict(T, start(tokens=(0, 1)), 0, "draw")) == (
        False,
        "no-token",
        "You have no momentum token.",
        tokens,
    )
    assert of._token_verdict(T, start(tokens=(1, 0)), 0, "draw").ok
    assert refusal(of._token_verdict(T, start(tokens=(2, 0), token_used=True), 0, "draw")) == (
        False,
        "one-token",
        "One momentum token per turn or stoppage.",
        tokens,
    )
    assert refusal(of._token_verdict(T, start(tokens=(1, 0), decks=((), None)), 0, "draw")) == (
        False,
        "token-empty-deck",
        "Your deck is empty: there is nothing to draw.",
        tokens,
    )
    assert of._token_verdict(T, start(tokens=(1, 0), decks=((), None), momentum=(H_SHOT,)), 0, "extra-man").ok
    assert refusal(of._token_verdict(T, start(tokens=(1, 0)), 0, "extra-man")) == (
        False,
        "no-momentum",
        "The Momentum pile is empty.",
        tokens,
    )
    assert of._token_verdict(T, start(tokens=(1, 0), momentum=(H_SHOT,)), 0, "extra-man").ok
    # the Phase 1 and stoppage checks pass the token's use on: a draw from an empty deck is refused there too
    dry = start(tokens=(1, 0), decks=((), None), momentum=(H_SHOT,))
    assert of.validate_start(T, dry, Action(0, "token", ("draw",))).code == "token-empty-deck"
    assert of.validate_start(T, dry, Action(0, "token", ("extra-man",))).ok
    assert of._validate_stoppage(T, evolve(dry, phase=STOPPAGE), Action(0, "token", ("draw",))).code == \
        "token-empty-deck"


def test_line_change_refusals():
    """Phases of a Turn, Phase 1: one choice (no line change after a token), none in the Final
    Minute or a power play; from the defensive zone only while the opponent's bonus is below its
    maximum, and never in regular-season overtime (O14)."""
    change = Action(0, "line-change")
    assert of.validate_start(T, start(), change).ok
    assert refusal(of.validate_start(T, start(token_used=True), change)) == (
        False,
        "one-start-choice",
        "Phase 1 offers one choice, and you spent a token.",
        rule("Phases of a Turn"),
    )
    assert refusal(of.validate_start(T, start(final_minute=True), change)) == (
        False,
        "no-line-change-final",
        "No line changes in the Final Minute.",
        rule("Final Minute"),
    )
    from tabletop.games.breakaway_ccg.penalties import Served

    assert refusal(of.validate_start(T, start(box=(Served(1, "Hooking", 2, 2),)), change)) == (
        False,
        "no-line-change-pp",
        "No line changes during a power play or 4-on-4.",
        rule("Power Play & Penalty Kill"),
    )
    assert of.validate_start(T, start(puck="w3"), change).ok
    assert of.validate_start(T, start(puck="w3", bonus=(0, 2)), change).ok
    assert refusal(of.validate_start(T, start(puck="w3", bonus=(0, 3)), change)) == (
        False,
        "line-change-bonus",
        (
            "From your defensive zone you may change lines only while the opponent's "
            "passing bonus is below its maximum."
        ),
        rule("Phases of a Turn"),
    )
    assert of.validate_start(T, start(puck="w3", bonus=(3, 2)), change).ok
    assert of.validate_start(T, start(puck="e3", bonus=(3, 3)), change).ok
    assert refusal(
        of.validate_start(T, start(puck="w3", overtime=True, options={"overtime": "regular-season"}), change)
    ) == (
        False,
        "no-line-change-ot",
        "In regular-season overtime there are no line changes in your defensive zone.",
        rule("General Hockey Rules: Overtime"),
    )
    assert of.validate_start(T, start(puck="w3", overtime=True, options={"overtime": "playoff"}), change).ok
    assert of.validate_start(T, start(puck="w3", options={"overtime": "regular-season"}), change).ok
    assert of.validate_start(
        T, start(puck="e3", overtime=True, options={"overtime": "regular-season"}), change
    ).ok
    assert refusal(of.validate_start(T, start(), Action(0, "move", ("nw9",)))) == (
        False,
        "phase-one",
        "It is the start of your turn: use a momentum token, change lines, or go on to play a card.",
        rule("Phases of a Turn"),
    )
    assert of.validate_start(T, start(token_used=True), Action(0, "go")).ok


def test_goalie_refusals():
    """Pull/Replace Goalie (O15): pull once, back in Phase 1 (a stoppage puts it back by itself);
    a goalie on its way out counts as pulled; no pull after a Phase 1 token."""
    where = rule("General Hockey Rules: Pull/Replace Goalie")
    goalie_in = (False, "goalie-in", "Your goalie is in net.", where)
    goalie_out = (False, "goalie-out", "Your goalie is already pulled.", where)
    assert refusal(of._goalie_verdict(T, start(), 0, "replace-goalie")) == goalie_in
    assert of._goalie_verdict(T, start(goalie_pulled=(True, False)), 0, "replace-goalie").ok
    assert (
        refusal(of._goalie_verdict(T, start(goalie_pulled=(False, True)), 0, "replace-goalie")) == goalie_in
    )
    assert of._goalie_verdict(T, start(effects=(eff("goalie-pulling", 0),)), 0, "replace-goalie").ok
    assert (
        refusal(of._goalie_verdict(T, start(effects=(eff("goalie-pulling", 1),)), 0, "replace-goalie"))
        == goalie_in
    )
    assert (
        refusal(
            of._goalie_verdict(T, start(effects=(fl.Effect("other", 0, "stoppage"),)), 0, "replace-goalie")
        )
        == goalie_in
    )
    assert refusal(
        of._goalie_verdict(T, start(phase=STOPPAGE, goalie_pulled=(True, False)), 0, "replace-goalie")
    ) == (False, "replace-when", "The goalie goes back in Phase 1 (and at every stoppage by itself).", where)
    assert refusal(of._goalie_verdict(T, start(goalie_pulled=(True, False)), 0, "pull-goalie")) == goalie_out
    assert (
        refusal(of._goalie_verdict(T, start(effects=(eff("goalie-pulling", 0),)), 0, "pull-goalie"))
        == goalie_out
    )
    assert of._goalie_verdict(T, start(effects=(eff("goalie-pulling", 1),)), 0, "pull-goalie").ok
    assert of._goalie_verdict(T, start(goalie_pulled=(False, True)), 0, "pull-goalie").ok
    assert refusal(of._goalie_verdict(T, start(token_used=True), 0, "pull-goalie")) == (
        False,
        "one-start-choice",
        "Phase 1 offers one choice, and you spent a token.",
        rule("Phases of a Turn"),
    )
    assert of._goalie_verdict(T, start(phase=STOPPAGE, token_used=True), 0, "pull-goalie").ok
    assert of.validate_start(T, start(goalie_pulled=(True, False)), Action(0, "replace-goalie")).ok
    assert of.validate_start(T, start(), Action(0, "pull-goalie")).ok


# ----- stoppages and the bench (Stoppage; Game Setup: the bench) -----------------------------------------
def stop(ready=(False, False), **fields):
    fields.setdefault("stoppage", fl.Stoppage("goal", "east-end", 1))
    return official(hands=((ROOKIE, GOAL), (H_ROOKIE, H_SAVE)), phase=STOPPAGE, ready=ready, **fields)


def test_stoppage_bench_switches_keep_and_the_side_choice():
    """Stoppage: each side switches with its bench or keeps, five different Player cards on the
    bench; then the side named chooses the face-off circle (O7)."""
    state = stop()
    bench0, bench1 = state.benches
    assert pairs(of.legal_actions(T, state, 0)) == [(0, "switch", (ROOKIE, b)) for b in bench0] + [
        (0, "keep", ()),
        (0, "pull-goalie", ()),
    ]
    assert pairs(of.legal_actions(T, state, 1)) == [
        (1, "switch", (H_ROOKIE, r(1, "rookie-0-stick"))),
        (1, "keep", ()),
        (1, "pull-goalie", ()),
    ]
    half = stop(ready=(True, False))
    assert of.legal_actions(T, half, 0) == []
    assert pairs(of.legal_actions(T, stop(ready=(True, True)), 1)) == [
        (1, "side", ("e1",)),
        (1, "side", ("e2",)),
    ]
    assert of.legal_actions(T, stop(ready=(True, True)), 0) == []
    tokened = stop(ready=(True, True), tokens=(1, 0))
    assert pairs(of.legal_actions(T, tokened, 0)) == [(0, "token", ("draw",))]
    assert pairs(of.candidates(T, half, 1)) == [(1, "switch", (H_ROOKIE, b)) for b in bench1] + [
        (1, "switch", (H_SAVE, b)) for b in bench1
    ] + [
        (1, "keep", ()),
        (1, "token", ("draw",)),
        (1, "token", ("extra-man",)),
        (1, "pull-goalie", ()),
        (1, "side", ("e1",)),
        (1, "side", ("e2",)),
    ]


def test_validate_stoppage_refusals():
    """Stoppage: the bench first, then the side, chosen by the side named, on one of the zone's
    circles; no switch after a side is done (after its Icing, none at all, O8)."""
    where = rule("Stoppage")
    half = stop(ready=(True, False))
    assert refusal(of._validate_stoppage(T, half, Action(1, "side", ("e1",)))) == (
        False,
        "bench-first",
        "Both sides finish with the bench before the face-off side is chosen.",
        where,
    )
    done = stop(ready=(True, True))
    assert refusal(of._validate_stoppage(T, done, Action(0, "side", ("e1",)))) == (
        False,
        "not-your-side",
        "Player 2 chooses the face-off side.",
        where,
    )
    assert refusal(of._validate_stoppage(T, done, Action(1, "side", ("c9",)))) == (
        False,
        "not-a-dot",
        "Choose one of this zone's face-off circles.",
        where,
    )
    assert of._validate_stoppage(T, done, Action(1, "side", ("e2",))).ok
    assert refusal(of._validate_stoppage(T, half, Action(0, "move", ("c9",)))) == (
        False,
        "stoppage",
        "Play is stopped: switch with the bench, then the face-off.",
        where,
    )
    assert refusal(of._validate_stoppage(T, half, Action(0, "keep"))) == (
        False,
        "bench-done",
        "You are done with the bench for this stoppage.",
        where,
    )
    iced = stop(ready=(True, False), stoppage=fl.Stoppage("icing", "east-end", 1, no_bench=0))
    assert refusal(of._validate_stoppage(T, iced, Action(0, "keep"))) == (
        False,
        "bench-done",
        "You are done with the bench for this stoppage (no switches after your Icing).",
        where,
    )
    assert of._validate_stoppage(T, half, Action(1, "keep")).ok
    assert refusal(of._validate_stoppage(T, half, Action(0, "pull-goalie"))) == (
        False,
        "bench-done",
        "Pull the goalie before you are done with the bench for this face-off.",
        rule("General Hockey Rules: Pull/Replace Goalie"),
    )
    assert of._validate_stoppage(T, half, Action(1, "pull-goalie")).ok
    assert of._validate_stoppage(T, half, Action(0, "token", ("draw",))).code == "no-token"
    assert of._validate_stoppage(T, half, Action(1, "switch", (H_ROOKIE, r(1, "rookie-0-stick")))).ok
    assert (
        of._validate_stoppage(T, half, Action(0, "switch", (ROOKIE, half.benches[0][0]))).code == "bench-done"
    )


def test_switch_refusals():
    """Game Setup; Stoppage: a switch puts one of your own Player cards from the hand on the bench,
    which keeps five different cards."""
    state = stop()
    back = state.benches[1][0]
    assert refusal(of._switch_verdict(T, state, 1, (r(1, "goal-glove"), back))) == (
        False,
        "not-in-hand",
        f"{T.label[r(1, 'goal-glove')]} is not in your hand.",
        rule("Stoppage"),
    )
    assert refusal(of._switch_verdict(T, state, 1, (H_ROOKIE, ROOKIE))) == (
        False,
        "not-on-bench",
        f"{T.label[ROOKIE]} is not on your bench.",
        rule("Stoppage"),
    )
    assert refusal(of._switch_verdict(T, state, 1, (H_SAVE, back))) == (
        False,
        "bench-players-only",
        f"Only Player cards go on the bench; {T.label[H_SAVE]} is not one.",
        rule("Game Setup"),
    )
    assert refusal(of._switch_verdict(T, state, 1, (H_ROOKIE, back))) == (
        False,
        "bench-different",
        f"The bench holds five different cards, and a {T.name[H_ROOKIE]} is already on it.",
        rule("Game Setup"),
    )
    assert of._switch_verdict(T, state, 1, (H_ROOKIE, r(1, "rookie-0-stick"))).ok
    stolen = official(
        hands=((ROOKIE, H_GOALIE), ()),
        phase=STOPPAGE,
        ready=(False, False),
        stoppage=fl.Stoppage("goal", "east-end", 1),
    )
    assert refusal(of._switch_verdict(T, stolen, 0, (H_GOALIE, stolen.benches[0][0]))) == (
        False,
        "bench-own-cards",
        "Only your own team's cards go on your bench.",
        rule("Game Setup"),
    )
    assert of._switches(T, stolen, 0) == [Action(0, "switch", (ROOKIE, b)) for b in stolen.benches[0]]


# ----- challenges (Challenges: General Challenge Procedure, Face-offs; O4, O6) -------------------------
def challenge(c, picks=(None, None)):
    return official(
        hands=((ROOKIE, GOAL), (H_ROOKIE, H_SAVE)), phase=CHALLENGE, challenge=c, picks=picks, control=None
    )


def test_challenge_decisions_and_legal_cards():
    """O4: the face-off initiator lays first, then the other side lays or declines; in other
    challenges both lay at once, only the defender may decline, and a decline ends its part."""
    faceoff = ch.Challenge(ch.FACEOFF, 0, "c9")
    first = challenge(faceoff)
    assert of.pending(T, first) == (
        of.Decision(0, "challenge", "Face-off: lay a card face down.", secret=True),
    )
    assert pairs(of.legal_actions(T, first, 0)) == [(0, "challenge", (ROOKIE,)), (0, "challenge", (GOAL,))]
    assert of.legal_actions(T, first, 1) == []
    second = challenge(faceoff, (ROOKIE, None))
    assert of.pending(T, second) == (
        of.Decision(1, "challenge", "Face-off: lay a card face down, or decline.", secret=True),
    )
    assert of.legal_actions(T, second, 0) == []
    assert pairs(of.legal_actions(T, second, 1)) == [
        (1, "challenge", (H_ROOKIE,)),
        (1, "challenge", (H_SAVE,)),
        (1, "decline", ()),
    ]
    grind = challenge(ch.Challenge(ch.GRIND, 0, "c9"))
    assert of.pending(T, grind) == (
        of.Decision(0, "challenge", "Grind Challenge: lay a card face down.", secret=True),
        of.Decision(1, "challenge", "Grind Challenge: lay a card face down, or decline.", secret=True),
    )
    declined = challenge(ch.Challenge(ch.GRIND, 0, "c9", declined=True))
    assert of.pending(T, declined) == (
        of.Decision(0, "challenge", "Grind Challenge: lay a card face down.", secret=True),
    )
    assert of.legal_actions(T, declined, 1) == []
    dump = challenge(ch.Challenge(ch.DUMP_OUT, 1, "c9"), (None, H_ROOKIE))
    assert of.pending(T, dump) == (
        of.Decision(0, "challenge", "Dump Out Challenge: lay a card face down, or decline.", secret=True),
    )
    assert of.pending(T, challenge(ch.Challenge(ch.DUMP_IN, 1, "c9"), (GOAL, H_ROOKIE))) == ()


def test_validate_challenge_refusals():
    """General Challenge Procedure; Face-offs: during a challenge only a card or a decline, once,
    from the hand; the initiator may not decline; the face-off's first card is the initiator's."""
    first = challenge(ch.Challenge(ch.FACEOFF, 0, "c9"))
    where, faceoffs = rule("Challenges"), rule("Face-offs")
    assert refusal(of._validate_challenge(T, first, Action(0, "token", ("draw",)))) == (
        False,
        "challenge-on",
        "The Face-off comes first.",
        where,
    )
    assert refusal(of._validate_challenge(T, first, Action(0, "move", ("c9",)))) == (
        False,
        "challenge-on",
        "A Face-off is under way: lay a card face down.",
        where,
    )
    assert refusal(of._validate_challenge(T, first, Action(1, "decline"))) == (
        False,
        "initiator-first",
        "Player 1 lays the first face-off card.",
        faceoffs,
    )
    assert refusal(of._validate_challenge(T, first, Action(1, "challenge", (H_ROOKIE,)))) == (
        False,
        "initiator-first",
        "Player 1 lays the first face-off card.",
        faceoffs,
    )
    assert refusal(of._validate_challenge(T, first, Action(0, "decline"))) == (
        False,
        "initiator-plays",
        "You started the Face-off: lay a card.",
        where,
    )
    assert refusal(of._validate_challenge(T, first, Action(0, "challenge", (H_ROOKIE,)))) == (
        False,
        "not-in-hand",
        f"{T.label[H_ROOKIE]} is not in your hand.",
        where,
    )
    assert of._validate_challenge(T, first, Action(0, "challenge", (ROOKIE,))).ok
    # the game's own check sends a challenge on to these words, with the card's name
    assert refusal(of.validate(T, first, Action(0, "challenge", (H_ROOKIE,)))) == (
        False,
        "not-in-hand",
        f"{T.label[H_ROOKIE]} is not in your hand.",
        where,
    )
    laid = challenge(ch.Challenge(ch.GRIND, 0, "c9"), (ROOKIE, None))
    assert refusal(of._validate_challenge(T, laid, Action(0, "challenge", (GOAL,)))) == (
        False,
        "already-chosen",
        "Your challenge card is already down.",
        where,
    )
    assert of._validate_challenge(T, laid, Action(1, "decline")).ok
    assert of._validate_challenge(T, laid, Action(1, "challenge", (H_ROOKIE,))).ok
    grind = challenge(ch.Challenge(ch.GRIND, 0, "c9"))
    assert of._validate_challenge(T, grind, Action(1, "decline")).ok
    assert of._validate_challenge(T, grind, Action(1, "challenge", (H_ROOKIE,))).ok
    declined = challenge(ch.Challenge(ch.GRIND, 0, "c9", declined=True))
    assert refusal(of._validate_challenge(T, declined, Action(1, "challenge", (H_ROOKIE,)))) == (
        False,
        "declined",
        "You declined the Grind Challenge.",
        where,
    )
    assert of._validate_challenge(T, declined, Action(0, "challenge", (ROOKIE,))).ok


# ----- pending (the decisions and their prompts) --------------------------------------------------------
def test_pending_in_play_and_use():
    """Phases of a Turn: Phase 2 plays a card (the Shot Card, or a card that can Save, when a shot
    or a Score is answered); Phase 3 uses it, optionally (a challenge winner's card too)."""
    d = of.Decision
    assert of.pending(T, official(phase=PLAY, turn=1)) == (d(1, "play", "Play a card onto the play area."),)
    assert of.pending(T, official(phase=PLAY, turn=1, stage=SHOT_CARD, shot=0)) == (
        d(1, "shot-card", "Play the Shot Card: your next card faces the shot."),
    )
    assert of.pending(T, official(phase=PLAY, turn=0, stage=SHOT_CARD, shot=0)) == (
        d(0, "play", "Play a card onto the play area."),
    )
    assert of.pending(T, official(phase=PLAY, turn=1, stage=SAVE, shot=0)) == (
        d(1, "save-chance", "A score attempt! Play a card that can Save, or let the goal stand."),
    )
    assert of.pending(T, official(phase=PLAY, turn=0, stage=SAVE, shot=0)) == (
        d(0, "play", "Play a card onto the play area."),
    )
    assert of.pending(T, use((ROOKIE,), turn=1)) == (
        d(1, "use", "Use the card: abilities, one action, a special; then end your turn.", optional=True),
    )
    won = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")
    assert of.pending(T, use((ROOKIE,), challenge=won)) == (
        d(0, "use", "You won the challenge: use your card, or go on to your turn.", optional=True),
    )


def test_pending_at_the_start_of_a_turn():
    """Phase 1 (O16) and the bench switches that follow a line change, a power play, a delayed
    penalty or a pulled goalie."""
    d = of.Decision
    assert of.pending(T, start(turn=1)) == (
        d(1, "start", "Start of your turn: a momentum token or a line change, or go on.", optional=True),
    )
    words = {
        "pp-over": "The power play is over: switch one card with your bench, or keep your cards.",
        "pp-over-2": "The power play is over: switch one card with your bench, or keep your cards.",
        "delay": "Delayed penalty: you have the extra attacker; switch up to two cards with your bench, or keep "
        "your cards.",
        "goalie": "Goalie pulled: switch up to two cards with your bench, or keep your cards.",
        "line-change": "Line change: switch one card with your bench, or keep your cards.",
    }
    for why, prompt in words.items():
        assert of.pending(T, start(turn=1, placing=(1, why, ()))) == (d(1, "bench", prompt, optional=True),)


def test_the_chooser_may_still_use_a_token_while_choosing_the_face_off_circle():
    """Momentum Tokens: one may be used once per stoppage, and being done with the bench does not
    end the stoppage; so the side choosing the face-off circle is offered its token beside the
    circles, and the other side, also done, its token alone."""
    both = stop(ready=(True, True), tokens=(1, 1), token_used=False)
    sides = [Action(1, "side", (a,)) for a in T.rink.dots["east-end"]]
    assert len(sides) == 2
    assert of.legal_actions(T, both, 1) == [Action(1, "token", ("draw",)), *sides]
    assert of.legal_actions(T, both, 0) == [Action(0, "token", ("draw",))]


def test_pending_at_stoppages_and_other_phases():
    """Stoppage: both sides at the bench, then the chooser picks the circle; a face-off winner
    places the puck; Home Ice is chosen once; a fight lays cards face down; a finished game waits
    on nobody."""
    d = of.Decision
    bench = "Stoppage: switch up to two cards with your bench, or keep your cards."
    assert of.pending(T, stop()) == (d(0, "bench", bench, optional=True), d(1, "bench", bench, optional=True))
    assert of.pending(T, stop(ready=(True, False))) == (d(1, "bench", bench, optional=True),)
    assert of.pending(T, stop(ready=(True, True))) == (d(1, "side", "Choose the face-off circle."),)
    assert of.pending(T, stop(ready=(True, True), stoppage=None)) == ()
    assert of.pending(T, official(phase=PLACE, placing=(1, "faceoff", ("c9",)))) == (
        d(1, "place", "Place the puck."),
    )
    assert of.pending(T, official(phase=HOME_ICE, turn=1)) == (
        d(1, "home-ice", "You choose: who takes Home Ice?"),
    )
    from tabletop.games.breakaway_ccg.state import FIGHT

    fight = "Fight! Lay a card face down for the next exchange."
    assert of.pending(T, official(phase=FIGHT, picks=(None, None))) == (
        d(0, "fight", fight, secret=True),
        d(1, "fight", fight, secret=True),
    )
    assert of.pending(T, official(phase=FIGHT, picks=(ROOKIE, None))) == (d(1, "fight", fight, secret=True),)
    assert of.pending(T, official(phase=OVER)) == ()


# ----- validate (the mode's gatekeeper) ------------------------------------------------------------------
def check(state, seat, kind, *args):
    return refusal(of.validate(T, state, Action(seat, kind, tuple(args))))


def test_validate_refuses_kinds_that_belong_to_no_current_step():
    """Object of the Game; the whistle (O117), fights, penalty shots, the shootout, Home Ice,
    challenges and the face-off side each have their moment; outside it the refusal says so."""
    from tabletop.games.breakaway_ccg import whistle

    play = official(phase=PLAY)
    assert check(official(phase=OVER), 0, "play", ROOKIE) == (
        False,
        "game-over",
        "The game is over.",
        rule("Object of the Game"),
    )
    assert check(play, 0, "let-stop") == (
        False,
        "no-whistle",
        "Play is not waiting on a whistle now.",
        whistle.rule(),
    )
    assert check(play, 0, "fight", ROOKIE) == (False, "no-fight", "There is no fight now.", rule("Fights"))
    assert check(play, 0, "ps-pass") == (
        False,
        "no-penalty-shot",
        "There is no penalty shot now.",
        rule("General Hockey Rules: Penalty Shots"),
    )
    assert check(play, 0, "so-card", ROOKIE) == (
        False,
        "no-shootout",
        "There is no shootout now.",
        rule("General Hockey Rules: Shootout"),
    )
    assert check(play, 0, "home-ice", "me") == (
        False,
        "home-ice-set",
        "Home Ice is chosen once, at set-up.",
        rule("Game Setup"),
    )
    assert check(play, 0, "challenge", ROOKIE) == (
        False,
        "no-challenge",
        "There is no challenge now.",
        rule("Challenges"),
    )
    assert check(play, 0, "decline") == (
        False,
        "no-challenge",
        "There is no challenge now.",
        rule("Challenges"),
    )
    assert check(play, 0, "side", "e1") == (
        False,
        "no-side",
        "The face-off side is chosen during a stoppage.",
        rule("Stoppage"),
    )
    assert check(play, 0, "place", "c9") == (
        False,
        "no-place",
        "There is no puck to place now.",
        rule("Face-offs"),
    )


def test_validate_home_ice():
    """Game Setup (O1): the reveal's winner chooses who takes Home Ice, and nothing else happens
    first."""
    state = official(phase=HOME_ICE, turn=1)
    assert check(state, 1, "play", H_ROOKIE) == (
        False,
        "home-ice-first",
        "First the choice of Home Ice.",
        rule("Game Setup"),
    )
    assert check(state, 0, "home-ice", "me") == (
        False,
        "not-your-choice",
        "Player 2 won the reveal (or the toss) and chooses Home Ice.",
        rule("Game Setup"),
    )
    assert check(state, 1, "home-ice", "draw") == (
        False,
        "home-ice-choice",
        "Home Ice goes to you ('me') or your opponent ('them').",
        rule("Game Setup"),
    )
    assert of.validate(T, state, Action(1, "home-ice", ("them",))).ok
    assert of.validate(T, state, Action(1, "home-ice", ("me",))).ok
    assert pairs(of.legal_actions(T, state, 1)) == [(1, "home-ice", ("me",)), (1, "home-ice", ("them",))]
    assert of.legal_actions(T, state, 0) == []


def test_validate_turns_and_placing_the_puck():
    """Phases of a Turn; Face-offs: Win Result: only the side on turn acts; the face-off winner
    places the puck in one of the areas offered."""
    play = official(hands=((ROOKIE,), (H_ROOKIE,)), phase=PLAY, turn=1)
    assert check(play, 0, "play", ROOKIE) == (
        False,
        "not-your-turn",
        "It is Player 2's turn.",
        rule("Phases of a Turn"),
    )
    place = official(phase=PLACE, placing=(1, "faceoff", ("c9", "ne9")), turn=0)
    assert check(place, 0, "place", "c9") == (
        False,
        "not-your-turn",
        "It is Player 2's turn.",
        rule("Phases of a Turn"),
    )
    assert check(place, 1, "move", "c9") == (False, "place-first", "Place the puck first.", rule("Face-offs"))
    assert check(place, 1, "place", "nw9") == (
        False,
        "place-where",
        "The puck may go to center ice (9), neutral zone by the east blue line (9).",
        rule("Face-offs"),
    )
    assert of.validate(T, place, Action(1, "place", ("ne9",))).ok
    assert pairs(of.legal_actions(T, place, 1)) == [(1, "place", ("c9",)), (1, "place", ("ne9",))]
    assert of.legal_actions(T, place, 0) == []


def test_validate_play_and_concede():
    """Phases of a Turn, Phase 2; How to Score a Goal: one card a turn, from the hand; a Score is
    answered by a card that can Save, or conceded."""
    play = official(hands=((ROOKIE,), (H_ROOKIE, H_SAVE)), phase=PLAY, turn=1)
    assert of.validate(T, play, Action(1, "play", (H_ROOKIE,))).ok
    assert check(play, 1, "play", ROOKIE) == (
        False,
        "not-in-hand",
        f"{T.label[ROOKIE]} is not in your hand.",
        rule("Phases of a Turn"),
    )
    assert check(play, 1, "concede") == (
        False,
        "no-score-attempt",
        "There is no score attempt to answer.",
        rule("How to Score a Goal"),
    )
    assert check(play, 1, "move", "c9") == (
        False,
        "play-first",
        "Play a card first: abilities and actions come from the card you play.",
        rule("Phases of a Turn"),
    )
    saving = official(
        hands=((ROOKIE,), (H_ROOKIE, H_SAVE)),
        play=(r(0, "score-5-helmet"),),
        phase=PLAY,
        turn=1,
        stage=SAVE,
        shot=0,
    )
    assert check(saving, 1, "play", H_ROOKIE) == (
        False,
        "save-only",
        (
            "Player 1 is trying to score: only a card that can Save (a Save action, Doubles or a "
            "Run) may answer, or let the goal stand."
        ),
        rule("How to Score a Goal"),
    )
    assert of.validate(T, saving, Action(1, "play", (H_SAVE,))).ok
    assert of.validate(T, saving, Action(1, "concede")).ok
    assert pairs(of.legal_actions(T, saving, 1)) == [(1, "play", (H_SAVE,)), (1, "concede", ())]
    assert pairs(of.legal_actions(T, play, 1)) == [(1, "play", (H_ROOKIE,)), (1, "play", (H_SAVE,))]
    assert of.legal_actions(T, play, 0) == []
    assert pairs(of.candidates(T, play, 1)) == [
        (1, "play", (H_ROOKIE,)),
        (1, "play", (H_SAVE,)),
        (1, "concede", ()),
    ]
    in_use = use((ROOKIE,), hands=((GOAL,), ()))
    assert check(in_use, 0, "play", GOAL) == (
        False,
        "card-played",
        "You have already played your card this turn: use it, or end your turn.",
        rule("Phases of a Turn"),
    )
    assert check(in_use, 0, "token", "draw") == (
        False,
        "phase-one-over",
        "Tokens, line changes and the bench belong to the start of a turn or a stoppage.",
        rule("Phases of a Turn"),
    )
    assert check(in_use, 0, "move", "e3")[1] == "not-adjacent"
    assert of.validate(T, in_use, Action(0, "move", ("ne9",))).ok


def test_validate_line_swaps_and_a_specials_switches():
    """Phases of a Turn (O16): after a line change the side switches with the bench or keeps; a
    special's switches in Phase 3 use the same bench rule (O96, O97)."""
    swap = start(placing=(0, "line-change", ()))
    back = swap.benches[0][0]
    assert of.validate(T, swap, Action(0, "keep")).ok
    assert of.validate(T, swap, Action(0, "switch", (ROOKIE, back))).ok
    assert check(swap, 0, "go") == (
        False,
        "line-change-bench",
        "Switch with your bench (a line change's one card, a pulled goalie's two), or keep your cards.",
        rule("Phases of a Turn"),
    )
    assert check(swap, 0, "switch", GOAL, back)[1] == "not-in-hand"
    assert pairs(of.legal_actions(T, swap, 0)) == [(0, "switch", (ROOKIE, b)) for b in swap.benches[0]] + [
        (0, "keep", ())
    ]
    assert pairs(of.candidates(T, swap, 0)) == [(0, "switch", (ROOKIE, b)) for b in swap.benches[0]] + [
        (0, "keep", ())
    ]
    assert of.legal_actions(T, swap, 1) == []
    assert of.validate(T, start(), Action(0, "go")).ok
    switches = use((ROOKIE,), hands=((CAPTAIN,), ()), effects=(eff("bench-switches", 0, "1"),))
    captain = switches.benches[0][4]  # the bench's Captain: the only one a Captain may replace
    assert T.name[captain] == T.name[CAPTAIN]
    assert of.validate(T, switches, Action(0, "switch", (CAPTAIN, captain))).ok
    assert check(switches, 0, "switch", CAPTAIN, switches.benches[0][0])[1] == "bench-different"
    plain = use((ROOKIE,), hands=((CAPTAIN,), ()))
    assert check(plain, 0, "switch", CAPTAIN, captain)[1] == "phase-one-over"
    assert pairs(of.use_legal(T, switches)) == [
        (0, "color", ("pink",)),
        (0, "switch", (CAPTAIN, captain)),
        (0, "move", ("nw9",)),
        (0, "move", ("ne9",)),
    ]
    assert (0, "switch", (CAPTAIN, captain)) not in pairs(of.use_legal(T, plain))


# ----- describe (the button words) -----------------------------------------------------------------------
def test_describe_the_official_kinds():
    """The buttons name what each official action does, in the players' words."""
    state = use((ROOKIE,), hands=((GOAL,), ()))
    words = {
        ("home-ice", ("me",)): "Take Home Ice",
        ("home-ice", ("them",)): "Give Home Ice to the opponent",
        ("side", ("e3",)): "Face off in east end, high slot (3)",
        ("challenge", (ROOKIE,)): "Challenge with Rookie 0 (helmet)",
        ("decline", ()): "Decline the challenge",
        ("place", ("e3",)): "Place the puck in east end, high slot (3)",
        ("token", ("draw",)): "Token: draw a card",
        ("token", ("extra-man",)): "Token: Extra Man (a Momentum Card)",
        ("line-change", ()): "Change lines",
        ("go", ()): "Go on to play a card",
        ("on-net", ()): "Shot on net",
        ("stop-movement", ()): "Green ability: stop the puck's last movement",
        ("grind", ()): "Start a Grind Challenge",
        ("dump-in", ("e3",)): "Dump the puck in to east end, high slot (3)",
        ("dump-out", ()): "Dump the puck out",
        ("pull-goalie", ()): "Pull the goalie",
        ("replace-goalie", ()): "Put the goalie back",
        ("any-shot", ()): "Shoot at the empty net",
        ("special", ("dump-in",)): "Special: Dump In",
        ("special", ("nameless",)): "Special: nameless",
        ("special-card", ("video-review", GOAL)): "Special: Video Review, giving up Goal (glove)",
        ("special-card", ("select-promotion", GOAL)): "Special: Select Promotion, promoting Goal (glove)",
        ("special-area", ("breakaway", "e3")): "Special: Breakaway, the puck to east end, high slot (3)",
        ("special-wild", ("breakaway", GOAL, "red")): "Breakaway: Goal (glove) becomes the Red wild",
        ("special-choice", ("breakaway", "me")): "Special: Breakaway, your deck",
        ("special-choice", ("breakaway", "them")): "Special: Breakaway, the opponent's deck",
        ("special-choice", ("breakaway", "momentum")): "Special: Breakaway, the Momentum pile",
        ("let-stop", ()): "Let play stop",
        ("ps-place", ("e3",)): "Penalty shot: shoot from east end, high slot (3)",
        ("fight", (GOAL,)): "Fight with Goal (glove)",
        ("ps-card", (GOAL,)): "Play Goal (glove)",
        ("ps-pass", ()): "No card to face the penalty shot",
        ("end", ()): None,
        ("move", ("nw9",)): None,
    }
    for (kind, args), text in words.items():
        assert of.describe(T, state, Action(0, kind, args)) == text, kind
    assert of.describe(T, state, Action(0, "color", ("pink",))).startswith("Pink ability: ")
    won = use((ROOKIE,), challenge=ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one"))
    assert of.describe(T, won, Action(0, "end")) == "Go on to your turn"
    bench = state.benches[0][0]
    assert (
        of.describe(T, state, Action(0, "special-card", ("video-review", bench)))
        == f"Special: Video Review, taking {T.label[bench]} from the bench"
    )
    stopped = stop()
    assert (
        of.describe(T, stopped, Action(0, "special-card", ("video-review", GOAL)))
        == "Call Video Review with Goal (glove)"
    )
    from tabletop.games.breakaway_ccg import whistle

    blown = official(hands=((GOAL,), ()), phase=whistle.WHISTLE)
    assert (
        of.describe(T, blown, Action(0, "special-card", ("video-review", GOAL)))
        == "Video Review! Play Goal (glove) and keep play going"
    )


def test_describe_penalty_shot_buttons_follow_its_stage():
    """Penalty Shots (O31): the card and pass buttons say which part of the penalty shot they are."""
    from tabletop.games.breakaway_ccg.penalties import PenaltyShot

    words = {
        "shot-card": ("Face the penalty shot with Goal (glove)", "No card to face the penalty shot"),
        "score": ("Shoot it in with Goal (glove)", "Give up the penalty shot"),
        "save": ("Save the penalty shot with Goal (glove)", "Let the penalty-shot goal stand"),
        "place": ("Play Goal (glove)", "No card to face the penalty shot"),
    }
    for stage, (card_words, pass_words) in words.items():
        state = official(pshot=PenaltyShot(0, ((GOAL,), ()), stage))
        assert of.describe(T, state, Action(0, "ps-card", (GOAL,))) == card_words
        assert of.describe(T, state, Action(0, "ps-pass")) == pass_words


# ----- apply_action (each kind goes to its own step) -----------------------------------------------------
def applied(state, seat, kind, *args):
    new, events = of.apply_action(T, state, Action(seat, kind, tuple(args)))
    return new, [e.kind for e in events]


def test_apply_routes_the_set_up_and_stoppage_kinds():
    """Game Setup (O1-O3); Stoppage; Face-offs: Home Ice, the bench, the side, the cards laid, a
    decline and placing the puck each do their own step."""
    from tests.games.breakaway_ccg.support import GAME

    fresh = GAME.new_game(3, {"mode": "official"})
    new, kinds = applied(fresh, fresh.turn, "home-ice", "me")
    assert kinds[0] == "home-ice" and new.phase == STOPPAGE and new.home == fresh.turn
    new, kinds = applied(stop(), 0, "keep")
    assert kinds == ["bench-done"] and new.ready == (True, False)
    new, kinds = applied(stop(), 1, "switch", H_ROOKIE, r(1, "rookie-0-stick"))
    assert kinds == ["bench", "bench-own"] and new.hands[1] == (H_SAVE, r(1, "rookie-0-stick"))
    new, kinds = applied(stop(ready=(True, True)), 1, "side", "e1")
    assert (
        kinds == ["faceoff-side", "faceoff-call"] and new.phase == CHALLENGE and new.challenge.origin == "e1"
    )
    faceoff = official(
        hands=((CAPTAIN, ROOKIE), (H_ROOKIE, H_SAVE)),
        phase=CHALLENGE,
        challenge=ch.Challenge(ch.FACEOFF, 0, "c9"),
        home=0,
        control=None,
    )
    new, kinds = applied(faceoff, 0, "challenge", CAPTAIN)
    assert kinds == ["challenge-down", "challenge-own"] and new.picks == (CAPTAIN, None)
    new, kinds = applied(new, 1, "challenge", H_ROOKIE)
    assert new.phase == PLACE and new.placing == (0, "faceoff", ("c9", "nw9"))
    new, kinds = applied(new, 0, "place", "nw9")
    assert kinds == ["place"] and (new.phase, new.puck, new.control, new.turn) == (USE, "nw9", 0, 0)
    grind = official(
        hands=((CAPTAIN, ROOKIE), (H_ROOKIE, H_SAVE)),
        phase=CHALLENGE,
        challenge=ch.Challenge(ch.GRIND, 0, "c9"),
        picks=(CAPTAIN, None),
        play=(GRINDER,),
    )
    new, kinds = applied(grind, 1, "decline")
    assert kinds == ["decline", "challenge-won"] and new.challenge.uncontested and new.phase == USE


def test_apply_routes_the_phase_one_kinds():
    """Phase 1 (O15, O16): a token draws, a line change opens the bench, the goalie goes out or back,
    or the turn goes on to Phase 2."""
    state = start(tokens=(1, 0))
    new, kinds = applied(state, 0, "token", "draw")
    assert kinds[0] == "token" and new.tokens == (0, 0) and len(new.hands[0]) == 2 and new.phase == PLAY
    new, kinds = applied(state, 0, "go")
    assert kinds == ["phase-two"] and new.phase == PLAY
    new, kinds = applied(state, 0, "line-change")
    assert kinds[0] == "line-change" and new.placing == (0, "line-change", ())
    new, kinds = applied(state, 0, "pull-goalie")
    assert kinds == ["pull-goalie"] and [e.kind for e in new.effects] == ["goalie-pulling"]
    new, kinds = applied(start(goalie_pulled=(True, False)), 0, "replace-goalie")
    assert kinds == ["replace-goalie"] and new.goalie_pulled == (False, False)


def test_apply_routes_the_play_and_use_kinds():
    """Phases 2 and 3: a card is played, then used: a move, a shot, a Body-Check, a Grind, a color,
    or the end of the turn."""
    hands = ((GOAL,), (H_ROOKIE,))
    new, kinds = applied(official(hands=((ROOKIE, GOAL), (H_ROOKIE,)), phase=PLAY), 0, "play", ROOKIE)
    assert kinds == ["play"] and new.phase == USE and new.play == (ROOKIE,)
    new, kinds = applied(use((ROOKIE,), hands=hands), 0, "move", "ne9")
    assert kinds == ["move"] and new.puck == "ne9"
    new, kinds = applied(use((ROOKIE,), hands=hands, action_used=True), 0, "end")
    assert kinds[0] == "end-turn" and (new.phase, new.turn) == (START, 1)
    new, kinds = applied(use((SHOT,), hands=hands, puck="e3"), 0, "shoot")
    assert kinds == ["shoot"] and (new.shot, new.stage) == (0, SHOT_CARD)
    new, kinds = applied(use((CHECK,), hands=hands, control=1), 0, "body-check")
    assert kinds == ["body-check"] and new.control == 0
    new, kinds = applied(use((GRINDER,), hands=hands), 0, "grind")
    assert kinds == ["grind"] and new.phase == CHALLENGE and new.challenge.kind == ch.GRIND
    new, kinds = applied(use((ROOKIE,), hands=hands), 0, "color", "pink")
    assert kinds == ["color"] and new.colors_used == ("pink",)


# ----- the mode's tables -------------------------------------------------------------------------------
def test_the_modes_kinds_choices_and_names():
    """The official mode's own action kinds with their argument kinds, the choices they take, and
    the button names of the actions (Actions; Momentum Tokens; O99, O118)."""
    own = {
        "home-ice": ("choice",),
        "side": ("area",),
        "challenge": ("card",),
        "decline": (),
        "place": ("area",),
        "token": ("choice",),
        "line-change": (),
        "go": (),
        "on-net": (),
        "grind": (),
        "dump-in": ("area",),
        "dump-out": (),
        "pull-goalie": (),
        "replace-goalie": (),
        "any-shot": (),
        "special": ("special",),
        "special-card": ("special", "card"),
        "special-area": ("special", "area"),
        "special-choice": ("special", "choice"),
        "special-wild": ("special", "card", "choice"),
        "ps-place": ("area",),
        "ps-card": ("card",),
        "ps-pass": (),
        "fight": ("card",),
        "color": ("color",),
        "stop-movement": (),
        "let-stop": (),
    }
    assert {k: v for k, v in of.KINDS.items() if k in own} == own
    assert of.CHOICES >= {"me", "them", "draw", "extra-man", "momentum"} and len(of.CHOICES) == 9
    shared = {
        "switch",
        "keep",
        "play",
        "concede",
        "ability",
        "move",
        "shoot",
        "score",
        "save",
        "body-check",
        "end",
        "tip",
    }
    assert shared < of.ACTION_KINDS and set(of.KINDS) < of.ACTION_KINDS
    assert of.ACTION_KINDS - set(of.KINDS) - shared == {k for k in of.ACTION_KINDS if k.startswith("so-")}
    assert len(of.ACTION_KINDS - set(of.KINDS) - shared) == 9
    assert of._all_kinds() == of.ACTION_KINDS  # built again: ACTION_KINDS is made once, at import
    assert of.PART == "Official rules" and of.RULES_NAME == "official rules"
    assert of.RULES_CITATION == rule("Phases of a Turn")
    assert (of.SETUP, of.PHASES, of.STOPPAGE_R, of.CHALLENGES, of.FACEOFFS) == (
        "Game Setup",
        "Phases of a Turn",
        "Stoppage",
        "Challenges",
        "Face-offs",
    )
    assert (of.SCORING, of.SPECIAL, of.MOMENTUM, of.FINAL, of.ACTIONS_R, of.ABILITIES) == (
        "How to Score a Goal",
        "Special Card Plays",
        "Momentum Tokens",
        "Final Minute",
        "Actions",
        "Abilities",
    )
    assert {
        k: of.ACTION_NAMES[k] for k in ("move", "shoot", "on-net", "score", "save", "body-check", "tip")
    } == {
        "move": "Move",
        "shoot": "Shoot",
        "on-net": "On-Net",
        "score": "Score",
        "save": "Save",
        "body-check": "Body-Check",
        "tip": "Tip",
    }
    assert of.ACTION_NAMES["stretch-pass"] == "Stretch Pass"
    assert {
        "ability",
        "move",
        "shoot",
        "on-net",
        "score",
        "save",
        "body-check",
        "end",
        "grind",
        "dump-in",
        "dump-out",
        "special",
        "special-card",
        "special-area",
        "special-choice",
        "special-wild",
        "block",
        "color",
        "stop-movement",
    } <= of.USE_KINDS
    assert len(of.USE_KINDS) == 28  # sixteen of its own, the ten new actions, two color kinds
    assert of.NEW_ACTIONS[0] == "block" and len(of.NEW_ACTIONS) == 10


def test_use_candidates_cover_every_use_of_the_card():
    """Phase 3: the candidates are every ability, action, special and switch the card might use,
    and the end; ``validate`` then picks the legal ones. Only the side on turn has any."""
    from tabletop.games.breakaway_ccg import official_actions as oa

    state = use((ROOKIE,), hands=((GOAL,), ()))
    bench = state.benches[0]
    expected = (
        [
            (0, "ability", ("pink", "nw9")),
            (0, "ability", ("pink", "ne9")),
            (0, "color", ("pink",)),
            (0, "stop-movement", ()),
        ]
        + pairs(oa.candidates(T, state, 0))
        + [(0, "move", ("nw9",)), (0, "move", ("ne9",))]
        + [
            (0, k, ())
            for k in (
                "shoot",
                "on-net",
                "score",
                "save",
                "body-check",
                "tip",
                "grind",
                "dump-out",
                "any-shot",
            )
        ]
        + [(0, "dump-in", (a,)) for a in ("e8", "e0", "e1", "e3", "e2", "e5", "e4", "e6", "e7")]
        + [(0, "switch", (GOAL, b)) for b in bench]
        + [(0, "end", ())]
    )
    assert pairs(of.candidates(T, state, 0)) == expected
    assert of.candidates(T, state, 1) == []
    assert of.legal_actions(T, state, 1) == []
    dump = r(0, "dump-and-chase-1-glove")
    special = pairs(of.use_candidates(T, use((dump,), hands=((GOAL,), ()))))
    assert [a for a in special if a[1].startswith("special")] == [
        (0, "special", ("dump-in",)),
        (0, "special-card", ("dump-in", GOAL)),
    ] + [(0, "special-area", ("dump-in", a)) for a in T.areas]
    assert [
        a
        for a in pairs(of.use_candidates(T, use((ROOKIE,), hands=((GOAL,), ()), turn=1, control=1)))
        if a[1] == "dump-in"
    ] == [(1, "dump-in", (a,)) for a in ("w7", "w5", "w4", "w6", "w1", "w3", "w2", "w8", "w0")]


def test_use_legal_gained_specials_and_challenge_uses():
    """O72: Red gains Dump In and Cycle for the turn (unless printed); General Challenge Procedure
    (O6): after a contested Grind one of each use, otherwise one use in all."""
    red = use((ROOKIE,), effects=(eff("gain-special", 0, "dump-in", ROOKIE),))
    ends = ("e8", "e0", "e1", "e3", "e2", "e5", "e4", "e6", "e7")
    moves = [(0, "move", ("nw9",)), (0, "move", ("ne9",))]
    assert (
        pairs(of.use_legal(T, red))
        == [(0, "color", ("pink",))] + [(0, "dump-in", (a,)) for a in ends] + moves
    )
    assert (
        pairs(
            of.use_legal(
                T, use((ROOKIE,), special_used=True, effects=(eff("gain-special", 0, "dump-in", ROOKIE),))
            )
        )
        == [(0, "color", ("pink",))] + moves
    )
    won = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")
    assert pairs(
        of.use_legal(
            T,
            use(
                (ROOKIE,),
                challenge=won,
                action_used=True,
                effects=(eff("gain-special", 0, "dump-in", ROOKIE),),
            ),
        )
    ) == [(0, "end", ())]
    assert pairs(
        of.use_legal(T, use((ROOKIE,), challenge=won, effects=(eff("gain-special", 0, "dump-in", ROOKIE),)))
    ) == [(0, "color", ("pink",))] + [(0, "dump-in", (a,)) for a in ends] + moves + [(0, "end", ())]
    assert pairs(
        of.use_legal(
            T,
            use(
                (ROOKIE,),
                effects=(eff("gain-special", 0, "dump-in", ROOKIE), eff("cancelled", 0, "", ROOKIE)),
            ),
        )
    ) == [(0, "end", ())]
    assert (
        pairs(of.use_legal(T, use((ROOKIE,), effects=(eff("gain-special", 0, "dump-in", CAPTAIN),))))
        == [(0, "color", ("pink",))] + moves
    )
    cycle = use((ROOKIE,), effects=(eff("gain-special", 0, "cycle", ROOKIE),), hands=((GOAL,), ()))
    assert (
        pairs(of.use_legal(T, cycle))
        == [(0, "color", ("pink",))]
        + [(0, "special-area", ("cycle", a)) for a in ("nw9", "ne9", "w8", "w0", "e8", "e0")]
        + moves
    )
    each = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="each")
    assert pairs(of.use_legal(T, use((ROOKIE,), challenge=each, ability_used=True))) == moves + [
        (0, "end", ())
    ]
    assert pairs(of.use_legal(T, use((ROOKIE,), challenge=each))) == [(0, "color", ("pink",))] + moves + [
        (0, "end", ())
    ]
    dump = r(0, "dump-and-chase-1-glove")
    assert pairs(of.use_legal(T, use((dump,), challenge=each, action_used=True))) == [
        (0, "color", ("red",))
    ] + [(0, "dump-in", (a,)) for a in ends] + [(0, "end", ())]
    # a card that prints Dump In and gains it through Red too offers each Dump In once (O72: "unless printed")
    printed = pairs(of.use_legal(T, use((dump,))))
    assert printed.count((0, "dump-in", ("e5",))) == 1
    assert pairs(of.use_legal(T, use((dump,), effects=(eff("gain-special", 0, "dump-in", dump),)))) == printed
    undecided = ch.Challenge(ch.GRIND, 0, "c9", uses="one")  # no winner yet: no use counted
    assert pairs(of.use_legal(T, use((dump,), challenge=undecided, action_used=True))) == [
        (0, "color", ("red",))
    ] + [(0, "dump-in", (a,)) for a in ends] + [(0, "end", ())]


def test_mandatory_open_for_the_new_actions_and_free_actions():
    """Phase 3: a printed action of Part 2's longer list (Stretch Pass) is owed while it has an
    option; Breakaway's free actions (O41) open every action and leave the end free."""
    stretch = r(0, "stretch-pass-6-glove")
    state = use((stretch,))
    assert pairs(of.use_legal(T, state)) == [(0, "color", ("gold",))] + [
        (0, "stretch-pass", (a,)) for a in ("nw9", "ne9", "w8", "w0", "e8", "e0")
    ]
    assert of.mandatory_open(T, state)
    assert of.mandatory_open(T, state, {"stretch-pass": [Action(0, "stretch-pass", ("nw9",))]})
    assert not of.mandatory_open(T, state, {"stretch-pass": []})
    assert not of.mandatory_open(T, state, {"stretch-pass": [Action(0, "stretch-pass", ("e3",))]})
    assert of.mandatory_open(T, state, {"draw": []})
    assert not of.mandatory_open(T, use((stretch,), control=1))
    assert pairs(of.use_legal(T, use((stretch,), control=1))) == [(0, "color", ("gold",)), (0, "end", ())]
    assert not of.mandatory_open(T, use((SAVE_C,)))
    assert of.mandatory_open(T, use((ROOKIE,), puck="e3"))
    brk = r(0, "breakaway-glove")
    free = use((brk,), puck="e3", effects=(eff("free-actions", 0, "2", brk),), action_used=True)
    legal = pairs(of.use_legal(T, free))
    assert legal[:7] == [(0, "color", ("purple",))] + [
        (0, "move", (a,)) for a in ("e8", "e0", "e1", "e2", "e4")
    ] + [(0, "shoot", ())]
    assert (0, "draw", ()) in legal and legal[-1] == (0, "end", ()) and len(legal) == 22


# ----- action_space and the shootout (the contract tests' search space) ------------------------------------
def kinds_count(actions):
    out = {}
    for a in actions:
        out[a.kind] = out.get(a.kind, 0) + 1
    return out


BASE_SPACE = {
    "color": 24,
    "ability": 20,
    "stop-movement": 2,
    "block": 2,
    "deflect": 2,
    "draw": 2,
    "intercept": 2,
    "clone": 2,
    "poke-check": 20,
    "stretch-pass": 20,
    "icing": 20,
    "punch": 20,
    "move": 10,
    "dump-in": 28,
    "home-ice": 4,
    "token": 4,
    "special": 6,
    "special-area": 126,
    "special-choice": 18,
    "keep": 2,
    "concede": 2,
    "decline": 2,
    "line-change": 2,
    "go": 2,
    "shoot": 2,
    "on-net": 2,
    "score": 2,
    "save": 2,
    "body-check": 2,
    "tip": 2,
    "grind": 2,
    "dump-out": 2,
    "end": 2,
    "pull-goalie": 2,
    "replace-goalie": 2,
    "any-shot": 2,
    "ps-pass": 2,
    "let-stop": 2,
}


def test_action_space_in_phase_three():
    """The search space holds every kind for both seats with the cards, areas and choices around
    the position, so the contract tests see the near misses too."""
    state = use((ROOKIE,), hands=((GOAL,), (H_ROOKIE,)))
    space = list(of.action_space(T, state))
    assert kinds_count(space) == dict(
        BASE_SPACE,
        **{
            "play": 8,
            "challenge": 8,
            "ps-card": 8,
            "fight": 8,
            "switch": 8,
            "substitution": 10,
            "place": 10,
            "side": 10,
            "ps-place": 10,
            "special-card": 16,
            "special-wild": 24,
            "ability": 30,
        },
    )
    plays = [a.args[0] for a in space if a.kind == "play"]
    assert plays == [
        GOAL,
        state.benches[0][0],
        state.decks[0][0],
        ROOKIE,
        H_ROOKIE,
        state.benches[1][0],
        state.decks[1][0],
        ROOKIE,
    ]
    assert [a for a in space if a.kind == "switch"][-1] == Action(
        1, "switch", (state.benches[1][0], H_ROOKIE)
    )
    assert [a.args for a in space if a.kind == "ability" and a.seat == 0][:3] == [
        ("pink", "nw9"),
        ("pink", "ne9"),
        ("pink", "c9"),
    ]
    assert [a.args for a in space if a.kind == "move" and a.seat == 0] == [
        ("nw9",),
        ("ne9",),
        ("c9",),
        ("w7",),
        ("e7",),
    ]
    assert [a.args[0] for a in space if a.kind == "special" and a.seat == 1] == [
        "extra-man",
        "start-a-fight",
        "cycle",
    ]


def test_action_space_at_a_stoppage_and_a_penalty_shot():
    """The space adds the stoppage's circles, the areas a face-off winner may place the puck in,
    and both penalty-shot hands."""
    from tabletop.games.breakaway_ccg.penalties import PenaltyShot

    state = stop(placing=(0, "faceoff", ("c9", "nw9")), discards=((CAPTAIN,), ()), momentum=(H_SHOT,))
    space = list(of.action_space(T, state))
    assert len(space) == 556
    assert [a.args for a in space if a.kind == "side" and a.seat == 1][-2:] == [("e1",), ("e2",)]
    assert [a.args for a in space if a.kind == "place" and a.seat == 0][-2:] == [("c9",), ("nw9",)]
    assert [a.args[0] for a in space if a.kind == "play" and a.seat == 0] == [
        ROOKIE,
        GOAL,
        state.benches[0][0],
        CAPTAIN,
        state.decks[0][0],
        H_SHOT,
    ]
    shot = official(hands=((GOAL,), (H_ROOKIE,)), pshot=PenaltyShot(0, ((ROOKIE, CHECK), (H_SAVE,)), "place"))
    space = list(of.action_space(T, shot))
    assert len(space) == 508
    assert [a.args[0] for a in space if a.kind == "ps-card"][:6] == [
        GOAL,
        shot.benches[0][0],
        shot.decks[0][0],
        ROOKIE,
        CHECK,
        H_SAVE,
    ]
    assert [a.args[0] for a in space if a.kind == "ps-card"][-2:] == [H_SAVE, ROOKIE]
    assert kinds_count(space)["ps-place"] == 16


def shootout_state():
    from tabletop.games.breakaway_ccg import shootout

    state = shootout.start(T, official(hands=((GOAL,), (H_ROOKIE,)), overtime=True), [])
    return of.apply_action(T, state, Action(0, "so-order", ("first",)))[0]


def test_the_shootout_goes_through_its_own_module():
    """General Hockey Rules: Shootout: its decisions, legal actions, refusals and moves are the
    shootout's; the search space adds its kinds with each seat's first cards."""
    from tabletop.games.breakaway_ccg import shootout

    state = shootout_state()
    assert of.pending(T, state) == shootout.pending(T, state)
    assert of.legal_actions(T, state, 0) == shootout.legal_actions(T, state, 0)
    assert of.legal_actions(T, state, 1) == shootout.legal_actions(T, state, 1) == []
    assert of.validate(T, state, Action(0, "play", (GOAL,))).code == "not-a-shootout-action"
    space = list(of._shootout_space(T, state))
    assert kinds_count(space) == {
        "so-play": 8,
        "so-shoot": 7,
        "so-pass": 3,
        "so-order": 4,
        "so-stop": 4,
        "so-shot-card": 4,
        "so-tip": 4,
        "so-score": 4,
        "so-save": 4,
    }
    hand0 = shootout.view(state.shootout, 0).hand
    assert space[: len(shootout.legal_actions(T, state, 0))] == shootout.legal_actions(T, state, 0)
    assert [a.args[0] for a in space if a.kind == "so-stop" and a.seat == 0] == list(hand0[:2])
    assert [a.args for a in space if a.kind == "so-order" and a.seat == 1] == [(c,) for c in shootout.CHOICES]
    assert space[-1] == Action(1, "so-pass")
    assert set(space) <= set(of.action_space(T, state))
    new, events = of.apply_action(T, state, Action(0, "so-pass"))
    assert events and new.shootout != state.shootout


def test_breakaways_free_actions_come_after_the_cards_own_action():
    """O41: the card's own action (or a free Move or Shoot) is used first; an action it lacks, or
    one after its action, spends a free action and leaves the card's action as it was."""
    brk = r(0, "breakaway-glove")
    free = (eff("free-actions", 0, "2", brk),)
    fresh = use((brk,), puck="e3", hands=((GOAL,), (H_ROOKIE,)), effects=free)
    assert not of._takes_free(T, fresh, Action(0, "shoot"))
    assert of._takes_free(T, fresh, Action(0, "move", ("e8",)))
    assert not of._takes_free(T, fresh, Action(0, "save"))
    spent = use((brk,), puck="e3", hands=((GOAL,), (H_ROOKIE,)), effects=free, action_used=True)
    assert of._takes_free(T, spent, Action(0, "shoot"))
    assert not of._takes_free(T, evolve_free(spent), Action(0, "move", ("e8",)))
    assert not of._takes_free(
        T, use((brk,), puck="e3", effects=free, action_used=True, free_shot=True), Action(0, "shoot")
    )
    assert not of._takes_free(T, use((brk,), puck="e3", action_used=True), Action(0, "shoot"))
    won = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")
    assert of._takes_free(
        T, use((brk,), puck="e3", effects=free, challenge=won, ability_used=True), Action(0, "shoot")
    )
    new, events = of.apply_action(T, fresh, Action(0, "move", ("e8",)))
    assert [e.kind for e in events] == ["move", "passing-bonus"]
    assert (new.phase, new.puck, new.action_used) == (USE, "e8", False)
    assert [(e.kind, e.detail) for e in new.effects] == [("free-actions", "1"), ("path", "e3>e8!")]
    new, events = of.apply_action(T, spent, Action(0, "move", ("e8",)))
    assert new.action_used and (new.effects[0].kind, new.effects[0].detail) == ("free-actions", "1")
    new, events = of.apply_action(T, fresh, Action(0, "shoot"))
    assert [e.kind for e in events] == ["shoot"] and new.action_used and new.shot == 0
    assert [(e.kind, e.detail) for e in new.effects] == [("free-actions", "2")]


def test_the_whistle_waits_for_each_side():
    """O117: when play would stop, each side may play a Dig It Out card or let play stop."""
    from tabletop.games.breakaway_ccg import whistle

    blown = official(
        hands=((GOAL,), ()),
        phase=whistle.WHISTLE,
        ready=(False, False),
        stoppage=fl.Stoppage("offside", "c9", 1, offender=0, area="c9"),
    )
    prompt = "The whistle (offside): play a Dig It Out card to keep play going, or let play stop."
    assert of.pending(T, blown) == (
        of.Decision(0, "whistle", prompt, optional=True),
        of.Decision(1, "whistle", prompt, optional=True),
    )
    assert of.pending(T, evolve_ready(blown, (False, True))) == (
        of.Decision(0, "whistle", prompt, optional=True),
    )
    assert of.pending(T, evolve_ready(blown, (True, False))) == (
        of.Decision(1, "whistle", prompt, optional=True),
    )
    assert pairs(of.legal_actions(T, blown, 0)) == [(0, "let-stop", ())]
    assert pairs(of.candidates(T, blown, 1)) == [(1, "let-stop", ())]
    assert of.validate(T, blown, Action(0, "let-stop")).ok
    new, events = of.apply_action(T, blown, Action(0, "let-stop"))
    assert [e.kind for e in events] == ["let-stop"] and new.ready == (True, False)
    assert of.describe(T, blown, Action(0, "let-stop")) == "Let play stop"


def evolve_ready(state, ready):
    from tabletop.games.breakaway_ccg.state import evolve

    return evolve(state, ready=ready)


def test_describe_falls_back_to_the_special_id():
    """A special the glossary does not name shows its id on every button."""
    state = use((ROOKIE,), hands=((GOAL,), ()))
    assert (
        of.describe(T, state, Action(0, "special-card", ("zz", GOAL)))
        == "Special: zz, giving up Goal (glove)"
    )
    assert (
        of.describe(T, state, Action(0, "special-area", ("zz", "e3")))
        == "Special: zz, the puck to east end, high slot (3)"
    )
    assert (
        of.describe(T, state, Action(0, "special-wild", ("zz", GOAL, "gold")))
        == "zz: Goal (glove) becomes the Gold wild"
    )
    assert of.describe(T, state, Action(0, "special-choice", ("zz", "me"))) == "Special: zz, your deck"


def test_line_change_for_the_second_seat_reads_its_own_defensive_zone():
    """Phases of a Turn: seat 2 defends the east end, so its limit is seat 1's bonus there."""
    change = Action(1, "line-change")
    assert of.validate_start(T, start(turn=1, puck="e3", bonus=(3, 0)), change).code == "line-change-bonus"
    assert of.validate_start(T, start(turn=1, puck="e3", bonus=(2, 3)), change).ok
    assert of.validate_start(T, start(turn=1, puck="w3", bonus=(3, 3)), change).ok


def test_apply_routes_the_shot_and_special_kinds():
    """How to Score a Goal; Dump In; Pull/Replace Goalie; Abilities: Orange; O72, O85: each kind
    of a shot, an answer to it, a dump, an ability and a special does its own step."""
    hands = ((GOAL, SHOT), (H_ROOKIE, H_SAVE))
    score = r(0, "score-5-helmet")
    facing = official(
        hands=hands, play=(SHOT, H_ROOKIE, score), phase=PLAY, stage=SAVE, shot=0, turn=1, puck="e3"
    )
    new, kinds = applied(facing, 1, "concede")
    assert kinds[:2] == ["no-save", "goal"] and new.phase == STOPPAGE
    shot_card = {"stage": SCORE, "shot": 0, "puck": "e3", "shot_from": 0, "hands": hands}
    new, kinds = applied(use((SHOT, H_ROOKIE, GOAL), **shot_card), 0, "score")
    assert kinds == ["score-attempt"] and new.stage == SAVE
    new, kinds = applied(use((SHOT, H_ROOKIE, TIP), **shot_card), 0, "tip")
    assert kinds[0] == "tip" and (new.phase, new.stage, new.turn) == (PLAY, SHOT_CARD, 1)
    answer = use(
        (SHOT, H_ROOKIE, score, H_SAVE), hands=hands, stage=SAVE, shot=0, turn=1, puck="e3", shot_from=0
    )
    new, kinds = applied(answer, 1, "save")
    assert kinds[0] == "save" and new.phase == STOPPAGE
    review = x(1, "video-review-4-glove")
    called = use(
        (SHOT, H_ROOKIE, score, review), hands=hands, stage=SAVE, shot=0, turn=1, puck="e3", shot_from=0
    )
    new, kinds = applied(called, 1, "special", "video-review")
    assert kinds[:2] == ["special", "called-back"] and new.phase == STOPPAGE
    new, kinds = applied(use((ROOKIE,), hands=hands, goalie_pulled=(False, True)), 0, "any-shot")
    assert kinds == ["shoot"] and new.shot == 0
    new, kinds = applied(
        use((r(0, "crash-the-net-4-skate"),), hands=hands, puck="e3", bonus=(1, 0)), 0, "on-net"
    )
    assert kinds[0] == "shoot" and new.shot == 0
    new, kinds = applied(use((r(0, "dump-and-chase-1-glove"),), hands=hands), 0, "dump-in", "e3")
    assert kinds == ["dump"] and new.challenge.kind == ch.DUMP_IN and new.challenge.target == "e3"
    cycle = use((ROOKIE,), effects=(eff("gain-special", 0, "cycle", ROOKIE),), hands=hands)
    new, kinds = applied(cycle, 0, "special-area", "cycle", "nw9")
    assert kinds == ["special"] and new.puck == "nw9"
    new, kinds = applied(use((r(0, "playmaker-5-helmet"),), hands=hands), 0, "ability", "orange", "ne9")
    assert kinds[0] == "ability" and new.puck == "ne9"


def test_the_card_in_play_is_the_top_one_for_every_check():
    """Phases of a Turn: every check of Phase 3 reads the card just played, not one beneath it."""
    under = use((CAPTAIN, ROOKIE), puck="e3")
    assert of.action_verdict(T, under, "shoot").reason.startswith(f"{T.label[ROOKIE]} has no Shoot action")
    gone = use((CAPTAIN, ROOKIE), effects=(eff("cancelled", 0, "", ROOKIE),))
    assert of._special_verdict(T, gone, "x").code == "cancelled"
    assert of._any_shot_verdict(T, use((SHOT, ROOKIE), goalie_pulled=(False, True))).ok
    assert of._any_shot_verdict(T, use((ROOKIE, SHOT), goalie_pulled=(False, True))).code == "any-shot-player"
    assert of._grind_verdict(T, use((GRINDER, ROOKIE))).code == "no-grind"
    assert of._grind_verdict(T, use((ROOKIE, GRINDER))).ok
    assert pairs(of.use_candidates(T, use((CAPTAIN, ROOKIE))))[:3] == [
        (0, "ability", ("pink", "nw9")),
        (0, "ability", ("pink", "ne9")),
        (0, "color", ("pink",)),
    ]
    brk = r(0, "breakaway-glove")
    free = (eff("free-actions", 0, "2", brk),)
    assert of._takes_free(T, use((ROOKIE, brk), puck="e3", effects=free), Action(0, "move", ("e8",)))
    new, _ = of.apply_action(
        T,
        use((ROOKIE, brk), puck="e3", effects=free, hands=((GOAL,), (H_ROOKIE,))),
        Action(0, "move", ("e8",)),
    )
    assert (new.effects[0].kind, new.effects[0].detail) == ("free-actions", "1") and not new.action_used
    assert of.action_verdict(
        T, use((ROOKIE, brk), puck="e3", effects=free, action_used=True), "move", ("e8",)
    ).ok


def test_any_shot_for_the_second_seat():
    """Pull/Replace Goalie: the east side shoots at the west net when the west goalie is out."""
    state = use((H_ROOKIE,), turn=1, control=1, puck="w3", goalie_pulled=(True, False))
    assert of._any_shot_verdict(T, state).ok
    assert (1, "any-shot", ()) in pairs(of.use_legal(T, state))
    assert (
        of._any_shot_verdict(T, use((H_ROOKIE,), turn=1, control=1, goalie_pulled=(False, True))).code
        == "net-not-empty"
    )


def test_a_special_with_its_own_rule_is_offered_once():
    """Special Card Plays: a card's special may be used once, not from a spent challenge card."""
    brk = r(0, "breakaway-glove")
    assert pairs(of.use_legal(T, use((brk,), puck="e3"))) == [
        (0, "color", ("purple",)),
        (0, "special", ("breakaway",)),
        (0, "shoot", ()),
    ]
    assert pairs(of.use_legal(T, use((brk,), puck="e3", special_used=True))) == [
        (0, "color", ("purple",)),
        (0, "shoot", ()),
    ]
    won = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")
    assert pairs(of.use_legal(T, use((brk,), puck="e3", challenge=won))) == [
        (0, "color", ("purple",)),
        (0, "special", ("breakaway",)),
        (0, "shoot", ()),
        (0, "end", ()),
    ]
    each = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="each")
    assert pairs(of.use_legal(T, use((brk,), puck="e3", challenge=each, action_used=True))) == [
        (0, "color", ("purple",)),
        (0, "special", ("breakaway",)),
        (0, "end", ()),
    ]


def test_the_bench_and_tokens_belong_to_phase_one_and_stoppages():
    """Phases of a Turn: in Phase 2 and 3, tokens, line changes, the goalie and the bench are
    refused; at a stoppage a token may still be used once the bench is done (Momentum Tokens)."""
    in_use = use((ROOKIE,), hands=((GOAL,), ()))
    bench = in_use.benches[0][0]
    for kind, args in (
        ("token", ("draw",)),
        ("line-change", ()),
        ("go", ()),
        ("switch", (GOAL, bench)),
        ("keep", ()),
        ("pull-goalie", ()),
        ("replace-goalie", ()),
    ):
        assert check(in_use, 0, kind, *args)[1] == "phase-one-over", kind
    tokened = stop(ready=(True, True), tokens=(1, 0), momentum=(H_SHOT,))
    assert pairs(of.legal_actions(T, tokened, 0)) == [(0, "token", ("draw",)), (0, "token", ("extra-man",))]
    assert pairs(of.legal_actions(T, use((ROOKIE,), effects=(eff("other", 0),)), 0)) == [
        (0, "color", ("pink",)),
        (0, "move", ("nw9",)),
        (0, "move", ("ne9",)),
    ]


def test_abilities_stay_open_while_a_save_is_owed():
    """How to Score a Goal: abilities may come before the Save, so they are judged by their own
    rule, not refused as 'use the Save'."""
    score = r(0, "score-5-helmet")
    owed = use((score, H_SAVE), stage=SAVE, shot=0, turn=1, puck="w3")
    assert of.validate_use(T, owed, Action(1, "ability", ("orange", "w8"))).code == "no-such-color"
    assert of.validate_use(T, owed, Action(1, "stop-movement")).code == "no-such-color"


def test_a_special_called_at_a_stoppage():
    """O100: a special called before the face-off (Time out) is judged by its own window."""
    state = stop()
    assert refusal(of._validate_stoppage(T, state, Action(0, "special-card", ("time-out", ROOKIE)))) == (
        False,
        "special-window",
        f"{T.label[ROOKIE]} has no time-out to call before a face-off.",
        "Breakaway: CCG, Specials glossary — time-out",
    )
    assert (
        of.validate(T, state, Action(0, "special-card", ("zz", GOAL))).reason
        == "Goal (glove) has no zz to call before a face-off."
    )


def test_action_space_slices_of_the_hand_bench_piles_and_play():
    """The search space takes the hand, the first bench card, the last discard, the top deck card,
    the top Momentum Card and the two top cards in play; switches from four hand cards to three
    bench cards; wilds from two hand cards; both choices of Home Ice and of a token; the three
    sources of a special's choice."""
    hand = (ROOKIE, GOAL, SHOT, CHECK, TIP)
    state = use(
        (H_SCORE, CAPTAIN, H_ROOKIE, GRINDER),
        hands=(hand, ()),
        discards=((SAVE_C, VET), ()),
        momentum=(H_SHOT,),
        placing=(0, "faceoff", ("e1",)),
    )
    space = [a for a in of.action_space(T, state) if a.seat == 0]
    assert [a.args[0] for a in space if a.kind == "play"] == [
        *hand,
        state.benches[0][0],
        VET,
        state.decks[0][0],
        H_SHOT,
        H_ROOKIE,
        GRINDER,
    ]
    bench = state.benches[0]
    assert [a.args for a in space if a.kind == "switch"] == [(h, b) for h in hand[:4] for b in bench[:3]] + [
        (bench[0], ROOKIE)
    ]
    assert sorted({a.args[0] for a in space if a.kind == "ability"}) == ["orange", "purple", "yellow"]
    assert [a.args for a in space if a.kind == "home-ice"] == [("me",), ("them",)]
    assert [a.args for a in space if a.kind == "token"] == [("draw",), ("extra-man",)]
    assert [a.args[1] for a in space if a.kind == "special-choice"][:3] == ["me", "them", "momentum"]
    assert {a.args[1] for a in space if a.kind == "special-wild"} == {ROOKIE, GOAL}
    assert [a.args for a in space if a.kind == "place"][-1] == ("e1",)
    assert len([a for a in space if a.kind == "place"]) == 6
    assert [a.args[0] for a in space if a.kind == "special"] == ["extra-man", "start-a-fight", "cycle"]


def test_a_save_that_keeps_the_puck():
    """O102: a card whose special keeps play going may save by putting the puck in an area next to
    it (its own refusal elsewhere); the shot's cards go and the saver has the puck."""
    keeper = x(1, "kick-save-g-skate")
    score = r(0, "score-5-helmet")
    state = use(
        (SHOT, H_ROOKIE, score, keeper),
        hands=((GOAL,), (H_ROOKIE,)),
        stage=SAVE,
        shot=0,
        turn=1,
        puck="w3",
        shot_from=0,
    )
    assert pairs(of.use_legal(T, state)) == [(1, "color", ("black",)), (1, "save", ())] + [
        (1, "special-area", ("goalie-skate", a)) for a in ("w8", "w0", "w1", "w2", "w4")
    ]
    assert of.validate(T, state, Action(1, "special-area", ("goalie-skate", "w8"))).ok
    assert refusal(of.validate_use(T, state, Action(1, "special-area", ("goalie-skate", "c9")))) == (
        False,
        "special-reach",
        "Goalie Promotion (Skate) puts the puck in an area next to where it is.",
        "Breakaway: CCG, Specials glossary — Goalie Promotion (Skate)",
    )
    new, kinds = applied(state, 1, "special-area", "goalie-skate", "w8")
    assert kinds[0] == "save" and (new.phase, new.puck, new.control, new.play) == (START, "w8", 1, ())


def test_apply_routes_dump_out_shuffle_and_time_out():
    """Dump Out (O18); Shuffle (O99): a special with a choice; Time out (O100): a special called
    with a card from the hand before the face-off."""
    hands = ((GOAL, SHOT), (H_ROOKIE, H_SAVE))
    dump = use((r(0, "dump-and-chase-1-glove"),), hands=hands, puck="w3")
    assert [p for p in pairs(of.use_legal(T, dump)) if p[1] != "dump-in"] == [
        (0, "color", ("red",)),
        (0, "dump-out", ()),
        (0, "end", ()),
    ]
    new, kinds = applied(dump, 0, "dump-out")
    assert kinds == ["dump"] and (new.challenge.kind, new.challenge.target) == (ch.DUMP_OUT, "nw9")
    shuffle = x(0, "line-shuffle-3-skate")
    mixer = use((shuffle,), hands=hands, extra=(("line-shuffle-3-skate",), ()))
    assert [p for p in pairs(of.use_legal(T, mixer)) if p[1].startswith("special")] == [
        (0, "special-choice", ("shuffle", "me")),
        (0, "special-choice", ("shuffle", "them")),
    ]
    assert (
        of.validate(T, mixer, Action(0, "special-choice", ("shuffle", "momentum"))).reason
        == "Shuffle: that deck has fewer than two cards."
    )
    new, kinds = applied(mixer, 0, "special-choice", "shuffle", "them")
    assert kinds == ["special"] and new.special_used and new.decks[1] != mixer.decks[1]
    timeout = x(0, "time-out-helmet")
    from tabletop.games.breakaway_ccg.state import evolve

    stopped = evolve(stop(extra=(("time-out-helmet",), ())), hands=((ROOKIE, timeout), (H_ROOKIE, H_SAVE)))
    assert [p for p in pairs(of.legal_actions(T, stopped, 0)) if p[1].startswith("special")] == [
        (0, "special-card", ("timeout", timeout))
    ]
    assert of.validate(T, stopped, Action(0, "special-card", ("timeout", timeout))).ok
    new, kinds = applied(stopped, 0, "special-card", "timeout", timeout)
    assert kinds == ["special", "special-bench"] and new.phase == STOPPAGE and new.hands[0] == (ROOKIE,)
    assert (
        of.describe(T, stopped, Action(0, "special-card", ("timeout", timeout)))
        == "Call Time out with Time Out (helmet)"
    )


def test_specialized_and_support_go_through_their_own_modules():
    """O119: while Specialized's choice is owed at a stoppage, its module decides; with other lasting
    effects the stoppage is the usual one. O120: turning a bench card over is Support's."""
    from tabletop.games.breakaway_ccg import specialized as spz
    from tabletop.games.breakaway_ccg import support as sup

    choosing = stop(effects=(eff(spz.CHOOSE, 0),))
    assert of.pending(T, choosing) == spz.pending(T, choosing)
    assert of.legal_actions(T, choosing, 0) == spz.legal(T, choosing, 0)
    assert pairs(of.legal_actions(T, choosing, 0))[:2] == [
        (0, "special-card", ("specialized", ROOKIE)),
        (0, "special-card", ("specialized", GOAL)),
    ]
    assert of.validate(T, choosing, Action(0, "keep")).code == "specialized-first"
    first = of.legal_actions(T, choosing, 0)[0]
    assert of.describe(T, choosing, first) == "Turn over Rookie 0 (helmet)"
    usual = stop(effects=(eff("other", 0),))
    bench = "Stoppage: switch up to two cards with your bench, or keep your cards."
    assert of.pending(T, usual) == (
        of.Decision(0, "bench", bench, optional=True),
        of.Decision(1, "bench", bench, optional=True),
    )
    assert of.validate(T, usual, Action(0, "keep")).ok
    assert pairs(of.legal_actions(T, usual, 1))[-2:] == [(1, "keep", ()), (1, "pull-goalie", ())]
    assert of.describe(T, usual, Action(0, "keep")) is None
    card_on_bench = usual.benches[0][0]
    turn = Action(0, "special-card", (sup.SID, card_on_bench))
    assert of.validate(T, usual, turn) == sup.verdict(T, usual, turn)
    assert of.validate(T, usual, turn).code == "support-no-kind"
    assert of.describe(T, usual, turn) == sup.describe(T, usual, turn)


def test_a_delayed_penalty_whistles_when_the_offender_gains_the_puck():
    """Penalty Procedure (O21): a called penalty is assessed once its offender has the puck; the
    other side may play on with it."""
    from tabletop.games.breakaway_ccg.penalties import Call

    hands = ((GOAL,), (H_ROOKIE,))
    offender = use((CHECK,), hands=hands, control=1, calls=(Call(0, "Hooking"),))
    new, kinds = applied(offender, 0, "body-check")
    assert kinds[:3] == ["body-check", "whistle", "penalty"] and new.phase == STOPPAGE
    victim = use((CHECK,), hands=hands, control=1, calls=(Call(1, "Hooking"),))
    new, kinds = applied(victim, 0, "body-check")
    assert kinds == ["body-check"] and new.phase == USE


def test_more_routing_details():
    """O96/O97: a special's bench switch in Phase 3 swaps the named cards; O99: Shuffle shuffles
    only the deck chosen; O102: the keeping save names its special; Abilities: Orange and Red's
    Cycle are judged on their own arguments; Penalty Shots: the defender's cards are in the space."""
    from tabletop.games.breakaway_ccg import penalties as pen
    from tabletop.games.breakaway_ccg.penalties import PenaltyShot

    switching = use((ROOKIE,), hands=((CAPTAIN,), ()), effects=(eff("bench-switches", 0, "1"),))
    captain = switching.benches[0][4]
    new, kinds = applied(switching, 0, "switch", CAPTAIN, captain)
    assert kinds == ["bench", "bench-own"] and new.hands[0] == (captain,) and new.benches[0][4] == CAPTAIN
    assert new.effects == ()  # the special's one switch is spent
    shuffle = x(0, "line-shuffle-3-skate")
    mixer = use((shuffle,), hands=((GOAL, SHOT), (H_ROOKIE,)), extra=(("line-shuffle-3-skate",), ()))
    new, _ = applied(mixer, 0, "special-choice", "shuffle", "them")
    assert new.decks[0] == mixer.decks[0] and sorted(new.decks[1]) == sorted(mixer.decks[1])
    new, _ = applied(mixer, 0, "special-choice", "shuffle", "me")
    assert new.decks[1] == mixer.decks[1] and new.decks[0] != mixer.decks[0]
    keeper = x(1, "kick-save-g-skate")
    saving = use(
        (SHOT, H_ROOKIE, r(0, "score-5-helmet"), keeper),
        hands=((GOAL,), (H_ROOKIE,)),
        stage=SAVE,
        shot=0,
        turn=1,
        puck="w3",
        shot_from=0,
    )
    _, events = of.apply_action(T, saving, Action(1, "special-area", ("goalie-skate", "w8")))
    assert "Goalie Promotion (Skate)" in events[0].text
    playmaker = use((r(0, "playmaker-5-helmet"),))
    assert of.validate_use(T, playmaker, Action(0, "ability", ("orange", "ne9"))).ok
    cycle = use((ROOKIE,), effects=(eff("gain-special", 0, "cycle", ROOKIE),), hands=((GOAL,), ()))
    assert of.validate_use(T, cycle, Action(0, "special-area", ("cycle", "nw9"))).ok
    defending = official(
        hands=((GOAL,), (H_ROOKIE,)), pshot=PenaltyShot(0, ((ROOKIE, CHECK), (H_SAVE,)), "shot-card")
    )
    assert pen.pshot_legal(T, defending, 1)[0] in list(of.action_space(T, defending))[:1]


def test_line_change_limit_with_the_opponents_extra_attacker():
    """Phases of a Turn; Pull/Replace Goalie: with the opponent's goalie out its bonus may reach +4,
    so +3 no longer stops a line change from the defensive zone."""
    change = Action(0, "line-change")
    assert of.validate_start(T, start(puck="w3", bonus=(0, 3), goalie_pulled=(False, True)), change).ok
    assert (
        of.validate_start(T, start(puck="w3", bonus=(0, 4), goalie_pulled=(False, True)), change).code
        == "line-change-bonus"
    )


def test_action_space_takes_only_the_top_momentum_card_and_shootout_hands():
    """The space takes one Momentum Card and, in a shootout, the first card of each hand and
    discard pile besides the shootout hand's first two."""
    state = use((ROOKIE,), hands=((GOAL,), ()), momentum=(H_SHOT, H_CHECK))
    plays = [a.args[0] for a in of.action_space(T, state) if a.kind == "play" and a.seat == 0]
    assert H_SHOT in plays and H_CHECK not in plays
    from tabletop.games.breakaway_ccg import shootout
    from tabletop.games.breakaway_ccg.state import evolve

    so = evolve(shootout_state(), hands=((GOAL, SHOT), (H_ROOKIE,)), discards=((CHECK, TIP), ()))
    stops = [a.args[0] for a in of._shootout_space(T, so) if a.kind == "so-stop" and a.seat == 0]
    assert stops == [*shootout.view(so.shootout, 0).hand[:2], GOAL, CHECK]


def test_green_stops_the_opponents_last_movement():
    """Abilities: Green (O63): the card laid on the opponent's moving card may send the puck back
    along that card's path."""
    green = r(0, "shutdown-defender-2-helmet")
    moved = (fl.Effect("path", 1, "stoppage", "nw9>w8!", H_ROOKIE),)
    state = use((H_ROOKIE, green), hands=((GOAL,), (H_ROOKIE,)), puck="w8", control=1, effects=moved)
    assert pairs(of.use_legal(T, state)) == [
        (0, "color", ("green",)),
        (0, "stop-movement", ()),
        (0, "body-check", ()),
    ]
    assert of.validate_use(T, state, Action(0, "stop-movement")).ok
    new, kinds = applied(state, 0, "stop-movement")
    assert kinds == ["stop-movement"] and new.puck == "nw9"
    assert of.describe(T, state, Action(0, "stop-movement")) == "Green ability: stop the puck's last movement"


def test_a_fight_goes_through_its_own_module():
    """Fights (O37): each side lays a card face down for the exchange; the fight's module judges it."""
    from tabletop.games.breakaway_ccg.fights import Fight
    from tabletop.games.breakaway_ccg.state import FIGHT, evolve

    state = evolve(
        official(hands=((ROOKIE, GOAL), (H_ROOKIE, H_SAVE))),
        phase=FIGHT,
        fight=Fight(None),
        picks=(None, None),
    )
    assert pairs(of.legal_actions(T, state, 0)) == [(0, "fight", (ROOKIE,)), (0, "fight", (GOAL,))]
    assert of.validate(T, state, Action(0, "fight", (ROOKIE,))).ok
    new, kinds = applied(state, 0, "fight", ROOKIE)
    assert kinds == ["fight-down", "fight-own"] and new.picks == (ROOKIE, None)


def test_a_faceoff_winner_with_nothing_to_use_goes_on_to_its_turn():
    """O6: the winner uses the winning card, then takes a turn; a card with nothing to use (a Score
    card off a shot, no color) goes straight on to that turn once the puck is placed."""
    score = r(0, "score-5-helmet")
    faceoff = official(
        hands=((score, ROOKIE), (H_ROOKIE, H_SAVE)),
        phase=CHALLENGE,
        challenge=ch.Challenge(ch.FACEOFF, 0, "c9"),
        home=0,
        control=None,
    )
    state = of.apply_action(T, faceoff, Action(0, "challenge", (score,)))[0]
    state = of.apply_action(T, state, Action(1, "challenge", (H_ROOKIE,)))[0]
    new, kinds = applied(state, 0, "place", "c9")
    assert kinds == ["place"] and (new.phase, new.turn, new.puck, new.control) == (START, 0, "c9", 0)


def test_apply_routes_promotions_with_a_card_and_a_wild():
    """O118: Select Promotion names a Player card of the hand as a wild (a special with a card);
    Promotion names the card and the wild it becomes; the effect records both."""
    hands = ((GOAL, SHOT, CAPTAIN), (H_ROOKIE,))
    call_up = x(0, "call-up-4-stick")
    state = use((call_up,), hands=hands, extra=(("call-up-4-stick",), ()), puck="e3")
    assert of.validate(T, state, Action(0, "special-card", ("select-promotion", CAPTAIN))).ok
    new, kinds = applied(state, 0, "special-card", "select-promotion", CAPTAIN)
    assert kinds == ["special", "special-wild-made"] and new.special_used
    assert new.effects == (fl.Effect("wild", 0, "game", "select-promotion:0", CAPTAIN),)
    office = x(0, "front-office-2-glove")
    state = use((office,), hands=hands, extra=(("front-office-2-glove",), ()), puck="e3")
    assert of.validate(T, state, Action(0, "special-wild", ("promotion", CAPTAIN, "glove"))).ok
    assert (
        of.validate(T, state, Action(0, "special-wild", ("promotion", GOAL, "glove"))).code
        == "special-promote"
    )
    new, kinds = applied(state, 0, "special-wild", "promotion", CAPTAIN, "glove")
    assert kinds == ["special", "special-wild-made"]
    assert new.effects == (fl.Effect("wild", 0, "game", "promotion>goalie-glove:0", CAPTAIN),)
    assert (
        of.describe(T, state, Action(0, "special-wild", ("promotion", CAPTAIN, "glove")))
        == "Promotion: Captain 8 (helmet) becomes the Glove wild"
    )


def test_a_grind_symbol_without_yellow_and_red_gains_after_a_contested_grind():
    """O73: the Grind symbol alone starts a Grind (no yellow needed); O6, O72: after a contested
    Grind the winner has one of each use, so a gained Dump In stays open after its action."""
    corner = x(0, "corner-battle-4-glove")
    state = use((corner,), extra=(("corner-battle-4-glove",), ()), control=1)
    assert of._grind_verdict(T, state).ok
    assert pairs(of.use_legal(T, state)) == [
        (0, "color", ("brown",)),
        (0, "grind", ()),
        (0, "body-check", ()),
    ]
    each = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="each")
    red = use(
        (ROOKIE,), challenge=each, action_used=True, effects=(eff("gain-special", 0, "dump-in", ROOKIE),)
    )
    ends = ("e8", "e0", "e1", "e3", "e2", "e5", "e4", "e6", "e7")
    assert pairs(of.use_legal(T, red)) == [(0, "color", ("pink",))] + [(0, "dump-in", (a,)) for a in ends] + [
        (0, "end", ())
    ]


def test_placing_a_no_goal_puck_ends_a_turn_with_nothing_left_to_use():
    """O12: after a shot with no goal the shooter places the puck; if its card has nothing left to
    use, the turn ends at once, otherwise Phase 3 goes on."""
    spent = official(
        hands=((GOAL,), (H_ROOKIE,)),
        play=(H_SHOT, r(0, "score-5-helmet")),
        phase=PLACE,
        placing=(0, "no-goal", ("e3", "e2")),
        turn=0,
        control=0,
        action_used=True,
    )
    new, kinds = applied(spent, 0, "place", "e2")
    assert kinds[:2] == ["place", "end-turn"] and (new.phase, new.turn, new.puck) == (START, 1, "e2")
    fresh = official(
        hands=((GOAL,), (H_ROOKIE,)),
        play=(H_SHOT, ROOKIE),
        phase=PLACE,
        placing=(0, "no-goal", ("e3", "e2")),
        turn=0,
        control=0,
    )
    new, kinds = applied(fresh, 0, "place", "e2")
    assert kinds == ["place"] and (new.phase, new.turn) == (USE, 0)


def test_action_space_offers_the_top_cards_specials_and_those_the_hand_calls():
    """The search space names the card in play's specials for both seats, and for the seat holding
    them the specials called from the hand: Time Out before a face-off (O100) and Dig It Out at a
    whistle (O117)."""
    ids = ("too-fast-5-skate", "time-out-helmet", "board-battle-5-skate")
    fast, time_out, battle = (extra_card(0, i) for i in ids)
    state = official(hands=((time_out, battle), (H_ROOKIE,)), play=(fast,), extra=(ids, ()))
    called = [(a.seat, a.args[0]) for a in of.action_space(T, state) if a.kind == "special"]
    assert called == [
        (0, "too-fast"),
        (0, "extra-man"),
        (0, "start-a-fight"),
        (0, "cycle"),
        (0, "timeout"),
        (0, "dig-it-out"),
        (1, "too-fast"),
        (1, "extra-man"),
        (1, "start-a-fight"),
        (1, "cycle"),
    ]


def test_describe_gives_the_official_actions_their_own_words():
    """Actions: Draw and Icing read as the official rules name them."""
    state = use((ROOKIE,), hands=((GOAL,), (H_ROOKIE,)))
    assert of.describe(T, state, Action(0, "draw", ())) == "Draw a card"
    assert (
        of.describe(T, state, Action(0, "icing", ("e5",)))
        == "Ice the puck to east end, north side of the net (5)"
    )
