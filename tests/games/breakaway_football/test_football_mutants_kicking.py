"""Breakaway Football scoring and the kicking game (``kicking.py``), each rule in a small hand-built
position with the Game Day deck stacked, the module's functions called directly: breakaway returns
(Offense Breakaways; Turnovers; rulings R3, R13), touchdowns, tries, field goals and safeties
(Scoring; Field Goal (3 Points); Safety (2 Points); R21, R22, R26, R28), kickoffs and onside kicks
(Kickoffs/Kick Returns; Onside Kicks; R23), punts, punt returns, blocked punts and touchbacks
(Punting; Punt Returns; Touchbacks; R25) and the optional coffin-corner punt and icing (Optional
Rules; R30) (issue 20: mutation tests of ``kicking.py``). Every event a call makes is pinned word
for word, with its data, and so is the state it leaves.

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (R2): 4 is its 20, 10 midfield, 16 the opponent's 20. The shipped Game
Day cards have punts of 6 to 10 lines and field-goal values 0 and 3 to 9 only; a few tests give a
card another printed value (``rigged``), as a user may replace the authored card data (README of
the rulebooks), to reach the edges the shipped cards cannot.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.games.breakaway_football.support import CARDS, FIR, GAME, LIG, gd, gds
from tests.games.breakaway_football.support import position as football_position

from tabletop.games.breakaway_football import kicking
from tabletop.games.breakaway_football.state import CALL, EQUALIZE, ICE, KICKOFF, OVER, TRY, Call, Play

LO = GAME.offense_ids["LIG"]
FO = GAME.offense_ids["FIR"]
LD = GAME.defense_ids["LIG"]
FD = GAME.defense_ids["FIR"]
SUDDEN = {"overtime": "sudden_death"}


def back(value, n: int = 1, exclude=()):
    """``n`` different cards with that offense breakaway value (never the blocked-punt card)."""
    cards = gds(lambda c: c.offense_breakaway == value and not c.blocked_punt and c.id not in exclude, n)
    return cards[0] if n == 1 else cards


def fg(value, exclude=()) -> str:
    return gd(lambda c: c.field_goal == value and not c.blocked_punt, tuple(exclude))


def punt_card(lines, corner=None, exclude=()) -> str:
    """A card punting ``lines`` (not blocked), with that offense breakaway value if given; searched
    from the bottom of the card list, so that it is not the card ``back`` picks for a return."""
    for card in reversed(CARDS.game_day):
        if (card.punt == lines and not card.blocked_punt and card.id not in exclude
                and (corner is None or card.offense_breakaway == corner)):
            return card.id
    raise LookupError("no Game Day card punts that far")


BLOCKED = gd(lambda c: c.blocked_punt)


def position(**kw):
    """``football_support.position``, refusing a stacked deck that names a card twice."""
    top = list(kw.get("top", ()))
    assert len(set(top)) == len(top), top
    return football_position(**kw)


class Rigged:
    """The registered game, with some Game Day cards printed with other values."""

    def __init__(self, **cards):
        self.gd = dict(GAME.gd)
        for card, values in cards.items():
            self.gd[card] = replace(GAME.gd[card], **values)

    def __getattr__(self, name):
        return getattr(GAME, name)


def seen(events):
    return [(e.kind, e.text, e.data, e.irreversible) for e in events]


def drawn(card: str, what: str):
    """A turned Game Day card: once seen, the move cannot be taken back."""
    return ("game-day", f"Game Day card {card}: {what}.", {"card": card}, True)


def said(kind: str, text: str, data=None):
    return (kind, text, {} if data is None else data, False)


def drive(seat: int, ball: int, text: str):
    return said("drive", f"{('Lightning', 'Fire')[seat]} takes over: {text}.", {"offense": seat, "ball": ball})


def without(cards, *out):
    return tuple(c for c in cards if c not in out)


def called(offense: int = LIG, **kw):
    """A position with both calls on the Play Card space (offense card 4, defense card 2)."""
    off_ids, def_ids = (LO, FO)[offense], (FD, LD)[offense]
    hands = [LO, FO]
    defense = [LD, FD]
    hands[offense] = without(off_ids, off_ids[4])
    defense[1 - offense] = without(def_ids, def_ids[2])
    calls = [None, None]
    calls[offense] = Call(off_ids[4], "a")
    calls[1 - offense] = Call(def_ids[2], "b")
    return position(offense=offense, hands=tuple(hands), defense=tuple(defense), calls=tuple(calls),
                    revealed=True, play=Play(kind="run", card="GD01"), **kw)


# ----- breakaway returns (Offense Breakaways; Turnovers; R13) --------------------------------------
@pytest.mark.parametrize("start", [20, 21])
def test_a_breakaway_from_the_goal_line_is_a_touchdown_without_a_card(start):
    state = position()
    events = []
    assert kicking.breakaway_run(GAME, state, start, events) == (state, "td", 20)
    assert events == []


def test_a_breakaway_adds_values_until_a_zero_tackles_the_runner():
    """Offense Breakaways step 3: cards are added one at a time until a 0 (tackle); -1 is taken off
    and the run goes on (R13)."""
    minus, two, zero = back(-1), back(2), back(0)
    state = position(top=[minus, two, zero])
    events = []
    after, outcome, spot = kicking.breakaway_run(GAME, state, 5, events)
    assert (outcome, spot) == ("tackle", 6)
    assert seen(events) == [
        drawn(minus, "breakaway value -1, on to their own 20"),
        drawn(two, "breakaway value +2, on to their own 30"),
        drawn(zero, "breakaway value 0, tackled"),
    ]
    assert after.used == (minus, two, zero) and after.deck == state.deck[3:]


def test_a_breakaway_stops_one_line_short_and_is_a_touchdown_on_the_line():
    three, zero, one = back(3), back(0), back(1)
    state = position(top=[three, zero])
    events = []
    assert kicking.breakaway_run(GAME, state, 16, events)[1:] == ("tackle", 19)
    assert seen(events) == [drawn(three, "breakaway value +3, on to the opponent's 5"),
                            drawn(zero, "breakaway value 0, tackled")]
    for start, card, text in [(17, three, "+3"), (19, one, "+1"), (18, three, "+3")]:
        state = position(top=[card, zero])
        events = []
        after, outcome, spot = kicking.breakaway_run(GAME, state, start, events)
        assert (outcome, spot) == ("td", 20)
        assert seen(events) == [drawn(card, f"breakaway value {text}, on to the goal line")]
        assert after.deck[0] == zero and after.used == (card,)


def test_a_breakaway_fumble_or_touchdown_card_ends_the_run():
    """Offense Breakaways step 3 (a fumble card stops the run) and the TD corner (R13)."""
    two, fumble, td = back(2), back("F"), back("TD")
    state = position(top=[two, fumble])
    events = []
    assert kicking.breakaway_run(GAME, state, 5, events)[1:] == ("fumble", 7)
    assert seen(events) == [drawn(two, "breakaway value +2, on to their own 35"),
                            drawn(fumble, "breakaway value FUMBLE")]
    state = position(top=[two, td])
    events = []
    assert kicking.breakaway_run(GAME, state, 5, events)[1:] == ("td", 20)
    assert seen(events) == [drawn(two, "breakaway value +2, on to their own 35"),
                            drawn(td, "breakaway value TD")]


def test_a_breakaway_reshuffle_keeps_the_card_of_the_play_face_up():
    """R3: an empty deck is reshuffled from the used cards except the card in play."""
    zeros = back(0, 2)
    first = back(2)
    state = position(play=Play(card=first))
    state = replace(state, deck=(), used=(zeros[0], first, zeros[1]))
    events = []
    after, outcome, spot = kicking.breakaway_run(GAME, state, 5, events)
    assert (outcome, spot) == ("tackle", 5)
    assert after.used[0] == first and after.used[1] in zeros and len(after.used) == 2
    assert after.deck == without(zeros, after.used[1])
    # With no play in progress every used card goes back into the deck.
    state = replace(state, play=None, used=tuple(zeros))
    after, outcome, _ = kicking.breakaway_run(GAME, state, 5, [])
    assert outcome == "tackle" and len(after.used) == 1 and len(after.deck) == 1


# ----- touchdowns and tries (Scoring) ---------------------------------------------------------------
@pytest.mark.parametrize("offense, scorer, score, text", [
    (LIG, LIG, (16, 3), "TOUCHDOWN Lightning! (Lightning 16, Fire 3)"),
    (FIR, FIR, (10, 9), "TOUCHDOWN Fire! (Lightning 10, Fire 9)"),
    (FIR, LIG, (16, 3), "TOUCHDOWN Lightning! (Lightning 16, Fire 3)"),     # the defense scores
    (LIG, FIR, (10, 9), "TOUCHDOWN Fire! (Lightning 10, Fire 9)"),
])
def test_a_touchdown_scores_six_discards_the_offense_card_and_goes_to_the_try(offense, scorer, score, text):
    """Scoring: 6 points, then the scorer kicks the extra point or goes for two; Game Play step 6:
    the offense card is discarded, the defense card kept."""
    state = called(offense, score=(10, 3), two_point=True, decider=1 - scorer)
    events = []
    after = kicking.touchdown(GAME, state, scorer, events)
    assert seen(events) == [said("touchdown", text, {"seat": scorer, "points": 6})]
    assert after.score == score
    assert (after.phase, after.decider, after.offense) == (TRY, scorer, scorer)
    assert after.two_point is False and after.play is None
    off_ids = (LO, FO)[offense]
    assert after.discards[offense] == (off_ids[4],) and after.calls == (None, None)
    assert after.defense == (LD, FD)


def test_an_overtime_touchdown_ends_the_game_even_on_the_first_possession():
    """Overtime: any touchdown ends the game (R28: no try)."""
    state = called(LIG, quarter=5, ot_had_ball=(True, False))
    events = []
    after = kicking.touchdown(GAME, state, LIG, events)
    assert seen(events) == [said("touchdown", "TOUCHDOWN Lightning! (Lightning 6, Fire 0)",
                                 {"seat": LIG, "points": 6}),
                            said("game-over", "Lightning wins, 6-0.", {"winners": (LIG,)})]
    assert after.phase == OVER and after.winners == (LIG,)


@pytest.mark.parametrize("seat, value, good", [(LIG, 3, True), (FIR, 3, True), (LIG, 9, True),
                                               (FIR, 0, False), (LIG, 2, False), (FIR, 4, True)])
def test_the_extra_point_is_good_on_a_field_goal_value_of_three_or_more(seat, value, good):
    """Scoring, Extra Point: one card, field-goal value 3 or higher scores 1 (R22); then the scorer
    kicks off and may go onside (R23). No shipped card has a 2: one is printed for the edge."""
    card = fg(3) if value == 2 else fg(value)
    game = Rigged(**{card: {"field_goal": 2}}) if value == 2 else GAME
    state = position(offense=seat, phase=TRY, decider=seat, score=(6, 6), top=[card], play=Play(card="GD01"),
                     calls=(Call(LO[0]), None), revealed=True, two_point=True)
    events = []
    after = kicking.extra_point(game, state, events)
    score = (7, 6) if seat == LIG else (6, 7)
    score = score if good else (6, 6)
    word = "GOOD" if good else "NO GOOD"
    assert seen(events) == [drawn(card, f"field goal value {value}"),
                            said("extra-point", f"Extra point {word}. (Lightning {score[0]}, Fire {score[1]})",
                                 {"seat": seat, "good": good})]
    assert after.score == score
    assert (after.phase, after.decider, after.offense) == (KICKOFF, seat, seat)
    assert after.play is None and after.calls == (None, None) and after.revealed is False
    assert after.two_point is False
    assert after.deck == state.deck[1:] and after.used == (card,)


def test_a_try_after_the_last_card_of_the_first_quarter_kicks_off_in_the_second():
    """R19: the try is finished first, then the quarter ends; the drive order goes on."""
    state = position(phase=TRY, decider=FIR, offense=FIR, score=(0, 6), top=[fg(7)], quarter_over=True)
    events = []
    after = kicking.extra_point(GAME, state, events)
    assert [e.kind for e in events] == ["game-day", "extra-point", "quarter-end", "quarter"]
    assert (after.quarter, after.phase, after.decider, after.score) == (2, KICKOFF, FIR, (0, 7))


def test_a_try_after_the_last_card_of_the_game_ends_it_without_a_kickoff():
    state = position(phase=TRY, decider=LIG, offense=LIG, score=(6, 0), quarter=4, top=[fg(7)],
                     quarter_over=True)
    events = []
    after = kicking.extra_point(GAME, state, events)
    assert seen(events)[2:] == [
        said("quarter-end", "Quarter 4 is over: an offense has played its last card (Lightning 7, Fire 0).",
             {"quarter": 4}),
        said("game-over", "Lightning wins, 7-0.", {"winners": (LIG,)})]
    assert after.phase == OVER and after.score == (7, 0)


@pytest.mark.parametrize("seat, success, score, word", [
    (LIG, True, (8, 6), "GOOD"), (FIR, True, (6, 8), "GOOD"),
    (LIG, False, (6, 6), "FAILS"), (FIR, False, (6, 6), "FAILS"),
])
def test_a_two_point_try_scores_two_when_it_reaches_the_goal_line(seat, success, score, word):
    """Scoring, 2-Point Conversion: reaching the goal line scores 2; then the scorer kicks off."""
    state = position(offense=seat, ball=18, score=(6, 6), two_point=True)
    events = []
    after = kicking.two_point_result(GAME, state, success, events)
    assert seen(events) == [said("two-point", f"Two-point conversion {word}. "
                                 f"(Lightning {score[0]}, Fire {score[1]})", {"seat": seat, "good": success})]
    assert after.score == score and after.two_point is False
    assert (after.phase, after.decider, after.offense) == (KICKOFF, seat, seat)
    assert after.deck == state.deck


# ----- field goals (Field Goal (3 Points); Ice the Kicker; R20, R21, R30) -----------------------------
@pytest.mark.parametrize("offense, option, timeouts, iced", [
    (LIG, True, (3, 1), True),
    (FIR, True, (1, 0), True),
    (LIG, True, (3, 0), False),          # no time out left: the kick is made at once
    (FIR, True, (0, 3), False),
    (LIG, False, (3, 3), False),         # the option is off
])
def test_the_defense_may_ice_the_kicker_only_under_the_option_with_a_time_out(offense, option, timeouts, iced):
    """Ice the Kicker (optional): before the card is turned the defense may spend a time out."""
    kick = fg(9)
    state = position(offense=offense, ball=12, timeouts=timeouts, options={"ice_the_kicker": option},
                     top=[kick])
    events = []
    after = kicking.attempt_field_goal(GAME, state, events)
    if iced:
        assert events == [] and after == replace(state, phase=ICE, decider=1 - offense)
        return
    score = (3, 0) if offense == LIG else (0, 3)
    assert seen(events) == [drawn(kick, "field goal value 9"),
                            said("field-goal", f"Field goal GOOD from distance 8! (Lightning {score[0]}, "
                                 f"Fire {score[1]})", {"seat": offense, "distance": 8})]
    assert after.phase == KICKOFF and after.decider == offense and after.score == score


@pytest.mark.parametrize("ball, value, iced, good", [
    (14, 6, False, True), (14, 5, False, False), (14, 7, True, True), (14, 6, True, False),
    (17, 3, False, True), (17, 0, False, False), (11, 9, False, True), (11, 8, False, False),
    (12, 9, True, True), (12, 8, True, False),
])
def test_a_field_goal_is_good_when_the_value_reaches_the_distance(ball, value, iced, good):
    """Field Goal step 4: good when the value is equal to or greater than the kick distance (20 less
    the ball position: the chart); icing takes 1 off the value (R30)."""
    card = fg(value)
    state = position(ball=ball, score=(7, 7), top=[card], play=Play(special="field_goal", card="GD01"))
    events = []
    after = kicking.kick_field_goal(GAME, state, events, iced)
    distance = 20 - ball
    shown = f"field goal value {value}" + (" -1 (iced)" if iced else "")
    if good:
        assert seen(events) == [drawn(card, shown),
                                said("field-goal", f"Field goal GOOD from distance {distance}! (Lightning 10, "
                                     "Fire 7)", {"seat": LIG, "distance": distance})]
        assert after.score == (10, 7)
        assert (after.phase, after.decider, after.offense, after.play) == (KICKOFF, LIG, LIG, None)
    else:
        take = max(4, 20 - ball)
        assert seen(events)[:2] == [drawn(card, shown),
                                    said("field-goal-miss", f"Field goal from distance {distance} is NO GOOD.",
                                         {"seat": LIG, "distance": distance})]
        assert [e.data for e in events[2:]] == [{"offense": FIR, "ball": take}]
        assert after.score == (7, 7) and (after.offense, after.ball, after.phase) == (FIR, take, CALL)
    assert after.used == (card,)


@pytest.mark.parametrize("ball, take, text", [
    (17, 4, "1st and 30 at their own 20"),     # from inside the defense's 20: out to its 20 (R21)
    (16, 4, "1st and 30 at their own 20"),
    (15, 5, "1st and 25 at their own 25"),     # otherwise at the spot of the ball
    (11, 9, "1st and 5 at their own 45"),
])
def test_a_missed_field_goal_gives_the_defense_the_ball_at_the_spot_or_its_20(ball, take, text):
    miss = fg(0)
    state = position(offense=FIR, ball=ball, top=[miss])
    events = []
    after = kicking.kick_field_goal(GAME, state, events, iced=False)
    assert seen(events) == [drawn(miss, "field goal value 0"),
                            said("field-goal-miss", f"Field goal from distance {20 - ball} is NO GOOD.",
                                 {"seat": FIR, "distance": 20 - ball}),
                            drive(LIG, take, text)]
    assert (after.offense, after.ball, after.down, after.phase) == (LIG, take, 1, CALL)


def test_an_overtime_field_goal_on_the_first_possession_is_answered():
    """Overtime: a field goal on the first possession gives the other team one more drive (R28)."""
    state = position(quarter=5, ball=14, top=[fg(9)], ot_had_ball=(True, False))
    events = []
    after = kicking.kick_field_goal(GAME, state, events, iced=False)
    assert [e.kind for e in events] == ["game-day", "field-goal"]
    assert after.score == (3, 0) and after.ot_answer == FIR
    assert (after.phase, after.decider, after.winners) == (KICKOFF, LIG, None)


@pytest.mark.parametrize("options, had, score, winners", [
    (SUDDEN, (True, False), (0, 0), (LIG,)),       # sudden death: the first score wins
    (None, (True, True), (0, 0), (LIG,)),          # the other team has had its drive: 3-0 wins
])
def test_an_overtime_field_goal_that_settles_the_game_ends_it(options, had, score, winners):
    state = position(quarter=5, ball=14, top=[fg(9)], ot_had_ball=had, score=score, options=options)
    events = []
    after = kicking.kick_field_goal(GAME, state, events, iced=False)
    assert seen(events)[-1] == said("game-over", "Lightning wins, 3-0.", {"winners": winners})
    assert after.phase == OVER and after.winners == winners


def test_an_overtime_field_goal_that_ties_after_both_drives_plays_on():
    state = position(quarter=5, ball=14, top=[fg(9)], ot_had_ball=(True, True), score=(0, 3), ot_answer=LIG)
    events = []
    after = kicking.kick_field_goal(GAME, state, events, iced=False)
    assert after.phase == KICKOFF and after.score == (3, 3) and after.ot_answer is None


def test_a_missed_overtime_answer_ends_the_game():
    """R28: the answering drive ends without a score: the game is over."""
    state = position(quarter=5, ball=14, top=[fg(0)], ot_had_ball=(True, True), score=(0, 3), ot_answer=LIG)
    events = []
    after = kicking.kick_field_goal(GAME, state, events, iced=False)
    assert seen(events)[2:] == [said("overtime-answer", "Lightning fails to answer the field goal."),
                                said("game-over", "Fire wins, 3-0.", {"winners": (FIR,)})]
    assert after.phase == OVER


# ----- safeties and free kicks (Safety (2 Points); R26) ---------------------------------------------
@pytest.mark.parametrize("offense", [LIG, FIR])
def test_a_safety_scores_two_and_the_team_scored_on_free_kicks_from_its_20(offense):
    """Safety: 2 points and the ball for the defense; the team scored on punts from its own 20 and
    the return is an offense breakaway (R26)."""
    kick, two, zero = punt_card(8), back(2), back(0)
    state = called(offense, ball=0, top=[kick, two, zero], score=(1, 1))
    events = []
    after = kicking.safety(GAME, state, events)
    scorer = 1 - offense
    name = ("Lightning", "Fire")[scorer]
    score = (3, 1) if scorer == LIG else (1, 3)
    assert seen(events) == [
        said("safety", f"SAFETY! 2 points for {name}. (Lightning {score[0]}, Fire {score[1]})",
             {"seat": scorer, "points": 2}),
        drawn(kick, "free kick of 8 lines"),
        said("free-kick", f"{name} fields the free kick at their own 40: the return is an offense breakaway.",
             {"seat": scorer}),
        drawn(two, "breakaway value +2, on to midfield"),
        drawn(zero, "breakaway value 0, tackled"),
        drive(scorer, 10, "1st and 30 at midfield"),
        # The safety spent the offense card: the other team levels its hand (Clock Management).
        said("equalize", f"{name} must discard 1 offense card to match the other team's clock.",
             {"seat": scorer, "count": 1}),
    ]
    assert after.score == score
    assert (after.offense, after.ball, after.phase, after.decider) == (scorer, 10, EQUALIZE, scorer)
    assert after.discards[offense] == ((LO, FO)[offense][4],)


def test_a_safety_on_the_last_card_of_the_game_ends_it_without_a_free_kick():
    state = position(ball=0, quarter=4, quarter_over=True, score=(3, 3))
    events = []
    after = kicking.safety(GAME, state, events)
    assert seen(events)[1:] == [
        said("quarter-end", "Quarter 4 is over: an offense has played its last card (Lightning 3, Fire 5).",
             {"quarter": 4}),
        said("game-over", "Fire wins, 5-3.", {"winners": (FIR,)})]
    assert after.phase == OVER and after.deck == state.deck and after.ball == 0


def test_a_safety_on_the_last_card_of_the_half_is_followed_by_the_second_half_kickoff():
    """R19 and Kickoffs: the half ends; the team that received the opening kickoff now kicks."""
    ret = back(2)
    state = position(ball=0, quarter=2, quarter_over=True, opening_receiver=FIR, top=[ret])
    events = []
    after = kicking.safety(GAME, state, events)
    assert [e.kind for e in events] == ["safety", "quarter-end", "half", "game-day", "kick-return", "drive"]
    assert (after.quarter, after.offense, after.ball, after.score) == (3, LIG, 6, (0, 2))


@pytest.mark.parametrize("options, had, score, over", [
    (SUDDEN, (True, True), (0, 0), True),           # sudden death: any score wins
    (None, (True, True), (0, 0), True),             # both have had the ball: 0-2 wins
    (None, (True, True), (2, 0), False),            # it ties the game: play on
    (None, (False, True), (0, 0), False),           # the team scored on has not had the ball
])
def test_an_overtime_safety(options, had, score, over):
    """R28: a safety in overtime wins unless the other team is still owed its drive or it ties."""
    kick, zero = punt_card(8), back(0)
    state = position(quarter=5, ball=0, top=[kick, zero], ot_had_ball=had, score=score, options=options,
                     ot_answer=FIR)
    events = []
    after = kicking.safety(GAME, state, events)
    assert (after.phase == OVER) is over
    if over:
        assert seen(events)[1:] == [said("game-over", "Fire wins, 2-0.", {"winners": (FIR,)})]
    else:
        assert after.ot_answer == (None if had[LIG] else LIG)
        assert [e.kind for e in events][1:] == ["game-day", "free-kick", "game-day", "drive"]


def test_a_free_kick_that_lands_on_the_goal_line_is_a_touchback_to_the_20():
    """Touchbacks: no return; the receivers start on their 20. The longest shipped punt is 10, so a
    card is printed with 16 here (20 = the 20 plus 16)."""
    kick, td = punt_card(8), back("TD")
    game = Rigged(**{kick: {"punt": 16}})
    state = position(offense=FIR, ball=0, top=[kick, td])
    events = []
    after = kicking.free_kick(game, state, FIR, events)
    assert seen(events) == [drawn(kick, "free kick of 16 lines"), drive(LIG, 4, "1st and 30 at their own 20")]
    assert (after.offense, after.ball, after.score) == (LIG, 4, (0, 0)) and after.deck[0] == td


def test_the_free_kicking_team_lines_up_on_its_20():
    """Safety step 1: the ball goes to the kicking team's 20, and is kicked from there."""
    kick = punt_card(8)
    game = Rigged(**{kick: {"punt": 16}})
    state = position(offense=LIG, ball=0, top=[kick], quarter=4, quarter_over=True, score=(0, 2),
                     play=Play(card="GD01"), two_point=True)
    after = kicking.free_kick(game, state, FIR, [])
    assert (after.phase, after.offense, after.ball, after.play) == (OVER, FIR, 4, None)


