"""The Hockey Card Game table: a rink seen from the viewing seat, hands at top and bottom.

Drawn on a QGraphicsScene with a fixed 1200x750 rect that the view fits (keeping the aspect),
so layout is written once in scene units and every window size shows the same picture. The
scene is rebuilt from the per-seat view and the hand and pile models on every change; only
``controller.view(seat).hand`` is ever drawn face up. Playing a card is a drag onto the pile,
a double-click, or Left/Right and Enter; each goes through ``drop_card`` and so through the
controller, which is the only thing that changes the game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QPushButton

from tabletop.engine.actions import Action
from tabletop.engine.verdict import Verdict
from tabletop.ui.board.common.items import (
    GOLD,
    INK,
    MUTED,
    HandCardItem,
    Panel,
    PileTarget,
    TextItem,
)
from tabletop.ui.board.common.models import HandModel, PileModel, card_label
from tabletop.ui.board.common.prompt_panel import Choice
from tabletop.ui.board.common.scene_table import SceneTable
from tabletop.ui.board.hockey_card_game import draw as hockey_draw
from tabletop.ui.board.hockey_card_game.draw import SCENE, paint_rink
from tabletop.ui.cards import card_painter, card_size

OWN_W, OPP_W, PILE_W, CUT_W = 116, 70, 104, 104
PILE_SHOWN = 6            # the last plays readable in the fan; older ones lie squared beneath
HAND_LEFT, HAND_RIGHT = 300, 900
HAND_TOP = 750 - 22 - round(OWN_W * 1.4)
RAISE = 24                # how far the selected card rises
#: Where the cut and the lead-or-deal choice are asked: under the cut cards and their names.
PROMPT_RECT = QRectF(390, 470, 420, 120)

#: Where the banner shows: the open ice between the other side's hand (and the scoreboard) and
#: the pile's caption, clear of the plates, so the card to match stays in sight.
BANNER_BAND = QRectF(20, 156, 1160, 100)

#: Event kinds that get the big banner, with its word and colour.
BANNERS = {
    "goal": ("GOAL!", QColor("#ffd34d")),
    "breakaway": ("BREAKAWAY!", QColor("#ffa94d")),
    "stolen": ("STOLEN!", QColor("#ff8f6b")),
    "intercepted": ("INTERCEPTED", QColor("#8fd3ff")),
    "blocked": ("BLOCKED", QColor("#8fd3ff")),
}


class HockeyTable(SceneTable):
    """Hockey Card Game: cut, choose, then play onto the pile until three periods are done.

    The cut and the choice to lead or deal are asked in the shared prompt panel; any card under
    the mouse (hand, pile and cut cards) is shown large beside it in the hover preview."""

    prompt_rect = PROMPT_RECT

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        #: Banner fade length; 0 leaves the banner up until the next one (tests, reduced motion).
        self.animation_ms = 1800
        self.hand_model = HandModel(controller, self.seat, self)
        self.pile_model = PileModel(controller, self.seat, self)
        self.set_up_scene(SCENE, "Hockey rink", background=paint_rink, minimum=(480, 300), banner=BANNER_BAND,
                          models=(self.hand_model, self.pile_model))
        self.pile_target = PileTarget(QRectF(370, 272, 460, 196), self._drag_entered, self._dropped)
        self.scene.addItem(self.pile_target)
        self._absent = QPushButton(self)         # stands in for a choice not asked now: never shown
        self._absent.hide()
        #: The hand card chosen with the keyboard (a card id), or None.
        self.selected: str | None = None
        self._choice = "lead"      # which choose button Enter presses
        # A zero timer fires once the event loop has nothing else to do, after the repaint.
        self._pile_ahead = QTimer(self)
        self._pile_ahead.setSingleShot(True)
        self._pile_ahead.setInterval(0)
        self._pile_ahead.timeout.connect(self._paint_pile_ahead)
        self.start_drawing()

    def _prompt_button(self, key: str) -> QPushButton:
        """The prompt's button for choice ``key`` while it is asked, else a hidden stand-in."""
        return self.prompt.button(key) or self._absent

    @property
    def cut_button(self) -> QPushButton:
        return self._prompt_button("cut")

    @property
    def lead_button(self) -> QPushButton:
        return self._prompt_button("lead")

    @property
    def deal_button(self) -> QPushButton:
        return self._prompt_button("deal")

    # ----- the shell's interface -----------------------------------------------------------
    def set_seat(self, seat: int | None) -> None:
        self.selected = None
        super().set_seat(seat)

    # ----- actions -------------------------------------------------------------------------
    def drop_card(self, card_id: str) -> Verdict:
        """Play ``card_id`` from the viewing seat's hand, as a drop on the pile does."""
        if self.seat is None:
            verdict = Verdict(False, "no-seat", "Choose a seat before playing a card.")
            self.show_message(verdict.message)
            return verdict
        verdict = self.act(Action(self.seat, "play", (card_id,)))
        if verdict.ok:
            self.selected = None
        return verdict

    def cut(self) -> Verdict:
        return self._act_kind(Action(self.seat, "cut") if self.seat is not None else None)

    def choose_lead(self) -> Verdict:
        return self._act_kind(Action(self.seat, "choose", ("lead",)) if self.seat is not None else None)

    def choose_deal(self) -> Verdict:
        return self._act_kind(Action(self.seat, "choose", ("deal",)) if self.seat is not None else None)

    def _act_kind(self, action: Action | None) -> Verdict:
        return self.no_seat() if action is None else self.act(action)

    def _drag_entered(self, seat: int, card_id: str) -> bool:
        return (self.can_act() and seat == self.seat
                and self.controller.validate(Action(seat, "play", (card_id,))).ok)

    def _start_drag(self, card_id: str) -> None:
        self.start_card_drag(card_id, HandCardItem, lambda zoom: card_painter().face(
            card_id, card_size(OWN_W * zoom), self.devicePixelRatioF()))

    # ----- keyboard --------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.can_act():
            super().keyPressEvent(event)
            return
        key = event.key()
        phase = self.current_view().phase
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if phase in ("cut", "choose") and self.prompt.press_key(key):
            pass                            # 1, 2: the prompt's numbered choices
        elif phase == "cut" and (enter or key == Qt.Key.Key_C):
            self.cut()
        elif phase == "choose" and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._choice = "deal" if self._choice == "lead" else "lead"
            self._place_buttons(self.current_view())
        elif phase == "choose" and (key == Qt.Key.Key_P or (enter and self._choice == "lead")):
            self.choose_lead()
        elif phase == "choose" and (key == Qt.Key.Key_D or (enter and self._choice == "deal")):
            self.choose_deal()
        elif phase == "play" and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.move_selection(-1 if key == Qt.Key.Key_Left else 1)
        elif phase == "play" and enter and self.selected is not None:
            self.drop_card(self.selected)
        elif phase == "play" and enter:
            self.move_selection(1)          # first Enter picks a card, the next one plays it
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def move_selection(self, step: int) -> None:
        ids = list(self.hand_model.ids)
        self.step_selection(ids, step)
        if self.selected is not None:
            self.message.emit(f"Selected {card_label(self.selected)}: press Enter to play it.")

    # ----- drawing -------------------------------------------------------------------------
    def refresh(self) -> None:
        if not self._ready:
            return
        view = self.current_view()
        self.refresh_models()
        # A redraw can come from inside a card's own mouse handler (double-click, the end of a
        # drag): keep the old items alive until control is back in the event loop.
        self._clear_items()
        bottom = self.seat if self.seat is not None else 0
        top = 1 - bottom
        dpr = self._dpr()
        parts: list[Any] = []
        parts += hockey_draw.name_plate(view, top, QRectF(20, 14, 270, 72), False)
        parts += hockey_draw.name_plate(view, bottom, QRectF(20, 664, 270, 72), self.seat is not None)
        parts += hockey_draw.scoreboard(view)
        parts += self._opponent_hand(view, top, dpr)
        if view.phase in ("cut", "choose"):
            parts += self._cut_cards(view, bottom, dpr)
        elif view.phase == "over":
            parts += hockey_draw.result_panel(view)
        else:
            parts += hockey_draw.deck_stack(view, dpr)
            parts += hockey_draw.pile_fan(self.pile_model.ids, PILE_W, PILE_SHOWN, dpr, self._hover)
            parts += self._own_hand(view, bottom, dpr)
            parts += self._turn_line(view)
        self.show_items(parts)
        self.pile_target.setVisible(view.phase == "play")
        self._place_buttons(view)
        if view.phase == "play":
            self._pile_ahead.start()

    def _paint_pile_ahead(self) -> None:
        """Paint, while the table is idle, the pictures the next play will show at the pile's
        size: each card of the shown hand as the newest play (lit) and the newest play as it
        looks once covered. The redraw after a drop then only copies pictures."""
        if self.seat is None:
            return
        size, dpr, painter = card_size(PILE_W), self._dpr(), card_painter()
        for card in self.hand_model.ids:
            painter.face(card, size, dpr, True)
        if self.pile_model.ids:
            painter.face(self.pile_model.ids[-1], size, dpr, False)

    def _opponent_hand(self, view: Any, seat: int, dpr: float) -> list[Any]:
        count = view.hand_sizes[seat]
        step = 34
        span = OPP_W + step * max(0, count - 1)
        left = 600 - span / 2
        tip = f"{view.names[seat]}'s hand: {count} card{'s' if count != 1 else ''}"
        return [hockey_draw.pixmap_item(None, OPP_W, dpr, QPointF(left + i * step, 18 + abs(i - (count - 1) / 2) * 2),
                                        tip=tip) for i in range(count)]

    def _own_hand(self, view: Any, seat: int, dpr: float) -> list[Any]:
        if self.seat is None:      # a spectator sees the bottom seat's cards from behind
            count = view.hand_sizes[seat]
            ids: list[str | None] = [None] * count
        else:
            ids = list(self.hand_model.ids)
        if self.selected not in ids:
            self.selected = None
        count = len(ids)
        width = HAND_RIGHT - HAND_LEFT
        step = min(OWN_W + 14, (width - OWN_W) / max(1, count - 1)) if count > 1 else 0
        span = OWN_W + step * max(0, count - 1)
        left = 600 - span / 2
        interactive = self.can_act() and view.phase == "play"
        items: list[Any] = []
        for i, card in enumerate(ids):
            pos = QPointF(left + i * step, HAND_TOP)
            if card is None:
                items.append(hockey_draw.pixmap_item(None, OWN_W, dpr, pos))
                continue
            chosen = card == self.selected
            if chosen:
                pos = pos - QPointF(0, RAISE)
            pixmap = card_painter().face(card, card_size(OWN_W), dpr, chosen)
            item = HandCardItem(card, seat, pixmap, interactive, self._double_clicked, self._start_drag,
                                self._hover)
            item.rest_at(pos)
            item.setZValue(10 + i)
            item.setToolTip(card_label(card))
            if interactive and view.turn == seat:
                # Cards the rules forbid now (the must-match rule) are dimmed, and say why.
                verdict = self.controller.validate(Action(seat, "play", (card,)))
                if not verdict.ok:
                    item.setOpacity(0.6)
                    item.setToolTip(f"{card_label(card)}: {verdict.reason}")
            items.append(item)
        return items

    def _hover(self, card_id: str | None, item: Any) -> None:
        """Show the card under the mouse large beside it, with what it says (and why it cannot be played)."""
        if card_id is None or self._dragging or item.scene() is not self.scene:
            self.preview.hide_card()
            return
        rect = self.view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(self.view.pos())
        # A playing card reads at a glance: a modest enlargement, so the preview hides less of the pile.
        width = min(self.preview.card_width(), max(120, round(rect.width() * 1.6)))
        pixmap = card_painter().face(card_id, card_size(width), self.devicePixelRatioF())
        self.preview.show_card(card_id, pixmap, item.toolTip() or card_label(card_id), rect)

    def _double_clicked(self, card_id: str) -> None:
        self.drop_card(card_id)

    def _cut_cards(self, view: Any, bottom: int, dpr: float) -> list[Any]:
        items: list[Any] = []
        if view.phase == "cut":
            title = "Cut the deck — the higher card chooses to deal or to play first"
        else:
            title = f"{view.names[view.chooser]} won the cut and chooses"
        items.append(TextItem(title, QRectF(200, 228, 800, 32), 22, INK, True))
        height = CUT_W * 1.4
        for n, seat in enumerate((bottom, 1 - bottom)):
            x = 600 - CUT_W - 24 if n == 0 else 600 + 24
            card = view.cut_cards[seat]
            if card is None:
                items.append(Panel(QRectF(x, 280, CUT_W, height), QColor(0, 0, 0, 45), QColor(255, 255, 255, 90)))
                items.append(TextItem("?", QRectF(x, 280, CUT_W, height), 44, MUTED, True))
            else:
                won = view.phase == "choose" and view.chooser == seat
                items.append(hockey_draw.pixmap_item(card, CUT_W, dpr, QPointF(x, 280), highlight=won,
                                                     tip=f"{view.names[seat]} cut the {card_label(card)}",
                                                     on_hover=self._hover))
            items.append(TextItem(view.names[seat], QRectF(x - 40, 288 + height, CUT_W + 80, 26), 18,
                                              GOLD if view.chooser == seat else INK, True))
        deck = hockey_draw.deck_stack(view, dpr)
        return items + deck

    def _turn_line(self, view: Any) -> list[Any]:
        if view.phase != "play":
            return []
        pile = self.pile_model.ids
        name = "You" if view.turn == self.seat else view.names[view.turn]
        verb = "play" if name == "You" else "plays"
        if not pile:
            text = f"{name} {verb} first"
        else:
            top = card_label(pile[-1])
            if view.breakaway == view.turn:
                goal = f"match the {top} to score!"
            elif view.breakaway is not None:
                goal = f"match the {top} to steal the breakaway"
            else:
                goal = f"match the {top} for a breakaway"
            text = f"{name} {verb} next — {goal}"
        return [TextItem(text, QRectF(250, 474, 700, 30), 19, GOLD, True)]

    def _place_buttons(self, view: Any) -> None:
        pending = view.phase in ("cut", "choose") and self.can_act() and self.seat in self.controller.pending_seats()
        if not pending:
            self.prompt.clear()
            return
        if view.phase == "cut":
            self.prompt.show_prompt("Cut the deck", "", [Choice("Cut the deck", self.cut, key="cut", tip="Enter or C")],
                                    True, default=0)
        else:
            choices = [Choice("Play first", self.choose_lead, key="lead", tip="P"),
                       Choice("Deal", self.choose_deal, key="deal", tip="D")]
            default = 0 if self._choice == "lead" else 1
            self.prompt.show_prompt("Play first or deal?", "Enter takes the outlined choice; ←/→ moves it.", choices, True,
                                    default=default)
        self.place_prompt()

    def notice_anchor(self) -> QPoint:
        return self.scene_point(QPointF(600, 520))

    def on_events(self, events: tuple) -> None:
        if not events:
            # An undo or redo: a banner still up tells of a position that is gone (a goal undone).
            self.banner.setVisible(False)
        self.show_event_banner(events, BANNERS)
