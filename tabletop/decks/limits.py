"""Each construction limit of a deck as data, for the deck builder: "24 / 60 cards", a card's Limit.

``check_deck`` says what is wrong once it is wrong; a player building a deck also wants to see
where the deck stands against each limit while it is still legal (or still short), how many
copies of a card the rules allow, and that one more copy would break a rule before adding it.
Each game registers its counted limits and copy limits for a setting (``limits``,
``copy_limits`` beside its ``check``, see ``tabletop.cards.catalog.support``) in the shapes
defined here. The fixed-deck games have no limits to count.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tabletop.cards.catalog import support
from tabletop.decks.check import SETTINGS, TOURNAMENT
from tabletop.engine.deck import Deck


@dataclass(frozen=True, slots=True)
class Limit:
    """One counted limit: ``count`` against at least ``low`` and at most ``high``."""

    rule: str                    # the violation rule the limit is broken as (deck-size, points...)
    label: str                   # what is counted: "cards", "bench points"...
    count: int
    low: int | None = None
    high: int | None = None
    citation: str = ""
    meaning: str = ""            # the limit in words, from the game's construction rules

    @property
    def broken(self) -> bool:
        return (self.low is not None and self.count < self.low) or (self.high is not None and self.count > self.high)

    @property
    def bound(self) -> int:
        """The number the count is held against: the maximum when there is one, else the minimum."""
        return self.high if self.high is not None else (self.low or 0)

    @property
    def text(self) -> str:
        """"24 / 60", read with the label beside it; past a bare minimum "65 (at least 60)", which
        "65 / 60" would read as a limit broken."""
        if self.high is None and self.low is not None and self.count > self.low:
            return f"{self.count} (at least {self.low})"
        return f"{self.count} / {self.bound}"

    @property
    def sentence(self) -> str:
        """The limit in words, for a tooltip: "A deck needs at least 60 cards. The deck has 24." """
        if self.meaning:
            return f"{self.meaning} The deck has {self.count}."
        if self.low is not None and self.low == self.high:
            rule = f"Exactly {self.low}"
        elif self.low is not None and self.high is not None:
            rule = f"From {self.low} to {self.high}"
        elif self.low is not None:
            rule = f"At least {self.low}"
        else:
            rule = f"At most {self.high}"
        return f"{rule} ({self.label}); the deck has {self.count}."


@dataclass(frozen=True, slots=True)
class CopyRule:
    """A game's copy limit on one card, before it is resolved to card ids (``CopyLimit``):
    ``scope`` says which cards count together: the card alone ("card"), every card of its name
    ("name") or of its type ("type")."""

    rule: str
    copies: int
    scope: str
    sentence: str
    citation: str


@dataclass(frozen=True, slots=True)
class CopyLimit:
    """The most copies of one card under one rule. ``together`` are the card ids counted with it
    (the card itself, every card of its name, or every card of its type)."""

    rule: str
    copies: int
    together: frozenset[str]
    sentence: str
    citation: str = ""

    def held(self, deck: Deck) -> int:
        return sum(n for c, n in deck.cards if c in self.together)


def deck_limits(deck: Deck, setting: str = TOURNAMENT) -> tuple[Limit, ...]:
    """Where the deck stands against every counted limit of its game and setting (empty for the
    fixed-deck games). Cards the game does not know are left out of the counts."""
    if setting not in SETTINGS:
        raise ValueError(f"setting must be one of {', '.join(SETTINGS)}, not {setting!r}")
    found = _registered(deck.game, "limits")
    return () if found is None else tuple(found(deck, setting))


def _registered(game: str, name: str):
    """The game's registered ``name`` function, or None (a game without it, or without cards)."""
    try:
        return getattr(support(game), name, None)
    except KeyError:
        return None


@lru_cache(maxsize=8)
def _copy_limits(game: str, setting: str) -> dict[str, tuple[CopyLimit, ...]]:
    found = _registered(game, "copy_limits")
    return {} if found is None else found(setting)


def copy_limits(game: str, card_id: str, setting: str = TOURNAMENT) -> tuple[CopyLimit, ...]:
    """Every rule capping the copies of a card in this game and setting, tightest first (empty: no
    cap but the deck file's own)."""
    if setting not in SETTINGS:
        raise ValueError(f"setting must be one of {', '.join(SETTINGS)}, not {setting!r}")
    return _copy_limits(game, setting).get(card_id, ())


def most_copies(game: str, card_id: str, setting: str = TOURNAMENT) -> int | None:
    """The most copies of this card alone that a deck may hold (None: the rules set no cap)."""
    found = copy_limits(game, card_id, setting)
    return min((x.copies for x in found), default=None)


def one_more_breaks(deck: Deck, card_id: str, setting: str = TOURNAMENT) -> CopyLimit | None:
    """The first copy limit that one more copy of the card would break (None: it may be added)."""
    for limit in copy_limits(deck.game, card_id, setting):
        if limit.held(deck) + 1 > limit.copies:
            return limit
    return None


def over_limit(deck: Deck, card_id: str, setting: str = TOURNAMENT) -> CopyLimit | None:
    """The first copy limit the deck already breaks for this card (None: within every limit)."""
    for limit in copy_limits(deck.game, card_id, setting):
        if limit.held(deck) > limit.copies:
            return limit
    return None
