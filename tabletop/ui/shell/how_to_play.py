"""The How to play page: one game's own rules text, readable and scrollable, with every other
game's page a choice away on it.

Help › How to play opens the page of the game on the table at once (on the start page, the game
set up last); the start page's tiles open their own game's. The list of games beside the text
turns the page to any other game, so no game's rules are ever more than one choice away.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine.game import Game, GameInfo


class HowToPlayDialog(QDialog):
    """A game's How to play text, with ``games`` (when more than the one) listed beside it: the
    list shows every choice at once, and a click or the arrow keys turn the page."""

    def __init__(self, game: GameInfo, games: Sequence[GameInfo] = (), parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("howToPlay")
        self.games = list(games) if any(g.id == game.id for g in games) else [game, *games]
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.choice = QListWidget(self)
        self.choice.setObjectName("howToPlayGames")
        self.choice.setAccessibleName("Games")
        self.choice.setToolTip("Read how another game is played")
        for info in self.games:
            item = QListWidgetItem(info.name, self.choice)
            item.setData(Qt.ItemDataRole.UserRole, info.id)
        self.choice.setStyleSheet("QListWidget#howToPlayGames::item { padding: 6px 10px; }")
        metrics = self.choice.fontMetrics()
        self.choice.setFixedWidth(max(metrics.horizontalAdvance(g.name) for g in self.games) + 60)
        self.choice.setVisible(len(self.games) > 1)
        row.addWidget(self.choice)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("howToPlayText")
        self.browser.setOpenExternalLinks(True)
        row.addWidget(self.browser, 1)
        layout.addLayout(row, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620 + (self.choice.width() + layout.spacing() if len(self.games) > 1 else 0), 560)
        self.choice.currentRowChanged.connect(lambda row: self.show_game(self.games[row]) if row >= 0 else None)
        self.show_game(game)
        self.browser.setFocus(Qt.FocusReason.OtherFocusReason)    # the arrows and Page keys scroll the text

    @property
    def game_id(self) -> str:
        return self.choice.currentItem().data(Qt.ItemDataRole.UserRole)

    def show_game(self, info: GameInfo) -> None:
        """Turn the page to ``info``'s rules, from the top."""
        self.setWindowTitle(f"How to play {info.name}")
        row = next(i for i, g in enumerate(self.games) if g.id == info.id)
        if self.choice.currentRow() != row:
            self.choice.setCurrentRow(row)          # comes back here through the signal
            return
        self.browser.setMarkdown(f"# {info.name}\n\n{info.how_to_play}")


def how_to_play_dialog(game: Game | GameInfo, parent: QWidget | None = None,
                       games: Sequence[GameInfo] = ()) -> HowToPlayDialog:
    """The page of ``game`` (a game or its info), with ``games`` offered in its Game list."""
    info = game if isinstance(game, GameInfo) else game.info
    return HowToPlayDialog(info, games, parent)


def open_how_to_play(parent: QWidget, games: Sequence[GameInfo], game_id: str | None) -> HowToPlayDialog:
    """Open the page of ``game_id`` (the first game's when it is None or unknown) over ``parent``,
    window-modal without blocking; it is deleted when closed."""
    info = next((g for g in games if g.id == game_id), games[0])
    dialog = how_to_play_dialog(info, parent, games)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def how_to_play_text(games: Sequence[GameInfo], game_id: str | None) -> str:
    """The Help menu's item, naming the game whose page it opens."""
    info = next((g for g in games if g.id == game_id), games[0] if games else None)
    return f"&How to play {info.name}" if info is not None else "&How to play"
