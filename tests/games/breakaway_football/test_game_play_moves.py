"""Breakaway Football, "Game Play": the moves each coach may make in every phase of a down, the
shape of a well-formed move, the reason told for each refused move (naming the book's section),
the rule each move is handed to, and the menu words of every choice.

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalActionError, MalformedActionError
from tabletop.games.breakaway_football import clock, plays
from tabletop.games.breakaway_football.rules import BreakawayFootball
from tabletop.games.breakaway_football.state import (
    AUDIBLE,
    CALL,
    CHALLENGE,
    CHOOSE,
    EQUALIZE,
    ICE,
    KICKOFF,
    MODIFIER,
    OVER,
    PENALTY,
    RETRIEVE,
    SPECIAL,
    TOSS,
    TRY,
    Call,
    Play,
)
from tests.games.breakaway_football.support import (
    BLITZ,
    BOOK,
    FD,
    FIR,
    FO,
    GAME,
    IR2,
    LD,
    LIG,
    LO,
    LP6,
    LP8_LOW,
    OR3,
    TIGHT_RUN,
    TWO_MAN,
    act,
    calls_for,
    legal,
    position,
    refusal,
    run_down,
    same,
    two_down,
)


def malformed(kind, *args) -> str:
    with pytest.raises(MalformedActionError) as err:
        GAME.parse_action(Action(0, kind, tuple(args)))
    return str(err.value)


# ----- Refused moves and the reasons told -------------------------------------------------------------

def test_a_refused_action_changes_nothing_and_says_why():
    state = position(ball=6)
    before = replace(state)
    with pytest.raises(IllegalActionError) as err:
        act(state, FIR, "call", IR2[0], "a")
    assert state == before
    assert err.value.verdict.code == "wrong-side"
    assert err.value.verdict.rule == "Breakaway Football, Game Play"


@pytest.mark.parametrize("bad", [
    Action(2, "call", ("LIG-D01",)), Action(0, "fly", ()), Action(0, "call", ("XYZ-O01", "a")),
    Action(0, "call", ("LIG-O01", "c")), Action(0, "call", ("GD01",)), Action(0, "special", ("fake_punt",)),
    Action(0, "timeout", (1,)), Action(0, "discard", ("LIG-D01",)), Action(True, "toss", ("heads",)),
])
def test_a_malformed_action_is_refused_before_the_rules_are_consulted(bad):
    with pytest.raises(MalformedActionError):
        GAME.validate(position(), bad)


def test_every_refusal_names_a_section_of_the_book():
    state = position(ball=17)
    state, _ = act(state, LIG, "call", *IR2)
    for action in GAME.action_space(state):
        verdict = GAME.validate(state, action)
        if not verdict.ok:
            assert verdict.code and verdict.reason and verdict.rule.startswith("Breakaway Football, ")
        assert GAME.describe_action(state, action)


def test_the_offense_calls_either_end_of_a_card_in_hand_or_announces_a_kick_hail_mary_or_kneel():
    """Game Play: either end of a card may touch the board; a punt, Hail Mary or kneel is announced
    instead (R15); from midfield a field goal is out of range (the chart ends at 9, R20)."""
    state = position(ball=10, hands=(LO[:3], FO))
    assert legal(state, LIG) == calls_for(LO[:3]) + [
        ("special", ("punt",)),
        ("special", ("hail_mary",)),
        ("special", ("kneel",)),
    ]
    assert legal(state, FIR) == []  # the defense waits for the offense's card (R4)


def test_a_time_out_takes_nothing_and_unknown_moves_are_refused():
    assert malformed("timeout", "now") == "'timeout' takes no arguments"
    assert GAME.parse_action(Action(1, "timeout")) == Action(1, "timeout")
    assert malformed("dance") == "Breakaway Football has no action 'dance'"
    assert malformed("dance", "x") == "Breakaway Football has no action 'dance'"


def test_nothing_may_be_done_once_the_game_is_over():
    state = replace(position(), phase=OVER)
    for kind, args in [("call", ("LIG-O01", "a")), ("toss", ("heads",)), ("timeout", ())]:
        assert refusal(state, LIG, kind, *args) == (
            "game-over",
            "The game is over.",
            BOOK + "Clock Management",
        )


@pytest.mark.parametrize(
    "phase, kind, args, waiting, section",
    [
        (CALL, "toss", ("heads",), "the coaches are calling plays", "Setup"),
        (CALL, "choose", ("kick",), "the coaches are calling plays", "Setup"),
        (CALL, "kickoff", ("deep",), "the coaches are calling plays", "Kickoffs/Kick Returns"),
        (CALL, "try", ("two",), "the coaches are calling plays", "Touchdown/PAT"),
        (CALL, "discard", ("LIG-O01",), "the coaches are calling plays", "Clock Management"),
        (CALL, "retrieve", ("LIG-O01",), "the coaches are calling plays", "Time Outs"),
        (CALL, "audible", ("turn",), "the coaches are calling plays", "Audibles"),
        (CALL, "challenge", ("spend",), "the coaches are calling plays", "Challenge Flags"),
        (CALL, "penalty", ("accept",), "the coaches are calling plays", "Penalties"),
        (CALL, "modifier", ("event",), "the coaches are calling plays", "Breakaways"),
        (CALL, "ice", ("yes",), "the coaches are calling plays", "Ice the Kicker"),
        (TOSS, "call", ("LIG-O01", "a"), "the coin toss is being called", "Game Play"),
        (CHOOSE, "special", ("punt",), "the toss winner chooses to kick or receive", "Game Play"),
        (KICKOFF, "timeout", (), "the kicking team chooses its kickoff", "Time Outs"),
        (TRY, "kickoff", ("deep",), "the scoring team chooses its try", "Kickoffs/Kick Returns"),
        (
            EQUALIZE,
            "call",
            ("LIG-O01", "a"),
            "a team is discarding offense cards to level the clock",
            "Game Play",
        ),
        (SPECIAL, "retrieve", ("LIG-O01",), "the offense chooses the card to discard", "Time Outs"),
        (
            RETRIEVE,
            "discard",
            ("LIG-O01",),
            "the offense takes a card back after a time out",
            "Clock Management",
        ),
        (AUDIBLE, "call", ("LIG-O01", "a"), "the coaches may call audibles", "Game Play"),
        (CHALLENGE, "penalty", ("accept",), "a coach may throw the challenge flag", "Penalties"),
        (PENALTY, "challenge", ("spend",), "a penalty is being accepted or declined", "Challenge Flags"),
        (MODIFIER, "ice", ("no",), "the breakaway modifier is being chosen", "Ice the Kicker"),
        (ICE, "modifier", ("corner",), "the defense may ice the kicker", "Breakaways"),
    ],
)
def test_a_move_of_another_phase_says_what_the_game_waits_for(phase, kind, args, waiting, section):
    state = replace(position(), phase=phase, decider=LIG)
    assert refusal(state, LIG, kind, *args) == (
        "wrong-phase",
        f"That is not possible now: {waiting}.",
        BOOK + section,
    )


def test_a_coach_who_answered_the_audible_waits_for_the_other():
    """Audibles: each coach decides once (R5)."""
    state, _ = act(two_down(position()), FIR, "audible", "keep")
    for answer in ("turn", "keep"):
        assert refusal(state, FIR, "audible", answer) == (
            "already-answered",
            "You have answered the audible; the cards are revealed once both coaches have.",
            BOOK + "Audibles",
        )
    assert GAME.validate(state, Action(LIG, "audible", ("turn",))).ok


@pytest.mark.parametrize(
    "phase, kind, args, section",
    [
        (TOSS, "toss", ("heads",), "Setup"),
        (KICKOFF, "kickoff", ("onside",), "Kickoffs/Kick Returns"),
        (TRY, "try", ("kick",), "Touchdown/PAT"),
        (EQUALIZE, "discard", ("LIG-O01",), "Clock Management"),
        (SPECIAL, "discard", ("LIG-O01",), "Clock Management"),
        (RETRIEVE, "retrieve", ("LIG-O01",), "Time Outs"),
        (CHALLENGE, "challenge", ("keep",), "Challenge Flags"),
        (PENALTY, "penalty", ("decline",), "Penalties"),
        (MODIFIER, "modifier", ("event",), "Breakaways"),
        (ICE, "ice", ("yes",), "Ice the Kicker"),
    ],
)
def test_a_single_seat_decision_belongs_to_its_decider(phase, kind, args, section):
    state = replace(position(), phase=phase, decider=FIR, discards=(LO[:2], ()))
    assert refusal(state, LIG, kind, *args) == (
        "not-your-decision",
        "Fire decides now, not Lightning.",
        BOOK + section,
    )
    state = replace(state, decider=LIG, names=("Ann", "Bob"))
    assert refusal(state, FIR, kind, *args) == (
        "not-your-decision",
        "Ann decides now, not Bob.",
        BOOK + section,
    )


@pytest.mark.parametrize("phase", [EQUALIZE, SPECIAL])
def test_only_a_card_in_hand_can_be_discarded(phase):
    state = replace(position(), phase=phase, decider=LIG, hands=(LO[1:], FO), discards=(LO[:1], ()))
    for card in ("LIG-O01", "FIR-O02"):
        assert refusal(state, LIG, "discard", card) == (
            "not-in-hand",
            f"{GAME.label(card)} is not among your offense cards in hand.",
            BOOK + "Clock Management",
        )


def test_the_defense_waits_for_the_offense_card_before_calling_or_taking_a_time_out():
    """Game Play: the offense lays first, then the defense (R4)."""
    words = (
        "offense-first",
        "Lightning lays the offense play face down first; then the defense calls.",
        BOOK + "Game Play",
    )
    state = position(discards=(("LIG-O15",), ()), hands=(LO[:14], FO))
    assert refusal(state, FIR, "timeout") == (
        "offense-first",
        ("The defense calls a time out once the offense's card is down, or before the offense's call when the "
         "offense holds its last card."),
        BOOK + "Time Outs",
    )
    assert refusal(state, FIR, "call", "FIR-D01", "a") == words
    assert refusal(state, FIR, "call", "LIG-D01", "b") == words
    state = position(offense=FIR, names=("Ann", "Bob"))
    assert refusal(state, LIG, "call", "LIG-D03", "b") == (
        "offense-first",
        "Bob lays the offense play face down first; then the defense calls.",
        BOOK + "Game Play",
    )


def test_a_coach_whose_card_is_down_may_only_audible():
    """Audibles: the card cannot be replaced, only turned."""
    words = (
        "already-called",
        ("You have already put your play face down; you may only audible (turn it) before the reveal."),
        BOOK + "Audibles",
    )
    state, _ = act(position(discards=(("LIG-O15",), ()), hands=(LO[:14], FO)), LIG, "call", "LIG-O01", "a")
    assert refusal(state, LIG, "call", "LIG-O02", "a") == words
    assert refusal(state, LIG, "timeout") == words
    assert refusal(state, LIG, "special", "punt") == words
    state, _ = act(state, FIR, "call", "FIR-D01", "a")
    assert state.phase == AUDIBLE
    state = replace(state, phase=CALL, two_point=True)
    assert refusal(state, FIR, "call", "FIR-D02", "a") == words
    assert refusal(state, FIR, "timeout") == words


def test_only_the_offense_announces_a_kick_and_never_on_a_try():
    """Game Play; R15: kicks, Hail Marys and kneels are the offense's; R16: a try is one play."""
    state = position(ball=12)
    assert refusal(state, FIR, "special", "punt") == (
        "defense-cannot-kick",
        "Only the offense announces a kick, Hail Mary or kneel.",
        BOOK + "Game Play",
    )
    state, _ = act(state, LIG, "call", "LIG-O01", "a")
    assert refusal(state, FIR, "special", "field_goal")[0] == "defense-cannot-kick"
    state = position(ball=18, target=20, two_point=True)
    for mode in ("punt", "field_goal", "kneel"):
        assert refusal(state, LIG, "special", mode) == (
            "untimed-try",
            "A two-point try is one play from the 10 with any play card.",
            BOOK + "Touchdown/PAT",
        )


