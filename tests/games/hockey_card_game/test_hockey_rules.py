"""Hockey Card Game: one scenario per rule of the book and per ruling the engine implements.

Rule numbers are the numbered paragraphs of ``hockey-card-game.md``; R1... are the lead
engineer's rulings (cut, dealing, must-match, Jacks, deals and periods, roles, tie-breaker).
Positions are built directly (``dataclasses.replace`` on a new game) so each test shows the
cards that matter and nothing else; every play goes through the checked ``apply``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import fields, replace

import pytest

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalActionError, MalformedActionError
from tabletop.games import registry

GAME = registry().get("hockey-card-game")

#: The cut order written out here, not read from the engine: aces high (ruling R1).
CUT_ORDER = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
ALL_CARDS = [r + s for r in CUT_ORDER for s in "CDHS"]


def rank(card: str) -> str:
    return card[:-1]


def position(hands, pile=(), *, turn=0, breakaway=None, period=1, deal=1, goals=None, leader=0,
             options=None, seed=0, deck=None):
    """A play-phase position; every card not in a hand or the pile is in the deck (standard order)."""
    hands = tuple(tuple(h) for h in hands)
    used = set(hands[0]) | set(hands[1]) | set(pile)
    assert len(used) == len(hands[0]) + len(hands[1]) + len(pile), "a card is used twice"
    if deck is None:
        deck = tuple(c for c in ALL_CARDS if c not in used)
    if goals is None:
        goals = ((0, 0),) * period
    state = GAME.new_game(seed, options)
    return replace(state, phase="play", period=period, deal=deal, leader=leader,
                   hands=(tuple(hands[0]), tuple(hands[1])), pile=tuple(pile), turn=turn,
                   breakaway=breakaway, goals=tuple(goals), deck=tuple(deck))


def play(state, seat, card):
    return GAME.apply(state, Action(seat, "play", (card,)))


def plays(state, *moves):
    """Play (seat, card) pairs in order; returns the final state and each play's first event."""
    firsts = []
    for seat, card in moves:
        state, events = play(state, seat, card)
        firsts.append(events[0])
    return state, firsts


def refusal(state, action):
    verdict = GAME.validate(state, action)
    assert not verdict.ok
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(state, action)
    assert caught.value.verdict == verdict
    return verdict


def give(state, seat, card):
    """Swap ``card`` into ``seat``'s hand from wherever it is, keeping all 52 cards."""
    hand = list(state.hands[seat])
    if card in hand:
        return state
    out = hand[0]
    hand[0] = card
    hands = [list(h) for h in state.hands]
    hands[seat] = hand
    deck = list(state.deck)
    other = hands[1 - seat]
    if card in other:
        other[other.index(card)] = out
    else:
        deck[deck.index(card)] = out
    return replace(state, hands=(tuple(hands[0]), tuple(hands[1])), deck=tuple(deck))


def cut_both(state):
    events = []
    for seat in (0, 1):
        state, more = GAME.apply(state, Action(seat, "cut"))
        events += more
    return state, events


def started(seed=0, choice="lead", options=None):
    """A game cut and chosen: (state just before the choice, state after it)."""
    state = GAME.new_game(seed, options)
    while state.phase == "cut":
        state, _ = cut_both(state)
    before = state
    state, _ = GAME.apply(state, Action(state.chooser, "choose", (choice,)))
    return before, state


# ----- rule 1 / R1: the cut ------------------------------------------------------------
def test_rule1_highest_cut_chooses_aces_high():
    seen_ace_win = False
    for seed in range(150):
        state = GAME.new_game(seed)
        assert [d.seat for d in GAME.pending(state)] == [0]          # seat 0 cuts first
        state, events = cut_both(state)
        first, second = events[0].data["card"], events[1].data["card"]
        assert first != second, "the second cut comes from the remaining 51 cards"
        assert state.cut_cards == (first, second) or state.cut_cards == (None, None)
        a, b = CUT_ORDER.index(rank(first)), CUT_ORDER.index(rank(second))
        if a == b:
            assert state.phase == "cut" and state.cut_cards == (None, None)
            continue
        winner = 0 if a > b else 1
        assert state.phase == "choose" and state.chooser == winner
        assert GAME.pending(state)[0].seat == winner
        if "A" in (rank(first), rank(second)):
            seen_ace_win = True
            assert rank((first, second)[winner]) == "A"
    assert seen_ace_win


