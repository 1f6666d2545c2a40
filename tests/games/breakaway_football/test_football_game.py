"""Breakaway Football on the engine contract: secret simultaneous calls, views, parsing,
refusals with reasons, options, whole games and the solo coach."""

from __future__ import annotations

from collections import Counter

import pytest
from tests.games.breakaway_football.support import (
    FIR,
    GAME,
    LIG,
    act,
    defense_card,
    gd,
    neutral_for,
    offense_card,
    position,
    run_down,
)

from tabletop.engine.actions import Action
from tabletop.engine.errors import MalformedActionError
from tabletop.engine.playout import play_game, random_chooser
from tabletop.games.breakaway_football.solo import solo_chooser
from tabletop.games.breakaway_football.state import AUDIBLE, CALL

BLITZ = defense_card("FIR", "Blitz", run=1)
IR2 = offense_card("LIG", "inside_run", 2)


# ----- secret simultaneous play calls -------------------------------------------------------------
def test_the_offense_calls_first_then_the_defense_both_in_secret():
    """Game Play (R4): the offense lays its card face down first, then the defense."""
    state = position()
    decisions = GAME.pending(state)
    assert [d.seat for d in decisions] == [LIG] and all(d.secret for d in decisions)
    state, _ = act(state, LIG, "call", *IR2)
    decisions = GAME.pending(state)
    assert [d.seat for d in decisions] == [FIR] and all(d.secret for d in decisions)


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


def test_the_defense_may_not_call_before_the_offense():
    """Game Play (R4): the defense's card goes down second; calling (or a time out) before the
    offense's card is down is refused, naming the rule, and nothing changes."""
    state = position(top=[gd(neutral_for("run"))])
    for action in (Action(FIR, "call", (BLITZ, "a")), Action(FIR, "timeout")):
        verdict = GAME.validate(state, action)
        assert (verdict.ok, verdict.code, verdict.rule) == (False, "offense-first", "Breakaway Football, Game Play")
        assert verdict.reason == "Lightning lays the offense play face down first; then the defense calls."
    assert GAME.legal_actions(state, FIR) == []
    state, _ = act(state, LIG, "call", *IR2)
    state, _ = act(state, FIR, "call", BLITZ, "a")
    assert f"'{BLITZ}'" not in repr(GAME.view(state, LIG))
    state, _ = act(state, FIR, "audible", "keep")                  # either may answer first
    state, _ = act(state, LIG, "audible", "keep")
    assert state.ball == 11


def test_a_try_card_taken_from_the_discards_stays_hidden_in_the_discard_pile():
    plus2 = gd(lambda c: c.event.kind == "run" and c.event.value == 2)
    state, _ = run_down(position(ball=18, top=[plus2]), IR2, BLITZ)
    state, _ = act(state, LIG, "try", "two")
    state, _ = act(state, LIG, "call", *IR2)
    seen = GAME.view(state, FIR)
    assert IR2[0] in seen.discards[LIG] and seen.called == (True, False)


# ----- parsing and refusals -------------------------------------------------------------------------
@pytest.mark.parametrize("bad", [
    Action(2, "call", ("LIG-D01",)), Action(0, "fly", ()), Action(0, "call", ("XYZ-O01", "a")),
    Action(0, "call", ("LIG-O01", "c")), Action(0, "call", ("GD01",)), Action(0, "special", ("fake_punt",)),
    Action(0, "timeout", (1,)), Action(0, "discard", ("LIG-D01",)), Action(True, "toss", ("heads",)),
])
def test_malformed_actions(bad):
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


def test_same_team_twice_is_refused_and_names_default_to_teams():
    with pytest.raises(ValueError, match="two different teams"):
        GAME.new_game(1, {"home_team": "FIR", "visiting_team": "FIR"})
    state = GAME.new_game(1, {"home_team": "MAU", "visiting_team": "PHA"})
    assert state.names == ("Maulers", "Pharaohs")
    assert len(GAME.inventory(state)) == 54 + 2 * 25


# ----- whole games ----------------------------------------------------------------------------------
@pytest.mark.parametrize("options", [
    {}, {"overtime": "sudden_death", "late_half_incompletions": True, "coffin_corner": True,
         "ice_the_kicker": True, "home_team": "MAU", "visiting_team": "PHA"},
])
def test_random_games_run_from_kickoff_to_the_final_whistle(options):
    results = Counter()
    for seed in range(150):
        result = play_game(GAME, seed, options=options)
        state = result.state
        assert GAME.is_over(state) and state.quarter >= 4
        assert GAME.inventory(state) == GAME.inventory(GAME.new_game(seed, options))
        results[result.winners] += 1
    assert results[(0,)] and results[(1,)]


