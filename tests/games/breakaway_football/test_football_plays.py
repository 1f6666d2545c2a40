"""Breakaway Football: the down itself. Strength comparison, Game Day modifiers, breakaways,
challenge flags, penalties (also near the goal line), audibles, turnovers, prevent defense,
low-percentage passes and the minimum gain. Rulings R1... are in docs/rulings/breakaway-football.md."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.games.breakaway_football.support import (
    FIR,
    GAME,
    LIG,
    act,
    check_inventory,
    defense_card,
    gd,
    gds,
    kinds,
    neutral_for,
    offense_card,
    position,
    run_down,
)

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalActionError
from tabletop.games.breakaway_football.state import AUDIBLE, CALL, CHALLENGE, EQUALIZE, MODIFIER, PENALTY

BLITZ = defense_card("FIR", "Blitz", run=1)
TWO_MAN = defense_card("FIR", "2 Man Under")
PREVENT = defense_card("FIR", "Prevent")
TIGHT = defense_card("FIR", "Tight Run")
ZONE_BLITZ_22 = defense_card("FIR", "Zone Blitz", run=2)
PRESS = defense_card("FIR", "Press")
IR2 = offense_card("LIG", "inside_run", 2)
OR2 = offense_card("LIG", "outside_run", 2)
SP2 = offense_card("LIG", "short_pass", 2)
MP4 = offense_card("LIG", "medium_pass", 4)
LP6 = offense_card("LIG", "long_pass", 6, low=False)
LP8 = offense_card("LIG", "long_pass", 8, low=True)

RUN_PLUS_2 = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == 2)
RUN_MINUS_2 = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == -2)
PASS_GREEN_1 = gd(lambda c: c.event.kind == "pass" and c.event.color == "green" and c.event.value == 1)
PASS_RED = gd(lambda c: c.event.kind == "pass" and c.event.color == "red")
NEUTRAL_RUN = gd(neutral_for("run"))      # a pass event: no effect on a run
NEUTRAL_PASS = gd(neutral_for("pass"))    # a run event: no effect on a pass


def zone_blitz_22() -> str:
    return next(c.id for c in GAME.cards.teams["FIR"].defense if c.end("a").name == "Zone Blitz" and c.end("a").pass_ == 2)


# ----- Game Play: compare strengths, then the Game Day card --------------------------------
def test_book_example_run_of_2_against_blitz_of_1_gains_1_and_plus_2_event_makes_3():
    state = position(ball=6, top=[RUN_PLUS_2])
    state, events = run_down(state, IR2, BLITZ)
    assert "Strength 2 against 1: 1 line" in " ".join(e.text for e in events)
    assert state.ball == 9 and state.down == 2 and state.phase == CALL
    check_inventory(state)


def test_a_play_event_for_the_other_kind_of_play_is_ignored():
    state, _events = run_down(position(ball=6, top=[NEUTRAL_RUN]), IR2, BLITZ)
    assert state.ball == 7


def test_offense_card_is_discarded_defense_card_kept():
    state, _ = run_down(position(ball=6, top=[NEUTRAL_RUN]), IR2, BLITZ)
    assert IR2[0] in state.discards[LIG] and IR2[0] not in state.hands[LIG]
    assert BLITZ in state.defense[FIR] and len(state.defense[FIR]) == 10


def test_minimum_gain_of_one_for_inside_run_and_short_pass_only():
    zb = zone_blitz_22()
    state, _ = run_down(position(ball=6, top=[NEUTRAL_RUN]), IR2, zb)      # 2 against 2
    assert state.ball == 7
    state, _ = run_down(position(ball=6, top=[NEUTRAL_PASS]), SP2, TWO_MAN)  # 2 against 3
    assert state.ball == 7
    state, _ = run_down(position(ball=6, top=[NEUTRAL_RUN]), OR2, zb)       # 2 against 2, no minimum
    assert state.ball == 6 and state.down == 2


# ----- Breakaways -------------------------------------------------------------------------
def test_book_example_long_pass_against_2_man_under_is_a_defense_breakaway_losing_a_line():
    card = gd(lambda c: c.defense_breakaway == -1)
    state, events = run_down(position(ball=10, top=[card]), LP6, TWO_MAN)
    assert "DEFENSE BREAKAWAY" in " ".join(e.text for e in events)
    assert state.phase == MODIFIER and state.decider == FIR
    assert GAME.legal_actions(state, LIG) == []
    state, _ = act(state, FIR, "modifier", "corner")
    assert state.ball == 9 and state.down == 2


def test_defense_breakaway_play_event_that_does_not_match_means_no_gain():
    card = gd(lambda c: c.event.kind == "run" and c.defense_breakaway == -2)
    state, _ = run_down(position(ball=10, top=[card]), LP6, TWO_MAN)
    state, _ = act(state, FIR, "modifier", "event")
    assert state.ball == 10 and state.down == 2


@pytest.mark.parametrize("play, spot_kind", [(IR2, "fumble"), (LP6, "interception")])
def test_defense_breakaway_turnover_value_turns_the_ball_over_at_the_spot(play, spot_kind):
    card = gd(lambda c: c.defense_breakaway == "TO")
    dfn = TIGHT if play == IR2 else TWO_MAN
    state, _ = run_down(position(ball=8, top=[card]), play, dfn)
    state, events = act(state, FIR, "modifier", "corner")
    assert spot_kind in kinds(events)
    assert state.offense == FIR and state.ball == 12


def test_offense_breakaway_keeps_drawing_corner_values_until_a_tackle():
    first = gd(lambda c: c.offense_breakaway == 2)
    more = gd(lambda c: c.offense_breakaway == 3)
    tackle = gd(lambda c: c.offense_breakaway == 0)
    state, events = run_down(position(ball=4, top=[first, more, tackle]), OR2, TIGHT)
    assert "OFFENSE BREAKAWAY (matchup 1)" in " ".join(e.text for e in events)   # 2-3 starts at 1
    assert state.phase == MODIFIER and state.decider == LIG
    state, _ = act(state, LIG, "modifier", "corner")
    assert state.ball == 4 + 1 + 2 + 3


def test_offense_breakaway_can_take_the_play_event_and_still_keeps_drawing():
    first = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == 3
               and c.offense_breakaway == 0)
    more = gd(lambda c: c.offense_breakaway == 2, (first,))
    tackle = gd(lambda c: c.offense_breakaway == 0, (first,))
    state, _ = run_down(position(ball=4, top=[first, more, tackle]), OR2, TIGHT)
    state, _ = act(state, LIG, "modifier", "event")
    assert state.ball == 4 + 1 + 3 + 2


def test_offense_breakaway_fumble_happens_at_the_ball_marker():
    """Turnovers: a fumble happens at the ball marker's spot, and the marker stays on the line of
    scrimmage until the play ends (R13): the matchup and the breakaway's lines are lost."""
    first = gd(lambda c: c.offense_breakaway == 2)
    fumble = gd(lambda c: c.offense_breakaway == "F")
    state, events = run_down(position(ball=4, top=[first, fumble]), OR2, TIGHT)
    state, events = act(state, LIG, "modifier", "corner")
    assert "fumble" in kinds(events)
    assert state.offense == FIR and state.ball == 20 - 4


