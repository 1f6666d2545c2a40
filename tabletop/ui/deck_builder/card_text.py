"""A card's whole text in words, as its data holds it, for the preview and the catalog's tooltips.

The catalog's one-line ``text`` is written for searching: a Breakaway: CCG card's is only its
action and special ids ("move"). A player choosing cards wants everything the card does: its
color abilities, actions, specials with their glossary text, symbols, suit circle and
restriction; a Hull Breach! card's text plus what it gains and carries.
"""

from __future__ import annotations

from tabletop.cards.catalog import CatalogCard

#: How a Breakaway: CCG symbol reads in words (the card file's symbol kinds).
SYMBOL_WORDS = {
    "dot": "dot", "cancel": "cancel (X)", "penalty-kill": "penalty kill (K)", "protection": "protection (O)",
    "penalty": "penalty (P)", "grind": "grind",
}
ZONE_WORDS = {"offensive": "offensive zone (O)", "defensive": "defensive zone (D)", "neutral": "neutral zone (N)"}
SIDE_WORDS = {"home": "home (H)", "away": "away (A)"}


def _words(word: str) -> str:
    return word.replace("-", " ")


def _a(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def ccg_symbol(symbol) -> str:
    colour = f"{symbol.color.capitalize()} " if symbol.color else ""
    kind = symbol.kind
    if kind == "number":
        modifier = f"{symbol.modifier:+d}" if symbol.modifier else ""
        return f"{colour}area number {symbol.area}{modifier}"
    if kind == "zone":
        return f"{colour}{ZONE_WORDS.get(symbol.zone, 'zone')}"
    if kind == "affiliation":
        return f"{colour}{SIDE_WORDS.get(symbol.side, 'side')}"
    if kind == "fight-good":
        return f"good fight {symbol.number} (FG{symbol.number})"
    if kind == "fight-bad":
        return f"bad fight {symbol.number} (FB{symbol.number})"
    return f"{colour}{SYMBOL_WORDS.get(kind, _words(kind))}"


def ccg_lines(card, specials: dict[str, tuple[str, str]]) -> list[str]:
    """A Breakaway: CCG card, one line per thing it does."""
    lines = [f"{color.capitalize()} ability: the puck may move along {_a(color)} {color} arrow." for color in card.colors]
    if card.actions:
        names = ", ".join(_words(a).capitalize() for a in card.actions)
        lines.append(f"Action{'s' if len(card.actions) > 1 else ''}: {names}.")
    for special in card.specials:
        title, text = specials.get(special, (_words(special).title(), ""))
        lines.append(f"{title}: {text}" if text else f"{title}.")
    if card.symbols:
        lines.append("Symbols: " + ", ".join(ccg_symbol(s) for s in card.symbols) + ".")
    if card.suit_circle is not None:
        number, color = card.suit_circle
        lines.append(f"Suit circle: {number:+d} {color}." if number else f"Suit circle: 0 {color}.")
    if card.restriction:
        n = card.max_copies
        lines.append(f"Restricted {card.restriction}: at most {n} in a deck.")
    if not lines:
        lines.append("No ability, action or special.")
    return lines


def hull_breach_lines(card) -> list[str]:
    """A Hull Breach! card: its text, then what it gains each Logistics Phase and what it carries."""
    lines = [card.text] if card.text else []
    gains = [f"+{n} {what}" for n, what in zip(card.gain, ("Resource", "Currency"), strict=True) if n]
    if gains:
        lines.append(f"Each Logistics Phase: {' and '.join(gains)}.")
    marines, fighters = card.capacity
    if marines or fighters:
        room = [f"{marines} Marine{'s' if marines != 1 else ''}" if marines else "",
                f"{fighters} Fighter Wing{'s' if fighters != 1 else ''}" if fighters else ""]
        lines.append("Carries " + " and ".join(r for r in room if r) + ".")
    return lines


def full_text(card: CatalogCard) -> str:
    """Everything the card's data says it does, in lines."""
    game_card = card.card
    if card.game == "breakaway-ccg" and game_card is not None and hasattr(game_card, "specials"):
        from tabletop.games.breakaway_ccg.cards import card_set

        return "\n".join(ccg_lines(game_card, card_set().specials_text))
    if card.game == "hull-breach" and game_card is not None and hasattr(game_card, "capacity"):
        return "\n".join(hull_breach_lines(game_card))
    return card.text
