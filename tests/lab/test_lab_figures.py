"""The deck lab's figures (``lab --json``) against an independent count of the same games.

The games are replayed here with the engine's own loop (``engine.playout.play_game``, the same seeds,
the decks at the seats the lab's plan rotates them to) and counted from the full states and the
actions, not from the lab's events and views: wins per opponent, games in which a card was in the
seat's hand or on its bench, times each card was played (Breakaway: CCG, Playing a Card: a ``play``
action puts a card from the hand on the play area), the goals. Random agents keep the games short.
"""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from tabletop.cli import main
from tabletop.engine.playout import play_game, random_chooser, seat_names
from tabletop.games import registry

SEED = 41
_COPY = re.compile(r"^s\d+:(?P<card>.+?)(?:~\d+)?$")  # Breakaway: CCG writes copies as s<seat>:<card>[~n]


def lab_json(capsys, *args: str) -> dict:
    assert main(["lab", *args, "--agents", "random", "--seed", str(SEED), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def replay(game, seed, decks, options, players):
    """(the states, the actions) of the game the lab plays with these seats."""
    names = seat_names(game, players)
    result = play_game(game, seed, [random_chooser] * players, names=names, options=options, decks=decks)
    state = game.new_game(seed, options, names, decks=list(decks))
    states = [state]
    for action in result.actions:
        state, _ = game.apply(state, action)
        states.append(state)
    return states, result


def test_breakaway_figures_match_an_independent_count(capsys, decks):
    """Breakaway: CCG Beginner rules, Ridge Runners against both starters: every figure recounted."""
    from tabletop.decks import read_deck

    games = 4
    report = lab_json(capsys, str(decks["runners"]), "--against", "starters", "--games", str(games))
    figures = report["figures"]
    game = registry().get("breakaway-ccg")
    options = game.check_options(None)
    mine = read_deck(decks["runners"])
    wins, drawn, times, played_in = Counter(), Counter(), Counter(), Counter()
    goals_for = goals_against = 0
    for number, opponent in enumerate(game.shipped_decks()):
        for i in range(games):
            seat = i % 2
            seats = [mine if s == seat else opponent for s in range(2)]
            states, result = replay(game, SEED + number * games + i, seats, options, 2)
            wins[number] += seat in result.winners
            held = {_COPY.match(c)["card"] for s in states for c in (*s.hands[seat], *s.benches[seat])}
            drawn.update(held)
            plays = Counter(_COPY.match(a.args[0])["card"] for a in result.actions
                            if a.seat == seat and a.kind == "play")
            times.update(plays)
            played_in.update(plays.keys())
            scores = game.outcome(states[-1]).scores
            goals_for += scores[seat]
            goals_against += scores[1 - seat]
    assert [o["wins"] for o in figures["opponents"]] == [wins[0], wins[1]]
    assert [o["games"] for o in figures["opponents"]] == [games, games]
    assert figures["complete"] and figures["games_done"] == 2 * games
    by_card = {c["card"]: c for c in figures["cards"]}
    assert {c: e["games_drawn"] for c, e in by_card.items() if e["games_drawn"]} == dict(drawn)
    assert {c: e["times_played"] for c, e in by_card.items() if e["times_played"]} == dict(times)
    assert {c: e["games_played"] for c, e in by_card.items() if e["games_played"]} == dict(played_in)
    assert figures["scores"]["for_per_game"] == pytest.approx(goals_for / (2 * games), abs=1e-3)
    assert figures["scores"]["against_per_game"] == pytest.approx(goals_against / (2 * games), abs=1e-3)
    for o in figures["opponents"]:
        low, high = o["win_rate"]["ci95"]
        assert low <= o["wins"] / o["games"] <= high
    assert all(c["win_rate_when_played"] is None for c in figures["cards"])  # under 20 games each


def test_hull_breach_wins_and_endings_match_at_three_commanders(capsys, decks):
    """Hull Breach! at three commanders (7.1): the deck's seat rotates over all three, and each
    decided game's ending is the event just before the last station fell (6.3 Elimination)."""
    games = 3
    report = lab_json(capsys, str(decks["skyline"]), "--against", str(decks["frontier"]), "--games", str(games),
                      "--players", "3")
    figures = report["figures"]
    game = registry().get("hull-breach")
    from tabletop.decks import read_deck

    mine, theirs = read_deck(decks["skyline"]), read_deck(decks["frontier"])
    wins, endings = 0, Counter()
    for i in range(games):
        seat = i % 3
        seats = [mine if s == seat else theirs for s in range(3)]
        names = seat_names(game, 3)
        result = play_game(game, SEED + i, [random_chooser] * 3, names=names, options=None, decks=seats)
        wins += seat in result.winners
        state, last = game.new_game(SEED + i, None, names, decks=seats), None
        for action in result.actions:
            state, events = game.apply(state, action)
            kinds = [e.kind for e in events if e.audience is None]
            if "eliminated" in kinds:
                at = len(kinds) - 1 - kinds[::-1].index("eliminated")
                last = kinds[at - 1] if at else "eliminated"
        if result.winners and last is not None:
            endings[last] += 1
    assert figures["opponents"][0]["wins"] == wins
    assert [s["games"] for s in figures["opponents"][0]["by_seat"]] == [1, 1, 1]
    assert figures["endings"].get("how", {}) == dict(endings)
    assert report["plan"]["players"] == 3 and report["plan"]["seeds"] == [SEED, SEED + games - 1]


def test_the_same_plan_gives_the_same_figures_on_any_number_of_workers(capsys, decks):
    args = (str(decks["runners"]), "--against", f"{decks['hawks']},starters", "--games", "3")
    one = lab_json(capsys, *args)
    two = lab_json(capsys, *args, "--workers", "2")
    assert one["figures"] == two["figures"] and one["plan"] == two["plan"]
    assert [o["label"] for o in one["figures"]["opponents"]] == ["Harbour Hawks", "Ridge Runners", "Harbour Hawks"]