def test_each_side_calls_its_own_kind_of_card():
    """Game Play: the offense plays an offense card, the defense a defense card."""
    assert refusal(position(), LIG, "call", "LIG-D01", "a") == (
        "wrong-side",
        "You are on offense: call one of your offense cards.",
        BOOK + "Game Play",
    )
    assert refusal(position(), LIG, "call", "FIR-D01", "b")[0] == "wrong-side"
    words = ("wrong-side", "You are on defense: call one of your defense cards.", BOOK + "Game Play")
    assert refusal(position(), FIR, "call", "FIR-O01", "a") == words  # before the offense's card, too
    state, _ = act(position(), LIG, "call", "LIG-O01", "a")
    assert refusal(state, FIR, "call", "FIR-O01", "a") == words
    assert refusal(state, FIR, "call", "LIG-O02", "b") == words


def test_a_used_card_is_in_the_discards_and_another_teams_card_is_not_in_hand():
    """Clock Management: an offense card used this quarter is discarded."""
    state = position(hands=(LO[1:], FO), discards=(LO[:1], ()))
    assert refusal(state, LIG, "call", "LIG-O01", "b") == (
        "discarded",
        f"{GAME.label('LIG-O01')} has been used this quarter (it is in your discards).",
        BOOK + "Clock Management",
    )
    assert refusal(state, LIG, "call", "FIR-O01", "a") == (
        "not-in-hand",
        f"{GAME.label('FIR-O01')} is not in your hand.",
        BOOK + "Game Play",
    )
    state, _ = act(state, LIG, "call", "LIG-O02", "a")
    assert refusal(state, FIR, "call", "LIG-D01", "a") == (
        "not-in-hand",
        f"{GAME.label('LIG-D01')} is not in your hand.",
        BOOK + "Game Play",
    )
    state = replace(position(offense=FIR, hands=(LO, FO[1:]), discards=((), FO[:1])), defense=(LD[1:], FD))
    state, _ = act(state, FIR, "call", "FIR-O02", "a")
    assert refusal(state, LIG, "call", "LIG-D01", "a") == (
        "not-in-hand",
        f"{GAME.label('LIG-D01')} is not in your hand.",
        BOOK + "Game Play",
    )
    assert refusal(state, LIG, "call", "LIG-O01", "a")[0] == "wrong-side"


