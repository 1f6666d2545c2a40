"""Breakaway: CCG, the rink's numbered areas (Part 2, "Game Components: Zones & Areas"; hand-off from the
official-flow tests): an area number is read in the end zone a side defends."""

from __future__ import annotations

from tabletop.games.breakaway_ccg import official_flow as fl
from tests.games.breakaway_ccg.support import T


def test_an_area_number_is_read_in_the_end_a_side_defends():
    assert fl.area_numbered(T, 0, 9) == "nw9" and fl.area_numbered(T, 1, 9) == "ne9"
    assert fl.area_numbered(T, 0, 3) == "w3" and fl.area_numbered(T, 1, 7) == "e7"
