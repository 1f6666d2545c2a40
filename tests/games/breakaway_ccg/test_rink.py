"""Breakaway: CCG, the board's areas (Part 2, "Game Components": Zones & Areas; the face-off dots
of "Stoppage": Reset Puck; the areas and arrows the turn's puck moves follow).

These tests read ``rink.yaml`` afresh (not the copy the registered game loaded at start-up) and
compare what comes out with an independent reading of the same data, and pin each refusal of a bad
rink by its exact words.

Book: Part 1, Face-off (center ice is area 9) and Taking Turns / Scoring a Goal (a shot is taken
from areas 1-6 of the end a team attacks); Part 2, Game Components: Zones & Areas (an end zone is
one team's offensive zone and the other's defensive zone, the neutral zone is neither) and
Stoppage: Reset Puck (the face-off goes to the nearest dot). Rulings B1 (the authored board) and
O7 (the face-off dots).
"""

from __future__ import annotations

import copy
import json

import pytest

from tabletop import safe_yaml
from tabletop.games.breakaway_ccg.cards import CardDataError, card_set
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.rink import DEFENSIVE, NEUTRAL, OFFENSIVE, Area, load_rink, parse_rink, rink
from tabletop.games.breakaway_ccg.tables import Tables
from tabletop.paths import card_data_dir
from tests.games.breakaway_ccg.support import T

FILE = card_data_dir() / "breakaway_ccg" / "rink.yaml"


RINK = card_data_dir() / "breakaway_ccg" / "rink.yaml"


def raw():
    return copy.deepcopy(safe_yaml.load_file(FILE))


def area(data, area_id):
    return next(a for a in data["areas"] if a["id"] == area_id)


def test_a_fresh_load_gives_every_area_as_the_file_describes_it():
    """Ruling B1: 21 areas, each with its number, its zone to each team, its place and arrows;
    center ice c9; the face-off dots of ruling O7."""
    data = raw()
    expected = tuple(Area(a["id"], a["name"].strip(), a["number"], (a["zone"]["west"], a["zone"]["east"]),
                          tuple(a["position"]), tuple(a["arrows"])) for a in data["areas"])
    board = load_rink(FILE)
    assert board == load_rink(str(FILE)) == rink()
    assert board.areas == expected and len(board.areas) == 21
    assert board.by_id == {a.id: a for a in expected}
    assert board.ids == tuple(a.id for a in expected)
    assert board.center == "c9"
    assert board.dots == {"center": ("c9",), "west-end": ("w1", "w2"), "west-neutral": ("nw9",),
                          "east-neutral": ("ne9",), "east-end": ("e1", "e2")}
    assert board.by_id["e3"] == Area("e3", "east end, high slot", 3, (OFFENSIVE, DEFENSIVE), (8, 1),
                                     ("e8", "e0", "e1", "e2", "e4"))
    assert parse_rink(raw(), "rink.yaml") == board


def test_an_area_name_is_read_without_surrounding_spaces():
    """Part 2, "Game Components": Zones & Areas."""
    data = raw()
    area(data, "w7")["name"] = "  behind the west net  "
    assert parse_rink(data, "rink.yaml").by_id["w7"].name == "behind the west net"


def test_zones_ends_and_shooting_areas_for_each_team():
    """Zones & Areas: the west end is seat 0's defensive zone and seat 1's offensive zone; a team
    shoots from areas 1-6 of its offensive zone only (not 0, 7 or 8 there, nor anywhere else)."""
    board = rink()
    assert (board.zone("w3", 0), board.zone("w3", 1), board.zone("c9", 0)) == (DEFENSIVE, OFFENSIVE, NEUTRAL)
    assert (board.end_of(0), board.end_of(1)) == ("west", "east")
    for seat, end in ((0, "e"), (1, "w")):
        shooting = {a for a in board.ids if board.can_shoot_from(a, seat)}
        assert shooting == {f"{end}{n}" for n in range(1, 7)}
    assert not board.can_shoot_from("e7", 0) and not board.can_shoot_from("e0", 0)
    assert not board.can_shoot_from("w3", 0) and board.can_shoot_from("w3", 1)