def test_every_legal_move_is_allowed_and_every_other_well_formed_move_refused():
    """One source of truth: validate agrees with the legal list in every phase."""
    states = [
        GAME.new_game(5),
        position(discards=(("LIG-O15",), ()), hands=(LO[:14], FO)),
        two_down(position()),
    ]
    for state in states:
        for action in GAME.action_space(state):
            assert GAME.validate(state, action).ok == (action in GAME.legal_actions(state, action.seat))


# ----- Each move goes to the rule that resolves it ----------------------------------------------------

def test_a_call_and_an_audible_go_to_the_play_rules():
    """Game Play; Audibles (R4, R5)."""
    state = position(offense=FIR)
    state, _ = same(
        state, FIR, "call", "FIR-O02", "b", expect=lambda s, ev: plays.call(GAME.tables, s, FIR, "FIR-O02", "b", ev)
    )
    state, _ = same(
        state, LIG, "call", "LIG-D04", "a", expect=lambda s, ev: plays.call(GAME.tables, s, LIG, "LIG-D04", "a", ev)
    )
    turned, _ = same(
        state, LIG, "audible", "turn", expect=lambda s, ev: plays.audible(GAME.tables, s, LIG, True, ev)
    )
    assert turned.calls[LIG] == Call("LIG-D04", "b", audible="turn")
    kept, _ = same(state, FIR, "audible", "keep", expect=lambda s, ev: plays.audible(GAME.tables, s, FIR, False, ev))
    assert kept.calls[FIR] == Call("FIR-O02", "b", audible="keep")


