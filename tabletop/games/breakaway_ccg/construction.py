"""Deck construction for Breakaway: CCG: the rules as data plus one small named check each.

Pure: no files are read here. ``check_deck`` runs every check and returns every violation at
once (python-chess's ``Board.status()`` style), each with its own sentence and the cards it
concerns. The tournament rules are the book's "Deck Creation" section (Part 2) and its bench
rule ("Game Setup", Select Bench); Beginner mode (Part 1, "Setup") also asks for a bench of
Player cards. Rulings on what "different" and "copies" mean are C1-C4 in
``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, replace

from tabletop.decks.limits import CopyRule, Limit
from tabletop.games.breakaway_ccg.cards import GOALIE, SUITS, Card, CardSet, Deck

BOOK = "Breakaway: CCG"
DECK_CREATION = f"{BOOK}, Official rules — Deck Creation"
GAME_SETUP = f"{BOOK}, Official rules — Game Setup"
BEGINNER_SETUP = f"{BOOK}, Beginner rules — Setup"

MIN_DECK = 60
MAX_POINTS = 1000
MAX_COPIES = 4
PLAYER_NUMBERS: tuple[int | str, ...] = (*range(9), GOALIE)
MIN_EACH_PLAYER = 2
BENCH_SIZE = 5
BENCH_POINTS = 85

BEGINNER, OFFICIAL = "beginner", "official"


@dataclass(frozen=True, slots=True)
class Violation:
    rule: str                    # stable code: deck-size, points, ...
    sentence: str                # what is wrong, for a person
    cards: tuple[str, ...]       # the card ids involved (empty when the deck as a whole is at fault)
    citation: str


Check = Callable[[Deck, CardSet], list[Violation]]


def _names(deck: Deck, cards: CardSet) -> dict[str, list[str]]:
    """Card name -> the deck's physical cards (ids, one entry per copy)."""
    by_name: dict[str, list[str]] = defaultdict(list)
    for card_id, copies in deck.cards:
        by_name[cards.by_id[card_id].name].extend([card_id] * copies)
    return by_name


def check_deck_size(deck: Deck, cards: CardSet) -> list[Violation]:
    if deck.size >= MIN_DECK:
        return []
    return [Violation("deck-size", f"A deck needs at least {MIN_DECK} cards; this one has {deck.size}.", (),
                      DECK_CREATION)]


def check_points(deck: Deck, cards: CardSet) -> list[Violation]:
    total = sum(cards.by_id[c].points * n for c, n in deck.cards)
    if total <= MAX_POINTS:
        return []
    return [Violation("points", f"A deck may total at most {MAX_POINTS} points; this one has {total}.", (),
                      DECK_CREATION)]


def check_player_minimum(deck: Deck, cards: CardSet) -> list[Violation]:
    counts: Counter = Counter()
    for card_id, copies in deck.cards:
        card = cards.by_id[card_id]
        if card.player:
            counts[card.number] += copies
    out = []
    for number in PLAYER_NUMBERS:
        if counts[number] < MIN_EACH_PLAYER:
            what = "Goalie cards" if number == GOALIE else f"#{number} Player cards"
            having = [c for c, _ in deck.cards if cards.by_id[c].player and cards.by_id[c].number == number]
            out.append(Violation("player-minimum",
                                 f"A deck needs at least {MIN_EACH_PLAYER} {what}; this one has {counts[number]}.",
                                 tuple(having), DECK_CREATION))
    return out


def check_copies(deck: Deck, cards: CardSet) -> list[Violation]:
    out = []
    for name, ids in sorted(_names(deck, cards).items()):
        if len(ids) > MAX_COPIES:
            out.append(Violation("copies", f"At most {MAX_COPIES} cards may share the name {name!r}; "
                                           f"this deck has {len(ids)}.", tuple(sorted(set(ids))), DECK_CREATION))
    return out


def check_suits(deck: Deck, cards: CardSet) -> list[Violation]:
    """Copies of a name may not repeat a suit, except cards that show all four suits (ruling C2)."""
    out = []
    for name, ids in sorted(_names(deck, cards).items()):
        seen: Counter = Counter()
        for card_id in ids:
            suits = cards.by_id[card_id].suits
            if set(suits) == set(SUITS):
                continue
            for suit in suits or ("no suit",):
                seen[suit] += 1
        repeated = sorted(s for s, n in seen.items() if n > 1)
        if repeated:
            involved = tuple(sorted({c for c in ids if set(cards.by_id[c].suits) != set(SUITS)
                                     and (set(cards.by_id[c].suits) & set(repeated)
                                          or (not cards.by_id[c].suits and "no suit" in repeated))}))
            out.append(Violation("suits", f"Copies of {name!r} may not share a suit, but {', '.join(repeated)} "
                                          "appears more than once.", involved, DECK_CREATION))
    return out


def check_restrictions(deck: Deck, cards: CardSet) -> list[Violation]:
    out = []
    for name, ids in sorted(_names(deck, cards).items()):
        limits = [cards.by_id[c].max_copies for c in set(ids) if cards.by_id[c].max_copies]
        if limits and len(ids) > min(limits):
            numeral = "I" if min(limits) == 1 else "II"
            out.append(Violation("restriction", f"{name!r} is marked {numeral}, so a deck may hold {min(limits)} "
                                                f"of it; this one has {len(ids)}.", tuple(sorted(set(ids))),
                                 DECK_CREATION))
    return out


def check_bench_size(deck: Deck, cards: CardSet) -> list[Violation]:
    if len(deck.bench) == BENCH_SIZE:
        return []
    return [Violation("bench-size", f"The bench holds exactly {BENCH_SIZE} cards; this one has {len(deck.bench)}.",
                      deck.bench, GAME_SETUP)]