def test_rule1_second_cut_never_repeats_the_first():
    state = GAME.new_game(0)
    state = replace(state, cut_cards=("QS", None))
    for seed in range(200):
        s = replace(state, seed=seed)
        s, events = GAME.apply(s, Action(1, "cut"))
        assert events[0].data["card"] != "QS"


def test_rule1_ace_cannot_be_beaten():
    for seed in range(60):
        s = replace(GAME.new_game(seed), cut_cards=("AS", None))
        s, events = GAME.apply(s, Action(1, "cut"))
        if rank(events[0].data["card"]) == "A":
            assert s.phase == "cut" and s.cut_cards == (None, None)
        else:
            assert s.phase == "choose" and s.chooser == 0


def test_rule1_cut_tie_cuts_again():
    for seed in range(1000):
        state, events = cut_both(GAME.new_game(seed))
        if rank(events[0].data["card"]) == rank(events[1].data["card"]):
            break
    else:
        pytest.fail("no tied cut in 1000 seeds")
    assert [e.kind for e in events] == ["cut", "cut", "cut-tie"]
    assert state.phase == "cut" and state.cut_cards == (None, None) and state.chooser is None
    assert [d.seat for d in GAME.pending(state)] == [0]
    assert GAME.validate(state, Action(0, "choose", ("lead",))).code == "wrong-phase"
    # The recut draws fresh chance, from the whole deck again.
    assert state.chance == 2
    state, _ = GAME.apply(state, Action(0, "cut"))
    assert state.chance == 3 and state.cut_cards[0] is not None


def test_rule1_cut_out_of_turn_refused():
    state = GAME.new_game(3)
    verdict = refusal(state, Action(1, "cut"))
    assert verdict.code == "not-your-turn" and "rule 1" in verdict.message


@pytest.mark.parametrize("choice", ["lead", "deal"])
def test_rule1_winner_chooses_lead_or_deal(choice):
    before, state = started(seed=5, choice=choice)
    winner = before.chooser
    assert GAME.legal_actions(before, winner) == [Action(winner, "choose", ("lead",)),
                                                  Action(winner, "choose", ("deal",))]
    assert GAME.legal_actions(before, 1 - winner) == []
    assert refusal(before, Action(1 - winner, "choose", ("lead",))).code == "not-your-turn"
    one = winner if choice == "lead" else 1 - winner
    assert state.leader == one and state.player_one == one and state.dealer == 1 - one
    assert state.phase == "play" and state.period == 1 and state.deal == 1
    assert state.turn == one


# ----- rule 2 / R2: the deal -----------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_rule2_deal_one_at_a_time_starting_with_player_one(seed):
    before, state = started(seed=seed, choice="deal")
    one = state.player_one
    deck = chance.shuffled(seed, before.chance, GAME.card_ids)   # the period's shuffle
    assert set(deck) == set(ALL_CARDS)
    expected_one, expected_dealer = deck[0:10:2], deck[1:10:2]
    assert set(state.hands[one]) == set(expected_one)
    assert set(state.hands[1 - one]) == set(expected_dealer)
    assert state.deck == deck[10:]
    for hand in state.hands:                                   # hands are kept sorted
        assert list(hand) == sorted(hand, key=GAME.card_ids.index)
        assert len(hand) == 5


