"""The deck lab's figures: a run's game tallies summed into what the panel and ``lab --json`` show.

Every figure is a count or a mean over the games played, with the win rates' 95% Wilson intervals
(``tabletop.ai.strength.wilson``). The figures depend only on the tallies, never on the order they
came back in or the time they took, so the same plan gives the same figures on any machine.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from tabletop.ai.lab.plan import LabPlan
from tabletop.ai.lab.tally import GameTally, deck_card_ids
from tabletop.ai.strength import wilson

#: Fewer games than this where a card was played, and its win rate is not shown (too few to say).
MIN_GAMES_FOR_RATE = 20

#: What the figures can and cannot say; the panel and the text output print it.
CAVEAT = ("These are games between computer players on both sides, so they measure how the deck does "
          "when the computer plays it, not how it does in people's hands; an interval that covers 50% "
          "says the games have not told the two decks apart.")


def _rate(wins: int, games: int) -> dict[str, Any]:
    low, high = wilson(wins, games)
    return {"rate": round(wins / games, 4) if games else None, "ci95": [round(low, 4), round(high, 4)]}


def _mean(values: list[int]) -> float | None:
    return round(sum(values) / len(values), 3) if values else None


def summarize(plan: LabPlan, tallies: Iterable[GameTally], complete: bool) -> dict[str, Any]:
    """The figures of a run (``complete`` False: it was cancelled, and these are the games done)."""
    tallies = sorted(tallies, key=lambda t: t.index)
    opponents = []
    for number, opponent in enumerate(plan.opponents):
        mine = [t for t in tallies if t.opponent == number]
        results = Counter(t.result for t in mine)
        by_seat = []
        for seat in range(plan.players):
            at = [t for t in mine if t.seat == seat]
            by_seat.append({"seat": seat, "games": len(at), "wins": sum(t.result == "win" for t in at)})
        opponents.append({
            "label": opponent.label,
            "games": len(mine),
            "wins": results["win"], "losses": results["loss"], "draws": results["draw"],
            "win_rate": _rate(results["win"], len(mine)),
            "by_seat": by_seat,
        })
    return {
        "complete": complete,
        "games_done": len(tallies),
        "games_planned": plan.total,
        "opponents": opponents,
        "length": _length(tallies),
        "scores": _scores(tallies),
        "endings": _endings(tallies),
        "cards": _cards(plan, tallies),
    }


def _length(tallies: list[GameTally]) -> dict[str, Any]:
    actions = [t.actions for t in tallies]
    out: dict[str, Any] = {"actions_mean": _mean(actions), "actions_min": min(actions, default=None),
                           "actions_max": max(actions, default=None)}
    if any(t.turns for t in tallies):
        out["turns_mean"] = _mean([t.turns for t in tallies])
    return out


def _scores(tallies: list[GameTally]) -> dict[str, Any]:
    """The outcome's scores from the deck's side: its own, and the best of the others' (per game)."""
    scored = [t for t in tallies if len(t.scores) > t.seat]
    for_ = [t.scores[t.seat] for t in scored]
    against = [max((s for i, s in enumerate(t.scores) if i != t.seat), default=0) for t in scored]
    return {"for_per_game": _mean(for_), "against_per_game": _mean(against)}


def _endings(tallies: list[GameTally]) -> dict[str, Any]:
    """How games that ended by an elimination were decided, and on which turn (empty when none did)."""
    decided = [t for t in tallies if t.ending is not None and t.winners]
    if not decided:
        return {}
    how = Counter(t.ending for t in decided)
    turns = [t.turns for t in decided]
    return {"games": len(decided), "how": dict(sorted(how.items())), "turn_mean": _mean(turns),
            "turn_min": min(turns), "turn_max": max(turns)}


def _cards(plan: LabPlan, tallies: list[GameTally]) -> list[dict[str, Any]]:
    drawn: Counter[str] = Counter()
    times: Counter[str] = Counter()
    games_played: Counter[str] = Counter()
    wins_played: Counter[str] = Counter()
    for t in tallies:
        drawn.update(t.drawn)
        for card, count in t.played:
            times[card] += count
            games_played[card] += 1
            wins_played[card] += t.result == "win"
    out = []
    counts, bench = plan.deck.counts(), Counter(plan.deck.bench)
    for card in deck_card_ids(plan.deck):
        games = games_played[card]
        entry: dict[str, Any] = {"card": card, "copies": counts.get(card, 0), "bench": bench[card],
                                 "games_drawn": drawn[card],
                                 "times_played": times[card], "games_played": games,
                                 "wins_when_played": wins_played[card]}
        entry["win_rate_when_played"] = _rate(wins_played[card], games) if games >= MIN_GAMES_FOR_RATE else None
        out.append(entry)
    return out
