"""The card look-ups every rule module of Breakaway Football reads: each team's offense and
defense cards, the Game Day cards, and the order cards are kept in hand.

The rules class builds one from its card set and hands it to the rule modules (``clock``,
``kicking``, ``plays``, ``penalties``), so they depend on the cards and the state only, never on
the rules class.
"""

from __future__ import annotations

from tabletop.games.breakaway_football.cards import CardSet, DefenseCard, GameDayCard, OffenseCard


class FootballTables:
    """Card id to card, per kind, for one card set (read-only once built)."""

    def __init__(self, cards: CardSet) -> None:
        self.cards = cards
        self.off: dict[str, OffenseCard] = {c.id: c for t in cards.teams.values() for c in t.offense}
        self.dfn: dict[str, DefenseCard] = {c.id: c for t in cards.teams.values() for c in t.defense}
        self.gd: dict[str, GameDayCard] = {c.id: c for c in cards.game_day}
        self.gd_ids: tuple[str, ...] = tuple(c.id for c in cards.game_day)
        self.offense_ids = {code: tuple(c.id for c in t.offense) for code, t in cards.teams.items()}
        self.defense_ids = {code: tuple(c.id for c in t.defense) for code, t in cards.teams.items()}
        #: Hands are kept sorted in this order: every offense card, then every defense card, in file order.
        self.order = {cid: i for i, cid in enumerate(list(self.off) + list(self.dfn))}

    def label(self, card: str) -> str:
        """The card's name as the coaches read it, whichever kind it is."""
        if card in self.off:
            return self.off[card].label
        if card in self.dfn:
            return self.dfn[card].label
        return self.gd[card].label
