"""Breakaway Football's engine (``rules.py``), rule by rule in small hand-built positions: the set-up
(Setup; ruling R1), who is asked what and when (Game Play; Audibles; rulings R4, R5, R15), the legal
moves of every phase and the words each refused move is told (Game Play; Time Outs; Touchdown/PAT;
Field Goal; Coffin-Corner Punting; R16, R19, R20, R30), the shape of a move (malformed actions),
the dispatch of every move to the module that resolves it (the coin toss, the kickoff, the try,
icing the kicker), what each seat sees (R4, R5, R16), the guessed position a computer player
builds from a view, the end of the game, the card inventory, and the menu words (issue 20:
mutation tests of ``rules.py``).

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (R2): 4 is its 20, 10 midfield, 16 the opponent's 20.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from tests.games.breakaway_football.support import (
    BLITZ,
    CARDS,
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
    position,
    run_down,
)

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import IllegalDeckError, MalformedActionError
from tabletop.games.breakaway_football import clock, kicking, plays
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

# Plays and formations (card, end): the shared ones are in football_support.
LO = GAME.offense_ids["LIG"]
FO = GAME.offense_ids["FIR"]
LD = GAME.defense_ids["LIG"]
FD = GAME.defense_ids["FIR"]
BOOK = "Breakaway Football, "
ICE_ON = {"ice_the_kicker": True}


def refusal(state, seat, kind, *args):
    verdict = GAME.validate(state, Action(seat, kind, tuple(args)))
    assert not verdict.ok
    return verdict.code, verdict.reason, verdict.rule


def malformed(kind, *args) -> str:
    with pytest.raises(MalformedActionError) as err:
        GAME.parse_action(Action(0, kind, tuple(args)))
    return str(err.value)


def legal(state, seat):
    return [(a.kind, a.args) for a in GAME.legal_actions(state, seat)]


def calls_for(cards):
    return [("call", (c, end)) for c in cards for end in "ab"]


def seen(events):
    return [(e.kind, e.text, e.data) for e in events]


def without(cards, *out):
    return tuple(c for c in cards if c not in out)


def two_down(state, offense_card=("LIG-O01", "a"), defense_card=("FIR-D01", "a")):
    """Both cards face down (offense first, R4)."""
    state, _ = act(state, state.offense, "call", *offense_card)
    state, _ = act(state, state.defender, "call", *defense_card)
    return state


# ----- the game object and its card tables ---------------------------------------------------------
def test_the_card_tables_index_every_team_card_and_game_day_card():
    """Components: four team decks of 15 offense and 10 defense cards each, and the Game Day deck."""
    game = BreakawayFootball()
    assert game.cards is not None and set(game.offense_ids) == {"LIG", "FIR", "MAU", "PHA"}
    assert game.offense_ids["LIG"] == tuple(f"LIG-O{i:02}" for i in range(1, 16))
    assert game.defense_ids["FIR"] == tuple(f"FIR-D{i:02}" for i in range(1, 11))
    assert len(game.off) == 60 and len(game.dfn) == 40 and len(game.gd) == len(game.gd_ids) == 54
    assert game.gd_ids == tuple(c.id for c in CARDS.game_day) and game.gd_ids[0] == "GD01"
    assert game.off["FIR-O03"] == CARDS.teams["FIR"].offense[2]
    assert game.dfn["MAU-D04"] == CARDS.teams["MAU"].defense[3]
    assert game.gd["GD07"] == CARDS.game_day[6]
    # offense cards first, then defense cards, each in file order (the order hands are sorted in)
    order = list(game.off) + list(game.dfn)
    assert game.order == {cid: i for i, cid in enumerate(order)}
    assert game.order["MAU-O01"] == 0 and game.order["MAU-O02"] == 1 and game.order["MAU-D01"] == 60


def test_a_game_made_with_its_own_card_set_reads_that_set():
    """Cards given to the game are the ones it plays with (a user may replace the authored data)."""
    lig = CARDS.teams["LIG"]
    cards = replace(CARDS, teams={"LIG": replace(lig, name="Bolts"), "FIR": CARDS.teams["FIR"]})
    game = BreakawayFootball(cards)
    assert game.cards is cards and set(game.offense_ids) == {"LIG", "FIR"}
    assert game.new_game(0).names == ("Bolts", "Fire")
    assert game._cache == (None, {})


def test_labels_name_offense_defense_and_game_day_cards():
    assert GAME.label("LIG-O01") == GAME.off["LIG-O01"].label
    assert GAME.label("FIR-D01") == GAME.dfn["FIR-D01"].label
    assert GAME.label("GD05") == GAME.gd["GD05"].label
    assert len({GAME.label("LIG-O01"), GAME.label("FIR-D01"), GAME.label("GD05")}) == 3
    assert GAME.team_of(position(), FIR) == CARDS.teams["FIR"]
    assert GAME.team_of(position(), LIG) == CARDS.teams["LIG"]


# ----- set-up (Setup; R1) ----------------------------------------------------------------------------
def test_a_new_game_deals_fifteen_offense_cards_and_the_defense_deck_and_the_visitors_call_the_toss():
    """Setup: the Game Day deck is shuffled; each team has its offense and defense cards; the coin
    is flipped, called by the visitors (R1)."""
    state = GAME.new_game(7)
    assert state.names == ("Lightning", "Fire") and state.teams == ("LIG", "FIR") and state.seed == 7
    assert state.options == (
        ("coffin_corner", False),
        ("home_team", "LIG"),
        ("ice_the_kicker", False),
        ("late_half_incompletions", False),
        ("overtime", "standard"),
        ("visiting_team", "FIR"),
    )
    assert state.deck == chance.shuffled(7, 0, GAME.gd_ids) and state.chance == 1
    assert state.deck != GAME.gd_ids and sorted(state.deck) == sorted(GAME.gd_ids)
    assert state.hands == (LO, FO) and state.discards == ((), ())
    assert state.defense == (LD, FD)
    assert state.phase == TOSS and state.decider == FIR and state.used == ()
    assert GAME.pending(state) == (Decision(FIR, "toss", "Call the coin toss"),)


def test_the_teams_and_names_come_from_the_options_and_the_caller():
    state = GAME.new_game(
        3, {"home_team": "MAU", "visiting_team": "PHA", "coffin_corner": True}, names=["Ann", "Bob"]
    )
    assert state.names == ("Ann", "Bob") and state.teams == ("MAU", "PHA")
    assert dict(state.options)["coffin_corner"] is True
    assert state.hands == (GAME.offense_ids["MAU"], GAME.offense_ids["PHA"])
    assert state.defense == (GAME.defense_ids["MAU"], GAME.defense_ids["PHA"])
    assert GAME.new_game(3, {"home_team": "PHA", "visiting_team": "MAU"}).names == ("Pharaohs", "Maulers")


@pytest.mark.parametrize("seed", ["7", 1.5, True, None])
def test_the_seed_must_be_a_whole_number(seed):
    with pytest.raises(TypeError, match="^the seed must be a whole number$"):
        GAME.new_game(seed)


def test_both_seats_cannot_take_the_same_team():
    """R1: each deck exists once."""
    with pytest.raises(
        ValueError, match=r"^Breakaway Football needs two different teams \(each deck exists once\)$"
    ):
        GAME.new_game(0, {"home_team": "FIR", "visiting_team": "FIR"})


@pytest.mark.parametrize("names", [["Solo"], ["A", "B", "C"]])
def test_it_is_a_game_for_two_coaches(names):
    with pytest.raises(ValueError, match="^Breakaway Football is for exactly two coaches$"):
        GAME.new_game(0, names=names)


def test_it_is_dealt_from_its_own_cards_not_decks_of_your_own():
    with pytest.raises(IllegalDeckError, match="is not played with decks of your own"):
        GAME.new_game(0, decks=[object(), object()])
    with pytest.raises(ValueError, match="has no option"):
        GAME.new_game(0, {"weather": "rain"})


# ----- who decides what (Game Play; Audibles; R4, R5) ----------------------------------------------
def test_the_offense_is_asked_first_for_a_secret_call_then_the_defense():
    """Game Play: the offense lays its play face down first, then the defense (R4)."""
    state = position(offense=FIR, ball=6, down=3, target=10)
    assert GAME.pending(state) == (
        Decision(FIR, "call", "Call your offense play face down (3rd and 20 at their own 30)", secret=True),
    )
    state, _ = act(state, FIR, "call", "FIR-O01", "a")
    assert GAME.pending(state) == (
        Decision(LIG, "call", "Call your defense play face down (3rd and 20 at their own 30)", secret=True),
    )
    both = replace(state, calls=(Call("LIG-D01"), Call("FIR-O01")))
    assert both.phase == CALL and GAME.pending(both) == ()


def test_a_two_point_try_is_named_in_the_call_prompt():
    state = position(ball=18, target=20, two_point=True)
    assert GAME.pending(state) == (
        Decision(LIG, "call", "Call your offense play face down (two-point try)", secret=True),
    )


def test_both_coaches_answer_the_audible_at_once_and_in_secret_offense_listed_first():
    """Audibles: both players may audible, before the reveal; neither waits for the other (R5)."""
    prompt = "Call an audible (turn your card end for end) before the reveal?"
    state = two_down(position(offense=FIR), ("FIR-O01", "a"), ("LIG-D01", "a"))
    assert state.phase == AUDIBLE
    assert GAME.pending(state) == (
        Decision(FIR, "audible", prompt, secret=True, optional=True),
        Decision(LIG, "audible", prompt, secret=True, optional=True),
    )
    state, _ = act(state, LIG, "audible", "keep")
    assert GAME.pending(state) == (Decision(FIR, "audible", prompt, secret=True, optional=True),)
    assert legal(state, LIG) == [] and legal(state, FIR) == [("audible", ("turn",)), ("audible", ("keep",))]
    state = two_down(position())
    state, _ = act(state, LIG, "audible", "turn")
    assert GAME.pending(state) == (Decision(FIR, "audible", prompt, secret=True, optional=True),)
    assert legal(state, LIG) == [] and legal(state, FIR) == [("audible", ("turn",)), ("audible", ("keep",))]


@pytest.mark.parametrize(
    "phase, seat, prompt, optional",
    [
        (TOSS, FIR, "Call the coin toss", False),
        (CHOOSE, LIG, "You won the toss: receive or kick?", False),
        (KICKOFF, FIR, "Kick off deep, or try an onside kick?", False),
        (TRY, LIG, "Kick the extra point or go for two?", False),
        (EQUALIZE, FIR, "Discard an offense card to level the clock", False),
        (SPECIAL, LIG, "Choose the offense card to discard", False),
        (RETRIEVE, FIR, "Take an offense card back from your discards", False),
        (CHALLENGE, LIG, "Throw your challenge flag to ignore the play event?", True),
        (PENALTY, FIR, "Accept or decline the penalty?", True),
        (MODIFIER, LIG, "Take the play event or the breakaway value?", False),
        (ICE, FIR, "Ice the kicker (spend a time out, -1 on the field goal value)?", True),
    ],
)
def test_every_other_phase_asks_its_one_decider(phase, seat, prompt, optional):
    """Challenge flags, penalties and icing may be let pass (optional); the rest must be answered."""
    state = replace(position(), phase=phase, decider=seat)
    assert GAME.pending(state) == (Decision(seat, phase, prompt, optional=optional),)


def test_nobody_is_asked_anything_once_the_game_is_over():
    state = replace(position(), phase=OVER, winners=(LIG,), score=(7, 3))
    assert GAME.pending(state) == () and legal(state, LIG) == [] and legal(state, FIR) == []
    assert GAME.is_over(state) and not GAME.is_over(position())


# ----- the legal moves (Game Play; Time Outs; Touchdown/PAT; R15, R16, R19, R20) -----------------
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


def test_a_field_goal_is_offered_from_the_opponents_45_and_closer():
    """Field Goal (3 Points): distance 9 (the opponent's 45) is the chart's last line (R20)."""
    specials = [("special", (m,)) for m in ("punt", "field_goal", "hail_mary", "kneel")]
    assert legal(position(ball=11, hands=(LO[:1], FO)), LIG) == calls_for(LO[:1]) + specials
    assert legal(position(ball=19, target=20, hands=(LO[:1], FO)), LIG) == calls_for(LO[:1]) + specials
    assert GAME._specials(position(ball=10)) == ["punt", "hail_mary", "kneel"]


def test_the_coffin_corner_punt_is_offered_only_with_its_optional_rule():
    """Optional Rules: Coffin-Corner Punting (R30)."""
    state = position(ball=12, options={"coffin_corner": True})
    assert GAME._specials(state) == ["punt", "coffin", "field_goal", "hail_mary", "kneel"]
    assert GAME._specials(position(ball=12)) == ["punt", "field_goal", "hail_mary", "kneel"]


def test_the_defense_calls_either_end_of_any_defense_card_once_the_offense_card_is_down():
    """Game Play: defenses are never discarded, so all ten cards are always there (R4, R5)."""
    state, _ = act(position(), LIG, "call", "LIG-O01", "b")
    assert legal(state, FIR) == calls_for(FD)
    assert GAME.legal_actions(state, FIR) == [Action(FIR, "call", (c, end)) for c in FD for end in "ab"]
    assert legal(state, LIG) == []  # its card is down: only the audible is left
    state, _ = act(position(offense=FIR), FIR, "call", "FIR-O01", "b")
    assert GAME.legal_actions(state, LIG) == [Action(LIG, "call", (c, end)) for c in LD for end in "ab"]


def test_a_two_point_try_may_use_any_offense_card_even_from_the_discards_and_nothing_else():
    """Touchdown/PAT: any play card, even from the discards, in an untimed down: no kicks, no time
    outs (R16)."""
    state = position(
        ball=18, target=20, two_point=True, hands=(LO[:2], FO), discards=(LO[2:4], ()), timeouts=(3, 3)
    )
    assert legal(state, LIG) == calls_for(LO[:4])
    state, _ = act(state, LIG, "call", "LIG-O03", "a")
    assert state.calls[LIG] == Call("LIG-O03", "a", from_discard=True)
    assert legal(state, FIR) == calls_for(FD)


def test_either_coach_may_take_a_time_out_before_laying_a_card_while_the_offense_has_a_discard():
    """Time Outs: a time out brings an offense card back, so it needs one in the offense's discards;
    each coach calls it before laying its own card (R19)."""
    state = position(hands=(LO[:2], FO), discards=(LO[2:3], ()))
    assert legal(state, LIG)[-1] == ("timeout", ())
    assert legal(state, LIG)[:4] == calls_for(LO[:2])
    state, _ = act(state, LIG, "call", "LIG-O01", "a")
    assert legal(state, FIR) == calls_for(FD) + [("timeout", ())]  # the Fire have no discards of their own


@pytest.mark.parametrize(
    "changes",
    [
        {"discards": ((), ("FIR-O01",))},  # only the defense has a discard
        {"discards": (("LIG-O15",), ()), "timeouts": (0, 0)},  # no time outs left
        {"discards": (("LIG-O15",), ()), "two_point": True},  # an untimed down
    ],
)
def test_no_time_out_without_a_card_to_bring_back_a_time_out_left_or_on_a_try(changes):
    state = position(**changes)
    assert ("timeout", ()) not in legal(state, LIG)
    state, _ = act(state, LIG, "call", "LIG-O01", "a")
    assert ("timeout", ()) not in legal(state, FIR)


def test_the_time_out_needs_a_time_out_of_the_seat_that_calls_it():
    state = position(discards=(("LIG-O15",), ()), timeouts=(0, 1), hands=(LO[:14], FO))
    assert ("timeout", ()) not in legal(state, LIG)
    state, _ = act(state, LIG, "call", "LIG-O01", "a")
    assert ("timeout", ()) in legal(state, FIR)
    assert GAME._timeout_ok(state, FIR) is True and GAME._timeout_ok(state, LIG) is False


@pytest.mark.parametrize("phase, kind", [(EQUALIZE, "discard"), (SPECIAL, "discard")])
def test_a_discard_names_any_offense_card_in_the_deciders_hand(phase, kind):
    """Clock Management: the team levelling the clock, or the offense paying for a kick, chooses the
    card (R15, R19)."""
    state = replace(position(), phase=phase, decider=FIR, hands=(LO[:2], FO[3:6]))
    assert legal(state, FIR) == [(kind, (c,)) for c in FO[3:6]]
    assert legal(state, LIG) == []


def test_after_a_time_out_the_offense_takes_back_any_discarded_card():
    """Time Outs: the offense retrieves one of its discards."""
    state = replace(position(), phase=RETRIEVE, decider=LIG, hands=(LO[:10], FO), discards=(LO[10:], ()))
    assert legal(state, LIG) == [("retrieve", (c,)) for c in LO[10:]]
    assert legal(state, FIR) == []


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


# ----- the shape of a move -----------------------------------------------------------------------------
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


def test_a_time_out_takes_nothing_and_unknown_moves_are_refused():
    assert malformed("timeout", "now") == "'timeout' takes no arguments"
    assert GAME.parse_action(Action(1, "timeout")) == Action(1, "timeout")
    assert malformed("dance") == "Breakaway Football has no action 'dance'"
    assert malformed("dance", "x") == "Breakaway Football has no action 'dance'"


# ----- refused moves and their reasons -----------------------------------------------------------------
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


def test_a_time_out_brings_back_only_a_discarded_card():
    state = replace(position(), phase=RETRIEVE, decider=LIG, hands=(LO[1:], FO), discards=(LO[:1], ()))
    for card in ("LIG-O02", "FIR-O01"):
        assert refusal(state, LIG, "retrieve", card) == (
            "not-discarded",
            "A time out brings back a card from your discard pile; that card is not there.",
            BOOK + "Time Outs",
        )


def test_the_defense_waits_for_the_offense_card_before_calling_or_taking_a_time_out():
    """Game Play: the offense lays first, then the defense (R4)."""
    words = (
        "offense-first",
        "Lightning lays the offense play face down first; then the defense calls.",
        BOOK + "Game Play",
    )
    state = position(discards=(("LIG-O15",), ()), hands=(LO[:14], FO))
    assert refusal(state, FIR, "timeout") == words
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


def test_time_outs_refused_on_a_try_when_none_are_left_and_when_there_is_nothing_to_bring_back():
    """Time Outs: three a half, each bringing back an offense discard; Touchdown/PAT: the try is
    untimed (R16, R19)."""
    state = position(two_point=True, timeouts=(0, 0), discards=(("LIG-O15",), ()), hands=(LO[:14], FO))
    assert refusal(state, LIG, "timeout") == (
        "untimed-try",
        "The two-point try is an untimed down: no time outs.",
        BOOK + "Touchdown/PAT",
    )
    state = replace(state, two_point=False)
    assert refusal(state, LIG, "timeout") == (
        "no-timeouts",
        "You have no time outs left this half.",
        BOOK + "Time Outs",
    )
    state = replace(state, timeouts=(1, 0))
    assert GAME.validate(state, Action(LIG, "timeout")).ok
    state, _ = act(state, LIG, "call", "LIG-O01", "a")
    assert refusal(state, FIR, "timeout") == (
        "no-timeouts",
        "You have no time outs left this half.",
        BOOK + "Time Outs",
    )
    nothing = (
        "nothing-to-retrieve",
        ("A time out brings an offense card back from the discards, and the offense has none there."),
        BOOK + "Time Outs",
    )
    assert refusal(position(timeouts=(1, 1)), LIG, "timeout") == nothing
    state, _ = act(position(timeouts=(1, 1), discards=((), ("FIR-O01",))), LIG, "call", "LIG-O01", "a")
    assert refusal(state, FIR, "timeout") == nothing


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


def test_a_coffin_corner_punt_needs_its_option_and_a_field_goal_needs_range():
    """Coffin-Corner Punting is optional (R30); field goals from the 45 or closer (R20)."""
    assert refusal(position(ball=12), LIG, "special", "coffin") == (
        "option-off",
        "Coffin-corner punts are an optional rule that is not in use.",
        BOOK + "Coffin-Corner Punting",
    )
    assert refusal(position(ball=10), LIG, "special", "field_goal") == (
        "out-of-range",
        ("Field goals are kicked from the opponent's 45-yard line or closer (the distance chart ends at 9)."),
        BOOK + "Field Goal (3 Points)",
    )
    assert GAME.validate(position(ball=11), Action(LIG, "special", ("field_goal",))).ok
    assert GAME.validate(
        position(ball=4, options={"coffin_corner": True}), Action(LIG, "special", ("coffin",))
    ).ok


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


# ----- applying a move: each goes to the rule that resolves it ------------------------------------------
def same(state, seat, kind, *args, expect):
    """The move through the engine leaves what calling the resolving rule directly leaves."""
    events = []
    want = expect(state, events)
    got, got_events = act(state, seat, kind, *args)
    assert got == want and seen(got_events) == seen(events)
    return got, got_events


def test_a_call_and_an_audible_go_to_the_play_rules():
    """Game Play; Audibles (R4, R5)."""
    state = position(offense=FIR)
    state, _ = same(
        state, FIR, "call", "FIR-O02", "b", expect=lambda s, ev: plays.call(GAME, s, FIR, "FIR-O02", "b", ev)
    )
    state, _ = same(
        state, LIG, "call", "LIG-D04", "a", expect=lambda s, ev: plays.call(GAME, s, LIG, "LIG-D04", "a", ev)
    )
    turned, _ = same(
        state, LIG, "audible", "turn", expect=lambda s, ev: plays.audible(GAME, s, LIG, True, ev)
    )
    assert turned.calls[LIG] == Call("LIG-D04", "b", audible="turn")
    kept, _ = same(state, FIR, "audible", "keep", expect=lambda s, ev: plays.audible(GAME, s, FIR, False, ev))
    assert kept.calls[FIR] == Call("FIR-O02", "b", audible="keep")


def test_an_announced_kick_and_its_discard_go_to_the_play_rules():
    """R15: the offense announces, then chooses the card it discards."""
    state = position(ball=12, top=["GD07"])
    state, _ = same(
        state, LIG, "special", "hail_mary", expect=lambda s, ev: plays.announce(GAME, s, "hail_mary", ev)
    )
    assert state.phase == SPECIAL and state.play == Play(special="hail_mary")
    same(state, LIG, "discard", "LIG-O04", expect=lambda s, ev: plays.special_discard(GAME, s, "LIG-O04", ev))


def test_a_discard_while_levelling_the_clock_goes_to_the_clock_rules():
    """Clock Management: the team holding more cards discards to level (R19)."""
    state = replace(position(), phase=EQUALIZE, decider=FIR, hands=(LO[:10], FO[:12]))
    after, events = same(
        state, FIR, "discard", "FIR-O05", expect=lambda s, ev: clock.equalize_discard(GAME, s, "FIR-O05", ev)
    )
    assert events[0].kind == "clock-discard" and "FIR-O05" in after.discards[FIR]


def test_breakaway_challenge_and_penalty_answers_go_to_the_play_rules():
    """Breakaways; Challenge Flags; Penalties: each answer is passed on as the coach gave it."""
    state, _ = run_down(position(ball=4, top=["GD05", "GD07", "GD01"]), OR3, TIGHT_RUN)
    assert state.phase == MODIFIER and state.decider == LIG
    same(state, LIG, "modifier", "event", expect=lambda s, ev: plays.modifier(GAME, s, True, ev))
    same(state, LIG, "modifier", "corner", expect=lambda s, ev: plays.modifier(GAME, s, False, ev))
    state, _ = run_down(position(ball=10, top=["GD05"]), LP6, TWO_MAN)
    assert state.phase == MODIFIER and state.decider == FIR
    same(state, FIR, "modifier", "corner", expect=lambda s, ev: plays.modifier(GAME, s, False, ev))
    state, _ = run_down(position(ball=6, top=["GD07"], flags=(1, 1)), IR2, BLITZ)
    assert state.phase == CHALLENGE and state.decider == LIG
    same(state, LIG, "challenge", "spend", expect=lambda s, ev: plays.challenge(GAME, s, LIG, True, ev))
    state, _ = same(
        state, LIG, "challenge", "keep", expect=lambda s, ev: plays.challenge(GAME, s, LIG, False, ev)
    )
    assert state.phase == CHALLENGE and state.decider == FIR
    same(state, FIR, "challenge", "spend", expect=lambda s, ev: plays.challenge(GAME, s, FIR, True, ev))
    state, _ = run_down(position(ball=6, down=3, top=["GD51"]), LP8_LOW, TIGHT_RUN)
    assert state.phase == PENALTY and state.decider == LIG
    same(state, LIG, "penalty", "accept", expect=lambda s, ev: plays.penalty_choice(GAME, s, True, ev))
    same(state, LIG, "penalty", "decline", expect=lambda s, ev: plays.penalty_choice(GAME, s, False, ev))


def test_a_time_out_and_the_card_taken_back_go_to_the_clock_rules():
    """Time Outs: either coach calls it; the offense takes a card back."""
    state = position(hands=(LO[:13], FO), discards=(LO[13:], ()), timeouts=(2, 3))
    state, _ = act(state, LIG, "call", "LIG-O01", "a")
    state, events = same(state, FIR, "timeout", expect=lambda s, ev: clock.call_timeout(s, FIR, ev))
    assert state.timeouts == (2, 2) and state.phase == RETRIEVE and state.decider == LIG
    assert events[0].data == {"seat": FIR, "left": 2}
    state, _ = same(
        state, LIG, "retrieve", "LIG-O15", expect=lambda s, ev: clock.retrieve(GAME, s, "LIG-O15", ev)
    )
    assert "LIG-O15" in state.hands[LIG] and state.discards[LIG] == ("LIG-O14",)


def test_the_kicking_team_kicks_deep_or_announces_an_onside_kick():
    """Kickoffs/Kick Returns; Onside Kicks: the onside kick is announced (R23)."""
    state = replace(position(offense=FIR, top=["GD05", "GD28"]), phase=KICKOFF, decider=FIR)
    same(state, FIR, "kickoff", "deep", expect=lambda s, ev: kicking.deep_kick(GAME, s, FIR, ev))
    after, events = act(state, FIR, "kickoff", "onside")
    assert seen(events[:1]) == [("announce", "Fire announces an onside kick.", {})]
    rest = []
    assert after == kicking.onside_kick(GAME, state, FIR, rest) and seen(events[1:]) == seen(rest)
    state = replace(state, offense=LIG, decider=LIG, names=("Ann", "Bob"))
    after, events = act(state, LIG, "kickoff", "onside")
    assert seen(events[:1]) == [("announce", "Ann announces an onside kick.", {})]
    rest = []
    assert after == kicking.onside_kick(GAME, state, LIG, rest) and seen(events[1:]) == seen(rest)
    assert "announce" not in [e.kind for e in act(state, LIG, "kickoff", "deep")[1]]


def test_after_a_touchdown_the_scorer_kicks_the_extra_point_or_goes_for_two_from_the_10():
    """Touchdown/PAT: the extra point is a Game Day card; the two-point try is a down from the
    opponent's 10 (R16, R22)."""
    state = replace(
        position(
            offense=FIR,
            ball=20,
            down=3,
            target=16,
            top=["GD07"],
            score=(0, 6),
            calls=(Call("LIG-D01"), Call("FIR-O01")),
            play=Play(card="GD01"),
            revealed=True,
        ),
        phase=TRY,
        decider=FIR,
    )
    after, events = act(state, FIR, "try", "kick")
    assert seen(events[:1]) == [("try", "Fire kicks the extra point.", {})]
    rest = []
    assert after == kicking.extra_point(GAME, state, rest) and seen(events[1:]) == seen(rest)
    after, events = act(state, FIR, "try", "two")
    assert seen(events) == [("try", "Fire goes for two from the 10.", {})]
    assert after == replace(
        state,
        two_point=True,
        ball=18,
        down=1,
        target=20,
        phase=CALL,
        calls=(None, None),
        play=None,
        revealed=False,
    )
    assert GAME.pending(after) == (
        Decision(FIR, "call", "Call your offense play face down (two-point try)", secret=True),
    )
    state = replace(state, offense=LIG, decider=LIG)
    assert seen(act(state, LIG, "try", "kick")[1][:1]) == [("try", "Lightning kicks the extra point.", {})]
    assert seen(act(state, LIG, "try", "two")[1]) == [("try", "Lightning goes for two from the 10.", {})]


def iced_position(defense: int, timeouts):
    offense = 1 - defense
    state = position(offense=offense, ball=14, options=ICE_ON, timeouts=timeouts, top=["GD22", "GD07"])
    state, _ = act(state, offense, "special", "field_goal")
    state, _ = act(state, offense, "discard", (LO, FO)[offense][4])
    assert state.phase == ICE and state.decider == defense
    return state


@pytest.mark.parametrize("defense, timeouts, after", [(FIR, (3, 2), (3, 1)), (LIG, (1, 3), (0, 3))])
def test_icing_the_kicker_spends_one_of_the_defenses_time_outs_before_the_kick(defense, timeouts, after):
    """Optional Rules, Ice the Kicker: the defense announces it and spends a time out; the kick's
    value counts one less (R30)."""
    state = iced_position(defense, timeouts)
    name = ("Lightning", "Fire")[defense]
    iced, events = act(state, defense, "ice", "yes")
    left = after[defense]
    assert seen(events[:1]) == [
        ("ice", f"{name} calls time out to ice the kicker ({left} left).", {"seat": defense})
    ]
    rest = []
    want = kicking.kick_field_goal(GAME, replace(state, timeouts=after), rest, iced=True)
    assert iced == want and seen(events[1:]) == seen(rest)
    assert iced.timeouts[defense] == left or iced.phase != CALL


@pytest.mark.parametrize("defense", [FIR, LIG])
def test_letting_the_kicker_kick_spends_nothing(defense):
    state = iced_position(defense, (2, 2))
    kicked, events = act(state, defense, "ice", "no")
    name = ("Lightning", "Fire")[defense]
    assert seen(events[:1]) == [("no-ice", f"{name} lets the kicker kick.", {})]
    rest = []
    assert kicked == kicking.kick_field_goal(GAME, state, rest, iced=False) and seen(events[1:]) == seen(rest)
    assert "(iced)" not in events[1].text and "GD22" in events[1].text


# ----- the coin toss and the opening choice (Setup; Overtime; R1) -------------------------------------------
@pytest.mark.parametrize("call, winner", [("tails", FIR), ("heads", LIG)])
def test_the_visitors_call_the_seeded_coin_and_the_winner_chooses(call, winner):
    """Setup: flip a coin for the opening kickoff; the visitors call it (R1). Seed 7's coin shows tails."""
    state = GAME.new_game(7)
    assert chance.coin(7, 1) == "tails"
    after, events = act(state, FIR, "toss", call)
    won = ("Lightning", "Fire")[winner]
    assert [(e.kind, e.text, e.data, e.chance, e.irreversible) for e in events] == [
        (
            "coin",
            f"Fire calls {call}; the coin shows tails. {won} wins the toss.",
            {"coin": "tails", "winner": winner},
            True,
            True,
        )
    ]
    assert after == replace(state, chance=2, coin="tails", phase=CHOOSE, decider=winner)


def test_the_coin_is_read_at_the_current_chance_counter():
    state = replace(GAME.new_game(7), chance=2, decider=LIG, names=("Ann", "Bob"))
    side = chance.coin(7, 2)
    assert side == "heads" and chance.coin(7, 1) == "tails"
    other = "heads" if side == "tails" else "tails"
    after, events = act(state, LIG, "toss", other)
    assert events[0].text == f"Ann calls {other}; the coin shows {side}. Bob wins the toss."
    assert after.chance == 3 and after.coin == side and after.decider == FIR
    assert [chance.coin(s, 1) for s in (0, 2)] == ["tails", "tails"] and chance.coin(1, 1) == "heads"
    after, _ = act(replace(GAME.new_game(1), decider=LIG), LIG, "toss", "heads")
    assert after.coin == "heads" and after.decider == LIG


@pytest.mark.parametrize(
    "seat, choice, kicker",
    [(LIG, "receive", FIR), (LIG, "kick", LIG), (FIR, "receive", LIG), (FIR, "kick", FIR)],
)
def test_the_toss_winner_receives_or_kicks_and_the_receiver_of_the_opening_kickoff_is_noted(
    seat, choice, kicker
):
    """Setup: the receiving team returns the opening kickoff; R19: the other team receives the
    second half's kickoff, so the opening receiver is kept."""
    state = replace(GAME.new_game(7), phase=CHOOSE, decider=seat, chance=2)
    after, events = act(state, seat, "choose", choice)
    name = ("Lightning", "Fire")[seat]
    assert seen(events[:1]) == [("choose", f"{name} chooses to {choice}.", {"seat": seat, "choice": choice})]
    rest = []
    want = kicking.kickoff(GAME, replace(state, opening_receiver=1 - kicker), kicker, rest, after_score=False)
    assert after == want and seen(events[1:]) == seen(rest)
    assert after.opening_receiver == 1 - kicker and rest[0].kind == "game-day"


@pytest.mark.parametrize("seat, choice, kicker", [(LIG, "receive", FIR), (FIR, "receive", LIG)])
def test_the_overtime_choice_leaves_the_opening_receiver_alone(seat, choice, kicker):
    """Overtime: a fresh toss and choice; the game's opening receiver stays as it was (R28)."""
    state = replace(GAME.new_game(7), phase=CHOOSE, decider=seat, quarter=5, opening_receiver=seat)
    after, events = act(state, seat, "choose", choice)
    rest = []
    assert after == kicking.kickoff(GAME, state, kicker, rest, after_score=False)
    assert after.opening_receiver == seat and seen(events[1:]) == seen(rest)
    state = replace(state, quarter=2, opening_receiver=kicker)
    assert act(state, seat, "choose", choice)[0].opening_receiver == kicker


# ----- what each seat sees (Game Play; Audibles; R4, R5, R16) --------------------------------------------
def busy_position(**changes):
    """The Fire on offense in the 3rd quarter, both cards face down, the Lightning having answered
    the audible; every field set to a value of its own."""
    state = position(
        offense=FIR,
        ball=7,
        down=2,
        target=10,
        score=(3, 7),
        quarter=3,
        timeouts=(1, 2),
        flags=(1, 0),
        hands=(LO[:12], FO[1:11]),
        discards=(LO[12:], FO[11:]),
        defense=(LD[1:], FD),
        calls=(Call("LIG-D01", "b", audible="keep"), Call("FIR-O01", "a")),
        top=["GD09"],
    )
    state = replace(
        state,
        phase=AUDIBLE,
        decider=FIR,
        used=state.deck[:2],
        deck=state.deck[2:],
        coin="heads",
        opening_receiver=FIR,
        quarter_over=True,
        ot_had_ball=(True, False),
        ot_answer=LIG,
        play=Play(kind="run", card="GD09"),
        winners=None,
    )
    return replace(state, **changes) if changes else state


def test_a_coach_sees_its_own_cards_and_call_and_only_that_the_other_card_is_down():
    """Game Play: both plays are face down until the reveal; R5: an answered audible is known, not
    how it was answered."""
    state = busy_position()
    for seat in (LIG, FIR, None):
        mine = seat is not None
        assert GAME.view(state, seat) == GAME.view(state, seat)
        view = GAME.view(state, seat)
        assert (view.seat, view.names, view.options, view.teams) == (
            seat,
            state.names,
            state.options,
            state.teams,
        )
        assert (view.phase, view.decider, view.quarter, view.score, view.offense) == (
            AUDIBLE,
            FIR,
            3,
            (3, 7),
            FIR,
        )
        assert (view.ball, view.down, view.target, view.timeouts, view.flags) == (7, 2, 10, (1, 2), (1, 0))
        assert view.hand == (state.hands[seat] if mine else ())
        assert view.defense_hand == (state.defense[seat] if mine else ())
        assert view.my_call == (state.calls[seat] if mine else None)
        assert view.hand_sizes == (12, 10) and view.discards == (LO[12:], FO[11:])
        assert view.called == (True, True) and view.revealed_calls == (None, None)
        assert view.play == Play(kind="run", card="GD09") and view.deck_size == 52 and view.used == state.used
        assert (view.two_point, view.coin, view.winners, view.revealed) == (False, "heads", None, False)
        assert (view.opening_receiver, view.quarter_over, view.ot_had_ball, view.ot_answer) == (
            FIR,
            True,
            (True, False),
            LIG,
        )
        assert view.audibled == (True, False)
    assert GAME.view(state, LIG).my_call == Call("LIG-D01", "b", audible="keep")
    assert GAME.view(state, FIR).hand == FO[1:11] and GAME.view(state, FIR).defense_hand == FD


def test_the_cards_are_face_up_after_the_reveal():
    state = busy_position(revealed=True, calls=(Call("LIG-D01", "b", audible="keep"), None))
    view = GAME.view(state, None)
    assert view.revealed_calls == state.calls and view.revealed and view.called == (True, False)
    assert view.audibled == (True, False)
    view = GAME.view(busy_position(calls=(None, Call("FIR-O01", "a", audible="turn"))), LIG)
    assert view.called == (False, True) and view.audibled == (False, True)


@pytest.mark.parametrize("offense", [LIG, FIR])
def test_a_try_card_taken_from_the_discards_is_still_shown_there_to_the_other_coach(offense):
    """R16: while the try card from the discards is face down, the other coach (and a spectator)
    still sees it on the pile, so the pile gives nothing away; its owner sees it on the board."""
    own = (LO, FO)[offense]
    pile = own[10:12]
    discards = [(), ()]
    discards[offense] = pile
    calls = [None, None]
    calls[offense] = Call(own[12], "b", from_discard=True)
    hands = [LO, FO]
    hands[offense] = own[:10] + own[13:]
    state = position(
        offense=offense,
        ball=18,
        target=20,
        two_point=True,
        hands=tuple(hands),
        discards=tuple(discards),
        calls=tuple(calls),
    )
    shown = list(discards)
    shown[offense] = pile + (own[12],)
    assert GAME.view(state, 1 - offense).discards == tuple(shown)
    assert GAME.view(state, None).discards == tuple(shown)
    assert GAME.view(state, offense).discards == tuple(discards)
    assert GAME.view(replace(state, revealed=True), 1 - offense).discards == tuple(discards)
    state = replace(state, calls=tuple(Call(c.card, c.end) if c else None for c in calls))
    assert GAME.view(state, 1 - offense).discards == tuple(discards)


def test_hidden_cards_are_the_deck_the_other_hands_and_the_other_face_down_card():
    """Game Play: calls are secret until the reveal (R4); R16: a try card from the discards was seen
    on the pile."""
    state = busy_position()
    deck = set(state.deck)
    assert GAME.hidden_from(state, LIG) == deck | set(FO[1:11]) | set(FD) | {"FIR-O01"}
    assert GAME.hidden_from(state, FIR) == deck | set(LO[:12]) | set(LD[1:]) | {"LIG-D01"}
    assert GAME.hidden_from(state, None) == (
        deck | set(LO[:12]) | set(LD[1:]) | set(FO[1:11]) | set(FD) | {"LIG-D01", "FIR-O01"}
    )
    revealed = replace(state, revealed=True)
    assert GAME.hidden_from(revealed, LIG) == deck | set(FO[1:11]) | set(FD)
    from_pile = replace(state, calls=(None, Call("FIR-O01", "a", from_discard=True)))
    assert GAME.hidden_from(from_pile, LIG) == deck | set(FO[1:11]) | set(FD)


def test_every_card_is_somewhere_exactly_once():
    """Components: 15 offense and 10 defense cards a team, 54 Game Day cards; a card on the board
    is counted there."""
    state = busy_position()
    expected = Counter(LO + FO + LD + FD + GAME.gd_ids)
    assert GAME.inventory(state) == expected
    assert GAME.inventory(GAME.new_game(2)) == expected
    lost = replace(state, calls=(None, Call("FIR-O01", "a")))
    assert GAME.inventory(lost) == expected - Counter(["LIG-D01"])
    assert GAME.inventory(replace(state, calls=(Call("LIG-D01"), None))) == expected - Counter(["FIR-O01"])


# ----- the position a computer player guesses from its view ---------------------------------------------------
def check_guess(state, seat, seed):
    view = GAME.view(state, seat)
    guess = GAME.determinize(view, random.Random(seed))
    assert GAME.view(guess, seat) == view
    assert GAME.inventory(guess) == GAME.inventory(state)
    assert guess.chance == 0 and 0 <= guess.seed < 2**62 and guess.seed != state.seed
    assert sorted(guess.deck) == sorted(state.deck)
    return guess


def test_a_guess_keeps_the_seats_own_cards_and_deals_the_other_offense_hand_from_the_discards():
    """Clock Management: a team's offense cards are its 15 minus the face-up discards."""
    state = busy_position()
    ends = set()
    for seed in range(12):
        guess = check_guess(state, LIG, seed)
        assert guess.hands[LIG] == LO[:12] and guess.defense[LIG] == LD[1:]
        assert guess.calls[LIG] == Call("LIG-D01", "b", audible="keep")
        card = guess.calls[FIR].card
        assert card in FO[:11] and guess.calls[FIR].from_discard is False and guess.calls[FIR].audible == ""
        assert guess.hands[FIR] == tuple(c for c in FO[:11] if c != card) and guess.defense[FIR] == FD
        assert guess.discards == state.discards
        ends.add(guess.calls[FIR].end)
    assert ends == {"a", "b"}


def test_a_guess_samples_the_answer_of_an_offense_that_has_answered_the_audible():
    """R5: an answered audible is known, not how; the guess picks one (the game over, too)."""
    state = busy_position(
        calls=(Call("LIG-D01", "b", audible="keep"), Call("FIR-O01", "a", audible="turn")), winners=(FIR,)
    )
    answers, ends = set(), set()
    for seed in range(16):
        guess = check_guess(state, LIG, seed)
        assert guess.winners == (FIR,) and guess.coin == "heads"
        answers.add(guess.calls[FIR].audible)
        ends.add(guess.calls[FIR].end)
    assert answers == {"turn", "keep"} and ends == {"a", "b"}


def test_a_guess_samples_the_defense_card_and_its_end_and_an_answered_audible():
    """R5: the end on the board and an answered audible are as secret as the card."""
    state = busy_position()
    answers, ends, cards, seeds = set(), set(), set(), set()
    for seed in range(24):
        guess = check_guess(state, FIR, seed)
        call = guess.calls[LIG]
        assert call.card in LD and call.from_discard is False
        assert guess.defense[LIG] == tuple(c for c in LD if c != call.card)
        assert guess.hands[LIG] == LO[:12] and guess.calls[FIR] == Call("FIR-O01", "a")
        answers.add(call.audible)
        ends.add(call.end)
        cards.add(call.card)
        seeds.add(guess.seed)
        assert guess.deck != state.deck or seed > 20
    assert answers == {"turn", "keep"} and ends == {"a", "b"} and len(cards) > 5 and len(seeds) == 24


def test_a_spectators_guess_samples_both_calls():
    state = busy_position()
    for seed in range(4):
        guess = check_guess(state, None, seed)
        assert guess.calls[LIG].card in LD and guess.calls[FIR].card in FO[:11]


def test_a_guess_takes_the_revealed_calls_as_they_are():
    state = busy_position(
        revealed=True,
        phase=CHALLENGE,
        decider=FIR,
        calls=(Call("LIG-D01", "b", audible="keep"), Call("FIR-O01", "a", audible="turn")),
    )
    for seat in (LIG, FIR, None):
        guess = check_guess(state, seat, 3)
        assert guess.calls == state.calls and guess.hands == state.hands and guess.defense == state.defense


def test_a_guess_puts_back_a_try_card_taken_from_the_discards():
    """R16: the card shown last on the pile is the one face down on the board."""
    state = position(
        ball=18,
        target=20,
        two_point=True,
        hands=(LO[:10] + LO[13:], FO),
        discards=(LO[10:12], ()),
        calls=(Call("LIG-O13", "b", from_discard=True), None),
    )
    state, _ = act(state, FIR, "call", "FIR-D02", "a")
    state, _ = act(state, LIG, "audible", "turn")
    ends = set()
    for seed in range(12):
        guess = check_guess(state, FIR, seed)
        assert guess.calls[LIG].card == "LIG-O13" and guess.calls[LIG].from_discard is True
        assert guess.calls[LIG].audible in ("turn", "keep") and guess.calls[LIG].end in ("a", "b")
        assert guess.discards[LIG] == LO[10:12] and guess.hands[LIG] == state.hands[LIG]
        ends.add(guess.calls[LIG].end)
    assert ends == {"a", "b"}


def test_a_view_that_does_not_add_up_is_refused():
    view = GAME.view(busy_position(), LIG)
    with pytest.raises(ValueError, match="^the view does not add up: 10 offense cards for a hand of 9$"):
        GAME.determinize(replace(view, hand_sizes=(12, 9)), random.Random(0))
    with pytest.raises(ValueError, match="^the view does not add up: 52 Game Day cards for a deck of 51$"):
        GAME.determinize(replace(view, deck_size=51), random.Random(0))
    view = GAME.view(busy_position(calls=(Call("LIG-D01", "b", audible="keep"), None)), LIG)
    with pytest.raises(ValueError, match="^the view does not add up: 11 offense cards for a hand of 10$"):
        GAME.determinize(view, random.Random(0))


# ----- the end of the game, the move list and the menu words ----------------------------------------------------
def test_the_outcome_names_the_winner_and_the_score_only_once_the_game_is_over():
    """Scoring: the higher score wins; level after overtime is a draw (R28)."""
    assert GAME.outcome(busy_position()) is None
    over = replace(busy_position(), phase=OVER, winners=(FIR,), score=(10, 17))
    outcome = GAME.outcome(over)
    assert (outcome.winners, outcome.scores, outcome.text) == ((FIR,), (10, 17), "Fire wins, 17-10.")
    outcome = GAME.outcome(replace(over, winners=None, score=(14, 14)))
    assert (outcome.winners, outcome.scores, outcome.text) == (
        (),
        (14, 14),
        "The game ends in a draw, 14-14.",
    )
    assert outcome.draw


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
        expected.append(Action(seat, "timeout"))
        for card in GAME.offense_ids[team]:
            expected += [
                Action(seat, "discard", (card,)),
                Action(seat, "retrieve", (card,)),
                Action(seat, "call", (card, "a")),
                Action(seat, "call", (card, "b")),
            ]
        for card in GAME.defense_ids[team]:
            expected += [Action(seat, "call", (card, "a")), Action(seat, "call", (card, "b"))]
    assert list(GAME.action_space(state)) == expected and len(expected) == 208


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
