"""The first screen: every registered game as a tile, and the ways into a game.

Tiles are built from the registry, so a game that registers appears here with no change to
the shell. They sit in as many columns as fit (up to ``MAX_TILE_COLUMNS``), each at its full
height; what does not fit scrolls.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine.game import GameInfo
from tabletop.ui.shell.how_to_play import how_to_play_dialog
from tabletop.ui.shell.in_progress_panel import InProgressPanel
from tabletop.ui.shell.notice import NoticeBar

#: A tile narrower than this wraps its summary into a tall, thin column; below it, fewer columns.
TILE_MIN_WIDTH = 340
MAX_TILE_COLUMNS = 3
TILE_SPACING = 18


def one_paragraph(text: str) -> str:
    """A game's summary as one flowing paragraph: its line breaks are where the author's editor
    wrapped, not where a sentence ends, so the label wraps the text to its own width instead."""
    return " ".join(text.split())


def tile_columns(width: int) -> int:
    """How many tile columns ``width`` pixels hold, each at least ``TILE_MIN_WIDTH`` wide."""
    return max(1, min(MAX_TILE_COLUMNS, (width + TILE_SPACING) // (TILE_MIN_WIDTH + TILE_SPACING)))


class GameTile(QFrame):
    """One game: its name, player count, summary and its own buttons."""

    new_game_requested = Signal(str)
    how_to_play_requested = Signal(str)

    def __init__(self, info: GameInfo, parent: QWidget | None = None):
        super().__init__(parent)
        self.game_id = info.id
        self.setObjectName("gameTile")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(info.name)
        self.setAccessibleDescription(f"{info.players_text} players. {one_paragraph(info.summary)}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 16)
        layout.setSpacing(8)
        title = QLabel(info.name, self)
        title.setObjectName("tileTitle")
        title.setWordWrap(True)
        players = QLabel(f"{info.players_text} players", self)
        players.setObjectName("tilePlayers")
        summary = QLabel(one_paragraph(info.summary), self)
        summary.setObjectName("tileSummary")
        summary.setWordWrap(True)
        summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(title)
        layout.addWidget(players)
        layout.addWidget(summary, 1)
        row = QHBoxLayout()
        self.play_button = QPushButton("Play", self)
        self.play_button.setObjectName("tilePlay")
        self.play_button.setToolTip(f"Set up a new game of {info.name}")
        # Five tiles each have a Play and a How to play: the name says which game, the words stay short.
        self.play_button.setAccessibleName(f"Play {info.name}")
        self.play_button.setAccessibleDescription(f"Set up a new game of {info.name}")
        self.rules_button = QPushButton("How to play", self)
        self.rules_button.setObjectName("tileRules")
        self.rules_button.setAccessibleName(f"How to play {info.name}")
        row.addWidget(self.rules_button)
        row.addStretch(1)
        row.addWidget(self.play_button)
        layout.addLayout(row)
        self.play_button.clicked.connect(lambda: self.new_game_requested.emit(self.game_id))
        self.rules_button.clicked.connect(lambda: self.how_to_play_requested.emit(self.game_id))


class StartPage(QWidget):
    """The landing page: a header with New game / Continue / Open, and the game tiles."""

    new_game_requested = Signal(str)  # a game id, or "" for the dialog's remembered choice
    continue_requested = Signal()
    open_requested = Signal()
    deck_builder_requested = Signal()

    def __init__(self, games: list[GameInfo], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("startPage")
        self.games = {g.id: g for g in games}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 32, 40, 24)
        outer.setSpacing(18)

        header = QHBoxLayout()
        titles = QVBoxLayout()
        title = QLabel("Tabletop", self)
        title.setObjectName("startTitle")
        subtitle = QLabel("Card games with every rule enforced. Pick a game to begin.", self)
        subtitle.setObjectName("startSubtitle")
        subtitle.setWordWrap(True)  # so a narrow window is not held wide by one sentence
        titles.addWidget(title)
        titles.addWidget(subtitle)
        header.addLayout(titles, 1)
        self.new_button = QPushButton("New game…", self)
        self.new_button.setObjectName("primaryButton")
        self.continue_button = QPushButton("Continue", self)
        self.continue_button.setObjectName("continueButton")
        self.open_button = QPushButton("Open saved game…", self)
        self.open_button.setObjectName("openButton")
        self.decks_button = QPushButton("Deck builder…", self)
        self.decks_button.setObjectName("decksButton")
        self.new_button.setAccessibleDescription("Choose a game, its players and its rules")
        self.open_button.setAccessibleDescription("Continue a game saved in a file")
        self.decks_button.setAccessibleDescription("Build, check and test decks for the games played with decks")
        for button in (self.decks_button, self.open_button, self.continue_button, self.new_button):
            button.setMinimumHeight(36)
            header.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
        outer.addLayout(header)
        #: Something to know before playing (a broken autosave was moved aside); hidden when empty.
        self.notice = NoticeBar(self, "startNotice")
        outer.addWidget(self.notice)

        scroll = QScrollArea(self)
        scroll.setObjectName("tileScroll")
        scroll.setAccessibleName("Games")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        holder = QWidget(scroll)
        holder.setObjectName("tileHolder")
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(TILE_SPACING)
        #: Every unfinished game, newest first, with Continue and Delete…; hidden when there is none.
        self.in_progress = InProgressPanel(holder)
        column.addWidget(self.in_progress)
        self.tile_grid = QGridLayout()
        column.addLayout(self.tile_grid, 1)
        self.tile_grid.setContentsMargins(0, 0, 0, 0)
        self.tile_grid.setSpacing(TILE_SPACING)
        self.tiles: dict[str, GameTile] = {}
        for game in games:
            tile = GameTile(game, holder)
            tile.setMinimumWidth(TILE_MIN_WIDTH)
            tile.new_game_requested.connect(self.new_game_requested)
            tile.how_to_play_requested.connect(self.show_how_to_play)
            self.tiles[game.id] = tile
        self.tile_columns = 0
        scroll.setWidget(holder)
        self.tile_scroll = scroll
        scroll.installEventFilter(self)
        self._place_tiles(tile_columns(self._tile_room()))
        outer.addWidget(scroll, 1)

        self.new_button.clicked.connect(lambda: self.new_game_requested.emit(""))
        self.continue_button.clicked.connect(self.continue_requested)
        self.open_button.clicked.connect(self.open_requested)
        self.decks_button.clicked.connect(self.deck_builder_requested)
        self.set_can_continue(False)

    def _tile_room(self) -> int:
        """The width the tiles share: the scroll area's, less its scroll bar's whether shown or
        not (so a scroll bar coming and going never changes the number of columns)."""
        return self.tile_scroll.width() - self.tile_scroll.verticalScrollBar().sizeHint().width()

    def _place_tiles(self, columns: int) -> None:
        """Lay the tiles out in ``columns`` equal columns, in registry order, packed at the top."""
        if columns == self.tile_columns:
            return
        grid = self.tile_grid
        for tile in self.tiles.values():
            grid.removeWidget(tile)
        for row in range(grid.rowCount()):
            grid.setRowStretch(row, 0)
        for column in range(max(grid.columnCount(), columns)):
            grid.setColumnStretch(column, 1 if column < columns else 0)   # equal columns
        for index, tile in enumerate(self.tiles.values()):
            grid.addWidget(tile, index // columns, index % columns)
        grid.setRowStretch((len(self.tiles) + columns - 1) // columns, 1)
        self.tile_columns = columns

    def eventFilter(self, watched, event) -> bool:
        if watched is self.tile_scroll and event.type() == QEvent.Type.Resize:
            self._place_tiles(tile_columns(self._tile_room()))
        return super().eventFilter(watched, event)

    def set_can_continue(self, can: bool, detail: str = "") -> None:
        """Continue (the game played last) is offered only when a game is in progress; the
        tooltip says which."""
        self.continue_button.setEnabled(can)
        self.continue_button.setToolTip(detail if can else "There is no unfinished game to continue.")
        self.continue_button.setAccessibleDescription(self.continue_button.toolTip())

    def show_how_to_play(self, game_id: str) -> None:
        """The tile's game's page; every other game is listed beside its text."""
        dialog = how_to_play_dialog(self.games[game_id], self, list(self.games.values()))
        dialog.exec()
        dialog.deleteLater()        # closed, it would stay in the screen reader's tree of windows
