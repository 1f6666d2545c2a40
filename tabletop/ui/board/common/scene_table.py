"""What every table drawn on a QGraphicsScene shares.

Each table rebuilds its items from the current view on every change. A rebuild can start
inside an item's own mouse handler (a double-click, the end of a drag), so old items are
retired and deleted only once control is back in the event loop and no drag is running.

The hover preview never outlives what it shows. The table follows the pointer over its view:
the preview goes when the pointer leaves the card or the table, when a drag starts, when the
table turns to another seat (the hot-seat curtain) or is hidden; after every redraw it is shown
again, with the card's current text and place, only if the pointer still rests on that card.
It keeps clear of the seat's own hand and the prompt panel (``preview_keep_clear``).

Every scene table is built the same way, by ``set_up_scene`` in its constructor: the scene at its
design size, the view fitting it to the table over the table's background, the prompt panel, the
hover preview, the event banner and the item models that follow the shown seat; the table then
adds what is its own (drop targets, panels of its game) and calls ``start_drawing``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QMouseEvent, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QVBoxLayout

from tabletop.engine.verdict import Verdict
from tabletop.ui.access.zone_tree import CARD_ATTRIBUTES, TableAccess
from tabletop.ui.board.common.game_table import GameTable
from tabletop.ui.board.common.hover_preview import HoverPreview
from tabletop.ui.board.common.items import Banner
from tabletop.ui.board.common.prompt_panel import PromptPanel, stack_overlays
from tabletop.ui.board.common.table_view import Background, TableView


class SceneTable(GameTable):
    """A table drawn on a QGraphicsScene. Subclasses call ``set_up_scene`` (or ``make_scene`` and
    set up the rest themselves), set ``selected``, then ``start_drawing``; they draw in ``refresh``.

    Set ``prompt_rect`` to have the ``prompt`` laid over that scene rectangle by ``place_prompt``
    and whenever the table is resized."""

    #: The scene rectangle the table's ``prompt`` panel is laid over (``place_prompt``) and laid
    #: over again on every resize (None: the table places its prompt itself).
    prompt_rect: QRectF | None = None
    #: The scene rectangle the prompt shares with other widgets laid over the table (None: the
    #: prompt's own); on a magnified table they grow together (``TableView.overlay_rect``).
    prompt_area: QRectF | None = None
    #: False until ``start_drawing``: nothing is drawn while the constructor is still running.
    _ready = False
    #: Item models that follow the shown seat and the look-back (``set_up_scene``'s ``models``).
    _models: tuple[Any, ...] = ()
    #: Where the pointer rests over the view (viewport pixels); None when it is elsewhere or unknown.
    _pointer: QPoint | None = None
    #: True from the end of a drag or the pointer leaving the view until the pointer moves over it
    #: again: hover the view replays from its last mouse event then is no pointer resting on a card.
    _pointer_lost = False
    _watching_pointer = False
    #: The keyboard selection last scrolled into view (``_bring_selection_into_view``).
    _shown_selection: Any = None
    #: How far a hovered hand card rises (scene units): the hand's rectangle includes it.
    HAND_LIFT = 20

    def set_up_scene(self, design: QRectF, name: str = "", *, background: Background | None = None,
                     view_class: type[TableView] | None = None, minimum: tuple[int, int] = (640, 400),
                     inline_prompt: bool = False, prompt_columns: int = 2, banner: QRectF | None = None,
                     models: Iterable[Any] = ()) -> None:
        """What every scene table's constructor sets up, the same way for each game:

        - ``scene`` at its ``design`` size and ``view``, fitting it to the table: a ``TableView``
          named ``name`` (for accessibility) painting ``background`` behind the items, cached per
          zoom; or ``view_class(scene, table)`` when the table's view does more than paint;
        - the table's smallest size, ``minimum`` (width, height), and the keyboard on the table;
        - ``prompt``, the shared prompt panel (``inline_prompt`` and ``prompt_columns`` as the
          panel's ``inline`` and ``max_columns``), laid over ``prompt_rect`` by ``place_prompt``;
        - ``preview``, the hover preview, stacked over the prompt and under the refusal notice;
        - ``banner``, the event banner over that scene rectangle (None: the table has no banner);
        - ``models``, item models (``common.models``) kept on the shown seat and the look-back's
          moment, and brought up to the live position by ``refresh_models``;
        - ``access``, the table's zones as lists a screen reader and the keyboard reach
          (``tabletop.ui.access``), brought up to date after every redraw.
        """
        if view_class is None:
            self.make_scene(design, TableView, design, name, True, background, minimum=minimum)
        else:
            self.make_scene(design, view_class, minimum=minimum)
        self.prompt = PromptPanel(self, inline=inline_prompt, max_columns=prompt_columns)
        self.preview = HoverPreview(self, keep_under=self.notice)
        stack_overlays(self.prompt, self.preview, self.notice)
        self.access = TableAccess(self)
        self.setAccessibleName(f"{self.controller.game.info.name} table")
        self.setAccessibleDescription(self.access.accessibleDescription())
        if banner is not None:
            self.banner = Banner(banner)
            self._banner_band = QRectF(banner)
            self.banner.placer = self.place_banner
            self.scene.addItem(self.banner)
        self._models = tuple(models)
        for model in self._models:
            if model.seat != self.seat:
                model.set_seat(self.seat)       # a seat chosen before the set-up holds for them too

    def make_scene(self, rect: QRectF, view_class: type, *args: object,
                   minimum: tuple[int, int] = (640, 400)) -> None:
        """The scene at its design size, the table's view of it filling the table, the keyboard on
        the table: what every scene table's constructor starts with (``set_up_scene`` calls it)."""
        self.scene = QGraphicsScene(rect, self)
        self.scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.view = view_class(self.scene, self, *args)
        self.view.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)   # Tab goes to the zones, not the picture
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(*minimum)

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
        """Lay the prompt panel over ``prompt_rect`` at the view's zoom (magnified: in the window,
        ``TableView.overlay_rect``, sharing ``prompt_area`` when the table sets one)."""
        if self.prompt_rect is not None:
            self.prompt.place(self.view, self.prompt_rect, self.prompt_area)
            if self.view.magnified():       # what lies under the prompt can be scrolled out from under it
                self.view.keep_clear(self.view.overlay_rect(self.prompt_area or self.prompt_rect))

    def scene_point(self, point: QPointF) -> QPoint:
        """Where the scene's ``point`` lies in the table (a refusal's anchor, say)."""
        return self.view.mapFromScene(point) + self.view.pos()

    def refresh_models(self) -> None:
        """Bring the item models to the live position; looking back, they keep the moment shown."""
        if self.is_live:
            for model in self._models:
                model.refresh()

    def show_snapshot(self, view: Any) -> None:
        for model in self._models:
            model.show_snapshot(view)
        super().show_snapshot(view)

    def show_live(self) -> None:
        for model in self._models:
            model.show_live()
        super().show_live()

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
    def hand_scene_rect(self) -> QRectF:
        """Where the shown seat's own hand lies in the scene (a hovered card's lift included), or
        an empty rectangle: the cards that can be dragged out of it."""
        if not getattr(self, "_ready", False):
            return QRectF()
        rect = QRectF()
        for item in self.scene.items():
            if getattr(item, "_on_drag", None) is not None and getattr(item, "card_id", None) is not None:
                rect = rect.united(item.sceneBoundingRect())
        return QRectF() if rect.isEmpty() else rect.adjusted(0, -self.HAND_LIFT, 0, 0)

    def hand_rect(self) -> QRect:
        """Where the shown seat's own hand lies (table coordinates), or an empty rectangle."""
        rect = self.hand_scene_rect()
        if rect.isEmpty():
            return QRect()
        return self.view.mapFromScene(rect).boundingRect().translated(self.view.pos())

    def home_rect(self) -> QRectF:
        """What a magnified table shows first when it opens or changes hands (``TableView``'s
        home): the shown seat's own hand, where a player looks first, with what the question of
        the moment is about (``prompt_subject_rect``) where both fit in the view's uncovered part."""
        hand, subject = self.hand_scene_rect(), self.prompt_subject_rect()
        if subject.isEmpty() or hand.isEmpty():
            return subject if hand.isEmpty() else hand
        both = hand.united(subject)
        room = self.view.mapToScene(self.view.free_room()).boundingRect()
        return both if both.width() <= room.width() and both.height() <= room.height() else hand

    def prompt_subject_rect(self) -> QRectF:
        """The scene rectangle the question asked of the shown seat now is about (the slot a card
        is played to, the cards an ability chooses between), or an empty one: a table that knows
        says so, and a magnified table opens with it in view beside the hand."""
        return QRectF()

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
        self._bring_selection_into_view()      # before the preview, which is laid beside the card
        self.renew_preview()
        access = getattr(self, "access", None)
        if access is not None:
            access.sync()       # after the preview: a card focused in a zone is shown large again

    def on_scrolled(self) -> None:
        """A magnified table scrolled (``TableView``): the card read large under the pointer is
        shown again beside where it is now, or goes (one a zone has the keyboard on stays), and a
        banner showing stays in view."""
        access = getattr(self, "access", None)
        if self._ready and (access is None or access.focused() is None):
            self.renew_preview()
        banner = getattr(self, "banner", None)
        if banner is not None and banner.isVisible():
            self.place_banner()

    def _bring_selection_into_view(self) -> None:
        """On a magnified table, a card the keyboard selects (``selected``) is scrolled into view."""
        chosen = getattr(self, "selected", None)
        if chosen == self._shown_selection:
            return
        self._shown_selection = chosen
        view = getattr(self, "view", None)
        if chosen is None or view is None or not view.magnified():
            return
        item = next((i for i in self.scene.items() if i.isVisible() and any(
            getattr(i, name, None) == chosen for name in CARD_ATTRIBUTES)), None)
        if item is not None:
            view.bring_into_view(item.sceneBoundingRect())

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
        if not self._ready:             # still being built: the first drawing shows this seat
            self.seat = seat
            return
        preview = getattr(self, "preview", None)
        if preview is not None and seat != self.seat:
            preview.hide_card()         # another seat's eyes (or the curtain): nothing stays from before
        for model in self._models:
            model.set_seat(seat)
        changed = seat != self.seat
        super().set_seat(seat)
        if changed:
            self.view.come_home()       # the next player starts at their own hand

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

    def on_theme_changed(self) -> None:
        """The app's scale or contrast changed (``tabletop.ui.theme``): the view magnified by the
        new scale, then laid out and drawn again."""
        if self._ready:
            self.view.refit()
            self.place_banner()
            self.view.resetCachedContent()
            for item in self.scene.items():
                item.update()                   # an item's own cached picture is drawn again too
            self.place_prompt()
            self.refresh()
            self.view.viewport().update()

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

    def show_items(self, parts: list[Any], cache: Callable[[Any], bool] | None = None) -> None:
        """Put a redraw's items in the scene, in place of those ``_clear_items`` retired. Those
        ``cache`` picks are painted once per zoom and copied after that, so a repaint (a drag passing
        over, a banner fading) costs copies, not text layout. A card read in the preview that is
        no longer among them is put away after the redraw (``renew_preview``)."""
        for item in parts:
            if cache is not None and cache(item):
                item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self.scene.addItem(item)
        self._items = parts

    # ----- drag and drop -----------------------------------------------------------------
    def _dropped(self, seat: int, card_id: str) -> None:
        """A card dropped on this seat's target; another seat's card (a stale drag) is refused."""
        if seat != self.seat:
            self.show_message("That card is not in this seat's hand.")
            return
        self.drop_card(card_id)

    def start_card_drag(self, card_id: str, item_type: type, picture: Callable[[float], QPixmap]) -> None:
        """Drag the card ``card_id`` from its drawn ``item_type`` item (one the player may move now),
        under the pointer as ``picture(zoom)`` shows it at the view's zoom; not on a read-only table."""
        if not self.can_act():
            return
        item = next((i for i in self._items if isinstance(i, item_type) and getattr(i, "interactive", False)
                     and i.card_id == card_id), None)
        if item is not None:
            self._run_drag(item, picture(self.view.transform().m11()))

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

    def place_banner(self) -> None:
        """The banner over its band; on a magnified table, moved (and narrowed) into the part of
        the view the prompt leaves free, so it is seen however the table is scrolled."""
        banner, band = getattr(self, "banner", None), getattr(self, "_banner_band", None)
        if banner is None or band is None:
            return
        rect = QRectF(band)
        if self.view.magnified():
            seen = self.view.mapToScene(self.view.free_room()).boundingRect()
            rect.setWidth(min(band.width(), seen.width()))
            rect.setHeight(min(band.height(), seen.height()))
            rect.moveTo(max(seen.left(), min(band.left(), seen.right() - rect.width())),
                        max(seen.top(), min(band.top(), seen.bottom() - rect.height())))
        if rect != banner.boundingRect():
            banner.fit_into(rect)

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
