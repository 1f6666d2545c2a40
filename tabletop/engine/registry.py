"""The list of games, by explicit registration (python-chess's VARIANTS, not discovery).

A game can be registered as itself or as its ``GameInfo`` and a way to make it: the app's start
page lists every game from its info alone, so start-up imports no rules module; ``get`` (and
iterating) makes the game on first use, once, whichever thread asks first.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator

from tabletop.engine.errors import DuplicateGameError, UnknownGameError
from tabletop.engine.game import Game, GameInfo

_LOCK = threading.RLock()


class Registry:
    """Games by id, in registration order; a second game with the same id is refused."""

    def __init__(self, games: Iterable[Game] = ()):
        self._games: dict[str, Game | None] = {}
        self._infos: dict[str, GameInfo] = {}
        self._makers: dict[str, Callable[[], Game]] = {}
        for game in games:
            self.register(game)

    def _claim(self, info: GameInfo) -> None:
        if info.id in self._infos:
            raise DuplicateGameError(f"a game with id {info.id!r} is already registered")
        self._infos[info.id] = info

    def register(self, game: Game) -> Game:
        self._claim(game.info)
        self._games[game.id] = game
        return game

    def register_lazy(self, info: GameInfo, make: Callable[[], Game]) -> None:
        """Register a game by its info; ``make()`` builds it the first time it is needed."""
        self._claim(info)
        self._games[info.id] = None
        self._makers[info.id] = make

    def get(self, game_id: str) -> Game:
        try:
            game = self._games[game_id]
        except (KeyError, TypeError):
            known = ", ".join(self._infos) or "none"
            raise UnknownGameError(f"unknown game {game_id!r} (registered: {known})") from None
        return game if game is not None else self._make(game_id)

    def _make(self, game_id: str) -> Game:
        with _LOCK:
            game = self._games[game_id]
            if game is None:
                game = self._makers[game_id]()
                if game.info != self._infos[game_id]:
                    raise RuntimeError(f"{game_id}: the game made is not the one registered ({game.info.id})")
                self._games[game_id] = game
        return game

    def subset(self, keep: Callable[[str], bool]) -> Registry:
        """The games whose id ``keep`` accepts, in the same order; each is made by this registry,
        so both hand out the same instance."""
        out = Registry()
        for game_id, info in self._infos.items():
            if keep(game_id):
                out.register_lazy(info, lambda game_id=game_id: self.get(game_id))
        return out

    def info(self, game_id: str) -> GameInfo:
        """What the start page shows about a game, without making it."""
        try:
            return self._infos[game_id]
        except (KeyError, TypeError):
            known = ", ".join(self._infos) or "none"
            raise UnknownGameError(f"unknown game {game_id!r} (registered: {known})") from None

    def infos(self) -> list[GameInfo]:
        return list(self._infos.values())

    def ids(self) -> list[str]:
        return list(self._infos)

    def __iter__(self) -> Iterator[Game]:
        return (self.get(game_id) for game_id in list(self._infos))

    def __len__(self) -> int:
        return len(self._infos)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._infos
