"""The start page's "Games in progress": one row per unfinished game, newest first.

Each row names the game, its players, how many moves were made and when it was last played,
with Delete… and Continue. The newest three show at first and "Show N more" unfolds the rest,
so the game tiles below stay in sight in a small window. The panel only shows and asks; the
window continues or deletes (``unfinished_keeper``). Hidden when no game is in progress.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tabletop.ui.shell.unfinished_games import moves_text

#: Rows shown before "Show N more": the game tiles below stay in sight in a small window.
FOLDED_ROWS = 3


@dataclass(frozen=True)
class InProgressEntry:
    """What one row says, already in words."""

    path: str           #: the game's file: what Continue and Delete act on
    game: str           #: the game's name
    players: str        #: "Ana vs Ben"
    moves: int
    played: str         #: "today, 14:32"

    @property
    def detail(self) -> str:
        return f"{self.players} · {moves_text(self.moves)} · {self.played}"


class InProgressRow(QFrame):
    """One unfinished game: what it is, and its Delete… and Continue buttons."""

    continue_requested = Signal(str)
    delete_requested = Signal(str)

    def __init__(self, entry: InProgressEntry, parent: QWidget | None = None):
        super().__init__(parent)
        self.entry = entry
        self.setObjectName("inProgressRow")
        self.setAccessibleName(f"{entry.game}, {entry.players}")
        self.setAccessibleDescription(entry.detail)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 10, 12, 10)
        layout.setSpacing(12)
        words = QVBoxLayout()
        words.setSpacing(2)
        self.title = QLabel(entry.game, self)
        self.title.setObjectName("inProgressGame")
        self.detail = QLabel(entry.detail, self)
        self.detail.setObjectName("inProgressDetail")
        self.detail.setWordWrap(True)
        words.addWidget(self.title)
        words.addWidget(self.detail)
        layout.addLayout(words, 1)
        self.delete_button = QPushButton("Delete…", self)
        self.delete_button.setObjectName("inProgressDelete")
        self.delete_button.setToolTip(f"Delete this game of {entry.game} ({entry.players}); you are asked first")
        self.continue_button = QPushButton("Continue", self)
        self.continue_button.setObjectName("inProgressContinue")
        self.continue_button.setToolTip(f"Continue {entry.game}: {entry.detail}")
        self.continue_button.setAccessibleName(f"Continue {entry.game}, {entry.players}")
        self.delete_button.setAccessibleName(f"Delete {entry.game}, {entry.players}")
        for button in (self.delete_button, self.continue_button):
            button.setMinimumHeight(32)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.continue_button.clicked.connect(lambda: self.continue_requested.emit(entry.path))
        self.delete_button.clicked.connect(lambda: self.delete_requested.emit(entry.path))


class InProgressPanel(QFrame):
    """The heading and a row per game (the newest ``FOLDED_ROWS`` until "Show N more" is
    clicked); a line under them when more games are kept than listed."""

    continue_requested = Signal(str)
    delete_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("inProgressPanel")
        self.setAccessibleName("Games in progress")
        self.rows: list[InProgressRow] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(8)
        self.heading = QLabel("Games in progress", self)
        self.heading.setObjectName("inProgressTitle")
        self._layout.addWidget(self.heading)
        self.unfolded = False
        self.unlisted = 0
        self.fold_button = QPushButton("", self)
        self.fold_button.setObjectName("inProgressFold")
        self.fold_button.setFlat(True)
        self.fold_button.clicked.connect(self.toggle_fold)
        self._layout.addWidget(self.fold_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.more = QLabel("", self)
        self.more.setObjectName("inProgressMore")
        self.more.setWordWrap(True)
        self._layout.addWidget(self.more)
        self.set_games([])

    def set_games(self, entries: list[InProgressEntry], unlisted: int = 0) -> None:
        """Show these games (newest first) and say how many more are kept but not listed."""
        for row in self.rows:
            row.hide()
            row.setParent(None)
            row.deleteLater()
        self.rows = []
        for index, entry in enumerate(entries):
            row = InProgressRow(entry, self)
            row.continue_requested.connect(self.continue_requested)
            row.delete_requested.connect(self.delete_requested)
            self._layout.insertWidget(1 + index, row)
            self.rows.append(row)
        self.unlisted = unlisted
        games = "game" if unlisted == 1 else "games"
        self.more.setText(f"{unlisted} older {games} in progress, listed here as newer ones end or are deleted.")
        self._show_fold()
        self.setVisible(bool(entries))

    def toggle_fold(self) -> None:
        self.unfolded = not self.unfolded
        self._show_fold()

    def _show_fold(self) -> None:
        hidden = max(0, len(self.rows) - FOLDED_ROWS)
        for index, row in enumerate(self.rows):
            row.setVisible(self.unfolded or index < FOLDED_ROWS)
        self.fold_button.setText("Show fewer" if self.unfolded else f"Show {hidden} more")
        self.fold_button.setAccessibleName("Show fewer games in progress" if self.unfolded
                                           else f"Show {hidden} more games in progress")
        self.fold_button.setVisible(hidden > 0)
        self.more.setVisible(bool(self.unlisted) and (self.unfolded or hidden <= 0))
