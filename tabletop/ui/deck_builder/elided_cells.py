"""Cells that fit a text too wide for them and say it whole in their tooltip.

A type too wide ("Module - Station") shows its head ("Module") before it is cut; any other text
is cut with "…" ("Stalker MK II Fighter Dro…"). The tooltip of such a cell starts with the
cell's whole text, then the card's own tooltip (its name, type and text), so nothing a narrow
column hides is out of reach.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFontMetrics, QHelpEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolTip,
)

_Index = QModelIndex | QPersistentModelIndex


class ElidedCells(QStyledItemDelegate):
    """Draws cells as Qt does (eliding at the right), a type by its head first; adds the whole
    text to the tooltip of a cell that does not show it."""

    def _option(self, option: QStyleOptionViewItem, index: _Index) -> QStyleOptionViewItem:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        return opt

    def initStyleOption(self, option: QStyleOptionViewItem, index: _Index) -> None:
        super().initStyleOption(option, index)
        text = option.text
        if " - " in text and QFontMetrics(option.font).horizontalAdvance(text) > self._room(option):
            option.text = text.split(" - ", 1)[0]

    @staticmethod
    def _room(opt: QStyleOptionViewItem) -> int:
        """The pixels the cell's text gets: its text rectangle less the style's text margins."""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, widget)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        return rect.width() - 2 * margin

    def shown_text(self, option: QStyleOptionViewItem, index: _Index) -> str:
        """The text as the cell shows it: whole, its head before " - ", or cut with "…" at the right."""
        opt = self._option(option, index)
        return QFontMetrics(opt.font).elidedText(opt.text, Qt.TextElideMode.ElideRight, self._room(opt))

    def tooltip(self, option: QStyleOptionViewItem, index: _Index) -> str:
        tip = str(index.data(Qt.ItemDataRole.ToolTipRole) or "")
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        if text and self.shown_text(option, index) != text and text not in tip.splitlines():
            return f"{text}\n\n{tip}" if tip else text
        return tip

    def helpEvent(self, event: QHelpEvent, view: QAbstractItemView, option: QStyleOptionViewItem,
                  index: _Index) -> bool:
        if event.type() != QEvent.Type.ToolTip or not index.isValid():
            return super().helpEvent(event, view, option, index)
        tip = self.tooltip(option, index)
        if not tip:
            QToolTip.hideText()
            return False
        QToolTip.showText(event.globalPos(), tip, view, option.rect)
        return True
