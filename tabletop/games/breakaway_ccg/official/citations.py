"""How the official rules' refusals name their section (Part 2 headings)."""

from __future__ import annotations

from tabletop.games.breakaway_ccg.citations import BOOK

PART = "Official rules"


def rule(section: str) -> str:
    return f"{BOOK}, {PART} — {section}"


SETUP, PHASES, STOPPAGE_R, CHALLENGES, FACEOFFS = "Game Setup", "Phases of a Turn", "Stoppage", "Challenges", "Face-offs"


SCORING, SPECIAL, MOMENTUM, FINAL = "How to Score a Goal", "Special Card Plays", "Momentum Tokens", "Final Minute"


ACTIONS_R, ABILITIES = "Actions", "Abilities"
