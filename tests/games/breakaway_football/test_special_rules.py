"""Breakaway Football, "Special Rules": Prevent Defense halves the offense play (rounded up),
low-percentage passes need a green play event (always complete on an offense breakaway), Minimum
Gain = 1 for inside runs and short passes, the Hail Mary (one card's field-goal value, ruling R24)
and the QB kneel (ruling R27).

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.breakaway_football.state import CHALLENGE, PENALTY, TRY, Play
from tests.games.breakaway_football.support import (
    COVER_2,
    FIR,
    GAME,
    IR2,
    LIG,
    LP8,
    LP8_LOW,
    NEUTRAL_PASS,
    NEUTRAL_RUN,
    OR2,
    OR3,
    PASS_GREEN_1,
    SP2,
    TIGHT,
    TIGHT_RUN,
    TWO_MAN,
    act,
    all_text,
    back,
    defense_card,
    fg_card,
    gd,
    hail_mary,
    kinds,
    offense_card,
    one,
    position,
    run_down,
    texts_of,
    zone_blitz_22,
)

PREVENT = defense_card("FIR", "Prevent")


PASS_RED = gd(lambda c: c.event.kind == "pass" and c.event.color == "red")


IR3 = offense_card("LIG", "inside_run", 3)


MP5 = offense_card("LIG", "medium_pass", 5, low=False)


FG9 = gd(lambda c: c.field_goal == 9 and c.offense_breakaway != "TD")


LP7 = ("LIG-O02", "a")          # Long Pass 7


# ----- Prevent Defense --------------------------------------------------------------------------------

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


@pytest.mark.parametrize("play, top, before, halved, defense", [
    (OR3, NEUTRAL_RUN, 3, 2, 1),       # a run: 3 -> 2, against run 1 -> 1 line (unhalved: 2)
    (MP5, NEUTRAL_PASS, 5, 3, 2),      # a medium pass: 5 -> 3, against pass 2 -> 1 line (unhalved: 3)
    (LP8, gd(lambda c: c.event.kind == "pass" and c.event.color == "green" and c.event.value == 1),
     8, 4, 2),                         # the book's own example: a Long Pass of 8 becomes 4
])
def test_prevent_halves_any_offense_play(play, top, before, halved, defense):
    state, events = run_down(position(ball=6, top=[top]), play, PREVENT)
    assert f"Prevent defense halves the play to {halved}." in all_text(events)
    bonus = 1 if play == LP8 else 0                                # the green +1 completing the long pass
    assert state.ball == 6 + (halved - defense) + bonus
    assert before != halved


def test_prevent_halves_the_run_it_loses_to_before_the_breakaway_matchup():
    """Inside Run beats Prevent (an offense breakaway), but the play is still halved first: 3 -> 2,
    2 - 1 = a matchup of 1 (unhalved: 2). Taking the corner 0 ends the run at the matchup."""
    tackle = back(0)
    state, events = run_down(position(ball=6, top=[tackle]), IR3, PREVENT)
    assert "Prevent defense halves the play to 2." in all_text(events)
    assert "OFFENSE BREAKAWAY (matchup 1)" in all_text(events)
    state, _ = act(state, LIG, "modifier", "corner")
    assert state.ball == 7


@pytest.mark.parametrize("off, halved, base", [(LP8_LOW, 4, 2), (LP7, 4, 2), (MP5, 3, 1)])
def test_prevent_halves_the_play_rounding_up_and_the_play_is_recorded_for_the_card(off, halved, base):
    """Prevent Defense: the offense's strength is halved, rounded up (8 -> 4, 7 -> 4, 5 -> 3), then
    compared with the Prevent's pass strength of 2. With both flags ready and a matching pass event the
    play waits for the challenge, showing everything the card will act on."""
    state, events = run_down(position(ball=6, top=["GD28"], flags=(1, 1)), off, PREVENT)
    prevent = one(events, "prevent")
    assert prevent.text == f"Prevent defense halves the play to {halved}." and prevent.data == {"strength": halved}
    assert state.phase == CHALLENGE and state.revealed
    play_type = "long_pass" if off != MP5 else "medium_pass"
    assert state.play == Play(play_type=play_type, kind="pass", strength=halved, defense=2, low_pct=off == LP8_LOW,
                              breakaway="", base=base, card="GD28", asker=LIG)


# ----- Low-Percentage Passing (ruling R18) ------------------------------------------------------------

def test_low_percentage_pass_needs_green_text():
    state, events = run_down(position(ball=6, top=[PASS_RED]), LP8, TIGHT)
    assert "incomplete" in kinds(events) and state.ball == 6 and state.down == 2
    state, events = run_down(position(ball=6, top=[NEUTRAL_PASS]), LP8, TIGHT)
    assert "incomplete" in kinds(events) and state.ball == 6
    state, events = run_down(position(ball=6, top=[PASS_GREEN_1]), LP8, TIGHT)
    assert "complete" in kinds(events) and state.ball == 6 + (8 - 1) + 1


def test_a_low_percentage_pass_with_green_text_is_complete_and_adds_the_event():
    state, events = run_down(position(ball=4, top=["GD28"]), LP8_LOW, TIGHT_RUN)      # 8 - 1 = 7
    assert texts_of(events, "complete") == ["Green text: the low-percentage pass is complete."]
    assert texts_of(events, "modifier") == ["Play event +1: result +8."]
    assert state.ball == 12 and state.down == 1


@pytest.mark.parametrize("card", ["GD40", "GD47", "GD01"])
def test_a_low_percentage_pass_with_red_text_or_a_run_event_is_incomplete(card):
    state, events = run_down(position(ball=4, top=[card]), LP8_LOW, TIGHT_RUN)
    assert texts_of(events, "incomplete") == ["Low-percentage pass without green help: INCOMPLETE."]
    assert "complete" not in kinds(events) and "result" not in kinds(events)
    assert state.ball == 4 and state.down == 2 and LP8_LOW[0] in state.discards[LIG]


def test_an_interception_on_a_low_percentage_pass_happens_at_the_line_of_scrimmage():
    """R18: the pass is incomplete, so it got nowhere; the interception is where the ball was."""
    state, events = run_down(position(ball=6, top=["GD48"]), LP8_LOW, TIGHT_RUN)
    assert texts_of(events, "interception") == ["INTERCEPTED! Fire takes over at the opponent's 30."]
    assert state.offense == FIR and state.ball == 14


def test_a_penalty_on_a_low_percentage_pass_is_offered_and_declining_leaves_it_incomplete():
    state, events = run_down(position(ball=6, down=3, top=["GD51"]), LP8_LOW, TIGHT_RUN)
    flag = one(events, "flag-on-play")
    assert flag.text == "Flag on the play: Holding on the defense. Lightning accepts or declines."
    assert flag.data == {"name": "Holding"}
    assert state.phase == PENALTY and state.decider == LIG
    declined, events = act(state, LIG, "penalty", "decline")
    assert texts_of(events, "declined") == ["Lightning declines the penalty."]
    assert "incomplete" in kinds(events) and declined.ball == 6 and declined.down == 4
    accepted, events = act(state, LIG, "penalty", "accept")
    assert accepted.ball == 7 and accepted.down == 1 and LP8_LOW[0] in accepted.hands[LIG]


# ----- Minimum Gain = 1 -------------------------------------------------------------------------------

def test_minimum_gain_of_one_for_inside_run_and_short_pass_only():
    zb = zone_blitz_22()
    state, _ = run_down(position(ball=6, top=[NEUTRAL_RUN]), IR2, zb)      # 2 against 2
    assert state.ball == 7
    state, _ = run_down(position(ball=6, top=[NEUTRAL_PASS]), SP2, TWO_MAN)  # 2 against 3
    assert state.ball == 7
    state, _ = run_down(position(ball=6, top=[NEUTRAL_RUN]), OR2, zb)       # 2 against 2, no minimum
    assert state.ball == 6 and state.down == 2


def test_short_pass_keeps_its_minimum_gain_against_a_stronger_pass_defense():
    state, events = run_down(position(ball=6, top=["GD01"]), SP2, COVER_2)
    assert one(events, "matchup").text == "Strength 2 against 2: 1 line before the Game Day card."
    assert state.ball == 7


# ----- QB Kneel (ruling R27) --------------------------------------------------------------------------

def test_qb_kneel_loses_a_line_uses_a_card_and_draws_nothing():
    state = position(ball=8, down=2)
    deck = state.deck
    state, _ = act(state, LIG, "special", "kneel")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.ball == 7 and state.down == 3 and state.deck == deck and len(state.hands[LIG]) == 14
    kick = gd(lambda c: c.punt == 8 and not c.blocked_punt)
    stop = gd(lambda c: c.offense_breakaway == 0, (kick,))
    state = position(ball=1, top=[kick, stop])
    state, _ = act(state, LIG, "special", "kneel")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "safety" in kinds(events) and state.score == (0, 2)


def test_a_kneel_loses_one_line_draws_no_card_and_uses_the_down():
    start = position(ball=10, down=2)
    state, _ = act(start, LIG, "special", "kneel")
    state, events = act(state, LIG, "discard", "LIG-O01")
    assert one(events, "special-discard").text.endswith("for a QB kneel.")
    assert texts_of(events, "kneel") == ["Lightning takes a knee: back one line, no Game Day card."]
    assert texts_of(events, "result") == ["The play loses 1 line."]
    assert state.ball == 9 and state.down == 3 and state.deck == start.deck and state.used == ()


def test_a_kneel_on_the_own_five_is_a_safety():
    state, _ = act(position(ball=1, top=["GD30"]), LIG, "special", "kneel")
    state, events = act(state, LIG, "discard", "LIG-O01")
    assert "safety" in kinds(events) and state.score == (0, 2)


# ----- Hail Mary (ruling R24) -------------------------------------------------------------------------

# Hail Mary: "Success is rare (5%)"; draw Game Day cards and consult the FG value; a completion is
# 10 yard lines and an Offense Breakaway; the pictured interception is returned for a defense TD.
# Ruling R24: one card from every spot, 9 completes, 0 is intercepted.
@pytest.mark.parametrize("ball", [6, 10, 14])
def test_hail_mary_reads_one_card_s_field_goal_value_from_every_spot(ball):
    miss = fg_card(8)
    hit = fg_card(9, (miss,))
    state = position(ball=ball, top=[miss, hit])
    state, _ = act(state, LIG, "special", "hail_mary")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "The Hail Mary falls incomplete." in [e.text for e in events]
    assert state.ball == ball and state.down == 2 and state.deck[0] == hit     # the 9 was not drawn


def test_hail_mary_completion_on_a_9_is_ten_lines_and_an_offense_breakaway():
    hit = fg_card(9)
    two = gd(lambda c: c.offense_breakaway == 2 and c.field_goal != 9, (hit,))
    stop = gd(lambda c: c.offense_breakaway == 0, (hit, two))
    state = position(ball=4, top=[hit, two, stop])
    state, _ = act(state, LIG, "special", "hail_mary")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "HAIL MARY COMPLETE" in " ".join(e.text for e in events)
    assert state.ball == 16 and state.down == 1 and state.target == 20      # 4 + 10 + 2


def test_hail_mary_completion_reaching_the_goal_line_is_a_touchdown():
    state = position(ball=10, top=[fg_card(9)])
    state, _ = act(state, LIG, "special", "hail_mary")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "touchdown" in kinds(events) and state.score == (6, 0)


def test_hail_mary_interception_on_a_0_is_returned_for_a_defense_touchdown():
    state = position(ball=6, top=[fg_card(0)])
    state, _ = act(state, LIG, "special", "hail_mary")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.score == (0, 6) and state.phase == TRY and state.decider == FIR


# Offense Breakaways: keep drawing "until you pull a 0 (tackle) or fumble"; R13: the fumble happens
# where the runner had got to.
def test_hail_mary_completion_fumbled_on_the_breakaway_turns_over_at_the_line_of_scrimmage():
    """Turnovers, R13, R24: the ball marker stays on the line of scrimmage until the play ends, so a
    fumble on the completion's breakaway gives the ball to the defense there."""
    fumble = back("F", FG9)
    state = position(ball=4, top=[FG9, fumble])
    state, _ = act(state, LIG, "special", "hail_mary")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "HAIL MARY COMPLETE" in all_text(events) and "fumble" in kinds(events)
    assert state.offense == FIR and state.ball == 20 - 4 and state.score == (0, 0)


