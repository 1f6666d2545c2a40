"""The Hull Breach! table: every commander's station, fleet and stockpile, the engagement and its dice.

One strip per commander (two to six), the viewing commander's at the bottom with the hand under
it; in each, the plate (name, deck, Resource and Currency, hand, shipyard and scrapheap counts, what
the commander is doing) and the battlefield: the station with its modules tucked under it, then the
ships and Marines in open space with their modules, Marines and Fighter Wings in their bays tucked
under each, and the Breakthrus at the right. The side column says whose turn and phase it is, who
attacks whom and which engagement step (1-9) is under way, shows the last volley's d10s with hits,
natural 1s and 10s and the modifiers, and holds the prompt.

At four commanders or more, those out of focus fold to one row each (``layout.fold_seats``): the
viewing commander, the engagement's attacker and defender (or whose turn it is) keep whole strips,
and a click on a folded row (or F) opens it until the turn or the engagement moves on. In a team game
each plate names an ally and the status box the viewing commander's side. Conceding (7.2.1) is a
prompt button the commander confirms first: it cannot be taken back.

Everything is asked of the engine through the controller: what lights up is what a legal action
names, a drop or a click submits an action and a refusal shows the engine's sentence where it
happened. Cards are deployed by dragging them from the hand to the battlefield (open space) or onto
a lit host, or by double-clicking; a unit that may act is clicked to choose it and its target is
clicked after (one die per click: split fire is declared die by die, 6.2); a commander is clicked to
attack them. Whatever has no natural gesture (moving on, firing, passing, the active traits, hijack
or scuttle, conscription, Regimented and shipyard searches) is a prompt button worded by the engine's
``describe_action``; the keyboard reaches all of it (arrows choose, number keys press, Enter plays).

This module holds the table's state and input; the drawing is in ``battlefield`` (the strips) and
``side`` (status, dice, the boarding view, the scrapheap), the prompt in ``prompt``, the respond keys
(another commander at the screen claiming a response window) in ``respond``, the action kinds
each gesture stands for in ``actions``, and the geometry in ``layout``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView, QMessageBox

from tabletop.engine.actions import Action
from tabletop.engine.verdict import Verdict
from tabletop.games.hull_breach.cards import EVENT, TACTIC
from tabletop.games.hull_breach.rules import elsewhere
from tabletop.games.hull_breach.state import allies_of
from tabletop.ui import theme
from tabletop.ui.board.breakaway_ccg.items import CardItem
from tabletop.ui.board.common.items import GOLD, MUTED, TextItem
from tabletop.ui.board.common.scene_table import SceneTable
from tabletop.ui.board.common.table_view import TableView
from tabletop.ui.board.hull_breach import layout as L
from tabletop.ui.board.hull_breach.actions import CLICK_ORDER, HAND_KINDS, PAIR_KINDS, SOLO_KINDS
from tabletop.ui.board.hull_breach.battlefield import BattlefieldDrawing
from tabletop.ui.board.hull_breach.dice import DiceStrip
from tabletop.ui.board.hull_breach.draw import HullArt
from tabletop.ui.board.hull_breach.items import DropZone
from tabletop.ui.board.hull_breach.prompt import PromptChoices
from tabletop.ui.board.hull_breach.respond import RespondKeys
from tabletop.ui.board.hull_breach.side import SideDrawing
from tabletop.ui.board.hull_breach.words import (
    card_text,
)

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
    """The scene fitted to the widget, on the dark of space; a window wider than the design's shape
    widens the scene at its left (``layout.extra_width``), so the battlefields get that room."""

    def __init__(self, scene: QGraphicsScene, table: HullTable):
        super().__init__(scene, table, L.SCENE, "Hull Breach! battlefield", cache_background=True)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setMouseTracking(True)

        #: The battlefields' frames (rectangle, edge colour), painted in the cached background: they
        #: change only when a commander leaves the game or another seat is shown.
        self.frames: tuple[tuple[QRectF, QColor], ...] = ()

    @property
    def extra(self) -> float:
        """How much wider than the design the scene is laid out now."""
        return max(0.0, -self._design.left())

    def resizeEvent(self, event) -> None:
        # the scene's shape follows the window before the view scales it and the table lays it out
        room = self.full_size()         # the whole view: a magnified table's scroll bars left out
        rect = L.scene_rect(L.extra_width(room.width(), room.height()))
        if rect != self._design:
            self._design = rect
            self.scene().setSceneRect(rect)
        super().resizeEvent(event)

    def set_frames(self, frames: tuple[tuple[QRectF, QColor], ...]) -> None:
        if frames != self.frames:
            self.frames = frames
            self.resetCachedContent()
            self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        # high contrast: plain black like every table's, edges white (battlefields keep their
        # commander's colour, which the names beside them also say)
        contrast = theme.current().high_contrast
        painter.fillRect(rect, QColor(theme.BLACK if contrast else "#070b14"))
        if not contrast:
            painter.fillRect(self._design, QColor("#0c1424"))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for frame, edge in self.frames:
            painter.setPen(QPen(edge, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush if contrast else QColor(255, 255, 255, 10))
            painter.drawRoundedRect(frame, 10, 10)
        # the side column's two boxes (status, last volley) never move: painted here, once
        painter.setPen(QPen(QColor(theme.WHITE) if contrast else QColor(255, 255, 255, 50), 1.5))
        painter.setBrush(QColor(theme.BLACK) if contrast else QColor(6, 14, 26, 220))
        for box in (L.STATUS_RECT, L.DICE_RECT):
            painter.drawRoundedRect(box, 10, 10)

    def dragEnterEvent(self, event) -> None:
        self._table.ensure_zones()       # drop targets are made when a drag first comes over the table
        super().dragEnterEvent(event)


class HullTable(BattlefieldDrawing, SideDrawing, PromptChoices, RespondKeys, SceneTable):
    """Hull Breach! for two to six commanders, alone or in two teams."""

    prompt_rect = L.PROMPT_RECT
    prompt_area = L.PROMPT_RECT         # shared with the respond keys under it

    def __init__(self, controller, parent=None):
        self._ready = False
        super().__init__(controller, parent)
        #: Banner fade length; 0 leaves the banner up until the next one (tests, reduced motion).
        self.animation_ms = 1800
        self.cards = controller.game.by_id
        self.art = HullArt(self.cards)
        self.set_up_scene(L.SCENE, view_class=HullView,
                          banner=QRectF(L.SIDE_X - 10, L.DICE_RECT.top(), L.SIDE_W + 14, L.DICE_RECT.height()))
        self._set_up_respond()
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
        #: Each block's last drawing (its key, items and what they registered), kept while unchanged.
        self._strip_cache: dict[str, tuple] = {}
        self._blocks_used: set[str] = set()
        self._sizes: dict[tuple[str | None, str], tuple[float, float, float]] = {}
        self._legal_cache: list[Action] | None = None
        self._pending_for: Any = None
        self._pending_cache: tuple = ()
        self._pending_seat: tuple | None = None
        #: Units by id in the view being drawn (read by the buttons' labels).
        self._unit_map: dict[str, Any] = {}
        #: The commander the player opened at a table that folds (``open_strip``), and the moment
        #: (turn, engagement) it was opened in: the next moment the table follows the game again.
        self.opened: int | None = None
        #: The commanders whose rows are folded in the drawing shown (``layout.fold_seats``).
        self.folded: frozenset[int] = frozenset()
        self._opened_at: tuple = ()
        #: Strip widths that show a unit's name whole, by card and figures (``_strip_need``).
        self._needs: dict[tuple, float] = {}
        self.start_drawing()

    # ----- the shell's interface -----------------------------------------------------------
    def set_seat(self, seat: int | None) -> None:
        self.selected = None
        self.menu = None
        self.trait = None
        self.browsing = None
        super().set_seat(seat)
        self._answer_if_claimed()

    # ----- reading the position ------------------------------------------------------------
    def _pending(self) -> tuple:
        """The engine's pending decisions, asked once per position (every plate and the prompt read them).
        Another seat's quiet offer to answer a response window is left out: showing it would tell
        what that commander holds (``Decision.quiet``); so is this seat's own unless the game waits
        for it (``RespondKeys.shown_offer``)."""
        state, ctl = self.controller.state, self.controller
        asked = (self.seat, ctl.claimant(), ctl.auto_pass)
        if self._pending_for is not state or self._pending_seat != asked:
            self._pending_for, self._pending_seat = state, asked
            self._pending_cache = tuple(d for d in self.controller.game.pending(state) if self.shown_offer(d))
        return self._pending_cache if self.is_live else ()

    def _active(self) -> bool:
        return self.can_act() and any(d.seat == self.seat for d in self._pending())

    def _legal(self) -> list[Action]:
        if self._legal_cache is None:
            self._legal_cache = self.controller.legal_actions(self.seat) if self._active() else []
        return self._legal_cache

    def _zoom(self) -> float:
        """How much larger than the design the hand is drawn at the view's scale (``layout.hand_zoom``)."""
        return L.hand_zoom(self.view.fit_scale())       # at 100 %: a larger app scale only magnifies

    @staticmethod
    def _moment(view: Any) -> tuple:
        eng = view.engagement
        return (view.round, view.turn, view.phase, None if eng is None else (eng.attacker, eng.defender))

    def _focus(self, view: Any) -> list[int]:
        """Who is in focus, most wanted first, at a table that folds the others (``layout.fold_seats``):
        the commander the player opened this moment, who attacks and who defends, whose turn it is
        and who is to decide."""
        eng = view.engagement
        opened = [self.opened] if self.opened is not None and self._opened_at == self._moment(view) else []
        parties = [eng.attacker, eng.defender] if eng is not None else [view.turn]
        return opened + parties + [d.seat for d in self._pending()]

    def open_strip(self, seat: int | None) -> None:
        """Show commander ``seat``'s battlefield whole (a click on their folded row, or the F key);
        the table folds it again when the turn or the engagement moves on."""
        self.opened = seat
        self._opened_at = self._moment(self.current_view())
        self.refresh()
        if seat is not None:
            self.message.emit(f"{self.current_view().names[seat]}'s battlefield is open.")

    def _cycle_open(self) -> None:
        """F: open the next folded commander, top to bottom, then none."""
        view = self.current_view()
        order = [s for s in self._order(view)[:-1] if view.alive[s]]
        if len(view.names) < L.FOLD_FROM or not order:
            return
        now = self.opened if self._opened_at == self._moment(view) else None
        index = order.index(now) + 1 if now in order else 0
        self.open_strip(order[index] if index < len(order) else None)

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
        if action.kind == "concede" and not self.confirm_concede():
            verdict = Verdict(False, "cancelled", "Not conceded: the game goes on.")
            self.show_message(verdict.message)
            return verdict
        verdict = self.act(action)
        if verdict.ok:
            keep = (self.selected is not None and action.kind in ("aim",) and action.args[0] == self.selected
                    and self.selected in self._units(self.current_view()))
            if not keep:
                self.selected = None
            self.menu = None
            self.trait = None
        return verdict

    def confirm_concede(self) -> bool:
        """Conceding cannot be taken back (7.2.1): the commander is asked first, No by default."""
        view = self.current_view()
        allies = [view.names[s] for s in allies_of(view.options, len(view.names), self.seat) if view.alive[s]]
        fate = (f"{' and '.join(allies)} fight on for your side" if allies else
                "the other commanders play on without you")
        answer = QMessageBox.question(
            self, "Concede?", f"Concede the game? You leave it at once and {fate}. This cannot be undone.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def drop_action(self, card: str, target: tuple[str, Any]) -> Action | None:
        """The legal action dropping hand card ``card`` on ``target`` means: ("space", None), ("unit",
        id), ("commander", seat) or ("field", seat), another commander's battlefield, which is aiming
        an Event or Tactic at them; None when no legal action ends there."""
        if not self.can_act():
            return None
        kind, what = self._aimed_at(card, target)
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
        kind, what = self._aimed_at(card, target)
        ctype = self.cards[card.split("#")[0]].type
        if kind == "field":
            verdict = elsewhere()         # a deploy cannot name another's battlefield: refused here
            self.show_message(verdict.message)
            return verdict
        if ctype in (EVENT, TACTIC):
            attempt = Action(self.seat, "play", (card,) if what is None else (card, what))
        else:
            attempt = Action(self.seat, "deploy", (card, what if kind == "unit" else None))
        return self.submit(attempt)            # refused: the engine says which rule

    def _aimed_at(self, card: str, target: tuple[str, Any]) -> tuple[str, Any]:
        """What a drop on another commander's plate or battlefield means: an Event or Tactic is aimed at
        that commander ("commander", seat); any other card is being put onto their battlefield
        ("field", seat), which is refused."""
        kind, seat = target
        if kind in ("field", "commander") and seat != self.seat:
            return ("commander", seat) if self.cards[card.split("#")[0]].type in (EVENT, TACTIC) else ("field", seat)
        return target

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
        pixmap = self.art.face(card.split("#")[0], L.HAND_CARD_W * self._zoom() * scale, self.devicePixelRatioF(),
                               self.seat)
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
        key = event.key()
        if key in (Qt.Key.Key_S, Qt.Key.Key_F) and self._ready:
            # looking: the scrapheaps and the battlefields are open to every commander, at any time
            if key == Qt.Key.Key_S:
                self._cycle_scrapheap()
            else:
                self._cycle_open()
            event.accept()
            return
        if self._respond_key(event):
            event.accept()
            return
        if not self.can_act():
            super().keyPressEvent(event)
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.press_choice(key - Qt.Key.Key_1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.move_selection(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._is_hand(self.selected):
                self.drop_card(self.selected)
            else:
                self.move_selection(1)
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
        self._sizes: dict[tuple[str | None, str], tuple[float, float, float]] = {}
        dpr = self._dpr()
        self._legal_cache = None
        self._blocks_used: set[str] = set()
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
        groups = {seat: self._groups(view, seat) for seat in range(len(view.names))}
        contents = tuple((seat, tuple(L.Group(u.pid or "?", len(d), self._chip_need(d)) for u, d in held),
                          self._lasting_w(view.battlefields[seat]) + 8 if view.battlefields[seat] else 0)
                         for seat, held in groups.items())
        order = self._order(view)
        zoom = self._zoom()
        folded = self.folded = L.fold_seats(order, out, order[-1], self._focus(view))
        blocks = [self._strip(view, strip, units, lit, strip.seat in lit_seats, dpr, groups[strip.seat])
                  for strip in L.strips(order, out, contents, self.view.extra, folded, zoom)]
        hand_key = (view.seat, view.hand, self.seat, self.selected, dpr, self.view.extra, zoom, self.is_live, self.can_act(), self._active(),
                    view.stockpiles[view.seat] if view.seat is not None else None,
                    tuple(self._legal()) if self._is_hand(self.selected) or view.hand else ())
        blocks.append(self._block("hand", hand_key, lambda: self._hand(view, dpr)))
        # the key help beside the hand: the same six lines all game, drawn once
        blocks.append(self._block("hints", (self.can_act(), self.is_live, self.view.extra, zoom), self._hints))
        pending = tuple((d.seat, d.kind) for d in self._pending())
        blocks.append(self._block("status", (view.phase, view.turn, view.round, view.engagement, pending,
                                             self.is_live, self.seat), lambda: self._status(view)))
        volleys = self._volleys()
        blocks.append(self._block("dice", (tuple(volleys),), lambda: DiceStrip(volleys, self.cards, view.names)
                                  .items(L.DICE_RECT)))
        for items in blocks:
            # item by item: a strip drawn again keeps the cards it did not change
            kept.update(id(item) for item in items if item.scene() is self.scene)
            parts += items
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
        self._forget_blocks()
        self._update_respond()
        self._update_prompt(view, legal)
        if self.preview.card_id is not None and not any(getattr(i, "card_id", None) == self.preview.card_id
                                                     for i in parts):
            self._hover(None, None)

    # ----- the hand ---------------------------------------------------------------------------
    def _hand(self, view: Any, dpr: float) -> list[Any]:
        items: list[Any] = []
        extra, zoom = self.view.extra, self._zoom()
        size = L.readable(self.view.transform().m11())
        self.cost_item = TextItem("", L.hand_caption(extra, zoom), size, MUTED, False, Qt.AlignmentFlag.AlignLeft,
                                  shrink_to=size)
        if self.seat is None or view.seat is None:
            self.cost_item.text = "Watching: every hand is hidden"
            return [self.cost_item]
        hand = list(view.hand)
        count = len(hand)
        width = L.HAND_CARD_W
        span = L.hand_rect(extra, zoom).width()
        step = min(width * zoom + 8, (span - width * zoom) / max(1, count - 1)) if count > 1 else 0
        interactive = self.can_act()
        playable = {a.args[0].split("#")[0] for a in self._legal() if a.kind in ("deploy", "play")}
        for n, card in enumerate(hand):
            chosen = card == self.selected
            lit = "chosen" if chosen else "legal" if card.split("#")[0] in playable and self._active() else ""
            item = CardItem(self.art.face(card.split("#")[0], width, dpr, self.seat, lit), card, self.seat,
                            interactive=interactive, on_hover=self._hover,
                            on_click=self.hand_clicked if interactive else None,
                            on_double_click=self.drop_card if interactive else None, on_drag=self._start_drag)
            # a small window's hand: the design's pictures magnified, so their words stay readable
            item.setScale(zoom)
            item.rest_at(QPointF(L.hand_rect(extra, zoom).left() + n * step, L.hand_top(zoom) - (12 if chosen else 0)))
            item.setZValue(20 + n)
            item.setToolTip(self._name(card))
            items.append(item)
        words = f"Your hand · {count}" if count else "Your hand is empty"
        if self._is_hand(self.selected):
            words += f" · {self._name(self.selected)}: {self._cost_words(self.selected) or 'no legal place now'}"
            self.cost_item.colour = GOLD
        self.cost_item.text = words
        items.append(self.cost_item)
        return items

    def _hints(self) -> list[Any]:
        hint = L.hint_rect(self.view.extra, self._zoom())
        if not self.can_act():
            return [TextItem("Read-only position" if not self.is_live else "Waiting", QRectF(hint.left(),
                             hint.top() + 22, hint.width(), 18), 14, MUTED, False,
                             Qt.AlignmentFlag.AlignLeft, shrink_to=L.FLOOR_PX)]
        lines = ["Drag to deploy", "Click a unit, then", "its target: 1 die", "←/→ Enter: choose",
                 "1–9: the buttons", "S: scrapheaps"]
        if len(self.current_view().names) >= L.FOLD_FROM:
            lines.append("F: unfold a row")
        top = 22 if len(lines) < 7 else 18
        row = min(18.0, (hint.height() - top) / len(lines))
        return [TextItem(text, QRectF(hint.left(), hint.top() + top + i * row, hint.width(), row),
                         14, MUTED, False, Qt.AlignmentFlag.AlignLeft, shrink_to=L.FLOOR_PX)
                for i, text in enumerate(lines)]

    # ----- hover preview ---------------------------------------------------------------------
    def _hover(self, card_id: str | None, item: Any) -> None:
        card = self.cards[card_id.split("#")[0]] if card_id is not None else None
        unit = self._units(self.current_view()).get(card_id) if card_id is not None else None
        self.hover_card(card_id, item,
                        lambda width: self.art.face(card.id, width, self.devicePixelRatioF(),
                                                    unit.owner if unit is not None else None,
                                                    now=unit.figures if unit is not None else None),
                        lambda: card_text(card, unit.wounds if unit is not None else 0,
                                          unit.figures if unit is not None else None))

    # ----- events ----------------------------------------------------------------------------
    def notice_anchor(self) -> QPoint:
        return self.view.mapFromScene(QPointF(L.FIELD_X - self.view.extra + 420, L.hand_top(self._zoom()) - 60)) \
            + self.view.pos()

    def on_events(self, events: tuple) -> None:
        self.show_event_banner(events, BANNERS)
