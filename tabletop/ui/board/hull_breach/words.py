"""What the Hull Breach! table says in words: the traits explained, phases and engagement steps
named, a card's whole print for the hover preview, and the trait an action uses.

The trait lines are our own short summaries of the book's section 3.0, each naming its section,
so a player can check the book; they describe, they never decide (the engine does).
"""

from __future__ import annotations

from tabletop.games.hull_breach.cards import Card, label
from tabletop.games.hull_breach.state import Figures

#: One line per trait (book 3.3 active, 3.4 passive), in our own words.
TRAIT_HELP = {
    "interceptor": "Active, +X: when defending at home, fires X extra dice at the attackers before they "
                   "fire (3.3.1).",
    "jammer": "Active, +X: instead of firing, takes X off one local opposing ship's attack; Interceptor "
              "fire may not target it (3.3.2).",
    "overload": "Active, +X: once an engagement, instead of its usual volley, rolls X dice at one target "
                "(3.3.3).",
    "repair": "Active, +X: instead of firing, removes X of its own wounds (3.3.4).",
    "target-painter": "Active, +X: instead of firing, marks one local opposing ship; your units add X to "
                      "their dice against it (3.3.5).",
    "alpha-strike": "Passive: its first volley of an engagement adds 3 to every die (3.4.1).",
    "annihilate": "Passive: a natural 10 deals 3 wounds; two natural 10s in one volley destroy the target "
                  "outright (3.4.2).",
    "escort": "Passive: in the Escort step it may cancel one opposing boarding action (3.4.3).",
    "face-up-face-down": "Passive: deployed face down and free on a large ship; flips face up when its "
                         "trigger happens (3.4.4).",
    "fearless": "Passive: once an engagement, at any time, it may swap its attack and defense (3.4.5).",
    "hunter": "Passive: ignores Stealth when firing at or boarding a ship (3.4.6).",
    "micro-fold": "Passive: its Marines may board or move without a ship; a roll of 1 or 10 loses them "
                  "(3.4.7).",
    "regimented": "Passive: when deployed, takes Marines or Fighter Wings aboard free from the shipyard "
                  "(3.4.8).",
    "resistant": "Passive: ignores wounds dealt by cards rather than dice, and Annihilate's extra wounds "
                 "(3.4.9).",
    "stealth": "Passive: dice fired at it lose 5 (a natural 10 still hits) and it cannot be boarded, "
               "except by Hunters (3.4.10).",
    "stoic": "Passive: destroyed by volley fire, it fires one last volley before it goes (3.4.11).",
    "unique": "Passive: a commander may have only one copy of it deployed at a time (3.4.12).",
}

PHASE_NAMES = {"setup": "Set-up turn", "logistics": "Logistics", "manufacturing": "Manufacturing",
               "engagement": "Engagement", "discard": "Discard", "over": "Game over"}

#: The engagement's steps (book 6.6) with their numbers; "fleet" comes before step 1.
STEP_WORDS = {
    "fleet": (0, "choosing the attacking fleet"),
    "start": (1, "start-of-engagement cards"),
    "intercept": (2, "Interceptor fire"),
    "attack": (3, "the attackers volley"),
    "attack-board": (4, "the attackers declare boarding"),
    "defend": (5, "the defenders volley"),
    "defend-board": (6, "the defenders declare boarding"),
    "escort": (7, "Escorts cancel boards"),
    "boarding": (8, "boarding actions"),
}

#: What each decision kind is, for the plates ("Ana · deciding: ...").
DECISION_WORDS = {"setup": "the set-up turn", "regiment": "taking Regimented units aboard",
                  "search": "searching the shipyard", "spoils": "taking the spoils of war",
                  "logistics": "Logistics", "manufacturing": "Manufacturing",
                  "engagement": "to attack or not", "discard": "discarding",
                  "flip": "flipping a module", "face-down": "modules face down"}

#: The active trait each trait action uses (its +X is shown on the button).
TRAIT_ACTIONS = {"overload": "overload", "jam": "jammer", "paint": "target-painter", "repair": "repair"}


