"""Deck construction for Hull Breach!: the rules as data plus one small named check each.

Pure: no files are read here. ``check_deck`` runs every check and returns every violation at
once, each with its own sentence (our words) and the cards it concerns. The rules come from the
book's opening "what you need for a legal deck" pages and section 2.1 (card-type limits), plus
9.15 (faction). Rulings H1-H3 in ``docs/rulings/hull-breach.md`` say how the starting modules
and copies are counted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tabletop.decks.limits import CopyRule, Limit
from tabletop.games.hull_breach.cards import (
    BREAKTHRU,
    EVENT,
    MARINE,
    MODULE,
    SHIP,
    STATION,
    TACTIC,
    Card,
    CardSet,
    Deck,
    label,
)

BOOK = "Hull Breach!"
BUILDING = f"{BOOK}, Building a legal deck (introduction)"
CARD_TYPES = f"{BOOK}, 2.1 Card Types"
FACTION = f"{BOOK}, 9.15 Faction"

SHIPYARD_SIZE = 50
#: The station starts with exactly this many modules (2.2, 4.2; ruling H1).
STARTING_MODULES = 2
#: Most copies of one card, by card type (section 2.1).
COPY_LIMITS = {SHIP: 5, MARINE: 5, MODULE: 5, EVENT: 1, TACTIC: 1, BREAKTHRU: 1, STATION: 1}


@dataclass(frozen=True, slots=True)
class Violation:
    rule: str                    # stable code
    sentence: str                # what is wrong, for a person
    cards: tuple[str, ...]       # the card ids involved
    citation: str


Check = Callable[[Deck, CardSet], list[Violation]]


def _of_type(deck: Deck, cards: CardSet, kind: str) -> list[tuple[str, int]]:
    return [(c, n) for c, n in deck.cards if cards.by_id[c].type == kind]


def shipyard(deck: Deck, cards: CardSet) -> dict[str, int]:
    """The deck without the station and the starting station modules: the cards you draw from."""
    counts = dict(deck.cards)
    for card_id, copies in deck.cards:
        if cards.by_id[card_id].type == STATION:
            counts[card_id] = 0
    for card_id in deck.station_modules:
        if counts.get(card_id, 0) > 0:
            counts[card_id] -= 1
    return {c: n for c, n in counts.items() if n > 0}


def check_station(deck: Deck, cards: CardSet) -> list[Violation]:
    stations = _of_type(deck, cards, STATION)
    total = sum(n for _, n in stations)
    if total == 1:
        return []
    what = "none" if total == 0 else str(total)
    return [Violation("station", f"A deck has exactly one Station card; this one has {what}.",
                      tuple(c for c, _ in stations), BUILDING)]


def check_station_modules(deck: Deck, cards: CardSet) -> list[Violation]:
    out = []
    chosen = deck.station_modules
    if len(chosen) != STARTING_MODULES:
        out.append(Violation("station-modules", f"A station starts with exactly {STARTING_MODULES} Module - Station "
                                                f"cards; this deck sets aside {len(chosen)}.", chosen, BUILDING))
    wrong = tuple(c for c in chosen if not cards.by_id[c].is_station_module)
    if wrong:
        names = ", ".join(cards.by_id[c].name for c in wrong)
        out.append(Violation("station-modules-type", f"Only Module - Station cards can start attached to the "
                                                     f"station; {names} is not one.", wrong, BUILDING))
    doubled = tuple(sorted({c for c in chosen if chosen.count(c) > 1}))
    if doubled:
        names = ", ".join(cards.by_id[c].name for c in doubled)
        out.append(Violation("station-modules-different", f"A station never carries two copies of one module; "
                                                          f"{names} starts twice.", doubled, CARD_TYPES))
    have = dict(deck.cards)
    short = tuple(sorted({c for c in chosen if chosen.count(c) > have.get(c, 0)}))
    if short:
        names = ", ".join(cards.by_id[c].name for c in short)
        out.append(Violation("station-modules-missing", f"Starting modules are cards of the deck, but {names} "
                                                        "is not in it often enough.", short, BUILDING))
    return out


def check_shipyard_size(deck: Deck, cards: CardSet) -> list[Violation]:
    rest = shipyard(deck, cards)
    total = sum(rest.values())
    if total == SHIPYARD_SIZE:
        return []
    return [Violation("deck-size", f"Besides the Station and its starting modules a deck has exactly "
                                   f"{SHIPYARD_SIZE} cards; this one has {total}.", (), BUILDING)]


def check_copies(deck: Deck, cards: CardSet) -> list[Violation]:
    out = []
    for card_id, copies in deck.cards:
        card = cards.by_id[card_id]
        limit = COPY_LIMITS[card.type]
        if card.type == STATION or copies <= limit:
            continue
        if limit == 1:
            sentence = (f"A deck may hold only one copy of each {label(card.type)}; it has {copies} of "
                        f"{card.name!r}.")
            rule = "one-copy"
        else:
            sentence = (f"A deck may hold at most {limit} copies of a Ship, Marine or Module card; it has {copies} "
                        f"of {card.name!r}.")
            rule = "copies"
        out.append(Violation(rule, sentence, (card_id,), CARD_TYPES))
    return out


def check_faction(deck: Deck, cards: CardSet) -> list[Violation]:
    stations = [cards.by_id[c] for c, _ in _of_type(deck, cards, STATION)]
    if len(stations) != 1:
        return []      # check_station already says what is wrong; no faction to compare with
    faction = stations[0].subtype
    out = []
    for card_id, _ in deck.cards:
        card = cards.by_id[card_id]
        if card.faction and faction not in card.faction:
            allowed = " or ".join(label(f) for f in card.faction)
            out.append(Violation("faction", f"{card.name!r} is for {allowed} commanders only, but the station "
                                            f"{stations[0].name!r} is {label(faction)}.",
                                 (card_id, stations[0].id), FACTION))
    return out


CHECKS: tuple[Check, ...] = (check_station, check_station_modules, check_shipyard_size, check_copies,
                             check_faction)


def limits(deck: Deck, cards: CardSet) -> tuple[Limit, ...]:
    """Each counted limit with the deck's count: the station, its starting modules, the cards
    besides them, and the most copies of one card for the two copy limits of section 2.1."""
    stations = sum(n for _, n in _of_type(deck, cards, STATION))
    out = [Limit("station", "station", stations, 1, 1, BUILDING, "A deck has exactly one Station card."),
           Limit("station-modules", "starting modules", len(deck.station_modules), STARTING_MODULES,
                 STARTING_MODULES, BUILDING, f"A station starts with exactly {STARTING_MODULES} Module - Station "
                                             "cards of the deck."),
           Limit("deck-size", "shipyard", sum(shipyard(deck, cards).values()), SHIPYARD_SIZE, SHIPYARD_SIZE,
                 BUILDING, f"Besides the Station and its starting modules a deck has exactly {SHIPYARD_SIZE} "
                           "cards.")]
    for rule, kinds in (("copies", (SHIP, MARINE, MODULE)), ("one-copy", (EVENT, TACTIC, BREAKTHRU))):
        most = max((n for c, n in deck.cards if cards.by_id[c].type in kinds), default=0)
        names = ", ".join(label(kind) for kind in kinds[:-1]) + f" or {label(kinds[-1])}"
        limit = COPY_LIMITS[kinds[0]]
        out.append(Limit(rule, "/".join(label(kind) for kind in kinds) + " copies", most, None, limit,
                         CARD_TYPES, f"A deck may hold at most {limit} cop{'ies' if limit > 1 else 'y'} of each "
                                     f"{names} card; this counts the most held."))
    return tuple(out)


def copy_limits(card: Card) -> tuple[CopyRule, ...]:
    """The rule that caps the copies of ``card`` (a Station: one in the whole deck)."""
    if card.type == STATION:
        return (CopyRule("station", 1, "type", "A deck has exactly one Station card.", BUILDING),)
    limit = COPY_LIMITS[card.type]
    if limit == 1:
        return (CopyRule("one-copy", 1, "card", f"A deck may hold only one copy of each {label(card.type)}.",
                          CARD_TYPES),)
    return (CopyRule("copies", limit, "card", f"A deck may hold at most {limit} copies of a Ship, Marine or "
                                               "Module card.", CARD_TYPES),)


def default_station_modules(deck_cards: tuple[tuple[str, int], ...], cards: CardSet) -> tuple[str, ...]:
    """Ruling H1: a deck that does not say which modules start takes the first two different
    Module - Station cards it lists."""
    out: list[str] = []
    for card_id, _ in deck_cards:
        card = cards.by_id.get(card_id)
        if card is not None and card.is_station_module and card_id not in out:
            out.append(card_id)
        if len(out) == STARTING_MODULES:
            break
    return tuple(out)


def check_deck(deck: Deck, cards: CardSet) -> list[Violation]:
    """Every violation of the construction rules, all at once; empty when the deck is legal."""
    out: list[Violation] = []
    for check in CHECKS:
        out.extend(check(deck, cards))
    return out
