"""``check_deck``: every construction rule of the deck's game, all violations at once.

Each game keeps its own rules (``tabletop.games.<game>.construction``); this module only
dispatches and turns their violations into one shape. The fixed-deck games (Hockey Card Game,
Intergalactic Hockey Showdown, Breakaway Football) have no construction: their check confirms
that the deck is the game's fixed deck.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tabletop.cards.catalog import Catalog, catalog, game_name
from tabletop.decks.model import Deck

TOURNAMENT, CASUAL, BEGINNER = "tournament", "casual", "beginner"
#: Breakaway: CCG's three: the tournament deck (Official rules), a casual game's (ruling C5) and
#: Beginner mode's set-up (Part 1). Games whose checks do not differ by setting ignore it.
SETTINGS = (TOURNAMENT, CASUAL, BEGINNER)


@dataclass(frozen=True, slots=True)
class Violation:
    rule: str                    # stable code: deck-size, copies, faction, ...
    sentence: str                # the rule and what is wrong, for a person
    cards: tuple[str, ...]       # the card ids involved (empty when the deck as a whole is at fault)
    citation: str = ""

    def as_dict(self) -> dict:
        return {"rule": self.rule, "sentence": self.sentence, "cards": list(self.cards), "citation": self.citation}


def _convert(found) -> list[Violation]:
    return [Violation(v.rule, v.sentence, tuple(v.cards), v.citation) for v in found]


def _unknown(deck: Deck, cards: Catalog) -> list[Violation]:
    ids = [c for c, _ in deck.cards] + list(deck.bench) + list(deck.station_modules or ())
    missing = tuple(dict.fromkeys(c for c in ids if not cards.has(deck.game, c)))
    if not missing:
        return []
    return [Violation("unknown-card", f"Every card must be a {game_name(deck.game)} card; "
                                      f"{', '.join(missing)} is not.", missing)]


# ----- Breakaway: CCG ------------------------------------------------------------------------------
def _ccg(deck: Deck, setting: str) -> list[Violation]:
    from tabletop.games.breakaway_ccg.cards import Deck as CcgDeck
    from tabletop.games.breakaway_ccg.cards import card_set

    return ccg_problems(CcgDeck(deck.name, deck.cards, deck.bench), card_set(), setting)


def ccg_problems(deck, cards, setting: str) -> list[Violation]:
    """A Breakaway: CCG deck (the game's own ``Deck``) checked on ``cards``: one place for the
    deck builder, ``deck check`` and a game built on other card data to share."""
    from tabletop.games.breakaway_ccg.construction import BEGINNER_SETUP

    # the same limits in Beginner mode, but cited from Part 1's set-up
    return [Violation(v.rule, v.sentence, tuple(v.cards), BEGINNER_SETUP if setting == BEGINNER else v.citation)
            for check in ccg_checks(setting) for v in check(deck, cards)]


def ccg_checks(setting: str) -> tuple:
    """Breakaway: CCG's construction checks for a setting: the one choice ``check_deck`` and the
    deck builder's limits summary (``decks.limits``) both run."""
    from tabletop.games.breakaway_ccg import construction as rules

    if setting == BEGINNER:
        return rules.CHECKS[rules.BEGINNER]
    if setting == CASUAL:
        return casual_ccg_checks()
    return rules.CHECKS[rules.OFFICIAL]


def casual_ccg_checks() -> tuple:
    """Ruling C5: a casual game drops what the book calls tournament guidelines (the points cap, the
    four-copies and suit limits, Roman numerals) and keeps what play needs: 60 cards, two of each
    Player number and two Goalies, and a legal bench."""
    from tabletop.games.breakaway_ccg import construction as rules

    return (rules.check_deck_size, rules.check_player_minimum, rules.check_bench_size,
            rules.check_bench_different, rules.check_bench_points)


# ----- Hull Breach! ------------------------------------------------------------------------------------
def _hull_breach(deck: Deck, setting: str) -> list[Violation]:
    from tabletop.games.hull_breach import construction as rules
    from tabletop.games.hull_breach.cards import Deck as HullDeck
    from tabletop.games.hull_breach.cards import card_set

    cards = card_set()
    modules = deck.station_modules
    if modules is None:
        modules = rules.default_station_modules(deck.cards, cards)
    return _convert(rules.check_deck(HullDeck(deck.name, deck.cards, modules), cards))


def station_modules(deck: Deck) -> tuple[str, ...]:
    """The Hull Breach! deck's starting modules: as written, or the default (ruling H1)."""
    if deck.station_modules is not None:
        return deck.station_modules
    from tabletop.games.hull_breach.cards import card_set
    from tabletop.games.hull_breach.construction import default_station_modules

    return default_station_modules(deck.cards, card_set())


# ----- fixed decks -----------------------------------------------------------------------------------
def fixed_decks(game: str) -> dict[str, Deck]:
    """The decks a fixed-deck game plays with, by name (Breakaway Football: one per team)."""
    if game == "hockey-card-game":
        from tabletop.games.standard_deck import standard_deck

        return {"Standard deck": Deck(game, "Standard deck", tuple((c, 1) for c in standard_deck().ids))}
    if game == "intergalactic-hockey":
        from tabletop.games.intergalactic_hockey.cards import card_set

        return {"Player cards": Deck(game, "Player cards", tuple((c, 1) for c in card_set().ids))}
    if game == "breakaway-football":
        from tabletop.games.breakaway_football.cards import default_cards

        out = {}
        for team in default_cards().teams.values():
            out[team.name] = Deck(game, team.name, tuple((c.id, 1) for c in team.offense + team.defense))
        return out
    raise KeyError(f"{game_name(game)} has no fixed deck")


def _fixed(deck: Deck) -> list[Violation]:
    candidates = fixed_decks(deck.game)
    mine = deck.counts()
    best, best_diff = None, None
    for name, fixed in candidates.items():
        want = fixed.counts()
        missing = tuple(c for c in want if mine.get(c, 0) < want[c])
        extra = tuple(c for c in mine if mine[c] > want.get(c, 0))
        if not missing and not extra:
            return []
        if best_diff is None or len(missing) + len(extra) < len(best_diff[0]) + len(best_diff[1]):
            best, best_diff = name, (missing, extra)
    missing, extra = best_diff
    parts = []
    if missing:
        parts.append(f"{len(missing)} missing")
    if extra:
        parts.append(f"{len(extra)} extra or repeated")
    which = "its fixed deck" if len(candidates) == 1 else f"one of its fixed decks (closest: {best})"
    return [Violation("fixed-deck", f"{game_name(deck.game)} is played with {which}, one copy of each card; "
                                    f"this deck has {' and '.join(parts)}.", missing + extra)]


CHECKERS: dict[str, Callable[[Deck, str], list[Violation]]] = {
    "breakaway-ccg": _ccg,
    "hull-breach": _hull_breach,
}


def check_deck(deck: Deck, setting: str = TOURNAMENT, cards: Catalog | None = None) -> list[Violation]:
    """Every violation of the deck's game rules, all at once; empty when the deck is legal."""
    if setting not in SETTINGS:
        raise ValueError(f"setting must be one of {', '.join(SETTINGS)}, not {setting!r}")
    unknown = _unknown(deck, cards or catalog())
    if unknown:
        return unknown
    if deck.game in CHECKERS:
        return CHECKERS[deck.game](deck, setting)
    return _fixed(deck)


def shape_problems(deck: object, game_id: str) -> list[Violation]:
    """What makes a deck value unusable before any rule is read: another game's deck, or one a deck
    file (and so a save file, which embeds it) could not hold as it is: a card listed twice, copies
    out of 1-99, more than 999 cards, an unknown card, a name that is not printable text. The test is
    the save's own: the deck written as a save writes it and read back must be the same deck."""
    from tabletop.decks.files import DeckFileError, deck_from_data, deck_to_data

    if getattr(deck, "game", None) != game_id:
        return [Violation("wrong-game", f"This is not a {game_name(game_id)} deck.", ())]
    try:
        again = deck_from_data(deck_to_data(deck), "the deck")  # type: ignore[arg-type]
    except DeckFileError as error:
        return [Violation("deck-file", f"{error}.".replace("..", "."), ())]
    except (TypeError, ValueError, AttributeError):
        again = None
    if again is None or (again.name, again.cards, again.bench, again.station_modules) != (
            deck.name, deck.cards, deck.bench, deck.station_modules):  # type: ignore[attr-defined]
        return [Violation("deck-file", "A deck lists each card once with 1 to 99 copies, and a name without "
                                       "spaces around it, as a deck file holds it.", ())]
    return []