# ----- rule 3 / must_match -----------------------------------------------------------------
def test_rule3_must_match_refusal():
    state = position([("7C", "2D"), ("7H", "9S", "JD")], pile=("7S",), turn=1)
    verdict = refusal(state, Action(1, "play", ("9S",)))
    assert verdict.code == "must-match"
    assert verdict.rule.endswith("rule 3") and "rule 3" in verdict.message
    assert "matches the 7♠" in verdict.reason
    # A Jack is not a match either: holding a 7, the player must play the 7.
    assert refusal(state, Action(1, "play", ("JD",))).code == "must-match"
    assert GAME.legal_actions(state, 1) == [Action(1, "play", ("7H",))]


def test_rule3_without_a_match_any_card():
    state = position([("7C", "2D"), ("8H", "9S", "JD")], pile=("7S",), turn=1)
    legal = {a.args[0] for a in GAME.legal_actions(state, 1)}
    assert legal == {"8H", "9S", "JD"}
    for card in legal:
        assert GAME.validate(state, Action(1, "play", (card,))).ok


def test_rule3_first_card_of_a_period_is_free():
    state = position([("7C", "2D"), ("8H", "9S")], turn=0)
    assert {a.args[0] for a in GAME.legal_actions(state, 0)} == {"7C", "2D"}


def test_variant_must_match_off_allows_any_card():
    state = position([("7C", "2D"), ("7H", "9S", "JD")], pile=("7S",), turn=1,
                     options={"must_match": False})
    assert {a.args[0] for a in GAME.legal_actions(state, 1)} == {"7H", "9S", "JD"}
    state, events = play(state, 1, "9S")
    assert events[0].kind == "play" and state.breakaway is None


# ----- rule 4: breakaway, goal, interception --------------------------------------------
def test_rule4_book_example():
    """Book, rule 4: Player One 4♠, Player Two 4 (a breakaway), Player One K, Player Two K♠ (a GOAL!)."""
    state = position([("4S", "KD", "9C"), ("4H", "KS", "2C")], turn=0)
    state, (e1, e2, e3, e4) = plays(state, (0, "4S"), (1, "4H"), (0, "KD"), (1, "KS"))
    assert e1.kind == "play"
    assert e2.kind == "breakaway"
    assert e3.kind == "play"
    assert e4.kind == "goal" and "GOAL" in e4.text
    assert state.goals == ((0, 1),) and state.totals == (0, 1)
    assert state.breakaway is None                   # the goal uses the breakaway up


def test_rule4_goal_on_second_match():
    state = position([("5C", "QD", "3H"), ("5D", "QS", "2S")], turn=0)
    state, _ = plays(state, (0, "5C"), (1, "5D"))
    assert state.breakaway == 1 and state.goals == ((0, 0),)
    state, _ = plays(state, (0, "QD"))
    assert state.breakaway == 1                      # a plain card by the other seat changes nothing
    state, (goal,) = plays(state, (1, "QS"))
    assert goal.kind == "goal" and goal.data == {"seat": 1, "card": "QS"}
    assert state.goals == ((0, 1),) and state.breakaway is None
    assert state.pile == ("5C", "5D", "QD", "QS")


def test_rule4_miss_intercepts_breakaway():
    state = position([("5C", "QD", "3H"), ("5D", "KS", "2S")], turn=0)
    state, events = plays(state, (0, "5C"), (1, "5D"), (0, "QD"), (1, "KS"))
    assert events[-1].kind == "intercepted" and "intercepted" in events[-1].text
    assert state.breakaway is None and state.goals == ((0, 0),)
    # A new breakaway is needed before another goal: matching now is only a breakaway.
    state, (e,) = plays(state, (0, "3H"))
    assert e.kind == "play"


def test_rule4_breakaway_only_scores_on_the_very_next_card():
    # Seat 0 breaks away, then misses; a later match by seat 0 is a fresh breakaway, not a goal.
    state = position([("6H", "9C", "4C"), ("6C", "8D", "9D", "4H")], pile=(), turn=1)
    state, events = plays(state, (1, "6C"), (0, "6H"), (1, "8D"), (0, "9C"), (1, "9D"), (0, "4C"))
    assert [e.kind for e in events] == ["play", "breakaway", "play", "intercepted", "breakaway", "play"]
    assert state.goals == ((0, 0),) and state.breakaway == 1