def test_offense_breakaway_reaching_the_goal_line_is_a_touchdown():
    first = gd(lambda c: c.offense_breakaway == 3)
    more = gds(lambda c: c.offense_breakaway == 3, 3)
    state, _ = run_down(position(ball=12, top=[first, *more[1:]]), OR2, TIGHT)
    state, events = act(state, LIG, "modifier", "corner")
    assert "touchdown" in kinds(events) and state.score == (6, 0)


def test_low_percentage_pass_is_always_complete_on_an_offense_breakaway():
    first = gd(lambda c: c.event.kind == "pass" and c.event.color == "red" and c.offense_breakaway == 0)
    state, _ = run_down(position(ball=4, top=[first]), LP8, PRESS)     # Press loses to Long Pass
    state, _ = act(state, LIG, "modifier", "corner")
    assert state.ball == 4 + (8 - 2)


# ----- Challenge flags ------------------------------------------------------------------
def test_challenge_flag_ignores_the_play_event():
    state, _ = run_down(position(ball=6, top=[RUN_MINUS_2], flags=(1, 1)), IR2, BLITZ)
    assert state.phase == CHALLENGE and state.decider == LIG
    state, _events = act(state, LIG, "challenge", "spend")
    assert state.flags == (0, 1) and state.ball == 7


def test_defense_is_asked_after_the_offense_lets_the_event_stand():
    state, _ = run_down(position(ball=6, top=[RUN_PLUS_2], flags=(1, 1)), IR2, BLITZ)
    state, _ = act(state, LIG, "challenge", "keep")
    assert state.phase == CHALLENGE and state.decider == FIR
    state, _ = act(state, FIR, "challenge", "spend")
    assert state.flags == (1, 0) and state.ball == 7


