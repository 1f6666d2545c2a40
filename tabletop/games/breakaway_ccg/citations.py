"""How refusals name the rule they enforce: the book, the part and the section heading."""

from __future__ import annotations

BOOK = "Breakaway: CCG"
BEGINNER = "Beginner rules"

# Part 1 section headings (and the named paragraphs inside "Gameplay").
SETUP = "Setup"
FACEOFF = "Face-off"
TURNS = "Taking Turns"
DOUBLES = "Doubles Rule"
CONTROL = "Control"
SCORING = "Scoring a Goal"
WINNING = "Winning"


def rule(section: str, part: str = BEGINNER) -> str:
    return f"{BOOK}, {part} — {section}"