def test_an_announced_kick_and_its_discard_go_to_the_play_rules():
    """R15: the offense announces, then chooses the card it discards."""
    state = position(ball=12, top=["GD07"])
    state, _ = same(
        state, LIG, "special", "hail_mary", expect=lambda s, ev: plays.announce(GAME.tables, s, "hail_mary", ev)
    )
    assert state.phase == SPECIAL and state.play == Play(special="hail_mary")
    same(state, LIG, "discard", "LIG-O04", expect=lambda s, ev: plays.special_discard(GAME.tables, s, "LIG-O04", ev))


def test_a_discard_while_levelling_the_clock_goes_to_the_clock_rules():
    """Clock Management: the team holding more cards discards to level (R19)."""
    state = replace(position(), phase=EQUALIZE, decider=FIR, hands=(LO[:10], FO[:12]))
    after, events = same(
        state, FIR, "discard", "FIR-O05", expect=lambda s, ev: clock.equalize_discard(GAME.tables, s, "FIR-O05", ev)
    )
    assert events[0].kind == "clock-discard" and "FIR-O05" in after.discards[FIR]


def test_breakaway_challenge_and_penalty_answers_go_to_the_play_rules():
    """Breakaways; Challenge Flags; Penalties: each answer is passed on as the coach gave it."""
    state, _ = run_down(position(ball=4, top=["GD05", "GD07", "GD01"]), OR3, TIGHT_RUN)
    assert state.phase == MODIFIER and state.decider == LIG
    same(state, LIG, "modifier", "event", expect=lambda s, ev: plays.modifier(GAME.tables, s, True, ev))
    same(state, LIG, "modifier", "corner", expect=lambda s, ev: plays.modifier(GAME.tables, s, False, ev))
    state, _ = run_down(position(ball=10, top=["GD05"]), LP6, TWO_MAN)
    assert state.phase == MODIFIER and state.decider == FIR
    same(state, FIR, "modifier", "corner", expect=lambda s, ev: plays.modifier(GAME.tables, s, False, ev))
    state, _ = run_down(position(ball=6, top=["GD07"], flags=(1, 1)), IR2, BLITZ)
    assert state.phase == CHALLENGE and state.decider == LIG
    same(state, LIG, "challenge", "spend", expect=lambda s, ev: plays.challenge(GAME.tables, s, LIG, True, ev))
    state, _ = same(
        state, LIG, "challenge", "keep", expect=lambda s, ev: plays.challenge(GAME.tables, s, LIG, False, ev)
    )
    assert state.phase == CHALLENGE and state.decider == FIR
    same(state, FIR, "challenge", "spend", expect=lambda s, ev: plays.challenge(GAME.tables, s, FIR, True, ev))
    state, _ = run_down(position(ball=6, down=3, top=["GD51"]), LP8_LOW, TIGHT_RUN)
    assert state.phase == PENALTY and state.decider == LIG
    same(state, LIG, "penalty", "accept", expect=lambda s, ev: plays.penalty_choice(GAME.tables, s, True, ev))
    same(state, LIG, "penalty", "decline", expect=lambda s, ev: plays.penalty_choice(GAME.tables, s, False, ev))


