"""The graphics view every dedicated table draws in.

Each table lays its scene out at one design size and lets this view scale it to the widget,
keeping the aspect ratio (``fit_scale``). The scale is computed without ``fitInView``'s margin, so
at the design size it is exactly 1 and card pixmaps are copied, not resampled.

Settings → Scale (``tabletop.ui.theme``) magnifies that picture: at scale s the scene is drawn s
times the size it has at 100 % in the same window (``zoom``), the layout itself unchanged, with
scroll bars where it no longer fits; the view keeps the point it showed in its middle when the
scale or the window changes, and a drag resting near its edge scrolls it (``EDGE``). Widgets laid
over the table (the prompt) stay in the window, not in the scrolled scene: ``overlay_rect``
gives them their place. At 100 % ("System") there are no scroll bars and the scene is centred,
exactly fitted.

A magnified table opens at "home": the part the table names with ``home_rect`` (the shown seat's
own hand, where a player looks first) brought into the view's uncovered part, and it goes home
again each time it is laid out (a resize, a new scale) until the player scrolls it themselves, and
after a hand-over (``come_home``): the next player starts at their own hand, not where the last
one left the table. The view takes no focus itself:
a click hands focus to the table, which owns the keyboard selection. No tooltip pops up over the
card the table's large preview shows: the preview's caption already says it, and a tooltip would
lie over that caption.

What lies behind the items (the felt, the field, space) is the table's ``background``: a function
painting the scene rectangle it is given, drawn once per zoom and cached with ``cache_background``.
A view class of the table's own is needed only for more than that (a drop zone made on demand, a
click that closes a panel). In the high-contrast theme (``tabletop.ui.theme``) the background is
plain black.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QToolTip, QWidget

from tabletop.ui import theme

#: Paints what lies behind a table's items: (painter, the exposed scene rectangle).
Background = Callable[[QPainter, QRectF], None]

#: A drag resting this close to the view's edge (pixels) scrolls the magnified table that way, by
#: ``EDGE_STEP`` pixels every ``EDGE_MS`` milliseconds.
EDGE, EDGE_STEP, EDGE_MS = 48, 24, 40


class TableView(QGraphicsView):
    def __init__(self, scene: QGraphicsScene, table: QWidget, design: QRectF, accessible_name: str,
                 cache_background: bool = False, background: Background | None = None):
        super().__init__(scene, table)
        self._table = table
        self._design = design
        self._background = background
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        if cache_background:
            self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAcceptDrops(True)
        self.setAccessibleName(accessible_name)
        #: The zoom and design rectangle of the last ``refit``.
        self._fitted: tuple[float, tuple[float, float, float, float]] | None = None
        #: The view's size when the table was last drawn again for a resize.
        self._laid_size: QSize | None = None
        #: What a widget laid over the magnified table covers (``keep_clear``), and whether the view's
        #: scrolling reach has been set (``_reach``) rather than following the scene.
        self._covered: QRect | None = None
        self._reaching = False
        #: Where the last drag over the view rests (viewport pixels) while it scrolls the table.
        self._drag_at: QPoint | None = None
        #: Whether a magnified table still goes home when laid out (the player has not scrolled it
        #: since it opened or changed hands), and how deep the view is in scrolling it itself.
        self._homing = True
        self._moving = 0
        self._edge_timer = QTimer(self)
        self._edge_timer.setInterval(EDGE_MS)
        self._edge_timer.timeout.connect(self._scroll_at_edge)
        for bar in (self.horizontalScrollBar(), self.verticalScrollBar()):
            bar.valueChanged.connect(self._scrolled)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        if theme.current().high_contrast:
            painter.fillRect(rect, Qt.GlobalColor.black)     # light words and white cards on black
        elif self._background is None:
            super().drawBackground(painter, rect)
        else:
            self._background(painter, rect)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and self.previewing(event.pos()):
            QToolTip.hideText()
            event.accept()
            return True
        return super().viewportEvent(event)

    def previewing(self, pos: QPoint) -> bool:
        """Whether the mouse at ``pos`` (viewport pixels) rests on the card the table's hover
        preview shows now, or on something lying on that card."""
        preview = getattr(self._table, "preview", None)
        shown = getattr(preview, "card_id", None)
        if shown is None or not preview.isVisible():
            return False
        for item in self.items(pos):
            while item is not None:
                if getattr(item, "card_id", None) == shown:
                    return True
                item = item.parentItem()
        return False

    def mousePressEvent(self, event) -> None:
        self._table.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)

    # ----- the scale ---------------------------------------------------------------------------
    def full_size(self) -> QSize:
        """The whole view's size, as the viewport has it with no scroll bars."""
        return self.contentsRect().size()

    def fit_scale(self) -> float:
        """The zoom at which the design just fits the whole view (its scroll bars left out): the
        table's size at 100 %, which its layout follows whatever the app's scale."""
        room = self.full_size()
        if room.width() <= 0 or room.height() <= 0:
            return 1.0
        return min(room.width() / self._design.width(), room.height() / self._design.height())

    def zoom(self) -> float:
        """The zoom drawn at: the fit times the app's scale."""
        return self.fit_scale() * theme.current().scale

    def magnified(self) -> bool:
        return theme.current().scale > 1.0

    def home(self) -> QRectF:
        """The scene rectangle a magnified table opens on (the table's ``home_rect``), or an empty one."""
        hook = getattr(self._table, "home_rect", None)
        rect = hook() if callable(hook) else QRectF()
        return rect if rect.isValid() else QRectF()

    def come_home(self) -> None:
        """Go home now and at every layout from here until the player scrolls (a hand-over)."""
        self._homing = True
        self._go_home()

    def _go_home(self) -> None:
        home = self.home()
        if self._homing and self.magnified() and not home.isEmpty():
            self._moving += 1
            try:
                self.bring_into_view(home)
            finally:
                self._moving -= 1

    def refit(self) -> bool:
        """Scale the scene to the view at the app's scale; True when the zoom or the design changed
        since the last time. At 100 % the design is centred; magnified, the scene point in the
        view's middle stays there, and both scroll bars are always shown (so the room the widgets
        over the table are laid out in never changes as the table scrolls)."""
        magnified = self.magnified()
        policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOn if magnified else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        middle = self.mapToScene(self.viewport().rect().center()) if magnified else self._design.center()
        if not self.sceneRect().contains(middle):
            middle = self._design.center()
        zoom = self.zoom()
        fitted = (zoom, self._design.getRect())
        changed = fitted != self._fitted
        self._fitted = fitted
        self._moving += 1
        try:
            if zoom != self.transform().m11():
                self.setTransform(QTransform.fromScale(zoom, zoom))
            if self.horizontalScrollBarPolicy() != policy:
                self.setHorizontalScrollBarPolicy(policy)
                self.setVerticalScrollBarPolicy(policy)
            self._reach()
            self.centerOn(middle)
        finally:
            self._moving -= 1
        self._go_home()
        return changed

    def keep_clear(self, rect: QRect | None) -> None:
        """``rect`` (in the view's parent's coordinates) is covered by a widget laid over a magnified
        table: the table may scroll that much further on the side the widget lies, so whatever lies
        under it can be brought out (None: nothing is covered)."""
        if rect != self._covered:
            self._covered = rect
            self._reach()
            self._go_home()         # the uncovered part moved: home goes into the new one

    def _reach(self) -> None:
        """How far the view scrolls: the design, and magnified, room to move it from under a cover."""
        if not self.magnified():
            if self._reaching:
                self._reaching = False
                self.setSceneRect(QRectF())     # back to following the scene's own rectangle
            return
        reach = QRectF(self._design)
        free = self.free_room()
        room = self.viewport().rect()
        zoom = self.transform().m11() or 1.0
        # as far again as the cover takes from the room, so any point can reach the free part
        reach.adjust(-(free.left() - room.left()) / zoom, -(free.top() - room.top()) / zoom,
                     (room.right() - free.right()) / zoom, (room.bottom() - free.bottom()) / zoom)
        self._reaching = True
        if self.sceneRect() != reach:
            middle = self.mapToScene(self.viewport().rect().center())
            self._moving += 1
            try:
                self.setSceneRect(reach)
                self.centerOn(middle)       # the reach grows on one side: what was in view stays
            finally:
                self._moving -= 1

    def free_room(self) -> QRect:
        """The part of the viewport no widget laid over the table covers (viewport pixels)."""
        room = self.viewport().rect()
        cover = self._covered.translated(-self.pos()) if self._covered is not None else None
        if not self.magnified() or cover is None or not cover.isValid() or not room.intersects(cover):
            return room
        if cover.width() <= room.width() / 2:
            if cover.center().x() >= room.center().x():
                room.setRight(cover.left() - 1)
            else:
                room.setLeft(cover.right() + 1)
        elif cover.center().y() >= room.center().y():
            room.setBottom(cover.top() - 1)
        else:
            room.setTop(cover.bottom() + 1)
        return room

    def bring_into_view(self, scene_rect: QRectF, margin: int = 16) -> None:
        """Scroll a magnified table so ``scene_rect`` (a card the keyboard reached) lies in the
        uncovered part of the view, with ``margin`` pixels round it where there is room; one
        larger than that room is centred in it. At 100 % everything is in view already."""
        if not self.magnified():
            return
        free = self.free_room()
        shown = self.mapFromScene(scene_rect).boundingRect()
        for bar, low, high, start, end in (
                (self.horizontalScrollBar(), free.left(), free.right(), shown.left(), shown.right()),
                (self.verticalScrollBar(), free.top(), free.bottom(), shown.top(), shown.bottom())):
            if end - start + 2 * margin > high - low:
                step = (start + end) // 2 - (low + high) // 2
            elif start - margin < low:
                step = start - margin - low
            elif end + margin > high:
                step = end + margin - high
            else:
                step = 0
            if step:
                bar.setValue(bar.value() + step)

    def overlay_rect(self, scene_rect: QRectF, within: QRectF | None = None) -> QRect:
        """Where a widget laid over ``scene_rect`` goes, in the view's parent's coordinates.

        At 100 % that is over the rectangle. Magnified, it is the place 100 % gives it in this
        window, grown by the scale (up to half the view's width and all its height) and kept in
        the view as 100 % keeps it (a rectangle at the right edge stays at the right edge), so it
        stays in the window however the table is scrolled. ``within`` (a larger scene rectangle
        holding ``scene_rect``) is grown instead, and ``scene_rect`` takes the same share of it:
        two widgets sharing one place (a prompt above its bar) stay side by side."""
        if not self.magnified():
            return self.mapFromScene(scene_rect).boundingRect().translated(self.pos())
        area = within if within is not None else scene_rect
        room = QRectF(self.viewport().rect())
        full = self.full_size()
        fit = self.fit_scale()
        offset = QPointF((full.width() - self._design.width() * fit) / 2,
                         (full.height() - self._design.height() * fit) / 2)
        at_fit = QRectF((area.topLeft() - self._design.topLeft()) * fit + offset, area.size() * fit)
        scale = theme.current().scale
        width = min(max(at_fit.width(), room.width() / 2), at_fit.width() * scale)
        height = min(at_fit.height() * scale, room.height())

        def place(start: float, size: float, low: float, span: float, grown: float) -> float:
            free = span - size       # where 100 % puts it within the room left free, kept as a share
            share = 0.5 if free <= 0 else min(1.0, max(0.0, (start - low) / free))
            return low + share * (span - grown)
        grown = QRectF(place(at_fit.left(), at_fit.width(), room.left(), room.width(), width),
                       place(at_fit.top(), at_fit.height(), room.top(), room.height(), height), width, height)
        if within is not None and area.width() > 0 and area.height() > 0:
            sx, sy = width / area.width(), height / area.height()
            grown = QRectF(grown.left() + (scene_rect.left() - area.left()) * sx,
                           grown.top() + (scene_rect.top() - area.top()) * sy,
                           scene_rect.width() * sx, scene_rect.height() * sy)
        return grown.toRect().translated(self.pos())

    def resizeEvent(self, event) -> None:
        self._moving += 1           # the scroll bars' new ranges move them: not the player's doing
        try:
            super().resizeEvent(event)
        finally:
            self._moving -= 1
        # Qt sends this for the view's resize and again for its viewport's, both at the size already
        # reached: the table is drawn again only when its zoom or design changed, or (at 100 %, where
        # the widgets over it follow the view's size) when the view's size did
        changed = self.refit()
        size = self.full_size()
        if changed or (not self.magnified() and size != self._laid_size):
            self._laid_size = size
            self.resetCachedContent()
            self._table.on_rescaled()

    def _scrolled(self, _value: int) -> None:
        if not self._moving:
            self._homing = False    # the player (or the keyboard's selection) moved the table
        hook = getattr(self._table, "on_scrolled", None)
        if self.magnified() and callable(hook):
            hook()

    # ----- a drag near the edge scrolls ----------------------------------------------------------
    def dragMoveEvent(self, event) -> None:
        super().dragMoveEvent(event)
        self._drag_at = event.position().toPoint()
        if self._edge_step() != (0, 0):
            self._scroll_at_edge()
            if not self._edge_timer.isActive():
                self._edge_timer.start()
        else:
            self._edge_timer.stop()

    def dragLeaveEvent(self, event) -> None:
        self._stop_edge()
        super().dragLeaveEvent(event)

    def dropEvent(self, event) -> None:
        self._stop_edge()
        super().dropEvent(event)

    def _stop_edge(self) -> None:
        self._drag_at = None
        self._edge_timer.stop()

    def _edge_step(self) -> tuple[int, int]:
        """How far to scroll for the drag resting where it is: towards the edge it is near."""
        at = self._drag_at
        if at is None or not self.magnified():
            return 0, 0
        room = self.viewport().rect()
        dx = -EDGE_STEP if at.x() < room.left() + EDGE else EDGE_STEP if at.x() > room.right() - EDGE else 0
        dy = -EDGE_STEP if at.y() < room.top() + EDGE else EDGE_STEP if at.y() > room.bottom() - EDGE else 0
        return dx, dy

    def _scroll_at_edge(self) -> None:
        moved = False
        for bar, step in zip((self.horizontalScrollBar(), self.verticalScrollBar()), self._edge_step(),
                             strict=True):
            if step:
                before = bar.value()
                bar.setValue(before + step)
                moved = moved or bar.value() != before
        if not moved:
            self._edge_timer.stop()
