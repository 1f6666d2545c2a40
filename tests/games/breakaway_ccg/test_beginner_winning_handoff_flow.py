"""Breakaway: CCG, Part 1 (Beginner rules) "Winning": a period ends when a hand runs out, more periods
reshuffle everything but the benches and score piles, most goals wins (rulings B14-B16)."""

from __future__ import annotations

from tabletop.engine import chance
from tabletop.games.breakaway_ccg import flow
from tabletop.games.breakaway_ccg.state import FACEOFF, OVER, SAVE, SCORE
from tests.games.breakaway_ccg.helpers_flow import (
    _OPTIONS,
    BASE_CARD,
    BODY,
    BODY_B,
    CAPTAIN,
    CRASH,
    FACEOFF_CALL,
    FILL_H,
    GOAL,
    GOAL_B,
    GOAL_R,
    GRINDER,
    ICING_B,
    PASS_B,
    PASS_H,
    ROOKIE,
    ROOKIE2,
    ROOKIE_B,
    ROOKIE_R,
    SAVE_A,
    SAVE_B,
    SCORE5_B,
    SHOT,
    SHOT_B,
    SHOT_R,
    SNIPER_B,
    _faceoff,
    advance,
    faced,
    pos,
    pub,
)
from tests.games.breakaway_ccg.support import GAME, act, arrange, card, verdict


def with_periods(n: int) -> tuple:
    return tuple((k, n if k == "periods" else v) for k, v in _OPTIONS)


def test_a_face_off_with_an_empty_hand_ends_the_period():
    """Winning (B14): a period ends the moment a hand has no card; with no deck left to draw from,
    the face-off cannot be played."""
    state = pos(hands=((), (ROOKIE_B,)), goals=(1, 0))
    new, events = advance(flow.start_faceoff, state)
    assert [e[0] for e in events] == ["faceoff-call", "period-end", "game-over"]
    assert new.phase == OVER and new.winners == (0,)
    state = pos(hands=((ROOKIE,), ()), goals=(1, 0))
    assert advance(flow.start_faceoff, state)[0].phase == OVER


def test_a_face_off_that_empties_a_hand_ends_the_period():
    """Winning (B14): the face-off card is revealed first, then the period ends."""
    state, _, second = _faceoff(CAPTAIN, ROOKIE_B, hands=((), (SAVE_B,)))
    assert [e[0] for e in second][-3:] == ["faceoff-won", "period-end", "game-over"]
    assert state.phase == OVER
    state, _, second = _faceoff(CAPTAIN, ROOKIE_B, hands=((SHOT,), ()))
    assert state.phase == OVER and second[-1][0] == "game-over"


def test_playing_the_last_card_ends_the_period_at_once():
    """Winning (B14): the card that empties a hand has no effect; the period is over."""
    state = pos(hands=((ROOKIE,), (GOAL_B,)), play=(GRINDER,), goals=(0, 2), shot=1, stage=SCORE, turn=0)
    new, events = advance(flow.play_card, state, 0, ROOKIE)
    assert events[1] == pub("hand-empty", "Ann has no cards left in hand.", {"seat": 0})
    assert [e[0] for e in events] == ["play", "hand-empty", "period-end", "game-over"]
    assert (new.phase, new.winners, new.shot, new.stage) == (OVER, (1,), None, None)


def test_the_last_period_ends_the_game_on_the_score():
    """Winning (B14, B16): the period ends; in the last one the most goals wins."""
    state = pos(goals=(2, 1), shot=0, stage=SCORE)
    new, events = advance(flow.end_period, state)
    assert events == [pub("period-end", "End of period 1: Ann 2, Bo 1.", {"period": 1, "goals": (2, 1)}),
                      pub("game-over", "Ann wins 2-1.", {"winners": (0,)})]
    assert (new.phase, new.winners, new.shot, new.stage) == (OVER, (0,), None, None)
    new, events = advance(flow.game_over, pos(goals=(1, 3)))
    assert events == [pub("game-over", "Bo wins 3-1.", {"winners": (1,)})] and new.winners == (1,)
    new, events = advance(flow.game_over, pos(goals=(2, 2)))
    assert events == [pub("game-over", "The game ends in a 2-2 tie.", {"winners": ()})]
    assert new.winners == () and new.phase == OVER
    # Period 3 of 3 is the last; period 2 of 2 too.
    new, events = advance(flow.end_period, pos(period=3, options=with_periods(3), goals=(0, 0)))
    assert events[0][1] == "End of period 3: Ann 0, Bo 0." and new.phase == OVER
    assert advance(flow.end_period, pos(period=2, options=with_periods(2)))[0].phase == OVER


