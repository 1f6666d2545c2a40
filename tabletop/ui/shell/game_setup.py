"""What a new game needs before it starts, as a plain value the dialog fills and settings keep,
and where the decks a seat may play come from (the game's starter decks, the user's decks
folder, any deck file)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from tabletop import storage
from tabletop.engine.deck import Deck
from tabletop.ui.controller import COMPUTER, HUMAN, is_seat_spec


@dataclass
class GameSetup:
    """One set-up from the new-game dialog; ``seed`` None means a fresh random seed.

    A seat is ``human``, ``computer`` or ``computer:<level>`` (see ``tabletop.ui.controller``).
    ``decks`` is empty for a game played without decks; for a deck game it holds one deck
    reference per seat: ``shipped:<deck name>`` for a starter deck the game ships, else the
    path of a deck file (read again when the game starts).
    """

    game_id: str
    seats: list[str] = field(default_factory=lambda: [HUMAN, COMPUTER])
    names: list[str] = field(default_factory=lambda: ["Player 1", "Computer"])
    seed: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    decks: list[str] = field(default_factory=list)

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> GameSetup | None:
        """Read a stored set-up; anything damaged gives None, so a bad settings file never blocks a game."""
        try:
            data = json.loads(text)
            setup = cls(game_id=str(data["game_id"]), seats=[str(s) for s in data["seats"]],
                        names=[str(n) for n in data["names"]], seed=data.get("seed"),
                        options=dict(data.get("options") or {}))
        except (ValueError, KeyError, TypeError):
            return None
        decks = data.get("decks")
        # A damaged deck list is forgotten (the dialog then offers the starter decks), never fatal.
        if isinstance(decks, list) and all(isinstance(d, str) for d in decks):
            setup.decks = list(decks)
        if setup.seed is not None and (not isinstance(setup.seed, int) or isinstance(setup.seed, bool)):
            setup.seed = None
        if not setup.seats or len(setup.names) != len(setup.seats):
            return None
        if not all(is_seat_spec(s, setup.game_id) for s in setup.seats):
            return None
        return setup


#: A deck reference naming one of the game's shipped starter decks: ``shipped:<deck name>``.
SHIPPED_PREFIX = "shipped:"


def shipped_ref(name: str) -> str:
    return SHIPPED_PREFIX + name


def shipped_name(ref: str) -> str | None:
    """The starter deck's name a reference names, or None for a file path."""
    return ref[len(SHIPPED_PREFIX):] if ref.startswith(SHIPPED_PREFIX) else None


# ----- the decks a seat may play -------------------------------------------------------------
#: The most files of the user's decks folder the dialog reads (newest first); a folder of
#: thousands of files must not stall the dialog.
MAX_USER_DECKS = 200
DECK_SUFFIXES = (".yaml", ".yml")


@dataclass(frozen=True)
class UserDeck:
    """One file of the user's decks folder: its deck, or why it cannot be read."""

    path: Path
    deck: Deck | None
    error: str = ""


def user_decks(game_id: str, folder: Path | None = None) -> list[UserDeck]:
    """The deck files in the user's decks folder for ``game_id``, newest first.

    A file that cannot be read is listed with its reason (its game is unknown, so it is listed
    for every deck game); a readable deck of another game is left out. A missing or unreadable
    folder lists nothing.
    """
    folder = storage.decks_dir() if folder is None else folder
    try:
        files = [p for p in folder.iterdir() if p.suffix.lower() in DECK_SUFFIXES]
    except OSError:
        return []
    stamped = []
    for path in files:
        try:
            if path.is_file():
                stamped.append((path.stat().st_mtime, path))
        except OSError:         # a file that cannot even be looked at is left out
            continue
    stamped.sort(key=lambda item: (-item[0], item[1].name))
    out = []
    for _mtime, path in stamped[:MAX_USER_DECKS]:
        deck, error = read_deck_file(path)
        if deck is not None and deck.game != game_id:
            continue
        out.append(UserDeck(path, deck, error))
    return out


def read_deck_file(path: Path) -> tuple[Deck | None, str]:
    """The deck in ``path``, or None and one sentence saying why it cannot be read."""
    from tabletop.decks import read_deck
    from tabletop.engine.deck import DeckFileError

    try:
        return read_deck(path), ""
    except DeckFileError as error:
        return None, str(error)
    except (OSError, ValueError) as error:       # read_deck reports its own errors; belt and braces
        return None, f"{path}: {error}"


def resolve_deck(game: Any, ref: str) -> Deck:
    """The deck a reference names, read now; raises ``DeckFileError`` when it cannot be had."""
    from tabletop.engine.deck import DeckFileError

    name = shipped_name(ref)
    if name is not None:
        for deck in game.shipped_decks():
            if deck.name == name:
                return deck
        raise DeckFileError(f"{game.info.name} has no starter deck called {name!r}.")
    deck, error = read_deck_file(Path(ref))
    if deck is None:
        raise DeckFileError(error)
    return deck