def test_rule4_after_goal_the_goal_card_can_be_matched():
    """R4: the pile goes on after a goal; matching the goal card starts a new breakaway."""
    state = position([("4S", "KD", "KH"), ("4H", "KS", "2C")], turn=0)
    state, events = plays(state, (0, "4S"), (1, "4H"), (0, "KD"), (1, "KS"), (0, "KH"))
    assert events[3].kind == "goal"
    assert events[4].kind == "breakaway" and state.breakaway == 0
    assert state.goals == ((0, 1),)


def test_rule4_holder_jack_on_a_jack_is_a_goal():
    # A Jack that matches the previous card is a match: the holder scores.
    state = position([("JC", "3D"), ("JH", "8S")], pile=("9C",), turn=0, breakaway=None)
    state, events = plays(state, (0, "JC"), (1, "JH"))
    assert [e.kind for e in events] == ["breakaway", "stolen"]
    state = position([("JC", "3D"), ("JH", "8S")], pile=("9C",), turn=1, breakaway=0)
    state, events = plays(state, (1, "8S"), (0, "JC"), (1, "JH"))
    assert events[1].kind == "breakaway"          # seat 0 missed with a Jack: fresh breakaway
    assert events[2].kind == "stolen"             # seat 1's Jack takes it
    state = position([("JC", "3D"), ("JH", "8S")], pile=("JD",), turn=0, breakaway=0)
    state, (e,) = plays(state, (0, "JC"))
    assert e.kind == "goal" and state.goals == ((1, 0),) and state.breakaway is None


# ----- rule 5 / R3: Jacks -----------------------------------------------------------------
def test_rule5_jack_gives_breakaway():
    state = position([("9C", "2D"), ("JS", "4H")], turn=0)
    state, (_e1, e2) = plays(state, (0, "9C"), (1, "JS"))
    assert e2.kind == "breakaway" and "Jack" in e2.text and state.breakaway == 1
    # ... and the Jack's holder scores by matching the next card.
    state = position([("9C", "2D"), ("JS", "2H")], turn=0)
    state, events = plays(state, (0, "9C"), (1, "JS"), (0, "2D"), (1, "2H"))
    assert events[-1].kind == "goal" and state.goals == ((0, 1),)


def test_rule5_jack_as_the_first_card_of_a_period_gives_breakaway():
    state = position([("JC", "2D"), ("9S", "4H")], turn=0)
    state, (e,) = plays(state, (0, "JC"))
    assert e.kind == "breakaway" and state.breakaway == 0


def test_jack_miss_by_holder_restarts_breakaway():
    """R3: a non-matching Jack by the holder scores nothing but gives a fresh breakaway."""
    state = position([("5C", "JD", "8C"), ("5H", "6S", "8H")], turn=1)
    state, events = plays(state, (1, "5H"), (0, "5C"), (1, "6S"), (0, "JD"))
    assert [e.kind for e in events] == ["play", "breakaway", "play", "breakaway"]
    assert "no goal" in events[-1].text
    assert state.breakaway == 0 and state.goals == ((0, 0),)
    state, (_e1, e2) = plays(state, (1, "8H"), (0, "8C"))
    assert e2.kind == "goal" and state.goals == ((1, 0),)


# ----- rule 6: one breakaway at a time ------------------------------------------------------
def test_rule6_book_example_third_three_steals():
    """Book, rule 6: Player One 3, Player Two 3 (breakaway), Player One a third 3 (steals it)."""
    state = position([("3C", "3D", "9C"), ("3H", "5C", "6C")], turn=0)
    state, (e1, e2, e3) = plays(state, (0, "3C"), (1, "3H"), (0, "3D"))
    assert [e1.kind, e2.kind, e3.kind] == ["play", "breakaway", "stolen"]
    assert state.breakaway == 0 and "steals" in e3.text


