"""What the deck builder's charts show of a deck: its totals in words, the cost (or points) curve,
and the spread of types and colours. Counted from the catalog's cards, for the charts to draw."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from tabletop.cards.catalog import Catalog
from tabletop.engine.deck import Deck

CURVE_TITLES = {"breakaway-ccg": "Points per card", "hull-breach": "Cost per card"}


@dataclass(frozen=True, slots=True)
class DeckTotals:
    words: str                                   # what the limits summary does not already count
    curve_title: str
    curve: list[tuple[str, int]]                 # one bar per cost (or points) value, low to high
    curve_tip: str
    has_costs: bool                              # False: the game's cards have no cost to chart
    types: list[tuple[str, int]] = field(default_factory=list)
    colors: list[tuple[str, int]] = field(default_factory=list)


def deck_totals(deck: Deck, catalog: Catalog) -> DeckTotals:
    cards = [(catalog.get(deck.game, c), n) for c, n in deck.cards]
    known = [(c, n) for c, n in cards if c is not None]
    types: Counter = Counter()
    colors: Counter = Counter()
    costs: Counter = Counter()
    for card, n in known:
        types[card.type] += n
        colors[card.color or "none"] += n
        if card.cost is not None:
            costs[card.cost] += n          # a CCG card's cost is its points: one bar per value
    words = ""
    if deck.game == "hull-breach":
        res = sum((c.column("Res") or 0) * n for c, n in known)
        cur = sum((c.column("Cur") or 0) * n for c, n in known)
        words = f"{deck.size} cards in all; they cost {res} Resource and {cur} Currency."
    elif deck.game == "breakaway-ccg":
        words = f"{deck.size} cards worth {sum(c.cost * n for c, n in known)} points."
    tip = "How many cards cost 0, 1, 2... (Resource and Currency together)" if deck.game == "hull-breach" else ""
    if costs:
        title = CURVE_TITLES.get(deck.game, "Value per card")
        bars = [(str(k), costs[k]) for k in range(min(costs), max(costs) + 1)]
    else:
        title, bars, tip = "Cost per card", [], ""
    return DeckTotals(words, title, bars if deck.size else [], tip, bool(costs),
                      types.most_common(), colors.most_common())
