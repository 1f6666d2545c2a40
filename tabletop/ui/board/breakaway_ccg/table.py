"""The Breakaway: CCG table: the rink between the two benches, hands at top and bottom.

The table is laid out once, in the scene units of a 1280x800 rect; the prompt has a column of
its own at the scene's right, as wide as the window allows (``layout.extra_width``), so its words,
which never draw under a readable size, lie beside the rink and the bench instead of over them.
The rink is painted from the rink file once per pixel density; everything that changes (cards,
the puck, lit areas, plates) is rebuilt from ``controller.view(seat)`` on each change, so only
the viewing seat's own hand, bench and face-down face-off card can ever be drawn face up.

Every pending decision is a prompt with one button per legal action (labelled by the engine's
``describe_action``); moves of the puck are chosen on the rink itself: the areas it may reach
light up and a click (or dragging the puck there) submits. Cards are played by dragging them
onto the play area, double-clicking, or Left/Right and Enter; number keys press the prompt's
buttons. All input goes through ``controller.submit``; a refusal is shown where it happened.
In solo play the opponent's Phase 3 is the player's to resolve, with a suggestion (``prompt``).

Official games (``mode=official``) use the same pieces: a challenge card is laid like the Beginner
face-off card; a puck placement, a face-off circle and a Dump In target light their areas for a click;
Home Ice, phase 1 and the stoppage's bench are prompt buttons. A panel left of the other side's hand
shows the officials, tokens, passing bonus, Momentum pile, Final Minute / overtime / shootout and the
stoppage or challenge under way; a challenge's reveal shows over that strip, clear of the rink.

This module holds the table's state and input and draws the rink's areas and the puck; each
side's plate, hand and bench and the scoreboard are drawn in ``sides``, the play area in
``play_area``, the official rules' panel, penalty shot and challenge reveal in ``official``, the
prompt in ``prompt``; the action kinds each gesture stands for are in ``actions``, the words in
``words`` and the geometry in ``layout``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QGraphicsScene, QGraphicsView

from tabletop.engine.actions import Action
from tabletop.engine.verdict import Verdict
from tabletop.ui.board.breakaway_ccg import draw as ccg_draw
from tabletop.ui.board.breakaway_ccg.actions import AREA_KINDS, BENCH_KINDS, FACE_DOWN_PHASES
from tabletop.ui.board.breakaway_ccg.draw import CardArt, area_rect
from tabletop.ui.board.breakaway_ccg.items import AreaItem, CardItem, PuckItem
from tabletop.ui.board.breakaway_ccg.layout import (
    BANNER_RECT,
    BENCH_LEFT,
    BENCH_RIGHT,
    HAND_LEFT,
    HAND_RIGHT,
    OFFICIAL_HAND_LEFT,
    OPP_TOP,
    OPP_W,
    OWN_W,
    PLAY_RECT,
    PROMPT_RECT,
    SCENE,
    extra_width,
    paint_arena,
    prompt_column,
    scene_rect,
)
from tabletop.ui.board.breakaway_ccg.official import OfficialDrawing
from tabletop.ui.board.breakaway_ccg.play_area import PlayAreaDrawing
from tabletop.ui.board.breakaway_ccg.prompt import PromptChoices
from tabletop.ui.board.breakaway_ccg.sides import SidesDrawing
from tabletop.ui.board.breakaway_ccg.words import BANNERS
from tabletop.ui.board.common.items import PileTarget
from tabletop.ui.board.common.scene_table import SceneTable
from tabletop.ui.board.common.table_view import TableView


class CcgView(TableView):
    """The scene fitted to the widget, on a dark arena floor; a click anywhere closes the reveal. The
    scene is the table and the prompt's column at its right, as wide as the window allows
    (``layout.extra_width``)."""

    def __init__(self, scene: QGraphicsScene, table: CcgTable):
        super().__init__(scene, table, scene_rect(), "Breakaway rink", cache_background=True, background=paint_arena)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setMouseTracking(True)

    @property
    def extra(self) -> float:
        """How much wider than the table the scene is now: the prompt's column."""
        return self._design.width() - SCENE.width()

    def resizeEvent(self, event) -> None:
        # the scene's shape follows the window before the view scales it and the table places its prompt
        room = self.maximumViewportSize()
        rect = scene_rect(extra_width(room.width(), room.height()))
        if rect != self._design:
            self._design = rect
            self.scene().setSceneRect(rect)
            self._table.prompt_rect = prompt_column(self.extra)
        super().resizeEvent(event)

    def mousePressEvent(self, event) -> None:
        self._table.dismiss_reveal()
        super().mousePressEvent(event)


