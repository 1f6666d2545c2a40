"""The Intergalactic Hockey balance report (``python -m tabletop.games.intergalactic_hockey.balance``).

The report is what card values are authored from, so a wrong count would mislead the author.
These tests hold its promises: it plays the same games as ``simulate`` (game ``i`` from seed
``seed + i``, the same random choice of legal actions), and for every card, in the card file's
order, it counts plays, attacks, goals and the games won by the side that played it, as an
independent replay of those games counts them; the table shows those numbers; the command line
reads its own arguments, refuses a number of games below 1 and prints the table.
"""

from __future__ import annotations

import sys
from collections import Counter

import pytest

from tabletop.engine.playout import play_game
from tabletop.games.intergalactic_hockey import balance
from tabletop.games.intergalactic_hockey.balance import BalanceReport, CardStats, main, measure
from tabletop.games.intergalactic_hockey.cards import card_set
from tabletop.games.intergalactic_hockey.rules import IntergalacticHockey
from tabletop.games.intergalactic_hockey.state import FACEOFF, OVERTIME

PROG = "python -m tabletop.games.intergalactic_hockey.balance"


def independent_report(games: int, seed: int) -> BalanceReport:
    """The report worked out another way: each game played by ``play_game`` (the loop behind
    ``simulate``), then replayed move by move through ``new_game``/``apply`` to see each reveal.
    The attacker is the puck holder before the reveal (none in a face-off); each goal is the card
    its scorer revealed last, and a game's goals add up to its final score; the winner is the game's
    outcome; overtime is a final period of OVERTIME."""
    game = IntergalacticHockey()
    plays: Counter[str] = Counter()
    attacks: Counter[str] = Counter()
    goals: Counter[str] = Counter()
    played_in: Counter[str] = Counter()
    won_in: Counter[str] = Counter()
    wins = [0, 0]
    overtime = 0
    for game_seed in range(seed, seed + games):
        result = play_game(game, game_seed)
        state = game.new_game(game_seed)
        sides: tuple[set[str], set[str]] = (set(), set())
        game_goals: Counter[str] = Counter()
        shown: tuple[str | None, ...] = (None, None)
        for action in result.actions:
            before = state
            state, events = game.apply(state, action)
            for event in events:
                if event.kind == "goal":
                    assert event.data["card"] == shown[event.data["seat"]]   # the scorer's card in play
                    game_goals[event.data["card"]] += 1
                if event.kind != "reveal":
                    continue
                attacker = None if before.phase == FACEOFF else before.puck
                shown = event.data["cards"]
                for seat, card in enumerate(shown):
                    if card is not None:
                        plays[card] += 1
                        attacks[card] += seat == attacker
                        sides[seat].add(card)
        assert state == result.state
        assert game_goals.total() == sum(state.goals)
        goals.update(game_goals)
        (winner,) = game.outcome(state).winners
        wins[winner] += 1
        overtime += state.period == OVERTIME
        for seat in (0, 1):
            played_in.update(sides[seat])
            if seat == winner:
                won_in.update(sides[seat])
    total = sum(goals.values())
    stats = tuple(
        CardStats(c.id, c.name, c.offense, c.defense, plays[c.id], attacks[c.id], goals[c.id],
                  goals[c.id] / total if total else 0.0,
                  goals[c.id] / attacks[c.id] if attacks[c.id] else 0.0,
                  played_in[c.id], won_in[c.id] / played_in[c.id] if played_in[c.id] else 0.0)
        for c in card_set().cards)
    return BalanceReport(games, seed, (wins[0], wins[1]), overtime, total, stats)


# Seeds 6-8: each seat wins a game, one goes to overtime, some cards never attack.
# Seed 10 alone: two cards are never played.
@pytest.mark.parametrize("games, seed", [(3, 0), (1, 1)])
def test_the_report_counts_what_happened_in_the_simulated_games(games, seed):
    """Every number in the report matches an independent replay of the same seeded games."""
    report = measure(games, seed)
    assert report == independent_report(games, seed)
    assert [c.card for c in report.cards] == list(card_set().ids)


def test_the_sample_games_reach_every_branch_of_the_counts():
    """The two samples above are worth checking: both seats win, overtime happens, and cards
    that never attack or are never played (the zero-division cases) occur."""
    three, one = independent_report(3, 0), independent_report(1, 1)
    assert three.wins == (2, 1) and three.overtime_games == 2 and three.total_goals > 0
    assert any(c.plays and not c.attacks for c in three.cards)
    assert any(c.played_in and 0 < c.win_share < 1 for c in three.cards)
    assert {c.card for c in one.cards if not c.plays} == {"goose", "danny"}


def test_the_shares_add_up():
    """Goal shares sum to 1, the card goals to the total, the seat wins to the games, and every
    share is the ratio of the counts it is made from."""
    report = measure(3, 6)
    assert sum(report.wins) == report.games == 3
    assert sum(c.goals for c in report.cards) == report.total_goals
    assert sum(c.goal_share for c in report.cards) == pytest.approx(1.0)
    for c in report.cards:
        assert c.attacks <= c.plays and c.goals <= c.attacks
        assert c.played_in <= 2 * report.games
        assert c.goal_share == pytest.approx(c.goals / report.total_goals)
        assert c.goals_per_attack == pytest.approx(c.goals / c.attacks if c.attacks else 0.0)
        assert 0.0 <= c.win_share <= 1.0
    # Each game's winner played at least one card, so the wins are among the (game, side) pairs.
    assert sum(c.win_share * c.played_in for c in report.cards) >= report.games


