"""The Breakaway: CCG table: the rink between the two benches, hands at top and bottom.

The scene is a fixed 1280x800 rect the view fits, so the layout is written once in scene units.
The rink is painted from the rink file once per pixel density; everything that changes (cards,
the puck, lit areas, plates) is rebuilt from ``controller.view(seat)`` on each change, so only
the viewing seat's own hand, bench and face-down face-off card can ever be drawn face up.

Every pending decision is a prompt with one button per legal action (labelled by the engine's
``describe_action``); moves of the puck are chosen on the rink itself: the areas it may reach
light up and a click (or dragging the puck there) submits. Cards are played by dragging them
onto the play area, double-clicking, or Left/Right and Enter; number keys press the prompt's
buttons. All input goes through ``controller.submit``; a refusal is shown where it happened.

Official games (``mode=official``) use the same pieces: a challenge card is laid like the Beginner
face-off card; a puck placement, a face-off circle and a Dump In target light their areas for a click;
Home Ice, phase 1 and the stoppage's bench are prompt buttons. A panel left of the other side's hand
shows the officials, tokens, passing bonus, Momentum pile, Final Minute / overtime / shootout and the
stoppage or challenge under way; a challenge's reveal shows over that strip, clear of the rink.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsView,
    QVBoxLayout,
)

from tabletop.engine.actions import Action
from tabletop.engine.verdict import Verdict
from tabletop.games.breakaway_ccg import penalties as pen
from tabletop.games.breakaway_ccg.official_flow import stoppage_summary
from tabletop.games.breakaway_ccg.officiating import officiating_cards
from tabletop.ui.board.breakaway_ccg import draw as ccg_draw
from tabletop.ui.board.breakaway_ccg.draw import SEAT_COLOURS, CardArt, area_rect
from tabletop.ui.board.breakaway_ccg.items import AreaItem, CardItem, Chip, PuckItem
from tabletop.ui.board.common.hover_preview import HoverPreview
from tabletop.ui.board.common.items import GOLD, INK, MUTED, Banner, Panel, PileTarget, TextItem, font
from tabletop.ui.board.common.prompt_panel import Choice, PromptPanel, stack_overlays
from tabletop.ui.board.common.scene_table import SceneTable
from tabletop.ui.board.common.table_view import TableView

SCENE = QRectF(0, 0, ccg_draw.SCENE_W, ccg_draw.SCENE_H)
PLAY_RECT = QRectF(284, 398, 480, 168)
#: The prompt's place: beside the play area, above the hand's caption and clear of a raised hand card.
PROMPT_RECT = QRectF(780, 398, 484, 168)
BOARD_RECT = QRectF(16, 398, 252, 168)
REVEAL_RECT = QRectF(390, 140, 500, 240)
HAND_LEFT, HAND_RIGHT = 284, 904
BENCH_LEFT, BENCH_RIGHT = 920, 1264
OWN_W, OPP_W, PLAY_W, BENCH_W, REVEAL_W = 122, 62, 100, 84, 110
#: The bench is a list of card rows, each naming its card whole; the preview shows the card.
BENCH_ROW_H, BENCH_ROW_GAP, BENCH_BOTTOM = 32, 3, 792
OWN_TOP, OPP_TOP = 604, 16
#: Solo play's opponent row and bench: list rows, three to a column, in the height of the backs.
SOLO_ROWS, SOLO_ROW_H, SOLO_COL_GAP = 3, 26, 6
RAISE = 18
PLAY_SHOWN = 4            # the newest plays readable side by side; older ones peek out beneath

#: Where event banners show: over the other side's hidden hand, never over the rink, the play
#: area or the prompt, which the player reads while the banner is up.
BANNER_RECT = QRectF(276, 2, 636, 120)
#: Event kinds that get the big banner, with its word and colour.
BANNERS = {
    "goal": ("GOAL!", QColor("#ffd34d")),
    "save": ("SAVED!", QColor("#8fd3ff")),
    "shoot": ("SHOT!", QColor("#ffa94d")),
    "score-attempt": ("SCORE ATTEMPT!", QColor("#ffa94d")),
    "body-check": ("BODY-CHECK!", QColor("#ff8f6b")),
    "period-end": ("END OF PERIOD", QColor("#e9ecef")),
    "penalty": ("PENALTY!", QColor("#ff6b6b")),
    "penalty-shot": ("PENALTY SHOT!", QColor("#b197fc")),
    "fight": ("FIGHT!", QColor("#ff8787")),
    "injury": ("INJURY", QColor("#ffa8a8")),
}
#: The clock row's chips in short words when several share the row (their tooltips stay whole).
SHORT_CHIPS = {"POWER PLAY": "PP", "5-ON-3": "5v3", "4-ON-4": "4v4", "DELAYED PENALTY": "DELAYED",
               "PENALTY SHOT": "P. SHOT", "FINAL MINUTE": "FINAL MIN"}
#: Colours of the penalty chips: a man in the box, a call waiting (delayed), a penalty shot.
BOX_RED, CALL_ORANGE, PSHOT_PURPLE = QColor("#c92a2a"), QColor("#d9480f"), QColor("#7048e8")
PHASE_NAMES = {"faceoff": "Face-off", "play": "Play", "use": "Play", "over": "Final",
               # the official rules' phases
               "home-ice": "Home Ice", "start": "Start", "challenge": "Challenge", "place": "Placement",
               "stoppage": "Stoppage", "shootout": "Shootout", "penalty-shot": "Penalty shot", "fight": "Fight"}
STAGE_NAMES = {"shot-card": "Shot Card due", "score": "Score may follow", "save": "Score attempt"}
DECISION_WORDS = {"bench": "switching with the bench", "faceoff": "choosing a face-off card",
                  "play": "to play a card", "shot-card": "to play the Shot Card", "save-chance": "to answer the score",
                  "use": "to use the card",
                  "home-ice": "choosing Home Ice", "start": "starting the turn", "side": "choosing the face-off circle",
                  "challenge": "laying a challenge card", "place": "placing the puck",
                  "shootout-order": "choosing the shootout order", "shootout-shoot": "taking a shootout attempt",
                  "shootout-stop": "stopping the attempt", "shootout-tip": "deciding on a Tip",
                  "shootout-score": "trying to score", "shootout-save": "trying to save",
                  "penalty-shot": "in the penalty shot", "fight": "laying a fight card",
                  "solo-choose": "choosing the opponent's card"}
#: Phases where each side lays a card face down (the Beginner face-off, the official challenges).
FACE_DOWN_PHASES = ("faceoff", "challenge", "fight")
#: Action kinds whose last argument is an area of the rink: a click on the lit area submits them.
AREA_KINDS = ("move", "ability", "place", "side", "dump-in", "ps-place", "special-area", "stretch-pass", "icing",
              "punch", "poke-check")
#: Kinds that trade a hand card for a bench card: the bench's click gesture (a line change's
#: switch, the Substitution action).
BENCH_KINDS = ("switch", "substitution")
#: Kinds that name a hand card and a choice for it (Promotion's wild): shown for the selected card.
WILD_KINDS = ("special-wild",)
#: Kinds chosen on the rink only; the others among AREA_KINDS are prompt buttons as well.
RINK_ONLY_KINDS = ("move", "ability")
#: The official rules' panel, left of the other side's hand (which moves right to make room).
OFFICIAL_RECT = QRectF(280, 6, 340, 112)
OFFICIAL_HAND_LEFT = 632
#: The official challenge reveal: over the other side's hand, never over the rink a placement is clicked on.
OFFICIAL_REVEAL_RECT = QRectF(280, 4, 628, 118)
#: Why play stopped and where the face-off is, in the stoppage summary.
CHALLENGE_NAMES = {"faceoff": "Face-off", "grind": "Grind", "dump-in": "Dump In", "dump-out": "Dump Out",
                   "fight": "Fight"}

class CcgView(TableView):
    """The scene fitted to the widget, on a dark arena floor."""

    def __init__(self, scene: QGraphicsScene, table: CcgTable):
        super().__init__(scene, table, SCENE, "Breakaway rink", cache_background=True)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setMouseTracking(True)

    def mousePressEvent(self, event) -> None:
        self._table.dismiss_reveal()
        super().mousePressEvent(event)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, QColor("#0c1624"))
        painter.fillRect(SCENE, QColor("#13233a"))


class CcgTable(SceneTable):
    """Breakaway: CCG, Beginner and official rules: face-offs and challenges, plays, puck moves and
    shots on one rink; in official games a panel of what the official rules add (``_official_panel``)."""

    def __init__(self, controller, parent=None):
        self._ready = False
        super().__init__(controller, parent)
        #: Banner fade length; 0 leaves the banner up until the next one (tests, reduced motion).
        self.animation_ms = 1800
        self.tables = controller.game.t
        self.art = CardArt(self.tables)
        self.scene = QGraphicsScene(SCENE, self)
        self.scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.view = CcgView(self.scene, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 400)
        self.prompt = PromptPanel(self)
        self.preview = HoverPreview(self, keep_under=self.notice)
        stack_overlays(self.prompt, self.preview, self.notice)

        self.rink_item = QGraphicsPixmapItem()
        self.rink_item.setPos(ccg_draw.rink_origin())
        self.rink_item.setZValue(-5)
        self.scene.addItem(self.rink_item)
        self._rink_dpr = 0.0
        self.play_target = PileTarget(PLAY_RECT, self._drag_entered, self._dropped)
        self.play_target.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.scene.addItem(self.play_target)
        self.banner = Banner(BANNER_RECT)
        self.scene.addItem(self.banner)
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
        self._items: list[Any] = []
        self._retired: list[Any] = []
        self._dragging = False
        self._ready = True
        self.refresh()

    # ----- the shell's interface -----------------------------------------------------------
    def set_seat(self, seat: int | None) -> None:
        self.selected = None
        self.area_choice = None
        super().set_seat(seat)

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
    def _no_seat(self) -> Verdict:
        verdict = Verdict(False, "no-seat", "Choose a seat first.")
        self.show_message(verdict.message)
        return verdict

    def submit(self, action: Action) -> Verdict:
        verdict = self.act(action)
        if verdict.ok:
            self.selected = None
            self.area_choice = None
        return verdict

    def drop_card(self, card_id: str) -> Verdict:
        """Play ``card_id`` from the hand (or put it down for the face-off), as a drop does."""
        if self.seat is None:
            return self._no_seat()
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
            return self._no_seat()
        for kind in BENCH_KINDS:
            action = Action(self.seat, kind, (out, back))
            if action in self._legal():
                return self.submit(action)
        return self.submit(Action(self.seat, "switch", (out, back)))

    def choose_area(self, area: str) -> Verdict | None:
        """A click on the rink: the one action taking the puck there, or a choice among several."""
        if self.seat is None:
            return self._no_seat()
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
            self.show_message("Drop the puck on a lit area of the rink.", self._scene_anchor(pos))
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
        if not self.can_act():
            return
        item = next((i for i in self._items if isinstance(i, CardItem) and i.interactive and i.card_id == card_id),
                    None)
        if item is None:
            return
        scale = self.view.transform().m11()
        pixmap = self.art.face(card_id, OWN_W * scale, self.devicePixelRatioF())
        self._dragging = True
        self._hover(None, item)
        self._run_drag(item, pixmap)

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
        elif enter:
            self.move_selection(1)
        elif key == Qt.Key.Key_Escape and (self.selected or self.area_choice):
            self.selected = None
            self.area_choice = None
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
        for item in parts:
            if not isinstance(item, CardItem):
                # Text, panels and chips are painted once and then blitted like the cards.
                item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self.scene.addItem(item)
        self._items = parts
        self.play_target.setVisible(view.phase != "over")
        self._update_prompt(view, legal)
        if self.preview.card_id is not None and not any(getattr(i, "card_id", None) == self.preview.card_id
                                                     for i in parts):
            self._hover(None, None)

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

    def _backs_row(self, count: int, owner: int, width: float, left: float, right: float, top: float,
                   label: str, step_max: float) -> list[Any]:
        dpr = self._dpr()
        span = right - left
        step = min(step_max, (span - width) / max(1, count - 1)) if count > 1 else 0
        start = left + (span - (width + step * max(0, count - 1))) / 2
        tip = f"{label}: {count} card{'s' if count != 1 else ''}"
        items: list[Any] = [self._back(owner, width, QPointF(start + i * step, top), dpr, tip) for i in range(count)]
        items.append(TextItem(f"{label} · {count}", QRectF(left, top + width * 1.4 + 1, span, 18), 14, MUTED,
                              shrink_to=13))
        return items

    def _solo_rows(self, faces: tuple, count: int, owner: int, left: float, right: float, label: str) -> list[Any]:
        """Solo play: the Solo Opponent's row or bench as list rows in columns of three, a face-up
        card named whole (hover shows it) and a face-down one by its place, which is how the
        choice of a face-down card names it. Faces fanned at the size of the backs overlapped
        and could not be read."""
        dpr = self._dpr()
        cols = max(1, -(-count // SOLO_ROWS))
        width = (right - left - SOLO_COL_GAP * (cols - 1)) / cols
        items: list[Any] = []
        for i in range(count):
            col, row = divmod(i, SOLO_ROWS)
            pos = QPointF(left + col * (width + SOLO_COL_GAP), OPP_TOP + row * (SOLO_ROW_H + BENCH_ROW_GAP))
            card = faces[i] if i < len(faces) else None
            if card is not None:
                item = CardItem(self.art.strip(card, width, SOLO_ROW_H, dpr), card, on_hover=self._hover)
                item.setToolTip(self.tables.label[card])
            else:
                item = CardItem(self.art.back_strip(width, SOLO_ROW_H, dpr, owner, f"face down · {i + 1}"))
                item.setToolTip(f"{label}: face-down card {i + 1}")
            item.rest_at(pos)
            items.append(item)
        caption_top = OPP_TOP + SOLO_ROWS * (SOLO_ROW_H + BENCH_ROW_GAP)
        items.append(TextItem(f"{label} · {count}", QRectF(left, caption_top, right - left, 18), 14, MUTED,
                              shrink_to=13))
        return items

    def _plate(self, view: Any, seat: int, rect: QRectF) -> list[Any]:
        waiting = [kind for s, kind in view.awaiting if s == seat]
        active = bool(waiting)
        colour = SEAT_COLOURS[seat]
        items: list[Any] = [Panel(rect, QColor(40, 32, 6, 210) if active else QColor(6, 14, 26, 200),
                                  GOLD if active else colour, 3 if active else 2)]
        you = " (you)" if seat == self.seat else ""
        deck_names = getattr(view, "deck_names", None)      # each seat's deck name, public
        deck_name = deck_names[seat] if deck_names and seat < len(deck_names) else ""
        # With a deck line the name sits higher and the state line lower; the chips keep their row.
        name_top, detail_top = (rect.top() + 3, rect.top() + 47) if deck_name else (rect.top() + 6, rect.top() + 40)
        items.append(TextItem(view.names[seat] + you, QRectF(rect.left() + 14, name_top, rect.width() - 90, 28),
                              20, INK, True, Qt.AlignmentFlag.AlignLeft, shrink_to=14))
        if deck_name:
            deck_rect = QRectF(rect.left() + 14, rect.top() + 30, rect.width() - 82, 17)
            deck_item = TextItem(f"Deck: {deck_name}", deck_rect, 14, MUTED, False, Qt.AlignmentFlag.AlignLeft)
            deck_item.setToolTip(f"{view.names[seat]} plays the deck {deck_name}")
            items.append(deck_item)
        items.append(TextItem(str(view.goals[seat]), QRectF(rect.right() - 64, rect.top() + 4, 52, 40), 34, GOLD,
                              True, Qt.AlignmentFlag.AlignRight))
        if waiting:
            detail = DECISION_WORDS.get(waiting[0], waiting[0])
            if waiting[0] == "bench" and view.phase == "start":
                detail = "changing lines"
            elif waiting[0] == "bench":
                detail = f"at the bench ({view.swaps[seat]} of 2 switches)"
        elif view.phase in FACE_DOWN_PHASES and view.chosen[seat]:
            detail = {"faceoff": "face-off card down", "fight": "fight card down"}.get(view.phase,
                                                                                       "challenge card down")
        elif view.phase == "over":
            detail = "winner" if view.winners and seat in view.winners else "final"
        else:
            detail = "waiting"
        detail_height = 20 if deck_name else 22
        items.append(TextItem(detail, QRectF(rect.left() + 14, detail_top, rect.width() - 28, detail_height), 14,
                              GOLD if active else MUTED, False, Qt.AlignmentFlag.AlignLeft))
        chip_y = rect.top() + (74 if deck_name else 70)
        x = rect.left() + 14
        if view.control == seat:
            items.append(Chip("● has the puck", QRectF(x, chip_y, 124, 22), colour.darker(150), size=14))
            x += 130
        if view.home == seat:
            items.append(Chip("Home Ice", QRectF(x, chip_y, 84, 22), QColor("#3d4a5c"), size=14))
        return items

    def _hint_lines(self, view: Any) -> list[Any]:
        if view.phase == "over":
            return []
        if not self.can_act():
            return [TextItem("Watching" if self.seat is None else "Read-only position",
                             QRectF(16, 692, 252, 20), 14, MUTED, False, Qt.AlignmentFlag.AlignLeft)]
        lines = ["Drag a card to the play area,", "or double-click it, or ←/→ + Enter.",
                 "Keys 1–9 press the buttons.", "Hover a card to read it large."]
        return [TextItem(text, QRectF(16, 692 + i * 19, 252, 19), 14, MUTED, False, Qt.AlignmentFlag.AlignLeft)
                for i, text in enumerate(lines)]

    def _scoreboard(self, view: Any) -> list[Any]:
        r = BOARD_RECT
        items: list[Any] = [Panel(r, QColor(6, 14, 26, 215), QColor(255, 255, 255, 50))]
        periods = dict(view.options).get("periods", 1)
        line = f"Period {view.period} of {periods} · {PHASE_NAMES.get(view.phase, view.phase)}"
        if view.stage:        # the stage of a shot, readable in the line's width: the period count gives way
            line = f"Period {view.period} · {STAGE_NAMES.get(view.stage, view.stage)}"
        items.append(TextItem(line, QRectF(r.left() + 12, r.top() + 5,
                              r.width() - 24, 19), 14, MUTED, True, Qt.AlignmentFlag.AlignLeft, shrink_to=14))
        for n, seat in enumerate((0, 1)):
            y = r.top() + 26 + n * 56
            items.append(Chip("", QRectF(r.left() + 12, y + 5, 12, 12), SEAT_COLOURS[seat]))
            items.append(TextItem(view.names[seat], QRectF(r.left() + 30, y, r.width() - 80, 21), 16, INK, True,
                                  Qt.AlignmentFlag.AlignLeft, shrink_to=14))
            items.append(TextItem(str(view.goals[seat]), QRectF(r.right() - 52, y - 2, 40, 26), 22, GOLD, True,
                                  Qt.AlignmentFlag.AlignRight))
            # Two short lines: one line of all four counts would need a font too small to read.
            scored = ", ".join(self.tables.label[c] for c in view.scored[seat]) or "empty"
            top_discard = self.tables.label[view.discards[seat][-1]] if view.discards[seat] else "none"
            for row, counts in enumerate((f"hand {view.hand_sizes[seat]} · deck {view.deck_sizes[seat]}",
                                          f"discard {len(view.discards[seat])} · scored {len(view.scored[seat])}")):
                count_item = TextItem(counts, QRectF(r.left() + 30, y + 20 + row * 17, r.width() - 36, 17), 14,
                                      MUTED, False, Qt.AlignmentFlag.AlignLeft)
                count_item.setToolTip(f"{view.names[seat]}: score pile {scored}; top discard {top_discard}")
                items.append(count_item)
        who = self._whose_line(view)
        items.append(TextItem(who, QRectF(r.left() + 12, r.bottom() - 28, r.width() - 24, 22), 14, GOLD, True,
                              Qt.AlignmentFlag.AlignLeft))
        return items

    def _whose_line(self, view: Any) -> str:
        if view.phase == "over":
            return "Game over"
        seats = sorted({s for s, _ in view.awaiting})
        if not seats:
            return ""
        if len(seats) > 1:
            return "Both players to decide"
        return f"{'You' if seats[0] == self.seat else view.names[seats[0]]} to decide"

    def _own_hand(self, view: Any, seat: int, dpr: float) -> list[Any]:
        so = view.shootout if view.phase == "shootout" else None
        if self.seat is None or view.seat != seat:
            return self._backs_row(so.hand_sizes[seat] if so else view.hand_sizes[seat], seat, OWN_W * 0.75,
                                   HAND_LEFT, HAND_RIGHT, OWN_TOP + 20, f"{view.names[seat]}'s hand", 70)
        ids = list(so.hand if so else view.hand)
        count = len(ids)
        span = HAND_RIGHT - HAND_LEFT
        step = min(OWN_W + 10, (span - OWN_W) / max(1, count - 1)) if count > 1 else 0
        left = HAND_LEFT + (span - (OWN_W + step * max(0, count - 1))) / 2
        kind = self._hand_kind(view)
        interactive = self.can_act() and view.phase in FACE_DOWN_PHASES + ("play", "shootout")
        legal = {a.args[0] for a in self._legal()
                 if a.kind == kind or (so is not None and a.kind.startswith("so-") and a.args)}
        items: list[Any] = []
        for i, card in enumerate(ids):
            chosen = card == self.selected
            pos = QPointF(left + i * step, OWN_TOP - (RAISE if chosen else 0))
            item = self._face(card, OWN_W, pos, dpr, chosen, seat=seat, interactive=interactive,
                              on_click=self._card_clicked if self.can_act() else None,
                              on_double_click=self.drop_card if interactive else None, on_drag=self._start_drag)
            item.setZValue(10 + i)
            if so is not None and interactive and card not in legal:
                item.setOpacity(0.55)
                item.setToolTip(f"{self.tables.label[card]}: nothing it can do at this step of the shootout")
            elif interactive and self._active() and card not in legal and view.phase not in FACE_DOWN_PHASES + (
                    "shootout",):
                verdict = self.controller.validate(Action(seat, kind, (card,)))
                if not verdict.ok:
                    item.setOpacity(0.55)
                    item.setToolTip(f"{self.tables.label[card]}: {verdict.message}")
            items.append(item)
        label = ("Your shootout hand" if so else "Your hand") if count else "Your hand is empty"
        label += f" · {count}"
        extras = [c for c in view.extras if c in ids] if not so else []
        if extras:           # Momentum Cards do not count toward the hand size
            label += f" · {len(extras)} Momentum Card{'s' if len(extras) != 1 else ''} (not counted)"
        caption = TextItem(label, QRectF(HAND_LEFT, OWN_TOP - 21, span, 18), 14, MUTED)
        if extras:
            caption.setToolTip("Momentum Cards: " + ", ".join(self.tables.label[c] for c in extras))
        items.append(caption)
        return items

    @staticmethod
    def _face_up(view: Any, seat: int) -> tuple[str, ...]:
        """``seat``'s Support cards turned face up on its bench (public; ruling O120)."""
        return tuple(e.card for e in view.effects if e.kind == "support-up" and e.seat == seat)

    def _own_bench(self, view: Any, seat: int, dpr: float) -> list[Any]:
        if self.seat is None or view.seat != seat:
            return self._backs_row(view.bench_sizes[seat], seat, BENCH_W * 0.8, BENCH_LEFT, BENCH_RIGHT, OWN_TOP + 20,
                                   f"{view.names[seat]}'s bench (hidden)", 50)
        ids = list(view.bench)
        count = len(ids)
        span = BENCH_RIGHT - BENCH_LEFT
        top = OWN_TOP + 30
        row_h = min(BENCH_ROW_H, (BENCH_BOTTOM - top - BENCH_ROW_GAP * max(0, count - 1)) / max(1, count))
        switching = self._active() and any(a.kind in BENCH_KINDS for a in self._legal())
        targets = {a.args[1] for a in self._legal() if a.kind in BENCH_KINDS and a.args[0] == self.selected}
        up = self._face_up(view, seat)
        items: list[Any] = []
        for i, card in enumerate(ids):
            lit = card in targets
            item = CardItem(self.art.strip(card, span, row_h, dpr, lit), card, on_hover=self._hover,
                            on_click=self._bench_clicked if switching else None)
            item.rest_at(QPointF(BENCH_LEFT, top + i * (row_h + BENCH_ROW_GAP)))
            item.setToolTip(self.tables.label[card] + (" · face up: both players see it" if card in up else ""))
            item.setZValue(10 + i)
            items.append(item)
        caption = f"Your bench · {count}" + (" · click one to switch" if switching else "")
        if up:
            caption += " · face up: " + ", ".join(self.tables.card[c].name for c in up)
        items.append(TextItem(caption, QRectF(BENCH_LEFT, OWN_TOP + 8, span, 18), 14, GOLD if switching else MUTED,
                              shrink_to=11))
        return items

    def _areas_and_puck(self, view: Any) -> list[Any]:
        items: list[Any] = []
        for area in self.tables.rink.areas:
            lit = area.id in self.lit_areas and (self.area_choice is None or area.id == self.area_choice)
            item = AreaItem(area.id, area_rect(area.position), lit, self.choose_area)
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

    def _faceoff_slots(self, view: Any, bottom: int, dpr: float) -> list[Any]:
        title = "Face-off · both choose a card face down"
        challenge = view.challenge if view.phase == "challenge" else None
        if view.phase == "fight" and view.fight is not None:
            title = f"Fight · {view.fight.wins[0]}–{view.fight.wins[1]} · both lay a card face down"
        if challenge is not None:
            name = CHALLENGE_NAMES.get(challenge.kind, challenge.kind)
            first = view.names[challenge.initiator]
            title = (f"Face-off · {first} lays a card first, face down" if challenge.kind == "faceoff"
                     else f"{name} challenge · {first} started it · cards face down")
        items: list[Any] = [TextItem(title, QRectF(PLAY_RECT.left() + 10, PLAY_RECT.top() + 4,
                                                   PLAY_RECT.width() - 20, 20), 14, INK, True, shrink_to=11)]
        for n, seat in enumerate((bottom, 1 - bottom)):
            x = PLAY_RECT.left() + 20 + n * 230
            y = PLAY_RECT.top() + 26
            if view.seat == seat and view.pick is not None:
                items.append(self._face(view.pick, PLAY_W, QPointF(x, y), dpr))
                caption = ("Your card", "face down")
            elif view.chosen[seat]:
                items.append(self._back(seat, PLAY_W, QPointF(x, y), dpr, f"{view.names[seat]}'s face-off card"))
                caption = (view.names[seat], "card down")
            else:
                items.append(Panel(QRectF(x, y, PLAY_W, PLAY_W * 1.4), QColor(0, 0, 0, 50), QColor(255, 255, 255, 90)))
                declined = challenge is not None and challenge.declined and seat == challenge.defender
                items.append(TextItem("–" if declined else "?", QRectF(x, y, PLAY_W, PLAY_W * 1.4), 40, MUTED, True))
                caption = (view.names[seat], "declined" if declined else "choosing")
            for row, words in enumerate(caption):
                items.append(TextItem(words, QRectF(x + PLAY_W + 6, y + 46 + row * 20, 118, 20), 14,
                                      INK if row == 0 else MUTED, row == 0, Qt.AlignmentFlag.AlignLeft, shrink_to=14))
        return items

    def _play_stack(self, view: Any, dpr: float) -> list[Any]:
        so = view.shootout if view.phase == "shootout" else None
        play = so.played if so else view.play
        items: list[Any] = []
        recent = play[-PLAY_SHOWN:]
        older = len(play) - len(recent)
        # Side by side when they fit (a card's top right corner holds its points), else overlapping.
        step = min(PLAY_W + 4, (PLAY_RECT.width() - 40 - PLAY_W) / max(1, len(recent) - 1))
        y = PLAY_RECT.top() + 24
        span = PLAY_W + step * max(0, len(recent) - 1)
        left = PLAY_RECT.left() + 30 + (PLAY_RECT.width() - 40 - span) / 2
        base = len(play) - len(recent)
        for i in range(min(3, older)):
            card = play[base - 1 - i]
            items.append(self._face(card, PLAY_W, QPointF(left - 10 - 7 * i, y + 3 * i), dpr))
            items[-1].setZValue(1 - i)
        shot_card = view.shot_from + 1 if view.stage in ("score", "save") and not so else None
        won, lost = self._challenge_cards(view) if not so else (None, None)
        if so is not None and so.shot_card in play:
            shot_card = play.index(so.shot_card)
        laid_by = dict(view.laid_by) if not so else {}
        others: list[str] = []      # the shown cards laid from the other side's deck
        for i, card in enumerate(recent):
            index = base + i
            newest = index == len(play) - 1
            item = self._face(card, PLAY_W, QPointF(left + i * step, y), dpr, newest)
            item.setZValue(2 + i)
            items.append(item)
            tag = None
            if view.shot is not None and index == view.shot_from and not so:
                tag = ("SHOT", QColor("#c2410c"))
            if shot_card is not None and index == shot_card:
                tag = ("SHOT CARD", QColor("#7048e8"))
            if index == won:
                tag = ("WON", QColor("#2f9e44"))
            elif index == lost:
                tag = ("LOST", QColor("#495057"))
            if tag and index in (won, lost):
                # Low on the card, between the corner marks: the winning card's actions stay readable.
                items.append(Chip(tag[0], QRectF(left + i * step + 21, y + PLAY_W * 1.4 - 24, 45, 19),
                                  tag[1], size=13))
            elif tag:
                items.append(Chip(tag[0], QRectF(left + i * step + 4, y + PLAY_W * 1.4 - 48, PLAY_W - 8, 22),
                                  tag[1], size=14))
            if card in laid_by:
                layer = laid_by[card]
                item.setToolTip(f"{self.tables.label[card]} · laid by {view.names[layer]} "
                                f"from {view.names[1 - layer]}'s deck")
                items.append(self._laid_by_ring(layer, item))
                others.append(f"{self.tables.card[card].name} laid by {view.names[layer]}")
        if so is not None:
            caption = f"Shootout · round {so.round} · {view.names[so.shooter]} shoots · {len(play)} played"
        elif play:
            caption = f"Play area · {len(play)} card{'s' if len(play) != 1 else ''}"
            if older:
                caption += f" ({older} beneath)"
            if view.doubles:
                caption += " · DOUBLES"
            if others:      # cut to the caption's box: a long name must not push the count out of sight
                metrics = QFontMetricsF(font(14))
                room = PLAY_RECT.width() - 20 - metrics.horizontalAdvance(caption + " · ")
                said = metrics.elidedText(", ".join(others), Qt.TextElideMode.ElideRight, room)
                caption += " · " + said if said else ""
        else:
            caption = "Play area · empty"
        items.append(TextItem(caption, QRectF(PLAY_RECT.left() + 10, PLAY_RECT.top() + 3, PLAY_RECT.width() - 20, 20),
                              14, GOLD if view.doubles else MUTED))
        return items

    @staticmethod
    def _laid_by_ring(seat: int, item: CardItem) -> QGraphicsPathItem:
        """A ring in the laying side's colour around a card laid from the other side's deck (O22):
        the card's own frame keeps its deck's colour, while the penalty symbols, Penalty Shot and a
        fight's injury go by who laid it."""
        path = QPainterPath()
        path.addRoundedRect(item.sceneBoundingRect().adjusted(-3, -3, 3, 3), 9, 9)
        ring = QGraphicsPathItem(path)
        ring.setPen(QPen(SEAT_COLOURS[seat], 4))
        ring.setZValue(item.zValue())
        return ring

    def _challenge_cards(self, view: Any) -> tuple[int | None, int | None]:
        """Indexes in ``play`` of the won challenge's winning and losing cards (the winner's goes on
        the loser's), while the winner uses the card; else None."""
        c = view.challenge
        play = view.play
        if c is None or c.winner is None or not c.won_with or not play or play[-1] != c.won_with:
            return None, None
        won = len(play) - 1
        loser_card = view.last_reveal[1 - c.winner] if len(view.last_reveal) == 2 and not c.uncontested else None
        lost = won - 1 if loser_card is not None and won >= 1 and play[won - 1] == loser_card else None
        return won, lost

    def _reveal_panel(self, view: Any, dpr: float) -> list[Any]:
        cards, winner = self.reveal
        r = REVEAL_RECT
        items: list[Any] = [Panel(r, QColor(8, 18, 30, 235), GOLD, 3, 18)]
        items[0].setZValue(40)
        items.append(TextItem("FACE-OFF", QRectF(r.left(), r.top() + 6, r.width(), 26), 20, GOLD, True))
        for seat in (0, 1):
            x = r.center().x() + (-REVEAL_W - 40 if seat == 0 else 40)
            items.append(self._face(cards[seat], REVEAL_W, QPointF(x, r.top() + 36), dpr, seat == winner))
            word = "wins" if seat == winner else "loses"
            items.append(TextItem(f"{view.names[seat]} {word}", QRectF(x - 40, r.top() + 194, REVEAL_W + 80, 24),
                                  16, GOLD if seat == winner else MUTED, True))
        items.append(TextItem("vs", QRectF(r.center().x() - 30, r.top() + 100, 60, 30), 20, INK, True))
        for item in items[1:]:
            item.setZValue(41)
        return items

    # ----- the official rules' additions -------------------------------------------------------
    def _stoppage_words(self, view: Any) -> str:
        """The stoppage in one line: why play stopped and where the face-off is."""
        why, where = stoppage_summary(view.names, view.stoppage)
        return f"{why}: face-off at {where}"

    def _official_panel(self, view: Any) -> list[Any]:
        """The official game's public state: officials, tokens, bonus, Momentum pile, clock, stoppage."""
        r = OFFICIAL_RECT
        items: list[Any] = [Panel(r, QColor(6, 14, 26, 215), QColor(255, 255, 255, 50), radius=10)]
        left, width, row_h = r.left() + 10, r.width() - 20, 18

        def row(n: int) -> QRectF:
            return QRectF(left, r.top() + 4 + n * row_h, width, row_h)

        card = officiating_cards().get(view.official) if view.official else None
        officials = TextItem(f"Officials: {card.name}" if card else "Officials: not yet drawn", row(0), 14, GOLD,
                             True, Qt.AlignmentFlag.AlignLeft, shrink_to=13)
        officials.setToolTip(f"{card.name} officiates period {view.period}: {card.text}" if card else
                             "The officiating card is revealed at the start of each period.")
        items.append(officials)
        for n, seat in enumerate((0, 1)):
            rect = row(1 + n)
            items.append(Chip("", QRectF(rect.left(), rect.top() + 4, 10, 10), SEAT_COLOURS[seat]))
            tokens = view.tokens[seat]
            text = f"{tokens} token{'s' if tokens != 1 else ''} · bonus +{view.bonus[seat]}"
            line = TextItem(text, QRectF(rect.left() + 16, rect.top(), 150, row_h), 14, INK, False,
                            Qt.AlignmentFlag.AlignLeft, shrink_to=13)
            line.setToolTip(f"{view.names[seat]}: {tokens} momentum token{'s' if tokens != 1 else ''}, "
                            f"passing bonus +{view.bonus[seat]}, hand size {view.hand_max[seat]}")
            items.append(line)
            items += self._box_chip(view, seat, QRectF(rect.left() + 170, rect.top() + 1, width - 170, row_h - 2))
        pile = TextItem(f"Momentum pile · {len(view.momentum_owners)}", QRectF(left, row(3).top(), 152, row_h), 14,
                        MUTED, False, Qt.AlignmentFlag.AlignLeft)
        pile.setToolTip("Momentum Cards left face down; an Extra Man token takes one")
        items.append(pile)
        items += self._clock_chips(view, QRectF(left + 152, row(3).top(), width - 152, row_h))
        lines, tip = self._official_status(view)
        for n, text in enumerate(lines[:2]):
            line = TextItem(text, row(4 + n), 14, GOLD if n == 0 else INK, n == 0, Qt.AlignmentFlag.AlignLeft,
                            shrink_to=13)
            line.setToolTip(tip)
            items.append(line)
        return items

    def _box_chip(self, view: Any, seat: int, rect: QRectF) -> list[Any]:
        """``seat``'s penalty box: the penalties it serves with the power-play hands left (the book
        counts a penalty's time in hands), or a call waiting for it to take the puck."""
        served = [s for s in view.box if s.seat == seat]
        calls = [c for c in view.calls if c.seat == seat and not c.shot]
        if served:
            left = max(s.hands for s in served)
            men = f"{len(served)} in box" if len(served) > 1 else f"BOX {served[0].minutes} min"
            text = f"{men} · {left} hand{'s' if left != 1 else ''}"
            tip = "; ".join(f"{s.name}, {s.minutes} minutes: {s.hands} power-play hand{'s' if s.hands != 1 else ''} "
                            "left" for s in served)
            chip = Chip(text, rect, BOX_RED, size=13)
            chip.setToolTip(f"{view.names[seat]} is in the penalty box: {tip}. A hand is over when both hands are "
                            "played out.")
            return [chip]
        if calls:
            chip = Chip(f"CALLED · {calls[-1].name}", rect, CALL_ORANGE, size=13)
            chip.setToolTip(f"Delayed penalty on {view.names[seat]}: {', '.join(c.name for c in calls)}. Play goes "
                            f"on until {view.names[seat]} has the puck.")
            return [chip]
        return []

    def _strength_chip(self, view: Any) -> tuple[str, QColor, str] | None:
        """The manpower of the moment: power play, 5-on-3, 4-on-4, a delayed penalty, a penalty shot."""
        names = view.names
        if view.pshot is not None:
            return ("PENALTY SHOT", PSHOT_PURPLE, f"{names[view.pshot.shooter]} takes a penalty shot")
        if view.box:
            side = pen.pp_side(view)
            if side is None:
                return ("4-ON-4", QColor("#495057"), ("Both sides have a man in the box: each plays with the power "
                                                      "play's advantages and the penalty kill's disadvantages"))
            two = pen.down(view, 1 - side) - pen.down(view, side) >= 2
            return ("5-ON-3" if two else "POWER PLAY", SEAT_COLOURS[side].darker(130),
                    (f"{names[side]} is on the {'two-man ' if two else ''}power play: no end-of-turn draws, no line "
                    "changes, Suit Circle abilities, passing bonus up to +4"))
        if any(not c.shot for c in view.calls):
            return ("DELAYED PENALTY", CALL_ORANGE, ("A penalty is called: play goes on until the offender has the "
                                                    "puck, and the other side plays with an extra attacker"))
        return None

    def _clock_chips(self, view: Any, rect: QRectF) -> list[Any]:
        """Final Minute, overtime, shootout and the power play as chips; the period when none applies."""
        chips: list[tuple[str, QColor, str]] = []
        strength = self._strength_chip(view)
        if strength is not None:
            chips.append(strength)
        if view.shootout is not None:
            so = view.shootout
            chips.append((f"SHOOTOUT {so.goals[0]}–{so.goals[1]}", QColor("#7048e8"),
                          f"Shootout round {so.round}: {view.names[0]} {so.goals[0]}, {view.names[1]} {so.goals[1]}"))
        elif view.overtime:
            chips.append((f"OT {view.overtime}", QColor("#c2410c"), f"Overtime period {view.overtime}"))
        if view.final_minute and view.shootout is None:
            chips.append(("FINAL MINUTE", QColor("#b08900"), "A deck has run out: the Final Minute of the period"))
        if not chips:
            return [TextItem(f"Period {view.period}", rect, 14, MUTED, False, Qt.AlignmentFlag.AlignRight)]
        def need(text: str) -> int:
            return 14 + 9 * len(text)

        if sum(need(text) + 4 for text, _c, _t in chips) - 4 > rect.width():   # short words when crowded
            chips = [(SHORT_CHIPS.get(text, text), colour, tip) for text, colour, tip in chips]
        items: list[Any] = []
        x = rect.right()
        for text, colour, tip in chips:        # from the right edge leftwards; never squeezed
            w = need(text)
            if w > x - rect.left():
                break
            x -= w
            chip = Chip(text, QRectF(x, rect.top() + 1, w, rect.height() - 2), colour, size=13)
            chip.setToolTip(tip)
            items.append(chip)
            x -= 4
        return items

    def _official_status(self, view: Any) -> tuple[tuple[str, ...], str]:
        """Two lines on what is happening: a penalty shot, a stoppage, a challenge, or the last
        challenge's cards."""
        ps = view.pshot
        if ps is not None:
            stage = {"place": "places the puck", "shot-card": "faces the shot", "score": "tries to score",
                     "save": "tries to save"}[ps.stage]
            acting = view.names[ps.acting]
            return ((f"Penalty shot · {view.names[ps.shooter]} shoots", f"{acting} {stage}"),
                    ("A penalty shot: three cards each from the shuffled discard piles, face up; the shooter "
                    "places the puck and shoots, the defender lays a Shot Card, then a score and a save."))
        so = view.shootout
        if so is not None:
            marks = " ".join(("✓" if scored else "✗") + view.names[seat][:1] for seat, scored in so.attempts[-4:])
            return ((f"Shootout · round {so.round} · {view.names[so.shooter]} shoots",
                     f"Score {so.goals[0]}–{so.goals[1]}" + (f" · last {marks}" if marks else "")),
                    (f"Shootout: {view.names[0]} {so.goals[0]}, {view.names[1]} {so.goals[1]}; "
                     f"{len(so.attempts)} attempts; deck {so.deck_size} cards"))
        fight = getattr(view, "fight", None)
        if fight is not None:
            return ((f"Fight · {view.names[0]} {fight.wins[0]}–{fight.wins[1]} {view.names[1]}",
                     "Three exchanges win it"),
                    ("A fight: each side lays a card face down; the side at fault by the suits wins the exchange. "
                    "FG/FB symbols have their fight effects."))
        if view.phase == "stoppage" and view.stoppage is not None:
            reason, where = self._stoppage_words(view).split(": ", 1)
            words = f"{reason}: {where}"
            place = where.removeprefix("face-off at ").removeprefix("the ")      # the line's room is short
            return ((f"Stoppage · {reason}", f"Face-off: {place}"),
                    f"{words}; {view.names[view.stoppage.chooser]} chooses the circle where there are two.")
        c = view.challenge
        if c is not None:
            name = CHALLENGE_NAMES.get(c.kind, c.kind)
            if c.winner is None:
                return (f"{name} · {view.names[c.initiator]} started", "Cards go down face down"), \
                    f"{name} challenge under way"
            how = " uncontested" if c.uncontested else ""
            return (f"{name} won by {view.names[c.winner]}{how}", self._reveal_line(view)), self._reveal_tip(view)
        if len(view.last_reveal) == 2:
            return ("Last challenge", self._reveal_line(view)), self._reveal_tip(view)
        return (), ""

    def _penalty_shot_area(self, view: Any, dpr: float) -> list[Any]:
        """The penalty shot in the play area: the shooter's three cards, the cards laid, the
        defender's three, all face up (ruling O31)."""
        ps = view.pshot
        r = PLAY_RECT
        width = 56
        items: list[Any] = [TextItem(f"Penalty shot · {view.names[ps.shooter]} shoots", QRectF(
            r.left() + 10, r.top() + 3, r.width() - 20, 20), 14, GOLD, True)]
        columns = ((ps.shooter, r.left() + 10), (ps.defender, r.right() - 10 - 3 * (width + 4)))
        for seat, left in columns:
            role = "shooter" if seat == ps.shooter else "goal"
            items.append(TextItem(f"{view.names[seat]} ({role})", QRectF(left, r.top() + 26, 3 * (width + 4), 18),
                                  14, INK, False, Qt.AlignmentFlag.AlignLeft, shrink_to=13))
            for i, card in enumerate(ps.hands[seat]):
                items.append(self._face(card, width, QPointF(left + i * (width + 4), r.top() + 48), dpr))
        played = ps.played[-3:]
        mid = r.center().x() - (len(played) * (width + 4)) / 2
        for i, card in enumerate(played):
            items.append(self._face(card, width, QPointF(mid + i * (width + 4), r.top() + 60), dpr,
                                    i == len(played) - 1))
            if card == ps.shot_card:
                items.append(Chip("SHOT CARD", QRectF(mid + i * (width + 4), r.top() + 44, width, 16),
                                  PSHOT_PURPLE, size=11))
        return items

    def _reveal_line(self, view: Any) -> str:
        if len(view.last_reveal) != 2:
            return ""
        return " vs ".join(self.tables.name[c] for c in view.last_reveal)

    def _reveal_tip(self, view: Any) -> str:
        if len(view.last_reveal) != 2:
            return ""
        return (f"Last challenge: {view.names[0]} showed {self.tables.label[view.last_reveal[0]]}, "
                f"{view.names[1]} showed {self.tables.label[view.last_reveal[1]]}")

    def _official_reveal(self, view: Any, dpr: float) -> list[Any]:
        """The challenge's two cards face up with the winner marked, over the other side's hand (the
        rink stays clear for the puck placement the face-off winner makes next)."""
        cards, winner = self.reveal
        r = OFFICIAL_REVEAL_RECT
        items: list[Any] = [Panel(r, QColor(8, 18, 30), GOLD, 3, 14)]
        name = CHALLENGE_NAMES.get(self.reveal_kind, self.reveal_kind).upper()
        items.append(TextItem(name, QRectF(r.left() + 10, r.top() + 8, 120, 24), 18, GOLD, True,
                              Qt.AlignmentFlag.AlignLeft, shrink_to=14))
        # the winner's name on a line of its own, "wins" under it: a long name stays whole
        verdict = ("tie",) if winner is None else (view.names[winner], "wins")
        for row, words in enumerate(verdict):
            items.append(TextItem(words, QRectF(r.left() + 10, r.top() + 36 + row * 21, 120, 22), 16,
                                  INK, row == 0, Qt.AlignmentFlag.AlignLeft, shrink_to=13))
        items.append(TextItem("click to close", QRectF(r.left() + 10, r.bottom() - 26, 120, 20), 14, MUTED,
                              False, Qt.AlignmentFlag.AlignLeft))
        for seat in (0, 1):
            x = r.left() + 150 + seat * 240
            items.append(self._face(cards[seat], 66, QPointF(x, r.top() + 12), dpr, seat == winner))
            won = seat == winner
            items.append(TextItem(view.names[seat], QRectF(x + 74, r.top() + 26, 150, 22), 16, INK, True,
                                  Qt.AlignmentFlag.AlignLeft, shrink_to=14))
            items.append(TextItem(self.tables.name[cards[seat]], QRectF(x + 74, r.top() + 48, 150, 20), 14,
                                  MUTED, False, Qt.AlignmentFlag.AlignLeft, shrink_to=13))
            if winner is not None:
                items.append(Chip("WINS" if won else "loses", QRectF(x + 74, r.top() + 74, 70, 22),
                                  QColor("#2f9e44") if won else QColor("#3d4a5c"), size=14))
        items[0].setZValue(40)
        for item in items[1:]:
            item.setZValue(41)
        return items

    def _result(self, view: Any) -> list[Any]:
        """Nothing at game over: the shared game-over panel (``common/game_over.py``) says the result
        over the rink, opaque, and the scoreboard keeps the goals, so it is not said twice."""
        return []

    # ----- the prompt ----------------------------------------------------------------------
    def _update_prompt(self, view: Any, legal: list[Action]) -> None:
        game, state = self.controller.game, self.controller.state
        choices: list[Choice] = []
        hint = ""
        if not self.is_live:
            title = "A past position"
            hint = "Return to the game to play."
        elif view.phase == "over":
            title = "The game is over."
        elif self.seat is None:
            decisions = game.pending(state) if self.is_live else ()
            names = " and ".join(dict.fromkeys(view.names[d.seat] for d in decisions))
            title = f"{names} to decide" if names else "Watching"
            hint = decisions[0].prompt if len(decisions) == 1 else ""
        elif self._active():
            decision = next(d for d in game.pending(state) if d.seat == self.seat)
            title = decision.prompt
            if self.area_choice is not None:
                options = [a for a in legal if a.kind in AREA_KINDS and a.args and a.args[-1] == self.area_choice]
                hint = f"Two ways to reach {self.tables.area_name[self.area_choice]}: choose one."
                choices = [Choice(game.describe_action(state, a), self._slot(a), a.kind) for a in options]
                choices.append(Choice("Back", self._cancel_area, "back", tip="Escape"))
            else:
                for action in legal:
                    if action.kind in RINK_ONLY_KINDS:
                        continue
                    if action.kind in BENCH_KINDS and action.args[0] != self.selected:
                        continue
                    if action.kind in WILD_KINDS and action.args[1] != self.selected:
                        continue     # Promotion: four wilds per hand card, shown for the card selected
                    choices.append(Choice(game.describe_action(state, action), self._slot(action), action.kind))
                colors = sorted({a.args[0] for a in legal if a.kind == "ability"})
                if self.lit_areas and colors and not any(a.kind == "move" for a in legal):
                    # Only the card's ability can still move the puck (after a shot or a Score,
                    # on the Shot Card, before a Save: ruling B6).
                    named = " or ".join(colors)
                    hint = (f"Use the {named} ability: click a lit area of the rink (or drag the puck "
                            "there) to move the puck one area.")
                elif self.lit_areas and view.phase == "place":
                    hint = "Click a lit area of the rink (or drag the puck there) to place the puck."
                elif self.lit_areas and view.phase == "penalty-shot":
                    hint = "Click a lit area of the rink (or drag the puck there) to shoot the penalty shot from it."
                elif view.phase == "penalty-shot":
                    hint = "The penalty-shot cards lie face up in the play area; choose with the buttons."
                elif self.lit_areas and view.phase == "stoppage":
                    hint = "Click a lit face-off circle on the rink, or press its button."
                elif self.lit_areas:
                    hint = "Click a lit area of the rink (or drag the puck there) to move the puck."
                elif any(a.kind in FACE_DOWN_PHASES for a in legal):
                    hint = "Drag a hand card to the play area (or double-click it) to lay it face down."
                elif any(a.kind in BENCH_KINDS for a in legal) and self.selected is None:
                    hint = "Select a card in your hand to see the bench switches for it."
                elif any(a.kind in WILD_KINDS for a in legal) and self.selected is None:
                    hint = "Promotion: select a Player card in your hand to choose the wild it becomes."
                if view.phase == "stoppage" and view.stoppage is not None:
                    hint = f"{self._stoppage_words(view)}. {hint}".strip()
        else:
            waiting = sorted({s for s, _ in view.awaiting})
            names = " and ".join(view.names[s] for s in waiting)
            title = f"Waiting for {names}"
            if view.phase in FACE_DOWN_PHASES and view.chosen[self.seat]:
                word = {"faceoff": "face-off", "fight": "fight"}.get(view.phase, "challenge")
                hint = f"Your {word} card is down; it is revealed " \
                       "when both are in."
            elif view.phase == "stoppage" and view.stoppage is not None:
                hint = self._stoppage_words(view) + "."
        self.prompt.show_prompt(title, hint, choices, self._active())
        self._place_prompt()

    def _slot(self, action: Action):
        return lambda: self.submit(action)

    def _cancel_area(self) -> None:
        self.area_choice = None
        self.refresh()

    def _place_prompt(self) -> None:
        self.prompt.place(self.view, PROMPT_RECT)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._ready:
            self._place_prompt()

    # ----- hover preview ---------------------------------------------------------------------
    def _hover(self, card_id: str | None, item: Any) -> None:
        if card_id is None or item is None or self._dragging:
            self.preview.hide_card()
            return
        rect = self.view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(self.view.pos())
        pixmap = self.art.face(card_id, self.preview.card_width(), self.devicePixelRatioF())
        self.preview.show_card(card_id, pixmap, self.card_text(card_id), rect)

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
        return self.view.mapFromScene(PLAY_RECT.center()) + self.view.pos()

    def _scene_anchor(self, pos: QPointF) -> QPoint:
        return self.view.mapFromScene(pos) + self.view.pos()

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
