"""Every game's cards in one catalog with stable ids, for deck files, deck checks and the deck builder.

A ``CatalogCard`` is a flat, game-neutral summary (name, type, group, cost or points, colour,
searchable text, the per-game columns) that keeps the game's own card object in ``card``.
Lookup is a dict by (game, id), so finding a card is constant time however large the catalog.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

#: The games with cards, in the order the deck builder lists them; ``editable`` games let the player
#: build a deck, the others play with a fixed deck that the builder only shows.
GAMES: dict[str, tuple[str, bool]] = {
    "breakaway-ccg": ("Breakaway: CCG", True),
    "hull-breach": ("Hull Breach!", True),
    "hockey-card-game": ("Hockey Card Game", False),
    "intergalactic-hockey": ("Intergalactic Hockey Showdown", False),
    "breakaway-football": ("Breakaway Football", False),
}
EDITABLE = tuple(g for g, (_, editable) in GAMES.items() if editable)
FIXED = tuple(g for g, (_, editable) in GAMES.items() if not editable)


def game_name(game: str) -> str:
    return GAMES[game][0] if game in GAMES else game


@dataclass(frozen=True, slots=True)
class CatalogCard:
    game: str
    id: str
    name: str
    type: str                      # e.g. "Ship", "Player", "Offense"
    group: str = ""                # subtype, class, position, suit...: the second filter
    cost: int | None = None        # cost (Hull Breach: resource + currency) or points (CCG): the curve
    color: str = ""                # the colour/faction/team used by the spread chart
    text: str = ""
    columns: tuple[tuple[str, Any], ...] = ()   # per-game columns (header, value)
    card: Any = field(default=None, compare=False)
    search: str = field(default="", compare=False)

    @property
    def key(self) -> tuple[str, str]:
        return (self.game, self.id)

    def column(self, header: str) -> Any:
        for name, value in self.columns:
            if name == header:
                return value
        return None


def _with_search(card: CatalogCard) -> CatalogCard:
    words = [card.id, card.name, card.type, card.group, card.color, card.text]
    words += [str(v) for _, v in card.columns if v not in (None, "")]
    object.__setattr__(card, "search", " ".join(words).lower())
    return card


class Catalog:
    def __init__(self, cards: Iterable[CatalogCard]):
        self._by_game: dict[str, dict[str, CatalogCard]] = {}
        for card in cards:
            if not card.search:
                _with_search(card)
            per_game = self._by_game.setdefault(card.game, {})
            if card.id in per_game:
                raise ValueError(f"{card.game}: card id {card.id!r} is used twice")
            per_game[card.id] = card

    def games(self) -> tuple[str, ...]:
        return tuple(self._by_game)

    def cards(self, game: str | None = None) -> tuple[CatalogCard, ...]:
        if game is None:
            return tuple(c for per in self._by_game.values() for c in per.values())
        return tuple(self._by_game.get(game, {}).values())

    def get(self, game: str, card_id: str) -> CatalogCard | None:
        return self._by_game.get(game, {}).get(card_id)

    def card(self, game: str, card_id: str) -> CatalogCard:
        found = self.get(game, card_id)
        if found is None:
            raise KeyError(f"{card_id!r} is not a {game_name(game)} card")
        return found

    def has(self, game: str, card_id: str) -> bool:
        return card_id in self._by_game.get(game, {})

    def games_with(self, card_id: str) -> tuple[str, ...]:
        return tuple(g for g, per in self._by_game.items() if card_id in per)

    def columns(self, game: str) -> tuple[str, ...]:
        first = next(iter(self._by_game.get(game, {}).values()), None)
        return tuple(name for name, _ in first.columns) if first else ()

    def __len__(self) -> int:
        return sum(len(per) for per in self._by_game.values())


# ----- per game ----------------------------------------------------------------------------------
def _hull_breach() -> list[CatalogCard]:
    from tabletop.games.hull_breach.cards import FACTION_LABELS, card_set, label

    out = []
    for c in card_set().cards:
        group = label(c.subtype) if c.subtype else ""
        faction = "/".join(FACTION_LABELS[f] for f in c.faction) if c.faction else ""
        if c.type == "station":
            faction = FACTION_LABELS[c.subtype]
        out.append(CatalogCard(
            "hull-breach", c.id, c.name, c.type_line.split(" - ")[0], group, c.cost[0] + c.cost[1],
            faction or "Any", c.text,
            (("Type", c.type_line), ("Res", c.cost[0]), ("Cur", c.cost[1]), ("Att", c.attack),
             ("Def", c.defense), ("Wnd", c.wounds), ("Traits", ", ".join(c.trait_labels)),
             ("Faction", faction or "Any")),
            c))
    return out


def _ccg() -> list[CatalogCard]:
    from tabletop.games.breakaway_ccg.cards import card_set

    out = []
    for c in card_set().cards:
        kind = "Goalie" if c.number == "goalie" else ("Player" if c.player else "Play")
        suits = ", ".join(s.capitalize() for s in c.suits) if len(c.suits) < 4 else "All suits"
        out.append(CatalogCard(
            "breakaway-ccg", c.id, c.label, kind, suits, c.points, c.colors[0].capitalize() if c.colors else "",
            " ".join(c.actions + c.specials),
            (("Number", c.number_label), ("Suit", suits), ("Colors", ", ".join(x.capitalize() for x in c.colors)),
             ("Points", c.points), ("Limit", c.restriction or ""),
             ("Actions", ", ".join(c.actions + c.specials))),
            c))
    return out


def _hockey() -> list[CatalogCard]:
    from tabletop.games.standard_deck import standard_deck

    return [CatalogCard("hockey-card-game", c.id, f"{c.rank_name.capitalize()} of {c.suit_name}", "Playing card",
                        c.suit_name.capitalize(), c.cut_value + 2, c.color.capitalize(), c.label,
                        (("Rank", c.rank), ("Suit", c.symbol), ("Colour", c.color)), c)
            for c in standard_deck().cards]


def _intergalactic() -> list[CatalogCard]:
    from tabletop.games.intergalactic_hockey.cards import card_set

    return [CatalogCard("intergalactic-hockey", c.id, c.name, "Player", c.position.capitalize(), c.offense,
                        c.species, c.text,
                        (("Position", c.position.capitalize()), ("Species", c.species), ("Off", c.offense),
                         ("Def", c.defense), ("Bruiser", "yes" if c.bruiser else "")), c)
            for c in card_set().cards]


def _football() -> list[CatalogCard]:
    from tabletop.games.breakaway_football.cards import default_cards

    cards = default_cards()
    out = []
    for team in cards.teams.values():
        for o in team.offense:
            out.append(CatalogCard("breakaway-football", o.id, o.label, "Offense", team.name, None, team.name,
                                   o.label, (("Team", team.name), ("Side", "Offense"), ("Plays", o.label)), o))
        for d in team.defense:
            out.append(CatalogCard("breakaway-football", d.id, d.formation, "Defense", team.name, None, team.name,
                                   d.label, (("Team", team.name), ("Side", "Defense"), ("Plays", d.label)), d))
    for g in cards.game_day:
        out.append(CatalogCard("breakaway-football", g.id, f"Game Day {g.id}", "Game Day", "Game Day", None,
                               "Game Day", g.label, (("Team", "Game Day"), ("Side", "Game Day"),
                                                     ("Plays", g.event.label)), g))
    return out


BUILDERS = {"breakaway-ccg": _ccg, "hull-breach": _hull_breach, "hockey-card-game": _hockey,
            "intergalactic-hockey": _intergalactic, "breakaway-football": _football}


def build_catalog(games: Iterable[str] = tuple(GAMES)) -> Catalog:
    return Catalog(card for game in games for card in BUILDERS[game]())


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    """Every shipped card of every game (cached)."""
    return build_catalog()


def synthetic_catalog(count: int, game: str = "hull-breach") -> Catalog:
    """A catalog of ``count`` made-up cards, for benchmarks and tests of large sets."""
    types = ("Ship", "Marine", "Module", "Event", "Tactic")
    colors = ("RDF", "Corporate", "Colonial", "Any")
    cards = []
    for i in range(count):
        kind = types[i % len(types)]
        cards.append(CatalogCard(
            game, f"card-{i:05d}", f"Synthetic {kind} {i:05d}", kind, f"group {i % 7}", i % 13, colors[i % 4],
            f"text {i}", (("Type", kind), ("Res", i % 9), ("Cur", i % 5), ("Att", i % 6), ("Def", i % 10),
                          ("Wnd", i % 4 + 1), ("Traits", "Hunter" if i % 3 == 0 else ""),
                          ("Faction", colors[i % 4]))))
    return Catalog(cards)
