"""Breakaway: CCG, Part 2 "Game Setup" and the Momentum Tokens of "Game Components": the decks and
benches each side starts with, the options the game is built with, the revealed cards that choose
Home Ice, the Momentum pile dealt alternately and the tokens gained at later periods (rulings O1,
O2, O13, O16)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.deck import Deck
from tabletop.engine.deck import Deck as PlayerDeck
from tabletop.engine.errors import IllegalDeckError
from tabletop.engine.playout import play_game
from tabletop.games.breakaway_ccg import rules
from tabletop.games.breakaway_ccg.cards import card_set, starter_deck
from tabletop.games.breakaway_ccg.official import basics, setup, turns
from tabletop.games.breakaway_ccg.official import mode as of
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Stoppage
from tabletop.games.breakaway_ccg.rules import BreakawayCcg
from tabletop.games.breakaway_ccg.state import HOME_ICE, PLAY, START, STOPPAGE, CcgView, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    CAP0,
    CAP1,
    K0,
    K1,
    LOW0,
    LOW1,
    R0,
    R0S,
    SNIPE0,
    SOG1,
    _deck,
    kinds,
    log,
    run,
)
from tests.games.breakaway_ccg.helpers_play import H_ROOKIE, check, pairs, rule
from tests.games.breakaway_ccg.support import GAME, OFFICIAL, T, act, official, verdict


def deck_lists(state, first, second):
    return evolve(state, deck_lists=(tuple((c, 1) for c in first), tuple((c, 1) for c in second)))


def test_the_books_hand_sizes_draws_tokens_and_overtime_deck():
    """Game Components / Game Setup / Phases / Final Minute / Stoppage / Overtime: the numbers."""
    assert (basics.MAX_TOKENS, basics.MAX_BONUS, basics.MOMENTUM_EACH, basics.STARTING_HAND, basics.HAND_MAX) == (3, 3, 6, 5, 8)
    assert (basics.FINAL_HAND, basics.STOPPAGE_DRAW, basics.FACING_DRAW, basics.EMPTY_DRAW, basics.LINE_HAND) == (3, 5, 3, 4, 5)
    assert (basics.OT_DECK, basics.OT_HAND, basics.BENCH_SWAPS) == (21, 3, 2)
    assert len(basics.OFFICIAL_ACTIONS) == 17 and basics.OFFICIAL_ACTIONS[:3] == ("move", "shoot", "on-net")


def test_each_side_reveals_its_top_card_and_sets_it_aside():
    """Part 2, "Game Setup": the reveal for Home Ice (ruling O1)."""
    state = official(decks=((CAP0, R0), (K0,)), aside=(R0S,))
    events: list = []
    new, cards = fl.reveal_top(T, state, events, "Why")
    assert cards == (CAP0, K0) and new.aside == (R0S, CAP0, K0) and new.decks == ((R0,), ())
    assert log(events) == [
        (
            "reveal",
            ("Why: Player 1 turns over Captain 8 (helmet), Player 2 turns over Rookie 0 (skate)."),
            {"cards": (CAP0, K0)},
        )
    ]
    assert events[0].irreversible
    for decks in (((), (K0,)), ((CAP0,), ())):
        same, none = fl.reveal_top(T, official(decks=decks), events, "Why")
        assert none is None and same.decks == decks


def test_setup_reveals_until_the_cards_differ_then_the_higher_chooses():
    """Game Setup: the higher revealed card chooses Home Ice; a Goalie ranks below a 0 (O1)."""
    for first, second, chooser in (
        (("rookie-0-helmet",), ("goalie-g-skate",), 0),
        (("goalie-g-helmet",), ("rookie-0-skate",), 1),
    ):
        state = deck_lists(official(), first, second)
        new, events = run(setup.set_up, state)
        assert kinds(events) == ["shuffle", "shuffle", "reveal", "home-ice-choice"]
        assert log(events)[-1] == (
            "home-ice-choice",
            (f"Player {chooser + 1} revealed the higher card and chooses who has Home Ice."),
            {"seat": chooser},
        )
        assert new.phase == HOME_ICE and new.turn == chooser and new.decks == ((), ()) and len(new.aside) == 2
        assert events[2].text.startswith("For Home Ice: Player 1 turns over ")


def test_setup_ties_reveal_again_and_a_coin_settles_empty_decks():
    """Game Setup: re-draw on ties; O1: decks too small to settle it, a coin decides."""
    for seed, seat in ((1, 0), (2, 1)):
        state = deck_lists(
            official(seed=seed), ("rookie-0-helmet", "rookie-0-stick"), ("rookie-0-skate", "rookie-0-glove")
        )
        new, events = run(setup.set_up, state)
        assert chance.coin(seed, 2 + 2) == ("heads" if seat == 0 else "tails")
        assert kinds(events) == [
            "shuffle",
            "shuffle",
            "reveal",
            "reveal-tie",
            "reveal",
            "reveal-tie",
            "home-ice-coin",
            "home-ice-choice",
        ]
        assert log(events)[3] == ("reveal-tie", "A tie: both reveal again.", {})
        coin = events[6]
        assert (coin.text, coin.data, coin.chance, coin.irreversible) == (
            f"No cards left to reveal: the coin gives Player {seat + 1} the choice of Home Ice.",
            {"seat": seat},
            True,
            True,
        )
        assert new.turn == seat and new.chance == state.chance + 3 and new.phase == HOME_ICE
        assert len(new.aside) == 4
        # The choice names how it was won: by the toss, not by a higher card.
        assert log(events)[-1] == (
            "home-ice-choice",
            f"Player {seat + 1} won the toss and chooses who has Home Ice.",
            {"seat": seat},
        )


def test_home_ice_takes_a_token_and_the_momentum_pile_is_dealt_home_first():
    """Game Setup: Home Ice's token; six Momentum Cards from each deck, Home Ice's first (O2); hands of
    five; the period's officiating card from the two revealed numbers (O3); a center face-off."""
    state = official(decks=(LOW0, LOW1), phase=HOME_ICE, turn=1)
    new, events = run(setup.choose_home, state, 1, "them")
    assert new.home == 0 and new.tokens == (1, 0)
    assert new.momentum == tuple(x for pair_ in zip(LOW0[:6], LOW1[:6]) for x in pair_)
    assert new.hands == (LOW0[6:11], LOW1[6:11]) and new.decks == ((LOW0[12],), (LOW1[12],))
    assert new.reveal == (LOW0[11], LOW1[11]) and new.official == "rivalry-night"
    assert log(events)[:2] == [
        ("home-ice", "Player 1 has Home Ice and takes a momentum token.", {"home": 0}),
        ("momentum-deal", "12 Momentum Cards are dealt face down, six from each deck.", {"count": 12}),
    ]
    assert log(events)[-2:] == [
        (
            "officiating",
            "The numbers add up to 10: Rivalry Night officiates period 1.",
            {"sum": 10, "card": "rivalry-night"},
        ),
        (
            "stoppage",
            (
                "Period 1 is about to begin. Face-off at center ice; first each side may switch up to two "
                "cards with the bench."
            ),
            {"reason": "period-start", "place": "center", "chooser": 0, "offender": None},
        ),
    ]
    assert new.phase == STOPPAGE and new.stoppage == Stoppage("period-start", "center", 0)
    assert new.ready == (False, False) and new.puck == "c9"
    mine, events = run(setup.choose_home, state, 1, "me")
    assert mine.home == 1 and mine.tokens == (0, 1) and mine.momentum[:2] == (LOW1[0], LOW0[0])
    assert mine.stoppage.chooser == 1
    late = official(decks=(LOW0, LOW1), phase=HOME_ICE, turn=1, period=2)
    opening, _ = run(setup.choose_home, late, 1, "me")
    assert opening.tokens == (0, 1)  # the opening reveal never adds the period token
    short = official(decks=(LOW0[:3], LOW1), phase=HOME_ICE, turn=0)
    few, events = run(setup.choose_home, short, 0, "me")
    assert len(few.momentum) == 9 and few.momentum[:4] == (LOW0[0], LOW1[0], LOW0[1], LOW1[1])
    assert log(events)[1][2] == {"count": 9}


