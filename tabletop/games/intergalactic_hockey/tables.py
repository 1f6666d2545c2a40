"""What every rule module of Intergalactic Hockey Showdown reads: the book's section headings (as
refusals and events cite them) and the card look-ups of one card set.

The rules class builds the tables from its card set and hands them to the rule modules
(``abilities``, ``bruisers``, ``refbot``, ``playing``, ``periods``), which depend on the cards and
the state only, never on the rules class.
"""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.games.intergalactic_hockey.cards import PUCK, REFBOT, CardSet

BOOK = "Intergalactic Hockey Showdown"
# The book's section headings, as cited in refusals.
TO_WIN = "To Win"
REFBOT_RULES = "RefBot"
BRUISERS = "Bruisers"
FIRST_PERIOD = "First Period"
FACE_OFFS = "Face-Offs"
PLAYING = "Playing Periods"
ENDING = "Ending Periods"
OVERTIME_RULES = "Overtime"
ABILITIES = "Player Card List & Abilities"


def rule(section: str) -> str:
    return f"{BOOK}, {section}"


class ShowdownTables:
    """Card id to printed numbers, bruiser mark, position, ability and name (read-only once built)."""

    def __init__(self, cards: CardSet) -> None:
        self.cards = cards
        self.card_ids: tuple[str, ...] = cards.ids
        self.components: tuple[str, ...] = self.card_ids + (PUCK, REFBOT)
        self.component_set = frozenset(self.components)
        self.card_set = frozenset(self.card_ids)
        self.order = {c: i for i, c in enumerate(self.card_ids)}
        self.values = {c.id: (c.offense, c.defense) for c in cards.cards}
        self.bruiser = frozenset(c.id for c in cards.cards if c.bruiser)
        self.position = {c.id: c.position for c in cards.cards}
        self.ability = {c.id: c.ability for c in cards.cards}
        self.name = {c.id: c.name for c in cards.cards}
        self.name[PUCK] = cards.components[PUCK].name
        self.name[REFBOT] = cards.components[REFBOT].name
        self.with_ability = {c.ability: c.id for c in cards.cards}

    def sorted(self, cards: Iterable[str]) -> tuple[str, ...]:
        """Cards in the card file's order (hands and the deck before a shuffle are kept so)."""
        return tuple(sorted(cards, key=self.order.__getitem__))

    def label(self, card: str) -> str:
        o, d = self.values[card]
        return f"{self.name[card]} ({o}/{d})"
