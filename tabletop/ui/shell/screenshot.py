"""``tabletop screenshot``: a picture of a table after some random legal play, as one seat sees it.

Used for documentation and for eyeballing a table without playing by hand. The moves are
random but seeded, so the same arguments always give the same picture.
"""

from __future__ import annotations

import os
import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from tabletop.engine.playout import seat_names
from tabletop.engine.record import GameRecord


def _check_out(out: str) -> Path:
    path = Path(out)
    if path.is_dir():
        raise ValueError(f"--out {out!r} is a folder; give a file name such as table.png")
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise ValueError(f"cannot write {out!r}: the folder {str(folder)!r} does not exist")
    if not os.access(folder, os.W_OK):
        raise ValueError(f"cannot write {out!r}: the folder {str(folder)!r} is not writable")
    return path


def app_names(count: int) -> list[str]:
    """The names the app gives ``count`` people sharing one screen (the new-game dialog's), so a
    picture names the seats as the app does: "Player 1", "Player 2"..."""
    from tabletop.ui.controller import HUMAN
    from tabletop.ui.shell.new_game_dialog import default_name

    return [default_name(n, HUMAN) for n in range(count)]


def play_random(game, seed: int, actions: int, options: Mapping[str, Any] | None = None,
                decks: Sequence[Any] | None = None, players: int | None = None,
                names: Sequence[str] | None = None) -> GameRecord:
    """A record after up to ``actions`` random legal actions (fewer if the game ends), set up with
    ``options``, ``players`` seats (None: the game's fewest) and, for a game played with decks, one
    ``tabletop.engine.deck.Deck`` per seat (None: the shipped decks); ``names`` one per seat (None: the
    game's own names for its seats)."""
    rng = random.Random(seed)
    names = list(names) if names is not None else seat_names(game, players)
    if decks is None:
        record = GameRecord(game, seed, options, names)
    else:
        record = GameRecord(game, seed, options, names, decks=list(decks))
    for _ in range(actions):
        if game.is_over(record.state):
            break
        pending = game.pending(record.state)
        if not pending:
            break
        decision = rng.choice(pending)
        legal = game.legal_actions(record.state, decision.seat)
        if not legal:
            break
        verdict, _events = record.submit(rng.choice(game.by_chance(legal)))
        if not verdict.ok:
            raise RuntimeError(f"a legal action was refused: {verdict.message}")
    return record


def take_screenshot(game_id: str, seed: int, actions: int, seat: int, out: str,
                    size: tuple[int, int] = (1280, 800), options: Mapping[str, Any] | None = None,
                    decks: Sequence[Any] | None = None, players: int | None = None,
                    scale: int | None = None, high_contrast: bool | None = None) -> None:
    """Play ``actions`` random legal actions, show the main window's game page for ``seat``, save a PNG.

    The game is set up with ``options``, ``decks`` and ``players`` seats (None: the game's fewest;
    see ``play_random``), the seats named as the app names people at one screen ("Player 1"...).
    ``scale`` (percent, 100 to 200, or 0 for the system's) and ``high_contrast`` draw the window
    as Settings → Scale and High contrast would (``tabletop.ui.theme``); None keeps the saved
    choice. Raises ValueError with a readable sentence for an unknown game or seat, a
    number of players the game is not for, a negative number of actions, a bad size, a scale
    outside 100 to 200, options or decks the game refuses, or a file that cannot be written.
    """
    from tabletop.engine.errors import UnknownGameError
    from tabletop.games import registry

    try:
        game = registry().get(game_id)
    except UnknownGameError as error:
        raise ValueError(str(error).strip('"')) from None
    if isinstance(actions, bool) or not isinstance(actions, int) or actions < 0:
        raise ValueError(f"the number of actions must be 0 or more, not {actions!r}")
    width, height = size
    if width < 320 or height < 240 or width > 8000 or height > 8000:
        raise ValueError(f"the size {width}x{height} is outside 320x240 to 8000x8000")
    if scale is not None and (isinstance(scale, bool) or not isinstance(scale, int)
                              or (scale != 0 and not 100 <= scale <= 200)):
        raise ValueError(f"the scale must be from 100 to 200 percent, not {scale!r}")
    seat_names(game, players)
    path = _check_out(out)
    count = players if players is not None else len(decks) if decks else game.info.min_players
    record = play_random(game, seed, actions, options, decks, players, app_names(count))
    players = len(record.names)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise ValueError(f"{game.info.name} has seats 0 to {players - 1}; there is no seat {seat!r}")

    from PySide6.QtCore import Qt

    from tabletop.ui import theme
    from tabletop.ui.shell.app import create_app
    from tabletop.ui.shell.main_window import MainWindow
    from tabletop.ui.shell.settings import Settings

    app = create_app(offscreen=True)  # the window is never shown: the same picture with or without a display
    window = MainWindow(Settings(), remember_layout=False)
    try:
        if scale is not None or high_contrast is not None:
            saved = theme.current()     # the user's saved choice is drawn with, never changed
            theme.apply(app, theme.Theme(saved.scale_percent if scale is None else scale,
                                         saved.high_contrast if high_contrast is None else high_contrast))
        session = window.start_session(record, ["human"] * players, autosave=False, fixed_seat=seat)
        session.controller.paused = True
        window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        window.resize(width, height)
        window.show()
        for _ in range(5):
            app.processEvents()
        pixmap = window.grab()
        if pixmap.isNull() or not pixmap.save(str(path), "PNG"):
            raise ValueError(f"cannot write {out!r}: saving the PNG failed")
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()