def test_later_periods_add_a_token_each_at_most_three_but_not_in_overtime():
    """Momentum Tokens: one more each at the start of periods 2 and 3, at most three (O13)."""
    for period, overtime, tokens in ((2, 0, (3, 1)), (3, 0, (3, 1)), (1, 0, (3, 0)), (3, 1, (3, 0))):
        state = official(
            hands=((SNIPE0,), (SOG1,)), decks=(LOW0, LOW1), tokens=(3, 0), period=period, overtime=overtime
        )
        new, events = run(fl.start_period, state)
        assert new.tokens == tokens
        if tokens[1]:
            assert ("tokens", "Each side gains a momentum token (at most 3).", {"tokens": (3, 1)}) in log(
                events
            )
        else:
            assert "tokens" not in kinds(events)
        assert new.stoppage == Stoppage("period-start", "center", 0)
        assert events[0].text.startswith(f"Officiating card for period {period}: Player 1 turns over ")
    busy = official(hands=((SNIPE0,), (SOG1,)), play=(CAP0,), decks=(LOW0, LOW1))
    kept, _ = run(fl.start_period, busy)
    assert kept.play == (CAP0,) and CAP0 not in kept.discards[0]  # nothing to discard at a period start
    first, events = run(
        lambda t, s, ev: fl.start_period(t, s, ev, first=True),
        official(hands=((SNIPE0,), (SOG1,)), decks=(LOW0, LOW1), tokens=(1, 0), period=2),
    )
    assert first.tokens == (1, 0)


