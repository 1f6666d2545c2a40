"""What every table drawn on a QGraphicsScene shares.

Each table rebuilds its items from the current view on every change. A rebuild can start
inside an item's own mouse handler (a double-click, the end of a drag), so old items are
retired and deleted only once control is back in the event loop and no drag is running.

The hover preview never outlives what it shows. The table follows the pointer over its view:
the preview goes when the pointer leaves the card or the table, when a drag starts, when the
table turns to another seat (the hot-seat curtain) or is hidden; after every redraw it is shown
again, with the card's current text and place, only if the pointer still rests on that card.
It keeps clear of the seat's own hand and the prompt panel (``preview_keep_clear``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QMouseEvent, QPixmap
from PySide6.QtWidgets import QGraphicsScene, QVBoxLayout

from tabletop.engine.verdict import Verdict
from tabletop.ui.board.common.game_table import GameTable


class SceneTable(GameTable):
    """Subclasses set ``scene``, ``view``, ``selected``, ``_items``, ``_retired``, ``_dragging``
    and ``_ready`` in their constructor, and draw in ``refresh``.

    A table may have ``make_scene`` and ``start_drawing`` set those up, and set ``prompt_rect`` to
    have its ``prompt`` laid over that scene rectangle whenever the table is resized."""

    #: The scene rectangle the table's ``prompt`` panel is laid over on every resize (None: the
    #: table places its prompt itself).
    prompt_rect: QRectF | None = None
    #: Where the pointer rests over the view (viewport pixels); None when it is elsewhere or unknown.
    _pointer: QPoint | None = None
    #: True from the end of a drag or the pointer leaving the view until the pointer moves over it
    #: again: hover the view replays from its last mouse event then is no pointer resting on a card.
    _pointer_lost = False
    _watching_pointer = False
    #: How far a hovered hand card rises (scene units): the hand's rectangle includes it.
    HAND_LIFT = 20

    def make_scene(self, rect: QRectF, view_class: type, *args: object) -> None:
        """The scene at its design size, the table's view of it filling the table, the keyboard on
        the table: what every scene table's constructor starts with."""
        self.scene = QGraphicsScene(rect, self)
        self.scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.view = view_class(self.scene, self, *args)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 400)

    def start_drawing(self) -> None:
        """No items yet, no drag running: the table is ready, and drawn for the first time."""
        self._items = []
        self._retired = []
        self._dragging = False
        self._ready = True
        self.refresh()

    def no_seat(self) -> Verdict:
        """The refusal of an action tried while the table shows no seat (behind the curtain)."""
        verdict = Verdict(False, "no-seat", "Choose a seat first.")
        self.show_message(verdict.message)
        return verdict

    def place_prompt(self) -> None:
        if self.prompt_rect is not None:
            self.prompt.place(self.view, self.prompt_rect)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if getattr(self, "_ready", False):
            self.place_prompt()

    def hover_card(self, card_id: str | None, item, picture: Callable[[int], QPixmap],
                   text: Callable[[], str]) -> None:
        """Show the hovered card large (``picture(width)``, ``text()``) beside ``item``, or hide the
        preview when the mouse left (``card_id`` None) or a drag is running."""
        if card_id is None or item is None or self._dragging:
            self.preview.hide_card()
            return
        rect = self.view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(self.view.pos())
        self.preview.show_card(card_id, picture(self.preview.card_width()), text(), rect)

    # ----- the hover preview -------------------------------------------------------------------
    def hand_rect(self) -> QRect:
        """Where the shown seat's own hand lies (table coordinates, a hovered card's lift
        included), or an empty rectangle: the cards that can be dragged out of it."""
        if not getattr(self, "_ready", False):
            return QRect()
        rect = QRectF()
        for item in self.scene.items():
            if getattr(item, "_on_drag", None) is not None and getattr(item, "card_id", None) is not None:
                rect = rect.united(item.sceneBoundingRect())
        if rect.isEmpty():
            return QRect()
        return self.view.mapFromScene(rect.adjusted(0, -self.HAND_LIFT, 0, 0)).boundingRect().translated(
            self.view.pos())

    def preview_keep_clear(self) -> list[QRect]:
        """What the hover preview must never cover: the hand, the prompt panel, the look-back bar."""
        rects = [self.hand_rect()]
        for name in ("prompt", "look_back_bar"):
            widget = getattr(self, name, None)
            if widget is not None and widget.isVisible():
                rects.append(widget.geometry())
        return [r for r in rects if r.isValid()]

    def may_preview(self, card_id: str) -> bool:
        """Whether a card may be shown large now: not while the pointer is off the view or has not
        moved since a drag ended (the view then replays an old mouse position over the new cards)."""
        return not self._pointer_lost

    def sync_overlays(self) -> None:
        super().sync_overlays()
        self._watch_pointer()
        self.renew_preview()

    def _watch_pointer(self) -> None:
        view = getattr(self, "view", None)
        if view is not None and not self._watching_pointer:
            self._watching_pointer = True
            view.viewport().installEventFilter(self)

    def card_under_pointer(self, card_id: str) -> object | None:
        """The item showing ``card_id`` where the pointer rests (or that lies on it), or None."""
        if self._pointer is None:
            return None
        for item in self.view.items(self._pointer):
            while item is not None:
                if getattr(item, "card_id", None) == card_id:
                    return item
                item = item.parentItem()
        return None

    def renew_preview(self) -> None:
        """After a redraw: the card under the pointer shown again as it is now, or no preview."""
        preview = getattr(self, "preview", None)
        if preview is None or preview.card_id is None:
            return
        item = self.card_under_pointer(preview.card_id)
        hook = getattr(item, "_on_hover", None)
        if hook is None or getattr(self, "_dragging", False):
            preview.hide_card()
        else:
            hook(item.card_id, item)

    def set_seat(self, seat: int | None) -> None:
        preview = getattr(self, "preview", None)
        if preview is not None and seat != self.seat:
            preview.hide_card()         # another seat's eyes (or the curtain): nothing stays from before
        super().set_seat(seat)

    def hideEvent(self, event) -> None:
        preview = getattr(self, "preview", None)
        if preview is not None:
            preview.hide_card()
        super().hideEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        view = getattr(self, "view", None)
        if view is not None and watched is view.viewport():
            kind = event.type()
            if kind == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
                self._pointer = event.position().toPoint()
                self._pointer_lost = False
                preview = getattr(self, "preview", None)
                if preview is not None and preview.card_id is not None and \
                        self.card_under_pointer(preview.card_id) is None:
                    preview.hide_card()     # the scene tells the card it is left; this is sure of it
            elif kind == QEvent.Type.Leave:
                self._pointer = None
                self._pointer_lost = True
                preview = getattr(self, "preview", None)
                if preview is not None:
                    preview.hide_card()
        return super().eventFilter(watched, event)

    def _dpr(self) -> float:
        """Pixel density to paint cards at: screen ratio times zoom, in quarter steps for the cache."""
        scale = self.view.transform().m11() * self.devicePixelRatioF()
        return max(1.0, round(scale * 4) / 4)

    def on_rescaled(self) -> None:
        if self._ready:
            self.refresh()

    def _clear_items(self) -> None:
        for item in self._items:
            self.scene.removeItem(item)
        self._retired.extend(self._items)
        self._items = []
        QTimer.singleShot(0, self._bury)

    def _bury(self) -> None:
        if not self._dragging:
            self._retired.clear()

    # ----- drag and drop -----------------------------------------------------------------
    def _dropped(self, seat: int, card_id: str) -> None:
        """A card dropped on this seat's target; another seat's card (a stale drag) is refused."""
        if seat != self.seat:
            self.show_message("That card is not in this seat's hand.")
            return
        self.drop_card(card_id)

    def _run_drag(self, item: Any, pixmap: Any) -> None:
        """QDrag.exec blocks: item rebuilds are held off until it returns, then the table redraws,
        which also snaps back a card whose drop was refused or missed."""
        self._dragging = True
        preview = getattr(self, "preview", None)
        if preview is not None:
            preview.hide_card()
        try:
            item.start_drag(self.view.viewport(), pixmap)
        finally:
            self._dragging = False
            self._pointer = None        # the drop is somewhere else: no card is known to be under it
            self._pointer_lost = True
        self.refresh()

    # ----- banners ------------------------------------------------------------------------
    def show_event_banner(self, events: tuple, banners: dict[str, tuple[str, Any]]) -> None:
        """Celebrate the last event of a kind in ``banners`` (kind -> (title, colour)) this seat may see."""
        if not self.is_live:
            return
        shown = [e for e in events if e.kind in banners and e.visible_to(self.seat)]
        if shown:
            title, colour = banners[shown[-1].kind]
            self.banner.show_banner(title, shown[-1].text, colour, self.animation_ms)

    def stop_celebrations(self) -> None:
        """Looking back hides a banner still showing: it belongs to the live game."""
        banner = getattr(self, "banner", None)
        if banner is not None:
            banner.setVisible(False)

    def banner_text(self) -> str:
        """The banner word while it is showing, or "" (tests and accessibility read it)."""
        return self.banner.title if self.banner.isVisible() else ""

    def step_selection(self, ids: list[Any], step: int) -> None:
        """Move the keyboard selection along ``ids`` (wrapping), then redraw."""
        if not ids:
            self.selected = None
        elif self.selected not in ids:
            self.selected = ids[0] if step > 0 else ids[-1]
        else:
            self.selected = ids[(ids.index(self.selected) + step) % len(ids)]
        self.refresh()
