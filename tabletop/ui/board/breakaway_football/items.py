"""Card items of the Breakaway Football table: hand cards, the card on a Play Card space and the
cards shown in the latest play.

Every face on the table says which card and which end it shows, and reports the mouse resting
on it (the shared ``HandCardItem`` and ``FaceItem`` hover hook), so the table can show it large
with its whole text: the small pictures are for finding a card, the preview for reading one.
Items only report input; the table decides what it means and asks the controller.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from tabletop.ui.board.common.items import FaceItem, HandCardItem

#: Told (card id, item) when the mouse comes to rest on a face and (None, item) when it leaves.
OnHover = Callable[[str | None, QGraphicsItem], None]


class FootballCardItem(HandCardItem):
    """A hand card that also turns end for end on a right-click."""

    def __init__(self, card_id: str, seat: int, pixmap: QPixmap, interactive: bool,
                 on_double_click: Callable[[str], None], on_drag: Callable[[str], None],
                 on_rotate: Callable[[str], None], end: str = "a", on_hover: OnHover | None = None):
        super().__init__(card_id, seat, pixmap, interactive, on_double_click, on_drag, on_hover)
        self._on_rotate = on_rotate
        #: The end touching the board, as drawn ("a" or "b"); a hand card has no highlighted part.
        self.end = end
        self.focus = ""
        if interactive:
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            event.accept()
            self._on_rotate(self.card_id)
            return
        super().mousePressEvent(event)


class CardPicture(FaceItem):
    """A face on the table that is not in a hand (a called play, a Game Day card)."""

    def __init__(self, pixmap: QPixmap, card_id: str, end: str = "a", focus: str = "",
                 on_hover: OnHover | None = None, pos: QPointF | None = None, z: float = 0):
        super().__init__(card_id, pixmap, on_hover or (lambda card, item: None))
        self.end = end
        #: The part of a Game Day card that counted, highlighted in the preview too.
        self.focus = focus
        if pos is not None:
            self.setPos(pos)
        self.setZValue(z)


class SlotCardItem(CardPicture):
    """The card on this seat's Play Card space: a right-click or double-click asks for the audible."""

    def __init__(self, pixmap: QPixmap, card_id: str, end: str, on_turn: Callable[[], object],
                 on_hover: OnHover | None = None):
        super().__init__(pixmap, card_id, end, on_hover=on_hover)
        self._on_turn = on_turn
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() == Qt.MouseButton.RightButton:
            self._on_turn()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self._on_turn()