def test_a_momentum_token_draws_a_card_or_takes_the_top_momentum_card():
    """Momentum Tokens: the Draw Action or the Extra Man Special; a Momentum Card is an extra (O2, O16)."""
    state = official(
        hands=((R0,), (K0,)), phase=START, tokens=(2, 0), decks=((CAP0, SNIPE0), None), momentum=(CAP1, K1)
    )
    drew, events = run(turns.use_token, state, 0, "draw")
    assert log(events)[:2] == [
        ("token", "Player 1 spends a momentum token to draw a card.", {"seat": 0, "use": "draw"}),
        ("draw", "Player 1 draws a card.", {"seat": 0, "count": 1}),
    ]
    assert drew.tokens == (1, 0) and drew.token_used and drew.hands[0] == (R0, CAP0) and drew.phase == PLAY
    extra, events = run(turns.use_token, state, 0, "extra-man")
    assert log(events) == [
        (
            "token",
            "Player 1 spends a momentum token for the Extra Man: a Momentum Card.",
            {"seat": 0, "use": "extra-man"},
        ),
        ("momentum-own", "You take Captain 8 (skate) from the Momentum pile.", {"seat": 0, "card": CAP1}),
    ]
    assert events[1].audience == frozenset({0}) and events[1].irreversible
    assert extra.hands[0] == (R0, CAP1) and extra.extras[0] == (CAP1,) and extra.momentum == (K1,)
    at_stop, _ = run(turns.use_token, evolve(state, phase=STOPPAGE), 0, "draw")
    assert at_stop.phase == STOPPAGE
    pulled, _ = run(turns.use_token, evolve(state, goalie_pulled=(True, False)), 0, "draw")
    assert pulled.phase == PLAY  # Phase 1 is one choice: the goalie cannot also go back in
    go, events = run(turns.go, state)
    assert go.phase == PLAY and log(events) == [
        ("phase-two", "Player 1 goes on to play a card.", {"seat": 0})
    ]


def test_a_listed_deck_leaves_out_cards_with_no_copies():
    """Setup (B18): the state keeps each deck list as (card, copies) pairs; an entry of none is no card."""
    assert rules._listed((("goal-helmet", 2), ("save-skate", 0), ("rookie-0-helmet", 1))) == (
        ("goal-helmet", 2), ("rookie-0-helmet", 1))


def test_new_game_checks_the_seed_and_the_players():
    """Two players (Part 1); the seed is a whole number (everything random comes from it)."""
    for bad in ("1", 1.0, True, None):
        with pytest.raises(TypeError) as raised:
            GAME.new_game(bad)
        assert str(raised.value) == "the seed must be a whole number"
    for names in (("A",), ("A", "B", "C")):
        with pytest.raises(ValueError) as raised:
            GAME.new_game(1, names=names)
        assert str(raised.value) == "Breakaway: CCG is for exactly two players"
    assert GAME.new_game(1).names == ("Player 1", "Player 2")
    assert GAME.new_game(1, names=[]).names == ("Player 1", "Player 2")
    assert GAME.new_game(1, names=["Ann", "Bo"]).names == ("Ann", "Bo")


def test_new_game_deals_the_starter_teams_in_the_order_the_teams_option_names():
    """Setup: the decks, the bench, five cards each; B18: the starter teams' lists are public."""
    state = GAME.new_game(4)
    runners, hawks = starter_deck("ridge-runners"), starter_deck("harbour-hawks")
    assert state.deck_names == ("Ridge Runners", "Harbour Hawks")
    assert state.deck_lists == (runners.cards, hawks.cards)
    assert state.bench_lists == (tuple(runners.bench), tuple(hawks.bench))
    assert state.lists_public is True and state.seed == 4 and state.puck == "c9"
    assert state.options == tuple(sorted(dict(GAME.check_options(None), periods=1).items()))  # Beginner: one
    assert [len(h) for h in state.hands] == [5, 5]
    swapped = GAME.new_game(4, {"teams": "hawks-runners"})
    assert swapped.deck_names == ("Harbour Hawks", "Ridge Runners")
    assert swapped.deck_lists == (hawks.cards, runners.cards)
    assert dict(swapped.options)["teams"] == "hawks-runners"


