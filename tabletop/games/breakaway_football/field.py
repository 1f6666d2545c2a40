"""The field in five-yard lines, and the Game Day deck as a draw pile.

A ball position is the number of yard lines from the offense's own goal line (0-20).
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.engine import chance
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_football.state import FIRST_DOWN_LINES, GOAL, FootballState

BOOK = "Breakaway Football"


def rule(section: str) -> str:
    return f"{BOOK}, {section}"


def next_target(ball: int) -> int:
    """The first-down line an offense at ``ball`` plays for: the next line beyond the ball,
    the goal line once inside the opponent's 20 (First Downs; ruling R12)."""
    for line in FIRST_DOWN_LINES:
        if line > ball:
            return line
    return GOAL


def spot_text(ball: int) -> str:
    yards = ball * 5
    if ball <= 0:
        return "their own goal line"
    if ball >= GOAL:
        return "the goal line"
    if yards < 50:
        return f"their own {yards}"
    if yards == 50:
        return "midfield"
    return f"the opponent's {100 - yards}"


def team_spot_text(ball: int, offense: str, defense: str) -> str:
    """``spot_text`` with the teams named, for a sentence that names both (a penalty on the
    defense: "their own 45" would read as the penalized team's)."""
    text = spot_text(ball)
    if text.startswith("their own"):
        return f"{offense}'s own" + text[len("their own"):]
    if text.startswith("the opponent's"):
        return f"{defense}'s" + text[len("the opponent's"):]
    return text


def down_text(state: FootballState) -> str:
    return _down_text(state.down, state.target, state.ball)


@lru_cache(maxsize=1024)
def _down_text(down: int, target: int, ball: int) -> str:
    """"2nd and 10 at their own 35": every prompt and drive line asks for it, from three small numbers."""
    nth = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}.get(down, f"{down}th")
    togo = "goal" if target >= GOAL else str((target - ball) * 5)
    return f"{nth} and {togo} at {spot_text(ball)}"


def field_goal_distance(ball: int) -> int:
    """Kick distance by ball placement: opponent's 5-15 -> 1-3, 20 -> 4 ... 45 -> 9."""
    return GOAL - ball


#: Field goals are tried from the opponent's 45 or closer: the book's table ends there (R20).
MAX_FIELD_GOAL = 9


def restricted(play_type: str, ball: int) -> bool:
    """Penalties Near the Goal Line: Long Pass on the opponent's 5, 10, 15; Medium Pass on the 5."""
    if play_type == "long_pass":
        return ball >= GOAL - 3
    if play_type == "medium_pass":
        return ball >= GOAL - 1
    return False


def penalty_spot(ball: int, lines: int) -> int:
    """Penalties never score: they stop at the 5 at either end (ruling R9)."""
    return min(GOAL - 1, max(1, ball + lines))


#: Hail Mary (ruling R24): one Game Day card is read, at its field-goal value. The book's own
#: field-goal chart gives the top value, 9, 5% of the time: the book's Hail Mary rate.
HAIL_MARY_COMPLETE = 9
#: A value that misses every kick (0) is the interception the book pictures.
HAIL_MARY_INTERCEPTED = 0


def hail_mary_result(field_goal: int) -> str:
    """What a Game Day card's field-goal value means for a Hail Mary (ruling R24)."""
    if field_goal >= HAIL_MARY_COMPLETE:
        return "complete"
    if field_goal <= HAIL_MARY_INTERCEPTED:
        return "interception"
    return "incomplete"


#: Kickoffs/Kick Returns table: offense breakaway value -> receiving team's line.
KICK_RETURN_SPOT = {-1: 5, 0: 5, 1: 3, 2: 6, 3: 9}


def draw(state: FootballState, events: list[Event], keep: str = "") -> tuple[FootballState, str]:
    """Turn over the top Game Day card. An empty deck is reshuffled from the used cards,
    except ``keep`` (the card already in play), which stays face up (ruling R3)."""
    deck, used, counter = state.deck, state.used, state.chance
    if not deck:
        pool = tuple(c for c in used if c != keep)
        deck = chance.shuffled(state.seed, counter, pool)
        used = tuple(c for c in used if c == keep)
        counter += 1
        events.append(Event("reshuffle", "The Game Day deck is used up: the discards are reshuffled.",
                            {}, chance=True, irreversible=True))
    card = deck[0]
    return evolve(state, deck=deck[1:], used=used + (card,), chance=counter), card