def test_rule6_third_match_steals():
    state = position([("3C", "3D", "9C"), ("3H", "9H", "6C")], turn=0)
    state, events = plays(state, (0, "3C"), (1, "3H"), (0, "3D"), (1, "9H"), (0, "9C"))
    assert events[2].kind == "stolen"
    assert events[-1].kind == "goal" and state.goals == ((1, 0),)   # the thief scores


def test_rule6_fourth_match_steals_back():
    state = position([("3C", "3D", "9C"), ("3H", "3S", "6C")], turn=0)
    state, events = plays(state, (0, "3C"), (1, "3H"), (0, "3D"), (1, "3S"))
    assert [e.kind for e in events] == ["play", "breakaway", "stolen", "stolen"]
    assert state.breakaway == 1 and state.goals == ((0, 0),)


def test_rule6_jack_steals():
    state = position([("3C", "JD", "9C"), ("3H", "9H", "6C")], turn=0)
    state, events = plays(state, (0, "3C"), (1, "3H"), (0, "JD"))
    assert events[-1].kind == "stolen" and state.breakaway == 0


def test_variant_third_match_blocks():
    state = position([("3C", "3D", "9C"), ("3H", "9H", "6C")], turn=0,
                     options={"third_match": "block"})
    state, events = plays(state, (0, "3C"), (1, "3H"), (0, "3D"))
    assert events[-1].kind == "blocked" and "cancels" in events[-1].text
    assert state.breakaway is None                    # cancelled, and nobody holds one
    state, events = plays(state, (1, "6C"), (0, "9C"))
    assert [e.kind for e in events[-2:]] == ["play", "play"]     # nobody holds a breakaway
    assert state.goals == ((0, 0),) and state.breakaway is None


def test_variant_block_then_fourth_match_is_a_fresh_breakaway():
    state = position([("3C", "3D", "9C"), ("3H", "3S", "6C")], turn=0,
                     options={"third_match": "block"})
    state, events = plays(state, (0, "3C"), (1, "3H"), (0, "3D"), (1, "3S"))
    assert [e.kind for e in events] == ["play", "breakaway", "blocked", "breakaway"]
    assert state.breakaway == 1


def test_variant_block_jack_still_takes_the_breakaway():
    state = position([("3C", "JD", "9C"), ("3H", "9H", "6C")], turn=0,
                     options={"third_match": "block"})
    state, events = plays(state, (0, "3C"), (1, "3H"), (0, "JD"))
    assert events[-1].kind == "stolen" and state.breakaway == 0
    # A Jack matching a Jack also takes it under "block".
    state = position([("JC", "2D"), ("JH", "9H")], pile=("8D",), turn=1, breakaway=None,
                     options={"third_match": "block"})
    state, events = plays(state, (1, "JH"), (0, "JC"))
    assert [e.kind for e in events] == ["breakaway", "stolen"] and state.breakaway == 0


# ----- rule 7: deals within a period -----------------------------------------------------
def test_rule7_breakaway_carries_across_deals():
    # Deal 1 ends with seat 1's match: seat 1 is on a breakaway when deal 2 comes.
    last_cards = [("9C",), ("9D",)]
    deal2 = [("4C", "2H", "5H", "6H", "7H"), ("4D", "2C", "5C", "6C", "7C")]
    deck = [c for pair in zip(*deal2) for c in pair]
    used = set(deck) | {"9C", "9D"}
    deck += [c for c in ALL_CARDS if c not in used]
    state = position(last_cards, turn=0, deck=deck)
    state, events = play(state, 0, "9C")
    state, events = play(state, 1, "9D")
    kinds = [e.kind for e in events]
    assert kinds[0] == "breakaway" and "deal" in kinds
    assert state.deal == 2 and state.breakaway == 1
    assert state.pile == ("9C", "9D")                   # the pile carries over
    assert state.turn == state.player_one == 0           # Player One leads the new deal
    assert [set(h) for h in state.hands] == [set(deal2[0]), set(deal2[1])]
    # Player One's first card of the new deal; Player Two's first card scores from the breakaway.
    state, events = plays(state, (0, "4C"), (1, "4D"))
    assert events[-1].kind == "goal" and state.goals == ((0, 1),)