def test_a_free_kick_one_line_short_is_returned_from_the_5():
    """A 15-line free kick lands on the receivers' 5; driven back into their own end zone it is a
    safety for the kickers (Safety: a return that loses yardage)."""
    kick, minus, zero, kick2, zero2 = punt_card(8), back(-1), back(0), punt_card(9), back(0, exclude=(back(0),))
    game = Rigged(**{kick: {"punt": 15}})
    state = position(offense=LIG, ball=0, top=[kick, minus, zero, kick2, zero2], score=(0, 2))
    events = []
    after = kicking.free_kick(game, state, LIG, events)
    assert seen(events) == [
        drawn(kick, "free kick of 15 lines"),
        said("free-kick", "Fire fields the free kick at their own 5: the return is an offense breakaway.",
             {"seat": FIR}),
        drawn(minus, "breakaway value -1, on to their own goal line"),
        drawn(zero, "breakaway value 0, tackled"),
        said("safety", "SAFETY! 2 points for Lightning. (Lightning 2, Fire 2)", {"seat": LIG, "points": 2}),
        drawn(kick2, "free kick of 9 lines"),
        said("free-kick", "Lightning fields the free kick at their own 35: the return is an offense breakaway.",
             {"seat": LIG}),
        drawn(zero2, "breakaway value 0, tackled"),
        drive(LIG, 7, "1st and 15 at their own 35"),
    ]
    assert after.score == (2, 2) and (after.offense, after.ball) == (LIG, 7)