def test_no_challenge_is_offered_when_the_event_does_not_matter_or_on_a_breakaway():
    state, _ = run_down(position(ball=6, top=[NEUTRAL_RUN], flags=(1, 1)), IR2, BLITZ)
    assert state.phase == CALL and state.flags == (1, 1)
    card = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value < 0)
    state, _ = run_down(position(ball=6, top=[card], flags=(1, 1)), OR2, TIGHT)
    assert state.phase == MODIFIER
    verdict = GAME.validate(state, Action(LIG, "challenge", ("spend",)))
    assert not verdict.ok and verdict.rule == "Breakaway Football, Challenge Flags"


def test_challenge_on_a_green_low_percentage_pass_makes_it_incomplete():
    state, _ = run_down(position(ball=6, top=[PASS_GREEN_1], flags=(0, 1)), LP8, TIGHT)
    assert state.phase == CHALLENGE and state.decider == FIR
    state, events = act(state, FIR, "challenge", "spend")
    assert "incomplete" in kinds(events) and state.ball == 6


@pytest.mark.parametrize("score, flags, earned", [
    ((0, 0), (0, 1), 1),      # tied and without a flag: earned back
    ((0, 7), (0, 1), 1),      # losing: earned back
    ((7, 0), (0, 1), 0),      # winning: never
    ((0, 0), (1, 1), 1),      # already holding one: still only one
])
def test_creating_a_breakaway_earns_a_flag_back_only_when_tied_or_losing(score, flags, earned):
    card = gd(lambda c: c.offense_breakaway == 0)
    state, _ = run_down(position(ball=6, top=[card], score=score, flags=flags), OR2, TIGHT)
    assert state.flags[LIG] == earned


def test_defense_earns_its_flag_back_with_a_defense_breakaway():
    card = gd(lambda c: c.defense_breakaway == 0)
    state, events = run_down(position(ball=10, top=[card], flags=(1, 0)), LP6, TWO_MAN)
    assert state.flags == (1, 1) and "flag-earned" in kinds(events)


# ----- Penalties -------------------------------------------------------------------------
FALSE_START = gd(lambda c: c.event.effect == "penalty" and not c.event.penalty.declinable)
DEF_HOLDING = gd(lambda c: c.event.effect == "penalty" and c.event.kind == "pass" and c.event.penalty.on == "defense"
                 and c.event.penalty.lines == 1)
PASS_INTERFERENCE = gd(lambda c: c.event.effect == "penalty" and c.event.penalty.lines == 3)
GROUNDING = gd(lambda c: c.event.effect == "penalty" and c.event.kind == "pass" and c.event.penalty.on == "offense")


def test_false_start_cannot_be_declined_no_play_and_the_card_is_kept():
    state = position(ball=6, down=2, top=[FALSE_START])
    state, events = run_down(state, IR2, BLITZ)
    assert "penalty" in kinds(events)
    assert state.ball == 5 and state.down == 2 and state.phase == CALL
    assert IR2[0] in state.hands[LIG] and not state.discards[LIG]


def test_holding_on_the_defense_accepted_advances_a_line_with_an_automatic_first_down():
    state = position(ball=6, down=3, top=[DEF_HOLDING])
    state, _ = run_down(state, MP4, zone_blitz_22())
    assert state.phase == PENALTY and state.decider == LIG
    state, _ = act(state, LIG, "penalty", "accept")
    assert state.ball == 7 and state.down == 1 and state.target == 10
    assert MP4[0] in state.hands[LIG]


def test_declined_penalty_has_no_effect_and_the_play_stands():
    state = position(ball=6, down=3, top=[DEF_HOLDING])
    state, _ = run_down(state, MP4, zone_blitz_22())
    state, _ = act(state, LIG, "penalty", "decline")
    assert state.ball == 6 + (4 - 2) and state.down == 4 and MP4[0] in state.discards[LIG]


def test_the_defense_decides_on_a_penalty_against_the_offense():
    state, _ = run_down(position(ball=6, top=[GROUNDING]), MP4, zone_blitz_22())
    assert state.phase == PENALTY and state.decider == FIR
    state, _ = act(state, FIR, "penalty", "accept")
    assert state.ball == 4 and state.down == 1


def test_penalties_only_apply_when_run_or_pass_matches():
    state, _ = run_down(position(ball=6, top=[DEF_HOLDING]), IR2, BLITZ)   # a pass penalty on a run
    assert state.ball == 7 and state.phase == CALL


