"""The user's preferences, kept in QSettings.

When ``TABLETOP_SETTINGS_DIR`` is set (the tests set it per test) the settings live in an INI
file inside that folder, so no test and no second copy of the app ever touches the user's
real preferences.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from tabletop.ui.controller import is_seat_spec
from tabletop.ui.shell.game_setup import GameSetup
from tabletop.ui.theme import SCALES, SYSTEM, Theme

#: Animation speed names, in menu order, and the duration each gives a typical card move.
ANIMATION_SPEEDS: dict[str, int] = {"off": 0, "fast": 120, "normal": 250, "slow": 500}
#: The same speeds as a factor on a widget's own default duration (a banner fades slower than a card moves).
ANIMATION_FACTORS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
SPEED_LABELS: dict[str, str] = {"off": "Off", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
SETTINGS_FILE = "tabletop.ini"


def settings_file() -> Path | None:
    """The INI file used instead of the platform store, or None when none is forced."""
    folder = os.environ.get("TABLETOP_SETTINGS_DIR")
    return Path(folder) / SETTINGS_FILE if folder else None


class Settings:
    """Typed access to the stored preferences; every getter falls back to a sane default."""

    def __init__(self) -> None:
        path = settings_file()
        if path is not None:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError:
                pass        # QSettings then keeps the values in memory; the app still starts
            self.qsettings = QSettings(str(path), QSettings.Format.IniFormat)
        else:
            self.qsettings = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                                       "Tabletop", "Tabletop")

    def sync(self) -> None:
        self.qsettings.sync()

    # ----- plain preferences ---------------------------------------------------------
    @property
    def animation_speed(self) -> str:
        value = str(self.qsettings.value("view/animation_speed", "normal"))
        return value if value in ANIMATION_SPEEDS else "normal"

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        if value not in ANIMATION_SPEEDS:
            raise ValueError(f"animation speed must be one of {', '.join(ANIMATION_SPEEDS)}, not {value!r}")
        self.qsettings.setValue("view/animation_speed", value)

    @property
    def animation_ms(self) -> int:
        return ANIMATION_SPEEDS[self.animation_speed]

    @property
    def animation_factor(self) -> float:
        return ANIMATION_FACTORS[self.animation_speed]

    def _flag(self, key: str, default: bool) -> bool:
        value = self.qsettings.value(key, default)
        if isinstance(value, str):
            return value.strip().lower() in ("true", "1", "yes")
        return bool(value)

    @property
    def confirm_end_turn(self) -> bool:
        return self._flag("play/confirm_end_turn", False)

    @confirm_end_turn.setter
    def confirm_end_turn(self, value: bool) -> None:
        self.qsettings.setValue("play/confirm_end_turn", bool(value))

    @property
    def curtain(self) -> bool:
        return self._flag("play/curtain", True)

    @curtain.setter
    def curtain(self, value: bool) -> None:
        self.qsettings.setValue("play/curtain", bool(value))

    @property
    def auto_pass(self) -> bool:
        """Auto-pass response windows (Hull Breach!'s events at any time): nobody at this screen is
        asked whether to answer one, and no respond key is shown. One setting for the screen, like
        the curtain: the people sharing it agree on it, and a key that only some had would tell."""
        return self._flag("play/auto_pass", False)

    @auto_pass.setter
    def auto_pass(self, value: bool) -> None:
        self.qsettings.setValue("play/auto_pass", bool(value))

    @property
    def scale_percent(self) -> int:
        """The scale on top of the system's, in percent (``theme.SCALES``); 0 is the system's own."""
        try:
            value = int(str(self.qsettings.value("view/scale", SYSTEM)))
        except ValueError:
            return SYSTEM
        return value if value in SCALES else SYSTEM

    @scale_percent.setter
    def scale_percent(self, value: int) -> None:
        if value not in SCALES:
            raise ValueError(f"the scale must be one of {', '.join(map(str, SCALES))} percent, not {value!r}")
        self.qsettings.setValue("view/scale", int(value))

    @property
    def high_contrast(self) -> bool:
        return self._flag("view/high_contrast", False)

    @high_contrast.setter
    def high_contrast(self, value: bool) -> None:
        self.qsettings.setValue("view/high_contrast", bool(value))

    @property
    def theme(self) -> Theme:
        return Theme(self.scale_percent, self.high_contrast)

    # ----- remembered set-ups --------------------------------------------------------
    @property
    def last_setup(self) -> GameSetup | None:
        text = self.qsettings.value("new_game/last_setup", "")
        return GameSetup.from_json(text) if isinstance(text, str) and text else None

    @last_setup.setter
    def last_setup(self, setup: GameSetup) -> None:
        self.qsettings.setValue("new_game/last_setup", setup.to_json())

    @property
    def deck_choices(self) -> dict[str, list[str]]:
        """Per deck game, the deck each seat played last (references as in ``GameSetup.decks``),
        so a game of another kind in between does not lose them. Damaged entries are dropped."""
        text = self.qsettings.value("new_game/decks", "")
        try:
            data = json.loads(text) if isinstance(text, str) and text else {}
        except (ValueError, RecursionError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {str(game): list(refs) for game, refs in data.items()
                if isinstance(refs, list) and all(isinstance(r, str) for r in refs)}

    def remember_decks(self, game_id: str, refs: list[str]) -> None:
        choices = self.deck_choices
        choices[game_id] = list(refs)
        self.qsettings.setValue("new_game/decks", json.dumps(choices, sort_keys=True))

    @property
    def autosave_seats(self) -> list[str] | None:
        """Who played each seat of the autosaved game, with the computer's level.

        Continue prefers the seats recorded in the autosave itself; this is for autosaves
        written before saves recorded them.
        """
        text = self.qsettings.value("session/autosave_seats", "")
        if not isinstance(text, str) or not text:
            return None
        seats = text.split(",")
        return seats if all(is_seat_spec(s) for s in seats) else None

    @autosave_seats.setter
    def autosave_seats(self, seats: list[str]) -> None:
        self.qsettings.setValue("session/autosave_seats", ",".join(seats))

    # ----- window layout -------------------------------------------------------------
    def _bytes(self, key: str) -> QByteArray | None:
        value = self.qsettings.value(key)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @property
    def window_geometry(self) -> QByteArray | None:
        return self._bytes("window/geometry")

    @window_geometry.setter
    def window_geometry(self, value: QByteArray) -> None:
        self.qsettings.setValue("window/geometry", value)

    @property
    def window_state(self) -> QByteArray | None:
        return self._bytes("window/state")

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self.qsettings.setValue("window/state", value)