# ----- Menu words and the move list -------------------------------------------------------------------

def test_the_move_list_holds_every_choice_time_out_and_team_card_of_both_seats():
    state = GAME.new_game(0, {"home_team": "PHA", "visiting_team": "MAU"})
    expected = []
    for seat, team in ((0, "PHA"), (1, "MAU")):
        for kind, words in [
            ("toss", ("heads", "tails")),
            ("choose", ("receive", "kick")),
            ("kickoff", ("deep", "onside")),
            ("try", ("kick", "two")),
            ("audible", ("turn", "keep")),
            ("challenge", ("spend", "keep")),
            ("penalty", ("accept", "decline")),
            ("modifier", ("event", "corner")),
            ("ice", ("yes", "no")),
            ("special", ("punt", "coffin", "field_goal", "hail_mary", "kneel")),
        ]:
            expected += [Action(seat, kind, (w,)) for w in words]
        expected += [Action(seat, "timeout"), Action(seat, "no_timeout")]
        for card in GAME.offense_ids[team]:
            expected += [
                Action(seat, "discard", (card,)),
                Action(seat, "retrieve", (card,)),
                Action(seat, "call", (card, "a")),
                Action(seat, "call", (card, "b")),
            ]
        for card in GAME.defense_ids[team]:
            expected += [Action(seat, "call", (card, "a")), Action(seat, "call", (card, "b"))]
    assert list(GAME.action_space(state)) == expected and len(expected) == 210


@pytest.mark.parametrize(
    "kind, arg, text",
    [
        ("toss", "heads", "Call heads"),
        ("toss", "tails", "Call tails"),
        ("choose", "receive", "Receive"),
        ("choose", "kick", "Kick off"),
        ("kickoff", "deep", "Kick deep"),
        ("kickoff", "onside", "Onside kick"),
        ("try", "kick", "Kick the extra point"),
        ("try", "two", "Go for two"),
        ("audible", "turn", "Audible: turn the card"),
        ("audible", "keep", "Keep the call"),
        ("challenge", "spend", "Throw the challenge flag"),
        ("challenge", "keep", "No challenge"),
        ("penalty", "accept", "Accept the penalty"),
        ("penalty", "decline", "Decline the penalty"),
        ("modifier", "event", "Take the play event"),
        ("modifier", "corner", "Take the breakaway value"),
        ("ice", "yes", "Ice the kicker"),
        ("ice", "no", "Let him kick"),
        ("special", "punt", "Punt"),
        ("special", "coffin", "Coffin-corner punt"),
        ("special", "field_goal", "Field goal"),
        ("special", "hail_mary", "Hail Mary"),
        ("special", "kneel", "QB kneel"),
    ],
)
def test_each_choice_has_its_menu_words(kind, arg, text):
    assert GAME.describe_action(position(), Action(LIG, kind, (arg,))) == text