# ----- the end of a breakaway return (R13, R25, R26) -------------------------------------------------
def test_a_return_tackled_short_of_the_goal_line_starts_the_drive_there():
    events = []
    after = kicking._return_outcome(GAME, position(offense=FIR, ball=1), FIR, "tackle", 1, events)
    assert seen(events) == [drive(FIR, 1, "1st and 15 at their own 5")]
    assert (after.offense, after.ball, after.score) == (FIR, 1, (0, 0))


@pytest.mark.parametrize("spot", [0, -1])
def test_a_return_tackled_in_the_end_zone_is_a_safety(spot):
    kick, zero = punt_card(8), back(0)
    events = []
    state = position(offense=FIR, ball=1, top=[kick, zero])
    after = kicking._return_outcome(GAME, state, FIR, "tackle", spot, events)
    assert seen(events)[0] == said("safety", "SAFETY! 2 points for Lightning. (Lightning 2, Fire 0)",
                                   {"seat": LIG, "points": 2})
    assert after.score == (2, 0) and (after.offense, after.ball) == (LIG, 8)


def test_a_safety_on_a_return_is_scored_from_the_goal_line():
    state = position(offense=FIR, ball=1, quarter=4, quarter_over=True)
    after = kicking._return_outcome(GAME, state, FIR, "tackle", 0, [])
    assert (after.phase, after.offense, after.ball, after.score) == (OVER, FIR, 0, (2, 0))


