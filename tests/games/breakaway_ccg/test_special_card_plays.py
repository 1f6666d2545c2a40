"""Breakaway: CCG, Part 2 "Special Card Plays": Doubles, Runs and Triples read from the top of the
play area; a Triple calls Offside or Icing against the side with the puck before the card's other
effects (rulings O8, O19)."""

from __future__ import annotations

from tabletop.games.breakaway_ccg.official import basics, offside_icing
from tabletop.games.breakaway_ccg.official import turns as fl
from tabletop.games.breakaway_ccg.official.basics import Effect, Stoppage
from tabletop.games.breakaway_ccg.state import PLAY, SAVE, SCORE, USE, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    CAP0,
    CAP1,
    GOAL0,
    GOAL1,
    K0,
    K1,
    R0,
    R0S,
    SAVE1,
    log,
    r,
    run,
)
from tests.games.breakaway_ccg.support import T, act, legal_kinds, official, verdict


def test_doubles_runs_and_triples_are_read_from_the_top_card():
    """Special Card Plays: Doubles (two alike), Runs (three numbers in sequence, any order, O19), Triples
    (three alike, not from challenge cards)."""
    e1, d2, d3 = r(1, "enforcer-1-skate"), r(0, "shutdown-defender-2-helmet"), r(1, "grinder-3-skate")
    combo = basics.card_combo
    none = frozenset()
    assert combo(T, (R0,), none) == (False, False, False)
    assert combo(T, (R0, K0), none) == (True, False, False)
    assert combo(T, (R0, CAP1), none) == (False, False, False)
    assert combo(T, (R0, e1, d2), none) == (False, True, False)
    assert combo(T, (CAP1, r(0, "sniper-7-helmet"), r(1, "power-forward-6-skate")), none) == (
        False,
        True,
        False,
    )
    assert combo(T, (R0, e1, d3), none) == (False, False, False)  # 0, 1, 3
    assert combo(T, (R0, d2, d3), none) == (False, False, False)  # 0, 2, 3
    assert combo(T, (CAP0, R0, e1), none) == (False, False, False)  # the Run must be the last three
    assert combo(T, (R0, K0, R0S), none) == (True, False, True)
    assert combo(T, (R0, K0, R0S), frozenset({K0})) == (True, False, False)
    assert combo(T, (CAP0, R0, K0, R0S), none) == (True, False, True)
    assert combo(T, (GOAL0, GOAL1, r(0, "goal-helmet")), none) == (True, False, True)
    assert combo(T, (r(0, "goalie-g-helmet"), R0, e1), none) == (False, False, False)
    assert combo(T, (R0, CAP1, K0), none) == (False, False, False)


def test_playing_a_card_sets_doubles_and_the_free_shot_and_logs_the_tag():
    """Phase 2 / +3 Bonus: the Shoot for free on any card; the play names Doubles, a Run or Triples."""
    state = official(
        hands=((R0,), (K0,)),
        bonus=(3, 0),
        puck="e3",
        play=(K1,),
        colors_used=("red",),
        special_used=True,
        action_used=True,
        extras=((R0,), ()),
    )
    new, events = run(fl.play_card, state, 0, R0)
    assert log(events)[0] == (
        "play",
        "Player 1 plays Rookie 0 (helmet): Doubles!",
        {"seat": 0, "card": R0, "doubles": True, "run": False, "triple": False},
    )
    assert events[0].irreversible
    assert new.doubles and not new.run and new.free_shot and new.phase == USE and new.play == (K1, R0)
    assert new.hands[0] == () and new.extras[0] == () and new.colors_used == () and not new.action_used
    two, _ = run(fl.play_card, evolve(state, bonus=(2, 0), play=()), 0, R0)
    assert not two.free_shot and not two.doubles
    ran, events = run(
        fl.play_card,
        evolve(state, play=(r(1, "enforcer-1-skate"), r(0, "shutdown-defender-2-helmet")), bonus=(0, 0)),
        0,
        r(0, "grinder-3-helmet"),
    )
    assert log(events)[0][1] == "Player 1 plays Grinder 3 (helmet): a Run!" and ran.run
    _plain, events = run(fl.play_card, evolve(state, play=(), bonus=(0, 0)), 0, R0)
    assert log(events)[0][1] == "Player 1 plays Rookie 0 (helmet)."


def test_triples_call_icing_behind_center_and_offside_beyond():
    """O8: against the side with the puck (the Triple's player if nobody has it): Icing in its own half
    (defensive zone or its side of the neutral zone), otherwise Offside at its blue line."""

    def call(puck, control, seat=0):
        state = official(hands=((R0,), (K0,)), puck=puck, control=control, hand_max=(8, 8))
        return offside_icing.triple_call(T, state, seat, [])

    for puck, control, seat, reason, place, chooser, offender in (
        ("w3", 0, 0, "icing", "west-end", 1, 0),
        ("nw9", 0, 0, "icing", "west-end", 1, 0),
        ("c9", 0, 0, "offside", "west-neutral", 1, 0),
        ("ne9", 0, 0, "offside", "west-neutral", 1, 0),
        ("ne9", 1, 0, "icing", "east-end", 0, 1),
        ("nw9", 1, 0, "offside", "east-neutral", 0, 1),
        ("e3", None, 1, "icing", "east-end", 0, 1),
        ("w3", None, 1, "offside", "east-neutral", 0, 1),
    ):
        stopped = call(puck, control, seat)
        assert stopped.stoppage.reason == reason and stopped.stoppage.place == place
        assert stopped.stoppage.chooser == chooser
        assert stopped.stoppage.no_bench == (offender if reason == "icing" else None)
        assert [e.seat for e in stopped.effects if e.kind == "icing-hand"] == (
            [offender] if reason == "icing" else []
        )
    assert (
        basics.behind_center(T, "w3", 0) and basics.behind_center(T, "nw9", 0) and not basics.behind_center(T, "c9", 0)
    )
    assert (
        basics.behind_center(T, "ne9", 1)
        and not basics.behind_center(T, "nw9", 1)
        and basics.behind_center(T, "e7", 1)
    )


