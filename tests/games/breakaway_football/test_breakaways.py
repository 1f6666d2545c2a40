"""Breakaway Football, "Breakaways": offense breakaways (the matchup starts at least at 1, the
offense picks the play event or the corner, and cards are drawn until a tackle or a fumble;
ruling R13) and defense breakaways (no gain, the defense picks the play event or the corner,
which becomes the result; ruling R14), including breakaway returns on kicks.

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.breakaway_football import kicking
from tabletop.games.breakaway_football.state import CALL, MODIFIER, PENALTY, TRY
from tests.games.breakaway_football.support import (
    COVER_2,
    FIR,
    FIR_IR2,
    FIR_OR3,
    GAME,
    INTERCEPTION,
    IR2,
    LIG,
    LIG_TIGHT_RUN,
    LP6,
    LP8,
    LP8_LOW,
    OFFSIDE_RUN,
    OR2,
    OR3,
    PRESS_B,
    RUN_FUMBLE,
    TIGHT,
    TIGHT_RUN,
    TWO_MAN,
    act,
    all_text,
    back,
    backs,
    check_inventory,
    defense_card,
    drawn,
    gd,
    gds,
    kinds,
    one,
    position,
    run_down,
    seen,
    stacked_position,
    texts_of,
)

PRESS = defense_card("FIR", "Press")


def card(pred, *exclude: str) -> str:
    return gd(pred, exclude)


# ----- Defense Breakaways: no gain, and the defense picks the event or the corner (ruling R14) --------

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


# Turnovers: "Turnovers can happen on an Offensive or Defensive breakaway, or from Play Events";
# "fumbles occur at the current spot of the ball marker."
def test_defense_breakaway_taking_a_fumble_play_event_turns_the_ball_over_at_the_spot():
    state, events = run_down(position(ball=8, top=[RUN_FUMBLE]), IR2, TIGHT)
    assert "DEFENSE BREAKAWAY" in all_text(events) and state.phase == MODIFIER and state.decider == FIR
    state, events = act(state, FIR, "modifier", "event")
    assert "fumble" in kinds(events)
    assert state.offense == FIR and state.ball == 20 - 8
    check_inventory(state)


def test_defense_breakaway_taking_an_interception_play_event_turns_the_ball_over():
    """Long Pass vs. 2 Man Under is the book's Defense Breakaway example; there is no gain, so the
    interception is at the line of scrimmage (R14, R17)."""
    state, _ = run_down(position(ball=8, top=[INTERCEPTION]), LP6, TWO_MAN)
    state, events = act(state, FIR, "modifier", "event")
    assert "interception" in kinds(events)
    assert state.offense == FIR and state.ball == 20 - 8


def test_defense_breakaway_declined_penalty_is_no_gain():
    """Penalties: "DECLINE: No effect"; on a defense breakaway there is no gain (R14)."""
    offside = card(lambda c: c.event.effect == "penalty" and c.event.kind == "run"
                   and c.event.penalty.on == "defense" and c.event.penalty.declinable)
    state, _ = run_down(position(ball=8, top=[offside]), IR2, TIGHT)
    state, _ = act(state, FIR, "modifier", "event")
    assert state.phase == PENALTY and state.decider == LIG
    state, _ = act(state, LIG, "penalty", "decline")
    assert state.offense == LIG and state.ball == 8 and state.down == 2


def test_a_defense_breakaway_has_no_gain_and_the_defense_picks_the_modifier():
    """Breakaways (book example): Long Pass against 2 Man Under is a defense breakaway."""
    state, events = run_down(position(ball=10, top=["GD05"]), LP6, TWO_MAN)
    event = one(events, "breakaway")
    assert event.text == "2 Man Under stops Long Pass: DEFENSE BREAKAWAY."
    assert event.data == {"side": "defense", "base": 0}
    assert state.phase == MODIFIER and state.decider == FIR
    assert state.play.breakaway == "defense" and state.play.base == 0 and state.play.strength == 6
    assert state.play.defense == 3


def test_the_defense_breakaway_corner_is_the_result():
    state, _ = run_down(position(ball=10, top=["GD04"]), IR2, TIGHT_RUN)
    state, events = act(state, FIR, "modifier", "corner")
    assert texts_of(events, "choose-corner") == ["Fire takes the defense breakaway value -2."]
    assert texts_of(events, "result") == ["The play loses 2 lines."]
    assert state.ball == 8 and state.down == 2 and state.used == ("GD04",)


@pytest.mark.parametrize("off, dfn, card, kind, text", [
    (IR2, TIGHT_RUN, "GD02", "fumble", "FUMBLE! Fire takes over at the opponent's 40."),
    (LP6, TWO_MAN, "GD43", "interception", "INTERCEPTED! Fire takes over at the opponent's 40."),
])
def test_a_to_corner_is_a_turnover_at_the_line_of_scrimmage(off, dfn, card, kind, text):
    state, _ = run_down(position(ball=8, top=[card]), off, dfn)
    state, events = act(state, FIR, "modifier", "corner")
    assert texts_of(events, kind) == [text]
    assert state.offense == FIR and state.ball == 12


def test_a_zero_corner_is_no_gain_on_a_run_and_an_incomplete_pass():
    state, _ = run_down(position(ball=10, top=["GD10"]), IR2, TIGHT_RUN)
    state, events = act(state, FIR, "modifier", "corner")
    assert texts_of(events, "result") == ["No gain on the play."] and state.ball == 10 and state.down == 2
    state, _ = run_down(position(ball=10, top=["GD10"]), LP6, TWO_MAN)
    state, events = act(state, FIR, "modifier", "corner")
    assert "result" not in kinds(events) and state.ball == 10 and state.down == 2


def test_the_defense_taking_a_play_event_applies_it_to_no_gain():
    state, _ = run_down(position(ball=10, top=["GD40"]), LP6, TWO_MAN)
    state, events = act(state, FIR, "modifier", "event")
    assert texts_of(events, "choose-event") == ["Fire takes the play event."]
    assert texts_of(events, "result") == ["The play loses 1 line."] and state.ball == 9
    state, _ = run_down(position(ball=10, top=["GD12"]), IR2, TIGHT_RUN)
    state, events = act(state, FIR, "modifier", "event")
    assert texts_of(events, "result") == ["The play loses 1 line."] and state.ball == 9


def test_a_red_event_taken_on_a_defense_breakaway_leaves_a_low_percentage_pass_incomplete():
    state, _ = run_down(position(ball=10, top=["GD40"]), LP8_LOW, TWO_MAN)
    state, events = act(state, FIR, "modifier", "event")
    assert "result" not in kinds(events) and state.ball == 10 and state.down == 2


def test_a_green_event_taken_on_a_defense_breakaway_completes_a_low_percentage_pass_for_its_value():
    state, _ = run_down(position(ball=10, top=["GD28"]), LP8_LOW, TWO_MAN)
    state, events = act(state, FIR, "modifier", "event")
    assert texts_of(events, "result") == ["The play gains 1 line."] and state.ball == 11


def test_a_red_zero_event_taken_on_a_defense_breakaway_is_an_incomplete_pass():
    state, _ = run_down(position(ball=10, top=["GD47"]), LP6, TWO_MAN)
    state, events = act(state, FIR, "modifier", "event")
    assert "result" not in kinds(events) and state.ball == 10 and state.down == 2


def test_a_play_event_that_does_not_match_on_a_defense_breakaway_means_no_gain():
    state, _ = run_down(position(ball=10, top=["GD01"]), LP6, TWO_MAN)
    state, events = act(state, FIR, "modifier", "event")
    assert texts_of(events, "choose-event") == ["Fire takes the play event (it does not match: no gain)."]
    assert "result" not in kinds(events) and state.ball == 10
    state, _ = run_down(position(ball=10, top=["GD28"]), IR2, TIGHT_RUN)
    state, events = act(state, FIR, "modifier", "event")
    assert texts_of(events, "result") == ["No gain on the play."] and state.ball == 10


@pytest.mark.parametrize("off, dfn, card, kind", [(IR2, TIGHT_RUN, "GD20", "fumble"),
                                                  (LP6, TWO_MAN, "GD48", "interception")])
def test_a_turnover_event_taken_on_a_defense_breakaway_happens_at_the_line_of_scrimmage(off, dfn, card, kind):
    state, _ = run_down(position(ball=8, top=[card]), off, dfn)
    state, events = act(state, FIR, "modifier", "event")
    assert kind in kinds(events) and state.offense == FIR and state.ball == 12


def test_a_penalty_event_taken_on_a_defense_breakaway_declined_is_no_gain():
    state, _ = run_down(position(ball=10, top=["GD54"]), LP6, TWO_MAN)
    state, events = act(state, FIR, "modifier", "event")
    assert state.phase == PENALTY and state.decider == FIR
    declined, events = act(state, FIR, "penalty", "decline")
    assert "result" not in kinds(events) and declined.ball == 10 and declined.down == 2    # incomplete
    state, _ = run_down(position(ball=10, top=["GD25"]), IR2, TIGHT_RUN)
    state, _ = act(state, FIR, "modifier", "event")
    declined, events = act(state, FIR, "penalty", "decline")
    assert texts_of(events, "result") == ["No gain on the play."] and declined.ball == 10 and declined.down == 2
    accepted, _ = act(state, FIR, "penalty", "accept")
    assert accepted.ball == 8 and accepted.down == 1


def test_a_false_start_taken_on_a_defense_breakaway_is_enforced_at_once():
    state, _ = run_down(position(ball=10, down=2, top=["GD23"]), IR2, TIGHT_RUN)
    state, events = act(state, FIR, "modifier", "event")
    assert "flag-on-play" not in kinds(events) and "penalty" in kinds(events)
    assert state.phase == CALL and state.ball == 9 and state.down == 2 and IR2[0] in state.hands[LIG]


# ----- Breakaway returns on kicks (ruling R13) --------------------------------------------------------

@pytest.mark.parametrize("start", [20, 21])
def test_a_breakaway_from_the_goal_line_is_a_touchdown_without_a_card(start):
    state = stacked_position()
    events = []
    assert kicking.breakaway_run(GAME.tables, state, start, events) == (state, "td", 20)
    assert events == []


def test_a_breakaway_adds_values_until_a_zero_tackles_the_runner():
    """Offense Breakaways step 3: cards are added one at a time until a 0 (tackle); -1 is taken off
    and the run goes on (R13)."""
    minus, two, zero = backs(-1), backs(2), backs(0)
    state = stacked_position(top=[minus, two, zero])
    events = []
    after, outcome, spot = kicking.breakaway_run(GAME.tables, state, 5, events)
    assert (outcome, spot) == ("tackle", 6)
    assert seen(events) == [
        drawn(minus, "breakaway value -1, on to their own 20"),
        drawn(two, "breakaway value +2, on to their own 30"),
        drawn(zero, "breakaway value 0, tackled"),
    ]
    assert after.used == (minus, two, zero) and after.deck == state.deck[3:]


def test_a_breakaway_stops_one_line_short_and_is_a_touchdown_on_the_line():
    three, zero, one = backs(3), backs(0), backs(1)
    state = stacked_position(top=[three, zero])
    events = []
    assert kicking.breakaway_run(GAME.tables, state, 16, events)[1:] == ("tackle", 19)
    assert seen(events) == [drawn(three, "breakaway value +3, on to the opponent's 5"),
                            drawn(zero, "breakaway value 0, tackled")]
    for start, card, text in [(17, three, "+3"), (19, one, "+1"), (18, three, "+3")]:
        state = stacked_position(top=[card, zero])
        events = []
        after, outcome, spot = kicking.breakaway_run(GAME.tables, state, start, events)
        assert (outcome, spot) == ("td", 20)
        assert seen(events) == [drawn(card, f"breakaway value {text}, on to the goal line")]
        assert after.deck[0] == zero and after.used == (card,)


def test_a_breakaway_fumble_or_touchdown_card_ends_the_run():
    """Offense Breakaways step 3 (a fumble card stops the run) and the TD corner (R13)."""
    two, fumble, td = backs(2), backs("F"), backs("TD")
    state = stacked_position(top=[two, fumble])
    events = []
    assert kicking.breakaway_run(GAME.tables, state, 5, events)[1:] == ("fumble", 7)
    assert seen(events) == [drawn(two, "breakaway value +2, on to their own 35"),
                            drawn(fumble, "breakaway value FUMBLE")]
    state = stacked_position(top=[two, td])
    events = []
    assert kicking.breakaway_run(GAME.tables, state, 5, events)[1:] == ("td", 20)
    assert seen(events) == [drawn(two, "breakaway value +2, on to their own 35"),
                            drawn(td, "breakaway value TD")]


# ----- Offense Breakaways: the offense picks, then draws until a tackle or a fumble (ruling R13) ------

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


def test_offense_breakaway_declining_a_penalty_keeps_the_breakaway_run():
    three = back(3, OFFSIDE_RUN)
    tackle = back(0, OFFSIDE_RUN, three)
    state, events = run_down(position(ball=4, top=[OFFSIDE_RUN, three, tackle]), OR2, TIGHT)
    assert "OFFENSE BREAKAWAY (matchup 1)" in all_text(events)
    state, _ = act(state, LIG, "modifier", "event")
    assert state.phase == PENALTY and state.decider == LIG       # a foul on the defense
    state, events = act(state, LIG, "penalty", "decline")
    assert "declined" in kinds(events)
    assert state.ball == 4 + 1 + 3 and state.offense == LIG       # matchup 1, then the run draws 3, then 0
    assert tackle not in state.deck


def test_offense_breakaway_accepting_the_penalty_is_no_play():
    """Accepting is no play: the ball moves by the penalty, the offense card is kept, the down replayed (R8)."""
    three = back(3, OFFSIDE_RUN)
    state, _ = run_down(position(ball=4, top=[OFFSIDE_RUN, three]), OR2, TIGHT)
    state, _ = act(state, LIG, "modifier", "event")
    state, _ = act(state, LIG, "penalty", "accept")
    assert state.ball == 5 and state.down == 1 and OR2[0] in state.hands[LIG]
    assert state.deck[0] == three                                  # no breakaway draw


@pytest.mark.parametrize("off, dfn, text, base", [
    (OR2, TIGHT_RUN, "Outside Run beats Tight Run: OFFENSE BREAKAWAY (matchup 1).", 1),   # 2-3 starts at 1
    (OR3, TIGHT_RUN, "Outside Run beats Tight Run: OFFENSE BREAKAWAY (matchup 1).", 1),   # 3-3 starts at 1
    (OR3, COVER_2, "Outside Run beats Cover 2: OFFENSE BREAKAWAY (matchup 1).", 1),       # 3-2
    (LP8_LOW, PRESS_B, "Long Pass beats Press: OFFENSE BREAKAWAY (matchup 6).", 6),         # 8-2
])
def test_an_offense_breakaway_starts_at_least_at_one_and_the_offense_picks_the_modifier(off, dfn, text, base):
    state, events = run_down(position(ball=4, top=["GD05"]), off, dfn)
    event = one(events, "breakaway")
    assert event.text == text and event.data == {"side": "offense", "base": base}
    assert "matchup" not in kinds(events)
    assert state.phase == MODIFIER and state.decider == LIG and state.revealed
    assert state.play.breakaway == "offense" and state.play.base == base and state.play.card == "GD05"


def test_with_the_fire_on_offense_the_breakaway_choice_goes_to_the_right_seat():
    state, _ = run_down(position(offense=FIR, ball=10, top=["GD05"]), FIR_IR2, ("LIG-D02", "b"))   # Tight Run
    assert state.phase == MODIFIER and state.decider == LIG and state.play.breakaway == "defense"
    state, _ = run_down(position(offense=FIR, ball=10, top=["GD05"]), FIR_OR3, LIG_TIGHT_RUN)
    assert state.phase == MODIFIER and state.decider == FIR and state.play.breakaway == "offense"


def test_taking_a_matching_gain_event_on_an_offense_breakaway_adds_it_and_keeps_drawing():
    state, _ = run_down(position(ball=4, top=["GD10", "GD06", "GD05"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "event")
    assert texts_of(events, "choose-event") == ["Lightning takes the play event."]
    assert state.ball == 4 + 1 + 3 + 2 and state.used == ("GD10", "GD06", "GD05")
    assert texts_of(events, "result") == ["The play gains 6 lines."]


def test_taking_a_play_event_that_does_not_match_is_no_modifier_and_the_run_goes_on():
    state, _ = run_down(position(ball=4, top=["GD05", "GD06", "GD08"]), LP8_LOW, PRESS_B)     # matchup 6
    state, events = act(state, LIG, "modifier", "event")
    assert texts_of(events, "choose-event") == ["Lightning takes the play event (it does not match: no modifier)."]
    assert state.ball == 4 + 6 + 2 and state.used == ("GD05", "GD06", "GD08")


def test_a_fumble_event_on_an_offense_breakaway_happens_at_the_ball_marker():
    """Turnovers: a fumble is at the ball marker, still on the line of scrimmage (R13); the matchup's
    line is lost."""
    state, _ = run_down(position(ball=4, top=["GD20"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "event")
    assert texts_of(events, "fumble") == ["FUMBLE! Fire takes over at the opponent's 20."]
    assert state.offense == FIR and state.ball == 16 and state.used == ("GD20",)


def test_a_fumble_event_at_the_goal_line_on_a_breakaway_is_still_the_defenses_ball_at_its_five():
    state, _ = run_down(position(ball=19, top=["GD20"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "event")
    assert texts_of(events, "fumble") == ["FUMBLE! Fire takes over at their own 5."]
    assert state.offense == FIR and state.ball == 1 and state.score == (0, 0)


def test_an_interception_event_on_an_offense_breakaway_happens_past_the_matchup():
    state, _ = run_down(position(ball=4, top=["GD49"]), LP8_LOW, PRESS_B)
    state, events = act(state, LIG, "modifier", "event")
    assert texts_of(events, "interception") == ["INTERCEPTED! Fire takes over at midfield."]
    assert state.offense == FIR and state.ball == 10


def test_a_penalty_event_on_an_offense_breakaway_declined_returns_to_the_breakaway_run():
    state, _ = run_down(position(ball=4, top=["GD27", "GD06", "GD05"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "event")
    assert state.phase == PENALTY and state.decider == LIG
    assert texts_of(events, "flag-on-play") == ["Flag on the play: Offside on the defense. Lightning accepts or declines."]
    declined, events = act(state, LIG, "penalty", "decline")
    assert texts_of(events, "declined") == ["Lightning declines the penalty."]
    assert declined.ball == 4 + 1 + 2 and declined.used == ("GD27", "GD06", "GD05")
    accepted, _ = act(state, LIG, "penalty", "accept")
    assert accepted.ball == 5 and accepted.down == 1 and OR2[0] in accepted.hands[LIG]


def test_a_penalty_event_that_cannot_be_declined_on_an_offense_breakaway_is_enforced():
    state, _ = run_down(position(ball=6, top=["GD23"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "event")
    assert "flag-on-play" not in kinds(events) and state.phase == CALL and state.ball == 5


def test_the_offense_breakaway_corner_is_added_and_drawing_goes_on_until_a_tackle():
    state, _ = run_down(position(ball=4, top=["GD06", "GD10", "GD05"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "corner")
    assert texts_of(events, "choose-corner") == ["Lightning takes the breakaway value 2."]
    assert state.ball == 4 + 1 + 2 + 2 and state.used == ("GD06", "GD10", "GD05")


def test_a_corner_of_minus_one_is_subtracted_and_the_run_goes_on():
    state, events = run_down(position(ball=4, top=["GD03", "GD10", "GD05"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "corner")
    assert texts_of(events, "choose-corner") == ["Lightning takes the breakaway value -1."]
    assert state.ball == 4 + 1 - 1 + 2


def test_a_corner_of_zero_is_a_tackle_at_the_matchup():
    state, _ = run_down(position(ball=4, top=["GD05", "GD06"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "corner")
    assert texts_of(events, "result") == ["The play gains 1 line."]
    assert state.ball == 5 and state.used == ("GD05",)


def test_a_td_corner_is_a_touchdown_from_anywhere():
    state, _ = run_down(position(ball=4, top=["GD45"]), LP8_LOW, PRESS_B)
    state, events = act(state, LIG, "modifier", "corner")
    assert texts_of(events, "choose-corner") == ["Lightning takes the breakaway value TD."]
    assert texts_of(events, "result") == ["The play gains 16 lines."]
    assert state.score == (6, 0) and state.phase == TRY and state.decider == LIG


def test_a_fumble_corner_happens_at_the_ball_marker():
    state, _ = run_down(position(ball=4, top=["GD24"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "corner")
    assert texts_of(events, "fumble") == ["FUMBLE! Fire takes over at the opponent's 20."]
    assert state.offense == FIR and state.ball == 16


def test_a_breakaway_fumble_behind_the_goal_line_is_still_a_fumble_at_the_five():
    """A run driven back by -1 corners to its own goal line and then fumbled: the book and the rulings
    do not say what a fumble on the goal line is; the engine gives the defense the ball at the
    offense's 5 (a turnover spot is never behind the 5), with no score."""
    state, _ = run_down(position(ball=1, top=["GD03", "GD15", "GD24"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "corner")
    assert texts_of(events, "fumble") == ["FUMBLE! Fire takes over at the opponent's 5."]
    assert state.offense == FIR and state.ball == 19 and state.score == (0, 0)


def test_a_breakaway_run_that_uses_up_the_deck_keeps_its_first_card_face_up():
    """R3: the card that started the play stays out of the reshuffle until the play is over."""
    rest = tuple(c.id for c in GAME.cards.game_day if c.id not in ("GD06", "GD10"))
    state = position(ball=4, top=["GD06", "GD10"])
    state = replace(state, deck=("GD06", "GD10"), used=rest)
    state, _ = run_down(state, OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "corner")
    assert "reshuffle" in kinds(events)
    assert "GD06" in state.used and "GD06" not in state.deck
    assert len(state.deck) + len(state.used) == 54
