"""Balance check for the authored card values: how much each card scores and wins in random games.

    python -m tabletop.games.intergalactic_hockey.balance --games 10000 --seed 1

Plays the same random games as ``python -m tabletop simulate --game intergalactic-hockey``
with the same ``--seed`` (game ``i`` uses seed ``seed + i`` and the same choice of legal
actions), and reports for every card: how often it was played, how often it was played in
attack, the goals it scored, its share of all goals, and the share of games won by the side
that played it at least once. A card whose side wins far more often than half the time would
be deciding games on its own. Pure Python, no tests depend on it.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from tabletop.engine.playout import agent_rng
from tabletop.games.intergalactic_hockey.rules import IntergalacticHockey


@dataclass(frozen=True, slots=True)
class CardStats:
    card: str
    name: str
    offense: int
    defense: int
    plays: int
    attacks: int
    goals: int
    goal_share: float        # of all goals scored in the sample
    goals_per_attack: float
    played_in: int           # (game, side) pairs in which the card was played at least once
    win_share: float         # of those, the share the side went on to win


@dataclass(frozen=True, slots=True)
class BalanceReport:
    games: int
    seed: int
    wins: tuple[int, int]
    overtime_games: int
    total_goals: int
    cards: tuple[CardStats, ...]

    def table(self) -> str:
        lines = [
            (f"{self.games} random games from seed {self.seed}: seat wins {self.wins[0]} / {self.wins[1]}, "
             f"{self.overtime_games} went to overtime, {self.total_goals} goals."),
            "",
            ("| card | off | def | plays | attacks | goals | share of goals | goals per attack | "
             "games won by the side that played it |"),
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for c in self.cards:
            lines.append(f"| {c.name} | {c.offense} | {c.defense} | {c.plays} | {c.attacks} | {c.goals} | "
                         f"{c.goal_share:.1%} | {c.goals_per_attack:.2f} | {c.win_share:.1%} |")
        return "\n".join(lines)


def measure(games: int, seed: int, game: IntergalacticHockey | None = None) -> BalanceReport:
    game = game or IntergalacticHockey()
    plays: Counter[str] = Counter()
    attacks: Counter[str] = Counter()
    goals: Counter[str] = Counter()
    played_in: Counter[str] = Counter()
    won_in: Counter[str] = Counter()
    wins = [0, 0]
    overtime = 0
    for i in range(games):
        rngs = [agent_rng(seed + i, s) for s in range(2)]     # as tabletop.engine.playout.play_game
        state = game.new_game(seed + i)
        used: tuple[set[str], set[str]] = (set(), set())
        while True:
            decisions = game.pending(state)
            if not decisions:
                break
            seat = decisions[0].seat
            legal = game.legal_actions(state, seat)
            state, events = game.apply(state, legal[rngs[seat].randrange(len(legal))], checked=False)
            for event in events:
                if event.kind == "reveal":
                    attacker = event.data["attacker"]
                    for seat, card in enumerate(event.data["cards"]):
                        if card is not None:
                            plays[card] += 1
                            used[seat].add(card)
                            if seat == attacker:
                                attacks[card] += 1
                elif event.kind == "goal":
                    goals[event.data["card"]] += 1
        winner = state.winners[0]
        wins[winner] += 1
        overtime += state.overtime
        for seat in (0, 1):
            for card in used[seat]:
                played_in[card] += 1
                won_in[card] += seat == winner
    total = sum(goals.values())
    stats = []
    for card in game.cards.cards:
        c = card.id
        stats.append(CardStats(
            c, card.name, card.offense, card.defense, plays[c], attacks[c], goals[c],
            goals[c] / total if total else 0.0, goals[c] / attacks[c] if attacks[c] else 0.0,
            played_in[c], won_in[c] / played_in[c] if played_in[c] else 0.0,
        ))
    return BalanceReport(games, seed, (wins[0], wins[1]), overtime, total, tuple(stats))


def main(argv: Sequence[str] | None = None) -> int:
    """The command; ``--games`` and ``--seed`` have ``simulate``'s bounds, since it plays the same
    games (a user's number is bounded before it is used)."""
    from tabletop.cli import MAX_GAMES, SEED_MAX, games_argument, seed_argument
    parser = argparse.ArgumentParser(prog="python -m tabletop.games.intergalactic_hockey.balance",
                                     description="Per-card goals and wins over random games.")
    parser.add_argument("--games", type=games_argument, default=10_000, help=f"1 to {MAX_GAMES:,}")
    parser.add_argument("--seed", type=seed_argument, default=1)
    args = parser.parse_args(argv)
    if args.seed + args.games - 1 > SEED_MAX:
        parser.error(f"--seed {args.seed} with --games {args.games} goes past the last seed, {SEED_MAX:,}")
    print(measure(args.games, args.seed).table())
    return 0


if __name__ == "__main__":
    sys.exit(main())
