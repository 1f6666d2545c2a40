"""Hockey Card Game, the example of a period after rule 7 (Deals 1-5), replayed through the engine.

What is from the book (``hockey-card-game.md``; the extraction lost most suit symbols):

* Deal 1: Player One plays 2, 10, A, 6, 7 (in that order); Player Two's row shows a 7 and a 10.
  No goal; 0-0.
* Deal 2: Player One plays 6♠ and J♠; Player Two plays 6♣. No goal; 0-0.
* Deal 3: Player One plays A, 10♣, 5, 2, 4♣ (in that order); Player Two plays A♠. 0-1.
* Deal 4: Player One plays 8♣, Player Two 8♠. 0-2. Note: Player One broke away with the first
  card of the deal by matching the last card of deal 3; Player Two's 8 (the third 8) stole it.
* Deal 5: Player One plays a Jack; Player Two's row shows K♠, 7♠, 4, Q. 1-2: the Jack's
  breakaway led to Player One's goal.
* End note: the breakaway held at the end of deal 5 does not carry into the next period, and
  the last card of the period (5♠) cannot be matched.

What is reconstructed (our choices, consistent with the book and with rule 3's must-match):

* Every suit the extraction lost, and every card the book's rows no longer show.
* Player Two's deal-1 row reads "7 10", but under rule 3 Player Two must match Player One's 10
  at once (they hold a 10), so the 10 is Player Two's 2nd card and the 7 their 4th. That 10 is a
  breakaway which Player Two's next card does not convert (intercepted); Player One's 7 then
  matches Player Two's 7, so Player One carries a breakaway into deal 2 and loses it with 6♠.
* Deal 2: Player Two's 6♣ matches 6♠ (breakaway), Player One's J♠ steals it (rule 5/6), Player
  Two's own Jack steals it back, and Player Two's next card misses (intercepted).
* Deal 3: Player Two's A♠ matches Player One's A (breakaway), and Player Two's 10♠ matches
  10♣: the goal that makes it 0-1. Player Two's last card is the 8♦ that deal 4 matches.
* Deal 4: 8♣ (breakaway, Player One), 8♠ (third 8, stolen by Player Two), then Player Two
  matches Player One's 4♠ with 4♥: the goal that makes it 0-2.
* Deal 5: J♦ (breakaway, Player One), K♠, K♦ (goal, 1-2). The period ends with Player One's
  5♥ and Player Two's 5♠: Player Two is on a breakaway when the period ends.
* Player One is seat 0 (the cut winner chose to lead); the deck order makes the engine deal
  these hands (one card at a time, Player One first) for deals 2-5.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from tabletop.engine.actions import Action
from tabletop.games import registry

GAME = registry().get("hockey-card-game")

# Cards in the order each player plays them, deal by deal: (Player One, Player Two).
DEALS = [
    (["2H", "10D", "AH", "6D", "7C"], ["9H", "10H", "3H", "7D", "QD"]),
    (["6S", "JS", "9S", "3D", "9D"], ["6C", "JH", "QC", "7H", "KH"]),
    (["AD", "10C", "5D", "2D", "4C"], ["AS", "10S", "JC", "QS", "8D"]),
    (["8C", "4S", "KC", "5C", "2C"], ["8S", "4H", "8H", "9C", "AC"]),
    (["JD", "KD", "6H", "3S", "3C", "5H"], ["KS", "7S", "4D", "QH", "2S", "5S"]),
]
BOOK_SCORES = [(0, 0), (0, 0), (0, 1), (0, 2), (1, 2)]   # Player One - Player Two after each deal

# Book cards that survived the extraction: (deal, player, card), player 0 = Player One.
BOOK_VISIBLE_IN_ORDER = {
    (0, 0): ["2", "10", "A", "6", "7"],
    (1, 0): ["6S", "JS"], (1, 1): ["6C"],
    (2, 0): ["A", "10C", "5", "2", "4C"], (2, 1): ["AS"],
    (3, 0): ["8C"], (3, 1): ["8S"],
    (4, 0): ["J"], (4, 1): ["KS", "7S", "4", "Q"],
}


def _matches(card: str, book: str) -> bool:
    return card == book if book[-1] in "CDHS" else card[:-1] == book


def opening():
    """Period 1, deal 1 dealt, Player One (seat 0) to play; deals 2-5 wait in the deck."""
    deck = []
    for one, two in DEALS[1:]:
        for a, b in zip(one, two):
            deck += [a, b]                 # rule 2: one at a time, Player One first
    state = GAME.new_game(2024)
    return replace(state, phase="play", period=1, deal=1, leader=0, turn=0,
                   hands=(GAME._sorted(DEALS[0][0]), GAME._sorted(DEALS[0][1])),
                   deck=tuple(deck), pile=(), breakaway=None, goals=((0, 0),))


def play_example():
    """Play the whole period; returns (state after it, per-deal [(card, first event)...], scores)."""
    state = opening()
    log, scores = [], []
    for number, (one, two) in enumerate(DEALS, start=1):
        assert state.deal == number and state.period == 1
        assert set(state.hands[0]) == set(one) and set(state.hands[1]) == set(two)
        plays = []
        for a, b in zip(one, two):
            for seat, card in ((0, a), (1, b)):
                assert GAME.pending(state)[0].seat == seat
                state, events = GAME.apply(state, Action(seat, "play", (card,)))
                plays.append((seat, card, events[0]))
        log.append(plays)
        # The score after the deal; after deal 5 the state is already in period 2.
        scores.append(state.goals[0])
    return state, log, scores


def test_reconstruction_uses_every_card_once_and_keeps_the_books_visible_cards():
    cards = [c for one, two in DEALS for c in one + two]
    assert len(cards) == 52 and set(cards) == set(GAME.card_ids)
    assert [len(one) for one, _ in DEALS] == [5, 5, 5, 5, 6]
    for (deal, player), shown in BOOK_VISIBLE_IN_ORDER.items():
        played = DEALS[deal][player]
        positions = []
        for book_card in shown:
            start = positions[-1] + 1 if positions else 0
            index = next(i for i in range(start, len(played)) if _matches(played[i], book_card))
            positions.append(index)
    # The one exception, documented above: Player Two's deal-1 "7 10" is played 10 then 7.
    two = DEALS[0][1]
    assert two.index("10H") < two.index("7D")


def test_example_period_scores_after_each_deal():
    _, _, scores = play_example()
    assert scores == BOOK_SCORES


def test_example_period_every_play_is_legal_under_the_book_rules():
    # play_example goes through the checked apply with the default (book) options.
    state = opening()
    assert GAME.options_of(state) == {"third_match": "steal", "must_match": True}
    play_example()


def test_example_deal1_no_goal():
    _, log, _ = play_example()
    kinds = [(seat, card, e.kind) for seat, card, e in log[0]]
    assert kinds[3] == (1, "10H", "breakaway")
    assert kinds[5] == (1, "3H", "intercepted")
    assert kinds[8] == (0, "7C", "breakaway")       # Player One carries this into deal 2
    assert not any(k == "goal" for _, _, k in kinds)


def test_example_deal2_jack_steals_and_no_goal():
    _, log, _ = play_example()
    kinds = [(card, e.kind) for _, card, e in log[1]]
    assert kinds[0] == ("6S", "intercepted")        # the carried breakaway is not converted
    assert kinds[1] == ("6C", "breakaway")
    assert kinds[2] == ("JS", "stolen")             # rule 5: any Jack is a breakaway
    assert not any(k == "goal" for _, k in kinds)


def test_example_deal3_player_two_scores():
    _, log, _ = play_example()
    kinds = [(seat, card, e.kind) for seat, card, e in log[2]]
    assert kinds[1] == (1, "AS", "breakaway")
    assert kinds[3] == (1, "10S", "goal") and "GOAL" in log[2][3][2].text
    assert [k for _, _, k in kinds].count("goal") == 1
    assert kinds[-1][1] == "8D"                     # the card deal 4 matches


def test_example_deal4_breakaway_from_last_card_of_deal3_then_third_eight_steals():
    _, log, _ = play_example()
    (s1, c1, e1), (s2, c2, e2), (s3, c3, e3), (s4, c4, e4) = log[3][:4]
    # Book: "Player One immediately scored a breakaway with their first card since it matched
    # the last card played from the third deal."
    assert (s1, c1, e1.kind) == (0, "8C", "breakaway")
    assert (s2, c2, e2.kind) == (1, "8S", "stolen")     # the third 8 of the sequence
    assert (s3, c3, e3.kind) == (0, "4S", "play")
    assert (s4, c4, e4.kind) == (1, "4H", "goal")
    assert [e.kind for _, _, e in log[3]].count("goal") == 1


def test_example_deal5_jack_breakaway_leads_to_goal_and_period_ends_on_a_breakaway():
    _, log, _ = play_example()
    (s1, c1, e1), (_, c2, e2), (s3, c3, e3) = log[4][:3]
    assert (s1, c1, e1.kind) == (0, "JD", "breakaway")
    assert c2 == "KS" and e2.kind == "play"
    assert (s3, c3, e3.kind) == (0, "KD", "goal")
    seat, last, event = log[4][-1]
    assert (seat, last, event.kind) == (1, "5S", "breakaway")
    assert [e.kind for _, _, e in log[4]].count("goal") == 1


def test_example_end_breakaway_and_last_card_do_not_carry_into_period_two():
    state, _, _ = play_example()
    assert state.period == 2 and state.deal == 1
    assert state.goals == ((1, 2), (0, 0)) and state.totals == (1, 2)
    assert state.breakaway is None                  # Player Two's breakaway is gone
    assert state.pile == ()                         # 5♠ is no longer the card to match
    assert Counter(GAME.inventory(state)) == Counter(GAME.card_ids)
    # Whoever leads period 2 (seat 1, rule 8) plays a five: it is no match for 5♠.
    one = state.player_one
    assert one == 1 and state.turn == 1
    hands = [list(h) for h in state.hands]
    deck = list(state.deck)
    five = "5D"
    if five not in hands[one]:
        out = hands[one][0]
        hands[one][0] = five
        if five in hands[1 - one]:
            hands[1 - one][hands[1 - one].index(five)] = out
        else:
            deck[deck.index(five)] = out
    state = replace(state, hands=(tuple(hands[0]), tuple(hands[1])), deck=tuple(deck))
    assert Counter(GAME.inventory(state)) == Counter(GAME.card_ids)
    state, events = GAME.apply(state, Action(one, "play", (five,)))
    assert events[0].kind == "play" and state.breakaway is None
