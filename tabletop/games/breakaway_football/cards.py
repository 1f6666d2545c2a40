"""Breakaway Football card data: the four team decks and the Game Day deck, read and checked.

The book prints no card values, so every value in ``card_data/breakaway_football/`` is
authored (``source: authored``) and calibrated to the probabilities the book states; the
calibration is recorded in ``docs/rulings/breakaway-football.md`` and proved by a test.
A malformed file is refused with a message naming the file, the card and the field: first by
``card_data/schema/football-*.schema.json`` (the words, ranges and fields allowed), then here for
what a schema cannot say (rules across a card's fields, unique ids, card counts).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tabletop.cards.loader import CardFileError, load_checked, validate
from tabletop.games.breakaway_football.field import hail_mary_result
from tabletop.paths import card_data_dir

RUN_TYPES = frozenset(("inside_run", "outside_run"))
PLAY_LABELS = {"inside_run": "Inside Run", "outside_run": "Outside Run", "short_pass": "Short Pass",
               "medium_pass": "Medium Pass", "long_pass": "Long Pass"}
#: Minimum Gain = 1: the plays that always gain one line before the Game Day card (ruling R6).
MINIMUM_GAIN_TYPES = frozenset(("inside_run", "short_pass"))
TEAM_FILES = ("team_maulers.yaml", "team_pharaohs.yaml", "team_lightning.yaml", "team_fire.yaml")
OFFENSE_CARDS, DEFENSE_CARDS, GAME_DAY_CARDS = 15, 10, 54


#: A card file that does not describe a valid deck: the loader's error, for the schema's
#: problems and for the ones checked here alike.
CardDataError = CardFileError


@dataclass(frozen=True, slots=True)
class OffensePlay:
    type: str
    strength: int
    low_percentage: bool

    @property
    def kind(self) -> str:
        return "run" if self.type in RUN_TYPES else "pass"

    @property
    def label(self) -> str:
        mark = " (low %)" if self.low_percentage else ""
        return f"{PLAY_LABELS[self.type]} {self.strength}{mark}"


@dataclass(frozen=True, slots=True)
class OffenseCard:
    id: str
    team: str
    plays: tuple[OffensePlay, OffensePlay]   # end "a" and end "b"

    def play(self, end: str) -> OffensePlay:
        return self.plays[0 if end == "a" else 1]

    @property
    def label(self) -> str:
        return f"{self.plays[0].label} / {self.plays[1].label}"


@dataclass(frozen=True, slots=True)
class Formation:
    """One end of a defense card: the formation that counts when that end touches the board."""

    name: str
    run: int
    pass_: int
    wins_vs: frozenset[str]
    loses_to: frozenset[str]
    prevent: bool

    def strength(self, kind: str) -> int:
        return self.run if kind == "run" else self.pass_

    @property
    def label(self) -> str:
        return f"{self.name} (run {self.run}, pass {self.pass_})"


@dataclass(frozen=True, slots=True)
class DefenseCard:
    """A defense card has a formation at each end, like an offense card's two plays, so a
    defense audible (turning the card, Audibles) changes the call (ruling R5)."""

    id: str
    team: str
    ends: tuple[Formation, Formation]   # end "a" (the file's own fields) and end "b" (``turned``)

    def end(self, end: str) -> Formation:
        return self.ends[0 if end == "a" else 1]

    @property
    def formation(self) -> str:
        """The card's name: both formations, end "a" first."""
        return f"{self.ends[0].name} / {self.ends[1].name}"

    @property
    def label(self) -> str:
        return f"{self.ends[0].label} / {self.ends[1].label}"


@dataclass(frozen=True, slots=True)
class Penalty:
    name: str
    on: str            # "offense" or "defense": the side that fouled
    lines: int         # yard lines for the offense (negative moves it back)
    declinable: bool
    first_down: bool