def test_penalty_near_the_goal_line_stops_at_the_5():
    state, _ = run_down(position(ball=18, top=[PASS_INTERFERENCE]), MP4, zone_blitz_22())
    state, _ = act(state, LIG, "penalty", "accept")
    assert state.ball == 19 and state.score == (0, 0) and state.target == 20


@pytest.mark.parametrize("play, ball", [(LP6, 17), (LP6, 18), (LP6, 19),
                                        (offense_card("LIG", "medium_pass", 3), 19)])
def test_restricted_plays_near_the_goal_line_lose_a_line_and_replay_the_down(play, ball):
    state = position(ball=ball, down=2)
    deck = state.deck
    state, events = run_down(state, play, BLITZ)
    assert "restricted" in kinds(events)
    assert state.ball == ball - 1 and state.down == 2 and state.deck == deck
    assert play[0] in state.hands[LIG]


def test_medium_pass_on_the_10_is_not_restricted():
    _state, events = run_down(position(ball=18, top=[NEUTRAL_PASS]), offense_card("LIG", "medium_pass", 3), BLITZ)
    assert "restricted" not in kinds(events)


# ----- Audibles ---------------------------------------------------------------------------
# Audibles: "An 'audible' lets you rotate your current card to change your play call before the
# plays are revealed. Both players may audible. ... Spin your card on the board 180 degrees."
def test_audible_turns_the_card_and_the_other_end_is_played():
    card = offense_card("LIG", "long_pass", 7, low=False)    # LP7 / IR2
    state = position(ball=6, top=[NEUTRAL_RUN])
    state, _ = act(state, LIG, "call", *card)
    state, _ = act(state, FIR, "call", BLITZ, "a")
    assert state.phase == AUDIBLE
    state, events = act(state, LIG, "audible", "turn")
    assert "reveal" not in kinds(events)                      # the defense has not answered yet
    state, events = act(state, FIR, "audible", "keep")
    assert "Inside Run 2" in " ".join(e.text for e in events)
    assert state.ball == 7


def test_both_players_may_audible_and_the_turned_defense_card_plays_its_other_formation():
    """Audibles: "Both players may audible." FIR's Blitz card has Press on its other end (R5):
    a Short Pass beats the Blitz (offense breakaway) but Press wins against it."""
    blitz = GAME.dfn[BLITZ]
    assert blitz.end("a").name == "Blitz" and "short_pass" in blitz.end("a").loses_to
    assert blitz.end("b").name == "Press" and "short_pass" in blitz.end("b").wins_vs
    state = position(ball=10, top=[gd(lambda c: c.defense_breakaway == -2)])
    state, _ = act(state, LIG, "call", *SP2)
    state, _ = act(state, FIR, "call", BLITZ, "a")
    assert state.phase == AUDIBLE
    assert {d.seat for d in GAME.pending(state)} == {LIG, FIR}
    assert all(d.secret and d.optional for d in GAME.pending(state))
    assert set(GAME.legal_actions(state, FIR)) == {Action(FIR, "audible", ("turn",)), Action(FIR, "audible", ("keep",))}
    state, events = act(state, FIR, "audible", "turn")
    assert "reveal" not in kinds(events)
    # The offense may not learn the answer, only that the defense has answered.
    seen = GAME.view(state, LIG)
    assert seen.audibled == (False, True) and seen.revealed_calls == (None, None)
    assert all("turn" not in e.text for e in events if e.visible_to(LIG))
    state, events = act(state, LIG, "audible", "keep")
    text = " ".join(e.text for e in events)
    assert "Fire calls an audible and turns their card" in text and "Lightning keeps their call" in text
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.data["defense"] == BLITZ and reveal.data["defense_end"] == "b"
    assert "Press (run 1, pass 2)" in reveal.text and "DEFENSE BREAKAWAY" in text
    assert state.phase == MODIFIER and state.decider == FIR
    state, _ = act(state, FIR, "modifier", "corner")
    assert state.ball == 8 and state.down == 2


def test_without_the_defense_audible_the_same_calls_are_an_offense_breakaway():
    state = position(ball=10, top=[gd(lambda c: c.offense_breakaway == 0)])
    state, events = run_down(state, SP2, BLITZ)
    assert "Blitz (run 1, pass 1)" in next(e for e in events if e.kind == "reveal").text
    assert "OFFENSE BREAKAWAY" in " ".join(e.text for e in events)


