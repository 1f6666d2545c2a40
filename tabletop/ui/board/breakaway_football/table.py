"""The Breakaway Football table: scoreboard, the field, the Play Card spaces, the latest play
and the viewing coach's hand.

Drawn on a QGraphicsScene with a fixed 1280x800 rect that the view fits (keeping the aspect),
like the hockey table. Only the viewing seat's own cards are drawn face up; the other coach's
call shows as a card back until the reveal. A card is called by dragging it onto the Play
Card space (which lights up only for a legal call), by double-clicking it, or with
Left/Right and Enter; R or a right-click turns a card end for end (which play or defense
formation touches the board) and, once both calls are down, is the audible, which both the
offense and the defense may call (ruling R5); the audible is also offered as buttons. Every
other decision the
engine poses appears as a row of buttons labelled with the engine's own description of the
action, numbered for the keyboard. All input goes through ``act`` and so the controller.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QPushButton

from tabletop.engine.actions import Action
from tabletop.engine.verdict import Verdict
from tabletop.ui.board.breakaway_football import draw as football_draw
from tabletop.ui.board.breakaway_football.cards import KEY_REVEAL, football_painter
from tabletop.ui.board.breakaway_football.draw import SCENE, paint_stadium
from tabletop.ui.board.breakaway_football.hand import lay_out
from tabletop.ui.board.breakaway_football.items import CardPicture, FootballCardItem, SlotCardItem
from tabletop.ui.board.common.items import GOLD, INK, MUTED, Panel, PileTarget, TextItem
from tabletop.ui.board.common.items import font as text_font  # the font a TextItem draws in
from tabletop.ui.board.common.prompt_panel import Choice
from tabletop.ui.board.common.scene_table import SceneTable

CARD_W = 112                       # a hand card, when the hand fits at this size
MIN_CARD_W = 84                    # the narrowest a hand card gets in a crowded row
SLOT_W = 96                        # a card on a Play Card space
SMALL_W = 96                       # cards in the latest-play panel
HAND_TOP = 618
HAND_LEFT, HAND_RIGHT = 40, 1240
RAISE = 20
MY_SLOT = QRectF(58, 344, SLOT_W, SLOT_W * 1.4)
THEIR_SLOT = QRectF(214, 344, SLOT_W, SLOT_W * 1.4)
PANEL = QRectF(360, 336, 880, 190)
# The prompt strip: tall enough for a two-line question beside a row of buttons at the
# smallest zoom (a 1024x640 window), between the slot captions and the hand's heading.
PROMPT = QRectF(40, 536, 1200, 72)
CARD_KINDS = ("call", "discard", "retrieve")
LINE_PX, LINE_H = 14, 21           # the latest play's sentences: text size and row height

#: Event kinds that get the big banner, most important first, with the word and colour.
BANNERS = (
    ("game-over", "FINAL", QColor("#ffd34d")),
    ("touchdown", "TOUCHDOWN!", QColor("#ffd34d")),
    ("safety", "SAFETY!", QColor("#ff8f6b")),
    ("field-goal", "FIELD GOAL!", QColor("#ffd34d")),
    ("field-goal-miss", "NO GOOD", QColor("#8fd3ff")),
    ("interception", "INTERCEPTED!", QColor("#ff8f6b")),
    ("fumble", "FUMBLE!", QColor("#ff8f6b")),
    ("blocked-punt", "BLOCKED!", QColor("#ff8f6b")),
    ("flag-on-play", "FLAG ON THE PLAY", QColor("#ffe133")),
    ("breakaway", "BREAKAWAY!", QColor("#ffa94d")),
    ("first-down", "FIRST DOWN", QColor("#ffe133")),
    ("downs", "TURNOVER ON DOWNS", QColor("#8fd3ff")),
    ("reveal", "REVEAL", QColor("#ffffff")),
)
#: Where the latest play begins in the record: a reveal, a kick announced, a kickoff or try.
PLAY_START_EVENTS = frozenset(("reveal", "announce", "choose"))
PLAY_START_ACTIONS = frozenset(("kickoff", "try"))
#: Events the panel does not repeat in words (the cards show them, or the prompt does).
QUIET = frozenset(("call", "call-public", "game-day", "equalize", "clock-discard", "reveal", "coin"))

class FootballTable(SceneTable):
    """Breakaway Football: call plays face down, reveal, and watch the ball move down the field.

    Every question is asked in the shared prompt panel, a strip above the hand; any face on the
    table is shown large with its text while the mouse rests on it (the hover preview)."""

    prompt_rect = PROMPT

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        #: Banner fade length; 0 leaves the banner up until the next one (tests, reduced motion).
        self.animation_ms = 2200
        self.painter = football_painter()
        self.set_up_scene(SCENE, "Football field", background=paint_stadium, minimum=(560, 350),
                          inline_prompt=True, banner=football_draw.BANNER_BAND)
        self.slot_target = PileTarget(MY_SLOT.adjusted(-10, -8, 10, 8), self._drag_entered, self._dropped)
        self.scene.addItem(self.slot_target)
        #: The hand card chosen with the keyboard, or None.
        self.selected: str | None = None
        #: Which end of each card will touch the board when it is called ("a" or "b").
        self.ends: dict[str, str] = {}
        #: The prompt buttons now shown, with the action each one submits.
        self.buttons: list[tuple[QPushButton, Action]] = []
        self.start_drawing()

    # ----- the shell's interface -----------------------------------------------------------
    def set_seat(self, seat: int | None) -> None:
        if seat != self.seat:
            self.selected = None
            self.ends = {}
        super().set_seat(seat)

    # ----- what the viewing seat may do with its cards -------------------------------------
    def row(self, view: Any) -> tuple[list[str], str]:
        """The cards in the hand row and what choosing one does: call, discard or retrieve."""
        seat = self.seat
        if seat is None or view.seat is None:
            return [], ""
        deciding = view.decider == seat
        if view.phase == "retrieve" and deciding:
            return list(view.discards[seat]), "retrieve"
        if view.phase in ("equalize", "special") and deciding:
            return list(view.hand), "discard"
        if view.offense == seat:
            cards = list(view.hand)
            if view.two_point and view.phase == "call":
                cards += [c for c in view.discards[seat] if c not in cards]
            return cards, "call"
        return list(view.defense_hand), "call"

    def card_action(self, card_id: str) -> Action | None:
        if self.seat is None:
            return None
        _, mode = self.row(self.current_view())
        if mode == "call":
            return Action(self.seat, "call", (card_id, self.ends.get(card_id, "a")))
        if mode:
            return Action(self.seat, mode, (card_id,))
        return None

    def prompt_actions(self) -> list[Action]:
        """The legal actions shown as buttons: everything that is not choosing a card."""
        if not self.can_act():
            return []
        return [a for a in self.controller.legal_actions(self.seat) if a.kind not in CARD_KINDS]

    # ----- actions -------------------------------------------------------------------------
    def drop_card(self, card_id: str) -> Verdict:
        """Use ``card_id`` as the phase asks (call it, discard it, take it back), as a drop does."""
        action = self.card_action(card_id)
        if action is None:
            verdict = Verdict(False, "no-seat", "Take a seat before choosing a card.")
            self.show_message(verdict.message)
            return verdict
        verdict = self.act(action)
        if verdict.ok:
            self.selected = None
        return verdict

    def rotate(self, card_id: str) -> None:
        """Turn a hand card end for end: its other play (or formation) will touch the board."""
        self.ends[card_id] = "b" if self.ends.get(card_id, "a") == "a" else "a"
        end = self.ends[card_id]
        if card_id in self.painter.offense:
            label = self.painter.offense[card_id].play(end).label
        else:
            label = self.painter.defense[card_id].end(end).label
        self.message.emit(f"{label} now touches the board.")
        self.refresh()

    def audible(self) -> Verdict | None:
        """Turn the face-down call (the audible), when the engine offers it to this seat."""
        if self.seat is None or not self.can_act():
            return None
        action = Action(self.seat, "audible", ("turn",))
        if self.controller.validate(action).ok:
            return self.act(action)
        return None

    def press(self, index: int) -> Verdict | None:
        """Press the ``index``-th prompt button (0-based), as the number keys do."""
        if 0 <= index < len(self.buttons):
            return self.act(self.buttons[index][1])
        return None

    def _drag_entered(self, seat: int, card_id: str) -> bool:
        if not self.can_act() or seat != self.seat:
            return False
        action = self.card_action(card_id)
        return action is not None and self.controller.validate(action).ok

    def _start_drag(self, card_id: str) -> None:
        width = self.hand_layout(self.row(self.current_view())[0]).card_w
        self.start_card_drag(card_id, FootballCardItem, lambda zoom: self.painter.face(
            card_id, width * zoom, self.devicePixelRatioF(), self.ends.get(card_id, "a")))

    # ----- keyboard --------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.can_act():
            super().keyPressEvent(event)
            return
        key = event.key()
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        cards, mode = self.row(self.current_view())
        usable = bool(mode) and any(self.controller.validate(a).ok for a in
                                    (self.card_action(c) for c in cards) if a is not None)
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.press(key - Qt.Key.Key_1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.move_selection(-1 if key == Qt.Key.Key_Left else 1)
        elif key == Qt.Key.Key_R:
            if self.audible() is None and self.selected is not None:
                self.rotate(self.selected)
        elif enter and usable and self.selected is not None:
            self.drop_card(self.selected)
        elif enter and usable:
            self.move_selection(1)
        elif enter and self.buttons:
            self.press(0)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def move_selection(self, step: int) -> None:
        ids, _ = self.row(self.current_view())
        self.step_selection(ids, step)
        if self.selected is not None:
            self.message.emit(f"Selected {self.controller.game.label(self.selected)}: Enter plays it, R turns it.")

    # ----- drawing -------------------------------------------------------------------------
    def refresh(self) -> None:
        if not self._ready:
            return
        view = self.current_view()
        self._clear_items()
        dpr = self._dpr()
        parts: list[Any] = []
        parts += football_draw.scoreboard(view, self.seat)
        parts += football_draw.field_items(view)
        parts += self._slots(view, dpr)
        parts += self._play_panel(view, dpr)
        parts += self._prompt_line(view)
        parts += self._hand(view, dpr)
        self.show_items(parts)
        _, mode = self.row(view)
        self.slot_target.setVisible(self.can_act() and bool(mode) and view.phase != "over")
        self._place_buttons()

    def _slots(self, view: Any, dpr: float) -> list[Any]:
        """The two Play Card spaces: this seat's (the drop target) and the other coach's."""
        items: list[Any] = []
        me = self.seat if self.seat is not None else 0
        other = 1 - me
        _, mode = self.row(view)
        for seat, rect in ((me, MY_SLOT), (other, THEIR_SLOT)):
            role = "Offense" if view.offense == seat else "Defense"
            name = "You" if seat == self.seat else view.names[seat]
            call = view.revealed_calls[seat] if view.revealed else None
            if call is None and seat == self.seat and view.my_call is not None:
                call = view.my_call
            items.append(Panel(rect.adjusted(-6, -6, 6, 6), QColor(0, 0, 0, 70), QColor(255, 255, 255, 70), 1.5, 12))
            if call is not None:
                pixmap = self.painter.face(call.card, SLOT_W, dpr, call.end, highlight=view.revealed)
                if seat == self.seat and self.can_act():
                    card_item = SlotCardItem(pixmap, call.card, call.end, self.audible, self._hover)
                    card_item.setPos(rect.topLeft())
                    card_item.setZValue(1)
                else:
                    card_item = CardPicture(pixmap, call.card, call.end, on_hover=self._hover, pos=rect.topLeft(), z=1)
                card_item.setToolTip(self.controller.game.label(call.card))
                items.append(card_item)
            elif view.called[seat] and view.phase != "over":
                items.append(football_draw.pixmap_at(self.painter.back(view.teams[seat], SLOT_W, dpr),
                                                     rect.topLeft(), f"{view.names[seat]} has called a play", 1))
            else:
                waiting = view.phase == "call" and not view.called[seat]
                label = "Play Card" if seat == self.seat and mode == "call" and view.phase != "over" else "—"
                if seat == self.seat and mode == "discard":
                    label = "Discard"
                elif seat == self.seat and mode == "retrieve":
                    label = "Take back"
                items.append(TextItem(label, rect, 15, GOLD if waiting and seat == self.seat else MUTED, True))
            if (view.phase == "audible" and seat == self.seat and not view.audibled[seat]
                    and self.can_act()):
                state = "Audible? Press R"
            elif view.phase == "audible" and view.audibled[seat]:
                state = "answered ✓"
            elif view.called[seat] and not view.revealed:
                state = "play called ✓"
            elif view.phase == "call" and not view.called[seat]:
                state = "calling…"
            else:
                state = ""
            # Name, side and state on lines of their own, so a long name never pushes the rest out.
            column = QRectF(rect.left() - 22, rect.bottom() + 5, rect.width() + 44, 17)
            items.append(TextItem(name, column, 14, GOLD if seat == self.seat else INK, True))
            items.append(TextItem(role, column.translated(0, 17), 14, INK))
            if state:
                items.append(TextItem(state, column.translated(0, 34), 14, MUTED))
        return items

    # ----- the latest play ---------------------------------------------------------------
    def _steps_shown(self) -> int:
        """How many record steps the drawn position follows: all when live, else the snapshot's."""
        steps = self.controller.record.steps
        if self._snapshot is None:
            return len(steps)
        game = self.controller.game
        for count in range(len(steps), -1, -1):
            if game.view(self.controller.record.state_at(count), self._snapshot.seat) == self._snapshot:
                return count
        return 0

    def latest_play(self) -> tuple[int, list[Any]]:
        """The record step where the latest play began and the events since, as this seat sees them."""
        steps = self.controller.record.steps[:self._steps_shown()]
        for i in range(len(steps) - 1, max(-1, len(steps) - 60), -1):
            step = steps[i]
            if step.action.kind in PLAY_START_ACTIONS or any(e.kind in PLAY_START_EVENTS for e in step.events):
                events = [e for s in steps[i:] for e in s.events if e.visible_to(self.seat)]
                return i, events
        return -1, []

    def _play_panel(self, view: Any, dpr: float) -> list[Any]:
        steps = self.controller.record.steps
        start, events = self.latest_play()
        fresh = self.is_live and start >= 0 and start >= len(steps) - 2
        items: list[Any] = [football_draw.ResultBackdrop(PANEL, fresh)]
        if view.phase == "over":
            return self._final(view)       # no empty play panel behind the game-over panel
        title = "Latest play" if events else "The kickoff is next"
        if view.phase == "toss":
            title = "Coin toss"
        # The heading's box is as wide as its words, so the sentences beside it never share its space.
        heading_w = QFontMetricsF(text_font(15, True)).horizontalAdvance(title) + 4
        heading = TextItem(title, QRectF(PANEL.left() + 16, PANEL.top() + 8, heading_w, 22), 15, GOLD, True,
                           Qt.AlignmentFlag.AlignLeft)
        items.append(heading)
        if not events:
            intro = {"toss": f"{view.names[1]} calls the coin toss.",
                     "choose": "The toss winner chooses to kick or receive."}.get(view.phase, "")
            if view.coin:
                intro = f"The coin showed {view.coin}. " + intro
            items.append(TextItem(intro, QRectF(PANEL.left() + 16, PANEL.top() + 40, PANEL.width() - 32, 30), 18,
                                  INK, False, Qt.AlignmentFlag.AlignLeft))
            return items
        x = PANEL.left() + 16
        top = PANEL.top() + 32
        reveal = next((e for e in events if e.kind == "reveal"), None)
        shown: list[tuple[str, str, str, str]] = []     # (card, end, caption, focus)
        if reveal is not None:
            data = reveal.data
            shown.append((data["offense"], data.get("end", "a"), "Offense", ""))
            shown.append((data["defense"], data.get("defense_end", "a"), "Defense", ""))
        for card, focus in self._game_day_cards(events):
            shown.append((card, "a", "Game Day", focus))
        shown = shown[:3] + shown[-2:] if len(shown) > 5 else shown
        width = SMALL_W if len(shown) <= 4 else 86
        for card, end, caption, focus in shown:
            pixmap = self.painter.face(card, width, dpr, end, highlight=bool(focus), focus=focus)
            picture = CardPicture(pixmap, card, end, focus, self._hover, QPointF(x, top), 1)
            picture.setToolTip(self.controller.game.label(card))
            items.append(picture)
            items.append(TextItem(caption, QRectF(x - 4, top + width * 1.4 + 2, width + 8, 18), 14, MUTED, True))
            x += width + 10
        # What happened, newest last, each sentence wrapped to the panel; the oldest give way. With
        # no card yet (a try chosen, a kick announced) the sentences would start under the heading:
        # then they begin below it.
        text_left = x + 14 if shown else x
        beside = text_left >= heading.boundingRect().right() + 12
        rows_top = PANEL.top() + 10 if beside else heading.boundingRect().bottom() + 6
        room = QRectF(text_left, rows_top, PANEL.right() - text_left - 14, PANEL.bottom() - 10 - rows_top)
        rows = football_draw.latest_rows([e.text for e in events if e.kind not in QUIET], room.width(), LINE_PX,
                                         int(room.height() // LINE_H))
        for n, row in enumerate(rows):
            items.append(TextItem(row, QRectF(room.left(), room.top() + n * LINE_H, room.width(), LINE_H), LINE_PX,
                                  INK, False, Qt.AlignmentFlag.AlignLeft))
        return items

    def _game_day_cards(self, events: list[Any]) -> list[tuple[str, str]]:
        """Each Game Day card turned over in the play, with the part of it that counted."""
        corner = next((e for e in events if e.kind == "choose-corner"), None)
        breakaway = next((e for e in events if e.kind == "breakaway"), None)
        reveal = next((e for e in events if e.kind == "reveal"), None)
        kind = ""
        if reveal is not None and reveal.data.get("offense") in self.painter.offense:
            kind = self.painter.offense[reveal.data["offense"]].play(reveal.data.get("end", "a")).kind
        out: list[tuple[str, str]] = []
        for e in events:
            if e.kind != "game-day" or "card" not in e.data:
                continue
            text = e.text.lower()
            if "field goal value" in text:
                focus = "field_goal"
            elif "punt of" in text or "free kick of" in text or "blocked punt" in text:
                focus = "punt"
            elif "hail mary" in text:
                focus = "hail_mary"
            elif "breakaway value" in text or "kickoff" in text:
                focus = "offense"
            elif corner is not None:
                focus = "defense" if "defense breakaway" in corner.text else "offense"
            elif e.data["card"] in self.painter.game_day and self.painter.game_day[e.data["card"]].event.kind == kind:
                focus = "event"
            elif breakaway is not None:
                focus = "defense" if breakaway.data.get("side") == "defense" else "offense"
            else:
                focus = ""      # the play event is for the other kind of play: it does not apply
            out.append((e.data["card"], focus))
        return out

    def _final(self, view: Any) -> list[Any]:
        """Nothing at game over: the shared game-over panel (``common/game_over.py``) says the result
        over the field, and the scoreboard keeps the score, so it is not said twice."""
        return []

    # ----- prompts -------------------------------------------------------------------------
    def prompt_text(self, view: Any) -> str:
        if view.phase == "over":
            return "The game is over."
        pending = self.controller.game.pending(self.controller.state) if self.is_live else ()
        mine = [d for d in pending if d.seat == self.seat]
        if mine and self.can_act():
            decision = mine[0]
            _, mode = self.row(view)
            if decision.kind == "call":
                side = "offense" if view.offense == self.seat else "defense"
                return f"Call your {side} play: drag a card to your space or double-click it"
            if mode in ("discard", "retrieve") and decision.kind in ("equalize", "special", "retrieve"):
                return f"{decision.prompt} (double-click one)"
            return decision.prompt
        if not pending:
            return ""
        names = sorted({view.names[d.seat] for d in pending})
        return f"Waiting for {' and '.join(names)}…"

    def _prompt_line(self, view: Any) -> list[Any]:
        """The prompt's words are in the prompt panel (``_place_buttons``), nothing in the scene."""
        return []

    def _place_buttons(self) -> None:
        view = self.current_view()
        actions = self.prompt_actions()
        state = self.controller.state
        choices = [Choice(self.controller.game.describe_action(state, a), lambda a=a: self.act(a), a.kind)
                   for a in actions]
        self.prompt.show_prompt(self.prompt_text(view), "", choices, bool(actions))
        self.buttons = list(zip(self.prompt.buttons, actions, strict=True))
        self.place_prompt()

    def button_labels(self) -> list[str]:
        return [f"{i + 1}  {label}" if i < 9 else label for i, label in enumerate(self.prompt.labels())]

    # ----- the hand ------------------------------------------------------------------------
    def _hand(self, view: Any, dpr: float) -> list[Any]:
        items: list[Any] = []
        if self.seat is None:
            text = "Hands are hidden — pass the screen to the next coach"
            items.append(TextItem(text, QRectF(HAND_LEFT, HAND_TOP + 50, HAND_RIGHT - HAND_LEFT, 40), 20, MUTED, True))
            return items
        ids, mode = self.row(view)
        if self.selected not in ids:
            self.selected = None
        layout = self.hand_layout(ids)
        card_w = layout.card_w
        interactive = self.can_act()
        legal_ids: set[str] = set()
        if interactive and mode:
            for card in ids:
                action = self.card_action(card)
                if action is not None and self.controller.validate(action).ok:
                    legal_ids.add(card)
        if mode == "retrieve":
            heading = "Your discards — take one back"
        else:
            left_n = len(view.hand)
            if view.offense == self.seat:
                side, cards = "offense", f"{left_n} left this quarter"
            else:
                side, cards = "defense", f"{left_n} offense card{'' if left_n == 1 else 's'} left this quarter"
            heading = f"Your {side} cards · {cards} · R or right-click turns a card · rest the mouse on one to read it"
        items.append(TextItem(heading, QRectF(HAND_LEFT, HAND_TOP - 10, HAND_RIGHT - HAND_LEFT, 20), 14, MUTED,
                              True, Qt.AlignmentFlag.AlignLeft))
        for i, card in enumerate(ids):
            end = self.ends.get(card, "a")
            chosen = card == self.selected
            pixmap = self.painter.face(card, card_w, dpr, end, highlight=chosen)
            item = FootballCardItem(card, self.seat, pixmap, interactive, self.drop_card, self._start_drag,
                                    self.rotate, end, self._hover)
            item.setScale(card_w / max(1.0, pixmap.width() / pixmap.devicePixelRatio()))
            item.rest_at(QPointF(layout.x(i), HAND_TOP + 14 - (RAISE if chosen else 0)))
            item.setZValue(10 + i)
            if legal_ids and card not in legal_ids:
                # Not usable now: dimmed over a solid backing, so overlapping cards stay opaque.
                backing = Panel(QRectF(item.pos(), QSizeF(card_w, card_w * 1.4)).adjusted(1, 1, -1, -1),
                                QColor("#0d1a14"), QColor(0, 0, 0, 0), 0.5, card_w * 0.08)
                backing.setZValue(9.5 + i)
                items.append(backing)
                item.setOpacity(0.5)
            item.setToolTip(self.controller.game.label(card))
            items.append(item)
        return items

    def hand_layout(self, ids: list[str]):
        """Card size and spacing for ``ids``: overlapping only where no card has key text."""
        reveal = min((KEY_REVEAL[self.painter.kind_of(c)] for c in ids), default=1.0)
        return lay_out(len(ids), HAND_LEFT, HAND_RIGHT, CARD_W, MIN_CARD_W, reveal)

    # ----- hover preview -------------------------------------------------------------------
    def _hover(self, card_id: str | None, item: QGraphicsItem) -> None:
        """Show the face under the mouse large, with its text in words, beside the card."""
        if card_id is None or self._dragging or item.scene() is not self.scene:
            self.preview.hide_card()
            return
        rect = self.view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(self.view.pos())
        pixmap = self.painter.face(item.card_id, self.preview.card_width(), self.devicePixelRatioF(), item.end,
                                   focus=item.focus)
        self.preview.show_card(item.card_id, pixmap, self.painter.card_text(item.card_id, item.end), rect)

    # ----- messages and events -------------------------------------------------------------
    def notice_anchor(self) -> QPoint:
        return self.scene_point(QPointF(300, 470))

    def on_events(self, events: tuple) -> None:
        if not self.is_live:
            return
        kinds = {e.kind: e for e in events if e.visible_to(self.seat)}
        for kind, title, colour in BANNERS:
            if kind in kinds:
                self.banner.show_banner(title, kinds[kind].text, colour, self.animation_ms)
                return
        # The board has moved on (another move, an undo): a banner still up would tell of a
        # position that is gone, with its old score, so it goes at once.
        self.banner.setVisible(False)

    def pixmap_count(self) -> int:
        return len(self.painter)


__all__ = ["FootballTable"]