def figures(card: Card) -> list[tuple[str, int]]:
    """The printed attack, defense and wounds the card has, by name (book 1.0)."""
    return [(word, value) for word, value in (("attack", card.attack), ("defense", card.defense),
                                              ("wounds", card.wounds)) if value is not None]


def figure_words(now: Figures | None) -> list[str]:
    """The figures now in words, each changed one with its print: ["attack 6 (printed 5)",
    "defense 7", "wounds 3, 2 left"]; a Module - Station's defense is named as its station's."""
    if now is None:
        return []
    out = []
    for word, value, printed in (("attack", now.attack, now.printed_attack),
                                 ("defense", now.defense, now.printed_defense),
                                 ("wounds", now.wounds, now.printed_wounds)):
        if value is None:
            continue
        text = f"{word} {value}"
        if word == "defense" and printed is None:
            text += " (the station's pooled defense)"
        elif printed is not None and printed != value:
            text += f" (printed {printed})"
        if word == "wounds" and now.left is not None and now.left != value:
            text += f", {now.left} left"
        out.append(text)
    return out


def step_line(step: str) -> str:
    """'Step 3 of 9: the attackers volley' (or the fleet being chosen, before step 1)."""
    number, words = STEP_WORDS.get(step, (0, step))
    return f"Step {number} of 9: {words}" if number else words[0].upper() + words[1:]


def trait_lines(card: Card) -> list[str]:
    """Each printed trait with its explanation."""
    lines = []
    for (name, _value), shown in zip(card.traits, card.trait_labels, strict=True):
        lines.append(f"{shown}: {TRAIT_HELP.get(name, '')}".rstrip(": "))
    return lines


def card_text(card: Card, wounds: int = 0, now: Figures | None = None) -> str:
    """Everything printed on the card, in words, with its traits explained (the hover preview),
    and, for a unit in play, its figures now when they are not the printed ones."""
    lines = [f"{card.name} · {card.type_line}"]
    if card.type != "station" or card.cost != (0, 0):
        lines.append(f"Cost {card.cost[0]} Resource, {card.cost[1]} Currency")
    if card.gain != (0, 0):
        lines.append(f"Gains {card.gain[0]} Resource, {card.gain[1]} Currency each Logistics phase")
    printed = [f"{word} {value}" + (" dice" if word == "attack" else f" ({wounds} taken)" if word == "wounds"
                                     and wounds else "") for word, value in figures(card)]
    if printed:
        lines.append(", ".join(printed).capitalize())
    if now is not None and (now.changed() or now.printed_defense is None and now.defense is not None):
        lines.append("Now: " + ", ".join(figure_words(now)))
    if card.is_station_module:
        lines.append("Defense: its station's, shared by the station and all its modules (6.9)")
    if card.capacity != (0, 0):
        lines.append(f"Holds {card.capacity[0]} Marines, {card.capacity[1]} Fighter Wings")
    if card.uses != (0, 0):
        lines.append(f"Takes {card.uses[0]} Marine and {card.uses[1]} Fighter Wing room when carried")
    if card.class_size:
        low, high = card.class_size
        size = " to ".join(label(s) for s in (low, high) if s)
        lines.append(f"Only on: {size}" + (" or larger" if low and not high else " or smaller" if high and not low
                                           else ""))
    if card.text:
        lines.append(card.text)
    lines.extend(trait_lines(card))
    return "\n".join(lines)


def trait_button(card: Card, kind: str, describe: str) -> str:
    """A trait action's button: 'Overload +6 this volley: Harpy → Seagull'."""
    trait = TRAIT_ACTIONS.get(kind)
    value = card.trait(trait) if trait else None
    if trait is None or value is None:
        return describe
    rest = describe.split(":", 1)[1].strip() if ":" in describe else describe.split(" ", 1)[-1]
    return f"{label(trait)} +{value} this volley: {rest}" if kind != "repair" else f"Repair +{value}: {rest}"