def check_bench_different(deck: Deck, cards: CardSet) -> list[Violation]:
    names = Counter(cards.by_id[c].name for c in deck.bench)
    doubled = sorted(n for n, k in names.items() if k > 1)
    if not doubled:
        return []
    involved = tuple(c for c in deck.bench if cards.by_id[c].name in doubled)
    return [Violation("bench-different", f"The bench must hold {BENCH_SIZE} different cards, but "
                                         f"{', '.join(map(repr, doubled))} is there more than once.",
                      involved, GAME_SETUP)]


def check_bench_points(deck: Deck, cards: CardSet) -> list[Violation]:
    total = sum(cards.by_id[c].points for c in deck.bench)
    if total <= BENCH_POINTS:
        return []
    return [Violation("bench-points", f"The bench may total at most {BENCH_POINTS} points; this one has {total}.",
                      deck.bench, GAME_SETUP)]


def check_bench_players(deck: Deck, cards: CardSet) -> list[Violation]:
    others = tuple(c for c in deck.bench if not cards.by_id[c].player)
    if not others:
        return []
    return [Violation("bench-players", "In Beginner mode the bench holds Player cards only (#0-#8 or Goalie); "
                                       f"{', '.join(cards.by_id[c].name for c in others)} is not one.",
                      others, BEGINNER_SETUP)]


#: Which checks each mode runs. Beginner runs Part 1's set-up: 60 cards, two of each Player card and
#: two Goalies, a bench of five different Player cards, and no point limits ("Don't worry about
#: points for now"). The official set is the tournament deck; the starter decks pass both.
CHECKS: dict[str, tuple[Check, ...]] = {
    OFFICIAL: (check_deck_size, check_points, check_player_minimum, check_copies, check_suits,
               check_restrictions, check_bench_size, check_bench_different, check_bench_points),
    BEGINNER: (check_deck_size, check_player_minimum, check_bench_size, check_bench_different,
               check_bench_players),
}


def limits(deck: Deck, cards: CardSet, checks: tuple[Check, ...] = CHECKS[OFFICIAL]) -> tuple[Limit, ...]:
    """The counted limits that ``checks`` enforce (a setting that drops a check drops its limit),
    each with the deck's count: cards, points, copies of one name, Player numbers, bench."""
    out: list[Limit] = []
    if check_deck_size in checks:
        out.append(Limit("deck-size", "cards", deck.size, MIN_DECK, None, DECK_CREATION,
                         f"A deck needs at least {MIN_DECK} cards."))
    if check_points in checks:
        points = sum(cards.by_id[c].points * n for c, n in deck.cards)
        out.append(Limit("points", "points", points, None, MAX_POINTS, DECK_CREATION,
                         f"A deck may total at most {MAX_POINTS} points."))
    if check_copies in checks:
        most = max((len(ids) for ids in _names(deck, cards).values()), default=0)
        out.append(Limit("copies", "most of a name", most, None, MAX_COPIES, DECK_CREATION,
                         f"At most {MAX_COPIES} cards may share a name; this counts the most shared one."))
    if check_player_minimum in checks:
        counts: Counter = Counter()
        for card_id, copies in deck.cards:
            if cards.by_id[card_id].player:
                counts[cards.by_id[card_id].number] += copies
        covered = sum(1 for number in PLAYER_NUMBERS if counts[number] >= MIN_EACH_PLAYER)
        out.append(Limit("player-minimum", "Player numbers", covered, len(PLAYER_NUMBERS), len(PLAYER_NUMBERS),
                         DECK_CREATION, f"A deck needs at least {MIN_EACH_PLAYER} Player cards of each number "
                                        f"(#0-#8) and {MIN_EACH_PLAYER} Goalies; this counts the numbers that "
                                        "have them."))
    if check_bench_size in checks:
        out.append(Limit("bench-size", "bench", len(deck.bench), BENCH_SIZE, BENCH_SIZE, GAME_SETUP,
                         f"The bench holds exactly {BENCH_SIZE} different cards."))
    if check_bench_points in checks:
        bench_points = sum(cards.by_id[c].points for c in deck.bench)
        out.append(Limit("bench-points", "bench points", bench_points, None, BENCH_POINTS, GAME_SETUP,
                         f"The bench may total at most {BENCH_POINTS} points."))
    return tuple(out)


def copy_limits(card: Card, checks: tuple[Check, ...] = CHECKS[OFFICIAL]) -> tuple[CopyRule, ...]:
    """Every rule of ``checks`` that caps the copies of ``card``, tightest first."""
    out = []
    if check_suits in checks and set(card.suits) != set(SUITS):
        out.append(CopyRule("suits", 1, "card", f"Copies of {card.name!r} may not share a suit, so a deck holds "
                                                 "one copy of this card.", DECK_CREATION))
    if check_restrictions in checks and card.max_copies:
        out.append(CopyRule("restriction", card.max_copies, "name",
                             f"{card.name!r} is marked {card.restriction}, so a deck may hold {card.max_copies} "
                             "of it.", DECK_CREATION))
    if check_copies in checks:
        out.append(CopyRule("copies", MAX_COPIES, "name", f"At most {MAX_COPIES} cards may share the name "
                                                           f"{card.name!r}.", DECK_CREATION))
    return tuple(sorted(out, key=lambda limit: limit.copies))


def check_deck(deck: Deck, cards: CardSet, mode: str = OFFICIAL) -> list[Violation]:
    """Every violation of the mode's construction rules, all at once; empty when the deck is legal."""
    out: list[Violation] = []
    for check in CHECKS[mode]:
        out.extend(check(deck, cards))
    if mode == BEGINNER:        # the same limits, but Beginner mode takes them from Part 1's set-up
        out = [replace(v, citation=BEGINNER_SETUP) for v in out]
    return out