def test_a_completed_hail_mary_gains_ten_lines_and_runs_as_a_breakaway():
    state, events = hail_mary(4, ["GD28", "GD10", "GD05"])
    assert one(events, "special-discard").text.endswith("for a Hail Mary.")
    card = next(e for e in events if e.kind == "game-day")
    assert card.text == "Game Day card GD28: field goal value 9, Hail Mary complete."
    assert card.data == {"card": "GD28"} and card.irreversible
    event = one(events, "hail-mary")
    assert event.text == "HAIL MARY COMPLETE: ten lines and a breakaway!" and event.data == {"result": "complete"}
    assert texts_of(events, "result") == ["The play gains 12 lines."]
    assert state.ball == 16 and state.down == 1 and state.used == ("GD28", "GD10", "GD05")
    assert state.play is None


def test_a_hail_mary_completed_to_the_goal_line_is_a_touchdown_at_once():
    state, _events = hail_mary(10, ["GD28", "GD10"])
    assert state.score == (6, 0) and state.used == ("GD28",)


def test_a_fumble_on_a_hail_mary_breakaway_happens_at_the_line_of_scrimmage():
    """Turnovers, R13, R24: the ten lines and the breakaway are the play's; the marker has not moved."""
    state, events = hail_mary(4, ["GD28", "GD24"])
    assert texts_of(events, "fumble") == ["FUMBLE! Fire takes over at the opponent's 20."]
    assert state.offense == FIR and state.ball == 16