def test_rule7_first_card_of_a_deal_matches_the_last_card_of_the_previous():
    state = position([("9C",), ("5D",)], turn=0,
                     deck=["5H", "2C"] + [c for c in ALL_CARDS if c not in {"9C", "5D", "5H", "2C"}])
    state, _ = plays(state, (0, "9C"), (1, "5D"))
    assert "5H" in state.hands[0]
    state, (e,) = plays(state, (0, "5H"))
    assert e.kind == "breakaway" and state.breakaway == 0


def test_rule7_deal_sizes_five_five_five_five_six():
    _, state = started(seed=11)
    sizes = [(len(state.hands[0]), len(state.hands[1]))]
    turns = [state.turn == state.player_one]
    while state.period == 1:
        deal = state.deal
        seat = GAME.pending(state)[0].seat
        state, _ = GAME.apply(state, GAME.legal_actions(state, seat)[0])
        if state.period == 1 and state.deal != deal:
            sizes.append((len(state.hands[0]), len(state.hands[1])))
            turns.append(state.turn == state.player_one)
    assert sizes == [(5, 5), (5, 5), (5, 5), (5, 5), (6, 6)]
    assert all(turns)                                  # Player One leads every deal


# ----- period end -------------------------------------------------------------------------
def test_period_end_clears_breakaway_and_pile():
    # The rest of the deck has been played: it is in the pile, so all 52 cards are present.
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
    rest = tuple(c for c in ALL_CARDS if c not in {"5H", "7S"})
    state = position([("5H",), ("7S",)], pile=rest, turn=0, deal=5, deck=())
    state, events = plays(state, (0, "5H"))
    state, events = play(state, 1, "7S")
    kinds = [e.kind for e in events]
    assert kinds[:4] == ["play", "period-end", "period", "shuffle"]
    shuffle = events[3]
    assert shuffle.chance and shuffle.irreversible
    assert state.deck == chance.shuffled(state.seed, state.chance - 1, GAME.card_ids)[10:]


# ----- rule 8: roles ---------------------------------------------------------------------
def _finish_period(state):
    """Play the position's period to its end with the first legal card each time."""
    period = state.period
    while state.period == period and state.phase == "play":
        seat = GAME.pending(state)[0].seat
        state, _ = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    return state


@pytest.mark.parametrize("leader", [0, 1])
def test_rule8_roles_swap(leader):
    state = position([("5H",), ("7S",)], pile=tuple(c for c in ALL_CARDS if c not in {"5H", "7S"}),
                     turn=leader, deal=5, deck=(), leader=leader)
    assert state.player_one == leader
    seen = {1: (state.player_one, state.dealer)}
    while state.period < 3:
        state = _finish_period(state)
        seen[state.period] = (state.player_one, state.dealer)
        assert state.turn == state.player_one           # Player One leads the period
        assert len(state.hands[state.player_one]) == 5
    assert seen[1] == (leader, 1 - leader)
    assert seen[2] == (1 - leader, leader)              # swap for the second period
    assert seen[3] == (leader, 1 - leader)              # back for the third
    # A level game after period three: the tie-breaker has the second period's roles.
    state = _end_of_period_three(((1, 1), (0, 0), (0, 0)), leader=leader)
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


# ----- rule 9: winning, tie-breaker --------------------------------------------------------
def _end_of_period_three(goals, leader=0, options=None):
    rest = tuple(c for c in ALL_CARDS if c not in {"5H", "7S"})
    one = leader   # period 3: Player One is the leader
    hands = [(), ()]
    hands[one], hands[1 - one] = ("5H",), ("7S",)
    return position(hands, pile=rest, turn=one, deal=5, deck=(), period=3, goals=goals,
                    leader=leader, options=options)


