"""The table's zones as a tree of list widgets: what a screen reader and the keyboard reach.

``TableAccess`` lies behind the table's view, covered by it, one ``ZoneList`` per zone: the
zones the game's reader finds in the viewing seat's view (``zones``), the prompt's question with
its choices, and the words drawn on the table (names, scores, the phase), top to bottom. A
screen reader reads each list by its name and each card by its name and description.

Keys, once Tab has brought the focus from the table into the zones: Tab and Shift+Tab go from
zone to zone, the arrows (up/down or left/right) from card to card, Space or R reads the focused
card's whole text aloud (an announcement), Enter does what a double-click on that card does (or
presses the focused choice of the prompt), the number keys still answer the prompt, and Escape
gives the keyboard back to the table. The focused card is ringed on the table (a table magnified
by the app's scale scrolls it into view) and shown large in the table's preview, so a player using
the keys sees where they are and can read the card.

The lists follow every redraw of the table (``sync``, from the table's ``sync_overlays``), just
after it reaches the screen, while a screen reader runs or a zone has the keyboard, and otherwise
catch up when they are next read:
an entry that is still there keeps the focus, and no list is rebuilt when its words are unchanged.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QAccessible, QColor, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from tabletop.ui.access.zones import Entry, Zone, card_entry, zones_of
from tabletop.ui.announce import announce

#: The role an entry's key is kept under in its list item.
KeyRole = Qt.ItemDataRole.UserRole + 40
#: Item attributes a table's graphics items name their card or unit by.
CARD_ATTRIBUTES = ("card_id", "unit", "pid")
#: The ring's colour: the tables' gold, the colour of their own keyboard selection.
RING = QColor("#ffc23d")

_READ_KEYS = {Qt.Key.Key_Space, Qt.Key.Key_R}
_ENTER_KEYS = {Qt.Key.Key_Return, Qt.Key.Key_Enter}
_MOVE_KEYS = {Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageUp,
              Qt.Key.Key_PageDown}


class ZoneList(QListWidget):
    """One zone: a named list whose items are its cards (or its words)."""

    def __init__(self, access: TableAccess, zone: Zone):
        super().__init__(access)
        self.access = access
        self.setObjectName("tableZone")
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setProperty("reads_in_look_back", True)    # the look-back keeps its keys off this list
        self.zone = Zone(zone.key, "", ())
        self.entries: tuple[Entry, ...] = ()
        self.currentRowChanged.connect(lambda _row: self.access.ring_focus())
        # A screen reader may choose an entry by selecting it (AT-SPI's Selection): the entry
        # chosen is then the focused one, which Enter plays and Space reads.
        self.itemSelectionChanged.connect(self._follow_selection)
        self.set_zone(zone)

    def set_zone(self, zone: Zone) -> None:
        """Show ``zone``; the focused entry stays focused if it is still there."""
        name = zone.name if not zone.description else f"{zone.name}, {zone.description}"
        if name != self.accessibleName():
            self.setAccessibleName(name)
        if zone.description != self.accessibleDescription():
            self.setAccessibleDescription(zone.description)
        if zone.entries == self.entries:
            self.zone = zone
            return
        row = self.currentRow()
        focused = self.entries[row].key if 0 <= row < len(self.entries) else None
        self.zone, self.entries = zone, zone.entries
        self.blockSignals(True)
        self.clear()
        for entry in zone.entries:
            item = QListWidgetItem(entry.name)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, entry.name)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, entry.description)
            item.setData(Qt.ItemDataRole.ToolTipRole, entry.full_text)
            item.setData(KeyRole, entry.key)
            self.addItem(item)
        keys = [e.key for e in zone.entries]
        if focused in keys:
            self.setCurrentRow(keys.index(focused))
        elif self.entries:
            self.setCurrentRow(max(0, min(row, len(self.entries) - 1)))
        self.blockSignals(False)

    def _follow_selection(self) -> None:
        chosen = self.selectedItems()
        if chosen and chosen[0] is not self.currentItem():
            self.setCurrentItem(chosen[0])

    def entry(self) -> Entry | None:
        row = self.currentRow()
        return self.entries[row] if 0 <= row < len(self.entries) else None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self.entries:
            step = -1 if key == Qt.Key.Key_Left else 1
            self.setCurrentRow(max(0, min(len(self.entries) - 1, self.currentRow() + step)))
        elif key in _READ_KEYS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.access.read(self)
        elif key in _ENTER_KEYS:
            self.access.activate(self)
        elif key == Qt.Key.Key_Escape:
            self.access.table.setFocus(Qt.FocusReason.ShortcutFocusReason)
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and self.access.press_prompt(key):
            pass
        else:
            super().keyPressEvent(event)
            if key in _MOVE_KEYS:
                event.accept()      # at a zone's end the arrows stay in it, never reaching the table
            return
        event.accept()

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.access.bring_up_to_date()
        if self.currentRow() < 0 and self.entries:
            self.setCurrentRow(0)
        self.access.ring_focus()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.access.ring_focus()


class TableAccess(QWidget):
    """The parallel tree of a scene table's zones, kept in step with its drawing."""

    PROMPT = "prompt"
    WORDS = "words"
    OTHERS = "others"

    def __init__(self, table: Any):
        super().__init__(table)
        self.table = table
        self.setObjectName("tableZones")
        self.setAccessibleName("Table zones")
        self.setAccessibleDescription("Tab moves between the zones, the arrows between cards, Space reads a "
                                      "card whole, Enter plays it, Escape returns to the table.")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._lists: list[ZoneList] = []
        #: The table has redrawn since the lists were last brought up to date.
        self._stale = True
        self._catch_up = QTimer(self)
        self._catch_up.setSingleShot(True)
        self._catch_up.setInterval(0)
        self._catch_up.timeout.connect(self.bring_up_to_date)
        self._ring: QGraphicsPathItem | None = None
        #: The preview shows the card focused in a zone (not one the mouse rests on).
        self._previewing = False
        self.lower()

    # ----- what the zones are -------------------------------------------------------------
    def zones(self) -> list[Zone]:
        """The zones now: the game's, then the prompt's question, then the words on the table."""
        table = self.table
        game_id = table.controller.game.id
        zones = zones_of(game_id, table.current_view())
        listed = {entry.card_id for zone in zones for entry in zone.entries}
        others = [card for card in self.drawn_cards() if card not in listed]
        if others:
            zones.append(Zone(self.OTHERS, "Also on the table", tuple(card_entry(game_id, c) for c in others)))
        prompt = self.prompt_zone()
        if prompt is not None:
            zones.append(prompt)
        zones.append(self.words_zone())
        return zones

    def drawn_cards(self) -> list[str]:
        """The face-up cards drawn on the table, top to bottom (the game's zones list most of
        them; a table may show more, such as the cards of the last play)."""
        found: dict[str, tuple[float, float]] = {}
        for item in self.table.scene.items():
            card = getattr(item, "card_id", None)
            if isinstance(card, str) and card and item.isVisible() and item.opacity() > 0 and card not in found:
                rect = item.sceneBoundingRect()
                found[card] = (rect.top(), rect.left())
        return sorted(found, key=found.__getitem__)

    def prompt_zone(self) -> Zone | None:
        panel = getattr(self.table, "prompt", None)
        if panel is None or not panel.isVisibleTo(self.table):
            return None
        title, hint = panel.title.text(), panel.hint.property("full") or panel.hint.text()
        entries = [Entry(f"choice-{n}", f"{n + 1}: {label}" if n < 9 else label, "choice")
                   for n, label in enumerate(panel.labels())]
        if not entries:
            entries.append(Entry("question", title or hint, hint if title else ""))
        return Zone(self.PROMPT, f"Prompt: {title}" if title else "Prompt", tuple(entries), hint)

    def words_zone(self) -> Zone:
        """Every line of words drawn on the table, top to bottom and left to right."""
        lines: list[tuple[float, float, str]] = []
        for item in self.table.scene.items():
            text = getattr(item, "text", None)
            if not isinstance(text, str) or not text.strip() or not item.isVisible() or item.opacity() <= 0:
                continue
            rect = item.sceneBoundingRect()
            lines.append((round(rect.center().y() / 12), rect.left(), " ".join(text.split())))
        words: list[str] = []
        for _y, _x, text in sorted(lines):
            if text not in words:
                words.append(text)
        entries = tuple(Entry(f"line-{n}-{text}", text) for n, text in enumerate(words))
        return Zone(self.WORDS, "On the table", entries or (Entry("empty", "Nothing written"),))

    # ----- keeping up with the table ----------------------------------------------------------
    def sync(self) -> None:
        """The table has redrawn: bring the lists to it now if anyone is reading them (a screen
        reader is running, or a zone has the keyboard), else when they are next read. A table
        redraws often, and nobody needs its zones before they are read."""
        self._stale = True
        if not self._lists:
            self.bring_up_to_date()
        elif QAccessible.isActive() or self.focused() is not None:
            self._catch_up.start()      # once the redraw is on the screen: the move shows first

    @property
    def lists(self) -> list[ZoneList]:
        """The zones' lists, in Tab order, as the table shows them now."""
        self.bring_up_to_date()
        return self._lists

    def bring_up_to_date(self) -> None:
        if not self._stale or not getattr(self.table, "_ready", False):
            return
        self._stale = False
        zones = self.zones()
        by_key = {zone_list.zone.key: zone_list for zone_list in self._lists}
        lists = []
        for zone in zones:
            zone_list = by_key.pop(zone.key, None)
            if zone_list is None:
                zone_list = ZoneList(self, zone)
            else:
                zone_list.set_zone(zone)
            lists.append(zone_list)
        for gone in by_key.values():
            if gone.hasFocus():
                self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            gone.hide()
            gone.setParent(None)
            gone.deleteLater()
        if [id(z) for z in lists] != [id(z) for z in self._lists]:
            self._lists = lists
            for zone_list in lists:
                self._layout.removeWidget(zone_list)
                self._layout.addWidget(zone_list)
                zone_list.show()
            previous = self.table
            for zone_list in lists:
                QWidget.setTabOrder(previous, zone_list)
                previous = zone_list
        self.setGeometry(self.table.rect())
        self.lower()
        self.show()
        self.ring_focus()

    def zone(self, name_or_key: str) -> ZoneList | None:
        """The list of the zone with this key or whose name starts with these words (tests)."""
        return next((z for z in self.lists if z.zone.key == name_or_key or z.zone.name.startswith(name_or_key)),
                    None)

    def focused(self) -> ZoneList | None:
        return next((z for z in self._lists if z.hasFocus()), None)

    # ----- reading and acting -----------------------------------------------------------------
    def read(self, zone_list: ZoneList) -> str:
        """Say the focused entry whole; returns the words sent."""
        entry = zone_list.entry()
        text = entry.full_text if entry is not None else f"{zone_list.zone.name}: empty"
        return announce(zone_list, text, assertive=True)

    def activate(self, zone_list: ZoneList) -> None:
        """Enter on an entry: press the prompt's choice, or do what a double-click on the card does."""
        entry = zone_list.entry()
        if entry is None:
            return
        if zone_list.zone.key == self.PROMPT:
            index = zone_list.currentRow()
            if getattr(self.table, "prompt", None) is not None and self.table.prompt.press(index):
                return
        item = self._item_of(entry)
        on_double_click = getattr(item, "_on_double_click", None)
        if item is not None and on_double_click is not None and getattr(item, "interactive", True):
            on_double_click(entry.card_id)
        else:
            self.table.show_message(f"{entry.name}: nothing to do with it from here.")

    def press_prompt(self, key: int) -> bool:
        panel = getattr(self.table, "prompt", None)
        return panel is not None and panel.isVisibleTo(self.table) and panel.press_key(key)

    # ----- the ring around the focused card ---------------------------------------------------------
    def _item_of(self, entry: Entry) -> Any:
        if entry.card_id is None:
            return None
        found = None
        for item in self.table.scene.items():
            if item is self._ring or not item.isVisible():
                continue
            if any(getattr(item, name, None) == entry.card_id for name in CARD_ATTRIBUTES) and (
                    found is None or item.zValue() > found.zValue()):
                found = item
        return found

    def ring_focus(self) -> None:
        """Ring the focused entry's card on the table while a zone has the keyboard, and show it
        large in the table's preview, as resting the mouse on it does."""
        zone_list = self.focused()
        entry = zone_list.entry() if zone_list is not None else None
        item = self._item_of(entry) if entry is not None else None
        view = getattr(self.table, "view", None)
        if item is not None and view is not None and hasattr(view, "bring_into_view"):
            view.bring_into_view(item.sceneBoundingRect())      # a magnified table scrolls to it first
        self._preview(entry, item)
        if item is None:
            if self._ring is not None:
                self._ring.hide()
            return
        if self._ring is None or self._ring.scene() is not self.table.scene:
            self._ring = QGraphicsPathItem()
            self._ring.setZValue(90)
            self._ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.table.scene.addItem(self._ring)
        rect: QRectF = item.sceneBoundingRect().adjusted(-6, -6, 6, 6)
        path = QPainterPath()
        path.addRoundedRect(rect, 10, 10)
        self._ring.setPath(path)
        self._ring.setPen(QPen(RING, 5))
        self._ring.show()

    def _preview(self, entry: Entry | None, item: Any) -> None:
        preview = getattr(self.table, "preview", None)
        if preview is None:
            return
        hover = getattr(item, "_on_hover", None)
        if entry is not None and callable(hover):
            if preview.card_id != entry.card_id or not preview.isVisible():
                hover(entry.card_id, item)
        elif self._previewing and preview.card_id is not None:
            preview.hide_card()
        self._previewing = entry is not None and callable(hover)

    def ring_rect(self) -> QRectF | None:
        """Where the ring lies in the scene, or None when it is not shown (tests)."""
        if self._ring is None or not self._ring.isVisible():
            return None
        return self._ring.sceneBoundingRect()


__all__ = ["TableAccess", "ZoneList"]