def test_chosen_decks_keep_their_lists_private_unless_open():
    """B18: a chosen deck's list is its owner's alone unless the Open deck lists option is on."""
    shipped = GAME.shipped_decks()
    mine = PlayerDeck(shipped[0].game, "Mine", shipped[0].cards, shipped[0].bench)
    state = GAME.new_game(2, decks=[mine, shipped[1]])
    assert state.lists_public is False and state.deck_names == ("Mine", "Harbour Hawks")
    assert state.deck_lists == (shipped[0].cards, shipped[1].cards)
    assert state.bench_lists == (tuple(shipped[0].bench), tuple(shipped[1].bench))
    assert GAME.new_game(2, {"open_decks": True}, decks=shipped).lists_public is True
    # The official modes check chosen decks under Deck Creation (here nine more Goal cards: five of a name).
    many = PlayerDeck("breakaway-ccg", "Many", shipped[0].cards, shipped[0].bench).adding("goal-helmet", 9)
    assert GAME.new_game(2, decks=[many, shipped[1]]).deck_names == ("Many", "Harbour Hawks")
    with pytest.raises(IllegalDeckError) as raised:
        GAME.new_game(2, {"mode": "official"}, decks=[many, shipped[1]])
    assert raised.value.seat == 0


def test_each_mode_sets_up_its_own_way():
    """Part 1 Setup (a coin for Home Ice, face-off) against Part 2 Game Setup and Solo Play."""
    assert GAME.new_game(3).phase == "faceoff"
    assert GAME.new_game(3, {"mode": "official"}).phase == "home-ice"
    assert GAME.new_game(3, {"mode": "official"}).puck == "c9"             # the puck starts at center ice
    solo_state = GAME.new_game(3, {"mode": "solo"})
    assert solo_state.solo is not None
    assert type(GAME.view(solo_state, 0)).__name__ == "SoloView"
    assert type(GAME.view(GAME.new_game(3), 0)) is CcgView


def test_the_shipped_decks_are_read_from_files_or_made_from_the_given_teams():
    """Setup (B18): the starter teams are the decks the game ships, or the teams it was built with."""
    shipped = GAME.shipped_decks()
    assert [d.name for d in shipped] == ["Ridge Runners", "Harbour Hawks"]
    assert shipped[0].cards == starter_deck("ridge-runners").cards
    given = BreakawayCcg(decks={"h": starter_deck("harbour-hawks")})
    made = given.shipped_decks()
    hawks = starter_deck("harbour-hawks")
    assert made == [PlayerDeck("breakaway-ccg", hawks.name, hawks.cards, hawks.bench)]
    with_cards = BreakawayCcg(cards=card_set())
    assert [d.name for d in with_cards.shipped_decks()] == ["Ridge Runners", "Harbour Hawks"]
    assert with_cards.shipped_decks()[1] == PlayerDeck("breakaway-ccg", hawks.name, hawks.cards, hawks.bench)


def test_the_teams_option_swaps_the_decks():
    """Part 2, "Game Setup": the decks each side plays (ruling C6)."""
    state = GAME.new_game(4, {"teams": "hawks-runners"})
    assert sorted(T.card[c].id for c in state.decks[0] + state.hands[0]) == sorted(
        starter_deck("harbour-hawks").expanded())


def test_the_game_options_default_to_beginner_and_refuse_unknown_values():
    """Part 1 and Part 2, "Game Setup": the options a game is built with (mode, periods, teams, deck rules, overtime)."""
    assert GAME.default_options() == {"mode": "beginner", "periods": "book", "teams": "runners-hawks",
                                      "open_decks": False, "deck_rules": "tournament",
                                      "overtime": "regular-season"}
    for bad in ({"mode": "expert"}, {"periods": 4}, {"periods": True}, {"overtime": 1}, {"open_decks": 1},
                {"deck_rules": "beginner"}, {"overtime": "forever"}):
        with pytest.raises(ValueError):
            GAME.new_game(1, bad)


def test_the_shipped_decks_are_the_starter_teams_and_deal_the_same_game():
    """Part 2, "Game Setup"."""
    shipped = GAME.shipped_decks()
    assert [d.name for d in shipped] == ["Ridge Runners", "Harbour Hawks"]
    assert [d.cards for d in shipped] == [starter_deck(d).cards for d in ("ridge-runners", "harbour-hawks")]
    assert all(not GAME.deck_problems(d) for d in shipped)
    dealt = GAME.new_game(9, {"open_decks": True}, decks=shipped)
    default = GAME.new_game(9)
    assert replace(dealt, options=default.options) == default
    swapped = GAME.new_game(9, {"teams": "hawks-runners", "open_decks": True}, decks=shipped)
    assert swapped.deck_names == ("Ridge Runners", "Harbour Hawks")     # chosen decks win over ``teams``