@pytest.mark.parametrize("receiver", [LIG, FIR])
def test_a_fumbled_return_goes_to_the_kickers_where_the_return_began(receiver):
    """Turnovers: a fumble is at the ball marker, where the return began (R13, R25, R26)."""
    events = []
    state = position(offense=receiver, ball=8)
    after = kicking._return_outcome(GAME, state, receiver, "fumble", 15, events)
    kicker = 1 - receiver
    name = ("Lightning", "Fire")[kicker]
    assert seen(events) == [said("fumble", f"Fumble on the return! {name} recovers.", {"seat": kicker}),
                            drive(kicker, 12, "1st and 20 at the opponent's 40")]
    assert (after.offense, after.ball) == (kicker, 12)


def test_a_return_touchdown_scores_for_the_receivers():
    events = []
    after = kicking._return_outcome(GAME, position(offense=FIR, ball=8), FIR, "td", 20, events)
    assert seen(events) == [said("touchdown", "TOUCHDOWN Fire! (Lightning 0, Fire 6)", {"seat": FIR, "points": 6})]
    assert (after.phase, after.decider, after.score) == (TRY, FIR, (0, 6))


# ----- kickoffs (Kickoffs/Kick Returns; Onside Kicks; R23) --------------------------------------------
@pytest.mark.parametrize("kicker", [LIG, FIR])
def test_a_kickoff_after_a_score_waits_for_deep_or_onside(kicker):
    state = called(1 - kicker, two_point=True, phase=TRY)
    events = []
    after = kicking.kickoff(GAME, state, kicker, events, after_score=True)
    assert events == [] and after.deck == state.deck
    assert (after.phase, after.decider, after.offense) == (KICKOFF, kicker, kicker)
    assert after.play is None and after.calls == (None, None)
    assert after.revealed is False and after.two_point is False


