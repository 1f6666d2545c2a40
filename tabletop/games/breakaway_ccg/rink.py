"""The Breakaway: CCG rink, read from ``card_data/breakaway_ccg/rink.yaml`` and checked.

Each team is named by the net it defends: ``west`` (seat 0) or ``east`` (seat 1). An area's
number is printed on the board and is the same for both teams; its zone depends on the team
(an end zone is one team's offensive zone and the other's defensive zone). Arrows say where
the puck may move from an area, one area per move. The layout is drawn in
``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tabletop.cards.loader import load_checked, validate
from tabletop.games.breakaway_ccg.cards import CardDataError, data_dir

TEAMS = ("west", "east")            # seat 0 defends the west net, seat 1 the east net
OFFENSIVE, DEFENSIVE, NEUTRAL = "offensive", "defensive", "neutral"
#: The areas of the offensive zone a shot may be taken from (Part 1, "Taking Turns", Shoot).
SHOOTING_NUMBERS = frozenset(range(1, 7))
BEHIND_NET = 7                      # the area behind each net (Icing: areas 5, 6 or 7; ruling B1)
#: Where face-off dots lie (``faceoff_dots`` in rink.yaml), west to east.
DOT_PLACES = ("west-end", "west-neutral", "center", "east-neutral", "east-end")


@dataclass(frozen=True, slots=True)
class Area:
    id: str
    name: str
    number: int
    zone: tuple[str, str]            # the zone to the west team, to the east team
    position: tuple[int, int]        # column, row
    arrows: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Rink:
    areas: tuple[Area, ...]
    by_id: dict[str, Area]
    center: str
    dots: dict[str, tuple[str, ...]]  # place (DOT_PLACES) -> its face-off dots (area ids)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(a.id for a in self.areas)

    def zone(self, area: str, seat: int) -> str:
        return self.by_id[area].zone[seat]

    def end_of(self, seat: int) -> str:
        """The end zone ``seat`` defends: west for seat 0, east for seat 1."""
        return TEAMS[seat]

    def place_of(self, area: str) -> str:
        """The face-off place nearest ``area`` (Part 2, Stoppage: "nearest dot otherwise"): the
        end zone it is in, or the neutral-zone dot on its side of center ice, or center ice."""
        a = self.by_id[area]
        if a.zone[0] != NEUTRAL:
            return "west-end" if a.zone[0] == DEFENSIVE else "east-end"
        middle = self.by_id[self.center].position[0]
        if a.position[0] == middle:
            return "center"
        return "west-neutral" if a.position[0] < middle else "east-neutral"

    def zone_place(self, seat: int, zone: str) -> str:
        """The dot place of ``seat``'s defensive zone, or of the neutral zone by ``seat``'s blue line."""
        side = TEAMS[seat]
        return f"{side}-end" if zone == DEFENSIVE else f"{side}-neutral"

    def forward(self, area: str, seat: int) -> int:
        """How far toward the opponent's net ``area`` lies for ``seat`` (a column, mirrored for the east team)."""
        column = self.by_id[area].position[0]
        return column if seat == 0 else -column

    def can_shoot_from(self, area: str, seat: int) -> bool:
        """Areas 1-6 of the zone that is offensive to ``seat`` (the opponent's end)."""
        a = self.by_id[area]
        return a.zone[seat] == OFFENSIVE and a.number in SHOOTING_NUMBERS


def _fail(where: str, area: str | None, field: str | None, problem: str) -> CardDataError:
    return CardDataError.at(where, area, field, problem, noun="area")


def _rink(data: dict, where: str) -> Rink:
    """Build the rink from schema-checked data, checking what the schema cannot: unique ids, zones
    that agree between the teams, and arrows that lead somewhere and let the puck reach every area."""
    areas: list[Area] = []
    seen: set[str] = set()
    for entry in data["areas"]:
        area_id = entry["id"]
        if area_id in seen:
            raise _fail(where, area_id, "id", "is used by two areas")
        seen.add(area_id)
        pair = (entry["zone"]["west"], entry["zone"]["east"])
        if (pair[0] == NEUTRAL) != (pair[1] == NEUTRAL) or (pair[0] != NEUTRAL and pair[0] == pair[1]):
            raise _fail(where, area_id, "zone", "an end zone is offensive to one team and defensive to the other; "
                                                "the neutral zone is neutral to both")
        column, row = entry["position"]
        areas.append(Area(area_id, entry["name"].strip(), entry["number"], pair, (column, row), tuple(entry["arrows"])))
    by_id = {a.id: a for a in areas}
    for area in areas:
        for target in area.arrows:
            if target not in by_id:
                raise _fail(where, area.id, "arrows", f"points to {target!r}, which is not an area")
            if target == area.id:
                raise _fail(where, area.id, "arrows", "points to the area itself")
    center = data["center"]
    if center not in by_id or by_id[center].number != 9 or by_id[center].zone[0] != NEUTRAL:
        raise _fail(where, None, "center", f"must be a neutral-zone area numbered 9, not {center!r}")
    for seat, team in enumerate(TEAMS):
        numbers = {a.number for a in areas if a.zone[seat] == OFFENSIVE}
        missing = sorted(SHOOTING_NUMBERS - numbers)
        if missing:
            raise _fail(where, None, "areas", f"the {team} team's offensive zone has no area numbered "
                                              f"{', '.join(map(str, missing))}")
    # Every area must be reachable from center ice, or a puck could be stranded.
    reached, frontier = {center}, [center]
    while frontier:
        for target in by_id[frontier.pop()].arrows:
            if target not in reached:
                reached.add(target)
                frontier.append(target)
    stranded = [a.id for a in areas if a.id not in reached]
    if stranded:
        raise _fail(where, stranded[0], "arrows", "cannot be reached from center ice")
    dots = {place: tuple(ids) for place, ids in data["faceoff_dots"].items()}
    for place, ids in dots.items():
        for dot in ids:
            if dot not in by_id:
                raise _fail(where, None, "faceoff_dots", f"{place} names {dot!r}, which is not an area")
    if dots["center"] != (center,):
        raise _fail(where, None, "faceoff_dots", "the center dot must be the center area")
    probe = Rink(tuple(areas), by_id, center, {})
    for place, ids in dots.items():
        if any(probe.place_of(dot) != place for dot in ids):
            raise _fail(where, None, "faceoff_dots", f"every {place} dot must lie in that part of the rink")
    return Rink(tuple(areas), by_id, center, dots)


def parse_rink(data: Any, where: str) -> Rink:
    """For rink data parsed elsewhere (tests, tools): the schema first, as ``load_rink`` does."""
    return _rink(validate(data, "ccg-rink", where), where)


def load_rink(path: str | Path) -> Rink:
    path = Path(path)
    return _rink(load_checked(path, "ccg-rink"), str(path))


@lru_cache(maxsize=1)
def rink() -> Rink:
    return load_rink(data_dir() / "rink.yaml")
