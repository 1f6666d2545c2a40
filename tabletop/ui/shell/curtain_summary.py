"""The curtain's recap ("Since Ana last looked: …") in a scroll area.

As tall as its words where the curtain has room for them; shorter, with a scroll bar, where it
has not (a 1024x640 window, eight long sentences of a football play), so no sentence is ever cut
off at the curtain's edge. It takes no focus and no clicks outside its scroll bar: any key or
click on the curtain still lifts it.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QWidget

#: The fewest lines of the recap left in view when the curtain is short of room.
MIN_LINES = 3


class SummaryScroll(QScrollArea):
    """``label`` (word-wrapped) in a frameless, see-through scroll area that asks for its height."""

    def __init__(self, label: QLabel, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("curtainSummaryScroll")
        self.setWidget(label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.viewport().setAutoFillBackground(False)
        label.setAutoFillBackground(False)
        self.setStyleSheet("QScrollArea#curtainSummaryScroll { background: transparent; }")

    def words_height(self) -> int:
        """The height the label needs at the scroll area's width, every line whole."""
        label = self.widget()
        return max(0, label.heightForWidth(self.width()) if label.text() else 0)

    def sizeHint(self) -> QSize:
        return QSize(self.width(), self.words_height())

    def minimumSizeHint(self) -> QSize:
        line = self.widget().fontMetrics().lineSpacing()
        return QSize(self.width(), min(self.words_height(), MIN_LINES * line))

    def fit(self) -> None:
        """After the words or the width changed: ask the curtain's layout for the new height."""
        self.updateGeometry()


__all__ = ["SummaryScroll"]