def test_a_kickoff_that_opens_a_half_is_kicked_deep_at_once():
    ret = back(3)
    state = position(phase=TRY, two_point=True, top=[ret])
    events = []
    after = kicking.kickoff(GAME, state, FIR, events, after_score=False)
    assert seen(events) == [drawn(ret, "kickoff, offense breakaway value 3"),
                            said("kick-return", "Kick return: Lightning starts at their own 45.", {"ball": 9}),
                            drive(LIG, 9, "1st and 5 at their own 45")]
    assert (after.offense, after.ball, after.phase) == (LIG, 9, CALL)


@pytest.mark.parametrize("value, line, what, text", [
    (-1, 5, "Touchback", "their own 25"),
    (0, 5, "Touchback", "their own 25"),
    (1, 3, "Kick return", "their own 15"),
    (2, 6, "Kick return", "their own 30"),
    (3, 9, "Kick return", "their own 45"),
])
@pytest.mark.parametrize("kicker", [LIG, FIR])
def test_the_kick_return_table(value, line, what, text, kicker):
    """Kickoffs/Kick Returns: one card's offense breakaway value places the receivers."""
    card = back(value)
    receiver = 1 - kicker
    name = ("Lightning", "Fire")[receiver]
    state = position(offense=kicker, top=[card])
    events = []
    after = kicking.deep_kick(GAME, state, kicker, events)
    assert seen(events)[:2] == [drawn(card, f"kickoff, offense breakaway value {value}"),
                                said("kick-return", f"{what}: {name} starts at {text}.", {"ball": line})]
    assert seen(events)[2][0] == "drive" and seen(events)[2][2] == {"offense": receiver, "ball": line}
    assert (after.offense, after.ball, after.down, after.phase) == (receiver, line, 1, CALL)


def test_a_kickoff_returned_all_the_way_is_a_touchdown():
    td = back("TD")
    state = position(offense=LIG, top=[td])
    events = []
    after = kicking.deep_kick(GAME, state, LIG, events)
    assert seen(events) == [drawn(td, "kickoff, offense breakaway value TD"),
                            said("kick-return", "Fire returns the kickoff all the way!"),
                            said("touchdown", "TOUCHDOWN Fire! (Lightning 0, Fire 6)", {"seat": FIR, "points": 6})]
    assert (after.phase, after.decider, after.offense, after.score) == (TRY, FIR, FIR, (0, 6))


def test_an_overtime_kickoff_returned_all_the_way_wins_for_the_receivers():
    state = position(offense=FIR, quarter=5, top=[back("TD")])
    events = []
    after = kicking.deep_kick(GAME, state, FIR, events)
    assert [e.kind for e in events] == ["game-day", "kick-return", "touchdown", "game-over"]
    assert (after.phase, after.winners, after.offense) == (OVER, (LIG,), LIG)


@pytest.mark.parametrize("kicker", [LIG, FIR])
def test_a_fumbled_kickoff_is_first_and_goal_for_the_kickers_at_the_20(kicker):
    fumble = back("F")
    state = position(offense=kicker, top=[fumble])
    events = []
    after = kicking.deep_kick(GAME, state, kicker, events)
    name, other = ("Lightning", "Fire")[kicker], ("Lightning", "Fire")[1 - kicker]
    assert seen(events) == [drawn(fumble, "kickoff, offense breakaway value F"),
                            said("kick-return", f"{other} fumbles the kickoff! {name} recovers: "
                                 "1st and goal at the 20."),
                            drive(kicker, 16, "1st and goal at the opponent's 20")]
    assert (after.offense, after.ball, after.target, after.down) == (kicker, 16, 20, 1)


@pytest.mark.parametrize("value, recovered", [(8, True), (9, True), (7, False), (0, False), (3, False)])
@pytest.mark.parametrize("kicker", [LIG, FIR])
def test_an_onside_kick_is_recovered_on_an_8_or_a_9_at_midfield(value, recovered, kicker):
    """Onside Kicks: from midfield, field-goal value 8 or 9: the kickers keep the ball (R23)."""
    card = fg(value)
    state = position(offense=kicker, top=[card])
    events = []
    after = kicking.onside_kick(GAME, state, kicker, events)
    names = ("Lightning", "Fire")
    owner = kicker if recovered else 1 - kicker
    line = (f"Onside kick RECOVERED by {names[kicker]} at midfield!" if recovered
            else f"Onside kick fails: {names[1 - kicker]} takes over at midfield.")
    assert seen(events) == [drawn(card, f"onside kick, field goal value {value}"), said("onside", line),
                            drive(owner, 10, "1st and 30 at midfield")]
    assert (after.offense, after.ball, after.phase) == (owner, 10, CALL)


# ----- punts (Punting; Punt Returns; Touchbacks; Coffin-Corner Punting; R25, R30) ---------------------
def punt_state(ball, top, **kw):
    return position(offense=LIG, ball=ball, down=4, top=top, **kw)


@pytest.mark.parametrize("corner, shown, spot, text, drive_text", [
    (2, "+2", 8, "their own 40", "1st and 10 at their own 40"),
    (0, "+0", 6, "their own 30", "1st and 20 at their own 30"),        # a 0 is no return (R25)
    (3, "+3", 9, "their own 45", "1st and 5 at their own 45"),
    (-1, "-1", 5, "their own 25", "1st and 25 at their own 25"),
])
def test_a_punt_travels_its_lines_and_the_return_is_the_offense_breakaway_value(corner, shown, spot, text,
                                                                               drive_text):
    """Punting step 3 and Punt Returns step 1: from the 30 an 8-line punt is caught on the receivers'
    30, and a second card's offense breakaway value is the return."""
    kick = punt_card(8)
    ret = back(corner, exclude=(kick,))
    state = punt_state(6, [kick, ret])
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert seen(events) == [
        drawn(kick, "punt of 8 lines"),
        drawn(ret, f"punt return, offense breakaway value {corner}"),
        said("punt-return", f"Punt return of {shown}: Fire starts at {text}.", {"ball": spot}),
        drive(FIR, spot, drive_text),
    ]
    assert (after.offense, after.ball, after.down, after.phase, after.play) == (FIR, spot, 1, CALL, None)
    assert after.used == (kick, ret)


def test_a_punt_return_losing_a_line_from_the_receivers_10_starts_at_their_5():
    kick, ret = punt_card(6), back(-1)
    state = punt_state(12, [kick, ret])
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert seen(events)[2:] == [said("punt-return", "Punt return of -1: Fire starts at their own 5.", {"ball": 1}),
                                drive(FIR, 1, "1st and 15 at their own 5")]
    assert (after.offense, after.ball, after.score) == (FIR, 1, (0, 0))


