"""Breakaway: CCG as a whole game: set-up, options, complete games, secrecy and the action surface."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import MalformedActionError
from tabletop.engine.playout import play_game
from tabletop.games.breakaway_ccg import BreakawayCcg
from tabletop.games.breakaway_ccg.cards import card_set, starter_deck
from tabletop.games.breakaway_ccg.state import FACEOFF, OVER
from tests.games.ccg_support import GAME, T


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
    assert GAME.default_options() == {"mode": "beginner", "periods": 1, "teams": "runners-hawks"}
    for bad in ({"mode": "official"}, {"periods": 4}, {"periods": True}, {"overtime": 1}):
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


@pytest.mark.parametrize("action", [
    Action(0, "play", ("s1:no-such-card",)),
    Action(0, "play", ("s2:goal-skate",)),            # the other seat's card
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
