"""Save files: YAML holding the game, options, seed and every action, replayed on load.

A save stores the actions rather than the position: replaying them through the checked
``apply`` proves the file describes a legal game, and the seed reproduces every shuffle.
A checksum over the content catches truncation and hand edits that still parse.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop import safe_yaml
from tabletop.engine.actions import Action
from tabletop.engine.atomic import write_atomic
from tabletop.engine.deck import Deck, DeckFileError, deck_from_data, deck_to_data
from tabletop.engine.errors import (
    IllegalActionError,
    MalformedActionError,
    SaveFileError,
    UnknownGameError,
)
from tabletop.engine.registry import Registry

_log = logging.getLogger(__name__)

FORMAT = "tabletop-save"
FORMAT_VERSION = 1
#: A long game saves in about 15 KB, but a game is not bounded in length: a Hull Breach! game of
#: random moves ran to 19,931 actions, a 786 KB save that a 512 KiB cap refused to load (a lost
#: game). 2 MiB holds about 50,000 such actions, loads the 786 KB one in about a second with libyaml,
#: and refuses a hostile file of nothing but moves in about 4 s (docs/performance.md); the old
#: 8 MiB took minutes through the pure-Python reader.
MAX_SAVE_BYTES = 2 * 1024 * 1024
MAX_ACTIONS = 100_000
MAX_PLAYERS = 8
MAX_NAME_CHARS = 80
MAX_OPTIONS = 64
#: A seat as the desktop app records it: ``human``, ``computer``, ``computer:<level>`` or ``remote``
#: (played from another computer through a hosted game).
SEAT_SPEC = re.compile(r"(human|computer|remote)(:[a-z0-9]{1,16})?")


@dataclass
class SavedGame:
    game_id: str
    engine_version: int
    seed: int
    names: list[str]
    options: dict[str, Any]
    actions: list[Action] = field(default_factory=list)
    #: Who plays each seat ("human", "computer:hard"...), so Continue restores the table exactly.
    #: None in saves written before seats were recorded, and in files meant for another machine.
    seats: list[str] | None = None
    #: Each seat's deck, embedded whole (cards, bench, station modules), so the save opens on any
    #: machine and after the deck file changed. None for games dealt from their shipped decks.
    decks: list[Deck] | None = None

    def _content(self) -> dict[str, Any]:
        content: dict[str, Any] = {
            "game": self.game_id,
            "engine_version": self.engine_version,
            "seed": self.seed,
            "names": list(self.names),
            "options": dict(self.options),
        }
        if self.seats is not None:
            content["seats"] = list(self.seats)
        if self.decks is not None:
            content["decks"] = [deck_to_data(deck) for deck in self.decks]
        content["actions"] = [a.to_data() for a in self.actions]
        return content

    def checksum(self) -> str:
        canonical = json.dumps(self._content(), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()

    def to_text(self) -> str:
        data = {"format": FORMAT, "format_version": FORMAT_VERSION, **self._content(),
                "checksum": self.checksum()}
        return safe_yaml.dump(data)


def save_game(path: str | Path, saved: SavedGame) -> None:
    write_atomic(path, saved.to_text())


def _require(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in data:
        raise SaveFileError(f"{where}: the save file is incomplete (no '{key}'); it may be truncated")
    value = data[key]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise SaveFileError(f"{where}: '{key}' has the wrong type ({type(value).__name__})")
    return value


def _check_names(names: list[Any], where: str) -> None:
    if not 1 <= len(names) <= MAX_PLAYERS:
        raise SaveFileError(f"{where}: a game has 1 to {MAX_PLAYERS} players, not {len(names)}")
    for name in names:
        if not isinstance(name, str):
            raise SaveFileError(f"{where}: player names must be text")
        if len(name) > MAX_NAME_CHARS or any(not c.isprintable() for c in name):
            raise SaveFileError(f"{where}: a player name must be printable text of at most {MAX_NAME_CHARS} "
                                "characters")


def _check_options(options: dict[Any, Any], where: str) -> None:
    if len(options) > MAX_OPTIONS:
        raise SaveFileError(f"{where}: {len(options)} options is more than any game has")
    for key, value in options.items():
        if not isinstance(key, str) or not (value is None or isinstance(value, (str, int, bool))):
            raise SaveFileError(f"{where}: option {key!r} must be a plain value")


def parse_save(text: str, where: str = "save file") -> SavedGame:
    """Parse and check the file's structure and checksum, without replaying it."""
    try:
        data = safe_yaml.load_text(text, where, MAX_SAVE_BYTES)
    except safe_yaml.YamlInputError as error:
        raise SaveFileError(f"not a readable save file: {error}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError(f"{where}: this is not a Tabletop save file")
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveFileError(f"{where}: the save file's format version is missing or damaged")
    if version > FORMAT_VERSION:
        raise SaveFileError(
            f"{where}: saved by a newer Tabletop (file format {version}); this version reads format "
            f"{FORMAT_VERSION}"
        )
    raw_actions = _require(data, "actions", list, where)
    if len(raw_actions) > MAX_ACTIONS:
        raise SaveFileError(f"{where}: {len(raw_actions):,} moves is more than any game lasts")
    try:
        actions = [Action.from_data(a) for a in raw_actions]
    except MalformedActionError as error:
        raise SaveFileError(f"{where}: a recorded action is damaged: {error}") from None
    saved = SavedGame(
        game_id=_require(data, "game", str, where),
        engine_version=_require(data, "engine_version", int, where),
        seed=_require(data, "seed", int, where),
        names=list(_require(data, "names", list, where)),
        options=dict(_require(data, "options", dict, where)),
        actions=actions,
    )
    _check_names(saved.names, where)
    _check_options(saved.options, where)
    if "seats" in data:
        seats = _require(data, "seats", list, where)
        if len(seats) != len(saved.names) or not all(isinstance(s, str) and SEAT_SPEC.fullmatch(s)
                                                     for s in seats):
            raise SaveFileError(f"{where}: 'seats' must name who plays each seat (human, computer or remote)")
        saved.seats = list(seats)
    if "decks" in data:
        raw_decks = _require(data, "decks", list, where)
        if len(raw_decks) != len(saved.names):
            raise SaveFileError(f"{where}: the save holds {len(raw_decks)} decks for {len(saved.names)} players")
        try:
            saved.decks = [deck_from_data(d, f"{where}, deck of seat {seat + 1}") for seat, d in enumerate(raw_decks)]
        except DeckFileError as error:
            raise SaveFileError(str(error)) from None
    checksum = _require(data, "checksum", str, where)
    if checksum != saved.checksum():
        raise SaveFileError(
            f"{where}: the checksum does not match; the file was truncated or edited by hand"
        )
    return saved


def load_save(text: str, registry: Registry, where: str = "save file"):
    """Parse, check and replay a save; returns (game, saved, final state).

    Every refusal is a SaveFileError whose message says what is wrong with the file: callers
    (the start page's Continue above all) may rely on catching that one class.
    """
    saved = parse_save(text, where)
    try:
        game = registry.get(saved.game_id)
    except UnknownGameError:
        raise SaveFileError(
            f"{where}: the save is for a game this Tabletop does not have ({saved.game_id!r})"
        ) from None
    if saved.engine_version > game.version:
        raise SaveFileError(
            f"{where}: saved by a newer {game.info.name} (rules version {saved.engine_version}); "
            f"this Tabletop has version {game.version}"
        )
    if saved.engine_version < game.version:
        raise SaveFileError(
            f"{where}: saved by an older {game.info.name} (rules version {saved.engine_version}) "
            f"that this Tabletop ({game.version}) cannot replay faithfully"
        )
    try:
        state = game.new_game(saved.seed, saved.options, saved.names, decks=saved.decks)
    except (ValueError, TypeError) as error:
        raise SaveFileError(f"{where}: the game's set-up is invalid: {error}") from None
    for index, action in enumerate(saved.actions, start=1):
        try:
            state, _ = game.apply(state, game.recorded_action(action))
        except (IllegalActionError, MalformedActionError) as error:
            raise SaveFileError(f"{where}: recorded action {index} ({action}) is not allowed: {error}") from None
        except Exception:       # an engine bug must not stop the app from starting: say which move
            _log.exception("replaying %s failed at action %d", where, index)
            raise SaveFileError(f"{where}: recorded action {index} ({action}) could not be replayed") from None
    return game, saved, state


class SaveUnreadableError(SaveFileError):
    """The file could not be read at all (permissions, a vanished disk): nothing is known to be
    wrong with it, so the app leaves it where it is rather than setting it aside as broken."""


def read_save_text(path: str | Path) -> str:
    """A save file's text, its size checked before a byte is read; every refusal a SaveFileError."""
    try:
        return safe_yaml.read_text(path, MAX_SAVE_BYTES)
    except safe_yaml.YamlInputError as error:
        if error.kind == "io":
            raise SaveUnreadableError(str(error).replace("cannot be read", "cannot be opened")) from None
        reason = {"size": f"too large for a save file (at most {MAX_SAVE_BYTES // 1024} KiB)",
                  "binary": "this is not a Tabletop save file (not text)"}.get(error.kind)
        raise SaveFileError(f"{path}: {reason}" if reason else str(error)) from None


def read_save(path: str | Path, registry: Registry):
    """Read, check and replay the save at ``path``; the size is checked before anything is read."""
    return load_save(read_save_text(path), registry, str(path))


def new_saved(game, seed: int, options: Mapping[str, Any], names: Sequence[str],
              actions: Sequence[Action], decks: Sequence[Deck] | None = None) -> SavedGame:
    return SavedGame(game.id, game.version, seed, list(names), dict(options), list(actions),
                     decks=None if decks is None else list(decks))