def test_card_moves_name_the_play_or_formation_on_the_board():
    """Game Play: the end touching the board is the call (R5)."""
    state = position()
    for card in ("LIG-O01", "FIR-O07"):
        for end in "ab":
            assert GAME.describe_action(state, Action(LIG, "call", (card, end))) == (
                f"Call {GAME.off[card].play(end).label} (end {end} down)"
            )
    for card in ("FIR-D01", "LIG-D07"):
        for end in "ab":
            assert GAME.describe_action(state, Action(FIR, "call", (card, end))) == (
                f"Call {GAME.dfn[card].end(end).label} (end {end} down)"
            )
    assert (
        GAME.describe_action(state, Action(LIG, "call", ("LIG-O01", "a")))
        == "Call Long Pass 8 (low %) (end a down)"
    )
    assert GAME.describe_action(state, Action(FIR, "call", ("FIR-D01", "b"))) == (
        "Call Press (run 1, pass 2) (end b down)"
    )
    assert (
        GAME.describe_action(state, Action(LIG, "discard", ("LIG-O02",)))
        == f"Discard {GAME.label('LIG-O02')}"
    )
    assert (
        GAME.describe_action(state, Action(LIG, "retrieve", ("LIG-O03",)))
        == f"Take back {GAME.label('LIG-O03')}"
    )
    assert GAME.describe_action(state, Action(FIR, "timeout")) == "Call time out"


# ----- The legal moves of each phase and the shape of a move ------------------------------------------

def test_legal_action_counts_from_fixed_positions():
    """Perft-like counts: a fresh down at midfield, in field-goal range, and after a time out."""
    state = position(ball=10)
    assert len(GAME.legal_actions(state, LIG)) == 15 * 2 + 3        # calls, punt, Hail Mary, kneel
    assert GAME.legal_actions(state, FIR) == []                        # the offense calls first (R4)
    called, _ = act(state, LIG, "call", *IR2)
    assert len(GAME.legal_actions(called, FIR)) == 10 * 2             # each defense card, either end down
    state = position(ball=12, options={"coffin_corner": True})
    assert len(GAME.legal_actions(state, LIG)) == 15 * 2 + 5        # + coffin corner, field goal
    ids = GAME.offense_ids["LIG"]
    state = position(ball=12, hands=(ids[:5], GAME.offense_ids["FIR"][:5]),
                     discards=(ids[5:], GAME.offense_ids["FIR"][5:]))
    assert len(GAME.legal_actions(state, LIG)) == 5 * 2 + 4 + 1      # + time out
    state, _ = act(state, LIG, "call", ids[0], "a")
    assert len(GAME.legal_actions(state, FIR)) == 10 * 2 + 1
    state, _ = act(state, FIR, "timeout")
    assert len(GAME.legal_actions(state, LIG)) == 10 and GAME.legal_actions(state, FIR) == []


def test_the_defense_calls_either_end_of_any_defense_card_once_the_offense_card_is_down():
    """Game Play: defenses are never discarded, so all ten cards are always there (R4, R5)."""
    state, _ = act(position(), LIG, "call", "LIG-O01", "b")
    assert legal(state, FIR) == calls_for(FD)
    assert GAME.legal_actions(state, FIR) == [Action(FIR, "call", (c, end)) for c in FD for end in "ab"]
    assert legal(state, LIG) == []  # its card is down: only the audible is left
    state, _ = act(position(offense=FIR), FIR, "call", "FIR-O01", "b")
    assert GAME.legal_actions(state, LIG) == [Action(LIG, "call", (c, end)) for c in LD for end in "ab"]


