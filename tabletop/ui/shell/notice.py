"""A notice across the top of a page: something the player should know that needs no answer.

Used where a dialog would be wrong: at start-up (a broken autosave was moved aside) and
during a game (autosave is off). It never blocks, wraps long text (file paths) instead of
clipping it, and the player can dismiss it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

_STYLE = """
QFrame#notice {
    background: #fff4d6;
    border: 1px solid #e3c26b;
    border-radius: 8px;
}
QLabel#noticeText {
    color: #5c4300;
    background: transparent;
}
"""


class NoticeBar(QFrame):
    """A dismissible, word-wrapped message; hidden while there is nothing to say."""

    def __init__(self, parent: QWidget | None = None, accessible_name: str = "notice"):
        super().__init__(parent)
        self.setObjectName("notice")        # the style sheet's selector; the same for every notice
        self.setAccessibleName(accessible_name)
        self.setStyleSheet(_STYLE)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 10, 10, 10)
        layout.setSpacing(12)
        self.label = QLabel(self)
        self.label.setObjectName("noticeText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)   # paths and error text shown as they are
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.label, 1)
        self.dismiss_button = QPushButton("Dismiss", self)
        self.dismiss_button.setObjectName("noticeDismiss")
        self.dismiss_button.clicked.connect(self.clear)
        layout.addWidget(self.dismiss_button, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    @property
    def text(self) -> str:
        return self.label.text() if not self.isHidden() else ""

    def show_text(self, text: str) -> None:
        self.label.setText(text)
        self.show()

    def clear(self) -> None:
        self.label.setText("")
        self.hide()
