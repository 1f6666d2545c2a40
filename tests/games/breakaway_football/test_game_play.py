"""Breakaway Football, "Game Play": a down from the calls to the result. The offense lays a card
face down, then the defense; the cards are revealed and the strengths compared; the offense card
is discarded and the defense card kept. Who is asked what and when, what each coach sees of the
other's cards (rulings R4, R5, R16), the position a computer player guesses from its view, and
the announced plays (field goal, punt, Hail Mary, kneel: R15).

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.games.breakaway_football import plays
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
from tests.games import transcripts
from tests.games.breakaway_football.support import (
    BLITZ,
    COVER_2,
    FD,
    FIR,
    FO,
    GAME,
    IR2,
    LD,
    LIG,
    LO,
    MP3,
    MP4,
    NEUTRAL_RUN,
    OR2,
    PRESS_B,
    RUN_PLUS_2,
    SP2,
    TWO_MAN,
    ZONE_BLITZ,
    act,
    busy_position,
    check_inventory,
    gd,
    kinds,
    legal,
    neutral_for,
    one,
    position,
    run_down,
)

IR1 = ("LIG-O08", "b")          # Inside Run 1


def check_guess(state, seat, seed):
    view = GAME.view(state, seat)
    guess = GAME.determinize(view, random.Random(seed))
    assert GAME.view(guess, seat) == view
    assert GAME.inventory(guess) == GAME.inventory(state)
    assert guess.chance == 0 and 0 <= guess.seed < 2**62 and guess.seed != state.seed
    assert sorted(guess.deck) == sorted(state.deck)
    return guess


# ----- What each coach sees of the face-down cards (rulings R4, R5, R16) ------------------------------

def test_a_call_is_stored_face_down_and_invisible_to_the_other_seat():
    state = position()
    state, events = act(state, LIG, "call", *IR2)
    assert state.phase == CALL and [d.seat for d in GAME.pending(state)] == [FIR]
    seen = GAME.view(state, FIR)
    text = repr(seen)
    assert f"'{IR2[0]}'" not in text and seen.called == (True, False) and seen.my_call is None
    assert IR2[0] in GAME.hidden_from(state, FIR) and IR2[0] not in GAME.hidden_from(state, LIG)
    assert GAME.view(state, LIG).my_call.card == IR2[0]
    for e in events:
        if e.visible_to(FIR):
            assert IR2[0] not in e.text and IR2[0] not in repr(e.data)
    assert f"'{IR2[0]}'" not in repr(GAME.view(state, None))


def test_after_the_reveal_both_calls_are_public():
    state = position(top=[gd(lambda c: c.event.kind == "run" and c.event.value < 0)], flags=(1, 1))
    state, _ = act(state, LIG, "call", *IR2)
    state, _ = act(state, FIR, "call", BLITZ, "a")
    assert state.phase == AUDIBLE
    assert f"'{BLITZ}'" not in repr(GAME.view(state, LIG))
    state, _ = act(state, LIG, "audible", "keep")
    assert GAME.view(state, FIR).revealed_calls == (None, None)      # the defense may still audible
    state, _ = act(state, FIR, "audible", "keep")
    assert GAME.view(state, FIR).revealed_calls[LIG].card == IR2[0]
    assert GAME.view(state, LIG).revealed_calls[FIR].card == BLITZ


def test_a_try_card_taken_from_the_discards_stays_hidden_in_the_discard_pile():
    plus2 = gd(lambda c: c.event.kind == "run" and c.event.value == 2)
    state, _ = run_down(position(ball=18, top=[plus2]), IR2, BLITZ)
    state, _ = act(state, LIG, "try", "two")
    state, _ = act(state, LIG, "call", *IR2)
    seen = GAME.view(state, FIR)
    assert IR2[0] in seen.discards[LIG] and seen.called == (True, False)


def test_a_call_is_told_in_full_to_the_caller_and_only_as_a_face_down_card_to_the_other():
    """Game Play: each coach lays a card face down; the caller knows the play on the board, the other
    coach only that a card is down (R4). The down waits until both cards are down."""
    state, events = act(position(), LIG, "call", *SP2)
    private, public = one(events, "call"), one(events, "call-public")
    assert private.text == ("Lightning calls Short Pass 2 face down, "
                            "that end touching the board.")
    assert private.audience == frozenset({LIG}) and private.data == {"seat": LIG, "card": "LIG-O01", "end": "b"}
    assert public.text == "Lightning puts a play face down." and public.audience == frozenset({FIR})
    assert public.data == {"seat": LIG}
    assert state.phase == CALL
    state, events = act(state, FIR, "call", *PRESS_B)
    private, public = one(events, "call"), one(events, "call-public")
    assert private.text == ("Fire calls Press (run 1, pass 2) face down, "
                            "that end touching the board.")
    assert private.audience == frozenset({FIR}) and public.audience == frozenset({LIG})
    assert public.text == "Fire puts a play face down."
    assert state.phase == AUDIBLE and state.decider == LIG


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


# ----- The position a computer player guesses from its view -------------------------------------------

def test_a_guessed_position_looks_the_same_to_the_seat_that_guessed_and_plays_on():
    seed, options = transcripts.GAMES["breakaway-football"][0]
    sample = transcripts.positions("breakaway-football", seed, options, every=9)
    seed, options = transcripts.GAMES["breakaway-football"][2]
    sample += transcripts.positions("breakaway-football", seed, options, every=13)
    transcripts.check_guesses("breakaway-football", sample, random.Random(4))


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


# ----- Announced plays: field goal, punt, Hail Mary, kneel (ruling R15) -------------------------------

@pytest.mark.parametrize("mode, label", [("punt", "a punt"), ("coffin", "a coffin-corner punt"),
                                         ("field_goal", "a field goal"), ("hail_mary", "a Hail Mary"),
                                         ("kneel", "a QB kneel")])
def test_an_announced_play_names_itself_and_waits_for_the_offense_to_pick_its_discard(mode, label):
    state = position(offense=FIR, ball=12)
    events = []
    state = plays.announce(GAME.tables, state, mode, events)
    event = one(events, "announce")
    assert event.text == f"Fire announces {label}; choose the offense card to discard."
    assert event.data == {"mode": mode}
    assert state.phase == SPECIAL and state.decider == FIR and state.play == Play(special=mode)
    assert state.calls == (None, None) and "LIG-D01" in state.defense[LIG]


# ----- The reveal: strengths compared, the offense card discarded, the defense card kept (ruling R6) --

def test_book_example_run_of_2_against_blitz_of_1_gains_1_and_plus_2_event_makes_3():
    state = position(ball=6, top=[RUN_PLUS_2])
    state, events = run_down(state, IR2, BLITZ)
    assert "Strength 2 against 1: 1 line" in " ".join(e.text for e in events)
    assert state.ball == 9 and state.down == 2 and state.phase == CALL
    check_inventory(state)


def test_offense_card_is_discarded_defense_card_kept():
    state, _ = run_down(position(ball=6, top=[NEUTRAL_RUN]), IR2, BLITZ)
    assert IR2[0] in state.discards[LIG] and IR2[0] not in state.hands[LIG]
    assert BLITZ in state.defense[FIR] and len(state.defense[FIR]) == 10


@pytest.mark.parametrize("off, dfn, text, base", [
    (IR2, BLITZ, "Strength 2 against 1: 1 line", 1),
    (MP4, ZONE_BLITZ, "Strength 4 against 2: 2 lines", 2),
    (OR2, ZONE_BLITZ, "Strength 2 against 2: 0 lines", 0),        # no minimum for an Outside Run
    (IR2, ZONE_BLITZ, "Strength 2 against 2: 1 line", 1),         # Inside Run always gains 1
    (IR1, COVER_2, "Strength 1 against 2: 1 line", 1),
    (MP3, TWO_MAN, "Strength 3 against 3: 0 lines", 0),
    (MP3, PRESS_B, "Strength 3 against 2: 1 line", 1),
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


# ----- Calling a play: the offense first, then the defense, face down (ruling R4) ---------------------

def test_the_offense_calls_first_then_the_defense_both_in_secret():
    """Game Play (R4): the offense lays its card face down first, then the defense."""
    state = position()
    decisions = GAME.pending(state)
    assert [d.seat for d in decisions] == [LIG] and all(d.secret for d in decisions)
    state, _ = act(state, LIG, "call", *IR2)
    decisions = GAME.pending(state)
    assert [d.seat for d in decisions] == [FIR] and all(d.secret for d in decisions)


def test_the_defense_may_not_call_before_the_offense():
    """Game Play (R4): the defense's card goes down second; calling before the offense's card is
    down is refused, naming the rule, and nothing changes. A time out then too, unless the offense
    holds its last card (Time Outs, R19)."""
    state = position(top=[gd(neutral_for("run"))])
    verdict = GAME.validate(state, Action(FIR, "call", (BLITZ, "a")))
    assert (verdict.ok, verdict.code, verdict.rule) == (False, "offense-first", "Breakaway Football, Game Play")
    assert verdict.reason == "Lightning lays the offense play face down first; then the defense calls."
    verdict = GAME.validate(state, Action(FIR, "timeout"))
    assert (verdict.ok, verdict.code, verdict.rule) == (False, "offense-first", "Breakaway Football, Time Outs")
    assert GAME.legal_actions(state, FIR) == []
    state, _ = act(state, LIG, "call", *IR2)
    state, _ = act(state, FIR, "call", BLITZ, "a")
    assert f"'{BLITZ}'" not in repr(GAME.view(state, LIG))
    state, _ = act(state, FIR, "audible", "keep")                  # either may answer first
    state, _ = act(state, LIG, "audible", "keep")
    assert state.ball == 11


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