def test_a_game_object_can_be_given_and_gives_the_same_report():
    """``measure`` plays with the game it is given, or a fresh one when given none."""
    assert measure(2, 6, IntergalacticHockey()) == measure(2, 6)


def test_a_report_over_no_games_is_all_zeros():
    """No games, no goals: every count and share is 0, with no division by zero."""
    report = measure(0, 5)
    assert (report.games, report.seed, report.wins, report.overtime_games, report.total_goals) == (0, 5, (0, 0), 0, 0)
    assert [c.card for c in report.cards] == list(card_set().ids)
    assert {(c.plays, c.attacks, c.goals, c.goal_share, c.goals_per_attack, c.played_in, c.win_share)
            for c in report.cards} == {(0, 0, 0, 0.0, 0.0, 0, 0.0)}


def test_the_table_shows_the_report():
    """The table: a summary line, a blank line, the header, the alignment row, then one row per
    card with its counts and its shares as percentages (goals per attack to two places)."""
    report = BalanceReport(7, -3, (5, 2), 1, 20, (
        CardStats("tim", "Tim", 2, 3, 9, 4, 3, 0.15, 0.75, 4, 0.75),
        CardStats("pax", "Pax-1-4-0-5", 1, 4, 0, 0, 0, 0.0, 0.0, 0, 0.0),
    ))
    assert report.table() == (
        "7 random games from seed -3: seat wins 5 / 2, 1 went to overtime, 20 goals.\n"
        "\n"
        "| card | off | def | plays | attacks | goals | share of goals | goals per attack | "
        "games won by the side that played it |\n"
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        "| Tim | 2 | 3 | 9 | 4 | 3 | 15.0% | 0.75 | 75.0% |\n"
        "| Pax-1-4-0-5 | 1 | 4 | 0 | 0 | 0 | 0.0% | 0.00 | 0.0% |"
    )


def test_the_table_of_a_measured_report_has_a_row_per_card():
    """A measured report's table has the four head lines and one nine-column row per card, in
    the card file's order."""
    lines = measure(1, 1).table().split("\n")
    assert lines[0].startswith("1 random games from seed 1: seat wins 0 / 1, ")
    rows = lines[4:]
    assert len(rows) == 16
    assert [r.split(" | ")[0].lstrip("| ") for r in rows] == [c.name for c in card_set().cards]
    assert all(r.count("|") == 10 for r in lines[2:])


def test_the_command_prints_the_table_for_the_games_asked(monkeypatch, capsys):
    """``main`` reads the arguments it is given (not the process's), prints the report's table
    and returns 0."""
    monkeypatch.setattr(sys, "argv", ["balance", "--games", "0"])
    assert main(["--games", "2", "--seed", "7"]) == 0
    assert capsys.readouterr().out == measure(2, 7).table() + "\n"
    assert main(["--games", "1"]) == 0
    assert capsys.readouterr().out == measure(1, 1).table() + "\n"


def test_the_command_s_defaults_are_ten_thousand_games_from_seed_1(monkeypatch, capsys):
    """As the module docstring says: ``--games`` defaults to 10 000 and ``--seed`` to 1, both
    read as whole numbers (the measuring itself is replaced here, to keep the test fast)."""
    asked = []

    def fake(games, seed):
        asked.append((games, seed))
        return BalanceReport(games, seed, (0, 0), 0, 0, ())

    monkeypatch.setattr(balance, "measure", fake)
    assert main([]) == 0
    assert main(["--seed", "-4"]) == 0
    assert main(["--games", "3"]) == 0
    assert asked == [(10_000, 1), (10_000, -4), (3, 1)]
    assert all(isinstance(n, int) for pair in asked for n in pair)
    assert capsys.readouterr().out.startswith("10000 random games from seed 1: ")


@pytest.mark.parametrize("argv, words", [
    (["--games", "0"], "argument --games: 0 is outside 1 to 1,000,000"),
    (["--games", "-5"], "argument --games: -5 is outside 1 to 1,000,000"),
    (["--games", str(10**12)], "argument --games: 1,000,000,000,000 is outside 1 to 1,000,000"),
    (["--games", "ten"], "argument --games: 'ten' is not a whole number"),
    (["--seed", "1.5"], "argument --seed: '1.5' is not a whole number"),
    (["--seed", str(2**63 - 1), "--games", "2"], "--seed 9223372036854775807 with --games 2 goes past the last seed, 9,223,372,036,854,775,807"),
    (["--players", "2"], "unrecognized arguments: --players 2"),
])
def test_the_command_refuses_bad_arguments_with_a_message(argv, words, capsys):
    """Bad arguments end with argparse's exit code 2 and a message naming the problem, on
    stderr, and no report."""
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"usage: {PROG}") and f"\n{PROG}: error: {words}\n" in err


def test_the_command_s_help_names_it_and_says_what_it_does(capsys):
    """``--help`` shows how to run the module and what it reports."""
    with pytest.raises(SystemExit) as caught:
        main(["--help"])
    assert caught.value.code == 0
    out = capsys.readouterr().out
    assert " ".join(out.split()).startswith(f"usage: {PROG} [-h] [--games GAMES] [--seed SEED] ")
    assert "Per-card goals and wins over random games." in out.splitlines()
