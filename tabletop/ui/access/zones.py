"""A table's zones read from the viewing seat's redacted view: hands, piles, play areas, battlefields.

Each game names its zones here, one small reader per game, from the fields of its own view
class; what a view leaves out (another seat's hand, a face-down card's face, a deck's order) is
said only as a count or as "face down". The zones the tables share, the prompt and the words on
the table, are added by ``zone_tree`` from the table itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from tabletop.ui.access.card_words import card_words


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of a zone: what a screen reader says first (``name``), then ``description``;
    ``whole`` is read out on request. ``key`` tells entries apart across redraws (a card id);
    ``card_id`` is the card the table draws for it, if any."""

    key: str
    name: str
    description: str = ""
    whole: str = ""
    card_id: str | None = None

    @property
    def full_text(self) -> str:
        return self.whole or ". ".join(part for part in (self.name, self.description) if part)


@dataclass(frozen=True, slots=True)
class Zone:
    key: str
    name: str
    entries: tuple[Entry, ...]
    description: str = ""


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def card_entry(game_id: str, card_id: str, note: str = "") -> Entry:
    words = card_words(game_id, card_id)
    description = ", ".join(part for part in (note, words.description) if part)
    whole = f"{words.whole}. {note}" if note else words.whole
    return Entry(card_id, words.name, description, whole, card_id)


def cards_zone(game_id: str, key: str, name: str, cards: Iterable[str | None], empty: str = "empty",
               newest_first: bool = False) -> Zone:
    """A zone of face-up cards (a None is a card lying face down); an empty one says so."""
    ids = list(cards)
    if newest_first:
        ids.reverse()
    entries = []
    for n, card in enumerate(ids):
        note = "newest" if newest_first and n == 0 else ""
        entries.append(Entry(f"down-{n}", "Card face down") if card is None else card_entry(game_id, card, note))
    if not entries:
        entries.append(Entry("empty", empty.capitalize()))
    return Zone(key, name, tuple(entries), plural(len(ids), "card"))


def hidden_zone(key: str, name: str, count: int, what: str = "card") -> Zone:
    """A zone whose cards the seat may not see: only how many there are."""
    return Zone(key, name, (Entry("count", f"{plural(count, what)}, face down"),), plural(count, what))


def seat_name(view: Any, seat: int) -> str:
    name = view.names[seat]
    return f"{name} (you)" if seat == view.seat else name


def whose(view: Any, seat: int) -> str:
    """"Your" for the viewing seat, "Ana's" for another."""
    return "Your" if seat == view.seat else f"{view.names[seat]}'s"


def hands(game_id: str, view: Any, sizes: tuple[int, ...], own: Iterable[str] = (), own_name: str = "Your hand",
          other: str = "hand") -> list[Zone]:
    """The viewing seat's hand face up, every other hand as a count (a spectator: every hand)."""
    zones = []
    if view.seat is not None:
        zones.append(cards_zone(game_id, "hand", own_name, own))
    for seat, count in enumerate(sizes):
        if seat != view.seat:
            zones.append(hidden_zone(f"hand-{seat}", f"{view.names[seat]}'s {other}", count))
    return zones


# ----- one reader per game ---------------------------------------------------------------------
def hockey_zones(game_id: str, view: Any) -> list[Zone]:
    zones = hands(game_id, view, view.hand_sizes, view.hand)
    if view.phase in ("cut", "choose"):
        entries = [card_entry(game_id, card, f"cut by {view.names[seat]}") if card is not None
                   else Entry(f"cut-{seat}", f"{view.names[seat]}: not cut yet")
                   for seat, card in enumerate(view.cut_cards)]
        zones.append(Zone("cut", "Cut cards", tuple(entries)))
    zones.append(cards_zone(game_id, "pile", "Pile", view.pile, newest_first=True))
    zones.append(Zone("deck", "Deck", (Entry("count", plural(view.deck_size, "card")),)))
    return zones


#: The id Intergalactic Hockey Showdown's table draws the RefBot by, while it sits in a hand.
REFBOT = "refbot"


def intergalactic_zones(game_id: str, view: Any) -> list[Zone]:
    zones = hands(game_id, view, view.hand_sizes, view.hand)
    if view.seat is not None and view.penalty == view.seat:
        refbot = Entry(REFBOT, "The RefBot", "a penalty: it fills a place in the hand and cannot be played",
                       "The RefBot: a penalty. It fills a place in the hand and cannot be played.", REFBOT)
        zones[0] = Zone(zones[0].key, zones[0].name, zones[0].entries + (refbot,), zones[0].description)
    entries = []
    for seat, card in enumerate(view.played):
        who = seat_name(view, seat)
        if card is not None:
            entries.append(card_entry(game_id, card, f"played by {who}"))
        elif view.chosen[seat]:
            entries.append(Entry(f"down-{seat}", f"{who}: a card face down"))
        else:
            entries.append(Entry(f"none-{seat}", f"{who}: no card played yet"))
    zones.append(Zone("faceoff", "Face-off", tuple(entries)))
    for seat, cards in enumerate(view.scored):
        zones.append(cards_zone(game_id, f"scored-{seat}", f"{whose(view, seat)} goals", cards, "no goals"))
    zones.append(cards_zone(game_id, "discard", "Discard pile", view.discard, newest_first=True))
    zones.append(Zone("deck", "Deck", (Entry("count", plural(view.deck_size, "card")),)))
    return zones