def test_a_punt_return_driven_back_into_the_end_zone_is_a_safety():
    """Safety: a punt return that loses yardage back to the goal line; the receivers free-kick."""
    kick, ret, kick2, zero = punt_card(6), back(-1), punt_card(8), back(0)
    state = punt_state(13, [kick, ret, kick2, zero])
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert seen(events) == [
        drawn(kick, "punt of 6 lines"),
        drawn(ret, "punt return, offense breakaway value -1"),
        said("punt-return", "Fire is driven back into their own end zone."),
        said("safety", "SAFETY! 2 points for Lightning. (Lightning 2, Fire 0)", {"seat": LIG, "points": 2}),
        drawn(kick2, "free kick of 8 lines"),
        said("free-kick", "Lightning fields the free kick at their own 40: the return is an offense breakaway.",
             {"seat": LIG}),
        drawn(zero, "breakaway value 0, tackled"),
        drive(LIG, 8, "1st and 10 at their own 40"),
    ]
    assert after.score == (2, 0)


@pytest.mark.parametrize("ball, lines", [(12, 8), (11, 9), (14, 8)])
def test_a_punt_on_or_past_the_goal_line_is_a_touchback_without_a_return(ball, lines):
    """Touchbacks: no return; the receivers start on their own 20."""
    kick = punt_card(lines)
    state = punt_state(ball, [kick, back("TD")])
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert seen(events) == [drawn(kick, f"punt of {lines} lines"),
                            said("touchback", "Touchback: Fire starts at their own 20."),
                            drive(FIR, 4, "1st and 30 at their own 20")]
    assert (after.offense, after.ball, after.play) == (FIR, 4, None) and after.used == (kick,)


def test_a_punt_one_line_short_of_the_goal_line_is_returned():
    kick, zero = punt_card(8), back(0)
    state = punt_state(11, [kick, zero])
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert seen(events)[2] == said("punt-return", "Punt return of +0: Fire starts at their own 5.", {"ball": 1})
    assert (after.offense, after.ball) == (FIR, 1)


def test_a_punt_returned_for_a_touchdown():
    kick, td = punt_card(8), back("TD")
    state = punt_state(6, [kick, td], score=(3, 0))
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert seen(events)[1:] == [drawn(td, "punt return, offense breakaway value TD"),
                                said("punt-return", "Fire returns the punt for a touchdown!"),
                                said("touchdown", "TOUCHDOWN Fire! (Lightning 3, Fire 6)", {"seat": FIR, "points": 6})]
    assert (after.phase, after.decider, after.offense, after.score) == (TRY, FIR, FIR, (3, 6))


def test_an_overtime_punt_returned_for_a_touchdown_wins_for_the_receivers():
    state = punt_state(6, [punt_card(8), back("TD")], quarter=5, ot_had_ball=(True, False))
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert [e.kind for e in events][-2:] == ["touchdown", "game-over"]
    assert (after.phase, after.winners, after.offense) == (OVER, (FIR,), FIR)


def test_a_muffed_punt_is_recovered_by_the_punting_team_where_it_landed():
    """R25: a fumble corner on the return is a muff; the kickers recover where the punt came down."""
    kick, fumble = punt_card(8), back("F")
    state = punt_state(6, [kick, fumble])
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert seen(events)[1:] == [drawn(fumble, "punt return, offense breakaway value F"),
                                said("punt-return", "Fire muffs the punt! Lightning recovers at the opponent's 30."),
                                drive(LIG, 14, "1st and 10 at the opponent's 30")]
    assert (after.offense, after.ball, after.down) == (LIG, 14, 1)


@pytest.mark.parametrize("lines, printed, landing", [(8, None, 12), (8, 2, 6), (8, 1, 6), (8, 3, 7)])
def test_a_coffin_corner_punt_travels_two_lines_less_and_never_backwards(lines, printed, landing):
    """Coffin-Corner Punting: -2 on the punt value (R30); a punt of 1 or 2 lines then goes nowhere
    (no shipped punt is that short: the card is printed so)."""
    kick = punt_card(lines)
    zero = back(0, exclude=(kick,))
    game = Rigged(**{kick: {"punt": printed}}) if printed else GAME
    state = punt_state(6, [kick, zero])
    events = []
    after = kicking.punt(game, state, events, coffin=True)
    assert seen(events)[0] == drawn(kick, f"punt of {printed or lines} lines -2 (coffin corner)")
    assert (after.offense, after.ball) == (FIR, 20 - landing)


def test_a_blocked_punt_is_a_turnover_and_a_breakaway_return_from_the_line_of_scrimmage():
    """Punt Returns step 2: a blocked punt is an automatic turnover and a breakaway return (R25)."""
    two, zero = back(2), back(0)
    state = punt_state(6, [BLOCKED, two, zero])
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert seen(events) == [
        drawn(BLOCKED, "BLOCKED PUNT"),
        said("blocked-punt", "The punt is blocked! Fire picks it up at the opponent's 30 on a breakaway return.",
             {"seat": FIR}),
        drawn(two, "breakaway value +2, on to the opponent's 20"),
        drawn(zero, "breakaway value 0, tackled"),
        drive(FIR, 16, "1st and goal at the opponent's 20"),
    ]
    assert (after.offense, after.ball, after.play) == (FIR, 16, None)


def test_a_blocked_punt_fumbled_on_the_return_goes_back_to_the_punters_at_the_pick_up():
    fumble = back("F")
    state = punt_state(6, [BLOCKED, back(2), fumble])
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert seen(events)[4] == said("fumble", "Fumble on the return! Lightning recovers.", {"seat": LIG})
    assert (after.offense, after.ball) == (LIG, 6)


def test_a_blocked_punt_return_reshuffle_keeps_the_punt_card_face_up():
    """R3: the blocked punt's card is the card in play while the return draws."""
    zeros = back(0, 2)
    state = punt_state(6, [])
    state = replace(state, deck=(BLOCKED,), used=tuple(zeros))
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert [e.kind for e in events][:3] == ["game-day", "blocked-punt", "reshuffle"]
    assert after.used[0] == BLOCKED and len(after.used) == 2 and len(after.deck) == 1


def test_a_punt_return_reshuffle_keeps_the_punt_card_face_up():
    zeros = back(0, 2)
    kick = punt_card(8, corner=0, exclude=zeros)
    state = punt_state(6, [])
    state = replace(state, deck=(kick,), used=tuple(zeros))
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert [e.kind for e in events][:3] == ["game-day", "reshuffle", "game-day"]
    assert after.used[0] == kick and after.used[1] in zeros and len(after.used) == 2 and len(after.deck) == 1


@pytest.mark.parametrize("blocked", [True, False])
def test_a_punt_on_the_overtime_answering_drive_ends_the_game(blocked):
    """R28: the team owed an answering drive that punts has not scored: the game is over."""
    first = BLOCKED if blocked else punt_card(8)
    state = punt_state(6, [first, back("TD")], quarter=5, ot_answer=LIG, ot_had_ball=(True, True), score=(0, 3))
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert seen(events)[-2:] == [said("overtime-answer", "Lightning fails to answer the field goal."),
                                 said("game-over", "Fire wins, 3-0.", {"winners": (FIR,)})]
    assert after.phase == OVER and after.used == (first,) and after.score == (0, 3)


