"""The legality panel: every violation of the deck, in words; clicking one selects its cards."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from tabletop.decks.check import Violation


class LegalityPanel(QWidget):
    cards_selected = Signal(list)      # the card ids of the clicked violation

    def __init__(self, parent=None):
        super().__init__(parent)
        self.status = QLabel()
        self.status.setObjectName("legalityStatus")
        self.status.setWordWrap(True)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setObjectName("violations")
        self.list.itemClicked.connect(self._clicked)
        self.list.currentItemChanged.connect(lambda item, _: item and self._clicked(item))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        layout.addWidget(self.list, 1)
        self.violations: list[Violation] = []

    def show_violations(self, violations: list[Violation], read_only: bool = False) -> None:
        self.violations = list(violations)
        self.list.clear()
        if not violations:
            self.status.setText("✔ Legal: the deck follows every construction rule."
                                if not read_only else "✔ This is the game's fixed deck.")
            self.status.setStyleSheet("color: #1e8e3e; font-weight: bold;")
            return
        self.status.setText(f"✘ {len(violations)} problem{'s' if len(violations) != 1 else ''}: "
                            "click one to select its cards.")
        self.status.setStyleSheet("color: #c0392b; font-weight: bold;")
        for v in violations:
            item = QListWidgetItem(v.sentence)
            item.setData(Qt.ItemDataRole.UserRole, list(v.cards))
            item.setToolTip(v.citation)
            self.list.addItem(item)

    def _clicked(self, item: QListWidgetItem) -> None:
        self.cards_selected.emit(list(item.data(Qt.ItemDataRole.UserRole) or []))
