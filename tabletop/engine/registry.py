"""The list of games, by explicit registration (python-chess's VARIANTS, not discovery)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from tabletop.engine.errors import DuplicateGameError, UnknownGameError
from tabletop.engine.game import Game


class Registry:
    """Games by id, in registration order; a second game with the same id is refused."""

    def __init__(self, games: Iterable[Game] = ()):
        self._games: dict[str, Game] = {}
        for game in games:
            self.register(game)

    def register(self, game: Game) -> Game:
        if game.id in self._games:
            raise DuplicateGameError(f"a game with id {game.id!r} is already registered")
        self._games[game.id] = game
        return game

    def get(self, game_id: str) -> Game:
        try:
            return self._games[game_id]
        except KeyError:
            known = ", ".join(self._games) or "none"
            raise UnknownGameError(f"unknown game {game_id!r} (registered: {known})") from None

    def ids(self) -> list[str]:
        return list(self._games)

    def __iter__(self) -> Iterator[Game]:
        return iter(self._games.values())

    def __len__(self) -> int:
        return len(self._games)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._games
