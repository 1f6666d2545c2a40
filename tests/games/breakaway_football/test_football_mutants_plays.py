"""Breakaway Football play resolution (``plays.py``), each rule in a small hand-built position with the
Game Day deck stacked: the face-down calls and audibles (Game Play; Audibles; rulings R4, R5), the
reveal and strength comparison (Game Play; Minimum Gain = 1; Prevent Defense; R6), breakaways and
earning flags back (Breakaways; Challenge Flags; R11, R13, R14), challenge flags (R11), play events,
low-percentage passes and penalties on a play (Game Day Cards; Low-Percentage Passing; Penalties;
R7, R8, R18), turnovers (Turnovers; R17), the end of a play (gains, touchdowns, safeties, the
two-point try, late-half incompletions: R16, R29) and the announced plays (Hail Mary, QB Kneel, punts
and field goals: R15, R24, R27) (issue 20: mutation tests of ``plays.py``).
The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; ball positions count five-yard lines from the
offense's own goal line (R2). Game Day cards used (from ``card_data/breakaway_football/game_day.yaml``):

- GD01 run +1 (fg 8); GD02 run +1, defense corner TO; GD03 run +1, offense corner -1;
  GD04 run +1, defense corner -2; GD05 run +1, offense corner 0; GD06 run +2, offense corner 2;
  GD07 run +2; GD10 run +3, offense corner 2, defense corner 0; GD12 run -1, punt 10;
  GD15 run -1, offense corner -1; GD17 run -2; GD20 run fumble, offense corner 3;
- GD23 false start (cannot decline); GD24 false start, offense corner F; GD25 offensive holding -2;
  GD27 offside +1 (on the defense);
- GD28 pass +1 green, field goal 9; GD40 pass -1 red; GD43 pass -1 red, defense corner TO;
  GD45 pass -2 red, offense corner TD; GD47 pass 0 red, field goal 0; GD48 interception;
  GD49 interception, offense corner -1; GD51 defensive holding +1 (automatic first down);
  GD54 intentional grounding -2 (on the offense).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.games.breakaway_football.support import (
    BLITZ,
    FIR,
    GAME,
    IR2,
    LIG,
    LP6,
    LP8_LOW,
    OR3,
    TIGHT_RUN,
    TWO_MAN,
    act,
    kinds,
    position,
    run_down,
)

from tabletop.engine.actions import Action
from tabletop.games.breakaway_football import plays
from tabletop.games.breakaway_football.state import (
    AUDIBLE,
    CALL,
    CHALLENGE,
    EQUALIZE,
    KICKOFF,
    MODIFIER,
    OVER,
    PENALTY,
    SPECIAL,
    TRY,
    Call,
    Play,
)

# Lightning offense plays: (card, end on the board).
SP2 = ("LIG-O01", "b")          # Short Pass 2
LP7 = ("LIG-O02", "a")          # Long Pass 7
OR2 = ("LIG-O03", "b")          # Outside Run 2
MP5 = ("LIG-O04", "a")          # Medium Pass 5
MP4 = ("LIG-O05", "a")          # Medium Pass 4
MP5_LOW = ("LIG-O08", "a")      # Medium Pass 5, low percentage
IR1 = ("LIG-O08", "b")          # Inside Run 1
MP3 = ("LIG-O12", "b")          # Medium Pass 3
# Fire defense cards, end "a" on the board unless a pair says otherwise.
PRESS = ("FIR-D01", "b")        # Press, run 1 pass 2: stops Short Pass, loses to Long Pass
ZONE_BLITZ = "FIR-D04"          # Zone Blitz, run 2 pass 2: stops Long Pass, loses to Short Pass
COVER_2 = "FIR-D08"             # Cover 2, run 2 pass 2: stops Medium Pass, loses to Outside Run
PREVENT = "FIR-D10"             # Prevent, run 1 pass 2: halves the play, loses to Inside Run
# The Fire on offense against the Lightning's defense.
FIR_IR2 = ("FIR-O07", "a")      # Inside Run 2
FIR_OR3 = ("FIR-O01", "a")      # Outside Run 3
LIG_BLITZ = ("LIG-D01", "b")    # Blitz, run 1 pass 1
LIG_TIGHT_RUN = "LIG-D07"       # Tight Run, run 3 pass 1
LO = GAME.offense_ids["LIG"]


def texts(events, kind):
    found = [e for e in events if e.kind == kind]
    assert all(isinstance(e.data, dict) for e in found)
    return [e.text for e in found]


def one(events, kind):
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, kinds(events)
    return found[0]


# ----- calling and audibles (Game Play; Audibles; R4, R5) -----------------------------------------------
def test_a_call_is_told_in_full_to_the_caller_and_only_as_a_face_down_card_to_the_other():
    """Game Play: each coach lays a card face down; the caller knows the play on the board, the other
    coach only that a card is down (R4). The down waits until both cards are down."""
    state, events = act(position(), LIG, "call", *SP2)
    private, public = one(events, "call"), one(events, "call-public")
    assert private.text == "Lightning calls Short Pass 2 (b end down) face down."
    assert private.audience == frozenset({LIG}) and private.data == {"seat": LIG, "card": "LIG-O01", "end": "b"}
    assert public.text == "Lightning puts a play face down." and public.audience == frozenset({FIR})
    assert public.data == {"seat": LIG}
    assert state.phase == CALL
    state, events = act(state, FIR, "call", *PRESS)
    private, public = one(events, "call"), one(events, "call-public")
    assert private.text == "Fire calls Press (run 1, pass 2) (b end down) face down."
    assert private.audience == frozenset({FIR}) and public.audience == frozenset({LIG})
    assert public.text == "Fire puts a play face down."
    assert state.phase == AUDIBLE and state.decider == LIG


def test_the_offense_lays_its_card_first_and_is_asked_first_at_the_audible():
    """R4: the offense lays first, then the defense; with both cards down the audible step follows
    (R5)."""
    state = position(offense=FIR)
    assert GAME.validate(state, Action(LIG, "call", tuple(LIG_BLITZ))).code == "offense-first"
    state, _ = act(state, FIR, "call", *FIR_IR2)
    assert state.phase == CALL and state.calls[LIG] is None
    state, _ = act(state, LIG, "call", *LIG_BLITZ)
    assert state.phase == AUDIBLE and state.decider == FIR


def test_turning_a_card_puts_its_other_end_on_the_board_and_both_answers_are_told_offense_first():
    """Audibles: a coach spins the face-down card 180 degrees, so the other end's play counts; the
    answers stay secret until both coaches have answered (R5)."""
    state = position(ball=10, top=["GD05"])
    state, events = act(state, LIG, "call", *LP8_LOW)
    assert one(events, "call").text == "Lightning calls Long Pass 8 (low %) (a end down) face down."
    state, _ = act(state, FIR, "call", *PRESS)
    state, events = act(state, LIG, "audible", "turn")
    private = one(events, "audible-private")
    assert private.text == "You turn your card: Short Pass 2 now touches the board."
    assert private.audience == frozenset({LIG}) and private.data == {"seat": LIG, "turn": True}
    answered = one(events, "audible-answered")
    assert answered.text == "Lightning has answered the audible." and answered.audience == frozenset({FIR})
    assert answered.data == {"seat": LIG}
    assert state.phase == AUDIBLE and state.calls[LIG] == Call("LIG-O01", "b", audible="turn")
    state, events = act(state, FIR, "audible", "turn")
    assert one(events, "audible-private").text == "You turn your card: Blitz (run 1, pass 1) now touches the board."
    assert one(events, "audible-answered").text == "Fire has answered the audible."
    assert [(e.text, e.data) for e in events if e.kind == "audible"] == [
        ("Lightning calls an audible and turns their card.", {"seat": LIG}),
        ("Fire calls an audible and turns their card.", {"seat": FIR})]
    reveal = one(events, "reveal")
    assert reveal.text == "Reveal: Lightning Short Pass 2 against Fire Blitz (run 1, pass 1)."
    assert reveal.data == {"offense": "LIG-O01", "end": "b", "defense": "FIR-D01", "defense_end": "a"}
    assert reveal.irreversible
    assert "Short Pass beats Blitz: OFFENSE BREAKAWAY (matchup 1)." in texts(events, "breakaway")


def test_keeping_the_call_leaves_the_card_as_it_was_and_says_so():
    state = position(ball=10, top=["GD40"])
    state, _ = act(state, LIG, "call", *IR2)
    state, events = act(state, FIR, "call", BLITZ, "a")
    assert one(events, "call").text == "Fire calls Blitz (run 1, pass 1) (a end down) face down."
    state, events = act(state, FIR, "audible", "keep")
    assert one(events, "audible-answered").audience == frozenset({LIG})
    private = one(events, "audible-private")
    assert private.text == "You keep your call." and private.data == {"seat": FIR, "turn": False}
    assert private.audience == frozenset({FIR}) and state.calls[FIR] == Call(BLITZ, "a", audible="keep")
    state, events = act(state, LIG, "audible", "keep")
    assert [(e.text, e.data) for e in events if e.kind in ("audible", "no-audible")] == [
        ("Lightning keeps their call.", {"seat": LIG}), ("Fire keeps their call.", {"seat": FIR})]
    assert one(events, "reveal").text == "Reveal: Lightning Inside Run 2 against Fire Blitz (run 1, pass 1)."


def test_the_offense_turning_alone_is_announced_for_the_offense_only():
    state = position(ball=10, top=["GD05"])
    state, _ = act(state, LIG, "call", *LP6)
    state, _ = act(state, FIR, "call", BLITZ, "a")
    state, _ = act(state, LIG, "audible", "turn")
    state, events = act(state, FIR, "audible", "keep")
    assert [e.kind for e in events if e.kind in ("audible", "no-audible")] == ["audible", "no-audible"]
    assert one(events, "reveal").data["end"] == "b"       # Outside Run 2 on the board
    assert one(events, "matchup").text == "Strength 2 against 1: 1 line before the Game Day card."


# ----- the reveal and the strength comparison (Game Play; Minimum Gain = 1; Prevent Defense; R6) -------
@pytest.mark.parametrize("off, dfn, text, base", [
    (IR2, BLITZ, "Strength 2 against 1: 1 line", 1),
    (MP4, ZONE_BLITZ, "Strength 4 against 2: 2 lines", 2),
    (OR2, ZONE_BLITZ, "Strength 2 against 2: 0 lines", 0),        # no minimum for an Outside Run
    (IR2, ZONE_BLITZ, "Strength 2 against 2: 1 line", 1),         # Inside Run always gains 1
    (IR1, COVER_2, "Strength 1 against 2: 1 line", 1),
    (MP3, TWO_MAN, "Strength 3 against 3: 0 lines", 0),
    (MP3, PRESS, "Strength 3 against 2: 1 line", 1),
])
def test_the_matchup_is_strength_minus_defense_with_a_minimum_of_one_only_for_inside_run_and_short_pass(
        off, dfn, text, base):
    """Game Play step 3 and Minimum Gain = 1 (R6): the comparison alone never loses ground; Inside Run
    and Short Pass gain at least one line. The Game Day card here is for the other kind of play."""
    other = "GD28" if off in (IR2, OR2, IR1) else "GD01"
    state, events = run_down(position(ball=6, top=[other]), off, dfn)
    matchup = one(events, "matchup")
    assert matchup.text == text + " before the Game Day card." and matchup.data == {"base": base}
    assert "breakaway" not in kinds(events) and "prevent" not in kinds(events)
    assert state.ball == 6 + base


def test_short_pass_keeps_its_minimum_gain_against_a_stronger_pass_defense():
    state, events = run_down(position(ball=6, top=["GD01"]), SP2, COVER_2)
    assert one(events, "matchup").text == "Strength 2 against 2: 1 line before the Game Day card."
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


def test_the_game_day_card_is_shown_with_both_corners():
    state, events = run_down(position(ball=6, top=["GD02"]), IR2, BLITZ)
    card = one(events, "game-day")
    assert card.text == ("Game Day card GD02: Offense run: +1 (" + GAME.gd["GD02"].event.text
                         + "); offense breakaway 2, defense breakaway TO.")
    assert card.data == {"card": "GD02"} and card.irreversible
    assert state.used == ("GD02",)


# ----- breakaways at the reveal, and earning a flag back (Breakaways; Challenge Flags; R11) -------------
@pytest.mark.parametrize("off, dfn, text, base", [
    (OR2, TIGHT_RUN, "Outside Run beats Tight Run: OFFENSE BREAKAWAY (matchup 1).", 1),   # 2-3 starts at 1
    (OR3, TIGHT_RUN, "Outside Run beats Tight Run: OFFENSE BREAKAWAY (matchup 1).", 1),   # 3-3 starts at 1
    (OR3, COVER_2, "Outside Run beats Cover 2: OFFENSE BREAKAWAY (matchup 1).", 1),       # 3-2
    (LP8_LOW, PRESS, "Long Pass beats Press: OFFENSE BREAKAWAY (matchup 6).", 6),         # 8-2
])
def test_an_offense_breakaway_starts_at_least_at_one_and_the_offense_picks_the_modifier(off, dfn, text, base):
    state, events = run_down(position(ball=4, top=["GD05"]), off, dfn)
    event = one(events, "breakaway")
    assert event.text == text and event.data == {"side": "offense", "base": base}
    assert "matchup" not in kinds(events)
    assert state.phase == MODIFIER and state.decider == LIG and state.revealed
    assert state.play.breakaway == "offense" and state.play.base == base and state.play.card == "GD05"


def test_a_defense_breakaway_has_no_gain_and_the_defense_picks_the_modifier():
    """Breakaways (book example): Long Pass against 2 Man Under is a defense breakaway."""
    state, events = run_down(position(ball=10, top=["GD05"]), LP6, TWO_MAN)
    event = one(events, "breakaway")
    assert event.text == "2 Man Under stops Long Pass: DEFENSE BREAKAWAY."
    assert event.data == {"side": "defense", "base": 0}
    assert state.phase == MODIFIER and state.decider == FIR
    assert state.play.breakaway == "defense" and state.play.base == 0 and state.play.strength == 6
    assert state.play.defense == 3


def test_with_the_fire_on_offense_the_breakaway_choice_goes_to_the_right_seat():
    state, _ = run_down(position(offense=FIR, ball=10, top=["GD05"]), FIR_IR2, ("LIG-D02", "b"))   # Tight Run
    assert state.phase == MODIFIER and state.decider == LIG and state.play.breakaway == "defense"
    state, _ = run_down(position(offense=FIR, ball=10, top=["GD05"]), FIR_OR3, LIG_TIGHT_RUN)
    assert state.phase == MODIFIER and state.decider == FIR and state.play.breakaway == "offense"


@pytest.mark.parametrize("offense, side, score, flags, after", [
    (LIG, "offense", (3, 3), (0, 1), (1, 1)),     # tied: earned back
    (LIG, "offense", (2, 3), (0, 0), (1, 0)),     # losing by one: earned back
    (LIG, "offense", (4, 3), (0, 1), (0, 1)),     # winning by one: never
    (LIG, "offense", (0, 0), (1, 0), (1, 0)),     # already holding one; the other team's flag is not theirs
    (LIG, "defense", (0, 0), (1, 0), (1, 1)),
    (LIG, "defense", (4, 3), (1, 0), (1, 1)),     # the defense is behind
    (LIG, "defense", (3, 4), (1, 0), (1, 0)),     # the defense is ahead
    (LIG, "defense", (0, 0), (0, 1), (0, 1)),
    (FIR, "offense", (3, 3), (1, 0), (1, 1)),
    (FIR, "offense", (3, 4), (1, 0), (1, 0)),     # the Fire lead
    (FIR, "defense", (3, 3), (0, 1), (1, 1)),
])
def test_creating_a_breakaway_earns_back_a_flag_only_when_tied_or_losing_and_without_one(
        offense, side, score, flags, after):
    """Challenge Flags: a team tied or behind, holding no flag, earns one back when it creates a
    breakaway (an offense breakaway for the offense, a defense breakaway for the defense)."""
    if offense == LIG:
        off, dfn = (OR2, TIGHT_RUN) if side == "offense" else (LP6, TWO_MAN)
    else:
        off, dfn = (FIR_OR3, LIG_TIGHT_RUN) if side == "offense" else (FIR_IR2, ("LIG-D02", "b"))
    state, events = run_down(position(offense=offense, ball=10, top=["GD05"], score=score, flags=flags), off, dfn)
    assert state.phase == MODIFIER and state.flags == after
    creator = offense if side == "offense" else 1 - offense
    if after != flags:
        earned = one(events, "flag-earned")
        assert earned.text == f"{state.names[creator]} earns back a challenge flag." and earned.data == {"seat": creator}
    else:
        assert "flag-earned" not in kinds(events)


def test_a_play_without_a_breakaway_earns_no_flag():
    state, events = run_down(position(ball=6, top=["GD28"], flags=(0, 0)), IR2, BLITZ)
    assert state.flags == (0, 0) and "flag-earned" not in kinds(events)


# ----- challenge flags (Challenge Flags; R11) ----------------------------------------------------------
@pytest.mark.parametrize("offense, flags, asker", [
    (LIG, (1, 0), LIG), (LIG, (0, 1), FIR), (LIG, (1, 1), LIG),
    (FIR, (1, 0), LIG), (FIR, (0, 1), FIR), (FIR, (1, 1), FIR),
])
def test_a_matching_play_event_asks_the_offense_first_then_the_defense(offense, flags, asker):
    off, dfn = (IR2, BLITZ) if offense == LIG else (FIR_IR2, LIG_BLITZ)
    state, _ = run_down(position(offense=offense, ball=6, top=["GD07"], flags=flags), off, dfn)
    assert state.phase == CHALLENGE and state.decider == asker and state.play.asker == asker
    assert state.play.breakaway == "" and state.play.base == 1 and state.play.card == "GD07"


def test_no_flag_is_asked_for_when_neither_team_holds_one():
    state, _events = run_down(position(ball=6, top=["GD07"], flags=(0, 0)), IR2, BLITZ)
    assert state.phase == CALL and state.ball == 6 + 1 + 2 and state.down == 2


def test_no_flag_is_asked_for_when_the_play_event_is_for_the_other_kind_of_play():
    state, events = run_down(position(ball=6, top=["GD28"], flags=(1, 1)), IR2, BLITZ)
    assert state.phase == CALL and state.ball == 7 and state.flags == (1, 1)
    assert "modifier" not in kinds(events)


def test_the_offense_throwing_its_flag_ignores_the_play_event():
    state, _ = run_down(position(ball=6, top=["GD17"], flags=(1, 1)), IR2, BLITZ)
    state, events = act(state, LIG, "challenge", "spend")
    event = one(events, "challenge")
    assert event.text == "Lightning throws the challenge flag: the play event is ignored." and event.data == {"seat": LIG}
    assert state.flags == (0, 1) and state.ball == 7 and "modifier" not in kinds(events)


def test_the_defense_throwing_its_flag_spends_its_own_flag():
    state, _ = run_down(position(offense=FIR, ball=6, top=["GD07"], flags=(1, 0)), FIR_IR2, LIG_BLITZ)
    assert state.decider == LIG
    state, events = act(state, LIG, "challenge", "spend")
    assert one(events, "challenge").text == "Lightning throws the challenge flag: the play event is ignored."
    assert state.flags == (0, 0) and state.ball == 7


def test_letting_the_event_stand_passes_the_question_to_the_defense_and_then_the_event_applies():
    state, _ = run_down(position(ball=6, top=["GD07"], flags=(1, 1)), IR2, BLITZ)
    state, events = act(state, LIG, "challenge", "keep")
    event = one(events, "no-challenge")
    assert event.text == "Lightning lets the play event stand." and event.data == {"seat": LIG}
    assert state.phase == CHALLENGE and state.decider == FIR and state.play.asker == FIR
    state, events = act(state, FIR, "challenge", "keep")
    assert one(events, "no-challenge").text == "Fire lets the play event stand."
    assert state.ball == 6 + 1 + 2 and state.flags == (1, 1)


def test_the_offense_letting_it_stand_resolves_at_once_when_the_defense_has_no_flag():
    state, _ = run_down(position(ball=6, top=["GD07"], flags=(1, 0)), IR2, BLITZ)
    state, events = act(state, LIG, "challenge", "keep")
    assert state.phase == CALL and state.ball == 9 and state.flags == (1, 0)
    assert "Play event +2: result +3." in texts(events, "modifier")


def test_with_the_fire_on_offense_keeping_passes_to_the_lightning():
    state, _ = run_down(position(offense=FIR, ball=6, top=["GD07"], flags=(1, 1)), FIR_IR2, LIG_BLITZ)
    state, _ = act(state, FIR, "challenge", "keep")
    assert state.phase == CHALLENGE and state.decider == LIG and state.play.asker == LIG


# ----- play events on a normal play (Game Day Cards; R7) ------------------------------------------------
@pytest.mark.parametrize("card, modifier, result, ball", [
    ("GD07", "Play event +2: result +3.", "The play gains 3 lines.", 9),
    ("GD01", "Play event +1: result +2.", "The play gains 2 lines.", 8),
    ("GD17", "Play event -2: result -1.", "The play loses 1 line.", 5),
    ("GD12", "Play event -1: result +0.", "No gain on the play.", 6),
])
def test_a_matching_gain_event_adds_to_the_matchup(card, modifier, result, ball):
    """Game Play step 4: the Game Day card modifies the play (the book's +2 on a run)."""
    state, events = run_down(position(ball=6, top=[card]), IR2, BLITZ)
    assert texts(events, "modifier") == [modifier]
    event = one(events, "result")
    assert event.text == result and event.data == {"gain": ball - 6}
    assert state.ball == ball and state.down == 2 and state.offense == LIG


def test_a_result_of_one_line_and_a_loss_of_two_are_worded_in_the_singular_and_plural():
    state, events = run_down(position(ball=6, top=["GD28"]), IR2, BLITZ)
    assert texts(events, "result") == ["The play gains 1 line."] and state.ball == 7
    state, events = run_down(position(ball=6, top=["GD40"]), MP3, PRESS)     # 1 - 1 = 0
    assert texts(events, "modifier") == ["Play event -1: result +0."]
    state, events = run_down(position(ball=6, top=["GD17"]), OR2, ZONE_BLITZ)      # 0 - 2
    assert texts(events, "result") == ["The play loses 2 lines."] and state.ball == 4


def test_a_fumble_event_turns_the_ball_over_at_the_line_of_scrimmage():
    """Turnovers: a fumble happens at the current spot of the ball marker (R17)."""
    state, events = run_down(position(ball=8, top=["GD20"]), IR2, BLITZ)
    event = one(events, "fumble")
    assert event.text == "FUMBLE! Fire takes over at the opponent's 40." and event.data == {"spot": 8}
    assert state.offense == FIR and state.ball == 12 and state.down == 1 and state.phase == EQUALIZE
    assert IR2[0] in state.discards[LIG]


def test_an_interception_event_happens_where_the_pass_got_to():
    """Turnovers: resolve the pass, the interception happens at the new spot (R17)."""
    state, events = run_down(position(ball=10, top=["GD48"]), MP4, ZONE_BLITZ)      # 4 - 2 = 2
    event = one(events, "interception")
    assert event.text == "INTERCEPTED! Fire takes over at their own 40." and event.data == {"spot": 12}
    assert state.offense == FIR and state.ball == 8


def test_an_interception_just_short_of_the_goal_line_is_taken_over_at_the_five():
    state, events = run_down(position(ball=17, top=["GD48"]), MP4, ZONE_BLITZ)      # got to 19
    assert texts(events, "interception") == ["INTERCEPTED! Fire takes over at their own 5."]
    assert state.offense == FIR and state.ball == 1


def test_an_interception_at_the_goal_line_is_a_touchback():
    state, events = run_down(position(ball=18, top=["GD48"]), MP4, ZONE_BLITZ)      # got to 20
    assert texts(events, "interception") == ["INTERCEPTED in the end zone by Fire: touchback, ball at their 20."]
    assert state.offense == FIR and state.ball == 4


def test_the_fire_intercepting_the_fire_is_named_for_the_lightning():
    state, events = run_down(position(offense=FIR, ball=8, top=["GD20"]), FIR_IR2, LIG_BLITZ)
    assert texts(events, "fumble") == ["FUMBLE! Lightning takes over at the opponent's 40."]
    assert state.offense == LIG and state.ball == 12


# ----- low-percentage passes (Low-Percentage Passing; R18) ---------------------------------------------
def test_a_low_percentage_pass_with_green_text_is_complete_and_adds_the_event():
    state, events = run_down(position(ball=4, top=["GD28"]), LP8_LOW, TIGHT_RUN)      # 8 - 1 = 7
    assert texts(events, "complete") == ["Green text: the low-percentage pass is complete."]
    assert texts(events, "modifier") == ["Play event +1: result +8."]
    assert state.ball == 12 and state.down == 1


@pytest.mark.parametrize("card", ["GD40", "GD47", "GD01"])
def test_a_low_percentage_pass_with_red_text_or_a_run_event_is_incomplete(card):
    state, events = run_down(position(ball=4, top=[card]), LP8_LOW, TIGHT_RUN)
    assert texts(events, "incomplete") == ["Low-percentage pass without green help: INCOMPLETE."]
    assert "complete" not in kinds(events) and "result" not in kinds(events)
    assert state.ball == 4 and state.down == 2 and LP8_LOW[0] in state.discards[LIG]


def test_an_interception_on_a_low_percentage_pass_happens_at_the_line_of_scrimmage():
    """R18: the pass is incomplete, so it got nowhere; the interception is where the ball was."""
    state, events = run_down(position(ball=6, top=["GD48"]), LP8_LOW, TIGHT_RUN)
    assert texts(events, "interception") == ["INTERCEPTED! Fire takes over at the opponent's 30."]
    assert state.offense == FIR and state.ball == 14


def test_a_penalty_on_a_low_percentage_pass_is_offered_and_declining_leaves_it_incomplete():
    state, events = run_down(position(ball=6, down=3, top=["GD51"]), LP8_LOW, TIGHT_RUN)
    flag = one(events, "flag-on-play")
    assert flag.text == "Flag on the play: Holding on the defense. Lightning accepts or declines."
    assert flag.data == {"name": "Holding"}
    assert state.phase == PENALTY and state.decider == LIG
    declined, events = act(state, LIG, "penalty", "decline")
    assert texts(events, "declined") == ["Lightning declines the penalty."]
    assert "incomplete" in kinds(events) and declined.ball == 6 and declined.down == 4
    accepted, events = act(state, LIG, "penalty", "accept")
    assert accepted.ball == 7 and accepted.down == 1 and LP8_LOW[0] in accepted.hands[LIG]


# ----- penalties on a normal play (Penalties; R8) ------------------------------------------------------
def test_a_penalty_that_cannot_be_declined_is_enforced_at_once():
    state, events = run_down(position(ball=6, down=2, top=["GD23"]), IR2, BLITZ)
    assert "flag-on-play" not in kinds(events) and "penalty" in kinds(events)
    assert state.phase == CALL and state.ball == 5 and state.down == 2 and IR2[0] in state.hands[LIG]


def test_a_foul_by_the_offense_is_the_defenses_to_accept_or_decline():
    state, events = run_down(position(ball=6, down=2, top=["GD25"]), IR2, BLITZ)
    assert texts(events, "flag-on-play") == ["Flag on the play: Holding on the offense. Fire accepts or declines."]
    assert state.phase == PENALTY and state.decider == FIR
    declined, events = act(state, FIR, "penalty", "decline")
    assert texts(events, "declined") == ["Fire declines the penalty."]
    assert texts(events, "result") == ["The play gains 1 line."]       # the matchup, no modifier
    assert declined.ball == 7 and declined.down == 3 and IR2[0] in declined.discards[LIG]
    accepted, _ = act(state, FIR, "penalty", "accept")
    assert accepted.ball == 4 and accepted.down == 2 and IR2[0] in accepted.hands[LIG]


def test_a_foul_by_the_defense_is_the_fire_offenses_to_decide():
    state, events = run_down(position(offense=FIR, ball=6, top=["GD27"]), FIR_IR2, LIG_BLITZ)
    assert texts(events, "flag-on-play") == ["Flag on the play: Offside on the defense. Fire accepts or declines."]
    assert state.phase == PENALTY and state.decider == FIR


# ----- offense breakaways: the first card (Offense Breakaways; R13) -------------------------------------
def test_taking_a_matching_gain_event_on_an_offense_breakaway_adds_it_and_keeps_drawing():
    state, _ = run_down(position(ball=4, top=["GD10", "GD06", "GD05"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "event")
    assert texts(events, "choose-event") == ["Lightning takes the play event."]
    assert state.ball == 4 + 1 + 3 + 2 and state.used == ("GD10", "GD06", "GD05")
    assert texts(events, "result") == ["The play gains 6 lines."]


def test_taking_a_play_event_that_does_not_match_is_no_modifier_and_the_run_goes_on():
    state, _ = run_down(position(ball=4, top=["GD05", "GD06", "GD08"]), LP8_LOW, PRESS)     # matchup 6
    state, events = act(state, LIG, "modifier", "event")
    assert texts(events, "choose-event") == ["Lightning takes the play event (it does not match: no modifier)."]
    assert state.ball == 4 + 6 + 2 and state.used == ("GD05", "GD06", "GD08")


def test_a_fumble_event_on_an_offense_breakaway_happens_at_the_ball_marker():
    """Turnovers: a fumble is at the ball marker, still on the line of scrimmage (R13); the matchup's
    line is lost."""
    state, _ = run_down(position(ball=4, top=["GD20"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "event")
    assert texts(events, "fumble") == ["FUMBLE! Fire takes over at the opponent's 20."]
    assert state.offense == FIR and state.ball == 16 and state.used == ("GD20",)


def test_a_fumble_event_at_the_goal_line_on_a_breakaway_is_still_the_defenses_ball_at_its_five():
    state, _ = run_down(position(ball=19, top=["GD20"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "event")
    assert texts(events, "fumble") == ["FUMBLE! Fire takes over at their own 5."]
    assert state.offense == FIR and state.ball == 1 and state.score == (0, 0)


def test_an_interception_event_on_an_offense_breakaway_happens_past_the_matchup():
    state, _ = run_down(position(ball=4, top=["GD49"]), LP8_LOW, PRESS)
    state, events = act(state, LIG, "modifier", "event")
    assert texts(events, "interception") == ["INTERCEPTED! Fire takes over at midfield."]
    assert state.offense == FIR and state.ball == 10


def test_a_penalty_event_on_an_offense_breakaway_declined_returns_to_the_breakaway_run():
    state, _ = run_down(position(ball=4, top=["GD27", "GD06", "GD05"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "event")
    assert state.phase == PENALTY and state.decider == LIG
    assert texts(events, "flag-on-play") == ["Flag on the play: Offside on the defense. Lightning accepts or declines."]
    declined, events = act(state, LIG, "penalty", "decline")
    assert texts(events, "declined") == ["Lightning declines the penalty."]
    assert declined.ball == 4 + 1 + 2 and declined.used == ("GD27", "GD06", "GD05")
    accepted, _ = act(state, LIG, "penalty", "accept")
    assert accepted.ball == 5 and accepted.down == 1 and OR2[0] in accepted.hands[LIG]


def test_a_penalty_event_that_cannot_be_declined_on_an_offense_breakaway_is_enforced():
    state, _ = run_down(position(ball=6, top=["GD23"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "event")
    assert "flag-on-play" not in kinds(events) and state.phase == CALL and state.ball == 5


# ----- offense breakaways: the corner value (Offense Breakaways; R13) ----------------------------------
def test_the_offense_breakaway_corner_is_added_and_drawing_goes_on_until_a_tackle():
    state, _ = run_down(position(ball=4, top=["GD06", "GD10", "GD05"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "corner")
    assert texts(events, "choose-corner") == ["Lightning takes the breakaway value 2."]
    assert state.ball == 4 + 1 + 2 + 2 and state.used == ("GD06", "GD10", "GD05")


def test_a_corner_of_minus_one_is_subtracted_and_the_run_goes_on():
    state, events = run_down(position(ball=4, top=["GD03", "GD10", "GD05"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "corner")
    assert texts(events, "choose-corner") == ["Lightning takes the breakaway value -1."]
    assert state.ball == 4 + 1 - 1 + 2


def test_a_corner_of_zero_is_a_tackle_at_the_matchup():
    state, _ = run_down(position(ball=4, top=["GD05", "GD06"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "corner")
    assert texts(events, "result") == ["The play gains 1 line."]
    assert state.ball == 5 and state.used == ("GD05",)


def test_a_td_corner_is_a_touchdown_from_anywhere():
    state, _ = run_down(position(ball=4, top=["GD45"]), LP8_LOW, PRESS)
    state, events = act(state, LIG, "modifier", "corner")
    assert texts(events, "choose-corner") == ["Lightning takes the breakaway value TD."]
    assert texts(events, "result") == ["The play gains 16 lines."]
    assert state.score == (6, 0) and state.phase == TRY and state.decider == LIG


def test_a_fumble_corner_happens_at_the_ball_marker():
    state, _ = run_down(position(ball=4, top=["GD24"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "corner")
    assert texts(events, "fumble") == ["FUMBLE! Fire takes over at the opponent's 20."]
    assert state.offense == FIR and state.ball == 16


def test_a_breakaway_fumble_behind_the_goal_line_is_still_a_fumble_at_the_five():
    """A run driven back by -1 corners to its own goal line and then fumbled: the book and the rulings
    do not say what a fumble on the goal line is; the engine gives the defense the ball at the
    offense's 5 (a turnover spot is never behind the 5), with no score."""
    state, _ = run_down(position(ball=1, top=["GD03", "GD15", "GD24"]), OR2, TIGHT_RUN)
    state, events = act(state, LIG, "modifier", "corner")
    assert texts(events, "fumble") == ["FUMBLE! Fire takes over at the opponent's 5."]
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


# ----- defense breakaways (Defense Breakaways; R14) ----------------------------------------------------
def test_the_defense_breakaway_corner_is_the_result():
    state, _ = run_down(position(ball=10, top=["GD04"]), IR2, TIGHT_RUN)
    state, events = act(state, FIR, "modifier", "corner")
    assert texts(events, "choose-corner") == ["Fire takes the defense breakaway value -2."]
    assert texts(events, "result") == ["The play loses 2 lines."]
    assert state.ball == 8 and state.down == 2 and state.used == ("GD04",)


@pytest.mark.parametrize("off, dfn, card, kind, text", [
    (IR2, TIGHT_RUN, "GD02", "fumble", "FUMBLE! Fire takes over at the opponent's 40."),
    (LP6, TWO_MAN, "GD43", "interception", "INTERCEPTED! Fire takes over at the opponent's 40."),
])
def test_a_to_corner_is_a_turnover_at_the_line_of_scrimmage(off, dfn, card, kind, text):
    state, _ = run_down(position(ball=8, top=[card]), off, dfn)
    state, events = act(state, FIR, "modifier", "corner")
    assert texts(events, kind) == [text]
    assert state.offense == FIR and state.ball == 12


def test_a_zero_corner_is_no_gain_on_a_run_and_an_incomplete_pass():
    state, _ = run_down(position(ball=10, top=["GD10"]), IR2, TIGHT_RUN)
    state, events = act(state, FIR, "modifier", "corner")
    assert texts(events, "result") == ["No gain on the play."] and state.ball == 10 and state.down == 2
    state, _ = run_down(position(ball=10, top=["GD10"]), LP6, TWO_MAN)
    state, events = act(state, FIR, "modifier", "corner")
    assert "result" not in kinds(events) and state.ball == 10 and state.down == 2


def test_the_defense_taking_a_play_event_applies_it_to_no_gain():
    state, _ = run_down(position(ball=10, top=["GD40"]), LP6, TWO_MAN)
    state, events = act(state, FIR, "modifier", "event")
    assert texts(events, "choose-event") == ["Fire takes the play event."]
    assert texts(events, "result") == ["The play loses 1 line."] and state.ball == 9
    state, _ = run_down(position(ball=10, top=["GD12"]), IR2, TIGHT_RUN)
    state, events = act(state, FIR, "modifier", "event")
    assert texts(events, "result") == ["The play loses 1 line."] and state.ball == 9


def test_a_red_event_taken_on_a_defense_breakaway_leaves_a_low_percentage_pass_incomplete():
    state, _ = run_down(position(ball=10, top=["GD40"]), LP8_LOW, TWO_MAN)
    state, events = act(state, FIR, "modifier", "event")
    assert "result" not in kinds(events) and state.ball == 10 and state.down == 2


def test_a_green_event_taken_on_a_defense_breakaway_completes_a_low_percentage_pass_for_its_value():
    state, _ = run_down(position(ball=10, top=["GD28"]), LP8_LOW, TWO_MAN)
    state, events = act(state, FIR, "modifier", "event")
    assert texts(events, "result") == ["The play gains 1 line."] and state.ball == 11


def test_a_red_zero_event_taken_on_a_defense_breakaway_is_an_incomplete_pass():
    state, _ = run_down(position(ball=10, top=["GD47"]), LP6, TWO_MAN)
    state, events = act(state, FIR, "modifier", "event")
    assert "result" not in kinds(events) and state.ball == 10 and state.down == 2


def test_a_play_event_that_does_not_match_on_a_defense_breakaway_means_no_gain():
    state, _ = run_down(position(ball=10, top=["GD01"]), LP6, TWO_MAN)
    state, events = act(state, FIR, "modifier", "event")
    assert texts(events, "choose-event") == ["Fire takes the play event (it does not match: no gain)."]
    assert "result" not in kinds(events) and state.ball == 10
    state, _ = run_down(position(ball=10, top=["GD28"]), IR2, TIGHT_RUN)
    state, events = act(state, FIR, "modifier", "event")
    assert texts(events, "result") == ["No gain on the play."] and state.ball == 10


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
    assert texts(events, "result") == ["No gain on the play."] and declined.ball == 10 and declined.down == 2
    accepted, _ = act(state, FIR, "penalty", "accept")
    assert accepted.ball == 8 and accepted.down == 1


# ----- the end of a play: touchdowns, safeties, the try (Scoring; R16) ----------------------------------
def test_reaching_the_goal_line_exactly_is_a_touchdown_and_one_short_is_not():
    state, _ = run_down(position(ball=16, top=["GD10"]), IR2, BLITZ)       # 1 + 3
    assert state.score == (6, 0) and state.phase == TRY
    state, _ = run_down(position(ball=15, top=["GD10"]), IR2, BLITZ)
    assert state.score == (0, 0) and state.ball == 19 and state.down == 1


def test_being_driven_back_to_the_own_goal_line_is_a_safety_and_to_the_five_is_not():
    state, events = run_down(position(ball=1, top=["GD17", "GD30"]), IR2, BLITZ)   # 1 - 2
    assert "safety" in kinds(events) and state.score == (0, 2)
    state, _ = run_down(position(ball=2, top=["GD17"]), IR2, BLITZ)
    assert state.score == (0, 0) and state.ball == 1 and state.down == 2


def test_a_safety_on_the_last_play_of_the_game_leaves_the_ball_on_the_goal_line():
    state = position(ball=1, quarter=4, score=(0, 5), top=["GD17"], hands=(("LIG-O02",), GAME.offense_ids["FIR"]))
    state, _events = run_down(state, IR2, BLITZ)
    assert state.phase == OVER and state.score == (0, 7) and state.ball == 0


@pytest.mark.parametrize("card, good", [("GD01", True), ("GD28", False)])
def test_a_two_point_try_scores_when_the_play_reaches_the_goal_line(card, good):
    """Touchdown/PAT: from the 10, reaching the goal line scores 2; the card goes back (R16)."""
    state = position(ball=18, target=20, two_point=True, top=[card])
    state, events = run_down(state, IR2, BLITZ)               # 1 + 1 reaches 20; 1 alone does not
    assert state.score == ((2, 0) if good else (0, 0)) and state.phase == KICKOFF
    assert IR2[0] in state.hands[LIG] and IR2[0] not in state.discards[LIG]
    assert "result" not in kinds(events)          # the try's own line says how it went


@pytest.mark.parametrize("off, dfn, card, text", [
    (IR2, BLITZ, "GD20", "Fumble on the try."),
    (MP4, ZONE_BLITZ, "GD48", "Interception on the try."),
])
def test_a_turnover_on_the_try_only_fails_it(off, dfn, card, text):
    state = position(ball=18, target=20, two_point=True, top=[card])
    state, events = run_down(state, off, dfn)
    kind = "fumble" if card == "GD20" else "interception"
    assert texts(events, kind) == [text]
    assert texts(events, "two-point")[0].startswith("Two-point conversion FAILS.")
    assert state.score == (0, 0) and state.phase == KICKOFF and state.offense == LIG
    assert off[0] in state.hands[LIG] and off[0] not in state.discards[LIG]


def test_an_incomplete_pass_on_the_try_is_not_a_late_half_incompletion():
    state = position(ball=18, target=20, two_point=True, top=["GD40"], quarter=2,
                     options={"late_half_incompletions": True}, hands=(LO[7:10], GAME.offense_ids["FIR"]),
                     discards=(LO[:7] + LO[10:], ()))
    state, events = run_down(state, MP5_LOW, TIGHT_RUN)
    assert "incomplete" in kinds(events) and "late-incompletion" not in kinds(events)
    assert state.score == (0, 0) and MP5_LOW[0] in state.hands[LIG]


# ----- late-half incompletions (optional rule; R29) ----------------------------------------------------
@pytest.mark.parametrize("quarter, held, on, returned", [
    (2, 5, True, True), (4, 5, True, True), (5, 5, True, True), (2, 4, True, True),
    (2, 6, True, False), (1, 5, True, False), (3, 5, True, False), (2, 5, False, False),
])
def test_an_incomplete_pass_late_in_the_half_goes_back_to_the_hand(quarter, held, on, returned):
    """Optional Rules, Late Half Incompletions: with five or fewer offense cards left in the 2nd or
    4th quarter (or overtime), an incomplete pass is not discarded."""
    hand = LO[:held]
    state = position(ball=4, top=["GD40"], quarter=quarter, options={"late_half_incompletions": on},
                     hands=(hand, GAME.offense_ids["FIR"]), discards=(LO[held:], ()))
    state, events = run_down(state, LP8_LOW, TIGHT_RUN)
    assert state.ball == 4 and state.down == 2
    assert (LP8_LOW[0] in state.hands[LIG]) is returned and (LP8_LOW[0] in state.discards[LIG]) is not returned
    late = texts(events, "late-incompletion")
    assert late == (["Late in the half: the incomplete pass does not use a card."] if returned else [])


def test_a_completed_pass_late_in_the_half_is_discarded():
    state = position(ball=4, top=["GD28"], quarter=2, options={"late_half_incompletions": True},
                     hands=(LO[:5], GAME.offense_ids["FIR"]), discards=(LO[5:], ()))
    state, events = run_down(state, LP8_LOW, TIGHT_RUN)
    assert LP8_LOW[0] in state.discards[LIG] and "late-incompletion" not in kinds(events)


# ----- restricted plays near the goal line (Penalties Near the Goal Line; R10) --------------------------
def test_a_long_pass_on_the_fifteen_loses_a_line_with_no_game_day_card():
    state, events = run_down(position(ball=17, down=3, top=["GD28"]), LP6, TIGHT_RUN)
    assert texts(events, "restricted") == [("Long Pass is not allowed at the opponent's 15: the offense loses a line "
                                           "to the opponent's 20. No play; replay the down.")]
    assert "game-day" not in kinds(events) and state.used == ()
    assert state.ball == 16 and state.down == 3 and LP6[0] in state.hands[LIG]


def test_a_medium_pass_is_restricted_only_on_the_five():
    state, events = run_down(position(ball=19, top=["GD28"]), MP4, ZONE_BLITZ)
    assert texts(events, "restricted")[0].startswith("Medium Pass is not allowed at the opponent's 5")
    assert state.ball == 18
    state, events = run_down(position(ball=18, top=["GD28"]), MP4, ZONE_BLITZ)
    assert "restricted" not in kinds(events) and state.score == (6, 0)


# ----- announced plays (R15): the announcement and the discard ------------------------------------------
@pytest.mark.parametrize("mode, label", [("punt", "a punt"), ("coffin", "a coffin-corner punt"),
                                         ("field_goal", "a field goal"), ("hail_mary", "a Hail Mary"),
                                         ("kneel", "a QB kneel")])
def test_an_announced_play_names_itself_and_waits_for_the_offense_to_pick_its_discard(mode, label):
    state = position(offense=FIR, ball=12)
    events = []
    state = plays.announce(GAME, state, mode, events)
    event = one(events, "announce")
    assert event.text == f"Fire announces {label}; choose the offense card to discard."
    assert event.data == {"mode": mode}
    assert state.phase == SPECIAL and state.decider == FIR and state.play == Play(special=mode)
    assert state.calls == (None, None) and "LIG-D01" in state.defense[LIG]


def test_the_discard_for_a_punt_is_told_and_the_punt_is_kicked():
    state, _ = act(position(ball=10, top=["GD12"]), LIG, "special", "punt")
    state, events = act(state, LIG, "discard", "LIG-O01")
    event = one(events, "special-discard")
    assert event.text == "Lightning discards Long Pass 8 (low %) / Short Pass 2 for a punt."
    assert event.data == {"seat": LIG, "card": "LIG-O01"}
    assert "LIG-O01" in state.discards[LIG] and "LIG-O01" not in state.hands[LIG]
    assert "touchback" in kinds(events) and state.offense == FIR and state.ball == 4      # 10 + 10 lines


def test_a_coffin_corner_punt_travels_two_lines_less():
    state = position(ball=10, top=["GD12", "GD05"], options={"coffin_corner": True})
    state, _ = act(state, LIG, "special", "coffin")
    state, events = act(state, LIG, "discard", "LIG-O01")
    assert one(events, "special-discard").text.endswith("for a coffin-corner punt.")
    assert "touchback" not in kinds(events) and state.offense == FIR and state.ball == 2


def test_the_discard_for_a_field_goal_kicks_it():
    state, _ = act(position(ball=15, top=["GD06"]), LIG, "special", "field_goal")      # distance 5, value 5
    state, events = act(state, LIG, "discard", "LIG-O01")
    assert one(events, "special-discard").text.endswith("for a field goal.")
    assert state.score == (3, 0) and "field-goal" in kinds(events)


# ----- Hail Mary (Hail Mary; R24) --------------------------------------------------------------------
def hail_mary(ball, top, **kw):
    state, _ = act(position(ball=ball, top=top, **kw), LIG, "special", "hail_mary")
    return act(state, LIG, "discard", "LIG-O01")


def test_a_completed_hail_mary_gains_ten_lines_and_runs_as_a_breakaway():
    state, events = hail_mary(4, ["GD28", "GD10", "GD05"])
    assert one(events, "special-discard").text.endswith("for a Hail Mary.")
    card = next(e for e in events if e.kind == "game-day")
    assert card.text == "Game Day card GD28: field goal value 9, Hail Mary complete."
    assert card.data == {"card": "GD28"} and card.irreversible
    event = one(events, "hail-mary")
    assert event.text == "HAIL MARY COMPLETE: ten lines and a breakaway!" and event.data == {"result": "complete"}
    assert texts(events, "result") == ["The play gains 12 lines."]
    assert state.ball == 16 and state.down == 1 and state.used == ("GD28", "GD10", "GD05")
    assert state.play is None


def test_a_hail_mary_completed_to_the_goal_line_is_a_touchdown_at_once():
    state, _events = hail_mary(10, ["GD28", "GD10"])
    assert state.score == (6, 0) and state.used == ("GD28",)


def test_a_fumble_on_a_hail_mary_breakaway_happens_at_the_line_of_scrimmage():
    """Turnovers, R13, R24: the ten lines and the breakaway are the play's; the marker has not moved."""
    state, events = hail_mary(4, ["GD28", "GD24"])
    assert texts(events, "fumble") == ["FUMBLE! Fire takes over at the opponent's 20."]
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
    assert texts(events, "game-day") == ["Game Day card GD47: field goal value 0, Hail Mary interception."]
    assert one(events, "hail-mary").text == "Hail Mary INTERCEPTED and returned for a Fire touchdown!"
    assert one(events, "hail-mary").data == {"result": "interception"}
    assert state.score == (0, 6) and state.phase == TRY and state.decider == FIR and state.play is None


def test_an_incomplete_hail_mary_only_uses_the_down():
    state, events = hail_mary(10, ["GD01"], down=2)
    assert one(events, "hail-mary").text == "The Hail Mary falls incomplete."
    assert one(events, "hail-mary").data == {"result": "incomplete"}
    assert "result" not in kinds(events) and state.ball == 10 and state.down == 3
    assert state.used == ("GD01",)


def test_an_incomplete_hail_mary_late_in_the_half_is_not_called_a_late_incompletion():
    state, events = hail_mary(10, ["GD01"], quarter=2, options={"late_half_incompletions": True},
                              hands=(LO[:3], GAME.offense_ids["FIR"]), discards=(LO[3:], ()))
    assert "late-incompletion" not in kinds(events) and "LIG-O01" in state.discards[LIG]


# ----- QB kneel (QB Kneel; R27) -----------------------------------------------------------------------
def test_a_kneel_loses_one_line_draws_no_card_and_uses_the_down():
    start = position(ball=10, down=2)
    state, _ = act(start, LIG, "special", "kneel")
    state, events = act(state, LIG, "discard", "LIG-O01")
    assert one(events, "special-discard").text.endswith("for a QB kneel.")
    assert texts(events, "kneel") == ["Lightning takes a knee: back one line, no Game Day card."]
    assert texts(events, "result") == ["The play loses 1 line."]
    assert state.ball == 9 and state.down == 3 and state.deck == start.deck and state.used == ()


def test_a_kneel_on_the_own_five_is_a_safety():
    state, _ = act(position(ball=1, top=["GD30"]), LIG, "special", "kneel")
    state, events = act(state, LIG, "discard", "LIG-O01")
    assert "safety" in kinds(events) and state.score == (0, 2)


# ----- the Game Day deck running out, and the last card of a quarter (R3; Clock Management; R19) ---------
def test_the_card_for_a_play_is_drawn_from_a_reshuffled_deck_when_the_deck_is_used_up():
    every = tuple(c.id for c in GAME.cards.game_day)
    state = replace(position(ball=6), deck=(), used=every)
    state, events = run_down(state, IR2, BLITZ)
    assert "reshuffle" in kinds(events) and len(state.used) == 1 and len(state.deck) == 53


def test_a_hail_mary_is_read_from_a_reshuffled_deck_when_the_deck_is_used_up():
    every = tuple(c.id for c in GAME.cards.game_day)
    state = replace(position(ball=6), deck=(), used=every)
    state, _ = act(state, LIG, "special", "hail_mary")
    state, events = act(state, LIG, "discard", "LIG-O01")
    assert "reshuffle" in kinds(events) and "hail-mary" in kinds(events)


def last_card(card, **kw):
    """A position in the 1st quarter where the Lightning hold only ``card``: playing it ends the quarter."""
    return position(hands=((card,), GAME.offense_ids["FIR"]), discards=(tuple(c for c in LO if c != card), ()), **kw)


def quarter_two_began(state, events):
    return (state.quarter == 2 and "quarter-end" in kinds(events) and len(state.hands[LIG]) == 15
            and state.discards == ((), ()))


def test_a_gain_with_the_last_card_of_the_first_quarter_starts_the_second():
    state, events = run_down(last_card(IR2[0], ball=6, top=["GD07"]), IR2, BLITZ)
    assert quarter_two_began(state, events) and state.ball == 9 and state.down == 2 and state.offense == LIG


@pytest.mark.parametrize("off, dfn, ball, card, spot", [(IR2, BLITZ, 8, "GD20", 12),
                                                        (MP4, ZONE_BLITZ, 18, "GD48", 4)])
def test_a_turnover_with_the_last_card_of_the_first_quarter_starts_the_second(off, dfn, ball, card, spot):
    state, events = run_down(last_card(off[0], ball=ball, top=[card]), off, dfn)
    assert quarter_two_began(state, events) and state.offense == FIR and state.ball == spot


@pytest.mark.parametrize("top, ball, offense", [(["GD28", "GD10", "GD05"], 16, LIG), (["GD01"], 10, LIG),
                                                (["GD28", "GD24"], 16, FIR)])
def test_a_hail_mary_with_the_last_card_of_the_first_quarter_starts_the_second(top, ball, offense):
    state, _ = act(last_card("LIG-O01", ball=4 if len(top) > 1 else 10, top=top), LIG, "special", "hail_mary")
    state, events = act(state, LIG, "discard", "LIG-O01")
    assert quarter_two_began(state, events) and state.ball == ball and state.offense == offense


@pytest.mark.parametrize("card, score", [("GD01", (2, 0)), ("GD20", (0, 0))])
def test_a_try_after_a_touchdown_on_the_last_card_is_played_before_the_quarter_ends(card, score):
    """R19: the try after a touchdown is finished before the quarter ends."""
    state = position(ball=18, target=20, two_point=True, quarter_over=True, top=[card])
    state, events = run_down(state, IR2, BLITZ)
    assert state.score == score and quarter_two_began(state, events) and state.phase == KICKOFF


def test_the_card_of_a_two_point_try_always_goes_back():
    state = position(ball=18, target=20, two_point=True)
    assert plays._offense_card_fate(state, False) == "return"
    assert plays._offense_card_fate(state, True) == "return"
    assert plays._offense_card_fate(replace(state, two_point=False), False) == "discard"


def test_a_false_start_taken_on_a_defense_breakaway_is_enforced_at_once():
    state, _ = run_down(position(ball=10, down=2, top=["GD23"]), IR2, TIGHT_RUN)
    state, events = act(state, FIR, "modifier", "event")
    assert "flag-on-play" not in kinds(events) and "penalty" in kinds(events)
    assert state.phase == CALL and state.ball == 9 and state.down == 2 and IR2[0] in state.hands[LIG]