def test_forward_is_mirrored_for_the_east_team():
    """Face-offs, Win Result (no further forward than the dot): seat 0 attacks east, seat 1 west."""
    board = rink()
    assert [board.forward(a, 0) for a in ("w7", "c9", "e7")] == [0, 5, 10]
    assert [board.forward(a, 1) for a in ("w7", "c9", "e7")] == [0, -5, -10]


def test_the_nearest_face_off_place_of_every_area():
    """Stoppage: Reset Puck, the nearest dot (ruling O7): an end zone's own circles, the neutral
    dot on the puck's side of center ice, or center ice itself."""
    board = rink()
    places = {a: board.place_of(a) for a in board.ids}
    assert {a for a, p in places.items() if p == "west-end"} == {a for a in board.ids if a[0] == "w"}
    assert {a for a, p in places.items() if p == "east-end"} == {a for a in board.ids if a[0] == "e"}
    assert (places["nw9"], places["c9"], places["ne9"]) == ("west-neutral", "center", "east-neutral")


def test_the_dot_place_of_a_seats_defensive_zone_and_blue_line():
    """Stoppage: Icing (the offender's defensive zone) and Offside (by the offender's blue line)."""
    board = rink()
    assert board.zone_place(0, DEFENSIVE) == "west-end" and board.zone_place(1, DEFENSIVE) == "east-end"
    assert board.zone_place(0, NEUTRAL) == "west-neutral" and board.zone_place(1, NEUTRAL) == "east-neutral"


ZONE_WORDS = ("an end zone is offensive to one team and defensive to the other; the neutral zone is neutral "
              "to both")


def _without(data, target):
    for a in data["areas"]:
        a["arrows"] = [t for t in a["arrows"] if t != target]


def _ninth_in_an_end(data):
    area(data, "w8")["number"] = 9
    data["center"] = "w8"


@pytest.mark.parametrize("change, message", [
    (lambda d: area(d, "w4").update(id="w5"), "rink.yaml, area 'w5', field 'id': is used by two areas"),
    (lambda d: area(d, "w4").update(zone={"west": "defensive", "east": "defensive"}),
     "rink.yaml, area 'w4', field 'zone': " + ZONE_WORDS),
    (lambda d: area(d, "w4").update(zone={"west": "neutral", "east": "offensive"}),
     "rink.yaml, area 'w4', field 'zone': " + ZONE_WORDS),
    (lambda d: area(d, "c9").update(zone={"west": "offensive", "east": "neutral"}),
     "rink.yaml, area 'c9', field 'zone': " + ZONE_WORDS),
    (lambda d: area(d, "w4").update(arrows=["w1", "nowhere"]),
     "rink.yaml, area 'w4', field 'arrows': points to 'nowhere', which is not an area"),
    (lambda d: area(d, "w4").update(arrows=["w1", "w4"]),
     "rink.yaml, area 'w4', field 'arrows': points to the area itself"),
    (lambda d: d.update(center="zz"), "rink.yaml, field 'center': must be a neutral-zone area numbered 9, not 'zz'"),
    (lambda d: d.update(center="w7"), "rink.yaml, field 'center': must be a neutral-zone area numbered 9, not 'w7'"),
    (_ninth_in_an_end, "rink.yaml, field 'center': must be a neutral-zone area numbered 9, not 'w8'"),
    (lambda d: (area(d, "e3").update(number=0), area(d, "e4").update(number=8)),
     "rink.yaml, field 'areas': the west team's offensive zone has no area numbered 3, 4"),
    (lambda d: area(d, "w6").update(number=7),
     "rink.yaml, field 'areas': the east team's offensive zone has no area numbered 6"),
    (lambda d: d["faceoff_dots"].update({"west-end": ["w1", "zz"]}),
     "rink.yaml, field 'faceoff_dots': west-end names 'zz', which is not an area"),
    (lambda d: d["faceoff_dots"].update({"center": ["nw9"]}),
     "rink.yaml, field 'faceoff_dots': the center dot must be the center area"),
    (lambda d: d["faceoff_dots"].update({"east-neutral": ["c9"]}),
     "rink.yaml, field 'faceoff_dots': every east-neutral dot must lie in that part of the rink"),
    (lambda d: d["faceoff_dots"].update({"west-end": ["w1", "e2"]}),
     "rink.yaml, field 'faceoff_dots': every west-end dot must lie in that part of the rink"),
])
def test_a_bad_rink_is_refused_with_its_exact_words(change, message):
    """Ruling B1 and O7: what the schema cannot check, each refusal naming file, area and field."""
    data = raw()
    change(data)
    with pytest.raises(CardDataError) as caught:
        parse_rink(data, "rink.yaml")
    assert str(caught.value) == message


