"""The legality panel: every violation of the deck, in words; clicking one selects its cards.

The list takes the height its lines need (up to ``max_list_height``, then it scrolls) and none at
all when the deck is legal, so a short list never keeps an empty box's space from the deck list.
Each line wraps to the panel's width and keeps the height of its wrapped text.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine.deck import Violation


class ProblemList(QListWidget):
    """A word-wrapped list whose size hint is the height of all its lines."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)        # re-wrap the lines when the width changes
        self.setUniformItemSizes(False)
        self.setSpacing(1)
        self.setAlternatingRowColors(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.max_list_height = 220

    def content_height(self) -> int:
        rows = sum(max(self.sizeHintForRow(i), self.visualItemRect(self.item(i)).height())
                   for i in range(self.count()))
        return rows + 2 * self.frameWidth() + 2 * self.spacing() * self.count() + 2

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), min(self.content_height(), self.max_list_height))

    def minimumSizeHint(self) -> QSize:
        line = self.fontMetrics().lineSpacing()
        return QSize(80, min(self.content_height(), 2 * line + 2 * self.frameWidth() + 8))

    def fit(self) -> None:
        self.setMaximumHeight(max(self.minimumSizeHint().height(), min(self.content_height(), self.max_list_height)))
        self.updateGeometry()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.doItemsLayout()          # the lines wrap anew: their heights change
            self.fit()


class LegalityPanel(QWidget):
    cards_selected = Signal(list)      # the card ids of the clicked violation

    def __init__(self, parent=None):
        super().__init__(parent)
        self.status = QLabel()
        self.status.setObjectName("legalityStatus")
        self.status.setWordWrap(True)
        self.list = ProblemList()
        self.list.setObjectName("violations")
        self.list.setAccessibleName("Deck problems")
        self.list.setAccessibleDescription("Choose a problem to select its cards in the deck")
        self.list.itemClicked.connect(self._clicked)
        self.list.currentItemChanged.connect(lambda item, _: item and self._clicked(item))
        self.list.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        layout.addWidget(self.list)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.violations: list[Violation] = []

    def set_max_list_height(self, height: int) -> None:
        self.list.max_list_height = max(40, height)
        self.list.fit()

    def show_violations(self, violations: list[Violation], read_only: bool = False) -> None:
        self.violations = list(violations)
        self.list.clear()
        self.list.setVisible(bool(violations))
        if not violations:
            self.status.setText("✔ Legal: the deck follows every construction rule."
                                if not read_only else "✔ This is the game's fixed deck.")
            self._mark("legal")
            return
        self.status.setText(f"✘ {len(violations)} problem{'s' if len(violations) != 1 else ''}: "
                            "click one to select its cards.")
        self._mark("problems")
        for v in violations:
            item = QListWidgetItem(v.sentence)
            item.setData(Qt.ItemDataRole.UserRole, list(v.cards))
            item.setToolTip(v.citation)
            self.list.addItem(item)
        self.list.doItemsLayout()
        self.list.fit()

    def _mark(self, state: str) -> None:
        """The status line's colour is the app style sheet's (``QLabel#legalityStatus`` by its
        ``state``), so the high-contrast theme turns it with the rest; the mark says it in shape."""
        self.status.setProperty("state", state)
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)

    def _clicked(self, item: QListWidgetItem) -> None:
        self.cards_selected.emit(list(item.data(Qt.ItemDataRole.UserRole) or []))
