"""Hockey Card Game, rules 7 (the end of a period and the example's closing note), 8 and 9, and
rulings R7 to R10: periods, roles, the result and the tie-breaker.

Each period starts from a fresh shuffle with an empty pile and no breakaway; the roles swap for
the second and fourth periods; the higher total after three periods wins; a level game goes to
a tie-breaker of five deals of four and one of six, in which the first goal wins (and counts in
the score) and no goal is a draw.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tests.games.hockey_card_game.support import (
    ALL_CARDS,
    GAME,
    cut_both,
    end_of_period_three,
    finish_period,
    give,
    interleave,
    play,
    plays,
    position,
)


def test_period_end_clears_breakaway_and_pile():
    # The rest of the deck has been played: it is in the pile, so all 52 cards are present.
    """Rule 7's example note and R7: a breakaway and the pile do not carry into the next period; the period
    starts from a fresh shuffle of all 52 cards."""
    rest = tuple(c for c in ALL_CARDS if c not in {"5H", "5S"})
    state = position([("5H",), ("5S",)], pile=rest, turn=0, deal=5, deck=())
    chance_before = state.chance
    state, (_e1, e2) = plays(state, (0, "5H"), (1, "5S"))
    assert e2.kind == "breakaway"                      # seat 1 ends the period on a breakaway
    assert state.period == 2 and state.deal == 1
    assert state.breakaway is None
    assert state.pile == ()
    assert state.chance == chance_before + 1           # a new shuffle
    assert Counter(GAME.inventory(state)) == Counter(ALL_CARDS)
    # Nobody can match the previous period's last card (5♠): give Player One a five and play it.
    one = state.player_one
    assert one == 1                                    # rule 8: roles swap in period 2
    state = give(state, one, "5D")
    assert Counter(GAME.inventory(state)) == Counter(ALL_CARDS)
    state, (e,) = plays(state, (one, "5D"))
    assert e.kind == "play" and state.breakaway is None


def test_period_end_events_and_new_shuffle():
    """Ruling R7: the end of a period is announced and the next period's shuffle is a chance event that cannot
    be undone."""
    rest = tuple(c for c in ALL_CARDS if c not in {"5H", "7S"})
    state = position([("5H",), ("7S",)], pile=rest, turn=0, deal=5, deck=())
    state, events = plays(state, (0, "5H"))
    state, events = play(state, 1, "7S")
    kinds = [e.kind for e in events]
    assert kinds[:4] == ["play", "period-end", "period", "shuffle"]
    shuffle = events[3]
    assert shuffle.chance and shuffle.irreversible
    assert state.deck == chance.shuffled(state.seed, state.chance - 1, GAME.card_ids)[10:]


def test_the_period_end_announces_each_players_own_goals():
    """Rule 9 counts each player's goals over the periods; the period's end says whose are whose."""
    state = GAME.new_game(0, names=("Ana", "Ben"))
    while state.phase == "cut":
        state, _ = cut_both(state)
    state, _ = GAME.apply(state, Action(state.chooser, "choose", ("lead",)))
    first = state.turn
    hands = [(), ()]
    hands[first], hands[1 - first] = ("2C",), ("3D",)
    state = replace(state, deal=len(state.deals), hands=tuple(hands), pile=("9H",), breakaway=None,
                    goals=((2, 1),))
    state, _ = GAME.apply(state, Action(first, "play", ("2C",)))
    state, events = GAME.apply(state, Action(1 - first, "play", ("3D",)))
    end = next(e for e in events if e.kind == "period-end")
    assert end.text == "Period 1 ends: Ana 2, Ben 1."
    assert end.data == {"period": 1, "goals": (2, 1)}


@pytest.mark.parametrize("case", ["last period", "goalless tie-breaker"])
def test_rule7_note_a_breakaway_at_the_end_of_the_last_period_does_not_outlive_it(case):
    """The example's note: "The breakaway at the end of the fifth deal does NOT carry on ... Each
    period is independent." Nor does it outlive the game: the finished game shows nobody on a
    breakaway, whether it ends after period three or with a goalless tie-breaker."""
    rest = tuple(c for c in ALL_CARDS if c not in {"5H", "5S"})
    if case == "last period":
        state = position([("5H",), ("5S",)], pile=rest, turn=0, deal=5, deck=(), period=3,
                         goals=((1, 0), (0, 0), (0, 0)), leader=0)
        moves = [(0, "5H"), (1, "5S")]
    else:
        state = position([("5H",), ("5S",)], pile=rest, turn=1, deal=6, deck=(), period=4,
                         goals=((1, 1), (0, 0), (0, 0), (0, 0)), leader=0)
        moves = [(1, "5S"), (0, "5H")]
    state, events = plays(state, *moves)
    assert events[-1].kind == "breakaway"               # the last card of the period matched
    assert state.phase == "over"
    assert state.breakaway is None
    assert GAME.view(state, 0).breakaway is None and GAME.view(state, None).breakaway is None


@pytest.mark.parametrize("leader", [0, 1])
def test_rule8_roles_swap(leader):
    state = position([("5H",), ("7S",)], pile=tuple(c for c in ALL_CARDS if c not in {"5H", "7S"}),
                     turn=leader, deal=5, deck=(), leader=leader)
    assert state.player_one == leader
    seen = {1: (state.player_one, state.dealer)}
    while state.period < 3:
        state = finish_period(state)
        seen[state.period] = (state.player_one, state.dealer)
        assert state.turn == state.player_one           # Player One leads the period
        assert len(state.hands[state.player_one]) == 5
    assert seen[1] == (leader, 1 - leader)
    assert seen[2] == (1 - leader, leader)              # swap for the second period
    assert seen[3] == (leader, 1 - leader)              # back for the third
    # A level game after period three: the tie-breaker has the second period's roles.
    state = end_of_period_three(((1, 1), (0, 0), (0, 0)), leader=leader)
    one = leader
    state, _ = plays(state, (one, state.hands[one][0]), (1 - one, state.hands[1 - one][0]))
    assert state.period == 4
    assert (state.player_one, state.dealer) == (1 - leader, leader)
    assert state.turn == 1 - leader


@pytest.mark.parametrize("leader", [0, 1])
def test_rule8_player_one_by_period(leader):
    base = position([(), ()], leader=leader)
    expected = {1: leader, 2: 1 - leader, 3: leader, 4: 1 - leader}
    for period, one in expected.items():
        s = replace(base, period=period)
        assert s.player_one == one and s.dealer == 1 - one


def test_rule9_higher_total_wins():
    state = end_of_period_three(((2, 1), (0, 2), (1, 1)))    # 3-4
    state, _ = plays(state, (0, "5H"))
    state, events = play(state, 1, "7S")
    assert state.phase == "over" and GAME.is_over(state)
    assert events[-1].kind == "game-over"
    outcome = GAME.outcome(state)
    assert outcome.winners == (1,) and outcome.scores == (3, 4) and not outcome.draw
    assert GAME.pending(state) == ()
    assert all(GAME.legal_actions(state, s) == [] for s in (0, 1))


def test_rule9_the_result_after_three_periods_reads_winner_then_loser():
    """Rule 9: "The player who scored the highest number of goals over three periods wins"."""
    state = end_of_period_three(((2, 1), (0, 2), (1, 1)))    # 3-4: the second seat wins
    state, _ = plays(state, (0, "5H"))
    state, _events = play(state, 1, "7S")
    outcome = GAME.outcome(state)
    assert outcome.winners == (1,)
    assert outcome.text == f"{state.names[1]} wins, 4–3."


def test_rule9_tiebreaker_period_four_deals():
    state = end_of_period_three(((1, 0), (0, 1), (1, 1)))    # 2-2
    state, _ = plays(state, (0, "5H"))
    state, events = play(state, 1, "7S")
    assert "tied" in [e.kind for e in events]
    assert state.period == 4 and state.phase == "play"
    assert state.deals == (4, 4, 4, 4, 4, 6)
    assert sum(state.deals) * 2 == 52
    assert state.player_one == 1 and state.turn == 1          # rule 8: roles as in period 2
    sizes = [(len(state.hands[0]), len(state.hands[1]))]
    while state.phase == "play":
        deal = state.deal
        seat = GAME.pending(state)[0].seat
        state, _ = GAME.apply(state, GAME.legal_actions(state, seat)[0])
        if state.phase == "play" and state.deal != deal:
            sizes.append((len(state.hands[0]), len(state.hands[1])))
    expected = [(4, 4)] * 5 + [(6, 6)]
    assert sizes == expected[:len(sizes)]
    if state.goals[3] == (0, 0):
        assert sizes == expected


def test_rule9_tiebreaker_first_goal_wins_immediately():
    state = position([("4S", "KD", "9C", "2C"), ("4H", "KS", "2D", "3D")], turn=1, period=4,
                     goals=((1, 0), (0, 1), (0, 0), (0, 0)), leader=0)
    assert state.player_one == 1
    state, events = plays(state, (1, "4H"), (0, "4S"), (1, "KS"))
    state, events = play(state, 0, "KD")
    assert events[0].kind == "goal"
    assert state.phase == "over" and state.winners == (0,)
    assert [e.kind for e in events][-1] == "game-over"
    outcome = GAME.outcome(state)
    assert outcome.winners == (0,) and outcome.scores == (2, 1)
    assert Counter(GAME.inventory(state)) == Counter(ALL_CARDS)   # unplayed cards stay counted


def test_rule9_tiebreaker_without_goal_is_a_draw():
    rest = tuple(c for c in ALL_CARDS if c not in {"5H", "7S"})
    state = position([("5H",), ("7S",)], pile=rest, turn=1, period=4, deal=6, deck=(),
                     goals=((1, 1), (0, 0), (2, 2), (0, 0)), leader=0)
    state, _ = plays(state, (1, "7S"))
    state, _events = play(state, 0, "5H")
    assert state.phase == "over" and state.winners == ()
    outcome = GAME.outcome(state)
    assert outcome.draw and outcome.winners == () and outcome.scores == (3, 3)
    assert "draw" in outcome.text.lower()


def test_rule9_a_goalless_tiebreaker_deals_four_four_four_four_four_six_and_is_a_draw():
    """Rule 9: "In the fourth period, only four cards are dealt each time (six in the last deal)
    ... If no player scores a goal, the game is a draw"; R9: five deals of four, then six.

    Player One (seat 1 in the tie-breaker, rule 8) holds only 2s to 7s and two 8s, the dealer
    9s to Aces and the other two 8s; Player One plays its 8s in the first deal and the dealer its
    8s in the last, so no card ever matches the one before and only Jacks make breakaways."""
    low = [r + s for r in ("2", "3", "4", "5", "6", "7") for s in "CDHS"]
    high = [r + s for r in ("9", "10", "J", "Q", "K", "A") for s in "CDHS"]
    one = ["8C", "8D"] + low                     # Player One's 26 cards, in the order played
    two = high[:20] + high[20:] + ["8H", "8S"]   # the dealer's: the 8s come in the sixth deal
    sizes = [4, 4, 4, 4, 4, 6]
    deals_one, deals_two, i = [], [], 0
    for n in sizes:
        deals_one.append(one[i:i + n])
        deals_two.append(two[i:i + n])
        i += n
    deck = [c for a, b in zip(deals_one[1:], deals_two[1:]) for c in interleave(a, b)]
    hands = [None, None]
    hands[1], hands[0] = deals_one[0], deals_two[0]            # seat 1 is Player One in period 4
    state = position(hands, turn=1, period=4, deal=1, deck=deck, leader=0,
                     goals=((1, 1), (0, 0), (2, 2), (0, 0)))
    assert state.player_one == 1 and state.deals == tuple(sizes)
    seen_sizes = []
    for d, n in enumerate(sizes):
        assert state.phase == "play" and state.deal == d + 1
        seen_sizes.append((len(state.hands[1]), len(state.hands[0])))
        for a, b in zip(deals_one[d], deals_two[d]):
            state, (e1, e2) = plays(state, (1, a), (0, b))
            assert "goal" not in (e1.kind, e2.kind)
    assert seen_sizes == [(n, n) for n in sizes]
    assert state.phase == "over" and state.winners == ()
    outcome = GAME.outcome(state)
    assert outcome.draw and outcome.scores == (3, 3)
    assert Counter(GAME.inventory(state)) == Counter(ALL_CARDS)


@pytest.mark.parametrize("scorer", [0, 1])
def test_r10_a_tiebreaker_goal_counts_and_the_result_names_the_winner_first(scorer):
    """R10's own example: "a 3-3 game won in the tie-breaker ends 4-3"; rule 9: "The first player
    to score a goal wins the game"."""
    goals = ((1, 1), (1, 1), (1, 1), (0, 0))            # 3-3 after three periods
    if scorer == 0:
        # Player One (seat 1, rule 8) leads 4H; seat 0 matches (breakaway) and matches again.
        state = position([("4S", "KD", "9C", "2C"), ("4H", "KS", "2D", "3D")], turn=1, period=4,
                         goals=goals, leader=0)
        moves = [(1, "4H"), (0, "4S"), (1, "KS"), (0, "KD")]
    else:
        # Player One leads a Jack (a breakaway, rule 5) and matches the next card: a goal.
        state = position([("KD", "9C", "2C", "3C"), ("JH", "KS", "2D", "4D")], turn=1, period=4,
                         goals=goals, leader=0)
        moves = [(1, "JH"), (0, "KD"), (1, "KS")]
    state, _ = plays(state, *moves[:-1])
    state, events = play(state, *moves[-1])
    assert events[0].kind == "goal"
    assert state.phase == "over" and state.winners == (scorer,)
    outcome = GAME.outcome(state)
    want = [3, 3]
    want[scorer] = 4
    assert outcome.scores == tuple(want)
    name = state.names[scorer]
    assert outcome.text == f"{name} wins, 4–3."
    game_over = [e for e in events if e.kind == "game-over"]
    assert game_over and game_over[0].text == f"{name} wins, 4–3."