def football_zones(game_id: str, view: Any) -> list[Zone]:
    zones = hands(game_id, view, view.hand_sizes, view.hand, "Your offense cards", "offense cards")
    if view.seat is not None:
        zones.append(cards_zone(game_id, "defense", "Your defense cards", view.defense_hand))
    entries = []
    for seat in (0, 1):
        who = seat_name(view, seat)
        call = view.revealed_calls[seat]
        if call is None and seat == view.seat and view.my_call is not None:
            call = view.my_call
        if call is not None:
            entries.append(card_entry(game_id, call.card, f"called by {who}, end {call.end.upper()}"))
        elif view.called[seat]:
            entries.append(Entry(f"down-{seat}", f"{who}: a call face down"))
        else:
            entries.append(Entry(f"none-{seat}", f"{who}: no call yet"))
    zones.append(Zone("calls", "Calls", tuple(entries)))
    for seat, cards in enumerate(view.discards):
        zones.append(cards_zone(game_id, f"discard-{seat}", f"{whose(view, seat)} discards", cards,
                                newest_first=True))
    zones.append(cards_zone(game_id, "used", "Game Day cards used", view.used, "none used", newest_first=True))
    return zones


def ccg_zones(game_id: str, view: Any) -> list[Zone]:
    zones = hands(game_id, view, view.hand_sizes, tuple(view.hand) + tuple(view.extras))
    zones.append(cards_zone(game_id, "play", "Play area", view.play, "no cards in play"))
    if view.seat is not None:
        zones.append(cards_zone(game_id, "bench", "Your bench", view.bench))
        if view.pick is not None:
            zones.append(cards_zone(game_id, "pick", "Your face-off card", (view.pick,)))
    for seat, count in enumerate(view.bench_sizes):
        if seat != view.seat:
            zones.append(hidden_zone(f"bench-{seat}", f"{view.names[seat]}'s bench", count))
    for name, cards in (("Set aside", view.aside), ("Revealed", view.reveal)):
        if cards:
            zones.append(cards_zone(game_id, name.lower().replace(" ", "-"), name, cards))
    for seat in (0, 1):
        zones.append(cards_zone(game_id, f"scored-{seat}", f"{whose(view, seat)} goals", view.scored[seat],
                                "no goals"))
        zones.append(cards_zone(game_id, f"discard-{seat}", f"{whose(view, seat)} discards", view.discards[seat],
                                newest_first=True))
    decks = tuple(Entry(f"deck-{seat}", f"{view.names[seat]}: {plural(count, 'card')}")
                  for seat, count in enumerate(view.deck_sizes))
    zones.append(Zone("decks", "Decks", decks))
    return zones


def _unit_entry(game_id: str, view: Any, unit: Any, hosts: dict[str, Any]) -> Entry:
    if unit.face_down or unit.card is None:
        return Entry(unit.pid or f"down-{id(unit)}", "Card face down")
    notes = []
    figures = unit.figures
    if figures is not None:
        notes.append(", ".join(f"{word} {value}" for word, value in (
            ("attack", figures.attack), ("defense", figures.defense), ("wounds left", figures.left))
            if value is not None))
    elif unit.wounds:
        notes.append(plural(unit.wounds, "wound"))
    host = hosts.get(unit.host) if unit.host else None
    if host is not None:
        notes.append(f"with {card_words(game_id, host.card).name if host.card else 'a face-down card'}")
    if unit.controller != unit.owner:
        notes.append(f"controlled by {view.names[unit.controller]}")
    entry = card_entry(game_id, unit.card, "; ".join(n for n in notes if n))
    return Entry(unit.pid or entry.key, entry.name, entry.description, entry.whole, unit.pid)


def hull_zones(game_id: str, view: Any) -> list[Zone]:
    zones = hands(game_id, view, view.hand_sizes, view.hand)
    hosts = {u.pid: u for u in view.units if u.pid}
    for seat, name in enumerate(view.names):
        station = hosts.get(view.stations[seat]) if seat < len(view.stations) else None
        own = [u for u in view.units if u.controller == seat and u is not station]
        own.sort(key=lambda u: u.host is not None)        # units in open space, then those aboard
        entries = [_unit_entry(game_id, view, u, hosts) for u in ([station] if station else []) + own]
        state = "" if view.alive[seat] else ", station destroyed"
        stock = view.stockpiles[seat]
        zones.append(Zone(f"units-{seat}", f"{whose(view, seat)} battlefield",
                          tuple(entries) or (Entry("empty", "No units"),),
                          f"Resources {stock[0]}, Currency {stock[1]}{state}"))
        if view.battlefields[seat]:
            zones.append(cards_zone(game_id, f"battlefield-{seat}", f"{whose(view, seat)} battle cards",
                                    view.battlefields[seat]))
        zones.append(cards_zone(game_id, f"scrap-{seat}", f"{whose(view, seat)} scrapheap", view.scrapheaps[seat],
                                newest_first=True))
    return zones


Reader = Callable[[str, Any], list[Zone]]
#: Game id -> the reader of its view (a game without one gets only the shared zones).
READERS: dict[str, Reader] = {
    "hockey-card-game": hockey_zones,
    "intergalactic-hockey": intergalactic_zones,
    "breakaway-football": football_zones,
    "breakaway-ccg": ccg_zones,
    "hull-breach": hull_zones,
}


def zones_of(game_id: str, view: Any) -> list[Zone]:
    """The zones of ``game_id``'s table as ``view`` (one seat's redacted view) shows them."""
    reader = READERS.get(game_id)
    return [] if reader is None else reader(game_id, view)


__all__ = ["READERS", "Entry", "Zone", "card_entry", "cards_zone", "hidden_zone", "zones_of"]
