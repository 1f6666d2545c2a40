"""The deck pane's foot: a notice line over one row of buttons (+, −, the role button, Play).

The foot sits at the bottom of the deck pane, the buttons last, so they stay where the player's
pointer is however long the problem list above grows. The notice line, right over the
buttons, says why an edit was refused (a copy limit, in the rule's own words) and otherwise
which keys edit the deck. Its colours are the app style sheet's (``QLabel#deckNotice`` by its
``notice`` property), so the high-contrast theme turns them with the rest.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

HINT = "Enter or + adds the chosen card; − removes a copy."


class DeckButtons(QWidget):
    """The notice and the buttons; the window connects the buttons."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("deckButtons")
        self.notice = QLabel()
        self.notice.setObjectName("deckNotice")
        self.notice.setWordWrap(True)
        self.notice.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        # A refusal's sentence wraps upwards, taking a line or two from the list above: the
        # buttons under it keep the pane's foot.
        self.notice.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        self.plus = QPushButton("+")
        self.plus.setObjectName("plusButton")
        self.plus.setAccessibleName("Add a copy")
        self.minus = QPushButton("−")
        self.minus.setObjectName("minusButton")
        self.minus.setAccessibleName("Remove a copy")
        self.role = QPushButton()
        self.role.setObjectName("roleButton")
        self.play = QPushButton("Play with this deck")
        self.play.setObjectName("playButton")
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        for button in (self.plus, self.minus):
            # The app style sheet pads buttons 16 px a side; a one-glyph button needs none. Clicking one
            # leaves the focus in the list, so "+" keeps adding to the card chosen there.
            button.setStyleSheet("padding: 4px 0; font-size: 16px; font-weight: 700;")
            button.setFixedWidth(40)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(button)
        self.role.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        row.addWidget(self.role)
        row.addStretch(1)
        row.addWidget(self.play)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.notice)
        layout.addLayout(row)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.refusal = ""
        self.show_hint(True)

    def refuse(self, sentence: str) -> None:
        """Say why an edit was not made, in red, until the next edit or choice of card."""
        self.refusal = sentence
        self.notice.setText(sentence)
        self.notice.setToolTip(sentence)
        self._mark("refusal")

    def show_hint(self, editable: bool) -> None:
        """Forget a refusal: the line says which keys edit the deck (nothing for a fixed deck)."""
        self.refusal = ""
        self.notice.setText(HINT if editable else "")
        self.notice.setToolTip("")
        self._mark("hint")

    def _mark(self, notice: str) -> None:
        """Say which of the sheet's two looks the line takes, and have it drawn so at once."""
        self.notice.setProperty("notice", notice)
        self.notice.style().unpolish(self.notice)
        self.notice.style().polish(self.notice)
