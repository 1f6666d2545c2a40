"""The game-over panel every table shows when its game ends: the result and what to do next.

One panel for every game, so the end of a game looks and works the same everywhere: the
engine's own sentence for the result (it reads right for any name), the score by seat, and
buttons for what players do next (Forge and PySol offer the same): Rematch, New game, Start
page, Save as. The panel only asks; the shell (``MainWindow``) decides what each button does.
It is opaque, so no part of the board shows through the words, and sits in the middle of the
table, leaving the rest of the final position in view. Enter presses Rematch, Tab moves along
the buttons.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from tabletop.ui.board.common.lookback import FollowsParent

#: The panel's own colour: fully opaque, whatever is drawn under it.
BACKGROUND = QColor(12, 24, 36)

STYLE = """
#gameOverPanel { background: rgb(12, 24, 36); border: 3px solid #ffc23d; border-radius: 16px; }
#gameOverPanel QLabel { background: transparent; color: #eef4ef; }
#gameOverCaption { color: #a9c5b4; font-size: 14px; font-weight: 700; letter-spacing: 2px; }
#gameOverTitle { color: #ffc23d; font-size: 26px; font-weight: 800; }
#gameOverScore { font-size: 20px; font-weight: 700; }
#gameOverDetail { color: #a9c5b4; font-size: 15px; }
#gameOverPanel QPushButton { background: #2f6db5; color: white; border: 1px solid rgba(255,255,255,80);
    border-radius: 8px; padding: 8px 14px; font-size: 15px; font-weight: 600; }
#gameOverPanel QPushButton:hover { background: #3a80d0; }
#gameOverPanel QPushButton:focus { border: 3px solid #ffc23d; }
#gameOverPanel QPushButton#gameOverRematch { background: #c2410c; }
#gameOverPanel QPushButton#gameOverRematch:hover { background: #d9541c; }
"""


@dataclass(frozen=True, slots=True)
class GameResult:
    """What the panel says: the result sentence, the score by seat and any extra lines."""

    title: str
    score: str
    details: tuple[str, ...] = ()

    @classmethod
    def of(cls, outcome, names: Sequence[str], details: Sequence[str] = ()) -> GameResult:
        """From the engine's ``Outcome``: its sentence ("Ana wins, 5–3.") and the scores by name."""
        if outcome is None:
            return cls("The game is over.", "", tuple(details))
        scores = tuple(outcome.scores or ())
        if len(scores) == len(names) == 2:
            score = f"{names[0]}  {scores[0]} – {scores[1]}  {names[1]}"
        else:
            score = " · ".join(f"{name} {points}" for name, points in zip(names, scores, strict=False))
        return cls(outcome.text or "The game is over.", score, tuple(details))


class GameOverPanel(QFrame):
    """The result in the middle of the table, and the four ways on."""

    rematch_requested = Signal()
    new_game_requested = Signal()
    start_page_requested = Signal()
    save_requested = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("gameOverPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setAutoFillBackground(True)
        self.setStyleSheet(STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 18)
        layout.setSpacing(8)
        self.caption = self._label("GAME OVER", "gameOverCaption")
        self.title = self._label("", "gameOverTitle")
        self.score = self._label("", "gameOverScore")
        self.detail = self._label("", "gameOverDetail")
        for label in (self.caption, self.title, self.score, self.detail):
            layout.addWidget(label)
        row = QHBoxLayout()
        row.setSpacing(8)
        self.rematch_button = self._button("Rematch", "gameOverRematch",
                                           "The same game again, same players and decks, a new shuffle (Enter)",
                                           self.rematch_requested)
        self.new_game_button = self._button("New game…", "gameOverNewGame", "Choose a game and players",
                                            self.new_game_requested)
        self.start_button = self._button("Start page", "gameOverStart", "Back to the start page",
                                         self.start_page_requested)
        self.save_button = self._button("Save as…", "gameOverSave", "Keep this game in a file", self.save_requested)
        for button in self.buttons():
            row.addWidget(button)
        layout.addSpacing(6)
        layout.addLayout(row)
        self.setTabOrder(self.rematch_button, self.new_game_button)
        self.setTabOrder(self.new_game_button, self.start_button)
        self.setTabOrder(self.start_button, self.save_button)
        self.result = GameResult("", "")
        self._follow = FollowsParent(parent, self.place)
        self.hide()

    def _label(self, text: str, name: str) -> QLabel:
        label = QLabel(text, self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        return label

    def _button(self, text: str, name: str, tip: str, signal) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.setAutoDefault(True)          # Enter presses the focused button, as in a dialog
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(signal.emit)
        return button

    def buttons(self) -> list[QPushButton]:
        return [self.rematch_button, self.new_game_button, self.start_button, self.save_button]

    def show_result(self, result: GameResult) -> None:
        """Show (or update) the result; Rematch takes the keyboard the first time it appears."""
        appearing = self.isHidden()
        self.result = result
        self.title.setText(result.title)
        self.score.setText(result.score)
        self.score.setVisible(bool(result.score))
        self.detail.setText("\n".join(result.details))
        self.detail.setVisible(bool(result.details))
        self.place()
        self.show()
        if appearing:
            self.rematch_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def place(self) -> None:
        """Centred on the table, as wide as its content wants but never wider than the table."""
        parent = self.parentWidget()
        for child in self.findChildren(QWidget):
            child.ensurePolished()          # the style sheet's padding counts in the widths below
        self.layout().invalidate()
        room = max(200, parent.width() - 24)
        width = min(room, max(460, self.sizeHint().width()))
        height = self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height()
        height = min(max(height, self.minimumSizeHint().height()), max(120, parent.height() - 16))
        self.setGeometry(QRect((parent.width() - width) // 2, (parent.height() - height) // 2, width, height))
