"""Breakaway: CCG as a whole game: set-up, options, complete games, secrecy and the action surface."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from tabletop.decks.model import Deck
from tabletop.engine.actions import Action
from tabletop.engine.errors import MalformedActionError
from tabletop.engine.playout import play_game
from tabletop.games.breakaway_ccg import BreakawayCcg
from tabletop.games.breakaway_ccg.cards import card_set, starter_deck
from tabletop.games.breakaway_ccg.state import FACEOFF, OVER
from tests.games.breakaway_ccg.support import GAME, T


def test_setup_shuffles_deals_five_and_tosses_for_home_ice():
    state = GAME.new_game(11)
    assert state.phase == FACEOFF and state.puck == "c9" and state.control is None
    assert [len(h) for h in state.hands] == [5, 5] and [len(d) for d in state.decks] == [57, 57]
    assert [len(b) for b in state.benches] == [5, 5]
    assert {GAME.new_game(seed).home for seed in range(20)} == {0, 1}
    assert GAME.new_game(11) == state and GAME.new_game(12).decks != state.decks
    # seat 1 plays the Ridge Runners, seat 2 the Harbour Hawks (the default teams)
    assert all(T.owner[c] == 0 for c in state.decks[0] + state.hands[0] + state.benches[0])
    assert sorted(T.card[c].id for c in state.decks[0] + state.hands[0]) == sorted(
        starter_deck("ridge-runners").expanded())


def test_the_teams_option_swaps_the_decks():
    state = GAME.new_game(4, {"teams": "hawks-runners"})
    assert sorted(T.card[c].id for c in state.decks[0] + state.hands[0]) == sorted(
        starter_deck("harbour-hawks").expanded())


def test_options_are_checked():
    assert GAME.default_options() == {"mode": "beginner", "periods": 1, "teams": "runners-hawks",
                                      "open_decks": False, "deck_rules": "tournament",
                                      "overtime": "regular-season"}
    for bad in ({"mode": "expert"}, {"periods": 4}, {"periods": True}, {"overtime": 1}, {"open_decks": 1},
                {"deck_rules": "beginner"}, {"overtime": "forever"}):
        with pytest.raises(ValueError):
            GAME.new_game(1, bad)


@pytest.mark.parametrize("periods", [1, 2, 3])
def test_complete_games_end_with_every_card_kept(periods):
    for seed in range(15):
        options = {"periods": periods, "teams": random.Random(seed).choice(["runners-hawks", "hawks-runners"])}
        result = play_game(GAME, seed, options=options)
        state = result.state
        assert state.phase == OVER and state.period == periods
        assert GAME.inventory(state) == GAME.inventory(GAME.new_game(seed, options))
        assert len(result.actions) < 600 * periods
        outcome = GAME.outcome(state)
        assert outcome.scores == state.goals
        assert outcome.winners == (() if state.goals[0] == state.goals[1]
                                   else ((0,) if state.goals[0] > state.goals[1] else (1,)))


def test_goals_happen_in_random_play_and_each_goal_leaves_two_cards_in_a_score_pile():
    goals = 0
    for seed in range(120):
        state = play_game(GAME, seed).state
        goals += sum(state.goals)
        assert [len(p) for p in state.scored] == [2 * g for g in state.goals]
    assert goals > 0


def test_views_show_own_hand_and_bench_only():
    state = GAME.new_game(2)
    mine, theirs, spectator = GAME.view(state, 0), GAME.view(state, 1), GAME.view(state, None)
    assert mine.hand == state.hands[0] and mine.bench == state.benches[0]
    assert theirs.hand == state.hands[1]
    assert spectator.hand == () and spectator.bench == ()
    text = repr(mine)
    assert not any(c in text for c in state.hands[1] + state.benches[1] + state.decks[0] + state.decks[1])
    assert mine.hand_sizes == (5, 5) and mine.deck_sizes == (57, 57) and mine.bench_sizes == (5, 5)


def test_draw_events_name_cards_only_to_the_drawer():
    state = GAME.new_game(6)
    rng = random.Random(6)
    for _ in range(200):
        decisions = GAME.pending(state)
        if not decisions:
            break
        legal = GAME.legal_actions(state, decisions[0].seat)
        state, events = GAME.apply(state, legal[rng.randrange(len(legal))])
        for event in events:
            if event.kind in ("draw-own", "bench-own", "faceoff-own"):
                assert event.audience is not None and len(event.audience) == 1


def test_every_legal_action_has_a_label():
    rng = random.Random(3)
    state = GAME.new_game(3)
    seen = set()
    while GAME.pending(state):
        seat = GAME.pending(state)[0].seat
        legal = GAME.legal_actions(state, seat)
        for action in legal:
            assert GAME.describe_action(state, action)
            seen.add(action.kind)
        state, _ = GAME.apply(state, legal[rng.randrange(len(legal))])
    assert {"play", "faceoff", "switch", "ability", "end"} <= seen


def test_the_other_seats_card_is_refused_not_malformed():
    """A hand may hold the other team's cards under the official rules (Momentum Cards), so a card id
    of the other seat parses; a card not in the hand is refused by the rules."""
    state, _ = GAME.apply(GAME.new_game(1), Action(0, "keep"))
    verdict = GAME.validate(state, Action(0, "faceoff", ("s2:goal-skate",)))
    assert not verdict and verdict.code == "not-in-hand"


@pytest.mark.parametrize("action", [
    Action(0, "play", ("s1:no-such-card",)),
    Action(0, "play", (3,)),
    Action(0, "play", ()),
    Action(0, "move", ("z9",)),
    Action(0, "ability", ("teal", "c9")),
    Action(0, "shoot", ("e3",)),
    Action(2, "end", ()),
    Action(True, "end", ()),
    Action(0, "fly", ()),
])
def test_malformed_actions(action):
    with pytest.raises(MalformedActionError):
        GAME.validate(GAME.new_game(1), action)


def test_an_illegal_deck_is_refused_when_the_game_is_built():
    runners = starter_deck("ridge-runners")
    broken = replace(runners, cards=tuple((c, n) for c, n in runners.cards if not c.startswith("sniper-7")))
    with pytest.raises(ValueError, match="#7 Player cards"):
        BreakawayCcg(card_set(), {"ridge-runners": broken, "harbour-hawks": starter_deck("harbour-hawks")})


def test_refusals_cite_the_beginner_rules():
    state = GAME.new_game(8)
    for action in GAME.action_space(state):
        verdict = GAME.validate(state, action)
        if not verdict.ok:
            assert verdict.rule.startswith("Breakaway: CCG, Beginner rules — ")


def test_a_use_decision_always_offers_more_than_ending_the_turn():
    """The turn ends by itself when the card has nothing left, so no click is ever forced."""
    for seed in range(40):
        rng = random.Random(seed)
        state = GAME.new_game(seed)
        while GAME.pending(state):
            seat = GAME.pending(state)[0].seat
            legal = GAME.legal_actions(state, seat)
            if state.phase == "use":
                assert [a for a in legal if a.kind != "end"], f"only 'end' offered (seed {seed})"
            state, _ = GAME.apply(state, legal[rng.randrange(len(legal))])


# ----- decks chosen at set-up (issue 13) ---------------------------------------------------------
def _deck(name: str = "Test deck", extra: tuple[tuple[str, int], ...] = ()) -> Deck:
    """The Ridge Runners' list as a player's deck, with ``extra`` cards added."""
    runners = starter_deck("ridge-runners")
    deck = Deck("breakaway-ccg", name, runners.cards, runners.bench)
    for card_id, copies in extra:
        deck = deck.adding(card_id, copies)
    return deck


def test_the_shipped_decks_are_the_starter_teams_and_deal_the_same_game():
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
    runners = starter_deck("ridge-runners")
    deck = Deck("breakaway-ccg", "Benched twin", runners.cards, ("rookie-0-helmet",) + runners.bench[1:])
    state = GAME.new_game(2, decks=[deck, deck])
    assert "s1:rookie-0-helmet~2" in state.benches[0] and "s2:rookie-0-helmet~2" in state.benches[1]


def test_an_illegal_deck_is_refused_with_the_sentences_deck_check_prints():
    from tabletop.decks.check import check_deck
    from tabletop.engine.errors import IllegalDeckError

    runners = _deck()
    broken = replace(runners, cards=tuple((c, n) for c, n in runners.cards if not c.startswith("sniper-7")))
    sentences = [v.sentence for v in check_deck(broken, "beginner")]
    assert sentences
    assert [v.sentence for v in GAME.deck_problems(broken)] == sentences
    with pytest.raises(IllegalDeckError) as refused:
        GAME.new_game(1, decks=[runners, broken])
    assert refused.value.seat == 1
    assert "A deck needs at least 2 #7 Player cards; this one has 0." in str(refused.value)
    for sentence in sentences:
        assert sentence in str(refused.value)
    with pytest.raises(IllegalDeckError):
        GAME.new_game(1, decks=[runners])                       # one deck per seat
    football = Deck("breakaway-football", "Wrong game", runners.cards, ())
    with pytest.raises(IllegalDeckError, match="not a Breakaway: CCG deck"):
        GAME.new_game(1, decks=[runners, football])


def test_beginner_decks_may_break_the_tournament_limits_but_not_part_one():
    many = _deck("Many", (("goal-helmet", 9), ("breakaway-stick", 3)))
    assert not GAME.deck_problems(many)                  # Part 1 sets no copy limit and no points cap
    non_player_bench = replace(many, bench=("goal-skate",) + many.bench[1:])
    assert [v.rule for v in GAME.deck_problems(non_player_bench)] == ["bench-players"]
    short = Deck("breakaway-ccg", "Short", (("goal-helmet", 3),), ())
    assert {v.rule for v in GAME.deck_problems(short)} >= {"deck-size", "player-minimum", "bench-size"}


@pytest.mark.parametrize("deck", [
    Deck("breakaway-ccg", "Huge", (("goal-helmet", 99),) * 12, ()),
    Deck("breakaway-ccg", "Unknown", (("no-such-card", 1),), ()),
    Deck("breakaway-ccg", "Negative", (("goal-helmet", -1),), ()),
    Deck("breakaway-ccg", "Typed", (("goal-helmet", "3"),), ()),        # type: ignore[arg-type]
])
def test_deck_values_no_file_would_hold_are_refused_not_dealt(deck):
    from tabletop.engine.errors import IllegalDeckError

    assert GAME.deck_problems(deck)
    with pytest.raises(IllegalDeckError):
        GAME.new_game(1, decks=[deck, deck])


def test_each_seat_sees_its_own_deck_list_and_the_other_only_when_open():
    mine, theirs = _deck("Mine"), GAME.shipped_decks()[1]
    hidden = GAME.new_game(3, decks=[mine, theirs])
    for seat, shown in ((0, (mine.cards, None)), (1, (None, theirs.cards)), (None, (None, None))):
        view = GAME.view(hidden, seat)
        assert view.deck_names == ("Mine", "Harbour Hawks")
        assert view.deck_lists == shown
        assert view.bench_lists == tuple(None if s is None else d.bench for s, d in zip(shown, (mine, theirs)))
    opened = GAME.new_game(3, {"open_decks": True}, decks=[mine, theirs])
    for seat in (0, 1, None):
        assert GAME.view(opened, seat).deck_lists == (mine.cards, theirs.cards)
    # The starter teams dealt by the public ``teams`` option are known to both.
    assert GAME.view(GAME.new_game(3), 0).deck_lists == tuple(starter_deck(d).cards
                                                                for d in ("ridge-runners", "harbour-hawks"))


def test_copy_ids_are_checked_for_their_form_and_the_position_for_the_rest():
    state = GAME.new_game(1)
    for bad in ("s1:goal-skate~1", "s1:goal-skate~0", "s1:goal-skate~02", "s1:goal-skate~1000",
                "s1:goal-skate~", "s3:goal-skate", "goal-skate", "s1:", "s1:goal-skate~x", "s1:goal-skate~²"):
        with pytest.raises(MalformedActionError):
            GAME.validate(state, Action(0, "play", (bad,)))
    # Well formed but not in this game (the Runners hold one Goal (skate)): refused by the rules.
    for absent in ("s1:goal-skate~57", "s1:slap-shot-8-helmet", "s1:goal-skate~999"):
        verdict = GAME.validate(state, Action(0, "faceoff", (absent,)))
        assert not verdict.ok and verdict.code in ("bench-first", "not-in-hand")
        assert GAME.describe_action(state, Action(0, "faceoff", (absent,)))
        state_after_keep = GAME.apply(GAME.apply(state, Action(0, "keep"))[0], Action(1, "keep"))[0]
        verdict = GAME.validate(state_after_keep, Action(0, "faceoff", (absent,)))
        assert not verdict.ok and verdict.code == "not-in-hand"
        assert not GAME.validate(state_after_keep, Action(0, "switch", (absent, state.benches[0][0]))).ok


def test_a_game_with_chosen_decks_plays_to_the_end_with_every_card_kept():
    import random as _random

    from tabletop.decks.random_deck import random_legal_deck

    for seed in range(12):
        rng = _random.Random(seed)
        decks = [random_legal_deck("breakaway-ccg", rng, rng.choice(("beginner", "casual", "tournament")))
                 for _ in (0, 1)]
        result = play_game(GAME, seed, options={"periods": 1 + seed % 3}, decks=decks)
        assert result.state.phase == OVER
        assert GAME.inventory(result.state) == GAME.inventory(GAME.new_game(seed, {"periods": 1 + seed % 3},
                                                                            decks=decks))
