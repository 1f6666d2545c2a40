"""Item models for a seat's hand and the pile: card ids only, read from the per-seat view.

The engine keeps the cards; these models keep the ids a table is showing, so a view can be
rebuilt from them and tests can watch for the narrowest change signal (a played card is one
``rowsRemoved`` from the hand and one ``rowsInserted`` into the pile, never a reset).
They read ``controller.view(seat)`` only, so a hidden card can never reach them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from tabletop.games.standard_deck import standard_deck

#: The card id ("7C") of a row.
CardIdRole = Qt.ItemDataRole.UserRole + 1
#: The row's position counted from the most recent card (0 = newest), for fanned piles.
AgeRole = Qt.ItemDataRole.UserRole + 2

_Index = QModelIndex | QPersistentModelIndex


def card_label(card_id: str) -> str:
    """"7♣" for "7C"; ids outside the standard deck are shown as they are."""
    card = standard_deck().by_id.get(card_id)
    return card.label if card is not None else str(card_id)


class CardListModel(QAbstractListModel):
    """A list of card ids that follows one field of a seat's view, live or from a snapshot."""

    #: The view attribute the rows come from; subclasses name it.
    field = ""

    def __init__(self, controller, seat: int | None = 0, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.seat = seat
        self._ids: list[str] = []
        self._snapshot: Any = None
        controller.changed.connect(self.refresh)
        self.refresh()

    # ----- Qt model interface ------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._ids)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.parent().isValid() or not 0 <= index.row() < len(self._ids):
            return None
        card_id = self._ids[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return card_label(card_id)
        if role == CardIdRole:
            return card_id
        if role == AgeRole:
            return len(self._ids) - 1 - index.row()
        return None

    def roleNames(self) -> dict[int, bytes]:
        names = dict(super().roleNames())
        names[CardIdRole] = b"cardId"
        names[AgeRole] = b"age"
        return names

    # ----- our interface -------------------------------------------------------------------
    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(self._ids)

    def set_seat(self, seat: int | None) -> None:
        self.seat = seat
        self.refresh()

    def show_snapshot(self, view: Any) -> None:
        """Show a past view; live changes are ignored until ``show_live``."""
        self._snapshot = view
        self.refresh()

    def show_live(self) -> None:
        self._snapshot = None
        self.refresh()

    def refresh(self, *_events: Any) -> None:
        view = self._snapshot if self._snapshot is not None else self.controller.view(self.seat)
        self.set_ids(self._ids_from(view))

    def _ids_from(self, view: Any) -> list[str]:
        return [str(c) for c in getattr(view, self.field, ()) or ()]

    def set_ids(self, new: Sequence[str]) -> None:
        """Move to ``new`` with the narrowest signals: one removal, an append, or a reset."""
        new = list(new)
        old = self._ids
        if new == old:
            return
        if len(new) > len(old) and new[:len(old)] == old:
            self.beginInsertRows(QModelIndex(), len(old), len(new) - 1)
            self._ids = new
            self.endInsertRows()
            return
        if len(new) == len(old) - 1:
            for row in range(len(old)):
                if old[:row] + old[row + 1:] == new:
                    self.beginRemoveRows(QModelIndex(), row, row)
                    self._ids = new
                    self.endRemoveRows()
                    return
        self.beginResetModel()
        self._ids = new
        self.endResetModel()


class HandModel(CardListModel):
    """The cards in the viewing seat's own hand (none for a spectator)."""

    field = "hand"

    def _ids_from(self, view: Any) -> list[str]:
        if self.seat is None:
            return []
        return super()._ids_from(view)


class PileModel(CardListModel):
    """The cards played onto the pile this period, oldest first."""

    field = "pile"
