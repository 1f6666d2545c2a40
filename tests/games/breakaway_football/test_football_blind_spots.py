"""Breakaway Football: scenarios for the rule branches issue 20 found the suite blind to.

Each test is built from the book's words (``breakaway-football.md``; the section is named in the
test or its docstring) and checks the outcome of the play: who has the ball, where, and the
score. Rulings R1... are in ``docs/rulings/breakaway-football.md``. Each was checked against a
one-line bug planted in a copy of the rules modules (the report of issue 20 lists them).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.games.breakaway_football.support import (
    CARDS,
    FIR,
    GAME,
    LIG,
    act,
    check_inventory,
    defense_card,
    gd,
    kinds,
    neutral_for,
    offense_card,
    position,
    run_down,
)

from tabletop.games.breakaway_football.state import CALL, KICKOFF, MODIFIER, PENALTY, TRY

BLITZ = defense_card("FIR", "Blitz", run=1)          # run 1, pass 1
TIGHT = defense_card("FIR", "Tight Run")              # run 3; wins vs Inside Run, loses to Outside Run
TWO_MAN = defense_card("FIR", "2 Man Under")          # pass 3; wins vs Long Pass, loses to Inside Run
PREVENT = defense_card("FIR", "Prevent")              # run 1, pass 2, halves the play; loses to Inside Run
IR2 = offense_card("LIG", "inside_run", 2)
IR3 = offense_card("LIG", "inside_run", 3)
OR2 = offense_card("LIG", "outside_run", 2)
OR3 = offense_card("LIG", "outside_run", 3)
SP2 = offense_card("LIG", "short_pass", 2)
MP5 = offense_card("LIG", "medium_pass", 5, low=False)
LP6 = offense_card("LIG", "long_pass", 6, low=False)
LP8 = offense_card("LIG", "long_pass", 8, low=True)

NEUTRAL_RUN = gd(neutral_for("run"))      # a pass event: nothing for a run
NEUTRAL_PASS = gd(neutral_for("pass"))    # a run event: nothing for a pass
RUN_FUMBLE = gd(lambda c: c.event.kind == "run" and c.event.effect == "fumble")
INTERCEPTION = gd(lambda c: c.event.kind == "pass" and c.event.effect == "interception")
PUNT8 = gd(lambda c: c.punt == 8 and not c.blocked_punt)
BLOCKED = gd(lambda c: c.blocked_punt)
FG9 = gd(lambda c: c.field_goal == 9 and c.offense_breakaway != "TD")


def card(pred, *exclude: str) -> str:
    return gd(pred, exclude)


def back(value, *exclude: str) -> str:
    """A Game Day card with this offense breakaway value."""
    return gd(lambda c: c.offense_breakaway == value, exclude)


def texts(events) -> str:
    return " ".join(e.text for e in events)


# ----- Punt Returns: "return punt = Offense Breakaway value" ------------------------------------------
# Kickoffs/Kick Returns table: "TD Touchdown!" -- the same corner value read on a punt return.
def test_punt_return_touchdown_scores_six_for_the_receivers():
    ret = back("TD", PUNT8)
    state = position(ball=6, down=4, top=[PUNT8, ret])
    state, _ = act(state, LIG, "special", "punt")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "returns the punt for a touchdown" in texts(events)
    assert "touchdown" in kinds(events)
    assert state.score == (0, 6)
    assert state.phase == TRY and state.decider == FIR and state.offense == FIR
    check_inventory(state)


def test_punt_return_of_some_lines_starts_the_receivers_there():
    """Punt Returns step 1: the return is the offense breakaway value (here 3 lines)."""
    ret = back(3, PUNT8)
    state = position(ball=6, down=4, top=[PUNT8, ret])
    state, _ = act(state, LIG, "special", "punt")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.score == (0, 0) and state.offense == FIR and state.ball == 20 - (6 + 8) + 3


# ----- Punt Returns step 2: "Blocked punt is an automatic turnover AND breakaway return" -----------------
def test_blocked_punt_returned_all_the_way_is_a_touchdown():
    two = back(2, BLOCKED)
    td = back("TD", BLOCKED, two)
    state = position(ball=6, down=4, top=[BLOCKED, two, td])
    state, _ = act(state, LIG, "special", "punt")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "blocked-punt" in kinds(events) and "touchdown" in kinds(events)
    assert state.score == (0, 6) and state.phase == TRY and state.decider == FIR


def test_blocked_punt_return_fumbled_goes_back_to_the_punting_team_at_the_ball_marker():
    """Turnovers (fumbles happen at the ball marker's spot), R13/R25: a fumble during a breakaway
    return happens where the return began, not where the runner had got to."""
    two = back(2, BLOCKED)
    fumble = back("F", BLOCKED, two)
    state = position(ball=6, down=4, top=[BLOCKED, two, fumble])
    state, _ = act(state, LIG, "special", "punt")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "Fumble on the return" in texts(events)
    # Fire picked it up at their 14 (20 - 6) and ran 2 lines before the fumble: Lightning's 6.
    assert state.offense == LIG and state.ball == 20 - 14 and state.score == (0, 0)


# ----- Safety (2 Points): free kick, "The Free Kick return is an Offense Breakaway." -----------------------
MINUS2 = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == -2)


def safety_then_free_kick(*returns: str, returned: bool = True):
    """Lightning on their own 5 lose a line into the end zone: safety; Lightning free-kick 8 lines
    from their 20, Fire field it at their 8 (20 - 12) and return it."""
    state = position(ball=1, top=[MINUS2, PUNT8, *returns])
    state, events = run_down(state, IR2, BLITZ)              # 1 - 2 = -1: into the end zone
    assert "safety" in kinds(events) and ("free-kick" in kinds(events)) == returned
    return state, events


def test_free_kick_returned_for_a_touchdown_scores_six_more():
    td = back("TD", MINUS2, PUNT8)
    state, events = safety_then_free_kick(td)
    assert "touchdown" in kinds(events)
    assert state.score == (0, 2 + 6) and state.phase == TRY and state.decider == FIR


def test_free_kick_return_fumble_goes_to_the_kicking_team_at_the_ball_marker():
    """Turnovers, R26: a fumble on the return goes back to the kicking team where the return began."""
    two = back(2, MINUS2, PUNT8)
    fumble = back("F", MINUS2, PUNT8, two)
    state, events = safety_then_free_kick(two, fumble)
    assert "Fumble on the return" in texts(events)
    # Fire fielded at their 8 and ran 2 before the fumble: Lightning's ball at Fire's 8.
    assert state.score == (0, 2) and state.offense == LIG and state.ball == 20 - 8


def test_free_kick_that_lands_on_the_goal_line_is_a_touchback(monkeypatch):
    """Touchbacks: "Punts that land on or past the Goal Line are touchbacks. No punt return takes
    place" -- the free kick is a punt (Safety step 2). No shipped card punts 16 lines from the 20
    (the longest is 10), so the card is lengthened here to reach the branch."""
    assert max(c.punt for c in CARDS.game_day) + 4 < 20
    monkeypatch.setitem(GAME.gd, PUNT8, replace(GAME.gd[PUNT8], punt=16))
    td = back("TD", MINUS2, PUNT8)                   # would score if a return took place
    state, events = safety_then_free_kick(td, returned=False)
    assert "touchdown" not in kinds(events) and state.score == (0, 2)
    assert state.offense == FIR and state.ball == 4  # the receivers' 20
    assert td in state.deck                          # no return card was turned


# ----- Defense Breakaways: "Defense chooses which modifier to apply -- the main Play Event ..." ---------
# Turnovers: "Turnovers can happen on an Offensive or Defensive breakaway, or from Play Events";
# "fumbles occur at the current spot of the ball marker."
def test_defense_breakaway_taking_a_fumble_play_event_turns_the_ball_over_at_the_spot():
    state, events = run_down(position(ball=8, top=[RUN_FUMBLE]), IR2, TIGHT)
    assert "DEFENSE BREAKAWAY" in texts(events) and state.phase == MODIFIER and state.decider == FIR
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


# ----- Offense Breakaways with a penalty play event ------------------------------------------------------
# Offense Breakaways step 3: "Continue to draw extra Game Day cards ... until you pull a 0 or fumble."
# Penalties: "DECLINE: No effect." Declining leaves the breakaway as it was: the run goes on.
OFFSIDE_RUN = gd(lambda c: c.event.kind == "run" and c.event.effect == "penalty"
                 and c.event.penalty.on == "defense" and not c.event.penalty.first_down)


def test_offense_breakaway_declining_a_penalty_keeps_the_breakaway_run():
    three = back(3, OFFSIDE_RUN)
    tackle = back(0, OFFSIDE_RUN, three)
    state, events = run_down(position(ball=4, top=[OFFSIDE_RUN, three, tackle]), OR2, TIGHT)
    assert "OFFENSE BREAKAWAY (matchup 1)" in texts(events)
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


# ----- Prevent Defense: "cuts the starting value of ANY Offense play in half (rounded up)" ---------------
@pytest.mark.parametrize("play, top, before, halved, defense", [
    (OR3, NEUTRAL_RUN, 3, 2, 1),       # a run: 3 -> 2, against run 1 -> 1 line (unhalved: 2)
    (MP5, NEUTRAL_PASS, 5, 3, 2),      # a medium pass: 5 -> 3, against pass 2 -> 1 line (unhalved: 3)
    (LP8, gd(lambda c: c.event.kind == "pass" and c.event.color == "green" and c.event.value == 1),
     8, 4, 2),                         # the book's own example: a Long Pass of 8 becomes 4
])
def test_prevent_halves_any_offense_play(play, top, before, halved, defense):
    state, events = run_down(position(ball=6, top=[top]), play, PREVENT)
    assert f"Prevent defense halves the play to {halved}." in texts(events)
    bonus = 1 if play == LP8 else 0                                # the green +1 completing the long pass
    assert state.ball == 6 + (halved - defense) + bonus
    assert before != halved


def test_prevent_halves_the_run_it_loses_to_before_the_breakaway_matchup():
    """Inside Run beats Prevent (an offense breakaway), but the play is still halved first: 3 -> 2,
    2 - 1 = a matchup of 1 (unhalved: 2). Taking the corner 0 ends the run at the matchup."""
    tackle = back(0)
    state, events = run_down(position(ball=6, top=[tackle]), IR3, PREVENT)
    assert "Prevent defense halves the play to 2." in texts(events)
    assert "OFFENSE BREAKAWAY (matchup 1)" in texts(events)
    state, _ = act(state, LIG, "modifier", "corner")
    assert state.ball == 7


# ----- Touchdown/PAT: the two-point try, with turnovers and penalties -------------------------------------
# "If Offense reaches/crosses the Goal Line, score 2 points" -- anything else scores nothing (R16);
# penalties and turnovers work as on any down.
RUN_PLUS_2 = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == 2)


def on_a_two_point_try(*top: str):
    state = position(ball=18, top=[RUN_PLUS_2, *top])
    state, events = run_down(state, IR2, BLITZ)
    assert "touchdown" in kinds(events) and state.phase == TRY
    state, _ = act(state, LIG, "try", "two")
    assert state.two_point and state.ball == 18 and state.phase == CALL and state.score == (6, 0)
    return state


def test_fumble_on_the_two_point_try_scores_nothing_and_the_card_goes_back():
    state = on_a_two_point_try(RUN_FUMBLE)
    hand = state.hands[LIG]
    try_card = next((c, end) for c in hand for end in "ab"
                    if GAME.off[c].play(end).type == "inside_run" and GAME.off[c].play(end).strength == 2)
    state, events = run_down(state, try_card, BLITZ)                 # a card from the hand this time
    assert "Fumble on the try." in texts(events)
    assert state.score == (6, 0) and state.phase == KICKOFF and state.decider == LIG
    assert not state.two_point and state.hands[LIG] == hand        # untimed: no card used
    check_inventory(state)


def test_interception_on_the_two_point_try_scores_nothing():
    state = on_a_two_point_try(INTERCEPTION)
    state, events = run_down(state, SP2, TWO_MAN)
    assert "Interception on the try." in texts(events)
    assert state.score == (6, 0) and state.phase == KICKOFF


def test_false_start_on_the_two_point_try_replays_it_a_line_back():
    """False Start, "Cannot DECLINE ... Offense loses 1 line ... REPLAY THE DOWN"."""
    false_start = gd(lambda c: c.event.effect == "penalty" and not c.event.penalty.declinable)
    plus1 = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == 1, (RUN_PLUS_2,))
    state = on_a_two_point_try(false_start, plus1, NEUTRAL_RUN)
    state, events = run_down(state, IR2, BLITZ)
    assert "penalty" in kinds(events)
    assert state.two_point and state.ball == 17 and state.phase == CALL and state.score == (6, 0)
    state, _ = run_down(state, IR2, BLITZ)                           # 1 + 1 = 2 lines: the 19, short
    assert state.score == (6, 0) and state.phase == KICKOFF


def test_accepted_defensive_penalty_on_the_two_point_try_replays_it_a_line_closer():
    offside = OFFSIDE_RUN
    state = on_a_two_point_try(offside, NEUTRAL_RUN)
    state, _ = run_down(state, OR2, BLITZ)
    assert state.phase == PENALTY and state.decider == LIG
    state, _ = act(state, LIG, "penalty", "accept")
    assert state.two_point and state.ball == 19 and state.phase == CALL and state.score == (6, 0)
    state, _ = run_down(state, IR2, BLITZ)                           # 1 line from the 5: in
    assert state.score == (8, 0) and state.phase == KICKOFF


def test_a_penalty_on_a_try_after_the_last_card_of_the_half_still_finishes_the_try():
    """Clock Management: the half ends "once either Offense plays its last Offense card"; the
    try is untimed and is finished first (R16, R19), a penalty on it included. Lightning score
    with their last card of the 2nd quarter; an accepted offside replays the try from the 5."""
    lig_cards = [c.id for c in GAME.cards.teams["LIG"].offense]
    others = tuple(c for c in lig_cards if c != IR2[0])
    state = position(ball=18, quarter=2, top=[RUN_PLUS_2, OFFSIDE_RUN, NEUTRAL_RUN])
    state = replace(state, hands=((IR2[0],), state.hands[FIR]), discards=(others, state.discards[FIR]))
    state, events = run_down(state, IR2, BLITZ)
    assert "touchdown" in kinds(events) and state.hands[LIG] == () and state.quarter == 2
    state, _ = act(state, LIG, "try", "two")
    state, _ = run_down(state, OR2, BLITZ)                           # from the discards
    state, events = act(state, LIG, "penalty", "accept")
    assert state.two_point and state.ball == 19 and state.phase == CALL and state.quarter == 2
    assert "half" not in kinds(events)
    state, events = run_down(state, IR2, BLITZ)                      # 1 line from the 5: in
    assert state.score == (8, 0)
    assert "half" in kinds(events) and state.quarter == 3            # now the half is over


# ----- Hail Mary: "completions earn 10 yard lines and an Offense Breakaway" -------------------------------
# Offense Breakaways: keep drawing "until you pull a 0 (tackle) or fumble"; R13: the fumble happens
# where the runner had got to.
def test_hail_mary_completion_fumbled_on_the_breakaway_turns_over_at_the_line_of_scrimmage():
    """Turnovers, R13, R24: the ball marker stays on the line of scrimmage until the play ends, so a
    fumble on the completion's breakaway gives the ball to the defense there."""
    fumble = back("F", FG9)
    state = position(ball=4, top=[FG9, fumble])
    state, _ = act(state, LIG, "special", "hail_mary")
    state, events = act(state, LIG, "discard", state.hands[LIG][0])
    assert "HAIL MARY COMPLETE" in texts(events) and "fumble" in kinds(events)
    assert state.offense == FIR and state.ball == 20 - 4 and state.score == (0, 0)


# ----- The Game Day deck reshuffled (ruling R3; Setup: "Shuffle Game Day deck") ---------------------------
def test_an_empty_game_day_deck_is_reshuffled_from_the_used_cards_keeping_the_card_in_play():
    """The breakaway's first card is the deck's last; the run's next draw reshuffles the other 53
    used cards, and the card that started the play stays face up, out of the new deck."""
    first = back(2)
    state = position(ball=4)
    state = replace(state, deck=(first,), used=tuple(c for c in GAME.gd_ids if c != first))
    state, events = run_down(state, OR2, TIGHT)
    state, events = act(state, LIG, "modifier", "corner")
    assert kinds(events).count("reshuffle") == 1
    assert state.used.count(first) == 1 and first not in state.deck
    assert sorted(state.deck + state.used) == sorted(GAME.gd_ids)
    drawn = [e.data["card"] for e in events if e.kind == "game-day"]
    assert drawn and first not in drawn
    check_inventory(state)


def test_a_play_from_an_empty_deck_draws_from_the_reshuffled_discards():
    state = position(ball=6)
    state = replace(state, deck=(), used=GAME.gd_ids)
    state, events = run_down(state, IR2, BLITZ)
    assert "reshuffle" in kinds(events)
    assert len(state.deck) == 53 and len(state.used) == 1
    assert state.chance > position(ball=6).chance