@dataclass(frozen=True, slots=True)
class PlayEvent:
    team: str          # whose player makes the event (offense or defense)
    kind: str          # run or pass: the event only matches that kind of offense play
    effect: str        # gain, fumble, interception or penalty
    value: int
    color: str         # green / red for pass gains, "" otherwise
    penalty: Penalty | None
    text: str

    @property
    def label(self) -> str:
        if self.effect == "gain":
            sign = f"{self.value:+d}"
            tint = f", {self.color}" if self.color else ""
            return f"{self.team.title()} {self.kind}: {sign}{tint} ({self.text})"
        if self.effect == "penalty" and self.penalty:
            p = self.penalty
            return f"Penalty on {p.on}, {self.kind}: {p.name} {p.lines:+d}"
        return f"{self.team.title()} {self.kind}: {self.text}"


@dataclass(frozen=True, slots=True)
class GameDayCard:
    id: str
    event: PlayEvent
    offense_breakaway: int | str     # -1..3, "TD" or "F"
    defense_breakaway: int | str     # 0 or less, or "TO"
    field_goal: int
    punt: int
    blocked_punt: bool
    hail_mary: str                   # repeats what field_goal means for a Hail Mary (R24)

    @property
    def label(self) -> str:
        return (f"{self.id}: {self.event.label}; offense breakaway {self.offense_breakaway}, defense "
                f"breakaway {self.defense_breakaway}, field goal {self.field_goal}, punt {self.punt}"
                f"{', BLOCKED' if self.blocked_punt else ''}")


@dataclass(frozen=True, slots=True)
class Team:
    code: str
    name: str
    character: str
    summary: str
    solo: dict[str, Any]
    offense: tuple[OffenseCard, ...]
    defense: tuple[DefenseCard, ...]


@dataclass(frozen=True, slots=True)
class CardSet:
    teams: dict[str, Team]           # by code, in file order
    game_day: tuple[GameDayCard, ...]


# ----- reading --------------------------------------------------------------------------
class _Where:
    def __init__(self, path: Path | str):
        self.file = Path(path).name

    def fail(self, card: str | None, field: str, problem: str) -> CardDataError:
        where = f"{self.file}" + (f", card {card}" if card else "") + f", field '{field}'"
        return CardDataError(f"{where}: {problem}")


def _formation(where: _Where, cid: str, raw: dict, prefix: str) -> Formation:
    wins, loses = frozenset(raw["wins_vs"]), frozenset(raw["loses_to"])
    if wins & loses:
        raise where.fail(cid, f"{prefix}loses_to", "a play type cannot be in both 'wins_vs' and 'loses_to'")
    return Formation(raw["formation"], raw["run"], raw["pass"], wins, loses, raw.get("prevent", False))


# The builders below take schema-checked data and check what the schema cannot: rules across
# the fields of a card, unique ids, the number of cards and the team's id prefix.
def _team(data: dict, path: Path | str) -> Team:
    where = _Where(path)
    team = data["team"]
    code = team["code"]
    offense: list[OffenseCard] = []
    seen: set[str] = set()
    for raw in data["offense"]:
        cid = raw["id"]
        if cid in seen:
            raise where.fail(cid, "id", "is used twice")
        seen.add(cid)
        plays = []
        for i, p in enumerate(raw["plays"]):
            low = p.get("low_percentage", False)
            if low and p["type"] in RUN_TYPES:
                raise where.fail(cid, f"plays[{i}].low_percentage", "only a pass can be low-percentage")
            plays.append(OffensePlay(p["type"], p["strength"], low))
        offense.append(OffenseCard(cid, code, (plays[0], plays[1])))
    if len(offense) != OFFENSE_CARDS:
        raise where.fail(None, "offense", f"a team deck has {OFFENSE_CARDS} offense cards, not {len(offense)}")

    defense: list[DefenseCard] = []
    for raw in data["defense"]:
        cid = raw["id"]
        if cid in seen:
            raise where.fail(cid, "id", "is used twice")
        seen.add(cid)
        if "turned" not in raw:
            # The schema says so too; a card built without the schema (parse_team) is checked here.
            raise where.fail(cid, "turned", "is missing (a defense card has a formation at each end: Audibles, "
                             "ruling R5)")
        ends = (_formation(where, cid, raw, ""), _formation(where, cid, raw["turned"], "turned."))
        defense.append(DefenseCard(cid, code, (ends[0], ends[1])))
    if len(defense) != DEFENSE_CARDS:
        raise where.fail(None, "defense", f"a team deck has {DEFENSE_CARDS} defense cards, not {len(defense)}")
    for card in offense + defense:
        if not card.id.startswith(code + "-"):
            raise where.fail(card.id, "id", f"card ids of this team start with '{code}-'")
    return Team(code, team["name"], team["character"], team["summary"], dict(team["solo"]), tuple(offense),
                tuple(defense))