def test_a_defense_card_may_be_called_with_either_end_down_and_turned_back():
    state = position(ball=10, top=[NEUTRAL_PASS])
    state, _ = act(state, LIG, "call", *SP2)
    state, _ = act(state, FIR, "call", BLITZ, "b")            # Press on the board
    state, _ = act(state, FIR, "audible", "turn")              # back to the Blitz
    assert GAME.view(state, FIR).my_call.end == "a"
    state, events = act(state, LIG, "audible", "keep")
    assert next(e for e in events if e.kind == "reveal").data["defense_end"] == "a"
    assert "OFFENSE BREAKAWAY" in " ".join(e.text for e in events)


def test_each_coach_answers_the_audible_once():
    state = position(ball=10)
    state, _ = act(state, LIG, "call", *SP2)
    state, _ = act(state, FIR, "call", BLITZ, "a")
    state, _ = act(state, LIG, "audible", "keep")
    assert GAME.legal_actions(state, LIG) == [] and [d.seat for d in GAME.pending(state)] == [FIR]
    with pytest.raises(IllegalActionError) as err:
        act(state, LIG, "audible", "turn")
    assert err.value.verdict.code == "already-answered"


def test_only_the_card_on_the_space_can_be_turned_not_replaced():
    state = position(ball=6)
    state, _ = act(state, LIG, "call", *IR2)
    with pytest.raises(IllegalActionError) as err:
        act(state, LIG, "call", *MP4)
    assert err.value.verdict.code == "already-called"


# ----- Turnovers --------------------------------------------------------------------------
def test_fumble_happens_at_the_current_spot():
    fumble = gd(lambda c: c.event.effect == "fumble")
    state, _events = run_down(position(ball=8, top=[fumble]), IR2, BLITZ)
    assert state.offense == FIR and state.ball == 12 and state.down == 1


def test_interception_happens_at_the_new_spot_and_in_the_end_zone_is_a_touchback():
    pick = gd(lambda c: c.event.effect == "interception")
    state, _ = run_down(position(ball=10, top=[pick]), MP4, zone_blitz_22())
    assert state.offense == FIR and state.ball == 20 - 12
    state, events = run_down(position(ball=18, top=[pick]), MP4, zone_blitz_22())
    assert "end zone" in " ".join(e.text for e in events)
    assert state.offense == FIR and state.ball == 4


# ----- Prevent defense and low-percentage passing --------------------------------------------
def test_book_example_prevent_turns_a_long_pass_of_8_into_4():
    state, _events = run_down(position(ball=6, top=[PASS_GREEN_1], flags=(1, 1)), LP8, PREVENT)
    assert state.phase == CHALLENGE and state.play.strength == 4 and state.play.base == 4 - 2
    state, _ = act(state, LIG, "challenge", "keep")
    state, _ = act(state, FIR, "challenge", "keep")
    assert state.ball == 6 + 2 + 1


def test_prevent_rounds_up():
    lp7 = offense_card("LIG", "long_pass", 7, low=False)
    state, _ = run_down(position(ball=6, top=[PASS_GREEN_1], flags=(1, 1)), lp7, PREVENT)
    assert state.play.strength == 4


def test_low_percentage_pass_needs_green_text():
    state, events = run_down(position(ball=6, top=[PASS_RED]), LP8, TIGHT)
    assert "incomplete" in kinds(events) and state.ball == 6 and state.down == 2
    state, events = run_down(position(ball=6, top=[NEUTRAL_PASS]), LP8, TIGHT)
    assert "incomplete" in kinds(events) and state.ball == 6
    state, events = run_down(position(ball=6, top=[PASS_GREEN_1]), LP8, TIGHT)
    assert "complete" in kinds(events) and state.ball == 6 + (8 - 1) + 1


def test_equalize_phase_is_reached_after_a_change_of_possession():
    fumble = gd(lambda c: c.event.effect == "fumble")
    state, _ = run_down(position(ball=8, top=[fumble]), IR2, BLITZ)
    assert state.phase == EQUALIZE and state.decider == FIR
    state, _ = act(state, FIR, "discard", state.hands[FIR][0])
    assert state.phase == CALL and len(state.hands[0]) == len(state.hands[1]) == 14


def test_a_refused_action_changes_nothing_and_says_why():
    state = position(ball=6)
    before = replace(state)
    with pytest.raises(IllegalActionError) as err:
        act(state, FIR, "call", IR2[0], "a")
    assert state == before
    assert err.value.verdict.code == "wrong-side"
    assert err.value.verdict.rule == "Breakaway Football, Game Play"
