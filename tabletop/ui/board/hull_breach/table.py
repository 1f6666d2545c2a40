"""The Hull Breach! table: every commander's station, fleet and stockpile, the engagement and its dice.

One strip per commander (two to four), the viewing commander's at the bottom with the hand under
it; in each, the plate (name, deck, Resource and Currency, hand, shipyard and scrapheap counts, what
the commander is doing) and the battlefield: the station with its modules tucked under it, then the
ships and Marines in open space with their modules, Marines and Fighter Wings in their bays tucked
under each, and the Breakthrus at the right. The side column says whose turn and phase it is, who
attacks whom and which engagement step (1-9) is under way, shows the last volley's d10s with hits,
natural 1s and 10s and the modifiers, and holds the prompt.

Everything is asked of the engine through the controller: what lights up is what a legal action
names, a drop or a click submits an action and a refusal shows the engine's sentence where it
happened. Cards are deployed by dragging them from the hand to the battlefield (open space) or onto
a lit host, or by double-clicking; a unit that may act is clicked to choose it and its target is
clicked after (one die per click: split fire is declared die by die, 6.2); a commander is clicked to
attack them. Whatever has no natural gesture (moving on, firing, passing, the active traits, hijack
or scuttle, conscription, Regimented and shipyard searches) is a prompt button worded by the engine's
``describe_action``; the keyboard reaches all of it (arrows choose, number keys press, Enter plays).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView

from tabletop.engine.actions import Action
from tabletop.engine.verdict import Verdict
from tabletop.games.hull_breach.cards import EVENT, MARINE, STATION, TACTIC
from tabletop.ui.board.breakaway_ccg.items import CardItem, Chip
from tabletop.ui.board.common.hover_preview import HoverPreview
from tabletop.ui.board.common.items import GOLD, INK, MUTED, Banner, Panel, PileTarget, TextItem, font
from tabletop.ui.board.common.prompt_panel import Choice, PromptPanel, stack_overlays
from tabletop.ui.board.common.scene_table import SceneTable
from tabletop.ui.board.common.table_view import TableView
from tabletop.ui.board.hull_breach import layout as L
from tabletop.ui.board.hull_breach.dice import DiceStrip, last_volleys
from tabletop.ui.board.hull_breach.draw import CARD_RATIO, HullArt, seat_colour
from tabletop.ui.board.hull_breach.words import (
    DECISION_WORDS,
    PHASE_NAMES,
    STEP_WORDS,
    TRAIT_ACTIONS,
    card_text,
    step_line,
    trait_button,
)

#: Kinds whose first argument is a unit that acts and whose second is what it acts on.
PAIR_KINDS = ("aim", "board", "cancel", "overload", "jam", "paint", "fold", "fold-board", "assign")
#: Kinds of one unit acting alone (a button, once the unit is chosen).
SOLO_KINDS = ("repair", "retreat", "fearless", "fire", "send")
#: A click on a target submits the first of these the chosen unit may do to it; the rest are buttons.
CLICK_ORDER = ("aim", "board", "cancel", "fold-board", "fold", "assign")
#: Always buttons: moving on and the steps' one-word decisions.
GENERAL_KINDS = ("next", "launch", "fire", "pass", "skip", "end", "mulligan", "hijack", "scuttle", "withdraw",
                 "pursue", "decline", "engage")
#: The kinds a hand card is played with.
HAND_KINDS = ("deploy", "play", "discard")
#: Text, chips and panels are painted once into a pixmap and blitted after (``bench``: without it a
#: steady repaint took twice as long and the first repaint after a drop no less).
ITEM_CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache
#: Banners for the big moments, over the side column's dice strip.
BANNERS = {
    "eliminated": ("STATION LOST", QColor("#ff6b6b")),
    "game-over": ("VICTORY", QColor("#ffd34d")),
    "annihilate": ("ANNIHILATED!", QColor("#ff922b")),
    "hijack": ("HIJACKED!", QColor("#ffa94d")),
    "scuttle": ("SCUTTLED!", QColor("#ffa94d")),
}


class HullView(TableView):
    """The scene fitted to the widget, on the dark of space."""

    def __init__(self, scene: QGraphicsScene, table: HullTable):
        super().__init__(scene, table, L.SCENE, "Hull Breach! battlefield", cache_background=True)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setMouseTracking(True)

        #: The battlefields' frames (rectangle, edge colour), painted in the cached background: they
        #: change only when a commander leaves the game or another seat is shown.
        self.frames: tuple[tuple[QRectF, QColor], ...] = ()

    def set_frames(self, frames: tuple[tuple[QRectF, QColor], ...]) -> None:
        if frames != self.frames:
            self.frames = frames
            self.resetCachedContent()
            self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, QColor("#070b14"))
        painter.fillRect(L.SCENE, QColor("#0c1424"))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for frame, edge in self.frames:
            painter.setPen(QPen(edge, 1.5))
            painter.setBrush(QColor(255, 255, 255, 10))
            painter.drawRoundedRect(frame, 10, 10)

    def dragEnterEvent(self, event) -> None:
        self._table.ensure_zones()       # drop targets are made when a drag first comes over the table
        super().dragEnterEvent(event)


class DropZone(PileTarget):
    """A drop target over a unit, a plate or the open space of a battlefield: invisible until a
    dragged card hovers it, then green over a legal drop and red over an illegal one."""

    def __init__(self, rect: QRectF, target: tuple[str, Any], table: HullTable):
        super().__init__(rect, lambda _s, card: table.drop_action(card, target) is not None,
                         lambda seat, card: table.dropped_on(seat, card, target))
        self.target = target

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.state:
            super().paint(painter, option, widget)


class ClickPanel(Panel):
    """A panel that does something when clicked (closing the scrapheap browser)."""

    def __init__(self, rect: QRectF, on_click, **kwargs: Any):
        super().__init__(rect, **kwargs)
        self._on_click = on_click
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def mousePressEvent(self, event) -> None:
        event.accept()
        self._on_click()


class ToggleChip(Chip):
    """A chip that does something when clicked: a trait toggle on the chosen unit."""

    def __init__(self, text: str, rect: QRectF, fill: QColor, on_click):
        super().__init__(text, rect, fill, size=13)
        self._on_click = on_click
        self.kind = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.boundingRect().contains(event.pos()):
            self._on_click()


class HullTable(SceneTable):
    """Hull Breach! for two to four commanders (issue 17)."""

    prompt_rect = L.PROMPT_RECT

    def __init__(self, controller, parent=None):
        self._ready = False
        super().__init__(controller, parent)
        #: Banner fade length; 0 leaves the banner up until the next one (tests, reduced motion).
        self.animation_ms = 1800
        self.cards = controller.game.by_id
        self.art = HullArt(self.cards)
        self.make_scene(L.SCENE, HullView)
        self.prompt = PromptPanel(self)
        self.preview = HoverPreview(self, keep_under=self.notice)
        stack_overlays(self.prompt, self.preview, self.notice)
        self.banner = Banner(QRectF(L.SIDE_X - 10, L.DICE_RECT.top(), L.SIDE_W + 14, L.DICE_RECT.height()))
        self.scene.addItem(self.banner)
        #: The hand card or unit chosen by a click or the arrows (a physical card id), or None.
        self.selected: str | None = None
        #: The hand card being dragged, while its drag runs (its legal hosts light up).
        self.dragging_card: str | None = None
        #: An action kind whose choices the prompt lists on their own ("conscript"...), or None.
        self.menu: str | None = None
        #: The active trait toggled on the chosen unit ("overload", "jam", "paint"): the next target
        #: clicked gets it instead of a die (trait or fire, 3.2), or None.
        self.trait: str | None = None
        #: The commander whose scrapheap is open for browsing, or None.
        self.browsing: int | None = None
        #: Scene items by unit id (the card and its strips), for tests and for lighting.
        self.unit_items: dict[str, list[Any]] = {}
        self.plate_items: dict[int, Any] = {}
        self.zones: list[DropZone] = []
        self.cost_item: TextItem | None = None
        self._zones_wanted = False
        self._targets = []
        self._frames = []
        #: Each strip's last drawing (its key, items and what they registered), kept while unchanged.
        self._strip_cache: dict[int, tuple] = {}
        self._sizes: dict[tuple[str | None, str], tuple[float, float]] = {}
        self._legal_cache: list[Action] | None = None
        self._pending_for: Any = None
        self._pending_cache: tuple = ()
        #: Units by id in the view being drawn (read by the buttons' labels).
        self._unit_map: dict[str, Any] = {}
        self.start_drawing()

    # ----- the shell's interface -----------------------------------------------------------
    def set_seat(self, seat: int | None) -> None:
        self.selected = None
        self.menu = None
        self.trait = None
        self.browsing = None
        super().set_seat(seat)

    # ----- reading the position ------------------------------------------------------------
    def _pending(self) -> tuple:
        """The engine's pending decisions, asked once per position (every plate and the prompt read them)."""
        state = self.controller.state
        if self._pending_for is not state:
            self._pending_for = state
            self._pending_cache = tuple(self.controller.game.pending(state))
        return self._pending_cache if self.is_live else ()

    def _active(self) -> bool:
        return self.can_act() and any(d.seat == self.seat for d in self._pending())

    def _legal(self) -> list[Action]:
        if self._legal_cache is None:
            self._legal_cache = self.controller.legal_actions(self.seat) if self._active() else []
        return self._legal_cache

    def _units(self, view: Any) -> dict[str, Any]:
        return {u.pid: u for u in view.units if u.pid is not None}

    def _order(self, view: Any) -> list[int]:
        """Commanders top to bottom: clockwise from the bottom one, which is the viewing seat (or,
        watching, the seat to decide)."""
        count = len(view.names)
        if self.seat is not None:
            bottom = self.seat
        else:
            pending = self.controller.pending_seats() if self.is_live else []
            bottom = pending[0] if pending else view.turn
        return [(bottom + k) % count for k in range(1, count)] + [bottom]

    @staticmethod
    def _same_card(a: str, b: str) -> bool:
        return a.split("#", 1)[0] == b.split("#", 1)[0]

    def _hand_actions(self, card: str) -> list[Action]:
        """The legal actions of a hand card. The engine lists one copy of each card; any copy of the
        same card stands for it."""
        return [a for a in self._legal() if a.kind in HAND_KINDS and a.args and isinstance(a.args[0], str)
                and self._same_card(a.args[0], card)]

    def _is_hand(self, card: str | None) -> bool:
        return card is not None and self.seat is not None and card in self.current_view().hand

    # ----- actions -------------------------------------------------------------------------
    def submit(self, action: Action) -> Verdict:
        verdict = self.act(action)
        if verdict.ok:
            keep = (self.selected is not None and action.kind in ("aim",) and action.args[0] == self.selected
                    and self.selected in self._units(self.current_view()))
            if not keep:
                self.selected = None
            self.menu = None
            self.trait = None
        return verdict

    def drop_action(self, card: str, target: tuple[str, Any]) -> Action | None:
        """The legal action dropping hand card ``card`` on ``target`` means: ("space", None), ("unit",
        id) or ("commander", seat); None when no legal action ends there."""
        if not self.can_act():
            return None
        kind, what = target
        for action in self._hand_actions(card):
            args = action.args
            if action.kind == "deploy" and kind in ("space", "unit") and args[1] == what:
                return action
            if action.kind == "play" and kind in ("unit", "commander") and len(args) > 1 and args[1] == what:
                return action
            if action.kind == "play" and kind == "space" and len(args) == 1:
                return action
        return None

    def dropped_on(self, seat: int, card: str, target: tuple[str, Any]) -> Verdict | None:
        """A hand card dropped on a target: its legal action, a choice when it could mean several,
        else the nearest action the engine then refuses with its reason (the card snaps back)."""
        if seat != self.seat:
            self.show_message("That card is not in this seat's hand.")
            return None
        return self.drop_card(card, target)

    def drop_card(self, card: str, target: tuple[str, Any] = ("space", None)) -> Verdict | None:
        if self.seat is None:
            return self.no_seat()
        action = self.drop_action(card, target)
        if action is not None:
            return self.submit(action)
        options = [a for a in self._hand_actions(card) if a.kind != "discard"]
        if target == ("space", None) and options:
            if len(options) == 1:
                return self.submit(options[0])
            self.selected = card
            self.refresh()
            self.message.emit(f"{self.cards[card.split('#')[0]].name}: choose where with the buttons, "
                              "or drop it on a lit host.")
            return None
        kind, what = target
        ctype = self.cards[card.split("#")[0]].type
        if ctype in (EVENT, TACTIC):
            attempt = Action(self.seat, "play", (card,) if what is None else (card, what))
        else:
            attempt = Action(self.seat, "deploy", (card, what if kind == "unit" else None))
        return self.submit(attempt)            # refused: the engine says which rule

    def unit_clicked(self, pid: str) -> Verdict | None:
        """A click on a unit: act on it with the chosen unit or hand card, else choose it, else send it."""
        if self.seat is None:
            return self.no_seat()
        if not self.can_act():
            return None
        self._legal_cache = None
        legal = self._legal()
        if self.selected is not None and self.selected != pid:
            if self._is_hand(self.selected):
                return self.drop_card(self.selected, ("unit", pid))
            pairs = [a for a in legal if a.kind in PAIR_KINDS and a.args[:2] == (self.selected, pid)]
            if self.trait is not None:
                return self.submit(Action(self.seat, self.trait, (self.selected, pid)))   # refused: says why
            for kind in CLICK_ORDER:
                chosen = next((a for a in pairs if a.kind == kind), None)
                if chosen is not None:
                    return self.submit(chosen)
            if pairs:
                self.refresh()
                self.message.emit("Choose with the buttons what to do to it.")
                return None
        if pid == self.selected:
            self.selected = None
            self.trait = None
            self.refresh()
            return None
        if any(a.args and a.args[0] == pid for a in legal if a.kind in PAIR_KINDS + SOLO_KINDS and a.kind != "send"):
            self.selected = pid
            self.menu = None
            self.trait = None
            self.refresh()
            self.message.emit(f"{self._name(pid)} chosen: click a lit target, or use the buttons.")
            return None
        send = Action(self.seat, "send", (pid,))
        if send in legal:
            return self.submit(send)
        if self.selected is not None:
            # a target the chosen unit cannot reach: let the engine say why
            kind = "aim" if any(a.kind == "aim" and a.args[0] == self.selected for a in legal) else "board"
            return self.submit(Action(self.seat, kind, (self.selected, pid)))
        self.message.emit(f"{self._name(pid)} has nothing to do now.")
        return None

    def commander_clicked(self, seat: int) -> Verdict | None:
        """A click on a commander's plate: attack them, or play the chosen card at them."""
        if self.seat is None:
            return self.no_seat()
        if not self.can_act():
            return None
        if self._is_hand(self.selected):
            return self.drop_card(self.selected, ("commander", seat))
        engage = Action(self.seat, "engage", (seat,))
        if engage in self._legal():
            return self.submit(engage)
        if any(a.kind == "engage" for a in self._legal()):
            return self.submit(engage)        # refused with the reason
        return None

    def hand_clicked(self, card: str) -> None:
        self.selected = None if self.selected == card else card
        self.menu = None
        self.refresh()
        if self.selected is not None:
            self.message.emit(f"Selected {self._name(card)}: {self._cost_words(card) or 'drop it or press Enter'}.")

    def browse_scrapheap(self, seat: int | None) -> None:
        """Open (or close, with None or the same seat) a commander's scrapheap, face up."""
        self.browsing = None if seat == self.browsing else seat
        self.refresh()

    def press_choice(self, index: int) -> bool:
        return self.prompt.press(index)

    def _name(self, pid: str) -> str:
        card = self.cards.get(pid.split("#")[0])
        return card.name if card is not None else pid

    def _cost_words(self, card: str) -> str:
        """What deploying ``card`` costs now, after discounts, read from the engine by trying it."""
        action = next((a for a in self._hand_actions(card) if a.kind in ("deploy", "play")), None)
        if action is None:
            return ""
        game, state = self.controller.game, self.controller.state
        before = state.commanders[self.seat]
        after = game.apply(state, action)[0].commanders[self.seat]
        resource, currency = before.resource - after.resource, before.currency - after.currency
        if resource <= 0 and currency <= 0:
            return "free to deploy"
        return f"costs {max(0, resource)} Resource, {max(0, currency)} Currency"

    # ----- drag and drop -------------------------------------------------------------------
    def _start_drag(self, card: str) -> None:
        if not self.can_act():
            return
        item = next((i for i in self._items if isinstance(i, CardItem) and i.interactive and i.card_id == card), None)
        if item is None:
            return
        self.dragging_card = card
        self._light_for(card)
        cost = self._cost_words(card)
        if cost:
            self.message.emit(f"{self._name(card)}: {cost}.")
        scale = self.view.transform().m11()
        pixmap = self.art.face(card.split("#")[0], L.HAND_CARD_W * scale, self.devicePixelRatioF(), self.seat)
        self._hover(None, item)
        try:
            self._run_drag(item, pixmap)
        finally:
            self.dragging_card = None
            self._strip_cache.clear()         # the lit hosts are drawn plain again
            self.refresh()

    def _light_for(self, card: str) -> None:
        """While a hand card is dragged: its legal hosts and targets light up, and the cost shows."""
        targets = {a.args[1] for a in self._hand_actions(card) if len(a.args) > 1 and isinstance(a.args[1], str)}
        view = self.current_view()
        units = self._units(view)
        dpr = self._dpr()
        for pid, items in self.unit_items.items():
            if pid in targets:
                for item in items:
                    item.setPixmap(self._unit_pixmap(units[pid], item.data(0), dpr, "legal"))
        if self.cost_item is not None:
            self.cost_item.text = f"{self._name(card)}: {self._cost_words(card) or 'no legal place now'}"
            self.cost_item.colour = GOLD
            self.cost_item.update()

    # ----- keyboard --------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.can_act():
            super().keyPressEvent(event)
            return
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.press_choice(key - Qt.Key.Key_1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.move_selection(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._is_hand(self.selected):
                self.drop_card(self.selected)
            else:
                self.move_selection(1)
        elif key == Qt.Key.Key_S:
            self._cycle_scrapheap()
        elif key == Qt.Key.Key_Escape and (self.selected or self.menu or self.browsing is not None):
            self.selected = None
            self.menu = None
            self.trait = None
            self.browsing = None
            self.refresh()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _cycle_scrapheap(self) -> None:
        order = self._order(self.current_view())[::-1]
        if self.browsing is None:
            self.browse_scrapheap(order[0])
        else:
            index = order.index(self.browsing) + 1
            self.browse_scrapheap(order[index] if index < len(order) else None)

    def selectables(self) -> list[str]:
        """What the arrows step through: the hand, then every unit that may act or be acted on now."""
        view = self.current_view()
        ids = list(view.hand)
        legal = self._legal()
        lit = self._lit_units(view, legal)
        ids += [u.pid for u in view.units if u.pid in lit]
        return ids

    def move_selection(self, step: int) -> None:
        self.menu = None
        self.step_selection(self.selectables(), step)
        if self.selected is not None:
            where = "press Enter to deploy or play it" if self._is_hand(self.selected) else "its choices are buttons"
            self.message.emit(f"Selected {self._name(self.selected)}: {where}.")

    # ----- what lights up ------------------------------------------------------------------
    def _lit_units(self, view: Any, legal: list[Action]) -> set[str]:
        """Units a click may use now: the chosen unit's targets, the chosen card's hosts, or the units
        that may act (send, aim, board, a trait...)."""
        if self.dragging_card is not None or self._is_hand(self.selected):
            card = self.dragging_card or self.selected
            return {a.args[1] for a in self._hand_actions(card) if len(a.args) > 1 and isinstance(a.args[1], str)}
        if self.selected is not None:
            kinds = (self.trait,) if self.trait is not None else PAIR_KINDS
            return {a.args[1] for a in legal if a.kind in kinds and a.args[0] == self.selected
                    and isinstance(a.args[1], str)}
        return {a.args[0] for a in legal if a.kind in PAIR_KINDS + SOLO_KINDS and a.args
                and isinstance(a.args[0], str) and a.args[0] not in view.hand}

    def _lit_commanders(self, legal: list[Action]) -> set[int]:
        if self._is_hand(self.selected):
            return {a.args[1] for a in self._hand_actions(self.selected) if a.kind == "play" and len(a.args) > 1
                    and isinstance(a.args[1], int)}
        return {a.args[0] for a in legal if a.kind == "engage"}

    # ----- drawing -------------------------------------------------------------------------
    def refresh(self) -> None:
        if not self._ready:
            return
        view = self.current_view()
        self._retire_zones()
        old = self._items
        self._items = []
        self.unit_items = {}
        self.plate_items = {}
        self._targets: list[tuple[QRectF, tuple[str, Any], Any, float]] = []
        self._frames: list[tuple[QRectF, QColor]] = []
        self.cost_item = None
        self._sizes: dict[tuple[str | None, str], tuple[float, float]] = {}
        dpr = self._dpr()
        self._legal_cache = None
        legal = self._legal()
        units = self._unit_map = self._units(view)
        self._zones_wanted = self._active() and bool(view.hand)
        if self.selected is not None and self.selected not in units and self.selected not in view.hand:
            self.selected = None
        lit = self._lit_units(view, legal)
        lit_seats = self._lit_commanders(legal)
        parts: list[Any] = []
        kept: set[int] = set()
        out = frozenset(s for s, alive in enumerate(view.alive) if not alive)
        for strip in L.strips(self._order(view), out):
            items = self._strip(view, strip, units, lit, strip.seat in lit_seats, dpr)
            if any(item.scene() is self.scene for item in items[:1]):
                kept.update(map(id, items))
            parts += items
        parts += self._hand(view, dpr)
        parts += self._status(view)
        parts += DiceStrip(self._volleys(), self.cards, view.names).items(L.DICE_RECT)
        if view.engagement is not None and view.engagement.fight is not None:
            parts += self._boarding(view, units, lit, dpr)
        if self.browsing is not None:
            parts += self._scrapheap(view, self.browsing, dpr)
        self.view.set_frames(tuple(self._frames))
        gone = [item for item in old if id(item) not in kept]
        for item in gone:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self._retired.extend(gone)
        QTimer.singleShot(0, self._bury)
        for item in parts:
            if id(item) in kept:
                continue
            if not isinstance(item, (CardItem, DropZone)):
                item.setCacheMode(ITEM_CACHE)
            self.scene.addItem(item)
        self._items = parts
        self._update_prompt(view, legal)
        if self.preview.card_id is not None and not any(getattr(i, "card_id", None) == self.preview.card_id
                                                     for i in parts):
            self._hover(None, None)

    def _retire_zones(self) -> None:
        """The drop targets of the last drawing go (a kept strip's cards would otherwise keep theirs)."""
        for zone in self.zones:
            if zone.parentItem() is not None:
                zone.setParentItem(None)
            if zone.scene() is self.scene:
                self.scene.removeItem(zone)
            self._retired.append(zone)
        self.zones = []

    def _strip(self, view: Any, strip: L.Strip, units: dict[str, Any], lit: set[str], lit_plate: bool,
               dpr: float) -> list[Any]:
        """A commander's plate and battlefield: drawn again only when something in it changed, else
        the items of the last drawing are kept (a drop redraws the one strip it changed)."""
        seat = strip.seat
        mine = tuple(u for u in view.units if self._top_controller(u, units) == seat)
        key = (tuple(strip.plate.getRect()), tuple(strip.field.getRect()), dpr, self.seat, self.is_live,
               self.can_act(), self.selected, self.trait, lit_plate, frozenset(lit & {u.pid for u in mine}), mine,
               view.engagement, view.phase, view.turn, view.winners, view.names[seat], view.deck_names,
               view.stockpiles[seat], view.hand_sizes[seat], view.shipyard_sizes[seat], len(view.scrapheaps[seat]),
               view.alive[seat], view.battlefields[seat], view.setup_ready[seat],
               tuple(d.kind for d in self._pending() if d.seat == seat))
        cached = self._strip_cache.get(seat)
        if cached is not None and cached[0] == key:
            _key, items, unit_items, plate, targets, frames, sizes = cached
        else:
            before = (dict(self.unit_items), len(self._targets), len(self._frames), dict(self._sizes))
            items = self._plate(view, strip, lit_plate) + self._field(view, strip, units, lit, dpr)
            unit_items = {pid: got for pid, got in self.unit_items.items() if pid not in before[0]}
            plate = self.plate_items[seat]
            targets = self._targets[before[1]:]
            frames = self._frames[before[2]:]
            sizes = {k: v for k, v in self._sizes.items() if k not in before[3]}
            self._strip_cache[seat] = (key, items, unit_items, plate, targets, frames, sizes)
            return items
        self.unit_items.update(unit_items)
        self.plate_items[seat] = plate
        self._targets += targets
        self._frames += frames
        self._sizes.update(sizes)
        return items

    @staticmethod
    def _top_controller(unit: Any, units: dict[str, Any]) -> int:
        """The controller of the unit at the top of ``unit``'s hosts: the strip it is drawn in."""
        while unit.host is not None and unit.host in units:
            unit = units[unit.host]
        return unit.controller

    def _volleys(self) -> list[Any]:
        steps = self.controller.record.steps
        if self._move is not None:
            steps = steps[:self._move]
        return last_volleys(steps, self.seat)

    # ----- a commander's plate --------------------------------------------------------------
    def _plate(self, view: Any, strip: L.Strip, lit: bool) -> list[Any]:
        seat, r = strip.seat, strip.plate
        colour = seat_colour(seat)
        deciding = [d for d in self._pending() if d.seat == seat]
        alive = view.alive[seat]
        fill = QColor(40, 32, 6, 215) if deciding else QColor(8, 16, 30, 215)
        border = QColor("#7be08f") if lit else GOLD if deciding else colour
        plate = ClickPanel(r, lambda s=seat: self.commander_clicked(s), fill=fill, border=border,
                           border_width=4 if lit else 3 if deciding else 2, radius=10)
        plate.setToolTip(f"Click to attack {view.names[seat]}" if lit else view.names[seat])
        self.plate_items[seat] = plate
        items: list[Any] = [plate]
        x, w = r.left() + 8, r.width() - 16
        y = r.top() + 4
        line = max(15.0, min(19.0, (r.height() - 8) / 7))
        items.append(TextItem(view.names[seat], QRectF(x, y, w, line + 3), 17, INK if alive else MUTED, True,
                              Qt.AlignmentFlag.AlignLeft, shrink_to=13))
        y += line + 3
        deck = view.deck_names[seat] if seat < len(view.deck_names) else ""
        if deck and r.height() > 120:
            deck_item = TextItem(deck, QRectF(x, y, w, line), 14, MUTED, False, Qt.AlignmentFlag.AlignLeft,
                                 shrink_to=13)
            deck_item.setToolTip(f"{view.names[seat]} plays the deck {deck}")
            items.append(deck_item)
            y += line
        if alive:
            resource, currency = view.stockpiles[seat]
            stock = TextItem(f"● {resource} R   ● {currency} C", QRectF(x, y, w, line), 15, GOLD, True,
                             Qt.AlignmentFlag.AlignLeft)
            stock.setToolTip(f"Stockpile: {resource} Resource, {currency} Currency (at most 20 each)")
            items.append(stock)
            y += line
            counts = TextItem(f"Hand {view.hand_sizes[seat]} · Yard {view.shipyard_sizes[seat]}",
                              QRectF(x, y, w, line), 14, INK, False, Qt.AlignmentFlag.AlignLeft, shrink_to=13)
            counts.setToolTip(f"{view.hand_sizes[seat]} cards in hand, {view.shipyard_sizes[seat]} in the shipyard "
                              "(deck)")
            items.append(counts)
            y += line
        heap = ClickPanel(QRectF(x - 3, y, w + 6, line), lambda s=seat: self.browse_scrapheap(s),
                          fill=QColor(255, 255, 255, 22), border=QColor(255, 255, 255, 50), radius=5)
        heap.setToolTip(f"Browse {view.names[seat]}'s scrapheap (key S)")
        items.append(heap)
        items.append(TextItem(f"Scrapheap {len(view.scrapheaps[seat])} ›", QRectF(x, y, w, line), 14, INK, False,
                              Qt.AlignmentFlag.AlignLeft))
        y += line + 1
        for n, words in enumerate(self._status_words(view, seat, deciding) if alive else ()):
            status = TextItem(words, QRectF(x, y, w, line), 14, GOLD if deciding else MUTED, bool(deciding) and not n,
                              Qt.AlignmentFlag.AlignLeft, shrink_to=13)
            status.setToolTip(" ".join(self._status_words(view, seat, deciding)))
            items.append(status)
            y += line
        if seat != self.seat and alive and y + 30 <= r.bottom() - 2:
            count = view.hand_sizes[seat]
            back_w = 20
            step = min(14.0, (w - back_w) / max(1, count - 1)) if count > 1 else 0
            for n in range(count):
                back = CardItem(self.art.back(back_w, self._dpr(), seat))
                back.setPos(QPointF(x + n * step, r.bottom() - back_w * CARD_RATIO - 4))
                back.setToolTip(f"{view.names[seat]}'s hand: {count} cards, face down")
                items.append(back)
        self._targets.append((r, ("commander", seat), None, -0.5))
        return items

    def _status_words(self, view: Any, seat: int, deciding: list) -> tuple[str, ...]:
        """What the commander is doing, in one or two short lines."""
        if not view.alive[seat]:
            return ("Out of the game",)
        if view.winners and seat in view.winners:
            return ("Winner",)
        eng = view.engagement
        if deciding:
            kind = deciding[0].kind
            number = STEP_WORDS.get(kind, (0, ""))[0]
            return ("Deciding:", DECISION_WORDS.get(kind) or (f"step {number} of 9" if number else kind))
        if eng is not None and seat == eng.attacker:
            return ("Attacking", view.names[eng.defender])
        if eng is not None and seat == eng.defender:
            return ("Defending from", view.names[eng.attacker])
        if view.phase == "setup":
            return ("Set-up done" if view.setup_ready[seat] else "Setting up",)
        return ("Their turn" if seat == view.turn else "Waiting",)

    # ----- a battlefield --------------------------------------------------------------------
    def _field(self, view: Any, strip: L.Strip, units: dict[str, Any], lit: set[str], dpr: float) -> list[Any]:
        seat, field = strip.seat, strip.field
        self._frames.append((QRectF(field), seat_colour(seat).darker(170)))
        items: list[Any] = []
        alive = view.alive[seat]
        tops = [u for u in view.units if u.host is None and u.controller == seat]
        tops.sort(key=lambda u: (self.cards[u.card].type != STATION if u.card else True))
        children: dict[str | None, list[Any]] = {}
        for u in view.units:
            children.setdefault(u.host, []).append(u)

        def descendants(pid: str | None, depth: int = 0) -> list[tuple[Any, int]]:
            out = []
            for child in children.get(pid, []):
                out.append((child, depth))
                if child.pid is not None:
                    out += descendants(child.pid, depth + 1)
            return out

        groups = [(u, descendants(u.pid)) for u in tops]
        lasting = view.battlefields[seat]
        reserve = L.LASTING_W + 8 if lasting else 0
        placed = L.place_groups(field, [L.Group(u.pid or "?", len(d)) for u, d in groups], reserve)
        eng = view.engagement
        owner = "Your" if seat == self.seat else f"{view.names[seat]}'s"
        caption = f"{owner} battlefield" if alive else f"{view.names[seat]} is out of the game"
        if eng is not None and seat == eng.attacker and eng.fleet:
            caption += f" · fleet of {len(eng.fleet)} attacking {view.names[eng.defender]}"
        if not tops and alive:
            caption += " · empty"
        items.append(TextItem(caption, QRectF(field.left() + 8, field.top() + 1, field.width() - 16 - reserve,
                                              L.CAPTION_H), 14, MUTED, False, Qt.AlignmentFlag.AlignLeft, shrink_to=13))
        if seat == self.seat:
            self._targets.append((field, ("space", None), None, -1))
        for (unit, attached), spot in zip(groups, placed, strict=True):
            items += self._group(view, unit, attached, spot, lit, dpr)
        if lasting:
            items += self._lasting(lasting, QRectF(field.right() - L.LASTING_W - 6, field.top() + 2, L.LASTING_W,
                                                   field.height() - 4), seat, dpr)
        return items

    def _unit_pixmap(self, unit: Any, kind: str, dpr: float, lit: str, size: tuple[float, float] = (0, 0)) -> Any:
        width, height = size if size != (0, 0) else self._sizes.get((unit.pid, kind), (0, 0))
        if unit.card is None:            # another commander's face-down module: its back only
            if kind == "card":
                return self.art.back(width, dpr, unit.owner)
            return self.art.hidden_strip(width, height, dpr, unit.owner)
        if kind == "card":
            return self.art.face(unit.card, width, dpr, unit.owner, lit)
        return self.art.strip(unit.card, width, height, dpr, unit.owner, lit)

    def _group(self, view: Any, unit: Any, attached: list[tuple[Any, int]], spot: L.Placed, lit: set[str],
               dpr: float) -> list[Any]:
        items: list[Any] = []
        state = "chosen" if unit.pid == self.selected else "legal" if unit.pid in lit else ""
        card_item = self._unit_item(unit, "card", (spot.card_w, spot.card_h), dpr, state)
        card_item.setPos(QPointF(spot.x, spot.y))
        card_item.setZValue(10)
        items.append(card_item)
        items += self._badges(view, unit, QRectF(spot.x, spot.y, spot.card_w, spot.card_h))
        if unit.pid == self.selected:
            items += self._toggles(unit.pid, QRectF(spot.x, spot.y, spot.card_w, spot.card_h))
        for n, (child, depth) in enumerate(attached):
            cstate = "chosen" if child.pid == self.selected else "legal" if child.pid in lit else ""
            x = spot.x + spot.card_w - L.TUCK + depth * 8
            y = spot.y + 2 + n * spot.chip_h
            chip = self._unit_item(child, "strip", (spot.chip_w - depth * 8, spot.chip_h), dpr, cstate)
            chip.setPos(QPointF(x, y))
            chip.setZValue(9 - 0.01 * n)
            items.append(chip)
            items += self._badges(view, child, QRectF(x, y, spot.chip_w - depth * 8, spot.chip_h), strip=True)
        return items

    def _unit_item(self, unit: Any, kind: str, size: tuple[float, float], dpr: float, state: str) -> CardItem:
        self._sizes[(unit.pid, kind)] = size
        pixmap = self._unit_pixmap(unit, kind, dpr, state, size)
        if unit.card is None:
            item = CardItem(pixmap)
            item.setToolTip("A face-down module (Face Up - Face Down): hidden until its trigger")
            return item
        item = CardItem(pixmap, unit.pid, unit.controller, on_hover=self._hover,
                        on_click=self.unit_clicked if self.can_act() else None)
        item.setData(0, kind)
        item.setToolTip(self._name(unit.pid) + (f" · {unit.wounds} wound{'s' if unit.wounds != 1 else ''}"
                                                if unit.wounds else ""))
        self.unit_items.setdefault(unit.pid, []).append(item)
        self._targets.append((QRectF(0, 0, *size), ("unit", unit.pid), item, 0))
        return item

    def ensure_zones(self) -> None:
        """The drop targets of the position drawn: each unit, each plate and the seat's open space.
        Made when a drag first comes over the table (never while nobody may drop), once per redraw."""
        if self.zones or not self._zones_wanted:
            return
        for rect, target, parent, z in self._targets:
            zone = DropZone(rect, target, self)
            if parent is not None:
                zone.setParentItem(parent)
                zone.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, True)
            else:
                zone.setZValue(z)
                self.scene.addItem(zone)
                self._items.append(zone)
            self.zones.append(zone)

    def _badges(self, view: Any, unit: Any, rect: QRectF, strip: bool = False) -> list[Any]:
        """Wound tokens, and what the engagement marks on a unit: in the fleet, dice declared at it,
        jammed or painted, boarding or boarded."""
        items: list[Any] = []
        size = 13 if strip else 14
        h = min(rect.height() - 2, 18) if strip else 20
        marks: list[tuple[str, QColor, str]] = []
        if unit.wounds:
            card = self.cards.get(unit.card) if unit.card else None
            most = f"/{card.wounds}" if card is not None and card.wounds else ""
            marks.append((f"✚{unit.wounds}{most}", QColor("#c92a2a"),
                          f"{unit.wounds} wound token{'s' if unit.wounds != 1 else ''}"))
        eng = view.engagement
        if eng is not None and unit.pid is not None:
            marks += self._engagement_marks(view, eng, unit.pid)
        # Stacked up from the card's figures (its name and costs stay readable), or leftwards from
        # a strip's right end.
        y = rect.bottom() - 26 - h
        right = rect.right() - 2
        for text, fill, tip in marks:
            w = min(rect.width() - 4, 14 + QFontMetricsF(font(size, True)).horizontalAdvance(text))
            if strip:
                chip = Chip(text, QRectF(right - w, rect.top() + (rect.height() - h) / 2, w, h), fill, size=size)
                right -= w + 2
            else:
                chip = Chip(text, QRectF(rect.left() + 2, y, w, h), fill, size=size)
                y -= h + 2
            chip.setToolTip(tip)
            items.append(chip)
        return items

    def toggle_trait(self, kind: str) -> Verdict | None:
        """A trait toggle on the chosen unit: a trait with a target (Overload, Jammer, Target Painter)
        waits for the target's click, toggled off by a second press; Repair, Retreat and Fearless
        act at once."""
        if self.selected is None or not self.can_act():
            return None
        if kind in ("repair", "retreat", "fearless"):
            return self.submit(Action(self.seat, kind, (self.selected,)))
        self.trait = None if self.trait == kind else kind
        self.refresh()
        if self.trait is not None:
            self.message.emit(f"{TRAIT_WORDS[kind]}: click a lit target (instead of firing this volley).")
        return None

    def _toggles(self, pid: str, rect: QRectF) -> list[Any]:
        """The chosen unit's active traits and one-unit choices as toggles above its card."""
        legal = self._legal()
        kinds = [k for k in TOGGLE_KINDS if any(a.kind == k and a.args and a.args[0] == pid for a in legal)]
        card = self.cards[pid.split("#")[0]]
        items: list[Any] = []
        x = rect.left()
        for kind in kinds:
            trait = TRAIT_ACTIONS.get(kind)
            value = card.trait(trait) if trait else None
            words = f"{TRAIT_WORDS[kind]} +{value}" if value not in (None, True) else TRAIT_WORDS[kind]
            on = kind == self.trait
            width = 16 + QFontMetricsF(font(13, True)).horizontalAdvance(words)
            chip = ToggleChip(words, QRectF(x, rect.top() - 19, width, 18),
                              QColor("#e8590c") if on else QColor("#364fc7"), lambda k=kind: self.toggle_trait(k))
            chip.kind = kind
            chip.setToolTip(f"{words}: " + ("on - click a lit target" if on else TOGGLE_TIPS[kind]))
            chip.setZValue(40)
            items.append(chip)
            x += width + 3
        return items

    def _engagement_marks(self, view: Any, eng: Any, pid: str) -> list[tuple[str, QColor, str]]:
        """What the engagement marks on a unit: in the fleet, dice declared at it, jammed or painted,
        boarding or boarded, retreating."""
        marks: list[tuple[str, QColor, str]] = []
        if pid in eng.fleet:
            marks.append(("in fleet", seat_colour(eng.attacker).darker(150),
                          f"In {view.names[eng.attacker]}'s fleet attacking {view.names[eng.defender]}"))
        dice = sum(n for t, n in eng.aim if t == pid)
        if dice:
            marks.append((f"{dice} {'die' if dice == 1 else 'dice'} at it", QColor("#e8590c"),
                          f"{dice} {'die' if dice == 1 else 'dice'} declared at it"))
        if pid == eng.shooter:
            left = eng.dice - sum(n for _t, n in eng.aim)
            marks.append((f"firing · {left} left", QColor("#b08900"),
                          f"Declaring its volley: {left} dice still to declare"))
        for _j, target, x, _s in eng.jams:
            if target == pid:
                marks.append((f"jammed −{x}", QColor("#5f3dc4"), f"Jammed: {x} fewer dice"))
        for _p, target, x, _s in eng.paints:
            if target == pid:
                marks.append((f"painted +{x}", QColor("#2b8a3e"), f"Painted: +{x} to dice against it"))
        for board in eng.boards:
            if board.cancelled:
                if board.ship == pid:
                    marks.append(("board cancelled", QColor("#495057"), "An Escort cancelled this board"))
                continue
            if board.ship == pid:
                marks.append(("boarding", QColor("#a61e4d"), f"Boarding {self._name(board.target)}"))
            if board.target == pid:
                marks.append(("boarded", QColor("#a61e4d"), f"About to be boarded by {self._name(board.ship)}"))
        if pid in eng.retreating:
            marks.append(("retreating", QColor("#495057"), "Retreating this round"))
        return marks

    def _lasting(self, cards: tuple[str, ...], rect: QRectF, seat: int, dpr: float) -> list[Any]:
        items: list[Any] = [TextItem("Breakthrus", QRectF(rect.left(), rect.top(), rect.width(), L.CAPTION_H), 13,
                                     MUTED, False, Qt.AlignmentFlag.AlignLeft)]
        h = min(L.CHIP_H_MAX, (rect.height() - L.CAPTION_H) / max(1, len(cards)))
        for n, pid in enumerate(cards):
            item = CardItem(self.art.strip(pid.split("#")[0], rect.width(), h, dpr, seat), pid, on_hover=self._hover)
            item.setPos(QPointF(rect.left(), rect.top() + L.CAPTION_H + n * h))
            item.setToolTip(self._name(pid))
            items.append(item)
        return items

    # ----- the hand ---------------------------------------------------------------------------
    def _hand(self, view: Any, dpr: float) -> list[Any]:
        items: list[Any] = []
        self.cost_item = TextItem("", L.HAND_CAPTION, 14, MUTED, False, Qt.AlignmentFlag.AlignLeft, shrink_to=13)
        if self.seat is None or view.seat is None:
            self.cost_item.text = "Watching: every hand is hidden"
            return [self.cost_item]
        hand = list(view.hand)
        count = len(hand)
        width = L.HAND_CARD_W
        span = L.HAND_RECT.width()
        step = min(width + 8, (span - width) / max(1, count - 1)) if count > 1 else 0
        interactive = self.can_act()
        playable = {a.args[0].split("#")[0] for a in self._legal() if a.kind in ("deploy", "play")}
        for n, card in enumerate(hand):
            chosen = card == self.selected
            lit = "chosen" if chosen else "legal" if card.split("#")[0] in playable and self._active() else ""
            item = CardItem(self.art.face(card.split("#")[0], width, dpr, self.seat, lit), card, self.seat,
                            interactive=interactive, on_hover=self._hover,
                            on_click=self.hand_clicked if interactive else None,
                            on_double_click=self.drop_card if interactive else None, on_drag=self._start_drag)
            item.rest_at(QPointF(L.HAND_RECT.left() + n * step, L.HAND_TOP - (12 if chosen else 0)))
            item.setZValue(20 + n)
            item.setToolTip(self._name(card))
            items.append(item)
        words = f"Your hand · {count}" if count else "Your hand is empty"
        if self._is_hand(self.selected):
            words += f" · {self._name(self.selected)}: {self._cost_words(self.selected) or 'no legal place now'}"
            self.cost_item.colour = GOLD
        self.cost_item.text = words
        items.append(self.cost_item)
        items += self._hints(view)
        return items

    def _hints(self, view: Any) -> list[Any]:
        if not self.can_act():
            return [TextItem("Read-only position" if not self.is_live else "Waiting", QRectF(L.HINT_RECT.left(),
                             L.HINT_RECT.top() + 24, L.HINT_RECT.width(), 18), 13, MUTED, False,
                             Qt.AlignmentFlag.AlignLeft)]
        lines = ["Drag cards to deploy", "Click a unit, then", "its target: 1 die", "←/→ Enter: choose",
                 "1–9: the buttons", "S: scrapheaps"]
        return [TextItem(text, QRectF(L.HINT_RECT.left(), L.HINT_RECT.top() + 24 + i * 18, L.HINT_RECT.width(), 18),
                         13, MUTED, False, Qt.AlignmentFlag.AlignLeft) for i, text in enumerate(lines)]

    # ----- the side column -------------------------------------------------------------------
    def _status(self, view: Any) -> list[Any]:
        r = L.STATUS_RECT
        items: list[Any] = [Panel(r, QColor(6, 14, 26, 220), QColor(255, 255, 255, 50), 1.5, 10)]
        lines: list[tuple[str, Any, bool]] = []
        if view.phase == "over":
            lines.append(("Game over", GOLD, True))
        elif view.phase == "setup":
            lines.append(("Set-up turn", GOLD, True))
            lines.append(("Everyone at once", INK, False))
        else:
            lines.append((f"Turn {view.round} · {view.names[view.turn]}", GOLD, True))
            lines.append((f"Phase: {PHASE_NAMES.get(view.phase, view.phase)}", INK, False))
        eng = view.engagement
        if eng is not None:
            lines.append((f"{view.names[eng.attacker]} attacks", QColor("#ffa94d"), True))
            lines.append((f"{view.names[eng.defender]} · round {eng.round}", QColor("#ffa94d"), True))
            number, words = STEP_WORDS.get(eng.step, (0, eng.step))
            if number:
                lines.append((f"Step {number} of 9:", INK, False))
            lines.append((words[0].upper() + words[1:], INK, False))
            if eng.fight is not None:
                lines.append((f"Boarding {self._name(eng.fight.board.target)}", QColor("#ff8787"), False))
        pending = self._pending()
        names = list(dict.fromkeys(view.names[d.seat] for d in pending))
        if names and view.phase != "over":
            lines.append(("To decide: " + ", ".join(names), MUTED, False))
        row = min(20.0, (r.height() - 10) / max(5, len(lines)))
        for n, (text, colour, bold) in enumerate(lines):
            item = TextItem(text, QRectF(r.left() + 10, r.top() + 5 + n * row, r.width() - 20, row), 15 if bold else 14,
                            colour, bold, Qt.AlignmentFlag.AlignLeft, shrink_to=13)
            item.setToolTip(text)
            items.append(item)
        return items

    def _boarding(self, view: Any, units: dict[str, Any], lit: set[str], dpr: float) -> list[Any]:
        """The boarding action as its own view: the boarders and the defenders face to face, each
        Marine with its wounds, and who volleys now."""
        fight = view.engagement.fight
        r = QRectF(L.OVERLAY_RECT.left() + 40, L.OVERLAY_RECT.top() + 40, L.OVERLAY_RECT.width() - 80, 250)
        items: list[Any] = [Panel(r, QColor(28, 10, 18), QColor("#ff8787"), 3, 14)]
        attacker = view.names[fight.board.seat]
        step = {"intercept": "defending Interceptor Marines fire (8A)",
                "attack": f"{attacker}'s boarders volley", "defend": "the defenders volley",
                "won": "won: hijack or scuttle", "lost": "lost", "pursue": "pursue or let them go"}.get(fight.step,
                                                                                                    fight.step)
        title = f"Boarding {self._name(fight.board.target)} · {step}"
        items.append(TextItem(title, QRectF(r.left() + 14, r.top() + 6, r.width() - 28, 24), 17, GOLD, True,
                              Qt.AlignmentFlag.AlignLeft, shrink_to=13))
        card_w = 74
        for side, pids, label in ((0, fight.attackers, f"{attacker}'s boarders"),
                                  (1, fight.defenders, "Defenders")):
            x0 = r.left() + 16 + side * (r.width() / 2)
            items.append(TextItem(f"{label} · {sum(1 for p in pids if p in units)} left",
                                  QRectF(x0, r.top() + 34, r.width() / 2 - 30, 20), 14, INK, True,
                                  Qt.AlignmentFlag.AlignLeft, shrink_to=13))
            shown = [p for p in pids if p in units]
            if not shown:
                items.append(TextItem("none aboard" if side else "none left", QRectF(x0, r.top() + 90, 200, 20), 14,
                                      MUTED, False, Qt.AlignmentFlag.AlignLeft))
            for n, pid in enumerate(shown[:5]):
                unit = units[pid]
                state = "chosen" if pid == self.selected else "legal" if pid in lit else ""
                item = self._unit_item(unit, "card", (card_w, card_w * CARD_RATIO), dpr, state)
                item.setPos(QPointF(x0 + n * (card_w + 8), r.top() + 60))
                item.setZValue(45)
                items.append(item)
                for badge in self._badges(view, unit, QRectF(x0 + n * (card_w + 8), r.top() + 60, card_w,
                                                             card_w * CARD_RATIO)):
                    badge.setZValue(46)
                    items.append(badge)
        history = self._fight_volleys(fight.board)
        top = r.top() + 60 + card_w * CARD_RATIO + 8
        rows = int((r.bottom() - 6 - top) // 18)
        if history:
            shown = history[-rows:]
            first = len(history) - len(shown)
            for n, text in enumerate(shown):
                line = TextItem(f"Volley {first + n + 1}: {text}", QRectF(r.left() + 16, top + n * 18,
                                r.width() - 32, 18), 14, MUTED, False, Qt.AlignmentFlag.AlignLeft, shrink_to=13)
                line.setToolTip(text)
                items.append(line)
        else:
            items.append(TextItem("No volleys yet: the boarders fire first.", QRectF(r.left() + 16, top, r.width() - 32,
                                  18), 14, MUTED, False, Qt.AlignmentFlag.AlignLeft))
        items[0].setZValue(44)
        for item in items[1:]:
            if not isinstance(item, CardItem):
                item.setZValue(max(item.zValue(), 45))
        return items

    def _fight_volleys(self, board: Any) -> list[str]:
        """The Marines' volleys of this boarding action so far, oldest first, as the log words them:
        each round of the fight shown (the steps back to where the boarding action began)."""
        steps = self.controller.record.steps[:self._move] if self._move is not None else self.controller.record.steps
        out: list[str] = []
        for step in reversed(steps):
            eng = step.state.engagement
            if eng is None or eng.fight is None or eng.fight.board != board:
                break
            out += [e.text for e in reversed(step.events) if e.kind == "volley" and e.visible_to(self.seat)
                    and self.cards[e.data["shooter"].split("#")[0]].type == MARINE]
        return out[::-1]

    def _scrapheap(self, view: Any, seat: int, dpr: float) -> list[Any]:
        """A commander's scrapheap face up, newest first; a click on the panel closes it."""
        r = L.OVERLAY_RECT
        heap = list(reversed(view.scrapheaps[seat]))
        panel = ClickPanel(r, lambda: self.browse_scrapheap(None), fill=QColor(6, 12, 22, 245), border=GOLD,
                           border_width=2, radius=12)
        items: list[Any] = [panel]
        items.append(TextItem(f"{view.names[seat]}'s scrapheap · {len(heap)} cards, newest first · click to close",
                              QRectF(r.left() + 14, r.top() + 6, r.width() - 28, 22), 15, GOLD, True,
                              Qt.AlignmentFlag.AlignLeft, shrink_to=13))
        if not heap:
            items.append(TextItem("Nothing here yet.", QRectF(r.left() + 14, r.top() + 40, 300, 20), 14, MUTED, False,
                                  Qt.AlignmentFlag.AlignLeft))
        card_w = 64
        per_row = int((r.width() - 28) // (card_w + 6))
        rows = max(1, int((r.height() - 40) // (card_w * CARD_RATIO + 6)))
        for n, pid in enumerate(heap[:per_row * rows]):
            item = CardItem(self.art.face(pid.split("#")[0], card_w, dpr, seat), pid, on_hover=self._hover)
            item.setPos(QPointF(r.left() + 14 + (n % per_row) * (card_w + 6),
                                r.top() + 34 + (n // per_row) * (card_w * CARD_RATIO + 6)))
            item.setToolTip(self._name(pid))
            items.append(item)
        if len(heap) > per_row * rows:
            items.append(TextItem(f"… and {len(heap) - per_row * rows} older", QRectF(r.right() - 220, r.bottom() - 24,
                                  206, 20), 14, MUTED, False, Qt.AlignmentFlag.AlignRight))
        for item in items:
            item.setZValue(60 if item is panel else 61)
        return items

    # ----- the prompt ------------------------------------------------------------------------
    def _label(self, action: Action) -> str:
        """A button's words: the engine's, with ship classes shortened ("Seagull" for "Seagull-class
        Cruiser") so a split-fire choice reads on one line; deployments keep the whole name."""
        game, state = self.controller.game, self.controller.state
        words = game.describe_action(state, action)
        if action.kind not in ("deploy", "conscript", "take", "play", "discard"):
            for arg in action.args:
                if isinstance(arg, str) and "#" in arg:
                    words = words.replace(self._name(arg), short_name(self._name(arg)))
        if action.kind == "aim":
            return f"Aim 1 die: {words.split(': ', 1)[-1]}"
        if action.kind in ("overload", "jam", "paint", "repair") and action.args:
            return trait_button(self.cards[action.args[0].split("#")[0]], action.kind, words)
        if action.kind == "assign" and action.args:
            unit = self._unit_map.get(action.args[0])
            where = f" from {short_name(self._name(unit.host))}" if unit is not None and unit.host else ""
            target = "open space" if action.args[1] is None else short_name(self._name(action.args[1]))
            return f"Move {short_name(self._name(action.args[0]))}{where} → {target}"
        if action.kind in ("deploy", "conscript", "take") and action.args:
            card = self.cards[action.args[0].split("#")[0]]
            cost = f" ({card.cost[0]}R {card.cost[1]}C)" if action.kind == "deploy" and card.cost != (0, 0) else ""
            target = "open space" if len(action.args) < 2 or action.args[1] is None else self._name(action.args[1])
            verb = {"deploy": "Deploy", "conscript": "Conscript (double cost)", "take": "Take"}[action.kind]
            return f"{verb} {card.name} → {target}{cost}" if len(action.args) > 1 else f"{verb} {card.name}"
        return words

    def choices_for(self, legal: list[Action]) -> list[Choice]:
        """The prompt's buttons: moving on and the steps' decisions always; what the chosen card or
        unit may do; and every other legal action, directly when few, else behind a button per kind."""
        def choice(action: Action) -> Choice:
            return Choice(self._label(action), lambda a=action: self.submit(a), action.kind, action_key(action))

        if self.menu is not None:
            shown = [choice(a) for a in legal if a.kind == self.menu]
            return numbered(shown) + [Choice("Back", lambda: self._set_menu(None), "back", tip="Escape")]
        general = [a for a in legal if a.kind in GENERAL_KINDS]
        chosen: list[Action] = []
        if self.selected is not None:
            chosen = [a for a in legal if a.kind not in GENERAL_KINDS and a.args and isinstance(a.args[0], str)
                      and (a.args[0] == self.selected or (self._is_hand(self.selected)
                                                          and self._same_card(a.args[0], self.selected)))]
        rest = [a for a in legal if a not in general and a not in chosen]
        buttons = [choice(a) for a in chosen]
        if len(rest) <= 6:
            buttons += [choice(a) for a in rest]
        else:
            by_kind: dict[str, list[Action]] = {}
            for action in rest:
                by_kind.setdefault(action.kind, []).append(action)
            for kind, actions in by_kind.items():
                if len(actions) <= 2:
                    buttons += [choice(a) for a in actions]
                else:
                    buttons.append(Choice(f"{MENU_WORDS.get(kind, kind.capitalize())}… ({len(actions)})",
                                          lambda k=kind: self._set_menu(k), kind))
        # the way on last, so the numbers of the card's own choices come first
        return numbered(buttons + [choice(a) for a in general])

    def _set_menu(self, kind: str | None) -> None:
        """List one kind of action on its own (a menu button), or all again (Back)."""
        self.menu = kind
        self.refresh()

    def _update_prompt(self, view: Any, legal: list[Action]) -> None:
        choices: list[Choice] = []
        hint = ""
        if not self.is_live:
            title, hint = "A past position", "Return to the game to play."
        elif view.phase == "over":
            title = "The game is over."
        elif self.seat is None:
            decisions = self._pending()
            names = ", ".join(dict.fromkeys(view.names[d.seat] for d in decisions))
            title = f"{names} to decide" if names else "Watching"
        elif self._active():
            decision = next(d for d in self._pending() if d.seat == self.seat)
            title = decision.prompt
            if decision.kind in ("attack", "defend", "intercept", "boarding", "attack-board", "defend-board",
                                 "escort", "fleet", "start"):
                title = f"{step_line(decision.kind)}"
            choices = self.choices_for(legal)
            hint = self._hint(view, legal)
        else:
            waiting = ", ".join(dict.fromkeys(view.names[d.seat] for d in self._pending()))
            title = f"Waiting for {waiting}" if waiting else "Waiting"
            if view.phase == "setup" and view.setup_ready[self.seat]:
                hint = "Your set-up turn is over; the others are still setting up."
        self.prompt.show_prompt(title, hint, choices, self._active())
        self.place_prompt()

    def _hint(self, view: Any, legal: list[Action]) -> str:
        kinds = {a.kind for a in legal}
        if self.menu is not None:
            return "Choose one, or Back."
        if self.selected is not None and self.trait is not None:
            return (f"{TRAIT_WORDS[self.trait]} is on for {short_name(self._name(self.selected))}: click a lit "
                    "target to use it instead of firing, or press the toggle again to turn it off.")
        if self.selected is not None and not self._is_hand(self.selected):
            if any(a.kind == "aim" and a.args[0] == self.selected for a in legal):
                return (f"{self._name(self.selected)}: click a lit target to declare one die at it (split fire: "
                        "click more targets), then Fire. Or use a trait instead.")
            return f"{self._name(self.selected)}: click a lit target, or press a button."
        if "engage" in kinds:
            return "Click a lit commander to attack them, or skip the attack."
        if "send" in kinds:
            return "Click your ships to send them; Launch when the fleet is ready."
        if "aim" in kinds or "board" in kinds:
            return "Click a lit unit to choose it, then click its target."
        if "deploy" in kinds:
            return "Drag a card onto your battlefield or a lit host (or select it and press Enter)."
        return ""

    # ----- hover preview ---------------------------------------------------------------------
    def _hover(self, card_id: str | None, item: Any) -> None:
        card = self.cards[card_id.split("#")[0]] if card_id is not None else None
        unit = self._units(self.current_view()).get(card_id) if card_id is not None else None
        self.hover_card(card_id, item,
                        lambda width: self.art.face(card.id, width, self.devicePixelRatioF(),
                                                    unit.owner if unit is not None else None),
                        lambda: card_text(card, unit.wounds if unit is not None else 0))

    # ----- events ----------------------------------------------------------------------------
    def notice_anchor(self) -> QPoint:
        return self.view.mapFromScene(QPointF(L.FIELD_X + 420, L.HAND_TOP - 60)) + self.view.pos()

    def on_events(self, events: tuple) -> None:
        self.show_event_banner(events, BANNERS)


def numbered(choices: list[Choice]) -> list[Choice]:
    """Choices that read alike (two copies of a card doing the same) told apart: "… (2)", "… (3)"."""
    seen: dict[str, int] = {}
    out = []
    for choice in choices:
        seen[choice.label] = seen.get(choice.label, 0) + 1
        count = seen[choice.label]
        out.append(choice if count == 1 else Choice(f"{choice.label} ({count})", choice.on_press, choice.kind,
                                                    choice.key, choice.tip))
    return out


def short_name(name: str) -> str:
    """'Seagull-class Cruiser' -> 'Seagull'; other names whole."""
    return name.split("-class")[0]


def action_key(action: Action) -> str:
    """The name of an action's prompt button (``PromptPanel.button``): its kind and arguments."""
    return f"{action.kind}:{'|'.join('' if a is None else str(a) for a in action.args)}"


#: The toggles drawn on a chosen unit, in order, with their words and tooltips.
TOGGLE_KINDS = ("overload", "jam", "paint", "repair", "retreat", "fearless")
TRAIT_WORDS = {"overload": "Overload", "jam": "Jammer", "paint": "Target Painter", "repair": "Repair",
               "retreat": "Retreat", "fearless": "Fearless swap"}
TOGGLE_TIPS = {"overload": "instead of its volley, all its Overload dice at one target (once an engagement)",
               "jam": "instead of its volley, take dice off one opposing ship",
               "paint": "instead of its volley, mark one opposing ship for your other units",
               "repair": "instead of its volley, remove wounds",
               "retreat": "instead of its volley, leave the engagement after this round",
               "fearless": "swap its attack and defense until the engagement ends"}

#: The words of a button that opens the list of one kind of action.
MENU_WORDS = {"deploy": "Deploy a card", "conscript": "Conscript from the shipyard", "assign": "Move Marines or "
              "Fighter Wings", "discard": "Discard a card", "play": "Play an Event or Tactic", "take": "Take from the "
              "shipyard", "aim": "Declare dice", "board": "Declare a boarding action", "cancel": "Cancel a board",
              "overload": "Overload", "jam": "Jam", "paint": "Target Painter", "repair": "Repair",
              "retreat": "Retreat a ship", "fearless": "Fearless swap", "fold": "Micro-Fold a Marine",
              "fold-board": "Micro-Fold board", "fold-withdraw": "Micro-Fold withdrawal", "send": "Send a ship",
              "flip": "Flip a module", "face-down": "Turn a module face down"}
