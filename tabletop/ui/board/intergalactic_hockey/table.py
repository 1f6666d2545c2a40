"""The Intergalactic Hockey Showdown table: a rink in deep space, two face-down play slots and the RefBot.

The scene is a fixed 1200x780 rect the view fits, like the Hockey Card Game table. It is
rebuilt from the viewing seat's view on every change: only that seat's hand and its own
face-down card are drawn face up; the other seat's card is a back until both are revealed.
Playing is a drag onto your slot, a double-click, or Left/Right and Enter. After a reveal the
engine's optional ability choices appear as a prompt with one button per legal action (keys
1-9, Enter for the first, Escape to decline); the puck holder's optional last shot at the buzzer
(ruling S22) is asked the same way, in the shared prompt panel; resting the mouse on any face
shows it large with its whole text. The reveal moment is a banner that flips both cards and
names the outcome (``reveal.py``; not while an ability is still to be decided: the slots show
what it needs). The last play stays on the rink until the next reveal, so the player who returns
from behind the curtain sees what happened; it hides while the banner, which tells the same
play, lies over it. The rink and the slots' places are in ``rink.py``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsPixmapItem, QPushButton

from tabletop.engine.actions import Action
from tabletop.engine.verdict import Verdict
from tabletop.ui.board.common.items import (
    GOLD,
    INK,
    MUTED,
    FaceItem,
    HandCardItem,
    Panel,
    PileTarget,
    TextItem,
)
from tabletop.ui.board.common.prompt_panel import Choice
from tabletop.ui.board.common.scene_table import SceneTable
from tabletop.ui.board.intergalactic_hockey.draw import (
    DEFENSE,
    OFFENSE,
    REFBOT_CARD,
    PuckItem,
    RefBotDial,
    painter_for,
)
from tabletop.ui.board.intergalactic_hockey.reveal import (
    OUTCOMES,
    REVEAL_W,
    LastPlay,
    RevealOverlay,
    outcome_title,
    read_last_play,
)
from tabletop.ui.board.intergalactic_hockey.rink import (
    CENTRE_Y,
    SCENE,
    SLOT_W,
    SLOTS,
    edge,
    on_ice,
    paint_rink,
)
from tabletop.ui.board.intergalactic_hockey.wrap_text import WrapText

HAND_W, OPP_W, PILE_W, MINI_W = 140, 62, 56, 86
HAND_TOP = 574
RAISE = 22
PROMPT = QRectF(738, 170, 250, 330)
LAST = QRectF(212, 170, 184, 330)

PERIODS = {1: "1st period", 2: "2nd period", 3: "3rd period", 4: "Overtime"}


class IntergalacticTable(SceneTable):
    """Intergalactic Hockey Showdown: secret plays, a shared reveal, abilities as prompts.

    The optional question of the moment (an ability, the last shot) is asked in the shared prompt
    panel, one button per answer, in one column."""

    prompt_rect = PROMPT

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        #: Length of the reveal moment; 0 keeps it up until the next card is placed (tests, reduced motion).
        self.animation_ms = 2600
        self.cards = controller.game.cards
        self.painter = painter_for(self.cards)
        self.set_up_scene(SCENE, "Intergalactic rink", background=paint_rink, minimum=(480, 320), prompt_columns=1)
        self.own_slot = PileTarget(SLOTS["bottom"].adjusted(-8, -8, 8, 8), self._drag_entered, self._dropped)
        self.other_slot = PileTarget(SLOTS["top"].adjusted(-8, -8, 8, 8), lambda seat, card: False,
                                     self._dropped_on_other)
        self.scene.addItem(self.own_slot)
        self.scene.addItem(self.other_slot)
        self.overlay = RevealOverlay(QRectF(222, 146, 756, 392))
        self.scene.addItem(self.overlay)
        self.overlay.visibleChanged.connect(self._show_last_play)
        #: The hand card chosen with the keyboard, or None.
        self.selected: str | None = None
        self._prompt_actions: list[Action] = []
        #: The last-play panel's items: hidden while the reveal banner tells the same play.
        self._last_items: list[Any] = []
        self.start_drawing()

    # ----- the shell's interface -----------------------------------------------------------
    def set_seat(self, seat: int | None) -> None:
        self.selected = None
        self.overlay.dismiss()
        super().set_seat(seat)

    # ----- reading -------------------------------------------------------------------------
    def seats(self) -> tuple[int, int]:
        """(bottom, top): the viewing seat sits at the bottom; a spectator sees seat 0 there."""
        bottom = self.seat if self.seat is not None else 0
        return bottom, 1 - bottom

    def last_play(self) -> LastPlay | None:
        if not self.is_live:
            return None
        return read_last_play(self.controller.record.steps)

    def prompt_subject_rect(self) -> QRectF:
        """The own slot while this seat chooses its card; both slots while it decides on an
        ability or a last shot after a reveal (the cards it is about lie there)."""
        if not self._ready or self.seat is None or not self.can_act():
            return QRectF()
        view = self.current_view()
        if not any(seat == self.seat for seat, _kind in view.awaiting) or view.phase == "over":
            return QRectF()
        if view.revealed:
            return SLOTS["top"].united(SLOTS["bottom"])
        return QRectF(SLOTS["bottom"])

    def can_play(self, view: Any) -> bool:
        return (self.can_act() and view.phase != "over" and not view.revealed
                and (self.seat, "play") in view.awaiting)

    def prompt_actions(self) -> list[Action]:
        """The legal answers to the optional question this seat faces now: an ability after a reveal,
        or the last shot at the buzzer (empty when none)."""
        if not self.can_act():
            return []
        view = self.current_view()
        if not view.awaiting or view.awaiting[0][0] != self.seat:
            return []
        if not (view.revealed or view.awaiting[0][1] == "last-shot"):
            return []
        return self.controller.legal_actions(self.seat)

    def prompt_text(self) -> str:
        for decision in self.controller.game.pending(self.controller.state):
            if decision.seat == self.seat and decision.kind != "play":
                return decision.prompt
        return ""

    # ----- actions -------------------------------------------------------------------------
    def drop_card(self, card_id: str) -> Verdict:
        """Play ``card_id`` face down from the viewing seat's hand, as a drop on the slot does."""
        if self.seat is None:
            verdict = Verdict(False, "no-seat", "Choose a seat before playing a card.")
            self.show_message(verdict.message)
            return verdict
        verdict = self.act(Action(self.seat, "play", (card_id,)))
        if verdict.ok:
            self.selected = None
        return verdict

    def answer(self, index: int) -> Verdict | None:
        """Press the prompt's ``index``-th button (0-based); None when there is no such button."""
        if not 0 <= index < len(self.prompt_buttons):
            return None
        return self.act(self.prompt_buttons[index][1])

    def decline(self) -> Verdict | None:
        for _button, action in self.prompt_buttons:
            if action.kind == "decline":
                return self.act(action)
        return None

    def _drag_entered(self, seat: int, card_id: str) -> bool:
        return (self.can_act() and seat == self.seat
                and self.controller.validate(Action(seat, "play", (card_id,))).ok)

    def _dropped_on_other(self, seat: int, card_id: str) -> None:
        top = self.seats()[1]
        self.show_message(f"That is {self.current_view().names[top]}'s slot: play onto your own, below the "
                          "centre line.", self.scene_point(QPointF(600, SLOTS["top"].bottom() + 20)))

    def _start_drag(self, card_id: str) -> None:
        self.start_card_drag(card_id, HandCardItem,
                             lambda zoom: self.painter.face(card_id, HAND_W * zoom, self.devicePixelRatioF()))

    # ----- keyboard --------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.can_act():
            super().keyPressEvent(event)
            return
        key = event.key()
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if self.prompt_buttons:
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and key - Qt.Key.Key_1 < len(self.prompt_buttons):
                self.answer(key - Qt.Key.Key_1)
            elif enter:
                self.answer(0)
            elif key == Qt.Key.Key_Escape:
                self.decline()
            else:
                super().keyPressEvent(event)
                return
            event.accept()
            return
        view = self.current_view()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.move_selection(-1 if key == Qt.Key.Key_Left else 1)
        elif enter and self.selected is not None:
            self.drop_card(self.selected)
        elif enter and self.can_play(view):
            self.move_selection(1)
        elif key == Qt.Key.Key_Escape and self.overlay.isVisible():
            self.overlay.dismiss()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def move_selection(self, step: int) -> None:
        ids = list(self._hand_ids(self.current_view()))
        self.step_selection(ids, step)
        if self.selected is not None:
            self.message.emit(f"Selected {self._name(self.selected)}: press Enter to play it face down.")

    # ----- drawing -------------------------------------------------------------------------
    def _name(self, card: str) -> str:
        if card == REFBOT_CARD:
            return "the RefBot"
        return self.cards.by_id[card].name

    def _tip(self, card: str) -> str:
        if card == REFBOT_CARD:
            return "The RefBot: a penalty. It fills a place in the hand and cannot be played."
        c = self.cards.by_id[card]
        rough = " · Bruiser" if c.bruiser else ""
        return f"{c.name} — {c.species}, {c.position}{rough}\n▶ offense {c.offense} · ♥ defense {c.defense}\n{c.text}"

    def _hand_ids(self, view: Any) -> tuple[str, ...]:
        if self.seat is None:
            return ()
        return tuple(view.hand) + ((REFBOT_CARD,) if view.penalty == self.seat else ())

    def _pixmap(self, card: str | None, width: float, dpr: float, pos: QPointF, tip: str = "",
                highlight: bool = False) -> QGraphicsPixmapItem:
        if card is None:
            item = QGraphicsPixmapItem(self.painter.back(width, dpr))
            item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        else:            # a face on the table: resting the mouse on it shows it large
            item = FaceItem(card, self.painter.face(card, width, dpr, highlight), self._hover)
        item.setPos(pos)
        if tip:
            item.setToolTip(tip)
        return item

    def refresh(self) -> None:
        if not self._ready:
            return
        view = self.current_view()
        self._clear_items()
        bottom, top = self.seats()
        dpr = self._dpr()
        play = self.last_play()
        parts: list[Any] = []
        self._last_items = []
        parts += self._plate(view, top, QRectF(20, 14, 250, 84), False)
        parts += self._plate(view, bottom, QRectF(20, 682, 250, 84), self.seat is not None)
        parts += self._opponent_hand(view, top, dpr)
        parts += self._score_pile(view, top, QPointF(880, 20), dpr)
        parts += self._score_pile(view, bottom, QPointF(1060, 600), dpr)
        parts += self._own_hand(view, bottom, dpr)
        parts += self._left_column(view, dpr)
        parts += self._scoreboard(view)
        parts += self._status(view)
        if view.phase == "over":
            parts += self._result(view)
        else:
            parts += self._slot(view, top, SLOTS["top"], dpr)
            parts += self._slot(view, bottom, SLOTS["bottom"], dpr)
            parts += self._puck(view, bottom)
            if play is not None and play.outcome is not None and not view.revealed:
                self._last_items = self._last_play_panel(view, play, bottom, dpr)
                parts += self._last_items
        # Each item is drawn once at the view's scale and blitted after that: a repaint
        # (a drag passing over, the reveal fading) then costs copies, not text layout.
        self.show_items(parts, cache=lambda item: True)
        self._show_last_play()
        playable = self.can_play(view)
        self.own_slot.setVisible(view.phase != "over")
        self.other_slot.setVisible(view.phase != "over")
        self.own_slot.set_state("legal" if playable and self.selected is not None else "")
        self._place_prompt(view)

    def _plate(self, view: Any, seat: int, rect: QRectF, is_you: bool) -> list[Any]:
        deciding = any(s == seat for s, _kind in view.awaiting)
        items: list[Any] = [Panel(rect, QColor(40, 32, 6, 210) if deciding else QColor(8, 12, 32, 200),
                                  GOLD if deciding else edge(QColor(255, 255, 255, 60)), 3 if deciding else 1.5)]
        name = view.names[seat] + (" (you)" if is_you else "")
        items.append(TextItem(name, QRectF(rect.left() + 14, rect.top() + 6, rect.width() - 28, 30), 21, INK, True,
                              Qt.AlignmentFlag.AlignLeft))
        if deciding:
            kind = next(k for s, k in view.awaiting if s == seat)
            status = {"play": "choosing a card", "last-shot": "deciding on a last shot"}.get(
                kind, "deciding on an ability")
        elif view.chosen[seat] and not view.revealed and view.phase != "over":
            status = "card placed face down"
        else:
            status = "waiting" if view.phase != "over" else ""
        items.append(TextItem(status, QRectF(rect.left() + 14, rect.top() + 38, rect.width() - 28, 22),
                              15, GOLD if deciding else MUTED, False, Qt.AlignmentFlag.AlignLeft))
        count = view.hand_sizes[seat]
        items.append(TextItem(f"Goals {view.goals[seat]} · {count} card{'s' if count != 1 else ''} in hand",
                              QRectF(rect.left() + 14, rect.top() + 58, rect.width() - 28, 22), 15, INK, True,
                              Qt.AlignmentFlag.AlignLeft))
        badges = []
        if view.puck == seat:
            badges.append(("PUCK", QColor("#1f2937"), QColor("#ffd34d")))
        if view.penalty == seat:
            badges.append(("PENALTY", QColor("#b91c1c"), QColor("white")))
        x = rect.left()
        y = rect.bottom() + 8 if rect.top() < CENTRE_Y else rect.top() - 38
        for text, fill, ink in badges:
            badge = QRectF(x, y, 96, 30)
            items.append(Panel(badge, fill, QColor(255, 255, 255, 140), 2, 15))
            items.append(TextItem(text, badge, 15, ink, True))
            x += 104
        return items

    def _opponent_hand(self, view: Any, seat: int, dpr: float) -> list[Any]:
        count = view.hand_sizes[seat]
        penalised = view.penalty == seat
        step = OPP_W + 10
        span = OPP_W + step * max(0, count - 1)
        left = 600 - span / 2
        tip = f"{view.names[seat]}'s hand: {count} card{'s' if count != 1 else ''}"
        items = []
        for i in range(count):
            card = REFBOT_CARD if penalised and i == count - 1 else None
            items.append(self._pixmap(card, OPP_W, dpr, QPointF(left + i * step, 18),
                                      self._tip(card) if card else tip))
        return items

    def _score_pile(self, view: Any, seat: int, pos: QPointF, dpr: float) -> list[Any]:
        count = len(view.scored[seat])
        items: list[Any] = []
        tip = f"{view.names[seat]}'s score pile: {count} card{'s' if count != 1 else ''}, face down, out of the game"
        if not count:
            items.append(Panel(QRectF(pos.x(), pos.y(), PILE_W, PILE_W * 1.4), QColor(0, 0, 0, 50),
                               edge(QColor(255, 255, 255, 60)), 1.5, 6))
        for i in range(min(count, 4)):
            items.append(self._pixmap(None, PILE_W, dpr, QPointF(pos.x() + i * 3, pos.y() - i * 3), tip))
        items.append(TextItem(f"Scored {count}", QRectF(pos.x() - 30, pos.y() + PILE_W * 1.4 + 4, PILE_W + 60, 22),
                              15, INK, True))
        return items

    def _own_hand(self, view: Any, seat: int, dpr: float) -> list[Any]:
        if self.seat is None:
            ids: list[str | None] = [None] * view.hand_sizes[seat]
        else:
            ids = list(self._hand_ids(view))
        if self.selected not in ids:
            self.selected = None
        count = len(ids)
        step = HAND_W + 16
        span = HAND_W + step * max(0, count - 1)
        left = 600 - span / 2
        interactive = self.can_play(view)
        items: list[Any] = []
        for i, card in enumerate(ids):
            pos = QPointF(left + i * step, HAND_TOP)
            if card is None:
                items.append(self._pixmap(None, HAND_W, dpr, pos, f"{view.names[seat]}'s hand"))
                continue
            chosen = card == self.selected
            if chosen:
                pos = pos - QPointF(0, RAISE)
            pixmap = self.painter.face(card, HAND_W, dpr, chosen)
            item = HandCardItem(card, seat, pixmap, interactive, self._drop_from_item, self._start_drag,
                                on_hover=self._hover)
            item.rest_at(pos)
            item.setZValue(10 + i)
            item.setToolTip(self._tip(card))
            if card == REFBOT_CARD:
                item.setOpacity(0.85)
            items.append(item)
        if not ids and view.phase != "over":
            items.append(TextItem("No cards in hand", QRectF(400, HAND_TOP + 60, 400, 30), 18, MUTED))
        return items

    def _drop_from_item(self, card_id: str) -> None:
        self.drop_card(card_id)

    def _slot(self, view: Any, seat: int, rect: QRectF, dpr: float) -> list[Any]:
        items: list[Any] = []
        card = view.played[seat]
        revealed = view.revealed
        if card is not None:
            items.append(self._pixmap(card, SLOT_W, dpr, rect.topLeft(), self._tip(card)))
            if not revealed:      # your own card, face down to the other player: say so
                items.append(Panel(QRectF(rect.left() + 8, rect.bottom() - 26, rect.width() - 16, 20),
                                   QColor(0, 0, 0, 170), edge(QColor(255, 255, 255, 60)), 1, 8))
                items.append(TextItem("face down", QRectF(rect.left() + 8, rect.bottom() - 26, rect.width() - 16, 20),
                                      14, INK, True))
        elif view.chosen[seat]:
            items.append(self._pixmap(None, SLOT_W, dpr, rect.topLeft(),
                                      f"{view.names[seat]} has placed a card face down"))
        else:
            items.append(Panel(rect, QColor(30, 58, 95, 40), edge(QColor(30, 58, 95, 110)), 2, 10))
            if seat == self.seat and self.can_play(view):
                items.append(WrapText("Drop a card here", rect.adjusted(10, 0, -10, 0), 16, on_ice(QColor("#1e3a5f")), True,
                                      Qt.AlignmentFlag.AlignCenter))
        side = QRectF(rect.left() - 150, rect.top() + 8, 140, rect.height() - 16)
        items.append(TextItem(view.names[seat], QRectF(side.left(), side.top(), side.width(), 26), 19,
                              on_ice(QColor("#0f172a")), True, Qt.AlignmentFlag.AlignRight))
        if revealed and view.values is not None:
            o, d = view.values[seat]
            items.append(TextItem(f"▶ {o}", QRectF(side.left(), side.top() + 34, side.width(), 36), 30, on_ice(OFFENSE.darker(130)),
                                  True, Qt.AlignmentFlag.AlignRight))
            items.append(TextItem(f"♥ {d}", QRectF(side.left(), side.top() + 74, side.width(), 36), 30,
                                  on_ice(DEFENSE.darker(150)), True, Qt.AlignmentFlag.AlignRight))
            role = "face-off" if view.phase == "faceoff" else ("attack" if view.puck == seat else "defence")
            items.append(TextItem(role, QRectF(side.left(), side.top() + 114, side.width(), 22), 15,
                                  on_ice(QColor("#334155")), False, Qt.AlignmentFlag.AlignRight))
        else:
            if view.phase == "faceoff":
                state = "face-off"
            elif view.puck == seat:
                state = "attacking" if not (view.buzzer or view.phase == "buzzer") else "last shot"
            else:
                state = "defending"
            placed = "card placed" if view.chosen[seat] else ("choosing…" if (seat, "play") in view.awaiting else "")
            items.append(TextItem(state, QRectF(side.left(), side.top() + 30, side.width(), 24), 16,
                                  on_ice(QColor("#334155")), False, Qt.AlignmentFlag.AlignRight))
            items.append(TextItem(placed, QRectF(side.left(), side.top() + 54, side.width(), 24), 16,
                                  on_ice(QColor("#0f766e") if view.chosen[seat] else QColor("#64748b")), True,
                                  Qt.AlignmentFlag.AlignRight))
        return items

    def _puck(self, view: Any, bottom: int) -> list[Any]:
        if view.puck is None:
            centre, tip = QPointF(600, CENTRE_Y), "The Puck, in the middle: a face-off decides who takes it"
        else:
            slot = SLOTS["bottom"] if view.puck == bottom else SLOTS["top"]
            centre = QPointF(slot.right() + 44, slot.center().y())
            tip = f"The Puck: {view.names[view.puck]} controls it and attacks"
        return [PuckItem(centre, 24, view.puck is not None, tip)]

    def _left_column(self, view: Any, dpr: float) -> list[Any]:
        if view.refbot is not None:
            note = "On alert: the next bruiser is a penalty" if view.refbot == 3 else "beside the rink"
            dial = RefBotDial(QPointF(100, 236), 62, view.refbot, note)
        else:
            dial = RefBotDial(QPointF(100, 236), 62, None, f"in {view.names[view.penalty]}'s hand")
        items: list[Any] = [dial]
        dial.setToolTip("The RefBot: each bruiser turns it up; a bruiser played at 3 means a penalty")
        deck_pos = QPointF(24, 382)
        layers = min(4, (view.deck_size + 3) // 4)
        if not layers:
            items.append(Panel(QRectF(deck_pos.x(), deck_pos.y(), 66, 92), QColor(0, 0, 0, 50),
                               edge(QColor(255, 255, 255, 60)), 1.5, 6))
        for i in range(layers):
            items.append(self._pixmap(None, 66, dpr, QPointF(deck_pos.x() - i * 2, deck_pos.y() - i * 2),
                                      f"{view.deck_size} cards in the deck"))
        items.append(TextItem(f"Deck {view.deck_size}", QRectF(4, 482, 106, 22), 15, INK, True))
        discard_pos = QPointF(112, 382)
        if view.discard:
            top = view.discard[-1]
            items.append(self._pixmap(top, 66, dpr, discard_pos,
                                      f"Discard pile, face up: {', '.join(self._name(c) for c in view.discard)}"))
        else:
            items.append(Panel(QRectF(discard_pos.x(), discard_pos.y(), 66, 92), QColor(0, 0, 0, 50),
                               edge(QColor(255, 255, 255, 60)), 1.5, 6))
        items.append(TextItem(f"Discard {len(view.discard)}", QRectF(96, 482, 100, 22), 15, INK, True))
        return items

    def _scoreboard(self, view: Any) -> list[Any]:
        rect = QRectF(1014, 130, 172, 164)
        items: list[Any] = [Panel(rect, QColor(8, 12, 32, 215), edge(QColor(255, 255, 255, 60)))]
        period = "Final" if view.phase == "over" else PERIODS.get(view.period, f"Period {view.period}")
        items.append(TextItem(period.upper(), QRectF(rect.left() + 8, rect.top() + 8, rect.width() - 16, 24), 16,
                              GOLD, True))
        for i, seat in enumerate((0, 1)):
            y = rect.top() + 40 + i * 40
            items.append(TextItem(view.names[seat], QRectF(rect.left() + 12, y, 110, 34), 18, INK, True,
                                  Qt.AlignmentFlag.AlignLeft, shrink_to=14))
            items.append(TextItem(str(view.goals[seat]), QRectF(rect.right() - 52, y, 40, 34), 28, INK, True,
                                  Qt.AlignmentFlag.AlignRight))
        phases = {"faceoff": "Face-off", "round": "Round", "buzzer": "Buzzer", "over": "Game over"}
        phase = phases.get(view.phase, view.phase)
        if view.buzzer and view.phase not in ("buzzer", "over"):
            phase += " · buzzer"      # under the period, which has no room for it at a readable size
        items.append(TextItem(phase, QRectF(rect.left() + 8, rect.bottom() - 34, rect.width() - 16, 24), 15, MUTED))
        return items

    def _status(self, view: Any) -> list[Any]:
        """Whose decision it is, in words, under the scoreboard."""
        rect = QRectF(1014, 306, 172, 200)
        names = view.names
        if view.phase == "over":
            text = "The game is over: the result is in the middle of the table."
        elif view.phase == "buzzer" and view.awaiting:
            holder = names[view.awaiting[0][0]]
            text = (f"The deck is empty. {holder} holds the puck and decides whether to take a last shot "
                    "at the buzzer or let the period end.")
        elif view.revealed and view.awaiting:
            seat, kind = view.awaiting[0]
            what = {"swap": "whether to switch numbers", "refbot": "whether to turn the RefBot",
                    "discard": "whether to discard for +2"}.get(kind, "an ability")
            text = f"Cards revealed. {names[seat]} decides {what}."
        else:
            choosing = [s for s, k in view.awaiting if k == "play"]
            opening = "Face-off" if view.phase == "faceoff" else ("Last shot at the buzzer" if view.buzzer else "Round")
            if len(choosing) == 2:
                text = f"{opening}: both players choose a card face down."
            elif choosing:
                done = 1 - choosing[0]
                text = (f"{opening}: {names[done]} has placed a card. {names[choosing[0]]} chooses now."
                        if view.chosen[done] else f"{opening}: {names[choosing[0]]} chooses a card.")
            else:
                text = opening
        deciding = view.phase != "over" and any(s == self.seat for s, _k in view.awaiting) and self.can_act()
        items: list[Any] = [Panel(rect, QColor(40, 32, 6, 215) if deciding else QColor(8, 12, 32, 215),
                                  GOLD if deciding else edge(QColor(255, 255, 255, 60)), 2 if deciding else 1.5)]
        items.append(TextItem("YOUR DECISION" if deciding else "NOW", QRectF(rect.left() + 10, rect.top() + 8,
                                                                             rect.width() - 20, 22), 15,
                              GOLD if deciding else MUTED, True, Qt.AlignmentFlag.AlignLeft))
        items.append(WrapText(text, QRectF(rect.left() + 10, rect.top() + 34, rect.width() - 20, rect.height() - 44),
                              16, INK))
        return items

    def _show_last_play(self) -> None:
        """The last-play panel shows only while the reveal banner does not: the banner lies over
        the rink and is not opaque through its fade, so the panel would show through it."""
        for item in self._last_items:
            item.setVisible(not self.overlay.isVisible())

    def _last_play_panel(self, view: Any, play: LastPlay, bottom: int, dpr: float) -> list[Any]:
        rect = LAST
        # Nearly opaque: the rink's blue lines run under the panel and would cross its words.
        items: list[Any] = [Panel(rect, QColor(8, 12, 32, 242), edge(QColor(255, 255, 255, 70)), 1.5, 14)]
        items.append(TextItem("LAST PLAY", QRectF(rect.left(), rect.top() + 6, rect.width(), 20), 14, MUTED, True))
        colour = OUTCOMES[play.outcome][1] if play.outcome else INK
        items.append(TextItem(outcome_title(play), QRectF(rect.left() + 4, rect.top() + 26, rect.width() - 8, 28),
                              18, colour.darker(115) if play.outcome == "tie" else colour, True))
        height = MINI_W * 1.4
        for n, seat in enumerate((1 - bottom, bottom)):
            x = rect.left() + 4 + n * (MINI_W + 4)
            card = play.cards[seat]
            if card is not None:
                items.append(self._pixmap(card, MINI_W, dpr, QPointF(x, rect.top() + 60),
                                          f"{view.names[seat]} played {self._tip(card)}"))
            # Each name has half the panel: whole at a readable size, if not in bold.
            half = (rect.width() - 4) / 2
            items.append(TextItem(view.names[seat], QRectF(rect.left() + 2 + n * half, rect.top() + 62 + height,
                                                           half, 20), 14, INK, False))
        penalties = [d for d in play.details if d.startswith("Penalty")]
        items.append(WrapText(" ".join([play.text, *penalties]), QRectF(rect.left() + 10, rect.top() + 88 + height, rect.width() - 20,
                                                rect.bottom() - rect.top() - 96 - height), 14, INK))
        return items

    def _result(self, view: Any) -> list[Any]:
        """Nothing at game over: the shared game-over panel (``common/game_over.py``) says the result
        over the rink, and the scoreboard keeps the goals, so it is not said twice."""
        return []

    # ----- the ability prompt ----------------------------------------------------------------
    @property
    def prompt_buttons(self) -> list[tuple[QPushButton, Action]]:
        """The prompt's buttons and the action each one submits, in key order (1, 2, ...)."""
        return list(zip(self.prompt.buttons, self._prompt_actions, strict=True))

    def _place_prompt(self, view: Any) -> None:
        actions = self.prompt_actions()
        state = self.controller.state
        choices = []
        for action in actions:
            label = self.controller.game.describe_action(state, action)
            if action.kind == "decline" and view.phase != "buzzer":
                label = "No thanks"
            tip = "Escape" if action.kind == "decline" else ""
            choices.append(Choice(label, lambda a=action: self.act(a), action.kind, tip=tip))
        self._prompt_actions = actions
        if not actions:
            self.prompt.clear()
            return
        heading = "Last shot at the buzzer" if view.phase == "buzzer" else "Ability"
        self.prompt.show_prompt(heading, self.prompt_text(), choices, True, default=0)
        self.place_prompt()

    # ----- hover preview ---------------------------------------------------------------------
    def _hover(self, card_id: str | None, item: Any) -> None:
        self.hover_card(card_id, item, lambda width: self.painter.face(card_id, width, self.devicePixelRatioF()),
                        lambda: self._tip(card_id))

    # ----- messages and events ---------------------------------------------------------------
    def notice_anchor(self) -> QPoint:
        return self.scene_point(QPointF(600, SLOTS["bottom"].top() - 14))

    def on_events(self, events: tuple) -> None:
        if not self.is_live:
            return
        kinds = {e.kind for e in events}
        if "face-down" in kinds:
            self.overlay.dismiss()
        if kinds & set(OUTCOMES):
            self.show_reveal()

    def show_reveal(self) -> None:
        """Flip both cards of the latest reveal across the rink, with its outcome once it is known."""
        play = self.last_play()
        if play is None or play.outcome is None:
            # Abilities come first: both cards already lie face up in the slots with their numbers,
            # which is what the decision needs; an overlay would hide them and the question.
            return
        view = self.current_view()
        bottom, top = self.seats()
        dpr = self._dpr()
        faces = []
        for seat in (top, bottom):
            card = play.cards[seat]
            face = self.painter.face(card, REVEAL_W, dpr) if card is not None else None
            faces.append((face, self.painter.back(REVEAL_W, dpr), view.names[seat]))
        title, colour = outcome_title(play), OUTCOMES[play.outcome][1]
        lines = (play.text,) + tuple(d for d in play.details if "Penalty" in d) + tuple(
            d for d in play.details if "Penalty" not in d)
        self.overlay.show_reveal(title, lines, colour, faces, self.animation_ms)

    def reveal_text(self) -> str:
        """The reveal banner's title while it shows, or "" (tests and accessibility read it)."""
        return self.overlay.title if self.overlay.isVisible() else ""
