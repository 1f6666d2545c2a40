"""Breakaway: CCG, Part 2 "Game Cards Explained" and "Card Effects: Ignore & Cancelled" (hand-off from the
official-flow tests): a card's number, and which cards count as Cancelled (ruling O20)."""

from __future__ import annotations

from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.official_flow import Effect
from tests.games.breakaway_ccg.helpers_flow import CAP0, GOAL0, R0, R0S, r
from tests.games.breakaway_ccg.support import T, official


def test_cancelled_and_injured_cards_are_cancelled():
    """Card Effects: Cancelled (O20); an injury cancels the card for the game."""
    assert fl.cancelled(official(effects=()), R0) is False
    assert fl.cancelled(official(effects=(Effect("cancelled", 0, "game", card=R0),)), R0)
    assert fl.cancelled(official(effects=(Effect("injured", 0, "game", card=R0),)), R0)
    assert not fl.cancelled(official(effects=(Effect("injured", 0, "game", card=R0S),)), R0)
    assert not fl.cancelled(official(effects=(Effect("icing-hand", 0, "game", card=R0),)), R0)


def test_a_cards_number_is_its_printed_number_or_none():
    assert fl.number(T, CAP0) == 8 and fl.number(T, R0) == 0
    assert fl.number(T, r(0, "goalie-g-helmet")) is None and fl.number(T, GOAL0) is None