@pytest.mark.parametrize("blocked", [True, False])
@pytest.mark.parametrize("answer", [None, FIR])
def test_an_overtime_punt_by_a_team_not_owed_an_answer_is_returned(blocked, answer):
    first = BLOCKED if blocked else punt_card(8)
    zero = back(0)
    state = punt_state(6, [first, zero, back(0, exclude=(zero,))], quarter=5, ot_answer=answer,
                       ot_had_ball=(True, False))
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert after.phase == CALL and after.offense == FIR and after.ot_had_ball == (True, True)
    assert "game-over" not in [e.kind for e in events]


def test_an_overtime_punt_touchback_on_the_answering_drive_also_ends_the_game():
    state = punt_state(12, [punt_card(8)], quarter=5, ot_answer=LIG, ot_had_ball=(True, True), score=(0, 3))
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert [e.kind for e in events] == ["game-day", "touchback", "overtime-answer", "game-over"]
    assert after.phase == OVER


# ----- the punting team is the Fire (the receivers are seat 0) ---------------------------------------
def test_the_fire_punt_and_the_lightning_return_it():
    kick, ret = punt_card(8), back(2)
    state = position(offense=FIR, ball=6, down=4, top=[kick, ret])
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert seen(events) == [drawn(kick, "punt of 8 lines"),
                            drawn(ret, "punt return, offense breakaway value 2"),
                            said("punt-return", "Punt return of +2: Lightning starts at their own 40.", {"ball": 8}),
                            drive(LIG, 8, "1st and 10 at their own 40")]
    assert (after.offense, after.ball) == (LIG, 8)


@pytest.mark.parametrize("corner, text", [
    ("F", "Lightning muffs the punt! Fire recovers at the opponent's 30."),
    ("TD", "Lightning returns the punt for a touchdown!"),
])
def test_the_fire_punt_muffed_or_returned_all_the_way(corner, text):
    kick, ret = punt_card(8), back(corner)
    state = position(offense=FIR, ball=6, down=4, top=[kick, ret])
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert seen(events)[2] == said("punt-return", text)
    assert after.offense == (FIR if corner == "F" else LIG)


def test_the_fire_punt_is_blocked_and_the_lightning_pick_it_up():
    zero = back(0)
    state = position(offense=FIR, ball=6, down=4, top=[BLOCKED, zero])
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert seen(events)[1] == said("blocked-punt", "The punt is blocked! Lightning picks it up at the opponent's 30 "
                                   "on a breakaway return.", {"seat": LIG})
    assert (after.offense, after.ball) == (LIG, 14)


def test_the_fire_punt_into_the_end_zone_is_a_touchback():
    state = position(offense=FIR, ball=12, down=4, top=[punt_card(8)])
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert seen(events)[1] == said("touchback", "Touchback: Lightning starts at their own 20.")
    assert (after.offense, after.ball) == (LIG, 4)


def test_a_fire_punt_return_driven_into_the_end_zone_is_a_safety_for_the_fire():
    kick, ret, kick2, zero = punt_card(6), back(-1), punt_card(8), back(0)
    state = position(offense=FIR, ball=13, down=4, top=[kick, ret, kick2, zero])
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert seen(events)[2:4] == [
        said("punt-return", "Lightning is driven back into their own end zone."),
        said("safety", "SAFETY! 2 points for Fire. (Lightning 0, Fire 2)", {"seat": FIR, "points": 2})]
    assert after.score == (0, 2) and after.offense == FIR


# ----- an empty Game Day deck (R3): every kick reshuffles the used cards and says so -------------------
RESHUFFLE = ("reshuffle", "The Game Day deck is used up: the discards are reshuffled.", {}, True)


def only(card, **kw):
    """A position whose Game Day deck is used up with ``card`` the only used card: every draw
    reshuffles that one card and turns it again."""
    return replace(position(**kw), deck=(), used=(card,))


def test_an_extra_point_from_an_empty_deck():
    kick = fg(7)
    events = []
    after = kicking.extra_point(GAME, only(kick, phase=TRY, decider=LIG, score=(6, 0)), events)
    assert seen(events) == [RESHUFFLE, drawn(kick, "field goal value 7"),
                            said("extra-point", "Extra point GOOD. (Lightning 7, Fire 0)", {"seat": LIG, "good": True})]
    assert after.deck == () and after.used == (kick,)


def test_a_field_goal_from_an_empty_deck():
    kick = fg(9)
    events = []
    after = kicking.kick_field_goal(GAME, only(kick, ball=14), events, iced=False)
    assert [e.kind for e in events] == ["reshuffle", "game-day", "field-goal"] and after.score == (3, 0)


def test_a_free_kick_from_an_empty_deck_reshuffles_for_the_kick_and_again_for_the_return():
    kick = punt_card(8, corner=0)
    events = []
    after = kicking.free_kick(GAME, only(kick, ball=0), LIG, events)
    assert seen(events) == [RESHUFFLE, drawn(kick, "free kick of 8 lines"),
                            said("free-kick", "Fire fields the free kick at their own 40: the return is an offense "
                                 "breakaway.", {"seat": FIR}),
                            RESHUFFLE, drawn(kick, "breakaway value 0, tackled"),
                            drive(FIR, 8, "1st and 10 at their own 40")]
    assert (after.offense, after.ball) == (FIR, 8)


def test_a_free_kick_leaves_no_card_face_up_through_a_reshuffle():
    """R3 keeps only the card of a play in progress out of a reshuffle; a free kick has none, so a
    card left over from an earlier play goes back into the deck."""
    kick = punt_card(8, corner=0)
    earlier = back(0, exclude=(kick,))
    state = replace(position(ball=0, play=Play(card=earlier)), deck=(kick,), used=(earlier,))
    after = kicking.free_kick(GAME, state, LIG, [])
    assert len(after.used) == 1 and len(after.deck) == 1 and set(after.used + after.deck) == {kick, earlier}


@pytest.mark.parametrize("corner, owner, ball", [(0, FIR, 5), (3, FIR, 9), ("F", LIG, 16)])
def test_a_kickoff_from_an_empty_deck(corner, owner, ball):
    card = back(corner)
    events = []
    after = kicking.deep_kick(GAME, only(card), LIG, events)
    assert seen(events)[:2] == [RESHUFFLE, drawn(card, f"kickoff, offense breakaway value {corner}")]
    assert (after.offense, after.ball) == (owner, ball)


def test_an_onside_kick_from_an_empty_deck():
    card = fg(8)
    events = []
    after = kicking.onside_kick(GAME, only(card), FIR, events)
    assert seen(events)[:2] == [RESHUFFLE, drawn(card, "onside kick, field goal value 8")]
    assert (after.offense, after.ball) == (FIR, 10)


def test_a_punt_from_an_empty_deck():
    """Two used cards, both 8-line punts with a 0 return corner: either order gives the same result."""
    kicks = (punt_card(8, corner=0), punt_card(8, corner=0, exclude=(punt_card(8, corner=0),)))
    events = []
    after = kicking.punt(GAME, replace(position(ball=6, down=4), deck=(), used=kicks), events, coffin=False)
    first, second = events[1].data["card"], events[2].data["card"]
    assert {first, second} == set(kicks)
    assert seen(events)[:3] == [RESHUFFLE, drawn(first, "punt of 8 lines"),
                                drawn(second, "punt return, offense breakaway value 0")]
    assert (after.offense, after.ball) == (FIR, 6)