def test_a_period_before_the_last_reshuffles_everything_but_benches_and_score_piles():
    """Winning (B15): every card not on the bench or in a score pile goes back to its owner's deck,
    shuffled; five each; goals carry over; a face-off opens the period."""
    state = pos(period=1, options=with_periods(2), seed=7, chance=3, goals=(1, 0),
                decks=((ROOKIE, GOAL), (ROOKIE_B,)), hands=((SHOT, CAPTAIN), (SAVE_B,)),
                discards=((BODY,), (GOAL_B, SCORE5_B)), play=(SAVE_A, PASS_B, CRASH),
                picks=(GRINDER, ICING_B), benches=((ROOKIE2,), (SNIPER_B,)), scored=((BODY_B, SHOT_B), ()),
                shot=0, stage=SAVE, shot_from=1)
    new, events = advance(flow.end_period, state)
    cards0 = sorted((ROOKIE, GOAL, SHOT, CAPTAIN, BODY, SAVE_A, CRASH, GRINDER))
    cards1 = sorted((ROOKIE_B, SAVE_B, GOAL_B, SCORE5_B, PASS_B, ICING_B))
    deck0, deck1 = chance.shuffled(7, 3, cards0), chance.shuffled(7, 4, cards1)
    assert [e[:3] for e in events if e[0] not in ("draw-own",)] == [
        ("period-end", "End of period 1: Ann 1, Bo 0.", {"period": 1, "goals": (1, 0)}),
        ("shuffle", "Ann shuffles 8 cards into a new deck.", {"seat": 0}),
        ("shuffle", "Bo shuffles 6 cards into a new deck.", {"seat": 1}),
        ("period", "Period 2 begins.", {"period": 2}),
        ("draw", "Ann draws 5 cards.", {"seat": 0, "count": 5}),
        ("draw", "Bo draws 5 cards.", {"seat": 1, "count": 5}),
        ("faceoff-call", FACEOFF_CALL, {"puck": "c9"}),
    ]
    assert [(e[0], e[4], e[5]) for e in events if e[0] == "shuffle"] == [("shuffle", True, True)] * 2
    assert new.hands == (deck0[:5], deck1[:5]) and new.decks == (deck0[5:], deck1[5:])
    assert (new.period, new.chance, new.goals, new.phase) == (2, 5, (1, 0), FACEOFF)
    assert (new.discards, new.play, new.picks) == (((), ()), (), (None, None))
    assert (new.shot, new.stage, new.shot_from) == (None, None, 0)
    assert new.benches == ((ROOKIE2,), (SNIPER_B,)) and new.scored == ((BODY_B, SHOT_B), ())


def test_a_hand_emptied_before_the_last_period_opens_the_next_one():
    """Winning (B14, B15): whichever step empties a hand (a face-off call that cannot be answered, the
    face-off card, a played card), the next period starts when periods remain."""
    two = with_periods(2)
    deck0, deck1 = (ROOKIE, GOAL, SHOT, BODY, SAVE_A), (ROOKIE_B, SAVE_B, GOAL_B, PASS_B, ICING_B)
    starts = [
        advance(flow.start_faceoff, pos(options=two, hands=((), (SNIPER_B,)), discards=(deck0, deck1)))[0],
        _faceoff(CAPTAIN, ROOKIE_B, hands=((), (SAVE_B,)), options=two, decks=(deck0, deck1))[0],
        advance(flow.play_card, pos(options=two, hands=((CRASH,), (SNIPER_B,)), decks=(deck0, deck1)), 0, CRASH)[0],
    ]
    for state in starts:
        assert (state.period, state.phase) == (2, FACEOFF)
        assert [len(h) for h in state.hands] == [5, 5]


def test_the_period_ends_when_a_hand_runs_out():
    state = arrange(hands=((ROOKIE_R,), FILL_H), play=(BASE_CARD,), decks=((), None))
    state = act(state, 0, "play", ROOKIE_R)
    assert state.phase == OVER and GAME.outcome(state).draw


def test_with_more_periods_every_card_but_bench_and_score_pile_is_reshuffled():
    options = {"periods": 2}
    state = arrange(hands=((ROOKIE_R,), FILL_H), play=(BASE_CARD,), decks=((), None), options=options,
                    goals=(1, 0), scored=((card(1, "goal-glove"), GOAL_R), ()))
    state = act(state, 0, "play", ROOKIE_R)
    assert state.period == 2 and state.phase == FACEOFF and state.goals == (1, 0)
    assert len(state.hands[0]) == 5 and len(state.hands[1]) == 5
    assert len(state.decks[0]) + 5 == 62 - 1 and len(state.decks[1]) + 5 == 62 - 1
    assert state.play == () and all(not d for d in state.discards)


def test_a_shot_in_progress_when_the_period_ends_counts_for_nothing():
    state = arrange(hands=((SHOT_R, GOAL_R), (PASS_H,) + FILL_H), play=(BASE_CARD,), puck="e4", decks=((), None))
    state = act(act(act(state, 0, "play", SHOT_R), 0, "shoot"), 0, "end")
    state = faced(state, PASS_H)
    state = act(state, 0, "play", GOAL_R)                  # the last card: the period ends at once
    assert state.phase == OVER and state.goals == (0, 0)


def test_most_goals_wins():
    state = arrange(hands=((ROOKIE_R,), FILL_H), play=(BASE_CARD,), decks=((), None), goals=(0, 1),
                    scored=((), (GOAL_R, card(1, "goal-glove"))))
    state = act(state, 0, "play", ROOKIE_R)
    outcome = GAME.outcome(state)
    assert outcome.winners == (1,) and outcome.scores == (0, 1)


def test_the_game_over_refuses_everything():
    state = arrange(hands=((ROOKIE_R,), FILL_H), play=(BASE_CARD,), decks=((), None))
    state = act(state, 0, "play", ROOKIE_R)
    assert GAME.pending(state) == ()
    assert verdict(state, 1, "play", PASS_H).code == "game-over"
