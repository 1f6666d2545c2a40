"""Small helpers for the sentences engines write: the article that fits the next word's sound.

A card name, colour or score is filled into a sentence at run time, so "a" or "an" cannot be
written into the template: "an Enforcer", "an Orange X" and "an 8-8 tie" but "a Sniper",
"a unit" and "a 2-2 tie".
"""

from __future__ import annotations

import re

#: Words said with a vowel sound though they start with a consonant letter, and the reverse.
_VOWEL_SOUND = ("hour", "honest", "honour", "heir")
_CONSONANT_SOUND = ("one", "once", "uni", "use", "usu", "ute", "euro", "ewe")


def article(word: str) -> str:
    """"an" before a vowel sound ("end", "Orange", "8-8", "11-9"), otherwise "a"."""
    lower = word.strip().lower()
    if not lower:
        return "a"
    if lower[0].isdigit():
        digits = re.match(r"\d+", lower).group()
        # eight, eighty..., eleven, eighteen (and their thousands: 11,000 is written 11000 here)
        return "an" if digits[0] == "8" or (len(digits) in (2, 5) and digits[:2] in ("11", "18")) else "a"
    if lower.startswith(_VOWEL_SOUND):
        return "an"
    if lower.startswith(_CONSONANT_SOUND):
        return "a"
    return "an" if lower[0] in "aeiou" else "a"


def with_article(word: str, capital: bool = False) -> str:
    """``word`` after the article that fits it: "an Enforcer"; ``capital`` starts a sentence."""
    said = article(word)
    return f"{said[0].upper() + said[1:] if capital else said} {word}"
