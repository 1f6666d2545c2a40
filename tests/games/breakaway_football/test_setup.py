"""Breakaway Football, "Setup": a new game (each team's fifteen offense cards and its defense
deck, the shuffled Game Day deck, three time outs a half, the flags ready), the teams and names
the options give, and the opening coin toss whose winner receives or kicks (ruling R1).

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.engine import chance
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import IllegalDeckError
from tabletop.games.breakaway_football import kicking
from tabletop.games.breakaway_football.state import CHOOSE, TOSS
from tests.games.breakaway_football.support import FD, FIR, FO, GAME, LD, LIG, LO, act, told

# ----- The coin toss and the opening choice (ruling R1) -----------------------------------------------

def test_a_new_game_deals_fifteen_offense_cards_and_the_defense_deck_and_the_visitors_call_the_toss():
    """Setup: the Game Day deck is shuffled; each team has its offense and defense cards; the coin
    is flipped, called by the visitors (R1)."""
    state = GAME.new_game(7)
    assert state.names == ("Lightning", "Fire") and state.teams == ("LIG", "FIR") and state.seed == 7
    assert state.options == (
        ("coffin_corner", False),
        ("home_team", "LIG"),
        ("ice_the_kicker", False),
        ("late_half_incompletions", False),
        ("overtime", "standard"),
        ("visiting_team", "FIR"),
    )
    assert state.deck == chance.shuffled(7, 0, GAME.gd_ids) and state.chance == 1
    assert state.deck != GAME.gd_ids and sorted(state.deck) == sorted(GAME.gd_ids)
    assert state.hands == (LO, FO) and state.discards == ((), ())
    assert state.defense == (LD, FD)
    assert state.phase == TOSS and state.decider == FIR and state.used == ()
    assert GAME.pending(state) == (Decision(FIR, "toss", "Call the coin toss"),)


@pytest.mark.parametrize("call, winner", [("tails", FIR), ("heads", LIG)])
def test_the_visitors_call_the_seeded_coin_and_the_winner_chooses(call, winner):
    """Setup: flip a coin for the opening kickoff; the visitors call it (R1). Seed 7's coin shows tails."""
    state = GAME.new_game(7)
    assert chance.coin(7, 1) == "tails"
    after, events = act(state, FIR, "toss", call)
    won = ("Lightning", "Fire")[winner]
    assert [(e.kind, e.text, e.data, e.chance, e.irreversible) for e in events] == [
        (
            "coin",
            f"Fire calls {call}; the coin shows tails. {won} wins the toss.",
            {"coin": "tails", "winner": winner},
            True,
            True,
        )
    ]
    assert after == replace(state, chance=2, coin="tails", phase=CHOOSE, decider=winner)


def test_the_coin_is_read_at_the_current_chance_counter():
    state = replace(GAME.new_game(7), chance=2, decider=LIG, names=("Ann", "Bob"))
    side = chance.coin(7, 2)
    assert side == "heads" and chance.coin(7, 1) == "tails"
    other = "heads" if side == "tails" else "tails"
    after, events = act(state, LIG, "toss", other)
    assert events[0].text == f"Ann calls {other}; the coin shows {side}. Bob wins the toss."
    assert after.chance == 3 and after.coin == side and after.decider == FIR
    assert [chance.coin(s, 1) for s in (0, 2)] == ["tails", "tails"] and chance.coin(1, 1) == "heads"
    after, _ = act(replace(GAME.new_game(1), decider=LIG), LIG, "toss", "heads")
    assert after.coin == "heads" and after.decider == LIG


@pytest.mark.parametrize(
    "seat, choice, kicker",
    [(LIG, "receive", FIR), (LIG, "kick", LIG), (FIR, "receive", LIG), (FIR, "kick", FIR)],
)
def test_the_toss_winner_receives_or_kicks_and_the_receiver_of_the_opening_kickoff_is_noted(
    seat, choice, kicker
):
    """Setup: the receiving team returns the opening kickoff; R19: the other team receives the
    second half's kickoff, so the opening receiver is kept."""
    state = replace(GAME.new_game(7), phase=CHOOSE, decider=seat, chance=2)
    after, events = act(state, seat, "choose", choice)
    name = ("Lightning", "Fire")[seat]
    assert told(events[:1]) == [("choose", f"{name} chooses to {choice}.", {"seat": seat, "choice": choice})]
    rest = []
    want = kicking.kickoff(GAME.tables, replace(state, opening_receiver=1 - kicker), kicker, rest, after_score=False)
    assert after == want and told(events[1:]) == told(rest)
    assert after.opening_receiver == 1 - kicker and rest[0].kind == "game-day"


# ----- A new game: teams, names and the cards dealt (ruling R1) ---------------------------------------

def test_same_team_twice_is_refused_and_names_default_to_teams():
    with pytest.raises(ValueError, match="two different teams"):
        GAME.new_game(1, {"home_team": "FIR", "visiting_team": "FIR"})
    state = GAME.new_game(1, {"home_team": "MAU", "visiting_team": "PHA"})
    assert state.names == ("Maulers", "Pharaohs")
    assert len(GAME.inventory(state)) == 54 + 2 * 25


def test_the_teams_and_names_come_from_the_options_and_the_caller():
    state = GAME.new_game(
        3, {"home_team": "MAU", "visiting_team": "PHA", "coffin_corner": True}, names=["Ann", "Bob"]
    )
    assert state.names == ("Ann", "Bob") and state.teams == ("MAU", "PHA")
    assert dict(state.options)["coffin_corner"] is True
    assert state.hands == (GAME.offense_ids["MAU"], GAME.offense_ids["PHA"])
    assert state.defense == (GAME.defense_ids["MAU"], GAME.defense_ids["PHA"])
    assert GAME.new_game(3, {"home_team": "PHA", "visiting_team": "MAU"}).names == ("Pharaohs", "Maulers")


@pytest.mark.parametrize("seed", ["7", 1.5, True, None])
def test_the_seed_must_be_a_whole_number(seed):
    with pytest.raises(TypeError, match="^the seed must be a whole number$"):
        GAME.new_game(seed)


def test_both_seats_cannot_take_the_same_team():
    """R1: each deck exists once."""
    with pytest.raises(
        ValueError, match=r"^Breakaway Football needs two different teams \(each deck exists once\)$"
    ):
        GAME.new_game(0, {"home_team": "FIR", "visiting_team": "FIR"})


@pytest.mark.parametrize("names", [["Solo"], ["A", "B", "C"]])
def test_it_is_a_game_for_two_coaches(names):
    with pytest.raises(ValueError, match="^Breakaway Football is for exactly two coaches$"):
        GAME.new_game(0, names=names)


def test_it_is_dealt_from_its_own_cards_not_decks_of_your_own():
    with pytest.raises(IllegalDeckError, match="is not played with decks of your own"):
        GAME.new_game(0, decks=[object(), object()])
    with pytest.raises(ValueError, match="has no option"):
        GAME.new_game(0, {"weather": "rain"})