def test_rule9_higher_total_wins():
    state = _end_of_period_three(((2, 1), (0, 2), (1, 1)))    # 3-4
    state, _ = plays(state, (0, "5H"))
    state, events = play(state, 1, "7S")
    assert state.phase == "over" and GAME.is_over(state)
    assert events[-1].kind == "game-over"
    outcome = GAME.outcome(state)
    assert outcome.winners == (1,) and outcome.scores == (3, 4) and not outcome.draw
    assert GAME.pending(state) == ()
    assert all(GAME.legal_actions(state, s) == [] for s in (0, 1))


def test_rule9_tiebreaker_period_four_deals():
    state = _end_of_period_three(((1, 0), (0, 1), (1, 1)))    # 2-2
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


def test_rule9_regular_goals_do_not_end_the_game():
    state = position([("4S", "KD", "9C"), ("4H", "KS", "2C")], turn=0, period=3)
    state, events = plays(state, (0, "4S"), (1, "4H"), (0, "KD"), (1, "KS"))
    assert events[-1].kind == "goal" and state.phase == "play"


# ----- refusals --------------------------------------------------------------------------
def test_not_your_turn_names_rule4():
    state = position([("4S", "KD"), ("4H", "KS")], turn=0)
    verdict = refusal(state, Action(1, "play", ("4H",)))
    assert verdict.code == "not-your-turn"
    assert verdict.rule.endswith("rule 4") and "rule 4" in verdict.message
    assert GAME.legal_actions(state, 1) == []


def test_card_not_in_hand_refused():
    state = position([("4S", "KD"), ("4H", "KS")], turn=0)
    for card in ("4H", "2C"):                 # the opponent's card, and a card in the deck
        verdict = refusal(state, Action(0, "play", (card,)))
        assert verdict.code == "not-in-hand"
    state, _ = play(state, 0, "4S")
    state, _ = play(state, 1, "4H")
    assert refusal(state, Action(0, "play", ("4S",))).code == "not-in-hand"  # already played


def test_game_over_refused():
    state = _end_of_period_three(((2, 1), (0, 0), (0, 0)))
    state, _ = plays(state, (0, "5H"), (1, "7S"))
    assert state.phase == "over"
    for action in (Action(0, "play", ("5H",)), Action(1, "cut"), Action(0, "choose", ("lead",))):
        verdict = refusal(state, action)
        assert verdict.code == "game-over"


def test_play_before_the_deal_refused():
    state = GAME.new_game(0)
    assert refusal(state, Action(0, "play", ("2C",))).code == "wrong-phase"
    assert refusal(state, Action(0, "choose", ("lead",))).code == "wrong-phase"
    _, state = started(0)
    assert refusal(state, Action(0, "cut")).code == "wrong-phase"


@pytest.mark.parametrize("action", [
    Action(0, "pass"),
    Action(0, "PLAY", ("2C",)),
    Action(0, "play", ("1Z",)),
    Action(0, "play", ("11C",)),
    Action(0, "play", ("2c",)),
    Action(0, "play", (None,)),
    Action(0, "play", (7,)),
    Action(0, "play", ()),
    Action(0, "play", ("2C", "3C")),
    Action(2, "play", ("2C",)),
    Action(-1, "cut"),
    Action(True, "cut"),
    Action(0, "cut", ("2C",)),
    Action(0, "choose", ()),
    Action(0, "choose", ("first",)),
    Action(0, "choose", ("lead", "deal")),
])
def test_malformed_actions_raise_malformed_not_illegal(action):
    for state in (GAME.new_game(0), position([("2C", "3D"), ("4H", "5S")], turn=0)):
        with pytest.raises(MalformedActionError):
            GAME.validate(state, action)
        with pytest.raises(MalformedActionError) as caught:
            GAME.apply(state, action)
        assert not isinstance(caught.value, IllegalActionError)