def test_an_area_cut_off_from_center_ice_is_named():
    """Ruling B1: every area is reachable from center ice, or a puck could be stranded there. Here
    the three west-end areas nearest the net are reached only from each other."""
    data = raw()
    for target in ("w7", "w5", "w6"):
        _without(data, target)
    area(data, "w7")["arrows"] = ["w5", "w6"]
    area(data, "w5")["arrows"] = ["w7", "w6"]
    area(data, "w6")["arrows"] = ["w5", "w7"]
    with pytest.raises(CardDataError) as caught:
        parse_rink(data, "rink.yaml")
    assert str(caught.value) == "rink.yaml, area 'w7', field 'arrows': cannot be reached from center ice"


def test_a_rink_reached_through_a_long_path_is_accepted():
    """Reaching an area through several others counts (w7 only from w5, w5 only from w1)."""
    data = raw()
    _without(data, "w7")
    _without(data, "w5")
    area(data, "w1")["arrows"].append("w5")
    area(data, "w5")["arrows"] = ["w7"]
    area(data, "w7")["arrows"] = ["w5"]
    board = parse_rink(data, "rink.yaml")
    assert board.by_id["w7"].arrows == ("w5",)


def test_a_bad_rink_file_on_disk_is_refused_naming_the_file(tmp_path):
    """A user's copy of rink.yaml: its problems name that file."""
    data = raw()
    area(data, "w4")["arrows"] = ["w1", "w4"]
    path = tmp_path / "rink.yaml"
    path.write_text(json.dumps(data), encoding="utf-8")           # JSON is YAML
    with pytest.raises(CardDataError) as caught:
        load_rink(path)
    assert str(caught.value) == f"{path}, area 'w4', field 'arrows': points to the area itself"
    with pytest.raises(CardDataError) as caught:
        load_rink(str(path))
    assert str(caught.value).startswith(f"{path}, area 'w4'")


def test_the_card_tables_hold_the_boards_areas_arrows_names_and_shooting_areas():
    """Zones & Areas; Part 1, Taking Turns: the tables built from the card set and the rink keep the
    board's areas, arrows and names, and Shoot from areas 1-6 of the offensive zone (seat 0 attacks
    east)."""
    board = rink()
    fresh = Tables(card_set(), board)
    assert fresh.rink is board and fresh.cards is card_set()
    assert fresh.areas == board.ids and fresh.area_set == frozenset(board.ids)
    assert fresh.arrows == {a.id: a.arrows for a in board.areas}
    assert fresh.area_name["e3"] == "east end, high slot (3)"
    assert fresh.area_name == {a.id: f"{a.name} ({a.number})" for a in board.areas}
    assert fresh.shooting == (frozenset(f"e{n}" for n in range(1, 7)), frozenset(f"w{n}" for n in range(1, 7)))


def test_an_area_number_is_read_in_the_end_a_side_defends():
    """Part 2, "Game Components": Zones & Areas."""
    assert fl.area_numbered(T, 0, 9) == "nw9" and fl.area_numbered(T, 1, 9) == "ne9"
    assert fl.area_numbered(T, 0, 3) == "w3" and fl.area_numbered(T, 1, 7) == "e7"


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