def test_the_state_holds_exactly_the_decks_it_was_set_up_with():
    """Part 2, "Game Setup": the decks each side plays (ruling C6)."""
    mine = _deck("Five Goals", (("goal-helmet", 4),))          # 5 Goal (helmet): Beginner sets no copy limit
    theirs = GAME.shipped_decks()[1]
    state = GAME.new_game(5, None, ("Ana", "Ben"), decks=[mine, theirs])
    assert state.deck_names == ("Five Goals", "Harbour Hawks")
    assert state.deck_lists == (mine.cards, theirs.cards) and state.bench_lists == (mine.bench, theirs.bench)
    assert not state.lists_public
    held = Counter(T.card[c].id for c in state.decks[0] + state.hands[0] + state.benches[0])
    assert held == Counter(mine.counts()) + Counter(mine.bench)
    assert all(T.owner[c] == 0 for c in state.decks[0] + state.hands[0] + state.benches[0])
    assert sum(1 for c in GAME.inventory(state) if c.startswith("s1:goal-helmet")) == 5
    assert "s1:goal-helmet~5" in GAME.inventory(state)
    result = play_game(GAME, 5, decks=[mine, theirs])
    assert GAME.inventory(result.state) == GAME.inventory(state)


def test_a_bench_card_that_is_also_in_the_deck_is_its_next_copy():
    """Part 2, "Game Setup": the bench and the deck (ruling C4)."""
    runners = starter_deck("ridge-runners")
    deck = Deck("breakaway-ccg", "Benched twin", runners.cards, ("rookie-0-helmet",) + runners.bench[1:])
    state = GAME.new_game(2, decks=[deck, deck])
    assert "s1:rookie-0-helmet~2" in state.benches[0] and "s2:rookie-0-helmet~2" in state.benches[1]


@pytest.mark.parametrize("seed", range(8))
def test_setup_home_ice_choice_goes_to_the_higher_reveal_and_the_pile_and_tokens_follow(seed):
    """Game Setup: the higher revealed card chooses Home Ice (re-draw on ties; the cards go aside);
    Home Ice starts with one Momentum Token; six Momentum Cards from each deck; hands of five; each
    period's officiating card from the sum of two revealed cards."""
    state = GAME.new_game(seed, OFFICIAL)
    assert state.phase == HOME_ICE
    last = state.aside[-2:]
    strengths = (T.strength[last[0]], T.strength[last[1]])
    assert strengths[state.turn] > strengths[1 - state.turn]
    assert all(T.strength[a] == T.strength[b] for a, b in zip(state.aside[:-2:2], state.aside[1:-2:2]))
    chooser = state.turn
    assert not verdict(state, 1 - chooser, "home-ice", "me")
    state = act(state, chooser, "home-ice", "them")
    assert state.home == 1 - chooser
    assert state.tokens == tuple(1 if s == state.home else 0 for s in (0, 1))
    assert len(state.momentum) == 12
    assert sorted(T.owner[c] for c in state.momentum) == [0] * 6 + [1] * 6
    assert [len(h) for h in state.hands] == [5, 5]
    assert len(state.reveal) == 2 and state.official
    assert state.phase == STOPPAGE and state.stoppage.place == "center"


def test_home_ice_refusals_only_the_reveals_winner_chooses():
    """Game Setup (O1): the reveal's winner chooses who takes Home Ice, and nothing else happens
    first."""
    state = official(phase=HOME_ICE, turn=1)
    assert check(state, 1, "play", H_ROOKIE) == (
        False,
        "home-ice-first",
        "First the choice of Home Ice.",
        rule("Game Setup"),
    )
    assert check(state, 0, "home-ice", "me") == (
        False,
        "not-your-choice",
        "Player 2 won the reveal (or the toss) and chooses Home Ice.",
        rule("Game Setup"),
    )
    assert check(state, 1, "home-ice", "draw") == (
        False,
        "home-ice-choice",
        "Home Ice goes to you ('me') or your opponent ('them').",
        rule("Game Setup"),
    )
    assert of.validate(T, state, Action(1, "home-ice", ("them",))).ok
    assert of.validate(T, state, Action(1, "home-ice", ("me",))).ok
    assert pairs(of.legal_actions(T, state, 1)) == [(1, "home-ice", ("me",)), (1, "home-ice", ("them",))]
    assert of.legal_actions(T, state, 0) == []
