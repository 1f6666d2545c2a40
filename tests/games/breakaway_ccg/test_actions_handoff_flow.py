"""Breakaway: CCG, Part 2 "Actions: Body-Check" (hand-off from the official-flow tests): the card takes
the puck where it lies."""

from __future__ import annotations

from tabletop.games.breakaway_ccg import official_flow as fl
from tests.games.breakaway_ccg.helpers_flow import log, run, used


def test_body_check_takes_the_puck():
    new, events = run(fl.body_check, used(puck="c9", control=1))
    assert log(events) == [
        (
            "body-check",
            "Player 1 body-checks and takes the puck in center ice (9).",
            {"seat": 0, "area": "c9"},
        )
    ]
    assert new.control == 0 and new.action_used