def test_legal_actions_agree_with_validate():
    states = [GAME.new_game(0), started(0)[0], started(0)[1],
              position([("7C", "2D"), ("7H", "9S", "JD")], pile=("7S",), turn=1),
              position([("7C", "2D"), ("7H", "9S", "JD")], pile=("7S",), turn=1,
                       options={"must_match": False})]
    for state in states:
        for action in GAME.action_space(state):
            assert GAME.validate(state, action).ok == (action in GAME.legal_actions(state, action.seat))


# ----- events ----------------------------------------------------------------------------
def test_events_say_what_happened():
    state = position([("4S", "KD", "9C", "QC"), ("4H", "KS", "JH", "2C")], turn=0)
    state, (e1, e2, _e3, e4) = plays(state, (0, "4S"), (1, "4H"), (0, "KD"), (1, "KS"))
    assert "4♠" in e1.text and e1.data == {"seat": 0, "card": "4S"}
    assert "breakaway" in e2.text.lower() and "4♥" in e2.text
    assert "GOAL" in e4.text and "K♠" in e4.text
    state, (e5, e6, e7) = plays(state, (0, "9C"), (1, "JH"), (0, "QC"))
    assert e6.kind == "breakaway" and "Jack" in e6.text
    for e in (e1, e2, e4, e5, e6, e7):
        assert e.audience is None                 # every play is public


def test_deal_events_show_each_hand_only_to_its_owner():
    before, _ = started(seed=4)
    state, events = GAME.apply(before, Action(before.chooser, "choose", ("lead",)))
    hands = [e for e in events if e.kind == "hand"]
    assert len(hands) == 2
    for e in hands:
        seat = e.data["seat"]
        assert e.audience == frozenset({seat})
        assert e.visible_to(seat) and not e.visible_to(1 - seat) and not e.visible_to(None)
        assert tuple(e.data["cards"]) == state.hands[seat]
    public = [e for e in events if e.audience is None]
    for e in public:
        for seat in (0, 1):
            for card in state.hands[seat]:
                assert card not in e.data.get("cards", ())


# ----- view ------------------------------------------------------------------------------
def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, (tuple, list, set, frozenset)):
        for v in value:
            yield from _strings(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(k)
            yield from _strings(v)


@pytest.mark.parametrize("seed", [0, 7, 21])
def test_view_hides_opponent_hand_and_deck(seed):
    _, state = started(seed=seed)
    state, _ = GAME.apply(state, GAME.legal_actions(state, state.turn)[0])
    public = set(state.pile) | {c for c in state.cut_cards if c}
    for seat in (0, 1, None):
        view = GAME.view(state, seat)
        values = {f.name: getattr(view, f.name) for f in fields(view)}
        strings = set(_strings(list(values.values())))
        own = set(state.hands[seat]) if seat is not None else set()
        secret = (set(state.deck) | set(state.hands[0]) | set(state.hands[1])) - own - public
        assert not strings & secret, f"seat {seat} sees {strings & secret}"
        text = repr(view)
        for card in secret:
            assert f"'{card}'" not in text
        if seat is not None:
            assert view.hand == state.hands[seat]
        else:
            assert view.hand == ()
        assert view.hand_sizes == (len(state.hands[0]), len(state.hands[1]))
        assert view.deck_size == len(state.deck)
        assert view.pile == state.pile
        assert "deck" not in values and "hands" not in values


# ----- options ---------------------------------------------------------------------------
def test_options_defaults_are_the_book():
    state = GAME.new_game(0)
    assert GAME.options_of(state) == {"third_match": "steal", "must_match": True}


@pytest.mark.parametrize("options", [
    {"overtime": True},
    {"third_match": "cancel"},
    {"third_match": None},
    {"must_match": "yes"},
    {"must_match": None},
])
def test_options_refused(options):
    with pytest.raises(ValueError):
        GAME.new_game(0, options)


def test_options_accepted():
    state = GAME.new_game(0, {"third_match": "block", "must_match": False})
    assert GAME.options_of(state) == {"third_match": "block", "must_match": False}