# ----- kicks with the last offense card of the quarter (Clock Management; R19) ------------------------
# A field goal or punt discards an offense card: when it was the last, the quarter ends once the kick
# and its return are over, and (after the 1st quarter) both teams take back all 15 cards.
def last_card(**kw):
    return position(quarter_over=True, hands=(LO[:3], FO[:3]), discards=(LO[3:], FO[3:]), **kw)


QUARTER_2 = [said("quarter-end", "Quarter 1 is over: an offense has played its last card (Lightning {}, Fire {}).",
                  {"quarter": 1}),
             said("quarter", "Quarter 2 begins: both teams reclaim all 15 offense cards.", {"quarter": 2})]


def quarter_2(score=(0, 0)):
    end, begin = QUARTER_2
    return [(end[0], end[1].format(*score), end[2], end[3]), begin]


def check_quarter_2(after):
    assert after.quarter == 2 and after.quarter_over is False
    assert after.hands == (LO, FO) and after.discards == ((), ())


def test_a_two_point_try_on_the_last_card_ends_the_quarter_before_the_kickoff():
    events = []
    after = kicking.two_point_result(GAME, last_card(score=(6, 0), two_point=True, ball=18), True, events)
    assert seen(events)[1:] == quarter_2((8, 0))
    assert after.phase == KICKOFF
    check_quarter_2(after)


def test_a_good_field_goal_on_the_last_card_ends_the_quarter_before_the_kickoff():
    events = []
    after = kicking.kick_field_goal(GAME, last_card(ball=14, top=[fg(9)]), events, iced=False)
    assert seen(events)[2:] == quarter_2((3, 0))
    assert after.phase == KICKOFF
    check_quarter_2(after)


def test_a_missed_field_goal_on_the_last_card_ends_the_quarter_and_the_defense_takes_over():
    events = []
    after = kicking.kick_field_goal(GAME, last_card(ball=14, top=[fg(0)]), events, iced=False)
    assert seen(events)[2:] == quarter_2() + [drive(FIR, 6, "1st and 20 at their own 30")]
    check_quarter_2(after)


@pytest.mark.parametrize("top, offense, ball", [
    ([punt_card(8), back(2)], FIR, 8),           # returned
    ([punt_card(8), back("F")], LIG, 14),        # muffed
    ([punt_card(9)], FIR, 4),                    # touchback (from the 11: 20)
    ([BLOCKED, back(0)], FIR, 14),               # blocked, tackled at once
    ([BLOCKED, back("F")], LIG, 6),              # blocked, fumbled
])
def test_a_punt_on_the_last_card_ends_the_quarter_before_the_next_drive(top, offense, ball):
    events = []
    start = 11 if len(top) == 1 else 6
    after = kicking.punt(GAME, last_card(ball=start, down=4, top=top), events, coffin=False)
    assert seen(events)[-3:-1] == quarter_2()
    assert (after.offense, after.ball, after.phase) == (offense, ball, CALL)
    check_quarter_2(after)


def test_a_punt_return_safety_on_the_last_card_ends_the_quarter_before_the_free_kick():
    kick, ret, kick2, zero = punt_card(6), back(-1), punt_card(8), back(0)
    events = []
    after = kicking.punt(GAME, last_card(ball=13, down=4, top=[kick, ret, kick2, zero]), events, coffin=False)
    assert [e.kind for e in events][3:6] == ["safety", "quarter-end", "quarter"]
    assert (after.offense, after.ball, after.score) == (LIG, 8, (2, 0))
    check_quarter_2(after)


@pytest.mark.parametrize("kick, top, offense, ball", [
    ("deep", [back(2)], FIR, 6),
    ("deep", [back("F")], LIG, 16),
    ("onside", [fg(8)], LIG, 10),
    ("onside", [fg(7)], FIR, 10),
    ("free", [punt_card(8), back(0)], FIR, 8),
    ("free", [punt_card(8), back("F")], LIG, 12),
])
def test_every_kick_starts_the_next_drive_through_the_clock(kick, top, offense, ball):
    """Each kick hands the ball over through the drive start, which ends a quarter still pending."""
    state = last_card(top=top, ball=0)
    events = []
    if kick == "deep":
        after = kicking.deep_kick(GAME, state, LIG, events)
    elif kick == "onside":
        after = kicking.onside_kick(GAME, state, LIG, events)
    else:
        after = kicking.free_kick(GAME, state, LIG, events)
    assert seen(events)[-3:-1] == quarter_2()
    assert (after.offense, after.ball) == (offense, ball)
    check_quarter_2(after)


def test_a_free_kick_touchback_starts_the_next_drive_through_the_clock():
    kick = punt_card(8)
    events = []
    after = kicking.free_kick(Rigged(**{kick: {"punt": 16}}), last_card(top=[kick], ball=0), LIG, events)
    assert seen(events)[1:] == quarter_2() + [drive(FIR, 4, "1st and 30 at their own 20")]
    check_quarter_2(after)


# ----- free-kick returns (Safety (2 Points): the return is an offense breakaway; R26) -----------------
def test_a_free_kick_returned_all_the_way():
    kick, td = punt_card(8), back("TD")
    events = []
    after = kicking.free_kick(GAME, position(ball=0, top=[kick, td], score=(0, 2)), LIG, events)
    assert seen(events)[2:] == [drawn(td, "breakaway value TD"),
                                said("touchdown", "TOUCHDOWN Fire! (Lightning 0, Fire 8)", {"seat": FIR, "points": 6})]
    assert (after.phase, after.decider, after.offense) == (TRY, FIR, FIR)


def test_an_overtime_free_kick_returned_all_the_way_wins_for_the_receivers():
    kick, td = punt_card(8), back("TD")
    after = kicking.free_kick(GAME, position(ball=0, top=[kick, td], quarter=5, score=(2, 2)), LIG, [])
    assert (after.phase, after.winners, after.offense, after.score) == (OVER, (FIR,), FIR, (2, 8))


def test_a_free_kick_return_fumbled_goes_back_to_the_kickers_where_the_return_began():
    """Turnovers; R26: the fumble is at the ball marker, where the receivers fielded the kick."""
    kick, two, fumble = punt_card(8), back(2), back("F")
    events = []
    after = kicking.free_kick(GAME, position(ball=0, top=[kick, two, fumble]), LIG, events)
    assert seen(events)[4:] == [said("fumble", "Fumble on the return! Lightning recovers.", {"seat": LIG}),
                                drive(LIG, 12, "1st and 20 at the opponent's 40")]
    assert (after.offense, after.ball) == (LIG, 12)


def test_an_overtime_blocked_punt_returned_all_the_way_wins_for_the_receivers():
    state = punt_state(6, [BLOCKED, back("TD")], quarter=5, ot_had_ball=(True, False))
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert [e.kind for e in events] == ["game-day", "blocked-punt", "game-day", "touchdown", "game-over"]
    assert (after.phase, after.winners, after.offense) == (OVER, (FIR,), FIR)


def test_a_punt_return_safety_on_the_last_card_of_the_game_is_scored_on_the_goal_line():
    """The safety ends the 4th quarter's last play: the game is over, the ball on the receivers' goal line."""
    kick, ret = punt_card(6), back(-1)
    state = punt_state(13, [kick, ret], quarter=4, quarter_over=True, score=(0, 3))
    events = []
    after = kicking.punt(GAME, state, events, coffin=False)
    assert [e.kind for e in events][-3:] == ["safety", "quarter-end", "game-over"]
    assert (after.phase, after.offense, after.ball, after.score) == (OVER, FIR, 0, (2, 3))