@pytest.mark.parametrize("phase, kind", [(EQUALIZE, "discard"), (SPECIAL, "discard")])
def test_a_discard_names_any_offense_card_in_the_deciders_hand(phase, kind):
    """Clock Management: the team levelling the clock, or the offense paying for a kick, chooses the
    card (R15, R19)."""
    state = replace(position(), phase=phase, decider=FIR, hands=(LO[:2], FO[3:6]))
    assert legal(state, FIR) == [(kind, (c,)) for c in FO[3:6]]
    assert legal(state, LIG) == []


@pytest.mark.parametrize(
    "phase, choices",
    [
        (TOSS, ("heads", "tails")),
        (CHOOSE, ("receive", "kick")),
        (KICKOFF, ("deep", "onside")),
        (TRY, ("kick", "two")),
        (CHALLENGE, ("spend", "keep")),
        (PENALTY, ("accept", "decline")),
        (MODIFIER, ("event", "corner")),
        (ICE, ("yes", "no")),
    ],
)
def test_each_single_seat_decision_offers_its_choices_to_the_decider_only(phase, choices):
    state = replace(position(), phase=phase, decider=FIR)
    assert legal(state, FIR) == [(phase, (c,)) for c in choices]
    assert legal(state, LIG) == []
    assert all(GAME.validate(state, a).ok for a in GAME.legal_actions(state, FIR))


def test_the_legal_list_is_worked_out_once_per_position_and_seat():
    """The same list comes back while the position is unchanged, and a new one for a new position."""
    game = BreakawayFootball()
    state = position()
    first = game._legal(state, LIG)
    assert game._legal(state, LIG) is first and game._cache[0] is state
    assert game._cache[1] == {LIG: first}
    assert game._legal(state, FIR) == [] and game._cache[1] == {LIG: first, FIR: []}
    other = position(ball=12)
    assert game._legal(other, LIG) is not first and game._cache == (other, {LIG: game._legal(other, LIG)})
    assert Action(LIG, "special", ("field_goal",)) in game._legal(other, LIG)
    assert game.legal_actions(other, LIG) == game._legal(other, LIG)
    assert game.legal_actions(other, LIG) is not game._legal(other, LIG)  # a copy for the caller


def test_choices_take_exactly_one_of_their_words():
    assert malformed("toss", "edge") == "'toss' takes one of heads, tails, got ['edge']"
    assert malformed("toss") == "'toss' takes one of heads, tails, got []"
    assert malformed("special", "punt", "kneel") == (
        "'special' takes one of punt, coffin, field_goal, hail_mary, kneel, got ['punt', 'kneel']"
    )
    assert malformed("ice", "turn") == "'ice' takes one of yes, no, got ['turn']"
    for kind, words in [
        ("choose", ("receive", "kick")),
        ("kickoff", ("deep", "onside")),
        ("try", ("kick", "two")),
        ("audible", ("turn", "keep")),
        ("challenge", ("spend", "keep")),
        ("penalty", ("accept", "decline")),
        ("modifier", ("event", "corner")),
        ("special", ("punt", "coffin", "field_goal", "hail_mary", "kneel")),
    ]:
        for word in words:
            assert GAME.parse_action(Action(1, kind, (word,))) == Action(1, kind, (word,))


def test_discards_and_take_backs_name_one_offense_card():
    assert malformed("discard", "FIR-D01") == "'discard' needs one offense card id, got ['FIR-D01']"
    assert malformed("retrieve") == "'retrieve' needs one offense card id, got []"
    assert (
        malformed("retrieve", "LIG-O01", "LIG-O02")
        == "'retrieve' needs one offense card id, got ['LIG-O01', 'LIG-O02']"
    )
    assert GAME.parse_action(Action(0, "discard", ("FIR-O01",))).args == ("FIR-O01",)
    assert GAME.parse_action(Action(0, "retrieve", ("MAU-O15",))).args == ("MAU-O15",)


@pytest.mark.parametrize("args", [("LIG-O01",), ("LIG-O01", "c"), ("GD01", "a"), ("LIG-O01", "a", "b"), ()])
def test_a_call_names_a_team_card_and_the_end_on_the_board(args):
    assert malformed("call", *args) == (
        f"'call' takes a team card and the end that touches the board ('a' or 'b'), got {list(args)}"
    )


def test_offense_and_defense_cards_may_be_called_with_either_end():
    for card in ("LIG-O01", "FIR-D10", "PHA-O07", "MAU-D01"):
        for end in "ab":
            assert GAME.parse_action(Action(0, "call", (card, end))).args == (card, end)
