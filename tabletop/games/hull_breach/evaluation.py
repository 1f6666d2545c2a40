"""How good a Hull Breach! position looks for one commander, for the computer players' search.

Rough "stations": the worth of what each commander controls on the battlefield (deployment cost,
less the share of wounds taken), its station's health counting most, and its stockpile a little; the
seat's total against the strongest opponent's; in a team game, the team's total against the other
team's. It reads only what every view shows, so it works on a full state and on a view alike.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.evaluation import WIN_VALUE
from tabletop.games.hull_breach.cards import STATION, card_set
from tabletop.games.hull_breach.state import side_of, team_game

WIN = WIN_VALUE
#: Actions a rollout plays before it evaluates.
ROLLOUT_HORIZON = 10
STATION_WORTH = 1.0      # a whole station, in the same units as the rest
WORTH_PER_COST = 0.02    # one point of Resource or Currency deployed


def _worth(position: Any) -> list[float]:
    cards = card_set().by_id
    players = len(position.names)
    worth = [0.0] * players
    for unit in position.units:
        card = cards[unit.card] if unit.card else None
        if card is None:            # a face-down module seen from another seat
            worth[unit.controller] += 0.05
            continue
        health = 1.0 - unit.wounds / card.wounds if card.wounds else 1.0
        if card.type == STATION:
            worth[unit.controller] += STATION_WORTH * (0.5 + 0.5 * health)
        else:
            worth[unit.controller] += WORTH_PER_COST * sum(card.cost) * max(0.2, health)
    stock = (position.stockpiles if hasattr(position, "stockpiles")
             else tuple((c.resource, c.currency) for c in position.commanders))
    alive = position.alive if hasattr(position, "alive") else tuple(c.alive for c in position.commanders)
    for seat in range(players):
        worth[seat] += 0.005 * sum(stock[seat]) if alive[seat] else -WIN
    return worth


def evaluate(game: Any, position: Any, seat: int) -> float:
    winners = position.winners
    if winners is not None:
        return 0.0 if not winners else (WIN if seat in winners else -WIN)
    worth = _worth(position)
    if team_game(position.options):
        mine = side_of(position.options, seat)
        ours = sum(w for s, w in enumerate(worth) if side_of(position.options, s) == mine)
        theirs = sum(w for s, w in enumerate(worth) if side_of(position.options, s) != mine)
        return max(-WIN, min(WIN, ours - theirs))
    others = [w for s, w in enumerate(worth) if s != seat]
    return max(-WIN, min(WIN, worth[seat] - max(others)))