def test_a_hail_mary_breakaway_that_uses_up_the_deck_keeps_its_card_face_up():
    rest = tuple(c.id for c in GAME.cards.game_day if c.id != "GD28")
    state = replace(position(ball=4), deck=("GD28",), used=rest)
    state, _ = act(state, LIG, "special", "hail_mary")
    state, events = act(state, LIG, "discard", "LIG-O01")
    assert "reshuffle" in kinds(events)
    assert "GD28" in state.used and "GD28" not in state.deck


def test_an_intercepted_hail_mary_is_a_defense_touchdown():
    state, events = hail_mary(10, ["GD47"])
    assert texts_of(events, "game-day") == ["Game Day card GD47: field goal value 0, Hail Mary interception."]
    assert one(events, "hail-mary").text == "Hail Mary INTERCEPTED and returned for a touchdown by Fire!"
    assert one(events, "hail-mary").data == {"result": "interception"}
    assert state.score == (0, 6) and state.phase == TRY and state.decider == FIR and state.play is None


def test_an_incomplete_hail_mary_only_uses_the_down():
    state, events = hail_mary(10, ["GD01"], down=2)
    assert one(events, "hail-mary").text == "The Hail Mary falls incomplete."
    assert one(events, "hail-mary").data == {"result": "incomplete"}
    assert "result" not in kinds(events) and state.ball == 10 and state.down == 3
    assert state.used == ("GD01",)