def test_solo_coach_beats_a_random_opponent_and_finishes_its_own_games():
    wins = 0
    for seed in range(60):
        result = play_game(GAME, seed, choosers=[solo_chooser, random_chooser])
        wins += result.winners == (0,)
        result = play_game(GAME, seed, choosers=[random_chooser, solo_chooser])
        wins += result.winners == (1,)
    assert wins >= 100
    scores = []
    for seed in range(30):
        result = play_game(GAME, seed, choosers=[solo_chooser, solo_chooser],
                           options={"home_team": "MAU", "visiting_team": "LIG", "coffin_corner": True,
                                    "ice_the_kicker": True})
        scores.append(sum(result.state.score))
    assert 10 <= sum(scores) / len(scores) <= 90          # football scores, not basketball


def test_solo_coach_kicks_field_goals_and_punts_on_fourth_down():
    import random

    rng = random.Random(0)
    far = position(ball=6, down=4, target=10)
    action = solo_chooser(GAME, GAME.view(far, LIG), GAME.legal_actions(far, LIG), rng)
    assert action == Action(LIG, "special", ("punt",))
    near = position(ball=15, down=4, target=20)
    action = solo_chooser(GAME, GAME.view(near, LIG), GAME.legal_actions(near, LIG), rng)
    assert action == Action(LIG, "special", ("field_goal",))
    short = position(ball=12, down=4, target=13)
    action = solo_chooser(GAME, GAME.view(short, LIG), GAME.legal_actions(short, LIG), rng)
    assert action.kind == "call"


def test_solo_coach_audibles_on_defense_out_of_a_formation_that_does_not_suit_the_down():
    """Audibles: both players may audible (R5). With Goal Line down at midfield, the solo
    defense turns its card to the other formation; with that formation down it keeps it."""
    import random

    ir2 = offense_card("LIG", "inside_run", 2)
    goal_line = defense_card("FIR", "Goal Line")
    other = GAME.dfn[goal_line].end("b").name
    kept = defense_card("FIR", other, run=GAME.dfn[goal_line].end("b").run)
    answers = {}
    for card in (goal_line, kept):
        state = position(ball=10)
        state, _ = act(state, LIG, "call", *ir2)
        state, _ = act(state, FIR, "call", card, "a")
        legal = GAME.legal_actions(state, FIR)
        answers[card] = [solo_chooser(GAME, GAME.view(state, FIR), legal, random.Random(i)).args[0]
                         for i in range(40)]
    assert answers[goal_line].count("turn") == 40
    assert answers[kept].count("keep") >= 30


def test_game_length_is_reasonable():
    lengths = [len(play_game(GAME, seed).actions) for seed in range(100)]
    assert max(lengths) < 2000 and sum(lengths) / len(lengths) < 600


def test_position_invariants_hold_through_random_and_solo_games():
    import random

    from tabletop.games.breakaway_football.state import GOAL

    for seed in range(120):
        rng = random.Random(seed)
        options = {"coffin_corner": seed % 2 == 0, "ice_the_kicker": seed % 3 == 0,
                   "late_half_incompletions": seed % 4 == 0}
        state = GAME.new_game(seed, options)
        choosers = [solo_chooser if (seed + s) % 3 else random_chooser for s in (0, 1)]
        while GAME.pending(state):
            seat = GAME.pending(state)[0].seat
            legal = GAME.legal_actions(state, seat)
            state, _ = GAME.apply(state, choosers[seat](GAME, GAME.view(state, seat), legal, rng))
            if state.phase == "call":
                assert 1 <= state.ball < GOAL and 1 <= state.down <= 4 and state.ball < state.target <= GOAL
                assert state.hands[state.offense] or state.calls[state.offense] or state.two_point
            assert all(f in (0, 1) for f in state.flags)
            assert all(0 <= t <= 3 for t in state.timeouts)
            assert 1 <= state.quarter <= 5 and min(state.score) >= 0
            for seat_ in (0, 1):
                assert len(state.hands[seat_]) + len(state.discards[seat_]) + (
                    state.calls[seat_] is not None and state.calls[seat_].card in GAME.off) == 15
        assert state.quarter >= 4


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


def test_no_team_deck_dominates_when_solo_coaches_play_each_other():
    import itertools

    teams = ["MAU", "PHA", "LIG", "FIR"]
    wins, games = Counter(), Counter()
    for home, away in itertools.permutations(teams, 2):
        for seed in range(20):
            result = play_game(GAME, seed, choosers=[solo_chooser, solo_chooser],
                               options={"home_team": home, "visiting_team": away})
            games[home] += 1
            games[away] += 1
            if result.winners:
                wins[(home, away)[result.winners[0]]] += 1
    for team in teams:
        assert 0.35 <= wins[team] / games[team] <= 0.65, (team, wins[team], games[team])
