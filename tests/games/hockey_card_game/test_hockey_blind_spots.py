"""Hockey Card Game: scenarios for what the rules suite only reached through random games, or missed.

Found by planting one-line bugs in ``tabletop/games/hockey_card_game/rules.py`` and ``state.py``
(issue 20): each test here fails on at least one of them. Rule numbers are the numbered paragraphs
of ``hockey-card-game.md``; R1... are the rulings in ``docs/rulings/hockey-card-game.md``.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.games.hockey_card_game.test_hockey_rules import ALL_CARDS, GAME, _end_of_period_three, play, plays, position


def interleave(one, two):
    """The deck order that deals ``one`` to Player One and ``two`` to the dealer, one card at a
    time, Player One first (rule 2, R6)."""
    return [c for pair in zip(one, two) for c in pair]


# ----- rule 9 and R9: the tie-breaker's deals, played out -----------------------------------------
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


# ----- R10 and rule 9: the result ----------------------------------------------------------------
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


def test_rule9_the_result_after_three_periods_reads_winner_then_loser():
    """Rule 9: "The player who scored the highest number of goals over three periods wins"."""
    state = _end_of_period_three(((2, 1), (0, 2), (1, 1)))    # 3-4: the second seat wins
    state, _ = plays(state, (0, "5H"))
    state, events = play(state, 1, "7S")
    outcome = GAME.outcome(state)
    assert outcome.winners == (1,)
    assert outcome.text == f"{state.names[1]} wins, 4–3."


# ----- rule 7's note: a breakaway never outlives its period ---------------------------------------
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


# ----- who sees what (rules 1 and 2) --------------------------------------------------------------
def test_rule1_cut_cards_are_seen_by_both_players():
    """Rule 1: both players cut the deck and compare: each cut card is shown to both (R1)."""
    for seed in range(20):                                # the first seed whose cut is not a tie
        state = GAME.new_game(seed)
        for seat in (0, 1):
            state, _ = GAME.apply(state, GAME.legal_actions(state, seat)[0])
        cut = {c for c in state.cut_cards if c}
        if cut:
            break
    assert state.phase == "choose"
    assert len(cut) == 2
    for seat in (0, 1, None):
        hidden = GAME.hidden_from(state, seat)
        assert not hidden & cut
        assert hidden == set(state.deck) - cut


def test_rule2_each_player_sees_their_own_hand_and_nothing_else_hidden():
    """Rule 2: "Each player looks at their cards, without letting the other player see them"."""
    state = position([("4S", "KD", "9C"), ("4H", "KS", "2C")], pile=("7D",), turn=0)
    for seat in (0, 1):
        hidden = GAME.hidden_from(state, seat)
        assert hidden == set(state.deck) | set(state.hands[1 - seat])
        assert not hidden & set(state.hands[seat])
        assert "7D" not in hidden
    assert GAME.hidden_from(state, None) == set(state.deck) | set(state.hands[0]) | set(state.hands[1])


# ----- determinize keeps the roles of the period (rule 8) -----------------------------------------
@pytest.mark.parametrize("period", [1, 2, 3, 4])
@pytest.mark.parametrize("leader", [0, 1])
def test_rule8_a_determinized_position_keeps_the_periods_player_one_and_dealer(period, leader):
    goals = ((1, 1),) * (period - 1) + ((0, 0),)
    one = leader if period in (1, 3) else 1 - leader
    hands = [("4S", "KD", "9C"), ("4H", "KS", "2C")]
    state = position(hands, pile=("7D", "8D"), turn=one, period=period, goals=goals, leader=leader)
    assert state.player_one == one
    for seat in (0, 1):
        view = GAME.view(state, seat)
        guess = GAME.determinize(view, random.Random(period * 10 + leader))
        assert (guess.player_one, guess.dealer) == (state.player_one, state.dealer)
        assert GAME.view(guess, seat) == view
        assert GAME.legal_actions(guess, seat) == GAME.legal_actions(state, seat)


# ----- rules 3 and 5: the event says which rule made the breakaway --------------------------------
def test_rules3_and5_the_breakaway_event_says_whether_a_match_or_a_jack_made_it():
    """Rule 3's example: "if Player One put down a '6', then Player Two would try to put any other
    '6' on it, forming a breakaway"; rule 5: "a player who places any Jack on the table immediately
    scores a breakaway". The log says which it was."""
    state = position([("6S", "2C"), ("6H", "JD")], turn=0)
    state, (_, match) = plays(state, (0, "6S"), (1, "6H"))
    assert match.kind == "breakaway" and state.breakaway == 1
    assert f"matches the {GAME.label('6S')}" in match.text and "Jack" not in match.text
    state = position([("2C", "3C"), ("JD", "4H")], turn=0)
    state, (_, jack) = plays(state, (0, "2C"), (1, "JD"))
    assert jack.kind == "breakaway" and state.breakaway == 1
    assert "Jack" in jack.text and "matches" not in jack.text
