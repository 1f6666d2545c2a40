"""The always-visible limits summary: "Cards 24 / 60", "Points 762 / 1000"... red when broken.

One label per counted limit of the game and setting (``tabletop.decks.limits``), flowing in
lines as wide as the panel, so it reads in a narrow window too. The tooltip says the
limit in words and cites the rule. The labels' looks are the app style sheet's
(``QWidget#limits QLabel`` by the ``broken`` property), so the high-contrast theme turns them too.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from tabletop.decks.limits import Limit


class LimitsPanel(QWidget):
    """The labels flow left to right and wrap like words, so short ones share a line."""

    H_GAP, V_GAP = 4, 3

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("limits")
        self.setAccessibleName("Deck limits")
        self.limits: tuple[Limit, ...] = ()
        self.labels: list[QLabel] = []
        size_policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        size_policy.setHeightForWidth(True)
        self.setSizePolicy(size_policy)

    @staticmethod
    def caption(limit: Limit) -> str:
        return f"{limit.label[:1].upper()}{limit.label[1:]} {limit.text}"

    def show_limits(self, limits: tuple[Limit, ...]) -> None:
        if [(x.rule, x.label) for x in limits] != [(x.rule, x.label) for x in self.limits]:
            for label in self.labels:
                label.hide()
                label.setParent(None)          # gone at once, not at the next event loop turn
                label.deleteLater()
            self.labels = []
            for limit in limits:
                label = QLabel(self)
                label.setObjectName(f"limit-{limit.rule}")
                label.show()
                self.labels.append(label)
        self.limits = tuple(limits)
        for label, limit in zip(self.labels, limits, strict=True):
            label.setText(("✘ " if limit.broken else "") + self.caption(limit))
            label.setProperty("broken", limit.broken)
            label.style().unpolish(label)       # the app style sheet's look for "broken" (or not)
            label.style().polish(label)
            label.setToolTip(limit.sentence + (f"\n{limit.citation}" if limit.citation else ""))
            # A screen reader hears "broken" in words, where the eye sees the red and the cross.
            label.setAccessibleName(("Broken: " if limit.broken else "") + self.caption(limit))
            label.setAccessibleDescription(label.toolTip())
            label.adjustSize()
        self.setVisible(bool(limits))
        self._place(self.width())
        self.updateGeometry()

    def positions(self, width: int) -> list[QRect]:
        """Where each label goes at this width: in order, wrapping to a new line when one would not fit."""
        out, x, y, line = [], 0, 0, 0
        for label in self.labels:
            size = label.sizeHint()
            if x and x + size.width() > width:
                x, y, line = 0, y + line + self.V_GAP, 0
            out.append(QRect(x, y, min(size.width(), max(width, 1)), size.height()))
            x += size.width() + self.H_GAP
            line = max(line, size.height())
        return out

    def _place(self, width: int) -> None:
        for label, rect in zip(self.labels, self.positions(width), strict=True):
            label.setGeometry(rect)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rects = self.positions(width)
        return max((r.bottom() + 1 for r in rects), default=0)

    def sizeHint(self) -> QSize:
        width = sum(label.sizeHint().width() + self.H_GAP for label in self.labels)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        widest = max((label.sizeHint().width() for label in self.labels), default=0)
        return QSize(widest, self.heightForWidth(max(widest, self.width())))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place(event.size().width())
        if event.oldSize().width() != event.size().width():
            self.setMinimumHeight(self.heightForWidth(event.size().width()))
