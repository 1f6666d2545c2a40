"""Breakaway: CCG, Part 2 "Game Components" (Zones & Areas): the shipped rink as the rules read it.

Center ice is area 9, each team's offensive zone holds areas 0-8 with shots from 1-6, area 7 lies
behind the net and is reached only from 5 and 6, every arrow can be followed back, and the rink's
face-off dots give each area its nearest place (Stoppage; ruling O7).
"""

from __future__ import annotations

from tabletop.games.breakaway_ccg.rink import OFFENSIVE, load_rink, rink
from tabletop.paths import card_data_dir

RINK = card_data_dir() / "breakaway_ccg" / "rink.yaml"


def test_the_rink_has_center_ice_and_areas_1_to_6_in_each_end():
    """Zones & Areas: center ice is area 9; each side's offensive zone is areas 0-8, shots come from 1-6,
    area 7 behind the net is reached only from 5 and 6, and the neutral zone is area 9 alone."""
    board = load_rink(RINK)
    assert board.center == "c9" and board.by_id["c9"].number == 9
    for seat, end in ((0, "e"), (1, "w")):
        offensive = {a.number for a in board.areas if a.zone[seat] == OFFENSIVE}
        assert offensive == set(range(9))
        assert {a.id for a in board.areas if board.can_shoot_from(a.id, seat)} == {f"{end}{n}" for n in range(1, 7)}
    # 5 and 6 flank the net, 7 is behind it and reached only from them.
    assert set(board.by_id["e7"].arrows) == {"e5", "e6"}
    assert {a.number for a in board.areas if a.zone[0] == "neutral"} == {9}


def test_every_arrow_has_a_way_back():
    """Zones & Areas: the puck can go back along every arrow it can follow."""
    board = rink()
    for area in board.areas:
        for target in area.arrows:
            assert area.id in board.by_id[target].arrows


def test_the_rink_has_its_faceoff_dots_and_the_nearest_place_of_every_area():
    """Part 2, Stoppage: the nearest dot; rink.yaml's dots (ruling O7)."""
    board = rink()
    assert board.dots == {"center": ("c9",), "west-end": ("w1", "w2"), "west-neutral": ("nw9",),
                          "east-neutral": ("ne9",), "east-end": ("e1", "e2")}
    assert {board.place_of(a) for a in board.ids if a.startswith("w")} == {"west-end"}
    assert (board.place_of("nw9"), board.place_of("c9"), board.place_of("ne9")) == ("west-neutral", "center",
                                                                                     "east-neutral")