class CcgTable(SidesDrawing, PlayAreaDrawing, OfficialDrawing, PromptChoices, SceneTable):
    """Breakaway: CCG, Beginner and official rules: face-offs and challenges, plays, puck moves and
    shots on one rink; in official games a panel of what the official rules add (``_official_panel``)."""

    prompt_rect = PROMPT_RECT

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        #: Banner fade length; 0 leaves the banner up until the next one (tests, reduced motion).
        self.animation_ms = 1800
        self.tables = controller.game.t
        self.art = CardArt(self.tables)
        self.set_up_scene(scene_rect(), view_class=CcgView, banner=BANNER_RECT)
        self.rink_item = QGraphicsPixmapItem()
        self.rink_item.setPos(ccg_draw.rink_origin())
        self.rink_item.setZValue(-5)
        self.scene.addItem(self.rink_item)
        self._rink_dpr = 0.0
        self.play_target = PileTarget(PLAY_RECT, self._drag_entered, self._dropped)
        self.play_target.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.scene.addItem(self.play_target)
        #: The hand card chosen with the keyboard or a click (a card id), or None.
        self.selected: str | None = None
        #: The area clicked when more than one action could take the puck there.
        self.area_choice: str | None = None
        #: The last face-off shown face up: (cards by seat, winner), until the next action.
        self.reveal: tuple[tuple[str, str], int | None] | None = None
        #: The kind of challenge the reveal settled (official rules; "faceoff" in Beginner games).
        self.reveal_kind = "faceoff"
        self.lit_areas: frozenset[str] = frozenset()
        self._legal_cache: list[Action] | None = None
        self.start_drawing()

    # ----- the shell's interface -----------------------------------------------------------
    def set_seat(self, seat: int | None) -> None:
        self.selected = None
        self.area_choice = None
        super().set_seat(seat)

    def place_prompt(self) -> None:
        """The prompt in its column (``prompt_rect``), only as tall as its question and choices need:
        level with the play area, beside the hand it is answered with, where that leaves it room,
        else as much higher as it needs. A magnified table lays it out as every table does."""
        super().place_prompt()
        column, panel = self.prompt_rect, self.prompt
        if column is None or panel.base is None or getattr(self.view, "magnified", lambda: False)():
            return
        scale = self.view.transform().m11() or 1.0
        need = panel.needed_height(bool(panel.hint.property("full"))) / scale + 4
        if need < column.height():
            top = max(column.top(), min(PLAY_RECT.top(), column.bottom() - need))
            panel.place(self.view, QRectF(column.left(), top, column.width(), need))

    # ----- reading the position ------------------------------------------------------------
    def _active(self) -> bool:
        """Whether the viewing seat owes a decision now and may make it here."""
        return self.can_act() and self.seat in self.controller.pending_seats()

    def _legal(self) -> list[Action]:
        if self._legal_cache is None:
            self._legal_cache = self.controller.legal_actions(self.seat) if self._active() else []
        return self._legal_cache

    def _hand_kind(self, view: Any) -> str:
        """What a hand card dropped on the play area does: a face-off or challenge card, else a play."""
        return view.phase if view.phase in FACE_DOWN_PHASES else "play"

    def _official(self, view: Any) -> bool:
        """Official rules: the official game itself and solo play, which is the official game
        against the Solo Opponent (its tokens, officials, clock and reveals are the same)."""
        return dict(view.options).get("mode") in ("official", "solo")

    # ----- actions -------------------------------------------------------------------------
    def submit(self, action: Action) -> Verdict:
        verdict = self.act(action)
        if verdict.ok:
            self.selected = None
            self.area_choice = None
            self.suggested = None
            self.kind_choice = None
        return verdict

    def drop_card(self, card_id: str) -> Verdict:
        """Play ``card_id`` from the hand (or put it down for the face-off), as a drop does."""
        if self.seat is None:
            return self.no_seat()
        if self.current_view().phase == "shootout":
            return self._shootout_card(card_id)
        return self.submit(Action(self.seat, self._hand_kind(self.current_view()), (card_id,)))

    def _shootout_options(self, card_id: str) -> list[Action]:
        self._legal_cache = None
        return [a for a in self._legal() if a.kind.startswith("so-") and a.args == (card_id,)]

    def _shootout_card(self, card_id: str) -> Verdict:
        """A shootout card dropped or double-clicked: the one thing it can do now, else the buttons."""
        options = self._shootout_options(card_id)
        if len(options) == 1:
            return self.submit(options[0])
        if not options:
            return self.submit(Action(self.seat, "so-play", (card_id,)))     # the engine says why not
        verdict = Verdict(False, "choose", f"{self.tables.label[card_id]} can do more than one thing now: "
                                           "choose with the buttons.")
        self.selected = card_id
        self.refresh()
        self.show_message(verdict.message)
        return verdict

    def switch(self, out: str, back: str) -> Verdict:
        """Trade hand card ``out`` for bench card ``back``: a line change's switch, or the card in
        play's Substitution action when that is what the position offers."""
        if self.seat is None:
            return self.no_seat()
        for kind in BENCH_KINDS:
            action = Action(self.seat, kind, (out, back))
            if action in self._legal():
                return self.submit(action)
        return self.submit(Action(self.seat, "switch", (out, back)))

    def choose_area(self, area: str) -> Verdict | None:
        """A click on the rink: the one action taking the puck there, or a choice among several."""
        if self.seat is None:
            return self.no_seat()
        self._legal_cache = None
        options = [a for a in self._legal() if a.kind in AREA_KINDS and a.args and a.args[-1] == area]
        if not options:
            return self.submit(Action(self.seat, "move", (area,)))
        if len(options) == 1:
            return self.submit(options[0])
        self.area_choice = area
        self.refresh()
        self.message.emit(f"Choose how the puck goes to {self.tables.area_name[area]}.")
        return None

    def puck_dropped(self, pos: QPointF) -> None:
        area = next((a.id for a in self.tables.rink.areas if area_rect(a.position).contains(pos)), None)
        if area is None:
            self.show_message("Drop the puck on a lit area of the rink.", self.scene_point(pos))
            return
        if area == self.current_view().puck:
            return
        self.choose_area(area)

    def press_choice(self, index: int) -> bool:
        """Press the prompt's button ``index`` (0-based), as number key ``index + 1`` does."""
        return self.prompt.press(index)

    def _drag_entered(self, seat: int, card_id: str) -> bool:
        if not self.can_act() or seat != self.seat:
            return False
        if self.current_view().phase == "shootout":
            return bool(self._shootout_options(card_id))
        return self.controller.validate(Action(seat, self._hand_kind(self.current_view()), (card_id,))).ok

    def _start_drag(self, card_id: str) -> None:
        self.start_card_drag(card_id, CardItem,
                             lambda zoom: self.art.face(card_id, OWN_W * zoom, self.devicePixelRatioF()))

    def _card_clicked(self, card_id: str) -> None:
        self.selected = None if self.selected == card_id else card_id
        self.refresh()
        if self.selected is not None:
            self.message.emit(f"Selected {self.tables.label[card_id]}.")

    def _bench_clicked(self, card_id: str) -> None:
        if self.selected is None:
            self.show_message("Select a card in your hand first, then the bench card to take for it.")
            return
        self.switch(self.selected, card_id)

    # ----- keyboard --------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.can_act():
            super().keyPressEvent(event)
            return
        key = event.key()
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.press_choice(key - Qt.Key.Key_1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.move_selection(-1 if key == Qt.Key.Key_Left else 1)
        elif enter and self.selected is not None:
            self.drop_card(self.selected)
        elif enter and self.suggested is not None:
            self.submit(self.suggested)
        elif key == Qt.Key.Key_S and self.suggestion() is not None:
            self.suggest()
        elif enter:
            self.move_selection(1)
        elif key == Qt.Key.Key_Escape and (self.selected or self.area_choice or self.kind_choice):
            self.selected = None
            self.area_choice = None
            self.kind_choice = None
            self.refresh()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def move_selection(self, step: int) -> None:
        ids = list(self.current_view().hand)
        self.step_selection(ids, step)
        if self.selected is not None:
            self.message.emit(f"Selected {self.tables.label[self.selected]}: press Enter to play it.")

    # ----- drawing -------------------------------------------------------------------------
    def refresh(self) -> None:
        if not self._ready:
            return
        view = self.current_view()
        # A redraw can come from inside an item's own mouse handler: keep the old items alive
        # until control is back in the event loop.
        self._clear_items()
        dpr = self._dpr()
        if dpr != self._rink_dpr:
            self._rink_dpr = dpr
            image = ccg_draw.rink_image(self.tables.rink, tuple(view.names), dpr)
            self.rink_item.setPixmap(QPixmap.fromImage(image))
        bottom = self.seat if self.seat is not None else 0
        top = 1 - bottom
        self._legal_cache = None          # the position may have changed: ask once per redraw
        legal = self._legal()
        if self.selected not in view.hand:
            self.selected = None
        self.lit_areas = frozenset(a.args[-1] for a in legal if a.kind in AREA_KINDS and a.args)
        if self.area_choice not in self.lit_areas:
            self.area_choice = None
        parts: list[Any] = []
        parts += self._plate(view, top, QRectF(16, 10, 252, 104))
        parts += self._plate(view, bottom, QRectF(16, 580, 252, 104))
        parts += self._hint_lines(view)
        parts += self._scoreboard(view)
        official = self._official(view)
        so = view.shootout if view.phase == "shootout" else None
        solo = getattr(view, "solo", None) if top == 1 else None   # solo play: the opponent's row
        hand_label = (f"{view.names[top]}'s {'shootout ' if so else ''}hand"
                      + (f" (+{len(view.extras_owners[top])} Momentum)" if view.extras_owners[top] and not so else ""))
        if solo is not None and not so:
            parts += self._solo_rows(solo.row, view.hand_sizes[top], top, OFFICIAL_HAND_LEFT, HAND_RIGHT, hand_label)
        else:
            parts += self._backs_row(so.hand_sizes[top] if so else view.hand_sizes[top], top, OPP_W,
                                     OFFICIAL_HAND_LEFT if official else HAND_LEFT, HAND_RIGHT, OPP_TOP, hand_label, 44)
        if official:
            parts += self._official_panel(view)
        if solo is not None:
            parts += self._solo_rows(solo.bench, view.bench_sizes[top], top, BENCH_LEFT, BENCH_RIGHT,
                                     f"{view.names[top]}'s bench")
        elif self._face_up(view, top):      # a face-up Support card is shown to both (O120)
            parts += self._solo_rows(self._face_up(view, top), view.bench_sizes[top], top, BENCH_LEFT, BENCH_RIGHT,
                                     f"{view.names[top]}'s bench")
        else:
            parts += self._backs_row(view.bench_sizes[top], top, OPP_W, BENCH_LEFT, BENCH_RIGHT, OPP_TOP,
                                     f"{view.names[top]}'s bench (hidden)", 40)
        parts += self._own_hand(view, bottom, dpr)
        parts += self._own_bench(view, bottom, dpr)
        parts += self._areas_and_puck(view)
        if view.phase in FACE_DOWN_PHASES:
            parts += self._faceoff_slots(view, bottom, dpr)
        elif view.phase == "penalty-shot" and view.pshot is not None:
            parts += self._penalty_shot_area(view, dpr)
        else:
            parts += self._play_stack(view, dpr)
        if view.phase == "over":
            parts += self._result(view)
        elif self.reveal is not None:
            parts += self._official_reveal(view, dpr) if official else self._reveal_panel(view, dpr)
        # Text, panels and chips are painted once and then blitted like the cards.
        self.show_items(parts, cache=lambda item: not isinstance(item, CardItem))
        self.play_target.setVisible(view.phase != "over")
        self._update_prompt(view, legal)

    # ----- pieces of the picture -------------------------------------------------------------
    def _face(self, card_id: str, width: float, pos: QPointF, dpr: float, highlight: bool = False,
              **kwargs: Any) -> CardItem:
        item = CardItem(self.art.face(card_id, width, dpr, highlight), card_id, on_hover=self._hover, **kwargs)
        item.rest_at(pos)
        item.setToolTip(self.tables.label[card_id])
        return item

    def _back(self, owner: int | None, width: float, pos: QPointF, dpr: float, tip: str = "") -> CardItem:
        item = CardItem(self.art.back(width, dpr, owner))
        item.setPos(pos)
        if tip:
            item.setToolTip(tip)
        return item

    def _areas_and_puck(self, view: Any) -> list[Any]:
        items: list[Any] = []
        hint = self.suggested
        marked = {hint.args[-1]} if hint is not None and hint.kind in AREA_KINDS and hint.args else set()
        for area in self.tables.rink.areas:
            lit = area.id in self.lit_areas and (self.area_choice is None or area.id == self.area_choice)
            item = AreaItem(area.id, area_rect(area.position), lit, self.choose_area, marked=area.id in marked)
            item.setToolTip(self.tables.area_name[area.id])
            items.append(item)
        if view.puck:
            rect = area_rect(self.tables.rink.by_id[view.puck].position)
            puck = PuckItem(view.control, bool(self.lit_areas) and self.is_live, self.puck_dropped)
            puck.rest_at(QPointF(rect.right() - 24, rect.bottom() - 21))
            holder = view.names[view.control] if view.control is not None else "nobody"
            puck.setToolTip(f"The puck, in {self.tables.area_name[view.puck]}; {holder} controls it")
            items.append(puck)
        return items

    def _result(self, view: Any) -> list[Any]:
        """Nothing at game over: the shared game-over panel (``common/game_over.py``) says the result
        over the rink, opaque, and the scoreboard keeps the goals, so it is not said twice."""
        return []

    # ----- hover preview ---------------------------------------------------------------------
    def _hover(self, card_id: str | None, item: Any) -> None:
        self.hover_card(card_id, item, lambda width: self.art.face(card_id, width, self.devicePixelRatioF()),
                        lambda: self.card_text(card_id))

    def card_text(self, card_id: str) -> str:
        """Everything printed on the card, in words (the picture's small print, readable)."""
        card = self.tables.card[card_id]
        lines = [f"{card.label} · {card.number_label} · {card.points} points"
                 + (f" · {card.restriction}" if card.restriction else "")]
        if card.suits:
            lines.append("Suits: " + ", ".join(card.suits))
        if card.colors:
            lines.append("Ability colors: " + ", ".join(card.colors))
        if card.actions:
            lines.append("Actions: " + ", ".join(a.replace("-", " ") for a in card.actions))
        specials = self.tables.cards.specials_text
        for special in card.specials:
            title, text = specials.get(special, (special.replace("-", " ").title(), ""))
            lines.append(f"{title}: {text}" if text else title)
        return "\n".join(lines)

    # ----- events ----------------------------------------------------------------------------
    def notice_anchor(self) -> QPoint:
        return self.scene_point(PLAY_RECT.center())

    def _on_changed(self, events: Any) -> None:
        events = tuple(events or ())
        if self.is_live:
            reveal = next((e for e in events if e.kind in ("faceoff-reveal", "challenge-reveal", "fight-reveal")),
                          None)
            if reveal is not None:
                won = next((e for e in events if e.kind in ("faceoff-won", "challenge-won")), None)
                winner = won.data["winner"] if won is not None else reveal.data.get("fault")
                self.reveal = (tuple(reveal.data["cards"]), winner)
                self.reveal_kind = reveal.data.get("kind", "faceoff")
            elif events:
                self.reveal = None
        super()._on_changed(events)

    def on_events(self, events: tuple) -> None:
        self.show_event_banner(events, BANNERS)

    def dismiss_reveal(self) -> None:
        """Put the face-off reveal away (any click on the table does, and so does the next action)."""
        if self.reveal is not None:
            self.reveal = None
            QTimer.singleShot(0, self.refresh)