def test_a_triple_laid_in_play_calls_offside_or_icing():
    """Special Card Plays: Triples (O8), resolved before the card's other effects."""
    state = official(hands=((R0S, CAP0), (K1,)), play=(R0, K0), puck="e3", control=0)
    new, events = run(fl.play_card, state, 0, R0S)
    assert log(events)[0][1] == "Player 1 plays Rookie 0 (stick): Triples!"
    assert new.stoppage == Stoppage("offside", "west-neutral", 1)
    iced, _ = run(fl.play_card, evolve(state, puck="w3"), 0, R0S)
    assert iced.stoppage == Stoppage("icing", "west-end", 1, 0)
    marked = evolve(state, effects=(Effect("challenge-card", 0, "stoppage", card=R0),))
    fine, _ = run(fl.play_card, marked, 0, R0S)
    assert fine.stoppage is None and fine.phase == USE
    other = evolve(state, effects=(Effect("path", 0, "stoppage", card=R0),))
    still, _ = run(fl.play_card, other, 0, R0S)
    assert still.stoppage == Stoppage("offside", "west-neutral", 1)


def test_a_triple_with_nobody_in_control_calls_it_on_its_player():
    """O8: with nobody in control the Triple's player is the offender."""
    state = official(hands=((K1,), (K0,)), play=(R0, R0S), puck="w3", control=None, turn=1)
    new, _ = run(fl.play_card, state, 1, K1)
    assert new.stoppage == Stoppage("offside", "east-neutral", 0)


def test_a_triple_that_scores_calls_no_offside_and_its_black_p_reverses_the_goal():
    """Special Card Plays: Triples, Exceptions: scoring with a Triple card adds a Black P to it, and a
    penalty it draws reverses the goal (O35). The shooter's third 0 on the Shot Card scores (its
    Doubles allow the Score) with no Offside; the defender's Save, black, laid on it draws Hooking on
    the scorer, and play stops with no goal."""
    state = official(hands=((R0S, CAP0), (SAVE1, GOAL1)), play=(R0, K0), puck="e3", control=0, turn=0,
                     shot=0, stage=SCORE, shot_from=0, phase=PLAY)
    state = act(state, 0, "play", R0S)
    assert state.stoppage is None and state.phase == USE
    assert Effect("black-p", 0, "stoppage", "triple", R0S) in state.effects
    state = act(act(state, 0, "score"), 0, "end")
    assert state.stage == SAVE and state.turn == 1
    conceded = act(state, 1, "concede")
    assert conceded.goals == (1, 0)                       # no black laid on it: the goal stands
    stopped = act(state, 1, "play", SAVE1)
    assert stopped.goals == (0, 0) and stopped.stoppage.reason == "penalty"
    assert [(s.seat, s.name) for s in stopped.box] == [(0, "Hooking")]


def test_a_triple_that_saves_calls_no_offside():
    """Special Card Plays: Triples, Exceptions: saving with a Triple card adds a Black P instead of the
    Offside or Icing call; the save stops play as every save does (O35)."""
    state = official(hands=((CAP0,), (K1, GOAL1)), play=(R0, K0, R0S), puck="e3", control=0, turn=1,
                     shot=0, stage=SAVE, shot_from=0, phase=PLAY)
    state = act(state, 1, "play", K1)
    assert state.stoppage is None and Effect("black-p", 1, "stoppage", "triple", K1) in state.effects
    saved = act(state, 1, "save")
    assert saved.stoppage.reason == "save" and saved.goals == (0, 0)


def test_a_triple_laid_to_score_that_tips_instead_is_offside_or_icing_after_all():
    """Special Card Plays: Triples: only a Triple that scores escapes the Offside or Icing call; one
    that uses Tip instead calls it (O35, O8)."""
    tipper = r(0, "rookie-0-stick")
    state = official(hands=((tipper, CAP0), (GOAL1,)), play=(R0, K0), puck="e3", control=0, turn=0,
                     shot=0, stage=SCORE, shot_from=0, phase=PLAY)
    state = act(state, 0, "play", tipper)
    tipped = act(state, 0, "tip")
    assert tipped.stoppage == Stoppage("offside", "west-neutral", 1)


def test_a_runs_action_is_the_cards_one_action_in_place_of_the_printed_one():
    """Special Card Plays: Runs allow any one Action; Phases of a Turn, Phase 3: the card's one action
    is the printed one or one a Run grants (the contradiction with the Actions paragraph that ruling
    O19 settles): after the Run's Move the card has no second action."""
    grinder = r(0, "grinder-3-helmet")
    state = official(hands=((grinder, R0), (K0,)), puck="c9", control=0, turn=0,
                     play=(r(1, "enforcer-1-skate"), r(0, "shutdown-defender-2-helmet")))
    state = act(state, 0, "play", grinder)
    assert state.run and state.phase == USE
    assert {"move", "stretch-pass", "draw"} <= legal_kinds(state, 0)       # any action, none printed
    moved = act(state, 0, "move", "ne9")
    assert moved.puck == "ne9" and moved.action_used
    assert moved.turn == 0 and legal_kinds(moved, 0) == {"grind", "end"}        # its Grind is an ability
    assert verdict(moved, 0, "move", "e8").code == "one-action"
