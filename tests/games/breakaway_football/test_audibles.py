"""Breakaway Football, "Audibles": before the reveal both coaches may turn their face-down card
end for end (never replace it); each answers once, in secret, offense first (ruling R5).

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import IllegalActionError
from tabletop.games.breakaway_football.state import AUDIBLE, CALL, MODIFIER, Call
from tests.games.breakaway_football.support import (
    BLITZ,
    FIR,
    FIR_IR2,
    GAME,
    IR2,
    LIG,
    LIG_BLITZ,
    LP6,
    LP8_LOW,
    MP4,
    NEUTRAL_PASS,
    NEUTRAL_RUN,
    PRESS_B,
    SP2,
    act,
    gd,
    kinds,
    legal,
    offense_card,
    one,
    position,
    run_down,
    texts_of,
    two_down,
)

# ----- Audibles: turning the face-down card before the reveal (ruling R5) -----------------------------

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
    assert one(events, "call").text == ("Lightning calls Long Pass 8 (low %) face down, "
                                        "that end touching the board.")
    state, _ = act(state, FIR, "call", *PRESS_B)
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
    assert "Short Pass beats Blitz: OFFENSE BREAKAWAY (matchup 1)." in texts_of(events, "breakaway")


def test_keeping_the_call_leaves_the_card_as_it_was_and_says_so():
    state = position(ball=10, top=["GD40"])
    state, _ = act(state, LIG, "call", *IR2)
    state, events = act(state, FIR, "call", BLITZ, "a")
    assert one(events, "call").text == ("Fire calls Blitz (run 1, pass 1) face down, "
                                        "that end touching the board.")
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