def parse_team(data: Any, path: Path | str = "team.yaml") -> Team:
    return _team(validate(data, "football-team", str(path)), path)


def _event(where: _Where, cid: str, e: dict) -> PlayEvent:
    """Which fields an event needs depends on its effect and kind (the schema lists them all as optional)."""
    kind, effect = e["kind"], e["effect"]
    value, color, penalty = 0, "", None
    if effect == "gain":
        if "value" not in e:
            raise where.fail(cid, "event.value", "is missing (a gain event moves the ball)")
        value = e["value"]
        if kind == "pass":
            if "color" not in e:
                raise where.fail(cid, "event.color", "is missing (pass events are printed green or red)")
            color = e["color"]
        elif "color" in e:
            raise where.fail(cid, "event.color", "only pass events are printed green or red")
    if effect == "fumble" and kind != "run":
        raise where.fail(cid, "event.kind", "a fumble event belongs to run plays")
    if effect == "interception" and kind != "pass":
        raise where.fail(cid, "event.kind", "an interception event belongs to pass plays")
    if effect == "penalty":
        if "penalty" not in e:
            raise where.fail(cid, "event.penalty", "is missing (a penalty event names its penalty)")
        p = e["penalty"]
        penalty = Penalty(p["name"], p["on"], p["lines"], p["declinable"], p["first_down"])
    return PlayEvent(e["team"], kind, effect, value, color, penalty, e.get("text", ""))


def _game_day(data: dict, path: Path | str) -> tuple[GameDayCard, ...]:
    where = _Where(path)
    cards: list[GameDayCard] = []
    seen: set[str] = set()
    for raw in data["cards"]:
        cid = raw["id"]
        if cid in seen:
            raise where.fail(cid, "id", "is used twice")
        seen.add(cid)
        if raw["hail_mary"] != hail_mary_result(raw["field_goal"]):
            # Ruling R24: a Hail Mary reads the field-goal value; the printed mark only repeats it.
            raise where.fail(cid, "hail_mary", f"must be {hail_mary_result(raw['field_goal'])!r} for a field goal "
                             f"value of {raw['field_goal']} (a Hail Mary reads the field-goal value)")
        cards.append(GameDayCard(
            id=cid, event=_event(where, cid, raw["event"]),
            offense_breakaway=raw["offense_breakaway"], defense_breakaway=raw["defense_breakaway"],
            field_goal=raw["field_goal"], punt=raw["punt"], blocked_punt=raw.get("blocked_punt", False),
            hail_mary=raw["hail_mary"],
        ))
    if len(cards) != GAME_DAY_CARDS:
        raise where.fail(None, "cards", f"the Game Day deck has {GAME_DAY_CARDS} cards, not {len(cards)}")
    return tuple(cards)


def parse_game_day(data: Any, path: Path | str = "game_day.yaml") -> tuple[GameDayCard, ...]:
    return _game_day(validate(data, "football-game-day", str(path)), path)


def load_cards(folder: Path | None = None) -> CardSet:
    folder = folder or card_data_dir() / "breakaway_football"
    teams: dict[str, Team] = {}
    ids: set[str] = set()
    for name in TEAM_FILES:
        path = folder / name
        team = _team(load_checked(path, "football-team"), path)
        if team.code in teams:
            raise CardDataError(f"{name}, field 'team.code': {team.code!r} is used by two teams")
        for card in team.offense + team.defense:
            if card.id in ids:
                raise CardDataError(f"{name}, card {card.id}, field 'id': is used by another deck")
            ids.add(card.id)
        teams[team.code] = team
    path = folder / "game_day.yaml"
    game_day = _game_day(load_checked(path, "football-game-day"), path)
    for card in game_day:
        if card.id in ids:
            raise CardDataError(f"game_day.yaml, card {card.id}, field 'id': is used by a team deck")
    return CardSet(teams, game_day)


@lru_cache(maxsize=1)
def default_cards() -> CardSet:
    return load_cards()
