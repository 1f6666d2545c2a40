"""Breakaway Football card data: the four team decks and the Game Day deck, read and checked.

The book prints no card values, so every value in ``card_data/breakaway_football/`` is
authored (``source: authored``) and calibrated to the probabilities the book states; the
calibration is recorded in ``docs/rulings/breakaway-football.md`` and proved by a test.
A malformed file is refused with a message naming the file, the card and the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tabletop.cards.loader import CardFileError, load_checked
from tabletop.paths import card_data_dir

PLAY_TYPES = ("inside_run", "outside_run", "short_pass", "medium_pass", "long_pass")
RUN_TYPES = frozenset(("inside_run", "outside_run"))
PLAY_LABELS = {"inside_run": "Inside Run", "outside_run": "Outside Run", "short_pass": "Short Pass",
               "medium_pass": "Medium Pass", "long_pass": "Long Pass"}
#: Minimum Gain = 1: the plays that always gain one line before the Game Day card (ruling R6).
MINIMUM_GAIN_TYPES = frozenset(("inside_run", "short_pass"))
EFFECTS = ("gain", "fumble", "interception", "penalty")
CORNER_WORDS = ("TD", "F")          # offense breakaway: touchdown, fumble
DEFENSE_WORDS = ("TO",)             # defense breakaway: turnover
HAIL_MARY = ("complete", "interception", "incomplete")
FOURTH_DOWN = ("aggressive", "balanced", "cautious")
TWO_POINT = ("never", "trailing", "often")
ONSIDE = ("never", "late", "trailing")
KNEEL = ("never", "leading")
TEAM_FILES = ("team_maulers.yaml", "team_pharaohs.yaml", "team_lightning.yaml", "team_fire.yaml")
OFFENSE_CARDS, DEFENSE_CARDS, GAME_DAY_CARDS = 15, 10, 54


class CardDataError(ValueError):
    """A card file that does not describe a valid deck; the message names file, card and field."""


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
class DefenseCard:
    id: str
    team: str
    formation: str
    run: int
    pass_: int
    wins_vs: frozenset[str]
    loses_to: frozenset[str]
    prevent: bool

    def strength(self, kind: str) -> int:
        return self.run if kind == "run" else self.pass_

    @property
    def label(self) -> str:
        return f"{self.formation} (run {self.run}, pass {self.pass_})"


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
    hail_mary: str

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

    def team_by_name(self, name: str) -> Team:
        for team in self.teams.values():
            if team.name.lower() == name.lower():
                return team
        raise KeyError(name)


# ----- reading --------------------------------------------------------------------------
class _Where:
    def __init__(self, path: Path | str):
        self.file = Path(path).name

    def fail(self, card: str | None, field: str, problem: str) -> CardDataError:
        where = f"{self.file}" + (f", card {card}" if card else "") + f", field '{field}'"
        return CardDataError(f"{where}: {problem}")


def _get(where: _Where, data: Any, key: str, kind: type | tuple[type, ...], card: str | None = None,
         default: Any = ..., field: str | None = None) -> Any:
    name = field or key
    if not isinstance(data, dict):
        raise where.fail(card, name, f"expected a mapping, found {type(data).__name__}")
    if key not in data:
        if default is not ...:
            return default
        raise where.fail(card, name, "is missing")
    value = data[key]
    if isinstance(value, bool) and kind is int or not isinstance(value, kind):
        expected = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
        raise where.fail(card, name, f"must be {expected}, not {value!r}")
    return value


def _choice(where: _Where, value: Any, allowed: tuple, card: str | None, field: str) -> Any:
    if value not in allowed:
        raise where.fail(card, field, f"must be one of {', '.join(map(str, allowed))}, not {value!r}")
    return value


def _int_range(where: _Where, value: Any, low: int, high: int, card: str | None, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise where.fail(card, field, f"must be a whole number from {low} to {high}, not {value!r}")
    return value


def _source(where: _Where, data: Any) -> None:
    if not isinstance(data, dict):
        raise where.fail(None, "(file)", "the file must be a mapping")
    if data.get("source") != "authored":
        raise where.fail(None, "source", "invented values must be marked 'source: authored'")


def parse_team(data: Any, path: Path | str = "team.yaml") -> Team:
    where = _Where(path)
    _source(where, data)
    team = _get(where, data, "team", dict)
    code = _get(where, team, "code", str, field="team.code")
    if not code.isalpha() or not code.isupper():
        raise where.fail(None, "team.code", f"must be capital letters, not {code!r}")
    name = _get(where, team, "name", str, field="team.name")
    character = _get(where, team, "character", str, field="team.character")
    summary = _get(where, team, "summary", str, field="team.summary")
    solo = _get(where, team, "solo", dict, field="team.solo")
    weights = _get(where, solo, "offense", dict, field="team.solo.offense")
    for key, value in weights.items():
        _choice(where, key, PLAY_TYPES, None, "team.solo.offense")
        _int_range(where, value, 0, 10, None, f"team.solo.offense.{key}")
    formations = _get(where, solo, "defense", dict, field="team.solo.defense")
    for key, value in formations.items():
        _int_range(where, value, 0, 10, None, f"team.solo.defense.{key}")
    _choice(where, solo.get("fourth_down"), FOURTH_DOWN, None, "team.solo.fourth_down")
    _choice(where, solo.get("two_point"), TWO_POINT, None, "team.solo.two_point")
    _choice(where, solo.get("onside"), ONSIDE, None, "team.solo.onside")
    _choice(where, solo.get("kneel"), KNEEL, None, "team.solo.kneel")

    offense: list[OffenseCard] = []
    seen: set[str] = set()
    for raw in _get(where, data, "offense", list):
        cid = _get(where, raw, "id", str, field="offense.id")
        if cid in seen:
            raise where.fail(cid, "id", "is used twice")
        seen.add(cid)
        plays = _get(where, raw, "plays", list, cid)
        if len(plays) != 2:
            raise where.fail(cid, "plays", f"an offense card has a play at each end (2), not {len(plays)}")
        parsed = []
        for i, p in enumerate(plays):
            ptype = _choice(where, _get(where, p, "type", str, cid, field=f"plays[{i}].type"),
                            PLAY_TYPES, cid, f"plays[{i}].type")
            strength = _int_range(where, _get(where, p, "strength", int, cid, field=f"plays[{i}].strength"),
                                  0, 12, cid, f"plays[{i}].strength")
            low = _get(where, p, "low_percentage", bool, cid, False, f"plays[{i}].low_percentage")
            if low and ptype in RUN_TYPES:
                raise where.fail(cid, f"plays[{i}].low_percentage", "only a pass can be low-percentage")
            parsed.append(OffensePlay(ptype, strength, low))
        offense.append(OffenseCard(cid, code, (parsed[0], parsed[1])))
    if len(offense) != OFFENSE_CARDS:
        raise where.fail(None, "offense", f"a team deck has {OFFENSE_CARDS} offense cards, not {len(offense)}")

    defense: list[DefenseCard] = []
    for raw in _get(where, data, "defense", list):
        cid = _get(where, raw, "id", str, field="defense.id")
        if cid in seen:
            raise where.fail(cid, "id", "is used twice")
        seen.add(cid)
        formation = _get(where, raw, "formation", str, cid)
        run = _int_range(where, _get(where, raw, "run", int, cid), 0, 9, cid, "run")
        pas = _int_range(where, _get(where, raw, "pass", int, cid), 0, 9, cid, "pass")
        wins = _get(where, raw, "wins_vs", list, cid)
        loses = _get(where, raw, "loses_to", list, cid)
        for field, values in (("wins_vs", wins), ("loses_to", loses)):
            for v in values:
                _choice(where, v, PLAY_TYPES, cid, field)
        if set(wins) & set(loses):
            raise where.fail(cid, "loses_to", "a play type cannot be in both 'wins_vs' and 'loses_to'")
        prevent = _get(where, raw, "prevent", bool, cid, False)
        defense.append(DefenseCard(cid, code, formation, run, pas, frozenset(wins), frozenset(loses), prevent))
    if len(defense) != DEFENSE_CARDS:
        raise where.fail(None, "defense", f"a team deck has {DEFENSE_CARDS} defense cards, not {len(defense)}")
    for card in offense + defense:
        if not card.id.startswith(code + "-"):
            raise where.fail(card.id, "id", f"card ids of this team start with '{code}-'")
    return Team(code, name, character, summary, dict(solo), tuple(offense), tuple(defense))


def parse_game_day(data: Any, path: Path | str = "game_day.yaml") -> tuple[GameDayCard, ...]:
    where = _Where(path)
    _source(where, data)
    cards: list[GameDayCard] = []
    seen: set[str] = set()
    for raw in _get(where, data, "cards", list):
        cid = _get(where, raw, "id", str, field="cards.id")
        if cid in seen:
            raise where.fail(cid, "id", "is used twice")
        seen.add(cid)
        e = _get(where, raw, "event", dict, cid)
        team = _choice(where, e.get("team"), ("offense", "defense"), cid, "event.team")
        kind = _choice(where, e.get("kind"), ("run", "pass"), cid, "event.kind")
        effect = _choice(where, e.get("effect"), EFFECTS, cid, "event.effect")
        value = 0
        color = ""
        penalty = None
        if effect == "gain":
            value = _int_range(where, e.get("value"), -5, 5, cid, "event.value")
            if kind == "pass":
                color = _choice(where, e.get("color"), ("green", "red"), cid, "event.color")
            elif "color" in e:
                raise where.fail(cid, "event.color", "only pass events are printed green or red")
        if effect == "fumble" and kind != "run":
            raise where.fail(cid, "event.kind", "a fumble event belongs to run plays")
        if effect == "interception" and kind != "pass":
            raise where.fail(cid, "event.kind", "an interception event belongs to pass plays")
        if effect == "penalty":
            p = _get(where, e, "penalty", dict, cid, field="event.penalty")
            penalty = Penalty(
                name=_get(where, p, "name", str, cid, field="event.penalty.name"),
                on=_choice(where, p.get("on"), ("offense", "defense"), cid, "event.penalty.on"),
                lines=_int_range(where, p.get("lines"), -4, 4, cid, "event.penalty.lines"),
                declinable=_get(where, p, "declinable", bool, cid, field="event.penalty.declinable"),
                first_down=_get(where, p, "first_down", bool, cid, field="event.penalty.first_down"),
            )
        text = _get(where, e, "text", str, cid, "", "event.text")
        corner = raw.get("offense_breakaway")
        if corner not in CORNER_WORDS:
            _int_range(where, corner, -1, 3, cid, "offense_breakaway")
        dvalue = raw.get("defense_breakaway")
        if dvalue not in DEFENSE_WORDS:
            _int_range(where, dvalue, -5, 0, cid, "defense_breakaway")
        cards.append(GameDayCard(
            id=cid, event=PlayEvent(team, kind, effect, value, color, penalty, text),
            offense_breakaway=corner, defense_breakaway=dvalue,
            field_goal=_int_range(where, raw.get("field_goal"), 0, 9, cid, "field_goal"),
            punt=_int_range(where, raw.get("punt"), 1, 12, cid, "punt"),
            blocked_punt=_get(where, raw, "blocked_punt", bool, cid, False),
            hail_mary=_choice(where, raw.get("hail_mary"), HAIL_MARY, cid, "hail_mary"),
        ))
    if len(cards) != GAME_DAY_CARDS:
        raise where.fail(None, "cards", f"the Game Day deck has {GAME_DAY_CARDS} cards, not {len(cards)}")
    return tuple(cards)


def _checked(path: Path, kind: str) -> Any:
    """The file's data after the schema check (``card_data/schema/``); problems become ``CardDataError``."""
    try:
        return load_checked(path, kind)
    except CardFileError as error:
        raise CardDataError(str(error)) from None


def load_cards(folder: Path | None = None) -> CardSet:
    folder = folder or card_data_dir() / "breakaway_football"
    teams: dict[str, Team] = {}
    ids: set[str] = set()
    for name in TEAM_FILES:
        path = folder / name
        team = parse_team(_checked(path, "football-team"), path)
        if team.code in teams:
            raise CardDataError(f"{name}, field 'team.code': {team.code!r} is used by two teams")
        for card in team.offense + team.defense:
            if card.id in ids:
                raise CardDataError(f"{name}, card {card.id}, field 'id': is used by another deck")
            ids.add(card.id)
        teams[team.code] = team
    path = folder / "game_day.yaml"
    game_day = parse_game_day(_checked(path, "football-game-day"), path)
    for card in game_day:
        if card.id in ids:
            raise CardDataError(f"game_day.yaml, card {card.id}, field 'id': is used by a team deck")
    return CardSet(teams, game_day)


@lru_cache(maxsize=1)
def default_cards() -> CardSet:
    return load_cards()
